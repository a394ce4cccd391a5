"""The foundation: the page boots our package on the main thread and in the bots worker,
from files the site serves itself."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Browser, Page, expect

from durak.ui.layout import page_zoom
from tests.browser.conftest import PageWatch, open_app, wait_worker
from tests.browser.test_a11y import ax_nodes
from tools import build


def _disk_modules() -> set[str]:
    """Every module of the package as it is on disk."""
    names = set()
    for path in build.package_sources():
        if path.suffix != ".py":
            continue
        parts = list(path.relative_to(build.ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names.add(".".join(parts))
    return names


def test_loading_screen_shows_before_python(browser: Browser, site_url: str) -> None:
    context = browser.new_context()
    page = context.new_page()
    watch = PageWatch(origin=site_url)
    watch.attach(context, page)
    # Hold the interpreter back: the loading screen must stand on its own.
    page.route("**/pyodide.asm.wasm", lambda route: None)
    page.goto(site_url + "/index.html", wait_until="domcontentloaded")
    expect(page.get_by_role("heading", name="Durak")).to_be_visible()
    expect(page.locator("#loading-step")).to_have_text("Loading Python…")
    expect(page.locator("#app")).to_be_hidden()
    context.close()


def test_a_large_screen_shows_the_loading_screen_magnified_as_the_table(
    browser: Browser, site_url: str
) -> None:
    context = browser.new_context(viewport={"width": 2560, "height": 1440})
    page = context.new_page()
    page.route("**/pyodide.asm.wasm", lambda route: None)
    page.goto(site_url + "/index.html", wait_until="domcontentloaded")
    title = page.get_by_role("heading", name="Durak")
    expect(title).to_be_visible()
    # The title's box on the screen against its layout size: the table's zoom at this size.
    shown = title.evaluate("(h) => h.getBoundingClientRect().height / h.offsetHeight")
    assert shown == pytest.approx(page_zoom(2560, 1440), abs=0.01) and shown > 1.2
    page.set_viewport_size({"width": 1366, "height": 768})
    page.wait_for_function(
        "() => { const h = document.querySelector('.loading-title');"
        " return Math.abs(h.getBoundingClientRect().height / h.offsetHeight - 1) < 0.01; }"
    )
    context.close()


def test_app_replaces_loading_screen_with_a_dealt_hand(app_page: Page) -> None:
    expect(page_loading := app_page.locator("#loading")).to_have_count(0)
    del page_loading
    expect(app_page.locator("#app")).to_be_visible()
    # Six cards dealt to you by the engine running in Pyodide.
    expect(app_page.locator('#cards [data-where="hand"]')).to_have_count(6)


def test_worker_answers_and_status_shows_it(app_page: Page) -> None:
    wait_worker(app_page)
    expect(app_page.locator("#bot-status")).to_have_text("Bots ready")
    # ... and goes, so that it does not stay all game like a developer's note, out of the
    # accessibility tree too
    expect(app_page.locator("#bot-status")).to_be_hidden()
    names = [name for _role, name in ax_nodes(app_page)]
    assert not [n for n in names if "Bots" in n], names
    # A round trip: the worker runs our package on Pyodide's Python.
    answer = app_page.evaluate("async () => await window.durakWorkerCall('ping')")
    assert answer.startswith("durak ") and "Python 3." in answer


def test_every_module_of_the_package_is_in_the_browser(app_page: Page) -> None:
    expected = _disk_modules()
    assert "durak.web.app" in expected  # the guard itself sees the package
    main = json.loads(app_page.evaluate("() => window.durakMainModules()"))
    worker = json.loads(app_page.evaluate("async () => await window.durakWorkerModules()"))
    for where, seen in (("main thread", main), ("worker", worker)):
        missing = expected - set(seen["found"])
        assert not missing, f"modules missing on the {where}: {sorted(missing)}"
        assert not seen["broken"], f"modules failing to import on the {where}: {seen['broken']}"
        # Loaded from the bytecode in the zip, not compiled at every start.
        assert not seen["no_bytecode"], f"compiled on the {where}: {seen['no_bytecode']}"


def test_missing_module_guard_would_catch_a_dropped_file(app_page: Page) -> None:
    """The guard compares against the disk: a module the zip lacks would show as missing."""
    main = json.loads(app_page.evaluate("() => window.durakMainModules()"))
    assert "durak.not_shipped" not in main["found"]
    assert (_disk_modules() | {"durak.not_shipped"}) - set(main["found"]) == {"durak.not_shipped"}


@pytest.mark.parametrize("path", ["/index.html"])
def test_no_request_leaves_the_site(browser: Browser, site_url: str, path: str) -> None:
    context, page, watch = open_app(browser, site_url, path)
    wait_worker(page)
    assert watch.foreign_requests == []
    assert watch.problems(page) == []
    context.close()


def test_same_seed_same_deal_in_cpython_and_in_the_browser(app_page: Page) -> None:
    from durak import Game, Rules

    for seed, players in ((42, 2), (7, 4), (123456, 6)):
        browser_hands = json.loads(
            app_page.evaluate(f"() => window.durakDealFor({seed}, {players})")
        )
        assert browser_hands == Game.new(Rules(players=players), seed=seed).hands
