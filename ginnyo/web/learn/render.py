"""Writes the lessons' panel into the page (PyScript, main thread).

`html[data-learn]` ("off", "list", "lesson") lets the style sheet show the panel and, while a lesson is open,
hide what the lesson does not use; the lesson's table itself is drawn by the tables' renderers, from the state
`shell.state.shown` gives them. The panel moves into the lesson's table (its side column); the squares or cards
the lesson highlights are marked after they have drawn.
"""

from __future__ import annotations

from pyscript import document

from ..browser.dom import by_id, clear, el, show
from ..common.ids import Button, Id
from ..words import learn as words
from ..words.i18n import _
from .view import LearnView

MARK = "lesson-mark"
BUTTONS = {
    Button.LEARN_SHOW: words.SHOW_ME,
    Button.LEARN_PREVIOUS: words.PREVIOUS,
    Button.LEARN_NEXT: words.NEXT,
    Button.LEARN_ALL: words.ALL,
    Button.LEARN_CLOSE: words.CLOSE,
}


class LearnRenderer:
    """The panel, rewritten when its view changed; the marks, every time (the tables redraw their nodes)."""

    def __init__(self) -> None:
        self.shown: LearnView | None = None

    def render(self, view: LearnView) -> None:
        document.documentElement.dataset.learn = view.mode
        document.documentElement.dataset.learnMet = "on" if view.met else "off"  # the turn line has nothing to say
        if view != self.shown:
            self.shown = view
            self.panel(view)
        for node in document.querySelectorAll(f".{MARK}"):
            node.classList.remove(MARK)
        for mark in view.marks:
            found = (
                f'#{Id.BOARD} [data-square="{mark}"], #{Id.RACK} [data-tile="{mark}"], #{Id.GIN} [data-card="{mark}"]'
            )
            for node in document.querySelectorAll(found):
                node.classList.add(MARK)

    def panel(self, view: LearnView) -> None:
        panel = by_id(Id.LEARN)
        show(panel, view.mode != "off")
        home = document.querySelector(view.home)
        if view.mode != "lesson":
            home = by_id(Id.LEARN_HOME)
        if panel.parentNode != home:
            home.append(panel)  # beside the lesson's table, in its side column
        for action, label in BUTTONS.items():
            button = document.querySelector(f'[data-action="{action}"]')
            button.textContent = _(label)
            button.disabled = False
        lesson = view.mode == "lesson"
        for action in (Button.LEARN_SHOW, Button.LEARN_PREVIOUS, Button.LEARN_NEXT, Button.LEARN_ALL):
            show(document.querySelector(f'[data-action="{action}"]'), lesson)
        document.querySelector(f'[data-action="{Button.LEARN_PREVIOUS}"]').disabled = view.first
        if view.next:
            document.querySelector(f'[data-action="{Button.LEARN_NEXT}"]').textContent = view.next
        by_id(Id.LEARN_TITLE).textContent = view.title
        by_id(Id.LEARN_COUNT).textContent = view.count
        by_id(Id.LEARN_TEXT).textContent = view.text
        by_id(Id.LEARN_PROGRESS).textContent = " ".join(text for text in (view.progress, view.damaged) if text)
        feedback = by_id(Id.LEARN_FEEDBACK)
        clear(feedback)
        feedback.className = "learn-feedback " + ("met" if view.met else "missed" if view.feedback else "")
        if view.feedback:
            feedback.append(el("p", view.feedback[0], "learn-verdict"))
            items = [el("li", line) for line in view.feedback[1:]]
            if items:
                listed = el("ul")
                listed.append(*items)
                feedback.append(listed)
        self.lessons(view)

    @staticmethod
    def lessons(view: LearnView) -> None:
        box = by_id(Id.LEARN_LIST)
        clear(box)
        for heading, rows in view.groups:
            box.append(el("h3", heading))
            listed = el("ol", None, "learn-lessons")
            for row in rows:
                item = el("li")
                button = el("button", row.title, "learn-lesson", type="button", data_action=Button.LEARN_OPEN)
                button.setAttribute("data-lesson", row.id)
                if row.done:
                    button.append(el("span", " ✓ " + _(words.DONE), "learn-done"))
                item.append(button)
                listed.append(item)
            box.append(listed)
