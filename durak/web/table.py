"""Draws the table in the DOM from a :class:`durak.ui.table_view.TableView`.

One lasting element per face-up card, keyed by its code; cards move with CSS
transitions on ``transform`` (no Python call per frame). Opponents' hands, the
stock and the discard pile are plain markup rebuilt on each render. All text
goes in through ``textContent`` or :func:`html.escape`.
"""

from __future__ import annotations

import asyncio
import html

from pyscript import document, window

from durak.ui.cards_svg import back_svg, card_svg, sprite_svg
from durak.ui.layout import Geometry, Place, log_dock
from durak.ui.practice_board import css_px
from durak.ui.table_html import buttons_html, roles_html, seat_html
from durak.ui.table_view import (
    LAST_MOVE_NOTE,
    LEAD_FACES,
    NOTE_ID,
    ROW_HEADS,
    TRUMP_NOTE,
    Motions,
    Sprite,
    TableView,
    card_note,
    described_by,
    lead_fit,
    row_starts,
    row_width,
    tab_stops,
)
from durak.ui.text import card_name, t
from durak.ui.timing import Timing
from durak.web.piles import render_piles
from durak.web.tasks import box_zoom, found, js_object, keep, spawn, zoom_page


def transform(place: Place) -> str:
    """Where a card lies: on whole pixels, since each card is a layer of its own (see
    ``.card`` in app.css) and a layer between pixels is drawn resampled, softer."""
    x, y, rot = place
    return f"translate({x:.0f}px, {y:.0f}px) rotate({rot:.1f}deg)"


class TableDom:
    """The table's DOM: created once, then updated by :meth:`render`."""

    def __init__(self, root) -> None:
        self.root = root
        self.cards: dict[str, object] = {}  # card code -> element
        self._renders = 0  # which render the DOM order is being settled for
        self._landed = 0.0  # when the cards in flight have all landed (the loop's clock)
        self.geometry = Geometry.fit(root.clientWidth or 360, root.clientHeight or 640)
        sprite = document.createElement("div")
        sprite.innerHTML = sprite_svg()
        sprite.setAttribute("aria-hidden", "true")
        sprite.className = "svg-sprite"
        root.append(sprite)
        self.layer = document.getElementById("cards")
        self.seats_el = document.getElementById("seats")
        self.stock_el = document.getElementById("stock")
        self.discard_el = document.getElementById("discard")
        self.actions_el = document.getElementById("actions")
        self.bout_el = document.getElementById("bout")
        # The marked cards' accessible description ("Last move: Anya"); their names stay.
        self.last_el = document.createElement("span")
        self.last_el.id = LAST_MOVE_NOTE
        self.last_el.hidden = True
        root.append(self.last_el)
        # The face-up trump's description: it read as a mere disabled "Jack of clubs".
        self.trump_el = document.createElement("span")
        self.trump_el.id = TRUMP_NOTE
        self.trump_el.hidden = True
        root.append(self.trump_el)
        # Each card's own description: which attack it covers, or what covers it; your hand.
        self.notes_el = document.createElement("div")
        self.notes_el.id = "card-notes"
        self.notes_el.hidden = True
        root.append(self.notes_el)
        # The lead buttons' faces again once the practice tools are drawn (after the action
        # buttons), when the coach's figures widen the buttons, and when the row's size
        # changes.
        fit = keep(lambda *_: self.fit_leads())
        watch = window.MutationObserver.new(fit)
        watch.observe(self.actions_el, js_object(childList=True, subtree=True))
        watch.observe(document.getElementById("tools"), js_object(childList=True))
        window.ResizeObserver.new(fit).observe(document.getElementById("action-row"))
        # One Tab stop in your hand and one among the cards to cover (a roving tab stop):
        # it follows the focus as the arrows move it (see ``tab_stops``).
        self.focused: str | None = None  # the card the focus is or last was on
        self.layer.addEventListener("focusin", keep(self._on_focus))
        # Headings among the cards, for a screen reader to jump to (see ``row_starts``).
        self.heads = [document.createElement("h2") for _ in ROW_HEADS]
        for head in self.heads:
            head.className = "sr-only"

    # ------------------------------------------------------------------ layout
    def resize(
        self, players: int = 2, hand: int = 6, transfer: bool = False, teams: bool = False
    ) -> bool:
        """Recompute the geometry for the current size, ``players``, a hand of ``hand`` cards,
        the transfer zone's strip and team badges, beside the game log if it is docked open
        (see :func:`~durak.ui.layout.log_dock`); True if it changed."""
        zoom_page()
        width, height = self.root.clientWidth or 360, self.root.clientHeight or 640
        dock = log_dock(width, height)
        docked = not document.getElementById("log-panel").hidden and dock.where != "over"
        top = dock.table_top() if docked else 48
        table_w = dock.table_width(width) if docked else width
        g = Geometry.fit(table_w, height, top, players, hand, transfer=transfer, teams=teams)
        changed = g != self.geometry
        self.geometry = g
        style = self.root.style
        style.setProperty("--cw", f"{g.card_w}px")
        style.setProperty("--ch", f"{g.card_h}px")
        style.setProperty("--sw", f"{g.small_w}px")
        style.setProperty("--seat-w", f"{g.seat_size()[0]}px")
        style.setProperty("--seat-h", f"{g.seat_size()[1]}px")
        style.setProperty("--table-w", f"{g.width}px")
        style.setProperty("--table-top", f"{g.top}px")
        self.root.dataset.log = dock.where
        style.setProperty("--log-size", f"{dock.size}px")
        left, top, width, height = g.bout_area()
        b = self.bout_el.style
        b.left, b.top, b.width, b.height = f"{left}px", f"{top}px", f"{width}px", f"{height}px"
        zl, zt, zw, zh = g.zone()
        z = document.getElementById("transfer-zone").style
        z.left, z.top, z.width, z.height = f"{zl - left}px", f"{zt - top}px", f"{zw}px", f"{zh}px"
        ol, ot, ow, oh = g.oval()
        felt = document.getElementById("felt").style
        felt.left, felt.top, felt.width, felt.height = f"{ol}px", f"{ot}px", f"{ow}px", f"{oh}px"
        self.root.dataset.short = "yes" if g.short else "no"
        row = document.getElementById("action-row").style
        row.top, row.height = f"{g.actions_top()}px", f"{g.actions_h - 6}px"
        row = document.getElementById("status-row").style
        row.top, row.height = f"{g.status_top()}px", f"{g.status_h - 2}px"
        return changed

    # ------------------------------------------------------------------ render
    def render(
        self,
        tv: TableView,
        timing: Timing,
        motions: Motions | None = None,
        animate: bool = True,
    ) -> float:
        """Bring the DOM to ``tv``, animating ``motions``; returns how long the animations
        run (seconds)."""
        enter = motions.enter if motions else {}
        leave = motions.leave if motions else {}
        draws = motions.draws if motions else []
        move = timing.card_move if animate else 0.0
        self.root.style.setProperty("--move", f"{move:.3f}s")
        longest = 0.0
        delay = 0.0
        # Cards drawn from the stock arrive one after another, in drawing order.
        stock_steps: dict[str, float] = {}
        for card in [c for c in tv.sprites if enter.get(c) == self.geometry.stock()]:
            stock_steps[card] = delay
            delay += timing.draw_step
        stops = tab_stops(tv.sprites, self.focused)
        for card, sprite in tv.sprites.items():
            el = self.cards.get(card)
            fresh = el is None
            if el is None:
                el = self._create(sprite)
                start = enter.get(card)
                if start is not None and animate:
                    el.style.transition = "none"
                    el.style.transform = transform(start)
                    el.getBoundingClientRect()  # commit the start position
                    el.style.transition = ""
            self._update(el, sprite, card in stops)
            d = stock_steps.get(card, 0.0)
            el.style.transitionDelay = f"{d:.3f}s" if animate else "0s"
            if animate and fresh and card in stock_steps:
                self._face_down(el, d, move)
            longest = max(longest, d + move)
        # Opponents' draws: backs flying from the stock to their seats.
        if draws and animate:
            for seat, count in draws:
                centre = tv.seats[seat].centre
                for _ in range(count):
                    self._ghost(self.geometry.stock(), self.geometry.seat_card(centre), delay, move)
                    delay += timing.draw_step
            longest = max(longest, delay + move)
        for card in [c for c in self.cards if c not in tv.sprites]:
            el = self.cards.pop(card)
            target = leave.get(card)
            if target is not None and animate:
                el.style.transitionDelay = "0s"
                el.style.transform = transform(target)
                el.classList.add("leaving")
                el.removeAttribute("aria-describedby")  # its note goes now
                spawn(self._remove_later(el, move + 0.05))
                longest = max(longest, move)
            else:
                el.remove()
        self._render_seats(tv)
        render_piles(tv, self.geometry, self.stock_el, self.discard_el)
        self._renders += 1
        now = asyncio.get_event_loop().time()  # a later render waits for earlier flights
        self._landed = max(self._landed, now + longest)
        spawn(self._order_later(self._renders, list(tv.sprites), self._landed - now + 0.05))
        self.notes_el.innerHTML = "".join(
            f'<span id="{NOTE_ID}{card}">{html.escape(note)}</span>'
            for card, sprite in tv.sprites.items()
            if (note := card_note(sprite))
        )
        by = tv.marked_by
        self.trump_el.textContent = t("ui-trump-card")
        self.last_el.textContent = (
            ""
            if by is None
            else t("mark-last-you")
            if by == 0
            else t("mark-last", name=tv.seats[by].name)
        )
        return longest

    def _create(self, sprite: Sprite):
        el = document.createElement("button")
        el.type = "button"
        el.className = "card"
        el.dataset.card = sprite.card
        el.setAttribute("aria-label", card_name(sprite.card))
        el.innerHTML = card_svg(sprite.card)
        self.layer.append(el)
        self.cards[sprite.card] = el
        return el

    def relabel(self) -> None:
        """After a language switch: every card's name, and its face's rank letters (a
        Russian pack's queen says "Д")."""
        for card, el in self.cards.items():
            el.setAttribute("aria-label", card_name(card))
            face = el.querySelector("svg.card-face")
            if found(face):
                face.outerHTML = card_svg(card)

    def _on_focus(self, event) -> None:
        """The focus came to a card of your hand or a card to cover: it is its row's Tab
        stop now, in place of the row's last one (see ``tab_stops``)."""
        el = event.target.closest("[data-card]")
        if not found(el):
            return
        hand = el.dataset.where == "hand"
        if not hand and not el.classList.contains("target"):
            return
        card = str(el.dataset.card)
        self.focused = card
        for key, other in self.cards.items():
            if key != card and other.tabIndex == 0 and (other.dataset.where == "hand") == hand:
                other.tabIndex = -1
        el.tabIndex = 0

    def _update(self, el, sprite: Sprite, stop: bool = False) -> None:
        el.style.transform = transform(sprite.place)
        el.style.zIndex = str(sprite.z)
        el.dataset.where = sprite.where
        classes = el.classList
        for name, on in (("playable", sprite.highlighted), ("dimmed", sprite.dimmed),
                         ("target", sprite.target), ("selected", sprite.selected),
                         ("marked", sprite.marked), ("queued", sprite.queued)):  # fmt: skip
            classes.toggle(name, on)
        ids = described_by(sprite)
        if ids:
            el.setAttribute("aria-describedby", " ".join(ids))
        else:
            el.removeAttribute("aria-describedby")
        in_hand = sprite.where == "hand"
        el.tabIndex = 0 if stop else -1
        if in_hand:
            el.setAttribute("aria-disabled", "false" if sprite.playable else "true")
            el.setAttribute("aria-pressed", "true" if sprite.selected else "false")
        else:
            el.removeAttribute("aria-pressed")
            el.setAttribute("aria-disabled", "false" if sprite.target else "true")

    def _face_down(self, el, delay: float, move: float) -> None:
        """A card drawn from the stock leaves it face down and turns up on its way to your
        hand (a play-through: it flew face up, like a card played)."""
        cover = document.createElement("span")
        cover.className, cover.innerHTML = "draw-cover", back_svg()
        cover.setAttribute("aria-hidden", "true")
        cover.style.animationDelay = f"{delay:.3f}s"
        el.append(cover)
        spawn(self._remove_later(cover, delay + move + 0.05))

    def _ghost(self, start: Place, end: Place, delay: float, move: float) -> None:
        el = document.createElement("div")
        el.className = "card ghost"
        el.setAttribute("aria-hidden", "true")
        el.innerHTML = back_svg()
        el.style.transition = "none"
        el.style.transform = transform(start)
        self.layer.append(el)
        el.getBoundingClientRect()
        el.style.transition = ""
        el.style.transitionDelay = f"{delay:.3f}s"
        el.style.transform = transform(end)
        spawn(self._remove_later(el, delay + move + 0.05))

    async def _order_later(self, render: int, order: list[str], seconds: float) -> None:
        """Once the cards have landed, put their elements in the table view's reading order
        (the trump card, the bout, your hand from left to right), so that Tab and a screen
        reader go through your hand as it lies; a drawn card is created last. Moving an
        element ends its transition, hence the wait; a newer render settles the order."""
        await asyncio.sleep(seconds)
        if render != self._renders:
            return
        for cover in list(self.layer.querySelectorAll(".draw-cover")):
            cover.remove()  # (moved, its animation would start again)
        wanted = [self.cards[c] for c in order if c in self.cards]
        # the headings, without a data-card (undefined would raise), are not cards
        cards = self.layer.querySelectorAll(":scope > [data-card]")
        current = [el for el in cards if el.dataset.card in self.cards]
        if [el.dataset.card for el in current] != [el.dataset.card for el in wanted]:
            focused = document.activeElement
            for el in wanted:
                self.layer.append(el)
            if focused is not None and focused.isConnected and focused != document.activeElement:
                focused.focus(js_object(preventScroll=True))
        starts = row_starts([str(el.dataset.where) for el in wanted])
        for head, key, start in zip(self.heads, ROW_HEADS, starts, strict=True):
            head.textContent = t(key)  # worded again after a language switch
            if start is None:
                head.remove()
            elif wanted[start].previousElementSibling != head:
                wanted[start].before(head)

    @staticmethod
    async def _remove_later(el, seconds: float) -> None:
        await asyncio.sleep(seconds)
        el.remove()

    def render_seats(self, tv: TableView) -> None:
        """Only the opponents' seats and yours (a bot starts saying "thinking…")."""
        self._render_seats(tv)

    def _render_seats(self, tv: TableView) -> None:
        self.seats_el.innerHTML = "".join(
            seat_html(seat, self.geometry.fan_backs(seat.count)) for seat in tv.seats[1:]
        )
        me = tv.seats[0]
        mine = document.getElementById("seat-me")
        mine.classList.toggle("acting", tv.your_turn)
        mine.className = (
            "seat-me"
            + (" acting" if tv.your_turn else "")
            + (f" team-{me.team}" if me.team is not None else "")
        )
        name = html.escape(me.name)
        mine.innerHTML = f'<span class="seat-name" title="{name}">{name}</span>{roles_html(me)}'

    def render_buttons(self, names: list[str], enabled: bool) -> None:
        """Only the possible actions are shown, as real buttons named by their action. A
        lead button holds each of its faces (:data:`~durak.ui.table_view.LEAD_FACES`); the
        row shows the widest that fits (:meth:`fit_leads`), its words stay its name."""
        self.actions_el.innerHTML = buttons_html(names, enabled)
        self.fit_leads(tools_compact=True)

    def fit_leads(self, *_observed, tools_compact: bool = False) -> None:
        """The lead buttons' face (:func:`~durak.ui.table_view.lead_fit`), measured in the
        row as it is laid out now. Right after the buttons are drawn the practice tools are
        counted with their glyphs (they give way first: they are measured next, beside
        these faces, and keep their words if those fit); once the tools are drawn, the
        row's buttons change or the row's size does, as they are."""
        actions = self.actions_el
        leads = actions.querySelectorAll(".action-lead")
        if not leads.length:
            actions.removeAttribute("data-lead-face")
            actions.removeAttribute("data-lead-wrap")
            return
        row = document.getElementById("action-row")
        tools = document.getElementById("tools")
        row.classList.add("measure")  # every button's words on one line
        actions.removeAttribute("data-lead-wrap")
        buttons = list(actions.children)
        zoom = box_zoom()  # bounding boxes may be in the screen's pixels, clientWidth the page's
        widths = {}
        for face in LEAD_FACES:  # the gaps differ too: the corner indices' are narrower
            actions.dataset.leadFace = face
            gap = css_px(str(window.getComputedStyle(actions).columnGap))
            widths[face] = row_width([b.getBoundingClientRect().width / zoom for b in buttons], gap)
        glyphs = tools_compact and not tools.classList.contains("compact")
        if glyphs:
            tools.classList.add("compact")
        tools_w = tools.getBoundingClientRect().width / zoom
        if glyphs:
            tools.classList.remove("compact")
        fit = lead_fit(widths, row.clientWidth, tools_w)
        row.classList.remove("measure")
        actions.dataset.leadFace = fit.face
        actions.toggleAttribute("data-lead-wrap", fit.wrap)
