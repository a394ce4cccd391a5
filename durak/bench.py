"""Speed benchmark: random-move games and per-call costs (a benchmark, not a test).

``python -m durak.bench`` prints games/s and moves/s for 2, 4 and 6 players, and the cost of
``legal_moves``, ``legal_actions``, ``play``, ``apply`` and ``copy``. In the browser, call
:func:`run` and print :func:`report` the same way (Pyodide's figures beside CPython's).
Random games use the fast path a bot would: ``to_act[0]``, ``legal_actions``, ``apply``.
"""

from __future__ import annotations

import random
import sys
import time
from typing import Any

from durak.game import Game
from durak.rules import Rules


def _random_game(rules: Rules, seed: int) -> int:
    g = Game.new(rules, seed=seed)
    rng = random.Random(seed)
    choice = rng.choice
    moves = 0
    while not g._over:
        s = g.to_act[0]
        g.apply(s, choice(g.legal_actions(s)))
        moves += 1
    return moves


def games_per_second(rules: Rules, seconds: float = 1.0) -> tuple[float, float]:
    """(games/s, moves/s) of random-move games for ``seconds``."""
    start = time.perf_counter()
    games = moves = 0
    while True:
        moves += _random_game(rules, games)
        games += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return games / elapsed, moves / elapsed


def _sample(rules: Rules, games: int) -> list[tuple[int, list[tuple[int, str]]]]:
    out = []
    for seed in range(games):
        g = Game.new(rules, seed=seed)
        rng = random.Random(seed)
        seq = []
        while not g.is_over:
            s = g.to_act[0]
            m = rng.choice(g.legal_moves(s))
            seq.append((s, m))
            g.play(s, m)
        out.append((seed, seq))
    return out


def call_costs(rules: Rules, games: int = 40) -> dict[str, float]:
    """Microseconds per call of the public and fast-path methods, over random-game states."""
    sample = _sample(rules, games)
    t = time.perf_counter
    res: dict[str, float] = {}
    # Game.new
    t0 = t()
    for seed, _ in sample:
        Game.new(rules, seed=seed)
    new_cost = (t() - t0) / len(sample)
    res["Game.new"] = new_cost
    # play (text, checked) and apply (unchecked) over the same sequences
    from durak.moves import text_to_move

    n_moves = sum(len(seq) for _, seq in sample)
    t0 = t()
    for seed, seq in sample:
        g = Game.new(rules, seed=seed)
        for s, m in seq:
            g.play(s, m)
    res["play"] = ((t() - t0) - new_cost * len(sample)) / n_moves
    acts = [(seed, [(s, text_to_move(m)) for s, m in seq]) for seed, seq in sample]
    t0 = t()
    for seed, seq in acts:
        g = Game.new(rules, seed=seed)
        for s, a in seq:
            g.apply(s, a)
    res["apply"] = ((t() - t0) - new_cost * len(sample)) / n_moves
    # states for the per-state calls
    states = []
    for seed, seq in acts[:10]:
        g = Game.new(rules, seed=seed)
        for s, a in seq:
            states.append((g.copy(), s))
            g.apply(s, a)
    for name, fn in (
        ("legal_moves", lambda g, s: g.legal_moves(s)),
        ("legal_actions", lambda g, s: g.legal_actions(s)),
        ("to_act", lambda g, s: g.to_act),
        ("copy", lambda g, s: g.copy()),
        ("to_json", lambda g, s: g.to_json()),
        ("observation", lambda g, s: g.observation(s)),
    ):
        reps = 3 if name in ("to_json", "observation") else 10
        t0 = t()
        for _ in range(reps):
            for g, s in states:
                fn(g, s)
        res[name] = (t() - t0) / (reps * len(states))
    return {k: v * 1e6 for k, v in res.items()}


def run(seconds: float = 1.0, players: tuple[int, ...] = (2, 4, 6)) -> dict[str, Any]:
    """All figures as a dict (for the browser harness and :func:`report`)."""
    out: dict[str, Any] = {"python": sys.version.split()[0], "platform": sys.platform}
    for n in players:
        for mode in ("throw-in", "transfer"):
            gps, mps = games_per_second(Rules(players=n, mode=mode), seconds)
            out[f"{n}p {mode}"] = {"games_per_s": gps, "moves_per_s": mps}
    out["costs_us (2p throw-in)"] = call_costs(Rules(players=2))
    out["costs_us (4p transfer)"] = call_costs(Rules(players=4, mode="transfer"), games=15)
    return out


def bot_decision_times(
    level: str = "hard", decisions: int = 20, seed: int = 1, players: int = 2
) -> list[float]:
    """Seconds per decision of a ``level`` bot in seat 0 of ``players``-player games
    against medium bots.

    Used to report the bots' thinking time in the browser worker beside CPython's.
    """
    from durak.bots import make_bot

    times: list[float] = []
    game_no = 0
    while len(times) < decisions:
        g = Game.new(Rules(players=players), seed=seed + game_no)
        bots = [make_bot(level, seed=seed + game_no)]
        bots += [make_bot("medium", seed=seed + game_no) for _ in range(players - 1)]
        while not g.is_over and len(times) < decisions:
            s = g.to_act[0]
            obs = g.observation(s)
            t0 = time.perf_counter()
            move = bots[s].choose(obs)
            if s == 0:
                times.append(time.perf_counter() - t0)
            g.play(s, move)
        game_no += 1
    return times


def practice_positions(decisions: int = 20, seed: int = 1) -> list[dict[str, Any]]:
    """Observations of seat 0 with a real choice (two legal moves or more), from 2-player
    games of the medium bot against itself: the positions the practice timings use."""
    from durak.bots import make_bot

    out: list[dict[str, Any]] = []
    game_no = 0
    while len(out) < decisions:
        g = Game.new(Rules(players=2), seed=seed + game_no)
        bots = [make_bot("medium", seed=seed + game_no + s) for s in range(2)]
        while not g.is_over and len(out) < decisions:
            s = g.to_act[0]
            obs = g.observation(s)
            if s == 0 and len(obs["legal_moves"]) > 1:
                out.append(obs)
            g.play(s, bots[s].choose(obs))
        game_no += 1
    return out


def practice_times(decisions: int = 20, budget: float | None = None) -> dict[str, list[float]]:
    """Seconds per call of the practice tools (issue 15) on :func:`practice_positions`:
    ``hint`` (the hard bot's move and its reason, ``budget`` or the hard bot's default),
    ``coach_first`` (the coach's first figures, :data:`~durak.bots.coach.FIRST_BUDGET`) and
    ``coach_final`` (first plus refined figures, :data:`~durak.bots.coach.COACH_BUDGET` in
    all)."""
    from durak.bots.coach import COACH_BUDGET, FIRST_BUDGET, Coach
    from durak.bots.hint import hint

    times: dict[str, list[float]] = {"hint": [], "coach_first": [], "coach_final": []}
    for i, obs in enumerate(practice_positions(decisions)):
        t0 = time.perf_counter()
        hint(obs, seed=i, budget=budget)
        t1 = time.perf_counter()
        c = Coach(obs, seed=i)
        c.step(FIRST_BUDGET)
        t2 = time.perf_counter()
        c.step(COACH_BUDGET - FIRST_BUDGET)
        t3 = time.perf_counter()
        times["hint"].append(t1 - t0)
        times["coach_first"].append(t2 - t1)
        times["coach_final"].append(t3 - t1)
    return times


def p95(xs: list[float]) -> float:
    """The 95th percentile (nearest rank) of ``xs``
    (:func:`durak.bots.endgame_bench.percentile`).

    >>> p95([float(i) for i in range(1, 101)]), p95([float(i) for i in range(1, 21)])
    (95.0, 19.0)
    """
    from durak.bots.endgame_bench import percentile

    return percentile(xs, 0.95)


def practice_report(times: dict[str, list[float]], where: str) -> str:
    """:func:`practice_times` as text lines: mean and 95th percentile of each tool."""
    import statistics

    lines = [f"  {where}"]
    for name, xs in times.items():
        lines.append(f"    {name:<12} {statistics.mean(xs):.3f} / {p95(xs):.3f} s")
    return "\n".join(lines)


def report(results: dict[str, Any]) -> str:
    """The figures as text."""
    lines = [f"durak benchmark - Python {results['python']} on {results['platform']}"]
    for key, val in results.items():
        if isinstance(val, dict) and "games_per_s" in val:
            lines.append(
                f"  {key:<14} {val['games_per_s']:9.0f} games/s {val['moves_per_s']:11.0f} moves/s"
            )
    for key, val in results.items():
        if key.startswith("costs_us"):
            lines.append(f"  per call, microseconds {key[8:].strip()}:")
            for name, us in val.items():
                lines.append(f"    {name:<14} {us:9.1f} us")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else argv
    seconds = float(args[0]) if args else 2.0
    print(report(run(seconds)))
    print("practice tools, 20 decisions (s): mean / p95")
    print(practice_report(practice_times(20), "CPython"))


if __name__ == "__main__":
    main()
