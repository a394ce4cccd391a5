"""Bots that play Durak from an observation: ``random``, ``easy``, ``medium``, ``hard``, ``expert``.

>>> from durak.bots import make_bot
>>> bot = make_bot("medium", seed=7)
>>> bot.choose({"seat": 0, "legal_moves": ["take"]})
'take'

Every bot has ``choose(observation) -> str``: one legal move for the observation's seat,
in engine notation.  Bots read only the observation (``game.observation(seat)``), never the
full game.  The same observation, seed and budget give the same move.

- ``random``: uniform over the legal moves.
- ``easy``: rule-based, sloppy covers, random leads, the odd blunder.
- ``medium``: solid rule-based play (see :mod:`durak.bots.rule_based`).
- ``hard``: determinized search guided by the medium policy (see :mod:`durak.bots.search`).
- ``expert``: information-set Monte Carlo tree search (:mod:`durak.bots.ismcts`) with
  the exact endgame solver at the root and in its rollouts, inference from what the other
  seats have shown, and an early stop once its move is settled (see
  :mod:`durak.bots.expert`).
- ``flatmc``: an outside yardstick, not one of the game's levels: plain flat Monte Carlo
  over :data:`~durak.bots.flatmc.WORLDS` sampled deals, greedy finishing (see
  :mod:`durak.bots.flatmc`).

With partnerships (``Rules(teams="2v2")`` or ``"3v3"``) every level plays for its team:
the search levels score a game by the team's result, and the rule-based levels press the
attack on the opposing defender (see :mod:`durak.bots.rule_based`).

``budget`` (seconds) overrides the thinking budget of ``hard`` and ``expert``; the rule-based
levels ignore it.
"""

from __future__ import annotations

import json
from typing import Any

from .base import Bot
from .random_bot import RandomBot
from .rule_based import PolicyBot, easy_policy, medium_policy

LEVELS: tuple[str, ...] = ("random", "easy", "medium", "hard", "expert")
#: Bots for measuring the levels against, not offered in the game.
YARDSTICKS: tuple[str, ...] = ("flatmc",)


def make_bot(level: str, seed: int | None = None, budget: float | None = None) -> Bot:
    """A bot of the given level; ``ValueError`` for an unknown level or a bad budget."""
    if budget is not None and not budget > 0:
        raise ValueError(f"budget must be a positive number of seconds, not {budget!r}")
    if level == "random":
        return RandomBot(seed=seed)
    if level == "easy":
        return PolicyBot(easy_policy, seed=seed, name="easy")
    if level == "medium":
        return PolicyBot(medium_policy, seed=seed, name="medium")
    if level == "hard":
        from .search import SearchBot

        return SearchBot(level=level, seed=seed, budget=budget)
    if level == "expert":
        from .expert import ExpertBot

        return ExpertBot(seed=seed, budget=budget)
    if level == "flatmc":
        from .flatmc import FlatMCBot

        return FlatMCBot(seed=seed)
    raise ValueError(f"unknown bot level {level!r}: one of {', '.join(LEVELS + YARDSTICKS)}")


def choose_move_json(
    observation_json: str, level: str, seed: int | None = None, budget: float | None = None
) -> str:
    """The move for an observation given as JSON text (the web worker's entry point).

    Returns the move text itself (not JSON-quoted).
    """
    observation: dict[str, Any] = json.loads(observation_json)
    return make_bot(level, seed=seed, budget=budget).choose(observation)


__all__ = ["LEVELS", "YARDSTICKS", "Bot", "choose_move_json", "make_bot"]
