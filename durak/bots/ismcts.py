"""An information-set Monte Carlo tree search player (issue 14's comparison with ``hard``).

Single-observer ISMCTS (SO-ISMCTS; Cowling, Powley and Whitehouse, "Information Set Monte
Carlo Tree Search", 2012).  The bot grows one tree from its own point of view:

- a **node** is a sequence of moves from the root, as the bot sees them: every edge is a
  ``(seat, action)`` pair, the opponents' moves included (the seat is part of the edge
  because who acts next can depend on hidden cards: an attacker with nothing to add is
  passed over);
- each **iteration** samples one world (:func:`~durak.bots.determinize.sample_world`,
  rebuilt with :meth:`durak.Game.from_observation`, as :func:`~durak.bots.search.play_world`
  does) and walks down the tree choosing among the moves legal *in that world* by UCB1 with
  **availability counts**: a child's exploration term uses how often it was *available*
  when its parent was visited, not the parent's visits; when some legal move has no child
  yet, one of them is added and the walk stops there;
- the world is then finished with ``hard``'s rollout (:func:`~durak.bots.search.rollout`:
  the fast medium policy with :data:`~durak.bots.search.ROLLOUT_NOISE`), and every node on
  the path is credited with :func:`~durak.bots.search.team_score` of the finished game for
  the seat whose move led into it (a capped rollout scores a half for everybody).

At the root only :func:`~durak.bots.search.candidates` and the medium policy's move are
searched; deeper down every legal move is.  The move played is the most visited root move
(ties: the medium move, then the higher mean).  With :attr:`IsmctsBot.extend_multi` a
search at a table where more than two seats still play goes on past its budget while its
two best root moves are a close call (:func:`close_call`), to that many times the budget.

The front is ``hard``'s: the obvious move (:func:`~durak.bots.rule_based.obvious_move`) at
no cost, the endgame solver's proven win or draw once the stock is empty heads-up
(:func:`~durak.bots.endgame.endgame_move`), the medium move for an observation the sampler
cannot complete.  The budget is ``hard``'s too, in the same work units (engine moves
simulated, :data:`~durak.bots.search.MOVES_PER_SECOND` per second of budget), but a sampled
world costs :data:`TREE_WORLD_COST` units, not the flat search's
:data:`~durak.bots.search.WORLD_COST`: the tree samples a world for every iteration, the
flat search once for all its candidates, and at the flat search's price a "second" of the
tree's budget took two (0.8 ms an iteration, 15 µs a unit instead of about 7, CPython).
Only a search's first world is built and checked in full
(:meth:`~durak.Game.from_observation`, about 0.4 ms); the later ones are copies of it with
other hidden cards (:meth:`~durak.Game.with_hidden`, a fiftieth of that), which took a
fifth off an iteration's time, so a world is charged 40 units instead of 60.  The same seed
and observation give the same move, and the wall clock stops a search only when
:attr:`IsmctsBot.time_cap` is set.

>>> from durak import Game, Rules
>>> g = Game.new(Rules(), seed=3)
>>> obs = g.observation(g.to_act[0])
>>> ismcts(seed=1, budget=0.002).choose(obs) in obs["legal_moves"]
True
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Mapping
from typing import Any

from durak.errors import SetupError
from durak.game import Game
from durak.moves import Action, move_to_text, text_to_move

from .base import View
from .determinize import InconsistentObservation, sample_world
from .endgame import DEFAULT_NODES, endgame_move
from .fastpolicy import fast_medium
from .rule_based import _obs_seed, medium_policy, obvious_move
from .search import (
    DEFAULT_BUDGET,
    MOVES_PER_SECOND,
    candidates,
    rollout,
    root_solve_nodes,
    search_time_cap,
    team_score,
)

#: Stop early (with :attr:`IsmctsBot.early_stop`) once the most visited root move cannot be
#: overtaken in the iterations the budget has left; checked every this many iterations.
STOP_CHECK_EVERY = 16
#: Work units charged per iteration for sampling and rebuilding its world (see above).
TREE_WORLD_COST = 40
#: UCB1's exploration constant (scores are in [0, 1]; 0.7 as in Cowling et al.).
UCB_C = 0.7
#: With :attr:`IsmctsBot.guided`, a node below the root gets a new child only while it has
#: fewer than ``1 + sqrt(visits / WIDEN)`` children available in the world at hand
#: (progressive widening), the medium policy's move first ...
WIDEN = 4.0
#: ... and the medium move's UCB value gets ``GUIDE_BONUS / (visits + 1)`` on top.
GUIDE_BONUS = 1.0

Edge = tuple[int, Action]


class Node:
    """A tree node: the result of the move into it, for the seat that made that move."""

    __slots__ = ("avail", "kids", "n", "w")

    def __init__(self) -> None:
        self.n = 0  # visits
        self.w = 0.0  # total score of the seat whose move led here
        self.avail = 1  # times this move was legal when its parent was visited
        self.kids: dict[Edge, Node] = {}


class IsmctsBot:
    """SO-ISMCTS from an observation (see the module docstring)."""

    #: Play the endgame solver's move once the stock is empty heads-up.
    solver = True
    #: The solver's node budget for that (the position as it stands, not a sampled world)
    #: at :attr:`default_budget`; a smaller budget gives fewer (:func:`root_solve_nodes`).
    root_nodes = DEFAULT_NODES
    #: The budget (seconds) when none is given.
    default_budget = DEFAULT_BUDGET["hard"]
    #: Stop a search by the wall clock too (the page); the arena's ``load_bot`` turns it off.
    time_cap = True
    #: Stop when the move to play is settled (:func:`decided`) rather than spend the budget.
    early_stop = False
    #: Below the root, expect the medium policy's move first: it is expanded first, other
    #: moves join as the node's visits grow (:data:`WIDEN`) and it keeps a fading bonus
    #: (:data:`GUIDE_BONUS`); without it every legal move is expanded at once, in random order.
    guided = False
    #: Play the medium move unless the most visited one's mean beats it by this many
    #: standard errors (0: the most visited move, whatever its margin).
    prior_z = 0.0
    #: The medium move's fading UCB bonus at guided nodes.
    guide_bonus = GUIDE_BONUS
    #: With more than two seats still playing (no partnerships), a search whose two most
    #: visited root moves are within a standard error of each other when its budget is
    #: spent goes on, to this many times the budget (1: never).
    extend_multi = 1.0
    #: Expect the bot's own throw-ins to be keen (:data:`~durak.bots.rule_based.KEEN_THROW_BONUS`)
    #: at a table of three or more: its prior move, and its own moves in the tree's guide
    #: and the rollouts (the other seats stay plain medium).
    keen = False

    def __init__(self, seed: int | None = None, budget: float | None = None) -> None:
        self.name = "ismcts"
        self.seed = seed
        self.budget = self.default_budget if budget is None else float(budget)
        self.last_stats: dict[str, Any] = {}

    def choose(self, observation: Mapping[str, Any]) -> str:
        """One legal move for the observation's seat."""
        started = time.perf_counter()  # the wall-clock cap counts the solve too
        v = View.from_obs(observation)
        if not v.legal:
            raise ValueError(f"seat {v.seat} has no legal move in this observation")
        forced = obvious_move(v)
        if forced is not None:
            return forced
        if self.solver and v.stock_count == 0:
            nodes = root_solve_nodes(self.root_nodes, self.budget, self.default_budget)
            solved = endgame_move(observation, nodes)
            if solved is not None:
                return solved
        prior = medium_policy(v, keen=self.keen)
        cands = self._candidates(v)
        if prior not in cands:
            cands.insert(0, prior)
        if len(cands) == 1:
            return cands[0]
        rng = random.Random(_obs_seed(self.seed, observation) ^ 0x15C7)
        try:
            self._weights = self._world_weights(observation, v)
            return self._search(dict(observation), v, cands, prior, rng, started)
        except (InconsistentObservation, SetupError):
            return prior  # an observation the sampler cannot complete: play the medium move

    def _search(
        self,
        obs: dict[str, Any],
        v: View,
        cands: list[str],
        prior: str,
        rng: random.Random,
        started: float | None = None,
    ) -> str:
        """The tree search; its wall-clock cap counts from ``started`` (when ``choose``
        began, so a long root solve counts too), else from now."""
        me = self._seat = v.seat
        root = Node()
        self._base = None
        root_edges = [(me, text_to_move(m)) for m in cands]
        work_limit = int(self.budget * MOVES_PER_SECOND)
        multi = v.teams is None and v.players - len(v.out) > 2
        extended_limit = int(work_limit * self.extend_multi) if multi else work_limit
        t0 = time.perf_counter()
        start = t0 if started is None else started
        deadline = start + search_time_cap(self.budget) if self.time_cap else math.inf
        work = 0
        iterations = 0
        p = (me, text_to_move(prior))
        # with prior_z the move played can change with the means, not only the visits:
        # stop early only once the medium move itself leads for good
        settles = [p] if self.prior_z else root_edges

        def rank(e: Edge) -> tuple[int, bool, float]:
            k = root.kids.get(e)
            if k is None:
                return 0, e == p, 0.0
            return k.n, e == p, k.w / k.n

        extra = 0  # iterations past the budget (close calls at tables of three or more)
        while time.perf_counter() <= deadline:
            if work >= work_limit:
                if work >= extended_limit or (
                    iterations % STOP_CHECK_EVERY == 0 and not close_call(root, root_edges, rank)
                ):
                    break
                extra += 1
            work += self._iterate(obs, v, root, root_edges, rng)
            iterations += 1
            if (
                self.early_stop
                and work < work_limit
                and iterations % STOP_CHECK_EVERY == 0
                and decided(root, root_edges, (work_limit - work) * iterations // work, settles)
            ):
                break

        best = max(root_edges, key=rank)
        if (
            self.prior_z
            and best != p
            and not _ahead(root.kids[best], root.kids.get(p), self.prior_z)
        ):
            best = p  # a near-tie with the medium move is noise: the medium move stands
        self.last_stats = {
            "iterations": iterations,
            "work": work,
            "seconds": time.perf_counter() - t0,
            "capped": work < work_limit,
            "extra_iterations": extra,
            "visits": {move_to_text(e[1]): rank(e)[0] for e in root_edges},
            "nodes": _size(root),
        }
        return move_to_text(best[1])

    def _iterate(
        self,
        obs: dict[str, Any],
        v: View,
        root: Node,
        root_edges: list[Edge],
        rng: random.Random,
    ) -> int:
        """One sampled world: selection, expansion, rollout, backup; the work it cost."""
        hands, stock = self._sample(v, rng)
        if self._base is None:  # the search's first world: built and checked in full
            self._base = Game.from_observation(obs, hands, stock)
            g = self._base.copy()
        else:
            g = self._base.with_hidden(v.seat, hands, stock)
        work = TREE_WORLD_COST
        path: list[tuple[int, Node]] = []
        node = root
        edges = root_edges  # the observer's own moves: legal in every world
        guide: Edge | None = None
        while True:
            for e in edges:
                kid = node.kids.get(e)
                if kid is not None:
                    kid.avail += 1
            fresh = [e for e in edges if e not in node.kids]
            if guide is not None:
                fresh = _widen(node, edges, fresh, guide)
            if fresh:
                e = fresh[rng.randrange(len(fresh))] if len(fresh) > 1 else fresh[0]
                kid = node.kids[e] = Node()
            else:
                e = _ucb_pick(node, [e for e in edges if e in node.kids], guide, self.guide_bonus)
                kid = node.kids[e]
            g.apply(e[0], e[1])
            work += 1
            path.append((e[0], kid))
            node = kid
            if fresh or g.over:
                break
            s = g.acting_seat()
            acts = g.legal_actions(s)
            edges = [(s, a) for a in acts]
            if not edges:
                break
            if self.guided:
                guide = (s, fast_medium(g, s, acts, rng, 0.0, self.keen and s == v.seat))
        losers: list[int] | None = list(g.loser_ids) if g.over else None
        if not g.over:
            losers, spent = self._finish(g, rng)
            work += spent
        if losers is not None:
            teams = g.partnered
            for seat, n in path:
                n.n += 1
                n.w += team_score(losers, seat, teams)
        else:  # a capped rollout: a half for everybody
            for _, n in path:
                n.n += 1
                n.w += 0.5
        return work

    _weights: list[dict[str, float]] | None = None
    #: The seat searching (set by :meth:`_search`).
    _seat = -1
    #: The search's first world; the later ones are copies with other hidden cards.
    _base: Game | None = None

    def _sample(self, v: View, rng: random.Random) -> tuple[list[list[str]], list[str]]:
        """An iteration's world: the hidden cards dealt by
        :func:`~durak.bots.determinize.sample_world`, weighted by the soft evidence
        (``tools/oracle.py`` deals the real ones instead, to measure what not knowing them
        costs)."""
        w = self._weights
        return sample_world(v, rng) if w is None else sample_world(v, rng, w)

    def _candidates(self, v: View) -> list[str]:
        """The root moves searched (:func:`~durak.bots.search.candidates`)."""
        return candidates(v)

    def _world_weights(self, obs: Mapping[str, Any], v: View) -> list[dict[str, float]] | None:
        """The sampler's soft evidence (here: none, every consistent deal alike)."""
        return None

    def _finish(self, g: Game, rng: random.Random) -> tuple[list[int] | None, int]:
        """Finish the world ``g``: (the losers, or None for a capped rollout; work spent)."""
        _, spent = rollout(g, 0, rng)
        return (list(g.loser_ids) if g.over else None), spent


def decided(
    root: Node, edges: list[Edge], remaining: int, leaders: list[Edge] | None = None
) -> bool:
    """True when the most visited root move stays the most visited whatever the
    ``remaining`` iterations do (the search can stop: the rest of the budget is saved);
    with ``leaders``, only when that move is one of them.
    The search passes the iterations its budget has left *at the average cost so far*, an
    estimate, not a bound: an early stop could in principle end a search one or two
    iterations before a tie; in the decisions checked it never changed the move (two
    whole games played both ways in ``tests/test_expert.py``, 40 more at a tiny budget in a
    review)."""

    def n(e: Edge) -> int:
        return root.kids[e].n if e in root.kids else 0

    if leaders is not None and len(edges) > 1 and max(edges, key=n) not in leaders:
        return False
    visits = sorted(map(n, edges), reverse=True)
    return len(visits) < 2 or visits[0] - visits[1] > remaining


def close_call(root: Node, edges: list[Edge], rank: Callable[[Edge], Any]) -> bool:
    """True if the two best root moves by ``rank`` (most visited first) are within a
    standard error of each other (:func:`_ahead`), or one of them is still unvisited."""
    a, b = (root.kids.get(e) for e in sorted(edges, key=rank, reverse=True)[:2])
    return a is None or b is None or not _ahead(a, b, 1.0)


def _widen(node: Node, edges: list[Edge], fresh: list[Edge], guide: Edge) -> list[Edge]:
    """The moves that may be expanded now at a guided node: the medium move first, then
    the others while the node has fewer available children than ``1 + sqrt(visits /
    WIDEN)`` (so two as soon as it has been visited); none when it is wide enough."""
    if guide in fresh:
        return [guide]
    if not fresh:
        return fresh
    have = len(edges) - len(fresh)
    return fresh if have < 1 + math.sqrt(node.n / WIDEN) else []


def _ahead(a: Node, b: Node | None, z: float) -> bool:
    """True if ``a``'s mean score beats ``b``'s by more than ``z`` standard errors (each
    node's variance taken as a Bernoulli score's, plus a quarter over its visits)."""
    if b is None or not b.n:
        return True
    ma, mb = a.w / a.n, b.w / b.n
    va = ma * (1 - ma) + 0.25 / a.n
    vb = mb * (1 - mb) + 0.25 / b.n
    return ma - mb > z * math.sqrt(va / a.n + vb / b.n)


def _ucb_pick(
    node: Node, edges: list[Edge], guide: Edge | None = None, bonus: float = GUIDE_BONUS
) -> Edge:
    """The available child with the highest UCB1 value (availability counts as the
    parent's visits; ``guide``, the medium move, with :data:`GUIDE_BONUS`); the first of
    equals."""
    best = edges[0]
    best_value = -1.0
    kids = node.kids
    for e in edges:
        k = kids[e]
        value = k.w / k.n + UCB_C * math.sqrt(math.log(k.avail) / k.n)
        if e == guide:
            value += bonus / (k.n + 1)
        if value > best_value:
            best, best_value = e, value
    return best


def _size(node: Node) -> int:
    """Nodes in the tree under ``node`` (``node`` included)."""
    return 1 + sum(_size(k) for k in node.kids.values())


def ismcts(seed: int | None = None, budget: float | None = None) -> IsmctsBot:
    """The ISMCTS bot with ``hard``'s default budget (for the arena:
    ``--bots durak.bots.ismcts:ismcts,hard``)."""
    return IsmctsBot(seed=seed, budget=budget)
