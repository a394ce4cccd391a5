"""Fixed rule options of one game (the changing state lives in :class:`durak.game.Game`)."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from durak.cards import DECKS

MODES = ("throw-in", "transfer")
THROW_INS = ("all", "neighbours")
NEXT_ATTACKERS = ("left-of-dealer", "attack-the-fool")
FIRST_ATTACKERS = ("lowest-trump", "left-of-dealer")
#: Cards dealt to each player.
HAND_SIZE = 6
#: Partnership options and the number of players each needs (000).
TEAM_PLAYERS = {"2v2": 4, "3v3": 6}


@dataclass(frozen=True)
class Rules:
    """Rule options; every seed's game is one combination of these.

    - ``players``: 2..6, at most ``deck // 6`` (every player is dealt six cards).
    - ``mode``: ``"throw-in"`` (podkidnoy) or ``"transfer"`` (perevodnoy, 003/004).
    - ``throw_in``: ``"all"`` non-defenders may join (003; 000 for 3-4 players) or only the
      defender's two ``"neighbours"`` (004; 002 and 000 for 5-6 players).
    - ``first_bout_limit``: 6, or 5 (003; 002's variant) attack cards in the game's first bout.
    - ``trump_six_swap``: 000's exchange of the trump six for the face-up trump (002 plays
      without it); with another deck, of the deck's lowest trump (the 9, 7 or 2).
    - ``next_attacker``: in later games of a match, ``"left-of-dealer"`` attacks first (002),
      or ``"attack-the-fool"``: the loser's right neighbour attacks the loser (002 after Pagat).
    - ``teams``: ``None`` (individual play), ``"2v2"`` (000's pairs: exactly 4 players,
      partners opposite, seats 0 & 2 against 1 & 3) or ``"3v3"`` (000's six-player teams:
      exactly 6 players seated A-B-A-B-A-B, seats 0, 2, 4 against 1, 3, 5). Team ``k`` is
      made of the seats ``s`` with ``s % 2 == k``. See :mod:`durak.game` for how partners play.

    :meth:`team_of` and :meth:`partners` answer for individual play too: there every seat is
    a team of its own (``team_of(s) == s``, no partners).
    """

    players: int = 2
    mode: str = "throw-in"
    throw_in: str = "all"
    first_bout_limit: int = 6
    trump_six_swap: bool = False
    next_attacker: str = "left-of-dealer"
    teams: str | None = None
    deck: int = 36
    first_attacker: str = "lowest-trump"
    transfer_by_trump: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.players, int) or isinstance(self.players, bool):
            raise ValueError(f"players must be an int 2..6, not {self.players!r}")
        if not 2 <= self.players <= 6:
            raise ValueError(f"players must be 2..6, not {self.players}")
        if self.mode not in MODES:
            raise ValueError(f"mode must be one of {MODES}, not {self.mode!r}")
        if self.throw_in not in THROW_INS:
            raise ValueError(f"throw_in must be one of {THROW_INS}, not {self.throw_in!r}")
        if self.first_bout_limit not in (5, 6) or isinstance(self.first_bout_limit, bool):
            raise ValueError(f"first_bout_limit must be 5 or 6, not {self.first_bout_limit!r}")
        if not isinstance(self.trump_six_swap, bool):
            raise ValueError(f"trump_six_swap must be True or False, not {self.trump_six_swap!r}")
        if self.next_attacker not in NEXT_ATTACKERS:
            raise ValueError(
                f"next_attacker must be one of {NEXT_ATTACKERS}, not {self.next_attacker!r}"
            )
        if self.deck not in DECKS or isinstance(self.deck, bool):
            raise ValueError(f"deck must be one of {sorted(DECKS)} cards, not {self.deck!r}")
        if self.players > self.deck // HAND_SIZE:
            raise ValueError(
                f"a {self.deck}-card deck deals six cards to at most "
                f"{self.deck // HAND_SIZE} players, not {self.players}"
            )
        if self.first_attacker not in FIRST_ATTACKERS:
            raise ValueError(
                f"first_attacker must be one of {FIRST_ATTACKERS}, not {self.first_attacker!r}"
            )
        if not isinstance(self.transfer_by_trump, bool):
            raise ValueError(
                f"transfer_by_trump must be True or False, not {self.transfer_by_trump!r}"
            )
        if self.transfer_by_trump and self.mode != "transfer":
            raise ValueError("transfer_by_trump needs mode='transfer'")
        if self.teams is not None:
            if self.teams not in TEAM_PLAYERS:
                raise ValueError(f"teams must be None, '2v2' or '3v3', not {self.teams!r}")
            need = TEAM_PLAYERS[self.teams]
            if self.players != need:
                raise ValueError(
                    f"teams={self.teams!r} needs exactly {need} players, not {self.players} "
                    "(000: pairs with four players, two teams of three with six)"
                )

    def team_of(self, seat: int) -> int:
        """The team of ``seat``: ``seat % 2`` with teams, else ``seat`` itself."""
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.players:
            raise ValueError(f"there is no seat {seat!r}")
        return seat % 2 if self.teams is not None else seat

    def partners(self, seat: int) -> list[int]:
        """The other seats of ``seat``'s team, in seat order (``[]`` in individual play)."""
        t = self.team_of(seat)
        return [s for s in range(self.players) if s != seat and self.team_of(s) == t]

    @property
    def team_seats(self) -> list[list[int]]:
        """Seats of each team, by team number: ``[[0, 2], [1, 3]]`` for ``"2v2"``;
        one seat per team in individual play."""
        if self.teams is None:
            return [[s] for s in range(self.players)]
        return [list(range(0, self.players, 2)), list(range(1, self.players, 2))]

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able dict; :meth:`from_dict` reads it back."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        """Rules from :meth:`to_dict` output; ``ValueError`` on unknown keys or bad values."""
        if not isinstance(data, dict):
            raise ValueError("rules must be a dict")
        known = set(cls.__dataclass_fields__)
        extra = set(data) - known
        if extra:
            raise ValueError(f"unknown rule option(s): {sorted(extra)}")
        return cls(**data)
