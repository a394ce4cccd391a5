"""The ``expert`` bot: information-set Monte Carlo tree search with the exact endgame solver
inside it, inference from what the other seats have shown, and a budget spent where it
matters.

:class:`ExpertBot` is :class:`~durak.bots.ismcts.IsmctsBot` (one tree over the moves of
every seat from the bot's point of view, a freshly sampled deal per iteration, UCB1 with
availability counts; see :mod:`durak.bots.ismcts`) plus:

- **Endgames solved exactly, at the root and in the rollouts.**  Heads-up with an empty
  stock the bot plays the solver's proven win or draw (:mod:`durak.bots.endgame`, with up
  to :data:`ROOT_NODES` nodes, five times the solver's default, at the default budget;
  in proportion to a smaller budget: :func:`~durak.bots.search.root_solve_nodes`); inside
  the search, a rollout that reaches a heads-up endgame small enough
  (:data:`TREE_SOLVE_CARDS` cards in hands and on the table) asks the solver with a small
  node budget (:data:`TREE_SOLVE_NODES`) and scores the world by its verdict instead of by
  the rest of a policy game (each solver node is charged :data:`NODE_COST` work units; the
  flat expert solves larger ones, :data:`ROLLOUT_SOLVE_CARDS`, :data:`ROLLOUT_NODES`).
- **What each seat has shown**: cards picked up from the table are known to be in that
  hand (the engine's ``known``), the face-up trump's holder, the cards out of play; and,
  as soft evidence weighing the sampled worlds, what its play suggests it lacks (a take
  rather than a cover, an attack it added nothing more to, the cheaper cards it did not
  cover or lead with: :mod:`durak.bots.inference`).
  The bot keeps :class:`~durak.bots.inference.Notes` across the ``choose`` calls of one
  game (``notes``; a bare observation works too, with only what it shows by itself).
- **Fewer candidates**: no cover when some uncovered card has none (take at once).
- **Keen throw-ins at a table of three or more** (:attr:`~durak.bots.ismcts.IsmctsBot.keen`):
  its own throw-ins go :data:`~durak.bots.rule_based.KEEN_THROW_BONUS` ranks above medium's
  while the stock lasts, any plain card once it is empty, in the move it expects of
  itself (the prior), in the tree's guide and in the rollouts; the other seats stay
  medium.  With the policies alone, a keen seat at a table of four lost 19.5% where medium
  loses 24.1%; with three hard bots at the table the expert lost 30 of seed 6's 200
  games where it had lost 42 (see the README).  Heads-up nothing changes (medium's limits
  there: a keen policy gained little, and the heads-up figures stand).
- **The medium policy as the tree's first guess** (:attr:`~durak.bots.ismcts.IsmctsBot.guided`):
  below the root, the move the medium policy would make in the sampled world is expanded
  first, the others join as the node is visited more (progressive widening) and the
  medium move keeps a fading bonus (:attr:`~durak.bots.ismcts.IsmctsBot.guide_bonus`, 4
  here: worth four visits' worth of a win at first).  Everybody's moves deep in the tree
  then start as the rollouts' policy and improve where the search spends its visits,
  instead of being tried in random order.
- **The medium move stands unless clearly beaten** (:attr:`~durak.bots.ismcts.IsmctsBot.prior_z`):
  the most visited root move is played only if its mean beats the medium move's by a
  standard error, as ``hard`` keeps its prior; a near-tie is noise.

Measured at a quarter of the budget against medium, duplicate deals (seed 1): unguided
77.5% non-loss (120 games), guided 84.0% (94), guided with bonus 4 89.6% (96), guided with
the prior kept 87.5% (104), both 94.0% (83); against ``hard`` both 58.1% (31 games) where
plain guidance had 44.0% (25).  Full-budget figures are in the README.
- **Budget where it matters.**  Obvious decisions cost nothing (one legal move, going out,
  the swap, a proven endgame); a search stops as soon as its most visited move can no
  longer be overtaken in the iterations its budget has left, at the average cost so far
  (:func:`~durak.bots.ismcts.decided`).  At a table where more than two seats still play
  (no partnerships), a close call (the two most visited root moves within a standard error,
  :func:`~durak.bots.ismcts.close_call`) searches on to :data:`EXTEND` times the budget:
  there three hidden hands make every estimate noisier, and twice the budget throughout
  cut the expert's losses against three ``hard`` bots from 21.9% to 13.7% (73 games).
  Heads-up the search never goes past its budget (the decision times there are the
  issue's yardstick and the search is settled sooner).

Why a tree and not the flat search of ``hard``: flat Monte Carlo scores each move by how
the game ends when everybody then plays the medium policy, so more budget only sharpens
the same estimate (one step of improvement over medium: :class:`FlatExpertBot`, the flat
search with everything above, keeps about even with ``hard`` at seven times its budget);
the tree also improves the moves after the first, and its strength grows with the budget.
The arena figures are in the README.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from durak.game import Game

from .base import View
from .endgame import UNKNOWN, endgame_seats, solve
from .fastpolicy import fast_medium
from .inference import Notes
from .ismcts import IsmctsBot
from .search import (
    DEFAULT_BUDGET,
    PRIOR_Z,
    ROLLOUT_CAP,
    ROLLOUT_NOISE,
    SearchBot,
    candidates,
    clearly_better,
    team_score,
)

#: A rollout that reaches a heads-up endgame with at most this many cards in play is solved.
ROLLOUT_SOLVE_CARDS = 10
#: Solver nodes allowed per rollout; "unknown" goes on with the policy.
ROLLOUT_NODES = 300
#: Work units (simulated moves) charged per solver node.
NODE_COST = 3
#: A close decision may search on to this many times the budget (the flat expert's; the
#: tree expert's at tables of three or more, :attr:`~durak.bots.ismcts.IsmctsBot.extend_multi`).
EXTEND = 2.0
#: The tree search's rollouts solve only smaller endgames, with fewer nodes: a solve costs
#: as much as many rollouts, and the tree needs many iterations (at ``ROLLOUT_SOLVE_CARDS``
#: and ``ROLLOUT_NODES`` the expert ran a tenth of the iterations and lost strength).
TREE_SOLVE_CARDS = 5
TREE_SOLVE_NODES = 30
#: The expert's solve of the real position (the stock empty, two seats holding cards) may
#: search this many nodes, five times the solver's default: of the 17 decisions in real
#: endgames that 20,000 nodes left "unknown", 100,000 proved 14, in 0.8 s at most (CPython);
#: one that costs less is unchanged, and an unknown verdict still leaves the move to the tree.
ROOT_NODES = 100_000


class _Shown:
    """What the expert adds to either search: notes of what the other seats have shown
    (kept across one game's ``choose`` calls, weighing the sampled worlds) and its
    candidate moves (:func:`expert_candidates`)."""

    #: Weigh the sampled worlds by what the other seats have shown.
    infer = True
    notes: Notes

    def choose(self, observation: Mapping[str, Any]) -> str:
        if self.infer:
            self.notes.update(observation)
        return super().choose(observation)  # type: ignore[misc]

    def _world_weights(self, obs: Mapping[str, Any], v: View) -> list[dict[str, float]] | None:
        return self.notes.weights(obs, v) if self.infer else None

    def _candidates(self, v: View) -> list[str]:
        return expert_candidates(v)


class ExpertBot(_Shown, IsmctsBot):
    """``make_bot("expert")``: see the module docstring."""

    early_stop = True
    extend_multi = EXTEND
    keen = True
    root_nodes = ROOT_NODES
    guided = True
    guide_bonus = 4.0
    prior_z = 1.0

    default_budget = DEFAULT_BUDGET["expert"]

    def __init__(self, seed: int | None = None, budget: float | None = None) -> None:
        super().__init__(seed=seed, budget=budget)
        self.name = self.level = "expert"
        self.notes = Notes()

    def _finish(self, g: Game, rng: random.Random) -> tuple[list[int] | None, int]:
        keen = self._seat if self.keen else -1
        losers, spent = solving_rollout(
            g, 0, rng, TREE_SOLVE_CARDS, TREE_SOLVE_NODES, _losers, keen_seat=keen
        )
        return (None if isinstance(losers, float) else losers), spent


def _losers(losers: list[int], seat: int, teams: bool) -> list[int]:
    return list(losers)


def expert_candidates(v: View) -> list[str]:
    """:func:`~durak.bots.search.candidates`, less covers when some uncovered card has
    no cover at all: the defender must take anyway, and covering first only gives the
    attackers more ranks to throw in (kept while a trump-six swap is possible)."""
    cands = candidates(v)
    if v.moves("take") and not v.moves("swap"):
        coverable = {m.cards[0] for m in v.moves("defend")}
        if any(a not in coverable for a in v.uncovered()):
            cands = [m for m in cands if not m.startswith("defend ")]
    return cands


class FlatExpertBot(_Shown, SearchBot):
    """The expert's features on ``hard``'s flat search (the expert until the tree search
    replaced it; kept for the arena's comparison of the two searches:
    ``--bots expert,durak.bots.expert:flat_expert``)."""

    def __init__(self, seed: int | None = None, budget: float | None = None) -> None:
        super().__init__("expert", seed=seed, budget=budget)
        self.name = "flat expert"
        self.notes = Notes()

    def _rollout(self, g: Game, seat: int, rng: random.Random) -> tuple[float, int]:
        return solving_rollout(g, seat, rng)

    def _extend(
        self, work: int, work_limit: int, alive: list[int], scores: list[list[float]]
    ) -> bool:
        if work >= work_limit * EXTEND or len(alive) < 2:
            return False
        ranked = sorted(alive, key=lambda i: sum(scores[i]), reverse=True)
        return not clearly_better(scores[ranked[0]], scores[ranked[1]], PRIOR_Z)


def flat_expert(seed: int | None = None, budget: float | None = None) -> FlatExpertBot:
    """The flat-search expert (for the arena: ``durak.bots.expert:flat_expert``), at the
    expert's default budget."""
    return FlatExpertBot(seed=seed, budget=budget)


def solving_rollout(
    g: Game,
    seat: int,
    rng: random.Random,
    cards: int = ROLLOUT_SOLVE_CARDS,
    nodes: int = ROLLOUT_NODES,
    score: Callable[[list[int], int, bool], float] = team_score,
    keen_seat: int = -1,
) -> tuple[float, int]:
    """Finish ``g`` with the fast medium policy, asking the solver (``nodes`` nodes) once a
    heads-up endgame has at most ``cards`` cards in play: (``score`` of the losers for
    ``seat``, work spent; a solver node costs :data:`NODE_COST`); ``keen_seat`` throws in
    keenly (:data:`~durak.bots.rule_based.KEEN_THROW_BONUS`).  The expert's rollout with
    the defaults; the coach's (:mod:`durak.bots.coach`) with its own."""
    steps = 0
    teams = g.partnered
    while not g.over:
        if steps >= ROLLOUT_CAP:
            return 0.5, steps
        if (
            not g.stock_size
            and _two_hold_cards(g)
            and cards_in_play(g) <= cards
            and endgame_seats(g) is not None
        ):
            sol = solve(g, nodes)
            steps += sol.nodes * NODE_COST
            if sol.loser != UNKNOWN:
                return score([] if sol.loser is None else [sol.loser], seat, teams), steps
        s = g.acting_seat()
        g.apply(s, fast_medium(g, s, g.legal_actions(s), rng, ROLLOUT_NOISE, s == keen_seat))
        steps += 1
    return score(g.loser_ids, seat, teams), steps


def _two_hold_cards(g: Game) -> bool:
    """Whether exactly two seats hold cards (read from the engine's hands, no copies: the
    cheap test a rollout makes at every step once the stock is empty)."""
    holding = 0
    for hand in g._hands:
        if hand:
            holding += 1
    return holding == 2


def cards_in_play(g: Game) -> int:
    """Cards in hands and on the table."""
    return (
        sum(len(g.hand_ids(s)) for s in range(g.n))
        + len(g.attack_ids)
        + sum(1 for c in g.cover_ids if c >= 0)
    )


def expert_without_keen(seed: int | None = None, budget: float | None = None) -> ExpertBot:
    """The expert as it was before its keen throw-ins (for arena comparisons:
    ``--bots durak.bots.expert:expert_without_keen,hard``)."""
    bot = ExpertBot(seed=seed, budget=budget)
    bot.keen = False
    bot.name = "expert-notkeen"
    return bot
