"""Card artwork as SVG text: 52 faces (twos to aces, for every deck size), a back, suit icons and a trump badge (pure).

Every card is drawn in a 250 x 350 box (poker ratio 5:7) and scales with the CSS
size of its container. The shapes the cards share (the four suits, the court
figures, the back) live once in a hidden sprite, :func:`sprite_svg`, that the page
puts into the document once; each card is then a small ``<svg>`` that places
them with ``<use href="#suit-H">``. A card drawn with ``standalone=True`` carries
its own copy of the definitions instead (for a file or a test, not for a page
that shows many cards: the ids would repeat).

Suits are paths, not font glyphs, so they look the same on every machine; only
the corner rank is text (digits and a few capitals read the same in any sans), in the
letters of the table's language, as on its packs (a Russian pack's queen says "Д").
The card SVGs are ``aria-hidden``: the button or element that holds a card
carries its name (:func:`durak.ui.names.card_name`).

>>> svg = card_svg("QH")
>>> svg.startswith("<svg") and 'href="#court-Q"' in svg
True
>>> ">Д</text>" in card_svg("QH", lang="ru"), ">Q</text>" in card_svg("QH", lang="ru")
(True, False)
>>> suit_path("D")[:6]
'M50 2Q'
"""

from __future__ import annotations

from durak.i18n import rank_labels
from durak.ui.names import check_suit, split_card

W, H = 250, 350
CX, CY = W / 2, H / 2
RED = "#c8102e"
BLACK = "#1a1a1a"
GOLD = "#e0a526"
SKIN = "#fbe3c8"
HAIR = "#6b4a2b"
PAPER = "#fffdf7"
EDGE = "#9a968c"
BACK_BLUE = "#1f3f86"
BACK_LINE = "#5a7cc8"
SUIT_COLOURS: dict[str, str] = {"S": BLACK, "H": RED, "D": RED, "C": BLACK}
FONT = "Arial,'Liberation Sans',Helvetica,sans-serif"
SERIF = "Georgia,'DejaVu Serif',serif"
SVG_NS = "http://www.w3.org/2000/svg"

#: Suit outlines in a 0..100 box, each one closed path (filled, nonzero rule).
SUIT_PATHS: dict[str, str] = {
    "S": (
        "M50 3C57 18 95 38 95 64C95 79 84 88 72 88C63 88 56 83 53 77"
        "C54 87 59 93 70 97L30 97C41 93 46 87 47 77C44 83 37 88 28 88"
        "C16 88 5 79 5 64C5 38 43 18 50 3Z"
    ),
    "H": (
        "M50 96C44 84 4 63 4 31C4 15 15 5 28 5C39 5 46 12 50 22"
        "C54 12 61 5 72 5C85 5 96 15 96 31C96 63 56 84 50 96Z"
    ),
    "D": "M50 2Q67 28 90 50Q67 72 50 98Q33 72 10 50Q33 28 50 2Z",
    "C": (
        "M29 29A21 21 0 1 1 71 29A21 21 0 1 1 29 29Z"
        "M5 60A21 21 0 1 1 47 60A21 21 0 1 1 5 60Z"
        "M53 60A21 21 0 1 1 95 60A21 21 0 1 1 53 60Z"
        "M50 40L64 64L36 64Z"
        "M52 60C52 80 58 90 69 97L31 97C42 90 48 80 48 60Z"
    ),
}

# Pip centres for 2..10 as (column, t): column -1/0/1 = left/centre/right,
# t from 0 (top row) to 1 (bottom row). Pips below the middle are drawn upside down.
_PIP_LAYOUTS: dict[str, tuple[tuple[int, float], ...]] = {
    "2": ((0, 0), (0, 1)),
    "3": ((0, 0), (0, 0.5), (0, 1)),
    "4": ((-1, 0), (1, 0), (-1, 1), (1, 1)),
    "5": ((-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)),
    "6": ((-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
    "7": ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
    "8": ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)),
    "9": (
        *((-1, t) for t in (0, 1 / 3, 2 / 3, 1)),
        *((1, t) for t in (0, 1 / 3, 2 / 3, 1)),
        (0, 0.5),
    ),
    "T": (
        *((-1, t) for t in (0, 1 / 3, 2 / 3, 1)),
        *((1, t) for t in (0, 1 / 3, 2 / 3, 1)),
        (0, 1 / 6),
        (0, 5 / 6),
    ),
}
PIP_VALUES: dict[str, int] = {
    "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "T": 10,
}  # fmt: skip
_PIP_X = (CX - 38, CX, CX + 38)  # columns
_PIP_TOP, _PIP_BOTTOM = 72, H - 72  # centres of the top and bottom rows
_PIP_SIZE = 43
# The corner index: big, so that a card 40 px wide still reads at a glance.
_INDEX_X, _INDEX_FONT = 35, 76

_TURN = f' transform="rotate(180 {CX:g} {CY:g})"'


def _n(x: float) -> str:
    """A coordinate, short: at most one decimal."""
    return f"{round(x, 1):g}"


def _use(ref: str, x: float, y: float, size: float, turned: bool = False) -> str:
    """``<use>`` of a 0..100 symbol centred on (x, y), ``size`` wide; ``turned`` = upside down."""
    turn = f' transform="rotate(180 {_n(x)} {_n(y)})"' if turned else ""
    h = _n(size)
    at = f'x="{_n(x - size / 2)}" y="{_n(y - size / 2)}"'
    return f'<use href="#{ref}" {at} width="{h}" height="{h}"{turn}/>'


# --- shared definitions --------------------------------------------------------

_SUIT_SYMBOLS = "".join(
    f'<symbol id="suit-{s}" viewBox="0 0 100 100"><path d="{d}"/></symbol>'
    for s, d in SUIT_PATHS.items()
)

# Court figures: the top half of the framed panel, in card coordinates. Parts in the
# suit colour use currentColor (the card sets ``color``); the bottom half is the same
# drawing turned 180 degrees, as on real cards.
_OUT = 'stroke="currentColor" stroke-width="2.5" stroke-linejoin="round"'
_ROBE = (
    f'<path d="M66 175V154Q70 128 102 121L125 131L148 121Q180 128 184 154V175Z" '
    f'fill="currentColor"/>'
    '<path d="M109 126L125 150L141 126L156 175H94Z" fill="#fbf4e2"/>'
    '<path d="M100 150L96 175M104 140L104 175M150 150L154 175M146 140L146 175" '
    'stroke="currentColor" stroke-width="2" opacity=".6"/>'
    f'<path d="M117 140H133V175H117Z" fill="{GOLD}" {_OUT}/>'
    f'<path d="M121 150h8M121 160h8M121 170h8" stroke="currentColor" stroke-width="3"/>'
    f'<path d="M68 160Q70 132 102 124M182 160Q180 132 148 124" fill="none" stroke="{GOLD}" '
    'stroke-width="5"/>'
    f'<path d="M102 121L125 150L148 121L141 118L125 137L109 118Z" fill="{GOLD}" {_OUT}/>'
)
_HEAD = (
    f'<ellipse cx="125" cy="97" rx="19" ry="23" fill="{SKIN}" {_OUT}/>'
    f'<path d="M117 94h3M130 94h3M121 110q4 3 8 0" fill="none" stroke="#333" '
    f'stroke-width="3" stroke-linecap="round"/>'
)
_FACE = _ROBE + _HEAD
_COURT_HALF: dict[str, str] = {
    # King: five-point crown, full beard, sceptre.
    "K": (
        f'<path d="M172 175L164 106" stroke="{GOLD}" stroke-width="5"/>'
        f'<circle cx="163" cy="101" r="7" fill="{GOLD}" {_OUT}/>'
        + _FACE
        + '<path d="M106 100Q106 128 125 136Q144 128 144 100Q138 114 125 115'
        'Q112 114 106 100Z" fill="currentColor"/>'
        f'<path d="M103 78V44L113 60L119 38L125 56L131 38L137 60L147 44V78Z" fill="{GOLD}" {_OUT}/>'
        '<path d="M104 70H146" stroke="currentColor" stroke-width="4"/>'
    ),
    # Queen: long hair, rounded crown with three pearls, a flower.
    "Q": (
        _ROBE + '<path d="M107 80Q92 116 92 140Q106 136 114 116Z'
        f'M143 80Q158 116 158 140Q144 136 136 116Z" fill="{HAIR}" {_OUT}/>'
        + _HEAD
        + f'<path d="M104 80Q104 58 125 50Q146 58 146 80Q125 70 104 80Z" fill="{GOLD}" {_OUT}/>'
        f'<circle cx="125" cy="46" r="5" fill="{GOLD}" {_OUT}/>'
        f'<circle cx="108" cy="60" r="4" fill="{GOLD}" {_OUT}/>'
        f'<circle cx="142" cy="60" r="4" fill="{GOLD}" {_OUT}/>'
        '<path d="M168 175L160 128" stroke="currentColor" stroke-width="3"/>'
        f'<circle cx="159" cy="122" r="9" fill="{GOLD}" {_OUT}/>'
        '<circle cx="159" cy="122" r="3.5" fill="currentColor"/>'
    ),
    # Jack: flat cap with a plume, short hair, halberd.
    "J": (
        f'<path d="M84 175V86" stroke="{HAIR}" stroke-width="4"/>'
        f'<path d="M84 74L93 90L84 98L75 90Z" fill="{GOLD}" {_OUT}/>'
        '<path d="M106 90Q104 112 112 118L106 120Q98 104 104 86ZM144 90Q146 112 138 118L144 120'
        'Q152 104 146 86Z" fill="currentColor"/>'
        + _FACE
        + '<path d="M100 84Q98 60 125 58Q154 58 152 84Q125 74 100 84Z" fill="currentColor" '
        f"{_OUT}/>"
        f'<path d="M101 82Q125 72 151 82" fill="none" stroke="{GOLD}" stroke-width="5"/>'
        f'<path d="M148 72Q166 62 182 70Q168 80 150 80Z" fill="{GOLD}" {_OUT}/>'
    ),
}
_FRAME = (70, 22, W - 140, H - 44)  # x, y, width, height of the court panel


def _court_symbol(rank: str) -> str:
    x, y, w, h = _FRAME
    half = _COURT_HALF[rank]
    return (
        f'<symbol id="court-{rank}" viewBox="0 0 {W} {H}">'
        f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="6" fill="#fbf4e2" {_OUT}/>'
        f'<svg x="{x}" y="{y}" width="{w}" height="{h}" viewBox="{x} {y} {w} {h}">'
        f"<g>{half}</g><g{_TURN}>{half}</g></svg>"
        f'<path d="M{x} {CY:g}H{x + w}" stroke="currentColor" stroke-width="2"/>'
        f'<rect x="{x + 6}" y="{y + 6}" width="{w - 12}" height="{h - 12}" rx="3" fill="none" '
        'stroke="currentColor" stroke-width="1" opacity=".5"/>'
        "</symbol>"
    )


def _back_symbol() -> str:
    inner = f'x="14" y="14" width="{W - 28}" height="{H - 28}" rx="8"'
    medal = "".join(
        _use(f"suit-{s}", CX + dx, CY + dy, 26)
        for s, dx, dy in (("S", 0, -24), ("H", 22, 0), ("C", 0, 24), ("D", -22, 0))
    )
    return (
        '<pattern id="back-lattice" width="22" height="22" patternUnits="userSpaceOnUse" '
        'patternTransform="rotate(45)">'
        f'<rect width="22" height="22" fill="{BACK_BLUE}"/>'
        f'<path d="M0 0H22M0 0V22" stroke="{BACK_LINE}" stroke-width="2.5"/>'
        f'<rect x="8" y="8" width="6" height="6" fill="{BACK_LINE}" opacity=".6"/>'
        "</pattern>"
        f'<symbol id="card-back" viewBox="0 0 {W} {H}">'
        f'<rect x="1.5" y="1.5" width="{W - 3}" height="{H - 3}" rx="14" fill="{PAPER}" '
        f'stroke="{EDGE}" stroke-width="3"/>'
        f'<rect {inner} fill="url(#back-lattice)"/>'
        f'<rect x="22" y="22" width="{W - 44}" height="{H - 44}" rx="5" fill="none" '
        'stroke="#fff" stroke-width="3" opacity=".85"/>'
        f'<ellipse cx="{CX:g}" cy="{CY:g}" rx="52" ry="60" fill="{BACK_BLUE}" stroke="#fff" '
        'stroke-width="4"/>'
        f'<ellipse cx="{CX:g}" cy="{CY:g}" rx="43" ry="51" fill="none" stroke="{GOLD}" '
        'stroke-width="2"/>'
        f'<g fill="#fff">{medal}</g>'
        "</symbol>"
    )


_DEFS = _SUIT_SYMBOLS + "".join(_court_symbol(r) for r in "JQK") + _back_symbol()


def sprite_svg() -> str:
    """The shared definitions as a hidden ``<svg>``: put it in the page once, before any card.

    Holds ``#suit-S`` ``#suit-H`` ``#suit-D`` ``#suit-C`` (0..100 box), ``#court-J``
    ``#court-Q`` ``#court-K`` and ``#card-back`` (card box). It is sized 0 x 0
    rather than ``display:none``, which would stop its pattern from painting.
    """
    return (
        f'<svg xmlns="{SVG_NS}" width="0" height="0" aria-hidden="true" focusable="false" '
        'style="position:absolute;width:0;height:0;overflow:hidden">'
        f"<defs>{_DEFS}</defs></svg>"
    )


# --- public drawing functions ------------------------------------------------------


def suit_path(suit: str) -> str:
    """SVG path data of a suit (``"S"``, ``"H"``, ``"D"``, ``"C"``) in a 0..100 box."""
    return SUIT_PATHS[check_suit(suit)]


def suit_colour(suit: str) -> str:
    """Red for hearts and diamonds, black for spades and clubs (a CSS colour)."""
    return SUIT_COLOURS[check_suit(suit)]


def _open(cls: str, standalone: bool, box: str = f"0 0 {W} {H}") -> str:
    defs = f"<defs>{_DEFS}</defs>" if standalone else ""
    return (
        f'<svg xmlns="{SVG_NS}" viewBox="{box}" class="{cls}" aria-hidden="true" '
        f'focusable="false">{defs}'
    )


#: Ranks whose index reads as another upside down (the bottom corner is turned): they are
#: underlined, as on many packs, so a 6 is never taken for a 9.
_UNDERLINED = frozenset({"6", "9"})


def _corner(text: str, suit: str) -> str:
    squeeze = ' textLength="62" lengthAdjust="spacingAndGlyphs"' if len(text) == 2 else ""
    line = (
        f'<rect class="underline" x="{_INDEX_X - 17}" y="75" width="34" height="5" rx="2"/>'
        if text in _UNDERLINED
        else ""
    )
    return (
        f'<text x="{_INDEX_X}" y="70" font-size="{_INDEX_FONT}"{squeeze}>{text}</text>'
        + line
        + _use(f"suit-{suit}", _INDEX_X, 103, 42)
    )


def _pips(rank: str, suit: str, label: str) -> str:
    ref = f"suit-{suit}"
    if rank == "A":
        return _use(ref, CX, CY, 150 if suit == "S" else 118)
    if rank in _COURT_HALF:
        # The figure, then its marks (letter and a small pip in the panel's corner), turned too.
        x, y, w, _ = _FRAME
        marks = (
            f'<text x="{x + 15}" y="{y + 30}" font-size="26" font-family="{SERIF}">{label}</text>'
            + _use(ref, x + w - 15, y + 21, 20)
        )
        return f'<use href="#court-{rank}" width="{W}" height="{H}"/>{marks}<g{_TURN}>{marks}</g>'
    out = []
    for col, t in _PIP_LAYOUTS[rank]:
        y = _PIP_TOP + t * (_PIP_BOTTOM - _PIP_TOP)
        out.append(_use(ref, _PIP_X[col + 1], y, _PIP_SIZE, turned=t > 0.5))
    return "".join(out)


def card_svg(card: str, *, standalone: bool = False, lang: str | None = None) -> str:
    """One card face (``"QH"``, ``"TS"``...) as ``<svg>`` text; ``ValueError`` for a bad code.
    Its rank letters are those of ``lang`` (default: the table's language now).

    Needs :func:`sprite_svg` in the page, unless ``standalone``.
    """
    rank, suit = split_card(card)
    if lang is None:
        from durak.ui.text import language

        lang = language()
    label = rank_labels(lang)[rank]
    colour = SUIT_COLOURS[suit]
    corner = _corner(label, suit)
    cls = "pips" if rank in PIP_VALUES else ("ace" if rank == "A" else "court")
    return (
        _open(f"card card-face card-{card}", standalone)
        + f'<rect x="1.5" y="1.5" width="{W - 3}" height="{H - 3}" rx="14" fill="{PAPER}" '
        f'stroke="{EDGE}" stroke-width="3"/>'
        f'<g fill="{colour}" color="{colour}" font-family="{FONT}" font-weight="700" '
        'text-anchor="middle">'
        f'<g class="index">{corner}</g><g class="index"{_TURN}>{corner}</g>'
        f'<g class="{cls}">{_pips(rank, suit, label)}</g></g></svg>'
    )


def back_svg(*, standalone: bool = False) -> str:
    """The card back (blue lattice with a suit medallion) as ``<svg>`` text."""
    return (
        _open("card card-back", standalone)
        + f'<use href="#card-back" width="{W}" height="{H}"/></svg>'
    )


def suit_icon_svg(suit: str, *, standalone: bool = False) -> str:
    """A suit sign alone in its colour (a square ``<svg>``), for text, logs and buttons."""
    colour = suit_colour(suit)
    return (
        _open(f"suit-icon suit-icon-{suit}", standalone, "0 0 100 100")
        + f'<use href="#suit-{suit}" width="100" height="100" fill="{colour}"/></svg>'
    )


def trump_badge_svg(suit: str, *, standalone: bool = False) -> str:
    """The trump badge: the suit sign on a round white token with a gold ring."""
    colour = suit_colour(suit)
    return (
        _open(f"trump-badge trump-{suit}", standalone, "0 0 100 100")
        + f'<circle cx="50" cy="50" r="46" fill="{PAPER}" stroke="{GOLD}" stroke-width="7"/>'
        f'<g fill="{colour}">{_use(f"suit-{suit}", 50, 51, 54)}</g></svg>'
    )
