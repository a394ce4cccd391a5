"""Moves as text (``"attack 8H 8D"``) and as the engine's small tuples.

Actions (the fast path) are tuples whose first item is a kind and the rest int cards:

- ``(PASS,)``, ``(TAKE,)``, ``(SWAP,)``
- ``(ATTACK, c1, c2, ...)`` one or more cards of one rank, sorted ascending
- ``(DEFEND, attack, cover)``
- ``(TRANSFER, card)``
- ``(SHOW, card)``: transfer by showing a trump of the attack's rank (the card stays in hand)

>>> text_to_move("defend 8h qh")
(4, 25, 41)
>>> move_to_text((3, 24, 26))
'attack 8S 8D'
>>> move_to_text(text_to_move("show 8d"))
'show 8D'
"""

from __future__ import annotations

from durak.cards import CARD_ID, CARD_TEXT
from durak.errors import IllegalMove

PASS = 0
TAKE = 1
SWAP = 2
ATTACK = 3
DEFEND = 4
TRANSFER = 5
SHOW = 6

Action = tuple[int, ...]

PASS_ACTION: Action = (PASS,)
TAKE_ACTION: Action = (TAKE,)
SWAP_ACTION: Action = (SWAP,)

_WORDS = {"pass": PASS, "take": TAKE, "swap": SWAP}
_NAMES = {PASS: "pass", TAKE: "take", SWAP: "swap", ATTACK: "attack", DEFEND: "defend",
          TRANSFER: "transfer", SHOW: "show"}  # fmt: skip


def move_to_text(action: Action) -> str:
    """Text of an action tuple: ``(3, 24)`` -> ``"attack 8S"``."""
    name = _NAMES[action[0]]
    if len(action) == 1:
        return name
    return name + " " + " ".join(CARD_TEXT[c] for c in action[1:])


def _card(word: str, text: str) -> int:
    c = CARD_ID.get(word.upper())
    if c is None:
        raise IllegalMove("unknown-card", {"text": word}, text)
    return c


def text_to_move(text: str) -> Action:
    """Parse move text into an action tuple; ``IllegalMove`` (a ``ValueError``) if malformed.

    Case and extra spaces are ignored; attack cards are put in ascending order.
    """
    if not isinstance(text, str):
        raise IllegalMove("malformed-move", {"text": repr(text)}, str(text))
    words = text.split()
    if not words:
        raise IllegalMove("malformed-move", {"text": text}, text)
    verb = words[0].lower()
    args = words[1:]
    if verb in _WORDS:
        if args:
            raise IllegalMove("malformed-move", {"text": text}, text)
        return (_WORDS[verb],)
    if verb == "attack" and args:
        cards = sorted({_card(w, text) for w in args})
        if len(cards) != len(args):
            raise IllegalMove("duplicate-card", {"card": args[0].upper()}, text)
        return (ATTACK, *cards)
    if verb == "defend" and len(args) == 2:
        a, c = _card(args[0], text), _card(args[1], text)
        return (DEFEND, a, c)
    if verb == "transfer" and len(args) == 1:
        return (TRANSFER, _card(args[0], text))
    if verb == "show" and len(args) == 1:
        return (SHOW, _card(args[0], text))
    raise IllegalMove("malformed-move", {"text": text}, text)
