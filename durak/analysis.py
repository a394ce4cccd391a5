"""The analysis board (issue 17): follow a real game from one seat, or set up a position.

>>> from durak import Rules
>>> b = Board.new(Rules(), 0, "6H", ["7H", "8S", "9S", "TS", "JS", "QS"], first_attacker=0,
...               shown="7H")
>>> b.observation()["legal_moves"][:2], b.to_act
(['attack 7H', 'attack 8S'], [0])
>>> b.enter(0, "attack 8S"); b.enter(1, "defend 8S AS"); b.to_act
[0]
>>> b.enter(1, "attack 9D")
Traceback (most recent call last):
...
durak.analysis.EntryError: only the attackers may add cards now

**Following a game** (:class:`Board`): the rules, the face-up trump, the seat's own hand and
every public move of every seat (entered as engine move text), the seat's own draws; the
other hands are only counts plus the cards known to be in them. Every entry is checked
against everything known and refused with an :class:`EntryError` (an i18n key and its
parameters) that changes nothing.

The board keeps a *world*: a whole shuffled deck, dealt as the engine deals it, whose hidden
cards agree with every entry (:mod:`durak.analysis_world`), and the engine replays the
entries on it, so the engine's rules decide legality and :meth:`Board.observation` is the
engine's own observation. When an entry needs a card the world put elsewhere, the world is
re-arranged and replayed.

**Auto-pass.** The engine passes an attacker who holds nothing to add by itself. The board
never lets the world decide that: an attacker the table has not heard from is given a card
it could add whenever that is possible, so the bout goes on until the player enters that
seat's ``pass``. The word ``nothing`` (``board.enter(seat, "nothing")``) says that seat had
nothing to add (the engine's auto-pass: it is then not in ``passed``), as a player saying
"nothing" at a real table.
"""

from __future__ import annotations

import random
from typing import Any

from durak.analysis_world import DEALT, NEVER, Fact, Spec, geometry, solve
from durak.cards import CARD_ID, CARD_TEXT, deck_cards
from durak.errors import IllegalMove, SetupError
from durak.game import Game
from durak.moves import ATTACK, DEFEND, PASS, SHOW, SWAP, TAKE, TRANSFER, Action, text_to_move
from durak.rules import HAND_SIZE, Rules

__all__ = [
    "BOARD_VERSION",
    "Board",
    "EntryError",
    "Position",
    "decode_position",
    "encode_position",
]

BOARD_VERSION = 1
#: Most entries a saved board may hold (a game has far fewer).
MAX_ENTRIES = 2000
#: The engine's reasons phrased to "you": for another seat's entry, these words instead.
_THEIR = {
    "not-your-turn": "analysis.not-their-turn",
    "not-attacking": "analysis.not-attacking",
    "wait-for-helper": "analysis.wait-for-helper",
    "already-passed": "analysis.already-passed",
    "must-lead": "analysis.must-lead",
    "already-taking": "analysis.already-taking",
    "transfer-after-cover": "analysis.transfer-after-cover",
    "not-in-hand": "analysis.too-many",
    "swap-no-six": "analysis.impossible",
}
_KINDS = {ATTACK: "attack", DEFEND: "defend", TAKE: "take", PASS: "pass", TRANSFER: "transfer",
          SHOW: "show", SWAP: "swap"}  # fmt: skip


class EntryError(ValueError):
    """An entry the board refuses: ``key`` is a message key of :mod:`durak.i18n` (in every
    catalog), ``params`` its parameters (card codes such as ``"7H"``, numbers);
    ``str(error)`` is the English sentence."""

    def __init__(self, key: str, params: dict[str, Any] | None = None) -> None:
        from durak.i18n import translate

        self.key = key
        self.params: dict[str, Any] = dict(params or {})
        super().__init__(translate(key, "en", **self.params))

    def message(self, lang: str = "en") -> str:
        """The reason in ``lang``."""
        from durak.i18n import translate

        return translate(self.key, lang, **self.params)


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _card(text: Any, deck: frozenset[int], what: str = "card") -> int:
    c = CARD_ID.get(text.strip().upper()) if isinstance(text, str) else None
    if c is None:
        raise EntryError("unknown-card", {"text": _short(text)})
    if c not in deck:
        raise EntryError("analysis.not-in-deck", {"card": CARD_TEXT[c], "count": len(deck)})
    return c


def _short(x: Any) -> str:
    s = x if isinstance(x, str) else repr(x)
    s = "".join(ch if ch.isprintable() and ch not in "<>&\"'`\\" else "?" for ch in s)
    return s[:20] + ("…" if len(s) > 20 else "")


def _mask(cards: list[int] | tuple[int, ...]) -> int:
    m = 0
    for c in cards:
        m |= 1 << (c >> 2)
    return m


class _Failed(Exception):
    """A world that does not replay the entries."""


class Board:
    """A real game followed from one seat (see the module docstring). Build it with
    :meth:`new` or :meth:`from_dict`."""

    def __init__(
        self,
        rules: Rules,
        seat: int,
        trump_card: int,
        hand: list[int],
        first_attacker: int,
        shown: int,
        dealer: int | None,
    ) -> None:
        """Use :meth:`new` (this takes checked engine ints)."""
        self.rules = rules
        self.seat = seat
        self._trump_card = trump_card
        self._hand = sorted(hand)
        self._first = first_attacker
        self._shown = shown
        self._dealer = dealer
        self._deck = frozenset(deck_cards(rules.deck))
        d = rules.players - 1 if dealer is None else dealer
        self._owners, self._trump_pos, self._stock_pos = geometry(rules, d)
        self._entries: list[tuple[Any, ...]] = []
        self._facts: list[Fact] = []
        self._world: dict[int, int] = {}
        self._game: Game = Game(rules)
        self._owner: list[int] = []
        self._arrival: list[int] = []
        self._sigs: list[Any] = []
        self._pending = 0
        self._undo: list[tuple[Any, ...]] = []
        # the state before the last move: (game, seat, action, world deck, replay start)
        self._last: tuple[Any, ...] | None = None
        self._deck_t: tuple[int, ...] = ()
        self._known_cache: list[list[str]] | None = None

    # ------------------------------------------------------------------ construction

    @classmethod
    def new(
        cls,
        rules: Rules,
        seat: int,
        trump_card: str,
        hand: list[str],
        first_attacker: int,
        shown: str | None = None,
        dealer: int | None = None,
    ) -> Board:
        """The deal of a real game seen from ``seat``: its six cards (with every card dealt,
        the dealer's hand holds the face-up trump; it may be left out), the face-up trump,
        who attacks first and the lowest trump ``shown`` to prove it (the rules' first
        attacker in a match's first game). ``dealer=None`` is a match's first game (seat
        ``players - 1`` deals), else the dealer of a later game. ``EntryError`` if
        impossible."""
        if not isinstance(rules, Rules):
            raise EntryError("analysis.bad-rules")
        n = rules.players
        if not _is_int(seat) or not 0 <= seat < n:
            raise EntryError("bad-seat", {"seat": _short(seat)})
        if not _is_int(first_attacker) or not 0 <= first_attacker < n:
            raise EntryError("bad-seat", {"seat": _short(first_attacker)})
        if dealer is not None and (not _is_int(dealer) or not 0 <= dealer < n):
            raise EntryError("bad-seat", {"seat": _short(dealer)})
        deck = frozenset(deck_cards(rules.deck))
        tc = _card(trump_card, deck)
        if isinstance(hand, str) or not isinstance(hand, (list, tuple)):
            raise EntryError("analysis.hand-size", {"count": HAND_SIZE})
        own = [_card(t, deck) for t in hand]
        if len(set(own)) != len(own):
            dup = next(c for c in own if own.count(c) > 1)
            raise EntryError("duplicate-card", {"card": CARD_TEXT[dup]})
        d = n - 1 if dealer is None else dealer
        all_dealt = HAND_SIZE * n == rules.deck
        if all_dealt and seat == d and tc not in own:
            own.append(tc)
        if tc in own and not (all_dealt and seat == d):
            raise EntryError("analysis.in-your-hand", {"card": CARD_TEXT[tc]})
        if len(own) != HAND_SIZE:
            raise EntryError("analysis.hand-size", {"count": HAND_SIZE})
        trump = tc & 3
        sh = -1
        if shown is not None:
            sh = _card(shown, deck)
            if sh & 3 != trump:
                raise EntryError("analysis.shown-not-trump", {"card": CARD_TEXT[sh]})
            if sh == tc and not all_dealt:
                raise EntryError("analysis.under-stock", {"card": CARD_TEXT[sh]})
        lowest = dealer is None and rules.first_attacker == "lowest-trump"
        if lowest:
            if first_attacker == seat:
                mine = [c for c in own if c & 3 == trump]
                if not mine and sh < 0:
                    pass  # nobody shows: checked below (the left neighbour attacks)
                elif not mine or sh != min(mine):
                    low = CARD_TEXT[min(mine)] if mine else CARD_TEXT[sh]
                    raise EntryError("analysis.shown-lowest", {"card": low})
            elif sh >= 0:
                if sh in own:
                    raise EntryError("analysis.in-your-hand", {"card": CARD_TEXT[sh]})
                lower = [c for c in own if c & 3 == trump and c < sh]
                if lower:
                    raise EntryError("analysis.shown-lowest", {"card": CARD_TEXT[min(lower)]})
            if sh < 0 and first_attacker != (d + 1) % n:
                raise EntryError("analysis.first-attacker")
            if sh < 0 and any(c & 3 == trump for c in own if c != tc):
                low = min(c for c in own if c & 3 == trump)
                raise EntryError("analysis.shown-lowest", {"card": CARD_TEXT[low]})
        else:
            sh = -1
            if dealer is None or rules.next_attacker == "left-of-dealer":
                expect = (d + 1) % n
            else:
                expect = (d - 1) % n
            if first_attacker != expect:
                raise EntryError("analysis.first-attacker")
        board = cls(rules, seat, tc, own, first_attacker, sh, dealer)
        board._owner = [board._owners[p] if p < len(board._owners) else -1
                        for p in range(rules.deck)]  # fmt: skip
        board._arrival = [DEALT if p < len(board._owners) else NEVER for p in range(rules.deck)]
        got = board._attempt(board._entries, board._facts, {})
        if got is None:
            raise EntryError("analysis.impossible-deal")
        board._set(*got)
        return board

    # ------------------------------------------------------------------ what it shows

    def observation(self) -> dict[str, Any]:
        """The seat's observation, exactly :func:`durak.observation.observe`'s format (what
        the bots' ``choose`` and :class:`durak.bots.coach.Coach` take). While
        :attr:`needs_draw` is above 0 the drawn cards in it are only a guess. Once the game
        is over, a loser's ``known`` is what the entries prove (its whole hand when it is
        the only one left holding unseen cards; with several, the page asks for nothing and
        shows only what is certain)."""
        obs = self._game.observation(self.seat)
        if self._game._over:  # the losers show their hands: what the entries prove of them
            known = self.known_hands()
            for s in self._game._losers:
                if s != self.seat:
                    obs["known"][s] = known[s]
                    obs["known_public"][s] = known[s]
        return obs

    @property
    def to_act(self) -> list[int]:
        """Whose move it is (the engine's ``Game.to_act``); ``[]`` while the board waits for
        the seat's draw or when the game is over."""
        return [] if self._pending else self._game.to_act

    @property
    def is_over(self) -> bool:
        """The game is over."""
        return self._game.is_over

    @property
    def needs_draw(self) -> int:
        """How many cards the seat drew at the end of the last bout, while the board waits
        for :meth:`draw` (0 otherwise)."""
        return self._pending

    @property
    def entries(self) -> list[tuple[int | None, str]]:
        """Everything entered, in order: ``(seat, move text)``, the seat's draws as
        ``(None, "draw 7H 8S")``."""
        from durak.moves import move_to_text

        out: list[tuple[int | None, str]] = []
        for e in self._entries:
            if e[0] == "m":
                out.append((e[1], move_to_text(e[2])))
            elif e[0] == "n":
                out.append((e[1], "nothing"))
            else:
                out.append((None, "draw " + " ".join(CARD_TEXT[c] for c in e[3])))
        return out

    @property
    def known_cards(self) -> list[list[str]]:
        """Per seat, the cards everybody knows to be in it (the engine's ``known``)."""
        return [self._game.known(s) for s in range(self.rules.players)]

    @property
    def adding(self) -> int | None:
        """The attacker whose turn it is to add a card or pass (``None``: nobody now)."""
        if self._pending:
            return None
        a = self._acting_attacker()
        return None if a < 0 else a

    def _acting_attacker(self, g: Game | None = None) -> int:
        """The attacker-side seat whose turn it is now (-1: none, or an empty table)."""
        g = g or self._game
        if not g._att or g._over:
            return -1
        a = g._attacker
        if not g._passed >> a & 1 and g._can_add(a):
            return a
        return g._helper_turn()

    # ------------------------------------------------------------------ the world

    def _spec(self, entries: list[tuple[Any, ...]], facts: list[Fact], owner: list[int],
              arrival: list[int]) -> Spec:  # fmt: skip
        """What the entries say about the deck (see :class:`durak.analysis_world.Spec`)."""
        rules, seat = self.rules, self.seat
        size = rules.deck
        lowest = deck_cards(size)[0]
        spec = Spec(size, lowest, list(owner), list(arrival), facts=list(facts))
        fixed = spec.fixed
        fixed[self._trump_pos] = self._trump_card
        mine = [p for p, o in enumerate(self._owners) if o == seat and p != self._trump_pos]
        for p, c in zip(mine, [c for c in self._hand if c != self._trump_card], strict=True):
            fixed[p] = c
        for e in entries:
            if e[0] == "d":
                where = [p for p in range(size) if owner[p] == seat and arrival[p] == e[2]
                         and p != self._trump_pos]  # fmt: skip
                for p, c in zip(where, e[1], strict=True):
                    fixed[p] = c
        placed = set(fixed.values())
        trump = self._trump_card & 3
        six = lowest + trump
        if self._shown >= 0 and self._first != seat:
            spec.seen[self._shown] = (self._first, 0)
        m = 0
        for e in entries:
            if e[0] != "m":
                continue
            m += 1
            s, a = e[1], e[2]
            if s == seat:
                continue
            kind = a[0]
            if kind == ATTACK:
                cards: tuple[int, ...] = a[1:]
            elif kind == DEFEND:
                cards = (a[2],)
            elif kind in (TRANSFER, SHOW):
                cards = (a[1],)
            elif kind == SWAP:
                cards = (six,)
            else:
                cards = ()
            for c in cards:
                if c not in placed and c not in spec.seen:
                    spec.seen[c] = (s, m)
        if self._dealer is None and rules.first_attacker == "lowest-trump":
            for c in deck_cards(size):
                if (
                    c & 3 == trump
                    and c != self._trump_card
                    and (self._shown < 0 or c < self._shown)
                ):
                    spec.no_deal.add(c)
        return spec

    def _sig(self, g: Game) -> tuple[Any, ...]:
        """The public state after a move (what every world must agree on)."""
        return (tuple(len(h) for h in g._hands), len(g._stock), len(g._discard),
                len(g._att), g._unc, g._attacker, g._defender, g._passed, g._taking,
                g._over, g._trump_card, g._shown, g._bottom_holder, g._limit)  # fmt: skip

    def _replay(self, entries: list[tuple[Any, ...]], facts: list[Fact], deck: tuple[int, ...],
                ref: int, start: tuple[Any, ...] | None = None,
                ) -> tuple[Game, list[int], list[int], list[Any]]:  # fmt: skip
        """The entries played on the world ``deck``: the game, who got each position when,
        and each move's public state. :class:`_Failed` unless every move is legal there,
        every fact holds and the first ``ref`` moves' public states are the known ones.
        ``start``: ``(game, entry index, owner, arrival, public states)`` of this very
        world at an earlier entry, to replay from there."""
        rules = self.rules
        size = rules.deck
        dealt = len(self._owners)
        by_t: dict[int, list[Fact]] = {}
        for f in facts:
            by_t.setdefault(f.t, []).append(f)
        if start is None:
            g = Game._dealt(rules, deck, self._dealer)
            if g._attacker != self._first:
                raise _Failed("first attacker")
            if self._shown >= 0 and self._shown not in g._known[self._first]:
                raise _Failed("shown")
            owner = list(self._owners) + [-1] * (size - dealt)
            arrival = [DEALT] * dealt + [NEVER] * (size - dealt)
            sigs: list[Any] = []
            first = 0
        else:
            g0, first, owner0, arrival0, sigs0 = start
            g = g0.copy()
            owner, arrival, sigs = list(owner0), list(arrival0), list(sigs0)
            for f in by_t.get(g._moves, ()):
                holds = bool(g._att) and g._can_add(f.seat)
                if holds != (f.kind == "T"):
                    raise _Failed(f"fact {f}")
        m = g._moves
        drawn = len(self._stock_pos) - len(g._stock)
        for e in entries[first:]:
            if e[0] != "m":
                continue
            seat, action = e[1], e[2]
        for e in entries:
            if e[0] != "m":
                continue
            seat, action = e[1], e[2]
            if action not in g.legal_actions(seat):
                raise _Failed(f"move {m + 1}")
            stock = g._stock[:] if g._att else None
            g.apply(seat, action)
            m += 1
            if stock is not None and len(g._stock) < len(stock):
                where = {c: i for i, c in enumerate(stock)}
                for s, hand in enumerate(g._hands):
                    for c in hand:
                        i = where.get(c)
                        if i is not None:
                            p = self._stock_pos[drawn + i]
                            owner[p] = s
                            arrival[p] = m
                drawn += len(stock) - len(g._stock)
            for f in by_t.get(m, ()):
                holds = bool(g._att) and g._can_add(f.seat)
                if holds != (f.kind == "T"):
                    raise _Failed(f"fact {f}")
            sig = self._sig(g)
            if m <= ref and m <= len(self._sigs) and sig != self._sigs[m - 1]:
                raise _Failed(f"course at move {m}")
            sigs.append(sig)
        return g, owner, arrival, sigs

    def _attempt(self, entries: list[tuple[Any, ...]], facts: list[Fact], hint: dict[int, int],
                 ref: int = 0, rng: random.Random | None = None,
                 ) -> tuple[Any, ...] | None:  # fmt: skip
        """A world for ``entries`` and ``facts`` (near ``hint``) and its replay, or None."""
        spec = self._spec(entries, facts, self._owner, self._arrival)
        for attempt in range(4):
            r = (
                rng
                if attempt == 0
                else random.Random(attempt * 7919 + (rng.randrange(99) if rng else 0))
            )
            pos = solve(spec, hint if attempt == 0 else {}, r)
            if pos is None:
                return None
            deck = [0] * self.rules.deck
            for p, c in spec.fixed.items():
                deck[p] = c
            for c, p in pos.items():
                deck[p] = c
            deck_t = tuple(deck)
            start = None
            if deck_t == self._deck_t:
                n_old = len(self._entries)
                last = self._last
                if entries[:n_old] == self._entries:
                    start = (self._game, n_old, self._owner, self._arrival, self._sigs)
                elif (
                    last is not None
                    and last[3] == deck_t
                    and entries[: last[4][1]] == self._entries[: last[4][1]]
                ):
                    start = last[4]
            try:
                g, owner, arrival, sigs = self._replay(entries, facts, deck_t, ref, start)
            except _Failed:
                if start is None:
                    continue
                try:
                    g, owner, arrival, sigs = self._replay(entries, facts, deck_t, ref)
                except _Failed:
                    continue
            world = {c: p for p, c in enumerate(deck)}
            return world, g, owner, arrival, sigs
        return None

    def _set(self, world: dict[int, int], g: Game, owner: list[int], arrival: list[int],
             sigs: list[Any]) -> None:  # fmt: skip
        self._world, self._game, self._owner, self._arrival, self._sigs = (
            world, g, owner, arrival, sigs)  # fmt: skip
        deck = [0] * self.rules.deck
        for c, p in world.items():
            deck[p] = c
        self._deck_t = tuple(deck)
        self._known_cache = None
        t = g._moves
        drew = sum(1 for p in range(self.rules.deck) if owner[p] == self.seat and arrival[p] == t)
        entered = any(e[0] == "d" and e[2] == t for e in self._entries)
        self._pending = drew if drew and t > 0 and not entered else 0

    def _save(self) -> tuple[Any, ...]:
        return (list(self._entries), list(self._facts), self._world, self._game,
                self._owner, self._arrival, self._sigs, self._last)  # fmt: skip

    def _restore(self, saved: tuple[Any, ...]) -> None:
        entries, facts, world, g, owner, arrival, sigs, last = saved
        self._entries, self._facts, self._last = entries, facts, last
        self._set(world, g, owner, arrival, sigs)

    def _commit(self, entries: list[tuple[Any, ...]], facts: list[Fact], got: tuple[Any, ...],
                last: tuple[Any, ...] | None) -> None:  # fmt: skip
        self._undo.append(self._save())
        self._entries, self._facts, self._last = entries, facts, last
        self._set(*got)

    def _pre_end(self, g: Game, last: tuple[Any, ...] | None) -> tuple[Any, ...] | None:
        """Who the bout waits for just after the last move (before a bout end it caused):
        ``(order, passed, ranks, room, must, known, own hand)``, ``must`` when every card
        is covered (or the defender takes), so that only an attacker able to add keeps the
        bout going; ``None`` when nobody's additions matter."""
        if g._over:
            return None
        if g._att:
            return ([g._attacker, *g._helpers], g._passed, g._ranks, g._limit - len(g._att),
                    g._unc == 0 or g._taking, g._known, g._hands[self.seat])  # fmt: skip
        if last is None:
            return None
        prev, seat, action = last[:3]
        kind = action[0]
        if not prev._att or kind in (TRANSFER, SHOW, SWAP):
            return None
        played = action[1:] if kind == ATTACK else ()
        att = len(prev._att) + len(played)
        unc = prev._unc + len(played) - (kind == DEFEND)
        taking = prev._taking or kind == TAKE
        d = prev._defender
        left = len(prev._hands[d]) - (kind == DEFEND)
        if not (unc == 0 or taking) or (not taking and (att >= prev._limit or left == 0)):
            return None
        passed = prev._passed | (1 << seat) if kind == PASS else 0
        ranks = prev._ranks | _mask(played) | (_mask(action[2:]) if kind == DEFEND else 0)
        gone = set(action[1:]) if seat == self.seat or kind != DEFEND else set()
        known = [set(k) - (set(action[1:]) if s == seat else set())
                 for s, k in enumerate(prev._known)]  # fmt: skip
        hand = [c for c in prev._hands[self.seat] if c not in gone or seat != self.seat]
        return ([prev._attacker, *prev._helpers], passed, ranks, prev._limit - att, True,
                known, hand)  # fmt: skip

    def _settle(self, entries: list[tuple[Any, ...]], facts: list[Fact], got: tuple[Any, ...],
                last: tuple[Any, ...] | None, ref: int,
                ) -> tuple[list[Fact], tuple[Any, ...]]:  # fmt: skip
        """After an entry: pick the attacker the bout waits for now, the first one (in the
        engine's order) who may still hold a card to add, and keep the world so (see the
        module docstring: the world never passes an attacker by itself)."""
        g = got[1]
        info = self._pre_end(g, last)
        if info is None:
            return facts, got
        order, passed, ranks, room, must, known, hand = info
        t = g._moves
        origin = "hard" if must else "soft"
        facts = list(facts)
        added_f = False
        for s in order:
            if passed >> s & 1:
                continue
            if room <= 0:
                break
            if s == self.seat:
                if _mask(hand) & ranks:
                    break
                continue
            if any(f.kind == "F" and f.seat == s and f.t == t for f in facts):
                continue
            if _mask(list(known[s])) & ranks:
                break
            cur = got[1]
            trial = [*facts, Fact("T", s, ranks, t, origin)]
            if cur._att and cur._can_add(s) and self._acting_attacker(cur) == s:
                return trial, got
            again = self._attempt(entries, trial, got[0], ref)
            if again is not None:
                return trial, again
            facts.append(Fact("F", s, ranks, t, origin))
            added_f = True
        if added_f:
            again = self._attempt(entries, facts, got[0], ref)
            if again is not None:
                return facts, again
        return facts, got

    # ------------------------------------------------------------------ entering moves

    def _public(self, g: Game | None = None) -> set[int]:
        """Cards whose place everybody knows: on the table, discarded, known in a hand,
        the face-up trump under the stock; and the seat's own hand."""
        g = g or self._game
        out = set(g._discard) | set(g._att) | {c for c in g._cov if c >= 0}
        for k in g._known:
            out |= k
        out |= set(g._hands[self.seat])
        if g._stock:
            out.add(g._stock[-1])
        return out

    def _check_card(self, seat: int, c: int) -> None:
        """``EntryError`` if ``seat`` cannot hold ``c`` by what everybody sees."""
        g = self._game
        T = CARD_TEXT[c]
        if c in g._hands[self.seat] and seat != self.seat:
            raise EntryError("analysis.in-your-hand", {"card": T})
        if c in g._known[seat]:
            return
        if c in g._att or c in g._cov:
            raise EntryError("analysis.on-table", {"card": T})
        if c in g._discard:
            raise EntryError("analysis.discarded", {"card": T})
        if g._stock and c == g._stock[-1]:
            raise EntryError("analysis.under-stock", {"card": T})
        if any(c in k for k in g._known):
            raise EntryError("analysis.known-elsewhere", {"card": T})

    def _rule_check(self, seat: int, action: Action) -> IllegalMove | None:
        """The engine's verdict on another seat's move, as if it held the cards named."""
        g = self._game
        kind = action[0]
        six = deck_cards(self.rules.deck)[0] + g._trump
        cards = (action[1:] if kind == ATTACK else action[2:] if kind == DEFEND
                 else action[1:] if kind in (TRANSFER, SHOW) else (six,) if kind == SWAP
                 else ())  # fmt: skip
        hand = g._hands[seat]
        need = [c for c in cards if c not in g._known[seat]]
        hidden = len(hand) - len(g._known[seat])
        if len(need) > hidden:
            return IllegalMove("analysis.too-many", {"held": len(hand), "needed": len(cards)})
        g2 = g.copy()
        g2._hands[seat] = sorted(set(hand) | set(need))
        return g2.check(seat, action)

    def enter(self, seat: int, move: str) -> None:
        """Enter a public move of ``seat`` (engine move text: ``"attack 7H"``, ``"defend 7H
        9H"``, ``"take"``, ``"pass"``, ``"transfer 7S"``, ``"show 8D"``, ``"swap"``), or
        ``"nothing"``: that attacker had nothing to add. ``EntryError`` (and nothing
        changes) when it is impossible."""
        n = self.rules.players
        if not _is_int(seat) or not 0 <= seat < n:
            raise EntryError("bad-seat", {"seat": _short(seat)})
        if self._pending:
            raise EntryError("analysis.draw-first", {"count": self._pending})
        g = self._game
        if g._over:
            raise EntryError("game-over")
        if isinstance(move, str) and move.strip().lower() == "nothing":
            self._nothing(seat)
            return
        try:
            action = text_to_move(move)
        except IllegalMove:
            raise EntryError("malformed-move", {"text": _short(move)}) from None
        for c in action[1:]:
            if c not in self._deck:
                raise EntryError("analysis.not-in-deck", {"card": CARD_TEXT[c],
                                                          "count": self.rules.deck})  # fmt: skip
        kind = action[0]
        if seat == self.seat:
            err = g.check(seat, action)
            if err is not None:
                raise EntryError(err.key, err.params)
        else:
            if kind == DEFEND:
                self._check_card(seat, action[2])
            elif kind in (ATTACK, TRANSFER, SHOW):
                for c in action[1:]:
                    self._check_card(seat, c)
            elif kind == SWAP:
                self._check_card(seat, deck_cards(self.rules.deck)[0] + g._trump)
            err = self._rule_check(seat, action)
            if err is not None:
                raise EntryError(_THEIR.get(err.key, err.key), err.params)
        entries = [*self._entries, ("m", seat, action)]
        facts = [f for f in self._facts if f.origin != "soft"]
        if kind == PASS and seat != self.seat and not _mask(list(g._known[seat])) & g._ranks:
            facts.append(Fact("T", seat, g._ranks, g._moves, "entry"))
        ref = len(self._sigs)
        got = self._attempt(entries, facts, self._world, ref)
        if got is None:
            raise self._why(entries, facts, seat, action)
        last = (
            g,
            seat,
            action,
            self._deck_t,
            (g, len(self._entries), self._owner, self._arrival, self._sigs),
        )
        facts, got = self._settle(entries, facts, got, last, ref)
        self._commit(entries, facts, got, last)

    def _why(self, entries: list[tuple[Any, ...]], facts: list[Fact], seat: int,
             action: Action) -> EntryError:  # fmt: skip
        """Why no world fits a refused entry of another seat."""
        spec = self._spec(entries, facts, self._owner, self._arrival)
        allowed = spec.allowed()
        loose = Spec(spec.size, spec.lowest, spec.owner, spec.arrival, spec.fixed, spec.seen,
                     spec.no_deal, [])  # fmt: skip
        free = loose.allowed()
        for c, (s, _) in spec.seen.items():
            if s != seat or allowed.get(c, 1):
                continue
            T = CARD_TEXT[c]
            if free.get(c, 0):
                return EntryError("analysis.said-nothing", {"card": T})
            if c in spec.no_deal:
                shown = CARD_TEXT[self._shown] if self._shown >= 0 else CARD_TEXT[c]
                return EntryError("analysis.lower-trump", {"card": T, "cover": shown})
            return EntryError("analysis.not-drawn", {"card": T})
        if action[0] == PASS:
            return EntryError("analysis.cannot-pass")
        return EntryError("analysis.impossible")

    def _nothing(self, seat: int) -> None:
        """``seat`` (an attacker whose turn it is) had nothing to add."""
        g = self._game
        if seat == self.seat:
            raise EntryError("analysis.nothing-own")
        if self._acting_attacker() != seat:
            raise EntryError("analysis.not-their-turn")
        ranks = g._ranks
        held = [c for c in g._known[seat] if ranks >> (c >> 2) & 1]
        if held:
            raise EntryError("analysis.holds-known", {"card": CARD_TEXT[min(held)]})
        t = g._moves
        entries = [*self._entries, ("n", seat)]
        facts = [f for f in self._facts if f.t != t or f.origin == "entry"]
        facts.append(Fact("F", seat, ranks, t, "entry"))
        ref = t - 1
        got = self._attempt(entries, facts, self._world, ref)
        if got is None:
            raise EntryError("analysis.must-hold")
        facts, got = self._settle(entries, facts, got, self._last, ref)
        self._commit(entries, facts, got, self._last)

    def draw(self, cards: list[str]) -> None:
        """The cards the seat drew from the stock at the end of the last bout
        (:attr:`needs_draw` of them; the face-up trump may be left out when the seat drew
        it). ``EntryError`` (and nothing changes) when impossible."""
        if not self._pending:
            raise EntryError("analysis.no-draw")
        if isinstance(cards, str) or not isinstance(cards, (list, tuple)):
            raise EntryError("analysis.draw-count", {"count": self._pending})
        got_cards = [_card(t, self._deck) for t in cards]
        if len(set(got_cards)) != len(got_cards):
            dup = next(c for c in got_cards if got_cards.count(c) > 1)
            raise EntryError("duplicate-card", {"card": CARD_TEXT[dup]})
        g = self._game
        t = g._moves
        positions = [p for p in range(self.rules.deck)
                     if self._owner[p] == self.seat and self._arrival[p] == t]  # fmt: skip
        tc = g._trump_card  # the face-up card drawn last (the trump six after a swap)
        if self._trump_pos in positions and tc not in got_cards:
            got_cards.append(tc)
        if len(got_cards) != len(positions):
            raise EntryError("analysis.draw-count", {"count": self._pending})
        guessed = {c for c, p in self._world.items() if p in positions}
        public = self._public(g) - guessed
        spec = self._spec(self._entries, self._facts, self._owner, self._arrival)
        for c in got_cards:
            if c == tc and self._trump_pos in positions:
                continue
            if c in public or c in spec.seen or c == tc:
                raise EntryError("analysis.seen", {"card": CARD_TEXT[c]})
        free = tuple(sorted(c for c in got_cards if c != tc or self._trump_pos not in positions))
        entries = [*self._entries, ("d", free, t, tuple(sorted(got_cards)))]
        got = self._attempt(entries, self._facts, self._world, len(self._sigs))
        if got is None:
            raise EntryError("analysis.impossible-draw")
        self._commit(entries, list(self._facts), got, self._last)

    def undo(self) -> bool:
        """Take the last entry (a move, a "nothing" or a draw) back; ``False`` at the start."""
        if not self._undo:
            return False
        self._restore(self._undo.pop())
        return True

    # ------------------------------------------------------------------ what may be entered

    def _possible(self, seat: int) -> list[int]:
        """Cards ``seat`` may hold now by everything known (for another seat: its known
        cards and the unseen ones its hidden cards could be)."""
        g = self._game
        if seat == self.seat:
            return sorted(g._hands[seat])
        known = g._known[seat]
        out = set(known)
        if len(g._hands[seat]) > len(known):
            spec = self._spec(self._entries, self._facts, self._owner, self._arrival)
            allowed = spec.allowed()
            held = spec.held_before(seat, g._moves + 1)
            public = self._public()
            for c, mask in allowed.items():
                if c not in public and mask & held:
                    out.add(c)
        return sorted(out)

    def options(self, seat: int) -> list[str]:
        """The kinds of move ``seat`` may enter now, in engine words (``"attack"``,
        ``"defend"``, ``"take"``, ``"pass"``, ``"transfer"``, ``"show"``, ``"swap"``); for
        the board's own seat exactly what its legal moves allow. (``"nothing"`` may be
        entered wherever ``"pass"`` may for another seat.)"""
        if not _is_int(seat) or not 0 <= seat < self.rules.players:
            return []
        g = self._game
        if self._pending or g._over:
            return []
        if seat == self.seat:
            out: list[str] = []
            for m in g.legal_moves(seat):
                k = m.split(" ", 1)[0]
                if k not in out:
                    out.append(k)
            return out
        out = []
        for kind in ("attack", "defend", "transfer", "show"):
            if self.cards_for(seat, kind):
                out.append(kind)
        for word, action in (("take", (TAKE,)), ("pass", (PASS,)), ("swap", (SWAP,))):
            if word == "swap":
                if not self.cards_for(seat, "swap"):
                    continue
            elif self._rule_check(seat, action) is not None:
                continue
            out.append(word)
        return out

    def cards_for(self, seat: int, kind: str, target: str | None = None) -> list[str]:
        """Cards of the deck that could be entered for ``seat``'s move of ``kind`` now (for
        ``"defend"``, covers of ``target``, or of any uncovered card; for ``"swap"``, the
        trump six), not seen elsewhere; sorted."""
        if not _is_int(seat) or not 0 <= seat < self.rules.players:
            return []
        g = self._game
        if self._pending or g._over:
            return []
        tgt = CARD_ID.get(target.upper()) if isinstance(target, str) else None
        if target is not None and tgt is None:
            return []
        uncovered = [a for a, c in zip(g._att, g._cov, strict=True) if c < 0]
        if tgt is not None:
            uncovered = [a for a in uncovered if a == tgt]
        six = deck_cards(self.rules.deck)[0] + g._trump
        out = set()
        for c in self._possible(seat):
            if kind == "attack":
                actions: list[Action] = [(ATTACK, c)]
            elif kind == "defend":
                actions = [(DEFEND, a, c) for a in uncovered]
            elif kind == "transfer":
                actions = [(TRANSFER, c)]
            elif kind == "show":
                actions = [(SHOW, c)]
            elif kind == "swap":
                actions = [(SWAP,)] if c == six else []
            else:
                return []
            for a in actions:
                if seat == self.seat:
                    ok = g.check(seat, a) is None
                else:
                    ok = self._rule_check(seat, a) is None
                if ok:
                    out.add(c)
                    break
        return [CARD_TEXT[c] for c in sorted(out)]

    # ------------------------------------------------------------------ deductions

    def known_hands(self) -> list[list[str]]:
        """Per seat, the cards known to be in it now: the public ones (picked up, shown,
        swapped, the face-up trump drawn) and every card that every world consistent with
        the entries puts there (so, once the stock is empty heads-up, the opponent's whole
        hand: every unseen card); the own seat: its hand."""
        if self._known_cache is not None:
            return [list(k) for k in self._known_cache]
        g = self._game
        n = self.rules.players
        out = [set(g._known[s]) for s in range(n)]
        out[self.seat] = set(g._hands[self.seat])
        if not self._pending:
            spec = self._spec(self._entries, self._facts, self._owner, self._arrival)
            loose = Spec(
                spec.size,
                spec.lowest,
                spec.owner,
                spec.arrival,
                spec.fixed,
                spec.seen,
                spec.no_deal,
                [f for f in spec.facts if f.kind == "F"],
            )
            allowed = loose.allowed()
            public = self._public()
            groups: dict[int, int] = {}
            for p in range(spec.size):
                if p not in spec.fixed:
                    groups[spec.owner[p]] = groups.get(spec.owner[p], 0) | 1 << p
            from durak.analysis_world import match

            for c, mask in allowed.items():
                if c in public:
                    continue
                home = self._world.get(c)
                if home is None:
                    continue
                seat = spec.owner[home]
                if seat < 0 or seat == self.seat:
                    continue
                forced = True
                for other, gmask in groups.items():
                    if other == seat or not mask & gmask:
                        continue
                    trial = dict(allowed)
                    trial[c] = mask & gmask
                    if match(trial, {k: v for k, v in self._world.items() if k in allowed}):
                        forced = False
                        break
                if forced:
                    out[seat].add(c)
        self._known_cache = [[CARD_TEXT[c] for c in sorted(k)] for k in out]
        return [list(k) for k in self._known_cache]

    # ------------------------------------------------------------------ saving, playing on

    def to_dict(self) -> dict[str, Any]:
        """The board as a JSON-able dict (the deal as seen and every entry);
        :meth:`from_dict` reads it back."""
        return {
            "version": BOARD_VERSION,
            "rules": self.rules.to_dict(),
            "seat": self.seat,
            "trump_card": CARD_TEXT[self._trump_card],
            "hand": [CARD_TEXT[c] for c in self._hand],
            "first_attacker": self._first,
            "shown": CARD_TEXT[self._shown] if self._shown >= 0 else None,
            "dealer": self._dealer,
            "entries": [[s, text] for s, text in self.entries],
        }

    @classmethod
    def from_dict(cls, data: Any) -> Board:
        """A board from :meth:`to_dict` output, every entry checked again; ``EntryError``
        (key ``analysis.bad-save``, or the refused entry's) if it is broken."""
        if not isinstance(data, dict) or data.get("version") != BOARD_VERSION:
            raise EntryError("analysis.bad-save")
        try:
            rules = Rules.from_dict(data["rules"])
        except (KeyError, TypeError, ValueError):
            raise EntryError("analysis.bad-save") from None
        entries = data.get("entries")
        if not isinstance(entries, list) or len(entries) > MAX_ENTRIES:
            raise EntryError("analysis.bad-save")
        try:
            board = cls.new(rules, data["seat"], data["trump_card"], data["hand"],
                            data["first_attacker"], data.get("shown"), data.get("dealer"))  # fmt: skip
        except KeyError:
            raise EntryError("analysis.bad-save") from None
        for e in entries:
            if not isinstance(e, list) or len(e) != 2 or not isinstance(e[1], str):
                raise EntryError("analysis.bad-save")
            seat, text = e
            if seat is None:
                words = text.split()
                if not words or words[0] != "draw":
                    raise EntryError("analysis.bad-save")
                board.draw(words[1:])
            else:
                board.enter(seat, text)
        board._undo = board._undo[-MAX_ENTRIES:]
        return board

    def game(self, seed: int) -> Game:
        """A full game at this point, consistent with everything known, the hidden cards
        dealt at random by ``seed`` (for "Play from here" and the coach). ``EntryError``
        while the board waits for a draw."""
        if self._pending:
            raise EntryError("analysis.draw-first", {"count": self._pending})
        rng = random.Random(seed)
        got = self._attempt(self._entries, self._facts, {}, len(self._sigs), rng)
        g = got[1] if got is not None else self._game
        obs = g.observation(self.seat)
        try:
            return Game.from_observation(obs, g.hands, g.stock)
        except SetupError:
            raise EntryError("analysis.impossible") from None

    def __repr__(self) -> str:
        return f"<Board seat={self.seat} entries={len(self._entries)} {self._game!r}>"


from durak.analysis_position import Position, decode_position, encode_position  # noqa: E402
