"""A second press that was meant for the card just played (pure).

When you play a card from your hand, the hand closes up: its neighbour slides into the
place you just clicked (or takes the focus, at the same place in the hand). A double-click,
a quick "did that register?" second tap, or Enter pressed twice then lands on that
neighbour, and the game played it too (a fast player's play-through: 10 of 36 quick
second clicks at Medium, 13 of 33 tap-taps on a phone, 9 of 20 double Enters). Such a
press is an echo of the first: it is ignored. A press on the same card again is harmless
(the card is gone: its move is dropped), and a press elsewhere, or after a pause, or after
the arrow keys moved the focus, is a new decision.

>>> first = Press(10.0, 200, 600, "9D", by_key=False)
>>> echo(first, Press(10.3, 204, 597, "TD", by_key=False))  # the neighbour slid under it
True
>>> echo(first, Press(10.3, 320, 600, "TD", by_key=False))  # another card, aimed at
False
>>> echo(first, Press(10.8, 200, 600, "TD", by_key=False))  # a new decision, after a pause
False
>>> key = Press(10.0, 0, 0, "9D", by_key=True)
>>> echo(key, Press(10.2, 0, 0, "TD", by_key=True)), echo(None, first)
(True, False)
"""

from __future__ import annotations

from dataclasses import dataclass

#: Seconds within which a second press may be an echo (the usual double-click time).
ECHO_SECONDS = 0.5
#: How far apart (CSS pixels) two clicks or taps count as the same place (a hand's cards
#: show strips of 18 px at the least: a tap on the next one is further).
ECHO_PX = 10.0


@dataclass(frozen=True)
class Press:
    """A press on a card of your hand that played (or queued) a move: when (seconds), where
    (the pointer's point; a key's is unused), which card, and whether by a key (Enter on
    the focused card)."""

    at: float
    x: float
    y: float
    card: str
    by_key: bool


def echo(last: Press | None, press: Press) -> bool:
    """Whether ``press`` repeats ``last`` (the press that played a card) onto another card
    that came to its place by itself, and should be ignored. ``last`` is forgotten (``None``)
    once the player presses anything else (a button, a key, the table, a drag)."""
    if last is None or press.card == last.card or press.at - last.at > ECHO_SECONDS:
        return False
    if press.by_key or last.by_key:
        return press.by_key and last.by_key
    return abs(press.x - last.x) <= ECHO_PX and abs(press.y - last.y) <= ECHO_PX
