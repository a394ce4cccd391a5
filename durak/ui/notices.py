"""How long a notice ("Link copied", a storage problem) stays before it goes by itself (pure).

Long enough to read at an easy pace (about 12 characters a second, after a moment to
notice it), never less than :data:`MIN_SECONDS` nor more than :data:`MAX_SECONDS`. Only
time while the page is visible counts, and a notice the pointer rests on, or that holds the
focus, waits until it is left (the page's part).

>>> notice_seconds("Link copied"), notice_seconds("x" * 1000)
(5.0, 15.0)
"""

from __future__ import annotations

MIN_SECONDS = 5.0
MAX_SECONDS = 15.0
CHARS_PER_SECOND = 12.0
FIRST_LOOK = 3.0  # seconds before reading starts


def notice_seconds(text: str) -> float:
    """Seconds a notice showing ``text`` stays on screen."""
    return round(min(MAX_SECONDS, max(MIN_SECONDS, FIRST_LOOK + len(text) / CHARS_PER_SECOND)), 2)
