"""The hidden cards of a followed game: an assignment of cards to the deck's positions that
agrees with everything the followed seat has seen (the solver behind :mod:`durak.analysis`).

A real game is one shuffled deck dealt by the engine (:meth:`durak.game.Game.new`'s deal):
position ``i < 6 * players`` goes to seat ``(dealer + 1 + i) % players``, the next position
is the face-up trump, the rest is the stock in drawing order. A *world* is such a deck. The
followed seat knows its own positions (its hand, its draws) and the face-up trump; every
other card is placed by a bipartite matching under these constraints (:class:`Spec`):

- a card another seat played, showed or swapped at move ``m`` lay in one of that seat's
  positions that reached its hand before move ``m`` (its deal, or a draw before);
- *nothing* facts ``F``: the seat held no card of the ranks ``mask`` after move ``t`` (it had
  nothing to add), so no card of those ranks that was still hidden then lay in one of its
  positions that had reached it by then;
- *holds* facts ``T``: the seat held a card of those ranks after move ``t`` (it passed while
  it could add, or the bout went on): one witness card is pinned to its positions;
- with the lowest-trump rule, no seat was dealt a trump lower than the one shown.

The engine replays the entered moves on the world and so decides every rule; the matching
only keeps the world consistent with what has been seen.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from durak.rules import HAND_SIZE, Rules

#: Arrival time of dealt positions (before the first move).
DEALT = -1
#: Arrival time of positions still in the stock.
NEVER = 1 << 30


def geometry(rules: Rules, dealer: int) -> tuple[list[int], int, list[int]]:
    """``(owner of each dealt position, position of the face-up trump, stock positions in
    drawing order)`` of a deck dealt by ``dealer`` (as :meth:`Game._dealt` deals)."""
    n, size = rules.players, rules.deck
    dealt = HAND_SIZE * n
    owners = [(dealer + 1 + i) % n for i in range(dealt)]
    if dealt == size:
        return owners, dealt - 1, []
    return owners, dealt, [dealt + 1 + k for k in range(size - dealt - 1)] + [dealt]


@dataclass
class Fact:
    """``kind`` ``"F"`` (holds no card of the ranks in ``mask``) or ``"T"`` (holds one) for
    ``seat`` after move ``t``; ``origin``: ``"entry"`` (said so), ``"hard"`` (the course
    needs it), ``"soft"`` (only what the board shows now); ``tag``: the index of the entry
    that brought it."""

    kind: str
    seat: int
    mask: int
    t: int
    origin: str = "entry"
    tag: int = 0

    def to_list(self) -> list[object]:
        return [self.kind, self.seat, self.mask, self.t, self.origin, self.tag]


@dataclass
class Spec:
    """What is known about the deck: fixed positions, who got each position when, when
    and by whom each card was first seen, and the facts."""

    size: int
    lowest: int  # the deck's lowest card id
    owner: list[int]  # per position: the seat that got it (-1: still in the stock)
    arrival: list[int]  # per position: when (DEALT, move number, NEVER)
    fixed: dict[int, int] = field(default_factory=dict)  # position -> card
    seen: dict[int, tuple[int, int]] = field(default_factory=dict)  # card -> (seat, move)
    no_deal: set[int] = field(default_factory=set)  # cards that were not dealt to anybody
    facts: list[Fact] = field(default_factory=list)

    def free_cards(self) -> list[int]:
        fixed = set(self.fixed.values())
        return [c for c in range(self.lowest, self.lowest + self.size) if c not in fixed]

    def free_positions(self) -> list[int]:
        return [p for p in range(self.size) if p not in self.fixed]

    def held_before(self, seat: int, t: int) -> int:
        """Bit mask (over deck positions) of ``seat``'s free positions that it held just
        after move ``t`` (before that move's bout end drew cards): those that arrived with
        the deal or with the draws at the end of an earlier move."""
        memo = self.__dict__.setdefault("_held", {})
        key = (seat, t)
        got = memo.get(key)
        if got is None:
            got = 0
            fixed = self.fixed
            for p in range(self.size):
                if self.owner[p] == seat and self.arrival[p] < t and p not in fixed:
                    got |= 1 << p
            memo[key] = got
        return got

    def allowed(self) -> dict[int, int]:
        """Per free card, the bit mask of the positions it may lie in (ignoring T facts)."""
        free_mask = 0
        for p in self.free_positions():
            free_mask |= 1 << p
        dealt_mask = 0
        for p in range(self.size):
            if self.arrival[p] == DEALT:
                dealt_mask |= 1 << p
        by_rank: dict[int, list[Fact]] = {}
        for f in self.facts:
            if f.kind == "F":
                m = f.mask
                while m:
                    low = m & -m
                    by_rank.setdefault(low.bit_length() - 1, []).append(f)
                    m ^= low
        held = self.held_before
        out = {}
        for c in self.free_cards():
            seen = self.seen.get(c)
            mask = held(*seen) if seen is not None else free_mask
            for f in by_rank.get(c >> 2, ()):
                if seen is not None and seen[1] <= f.t:
                    continue  # already seen (public) by then: the engine checks it
                mask &= ~held(f.seat, f.t)
            if c in self.no_deal:
                mask &= ~dealt_mask
            out[c] = mask
        return out

    def witnesses(self, f: Fact) -> tuple[int, list[int]]:
        """For a ``T`` fact: the positions a witness may lie in and the candidate cards."""
        where = self.held_before(f.seat, f.t)
        cards = []
        for c in self.free_cards():
            if not f.mask & (1 << (c >> 2)):
                continue
            if c in self.seen:
                s, m = self.seen[c]
                if s != f.seat or m <= f.t:
                    continue
            cards.append(c)
        return where, cards


_BITS: dict[int, list[int]] = {}


def _bits(mask: int) -> list[int]:
    """The set bits of ``mask``, ascending (memoized: the same masks recur)."""
    got = _BITS.get(mask)
    if got is None:
        got = []
        m = mask
        while m:
            low = m & -m
            got.append(low.bit_length() - 1)
            m ^= low
        if len(_BITS) > 50_000:
            _BITS.clear()
        _BITS[mask] = got
    return got


def match(
    allowed: dict[int, int], hint: dict[int, int], rng: random.Random | None = None
) -> dict[int, int] | None:
    """A perfect matching card -> position within ``allowed`` (keeping ``hint``'s cards where
    they may stay), or ``None``. ``rng`` shuffles the search order."""
    at: dict[int, int] = {}
    pos: dict[int, int] = {}
    cards = list(allowed)
    if rng is not None:
        rng.shuffle(cards)
    for c in cards:
        p = hint.get(c)
        if p is not None and allowed[c] >> p & 1 and p not in at:
            at[p] = c
            pos[c] = p

    def options(c: int) -> list[int]:
        got = _bits(allowed[c])
        if rng is not None:
            got = list(got)
            rng.shuffle(got)
        return got

    def augment(c: int, visited: set[int]) -> bool:
        for p in options(c):
            if p in visited:
                continue
            visited.add(p)
            other = at.get(p)
            if other is None or augment(other, visited):
                at[p] = c
                pos[c] = p
                return True
        return False

    for c in cards:
        if c not in pos and not augment(c, set()):
            return None
    return pos


def solve(
    spec: Spec, hint: dict[int, int], rng: random.Random | None = None, tries: int = 60
) -> dict[int, int] | None:
    """Positions of every free card satisfying ``spec`` (its ``T`` facts by pinned witness
    cards: where the hint already has one, that one; else chosen with a little
    backtracking), or ``None``."""
    base = spec.allowed()
    facts = [(f, *spec.witnesses(f)) for f in spec.facts if f.kind == "T"]
    for pin in (rng is None, False):
        allowed = dict(base)
        open_facts = []
        for _f, where, cards in facts:
            w = None
            if pin:
                for c in cards:
                    p = hint.get(c)
                    if p is not None and where >> p & 1 and allowed.get(c, 0) >> p & 1:
                        w = c
                        break
            if w is None:
                open_facts.append((where, cards))
            else:
                allowed[w] &= where
        got = _search(open_facts, allowed, hint, rng, tries)
        if got is not None or not pin:
            return got
    return None


def _search(
    open_facts: list[tuple[int, list[int]]],
    allowed: dict[int, int],
    hint: dict[int, int],
    rng: random.Random | None,
    tries: int,
) -> dict[int, int] | None:
    """The backtracking over witnesses of :func:`solve`."""
    budget = [tries]

    def go(i: int, allowed: dict[int, int]) -> dict[int, int] | None:
        if i == len(open_facts):
            return match(allowed, hint, rng)
        where, cards = open_facts[i]
        if any(allowed.get(c, 0) == allowed.get(c, 0) & where and allowed.get(c, 0)
               for c in cards):  # fmt: skip
            return go(i + 1, allowed)  # a candidate can only lie there anyway
        cards = [c for c in cards if allowed.get(c, 0) & where]
        if rng is not None:
            rng.shuffle(cards)
        for c in cards:
            if budget[0] <= 0:
                return None
            budget[0] -= 1
            narrowed = dict(allowed)
            narrowed[c] = allowed[c] & where
            if i + 1 < len(open_facts) and match(narrowed, hint) is None:
                continue
            got = go(i + 1, narrowed)
            if got is not None:
                return got
        return None

    return go(0, allowed)
