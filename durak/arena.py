"""The arena: bots play duplicate deals against each other and the results are tabulated.

``python -m durak.arena --players 2 --bots hard,medium --games 400 --mode throw-in``

Every deal is replayed once per seat rotation, so each bot plays every seat of every
deal and the luck of the deal cancels out.  Games run in parallel worker processes;
progress goes to stderr and the table to stdout.  For each bot: games, losses, draws,
capped games (stopped at ``--max-moves``; they count as neither losses nor non-losses),
the non-loss rate (games not lost and not capped, over all games) with a 95% Wilson
interval, and the mean and 95th percentile of its decision time.

``--bots`` takes comma-separated levels (``random``, ``easy``, ``medium``, ``hard``,
``expert``) or ``package.module:factory`` (a callable taking ``seed=`` and returning an
object with ``choose``).  With fewer bots than players, the last one fills the
remaining seats: ``--players 4 --bots hard,medium`` is hard against three mediums.

Partnerships: ``python -m durak.arena --players 4 --teams 2v2 --bots hard,medium --games 200``.
With ``--teams`` (``2v2``: 4 players, ``3v3``: 6; ``--players`` may be left out) ``--bots``
names one level per *team*: team A sits at seats 0, 2 (, 4), team B at 1, 3 (, 5); one bot
plays both teams.  Every deal is played twice, the second time with the teams' seats
swapped.  The table then has one row per team bot: games its team played, team losses
(its team held cards when the other team was out), draws, capped games, the non-loss rate
with its 95% Wilson interval, and the decision times of all its seats.

**A results store.**  ``--store FILE`` keeps every finished game in ``FILE`` (JSON lines,
written as each game ends) and plays only the games it does not hold yet: a long run that
was stopped goes on where it stopped, a shorter run of the same deals is tabulated at once,
and the ladder (``python -m durak.ladder --store FILE``) reuses the arena's heads-up games
(the same seed gives the same deals).  A game is stored under its task (rules, seats, deal,
seating, seed, budget, move cap) and a fingerprint of the engine's and the bots' source
(:func:`code_fingerprint`), so a change to either plays the games afresh.  Games are
reproducible because the arena turns the bots' wall-clock cap off (:func:`load_bot`).
"""

from __future__ import annotations

import argparse
import ast
import dataclasses
import functools
import hashlib
import importlib
import inspect
import json
import math
import multiprocessing
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from durak import Game, Rules
from durak.bots import LEVELS, YARDSTICKS, make_bot


@dataclass
class GameResult:
    """What one arena game produced, per seat."""

    deal: int
    rotation: int
    specs: list[str]  # bot spec per seat
    losers: list[int]
    capped: bool
    moves: int
    times: list[list[float]] = field(default_factory=list)  # per seat decision times (s)
    error: str | None = None


def load_bot(spec: str, seed: int, budget: float | None) -> Any:
    """A bot from a level name or ``package.module:factory``.

    Search bots play without their wall-clock cap here: the arena's results then depend
    only on the seeds, however loaded the machine is (the work budget still ends each
    search).
    """
    if spec in LEVELS or spec in YARDSTICKS:
        bot = make_bot(spec, seed=seed, budget=budget)
    elif ":" in spec:
        module_name, _, attr = spec.partition(":")
        bot = getattr(importlib.import_module(module_name), attr)(seed=seed)
    else:
        raise ValueError(
            f"unknown bot {spec!r}: use one of {', '.join(LEVELS)} or package.module:factory"
        )
    if hasattr(bot, "time_cap"):
        bot.time_cap = False
    return bot


def seat_specs(bots: Sequence[str], players: int) -> list[str]:
    """The bot spec of every seat before rotation (the last bot fills the remaining seats)."""
    if not bots:
        raise ValueError("no bots given")
    if len(bots) > players:
        raise ValueError(f"{len(bots)} bots for {players} players")
    return list(bots) + [bots[-1]] * (players - len(bots))


def team_specs(bots: Sequence[str], players: int) -> list[str]:
    """The bot spec of every seat with partnerships: team A (even seats) plays ``bots[0]``,
    team B (odd seats) ``bots[1]`` (or ``bots[0]`` again).

    >>> team_specs(["hard", "medium"], 4)
    ['hard', 'medium', 'hard', 'medium']
    """
    if not bots:
        raise ValueError("no bots given")
    if len(bots) > 2:
        raise ValueError(f"{len(bots)} bots for two teams: give one bot per team")
    pair = [bots[0], bots[-1]]
    return [pair[s % 2] for s in range(players)]


def play_game(
    task: tuple[dict[str, Any], list[str], int, int, int, float | None, int],
    before: Callable[[Game, int, Any], None] | None = None,
) -> GameResult:
    """Play one game: ``task`` is (rules kwargs, base specs, deal, rotation, seed, budget, max moves).
    ``before(game, seat, bot)``, if given, is called before each decision (``tools/oracle.py``
    shows its bots the real game there)."""
    rules_kw, base, deal, rotation, seed, budget, max_moves = task
    players = len(base)
    specs = [base[(s + rotation) % players] for s in range(players)]
    rules = Rules(**rules_kw)
    game = Game.new(rules, seed=seed * 100_003 + deal)
    bots = [
        load_bot(spec, seed=seed * 7_919 + deal * 31 + s, budget=budget)
        for s, spec in enumerate(specs)
    ]
    times: list[list[float]] = [[] for _ in range(players)]
    moves = 0
    error = None
    while not game.is_over and moves < max_moves:
        seat = game.to_act[0]
        obs = game.observation(seat)
        if before is not None:
            before(game, seat, bots[seat])
        t0 = time.perf_counter()
        move = bots[seat].choose(obs)
        times[seat].append(time.perf_counter() - t0)
        try:
            game.play(seat, move)
        except ValueError as exc:  # IllegalMove subclasses ValueError
            error = f"deal {deal} rotation {rotation}: seat {seat} ({specs[seat]}) played {move!r}: {exc}"
            break
        moves += 1
    capped = not game.is_over and error is None
    losers = list(game.losers) if game.is_over else []
    return GameResult(deal, rotation, specs, losers, capped, moves, times, error)


#: The arena's functions that decide a game (for :func:`code_fingerprint`).
_GAME_CODE = (play_game, load_bot)


def wilson(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a proportion.

    >>> [round(x, 3) for x in wilson(50, 100)]
    [0.404, 0.596]
    """
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], q: float) -> float:
    """The q-quantile (0..1) by nearest rank; 0.0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, math.ceil(q * len(ordered)) - 1))
    return ordered[k]


@dataclass
class BotStats:
    games: int = 0
    losses: int = 0
    draws: int = 0
    capped: int = 0
    times: list[float] = field(default_factory=list)


def tabulate(results: Sequence[GameResult]) -> dict[str, BotStats]:
    """Per bot spec: games, losses, draws, capped games and decision times (one entry per seat)."""
    stats: dict[str, BotStats] = {}
    for r in results:
        if r.error:
            continue
        for seat, spec in enumerate(r.specs):
            st = stats.setdefault(spec, BotStats())
            st.games += 1
            if r.capped:
                st.capped += 1
            elif not r.losers:
                st.draws += 1
            elif seat in r.losers:
                st.losses += 1
            st.times.extend(r.times[seat])
    return stats


def tabulate_teams(results: Sequence[GameResult]) -> dict[str, BotStats]:
    """Per team bot (partnerships): games its team played, team losses, draws, capped games
    and the decision times of every seat of the team (one entry per team and game)."""
    stats: dict[str, BotStats] = {}
    for r in results:
        if r.error:
            continue
        for team in (0, 1):
            seats = range(team, len(r.specs), 2)
            st = stats.setdefault(r.specs[team], BotStats())
            st.games += 1
            if r.capped:
                st.capped += 1
            elif not r.losers:
                st.draws += 1
            elif r.losers[0] % 2 == team:
                st.losses += 1
            for seat in seats:
                st.times.extend(r.times[seat])
    return stats


def format_table(stats: dict[str, BotStats], label: str = "bot", losses: str = "losses") -> str:
    """The results table as text (``label``/``losses``: the first and third column headers)."""
    w = max(6, len(losses))
    head = (
        f"{label:<24} {'games':>6} {losses:>{w}} {'draws':>6} {'capped':>6} "
        f"{'non-loss':>8} {'95% CI':>15} {'mean ms':>8} {'p95 ms':>8} {'decisions':>9}"
    )
    lines = [head, "-" * len(head)]
    for spec, st in stats.items():
        ok = st.games - st.losses - st.capped  # a capped game is not counted as a non-loss
        lo, hi = wilson(ok, st.games)
        rate = ok / st.games if st.games else 0.0
        mean = sum(st.times) / len(st.times) if st.times else 0.0
        lines.append(
            f"{spec:<24} {st.games:>6} {st.losses:>{w}} {st.draws:>6} {st.capped:>6} "
            f"{rate:>8.1%} {f'[{lo:.1%}, {hi:.1%}]':>15} {mean * 1000:>8.1f} "
            f"{percentile(st.times, 0.95) * 1000:>8.1f} {len(st.times):>9}"
        )
    return "\n".join(lines)


def run(
    rules_kw: dict[str, Any],
    bots: Sequence[str],
    games: int,
    seed: int = 1,
    budget: float | None = None,
    max_moves: int = 2000,
    workers: int = 2,
    progress: bool = True,
    store: Path | str | None = None,
) -> list[GameResult]:
    """Play ``games`` games (rounded up to whole duplicate deals) and return their results.

    With ``rules_kw["teams"]`` set, ``bots`` is one bot per team and every deal is played
    with the teams in both seatings."""
    return play_tasks(game_tasks(rules_kw, bots, games, seed, budget, max_moves), workers,
                      progress, store)  # fmt: skip


def game_tasks(
    rules_kw: dict[str, Any],
    bots: Sequence[str],
    games: int,
    seed: int = 1,
    budget: float | None = None,
    max_moves: int = 2000,
) -> list[tuple]:
    """:func:`run`'s :func:`play_game` tasks: whole duplicate deals, each in every seating
    (both team seatings with ``rules_kw["teams"]``), at least ``games`` games."""
    players = int(rules_kw["players"])
    if rules_kw.get("teams"):
        base = team_specs(bots, players)
        rotations = 2 if len(set(base)) > 1 else 1  # rotating by one seat swaps the teams
    else:
        base = seat_specs(bots, players)
        rotations = players if len(set(base)) > 1 else 1
    deals = max(1, math.ceil(games / rotations))
    return [
        (rules_kw, base, d, r, seed, budget, max_moves)
        for d in range(deals)
        for r in range(rotations)
    ]


def play_tasks(
    tasks: list[tuple],
    workers: int = 2,
    progress: bool = True,
    store: Path | str | None = None,
    before: Callable[[Game, int, Any], None] | None = None,
) -> list[GameResult]:
    """Play :func:`play_game` tasks, in ``workers`` processes, with a progress line on
    stderr; results sorted by deal and seating (the arena's and the ladder's runner).
    With ``store`` (a JSON-lines file), games it holds are taken from it and every game
    played is appended to it as it ends (see the module docstring).  ``before``: as
    :func:`play_game`'s (a module-level function, for the worker processes)."""
    results: list[GameResult] = []
    pending = [("", t) for t in tasks]  # (store key, task)
    out = None
    if store is not None:
        fingerprint = code_fingerprint()
        held = load_store(store)
        pending = []
        for t in tasks:
            k = task_key(t, fingerprint)
            if k in held:  # the same game, perhaps as another seating of another pairing
                results.append(dataclasses.replace(held[k], rotation=t[3]))
            else:
                pending.append((k, t))
        Path(store).parent.mkdir(parents=True, exist_ok=True)
        out = open(store, "a+", encoding="utf-8")  # noqa: SIM115 (closed below)
        if out.tell():  # a line torn by a killed run must not swallow the next one
            out.seek(out.tell() - 1)
            if out.read(1) != "\n":
                out.write("\n")
    t0 = time.perf_counter()
    first = len(results)

    def note(done: int) -> None:
        if progress and (done == len(tasks) or done % max(1, len(tasks) // 50) == 0):
            el = time.perf_counter() - t0
            held_note = f" ({first} from the store)" if first else ""
            print(f"\r{done}/{len(tasks)} games{held_note}, {el:.0f} s", end="", file=sys.stderr,
                  flush=True)  # fmt: skip

    def keep(key: str, res: GameResult) -> None:
        results.append(res)
        if out is not None:
            line = {"key": key, "result": dataclasses.asdict(res)}
            out.write(json.dumps(line) + "\n")
            out.flush()
        note(len(results))

    try:
        if workers <= 1 or len(pending) <= 1:
            for k, t in pending:
                keep(k, play_game(t, before))
        else:
            ctx = multiprocessing.get_context("spawn" if sys.platform == "win32" else "fork")
            with ctx.Pool(workers) as pool:
                play = functools.partial(_play_keyed, before=before)
                for k, res in pool.imap_unordered(play, pending):
                    keep(k, res)
    finally:
        if out is not None:
            out.close()
    if progress:
        print(file=sys.stderr)
    results.sort(key=lambda r: (r.deal, r.rotation))
    return results


def _play_keyed(
    item: tuple[str, tuple], before: Callable[[Game, int, Any], None] | None = None
) -> tuple[str, GameResult]:
    return item[0], play_game(item[1], before)


def code_fingerprint(root: Path | None = None) -> str:
    """A hash of the code that decides a game: the engine and the bots (every module of
    :mod:`durak` under ``root``, by default this package, but the page's ``web`` and ``ui``,
    the arena and the ladder) and, of the arena, :func:`play_game` and :func:`load_bot`.
    Stored games count only for the code that played them.  The hash is of the parsed code
    without docstrings (:func:`code_text`): comments, docstrings and layout can change
    without replaying, and so can the arena's tables and its store.  (Outside bots,
    ``package.module:factory`` specs from beyond :mod:`durak`, are not hashed.)"""
    root = Path(__file__).resolve().parent if root is None else Path(root)
    h = hashlib.sha256()
    for f in sorted(root.rglob("*.py")):
        rel = f.relative_to(root).as_posix()
        if rel.split("/")[0] in ("web", "ui") or rel in ("arena.py", "ladder.py"):
            continue
        h.update(rel.encode() + b"\0" + code_text(f.read_text(encoding="utf-8")).encode() + b"\0")
    for fn in _GAME_CODE:
        h.update(code_text(inspect.getsource(fn)).encode() + b"\0")
    return h.hexdigest()[:16]


def code_text(source: str) -> str:
    """``source`` as its syntax tree, docstrings left out (what the code does, not how
    it is written or documented)."""
    tree = ast.parse(source)
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if (
            isinstance(body, list)
            and body
            and isinstance(body[0], ast.Expr)
            and isinstance(body[0].value, ast.Constant)
            and isinstance(body[0].value.value, str)
        ):
            node.body = body[1:] or [ast.Pass()]
    return ast.dump(tree)


def task_key(task: tuple, fingerprint: str) -> str:
    """The store's key of one :func:`play_game` task: the game it plays (the rules
    normalized, the bot in each seat, the deal, seed, budget and move cap), whatever the
    pairing and seating that asked for it."""
    rules_kw, base, deal, rotation, seed, budget, max_moves = task
    rules = dataclasses.asdict(Rules(**rules_kw))
    specs = [base[(s + rotation) % len(base)] for s in range(len(base))]
    return json.dumps(
        [fingerprint, rules, specs, deal, seed, budget, max_moves],
        sort_keys=True,
        default=str,
    )


def load_store(store: Path | str) -> dict[str, GameResult]:
    """The games a store file holds, by :func:`task_key` (a torn or foreign line is
    skipped: the game is played again)."""
    held: dict[str, GameResult] = {}
    try:
        lines = Path(store).read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        return held
    for line in lines:
        try:
            d = json.loads(line)
            held[d["key"]] = GameResult(**d["result"])
        except (ValueError, TypeError, KeyError):
            continue
    return held


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m durak.arena", description=__doc__.split("\n\n")[0])
    p.add_argument("--players", type=int, default=None, help="2..6 (default 2, or as --teams)")
    p.add_argument(
        "--teams",
        choices=["2v2", "3v3"],
        default=None,
        help="partnerships; --bots then names one bot per team",
    )
    p.add_argument("--bots", default="hard,medium", help="comma-separated levels or module:factory")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--mode", choices=["throw-in", "transfer"], default="throw-in")
    p.add_argument("--throw-in", dest="throw_in", choices=["all", "neighbours"], default="all")
    p.add_argument("--first-bout-limit", type=int, choices=[5, 6], default=6)
    p.add_argument("--swap", action="store_true", help="allow the trump-six swap")
    p.add_argument("--deck", type=int, choices=[24, 32, 36, 52], default=36, help="deck size")
    p.add_argument(
        "--transfer-by-trump",
        action="store_true",
        help="with --mode transfer: transfer by showing a trump of the attack's rank",
    )
    p.add_argument(
        "--first-attacker",
        choices=["lowest-trump", "left-of-dealer"],
        default="lowest-trump",
        help="who attacks first in each (first) game",
    )
    p.add_argument("--budget", type=float, default=None, help="thinking budget in seconds")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--max-moves", type=int, default=2000, help="cap on moves per game")
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--quiet", action="store_true", help="no progress on stderr")
    p.add_argument("--store", type=Path, default=None,
                   help="results file (JSON lines): games it holds are not played again")  # fmt: skip
    a = p.parse_args(argv)
    team_players = {"2v2": 4, "3v3": 6}
    if a.players is None:
        a.players = team_players[a.teams] if a.teams else 2
    elif a.teams and a.players != team_players[a.teams]:
        p.error(f"--teams {a.teams} needs --players {team_players[a.teams]}")
    rules_kw: dict[str, Any] = {
        "players": a.players,
        "mode": a.mode,
        "throw_in": a.throw_in,
        "first_bout_limit": a.first_bout_limit,
        "trump_six_swap": a.swap,
        "deck": a.deck,
        "first_attacker": a.first_attacker,
        "transfer_by_trump": a.transfer_by_trump,
    }
    if a.teams:
        rules_kw["teams"] = a.teams
    try:
        Rules(**rules_kw)
    except ValueError as e:
        p.error(str(e))
    bots = [b.strip() for b in a.bots.split(",") if b.strip()]
    if a.teams and len(bots) > 2:
        p.error("with --teams, --bots names one bot per team (at most two)")
    t0 = time.perf_counter()
    results = run(rules_kw, bots, a.games, a.seed, a.budget, a.max_moves, a.workers, not a.quiet,
                  a.store)  # fmt: skip
    errors = [r.error for r in results if r.error]
    print(
        f"players={a.players} mode={a.mode} throw_in={a.throw_in} first_bout_limit={a.first_bout_limit} "
        f"swap={a.swap} deck={a.deck} transfer_by_trump={a.transfer_by_trump} "
        f"first_attacker={a.first_attacker} budget={a.budget} seed={a.seed} games={len(results)} "
        + (f"teams={a.teams} " if a.teams else "")
        + f"({time.perf_counter() - t0:.0f} s)"
    )
    if a.teams:
        print(format_table(tabulate_teams(results), "team bot", "team losses"))
    else:
        print(format_table(tabulate(results)))
    capped = sum(r.capped for r in results)
    if capped:
        print(f"{capped} game(s) hit the cap of {a.max_moves} moves (not counted as non-losses)")
    for e in errors:
        print(f"ERROR {e}")
    return 1 if errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
