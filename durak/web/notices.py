"""Notices: dismissible messages over the table (text only, never HTML), each gone after
its time (:func:`durak.ui.notices.notice_seconds`) on a visible page, and worded again in
the new language at a switch (a notice shown kept its first language: a play-through)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from pyscript import document

from durak.settings import Notice
from durak.ui.notices import notice_seconds
from durak.ui.text import language, t
from durak.web.tasks import spawn

#: A notice's words: a text, or a function giving them in the current language.
Words = str | Callable[[], str]


async def _expire(box, seconds: float) -> None:
    """Remove a notice once it has been on a visible page for ``seconds``, not counting
    time while the pointer rests on it or the focus is in it."""
    step = 0.25
    while seconds > 0 and box.isConnected:
        await asyncio.sleep(step)
        held = box.matches(":hover") or box.matches(":focus-within")
        if not document.hidden and not held:
            seconds -= step
    box.remove()


class Notices:
    """The notices on the page (``#notices``)."""

    def __init__(self) -> None:
        # the notices on the page that are worded again at a switch: (a text's span, its words)
        self.live: list[tuple[object, Callable[[], str]]] = []

    def notify(self, words: Words, again: bool = False) -> None:
        """A notice; not twice at once: while the same one shows, it stays as it is
        (another tab playing changes the saved game at each move: a play-through had
        some fifteen of them over the table), or, ``again`` (the answer to something the
        player just did: an import, a reset), it is replaced by a new one, which is said
        again and stays its whole time. ``words`` given as a function are worded again
        at a language switch (:meth:`relabel`)."""
        text = words() if callable(words) else words
        root = document.getElementById("notices")
        focused = False  # the focus on the notice replaced: it goes to the new one
        for shown in root.querySelectorAll(".notice > span"):
            if str(shown.textContent) == text:
                if not again:
                    return
                focused = focused or bool(shown.parentElement.contains(document.activeElement))
                shown.parentElement.remove()
        box = document.createElement("div")
        box.className = "notice"
        box.setAttribute("role", "alert")
        msg = document.createElement("span")
        msg.textContent = text
        close = document.createElement("button")
        close.type = "button"
        close.className = "notice-close"
        close.dataset.action = "dismiss-notice"
        close.setAttribute("aria-label", t("ui-dismiss"))
        close.textContent = "×"
        box.append(msg, close)
        root.append(box)
        if focused:
            close.focus()
        if callable(words):
            self.live = [(m, w) for m, w in self.live if m.isConnected] + [(msg, words)]
        spawn(_expire(box, notice_seconds(text)))

    def drop(self, text: str) -> None:
        """Take away the notices showing ``text`` (what a dialog now says itself)."""
        for shown in list(document.querySelectorAll("#notices .notice > span")):
            if str(shown.textContent) == text:
                shown.parentElement.remove()

    def relabel(self) -> None:
        """After a language switch: the notices on the page in the new language (a
        notice's time is not started again: it is not read out again either)."""
        self.live = [(msg, words) for msg, words in self.live if msg.isConnected]
        for msg, words in self.live:
            msg.textContent = words()
        for close in document.querySelectorAll("#notices .notice-close"):
            close.setAttribute("aria-label", t("ui-dismiss"))


def words_of(notice: Notice) -> Callable[[], str]:
    """A storage or link notice's words, in the language of the moment."""
    return lambda: notice.text(language())
