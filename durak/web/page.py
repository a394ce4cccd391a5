"""The page around the table: static texts, the status lines, the log, notices and the
dialogs (end of game, shared deal, statistics, rules, new-game panel).

Every word comes from the session or the catalog and goes in as text (``textContent``)
or escaped markup; the markup itself lives in ``index.html``.
"""

from __future__ import annotations

import html
import time
from functools import cmp_to_key
from typing import TYPE_CHECKING

from pyscript import document, window

from durak.i18n import LANGUAGE_NAMES, LANGUAGES
from durak.session import HUMAN
from durak.session.session import DIALOGS as PAUSING
from durak.ui import text as ui_text
from durak.ui.dialogs import DIALOGS, Dialogs
from durak.ui.text import spoken_html, t
from durak.web.notices import Notices, Words, words_of
from durak.web.tasks import found

if TYPE_CHECKING:
    from durak.session import Session

#: What Tab may reach inside a dialog (then filtered: shown, enabled, in the tab order).
FOCUSABLE = "button, [href], input, select, textarea, summary, [tabindex]"


def el(element_id: str):
    """The element with ``element_id``."""
    return document.getElementById(element_id)


#: The live region keeps this many of its last announcements, each its own paragraph.
ANNOUNCED_KEPT = 3


def announce(text: str) -> None:
    """Say ``text`` to a screen reader: a new paragraph of the live region (additions are
    read in turn; one written over the last replaced it before it was read, as a bot's
    move right after another at Extra Fast), the oldest beyond :data:`ANNOUNCED_KEPT`
    removed (removals are not read)."""
    region = el("announce")
    line = document.createElement("p")
    line.textContent = text
    region.append(line)
    while region.children.length > ANNOUNCED_KEPT:
        region.firstElementChild.remove()


class Page:
    """Writes the session's words into the page."""

    def __init__(self, session: Session) -> None:
        from durak.web.back import BackEntry

        self.session = session
        self.dialogs = Dialogs()
        self.back = BackEntry(self)  # the browser's Back closes what is open
        self.reset_armed = False
        self.logged = 0  # log entries in the page
        self.prompted: tuple[str, str] = ("", "")  # the prompt's markup, as the page holds it
        self.notices = Notices()
        select = el("lang-select")
        for lang in LANGUAGES:  # one list of languages: durak.i18n's
            option = document.createElement("option")
            option.value = lang
            option.lang = lang
            option.textContent = LANGUAGE_NAMES[lang]
            select.append(option)

    # ------------------------------------------------------------------ words
    def apply_texts(self) -> None:
        """Every static label from the catalog (``data-t`` names the key), then every line
        that depends on state, worded again from that state (nothing is left stale)."""
        lang = ui_text.language()
        root = document.documentElement
        root.lang = lang
        document.title = t("ui-page-title")  # before Python: static/js/loading.js
        # The update banner (static/js/pwa.js) reads its words from here.
        root.dataset.uiUpdateAvailable = t("ui-update-available")
        root.dataset.uiUpdateReload = t("ui-update-reload")
        el("lang-select").value = lang
        window.durakLanguage = lang
        for node in document.querySelectorAll("[data-t]"):
            node.textContent = t(node.dataset.t)
        self.show_worker()
        self.show_log()
        self.show_prompt()

    def show_worker(self) -> None:
        """The bots' status line, from the session's worker state."""
        el("bot-status").textContent = self.session.worker_text()
        document.body.dataset.worker = self.session.worker

    def show_prompt(self, text: str | None = None, said: str | None = None) -> None:
        """The status line: ``text`` (``said``: as a screen reader hears it), or whose turn
        it is and what you can do; a bot's turn is shown but not read out
        (:attr:`~durak.session.Session.waiting`)."""
        node = el("message")
        now = time.monotonic()
        held = self.session.pace.holding(now) is not None  # how the bout ended: the log says it
        if text is None and (self.session.waiting or held):
            quiet = document.createElement("span")
            quiet.setAttribute("aria-hidden", "true")
            quiet.textContent = self.session.prompt(now=now)
            node.replaceChildren(quiet)
        elif text is None:  # a chosen card, by name to a screen reader
            markup = spoken_html(self.session.prompt(), self.session.prompt(said=True))
            if self.prompted != (markup, node.innerHTML):  # the same line is not said again
                node.innerHTML = markup
                self.prompted = (markup, node.innerHTML)
        else:  # a reason: read with the cards by name
            node.innerHTML = spoken_html(text, said or text)

    def show_log(self, full: bool = True) -> None:
        """The game log worded in the current language (``full=False``: only the lines
        added since the last call); the new lines are announced (the last few of them; a
        redraw says nothing: :meth:`~durak.session.Session.log_news`)."""
        log = el("log")
        entries = len(self.session.entries)
        if full or self.logged > entries:  # reworded, or a new game
            log.innerHTML = ""
            self.logged = 0
        items = self.session.log_items(self.logged)
        self.logged = entries
        for number, line in items:
            item = document.createElement("li")
            item.textContent = line
            if number is None:
                item.className = "log-note"  # no number: the log numbers the moves
            else:
                item.value = number
            log.append(item)
        log.scrollTop = log.scrollHeight
        said = self.session.log_news()
        if said:
            announce(said)

    def notify(self, words: Words, again: bool = False) -> None:
        """A notice (:meth:`durak.web.notices.Notices.notify`)."""
        self.notices.notify(words, again)

    def show_notices(self) -> None:
        """The session's storage notices not yet shown."""
        for notice in self.session.take_notices():
            self.notify(words_of(notice))

    # ------------------------------------------------------------------ dialogs
    def open(self, name: str) -> None:
        """Show a dialog in front of the rest, which turns inert, and move the focus into it;
        the session pauses the bots while it is open."""
        el(DIALOGS[name].element).hidden = False
        if name in PAUSING:
            self.session.open_dialog(name)
        if name == "menu":
            el("btn-menu").setAttribute("aria-expanded", "true")
        if self.dialogs.open(name, document.activeElement):
            self._update_inert()
            element, selector = self.dialogs.first_focus()
            self._focus([f"#{element} {selector}"] if selector else [], el(element))
        self.back.sync()

    def close(self, name: str) -> None:
        """Hide a dialog; the focus goes back to what had it when the dialog opened."""
        el(DIALOGS[name].element).hidden = True
        if name in PAUSING:
            self.session.close_dialog(name)
        if name == "menu":
            el("btn-menu").setAttribute("aria-expanded", "false")
        if not self.dialogs.is_open(name):
            return  # (the end dialog, closed at each render of a game under way)
        self.back.sync()
        back = self.dialogs.close(name)
        self._update_inert()
        if back is not None:
            game = self.session.game
            over = game is not None and game.is_over
            if self._usable(back):
                back.focus()
            else:
                top = self.dialogs.top
                within = el(DIALOGS[top].element) if top is not None else None
                self._focus(self.dialogs.fallbacks(over), within)

    def toggle(self, name: str) -> None:
        """Open a closed dialog, close an open one."""
        if el(DIALOGS[name].element).hidden:
            self.open(name)
        else:
            self.close(name)

    def _update_inert(self) -> None:
        """Everything on the table but the dialog in front, what it keeps at hand and the
        notices is inert (the top bar item by item: the menu keeps its button); a dialog
        behind a modal one is out of sight too (``Dialogs.covered``)."""
        for node in document.querySelectorAll("#table > :not(.topbar), .topbar > *"):
            node.inert = self.dialogs.inert(str(node.id))
        for name, dialog in DIALOGS.items():
            el(dialog.element).toggleAttribute("data-covered", self.dialogs.covered(name))

    def tab_region(self) -> list:
        """What Tab goes round, in page order, while a dialog is open: the dialog's
        focusable elements and those of what it keeps at hand."""
        nodes = [el(element_id) for element_id in self.dialogs.region()]
        # compareDocumentPosition & 2: the other node comes first in the page.
        nodes.sort(key=cmp_to_key(lambda a, b: 1 if a.compareDocumentPosition(b) & 2 else -1))
        return [item for node in nodes for item in self.focusables(node)]

    @staticmethod
    def _usable(node) -> bool:
        """Whether the focus can go to ``node``: on the page, shown, not inert."""
        try:
            return (
                found(node)
                and bool(node.isConnected)
                and node != document.body
                and node.getClientRects().length > 0
                and not found(node.closest("[inert]"))
            )
        except Exception:  # not an element
            return False

    def focus_first(self, selectors: list[str]) -> None:
        """Focus the first of ``selectors`` that can take it (none: the focus stays)."""
        self._focus(selectors)

    def _focus(self, selectors: list[str], within=None) -> None:
        """Focus the first usable match of ``selectors``, else the first focusable element
        of ``within``."""
        for selector in selectors:
            node = document.querySelector(selector)
            if self._usable(node):
                node.focus()
                return
        if within is not None:
            items = self.focusables(within)
            if items:
                items[0].focus()

    @staticmethod
    def _folded(node) -> bool:
        """Whether ``node`` lies in a closed ``<details>`` (beyond its ``<summary>``): out of
        the browser's reach, although Chromium gives it a size (the analysis board's rules:
        Tab stood still, sent to a radio button that could not take the focus)."""
        summary = node.closest("summary")
        closed = node.closest("details:not([open])")
        while found(closed):
            if not (found(summary) and summary.parentElement == closed):
                return True
            up = closed.parentElement
            closed = up.closest("details:not([open])") if found(up) else None
        return False

    def focusables(self, root) -> list:
        """What Tab reaches inside ``root``, in order: shown, enabled, in the tab order; of
        a group of radio buttons only the checked one (the browser's own rule)."""
        out = []
        for node in [root, *root.querySelectorAll(FOCUSABLE)]:
            if not node.matches(FOCUSABLE):
                continue  # the root itself, a box
            if getattr(node, "disabled", False) or node.tabIndex < 0:
                continue
            if node.getClientRects().length == 0 or self._folded(node):
                continue
            if getattr(node, "type", "") == "radio" and not node.checked:
                group = root.querySelector(f'input[type="radio"][name="{node.name}"]:checked')
                if found(group) or root.querySelector(f'input[name="{node.name}"]') != node:
                    continue
            out.append(node)
        return out

    def show_end(self) -> None:
        """The end dialog: how the game ended and the match's losses. Not announced: the
        log's last line has said it, and the dialog's name and detail are read as the
        focus goes to Play again."""
        s = self.session
        game = s.game
        document.body.dataset.over = "1" if game is not None and game.is_over else ""
        if game is None or not game.is_over:
            self.close("end")
            document.body.dataset.result = ""
            return
        from durak.ui.follow import end_cards_html

        title, detail = s.end_title(), s.end_detail()
        el("end-title").textContent = title
        el("end-detail").textContent = detail
        el("end-cards").innerHTML = end_cards_html(game.observation(HUMAN), s.names)
        match = el("end-match")
        match.textContent, match.dataset.kind = s.end_match_line()  # bold red, or quiet
        el("end-practice").textContent = practice = s.practice_line()
        if practice:  # said there: the notice of it lay over the dialog's title (a learner)
            self.notices.drop(t("ui-practice-now"))
        el("end-losses").innerHTML = "".join(
            f"<li><span>{html.escape(n)}</span> <b>{count}</b></li>" for n, count in s.end_losses()
        )
        new = el("end").hidden
        self.open("end")
        if new:  # read from its title, not from where the last one was left (once shown:
            document.querySelector("#end .end-box").scrollTop = 0  # hidden, it keeps it)
        losers = game.losers
        document.body.dataset.result = "draw" if not losers else f"loser-{losers[0]}"

    def show_banner(self, warning: bool) -> None:
        """Offer the session's pending shared deal (or today's deal)."""
        from durak.share import banner_play_key, banner_text

        link = self.session.pending_link
        if link is None:
            return
        el("banner-text").textContent = banner_text(link, ui_text.language())
        play = document.querySelector('#banner [data-action="play-shared"]')
        play.setAttribute("data-t", banner_play_key(link))  # worded again at a switch
        play.textContent = t(banner_play_key(link))
        el("banner-warning").hidden = not warning
        self.open("banner")

    def open_rules(self) -> None:
        """The rules of the current game, in the current language."""
        from durak.ui.rules_view import rules_html  # only when asked for: a light start-up

        s = self.session
        rules = s.game.rules if s.game is not None else s.settings.rules()
        el("rules-body").innerHTML = rules_html(rules, ui_text.language())
        self.open("rules")

    def open_stats(self) -> None:
        """The statistics panel (drawn again if open: the focus stays in it)."""
        from durak.ui.stats_view import stats_html  # only when asked for

        body = el("stats-body")
        inside = bool(body.contains(document.activeElement))  # its title, as it opened
        body.innerHTML = stats_html(
            self.session.record, self.session.match_losses(every=True), ui_text.language()
        )
        self.reset_armed = False
        reset = el("stats-reset")
        on_reset = bool(reset.contains(document.activeElement))
        reset.textContent = t("ui-stats-reset")
        reset.classList.remove("armed")
        reset.style.minWidth = ""
        reset.disabled = not self.session.can_reset  # nothing to clear
        el("stats-reset-warning").textContent = ""
        self.open("stats")
        if inside or (on_reset and reset.disabled):  # (a disabled button loses the focus)
            el("stats-title").focus()

    def record_changed(self) -> None:
        """The record changed (another tab, Reset statistics, an import): the end dialog's
        match losses and the statistics, if open, drawn again."""
        if not el("end").hidden:
            self.show_end()
        if not el("stats").hidden:
            self.open_stats()

    def open_panel(self) -> None:
        """The new-game panel; it warns when Start would replace a game in progress."""
        from durak.web.panel import link_form, panel_html

        form = el("panel-form")
        form.innerHTML = panel_html(self.session.settings)
        link_form(form)
        el("panel-warning").hidden = not self.session.in_progress
        self.open("panel")
