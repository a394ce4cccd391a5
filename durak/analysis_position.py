"""Positions set up by hand for the analysis board (issue 17): a puzzle, a reviewed position,
and its share link.

>>> from durak import Rules
>>> pos = Position(Rules(), [["6S", "7S"], ["AH", "KH"]], [("6H", None)], 0, [],
...                attacker=0, defender=1, trump_card=None, trump="H")
>>> [e.key for e in pos.problems()]
[]
>>> link = encode_position(pos)
>>> link
'pos=1.2pa60l36t00.6S7S-AHKH.6Hxx.0..0.1..H..0'
>>> decode_position("#" + link)[0] == pos
True
>>> decode_position("pos=1.2pa60l36t00.6S7S-6S.6Hxx.0..0.1..H..0")
(None, ['duplicate-card'])

The engine decides legality: :meth:`Position.problems` builds the game with the engine's own
loader (every field checked there too) after the checks that name a problem for the page
(each an :class:`~durak.analysis.EntryError` with an i18n key).

**Links** (:func:`encode_position`): ``pos=`` then dot-separated fields (``LINK_VERSION``
first): the rules (11 characters), the hands (cards, ``-`` between seats), the table
(attack then cover, ``xx`` for none), the stock count, the discard pile, attacker, defender,
the face-up trump (empty: none), the trump suit, the seat to act (empty: whoever the engine
says), take (0/1). A fragment is untrusted: :func:`decode_position` never raises, accepts
at most :data:`MAX_LINK` characters of ``[0-9A-Za-z.-]``, and gives ``(None, keys)`` for
anything malformed or illegal. Nothing here produces HTML.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from durak.analysis_core import EntryError, _short
from durak.cards import BEATERS, CARD_ID, CARD_TEXT, SUITS, deck_cards
from durak.errors import SetupError
from durak.rules import HAND_SIZE, Rules

if TYPE_CHECKING:
    from durak.game import Game

LINK_VERSION = 1
#: Longer fragments are not position links.
MAX_LINK = 400
_LINK = re.compile(r"[0-9A-Za-z.\-]*")
_MODES = {"p": "throw-in", "x": "transfer"}
_THROW = {"a": "all", "n": "neighbours"}
_NEXT = {"l": "left-of-dealer", "f": "attack-the-fool"}
_FIRST = {"t": "lowest-trump", "l": "left-of-dealer"}
_TEAMS = {"0": None, "2": "2v2", "3": "3v3"}


def _err(key: str, **params: Any) -> EntryError:
    return EntryError(key, params)


@dataclass(frozen=True)
class Position:
    """Every hand, the table (``(attack, cover or None)`` in the order played), the stock's
    count, the discard pile (with an empty stock, the cards named nowhere are discarded;
    else hands, table, stock and discard hold every card), attacker and defender, the face-up trump (the bottom of the
    stock; once drawn it may be named or ``None``) and the trump suit; ``to_act``: the
    attacker-side seat whose turn it is to add (the ones before it have passed), ``None``
    for the engine's first; ``taking``: the defender has said take."""

    rules: Rules
    hands: list[list[str]]
    table: list[tuple[str, str | None]]
    stock_count: int
    discard: list[str]
    attacker: int
    defender: int
    trump_card: str | None
    trump: str
    to_act: int | None = None
    taking: bool = False

    # ------------------------------------------------------------------ checking

    def problems(self) -> list[EntryError]:
        """Everything that makes the position illegal, ``[]`` when the engine accepts it."""
        try:
            self._build(0)
        except _Problems as p:
            return p.errors
        return []

    def game(self, seed: int, open_hands: bool = False) -> Game:
        """The position as an engine game (no deal, no moves), the stock's hidden order
        dealt from the unused cards by ``seed`` (the face-up trump last); ``open_hands``:
        every hand is known to everybody (a puzzle with open cards). ``EntryError`` (the
        first problem) if it is illegal."""
        try:
            return self._build(seed, open_hands)
        except _Problems as p:
            raise p.errors[0] from None

    def _build(self, seed: int, open_hands: bool = False) -> Game:
        from durak.game import Game

        errors: list[EntryError] = []
        rules = self.rules
        if not isinstance(rules, Rules):
            raise _Problems([_err("analysis.bad-rules")])
        n = rules.players
        deck = set(deck_cards(rules.deck))
        seen: set[int] = set()

        def card(t: Any) -> int:
            c = CARD_ID.get(t.upper()) if isinstance(t, str) else None
            if c is None:
                raise _Problems([*errors, _err("unknown-card", text=_short(t))])
            if c not in deck:
                raise _Problems([*errors, _err("analysis.not-in-deck", card=CARD_TEXT[c],
                                               count=rules.deck)])  # fmt: skip
            if c in seen:
                raise _Problems([*errors, _err("duplicate-card", card=CARD_TEXT[c])])
            seen.add(c)
            return c

        def cards(xs: Any) -> list[int]:
            if isinstance(xs, str) or not isinstance(xs, (list, tuple)):
                raise _Problems([*errors, _err("analysis.pos-malformed")])
            return [card(t) for t in xs]

        if not isinstance(self.hands, (list, tuple)) or len(self.hands) != n:
            raise _Problems([_err("analysis.pos-players", count=n)])
        hands = [sorted(cards(h)) for h in self.hands]
        if not isinstance(self.table, (list, tuple)):
            raise _Problems([_err("analysis.pos-malformed")])
        att: list[int] = []
        cov: list[int] = []
        for pair in self.table:
            if not isinstance(pair, (list, tuple)) or len(pair) != 2 or pair[0] is None:
                raise _Problems([_err("analysis.pos-malformed")])
            att.append(card(pair[0]))
            cov.append(-1 if pair[1] is None else card(pair[1]))
        discard = cards(self.discard)
        if not isinstance(self.trump, str) or self.trump.upper() not in SUITS or \
                len(self.trump) != 1:  # fmt: skip
            raise _Problems([_err("analysis.pos-trump")])
        trump = SUITS.index(self.trump.upper())
        stock_n = self.stock_count
        if (
            not isinstance(stock_n, int)
            or isinstance(stock_n, bool)
            or not 0 <= stock_n <= rules.deck
        ):
            raise _Problems([_err("analysis.pos-stock", count=len(deck - seen))])
        unused = sorted(deck - seen)
        tc = -1
        if self.trump_card is not None:
            c = CARD_ID.get(self.trump_card.upper()) if isinstance(self.trump_card, str) else None
            if c is None or c not in deck:
                raise _Problems([_err("unknown-card", text=_short(self.trump_card))])
            tc = c
            if c & 3 != trump:
                errors.append(_err("analysis.pos-trump"))
            if stock_n and c not in unused:
                errors.append(_err("analysis.pos-trump-card"))
        elif stock_n:
            errors.append(_err("analysis.pos-trump-card"))
        if not stock_n:
            discard += unused  # with an empty stock, the cards named nowhere are discarded
            unused = []
        elif len(unused) != stock_n:
            errors.append(_err("analysis.pos-stock", count=len(unused)))
        a, d = self.attacker, self.defender
        for s in (a, d, self.to_act):
            if s is not None and (not isinstance(s, int) or isinstance(s, bool) or not 0 <= s < n):
                raise _Problems([*errors, _err("bad-seat", seat=_short(s))])
        if a == d:
            errors.append(_err("analysis.pos-same-seat"))
        if rules.teams is not None and (a - d) % 2 == 0:
            errors.append(_err("analysis.pos-teams"))
        if stock_n and any(not h for h in hands):
            errors.append(_err("analysis.pos-empty-hand"))
        out = [not h and not stock_n for h in hands]
        if out[a] or out[d]:
            errors.append(_err("analysis.pos-empty-hand"))
        elif rules.teams is None and a != d:
            # the defender is the attacker's left neighbour, skipping players out (003: "Il
            # difensore è sempre il giocatore alla sinistra dell'attaccante")
            after = next(t for t in ((a + i) % n for i in range(1, n)) if not out[t])
            if d != after:
                errors.append(_err("analysis.pos-next"))
        if sum(1 for s in range(n) if not out[s]) < 2:
            errors.append(_err("analysis.pos-over"))
        beaters = BEATERS[trump]
        for i, (x, y) in enumerate(zip(att, cov, strict=True)):
            if y >= 0 and y not in beaters[x]:
                errors.append(_err("analysis.pos-cover", card=CARD_TEXT[x], cover=CARD_TEXT[y]))
            ranks = {c >> 2 for c in att[:i]} | {c >> 2 for c in cov if c >= 0}
            if i and x >> 2 not in ranks:
                errors.append(_err("rank-not-on-table", card=CARD_TEXT[x]))
        covers = sum(1 for c in cov if c >= 0)
        first_bout = not discard and stock_n == max(0, rules.deck - HAND_SIZE * n)
        cap = rules.first_bout_limit if first_bout else 6
        limit = min(cap, len(hands[d]) + covers) if not out[d] else cap
        if len(att) > max(limit, 0):
            errors.append(_err("analysis.pos-limit", limit=limit))
        uncovered = sum(1 for c in cov if c < 0)
        if self.taking and not uncovered:
            errors.append(_err("analysis.pos-taking"))
        if errors:
            raise _Problems(errors)
        stock = list(unused)
        if stock:
            stock.remove(tc)
            random.Random(seed).shuffle(stock)
            stock.append(tc)
        six = deck_cards(rules.deck)[0] + trump
        T = CARD_TEXT
        known = [[T[c] for c in h] if open_hands else [] for h in hands]
        if tc >= 0 and not stock:
            for s, h in enumerate(hands):
                if tc in h and T[tc] not in known[s]:
                    known[s].append(T[tc])
        vs = None
        if rules.teams is not None:
            vs = [-1 if out[s] else s for s in range(n)]
        data = {
            "discard": [T[c] for c in discard],
            "table": [[T[x], T[y] if y >= 0 else None] for x, y in zip(att, cov, strict=True)],
            "trump": SUITS[trump],
            "trump_card": T[tc] if tc >= 0 else None,
            "shown": [],
            "attacker": a,
            "defender": d,
            "passed": [],
            "taking": bool(self.taking),
            "limit": max(1, limit),
            "cap": cap,
            "first_bout": first_bout,
            "out": [s for s in range(n) if out[s]],
            "known": known,
            "six_blocked": six in discard or six in att or six in cov or tc == six,
            "bottom_holder": -1,
            "bottom_fresh": False,
            "is_over": False,
            "losers": [],
            "move_count": 0,
            "dealer": (a - 1) % n,
            "virtual_seating": vs,
        }
        try:
            g = Game._load(rules, data, [[T[c] for c in h] for h in hands], [T[c] for c in stock])
        except SetupError as e:
            raise _Problems([_err("analysis.pos-engine", text=_short(str(e), 60))]) from None
        if vs is not None and vs.index(d) != (vs.index(a) + 1) % n:
            raise _Problems([_err("analysis.pos-teams")])
        if self.to_act is not None and self.to_act not in g.to_act:
            order = [a, *g._helpers]
            if self.to_act in order and att:
                for s in order[: order.index(self.to_act)]:
                    if "pass" in g.legal_moves(s):
                        g.play(s, "pass")  # those before it in turn have passed
            if self.to_act not in g.to_act:
                raise _Problems([_err("analysis.pos-turn")])
        if not g.to_act or not all(g.legal_actions(s) for s in g.to_act):
            raise _Problems([_err("analysis.pos-turn")])
        return g


class _Problems(Exception):
    def __init__(self, errors: list[EntryError]) -> None:
        super().__init__(errors)
        self.errors = errors


# ------------------------------------------------------------------ links


def _rules_code(r: Rules) -> str:
    def code(table: dict[str, Any], value: Any) -> str:
        return next(k for k, v in table.items() if v == value)

    return (
        f"{r.players}{code(_MODES, r.mode)}{code(_THROW, r.throw_in)}{r.first_bout_limit}"
        f"{int(r.trump_six_swap)}{code(_NEXT, r.next_attacker)}{r.deck:02d}"
        f"{code(_FIRST, r.first_attacker)}{int(r.transfer_by_trump)}{code(_TEAMS, r.teams)}"
    )


def _rules_of(text: str) -> Rules:
    if len(text) != 11 or not text[0].isdigit() or not text[6:8].isdigit():
        raise ValueError("rules")
    return Rules(
        players=int(text[0]),
        mode=_MODES[text[1]],
        throw_in=_THROW[text[2]],
        first_bout_limit={"5": 5, "6": 6}[text[3]],
        trump_six_swap={"0": False, "1": True}[text[4]],
        next_attacker=_NEXT[text[5]],
        deck=int(text[6:8]),
        first_attacker=_FIRST[text[8]],
        transfer_by_trump={"0": False, "1": True}[text[9]],
        teams=_TEAMS[text[10]],
    )


def encode_position(pos: Position) -> str:
    """The URL fragment (without ``#``) of a legal position; ``EntryError`` (its first
    problem) for an illegal one."""
    problems = pos.problems()
    if problems:
        raise problems[0]

    def cards(xs: Any) -> str:
        return "".join(CARD_TEXT[CARD_ID[t.upper()]] for t in xs)

    table = "".join(cards([x]) + (cards([y]) if y is not None else "xx") for x, y in pos.table)
    tc = cards([pos.trump_card]) if pos.trump_card is not None else ""
    fields = [
        str(LINK_VERSION),
        _rules_code(pos.rules),
        "-".join(cards(h) for h in pos.hands),
        table,
        str(pos.stock_count),
        cards(pos.discard),
        str(pos.attacker),
        str(pos.defender),
        tc,
        pos.trump.upper(),
        "" if pos.to_act is None else str(pos.to_act),
        str(int(bool(pos.taking))),
    ]
    return "pos=" + ".".join(fields)


def _pairs(text: str) -> list[str]:
    if len(text) % 2:
        raise ValueError("cards")
    return [text[i : i + 2].upper() for i in range(0, len(text), 2)]


def _seat(text: str) -> int:
    if not text.isdigit() or len(text) > 1:
        raise ValueError("seat")
    return int(text)


def decode_position(fragment: Any) -> tuple[Position | None, list[str]]:
    """The position a URL fragment describes, or ``(None, message keys)``: ``(None, [])``
    for a fragment that is not a position link, ``analysis.link-too-long``,
    ``analysis.link-version``, ``analysis.link-malformed``, or the keys of the position's
    problems (``duplicate-card``, ``bad-seat``, ...). Never raises."""
    if not isinstance(fragment, str):
        return None, ["analysis.link-malformed"]
    text = fragment.removeprefix("#")
    if len(text) > MAX_LINK:
        return None, ["analysis.link-too-long"]
    if not text.startswith("pos="):
        return None, []
    body = text[4:]
    if not _LINK.fullmatch(body):
        return None, ["analysis.link-malformed"]
    fields = body.split(".")
    version = fields[0]
    if not version.isdigit() or len(version) > 6:
        return None, ["analysis.link-malformed"]
    if int(version) != LINK_VERSION:
        return None, ["analysis.link-version"]
    if len(fields) != 12:
        return None, ["analysis.link-malformed"]
    try:
        rules = _rules_of(fields[1])
        hands = [_pairs(h) for h in fields[2].split("-")]
        if len(hands) > 6:
            raise ValueError("hands")
        raw = _pairs(fields[3])
        if len(raw) % 2:
            raise ValueError("table")
        table: list[tuple[str, str | None]] = [
            (raw[i], None if raw[i + 1] == "XX" else raw[i + 1]) for i in range(0, len(raw), 2)
        ]
        if not fields[4].isdigit() or len(fields[4]) > 2:
            raise ValueError("stock")
        stock = int(fields[4])
        discard = _pairs(fields[5])
        attacker, defender = _seat(fields[6]), _seat(fields[7])
        tc = _pairs(fields[8])
        if len(tc) > 1 or len(fields[9]) != 1:
            raise ValueError("trump")
        to_act = None if fields[10] == "" else _seat(fields[10])
        taking = {"0": False, "1": True}[fields[11]]
    except (ValueError, KeyError, IndexError):
        return None, ["analysis.link-malformed"]
    pos = Position(rules, hands, table, stock, discard, attacker, defender,
                   tc[0] if tc else None, fields[9].upper(), to_act, taking)  # fmt: skip
    problems = pos.problems()
    if problems:
        return None, list(dict.fromkeys(p.key for p in problems))
    return pos, []
