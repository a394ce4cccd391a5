"""The new-game panel's markup (pure): presets, every rule option, bots, speed, hints."""

from __future__ import annotations

import contextlib
import html
from dataclasses import dataclass

from durak.rules import FIRST_ATTACKERS, HAND_SIZE, NEXT_ATTACKERS
from durak.settings import (
    DECK_SIZES,
    DEFAULT_NAME,
    MAX_NAME,
    PRESETS,
    Settings,
    clean_name,
    deck_for,
    preset_of,
)
from durak.ui.table_view import bot_keys, seat_names
from durak.ui.text import t
from durak.ui.timing import SPEEDS

LEVELS = ("easy", "medium", "hard", "expert")


def _radio(name: str, value: str, label: str, checked: bool) -> str:
    return (
        f'<label class="opt"><input type="radio" name="{name}" value="{html.escape(value)}"'
        f"{' checked' if checked else ''}> {html.escape(label)}</label>"
    )


def _fieldset(legend: str, body: str, cls: str = "", note: str = "", scope: str = "") -> str:
    """A group of choices under its ``legend``; ``note``: a message key that says what the
    choice is for, shown under it and read as the group's description (a play-through: a
    newcomer found "First bout limit 6 / 5" and four more explained nowhere); its element's
    id starts with ``scope`` (the panel's and the analysis board's are both on the page)."""
    if not note:
        return f'<fieldset class="{cls}"><legend>{html.escape(legend)}</legend>{body}</fieldset>'
    key = f"{scope}note-{note.removeprefix('ui-note-')}"
    return (
        f'<fieldset class="{cls}" aria-describedby="{key}"><legend>{html.escape(legend)}'
        f'</legend>{body}<p class="opt-note" id="{key}">{html.escape(t(note))}</p></fieldset>'
    )


#: The line under the players that says what a change of players or seating corrected.
NOTE = '<p class="panel-note" role="status"></p>'


def rule_fieldsets(settings: Settings, note: bool = False, scope: str = "") -> str:
    """The rule options' fieldsets (players, seating, deck, mode, throw-ins, first bout,
    the trump card, who attacks first): the New game panel's, also the analysis board's
    (issue 17). ``note``: under the players, the line that says what a change of players or
    seating corrected (:func:`panel_links`' note), and under the less obvious choices what
    they are for (``scope`` starts their ids)."""
    players = "".join(_radio("players", str(n), str(n), settings.players == n) for n in range(2, 7))
    seating = "".join(
        _radio("teams", value, t(key), (settings.teams or "") == value)
        for value, key in (("", "ui-teams-none"), ("2v2", "ui-teams-2v2"), ("3v3", "ui-teams-3v3"))
    )
    mode = "".join(
        _radio("mode", m, t("ui-mode-" + m), settings.mode == m) for m in ("throw-in", "transfer")
    )
    throw_in = "".join(
        _radio("throw_in", m, t("ui-throw-in-" + m), settings.throw_in == m)
        for m in ("all", "neighbours")
    )
    first = "".join(
        _radio("first_bout_limit", str(n), str(n), settings.first_bout_limit == n) for n in (6, 5)
    )
    swap = (
        f'<label class="opt"><input type="checkbox" name="trump_six_swap"'
        f"{' checked' if settings.trump_six_swap else ''}> {html.escape(t('ui-swap-option'))}</label>"
    )
    # issue 11: deck size, who attacks first, transfer by showing a trump
    deck = "".join(
        _radio("deck", str(d), t(f"ui-deck-{d}"), settings.deck == d) for d in DECK_SIZES
    )
    first_attacker = "".join(
        _radio("first_attacker", f, t("ui-first-attacker-" + f), settings.first_attacker == f)
        for f in FIRST_ATTACKERS
    )
    show = (
        f'<label class="opt"><input type="checkbox" name="transfer_by_trump"'
        f"{' checked' if settings.transfer_by_trump else ''}> "
        f"{html.escape(t('ui-show-option'))}</label>"
    )
    return (
        _fieldset(t("ui-players"), players + (NOTE if note else ""))
        + _fieldset(t("ui-teams"), seating)
        + _fieldset(t("ui-deck"), deck)
        + _fieldset(t("ui-mode"), mode + show, note="ui-note-show" if note else "", scope=scope)
        + _fieldset(t("ui-throw-in"), throw_in)
        + _fieldset(
            t("ui-first-bout"), first, note="ui-note-first-bout" if note else "", scope=scope
        )
        # a group of its own, not a first-bout limit
        + _fieldset(t("ui-trump-rules"), swap, note="ui-note-swap" if note else "", scope=scope)
        + _fieldset(
            t("ui-first-attacker"),
            first_attacker,
            note="ui-note-first-attacker" if note else "",
            scope=scope,
        )
    )


def preset_desc(name: str) -> str:
    """What the marked rule set is, said under the buttons (its tooltip alone never shows
    on a phone: a play-through); for custom rules, that they are yours (the line went
    blank once a rule was changed, a play-through).

    >>> preset_desc("classic")[:14], preset_desc("custom")
    ('Throw-in Durak', 'Your own rules: the choices below.')
    """
    return t(f"preset-{name}-desc") if name in PRESETS else t("preset-custom-desc")


def panel_html(settings: Settings, preset: str | None = None) -> str:
    """The panel's form contents for ``settings`` (the preset that matches is marked)."""
    current = preset or preset_of(settings)
    presets = "".join(
        f'<button type="button" class="preset{" current" if p.name == current else ""}" '
        f'data-action="preset-{p.name}" aria-pressed="{"true" if p.name == current else "false"}" '
        f'title="{html.escape(t("preset-" + p.name + "-desc"))}">'
        f"{html.escape(t('preset-' + p.name))}</button>"
        for p in PRESETS.values()
    )
    names = seat_names(6, t("ui-you"), [t(k) for k in bot_keys(settings.player_name)])
    bots = "".join(
        f'<label class="bot-level" data-bot="{i}"{" hidden" if i >= settings.players else ""}>'
        f"<span>{html.escape(names[i])}</span>"
        f'<select name="bot{i}">'
        + "".join(
            f'<option value="{lv}"{" selected" if settings.bot_levels[(i - 1) % len(settings.bot_levels)] == lv else ""}>'
            f"{html.escape(t('ui-level-' + lv))}</option>"
            for lv in LEVELS
        )
        + "</select></label>"
        for i in range(1, 6)
    )
    limits = "".join(
        f'<option value="{n}"{" selected" if settings.loss_limit == (n or None) else ""}>'
        f"{html.escape(str(n) if n else t('ui-loss-limit-none'))}</option>"
        for n in (0, 3, 5, 10)
    )
    loss_limit = f'<select name="loss_limit" aria-label="{html.escape(t("ui-loss-limit"))}">{limits}</select>'
    later = "".join(  # the Danish preset's "attack the fool" (it was in no field: lost)
        _radio("next_attacker", a, t("ui-next-attacker-" + a), settings.next_attacker == a)
        for a in NEXT_ATTACKERS
    )
    speed = "".join(_radio("speed", s, t("ui-speed-" + s), settings.speed == s) for s in SPEEDS)
    hints = "".join(
        f'<label class="opt"><input type="checkbox" name="{name}"{" checked" if on else ""}>'
        f" {html.escape(t(key))}</label>"
        for name, on, key in (
            ("hints", settings.hints, "ui-hints"),
            ("animations", settings.animations, "ui-animations"),
            ("sound", settings.sound, "ui-sound"),
        )
    )
    you = "" if settings.player_name == DEFAULT_NAME else settings.player_name
    name = (
        f'<input type="text" name="player_name" maxlength="{MAX_NAME}" autocomplete="nickname" '
        f'value="{html.escape(you)}" placeholder="{html.escape(t("ui-you"))}" '
        f'aria-label="{html.escape(t("ui-your-name"))}">'
    )
    return (
        f'<h2 id="panel-title">{html.escape(t("ui-panel-title"))}</h2>'
        # shown to a player at the keys (the page's body[data-keys]): Start is far down
        + f'<p class="keys-hint">{html.escape(t("ui-enter-starts"))}</p>'
        + _fieldset(
            t("ui-presets"),
            f'<div class="presets">{presets}</div>'
            f'<p class="preset-desc">{html.escape(preset_desc(current))}</p>',
            "wide",
        )
        + rule_fieldsets(settings, note=True)
        + _fieldset(t("ui-next-attacker"), later, "wide", note="ui-note-next-attacker")
        + _fieldset(t("ui-bots"), f'<div class="bots">{bots}</div>', "wide")
        + _fieldset(t("ui-speed"), speed, "wide")
        + _fieldset(t("ui-loss-limit"), loss_limit, note="ui-note-loss-limit")
        + _fieldset(t("ui-your-name"), name)
        + _fieldset(t("ui-preferences"), hints, "wide")
        + '<div class="panel-buttons">'
        f'<button type="button" data-action="cancel">{html.escape(t("ui-cancel"))}</button>'
        f'<button type="button" class="primary" data-action="start" aria-keyshortcuts="Enter">'
        f"{html.escape(t('ui-start'))}</button>"
        "</div>"
    )


#: The players each seating in teams needs.
TEAM_PLAYERS = {"2v2": 4, "3v3": 6}


@dataclass(frozen=True)
class PanelLinks:
    """The new-game panel's choices that follow one another, after a change: the players
    and the seating (teams need their count of players), the deck (one too small for the
    players grows to the smallest that deals to them all; ``too_small``: the decks that
    cannot be chosen now), and whether showing a trump can be ticked (``show_off``: only a
    transfer game has it; a tick stays for when transfer is chosen again)."""

    players: int
    teams: str
    deck: int
    too_small: tuple[int, ...]
    show_off: bool
    note: str = ""  # what the change corrected, in words (the panel's status line)
    #: Rule choices set anew (form name, value): the pressed preset's for these players
    follow: tuple[tuple[str, str], ...] = ()


#: The rule choices a preset sets by the players and seating (:meth:`Preset.fields_for`).
FOLLOWING = (("throw_in", "ui-throw-in"), ("first_bout_limit", "ui-first-bout"))


def _follow(
    preset: str | None, fields: dict[str, str], players: int, teams: str
) -> tuple[tuple[tuple[str, str], ...], str]:
    """The pressed ``preset``'s choices for ``players`` and ``teams`` that differ from
    ``fields``' (form name, value), and their words for the note."""
    if preset not in PRESETS:
        return (), ""
    wanted = PRESETS[preset].fields_for(players, teams or None)
    follow = tuple(
        (name, str(wanted[name])) for name, _ in FOLLOWING if fields.get(name) != str(wanted[name])
    )
    if not follow:
        return (), ""
    legends = dict(FOLLOWING)
    words = "; ".join(
        f"{t(legends[name])} – {t('ui-throw-in-' + value) if name == 'throw_in' else value}"
        for name, value in follow
    )
    return follow, t("ui-panel-preset-follows", preset=t(f"preset-{preset}"), changes=words)


def panel_links(
    fields: dict[str, str], changed: str = "", pressed: str | None = None
) -> PanelLinks:
    """The linked choices for the form's ``fields`` (as :func:`settings_from_fields` reads
    them) after ``changed`` (a field's name; ``""``: as the panel opens). A player chose 5
    players and the 24-card deck, "up to 4 players", and the game silently dealt 32 (a
    play-through): the 24 is now out of reach, and the 32 chosen, as soon as 5 are.

    What a change corrects is said (``note``): a screen reader does not see another
    choice move.

    >>> panel_links({"players": "5", "deck": "24", "mode": "throw-in"}, "players")
    PanelLinks(players=5, teams='', deck=32, too_small=(24,), show_off=True, note='5 players need a bigger deck: 32 cards chosen.', follow=())
    >>> panel_links({"players": "2", "teams": "3v3", "deck": "24", "mode": "transfer"}, "teams").deck
    36
    >>> panel_links({"players": "3", "teams": "2v2", "deck": "36"}, "players").note
    'Pairs (2 v 2): only with 4 players. Each plays for themselves now.'

    A preset pressed (``pressed``) follows a change of players or seating: its rules for
    them are chosen (Classic from 5 players: the defender's neighbours throw in; in a team
    game everyone on the attacking team does).

    >>> fields = {"players": "5", "deck": "36", "throw_in": "all", "first_bout_limit": "6"}
    >>> links = panel_links(fields, "players", "classic")
    >>> links.follow, links.note
    ((('throw_in', 'neighbours'),), "Rules of “Classic” for these players: Who may throw in – Defender's neighbours.")
    """
    try:
        players = min(6, max(2, int(fields.get("players", ""))))
    except ValueError:
        players = 2
    teams = fields.get("teams") or ""
    if teams not in TEAM_PLAYERS:
        teams = ""
    elif changed == "teams":
        players = TEAM_PLAYERS[teams]
    elif TEAM_PLAYERS[teams] != players:
        teams = ""
    try:
        deck = int(fields.get("deck", ""))
    except ValueError:
        deck = DECK_SIZES[0]
    deck = deck_for(deck, players) if deck in DECK_SIZES else deck_for(DECK_SIZES[0], players)
    too_small = tuple(d for d in DECK_SIZES if d < HAND_SIZE * players)
    notes = []
    dropped = fields.get("teams") or ""
    if changed == "players" and teams == "" and dropped in TEAM_PLAYERS:
        seating = t(f"ui-teams-{dropped}")
        notes.append(t("ui-panel-teams-off", seating=seating, count=TEAM_PLAYERS[dropped]))
    if changed == "teams" and teams and fields.get("players") != str(players):
        notes.append(t("ui-panel-players-set", seating=t(f"ui-teams-{teams}"), count=players))
    if changed in ("players", "teams") and fields.get("deck") in {str(d) for d in too_small}:
        notes.append(t("ui-panel-deck-grown", players=players, deck=deck))
    show_off = fields.get("mode") != "transfer"
    follow: tuple[tuple[str, str], ...] = ()
    if changed in ("players", "teams"):
        follow, said = _follow(pressed, fields, players, teams)
        if said:
            notes.append(said)
    return PanelLinks(players, teams, deck, too_small, show_off, " ".join(notes), follow)


def settings_from_fields(fields: dict[str, str], checks: set[str], base: Settings) -> Settings:
    """Settings from the form's values (names as in :func:`panel_html`); bad values keep ``base``'s.

    A deck too small for the players chosen grows to the smallest that deals to them all
    (24 cards and 5 players: 32); showing a trump is kept only in transfer mode.
    """
    data = base.to_dict()
    for key in ("mode", "throw_in", "speed", "first_attacker", "next_attacker"):
        if key in fields:
            data[key] = fields[key]
    for key in ("players", "first_bout_limit", "deck"):
        if key in fields:
            with contextlib.suppress(ValueError):
                data[key] = int(fields[key])
    if "loss_limit" in fields:
        limit = fields["loss_limit"]  # "²" is a digit to isdigit, not to int
        data["loss_limit"] = int(limit) if limit.isascii() and limit.isdigit() else 0
        data["loss_limit"] = data["loss_limit"] or None
    teams = fields.get("teams") or None
    data["teams"] = teams if teams in ("2v2", "3v3") else None
    if data["teams"]:
        data["players"] = {"2v2": 4, "3v3": 6}[data["teams"]]
    data["trump_six_swap"] = "trump_six_swap" in checks
    data["transfer_by_trump"] = "transfer_by_trump" in checks and data["mode"] == "transfer"
    if data["players"] in range(2, 7) and data["deck"] in DECK_SIZES:  # "12": refused below
        data["deck"] = deck_for(data["deck"], data["players"])
    data["hints"] = "hints" in checks
    data["animations"] = "animations" in checks
    data["sound"] = "sound" in checks
    if "player_name" in fields:
        data["player_name"] = clean_name(fields["player_name"]) or DEFAULT_NAME
    players = data["players"] if data["players"] in range(2, 7) else base.players
    before = base.bot_levels  # a level the panel never offers: that seat's before
    data["bot_levels"] = [
        level
        if (level := fields.get(f"bot{i}", "medium")) in LEVELS
        else before[(i - 1) % len(before)]
        for i in range(1, max(2, players))
    ]
    settings, bad = Settings.from_dict(data)
    if bad:  # a value the panel never offers (a page edited by hand): the one before
        previous = base.to_dict()
        settings, _ = Settings.from_dict({**data, **{k: previous[k] for k in bad if k in previous}})
    return settings


def marked_preset(fields: dict[str, str], checks: set[str], pressed: str | None) -> str:
    """The preset the panel marks after a change of its choices: the one pressed while its
    rules still hold, else the first whose rules the choices are (``"custom"``: none). A
    preset pressed, then a rule changed by hand, was still marked "pressed".

    >>> classic = {"players": "2", "mode": "throw-in", "throw_in": "all", "deck": "36",
    ...            "first_bout_limit": "6", "first_attacker": "lowest-trump"}
    >>> marked_preset(classic, set(), None), marked_preset({**classic, "deck": "24"}, set(), "classic")
    ('classic', 'custom')
    """
    settings = settings_from_fields(fields, checks, Settings())
    preset = PRESETS.get(pressed or "")
    if preset is not None and preset.matches(settings):
        return preset.name
    return preset_of(settings)
