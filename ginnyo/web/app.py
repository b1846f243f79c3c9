"""The game page's wiring (PyScript): events in, `update`, effects out, render.

Every change goes the same way: an input adapter (``browser/inputs.py``, ``browser/pointer.py``,
``browser/setup_form.py``, ``browser/persistence.py``) or the computer driver (``computer/driver.py``) sends an
event; `update` returns the new state and effects; the effects are carried out and the page
is rendered from the new state (``shell/render.py``).
"""

from __future__ import annotations

import asyncio
from typing import Any

from pyscript import document
from pyscript.ffi import is_none

from .browser import sound
from .browser.dom import by_id, cycle_tab, listen, say, spawn, warn
from .browser.steps import Steps
from .common import effects as fx
from .common.effects import (
    SCORER_EFFECTS,
    STORE_EFFECTS,
    CopyText,
    Effect,
    FindAnalysis,
    FindGinReview,
    FindHint,
    ForgetLink,
    ShareLink,
)
from .common.stored import Content
from .computer.driver import Computer
from .learn import store as learn_store
from .learn.render import LearnRenderer
from .learn.view import learn_view
from .page import clipboard, locale_page, menu, persistence, scorer_form, setup_form, share
from .page.inputs import click_event, key_event, setting_event
from .page.pointer import TILE_DRAG, DragRules, Pointer
from .page.tabs import Tabs, show_banner
from .review.analyst import GIN_REVIEW, REPLAY, Analyst
from .rummy.pointer import CARD_DRAG
from .rummy.render import GinRenderer
from .scorer import store as scorer_store
from .scorer.render import ScorerRenderer
from .scorer.view import scorer_view
from .shell import events as ev
from .shell.events import Event
from .shell.render import Renderer
from .shell.state import UiState, saved, shown, tiles_stage, watching
from .shell.update import update
from .shell.update_tabs import banner_text
from .stats import store as stats_store
from .tiles.placing import placing
from .tips import store as tips_store


class App:
    """One page, one game at a time."""

    def __init__(self) -> None:
        self.state = UiState()
        self.renderer = Renderer()
        self.gin_renderer = GinRenderer()
        self.learn_renderer = LearnRenderer()
        self.scorer_renderer = ScorerRenderer()
        self.pointer = Pointer(self.drag_rules, lambda: self.state.keyboard, self.dispatch)
        self.computer = Computer(lambda: self.state, self.dispatch)
        self.analyst = Analyst(self.computer, lambda: self.state, self.dispatch)
        self.tabs = Tabs(self.dispatch)

    async def start(self, steps: Steps) -> None:
        """Read the stores, word the page, draw the board and read the autosave in steps (`steps` gives the browser
        its turns: the plain-HTML form keeps what is typed and chosen meanwhile); then, in one step, listen, enable the
        controls and show the saved game or the form, so that no click finds a control that does nothing."""
        settings = persistence.load_settings()
        await steps.pause()
        stats = stats_store.load()
        await steps.pause()
        self.state = UiState(
            settings=settings, stats=stats, learn=learn_store.load(), tips=tips_store.load(), scorer=scorer_store.load()
        )
        await steps.pause()
        locale_page.start(self.state.settings.language)
        await steps.pause()
        self.renderer.prepare(self.state)
        await steps.pause()
        setup_form.propose(self.state.stats)  # easy for a first game
        await steps.pause()
        first = self.tabs.read()  # the autosave, as this tab now sees it (compare-and-set)
        await steps.yield_now()
        self.bind()
        for node in document.querySelectorAll("button[disabled], select[disabled], input[disabled]"):
            if is_none(node.closest("#controls")) and is_none(node.closest("#exchange-bar")):
                node.disabled = False
        # the saved game, to play or (another tab has it) read-only; then a link in the address (`#game=…` in the
        # replay viewer, `#learn=…` a lesson) opens over it. The tab lock answers in a later task: the start waits
        # for it, so that a form queued before Python was ready (static/boot.js) is submitted after the stored
        # game's turn, not before it (its "form to open" then asked to replace the game the form had just started).
        placed: asyncio.Future[None] = asyncio.get_running_loop().create_future()

        def then() -> None:
            share.bind(self.dispatch)
            if not placed.done():
                placed.set_result(None)

        self.tabs.start(first, then)
        await placed

    def warm_up(self) -> None:
        """Boot the computer's worker if the form has a computer seat (after the page is ready: it need not wait)."""
        setup_form.announce_computer(self.dispatch)

    def bind(self) -> None:
        listen(document, "click", self.on_click)
        listen(document, "keydown", self.on_key)
        listen(by_id("settings-panel"), "change", self.on_setting)
        menu.bind()
        self.pointer.bind()
        setup_form.bind(self.dispatch)
        persistence.bind(self.dispatch)
        stats_store.bind(self.dispatch)
        scorer_form.bind(self.dispatch)
        scorer_store.bind(self.dispatch)

    def dispatch(self, event: Event) -> None:
        before = self.state.tiles
        self.state, effects = update(self.state, event)
        self.render()
        tiles = self.state.tiles if self.state.elsewhere is None else None  # a tab that watches writes nothing
        if tiles is not None and tiles.draft is not None and (before is None or tiles.draft != before.draft):
            persistence.save_draft(tiles.draft, tiles.session)
        for effect in effects:
            self.perform(effect)

    def render(self) -> None:
        state = shown(self.state)  # a lesson open: its table in the tables' place
        self.gin_renderer.render(state)
        self.renderer.render(state)
        self.learn_renderer.render(learn_view(self.state.learn))
        self.scorer_renderer.render(scorer_view(self.state.scorer))
        show_banner(watching(self.state), banner_text(self.state), self.state.dialog is not None)

    def perform(self, effect: Effect) -> None:
        if isinstance(effect, STORE_EFFECTS):
            written = stats_store.perform(effect, self.state.stats.stats)
            if written is not None:
                self.stored(Content.STATS, written)
            return
        if isinstance(effect, SCORER_EFFECTS):
            scorer_store.perform(effect, self.state.scorer)
            return
        if isinstance(effect, fx.SaveProgress | fx.KeepDamagedProgress):
            learn_store.perform(effect, self.state.learn)
            return
        session = saved(self.state)
        match effect:
            case fx.Save(fresh) if session is not None:
                written = self.tabs.save(session, fresh)  # compare-and-set: refused when another tab saved since
                if written is not None:
                    self.stored(Content.GAME, written)
            case fx.TakeGame():
                self.tabs.take()
            case fx.KeepDamagedSave() if persistence.keep_damaged_save():
                self.dispatch(ev.DamagedSaveDownloaded(persistence.DAMAGED_FILE))
            case fx.SetLanguage(code):  # the fixed words, the form and the state's words, all in the new language
                locale_page.switch(code)
                setup_form.refresh()
                self.render()
            case fx.SaveSettings():
                persistence.save_settings(self.state.settings)
            case fx.StartComputer(generation):
                self.computer.start(generation)
            case fx.SaveTips():
                tips_store.save(self.state.tips)
            case FindHint(generation, turns, offer):
                self.computer.hint(generation, turns, offer)
            case FindAnalysis(record, advised):
                self.analyst.start(record, advised, REPLAY)
            case FindGinReview(record, advised):
                self.analyst.start(record, advised, GIN_REVIEW)
            case CopyText(text):
                spawn(clipboard.copy(text, self.dispatch))
            case ShareLink(fragment):
                share.copy(fragment, self.dispatch)
            case ForgetLink():
                share.forget()
            case fx.WarmComputer():
                self.computer.warm()
            case fx.Export() if session is not None:
                persistence.export(session)
            case fx.ChooseFile():
                persistence.choose_file()
            case fx.Announce(text):
                say(by_id("announce"), text)
            case fx.Warn(text):
                warn(text)
            case fx.PlaySound(cue):
                sound.play(cue)

    def stored(self, what: Content, ok: bool) -> None:
        """Tell the page when writes of `what` start or stop failing: its alert stays until one works again."""
        if ok == (what in self.state.unsaved):
            self.dispatch(ev.StorageWrite(what, ok))

    def drag_rules(self) -> DragRules | None:
        """What may be dragged now: nothing under a dialog, cards at the Gin Rummy table, tiles while placing."""
        state = shown(self.state)
        if state.dialog is not None:
            return None
        if state.rummy is not None:
            return CARD_DRAG
        stage = tiles_stage(state)
        return TILE_DRAG if stage is not None and placing(stage) is not None else None

    def on_click(self, event: Any) -> None:
        if self.pointer.swallows_click():
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
