"""The site as `make site` builds it (the trimmed, compiled standard library, the emptied
package lock, gzipped copies), served by a plain static host: a whole game is played on it,
with the bots in their worker, and both interpreters can import every module of ours."""

from __future__ import annotations

import json
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserType

from tests.browser.conftest import PageWatch, open_app, wait_ready, wait_worker
from tests.browser.player import Player
from tests.browser.test_boot import _disk_modules
from tests.browser.test_offline import wait_controlled
from tests.browser.test_table import start_game
from tools import build
from tools.static_host import StaticHost

STOCK_STDLIB = build.VENDOR / "pyodide" / "python_stdlib.zip"


@pytest.fixture(scope="module")
def host(built_site: Path) -> Iterator[StaticHost]:
    server = StaticHost(built_site)
    server.serve_in_thread()
    yield server
    server.shutdown()
    server.server_close()


def test_the_stdlib_is_trimmed_and_compiled(built_site: Path) -> None:
    trimmed = built_site / "static" / "vendor" / "pyodide" / "python_stdlib.zip"
    with zipfile.ZipFile(trimmed) as zf, zipfile.ZipFile(STOCK_STDLIB) as stock:
        names = set(zf.namelist())
        stock_names = set(stock.namelist())
    assert names and all(name.endswith(".pyc") for name in names)
    # Only modules of the stock library, and far from all of them.
    assert {name[:-1] for name in names} <= stock_names
    assert "json/__init__.pyc" in names and "asyncio/__init__.pyc" in names
    assert "unittest/__init__.pyc" not in names and "email/__init__.pyc" not in names
    assert trimmed.stat().st_size < 0.7 * STOCK_STDLIB.stat().st_size


def test_no_test_tool_is_shipped(built_site: Path) -> None:
    """axe-core (the accessibility audit's, an npm development dependency) stays out of
    the site, as does anything else of node_modules/ but the vendored runtime."""
    shipped = [p.relative_to(built_site).as_posix() for p in built_site.rglob("*")]
    assert not [p for p in shipped if "axe" in p.lower() or "node_modules" in p], shipped
    assert (build.ROOT / "node_modules" / "axe-core" / "axe.min.js").exists()  # installed


def test_whole_game_on_the_built_site(browser: Browser, built_site: Path, host: StaticHost) -> None:
    context, page, watch = open_app(
        browser, host.url, "/", viewport={"width": 1280, "height": 800}, service_workers="block"
    )
    wait_worker(page)
    assert page.evaluate("() => document.body.dataset.worker") == "ready"
    loaded = page.evaluate(
        """() => performance.getEntriesByType("resource")
            .filter((r) => /python_stdlib.zip|pyodide.asm.wasm$/.test(r.name))
            .map((r) => [r.name.split("/").pop(), r.encodedBodySize, r.decodedBodySize])"""
    )
    # The standard library was the trimmed one, and the runtime came gzipped (the host's
    # precompressed copy): the page ran on what `make site` wrote.
    sizes = {name: (encoded, decoded) for name, encoded, decoded in loaded}
    trimmed = built_site / "static" / "vendor" / "pyodide" / "python_stdlib.zip"
    assert sizes["python_stdlib.zip"][1] == trimmed.stat().st_size
    wasm_encoded, wasm_decoded = sizes["pyodide.asm.wasm"]
    assert wasm_encoded < 0.5 * wasm_decoded

    # Every module of ours imports on both interpreters with the trimmed library.
    expected = _disk_modules()
    main = json.loads(page.evaluate("() => window.durakMainModules()"))
    worker = json.loads(page.evaluate("async () => await window.durakWorkerModules()"))
    for where, seen in (("main thread", main), ("worker", worker)):
        assert not expected - set(seen["found"]), f"missing on the {where}"
        assert not seen["broken"], f"failing to import on the {where}: {seen['broken']}"

    # A whole game through the page, the bots answering from the worker (at the quickest
    # of the speeds, as a player may choose: the site is under test, not the pacing).
    start_game(page, players=2, speed="extra-fast")
    state = Player(page, seed=16).play_to_end()
    assert state["is_over"]
    assert page.evaluate("() => document.body.dataset.worker") == "ready"
    assert watch.problems(page) == []
    context.close()


def test_service_worker_install_reuses_the_first_visits_downloads(
    browser_type: BrowserType, browser_type_launch_args: dict, host: StaticHost, tmp_path: Path
) -> None:
    """The install takes what the first visit downloaded from the HTTP cache instead of
    fetching it all again (a phone's data): nothing the visit downloaded comes twice.

    As a player's browser: a profile folder (an incognito context's HTTP cache keeps no
    file as big as the runtime's wasm) and no request routing (Playwright's routing turns
    the HTTP cache off: with it, the visit itself downloaded the runtime twice, the page's
    and the bots' worker's, and the install a third time; this test used to pass only when
    the install ended before the worker was ready, its downloads counted as the visit's)."""
    context = browser_type.launch_persistent_context(tmp_path, **browser_type_launch_args)
    page = context.pages[0] if context.pages else context.new_page()
    watch = PageWatch(origin=host.url)
    page.on("console", watch._on_console)
    page.on("pageerror", lambda exc: watch.page_errors.append(str(exc)))
    foreign: list[str] = []
    context.on(
        "request",
        lambda r: None if r.url.startswith((host.url, "data:", "blob:")) else foreign.append(r.url),
    )
    start = len(host.sent)
    page.goto(host.url + "/")
    wait_ready(page)
    wait_worker(page)
    visit = list(host.sent[start:])
    wait_controlled(page)
    install = host.sent[start + len(visit) :]
    first_visit = sum(n for _, n in visit)
    assert first_visit > 3 * 2**20  # the runtime, gzipped
    # ... once: neither the bots' worker nor an install already under way (it starts once
    # the table is up) fetched again what the page had downloaded
    twice = sorted({p for p, _ in visit if [q for q, _ in visit].count(p) > 1})
    assert first_visit < 1.5 * sum(dict(visit).values()), f"downloaded twice: {twice}"
    again = sorted({path for path, _ in install} & {path for path, _ in visit})
    worker = page.evaluate("() => document.body.dataset.worker")
    install_bytes = sum(n for _, n in install)
    report = (
        f"{install_bytes} bytes for the install after {first_visit} (worker {worker}); "
        f"fetched by the install: {install}; of them downloaded before: {again}"
    )
    assert install_bytes < 0.1 * first_visit, report
    assert again == [], report
    assert watch.problems(page) == [] and foreign == []
    context.close()
