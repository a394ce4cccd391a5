# Entry point of the "bots" web worker: the functions the main thread may call.
from durak.web.worker import choose_move, list_modules, ping

__export__ = ["choose_move", "list_modules", "ping"]
