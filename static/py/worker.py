# Entry point of the "bots" web worker: the functions the main thread may call.
from durak.web.worker import (  # noqa: F401
    bench,
    bot_timing,
    choose_move,
    coach,
    hint,
    list_modules,
    ping,
    practice_timing,
    review,
    solver_timing,
)

__export__ = [
    "bench",
    "bot_timing",
    "choose_move",
    "coach",
    "hint",
    "list_modules",
    "ping",
    "practice_timing",
    "review",
    "solver_timing",
]
