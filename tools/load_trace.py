"""Where a visit spends its time: Chromium traces of our page's visits, summarised.

``python -m tools.bench_load --trace DIR [--profiles desktop]`` records, per profile, a
trace of our page's first visit, of its first and fifth visits from the service worker,
and of the bare Pyodide page's first and fifth returning visits (``DIR/PROFILE-VISIT.json``),
each visitor a browser on a profile folder of its own as in the benchmark, then prints for
each: when the page was usable, how the runtime's wasm was compiled (streamed, or its
compiled code taken from the code cache: ``moduleCacheHit``), the long tasks of the main
thread and the workers with what filled them, and the page's own performance marks. ``python -m tools.load_trace DIR`` prints the summaries again.
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


def record(chromium, launch: dict, host, folder: Path, profiles: list) -> None:
    """Trace our page's visits (and the bare page's returning one) for each profile, each
    visitor a browser on a profile folder of its own as in the benchmark (an incognito-like
    context keeps no compiled code for files from the HTTP cache): traced through the
    DevTools protocol's Tracing domain, which records the whole browser."""
    from tools.bench_load import READY, SW_CONTROLLED, TIMEOUT_MS, VISITS, WORKER_READY, Bench

    folder.mkdir(parents=True, exist_ok=True)
    bench = Bench(host, marker="", chromium=chromium, launch=launch)
    for profile in profiles:

        def traced(context, page, url: str, name: str, worker: bool, profile=profile) -> None:
            path = folder / f"{profile.name}-{name}.json"
            cdp = context.new_cdp_session(page)
            done: dict = {}
            cdp.on("Tracing.tracingComplete", lambda event: done.update(event))
            cdp.send("Tracing.start", {"transferMode": "ReturnAsStream",
                                       "traceConfig": {"includedCategories": CATEGORIES}})  # fmt: skip
            page.goto(url, wait_until="commit")
            page.wait_for_function(READY, timeout=TIMEOUT_MS)
            if worker:
                page.wait_for_function(WORKER_READY, timeout=TIMEOUT_MS)
            ready = page.evaluate("() => [window.durakReadyAt, window.durakWorkerReadyAt]")
            page.wait_for_timeout(500)
            cdp.send("Tracing.end")
            while "stream" not in done:
                page.wait_for_timeout(100)
            chunks = []
            while True:
                part = cdp.send("IO.read", {"handle": done["stream"], "size": 1 << 22})
                chunks.append(part["data"])
                if part.get("eof"):
                    break
            cdp.send("IO.close", {"handle": done["stream"]})
            cdp.detach()
            path.write_text("".join(chunks))
            print(f"\n== {path.name}: usable at {ready[0]:.0f} ms"
                  + (f", worker ready at {ready[1]:.0f} ms" if worker else ""))  # fmt: skip
            print(summary(json.loads(path.read_text())), flush=True)

        def revisit(context, page, site: str, label: str, worker: bool, profile=profile) -> None:
            """Visits 1..VISITS in new pages of ``context``, tracing the first and last."""
            for n in range(1, VISITS + 1):
                page.close()
                page = bench.new_page(context, profile)
                if n in (1, VISITS):
                    traced(context, page, bench.url(site), f"{label}{n}", worker=worker)
                else:
                    bench.load(page, bench.url(site), worker=worker)
            context.close()

        context = bench.new_context(profile, service_workers=True)
        page = bench.new_page(context, profile)
        traced(context, page, bench.url("app"), "app-first", worker=True)
        page.wait_for_function(SW_CONTROLLED, timeout=TIMEOUT_MS, polling=250)
        revisit(context, page, "app", "app-sw", worker=True)
        context = bench.new_context(profile, service_workers=False)
        page = bench.new_page(context, profile)
        bench.load(page, bench.url("bare"), worker=False)
        revisit(context, page, "bare", "bare-http", worker=False)


NAVIGATION_MARKS = {"navigationStart", "fetchStart", "responseEnd", "domLoading", "domInteractive",
                    "domContentLoadedEventStart", "domContentLoadedEventEnd", "domComplete",
                    "loadEventStart", "loadEventEnd", "unloadEventStart", "unloadEventEnd",
                    "commitNavigationEnd", "requestStart", "redirectStart"}  # fmt: skip
# Wasm compilation work worth adding up: lazy (first call) and baseline compilation, the
# optimising tier-up, and taking compiled code from the code cache.
COMPILE_KINDS = ("wasm.CompileLazy", "wasm.CompileBaseline", "wasm.TopTierCompilation",
                 "wasm.BaselineCompilation", "wasm.Deserialize", "wasm.SerializeModule",
                 "wasm.SyncCompile")  # fmt: skip
GENERIC = {
    "RunTask",
    "RunMicrotasks",
    "v8.callFunction",
    "FunctionCall",
    "ThreadControllerImpl::RunTask",
}


def _threads(events: list[dict]) -> dict[tuple[int, int], str]:
    names = {}
    for e in events:
        if e.get("ph") == "M" and e.get("name") == "thread_name":
            names[(e["pid"], e["tid"])] = e["args"]["name"]
    return names


def _page(events: list[dict]) -> tuple[int, float]:
    """The page's renderer process and its navigation start (the first one with a URL)."""
    for e in sorted(events, key=lambda e: e.get("ts", 0)):
        data = (e.get("args") or {}).get("data")
        url = data.get("documentLoaderURL", "") if isinstance(data, dict) else ""
        if e.get("name") == "navigationStart" and url.startswith("http"):
            return e["pid"], e["ts"]
    raise ValueError("no navigation in this trace")


def summary(trace: dict | list, long_task_ms: float = 150) -> str:
    """The trace's story in a few lines (see the module's docstring): times in ms from the
    navigation's start."""
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    threads = _threads(events)
    pid, t0 = _page(events)
    mine = [e for e in events if e.get("pid") == pid]

    def at(e: dict) -> str:
        return f"{(e['ts'] - t0) / 1000:6.0f}"

    lines = []
    for e in sorted(mine, key=lambda e: e["ts"]):
        if e.get("name") in WASM_EVENTS:
            args = {k: v for k, v in (e.get("args") or {}).items() if k != "url"}
            lines.append(f"{at(e)} {e['name']} ({threads.get((pid, e['tid']), '?')}) {args or ''}")
    marks = [
        e
        for e in mine
        if "blink.user_timing" in e.get("cat", "") and e["name"] not in NAVIGATION_MARKS
    ]
    for e in sorted(marks, key=lambda e: e["ts"]):
        lines.append(f"{at(e)} mark {e['name']}")
    work: dict[tuple[str, str], list[float]] = defaultdict(lambda: [0.0, 0])
    for e in mine:
        if e.get("ph") == "X" and e.get("name") in COMPILE_KINDS:
            slot = work[(threads.get((pid, e["tid"]), "?"), e["name"])]
            slot[0] += e.get("dur", 0) / 1000
            slot[1] += 1
    for (where, name), (ms, n) in sorted(work.items(), key=lambda kv: -kv[1][0]):
        lines.append(f"   compile: {name} on {where}: {ms:.0f} ms ({n}×)")
    for (p, tid), where in sorted(threads.items()):
        if p != pid or where not in ("CrRendererMain", "DedicatedWorker thread"):
            continue
        on = [e for e in mine if e.get("tid") == tid and e.get("ph") == "X"]
        for task in sorted(on, key=lambda e: e["ts"]):
            if task["name"] != "RunTask" or task.get("dur", 0) < long_task_ms * 1000:
                continue
            inside = Counter()
            end = task["ts"] + task["dur"]
            for e in on:
                if e is not task and e["name"] not in GENERIC and task["ts"] <= e["ts"] < end:
                    inside[e["name"]] += e.get("dur", 0) / 1000
            top = ", ".join(f"{k} {v:.0f}" for k, v in inside.most_common(4))
            lines.append(f"{at(task)} {where}: task of {task['dur'] / 1000:.0f} ms ({top})")
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
