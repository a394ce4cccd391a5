"""The table's dialogs (pure): which are open and in what order, what Escape and a click
outside do, what takes the focus when one opens and where it goes back when one closes.

While a dialog is open, everything else on the table is inert (out of the keyboard's
and the accessibility tree's reach), except the notices, which report what the dialog's
buttons did ("Link copied"), and what the dialog keeps at hand: the menu its Menu button
(which closes it again), the end dialog the top bar above it (New game, Menu: the
statistics and the language after a game) and the game log (read after the game, closed
by its own Close button, from the menu, or by Escape). Tab goes round a modal dialog and
what it keeps; the end dialog is not modal (the top bar works beside it), so Tab follows
the page's own order there, through the top bar, the dialog and the log.
Dialogs stack: the new-game panel opened from the end dialog closes back onto it.

>>> d = Dialogs()
>>> d.open("menu", "menu button"), d.top, d.escape()
(True, 'menu', 'close-menu')
>>> d.inert("seats"), d.inert("menu"), d.inert("notices"), d.inert("btn-menu")
(True, False, False, False)
>>> d.close("menu"), d.top, d.inert("seats")
('menu button', None, False)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Dialog:
    """One dialog: its element's id, the action (``data-action``) that closes it (``""``:
    only its answers do), whether
    Escape or a click outside closes it, what takes the focus when it opens (a CSS
    selector inside it; ``""``: its first focusable element), the elements outside it
    that stay live with it (ids, in page order), whether it is modal (Tab goes round
    it and what it keeps; the page's ``aria-modal``: :attr:`aria_modal`), and the action
    that Enter presses on one of its choices (``enter``: a tick box or an option;
    ``""``: none. On a button Enter presses that button, and in a text field the form's
    own submission does the same)."""

    name: str
    element: str
    close: str
    escape: bool = True
    light: bool = False  # a click outside closes it (the menu; the read-only boxes)
    box: str = ""  # the part of the element a click outside of is "outside" ("": all of it)
    focus: str = ""
    keeps: tuple[str, ...] = ()
    behind: bool = False  # it comes by itself: behind a dialog the player has open
    modal: bool = True  # False: what it keeps works beside it, Tab goes the page's way
    enter: str = ""

    @property
    def aria_modal(self) -> bool:
        """Whether the page marks it ``aria-modal``: a modal dialog that keeps nothing
        outside it at hand. The table behind an open dialog is inert, out of a screen
        reader's reach already; ``aria-modal`` would also hide what the dialog keeps (the
        menu's own Menu button, which closes it), so a dialog that keeps something goes
        without it.

        >>> DIALOGS["panel"].aria_modal, DIALOGS["menu"].aria_modal, DIALOGS["end"].aria_modal
        (True, False, False)
        """
        return self.modal and not self.keeps


#: Children of the table that stay live while a dialog is open.
LIVE = ("notices",)
#: The top bar's items (the front end makes each inert or not, rather than the bar).
TOP_BAR = ("btn-new", "trump-badge", "btn-menu")
#: The game log (no dialog: docked beside the table, or over it on a small phone).
LOG = "log-panel"
#: The action (``data-action``) that opens and closes the game log: the menu's item and
#: the log's Close button.
LOG_ACTION = "log"
#: The action that lets go of the card you chose (Escape on a card; Back with no dialog open).
UNCHOOSE_ACTION = "unchoose"
#: The Menu button: the game log opens from the menu, so the focus goes back there when
#: the log closes.
MENU_BUTTON = "#btn-menu"

#: Every dialog of the table, by name (the session's names; ``end``: the end of a game).
#: Statistics and the rules open on their box, not on a button at its bottom: their
#: text is read (and scrolled) from the top. The end dialog must be answered (Escape does
#: not close it): it stays until the next game starts, with the top bar and the game log
#: at hand (the log open when the game ended, or opened from the menu after it, is read,
#: scrolled and closed there, Escape included; the page lays the dialog out beside a
#: docked log, and under a log open over a small phone's table). It is not modal: what it
#: keeps works beside it (the rest of the table is inert all the same).
DIALOGS: dict[str, Dialog] = {
    d.name: d
    for d in (
        Dialog("menu", "menu", "close-menu", light=True, keeps=("btn-menu",)),
        # read from the top: the title has the focus (the arrow keys scroll the box under
        # it); the box itself, focused before, was an unnamed area to a screen reader
        # a tap beside their box (on the dimmed table) closes them: a learner's phone
        # play-through found the rules' only Close 2,900 px down
        Dialog("stats", "stats", "close-stats", focus="#stats-title", light=True, box=".panel-box"),
        Dialog("rules", "rules", "close-rules", focus="#rules-title", light=True, box=".panel-box"),
        # Enter on an option or a tick box starts the game: Start is some twenty Tabs away
        Dialog("panel", "panel", "cancel", enter="start"),
        Dialog("banner", "banner", "dismiss-banner", focus='[data-action="play-shared"]'),
        Dialog(
            "end",
            "end",
            "",
            escape=False,
            focus='[data-action="again"]',
            keeps=(*TOP_BAR, LOG),
            behind=True,
            modal=False,
        ),
        # practice-ui (issue 15): the review of a finished game, opened from the end dialog
        Dialog("review", "review", "close-review", focus='[data-action="review-next"]'),
        # analysis (issue 17): the analysis board over the table, opened from the menu
        Dialog("analysis", "analysis", "an-close", focus="#analysis-title"),
    )
}

#: The state of the history entry the page adds while Back has something to close
#: (:meth:`Dialogs.back_action`): Back takes that entry, and the page closes the thing.
BACK_STATE = "durak-back"

#: Where the focus goes when what had it before a dialog opened is gone (a card played,
#: a button no longer shown): your hand's tab stop (the card the arrows start from: the
#: leftmost playable one after a deal, see ``durak.ui.table_view.tab_stops``), else its
#: first card, else the top bar's New game.
HAND_STOP = '#cards [data-where="hand"][tabindex="0"]'
HAND_FIRST = '#cards [data-where="hand"]'
NEW_GAME = "#btn-new"


class Dialogs:
    """The open dialogs, oldest first, each with what had the focus when it opened (any
    object: the front end's element)."""

    def __init__(self) -> None:
        self.stack: list[tuple[str, Any]] = []

    @property
    def top(self) -> str | None:
        """The dialog in front (the one keys and the focus belong to), or ``None``."""
        return self.stack[-1][0] if self.stack else None

    def is_open(self, name: str) -> bool:
        return any(n == name for n, _ in self.stack)

    def open(self, name: str, had_focus: Any) -> bool:
        """``name`` opens over the others; True if it opened in front (the front end then
        moves the focus into it). Opening an open dialog again changes nothing. A dialog
        that comes by itself (``behind``: the end of a game, shown once its last bout has
        been seen) opens behind one the player has open meanwhile (say New game), which
        stays in front and usable; closing that one then shows it.

        >>> d = Dialogs(); _ = d.open("panel", "New game")
        >>> d.open("end", "card"), d.top, d.inert("panel"), d.close("panel"), d.top
        (False, 'panel', False, 'New game', 'end')
        """
        if name not in DIALOGS:
            raise ValueError(f"unknown dialog {name!r}")
        if self.is_open(name):
            return False
        if DIALOGS[name].behind and self.stack:
            # what the dialog in front gives back on closing is what this one had then
            self.stack.insert(len(self.stack) - 1, (name, self.stack[-1][1]))
            return False
        self.stack.append((name, had_focus))
        return True

    def close(self, name: str) -> Any:
        """``name`` closes; what had the focus when it opened, if it was in front (the
        focus goes back there), else ``None``. A dialog closing under another hands its
        focus to the one above it, which closes back onto what had the focus before both.

        >>> d = Dialogs(); _ = d.open("end", "card"); _ = d.open("panel", "New game")
        >>> d.close("end"), d.close("panel")
        (None, 'card')
        """
        for i, (n, had) in enumerate(self.stack):
            if n != name:
                continue
            del self.stack[i]
            if i == len(self.stack):  # it was in front
                return had
            above, _ = self.stack[i]
            self.stack[i] = (above, had)
            return None
        return None

    def inert(self, element_id: str) -> bool:
        """Whether the table's child (or top bar item) ``element_id`` is inert now: while a
        dialog is open, everything but the dialog in front, what it keeps and the notices."""
        top = self.top
        if top is None:
            return False
        d = DIALOGS[top]
        return element_id != d.element and element_id not in LIVE and element_id not in d.keeps

    def covered(self, name: str) -> bool:
        """Whether the open dialog ``name`` is out of sight behind a modal one in front:
        the end dialog behind the review or the new-game panel (its box showed below the
        review's edge, and a screen reader met both), not behind the menu.

        >>> d = Dialogs(); _ = d.open("end", None); _ = d.open("review", "Review")
        >>> d.covered("end"), d.covered("review"), d.covered("panel")
        (True, False, False)
        >>> _ = d.close("review"); _ = d.open("menu", "Menu"); d.covered("end")
        False
        """
        top = self.top
        return top not in (None, name) and self.is_open(name) and DIALOGS[top].aria_modal

    def region(self) -> tuple[str, ...]:
        """The ids Tab goes round while a modal dialog is open: the dialog in front and what
        it keeps at hand (``()`` if none is open). Beside a dialog that is not modal the
        same ids are what Tab reaches, in the page's own order."""
        top = self.top
        return () if top is None else (DIALOGS[top].element, *DIALOGS[top].keeps)

    def escape(self) -> str | None:
        """The action Escape presses: closing the dialog in front, if Escape closes it."""
        top = self.top
        return DIALOGS[top].close if top is not None and DIALOGS[top].escape else None

    def back_action(self, log: bool, chosen: bool = False) -> str | None:
        """The action the browser's Back (a phone's back gesture) presses: what Escape
        closes, the dialog in front; else, with no dialog open, letting go of the card you
        chose (``chosen``; Back left the page, a learner's play-through), or else the game
        log (``log``: it is open) beside no dialog or one that keeps it at hand; ``None``:
        nothing to close, Back leaves the page. While there is something, the page keeps a
        history entry of its own for Back to take (:class:`BackHistory`; Back left the page
        with the rules open, a learner's play-through).

        >>> d = Dialogs(); d.back_action(log=False), d.back_action(log=True)
        (None, 'log')
        >>> d.back_action(log=True, chosen=True)
        'unchoose'
        >>> _ = d.open("end", None); d.back_action(log=False), d.back_action(log=True)
        (None, 'log')
        >>> _ = d.open("review", "Review"); d.back_action(log=True, chosen=True)
        'close-review'
        """
        close, spec = self.escape(), DIALOGS.get(self.top or "")
        if close is None and chosen and spec is None:
            return UNCHOOSE_ACTION
        if close is None and log and (spec is None or LOG in spec.keeps):
            return LOG_ACTION
        return close

    def outside_click(self) -> tuple[str, str] | None:
        """The action a click outside the dialog in front presses (the menu closes, and
        the rules and statistics beside their box), with the selector of what is
        "inside"; ``None``: a dialog that asks stays until answered.

        >>> d = Dialogs()
        >>> d.open("rules", "menu"), d.outside_click()
        (True, ('close-rules', '#rules .panel-box'))
        >>> d.open("panel", "rules"), d.outside_click()
        (True, None)
        """
        d = DIALOGS.get(self.top or "")
        if d is None or not d.light:
            return None
        return d.close, f"#{d.element} {d.box}".rstrip()

    def first_focus(self) -> tuple[str, str]:
        """``(element id, selector)`` of what takes the focus in the dialog in front
        (``""``: its first focusable element). ``ValueError`` if none is open."""
        if self.top is None:
            raise ValueError("no dialog is open")
        d = DIALOGS[self.top]
        return d.element, d.focus

    def fallbacks(self, over: bool) -> list[str]:
        """Where the focus goes, first that exists, when what had it is gone: into the dialog
        still in front (its first focus: ``[]`` means its first focusable element), else (a
        game under way) your hand's tab stop or first card, else the top bar's New game.

        >>> Dialogs().fallbacks(over=True)
        ['#btn-new']
        >>> Dialogs().fallbacks(over=False)  # doctest: +NORMALIZE_WHITESPACE
        ['#cards [data-where="hand"][tabindex="0"]', '#cards [data-where="hand"]', '#btn-new']
        """
        if self.top is not None:
            element, focus = self.first_focus()
            return [f"#{element} {focus}"] if focus else []
        return [NEW_GAME] if over else [HAND_STOP, HAND_FIRST, NEW_GAME]

    def after_log(self, over: bool, focus_in_log: bool = True) -> list[str]:
        """Where the focus goes, first that can take it, when the game log closes (Escape,
        its Close button, the menu): if it was in the log (``focus_in_log``), the Menu
        button the log was opened from, else as when what had the focus is gone
        (:meth:`fallbacks`); if it was elsewhere (a card of your hand, the top bar), nowhere
        (``[]``): it stays where the player was.

        >>> d = Dialogs(); d.after_log(over=False)  # doctest: +NORMALIZE_WHITESPACE
        ['#btn-menu', '#cards [data-where="hand"][tabindex="0"]', '#cards [data-where="hand"]',
         '#btn-new']
        >>> _ = d.open("end", None); d.after_log(over=True)
        ['#btn-menu', '#end [data-action="again"]']
        >>> d.after_log(over=True, focus_in_log=False)
        []
        """
        return [MENU_BUTTON, *self.fallbacks(over)] if focus_in_log else []


class BackHistory:
    """The page's own history entry (:data:`BACK_STATE`, at the page's address), kept while
    the browser's Back has something to close (:meth:`Dialogs.back_action`), so that Back
    takes the entry and the page closes the thing instead of leaving. The front end calls
    :meth:`settle` once something opened or closed (after the handler: the menu closing
    as the rules open from it is no change) and does what it answers; and :meth:`popped`
    at each ``popstate``. ``ours``: the entry is the current one (a reload keeps it).

    >>> h = BackHistory(ours=False)
    >>> h.settle("close-rules")  # the rules opened: the entry goes in
    'push'
    >>> h.popped(ours=False, same_page=True, action="close-rules")  # Back closes them
    ('close-rules', None)
    >>> h.settle(None)  # nothing open: the entry is gone already
    >>> h.settle("close-menu"), h.settle(None)  # the menu, closed by its button or Escape
    ('push', 'back')

    The page's own step back (``"back"``) takes the entry away, so that the next Back
    leaves the page at once (it did nothing before: a review of the change); its
    ``popstate`` is let pass:

    >>> h.popped(ours=False, same_page=True, action=None)
    (None, None)
    >>> h.popped(ours=True, same_page=True, action=None)  # Forward onto it: nothing open
    (None, 'back')
    >>> h.popped(ours=False, same_page=True, action=None)
    (None, None)
    """

    def __init__(self, ours: bool) -> None:
        self.ours = ours
        self.own_pops = 0  # the page's own steps back whose popstate is still to come

    def settle(self, action: str | None) -> str | None:
        """What the history needs now that Back would press ``action`` (``None``: nothing
        open): ``"push"`` the entry, step ``"back"`` off it, or nothing."""
        if action is not None and not self.ours:
            self.ours = True
            return "push"
        if action is None and self.ours:
            self.ours, self.own_pops = False, self.own_pops + 1
            return "back"
        return None

    def popped(
        self, ours: bool, same_page: bool, action: str | None
    ) -> tuple[str | None, str | None]:
        """A ``popstate`` onto an entry (``ours``: the page's own; ``same_page``: no link's
        fragment in the address, which the page takes out once read) while Back would press
        ``action``: ``(action to press, "back" or None)``. Back off the page's entry closes
        what is open (then :meth:`settle`); with nothing to close, it goes on off the page;
        Forward onto the entry with nothing open steps back off it."""
        was, self.ours = self.ours, ours
        if self.own_pops:
            self.own_pops -= 1
            return None, None
        if not same_page:
            return None, None
        if was and not ours:
            return (action, None) if action is not None else (None, "back")
        if ours and action is None:
            return None, self.settle(None)
        return None, None


def tab_target(index: int | None, count: int, shift: bool) -> int | None:
    """Which of a dialog's ``count`` focusable elements (in order) Tab (``shift``: Shift+Tab)
    moves to from the ``index``-th (``None``: the focus is on none of them, say the dialog's
    box): the next or the previous, round at the ends, so that Tab never leaves the dialog.
    ``None`` if it has nothing focusable.

    >>> tab_target(2, 3, False), tab_target(0, 3, True), tab_target(None, 3, True)
    (0, 2, 2)
    >>> tab_target(None, 3, False), tab_target(1, 3, False), tab_target(None, 0, False)
    (0, 2, None)
    """
    if count <= 0:
        return None
    if index is None or not 0 <= index < count:
        return count - 1 if shift else 0
    return (index + (-1 if shift else 1)) % count
