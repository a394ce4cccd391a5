"""What a key press does at the table (pure): the key handler asks, then acts.

The handler never raises: an unknown key, a modifier, or the focus on anything but a
card of your hand gives ``None`` or a harmless command. While a dialog is open, keys
belong to it: Tab and Shift+Tab go round inside a modal one, Escape closes it (see
:mod:`durak.ui.dialogs`), and the table's shortcuts do nothing. Escape also closes the
game log, when nothing nearer is closed by it (a dialog in front, a card you chose).

>>> key_command("ArrowRight", "hand"), key_command("ArrowRight", None), key_command("t", None)
(('focus', 1), None, ('press', 'take'))
>>> key_command("q", "hand"), key_command("n", None, ctrl=True), key_command("End", "hand")
(None, None, ('focus', 'last'))
>>> key_command("Escape", None, dialog="stats"), key_command("t", None, dialog="stats")
(('close', 'close-stats'), None)
>>> key_command("Tab", None, shift=True, dialog="menu")
('tab', -1)
>>> key_command("ArrowRight", "attack"), key_command("Home", "attack")
(('target', 1), ('target', 'first'))
>>> key_command("ArrowRight", ""), key_command("ArrowLeft", "")
(('focus', 1), ('focus', -1))
>>> key_command("Escape", "attack"), key_command("Escape", None, dialog="stats")
(('unchoose', None), ('close', 'close-stats'))
>>> key_command("l", None), key_command("L", None, shift=True), key_command("T", None, shift=True)
(('press', 'lead'), ('press', 'lead2'), ('press', 'take'))
>>> key_command("Escape", None, log=True), key_command("Escape", None, dialog="end", log=True)
(('close', 'log'), ('close', 'log'))
>>> key_command("Escape", "hand", log=True, chosen=True), key_command("Tab", None, dialog="end")
(('unchoose', None), None)
>>> key_command("n", None, dialog="end"), key_command("t", None, dialog="end")
(('press', 'new'), None)
>>> key_command("Enter", None, dialog="panel", field="checkbox")
('confirm', 'start')
>>> key_command("Enter", None, dialog="panel", field="button"), key_command("Enter", None, dialog="panel", field="select")
(None, None)
"""

from __future__ import annotations

from durak.ui.dialogs import DIALOGS, LOG, LOG_ACTION
from durak.ui.practice_board import TOOLS
from durak.ui.table_view import ACTIONS, LEAD_KEYS

#: What each of :data:`~durak.ui.table_view.LEAD_KEYS` presses: the first, the second
#: button that plays several cards of one rank at once.
LEAD_PRESSES = ("lead", "lead2")
_LEADS = dict(zip(LEAD_KEYS, LEAD_PRESSES, strict=True))
SHIFT = "Shift+"

#: What N presses: the top bar's New game (also beside the end dialog).
NEW_GAME_PRESS = "new"

#: Shortcut letter (lower case) -> the action it presses; ``n`` opens the new-game panel;
#: ``h`` and ``u`` the practice tools (Hint, Take back: issue 15).
#: ``l`` the first button that plays several cards of one rank at once.
SHORTCUTS: dict[str, str] = {a.key.lower(): a.name for a in (*ACTIONS, *TOOLS)} | {
    "n": NEW_GAME_PRESS,
    **{k.lower(): press for k, press in _LEADS.items() if not k.startswith(SHIFT)},
}

#: The same with Shift held (other letters press the same with Shift as without):
#: ``l`` the second button that plays several cards of one rank at once.
SHIFT_SHORTCUTS: dict[str, str] = {
    k.removeprefix(SHIFT).lower(): press for k, press in _LEADS.items() if k.startswith(SHIFT)
}

#: The elements that are a choice in a form (``key_command``'s ``field``: a tick box, an
#: option), where Enter presses a dialog's ``enter`` action. A text field submits its form
#: by itself, a button is pressed by Enter, and a list is left out: Enter picks an option
#: in an open list (in some browsers the page gets that key too).
CHOICE_FIELDS = frozenset({"checkbox", "radio"})

#: Keys that move the focus along your hand: a step, or its first or last card.
HAND_KEYS: dict[str, int | str] = {"ArrowLeft": -1, "ArrowRight": 1, "Home": "first", "End": "last"}


def letter(key: str, code: str | None = None) -> str:
    """The shortcut letter a key press stands for: the key itself, or, for a letter of
    another alphabet (a Russian keyboard's "е" on the T key), the Latin key it is on.

    >>> letter("T"), letter("е", "KeyT"), letter("1", "Digit1")
    ('t', 't', '1')
    """
    if not key.isascii() and code and len(code) == 4 and code.startswith("Key"):
        return code[3].lower()
    return key.lower()


def key_command(
    key: object,
    focus_where: str | None,
    *,
    ctrl: bool = False,
    shift: bool = False,
    dialog: str | None = None,
    code: str | None = None,
    log: bool = False,
    chosen: bool = False,
    field: str = "",
) -> tuple[str, object] | None:
    """The command for ``key`` (``code``: the physical key) with the focus on an element
    whose ``data-where`` is ``focus_where`` (``None``: not a card; ``""``: on nothing, the
    page itself), ``dialog`` in front (``None``: none open), the game log open or not
    (``log``), a card of yours chosen or not (``chosen``) and what kind of element has
    the focus (``field``: an ``<input>``'s type, else its tag in lower case):

    - ``("focus", step)`` moves along your hand (``-1``, ``1``, ``"first"``, ``"last"``);
    - ``("target", step)`` moves along the table's cards that the card you chose may
      cover (the focus is on one of them: choosing the card put it there);
    - ``("press", action)`` presses an action button;
    - ``("close", action)`` presses the action that closes the dialog (Escape), or the
      game log when the dialog in front does not close by Escape but keeps the log at
      hand (the end of a game), or no dialog is open and no card chosen;
    - ``("confirm", action)`` presses the action of the dialog in front that Enter
      presses on a choice (the new-game panel's Start);
    - ``("tab", -1 | 1)`` moves the focus round inside a modal dialog (beside one that
      is not, Tab is the browser's);
    - ``("unchoose", None)``: Escape on a card lets go of the card you chose;
    - ``None`` does nothing (the browser's own handling goes on).
    """
    if not isinstance(key, str):
        return None
    if dialog is not None:
        spec = DIALOGS.get(dialog)
        if key == "Escape" and spec is not None and spec.escape:
            return ("close", spec.close)
        if key == "Escape" and log and spec is not None and LOG in spec.keeps:
            return ("close", LOG_ACTION)
        if (
            key == "Enter"
            and field in CHOICE_FIELDS
            and spec is not None
            and spec.enter
            and not (ctrl or shift)
        ):
            return ("confirm", spec.enter)
        if key == "Tab" and not ctrl and (spec is None or spec.modal):
            return ("tab", -1 if shift else 1)
        if spec is not None and not spec.modal and not ctrl and key:
            # beside a dialog that is not modal the top bar works: N is its New game
            pressed = letter(key, code if isinstance(code, str) else None)
            if SHORTCUTS.get(pressed) == NEW_GAME_PRESS:
                return ("press", NEW_GAME_PRESS)
        return None
    if key == "Escape":  # on a card (or nothing): let go of the card you chose, if any
        on_card = focus_where in ("hand", "attack", "")
        if log and not (chosen and on_card):  # else the log, if it is open
            return ("close", LOG_ACTION)
        return ("unchoose", None) if on_card else None
    step = HAND_KEYS.get(key)
    if step is not None and focus_where == "attack":
        return ("target", step)  # along the cards the chosen card may cover
    if step is not None:
        on_hand = focus_where in ("hand", "")  # from nothing, the arrows go to your hand
        return ("focus", step) if on_hand or isinstance(step, str) else None
    if ctrl or not key:
        return None
    pressed = letter(key, code if isinstance(code, str) else None)
    name = (shift and SHIFT_SHORTCUTS.get(pressed)) or SHORTCUTS.get(pressed)
    return ("press", name) if name else None


def hand_target(step: int | str, current: int | None, count: int) -> int | None:
    """Which card of a hand of ``count`` (left to right) a ``("focus", step)`` command
    moves to from the ``current``-th (``None``: the focus is not on the hand): a step
    stays within the hand; ``None`` for an empty hand.

    >>> hand_target(1, 2, 3), hand_target(-1, 0, 3), hand_target("last", None, 3)
    (2, 0, 2)
    >>> hand_target("first", 2, 3), hand_target(1, None, 3), hand_target(1, 0, 0)
    (0, 0, None)
    """
    if count <= 0:
        return None
    if step == "first":
        return 0
    if step == "last":
        return count - 1
    if current is None:
        return 0
    return max(0, min(count - 1, current + int(step)))
