"""The statistics view's markup (pure): totals, per table, streaks, the match, a chart.

Preset keys and seat names come from storage, so every piece of text is escaped.
"""

from __future__ import annotations

import html
import re

from durak.i18n import translate
from durak.settings import PRESETS
from durak.storage import Record, Tally

OUTCOME_Y = {"win": 4, "draw": 14, "loss": 24}
OUTCOME_COLOUR = {"win": "#2e9d57", "draw": "#c9a227", "loss": "#c0392b"}


def table_label(key: str, lang: str = "en") -> str:
    """A statistics table's name: its rules preset and seating (see
    :func:`durak.storage.table_key`); keys saved before the seating was part of them are
    the preset alone.

    >>> table_label("transfer-2v2"), table_label("classic-3p"), table_label("classic")
    ('Transfer · Pairs (2 v 2)', '3 players · Classic', 'Classic')
    """
    preset, _, seating = key.rpartition("-")
    if not preset or not (seating in ("2v2", "3v3") or re.fullmatch(r"[2-6]p", seating)):
        preset, seating = key, ""
    label = PRESETS[preset].label if preset in PRESETS else preset
    if seating in ("2v2", "3v3"):
        return f"{label} · {translate('ui-teams-' + seating, lang)}"
    if seating:
        return translate("rules-summary", lang, players=int(seating[0]), mode=label)
    return label


def _row(label: str, tally: Tally, lang: str) -> str:
    cells = (tally.games, tally.wins, tally.losses, tally.draws, tally.abandoned)
    return (
        f'<tr><th scope="row">{html.escape(label)}</th>'
        + "".join(f"<td>{n}</td>" for n in cells)
        + "</tr>"
    )


def chart_svg(record: Record, lang: str = "en") -> str:
    """Results over time: one mark per game (the last 100), up for a win, down for a loss."""
    entries = record.history[-100:]
    if not entries:
        return ""
    width = max(len(entries) * 6, 60)
    marks = "".join(
        f'<rect x="{i * 6}" y="{OUTCOME_Y.get(e.outcome, 14)}" width="4" height="4" rx="1" '
        f'fill="{OUTCOME_COLOUR.get(e.outcome, "#888")}"/>'
        for i, e in enumerate(entries)
    )
    label = html.escape(translate("ui-stats-chart", lang, count=len(entries)))
    return (
        f'<svg class="stats-chart" viewBox="0 0 {width} 30" preserveAspectRatio="none" role="img" '
        f'aria-label="{label}"><line x1="0" y1="16" x2="{width}" y2="16" stroke="#bbb" stroke-width="0.5"/>'
        f"{marks}</svg>"
    )


def stats_html(record: Record, names: list[str], lang: str = "en") -> str:
    """The whole statistics panel (without its buttons)."""
    head = "".join(
        f'<th scope="col">{html.escape(translate(k, lang))}</th>'
        for k in (
            "ui-stats-games",
            "ui-stats-wins",
            "ui-stats-losses",
            "ui-stats-draws",
            "ui-stats-abandoned",
        )
    )
    rows = [_row(translate("ui-stats-total", lang), record.total, lang)]
    for key, tally in sorted(record.by_preset.items()):
        rows.append(_row(table_label(key, lang), tally, lang))
    match = record.match
    match_items = "".join(
        f"<li><span>{html.escape(name)}</span> <b>{match.losses.get(name, 0)}</b></li>"
        for name in dict.fromkeys([*names, *match.losses])
    )
    limit = (
        html.escape(translate("ui-stats-match-limit", lang, count=match.loss_limit))
        if match.loss_limit
        else ""
    )
    return (
        f'<h2 id="stats-title">{html.escape(translate("ui-stats", lang))}</h2>'
        f'<table class="stats-table"><thead><tr><td></td>{head}</tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table>"
        f'<p class="stats-streak">{html.escape(translate("ui-stats-streak", lang, streak=record.streak, best=record.best_streak))}</p>'
        f"{chart_svg(record, lang)}"
        f"<h3>{html.escape(translate('ui-match-losses', lang))}</h3><p>{limit}</p>"
        f'<ul class="stats-match">{match_items}</ul>'
    )
