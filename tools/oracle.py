"""What not seeing the hidden cards costs the expert: the arena's games with an expert that
sees them.

``python -m tools.oracle --bots expert,medium --games 100 --sees all`` plays the arena's
duplicate deals (same seeds, same seatings, :func:`durak.arena.play_game`) with the first
bot replaced by an expert whose search deals every iteration the real hidden cards instead
of a sampled world: ``--sees all`` the other hands and the stock's order, ``--sees hands``
the other hands only (the stock shuffled anew in each iteration, the face-up trump kept
last).  Everything else is the expert's (budget, candidates, early stop, solver), so its
table against the arena's for the same deals tells how much of the expert's losses come
from what it cannot know: a seeing expert that still loses plays those games badly, one
that no longer loses lost them to hidden cards.  A measuring tool, not a bot: nothing in
the game offers it.  Prints the arena's table; asserts nothing.
"""

from __future__ import annotations

import argparse
import functools
import multiprocessing
import random
import sys
import time
from typing import Any

from durak import Game, Rules
from durak.arena import GameResult, format_table, play_game, seat_specs, tabulate
from durak.bots.base import View
from durak.bots.expert import ExpertBot

SEES = ("all", "hands")


class SeeingExpert(ExpertBot):
    """The expert, searching the real deal (:attr:`sees`) of :attr:`game`, which
    :func:`show` sets before each decision."""

    def __init__(self, seed: int | None = None, budget: float | None = None, sees: str = "all"):
        super().__init__(seed=seed, budget=budget)
        if sees not in SEES:
            raise ValueError(f"sees must be one of {SEES}, not {sees!r}")
        self.sees = sees
        self.name = f"expert seeing {sees}"
        self.game: Game | None = None

    def _sample(self, v: View, rng: random.Random) -> tuple[list[list[str]], list[str]]:
        if self.game is None:
            return super()._sample(v, rng)
        hands, stock = self.game.hands, self.game.stock
        if self.sees == "hands" and len(stock) > 1:
            body = stock[:-1]
            rng.shuffle(body)
            stock = body + stock[-1:]
        return hands, stock


def show(game: Game, seat: int, bot: Any) -> None:
    """``play_game``'s ``before``: a seeing expert gets the game it plays in."""
    if isinstance(bot, SeeingExpert):
        bot.game = game


def seeing_all(seed: int | None = None, budget: float | None = None) -> SeeingExpert:
    """The expert seeing every hidden card (a ``module:factory`` spec for ``play_game``)."""
    return SeeingExpert(seed=seed, budget=budget, sees="all")


def seeing_hands(seed: int | None = None, budget: float | None = None) -> SeeingExpert:
    """The expert seeing the other hands but not the stock's order."""
    return SeeingExpert(seed=seed, budget=budget, sees="hands")


def tasks(players: int, bots: list[str], games: int, sees: str, seed: int = 1) -> list[tuple]:
    """The arena's tasks for these bots (heads-up throw-in rules), the first bot replaced
    by the seeing expert; every rotation of each deal, as the arena plays them."""
    base = seat_specs(bots, players)
    first = base[0]
    spec = f"tools.oracle:seeing_{sees}"
    base = [spec if b == first else b for b in base]
    rotations = players
    deals = -(-games // rotations)
    rules_kw = {"players": players}
    Rules(**rules_kw)
    return [
        (rules_kw, base, d, r, seed, None, 2000) for d in range(deals) for r in range(rotations)
    ]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tools.oracle", description=__doc__.split("\n\n")[0])
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--bots", default="expert,medium", help="the expert first, then its opponents")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--sees", choices=SEES, default="all")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--workers", type=int, default=2)
    a = p.parse_args(argv)
    bots = [b.strip() for b in a.bots.split(",") if b.strip()]
    if not bots or bots[0] != "expert":
        p.error("--bots must start with expert (the bot that sees)")
    todo = tasks(a.players, bots, a.games, a.sees, a.seed)
    play = functools.partial(play_game, before=show)
    results: list[GameResult] = []
    t0 = time.perf_counter()
    with multiprocessing.get_context("fork").Pool(a.workers) as pool:
        for res in pool.imap_unordered(play, todo):
            results.append(res)
            print(f"\r{len(results)}/{len(todo)} games, {time.perf_counter() - t0:.0f} s",
                  end="", file=sys.stderr, flush=True)  # fmt: skip
    print(file=sys.stderr)
    errors = [r.error for r in results if r.error]
    print(f"players={a.players} seed={a.seed} sees={a.sees} games={len(results)} "
          f"({time.perf_counter() - t0:.0f} s)")  # fmt: skip
    print(format_table(tabulate(results)))
    for e in errors:
        print(f"ERROR {e}")
    return 1 if errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
