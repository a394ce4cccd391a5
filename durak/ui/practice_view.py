"""Words of the practice tools (issue 15), pure: the hint's line, the coach's figure on a
card or button and its description, a review verdict.

>>> from durak.bots.coach import MoveFigure
>>> figure_label(MoveFigure("take", 0.634, 40)), figure_label(MoveFigure("take", 1.0, 0, True))
('63%', 'Won with best play')
>>> figure_description(MoveFigure("take", 0.634, 40))
'63% chance not to be the durak.'
>>> hint_line("hint-take"), verdict_label("blunder")
('Taking costs less than covering.', 'Blunder')
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from durak.bots.coach import MoveFigure
from durak.ui.text import sentence, spoken_html, t

if TYPE_CHECKING:
    from durak.ui.practice_board import CoachNote


def move_words(move: str, button: str | None = None, said: bool = False) -> str:
    """A hinted move in words; a move of no cards as pressing the ``button`` that makes it
    ('press “Beaten”', not "pass": the button's own word). ``said``: as a screen reader
    says it, the cards by name.

    >>> move_words("defend 7H 9H"), move_words("pass", "beaten")
    ('cover 7♥ with 9♥', 'press “Beaten”')
    >>> move_words("defend 7H 9H", said=True)
    'cover the seven of hearts with the nine of hearts'
    """
    from durak.ui.analysis_view import describe_move
    from durak.ui.table_view import ACTION_BY_NAME

    if button in ACTION_BY_NAME and len(move.split()) == 1:
        return t("ui-hint-press", button=t(ACTION_BY_NAME[button].label))
    return describe_move(move, said)


#: Reasons that speak of the hint's own play-outs: beside a coach's note they give way to
#: one sentence that says why the two differ (:func:`note_text`).
ODDS_REASONS = frozenset({"hint-best-odds", "hint-known-odds"})


def hint_text(
    move: str,
    reason: str,
    button: str | None = None,
    said: bool = False,
    note: CoachNote | None = None,
    note_button: str | None = None,
) -> str:
    """The hint under the table: the move in words (the marks on the table show it too,
    but not to a screen reader, nor to someone who cannot tell the marks), then why, and
    the coach's ``note`` when its figures favour another move (:func:`note_text`;
    ``note_button``: the button that move presses).

    >>> hint_text("defend 7H 9H", "hint-cheapest-cover")
    'Hint: cover 7♥ with 9♥. The cheapest cover.'
    >>> hint_text("pass", "hint-only-move", "beaten")
    'Hint: press “Beaten”. It is the only move you have.'
    """
    why, after = _why(reason, note, note_button, said)
    line = t("ui-hint-line", move=move_words(move, button, said), reason=why)
    return f"{line} {after}" if after else line


def _why(
    reason: str, note: CoachNote | None, note_button: str | None, said: bool
) -> tuple[str, str]:
    """The hint's reason and the coach's note after it (``""``: none); beside the hint's
    own odds, one sentence says both (:func:`note_text`)."""
    if note is None:
        return hint_line(reason), ""
    if reason in ODDS_REASONS:
        return note_text(note, note_button, said, reason=reason), ""
    return hint_line(reason), note_text(note, note_button, said)


def note_figure(f: MoveFigure) -> str:
    """A figure inside a sentence: "87%", or "won with best play" once exact.

    >>> note_figure(MoveFigure("take", 0.87, 9)), note_figure(MoveFigure("take", 0.0, 0, True))
    ('87%', 'lost with best play')
    """
    label = figure_label(f)
    return label[:1].lower() + label[1:] if f.verdict is not None else label


def note_text(
    note: CoachNote,
    button: str | None = None,
    said: bool = False,
    short: bool = False,
    reason: str | None = None,
) -> str:
    """The coach's note on a hint (:func:`durak.ui.practice_board.coach_note`) in words:
    the move its figures favour (``button``: the button it presses) and both figures (a
    card shows the best of the moves that play it, so the hinted move's own may show on
    no card). Beside a hint whose ``reason`` was its own play-outs' odds, one
    sentence says both (the hint's "this move most often keeps you from being the durak"
    beside a higher figure read as a contradiction, a learner's play-through). ``short``:
    a phone's line, the favoured move and its figure.

    >>> from durak.ui.practice_board import CoachNote
    >>> n = CoachNote(MoveFigure("defend KS KH", 0.87, 156), MoveFigure("take", 0.69, 156))
    >>> note_text(n)
    "The coach's figures favour another move: cover K♠ with K♥, 87% against 69%."
    >>> note_text(n, short=True)
    "The coach's best: cover K♠ with K♥, 87%."
    >>> note_text(n, reason="hint-best-odds")  # doctest: +NORMALIZE_WHITESPACE
    "In the hint's own play-outs this move did best; the coach's figures favour another:
    cover K♠ with K♥, 87% against 69%."
    """
    key = "hint-coach-short" if short else "hint-coach-higher"
    if not short and reason in ODDS_REASONS:
        key = "hint-odds-coach"
    return t(key, move=move_words(note.best.move, button, said), best=note_figure(note.best),
             this=note_figure(note.this))  # fmt: skip


#: Stand for the move's words and the reason while the hint's line is cut (see
#: :func:`hint_html`).
_MOVE, _REASON = "\x00", "\x01"


#: The longest reasons take a shorter form in a phone's hint line: "hint-best-odds",
#: the most frequent, ran to four lines below 390 px in Russian and Finnish (below 375 px
#: in every language) and was cut off.  Wide screens and screen readers keep the
#: whole reason.
SHORT_REASONS = {
    "hint-best-odds": "hint-best-odds-short",
    "hint-known-odds": "hint-best-odds-short",
    "hint-last-cards": "hint-last-cards-short",
    "hint-lost-anyway": "hint-lost-anyway-short",  # a phone showed the move alone (a player)
}
#: A phone's hint line names the move and then its (short) reason only within this many
#: characters: longer, the move alone. Measured in the page at 320x568 in every language:
#: lines of 74 characters and more ran past the message's three lines in Russian.
PHONE_HINT_MAX = 72


def hint_html(
    move: str,
    reason: str,
    button: str | None = None,
    note: CoachNote | None = None,
    note_button: str | None = None,
) -> str:
    """:func:`hint_text` as HTML for the message line: after the head ("Hint: "), the move's
    words, the reason and the coach's note in a ``span.hint-move``, then the phone's line in
    a ``span.hint-short`` hidden from screen readers. A wide screen shows the first and
    never the second; a narrow one keeps the first for screen readers only and shows the
    second: the move's words and the note's short form, or else the reason's short form
    (:data:`SHORT_REASONS`), or the move alone, whichever first fits the line's three lines
    (:data:`PHONE_HINT_MAX`). A new player's play-through: the phone's line gave the reason
    alone ("Hint: the cheapest cover."), and the move's marks on the table were easy to
    miss.

    The move's cards are read by name (:func:`spoken_html`).

    >>> hint_html("take", "hint-only-move")  # doctest: +NORMALIZE_WHITESPACE
    'Hint: <span class="hint-move">take. It is the only move you have.</span><span
    class="hint-short" aria-hidden="true">take. It is the only move you have.</span>'
    >>> hint_html("defend TD TS", "hint-best-odds").rpartition('aria-hidden="true">')[2]
    'cover 10♦ with 10♠.</span>'
    """
    line = t("ui-hint-line", move=_MOVE, reason=_REASON)
    head, _, rest = line.partition(_MOVE)
    between, cut, tail = rest.partition(_REASON)
    if not cut or _REASON in head:  # a catalog's line of another shape: plain
        shown = hint_text(move, reason, button, False, note, note_button)
        return spoken_html(shown, hint_text(move, reason, button, True, note, note_button))
    why, after = _why(reason, note, note_button, False)
    heard_why, heard_after = _why(reason, note, note_button, True)
    words = move_words(move, button)
    shown, heard = words + between, move_words(move, button, True) + between
    said = spoken_html(shown, heard) + spoken_html(why + tail, heard_why + tail)
    if after:
        said += " " + spoken_html(after, heard_after)
    odds = note is not None and reason in ODDS_REASONS  # (its short form would contradict)
    phones = [] if odds else [t(SHORT_REASONS.get(reason, reason))]
    if note is not None:
        phones.insert(0, note_text(note, note_button, short=True))
    for short in phones:
        phone = words + between + short + tail
        if len(head + phone) <= PHONE_HINT_MAX:
            break
    else:
        phone = words + between.rstrip()
    return (
        f'{html.escape(head)}<span class="hint-move">{said}</span>'
        f'<span class="hint-short" aria-hidden="true">{html.escape(phone)}</span>'
    )


def percent(chance: float) -> int:
    """A chance as a whole percentage (0..100).

    >>> percent(0.0), percent(0.995), percent(1.0)
    (0, 100, 100)
    """
    return max(0, min(100, round(chance * 100)))


def figure_label(f: MoveFigure) -> str:
    """What the coach shows on or beside a card or button: a percentage, or once exact
    "Won with best play" / "Lost with best play" / "Draw with best play"."""
    if f.verdict is not None:
        return t(f"coach-{f.verdict}")
    return t("coach-percent", percent=percent(f.chance))


def figure_description(f: MoveFigure) -> str:
    """The figure as a sentence with its full stop (the card's accessible description, not
    its name; read after the card's own note, "In your hand.", which has one too).

    >>> figure_description(MoveFigure("take", 1.0, 0, True))
    'Won with best play.'
    """
    if f.verdict is not None:
        return sentence(t(f"coach-{f.verdict}"))
    return sentence(t("coach-chance", percent=percent(f.chance)))


def hint_line(reason: str) -> str:
    """The hint's one line: why the move is good (a key of
    :data:`durak.bots.hint.REASONS`)."""
    return t(reason)


def verdict_label(verdict: str) -> str:
    """A review verdict in words (best, good, inaccuracy, mistake, blunder, or ``forced``)."""
    return t(f"review-{verdict}")
