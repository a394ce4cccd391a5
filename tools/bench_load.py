"""``make bench-load``: how fast the built site starts, against a bare Pyodide page.

Builds the site (``make site`` → ``_site/``) and serves it with a plain static host that
gzips as hosts do (tools/static_host.py), beside a bare page that boots the stock Pyodide
runtime (``/bare/``: tools/bench_bare.html on static/vendor/pyodide, the full standard
library) and runs ``1+1``. Every figure is the time until the page is usable, from the
navigation's start: our table interactive (``window.durakReadyAt``), the bare page's
``1+1`` done. Both pages are loaded alternately, in the same run; each visitor is a
browser on a profile folder of its own, as a player's (see ``Bench``).

Rows (each a median over the rounds with its range, and the ratio app / bare):

- ``first``: a first visit (a new profile, empty caches, service worker blocked);
- ``reload``: that page reloaded;
- ``2nd http``: the next visit in a new page of that profile (the HTTP cache only);
- ``sw 1st`` / ``sw 5th``: the first and fifth visits in new pages once the service worker
  has installed (another new profile, which allows it); the bare page has no service worker: its
  figures are its 1st and 5th visits from the HTTP cache;
- ``bytes``: what the first visit downloaded until both interpreters ran (the bots worker
  too), and ``sw install``: what the service worker's install then downloaded.

Both profiles: ``desktop`` (1280×800) and ``phone`` (390×844, the CPU throttled 4× and the
network shaped to a fast 4G link, 9 Mbit/s down, 1.5 up, 60 ms, by Chromium's DevTools
protocol). ``memory``: the resident memory of Chromium's renderer processes (``/proc``, as
``ps`` shows it, all of them, Chromium's spare one included) with only one page open, after
its first visit, our page with both interpreters (main thread and bots worker) running.
(Not after the fifth visit from the service worker: there the new page reuses the
worker's process, which still holds the earlier pages' garbage.)

``--ablation`` adds a third page: our site with Pyodide's own standard library and lock
file (what the trimming gains, measured in the same run). ``--trace DIR`` instead records
Chromium traces of the visits (tools/load_trace.py). A benchmark, not a test: it prints
figures and asserts nothing.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import tempfile
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

from playwright.sync_api import BrowserContext, Page, sync_playwright

from tools import build, sw_manifest
from tools.browser import launch_args
from tools.static_host import StaticHost

ROOT = build.ROOT
SITE = ROOT / "_site"
BARE_MOUNT = "/bare/"  # tools/bench_bare.html and the stock runtime it imports
STOCK_MOUNT = "/stock/"  # --ablation: our site with the stock runtime files (stock_site)
READY = "() => typeof window.durakReadyAt === 'number'"
WORKER_READY = "() => typeof window.durakWorkerReadyAt === 'number'"
# The service worker controls the page once it is activated, its precache complete.
SW_CONTROLLED = "() => navigator.serviceWorker.controller?.state === 'activated'"
TIMEOUT_MS = 300_000
VISITS = 5  # returning visits from the service worker (the bare page: the HTTP cache)


@dataclass(frozen=True)
class Profile:
    """How a visit is made: the window, and the DevTools protocol's throttling."""

    name: str
    viewport: tuple[int, int]
    cpu_rate: float = 1.0
    network: dict | None = None  # Network.emulateNetworkConditions parameters


PROFILES = {
    "desktop": Profile("desktop", (1280, 800)),
    "phone": Profile(
        "phone",
        (390, 844),
        cpu_rate=4.0,
        network={
            "offline": False,
            "latency": 60,
            "downloadThroughput": 9_000_000 / 8,
            "uploadThroughput": 1_500_000 / 8,
        },
    ),
}


class Bench:
    """One host; the pages' timings gathered per (profile, page, row).

    Each visitor is a browser of its own on a new profile folder (a persistent context), as
    a player's browser is: an incognito-like context keeps no compiled-code cache for files
    from the HTTP cache, so a returning visit there would compile the runtime again.
    """

    def __init__(self, host: StaticHost, marker: str, chromium, launch: dict) -> None:
        self.chromium = chromium
        self.launch = launch
        self.host = host
        self.marker = marker
        self.times: dict[tuple[str, str, str], list[float]] = {}
        self.memory: dict[tuple[str, str], list[float]] = {}

    def url(self, page_name: str) -> str:
        return self.host.url + {"bare": BARE_MOUNT + "bench_bare.html", "stock": STOCK_MOUNT}.get(
            page_name, "/"
        )

    def record(self, profile: str, page_name: str, row: str, value: float) -> None:
        self.times.setdefault((profile, page_name, row), []).append(value)

    def new_context(self, profile: Profile, service_workers: bool) -> BrowserContext:
        w, h = profile.viewport
        options = {
            "viewport": {"width": w, "height": h},
            "service_workers": "allow" if service_workers else "block",
        }
        folder = tempfile.mkdtemp(prefix="durak-bench-")
        context = self.chromium.launch_persistent_context(folder, **self.launch, **options)
        context.on("close", lambda _: shutil.rmtree(folder, ignore_errors=True))
        return context

    def new_page(self, context: BrowserContext, profile: Profile) -> Page:
        blank = [p for p in context.pages if p.url == "about:blank"]
        page = context.new_page()
        for other in blank:  # the window a persistent context opens with
            other.close()
        if profile.cpu_rate != 1.0 or profile.network:
            cdp = context.new_cdp_session(page)
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": profile.cpu_rate})
            if profile.network:
                cdp.send("Network.enable")
                cdp.send("Network.emulateNetworkConditions", profile.network)
            page._durak_cdp = cdp  # type: ignore[attr-defined]  (kept alive with the page)
        return page

    def load(self, page: Page, url: str | None, worker: bool) -> float:
        """Navigate (or reload when ``url`` is None); seconds until the page was usable.
        With ``worker``, also wait for the bots worker, so that the next visit starts from
        a page that had finished booting."""
        if url is None:
            page.reload(wait_until="commit")
        else:
            page.goto(url, wait_until="commit")
        page.wait_for_function(READY, timeout=TIMEOUT_MS)
        if worker:
            page.wait_for_function(WORKER_READY, timeout=TIMEOUT_MS)
        return page.evaluate("() => window.durakReadyAt") / 1000

    def http_visits(self, profile: Profile, page_name: str) -> None:
        """First visit, reload and the new-page visits, service worker blocked."""
        app = page_name != "bare"
        context = self.new_context(profile, service_workers=False)
        page = self.new_page(context, profile)
        before = self.host.bytes_sent
        first = self.load(page, self.url(page_name), worker=app)
        self.record(profile.name, page_name, "bytes", (self.host.bytes_sent - before) / 2**20)
        self.record(profile.name, page_name, "first", first)
        self.measure_memory(profile.name, page_name)
        self.record(profile.name, page_name, "reload", self.load(page, None, worker=app))
        visits = 1 if app else VISITS
        for n in range(1, visits + 1):
            page.close()
            page = self.new_page(context, profile)
            t = self.load(page, self.url(page_name), worker=app)
            if n == 1:
                self.record(profile.name, page_name, "2nd http", t)
            if not app and n in (1, VISITS):
                self.record(profile.name, page_name, f"sw {'1st' if n == 1 else '5th'}", t)
        context.close()

    def sw_visits(self, profile: Profile, page_name: str = "app") -> None:
        """Our page: a first visit installs the service worker, then new pages from it."""
        context = self.new_context(profile, service_workers=True)
        page = self.new_page(context, profile)
        before = self.host.bytes_sent
        self.load(page, self.url(page_name), worker=True)
        page.wait_for_function(SW_CONTROLLED, timeout=TIMEOUT_MS, polling=250)
        after_first = self.host.bytes_sent
        for n in range(1, VISITS + 1):
            page.close()
            page = self.new_page(context, profile)
            t = self.load(page, self.url(page_name), worker=True)
            if n in (1, VISITS):
                self.record(profile.name, page_name, f"sw {'1st' if n == 1 else '5th'}", t)
        # The install's downloads: everything the host sent for this context but the
        # first visit's own (the same files, measured in http_visits).
        first_visit = self.times[(profile.name, page_name, "bytes")][-1] * 2**20
        install = (after_first - before - first_visit) / 2**20
        self.record(profile.name, page_name, "sw install", install)
        context.close()

    def measure_memory(self, profile: str, page_name: str) -> None:
        time.sleep(1.0)  # let the last allocations settle
        rss = renderer_rss_mib(self.marker)
        if rss:
            self.memory.setdefault((profile, page_name), []).append(sum(rss))


def _processes() -> dict[int, tuple[int, str]]:
    """``{pid: (ppid, command line)}`` of the machine's processes."""
    out = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        out[int(entry.name)] = (ppid, cmdline)
    return out


def renderer_rss_mib(marker: str) -> list[float]:
    """Resident memory (MiB) of each renderer process of the browser launched with
    ``marker`` among its arguments (the benchmark's own, not another engineer's)."""
    procs = _processes()
    roots = {pid for pid, (_, cmd) in procs.items() if marker in cmd and "--type=" not in cmd}
    out = []
    for pid, (ppid, cmd) in procs.items():
        if "--type=renderer" not in cmd:
            continue
        seen, up = set(), ppid
        while up not in roots and up in procs and up not in seen and up > 1:
            seen.add(up)
            up = procs[up][0]
        if up in roots:
            try:
                status = Path(f"/proc/{pid}/status").read_text()
            except OSError:
                continue
            for line in status.splitlines():
                if line.startswith("VmRSS:"):
                    out.append(int(line.split()[1]) / 1024)
    return out


def _fmt(values: list[float], unit: str) -> str:
    if not values:
        return "—"
    med = statistics.median(values)
    if unit == "s":
        return f"{med:5.2f} ({min(values):.2f}–{max(values):.2f})"
    return f"{med:6.1f} ({min(values):.1f}–{max(values):.1f})"


ROWS = (
    ("first", "s", "first visit (new context)"),
    ("reload", "s", "reload"),
    ("2nd http", "s", "2nd visit, new page, HTTP cache only"),
    ("sw 1st", "s", "1st visit from the service worker*"),
    ("sw 5th", "s", "5th visit from the service worker*"),
    ("bytes", "MiB", "first visit downloaded (MiB)"),
    ("sw install", "MiB", "service worker install downloaded (MiB)"),
)


def _values(bench: Bench, profile: str, page: str, key: str) -> list[float]:
    if key == "memory":
        return bench.memory.get((profile, page), [])
    return bench.times.get((profile, page, key), [])


def _ratio(b: list[float], a: list[float]) -> str:
    return f"{statistics.median(b) / statistics.median(a):7.2f}" if a and b else f"{'':7s}"


def report(bench: Bench, profiles: list[str], rounds: int) -> str:
    """The table: per profile, each row for the bare page, our app and (with --ablation)
    our app on the stock runtime files, with the ratios to the bare page."""
    stock = any(key[1] == "stock" for key in bench.times)
    lines = []
    for profile in profiles:
        lines.append(f"\n{profile} ({_describe(PROFILES[profile])}), {rounds} rounds:")
        head = f"{'':42s}{'bare Pyodide (a)':>22s}{'our app (b)':>22s}{'b/a':>7s}"
        if stock:
            head += f"{'app, stock stdlib (c)':>24s}{'c/a':>7s}"
        lines.append(head)
        rows = [*ROWS, ("memory", "MiB", "renderers' resident memory (MiB)")]
        for key, unit, label in rows:
            a, b = _values(bench, profile, "bare", key), _values(bench, profile, "app", key)
            line = f"{label:42s}{_fmt(a, unit):>22s}{_fmt(b, unit):>22s}{_ratio(b, a)}"
            if stock:
                c = _values(bench, profile, "stock", key)
                line += f"{_fmt(c, unit):>24s}{_ratio(c, a)}"
            lines.append(line)
        for page in ("app", "stock") if stock else ("app",):
            first = bench.times.get((profile, page, "first"), [])
            parts = [f"{key} / first = {_ratio(bench.times.get((profile, page, key), []), first).strip()}"
                     for key in ("sw 1st", "sw 5th")]  # fmt: skip
            lines.append(
                f"  {'our app' if page == 'app' else 'app, stock stdlib'}: " + "; ".join(parts)
            )
    lines.append(
        "\nseconds until usable (our table interactive / the bare page's 1+1), median (range)"
        "\n* the bare page has no service worker: its 1st and 5th visits from the HTTP cache"
        "\nbare Pyodide: the stock runtime (full standard library); our app: the built _site/"
    )
    if stock:
        lines.append("app, stock stdlib: _site/ with Pyodide's own python_stdlib.zip and lock file")
    return "\n".join(lines)


def _describe(profile: Profile) -> str:
    w, h = profile.viewport
    text = f"{w}×{h}"
    if profile.cpu_rate != 1.0:
        text += f", CPU {profile.cpu_rate:g}× slower"
    if profile.network:
        n = profile.network
        text += (f", {n['downloadThroughput'] * 8 / 1e6:g}/{n['uploadThroughput'] * 8 / 1e6:g}"
                 f" Mbit/s, {n['latency']} ms")  # fmt: skip
    return text


def make_host(site: Path, ablation: bool = False) -> StaticHost:
    """The built site at ``/``; the bare page and the stock runtime under ``/bare/``; with
    ``ablation``, under ``/stock/`` a copy of the site with the stock runtime files."""
    mounts = {BARE_MOUNT + "pyodide/": build.VENDOR / "pyodide", BARE_MOUNT: ROOT / "tools"}
    if ablation:
        mounts[STOCK_MOUNT] = stock_site(site)
    return StaticHost(site, mounts=mounts)


def stock_site(site: Path) -> Path:
    """``build/site-stock/``: the built site with Pyodide's own standard library and lock
    file (``build/`` is the ignored scratch folder)."""
    out = ROOT / "build" / "site-stock"
    shutil.rmtree(out, ignore_errors=True)
    shutil.copytree(site, out)
    for name in ("python_stdlib.zip", "pyodide-lock.json"):
        target = out / "static" / "vendor" / "pyodide" / name
        shutil.copyfile(build.VENDOR / "pyodide" / name, target)
        target.with_name(name + ".gz").unlink(missing_ok=True)
    sw_manifest.write_sw(out)
    (out / "sw.js.gz").unlink(missing_ok=True)
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m tools.bench_load", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--rounds", type=int, default=3, help="visits of each kind per page")
    parser.add_argument(
        "--profiles", default="desktop,phone", help="comma-separated: desktop, phone"
    )
    parser.add_argument("--no-build", action="store_true", help="use _site/ as it is")
    parser.add_argument("--trace", type=Path, help="record traces into this folder instead")
    parser.add_argument(
        "--ablation",
        action="store_true",
        help="also our site with the stock standard library and lock file (what trimming gains)",
    )
    args = parser.parse_args(argv)
    profiles = [name.strip() for name in args.profiles.split(",") if name.strip()]
    if not args.no_build:
        build.site(SITE)
    host = make_host(SITE, ablation=args.ablation)
    host.compress_all()  # no page pays for the host's first gzip of a file
    host.serve_in_thread()
    marker = f"--durak-bench={uuid.uuid4().hex}"
    launch = launch_args()
    launch["args"] = [*launch["args"], marker]
    bench = None
    with sync_playwright() as p:
        if args.trace:
            from tools import load_trace

            load_trace.record(p.chromium, launch, host, args.trace, [PROFILES[n] for n in profiles])
        else:
            bench = Bench(host, marker, chromium=p.chromium, launch=launch)
            for r in range(args.rounds):
                for name in profiles:
                    profile = PROFILES[name]
                    started = time.monotonic()
                    bench.http_visits(profile, "bare")
                    bench.http_visits(profile, "app")
                    bench.sw_visits(profile)
                    if args.ablation:
                        bench.http_visits(profile, "stock")
                        bench.sw_visits(profile, "stock")
                    print(f"round {r + 1}/{args.rounds} {name}: {time.monotonic() - started:.0f} s",
                          flush=True)  # fmt: skip
                if r + 1 < args.rounds:  # the table so far: a long run stopped early still says
                    print(report(bench, profiles, r + 1), flush=True)
    host.shutdown()
    if bench is not None:
        print(report(bench, profiles, args.rounds))


if __name__ == "__main__":
    main()
