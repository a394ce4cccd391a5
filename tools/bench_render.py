"""``make bench``: the browser's CPU per move while it draws a game, the site against a
baseline in the same run.

Each card of the table is a compositor layer of its own (``will-change: transform`` on
``.card`` in ``static/css/app.css``), so a move only slides it instead of repainting it
and the cards around it. This plays 2-player throw-in games at Extra Fast through the real
page (the test player of ``tests/browser/player.py``, fixed seeds), alternating two
variants, each game in a fresh browser context. Game i of each variant plays the same deal:
the page opens on a share link for deal ``DEAL_SEED + i`` against medium (as
``open_deal`` of ``tests/browser/test_table.py`` does) and "Play this deal" is pressed; the
link carries the rules but not the speed, so Extra Fast is written into the stored
settings first (an init script, as the page stores them). Your moves use fixed seeds too,
but the bots answer in real time, so two games of one deal may still differ a little (a
move count apart):

- ``site``: the page as shipped;
- ``baseline``: the same page with ``.card:not(svg) { will-change: auto !important; }``
  injected (cards painted into their container's layer, as before).

The CPU time is read from ``/proc/<pid>/task/<tid>/stat`` (user + system) of the
Chromium processes this benchmark launched (the browser process and its descendants),
from the press of "Play this deal" to the game's end (not the boot), and split into the renderer's
main thread, the renderer's other threads (raster, compositor, the bots' worker), the GPU
process and the rest (browser process, network service...). Playwright's driver and this
Python process are shown apart and not counted; Chromium's crash handlers, adopted by
init, are not found. The machines are noisy: the figure that matters is the ratio site /
baseline of CPU per move within one run. Prints figures; asserts nothing.

Linux only (it reads ``/proc``).
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from playwright.sync_api import sync_playwright

from durak.settings import Settings
from durak.share import encode_link
from durak.storage import DictStore, save_settings
from tests.browser.conftest import wait_worker
from tests.browser.player import Player
from tests.browser.test_table import RECORDER_JS, open_table
from tools import build
from tools.browser import launch_args
from tools.devserver import serve_in_thread

BASELINE_CSS = ".card:not(svg) { will-change: auto !important; }"
BASELINE_JS = (
    "document.addEventListener('DOMContentLoaded', () => {"
    " const style = document.createElement('style');"
    f" style.textContent = {BASELINE_CSS!r}; document.head.appendChild(style); }});"
)
VARIANTS = ("site", "baseline")
PARTS = ("renderer main", "renderer other", "gpu", "other")
VIEWPORT = {"width": 1366, "height": 768}
PLAYER_SEED = 1000  # game i (of each variant) is played with seed PLAYER_SEED + i
DEAL_SEED = 1000  # ... on the deal DEAL_SEED + i
SETTINGS = Settings(players=2, mode="throw-in", speed="extra-fast", hints=True)


def _settings_js(settings: Settings) -> str:
    """An init script that stores ``settings`` as the page does (``durak/storage.py``)."""
    store = DictStore()
    save_settings(store, settings)
    return "".join(
        f"localStorage.setItem({json.dumps(k)}, {json.dumps(v)});" for k, v in store.data.items()
    )


PROC = Path("/proc")
HZ = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


# --------------------------------------------------------------------------- /proc


def _stat_fields(path: Path) -> tuple[str, list[str]]:
    """The name (comm) and the fields after it of a ``stat`` file."""
    text = path.read_text()
    name = text[text.index("(") + 1 : text.rindex(")")]
    return name, text[text.rindex(")") + 2 :].split()


def _cpu(fields: list[str]) -> float:
    """utime + stime, in seconds (fields 14 and 15 of proc(5), here 11 and 12)."""
    return (int(fields[11]) + int(fields[12])) / HZ


def _processes() -> dict[int, tuple[int, list[str]]]:
    """Every process: pid -> (ppid, command line)."""
    out = {}
    for d in PROC.glob("[0-9]*"):
        try:
            _, fields = _stat_fields(d / "stat")
            cmd = (d / "cmdline").read_bytes().decode(errors="replace").split("\0")
        except (OSError, ValueError):
            continue  # gone meanwhile
        out[int(d.name)] = (int(fields[1]), cmd)
    return out


def _descendants(procs: dict[int, tuple[int, list[str]]], root: int) -> set[int]:
    children = collections.defaultdict(list)
    for pid, (ppid, _) in procs.items():
        children[ppid].append(pid)
    found, todo = set(), [root]
    while todo:
        pid = todo.pop()
        for child in children[pid]:
            if child not in found:
                found.add(child)
                todo.append(child)
    return found


def _is_chromium(cmd: list[str]) -> bool:
    return "chrom" in os.path.basename(cmd[0]).lower() or "headless_shell" in cmd[0]


def _part(cmd: list[str]) -> str:
    # Chromium rewrites its command line into one string: split it on spaces too.
    args = " ".join(cmd).split()
    kind = next((a.split("=", 1)[1] for a in args if a.startswith("--type=")), "")
    return {"renderer": "renderer", "gpu-process": "gpu"}.get(kind, "other")


def snapshot() -> collections.Counter:
    """CPU seconds so far: the launched Chromium's by part (see ``PARTS``), and the
    harness's (Playwright's driver and this process) under ``"harness"``.

    Chromium's processes are this process's descendants whose command is Chromium (the
    browser process is a child of Playwright's driver, a child of this process); a
    process's own ``stat`` also counts its threads that have ended."""
    me = os.getpid()
    procs = _processes()
    out = collections.Counter()
    for pid in _descendants(procs, me) | {me}:
        cmd = procs[pid][1]
        try:
            _, fields = _stat_fields(PROC / str(pid) / "stat")
            total = _cpu(fields)
            if pid == me or not _is_chromium(cmd):
                out["harness"] += total
                continue
            part = _part(cmd)
            if part == "renderer":
                _, main = _stat_fields(PROC / str(pid) / "task" / str(pid) / "stat")
                out["renderer main"] += _cpu(main)
                out["renderer other"] += total - _cpu(main)
            else:
                out[part] += total
        except (OSError, ValueError):
            continue  # ended meanwhile
    return out


# --------------------------------------------------------------------------- games


@dataclass
class Tally:
    games: int = 0
    your_moves: int = 0
    moves: int = 0
    wall: float = 0.0
    cpu: collections.Counter = field(default_factory=collections.Counter)
    will_change: set = field(default_factory=set)
    problems: list = field(default_factory=list)
    speeds: set = field(default_factory=set)
    game_moves: list = field(default_factory=list)

    def total(self) -> float:
        return sum(self.cpu[p] for p in PARTS)

    def per_move_ms(self, part: str | None = None) -> float:
        cpu = self.total() if part is None else self.cpu[part]
        return 1000 * cpu / self.moves if self.moves else float("nan")


def play_one(browser, url: str, variant: str, seed: int, deal: int, tally: Tally) -> None:
    """One game of deal ``deal`` in a fresh context; its CPU from the press of "Play this
    deal" to the end added to ``tally``."""
    scripts = (RECORDER_JS, _settings_js(SETTINGS))
    if variant == "baseline":
        scripts += (BASELINE_JS,)
    link = encode_link(SETTINGS.rules(), deal, SETTINGS.bot_levels)
    context, page, watch = open_table(
        browser, url, scripts=scripts, viewport=VIEWPORT, path="/index.html#" + link
    )
    wait_worker(page)
    speed = page.evaluate("() => JSON.parse(localStorage.getItem('durak.settings')).speed")
    assert speed == SETTINGS.speed, f"the stored speed is {speed!r}"
    play = page.get_by_role("button", name="Play this deal")
    play.wait_for()
    time.sleep(1.0)  # let the boot's last work settle before the count starts
    before, t0 = snapshot(), time.monotonic()
    play.click()
    page.wait_for_function(
        "(s) => JSON.parse(window.durakGameState()).seed === s", arg=deal, polling=50
    )
    player = Player(page, seed=seed)
    # Once some cards are dealt: the style the variant gives them (a check of the setup), on
    # a card out of the stock and the discard pile (whose cards have no layer of their own).
    tally.will_change.add(
        page.evaluate(
            "() => { const c = [...document.querySelectorAll('.card:not(svg)')]"
            ".find((e) => !e.closest('.stock, .discard'));"
            " return c ? getComputedStyle(c).willChange : '(no card)'; }"
        )
    )
    st = player.play_to_end()
    after, t1 = snapshot(), time.monotonic()
    assert st["is_over"], "the game did not end"
    tally.games += 1
    tally.your_moves += len(player.history)
    tally.moves += st["moves"]  # the game's move count: every seat's moves since the deal
    tally.game_moves.append(st["moves"])
    tally.wall += t1 - t0
    for key in set(before) | set(after):
        tally.cpu[key] += after[key] - before[key]
    tally.problems += watch.problems(page)
    # The speed in effect (the page may store the settings again when the deal starts).
    speed = page.evaluate("() => JSON.parse(localStorage.getItem('durak.settings')).speed")
    tally.speeds.add(speed)
    context.close()
    print(
        f"  {variant:8} game {tally.games} (deal {deal}): {st['moves']:3d} moves ({len(player.history)} yours)"
        f", wall {t1 - t0:5.1f} s, CPU {sum(after[p] - before[p] for p in PARTS):5.2f} s",
        flush=True,
    )


def report(tallies: dict[str, Tally]) -> str:
    head = f"{'variant':9} {'games':>5} {'yours':>5} {'moves':>5} {'wall s':>7} {'CPU s':>7}"
    head += (
        f" {'ms/move':>8} {'ms/yours':>8}  "
        + "  ".join(f"{p:>14}" for p in PARTS)
        + f"  {'harness s':>9}"
    )
    lines = [
        "CPU per move of the game (ms/move; the parts too) and per move of yours (ms/yours):",
        head,
    ]
    for name, t in tallies.items():
        parts = "  ".join(f"{t.per_move_ms(p):14.1f}" for p in PARTS)
        lines.append(
            f"{name:9} {t.games:5d} {t.your_moves:5d} {t.moves:5d} {t.wall:7.1f} {t.total():7.2f}"
            f" {t.per_move_ms():8.1f} {1000 * t.total() / max(t.your_moves, 1):8.1f}  {parts}  {t.cpu['harness']:9.2f}"
        )
    site, base = tallies["site"], tallies["baseline"]
    lines.append(
        f"ratio site / baseline, CPU per move: {site.per_move_ms() / base.per_move_ms():.3f}"
        f" (renderer main {site.per_move_ms('renderer main') / base.per_move_ms('renderer main'):.3f},"
        f" renderer other {site.per_move_ms('renderer other') / base.per_move_ms('renderer other'):.3f})"
    )
    for name, t in tallies.items():
        lines.append(
            f"{name}: moves per game {t.game_moves}; a card's will-change:"
            f" {', '.join(sorted(t.will_change))}; stored speed: {', '.join(sorted(t.speeds))}"
        )
        if t.problems:
            lines.append(f"{name}: problems on the page: " + "; ".join(t.problems))
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m tools.bench_render", description=__doc__)
    parser.add_argument("--games", type=int, default=3, help="games per variant (default 3)")
    args = parser.parse_args()
    if not sys.platform.startswith("linux") or not (PROC / "self" / "task").is_dir():
        sys.exit("tools.bench_render reads the CPU time of processes from /proc: Linux only")

    build.package()
    server, url = serve_in_thread()
    tallies = {name: Tally() for name in VARIANTS}
    print(
        f"CPU of the launched Chromium from the deal to the end of a game: 2 players, throw-in,"
        f" Extra Fast, {args.games} games per variant (site, baseline alternating; game i of"
        f" each on deal {DEAL_SEED} + i)",
        flush=True,
    )
    with sync_playwright() as p:
        browser = p.chromium.launch(**launch_args())
        for i in range(args.games):
            for name in VARIANTS:
                play_one(browser, url, name, PLAYER_SEED + i, DEAL_SEED + i, tallies[name])
        browser.close()
    server.shutdown()
    print(report(tallies))


if __name__ == "__main__":
    main()
