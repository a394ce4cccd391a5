"""The ladder (:mod:`durak.ladder`): the Elo fit, and a tiny round robin end to end."""

from __future__ import annotations

import math
import random

from durak import ladder


def test_elo_fit_recovers_known_ratings():
    """Games drawn from the Elo model with known ratings come back within their intervals."""
    true = {"a": 0.0, "b": 150.0, "c": 400.0}
    rng = random.Random(3)
    results = []
    for x, y in (("a", "b"), ("a", "c"), ("b", "c")):
        p = 1 / (1 + 10 ** ((true[y] - true[x]) / 400))
        results += [(x, y, 1.0 if rng.random() < p else 0.0) for _ in range(1500)]
    fit = ladder.fit_elo(["a", "b", "c"], results, prior=0)
    assert fit["a"] == (0.0, 0.0)  # the anchor
    for lv in ("b", "c"):
        e, se = fit[lv]
        assert 5 < se < 40
        assert abs(e - true[lv]) < 2.5 * se, (lv, e, se)


def test_elo_fit_keeps_a_clean_sweep_finite_and_orders_levels():
    results = [("r", "m", 0.0)] * 30 + [("r", "e", 0.5)] * 10 + [("e", "m", 0.0)] * 30
    fit = ladder.fit_elo(["r", "e", "m"], results)
    assert all(math.isfinite(e) and math.isfinite(se) for e, se in fit.values())
    assert fit["m"][0] > fit["e"][0] + 200
    assert abs(fit["e"][0]) < 100  # even against r


def test_a_tiny_ladder_run_writes_the_chart_and_the_table(tmp_path, capsys):
    svg = tmp_path / "ladder.svg"
    code = ladder.main(
        ["--levels", "random,medium", "--games", "4", "--jobs", "1", "--svg", str(svg), "--quiet"]
    )
    assert code == 0
    out = capsys.readouterr().out
    assert "| medium |" in out and "| random | 0 |" in out
    text = svg.read_text()
    assert text.startswith("<svg") and ">medium</text>" in text and ">random</text>" in text
    # the same seed plays the same games
    again = ladder.run(["random", "medium"], 4, jobs=1, progress=False)
    first = ladder.run(["random", "medium"], 4, jobs=1, progress=False)
    assert [(r.losers, r.moves) for r in again] == [(r.losers, r.moves) for r in first]
    assert len(first) == 4 and {tuple(r.specs) for r in first} == {
        ("random", "medium"),
        ("medium", "random"),
    }


def test_the_readme_table_keeps_the_chart_and_the_text_around_it(tmp_path, monkeypatch):
    readme = tmp_path / "README.md"
    readme.write_text("# Title\n\n<!-- ladder -->\nold table\n<!-- /ladder -->\n\nAfter.\n")
    monkeypatch.setattr(ladder, "README", readme)
    monkeypatch.setattr(ladder, "ROOT", tmp_path)
    svg = tmp_path / "docs" / "ladder.svg"
    args = ["--levels", "random,medium", "--games", "2", "--jobs", "1", "--quiet"]
    assert ladder.main([*args, "--svg", str(svg), "--readme"]) == 0
    text = readme.read_text()
    assert "old table" not in text and text.startswith("# Title") and text.endswith("After.\n")
    assert "![ladder](docs/ladder.svg)" in text and "| medium |" in text
    assert svg.read_text().startswith("<svg")
