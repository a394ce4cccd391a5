"""The hint: the move the ``hard`` bot would make for a seat, and one reason why.

>>> from durak import Game, Rules
>>> g = Game.from_setup(Rules(), [["6S", "7S", "AH", "9D"], ["8H", "TS", "6D"]], trump="H",
...                     first_attacker=0)
>>> hint(g.observation(0))
Hint(move='attack 6S', reason='hint-endgame')

The move is exactly ``make_bot("hard", seed, budget).choose(observation)``: the same
observation, seed and budget give the same move.  The reason is one of :data:`REASONS`
(catalog keys, worded in every language by :mod:`durak.i18n`), named from the position
the way the bots think about it (:func:`reason`):

- ``hint-last-cards``: the move plays your last cards once the stock is empty;
- ``hint-endgame``: the stock is empty heads-up and the exact solver proves the move wins
  (within :data:`REASON_NODES`);
- ``hint-lost-anyway``: the stock is empty heads-up and the exact solver proves every move
  loses (within :data:`REASON_NODES`): the move keeps the game going, should the other side
  go wrong ("this move most often keeps you from being the durak" beside the coach's
  "Lost" on every card, a learner's play-through);
- ``hint-keep-trumps``: a plain card (or taking, or stopping) instead of spending a trump
  while the stock lasts, when no plain card of another rank could have gone instead;
- ``hint-take``: taking costs less than covering;
- ``hint-cheapest-cover``: the cheapest card that covers;
- ``hint-only-cover``: the only card of yours that covers that attack card ("the cheapest
  cover" of one, a learner's play-through);
- ``hint-unbeatable``: no card the defender may hold beats the attack;
- ``hint-unbeatable-trump``: the same for an attack of trumps (the defender has no higher
  trump: "cannot beat this suit" named the trump ace's suit, a learner's play-through);
- ``hint-low-lead``: a lead of plain cards of your lowest plain rank (high cards and
  trumps kept for later);
- ``hint-pair-lead``: a lead of one plain card whose rank you hold again (to throw in);
- ``hint-only-move``: nothing else is legal;
- ``hint-known-odds``: none of those with every card known (the stock empty heads-up, no
  proven win): the move did best in the bot's play-outs ("the ways the hidden cards could
  lie" named cards that were not hidden, a learner's play-through);
- ``hint-best-odds``: none of those: the move avoided being the durak most often in the
  bot's sampled deals.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from durak.cards import RANKS

from .base import Move, View, beats, value
from .determinize import hidden_slots
from .endgame import UNKNOWN, solve_observation

#: Solver nodes for the "exact endgame" reason: a win the hard bot proved with more nodes
#: is explained by another reason (the hint stays quick in a long endgame).
REASON_NODES = 5_000
#: Every reason a hint may give (catalog keys), in the order :func:`reason` tries them.
REASONS: tuple[str, ...] = (
    "hint-only-move",
    "hint-last-cards",
    "hint-endgame",
    "hint-lost-anyway",
    "hint-keep-trumps",
    "hint-take",
    "hint-cheapest-cover",
    "hint-only-cover",
    "hint-unbeatable",
    "hint-unbeatable-trump",
    "hint-low-lead",
    "hint-pair-lead",
    "hint-known-odds",
    "hint-best-odds",
)


@dataclass(frozen=True)
class Hint:
    """The hard bot's ``move`` (engine notation) and its ``reason`` (a key of :data:`REASONS`)."""

    move: str
    reason: str

    @property
    def cards(self) -> tuple[str, ...]:
        """The cards the move plays (for a cover: the attack card, then the cover)."""
        return tuple(self.move.split()[1:])

    @property
    def kind(self) -> str:
        """The move's kind: attack, defend, transfer, show, take, pass or swap."""
        return self.move.split()[0]

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able dict (the worker's answer)."""
        return {"move": self.move, "reason": self.reason, "kind": self.kind,
                "cards": list(self.cards)}  # fmt: skip


def hint(observation: Mapping[str, Any], seed: int | None = 0, budget: float | None = None) -> Hint:
    """The hint for the observation's seat: the hard bot's move with ``seed`` and ``budget``
    (seconds; ``None``: the hard bot's default), and its reason."""
    from . import make_bot

    move = make_bot("hard", seed=seed, budget=budget).choose(observation)
    return Hint(move, reason(observation, move))


def reason(observation: Mapping[str, Any], move: str, solve: bool = True) -> str:
    """Why ``move`` is a good move for the observation's seat: a key of :data:`REASONS`
    (``solve``: the exact endgame's reason is tried, a solver run with the stock empty).

    >>> obs = {"seat": 0, "hand": ["7S", "AS", "6H"], "trump": "H", "stock_count": 10,
    ...        "hand_sizes": [3, 6], "table": [["6S", None]],
    ...        "legal_moves": ["defend 6S 7S", "defend 6S AS", "defend 6S 6H", "take"]}
    >>> reason(obs, "defend 6S 7S"), reason(obs, "take")
    ('hint-cheapest-cover', 'hint-take')
    """
    v = View.from_obs(observation)
    m = Move.parse(move)
    trump = v.trump
    if len(v.legal) <= 1:
        return "hint-only-move"
    if v.stock_count == 0 and m.kind in ("attack", "defend", "transfer"):
        played = m.cards[1:] if m.kind == "defend" else m.cards
        if len(played) == len(v.hand):
            return "hint-last-cards"
    if solve and v.stock_count == 0:
        proven = _proven(observation, move)
        if proven is not None:
            return proven
    spent = _spent(m)
    if m.kind == "take":
        covers = {c.cards[0]: [] for c in v.moves("defend")}
        for c in v.moves("defend"):
            covers[c.cards[0]].append(c.cards[1])
        only_trumps = [a for a, cs in covers.items() if all(c[1] == trump for c in cs)]
        if v.stock_count > 0 and only_trumps:
            return "hint-keep-trumps"
        return "hint-take"
    if m.kind == "defend":
        attack, cover = m.cards
        others = [c.cards[1] for c in v.moves("defend") if c.cards[0] == attack]
        if others == [cover]:
            return "hint-only-cover"
        if all(value(cover, trump) <= value(c, trump) for c in others):
            return "hint-cheapest-cover"
        return _odds(v)  # a dearer cover: the search saw more in it
    if m.kind == "attack" and v.defender is not None and _unbeatable(v, m.cards):
        return "hint-unbeatable-trump" if all(c[1] == trump for c in m.cards) else "hint-unbeatable"
    if v.stock_count > 0 and not any(c[1] == trump for c in spent):
        alternatives = [o for o in v.legal if o.text != move]
        # A plain card of another rank could have gone instead: the choice was not about
        # trumps (a player was told "keep your trumps" for K♥ led rather than 7♥).
        ranks = {c[0] for c in spent}
        plain = any(
            _spent(o) and not any(c[1] == trump or c[0] in ranks for c in _spent(o))
            for o in alternatives
        )
        if not plain and any(c[1] == trump for o in alternatives for c in _spent(o)):
            return "hint-keep-trumps"
    if m.kind == "attack" and not v.table and not any(c[1] == trump for c in m.cards):
        # a lead the sampled odds chose, named as a player would (a learner's play-through:
        # "across the ways the hidden cards could lie…" gave nothing to act on)
        plain_cards = [c for c in v.hand if c[1] != trump]
        if RANKS.index(m.cards[0][0]) == min(RANKS.index(c[0]) for c in plain_cards):
            return "hint-low-lead"
        if len(m.cards) == 1 and sum(c[0] == m.cards[0][0] for c in plain_cards) > 1:
            return "hint-pair-lead"  # (another plain one: a trump is not for throwing in)
    return _odds(v)


def _odds(v: View) -> str:
    """The sampled odds' reason: with every card known (the stock empty and at most one
    other hand with cards you have not seen: they are the unseen ones), not "the hidden
    cards"."""
    need, _ = hidden_slots(v)
    known = v.stock_count == 0 and sum(n > 0 for n in need) <= 1
    return "hint-known-odds" if known else "hint-best-odds"


def _spent(m: Move) -> tuple[str, ...]:
    """The cards a move puts on the table."""
    if m.kind == "defend":
        return m.cards[1:]
    if m.kind in ("attack", "transfer"):
        return m.cards
    return ()


def _unbeatable(v: View, cards: tuple[str, ...]) -> bool:
    """No card the defender may hold (its known cards, and any unseen card if it holds
    cards nobody has seen) beats any of ``cards``."""
    d = v.defender
    assert d is not None
    possible = set(v.known[d])
    need, _ = hidden_slots(v)
    if need[d] > 0:
        possible |= v.unseen()
    return not any(beats(p, c, v.trump) for p in possible for c in cards)


def _proven(observation: Mapping[str, Any], move: str) -> str | None:
    """The stock is empty heads-up and the solver proves ``move`` a win for the seat
    (``"hint-endgame"``), or the position lost whatever it plays (``"hint-lost-anyway"``);
    else ``None``."""
    sol = solve_observation(observation, REASON_NODES)
    seat = observation.get("seat")
    if sol is None or sol.loser in (UNKNOWN, None):
        return None
    if sol.loser == seat:
        return "hint-lost-anyway"
    return "hint-endgame" if move == sol.move or move in sol.best_moves else None


__all__ = ["REASONS", "Hint", "hint", "reason"]
