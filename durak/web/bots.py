"""The bots' turns: the "bots" web worker thinks from the observation JSON; when it is not
ready, fails or is late, a simple bot on the main thread moves instead (a notice says so),
so the game never stalls. When a bot may move is the session's decision
(:meth:`durak.session.Session.bot_turn` and :meth:`~durak.session.Session.bot_due`).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from typing import TYPE_CHECKING

from pyscript import document, window

from durak.ui.notices import fallback_notice
from durak.ui.text import about
from durak.ui.timing import THINKING_AFTER, worker_wait
from durak.web.tasks import spawn

if TYPE_CHECKING:
    from durak.web.app import App

WORKER_NAME = "bots"
WORKER_START_LIMIT = 120.0  # seconds; then the main-thread bots play on for good
BOT_BUDGET = {"easy": None, "medium": None, "hard": 0.5}  # expert: its default (bot_budget)
FALLBACK_LEVEL = "medium"  # rule-based: a few milliseconds on the main thread
IDLE = 0.25  # seconds between looks while the bots may not move (a dialog is open)


def bot_budget(level: str) -> float | None:
    """The thinking budget the page gives a level (``None``: rule-based); expert's is its
    default, looked up only when needed (the search module is not imported at start-up)."""
    if level == "expert":
        from durak.bots.search import DEFAULT_BUDGET

        return DEFAULT_BUDGET["expert"]
    return BOT_BUDGET.get(level)


class Bots:
    """The bots' loop and the worker connection."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.worker = None
        self.wake = asyncio.Event()
        self.said_starting = False  # the "bots are still starting" notice has been shown

    def on_visibility(self) -> None:
        """A tab that follows another's game (``Session.watching``) plays its bots once
        the player looks at it."""
        session = self.app.session
        session.watching = session.watching and str(document.visibilityState) == "hidden"
        self.wake.set()

    async def loop(self) -> None:
        """Forever: when the session says a bot should move, ask it and play its move at
        the speed profile's pace."""
        while True:
            try:
                await self._turn()
            except Exception as exc:  # never let one bad turn stop the bots for the visit
                window.console.warn(f"bots loop: {exc!r}")
                await asyncio.sleep(IDLE)

    async def _turn(self) -> None:
        """One bot's turn, or a wait for one (see :meth:`loop`)."""
        session = self.app.session
        seat = session.bot_turn()
        if seat is None:
            self.wake.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.wake.wait(), IDLE)
            return
        version = session.version
        session.pace.think(seat, version, time.monotonic())
        spawn(self._say_thinking(version))
        # the worker's state when the bot is asked, not after its pause: a worker that
        # becomes ready meanwhile did not fail to answer (the start-up stand-in moved)
        worker = session.worker
        move, fallback = await self.ask(seat, version)
        session.pace.answered(time.monotonic())
        wait = session.bot_due() - time.monotonic()
        if wait > 0:
            await asyncio.sleep(wait)
        step = session.bot_move(seat, move, version, time.monotonic())
        if step.status == "illegal":
            move, fallback = self.fallback_move(seat), True
            worker = session.worker
            step = session.bot_move(seat, move, version, time.monotonic())
        if step.status != "played":
            return  # a dialog opened or the game changed meanwhile: think again
        self.app.show(step)
        key = fallback and fallback_notice(
            worker, session.bot_level(seat), FALLBACK_LEVEL, self.said_starting
        )
        if key:
            self.said_starting = self.said_starting or key == "ui-fallback-starting"
            self.app.page.show_prompt(about(key, seat, session.names))

    async def _say_thinking(self, version: int) -> None:
        """Once the bot has thought noticeably long, its seat says "thinking…"."""
        await asyncio.sleep(THINKING_AFTER + 0.01)
        self.app.show_thinking(version)

    async def ask(self, seat: int, version: int) -> tuple[str | None, bool]:
        """The bot's move from the worker for the position of ``version``, or ``(fallback
        move, True)``; ``(None, True)`` if the game changed while the worker was late (a
        new game: the seat may not be in it)."""
        session = self.app.session
        if self.worker is None:
            return self.fallback_move(seat), True
        level = session.bot_level(seat)
        seed = (session.seed * 1_000_003 + session.version * 31 + seat) % 2**31
        budget = bot_budget(level)
        obs_json = json.dumps(session.game.observation(seat))

        async def call():
            return await self.worker.choose_move(obs_json, level, seed, budget)

        try:
            move = await asyncio.wait_for(call(), worker_wait(budget))
            return str(move), False
        except Exception as exc:  # a crash or a late answer: never stall the game
            window.console.warn(f"bots worker failed: {exc}")
            if session.version != version or session.game is None:
                return None, True  # bot_move holds it; the loop thinks again
            return self.fallback_move(seat), True

    def fallback_move(self, seat: int) -> str:
        """A move of the simple main-thread bot."""
        from durak.bots import make_bot

        session = self.app.session
        seed = (session.seed + session.version * 7 + seat) % 2**31
        return make_bot(FALLBACK_LEVEL, seed=seed).choose(session.game.observation(seat))

    def start_worker(self) -> None:
        """Add the worker's script tag; PyScript boots it in the background."""
        tag = document.createElement("script")
        tag.setAttribute("type", "py")
        tag.setAttribute("worker", "")
        tag.setAttribute("name", WORKER_NAME)
        tag.setAttribute("src", "./static/py/worker.py")
        tag.setAttribute("config", "./pyscript.toml")
        document.body.append(tag)

    async def connect(self) -> None:
        """Wait for the worker (a while at most); the status line follows its state."""
        from pyscript import workers

        async def connect():
            bots = await workers[WORKER_NAME]
            await bots.ping()
            return bots

        try:
            # A worker whose script cannot load never settles: give up after a while.
            self.worker = await asyncio.wait_for(connect(), WORKER_START_LIMIT)
            self.app.session.worker = "ready"
            window.durakWorkerReadyAt = window.performance.now()
        except Exception as exc:  # the table goes on with the main-thread bots
            self.app.session.worker = "failed"
            window.console.warn(f"bots worker unavailable: {exc}")
        self.app.page.show_worker()
        self.app.practice.coach_if_due()  # (a page loaded at your turn: the figures now)
