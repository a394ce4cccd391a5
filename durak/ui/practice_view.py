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

from durak.bots.coach import MoveFigure
from durak.ui.text import sentence, spoken_html, t


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


def hint_text(move: str, reason: str, button: str | None = None, said: bool = False) -> str:
    """The hint under the table: the move in words (the marks on the table show it too,
    but not to a screen reader, nor to someone who cannot tell the marks), then why.

    >>> hint_text("defend 7H 9H", "hint-cheapest-cover")
    'Hint: cover 7♥ with 9♥. The cheapest cover.'
    >>> hint_text("pass", "hint-only-move", "beaten")
    'Hint: press “Beaten”. It is the only move you have.'
    """
    return t("ui-hint-line", move=move_words(move, button, said), reason=hint_line(reason))


#: Stand for the move's words and the reason while the hint's line is cut (see
#: :func:`hint_html`).
_MOVE, _REASON = "\x00", "\x01"


#: The two longest reasons take a shorter form in a phone's hint line: "hint-best-odds",
#: the most frequent, ran to four lines below 390 px in Russian and Finnish (below 375 px
#: in every language) and was cut off.  Wide screens and screen readers keep the
#: whole reason.
SHORT_REASONS = {
    "hint-best-odds": "hint-best-odds-short",
    "hint-known-odds": "hint-best-odds-short",
    "hint-last-cards": "hint-last-cards-short",
}
#: A phone's hint line names the move and then its (short) reason only within this many
#: characters: longer, the move alone. Measured in the page at 320x568 in every language:
#: lines of 74 characters and more ran past the message's three lines in Russian.
PHONE_HINT_MAX = 72


def hint_html(move: str, reason: str, button: str | None = None) -> str:
    """:func:`hint_text` as HTML for the message line: after the head ("Hint: "), the move's
    words and the reason in a ``span.hint-move``, then the phone's line in a
    ``span.hint-short`` hidden from screen readers. A wide screen shows the first and never
    the second; a narrow one keeps the first for screen readers only and shows the second:
    the move's words and the reason in its short form (:data:`SHORT_REASONS`), or the
    move alone when both would not fit the line's three lines (:data:`PHONE_HINT_MAX`). A
    new player's play-through: the phone's line gave the reason alone ("Hint: the cheapest
    cover."), and the move's marks on the table were easy to miss.

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
        return spoken_html(hint_text(move, reason, button), hint_text(move, reason, button, True))
    why = hint_line(reason)
    words = move_words(move, button)
    shown, heard = words + between, move_words(move, button, True) + between
    said = spoken_html(shown, heard) + html.escape(why + tail)
    phone = words + between + t(SHORT_REASONS.get(reason, reason)) + tail
    if len(head + phone) > PHONE_HINT_MAX:
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
