"""Positions set up by hand for the analysis board (issue 17): a puzzle, a reviewed
position, and its share link.

(Work in progress: the interface is final, the checks follow.)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from durak.rules import Rules

if TYPE_CHECKING:
    from durak.analysis import EntryError
    from durak.game import Game


@dataclass(frozen=True)
class Position:
    """Every hand, the table (``(attack, cover or None)`` in order), the stock's count,
    the discard pile, attacker and defender, the face-up trump (``None`` once drawn, or
    when it is not known) and the trump suit; ``to_act``: the attacker-side seat whose turn
    it is to add (when several could), ``taking``: the defender has said take."""

    rules: Rules
    hands: list[list[str]]
    table: list[tuple[str, str | None]]
    stock_count: int
    discard: list[str]
    attacker: int
    defender: int
    trump_card: str | None
    trump: str
    to_act: int | None = None
    taking: bool = False

    def problems(self) -> list[EntryError]:
        """Everything illegal about the position (``[]`` when the engine accepts it)."""
        raise NotImplementedError

    def game(self, seed: int) -> Game:
        """The position as an engine game, the stock's order dealt by ``seed``."""
        raise NotImplementedError


def encode_position(pos: Position) -> str:
    """The URL fragment ``"pos=1...."`` of a position (versioned)."""
    raise NotImplementedError


def decode_position(fragment: str) -> tuple[Position | None, list[str]]:
    """The position of a link, or ``(None, message keys)`` for a broken or hostile one."""
    raise NotImplementedError
