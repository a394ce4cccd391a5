"""The uniformly random player: a baseline for the arena."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from .rule_based import _obs_seed


class RandomBot:
    """Picks one of the observation's legal moves uniformly at random (seeded per decision)."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def choose(self, observation: Mapping[str, Any]) -> str:
        moves = list(observation.get("legal_moves", []))
        if not moves:
            raise ValueError(
                f"seat {observation.get('seat')} has no legal move in this observation"
            )
        return random.Random(_obs_seed(self.seed, observation)).choice(moves)
