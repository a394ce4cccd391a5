"""Where things sit on the table, in CSS pixels, for a given table size (pure).

The table is drawn in a box ``width`` x ``height`` (the screen, less the game log when
it is docked: see :func:`log_dock`). From the top down: the top bar, the opponents'
seats (one row, or two on a narrow screen with many opponents: the outer seats, your
neighbours, in the lower row, as round a table), the bout in the middle with the stock
and the face-up trump on its left and the discard pile on its right, the status line,
the buttons, and your hand at the bottom: a gentle fan, or two overlapping rows when
one row would show too little of each card. The card size is the largest that lets all
of this fit in ``height``, so nothing is cut off and nothing overlaps.

>>> g = Geometry.fit(360, 640, players=6, hand=24)
>>> 36 <= g.card_w <= 70, g.hand_rows, g.seat_rows
(True, 2, 2)
>>> [round(x) for x, _ in Geometry.fit(360, 640, players=3).seats()[1:]]
[93, 267]
"""

from __future__ import annotations

import math
from dataclasses import dataclass

CARD_RATIO = 1.4  # height / width (poker cards are 5:7)
MIN_CARD_W = 36.0
MAX_CARD_W = 120.0
TOPBAR = 48.0  # the top bar's height and a gap
BOT_LINE = 14.0  # the bots' status line under the top bar, left of the seats
STATUS_H = 48.0  # your name, roles and the message line
ACTIONS_H = 48.0  # the action buttons
EDGE = 6.0  # kept free at the screen's edges
SEAT_MIN_W = 104.0  # wide enough for one role badge in any language ("может подкинуть")
SEAT_MAX_W = 170.0
SEAT_NAME_H = 22.0  # a seat's name, under its fan
BADGE_H = 17.0  # a row of role badges (two in team play: "partner" and the role)
SEAT_GAP = 6.0
ZONE_H = 0.5  # the transfer zone's strip under the bout, in card heights
BOUT_ROW = 0.72  # rows of the bout overlap: the next row starts this many card heights lower
PILE_TILT = 12.0  # degrees: the discard pile's cards lie askew (.discard .pile1 in the CSS)
ROW_OVERLAP = 0.5  # in a two-row hand the front row covers this much of the back row
# A one-row hand shows of each card but the last a strip as wide as the step to its
# neighbour: its corner index (rank and suit, 0.264 of the card's width: durak/ui/cards_svg.py)
# with a margin, and a place to tap. A hand takes two rows only when one row cannot show
# that much: a 14-card hand on a 320-px phone fans in one row (steps of 18.9 px), where two
# rows half hid the back row's cards (a play-through).
INDEX_STRIP = 0.3  # of a card's width
MIN_STRIP = 18.0  # px
LOG_SIDE_MIN_WIDTH = 1000.0  # from this screen width on, an open log docks at the right
LOG_TOP_MIN_HEIGHT = 700.0  # below it (and narrower) the log opens over the table
# The log's strip under the top bar: a fifth of the screen's height below the bar, and at
# least its head and LOG_TOP_LINES lines of moves (a strip of 111 px showed four lines on a
# 390x844 phone: a play-through). The CSS sets the strip's line height to LOG_LINE_H.
LOG_TOP_LINES = 8
LOG_LINE_H = 15.4  # 0.8rem text, line-height 1.2
LOG_CHROME_H = 46.0  # the strip's padding and border, its head (title, Close), the list's margin
LOG_TOP_MAX = 240.0
# A landscape phone (844x390, 640x360, 568x320): too short for the stack above with cards
# big enough to read. There the buttons' and the status line's bars are slimmer and your
# hand peeks from the bottom edge, each card showing its upper part (its corner index
# and most of its face; a hovered or focused card rises whole): the cards stay larger.
SHORT_BELOW_W = 52.0  # a landscape table whose cards would be narrower than this is short
PEEK = 0.6  # the share of a hand card's height on screen on a short table
SHORT_STATUS_H = 36.0
SHORT_ACTIONS_H = 42.0

Point = tuple[float, float]
Place = tuple[float, float, float]  # x, y of the card's top-left corner, rotation in degrees
Box = tuple[float, float, float, float]  # left, top, width, height


def card_box(place: Place, w: float, h: float) -> Box:
    """The bounding box of a ``w`` x ``h`` card at ``place``, rotated about its centre
    (as CSS ``translate(x, y) rotate(r)`` with ``transform-origin: 50% 50%`` draws it).

    >>> card_box((10, 20, 90), 50, 70)
    (0.0, 30.0, 70.0, 50.0)
    """
    x, y, rot = place
    a = math.radians(rot)
    bw = abs(w * math.cos(a)) + abs(h * math.sin(a))
    bh = abs(w * math.sin(a)) + abs(h * math.cos(a))
    cx, cy = x + w / 2, y + h / 2
    return (round(cx - bw / 2, 3), round(cy - bh / 2, 3), round(bw, 3), round(bh, 3))


def overlap(a: Box, b: Box) -> bool:
    """Whether two boxes share any area (touching edges do not count)."""
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


@dataclass(frozen=True)
class LogDock:
    """Where the open game log sits, in screen pixels: at the ``side`` (right), at the
    ``top`` (a strip under the top bar), or ``over`` the table (a panel on a small phone,
    opened on demand and closed to play on); ``size`` is its width or height. Docked at
    the side or the top it leaves the table the rest of the screen and covers nothing."""

    where: str
    size: float

    def table_width(self, width: float) -> float:
        """The table's width beside the log."""
        return width - self.size if self.where == "side" else width

    def table_top(self) -> float:
        """Where the table's seats may start, below the top bar and the log."""
        return TOPBAR + (self.size + 4 if self.where == "top" else 0)


def log_dock(width: float, height: float) -> LogDock:
    """Where the game log goes when open: a column at the right on a wide screen, a strip
    under the top bar on a tall phone or a tablet held upright, over the table on a small
    phone (where a strip would leave the cards too small).

    >>> log_dock(1366, 768), log_dock(390, 844), log_dock(360, 640)
    (LogDock(where='side', size=301.0), LogDock(where='top', size=170.0), LogDock(where='over', size=592.0))
    >>> log_dock(768, 1024)
    LogDock(where='top', size=196.0)
    """
    if width >= LOG_SIDE_MIN_WIDTH:
        return LogDock("side", float(round(min(360.0, max(280.0, width * 0.22)))))
    if height >= LOG_TOP_MIN_HEIGHT:
        least = LOG_CHROME_H + LOG_TOP_LINES * LOG_LINE_H
        return LogDock(
            "top", float(math.ceil(min(LOG_TOP_MAX, max(least, (height - TOPBAR) * 0.2))))
        )
    return LogDock("over", height - TOPBAR)


# A large screen shows the table magnified (the page's CSS ``zoom``): from a screen wider
# than ZOOM_FROM_W and taller than ZOOM_FROM_H (the browser's window on a 1080p screen) on,
# three quarters of the extra size goes to magnifying, the rest to room. Not all of it: the
# player's own browser zoom (Ctrl and +) makes the screen narrower in CSS pixels, and so
# lessens ours; with ZOOM_GAIN below 1 their zoom still makes everything larger.
ZOOM_FROM_W = 1920.0
ZOOM_FROM_H = 950.0
ZOOM_GAIN = 0.75
MAX_ZOOM = 2.0


def page_zoom(width: float, height: float) -> float:
    """How much the page is magnified on a screen of ``width`` x ``height`` CSS pixels
    (``window.innerWidth`` and ``innerHeight``, before this zoom); 1 up to a 1080p screen.

    >>> page_zoom(1920, 1080), page_zoom(1366, 768), page_zoom(2560, 1440), page_zoom(3840, 2160)
    (1.0, 1.0, 1.25, 1.75)
    >>> page_zoom(2560 / 1.25, 1440 / 1.25) * 1.25 > page_zoom(2560, 1440)  # browser zoom 125%
    True
    """
    extra = min(width / ZOOM_FROM_W, height / ZOOM_FROM_H) - 1
    if extra <= 0:
        return 1.0
    return round(min(MAX_ZOOM, 1 + ZOOM_GAIN * extra), 3)


@dataclass(frozen=True)
class Geometry:
    """Sizes and anchor points for one table size, number of players and hand size."""

    width: float
    height: float
    card_w: float
    top: float  # below the top bar (and the log, when it is docked at the top)
    players: int = 2
    hand_rows: int = 1
    seat_rows: int = 1
    transfer: bool = False  # transfer mode: a strip under the bout is kept for the drop zone
    teams: bool = False  # team play: a seat may show two badges ("partner" and its role)
    short: bool = False  # a landscape phone: slim bars, your hand peeks (see SHORT_BELOW_W)

    @classmethod
    def fit(
        cls,
        width: float,
        height: float,
        top: float = TOPBAR,
        players: int = 2,
        hand: int = 6,
        transfer: bool = False,
        teams: bool = False,
    ) -> Geometry:
        """The largest cards (up to 120 px wide, about 58 on a phone) with which the seats of
        ``players``, a full bout of six pairs (and in ``transfer`` mode the drop zone) and a
        hand of ``hand`` cards fit in ``width`` x ``height`` (``teams``: seats show two badges).
        A landscape table that would need cards narrower than :data:`SHORT_BELOW_W` is
        :attr:`short`.

        >>> g = Geometry.fit(640, 360)
        >>> g.short, g.card_w > 44, g.hand_top() < 360 - g.card_h * PEEK
        (True, True, True)
        >>> Geometry.fit(1366, 768).short, Geometry.fit(390, 844).short
        (False, False)
        """
        width = max(width, 280)
        landscape = width > height
        height = max(height, 240 if landscape else 400)
        players = max(2, min(6, players))
        start = max(MIN_CARD_W, min(width / 6.2, 60 + width / 20, MAX_CARD_W))
        seat_rows = _seat_rows(width, players)

        def largest(short: bool) -> Geometry:
            card_w = start
            while True:
                rows = _hand_rows(width, card_w, hand)
                g = cls(width, height, round(card_w, 1), top, players, rows, seat_rows,
                        transfer, teams, short)  # fmt: skip
                if card_w <= MIN_CARD_W or g._needed_height() <= height:
                    return g
                card_w = max(MIN_CARD_W, card_w - 1)

        g = largest(False)
        if landscape and (g.card_w < SHORT_BELOW_W or g._needed_height() > height):
            return largest(True)
        return g

    def _needed_height(self) -> float:
        return (
            self.seats_bottom()
            + self._bout_height(6)
            + self.zone_height()
            + self.status_h
            + self.actions_h
            + self.hand_height()
            + EDGE * (not self.short)
        )

    @property
    def status_h(self) -> float:
        """The status line's bar (your name, roles and the message)."""
        return SHORT_STATUS_H if self.short else STATUS_H

    @property
    def actions_h(self) -> float:
        """The action buttons' bar."""
        return SHORT_ACTIONS_H if self.short else ACTIONS_H

    def actions_top(self) -> float:
        """The y where the action buttons' bar starts (right above your hand)."""
        return self.hand_top() - self.actions_h

    def status_top(self) -> float:
        """The y where the status line's bar starts (right above the buttons)."""
        return self.actions_top() - self.status_h

    @property
    def card_h(self) -> float:
        return round(self.card_w * CARD_RATIO, 1)

    @property
    def small_w(self) -> float:
        """Width of the card backs in an opponent's fan."""
        return round(self.card_w * 0.5, 1)

    # --- seats ---------------------------------------------------------------
    def seat_size(self) -> tuple[float, float]:
        """Width and height of an opponent's seat (fan, name, role badges)."""
        per_row = math.ceil((self.players - 1) / self.seat_rows)
        w = (self.width - 2 * EDGE) / per_row - SEAT_GAP
        text = SEAT_NAME_H + BADGE_H * (2 if self.teams else 1)
        widest = max(SEAT_MAX_W, self.small_w * 4.2)  # a fan of eight backs
        return (round(min(widest, w), 1), round(self.small_w * CARD_RATIO + 4 + text, 1))

    def seats_bottom(self) -> float:
        """The y below the opponents' seats."""
        _, h = self.seat_size()
        return self.top + BOT_LINE + self.seat_rows * (h + SEAT_GAP)

    def seats(self, players: int | None = None) -> list[Point]:
        """Centre of each seat's area; seat 0 (you) at the bottom centre, then the others
        clockwise from your left neighbour, left to right across the top."""
        players = self.players if players is None else players
        hand_top = self.hand_top()
        out: list[Point] = [(self.width / 2, hand_top + self.hand_height() / 2)]
        others = players - 1
        if others <= 0:
            return out
        w, h = self.seat_size()
        top_y = self.top + BOT_LINE + h / 2
        if self.seat_rows == 1 or others < 3:
            slot = (self.width - 2 * EDGE) / others
            out += [(EDGE + slot * (k + 0.5), top_y) for k in range(others)]
            return out
        # Two rows: the middle seats across the top, your two neighbours below them at
        # the edges, as round a table.
        low_y = top_y + h + SEAT_GAP
        slot = (self.width - 2 * EDGE) / (others - 2)
        middle = [(EDGE + slot * (k + 0.5), top_y) for k in range(others - 2)]
        left = [(EDGE + w / 2, low_y)]
        right = [(self.width - EDGE - w / 2, low_y)]
        return out + left + middle + right

    def fan_backs(self, count: int) -> int:
        """How many of an opponent's ``count`` cards its fan draws (the rest are counted)."""
        w, _ = self.seat_size()
        fits = 1 + int(max(0.0, w - self.small_w - 24) // (self.small_w * 0.38))
        return max(0, min(count, 8, fits))

    def seat_boxes(self, players: int | None = None) -> list[Box]:
        """The area of each opponent's seat (seat 1 first)."""
        w, h = self.seat_size()
        return [(x - w / 2, y - h / 2, w, h) for x, y in self.seats(players)[1:]]

    def oval(self) -> Box:
        """The felt oval: left, top, width, height (from the seats to your hand)."""
        left = self.width * 0.03
        top = self.top + 8
        return (left, top, self.width - 2 * left, max(self.hand_top() - top - 8, 40))

    # --- hand ----------------------------------------------------------------
    def hand_height(self) -> float:
        """The height your hand takes at the bottom of the screen (its rows and the fan's
        arc; on a :attr:`short` table the part on screen, the front row peeking)."""
        if self.short:
            return self.card_h * (PEEK + ROW_OVERLAP * (self.hand_rows - 1)) + 2
        return self.card_h * (1 + ROW_OVERLAP * (self.hand_rows - 1)) + self.card_h * 0.1 + 4

    def hand_top(self) -> float:
        """The y where your hand's area starts (a hovered card lifts a little above it)."""
        return self.height - EDGE * (not self.short) - self.hand_height()

    def hand(self, count: int) -> list[Place]:
        """A gentle fan that fits the width; cards overlap more as the hand grows, and a hand
        too big for one row takes two (the later cards in front)."""
        if count <= 0:
            return []
        rows = _hand_rows(self.width, self.card_w, count)
        if rows > 1:
            return self._two_rows(count)
        step = _step(self.width, self.card_w, count)
        span = step * (count - 1)
        left = (self.width - span - self.card_w) / 2
        spread = min(2.5, 14 / count)  # degrees between neighbours; the outer cards at most 7
        max_off = max((count - 1) / 2, 1)
        max_lift = self.card_h * 0.06  # the outer cards sit this much lower: a gentle arc
        base = self.hand_top() + 2
        out: list[Place] = []
        for i in range(count):
            off = i - (count - 1) / 2
            lift = max_lift * (off / max_off) ** 2
            out.append((left + i * step, base + lift, off * spread))
        return out

    def _two_rows(self, count: int) -> list[Place]:
        back = math.ceil(count / 2)
        out: list[Place] = []
        y0 = self.hand_top() + 2
        for row, n in enumerate((back, count - back)):
            step = _step(self.width, self.card_w, n, rows=2)
            left = (self.width - step * (n - 1) - self.card_w) / 2
            y = y0 + row * self.card_h * ROW_OVERLAP
            out += [(left + i * step, y, 0.0) for i in range(n)]
        return out

    # --- the bout --------------------------------------------------------------
    def _bout_width(self) -> float:
        left = self.card_w * 1.75  # the stock and the trump sticking out from under it
        right = self._pile_w() + 2 * EDGE  # the discard pile
        if self.short and self.transfer:  # the transfer zone: a column right of the bout
            right += self._zone_w() + 4
        return self.width - left - right

    def _zone_w(self) -> float:
        """The transfer zone's column on a short table (its words wrapped past a narrower one)."""
        return round(max(self.card_w * 1.1, 54.0), 1)

    def _pile_w(self) -> float:
        """The width of the discard pile, its cards askew."""
        return card_box((0, 0, PILE_TILT), self.card_w, self.card_h)[2]

    def _per_row(self, pairs: int) -> int:
        per_row = max(1, min(6, int(self._bout_width() // (self.card_w * 1.32))))
        if pairs > per_row and per_row > 3:
            per_row = max(3, math.ceil(pairs / 2))
        return per_row

    def _bout_height(self, pairs: int) -> float:
        """The height ``pairs`` attacks and their covers need, rows overlapping a little."""
        rows = math.ceil(pairs / self._per_row(pairs))
        return self.card_h * (1.26 + BOUT_ROW * (rows - 1)) + 8

    def zone_height(self) -> float:
        """The transfer zone's strip under the bout (transfer mode only; on a short table
        the zone is a column at the bout's right end instead)."""
        return round(self.card_h * ZONE_H, 1) if self.transfer and not self.short else 0.0

    def bout_area(self) -> Box:
        """Left, top, width, height of the area for the bout (between seats and buttons)."""
        top = self.seats_bottom() + 2
        bottom = self.status_top() - self.zone_height()
        return (self.card_w * 1.75, top, self._bout_width(), max(bottom - top, self.card_h))

    def zone(self) -> Box:
        """The transfer zone: a strip under the bout, as wide as it, or on a short table a
        column at its right end, as high as it (empty if not transfer)."""
        left, top, width, height = self.bout_area()
        if self.short and self.transfer:
            return (left + width + 2, top, self._zone_w(), height)
        return (left, top + height, width, max(self.zone_height() - 4, 0.0))

    def bout(self, pairs: int) -> list[tuple[Place, Place]]:
        """For each attack (and its cover): the two places, in rows of up to 3 or 6."""
        left, top, width, height = self.bout_area()
        slot_w = self.card_w * 1.32
        per_row = self._per_row(pairs)
        rows = max(1, math.ceil(pairs / per_row))
        pair_h = self.card_h * 1.26  # the cover sits lower than the attack
        slot_h = min(self.card_h * 1.3, (height - pair_h - 4) / (rows - 1) if rows > 1 else height)
        used = (rows - 1) * slot_h + pair_h
        out: list[tuple[Place, Place]] = []
        for i in range(pairs):
            row, col = divmod(i, per_row)
            in_row = min(per_row, pairs - row * per_row)
            x0 = left + (width - in_row * slot_w) / 2 + col * slot_w + (slot_w - self.card_w) / 2
            y0 = top + max(0.0, (height - used) / 2) + row * slot_h + self.card_h * 0.03
            attack = (x0 - self.card_w * 0.08, y0, -4.0)
            cover = (x0 + self.card_w * 0.14, y0 + self.card_h * 0.2, 7.0)
            out.append((attack, cover))
        return out

    def bout_centre(self) -> Point:
        left, top, width, height = self.bout_area()
        return (left + width / 2, top + height / 2)

    # --- stock and discard -------------------------------------------------------
    def stock(self) -> Place:
        _, top, _, height = self.bout_area()
        return (EDGE, top + (height - self.card_h) / 2, 0.0)

    def trump_card(self) -> Place:
        """The face-up trump lies crosswise under the stock, sticking out to the right."""
        x, y, _ = self.stock()
        return (x + self.card_w * 0.45, y + (self.card_h - self.card_w) / 2 + 2, 90.0)

    def discard(self) -> Place:
        _, top, _, height = self.bout_area()
        x = self.width - EDGE - (self._pile_w() + self.card_w) / 2
        return (x, top + (height - self.card_h) / 2, 0.0)

    def seat_card(self, seat_centre: Point) -> Place:
        """Where a card flies to, or from, at an opponent's seat."""
        x, y = seat_centre
        return (x - self.card_w / 2, y - self.card_h / 2, 0.0)


def _seat_rows(width: float, players: int) -> int:
    """Two rows of seats when one row would make a seat narrower than a role badge."""
    others = players - 1
    if others < 3:
        return 1
    return 1 if (width - 2 * EDGE) / others - SEAT_GAP >= SEAT_MIN_W else 2


def _step(width: float, card_w: float, count: int, rows: int = 1) -> float:
    """The distance between neighbouring cards of one row of ``count`` cards."""
    if count <= 1:
        return 0.0
    margin = EDGE + card_w * 0.12  # room for the outer cards' tilt
    avail = width - 2 * margin - card_w
    return min(card_w * (0.78 if rows == 1 else 0.7), avail / (count - 1))


def _hand_rows(width: float, card_w: float, count: int) -> int:
    """One row while each card shows enough of itself (its corner index and a place to tap:
    :data:`INDEX_STRIP`, :data:`MIN_STRIP`), else two.

    >>> _hand_rows(320, 51.6, 14), _hand_rows(320, 51.6, 15)
    (1, 2)
    """
    if count <= 1:
        return 1
    return 1 if _step(width, card_w, count) >= max(MIN_STRIP, card_w * INDEX_STRIP) else 2
