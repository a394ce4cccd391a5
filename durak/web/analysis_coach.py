"""The coach on the analysis board (issue 17): its figures at each of your decisions,
asked of the "bots" worker's ``coach`` as the practice page asks it (first figures, then
refined; the browser tests' ``window.durakQuickPractice`` makes the budgets small), shown on
your cards and buttons (:func:`durak.ui.analysis_view.mine_html`) and in one line."""

from __future__ import annotations

import asyncio
import json
from typing import TYPE_CHECKING

from pyscript import document, window

from durak.ui import analysis_view as view
from durak.web.page import el
from durak.web.tasks import found, spawn

if TYPE_CHECKING:
    from durak.web.analysis import Analysis

#: The seed of the coach's sampled deals on the board (one position: the same figures).
COACH_SEED = 17


def coach_if_due(self: Analysis) -> None:
    """Ask the coach for your decision's figures unless they are there or coming."""
    board, state = self.board, self.state
    if board is None or not view.deciding(board):
        return
    have = state.figures[0] if state.figures else None
    if state.version in (have, self.coaching):
        return
    self.coaching = state.version
    spawn(run_coach(self, state.version, json.dumps(board.observation())))


async def run_coach(self: Analysis, version: int, obs_json: str) -> None:
    """The coach's figures for your decision (first ones, then refined), as the
    practice page asks the worker for them."""
    from durak.bots.coach import figures_from_dict
    from durak.ui import practice_board

    steps = practice_board.coach_steps(self.app.practice.quick)
    try:
        for _ in range(120):  # the worker may still be starting
            if self.app.bots.worker is not None or self.state.version != version:
                break
            await asyncio.sleep(0.5)
        worker = self.app.bots.worker
        if worker is None:
            return
        for budget, limit in steps:
            data = json.loads(str(await worker.coach(obs_json, COACH_SEED, budget, limit)))
            if self.state.version != version or self.mode != "follow":
                return
            self.state.figures = (version, figures_from_dict(data))
            render_mine(self)
    except Exception as exc:  # no figures: the board goes on
        window.console.warn(f"coach failed: {exc}")
    finally:
        if self.coaching == version:
            self.coaching = None


def render_mine(self: Analysis) -> None:
    """Only your hand and buttons (the coach's figures came): the focus stays put."""
    if self.board is None:
        return
    active = document.activeElement
    action = str(active.dataset.action) if found(active) and found(active.dataset.action) else ""
    box = el("analysis-body").querySelector(".an-mine")
    if found(box):
        box.innerHTML = view.mine_html(self.board, self.state)
    figures = self.state.figures
    el("analysis-coach").innerHTML = view.coach_html(figures[1] if figures else None)
    if action.startswith(("an-hand-", "an-act-")) and found(box):
        node = box.querySelector(f'[data-action="{action}"]')
        if found(node):
            node.focus()
