"""The analysis board's hook into the app (issue 17), light: the board itself
(:mod:`durak.web.analysis`) is imported only when it is opened, when a shared position's
link opens the page (at start-up or in the open tab) or when a board was left open."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyscript import window

from durak.ui.analysis_view import STORE_KEY

if TYPE_CHECKING:
    from durak.web.analysis import Analysis
    from durak.web.app import App

#: How a position link's fragment starts (other fragments are the session's links).
PREFIX = "pos="


class AnalysisHook:
    """Makes the app's analysis board when it is first needed."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.board: Analysis | None = None

    def get(self) -> Analysis:
        if self.board is None:
            from durak.web.analysis import Analysis

            self.board = Analysis(self.app)
        return self.board

    def action(self, name: str) -> bool:
        """Press one of the board's buttons (or "Analyse" in the menu); False if not one."""
        if name != "analyse" and not name.startswith("an-"):
            return False
        self.get().action(name)
        return True

    def boot(self, fragment: str, proxy) -> None:
        """After the app's start-up: a position link opens the board with it; a board left
        open reopens. Position links opened later in this tab (a new fragment) too."""
        window.addEventListener("hashchange", proxy(self.on_hash))
        if fragment.startswith(PREFIX):
            self.get().screen.open_link(fragment)
            return
        try:
            saved = bool(self.app.store.get(STORE_KEY))
        except Exception:  # storage blocked: no saved board
            saved = False
        if saved and self.get().was_open:
            self.board.open()  # type: ignore[union-attr]

    def on_hash(self, _event) -> None:
        fragment = str(window.location.hash).lstrip("#")
        if fragment.startswith(PREFIX):
            path = str(window.location.pathname) + str(window.location.search)
            window.history.replaceState(None, "", path)
            self.get().screen.open_link(fragment)

    def language_changed(self) -> None:
        """The board's words again in the new language, if it is open."""
        from durak.web.page import el

        if self.board is not None and not el("analysis").hidden:
            self.board.render()
