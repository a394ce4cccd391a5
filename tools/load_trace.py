"""Where a visit spends its time: Chromium traces of our page's visits, summarised.

``python -m tools.bench_load --trace DIR [--profiles desktop]`` records, per profile, a
trace of our page's first visit, of its first and fifth visits from the service worker,
and of the bare Pyodide page's second visit (``DIR/PROFILE-VISIT.json``), then prints for
each: how the runtime's wasm was compiled (streamed, or its compiled code taken from the
code cache), the main thread's and the workers' busy time by kind, and the page's own
performance marks. ``python -m tools.load_trace DIR`` prints the summaries again.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter, defaultdict
from pathlib import Path

CATEGORIES = [
    "devtools.timeline",
    "disabled-by-default-devtools.timeline",
    "v8",
    "v8.wasm",
    "disabled-by-default-v8.wasm.detailed",
    "v8.execute",
    "blink.user_timing",
    "loading",
    "ServiceWorker",
]
# Trace events that say how V8 got the wasm module's code.
WASM_EVENTS = (
    "v8.wasm.streamFromResponseCallback",
    "v8.wasm.compiledModule",
    "v8.wasm.cachedModule",
    "v8.wasm.moduleCacheHit",
    "v8.wasm.compileModuleStreaming",
    "v8.wasm.startStreamingCompilation",
    "wasm.CompileFromCache",
    "wasm.SerializeModule",
    "v8.wasm.deserializeModule",
)


def record(browser, host, folder: Path, profiles: list) -> None:
    """Trace our page's visits (and the bare page's returning one) for each profile."""
    from tools.bench_load import READY, SW_CONTROLLED, TIMEOUT_MS, VISITS, WORKER_READY, Bench

    folder.mkdir(parents=True, exist_ok=True)
    bench = Bench(browser, host, marker="")
    for profile in profiles:

        def traced(page, url: str, name: str, worker: bool, profile=profile) -> None:
            path = folder / f"{profile.name}-{name}.json"
            browser.start_tracing(page=page, path=str(path), categories=CATEGORIES)
            page.goto(url, wait_until="commit")
            page.wait_for_function(READY, timeout=TIMEOUT_MS)
            if worker:
                page.wait_for_function(WORKER_READY, timeout=TIMEOUT_MS)
            page.wait_for_timeout(500)
            browser.stop_tracing()
            print(f"\n== {path.name}")
            print(summary(json.loads(path.read_text())))

        context = bench.new_context(profile, service_workers=True)
        page = bench.new_page(context, profile)
        traced(page, bench.url("app"), "app-first", worker=True)
        page.wait_for_function(SW_CONTROLLED, timeout=TIMEOUT_MS, polling=250)
        for n in range(1, VISITS + 1):
            page.close()
            page = bench.new_page(context, profile)
            if n in (1, VISITS):
                traced(page, bench.url("app"), f"app-sw{n}", worker=True)
            else:
                bench.load(page, bench.url("app"), worker=True)
        context.close()
        context = bench.new_context(profile, service_workers=False)
        page = bench.new_page(context, profile)
        bench.load(page, bench.url("bare"), worker=False)
        for n in range(1, VISITS + 1):
            page.close()
            page = bench.new_page(context, profile)
            if n in (1, VISITS):
                traced(page, bench.url("bare"), f"bare-http{n}", worker=False)
            else:
                bench.load(page, bench.url("bare"), worker=False)
        context.close()


def _threads(events: list[dict]) -> dict[tuple[int, int], str]:
    names = {}
    for e in events:
        if e.get("ph") == "M" and e.get("name") == "thread_name":
            names[(e["pid"], e["tid"])] = e["args"]["name"]
    return names


def summary(trace: dict | list, top: int = 8) -> str:
    """The trace's story in a few lines (see the module's docstring)."""
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    threads = _threads(events)
    nav = [e for e in events if e.get("name") in ("navigationStart", "NavigationBodyLoader")]
    t0 = min((e["ts"] for e in nav), default=min(e["ts"] for e in events if e.get("ts")))
    lines = []
    wasm = [
        e for e in events if e.get("name") in WASM_EVENTS or "wasm" in e.get("name", "").lower()
    ]
    counts = Counter(e["name"] for e in wasm if e.get("ph") in ("X", "B", "I", "i", "n", "b"))
    lines.append("wasm events: " + ", ".join(f"{k} ×{v}" for k, v in counts.most_common(12)))
    for e in wasm:
        if e.get("name") in WASM_EVENTS:
            where = threads.get((e["pid"], e["tid"]), "?")
            dur = e.get("dur", 0) / 1000
            args = {k: v for k, v in (e.get("args") or {}).items() if k != "data"}
            data = (e.get("args") or {}).get("data") or {}
            lines.append(f"  {(e['ts'] - t0) / 1000:8.0f} ms {e['name']} on {where} "
                         f"{dur:.0f} ms {args or ''} {data or ''}".rstrip())  # fmt: skip
    busy: dict[str, Counter] = defaultdict(Counter)
    for e in events:
        if e.get("ph") != "X" or "dur" not in e:
            continue
        where = threads.get((e["pid"], e["tid"]), "?")
        if where in ("CrRendererMain", "DedicatedWorker thread") or "Worker" in where:
            busy[where][e["name"]] += e["dur"] / 1000
    for where, names in busy.items():
        top_items = ", ".join(f"{k} {v:.0f}" for k, v in names.most_common(top))
        lines.append(f"{where}: {top_items} (ms, nested events overlap)")
    marks = sorted(
        (e["ts"], e["name"])
        for e in events
        if "blink.user_timing" in e.get("cat", "") and e.get("ph") in ("R", "I", "i", "n", "b")
    )
    if marks:
        lines.append("marks: " + ", ".join(f"{n} {(ts - t0) / 1000:.0f}" for ts, n in marks[:20]))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m tools.load_trace", description=__doc__.split("\n")[0]
    )
    parser.add_argument("folder", type=Path)
    args = parser.parse_args(argv)
    for path in sorted(args.folder.glob("*.json")):
        print(f"\n== {path.name}")
        print(summary(json.loads(path.read_text())))


if __name__ == "__main__":
    main()
