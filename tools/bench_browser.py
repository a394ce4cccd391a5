"""``make bench`` (second half): the engine and the hard bot inside the browser's worker.

Runs :func:`durak.bench.run` in CPython and in the Pyodide "bots" worker of the real
page, in the same run, and prints both with the ratio (target: Pyodide no worse than
3x slower). Also the hard and expert bots' decision times, the endgame solver's times
(:mod:`durak.bots.endgame_bench`, at its default budget and at the expert's
:data:`~durak.bots.expert.ROOT_NODES`) and the practice tools' times (hint, the coach's first and
final figures: :func:`durak.bench.practice_times`) in both. Prints figures; asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import statistics

from playwright.sync_api import sync_playwright

from durak import bench
from durak.bots import endgame_bench
from durak.bots.expert import ROOT_NODES
from tools import build
from tools.browser import launch_args
from tools.devserver import serve_in_thread


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m tools.bench_browser")
    parser.add_argument("--seconds", type=float, default=1.0, help="per engine figure")
    parser.add_argument("--decisions", type=int, default=30, help="hard-bot decisions timed")
    parser.add_argument("--practice", type=int, default=20, help="hint and coach calls timed")
    args = parser.parse_args()
    build.package()
    server, origin = serve_in_thread()
    url = f"{origin}/index.html"
    with sync_playwright() as p:
        browser = p.chromium.launch(**launch_args())
        page = browser.new_page()
        page.goto(url)
        page.wait_for_function("() => document.body.dataset.worker === 'ready'", timeout=180_000)
        # Measure the browser first: the same machine, the same minute as CPython below.
        web = json.loads(page.evaluate(f"() => window.durakWorkerCall('bench', {args.seconds})"))
        web_bot = json.loads(
            page.evaluate(f"() => window.durakWorkerCall('bot_timing', 'hard', {args.decisions})")
        )
        web_expert = json.loads(
            page.evaluate(f"() => window.durakWorkerCall('bot_timing', 'expert', {args.decisions})")
        )
        web_expert4 = json.loads(
            page.evaluate(
                f"() => window.durakWorkerCall('bot_timing', 'expert', {args.decisions}, 4)"
            )
        )
        positions = endgame_bench.load()
        web_solver = json.loads(
            page.evaluate(
                "(p) => window.durakWorkerCall('solver_timing', p, 0)", json.dumps(positions)
            )
        )
        web_root = json.loads(
            page.evaluate(
                f"(p) => window.durakWorkerCall('solver_timing', p, {ROOT_NODES})",
                json.dumps(positions),
            )
        )
        web_practice = json.loads(
            page.evaluate(f"() => window.durakWorkerCall('practice_timing', {args.practice}, 0)")
        )
        browser.close()
    server.shutdown()
    native = bench.run(args.seconds)
    native_bot = bench.bot_decision_times("hard", args.decisions)
    native_expert = bench.bot_decision_times("expert", args.decisions)
    native_expert4 = bench.bot_decision_times("expert", args.decisions, players=4)
    native_solver = endgame_bench.timings(positions)
    native_root = endgame_bench.timings(positions, ROOT_NODES)
    native_practice = bench.practice_times(args.practice)
    print(bench.report(native))
    print()
    print(bench.report(web))
    print()
    print(f"{'random games/s':<16}{'CPython':>10}{'Pyodide':>10}{'slower by':>11}")
    for key, val in native.items():
        if isinstance(val, dict) and "games_per_s" in val:
            w = web[key]["games_per_s"]
            print(f"{key:<16}{val['games_per_s']:10.0f}{w:10.0f}{val['games_per_s'] / w:10.2f}x")
    print()
    print(f"hard bot, {args.decisions} decisions (s): mean / p95")
    print(f"  CPython          {statistics.mean(native_bot):.3f} / {bench.p95(native_bot):.3f}")
    print(f"  Pyodide worker   {statistics.mean(web_bot):.3f} / {bench.p95(web_bot):.3f}")
    print(f"expert bot, {args.decisions} decisions (s): mean / p95")
    print(
        f"  CPython          {statistics.mean(native_expert):.3f} / {bench.p95(native_expert):.3f}"
    )
    print(f"  Pyodide worker   {statistics.mean(web_expert):.3f} / {bench.p95(web_expert):.3f}")
    print(f"expert bot at a table of four, {args.decisions} decisions (s): mean / p95")
    print(
        f"  CPython          {statistics.mean(native_expert4):.3f} / {bench.p95(native_expert4):.3f}"
    )
    print(f"  Pyodide worker   {statistics.mean(web_expert4):.3f} / {bench.p95(web_expert4):.3f}")
    print()
    print(f"endgame solver, {len(positions)} positions from hard-vs-hard games, default budget")
    print(endgame_bench.HEADER)
    print(endgame_bench.report(native_solver, "CPython"))
    print(endgame_bench.report(web_solver, "Pyodide worker"))
    cp = statistics.median(r["ms"] for r in native_solver)
    wk = statistics.median(r["ms"] for r in web_solver)
    print(f"  worker / CPython (medians): {wk / cp:.2f}x")
    print(f"the same at the expert's solve of the real position ({ROOT_NODES:,} nodes)")
    print(endgame_bench.report(native_root, "CPython"))
    print(endgame_bench.report(web_root, "Pyodide worker"))
    print()
    print(f"practice tools, {args.practice} decisions (s): mean / p95")
    print(bench.practice_report(native_practice, "CPython"))
    print(bench.practice_report(web_practice, "Pyodide worker"))


if __name__ == "__main__":
    main()
