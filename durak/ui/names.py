"""Cards in words for people: ``"QH"`` -> ``"Queen of hearts"`` / ``"Q♥"``.

Strict English helpers for the card artwork, tests and tools (a bad code is a
``ValueError``); the words come from the catalog (:mod:`durak.i18n`), whose
``card_name(card, lang)`` the table uses in the player's language.

>>> card_name("QH"), card_name("TS"), card_name("6C")
('Queen of hearts', 'Ten of spades', 'Six of clubs')
>>> card_label("QH"), card_label("TS")
('Q♥', '10♠')
"""

from __future__ import annotations

from durak import i18n
from durak.cards import RANKS, SUITS


def split_card(card: str) -> tuple[str, str]:
    """``(rank, suit)`` of a card code such as ``"TS"``; ``ValueError`` if it is not one.

    Strict: exactly two characters, rank in ``23456789TJQKA`` then suit in ``SHDC``.

    >>> split_card("TS")
    ('T', 'S')
    """
    if not isinstance(card, str) or len(card) != 2 or card[0] not in RANKS or card[1] not in SUITS:
        raise ValueError(f"{card!r} is not a card code (rank 23456789TJQKA, then suit SHDC)")
    return card[0], card[1]


def check_suit(suit: str) -> str:
    """The suit letter itself if it is one of ``SHDC``, else ``ValueError``."""
    if not isinstance(suit, str) or len(suit) != 1 or suit not in SUITS:
        raise ValueError(f"{suit!r} is not a suit (one of S, H, D, C)")
    return suit


def card_name(card: str) -> str:
    """The card in English words, for accessible names: ``"KD"`` -> ``"King of diamonds"``.

    Strict (``ValueError`` for a bad code); the words come from the catalog (:mod:`durak.i18n`).
    """
    split_card(card)
    return i18n.card_name(card, "en", capital=True)


def card_label(card: str) -> str:
    """The card in short: rank as printed on the card, then the suit symbol (``"10♠"``)."""
    split_card(card)
    return i18n.card_label(card, "en")
