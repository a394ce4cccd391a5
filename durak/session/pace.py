"""When the table holds still (pure): a finished bout stays visible for a moment, and a
bot's seat says "thinking…" once the bot has thought noticeably long.

The clock is passed in (``now``, seconds), as everywhere in the session.

>>> from durak import Game, Rules
>>> from durak.ui.timing import Timing
>>> g = Game.from_setup(Rules(players=2), [["8D", "7C"], ["9D", "6S"]], ["AS", "KS"],
...                     first_attacker=0)
>>> pace, timing = Pace(), Timing.for_speed("medium")
>>> pace.played(g.play(0, "attack 8D"), 10.0, timing)  # the bout goes on: no hold
0.0
>>> hold = pace.played(g.play(1, "defend 8D 9D"), 11.0, timing)  # beaten: the bout ends
>>> hold == timing.bout_hold, pace.holding(11.5).move, pace.holding(11.0 + hold)
(True, 'defend 8D 9D', None)
>>> pace.cut(11.1) == 11.0 + timing.card_move  # your next move: once its last card lands
True
>>> pace.cut(11.2) == 11.0 + timing.card_move  # (a second one: still once it lands)
True
"""

from __future__ import annotations

from durak.events import MoveRecord
from durak.ui.timing import THINKING_AFTER, Timing


class Pace:
    """The finished bout being held, and the bot that is thinking (one table's worth)."""

    def __init__(self) -> None:
        self.held: MoveRecord | None = None  # the move that ended the bout being held
        self.held_until = 0.0
        self.landed = 0.0  # when the held bout's last card lands
        self.thinker: tuple[int, int, float] | None = None  # seat, version, since

    # ------------------------------------------------------------------ the bout's end
    def played(self, record: MoveRecord, now: float, timing: Timing) -> float:
        """A move was played at ``now``; returns how long the table holds still for it
        (a finished bout: :attr:`Timing.bout_hold`; else 0). Nobody moves meanwhile."""
        self.thinker = None
        if record.bout is None:
            self.held = None
            return 0.0
        self.held = record
        self.held_until = now + timing.bout_hold
        self.landed = now + timing.card_move
        return timing.bout_hold

    def cut(self, now: float) -> float:
        """You made your next move while the bout is held: you have seen how it ended, so
        the pause ends once its last card has landed (your click waited a second and a half
        with nothing to show for it, long enough to click again: a second card of the rank
        was thrown in too). Returns when the hold ends now; cut again, it stays so."""
        if self.held is not None:
            self.held_until = min(self.held_until, max(now, self.landed))
        return self.held_until

    def holding(self, now: float) -> MoveRecord | None:
        """The move whose finished bout the table still shows at ``now``, if any."""
        if self.held is not None and now < self.held_until:
            return self.held
        return None

    # ------------------------------------------------------------------ "thinking…"
    def think(self, seat: int, version: int, now: float) -> None:
        """A bot starts thinking about the position of ``version`` (asked again for the same
        position, it keeps thinking since the first time)."""
        if self.thinker is None or self.thinker[:2] != (seat, version):
            self.thinker = (seat, version, now)

    def answered(self, now: float) -> None:
        """The bot has its move: if its seat did not say "thinking…" yet, it never will;
        if it did, it goes on saying so until the move is played (no flicker)."""
        if self.thinker is not None and now - self.thinker[2] < THINKING_AFTER:
            self.thinker = None

    def thinking(self, version: int, now: float) -> int | None:
        """The seat that shows "thinking…" at ``now`` (``None`` if none): a bot that has
        thought at least :data:`THINKING_AFTER` seconds about this very position."""
        if self.thinker is None:
            return None
        seat, asked, since = self.thinker
        if asked != version or now - since < THINKING_AFTER - 1e-9:
            return None
        return seat
