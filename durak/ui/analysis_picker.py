"""The analysis board's card picker (issue 17), pure: the deck's cards by suit, tap to
choose; nothing is typed. Chosen cards are marked (``aria-pressed``), cards that cannot
be chosen here (used elsewhere, not possible for the move) are disabled, and a card
placed somewhere else in a set-up says where (its mark, also its accessible description).

Each card is a ``<button>`` whose accessible name is the card's ("Queen of hearts") and
whose ``data-action`` is the picker's action with the card's code appended
(``an-pick-QH``): the page's click handler presses it like any other button.

>>> [c.card for c in picker_rows(24, ())[0][1]][:3]
['9S', 'TS', 'JS']
>>> toggle((), "QH", 2), toggle(("QH",), "QH", 2), toggle(("QH", "KH"), "AH", 2)
(('QH',), (), ('QH', 'KH'))
>>> toggle(("QH",), "KH", 1)
('KH',)
"""

from __future__ import annotations

import html
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass

from durak.cards import DECKS, RANKS, SUITS
from durak.ui.text import card_label, card_name, t

#: The suits in the picker's rows, as a player sorts them (red and black alternate).
ROW_SUITS = ("S", "H", "C", "D")
#: Suits drawn in red.
RED = frozenset("HD")


def deck_codes(deck: int) -> list[str]:
    """The deck's cards as codes, suit by suit (:data:`ROW_SUITS`), low to high.

    >>> len(deck_codes(36)), deck_codes(52)[:2], deck_codes(32)[-1]
    (36, ['2S', '3S'], 'AD')
    """
    low = DECKS[deck]
    return [r + s for s in ROW_SUITS for r in RANKS[low:]]


@dataclass(frozen=True)
class PickerCard:
    """One card of the picker: its ``card`` code, whether it is ``chosen`` here, whether
    it is ``disabled`` (it cannot be chosen here) and its ``mark`` (where a set-up placed
    it: a short text, ``""`` if nowhere)."""

    card: str
    chosen: bool = False
    disabled: bool = False
    mark: str = ""
    where: str = ""


def picker_rows(
    deck: int,
    chosen: Iterable[str],
    allowed: Collection[str] | None = None,
    used: Collection[str] = (),
    marks: Mapping[str, tuple[str, str]] | None = None,
) -> list[tuple[str, list[PickerCard]]]:
    """The picker's rows, one per suit: each card chosen or not, disabled when it is
    ``used`` elsewhere or not among the ``allowed`` cards (``None``: any); a chosen card
    stays enabled (tap it again to take it back). ``marks``: card -> (short mark, where
    it is in words).

    >>> rows = picker_rows(24, ["9S"], allowed={"9S", "TS"}, used={"JS"})
    >>> [(c.card, c.chosen, c.disabled) for c in rows[0][1][:3]]
    [('9S', True, False), ('TS', False, False), ('JS', False, True)]
    """
    picked = set(chosen)
    marks = marks or {}
    rows: list[tuple[str, list[PickerCard]]] = []
    for suit in ROW_SUITS:
        cards = []
        for code in deck_codes(deck):
            if code[1] != suit:
                continue
            on = code in picked
            off = not on and (code in used or (allowed is not None and code not in allowed))
            mark, where = marks.get(code, ("", ""))
            cards.append(PickerCard(code, on, off, mark, where))
        rows.append((suit, cards))
    return rows


def toggle(chosen: tuple[str, ...], card: str, limit: int) -> tuple[str, ...]:
    """``chosen`` after a tap on ``card``: taken back if chosen, else added while fewer
    than ``limit`` are chosen (a picker of one card replaces its card)."""
    if card in chosen:
        return tuple(c for c in chosen if c != card)
    if limit == 1:
        return (card,)
    if len(chosen) >= limit:
        return chosen
    return (*chosen, card)


def card_face(card: str) -> str:
    """The markup of a card's face in the picker: its rank and suit symbol (``aria-hidden``:
    the button's name says the card)."""
    label = card_label(card)
    colour = "red" if card[1] in RED else "black"
    return f'<span class="pk-face {colour}" aria-hidden="true">{html.escape(label)}</span>'


def picker_html(
    label: str,
    action: str,
    rows: list[tuple[str, list[PickerCard]]],
    note: str = "",
) -> str:
    """A picker as markup: a group named ``label`` (``note``: a line under it, such as
    "3 of 6 chosen"), a row per suit, a button per card pressing ``action`` + its code."""
    parts = [
        f'<div class="picker" role="group" aria-label="{html.escape(label)}">'
        f'<p class="pk-title">{html.escape(label)}'
        # a colon between: read as one run, "The cards you drew 0 of 1 chosen"
        + (f': <span class="pk-note">{html.escape(note)}</span>' if note else "")
        + "</p>"
    ]
    for suit, cards in rows:
        suit_name = t(f"suit-{suit}")
        parts.append(
            f'<div class="pk-row" role="group" aria-label="{html.escape(suit_name.capitalize())}">'
        )
        for c in cards:
            attrs = [
                'type="button"',
                f'class="pk-card{" chosen" if c.chosen else ""}{" marked" if c.mark else ""}"',
                f'data-action="{html.escape(action + c.card)}"',
                f'aria-label="{html.escape(card_name(c.card))}"',
                f'aria-pressed="{"true" if c.chosen else "false"}"',
            ]
            if c.disabled:
                attrs.append("disabled")
            if c.where:
                attrs.append(f'aria-description="{html.escape(c.where)}"')
                attrs.append(f'title="{html.escape(c.where)}"')
            mark = (
                f'<span class="pk-mark" aria-hidden="true">{html.escape(c.mark)}</span>'
                if c.mark
                else ""
            )
            parts.append(f"<button {' '.join(attrs)}>{card_face(c.card)}{mark}</button>")
        parts.append("</div>")
    parts.append("</div>")
    return "".join(parts)


__all__ = [
    "ROW_SUITS",
    "PickerCard",
    "card_face",
    "deck_codes",
    "picker_html",
    "picker_rows",
    "toggle",
]  # fmt: skip
assert set(ROW_SUITS) == set(SUITS)
