"""Cards: text codes for people, small ints for the engine.

A card is two characters, rank ``23456789TJQKA`` then suit ``SHDC``: ``"TS"`` is the
ten of spades. Inside the engine a card is the int ``rank * 4 + suit`` (``0..51``, the
two of spades is 0), so sorting ints sorts by rank, then suit.

A game is played with one of the :data:`DECKS`: 24 (nine to ace), 32 (seven to ace),
36 (six to ace, the default) or 52 cards (two to ace); :func:`deck_cards` lists its ints.

>>> card_id("TS"), card_text(32)
(32, 'TS')
>>> card_label("8C")
'8♣'
>>> [card_text(c) for c in deck_cards(24)[:5]]
['9S', '9H', '9D', '9C', 'TS']
"""

from __future__ import annotations

RANKS = "23456789TJQKA"
SUITS = "SHDC"
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANK_LABELS = {"T": "10"}

#: Every card's text, indexed by its int id.
CARD_TEXT: tuple[str, ...] = tuple(r + s for r in RANKS for s in SUITS)
#: Text -> int id.
CARD_ID: dict[str, int] = {t: i for i, t in enumerate(CARD_TEXT)}
#: Every card there is (the 52-card deck); the engine's arrays are this long.
ALL_CARDS = len(CARD_TEXT)
#: Deck size -> index in :data:`RANKS` of its lowest rank (9, 7, 6 or 2).
DECKS: dict[int, int] = {24: 7, 32: 5, 36: 4, 52: 0}


def deck_cards(size: int) -> list[int]:
    """The int cards of a deck of ``size`` cards, ascending; ``ValueError`` for another size.

    A 36-card deck is ``16..51``: shuffling it with a seed permutes it exactly as shuffling
    any other list of 36 items, so a seed deals the same game whatever the encoding.
    """
    if size not in DECKS or isinstance(size, bool):
        raise ValueError(f"deck must be one of {sorted(DECKS)} cards, not {size!r}")
    return list(range(DECKS[size] * 4, ALL_CARDS))


def lowest_rank(size: int) -> int:
    """Index in :data:`RANKS` of the lowest rank of a deck of ``size`` cards.

    >>> RANKS[lowest_rank(32)], RANKS[lowest_rank(52)]
    ('7', '2')
    """
    return DECKS[size]


def rank_of(card: int) -> int:
    """Rank index 0 (two) .. 12 (ace); a six is 4."""
    return card >> 2


def suit_of(card: int) -> int:
    """Suit index 0..3 (S, H, D, C)."""
    return card & 3


def card_id(text: str) -> int:
    """Int id of a card code; ``ValueError`` if it is not a card."""
    try:
        return CARD_ID[text.strip().upper()]
    except (KeyError, AttributeError):
        raise ValueError(f"{text!r} is not a card (rank 23456789TJQKA, then suit SHDC)") from None


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
    for a in range(ALL_CARDS):
        ra, sa = a >> 2, a & 3
        beat = set()
        for c in range(ALL_CARDS):
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
