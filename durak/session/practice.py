"""Practice (issue 15), the session's pure helpers: where a take-back returns to, the game
and the log rewound to an earlier position, and the seeds of hints and the coach.

A game is rewound by replaying its deal and its first moves (:meth:`Game.at_deal`,
:meth:`Game.play`): the engine is deterministic, so the rewound game is exactly the game
as it was then (its move list included), and the log is cut back to the entries it had.

>>> from durak import Game, Rules
>>> g = Game.new(Rules(), seed=3)
>>> for _ in range(4):
...     _ = g.play(g.to_act[0], g.legal_moves(g.to_act[0])[0])
>>> [s for s, _ in g.moves], last_decision(g, 0)
([1, 0, 1, 0], 3)
>>> replay_to(g, 3)[0].moves == g.moves[:3]
True
>>> replay_to(g, 0)[0].to_json() == g.at_deal().to_json()
True
"""

from __future__ import annotations

from durak.events import MoveRecord
from durak.game import Game
from durak.session import log


def last_decision(game: Game, seat: int) -> int | None:
    """The index in ``game``'s move list of ``seat``'s last move (the position a take-back
    returns to is the one before it), or ``None``: ``seat`` has not moved, or the game
    cannot be replayed (its deal or moves are not known)."""
    if not game.replayable:
        return None
    moves = game.moves
    for i in range(len(moves) - 1, -1, -1):
        if moves[i][0] == seat:
            return i
    return None


def replay_to(game: Game, count: int) -> tuple[Game, list[MoveRecord]]:
    """``game`` after its first ``count`` moves, replayed from its deal, and those moves'
    records. ``ValueError`` if the game cannot be replayed or has fewer moves."""
    if not game.replayable:
        raise ValueError("this game cannot be replayed (its deal or moves are not known)")
    moves = game.moves
    if not 0 <= count <= len(moves):
        raise ValueError(f"the game has {len(moves)} moves, not {count}")
    g = game.at_deal()
    return g, [g.play(s, m) for s, m in moves[:count]]


def log_entries(game: Game, records: list[MoveRecord]) -> list[log.Entry]:
    """The log of a game replayed from its deal: the deal, who attacks first, each move."""
    start = game.at_deal()
    return [*log.opening(start), *(log.Entry("move", record=r) for r in records)]


def entries_before(entries: list[log.Entry], count: int) -> list[log.Entry] | None:
    """The log as it was before move ``count`` (0-based) was played: every entry before
    that move's entry; ``None`` if the log does not hold that many moves (rebuilt without
    them after a damaged save: rebuild it with :func:`log_entries`)."""
    seen = 0
    for i, e in enumerate(entries):
        if e.kind == "move":
            if seen == count:
                return entries[:i]
            seen += 1
    return None


#: The salts of :func:`decision_seed`: the hint's, the coach's and the review's seeds.
HINT_SALT, COACH_SALT, REVIEW_SALT = 1, 2, 3


def decision_seed(seed: int, move_count: int, salt: int) -> int:
    """A seed for the hint or the coach at a position: the same position of the same deal
    gives the same hint and figures every time it is asked.

    >>> decision_seed(7, 3, 1) == decision_seed(7, 3, 1) != decision_seed(7, 4, 1)
    True
    """
    return (seed * 1_000_003 + move_count * 7_919 + salt * 104_729) % 2**31


__all__ = [
    "COACH_SALT",
    "HINT_SALT",
    "REVIEW_SALT",
    "decision_seed",
    "entries_before",
    "last_decision",
    "log_entries",
    "replay_to",
]
