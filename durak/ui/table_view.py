"""What the table shows, computed from one seat's observation (pure, no browser).

The front end keeps one lasting element per face-up card it can see (your
hand, the bout, the face-up trump), keyed by the card's code. After every move
it asks :func:`view` for each card's resting place and :func:`motions` (read from
the engine's record of the move) for where new cards come from and where vanishing
cards go, then animates only what changed. Opponents' cards stay hidden: they are drawn as backs at their seats,
and a card an opponent plays appears from that seat.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from typing import Any

from durak.cards import RANKS, SUITS
from durak.events import MoveRecord
from durak.i18n import LANGUAGES, translate
from durak.rules import HAND_SIZE
from durak.ui.follow import Follow
from durak.ui.layout import Geometry, Place

#: The catalog keys of the bots' names, seat by seat, and of the spare name (see
#: :func:`bot_keys`).
BOT_KEYS = ("bot-1", "bot-2", "bot-3", "bot-4", "bot-5")
SPARE_BOT = "bot-6"
#: The bots' English names, as the record keeps them: "Anya", "Boris", ... (the catalog's).
BOT_NAMES = tuple(translate(k, "en") for k in BOT_KEYS)


def bot_keys(you: str) -> list[str]:
    """The catalog keys of the bots' names for a player named ``you``: a bot whose name you
    took (in any language, in any case) gives way to the spare name, so that no two seats
    share a name (the record keeps the match's losses by name). The same in every language,
    so that a language switch does not rename a seat.

    >>> bot_keys("Katja")[:3], bot_keys("Ann")[:3]
    (['bot-1', 'bot-2', 'bot-6'], ['bot-1', 'bot-2', 'bot-3'])
    """
    mine = you.casefold()
    taken = {k for k in BOT_KEYS for lang in LANGUAGES if translate(k, lang).casefold() == mine}
    return [SPARE_BOT if k in taken else k for k in BOT_KEYS]


def bot_key(name: str) -> str | None:
    """The catalog key of a bot's name as the record keeps it (its English name; the
    spare's too), or ``None`` for any other name.

    >>> bot_key("Boris"), bot_key("Misha"), bot_key("Миша"), bot_key("You")
    ('bot-2', 'bot-6', None, None)
    """
    return next((k for k in (*BOT_KEYS, SPARE_BOT) if translate(k, "en") == name), None)


def seat_names(players: int, you: str = "You", bots: list[str] | None = None) -> list[str]:
    """``["You", "Anya", ...]``: a name per seat (``bots``: the bots' names in the player's language)."""
    return [you, *(bots or list(BOT_NAMES))[: players - 1]]


def hand_order(cards: list[str], trump: str) -> list[str]:
    """Your hand as a player sorts it: by suit (trumps last), then by rank.

    >>> hand_order(["AS", "6H", "7S", "TD"], trump="S")
    ['6H', 'TD', '7S', 'AS']
    """
    suit_rank = {s: (i if s != trump else 9) for i, s in enumerate("HCDS")}
    return sorted(cards, key=lambda c: (suit_rank[c[1]], RANKS.index(c[0])))


@dataclass
class Sprite:
    """One face-up card on screen."""

    card: str
    place: Place
    z: int
    where: str  # "hand", "attack", "cover", "trump"
    playable: bool = False  # a legal move plays it (its accessible state, hints or not)
    highlighted: bool = False  # hints on: shown as playable
    dimmed: bool = False
    target: bool = False  # an attack card the selected card may cover
    selected: bool = False
    marked: bool = False  # on the table: put there by the last move
    pair: str | None = None  # in the bout: the other card of its pair (attack <-> cover)
    queued: bool = False  # in your hand: your move with it waits for the table to be ready


@dataclass
class SeatView:
    seat: int
    name: str
    centre: tuple[float, float]
    count: int
    # "attacker", "defender", "helper", "out", "took"
    roles: list[str] = field(default_factory=list)
    acting: bool = False
    team: int | None = None  # partnerships: 0 or 1; None in individual play
    partner: bool = False  # your partner
    bubble: str | None = None  # catalog key of what this seat said in the bout ("Take")
    thinking: bool = False  # a bot that has thought noticeably long: "thinking…"

    @property
    def shows_count(self) -> bool:
        """The seat shows how many cards it holds: not once it is out (its "out" badge says
        so; a "0" would read as a hand still in play, as an empty hand waiting to draw is)."""
        return "out" not in self.roles


def seat_label(seat: SeatView) -> str:
    """A bot's seat as a screen reader hears it: its name and how many cards it holds (the
    drawn count sits in the card fan, which is hidden from screen readers); just its name
    once it is out (its "out" badge, read next, says so).

    >>> seat_label(SeatView(1, "Anya", (0, 0), 4)), seat_label(SeatView(2, "Boris", (0, 0), 1))
    ('Anya, 4 cards', 'Boris, 1 card')
    >>> seat_label(SeatView(1, "Anya", (0, 0), 0, ["out"]))
    'Anya'
    """
    from durak.ui.text import t

    if not seat.shows_count:
        return seat.name
    return f"{seat.name}, {t('ui-cards', count=seat.count)}"


#: The ids of the hidden elements that describe a card to a screen reader (its
#: ``aria-describedby``; a card's name, "Queen of hearts", stays as it is): the card's own
#: note (:func:`card_note`) is ``NOTE_ID`` + its code; the face-up trump says what it is;
#: the last move's cards say whose move it was.
NOTE_ID = "card-note-"
TRUMP_NOTE = "trump-under-stock"
LAST_MOVE_NOTE = "last-move"
#: Where a card has a note of its own (:func:`card_note`): the bout and your hand.
NOTED = frozenset({"attack", "cover", "hand"})


def card_note(sprite: Sprite) -> str:
    """What a screen reader says of a card after its name, in the current language: in the
    bout, whether an attack is covered and by what, or which attack a card covers; in your
    hand, that it is yours (the table's cards and your hand share one list of buttons).
    Nothing for the face-up trump (:data:`TRUMP_NOTE` says what it is).

    >>> place = (0.0, 0.0, 0.0)
    >>> card_note(Sprite("7H", place, 20, "attack"))
    'Attack, not covered.'
    >>> card_note(Sprite("7H", place, 20, "attack", pair="9H"))
    'Attack, covered by the nine of hearts.'
    >>> card_note(Sprite("9H", place, 21, "cover", pair="7H"))
    'Covers the seven of hearts.'
    >>> card_note(Sprite("QS", place, 50, "hand")), card_note(Sprite("6C", place, 1, "trump"))
    ('In your hand.', '')
    """
    from durak.ui.text import t

    if sprite.where == "attack":
        if sprite.pair is None:
            return t("ui-card-attack-open")
        return t("ui-card-attack-covered", said=True, card_name=sprite.pair)
    if sprite.where == "cover":  # (said: heard, and declined where the language declines)
        return t("ui-card-cover", said=True, card_name=sprite.pair)
    if sprite.where == "hand":
        return t("ui-card-in-hand")
    return ""


def described_by(sprite: Sprite) -> list[str]:
    """The ids that describe ``sprite``, in the order they are read: its note, then that it
    is the trump under the stock or that the last move put it there.

    >>> place = (0.0, 0.0, 0.0)
    >>> described_by(Sprite("7H", place, 20, "attack", marked=True))
    ['card-note-7H', 'last-move']
    >>> described_by(Sprite("6C", place, 1, "trump")), described_by(Sprite("QS", place, 50, "hand"))
    (['trump-under-stock'], ['card-note-QS'])
    """
    ids = [NOTE_ID + sprite.card] if sprite.where in NOTED else []
    if sprite.where == "trump":
        ids.append(TRUMP_NOTE)
    elif sprite.marked:
        ids.append(LAST_MOVE_NOTE)
    return ids


def with_id(ids: str | None, new: str) -> str:
    """An ``aria-describedby`` value with ``new`` added at its end (once), for a description
    added to an element that may have others (the coach's figures on your cards).

    >>> with_id("card-note-QS", "coach-d-QS"), with_id(None, "coach-d-take")
    ('card-note-QS coach-d-QS', 'coach-d-take')
    >>> with_id("card-note-QS coach-d-QS", "coach-d-QS")
    'card-note-QS coach-d-QS'
    """
    kept = (ids or "").split()
    return " ".join(kept if new in kept else [*kept, new])


def without_ids(ids: str | None, prefix: str) -> str:
    """An ``aria-describedby`` value without the ids that start with ``prefix`` ("" if none
    is left: then the attribute goes).

    >>> without_ids("card-note-QS coach-d-QS", "coach-d-"), without_ids("coach-d-take", "coach-d-")
    ('card-note-QS', '')
    """
    return " ".join(i for i in (ids or "").split() if not i.startswith(prefix))


def focus_after(index: int, playable: Sequence[bool]) -> int:
    """Where a keyboard player's focus goes in a hand whose focused card has just been
    played from ``index`` (``playable``: each card, left to right): the nearest card that
    may be played now, the right one first, else the same place (a screen-reader
    play-through: after a throw-in the focus sat on an ace that could not go, beside the
    eight that could).

    >>> focus_after(1, [False, False, True]), focus_after(2, [True, False, False])
    (2, 0)
    >>> focus_after(1, [True, False, True]), focus_after(5, [False, False]), focus_after(0, [])
    (2, 1, 0)
    """
    n = len(playable)
    at = max(0, min(index, n - 1))
    for step in range(n):
        for k in (at + step, at - step):
            if 0 <= k < n and playable[k]:
                return k
    return at


#: The headings a screen reader can jump to among the cards (its H key), in their reading
#: order: the table (the face-up trump and the bout), then your hand; each a catalog key.
ROW_HEADS = ("ui-table", "ui-your-hand")


def row_starts(wheres: list[str]) -> list[int | None]:
    """Where each of :data:`ROW_HEADS` goes among the cards in their reading order (each
    card's ``where``): before the first card not in your hand, and before your hand's
    first card; ``None`` for a row with no card.

    >>> row_starts(["trump", "attack", "cover", "hand", "hand"])
    [0, 3]
    >>> row_starts(["hand", "hand"]), row_starts([])
    ([None, 0], [None, None])
    """
    table = next((i for i, w in enumerate(wheres) if w != "hand"), None)
    hand = next((i for i, w in enumerate(wheres) if w == "hand"), None)
    return [table, hand]


def tab_stops(sprites: dict[str, Sprite], last: str | None = None) -> set[str]:
    """The cards Tab stops at, a roving tab stop for each row of cards you act on (the
    arrows and Home/End go along a row, :data:`durak.ui.keys.HAND_KEYS`): one in your hand,
    one among the cards the chosen card may cover. Each is the card the focus is or last
    was on (``last``) if it is in that row, else in your hand the chosen card, the leftmost
    playable one, the leftmost; among the targets the leftmost.

    >>> hand = {c: Sprite(c, (x, 0.0, 0.0), 1, "hand", playable=c != "6S")
    ...         for x, c in [(10.0, "9H"), (0.0, "6S"), (20.0, "AD")]}
    >>> sorted(tab_stops(hand)), sorted(tab_stops(hand, "AD")), sorted(tab_stops(hand, "7C"))
    (['9H'], ['AD'], ['9H'])
    >>> hand["QS"] = Sprite("QS", (5.0, 0.0, 0.0), 2, "attack", target=True)
    >>> hand["JS"] = Sprite("JS", (9.0, 0.0, 0.0), 2, "attack", target=True)
    >>> hand["AD"].selected = True
    >>> sorted(tab_stops(hand)), sorted(tab_stops(hand, "JS"))
    (['AD', 'QS'], ['AD', 'JS'])
    """
    stops: set[str] = set()
    for row, first in (
        ([s for s in sprites.values() if s.where == "hand"], ("selected", "playable")),
        ([s for s in sprites.values() if s.target], ()),
    ):
        if not row:
            continue
        row.sort(key=lambda s: s.place[0])
        pick = next((s for s in row if s.card == last), None)
        for flag in first:
            pick = pick or next((s for s in row if getattr(s, flag)), None)
        stops.add((pick or row[0]).card)
    return stops


@dataclass
class TableView:
    sprites: dict[str, Sprite]
    seats: list[SeatView]
    stock_count: int
    trump: str
    discard_count: int
    buttons: list[str]  # action names: "take", "pass", "beaten", "transfer", "show", "swap"
    your_turn: bool
    marked_by: int | None = None  # the seat whose cards are marked (the last move's)
    #: Every card was dealt (six players with 36 cards, four with 24): no stock ever, so
    #: no empty place for one (a play-through: an unlabelled dashed box with "0" puzzled;
    #: a position set up on the analysis board may have a stock all the same)
    stockless: bool = False


def uncovered(table: list) -> list[str]:
    return [a for a, c in table if c is None]


def view(
    obs: dict[str, Any],
    geometry: Geometry,
    names: list[str],
    hints: bool = True,
    selected: str | None = None,
    follow: Follow | None = None,
    thinking: int | None = None,
    queued: Collection[str] = (),
    hinted: str | None = None,
) -> TableView:
    """Resting places and states of everything on the table, as ``obs["seat"]`` sees it;
    ``follow``: the bubbles and the last move's cards (:func:`durak.ui.follow.follow`),
    ``thinking``: the bot seat that says "thinking…", ``queued``: the cards of your moves
    waiting to be played, shown as taken at once (a click during a finished bout's pause
    showed nothing, and a fast player clicked again: a play-through); ``hinted``: the
    move a hint named, which gets a button if it needs one (:func:`buttons`)."""
    follow = follow or Follow()
    me = obs["seat"]
    players = len(obs["hand_sizes"])
    legal: list[str] = list(obs.get("legal_moves") or [])
    trump = obs["trump"]
    sprites: dict[str, Sprite] = {}

    # The face-up trump under the stock, while it is still there.
    trump_card = obs.get("trump_card")
    if trump_card and obs.get("stock_count", 0) > 0:
        sprites[trump_card] = Sprite(trump_card, geometry.trump_card(), 1, "trump")

    # The bout.
    marked = set(follow.marked)
    for i, ((attack, cover), (pa, pc)) in enumerate(
        zip(obs["table"], geometry.bout(len(obs["table"])), strict=True)
    ):
        sprites[attack] = Sprite(
            attack, pa, 20 + 2 * i, "attack", marked=attack in marked, pair=cover
        )
        if cover:
            sprites[cover] = Sprite(
                cover, pc, 21 + 2 * i, "cover", marked=cover in marked, pair=attack
            )

    # Your hand.
    playable = playable_cards(legal)
    hand = hand_order(list(obs["hand"]), trump)
    for i, (card, place) in enumerate(zip(hand, geometry.hand(len(hand)), strict=True)):
        can = card in playable
        sprites[card] = Sprite(
            card,
            place,
            50 + i,
            "hand",
            playable=can,
            highlighted=hints and can,
            dimmed=hints and bool(legal) and not can,
            selected=card == selected,
            queued=card in queued,
        )
    if selected:
        for attack in cover_targets(legal, selected):
            if attack in sprites:
                sprites[attack].target = True
        chosen = sprites.get(selected)
        if chosen is not None and chosen.where == "attack":  # the card to cover, chosen first
            chosen.selected = True

    centres = geometry.seats(players)
    out = set(obs.get("out") or [])
    helpers = set(obs.get("helpers") or [])
    to_act = list(obs.get("to_act") or [])
    team_of = obs.get("team_of") if (obs.get("rules") or {}).get("teams") else None
    seats = []
    # A finished game has no bout: no one attacks or defends ("out" stays).
    bout = not obs.get("is_over")
    for s in range(players):
        roles = []
        if s in out:
            roles.append("out")
        elif bout and s == obs.get("attacker"):
            roles.append("attacker")
        elif bout and s == obs.get("defender"):
            roles.append("defender")
            if obs.get("taking"):
                roles.append("took")
        elif bout and s in helpers:
            roles.append("helper")
        seats.append(
            SeatView(
                s,
                names[s],
                centres[s],
                obs["hand_sizes"][s],
                roles,
                acting=bool(to_act) and to_act[0] == s,
                team=team_of[s] if team_of else None,
                partner=bool(team_of) and s != me and team_of[s] == team_of[me],
                bubble=None if s == thinking else follow.bubbles.get(s),
                thinking=s == thinking and s != me,
            )
        )
    shown = any(sp.marked for sp in sprites.values())
    return TableView(
        sprites=sprites,
        seats=seats,
        stock_count=obs.get("stock_count", 0),
        trump=trump,
        discard_count=len(obs.get("discard") or []),
        buttons=buttons(obs, legal, hinted),
        your_turn=me in to_act and bool(legal),
        marked_by=follow.by if shown else None,
        stockless=not obs.get("stock_count")
        and (obs.get("rules") or {}).get("deck", 36) <= HAND_SIZE * players,
    )


def playable_cards(legal: list[str]) -> set[str]:
    """Cards of your hand that some legal move plays."""
    out: set[str] = set()
    for move in legal:
        words = move.split()
        if words[0] == "attack" or words[0] == "transfer":
            out.update(words[1:])
        elif words[0] == "defend":
            out.add(words[2])
    return out


def cover_targets(legal: list[str], card: str) -> list[str]:
    """The attack cards that ``card`` may cover now."""
    return [m.split()[1] for m in legal if m.startswith("defend ") and m.split()[2] == card]


def buttons(obs: dict[str, Any], legal: list[str], hinted: str | None = None) -> list[str]:
    """Action buttons that are possible now (see :data:`ACTIONS`): only those are shown.
    "Beaten" replaces "Pass" when everything is covered and the bout would end. Then a
    button per rank of which you may play several cards at once (:func:`lead_sets`), and
    the ``hinted`` move's when it leads some of your cards of a rank (:func:`with_hinted`)."""
    table = obs["table"]
    done = bool(table) and not uncovered(table) and not obs.get("taking")
    out = []
    for action in ACTIONS:
        if action.name == ("pass" if done else "beaten"):
            continue
        if any(m == action.move or m.startswith(action.move) for m in legal):
            out.append(action.name)
    return out + with_hinted(lead_sets(legal, obs.get("trump", "")), legal, hinted)


#: The buttons that play several cards of one rank at once (rules.md: "The attacker leads
#: any card, or several cards of one rank at once"; a tap on a card plays that card alone)
#: are named ``lead-`` and their cards ("lead-8H-8D"); the first one's shortcut is L, the
#: second one's Shift+L (a third, with three pairs in hand or a lead without its trump
#: beside two ranks, has none: Tab reaches it).
LEAD = "lead-"
LEAD_KEYS = ("L", "Shift+L")


def lead_sets(legal: list[str], trump: str = "") -> list[tuple[str, ...]]:
    """Per rank, the most cards of it that one legal attack plays at once (two or more),
    in the order of the legal moves; after it, when it holds a ``trump``, the same without
    the trumps if two or more are left (a learner's play-through: the hint said "play Q♠
    Q♣", keeping the trump queen, and only "Play Q♠ Q♥ Q♣" was there to press).

    >>> lead_sets(["attack 8H", "attack 8D", "attack 8H 8D", "attack 9C", "attack 8H 8D 8S"])
    [('8H', '8D', '8S')]
    >>> lead_sets(["attack QS", "attack QH", "attack QC", "attack QS QH", "attack QS QC",
    ...            "attack QH QC", "attack QS QH QC"], trump="H")
    [('QS', 'QH', 'QC'), ('QS', 'QC')]
    >>> lead_sets(["attack 8H", "defend 7C 9C", "take"])
    []

    When the defender can take fewer cards than you hold of the rank, the set keeps your
    trumps (the hint played K♠ K♦, keeping K♥, the trump, and the one button was "Play K♠
    K♥": 2 of 41 leads of several cards in 30 games of the hard bot):

    >>> lead_sets(["attack KS KH", "attack KS KD", "attack KH KD"], trump="H")
    [('KS', 'KD')]
    """

    def trumps(cards: tuple[str, ...]) -> int:
        return sum(c[1:] == trump for c in cards)

    best: dict[str, tuple[str, ...]] = {}
    for move in legal:
        kind, *cards = move.split()
        if kind != "attack" or len(cards) < 2:
            continue
        held = best.get(cards[0][0], ())
        more = len(cards) > len(held)
        if more or (len(cards) == len(held) and trumps(tuple(cards)) < trumps(held)):
            best[cards[0][0]] = tuple(cards)
    leads = {
        frozenset(m.split()[1:]): tuple(m.split()[1:]) for m in legal if m.startswith("attack ")
    }
    out = []
    for cards in best.values():
        out.append(cards)
        plain = frozenset(c for c in cards if c[1:] != trump)
        if trump and 1 < len(plain) < len(cards) and plain in leads:
            out.append(leads[plain])
    return out


def with_hinted(sets: list[tuple[str, ...]], legal: list[str], hinted: str | None) -> list[str]:
    """The lead buttons of ``sets``, and last (the others keep their keys) the ``hinted``
    move's when it is a legal lead of several cards that has no button (two of three plain
    sixes: the hint named them, and only "Play 6♠ 6♥ 6♦" was there to press; H focuses it).

    >>> legal = ["attack 6S", "attack 6S 6H", "attack 6S 6H 6D", "attack 9C 9D"]
    >>> sets = [("6S", "6H", "6D"), ("9C", "9D")]
    >>> with_hinted(sets, legal, "attack 6S 6H")
    ['lead-6S-6H-6D', 'lead-9C-9D', 'lead-6S-6H']
    >>> with_hinted(sets, legal, "attack 9C 9D") == with_hinted(sets, legal, "attack 6S")
    True
    >>> with_hinted(sets, legal, "attack 6S 6D")  # not legal: no button
    ['lead-6S-6H-6D', 'lead-9C-9D']
    """
    out = [lead_button(cards) for cards in sets]
    kind, *cards = (hinted or "").split() or [""]
    if kind != "attack" or len(cards) < 2 or hinted not in legal:
        return out
    name = lead_button(cards)
    return out if name in out else [*out, name]


def lead_button(cards: tuple[str, ...] | list[str]) -> str:
    """The button's name for playing ``cards`` at once ("lead-8H-8D")."""
    return LEAD + "-".join(cards)


def button_faces(names: list[str]) -> list[tuple[str, str, str, str]]:
    """Each shown button's ``(name, kind, words, key)``: an action's own words and key; a
    lead's words name its cards, kind ``lead``, and its key is the row's next of
    :data:`LEAD_KEYS` (L, then Shift+L).

    >>> button_faces(["pass", "lead-8H-8D", "lead-9S-9C"])
    [('pass', 'pass', 'Pass', 'P'), ('lead-8H-8D', 'lead', 'Play 8♥ 8♦', 'L'), ('lead-9S-9C', 'lead', 'Play 9♠ 9♣', 'Shift+L')]
    >>> button_faces(["lead-8H-8D", "lead-9S-9C", "lead-KS-KC"])[2][3]
    ''
    """
    from durak.ui.text import t

    out = []
    for name in names:
        cards = lead_cards(name)
        if cards:
            i = sum(kind == "lead" for _, kind, _, _ in out)
            key = LEAD_KEYS[i] if i < len(LEAD_KEYS) else ""
            out.append((name, "lead", t("ui-lead-set", cards=list(cards)), key))
        else:
            action = ACTION_BY_NAME[name]
            out.append((name, name, t(action.label), action.key))
    return out


def lead_text(cards: tuple[str, ...] | list[str]) -> str:
    """A lead button's cards alone, as its name shows them ("8♥ 8♦"; "Д♥ Д♦" in Russian).

    >>> lead_text(("8H", "8D")), lead_text(["TS", "TC", "TH"])
    ('8♥ 8♦', '10♠ 10♣ 10♥')
    """
    from durak.ui.text import card_label

    return " ".join(card_label(c) for c in cards)


def lead_index(cards: tuple[str, ...] | list[str]) -> tuple[str, str]:
    """A lead button's cards as a card's corner index shows them: their rank (in the
    current language's letters) over their suits.

    >>> lead_index(("8H", "8D")), lead_index(["TS", "TC", "TH"])
    (('8', '♥♦'), ('10', '♠♣♥'))
    """
    from durak.ui.text import card_label

    labels = [card_label(c) for c in cards]
    return labels[0][:-1], "".join(label[-1] for label in labels)


#: How the lead buttons show their cards, from the widest: the words of their name ("Play
#: 8♥ 8♦"), the cards alone on one line ("8♥ 8♦"), or the rank over the suits, as a card's
#: corner index shows them. Whatever they show, each button's name stays its words.
LEAD_FACES = ("words", "cards", "index")


@dataclass(frozen=True)
class LeadFit:
    """How the lead buttons are drawn: their ``face`` (one of :data:`LEAD_FACES`); ``wrap``:
    not even the narrowest face fits on one line, so the buttons take two, the second
    above the first (over the status line, never over your hand)."""

    face: str = LEAD_FACES[0]
    wrap: bool = False


def row_width(widths: list[float], gap: float) -> float:
    """The width of buttons ``widths`` wide side by side, ``gap`` apart.

    >>> row_width([40.0, 36.5, 41.0], 4.8), row_width([], 8.0)
    (127.1, 0.0)
    """
    return round(sum(widths) + gap * max(0, len(widths) - 1), 3)


def lead_fit(widths: dict[str, float], row_w: float, tools_width: float) -> LeadFit:
    """The widest face of the lead buttons with which the row's buttons fit on one line
    beside the practice tools. ``widths``: for each face of :data:`LEAD_FACES`, the action
    buttons' width together (gaps included) with the leads in that face, measured on one
    line; ``row_w``: the action row's; ``tools_width``: the practice tools' (as
    :func:`durak.ui.practice_board.compact_tools` counts the row: the same margins). A row
    not laid out (0 px wide) keeps the words until it is measured again.

    Five pairs at 320 px (tools "?" and "↶") fit only as corner indices; at 1366 px, in words:

    >>> pairs = {"words": 613.0, "cards": 406.0, "index": 214.0}
    >>> lead_fit(pairs, 320, 60), lead_fit(pairs, 1366, 78)
    (LeadFit(face='index', wrap=False), LeadFit(face='words', wrap=False))
    >>> lead_fit({"words": 160.0, "cards": 104.0, "index": 72.0}, 320, 27)
    LeadFit(face='words', wrap=False)
    >>> lead_fit({"words": 760.0, "cards": 550.0, "index": 290.0}, 320, 60)
    LeadFit(face='index', wrap=True)
    >>> lead_fit({"words": 0.0, "cards": 0.0, "index": 0.0}, 0, 0)
    LeadFit(face='words', wrap=False)
    """
    from durak.ui.practice_board import ROW_MARGIN

    if row_w <= 0:
        return LeadFit()
    room = row_w - ROW_MARGIN - tools_width
    for face in LEAD_FACES:
        if widths[face] <= room + 0.5:  # sub-pixel rounding of the measured widths
            return LeadFit(face)
    return LeadFit(LEAD_FACES[-1], wrap=True)


def lead_cards(name: str) -> tuple[str, ...]:
    """The cards a lead button plays (``()`` for any other button).

    >>> lead_cards("lead-8H-8D"), lead_cards("take")
    (('8H', '8D'), ())
    """
    return tuple(name[len(LEAD) :].split("-")) if name.startswith(LEAD) else ()


def show_move(legal: list[str], card: str | None = None) -> str | None:
    """The "Show trump" move (transfer by showing a trump), if it is legal now; with ``card``,
    only that card's. At most one trump matches the attack's rank, so there is one at most.

    >>> show_move(["transfer 8H", "show 8H", "take"]), show_move(["take"])
    ('show 8H', None)
    """
    for m in legal:
        if m.startswith("show ") and (card is None or m == f"show {card}"):
            return m
    return None


def transfer_zone_open(buttons: list[str]) -> bool:
    """The "transfer" drop zone is shown while a transfer, by card or by showing, is possible."""
    return "transfer" in buttons or "show" in buttons


def zone_move(obs: dict[str, Any], card: str) -> str:
    """What dropping ``card`` on the transfer zone asks for. With transfer by showing a trump
    on, the trump of the attack's rank is *shown* (and kept; issue 11): if that is not
    allowed now, the engine's reason says why (shown already, a card covered, too few cards
    for the next defender). Any other card is played to transfer.

    >>> obs = {"rules": {"transfer_by_trump": True}, "trump": "H", "table": [["8S", None]]}
    >>> zone_move(obs, "8H"), zone_move(obs, "8D")
    ('show 8H', 'transfer 8D')
    """
    table = obs.get("table") or []
    if (
        (obs.get("rules") or {}).get("transfer_by_trump")
        and card[1:] == obs.get("trump")
        and table
        and card[0] == table[0][0][0]
    ):
        return f"show {card}"
    return f"transfer {card}"


def tap_move(
    legal: list[str], card: str, selected: str | None = None
) -> tuple[str | None, str | None]:
    """What tapping a hand card does: ``(move, None)`` to play, ``(None, card)`` to select it
    (it could cover several cards: tap the target next), ``(None, None)`` if nothing.

    >>> tap_move(["attack 8H", "pass"], "8H")
    ('attack 8H', None)
    >>> tap_move(["defend 8H QH", "defend 9H QH", "take"], "QH")
    (None, 'QH')
    >>> tap_move(["defend 8H QH", "defend 9H QH", "take"], "QH", selected="9H")
    ('defend 9H QH', None)
    """
    if selected and f"defend {selected} {card}" in legal:  # the table's card chosen first
        return f"defend {selected} {card}", None
    attacks = [m for m in legal if m.startswith("attack ") and m.split()[1:] == [card]]
    if attacks:
        return attacks[0], None
    targets = cover_targets(legal, card)
    if len(targets) == 1:
        return f"defend {targets[0]} {card}", None
    if len(targets) > 1:
        return None, card
    transfers = [m for m in legal if m == f"transfer {card}"]
    if transfers:
        return transfers[0], None
    return None, None


def table_tap(
    legal: list[str], card: str, hand: list[str], selected: str | None
) -> tuple[str | None, str | None]:
    """What tapping the table's attack card ``card`` does: ``(move, None)`` to cover it
    with the hand card chosen before (``move`` may be illegal: the engine then says why),
    else ``(None, chosen)``: it is chosen as the card to cover (a tap on it again: nothing
    chosen), when a card of yours may cover it; else the choice stays.

    >>> legal = ["defend 8H 6S", "defend 8D 6S", "defend 8D KD", "take"]
    >>> table_tap(legal, "8D", ["6S", "KD"], "6S"), table_tap(legal, "8D", ["6S", "KD"], None)
    (('defend 8D 6S', None), (None, '8D'))
    >>> table_tap(legal, "8D", ["6S", "KD"], "8D"), table_tap(["take"], "8D", ["6S"], None)
    ((None, None), (None, None))
    """
    if selected and selected in hand:
        return f"defend {card} {selected}", None
    if any(m.startswith(f"defend {card} ") for m in legal):
        return None, None if selected == card else card
    return None, selected


def probe_move(obs: dict[str, Any], card: str, transfer: bool = True) -> str:
    """The move a player most likely meant with ``card``, to ask the engine why it is illegal.
    A defender's card of the attack's rank, in transfer mode before anything is covered, is a
    transfer (a play-through: a refused transfer was explained as a cover that could not go,
    "A trump can only be beaten by a higher trump", never as "too few cards"); not with
    ``transfer=False`` (a card dropped on the bout: the transfer zone is beside it).

    >>> obs = {"seat": 1, "defender": 1, "table": [["8S", None]], "rules": {"mode": "transfer"}}
    >>> probe_move(obs, "8H"), probe_move(obs, "9H")
    ('transfer 8H', 'defend 8S 9H')
    """
    me = obs["seat"]
    table = obs["table"]
    if me == obs.get("defender") and table:
        open_cards = uncovered(table)
        ranks = {a[0] for a, _ in table}
        transfer = transfer and (obs.get("rules") or {}).get("mode") == "transfer"
        if transfer and len(open_cards) == len(table) and ranks == {card[0]}:
            return f"transfer {card}"
        if open_cards:
            return f"defend {open_cards[0]} {card}"
    return f"attack {card}"


def card_code_ok(card: str) -> bool:
    return isinstance(card, str) and len(card) == 2 and card[0] in RANKS and card[1] in SUITS


@dataclass(frozen=True)
class Motions:
    """How one move animates, read from its :class:`~durak.events.MoveRecord`: where each
    newly visible card comes from (``enter``), where each vanishing card goes (``leave``),
    and the other seats' draws from the stock as ``(seat, count)`` in drawing order."""

    enter: dict[str, Place]
    leave: dict[str, Place]
    draws: list[tuple[int, int]]


def motions(
    record: MoveRecord, me: int, geometry: Geometry, players: int, held: bool = False
) -> Motions:
    """The animation of ``record`` as seat ``me`` sees it (other seats' drawn cards stay
    hidden: only their count is used). ``held``: the move that ended a bout, while the
    table still holds that bout (:func:`durak.ui.follow.held_observation`): only its own
    card arrives; the clearing and the draws come after."""
    centres = geometry.seats(players)
    enter: dict[str, Place] = {}
    leave: dict[str, Place] = {}
    if record.seat != me:
        for card in record.cards if record.kind != "show" else ():  # a shown trump stays
            enter[card] = geometry.seat_card(centres[record.seat])
        if record.swap is not None:
            enter[record.swap[0]] = geometry.seat_card(centres[record.seat])
    bout = record.bout
    if held:
        return Motions(enter, leave, [])
    if bout is not None:
        taker = bout.taker if bout.outcome == "taken" else None
        for card in bout.cards:
            if taker == me:
                continue  # it joins your hand: the element just moves there
            leave[card] = (
                geometry.discard() if taker is None else geometry.seat_card(centres[taker])
            )
            enter.pop(card, None)
    draws = []
    for draw in record.draws:
        if draw.seat == me:
            for card in draw.cards:
                enter[card] = geometry.stock()
        else:
            draws.append((draw.seat, draw.count))
    return Motions(enter, leave, draws)


@dataclass(frozen=True)
class Action:
    """A button above your hand: its name (``data-action``), label key, keyboard shortcut,
    and the legal move that shows it (a prefix of the move text)."""

    name: str
    label: str
    key: str
    move: str


#: The action buttons, in the order shown. One row per button: the view shows the rows
#: whose move is legal, the key handler presses them by their shortcut.
ACTIONS: tuple[Action, ...] = (
    Action("take", "ui-take", "T", "take"),
    Action("beaten", "ui-beaten", "B", "pass"),
    Action("pass", "ui-pass", "P", "pass"),
    Action("transfer", "ui-transfer", "R", "transfer "),
    Action("show", "ui-show", "W", "show "),  # transfer by showing a trump (issue 11)
    Action("swap", "ui-swap", "S", "swap"),
)
ACTION_BY_NAME: dict[str, Action] = {a.name: a for a in ACTIONS}


def button_move(
    legal: list[str], action: Action, chosen: Sequence[str | None] = (), trump: str = ""
) -> str | None:
    """The legal move an action button (or its key) asks for, or ``None``.

    Of the legal moves the button stands for, the one with a card of ``chosen`` (the card
    you selected, then the hand card the keys' focus is on), else the one whose card is
    worth least: a plain card before a trump, then the lowest rank. So Transfer, with the
    queen of clubs focused or nothing chosen, and the queen of diamonds a trump, never
    gives the trump away.

    >>> transfer = ACTION_BY_NAME["transfer"]
    >>> legal = ["transfer QD", "transfer QC", "take"]
    >>> button_move(legal, transfer, (None, "QD"), "D"), button_move(legal, transfer, (), "D")
    ('transfer QD', 'transfer QC')
    >>> button_move(legal, ACTION_BY_NAME["take"]), button_move(["take"], transfer)
    ('take', None)
    """
    moves = [m for m in legal if m.startswith(action.move)]
    for card in chosen:
        mine = [m for m in moves if card and m.split()[1:] == [card]]
        if mine:
            return mine[0]

    def worth(move: str) -> tuple[bool, int]:
        card = move.split()[-1]
        return card[-1:] == trump, RANKS.find(card[:1])

    return min(moves, key=worth) if moves else None


def refused_transfer(obs: dict[str, Any], chosen: Sequence[str | None] = ()) -> str | None:
    """The transfer to ask the engine about when Transfer (or its key) is pressed with no
    transfer legal, so that the reason shows ("the next defender holds only 1 card"): with
    the card of the attack's rank chosen or focused, else the first one in your hand;
    ``None`` when you hold none or do not defend (a play-through: R said nothing of why).

    >>> obs = {"seat": 1, "defender": 1, "table": [["8S", None]], "hand": ["9C", "8H", "8D"]}
    >>> refused_transfer(obs), refused_transfer(obs, (None, "8D")), refused_transfer(obs, ("9C",))
    ('transfer 8H', 'transfer 8D', 'transfer 8H')
    """
    table = obs.get("table") or []
    if obs.get("defender") != obs.get("seat") or not table:
        return None
    ranks = {a[0] for a, _ in table}
    if len(ranks) != 1:  # mixed ranks: no transfer to ask about
        return None
    hand = [c for c in obs.get("hand") or [] if c[:1] in ranks]
    for card in (*chosen, *hand):
        if card in hand:
            return f"transfer {card}"
    return None


def drop_move(obs: dict[str, Any], card: str, kind: str, target: str | None = None) -> str | None:
    """The move dropping hand card ``card`` asks for, by what it lands on (``kind``, see
    ``Input._drop_node``): ``"cover"``, the table's attack card ``target`` (covered by the
    defender; any other player throws the card in); ``"zone"``, the transfer zone (see
    :func:`zone_move`); ``"bout"``, the rest of the bout (the defender's most likely
    meaning, see :func:`probe_move`; anyone else attacks); else ``None`` (no move).

    >>> obs = {"seat": 0, "defender": 1, "table": [["6S", None]], "trump": "H"}
    >>> drop_move(obs, "6D", "cover", "6S"), drop_move(obs, "6D", "bout"), drop_move(obs, "6D", "")
    ('attack 6D', 'attack 6D', None)
    >>> drop_move({**obs, "defender": 0}, "9S", "cover", "6S")
    'defend 6S 9S'
    """
    defending = obs.get("defender") == obs.get("seat")
    if kind == "cover":
        return f"defend {target} {card}" if defending else f"attack {card}"
    if kind == "zone":
        return zone_move(obs, card)  # a trump may be shown
    if kind == "bout":
        return probe_move(obs, card, transfer=False) if defending else f"attack {card}"
    return None
