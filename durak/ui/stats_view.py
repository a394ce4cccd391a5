"""The statistics view's markup (pure): totals, per table, streaks, the match, a chart.

Preset keys and seat names come from storage, so every piece of text is escaped.
"""

from __future__ import annotations

import html
import re

from durak.i18n import translate
from durak.settings import CUSTOM, PRESETS
from durak.storage import Record, Tally

OUTCOME_COLOUR = {"win": "#2e9d57", "draw": "#c9a227", "loss": "#c0392b"}


def table_label(key: str, lang: str = "en") -> str:
    """A statistics table's name: its rules preset and seating (see
    :func:`durak.storage.table_key`); keys saved before the seating was part of them are
    the preset alone.

    >>> table_label("transfer-2v2"), table_label("classic-3p"), table_label("classic")
    ('Pairs (2 v 2) · Transfer', '3 players · Classic', 'Classic')
    >>> table_label("transfer-3p", "ru"), table_label("custom-2p", "fi")
    ('3 игрока · Переводной', '2 pelaajaa · Omat säännöt')
    """
    preset, _, seating = key.rpartition("-")
    if not preset or not (seating in ("2v2", "3v3") or re.fullmatch(r"[2-6]p", seating)):
        preset, seating = key, ""
    label = translate("preset-" + preset, lang) if preset in (*PRESETS, CUSTOM) else preset
    if seating in ("2v2", "3v3"):  # the seating first, as "3 players · Classic" (a play-through)
        return f"{translate('ui-teams-' + seating, lang)} · {label}"
    if seating:
        return translate("rules-summary", lang, players=int(seating[0]), mode=label)
    return label


def _row(label: str, tally: Tally, lang: str, kind: str = "") -> str:
    cells = (tally.games, tally.wins, tally.losses, tally.draws, tally.abandoned)
    cls = f' class="stats-{kind}"' if kind else ""
    return (
        f'<tr{cls}><th scope="row">{html.escape(label)}</th>'
        + "".join(f"<td>{n}</td>" for n in cells)
        + "</tr>"
    )


#: The chart's rows, top to bottom: outcome, its word (catalog key), its colour.
CHART_ROWS = (("win", "stats-won"), ("draw", "stats-draw"), ("loss", "stats-lost"))
CHART_W, CHART_H = 300, 140
CHART_LEFT, CHART_RIGHT, CHART_TOP, CHART_BOTTOM = 80, 10, 28, 38  # the plot's margins


#: How much wider the axis titles' bold is than :func:`_text_width`'s estimate.
AXIS_BOLD = 1.1


def _text_width(text: str, size: float) -> float:
    """A rough width of ``text`` in the chart's font (for laying out the legend)."""
    return len(text) * size * 0.58


def _axis_title_below(title: str, left: float, right: float) -> str:
    """The games axis's title under the plot: centred on the plot if it fits there, else on
    the whole chart, and squeezed to the chart's width if it fits nowhere (Italian's
    "Partite, dalla più vecchia alla più recente" ran out of the picture at 360 px)."""
    width = _text_width(title, 11) * AXIS_BOLD
    x, squeeze = (left + right) / 2, ""
    if width > right - left:
        x = CHART_W / 2
        if width > CHART_W - 8:
            squeeze = f' textLength="{CHART_W - 8}" lengthAdjust="spacingAndGlyphs"'
    return (
        f'<text x="{x:.1f}" y="{CHART_H - 6}" text-anchor="middle" class="axis-title"'
        f"{squeeze}>{html.escape(title, quote=False)}</text>"
    )


def chart_svg(record: Record, lang: str = "en") -> str:
    """Results over time, one mark per game (the last 100): a row each for won, draw and
    lost, with both axes labelled and a legend. A picture for the eye only: the same
    results are in :func:`chart_table` for screen readers."""
    entries = record.history[-100:]
    if not entries:
        return ""
    n = len(entries)
    left, top = CHART_LEFT, CHART_TOP
    right, bottom = CHART_W - CHART_RIGHT, CHART_H - CHART_BOTTOM
    slot = (right - left) / max(n, 10)
    row_y = {o: top + (i + 0.5) * (bottom - top) / 3 for i, (o, _) in enumerate(CHART_ROWS)}
    words = {o: translate(k, lang) for o, k in CHART_ROWS}
    parts = [
        f'<rect x="{left}" y="{top}" width="{right - left}" height="{bottom - top}" fill="#fbf8ef"/>'
    ]
    for o, _ in CHART_ROWS:  # the result axis: a labelled line per row
        y = row_y[o]
        parts.append(f'<line x1="{left}" y1="{y:.1f}" x2="{right}" y2="{y:.1f}" stroke="#ddd3b8"/>')
        parts.append(
            f'<text x="{left - 6}" y="{y + 3:.1f}" text-anchor="end">{html.escape(words[o])}</text>'
        )
    parts.append(f'<line x1="{left}" y1="{top}" x2="{left}" y2="{bottom}" stroke="#555"/>')
    parts.append(f'<line x1="{left}" y1="{bottom}" x2="{right}" y2="{bottom}" stroke="#555"/>')
    mark = min(slot * 0.7, 6.0)
    for i, e in enumerate(entries):
        x = left + (i + 0.5) * slot
        y = row_y.get(e.outcome, row_y["draw"])
        parts.append(
            f'<rect x="{x - mark / 2:.1f}" y="{y - 5:.1f}" width="{mark:.1f}" height="10" rx="1" '
            f'fill="{OUTCOME_COLOUR.get(e.outcome, "#888")}"/>'
        )
    step = 1 if n <= 10 else 5 if n <= 40 else 10 if n <= 80 else 20
    ticks = sorted({1, n, *range(step, n + 1, step)})
    if len(ticks) > 2 and ticks[-1] - ticks[-2] < step / 2:  # keep the last tick readable
        ticks.pop(-2)
    for k in ticks:  # the games axis: numbered from the oldest shown
        x = left + (k - 0.5) * slot
        parts.append(
            f'<line x1="{x:.1f}" y1="{bottom}" x2="{x:.1f}" y2="{bottom + 3}" stroke="#555"/>'
        )
        parts.append(f'<text x="{x:.1f}" y="{bottom + 13}" text-anchor="middle">{k}</text>')
    axis_result = html.escape(translate("stats-axis-result", lang))
    parts.append(_axis_title_below(translate("stats-axis-games", lang), left, right))
    parts.append(
        f'<text transform="translate(12 {(top + bottom) / 2:.1f}) rotate(-90)" '
        f'text-anchor="middle" class="axis-title">{axis_result}</text>'
    )
    x = left  # the legend, above the plot
    for o, _ in CHART_ROWS:
        parts.append(
            f'<rect x="{x:.1f}" y="8" width="10" height="10" rx="1" fill="{OUTCOME_COLOUR[o]}"/>'
        )
        parts.append(f'<text x="{x + 14:.1f}" y="17">{html.escape(words[o])}</text>')
        x += 14 + _text_width(words[o], 11) + 14
    return (
        f'<svg class="stats-chart" viewBox="0 0 {CHART_W} {CHART_H}" aria-hidden="true" '
        f'font-size="11" fill="#333" font-family="system-ui, sans-serif">{"".join(parts)}</svg>'
    )


def chart_table(record: Record, lang: str = "en") -> str:
    """The chart's results as a table, for screen readers (visually hidden): each game's
    number, date, table and result."""
    entries = record.history[-100:]
    if not entries:
        return ""
    words = {o: translate(k, lang) for o, k in CHART_ROWS}
    head = "".join(
        f'<th scope="col">{html.escape(translate(k, lang))}</th>'
        for k in ("stats-col-game", "stats-col-date", "stats-col-table", "stats-axis-result")
    )
    rows = "".join(
        f'<tr><th scope="row">{i}</th><td>{html.escape(e.date)}</td>'
        f"<td>{html.escape(table_label(e.preset, lang))}</td>"
        f"<td>{html.escape(words.get(e.outcome, e.outcome))}</td></tr>"
        for i, e in enumerate(entries, start=1)
    )
    caption = html.escape(translate("ui-stats-chart", lang, count=len(entries)))
    return (
        f'<table class="sr-only stats-chart-table"><caption>{caption}</caption>'
        f"<thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>"
    )


def stats_html(record: Record, losses: list[tuple[str, int]], lang: str = "en") -> str:
    """The whole statistics panel (without its buttons); ``losses``: the match's losses by
    player, named as the table names them (``Session.match_losses``: the record keeps the
    names of one language, "You" and "Anya", which a Russian table shows as "Вы", "Аня")."""
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
    # games made practice games (a take back, a hint, the coach): counted apart, so a game
    # taken back from its end screen is not simply gone (a play-through); a row of their
    # own, wins and losses too (a learner who plays with help saw a bare count)
    if record.practice.games:
        rows.append(_row(translate("ui-stats-practice", lang), record.practice, lang, "practice"))
    match = record.match
    match_items = "".join(
        f"<li><span>{html.escape(name)}</span> <b>{count}</b></li>" for name, count in losses
    )
    limit = (
        f"<p>{html.escape(translate('ui-stats-match-limit', lang, count=match.loss_limit))}</p>"
        if match.loss_limit
        else ""
    )
    practice = (
        f'<p class="stats-note stats-practice">{html.escape(translate("ui-stats-practice-note", lang))}</p>'
        if record.practice.games
        else ""
    )
    return (
        f'<h2 id="stats-title" tabindex="-1">{html.escape(translate("ui-stats", lang))}</h2>'
        f'<table class="stats-table"><thead><tr><td></td>{head}</tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table>"
        f'<p class="stats-note">{html.escape(translate("ui-stats-abandoned-note", lang))}</p>'
        f"{practice}"
        f'<p class="stats-streak">{html.escape(translate("ui-stats-streak", lang, streak=record.streak, best=record.best_streak))}</p>'
        f"{chart_svg(record, lang)}{chart_table(record, lang)}"
        f"<h3>{html.escape(translate('ui-match-losses', lang))}</h3>{limit}"
        f'<ul class="stats-match">{match_items}</ul>'
    )
