"""Render the app icons (PNG) from static/img/icon.svg with headless Chromium.

``python -m tools.icons`` writes, next to the SVG:

- ``icon-192.png``, ``icon-512.png``: the SVG as it is (rounded corners, transparent outside);
- ``icon-maskable-192.png``, ``icon-maskable-512.png``: full-bleed felt with the artwork
  inside the safe zone, for launchers that cut their own shape (circle, squircle…);
- ``icon-180.png``: the same full-bleed style for ``apple-touch-icon`` (iOS rounds it itself).

Run it once after changing the SVG and commit the PNGs (each a few KB).
"""

from __future__ import annotations

import base64
from pathlib import Path

from playwright.sync_api import sync_playwright

from tools.browser import launch_args

IMG = Path(__file__).resolve().parent.parent / "static" / "img"
SVG = IMG / "icon.svg"
FELT = "#0d4d2b"

# name -> (size in px, scale of the artwork, full-bleed felt background)
ICONS = {
    "icon-192.png": (192, 1.0, False),
    "icon-512.png": (512, 1.0, False),
    "icon-maskable-192.png": (192, 0.72, True),
    "icon-maskable-512.png": (512, 0.72, True),
    "icon-180.png": (180, 0.86, True),
}


def _html(svg_b64: str, size: int, scale: float, bleed: bool) -> str:
    art = round(size * scale)
    background = FELT if bleed else "transparent"
    return (
        f"<!doctype html><html><body style='margin:0;background:{background};"
        f"width:{size}px;height:{size}px;display:grid;place-items:center'>"
        f"<img src='data:image/svg+xml;base64,{svg_b64}' width='{art}' height='{art}'>"
        "</body></html>"
    )


def render(out_dir: Path = IMG) -> list[Path]:
    svg_b64 = base64.b64encode(SVG.read_bytes()).decode()
    written = []
    with sync_playwright() as p:
        browser = p.chromium.launch(**launch_args())
        page = browser.new_page()
        for name, (size, scale, bleed) in ICONS.items():
            page.set_viewport_size({"width": size, "height": size})
            page.set_content(_html(svg_b64, size, scale, bleed))
            page.wait_for_function("() => document.images[0].complete")
            path = out_dir / name
            page.screenshot(path=str(path), omit_background=not bleed)
            written.append(path)
        browser.close()
    return written


if __name__ == "__main__":
    for path in render():
        print(f"{path.relative_to(IMG.parent.parent)}: {path.stat().st_size // 1024 + 1} KB")
