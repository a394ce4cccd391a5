"""The flat search player (``hard``; the flat expert builds on it): determinized Monte Carlo
rollouts.

For one decision the bot

1. lists candidate moves: the legal moves less obviously dominated ones (a plain cover
   dearer than another plain cover of the same card, and so on);
2. samples a *world*: the cards it cannot see dealt at random to the other hands and the
   stock, consistently with hand sizes, the discard pile, the table, the face-up trump
   and every card known to be in a hand (:mod:`durak.bots.determinize`), and rebuilds a
   full game from it with :meth:`durak.Game.from_observation`;
3. plays every candidate in that world and finishes the game with the medium policy on
   the engine's fast path (:mod:`durak.bots.fastpolicy`, with a little noise), scoring
   1 when its *team* does not lose and 0 when it does (:func:`team_score`: in individual
   play a seat is its own team; with partnerships going out alone is worth nothing if a
   partner is left holding cards, and a partner's finish counts as the bot's own); all
   candidates share the world and the rollout's random numbers, so they are compared on
   equal terms;
4. repeats with new worlds until the work budget is spent (candidates clearly worse than
   the leader drop out on the way; the search stops when one is left), and plays the
   candidate with the best mean score, unless it does not beat the medium policy's own choice clearly
   (by :data:`PRIOR_Z` standard errors of the paired differences): near-ties are noise.

**Endgames.**  Once the stock is empty and two opponents hold cards, every card is known:
the bot plays the exact solver's move (:mod:`durak.bots.endgame`) when the solver proves a
win or a draw within its node budget, and searches as above otherwise (a lost position:
the search's move leaves the opponent more room to err; an unknown verdict).
:func:`hard_without_solver` is the bot without this, for arena comparisons.

**Budget and reproducibility.**  The budget is in seconds, but the search counts work in
engine moves simulated, converted from seconds by a fixed rate (:data:`MOVES_PER_SECOND`,
measured on the reference machine in CPython).  The search is therefore deterministic: the
same observation, seed and budget give the same move on any machine.  A wall-clock safety
cap (:data:`TIME_CAP_FACTOR` times the budget plus :data:`TIME_CAP_EXTRA`) stops a search
early on a very slow or overloaded host, where the page's liveliness matters more than
reproducibility; on the reference machine it does not trigger.  Default budgets:
:data:`DEFAULT_BUDGET`.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Mapping
from typing import Any

from durak.errors import SetupError
from durak.game import Game
from durak.moves import Action, text_to_move

from .base import View, rank
from .determinize import InconsistentObservation, sample_world
from .endgame import DEFAULT_NODES, endgame_move
from .fastpolicy import fast_medium
from .rule_based import _obs_seed, medium_policy, obvious_move

#: Default thinking budget in seconds per decision.
DEFAULT_BUDGET = {"hard": 0.15, "expert": 1.0}
#: Work units (engine moves simulated) per second of budget (CPython, reference machine).
MOVES_PER_SECOND = 140_000
#: Work units charged for sampling and rebuilding one world (about its cost in moves).
WORLD_COST = 6
#: The wall clock stops a search after ``TIME_CAP_FACTOR * budget + TIME_CAP_EXTRA`` seconds
#: (slow or overloaded hosts only; on the reference machine the work budget ends it first).
TIME_CAP_FACTOR = 3.0
TIME_CAP_EXTRA = 1.0
#: Longest rollout, in moves; a longer one scores as a half (it would be cycling).
ROLLOUT_CAP = 600
#: The medium policy's move stands unless another is better by this many standard errors.
PRIOR_Z = 1.0
#: Candidates clearly worse than the leader (by this many standard errors) stop being
#: searched, checked every PRUNE_EVERY worlds after MIN_WORLDS; the search ends early when
#: one candidate is left.
PRUNE_Z = 2.5
PRUNE_EVERY = 8
MIN_WORLDS = 16
#: Chance that a rollout move is uniformly random instead of the medium policy's.
ROLLOUT_NOISE = 0.05
#: The fewest nodes a bot's solve of the real endgame gets, however small its budget.
MIN_ROOT_NODES = 2_000


def root_solve_nodes(nodes: int, budget: float, default: float) -> int:
    """Solver nodes for a bot's solve of the real endgame: ``nodes`` at the level's
    ``default`` budget or more, in proportion to a smaller budget, and never fewer than
    :data:`MIN_ROOT_NODES` (a solve of 100,000 nodes takes about a second, which a bot
    asked to think for 2 ms should not spend at every move of a long endgame).

    >>> root_solve_nodes(100_000, 1.0, 1.0), root_solve_nodes(100_000, 0.25, 1.0)
    (100000, 25000)
    >>> root_solve_nodes(100_000, 0.002, 1.0), root_solve_nodes(20_000, 3.0, 0.15)
    (2000, 20000)
    """
    return max(MIN_ROOT_NODES, round(nodes * min(1.0, budget / default)))


class SearchBot:
    """Determinized rollout search from an observation (see the module docstring)."""

    #: Play the endgame solver's move once the stock is empty heads-up (see ``choose``).
    solver = True
    #: Stop a search by the wall clock too (the page); the arena turns it off, so that its
    #: results depend only on the seeds, not on how loaded the machine is.
    time_cap = True

    def __init__(self, level: str = "hard", seed: int | None = None, budget: float | None = None):
        if level not in DEFAULT_BUDGET:
            raise ValueError(f"unknown search level {level!r}")
        self.level = level
        self.name = level
        self.seed = seed
        self.budget = DEFAULT_BUDGET[level] if budget is None else float(budget)
        self.last_stats: dict[str, Any] = {}

    def choose(self, observation: Mapping[str, Any]) -> str:
        v = View.from_obs(observation)
        if not v.legal:
            raise ValueError(f"seat {v.seat} has no legal move in this observation")
        forced = obvious_move(v)
        if forced is not None:
            return forced
        if self.solver and v.stock_count == 0:
            # heads-up with an empty stock every card is known: play a proven win or draw
            nodes = root_solve_nodes(DEFAULT_NODES, self.budget, DEFAULT_BUDGET[self.level])
            solved = endgame_move(observation, nodes)
            if solved is not None:
                return solved
        prior = medium_policy(v)
        cands = self._candidates(v)
        if prior not in cands:
            cands.insert(0, prior)
        if len(cands) == 1:
            return cands[0]
        rng = random.Random(_obs_seed(self.seed, observation) ^ 0x5EA2C4)
        try:
            return self._search(observation, v, cands, prior, rng)
        except (InconsistentObservation, SetupError):
            return prior  # an observation the sampler cannot complete: play the medium move

    def _search(
        self,
        obs: Mapping[str, Any],
        v: View,
        cands: list[str],
        prior: str,
        rng: random.Random,
    ) -> str:
        actions = [text_to_move(m) for m in cands]
        scores: list[list[float]] = [[] for _ in cands]
        work_limit = int(self.budget * MOVES_PER_SECOND)
        t0 = time.perf_counter()
        deadline = t0 + search_time_cap(self.budget)
        if not self.time_cap:
            deadline = math.inf
        work = 0
        worlds = 0
        obs_dict = dict(obs)
        alive = list(range(len(cands)))
        weights = self._world_weights(obs, v)
        while True:
            world, spent = play_world(obs_dict, v, rng, actions, alive, self._rollout, weights)
            for i, score in zip(alive, world, strict=True):
                scores[i].append(score)
            work += spent
            worlds += 1
            if time.perf_counter() > deadline:
                break
            if work >= work_limit and not self._extend(work, work_limit, alive, scores):
                break
            if worlds >= MIN_WORLDS and worlds % PRUNE_EVERY == 0:
                alive = prune(alive, scores, cands.index(prior))
                if len(alive) == 1:
                    break
        p = cands.index(prior)
        best = max(alive, key=lambda i: (sum(scores[i]), i == p))
        if best != p and p in alive and not clearly_better(scores[best], scores[p]):
            best = p
        self.last_stats = {
            "worlds": worlds,
            "work": work,
            "seconds": time.perf_counter() - t0,
            "capped": work < work_limit,
            "alive": [cands[i] for i in alive],
            "scores": {m: sum(scores[i]) / len(scores[i]) for i, m in enumerate(cands)},
        }
        return cands[best]

    def _candidates(self, v: View) -> list[str]:
        """The moves worth searching (see :func:`candidates`)."""
        return candidates(v)

    def _world_weights(self, obs: Mapping[str, Any], v: View) -> list[dict[str, float]] | None:
        """The sampler's soft evidence (``hard``: none, every consistent deal alike)."""
        return None

    def _rollout(self, g: Game, seat: int, rng: random.Random) -> tuple[float, int]:
        """Finish one world after a candidate move: (score, work spent)."""
        return rollout(g, seat, rng)

    def _extend(
        self, work: int, work_limit: int, alive: list[int], scores: list[list[float]]
    ) -> bool:
        """Whether to search on past the budget (``hard``: never)."""
        return False


def search_time_cap(budget: float) -> float:
    """Wall-clock seconds after which a search with ``budget`` stops at the latest (the
    page waits for the worker's move a little longer than this)."""
    return budget * TIME_CAP_FACTOR + TIME_CAP_EXTRA


def play_world(
    obs: dict[str, Any],
    v: View,
    rng: random.Random,
    actions: list[Action],
    indices: list[int],
    rollout: Callable[[Game, int, random.Random], tuple[float, int]],
    weights: list[dict[str, float]] | None = None,
) -> tuple[list[float], int]:
    """One sampled world (:func:`~durak.bots.determinize.sample_world`, consistent with the
    observation ``obs`` of ``v.seat``): each of ``actions[i]`` for ``i`` in ``indices``
    played in it and finished by ``rollout``, all on the same random numbers.  Their scores
    and the work spent (:data:`WORLD_COST` included).  ``InconsistentObservation`` or
    ``SetupError`` if the sampler cannot complete the observation.  ``weights``: the
    sampler's soft evidence (see :func:`~durak.bots.determinize.sample_world`)."""
    hands, stock = sample_world(v, rng) if weights is None else sample_world(v, rng, weights)
    base = Game.from_observation(obs, hands, stock)
    rseed = rng.getrandbits(32)
    scores: list[float] = []
    work = WORLD_COST
    for i in indices:
        g = base.copy()
        g.apply(v.seat, actions[i])
        score, steps = rollout(g, v.seat, random.Random(rseed))
        scores.append(score)
        work += steps + 1
    return scores, work


def hard_without_solver(seed: int | None = None, budget: float | None = None) -> SearchBot:
    """``hard`` as it was before the endgame solver (for arena comparisons:
    ``--bots durak.bots.search:hard_without_solver,hard``)."""
    bot = SearchBot("hard", seed=seed, budget=budget)
    bot.solver = False
    bot.name = "hard-nosolver"
    return bot


def prune(alive: list[int], scores: list[list[float]], prior: int) -> list[int]:
    """Drop candidates clearly worse than the leader; all but one if the rest are identical."""
    leader = max(alive, key=lambda i: (sum(scores[i]), i == prior))
    lead = scores[leader]
    kept = [i for i in alive if i == leader or not clearly_better(lead, scores[i], PRUNE_Z)]
    if all(scores[i] == lead for i in kept):
        return [prior] if prior in kept else [leader]
    return kept


def clearly_better(a: list[float], b: list[float], z: float = PRIOR_Z) -> bool:
    """True if paired scores ``a`` beat ``b`` by more than ``z`` standard errors.

    >>> clearly_better([1, 1, 1, 1], [0, 0, 0, 0]), clearly_better([1, 0, 1, 0], [0, 1, 0, 1])
    (True, False)
    """
    n = len(a)
    if n < 2:
        return False
    d = [x - y for x, y in zip(a, b, strict=True)]
    mean = sum(d) / n
    if mean <= 0:
        return False
    var = sum((x - mean) ** 2 for x in d) / (n - 1)
    return mean > z * math.sqrt(var / n)


def team_score(losers: list[int], seat: int, teams: bool) -> float:
    """A finished game's score for ``seat``: 1 if its team did not lose (a draw included), else 0.

    ``losers`` is :attr:`Game.losers`; with ``teams`` (partnerships) the teams are the seats'
    parities, so the score is the team's result whichever members are in ``losers``;
    individually a seat is its own team.

    >>> team_score([1, 3], 0, True), team_score([1, 3], 3, True), team_score([], 2, True)
    (1.0, 0.0, 1.0)
    >>> team_score([3], 1, True), team_score([3], 1, False)
    (0.0, 1.0)
    """
    if not losers:
        return 1.0
    if teams:
        return 0.0 if any((s - seat) % 2 == 0 for s in losers) else 1.0
    return 0.0 if seat in losers else 1.0


def rollout(g: Game, seat: int, rng: random.Random) -> tuple[float, int]:
    """Finish ``g`` with the fast medium policy; (:func:`team_score` of ``seat``, moves)."""
    steps = 0
    while not g.over:
        if steps >= ROLLOUT_CAP:
            return 0.5, steps
        s = g.acting_seat()
        acts = g.legal_actions(s)
        g.apply(s, fast_medium(g, s, acts, rng, ROLLOUT_NOISE))
        steps += 1
    return team_score(g.loser_ids, seat, g.partnered), steps


def candidates(v: View) -> list[str]:
    """Legal moves worth searching: dominated covers, transfers and attack combos dropped."""
    trump = v.trump
    keep: list[str] = []
    covers: dict[str, list[str]] = {}
    for m in v.moves("defend"):
        covers.setdefault(m.cards[0], []).append(m.cards[1])
    for a, cs in covers.items():
        plain = sorted((c for c in cs if c[1] != trump), key=rank)
        trumps = sorted((c for c in cs if c[1] == trump), key=rank)
        for group in (plain, trumps):
            if group:
                keep.append(f"defend {a} {group[0]}")
    transfers = v.moves("transfer")
    for group in (
        [m for m in transfers if m.cards[0][1] != trump],
        [m for m in transfers if m.cards[0][1] == trump],
    ):
        if group:
            keep.append(min(group, key=lambda m: m.cards[0]).text)
    attacks = v.moves("attack")
    by_rank: dict[str, list[tuple[str, ...]]] = {}
    for m in attacks:
        by_rank.setdefault(m.cards[0][0], []).append(m.cards)
    for combos in by_rank.values():
        singles = [c for c in combos if len(c) == 1]
        keep.extend("attack " + c[0] for c in singles)
        multi = [c for c in combos if len(c) > 1]
        if multi:
            full = max(multi, key=len)
            keep.append("attack " + " ".join(full))
            plain = [c for c in multi if all(x[1] != trump for x in c)]
            if plain:
                best_plain = max(plain, key=len)
                if best_plain != full:
                    keep.append("attack " + " ".join(best_plain))
    for kind in ("show", "take", "pass"):
        keep.extend(m.text for m in v.moves(kind))
    legal = {m.text for m in v.legal}
    return [m for m in dict.fromkeys(keep) if m in legal]
