"""Browser front end of Ginny-O: the only package that may import PyScript.

Everything here runs inside Pyodide in the page (see ``index.html`` and
``pyscript.toml`` at the repository root); the rules engine stays pure Python.
"""
