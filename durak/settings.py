"""The new-game settings: every option of the new-game panel, and the named rule presets.

>>> s = Settings()
>>> s.players, s.mode, s.bot_levels, s.speed
(2, 'throw-in', ('medium',), 'medium')
>>> apply_preset(Settings(players=3, speed="fast"), "transfer").rules().mode
'transfer'
>>> preset_of(Settings())
'classic'

A :class:`Notice` is a small, dismissible message for the player (a key, parameters and
English text); the storage and share-link layers return lists of them instead of raising.
Settings are pure data: :mod:`durak.storage` keeps them, the front end shows them.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any

from durak.cards import DECKS
from durak.i18n import LANGUAGES as _LANGUAGES
from durak.rules import FIRST_ATTACKERS, HAND_SIZE, MODES, NEXT_ATTACKERS, THROW_INS, Rules

#: Bot levels offered in the new-game panel (the engine has more, see :mod:`durak.bots`).
BOT_LEVELS: tuple[str, ...] = ("easy", "medium", "hard", "expert")
#: Speed profiles (003/004): they change only how fast bots and animations move.
SPEEDS: tuple[str, ...] = ("slow", "medium", "fast", "extra-fast")
#: Interface languages with a catalog (durak.i18n's list).
LANGUAGES: tuple[str, ...] = _LANGUAGES
FIRST_BOUT_LIMITS: tuple[int, ...] = (6, 5)
#: Deck sizes offered, in panel order.
DECK_SIZES: tuple[int, ...] = tuple(sorted(DECKS))
MAX_NAME = 24
MAX_LOSS_LIMIT = 99
DEFAULT_NAME = "You"

# --------------------------------------------------------------------------- notices


def message_text(key: str, params: Mapping[str, Any], lang: str = "en") -> str:
    """The sentence for a notice key from the catalog (:mod:`durak.i18n`), in ``lang``.

    A ``what`` parameter names a concern (``"settings"``, ``"record"``, ``"game"``, ``"all"``)
    and is itself translated (catalog keys ``what-…``).
    """
    from durak.i18n import translate

    shown = dict(params)
    if "what" in shown:
        shown["what"] = translate(f"what-{shown['what']}", lang)
    return translate(key, lang, **shown)


@dataclass(frozen=True)
class Notice:
    """A clear, dismissible message for the player: ``key`` + ``params``, rendered by :meth:`text`.

    Parameters hold only validated values or truncated, quoted snippets of input, never raw
    untrusted text; the front end still shows them with ``textContent``.
    """

    key: str
    params: Mapping[str, str | int] = field(default_factory=dict)

    def text(self, lang: str = "en") -> str:
        """The message in words."""
        return message_text(self.key, self.params, lang)

    def __str__(self) -> str:
        return self.text()


# --------------------------------------------------------------------------- field checks


def clean_name(text: object) -> str:
    """A player name: control and format characters removed, spaces collapsed, at most 24 chars.

    >>> clean_name("  Ann\\x00a\\n  K. ")
    'Anna K.'
    """
    if not isinstance(text, str):
        raise ValueError(f"a name must be text, not {type(text).__name__}")
    kept = "".join(
        " " if ch.isspace() else ch
        for ch in text
        if ch.isspace() or unicodedata.category(ch)[0] != "C"
    )
    name = " ".join(kept.split())
    return name[:MAX_NAME].rstrip()


def _choice(options: tuple[Any, ...]) -> Callable[[Any], Any]:
    def check(value: Any) -> Any:
        # 36.0 == 36, but a float would be written back (a link's "d=36.0"): same type only
        if not any(type(value) is type(o) and value == o for o in options):
            raise ValueError(f"must be one of {options}, not {value!r}")
        return value

    return check


def _int_range(low: int, high: int) -> Callable[[Any], int]:
    def check(value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise ValueError(f"must be a whole number {low}..{high}, not {value!r}")
        return value

    return check


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"must be true or false, not {value!r}")
    return value


def _loss_limit(value: Any) -> int | None:
    if value is None:
        return None
    return _int_range(1, MAX_LOSS_LIMIT)(value)


def _bot_levels(value: Any) -> tuple[str, ...]:
    if isinstance(value, str) or not isinstance(value, (list, tuple)):
        raise ValueError(f"must be a list of bot levels, not {value!r}")
    if not 1 <= len(value) <= 5:
        raise ValueError(f"must name 1..5 bot levels, not {len(value)}")
    check = _choice(BOT_LEVELS)
    return tuple(check(level) for level in value)


TEAM_PLAYERS: dict[str, int] = {"2v2": 4, "3v3": 6}


def _teams(value: Any) -> str | None:
    if value is None:
        return None
    return _choice(tuple(TEAM_PLAYERS))(value)


def _name(value: Any) -> str:
    return clean_name(value) or DEFAULT_NAME


#: One check per field: returns the (normalized) value or raises ``ValueError``.
CHECKS: dict[str, Callable[[Any], Any]] = {
    "players": _int_range(2, 6),
    "mode": _choice(MODES),
    "throw_in": _choice(THROW_INS),
    "first_bout_limit": _choice(FIRST_BOUT_LIMITS),
    "trump_six_swap": _bool,
    "next_attacker": _choice(NEXT_ATTACKERS),
    "bot_levels": _bot_levels,
    "speed": _choice(SPEEDS),
    "hints": _bool,
    "player_name": _name,
    "sound": _bool,
    "animations": _bool,
    "language": _choice(LANGUAGES),
    "loss_limit": _loss_limit,
    "teams": _teams,
    "deck": _choice(DECK_SIZES),
    "first_attacker": _choice(FIRST_ATTACKERS),
    "transfer_by_trump": _bool,
    "coach": _bool,
}

#: The rule options a preset sets (the table's variant; not the seating).
PRESET_FIELDS: tuple[str, ...] = (
    "mode",
    "throw_in",
    "first_bout_limit",
    "trump_six_swap",
    "next_attacker",
    "deck",
    "first_attacker",
    "transfer_by_trump",
)
#: The fields that are rule options (copied into :class:`durak.rules.Rules`).
RULE_FIELDS: tuple[str, ...] = (*PRESET_FIELDS, "teams")


def fit_bot_levels(levels: tuple[str, ...], players: int) -> tuple[str, ...]:
    """``levels`` cut or padded with ``"medium"`` to one level per bot seat (``players - 1``)."""
    need = players - 1
    return tuple(levels[:need]) + ("medium",) * max(0, need - len(levels))


def deck_for(deck: int, players: int) -> int:
    """``deck`` if it deals six cards to ``players``, else the smallest deck that does.

    >>> deck_for(24, 4), deck_for(24, 5), deck_for(32, 6)
    (24, 32, 36)
    """
    return next(d for d in DECK_SIZES if d >= max(deck, HAND_SIZE * players))


# --------------------------------------------------------------------------- settings


@dataclass(frozen=True)
class Settings:
    """Every option of the new-game panel plus the player's preferences.

    Rule options (``mode`` .. ``next_attacker``) mean what they mean in :class:`Rules`;
    ``bot_levels`` has one level per bot seat, clockwise from your left, and is cut or padded
    with ``"medium"`` to ``players - 1`` entries, so ``replace(s, players=4)`` just works.
    ``player_name`` is cleaned (see :func:`clean_name`); ``loss_limit`` is ``None`` (no match
    end) or 1..99: the match ends when someone reaches that many losses (000).
    A bad value raises ``ValueError``; :meth:`from_dict` repairs untrusted data instead.
    """

    players: int = 2
    mode: str = "throw-in"
    throw_in: str = "all"
    first_bout_limit: int = 6
    trump_six_swap: bool = False
    next_attacker: str = "left-of-dealer"
    bot_levels: tuple[str, ...] = ("medium",)
    speed: str = "medium"
    hints: bool = True
    player_name: str = DEFAULT_NAME
    sound: bool = True
    animations: bool = True
    language: str = "en"
    loss_limit: int | None = None
    teams: str | None = None  # partnerships (000): "2v2" with 4 players, "3v3" with 6
    deck: int = 36  # 24, 32, 36 or 52 cards; at most deck // 6 players
    first_attacker: str = "lowest-trump"  # or "left-of-dealer" (000)
    transfer_by_trump: bool = False  # transfer mode only (off otherwise)
    coach: bool = False  # issue 15: the coach's chances beside your legal moves

    def __post_init__(self) -> None:
        for f in fields(self):
            try:
                value = CHECKS[f.name](getattr(self, f.name))
            except ValueError as exc:
                raise ValueError(f"{f.name} {exc}") from None
            object.__setattr__(self, f.name, value)
        object.__setattr__(self, "bot_levels", fit_bot_levels(self.bot_levels, self.players))
        if self.teams is not None and TEAM_PLAYERS[self.teams] != self.players:
            raise ValueError(f"teams {self.teams} needs {TEAM_PLAYERS[self.teams]} players")
        if self.players * HAND_SIZE > self.deck:
            raise ValueError(f"a {self.deck}-card deck deals to at most {self.deck // 6} players")
        if self.mode != "transfer":
            object.__setattr__(self, "transfer_by_trump", False)

    def rules(self) -> Rules:
        """The rule options of a game started with these settings."""
        return Rules(players=self.players, **{name: getattr(self, name) for name in RULE_FIELDS})

    def with_rules(self, rules: Rules) -> Settings:
        """These settings with the player count and rule options of ``rules``."""
        return replace(
            self, players=rules.players, **{name: getattr(rules, name) for name in RULE_FIELDS}
        )

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able dict; :meth:`from_dict` reads it back."""
        data = {f.name: getattr(self, f.name) for f in fields(self)}
        data["bot_levels"] = list(self.bot_levels)
        return data

    @classmethod
    def from_dict(cls, data: Any) -> tuple[Settings, list[str]]:
        """Settings from untrusted data: good fields kept, bad or missing ones defaulted.

        Returns the settings and the names of the fields that were present but not valid.
        Unknown keys are ignored.
        """
        if not isinstance(data, Mapping):
            return cls(), ["settings"]
        good: dict[str, Any] = {}
        bad: list[str] = []
        for f in fields(cls):
            if f.name not in data:
                continue
            try:
                good[f.name] = CHECKS[f.name](data[f.name])
            except (ValueError, TypeError):
                bad.append(f.name)
        teams = good.get("teams")
        if teams is not None and TEAM_PLAYERS[teams] != good.get("players", cls.players):
            del good["teams"]  # a seating that does not fit the player count
            bad.append("teams")
        if good.get("players", cls.players) * HAND_SIZE > good.get("deck", cls.deck):
            del good["deck"]  # a deck too small for the players
            bad.append("deck")
        return cls(**good), bad


# --------------------------------------------------------------------------- presets


@dataclass(frozen=True)
class Preset:
    """A named set of rule options after one table in the seeds.

    ``rules`` are the options for any player count; ``neighbours_from`` (if set) switches
    ``throw_in`` to ``"neighbours"`` from that many players on, and ``first_bout_five_from``
    sets ``first_bout_limit`` to 5 from that many players on, as the seeds say. Both are
    rules of individual play, kept out of partnerships: there all the attacking team may
    join (000: "Hyökkäykseen saavat osallistua kummatkin hyökkääjän puolueessa olevat
    apurit"; the neighbours are "Yksilöpeli", individual play), and 002's five-card first
    bout is "Med flere end tre individuelle spillere".
    """

    name: str
    seed: str
    rules: Mapping[str, Any]
    neighbours_from: int | None = None
    first_bout_five_from: int | None = None

    @property
    def label(self) -> str:
        """Its name in English (the page shows the player's language: ``preset-<name>``)."""
        from durak.i18n import translate

        return translate(f"preset-{self.name}", "en")

    @property
    def description(self) -> str:
        """What it is, in English (``preset-<name>-desc`` in every catalog)."""
        from durak.i18n import translate

        return translate(f"preset-{self.name}-desc", "en")

    def matches(self, settings_or_rules: Settings | Rules) -> bool:
        """Whether these are the rule options of ``settings_or_rules``."""
        current = {name: getattr(settings_or_rules, name) for name in PRESET_FIELDS}
        return self.fields_for(settings_or_rules.players, settings_or_rules.teams) == current

    def fields_for(self, players: int, teams: str | None = None) -> dict[str, Any]:
        """The rule options for a game of ``players`` (in partnerships ``teams``, if set).

        >>> club = PRESETS["club"]
        >>> club.fields_for(6)["throw_in"], club.fields_for(6, "3v3")["throw_in"]
        ('neighbours', 'all')
        """
        out = dict(self.rules)
        if teams is not None:
            return out
        if self.neighbours_from is not None and players >= self.neighbours_from:
            out["throw_in"] = "neighbours"
        if self.first_bout_five_from is not None and players >= self.first_bout_five_from:
            out["first_bout_limit"] = 5
        return out


def _rules(
    mode: str = "throw-in",
    throw_in: str = "all",
    first_bout_limit: int = 6,
    trump_six_swap: bool = False,
    next_attacker: str = "left-of-dealer",
    first_attacker: str = "lowest-trump",
) -> dict[str, Any]:
    # every seed plays with 36 cards and none transfers by showing a trump (004 excludes it)
    return {
        "mode": mode,
        "throw_in": throw_in,
        "first_bout_limit": first_bout_limit,
        "trump_six_swap": trump_six_swap,
        "next_attacker": next_attacker,
        "deck": 36,
        "first_attacker": first_attacker,
        "transfer_by_trump": False,
    }


#: The presets of the new-game panel, in display order.
PRESETS: dict[str, Preset] = {
    p.name: p
    for p in (
        Preset(
            "classic",
            "002 (Danish individual play)",
            _rules(),
            neighbours_from=5,
        ),
        Preset(
            "transfer",
            "003 (Italian app, transfer variant)",
            _rules(mode="transfer", first_bout_limit=5),
        ),
        Preset(
            "neighbours",
            "004 (Czech app, standard mode)",
            _rules(throw_in="neighbours"),
        ),
        Preset(
            "transfer-neighbours",
            "004 (Czech app, transfer mode)",
            _rules(mode="transfer", throw_in="neighbours"),
        ),
        Preset(
            "club",
            "000 (Finnish club rules)",
            _rules(trump_six_swap=True, first_attacker="left-of-dealer"),
            neighbours_from=5,
        ),
        Preset(
            "danish",
            "002 (Danish, variants after Pagat)",
            _rules(next_attacker="attack-the-fool"),
            neighbours_from=5,
            first_bout_five_from=4,
        ),
    )
}

#: The preset of the daily deal.
DAILY_PRESET = "classic"
CUSTOM = "custom"


def apply_preset(settings: Settings, name: str) -> Settings:
    """``settings`` with the rule options of preset ``name``; players, bots, speed and the
    player's preferences are kept. ``KeyError`` for an unknown preset."""
    preset = PRESETS[name]
    return replace(settings, **preset.fields_for(settings.players, settings.teams))


def preset_of(settings_or_rules: Settings | Rules) -> str:
    """The name of the first preset whose rule options match, or ``"custom"``."""
    for preset in PRESETS.values():
        if preset.matches(settings_or_rules):
            return preset.name
    return CUSTOM
