"""The game page: renders the state and turns the player's events into engine actions.

Thin on purpose: legality, scores, previews, pass and exchange conditions and the end of
the game all come from `ginnyo.rules`; the game changes only through `Game.apply`. The
model that does not touch the page (seats, the play being built) is in ``session.py``.

Runs on the page's main thread under PyScript. Computer seats think in the `ai` worker
(``ai_worker.py``), started the first time a game has a computer seat.
"""

from __future__ import annotations

import asyncio
import json
import random
import time
from collections.abc import Callable
from typing import Any

from pyscript import document, window, workers  # type: ignore[import-not-found]
from pyscript.ffi import create_proxy, is_none, to_js  # type: ignore[import-not-found]

from ginnyo.rules import Action, GinnyError, Turn
from ginnyo.rules.actions import EXCHANGE, PASS, PLAY, parse_action
from ginnyo.rules.layout import COLUMNS, SIZE, square_name

from . import dom
from .ai_choice import choose_json, fallback_action
from .dom import by_id, clear, el, show
from .session import (
    HUMAN,
    Draft,
    Session,
    pretty_tile,
    spoken_tile,
    suit_of,
    tile_sets_text,
    unseen_by_suit,
)

SAVE_KEY = "ginnyo.save"
DAMAGED_KEY = "ginnyo.save.damaged"
SETTINGS_KEY = "ginnyo.settings"
SPEEDS = {"slow": 0.9, "normal": 0.45, "fast": 0.06}
WORKER_TEMPLATE = "ai-worker-template"
WORKER_TIMEOUT_S = 120.0
MAX_IMPORT_BYTES = 2_000_000
DRAG_THRESHOLD_PX = 6
KIND_LABELS = {"human": "human", "easy": "computer, easy", "medium": "computer, medium", "hard": "computer, hard"}


_TASKS: set[asyncio.Future[Any]] = set()


def spawn(coroutine: Any) -> asyncio.Future[Any]:
    """Run a coroutine in the background, keeping a reference until it finishes."""
    task: asyncio.Future[Any] = asyncio.ensure_future(coroutine)
    _TASKS.add(task)
    task.add_done_callback(_finished)
    return task


def _finished(task: asyncio.Future[Any]) -> None:
    _TASKS.discard(task)
    if not task.cancelled() and task.exception() is not None:
        window.console.warn(f"Ginny-O: background task failed: {task.exception()!r}")


def attr(node: Any, name: str) -> str | None:
    value = node.getAttribute(name)
    return None if is_none(value) else str(value)


def describe_turn(session: Session, turn: Turn) -> str:
    name = session.game.names[turn.player]
    if turn.kind == PLAY:
        word = "point" if turn.score == 1 else "points"
        return f"{name} played {turn.detail} for {turn.score} {word}."
    if turn.kind == EXCHANGE:
        return f"{name} exchanged {turn.detail}."
    return f"{name} passed."


class App:
    """One page, one game at a time."""

    def __init__(self) -> None:
        self.session: Session | None = None
        self.draft: Draft | None = None
        self.selected: tuple[str, Any] | None = None  # ("rack", index) or ("square", "H8")
        self.exchange_mode = False
        self.exchange_pick: set[int] = set()
        self.revealed: int | None = None  # hot seat: whose rack was revealed this turn
        self.cursor = "H8"
        self.step = (1, 0)
        self.hidden: set[str] = set()  # squares of a computer play not shown yet
        self.joker_square: str | None = None
        self.dialog: str | None = None
        self.drag: dict[str, Any] | None = None
        self.just_dragged = False
        self.drag_ended = 0.0
        self.generation = 0  # bumped when a game is replaced: stale computer turns stop
        self.ai_busy: int | None = None  # the generation whose computer turn is in progress
        self.worker_task: asyncio.Future[Any] | None = None
        self.speed = "normal"
        self.notice = ""
        self.squares: dict[str, Any] = {}
        self.square_keys: dict[str, str] = {}

    # -- start -------------------------------------------------------------------------

    def start(self) -> None:
        for node in document.querySelectorAll("#board [data-square]"):
            self.squares[str(node.getAttribute("data-square"))] = node
        self.load_settings()
        self.bind()
        for node in document.querySelectorAll("button[disabled], select[disabled]"):
            if is_none(node.closest("#controls")) and is_none(node.closest("#exchange-bar")):
                node.disabled = False
        stored = dom.storage_get(SAVE_KEY)
        if stored is None:
            self.open_setup(first=True)
            return
        try:
            session = Session.from_json(stored)
        except Exception as exc:  # damaged, foreign, or from an incompatible version: never a stuck page
            self.session = None
            self.render()
            dom.set_state("error")
            self.message(
                "The saved game could not be loaded",
                f"{exc}. The save is left as it is (a new game keeps a copy of it aside). "
                "Start a new game, or load a game from a file.",
                can_close=False,
            )
            return
        self.begin(session, announce=False)

    def load_settings(self) -> None:
        speed = None
        stored = dom.storage_get(SETTINGS_KEY)
        if stored:
            try:
                speed = json.loads(stored).get("speed")
            except (ValueError, AttributeError):
                speed = None
        query = str(window.location.search)
        for part in query.lstrip("?").split("&"):
            key, _, value = part.partition("=")
            if key == "speed":
                speed = value
        if speed in SPEEDS:
            self.speed = speed
        by_id("speed").value = self.speed

    def save_settings(self) -> None:
        dom.storage_set(SETTINGS_KEY, json.dumps({"speed": self.speed}))

    # -- events ------------------------------------------------------------------------

    def bind(self) -> None:
        dom.listen(document, "click", self.on_click)
        dom.listen(document, "keydown", self.on_key)
        dom.listen(document, "pointerdown", self.on_pointer_down)
        dom.listen(document, "pointermove", self.on_pointer_move)
        dom.listen(document, "pointerup", self.on_pointer_up)
        dom.listen(document, "pointercancel", self.on_pointer_cancel)
        dom.listen(by_id("setup-dialog"), "submit", self.on_setup_submit)
        dom.listen(by_id("player-count"), "change", lambda _e: self.update_setup())
        for seat in range(4):
            dom.listen(by_id(f"kind-{seat}"), "change", lambda _e, s=seat: self.on_kind_change(s))
        dom.listen(by_id("speed"), "change", self.on_speed)
        dom.listen(by_id("import-file"), "change", self.on_import_file)

    def on_click(self, event: Any) -> None:
        if self.just_dragged:
            self.just_dragged = False
            if time.monotonic() - self.drag_ended < 0.5:
                return  # the click that ends a drag is not a tap
        button = dom.closest(event, "[data-action]")
        if button is not None:
            if not button.disabled:
                self.run_action(str(button.getAttribute("data-action")), button)
            return
        card = dom.closest(event, "[data-card]")
        if card is not None:
            self.choose_joker_card(str(card.getAttribute("data-card")))
            return
        tile = dom.closest(event, "#rack [data-index]")
        if tile is not None:
            self.tap_rack(int(tile.getAttribute("data-index")))
            return
        square = dom.closest(event, "#board [data-square]")
        if square is not None:
            self.tap_square(str(square.getAttribute("data-square")))
            return
        if dom.closest(event, "#rack-area") is not None and self.selected and self.selected[0] == "square":
            self.take_back(self.selected[1])

    def run_action(self, name: str, node: Any) -> None:
        handlers: dict[str, Callable[[], None]] = {
            "new-game": lambda: self.open_setup(first=False),
            "close-dialog": self.close_dialog,
            "export": self.export_game,
            "import": lambda: by_id("import-file").click(),
            "play": self.play,
            "take-back": self.take_back_all,
            "exchange": self.enter_exchange,
            "exchange-confirm": self.confirm_exchange,
            "exchange-cancel": self.leave_exchange,
            "pass": self.pass_turn,
            "reveal": self.reveal,
            "joker-cancel": self.cancel_joker,
            "joker": lambda: self.ask_joker(str(node.getAttribute("data-joker-square"))),
        }
        handler = handlers.get(name)
        if handler is not None:
            handler()

    def on_key(self, event: Any) -> None:
        key = str(event.key)
        if self.dialog is not None:
            if key == "Escape":
                event.preventDefault()
                if self.dialog == "joker-dialog":
                    self.cancel_joker()
                elif self.dialog in ("setup-dialog", "message-dialog", "end-dialog") and self.can_close_dialog():
                    self.close_dialog()
            return
        target = event.target
        tag = str(target.tagName).lower() if not is_none(target) and hasattr(target, "tagName") else ""
        if tag in ("input", "select", "textarea") or event.ctrlKey or event.metaKey or event.altKey:
            return
        moves = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}
        if key in moves:
            event.preventDefault()
            self.move_cursor(*moves[key])
        elif key.isdigit() and key != "0":
            if self.draft is not None and self.my_turn():
                event.preventDefault()
                self.key_place(int(key) - 1)
        elif key in ("Backspace", "Delete"):
            if self.draft is not None and self.cursor in self.draft.placed:
                event.preventDefault()
                self.take_back(self.cursor)
        elif key == "Enter":
            if tag in ("button", "a"):
                return
            event.preventDefault()
            if self.draft is not None and self.draft.placed:
                self.play()
        elif key == "Escape":
            if self.exchange_mode:
                self.leave_exchange()
            elif self.draft is not None and self.draft.placed:
                self.take_back_all()

    def on_speed(self, _event: Any) -> None:
        value = str(by_id("speed").value)
        if value in SPEEDS:
            self.speed = value
            self.save_settings()

    # -- drag and drop (pointer events: mouse, touch and pen alike) --------------------

    def on_pointer_down(self, event: Any) -> None:
        self.just_dragged = False
        if self.dialog is not None or not self.my_turn() or self.exchange_mode or self.draft is None:
            return
        if event.button != 0:
            return
        source = dom.closest(event, "#rack [data-index]")
        kind, ref = "rack", -1
        if source is not None:
            ref = int(source.getAttribute("data-index"))
        else:
            source = dom.closest(event, "#board [data-placed]")
            if source is None:
                return
            kind, placed = "square", str(source.getAttribute("data-placed"))
        self.drag = {
            "kind": kind,
            "ref": ref if kind == "rack" else placed,
            "x": float(event.clientX),
            "y": float(event.clientY),
            "node": source,
            "ghost": None,
            "over": None,
        }

    def on_pointer_move(self, event: Any) -> None:
        drag = self.drag
        if drag is None:
            return
        x, y = float(event.clientX), float(event.clientY)
        if drag["ghost"] is None:
            if abs(x - drag["x"]) + abs(y - drag["y"]) < DRAG_THRESHOLD_PX:
                return
            ghost = drag["node"].cloneNode(True)
            ghost.classList.add("ghost")
            ghost.removeAttribute("data-index")
            ghost.removeAttribute("data-placed")
            ghost.setAttribute("aria-hidden", "true")
            document.body.append(ghost)
            drag["ghost"] = ghost
            drag["node"].classList.add("dragging")
        event.preventDefault()
        drag["ghost"].style.left = f"{x}px"
        drag["ghost"].style.top = f"{y}px"
        over = self.square_at(x, y)
        if over != drag["over"]:
            if drag["over"] and drag["over"] in self.squares:
                self.squares[drag["over"]].classList.remove("drop-target")
            if over:
                self.squares[over].classList.add("drop-target")
            drag["over"] = over

    def on_pointer_up(self, event: Any) -> None:
        drag = self.drag
        self.drag = None
        if drag is None or drag["ghost"] is None:
            return
        self.end_drag_visuals(drag)
        self.just_dragged = True
        self.drag_ended = time.monotonic()
        x, y = float(event.clientX), float(event.clientY)
        square = self.square_at(x, y)
        hit = document.elementFromPoint(x, y)
        on_rack = not is_none(hit) and not is_none(hit.closest("#rack-area"))
        self.selected = None
        if square is not None:
            if drag["kind"] == "rack":
                self.place(drag["ref"], square)
            elif square != drag["ref"]:
                self.move_tile(drag["ref"], square)
            else:
                self.render()
        elif on_rack and drag["kind"] == "square":
            self.take_back(drag["ref"])
        else:
            self.render()

    def on_pointer_cancel(self, _event: Any) -> None:
        if self.drag is not None:
            self.end_drag_visuals(self.drag)
        self.drag = None

    def end_drag_visuals(self, drag: dict[str, Any]) -> None:
        if drag["ghost"] is not None:
            drag["ghost"].remove()
        drag["node"].classList.remove("dragging")
        if drag["over"] and drag["over"] in self.squares:
            self.squares[drag["over"]].classList.remove("drop-target")

    def square_at(self, x: float, y: float) -> str | None:
        hit = document.elementFromPoint(x, y)
        if is_none(hit):
            return None
        square = hit.closest("#board [data-square]")
        return None if is_none(square) else str(square.getAttribute("data-square"))

    # -- building a play ---------------------------------------------------------------

    def my_turn(self) -> bool:
        """A human is to move and may see their rack now."""
        session = self.session
        if session is None or session.game.over or self.ai_busy == self.generation:
            return False
        current = session.game.current
        if session.is_computer(current):
            return False
        return not (session.hot_seat and self.revealed != current)

    def tap_rack(self, index: int) -> None:
        if not self.my_turn() or self.draft is None:
            return
        if self.exchange_mode:
            self.exchange_pick ^= {index}
            self.render()
            return
        self.selected = None if self.selected == ("rack", index) else ("rack", index)
        self.render()

    def tap_square(self, square: str) -> None:
        self.cursor = square
        if not self.my_turn() or self.draft is None or self.exchange_mode:
            self.render()
            return
        selected = self.selected
        if square in self.draft.placed:
            if selected == ("square", square):
                self.take_back(square)
            else:
                self.selected = ("square", square)
                self.render()
            return
        if selected is None:
            self.render()
            return
        self.selected = None
        if selected[0] == "rack":
            self.place(selected[1], square)
        else:
            self.move_tile(selected[1], square)

    def key_place(self, position: int) -> None:
        draft = self.draft
        assert draft is not None
        in_rack = draft.in_rack()
        if not 0 <= position < len(in_rack):
            return
        square = self.cursor
        if square in draft.placed:
            self.take_back(square)
        if self.place(in_rack[position], square) and draft.tile_text(square) != "*":
            self.advance_cursor()

    def advance_cursor(self) -> None:
        assert self.session is not None
        col, row = COLUMNS.index(self.cursor[0]), int(self.cursor[1:]) - 1
        while True:
            col, row = col + self.step[0], row + self.step[1]
            if not (0 <= col < SIZE and 0 <= row < SIZE):
                return
            name = square_name((col, row))
            if (col, row) not in self.session.game.board.cells:
                self.cursor = name
                self.render_board()
                return

    def move_cursor(self, dc: int, dr: int) -> None:
        col, row = COLUMNS.index(self.cursor[0]), int(self.cursor[1:]) - 1
        col, row = min(max(col + dc, 0), SIZE - 1), min(max(row + dr, 0), SIZE - 1)
        self.step = (abs(dc), abs(dr))
        self.cursor = square_name((col, row))
        self.render_board()
        where = self.describe_square(self.cursor)
        by_id("board").setAttribute("aria-label", f"Game board, 15 by 15; cursor on {where}")

    def describe_square(self, square: str) -> str:
        node = self.squares[square]
        label = attr(node, "aria-label") or attr(node, "title") or square
        return label

    def place(self, index: int, square: str) -> bool:
        assert self.session is not None and self.draft is not None
        self.clear_error()
        try:
            self.draft.place(index, square, self.session.game.board)
        except ValueError as exc:
            self.show_error(str(exc))
            return False
        self.selected = None
        self.render()
        if self.draft.is_joker(index):
            self.ask_joker(square)
        return True

    def move_tile(self, source: str, target: str) -> None:
        assert self.draft is not None
        index = self.draft.placed.get(source)
        if index is None:
            return
        self.selected = None
        self.draft.take_back(source)
        if not self.place(index, target):
            self.draft.placed[source] = index
            self.render()

    def take_back(self, square: str) -> None:
        if self.draft is None:
            return
        self.clear_error()
        self.draft.take_back(square)
        self.selected = None
        self.render()

    def take_back_all(self) -> None:
        if self.draft is None:
            return
        self.clear_error()
        self.draft.clear()
        self.selected = None
        self.render()

    # -- jokers ------------------------------------------------------------------------

    def ask_joker(self, square: str) -> None:
        assert self.session is not None and self.draft is not None
        if square not in self.draft.placed:
            return
        options = self.draft.joker_options(self.session.game.board, square)
        self.joker_square = square
        note = by_id("joker-note")
        if options.offer == options.legal and options.limited:
            note.textContent = f"Joker on {square}: these cards make your play legal."
        elif options.limited:
            note.textContent = f"Joker on {square}: these cards fit the lines through it."
        else:
            note.textContent = f"Joker on {square}: any card (choose what your play needs)."
        cards = by_id("joker-cards")
        clear(cards)
        cards.classList.toggle("all", not options.limited)
        for card in options.offer:
            text = str(card)
            cards.append(
                el(
                    "button",
                    card.pretty,
                    "card",
                    type="button",
                    data_card=text,
                    data_suit=card.suit,
                    aria_label=spoken_tile(text),
                )
            )
        self.open_dialog("joker-dialog")

    def choose_joker_card(self, card: str) -> None:
        if self.draft is None or self.joker_square is None:
            return
        self.draft.declare(self.joker_square, card)
        self.joker_square = None
        self.close_dialog()
        self.render()
        by_id("board").focus()

    def cancel_joker(self) -> None:
        square = self.joker_square
        self.joker_square = None
        self.close_dialog()
        if square is not None and self.draft is not None and square not in self.draft.declared:
            self.draft.take_back(square)
        self.render()
        by_id("board").focus()

    # -- actions -----------------------------------------------------------------------

    def play(self) -> None:
        if not self.my_turn() or self.draft is None or not self.draft.placed:
            return
        missing = self.draft.undeclared()
        if missing:
            self.ask_joker(missing[0])
            return
        self.act(Action.play(self.draft.placements()))

    def pass_turn(self) -> None:
        if self.my_turn():
            self.act(Action.pass_turn())

    def enter_exchange(self) -> None:
        if not self.my_turn() or self.draft is None or self.draft.placed:
            return
        self.exchange_mode = True
        self.exchange_pick = set()
        self.selected = None
        self.render()

    def leave_exchange(self) -> None:
        self.exchange_mode = False
        self.exchange_pick = set()
        self.render()

    def confirm_exchange(self) -> None:
        if not self.my_turn() or self.draft is None or not self.exchange_pick:
            return
        tiles = tuple(self.draft.rack[i] for i in sorted(self.exchange_pick))
        self.act(Action.exchange(tiles))

    def act(self, action: Action) -> None:
        """Apply a human action through the engine; a refusal shows the engine's reason."""
        session = self.session
        assert session is not None
        self.clear_error()
        try:
            turn = session.game.apply(action)
        except GinnyError as exc:
            self.show_error(f"That is not allowed: {exc}")
            return
        self.after_turn(turn)

    def after_turn(self, turn: Turn) -> None:
        assert self.session is not None
        self.save()
        self.notice = describe_turn(self.session, turn)
        self.revealed = None
        self.next_turn()

    def next_turn(self) -> None:
        """Set the page up for whoever is to move now."""
        session = self.session
        assert session is not None
        game = session.game
        self.draft = None
        self.selected = None
        self.exchange_mode = False
        self.exchange_pick = set()
        self.hidden = set()
        self.clear_error()
        clear(by_id("joker-cards"))  # nothing of the last player's turn stays in the page
        if game.over:
            dom.set_state("over")
            self.render()
            self.show_end()
            return
        current = game.current
        if session.is_computer(current):
            dom.set_state("ai")
            self.render()
            spawn(self.computer_turn(self.generation))
            return
        self.draft = Draft(game.view(current).rack.split())
        if session.hot_seat and self.revealed != current:
            dom.set_state("handoff")
            self.render()
            name = game.names[current]
            by_id("handoff-title").textContent = f"Pass the device to {name}"
            by_id("handoff-text").textContent = (
                f"{self.notice} It is {name}'s turn. Only {name} should look at the screen now."
                if self.notice
                else f"It is {name}'s turn. Only {name} should look at the screen now."
            )
            by_id("reveal-button").textContent = f"I am {name}: show my tiles"
            self.open_dialog("handoff-dialog")
            return
        dom.set_state("human")
        self.render()

    def reveal(self) -> None:
        if self.session is None:
            return
        self.revealed = self.session.game.current
        self.close_dialog()
        dom.set_state("human")
        self.render()

    # -- computer seats ----------------------------------------------------------------

    async def worker(self) -> Any:
        """The `ai` worker's exports; the first call starts the worker.

        The worker is declared in index.html as ``<script type="py" worker name="ai">``
        inside a ``<template>`` (inert), and started by putting a copy in the page. A build
        that provides the worker its own way may empty the template: then `workers["ai"]`
        alone gives it.
        """
        if self.worker_task is None:
            template = by_id(WORKER_TEMPLATE)
            if not is_none(template) and not is_none(template.content.querySelector("script")):
                document.body.append(template.content.cloneNode(True))
            self.worker_task = spawn(self._await_worker())
        return await self.worker_task

    async def _await_worker(self) -> Any:
        return await workers["ai"]

    def warm_worker(self) -> None:
        """Start the worker early (it takes seconds to boot) when a computer seat exists."""
        session = self.session
        if session is not None and session.has_computer and not session.game.over and self.worker_task is None:
            spawn(self.worker())  # boots in the background while the page is used

    async def ask_computer(self, args: str) -> str:
        try:
            worker = await asyncio.wait_for(self.worker(), WORKER_TIMEOUT_S)
            reply = str(await asyncio.wait_for(worker.choose(args), WORKER_TIMEOUT_S))
            document.documentElement.dataset.aiSource = "worker"
            return reply
        except Exception as exc:  # the worker failed: think on the page instead (slower, but never stuck)
            window.console.warn(f"Ginny-O: the ai worker failed ({exc}); thinking on the main thread")
            document.documentElement.dataset.aiSource = "page"
            return choose_json(args)

    async def computer_turn(self, generation: int) -> None:
        session = self.session
        if session is None or self.ai_busy == generation:
            return
        self.ai_busy = generation
        try:
            game = session.game
            seat = game.current
            args = json.dumps({"record": session.to_json(), "seed": session.ai_seed(), "level": session.kinds[seat]})
            started = time.monotonic()
            reply = json.loads(await self.ask_computer(args))
            if generation != self.generation or self.session is not session or game.current != seat:
                return
            try:
                turn = game.apply(parse_action(reply["action"]))
            except (GinnyError, KeyError) as exc:
                window.console.warn(f"Ginny-O: computer action refused ({exc}); using the fallback")
                turn = game.apply(fallback_action(game.view(seat)))
            self.save()
            delay = SPEEDS[self.speed]
            thought = time.monotonic() - started
            if thought < delay:
                await asyncio.sleep(delay - thought)
            if turn.kind == PLAY:
                order = [square_name(p.square) for p in turn.placements]
                self.hidden = set(order)
                self.notice = f"{game.names[seat]} is playing…"
                self.render()
                for square in order:
                    await asyncio.sleep(delay)
                    if generation != self.generation:
                        return
                    self.hidden.discard(square)
                    self.render_board()
            self.notice = describe_turn(session, turn)
            self.render()
            await asyncio.sleep(delay * 2)
        finally:
            if self.ai_busy == generation:
                self.ai_busy = None
        if generation == self.generation and self.session is session:
            self.next_turn()

    # -- games: new, saved, exported, imported -----------------------------------------

    def begin(self, session: Session, announce: bool) -> None:
        self.generation += 1
        self.session = session
        self.revealed = None
        self.cursor = "H8"
        self.square_keys = {}
        self.close_dialog()
        if announce:
            self.notice = self.draw_text()
        else:
            last = session.game.log[-1] if session.game.log else None
            self.notice = describe_turn(session, last) if last else self.draw_text()
        self.warm_worker()
        self.next_turn()

    def draw_text(self) -> str:
        assert self.session is not None
        game = self.session.game
        rounds = []
        for drawn in game.draws:
            rounds.append(", ".join(f"{game.names[seat]} {pretty_tile(str(tile))}" for seat, tile in drawn))
        return f"Draw for the first turn: {'; then '.join(rounds)}. {game.names[game.starter]} starts."

    def save(self) -> None:
        if self.session is None:
            return
        if not dom.storage_set(SAVE_KEY, self.session.to_json()):
            self.show_error("The game could not be saved in this browser (storage is full or disabled).")

    def export_game(self) -> None:
        if self.session is None:
            self.message("Nothing to save", "Start a game first.", can_close=True)
            return
        text = self.session.to_json()
        blob = window.Blob.new(to_js([text]), to_js({"type": "application/json"}))
        url = window.URL.createObjectURL(blob)
        link = el("a", href=url, download=f"ginnyo-game-{self.session.game.seed}.json")
        document.body.append(link)
        link.click()
        link.remove()
        window.setTimeout(create_proxy(lambda: window.URL.revokeObjectURL(url)), 10_000)

    def on_import_file(self, _event: Any) -> None:
        spawn(self.import_file())

    async def import_file(self) -> None:
        chooser = by_id("import-file")
        files = chooser.files
        if is_none(files) or files.length == 0:
            return
        file = files.item(0)
        chooser.value = ""
        keep = "Your current game is unchanged." if self.session is not None else "Nothing was changed."
        if file.size > MAX_IMPORT_BYTES:
            self.message("This file cannot be loaded", f"It is too large to be a Ginny-O game. {keep}", True)
            return
        try:
            text = str(await file.text())
            session = Session.from_json(text)
        except Exception as exc:  # damaged, foreign, or unreadable
            self.message(
                "This file cannot be loaded",
                f"It is not a Ginny-O game this version can read: {exc}. {keep}",
                can_close=self.session is not None,
            )
            return
        if not dom.storage_set(SAVE_KEY, session.to_json()):
            self.message("The game could not be stored", "Browser storage is full or disabled.", True)
        self.begin(session, announce=False)
        self.notice = f"Game loaded from {file.name}. " + self.notice
        self.render()

    # -- new game dialog ---------------------------------------------------------------

    def open_setup(self, first: bool) -> None:
        by_id("setup-error").textContent = ""
        show(by_id("setup-cancel"), self.session is not None and not first)
        self.update_setup()
        if self.session is None:
            dom.set_state("setup")
        self.open_dialog("setup-dialog")

    def update_setup(self) -> None:
        count = int(by_id("player-count").value)
        for seat in range(4):
            show(document.querySelector(f'#setup-dialog .seat[data-seat="{seat}"]'), seat < count)
        by_id("tile-sets").textContent = tile_sets_text(count)[0].upper() + tile_sets_text(count)[1:]

    def on_kind_change(self, seat: int) -> None:
        kind = str(by_id(f"kind-{seat}").value)
        name = by_id(f"name-{seat}")
        value = str(name.value).strip()
        if kind == HUMAN and value == "Computer":
            name.value = f"Player {seat + 1}"
        elif kind != HUMAN and (value.startswith("Player ") or not value):
            name.value = "Computer"

    def on_setup_submit(self, event: Any) -> None:
        event.preventDefault()
        count = int(by_id("player-count").value)
        seats = [(str(by_id(f"name-{s}").value), str(by_id(f"kind-{s}").value)) for s in range(count)]
        seed_text = str(by_id("seed").value).strip()
        try:
            if seed_text:
                if not seed_text.isdigit():
                    raise ValueError("the seed is a whole number, like 42")
                seed = int(seed_text)
            else:
                seed = random.randrange(2**32)
            session = Session.new(seats, seed)
        except ValueError as exc:
            by_id("setup-error").textContent = str(exc)[0].upper() + str(exc)[1:] + "."
            return
        stored = dom.storage_get(SAVE_KEY)
        if stored is not None and self.session is None:
            dom.storage_set(DAMAGED_KEY, stored)  # the unreadable save is kept aside, never lost silently
        self.begin(session, announce=True)
        self.save()

    # -- dialogs -----------------------------------------------------------------------

    def open_dialog(self, name: str) -> None:
        for node in document.querySelectorAll("#overlay .dialog"):
            node.hidden = str(node.id) != name
        by_id("overlay").hidden = False
        for node in document.querySelectorAll("body > header, body > main"):
            node.inert = True  # the page behind a dialog takes no focus or clicks
        self.dialog = name
        first = document.querySelector(f"#{name} button:not([hidden]), #{name} input, #{name} select")
        if not is_none(first):
            first.focus()

    def close_dialog(self) -> None:
        if self.dialog == "setup-dialog" and self.session is None:
            return
        if self.dialog == "message-dialog" and self.session is None:
            return
        by_id("overlay").hidden = True
        for node in document.querySelectorAll("#overlay .dialog"):
            node.hidden = True
        for node in document.querySelectorAll("body > header, body > main"):
            node.inert = False
        self.dialog = None

    def can_close_dialog(self) -> bool:
        if self.session is None:
            return False
        return not (self.dialog == "message-dialog" and by_id("message-close").hidden)

    def message(self, title: str, text: str, can_close: bool) -> None:
        by_id("message-title").textContent = title
        by_id("message-text").textContent = text
        show(by_id("message-close"), can_close)
        self.open_dialog("message-dialog")

    def show_end(self) -> None:
        session = self.session
        assert session is not None
        game = session.game
        by_id("end-reason").textContent = f"The game ended: {game.end_reason}."
        winners = [game.names[s] for s in game.winners()]
        by_id("end-winners").textContent = (
            f"Winner: {winners[0]}" if len(winners) == 1 else f"Shared win: {' and '.join(winners)}"
        )
        body = document.querySelector("#end-table tbody")
        clear(body)
        totals = game.totals()
        for seat, name in enumerate(game.names):
            row = el("tr", cls="winner" if seat in game.winners() else None)
            row.append(el("th", name, scope="row"))
            row.append(el("td", str(game.scores[seat])))
            row.append(el("td", f"−{game.penalties[seat]}" if game.penalties[seat] else "0"))
            row.append(el("td", str(totals[seat])))
            body.append(row)
        self.open_dialog("end-dialog")

    def show_error(self, text: str) -> None:
        by_id("play-error").textContent = text

    def clear_error(self) -> None:
        by_id("play-error").textContent = ""

    # -- rendering ---------------------------------------------------------------------

    def render(self) -> None:
        self.render_board()
        self.render_rack()
        self.render_controls()
        self.render_preview()
        self.render_players()
        self.render_sheet()
        self.render_unseen()
        self.render_turn()

    def last_play(self) -> set[str]:
        if self.session is None:
            return set()
        for turn in reversed(self.session.game.log):
            if turn.kind == PLAY:
                return {square_name(p.square) for p in turn.placements}
        return set()

    def render_board(self) -> None:
        session = self.session
        board = session.game.board if session else None
        tiles = session.game.board_tiles if session else {}
        last = self.last_play()
        draft = self.draft if self.my_turn() else None
        for name, node in self.squares.items():
            square = (COLUMNS.index(name[0]), int(name[1:]) - 1)
            placement = board.cells.get(square) if board is not None else None
            state = ""
            text = ""
            dark = False
            if placement is not None and name not in self.hidden:
                text = placement.tile_text
                dark = tiles.get(square) is not None and tiles[square].deck == 1
                state = "last" if name in last and not self.hidden else "board"
            elif draft is not None and name in draft.placed:
                text = draft.tile_text(name)
                state = "selected" if self.selected == ("square", name) else "pending"
            key = f"{state}|{text}|{dark}|{name == self.cursor}"
            if self.square_keys.get(name) == key:
                continue
            self.square_keys[name] = key
            old = node.querySelector(".tile")
            if not is_none(old):
                old.remove()
            node.classList.toggle("cursor", name == self.cursor)
            node.classList.toggle("last", state == "last")
            node.classList.toggle("covered", bool(text))
            node.removeAttribute("data-placed")
            label = attr(node, "title") or name
            if text:
                tile = self.tile_node("span", text, dark)
                if state in ("pending", "selected"):
                    tile.classList.add("pending")
                    node.setAttribute("data-placed", name)
                if state == "selected":
                    tile.classList.add("selected")
                node.append(tile)
                what = spoken_tile(text) if text != "*" else "joker, card not chosen"
                extra = " (placed this turn)" if state in ("pending", "selected") else ""
                node.setAttribute("aria-label", f"{label}: {what}{extra}")
            else:
                node.setAttribute("aria-label", label)

    def tile_node(self, tag: str, text: str, dark: bool, **attrs: object) -> Any:
        suit = suit_of(text)
        node = el(tag, None, "tile", data_suit=suit or None, data_joker=text.startswith("*") or None, **attrs)
        if dark:
            node.classList.add("dark")
        if text.startswith("*"):
            node.append(el("span", "\u2605", "star", aria_hidden="true"))
            if len(text) > 1:
                node.append(el("span", pretty_tile(text[1:]), "as", aria_hidden="true"))
        else:
            node.append(el("span", pretty_tile(text), "face", aria_hidden="true"))
        return node

    def rack_tiles(self, seat: int) -> list[tuple[str, bool]]:
        """(text, dark) for each tile of a seat's rack, in the view's order."""
        assert self.session is not None
        game = self.session.game
        pool = list(game.racks[seat])
        out = []
        for text in game.view(seat).rack.split():
            tile = next((t for t in pool if str(t) == text), None)
            if tile is not None:
                pool.remove(tile)
            out.append((text, tile is not None and tile.deck == 1))
        return out

    def render_rack(self) -> None:
        rack = by_id("rack")
        clear(rack)
        title = by_id("rack-title")
        session = self.session
        if session is None:
            title.textContent = "Your tiles"
            return
        game = session.game
        owner = session.rack_owner()
        if owner is not None and session.hot_seat and (owner != game.current or self.revealed != owner):
            owner = None
        if owner is None:
            title.textContent = "Tiles hidden"
            rack.append(el("p", "The rack is hidden until its owner shows it.", "rack-note"))
            return
        title.textContent = f"Tiles of {game.names[owner]}"
        tiles = self.rack_tiles(owner)
        active = self.my_turn() and owner == game.current and self.draft is not None
        if active and self.draft is not None:
            dark = [d for _, d in tiles]
            shown = self.draft.in_rack()
            for n, index in enumerate(shown, 1):
                text = self.draft.rack[index]
                picked = index in self.exchange_pick
                label = f"{spoken_tile(text)}, key {n}" if n <= 9 else spoken_tile(text)
                node = self.tile_node(
                    "button",
                    text,
                    index < len(dark) and dark[index],
                    type="button",
                    data_tile=text,
                    data_index=index,
                    aria_label=label,
                    aria_pressed="true" if picked or self.selected == ("rack", index) else "false",
                )
                node.classList.add("rack-tile")
                if self.selected == ("rack", index):
                    node.classList.add("selected")
                if picked:
                    node.classList.add("picked")
                rack.append(node)
            if not shown:
                rack.append(el("p", "All your tiles are on the board.", "rack-note"))
        else:
            for text, dark_tile in tiles:
                node = self.tile_node("span", text, dark_tile, data_tile=text, role="img", aria_label=spoken_tile(text))
                node.classList.add("rack-tile", "idle")
                rack.append(node)

    def render_controls(self) -> None:
        session = self.session
        mine = self.my_turn() and self.draft is not None
        placed = bool(self.draft and self.draft.placed)
        buttons = {
            "play": mine and placed and not self.exchange_mode,
            "take-back": mine and placed and not self.exchange_mode,
            "exchange": mine and not placed and not self.exchange_mode,
            "pass": bool(mine and not placed and not self.exchange_mode and session and session.game.can_pass()),
            "exchange-confirm": mine and self.exchange_mode and bool(self.exchange_pick),
        }
        for name, enabled in buttons.items():
            document.querySelector(f'[data-action="{name}"]').disabled = not enabled
        pass_button = document.querySelector('[data-action="pass"]')
        pass_button.title = (
            "" if buttons["pass"] else "You may pass only when your rack holds 7 tiles or fewer (the pile was empty)."
        )
        show(by_id("exchange-bar"), self.exchange_mode)
        count = len(self.exchange_pick)
        confirm = document.querySelector('[data-action="exchange-confirm"]')
        confirm.textContent = f"Exchange {count} tile{'s' if count != 1 else ''}" if count else "Exchange"
        by_id("controls").hidden = self.exchange_mode

    def render_preview(self) -> None:
        box = by_id("preview")
        clear(box)
        if not self.my_turn() or self.draft is None or self.session is None or self.exchange_mode:
            box.removeAttribute("data-state")
            return
        preview = self.draft.preview(self.session.game.board)
        box.setAttribute("data-state", preview.state)
        box.append(el("p", preview.message, "preview-message"))
        if preview.lines:
            items = el("ul", cls="breakdown")
            for line in preview.lines:
                items.append(el("li", line))
            box.append(items)
        for square in sorted(self.draft.declared):
            box.append(
                el(
                    "button",
                    f"Joker on {square}: {pretty_tile(self.draft.declared[square])} (change)",
                    "link",
                    type="button",
                    data_action="joker",
                    data_joker_square=square,
                )
            )

    def render_players(self) -> None:
        box = by_id("players")
        clear(box)
        session = self.session
        if session is None:
            by_id("pile").textContent = ""
            by_id("tile-sets-info").textContent = ""
            return
        game = session.game
        totals = game.totals()
        for seat, name in enumerate(game.names):
            item = el("li", cls="player", data_seat=seat)
            if seat == game.current and not game.over:
                item.classList.add("current")
                item.setAttribute("aria-current", "true")
            item.append(el("span", name, "name"))
            item.append(el("span", KIND_LABELS[session.kinds[seat]], "kind"))
            item.append(el("span", str(totals[seat]), "score", aria_label=f"score {totals[seat]}"))
            item.append(el("span", f"{len(game.racks[seat])} tiles", "rack-size"))
            box.append(item)
        pile = len(game.pile)
        by_id("pile").textContent = f"Pile: {pile} tile{'s' if pile != 1 else ''}"
        by_id("tile-sets-info").textContent = tile_sets_text(game.players).capitalize()

    def render_sheet(self) -> None:
        box = by_id("sheet")
        clear(box)
        session = self.session
        if session is None or not session.game.log:
            box.append(el("p", "No turns yet.", "note"))
            return
        game = session.game
        table = el("table")
        head = el("thead")
        row = el("tr")
        for title in ("#", "Player", "Turn", "Points"):
            row.append(el("th", title, scope="col"))
        head.append(row)
        table.append(head)
        body = el("tbody")
        for turn in game.log:
            row = el("tr", data_turn=turn.number)
            if turn.number == len(game.log):
                row.classList.add("last")
            row.append(el("td", str(turn.number)))
            row.append(el("td", game.names[turn.player]))
            what = turn.detail if turn.kind == PLAY else ("exchange " + turn.detail if turn.kind == EXCHANGE else PASS)
            row.append(el("td", what, "notation"))
            row.append(el("td", str(turn.score)))
            body.append(row)
        table.append(body)
        box.append(table)
        box.scrollTop = box.scrollHeight

    def render_unseen(self) -> None:
        box = by_id("unseen")
        clear(box)
        title = by_id("unseen-title")
        session = self.session
        if session is None:
            title.textContent = "Tiles not seen yet"
            return
        owner = session.rack_owner()
        if owner is not None and session.hot_seat and self.revealed != owner:
            owner = None
        if owner is None:
            title.textContent = "Tiles not seen yet"
            box.append(el("p", "Shown to the player whose tiles are shown.", "note"))
            return
        game = session.game
        title.textContent = f"Tiles not seen by {game.names[owner]}"
        unseen = game.view(owner).unseen
        total = sum(unseen.values())
        box.append(el("p", f"{total} tiles in the pile and the other racks:", "note"))
        for symbol, words in unseen_by_suit(unseen):
            line = el("p", cls="unseen-suit")
            line.append(el("span", symbol, "suit-symbol", data_suit={"♥": "H", "♦": "D"}.get(symbol)))
            line.append(el("span", " ".join(words) if words else "—", "unseen-cards"))
            box.append(line)

    def render_turn(self) -> None:
        turn = by_id("turn")
        session = self.session
        by_id("last-action").textContent = self.notice
        if session is None:
            turn.textContent = "Start a new game."
            return
        game = session.game
        document.documentElement.dataset.turns = str(len(game.log))
        if game.over:
            turn.textContent = "The game is over."
            return
        name = game.names[game.current]
        if session.is_computer(game.current):
            turn.textContent = f"{name} (computer, {session.kinds[game.current]}) is thinking…"
        elif session.hot_seat and self.revealed != game.current:
            turn.textContent = f"{name}'s turn: pass the device to {name}."
        elif self.exchange_mode:
            turn.textContent = f"{name}: choose the tiles to exchange."
        else:
            turn.textContent = f"Your turn, {name}."
        turn.setAttribute("data-current", str(game.current))
