"""The page in WebKit, Safari's engine: `make webkit` (not part of `make test`: it needs
Debian's WebKitGTK driver and a virtual screen, which CI does not install).

WebKit applies CSS ``zoom`` its own way: a bounding box comes in the zoomed element's own
pixels, a pointer's ``clientX`` in the window's (Chrome gives both in the window's). The
large-screen magnification (``durak.ui.layout.page_zoom``) must keep a dragged card under
the pointer there too. At each size this boots the page in WebKitGTK's MiniBrowser through
WebDriver (selenium), drags a card of your hand by the mouse onto the table and checks:

- the page boots without a Python error, with the zoom the layout asks for;
- mid-drag, the card moves as far as the pointer, within a few pixels;
- the drop plays the card (the read-only hook ``durakGameState``: it left your hand).

It prints a line per size and exits non-zero if a check fails; screenshots go to
``test-artifacts/webkit-*.png``. WebKitGTK is not Safari (no touch here, another version),
but the zoom's handling is WebCore's, which both share.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from durak.ui.layout import page_zoom
from tools.devserver import serve_in_thread

MINIBROWSER = Path("/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser")
DRIVER = Path("/usr/bin/WebKitWebDriver")
ARTIFACTS = Path(__file__).resolve().parent.parent / "test-artifacts"
SIZES = [(2560, 1440), (3840, 2160), (1366, 768)]
BOOT_S = 300
TOLERANCE_PX = 6.0  # layout pixels between the card's move and the pointer's, mid-drag

STATE_JS = "return JSON.parse(window.durakGameState())"
CENTRE_JS = """
const e = document.querySelector(`[data-card="${arguments[0]}"][data-where="${arguments[1]}"]`);
if (!e) return null;
const b = e.getBoundingClientRect();
return [b.left + b.width / 2, b.top + b.height / 2];
"""
# A bounding box's pixels per layout pixel (1 in WebKit, the zoom in Chrome), and the
# window's pixels per layout pixel (the zoom): from the body, which fills the window.
SCALES_JS = """
const b = document.body;
return [b.getBoundingClientRect().width / b.clientWidth,
        document.documentElement.clientWidth / b.clientWidth];
"""


def _driver(width: int, height: int):
    from selenium import webdriver

    options = webdriver.WebKitGTKOptions()
    options.binary_location = str(MINIBROWSER)
    options.add_argument("--automation")
    service = webdriver.WebKitGTKService(executable_path=str(DRIVER))
    driver = webdriver.WebKitGTK(options=options, service=service)
    driver.set_window_size(width, height)
    return driver


def _boot(driver, url: str) -> float:
    start = time.monotonic()
    driver.get(url)
    while time.monotonic() - start < BOOT_S:
        ready, error = driver.execute_script(
            "return [document.body.dataset.ready, !!document.querySelector('.py-error')]"
        )
        if error:
            raise AssertionError("a Python error on the page while booting")
        if ready == "1":
            return time.monotonic() - start
        time.sleep(0.5)
    raise AssertionError(f"the page did not boot in {BOOT_S} s")


def _turn(driver) -> dict:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        state = driver.execute_script(STATE_JS)
        if state["legal"]:
            return state
        time.sleep(0.2)
    raise AssertionError("no turn for you within 60 s")


def check_size(url: str, width: int, height: int) -> list[str]:
    """The checks at one window size: what failed (empty when all held)."""
    from selenium.webdriver.common.actions.action_builder import ActionBuilder

    driver = _driver(width, height)
    try:
        boot = _boot(driver, url)
        inner_w, inner_h = driver.execute_script("return [innerWidth, innerHeight]")
        want = page_zoom(inner_w, inner_h)
        box, pointer = driver.execute_script(SCALES_JS)
        state = _turn(driver)
        moves = [m.split() for m in state["legal"] if m.split()[0] in ("attack", "defend")]
        move = next((m for m in moves if m[0] == "defend"), moves[0])
        card = move[-1]
        time.sleep(1.0)  # the deal's flights land
        grab = driver.execute_script(CENTRE_JS, card, "hand")
        if move[0] == "defend":
            target = driver.execute_script(CENTRE_JS, move[1], "attack")
        else:
            target = driver.execute_script(
                "const b = document.getElementById('bout').getBoundingClientRect();"
                "return [b.left + b.width / 2, b.top + b.height / 2];"
            )
        # Boxes in layout pixels (divide by the box scale), the pointer in the window's.
        gx, gy = grab[0] / box, grab[1] / box
        tx, ty = target[0] / box, target[1] / box
        path = [(gx + (tx - gx) * i / 12, gy + (ty - gy) * i / 12) for i in range(13)]
        actions = ActionBuilder(driver)
        actions.pointer_action.move_to_location(round(gx * pointer), round(gy * pointer))
        actions.pointer_action.pointer_down()
        for x, y in path[1:3]:  # past the few pixels a tap may wander: the drag begins
            actions.pointer_action.move_to_location(round(x * pointer), round(y * pointer))
        actions.perform()
        time.sleep(0.2)
        began = driver.execute_script(CENTRE_JS, card, "hand")
        actions = ActionBuilder(driver)
        for x, y in path[3:]:
            actions.pointer_action.move_to_location(round(x * pointer), round(y * pointer))
        actions.perform()
        time.sleep(0.3)
        mid = driver.execute_script(CENTRE_JS, card, "hand")
        # How far the card's move (boxes, to layout pixels) strays from the pointer's.
        went = ((mid[0] - began[0]) / box, (mid[1] - began[1]) / box) if mid and began else None
        moved = (tx - path[2][0], ty - path[2][1])
        off = ((went[0] - moved[0]) ** 2 + (went[1] - moved[1]) ** 2) ** 0.5 if went else -1.0
        ARTIFACTS.mkdir(exist_ok=True)
        driver.save_screenshot(str(ARTIFACTS / f"webkit-{width}x{height}-drag.png"))
        actions = ActionBuilder(driver)
        actions.pointer_action.pointer_up()
        actions.perform()
        time.sleep(1.5)
        after = driver.execute_script(STATE_JS)
        played = card not in after["hands"][0]  # (a bot may already have answered)
        driver.save_screenshot(str(ARTIFACTS / f"webkit-{width}x{height}.png"))
        print(
            f"{width}x{height}: booted in {boot:.0f} s; zoom {pointer:.3f} (layout asks"
            f" {want:.3f}), boxes x{box:.3f}; {' '.join(move)} dragged: the card's move"
            f" {off:.1f} px off the pointer's; played: {played}"
        )
        failed = []
        if abs(pointer - want) > 0.01:
            failed.append(f"{width}x{height}: zoom {pointer:.3f}, the layout asks {want:.3f}")
        if not 0 <= off <= TOLERANCE_PX:
            failed.append(f"{width}x{height}: the card's move was {off:.1f} px off the pointer's")
        if not played:
            failed.append(f"{width}x{height}: the drop did not play {card}")
        return failed
    finally:
        driver.quit()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", action="append", help="WIDTHxHEIGHT (repeatable)")
    args = parser.parse_args(argv)
    sizes = [tuple(int(v) for v in s.split("x")) for s in args.size] if args.size else SIZES
    for need in (MINIBROWSER, DRIVER):
        if not need.exists():
            print(f"missing {need}: apt-get install -y webkit2gtk-driver xvfb", file=sys.stderr)
            return 2
    display = None
    if not os.environ.get("DISPLAY") and shutil.which("Xvfb"):
        width = max(w for w, _ in sizes) + 200
        height = max(h for _, h in sizes) + 200
        display = subprocess.Popen(
            ["Xvfb", ":97", "-screen", "0", f"{width}x{height}x24"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.environ["DISPLAY"] = ":97"
        time.sleep(1.0)
    server, url = serve_in_thread()
    failed: list[str] = []
    try:
        for width, height in sizes:
            failed += check_size(url + "/index.html", width, height)
    finally:
        server.shutdown()
        if display is not None:
            display.terminate()
    for line in failed:
        print("FAILED", line)
    print(json.dumps({"sizes": len(sizes), "failed": len(failed)}))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
