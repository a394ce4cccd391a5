"""The review screen (issue 15), pure: which position a key or button shows, the board at
a position with every hand face up, the log beside it, the coach's verdict on your move,
the summary line, and which buttons are usable.

>>> review_target("ArrowRight", 0, 5), review_target("End", 0, 5), review_target("x", 2, 5)
(1, 4, None)
>>> review_target("ArrowLeft", 0, 5), review_target("Home", 3, 5)
(0, 0)
"""

from __future__ import annotations

import html

from durak.bots.coach import VERDICTS
from durak.bots.hint import REASONS, reason
from durak.game import Game
from durak.session import log
from durak.session.review import Decision, Review, describe
from durak.ui.cards_svg import card_svg
from durak.ui.keys import hand_target
from durak.ui.practice_board import STEP_BUTTONS, STEP_BY_ACTION, button_for
from durak.ui.practice_view import move_words, percent, verdict_label
from durak.ui.table_view import buttons, hand_order
from durak.ui.text import card_name, role_label, sentence, spoken_html, t

#: Keys of the review: a step back or forth, the deal or the last position.
REVIEW_KEYS: dict[str, int | str] = {"ArrowLeft": -1, "ArrowRight": 1, "Home": "first",
                                     "End": "last"}  # fmt: skip


def review_target(key: object, index: int, count: int) -> int | None:
    """The position (0: the deal .. ``count - 1``: the end) that ``key`` moves to from
    ``index``, or ``None`` if the key is not one of :data:`REVIEW_KEYS`."""
    step = REVIEW_KEYS.get(key) if isinstance(key, str) else None
    return None if step is None else step_target(step, index, count)


def step_target(step: int | str, index: int, count: int, review: Review | None = None) -> int:
    """The position a step (``-1``, ``1``, ``"first"``, ``"last"``, ``"turning"``: the
    summary's turning point, once ``review`` is judged) moves to, within the game."""
    if step == "turning":
        target = turning_index(review) if review is not None else None
    else:
        target = hand_target(step, index, count)
    return index if target is None else target


def turning_index(review: Review) -> int | None:
    """The position of the summary's turning point, the choice as you faced it (where its
    verdict is shown, and "Play from here" lets you make it again), once every decision is
    judged; ``None`` if there is none."""
    point = review.summary().turning_point if review.done else None
    return None if point is None else point.index


def enabled_steps(index: int, count: int, review: Review | None = None) -> dict[str, bool]:
    """Which step buttons do something at ``index``.

    >>> enabled_steps(0, 3)  # doctest: +NORMALIZE_WHITESPACE
    {'review-first': False, 'review-prev': False, 'review-next': True, 'review-last': True,
     'review-turning': False}
    """
    return {
        name: step_target(step, index, count, review) != index for name, step, _ in STEP_BUTTONS
    }


def can_play_from(review: Review, index: int) -> bool:
    """ "Play from here" is possible at ``index``: the game goes on from there."""
    return not review.positions[index].is_over


def position_title(index: int, count: int) -> str:
    """ "The deal", or "After move 12 of 58" (the move that led here; a verdict shown here
    is on the next move, 13, when it is yours)."""
    return t("review-deal") if index == 0 else t("review-move", number=index, total=count - 1)


def decision_line(review: Review, index: int, said: bool = False) -> str:
    """The coach's verdict on your move from position ``index``, if the next move was yours
    (with the better move and why), "judging…" while it is not known yet, else ``""``
    (``said``: as a screen reader says it, the cards by name). Shown where the choice was
    made: after the move, a finished bout was gone from the board and the hand had drawn,
    so the choice could not be seen (a learner's play-through)."""
    if index >= len(review.moves) or review.moves[index][0] != review.seat:
        return ""
    d = review.decision_at(index)
    if d is None:
        return t("review-judging", done=len(review.decisions), total=len(review.indices))
    why = better_reason(review, d)
    obs = review.positions[index].observation(review.seat)
    shown = buttons(obs, obs["legal_moves"])  # "Beaten" or "Pass", as the table said it
    return verdict_text(d, said, shown) + (" " + t("review-why", reason=t(why)) if why else "")


#: The hint's reasons a review gives for the better move: those a player can act on (not
#: the sampled deals' odds, nor "the only move", which a better move never is, nor a lost
#: position's).
TEACHING_REASONS = frozenset(REASONS) - {"hint-best-odds", "hint-known-odds", "hint-only-move",
                                          "hint-lost-anyway"}  # fmt: skip


def better_reason(review: Review, d: Decision) -> str | None:
    """Why the coach's better move is better, as a hint would say it (a message key), when
    that is a reason a player can act on; else ``None`` (a learner's play-through: "Blunder
    — your move: pass (0%). Better: play A♦ (97%)." said nothing of why). No solver runs
    here (the page's thread, at each step: up to 0.8 s a position in CPython, a review):
    the coach's exact figures already say when the better move wins the endgame."""
    if d.better is None:
        return None
    obs = review.position(d.index).observation(review.seat)
    if d.exact and d.best_chance >= 1.0 and obs["stock_count"] == 0:
        return "hint-endgame"
    why = reason(obs, d.better, solve=False)
    return why if why in TEACHING_REASONS else None


def decision_html(review: Review, index: int) -> str:
    """:func:`decision_line` as HTML: the cards' labels shown ("8♥"), their names said."""
    return spoken_html(decision_line(review, index), decision_line(review, index, said=True))


def move_named(move: str, shown: list[str], said: bool = False) -> str:
    """A move in the review's words: a move of cards as :func:`describe` says it, a move of
    none as pressing its button among those the table ``shown`` ("press “Beaten”": the
    review said "pass" where the table's button said "Beaten", a learner's play-through).

    >>> move_named("pass", ["beaten"]), move_named("take", []), move_named("attack 7S", [])
    ('press “Beaten”', 'take', 'play 7♠')
    """
    kind = move.split()[0]
    button = button_for(kind, shown) if move == kind else None
    return move_words(move, button, said) if button else describe(move, said)


def figure_words(chance: float, exact: bool) -> str:
    """A move's figure in a verdict: "63%", or in a solved endgame "won", "lost" or "draw"
    as the table's figures said it ("Won"; the review said "100%", a learner).

    >>> figure_words(0.634, False), figure_words(1.0, True), figure_words(0.5, True)
    ('63%', 'won', 'draw')
    """
    verdict = VERDICTS.get(chance) if exact else None
    return t(f"review-{verdict}") if verdict else t("coach-percent", percent=percent(chance))


def verdict_text(d: Decision, said: bool = False, shown: list[str] | None = None) -> str:
    """One judged decision in words: your move (its number in the game), its chance and
    verdict, the better move (``shown``: the table's buttons there, for moves of no cards)."""
    shown = shown or []
    verdict = verdict_label("forced" if d.forced else d.verdict)
    move = move_named(d.move, shown, said)
    mine, best = d.solved  # each move's own figure, exact or not, as the table labels it
    line = t("review-next-move", move=move, figure=figure_words(d.chance, mine),
             verdict=verdict, number=d.index + 1)  # fmt: skip
    better = d.better
    if better is not None:
        chance = figure_words(d.best_chance, best)
        # "Good" is a drop too small for the figures to tell: "Perhaps better" (a learner
        # who followed the hint read "Good … Better: …" as the hint being wrong)
        key = "review-perhaps-better" if d.verdict == "good" else "review-better"
        line += " " + t(key, move=f"{move_named(better, shown, said)} ({chance})")
    if percent(d.best_chance) == 0:  # "Best … (0%)" read as a contradiction (a learner)
        line += " " + t("review-lost-anyway")
    if d.longer and not d.exact:  # figures off the table's (a learner's play-through)
        line += " " + t("review-longer")
    return line


def summary_line(review: Review, said: bool = False) -> str:
    """The summary once every decision is judged, else how far the coach is."""
    if not review.done:
        return t("review-judging", done=len(review.decisions), total=len(review.indices))
    summary = review.summary()
    tp = summary.turning_point
    if tp is None:
        return summary.line(said)
    obs = review.positions[tp.index].observation(review.seat)
    shown = buttons(obs, obs["legal_moves"])  # "press “Beaten”", as its verdict line says
    return summary.line(said, lambda move: move_named(move, shown, said))


def summary_html(review: Review) -> str:
    """:func:`summary_line` as HTML: the cards' labels shown, their names said."""
    return spoken_html(summary_line(review), summary_line(review, said=True))


def _log_entries(review: Review, index: int) -> list[log.Entry]:
    """The log's entries up to position ``index`` (at the end: how the game ended)."""
    entries = review.entries(index)
    game = review.positions[index]
    if game.is_over:
        entries.append(log.Entry("end", (("losers", tuple(game.losers)),)))
    return entries


def log_lines(review: Review, index: int, names: list[str], said: bool = False) -> list[str]:
    """The game log up to position ``index`` in the current language (at the end: how the
    game ended; ``said``: as a screen reader says it, the cards by name)."""
    teams = review.positions[0].teams is not None
    return [line for e in _log_entries(review, index) for line in log.words(e, names, teams, said)]


def log_html(review: Review, index: int, names: list[str]) -> list[str]:
    """:func:`log_lines` as HTML, a line each: the cards' labels shown, their names said."""
    return [line for _, line in log_items(review, index, names)]


def log_items(review: Review, index: int, names: list[str]) -> list[tuple[int | None, str]]:
    """:func:`log_html`'s lines, each with the number of its move (as in "After move 12 of 58"
    and the summary's turning point: :func:`~durak.session.log.numbered`), ``None`` for
    the other lines."""
    teams = review.positions[0].teams is not None
    entries = _log_entries(review, index)
    shown = log.numbered(entries, names, teams)
    said = log.numbered(entries, names, teams, said=True)
    if len(said) != len(shown):  # never seen: then the written lines alone
        said = shown
    return [(n, spoken_html(a, b)) for (n, a), (_, b) in zip(shown, said, strict=True)]


def log_list_html(review: Review, index: int, names: list[str]) -> str:
    """:func:`log_items` as the list's items: a move's first line numbered as the title
    numbers it (``value``), its other lines notes (``rv-note``)."""
    return "".join(
        f'<li class="rv-note">{line}</li>'
        if number is None
        else f'<li value="{number}">{line}</li>'
        for number, line in log_items(review, index, names)
    )


def where_said(review: Review, index: int, names: list[str]) -> str:
    """What a screen reader hears on a step: the position and what that move did ("Move
    12 of 58: Anya attacks with the six of spades"), escaped. Stepping said the number
    alone, and the move stood at the end of a long list (a keyboard play-through).

    >>> from durak import Game, Rules
    >>> g = Game.new(Rules(), seed=3)
    >>> _ = g.play(1, g.legal_moves(1)[0])
    >>> where_said(Review(g, 0, 1, 0.01), 1, ["You", "Anya"])
    'After move 1 of 1: Anya attacks with the eight of clubs.'
    """
    title = position_title(index, len(review.positions))
    if index == 0:
        return html.escape(title)
    teams = review.positions[0].teams is not None
    items = log.numbered(_log_entries(review, index), names, teams, said=True)
    at = next((k for k, (number, _) in enumerate(items) if number == index), len(items))
    said = " ".join(sentence(line) for _, line in items[at:])
    return html.escape(f"{title}: {said}" if said else title)


def _cards(cards: list[str], cls: str = "rv-card") -> str:
    return "".join(
        f'<span class="{cls}" role="img" aria-label="{html.escape(card_name(c))}">'
        f"{card_svg(c)}</span>"
        for c in cards
    )


def board_html(game: Game, names: list[str]) -> str:
    """The position with every hand face up: each seat's name and cards (the one to act
    marked), the bout, the trump and the stock. All text escaped."""
    acting = game.to_act[0] if game.to_act and not game.is_over else None
    seats = []
    for s in range(game.n):
        role = ""  # worded as the table's badges: "You defend", "Вы отбиваетесь"
        if s in game.out:
            role = role_label("out", s, names[s])
        elif s == game.attacker:
            role = role_label("attacker", s, names[s])
        elif s == game.defender:
            role = role_label("defender", s, names[s])
        hand = hand_order(list(game.hands[s]), game.trump)
        cls = "rv-seat" + (" acting" if s == acting else "")
        seats.append(
            f'<li class="{cls}" data-seat="{s}"><span class="rv-name">{html.escape(names[s])}'
            f'</span> <span class="rv-role">{html.escape(role)}</span>'
            f'<span class="rv-hand">{_cards(hand)}</span></li>'
        )
    pairs = "".join(
        f'<span class="rv-pair">{_cards([a] + ([c] if c else []))}</span>' for a, c in game.table
    )
    left = len(game.stock)
    stock = t("ui-stock", count=left) if left else t("ui-stock-empty")
    info = f"{t('ui-trump', suit=t('suit-' + game.trump))} · {stock}"
    return (
        f'<ol class="rv-seats">{"".join(seats)}</ol>'
        # the bout under its name, as a seat's hand (a row of cards alone read as a hand)
        f'<div class="rv-table"><span class="rv-name">{html.escape(t("ui-table"))}</span>'
        f'<div class="rv-bout">{pairs}</div></div><p class="rv-info">{html.escape(info)}</p>'
    )


__all__ = ["REVIEW_KEYS", "STEP_BUTTONS", "STEP_BY_ACTION", "board_html", "can_play_from",
           "decision_html", "decision_line", "enabled_steps", "log_html", "log_items", "log_lines",
           "log_list_html", "position_title", "review_target", "step_target", "summary_html",
           "summary_line", "turning_index", "verdict_text", "where_said"]  # fmt: skip
