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


def fallback_notice(worker: str, level: str, fallback_level: str, said: bool) -> str | None:
    """The notice (a message key) when the simple main-thread bot moved for a bot at
    ``level``, the bots' worker being ``worker`` (``starting``, ``ready``, ``failed``) when
    the bot was asked (not when its move is shown: the worker may be ready by then);
    ``said``: the start-up notice has been shown in this page already.

    While the worker still starts that is expected, not a failure: said once, and not at all
    when the simple bot is the level chosen anyway. Once the worker runs (or has failed),
    each such move is said, since a weaker bot played.

    >>> fallback_notice("starting", "hard", "medium", False)
    'ui-fallback-starting'
    >>> fallback_notice("starting", "hard", "medium", True) is None
    True
    >>> fallback_notice("starting", "medium", "medium", False) is None
    True
    >>> fallback_notice("ready", "medium", "medium", True)
    'ui-fallback'
    """
    if worker == "starting":
        return None if said or level == fallback_level else "ui-fallback-starting"
    return "ui-fallback"
