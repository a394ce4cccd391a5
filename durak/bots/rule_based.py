"""Rule-based players: ``medium`` (a solid heuristic player) and ``easy`` (the same ideas, sloppier).

Both read only a :class:`~durak.bots.base.View` of the observation.  The medium
policy: cover with the cheapest cards, keep trumps and high cards while the stock
lasts, take when covering would cost too much, lead and throw in cheap cards,
transfer when it is cheap, track which cards are gone (in a heads-up end game the
opponent's hand is then fully known), and always go out when it can.

With partnerships the bots play for the team (nobody can attack, help defend against or
give cards to a partner: the engine makes that illegal, so teamwork is a matter of
judgement): the attacking pair throws in against the opposing defender more freely while
the stock lasts (a beaten-off attack turns on the attacker's partner next, a take spares
them, and a team wins only when every member is out).  Measured with medium against
medium in 2 v 2 (2000 games each, duplicate deals): throw-ins up to three ranks higher
score 57.8% [55.6%, 59.9%] against the individual-play medium; a team version of the
heads-up "unbeatable lead" (the defender's possible cards) lost ground and is not used (in
a team game the heads-up case arises only when the one other seat left is an opponent).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from .base import (
    RANK_INDEX,
    Move,
    View,
    beats,
    cheapest_assignment,
    cover_cost,
    value,
)

#: After this many moves in a game the bots stop taking by choice (cycle guard).
LONG_GAME = 300
#: With partnerships, throw-ins while the stock lasts may go this many ranks higher.
TEAM_THROW_BONUS = 3
#: A *keen* thrower (the expert's own seat at a table of three or more, no partnerships)
#: throws in this many ranks higher while the stock lasts, and this many once it is empty
#: (any plain card then).  Measured with the policies alone (``fast_medium``, 1,500 deals of
#: four players, each seat in turn keen against three plain medium seats): the keen seat
#: lost 19.5% of its games where medium loses 24.1%; heads-up it hardly matters (47.8%
#: against 49.7%), so heads-up play keeps medium's limits.
KEEN_THROW_BONUS = 3
KEEN_THROW_BONUS_END = 2


def obvious_move(v: View) -> str | None:
    """The move every level makes without thinking: the only legal one, the trump-six swap,
    or going out (see :func:`going_out`); ``None`` if there is a real choice."""
    if len(v.legal) == 1:
        return v.legal[0].text
    if v.moves("swap"):
        return "swap"
    out = going_out(v)
    return out.text if out is not None else None


def going_out(v: View) -> Move | None:
    """A move that empties the hand once the stock is empty (always right to play), if any."""
    if v.stock_count > 0:
        return None
    n = len(v.hand)
    for m in v.moves("attack"):
        if len(m.cards) == n:
            return m
    if n == 1:
        for m in v.moves("defend"):
            return m
        for m in v.moves("transfer"):
            return m
    return None


def defence_plan(v: View) -> dict[str, str] | None:
    """The cheapest way to cover every uncovered attack card with legal covers, or None."""
    covers: dict[str, list[str]] = {}
    for m in v.moves("defend"):
        covers.setdefault(m.cards[0], []).append(m.cards[1])
    attacks = v.uncovered()
    if not attacks or any(a not in covers for a in attacks):
        return None
    return cheapest_assignment(attacks, covers, v.trump)


def _defend_move(v: View, plan: Mapping[str, str]) -> Move:
    """The defend move covering the highest uncovered card first (it is the most constrained)."""
    a = max(plan, key=lambda x: (value(x, v.trump), x))
    text = f"defend {a} {plan[a]}"
    for m in v.moves("defend"):
        if m.text == text:
            return m
    return v.moves("defend")[0]


def _should_take(v: View, plan: Mapping[str, str]) -> bool:
    """Medium's judgement: is covering with this plan too expensive while the stock lasts?

    Never after :data:`LONG_GAME` moves: bot-only games can cycle through takes, and a
    defender who covers whenever it can breaks the cycle.
    """
    if v.stock_count == 0 or v.move_count > LONG_GAME:
        return False
    trumps = [c for a, c in plan.items() if c[1] == v.trump and a[1] != v.trump]
    if not trumps:
        return False
    pickup = v.table_cards()
    if len(v.hand) + len(pickup) > 9:
        return False
    # Cheap table cards are fine to take early; big trumps are not worth spending on them.
    high_trump = any(RANK_INDEX[c[0]] >= RANK_INDEX["Q"] for c in trumps)
    pickup_value = sum(value(c, v.trump) for c in pickup)
    if v.stock_count >= 8 and (high_trump or len(trumps) >= 2) and pickup_value <= 4 * len(pickup):
        return True
    return v.stock_count >= 16 and len(trumps) >= 1 and pickup_value <= 3 * len(pickup)


def _transfer_choice(v: View, plan: Mapping[str, str] | None) -> Move | None:
    transfers = v.moves("transfer")
    if not transfers:
        return None
    best = min(transfers, key=lambda m: value(m.cards[0], v.trump))
    card = best.cards[0]
    cost_transfer = cover_cost(card, v.trump)
    if plan is None:
        return best
    cost_cover = sum(cover_cost(c, v.trump) for c in plan.values())
    if card[1] != v.trump or cost_transfer < cost_cover:
        return best
    return None


def medium_defend(v: View) -> Move:
    shows = v.moves("show")
    if shows:
        return shows[0]  # transfer by showing a trump: free, the trump stays in hand
    plan = defence_plan(v)
    t = _transfer_choice(v, plan)
    if t is not None:
        return t
    take = v.moves("take")
    if plan is None:
        if take:
            return take[0]
        return v.legal[0]
    if take and _should_take(v, plan):
        return take[0]
    return _defend_move(v, plan)


def _opponent_cards(v: View) -> set[str] | None:
    """In a heads-up end game (stock empty) the other hand is every unseen or known card.

    With partnerships the one other seat left is always an opponent (the game ends when a
    team is out), so the same holds.
    """
    if v.stock_count > 0:
        return None
    others = v.active_others()
    if len(others) != 1:
        return None
    return v.unseen() | set(v.known[others[0]])


def medium_lead(v: View) -> Move:
    """Lead on an empty table."""
    attacks = v.moves("attack")
    trump = v.trump
    opp = _opponent_cards(v)
    if opp is not None:
        # Heads-up end game: prefer a lead the opponent cannot beat, else the cheapest.
        def unbeatable(m: Move) -> bool:
            return all(not any(beats(o, c, trump) for o in opp) for c in m.cards)

        safe = [m for m in attacks if unbeatable(m)]
        if safe and len(safe) < len(attacks):
            # Keep one unbeatable card for the end unless it is all we have.
            return max(safe, key=lambda m: (len(m.cards), -value(m.cards[0], trump)))

    # Group by rank: lead the cheapest rank, with all its plain cards.
    def key(m: Move) -> tuple[int, int]:
        worth = max(value(c, trump) for c in m.cards)
        has_trump = any(c[1] == trump for c in m.cards)
        bonus = len(m.cards) if (not has_trump or v.stock_count == 0) else 0
        return (worth - 2 * bonus, -len(m.cards))

    return min(attacks, key=key)


def medium_throw_in(v: View, team_bonus: int = TEAM_THROW_BONUS, keen: bool = False) -> Move:
    """Add cards to a running bout, or pass (``team_bonus``: see :data:`TEAM_THROW_BONUS`;
    ``keen``: throw in higher at a table of three or more, :data:`KEEN_THROW_BONUS`)."""
    trump = v.trump
    passes = v.moves("pass")
    attacks = [m for m in v.moves("attack") if len(m.cards) == 1]
    if not attacks:
        attacks = v.moves("attack")
    if not attacks:
        return passes[0] if passes else v.legal[0]
    if v.stock_count == 0:
        limit_value = 8 if v.taking else 7
    elif v.stock_count <= 6:
        limit_value = 5
    else:
        limit_value = 4 if v.taking else 3
    if v.teams and v.stock_count > 0:
        limit_value += team_bonus
    if keen and v.players > 2 and not v.teams:
        limit_value += KEEN_THROW_BONUS if v.stock_count else KEEN_THROW_BONUS_END
    candidates = [
        m
        for m in attacks
        if all(c[1] != trump and RANK_INDEX[c[0]] <= limit_value for c in m.cards)
    ]
    if v.stock_count == 0 and not candidates:
        # End game: low trumps may go too when they outnumber what we need to keep.
        candidates = [
            m for m in attacks if all(value(c, trump) <= 11 for c in m.cards) and not v.taking
        ]
    if candidates:
        return min(candidates, key=lambda m: value(m.cards[0], trump))
    return passes[0] if passes else min(attacks, key=lambda m: value(m.cards[0], trump))


def medium_policy(
    v: View,
    rng: random.Random | None = None,
    team_bonus: int = TEAM_THROW_BONUS,
    keen: bool = False,
) -> str:
    """The medium rule-based choice for one view (``rng`` unused: medium is deterministic;
    ``keen``: see :func:`medium_throw_in`)."""
    forced = obvious_move(v)
    if forced is not None:
        return forced
    if v.moves("defend") or v.moves("transfer") or (v.moves("take") and not v.moves("attack")):
        return medium_defend(v).text
    if v.moves("attack"):
        if not v.table:
            return medium_lead(v).text
        return medium_throw_in(v, team_bonus, keen).text
    if v.moves("pass"):
        return "pass"
    return v.legal[0].text


def easy_policy(v: View, rng: random.Random) -> str:
    """A plausible but beatable player: sloppy covers, random leads, the odd blunder."""
    forced = obvious_move(v)
    if forced is not None:
        return forced
    if rng.random() < 0.12:
        choices = [m for m in v.legal if m.kind != "swap"]
        return rng.choice(choices).text
    defends = v.moves("defend")
    if defends or v.moves("transfer") or (v.moves("take") and not v.moves("attack")):
        plan = defence_plan(v)
        if v.moves("show") and rng.random() < 0.5:
            return v.moves("show")[0].text
        if v.moves("transfer") and rng.random() < 0.5:
            return rng.choice(v.moves("transfer")).text
        if plan is None:
            take = v.moves("take")
            return take[0].text if take else rng.choice(v.legal).text
        # Any cover of the first uncovered card will do, not the cheapest one.
        first = v.uncovered()[0]
        options = [m for m in defends if m.cards[0] == first]
        return rng.choice(options or defends).text
    attacks = v.moves("attack")
    if attacks:
        singles = [m for m in attacks if len(m.cards) == 1]
        if not v.table:
            plain = [m for m in singles if m.cards[0][1] != v.trump]
            return rng.choice(plain or singles or attacks).text
        if rng.random() < 0.5:
            return rng.choice(singles or attacks).text
    if v.moves("pass"):
        return "pass"
    return rng.choice(v.legal).text


class PolicyBot:
    """A bot that applies a policy function to the observation; seeded for its random choices."""

    def __init__(self, policy: Any, seed: int | None = None, name: str = "policy") -> None:
        self.policy = policy
        self.seed = seed
        self.name = name

    def choose(self, observation: Mapping[str, Any]) -> str:
        v = View.from_obs(observation)
        if not v.legal:
            raise ValueError(f"seat {v.seat} has no legal move in this observation")
        rng = random.Random(_obs_seed(self.seed, observation))
        return self.policy(v, rng)


def _obs_seed(seed: int | None, observation: Mapping[str, Any]) -> int:
    """A per-decision seed from the bot seed and public facts, so choices are reproducible."""
    base = 0 if seed is None else int(seed)
    mc = int(observation.get("move_count", 0) or 0)
    return (base * 1_000_003 + mc * 7919 + int(observation.get("seat", 0)) * 104729) & 0xFFFFFFFF
