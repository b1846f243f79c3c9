"""``python -m ginnyo``: score a play, draw a position, list the lessons, draw the rules' figures, serve, build,
benchmark, play tournaments, rate the levels and fit the expert's leave values.

Tooling: ``ginnyo/__main__.py`` runs it; the game never imports it.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ginnyo.rules import Board, GinnyError

if TYPE_CHECKING:
    from ginnyo.ginrummy import Game as GinGame
    from ginnyo.rules import Game

    from .build.single import SingleBuild

REPO_ROOT = Path(__file__).resolve().parent.parent


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


def cmd_lessons(args: argparse.Namespace) -> int:
    """List the lessons of both games (their English words), as text or as one JSON list."""
    from ginnyo.lessons import lessons

    listed = [item.as_dict() for item in lessons()]
    if args.json:
        print(json.dumps(listed, ensure_ascii=False, indent=1))
        return 0
    for entry in listed:
        goal = " ".join(f"{k}={' '.join(v) if isinstance(v, list) else v}" for k, v in entry["goal"].items())
        print(f"{entry['id']} [{entry['game']}] {entry['title']}")
        gin = entry["game"] == "gin"
        print(f"  {'pile' if gin else 'position'}: {entry['position'] or '(empty board)'}")
        print(f"  {'hand' if gin else 'rack'}: {entry['rack']}")
        print(f"  goal: {goal}")
        print(f"  solution: {entry['solution']}")
    return 0


def cmd_rules_figures(args: argparse.Namespace) -> int:
    """Draw the rules pages' figures into the four pages; with --check, only say which are out of date."""
    from .rules_figures import run

    stale = run(Path(args.root or REPO_ROOT), check_only=args.check)
    for page in stale:
        print(f"{page}: {'out of date (run python -m ginnyo rules-figures)' if args.check else 'figures written'}")
    return 1 if stale and args.check else 0


def cmd_i18n(args: argparse.Namespace) -> int:
    """Extract the page's texts into the catalogs, update each language's .po, compile the .mo files."""
    from .buildtools import catalogs

    for line in catalogs.run(Path(args.root or REPO_ROOT)):
        print(line)
    return 0


def cmd_archive(args: argparse.Namespace) -> int:
    """Write the game's Python archive (ginnyo.zip) that the served repository's page loads."""
    from .buildtools import archive, bytecode

    try:
        written = archive.write(Path(args.root or REPO_ROOT))
    except bytecode.BytecodeError as exc:
        print(f"archive failed: {exc}")
        return 1
    for path in written:
        print(f"{path}: {path.stat().st_size} bytes")
    return 0


def cmd_stdlib(args: argparse.Namespace) -> int:
    """Add bytecode beside each module of the vendored stdlib zip, which the served repository's page loads."""
    from .buildtools import bytecode, stdlib

    pyodide_dir = Path(args.root or REPO_ROOT) / "static" / "vendor" / "pyodide"
    path = pyodide_dir / "python_stdlib.zip"
    if not path.is_file():
        print(f"stdlib failed: no {path}: run scripts/setup_web.sh first")
        return 1
    data = path.read_bytes()
    try:
        compiled = bytecode.compiled(pyodide_dir, stdlib.sources(data), origin="stdlib")
    except bytecode.BytecodeError as exc:
        print(f"stdlib failed: {exc}")
        return 1
    path.write_bytes(stdlib.precompiled(data, compiled, keep_sources=True))
    print(f"{path}: {len(compiled)} modules with their bytecode, {path.stat().st_size} bytes")
    return 0


def cmd_stdlib_trace(args: argparse.Namespace) -> int:
    """Trace the stdlib modules the page imports (in the page's Pyodide, under Node) and list them for the build."""
    from .buildtools import bytecode, stdlib_trace

    try:
        modules = stdlib_trace.write(Path(args.root or REPO_ROOT))
    except bytecode.BytecodeError as exc:
        print(f"stdlib-trace failed: {exc}")
        return 1
    print(f"{stdlib_trace.MODULES}: {len(modules)} stdlib modules the page imports")
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    """Serve the site (the repo root, its archive written first) on localhost and open it in the browser."""
    import contextlib
    import webbrowser

    from . import serve
    from .buildtools import archive

    root = Path(args.root or REPO_ROOT)
    archive.write(root)
    with serve.server(root, args.port) as server:
        url = serve.url(server)
        print(f"Ginny-O is served at {url} (Ctrl+C stops)", flush=True)
        if not args.no_browser:
            webbrowser.open(url)
        with contextlib.suppress(KeyboardInterrupt):
            server.serve_forever()
    return 0


def _mib(size: int) -> str:
    return f"{size / 1024 / 1024:.2f} MiB"


def cmd_build(args: argparse.Namespace) -> int:
    """Build dist/site/ (the deployable site) and dist/ginnyo.html (the single-file game)."""
    from .build import BuildError, build

    root = Path(args.root).resolve() if args.root else REPO_ROOT
    out = Path(args.out).resolve() if args.out else root / "dist"
    try:
        result = build(root, out, trim_stdlib=not args.full_stdlib)
    except BuildError as exc:
        print(f"build failed: {exc}")
        return 1
    site_size = sum(len(data) for data in result.site.files.values())
    print(
        f"{result.site.out}: {len(result.site.files)} files, {_mib(site_size)}, cache {result.site.cache}, "
        f"{len(result.site.precache)} URLs precached"
    )
    print(f"{result.single.out}: {_mib(result.single.size)} ({result.single.size} bytes), one file, works from file://")
    print_size_table(result.single)
    return 0


def print_size_table(single: SingleBuild) -> None:
    """The single file's parts: each embedded file gzipped and written 7 bits a character, then the page."""
    from .build.single import size_table

    print("\n| part | raw bytes | in the file | share |\n| --- | ---: | ---: | ---: |")
    for part, raw, embedded in size_table(single):
        print(f"| {part} | {raw:,} | {embedded:,} | {100 * embedded / single.size:.1f}% |")
    print(f"| **the single file** | | **{single.size:,}** | 100% |")


def cmd_tournament(args: argparse.Namespace) -> int:
    """Play computer players against each other and report win rates and decision times."""
    from .tournament import main as tournament_main

    log = Path(args.log) if args.log else None
    return tournament_main(args.players, args.games, args.seed, args.json, args.jobs, args.quiet, args.game, log)


def cmd_ladder(args: argparse.Namespace) -> int:
    """Play a round robin of a game's levels and rate them (Bradley–Terry, Elo scale, 95% intervals)."""
    from .ladder import main as ladder_main

    log = Path(args.log) if args.log else None
    return ladder_main(args.game, args.games, args.seed, args.json, args.jobs, args.quiet, args.levels, log)


def cmd_leaves(args: argparse.Namespace) -> int:
    """Fit the expert's leave values by self-play and write them into the package (or --out)."""
    from .leaves import main as leaves_main

    return leaves_main(args.games, args.seed, args.out)


def cmd_bench(args: argparse.Namespace) -> int:
    """Time move generation against the brute-force enumerator (or the endgame solver, `--endgame`)."""
    if args.endgame:
        from .endgame_bench import main as endgame_main

        return endgame_main(args.endgame_positions, args.endgame_tiles, args.endgame_multi, args.endgame_repeat)
    if args.game == "gin" and args.endstock:
        from .gin_endstock_bench import main as endstock_main

        return endstock_main(args.matches, args.endstock_matches)
    if args.game == "gin":
        from .gin_bench import main as gin_bench_main

        return gin_bench_main(args.matches, args.json, args.ai or "hard")
    from .bench import main as bench_main

    return bench_main(args.repeat, args.positions, args.json, args.ai, args.decisions)


def cmd_analyse(args: argparse.Namespace) -> int:
    """Review a saved game turn by turn: the play made, the best by score, the hard player's choice
    (a Gin Rummy match: hand by hand, each action beside the hard player's and the deadwood kept)."""
    from ginnyo.ginrummy import record as gin_record
    from ginnyo.rules import RecordError, record

    try:
        text = Path(args.record).read_text(encoding="utf-8")
        if json.loads(text).get("format") == gin_record.FORMAT:
            return print_gin_review(gin_record.loads(text)[0], args)
        game, _ = record.loads(text)
    except (OSError, ValueError, AttributeError, RecordError) as exc:
        print(f"cannot analyse {args.record}: {exc}")
        return 1
    return print_review(game, args)


def print_review(game: Game, args: argparse.Namespace) -> int:
    from ginnyo.ai.analysis import analyse

    reviews = analyse(game, advice=not args.no_advice)
    if args.json:
        print(json.dumps([r.to_json() for r in reviews], ensure_ascii=False, indent=1))
        return 0
    for r in reviews:
        advice = f"  hard: {r.advice} ({r.advice_score})" if r.advice else ""
        best = f"{r.best} ({r.best_score})" if r.best else "no play"
        print(f"{r.turn:>3} {r.name}: {r.played} ({r.score}); best {best}; lost {r.lost}{advice}")
    lost = {name: sum(r.lost for r in reviews if r.name == name) for name in game.names}
    print("points left on the table: " + ", ".join(f"{name} {n}" for name, n in lost.items()))
    return 0


def print_gin_review(game: GinGame, args: argparse.Namespace) -> int:
    from ginnyo.ginrummy.coach import analyse

    hands = analyse(game, advice=not args.no_advice)
    if args.json:
        print(json.dumps([h.to_json() for h in hands], ensure_ascii=False, indent=1))
        return 0
    for hand in hands:
        result = hand.result
        ending = "still being played" if result is None else f"{result.ending}, {result.points} points"
        print(f"hand {hand.number}: {ending}")
        for d in hand.decisions:
            advice = f"  hard: {d.advice}" if d.advice and not d.agrees else ""
            extra = f"; {d.extra} more deadwood than needed" if d.extra else ""
            print(f"{d.number:>4} {d.name}: {d.played}{extra}{advice}")
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
    serve = sub.add_parser("serve", help="serve the game on localhost and open it in the browser")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument("--root", default="", help="folder to serve (default: the repo root)")
    serve.add_argument("--no-browser", action="store_true", help="do not open a browser")
    serve.set_defaults(func=cmd_serve)
    zipped = sub.add_parser("archive", help="write ginnyo.zip, the game's Python as the served page loads it")
    zipped.add_argument("--root", default="", help="the repository (default: this one)")
    zipped.set_defaults(func=cmd_archive)
    stdlib = sub.add_parser("stdlib", help="add Pyodide's bytecode beside the vendored stdlib's sources (make setup)")
    stdlib.add_argument("--root", default="", help="the repository (default: this one)")
    stdlib.set_defaults(func=cmd_stdlib)
    trace = sub.add_parser("stdlib-trace", help="list the stdlib modules the page imports (the single file ships them)")
    trace.add_argument("--root", default="", help="the repository (default: this one)")
    trace.set_defaults(func=cmd_stdlib_trace)
    lessons = sub.add_parser("lessons", help="list the lessons of both games: position, goal and a solution")
    lessons.add_argument("--json", action="store_true", help="print them as one JSON list")
    lessons.set_defaults(func=cmd_lessons)
    figures = sub.add_parser("rules-figures", help="draw the examples of the rules pages as boards and hands")
    figures.add_argument("--check", action="store_true", help="change nothing; exit 1 if a page is out of date")
    figures.add_argument("--root", default="", help="the repository (default: this one)")
    figures.set_defaults(func=cmd_rules_figures)
    i18n = sub.add_parser("i18n", help="extract the page's texts, update the .po catalogs, compile the .mo files")
    i18n.add_argument("--root", default="", help="the repository (default: this one)")
    i18n.set_defaults(func=cmd_i18n)
    build = sub.add_parser("build", help="build dist/site/ (GitHub Pages) and the single file dist/ginnyo.html")
    build.add_argument("--out", default="", help="output folder (default: dist/ in the repo)")
    build.add_argument("--root", default="", help="folder of the site's sources (default: the repo root)")
    build.add_argument("--full-stdlib", action="store_true", help="ship Pyodide's whole stdlib in both builds")
    build.set_defaults(func=cmd_build)
    tour = sub.add_parser("tournament", help="play computer players against each other")
    tour.add_argument("--game", choices=("ginnyo", "gin"), default="ginnyo", help="Ginny-O (default) or Gin Rummy")
    tour.add_argument(
        "--players",
        default="hard,medium",
        help="2 to 4 of easy, medium, hard, expert (gin: 2, also baseline), like hard,medium",
    )
    tour.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    tour.add_argument("--seed", type=int, default=1, help="tournament seed (default 1)")
    tour.add_argument("--jobs", type=int, default=0, help="worker processes (default: one per CPU)")
    tour.add_argument("--json", action="store_true", help="print the results as one JSON object")
    tour.add_argument("--quiet", action="store_true", help="no progress bar")
    tour.add_argument(
        "--log", default="", help="a file of the games played (JSON lines): a run that stopped resumes from it"
    )
    tour.set_defaults(func=cmd_tournament)
    ladder = sub.add_parser("ladder", help="rate a game's levels from a round robin (Bradley-Terry, Elo scale)")
    ladder.add_argument("--game", choices=("ginnyo", "gin"), default="ginnyo", help="Ginny-O (default) or Gin Rummy")
    ladder.add_argument("--games", type=int, default=100, help="games per pair of levels (default 100)")
    ladder.add_argument("--seed", type=int, default=1, help="tournament seed, the same for every pair (default 1)")
    ladder.add_argument("--levels", default="", help="a subset of the levels, with easy (default: all)")
    ladder.add_argument("--jobs", type=int, default=0, help="worker processes (default: one per CPU)")
    ladder.add_argument("--json", action="store_true", help="print the ratings and results as one JSON object")
    ladder.add_argument("--log", default="", help="a file of the games played, as tournament --log (shared with it)")
    ladder.add_argument("--quiet", action="store_true", help="no progress")
    ladder.set_defaults(func=cmd_ladder)
    leaves = sub.add_parser("leaves", help="fit the expert's values of the tiles kept by self-play")
    leaves.add_argument("--games", type=int, default=600, help="self-play games (default 600)")
    leaves.add_argument("--seed", type=int, default=1, help="seed of the games (default 1)")
    leaves.add_argument("--out", default="", help="the JSON file to write (default: ginnyo/ai/leaves.json)")
    leaves.set_defaults(func=cmd_leaves)
    bench = sub.add_parser("bench", help="time move generation against brute force")
    bench.add_argument("--game", choices=("ginnyo", "gin"), default="ginnyo", help="Ginny-O (default) or Gin Rummy")
    bench.add_argument("--matches", type=int, default=10, help="gin: baseline matches the hands come from")
    bench.add_argument("--repeat", type=int, default=5, help="timed runs per input for the median (default 5)")
    bench.add_argument("--positions", type=int, default=3, help="positions per game stage (default 3; 0 skips)")
    bench.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    bench.add_argument("--ai", default="", help="also time a computer level's decisions (Ginny-O: with both jokers)")
    bench.add_argument("--decisions", type=int, default=40, help="Ginny-O: decisions --ai times (default 40)")
    bench.add_argument("--endgame", action="store_true", help="time the exact endgame solver instead")
    bench.add_argument("--endgame-positions", type=int, default=8, help="--endgame: positions (default 8)")
    bench.add_argument("--endgame-tiles", type=int, default=6, help="--endgame: tiles in both racks at most (6)")
    bench.add_argument("--endgame-multi", type=int, default=3, help="--endgame: 3- and 4-player positions, each (3)")
    bench.add_argument("--endgame-repeat", type=int, default=3, help="--endgame: searches a position, the least (3)")
    bench.add_argument("--endstock", action="store_true", help="gin: the exact end of stock, on --matches self-plays")
    bench.add_argument("--endstock-matches", type=int, default=0, help="--endstock: expert-baseline matches (0)")
    bench.set_defaults(func=cmd_bench)
    analysis = sub.add_parser("analyse", help="review a saved game (or Gin Rummy match) against the engine's best")
    analysis.add_argument("record", help="a saved game (the page's Export, a JSON record)")
    analysis.add_argument("--json", action="store_true", help="print one JSON entry per turn (Gin Rummy: per hand)")
    analysis.add_argument("--no-advice", action="store_true", help="skip the hard player's choice (fast)")
    analysis.set_defaults(func=cmd_analyse)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    code: int = args.func(args)
    return code


if __name__ == "__main__":
    sys.exit(main())
