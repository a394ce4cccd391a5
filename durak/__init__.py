"""Durak, the Russian card game: a pure-Python rules engine (standard library only).

>>> from durak import Rules, Game
>>> game = Game.new(Rules(players=2), seed=1)
>>> seat = game.to_act[0]
>>> game.play(seat, game.legal_moves(seat)[0]).kind
'attack'
"""

from durak.cards import card_label
from durak.errors import IllegalMove, SetupError
from durak.game import Game
from durak.match import Match
from durak.moves import move_to_text, text_to_move
from durak.rules import Rules

__all__ = [
    "Game",
    "IllegalMove",
    "Match",
    "Rules",
    "SetupError",
    "card_label",
    "move_to_text",
    "text_to_move",
]
