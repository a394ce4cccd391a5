"""Animation and pacing durations: one table, scaled by the speed profile (pure).

Speed profiles (003/004's Slow, Medium, Fast, Extra Fast) change only how fast
bots and animations move, never the rules.

>>> round(Timing.for_speed("slow").bot_move, 2), round(Timing.for_speed("extra-fast").bot_move, 2)
(1.5, 0.15)
"""

from __future__ import annotations

from dataclasses import dataclass

from durak.settings import SPEEDS  # noqa: F401 (re-exported: one list of speeds)

# Seconds at "medium".
BASE = {
    "bot_move": 0.8,  # a bot's move, from its turn to its card landing
    "card_move": 0.32,  # one card travelling to its place
    "deal_step": 0.06,  # between two cards of the deal
    "draw_step": 0.09,  # between two cards drawn from the stock
    # the finished bout stays on the table this long after its last card lands, before it
    # is cleared (its bubbles and its last card marked): time to see how it ended
    "bout_pause": 0.9,
}
#: A bot's seat says "thinking…" once the bot has thought this long (seconds, at every
#: speed: it is about a wait you notice, and a shorter one would flicker on every move).
THINKING_AFTER = 0.3
#: Seconds beyond a bot's budget before the page's fallback bot moves instead of the worker.
WORKER_MARGIN = 2.5
#: Seconds beyond a search's wall-clock cap, at least (a search may run up to its cap).
CAP_MARGIN = 0.5
#: Seconds an exported statistics file's URL lives after its download was asked for
#: (Safari fails a download whose URL is freed at once).
EXPORT_URL_LIFETIME = 60.0


def worker_wait(budget: float | None) -> float:
    """Seconds the page waits for the worker's move before its fallback bot moves: a
    rule-based level (``budget`` None) counts as half a second; a search is given its whole
    wall-clock cap (:func:`durak.bots.search.search_time_cap`, which the tree search of
    ``expert`` and the flat search of ``hard`` both obey).

    >>> worker_wait(None), worker_wait(0.5), worker_wait(1.0)
    (3.0, 3.0, 4.5)
    """
    from durak.bots.search import search_time_cap

    if budget is None:
        return 0.5 + WORKER_MARGIN
    return max(budget + WORKER_MARGIN, search_time_cap(budget) + CAP_MARGIN)


SCALE = {"slow": 1.875, "medium": 1.0, "fast": 0.5, "extra-fast": 0.1875}


@dataclass(frozen=True)
class Timing:
    bot_move: float
    card_move: float
    deal_step: float
    draw_step: float
    bout_pause: float

    @property
    def bout_hold(self) -> float:
        """How long the table holds a finished bout: its last card lands, then it stays."""
        return self.card_move + self.bout_pause

    @classmethod
    def for_speed(cls, speed: str) -> Timing:
        """Durations for a speed profile (unknown names fall back to medium)."""
        scale = SCALE.get(speed, 1.0)
        return cls(**{k: v * scale for k, v in BASE.items()})
