"""What the analysis board (issue 17) shows while it follows a real game, pure: the
seats, the bout, the buttons of the moves each other seat may be entered with, the card
picker for which card, your own hand and action buttons (played as at the table), the
cards you drew, the coach's figures, and the status line.

The board itself (:class:`durak.analysis.Board`) knows the game; this module turns it
into markup (every text escaped) and turns a pressed button (its ``data-action``) into
an entry. Actions start with ``an-``; a card's code or a seat's number ends them.

>>> parse_action("an-opt-2-attack"), parse_action("an-pick-QH"), parse_action("an-undo")
(('opt', '2', 'attack'), ('pick', 'QH'), ('undo',))
"""

from __future__ import annotations

import contextlib
import html
import json
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from durak import jsontext
from durak.settings import Settings
from durak.ui import analysis_picker as picker
from durak.ui.cards_svg import card_svg
from durak.ui.table_view import (
    ACTION_BY_NAME,
    button_faces,
    button_move,
    buttons,
    cover_targets,
    hand_order,
    lead_cards,
    tap_move,
)
from durak.ui.text import card_label, card_name, role_label, spoken_html, t

if TYPE_CHECKING:
    from durak.analysis import Board, EntryError
    from durak.bots.coach import Figures
    from durak.storage import Store

#: The localStorage key of the board being followed (a concern of its own: the game in
#: progress, the settings and the record keep theirs).
STORE_KEY = "durak.analysis"
STORE_VERSION = 1

#: Move kinds entered for another seat with a card (the picker opens), and without.
WITH_CARD = ("attack", "defend", "transfer", "show")
#: The order of an other seat's buttons.
KIND_ORDER = ("attack", "defend", "transfer", "show", "take", "pass", "nothing", "swap")


def saved_text(settings: Settings, board: Board | None, open_: bool) -> str:
    """The board as kept in ``localStorage`` (:data:`STORE_KEY`): the rules chosen, the
    board (``None``: none started) and whether the dialog was open."""
    data = {"v": STORE_VERSION, "settings": settings.to_dict(), "open": open_,
            "board": board.to_dict() if board is not None else None}  # fmt: skip
    return json.dumps(data, separators=(",", ":"))


def read_saved(text: str) -> tuple[Settings, Board | None, bool]:
    """:func:`saved_text`'s text back: ``(settings, board, open)``; ``ValueError`` (the
    core's ``EntryError`` is one) if it is broken."""
    from durak.analysis import Board

    try:
        data = jsontext.loads(text)
    except (TypeError, ValueError, RecursionError) as exc:
        raise ValueError(f"not JSON: {exc}") from None
    if not isinstance(data, dict) or data.get("v") != STORE_VERSION:
        raise ValueError("not a saved board of a known version")
    settings, _ = Settings.from_dict(
        data.get("settings") if isinstance(data.get("settings"), dict) else {}
    )
    raw = data.get("board")
    board = Board.from_dict(raw) if raw is not None else None
    return settings, board, data.get("open") is True


def load_saved(store: Store) -> tuple[tuple[Settings, Board | None, bool] | None, str | None]:
    """The board saved in ``store`` (:func:`read_saved`'s triple, or ``None``: none, or
    storage blocked) and the key of the notice to show, if any. A board that cannot be read
    (damaged, or one that no longer replays) is not thrown away: its text is kept under
    ``STORE_KEY + ".bad"`` (if it fits) before the key is cleared. A board saved by a newer
    version of the game is left where it is (:func:`write_saved` does not replace it), as
    storage leaves a newer game, settings or record.

    >>> from durak.storage import DictStore
    >>> store = DictStore({STORE_KEY: "{broken"})
    >>> load_saved(store), store.data
    ((None, 'analysis-broken-save'), {'durak.analysis.bad': '{broken'})
    >>> store = DictStore({STORE_KEY: '{"v": 9}'})
    >>> load_saved(store), store.data
    ((None, 'analysis-future-save'), {'durak.analysis': '{"v": 9}'})
    """
    try:
        text = store.get(STORE_KEY)
    except Exception:  # storage blocked: a board that is not kept
        return None, None
    if not text:
        return None, None
    if _newer(text):
        return None, "analysis-future-save"
    try:
        return read_saved(text), None
    except Exception:  # anything wrong in it (a board that does not replay: EntryError)
        with contextlib.suppress(Exception):  # full or blocked: it stays where it is
            store.set(STORE_KEY + ".bad", text)
            store.remove(STORE_KEY)
        return None, "analysis-broken-save"


def write_saved(store: Store, settings: Settings, board: Board | None, open_: bool) -> bool:
    """Keep the board in ``store`` (:func:`saved_text`), unless the board stored there was
    saved by a newer version of the game (then False: an older page, still cached, must
    not overwrite it). Storage errors (full, blocked) are raised.

    >>> from durak.storage import DictStore
    >>> store = DictStore({STORE_KEY: '{"v": 9}'})
    >>> write_saved(store, Settings(), None, False), store.data
    (False, {'durak.analysis': '{"v": 9}'})
    >>> write_saved(DictStore(), Settings(), None, False)
    True
    """
    if _newer(store.get(STORE_KEY) or ""):
        return False
    store.set(STORE_KEY, saved_text(settings, board, open_))
    return True


def _newer(text: str) -> bool:
    """Whether ``text`` is a board saved by a newer version than this one."""
    try:
        v = jsontext.loads(text).get("v")
    except (AttributeError, TypeError, ValueError, RecursionError):
        return False
    return type(v) is int and v > STORE_VERSION


def parse_action(action: str) -> tuple[str, ...]:
    """An ``an-`` action split into its verb and arguments (``()`` for another action)."""
    if not action.startswith("an-"):
        return ()
    verb, _, rest = action[3:].partition("-")
    if verb in ("opt",):
        seat, _, kind = rest.partition("-")
        return (verb, seat, kind)
    return (verb, rest) if rest else (verb,)


def seat_names(players: int, me: int) -> list[str]:
    """A name per seat: "You" at yours, "Player 2" ... at the others (numbered from 1 in
    the order of play).

    >>> seat_names(3, 1)
    ['Player 1', 'You', 'Player 3']
    """
    return [t("ui-you") if s == me else t("analysis-seat", number=s + 1) for s in range(players)]


def entry_message(err: EntryError, said: bool = False) -> str:
    """An impossible entry's message in the player's language, as a sentence of its own
    (the core's reasons start in lower case; ``said``: as a screen reader says it, the
    cards by name)."""
    text = _entry_text(err, said)
    return text[:1].upper() + text[1:]


def entry_said(err: EntryError) -> tuple[str, str]:
    """An impossible entry's message as shown ("8♥ …") and as said ("The eight of hearts …")."""
    return entry_message(err), entry_message(err, said=True)


def _entry_text(err: EntryError, said: bool = False) -> str:
    from durak.ui.text import language

    if callable(getattr(err, "message", None)):
        text = str(err.message(language(), said))  # EntryError, IllegalMove
        if text and text != getattr(err, "key", None):
            return text
    params: dict[str, Any] = {}
    for k, v in dict(getattr(err, "params", {}) or {}).items():
        if isinstance(v, str) and len(v) == 2 and v[1] in "SHDC":
            params[k] = card_label(v)
        elif isinstance(v, (list, tuple)):
            params[k] = " ".join(card_label(x) if isinstance(x, str) else str(x) for x in v)
        else:
            params[k] = v
    key = str(getattr(err, "key", "") or "")
    text = t(key, **params) if key else ""
    return str(err) if not text or text == key else text


@dataclass(frozen=True)
class Entering:
    """An other seat's move being entered: the ``kind`` pressed, the attack card it
    covers (``target``, for "defend"; ``None`` while it is being chosen)."""

    seat: int
    kind: str
    target: str | None = None


def option_press(seat: int, kind: str, table: list) -> tuple[str | None, Entering | None]:
    """What pressing an other seat's button does: a move to enter at once (take, pass,
    swap), or the card picker (a single open attack card is the cover's target).

    >>> option_press(1, "take", []), option_press(1, "defend", [("7H", None)])
    (('take', None), (None, Entering(seat=1, kind='defend', target='7H')))
    >>> option_press(1, "defend", [("7H", None), ("7S", None)])[1].target is None
    True
    """
    if kind not in WITH_CARD:
        return kind, None
    if kind == "defend":
        open_cards = [a for a, c in table if c is None]
        return None, Entering(seat, kind, open_cards[0] if len(open_cards) == 1 else None)
    return None, Entering(seat, kind)


def card_move(entering: Entering, card: str) -> str:
    """The move text of ``entering`` with ``card``: "attack 7H", "defend 7H 9H" ...

    >>> card_move(Entering(1, "defend", "7H"), "9H"), card_move(Entering(2, "show"), "7D")
    ('defend 7H 9H', 'show 7D')
    """
    if entering.kind == "defend":
        return f"defend {entering.target} {card}"
    return f"{entering.kind} {card}"


def option_label(kind: str, table: list) -> str:
    """An other seat's button: "Attack" (or "Throw in" once the bout has cards), "Cover",
    and the table's own words for the rest ("Take", "Pass" or "Beaten", ...)."""
    if kind == "attack":
        return t("analysis-throw-in" if table else "analysis-attack")
    if kind == "defend":
        return t("analysis-cover")
    if kind == "nothing":  # the engine's auto-pass: that seat had nothing to add
        return t("analysis-nothing")
    if kind == "pass":
        done = bool(table) and all(c is not None for _, c in table)
        return t("ui-beaten" if done else "ui-pass")
    return t(ACTION_BY_NAME[kind].label)


@dataclass
class FollowState:
    """The page's state around the board: the entry under way, your selected card, the
    cards you drew (chosen so far), the coach's figures (for ``version``), the message of
    the last impossible entry."""

    entering: Entering | None = None
    selected: str | None = None
    drawn: tuple[str, ...] = ()
    version: int = 0
    figures: tuple[int, Figures] | None = None
    error: str = ""

    def moved(self) -> FollowState:
        """After an entry (or undo): nothing under way, a new version."""
        return replace(self, entering=None, selected=None, drawn=(), version=self.version + 1,
                       error="")  # fmt: skip


def deciding(board: Board) -> bool:
    """Whether it is your decision now (the coach's figures are due)."""
    obs = board.observation()
    return (
        not board.needs_draw
        and board.seat in board.to_act
        and bool(obs.get("legal_moves"))
        and not obs.get("is_over")
    )


def own_hand(board: Board) -> list[str]:
    """Your hand as you know it: while the board waits for your draw, the observation's
    hand holds the core's guess of the drawn cards, left out here (your hand is the cards
    dealt to you, drawn before or picked up, that you still hold)."""
    hand = list(board.observation()["hand"])
    if not board.needs_draw:
        return hand
    mine = set(board.to_dict()["hand"]) | set(board.known_cards[board.seat])
    for seat, text in board.entries:
        if seat is None:
            mine.update(text.split()[1:])
    return [c for c in hand if c in mine]


def unseen(board: Board) -> set[str]:
    """Cards you may have drawn: not in your hand as you know it, not on the table, not
    in the discard pile, not known in another hand (the face-up trump card may be drawn
    last)."""
    obs = board.observation()
    seen = set(own_hand(board)) | set(obs.get("discard") or [])
    for a, c in obs["table"]:
        seen.add(a)
        if c:
            seen.add(c)
    for seat, cards in enumerate(board.known_cards):
        if seat != board.seat:
            seen.update(cards)
    return set(picker.deck_codes(board.rules.deck)) - seen


def _card(card: str, action: str = "", cls: str = "an-card", extra: str = "") -> str:
    """A face-up card: a button when it can be tapped (``action``), else an image."""
    name = html.escape(card_name(card))
    if action:
        return (
            f'<button type="button" class="{cls}" data-action="{html.escape(action)}" '
            f'aria-label="{name}"{extra}>{card_svg(card)}</button>'
        )
    return f'<span class="{cls}" role="img" aria-label="{name}">{card_svg(card)}</span>'


def status_line(board: Board, state: FollowState, names: list[str]) -> str:
    """Whose turn it is and what to enter."""
    obs = board.observation()
    if obs.get("is_over"):
        return t("analysis-over")
    if board.needs_draw:
        left = board.needs_draw - len(state.drawn)
        if left <= 0:  # not "0 more": what to do now
            return t("analysis-draw-done", done=t("analysis-done"))
        return t("analysis-draw", count=left)
    if state.entering is not None:
        e = state.entering
        if e.kind == "defend" and e.target is None:
            return t("analysis-which-target", player=names[e.seat])
        return t(f"analysis-pick-{e.kind}", player=names[e.seat])
    if deciding(board):
        return t("analysis-your-move")
    others = [s for s in board.to_act if s != board.seat]
    if others:
        return t("analysis-enter-move", player=names[others[0]])
    return ""


def seats_html(board: Board, names: list[str]) -> str:
    """Each seat: its name, its cards' count, its role, the cards known to be in it."""
    obs = board.observation()
    known = board.known_hands()
    rows = []
    for s, count in enumerate(obs["hand_sizes"]):
        role = ""
        if s in (obs.get("out") or []):
            role = "out"
        elif s == obs.get("attacker"):
            role = "attacker"
        elif s == obs.get("defender"):
            role = "defender"
        who = 0 if s == board.seat else 1
        role = role_label(role, who, names[s]) if role else ""
        if role and s == obs.get("defender") and obs.get("taking"):
            role += ", " + role_label("took", who, names[s])
        acting = s in board.to_act and not obs.get("is_over")
        cards = "" if s == board.seat else " ".join(card_label(c) for c in known[s])
        rows.append(
            f'<li class="an-seat{" acting" if acting else ""}{" me" if s == board.seat else ""}"'
            f' data-seat="{s}"><span class="an-name">{html.escape(names[s])}</span>'
            + (f' <span class="an-role">{html.escape(role)}</span>' if role else "")
            + f' · <span class="an-count">{html.escape(t("analysis-cards", count=count))}</span>'
            + (f' · <span class="an-known">{_known_html(known[s])}</span>' if cards else "")
            + "</li>"
        )
    return f'<ol class="an-seats">{"".join(rows)}</ol>'


def _known_html(cards: list[str]) -> str:
    """A seat's known cards: "known: 7♥ 8♠" to the eyes, said by name."""
    if len(cards) == 1:  # one card: Russian "известная карта", not "известны"
        shown, said = (
            t("analysis-known-one", card=cards[0]),
            t("analysis-known-one", said=True, card=cards[0]),
        )
    else:
        shown = t("analysis-known", cards=" ".join(card_label(c) for c in cards))
        said = t("analysis-known", said=True, cards=cards)
    return spoken_html(shown, said)


def middle_html(board: Board, state: FollowState) -> str:
    """The trump card and stock, the discard pile and the bout. An attack card is a
    button while a cover is being chosen for it (yours or an other seat's)."""
    obs = board.observation()
    legal = list(obs.get("legal_moves") or [])
    mine = cover_targets(legal, state.selected) if state.selected else []
    choosing = state.entering is not None and state.entering.kind == "defend"
    choosing = choosing and state.entering.target is None  # type: ignore[union-attr]
    pairs = []
    for a, c in obs["table"]:
        if c is None and a in mine:
            first = _card(a, f"an-cover-{a}", "an-card target")
        elif c is None and choosing:
            first = _card(a, f"an-target-{a}", "an-card target")
        else:
            first = _card(a)
        pairs.append(f'<span class="an-pair">{first}{_card(c) if c else ""}</span>')
    stock = obs.get("stock_count", 0)
    trump_card = obs.get("trump_card")
    info = [t("ui-trump", suit=t("suit-" + obs["trump"]))]
    info.append(t("ui-stock", count=stock) if stock else t("ui-stock-empty"))
    info.append(t("analysis-discard", count=len(obs.get("discard") or [])))
    trump = _card(trump_card, cls="an-card an-trump") if trump_card and stock else ""
    bout = "".join(pairs) or f'<span class="an-empty">{html.escape(t("analysis-no-bout"))}</span>'
    return (
        f'<div class="an-middle">{trump}<p class="an-info">{html.escape(" · ".join(info))}</p>'
        f'</div><div class="an-bout" role="group" aria-label="{html.escape(t("analysis-bout"))}">'
        f"{bout}</div>"
    )


def others_html(board: Board, state: FollowState, names: list[str]) -> str:
    """The buttons of each other seat whose turn it is, and the picker of the entry
    under way (its cards: those the board accepts for that move)."""
    obs = board.observation()
    if board.needs_draw or obs.get("is_over"):
        return ""
    table = obs["table"]
    out = []
    for s in board.to_act:
        if s == board.seat:
            continue
        kinds = sorted(
            board.options(s), key=lambda k: KIND_ORDER.index(k) if k in KIND_ORDER else 99
        )
        label = t("analysis-move-of", player=names[s])
        row = "".join(
            f'<button type="button" class="an-opt{" pressed" if _pressed(state, s, k) else ""}" '
            f'data-action="an-opt-{s}-{k}" aria-pressed="{"true" if _pressed(state, s, k) else "false"}">'
            f"{html.escape(option_label(k, table))}</button>"
            for k in kinds
        )
        out.append(
            f'<div class="an-other" role="group" aria-label="{html.escape(label)}">'
            f'<span class="an-who">{html.escape(names[s])}:</span>{row}</div>'
        )
    e = state.entering
    if e is not None and (e.kind != "defend" or e.target is not None):
        allowed = set(board.cards_for(e.seat, e.kind, e.target))
        title = t(f"analysis-pick-{e.kind}", player=names[e.seat])
        rows = picker.picker_rows(board.rules.deck, (), allowed=allowed)
        out.append(picker.picker_html(title, "an-pick-", rows))
        if set(board.cards_for(e.seat, e.kind, e.target, deduce=False)) - allowed:
            # the rules allow more than the picker offers: say why (a new player read the
            # greyed trumps as "a trump cannot beat a club here")
            note = t("analysis-ruled-out", player=names[e.seat])
            out.append(f'<p class="an-note">{html.escape(note)}</p>')
    return "".join(out)


def _pressed(state: FollowState, seat: int, kind: str) -> bool:
    return state.entering is not None and (state.entering.seat, state.entering.kind) == (seat, kind)


def mine_html(board: Board, state: FollowState) -> str:
    """Your hand (a card taps as at the table) and your action buttons while it is your
    decision; the draw picker after a bout in which you drew."""
    obs = board.observation()
    legal = list(obs.get("legal_moves") or []) if deciding(board) else []
    playable = set()
    for m in legal:
        kind, *cards = m.split()
        playable.update(cards[1:] if kind == "defend" else cards)
    hand = hand_order(own_hand(board), obs["trump"])
    names = buttons(obs, legal) if legal else []
    marks = figure_marks_now(state, names)
    cards = []
    for c in hand:
        cls = "an-card an-hand" + (" playable" if c in playable else " dimmed" if legal else "")
        cls += " selected" if c == state.selected else ""
        extra = ' aria-pressed="true"' if c == state.selected else ""
        extra += ' aria-disabled="true"' if legal and c not in playable else ""
        extra += _described(marks.get(c))
        card = _card(c, f"an-hand-{c}", cls, extra) if legal else _card(c, cls=cls)
        cards.append(_badged(card, marks.get(c)))
    label = html.escape(t("analysis-your-hand"))
    out = [
        f'<p class="pk-title an-caption" aria-hidden="true">{label}</p>'
        f'<div class="an-hand-row" role="group" aria-label="{label}">{"".join(cards)}</div>'
    ]
    if names:
        out.append(
            '<div class="an-actions">'
            + "".join(
                _badged(
                    f'<button type="button" class="action" data-action="an-act-{n}"'
                    f"{_described(marks.get(n))}>{html.escape(words)}</button>",
                    marks.get(n),
                )
                for n, _kind, words, _key in button_faces(names)
            )
            + "</div>"
        )
    if board.needs_draw:
        rows = picker.picker_rows(board.rules.deck, state.drawn, allowed=unseen(board))
        note = t("analysis-chosen", count=len(state.drawn), total=board.needs_draw)
        out.append(picker.picker_html(t("analysis-drew"), "an-draw-", rows, note))
        disabled = "" if len(state.drawn) == board.needs_draw else " disabled"
        out.append(
            f'<div class="an-actions"><button type="button" class="primary" '
            f'data-action="an-drawn"{disabled}>{html.escape(t("analysis-done"))}</button></div>'
        )
    return "".join(out)


def figure_marks_now(state: FollowState, names: list[str]) -> dict[str, Any]:
    """The coach's figure for each card and button, if its figures are for the position
    shown (``state.version``)."""
    from durak.ui.practice_board import figure_marks

    if state.figures is None or state.figures[0] != state.version:
        return {}
    return figure_marks(state.figures[1], names)


def _described(figure: Any) -> str:
    """The figure as the element's accessible description."""
    return f' aria-description="{html.escape(figure.description)}"' if figure else ""


def _badged(element: str, figure: Any) -> str:
    """``element`` with the coach's figure beside it (``aria-hidden``: it is described)."""
    if not figure:
        return element
    cls = "an-fig" + (" best" if figure.best else "")  # not the table's .coach-fig: it clears those
    return (
        f'<span class="an-badged">{element}<span class="{cls}" aria-hidden="true">'
        f"{html.escape(figure.label)}</span></span>"
    )


#: The buttons under the board on each screen: (action, label key, primary).
FOOTERS: dict[str, tuple[tuple[str, str, bool], ...]] = {
    "new": (("an-mode-setup", "analysis-setup", False), ("an-close", "analysis-back", False),
            ("an-start", "analysis-start", True)),
    "follow": (("an-undo", "analysis-undo", False), ("an-new", "analysis-new", False),
               ("an-close", "analysis-back", True)),
    "setup": (("an-share", "analysis-share", False), ("an-coach", "analysis-coach", False),
              ("an-play", "ui-play-from-here", False), ("an-new", "analysis-follow", False),
              ("an-close", "analysis-back", True)),
}  # fmt: skip


def footer_html(mode: str, can_undo: bool = True) -> str:
    """The buttons under the board (Undo disabled at the start of a board).

    >>> "an-undo" in footer_html("follow"), "disabled" in footer_html("follow", False)
    (True, True)
    """
    out = []
    for action, key, primary in FOOTERS[mode]:
        off = " disabled" if action == "an-undo" and not can_undo else ""
        cls = ' class="primary"' if primary else ""
        out.append(
            f'<button type="button"{cls} data-action="{action}"{off}>{html.escape(t(key))}</button>'
        )
    return "".join(out)


def own_tap(board: Board, state: FollowState, card: str) -> tuple[str | None, str | None]:
    """A tap on a card of your hand: ``(move, None)`` or ``(None, card to select)``."""
    legal = list(board.observation().get("legal_moves") or [])
    move, select = tap_move(legal, card, state.selected)
    if move is None and select is None and f"show {card}" in legal:
        return f"show {card}", None
    return move, (None if select == state.selected else select)


def own_button(board: Board, state: FollowState, name: str) -> str | None:
    """The move one of your action buttons stands for: a lead button's cards, else the
    legal move of the action, with the selected card if it has one (see
    :func:`~durak.ui.table_view.button_move`)."""
    obs = board.observation()
    legal = list(obs.get("legal_moves") or [])
    cards = lead_cards(name)
    if cards:
        move = "attack " + " ".join(cards)
        return move if move in legal else None
    action = ACTION_BY_NAME.get(name)
    if action is None:
        return None
    return button_move(legal, action, (state.selected,), obs["trump"])


def follow_html(board: Board, state: FollowState, names: list[str]) -> str:
    """The whole board while it follows a game."""
    return (
        seats_html(board, names)
        + middle_html(board, state)
        + f'<div class="an-entry">{others_html(board, state, names)}</div>'
        + f'<div class="an-mine">{mine_html(board, state)}</div>'
    )


def coach_summary(figures: Figures, said: bool = False) -> str:
    """The coach's best move in words, for the status line under the board (``said``: as
    a screen reader says it, the cards by name)."""
    from durak.ui.practice_view import figure_label

    if not figures.moves:
        return ""
    best = figures.best
    move = describe_move(best.move, said)
    return t("analysis-coach-best", move=move, figure=figure_label(best))


def coach_moves(figures: Figures, seat: int, names: list[str], said: bool = False) -> str:
    """The coach's figures for every move of ``seat`` in a position set up by hand:
    "Your moves, as the coach sees them: cover 7♥ with 9♥ (60%); take (40%)." (``said``:
    the cards by name)."""
    from durak.ui.practice_view import figure_label

    moves = "; ".join(f"{describe_move(f.move, said)} ({figure_label(f)})" for f in figures.moves)
    if seat == 0:
        return t("analysis-coach-mine", moves=moves)
    player = names[seat] if 0 <= seat < len(names) else t("analysis-seat", number=seat + 1)
    return t("analysis-coach-for", player=player, moves=moves)


def coach_html(
    figures: Figures | None, seat: int | None = None, names: list[str] | None = None
) -> str:
    """The coach's line as HTML (``""`` without figures): the best move (or, with ``seat``,
    every move of that seat's) with the cards' labels shown and their names said."""
    if figures is None:
        return ""
    if seat is None:
        return spoken_html(coach_summary(figures), coach_summary(figures, True))
    names = names or []
    return spoken_html(coach_moves(figures, seat, names), coach_moves(figures, seat, names, True))


def describe_move(move: str, said: bool = False) -> str:
    """A move in words: "cover 7♥ with 9♥", "take" ... (``said``: as a screen reader
    says it, the cards by name).

    >>> describe_move("defend 7H 9H"), describe_move("attack 7H 7S", said=True)
    ('cover 7♥ with 9♥', 'play the seven of hearts and the seven of spades')
    """
    kind, *cards = move.split()
    if kind == "defend":
        return t("analysis-do-defend", said=said, target=cards[0], card=cards[1])
    if kind in ("attack", "transfer", "show"):
        return t(f"analysis-do-{kind}", said=said, cards=cards)
    return t(f"analysis-do-{kind}")


__all__ = [
    "STORE_KEY",
    "Entering",
    "FollowState",
    "card_move",
    "coach_html",
    "coach_moves",
    "coach_summary",
    "deciding",
    "describe_move",
    "entry_message",
    "entry_said",
    "follow_html",
    "footer_html",
    "option_label",
    "option_press",
    "own_button",
    "own_tap",
    "parse_action",
    "read_saved",
    "saved_text",
    "seat_names",
    "status_line",
    "unseen",
]  # fmt: skip
