"""Colour contrast of every badge and button (issue 13): WCAG AA, 4.5:1 (their text is
small), read from static/css/app.css as the cascade leaves it (the last rule wins).

axe-core checks the same in the browser (tests/browser/test_a11y.py) for what is on the
screen, but it cannot judge text over the felt's gradient and only sees the badges a
game happens to show; this reads every badge's and button's colours, and puts
translucent backgrounds over the felt's lightest colour (the worst case for light text)
or its darkest (for dark text).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from durak.ui.cards_svg import PAPER

CSS = (Path(__file__).resolve().parents[1] / "static" / "css" / "app.css").read_text()
AA = 4.5
FELT_LIGHTEST = "#1c7d47"  # the middle of the felt's gradient (.felt)
FELT_DARKEST = "#0d4d2b"  # --felt, the page's edge


def declarations(selector: str) -> dict[str, str]:
    """The declarations of every rule whose selector list holds ``selector`` exactly, in
    the file's order (later ones win), media queries included."""
    out: dict[str, str] = {}
    for match in re.finditer(r"([^{}]+)\{([^{}]*)\}", CSS):
        selectors = [
            s.strip() for s in re.sub(r"/\*.*?\*/", "", match.group(1), flags=re.S).split(",")
        ]
        if selector not in selectors:
            continue
        for decl in match.group(2).split(";"):
            if ":" in decl:
                name, value = decl.split(":", 1)
                out[name.strip()] = value.strip()
    return out


def variable(value: str) -> str:
    m = re.fullmatch(r"var\((--[\w-]+)\)", value)
    return declarations(":root")[m.group(1)] if m else value


def rgba(value: str) -> tuple[float, float, float, float]:
    value = variable(value.split()[0] if value.startswith("#") else value)
    if value.startswith("#"):
        h = value[1:]
        if len(h) == 3:
            h = "".join(c * 2 for c in h)
        return (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16), 1.0)
    m = re.fullmatch(r"rgba?\(([^)]*)\)", value.replace(" ", ""))
    assert m, f"not a colour: {value}"
    parts = [float(x) for x in m.group(1).split(",")]
    return (parts[0], parts[1], parts[2], parts[3] if len(parts) > 3 else 1.0)


def over(top: tuple, under: tuple) -> tuple[float, float, float, float]:
    a = top[3]
    return (*(top[i] * a + under[i] * (1 - a) for i in range(3)), 1.0)


def luminance(c: tuple) -> float:
    def channel(v: float) -> float:
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c[0]) + 0.7152 * channel(c[1]) + 0.0722 * channel(c[2])


def contrast(a: tuple, b: tuple) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def colour(selector: str, prop: str, *fallbacks: str) -> str:
    for sel in (selector, *fallbacks):
        value = declarations(sel).get(prop)
        if value:
            return value
    raise AssertionError(f"no {prop} for {selector}")


# (what, background selector(s), text selector(s), the backdrop under a translucent one)
PAIRS = [
    *[
        (f"role badge {r}", [f".role-{r}", ".role"], [".role"], FELT_LIGHTEST)
        for r in ("attacker", "defender", "helper", "out", "took")
    ],
    ("role badge partner", [".role-partner"], [".role-partner"], FELT_LIGHTEST),
    ("plain role badge", [".role"], [".role"], FELT_LIGHTEST),
    ("action button", [".actions button"], [".actions button"], FELT_LIGHTEST),
    ("action button, hovered", [".actions button:hover"], [".actions button"], FELT_LIGHTEST),
    ("Take button", [".actions .action-take"], [".actions button"], FELT_LIGHTEST),
    ("dialog button", [".end button"], [".end button"], FELT_LIGHTEST),
    ("dialog primary button", [".end button.primary"], [".end button.primary"], FELT_LIGHTEST),
    ("current preset", [".panel .preset.current"], [".end button"], FELT_LIGHTEST),
    ("banner button", [".banner button"], [".banner"], FELT_LIGHTEST),
    (
        "banner primary button",
        [".banner button.primary"],
        [".banner button.primary"],
        FELT_LIGHTEST,
    ),
    ("notice", [".notice"], [".notice"], FELT_LIGHTEST),
    ("notice close", [".notice"], [".notice-close"], FELT_LIGHTEST),
    ("cards at a seat", [".fan .seat-count"], [".fan .seat-count"], FELT_LIGHTEST),
    ("stock count", [".stock-count"], [".stock-count"], "#ffffff"),
    ("trump badge", [".trump-pill"], [".trump-pill"], FELT_DARKEST),
    ("transfer zone", [".transfer-zone"], [".transfer-zone"], FELT_LIGHTEST),
    ("panel warning", [".panel-warning"], [".panel-warning"], FELT_LIGHTEST),
    ("armed Reset statistics", [".panel button.armed"], [".panel button.armed"], FELT_LIGHTEST),
    ("Reset statistics' warning", [".end-box"], [".stats-warning"], FELT_LIGHTEST),
    ("match over", [".end-box"], [".end-match"], FELT_LIGHTEST),
    ("the match's limit", [".end-box"], ['.end-match[data-kind="limit"]'], FELT_LIGHTEST),
    (
        "the acting seat's name",
        [".seat.acting .seat-name"],
        [".seat.acting .seat-name"],
        FELT_LIGHTEST,
    ),
    (
        "your name when you act",
        [".seat-me.acting .seat-name"],
        [".seat-me.acting .seat-name"],
        FELT_LIGHTEST,
    ),
]


@pytest.mark.parametrize(("what", "backs", "texts", "backdrop"), PAIRS, ids=[p[0] for p in PAIRS])
def test_badges_and_buttons_meet_wcag_aa(
    what: str, backs: list, texts: list, backdrop: str
) -> None:
    back = over(rgba(colour(backs[0], "background", *backs[1:])), rgba(backdrop))
    text = rgba(colour(texts[0], "color", *texts[1:]))
    ratio = contrast(over(text, back), back)
    assert ratio >= AA, f"{what}: {ratio:.2f}:1"


def test_the_top_bar_and_the_menu_meet_wcag_aa() -> None:
    ink = rgba(colour(":root", "color"))
    bar = over(rgba(colour(".topbar", "background")), rgba(FELT_LIGHTEST))
    button = over(rgba(colour(".top-button", "background")), bar)
    assert contrast(ink, button) >= AA
    menu = over(rgba(colour(".menu", "background")), rgba(FELT_LIGHTEST))
    assert contrast(rgba(colour(".menu button", "color")), menu) >= AA


def test_the_key_hint_beside_an_action_stays_readable() -> None:
    """The hint ("T" beside "Take") is dimmed by opacity: still AA on each button colour."""
    opacity = float(declarations(".actions kbd")["opacity"])
    text = rgba(colour(".actions button", "color"))
    for sel in (".actions button", ".actions button:hover", ".actions .action-take"):
        back = over(rgba(colour(sel, "background")), rgba(FELT_LIGHTEST))
        dimmed = over((*text[:3], opacity), back)
        assert contrast(dimmed, back) >= AA, sel


def test_a_player_who_is_out_stays_readable() -> None:
    """Only the seat's cards fade: its name and "out" badge keep their contrast."""
    assert float(declarations(".seat.is-out").get("opacity", "1")) == 1
    assert float(declarations(".seat.is-out .fan")["opacity"]) < 1


def test_the_focused_cards_ring_shows_on_the_card_and_on_the_felt() -> None:
    """The focused card's ring has two tones (WCAG 1.4.11, 3:1 for a focus indicator): one of
    them stands out from a card's white face (the neighbours it overlaps in a hand) and one
    from the felt, its lightest and darkest colour alike."""
    rings = [
        declarations(".card:focus-visible").get("outline"),  # the inner tone
        declarations(".card:focus-visible::after").get("border"),  # the outer one
    ]
    tones = [rgba(ring.split()[-1]) for ring in rings if ring]
    for backdrop in (PAPER, FELT_LIGHTEST, FELT_DARKEST):
        best = max(contrast(tone, rgba(backdrop)) for tone in tones)
        assert best >= 3, f"the focus ring on {backdrop}: {best:.2f}:1"
