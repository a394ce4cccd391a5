"""English message catalog: key -> template.

A template is a ``str.format`` string, or a dict of plural forms (``"one"``/``"other"``)
chosen by the parameter named in ``"count"``. Card parameters (``card``, ``cover``,
``attack``, ``cards``) are rendered with suit symbols by :func:`durak.i18n.translate`.
The UI adds its own strings to this same dict.
"""

from __future__ import annotations

from typing import Any


def plural(n: int) -> str:
    """English plural category of ``n``."""
    return "one" if n == 1 else "other"


MESSAGES: dict[str, Any] = {
    # Input
    "malformed-move": "cannot read the move “{text}”",
    "unknown-card": "“{text}” is not a card",
    "bad-seat": "there is no seat {seat}",
    "game-over": "the game is over",
    "not-in-hand": "{card} is not in your hand",
    "duplicate-card": "{card} is named twice",
    # Whose turn
    "not-your-turn": "it is not your turn",
    "not-attacking": "you are not taking part in this attack",
    "not-neighbour": "only the defender's neighbours may throw in",
    "defender-cannot-attack": "the defender cannot add attack cards",
    "wait-for-main-attacker": "the main attacker plays first; wait until they have passed",
    "already-passed": "you have passed; wait until a new card lands on the table",
    "must-lead": "you must lead a card to start the attack",
    "only-defender": "only the defender can do that",
    # Attacking
    "mixed-ranks": "cards played together must have the same rank",
    "rank-not-on-table": "{card} does not match any rank on the table",
    "limit-six": "no more than 6 attack cards in one bout",
    "limit-first-bout": {
        "count": "limit",
        "one": "no more than {limit} attack card in the first bout",
        "other": "no more than {limit} attack cards in the first bout",
    },
    "limit-defender-hand": {
        "count": "limit",
        "one": "the defender held only {limit} card at the start of this bout",
        "other": "the defender held only {limit} cards at the start of this bout",
    },
    # Defending
    "nothing-to-beat": "there is no uncovered card to beat",
    "not-on-table": "{card} is not an attack card on the table",
    "already-covered": "{card} is already beaten",
    "already-taking": "you have already decided to take the cards",
    "trump-needs-higher-trump": "a trump can only be beaten by a higher trump",
    "too-low": "{cover} is lower than {card}",
    "wrong-suit": "{cover} is neither the suit of {card} nor a trump",
    # Transfer
    "transfer-off": "transferring is not part of these rules",
    "transfer-after-cover": "you cannot transfer after a card has been beaten",
    "transfer-rank": "{card} does not match the rank of the attack",
    "transfer-mixed": "the attack cards have different ranks, so it cannot be transferred",
    "transfer-too-few": {
        "count": "held",
        "one": "the next defender holds only {held} card, too few for {needed} attack cards",
        "other": "the next defender holds only {held} cards, too few for {needed} attack cards",
    },
    # Trump-six swap
    "swap-off": "the trump-six swap is not part of these rules",
    "swap-no-six": "you do not hold the trump six",
    "swap-from-table": "a trump six picked up from the table cannot be swapped",
    "swap-too-late": "a card has been played since the bottom trump was drawn",
    "swap-nothing": "there is no face-up trump to swap with",
    # Fallback
    "illegal-move": "that move is not allowed now",
}
