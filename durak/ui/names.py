"""Cards in words for people: ``"QH"`` -> ``"Queen of hearts"`` / ``"Q♥"``.

English only for now: the i18n catalog (:mod:`durak.i18n`) will take these over
when the UI gets more languages; until then the accessible names and the game
log use these two functions.

>>> card_name("QH"), card_name("TS"), card_name("6C")
('Queen of hearts', 'Ten of spades', 'Six of clubs')
>>> card_label("QH"), card_label("TS")
('Q♥', '10♠')
"""

from __future__ import annotations

from durak.cards import RANKS, SUITS

RANK_NAMES: dict[str, str] = {
    "6": "Six",
    "7": "Seven",
    "8": "Eight",
    "9": "Nine",
    "T": "Ten",
    "J": "Jack",
    "Q": "Queen",
    "K": "King",
    "A": "Ace",
}
SUIT_NAMES: dict[str, str] = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
#: What a card's corner shows for its rank (the ten is the only two-character one).
RANK_INDEX: dict[str, str] = {r: ("10" if r == "T" else r) for r in RANKS}
SUIT_SYMBOLS: dict[str, str] = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def split_card(card: str) -> tuple[str, str]:
    """``(rank, suit)`` of a card code such as ``"TS"``; ``ValueError`` if it is not one.

    Strict: exactly two characters, rank in ``6789TJQKA`` then suit in ``SHDC``.

    >>> split_card("TS")
    ('T', 'S')
    """
    if not isinstance(card, str) or len(card) != 2 or card[0] not in RANKS or card[1] not in SUITS:
        raise ValueError(f"{card!r} is not a card code (rank 6789TJQKA, then suit SHDC)")
    return card[0], card[1]


def check_suit(suit: str) -> str:
    """The suit letter itself if it is one of ``SHDC``, else ``ValueError``."""
    if not isinstance(suit, str) or len(suit) != 1 or suit not in SUITS:
        raise ValueError(f"{suit!r} is not a suit (one of S, H, D, C)")
    return suit


def card_name(card: str) -> str:
    """The card in English words, for accessible names: ``"KD"`` -> ``"King of diamonds"``."""
    rank, suit = split_card(card)
    return f"{RANK_NAMES[rank]} of {SUIT_NAMES[suit]}"


def card_label(card: str) -> str:
    """The card in short: rank as printed on the card, then the suit symbol (``"10♠"``)."""
    rank, suit = split_card(card)
    return RANK_INDEX[rank] + SUIT_SYMBOLS[suit]
