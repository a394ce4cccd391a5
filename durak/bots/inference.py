"""What the other seats have shown by how they played: soft evidence for the sampler.

A seat that *took* rather than cover an attack card of suit S probably holds no higher
card of S (and perhaps no trump); a seat that *ended a bout* as an attacker (passed, or was
auto-passed holding nothing to add) probably holds no cheap card of the table's ranks; a
seat that *covered* a card probably holds no cheaper card that would have covered it, and
one that *led* a bout with a plain card no cheaper plain card.  None is certain (a player
may take, pass or spend a dear card on purpose), so the evidence only weights the sampled
worlds (:func:`~durak.bots.determinize.sample_world`'s ``weights``): each card a world
deals to a seat against the evidence multiplies the world's weight by a factor below one
(:data:`TAKE_SUIT`, :data:`TAKE_TRUMP`, :data:`PASS_CHEAP`, :data:`PASS_DEAR`,
:data:`COVER_CHEAPER`, :data:`LEAD_CHEAPER`).  Evidence fades as the seat draws new cards:
with ``k`` cards drawn since, out of ``n`` unknown cards in its hand now, a factor ``p``
becomes ``p + (1 - p) * min(1, k / (FADE * n))``.

Why covers and leads, and why :data:`FADE` is 3: players spend their cheap cards first and
keep trumps and aces, so late in a game the hand a seat still holds is much stronger than a
random draw of the unseen cards.  Measured over 150 medium-vs-medium games
(``python -m tools.calibrate_inference``: seat 0's view, stock 1 to 8, 30 sampled hands
per decision; a card's worth is its rank index, plus 9 for a trump): the opponent's actual
hand averaged 9.27 a card and 2.33 trumps, uniform samples 8.05 and 1.92, the take and pass
evidence alone 8.29 and the covers and leads added at a fade of 1 (``k / n``) 8.60; at a
fade of 3, 9.03 and 2.22 (stock 9 to 22: actual 8.12, uniform 6.72, fade 3 7.69; a fade of 6
or no fade at all gained less than 0.15 more and put too few cheap cards in the hand late;
the samples' Brier score against the real hand, stock 1 to 8: uniform 0.2234, the evidence
0.1849).  A cheap card drawn since is soon led or thrown in again, so evidence of a kept
strong hand outlasts the cards it was read from.

Everything here is read from observations only, so the sampler still sees nothing hidden:

- :func:`bare_hints` reads one observation: a defender taking with uncovered cards, and
  the seats in ``passed``;
- :class:`Notes` is a seat's memory across its successive observations of one game
  (heads-up: the bout the seat defended ended beaten, or with its own take, so the
  attacker added nothing more; a take seen while attacking, kept after the bout; each
  cover another seat made and, defending, each bout's lead), with a count of each seat's
  draws; it resets itself when an observation does not continue the previous one (a new
  game, an undo).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .base import View, beats, cover_cost, deck_texts, rank

#: Factor for a card of an uncovered attack card's suit, higher than it, in the taker's hand.
TAKE_SUIT = 0.1
#: Factor for a trump in the hand of a seat that took a plain card without covering it.
TAKE_TRUMP = 0.9
#: Factor for a cheap card (plain, rank at most the medium policy's throw-in limit) of a
#: table rank in the hand of an attacker who ended the bout.
PASS_CHEAP = 0.1
#: The same for a dear card (a trump or a high plain card).
PASS_DEAR = 0.9
#: Factor for a card that would have covered an attack card more cheaply than the cover a
#: seat chose (players cover with their cheapest card, as the medium policy does).
COVER_CHEAPER = 0.25
#: Factor for a plain card cheaper than the plain card(s) a seat led a bout with (players
#: lead their cheapest card, a pair a little sooner: :func:`lead_hint`).
LEAD_CHEAPER = 0.25
#: Evidence fades this many times slower than the share of the seat's unknown cards drawn
#: since it was seen (see the module docstring).
FADE = 3.0


@dataclass(frozen=True)
class Hint:
    """Soft evidence about ``seat``'s hand: ``factors[card]`` for each unlikely card,
    seen when the seat had drawn ``drawn`` cards (see :attr:`Notes.drawn`)."""

    seat: int
    factors: Mapping[str, float]
    drawn: float = 0.0


def take_hint(
    seat: int, uncovered: Sequence[str], trump: str, deck: int, drawn: float = 0.0
) -> Hint:
    """The taker ``seat`` left ``uncovered`` uncovered: higher cards of their suits (and
    trumps, for a plain card) are unlikely; with several uncovered cards, less so.

    >>> h = take_hint(1, ["7H"], "S", 36)
    >>> h.factors["8H"], h.factors["6S"], "6H" in h.factors
    (0.1, 0.9, False)
    """
    if not uncovered:
        return Hint(seat, {}, drawn)
    soft = 1.0 / len(uncovered)
    factors: dict[str, float] = {}
    for card in deck_texts(deck):
        f = 1.0
        for a in uncovered:
            if card[1] == a[1] and rank(card) > rank(a):
                f = min(f, TAKE_SUIT**soft)
            elif card[1] == trump and a[1] != trump:
                f = min(f, TAKE_TRUMP**soft)
        if f < 1.0:
            factors[card] = f
    return Hint(seat, factors, drawn)


def cover_hint(
    seat: int, attack: str, cover: str, trump: str, deck: int, drawn: float = 0.0
) -> Hint:
    """``seat`` covered ``attack`` with ``cover``: the cards that beat ``attack`` and cost
    less (a lower rank of the same kind; any plain beater when it spent a trump) are
    unlikely in its hand.  Cards on the table are not hidden, so a cheaper cover it used on
    another attack card is never counted against it.

    >>> sorted(cover_hint(1, "7H", "TH", "S", 36).factors)
    ['8H', '9H']
    >>> sorted(cover_hint(1, "QH", "7S", "S", 36).factors)
    ['6S', 'AH', 'KH']
    """
    return Hint(
        seat,
        {
            c: COVER_CHEAPER
            for c in deck_texts(deck)
            if beats(c, attack, trump) and cover_cost(c, trump) < cover_cost(cover, trump)
        },
        drawn,
    )


def lead_hint(seat: int, lead: Sequence[str], trump: str, deck: int, drawn: float = 0.0) -> Hint:
    """``seat`` led a bout with the plain cards ``lead`` (one rank): plain cards of a
    lower rank are unlikely in its hand (lower by more than two ranks a card beyond the
    first: a pair or more goes a little sooner than a single card, as the medium policy
    leads).  Nothing is read from a lead with a trump in it.

    >>> sorted(lead_hint(0, ["8C"], "S", 36).factors)
    ['6C', '6D', '6H', '7C', '7D', '7H']
    >>> lead_hint(0, ["8C", "8D"], "S", 36).factors
    {}
    """
    if not lead or any(c[1] == trump for c in lead):
        return Hint(seat, {}, drawn)
    below = min(rank(c) for c in lead) - 2 * (len(lead) - 1)
    return Hint(
        seat,
        {c: LEAD_CHEAPER for c in deck_texts(deck) if c[1] != trump and rank(c) < below},
        drawn,
    )


def throw_limit(stock: int, taking: bool) -> int:
    """The highest plain rank the medium policy throws in (as :mod:`durak.bots.fastpolicy`).

    >>> throw_limit(20, False), throw_limit(20, True), throw_limit(4, False), throw_limit(0, True)
    (3, 4, 5, 8)
    """
    if stock == 0:
        return 8 if taking else 7
    if stock <= 6:
        return 5
    return 4 if taking else 3


def pass_hint(
    seat: int,
    table: Sequence[str],
    trump: str,
    deck: int,
    stock: int,
    taking: bool,
    drawn: float = 0.0,
) -> Hint:
    """``seat`` added nothing more to a bout with ``table`` on it: cards of those ranks are
    unlikely in its hand, cheap plain ones much more than dear ones.

    >>> h = pass_hint(0, ["7H", "9H"], "S", 36, 20, False)
    >>> h.factors["7C"], h.factors["9D"], h.factors["7S"], "8C" in h.factors
    (0.1, 0.1, 0.9, False)
    """
    ranks = {c[0] for c in table}
    lim = throw_limit(stock, taking)
    factors = {
        c: PASS_CHEAP if c[1] != trump and rank(c) <= lim else PASS_DEAR
        for c in deck_texts(deck)
        if c[0] in ranks
    }
    return Hint(seat, factors, drawn)


def bare_hints(obs: Mapping[str, Any], v: View | None = None) -> list[Hint]:
    """The evidence one observation shows by itself: a defender (not this seat) taking
    with uncovered cards, and the other attackers in ``passed`` while cards are on the
    table."""
    v = v or View.from_obs(obs)
    hints: list[Hint] = []
    d = v.defender
    if v.taking and d is not None and d != v.seat:
        hints.append(take_hint(d, v.uncovered(), v.trump, v.deck))
    table = v.table_cards()
    if table:
        for s in obs.get("passed") or []:
            if s != v.seat and s != d and s not in v.partners:
                hints.append(pass_hint(s, table, v.trump, v.deck, v.stock_count, v.taking))
    return hints


def weights(
    v: View, hints: Sequence[Hint], drawn: Sequence[float] | None = None
) -> list[dict[str, float]] | None:
    """Per seat, card -> factor for :func:`~durak.bots.determinize.sample_world` (None if
    there is no evidence).  ``drawn`` is each seat's draw count now (:attr:`Notes.drawn`)."""
    if not hints:
        return None
    from .determinize import hidden_slots

    need, _ = hidden_slots(v)
    out: list[dict[str, float]] = [{} for _ in range(v.players)]
    for h in hints:
        if h.seat == v.seat or not 0 <= h.seat < v.players or not need[h.seat]:
            continue
        k = (drawn[h.seat] - h.drawn) if drawn is not None else 0.0
        new = min(1.0, max(0.0, k) / (FADE * need[h.seat]))
        w = out[h.seat]
        for card, p in h.factors.items():
            f = p + (1.0 - p) * new
            if f < 1.0:
                w[card] = w.get(card, 1.0) * f
    return out if any(out) else None


@dataclass
class _Snap:
    """What :class:`Notes` keeps of the previous observation."""

    rules: Any
    move_count: int
    hand: frozenset[str]
    picked: frozenset[str]  # own cards the others know (picked up from the table)
    discard: tuple[str, ...]
    stock: int
    defender: int | None
    attacker: int | None
    table: tuple[tuple[str, str | None], ...]
    limit: int | None
    taking: bool
    trump_card: str | None


class Notes:
    """One seat's memory of what the others have shown in one game (see the module
    docstring): call :meth:`update` with every observation the seat decides on, in order,
    then :meth:`weights` for the sampler."""

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        self.hints: list[Hint] = []
        self.drawn: list[float] = []
        self.last: _Snap | None = None
        self.pending: tuple[int, tuple[str, ...], str] | None = None  # a take seen this bout
        self.seen: set[tuple[Any, ...]] = set()  # covers and leads already read

    def update(self, obs: Mapping[str, Any], v: View | None = None) -> None:
        """Learn from ``obs`` (the seat's next observation of the game)."""
        v = v or View.from_obs(obs)
        snap = _Snap(
            rules=obs.get("rules"),
            move_count=v.move_count,
            hand=frozenset(v.hand),
            picked=frozenset(_own_public(obs, v.seat)),
            discard=tuple(v.discard),
            stock=v.stock_count,
            defender=v.defender,
            attacker=v.attacker,
            table=tuple(v.table),
            limit=v.limit,
            taking=v.taking,
            trump_card=v.trump_card,
        )
        last = self.last
        if last is not None and not _continues(last, snap):
            self.reset()
            last = None
        if len(self.drawn) != v.players:
            self.drawn = [0.0] * v.players
        if last is not None:
            self._learn(last, snap, v)
        self._track_take(snap, v)
        self._track_plays(snap, v)
        self.last = snap

    def _track_plays(self, snap: _Snap, v: View) -> None:
        """Read the covers another seat made (:func:`cover_hint`) and, defending, the
        bout's lead (:func:`lead_hint`), each once."""
        d = v.defender
        if d is not None and d != v.seat and not v.is_partner(d) and d < len(self.drawn):
            for a, c in snap.table:
                if c is not None and ("cover", a, c) not in self.seen:
                    self.seen.add(("cover", a, c))
                    self.hints.append(cover_hint(d, a, c, v.trump, v.deck, self.drawn[d]))
        att = v.attacker
        lead = [a for a, _ in snap.table]
        if (
            d == v.seat
            and att is not None
            and att != v.seat
            and not v.is_partner(att)
            and v.mode == "throw-in"
            and snap.stock > 0
            and lead
            and all(c is None for _, c in snap.table)
            and len({a[0] for a in lead}) == 1
            and ("lead", att, lead[0], snap.stock) not in self.seen
        ):
            self.seen.add(("lead", att, lead[0], snap.stock))
            self.hints.append(lead_hint(att, lead, v.trump, v.deck, self.drawn[att]))

    def _track_take(self, snap: _Snap, v: View) -> None:
        """Keep the first sight of a take by another seat; store it once the bout is over."""
        d = v.defender
        same_bout = (
            self.pending is not None
            and snap.taking
            and d == self.pending[0]
            and bool(snap.table)
            and snap.table[0][0] == self.pending[2]
        )
        if self.pending is not None and not same_bout:
            seat, unc, _ = self.pending
            self.hints.append(take_hint(seat, unc, v.trump, v.deck, self.drawn[seat]))
            self.pending = None
        if self.pending is None and snap.taking and d is not None and d != v.seat and snap.table:
            self.pending = (d, tuple(v.uncovered()), snap.table[0][0])

    def _learn(self, last: _Snap, snap: _Snap, v: View) -> None:
        """Draws since the previous observation, and heads-up, whether the attacker of the
        bout this seat defended added nothing more."""
        me = v.seat
        new_picked = snap.picked - last.picked - {snap.trump_card}
        my_draws = max(0, len(snap.hand - last.hand) - len(new_picked))
        others = [s for s in v.active_others()]
        dealt = max(0, last.stock - snap.stock - my_draws)
        if others and dealt:
            for s in others:
                self.drawn[s] += dealt / len(others)
        if len(others) != 1 or last.defender != me or last.attacker is None:
            return
        att = last.attacker
        if att == me or att in v.partners:
            return
        grew = (
            snap.discard[len(last.discard) :]
            if snap.discard[: len(last.discard)] == last.discard
            else ()
        )
        if grew and not new_picked:
            table, covers = list(grew), len(grew) // 2
            taking = False
        elif new_picked and set(c for pair in last.table for c in pair if c) <= new_picked:
            table = sorted(new_picked)
            covers = sum(1 for _, c in last.table if c)
            taking = True
        else:
            return
        if last.limit is not None and len(table) - covers >= last.limit:
            return  # the bout ended at its limit: nothing could be added
        self.hints.append(
            pass_hint(att, table, v.trump, v.deck, last.stock, taking, self.drawn[att])
        )

    def all_hints(self, obs: Mapping[str, Any], v: View) -> list[Hint]:
        """The stored evidence plus what ``obs`` shows by itself (the pending take, if any,
        in place of the bare one)."""
        hints = list(self.hints)
        drawn = self.drawn if len(self.drawn) == v.players else [0.0] * v.players
        pending = self.pending if v.taking and self.pending else None
        for h in bare_hints(obs, v):
            if pending is not None and h.seat == pending[0] == v.defender:
                continue  # the take as first seen, below
            hints.append(Hint(h.seat, h.factors, drawn[h.seat]))
        if pending is not None and pending[0] == v.defender:
            hints.append(take_hint(pending[0], pending[1], v.trump, v.deck, drawn[pending[0]]))
        return hints

    def weights(self, obs: Mapping[str, Any], v: View) -> list[dict[str, float]] | None:
        """The sampler's weights for ``obs`` (the observation last passed to :meth:`update`)."""
        drawn = self.drawn if len(self.drawn) == v.players else None
        return weights(v, self.all_hints(obs, v), drawn)


def _own_public(obs: Mapping[str, Any], seat: int) -> list[str]:
    kp = obs.get("known_public")
    if isinstance(kp, list) and 0 <= seat < len(kp):
        return list(kp[seat])
    return []


def _continues(last: _Snap, snap: _Snap) -> bool:
    """Whether ``snap`` can follow ``last`` in the same game."""
    return (
        snap.rules == last.rules
        and snap.move_count >= last.move_count
        and snap.trump_card == last.trump_card
        and snap.stock <= last.stock
        and snap.discard[: len(last.discard)] == last.discard
    )
