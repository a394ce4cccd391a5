"""The practice tools on the page (issue 15): Hint, Take back, the coach's figures and the
review screen. What to show is decided in :mod:`durak.ui.practice_board` and
:mod:`durak.ui.review_view`, the flow in the session (:mod:`durak.session`); this module
asks the "bots" worker (the table stays lively) and writes the answers into the page.
An answer for a position that has changed meanwhile (``session.version``) is dropped.
The review (and the coach it needs) is imported when it is first opened: a light start-up.
"""

from __future__ import annotations

import asyncio
import json
from typing import TYPE_CHECKING

from pyscript import document, window

from durak.session import HUMAN
from durak.ui import practice_board as board
from durak.ui.dialogs import HAND_FIRST, HAND_STOP
from durak.ui.table_view import with_id, without_ids
from durak.ui.text import t
from durak.web.page import announce, el
from durak.web.review import ReviewScreen
from durak.web.tasks import found, spawn

if TYPE_CHECKING:
    from durak.bots.coach import Figures
    from durak.ui.table_view import TableView
    from durak.web.app import App

ACTIONS = ("hint", "take-back", "review", "close-review", "play-from-here",
           *board.STEP_BY_ACTION)  # fmt: skip


class Practice:
    """Hint, Take back, the coach and the review, wired to one app."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.hint: tuple[int, str, str] | None = None  # version, move, reason key
        self.hinted: tuple[int, object] | None = None  # the hint shown: version, decision
        self.hinting = False  # a hint is being asked for
        self.tools_drawn: tuple[tuple[str, str], ...] = ()  # the practice row's buttons now
        self.figures: tuple[int, Figures] | None = None  # version, the coach's figures
        self.coaching: int | None = None  # the version the coach works on
        self.buttons: list[str] = []
        self.note = ""  # the practice note of the tools' tooltips (the first tool's)
        self.reviewer = ReviewScreen(app, self)

    @property
    def quick(self) -> bool:
        """Small budgets (the browser tests set ``window.durakQuickPractice``)."""
        return found(getattr(window, "durakQuickPractice", None))

    def mount(self, proxy) -> None:
        document.addEventListener("keydown", proxy(self.reviewer.on_key))
        el("coach-switch").addEventListener("change", proxy(self.on_coach_switch))
        # Words or glyphs again whenever the row's size changes (a resize, a docked log, the
        # table shown again after a measurement while it was hidden).
        window.ResizeObserver.new(proxy(self.fit_tools)).observe(el("action-row"))

    # ------------------------------------------------------------------ actions
    def action(self, name: str) -> bool:
        """Press a practice button; False if ``name`` is not one."""
        if name not in ACTIONS:
            return False
        r = self.reviewer
        simple = {"take-back": self.take_back, "review": r.open, "close-review": r.close,
                  "play-from-here": r.play_from_here}  # fmt: skip
        if name == "hint":
            spawn(self.ask_hint())
        elif name in simple:
            simple[name]()
        else:
            r.step(board.STEP_BY_ACTION[name])
        return True

    def take_back(self) -> None:
        s = self.app.session
        step = s.take_back()
        if step.status != "taken-back":
            return
        self.app.page.show_notices()
        self.app.page.show_log()
        self.app.page.show_end()
        self.app.render(animate=False)
        announce(step.said)  # not the log's last line, said again
        self.app.bots.wake.set()
        # by keys (U): back in your hand, where the arrows and Enter go on (the Take back
        # button kept it, five Tabs away: a play-through); by a click: on the button
        focus = None if s.keys else document.querySelector('#tools [data-action="take-back"]')
        if found(focus):
            focus.focus()
        else:  # your hand's tab stop (a list of both selectors took the first card in it)
            self.app.page.focus_first([HAND_STOP, HAND_FIRST])

    # ------------------------------------------------------------------ the table
    def after_render(self, tv: TableView) -> None:
        """After each render: the practice buttons, the hint's marks and line, the coach's
        figures (asked for when the coach is on and it is your decision)."""
        s = self.app.session
        game = s.game
        over = game is not None and game.is_over
        self.buttons = list(tv.buttons)
        shown = board.tools_shown(your_turn=tv.your_turn, over=over, can_take_back=s.can_take_back)
        self.note = note = s.practice_note()
        tools = el("tools")
        drawn = tuple((name, t(board.TOOL_BY_NAME[name].label)) for name in shown)
        if drawn != self.tools_drawn or tools.children.length != len(shown):
            self.draw_tools(tools, shown)  # only when they change: a focused one stays put
            self.tools_drawn = drawn
        end_back = document.querySelector('#end [data-action="take-back"]')
        end_back.hidden = not (over and s.can_take_back)
        end_back.title = note
        for action in ("replay", "review"):  # a position from the board: no deal to go back to
            document.querySelector(f'#end [data-action="{action}"]').hidden = s.from_position
        switch = el("coach-switch")
        switch.parentElement.title = note  # the coach's figures make it practice too
        switch.checked = s.settings.coach  # (as loaded: the page was drawn before the load)
        self.show_marks()
        self.coach_if_due(tv.your_turn and not over)
        again = board.hint_again(self.hinted, self.hinting, s.version, s.decision)
        if again is not None:  # a bot moved under the hint: looked at once (no legal moves
            self.hinted = None  # listed at each render, no failing worker asked at each)
            if again:
                spawn(self.ask_hint())  # one for the new position

    def coach_if_due(self, deciding: bool | None = None) -> None:
        """The coach asked for the figures of your decision (``deciding``: it is yours;
        ``None``: found out here), if it is on and they are due (also once the worker is
        up: a page loaded at your turn showed none till a move)."""
        s, have = self.app.session, (self.coaching, self.figures[0] if self.figures else None)
        if deciding is None:
            deciding = s.game is not None and not s.game.is_over and not s.waiting
        if self.app.bots.worker is not None and board.coach_due(
            s.settings.coach, deciding, s.version, have
        ):
            self.coaching = s.version
            spawn(self.run_coach(s.version))

    def draw_tools(self, tools, shown: list[str]) -> None:
        """The practice buttons anew; a focused one keeps the focus (Hint clicked)."""
        active = document.activeElement
        inside = found(active) and found(active.closest("#tools"))
        had = str(active.dataset.action) if inside and found(active.dataset.action) else None
        tools.innerHTML = board.tools_html(shown, [t(board.TOOL_BY_NAME[n].label) for n in shown])
        button = tools.querySelector(f'[data-action="{had}"]') if had in shown else None
        if found(button):
            button.focus()
        elif had is not None:
            self.app.input.keep_focus()  # its button went: back to your hand (keyboard play)

    def show_marks(self) -> None:
        """The hint and the figures of the current position (older ones are cleared)."""
        s = self.app.session
        for node in list(document.querySelectorAll("#table .hinted")):
            node.classList.remove("hinted")
        for node in list(document.querySelectorAll("#table .coach-fig")):
            node.remove()
        for node in list(document.querySelectorAll("#table [aria-describedby*='coach-d-']")):
            kept = without_ids(node.getAttribute("aria-describedby"), "coach-d-")
            if kept:  # a card's own note stays
                node.setAttribute("aria-describedby", kept)
            else:
                node.removeAttribute("aria-describedby")
        el("coach-desc").innerHTML = ""
        hand = s.game.hands[HUMAN] if s.game is not None else []
        places = self.app.dom.geometry.hand(len(hand))
        el("cards").classList.toggle("figures-up", board.figures_run_up(places))
        shown = self.figures_now()  # the coach's figures of this position, if on
        if (hinted := self.hint_now()) is not None:
            from durak.ui.practice_view import hint_html

            move, reason = hinted
            marks = board.hint_marks(move, self.buttons)
            note = None if shown is None else board.coach_note(move, shown, self.buttons, reason)
            note_button = board.hint_marks(note.best.move, self.buttons).button if note else None
            line = hint_html(move, reason, marks.button, note, note_button)
            for card in (*marks.cards, *marks.targets):
                node = self.app.dom.cards.get(card)
                if node is not None:
                    node.classList.add("hinted")
            if marks.button:
                node = document.querySelector(f'#actions [data-action="{marks.button}"]')
                if found(node):
                    node.classList.add("hinted")
            if board.hint_replaces_prompt(s.selected):
                el("message").innerHTML = line  # escaped (hint_html)
        # while figures are up, a focused card (H focuses the hinted one) keeps the fan's
        # order: risen over its neighbour it hid the gold figure a note named (a learner)
        el("cards").classList.toggle("keep-fan", shown is not None)
        if shown is not None:
            for key, figure in board.figure_marks(shown, self.buttons).items():
                node = self.app.dom.cards.get(key)
                if node is None:
                    node = document.querySelector(f'#actions [data-action="{key}"]')
                if not found(node):
                    continue
                badge = document.createElement("span")
                badge.className = "coach-fig" + (" best" if figure.best else "")
                badge.setAttribute("aria-hidden", "true")
                badge.textContent = figure.label
                node.append(badge)
                desc = document.createElement("span")
                desc.id = f"coach-d-{key}"
                desc.textContent = figure.description
                el("coach-desc").append(desc)
                node.setAttribute(
                    "aria-describedby", with_id(node.getAttribute("aria-describedby"), desc.id)
                )
        self.fit_tools()  # the figures widen the action buttons

    def hint_now(self) -> tuple[str, str] | None:
        """The hint's move and reason for the position on the table, if one was asked."""
        hint = self.hint
        return (
            (hint[1], hint[2]) if hint is not None and hint[0] == self.app.session.version else None
        )

    def hinted_move(self) -> str | None:
        """The move the hint names for the position on the table, if one was asked."""
        hinted = self.hint_now()
        return hinted[0] if hinted is not None else None

    def figures_now(self) -> Figures | None:
        """The coach's figures of the position on the table, while the coach is on."""
        s = self.app.session
        if self.figures is None or self.figures[0] != s.version or not s.settings.coach:
            return None
        return self.figures[1]

    def fit_tools(self, *_observed) -> None:
        """Words or glyphs on the practice buttons, as the row is laid out now (the row's
        grid keeps them off the action buttons either way; glyphs keep them on screen)."""
        tools = el("tools")
        if not tools.children.length:
            return
        row = el("action-row")
        tools.classList.remove("compact")  # measured with their words
        row.classList.add("measure")  # and the action buttons' words on one line
        actions = el("actions")
        buttons = list(actions.children)
        gap = board.css_px(str(window.getComputedStyle(actions).columnGap))
        actions_w = sum(b.offsetWidth for b in buttons) + gap * max(0, len(buttons) - 1)
        compact = board.compact_tools(actions_w, tools.offsetWidth, row.clientWidth)
        row.classList.remove("measure")
        tools.classList.toggle("compact", compact)
        shown = list(tools.children)
        labels = [t(board.TOOL_BY_NAME[button.dataset.action].label) for button in shown]
        short = t("ui-practice-note-short")
        attributes = board.tool_attributes(labels, self.note, short, compact=compact)
        for button, attrs in zip(shown, attributes, strict=True):
            for name, value in attrs.items():
                if value:
                    button.setAttribute(name, value)
                else:
                    button.removeAttribute(name)

    async def ask_hint(self) -> None:
        """The hint from the worker (the hard bot's move and why), marked on the table. A
        bot's move while the worker thinks (you may throw in while a bot covers) leaves the
        hint for a gone position: it is asked again for the new one while the decision is
        still yours (:meth:`Session.decision`), at most :data:`board.HINT_TRIES` times."""
        s = self.app.session
        asked = s.decision()
        if asked is None or self.hinting:
            return
        self.hinting = True
        try:
            await self._ask_hint(asked)
        finally:
            self.hinting = False

    async def _ask_hint(self, asked: object) -> None:
        s = self.app.session
        s.note_hint()
        self.app.page.show_notices()  # "This game is now a practice game", once
        budget = board.QUICK_HINT_BUDGET if self.quick else board.HINT_BUDGET
        for _ in range(board.HINT_TRIES):
            if s.decision() != asked:
                return  # you moved, took back or started anew: not this hint
            version = s.version
            obs_json = json.dumps(s.game.observation(HUMAN))
            worker = self.app.bots.worker
            try:
                if worker is not None:
                    args = (obs_json, s.hint_seed()) + (() if budget is None else (budget,))
                    data = json.loads(str(await worker.hint(*args)))
                else:  # no worker: a quick hint on the main thread
                    from durak.bots.hint import hint

                    quick = board.QUICK_HINT_BUDGET
                    data = hint(json.loads(obs_json), s.hint_seed(), quick).to_dict()
            except Exception as exc:  # a crash: no hint, the game goes on
                window.console.warn(f"hint failed: {exc}")
                return
            if s.version == version:
                self.hint = (version, str(data["move"]), str(data["reason"]))
                self.hinted = (version, asked)
                self.app.render(animate=False)  # the message line, a live region, says it
                if s.keys:  # H then Enter plays the hint (a keyboard play-through: Enter
                    self.focus_hint()  # played the card the focus had been on)
                return

    def focus_hint(self) -> None:
        """The focus on what the hint marked that you press: your card, else its button."""
        for where in ('#cards .hinted[data-where="hand"]', "#actions .hinted", "#tools .hinted"):
            node = document.querySelector(where)
            if found(node):
                node.focus()
                return

    async def run_coach(self, version: int) -> None:
        """The coach's figures for your decision: first ones, then refined."""
        from durak.bots.coach import figures_from_dict

        s = self.app.session
        worker = self.app.bots.worker
        if worker is None or s.game is None:
            self.coaching = None
            return
        obs_json = json.dumps(s.game.observation(HUMAN))
        seed = s.coach_seed()
        steps = board.coach_steps(self.quick)
        done = 0  # steps answered
        tries = 0
        try:
            while done < len(steps):
                budget, limit = steps[done]
                try:
                    answer = await asyncio.wait_for(  # a position's first step: fresh
                        worker.coach(obs_json, seed, budget, limit, done == 0),
                        board.coach_wait(limit),
                    )
                    figures = figures_from_dict(json.loads(str(answer)))
                except Exception as exc:  # a crash, a late or a broken answer: play on
                    tries += 1
                    window.console.warn(f"coach failed (try {tries}): {exc!r}")
                    if done or tries >= board.COACH_TRIES:
                        return  # first figures stand (or none: the next position tries)
                    await asyncio.sleep(board.COACH_RETRY_S)
                    if s.version != version or not s.settings.coach:
                        return
                    continue
                if s.version != version or not s.settings.coach:
                    return
                self.figures = (version, figures)
                done += 1
                s.note_coach()
                self.app.page.show_notices()
                self.show_marks()
        finally:
            if self.coaching == version:
                self.coaching = None

    def on_coach_switch(self, event) -> None:
        self.app.session.set_coach(bool(event.target.checked))
        self.figures = None
        self.app.render(animate=False)
