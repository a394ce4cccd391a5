"""The game state and every rule of Durak, individual and in partnerships.

Two layers (like python-chess's checked and unchecked moves):

- **Checked, text API** for people and the UI: :meth:`Game.legal_moves`,
  :meth:`Game.why_illegal`, :meth:`Game.play` take and give move text such as
  ``"defend 8H QH"``; properties give cards as text.
- **Fast path** for bots and search: :meth:`Game.legal_actions` gives action tuples
  (see :mod:`durak.moves`), :meth:`Game.apply` applies one *without checking*,
  :meth:`Game.copy` is a cheap deep copy, and :meth:`Game.acting_seat` is ``to_act[0]``.

Turn order inside a bout (this project's model, see ``rules.md``):

- The defender may cover any uncovered card at any moment (or take, or transfer).
- The main attacker may add cards at any moment (except that the opening attack is theirs).
- Helpers (other eligible attackers) may add only once the main attacker is *done*
  since the last card landed: passed, or holding nothing they could add; and a helper
  only once every helper before them in priority order is done too (000: "Nelinpelissä
  puolustajan vasemmalla puolella istuva pelaaja on etusijalla puolustajaa vastapäätä
  istuvaan pelaajaan nähden"; the same among a team's helpers).
- Every new card on the table (attack, cover or transfer) and a "take" cancel earlier passes.
- **Auto-pass**: an attacker who holds no card they could legally add is treated as
  having passed: they are not in ``to_act`` and have no ``pass`` move. The defender is
  never auto-passed.
- The bout ends when every attack card is covered (or the defender has said take) and
  every eligible attacker is done; it is beaten off at once when the limit-th attack
  card is covered or the defender has used their last card.

``to_act`` lists every seat that may act now, in the order a sequential table would ask:
defender (while uncovered cards exist and no take was declared), then the main attacker, or
once they are done the first helper in priority order (clockwise from the defender's left
neighbour) who is not done. A seat whose only move would be the trump-six swap is *not*
listed: 000 lets the holder swap "milloin tahansa pelin aikana (myös toisten pelaajien
vuorolla)", so nobody may learn who holds it; ``legal_moves(seat)`` still offers "swap"
and ``play(seat, "swap")`` works out of turn. Drivers that act one seat at a time (arena,
rollouts, the UI's bot loop) use ``to_act[0]``.

Interpretations (seed citations in brackets):

- Limit: ``min(6, defender's hand when the bout began)``, 5 instead of 6 in the game's first
  bout with ``first_bout_limit=5`` (002, 003); it still counts after "take" (002). Attack
  cards beyond it are simply illegal (002's "too many cards" case cannot arise).
- Several cards of one rank may be played in one move, also as throw-ins (002).
- "take" cancels earlier passes too: the attackers decide anew what to throw in (003).
- Drawing: the main attacker, then every other seat clockwise from the defender's left
  neighbour, the defender last (002; non-participants already hold six, so "attackers
  who took part" draws the same cards).
- After a beaten attack the defender attacks; if the defender is out, the next active
  seat clockwise. After a take, the taker's left active neighbour attacks (002, 003).
- Game over only at the end of a bout; the last seat holding cards loses; nobody: a draw.
- Transfer (003, 004): one card per transfer move; the transferring defender becomes the
  main attacker against the next active seat (so with two players the original attacker
  defends, 004); the new limit is ``min(cap, new defender's hand at that moment)``, which
  must be at least the number of attack cards after the transfer. With the stock empty, a
  player who has laid their last card in this bout is out and safe at once (003: "un
  giocatore senza carte è fuori e salvo"; 002: "springes vedkommende over"), so a transfer
  passes them by (``_next_holder``), though ``out`` lists them only when the bout ends.
- Trump-six swap (000: "even when the player has already drawn the bottom trump - as long
  as nobody has yet played a card"): the holder of the trump six got from the deal or the
  stock may swap it for the face-up trump at any moment while the stock has cards; once the
  bottom card has been drawn by another seat, the swap (six to that seat, face-up card to
  the holder) is allowed until the next card is played to the table. A six that has been
  on the table (so one picked up after taking) can never be swapped. The swapped-in card is
  public (``known``). Not when every card is dealt (no stock).
- First game: seat ``players - 1`` deals; the lowest trump present attacks and is shown
  (002), or with ``first_attacker="left-of-dealer"`` the dealer's left neighbour (000:
  "Ensimmäiseksi hyökkää etumies hänen vasemmalla puolellaan olevaa pelaajaa kohtaan").
- Every card dealt (six players with 36 cards, four with 24): the dealer's last card is shown
  as trump and known to be in the dealer's hand (002, 000).
- Decks (``Rules.deck``; the big apps' variants, no seed): 24 (9-A), 32 (7-A), 36, 52 (2-A)
  cards, at most ``deck // 6`` players. The trump-six swap is the swap of the deck's lowest
  trump (the 9, 7, 6 or 2). Cards are ints ``rank * 4 + suit`` over ``23456789TJQKA``
  (:mod:`durak.cards`); a deck is shuffled as the list of its own cards, so a 36-card seed
  deals exactly the game it dealt when the engine knew 36 cards only.
- Transfer by showing a trump (``transfer_by_trump``, transfer mode; 004 names it as a house
  variant, "trump reflecting"): instead of laying a card of the attack's rank the defender
  shows the trump of that rank and keeps it; the attack passes on as a transfer would, the
  new defender must hold at least as many cards as the attack (no card is added). Only while
  nothing is covered; each trump once per bout (else two players could pass an attack back
  and forth for ever); the shown card becomes public (``known``, ``shown``). Showing plays no
  card, so it does not end the trump-six swap's "nobody has played a card" window.

Partnerships (``Rules.teams``; 000's "paripeli" for four and for six players):

- Teams are the seats ``s % 2``: pairs sitting opposite with four (``"2v2"``), A-B-A-B-A-B
  with six (``"3v3"``; all 36 cards dealt, the dealer's last card is trump and stays in the
  dealer's hand: "kaikki kortit jaetaan. Viimeinen jakajalle tuleva kortti käännetään
  valtiksi. Jakaja ottaa kortin käteensä, kun muut ovat nähneet sen").
- Only the attacking team attacks and throws in: "Paripelissä kumpikin parin jäsenistä saa
  osallistua hyökkäykseen"; six: "Hyökkäykseen saavat osallistua kummatkin hyökkääjän
  puolueessa olevat apurit". The attacker has priority ("Jos sekä hyökkääjä että hänen
  parinsa haluavat hyökätä, on hyökkääjällä etuasema"); the partners are the helpers, in
  clockwise order from the defender in the imagined seating. The defender always belongs to
  the other team, so nobody attacks a partner, helps a partner defend or gives a partner
  cards. ``throw_in="neighbours"`` (an extension; 000's teams all join) keeps only the
  partner sitting left of the defender in the imagined seating (in 2v2 the same as "all").
- Drawing: "Ensin täydentää hyökkääjä, sitten hänen parinsa ja vasta lopuksi puolustaja":
  attacker, the attacker's partner(s), the defender's partner(s) (who need cards only in
  set-up positions), the defender last.
- The imagined seating (``virtual_seating``, 000's "kuviteltu istumajärjestys" / "virtuaalipöytä"):
  positions ``0..n-1``, position ``p`` belonging to team ``p % 2``, seat ``s`` first at
  position ``s``. The attacker sits at some position ``p`` and the defender at ``p + 1``.
  After a beaten attack the defender's position attacks ("Puolustajasta tulee uusi
  hyökkääjä"), after a take the next position ("vuoro siirtyy puolustajan vasemmalla
  puolella olevalle pelaajalle"). A player who is out leaves an empty place (000's "X").
  When the turn to attack or to defend reaches an empty place, that team moves up: its
  players, taken clockwise from the place, sit in its places clockwise from there, and the
  empty place moves on ("kuvitellaan hänen paikalleen istahtavan myötäpäivään laskien
  puolueen seuraavan pelaajan, jonka istumapaikan puolestaan täyttää joukkueen kolmas
  jäsen. Tyhjä paikka siirtyy eteenpäin"). This happens when the turn *reaches* the place,
  as the worked example shows twice: "A1 hyökkäisi pelistä pois jääneen B1:tä vastaan,
  joten B2 ja B3 'hyppäävät' kuvitellussa istumajärjestyksessä pykälää taaksepäin:
  A1-B2-A2-B3-A3-X", and later, with nobody newly out, "hyökkäysvuoro siirtyy
  B-joukkueen sisällä B1:lle ... B1:n paikka täytetään jälleen seuraavalla B-joukkueen
  pelaajalla eli B2:lla. B3 siirtyy B2:n paikalle": A1-B3-A2-X-A3-B2. With four players
  the same rule is 000's "jäljelle jäänyt parin jäsen nousee paikaltaan ja siirtyy
  istumaan parinsa paikalle, silloin kun tämän vuoro olisi": the remaining partner attacks
  and defends from the empty seat's place (N attacks E; E beats it off and runs out, so W
  attacks S in E's place; S takes, so W attacks N; N beats it off and attacks E's place,
  where W defends). Attacks therefore always alternate between the teams.
- Transfer with teams (an extension; 000 has no transfer): the attack passes to the next
  position of the imagined seating, always an opponent, and the transferring defender
  becomes the main attacker, as in individual play. With the stock empty, a player there
  who has laid their last card in this bout is out, so their team moves up at once
  (``_fill``) and their partner defends; the saved seating may lack them until the bout
  ends and ``out`` lists them.
- End: "Pelin voittaa joukkue, jonka kummaltakin pelaajalta loppuvat kortit". At the end of
  a bout, once the stock is empty, a team with nobody holding cards has won; ``losers``
  lists every seat of the other team, members already out included (the team loses
  together); both teams out together is a draw (``[]``).

Cards inside the engine are ints ``rank * 4 + suit`` with the two as rank 0 (the six is
rank 4), whatever the deck size. The bots read the game through the documented read-only
fast view (:mod:`durak.fastview`: ``hand_ids``, ``attack_ids``, ``cover_ids``,
``trump_suit``, ``stock_size``, ``out_flags``, ``over``, ``loser_ids``, ``partnered``),
never the private fields.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from itertools import combinations
from typing import Any, NamedTuple

from durak import jsontext
from durak.cards import ALL_CARDS, BEATERS, CARD_ID, CARD_TEXT, SUITS, deck_cards
from durak.errors import IllegalMove, SetupError
from durak.events import BoutEnd, Draw, MoveRecord
from durak.fastview import FastView
from durak.moves import (
    ATTACK,
    DEFEND,
    PASS,
    PASS_ACTION,
    SHOW,
    SWAP,
    SWAP_ACTION,
    TAKE,
    TAKE_ACTION,
    TRANSFER,
    Action,
    move_to_text,
    text_to_move,
)
from durak.rules import HAND_SIZE, Rules

MAX_ATTACK = 6
JSON_VERSION = 1


class _Field(NamedTuple):
    """One field of the game's state (see :data:`FIELDS`)."""

    name: str
    init: str  # its value in a new, empty game: a Python expression of the rules ``r``
    copy: str  # how :meth:`Game.copy` copies it: value, list, lists, sets, list-or-none
    key: str | None  # its key in :meth:`Game.to_dict` (None: derived, recomputed on load)
    codec: str = ""  # how that JSON value is written and read (``_encode``, ``_Reader.read``)
    hidden: bool = False  # not in observations (hidden cards, the deal and the moves)


#: The game's state, listed once: ``__slots__``, ``__init__``, :meth:`Game.copy`,
#: :meth:`Game.to_dict` and the loader all read this table (in this order).
FIELDS: tuple[_Field, ...] = (
    _Field("_hands", "[[] for _ in range(r.players)]", "lists", "hands", "hands", True),
    _Field("_stock", "[]", "list", "stock", "cards", True),
    _Field("_discard", "[]", "list", "discard", "cards"),
    _Field("_att", "[]", "list", "table", "table"),  # attack cards, in order
    _Field("_cov", "[]", "list", None),  # their covers (-1: uncovered), in "table"
    _Field("_trump", "0", "value", "trump", "suit"),
    _Field("_trump_card", "-1", "value", "trump_card", "card-or-none"),
    _Field("_shown", "0", "value", "shown", "card-bits"),  # trumps shown this bout (bits)
    _Field("_attacker", "0", "value", "attacker", "seat"),
    _Field("_defender", "1 % r.players", "value", "defender", "seat"),
    _Field("_passed", "0", "value", "passed", "seat-bits"),
    _Field("_taking", "False", "value", "taking", "bool"),
    _Field("_limit", "MAX_ATTACK", "value", "limit", "int"),
    _Field("_cap", "MAX_ATTACK", "value", "cap", "int"),
    _Field("_first_bout", "True", "value", "first_bout", "bool"),
    _Field("_out", "[False] * r.players", "list", "out", "seat-flags"),
    _Field("_known", "[set() for _ in range(r.players)]", "sets", "known", "known"),
    _Field("_six_blocked", "False", "value", "six_blocked", "bool"),
    _Field("_bottom_holder", "-1", "value", "bottom_holder", "seat-or-none"),
    _Field("_bottom_fresh", "False", "value", "bottom_fresh", "bool"),
    _Field("_over", "False", "value", "is_over", "bool"),
    _Field("_losers", "[]", "list", "losers", "seats"),
    _Field("_moves", "0", "value", "move_count", "int"),
    _Field("_dealer", "r.players - 1", "value", "dealer", "seat"),
    # partnerships: the imagined seating (position -> seat, -1 empty); None individually
    _Field(
        "_vseat",
        "None if r.teams is None else list(range(r.players))",
        "list-or-none",
        "virtual_seating",
        "seating",
    ),
    # the deal (shuffled deck, dealer argument) when known, and the moves played through
    # play() since: what replays the game (the fast path, apply(), records nothing)
    _Field("_deal", "None", "value", "deal", "deal", True),
    _Field("_history", "[]", "list", "moves", "moves", True),
    # derived from the fields above (or from the rules); recomputed on load
    _Field("_unc", "0", "value", None),  # uncovered attack cards
    _Field("_ranks", "0", "value", None),  # bit mask of the ranks on the table
    _Field("_helpers", "()", "value", None),
    _Field("_all", 'r.throw_in == "all"', "value", None),
    _Field("_transfer", 'r.mode == "transfer"', "value", None),
    _Field("_swap", "r.trump_six_swap and HAND_SIZE * r.players < r.deck", "value", None),
    _Field("_lo", "deck_cards(r.deck)[0]", "value", None),  # the deck's lowest card
    _Field("_six", "-1", "value", None),  # the deck's lowest trump ("trump six"), by the trump
)

_COPY = {
    "value": "s.{0}",
    "list": "s.{0}[:]",
    "lists": "[x[:] for x in s.{0}]",
    "sets": "[set(x) for x in s.{0}]",
    "list-or-none": "None if s.{0} is None else s.{0}[:]",
}


def _compile(name: str, args: str, body: list[str]) -> Callable[..., None]:
    """A function compiled from :data:`FIELDS` (as fast as if written out field by field)."""
    namespace: dict[str, Any] = {
        "MAX_ATTACK": MAX_ATTACK,
        "HAND_SIZE": HAND_SIZE,
        "deck_cards": deck_cards,
    }
    exec("\n".join([f"def {name}({args}):", *body]), namespace)  # our own table, not input
    return namespace[name]


#: ``_init_state(game, rules)`` and ``_copy_state(source, target)``.
_init_state = _compile("init_state", "g, r", [f"    g.{f.name} = {f.init}" for f in FIELDS])
_copy_state = _compile(
    "copy_state",
    "s, g",
    ["    g.rules = s.rules", "    g.n = s.n"]
    + [f"    g.{f.name} = {_COPY[f.copy].format(f.name)}" for f in FIELDS],
)
#: The keys that replay a game: saved only when the deal is known.
_DEAL_KEYS = ("deal", "moves")
#: Keys that documents saved by older versions lack (their fields keep their new-game value,
#: the seating is rebuilt).
_LATER_KEYS = ("virtual_seating", "shown")


def _is_seat(x: Any, n: int) -> bool:
    """True if ``x`` is a seat number ``0..n-1`` (an int, and not ``True``/``False``)."""
    return isinstance(x, int) and not isinstance(x, bool) and 0 <= x < n


def _bad(why: str) -> SetupError:
    return SetupError(f"corrupt game state: {why}")


def _encode(g: Game, f: _Field) -> Any:
    """The JSON value of field ``f`` of ``g``."""
    T, v, codec = CARD_TEXT, getattr(g, f.name), f.codec
    if codec == "cards":
        return [T[c] for c in v]
    if codec == "hands":
        return [[T[c] for c in h] for h in v]
    if codec == "table":
        return [[T[a], T[c] if c >= 0 else None] for a, c in zip(g._att, g._cov)]  # noqa: B905
    if codec == "suit":
        return SUITS[v]
    if codec == "card-or-none":
        return T[v] if v >= 0 else None
    if codec == "card-bits":
        return [T[c] for c in range(ALL_CARDS) if v >> c & 1]
    if codec == "seat-bits":
        return [s for s in range(g.n) if v >> s & 1]
    if codec == "seat-flags":
        return [s for s in range(g.n) if v[s]]
    if codec == "known":
        return [[T[c] for c in sorted(k)] for k in v]
    if codec in ("seats", "seating"):
        return None if v is None else list(v)
    if codec == "deal":
        return None if v is None else {"deck": [T[c] for c in v[0]], "dealer": v[1]}
    if codec == "moves":
        return [[s, move_to_text(a)] for s, a in v]
    return v  # seat, seat-or-none, bool, int


class _Reader:
    """Reads the JSON values of :data:`FIELDS` back, checking each: types, seats, cards of
    the deck, each card named once."""

    def __init__(self, n: int, deck: int) -> None:
        self.n = n
        self.in_deck = frozenset(deck_cards(deck))
        self.deck = deck
        self.seen: set[int] = set()

    def card_id(self, t: Any) -> int:
        """A card of the deck (not counted as seen)."""
        c = CARD_ID.get(t) if isinstance(t, str) else None
        if c is None or c not in self.in_deck:
            raise _bad(f"{t!r} is not a card of a {self.deck}-card deck")
        return c

    def card(self, t: Any) -> int:
        c = self.card_id(t)
        if c in self.seen:
            raise _bad(f"{t} appears twice")
        self.seen.add(c)
        return c

    def seat(self, x: Any, allow_none: bool = False) -> int:
        if allow_none and x == -1 and not isinstance(x, bool):
            return -1
        if not _is_seat(x, self.n):
            raise _bad(f"{x!r} is not a seat")
        return x

    @staticmethod
    def listed(x: Any, what: str) -> list[Any]:
        if not isinstance(x, list):
            raise _bad(f"{what} is not a list")
        return x

    def read(self, codec: str, v: Any, key: str = "") -> Any:
        listed = self.listed
        if codec == "cards":
            return [self.card(t) for t in listed(v, key)]
        if codec == "hands":
            if not isinstance(v, list) or len(v) != self.n:
                raise _bad("wrong number of hands")
            return [sorted(self.card(t) for t in listed(h, "a hand")) for h in v]
        if codec == "table":
            for p in listed(v, "the table"):
                if not isinstance(p, list) or len(p) != 2 or p[0] is None:
                    raise _bad("a table pair is not [attack, cover or null]")
            return [self.card(p[0]) for p in v], [
                self.card(p[1]) if p[1] is not None else -1 for p in v
            ]
        if codec == "suit":
            if not isinstance(v, str) or len(v) != 1 or v not in SUITS:
                raise _bad(f"{v!r} is not a trump suit")
            return SUITS.index(v)
        if codec == "card-or-none":
            return -1 if v is None else self.card_id(v)
        if codec == "card-bits":
            bits = 0
            for t in listed(v, key):
                bits |= 1 << self.card_id(t)
            return bits
        if codec == "seat":
            return self.seat(v)
        if codec == "seat-or-none":
            return self.seat(v, True)
        if codec == "seat-bits":
            bits = 0
            for s in listed(v, key):
                bits |= 1 << self.seat(s)
            return bits
        if codec == "seat-flags":
            flags = [False] * self.n
            for s in listed(v, key):
                flags[self.seat(s)] = True
            return flags
        if codec == "known":
            if len(listed(v, key)) != self.n:
                raise _bad("wrong number of known lists")
            return [{self.card_id(t) for t in listed(k, key)} for k in v]
        if codec == "seats":
            return [self.seat(s) for s in listed(v, key)]
        if codec == "seating":
            return None if v is None else [self.seat(x, True) for x in listed(v, key)]
        if codec == "deal":
            if v is None:
                return None
            deck = tuple(self.card_id(t) for t in listed(v["deck"], "the deal"))
            dealer = v["dealer"]
            if len(set(deck)) != len(deck) or len(deck) != self.deck:
                raise _bad("the deal is not the deck")
            return deck, None if dealer is None else self.seat(dealer)
        if codec == "moves":
            return [(self.seat(s), text_to_move(t)) for s, t in listed(v, key)]
        if codec == "bool":
            if not isinstance(v, bool):
                raise _bad(f"{key} is not true or false")
            return v
        if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= 1 << 62:
            raise _bad(f"{key} is not a number")
        return v


class Game(FastView):
    """One game of Durak: build it with :meth:`new`, :meth:`from_setup`, :meth:`from_json`
    or :meth:`from_observation`."""

    __slots__ = ("n", "rules", *(f.name for f in FIELDS))

    # ------------------------------------------------------------------ construction

    def __init__(self, rules: Rules) -> None:
        """An empty shell; use the class-method constructors."""
        if not isinstance(rules, Rules):
            raise TypeError("rules must be a durak.Rules")
        self.rules = rules
        self.n = rules.players
        _init_state(self, rules)

    @classmethod
    def new(cls, rules: Rules, seed: int | str | None = None, dealer: int | None = None) -> Game:
        """A shuffled deal. The same seed gives the same deal everywhere (CPython, Pyodide).

        ``dealer=None`` is a match's first game: seat ``players - 1`` deals (so seat 0 gets
        the first card) and the holder of the lowest trump attacks (002, 003; the trump is
        shown, so it is public). Nobody holding a trump: the dealer's left neighbour attacks.
        With ``first_attacker="left-of-dealer"`` the dealer's left neighbour attacks (000).
        Every deck size shuffles the list of its cards with the seed, so a 36-card seed deals
        the same game as it did before other decks existed.
        For later games pass ``dealer=<previous loser>``: the dealer's left neighbour attacks
        (002), or with ``next_attacker="attack-the-fool"`` the dealer's (the loser's) right
        neighbour attacks the loser.
        """
        n = rules.players
        if dealer is not None and not _is_seat(dealer, n):
            raise ValueError(f"dealer must be a seat 0..{n - 1}, not {dealer!r}")
        deck = deck_cards(rules.deck)
        random.Random(seed).shuffle(deck)
        return cls._dealt(rules, tuple(deck), dealer)

    @classmethod
    def _dealt(cls, rules: Rules, deck: tuple[int, ...], dealer: int | None) -> Game:
        """The game dealt from ``deck`` (shuffled ints) by ``dealer`` (see :meth:`new`)."""
        n = rules.players
        d = n - 1 if dealer is None else dealer
        g = cls(rules)
        g._deal = (deck, dealer)
        g._dealer = d
        hands = g._hands
        size = len(deck)
        dealt = HAND_SIZE * n
        for i in range(dealt):
            hands[(d + 1 + i) % n].append(deck[i])
        if dealt == size:
            g._trump_card = deck[-1]  # dealer's last card, shown, stays in the dealer's hand
            g._known[d].add(deck[-1])
        else:
            g._trump_card = deck[dealt]
            g._stock = [*deck[dealt + 1 :], deck[dealt]]
        g._set_trump(g._trump_card & 3)
        for h in hands:
            h.sort()
        if dealer is None and rules.first_attacker == "lowest-trump":
            first = g._lowest_trump_holder()
            if first < 0:
                first = (d + 1) % n
        elif dealer is None:
            first = (d + 1) % n  # 000: the dealer's left neighbour attacks first
        elif rules.next_attacker == "attack-the-fool":
            first = (d - 1) % n
        else:
            first = (d + 1) % n
        g._start_bout(first)
        return g

    @classmethod
    def from_setup(
        cls,
        rules: Rules,
        hands: list[list[str]],
        stock: list[str] | tuple[str, ...] = (),
        first_attacker: int | None = None,
        trump: str | None = None,
        first_bout: bool | None = None,
        dealer: int | None = None,
    ) -> Game:
        """A position given card by card, at the start of a bout.

        ``stock`` is in drawing order, ``stock[-1]`` the face-up trump (its suit is trump).
        With an empty stock, ``trump`` names the suit. Cards named nowhere are discarded.
        ``first_attacker=None`` applies ``rules.first_attacker``: the lowest-trump rule (the
        trump is shown), or the dealer's left neighbour. It is the game's first bout when every
        card of the deck is in hands and stock unless ``first_bout`` says. Cards must belong to
        ``rules.deck``.
        With partnerships the imagined seating starts as the real one, an empty hand (with an
        empty stock) leaving an empty place, so 000's "A1-X-A2-B2-A3-B3" is ``hands[1] == []``.
        """
        n = rules.players
        if not isinstance(hands, (list, tuple)) or len(hands) != n:
            raise SetupError(f"hands must be a list of {n} hands")
        if first_attacker is not None and not _is_seat(first_attacker, n):
            raise SetupError(f"first_attacker must be a seat 0..{n - 1}, not {first_attacker!r}")
        if dealer is not None and not _is_seat(dealer, n):
            raise SetupError(f"dealer must be a seat 0..{n - 1}, not {dealer!r}")
        in_deck = set(deck_cards(rules.deck))
        seen: set[int] = set()

        def ids(cards: Any, where: str) -> list[int]:
            if isinstance(cards, str) or not isinstance(cards, (list, tuple)):
                raise SetupError(f"{where} must be a list of card codes")
            out = []
            for t in cards:
                c = CARD_ID.get(t.upper()) if isinstance(t, str) else None
                if c is None:
                    raise SetupError(f"{t!r} in {where} is not a card")
                if c not in in_deck:
                    raise SetupError(f"{CARD_TEXT[c]} is not in a {rules.deck}-card deck")
                if c in seen:
                    raise SetupError(f"{CARD_TEXT[c]} is named twice")
                seen.add(c)
                out.append(c)
            return out

        g = cls(rules)
        g._hands = [sorted(ids(h, f"hand {i}")) for i, h in enumerate(hands)]
        g._stock = ids(stock, "stock")
        if g._stock:
            g._trump_card = g._stock[-1]
            g._set_trump(g._trump_card & 3)
            if trump is not None and trump.upper() != SUITS[g._trump]:
                raise SetupError(f"trump {trump!r} differs from the face-up card's suit")
            if any(not h for h in g._hands):
                raise SetupError("while the stock has cards every player must hold cards")
        else:
            if trump is None or not isinstance(trump, str) or trump.upper() not in SUITS:
                raise SetupError("with an empty stock, trump must name the suit (S, H, D or C)")
            g._set_trump(SUITS.index(trump.upper()))
        g._discard = [c for c in sorted(in_deck) if c not in seen]
        g._first_bout = (len(seen) == len(in_deck)) if first_bout is None else bool(first_bout)
        if not g._stock:
            g._out = [not h for h in g._hands]
        if g._vseat is not None:
            g._vseat = [-1 if g._out[s] else s for s in range(n)]
        if g._settle_over():
            return g
        active = [s for s in range(n) if not g._out[s]]
        if first_attacker is None and rules.first_attacker == "left-of-dealer":
            first = g._next_active(n - 1 if dealer is None else dealer)
            if g._out[first]:
                first = active[0]
        elif first_attacker is None:
            first = g._lowest_trump_holder()
            if first < 0:
                first = active[0]
        else:
            if g._out[first_attacker]:
                raise SetupError(f"seat {first_attacker} holds no cards and cannot attack")
            first = first_attacker
        g._dealer = (first - 1) % n if dealer is None else dealer
        g._start_bout(first)
        return g

    def _set_trump(self, suit: int) -> None:
        self._trump = suit
        self._six = self._lo + suit

    def _lowest_trump_holder(self) -> int:
        """Seat holding the lowest trump (and mark that card shown), or -1."""
        t = self._trump
        best, seat = 99, -1
        for s, hand in enumerate(self._hands):
            for c in hand:
                if c & 3 == t and c < best and not self._out[s]:
                    best, seat = c, s
        if seat >= 0:
            self._known[seat].add(best)  # shown as proof (002)
        return seat

    # ------------------------------------------------------------------ bout bookkeeping

    def _next_active(self, s: int) -> int:
        n, out = self.n, self._out
        for i in range(1, n):
            t = (s + i) % n
            if not out[t]:
                return t
        return s

    def _compute_helpers(self) -> tuple[int, ...]:
        if self._over:  # nobody throws in any more (as _settle_over leaves it)
            return ()
        d, a, n, out = self._defender, self._attacker, self.n, self._out
        vs = self._vseat
        if vs is not None:
            # the attacking team's other members, clockwise from the defender in the
            # imagined seating; "neighbours": only the one left of the defender there
            q = vs.index(d)
            if not self._all:
                t = vs[(q + 1) % n]
                return (t,) if t >= 0 and t != a and not out[t] else ()
            hs = []
            for i in range(1, n, 2):
                t = vs[(q + i) % n]
                if t >= 0 and t != a and not out[t]:
                    hs.append(t)
            return tuple(hs)
        if self._all:
            return tuple(t for t in ((d + i) % n for i in range(1, n)) if t != a and not out[t])
        t = self._next_holder(d)
        return () if t in (a, d) else (t,)

    def _gone(self, s: int) -> bool:
        """Whether seat ``s`` is out of play now: out, or (the stock empty) without cards,
        out and safe though ``_out`` marks it only when the bout ends (see
        :meth:`_next_holder`)."""
        return self._out[s] or (not self._stock and not self._hands[s])

    def _fill(self, pos: int) -> int:
        """The seat at imagined-seating position ``pos`` (partnerships). An empty position is
        filled by its team moving up: the team's players, taken clockwise from ``pos``, sit in
        its positions clockwise from ``pos``, and the empty place moves on (000: "Kun joltakin
        pelaajalta loppuvat kortit", when a player runs out of cards). ``-1`` if the team has
        nobody left."""
        vs, gone = self._vseat, self._gone
        assert vs is not None
        s = vs[pos]
        if s >= 0 and not gone(s):
            return s
        n = self.n
        places = [(pos + i) % n for i in range(0, n, 2)]
        seated = [vs[p] for p in places if vs[p] >= 0 and not gone(vs[p])]
        for i, p in enumerate(places):
            vs[p] = seated[i] if i < len(seated) else -1
        return vs[pos]

    def _next_holder(self, s: int) -> int:
        """The next seat after ``s`` still in play *now*: with the stock empty, a player who
        has laid their last card in this bout is out and safe at once (003: "Quando il mazzo
        è finito, un giocatore senza carte è fuori e salvo"), though ``_out`` marks it only
        when the bout ends. ``s`` itself if nobody else is."""
        if self._stock:
            return self._next_active(s)
        n, out, hands = self.n, self._out, self._hands
        for i in range(1, n):
            t = (s + i) % n
            if not out[t] and hands[t]:
                return t
        return s

    def _transfer_target(self, seat: int) -> int:
        """Who would defend if ``seat`` (the defender) transferred now (no change made): the
        next player still in play (004: "dalšímu aktivnímu hráči"), skipping one who has just
        laid their last card with the stock empty. With partnerships (an extension: no seed
        transfers in team play) the imagined seating's next member of the other team still in
        play (as :meth:`_fill` seats them)."""
        vs = self._vseat
        if vs is None:
            return self._next_holder(seat)
        n, gone = self.n, self._gone
        q = vs.index(seat)
        for i in range(1, n, 2):
            t = vs[(q + i) % n]
            if t >= 0 and not gone(t):
                return t
        return seat

    def _transfer_held(self, seat: int) -> int:
        """How many cards the next defender would hold if ``seat`` transferred now; ``-1``
        when nobody else is still in play (no transfer then)."""
        nd = self._transfer_target(seat)
        return len(self._hands[nd]) if nd != seat else -1

    def _settle_over(self) -> bool:
        """End the game if it is decided (individually: at most one seat holds cards; with
        partnerships: a team has nobody left). Returns whether it is over."""
        out, n = self._out, self.n
        if self._vseat is None:
            active = [s for s in range(n) if not out[s]]
            if len(active) > 1:
                return False
            losers = active
        else:
            alive = [False, False]
            for s in range(n):
                if not out[s]:
                    alive[s & 1] = True
            if alive[0] and alive[1]:
                return False
            losers = [s for s in range(n) if alive[s & 1]]  # the whole team, out or not
        self._over = True
        self._helpers = ()  # nobody throws in any more (stale helpers would show)
        self._losers = losers
        self._taking = False
        self._passed = 0
        self._ranks = 0
        return True

    def _start_bout(self, attacker: int) -> None:
        self._attacker = attacker
        vs = self._vseat
        if vs is None:
            d = self._defender = self._next_active(attacker)
        else:
            d = self._defender = self._fill((vs.index(attacker) + 1) % self.n)
        cap = self.rules.first_bout_limit if self._first_bout else MAX_ATTACK
        self._cap = cap
        self._limit = min(cap, len(self._hands[d]))
        self._helpers = self._compute_helpers()
        self._passed = 0
        self._taking = False
        self._att = []
        self._cov = []
        self._unc = 0
        self._ranks = 0
        self._shown = 0

    def _can_add(self, s: int) -> bool:
        if len(self._att) >= self._limit:
            return False
        r = self._ranks
        for c in self._hands[s]:  # noqa: SIM110 (a plain loop is faster here)
            if r >> (c >> 2) & 1:
                return True
        return False

    def _main_done(self) -> bool:
        a = self._attacker
        return bool(self._att) and (bool(self._passed >> a & 1) or not self._can_add(a))

    def _helper_turn(self) -> int:
        """The helper who may add cards now, or -1: once the main attacker is done, the first
        helper in priority order who is not done (passed, or holding nothing to add) since
        the last card landed (000: "Nelinpelissä puolustajan vasemmalla puolella istuva
        pelaaja on etusijalla puolustajaa vastapäätä istuvaan pelaajaan nähden")."""
        passed = self._passed
        for h in self._helpers:
            if not passed >> h & 1 and self._can_add(h):
                return h
        return -1

    def _swap_seat(self) -> int:
        """Seat that may swap the deck's lowest trump (the "trump six") now, or -1 (000)."""
        if not self._swap or self._six_blocked or self._over:
            return -1
        six = self._six
        holder = -1
        for s, hand in enumerate(self._hands):
            if six in hand:
                holder = s
                break
        if holder < 0:
            return -1
        if self._stock:
            return holder if self._stock[-1] != six else -1
        if self._bottom_fresh and self._bottom_holder != holder and self._bottom_holder >= 0:
            return holder
        return -1

    # ------------------------------------------------------------------ fast path

    @property
    def to_act(self) -> list[int]:
        """Seats that may act now, in the order a sequential table would ask them."""
        if self._over:
            return []
        res = []
        if self._unc and not self._taking:
            res.append(self._defender)
        a = self._attacker
        if not self._att:
            res.append(a)
        elif self._passed >> a & 1 or not self._can_add(a):
            h = self._helper_turn()
            if h >= 0:
                res.append(h)
        else:
            res.append(a)
        return res

    def acting_seat(self) -> int:
        """``to_act[0]``: the seat a one-at-a-time driver should ask next (-1 if over)."""
        ta = self.to_act
        return ta[0] if ta else -1

    def legal_actions(self, seat: int) -> list[Action]:
        """Every action tuple ``seat`` may make now (fast path; see :mod:`durak.moves`)."""
        if self._over:
            return []
        acts: list[Action] = []
        if seat == self._defender:
            if self._unc and not self._taking:
                hand = self._hands[seat]
                bt = BEATERS[self._trump]
                for a, c in zip(self._att, self._cov, strict=True):
                    if c < 0:
                        beat = bt[a]
                        for x in hand:
                            if x in beat:
                                acts.append((DEFEND, a, x))
                if self._transfer and self._unc == len(self._att):
                    r = self._ranks
                    if r & (r - 1) == 0:
                        room = self._transfer_held(seat) - len(self._att)  # < 0: nobody
                        rk = self._att[0] >> 2
                        if room > 0:
                            for x in hand:
                                if x >> 2 == rk:
                                    acts.append((TRANSFER, x))
                        if room >= 0 and self.rules.transfer_by_trump:
                            x = (rk << 2) | self._trump
                            if x in hand and not self._shown >> x & 1:
                                acts.append((SHOW, x))
                acts.append(TAKE_ACTION)
        elif seat == self._attacker:
            if not self._att:
                self._additions(seat, acts, True)
            elif not self._passed >> seat & 1:
                self._additions(seat, acts, False)
        elif seat in self._helpers and self._main_done() and self._helper_turn() == seat:
            self._additions(seat, acts, False)
        if self._swap and self._swap_seat() == seat:
            acts.append(SWAP_ACTION)
        return acts

    def _additions(self, seat: int, acts: list[Action], lead: bool) -> None:
        room = self._limit - len(self._att)
        if room <= 0:
            return
        r = self._ranks
        groups: dict[int, list[int]] = {}
        for c in self._hands[seat]:  # hands are kept sorted
            rk = c >> 2
            if lead or r >> rk & 1:
                if rk in groups:
                    groups[rk].append(c)
                else:
                    groups[rk] = [c]
        if not groups:
            return
        for g in groups.values():
            if len(g) == 1 or room == 1:
                for c in g:
                    acts.append((ATTACK, c))
            else:
                for k in range(1, min(len(g), room) + 1):
                    for combo in combinations(g, k):
                        acts.append((ATTACK, *combo))
        if not lead:
            acts.append(PASS_ACTION)

    def apply(self, seat: int, action: Action) -> None:
        """Apply a legal action WITHOUT checking it (fast path). Use :meth:`play` for input."""
        kind = action[0]
        if kind == DEFEND:
            a, c = action[1], action[2]
            self._cov[self._att.index(a)] = c
            self._hands[seat].remove(c)
            self._known[seat].discard(c)
            self._unc -= 1
            self._ranks |= 1 << (c >> 2)
            self._passed = 0
            self._bottom_fresh = False
            if c == self._six:
                self._six_blocked = True
        elif kind == ATTACK:
            hand = self._hands[seat]
            kn = self._known[seat]
            att, cov = self._att, self._cov
            for c in action[1:]:
                hand.remove(c)
                kn.discard(c)
                att.append(c)
                cov.append(-1)
                self._ranks |= 1 << (c >> 2)
                if c == self._six:
                    self._six_blocked = True
            self._unc += len(action) - 1
            self._passed = 0
            if not hand and not self._stock and not self._all and self._vseat is None:
                # out at once: the defender's neighbour who may throw in is the next player
                # still in play (``_next_holder``), as a game loaded now would say
                self._helpers = self._compute_helpers()
            self._bottom_fresh = False
        elif kind == PASS:
            self._passed |= 1 << seat
        elif kind == TAKE:
            self._taking = True
            self._passed = 0
        elif kind in (TRANSFER, SHOW):
            c = action[1]
            if kind == SHOW:
                self._shown |= 1 << c
                self._known[seat].add(c)  # shown to everybody, kept in hand
            else:
                self._hands[seat].remove(c)
                self._known[seat].discard(c)
                self._att.append(c)
                self._cov.append(-1)
                self._unc += 1
                self._bottom_fresh = False
                if c == self._six:
                    self._six_blocked = True
            vs = self._vseat
            if vs is None:
                nd = self._next_holder(seat)
            else:
                nd = self._fill((vs.index(seat) + 1) % self.n)
            self._attacker = seat
            self._defender = nd
            self._limit = min(self._cap, len(self._hands[nd]))
            self._helpers = self._compute_helpers()
            self._passed = 0
        elif kind == SWAP:
            self._do_swap(seat)
        self._moves += 1
        # settle: does the bout end now?
        if self._att and (self._unc == 0 or self._taking):
            if not self._taking and (
                len(self._att) >= self._limit or not self._hands[self._defender]
            ):
                self._end_bout(False)
                return
            a = self._attacker
            passed = self._passed
            if not passed >> a & 1 and self._can_add(a):
                return
            for h in self._helpers:
                if not passed >> h & 1 and self._can_add(h):
                    return
            self._end_bout(self._taking)

    def _do_swap(self, seat: int) -> None:
        six = self._six
        hands, known = self._hands, self._known
        hands[seat].remove(six)
        known[seat].discard(six)
        if self._stock:
            old = self._stock[-1]
            self._stock[-1] = six
        else:
            bh = self._bottom_holder
            old = self._trump_card
            hands[bh].remove(old)
            known[bh].discard(old)
            hands[bh].append(six)
            hands[bh].sort()
            known[bh].add(six)
        hands[seat].append(old)
        hands[seat].sort()
        known[seat].add(old)
        self._trump_card = six
        self._six_blocked = True

    def _end_bout(self, taken: bool) -> None:
        d, a, n = self._defender, self._attacker, self.n
        cards = self._att + [c for c in self._cov if c >= 0]
        if taken:
            self._hands[d].extend(cards)
            self._hands[d].sort()
            self._known[d].update(cards)
        else:
            self._discard.extend(cards)
        self._att = []
        self._cov = []
        self._unc = 0
        stock = self._stock
        vs = self._vseat
        if stock:
            # main attacker first, other attackers clockwise, defender last (002, 003)
            order = [a]
            if vs is None:
                for i in range(1, n):
                    t = (d + i) % n
                    if t != a:
                        order.append(t)
            else:
                # attacker, the attacker's partner(s), the defender's partner(s), defender (000)
                q = vs.index(d)
                for k in (1, 2):
                    for i in range(k, n, 2):
                        t = vs[(q + i) % n]
                        if t >= 0 and t != a:
                            order.append(t)
            order.append(d)
            hands = self._hands
            for s in order:
                need = HAND_SIZE - len(hands[s])
                if need > 0:
                    hands[s].extend(stock[:need])
                    hands[s].sort()
                    del stock[:need]
                    if not stock:
                        self._known[s].add(self._trump_card)  # the face-up card, seen by all
                        self._bottom_holder = s
                        self._bottom_fresh = True
                        break
        self._first_bout = False
        out = self._out
        if not stock:
            for s in range(n):
                if not out[s] and not self._hands[s]:
                    out[s] = True
        if vs is None:
            active = [s for s in range(n) if not out[s]]
            if len(active) <= 1:
                self._settle_over()
                return
            self._start_bout(self._next_active(d) if taken or out[d] else d)
            return
        q = vs.index(d)
        for p in range(n):
            if vs[p] >= 0 and out[vs[p]]:
                vs[p] = -1  # an empty place in the imagined seating (000's "X")
        if self._settle_over():
            return
        # beaten: the defender's place attacks; taken: the next place (000)
        self._start_bout(self._fill((q + 1) % n if taken else q))

    def copy(self) -> Game:
        """An independent copy (cheap; for search)."""
        g = Game.__new__(Game)
        _copy_state(self, g)
        return g

    def with_hidden(self, seat: int, hands: list[list[str]], stock: list[str]) -> Game:
        """A copy with the cards ``seat`` cannot see dealt anew: every other seat's hand is
        ``hands[s]`` and the stock is ``stock`` (drawing order, the face-up trump last).

        For search: a sampled world like :meth:`from_observation`'s, built from one such
        world at a fraction of the cost (:meth:`from_observation` checks everything, this
        checks nothing).  The caller keeps every hand's size, its known cards and the
        stock's count and last card as they are here, as a sampler of ``seat``'s
        observation does.
        """
        g = Game.__new__(Game)
        _copy_state(self, g)
        ids = CARD_ID
        g._hands = [
            g._hands[s] if s == seat else sorted([ids[c] for c in hands[s]]) for s in range(g.n)
        ]
        g._stock = [ids[c] for c in stock]
        return g

    # ------------------------------------------------------------------ checked text API

    def legal_moves(self, seat: int) -> list[str]:
        """Every move ``seat`` may make now, as text."""
        return [move_to_text(a) for a in self.legal_actions(seat)]

    def check(self, seat: int, move: str | Action) -> IllegalMove | None:
        """``None`` if the move is legal now, else the :class:`IllegalMove` it would raise."""
        try:
            self._checked(seat, move)
        except IllegalMove as e:
            return e
        return None

    def why_illegal(self, seat: int, move: str | Action) -> str | None:
        """``None`` if legal, else the English reason."""
        err = self.check(seat, move)
        return None if err is None else str(err)

    def play(self, seat: int, move: str | Action) -> MoveRecord:
        """Apply a move given as text (or action tuple); ``IllegalMove`` if not allowed.

        Returns what the move did (:class:`durak.events.MoveRecord`) and adds it to the
        game's :attr:`moves`. A rejected move never changes the game.
        """
        action = self._checked(seat, move)
        kind = action[0]
        # only a bout with cards on the table can end (and cards be drawn)
        table = self._att + [c for c in self._cov if c >= 0] if self._att else []
        pairs = list(zip(self._att, self._cov, strict=True))  # the bout as it lies
        stock = self._stock[:] if table else []
        taking, defender, old_trump = self._taking, self._defender, self._trump_card
        attacker = self._attacker
        was_out = self._out[:]
        self.apply(seat, action)
        self._history.append((seat, action))
        T = CARD_TEXT
        cards = (
            action[1:] if kind in (ATTACK, TRANSFER, SHOW) else action[2:] if kind == DEFEND else ()
        )
        bout = None
        draws: list[Draw] = []
        if (table or cards) and not self._att:
            gone = tuple(T[c] for c in (*table, *cards))
            if kind == DEFEND:
                pairs = [(a, action[2] if a == action[1] else c) for a, c in pairs]
            elif kind in (ATTACK, TRANSFER):
                pairs += [(c, -1) for c in cards]
            lay = tuple((T[a], T[c] if c >= 0 else None) for a, c in pairs)
            if taking or kind == TAKE:
                bout = BoutEnd("taken", gone, defender, lay, attacker, defender)
            else:
                bout = BoutEnd("beaten", gone, None, lay, attacker, defender)
            if len(self._stock) < len(stock):
                # every seat draws one slice of the stock, in drawing order (see _end_bout)
                where = {c: i for i, c in enumerate(stock)}
                slices = []
                for s, hand in enumerate(self._hands):
                    got = sorted(where[c] for c in hand if c in where)
                    if got:
                        slices.append((got[0], Draw(s, tuple(T[stock[i]] for i in got))))
                draws = [d for _, d in sorted(slices)]
        text = move_to_text(action)
        return MoveRecord(
            seat,
            text,
            text.split(" ", 1)[0],
            tuple(T[c] for c in cards),
            lead=kind == ATTACK and not table,
            swap=(T[self._six], T[old_trump]) if kind == SWAP else None,
            bout=bout,
            draws=tuple(draws),
            attacker=self._attacker,
            defender=self._defender,
            losers=tuple(self._losers) if self._over else None,
            out=tuple(s for s, o in enumerate(self._out) if o and not was_out[s]),
            emptied=bool(stock) and not self._stock,
        )

    # ------------------------------------------------------------------ the move list

    @property
    def moves(self) -> list[tuple[int, str]]:
        """The moves played through :meth:`play`, as ``(seat, move text)``, in order."""
        return [(s, move_to_text(a)) for s, a in self._history]

    @property
    def replayable(self) -> bool:
        """The deal is known and every move went through :meth:`play` (none only through
        the fast :meth:`apply`), so :meth:`replay` gives this very game."""
        return self._deal is not None and len(self._history) == self._moves

    def at_deal(self) -> Game:
        """The same deal, by the same dealer, before any move (``SetupError`` if the game
        was not dealt by :meth:`new`)."""
        if self._deal is None:
            raise SetupError("this game's deal is not known (built from a position)")
        return Game._dealt(self.rules, *self._deal)

    def replay(self) -> tuple[Game, list[MoveRecord]]:
        """This game played again from its deal: the new game and every move's record.

        ``SetupError`` unless :attr:`replayable`.
        """
        if not self.replayable:
            raise SetupError("this game cannot be replayed (its deal or moves are not known)")
        g = self.at_deal()
        return g, [g.play(s, a) for s, a in self._history]

    def _checked(self, seat: int, move: str | Action) -> Action:
        text = move if isinstance(move, str) else ""
        if isinstance(move, tuple):
            try:
                action = text_to_move(move_to_text(move))
            except (KeyError, IndexError, TypeError):
                raise IllegalMove("malformed-move", {"text": repr(move)}) from None
        else:
            action = text_to_move(move)
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.n:
            raise IllegalMove("bad-seat", {"seat": str(seat)}, text)
        if self._over:
            raise IllegalMove("game-over", {}, text)
        if action in self.legal_actions(seat):
            return action
        key, params = self._diagnose(seat, action)
        raise IllegalMove(key, params, text)

    def _diagnose(self, seat: int, action: Action) -> tuple[str, dict[str, Any]]:
        """The reason a move that is not in ``legal_actions`` is illegal."""
        kind = action[0]
        hand = self._hands[seat]
        d, a = self._defender, self._attacker
        T = CARD_TEXT
        if kind == SWAP:
            six = self._six
            if not self._swap:
                return "swap-off", {}
            if six not in hand:
                return "swap-no-six", {}
            if self._six_blocked:
                return "swap-from-table", {}
            if not self._stock and not self._bottom_fresh:
                return "swap-too-late", {}
            return "swap-nothing", {}
        if kind == ATTACK:
            for c in action[1:]:
                if c not in hand:
                    return "not-in-hand", {"card": T[c]}
        elif kind in (DEFEND, TRANSFER, SHOW):
            c = action[-1]
            if c not in hand:
                return "not-in-hand", {"card": T[c]}
        if kind == SHOW and not self.rules.transfer_by_trump:
            return "show-off", {}
        if kind in (DEFEND, TRANSFER, TAKE, SHOW):
            if seat != d:
                return "only-defender", {}
            if self._taking:
                return "already-taking", {}
            if not self._unc:
                return "nothing-to-beat", {}
        if kind == DEFEND:
            at, c = action[1], action[2]
            if at not in self._att:
                return "not-on-table", {"card": T[at]}
            if self._cov[self._att.index(at)] >= 0:
                return "already-covered", {"card": T[at]}
            trump = self._trump
            if at & 3 == trump:
                return "trump-needs-higher-trump", {"card": T[at], "cover": T[c]}
            if c & 3 == at & 3:
                return "too-low", {"card": T[at], "cover": T[c]}
            return "wrong-suit", {"card": T[at], "cover": T[c]}
        if kind in (TRANSFER, SHOW):
            c = action[1]
            if not self._transfer:
                return "transfer-off", {}
            if self._unc < len(self._att):
                return "transfer-after-cover", {}
            r = self._ranks
            if r & (r - 1):
                return "transfer-mixed", {}
            if c >> 2 != self._att[0] >> 2:
                return "transfer-rank", {"card": T[c]}
            if kind == SHOW:
                if c & 3 != self._trump:
                    return "show-not-trump", {"card": T[c]}
                if self._shown >> c & 1:
                    return "show-again", {"card": T[c]}
            held = self._transfer_held(seat)
            if held < 0:
                return "transfer-nobody", {}
            needed = len(self._att) + (kind == TRANSFER)
            return "transfer-too-few", {"held": held, "needed": needed}
        if kind in (ATTACK, PASS):
            if seat == d:
                return "defender-cannot-attack", {}
            if seat == a:
                if not self._att and kind == PASS:
                    return "must-lead", {}
                if self._passed >> seat & 1:
                    return "already-passed", {}
            elif seat not in self._helpers:
                if self._vseat is not None and (seat ^ d) & 1 == 0:
                    return "not-attacking", {}  # the defender's partner (000)
                if not self._all and not self._out[seat]:
                    return "not-neighbour", {}
                return "not-attacking", {}
            else:
                if not self._main_done():
                    return "wait-for-main-attacker", {}
                if self._passed >> seat & 1:
                    return "already-passed", {}
                first = self._helper_turn()
                if first >= 0 and first != seat and self._can_add(seat):
                    return "wait-for-helper", {}
            if kind == ATTACK:
                cards = action[1:]
                if len({c >> 2 for c in cards}) > 1:
                    return "mixed-ranks", {}
                if self._att:
                    for c in cards:
                        if not self._ranks >> (c >> 2) & 1:
                            return "rank-not-on-table", {"card": T[c]}
                if len(self._att) + len(cards) > self._limit:
                    if self._limit < self._cap:
                        return "limit-defender-hand", {"limit": self._limit}
                    if self._cap < MAX_ATTACK:
                        return "limit-first-bout", {"limit": self._cap}
                    return "limit-six", {}
        return "not-your-turn", {}

    # ------------------------------------------------------------------ public state

    @property
    def hands(self) -> list[list[str]]:
        """Every hand as sorted card codes (a copy)."""
        return [[CARD_TEXT[c] for c in sorted(h)] for h in self._hands]

    @property
    def table(self) -> list[tuple[str, str | None]]:
        """``(attack, cover or None)`` pairs in the order played."""
        return [
            (CARD_TEXT[a], CARD_TEXT[c] if c >= 0 else None)
            for a, c in zip(self._att, self._cov, strict=True)
        ]

    @property
    def attacker(self) -> int:
        """The main attacker of the current bout."""
        return self._attacker

    @property
    def defender(self) -> int:
        return self._defender

    @property
    def helpers(self) -> list[int]:
        """Other seats that may throw in this bout, in priority order."""
        return list(self._helpers)

    @property
    def trump(self) -> str:
        """Trump suit letter."""
        return SUITS[self._trump]

    @property
    def trump_card(self) -> str | None:
        """The face-up trump (bottom of the stock; with 6 players the dealer's shown card;
        after a swap the trump six). Stays set after it has been drawn."""
        return CARD_TEXT[self._trump_card] if self._trump_card >= 0 else None

    @property
    def stock(self) -> list[str]:
        """Remaining stock in drawing order; ``stock[-1]`` is the face-up trump."""
        return [CARD_TEXT[c] for c in self._stock]

    @property
    def discard(self) -> list[str]:
        return [CARD_TEXT[c] for c in self._discard]

    @property
    def is_over(self) -> bool:
        return self._over

    @property
    def losers(self) -> list[int]:
        """``[]`` for a draw (or a game still running), else the losing seat(s)."""
        return list(self._losers)

    @property
    def limit(self) -> int:
        """Most attack cards allowed on the table in this bout."""
        return self._limit

    @property
    def taking(self) -> bool:
        """The defender has said "take"."""
        return self._taking

    @property
    def passed(self) -> list[int]:
        """Seats that have passed since the last card landed."""
        return [s for s in range(self.n) if self._passed >> s & 1]

    @property
    def out(self) -> list[int]:
        """Seats that are out (safe)."""
        return [s for s in range(self.n) if self._out[s]]

    @property
    def first_bout(self) -> bool:
        return self._first_bout

    @property
    def dealer(self) -> int:
        return self._dealer

    @property
    def later_game(self) -> bool:
        """Dealt by a given dealer (``Game.new(dealer=…)``: the previous loser, in a later
        game of a match, in a new match after one was over, or in a shared or replayed
        such deal), so :attr:`Rules.next_attacker` chose who attacks first, not the lowest
        trump; ``False`` for a match's first deal and a position set up without its deal."""
        return self._deal is not None and self._deal[1] is not None

    @property
    def move_count(self) -> int:
        return self._moves

    @property
    def teams(self) -> str | None:
        """``None``, ``"2v2"`` or ``"3v3"`` (``rules.teams``)."""
        return self.rules.teams

    def team_of(self, seat: int) -> int:
        """``seat``'s team (``seat % 2`` with partnerships; ``seat`` itself individually)."""
        return self.rules.team_of(seat)

    def partners(self, seat: int) -> list[int]:
        """The other members of ``seat``'s team (``[]`` individually)."""
        return self.rules.partners(seat)

    @property
    def virtual_seating(self) -> list[int] | None:
        """Partnerships: 000's imagined seating, position -> seat (``-1``: an empty place).
        The defender sits one position after the attacker. ``None`` in individual play."""
        return None if self._vseat is None else list(self._vseat)

    def known(self, seat: int) -> list[str]:
        """Cards everybody knows to be in ``seat``'s hand."""
        return [CARD_TEXT[c] for c in sorted(self._known[seat])]

    def __repr__(self) -> str:
        return (
            f"<Game {self.n}p trump={self.trump} attacker={self._attacker} "
            f"defender={self._defender} table={self.table} over={self._over}>"
        )

    # ------------------------------------------------------------------ saving

    def to_dict(self, moves: bool = True) -> dict[str, Any]:
        """The full state as a JSON-able dict (hidden cards included). A game dealt by
        :meth:`new` also carries its deal and the moves played through :meth:`play`
        (``moves=False``: the position alone)."""
        out: dict[str, Any] = {"version": JSON_VERSION, "rules": self.rules.to_dict()}
        keep = moves and self._deal is not None
        for f in FIELDS:
            if f.key is not None and (keep or f.key not in _DEAL_KEYS):
                out[f.key] = _encode(self, f)
        return out

    def _public_dict(self) -> dict[str, Any]:
        """The public fields of :meth:`to_dict` (what every seat sees)."""
        return {f.key: _encode(self, f) for f in FIELDS if f.key is not None and not f.hidden}

    def to_json(self, moves: bool = True) -> str:
        """Exact, complete state as JSON text; :meth:`from_json` restores it (``moves``: as
        :meth:`to_dict`)."""
        return json.dumps(self.to_dict(moves), separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> Game:
        """A game from :meth:`to_json` text; :class:`SetupError` (a ``ValueError``) if corrupt.

        Every field is checked (types, seats, cards of the deck, "known" cards in their hand,
        the trump suit against the face-up card), so a document is either refused or gives a
        game that plays on: not over means somebody may act.
        """
        try:
            data = jsontext.loads(text)
        except (TypeError, ValueError, RecursionError) as e:
            raise SetupError(f"corrupt saved game: not JSON ({e})") from None
        if not isinstance(data, dict) or data.get("version") != JSON_VERSION:
            raise SetupError("corrupt saved game: not a durak game of a known version")
        try:
            rules = Rules.from_dict(data["rules"])
        except (KeyError, TypeError, NotImplementedError) as e:
            raise SetupError(f"corrupt saved game: bad rules ({e})") from None
        g = cls._load(rules, data, data.get("hands"), data.get("stock"))
        to_act = g.to_act
        if not g._over and not (to_act and all(g.legal_actions(s) for s in to_act)):
            raise SetupError("corrupt saved game: it is not over but nobody may act")
        return g

    @classmethod
    def _load(cls, rules: Rules, data: dict[str, Any], hands: Any, stock: Any) -> Game:
        try:
            return cls._load_unchecked(rules, data, hands, stock)
        except SetupError:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as e:
            raise SetupError(f"corrupt game state: {type(e).__name__}: {e}") from None

    @classmethod
    def _load_unchecked(cls, rules: Rules, data: dict[str, Any], hands: Any, stock: Any) -> Game:
        n = rules.players
        g = cls(rules)
        reader = _Reader(n, rules.deck)
        given = {**data, "hands": hands, "stock": stock}
        for f in FIELDS:
            if f.key is None:
                continue
            if f.key in _LATER_KEYS and f.key not in given:
                continue  # saved before the key existed: the new-game value, or rebuilt below
            if f.key in _DEAL_KEYS:
                try:
                    value = _Reader(n, rules.deck).read(f.codec, given.get(f.key), f.key)
                except (KeyError, TypeError, ValueError, IndexError, AttributeError):
                    value = None  # a damaged deal or move list: the position still loads
                if value is None:
                    g._deal, g._history = None, []
                    continue
                setattr(g, f.name, value)
                continue
            value = reader.read(f.codec, given[f.key], f.key)
            if f.codec == "table":
                g._att, g._cov = value
            else:
                setattr(g, f.name, value)
        if len(reader.seen) != len(reader.in_deck):
            raise _bad(f"{len(reader.in_deck) - len(reader.seen)} card(s) missing")
        g._unc = sum(1 for c in g._cov if c < 0)
        r = 0
        for c in g._att + g._cov:
            if c >= 0:
                r |= 1 << (c >> 2)
        g._ranks = r
        g._set_trump(g._trump)
        if g._trump_card >= 0 and g._trump_card & 3 != g._trump:
            raise _bad("the trump suit is not the face-up card's suit")
        if g._stock and g._stock[-1] != g._trump_card:
            raise _bad("the stock's last card is not the face-up trump")
        if g._deal is None:
            g._history = []
        out = g._out
        if any(out[s] and (g._hands[s] or g._stock) for s in range(n)):
            raise _bad("a seat is out while it holds cards or the stock has cards")
        for s, k in enumerate(g._known):
            if not k <= set(g._hands[s]):
                raise _bad(f"a card known to be in hand {s} is not there")
        if any(c & 3 != g._trump for c in range(ALL_CARDS) if g._shown >> c & 1):
            raise _bad("a shown card is not a trump")
        if not 5 <= g._cap <= MAX_ATTACK or g._limit > MAX_ATTACK:
            raise _bad("impossible limit")
        if not g._over:
            a, d = g._attacker, g._defender
            if a == d or out[a] or out[d]:
                raise _bad("impossible attacker/defender")
            if not 1 <= g._limit <= g._cap or len(g._att) > g._limit:
                raise _bad("impossible limit")
            if g._taking and not g._unc:
                raise _bad("taking with nothing to take")
        if rules.teams is None:
            if data.get("virtual_seating") is not None:
                raise _bad("a seating without partnerships")
        else:
            vs = g._vseat
            if "virtual_seating" not in data or vs is None:  # saved before the key existed
                vs = [-1 if out[s] else s for s in range(n)]
            seated = [s for s in vs if s >= 0]
            # every player in play has a place; one who laid their last card in this bout
            # (the stock empty) may have given theirs up already (``_fill``)
            if (
                len(vs) != n
                or len(set(seated)) != len(seated)
                or any(out[s] for s in seated)
                or any(not out[s] and s not in seated and not g._gone(s) for s in range(n))
            ):
                raise _bad("the seating does not hold every player")
            if any(s >= 0 and (s & 1) != (p & 1) for p, s in enumerate(vs)):
                raise _bad("the seating mixes the teams")
            if not g._over and vs.index(g._defender) != (vs.index(g._attacker) + 1) % n:
                raise _bad("the defender does not follow the attacker")
            g._vseat = vs
        g._helpers = g._compute_helpers()
        return g

    # ------------------------------------------------------------------ observations

    def observation(self, seat: int) -> dict[str, Any]:
        """What ``seat`` can know, as a JSON-able dict (see :mod:`durak.observation`)."""
        from durak.observation import observe

        return observe(self, seat)

    @classmethod
    def from_observation(
        cls, obs: dict[str, Any], hands: list[list[str]], stock: list[str]
    ) -> Game:
        """A full game consistent with ``obs``, given guessed hidden hands and stock order.

        ``hands[obs["seat"]]`` is ignored (the observation's own hand is used). ``stock`` is in
        drawing order; its last card must be the face-up trump while the stock has cards.
        """
        from durak.observation import game_from_observation

        return game_from_observation(obs, hands, stock)
