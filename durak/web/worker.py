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


def bench(seconds: float = 1.0) -> str:
    """The engine benchmark run inside this worker (Pyodide), as JSON."""
    from durak import bench as engine_bench

    return json.dumps(engine_bench.run(float(seconds)))


def bot_timing(level: str = "hard", decisions: int = 20) -> str:
    """Seconds per decision of a bot inside this worker, as a JSON list."""
    from durak import bench as engine_bench

    return json.dumps(engine_bench.bot_decision_times(level, int(decisions)))


def solver_timing(positions_json: str, budget: int = 0) -> str:
    """The endgame solver timed inside this worker on positions given as a JSON list of
    :meth:`Game.to_json` texts (``budget`` 0: the default), as JSON rows."""
    from durak.bots import endgame, endgame_bench

    rows = endgame_bench.timings(json.loads(positions_json), int(budget) or endgame.DEFAULT_NODES)
    return json.dumps(rows)
