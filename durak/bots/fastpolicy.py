"""The medium policy on the engine's fast path (int cards, action tuples), for rollouts.

Rollouts play thousands of moves per decision, so this is a lean copy of the ideas in
:mod:`durak.bots.rule_based` that reads a sampled :class:`~durak.game.Game` directly (a
determinized world, never the real game).  It may read the engine's internal lists
(``_hands``, ``_att``, ``_cov``, ``_stock``, ``_trump``): they are the fast path's state,
and reading them costs nothing.

Partnerships: as in the medium policy, the attacking team throws in up to
:data:`~durak.bots.rule_based.TEAM_THROW_BONUS` ranks higher while the stock lasts.  The
heads-up end-game lead (:func:`_sole_opponent`) needs no change: in a team game the one
other seat still holding cards is always an opponent, since the game ends when a team is out.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from durak.cards import BEATERS, RANKS
from durak.moves import ATTACK, DEFEND, PASS, SHOW, SWAP, TAKE, TRANSFER, Action

from .rule_based import KEEN_THROW_BONUS, KEEN_THROW_BONUS_END, TEAM_THROW_BONUS

if TYPE_CHECKING:
    from durak.game import Game

SIX = RANKS.index("6")  # ranks count from the six, as in base.rank (a two is -4)
QUEEN = RANKS.index("Q") - SIX
LONG_GAME = 300  # as in rule_based: no taking by choice after this many moves


def _cost(c: int, trump: int) -> int:
    """Cost of spending a card: rank, plus 12 for a trump."""
    return (c >> 2) - SIX + (12 if c & 3 == trump else 0)


def plan_cover(g: Game, defends: list[Action], trump: int) -> dict[int, int] | None:
    """Greedy cheapest distinct covers for every uncovered attack card, or None."""
    covers: dict[int, list[int]] = {}
    for a in defends:
        covers.setdefault(a[1], []).append(a[2])
    unc = [a for a, c in zip(g.attack_ids, g.cover_ids) if c < 0]  # noqa: B905
    if len(covers) < len(unc):
        return None
    plan: dict[int, int] = {}
    used: set[int] = set()
    for a in sorted(unc, key=lambda x: (len(covers[x]), -_cost(x, trump))):
        best = -1
        bc = 99
        for c in covers[a]:
            if c not in used:
                k = _cost(c, trump)
                if k < bc:
                    bc, best = k, c
        if best < 0:
            return None
        used.add(best)
        plan[a] = best
    return plan


def fast_medium(
    g: Game, seat: int, acts: list[Action], rng: random.Random, eps: float, keen: bool = False
) -> Action:
    """One rollout move for ``seat`` among ``acts`` (its legal actions), medium-style
    (``keen``: throw in as :func:`~durak.bots.rule_based.medium_throw_in` with ``keen``)."""
    if len(acts) == 1:
        return acts[0]
    if eps and rng.random() < eps:
        return acts[rng.randrange(len(acts))]
    trump = g.trump_suit
    hand = g.hand_ids(seat)
    stock = g.stock_size
    defends: list[Action] = []
    transfers: list[Action] = []
    attacks: list[Action] = []
    take = pas = show = None
    for a in acts:
        k = a[0]
        if k == DEFEND:
            defends.append(a)
        elif k == ATTACK:
            attacks.append(a)
        elif k == TRANSFER:
            transfers.append(a)
        elif k == TAKE:
            take = a
        elif k == PASS:
            pas = a
        elif k == SHOW:
            show = a
        elif k == SWAP:
            return a
    if stock == 0:
        n = len(hand)
        for a in attacks:
            if len(a) - 1 == n:
                return a
        if n == 1 and (defends or transfers):
            return (defends or transfers)[0]
    if show is not None:
        return show  # passes the attack on for free: the trump stays in hand
    if defends or transfers or (take is not None and not attacks):
        plan = plan_cover(g, defends, trump) if defends else None
        if transfers:
            best = min(transfers, key=lambda a: _cost(a[1], trump))
            if plan is None or best[1] & 3 != trump:
                return best
            if _cost(best[1], trump) < sum(_cost(c, trump) for c in plan.values()):
                return best
        if plan is None:
            return take if take is not None else acts[0]
        if take is not None and stock > 0 and _should_take(g, plan, trump, stock, len(hand)):
            return take
        a = max(plan, key=lambda x: _cost(x, trump))
        return (DEFEND, a, plan[a])
    if attacks:
        if not g.attack_ids:
            return _lead(g, seat, attacks, trump, stock)
        return _throw_in(g, attacks, pas, trump, stock, keen)
    return pas if pas is not None else acts[0]


def _should_take(g: Game, plan: dict[int, int], trump: int, stock: int, hand_len: int) -> bool:
    trumps = [c for a, c in plan.items() if c & 3 == trump and a & 3 != trump]
    if not trumps or g.move_count > LONG_GAME:
        return False
    pickup = [c for c in g.attack_ids] + [c for c in g.cover_ids if c >= 0]
    if hand_len + len(pickup) > 9:
        return False
    pv = sum((c >> 2) - SIX + (9 if c & 3 == trump else 0) for c in pickup)
    high = any((c >> 2) - SIX >= QUEEN for c in trumps)
    if stock >= 8 and (high or len(trumps) >= 2) and pv <= 4 * len(pickup):
        return True
    return stock >= 16 and pv <= 3 * len(pickup)


def _lead(g: Game, seat: int, attacks: list[Action], trump: int, stock: int) -> Action:
    if stock == 0:
        opp = _sole_opponent(g, seat)
        if opp is not None:
            bt = BEATERS[trump]
            oh = g.hand_ids(opp)
            safe = [a for a in attacks if all(not any(x in bt[c] for x in oh) for c in a[1:])]
            if safe and len(safe) < len(attacks):
                return max(safe, key=lambda a: (len(a), -_cost(a[1], trump)))
    best = attacks[0]
    bk = 999
    for a in attacks:
        worth = 0
        has_trump = False
        for c in a[1:]:
            v = (c >> 2) - SIX + (9 if c & 3 == trump else 0)
            if v > worth:
                worth = v
            if c & 3 == trump:
                has_trump = True
        bonus = len(a) - 1 if (not has_trump or stock == 0) else 0
        k = (worth - 2 * bonus) * 8 - len(a)
        if k < bk:
            bk, best = k, a
    return best


def _throw_in(
    g: Game, attacks: list[Action], pas: Action | None, trump: int, stock: int, keen: bool = False
) -> Action:
    taking = g.taking
    if stock == 0:
        lim = 8 if taking else 7
    elif stock <= 6:
        lim = 5
    else:
        lim = 4 if taking else 3
    if stock and g.partnered:
        lim += TEAM_THROW_BONUS
    if keen and g.n > 2 and not g.partnered:
        lim += KEEN_THROW_BONUS if stock else KEEN_THROW_BONUS_END
    best = None
    bv = 99
    for a in attacks:
        if len(a) != 2:
            continue
        c = a[1]
        r = (c >> 2) - SIX
        if c & 3 != trump and r <= lim and r < bv:
            bv, best = r, a
    if best is not None:
        return best
    if stock == 0 and not taking:
        for a in attacks:
            if len(a) == 2 and (a[1] >> 2) - SIX + 9 <= 11:
                return a
    if pas is not None:
        return pas
    return min(attacks, key=lambda a: _cost(a[1], trump))


def _sole_opponent(g: Game, seat: int) -> int | None:
    """The one other seat still holding cards (an opponent, with partnerships too), or None."""
    opp = None
    for s in range(g.n):
        if s != seat and not g.out_flags[s] and g.hand_ids(s):
            if opp is not None:
                return None
            opp = s
    return opp
