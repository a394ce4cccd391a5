"""Shared fixtures: a local static server and, for browser tests, a watched Chromium page."""

from __future__ import annotations

import fcntl
import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from durak.ui.text import set_language
from tools import build
from tools.devserver import make_server


@pytest.fixture(scope="session")
def site_url() -> Iterator[str]:
    """The project served on 127.0.0.1 (a free port), packaged first."""
    if not (build.VENDOR / "pyodide" / "pyodide.asm.wasm").exists():
        pytest.fail(
            "static/vendor/ is missing: run the tests with `make test` (it vendors the runtime)"
        )
    build.package()
    server = make_server()
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    host, port = server.server_address[:2]
    yield f"http://{host}:{port}"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder `make site` writes (``tools.build.site``), built once per test run: the
    test processes of ``pytest -n`` share it (the first to need it builds it, the others
    wait for it). Read-only: a test that changes a site changes a copy."""
    shared = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        shared = shared.parent  # the run's folder, above each worker's own
    out = shared / "built-site" / "_site"
    done = shared / "built-site.done"
    with (shared / "built-site.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not done.exists():
            build.site(out)
            done.write_text(str(out))
    return out


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    """Every test starts and ends in English (the message language is module state)."""
    set_language("en")
    yield
    set_language("en")
