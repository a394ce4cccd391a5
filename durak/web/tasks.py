"""Small helpers for the page: background tasks, JavaScript's null, lasting proxies and plain
JavaScript objects."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any

from pyodide.ffi import create_proxy, jsnull, to_js
from pyscript import window

from durak.ui.layout import page_zoom

_running: set[asyncio.Future] = set()
# Proxies handed to JavaScript (listeners, observers) stay alive for the page's lifetime.
_kept: list = []


def spawn(coro: Coroutine[Any, Any, Any]) -> asyncio.Future:
    """Run ``coro`` in the background (a task nobody references may be garbage-collected)."""
    task = asyncio.ensure_future(coro)
    _running.add(task)
    task.add_done_callback(_running.discard)
    return task


def found(node: Any) -> bool:
    """True for a real DOM node: Pyodide returns JavaScript's ``null`` as ``jsnull``, not None."""
    return node is not None and node is not jsnull


def attr(node: Any, name: str) -> str | None:
    """An attribute of a DOM node, or ``None`` (also for nodes without attributes)."""
    try:
        value = node.getAttribute(name) if found(node) else None
    except Exception:  # not an element (the document, a text node)
        return None
    return str(value) if found(value) else None


def keep(fn: Any) -> Any:
    """A proxy of ``fn`` for JavaScript (an event listener, an observer's callback) that
    lives as long as the page."""
    p = create_proxy(fn)
    _kept.append(p)
    return p


def js_object(**items: Any) -> Any:
    """A plain JavaScript object (``{title: ..., url: ...}``: options, a blob's type)."""
    return to_js(items, dict_converter=window.Object.fromEntries)


_zoom = [1.0]


def zoom_page() -> None:
    """Magnify the page for the screen's size (:func:`durak.ui.layout.page_zoom`: the CSS
    reads ``--zoom``), before the table measures itself; then measure what the browser made
    of it (:func:`measured_zoom`)."""
    root, body = window.document.documentElement, window.document.body
    zoom = page_zoom(window.innerWidth, window.innerHeight)
    if str(zoom) != root.style.getPropertyValue("--zoom"):
        root.style.setProperty("--zoom", str(zoom))
    width = body.clientWidth  # (the root's own is the window's, whatever the zoom)
    _zoom[0] = body.getBoundingClientRect().width / width if width else 1.0


def measured_zoom() -> float:
    """The screen's pixels (a pointer's, a bounding box's) to one of the page's layout
    (``offsetWidth``, the table's geometry), as measured by :func:`zoom_page`: CSS ``zoom``
    as Chrome and Firefox apply it, and 1 in a browser that ignores it."""
    return _zoom[0]
