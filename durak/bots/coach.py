"""The coach: for each legal move of one seat, its chance to avoid being the durak.

>>> from durak import Game, Rules
>>> g = Game.from_setup(Rules(), [["6S", "7S"], ["AH"]], trump="H", first_attacker=0)
>>> figures = Coach(g.observation(0), seed=1).step()
>>> figures.exact, [(f.move, f.chance, f.verdict) for f in figures.moves]
(True, [('attack 6S', 0.0, 'lost'), ('attack 7S', 0.0, 'lost')])

**The figure** of a move is its expected score for the seat's side (its team with
partnerships): 1 when it is not the durak, ½ for a draw, 0 when it is: a chance in [0, 1].

**Sampled deals.**  As the search bots do (:func:`~durak.bots.search.play_world`, the same
code), the coach deals the cards the seat cannot see at random, consistently with
everything it knows (:func:`~durak.bots.determinize.sample_world`: hand sizes, the discard
pile, the table, the face-up trump, cards known to be in a hand), plays each legal move in
that world and finishes the game with the medium policy on the engine's fast path, every
move of a world on the same random numbers (so moves are compared on equal terms).  A
rollout that reaches a heads-up endgame small enough (:data:`SOLVE_CARDS` cards in play) is
scored by the exact solver (:func:`~durak.bots.endgame.solve`, :data:`SOLVE_NODES` nodes)
instead of by the rest of a policy game (the expert's rollout,
:func:`~durak.bots.expert.solving_rollout`, with smaller sizes).

**Exact verdicts.**  Once the stock is empty heads-up (at most one other seat holds cards;
the opponent's last cards may be on the table), every card is known: each move is solved exactly (its
``verdict``: ``"won"``, ``"lost"`` or ``"draw"`` with best play by both, figure 1, 0 or
½).  The solver's nodes come out of the step's budget (each move not yet solved gets its
share, at least :data:`EXACT_MIN_NODES`); a move whose solve runs out of nodes is tried
again at the next :meth:`Coach.step` with its nodes so far plus the new share (up to
:data:`EXACT_MAX_NODES`) and meanwhile carries a sampled figure.

**Refinable and reproducible.**  :meth:`Coach.step` spends a budget of work and returns the
figures so far; calling it again refines them.  Work is counted in simulated engine moves
(converted from seconds at :data:`~durak.bots.search.MOVES_PER_SECOND`, as the bots do), so
the same observation, seed and budgets give the same figures on any machine (outside a
heads-up endgame, whose solver runs once per step, however the budget was split into
steps).  Only the optional ``deadline`` (a wall clock, for the
browser's liveliness) can end a step early.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from durak.errors import SetupError
from durak.game import Game
from durak.moves import text_to_move

from .base import View
from .determinize import InconsistentObservation
from .endgame import DEFAULT_NODES, UNKNOWN, endgame_seats, known_game, solve
from .expert import NODE_COST, solving_rollout
from .rule_based import _obs_seed
from .search import MOVES_PER_SECOND, play_world, team_score

#: Seconds of work (CPython, reference machine) for the first figures and the final ones.
FIRST_BUDGET = 0.1
COACH_BUDGET = 0.5
#: A rollout reaching a heads-up endgame with at most this many cards in play is solved,
#: with this many nodes (an unknown verdict plays on with the policy). Smaller than the
#: flat expert's (:data:`~durak.bots.expert.ROLLOUT_SOLVE_CARDS`): the coach needs many
#: deals (about 40 a second with those figures, 160 with these, 260 without the solver).
SOLVE_CARDS = 6
SOLVE_NODES = 100
#: Solver nodes for an exact verdict of a root move: at least this many per step, at most
#: this many in all.
EXACT_MIN_NODES = 2_000
EXACT_MAX_NODES = 20 * DEFAULT_NODES
#: Nodes of the small search over a root move's position that no solver takes (one seat
#: left holding cards while the bout goes on): it ends within a few moves.
TAIL_NODES = 2_000
VERDICTS = {1.0: "won", 0.5: "draw", 0.0: "lost"}
#: Sampled deals a step plays at least in a heads-up endgame while some move is not exact,
#: however much of the budget the solves took: a move the solver did not finish had one
#: deal in all (its figure 0 or 1, its error unknown: the review could not judge it).
STEP_WORLDS = 8


@dataclass(frozen=True)
class MoveFigure:
    """One legal move's figure: ``chance`` in [0, 1], from ``worlds`` sampled deals, or
    ``exact`` (then ``verdict`` is ``"won"``, ``"lost"`` or ``"draw"`` with best play)."""

    move: str
    chance: float
    worlds: int = 0
    exact: bool = False

    @property
    def verdict(self) -> str | None:
        """``"won"``, ``"lost"`` or ``"draw"`` with best play when exact, else ``None``."""
        return VERDICTS.get(self.chance) if self.exact else None

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able dict."""
        return {"move": self.move, "chance": self.chance, "worlds": self.worlds,
                "exact": self.exact, "verdict": self.verdict}  # fmt: skip


@dataclass(frozen=True)
class Figures:
    """Every legal move's figure (in the observation's legal-move order) after some work."""

    seat: int
    moves: tuple[MoveFigure, ...]
    worlds: int = 0
    work: int = 0

    @property
    def exact(self) -> bool:
        """Every move's figure is exact (a solved heads-up endgame)."""
        return bool(self.moves) and all(f.exact for f in self.moves)

    def figure(self, move: str) -> MoveFigure:
        """The figure of ``move`` (``KeyError`` if it is not a legal move)."""
        for f in self.moves:
            if f.move == move:
                return f
        raise KeyError(move)

    def chance(self, move: str) -> float:
        """The chance of ``move``."""
        return self.figure(move).chance

    @property
    def best(self) -> MoveFigure:
        """The move with the highest chance (the first in legal order on a tie)."""
        return max(self.moves, key=lambda f: f.chance)

    def targets(self) -> dict[str, MoveFigure]:
        """The best figure per thing you would tap: each card of your hand that some move
        plays (a cover's card, every card of an attack) and each button (``take``,
        ``pass``, ``swap``), for showing the figures on the cards and buttons.

        >>> f = Figures(0, (MoveFigure("attack 9H", 0.4), MoveFigure("attack 9H 9C", 0.6),
        ...                 MoveFigure("defend 6S 7S", 0.5), MoveFigure("take", 0.2)))
        >>> {k: v.chance for k, v in f.targets().items()}
        {'9H': 0.6, '9C': 0.6, '7S': 0.5, 'take': 0.2}
        """
        out: dict[str, MoveFigure] = {}
        for f in self.moves:
            kind, *cards = f.move.split()
            for key in cards[1:] if kind == "defend" else cards or [kind]:
                if key not in out or f.chance > out[key].chance:
                    out[key] = f
        return out

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able dict (the worker's answer)."""
        return {"seat": self.seat, "moves": [f.to_dict() for f in self.moves],
                "worlds": self.worlds, "work": self.work, "exact": self.exact,
                "best": self.best.move if self.moves else None}  # fmt: skip


def figures_from_dict(data: dict[str, Any]) -> Figures:
    """:class:`Figures` from :meth:`Figures.to_dict` (the worker's answer, on the main thread)."""
    moves = tuple(MoveFigure(m["move"], float(m["chance"]), int(m["worlds"]), bool(m["exact"]))
                  for m in data["moves"])  # fmt: skip
    return Figures(int(data["seat"]), moves, int(data["worlds"]), int(data["work"]))


def outcome_score(losers: list[int], seat: int, teams: bool) -> float:
    """A finished game's score for ``seat``'s side: 1 if another side lost, ½ for a draw
    (no loser), 0 if its side lost (:func:`~durak.bots.search.team_score`, which counts a
    draw as not lost).

    >>> outcome_score([1], 0, False), outcome_score([], 0, False), outcome_score([1, 3], 3, True)
    (1.0, 0.5, 0.0)
    """
    return team_score(losers, seat, teams) if losers else 0.5


def rollout(g: Game, seat: int, rng: random.Random) -> tuple[float, int]:
    """Finish ``g`` with the fast medium policy, solving a small heads-up endgame exactly:
    (:func:`outcome_score` for ``seat``, work spent); the expert's rollout
    (:func:`~durak.bots.expert.solving_rollout`) with the coach's sizes and a draw worth ½."""
    return solving_rollout(g, seat, rng, SOLVE_CARDS, SOLVE_NODES, outcome_score)


class _Budget(Exception):
    pass


def exact_score(g: Game, seat: int, nodes: int) -> tuple[float | None, int]:
    """``seat``'s side's score in ``g`` with best play by both, if the stock is empty: a
    heads-up position is solved (:func:`~durak.bots.endgame.solve`); a bout that goes on
    with one seat left holding cards is searched to its end.  ``(None, work)`` when the
    solver runs out of ``nodes`` (or the position is no endgame)."""
    teams = g.partnered
    spent = [0]

    def value(h: Game) -> float:
        if h.over:
            return outcome_score(h.loser_ids, seat, teams)
        if h.stock_size:
            raise _Budget
        if endgame_seats(h) is not None:
            sol = solve(h, nodes)
            spent[0] += sol.nodes
            if sol.loser == UNKNOWN:
                raise _Budget
            return outcome_score([] if sol.loser is None else [sol.loser], seat, teams)
        spent[0] += 1
        if spent[0] > TAIL_NODES + nodes:
            raise _Budget
        mover = h.acting_seat()
        mine = h.team_of(mover) == h.team_of(seat)
        best = -1.0 if mine else 2.0
        for a in h.legal_actions(mover):
            c = h.copy()
            c.apply(mover, a)
            v = value(c)
            best = max(best, v) if mine else min(best, v)
            if best == (1.0 if mine else 0.0):
                break
        return best

    try:
        return value(g), spent[0] * NODE_COST
    except _Budget:
        return None, spent[0] * NODE_COST


class Coach:
    """Figures for every legal move of the observation's seat, refined step by step.

    ``observation``: ``game.observation(seat)`` (or its JSON parsed); ``seed``: the sampled
    deals' seed (the same seed and total budget give the same figures).
    """

    def __init__(self, observation: Mapping[str, Any], seed: int | None = 0) -> None:
        self.obs = dict(observation)
        self.view = View.from_obs(self.obs)
        self.seat = self.view.seat
        self.moves = [m.text for m in self.view.legal]
        self.actions = [text_to_move(m) for m in self.moves]
        self.rng = random.Random(_obs_seed(seed, self.obs) ^ 0xC0AC4)
        self.scores: list[list[float]] = [[] for _ in self.moves]  # each world's, in order
        self.exact: list[float | None] = [None] * len(self.moves)
        self.tried = [0] * len(self.moves)  # solver nodes a move's last solve was given
        self.worlds = 0
        self.work = 0
        self.target = 0
        self.endgame = self._endgame()
        self.failed = False  # the sampler cannot complete this observation

    @classmethod
    def for_game(cls, game: Game, seat: int, seed: int | None = 0) -> Coach:
        """The coach of ``seat`` in ``game`` (it reads only ``seat``'s observation)."""
        return cls(game.observation(seat), seed)

    def _endgame(self) -> Game | None:
        """The one full game when every card is known (the stock empty heads-up, the
        opponent's last cards possibly on the table: :func:`~durak.bots.endgame.known_game`),
        else ``None``."""
        return known_game(self.obs) if self.moves else None

    def step(self, budget: float = FIRST_BUDGET, deadline: float | None = None) -> Figures:
        """Spend ``budget`` more seconds of work (while some move is not exact, at least
        one sampled deal in all, and in a heads-up endgame :data:`STEP_WORLDS` a step) and
        return the figures so far.  ``deadline``: a
        :func:`time.perf_counter` time after which the step stops early (not reproducible:
        for a slow host only)."""
        self.target += int(budget * MOVES_PER_SECOND)
        if self.endgame is not None:
            self._solve_moves(deadline)
        open_moves = [i for i, x in enumerate(self.exact) if x is None]
        least = self.worlds + STEP_WORLDS if self.endgame is not None else 1
        while open_moves and not self.failed and (self.worlds < least or self.work < self.target):
            self._world(open_moves)
            if deadline is not None and time.perf_counter() > deadline:
                break
        return self.figures

    def _solve_moves(self, deadline: float | None) -> None:
        g = self.endgame
        assert g is not None
        unsolved = [i for i, x in enumerate(self.exact) if x is None]
        if not unsolved:
            return
        share = max(EXACT_MIN_NODES, (self.target - self.work) // (NODE_COST * len(unsolved)))
        for i in unsolved:
            nodes = min(EXACT_MAX_NODES, self.tried[i] + share)
            if nodes <= self.tried[i]:
                continue
            c = g.copy()
            c.apply(self.seat, self.actions[i])
            score, work = exact_score(c, self.seat, nodes)
            self.tried[i] = nodes
            self.work += work
            self.exact[i] = score
            if deadline is not None and time.perf_counter() > deadline:
                break

    def _world(self, moves: list[int]) -> None:
        try:
            scores, work = play_world(self.obs, self.view, self.rng, self.actions, moves, rollout)
        except (InconsistentObservation, SetupError):
            self.failed = True
            return
        for i, score in zip(moves, scores, strict=True):
            self.scores[i].append(score)
        self.worlds += 1
        self.work += work

    def noise(self, a: str, b: str) -> float:
        """The standard error of the difference between the figures of moves ``a`` and
        ``b``: 0 when both are exact, the sampled one's own error when one is, else the
        error of the paired differences (both are played in the same deals, on the same
        random numbers).  With fewer than two deals nothing is known: 1.

        >>> from durak import Game, Rules
        >>> g = Game.from_setup(Rules(), [["6S", "AS"], ["7S", "KH"]], trump="H",
        ...                     first_attacker=0, stock=["9D", "TH"])
        >>> c = Coach.for_game(g, 0, seed=1)
        >>> c.noise("attack 6S", "attack AS")
        1.0
        >>> _ = c.step(0.05)
        >>> 0 <= c.noise("attack 6S", "attack AS") < 0.2, c.noise("attack 6S", "attack 6S")
        (True, 0.0)
        """
        i, j = self.moves.index(a), self.moves.index(b)
        if i == j or (self.exact[i] is not None and self.exact[j] is not None):
            return 0.0
        if self.exact[i] is not None:
            diffs = self.scores[j]
        elif self.exact[j] is not None:
            diffs = self.scores[i]
        else:
            diffs = [x - y for x, y in zip(self.scores[i], self.scores[j], strict=True)]
        n = len(diffs)
        if n < 2:
            return 1.0
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        return math.sqrt(var / n)

    @property
    def figures(self) -> Figures:
        """The figures so far (a move not yet sampled shows ½)."""
        out = []
        for i, m in enumerate(self.moves):
            x = self.exact[i]
            if x is not None:
                out.append(MoveFigure(m, x, 0, True))
            else:
                xs = self.scores[i]
                out.append(MoveFigure(m, sum(xs) / len(xs) if xs else 0.5, len(xs)))
        return Figures(self.seat, tuple(out), self.worlds, self.work)


def coach(
    observation: Mapping[str, Any], seed: int | None = 0, budget: float = COACH_BUDGET
) -> Figures:
    """The figures after ``budget`` seconds of work in one go (see :class:`Coach`)."""
    return Coach(observation, seed).step(budget)


__all__ = ["COACH_BUDGET", "FIRST_BUDGET", "Coach", "Figures", "MoveFigure", "coach",
           "exact_score", "figures_from_dict", "outcome_score"]  # fmt: skip
