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
  must be at least the number of attack cards after the transfer.
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
  becomes the main attacker, as in individual play.
- End: "Pelin voittaa joukkue, jonka kummaltakin pelaajalta loppuvat kortit". At the end of
  a bout, once the stock is empty, a team with nobody holding cards has won; ``losers``
  lists every seat of the other team, members already out included (the team loses
  together); both teams out together is a draw (``[]``).

Read-only fast fields for bots (stable names): ``_hands`` (sorted int cards per seat;
a card is ``rank * 4 + suit`` with the two as rank 0, the six as rank 4),
``_att`` / ``_cov`` (attack cards and their covers, ``-1`` uncovered), ``_trump`` (suit
index), ``_stock`` (int cards, drawing order), ``_discard``, ``_taking``, ``_out``,
``_over``, ``_attacker``, ``_defender``, ``_limit``, ``_vseat`` (the imagined seating with
partnerships, else ``None``), ``_six`` (the deck's lowest trump), ``_shown`` (bitmask of
trumps shown this bout). Never mutate them; use :meth:`apply`.
"""

from __future__ import annotations

import json
import random
from itertools import combinations
from typing import Any

from durak.cards import ALL_CARDS, BEATERS, CARD_ID, CARD_TEXT, SUITS, deck_cards
from durak.errors import IllegalMove, SetupError
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


def _is_seat(x: Any, n: int) -> bool:
    """True if ``x`` is a seat number ``0..n-1`` (an int, and not ``True``/``False``)."""
    return isinstance(x, int) and not isinstance(x, bool) and 0 <= x < n


class Game:
    """One game of Durak: build it with :meth:`new`, :meth:`from_setup`, :meth:`from_json`
    or :meth:`from_observation`."""

    __slots__ = (
        "_all",
        "_att",
        "_attacker",
        "_bottom_fresh",
        "_bottom_holder",
        "_cap",
        "_cov",
        "_dealer",
        "_defender",
        "_discard",
        "_first_bout",
        "_hands",
        "_helpers",
        "_known",
        "_limit",
        "_lo",
        "_losers",
        "_moves",
        "_out",
        "_over",
        "_passed",
        "_ranks",
        "_shown",
        "_six",
        "_six_blocked",
        "_stock",
        "_swap",
        "_taking",
        "_transfer",
        "_trump",
        "_trump_card",
        "_unc",
        "_vseat",
        "n",
        "rules",
    )

    # ------------------------------------------------------------------ construction

    def __init__(self, rules: Rules) -> None:
        """An empty shell; use the class-method constructors."""
        if not isinstance(rules, Rules):
            raise TypeError("rules must be a durak.Rules")
        n = rules.players
        self.rules = rules
        self.n = n
        self._all = rules.throw_in == "all"
        self._transfer = rules.mode == "transfer"
        self._swap = rules.trump_six_swap and HAND_SIZE * n < rules.deck
        self._lo = deck_cards(rules.deck)[0]  # the deck's lowest card (a two, six, ...)
        self._six = -1  # the deck's lowest trump (the "trump six"), once the trump is known
        self._shown = 0  # bitmask of the trumps shown to transfer in this bout
        self._hands: list[list[int]] = [[] for _ in range(n)]  # each kept sorted
        self._known: list[set[int]] = [set() for _ in range(n)]
        self._out: list[bool] = [False] * n
        self._stock: list[int] = []
        self._discard: list[int] = []
        self._att: list[int] = []
        self._cov: list[int] = []
        self._unc = 0
        self._ranks = 0
        self._trump = 0
        self._trump_card = -1
        self._attacker = 0
        self._defender = 1 % n
        self._helpers: tuple[int, ...] = ()
        self._passed = 0
        self._taking = False
        self._limit = MAX_ATTACK
        self._cap = MAX_ATTACK
        self._first_bout = True
        self._six_blocked = False
        self._bottom_holder = -1
        self._bottom_fresh = False
        self._over = False
        self._losers: list[int] = []
        self._moves = 0
        self._dealer = n - 1
        # partnerships: the imagined seating (position -> seat, -1 empty); None individually
        self._vseat: list[int] | None = list(range(n)) if rules.teams is not None else None

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
        d = n - 1 if dealer is None else dealer
        g = cls(rules)
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
        d, a, n, out = self._defender, self._attacker, self.n, self._out
        vs = self._vseat
        if vs is not None:
            if self._over:
                return ()
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
        t = self._next_active(d)
        return () if t in (a, d) else (t,)

    def _fill(self, pos: int) -> int:
        """The seat at imagined-seating position ``pos`` (partnerships). An empty position is
        filled by its team moving up: the team's players, taken clockwise from ``pos``, sit in
        its positions clockwise from ``pos``, and the empty place moves on (000). ``-1`` if the
        team has nobody left."""
        vs, out = self._vseat, self._out
        assert vs is not None
        s = vs[pos]
        if s >= 0 and not out[s]:
            return s
        n = self.n
        places = [(pos + i) % n for i in range(0, n, 2)]
        seated = [vs[p] for p in places if vs[p] >= 0 and not out[vs[p]]]
        for i, p in enumerate(places):
            vs[p] = seated[i] if i < len(seated) else -1
        return vs[pos]

    def _transfer_target(self, seat: int) -> int:
        """Who would defend if ``seat`` (the defender) transferred now (no change made)."""
        vs = self._vseat
        if vs is None:
            return self._next_active(seat)
        n, out = self.n, self._out
        q = vs.index(seat)
        for i in range(1, n, 2):
            t = vs[(q + i) % n]
            if t >= 0 and not out[t]:
                return t
        return seat

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
            self._helpers = ()
        self._over = True
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
                        room = len(self._hands[self._transfer_target(seat)]) - len(self._att)
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
                nd = self._next_active(seat)
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
                self._over = True
                self._losers = active
                self._taking = False
                self._passed = 0
                self._ranks = 0
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
        g.rules = self.rules
        g.n = self.n
        g._all = self._all
        g._transfer = self._transfer
        g._swap = self._swap
        g._hands = [h[:] for h in self._hands]
        g._known = [set(k) for k in self._known]
        g._out = self._out[:]
        g._stock = self._stock[:]
        g._discard = self._discard[:]
        g._att = self._att[:]
        g._cov = self._cov[:]
        g._unc = self._unc
        g._ranks = self._ranks
        g._trump = self._trump
        g._trump_card = self._trump_card
        g._lo = self._lo
        g._six = self._six
        g._shown = self._shown
        g._attacker = self._attacker
        g._defender = self._defender
        g._helpers = self._helpers
        g._passed = self._passed
        g._taking = self._taking
        g._limit = self._limit
        g._cap = self._cap
        g._first_bout = self._first_bout
        g._six_blocked = self._six_blocked
        g._bottom_holder = self._bottom_holder
        g._bottom_fresh = self._bottom_fresh
        g._over = self._over
        g._losers = self._losers[:]
        g._moves = self._moves
        g._dealer = self._dealer
        vs = self._vseat
        g._vseat = None if vs is None else vs[:]
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

    def play(self, seat: int, move: str | Action) -> None:
        """Apply a move given as text (or action tuple); ``IllegalMove`` if not allowed.

        A rejected move never changes the game.
        """
        action = self._checked(seat, move)
        self.apply(seat, action)

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
            held = len(self._hands[self._transfer_target(seat)])
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

    def to_dict(self) -> dict[str, Any]:
        """The full state as a JSON-able dict (hidden cards included)."""
        T = CARD_TEXT
        return {
            "version": JSON_VERSION,
            "rules": self.rules.to_dict(),
            "hands": [[T[c] for c in h] for h in self._hands],
            "stock": [T[c] for c in self._stock],
            **self._public_dict(),
        }

    def _public_dict(self) -> dict[str, Any]:
        T = CARD_TEXT
        return {
            "discard": [T[c] for c in self._discard],
            "table": [[T[a], T[c] if c >= 0 else None] for a, c in zip(self._att, self._cov)],  # noqa: B905
            "trump": SUITS[self._trump],
            "trump_card": T[self._trump_card] if self._trump_card >= 0 else None,
            "attacker": self._attacker,
            "defender": self._defender,
            "passed": self.passed,
            "taking": self._taking,
            "limit": self._limit,
            "cap": self._cap,
            "first_bout": self._first_bout,
            "out": self.out,
            "known": [[T[c] for c in sorted(k)] for k in self._known],
            "six_blocked": self._six_blocked,
            "bottom_holder": self._bottom_holder,
            "bottom_fresh": self._bottom_fresh,
            "is_over": self._over,
            "losers": list(self._losers),
            "move_count": self._moves,
            "dealer": self._dealer,
            "virtual_seating": None if self._vseat is None else list(self._vseat),
            "shown": [T[c] for c in range(ALL_CARDS) if self._shown >> c & 1],
        }

    def to_json(self) -> str:
        """Exact, complete state as JSON text; :meth:`from_json` restores it."""
        return json.dumps(self.to_dict(), separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> Game:
        """A game from :meth:`to_json` text; :class:`SetupError` (a ``ValueError``) if corrupt.

        Every field is checked (types, seats, cards of the deck, "known" cards in their hand,
        the trump suit against the face-up card), so a document is either refused or gives a
        game that plays on: not over means somebody may act.
        """
        try:
            data = json.loads(text)
        except (TypeError, ValueError) as e:
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
        in_deck = set(deck_cards(rules.deck))
        seen: set[int] = set()

        def bad(why: str) -> SetupError:
            return SetupError(f"corrupt game state: {why}")

        def card(t: Any) -> int:
            c = CARD_ID.get(t) if isinstance(t, str) else None
            if c is None or c not in in_deck:
                raise bad(f"{t!r} is not a card of a {rules.deck}-card deck")
            if c in seen:
                raise bad(f"{t} appears twice")
            seen.add(c)
            return c

        def listed(x: Any, what: str) -> list[Any]:
            if not isinstance(x, list):
                raise bad(f"{what} is not a list")
            return x

        def seat(x: Any, allow_none: bool = False) -> int:
            if allow_none and x == -1 and not isinstance(x, bool):
                return -1
            if not _is_seat(x, n):
                raise bad(f"{x!r} is not a seat")
            return x

        def flag(key: str) -> bool:
            x = data[key]
            if not isinstance(x, bool):
                raise bad(f"{key} is not true or false")
            return x

        def number(key: str, lo: int, hi: int) -> int:
            x = data[key]
            if not isinstance(x, int) or isinstance(x, bool) or not lo <= x <= hi:
                raise bad(f"{key} is not a number {lo}..{hi}")
            return x

        if not isinstance(hands, list) or len(hands) != n:
            raise bad("wrong number of hands")
        g._hands = [sorted(card(t) for t in listed(h, "a hand")) for h in hands]
        g._stock = [card(t) for t in listed(stock, "the stock")]
        g._discard = [card(t) for t in listed(data["discard"], "the discard")]
        table = listed(data["table"], "the table")
        for p in table:
            if not isinstance(p, list) or len(p) != 2 or p[0] is None:
                raise bad("a table pair is not [attack, cover or null]")
        g._att = [card(p[0]) for p in table]
        g._cov = [card(p[1]) if p[1] is not None else -1 for p in table]
        if len(seen) != len(in_deck):
            raise bad(f"{len(in_deck) - len(seen)} card(s) missing")
        g._unc = sum(1 for c in g._cov if c < 0)
        r = 0
        for c in g._att + g._cov:
            if c >= 0:
                r |= 1 << (c >> 2)
        g._ranks = r
        trump = data["trump"]
        if not isinstance(trump, str) or len(trump) != 1 or trump not in SUITS:
            raise bad(f"{trump!r} is not a trump suit")
        g._set_trump(SUITS.index(trump))
        tc = data["trump_card"]
        if tc is not None:
            if not isinstance(tc, str) or CARD_ID.get(tc) not in in_deck:
                raise bad(f"{tc!r} is not a face-up trump")
            g._trump_card = CARD_ID[tc]
            if g._trump_card & 3 != g._trump:
                raise bad("the trump suit is not the face-up card's suit")
        if g._stock and g._stock[-1] != g._trump_card:
            raise bad("the stock's last card is not the face-up trump")
        g._attacker = seat(data["attacker"])
        g._defender = seat(data["defender"])
        g._passed = 0
        for s in listed(data["passed"], "passed"):
            g._passed |= 1 << seat(s)
        g._taking = flag("taking")
        g._limit = number("limit", 0, MAX_ATTACK)
        g._cap = number("cap", 5, MAX_ATTACK)
        g._first_bout = flag("first_bout")
        g._out = [False] * n
        for s in listed(data["out"], "out"):
            g._out[seat(s)] = True
        if any(g._out[s] and (g._hands[s] or g._stock) for s in range(n)):
            raise bad("a seat is out while it holds cards or the stock has cards")
        known = listed(data["known"], "known")
        if len(known) != n:
            raise bad("wrong number of known lists")
        g._known = []
        for s, k in enumerate(known):
            ks = {CARD_ID.get(t) if isinstance(t, str) else None for t in listed(k, "known")}
            if not ks <= set(g._hands[s]):
                raise bad(f"a card known to be in hand {s} is not there")
            g._known.append(ks)  # type: ignore[arg-type]
        g._six_blocked = flag("six_blocked")
        g._bottom_holder = seat(data["bottom_holder"], True)
        g._bottom_fresh = flag("bottom_fresh")
        g._over = flag("is_over")
        g._losers = [seat(s) for s in listed(data["losers"], "losers")]
        g._moves = number("move_count", 0, 1 << 62)
        g._dealer = seat(data["dealer"])
        shown = 0
        for t in listed(data.get("shown", []), "shown"):
            c = CARD_ID.get(t) if isinstance(t, str) else None
            if c is None or c not in in_deck or c & 3 != g._trump:
                raise bad(f"{t!r} is not a trump that can be shown")
            shown |= 1 << c
        g._shown = shown
        if not g._over:
            a, d = g._attacker, g._defender
            if a == d or g._out[a] or g._out[d]:
                raise bad("impossible attacker/defender")
            if not 1 <= g._limit <= g._cap or len(g._att) > g._limit:
                raise bad("impossible limit")
            if g._taking and not g._unc:
                raise bad("taking with nothing to take")
        vsd = data.get("virtual_seating")
        if g._vseat is None:
            if vsd is not None:
                raise bad("a seating without partnerships")
        else:
            out = g._out
            if vsd is None:  # saved before the key existed
                vs = [-1 if out[s] else s for s in range(n)]
            else:
                vs = [seat(x, True) for x in listed(vsd, "the seating")]
            if len(vs) != n or sorted(s for s in vs if s >= 0) != [
                s for s in range(n) if not out[s]
            ]:
                raise bad("the seating does not hold every player")
            if any(s >= 0 and (s & 1) != (p & 1) for p, s in enumerate(vs)):
                raise bad("the seating mixes the teams")
            if not g._over and vs.index(g._defender) != (vs.index(g._attacker) + 1) % n:
                raise bad("the defender does not follow the attacker")
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
