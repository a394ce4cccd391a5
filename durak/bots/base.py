"""Shared pieces for the bots: the bot protocol, card helpers and a parsed view of an observation.

Bots see only an observation dict (``game.observation(seat)``); this module turns
that dict into a :class:`View` with parsed legal moves, so every policy reads the
same, already-checked facts.  Cards are the engine's two-character strings
(rank ``23456789TJQKA`` then suit ``SHDC``); the deck is 24, 32, 36 or 52 cards
(``rules["deck"]``). Ranks are counted from the six (``rank("6S") == 0``), so a two is
``-4``: the policies' thresholds mean the same cards in every deck.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from durak.cards import BEATERS, CARD_ID, CARD_TEXT, RANKS, SUITS, deck_cards

RANK_INDEX = {r: i - RANKS.index("6") for i, r in enumerate(RANKS)}


def deck_texts(size: int) -> frozenset[str]:
    """Every card of a deck of ``size`` cards, as text.

    >>> len(deck_texts(24)), "9S" in deck_texts(24), "8S" in deck_texts(24)
    (24, True, False)
    """
    return frozenset(CARD_TEXT[c] for c in deck_cards(size))


class Bot(Protocol):
    """Anything with ``choose(observation) -> move``; ``make_bot`` returns these."""

    def choose(self, observation: Mapping[str, Any]) -> str: ...


def rank(card: str) -> int:
    """Rank index of a card: 0 for a six up to 8 for an ace (a two is -4).

    >>> rank("TS"), rank("6H"), rank("AD"), rank("2C")
    (4, 0, 8, -4)
    """
    return RANK_INDEX[card[0]]


def value(card: str, trump: str) -> int:
    """How much a card is worth keeping: its rank, plus 9 for a trump (-4..17).

    >>> value("6S", "H"), value("AS", "H"), value("6H", "H")
    (0, 8, 9)
    """
    return RANK_INDEX[card[0]] + (9 if card[1] == trump else 0)


def beats(cover: str, attack: str, trump: str) -> bool:
    """True if ``cover`` beats ``attack`` under ``trump``.

    >>> beats("QH", "8H", "S"), beats("6S", "QD", "S"), beats("AD", "6S", "S")
    (True, True, False)
    """
    return CARD_ID[cover] in BEATERS[SUITS.index(trump)][CARD_ID[attack]]


@dataclass(frozen=True)
class Move:
    """A parsed move: ``kind`` is attack/defend/transfer/take/pass/swap; ``text`` the original."""

    text: str
    kind: str
    cards: tuple[str, ...] = ()

    @classmethod
    def parse(cls, text: str) -> Move:
        """Parse engine notation.

        >>> Move.parse("defend 8H QH")
        Move(text='defend 8H QH', kind='defend', cards=('8H', 'QH'))
        """
        parts = text.split()
        if not parts:
            raise ValueError(f"empty move text {text!r}")
        return cls(text, parts[0], tuple(parts[1:]))


@dataclass
class View:
    """The facts a policy needs, read from one observation dict."""

    seat: int
    players: int
    mode: str
    hand: list[str]
    trump: str
    trump_card: str | None
    table: list[tuple[str, str | None]]
    stock_count: int
    hand_sizes: list[int]
    discard: list[str]
    known: list[list[str]]
    attacker: int | None
    defender: int | None
    out: list[int]
    taking: bool
    legal: list[Move]
    limit: int | None = None
    first_bout: bool = False
    move_count: int = 0
    by_kind: dict[str, list[Move]] = field(default_factory=dict)
    teams: str | None = None  # None, "2v2" or "3v3"
    partners: list[int] = field(default_factory=list)  # this seat's partners ([] individually)
    deck: int = 36  # cards in the deck (rules["deck"])

    @classmethod
    def from_obs(cls, obs: Mapping[str, Any]) -> View:
        """Build a view from an observation dict (as produced by the engine or parsed JSON)."""
        rules = obs.get("rules") or {}
        seat = int(obs["seat"])
        hand_sizes = [int(n) for n in obs.get("hand_sizes", [])]
        players = int(rules.get("players", len(hand_sizes) or 2))
        legal = [Move.parse(m) for m in obs.get("legal_moves", [])]
        by_kind: dict[str, list[Move]] = {}
        for m in legal:
            by_kind.setdefault(m.kind, []).append(m)
        trump_card = obs.get("trump_card")
        trump = obs.get("trump") or (trump_card[1] if trump_card else "S")
        table = [(p[0], p[1] if len(p) > 1 else None) for p in obs.get("table", [])]
        return cls(
            seat=seat,
            players=players,
            mode=str(rules.get("mode", "throw-in")),
            hand=list(obs.get("hand", [])),
            trump=str(trump),
            trump_card=trump_card,
            table=table,
            stock_count=int(obs.get("stock_count", 0)),
            hand_sizes=hand_sizes,
            discard=list(obs.get("discard", [])),
            known=_known_lists(obs.get("known"), players),
            attacker=obs.get("attacker"),
            defender=obs.get("defender"),
            out=list(obs.get("out", [])),
            taking=bool(obs.get("taking", False)),
            legal=legal,
            limit=obs.get("limit"),
            first_bout=bool(obs.get("first_bout", False)),
            move_count=int(obs.get("move_count", 0)),
            by_kind=by_kind,
            teams=obs.get("teams") or rules.get("teams"),
            partners=_partners(obs, rules, seat, players),
            deck=int(rules.get("deck", 36)),
        )

    def moves(self, kind: str) -> list[Move]:
        """Legal moves of one kind (possibly empty)."""
        return self.by_kind.get(kind, [])

    def table_cards(self) -> list[str]:
        """Every card on the table, attack and cover."""
        return [c for pair in self.table for c in pair if c]

    def uncovered(self) -> list[str]:
        """Attack cards on the table not yet covered."""
        return [a for a, c in self.table if c is None]

    def unseen(self) -> set[str]:
        """Cards this seat has not seen: not in its hand, on the table, discarded or known elsewhere.

        The face-up trump card still under the stock counts as seen.
        """
        seen = set(self.hand) | set(self.table_cards()) | set(self.discard)
        for cards in self.known:
            seen.update(cards)
        if self.trump_card and self.stock_count > 0:
            seen.add(self.trump_card)
        return set(deck_texts(self.deck)) - seen

    def is_partner(self, s: int) -> bool:
        """True if seat ``s`` is on this seat's team (partnerships only; never the seat itself).

        >>> v = View.from_obs({"seat": 0, "hand_sizes": [6] * 4, "rules": {"players": 4, "teams": "2v2"}})
        >>> v.partners, v.is_partner(2), v.is_partner(1)
        ([2], True, False)
        """
        return s in self.partners

    def active_others(self) -> list[int]:
        """Other seats still holding cards (or able to draw)."""
        return [
            s
            for s in range(self.players)
            if s != self.seat
            and s not in self.out
            and (self.hand_sizes[s] > 0 or self.stock_count > 0)
        ]


def _partners(
    obs: Mapping[str, Any], rules: Mapping[str, Any], seat: int, players: int
) -> list[int]:
    """This seat's partners: the observation's ``partners``, else worked out from the teams."""
    if obs.get("partners") is not None:
        return [int(s) for s in obs["partners"]]
    if obs.get("teams") or rules.get("teams"):
        return [s for s in range(players) if s != seat and (s - seat) % 2 == 0]
    return []


def _known_lists(known: Any, players: int) -> list[list[str]]:
    """Normalise the observation's "known" field (list per seat or dict keyed by seat)."""
    out: list[list[str]] = [[] for _ in range(players)]
    if not known:
        return out
    if isinstance(known, Mapping):
        for k, cards in known.items():
            i = int(k)
            if 0 <= i < players:
                out[i] = list(cards)
        return out
    for i, cards in enumerate(known):
        if i < players:
            out[i] = list(cards or [])
    return out


def cheapest_assignment(
    attacks: Sequence[str], covers: Mapping[str, Sequence[str]], trump: str
) -> dict[str, str] | None:
    """Cover every attack card with a distinct card at the least total value, or None.

    ``covers`` maps each attack card to the cards in hand that beat it.

    >>> cheapest_assignment(["8H", "9H"], {"8H": ["9H", "QH"], "9H": ["QH"]}, "S")
    {'9H': 'QH', '8H': '9H'}
    """
    order = sorted(attacks, key=lambda a: (len(covers.get(a, ())), -value(a, trump)))
    best: list[Any] = [None, None]

    def search(i: int, used: set[str], cost: int, chosen: dict[str, str]) -> None:
        if best[0] is not None and cost >= best[0]:
            return
        if i == len(order):
            best[0], best[1] = cost, dict(chosen)
            return
        a = order[i]
        for c in sorted(covers.get(a, ()), key=lambda x: value(x, trump)):
            if c in used:
                continue
            used.add(c)
            chosen[a] = c
            search(i + 1, used, cost + cover_cost(c, trump), chosen)
            del chosen[a]
            used.discard(c)

    search(0, set(), 0, {})
    return best[1]


def cover_cost(card: str, trump: str) -> int:
    """Cost of spending a card as a cover: trumps cost much more than plain cards."""
    return RANK_INDEX[card[0]] + (12 if card[1] == trump else 0)
