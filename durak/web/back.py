"""The browser's Back (a phone's back gesture) closes what is open, as Escape does: the
page's history entry, added and taken away as :class:`durak.ui.dialogs.BackHistory`
decides (what Back closes: :meth:`durak.ui.dialogs.Dialogs.back_action`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyscript import document, window

from durak.ui.dialogs import BACK_STATE, LOG, BackHistory
from durak.web.tasks import keep

if TYPE_CHECKING:
    from durak.web.app import App
    from durak.web.page import Page


class BackEntry:
    """The page's history entry, kept in step with what is open."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.history = BackHistory(ours=str(window.history.state) == BACK_STATE)
        self.due = False
        self.chosen = False  # a card of yours chosen, as the entry last followed it
        self._settle = keep(lambda *_: self.settle())

    def action(self) -> str | None:
        """What Back would close now (an action), if anything."""
        chosen = self.page.session.selected is not None
        return self.page.dialogs.back_action(not document.getElementById(LOG).hidden, chosen)

    def follow_choice(self) -> None:
        """After a render: a card of yours chosen or let go (Back lets go of it)."""
        chosen = self.page.session.selected is not None
        if chosen != self.chosen:
            self.chosen = chosen
            self.sync()

    def sync(self) -> None:
        """Something opened or closed: the entry follows once the handler is done (the
        menu closing as the rules open from it is no change)."""
        if not self.due:
            self.due = True
            window.setTimeout(self._settle, 0)

    def settle(self) -> None:
        self.due = False
        self._go(self.history.settle(self.action()))

    def _go(self, step: str | None) -> None:
        if step == "push":
            window.history.pushState(BACK_STATE, "")
        elif step == "back":
            window.history.back()

    def on_pop(self, app: App, event: Any) -> None:
        """Back or Forward between the page's entries."""
        fragment = bool(str(window.location.hash))  # a link pasted in (the page drops it)
        press, step = self.history.popped(str(event.state) == BACK_STATE, not fragment,
                                          self.action())  # fmt: skip
        if press is not None:
            app.action(press)
            self.sync()
        self._go(step)
