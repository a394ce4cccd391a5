"""Determinization: deal the cards a seat cannot see, consistently with everything it knows.

A sampled *world* gives every other seat a full hand (its known cards plus random unseen
ones, up to its hand size) and orders the stock (random unseen cards, then the face-up
trump card last).  Only the observation is read, so two games that differ only in hidden
cards give the same worlds for the same random generator.
"""

from __future__ import annotations

import random

from .base import View


class InconsistentObservation(ValueError):
    """The observation's counts do not add up (unseen cards versus hidden slots)."""


def hidden_slots(v: View) -> tuple[list[int], int]:
    """How many unknown cards each seat holds, and how many unknown cards the stock holds."""
    need = [0] * v.players
    for s in range(v.players):
        if s != v.seat:
            need[s] = max(0, v.hand_sizes[s] - len(v.known[s]))
    stock_unknown = v.stock_count
    if v.stock_count > 0 and v.trump_card:
        stock_unknown -= 1
    return need, stock_unknown


def sample_world(v: View, rng: random.Random) -> tuple[list[list[str]], list[str]]:
    """One world: (hands per seat, stock in drawing order, trump card last).

    Raises :class:`InconsistentObservation` when the unseen cards do not fill the slots.
    """
    need, stock_unknown = hidden_slots(v)
    unseen = sorted(v.unseen())
    if len(unseen) != sum(need) + stock_unknown:
        raise InconsistentObservation(
            f"{len(unseen)} unseen cards for {sum(need)} hidden hand slots "
            f"and {stock_unknown} stock slots"
        )
    rng.shuffle(unseen)
    hands: list[list[str]] = []
    pos = 0
    for s in range(v.players):
        if s == v.seat:
            hands.append(list(v.hand))
            continue
        hands.append(list(v.known[s]) + unseen[pos : pos + need[s]])
        pos += need[s]
    stock = unseen[pos : pos + stock_unknown]
    if v.stock_count > 0 and v.trump_card:
        stock.append(v.trump_card)
    return hands, stock
