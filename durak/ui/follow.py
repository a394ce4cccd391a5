"""Following the game (pure): who did what, the last cards played, the finished bout held
still for a moment, and how the game ended for you.

Everything is read from the engine's move records (:class:`~durak.events.MoveRecord`) and
the observation; the front end only draws it.

- :func:`follow`: a short bubble at each seat that said something in the current bout
  ("Take", "Pass", "Beaten", "Transfer", "Swap", "Show trump"; your own seat has none: you
  pressed the button) and the card(s) last played, marked until others are played;
- :func:`held_observation`: the table as it lay when a bout ended (before it is cleared);
- :func:`end_outcome`, :func:`end_title`, :func:`end_detail`, :func:`durak_cards`: the end.

>>> from durak import Game, Rules
>>> g = Game.from_setup(Rules(players=2), [["8D", "9D"], ["6C", "7C"]], ["AS", "KS", "QH"],
...                     first_attacker=0)
>>> records = [g.play(0, "attack 8D"), g.play(1, "take")]
>>> f = follow(records, me=0)
>>> f.bubbles, f.marked, f.by
({1: 'bubble-take'}, ('8D',), 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from durak.events import MoveRecord
from durak.ui.text import names_of, t

if TYPE_CHECKING:
    from durak.game import Game

#: The bubble word (catalog key) of each kind of move that has one. Attacks and covers
#: have none: their cards are marked on the table instead. A pass is "Beaten" when
#: everything on the table is covered and nobody is taking (the button it stands for).
BUBBLES = {
    "take": "bubble-take",
    "transfer": "bubble-transfer",
    "show": "bubble-show",
    "swap": "bubble-swap",
}
#: Moves whose cards stay on the table (and are marked there).
ON_TABLE = ("attack", "defend", "transfer")


@dataclass(frozen=True)
class Follow:
    """What the table shows of the moves so far: ``bubbles`` (seat -> catalog key of the
    word at that seat, for the current bout), ``marked`` (the cards last put on the table:
    a pass or a take plays none, so they stay marked) and ``by`` (who played them)."""

    bubbles: dict[int, str] = field(default_factory=dict)
    marked: tuple[str, ...] = ()
    by: int | None = None


def bout_start(records: Sequence[MoveRecord]) -> int:
    """Index of the first record of the bout the last record belongs to (the record after
    the previous bout's end)."""
    start = len(records) - 1
    while start > 0 and records[start - 1].bout is None:
        start -= 1
    return max(start, 0)


def follow(records: Sequence[MoveRecord], me: int) -> Follow:
    """The bubbles of the current bout and the marked cards of the last move (see
    :class:`Follow`). A seat's bubble is its latest move's word in this bout: a seat that
    passed and then throws in again says nothing. Once a bout ends its bubbles stay until
    the next move (the table holds the finished bout for a moment)."""
    if not records:
        return Follow()
    bubbles: dict[int, str] = {}
    uncovered = 0
    taking = False
    for r in records[bout_start(records) :]:
        if r.kind in ("attack", "transfer"):
            uncovered += len(r.cards)
        elif r.kind == "defend":
            uncovered -= 1
        elif r.kind == "take":
            taking = True
        word = BUBBLES.get(r.kind)
        if r.kind == "pass":
            beaten = r.bout.outcome == "beaten" if r.bout else not taking and uncovered == 0
            word = "bubble-beaten" if beaten else "bubble-pass"
        if r.seat == me:
            continue
        if word:
            bubbles[r.seat] = word
        else:
            bubbles.pop(r.seat, None)
    for r in reversed(records[bout_start(records) :]):
        if r.kind in ON_TABLE:
            return Follow(bubbles, r.cards, r.seat)
    return Follow(bubbles)


def held_observation(obs: dict[str, Any], record: MoveRecord) -> dict[str, Any]:
    """``obs`` (after ``record``, which ended a bout) turned back to the moment the bout
    ended, before the table was cleared: the bout's cards on the table, the cards taken and
    drawn not yet in anybody's hand (nor the beaten ones in the discard pile), the stock as
    it was, nothing to do until it is cleared, and the seats in the bout's roles (the
    next bout's roles beside a bout still on the table read as if the new attacker had
    played it: a play-through).

    >>> from durak import Game, Rules
    >>> g = Game.from_setup(Rules(players=2), [["8D", "7C"], ["9D", "6S"]], ["AS", "KS"],
    ...                     first_attacker=0)
    >>> _ = g.play(0, "attack 8D")
    >>> r = g.play(1, "defend 8D 9D")
    >>> r.bout.outcome, g.table, g.stock
    ('beaten', [], [])
    >>> held = held_observation(g.observation(0), r)
    >>> held["table"], held["hand"], held["stock_count"], held["legal_moves"]
    ([['8D', '9D']], ['7C'], 2, [])
    >>> (g.attacker, g.defender), (held["attacker"], held["defender"])
    ((1, 0), (0, 1))
    >>> "9D" in g.observation(0)["discard"], "9D" in held["discard"]
    (True, False)
    """
    bout = record.bout
    if bout is None:
        return obs
    me = obs["seat"]
    held = dict(obs)
    held["table"] = [[a, c] for a, c in bout.table]
    sizes = list(obs["hand_sizes"])
    later: set[str] = set()  # cards now in your hand that reach it only when cleared
    for draw in record.draws:
        sizes[draw.seat] -= draw.count
        if draw.seat == me:
            later.update(draw.cards)
    if bout.outcome == "taken" and bout.taker is not None:
        sizes[bout.taker] -= len(bout.cards)
        if bout.taker == me:
            later.update(bout.cards)
    else:
        gone = set(bout.cards)
        held["discard"] = [c for c in obs.get("discard") or [] if c not in gone]
    held["hand"] = [c for c in obs["hand"] if c not in later]
    held["hand_sizes"] = sizes
    held["stock_count"] = obs.get("stock_count", 0) + sum(d.count for d in record.draws)
    held["legal_moves"] = []
    held["to_act"] = []
    if bout.attacker is not None:
        held["attacker"], held["defender"] = bout.attacker, bout.defender
        held["helpers"] = []  # the bout is over: nobody may add to it
        held["taking"] = bout.outcome == "taken"
    return held


# --------------------------------------------------------------------------- the end

#: How the game ended for you: the end dialog's title (catalog key ``end-<outcome>``).
OUTCOMES = ("won", "durak", "draw", "team-won", "team-lost")


def end_outcome(losers: Sequence[int], me: int, teams: bool, out_early: bool = False) -> str:
    """How the game ended for seat ``me`` (one of :data:`OUTCOMES`).

    Alone: ``"durak"`` if you were left holding cards; ``"won"`` if you got out while
    others still held cards (also when those others then went out together and nobody is
    the durak: ``out_early``); ``"draw"`` if the last players, you among them, went out
    together. In partnerships your team wins, loses, or draws.

    >>> end_outcome([1], 0, False), end_outcome([0], 0, False), end_outcome([], 0, False)
    ('won', 'durak', 'draw')
    >>> end_outcome([], 0, False, out_early=True)
    'won'
    >>> end_outcome([1, 3], 0, True), end_outcome([0, 2], 0, True), end_outcome([], 0, True)
    ('team-won', 'team-lost', 'draw')
    """
    if teams:
        if not losers:
            return "draw"
        return "team-lost" if me in losers else "team-won"
    if me in losers:
        return "durak"
    if losers or out_early:
        return "won"
    return "draw"


def end_title(outcome: str) -> str:
    """The end dialog's title in the current language: "You won", "You are the durak"..."""
    return t("end-" + outcome)


def end_detail(losers: Sequence[int], teams: bool, names: list[str], outcome: str) -> str:
    """The line under the title: who is the durak (or the losing team), or that nobody is;
    ``""`` when the title already says it all ("You are the durak")."""
    if outcome == "durak":
        return ""
    if not losers:
        return t("end-no-durak")
    if teams:
        if outcome == "team-lost":
            return t("ui-end-team-you")
        return t("ui-end-team", names=names_of(losers, names))
    return t("ui-end-durak", name=names[losers[0]])


def loss_rows(
    losses: Sequence[tuple[str, int]], teams: Sequence[Sequence[int]] | None
) -> list[tuple[str, int]]:
    """The end dialog's losses in the match: ``losses`` (each seat's name and count, in
    seat order); in partnerships (``teams``: the seats of each team, yours first) one row
    per team, its members named together, when they all have the same count (a team loses
    together; a match that began in other seatings keeps its rows per player).

    >>> rows = [("You", 0), ("Anya", 1), ("Boris", 0), ("Katya", 1)]
    >>> loss_rows(rows, [[0, 2], [1, 3]])
    [('You and Boris', 0), ('Anya and Katya', 1)]
    >>> loss_rows(rows, None) == rows, loss_rows([*rows[:3], ("Katya", 2)], [[0, 2], [1, 3]])[3]
    (True, ('Katya', 2))
    """
    if not teams or any(len({losses[s][1] for s in team}) != 1 for team in teams):
        return list(losses)
    names = [name for name, _ in losses]
    return [(names_of(team, names), losses[team[0]][1]) for team in teams]


def durak_cards(obs: dict[str, Any]) -> list[tuple[int, list[str]]]:
    """Once the game is over: each loser still holding cards and those cards (shown face
    up: the observation reveals them only then), in the order a hand is sorted."""
    from durak.ui.table_view import hand_order

    if not obs.get("is_over"):
        return []
    known = obs.get("known") or []
    trump = obs["trump"]
    return [(s, hand_order(list(known[s]), trump)) for s in obs.get("losers") or [] if known[s]]


def out_at(game: Game, seat: int) -> int | None:
    """The move count at which ``seat`` ran out of cards (``None`` if it never did), from
    the game's own move list; a game that cannot be replayed says its current count."""
    if seat not in game.out:
        return None
    if not game.replayable:
        return game.move_count
    g = game.at_deal()
    for s, move in game.moves:
        g.play(s, move)
        if seat in g.out:
            return g.move_count
    return game.move_count


def end_cards_html(obs: dict[str, Any], names: list[str]) -> str:
    """The end dialog's face-up cards of each loser (:func:`durak_cards`) as markup: a
    row per seat, each card an image named as everywhere ("Queen of hearts")."""
    import html

    from durak.ui.cards_svg import card_svg
    from durak.ui.text import card_name

    rows = "".join(
        f'<li data-seat="{seat}"><span class="end-cards-name">{html.escape(names[seat])}</span>'
        '<span class="end-cards-hand">'
        + "".join(
            f'<span class="end-card" role="img" data-card="{c}" '
            f'aria-label="{html.escape(card_name(c))}">{card_svg(c)}</span>'
            for c in cards
        )
        + "</span></li>"
        for seat, cards in durak_cards(obs)
    )
    if not rows:
        return ""
    return (
        f'<p class="end-cards-title">{html.escape(t("end-cards-left"))}</p>'
        f'<ul class="end-cards">{rows}</ul>'
    )
