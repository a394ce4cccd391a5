"""What the practice tools (issue 15) show at the table, pure: the Hint and Take back
buttons, which elements a hint marks, the coach's figure on each card and button, the
budgets of the worker's calls.

>>> [a.name for a in TOOLS], [a.key for a in TOOLS]
(['hint', 'take-back'], ['H', 'U'])
>>> tools_shown(your_turn=True, over=False, can_take_back=False)
['hint']
>>> hint_marks("defend 8H QH", ["take"])
Marks(cards=('QH',), targets=('8H',), button=None)
>>> hint_marks("pass", ["take", "beaten"])
Marks(cards=(), targets=(), button='beaten')
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass
from itertools import pairwise
from typing import TYPE_CHECKING

from durak.ui.table_view import Action, lead_button
from durak.ui.text import t

if TYPE_CHECKING:  # the coach is imported when its figures are shown (a light start-up)
    from durak.bots.coach import Figures, MoveFigure

#: The practice buttons beside the action buttons (``move`` unused: no legal move shows them).
TOOLS: tuple[Action, ...] = (
    Action("hint", "ui-hint", "H", ""),
    Action("take-back", "ui-take-back", "U", ""),
)
TOOL_BY_NAME: dict[str, Action] = {a.name: a for a in TOOLS}
#: What a practice button shows when the row is too narrow for its word (the word stays
#: its accessible name and tooltip).
TOOL_GLYPHS: dict[str, str] = {"hint": "?", "take-back": "↶"}
#: Room (px) kept between the action buttons, the practice buttons and the row's edges
#: (``.action-row`` in the style sheet: 0.5rem of padding each side, 1rem before the tools,
#: so that the two groups read as two).
ROW_MARGIN = 32.0


def css_px(value: str) -> float:
    """A computed CSS length in pixels (``"8px"`` → 8.0); ``"normal"`` or nothing → 0.

    >>> css_px("8px"), css_px("normal"), css_px("")
    (8.0, 0.0, 0.0)
    """
    try:
        return float(value.removesuffix("px"))
    except ValueError:
        return 0.0


def compact_tools(actions_width: float, tools_width: float, row_width: float) -> bool:
    """Whether the practice buttons show their glyphs rather than their words: the action
    buttons and the worded practice buttons do not fit side by side in the row (a row not
    laid out, 0 px wide, has glyphs until it is).

    >>> compact_tools(180, 150, 390), compact_tools(220, 210, 390), compact_tools(0, 250, 390)
    (False, True, False)
    >>> compact_tools(0, 0, 0)
    True
    """
    return actions_width + tools_width + ROW_MARGIN > row_width


def tool_title(label: str, note: str, *, compact: bool) -> str:
    """A practice button's tooltip: the practice note (``""``: none), after its word when
    the button shows only its glyph.

    >>> tool_title("Hint", "", compact=False), tool_title("Hint", "", compact=True)
    ('', 'Hint')
    >>> tool_title("Hint", "Practice.", compact=False), tool_title("Hint", "Practice.", compact=True)
    ('Practice.', 'Hint — Practice.')
    """
    if not compact:
        return note
    return f"{label} — {note}" if note else label


def tool_titles(labels: list[str], note: str, *, compact: bool) -> list[str]:
    """The practice buttons' tooltips, in the row's order (``labels``: their words): the
    practice note on the first button only. A screen reader reads a tooltip as the button's
    description, and Hint and Take back side by side said the same long warning twice.

    >>> tool_titles(["Hint", "Take back"], "Practice.", compact=False)
    ['Practice.', '']
    >>> tool_titles(["Hint", "Take back"], "Practice.", compact=True)
    ['Hint — Practice.', 'Take back']
    >>> tool_titles(["Take back"], "Practice.", compact=False), tool_titles(["Hint"], "", compact=False)
    (['Practice.'], [''])
    """
    return [tool_title(label, "" if i else note, compact=compact) for i, label in enumerate(labels)]


def tool_attributes(
    labels: list[str], note: str, short: str, *, compact: bool
) -> list[dict[str, str]]:
    """Each practice button's attributes, in the row's order (``""``: remove it): its name
    (``aria-label``) when it shows only its glyph, its tooltip (:func:`tool_titles`), and
    ``short``, the note's short form, as what a screen reader reads after its name: the
    whole note, read as the tooltip at every focus of Hint, was a paragraph each time.

    >>> tool_attributes(["Hint", "Take back"], "Long note.", "Short.", compact=True)[0]
    {'aria-label': 'Hint', 'title': 'Hint — Long note.', 'aria-description': 'Short.'}
    >>> tool_attributes(["Hint"], "", "Short.", compact=False)
    [{'aria-label': '', 'title': '', 'aria-description': ''}]
    """
    titles = tool_titles(labels, note, compact=compact)
    return [
        {
            "aria-label": label if compact else "",  # named by its word, hidden or not
            "title": title,
            "aria-description": short if note and not i else "",
        }
        for i, (label, title) in enumerate(zip(labels, titles, strict=True))
    ]


#: The review's step buttons (``data-action``, also the element's id), what each does and
#: its label key (the screen itself is :mod:`durak.ui.review_view`).
STEP_BUTTONS: tuple[tuple[str, int | str, str], ...] = (
    ("review-first", "first", "review-first"),
    ("review-prev", -1, "review-prev"),
    ("review-next", 1, "review-next"),
    ("review-last", "last", "review-last"),
    # to the summary's turning point (it named "move 11" and could not be clicked: a new
    # player pressed Next eleven times)
    ("review-turning", "turning", "review-turning"),
)
STEP_BY_ACTION: dict[str, int | str] = {name: step for name, step, _ in STEP_BUTTONS}

#: Seconds of worker time: the hint (``None``: the hard bot's own budget), and the coach's
#: first and final figures as ``(budget, wall-clock limit)`` (issue 15: first figures within
#: 0.5 s, final within 2 s).
HINT_BUDGET: float | None = None
COACH_STEPS: tuple[tuple[float, float], ...] = ((0.1, 0.5), (0.4, 1.5))
#: Small budgets for quick runs (the browser tests ask for them).
QUICK_HINT_BUDGET = 0.05
QUICK_COACH_STEPS: tuple[tuple[float, float], ...] = ((0.02, 0.2), (0.05, 0.4))
QUICK_REVIEW_BUDGET = 0.01
#: Times a hint is asked for one decision of yours: a bot's move while the worker thinks
#: leaves its answer for a gone position, and it is asked again for the new one.
HINT_TRIES = 3
#: Decisions the worker judges per review call (the review shows progress between calls).
REVIEW_CHUNK = 3
#: The coach's tries at a position's first figures (a failed or late worker call is tried
#: again after :data:`COACH_RETRY_S` while the position stands), and the seconds a call may
#: take beyond its wall-clock limit (the worker may first finish a bot's move).
COACH_TRIES = 3
COACH_RETRY_S = 1.0
COACH_MARGIN_S = 10.0


def coach_steps(quick: bool) -> tuple[tuple[float, float], ...]:
    """The coach's calls as ``(budget, wall-clock limit)``: quick ones for the browser
    tests, else :data:`COACH_STEPS` (the table's, the analysis board's and the review's
    start from the same).

    >>> coach_steps(False) == COACH_STEPS, [b for b, _ in coach_steps(True)]
    (True, [0.02, 0.05])
    """
    return QUICK_COACH_STEPS if quick else COACH_STEPS


def coach_wait(limit: float) -> float:
    """Seconds the page waits for one coach call with wall-clock ``limit`` before it
    counts the call as failed.

    >>> coach_wait(0.5)
    10.5
    """
    return limit + COACH_MARGIN_S


def tools_html(shown: list[str], labels: list[str]) -> str:
    """The practice buttons' markup: each its word, its glyph (shown instead on a narrow
    row) and its key; ``labels`` are the words in the player's language (escaped here).

    >>> tools_html(["hint"], ["Hint"])  # doctest: +NORMALIZE_WHITESPACE
    '<button type="button" class="action tool tool-hint" id="btn-hint" data-action="hint"
    aria-keyshortcuts="H"><span class="tool-word">Hint</span><span class="tool-glyph"
    aria-hidden="true">?</span><kbd aria-hidden="true">H</kbd></button>'
    """
    out = []
    for name, label in zip(shown, labels, strict=True):
        key = TOOL_BY_NAME[name].key
        out.append(
            f'<button type="button" class="action tool tool-{name}" id="btn-{name}" '
            f'data-action="{name}" aria-keyshortcuts="{key}">'  # #btn-<action>: the key handler
            f'<span class="tool-word">{html.escape(label)}</span>'
            f'<span class="tool-glyph" aria-hidden="true">{TOOL_GLYPHS[name]}</span>'
            f'<kbd aria-hidden="true">{key}</kbd></button>'
        )
    return "".join(out)


def tools_shown(*, your_turn: bool, over: bool, can_take_back: bool) -> list[str]:
    """The practice buttons shown at the table now: Hint when you have a decision to make,
    Take back when there is one of yours to go back to (a finished game has its own in
    the end dialog).

    >>> tools_shown(your_turn=False, over=True, can_take_back=True)
    []
    """
    if over:
        return []
    return (["hint"] if your_turn else []) + (["take-back"] if can_take_back else [])


def coach_due(on: bool, deciding: bool, version: int, have: tuple[int | None, ...]) -> bool:
    """Whether to ask the coach now: it is on, you have a decision to make, and the
    position (``version``) is neither being worked on nor has its figures (``have``: the
    versions of the coach's work in progress and of the figures shown).

    >>> coach_due(True, True, 7, (None, 6)), coach_due(True, True, 7, (7, None))
    (True, False)
    >>> coach_due(False, True, 7, (None, None)), coach_due(True, False, 7, (None, None))
    (False, False)
    """
    return on and deciding and version not in have


def hint_again(
    shown: tuple[int, object] | None, asking: bool, version: int, decision: Callable[[], object]
) -> bool | None:
    """Whether to ask the hint again by itself, once a bot has moved under one shown
    (``shown``: the version it was for and the decision it was asked at): ``True`` while
    the decision is still the same as now (``decision()``, asked only then: it lists your
    legal moves), ``False`` when it is not (the hint is let go); ``None`` while there is
    nothing to decide (no hint shown, one being asked, or the same position). A
    play-through: you threw in, pressed H, the hint showed for a moment, the bot covered
    and it was gone, and Enter played the card it had marked, with no advice for the new
    position.

    >>> hint_again((7, (1, 3)), False, 8, lambda: (1, 3))  # a bot covered: the same decision
    True
    >>> hint_again((7, (1, 3)), False, 9, lambda: (1, 4))  # you moved: let it go
    False
    >>> hint_again((7, (1, 3)), False, 7, lambda: (1, 3)), hint_again(None, False, 8, tuple)
    (None, None)
    >>> hint_again((7, (1, 3)), True, 8, lambda: (1, 3))
    """
    if shown is None or asking or shown[0] == version:
        return None
    return shown[1] == decision()


#: The narrowest strip of a fanned hand card (px) that a figure fits across; narrower, it
#: runs up the card's left edge.
FIGURE_ACROSS = 40.0


def figures_run_up(places: list[tuple[float, float, float]]) -> bool:
    """Whether the figures on your hand's cards (their resting ``places``, left to right)
    must run up the cards' left edges: the visible strip of each card is too narrow.

    >>> figures_run_up([(0, 0, 0), (49, 0, 0)]), figures_run_up([(0, 0, 0), (28, 0, 0)])
    (False, True)
    >>> figures_run_up([(0, 0, 0)])
    False
    """
    steps = [b[0] - a[0] for a, b in pairwise(places)]
    return bool(steps) and min(steps) < FIGURE_ACROSS


@dataclass(frozen=True)
class Marks:
    """What a hint marks: ``cards`` of your hand to play, ``targets`` (attack cards on the
    table to cover) and the ``button`` to press (an action name shown now), if any."""

    cards: tuple[str, ...] = ()
    targets: tuple[str, ...] = ()
    button: str | None = None


def button_for(kind: str, buttons: list[str]) -> str | None:
    """The action button a move of ``kind`` presses among those shown (``pass`` is shown
    as "Beaten" when the bout would end)."""
    if kind == "pass":
        return next((b for b in ("beaten", "pass") if b in buttons), None)
    return kind if kind in buttons else None


def hint_marks(move: str, buttons: list[str]) -> Marks:
    """The elements the hinted ``move`` marks: the card(s) to play (and, for a cover, the
    card it covers), or the button to press (a shown trump: the "Show trump" button).

    >>> hint_marks("attack 9H 9C", []), hint_marks("show 8H", ["show", "take"]).button
    (Marks(cards=('9H', '9C'), targets=(), button=None), 'show')
    >>> hint_marks("attack 9H 9C", ["lead-9H-9C"]).button
    'lead-9H-9C'
    """
    kind, *cards = move.split()
    if kind == "defend":
        return Marks(cards=(cards[1],), targets=(cards[0],))
    if kind == "attack" and len(cards) > 1 and lead_button(cards) in buttons:
        return Marks(button=lead_button(cards))  # several at once: their button
    if kind in ("attack", "transfer"):
        return Marks(cards=tuple(cards))
    return Marks(button=button_for(kind, buttons))


@dataclass(frozen=True)
class CoachNote:
    """What the coach's figures, on the table beside a hint, say of the hinted move when
    another move's figure is higher: ``best`` (the best figure) and ``this`` (the hinted
    move's). A learner's play-through: the hint said its move "most often keeps you from
    being the durak" while the coach's best figure stood on another card (in 270
    decisions of medium games the hint's move was below the coach's best in 105, by more
    than 1.5 standard errors in 34). A second play-through: a note that judged the gap
    ("about as good") called 53% against 44% so; the note now gives the figures alone."""

    best: MoveFigure
    this: MoveFigure


#: The smallest gap (in shown percentage points) a coach's note names beside a hint's own
#: reason of play ("the cheapest cover" beside "62% against 61%" made the rule look wrong
#: over a point of sampling, a learner's play-through); beside the hint's own odds any gap
#: is named (its "most often" beside a higher figure read as a contradiction).
NOTE_MIN_POINTS = 3


def coach_note(
    move: str, figures: Figures, buttons: list[str], reason: str | None = None
) -> CoachNote | None:
    """The coach's note on the hinted ``move``: the best figure among the moves you can
    make on the table (a card's tap or a shown button: ``buttons``; a lead of some of your
    cards of a rank with no button of its own is left out, as the table shows no figure
    for it), if it is higher than the hinted move's as shown (rounded), by at least
    :data:`NOTE_MIN_POINTS` beside a ``reason`` of play; ``None`` when the hinted move's is
    the best, or it is not among the figures.

    >>> from durak.bots.coach import Figures, MoveFigure
    >>> f = Figures(0, (MoveFigure("take", 0.69, 156), MoveFigure("defend KS KH", 0.87, 156),
    ...                 MoveFigure("defend KS AH", 0.86, 156)))
    >>> coach_note("take", f, ["take"]).best.move, coach_note("defend KS KH", f, ["take"])
    ('defend KS KH', None)
    >>> coach_note("pass", f, ["take"]) is None
    True
    >>> f = Figures(0, (MoveFigure("take", 0.672, 99), MoveFigure("defend KS KH", 0.667, 99)))
    >>> coach_note("defend KS KH", f, ["take"]) is None  # both "67%"
    True
    >>> f = Figures(0, (MoveFigure("take", 0.62, 99), MoveFigure("defend KS KH", 0.61, 99)))
    >>> coach_note("defend KS KH", f, ["take"], "hint-cheapest-cover") is None
    True
    >>> coach_note("defend KS KH", f, ["take"], "hint-best-odds").best.move
    'take'
    >>> f = Figures(0, (MoveFigure("attack 6S 6H 6D", 0.61, 90),
    ...                 MoveFigure("attack 6S 6H", 0.70, 90), MoveFigure("attack 7C", 0.5, 90)))
    >>> coach_note("attack 6S 6H 6D", f, ["lead-6S-6H-6D"]) is None
    True
    """
    try:
        this = figures.figure(move)
    except KeyError:
        return None
    from durak.ui.practice_view import ODDS_REASONS, figure_label, percent

    shown = [f for f in figures.moves if playable(f.move, buttons)]
    if not shown:
        return None
    best = max(shown, key=lambda f: f.chance)
    if best.chance <= this.chance + 1e-9 or figure_label(best) == figure_label(this):
        return None  # ("69% against 69%" read as a contradiction: a review of the change)
    gap = percent(best.chance) - percent(this.chance)
    exact = best.exact or this.exact
    if reason not in ODDS_REASONS and not exact and gap < NOTE_MIN_POINTS:
        return None
    return CoachNote(best, this)


def figure_keys(move: str, buttons: list[str]) -> list[str]:
    """What you tap to make ``move`` and where its figure shows: the card a cover plays,
    the cards of a lead or transfer of one card, the button of a lead of several cards
    (none if it has no button among ``buttons``: a lead of some of your cards of a rank),
    or the button of a move of no cards (and of a shown trump).

    >>> figure_keys("defend 8S 9S", []), figure_keys("attack 6S 6H", ["lead-6S-6H-6D"])
    (['9S'], [])
    >>> figure_keys("pass", ["beaten"]), figure_keys("show 8H", ["show"])
    (['beaten'], ['show'])
    """
    kind, *cards = move.split()
    if kind == "defend":
        return cards[1:]
    if kind == "attack" and len(cards) > 1:  # several at once: their button, if shown
        return [lead_button(cards)] if lead_button(cards) in buttons else []
    if kind in ("attack", "transfer"):
        return cards
    name = button_for(kind, buttons)  # take, pass, swap, show: a button
    return [name] if name else []


def playable(move: str, buttons: list[str]) -> bool:
    """Whether the table plays ``move`` by a tap or a button (:func:`figure_keys`).

    >>> playable("attack 6S 6H", ["lead-6S-6H-6D"]), playable("attack 6S", [])
    (False, True)
    >>> playable("pass", ["beaten"]), playable("take", ["beaten"])
    (True, False)
    """
    return bool(figure_keys(move, buttons))


@dataclass(frozen=True)
class Figure:
    """The coach's figure on one card or button: ``label`` (shown on it, "63%" or "Won
    with best play"), ``description`` (its accessible description) and ``best`` (the best
    figure of the position)."""

    label: str
    description: str
    best: bool = False


def hint_replaces_prompt(selected: str | None) -> bool:
    """Whether the hint's line takes the status line's place: not while a card you chose
    waits for its target ("Now choose the card that J♣ will cover" says what to do next; the
    hint's marks stay on the table).

    >>> hint_replaces_prompt(None), hint_replaces_prompt("JC")
    (True, False)
    """
    return selected is None


def short_label(f: MoveFigure) -> str:
    """The figure as it fits on a card's visible strip: "63%", or "Won" / "Lost" / "Draw"
    in a solved position (the description says "Won with best play").

    >>> from durak.bots.coach import MoveFigure
    >>> short_label(MoveFigure("take", 0.634)), short_label(MoveFigure("take", 0.0, 0, True))
    ('63%', 'Lost')
    """
    from durak.ui.practice_view import figure_label

    verdict = f.verdict
    return t(f"coach-{verdict}-short") if verdict is not None else figure_label(f)


def figure_marks(figures: Figures, buttons: list[str]) -> dict[str, Figure]:
    """The coach's figure for each thing you would tap: card codes of your hand and the
    names of the shown action buttons.

    >>> from durak.bots.coach import Figures, MoveFigure
    >>> f = Figures(0, (MoveFigure("attack 9H", 0.4), MoveFigure("pass", 0.6)))
    >>> {k: (v.label, v.best) for k, v in figure_marks(f, ["beaten"]).items()}
    {'9H': ('40%', False), 'beaten': ('60%', True)}
    >>> f = Figures(0, (MoveFigure("defend 8S 9S", 0.5), MoveFigure("show 8H", 0.7),
    ...                 MoveFigure("transfer 8H", 0.2), MoveFigure("take", 0.1)))
    >>> {k: v.label for k, v in figure_marks(f, ["show", "transfer", "take"]).items()}
    {'9S': '50%', 'show': '70%', '8H': '20%', 'take': '10%'}

    A card's figure is what a tap on it does (it plays that card alone); playing several at
    once is its button's:

    >>> f = Figures(0, (MoveFigure("attack 9H", 0.4), MoveFigure("attack 9H 9C", 0.6)))
    >>> {k: v.label for k, v in figure_marks(f, ["lead-9H-9C"]).items()}
    {'9H': '40%', 'lead-9H-9C': '60%'}

    The best mark goes to the best figure shown, and to each that reads the same: a lead
    with no button shows none (a play-through: no figure on the table was gold, the best
    being two of three sixes):

    >>> f = Figures(0, (MoveFigure("attack 6S 6H", 0.7), MoveFigure("attack 6S", 0.5),
    ...                 MoveFigure("attack 6S 6H 6D", 0.6)))
    >>> {k: v.best for k, v in figure_marks(f, ["lead-6S-6H-6D"]).items()}
    {'6S': False, 'lead-6S-6H-6D': True}
    >>> f = Figures(0, (MoveFigure("attack 6S", 0.604), MoveFigure("attack 7C", 0.598)))
    >>> {k: v.best for k, v in figure_marks(f, []).items()}
    {'6S': True, '7C': True}
    """
    from durak.ui.practice_view import figure_description

    best: dict[str, MoveFigure] = {}
    for f in figures.moves:
        for key in figure_keys(f.move, buttons):
            if key not in best or f.chance > best[key].chance:
                best[key] = f
    if not best:
        return {}
    # the best you can play here, and each that reads the same (a tie as shown: each gold)
    top = short_label(max(best.values(), key=lambda f: f.chance))
    return {k: Figure(short_label(f), figure_description(f), short_label(f) == top)
            for k, f in best.items()}  # fmt: skip


__all__ = [
    "COACH_MARGIN_S",
    "COACH_RETRY_S",
    "COACH_STEPS",
    "COACH_TRIES",
    "FIGURE_ACROSS",
    "HINT_BUDGET",
    "HINT_TRIES",
    "NOTE_MIN_POINTS",
    "QUICK_COACH_STEPS",
    "QUICK_HINT_BUDGET",
    "QUICK_REVIEW_BUDGET",
    "REVIEW_CHUNK",
    "TOOLS",
    "TOOL_BY_NAME",
    "CoachNote",
    "Figure",
    "Marks",
    "button_for",
    "coach_due",
    "coach_note",
    "coach_steps",
    "coach_wait",
    "compact_tools",
    "css_px",
    "figure_keys",
    "figure_marks",
    "figures_run_up",
    "hint_marks",
    "playable",
    "short_label",
    "tool_attributes",
    "tool_title",
    "tool_titles",
    "tools_html",
    "tools_shown",
]  # fmt: skip
