"""The machinery of the analysis board (:mod:`durak.analysis`): its state, the world of
hidden cards kept consistent with every entry (:mod:`durak.analysis_world`), the engine's
replay of the entries on that world, and the checks of another seat's entry."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from durak.analysis_world import DEALT, NEVER, Fact, Spec, geometry, solve
from durak.cards import CARD_ID, CARD_TEXT, deck_cards
from durak.errors import IllegalMove
from durak.game import Game
from durak.moves import ATTACK, DEFEND, PASS, SHOW, SWAP, TAKE, TRANSFER, Action, text_to_move
from durak.rules import Rules

if TYPE_CHECKING:
    from durak.analysis import Board


class EntryError(ValueError):
    """An entry the board refuses: ``key`` is a message key of :mod:`durak.i18n` (in every
    catalog), ``params`` its parameters (card codes such as ``"7H"``, numbers);
    ``str(error)`` is the English sentence."""

    def __init__(self, key: str, params: dict[str, Any] | None = None) -> None:
        from durak.i18n import translate

        self.key = key
        self.params: dict[str, Any] = dict(params or {})
        super().__init__(translate(key, "en", **self.params))

    def message(self, lang: str = "en", said: bool = False) -> str:
        """The reason in ``lang`` (``said``: as a screen reader says it, the cards by
        name)."""
        from durak.i18n import translate

        return translate(self.key, lang, said=said, **self.params)


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _card(text: Any, deck: frozenset[int]) -> int:
    c = CARD_ID.get(text.strip().upper()) if isinstance(text, str) else None
    if c is None:
        raise EntryError("unknown-card", {"text": _short(text)})
    if c not in deck:
        raise EntryError("analysis.not-in-deck", {"card": CARD_TEXT[c], "count": len(deck)})
    return c


def _short(x: Any, limit: int = 20) -> str:
    """A short, printable, HTML-inert rendering of untrusted input (for messages)."""
    if isinstance(x, str):
        s = x[: limit + 1]
    elif x is None or isinstance(x, float) or (isinstance(x, int) and abs(x) < 10**12):
        s = repr(x)[: limit + 1]
    else:
        s = type(x).__name__
    s = "".join(ch if ch.isprintable() and ch not in "<>&\"'`\\" else "?" for ch in s)
    return s[:limit] + ("…" if len(s) > limit else "")


def _mask(cards: list[int] | tuple[int, ...]) -> int:
    m = 0
    for c in cards:
        m |= 1 << (c >> 2)
    return m


class _Failed(Exception):
    """A world that does not replay the entries."""


class BoardCore:
    """The state and the private machinery of :class:`durak.analysis.Board`."""

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

    def _acting_attacker(self, g: Game | None = None) -> int:
        """The attacker-side seat whose turn it is now (-1: none, or an empty table)."""
        g = g or self._game
        if not g._att or g._over:
            return -1
        a = g._attacker
        if not g._passed >> a & 1 and g._can_add(a):
            return a
        return g._helper_turn()

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
        tag = len(entries) - 1
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
            trial = [*facts, Fact("T", s, ranks, t, origin, tag)]
            if cur._att and cur._can_add(s) and self._acting_attacker(cur) == s:
                return trial, got
            again = self._attempt(entries, trial, got[0], ref)
            if again is not None:
                return trial, again
            facts.append(Fact("F", s, ranks, t, origin, tag))
            added_f = True
        if added_f:
            again = self._attempt(entries, facts, got[0], ref)
            if again is not None:
                return facts, again
        return facts, got

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
        if kind == SWAP:  # only its holder may swap: take the six out of the world's place
            for s, h in enumerate(g2._hands):
                if s != seat and six in h:
                    h.remove(six)
            if six in g2._stock[:-1]:
                g2._stock.remove(six)
        # (other cards stay where the world put them too: who may add now is as shown)
        return g2.check(seat, action)

    def _why(self, entries: list[tuple[Any, ...]], facts: list[Fact], seat: int,
             action: Action) -> EntryError:  # fmt: skip
        """Why no world fits a refused entry of another seat: a "nothing" said before, the
        lowest trump shown, or (else) the cards' history."""
        spec = self._spec(entries, facts, self._owner, self._arrival)
        mine = [c for c, (s, _) in spec.seen.items() if s == seat and c in action[1:]]
        six = deck_cards(self.rules.deck)[0] + self._game._trump
        if action[0] == SWAP:
            mine = [six]
        card = CARD_TEXT[mine[0]] if mine else ""
        loose = Spec(spec.size, spec.lowest, spec.owner, spec.arrival, spec.fixed, spec.seen,
                     spec.no_deal, [f for f in spec.facts if f.kind == "T"])  # fmt: skip
        if mine and solve(loose, {}) is not None:
            strict = spec.allowed()
            free = loose.allowed()
            hit = [c for c in mine if strict.get(c) != free.get(c)] or mine
            return EntryError("analysis.said-nothing", {"card": CARD_TEXT[hit[0]]})
        loose.no_deal = set()
        if mine and solve(loose, {}) is not None:
            low = [c for c in mine if c in spec.no_deal] or mine
            shown = CARD_TEXT[self._shown] if self._shown >= 0 else CARD_TEXT[low[0]]
            return EntryError("analysis.lower-trump", {"card": CARD_TEXT[low[0]], "cover": shown})
        if mine:
            return EntryError("analysis.not-drawn", {"card": card})
        if action[0] == PASS:
            return EntryError("analysis.cannot-pass")
        return EntryError("analysis.impossible")

    def _rebuilt(self, entries: list[tuple[Any, ...]]) -> Board:
        """A new board of the same deal with ``entries`` entered again one by one."""
        from durak.analysis import Board
        from durak.moves import move_to_text

        board = Board.new(self.rules, self.seat, CARD_TEXT[self._trump_card],
                          [CARD_TEXT[c] for c in self._hand], self._first,
                          CARD_TEXT[self._shown] if self._shown >= 0 else None, self._dealer)  # fmt: skip
        for e in entries:
            if e[0] == "m":
                board.enter(e[1], move_to_text(e[2]))
            elif e[0] == "n":
                board.enter(e[1], "nothing")
            else:
                board.draw([CARD_TEXT[c] for c in e[3]])
        board._undo = []
        return board

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

    def _read_back(self, entries: list[list[Any]], world: Any, facts: Any) -> Board | None:
        """The saved board at once from its saved world and facts, checked by replaying the
        entries there (every move legal, every fact true, the seat's cards where they
        were); ``None`` if anything does not fit (then every entry is entered again)."""
        try:
            deck = tuple(CARD_ID[t] for t in world)
            if sorted(deck) != sorted(self._deck) or not isinstance(facts, list):
                return None
            got_facts = []
            for f in facts:
                kind, seat, mask, t, origin, tag = f
                if (
                    kind not in ("F", "T")
                    or origin not in ("entry", "hard", "soft")
                    or not all(_is_int(x) and 0 <= x < 1 << 13 + 40 for x in (seat, mask, t, tag))
                    or seat >= self.rules.players
                ):
                    return None
                got_facts.append(Fact(kind, seat, mask, t, origin, tag))
            internal: list[tuple[Any, ...]] = []
            draws = []
            for seat, text in entries:
                if seat is None:
                    words = text.split()
                    if not words or words[0] != "draw":
                        return None
                    cards = tuple(sorted(_card(w, self._deck) for w in words[1:]))
                    draws.append(len(internal))
                    internal.append(("d", cards, sum(1 for e in internal if e[0] == "m"), cards))
                elif text.strip().lower() == "nothing":
                    internal.append(("n", seat))
                else:
                    internal.append(("m", seat, text_to_move(text)))
            if self._trump_pos >= len(deck) or deck[self._trump_pos] != self._trump_card:
                return None
            mine = {deck[p] for p, o in enumerate(self._owners) if o == self.seat}
            if mine != set(self._hand):
                return None
            g, owner, arrival, sigs = self._replay(internal, got_facts, deck, 0)
            for i in draws:
                _, cards, t, _ = internal[i]
                where = [p for p in range(len(deck)) if owner[p] == self.seat and arrival[p] == t]
                free = tuple(sorted(deck[p] for p in where if p != self._trump_pos))
                extra = set(cards) - set(free)
                if not set(free) <= set(cards) or len(extra) != (self._trump_pos in where):
                    return None
                internal[i] = ("d", free, t, cards)
        except (KeyError, TypeError, ValueError, IndexError, EntryError, IllegalMove, _Failed):
            return None
        self._entries, self._facts, self._last = internal, got_facts, None
        self._set({c: p for p, c in enumerate(deck)}, g, owner, arrival, sigs)
        self._undo = []
        if self._pending and any(e[0] == "d" and e[2] == g._moves for e in internal):
            self._pending = 0
        return self
