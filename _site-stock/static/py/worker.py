# Entry point of the "bots" web worker: the functions the main thread may call.
from durak.web.worker import bench, bot_timing, choose_move, list_modules, ping  # noqa: F401

__export__ = ["bench", "bot_timing", "choose_move", "list_modules", "ping"]
