"""Background tasks on the page's event loop, kept referenced until they finish."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any

_running: set[asyncio.Future] = set()


def spawn(coro: Coroutine[Any, Any, Any]) -> asyncio.Future:
    """Run ``coro`` in the background (a task nobody references may be garbage-collected)."""
    task = asyncio.ensure_future(coro)
    _running.add(task)
    task.add_done_callback(_running.discard)
    return task
