"""The bots' read-only fast view of a :class:`durak.Game` (no copies, int cards).

Search and rollouts read the game thousands of times a second, so these accessors
hand out the engine's own lists: **never mutate them** (use :meth:`Game.apply`). Cards
are ints (``rank * 4 + suit``, see :mod:`durak.cards`). The checked, text API
(:attr:`Game.hands`, :attr:`Game.table`, ...) gives copies as text instead.

>>> from durak import Game, Rules
>>> g = Game.new(Rules(players=2), seed=1)
>>> g.stock_size, g.attack_ids, g.trump_suit == "SHDC".index(g.trump)
(24, [], True)
"""

from __future__ import annotations


class FastView:
    """Read-only accessors over the fields of :class:`durak.Game` (a mixin of it)."""

    __slots__ = ()
    _hands: list[list[int]]
    _att: list[int]
    _cov: list[int]
    _trump: int
    _stock: list[int]
    _out: list[bool]
    _over: bool
    _losers: list[int]
    _vseat: list[int] | None

    def hand_ids(self, seat: int) -> list[int]:
        """``seat``'s hand, sorted ascending (the engine's list: do not mutate)."""
        return self._hands[seat]

    @property
    def attack_ids(self) -> list[int]:
        """The bout's attack cards in the order played (the engine's list)."""
        return self._att

    @property
    def cover_ids(self) -> list[int]:
        """Each attack card's cover, ``-1`` while uncovered (parallel to :attr:`attack_ids`)."""
        return self._cov

    @property
    def trump_suit(self) -> int:
        """The trump suit's index (0..3, ``"SHDC"``)."""
        return self._trump

    @property
    def stock_size(self) -> int:
        """Cards left in the stock."""
        return len(self._stock)

    @property
    def out_flags(self) -> list[bool]:
        """Per seat: out of the game (the engine's list)."""
        return self._out

    @property
    def over(self) -> bool:
        """The game has ended (as :attr:`Game.is_over`)."""
        return self._over

    @property
    def loser_ids(self) -> list[int]:
        """The losing seats once over (the engine's list; ``[]`` for a draw)."""
        return self._losers

    @property
    def partnered(self) -> bool:
        """Partnerships (2 v 2 or 3 v 3) are played."""
        return self._vseat is not None
