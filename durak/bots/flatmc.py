"""``flatmc``: an outside yardstick for the levels, not one of the game's levels.

Plain flat Monte Carlo over sampled deals, as a strong outside player would write it first:
for one decision it samples :data:`WORLDS` deals of the cards it cannot see (consistent with
everything its observation shows, :mod:`durak.bots.determinize`), plays every legal move in
every deal, finishes each game with a greedy policy (:func:`greedy`: shed the cheapest card
that fits, take or pass only when nothing fits) and plays the move that most often avoids
losing.  No pruning of moves, no prior, no endgame solver.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from durak.errors import SetupError
from durak.game import Game
from durak.moves import ATTACK, DEFEND, PASS, SWAP, TRANSFER, Action

from .base import View
from .determinize import InconsistentObservation, sample_world
from .rule_based import _obs_seed
from .search import ROLLOUT_CAP, team_score

#: Sampled deals per decision.
WORLDS = 20


def greedy(g: Game, seat: int, acts: list[Action]) -> Action:
    """The cheapest way to shed a card: a move that plays the lowest card (a trump counts
    above every plain card; several cards of a rank at once when they are cheap), else pass,
    else take.  Cards are ``rank * 4 + suit``."""
    trump = g._trump
    best = acts[0]
    bk = 1 << 30
    for a in acts:
        kind = a[0]
        if kind == SWAP:
            return a
        if kind in (ATTACK, DEFEND, TRANSFER):
            worst = 0
            for c in a[1:] if kind == ATTACK else a[-1:]:
                v = (c >> 2) + (100 if c & 3 == trump else 0)
                if v > worst:
                    worst = v
            k = worst * 8 - (len(a) - 1 if kind == ATTACK else 1)
        else:
            k = 10_000 if kind == PASS else 20_000
        if k < bk:
            bk, best = k, a
    return best


class FlatMCBot:
    """Flat Monte Carlo over :data:`WORLDS` sampled deals with greedy finishing."""

    name = "flatmc"

    def __init__(self, seed: int | None = None, worlds: int = WORLDS) -> None:
        self.seed = seed
        self.worlds = worlds

    def choose(self, observation: Mapping[str, Any]) -> str:
        legal = list(observation["legal_moves"])
        if len(legal) == 1:
            return legal[0]
        v = View.from_obs(observation)
        rng = random.Random(_obs_seed(self.seed, observation) ^ 0xF1A7)
        seat = v.seat
        actions = legal
        wins = [0.0] * len(actions)
        obs = dict(observation)
        try:
            for _ in range(self.worlds):
                hands, stock = sample_world(v, rng)
                base = Game.from_observation(obs, hands, stock)
                for i, m in enumerate(actions):
                    g = base.copy()
                    g.play(seat, m)
                    wins[i] += _finish(g, seat)
        except (InconsistentObservation, SetupError):
            return legal[0]
        best = max(range(len(actions)), key=lambda i: wins[i])
        return actions[best]


def _finish(g: Game, seat: int) -> float:
    steps = 0
    while not g.is_over:
        if steps >= ROLLOUT_CAP:
            return 0.5
        s = g.acting_seat()
        g.apply(s, greedy(g, s, g.legal_actions(s)))
        steps += 1
    return team_score(g.losers, seat, g.teams is not None)


__all__ = ["WORLDS", "FlatMCBot", "greedy"]
