"""What a move did: the engine's small frozen records (the event stream).

:meth:`durak.Game.play` returns a :class:`MoveRecord` for every move it accepts. The
table animates and the game log is worded from these records; nothing compares two
states to guess what happened. A record holds every card that moved, hidden ones
included (cards drawn from the stock): a view shows another seat's draw only as a
count (:attr:`Draw.count`).

>>> from durak import Game, Rules
>>> g = Game.new(Rules(players=2), seed=1)
>>> r = g.play(1, "attack 8D")
>>> r.kind, r.cards, r.lead, r.bout, r.losers
('attack', ('8D',), True, None, None)
>>> r = g.play(0, "take")
>>> r.bout
BoutEnd(outcome='taken', cards=('8D',), taker=0, table=(('8D', None),), attacker=1, defender=0)
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Draw:
    """One seat's draw from the stock at the end of a bout, in drawing order."""

    seat: int
    cards: tuple[str, ...]

    @property
    def count(self) -> int:
        """How many cards (all another seat may know of this draw)."""
        return len(self.cards)


@dataclass(frozen=True)
class BoutEnd:
    """How a bout ended: ``"beaten"`` (the cards go to the discard pile) or ``"taken"``
    (``taker`` picks them up); ``cards`` every card that was on the table; ``table`` the
    bout as it lay when it ended, ``(attack, cover or None)`` pairs in the order played
    (what the table shows for a moment before it is cleared); ``attacker`` and
    ``defender`` the bout's main attacker and defender as it ended (the record's own are
    the next bout's)."""

    outcome: str
    cards: tuple[str, ...]
    taker: int | None = None
    table: tuple[tuple[str, str | None], ...] = ()
    attacker: int | None = None
    defender: int | None = None


@dataclass(frozen=True)
class MoveRecord:
    """What one accepted move did.

    - ``seat``, ``move`` (the move's text, as :func:`durak.moves.move_to_text` gives it),
      ``kind`` (its first word) and ``cards`` (the cards it put on the table);
    - ``lead``: the bout's opening attack;
    - ``swap``: for the trump-six swap, ``(six given, card received)``;
    - ``bout``: how the bout ended, if this move ended it; ``draws`` then lists the draws
      from the stock, in drawing order;
    - ``attacker``/``defender``: the main attacker and the defender after the move (a
      transfer or a new bout changes them);
    - ``losers``: ``None`` while the game goes on; once it is over, the losing seats (a whole
      team with partnerships; ``()`` for a draw);
    - ``out``: the seats this move left out of play (no cards, the stock empty), in seat
      order; ``emptied``: the draws after this move took the stock's last card.
    """

    seat: int
    move: str
    kind: str
    cards: tuple[str, ...] = ()
    lead: bool = False
    swap: tuple[str, str] | None = None
    bout: BoutEnd | None = None
    draws: tuple[Draw, ...] = ()
    attacker: int = 0
    defender: int = 0
    losers: tuple[int, ...] | None = None
    out: tuple[int, ...] = ()
    emptied: bool = False

    @property
    def over(self) -> bool:
        """The game ended with this move."""
        return self.losers is not None
