"""The analysis board (issue 17): follow a real game from one seat, or set up a position.

>>> from durak import Rules
>>> b = Board.new(Rules(), 0, "6H", ["7H", "8S", "9S", "TS", "JS", "QS"], first_attacker=0,
...               shown="7H")
>>> b.observation()["legal_moves"][:2], b.to_act
(['attack 7H', 'attack 8S'], [0])
>>> b.enter(0, "attack 8S"); b.enter(1, "defend 8S 9H"); b.to_act
[0]
>>> b.enter(1, "attack 9D")
Traceback (most recent call last):
...
durak.analysis.EntryError: the defender cannot add attack cards
>>> b.enter(0, "pass"); b.needs_draw
1
>>> b.draw(["KD"]); b.observation()["hand"], b.to_act
(['7H', '9S', 'TS', 'JS', 'QS', 'KD'], [1])

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

from durak.analysis_core import BoardCore, EntryError, _card, _is_int, _mask, _short
from durak.analysis_world import DEALT, NEVER, Fact, Spec
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

EntryError.__module__ = __name__  # its public home (defined with the machinery)

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


class Board(BoardCore):
    """A real game followed from one seat (see the module docstring). Build it with
    :meth:`new` or :meth:`from_dict`."""

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
                elif not mine:  # you showed a trump you do not hold
                    raise EntryError("not-in-hand", {"card": CARD_TEXT[sh]})
                elif sh != min(mine):
                    raise EntryError("analysis.show-yours", {"card": CARD_TEXT[min(mine)]})
            elif sh >= 0:
                if sh in own:
                    raise EntryError("analysis.in-your-hand", {"card": CARD_TEXT[sh]})
                lower = [c for c in own if c & 3 == trump and c < sh]
                if lower:
                    raise EntryError("analysis.shown-lowest", {"card": CARD_TEXT[min(lower)]})
            if sh < 0 and first_attacker != (d + 1) % n:
                raise EntryError("analysis.first-attacker")
            if sh < 0 and any(c & 3 == trump for c in own if c != tc):
                # you hold a trump, another attacks first: a lower one was shown (a
                # play-through: "A♥ is a lower trump than the one shown", none chosen)
                low = min(c for c in own if c & 3 == trump and c != tc)
                raise EntryError("analysis.shown-none", {"card": CARD_TEXT[low]})
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
            facts.append(Fact("T", seat, g._ranks, g._moves, "entry", len(self._entries)))
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
        facts.append(Fact("F", seat, ranks, t, "entry", len(self._entries)))
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
        if self._undo:
            self._restore(self._undo.pop())
            return True
        if not self._entries:
            return False
        entries = self._entries[:-1]  # (a board read back: no states kept, so rebuild)
        facts = [f for f in self._facts if f.tag < len(entries) and f.origin != "soft"]
        got = self._attempt(entries, facts, self._world, 0)
        if got is None:  # cannot happen for a consistent board; enter everything again
            board = self._rebuilt(entries)
            self._restore(board._save())
            return True
        self._entries, self._last = entries, None
        self._set(*got)
        facts, got = self._settle(entries, facts, got, None, 0)
        self._facts = facts
        self._set(*got)
        return True

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

    def cards_for(
        self, seat: int, kind: str, target: str | None = None, *, deduce: bool = True
    ) -> list[str]:
        """Cards of the deck that could be entered for ``seat``'s move of ``kind`` now (for
        ``"defend"``, covers of ``target``, or of any uncovered card; for ``"swap"``, the
        trump six), not seen elsewhere; sorted. ``deduce=False``: by the rules and what
        everybody sees alone, also the cards another seat cannot hold by what the game
        has shown (the lowest trump shown, a card it could not add)."""
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
        held = self._possible(seat)
        if not deduce and seat != self.seat:
            public = self._public()
            held = sorted(set(held) | {c for c in self._deck if c not in public})
        for c in held:
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
            "world": [CARD_TEXT[c] for c in self._deck_t],
            "facts": [f.to_list() for f in self._facts],
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
            if e[0] is not None and not _is_int(e[0]):
                raise EntryError("analysis.bad-save")
        fast = board._read_back(entries, data.get("world"), data.get("facts"))
        if fast is not None:
            return fast
        for seat, text in entries:
            if seat is None:
                words = text.split()
                if not words or words[0] != "draw":
                    raise EntryError("analysis.bad-save")
                board.draw(words[1:])
            else:
                board.enter(seat, text)
        board._undo = []
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
