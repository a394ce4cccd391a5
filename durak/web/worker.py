"""Functions of the "bots" web worker, called from the main thread with plain JSON text."""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING, Any

from durak.web.modules import list_modules as _list_modules

if TYPE_CHECKING:
    from durak.bots.coach import Coach
    from durak.session.review import Review


def ping() -> str:
    """A short line proving the worker runs our package."""
    import durak

    version = getattr(durak, "__version__", "?")
    return f"durak {version} on Python {sys.version_info.major}.{sys.version_info.minor}"


def list_modules() -> str:
    """The worker's view of the package, as JSON (see ``durak.web.modules``)."""
    return json.dumps(_list_modules())


_notes: dict[tuple[str, int], Any] = {}  # per (level, seat): what the others have shown


def choose_move(observation_json: str, level: str, seed: int, budget: float | None = None) -> str:
    """The bot's move (engine notation) for one observation given as JSON.  A bot that
    keeps notes on the game (``expert``) gets those of its seat's earlier calls (they
    start afresh by themselves on a new game, see :class:`durak.bots.inference.Notes`)."""
    from durak.bots import make_bot

    obs = json.loads(observation_json)
    bot = make_bot(level, seed=int(seed), budget=budget)
    if hasattr(bot, "notes"):
        bot.notes = _notes.setdefault((level, int(obs.get("seat", 0))), bot.notes)
    return bot.choose(obs)


def bench(seconds: float = 1.0) -> str:
    """The engine benchmark run inside this worker (Pyodide), as JSON."""
    from durak import bench as engine_bench

    return json.dumps(engine_bench.run(float(seconds)))


def bot_timing(level: str = "hard", decisions: int = 20, players: int = 2) -> str:
    """Seconds per decision of a bot inside this worker (seat 0 of ``players``), as a JSON list."""
    from durak import bench as engine_bench

    return json.dumps(engine_bench.bot_decision_times(level, int(decisions), players=int(players)))


def solver_timing(positions_json: str, budget: int = 0) -> str:
    """The endgame solver timed inside this worker on positions given as a JSON list of
    :meth:`Game.to_json` texts (``budget`` 0: the default), as JSON rows."""
    from durak.bots import endgame, endgame_bench

    rows = endgame_bench.timings(json.loads(positions_json), int(budget) or endgame.DEFAULT_NODES)
    return json.dumps(rows)


# --------------------------------------------------------------------------- issue 15: practice

_coach: tuple[tuple[str, int], Coach] | None = None  # the coach being refined
_review: tuple[tuple[str, int, float, str], Review] | None = None  # the review being judged


def hint(observation_json: str, seed: int, budget: float | None = None) -> str:
    """The hint for one observation given as JSON: the hard bot's move with ``seed`` and
    ``budget`` and its reason key, as JSON (see :func:`durak.bots.hint.hint`)."""
    from durak.bots.hint import hint as make_hint

    return json.dumps(make_hint(json.loads(observation_json), int(seed), budget).to_dict())


def coach(
    observation_json: str, seed: int, budget: float = 0.1, limit: float = 0.0, fresh: bool = False
) -> str:
    """The coach's figures for one observation given as JSON, as JSON (see
    :meth:`durak.bots.coach.Figures.to_dict`). A call with the same observation and seed
    as the last one refines its figures with ``budget`` more seconds of work, unless
    ``fresh`` (a position's first call: the coach switched off and on again showed the
    figures of twice the work, which the review does not redo); ``limit`` > 0 stops the
    call after that many seconds of wall clock."""
    import time

    from durak.bots.coach import Coach

    global _coach
    key = (observation_json, int(seed))
    if _coach is None or _coach[0] != key or fresh:
        _coach = (key, Coach(json.loads(observation_json), int(seed)))
    deadline = time.perf_counter() + limit if limit > 0 else None
    return json.dumps(_coach[1].step(float(budget), deadline).to_dict())


def review(game_json: str, seed: int, budget: float, count: int = 1, table_json: str = "") -> str:
    """The review of a finished game (``Game.to_json()`` text with its deal and moves): the
    next ``count`` decisions judged (the same game, seed, budget and table as the last call
    go on where it stopped), as JSON (see :meth:`durak.session.review.Review.to_dict`).
    ``table_json``: the table's coach (:func:`durak.session.review.table_json`), to judge
    the decisions it showed figures at from them, or empty."""
    from durak.game import Game
    from durak.session.review import Review, table_from_json

    global _review
    key = (game_json, int(seed), float(budget), str(table_json))
    if _review is None or _review[0] != key:
        table = table_from_json(str(table_json))
        game = Game.from_json(game_json)
        _review = (key, Review(game, 0, int(seed), float(budget), table))
    r = _review[1]
    for _ in range(max(0, int(count))):
        if r.judge_next() is None:
            break
    return json.dumps(r.to_dict())


def practice_timing(decisions: int = 20, budget: float = 0.0) -> str:
    """Seconds per hint and per coach call (first figures, then final) inside this
    worker, as JSON lists (see :func:`durak.bench.practice_times`)."""
    from durak import bench as engine_bench

    return json.dumps(engine_bench.practice_times(int(decisions), float(budget) or None))
