"""Browser front end of Ginny-O: the only package that may import PyScript.

Model / update / view: `state.py` holds the page's state (`UiState`) and `visible_seat`;
`update.py` (with `placing.py`) turns an event from `events.py` into a new state plus
effects, and is the only place a game moves on (on a copy); `screen.py` and the `view_*.py` modules
describe the page from public facts and the visible seat's `PlayerView`. These run on
CPython and are tested there.

The modules that touch the page (PyScript, main thread): `main.py` (entry point),
`app.py` (wiring), `render.py` (writes the views), `inputs.py`, `pointer.py` and
`setup_form.py` (DOM events become UI events), `persistence.py` (saves and files),
`computer/` (computer turns, hints and reviews, thought on the page in slices),
`dom.py` (helpers).
"""
