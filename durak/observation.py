"""What one seat can know, and a full game rebuilt from it with guessed hidden cards.

Observation keys (all JSON-able; card codes as text):

``rules`` (``Rules.to_dict()``), ``seat``, ``hand`` (sorted), ``hand_sizes``, ``table``
(``[attack, cover|None]``), ``trump`` (suit), ``trump_card`` (the turned-up trump: bottom of
the stock, or with 6 players the dealer's shown card, or the trump six after a swap; it stays
set after being drawn - ``known`` says who holds it), ``stock_count``, ``discard``, ``known``
(per seat: cards everybody knows are in that hand - picked up from the table, the face-up
trump drawn last, the lowest trump shown to start the first game, a swapped card; own seat:
the whole hand; once the game is over, the losers' whole hands, shown face up to everybody),
``known_public`` (the same, but the own seat's entry too is only
what the others know), ``attacker``, ``defender``, ``helpers``, ``to_act``, ``legal_moves`` (this
seat's), ``out``, ``limit``, ``cap`` (6, or 5 in a first bout), ``taking``, ``passed``,
``first_bout``, ``is_over``, ``losers``, ``move_count``, ``dealer``, ``six_blocked`` (the
trump six has been played or swapped), ``bottom_holder`` (who drew the face-up trump, -1),
``bottom_fresh`` (no card played since then), ``shown`` (trumps shown to transfer in
this bout, with ``transfer_by_trump``; each is also in its holder's ``known``), ``team_of`` (each seat's team: ``seat % 2`` with
partnerships, the seat itself in individual play), ``partners`` (this seat's partners, ``[]``
individually), ``teams`` (``None``, ``"2v2"`` or ``"3v3"``) and ``virtual_seating`` (with
partnerships 000's imagined seating, position -> seat, ``-1`` an empty place; the defender
sits one position after the attacker; ``None`` individually).

Nothing in it depends on hidden cards, with one deliberate exception: attackers who hold
nothing they could add are auto-passed (see :mod:`durak.game`), so ``to_act``, this seat's
``legal_moves`` as a helper, and the moment a bout ends reveal "holds nothing to add", just
as a player saying "nothing" at a real table does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from durak.cards import CARD_TEXT
from durak.errors import SetupError
from durak.rules import Rules

if TYPE_CHECKING:
    from durak.game import Game


def observe(game: Game, seat: int) -> dict[str, Any]:
    """The observation of ``seat`` (see the module docstring for the keys)."""
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < game.n:
        raise ValueError(f"there is no seat {seat!r}")
    hands = game._hands
    obs = game._public_dict()
    own = [CARD_TEXT[c] for c in sorted(hands[seat])]
    if game._over:  # the game is over: the losers show what they were left holding
        for s in game._losers:
            obs["known"][s] = [CARD_TEXT[c] for c in sorted(hands[s])]
    obs["known_public"] = [list(k) for k in obs["known"]]
    obs["known"][seat] = own
    obs.update(
        {
            "rules": game.rules.to_dict(),
            "seat": seat,
            "hand": own,
            "hand_sizes": [len(h) for h in hands],
            "stock_count": len(game._stock),
            "helpers": list(game._helpers),
            "to_act": game.to_act,
            "legal_moves": game.legal_moves(seat),
            "teams": game.rules.teams,
            "team_of": [game.rules.team_of(s) for s in range(game.n)],
            "partners": game.rules.partners(seat),
        }
    )
    return obs


def game_from_observation(obs: dict[str, Any], hands: list[list[str]], stock: list[str]) -> Game:
    """Rebuild a full :class:`Game` from ``obs`` plus guessed hidden cards (see
    :meth:`Game.from_observation`). ``SetupError`` if they do not fit the observation."""
    from durak.game import Game

    rules = Rules.from_dict(obs["rules"])
    seat = obs["seat"]
    n = rules.players
    if len(hands) != n:
        raise SetupError(f"need {n} hands")
    full = [list(obs["hand"]) if s == seat else list(hands[s]) for s in range(n)]
    sizes = obs["hand_sizes"]
    for s in range(n):
        if len(full[s]) != sizes[s]:
            raise SetupError(f"hand {s} should hold {sizes[s]} cards, not {len(full[s])}")
        missing = set(obs["known"][s]) - set(full[s]) if s != seat else set()
        if missing:
            raise SetupError(f"hand {s} lacks known card(s) {sorted(missing)}")
    if len(stock) != obs["stock_count"]:
        raise SetupError(f"stock should hold {obs['stock_count']} cards, not {len(stock)}")
    data = dict(obs)
    data["known"] = obs["known_public"]
    return Game._load(rules, data, full, list(stock))
