# Entry point of the main thread: hand over to the package at once.
from pyscript import window

window.performance.mark("py-start")
from durak.web.app import start  # noqa: E402

window.performance.mark("py-imported")

start()
