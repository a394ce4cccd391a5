"""Read-only hooks for the browser tests: packaging checks and the engine's verdicts.
They never make a move: the tests play through the page, as a person would."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from pyscript import window

from durak import Game, Rules
from durak.session import HUMAN
from durak.web.bots import WORKER_NAME

if TYPE_CHECKING:
    from durak.web.app import App


def install(app: App, proxy) -> None:
    """Put the hooks on ``window`` (``proxy`` keeps each function alive)."""
    from durak.web.modules import list_modules

    def main_modules() -> str:
        return json.dumps(list_modules())

    async def worker_modules() -> str:
        from pyscript import workers

        bots = await workers[WORKER_NAME]
        return await bots.list_modules()

    def game_state() -> str:
        s = app.session
        game = s.game
        if game is None:
            return "null"
        return json.dumps({"hands": game.hands, "losers": game.losers, "is_over": game.is_over,
                           "to_act": game.to_act, "legal": game.legal_moves(HUMAN),
                           "table": game.table, "trump": game.trump, "seed": s.seed,
                           "dealer": game.dealer, "moves": game.move_count,
                           "in_progress": s.in_progress})  # fmt: skip

    def deal_for(seed: int, players: int) -> str:
        return json.dumps(Game.new(Rules(players=int(players)), seed=int(seed)).hands)

    async def worker_call(name: str, *args) -> str:
        from pyscript import workers

        bots = await workers[WORKER_NAME]
        return await getattr(bots, name)(*args)

    hooks = {"durakMainModules": main_modules, "durakWorkerModules": worker_modules,
             "durakGameState": game_state, "durakDealFor": deal_for,
             "durakWorkerCall": worker_call}  # fmt: skip
    for name, fn in hooks.items():
        setattr(window, name, proxy(fn))
    # The state the page booted into (a resumed game), before any bot has moved.
    window.durakBootState = game_state()
