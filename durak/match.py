"""A match: several games with loss counts and the dealer rotation (000, 002).

- No points: each game's durak gets one loss (000). A draw gives nobody a loss (002, 003).
- The loser deals the next game; after a draw the previous loser deals again (002).
  Until someone has lost, the first-game rule applies (lowest trump attacks).
- Partnerships (``Rules.teams``): every member of the losing team gets a loss; the next
  dealer is the losing team's first member (by seat) still holding cards.
- Optional ``loss_limit``: the match ends when someone reaches that many losses (000);
  optional ``game_limit``: after that many games.

>>> from durak import Rules
>>> m = Match(Rules(players=3), seed=7, loss_limit=2)
>>> g = m.new_game()
>>> g.is_over, m.games_played
(False, 0)
"""

from __future__ import annotations

import json
from typing import Any

from durak import jsontext
from durak.errors import SetupError
from durak.game import Game
from durak.rules import Rules


class Match:
    """Loss counts and dealer rotation over a series of :class:`Game` s."""

    def __init__(
        self,
        rules: Rules,
        seed: int | str | None = None,
        loss_limit: int | None = None,
        game_limit: int | None = None,
    ) -> None:
        if loss_limit is not None and (not isinstance(loss_limit, int) or loss_limit < 1):
            raise ValueError("loss_limit must be a positive int or None")
        if game_limit is not None and (not isinstance(game_limit, int) or game_limit < 1):
            raise ValueError("game_limit must be a positive int or None")
        self.rules = rules
        self.seed = seed
        self.loss_limit = loss_limit
        self.game_limit = game_limit
        self.losses: list[int] = [0] * rules.players
        self.draws = 0
        self.games_played = 0
        self.last_loser: int | None = None
        self.game: Game | None = None
        self._recorded = True

    @property
    def next_dealer(self) -> int | None:
        """Dealer of the next game: the last loser (kept after a draw); ``None`` before anyone
        has lost, meaning the first-game rule."""
        return self.last_loser

    @property
    def is_over(self) -> bool:
        """Someone has reached ``loss_limit``, or ``game_limit`` games have been played."""
        if self.loss_limit is not None and max(self.losses) >= self.loss_limit:
            return True
        return self.game_limit is not None and self.games_played >= self.game_limit

    def game_seed(self, index: int) -> int | str | None:
        """Seed of game ``index`` (0-based): derived from the match seed, so replayable."""
        return None if self.seed is None else f"{self.seed}/{index}"

    def new_game(self, seed: int | str | None = None) -> Game:
        """Deal the next game (recording the previous one if it is over): the next dealer
        deals, and the engine's rules say who attacks first. ``seed`` defaults to
        :meth:`game_seed` of the game's index."""
        if self.game is not None and not self._recorded:
            if not self.game.is_over:
                raise ValueError("the current game is not over")
            self.record(self.game)
        if self.is_over:
            raise ValueError("the match is over")
        if seed is None:
            seed = self.game_seed(self.games_played)
        self.game = Game.new(self.rules, seed=seed, dealer=self.next_dealer)
        self._recorded = False
        return self.game

    def adopt(self, game: Game, recorded: bool | None = None) -> None:
        """Make ``game`` (resumed from storage) the current game; ``recorded`` says whether
        it has been counted already (``None``: as saved with the match)."""
        self.game = game
        if recorded is not None:
            self._recorded = recorded

    def record(self, game: Game) -> None:
        """Count a finished game: its loser gets a loss and deals next."""
        if not game.is_over:
            raise ValueError("the game is not over")
        if game is self.game:
            if self._recorded:
                raise ValueError("this game has already been recorded")
            self._recorded = True
        self.games_played += 1
        if game.losers:
            for s in game.losers:
                self.losses[s] += 1
            holding = [s for s in game.losers if game.hand_ids(s)]
            self.last_loser = holding[0] if holding else game.losers[0]
        else:
            self.draws += 1

    def to_dict(self, game: bool = True) -> dict[str, Any]:
        """A JSON-able dict (``game=False``: without the current game)."""
        return {
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "loss_limit": self.loss_limit,
            "game_limit": self.game_limit,
            "losses": list(self.losses),
            "draws": self.draws,
            "games_played": self.games_played,
            "last_loser": self.last_loser,
            "game": self.game.to_dict() if game and self.game is not None else None,
            "recorded": self._recorded,
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> Match:
        """A match from :meth:`to_json`; :class:`SetupError` (a ``ValueError``) if corrupt."""
        try:
            data = jsontext.loads(text)
        except (TypeError, ValueError, RecursionError) as e:
            raise SetupError(f"corrupt saved match: {e}") from None
        return cls.from_dict(data)

    @classmethod
    def from_dict(cls, d: Any) -> Match:
        """A match from :meth:`to_dict`; :class:`SetupError` (a ``ValueError``) if corrupt."""
        try:
            m = cls(Rules.from_dict(d["rules"]), d["seed"], d["loss_limit"], d["game_limit"])
            losses = [_count(x) for x in d["losses"]]
            if len(losses) != m.rules.players:
                raise ValueError("wrong number of loss counts")
            m.losses = losses
            m.draws = _count(d["draws"])
            m.games_played = _count(d["games_played"])
            m.last_loser = d["last_loser"]
            if m.last_loser is not None and (
                type(m.last_loser) is not int or m.last_loser not in range(m.rules.players)
            ):
                raise ValueError("bad last_loser")
            m.game = Game.from_json(json.dumps(d["game"])) if d["game"] is not None else None
            m._recorded = bool(d["recorded"])
        except SetupError:
            raise
        except (KeyError, TypeError, ValueError, NotImplementedError) as e:
            raise SetupError(f"corrupt saved match: {e}") from None
        return m


def _count(value: Any) -> int:
    """A saved count: a whole number, not negative (``ValueError`` for ``true``, ``1.5``,
    ``Infinity`` or text)."""
    if type(value) is not int or value < 0:
        raise ValueError(f"not a count: {value!r}")
    return value
