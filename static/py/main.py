# Entry point of the main thread: hand over to the package at once.
from durak.web.app import start

start()
