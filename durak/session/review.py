"""The review of a finished game (issue 15): its positions from the deal, and each of your
decisions judged by the coach.

>>> from durak import Game, Rules
>>> g = Game.new(Rules(), seed=3)
>>> while not g.is_over:
...     s = g.to_act[0]
...     _ = g.play(s, g.legal_moves(s)[-1])
>>> r = Review(g, seat=0, seed=1, budget=0.01)
>>> len(r.positions) == len(g.moves) + 1, r.position(0).to_json() == g.at_deal().to_json()
(True, True)
>>> d = r.judge_next()
>>> d.verdict in VERDICTS, 0 <= d.chance <= d.best_chance <= 1
(True, True)

**Verdicts** come from the drop in your chance (the coach's figure of the best move less
that of the move you made, see :mod:`durak.bots.coach`), by the one table
:data:`THRESHOLDS`: no drop is ``best``, then ``good``, ``inaccuracy``, ``mistake``,
``blunder``.  The figures are estimates from sampled deals, so the drop a verdict goes by
is the one they are sure of, as far as the deals' sampling goes: the drop less
:data:`NOISE_Z` standard errors of the paired difference
(:meth:`durak.bots.coach.Coach.noise`; none for exact figures), and a move below the best
is at least ``good`` (the review then says "Perhaps better: …").  While
that margin changes the verdict, the decision gets up to :data:`MORE_STEPS` more budgets
(1.7 budgets a decision on average).  Measured on 12 games of medium against medium (267
decisions) judged with two seeds: the seeds split "best or good" against "not" in 27% of
the decisions without the margin, 6.4% with it; a player who followed every hint (10
games, 234 decisions) was told 24% of those moves were inaccuracies or worse, now 1.7%;
a random player's moves, 44%, now 20%.  The rest of "good" is a drop too small for the
figures to tell (against verdicts at 20 times the budget, the margin's "inaccuracy or
worse" is almost never "best or good" there).  Beyond the margin: in an endgame, an exact
figure (best play) can face one from sampled deals played out by the medium policy, which
errs; such a drop can be larger than best play would make it.
A decision with one legal move is ``forced`` (shown as best, left out of the
accuracy; its chance is still measured, with a quarter of the budget). With the stock
empty heads-up the figures are exact (1, ½, 0): a won game
turned into a draw is a drop of ½.

**Summary.** Accuracy: the share of your decisions (forced ones left out) rated best or
good, in percent. The turning point: your decision with the largest drop among those
rated blunder, else among those rated mistake (the first of equal ones), or none (a
larger drop rated mistake is one the figures are less sure of).

Judging is the costly part (a coach run per decision, :data:`REVIEW_BUDGET` seconds of
work each, up to :data:`MORE_STEPS` times more where the verdict is in doubt): :meth:`Review.judge_next` judges one decision at a time, so the browser's
worker can report progress; positions cost nothing.

**The table's figures.** A decision where the table's coach showed its figures is judged
from them (``table``: the session's seed, the coach's calls' budgets and the move counts
of those positions; the decision's coach has the table's seed there and steps as the
table did, so its figures are the same unless a call of the table's was cut short by its
wall-clock limit or you moved before the last one; then more budgets where the verdict
is in doubt). A learner's play-through: the review judged with its own seed and a
smaller budget, and the gold figure followed at the table was called an inaccuracy
beside a move shown lower there. It costs more: 0.5 s of work such a decision instead of
0.15 (a game coached throughout: 6.45 s against 3.16 s in CPython). The measurements
above were made without it.

**The better move** is one the table can play (a tap or a button: a lead of some of your
cards of a rank has no button, :func:`durak.ui.practice_board.playable`): the review's
"Better: play K♥ K♣" named a move no button made (a review of the change).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from durak.bots.coach import Coach, MoveFigure
from durak.events import MoveRecord
from durak.game import Game
from durak.session import log, practice
from durak.ui.practice_board import playable
from durak.ui.table_view import buttons
from durak.ui.text import t

#: Seconds of coach work per judged decision (see :data:`durak.bots.coach.COACH_BUDGET`).
REVIEW_BUDGET = 0.15
#: The drop in your chance (0..1) up to which a decision earns each verdict: the one table.
THRESHOLDS: tuple[tuple[str, float], ...] = (
    ("best", 0.0),
    ("good", 0.05),
    ("inaccuracy", 0.12),
    ("mistake", 0.25),
    ("blunder", 1.0),
)
VERDICTS: tuple[str, ...] = tuple(v for v, _ in THRESHOLDS)
#: A drop counts only beyond this many standard errors of the figures' difference.
NOISE_Z = 1.5
#: Steps of the review's budget more a decision gets while that margin changes its verdict.
MORE_STEPS = 3
#: Figures closer than this count as equal (sums of sampled scores, floating point).
EPSILON = 1e-9


def verdict(drop: float, noise: float = 0.0) -> str:
    """The verdict for a drop in your chance, from :data:`THRESHOLDS`; ``noise``: the
    standard error of the drop (the verdict goes by the drop less :data:`NOISE_Z` of it,
    and any drop is at least ``good``).

    >>> verdict(0.0), verdict(0.04), verdict(0.1), verdict(0.2), verdict(0.5)
    ('best', 'good', 'inaccuracy', 'mistake', 'blunder')
    >>> verdict(0.2, noise=0.06), verdict(0.2, noise=0.1), verdict(0.3, noise=0.05)
    ('inaccuracy', 'good', 'mistake')
    """
    if drop <= EPSILON:
        return THRESHOLDS[0][0]
    sure = max(drop - NOISE_Z * noise, EPSILON + EPSILON)
    for name, limit in THRESHOLDS:
        if sure <= limit + EPSILON:
            return name
    return THRESHOLDS[-1][0]


#: The table's coach, for a review (see the module's docstring): the session's seed, the
#: budgets of the coach's calls, the move counts where it showed figures.
Table = tuple[int, tuple[float, ...], frozenset[int]]


def table_json(table: Table | None) -> str:
    """``table`` as the worker's ``review`` takes it (``""``: none).

    >>> table_json((7, (0.1, 0.4), frozenset({5, 2}))), table_json(None)
    ('[7, [0.1, 0.4], [2, 5]]', '')
    >>> table_from_json(table_json((7, (0.1, 0.4), frozenset({5, 2}))))
    (7, (0.1, 0.4), frozenset({2, 5}))
    """
    return "" if table is None else json.dumps([table[0], list(table[1]), sorted(table[2])])


def table_from_json(text: str) -> Table | None:
    """:func:`table_json`'s text read back (``None`` for ``""``)."""
    if not text:
        return None
    seed, steps, counts = json.loads(text)
    return int(seed), tuple(float(b) for b in steps), frozenset(int(c) for c in counts)


def _shown(f: MoveFigure) -> tuple[int, bool]:
    """A figure as the review shows it: a whole percentage, exact or not."""
    return round(100 * f.chance), f.exact


@dataclass(frozen=True)
class Decision:
    """One of your decisions judged: ``index`` in the game's move list (the position before
    it is ``Review.position(index)``), the ``move`` you made and its ``chance``, the coach's
    ``best`` move and its ``best_chance``, the ``verdict``; ``forced`` (the only legal move)
    and ``exact`` (solved figures) as flags; ``longer``: a decision the table's coach showed
    figures for, judged with more work than the table's because its verdict was in doubt
    (so its figures may differ from the table's: a play-through saw them move with nothing
    saying why); ``solved``: which of your move's and the best move's own figures are exact
    (the table labels each move by itself: "Won" on one card, a percentage on another)."""

    index: int
    move: str
    chance: float
    best: str
    best_chance: float
    verdict: str
    forced: bool = False
    exact: bool = False
    longer: bool = False
    solved: tuple[bool, bool] = (False, False)

    def __post_init__(self) -> None:
        if self.exact:  # every move's figure exact: these two as well
            object.__setattr__(self, "solved", (True, True))

    @property
    def drop(self) -> float:
        """How much of your chance the move gave away (0..1)."""
        return max(0.0, self.best_chance - self.chance)

    @property
    def better(self) -> str | None:
        """The better move to show, unless yours was the best."""
        return None if self.verdict == "best" else self.best

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able dict."""
        out = {"index": self.index, "move": self.move, "chance": self.chance,
               "best": self.best, "best_chance": self.best_chance, "verdict": self.verdict,
               "forced": self.forced, "exact": self.exact, "better": self.better}  # fmt: skip
        if self.longer:  # (only when so: recorded reviews keep their form)
            out["longer"] = True
        if any(self.solved) and not self.exact:  # (every move's exact: said by "exact")
            out["solved"] = list(self.solved)
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Decision:
        """The decision from :meth:`to_dict` (the worker's answer)."""
        keys = ("index", "move", "chance", "best", "best_chance", "verdict", "forced", "exact")
        mine, best = data.get("solved") or (False, False)
        return cls(**{k: data[k] for k in keys}, longer=bool(data.get("longer", False)),
                   solved=(bool(mine), bool(best)))  # fmt: skip


@dataclass(frozen=True)
class Summary:
    """The review's summary: ``accuracy`` in percent (``None``: no real decision),
    the ``turning_point`` decision (or ``None``) and how many decisions got each verdict."""

    accuracy: int | None
    turning_point: Decision | None
    counts: tuple[tuple[str, int], ...]

    def line(self, said: bool = False, words: Callable[[str], str] | None = None) -> str:
        """The summary line in the current language (``said``: the cards by name), with
        what the verdicts' percentages are (a learner's play-through: nothing in the
        review said so); ``words``: the turning point's move in words, if not as
        :func:`describe` says it (the review's screen names a move of no cards by the
        table's button)."""
        if self.accuracy is None:
            return t("review-summary-none")
        tp = self.turning_point
        if tp is None:
            line = t("review-summary-even", accuracy=self.accuracy)
        else:
            move = words(tp.move) if words is not None else describe(tp.move, said)
            line = t("review-summary", accuracy=self.accuracy, number=tp.index + 1, move=move)
        return line + " " + t("review-percents")

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able dict."""
        tp = self.turning_point
        return {"accuracy": self.accuracy, "turning_point": None if tp is None else tp.index,
                "counts": dict(self.counts)}  # fmt: skip


def summarize(decisions: list[Decision]) -> Summary:
    """Accuracy and the turning point of judged decisions (see the module docstring).

    >>> d = [Decision(0, "take", 0.5, "take", 0.5, "best"),
    ...      Decision(2, "attack 6S", 0.2, "attack 7S", 0.6, "blunder"),
    ...      Decision(4, "pass", 0.1, "pass", 0.1, "best", forced=True)]
    >>> s = summarize(d)
    >>> s.accuracy, s.turning_point.index
    (50, 2)

    A blunder before a mistake with a larger drop (one the figures are less sure of):

    >>> d.append(Decision(6, "take", 0.1, "attack 8S", 0.6, "mistake"))
    >>> summarize(d).turning_point.index
    2
    """
    real = [d for d in decisions if not d.forced]
    good = sum(1 for d in real if d.verdict in ("best", "good"))
    accuracy = round(100 * good / len(real)) if real else None
    bad = [d for d in real if d.verdict in ("mistake", "blunder")]
    turning = max(bad, key=lambda d: (d.verdict == "blunder", d.drop)) if bad else None
    counts = tuple((v, sum(1 for d in decisions if d.verdict == v)) for v in VERDICTS)
    return Summary(accuracy, turning, counts)


def describe(move: str, said: bool = False) -> str:
    """A move in words, in the current language ("cover 8♥ with Q♥"; ``said``: as a
    screen reader says it, the cards by name).

    >>> describe("defend 8H QH"), describe("take"), describe("transfer JH", said=True)
    ('cover 8♥ with Q♥', 'take', 'transfer with the jack of hearts')
    """
    parts = move.split()
    kind, cards = parts[0], parts[1:]
    if kind == "attack":
        return t("move-attack", said=said, cards=cards)
    if kind == "defend":
        return t("move-defend", said=said, attack=cards[0], cover=cards[1])
    if kind in ("transfer", "show"):
        return t(f"move-{kind}", said=said, card=cards[0])
    return t(f"move-{kind}")


class Review:
    """The review of ``game`` (finished, or at least replayable) for ``seat``: positions
    from the deal and, as they are judged, ``seat``'s decisions.

    ``seed`` and ``budget`` (seconds of coach work per decision) make the verdicts
    reproducible; ``table``: the table's coach (see the module's docstring); ``ValueError``
    if the game's deal or moves are not known.
    """

    def __init__(
        self,
        game: Game,
        seat: int = 0,
        seed: int = 0,
        budget: float = REVIEW_BUDGET,
        table: Table | None = None,
    ):
        if not game.replayable:
            raise ValueError("this game cannot be reviewed (its deal or moves are not known)")
        self.seat = seat
        self.seed = seed
        self.budget = budget
        self.table = table if table and table[1] else None  # (no steps: none)
        self.moves = game.moves
        g = game.at_deal()
        self.positions: list[Game] = [g.copy()]
        self.records: list[MoveRecord] = []
        for s, m in self.moves:
            self.records.append(g.play(s, m))
            self.positions.append(g.copy())
        #: indices (in the move list) of ``seat``'s decisions
        self.indices = [i for i, (s, _) in enumerate(self.moves) if s == seat]
        self.decisions: list[Decision] = []

    def position(self, i: int) -> Game:
        """The game after its first ``i`` moves (0: the deal; a copy to look at)."""
        return self.positions[i].copy()

    def entries(self, i: int) -> list[log.Entry]:
        """The game log at position ``i`` (the deal, who attacks first, the first ``i``
        moves), to word with :func:`durak.session.log.words`."""
        return practice.log_entries(self.positions[0], self.records[:i])

    def record(self, i: int) -> MoveRecord:
        """What move ``i`` (0-based) did: it leads from position ``i`` to ``i + 1``."""
        return self.records[i]

    @property
    def done(self) -> bool:
        """Every decision has been judged."""
        return len(self.decisions) == len(self.indices)

    def judge(self, i: int) -> Decision:
        """The coach's verdict on move ``i`` (a move of ``seat``)."""
        s, move = self.moves[i]
        if s != self.seat:
            raise ValueError(f"move {i} is not seat {self.seat}'s")
        obs = self.positions[i].observation(s)
        forced = len(obs["legal_moves"]) == 1
        if forced:  # nothing to judge: the chance only, for the curve, at a quarter of the cost
            f = Coach(obs, self.seed).step(self.budget / 4)
            x = f.moves[0]
            return Decision(i, move, x.chance, move, x.chance, "best", True, f.exact,
                            solved=(x.exact, x.exact))  # fmt: skip
        coach, rounds = self._coach(i, obs)
        coached = self._at_table(i)
        shown = buttons(obs, obs["legal_moves"])  # the better move: one the table plays
        done = 0  # rounds of steps taken
        for budgets in rounds:
            done += 1
            worlds = coach.worlds
            for budget in budgets:
                figures = coach.step(budget)
            best = max((f for f in figures.moves if f.move == move or playable(f.move, shown)),
                       key=lambda f: f.chance)  # fmt: skip
            mine = figures.figure(move)
            if mine.chance >= best.chance - EPSILON or _shown(mine) == _shown(best):
                best = mine  # (equal as shown: "Good … Perhaps better: … (94%)" beside
                # your own 94% read as arbitrary, a learner's play-through)
            drop = best.chance - mine.chance
            noise = coach.noise(best.move, move)
            if verdict(drop, noise) == verdict(drop):  # the figures are sure enough
                break
            if coach.worlds == worlds:  # (no deal more: nothing will change)
                break
        return Decision(i, move, mine.chance, best.move, best.chance, verdict(drop, noise),
                        exact=figures.exact, longer=coached and done > 1,
                        solved=(mine.exact, best.exact))  # fmt: skip

    def _coach(self, i: int, obs: dict[str, Any]) -> tuple[Coach, list[tuple[float, ...]]]:
        """The coach for decision ``i`` and the budgets of its rounds of steps (the verdict
        is looked at after each round): the table's seed and steps first where it showed
        figures."""
        more = [(self.budget,)] * MORE_STEPS
        if self.table is None or not self._at_table(i):
            return Coach(obs, self.seed), [(self.budget,), *more]
        seed, steps, _ = self.table
        count = self.positions[i].move_count
        return Coach(obs, practice.decision_seed(seed, count, practice.COACH_SALT)), [steps, *more]

    def _at_table(self, i: int) -> bool:
        """Whether the table's coach showed its figures at decision ``i``."""
        return self.table is not None and self.positions[i].move_count in self.table[2]

    def judge_next(self) -> Decision | None:
        """Judge the next decision not yet judged (``None`` when done)."""
        if self.done:
            return None
        d = self.judge(self.indices[len(self.decisions)])
        self.decisions.append(d)
        return d

    def run(self) -> list[Decision]:
        """Judge every decision left; all of them."""
        while self.judge_next() is not None:
            pass
        return self.decisions

    def decision_at(self, i: int) -> Decision | None:
        """The judged decision of move ``i``, if it is one of ``seat``'s and judged."""
        for d in self.decisions:
            if d.index == i:
                return d
        return None

    def adopt(self, data: dict[str, Any]) -> None:
        """Take the decisions judged elsewhere (the worker's :meth:`to_dict` answer)."""
        self.decisions = [Decision.from_dict(d) for d in data["decisions"]]

    def summary(self) -> Summary:
        """Accuracy and turning point of the decisions judged so far."""
        return summarize(self.decisions)

    def to_dict(self) -> dict[str, Any]:
        """The verdicts and summary as a JSON-able dict (the worker's answer)."""
        return {"decisions": [d.to_dict() for d in self.decisions], "done": self.done,
                "total": len(self.indices), "summary": self.summary().to_dict()}  # fmt: skip


__all__ = ["REVIEW_BUDGET", "THRESHOLDS", "VERDICTS", "Decision", "Review", "Summary", "Table",
           "describe", "summarize", "table_from_json", "table_json", "verdict"]  # fmt: skip
