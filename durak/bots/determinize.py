"""Determinization: deal the cards a seat cannot see, consistently with everything it knows.

A sampled *world* gives every other seat a full hand (its known cards plus random unseen
ones, up to its hand size) and orders the stock (random unseen cards, then the face-up
trump card last).  Only the observation is read, so two games that differ only in hidden
cards give the same worlds for the same random generator.

Soft evidence (what a seat's play suggests it does not hold, :mod:`durak.bots.inference`)
comes in as ``weights``: the sampler then deals :data:`TRIES` candidate worlds and keeps one
with probability proportional to its weight (sampling-importance-resampling), so worlds
against the evidence are rarer but never impossible.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from .base import View

#: Candidate deals drawn per world when there is evidence to weigh them by.
TRIES = 12


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


def sample_world(
    v: View,
    rng: random.Random,
    weights: Sequence[Mapping[str, float]] | None = None,
    tries: int = TRIES,
) -> tuple[list[list[str]], list[str]]:
    """One world: (hands per seat, stock in drawing order, trump card last).

    ``weights[s][card]`` (default 1) is how likely, relative to chance, each unseen card is
    in seat ``s``'s hand: a world's weight is the product over the cards it deals to the
    hands; one of ``tries`` worlds is kept by weight.  Without weights one plain shuffle.
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
    if weights and any(weights) and tries > 1:
        unseen = _resample(v, need, unseen, weights, tries, rng)
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


def _resample(
    v: View,
    need: list[int],
    first: list[str],
    weights: Sequence[Mapping[str, float]],
    tries: int,
    rng: random.Random,
) -> list[str]:
    """One of ``tries`` shuffles (``first`` and ``tries - 1`` more), kept by weight."""
    deals: list[list[str]] = []
    total = 0.0
    marks: list[float] = []
    deal = first
    for t in range(tries):
        if t:
            deal = list(deal)
            rng.shuffle(deal)
        w = 1.0
        pos = 0
        for s in range(v.players):
            if s == v.seat:
                continue
            ws = weights[s] if s < len(weights) else None
            if ws:
                for c in deal[pos : pos + need[s]]:
                    w *= ws.get(c, 1.0)
            pos += need[s]
        deals.append(deal)
        total += w
        marks.append(total)
    r = rng.random() * total
    for deal, mark in zip(deals, marks, strict=True):
        if r < mark:
            return deal
    return deals[-1]
