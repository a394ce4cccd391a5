"""Main-thread app: DOM events in, session calls, timers, rendering out.

Every decision (new game, play again, replay, share, today's deal, resume, the record,
the log, your move queue, when bots move) is the session's (:mod:`durak.session`, pure
Python, tested in CPython). This module wires it to the page: :mod:`durak.web.input`
turns events into calls, :mod:`durak.web.table` and :mod:`durak.web.page` draw the
results, :mod:`durak.web.bots` runs the bots' turns. The markup is in ``index.html``.
"""

from __future__ import annotations

import asyncio
import time

from pyscript import document, window

from durak.session import HUMAN, Session, Step
from durak.storage import Notice, on_external_change
from durak.ui.dialogs import LOG
from durak.ui.table_view import (
    ACTION_BY_NAME,
    Action,
    Motions,
    button_move,
    lead_cards,
    motions,
    refused_transfer,
    transfer_zone_open,
)
from durak.ui.text import language
from durak.web import panel, records
from durak.web.bots import Bots
from durak.web.notices import words_of
from durak.web.page import Page, el
from durak.web.tasks import attr, found, keep, spawn


class App:
    """The table's glue: one session, the DOM, the input and the bots."""

    def __init__(self) -> None:
        from durak.web.input import Input
        from durak.web.local_store import LocalStore
        from durak.web.table import TableDom

        self.store = LocalStore()
        self.session = Session(self.store)
        self.dom = TableDom(el("table"))
        self.page = Page(self.session)
        self.input = Input(self)
        self.bots = Bots(self)
        self.clearing = 0  # finished bouts held, whose clearing is to come (_clear_bout)
        from durak.web.practice import Practice

        self.practice = Practice(self)
        from durak.web.analysis_hook import AnalysisHook

        self.analysis = AnalysisHook(self)  # issue 17: the analysis board, made when needed

    # ------------------------------------------------------------------ setup
    def mount(self) -> None:
        root, inp = el("table"), self.input
        root.addEventListener("click", keep(inp.on_click))
        root.addEventListener("change", keep(inp.on_change))
        root.addEventListener("submit", keep(inp.on_submit))
        root.addEventListener("pointerdown", keep(inp.on_pointer_down))
        document.addEventListener("pointermove", keep(inp.on_pointer_move))
        document.addEventListener("pointerup", keep(inp.on_pointer_up))
        document.addEventListener("pointercancel", keep(inp.on_pointer_cancel))
        document.addEventListener("keydown", keep(inp.on_key))
        document.addEventListener("mouseover", keep(inp.on_hover))
        window.addEventListener("resize", keep(lambda _e: self.render(animate=False)))
        window.addEventListener("storage", keep(self.on_storage))
        document.addEventListener("visibilitychange", keep(lambda _e: self.bots.on_visibility()))
        window.addEventListener("popstate", keep(lambda e: self.page.back.on_pop(self, e)))
        self.dom.resize()
        self.practice.mount(keep)
        spawn(self.bots.loop())

    def boot(self) -> None:
        """Settings, record and the game in progress from storage; then a shared link."""
        nav = window.navigator
        langs = [str(x) for x in nav.languages] or [str(nav.language)]
        fragment = str(window.location.hash).lstrip("#")
        position = fragment.startswith("pos=")  # issue 17: the analysis board's link
        notices = self.session.start(langs, "" if position else fragment)
        if fragment:
            path = str(window.location.pathname) + str(window.location.search)
            window.history.replaceState(None, "", path)
        self.page.apply_texts()
        self.render(deal=self.session.game.move_count == 0)
        self.page.show_end()
        for notice in notices:
            self.page.notify(words_of(notice))
        self.page.show_notices()
        if self.session.pending_link is not None:
            self.page.show_banner(warning=self.session.in_progress)
        self.analysis.boot(fragment if position else "", keep)
        window.addEventListener("hashchange", keep(self.on_hash))
        self.page.back.sync()  # (a reload on the page's history entry, nothing open)

    def on_hash(self, _event) -> None:
        """A share link pasted into this tab's address bar (only its fragment changed, so
        the page did not load again): offered as at start-up. (Position links: the
        analysis board's own listener.)"""
        fragment = str(window.location.hash).lstrip("#")
        if not fragment or fragment.startswith("pos="):
            return
        path = str(window.location.pathname) + str(window.location.search)
        window.history.replaceState(None, "", path)
        for notice in self.session.offer_link(fragment):
            self.page.notify(words_of(notice))
        if self.session.pending_link is not None:
            self.page.show_banner(warning=self.session.in_progress)

    # ------------------------------------------------------------------ drawing
    def render(self, record=None, animate: bool = True, deal: bool = False) -> float:
        """Bring the table to the session's game; animate ``record`` (a move) or the deal.
        Returns how long the animations run."""
        s = self.session
        game = s.game
        if game is None:
            return 0.0
        rules = game.rules
        self.dom.resize(game.n, len(game.hands[HUMAN]), rules.mode == "transfer", bool(rules.teams))
        now = time.monotonic()
        tv = s.table_view(self.dom.geometry, now, self.practice.hinted_move())
        moving = None
        if deal:
            stock = self.dom.geometry.stock()
            enter = {c: stock for c, sp in tv.sprites.items() if sp.where == "hand"}
            moving = Motions(enter, {}, [])
        elif record is not None:
            held = s.pace.holding(now) is record
            moving = motions(record, HUMAN, self.dom.geometry, game.n, held=held)
        self.input.note_focus()
        duration = self.dom.render(tv, s.timing, moving, animate=animate and s.settings.animations)
        self.dom.render_buttons(tv.buttons, enabled=True)
        self.input.keep_focus()
        el("transfer-zone").hidden = not transfer_zone_open(tv.buttons)
        self.page.show_prompt()
        document.body.dataset.turn = "you" if tv.your_turn else "bots"
        document.body.dataset.over = "1" if game.is_over else ""
        self.practice.after_render(tv)
        self.page.back.follow_choice()
        return duration

    def show(self, step: Step) -> float:
        """Animate, log and sound the moves a session call played. A move that ended a
        bout leaves that bout on the table for a moment (the session's pace), then it is
        cleared; the end dialog comes once the last bout has been seen."""
        s = self.session
        longest = 0.0
        for record in step.records:
            self.page.show_log(full=False)  # heard before the prompt that follows the move
            longest = max(longest, self.render(record))
            if record.kind in ("attack", "defend", "transfer"):
                self.sound("card")
            if s.pace.held is record:  # cleared after the pause (even if drawing took it all)
                longest = max(longest, s.pace.held_until - time.monotonic())
                spawn(self._clear_bout(record, s.version))
            elif record.over:
                self.page.show_end()
                self.sound("end")
        self.page.show_notices()
        self.bots.wake.set()
        return longest

    async def _clear_bout(self, record, version: int) -> None:
        """After the pause: the finished bout goes to the discard pile or the taker, the
        draws follow (nobody moves meanwhile); then the end dialog, if it was the last."""
        s = self.session
        self.clearing += 1  # your queued moves wait for it (_drain)
        while (left := s.pace.held_until - time.monotonic()) > 0:  # your next move cuts it
            await asyncio.sleep(min(left, 0.05) + 0.01)
        self.clearing -= 1  # (no await before the clearing's render: _drain cannot go first)
        if s.version != version:
            return  # a new game meanwhile
        duration = self.render(record)
        s.lock(time.monotonic() + duration)
        if record.bout is not None:
            self.sound("take" if record.bout.outcome == "taken" else "beaten")
        if record.over:
            await asyncio.sleep(duration)
            if s.version == version:
                self.page.show_end()
                self.sound("end")
        self.bots.wake.set()

    def show_thinking(self, version: int) -> None:
        """A bot has thought noticeably long: its seat says so (only the seats redrawn)."""
        s = self.session
        if (
            s.game is not None
            and s.version == version
            and s.pace.thinking(version, time.monotonic()) is not None
        ):
            self.dom.render_seats(s.table_view(self.dom.geometry, time.monotonic()))

    def new_deal(self, step: Step) -> None:
        """A session call started a game (or needs a yes first)."""
        if step.status != "started":
            return
        self.page.close("banner")
        # the last game's lines, still in the live region, read as this one's (a play-through)
        el("announce").textContent = ""
        self.page.show_log()
        self.render(deal=True)
        self.page.show_end()  # closed once the new hand is there: the focus goes to it
        self.page.show_notices()
        self.bots.wake.set()

    def sound(self, kind: str) -> None:
        if self.session.settings.sound:
            from durak.web import sound

            sound.play(kind)

    # ------------------------------------------------------------------ your moves
    def human(self, move: str) -> None:
        """You ask for ``move``: played (your animation then holds the bots and queues your
        next moves), queued, or refused with the reason on the status line."""
        step = self.session.human(move, time.monotonic())
        if step.status == "illegal":
            self.render(animate=False)  # a dropped card goes back to the hand
            self.page.show_prompt(step.reason, step.said)
        elif step.status == "queued":
            if len(self.session.queue) == 1:
                spawn(self._drain())
        elif step.status == "played":
            self.session.lock(time.monotonic() + self.show(step))

    async def _drain(self) -> None:
        """Play your queued moves as your animation ends, in order."""
        session = self.session
        while session.queue:
            wait = session.locked_until - time.monotonic()
            if wait > 0 or self.clearing:  # after your animation, and after the bout's clearing
                await asyncio.sleep(max(wait, 0.02))
                continue
            step = session.tick(time.monotonic())
            if step.records:
                session.lock(time.monotonic() + self.show(step))

    # ------------------------------------------------------------------ buttons
    def action(self, name: str) -> None:
        """A button (``data-action``) was pressed."""
        page, s = self.page, self.session
        if name != "menu" and not el("menu").hidden:
            page.close("menu")
        simple = {
            "new": page.open_panel,
            "menu": lambda: page.toggle("menu"),
            "close-menu": lambda: page.close("menu"),
            "log": self.toggle_log,
            "stats": page.open_stats,
            "rules": page.open_rules,
            "close-rules": lambda: page.close("rules"),
            "close-stats": lambda: page.close("stats"),
            "cancel": lambda: page.close("panel"),
            "stats-reset": lambda: records.reset_stats(self),
            "stats-export": lambda: records.export_stats(self),
            "share": lambda: spawn(records.share(self)),
            "daily": self.daily,
            "play-shared": lambda: self.new_deal(s.accept_link(confirm=True)),
            "dismiss-banner": lambda: (s.dismiss_link(), page.close("banner")),
            "again": lambda: self.new_deal(s.play_again()),
            "replay": lambda: self.new_deal(s.replay()),
            "start": lambda: panel.start(self),
            "unchoose": self.input.unchoose,  # Back with a card chosen
        }
        if name in simple:
            simple[name]()
        elif self.practice.action(name) or self.analysis.action(name):  # issue 17: the board
            pass
        elif name in ACTION_BY_NAME:
            self.press(ACTION_BY_NAME[name])
        elif cards := lead_cards(name):  # several cards of one rank at once
            self.human("attack " + " ".join(cards))
        elif name.startswith("preset-"):
            panel.preset(self, name[len("preset-") :])

    def toggle_log(self) -> None:
        """Open or close the game log; the table makes room for it (it covers nothing).
        Closed from inside (its Close button), the focus goes back to the Menu button it
        was opened from; closed by Escape elsewhere (your hand), it stays there."""
        log = el(LOG)
        active = document.activeElement
        in_log = active is None or active == document.body or bool(log.contains(active))
        log.hidden = not log.hidden
        self.page.back.sync()
        self.render(animate=False)
        if not log.hidden:
            self.page.show_log()
            log.querySelector(".log-close").focus()
        else:
            game = self.session.game
            over = game is not None and game.is_over
            self.page.focus_first(self.page.dialogs.after_log(over, in_log))

    def press(self, action: Action) -> None:
        """An action button (one row of :data:`~durak.ui.table_view.ACTIONS`): the legal move
        it stands for, with the card chosen or focused (see ``button_move``); a move with no
        card is asked for even when illegal, so that the reason shows."""
        game = self.session.game
        if game is None:
            return
        active = document.activeElement
        focused = None  # by keys only: Safari leaves the focus on a card when a button is tapped
        if self.session.keys and found(active) and attr(active, "data-where") == "hand":
            focused = attr(active, "data-card") or None
        chosen = (self.session.selected, focused)
        move = button_move(game.legal_moves(HUMAN), action, chosen, game.trump)
        if move is None and action.name == "transfer":  # asked for, so that the reason shows
            move = refused_transfer(game.observation(HUMAN), chosen)
        if move is not None:
            self.human(move)
        elif not action.move.endswith(" "):
            self.human(action.move)

    def daily(self) -> None:
        """Today's deal; over a game in progress it is offered first, with a warning."""
        from durak.share import banner_text

        s = self.session
        link = s.daily_link()
        step = s.daily()
        if step.status == "needs-confirmation":
            self.page.show_banner(warning=True)
        self.new_deal(step)
        if step.status == "started":  # which deal this is (the table changed silently),
            self.page.notify(lambda: banner_text(link, language()))  # worded again at a switch

    def set_language(self, lang: str) -> None:
        """Switch every visible string without reloading Python."""
        self.session.set_language(lang)
        self.page.apply_texts()
        # the last line announced was in the old language: a screen reader browsing the
        # page would meet it there until the next move (clearing it announces nothing)
        el("announce").textContent = ""
        self.dom.relabel()
        self.render(animate=False)
        self.page.show_end()
        if not el("rules").hidden:
            self.page.open_rules()
        if not el("stats").hidden:
            self.page.open_stats()
        self.analysis.language_changed()
        self.page.notices.relabel()
        self.page.show_notices()

    def on_storage(self, event) -> None:
        key = event.key if found(event.key) else None
        notice = on_external_change(key, event.newValue if found(event.newValue) else None)
        if notice is None:
            return
        s = self.session
        if key in (None, "durak.record"):
            before = s.record
            s.reload_record()
            self.page.record_changed()  # the match as the other tab left it
            if key and s.record == before:
                return  # the other tab saved what this one knows (it opened): nothing to say
        if key == "durak.game":
            if not s.follow_other_tab():
                return  # the same game as here (saved again as the other tab opened it)
            notice = Notice("storage-followed")  # this tab shows the game that tab saved
            self.page.show_log()
            self.render(animate=False)
            self.page.show_end()
            s.watching = str(document.visibilityState) == "hidden"
            self.bots.wake.set()  # (a hidden tab's bots wait: Bots.on_visibility)
        self.page.notify(words_of(notice))


def start() -> None:
    """Show the table (its markup is in ``index.html``), boot, then start the bots' worker."""
    el("loading").remove()  # worded by static/js/loading.js
    el("app").hidden = False
    app = App()
    app.mount()
    app.boot()
    from durak.web.hooks import install

    install(app, keep)
    document.body.dataset.ready = "1"
    window.durakReadyAt = window.performance.now()  # read by `make bench-load`
    app.bots.start_worker()
    spawn(app.bots.connect())
