"""The review screen on the page (issue 15): a finished game's moves, one position at a
time, with the coach's verdicts as the worker judges them (a few decisions per call); what
it shows is decided in :mod:`durak.ui.review_view`, the flow in the session."""

from __future__ import annotations

import asyncio
import json
from typing import TYPE_CHECKING

from pyscript import window

from durak.ui import practice_board as board
from durak.ui.text import t
from durak.web.page import el
from durak.web.tasks import found, js_object, spawn

if TYPE_CHECKING:
    from durak.session.review import Review
    from durak.web.app import App
    from durak.web.practice import Practice


class ReviewScreen:
    """The review of the game on the table, opened from the end dialog."""

    def __init__(self, app: App, practice: Practice) -> None:
        self.app = app
        self.practice = practice  # (its ``quick``: small budgets in the browser tests)
        self.review: Review | None = None
        self.index = 0
        self.judging = 0  # bumped when a review opens: an older judging task stops

    def open(self) -> None:
        s = self.app.session
        quick = self.practice.quick
        budgets = tuple(budget for budget, _ in board.coach_steps(quick))
        try:  # where the table's coach showed figures: from them
            review = s.review(board.QUICK_REVIEW_BUDGET if quick else None, budgets)
        except ValueError:
            self.app.page.notify(lambda: t("review-unavailable"), again=True)
            return
        self.review = review
        self.index = 0
        self.judging += 1
        el("review").dataset.done = ""
        self.show()
        self.app.page.open("review")
        spawn(self.judge(review, s.game.to_json(), self.judging))

    def close(self) -> None:
        self.judging += 1
        self.review = None
        self.app.page.close("review")

    def step(self, step: int | str) -> None:
        from durak.ui import review_view as rv

        if self.review is not None:
            self.index = rv.step_target(step, self.index, len(self.review.positions), self.review)
            self.show()

    def on_key(self, event) -> None:
        """← → Home End step through the review while it is in front."""
        if self.review is None or self.app.page.dialogs.top != "review":
            return
        if event.ctrlKey or event.metaKey or event.altKey:
            return
        from durak.ui import review_view as rv

        target = rv.review_target(str(event.key), self.index, len(self.review.positions))
        if target is not None:
            event.preventDefault()
            self.index = target
            self.show()

    def show(self) -> None:
        from durak.ui import review_view as rv

        r, i = self.review, self.index
        if r is None:
            return
        count = len(r.positions)
        names = self.app.session.names
        el("review-where").textContent = rv.position_title(i, count)
        for name, markup in (("review-said", rv.where_said(r, i, names)),
                             ("review-verdict", rv.decision_html(r, i))):  # fmt: skip
            node = el(name)  # live regions: each line said once (each chunk judged redrew)
            if node.getAttribute("data-shown") != markup:
                node.innerHTML = markup
                node.setAttribute("data-shown", markup)
        board = el("review-board")
        board.innerHTML = rv.board_html(r.position(i), names)
        # where the board scrolls (a short window): the cards on the table in view, then the
        # seat to act, so that both show when they fit (the seat alone could scroll the bout
        # it answers out of sight: a review)
        for part in (board.querySelector(".rv-table"), board.querySelector(".acting")):
            if found(part):
                part.scrollIntoView(js_object(block="nearest"))
        log = el("review-log")
        log.innerHTML = rv.log_list_html(r, i, names)  # cards shown "8♥", said by name
        log.scrollTop = log.scrollHeight
        el("review-summary").innerHTML = rv.summary_html(r)
        for name, usable in rv.enabled_steps(i, count, r).items():
            el(name).setAttribute("aria-disabled", "false" if usable else "true")
        el("play-from-here").hidden = not rv.can_play_from(r, i)
        el("review").dataset.index = str(i)

    async def judge(self, review: Review, game_json: str, token: int) -> None:
        """The coach's verdicts, a few decisions per worker call (the lines follow)."""
        from durak.session.review import table_json

        table = table_json(review.table)  # where the table's coach showed figures
        s = self.app.session
        worker = self.app.bots.worker
        while not review.done and token == self.judging:
            try:
                if worker is not None:
                    text = await worker.review(game_json, s.review_seed(), review.budget,
                                               board.REVIEW_CHUNK, table)  # fmt: skip
                    review.adopt(json.loads(str(text)))
                else:
                    review.judge_next()
                    await asyncio.sleep(0)
            except Exception as exc:  # no verdicts: the review still steps
                window.console.warn(f"review failed: {exc}")
                return
            if token == self.judging:
                self.show()
        if token == self.judging:
            el("review").dataset.done = "1"

    def play_from_here(self) -> None:
        from durak.ui import review_view as rv

        r = self.review
        if r is None or not rv.can_play_from(r, self.index):
            return
        step = self.app.session.play_from(self.index, confirm=True)
        self.close()
        self.app.new_deal(step)
