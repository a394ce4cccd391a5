"""Small helpers for the page: background tasks, and JavaScript's null."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any

from pyodide.ffi import jsnull

_running: set[asyncio.Future] = set()


def spawn(coro: Coroutine[Any, Any, Any]) -> asyncio.Future:
    """Run ``coro`` in the background (a task nobody references may be garbage-collected)."""
    task = asyncio.ensure_future(coro)
    _running.add(task)
    task.add_done_callback(_running.discard)
    return task


def found(node: Any) -> bool:
    """True for a real DOM node: Pyodide returns JavaScript's ``null`` as ``jsnull``, not None."""
    return node is not None and node is not jsnull
