"""Functions of the "bots" web worker, called from the main thread with plain JSON text."""

from __future__ import annotations

import json
import sys

from durak.web.modules import list_modules as _list_modules


def ping() -> str:
    """A short line proving the worker runs our package."""
    import durak

    version = getattr(durak, "__version__", "?")
    return f"durak {version} on Python {sys.version_info.major}.{sys.version_info.minor}"


def list_modules() -> str:
    """The worker's view of the package, as JSON (see ``durak.web.modules``)."""
    return json.dumps(_list_modules())


def choose_move(observation_json: str, level: str, seed: int, budget: float | None = None) -> str:
    """The bot's move (engine notation) for one observation given as JSON."""
    from durak.bots import make_bot

    bot = make_bot(level, seed=int(seed), budget=budget)
    return bot.choose(json.loads(observation_json))
