"""Cards: text codes for people, small ints for the engine.

A card is two characters, rank ``6789TJQKA`` then suit ``SHDC``: ``"TS"`` is the
ten of spades. Inside the engine a card is the int ``rank * 4 + suit``
(``0..35``), so sorting ints sorts by rank, then suit.

>>> card_id("TS"), card_text(16)
(16, 'TS')
>>> card_label("8C")
'8♣'
"""

from __future__ import annotations

RANKS = "6789TJQKA"
SUITS = "SHDC"
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANK_LABELS = {"T": "10"}

#: Every card's text, indexed by its int id.
CARD_TEXT: tuple[str, ...] = tuple(r + s for r in RANKS for s in SUITS)
#: Text -> int id.
CARD_ID: dict[str, int] = {t: i for i, t in enumerate(CARD_TEXT)}
DECK_SIZE = 36


def rank_of(card: int) -> int:
    """Rank index 0 (six) .. 8 (ace)."""
    return card >> 2


def suit_of(card: int) -> int:
    """Suit index 0..3 (S, H, D, C)."""
    return card & 3


def card_id(text: str) -> int:
    """Int id of a card code; ``ValueError`` if it is not a card."""
    try:
        return CARD_ID[text.strip().upper()]
    except (KeyError, AttributeError):
        raise ValueError(f"{text!r} is not a card (rank 6789TJQKA, then suit SHDC)") from None


def card_text(card: int) -> str:
    """Two-character code of an int card."""
    return CARD_TEXT[card]


def card_label(text: str) -> str:
    """A card code for people, with the suit symbol: ``"TH"`` -> ``"10♥"``."""
    if len(text) != 2 or text[1] not in SUIT_SYMBOLS:
        return text
    return RANK_LABELS.get(text[0], text[0]) + SUIT_SYMBOLS[text[1]]


def suit_index(letter: str) -> int:
    """Suit letter -> index; ``ValueError`` if unknown."""
    if not isinstance(letter, str) or len(letter) != 1 or letter.upper() not in SUITS:
        raise ValueError(f"{letter!r} is not a suit (one of S, H, D, C)")
    return SUITS.index(letter.upper())


def _beaters(trump: int) -> tuple[frozenset[int], ...]:
    out = []
    for a in range(DECK_SIZE):
        ra, sa = a >> 2, a & 3
        beat = set()
        for c in range(DECK_SIZE):
            rc, sc = c >> 2, c & 3
            if (sc == sa and rc > ra) or (sc == trump and sa != trump):
                beat.add(c)
        out.append(frozenset(beat))
    return tuple(out)


#: BEATERS[trump][a] is the set of cards that beat card ``a`` when ``trump`` is the trump suit.
BEATERS: tuple[tuple[frozenset[int], ...], ...] = tuple(_beaters(t) for t in range(4))


def beats(cover: int, attack: int, trump: int) -> bool:
    """True if ``cover`` beats ``attack``: higher of its suit, or a trump over a plain card."""
    return cover in BEATERS[trump][attack]


def sort_key(card: int) -> int:
    return card
