"""Where things sit on the table, in CSS pixels, for a given table size (pure).

The table is drawn in a box ``width`` x ``height``. You sit at the bottom; the
opponents sit around the top arc of an oval, clockwise (your left neighbour,
seat 1, on the left). The bout is in the middle, the stock with the face-up
trump on the left, the discard pile on the right, your hand fanned at the
bottom above nothing but the screen edge; the buttons sit between the bout and
your hand.

>>> g = Geometry.fit(360, 640)
>>> 40 <= g.card_w <= 70
True
>>> [round(x) for x, _ in g.seats(3)[1:]]
[115, 245]
"""

from __future__ import annotations

import math
from dataclasses import dataclass

CARD_RATIO = 1.4  # height / width (poker cards are 5:7)

Point = tuple[float, float]
Place = tuple[float, float, float]  # x, y of the card's top-left corner, rotation in degrees


@dataclass(frozen=True)
class Geometry:
    """Sizes and anchor points for one table size."""

    width: float
    height: float
    card_w: float
    top: float  # below the top bar

    @classmethod
    def fit(cls, width: float, height: float, top: float = 48) -> Geometry:
        """Card size scaled to the screen: about 58 px wide on a phone, up to 96 px on a desktop."""
        width = max(width, 280)
        height = max(height, 400)
        card_w = max(40.0, min(width / 6.2, (height - top) / 6.6, 96.0))
        return cls(width, height, round(card_w, 1), top)

    @property
    def card_h(self) -> float:
        return round(self.card_w * CARD_RATIO, 1)

    @property
    def small_w(self) -> float:
        """Width of the card backs in an opponent's fan."""
        return round(self.card_w * 0.5, 1)

    # --- seats ---------------------------------------------------------------
    def seats(self, players: int) -> list[Point]:
        """Centre of each seat's area; seat 0 (you) at the bottom centre."""
        cx = self.width / 2
        cy = self.top + (self.height - self.top) * 0.42
        rx = self.width * 0.36
        ry = cy - self.top - self.small_w * 0.9 - 22
        out: list[Point] = [(cx, self.height - self.card_h * 0.5)]
        for k in range(1, players):
            angle = math.pi + k * math.pi / players
            out.append((cx + rx * math.cos(angle), cy + ry * math.sin(angle)))
        return out

    def oval(self) -> tuple[float, float, float, float]:
        """The felt oval: left, top, width, height."""
        left = self.width * 0.04
        top = self.top + 8
        return (left, top, self.width - 2 * left, self.hand_top() - top - 8)

    # --- hand ----------------------------------------------------------------
    def hand_top(self) -> float:
        """The y where your hand's cards start (lifted cards go a little higher)."""
        return self.height - self.card_h - 16

    def hand(self, count: int) -> list[Place]:
        """A gentle fan that always fits the width; cards overlap more as the hand grows."""
        if count <= 0:
            return []
        margin = 8
        avail = self.width - 2 * margin - self.card_w
        step = min(self.card_w * 0.78, avail / (count - 1)) if count > 1 else 0
        span = step * (count - 1)
        left = (self.width - span - self.card_w) / 2
        spread = min(2.5, 24 / count)
        max_off = max((count - 1) / 2, 1)
        max_lift = self.card_h * 0.12  # the outer cards sit this much lower: a gentle arc
        base = self.hand_top() - max_lift * 0.35
        out: list[Place] = []
        for i in range(count):
            off = i - (count - 1) / 2
            rot = off * spread
            lift = max_lift * (off / max_off) ** 2
            out.append((left + i * step, base + lift, rot))
        return out

    # --- the bout --------------------------------------------------------------
    def bout_area(self) -> tuple[float, float, float, float]:
        """Left, top, width, height of the area for the bout (between seats and buttons)."""
        seat_bottom = self.top + self.small_w * CARD_RATIO + 58
        bottom = self.hand_top() - 52  # room for the button bar
        side = self.card_w * 1.25  # the stock on the left, the discard pile on the right
        return (side, seat_bottom, self.width - 2 * side, max(bottom - seat_bottom, self.card_h))

    def bout(self, pairs: int) -> list[tuple[Place, Place]]:
        """For each attack (and its cover): the two places, in rows of up to 3 or 6."""
        left, top, width, height = self.bout_area()
        slot_w = self.card_w * 1.32
        per_row = max(1, min(6, int(width // slot_w)))
        if pairs > per_row and per_row > 3:
            per_row = max(3, math.ceil(pairs / 2))
        rows = max(1, math.ceil(pairs / per_row))
        slot_h = min(self.card_h * 1.28, height / rows)
        out: list[tuple[Place, Place]] = []
        for i in range(pairs):
            row, col = divmod(i, per_row)
            in_row = min(per_row, pairs - row * per_row)
            x0 = left + (width - in_row * slot_w) / 2 + col * slot_w + (slot_w - self.card_w) / 2
            y0 = top + (height - rows * slot_h) / 2 + row * slot_h
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
        return (6.0, top + (height - self.card_h) / 2, 0.0)

    def trump_card(self) -> Place:
        """The face-up trump lies crosswise under the stock, sticking out to the right."""
        x, y, _ = self.stock()
        return (x + self.card_w * 0.45, y + (self.card_h - self.card_w) / 2 + 2, 90.0)

    def discard(self) -> Place:
        _, top, _, height = self.bout_area()
        return (self.width - self.card_w - 6, top + (height - self.card_h) / 2, 0.0)

    def seat_card(self, seat_centre: Point) -> Place:
        """Where a card flies to, or from, at an opponent's seat."""
        x, y = seat_centre
        return (x - self.card_w / 2, y - self.card_h / 2, 0.0)
