"""The page's practice decisions in CPython (issue 15): what a hint marks, the coach's
figure on every legal card and button, the Hint and Take back buttons and keys, and the
review screen (keys, face-up board, log, verdict lines, Play from here)."""

from __future__ import annotations

import random
import re

import pytest

from durak import Game, Rules
from durak.bots.coach import Coach
from durak.bots.hint import hint
from durak.i18n import LANGUAGES, translate
from durak.session import log
from durak.session.review import Review
from durak.ui import practice_board as board
from durak.ui import review_view as rv
from durak.ui.dialogs import DIALOGS
from durak.ui.keys import key_command
from durak.ui.table_view import buttons, playable_cards
from durak.ui.text import card_name, set_language, t


def finished_game(seed: int = 4, players: int = 2) -> Game:
    g = Game.new(Rules(players=players), seed=seed)
    rng = random.Random(seed)
    while not g.is_over:
        s = g.to_act[0]
        g.play(s, rng.choice(g.legal_moves(s)))
    return g


def decisions(seed: int = 4, count: int = 6):
    """Positions of seat 0's decisions in a random game, with their observations."""
    g = Game.new(Rules(), seed=seed)
    rng = random.Random(seed)
    out = []
    while not g.is_over and len(out) < count:
        s = g.to_act[0]
        if s == 0:
            out.append(g.observation(0))
        g.play(s, rng.choice(g.legal_moves(s)))
    return out


def test_the_keys_h_and_u_press_hint_and_take_back():
    assert key_command("h", None) == ("press", "hint")
    assert key_command("U", None) == ("press", "take-back")
    assert key_command("р", None, code="KeyH") == ("press", "hint")  # a Russian keyboard
    assert key_command("h", None, dialog="review") is None  # the review's keys are its own


def test_the_tools_show_only_while_they_can_act():
    assert board.tools_shown(your_turn=True, over=False, can_take_back=True) == [
        "hint",
        "take-back",
    ]
    assert board.tools_shown(your_turn=False, over=False, can_take_back=True) == ["take-back"]
    assert board.tools_shown(your_turn=False, over=False, can_take_back=False) == []


def test_the_practice_warning_is_said_once_in_the_row():
    """Hint and Take back each had the long practice note as their tooltip, so a screen
    reader heard it twice in a row (a play-through): the first button shown has it."""
    note = "Taking a move back … makes this a practice game."
    for shown in (["hint", "take-back"], ["take-back"], ["hint"]):
        labels = [board.TOOL_BY_NAME[name].label for name in shown]
        for compact in (False, True):
            titles = board.tool_titles(labels, note, compact=compact)
            assert [note in title for title in titles] == [True] + [False] * (len(shown) - 1)
            assert (
                all(label in title for label, title in zip(labels, titles, strict=True)) == compact
            )
    # once the game is a practice game there is no note: the words alone, when compact
    assert board.tool_titles(["Hint", "Take back"], "", compact=False) == ["", ""]
    assert board.tool_titles(["Hint", "Take back"], "", compact=True) == ["Hint", "Take back"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_screen_reader_hears_the_practice_warnings_short_form(lang):
    """A screen-reader play-through: the whole note, the first button's tooltip, was read
    as its description at every focus of Hint. Its short form is read instead (the
    tooltip keeps the whole note for a pointer); none once the game is practice."""
    note, short = translate("ui-practice-note", lang), translate("ui-practice-note-short", lang)
    assert len(short) * 2 < len(note), (lang, short)
    labels = [translate("ui-hint", lang), translate("ui-take-back", lang)]
    for compact in (False, True):
        first, second = board.tool_attributes(labels, note, short, compact=compact)
        assert first["aria-description"] == short and note in first["title"]
        assert second["aria-description"] == "" and note not in second["title"]
        assert [first["aria-label"], second["aria-label"]] == (labels if compact else ["", ""])
        for attrs in board.tool_attributes(labels, "", short, compact=compact):
            assert attrs["aria-description"] == ""


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_hint_marks_something_you_can_press_or_tap(seed):
    for obs in decisions(seed):
        h = hint(obs, seed, 0.02)
        shown = buttons(obs, obs["legal_moves"])
        marks = board.hint_marks(h.move, shown)
        playable = playable_cards(obs["legal_moves"])
        table = {a for a, _ in obs["table"]}
        assert marks.cards or marks.button, h.move
        assert set(marks.cards) <= playable
        assert set(marks.targets) <= table
        assert marks.button is None or marks.button in shown


@pytest.mark.parametrize("seed", [1, 5])
def test_the_coach_puts_a_figure_on_every_legal_card_and_button(seed):
    for obs in decisions(seed, 4):
        figures = Coach(obs, seed).step(0.02)
        shown = buttons(obs, obs["legal_moves"])
        marks = board.figure_marks(figures, shown)
        for key in playable_cards(obs["legal_moves"]) | set(shown) - {"transfer"}:
            assert key in marks, (key, obs["legal_moves"])
        for figure in marks.values():
            assert re.fullmatch(r"\d{1,3}%|Won|Lost|Draw", figure.label), figure.label
            assert "durak" in figure.description or "best play" in figure.description
        assert any(f.best for f in marks.values())


def test_a_solved_figure_says_won_lost_or_draw():
    g = Game.from_setup(Rules(), [["6S", "7S", "AH", "9D"], ["8H", "TS", "6D"]], trump="H",
                        first_attacker=0)  # fmt: skip
    figures = Coach(g.observation(0), 1).step(0.05)
    assert figures.exact
    marks = board.figure_marks(figures, buttons(g.observation(0), g.legal_moves(0)))
    assert {m.label for m in marks.values()} <= {"Won", "Lost", "Draw"}
    assert all(m.description.endswith("with best play.") for m in marks.values())


def test_the_review_is_a_dialog_like_the_others():
    d = DIALOGS["review"]
    assert (d.close, d.escape) == ("close-review", True)
    assert key_command("Escape", None, dialog="review") == ("close", "close-review")


def test_review_keys_step_through_the_whole_game():
    count = 40
    i = 0
    for _ in range(count + 3):
        i = rv.review_target("ArrowRight", i, count)
    assert i == count - 1
    assert rv.review_target("Home", i, count) == 0
    assert rv.review_target("End", 0, count) == count - 1
    assert rv.review_target("ArrowLeft", 0, count) == 0
    assert rv.enabled_steps(count - 1, count)["review-next"] is False


def test_the_review_board_shows_every_hand_face_up():
    g = finished_game()
    r = Review(g, 0, 1, 0.01)
    for i in (0, 5, len(r.positions) // 2):
        html = rv.board_html(r.position(i), ["You", "Anya"])
        pos = r.position(i)
        for hand in pos.hands:
            for card in hand:
                assert f'aria-label="{card_name(card)}"' in html
        assert html.count('class="rv-card"') == sum(map(len, pos.hands)) + sum(
            1 + (c is not None) for _, c in pos.table
        )
    assert "<script" not in rv.board_html(r.position(0), ["<script>", "Anya"])


@pytest.mark.parametrize(
    ("lang", "you", "anya"),
    [("en", "defender", "attacker"), ("ru", "отбиваетесь", "ходит"), ("cs", "bráníte se", "útočí")],
)
def test_the_review_board_words_your_role_as_the_table_does(lang, you, anya):
    # a play-through: the Russian review read "Вы отбивается" ("you defends")
    g = next(g for seed in range(20) if (g := Game.new(Rules(), seed=seed)).attacker == 1)
    set_language(lang)
    try:
        html = rv.board_html(g, [t("ui-you"), "Anya"])
        assert re.findall(r'<span class="rv-role">([^<]*)</span>', html) == [you, anya]
    finally:
        set_language("en")


def test_the_review_log_verdicts_and_summary():
    g = finished_game()
    r = Review(g, 0, 1, 0.01)
    last = len(r.positions) - 1
    assert rv.position_title(0, len(r.positions)) == "The deal"
    assert rv.position_title(last, len(r.positions)) == f"After move {last} of {last}"
    names = ["You", "Anya"]
    assert rv.log_lines(r, last, names)[-1] == (
        "You are the durak!" if g.losers == [0] else rv.log_lines(r, last, names)[-1]
    )
    assert len(rv.log_lines(r, 3, names)) < len(rv.log_lines(r, last, names))
    mine = r.indices[0]
    assert rv.decision_line(r, mine).startswith("The coach is judging")
    assert rv.summary_line(r).startswith("The coach is judging")
    r.run()
    for i in range(len(r.positions)):
        line = rv.decision_line(r, i)  # at the position where you chose (a play-through)
        if i < len(r.moves) and r.moves[i][0] == 0:
            assert re.match(
                rf"(Best|Good|Inaccuracy|Mistake|Blunder|Only move) — your next move \({i + 1}\): ",
                line,
            ), line
            d = r.decision_at(i)
            assert ("Better: " in line) == (d.better is not None and d.verdict != "good")
            assert ("Perhaps better: " in line) == (d.verdict == "good")
        else:
            assert line == ""
    assert rv.summary_line(r) == r.summary().line()
    assert rv.can_play_from(r, 0) and not rv.can_play_from(r, last)


def test_the_review_names_a_move_of_no_cards_by_the_tables_button():
    """A learner's play-through: the review said "pass" where the table's button had said
    "Beaten" (the bout then ends); it now says "press “Beaten”", as the hint does."""
    from durak.ui.table_view import buttons

    seen = set()
    for seed in range(1, 6):
        g = finished_game(seed)
        r = Review(g, 0, 1, 0.01)
        r.run()
        for d in r.decisions:
            obs = r.positions[d.index].observation(0)
            line = rv.decision_line(r, d.index)
            for move in (d.move, d.better):
                if move in ("pass", "take"):
                    word = {"pass": "beaten" if "beaten" in buttons(obs, obs["legal_moves"])
                            else "pass", "take": "take"}[move]  # fmt: skip
                    label = {"beaten": "Beaten", "pass": "Pass", "take": "Take"}[word]
                    assert f"press “{label}” (" in line, line
                    seen.add(word)
    assert {"beaten", "take"} <= seen, seen
    # and so does the summary's turning point
    from dataclasses import replace

    d = next(d for d in r.decisions if d.move in ("pass", "take") and not d.forced)
    r.decisions = [replace(e, verdict="blunder" if e is d else "best") for e in r.decisions]
    assert r.summary().turning_point.index == d.index
    assert "press “" in rv.summary_line(r) and "press “" not in r.summary().line()


def test_a_lost_position_says_so_rather_than_best_at_zero():
    """A learner's play-through: "Best — your next move (38): cover J♠ with 9♥ (0%)." read
    as a contradiction; the line now says that every move loses from there."""
    from durak.session.review import Decision

    lost = Decision(37, "defend JS 9H", 0.0, "defend JS 9H", 0.0, "best", exact=True)
    line = rv.verdict_text(lost)
    assert line.startswith("Best — your next move (38): ") and "(lost)" in line
    # (and yet you may win: a learner won from such a position, the bot went wrong)
    assert line.endswith(" Every move loses from here, unless the other side goes wrong."), line
    alive = Decision(37, "defend JS 9H", 0.2, "take", 0.6, "blunder")
    assert "Every move loses" not in rv.verdict_text(alive)


def test_a_solved_endgames_figures_read_as_the_tables_do():
    """A learner's play-through: the review said "(100%)" where the table's figure said
    "Won"; a solved endgame's figures are words in the review too."""
    from durak.session.review import Decision

    won = Decision(30, "attack 9S 9C", 1.0, "attack 9S 9C", 1.0, "best", exact=True)
    assert rv.verdict_text(won) == "Best — your next move (31): play 9♠ 9♣ (won)."
    drawn = Decision(30, "attack 9S 9H", 0.5, "attack 9S 9C", 1.0, "blunder", exact=True)
    assert rv.verdict_text(drawn).endswith("(draw). Better: play 9♠ 9♣ (won).")
    sampled = Decision(30, "attack 9S 9H", 1.0, "attack 9S 9H", 1.0, "best")
    assert rv.verdict_text(sampled).endswith("(100%).")  # sampled deals: a percentage
    # each move's own figure, as the table labels it: "(won)" beside another's "(64%)"
    # (a learner read "(won)", "(100%)", "(won)" on three moves of one solved endgame)
    mixed = Decision(30, "attack 9S 9H", 0.64, "attack 9S 9C", 1.0, "blunder",
                     solved=(False, True))  # fmt: skip
    assert rv.verdict_text(mixed).endswith("(64%). Better: play 9♠ 9♣ (won).")
    assert Decision.from_dict(mixed.to_dict()) == mixed
    set_language("ru")
    try:
        assert "(выигрыш)" in rv.verdict_text(won)
    finally:
        set_language("en")


def test_the_review_says_why_the_better_move_is_better_when_a_hint_would():
    """A learner's play-through: "Blunder — your move: pass (0%). Better: play A♦ (97%)."
    said nothing of why, where a hint gives a reason. The review now adds the hint's reason
    for the better move when it is one a player can act on (not the sampled odds). It runs
    no solver (the page's thread): the coach's exact figures stand for the endgame's proof,
    checked here against the solver's own reason."""
    from durak.bots.endgame import UNKNOWN, solve_observation
    from durak.bots.hint import reason

    seen = set()
    for seed in range(4, 14):
        r = Review(finished_game(seed), 0, 1, 0.01)
        r.run()
        for i in range(len(r.moves)):
            d = r.decision_at(i) if r.moves[i][0] == 0 else None
            if d is None or d.better is None:
                continue
            obs = r.position(d.index).observation(0)
            why = rv.better_reason(r, d)
            line = rv.decision_line(r, i)
            if why is None:
                assert line.endswith(("%).", "(won).", "(draw).")), line
                assert reason(obs, d.better, solve=False) not in rv.TEACHING_REASONS
                continue
            assert line.endswith("). Why: " + translate(why, "en")), line
            if why == "hint-endgame":  # the solver proves the position a win (the coach,
                sol = solve_observation(obs, 400_000)  # that the better move keeps it)
                assert sol is not None and sol.loser not in (UNKNOWN, None, 0), (seed, i, d)
            else:
                assert why == reason(obs, d.better, solve=False), (seed, i, d)
            seen.add(why)
    assert len(seen) >= 3 and "hint-endgame" in seen, seen


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", ["cover the ", " with the ", "play the "]), ("ru", ["побить ", "сыграть "])],
)
def test_the_review_is_read_with_the_cards_names(lang, words):
    """A screen-reader play-through: the review's log, the verdict (a live region) and the
    summary were read "8 black heart suit" (Russian "В♠" as the preposition "в"). The eyes
    still see the labels; a screen reader hears the names, declined."""
    from durak.ui import text as ui_text

    ui_text.set_language(lang)
    try:
        g = finished_game()
        r = Review(g, 0, 1, 0.01)
        r.run()
        last = len(r.positions) - 1
        said, shown = [], []
        parts = [*rv.log_html(r, last, ["You", "Anya"]), rv.summary_html(r)]
        parts += [rv.decision_html(r, i) for i in range(last)]
        for part in parts:
            said += re.findall(r'<span class="sr-only">(.*?)</span>', part)
            shown += re.findall(r'<span aria-hidden="true">(.*?)</span>', part)
            if "<span" not in part:  # no card in it: one plain text for both
                assert not set("♠♥♦♣") & set(part), part
        heard = " ".join(said)
        assert said and not set("♠♥♦♣") & set(heard), heard
        assert set("♠♥♦♣") & set(" ".join(shown))
        for w in words:
            assert w in heard, (w, heard)
        assert len(rv.log_html(r, last, ["You", "Anya"])) == len(
            rv.log_lines(r, last, ["You", "Anya"])
        )
    finally:
        ui_text.set_language("en")


def test_the_page_has_the_practice_markup():
    from pathlib import Path

    index = (Path(__file__).resolve().parents[1] / "index.html").read_text()
    for name, _step, label in rv.STEP_BUTTONS:  # the step buttons the review greys out
        assert f'id="{name}" data-action="{name}" data-t="{label}"' in index
    assert 'id="coach-switch" role="switch"' in index
    assert 'id="review" class="panel review" hidden role="dialog" aria-modal="true"' in index
    for action in ("review", "take-back"):  # in the end dialog
        end = index[index.index('<div id="end"') : index.index('<div id="review"')]
        assert f'data-action="{action}"' in end
    assert 'id="play-from-here" data-action="play-from-here"' in index


def test_the_review_log_numbers_the_moves_as_the_title_and_the_summary_do():
    """A play-through: the summary's "Turning point: move 29" and the title's "Move 29 of
    58" count the game's moves, but the log beside them numbered every line (the deal, who
    attacks first, each draw), so its line 29 was another move. The log numbers the moves."""
    g = finished_game()
    r = Review(g, 0, 1, 0.01)
    r.run()
    last = len(r.positions) - 1
    items = rv.log_items(r, last, ["You", "Anya"])
    numbers = [n for n, _ in items if n is not None]
    assert numbers == list(range(1, last + 1))
    assert [line for _, line in items] == rv.log_html(r, last, ["You", "Anya"])
    assert items[0][0] is None and items[-1][0] is None  # the deal, and how it ended
    tp = r.summary().turning_point
    assert tp is not None
    line = {n: text for n, text in items if n is not None}[tp.index + 1]
    assert f"move {tp.index + 1}," in r.summary().line()
    title = rv.position_title(tp.index + 1, len(r.positions))
    assert title.startswith(f"After move {tp.index + 1} ")
    record = r.record(tp.index)
    assert line.startswith('<span aria-hidden="true">You ') and record.seat == 0
    assert len(items) > last + 2  # more lines than moves: the numbers are not the lines'


def test_the_turning_point_button_goes_to_the_move_the_summary_names():
    # a new player's play-through: "Turning point: move 11" could not be clicked, and Next
    # was pressed eleven times to get there
    for seed in range(4, 30):
        g = finished_game(seed)
        r = Review(g, 0, 1, 0.01)
        count = len(r.positions)
        assert rv.enabled_steps(0, count, r)["review-turning"] is False  # not judged yet
        r.run()
        point = r.summary().turning_point
        if point is None:
            continue
        number = int(re.search(r"move (\d+)", rv.summary_line(r)).group(1))
        # the position where the choice was made (a learner's play-through: the board after
        # the move no longer showed it), its verdict naming the move by its number
        here = rv.step_target("turning", 0, count, r)
        assert here == point.index == number - 1
        if here == 0:
            continue  # (the deal: the button is there already)
        # the title names the move that led here, not the one to choose: "Move 12" above
        # "Turning point: move 13" read as a wrong jump (a learner's play-through)
        assert rv.position_title(here, count) == f"After move {here} of {count - 1}"
        assert rv.enabled_steps(0, count, r)["review-turning"] is True
        assert rv.enabled_steps(here, count, r)["review-turning"] is False  # there already
        line = rv.decision_line(r, here)
        assert line.startswith(("Mistake", "Blunder", "Inaccuracy")), line
        assert f"your next move ({number}): " in line
        assert rv.can_play_from(r, here)  # to make that choice again
        return
    pytest.fail("no game with a turning point")


def test_a_review_step_says_what_the_move_did():
    # a keyboard play-through: stepping said "Move 1 of 49" alone; the move was at the
    # end of a long list beside it
    g = finished_game(7)
    r = Review(g, 0, 1, 0.01)
    names = ["You", "Anya"]
    count = len(r.positions)
    assert rv.where_said(r, 0, names) == "The deal"
    for i in (1, 2, count // 2, count - 1):
        said = rv.where_said(r, i, names)
        assert said.startswith(f"After move {i} of {count - 1}: "), said
        last = [line for n, line in log.numbered(rv._log_entries(r, i), names, said=True)]
        assert any(part in said for part in last[-1:]), (said, last[-1:])
        assert not set("♠♥♦♣") & set(said)
