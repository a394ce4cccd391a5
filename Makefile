# Durak — every command a developer or CI needs. `make serve` and `make test`
# install what they need on a fresh machine (Python venv, npm runtime, browser).

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
PORT   ?= 8000
VENDOR_STAMP := static/vendor/.stamp
PKG_ZIP := static/durak.zip
PKG_SOURCES := $(shell find durak -name '*.py' -not -path '*/__pycache__/*' 2>/dev/null)

.PHONY: help serve test lint format site package vendor browser bench bench-endgame bench-load webkit arena ladder clean

help:
	@echo "make serve       serve the game at http://localhost:$(PORT)"
	@echo "make test        lint + every test (installs what it needs, a browser included)"
	@echo "make site        a self-contained folder (_site/) for any static host"
	@echo "make bench       engine speed (games/s, moves/s)"
	@echo "make bench-load  page load of the built site vs a bare Pyodide page (desktop, phone-like)"
	@echo "make bench-endgame  the endgame solver's speed (CPython; the worker's: make bench)"
	@echo "make webkit      the large-screen zoom and a drag in WebKit (Debian's WebKitGTK, Safari's engine)"
	@echo "make arena       bot strength tables (long)"
	@echo "make ladder      Elo ladder of the bot levels, docs/ladder.svg, README table (long)"

# --- setup -------------------------------------------------------------------
$(VENV)/.base:
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	@touch $@

$(VENV)/.test: $(VENV)/.base pyproject.toml
	$(PY) -m pip install --quiet -e '.[test]'
	@touch $@

node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

$(VENDOR_STAMP): node_modules/.package-lock.json tools/build.py
	$(PYTHON) -m tools.build vendor
	@touch $@

# The zip carries bytecode compiled by the pinned Pyodide under Node (tools/pyc.mjs).
$(PKG_ZIP): $(PKG_SOURCES) tools/build.py tools/pyc.mjs node_modules/.package-lock.json
	$(PYTHON) -m tools.build package

vendor: $(VENDOR_STAMP)
package: $(PKG_ZIP)

# A Playwright-managed Chromium when one is installed, else Debian's chromium.
browser: $(VENV)/.test
	@$(PY) -m tools.browser >/dev/null 2>&1 || { \
	  echo "No Chromium found: installing Debian's chromium"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; }
	@echo "browser: $$($(PY) -m tools.browser)"

# --- use -----------------------------------------------------------------------
serve: $(VENV)/.base $(VENDOR_STAMP) $(PKG_ZIP)
	$(PY) -m tools.devserver --port $(PORT)

lint: $(VENV)/.test
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

format: $(VENV)/.test
	$(VENV)/bin/ruff format .
	$(VENV)/bin/ruff check --fix .

# pytest exits 5 when it collected no test: that is a failure here, like any other non-zero.
# Three processes: the browser tests run in two of them, each a stream of whole modules in
# file order with its own Chromium (two groups, see tests/browser/conftest.py), while the
# third takes the CPython tests. The two browsers keep both cores nearly busy (boots,
# drawing), so the CPU any test spends lengthens the run. TEST_JOBS=0: one process.
TEST_JOBS ?= 3
test: $(VENV)/.test $(VENDOR_STAMP) $(PKG_ZIP) browser lint
	$(PY) -m pytest $(if $(filter 0,$(TEST_JOBS)),-p no:xdist,-n $(TEST_JOBS) --dist loadgroup) $(PYTEST_ARGS)

site: $(VENV)/.base $(VENDOR_STAMP)
	$(PY) -m tools.build site _site

bench: $(VENV)/.test $(VENDOR_STAMP) $(PKG_ZIP) browser
	$(PY) -m durak.bench
	$(PY) -m durak.bots.endgame_bench
	$(PY) -m tools.bench_browser
	$(PY) -m tools.bench_longtasks
	$(PY) -m tools.bench_render

bench-endgame: $(VENV)/.base
	$(PY) -m durak.bots.endgame_bench

bench-load: $(VENV)/.test $(VENDOR_STAMP) $(PKG_ZIP) browser
	$(PY) -m tools.bench_load

# WebKit (Safari's engine) zooms its own way: tools/webkit_check.py drags a card there at
# large sizes. Needs Debian's webkit2gtk-driver and xvfb (installed here when missing).
$(VENV)/.webkit: $(VENV)/.test pyproject.toml
	$(PY) -m pip install --quiet -e '.[test,webkit]'
	@touch $@

webkit: $(VENV)/.webkit $(VENDOR_STAMP) $(PKG_ZIP)
	@command -v WebKitWebDriver >/dev/null && command -v Xvfb >/dev/null || { \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq webkit2gtk-driver xvfb; }
	$(PY) -m tools.webkit_check

# Finished games are kept in ARENA_STORE (JSON lines, keyed by the game and the bots'
# source): a stopped run goes on where it stopped, and the ladder reuses the arena's games.
ARENA_STORE ?= .arena/results.jsonl
ARENA = $(PY) -m durak.arena --store $(ARENA_STORE)
arena: $(VENV)/.base
	$(ARENA) --players 2 --bots medium,easy --games 400
	$(ARENA) --players 2 --bots hard,medium --games 400
	$(ARENA) --players 2 --bots hard,random --games 400
	$(ARENA) --players 4 --bots hard,medium,medium,medium --games 400
	$(ARENA) --players 4 --teams 2v2 --bots hard,medium --games 400
	$(ARENA) --players 2 --bots hard,durak.bots.search:hard_without_solver --games 600
	$(ARENA) --players 2 --bots expert,hard --games 600
	$(ARENA) --players 2 --bots expert,medium --games 200
	$(ARENA) --players 4 --bots expert,hard --games 100

# Round robin of the five levels on duplicate deals, Elo fit; rewrites docs/ladder.svg and
# the README table. LADDER_GAMES per pair (hours on 2 cores with hard and expert at 200;
# games already in ARENA_STORE, from make arena too, are not played again).
LADDER_GAMES ?= 200
ladder: $(VENV)/.base
	$(PY) -m durak.ladder --games $(LADDER_GAMES) --jobs 2 --readme --store $(ARENA_STORE)

clean:
	rm -rf _site static/vendor $(PKG_ZIP) .pytest_cache .ruff_cache
