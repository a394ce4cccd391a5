"""The record's bookkeeping (pure): how a finished or abandoned game changes your
statistics, and the statistics table a game belongs to (its rules preset and seating).

The record document itself (:class:`~durak.storage.Record`, versioned, validated) is
:mod:`durak.storage`'s; this module only computes new records from old ones.

**Practice games** (issue 15: you took a move back or asked for a hint, or played on from
a reviewed position) do not count in the normal record: a finished practice game adds one
game of its outcome to :attr:`Record.practice` and its id to the recorded ids (so it counts
once), and nothing else: not the totals, the per-table counts, the streaks, the chart's
history nor the match score. An abandoned practice game adds one to
``Record.practice.abandoned`` only.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from durak.settings import MAX_LOSS_LIMIT, Notice
from durak.storage import (
    HISTORY_LIMIT,
    MAX_PRESETS,
    OUTCOMES,
    RECORDED_LIMIT,
    HistoryEntry,
    MatchScore,
    Record,
    Store,
    Tally,
    _date,
    _game_id,
    _key,
    _seat_name,
    load_record,
    save_record,
)

__all__ = [
    "GameResult",
    "latest_record",
    "new_match",
    "record_abandoned",
    "record_game",
    "record_result",
    "reset_record",
    "table_key",
    "unrecord",
]


@dataclass(frozen=True)
class GameResult:
    """How a finished game ended, for the record.

    ``outcome`` is yours (``"win"``: not the durak; ``"loss"``; ``"draw"``); ``preset`` the
    statistics table, :func:`table_key` of the rules preset and the seating; ``date`` ISO
    ``YYYY-MM-DD``; ``losers`` the durak's seat name, or every member of a losing team
    (``()`` for a draw); ``seats`` every seat's name; ``loss_limit`` the match length of the
    settings the game was played under; ``practice`` a practice game (see the module
    docstring: counted apart); ``table`` the line-up (:func:`lineup`; ``""``: any).
    """

    outcome: str
    preset: str
    date: str
    losers: tuple[str, ...] = ()
    seats: tuple[str, ...] = ()
    loss_limit: int | None = None
    practice: bool = False
    table: str = ""

    def __post_init__(self) -> None:
        if self.outcome not in OUTCOMES:
            raise ValueError(f"outcome must be one of {OUTCOMES}, not {self.outcome!r}")
        _key(self.preset)
        _date(self.date)
        object.__setattr__(self, "seats", tuple(_seat_name(s) for s in self.seats))
        if isinstance(self.losers, str):
            raise ValueError("losers is a tuple of seat names")
        object.__setattr__(self, "losers", tuple(_seat_name(s) for s in self.losers))
        if (not self.losers) != (self.outcome == "draw"):
            raise ValueError("a draw has no loser, and every other game has one")
        limit = self.loss_limit
        if limit is not None and (
            isinstance(limit, bool)
            or not isinstance(limit, int)
            or not 1 <= limit <= MAX_LOSS_LIMIT
        ):
            raise ValueError(f"bad loss limit {self.loss_limit!r}")


def lineup(players: int, teams: str | None = None) -> str:
    """The seating of a game: ``"3p"`` (three playing alone), ``"2v2"`` (partnerships).

    >>> lineup(3), lineup(4, "2v2")
    ('3p', '2v2')
    """
    return teams if teams else f"{players}p"


def table_key(preset: str, players: int, teams: str | None = None) -> str:
    """The statistics table of a game: its rules preset *and* its seating.

    >>> table_key("transfer", 4, "2v2"), table_key("classic", 3)
    ('transfer-2v2', 'classic-3p')
    """
    return f"{preset}-{lineup(players, teams)}"


def new_match(record: Record, loss_limit: int | None = None, table: str = "") -> Record:
    """``record`` with a fresh match score (no losses yet) at the line-up ``table``."""
    return replace(record, match=MatchScore(loss_limit, table=table))


def same_match(match: MatchScore, loss_limit: int | None, table: str) -> bool:
    """Whether a game to ``loss_limit`` losses at the line-up ``table`` goes on ``match``:
    not once it is over, nor to another number of losses, nor at another line-up (a
    match is among the same players: 000 plays "kunnes joku pelaajista on hävinnyt
    etukäteen sovitun määrän pelejä"; a play-through saw a 2 v 2 game's end dialog go on
    counting the losses of the games three had played alone)."""
    if match.over or match.loss_limit != loss_limit:
        return False
    return not (match.table and table and match.table != table)


def _next_match(match: MatchScore, result: GameResult) -> MatchScore:
    if not same_match(match, result.loss_limit, result.table):
        match = MatchScore(result.loss_limit)
    losses = dict(match.losses)
    for seat in result.seats:
        losses.setdefault(seat, 0)
    for name in result.losers:  # every member of a losing team loses
        losses[name] = losses.get(name, 0) + 1
    while len(losses) > 12:  # names from many line-ups: drop the oldest not at the table
        gone = next((n for n in losses if n not in result.seats), None)
        if gone is None:
            break
        losses.pop(gone)
    limit = match.loss_limit
    reached = [n for n in result.losers if limit is not None and losses.get(n, 0) >= limit]
    loser = reached[0] if reached else None
    table = result.table or match.table
    return MatchScore(match.loss_limit, match.games + 1, losses, loser is not None, loser, table)


def record_game(record: Record, game_id: str, result: GameResult) -> Record:
    """``record`` with one finished game added; the same ``game_id`` is counted only once.

    >>> r = record_game(Record(), "g1", GameResult("loss", "classic", "2026-11-29", ("You",)))
    >>> record_game(r, "g1", GameResult("loss", "classic", "2026-11-29", ("You",))) == r
    True

    A practice game counts only in :attr:`Record.practice` (see the module docstring):

    >>> p = record_game(r, "g2", GameResult("win", "classic", "2026-11-29", ("Bot",),
    ...                                     practice=True))
    >>> p.practice.games, p.total == r.total, p.history == r.history, p.match == r.match
    (1, True, True, True)
    """
    _game_id(game_id)
    if game_id in record.recorded:
        return record
    if result.practice:
        return replace(
            record,
            practice=record.practice.add(result.outcome),
            recorded=(*record.recorded, game_id)[-RECORDED_LIMIT:],
        )
    by_preset = dict(record.by_preset)
    by_preset[result.preset] = by_preset.get(result.preset, Tally()).add(result.outcome)
    while len(by_preset) > MAX_PRESETS:
        by_preset.pop(next(k for k in by_preset if k != result.preset))
    streak = 0 if result.outcome == "loss" else record.streak + 1
    return Record(
        total=record.total.add(result.outcome),
        by_preset=by_preset,
        match=_next_match(record.match, result),
        streak=streak,
        best_streak=max(record.best_streak, streak),
        history=(*record.history, HistoryEntry(result.date, result.outcome, result.preset))[
            -HISTORY_LIMIT:
        ],
        recorded=(*record.recorded, game_id)[-RECORDED_LIMIT:],
        practice=record.practice,
    )


def record_abandoned(record: Record, game_id: str, table: str, practice: bool = False) -> Record:
    """``record`` with one game left unfinished in table ``table`` (counted once per id;
    not a game played, so streaks and the match are untouched). A ``practice`` game counts
    only in ``Record.practice.abandoned``."""
    _game_id(game_id)
    _key(table)
    if game_id in record.recorded:
        return record
    if practice:
        p = record.practice
        return replace(
            record,
            practice=replace(p, abandoned=p.abandoned + 1),
            recorded=(*record.recorded, game_id)[-RECORDED_LIMIT:],
        )
    by_preset = dict(record.by_preset)
    old = by_preset.get(table, Tally())
    by_preset[table] = replace(old, abandoned=old.abandoned + 1)
    while len(by_preset) > MAX_PRESETS:
        by_preset.pop(next(k for k in by_preset if k != table))
    return replace(
        record,
        total=replace(record.total, abandoned=record.total.abandoned + 1),
        by_preset=by_preset,
        recorded=(*record.recorded, game_id)[-RECORDED_LIMIT:],
    )


def latest_record(
    store: Store, memory: Record | None = None, saved: bool = False
) -> tuple[Record, list[Notice]]:
    """The record to add a game to, and notices for the player.

    The stored one, so that a game finished in another tab is not lost; but ``memory``
    (the record this visit holds) when storage cannot give one (disabled, damaged, from a
    newer version) or when the stored one lacks the game ``memory`` recorded last and
    that save did not land (``saved`` False: storage full). Else every game would start
    the statistics and the match again from what storage last held. When ``memory`` is
    the record last saved (``saved``), a stored one that lacks its games was cleared on
    purpose (the browser's "clear site data", statistics imported in another tab): it is
    taken as it is, not brought back.
    """
    stored, notices = load_record(store)
    if memory is None:
        return stored, notices
    unreadable = any(n.key != "storage-repaired" for n in notices)
    behind = not saved and bool(memory.recorded) and memory.recorded[-1] not in stored.recorded
    return (memory if unreadable or behind else stored), notices


def record_result(
    store: Store,
    game_id: str,
    result: GameResult,
    memory: Record | None = None,
    saved: bool = False,
) -> tuple[Record, list[Notice]]:
    """Add the game once (see :func:`record_game`) to the latest record (see
    :func:`latest_record`; ``memory`` is the record in memory, ``saved`` whether it is the
    one last saved) and save it.
    """
    record, notices = latest_record(store, memory, saved)
    updated = record_game(record, game_id, result)
    if updated != record:
        notices += [n for n in save_record(store, updated) if n not in notices]
    return updated, notices


def unrecord(
    store: Store, before: Record, after: Record, saved: bool = False
) -> tuple[Record, list[Notice]]:
    """Undo a result just recorded (a game taken back from its end screen): the record
    ``before`` it is saved again if the latest record (``after`` itself when storage could
    not take it, see :func:`latest_record`; ``saved``: ``after`` was saved) is still
    ``after`` (the one the result made); if the record has changed since (another tab, a
    wipe), it stays as stored."""
    current, notices = latest_record(store, after, saved)
    if current != after or before == after:
        return current, notices
    return before, notices + [n for n in save_record(store, before) if n not in notices]


def reset_record(record: Record) -> Record:
    """An empty record ("Reset statistics") that still knows which games were recorded."""
    return Record(recorded=record.recorded)
