"""The exact endgame solver: once the stock is empty and two seats hold cards, every card is
known, and the game is solved by search.

>>> from durak import Game, Rules
>>> g = Game.from_setup(Rules(), [["6S", "7S"], ["AH"]], trump="H", first_attacker=0)
>>> sol = solve(g)
>>> sol.loser, sol.move
(0, 'attack 6S')

Contract (checks outside the project use it): ``solve(game) -> Solution`` for a game that
is not over, with an empty stock and exactly two seats holding cards (any number of players
at the table; with partnerships the two must be opponents); ``ValueError`` otherwise.
``Solution.loser`` is the seat that loses with best play by both, ``None`` for a draw, or
the string ``"unknown"`` when the node budget ran out; ``Solution.move`` is an optimal move
(text notation) for ``game.to_act[0]`` (when the verdict is unknown: the best guess of the
search so far, always a legal move).

**The tree** is the engine's own sequential protocol: at each state ``to_act[0]`` moves,
as the arena and the bots drive games, through the engine's public fast path
(:meth:`Game.copy`, :meth:`Game.apply`, :meth:`Game.legal_actions`, :attr:`Game.to_act`,
:attr:`Game.is_over`, :attr:`Game.losers`).  A finished game scores +1 for the side that
did not lose, 0 for a draw (both out together).

**Repetition.**  Durak has no rule for endless play, and in transfer mode two players can
repeat a position (one takes, transfers back, the other takes again...).  Here *a position
that repeats on the path being searched scores as a draw* for both: neither can force
progress through it.  Transposition-table entries are therefore stored only for results that
did not depend on a repetition of a position above them on the path (each result carries
the shallowest path depth it repeated): the usual remedy for the "graph history
interaction", not a proof (a stored position might reach a position that is above it on
another path).  The tests compare the verdict with a plain minimax that keeps the whole
path, on thousands of positions (transfer-rich ones included), without a difference.

**Search.**  Alpha-beta minimax over the three outcomes (win, draw, loss of the seat to
move at the root) with a transposition table keyed on the position (the two hands, the
table, who attacks and defends, passes, take, limit and the trump-six swap state; the cards
out of play follow from those), cheap move ordering (going out first, cheap covers first,
take last, low leads first), dominated covers left out below the root
(:func:`_prune_covers`) and a node budget (:data:`DEFAULT_NODES`) beyond which the verdict
is ``"unknown"``.  Engine internals are read (for speed, read-only) only in the small
functions :func:`_key`, :func:`_hand`, :func:`hand_sizes`, :func:`_uncovered` and
:func:`_swap_pending`: the one place to redirect when the engine offers a fast view.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from durak.cards import suit_index
from durak.game import Game
from durak.moves import ATTACK, DEFEND, PASS, SWAP, TAKE, TRANSFER, Action, move_to_text

#: Nodes searched before the verdict becomes "unknown" (see ``make bench-endgame``).
DEFAULT_NODES = 20_000

UNKNOWN = "unknown"
_NO_REP = 1 << 30
_EXACT, _LOWER, _UPPER = 0, 1, 2


class _OutOfBudget(Exception):
    pass


@dataclass(frozen=True)
class Solution:
    """The verdict of :func:`solve`: ``loser`` (a seat, ``None`` for a draw, or
    ``"unknown"``), an optimal ``move`` for ``to_act[0]``, and the nodes searched."""

    loser: int | str | None
    move: str
    nodes: int = 0
    #: every root move that keeps the best outcome (all of them proven only if known)
    best_moves: tuple[str, ...] = field(default=())


def endgame_seats(game: Game) -> tuple[int, int] | None:
    """The two seats holding cards if ``game`` is a heads-up endgame the solver takes (not
    over, empty stock, exactly two seats with cards, opponents with partnerships), else None.

    >>> from durak import Game, Rules
    >>> endgame_seats(Game.new(Rules(), seed=1)) is None
    True
    """
    if game.is_over or game.stock:
        return None
    live = [s for s, n in enumerate(hand_sizes(game)) if n]
    if len(live) != 2:
        return None
    a, b = live
    if game.teams is not None and game.team_of(a) == game.team_of(b):
        return None
    return a, b


def hand_sizes(game: Game) -> list[int]:
    """How many cards each seat holds."""
    return [len(h) for h in game._hands]


def _hand(g: Game, seat: int) -> list[int]:
    """``seat``'s cards as ints (an engine field, read-only)."""
    return g._hands[seat]


def _key(g: Game, swap: bool) -> tuple:
    """The position as a hashable key (within one solve: rules and seats out are fixed).

    The only place reading engine internals (read-only, for speed)."""
    h = g._hands
    k = (
        tuple(map(tuple, h)),
        tuple(g._att),
        tuple(g._cov),
        g._attacker,
        g._defender,
        g._passed,
        g._taking,
        g._limit,
        g._cap,
    )
    if swap:
        k += (g._six_blocked, g._bottom_fresh, g._trump_card)
    if g._vseat is not None:
        k += (tuple(g._vseat),)
    return k


def _uncovered(g: Game) -> int:
    """How many attack cards on the table are uncovered (an engine field, read-only)."""
    return g._unc


def _swap_pending(g: Game) -> bool:
    """True while the face-up trump was just drawn (the six may still be swapped for it)."""
    return g._bottom_fresh and not g._six_blocked


def _prune_covers(acts: list[Action], unc: int) -> list[Action]:
    """Covers worth searching: the defender (who acts first while cards are uncovered)
    covers them one after another, so only covers of one fixed card (the lowest) are tried;
    and if some uncovered card cannot be covered at all, no cover: covering some cards and
    then taking only gives the attacker more ranks to throw in than taking at once."""
    beaten = {a[1] for a in acts if a[0] == DEFEND}
    if not beaten:
        return acts
    if len(beaten) < unc:
        return [a for a in acts if a[0] != DEFEND]
    first = min(beaten)
    return [a for a in acts if a[0] != DEFEND or a[1] == first]


def _order(acts: list[Action], trump: int, hand: int = -1) -> list[Action]:
    """Moves in a promising order: going out first, covers and transfers by cost,
    throw-ins before a pass, low plain leads (several cards first), take last.  Cards are
    ``rank * 4 + suit``; ``hand`` is the mover's hand size."""
    if len(acts) < 2:
        return acts

    def cost(a: Action) -> int:
        kind = a[0]
        if kind == SWAP:
            return -1000
        if kind in (DEFEND, TRANSFER):
            c = a[-1]
            return (c >> 2) + (64 if c & 3 == trump else 0)
        if kind == ATTACK:
            if len(a) - 1 == hand:
                return -2000
            worth = 0
            for c in a[1:]:
                v = (c >> 2) + (64 if c & 3 == trump else 0)
                if v > worth:
                    worth = v
            return worth * 8 - len(a)
        if kind == PASS:
            return 500
        if kind == TAKE:
            return 1000
        return 0

    return sorted(acts, key=cost)


class _Solver:
    def __init__(self, game: Game, me: int, budget: int) -> None:
        self.me_team = game.team_of(me)
        self.swap = bool(game.rules.trump_six_swap)
        self.trump = suit_index(game.trump)
        self.budget = budget
        self.nodes = 0
        self.tt: dict[tuple, tuple[int, int]] = {}
        self.path: dict[tuple, int] = {}
        self.team_of = [game.team_of(s) for s in range(game.n)].__getitem__

    def value(self, g: Game) -> int:
        """Score of a finished game for the root's side: +1 win, 0 draw, -1 loss."""
        losers = g.losers
        if not losers:
            return 0
        return -1 if self.team_of(losers[0]) == self.me_team else 1

    def search(self, g: Game, alpha: int, beta: int, depth: int) -> tuple[int, int]:
        """(value for the root's side, shallowest path depth a repetition hit)."""
        self.nodes += 1
        if self.nodes > self.budget:
            raise _OutOfBudget
        if g.is_over:
            return self.value(g), _NO_REP
        key = _key(g, self.swap)
        rep = self.path.get(key)
        if rep is not None:
            return 0, rep
        hit = self.tt.get(key)
        if hit is not None:
            v, kind = hit
            if kind == _EXACT or (kind == _LOWER and v >= beta) or (kind == _UPPER and v <= alpha):
                return v, _NO_REP
        seat = g.to_act[0]
        maxing = self.team_of(seat) == self.me_team
        acts = g.legal_actions(seat)
        if seat == g.defender:
            unc = _uncovered(g)
            if unc > 1 and not (self.swap and _swap_pending(g)):
                acts = _prune_covers(acts, unc)
            acts = _order(acts, self.trump)
        else:
            acts = _order(acts, self.trump, len(_hand(g, seat)))
        a0, b0 = alpha, beta
        self.path[key] = depth
        best = -2 if maxing else 2
        shallow = _NO_REP
        for a in acts:
            c = g.copy()
            c.apply(seat, a)
            v, r = self.search(c, alpha, beta, depth + 1)
            if r < shallow:
                shallow = r
            if maxing:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            elif v < best:
                best = v
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        del self.path[key]
        if shallow >= depth:  # no repetition of a position above this one: path-independent
            if best == 1 or best == -1:
                kind = _EXACT  # the bounds of the scale
            else:
                kind = _UPPER if best <= a0 else _LOWER if best >= b0 else _EXACT
            self.tt[key] = (best, kind)
        return best, shallow


def solve(game: Game, budget: int = DEFAULT_NODES, all_best: bool = False) -> Solution:
    """Solve a heads-up endgame exactly (see the module docstring); ``ValueError`` if
    ``game`` is not one.  ``budget``: nodes before the verdict is ``"unknown"``;
    ``all_best``: also list every optimal move (slower: no root move is skipped)."""
    seats = endgame_seats(game)
    if seats is None:
        raise ValueError(
            "solve() needs a game that is not over, with an empty stock and exactly two "
            "seats (opponents) holding cards"
        )
    me = game.to_act[0]
    s = _Solver(game, me, budget)
    acts = _order(game.legal_actions(me), s.trump, hand_sizes(game)[me])
    best_v = -2
    best: list[Action] = []
    try:
        s.path[_key(game, s.swap)] = 0
        for a in acts:
            if best_v == 1 and not all_best:
                break
            c = game.copy()
            c.apply(me, a)
            # is this move better than the best so far (or, with all_best, as good)?
            # (a window (lo, 1): a result of 1 or -1 is exact, the ends of the scale)
            lo = best_v - 1 if all_best and best_v > -2 else best_v
            v, _ = s.search(c, max(lo, -1), 1, 1)
            if v > best_v:
                best_v, best = v, [a]
            elif v == best_v and all_best:
                best.append(a)
    except _OutOfBudget:
        move = best[0] if best else acts[0]
        return Solution(UNKNOWN, move_to_text(move), s.nodes, ())
    other = seats[1] if seats[0] == me else seats[0]
    loser = None if best_v == 0 else (other if best_v > 0 else me)
    return Solution(loser, move_to_text(best[0]), s.nodes, tuple(move_to_text(a) for a in best))


def known_game(observation: Mapping[str, Any]) -> Game | None:
    """The one full game an observation allows when it hides nothing: the stock is empty
    and at most one other seat holds cards (the unseen cards are all in that hand), so
    the game is rebuilt from the observation alone.  ``None`` otherwise (or if it cannot
    be rebuilt).

    >>> from durak import Game, Rules
    >>> g = Game.from_setup(Rules(), [["6S", "7S"], ["AH"]], trump="H", first_attacker=0)
    >>> known_game(g.observation(0)).hands == g.hands
    True
    """
    from durak.errors import SetupError

    from .base import View
    from .determinize import InconsistentObservation, sample_world

    if observation.get("stock_count", 1) != 0:
        return None
    seat = observation.get("seat")
    sizes = observation.get("hand_sizes") or []
    if sum(1 for s, n in enumerate(sizes) if n and s != seat) > 1:
        return None
    try:
        v = View.from_obs(observation)
        hands, stock = sample_world(v, random.Random(0))  # one world only: nothing is hidden
        return Game.from_observation(dict(observation), hands, stock)
    except (InconsistentObservation, SetupError, KeyError, TypeError, ValueError):
        return None


def solve_observation(
    observation: Mapping[str, Any], budget: int = DEFAULT_NODES
) -> Solution | None:
    """Solve from one seat's observation when it is a heads-up endgame (empty stock, two
    opponents holding cards): every card is then known (the unseen ones are the opponent's),
    so the full game is rebuilt (:func:`known_game`) and solved.  ``None`` if it is not one
    (or cannot be rebuilt).

    >>> from durak import Game, Rules
    >>> g = Game.from_setup(Rules(), [["6S", "7S"], ["AH"]], trump="H", first_attacker=0)
    >>> solve_observation(g.observation(0)).loser
    0
    """
    g = known_game(observation)
    if g is None or endgame_seats(g) is None:
        return None
    return solve(g, budget)


def endgame_move(observation: Mapping[str, Any], budget: int = DEFAULT_NODES) -> str | None:
    """The solver's move for the observation's seat in a heads-up endgame that it proves
    not lost for that seat (a win or a draw), else ``None`` (not an endgame, unknown, or
    lost whatever it plays: then a searching bot's own choice gives the opponent more
    chances to err).

    The solver's tree moves ``to_act[0]``; a seat that may act out of that order (you may
    throw in before the defender answers) is answered by solving the position after each
    of its own moves (a play-through: the hint said "take", the defender's move, to the
    attacker):

    >>> from durak import Game, Rules
    >>> g = Game.from_setup(Rules(), [["TS", "TH", "JD"], ["9S", "9D"]], [], trump="H",
    ...                     first_attacker=0)
    >>> _ = g.play(0, "attack TS")  # the defender answers first; you may throw in
    >>> g.to_act, endgame_move(g.observation(0))
    ([1, 0], 'attack TH')
    """
    seat = observation.get("seat")
    g = known_game(observation)
    if g is None or endgame_seats(g) is None or seat not in g.to_act:
        return None
    if g.to_act[0] != seat:
        return _move_out_of_turn(g, seat, budget)
    sol = solve(g, budget)
    if sol.loser == UNKNOWN or sol.loser == seat:
        return None
    return sol.move


def _move_out_of_turn(g: Game, seat: int, budget: int) -> str | None:
    """A move of ``seat`` (not the first to act) proved to win, else one proved to draw,
    else ``None``: each of its moves played, the position after it solved."""
    draw = None
    for move in g.legal_moves(seat):
        after = g.copy()
        after.play(seat, move)
        if after.is_over:
            loser = after.losers[0] if after.losers else None
        elif endgame_seats(after) is None:
            continue  # (not a heads-up endgame any more: not proved here)
        else:
            loser = solve(after, budget).loser
        if loser not in (UNKNOWN, seat, None):
            return move  # a win
        if loser is None and draw is None:
            draw = move
    return draw
