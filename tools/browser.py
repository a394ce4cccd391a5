"""Find the Chromium to drive: a Playwright-managed one when installed, else Debian's.

``python -m tools.browser`` prints the path, or exits 1 when there is none
(the Makefile then installs Debian's ``chromium`` with apt).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

DEBIAN_CHROMIUM = Path("/usr/bin/chromium")

# Without these, Chromium keeps calling home and floods the closed network.
CHROMIUM_ARGS = [
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    "--disable-default-apps",
    "--disable-quic",
    "--disable-gpu",
]


def playwright_managed() -> Path | None:
    """Playwright's own Chromium build, if `playwright install` put one here."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        return None
    try:
        with sync_playwright() as p:
            path = Path(p.chromium.executable_path)
    except Exception:
        return None
    return path if path.exists() else None


def find_chromium() -> Path | None:
    """The browser the tests and benchmarks use (``DURAK_CHROMIUM`` overrides)."""
    override = os.environ.get("DURAK_CHROMIUM")
    if override:
        return Path(override)
    return playwright_managed() or (DEBIAN_CHROMIUM if DEBIAN_CHROMIUM.exists() else None)


def launch_args() -> dict:
    """Keyword arguments for ``browser_type.launch``."""
    path = find_chromium()
    args: dict = {"args": list(CHROMIUM_ARGS)}
    if path is not None and path != playwright_managed():
        args["executable_path"] = str(path)
    return args


if __name__ == "__main__":
    found = find_chromium()
    if found is None:
        print("no Chromium found", file=sys.stderr)
        sys.exit(1)
    print(found)
