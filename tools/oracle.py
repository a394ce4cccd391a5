"""What not seeing the hidden cards costs the expert: the arena's games with an expert that
sees them.

``python -m tools.oracle --bots expert,medium --games 100 --sees all`` plays the arena's
duplicate deals (same seeds, same seatings, the arena's default rules and budgets) with the
first seat's expert replaced by one whose search deals every iteration the real hidden
cards instead of a sampled world: ``--sees all`` the other hands and the stock's order,
``--sees hands`` the other hands only (the stock shuffled anew in each iteration, the
face-up trump kept last).  Everything else is the expert's (budget, candidates, early stop,
solver), so its table against the arena's for the same deals tells how much of the
expert's losses come from what it cannot know: a seeing expert that still loses plays
those games badly, one that no longer loses lost them to hidden cards.  A measuring tool,
not a bot: nothing in the game offers it.  Prints the arena's table; asserts nothing.
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

from durak import Game
from durak.arena import format_table, game_tasks, play_tasks, tabulate
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


def tasks(
    players: int, bots: list[str], games: int, sees: str, seed: int = 1, skip: int = 0
) -> list[tuple]:
    """The arena's tasks for ``bots`` at ``players`` (:func:`durak.arena.game_tasks`, the
    arena's default rules and budgets), the first seat's expert replaced by the seeing one:
    the same deals, seatings and seeds as ``python -m durak.arena`` with these bots.
    ``skip`` leaves out the arena's first ``skip`` games (whole deals: rounded down to a
    deal's seatings), so that a longer arena run can be matched in parts."""
    if not bots or bots[0] != "expert" or len(set(bots)) < 2:
        raise ValueError("the bots must be expert first, then at least one other bot")
    if skip < 0:
        raise ValueError("skip must be at least 0")
    todo = game_tasks({"players": players}, bots, games + skip, seed)
    seatings = sum(1 for t in todo if t[2] == 0)
    todo = todo[skip // seatings * seatings :]
    spec = f"tools.oracle:seeing_{sees}"
    return [(t[0], [spec, *t[1][1:]], *t[2:]) for t in todo]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tools.oracle", description=__doc__.split("\n\n")[0])
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--bots", default="expert,medium", help="expert first, then its opponents")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--sees", choices=SEES, default="all")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--skip", type=int, default=0, help="leave out the arena's first N games")
    p.add_argument("--workers", type=int, default=2)
    a = p.parse_args(argv)
    bots = [b.strip() for b in a.bots.split(",") if b.strip()]
    try:
        todo = tasks(a.players, bots, a.games, a.sees, a.seed, a.skip)
    except ValueError as e:
        p.error(str(e))
    t0 = time.perf_counter()
    results = play_tasks(todo, a.workers, before=show)
    errors = [r.error for r in results if r.error]
    print(f"players={a.players} seed={a.seed} skip={a.skip} sees={a.sees} games={len(results)} "
          f"({time.perf_counter() - t0:.0f} s)")  # fmt: skip
    print(format_table(tabulate(results)))
    for e in errors:
        print(f"ERROR {e}")
    return 1 if errors else 0


if __name__ == "__main__":
    # the arena's workers load the seeing expert from ``tools.oracle``, so ``show`` must be
    # that module's, not this ``__main__`` copy's (whose class they would not be)
    from tools.oracle import main as _main

    raise SystemExit(_main())
