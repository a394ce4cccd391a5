"""Preview the card artwork: an HTML page of all 36 faces and the back at three sizes.

``python -m tools.card_preview [OUT_DIR]`` writes ``cards.html`` into ``OUT_DIR``
(default ``test-artifacts/cards``) and screenshots it with headless Chromium as
``cards.png`` (full page), plus ``hand.png``: a phone-width hand fan of small cards.
"""

from __future__ import annotations

import sys
from pathlib import Path

from durak.cards import RANKS, SUITS
from durak.ui.cards_svg import back_svg, card_svg, sprite_svg, suit_icon_svg, trump_badge_svg
from durak.ui.names import card_name

DEFAULT_OUT = Path("test-artifacts/cards")
SIZES = (40, 70, 120)

CSS = """
body { margin: 16px; background: #2d6a3e; font: 14px sans-serif; color: #fff; }
h2 { font-size: 15px; margin: 14px 0 6px; }
.row { display: flex; flex-wrap: wrap; gap: 6px; margin-bottom: 8px; }
.card { display: block; aspect-ratio: 5 / 7; }
.c { aspect-ratio: 5 / 7; border-radius: 6%; box-shadow: 0 1px 3px rgba(0,0,0,.45); }
.c > svg { width: 100%; height: 100%; display: block; }
.icons span { display: inline-block; width: 28px; height: 28px; margin-right: 8px; }
.icons span svg { width: 100%; height: 100%; }
.hand { position: relative; height: 80px; width: 360px; background: #1f4f2d; }
.hand .c { position: absolute; width: 48px; top: 6px; }
"""


def _cell(svg: str, width: int, title: str) -> str:
    return f'<div class="c" style="width:{width}px" title="{title}">{svg}</div>'


def page() -> str:
    """The preview page's HTML."""
    parts = [f"<!doctype html><meta charset=utf-8><title>Cards</title><style>{CSS}</style>"]
    parts.append(sprite_svg())
    for width in SIZES:
        parts.append(f"<h2>{width}px wide</h2>")
        for suit in SUITS:
            cells = [_cell(card_svg(r + suit), width, card_name(r + suit)) for r in RANKS]
            if suit == SUITS[-1]:
                cells.append(_cell(back_svg(), width, "Back"))
            parts.append('<div class="row">' + "".join(cells) + "</div>")
    parts.append("<h2>Suit icons and trump badges</h2><div class='icons'>")
    parts.extend(f"<span>{suit_icon_svg(s)}</span>" for s in SUITS)
    parts.extend(f"<span>{trump_badge_svg(s)}</span>" for s in SUITS)
    parts.append("</div><h2>A hand at 48px (phone)</h2><div class='hand'>")
    hand = ["6S", "9S", "QS", "TH", "JH", "AH", "7D", "KD", "8C", "TC", "AC"]
    for i, card in enumerate(hand):
        parts.append(
            f'<div class="c" style="left:{8 + i * 28}px;width:48px">{card_svg(card)}</div>'
        )
    parts.append("</div>")
    return "".join(parts)


def main(out_dir: Path = DEFAULT_OUT) -> Path:
    """Write the page and its screenshots; return the full-page PNG's path."""
    from playwright.sync_api import sync_playwright

    from tools.browser import launch_args

    out_dir.mkdir(parents=True, exist_ok=True)
    html = out_dir / "cards.html"
    html.write_text(page(), encoding="utf-8")
    png = out_dir / "cards.png"
    with sync_playwright() as p:
        browser = p.chromium.launch(**launch_args())
        tab = browser.new_page(viewport={"width": 1240, "height": 900})
        tab.goto(html.resolve().as_uri())
        tab.screenshot(path=str(png), full_page=True)
        tab.locator(".hand").screenshot(path=str(out_dir / "hand.png"))
        browser.close()
    return png


if __name__ == "__main__":
    print(main(Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_OUT))
