# Ginny-O developer commands. `make play` and `make test` are the README's Quick start.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
PORT   ?= 8000

.PHONY: setup play test quick lint check-types bench bench-pyodide tournament ladder build bench-startup bench-memory screenshots i18n
# The game's modules: the served page loads them as one generated archive (ginnyo.zip).
GAME_PY := $(shell find ginnyo -name '*.py' -not -path '*/__pycache__/*')

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	touch $@

# The runtime from npm; then its stdlib gets Pyodide's bytecode beside each module (python -m ginnyo stdlib).
static/vendor/.installed: package.json package-lock.json scripts/setup_web.sh ginnyo_dev/buildtools/stdlib.py \
		ginnyo_dev/buildtools/bytecode.py ginnyo_dev/build_assets/bytecode.mjs | $(VENV)/.installed
	bash scripts/setup_web.sh
	$(BIN)/python -m ginnyo stdlib
	touch $@

# Its bytecode is compiled by the vendored Pyodide (in Node): the runtime comes first.
ginnyo.zip: $(GAME_PY) $(wildcard ginnyo/web/words/locale/*/LC_MESSAGES/*.po) index.html pyscript.toml ginnyo_dev/buildtools/archive.py \
		ginnyo_dev/buildtools/imports.py ginnyo_dev/buildtools/catalogs.py \
		ginnyo_dev/buildtools/bytecode.py ginnyo_dev/build_assets/bytecode.mjs static/vendor/.installed | $(VENV)/.installed
	$(BIN)/python -m ginnyo archive

setup: $(VENV)/.installed static/vendor/.installed ginnyo.zip

play: setup
	$(BIN)/python -m ginnyo serve --port $(PORT)

lint: setup
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

check-types: setup
	$(BIN)/mypy ginnyo ginnyo_dev e2e scripts

# The full suite: pyproject.toml's testpaths (the engine, page-logic and build tests, the doctests) with the tests
# marked slow (-m "" lifts its `-m 'not slow'`), and the browser tests of e2e/. tests/test_tiers.py keeps this list
# equal to the testpaths.
TEST_PATHS := tests ginnyo/rules ginnyo/ai ginnyo/ginrummy ginnyo/lessons README.md docs/engine.md docs/lessons.md

test: setup lint check-types
	bash scripts/ensure_browser.sh --firefox
	$(BIN)/python -m pytest -m "" $(TEST_PATHS) e2e

# The fast tier, for the edit-test loop: `pytest` alone (no browser, no Node, no slow tests), and how long it took.
# It needs the Python tools and the vendored runtime, not ginnyo.zip: an edited game module is not compiled first.
quick: $(VENV)/.installed static/vendor/.installed
	@start=$$(date +%s); $(BIN)/python -m pytest -q; status=$$?; \
	echo "make quick: the fast tier took $$(( $$(date +%s) - start )) s"; exit $$status

bench: setup
	$(BIN)/python -m ginnyo bench

# The experts' decision times in the page's own Pyodide (under Node) beside CPython's.
bench-pyodide: setup
	$(BIN)/python scripts/bench_pyodide.py

tournament: setup
	$(BIN)/python -m ginnyo tournament --players hard,medium --games 400 --seed 1

ladder: setup
	$(BIN)/python -m ginnyo ladder --game ginnyo --games 60 --seed 1
	$(BIN)/python -m ginnyo ladder --game gin --games 200 --seed 1

build: setup
	$(BIN)/python -m ginnyo build

bench-startup: setup
	bash scripts/ensure_browser.sh
	$(BIN)/python scripts/bench_startup.py --runs 5

bench-memory: setup
	bash scripts/ensure_browser.sh
	$(BIN)/python scripts/bench_memory.py --runs 3 --breakdown

i18n: setup
	$(BIN)/python -m ginnyo i18n

screenshots: setup
	bash scripts/ensure_browser.sh
	$(BIN)/python scripts/screenshots.py
