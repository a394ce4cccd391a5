"""What the browser keeps: settings, the record (statistics) and the game in progress.

Only the store and its versioned documents live here; how a finished game changes the
record is the session's (:mod:`durak.session.record`).

One versioned JSON document per concern, each under its own key (:data:`KEYS`):
``{"v": N, ...}``. Everything here is pure: it talks to a :class:`Store` (``get`` /
``set`` / ``remove`` of strings), which the front end backs with ``localStorage`` and
tests back with :class:`DictStore`.

Nothing here raises on bad storage. Every load returns safe values plus a list of
:class:`~durak.settings.Notice` for the player:

- unparsable JSON or a document that is not ours: defaults, ``storage-corrupt``;
- wrong types in some fields: the good fields are kept, the bad ones defaulted,
  ``storage-repaired``;
- an older version: migrated (see :data:`SETTINGS_MIGRATIONS`);
- a newer version: defaults are used and the stored value is never overwritten,
  ``storage-future-version`` (``storage-future-game``: the game played here is not saved);
- a saved game's details damaged where that leaves the game the same (its date, id, bot
  levels): mended, ``storage-game-mended`` (:meth:`GameMeta.read`);
- text nested too deeply to parse safely in the browser: as corrupt (:mod:`durak.jsontext`);
- storage full or disabled: ``storage-full`` / ``storage-disabled``, the app goes on;
- a saved game whose move list does not replay: the game without its moves,
  ``storage-moves-dropped``.

Good data is never overwritten by bad: saves write only validated documents, and a bad
stored value is replaced only by the next good save (a copy is kept under ``<key>.bad``
when there is room).

>>> store = DictStore()
>>> save_settings(store, Settings(players=3))
[]
>>> load_settings(store)[0].players
3
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from datetime import date as Date
from typing import Any, Protocol

from durak import jsontext
from durak.settings import (
    LANGUAGES,
    PRESET_FIELDS,
    PRESETS,
    SPEEDS,
    TEAM_PLAYERS,
    Notice,
    Settings,
    clean_name,
)

__all__ = [
    "GAME_VERSION",
    "KEYS",
    "RECORD_VERSION",
    "SETTINGS_VERSION",
    "DictStore",
    "GameMeta",
    "HistoryEntry",
    "MatchScore",
    "Notice",
    "Record",
    "SavedGame",
    "StorageDisabled",
    "StorageError",
    "StorageFull",
    "Store",
    "Tally",
    "clear_game",
    "export_record",
    "import_record",
    "load_game",
    "load_record",
    "load_settings",
    "on_external_change",
    "save_game",
    "save_record",
    "save_settings",
    "saved_language",
]

#: Storage key of each concern.
KEYS: dict[str, str] = {
    "settings": "durak.settings",
    "record": "durak.record",
    "game": "durak.game",
}
SETTINGS_VERSION = 3
RECORD_VERSION = 2
GAME_VERSION = 1
#: Results kept for the chart, most recent last.
HISTORY_LIMIT = 100
#: Game ids remembered so that a finished game is recorded only once.
RECORDED_LIMIT = 50
MAX_PRESETS = 64
MAX_COUNT = 10**9
MAX_GAME_ID = 64
#: Record files larger than this are refused on import.
MAX_IMPORT_CHARS = 1_000_000
EXPORT_KIND = "durak-record"
OUTCOMES: tuple[str, ...] = ("win", "loss", "draw")

# --------------------------------------------------------------------------- the store


class StorageError(Exception):
    """Storage cannot be used; raised by :class:`Store` implementations."""


class StorageFull(StorageError):
    """The write does not fit (``QuotaExceededError`` in the browser)."""


class StorageDisabled(StorageError):
    """Storage is switched off or forbidden (private mode, blocked cookies)."""


class Store(Protocol):
    """String key-value storage, as ``localStorage``; any method may raise."""

    def get(self, key: str) -> str | None:
        """The value stored under ``key``, or ``None``."""
        ...

    def set(self, key: str, value: str) -> None:
        """Store ``value`` under ``key``."""
        ...

    def remove(self, key: str) -> None:
        """Forget ``key`` (no error if absent)."""
        ...


class DictStore:
    """A :class:`Store` in a dict, for tests: it can be made full or disabled.

    ``quota`` is the most characters all keys and values may take together (as browsers
    count them); ``disabled`` makes every call raise :class:`StorageDisabled`.
    """

    def __init__(
        self,
        data: Mapping[str, str] | None = None,
        *,
        quota: int | None = None,
        disabled: bool = False,
    ) -> None:
        self.data: dict[str, str] = dict(data or {})
        self.quota = quota
        self.disabled = disabled
        self.writes = 0

    def _check(self) -> None:
        if self.disabled:
            raise StorageDisabled("storage is disabled")

    def get(self, key: str) -> str | None:
        """The value under ``key``, or ``None``."""
        self._check()
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        """Store ``value``; :class:`StorageFull` if it would pass the quota."""
        self._check()
        if self.quota is not None:
            others = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
            if others + len(key) + len(value) > self.quota:
                raise StorageFull("QuotaExceededError: the quota has been exceeded")
        self.data[key] = value
        self.writes += 1

    def remove(self, key: str) -> None:
        """Forget ``key``."""
        self._check()
        self.data.pop(key, None)


def _failure(exc: BaseException, what: str) -> Notice:
    """The notice for a store that raised: full (quota) or otherwise unavailable."""
    if isinstance(exc, StorageFull) or "quota" in f"{type(exc).__name__} {exc}".lower():
        return Notice("storage-full", {"what": what})
    return Notice("storage-disabled", {"what": what})


def _get(store: Store, key: str, what: str) -> tuple[str | None, list[Notice]]:
    try:
        value = store.get(key)
    except Exception as exc:  # any store error (a JsException in the browser)
        return None, [_failure(exc, what)]
    if value is not None and not isinstance(value, str):
        return None, [Notice("storage-corrupt", {"what": what})]
    return value, []


def _set(store: Store, key: str, value: str, what: str) -> list[Notice]:
    try:
        store.set(key, value)
    except Exception as exc:  # any store error (a JsException in the browser)
        return [_failure(exc, what)]
    return []


# --------------------------------------------------------------------------- documents

Migration = Callable[[dict[str, Any]], dict[str, Any]]


@dataclass(frozen=True)
class _Doc:
    """A stored document after reading: ``status`` is missing, ok, corrupt, future or error."""

    status: str
    body: dict[str, Any] | None = None
    notices: tuple[Notice, ...] = ()


def _version(doc: Any) -> int | None:
    if not isinstance(doc, dict):
        return None
    v = doc.get("v")
    if isinstance(v, bool) or not isinstance(v, int) or v < 1:
        return None
    return v


def _parse(raw: str | None, what: str, current: int, migrations: Mapping[int, Migration]) -> _Doc:
    """Parse and migrate a stored document to version ``current``."""
    if raw is None:
        return _Doc("missing")
    try:
        doc = jsontext.loads(raw)
    except (ValueError, RecursionError):
        return _Doc("corrupt", notices=(Notice("storage-corrupt", {"what": what}),))
    v = _version(doc)
    if v is None:
        return _Doc("corrupt", notices=(Notice("storage-corrupt", {"what": what}),))
    if v > current:
        return _Doc("future", notices=(_future(what),))
    while v < current:
        step = migrations.get(v)
        try:
            doc = step(doc) if step else None
        except (ValueError, TypeError, KeyError, AttributeError, IndexError):
            doc = None
        if _version(doc) != v + 1:
            return _Doc("corrupt", notices=(Notice("storage-corrupt", {"what": what}),))
        v += 1
    return _Doc("ok", body=doc)


def _read(store: Store, concern: str, current: int, migrations: Mapping[int, Migration]) -> _Doc:
    raw, notices = _get(store, KEYS[concern], concern)
    if notices:
        return _Doc("error", notices=tuple(notices))
    return _parse(raw, concern, current, migrations)


def _write(store: Store, concern: str, body: dict[str, Any], current: int) -> list[Notice]:
    """Write a validated document, unless the stored one is from a newer version.

    A replaced settings or record value that could not be read is then kept under
    ``<key>.bad``, if it fits (never the large game document).
    """
    key = KEYS[concern]
    raw, notices = _get(store, key, concern)
    if notices:
        return notices
    unreadable = False
    if raw is not None:
        try:
            old = jsontext.loads(raw)
        except (ValueError, RecursionError):
            old = None
        v = _version(old)
        if v is not None and v > current:
            return [_future(concern)]
        unreadable = v is None or (concern == "record" and not _has_record_field(old))
    text = json.dumps({"v": current, **body}, ensure_ascii=False, separators=(",", ":"))
    notices = _set(store, key, text, concern)
    if unreadable and not notices and concern != "game":
        _set(store, key + ".bad", raw or "", concern)  # best effort: a full store skips it
    return notices


def _future(concern: str) -> Notice:
    """A newer version's document is left alone: for the game, the one played here is then
    not saved, and the notice says so (a robustness check: "uses defaults" did not)."""
    if concern == "game":
        return Notice("storage-future-game")
    return Notice("storage-future-version", {"what": concern})


def _repaired(concern: str, bad: list[str]) -> list[Notice]:
    if not bad:
        return []
    return [Notice("storage-repaired", {"what": concern, "fields": ", ".join(bad)})]


# --------------------------------------------------------------------------- settings


def _settings_v1_to_v2(doc: dict[str, Any]) -> dict[str, Any]:
    """v1 kept ``speed`` as a number 0..3, one level for all ``bots``, and ``name``."""
    out = {k: val for k, val in doc.items() if k not in ("speed", "bots", "name")}
    out["v"] = 2
    speed = doc.get("speed")
    if isinstance(speed, int) and not isinstance(speed, bool) and 0 <= speed < len(SPEEDS):
        out["speed"] = SPEEDS[speed]
    elif "speed" in doc:
        out["speed"] = speed  # invalid: reported and defaulted by validation
    if "bots" in doc:
        players = doc.get("players")
        bots = max(1, players - 1) if isinstance(players, int) and 2 <= players <= 6 else 1
        out["bot_levels"] = [doc["bots"]] * bots if isinstance(doc["bots"], str) else doc["bots"]
    if "name" in doc:
        out["player_name"] = doc["name"]
    return out


def _settings_v2_to_v3(doc: dict[str, Any]) -> dict[str, Any]:
    """v2 gave partnerships a rule set's options for individual play: from five players
    "neighbours only", and Danish's five-card first bout from four. Those are rules of
    individual play (see :class:`durak.settings.Preset`), so a team seating whose options
    are a rule set's individual ones gets that rule set's options for partnerships: the
    player chose that rule set, and its name (and the statistics' table) stays.

    >>> old = {"v": 2, "players": 4, "teams": "2v2", "next_attacker": "attack-the-fool",
    ...        "first_bout_limit": 5}
    >>> new = _settings_v2_to_v3(old)
    >>> new["v"], new["first_bout_limit"], new["next_attacker"]
    (3, 6, 'attack-the-fool')
    """
    out = {**doc, "v": 3}
    teams, players = doc.get("teams"), doc.get("players")
    if not isinstance(teams, str) or TEAM_PLAYERS.get(teams) != players:
        return out
    current = {name: doc.get(name, getattr(Settings, name)) for name in PRESET_FIELDS}
    if any(p.fields_for(players, teams) == current for p in PRESETS.values()):
        return out  # a rule set's options for partnerships already: its rules stay
    for preset in PRESETS.values():  # the first that matched is the one v2 showed
        if preset.fields_for(players) == current:
            out.update(preset.fields_for(players, teams))
            break
    return out


#: Settings migrations: version -> function giving the next version's document.
SETTINGS_MIGRATIONS: dict[int, Migration] = {1: _settings_v1_to_v2, 2: _settings_v2_to_v3}


def load_settings(store: Store) -> tuple[Settings, list[Notice]]:
    """The stored settings (defaults where missing or bad) and notices for the player."""
    doc = _read(store, "settings", SETTINGS_VERSION, SETTINGS_MIGRATIONS)
    if doc.body is None:
        return Settings(), list(doc.notices)
    settings, bad = Settings.from_dict(doc.body)
    return settings, _repaired("settings", bad)


def saved_language(store: Store) -> str | None:
    """The interface language the stored settings name, if it is one of ours; ``None`` if
    nothing is stored, it cannot be read, or it names no language we have. The loading
    screen (``static/js/loading.js``) reads the same, before Python starts."""
    raw, notices = _get(store, KEYS["settings"], "settings")
    if raw is None or notices:
        return None
    try:
        doc = jsontext.loads(raw)
    except (ValueError, RecursionError):
        return None
    lang = doc.get("language") if isinstance(doc, dict) else None
    return lang if isinstance(lang, str) and lang in LANGUAGES else None


def save_settings(store: Store, settings: Settings) -> list[Notice]:
    """Store ``settings``; notices if storage is full or disabled or holds a newer version."""
    return _write(store, "settings", settings.to_dict(), SETTINGS_VERSION)


# --------------------------------------------------------------------------- record


def _count(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_COUNT:
        raise ValueError(f"not a count: {value!r}")
    return value


def _date(value: Any) -> str:
    if not isinstance(value, str) or not re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
        raise ValueError(f"not a date: {value!r}")
    Date.fromisoformat(value)
    return value


def _key(value: Any, limit: int = 32) -> str:
    if not isinstance(value, str) or not re.fullmatch(rf"[a-z0-9-]{{1,{limit}}}", value):
        raise ValueError(f"not a key: {value!r}")
    return value


def _game_id(value: Any) -> str:
    if not isinstance(value, str) or not re.fullmatch(
        rf"[A-Za-z0-9._:-]{{1,{MAX_GAME_ID}}}", value
    ):
        raise ValueError(f"not a game id: {value!r}")
    return value


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"not true or false: {value!r}")
    return value


def _seeds(value: Any) -> list[int]:
    if not isinstance(value, list) or not all(type(s) is int and 0 <= s < 2**32 for s in value):
        raise ValueError(f"not a list of seeds: {value!r}")
    return value


def _counts(value: Any) -> list[int]:
    """Move counts (a list of whole numbers 0..10,000), sorted, each once."""
    if not isinstance(value, list) or not all(type(c) is int and 0 <= c <= 10_000 for c in value):
        raise ValueError(f"not a list of move counts: {value!r}")
    return sorted(set(value))


def _seat_name(value: Any) -> str:
    if not isinstance(value, str) or not value or clean_name(value) != value:
        raise ValueError(f"not a seat name: {value!r}")
    return value


@dataclass(frozen=True)
class Tally:
    """Games, losses and draws; every other game is a win (not the durak). ``abandoned``
    counts games left unfinished (a new game started over them); they are not games."""

    games: int = 0
    losses: int = 0
    draws: int = 0
    abandoned: int = 0

    def __post_init__(self) -> None:
        for name in ("games", "losses", "draws", "abandoned"):
            _count(getattr(self, name))
        if self.losses + self.draws > self.games:
            raise ValueError("more losses and draws than games")

    @property
    def wins(self) -> int:
        """Games not lost and not drawn."""
        return self.games - self.losses - self.draws

    def add(self, outcome: str) -> Tally:
        """This tally with one more game of ``outcome`` (``"win"``, ``"loss"``, ``"draw"``)."""
        return Tally(
            self.games + 1,
            self.losses + (outcome == "loss"),
            self.draws + (outcome == "draw"),
            self.abandoned,
        )

    def to_dict(self) -> dict[str, int]:
        """A JSON-able dict."""
        return {
            "games": self.games,
            "losses": self.losses,
            "draws": self.draws,
            "abandoned": self.abandoned,
        }

    @classmethod
    def from_dict(cls, data: Any) -> Tally:
        """A tally from untrusted data; ``ValueError`` if anything is wrong. Tallies saved
        before ``abandoned`` existed have none."""
        keys = {"games", "losses", "draws"}
        if not isinstance(data, dict) or set(data) - {"abandoned"} != keys:
            raise ValueError("a tally needs games, losses and draws")
        return cls(
            _count(data["games"]),
            _count(data["losses"]),
            _count(data["draws"]),
            _count(data.get("abandoned", 0)),
        )


@dataclass(frozen=True)
class HistoryEntry:
    """One finished game for the chart: ISO date, your outcome, the rules preset."""

    date: str
    outcome: str
    preset: str

    def to_dict(self) -> dict[str, str]:
        """A compact JSON-able dict."""
        return {"d": self.date, "o": self.outcome, "p": self.preset}

    @classmethod
    def from_dict(cls, data: Any) -> HistoryEntry:
        """An entry from untrusted data; ``ValueError`` if anything is wrong."""
        if not isinstance(data, dict) or set(data) != {"d", "o", "p"}:
            raise ValueError("a history entry needs d, o and p")
        if data["o"] not in OUTCOMES:
            raise ValueError(f"unknown outcome {data['o']!r}")
        return cls(_date(data["d"]), data["o"], _key(data["p"]))


@dataclass(frozen=True)
class MatchScore:
    """The record's copy of the match score, for the statistics: losses per seat name; it is
    ``over`` once someone reaches ``loss_limit`` losses (000), and ``loser`` is that player
    (the first of a losing team); ``table`` the line-up it is played at
    (:func:`durak.session.record.lineup`: ``"3p"``, ``"2v2"``; ``""`` for a match recorded
    before it was kept, which then takes the next game's). Who deals and attacks next is
    the engine's :class:`durak.match.Match`'s decision, never this score's."""

    loss_limit: int | None = None
    games: int = 0
    losses: Mapping[str, int] = field(default_factory=dict)
    over: bool = False
    loser: str | None = None
    table: str = ""

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able dict."""
        return {
            "loss_limit": self.loss_limit,
            "games": self.games,
            "losses": dict(self.losses),
            "over": self.over,
            "loser": self.loser,
            "table": self.table,
        }

    @classmethod
    def from_dict(cls, data: Any) -> MatchScore:
        """A match score from untrusted data; ``ValueError`` if anything is wrong."""
        if not isinstance(data, dict) or set(data) - {"table"} != {
            "loss_limit",
            "games",
            "losses",
            "over",
            "loser",
        }:
            raise ValueError("a match needs loss_limit, games, losses, over and loser")
        table = data.get("table", "")  # a record of before it was kept has none; a bad
        if not isinstance(table, str) or not re.fullmatch(r"([0-9]{1,2}p|[0-9]v[0-9])?", table):
            table = ""  # one is any line-up: the losses, good data, stay
        limit = data["loss_limit"]
        if limit is not None and (
            isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= 99
        ):
            raise ValueError(f"bad loss limit {limit!r}")
        losses = data["losses"]
        if not isinstance(losses, dict) or len(losses) > 12:
            raise ValueError("bad match losses")
        clean = {_seat_name(k): _count(n) for k, n in losses.items()}
        if not isinstance(data["over"], bool):
            raise ValueError("bad match state")
        loser = data["loser"]
        if loser is not None and loser not in clean:
            raise ValueError("the match loser has no losses")
        if data["over"] != (loser is not None):
            raise ValueError("a match is over exactly when it has a loser")
        return cls(limit, _count(data["games"]), clean, data["over"], loser, table)


@dataclass(frozen=True)
class Record:
    """Your statistics: totals and per rules preset, the current match, streaks of
    non-losses, the last :data:`HISTORY_LIMIT` results, the ids of recent games
    already recorded (so that no game counts twice), and the practice games (taken back or
    hinted: counted apart, see :func:`durak.session.record.record_game`). Records saved
    before ``practice`` existed have none."""

    total: Tally = Tally()
    by_preset: Mapping[str, Tally] = field(default_factory=dict)
    match: MatchScore = MatchScore()
    streak: int = 0
    best_streak: int = 0
    history: tuple[HistoryEntry, ...] = ()
    recorded: tuple[str, ...] = ()
    practice: Tally = Tally()

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able dict (without the version)."""
        return {
            "total": self.total.to_dict(),
            "by_preset": {k: t.to_dict() for k, t in self.by_preset.items()},
            "match": self.match.to_dict(),
            "streak": self.streak,
            "best_streak": self.best_streak,
            "history": [h.to_dict() for h in self.history],
            "recorded": list(self.recorded),
            "practice": self.practice.to_dict(),
        }


def _by_preset(data: Any) -> dict[str, Tally]:
    if not isinstance(data, dict) or len(data) > MAX_PRESETS:
        raise ValueError("bad per-preset counts")
    return {_key(k): Tally.from_dict(t) for k, t in data.items()}


def _history(data: Any) -> tuple[HistoryEntry, ...]:
    if not isinstance(data, list):
        raise ValueError("bad history")
    return tuple(HistoryEntry.from_dict(h) for h in data[-HISTORY_LIMIT:])


def _recorded(data: Any) -> tuple[str, ...]:
    if not isinstance(data, list):
        raise ValueError("bad recorded ids")
    return tuple(_game_id(g) for g in data[-RECORDED_LIMIT:])


_TALLY = ("games", "losses", "draws", "abandoned")

_RECORD_FIELDS: dict[str, Callable[[Any], Any]] = {
    "total": Tally.from_dict,
    "by_preset": _by_preset,
    "match": MatchScore.from_dict,
    "streak": _count,
    "best_streak": _count,
    "history": _history,
    "recorded": _recorded,
    "practice": Tally.from_dict,
}
#: Record fields added after version 1 documents were first written: optional on load and
#: on import (an older record or export has none).
_LATER_RECORD_FIELDS = ("practice",)


def _record_from(body: Mapping[str, Any]) -> tuple[Record, list[str], list[str]]:
    """A record from a document body: (record, bad fields, missing fields)."""
    good: dict[str, Any] = {}
    bad: list[str] = []
    missing: list[str] = []
    for name, check in _RECORD_FIELDS.items():
        if name not in body:
            if name not in _LATER_RECORD_FIELDS:
                missing.append(name)
            continue
        try:
            good[name] = check(body[name])
        except (ValueError, TypeError, AttributeError):
            bad.append(name)
    if "total" in bad and "by_preset" in good:  # the totals are the sum over the presets
        try:
            tallies = good["by_preset"].values()
            good["total"] = Tally(*(sum(getattr(t, k) for t in tallies) for k in _TALLY))
        except ValueError:
            pass
    record = Record(**good)
    if record.best_streak < record.streak:
        record = replace(record, best_streak=record.streak)
    return record, bad, missing


def _has_record_field(doc: Any) -> bool:
    """Whether ``doc`` holds any field of a record (one holding none is not a record)."""
    return isinstance(doc, dict) and any(name in doc for name in _RECORD_FIELDS)


def _record_v1_to_v2(doc: dict[str, Any]) -> dict[str, Any]:
    """v2 keeps the match's line-up (``MatchScore.table``): a v1 match has none (any). The
    version tells an older app, which read a match with a ``table`` as damaged and saved
    it emptied, that the record is not its to write."""
    return {**doc, "v": 2}  # (a match without a table is read as any: MatchScore.from_dict)


#: Record migrations: version -> function giving the next version's document.
RECORD_MIGRATIONS: dict[int, Migration] = {1: _record_v1_to_v2}


def load_record(store: Store) -> tuple[Record, list[Notice]]:
    """The stored record (empty where missing or bad) and notices for the player."""
    doc = _read(store, "record", RECORD_VERSION, RECORD_MIGRATIONS)
    if doc.body is None:
        return Record(), list(doc.notices)
    if not _has_record_field(doc.body):  # ours in name only
        return Record(), [Notice("storage-corrupt", {"what": "record"})]
    record, bad, _missing = _record_from(doc.body)
    return record, _repaired("record", bad)


def save_record(store: Store, record: Record) -> list[Notice]:
    """Store ``record``; notices if storage is full or disabled or holds a newer version."""
    return _write(store, "record", record.to_dict(), RECORD_VERSION)


def export_record(record: Record) -> str:
    """The record as a JSON file's text; :func:`import_record` reads it back."""
    body = {"kind": EXPORT_KIND, "v": RECORD_VERSION, **record.to_dict()}
    return json.dumps(body, ensure_ascii=False, indent=1)


def _reject(reason: str) -> tuple[None, list[Notice]]:
    return None, [Notice("record-import-invalid", {"reason": reason})]


def import_record(text: str, current: Record | None = None) -> tuple[Record | None, list[Notice]]:
    """A record from an exported file, or ``None`` and a notice if it is not entirely valid.

    Nothing is repaired on import: the current record is replaced by a fully valid one or
    not at all. With ``current``, the games it has already recorded stay recorded.
    """
    if not isinstance(text, str) or len(text) > MAX_IMPORT_CHARS:
        return _reject("too large")
    try:
        doc = jsontext.loads(text)
    except (ValueError, RecursionError):
        return _reject("not JSON")
    if not isinstance(doc, dict) or doc.get("kind") != EXPORT_KIND:
        return _reject("not a record export")
    v = _version(doc)
    if v is None:
        return _reject("no version")
    if v > RECORD_VERSION:
        return None, [Notice("record-import-future-version")]
    parsed = _parse(json.dumps(doc), "record", RECORD_VERSION, RECORD_MIGRATIONS)
    if parsed.body is None:
        return _reject("cannot migrate")
    record, bad, missing = _record_from(parsed.body)
    if missing:
        return _reject("missing " + ", ".join(missing))
    if bad:
        return _reject("invalid " + ", ".join(bad))
    if current is not None:
        known = [g for g in current.recorded if g not in record.recorded]
        record = replace(record, recorded=(*record.recorded, *known)[-RECORDED_LIMIT:])
    return record, []


# --------------------------------------------------------------------------- game in progress


@dataclass(frozen=True)
class GameMeta:
    """What resuming a game needs besides the engine's JSON.

    ``game_id`` names the game (for recording it once), ``settings`` those it was started
    with (rules, bot levels, names), ``seed`` the deal, ``bot_seeds`` one seed per bot seat,
    ``started`` the ISO date, ``shared`` whether it came from a share link, ``dealer`` the
    dealer the game was dealt by (``None``: a match's first game, the lowest trump attacks),
    ``match`` the engine's match (:meth:`durak.match.Match.to_dict` without its game) that
    decides the next dealer, ``practice`` whether you took a move back or asked for a hint
    in it (it then does not count in the record's normal tables or the match), ``coached``
    the move counts of the positions where the coach's figures were shown (its review
    judges those from the same figures). Games saved before ``dealer``, ``match``,
    ``practice`` and ``coached`` existed have none (not practice, nothing coached).
    """

    game_id: str
    settings: Settings
    seed: int
    bot_seeds: tuple[int, ...] = ()
    started: str = "1970-01-01"
    shared: bool = False
    dealer: int | None = None
    match: dict[str, Any] | None = None
    practice: bool = False
    coached: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        _game_id(self.game_id)
        object.__setattr__(self, "coached", tuple(_counts(list(self.coached))))
        if not isinstance(self.settings, Settings):
            raise ValueError("settings must be Settings")
        for s in (self.seed, *self.bot_seeds):
            if isinstance(s, bool) or not isinstance(s, int) or not 0 <= s < 2**32:
                raise ValueError(f"seeds are 0..2**32-1, not {s!r}")
        object.__setattr__(self, "bot_seeds", tuple(self.bot_seeds))
        _date(self.started)
        if not isinstance(self.shared, bool):
            raise ValueError("shared must be true or false")
        d = self.dealer
        if d is not None and (
            isinstance(d, bool) or not isinstance(d, int) or not 0 <= d < self.settings.players
        ):
            raise ValueError(f"bad dealer {d!r}")
        if self.match is not None and not isinstance(self.match, dict):
            raise ValueError("match must be an object")
        if not isinstance(self.practice, bool):
            raise ValueError("practice must be true or false")

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able dict."""
        return {
            "game_id": self.game_id,
            "settings": self.settings.to_dict(),
            "seed": self.seed,
            "bot_seeds": list(self.bot_seeds),
            "started": self.started,
            "shared": self.shared,
            "dealer": self.dealer,
            "match": self.match,
            "practice": self.practice,
            "coached": list(self.coached),
        }

    @classmethod
    def from_dict(cls, data: Any) -> GameMeta:
        """Meta from untrusted data; ``ValueError`` if anything is wrong, but for the
        settings that do not change the game (:data:`LOOKS`: a language no longer offered,
        a bad speed), which get their defaults: a game resumed with other rules, bots or
        match would not be the same game."""
        if not isinstance(data, dict):
            raise ValueError("meta must be an object")
        settings, bad = Settings.from_dict(data.get("settings"))
        if set(bad) - set(LOOKS):
            raise ValueError(f"bad settings: {bad}")
        return cls._build(data, settings)

    @classmethod
    def read(
        cls, data: Any, stored: Callable[[], Settings] | None = None
    ) -> tuple[GameMeta, list[str]]:
        """Meta from a stored game, mended where that leaves the game the same; and the
        names of what was mended (a robustness check: a game whose cards were intact was
        thrown away for a date of "2026-02-30"). A bad setting takes its value from the
        player's settings, ``stored()``, read only then (else the default; the caller checks
        that the rules still are the game's: a match to 5 losses was dropped by a default);
        a bad date, "shared" mark or bot seeds their defaults; a bad "practice" mark makes
        a practice game (it does not count); a bad id a new one (the caller refuses a
        finished game's: it could be counted twice). ``ValueError`` if the seed, dealer
        or match is bad."""
        if not isinstance(data, dict):
            raise ValueError("meta must be an object")
        settings, bad = Settings.from_dict(data.get("settings"))
        if bad and stored is not None:
            player = stored()
            if bad == ["settings"]:
                settings = player
            else:
                with contextlib.suppress(TypeError, ValueError):
                    settings = replace(settings, **{n: getattr(player, n) for n in bad})
        fixed = dict(data)
        mended = [name if name == "settings" else f"settings.{name}"
                  for name in bad if name not in LOOKS]  # fmt: skip  # (LOOKS: quietly)
        defaults = {"game_id": f"saved-{data.get('seed')}", "started": "1970-01-01",
                    "shared": False, "practice": True, "bot_seeds": [], "coached": []}  # fmt: skip
        checks = {"game_id": _game_id, "started": _date, "shared": _flag,
                  "practice": _flag, "bot_seeds": _seeds, "coached": _counts}  # fmt: skip
        for name, check in checks.items():
            if name in ("practice", "coached") and name not in data:
                continue  # saved before practice games (not one), or before coached
            try:
                check(data.get(name))
            except (TypeError, ValueError):
                fixed[name] = defaults[name]
                mended.append(name)
        return cls._build(fixed, settings), mended

    @classmethod
    def _build(cls, data: dict[str, Any], settings: Settings) -> GameMeta:
        bot_seeds = data.get("bot_seeds")
        if not isinstance(bot_seeds, list):
            raise ValueError("bot_seeds must be a list")
        return cls(
            data.get("game_id"),  # type: ignore[arg-type]  # checked in __post_init__
            settings,
            data.get("seed"),  # type: ignore[arg-type]
            tuple(bot_seeds),
            data.get("started"),  # type: ignore[arg-type]
            data.get("shared"),  # type: ignore[arg-type]
            data.get("dealer"),
            data.get("match"),
            data.get("practice", False),  # type: ignore[arg-type]
            _counts(data.get("coached", [])),
        )


#: The settings that change how a game looks and sounds, not the game itself.
LOOKS = ("speed", "hints", "player_name", "sound", "animations", "language", "coach")


@dataclass(frozen=True)
class SavedGame:
    """A game restored from storage: the engine's game, its JSON text and its meta, and
    (the default parse) the record of each move of its move list, played again from its
    deal (``None``: not replayed)."""

    game: Any
    game_json: str
    meta: GameMeta
    records: tuple[Any, ...] | None = None


#: Game-document migrations: none yet (version 1).
GAME_MIGRATIONS: dict[int, Migration] = {}


def save_game(store: Store, game_json: str, meta: GameMeta) -> list[Notice]:
    """Store the game in progress (``Game.to_json()`` text) with its meta.

    ``ValueError`` if ``game_json`` is not a JSON object: a bug, never stored.
    """
    game = json.loads(game_json)
    if not isinstance(game, dict):
        raise ValueError("game_json must be a JSON object")
    return _write(store, "game", {"meta": meta.to_dict(), "game": game}, GAME_VERSION)


def _default_parse(text: str) -> tuple[Any, tuple[Any, ...] | None]:
    """The engine's game and the records of its moves, played again from its deal (take
    back, the log and the review replay them). A move list that does not give this very
    game (an engine change, or a damaged save) is dropped, not the game: it goes on from
    its position as one whose deal is not known (``replayable`` False; records ``None``),
    as the engine keeps a game whose deal or moves cannot be read."""
    from durak.game import Game

    game = Game.from_json(text)
    if not game.replayable:  # a deal with a move list cut short too: the position alone
        return Game.from_json(game.to_json(moves=False)), None
    try:
        again, records = game.replay()
    except Exception:  # a move the deal does not allow
        again, records = None, None
    if again is not None and again.to_json() == game.to_json():
        return game, tuple(records or ())
    return Game.from_json(game.to_json(moves=False)), None


def load_game(
    store: Store, parse: Callable[[str], Any] | None = None
) -> tuple[SavedGame | None, list[Notice]]:
    """The stored game in progress, or ``None`` (nothing stored, or a notice says why).

    ``parse`` turns the engine's JSON into a game (default: :func:`_default_parse`, which
    also replays its moves); if it raises, the saved game counts as corrupt. A bad stored
    game is left as it is until the next :func:`save_game`. A saved move list that cannot
    be played again is dropped, with a notice (``storage-moves-dropped``): the game goes
    on without it (the stored text too is left as it is until the next save, so the notice
    comes again if the page is reloaded before a move).
    """
    doc = _read(store, "game", GAME_VERSION, GAME_MIGRATIONS)
    if doc.body is None:
        return None, list(doc.notices)
    corrupt = [Notice("storage-corrupt", {"what": "game"})]
    try:
        meta, mended = GameMeta.read(doc.body.get("meta"), lambda: load_settings(store)[0])
        body = doc.body.get("game")
        if not isinstance(body, dict):
            return None, corrupt
        game_json = json.dumps(body, ensure_ascii=False)
        if parse is None:
            game, records = _default_parse(game_json)
        else:
            game, records = parse(game_json), None
    except Exception:  # Game.from_json may raise anything on a damaged document
        return None, corrupt
    if getattr(game, "rules", meta.settings.rules()) != meta.settings.rules():
        return None, corrupt  # the game and its meta disagree: not the game that was saved
    if "game_id" in mended and getattr(game, "is_over", False):
        return None, corrupt  # under a new id its result could be recorded twice
    dropped = parse is None and body.get("deal") is not None and records is None
    notices = [Notice("storage-moves-dropped")] if dropped else []
    if mended:
        notices.append(Notice("storage-game-mended", {"fields": ", ".join(mended)}))
    return SavedGame(game, game_json, meta, records), notices


def clear_game(store: Store) -> list[Notice]:
    """Forget the game in progress (a new game replaces it)."""
    try:
        store.remove(KEYS["game"])
    except Exception as exc:  # any store error
        return [_failure(exc, "game")]
    return []


# --------------------------------------------------------------------------- other tabs


def on_external_change(key: str | None, new_value: str | None) -> Notice | None:
    """The notice for a ``storage`` event (another tab wrote), or ``None`` if not ours.

    ``key`` is ``None`` when the other tab cleared all storage.
    """
    if key is None:
        return Notice("storage-changed-elsewhere", {"what": "all"})
    for concern, ours in KEYS.items():
        if key == ours:
            return Notice("storage-changed-elsewhere", {"what": concern})
    return None
