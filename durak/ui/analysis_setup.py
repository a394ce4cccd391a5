"""The analysis board's two set-up screens (issue 17), pure: a new board to follow a
real game (the rules, the players, your seat, who attacks first, the trump card and
your hand, chosen with the card picker), and a position set up by hand (every hand,
the bout, the stock's count, the discard pile, whose turn), checked by the core's
:meth:`durak.analysis.Position.problems`, then played from, coached or shared.

Everything here is markup (every text escaped) and state changes; the page reads the
form's radio buttons and presses the buttons (``data-action`` starting with ``an-``).

>>> s = SetupState.empty(2, 36)
>>> s = s.tap("QH"); s.hands[0], s.where("QH")
(('QH',), 'hand-0')
>>> s = s.with_zone("attack").tap("QH"); s.hands[0], s.table
((), (('QH', None),))
>>> s.with_zone("cover").tap("KH").table
(('QH', 'KH'),)
"""

from __future__ import annotations

import html
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from durak.cards import SUITS
from durak.settings import Settings
from durak.ui import analysis_picker as picker
from durak.ui.analysis_view import seat_names
from durak.ui.panel import rule_fieldsets
from durak.ui.text import spoken_html, t

if TYPE_CHECKING:
    from durak.analysis import Position
    from durak.rules import Rules

#: Cards dealt to each hand.
HAND = 6


# --------------------------------------------------------------------------- a new board
@dataclass(frozen=True)
class NewState:
    """The new board's choices: your seat, who attacks first, the trump card, your hand."""

    seat: int = 0
    first: int = 0
    trump: tuple[str, ...] = ()
    hand: tuple[str, ...] = ()
    shown: tuple[str, ...] = ()  # the lowest trump the first attacker showed (not you)
    dealer: int | None = None  # who dealt: None, a match's first game; else a later game

    def tap_trump(self, card: str) -> NewState:
        trump = picker.toggle(self.trump, card, 1)
        suit = trump[0][1] if trump else ""
        return replace(self, trump=trump, hand=tuple(c for c in self.hand if c != card),
                       shown=tuple(c for c in self.shown if c[1] == suit and c != card))  # fmt: skip

    def tap_hand(self, card: str) -> NewState:
        if card in self.trump:
            return self
        return replace(self, hand=picker.toggle(self.hand, card, HAND),
                       shown=tuple(c for c in self.shown if c != card))  # fmt: skip

    def tap_shown(self, card: str) -> NewState:
        if card in self.trump or card in self.hand:
            return self
        return replace(self, shown=picker.toggle(self.shown, card, 1))

    def shows(self, rules: Rules) -> bool:
        """Whether the first attacker shows a trump the player must enter: the rules' lowest
        trump attacks first, and that is not you (yours is found in your hand)."""
        return (
            rules.first_attacker == "lowest-trump"
            and self.dealer is None
            and self.first != self.seat
        )

    def shown_card(self, rules: Rules) -> str | None:
        """The ``shown`` card for :meth:`durak.analysis.Board.new`: your lowest trump when you
        attack first by the lowest-trump rule, else the card the first attacker showed.

        >>> from durak.rules import Rules
        >>> NewState(0, 0, ("6H",), ("9H", "7H", "AS")).shown_card(Rules())
        '7H'
        >>> NewState(0, 1, ("6H",), (), ("8H",)).shown_card(Rules()), NewState().shown_card(Rules())
        ('8H', None)
        """
        from durak.cards import RANKS

        if rules.first_attacker != "lowest-trump" or not self.trump or self.dealer is not None:
            return None
        if self.first != self.seat:
            return self.shown[0] if self.shown else None
        trumps = [c for c in self.hand if c[1] == self.trump[0][1]]
        return min(trumps, key=lambda c: RANKS.index(c[0])) if trumps else None

    def fitted(self, players: int, deck: int) -> NewState:
        """The choices kept valid after the rules changed (seats and cards out of range
        dropped)."""
        codes = set(picker.deck_codes(deck))
        return NewState(
            self.seat if self.seat < players else 0,
            self.first if self.first < players else 0,
            tuple(c for c in self.trump if c in codes),
            tuple(c for c in self.hand if c in codes),
            tuple(c for c in self.shown if c in codes),
            self.dealer if self.dealer is None or self.dealer < players else None,
        )


def _seat_radios(name: str, legend: str, players: int, names: list[str], checked: int) -> str:
    items = "".join(
        f'<label class="opt"><input type="radio" name="{name}" value="{s}"'
        f"{' checked' if s == checked else ''}> {html.escape(names[s])}</label>"
        for s in range(players)
    )
    return f'<fieldset class="an-seatset"><legend>{html.escape(legend)}</legend>{items}</fieldset>'


def new_html(settings: Settings, state: NewState) -> str:
    """The new board's screen: the rules (the New game panel's options), your seat, who
    attacks first, the trump card and your hand (pickers), and its buttons."""
    players, deck = settings.players, settings.deck
    names = seat_names(players, state.seat)
    numbered = [t("analysis-seat", number=s + 1) for s in range(players)]
    trump_rows = picker.picker_rows(deck, state.trump, used=state.hand)
    hand_rows = picker.picker_rows(deck, state.hand, used=state.trump)
    note = t("analysis-chosen", count=len(state.hand), total=HAND)
    return (
        # what the board is for (a learner's play-through read it as another game)
        f'<p class="an-intro">{html.escape(t("analysis-intro"))}</p>'
        + rules_html(settings)
        + '<div class="an-seatsets">'
        + _seat_radios("an_seat", t("analysis-your-seat"), players, numbered, state.seat)
        + dealer_html(players, names, state.dealer)
        + _seat_radios("an_first", t("analysis-first"), players, names, state.first)
        + f'</div><div class="an-pickers deck-{deck}">'
        + picker.picker_html(t("analysis-trump-card"), "an-trump-", trump_rows)
        + picker.picker_html(t("analysis-your-hand"), "an-mine-", hand_rows, note)
        + (shown_html(settings, state, names) if state.shows(settings.rules()) else "")
        + "</div>"
    )


def new_status(settings: Settings, state: NewState) -> str:
    """The new board's status line: what to choose, what is still wrong with the choice
    (the board's own reason: "you attack first, so you showed your lowest trump…"), then
    which button starts (a new player's play-through chose six cards and was told nothing).

    >>> new_status(Settings(), NewState()).startswith("Choose the trump card")
    True
    >>> new_status(Settings(), NewState(trump=("6H",), hand=("7S", "8S", "9S", "TS", "JS", "QS")))
    'All chosen: press “Follow this game” to follow your game from its first move.'
    >>> new_status(Settings(players=3),
    ...            NewState(first=1, trump=("6H",), hand=("7S", "8S", "9S", "TS", "JS", "QS")))
    'Choose the trump Player 2 showed, then press “Follow this game”.'
    """
    from durak.analysis import Board, EntryError
    from durak.ui.analysis_view import entry_message

    start = t("analysis-start")
    if len(state.trump) != 1 or len(state.hand) != HAND:
        return t("analysis-new-prompt", start=start)
    rules = settings.rules()
    try:
        Board.new(rules, state.seat, state.trump[0], list(state.hand), state.first,
                  state.shown_card(rules), state.dealer)  # fmt: skip
    except EntryError as err:
        if state.shows(rules) and not state.shown:
            names = seat_names(settings.players, state.seat)
            return t("analysis-new-shown", player=names[state.first], start=start)
        text = entry_message(err)
        return text if text.endswith(".") else text + "."
    return t("analysis-new-ready", start=start)


def dealer_html(players: int, names: list[str], dealer: int | None) -> str:
    """Who dealt: a match's first game (the rules say who attacks first), or a seat that
    dealt a later game (the seat after it attacks first)."""
    options = [("", t("analysis-dealer-first"), dealer is None)] + [
        (str(s), t("analysis-dealer-seat", player=names[s]), dealer == s) for s in range(players)
    ]
    items = "".join(
        f'<label class="opt"><input type="radio" name="an_dealer" value="{v}"'
        f"{' checked' if on else ''}> {html.escape(label)}</label>"
        for v, label, on in options
    )
    legend = html.escape(t("analysis-dealer"))
    return f'<fieldset class="an-seatset"><legend>{legend}</legend>{items}</fieldset>'


def shown_html(settings: Settings, state: NewState, names: list[str]) -> str:
    """The picker of the trump the first attacker showed (only trumps; none: nobody held
    one, and the seat left of the dealer attacks)."""
    suit = state.trump[0][1] if state.trump else None
    allowed = {c for c in picker.deck_codes(settings.deck) if c[1] == suit}
    used = set(state.hand) | set(state.trump)
    rows = picker.picker_rows(settings.deck, state.shown, allowed=allowed, used=used)
    rows = [(s, cards) for s, cards in rows if s == suit] or rows[:0]
    title = t("analysis-shown", player=names[state.first])
    if not rows:
        return (
            f'<p class="pk-title">{html.escape(title)}: {html.escape(t("analysis-need-trump"))}</p>'
        )
    return picker.picker_html(
        title, "an-shown-", rows, "" if state.shown else t("analysis-shown-none")
    )


def rules_html(settings: Settings) -> str:
    """The rules, folded: their summary (each part kept on one line), the New game
    panel's options inside, with its line that says what a change corrected."""
    parts = rules_summary(settings.rules()).split(" · ")
    summary = " · ".join(f'<span class="an-nowrap">{html.escape(p)}</span>' for p in parts)
    return (
        f'<details class="an-rules"><summary>{html.escape(t("analysis-rules"))}: {summary}'
        f'</summary><div class="an-rules-body">{rule_fieldsets(settings, note=True, scope="an-")}</div></details>'
    )


def rules_summary(rules: Rules) -> str:
    """The rules in one short line: "2 players · 36 cards · throw-in", the pairs or
    teams named (a play-through: "4 players" with Pairs ticked below).

    >>> from durak import Rules
    >>> rules_summary(Rules(players=4, teams="2v2"))
    'Pairs (2 v 2) · 36 cards (6–A) · Throw-in'
    """
    seating = t(f"ui-teams-{rules.teams}") if rules.teams else ""
    parts = [
        seating or t("analysis-players", count=rules.players),
        t(f"ui-deck-{rules.deck}"),
        t(f"ui-mode-{rules.mode}"),
    ]
    return " · ".join(parts)


# --------------------------------------------------------------------------- a position
#: The places a set-up card can go, besides the hands ("hand-<seat>").
ZONES = ("attack", "cover", "discard", "trumpcard")


@dataclass(frozen=True)
class SetupState:
    """A position being set up: the cards of each hand, the bout (attack, cover or
    ``None``), the discard pile, the face-up trump card under the stock (``None``:
    none), the trump suit, whether the cards placed nowhere are the stock (``in_stock``;
    else they are discarded: the core's rule), the attacker, the defender, the seat to
    act (``None``: as the rules say) and the ``zone`` a tapped card goes to."""

    hands: tuple[tuple[str, ...], ...]
    table: tuple[tuple[str, str | None], ...] = ()
    discard: tuple[str, ...] = ()
    trump_card: str | None = None
    trump: str = "H"
    in_stock: bool = False
    attacker: int = 0
    defender: int = 1
    to_act: int | None = None
    taking: bool = False
    zone: str = "hand-0"

    @classmethod
    def empty(cls, players: int, deck: int) -> SetupState:
        return cls(hands=((),) * players)

    @classmethod
    def from_position(cls, pos: Position) -> SetupState:
        return cls(
            hands=tuple(tuple(h) for h in pos.hands),
            table=tuple((a, c) for a, c in pos.table),
            discard=tuple(pos.discard),
            trump_card=pos.trump_card,
            trump=pos.trump,
            in_stock=pos.stock_count > 0,
            attacker=pos.attacker,
            defender=pos.defender,
            to_act=pos.to_act,
            taking=bool(getattr(pos, "taking", False)),
        )

    def position(self, rules: Rules) -> Position:
        from durak.analysis import Position

        return Position(
            rules=rules,
            hands=[list(h) for h in self.hands],
            table=[(a, c) for a, c in self.table],
            stock_count=self.rest(rules.deck) if self.in_stock else 0,
            discard=list(self.discard),
            attacker=self.attacker,
            defender=self.defender,
            trump_card=self.trump_card if self.in_stock else None,
            trump=self.trump_card[1] if self.trump_card and self.in_stock else self.trump,
            to_act=self.to_act,
            taking=self.taking,
        )

    def with_zone(self, zone: str) -> SetupState:
        return replace(self, zone=zone)

    def with_attacker(self, seat: int) -> SetupState:
        """``seat`` attacks, and the next player in play defends, as at a table: its left
        neighbour, past those out (no cards, no stock) once any hand holds cards.

        >>> s = SetupState(hands=((), (), ())).with_attacker(2)
        >>> s.attacker, s.defender
        (2, 0)
        >>> SetupState(hands=(("6S",), (), ("7S",))).with_attacker(0).defender
        2
        """
        n = len(self.hands)
        after = [(seat + i) % n for i in range(1, n)]
        if not self.in_stock and any(self.hands):
            after = [s for s in after if self.hands[s]] or after
        return replace(self, attacker=seat, defender=after[0])

    def where(self, card: str) -> str | None:
        """The zone ``card`` is in (``hand-<seat>``, one of :data:`ZONES`), or ``None``."""
        for s, hand in enumerate(self.hands):
            if card in hand:
                return f"hand-{s}"
        for a, c in self.table:
            if card == a:
                return "attack"
            if card == c:
                return "cover"
        if card in self.discard:
            return "discard"
        if card == self.trump_card:
            return "trumpcard"
        return None

    def without(self, card: str) -> SetupState:
        """``card`` taken off wherever it is (an attack card takes its cover with it)."""
        table = tuple((a, None if c == card else c) for a, c in self.table if a != card)
        return replace(
            self,
            hands=tuple(tuple(c for c in h if c != card) for h in self.hands),
            table=table,
            discard=tuple(c for c in self.discard if c != card),
            trump_card=None if self.trump_card == card else self.trump_card,
        )

    def tap(self, card: str) -> SetupState:
        """A tap on ``card``: taken off if it is in the current zone, else moved there (a
        cover goes on the first open attack card; with none open, nothing changes)."""
        if self.where(card) == self.zone:
            return self.without(card)
        zone = self.zone
        if zone == "cover" and not any(c is None for a, c in self.table if a != card):
            return self
        s = self.without(card)
        if zone.startswith("hand-"):
            seat = int(zone[5:])
            hands = tuple((*h, card) if i == seat else h for i, h in enumerate(s.hands))
            return replace(s, hands=hands)
        if zone == "attack":
            return replace(s, table=(*s.table, (card, None)))
        if zone == "cover":
            table = list(s.table)
            i = next(i for i, (_, c) in enumerate(table) if c is None)
            table[i] = (table[i][0], card)
            return replace(s, table=tuple(table))
        if zone == "discard":
            return replace(s, discard=(*s.discard, card))
        return replace(s, trump_card=card, trump=card[1])

    def fitted(self, players: int, deck: int) -> SetupState:
        """The set-up kept valid for other rules: seats beyond ``players`` and cards
        outside the deck dropped."""
        codes = set(picker.deck_codes(deck))
        s = self
        for card in picker.deck_codes(52):
            if card not in codes and s.where(card) is not None:
                s = s.without(card)
        hands = tuple(s.hands[:players]) + ((),) * max(0, players - len(s.hands))
        inside = lambda x: x if x is not None and x < players else None  # noqa: E731
        zone = s.zone if not s.zone.startswith("hand-") or int(s.zone[5:]) < players else "hand-0"
        return replace(
            s,
            hands=hands,
            attacker=inside(s.attacker) or 0,
            defender=inside(s.defender) if inside(s.defender) is not None else 1 % players,
            to_act=inside(s.to_act),
            zone=zone,
        )

    def rest(self, deck: int) -> int:
        """The cards placed nowhere (the face-up trump card is one of them: the stock's last).

        >>> SetupState(hands=(("7H",), ()), trump_card="6S").rest(36)
        35
        """
        return deck - self.placed() + (self.trump_card is not None)

    def placed(self) -> int:
        return (
            sum(len(h) for h in self.hands)
            + sum(1 + (c is not None) for _, c in self.table)
            + len(self.discard)
            + (self.trump_card is not None)
        )


def zone_label(zone: str, names: list[str]) -> str:
    """A zone in words: "Player 2's hand", "The bout: attack", ..."""
    if zone == "hand-0":
        return t("analysis-your-hand")
    if zone.startswith("hand-"):
        return t("analysis-zone-hand", player=names[int(zone[5:])])
    return t(f"analysis-zone-{zone}")


def zone_mark(zone: str) -> str:
    """A zone's short mark on a picker card: the seat's number, "A", "C", "D", "T"."""
    if zone.startswith("hand-"):
        return str(int(zone[5:]) + 1)
    return t(f"analysis-mark-{zone}")


def setup_html(settings: Settings, state: SetupState, problems: list[str | tuple[str, str]]) -> str:
    """The set-up screen: the rules, the zone a tapped card goes to, the picker (every
    card marked with where it is), the stock's count, the roles, the problems found."""
    players, deck = settings.players, settings.deck
    names = seat_names(players, 0)
    zones = [f"hand-{s}" for s in range(players)] + [
        z for z in ZONES if z != "trumpcard" or state.in_stock
    ]
    counts = {z: 0 for z in zones}
    for card in picker.deck_codes(deck):
        z = state.where(card)
        if z in counts:
            counts[z] += 1
    zone_buttons = "".join(
        f'<button type="button" class="an-zone{" pressed" if z == state.zone else ""}" '
        f'data-action="an-zone-{z}" aria-pressed="{"true" if z == state.zone else "false"}">'
        f"{html.escape(zone_label(z, names))}"
        + (f' <span class="an-zone-count">{counts[z]}</span>' if counts[z] else "")
        + "</button>"
        for z in zones
    )
    marks = {}
    for card in picker.deck_codes(deck):
        z = state.where(card)
        if z is not None:
            marks[card] = (zone_mark(z), zone_label(z, names))
    chosen = [c for c in picker.deck_codes(deck) if state.where(c) == state.zone]
    rows = picker.picker_rows(deck, chosen, marks=marks)
    rest = state.rest(deck)
    where = "".join(
        f'<label class="opt"><input type="radio" name="an_rest" value="{value}"'
        f"{' checked' if state.in_stock == stock else ''}> {html.escape(label)}</label>"
        for value, stock, label in (
            ("stock", True, t("analysis-rest-stock", count=rest)),
            ("discard", False, t("analysis-rest-discard", count=rest)),
        )
    )
    stock = f'<fieldset class="an-rest"><legend>{html.escape(t("analysis-rest"))}</legend>{where}</fieldset>'
    trump_suits = "".join(
        f'<option value="{s}"{" selected" if s == state.trump else ""}>'
        f"{html.escape(t('suit-' + s).capitalize())}</option>"
        for s in SUITS
    )
    trump = (
        ""
        if state.trump_card and state.in_stock
        else f'<label class="an-select"><span>{html.escape(t("analysis-trump-suit"))}</span>'
        f'<select name="an_trump">{trump_suits}</select></label>'
    )
    acting = [(None, t("analysis-to-act-rules"))] + [(s, names[s]) for s in range(players)]
    roles = (
        _select("an_attacker", t("analysis-attacker"), list(enumerate(names)), state.attacker)
        + _select("an_defender", t("analysis-defender"), list(enumerate(names)), state.defender)
        + _select("an_to_act", t("analysis-to-act"), acting, state.to_act)
        + f'<label class="opt"><input type="checkbox" name="an_taking"'
        f"{' checked' if state.taking else ''}> {html.escape(t('analysis-taking'))}</label>"
    )
    listed = "".join(  # a problem as shown and as said (the cards by name), or one text
        f"<li>{spoken_html(*p) if isinstance(p, tuple) else html.escape(p)}</li>" for p in problems
    )
    if not state.placed():  # nothing chosen yet: what to do, not what is wrong
        problems_html = (
            f'<p class="an-start" role="status">{html.escape(t("analysis-setup-start"))}</p>'
        )
    elif problems:
        problems_html = f'<ul class="an-problems" role="status">{listed}</ul>'
    else:
        problems_html = f'<p class="an-ok" role="status">{html.escape(t("analysis-legal"))}</p>'

    return (
        rules_html(settings)
        + f'<div class="an-zones" role="group" aria-label="{html.escape(t("analysis-put"))}">'
        f'<span class="an-zones-title">{html.escape(t("analysis-put"))}</span>{zone_buttons}</div>'
        + picker.picker_html(zone_label(state.zone, names), "an-place-", rows)
        + stock
        + f'<div class="an-roles">{trump}{roles}</div>'
        + problems_html
    )


def _select(name: str, label: str, options: list[tuple[Any, str]], value: Any) -> str:
    items = "".join(
        f'<option value="{"" if v is None else v}"{" selected" if v == value else ""}>'
        f"{html.escape(text)}</option>"
        for v, text in options
    )
    return (
        f'<label class="an-select"><span>{html.escape(label)}</span>'
        f'<select name="{name}">{items}</select></label>'
    )


__all__ = ["HAND", "ZONES", "NewState", "SetupState", "new_html", "rules_summary",
           "setup_html", "zone_label", "zone_mark"]  # fmt: skip
