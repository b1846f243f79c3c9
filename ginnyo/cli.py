"""Command line: score a play, draw a position; more subcommands register themselves here."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from .rules import Board, GinnyError


def cmd_score(args: argparse.Namespace) -> int:
    """Print the breakdown of a play on a position, or why it is illegal (exit status 1)."""
    try:
        board = Board.from_notation(args.position)
        print(board.check(args.play).describe())
    except GinnyError as exc:
        print(f"illegal: {exc}")
        return 1
    return 0


def cmd_board(args: argparse.Namespace) -> int:
    """Draw a position as text."""
    try:
        print(Board.from_notation(args.position).render())
    except GinnyError as exc:
        print(f"invalid position: {exc}")
        return 1
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m ginnyo", description="Ginny-O tools")
    sub = parser.add_subparsers(dest="command", required=True)
    score = sub.add_parser("score", help="score a play on a position")
    score.add_argument("--position", default="", help='tiles on the board, like "H8:JH H9:QH H10:KH"')
    score.add_argument("--play", required=True, help='the play, like "H7:10H"')
    score.set_defaults(func=cmd_score)
    board = sub.add_parser("board", help="draw a position as text")
    board.add_argument("--position", default="", help="tiles on the board")
    board.set_defaults(func=cmd_board)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    code: int = args.func(args)
    return code


if __name__ == "__main__":
    sys.exit(main())
