"""Benchmark of the endgame solver (a benchmark, not a test): ``make bench-endgame``.

Positions come from real games between two ``hard`` bots (heads-up, throw-in and transfer):
every position where the stock is empty, two seats hold cards (at most 8 each) and the seat
to act has a choice, up to :data:`PER_GAME` per game spread over the endgame.  They are
generated once from fixed seeds by ``python -m durak.bots.endgame_bench --collect`` and kept
in ``tools/data/endgames.jsonl`` (one :meth:`Game.to_json` per line), so the CPython and the
browser-worker figures time the same positions.

``python -m durak.bots.endgame_bench`` times :func:`durak.bots.endgame.solve` on each at the
default node budget and prints the median, 95th percentile and mean in milliseconds, and
the share of "unknown" verdicts; :func:`timings` is what the browser worker runs.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

from durak.game import Game
from durak.rules import Rules

from .endgame import DEFAULT_NODES, UNKNOWN, endgame_seats, solve

#: Where the positions are kept (relative to the repository root).
DATA = Path(__file__).resolve().parents[2] / "tools" / "data" / "endgames.jsonl"
#: At most this many positions per game, spread from the first endgame position on.
PER_GAME = 5
MAX_HAND = 8


def endgame_positions(game: Game, moves: list[tuple[int, str]]) -> list[Game]:
    """Copies of the positions in a played game (``moves`` from its start) that the solver
    takes: empty stock, two seats with cards (at most :data:`MAX_HAND`), a real choice."""
    out = []
    g = game.copy()
    for seat, move in moves:
        if (
            endgame_seats(g) is not None
            and max(len(h) for h in g.hands) <= MAX_HAND
            and len(g.legal_actions(g.to_act[0])) > 1
        ):
            out.append(g.copy())
        g.play(seat, move)
    return out


def collect(games: int, seed: int = 1, level: str = "hard", out: Path | None = None) -> list[str]:
    """Positions (as JSON) from ``games`` heads-up games of ``level`` against itself,
    alternating throw-in and transfer; written to ``out`` as they come (if given)."""
    from durak.bots import make_bot

    lines: list[str] = []
    for i in range(games):
        rules = Rules(players=2, mode="transfer" if i % 2 else "throw-in")
        g = Game.new(rules, seed=seed * 1000 + i)
        start = g.copy()
        bots = [make_bot(level, seed=seed * 1000 + i * 2 + s) for s in range(2)]
        moves = []
        while not g.is_over and len(moves) < 2000:
            s = g.to_act[0]
            m = bots[s].choose(g.observation(s))
            moves.append((s, m))
            g.play(s, m)
        found = endgame_positions(start, moves)
        if found:
            step = max(1, len(found) // PER_GAME)
            lines.extend(p.to_json() for p in found[::step][:PER_GAME])
        if out is not None:
            out.write_text("\n".join(lines) + "\n")
        print(f"\rgame {i + 1}/{games}: {len(lines)} positions", end="", file=sys.stderr)
    print(file=sys.stderr)
    return lines


def load(path: Path = DATA) -> list[str]:
    """The stored positions, as JSON lines."""
    return [line for line in path.read_text().splitlines() if line.strip()]


def timings(positions: list[str], budget: int = DEFAULT_NODES) -> list[dict[str, object]]:
    """Solve each position (JSON) at ``budget`` nodes: milliseconds, nodes, hand sizes and
    whether the verdict was unknown."""
    out: list[dict[str, object]] = []
    for text in positions:
        g = Game.from_json(text)
        t0 = time.perf_counter()
        sol = solve(g, budget)
        ms = (time.perf_counter() - t0) * 1000
        sizes = sorted((len(h) for h in g.hands if h), reverse=True)
        out.append({"ms": ms, "nodes": sol.nodes, "unknown": sol.loser == UNKNOWN, "hands": sizes})
    return out


def percentile(xs: list[float], q: float) -> float:
    """The q-quantile by nearest rank (0.0 for no values).

    >>> percentile([1, 2, 3, 4], 0.5), percentile([5.0], 0.95)
    (2, 5.0)
    """
    if not xs:
        return 0.0
    s = sorted(xs)
    return s[max(0, min(len(s) - 1, math.ceil(q * len(s)) - 1))]


def report(rows: list[dict[str, object]], label: str) -> str:
    """One line of figures for ``rows`` from :func:`timings`."""
    ms = [float(r["ms"]) for r in rows]  # type: ignore[arg-type]
    unknown = sum(1 for r in rows if r["unknown"])
    return (
        f"{label:<16} {len(rows):>5} {statistics.median(ms):>9.1f} {percentile(ms, 0.95):>9.1f} "
        f"{statistics.mean(ms):>9.1f} {max(ms):>9.1f} {unknown / len(rows):>8.1%}"
    )


HEADER = (
    f"{'solver':<16} {'pos.':>5} {'median ms':>9} {'p95 ms':>9} {'mean ms':>9} {'max ms':>9} "
    f"{'unknown':>8}"
)


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(prog="python -m durak.bots.endgame_bench")
    p.add_argument("--collect", type=int, default=0, help="play this many games, rewrite data")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--budget", type=int, default=DEFAULT_NODES, help="solver nodes")
    a = p.parse_args(argv)
    if a.collect:
        DATA.parent.mkdir(parents=True, exist_ok=True)
        lines = collect(a.collect, a.seed, out=DATA)
        print(f"{len(lines)} positions written to {DATA}")
        return
    rows = timings(load(), a.budget)
    print(f"endgame solver at {a.budget} nodes, CPython {sys.version.split()[0]}")
    print(HEADER)
    print(report(rows, "CPython"))
    for lo, hi in ((1, 4), (5, 6), (7, 8)):
        part = [r for r in rows if lo <= r["hands"][0] <= hi]  # type: ignore[index]
        if part:
            print(report(part, f"  largest {lo}-{hi}"))


if __name__ == "__main__":
    main()
