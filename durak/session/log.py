"""The game log: entries kept as data, worded in the current language when shown.

An entry is a small frozen value (a new game, who attacks first, a move's
:class:`~durak.events.MoveRecord`, the end, ...). :func:`words` turns one entry into
lines of text, so a language switch re-words the whole log, and a reload rebuilds it by
replaying the saved game's moves from its deal.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from durak.cards import RANKS
from durak.events import MoveRecord
from durak.rules import HAND_SIZE
from durak.ui.text import YOU, about, sentence, t

if TYPE_CHECKING:
    from durak.game import Game


@dataclass(frozen=True)
class Entry:
    """One log entry: ``kind`` (``new-match``, ``new-game``, ``first``, ``move``,
    ``resumed``, ``end``, ``match-over``) and what wording it needs."""

    kind: str
    params: tuple[tuple[str, Any], ...] = ()
    record: MoveRecord | None = None

    def get(self, name: str) -> Any:
        """A parameter's value."""
        return dict(self.params)[name]


def new_game(players: int, mode: str, suit: str, teams: str | None = None) -> Entry:
    """The first line of a game (``teams``: the rules' pairs or teams, if any)."""
    return Entry(
        "new-game", (("players", players), ("mode", mode), ("suit", suit), ("teams", teams))
    )


def first(start: Game) -> Entry:
    """Who attacks first in ``start`` (the game as dealt), with the trump they showed when
    the lowest trump decided it (a match's first game: 002, shown as proof), so the log
    says why ("Anya attacks first: the lowest trump, 7♥"; a new player asked why).

    >>> from durak import Game, Rules
    >>> g = Game.new(Rules(), seed=3)
    >>> g.trump, g.hands[1], first(g).params
    ('S', ['8C', 'TS', 'JD', 'QS', 'QD', 'KH'], (('seat', 1), ('card', 'TS')))
    >>> position = Game.from_setup(Rules(), [["6S", "9H"], ["7H", "AS"]], ["KS", "8H"], trump="H")
    >>> first(position).params  # a position set up on the analysis board: no deal to tell of
    (('seat', 1),)

    A later game of a match says its rule too (a play-through: "Boris attacks first" said
    nothing of why, under the Danish rule too): the previous game's loser deals and the
    dealer's left neighbour attacks (002), or that loser defends, attacked from the right
    (002 after Pagat):

    >>> first(Game.new(Rules(), seed=3, dealer=1)).params
    (('seat', 0), ('why', 'later'))
    >>> first(Game.new(Rules(next_attacker="attack-the-fool"), seed=3, dealer=1)).params
    (('seat', 0), ('why', 'fool'))
    """
    seat = start.attacker
    dealt = not start.discard and all(len(h) == HAND_SIZE for h in start.hands)
    if not dealt:  # a position set up on the analysis board: no deal to tell of
        return Entry("first", (("seat", seat),))
    if start.later_game:
        why = "fool" if start.rules.next_attacker == "attack-the-fool" else "later"
        return Entry("first", (("seat", seat), ("why", why)))
    trumps = [c for hand in start.hands for c in hand if c[1] == start.trump]
    low = min(trumps, key=lambda c: RANKS.index(c[0])) if trumps else None
    shown = start.observation(seat)["known_public"][seat]
    if start.rules.first_attacker == "lowest-trump" and low in shown:  # (shown: in that hand)
        return Entry("first", (("seat", seat), ("card", low)))
    return Entry("first", (("seat", seat),))


def trump_dealt(start: Game) -> Entry | None:
    """With every card dealt (no stock: six players with 36 cards, four with 24), the
    dealer's last card, shown to all as trump and kept in the dealer's hand (rules.md; a
    play-through: the page said only "Trump: spades", and the card was never shown).

    >>> from durak import Game, Rules
    >>> g = Game.new(Rules(players=6), seed=3)
    >>> trump_dealt(g).params, trump_dealt(Game.new(Rules(), seed=3))
    ((('seat', 5), ('card', '9C')), None)
    >>> trump_dealt(Game.from_setup(Rules(players=6), g.hands, [], trump="C")) is None
    True
    """
    if not start.replayable or start.move_count or start.stock:  # a real deal, as dealt
        return None  # (a position set up on the analysis board names no dealer's card)
    card = start.observation(0).get("trump_card")
    holder = next((s for s, hand in enumerate(start.hands) if card in hand), None)
    return None if holder is None else Entry("trump-dealt", (("seat", holder), ("card", card)))


def opening(game: Game) -> list[Entry]:
    """A game's first lines, as dealt (or set up): the new game, the trump card when every
    card is dealt, who attacks first."""
    shown = trump_dealt(game)
    return [new_game(game.n, game.rules.mode, game.trump, game.rules.teams),
            *([shown] if shown else []), first(game)]  # fmt: skip


def move_lines(r: MoveRecord, names: list[str], said: bool = False) -> list[str]:
    """A move in words, and how its bout ended if it did: ``"Anya covers 8♥ with Q♥"``,
    ``"Beaten off: ..."``, then the cards you drew, the stock's end and who went out; at a
    table of three or more, an attack that opens a bout or a transfer also says who
    defends now.

    >>> from durak import Game, Rules
    >>> g = Game.from_setup(Rules(), [["6S", "9S"], ["7S", "AH"]], trump="H",
    ...                     first_attacker=0, stock=["KH"])
    >>> _ = g.play(0, "attack 6S")  # nothing to add after the cover: the bout ends with it
    >>> move_lines(g.play(1, "defend 6S 7S"), ["You", "Anya"])  # doctest: +NORMALIZE_WHITESPACE
    ['Anya covers 6♠ with 7♠',
     'Beaten off (nothing more can be thrown in): the cards go to the discard pile',
     'You draw K♥', 'The stock is empty']

    ``said=True``: as a screen reader says them, the cards by name ("Anya covers the six
    of spades with the seven of spades", see :func:`durak.i18n.translate`).
    """
    seat = r.seat
    if r.kind == "attack":
        key = "log-attack" if r.lead else "log-throw-in"
        line = about(key, seat, names, said=said, cards=list(r.cards))
    elif r.kind == "defend":
        attack = r.move.split()[1]
        line = about("log-defend", seat, names, said=said, attack=attack, cover=r.cards[0])
    elif r.kind in ("transfer", "show"):  # "show": a trump shown to transfer (issue 11)
        line = about(f"log-{r.kind}", seat, names, said=said, card=r.cards[0])
    elif r.kind == "swap":
        line = about("log-swap", seat, names, said=said, card=r.swap[0] if r.swap else "")
    else:
        line = about(f"log-{r.kind}", seat, names)
    # a take that ends its bout at once (nobody may add more) is said once, by the pick-up
    # line: "Anya takes the cards. Anya picks up 1 card" said it twice
    taken_now = r.kind == "take" and r.bout is not None and r.bout.taker == seat
    lines = [] if taken_now else [line]
    if len(names) > 2 and (r.lead or r.kind in ("transfer", "show")) and not r.over:
        # at a table of three or more, who must answer the attack ("Boris is the defender":
        # "You defend" before "You transfer with 7♣" read as two moves, a play-through)
        lines.append(about("log-defender", r.defender, names))
    if r.bout is not None:
        lines.append(bout_end(r, names))
    # what you draw (the others' draws are hidden), the stock's last card, who is out: a
    # screen reader heard none of them (the count beside the stock and the seats showed it)
    lines += [t("log-you-draw", said=said, cards=list(d.cards)) for d in r.draws if d.seat == YOU]
    if r.emptied:
        lines.append(t("ui-stock-empty"))  # the stock's own words
    if not r.over:  # the end's own line says who is left
        lines += [about("log-out", s, names) for s in r.out]
    return lines


def bout_end(r: MoveRecord, names: list[str]) -> str:
    """How the bout ``r`` ended, in words: who picks up the cards, or that they were beaten
    off (the log's line; the status line's while the finished bout is held); beaten off by
    a cover, that nothing more can be thrown in (no one passed: a player with nothing to
    throw in is not asked, and a phone play-through saw the bout end "without my doing
    anything").

    >>> from durak import Game, Rules
    >>> g = Game.from_setup(Rules(players=2), [["8D", "7C"], ["9D", "6S"]], ["AS", "KS"],
    ...                     first_attacker=0)
    >>> _ = g.play(0, "attack 8D")
    >>> bout_end(g.play(1, "take"), ["You", "Anya"])
    'Anya picks up 1 card'
    """
    bout = r.bout
    if bout is not None and bout.outcome == "taken" and bout.taker is not None:
        return about("log-picked-up", bout.taker, names, count=len(bout.cards))
    return t("log-beaten-auto" if r.kind == "defend" else "log-beaten")


def end_title(losers: tuple[int, ...] | list[int], teams: bool, names: list[str]) -> str:
    """How the game ended, in words: the durak, the losing team, or a draw."""
    if not losers:
        return t("ui-end-draw")
    if teams:
        return about("ui-end-team", losers, names)
    return about("ui-end-durak", losers[0], names)


def spoken(lines: list[str]) -> str:
    """Log lines read out as one text, in order, each ended by a stop before the next (a
    single line is read as the log shows it).

    >>> spoken(["Boris covers 6♣ with 7♣", "Beaten off: the cards go to the discard pile"])
    'Boris covers 6♣ with 7♣. Beaten off: the cards go to the discard pile'
    >>> spoken(["Your game was restored where you left it.", "Anya attacks with 9♣"])
    'Your game was restored where you left it. Anya attacks with 9♣'
    """
    stopped = [sentence(line) for line in lines[:-1]]
    return " ".join([*stopped, *lines[-1:]])


def match_over(seat: int | None, name: str, count: int, names: list[str]) -> str:
    """ "Match over: Anya reached 5 losses" (``seat``: the loser's, ``None`` if not at the
    table now)."""
    if seat is None:
        return about("ui-match-over", None, names, name=name, count=count)
    return about("ui-match-over", seat, names, count=count)


def numbered(
    entries: list[Entry], names: list[str], teams: bool = False, said: bool = False, start: int = 0
) -> list[tuple[int | None, str]]:
    """The lines of ``entries`` (:func:`words`), each with the number of the move whose first
    line it is (counted on from ``start``, the moves before the first entry), ``None`` for
    the others (the deal, who attacks first, a move's further lines, the end): a log
    numbers moves as the review does ("After move 12 of 58"), not lines (a play-through)."""
    out: list[tuple[int | None, str]] = []
    moves = start
    for e in entries:
        first = e.kind == "move"
        moves += first
        for line in words(e, names, teams, said):
            out.append((moves if first else None, line))
            first = False
    return out


def words(entry: Entry, names: list[str], teams: bool = False, said: bool = False) -> list[str]:
    """The lines of ``entry`` in the current language (``said``: as a screen reader says
    them, see :func:`move_lines`)."""
    k = entry.kind
    if k == "new-game":
        # menus' labels, mid-sentence here; the pairs too (a play-through: a 2 v 2 game
        # said "4 players, throw-in")
        labels = [t("ui-mode-" + entry.get("mode"))]
        if teams := dict(entry.params).get("teams"):
            labels.append(t("ui-teams-" + teams))
        mode = ", ".join(label[:1].lower() + label[1:] for label in labels)
        return [
            t(
                "log-new-game",
                players=entry.get("players"),
                mode=mode,
                suit=t("suit-" + entry.get("suit")),
            )
        ]
    if k == "first":
        card = dict(entry.params).get("card")
        if card is not None:
            return [about("log-first-trump", entry.get("seat"), names, said=said, card=card)]
        if why := dict(entry.params).get("why"):
            return [about(f"log-first-{why}", entry.get("seat"), names)]
        return [about("log-first", entry.get("seat"), names)]
    if k == "trump-dealt":
        return [about("log-trump-dealt", entry.get("seat"), names, said=said,
                      card=entry.get("card"))]  # fmt: skip
    if k == "move" and entry.record is not None:
        return move_lines(entry.record, names, said)
    if k == "resumed":
        return [t("ui-resumed")]
    if k == "new-match":
        return [t("log-new-match")]
    if k == "end":
        return [end_title(entry.get("losers"), teams, names)]
    if k == "match-over":
        return [match_over(entry.get("seat"), entry.get("name"), entry.get("count"), names)]
    return []
