"""Words of the practice tools (issue 15), pure: the hint's line, the coach's figure on a
card or button and its description, a review verdict.

>>> from durak.bots.coach import MoveFigure
>>> figure_label(MoveFigure("take", 0.634, 40)), figure_label(MoveFigure("take", 1.0, 0, True))
('63%', 'Won with best play')
>>> figure_description(MoveFigure("take", 0.634, 40))
'63% chance not to be the durak'
>>> hint_line("hint-take"), verdict_label("blunder")
('Taking costs less than covering.', 'Blunder')
"""

from __future__ import annotations

from durak.bots.coach import MoveFigure
from durak.ui.text import t


def percent(chance: float) -> int:
    """A chance as a whole percentage (0..100).

    >>> percent(0.0), percent(0.995), percent(1.0)
    (0, 100, 100)
    """
    return max(0, min(100, round(chance * 100)))


def figure_label(f: MoveFigure) -> str:
    """What the coach shows on or beside a card or button: a percentage, or once exact
    "Won with best play" / "Lost with best play" / "Draw with best play"."""
    if f.verdict is not None:
        return t(f"coach-{f.verdict}")
    return t("coach-percent", percent=percent(f.chance))


def figure_description(f: MoveFigure) -> str:
    """The figure as a sentence (the card's accessible description, not its name)."""
    if f.verdict is not None:
        return t(f"coach-{f.verdict}")
    return t("coach-chance", percent=percent(f.chance))


def hint_line(reason: str) -> str:
    """The hint's one line: why the move is good (a key of
    :data:`durak.bots.hint.REASONS`)."""
    return t(reason)


def verdict_label(verdict: str) -> str:
    """A review verdict in words (best, good, inaccuracy, mistake, blunder, or ``forced``)."""
    return t(f"review-{verdict}")
