"""Browser front end of Ginny-O: the only package that may import PyScript.

Everything here runs inside Pyodide in the page (see ``index.html`` and
``pyscript.toml`` at the repository root); the rules engine stays pure Python.

* ``main.py``: the page's entry point (``<script type="py">``); marks the page ready.
* ``app.py``: renders the game and turns clicks, drags and keys into engine actions.
* ``dom.py``: small DOM, event and localStorage helpers.
* ``session.py``: the page's model without PyScript (seats, the play being built).
* ``ai_worker.py`` / ``ai_choice.py``: computer turns in the ``ai`` PyScript worker.
"""
