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


_zoom = {"pointer": 1.0, "box": 1.0}


def zoom_page() -> None:
    """Magnify the page for the screen's size (:func:`durak.ui.layout.page_zoom`: the CSS
    reads ``--zoom``), before the table measures itself; then measure what the browser made
    of it (:func:`pointer_zoom`, :func:`box_zoom`)."""
    root, body = window.document.documentElement, window.document.body
    zoom = page_zoom(window.innerWidth, window.innerHeight)
    if str(zoom) != root.style.getPropertyValue("--zoom"):
        root.style.setProperty("--zoom", str(zoom))
    width = body.clientWidth  # the page's own pixels; the root's are the window's
    _zoom["pointer"] = root.clientWidth / width if width else 1.0
    _zoom["box"] = body.getBoundingClientRect().width / width if width else 1.0


def pointer_zoom() -> float:
    """A pointer's pixels (``clientX``, and ``elementsFromPoint``'s) to one of the page's
    layout (``offsetWidth``, the table's geometry), as measured by :func:`zoom_page`: the
    window's width against the page's. The zoom in Chrome, Firefox and WebKit; 1 in a
    browser that ignores CSS ``zoom``."""
    return _zoom["pointer"]


def box_zoom() -> float:
    """A bounding box's pixels (``getBoundingClientRect``) to one of the page's layout: the
    zoom in Chrome and Firefox; 1 in WebKit, whose boxes are in the zoomed element's own
    pixels (WebKitGTK 2.50, so Safari too), and in a browser that ignores CSS ``zoom``."""
    return _zoom["box"]
