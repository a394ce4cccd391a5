"""The ladder: how strong each bot level is, as Elo ratings (``make ladder``).

``python -m durak.ladder --games 40 --jobs 2`` plays a round robin of the levels (random,
easy, medium, hard, expert) heads-up (throw-in unless ``--mode transfer``): every pair
plays ``--games`` games on duplicate deals (each deal once per seating, :mod:`durak.arena`),
in ``--jobs`` parallel processes with progress on stderr.  It then fits Elo ratings
(:func:`fit_elo`: the Bradley-Terry model, a draw or a capped game counting half a win
to each side; random anchored at 0) with 95% intervals, prints the table, writes
``docs/ladder.svg`` (:func:`ladder_svg`) and, with ``--readme``, puts the table into the
README between the ``<!-- ladder -->`` markers.  The same ``--seed`` gives the same games.
"""

from __future__ import annotations

import argparse
import math
import time
from collections.abc import Sequence
from html import escape
from itertools import combinations
from pathlib import Path
from typing import Any

from durak.arena import GameResult, play_tasks
from durak.bots import LEVELS

ROOT = Path(__file__).resolve().parents[1]
SVG_PATH = ROOT / "docs" / "ladder.svg"
README = ROOT / "README.md"
MARK_START, MARK_END = "<!-- ladder -->", "<!-- /ladder -->"
#: Elo points per natural-log unit of odds.
ELO = 400 / math.log(10)
#: Virtual draws added to every pair (a weak prior that keeps a clean sweep finite).
PRIOR_DRAWS = 1.0


def pair_tasks(
    levels: Sequence[str], games: int, seed: int, rules_kw: dict[str, Any], budget: float | None
) -> list[tuple[Any, ...]]:
    """The arena tasks of a round robin: for each pair, ``games`` games rounded up to whole
    duplicate deals (each deal played with the seats swapped; every pair plays the same
    deals), so every game is reproducible from ``seed`` alone."""
    return [
        (rules_kw, [a, b], deal, rotation, seed, budget, 2000)
        for a, b in combinations(levels, 2)
        for deal in range(math.ceil(games / 2))
        for rotation in (0, 1)
    ]


def score_of(result: GameResult, spec: str) -> float:
    """``spec``'s score in one heads-up game: 1 won, 0 lost, 1/2 drawn or capped."""
    seat = result.specs.index(spec)
    if result.capped or not result.losers:
        return 0.5
    return 0.0 if seat in result.losers else 1.0


def fit_elo(
    levels: Sequence[str],
    results: Sequence[tuple[str, str, float]],
    anchor: str | None = None,
    prior: float = PRIOR_DRAWS,
) -> dict[str, tuple[float, float]]:
    """Elo ratings and their standard errors from ``(a, b, score of a)`` results.

    Maximum likelihood under the Bradley-Terry model (P(a beats b) = 1 / (1 + 10^((Rb -
    Ra) / 400))), fractional scores allowed, ``prior`` virtual draws added to every pair,
    ``anchor`` (default: the first level) fixed at 0.  Standard errors from the inverse of
    the Fisher information.

    >>> # x scores 75% against y: y is 400 * log10(3) = 191 below x
    >>> r = fit_elo(["x", "y"], [("x", "y", 1.0)] * 75 + [("x", "y", 0.0)] * 25, prior=0)
    >>> round(r["y"][0]), round(r["y"][1])
    (-191, 40)
    """
    anchor = levels[0] if anchor is None else anchor
    free = [lv for lv in levels if lv != anchor]
    idx = {lv: i for i, lv in enumerate(free)}
    # per ordered pair: games and score of the first
    games: dict[tuple[str, str], list[float]] = {}
    for a, b, s in results:
        g = games.setdefault((a, b), [0.0, 0.0])
        g[0] += 1
        g[1] += s
    if prior:
        for a, b in combinations(levels, 2):
            g = games.setdefault((a, b), [0.0, 0.0])
            g[0] += prior
            g[1] += prior / 2
    r = dict.fromkeys(levels, 0.0)  # natural units
    n = len(free)
    info = [[0.0] * n for _ in range(n)]
    for _ in range(100):
        grad = [0.0] * n
        info = [[0.0] * n for _ in range(n)]
        for (a, b), (cnt, s) in games.items():
            p = 1 / (1 + math.exp(r[b] - r[a]))
            w = cnt * p * (1 - p)
            ia, ib = idx.get(a), idx.get(b)
            if ia is not None:
                grad[ia] += s - cnt * p
                info[ia][ia] += w
            if ib is not None:
                grad[ib] -= s - cnt * p
                info[ib][ib] += w
            if ia is not None and ib is not None:
                info[ia][ib] -= w
                info[ib][ia] -= w
        step = _solve(info, grad)
        for lv, i in idx.items():
            r[lv] += step[i]
        if max((abs(x) for x in step), default=0.0) < 1e-9:
            break
    cov = _inverse(info)
    out = {anchor: (0.0, 0.0)}
    for lv, i in idx.items():
        out[lv] = (r[lv] * ELO, math.sqrt(max(cov[i][i], 0.0)) * ELO)
    return {lv: out[lv] for lv in levels}


def _solve(m: list[list[float]], v: list[float]) -> list[float]:
    """x with m x = v (Gauss-Jordan; m small and positive definite)."""
    inv = _inverse(m)
    return [sum(inv[i][j] * v[j] for j in range(len(v))) for i in range(len(v))]


def _inverse(m: list[list[float]]) -> list[list[float]]:
    n = len(m)
    a = [row[:] + [float(i == j) for j in range(n)] for i, row in enumerate(m)]
    for c in range(n):
        p = max(range(c, n), key=lambda i: abs(a[i][c]))
        a[c], a[p] = a[p], a[c]
        piv = a[c][c] or 1e-12
        a[c] = [x / piv for x in a[c]]
        for i in range(n):
            if i != c and a[i][c]:
                f = a[i][c]
                a[i] = [x - f * y for x, y in zip(a[i], a[c], strict=True)]
    return [row[n:] for row in a]


def pair_table(levels: Sequence[str], results: Sequence[tuple[str, str, float]]) -> str:
    """Markdown: each level's score against each other level (row against column)."""
    tot: dict[tuple[str, str], list[float]] = {}
    for a, b, s in results:
        for x, y, sc in ((a, b, s), (b, a, 1 - s)):
            t = tot.setdefault((x, y), [0, 0.0])
            t[0] += 1
            t[1] += sc
    head = "| | " + " | ".join(levels) + " |"
    lines = [head, "|---" * (len(levels) + 1) + "|"]
    for x in levels:
        cells = []
        for y in levels:
            t = tot.get((x, y))
            cells.append("" if x == y or not t else f"{t[1] / t[0]:.0%} ({t[0]:.0f})")
        lines.append(f"| **{x}** | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def elo_table(ratings: dict[str, tuple[float, float]], games: dict[str, int]) -> str:
    """Markdown: Elo, 95% interval and games per level, strongest first."""
    lines = ["| level | Elo | 95% interval | games |", "|---|---:|---:|---:|"]
    for lv, (e, se) in sorted(ratings.items(), key=lambda kv: -kv[1][0]):
        lo, hi = e - 1.96 * se, e + 1.96 * se
        lines.append(f"| {lv} | {e:.0f} | [{lo:.0f}, {hi:.0f}] | {games.get(lv, 0)} |")
    return "\n".join(lines)


def ladder_svg(ratings: dict[str, tuple[float, float]], title: str) -> str:
    """A chart of the ratings: one row per level, a dot at its Elo and a bar over its 95%
    interval, on a shared axis (SVG text)."""
    rows = sorted(ratings.items(), key=lambda kv: kv[1][0])
    lo = min(e - 1.96 * se for _, (e, se) in rows)
    hi = max(e + 1.96 * se for _, (e, se) in rows)
    step = 100 if hi - lo <= 1200 else 200
    lo = math.floor(lo / step) * step
    hi = math.ceil(hi / step) * step
    if hi <= lo:
        hi = lo + step
    w, left, right, top, row_h = 640, 90, 30, 40, 34
    h = top + row_h * len(rows) + 40

    def x(v: float) -> float:
        return left + (v - lo) / (hi - lo) * (w - left - right)

    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
        f'viewBox="0 0 {w} {h}" font-family="sans-serif" font-size="13">',
        f'<rect width="{w}" height="{h}" fill="#fff"/>',
        f'<text x="{w / 2}" y="22" text-anchor="middle" font-size="15">{escape(title)}</text>',
    ]
    axis_y = top + row_h * len(rows) + 6
    v = lo
    while v <= hi + 1e-9:
        xv = x(v)
        out.append(
            f'<line x1="{xv:.1f}" y1="{top - 6}" x2="{xv:.1f}" y2="{axis_y}" stroke="#ddd"/>'
        )
        out.append(f'<text x="{xv:.1f}" y="{axis_y + 16}" text-anchor="middle">{v:.0f}</text>')
        v += step
    for i, (lv, (e, se)) in enumerate(reversed(rows)):
        y = top + row_h * i + row_h / 2
        out.append(f'<text x="{left - 10}" y="{y + 4:.1f}" text-anchor="end">{escape(lv)}</text>')
        out.append(
            f'<line x1="{x(e - 1.96 * se):.1f}" y1="{y:.1f}" x2="{x(e + 1.96 * se):.1f}" '
            f'y2="{y:.1f}" stroke="#2a7" stroke-width="6" stroke-linecap="round" opacity="0.5"/>'
        )
        out.append(f'<circle cx="{x(e):.1f}" cy="{y:.1f}" r="5" fill="#175"/>')
        out.append(f'<text x="{x(e):.1f}" y="{y - 9:.1f}" text-anchor="middle">{e:.0f}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def run(
    levels: Sequence[str],
    games: int,
    seed: int = 1,
    jobs: int = 2,
    rules_kw: dict[str, Any] | None = None,
    budget: float | None = None,
    progress: bool = True,
    store: Path | None = None,
) -> list[GameResult]:
    """Play the round robin; results sorted by pair, deal and seating.  With ``store``
    (see :mod:`durak.arena`), games already played there, by the arena too, are reused."""
    rules_kw = {"players": 2} if rules_kw is None else rules_kw
    tasks = pair_tasks(levels, games, seed, rules_kw, budget)
    return play_tasks(tasks, jobs, progress, store)


def scores(results: Sequence[GameResult]) -> list[tuple[str, str, float]]:
    """``(a, b, score of a)`` per finished game, ``a`` the first bot of its pair."""
    out = []
    for r in results:
        if r.error:
            continue
        a, b = r.specs if r.rotation == 0 else r.specs[::-1]
        out.append((a, b, score_of(r, a)))
    return out


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m durak.ladder", description=__doc__.split("\n\n")[0])
    p.add_argument("--levels", default=",".join(LEVELS), help="comma-separated, first = 0 Elo")
    p.add_argument("--games", type=int, default=40, help="games per pair")
    p.add_argument("--jobs", type=int, default=2, help="parallel processes")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--mode", choices=["throw-in", "transfer"], default="throw-in")
    p.add_argument("--budget", type=float, default=None, help="search bots' budget (s)")
    p.add_argument("--svg", default=str(SVG_PATH), help="chart to write ('' for none)")
    p.add_argument("--readme", action="store_true", help="put the table into README.md")
    p.add_argument("--quiet", action="store_true")
    p.add_argument("--store", type=Path, default=None,
                   help="results file shared with the arena: stored games are not replayed")  # fmt: skip
    a = p.parse_args(argv)
    levels = [lv.strip() for lv in a.levels.split(",") if lv.strip()]
    t0 = time.perf_counter()
    results = run(levels, a.games, a.seed, a.jobs, {"players": 2, "mode": a.mode}, a.budget,
                  not a.quiet, a.store)  # fmt: skip
    errors = [r.error for r in results if r.error]
    sc = scores(results)
    ratings = fit_elo(levels, sc)
    per_level = {lv: sum(1 for x, y, _ in sc if lv in (x, y)) for lv in levels}
    head = (
        f"Ladder: heads-up {a.mode}, {a.games} games per pair on duplicate deals, seed {a.seed}, "
        f"{len(sc)} games ({time.perf_counter() - t0:.0f} s); Elo with random at 0"
    )
    table = elo_table(ratings, per_level) + "\n\n" + pair_table(levels, sc)
    print(head)
    print(table)
    if a.svg:  # a Path would read '' as '.'
        svg = Path(a.svg)
        svg.parent.mkdir(parents=True, exist_ok=True)
        svg.write_text(ladder_svg(ratings, f"Bot levels, Elo (random = 0), {len(sc)} games"))
        print(f"chart: {svg}")
    if a.readme:
        text = README.read_text()
        i, j = text.find(MARK_START), text.find(MARK_END)
        if i >= 0 and j > i:
            chart = ""
            if a.svg and Path(a.svg).resolve().is_relative_to(ROOT):  # a chart in the repo
                chart = f"![ladder]({Path(a.svg).resolve().relative_to(ROOT).as_posix()})\n\n"
            block = f"{MARK_START}\n{head}.\n\n{chart}{table}\n{MARK_END}"
            README.write_text(text[:i] + block + text[j + len(MARK_END) :])
            print("README table updated")
    for e in errors:
        print(f"ERROR {e}")
    return 1 if errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
