"""The table's markup that is rebuilt at every render (pure): the opponents' seats, your
name, and the action buttons. Every text in it is escaped (a player's name comes from
storage or a link); :mod:`durak.web.table` only writes it into the page."""

from __future__ import annotations

import html

from durak.ui.table_view import (
    SeatView,
    button_faces,
    lead_cards,
    lead_index,
    lead_text,
    seat_label,
)
from durak.ui.text import role_label, t

MINI_BACK = '<span class="mini-back"></span>'


def roles_html(seat: SeatView) -> str:
    """The seat's role badges, agreeing with its name ("Anya defends", "You defend")."""
    return "".join(
        f'<span class="role role-{r}">{html.escape(role_label(r, seat.seat, seat.name))}</span>'
        for r in seat.roles
    )


#: Heard between a seat's badges and its bubble (seen apart, read as one line).
SAID_APART = '<span class="sr-only">,</span>'


def bubble_html(seat: SeatView) -> str:
    """What the seat said in this bout ("Take"), or "thinking…" while a bot thinks long."""
    if seat.thinking:
        return f'<div class="bubble thinking">{html.escape(t("seat-thinking"))}</div>'
    if seat.bubble:
        return f'<div class="bubble">{html.escape(t(seat.bubble))}</div>'
    return ""


def seat_html(seat: SeatView, backs: int) -> str:
    """An opponent's seat at its centre: ``backs`` card backs fanned with its count, its
    name, what a screen reader hears of it, its badges and its bubble.

    >>> from durak.ui.table_view import SeatView
    >>> "&lt;b&gt;" in seat_html(SeatView(1, "<b>", (10, 20), 3, ["defender"]), 3)
    True
    """
    x, y = seat.centre
    roles = roles_html(seat)
    count = f'<span class="seat-count">{seat.count}</span>' if seat.shows_count else ""
    cls = "seat" + (" acting" if seat.acting else "") + "".join(f" is-{r}" for r in seat.roles)
    if seat.team is not None:
        cls += f" team-{seat.team}"
        if seat.partner:
            partner = html.escape(t("ui-role-partner"))
            roles = f'<span class="role role-partner">{partner}</span>' + roles
    bubble = bubble_html(seat)
    cls += " has-bubble" if bubble else ""
    return (
        # each seat an item of #seats' list: its name, count and roles read as one, apart
        f'<div class="{cls}" role="listitem" data-seat="{seat.seat}" '
        f'style="left:{x:.1f}px;top:{y:.1f}px">'
        f'<div class="fan" aria-hidden="true">{MINI_BACK * backs}{count}</div>'
        f'<div class="seat-name" aria-hidden="true">{html.escape(seat.name)}</div>'
        # a comma before the badges: "Anya, 4 cards attacker" was heard as "4 cards attack"
        f'<span class="sr-only">{html.escape(seat_label(seat))}{"," if roles else ""}</span>'
        # and one before the bubble: "attacker Beaten" ran on (a tablet play-through)
        f'<div class="seat-info">{roles}{SAID_APART if bubble else ""}</div>{bubble}</div>'
    )


def suits_html(suits: str) -> str:
    """Suit symbols, the red ones marked (coloured as on the cards)."""
    return "".join(f'<span class="red">{s}</span>' if s in "♥♦" else s for s in suits)


def buttons_html(names: list[str], enabled: bool) -> str:
    """The action buttons shown now, named by their words. A lead button holds each of its
    faces (:data:`~durak.ui.table_view.LEAD_FACES`): its words (its name, read even where
    the row shows a narrower face), its cards, its corner index (both ``aria-hidden``).

    >>> print(buttons_html(["take"], True))
    <button type="button" class="action action-take" data-action="take" aria-keyshortcuts="T">Take<kbd aria-hidden="true">T</kbd></button>
    """
    parts = []
    for name, kind, words, key in button_faces(names):
        shortcut = f' aria-keyshortcuts="{key}"' if key else ""
        kbd = f'<kbd aria-hidden="true">{key}</kbd>' if key else ""
        text = html.escape(words)
        if kind == "lead":
            cards = lead_cards(name)
            rank, suits = lead_index(cards)
            text = (
                f'<span class="lead-words">{text}</span>'
                f'<span class="lead-cards" aria-hidden="true">{html.escape(lead_text(cards))}</span>'
                f'<span class="lead-index" aria-hidden="true"><span class="lead-rank">'
                f'{html.escape(rank)}</span><span class="lead-suits">{suits_html(suits)}</span></span>'
            )
        parts.append(
            f'<button type="button" class="action action-{kind}" data-action="{name}"'
            f"{shortcut}{'' if enabled else ' disabled'}>{text}{kbd}</button>"
        )
    return "".join(parts)
