"""Main-thread start-up: replaces the loading screen with the app.

For now the app shows a hand dealt by the engine and the bots worker's answer;
the real table comes with the table issue.
"""

from __future__ import annotations

import asyncio
import json
import time

from pyscript import document, window
from pyodide.ffi import create_proxy

# Kept alive for the page's lifetime (a proxy that is garbage-collected breaks its JS caller).
_proxies: list = []
WORKER_NAME = "bots"


def _set_step(text: str) -> None:
    step = document.getElementById("loading-step")
    if step is not None:
        step.textContent = text


def _el(tag: str, text: str = "", cls: str = "", **attrs: str):
    node = document.createElement(tag)
    if text:
        node.textContent = text
    if cls:
        node.className = cls
    for key, value in attrs.items():
        node.setAttribute(key.replace("_", "-"), value)
    return node


def _render_stub(app) -> None:
    from durak import Game, Rules

    game = Game.new(Rules(players=2), seed=int(time.time()) % 100000)
    app.append(_el("h1", "Durak", "app-title"))
    app.append(_el("p", f"Trump: {game.trump}", "trump-line"))
    hand = _el("ul", "", "hand-stub", aria_label="Your hand")
    for card in game.hands[0]:
        hand.append(_el("li", card, "card-stub", data_card=card))
    app.append(hand)
    app.append(_el("p", "Bots: starting…", "status-line", id="bot-status", role="status"))


def _start_worker() -> None:
    """Add the worker's script tag; PyScript boots it in the background."""
    tag = document.createElement("script")
    tag.setAttribute("type", "py")
    tag.setAttribute("worker", "")
    tag.setAttribute("name", WORKER_NAME)
    tag.setAttribute("src", "./static/py/worker.py")
    tag.setAttribute("config", "./pyscript.toml")
    document.body.append(tag)


async def _connect_worker() -> None:
    from pyscript import workers

    status = document.getElementById("bot-status")
    try:
        bots = await workers[WORKER_NAME]
        answer = await bots.ping()
        status.textContent = f"Bots ready ({answer})"
        window.durakWorkerReadyAt = window.performance.now()
        document.body.dataset.worker = "ready"
    except Exception as exc:  # shown to the player; the table goes on without the worker
        status.textContent = f"Bots could not start: {exc}"
        document.body.dataset.worker = "failed"


def _install_test_hooks() -> None:
    """Read-only hooks for the browser tests (packaging checks)."""
    from durak.web.modules import list_modules

    def main_modules() -> str:
        return json.dumps(list_modules())

    async def worker_modules() -> str:
        from pyscript import workers

        bots = await workers[WORKER_NAME]
        return await bots.list_modules()

    for name, fn in (("durakMainModules", main_modules), ("durakWorkerModules", worker_modules)):
        proxy = create_proxy(fn)
        _proxies.append(proxy)
        setattr(window, name, proxy)


def start() -> None:
    _set_step("Starting the table…")
    app = document.getElementById("app")
    _render_stub(app)
    _install_test_hooks()
    document.getElementById("loading").remove()
    app.hidden = False
    document.body.dataset.ready = "1"
    window.durakReadyAt = window.performance.now()  # read by `make bench-load`
    _start_worker()
    asyncio.ensure_future(_connect_worker())
