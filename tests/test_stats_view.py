"""The statistics panel's chart (pure): axes, labels and a legend, and the same results as
a table for screen readers."""

from __future__ import annotations

import html
import re
from dataclasses import replace

import pytest

from durak.i18n import LANGUAGES, translate
from durak.storage import HistoryEntry, Record
from durak.ui.stats_view import chart_svg, chart_table, stats_html

OUTCOMES = ["win", "loss", "draw", "win", "win"]


def record(n: int, preset: str = "classic-2p") -> Record:
    history = tuple(
        HistoryEntry(f"2026-11-{1 + i % 28:02d}", OUTCOMES[i % len(OUTCOMES)], preset)
        for i in range(n)
    )
    return Record(history=history)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_chart_has_axes_labels_and_a_legend(lang: str):
    svg = chart_svg(record(23), lang)
    texts = re.findall(r"<text[^>]*>([^<]*)</text>", svg)
    for key in ("stats-won", "stats-draw", "stats-lost"):  # each row labelled, and in the legend
        assert texts.count(translate(key, lang)) == 2
    assert translate("stats-axis-games", lang) in texts
    assert translate("stats-axis-result", lang) in texts
    # the games axis is numbered from the oldest game shown to the newest
    numbers = [int(t) for t in texts if t.isdigit()]
    assert numbers[0] == 1 and numbers[-1] == 23 and numbers == sorted(numbers)
    assert svg.count("<rect") == 1 + 23 + 3  # the plot, a mark per game, the legend's keys
    assert 'aria-hidden="true"' in svg  # screen readers get the table instead


def test_the_table_alternative_lists_every_game_shown():
    rec = record(130)
    table = chart_table(rec, "en")
    rows = re.findall(r"<tr><th scope=\"row\">(\d+)</th><td>([^<]*)</td><td>([^<]*)</td>"
                      r"<td>([^<]*)</td></tr>", table)  # fmt: skip
    assert len(rows) == 100  # the last 100, as the chart
    assert rows[0][0] == "1" and rows[-1][0] == "100"
    results = [r[3] for r in rows]
    want = {"win": "Won", "loss": "Lost", "draw": "Draw"}
    assert results == [want[e.outcome] for e in rec.history[-100:]]
    assert {r[2] for r in rows} == {"2 players · Classic"}
    assert "<caption>Results of the last 100 games</caption>" in table
    assert 'class="sr-only' in table
    html = stats_html(rec, [("You", 0), ("Anya", 0)], "en")
    assert "stats-chart" in html and "<caption>" in html


def test_no_games_no_chart_and_text_from_storage_is_escaped():
    assert chart_svg(Record()) == "" and chart_table(Record()) == ""
    table = chart_table(record(2, preset="<b>x</b>"), "en")
    assert "<b>" not in table and "&lt;b&gt;" in table


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_panel_says_what_abandoned_counts(lang: str):
    """ "Abandoned" is explained under the table, in the column's own word (a new player
    could not tell what it counted: the fifteenth session's play-through)."""
    page = stats_html(record(3), [("You", 0), ("Anya", 0)], lang)
    column = translate("ui-stats-abandoned", lang)
    note = re.search(r'<p class="stats-note">([^<]*)</p>', page)
    assert note and note[1].startswith(column + ": ") and note[1].endswith("."), note
    assert page.index("</table>") < page.index("stats-note")  # under the table


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_axis_titles_stay_inside_the_picture(lang: str):
    """Italian's games axis ran out of the chart at 360 px (a play-through): the title is
    centred where it fits, else squeezed to the chart's width."""
    from durak.ui.stats_view import AXIS_BOLD, CHART_W, _text_width

    svg = chart_svg(record(5), lang)
    title = translate("stats-axis-games", lang)
    tag = re.search(r"<text ([^>]*)class=\"axis-title\"([^>]*)>" + re.escape(title) + "<", svg)
    assert tag, svg
    attrs = tag[1] + tag[2]
    x = float(re.search(r'x="([\d.]+)"', attrs)[1])
    squeezed = re.search(r'textLength="([\d.]+)"', attrs)
    half = float(squeezed[1]) / 2 if squeezed else _text_width(title, 11) * AXIS_BOLD / 2
    assert x - half >= 0 and x + half <= CHART_W, (x, half, title)


def test_a_title_too_long_for_the_chart_is_squeezed_to_it():
    from durak.ui.stats_view import CHART_W, _axis_title_below

    long = _axis_title_below("Partite, dalla più vecchia alla più recente", 80, 290)
    assert 'x="150.0"' in long and f'textLength="{CHART_W - 8}"' in long, long
    short = _axis_title_below("Games, oldest to newest", 80, 290)
    assert 'x="185.0"' in short and "textLength" not in short  # centred on the plot


@pytest.mark.parametrize("lang", LANGUAGES)
def test_practice_games_are_counted_apart_and_shown(lang: str):
    """A play-through: a game taken back from its end screen (a practice game from then on)
    was in the statistics nowhere, though the record counts practice games apart."""
    from durak.storage import Tally

    assert "stats-practice" not in stats_html(record(3), [], lang)
    page = stats_html(replace(record(3), practice=Tally(games=3, losses=1, draws=1)), [], lang)
    # a row of their own, with what became of them (a learner who played with help saw
    # only "Practice games: 2"), after the rows counted in the total
    label = translate("ui-stats-practice", lang)
    row = '<tr class="stats-practice"><th scope="row">' + label + "</th>"
    assert row + "<td>3</td><td>1</td><td>1</td><td>1</td><td>0</td></tr>" in page
    assert page.index(translate("ui-stats-total", lang)) < page.index(row) < page.index("</table>")
    note = translate("ui-stats-practice-note", lang)
    assert f'<p class="stats-note stats-practice">{html.escape(note)}</p>' in page
    assert translate("ui-stats-total", lang) in note  # it names the row it is not in
