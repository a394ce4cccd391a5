"""Share links: the rules, the deal's seed and the bots' levels in a URL fragment.

>>> link = encode_link(Rules(players=3, mode="transfer"), 123456, ("medium", "hard"))
>>> link
'v=2&p=3&m=transfer&t=all&f=6&s=0&n=l&d=36&a=t&r=0&b=medium,hard&seed=123456'
>>> game, notices = decode_link("#" + link)
>>> banner_text(game), notices
('Shared deal: transfer, 3 players', [])

Version 2 added the deck (``d``: 24, 32, 36, 52), the first attacker (``a``: ``t`` lowest
trump, ``l`` the dealer's left neighbour) and transfer by showing a trump (``r``: 0/1).
A version-1 link has none of them and means what it meant then: 36 cards, the lowest
trump attacks, no showing; its seed deals the same game as before.

A fragment is untrusted input: :func:`decode_link` ignores unknown keys, validates every
value, falls back to defaults with a :class:`~durak.settings.Notice` for anything out of
range or malformed, and puts only validated values or short, sanitized, quoted snippets
into notice parameters. Nothing here produces HTML; the front end shows text with
``textContent``.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, replace
from datetime import date as Date
from typing import Any
from urllib.parse import unquote

from durak.rules import HAND_SIZE, MODES, THROW_INS, Rules
from durak.settings import (
    BOT_LEVELS,
    DAILY_PRESET,
    DECK_SIZES,
    PRESETS,
    TEAM_PLAYERS,
    Notice,
    Settings,
    fit_bot_levels,
    message_text,
)

__all__ = [
    "LINK_VERSION",
    "LinkGame",
    "Notice",
    "banner_text",
    "daily_game",
    "daily_seed",
    "decode_link",
    "encode_link",
]

LINK_VERSION = 2
#: Longer fragments are not share links and are ignored.
MAX_FRAGMENT = 2000
MAX_PARTS = 64
SEED_MAX = 2**32 - 1
#: ``n`` values: who attacks first in later games.
NEXT_CODES: dict[str, str] = {"l": "left-of-dealer", "f": "attack-the-fool"}
#: ``a`` values (version 2): who attacks first in a match's first game.
FIRST_CODES: dict[str, str] = {"t": "lowest-trump", "l": "left-of-dealer"}
#: The keys of a link, in the order :func:`encode_link` writes them.
LINK_KEYS: tuple[str, ...] = (
    "v", "p", "m", "t", "f", "s", "n", "d", "a", "r", "b", "tm", "seed", "dl",
)  # fmt: skip
#: Keys every link of a version names (a missing one gets a notice). ``dl`` (the dealer) is
#: named only by a later game of a match.
REQUIRED_KEYS: dict[int, tuple[str, ...]] = {
    1: ("p", "m", "t", "f", "s", "n", "b"),
    2: ("p", "m", "t", "f", "s", "n", "d", "a", "r", "b"),
}
#: What each key is called in notices.
FIELD_NAMES: dict[str, str] = {
    "v": "version",
    "p": "players",
    "tm": "teams",
    "m": "mode",
    "t": "throw-in",
    "f": "first-bout limit",
    "s": "trump-six swap",
    "n": "next attacker",
    "d": "deck",
    "a": "first attacker",
    "r": "transfer by trump",
    "b": "bots",
    "seed": "deal",
    "dl": "dealer",
}
_DIGITS = re.compile(r"[0-9]{1,12}")
_UNSAFE = set("<>&\"'`\\")


@dataclass(frozen=True)
class LinkGame:
    """A game described by a link: its rules, the deal's seed (``None``: a new random deal),
    one bot level per bot seat, and the dealer (``None``: a match's first game, where the
    lowest trump attacks; a later game of a match names its dealer, the last loser)."""

    rules: Rules
    seed: int | None
    bot_levels: tuple[str, ...]
    dealer: int | None = None
    daily: bool = False  # today's deal (:func:`daily_game`), not a link: offered as such

    def settings(self, base: Settings) -> Settings:
        """``base`` (the player's own preferences) with this game's rules and bots."""
        return replace(base.with_rules(self.rules), bot_levels=self.bot_levels)


def _quote(raw: str, limit: int = 20) -> str:
    """A short, printable, HTML-inert rendering of untrusted text, in quotes."""
    kept = "".join(
        "?" if ch in _UNSAFE else ch
        for ch in raw
        if unicodedata.category(ch)[0] not in "CZ" or ch == " "
    )
    if len(kept) > limit:
        kept = kept[:limit] + "…"
    return f"“{kept}”"


def encode_link(
    settings_or_rules: Settings | Rules,
    seed: int,
    bot_levels: tuple[str, ...] | list[str] | None = None,
    dealer: int | None = None,
) -> str:
    """The URL fragment (without ``#``) for a game; ``ValueError`` for a bad seed or level.

    ``bot_levels`` defaults to the settings' levels (or all ``"medium"`` for bare rules);
    ``dealer`` (key ``dl``, left out for a match's first game) keeps the seats of a later game.
    """
    rules = (
        settings_or_rules.rules() if isinstance(settings_or_rules, Settings) else settings_or_rules
    )
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= SEED_MAX:
        raise ValueError(f"seed must be 0..{SEED_MAX}, not {seed!r}")
    if bot_levels is None:
        if isinstance(settings_or_rules, Settings):
            bot_levels = settings_or_rules.bot_levels
        else:
            bot_levels = ("medium",) * (rules.players - 1)
    levels = tuple(bot_levels)
    if len(levels) != rules.players - 1 or any(level not in BOT_LEVELS for level in levels):
        raise ValueError(f"need {rules.players - 1} bot levels from {BOT_LEVELS}, not {levels}")
    if dealer is not None and (
        isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < rules.players
    ):
        raise ValueError(f"dealer must be a seat 0..{rules.players - 1}, not {dealer!r}")
    next_code = next(code for code, value in NEXT_CODES.items() if value == rules.next_attacker)
    first_code = next(c for c, value in FIRST_CODES.items() if value == rules.first_attacker)
    parts = {
        "v": LINK_VERSION,
        "p": rules.players,
        "m": rules.mode,
        "t": rules.throw_in,
        "f": rules.first_bout_limit,
        "s": int(rules.trump_six_swap),
        "n": next_code,
        "d": rules.deck,
        "a": first_code,
        "r": int(rules.transfer_by_trump),
        "b": ",".join(levels),
        "tm": rules.teams,
        "seed": seed,
        "dl": dealer,
    }
    return "&".join(f"{key}={parts[key]}" for key in LINK_KEYS if parts[key] is not None)


def _split(fragment: str) -> tuple[dict[str, str], list[Notice]]:
    """The first value of each known key, and notices for repeated keys."""
    values: dict[str, str] = {}
    notices: list[Notice] = []
    for part in fragment.split("&"):  # (at most MAX_PARTS: decode_link refuses more)
        if not part:
            continue
        raw_key, _, raw_value = part.partition("=")
        key = unquote(raw_key, errors="replace").strip().lower()
        if key not in LINK_KEYS:
            continue  # unknown keys are ignored
        if key in values:
            notice = Notice("link-duplicate", {"field": FIELD_NAMES[key]})
            if notice not in notices:
                notices.append(notice)
            continue
        values[key] = unquote(raw_value, errors="replace").strip()
    return values, notices


def _int(text: str, low: int, high: int) -> int | None:
    if not _DIGITS.fullmatch(text):
        return None
    value = int(text)
    return value if low <= value <= high else None


def decode_link(fragment: Any) -> tuple[LinkGame | None, list[Notice]]:
    """The game a URL fragment describes, or ``None`` if it is not a share link.

    Unknown keys are ignored; a repeated key keeps its first value; a bad or missing value
    falls back to the default with a notice; a missing or bad seed gives ``seed=None``.
    Fragments over :data:`MAX_FRAGMENT` characters and links from a newer version are
    ignored with a notice.
    """
    if not isinstance(fragment, str):
        return None, []
    if len(fragment) > MAX_FRAGMENT or fragment.count("&") >= MAX_PARTS:
        # (more parts than any link has: a robustness check found its keys past the 64th
        # ignored without a word)
        return None, [Notice("link-too-long")]
    values, notices = _split(fragment.removeprefix("#"))
    if not values:
        return None, notices

    def bad(key: str, default: object) -> None:
        notices.append(
            Notice(
                "link-bad-value",
                {"field": FIELD_NAMES[key], "value": _quote(values[key]), "default": str(default)},
            )
        )

    version = LINK_VERSION
    if "v" in values:
        parsed_version = _int(values["v"], 1, 10**9)
        if parsed_version is None:
            bad("v", LINK_VERSION)
        elif parsed_version > LINK_VERSION:
            return None, [Notice("link-future-version")]
        else:
            version = parsed_version

    defaults = Rules()
    missing = [FIELD_NAMES[k] for k in REQUIRED_KEYS[version] if k not in values]
    if missing:
        notices.append(Notice("link-missing", {"fields": ", ".join(missing)}))

    players = defaults.players
    if "p" in values:
        parsed = _int(values["p"], 2, 6)
        if parsed is None:
            bad("p", players)
        else:
            players = parsed

    def choice(key: str, options: dict[str, Any], default: Any, shown: str) -> Any:
        if key not in values:
            return default
        if values[key] in options:
            return options[values[key]]
        bad(key, shown)
        return default

    mode = choice("m", {m: m for m in MODES}, defaults.mode, defaults.mode)
    throw_in = choice("t", {t: t for t in THROW_INS}, defaults.throw_in, defaults.throw_in)
    limit = choice("f", {"5": 5, "6": 6}, defaults.first_bout_limit, "6")
    swap = choice("s", {"0": False, "1": True}, defaults.trump_six_swap, "0")
    next_attacker = choice("n", NEXT_CODES, defaults.next_attacker, "l")
    teams = choice("tm", {"2v2": "2v2", "3v3": "3v3"}, None, "none")
    if teams is not None and TEAM_PLAYERS[teams] != players:
        bad("tm", "none")
        teams = None
    deck = choice("d", {str(d): d for d in DECK_SIZES}, defaults.deck, str(defaults.deck))
    if players * HAND_SIZE > deck:
        bad("d", defaults.deck)
        deck = defaults.deck
    first_attacker = choice("a", FIRST_CODES, defaults.first_attacker, "t")
    by_trump = choice("r", {"0": False, "1": True}, defaults.transfer_by_trump, "0")
    if by_trump and mode != "transfer":
        bad("r", "0")
        by_trump = False
    rules = Rules(
        players=players,
        mode=mode,
        throw_in=throw_in,
        first_bout_limit=limit,
        trump_six_swap=swap,
        next_attacker=next_attacker,
        teams=teams,
        deck=deck,
        first_attacker=first_attacker,
        transfer_by_trump=by_trump,
    )

    levels: tuple[str, ...] = ()
    if "b" in values:
        words = values["b"].split(",")
        if any(word not in BOT_LEVELS for word in words):
            bad("b", "medium")
        else:
            levels = tuple(words)
            if len(levels) != players - 1:
                notices.append(
                    Notice(
                        "link-bots-count",
                        {"given": len(levels), "needed": players - 1, "default": "medium"},
                    )
                )
    levels = fit_bot_levels(levels, players)

    seed = None
    if "seed" not in values:
        notices.append(Notice("link-no-seed"))
    else:
        seed = _int(values["seed"], 0, SEED_MAX)
        if seed is None:
            bad("seed", "a new deal")
    dealer = None
    if "dl" in values:
        dealer = _int(values["dl"], 0, rules.players - 1)
        if dealer is None:
            bad("dl", "the first-game rule")
    return LinkGame(rules, seed, levels, dealer), notices


#: What a damaged link's notices say one by one (see :func:`link_summary`).
LINK_PROBLEMS = (
    "link-bad-value",
    "link-missing",
    "link-duplicate",
    "link-no-seed",
    "link-bots-count",
)


def link_summary(link_game: LinkGame | None, notices: list[Notice]) -> list[Notice]:
    """What the player is told of a link's problems (``decode_link``'s notices): one of
    them as it is, several as one notice, ``link-damaged`` (``link-damaged-deal`` when its
    deal number was not read either: a new deal is used). A play-through opened a garbled
    link: four notices, one naming eight settings, hid the banner's title.

    >>> link, notices = decode_link("v=2&p=9&m=zzz&seed=abc")
    >>> len(notices), [n.key for n in link_summary(link, notices)]
    (4, ['link-damaged-deal'])
    >>> link, notices = decode_link("v=2&p=3&m=throw-in&t=all&f=6&s=0&n=l&d=36&a=t&r=0&b=easy,hard")
    >>> [n.key for n in link_summary(link, notices)]
    ['link-no-seed']
    """
    problems = [n for n in notices if n.key in LINK_PROBLEMS]
    if len(problems) < 2:
        return list(notices)
    others = [n for n in notices if n.key not in LINK_PROBLEMS]
    new_deal = link_game is not None and link_game.seed is None
    return [Notice("link-damaged-deal" if new_deal else "link-damaged"), *others]


def banner_text(link_game: LinkGame, lang: str = "en") -> str:
    """What a link holds, in words: ``"Shared deal: transfer, 3 players"`` (the mode's name in
    ``lang`` too); today's deal says so: ``"Today's deal: throw-in, 2 players"``.

    >>> from datetime import date
    >>> banner_text(daily_game(date(2026, 12, 4)))
    "Today's deal: throw-in, 2 players"
    """
    from durak.i18n import translate

    key = "link-banner-deal" if link_game.seed is not None else "link-banner-rules"
    if link_game.daily:
        key = "link-banner-daily"
    mode = translate(f"ui-mode-{link_game.rules.mode}", lang).lower()
    return message_text(key, {"mode": mode, "players": link_game.rules.players}, lang)


def banner_play_key(link_game: LinkGame) -> str:
    """The message key of the banner's Play button: "Play this deal" for a link with its
    deal number, "Play with these rules" for one without (a damaged link said "a new deal
    is used" beside "Play this deal", a play-through).

    >>> banner_play_key(decode_link("v=2&p=3&seed=5")[0]), banner_play_key(decode_link("v=2&p=3")[0])
    ('ui-play-shared', 'ui-play-shared-rules')
    """
    return "ui-play-shared" if link_game.seed is not None else "ui-play-shared-rules"


def daily_seed(day: Date) -> int:
    """The deal of the day: a fixed 32-bit seed per calendar date, the same everywhere.

    >>> daily_seed(Date(2026, 11, 29))
    2618064702
    """
    z = (day.year * 10_000 + day.month * 100 + day.day + 0x9E3779B97F4A7C15) & (2**64 - 1)
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & (2**64 - 1)
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & (2**64 - 1)
    return (z ^ (z >> 31)) & SEED_MAX


def daily_game(day: Date, players: int = 2, bot_levels: tuple[str, ...] | None = None) -> LinkGame:
    """Today's deal under the "Classic" preset, for ``players`` (medium bots by default)."""
    fields = PRESETS[DAILY_PRESET].fields_for(players)
    rules = Rules(players=players, **fields)
    levels = fit_bot_levels(tuple(bot_levels or ()), players)
    return LinkGame(rules, daily_seed(day), levels, daily=True)
