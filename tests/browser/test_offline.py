"""Offline and installable: the service worker precaches the app and the runtime, the game
boots and plays with the network off, and a new build replaces the old one cleanly."""

from __future__ import annotations

import json
import os
import re
import shutil
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserType, Page, expect

from durak.i18n import card_label
from tests.browser.conftest import BOOT_TIMEOUT_MS, PageWatch, open_app, wait_ready, wait_worker
from tools import build, sw_manifest
from tools.devserver import make_server, set_root

# The worker claims the page on activation, after its install (the precache) completed.
CONTROLLED = "() => navigator.serviceWorker.controller?.state === 'activated'"
CACHE_NAMES = "async () => (await caches.keys()).filter((name) => name.startsWith('durak-'))"
FETCH_TEXT = "async (url) => await (await fetch(url)).text()"
# SHA-256 of every entry of the page's cache, as the SW's integrity strings.
CACHED_DIGESTS = """async (name) => {
    const cache = await caches.open(name);
    const out = {};
    for (const request of await cache.keys()) {
        const body = await (await cache.match(request)).arrayBuffer();
        const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
        out[new URL(request.url).pathname] = "sha256-" + btoa(String.fromCharCode(...digest));
    }
    return out;
}"""


def wait_controlled(page: Page) -> None:
    """Until the service worker controls the page with its precache complete."""
    page.wait_for_function(CONTROLLED, timeout=BOOT_TIMEOUT_MS, polling=250)


def play_a_move(page: Page) -> None:
    """Play through the UI: attack with (or cover with) a highlighted card, else take."""
    page.wait_for_function(
        "() => JSON.parse(window.durakGameState()).to_act.includes(0)", timeout=60_000
    )
    state = json.loads(page.evaluate("() => window.durakGameState()"))
    legal = state["legal"]
    singles = [m.split()[1] for m in legal if m.startswith("attack ") and len(m.split()) == 2]
    covers = [m.split() for m in legal if m.startswith("defend ")]
    cover_cards = [c for _, _, c in covers]
    single_covers = [c for c in cover_cards if cover_cards.count(c) == 1]
    if singles:
        card = singles[0]
        verb = "You throw in" if state["table"] else "You attack with"
        logged = f"{verb} {card_label(card)}"
    elif single_covers:
        card = single_covers[0]
        (attack,) = [a for _, a, c in covers if c == card]
        logged = f"You cover {card_label(attack)} with {card_label(card)}"
    else:
        page.locator('[data-action="take"]').click()
        # "You pick up 1 card" when nothing more can be thrown in: the take ends at once
        expect(page.locator("#log")).to_contain_text(re.compile(r"You (take|pick up)"))
        return
    page.locator(f'.card.playable[data-where="hand"][data-card="{card}"]').click()
    # The log, not the table: a bot may end the bout (and clear the table) at once.
    expect(page.locator("#log")).to_contain_text(logged)
    assert card not in json.loads(page.evaluate("() => window.durakGameState()"))["hands"][0]


def test_second_visit_plays_offline(browser: Browser, site_url: str) -> None:
    context, page, watch = open_app(browser, site_url)
    wait_controlled(page)
    (name,) = page.evaluate(CACHE_NAMES)
    expected = sw_manifest.manifest(build.ROOT)
    assert name == f"durak-{expected['version']}@{site_url}/"
    cached = page.evaluate(CACHED_DIGESTS, name)
    assert cached == {"/" + path: sri for path, sri in expected["files"]}

    context.set_offline(True)
    page.reload()
    wait_ready(page)
    assert page.evaluate("() => navigator.onLine") is False
    play_a_move(page)
    wait_worker(page)  # the bots worker boots from the cache too
    assert page.evaluate("() => document.body.dataset.worker") == "ready"
    assert watch.problems(page) == []
    # A new page in the same context (the next visit) starts offline too.
    page.close()
    page = context.new_page()
    page.on("pageerror", lambda exc: watch.page_errors.append(str(exc)))
    page.goto(site_url + "/")
    wait_ready(page)
    expect(page.locator('[data-card][data-where="hand"]').first).to_be_visible()
    assert watch.problems(page) == []
    context.close()


WASM = "/static/vendor/pyodide/pyodide.asm.wasm"
FETCH_WASM = "async (url) => (await (await fetch(url)).arrayBuffer()).byteLength"


def test_the_runtimes_wasm_comes_with_its_compiled_code(
    browser_type: BrowserType, browser_type_launch_args: dict, site_url: str, tmp_path: Path
) -> None:
    """From the service worker, the runtime's wasm is the HTTP cache's copy, beside which V8
    keeps its compiled code since the first visit (sw.js: COMPILED), not the worker's own
    copy, which has none on the first visit from it; once the player cleared the browser's
    cached files, the worker's copy. In a profile folder, as a player's browser: an incognito
    context's HTTP cache keeps no file this big. No Python boots here: the service worker is
    registered from a page of its scope (an image), and the page fetches the wasm itself."""
    context = browser_type.launch_persistent_context(tmp_path, **browser_type_launch_args)
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    sources: list[str] = []

    def seen(event: dict) -> None:
        response = event["response"]
        if response["url"].endswith(WASM):
            sources.append(response.get("serviceWorkerResponseSource", "not from the worker"))

    cdp.on("Network.responseReceived", seen)
    cdp.send("Network.enable")
    page.goto(site_url + "/static/img/icon.svg")
    page.evaluate("async () => { await navigator.serviceWorker.register('/sw.js'); }")
    wait_controlled(page)
    size = (build.ROOT / WASM.lstrip("/")).stat().st_size
    assert page.evaluate(FETCH_WASM, WASM) == size
    assert sources == ["http-cache"]
    cdp.send("Network.clearBrowserCache")
    assert page.evaluate(FETCH_WASM, WASM) == size
    assert sources == ["http-cache", "cache-storage"]
    context.close()


# --- the update flow with two builds ------------------------------------------------------


@pytest.fixture(scope="module")
def two_builds(tmp_path_factory: pytest.TempPathFactory, built_site: Path) -> tuple[Path, Path]:
    """Two builds of the site that differ in a marker file and the CSS (copies of the run's
    `make site` folder)."""
    a = tmp_path_factory.mktemp("site") / "a"
    shutil.copytree(built_site, a)
    b = a.with_name("b")
    shutil.copytree(a, b)
    for site, name in ((a, "A"), (b, "B")):
        (site / "static" / "build.txt").write_text(name)
        if name == "B":
            css = site / "static" / "css" / "app.css"
            css.write_text(css.read_text() + "\n/* build B */\n")
        sw_manifest.write_sw(site)
    # A later upload: newer dates (the server's Last-Modified has one-second steps, and the
    # browser revalidates sw.js with If-Modified-Since).
    later = time.time() + 60
    for path in b.rglob("*"):
        os.utime(path, (later, later))
    return a, b


@pytest.fixture
def switchable(two_builds: tuple[Path, Path]) -> Iterator[tuple[str, object]]:
    """A server on build A whose folder the test can switch."""
    server = make_server(root=two_builds[0])
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}", server
    server.shutdown()
    server.server_close()


def test_new_build_waits_then_replaces_the_old_one(
    browser: Browser, two_builds: tuple[Path, Path], switchable: tuple[str, object]
) -> None:
    a, b = two_builds
    version_a = sw_manifest.manifest(a)["version"]
    manifest_b = sw_manifest.manifest(b)
    assert version_a != manifest_b["version"]
    url, server = switchable
    context, page, watch = open_app(browser, url)
    wait_controlled(page)
    assert page.evaluate(CACHE_NAMES) == [f"durak-{version_a}@{url}/"]
    assert page.evaluate(FETCH_TEXT, "./static/build.txt") == "A"
    banner = page.locator(".update-banner")
    expect(banner).to_have_count(0)

    set_root(server, b)
    page.evaluate("async () => await (await navigator.serviceWorker.ready).update()")
    expect(banner).to_contain_text("Update available", timeout=60_000)
    # B waits: the page still runs on A's files until the player chooses.
    assert page.evaluate(
        "async () => (await navigator.serviceWorker.getRegistration()).waiting !== null"
    )
    assert page.evaluate(FETCH_TEXT, "./static/build.txt") == "A"
    assert "build B" not in page.evaluate(FETCH_TEXT, "./static/css/app.css")

    with page.expect_navigation(timeout=60_000):
        banner.get_by_role("button", name="Reload").click()
    wait_ready(page)
    wait_controlled(page)
    # Only B's cache is left, and every file in it is B's, byte for byte.
    (name,) = page.evaluate(CACHE_NAMES)
    assert name == f"durak-{manifest_b['version']}@{url}/"
    cached = page.evaluate(CACHED_DIGESTS, name)
    assert cached == {"/" + path: sri for path, sri in manifest_b["files"]}
    assert page.evaluate(FETCH_TEXT, "./static/build.txt") == "B"
    assert page.evaluate(FETCH_TEXT, "./static/css/app.css").endswith("/* build B */\n")
    expect(banner).to_have_count(0)
    assert watch.problems(page) == []
    context.close()


def test_a_file_from_another_build_fails_the_install(
    browser: Browser, two_builds: tuple[Path, Path], switchable: tuple[str, object]
) -> None:
    """A host half-way through an upload (B's sw.js, one of A's files) caches nothing."""
    a, b = two_builds
    mixed = b.with_name("mixed")
    shutil.rmtree(mixed, ignore_errors=True)
    shutil.copytree(b, mixed)
    shutil.copy2(a / "static" / "build.txt", mixed / "static" / "build.txt")
    url, server = switchable
    set_root(server, mixed)
    context = browser.new_context()
    page = context.new_page()
    watch = PageWatch(origin=url)
    watch.attach(context, page)
    page.goto(url + "/index.html")
    wait_ready(page)
    # Register as the page does (the same registration) and follow the install to its end.
    state = page.evaluate(
        """async () => {
            const registration = await navigator.serviceWorker.register("./sw.js");
            const worker = registration.installing || registration.waiting || registration.active;
            while (worker.state === "installing") {
                await new Promise((resolve) => worker.addEventListener("statechange", resolve));
            }
            return worker.state;
        }"""
    )
    assert state == "redundant"
    # What was cached is kept for a retry (each entry checked), but never the odd file out.
    expected = dict(sw_manifest.manifest(mixed)["files"])
    for name in page.evaluate(CACHE_NAMES):
        cached = page.evaluate(CACHED_DIGESTS, name)
        assert "/static/build.txt" not in cached
        assert all(expected[path[1:]] == sri for path, sri in cached.items())
    assert page.evaluate("() => navigator.serviceWorker.controller") is None
    assert watch.problems(page) == []
    context.close()
