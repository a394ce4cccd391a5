"""The game log's sentences about players (issue 13): "You attack" for you, "Anya attacks" for
a bot, in every language, over whole games; the end of a game and of a match likewise."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from durak import Game, Rules
from durak.i18n import LANGUAGES, card_label, translate
from durak.session import HUMAN, Session, log
from durak.settings import Settings
from durak.storage import DictStore
from durak.ui.text import set_language, t
from tests.grammar import addresses_you, you_errors

#: Seat 0 is you: your own name must never show in the log (the log says "you").
NAMES = ["Zed", "Anya", "Boris", "Katya", "Dima", "Olga"]


def played(rules: Rules, seed: int) -> list[tuple[log.Entry, int | None]]:
    """A whole game with random moves, as log entries, each with the seat that acted."""
    g = Game.new(rules, seed=seed)
    rng = random.Random(seed)
    # the game's first lines as the log has them (every card dealt: the trump's holder)
    entries: list[tuple[log.Entry, int | None]] = [
        (e, dict(e.params).get("seat")) for e in log.opening(g)
    ]
    while not g.is_over:
        seat = g.to_act[0]
        record = g.play(seat, rng.choice(g.legal_moves(seat)))
        entries.append((log.Entry("move", record=record), seat))
    entries.append((log.Entry("end", (("losers", tuple(g.losers)),)), None))
    return entries


GAMES = [
    (Rules(players=2), 3),
    (Rules(players=3, mode="transfer"), 5),
    (Rules(players=4, teams="2v2"), 8),
    (Rules(players=6, teams="3v3"), 2),
]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_whole_games_speak_of_you_and_of_the_bots_in_person(lang: str) -> None:
    set_language(lang)
    about_you = about_bots = 0
    for rules, seed in GAMES:
        for entry, seat in played(rules, seed):
            lines = log.words(entry, NAMES[: rules.players], teams=rules.teams is not None)
            for line in lines:
                where = (lang, rules.players, entry.kind, line)
                assert "Zed" not in line, where  # a third-person sentence about you
                assert you_errors(line, lang) == [], where
            if entry.kind == "move" and seat is not None:
                first = lines[0]
                if seat == HUMAN:
                    assert addresses_you(first, lang), (lang, first)
                    about_you += 1
                else:
                    assert NAMES[seat] in first, (lang, first)
                    about_bots += 1
    assert about_you > 20 and about_bots > 40


def test_the_log_says_the_first_attacker_showed_the_lowest_trump() -> None:
    # a new player's play-through: the log said "Anya attacks first" but not why (002:
    # the lowest trump attacks first in a match's first game, shown as proof); "dealt": a
    # learner read "the lowest trump, the ace of spades" as odd (the other trumps unseen)
    for seed in range(12):
        g = Game.new(Rules(), seed=seed)
        trumps = [c for hand in g.hands for c in hand if c[1] == g.trump]
        if not trumps:
            continue
        low = min(trumps, key=lambda c: "6789TJQKA".index(c[0]))
        assert low in g.hands[g.attacker]
        line = log.words(log.first(g), NAMES)[0]
        who = "You attack first" if g.attacker == 0 else f"{NAMES[g.attacker]} attacks first"
        assert line == f"{who}: the lowest trump dealt, {card_label(low, 'en')}", line
    later = Game.new(Rules(), seed=1, dealer=0)  # a later game: the dealer decides
    assert "trump" not in log.words(log.first(later), NAMES)[0]
    left = Game.new(Rules(first_attacker="left-of-dealer"), seed=1)
    assert "trump" not in log.words(log.first(left), NAMES)[0]


def test_the_first_attacker_and_the_end_in_person() -> None:
    first = log.Entry("first", (("seat", 0),))
    assert log.words(first, NAMES) == ["You attack first"]
    assert log.words(replace(first, params=(("seat", 2),)), NAMES) == ["Boris attacks first"]
    set_language("ru")
    assert log.words(first, NAMES) == ["Первый ход за вами"]
    assert log.words(replace(first, params=(("seat", 1),)), NAMES) == ["Первым ходит: Anya"]
    assert log.end_title((0,), False, NAMES) == "Вы остались в дураках!"
    assert log.end_title((1, 3), True, NAMES) == "Anya и Katya остались с картами: они в дураках"
    assert log.end_title((0, 2), True, NAMES).startswith("У вашей команды")


def finished_match(seed: int) -> Session:
    """A session whose one-loss match is over after one game of random moves."""
    s = Session(DictStore(), seeds=iter(range(seed, seed + 100)).__next__)
    s.start()
    s.new_game(Settings(players=2, loss_limit=1), confirm=True)
    rng = random.Random(seed)
    now = 0.0
    while not s.game.is_over:
        seat = s.game.to_act[0]
        move = rng.choice(s.game.legal_moves(seat))
        if seat == HUMAN:
            now = max(now, s.locked_until)  # a finished bout holds the table for a moment
            assert s.human(move, now).status == "played"
        else:
            now = max(now, s.bot_due())
            assert s.bot_move(seat, move, s.version, now).status == "played"
    return s


def test_the_match_over_line_speaks_to_you_in_every_language_even_after_a_switch() -> None:
    """The match's loser is kept by name ("You" in the language of that day): a switch to
    another language still finds you; a bot's loss is told in the third person, with the
    bot's name in the language now shown."""
    seen = set()
    for seed in range(1, 60):
        s = finished_match(seed)
        m = s.record.match
        if not m.over:  # a draw
            continue
        you_lost = m.loser == t("ui-you")
        if you_lost in seen:
            continue
        seen.add(you_lost)
        for lang in LANGUAGES:
            s.set_language(lang)
            line = s.match_line()
            if you_lost:
                assert line == translate("ui-match-over-you", lang, count=1), line
            else:
                assert line == translate("ui-match-over", lang, name=s.names[1], count=1), line
            assert s.log_lines()[-1] == line
        set_language("en")
        if len(seen) == 2:
            break
    assert seen == {True, False}


@pytest.mark.parametrize(
    ("players", "seed", "mode", "teams"),
    [(4, 1, "throw-in", None), (3, 7, "throw-in", None), (2, 3, "throw-in", None),
     (4, 2, "transfer", None), (4, 5, "throw-in", "2v2"), (5, 1, "transfer", None)],
)  # fmt: skip
def test_the_log_says_what_you_draw_when_the_stock_ends_and_who_goes_out(
    players: int, seed: int, mode: str, teams: str | None
) -> None:
    """A screen-reader play-through: the players going out, the stock running out and the
    cards you draw were never said (only the seats and the stock's count showed them)."""
    set_language("en")
    g = Game.new(Rules(players=players, mode=mode, teams=teams), seed=seed)
    rng = random.Random(seed)
    names = NAMES[:players]
    lines: list[str] = []
    want_draws: list[str] = []
    went_out: set[int] = set()
    while not g.is_over:
        seat = g.to_act[0]
        hand = set(g.hands[HUMAN])
        record = g.play(seat, rng.choice(g.legal_moves(seat)))
        lines += log.words(log.Entry("move", record=record), names, teams=teams is not None)
        new = sorted(set(g.hands[HUMAN]) - hand - set(record.bout.cards if record.bout else ()))
        if new:  # cards you drew, in the order the line lists them
            want_draws.append("You draw " + " ".join(card_label(c, "en") for c in new))
        if record.bout and not g.is_over and not g.stock:  # out once the bout ends
            went_out |= {s for s in range(players) if not g.hands[s]}
    assert lines.count("The stock is empty") == 1
    draws = [line for line in lines if line.startswith("You draw ")]

    def cards(line: str) -> list[str]:
        return sorted(line.removeprefix("You draw ").split())

    assert draws and [cards(d) for d in draws] == [cards(w) for w in want_draws], draws
    outs = [line for line in lines if line.endswith(" out: no cards left")]
    said = ["You are" if s == HUMAN else f"{names[s]} is" for s in went_out]
    assert sorted(outs) == sorted(f"{who} out: no cards left" for who in said)
    assert outs or players == 2  # heads-up the end's own line says it


def test_a_take_that_ends_the_bout_at_once_is_said_once() -> None:
    """A screen-reader play-through heard "Anya takes the cards. Anya picks up 1 card": when
    nobody may add a card, the take and the pick-up are one move, said by one line."""
    set_language("en")
    # 9♠ matches nothing on the table, so you may add nothing: Anya picks up at once
    g = Game.from_setup(Rules(), [["6S", "9S"], ["7H", "8H"]], trump="D", first_attacker=0,
                        stock=["KH", "QH", "JD"])  # fmt: skip
    g.play(0, "attack 6S")
    record = g.play(1, "take")
    assert record.bout is not None
    assert log.move_lines(record, ["You", "Anya"])[:2] == [
        "Anya picks up 1 card",
        "You draw K♥ Q♥ J♦",
    ]
    # when the attacker may still throw in, the take is said at once, the pick-up later
    g = Game.from_setup(Rules(), [["6S", "6H"], ["7H", "8H"]], trump="D", first_attacker=0,
                        stock=["KH", "QH", "JD"])  # fmt: skip
    g.play(0, "attack 6S")
    assert log.move_lines(g.play(1, "take"), ["You", "Anya"]) == ["Anya takes the cards"]
    assert log.move_lines(g.play(0, "pass"), ["You", "Anya"])[:2] == [
        "You pass",
        "Anya picks up 1 card",
    ]
    # over whole games in every set-up: one take, one line that says it
    for rules, seed in GAMES:
        for entry, seat in played(rules, seed):
            r = entry.record
            if r is None or r.kind != "take":
                continue
            lines = log.words(entry, NAMES[: rules.players], teams=rules.teams is not None)
            who = "You" if seat == HUMAN else NAMES[seat]
            said = [line for line in lines if line.startswith(who)]
            assert len(said) == 1, lines


@pytest.mark.parametrize("lang", LANGUAGES)
def test_at_a_table_of_three_or_more_an_attack_says_who_defends(lang: str) -> None:
    """At four players "Anya attacks with 7♥" did not say against whom: the line after an
    opening attack or a transfer names the defender (heads-up it goes without saying)."""
    set_language(lang)
    said = 0
    for rules, seed in GAMES:
        names = NAMES[: rules.players]
        for entry, _seat in played(rules, seed):
            r = entry.record
            if r is None:
                continue
            lines = log.words(entry, names, teams=rules.teams is not None)
            defends = [translate("log-defender", lang, name=n) for n in names[1:]]
            defends.append(translate("log-defender-you", lang))
            told = [line for line in lines if line in defends]
            if rules.players > 2 and (r.lead or r.kind in ("transfer", "show")) and not r.over:
                d = r.defender
                want = translate("log-defender-you", lang) if d == HUMAN else defends[d - 1]
                assert told == [want] and lines[1] == want, (lang, lines, d)
                said += 1
            else:
                assert told == [], (lang, lines)
    assert said > 20


def test_who_defends_reads_as_a_role_not_a_move() -> None:
    """A new player's play-through: "You defend" right before "You transfer with 7♣" (and
    "Anya defends" before "Anya covers…") read as two moves of the same player."""
    set_language("en")
    assert translate("log-defender", "en", name="Anya") == "Anya is the defender"
    assert translate("log-defender-you", "en") == "You are the defender"
    roles = {  # a role, or whose turn it is: never a verb of a move ("Difendi tu", "Du forsvarer")
        "da": ("Anya er forsvarer", "Du er forsvarer"),
        "fi": ("Anya on puolustaja", "Sinä olet puolustaja"),
        "it": ("Anya è in difesa", "Sei in difesa"),  # "Tocca a Anja" wanted "ad"
        "cs": ("Na obraně je Anya", "Na obraně jste vy"),
        "ru": ("Отбивается: Anya", "Отбиваться вам"),
    }
    for lang, (anya, you) in roles.items():
        assert translate("log-defender", lang, name="Anya") == anya, lang
        assert translate("log-defender-you", lang) == you, lang


def test_the_new_games_line_names_the_mode_in_lower_case() -> None:
    """The mode is a menu's label ("Transfer"): mid-sentence it reads in lower case (a
    play-through heard "Новая игра — Переводной")."""
    entry = log.new_game(3, "transfer", "H")
    assert log.words(entry, NAMES[:3]) == ["New game: 3 players, transfer; trump hearts"]
    pairs = log.new_game(4, "throw-in", "D", "2v2")  # a tablet play-through: pairs unsaid
    assert log.words(pairs, NAMES[:4]) == [
        "New game: 4 players, throw-in, pairs (2 v 2); trump diamonds"
    ]
    set_language("ru")
    try:
        assert log.words(entry, NAMES[:3])[0].startswith("Новая игра — переводной")
        assert log.words(pairs, NAMES[:4])[0].startswith("Новая игра — подкидной, пары (2 на 2)")
    finally:
        set_language("en")
