"""The analysis board on the page (issue 17): "Analyse" in the menu opens it over the
table (the game in progress waits under it). What it shows and what a button means are
decided in :mod:`durak.ui.analysis_view` (following a game), :mod:`durak.ui.analysis_setup`
(the set-up screens) and :mod:`durak.ui.analysis_picker`; the board itself is the core's
(:mod:`durak.analysis`). This module writes their markup into the dialog, turns its
buttons into calls, asks the "bots" worker for the coach's figures and keeps the board
in ``localStorage`` (a key of its own). The set-up screen's own buttons (play from here,
the coach, share) are in :mod:`durak.web.analysis_setup`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyscript import document, window

from durak.ui import analysis_setup as setup
from durak.ui import analysis_view as view
from durak.ui.text import spoken_html, t
from durak.web.page import announce, el
from durak.web.tasks import found, keep

if TYPE_CHECKING:
    from durak.analysis import Board
    from durak.web.app import App


class Analysis:
    """The analysis dialog, wired to one app: which screen it shows (``new``: a board to
    follow a game, ``follow``, ``setup``: a position by hand) and its state."""

    def __init__(self, app: App) -> None:
        from durak.web.analysis_setup import SetupScreen

        self.app = app
        self.settings = app.session.settings
        self.mode = "new"
        self.new = setup.NewState()
        self.board: Board | None = None
        self.state = view.FollowState()
        self.screen = SetupScreen(self)
        self.coaching: int | None = None
        self.was_open = False  # the saved board was open when the page was left
        self.armed = False  # "New board" pressed once over a board with entries
        el("analysis").addEventListener("change", keep(self.on_change))
        self.restore()

    # ------------------------------------------------------------------ storage
    def restore(self) -> None:
        """The saved board, if any (a broken one: a message and a fresh board; its text is
        kept aside; one of a newer version stays where it is, see ``load_saved``; nothing
        else in storage is touched)."""
        saved, notice = view.load_saved(self.app.store)
        if saved is not None:
            self.settings, self.board, self.was_open = saved
            self.mode = "follow" if self.board is not None else "new"
        elif notice:
            self.app.page.notify(lambda: t(notice))

    def save(self) -> None:
        open_ = self.app.page.dialogs.is_open("analysis")
        try:
            view.write_saved(self.app.store, self.settings, self.board, open_)
        except Exception as exc:  # storage full or blocked: the board lives on unsaved
            window.console.warn(f"analysis board not saved: {exc}")

    # ------------------------------------------------------------------ the dialog
    def open(self) -> None:
        self.render()
        self.app.page.open("analysis")
        self.save()

    def close(self) -> None:
        self.app.page.close("analysis")
        self.save()

    def action(self, name: str) -> bool:
        """Press one of the board's buttons; False if ``name`` is not one."""
        if name == "analyse":
            self.open()
            return True
        parts = view.parse_action(name)
        if not parts:
            return False
        verb, *args = parts
        arg = args[0] if args else ""
        if verb == "close":
            self.close()
            return True
        if self.screen.action(verb, arg):
            return True
        handlers = {
            "trump": lambda: self.pick_new("trump", arg),
            "mine": lambda: self.pick_new("hand", arg),
            "shown": lambda: self.pick_new("shown", arg),
            "start": self.start,
            "new": self.new_board,
            "undo": self.undo,
            "opt": lambda: self.option(int(args[0]), args[1]),
            "pick": lambda: self.pick(arg),
            "target": lambda: self.target(arg),
            "hand": lambda: self.tap(arg),
            "cover": lambda: self.cover(arg),
            "act": lambda: self.button(arg),
            "draw": lambda: self.pick_draw(arg),
            "drawn": self.drawn,
        }
        if verb in handlers:
            handlers[verb]()
        return True

    def new_board(self) -> None:
        """A new board; over a board with entries the first press only asks (it is armed:
        its label says so), the second drops the board. From the set-up screen ("Follow a
        game"), back to the board being followed, if a position link left one."""
        if self.mode == "setup" and self.board is not None:
            self.switch("follow")
            return
        button = el("analysis-buttons").querySelector('[data-action="an-new"]')
        if self.mode == "follow" and self.can_undo() and not self.armed:
            self.armed = True
            if found(button):
                button.textContent = t("analysis-new-confirm")
            return
        self.armed = False
        self.switch("new")

    def switch(self, mode: str) -> None:
        self.mode = mode
        self.state = view.FollowState(version=self.state.version + 1)
        if mode == "new":
            self.board = None
            self.save()
        self.render(focus=True)

    def names(self) -> list[str]:
        if self.board is not None:
            return view.seat_names(self.board.rules.players, self.board.seat)
        return view.seat_names(self.settings.players, 0)

    # ------------------------------------------------------------------ drawing
    def render(self, focus: bool = False) -> None:
        """The current screen into the dialog, its buttons and its lines."""
        body = el("analysis-body")
        status, error = "", self.state.error
        if self.mode == "follow" and self.board is not None:
            names = self.names()
            body.innerHTML = view.follow_html(self.board, self.state, names)
            status = view.status_line(self.board, self.state, names)
            figures = self.state.figures
            due = figures is not None and figures[0] == self.state.version
            el("analysis-coach").innerHTML = view.coach_html(figures[1] if due else None)
        elif self.mode == "setup":
            self.screen.render(body)
            el("analysis-coach").innerHTML = self.screen.coach_line
        else:
            self.new = self.new.fitted(self.settings.players, self.settings.deck)
            body.innerHTML = setup.new_html(self.settings, self.new)
            status = setup.new_status(self.settings, self.new)
            el("analysis-coach").textContent = ""
        el("analysis-status").textContent = status
        el("analysis-error").innerHTML = error  # HTML (failed): escaped
        el("analysis-error").hidden = not error
        el("analysis-buttons").innerHTML = view.footer_html(self.mode, self.can_undo())
        self.armed = False
        document.body.dataset.analysis = self.mode
        if focus:
            first = body.querySelector("button:not([disabled]), summary")
            if found(first):
                first.focus()
        if self.mode == "follow" and self.board is not None:
            self.coach_if_due()

    def can_undo(self) -> bool:
        return self.board is not None and bool(self.board.entries)

    def failed(self, message: str, said: str | None = None) -> None:
        """An impossible entry: its message (``said``: read with the cards' names);
        nothing else changed."""
        self.state.error = spoken_html(message, said or message)  # HTML, escaped
        el("analysis-error").innerHTML = self.state.error
        el("analysis-error").hidden = False

    def refocus(self, action: str) -> None:
        """The focus back on the button with ``action`` after a redraw (else the board)."""
        node = el("analysis-body").querySelector(f'[data-action="{action}"]')
        if not found(node) or node.disabled:
            node = el("analysis-body").querySelector("button:not([disabled])")
        if found(node):
            node.focus()

    # ------------------------------------------------------------------ a new board
    def on_change(self, event) -> None:
        """A rule, a seat or a set-up choice changed in the dialog's form."""
        from durak.web.panel import link_form, read_form

        target = event.target
        name = str(target.name) if found(getattr(target, "name", None)) else ""
        self.state.error = ""  # a change: the last refusal's message goes
        if name in ("an_seat", "an_first", "an_dealer"):
            value = int(target.value) if str(target.value) else None
            from dataclasses import replace

            self.new = replace(self.new, **{name[3:]: value})  # seat or first
            self.render()
            again = el("analysis-body").querySelector(
                f'input[name="{name}"][value="{target.value}"]'
            )
            if found(again):
                again.focus()
            return
        if name.startswith("an_"):
            value = (
                ("on" if target.checked else "") if target.type == "checkbox" else str(target.value)
            )
            self.screen.on_change(name, value)
            return
        rules_box = el("analysis-body").querySelector(".an-rules-body")
        if not found(rules_box):
            return
        note = link_form(rules_box, name).note  # as in the panel: a bigger deck for more...
        self.settings = read_form(rules_box, self.settings)
        self.render()
        el("analysis-body").querySelector(".an-rules").open = True
        el("analysis-body").querySelector(".an-rules-body .panel-note").textContent = note
        if note:  # its line was drawn anew with the board: a screen reader hears it here
            announce(note)
        again = el("analysis-body").querySelector(f'input[name="{name}"][value="{target.value}"]')
        if found(again):
            again.focus()

    def pick_new(self, which: str, card: str) -> None:
        tap = {"trump": self.new.tap_trump, "hand": self.new.tap_hand, "shown": self.new.tap_shown}
        self.new = tap[which](card)
        self.state.error = ""  # a change: the last refusal's message goes
        self.render()
        self.refocus(f"an-{ {'hand': 'mine'}.get(which, which) }-{card}")

    def start(self) -> None:
        """Follow a game with the chosen rules, seat, trump card and hand."""
        from durak.analysis import Board, EntryError

        n = self.new
        if not n.trump:
            self.failed(t("analysis-need-trump"))
            return
        rules = self.settings.rules()
        try:
            board = Board.new(
                rules, n.seat, n.trump[0], list(n.hand), n.first, n.shown_card(rules), n.dealer
            )
        except EntryError as err:
            self.failed(*view.entry_said(err))
            return
        self.board = board
        self.mode = "follow"
        self.state = view.FollowState(version=self.state.version + 1)
        self.save()
        self.render(focus=True)

    # ------------------------------------------------------------------ following
    def enter(self, seat: int, move: str) -> bool:
        """Enter a move on the board; an impossible one shows its message."""
        from durak.analysis import EntryError

        assert self.board is not None
        try:
            self.board.enter(seat, move)
        except EntryError as err:
            self.failed(*view.entry_said(err))
            return False
        self.state = self.state.moved()
        self.save()
        self.render()
        announce(el("analysis-status").textContent)
        return True

    def option(self, seat: int, kind: str) -> None:
        if self.board is None:
            return
        move, entering = view.option_press(seat, kind, self.board.observation()["table"])
        if move is not None:
            if self.enter(seat, move):
                self.refocus("an-opt-")
            return
        self.state.entering = entering
        self.state.error = ""
        self.render()
        self.refocus("an-pick-" if entering.target else "an-target-")  # type: ignore[union-attr]

    def target(self, card: str) -> None:
        e = self.state.entering
        if e is not None and e.kind == "defend":
            self.state.entering = view.Entering(e.seat, e.kind, card)
            self.render()
            self.refocus("an-pick-")

    def pick(self, card: str) -> None:
        e = self.state.entering
        if e is not None and self.enter(e.seat, view.card_move(e, card)):
            self.refocus("an-opt-")

    def tap(self, card: str) -> None:
        if self.board is None:
            return
        move, select = view.own_tap(self.board, self.state, card)
        if move is not None:
            self.enter(self.board.seat, move)
            self.refocus("an-hand-")
            return
        self.state.selected = select
        self.render()
        self.refocus("an-cover-" if select else f"an-hand-{card}")

    def cover(self, target: str) -> None:
        if self.board is not None and self.state.selected:
            self.enter(self.board.seat, f"defend {target} {self.state.selected}")
            self.refocus("an-hand-")

    def button(self, name: str) -> None:
        if self.board is None:
            return
        move = view.own_button(self.board, self.state, name)
        if move is not None:
            self.enter(self.board.seat, move)
            self.refocus("an-opt-")

    def pick_draw(self, card: str) -> None:
        if self.board is None:
            return
        from durak.ui.analysis_picker import toggle

        self.state.drawn = toggle(self.state.drawn, card, self.board.needs_draw)
        self.state.error = ""
        self.render()
        self.refocus(
            "an-drawn" if len(self.state.drawn) == self.board.needs_draw else f"an-draw-{card}"
        )

    def drawn(self) -> None:
        from durak.analysis import EntryError

        if self.board is None:
            return
        try:
            self.board.draw(list(self.state.drawn))
        except EntryError as err:
            self.failed(*view.entry_said(err))
            return
        self.state = self.state.moved()
        self.save()
        self.render()
        self.refocus("an-opt-")

    def undo(self) -> None:
        from durak.analysis import EntryError

        if self.board is None:
            return
        try:
            undone = self.board.undo()
        except EntryError as err:  # a damaged saved board whose entries do not replay
            self.failed(*view.entry_said(err))
            return
        if undone:
            self.state = self.state.moved()
            self.save()
            self.render()
            announce(t("analysis-undone"))
            self.refocus("an-undo")

    # ------------------------------------------------------------------ the coach
    def coach_if_due(self) -> None:
        from durak.web.analysis_coach import coach_if_due

        coach_if_due(self)
