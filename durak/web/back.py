"""The browser's Back (a phone's back gesture) closes what is open, as Escape does.

While Back has something to close (:meth:`durak.ui.dialogs.Dialogs.back_action`: a dialog
that Escape closes, or the game log), the page keeps one history entry of its own
(:data:`~durak.ui.dialogs.BACK_STATE`, the same address): Back takes it, and the page
closes the thing instead of leaving (Back left the page with the rules open, a learner's
play-through). When what was open closed by its own button, the entry stays: a later Back
finds nothing to close and goes on off the page, as it meant to.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyscript import document, window

from durak.ui.dialogs import BACK_STATE, LOG

if TYPE_CHECKING:
    from durak.web.app import App
    from durak.web.page import Page


class BackEntry:
    """The page's history entry: added while Back has something to close."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.ours = str(window.history.state) == BACK_STATE  # (a reload keeps the entry)
        self.url = str(window.location.href)

    def action(self) -> str | None:
        """What Back would close now (an action), if anything."""
        return self.page.dialogs.back_action(not document.getElementById(LOG).hidden)

    def sync(self) -> None:
        """Add the entry if Back has something to close and it is not there yet."""
        if self.ours or self.action() is None:
            return
        window.history.pushState(BACK_STATE, "")
        self.ours, self.url = True, str(window.location.href)

    def on_pop(self, app: App, event) -> None:
        """Back (or Forward) between the page's entries. Back from its own entry (to the
        same address: not a link's fragment) closes what Back closes, then keeps an entry
        for what is still open; with nothing to close, Back goes on off the page."""
        was, self.ours = self.ours, str(event.state) == BACK_STATE
        if not was or self.ours or str(window.location.href) != self.url:
            return
        action = self.action()
        if action is None:
            window.history.back()
            return
        app.action(action)
        self.sync()
