"""What a key press does at the table (pure): the key handler asks, then acts.

The handler never raises: an unknown key, a modifier, or the focus on anything but a
card of your hand gives ``None`` or a harmless command.

>>> key_command("ArrowRight", "hand"), key_command("ArrowRight", None), key_command("t", None)
(('focus', 1), None, ('press', 'take'))
>>> key_command("q", "hand"), key_command("n", None, ctrl=True)
(None, None)
"""

from __future__ import annotations

from durak.ui.table_view import ACTIONS

#: Shortcut letter (lower case) -> the action it presses; ``n`` opens the new-game panel.
SHORTCUTS: dict[str, str] = {a.key.lower(): a.name for a in ACTIONS} | {"n": "new"}


def key_command(
    key: object, focus_where: str | None, *, ctrl: bool = False, panel_open: bool = False
) -> tuple[str, object] | None:
    """The command for ``key`` with the focus on an element whose ``data-where`` is
    ``focus_where`` (``None``: not a card): ``("focus", -1 | 1)`` moves along your hand,
    ``("press", action)`` presses an action button, ``("close", "panel")`` closes the
    new-game panel; ``None`` does nothing."""
    if not isinstance(key, str):
        return None
    if panel_open:
        return ("close", "panel") if key == "Escape" else None
    if key in ("ArrowLeft", "ArrowRight"):
        return ("focus", 1 if key == "ArrowRight" else -1) if focus_where == "hand" else None
    if ctrl:
        return None
    name = SHORTCUTS.get(key.lower())
    return ("press", name) if name else None
