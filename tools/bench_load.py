"""``make bench-load``: how much our app adds to the runtime's own boot.

Loads (a) a bare page that only boots Pyodide and runs ``1+1`` and (b) our
``index.html`` until the table is interactive, in the same browser run,
alternating, several times each: cold (a new browser context, empty caches) and
warm (a reload in the same context). Prints the medians and the ratio b/a; the
target is b/a <= 1.2 both ways. Also prints when the bots worker answered.
The cold and warm rows block service workers (HTTP cache only, like the bare page). The
"sw" row is the second visit from the service worker's cache: a new context, a first load
that installs the worker and precaches the site, then a new page in that context.
A benchmark, not a test: it prints figures and asserts nothing.
"""

from __future__ import annotations

import argparse
import statistics
import threading

from playwright.sync_api import sync_playwright

from tools import build
from tools.browser import launch_args
from tools.devserver import make_server

PAGES = {"bare": "/tools/bench_bare.html", "app": "/index.html"}
READY = "() => typeof window.durakReadyAt === 'number'"
# The service worker controls the page once it is activated, its precache complete.
SW_CONTROLLED = "() => navigator.serviceWorker.controller?.state === 'activated'"


def _load(page, url: str | None) -> float:
    if url is None:
        page.reload()
    else:
        page.goto(url)
    page.wait_for_function(READY, timeout=180_000)
    return page.evaluate("() => window.durakReadyAt") / 1000


def _worker_ready(page) -> float | None:
    try:
        page.wait_for_function(
            "() => typeof window.durakWorkerReadyAt === 'number'", timeout=180_000
        )
    except Exception:
        return None
    return page.evaluate("() => window.durakWorkerReadyAt") / 1000


def _second_visit(browser, url: str) -> tuple[float, float | None]:
    """First visit installs the service worker; returns the next visit's ready and worker times."""
    context = browser.new_context()
    page = context.new_page()
    _load(page, url)
    page.wait_for_function(SW_CONTROLLED, timeout=180_000)
    page.close()
    page = context.new_page()
    ready = _load(page, url)
    worker = _worker_ready(page)
    context.close()
    return ready, worker


def main() -> None:
    parser = argparse.ArgumentParser(
        prog="python -m tools.bench_load", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--rounds", type=int, default=5, help="loads of each page, cold and warm")
    args = parser.parse_args()
    build.package()
    server = make_server()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    times: dict[tuple[str, str], list[float]] = {}
    worker: dict[str, list[float]] = {"cold": [], "warm": [], "sw": []}
    with sync_playwright() as p:
        browser = p.chromium.launch(**launch_args())
        for r in range(args.rounds):
            for name, path in PAGES.items():
                context = browser.new_context(service_workers="block")
                page = context.new_page()
                cold = _load(page, base + path)
                cold_worker = _worker_ready(page) if name == "app" else None
                warm = _load(page, None)
                warm_worker = _worker_ready(page) if name == "app" else None
                context.close()
                times.setdefault((name, "cold"), []).append(cold)
                times.setdefault((name, "warm"), []).append(warm)
                if cold_worker is not None:
                    worker["cold"].append(cold_worker)
                if warm_worker is not None:
                    worker["warm"].append(warm_worker)
                print(
                    f"round {r + 1}/{args.rounds} {name:4s}: cold {cold:5.2f} s, warm {warm:5.2f} s",
                    flush=True,
                )
            sw, sw_worker = _second_visit(browser, base + PAGES["app"])
            times.setdefault(("app", "sw"), []).append(sw)
            if sw_worker is not None:
                worker["sw"].append(sw_worker)
            print(f"round {r + 1}/{args.rounds} app : second visit from the SW cache {sw:5.2f} s")
        browser.close()
    server.shutdown()
    print()
    print(
        f"{'':6s}{'bare Pyodide (a)':>18s}{'our app (b)':>14s}{'ratio b/a':>11s}{'worker ready':>14s}"
    )
    for kind in ("cold", "warm"):
        a = statistics.median(times[("bare", kind)])
        b = statistics.median(times[("app", kind)])
        w = statistics.median(worker[kind]) if worker[kind] else float("nan")
        print(f"{kind:6s}{a:16.2f} s{b:12.2f} s{b / a:11.2f}{w:12.2f} s")
    # The second visit from the service worker's cache, against the bare page's warm reload.
    a = statistics.median(times[("bare", "warm")])
    b = statistics.median(times[("app", "sw")])
    w = statistics.median(worker["sw"]) if worker["sw"] else float("nan")
    print(f"{'sw':6s}{'':>18s}{b:12.2f} s{b / a:11.2f}{w:12.2f} s")
    print(f"\nmedians of {args.rounds} loads each; target ratio <= 1.2")
    print("sw: second visit (a new page) from the service worker cache; ratio against bare warm")


if __name__ == "__main__":
    main()
