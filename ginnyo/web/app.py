"""The game page's wiring (PyScript): events in, `update`, effects out, render.

Every change goes the same way: an input adapter (``browser/inputs.py``, ``browser/pointer.py``,
``browser/setup_form.py``, ``browser/persistence.py``) or the seats' driver (``computer/driver.py``) sends an
event; `update` returns the new state and effects; the effects are carried out and the page
is rendered from the new state (``shell/render.py``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any, assert_never

from pyscript import document, window
from pyscript.ffi import is_none

from ginnyo.rules.steps import Steps as Thinking

from .browser import sound
from .browser.dom import by_id, cycle_tab, idle, listen, say, spawn, warn
from .browser.steps import Steps
from .common import effects as fx
from .common.computer_events import Fault
from .common.effects import (
    SCORER_EFFECTS,
    CopyText,
    Effect,
    FindAnalysis,
    FindGinReview,
    FindHint,
    ForgetLink,
    ShareLink,
    StorageEffect,
    StoreEffect,
)
from .common.enums import GameKind
from .common.ids import Id
from .common.loading import sliced
from .common.stored import Content
from .computer.driver import Driver
from .computer.slices import faulty
from .friend import store as friend_store
from .friend.events import FriendFailed, FriendWorked, ResumeFriend
from .friend.render import FriendRenderer
from .friend.view import friend_view, kept_rows
from .learn import store as learn_store
from .learn.render import LearnRenderer
from .learn.view import learn_view
from .page import clipboard, friend_page, locale_page, menu, persistence, scorer_form, setup_form, share
from .page.aside import set_aside
from .page.board_gestures import BoardGestures
from .page.inputs import click_event, key_event, setting_event
from .page.live_page import LivePage
from .page.loading import Loader
from .page.pointer import TILE_DRAG, DragRules, Pointer
from .page.rummy_pointer import CARD_DRAG
from .page.tabs import Tabs, show_banner
from .scorer import events as sev
from .scorer import store as scorer_store
from .scorer.render import ScorerRenderer
from .scorer.view import scorer_view
from .shell import events as ev
from .shell.analyst import GIN_REVIEW, REPLAY, Analyst
from .shell.events import Event
from .shell.render import Renderer
from .shell.seating import PageTable, game_in_play, hint_answer, think_key
from .shell.state import UiState, saved, shown, tiles_stage, watching
from .shell.update import update
from .shell.update_tabs import banner_text
from .stats import store as stats_store
from .tiles.placing import placing
from .tips import store as tips_store

FREEZE_NOW = "ginnyo.test.freeze"


def fault_hook() -> Callable[[], Thinking[Any]] | None:
    """The test hook ``?think=fail`` (``hang``, ``overflow``, ``freeze``): the computer's own think then goes wrong,
    so the e2e tests prove the page says so and goes on (`computer.slices.faulty`). A "freeze" starts once the test
    sets `FREEZE_NOW` in localStorage."""
    kind = str(window.URLSearchParams.new(window.location.search).get("think") or "")
    if not kind:
        return None
    return lambda: faulty(kind, lambda: not is_none(window.localStorage.getItem(FREEZE_NOW)))


async def next_turn_of_browser() -> bool:
    """The browser's turn between two slices of crypto (always go on)."""
    await asyncio.sleep(0)
    return True


async def warm_computer() -> None:
    """Import the players once the page is idle, so the computer's first think pays no import."""
    await idle()
    import ginnyo.ai.analysis  # noqa: F401  # Gin Rummy's players come with the page


async def hang_if_asked() -> None:
    """The test hook ``?load=hang`` (`persistence.load_hook`): the stored game's load never finishes, as when it froze
    the page."""
    if persistence.load_hook() == "hang":
        await asyncio.get_running_loop().create_future()


def tile_drag(state: UiState) -> DragRules | None:
    """Tiles may be dragged while a play is being placed."""
    stage = tiles_stage(state)
    return TILE_DRAG if stage is not None and placing(stage) is not None else None


DRAGS: dict[GameKind, Callable[[UiState], DragRules | None]] = {
    GameKind.GINNYO: tile_drag,
    GameKind.GIN: lambda _state: CARD_DRAG,  # the cards of your hand, to arrange or throw
}
"""What may be dragged at each game's table."""


class App:
    """One page, one game at a time."""

    def __init__(self) -> None:
        self.state = UiState()
        self.renderer = Renderer(setup_form.refresh)  # it draws both games' tables
        self.learn_renderer = LearnRenderer()
        self.scorer_renderer = ScorerRenderer()
        self.friend_renderer = FriendRenderer()
        self.live = LivePage(self.dispatch, lambda: self.state.settings.stun)
        self.pointer = Pointer(self.drag_rules, lambda: self.state.keyboard, self.dispatch)
        self.gestures = BoardGestures(lambda: self.state.zoomed, self.dispatch)
        self.driver = Driver(
            PageTable(lambda: self.state),
            self.dispatch,
            warn,
            spawn,
            fault_hook(),
            lambda: self.perform(fx.ClearThinking()),
        )
        self.warmed = False
        self.analyst = Analyst(self.driver, lambda: self.state, self.dispatch, spawn)
        self.loader = Loader()
        self.tabs = Tabs(self.dispatch, self.loader)
        self.sheet = scorer_store.SheetTab(self.dispatch)

    async def start(self, steps: Steps) -> None:
        """Read the stores, word the page, draw the board and read the autosave in steps (`steps` gives the browser
        its turns: the plain-HTML form keeps what is typed and chosen meanwhile); then, in one step, listen, enable the
        controls and show the saved game or the form, so that no click finds a control that does nothing."""
        aside = set_aside()  # damaged settings, draft or stamp: kept aside before they are read afresh
        settings = persistence.load_settings()
        await steps.pause()
        stats = stats_store.load()
        await steps.pause()
        self.state = UiState(
            settings=settings,
            stats=stats,
            learn=learn_store.load(),
            tips=tips_store.load(),
            scorer=scorer_store.load(),
            aside=aside,
            friends=friend_store.load(),
        )
        await steps.pause()
        locale_page.start(self.state.settings.language)
        await steps.pause()
        self.renderer.prepare(self.state)
        await steps.pause()
        setup_form.propose(self.state.stats)  # easy for a first game
        await steps.pause()
        # marked while it opens (the game, then the address's link): a mark left by an earlier open says that load
        # never finished (it froze or crashed the page), and then neither opens by itself (`update_unopened.py`)
        opening = not persistence.left_open(self.tabs.id)
        if opening:
            self.perform(fx.MarkOpening())
            await hang_if_asked()
        first = await self.read_stored()  # the autosave, as this tab now sees it (compare-and-set)
        await steps.yield_now()
        self.bind()
        for node in document.querySelectorAll("button[disabled], select[disabled], input[disabled]"):
            if is_none(node.closest(f"#{Id.CONTROLS}")) and is_none(node.closest(f"#{Id.EXCHANGE_BAR}")):
                node.disabled = False
        for node in document.querySelectorAll(f'[aria-describedby="{Id.LEARN_WAIT}"]'):
            node.removeAttribute("aria-describedby")  # the lessons wait no more: "Preparing…" describes nothing
        # the saved game, to play or (another tab has it) read-only; then a link in the address (`#game=…` in the
        # replay viewer, `#learn=…` a lesson) opens over it. The tab lock answers in a later task: the start waits
        # for it, so that a form queued before Python was ready (static/boot.js) is submitted after the stored
        # game's turn, not before it (its "form to open" then asked to replace the game the form had just started).
        placed: asyncio.Future[None] = asyncio.get_running_loop().create_future()

        async def link() -> None:
            share.bind(self.dispatch, self.loader)
            reopened = friend_store.open_game()
            if reopened is not None:  # the game with a friend that was on the page, over the page's own
                self.dispatch(ResumeFriend(reopened))
            if opening:
                await share.opened(self.dispatch, self.loader)
                self.perform(fx.ClearOpening())  # the game and the link are open and drawn
            if not placed.done():
                placed.set_result(None)

        def then() -> None:
            spawn(link())

        self.tabs.start(first, lambda: self.sheet.start(then))  # the game first: it ends the boot form
        await placed

    def warm_up(self) -> None:
        """Load the computer's players if the form has a computer seat (after the page is ready: it need not wait)."""
        setup_form.announce_computer(self.dispatch)

    def bind(self) -> None:
        listen(document, "click", self.on_click)
        listen(document, "keydown", self.on_key)
        listen(window, "pagehide", lambda _event: self.perform(fx.ClearThinking()))  # closed while thinking: no freeze
        listen(by_id(Id.SETTINGS_PANEL), "change", self.on_setting)
        menu.bind()
        self.pointer.bind()
        self.gestures.bind()
        setup_form.bind(self.dispatch)
        persistence.bind(self.dispatch, self.loader)
        stats_store.bind(self.dispatch)
        scorer_form.bind(self.dispatch)
        scorer_store.bind(self.dispatch)
        friend_page.bind(self.dispatch)

    def dispatch(self, event: Event) -> None:
        self.state, effects = update(self.state, event)
        self.render()
        for effect in effects:
            self.perform(effect)

    def render(self) -> None:
        state = shown(self.state)  # a lesson open: its table in the tables' place
        self.renderer.render(state)
        self.learn_renderer.render(learn_view(self.state.learn))
        self.scorer_renderer.render(scorer_view(self.state.scorer))
        self.friend_renderer.render(friend_view(self.state.friend), kept_rows(self.state.friends))
        show_banner(watching(self.state), banner_text(self.state), self.state.dialog is not None)

    def perform(self, effect: Effect) -> None:
        if isinstance(effect, StoreEffect):
            written = stats_store.perform(effect, self.state.stats.stats)
            if written is not None:
                self.stored(Content.STATS, written)
            return
        if isinstance(effect, SCORER_EFFECTS):
            newer = scorer_store.newer(self.state.scorer) if isinstance(effect, fx.StoreSheet) else None
            if newer is not None:  # compare-and-set: another tab's newer sheet is never overwritten
                self.dispatch(sev.SheetNewer(newer, refused=True))
                return
            scorer_store.perform(effect, self.state.scorer)
            return
        if isinstance(effect, fx.SaveProgress | fx.KeepDamagedProgress):
            learn_store.perform(effect, self.state.learn)
            return
        if isinstance(effect, StorageEffect):
            self.store(effect)
            return
        match effect:
            case fx.TakeGame():
                self.tabs.take()
            case fx.TakeSheet():
                self.sheet.take()
            case fx.OpenStored():
                spawn(self.open_stored())
            case fx.DownloadStored():
                filename = persistence.download_stored()
                if filename is not None:
                    self.dispatch(ev.UnopenedDownloaded(filename))
            case fx.SetLanguage(code):  # the fixed words, the form and the state's words, all in the new language
                locale_page.switch(code)
                setup_form.refresh()
                self.render()
            case fx.StartComputer(generation, refused):
                self.start_turn(generation, refused)
            case FindHint(generation, turns, offer):
                spawn(self.find_hint(generation, turns, offer))
            case FindAnalysis(record, game, advised):
                self.analyst.start(record, game, advised, REPLAY)
            case FindGinReview(record, game, advised):
                self.analyst.start(record, game, advised, GIN_REVIEW)
            case CopyText(text):
                spawn(clipboard.copy(text, self.dispatch))
            case ShareLink(fragment):
                share.copy(fragment, self.dispatch)
            case ForgetLink():
                share.forget()
            case fx.WarmComputer():
                if not self.warmed:
                    self.warmed = True
                    spawn(warm_computer())
            case fx.Export():
                session = saved(self.state)
                if session is not None:
                    persistence.export(session)
            case fx.ChooseFile():
                persistence.choose_file()
            case fx.Announce(text):
                say(by_id(Id.ANNOUNCE), text)
            case fx.Warn(text):
                warn(text)
            case fx.PlaySound(cue):
                sound.play(cue)
            case fx.CountScored():  # the update counts a finished sheet itself (`shell/update_scorer.py`)
                pass
            case fx.FriendWork(steps, heard):
                spawn(self.friend_work(steps, heard))
            case fx.KeepFriends():
                friend = self.state.friend
                duel = None if friend is None else friend.duel
                friend_store.save(self.state.friends, None if duel is None else duel.chain.game)
            case fx.LandMove(generation):
                spawn(self.driver.show(generation, self.driver.table.delay()))
            case fx.MakeOffer():
                spawn(self.live.offer())
            case fx.MakeAnswer(offer):
                spawn(self.live.answer(offer))
            case fx.TakeAnswer(answer):
                spawn(self.live.accept(answer))
            case fx.SendLive(sealed):
                self.live.send(sealed)
            case _:
                assert_never(effect)

    def store(self, effect: StorageEffect) -> None:
        """A write to this browser's storage: the game's autosave (compare-and-set against the other tabs), the play
        being built, the settings, the tips, and the marks of an open or a think in progress."""
        session = saved(self.state)
        match effect:
            case fx.Save(fresh):
                written = self.tabs.save(session, fresh) if session is not None else None  # refused: another tab saved
                if written is not None and session is not None:
                    self.stored(Content.GAME, written, len(session.game.actions))
            case fx.SaveDraft():
                tiles = self.state.tiles if self.state.elsewhere is None else None  # a tab that watches writes none
                if tiles is not None and tiles.draft is not None:
                    persistence.save_draft(tiles.draft, tiles.session)
            case fx.KeepDamagedSave():
                if persistence.keep_damaged_save():
                    self.dispatch(ev.DamagedSaveDownloaded(persistence.DAMAGED_FILE))
            case fx.SaveSettings():
                persistence.save_settings(self.state.settings)
            case fx.SaveTips():
                tips_store.save(self.state.tips)
            case fx.MarkOpening():
                persistence.mark_opening(self.tabs.id)
            case fx.ClearOpening():
                persistence.clear_opening()
            case fx.MarkThinking(key):
                if self.state.elsewhere is None:  # nor does it think
                    persistence.mark_thinking(key)
            case fx.ClearThinking():
                if self.state.elsewhere is None:
                    persistence.clear_thinking()
            case _:
                assert_never(effect)

    def start_turn(self, generation: int, refused: Fault | None) -> None:
        """The seat to move acts. A computer's think is marked in storage while it runs: a mark for this very turn that
        the page's last open left means that think froze the page (it never yielded, and the tab was closed), so the
        simpler level moves at once instead of freezing the page again."""
        key = think_key(self.state)
        if key is not None and refused is None and persistence.froze_thinking(key):
            self.driver.log(f"Ginny-O: the computer's think for this turn froze the page last time ({key})")
            refused = Fault.FROZE
        if key is not None:
            self.perform(fx.MarkThinking(key))
        self.driver.start(generation, refused)

    async def find_hint(self, generation: int, turns: int, offer: bool) -> None:
        """Ask the computer for the expert's choice, as a hint or (`offer`) the exchange offered to a player with no
        legal play; `update` drops it if the game moved on meanwhile."""
        game = game_in_play(self.state)
        if game is not None and not game.over:
            self.dispatch(hint_answer(generation, turns, offer, await self.driver.hint(game)))

    async def read_stored(self) -> ev.Saved:
        """The stored game, read in slices (a long one shows its progress and a Cancel, `page/loading.py`). Cancelled,
        it is not opened and not lost: the dialog of a game left unopened offers to try again, to download the save
        or to start a new game (which keeps the save aside)."""
        saved = await self.loader.run(self.tabs.read_steps())
        return ev.NotReopened(stopped=True) if saved is None else saved

    async def open_stored(self) -> None:
        """The "Try again" of a game left unopened (marked again already): opened as at start-up, the game then the
        address's link, and the mark taken away once they are drawn."""
        self.dispatch(await self.read_stored())
        await share.opened(self.dispatch, self.loader)
        self.perform(fx.ClearOpening())

    async def friend_work(self, steps: Thinking[Any], heard: bool) -> None:
        """A side of a game with a friend worked in slices (a mixing is most of a second in the browser's Python), the
        browser's turn between them; a refusal raised on the way leaves the side as it was."""
        try:
            duel = await sliced(steps, lambda _progress: next_turn_of_browser())
        except Exception as why:  # a refused message or move: the update words it, and nothing changed
            self.dispatch(FriendFailed(why))
            return
        if duel is not None:
            self.dispatch(FriendWorked(duel, heard))

    def stored(self, what: Content, ok: bool, actions: int = 0) -> None:
        """Tell the page when writes of `what` start or stop failing, and of each failed write of the game (its alert
        says which moves are not kept): the alert stays until one works again."""
        if ok == (what in self.state.unsaved) or (not ok and what is Content.GAME):
            self.dispatch(ev.StorageWrite(what, ok, actions))

    def drag_rules(self) -> DragRules | None:
        """What may be dragged now: nothing under a dialog, cards at the Gin Rummy table, tiles while placing."""
        state = shown(self.state)
        if state.dialog is not None:
            return None
        return None if state.table is None else DRAGS[state.table.kind](state)

    def on_click(self, event: Any) -> None:
        if self.pointer.swallows_click():
            return
        friendly = friend_page.click(event)
        if friendly is not None:
            self.dispatch(friendly)
            return
        found = click_event(event)
        if found is not None:
            self.dispatch(found)

    def on_key(self, event: Any) -> None:
        if self.state.dialog is not None and str(event.key) == "Tab":
            cycle_tab(event, by_id(self.state.dialog))
            return
        found = key_event(event, shown(self.state))
        if found is not None:
            self.dispatch(found)

    def on_setting(self, event: Any) -> None:
        change = setting_event(event)
        if change is not None:
            self.dispatch(change)
