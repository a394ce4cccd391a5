"""Following the game, in CPython: the bubbles at the seats, the last cards marked, the
finished bout held on the table, a thinking bot, and how the game ended for you."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from durak import Game, Rules
from durak.i18n import LANGUAGES, translate
from durak.session import HUMAN, Session
from durak.session.pace import Pace
from durak.settings import Settings
from durak.storage import DictStore
from durak.ui.follow import (
    OUTCOMES,
    durak_cards,
    end_cards_html,
    end_detail,
    end_outcome,
    follow,
    held_observation,
)
from durak.ui.layout import Geometry
from durak.ui.table_view import hand_order, motions, playable_cards, view
from durak.ui.text import set_language
from durak.ui.timing import THINKING_AFTER, Timing

GEO = Geometry.fit(390, 844)
NAMES = ["You", "Anya", "Boris", "Katya", "Dima", "Olga"]


def setup(hands, stock, players=None, first=0, **rules):
    return Game.from_setup(Rules(players=players or len(hands), **rules), hands, stock,
                           first_attacker=first)  # fmt: skip


# ------------------------------------------------------------------ bubbles and marks


def test_each_seat_says_what_it_did_in_this_bout():
    # Anya (1) attacks Boris (2); you (0) may throw in.
    g = setup([["8H", "JS", "QS"], ["8D", "8C", "KS"], ["9D", "6C", "7C"]], ["AS", "KH", "QH"],
              first=1)  # fmt: skip
    records = [g.play(1, "attack 8D")]
    f = follow(records, 0)
    assert (f.bubbles, f.marked, f.by) == ({}, ("8D",), 1)
    records.append(g.play(2, "defend 8D 9D"))
    f = follow(records, 0)
    assert (f.bubbles, f.marked, f.by) == ({}, ("9D",), 2)
    # Everything is covered: Anya's pass is "Beaten" (the button it stands for).
    records.append(g.play(1, "pass"))
    f = follow(records, 0)
    assert (f.bubbles, f.marked, f.by) == ({1: "bubble-beaten"}, ("9D",), 2)  # still marked
    records.append(g.play(0, "attack 8H"))  # your own seat never gets a bubble
    f = follow(records, 0)
    assert (f.bubbles, f.marked, f.by) == ({1: "bubble-beaten"}, ("8H",), 0)
    records.append(g.play(2, "take"))
    f = follow(records, 0)
    assert f.bubbles == {1: "bubble-beaten", 2: "bubble-take"} and f.marked == ("8H",)
    # While the defender takes, a pass is "Pass"; it ends the bout here.
    other = g.copy()
    passed = other.play(1, "pass")
    assert passed.bout is not None and passed.bout.outcome == "taken"
    assert follow([*records, passed], 0).bubbles == {1: "bubble-pass", 2: "bubble-take"}
    # Anya throws in again instead: what she said before no longer stands.
    records.append(g.play(1, "attack 8C"))
    assert records[-1].bout is not None  # the bout is over (Boris takes everything) ...
    f = follow(records, 0)
    assert f.bubbles == {2: "bubble-take"} and f.marked == ("8C",)  # ... its words stay
    # ... until the next bout's first move.
    seat = g.to_act[0]
    records.append(g.play(seat, g.legal_moves(seat)[0]))
    assert follow(records, 0).bubbles == {}


def test_transfer_show_and_swap_have_their_words():
    g = setup([["8S", "KC"], ["8D", "9C", "QC"], ["6H", "7H", "AH"]], ["6S", "AD", "TS"],
              mode="transfer", trump_six_swap=True)  # fmt: skip
    records = [g.play(0, "attack 8S"), g.play(1, "transfer 8D")]
    f = follow(records, 0)
    assert f.bubbles == {1: "bubble-transfer"} and f.marked == ("8D",)
    g = setup([["8S", "8D", "KC", "QC"], ["8H", "9C", "AD"]], ["7S", "6D", "TH"],
              mode="transfer", transfer_by_trump=True)  # fmt: skip
    records = [g.play(0, "attack 8S"), g.play(1, "show 8H")]
    f = follow(records, 0)
    assert f.bubbles == {1: "bubble-show"} and f.marked == ("8S",)  # the trump stays in hand
    # The trump six swapped for the face-up trump.
    g = setup([["7D", "KC"], ["6S", "9C"]], ["AD", "TS"], trump_six_swap=True)
    records = [g.play(1, "swap")]
    assert follow(records, 0).bubbles == {1: "bubble-swap"}


def test_the_view_marks_the_last_cards_and_shows_the_bubbles():
    g = setup([["8H", "JS", "QS"], ["8D", "8C", "KS"], ["9D", "6C", "7C"]], ["AS", "KH", "QH"],
              first=1)  # fmt: skip
    records = [g.play(1, "attack 8D"), g.play(2, "defend 8D 9D"), g.play(1, "pass")]
    tv = view(g.observation(0), GEO, NAMES[:3], follow=follow(records, 0))
    assert {c for c, sp in tv.sprites.items() if sp.marked} == {"9D"}
    assert tv.marked_by == 2
    assert [s.bubble for s in tv.seats] == [None, "bubble-beaten", None]
    # A bot thinking long says so instead of what it said before.
    tv = view(g.observation(0), GEO, NAMES[:3], follow=follow(records, 0), thinking=1)
    assert (tv.seats[1].bubble, tv.seats[1].thinking) == (None, True)


# ------------------------------------------------------------------ the finished bout held


def random_records(rules: Rules, seed: int):
    """(observation of seat 0 before, record, game after) along a random game."""
    g = Game.new(rules, seed=seed)
    rng = random.Random(seed)
    while not g.is_over:
        seat = g.to_act[0]
        before = g.observation(0)
        record = g.play(seat, rng.choice(g.legal_moves(seat)))
        yield before, record, g


@pytest.mark.parametrize(
    "rules",
    [Rules(players=2), Rules(players=4, mode="transfer", trump_six_swap=True),
     Rules(players=6, teams="3v3", transfer_by_trump=True, mode="transfer")],
    ids=["2p", "4p-transfer", "3v3"],
)  # fmt: skip
def test_a_finished_bout_is_held_as_it_lay(rules: Rules):
    """The held table is the table before the last move plus that move: nothing taken or
    drawn yet, the stock and the discard pile as they were, nothing to do meanwhile."""
    bouts = 0
    for seed in range(3):
        for before, record, g in random_records(rules, seed):
            if record.bout is None:
                continue
            bouts += 1
            held = held_observation(g.observation(0), record)
            played = record.cards if record.kind in ("attack", "defend", "transfer") else ()
            lay = {a: c for a, c in before["table"]}
            if record.kind == "defend":
                lay[record.move.split()[1]] = record.cards[0]
            else:
                lay.update(dict.fromkeys(played))
            assert [tuple(p) for p in held["table"]] == list(lay.items())
            sizes = list(before["hand_sizes"])
            sizes[record.seat] -= len(played)
            assert held["hand_sizes"] == sizes
            mine = [c for c in before["hand"] if record.seat != 0 or c not in played]
            assert sorted(held["hand"]) == sorted(mine)
            assert held["stock_count"] == before["stock_count"]
            assert sorted(held["discard"]) == sorted(before["discard"])
            assert held["legal_moves"] == [] and held["to_act"] == []
            # It draws: one element per card, the move's own card arriving, nothing leaving.
            tv = view(held, GEO, NAMES[: g.n], follow=follow([record], 0))
            on_table = {c for c, sp in tv.sprites.items() if sp.where in ("attack", "cover")}
            assert on_table == {c for p in held["table"] for c in p if c}
            assert {c for c, sp in tv.sprites.items() if sp.marked} == set(played)
            m = motions(record, 0, GEO, g.n, held=True)
            assert m.leave == {} and m.draws == [] and set(m.enter) <= set(played)
    assert bouts > 10


def play_one(s: Session, rng: random.Random, now: float):
    """One random move by whoever acts first, once they may; the step and the time."""
    g = s.game
    seat = g.to_act[0]
    now = max(now, s.bot_due() if seat != HUMAN else s.locked_until)
    move = rng.choice(g.legal_moves(seat))
    step = s.human(move, now) if seat == HUMAN else s.bot_move(seat, move, s.version, now)
    assert step.status == "played"
    return step, now


def test_the_session_holds_a_finished_bout_then_clears_it():
    s = Session(DictStore(), seeds=iter(range(50, 99)).__next__)
    s.start()
    s.new_game(replace(Settings(players=2), speed="medium"), confirm=True)
    rng = random.Random(3)
    now = 0.0
    timing = Timing.for_speed("medium")
    while True:
        step, now = play_one(s, rng, now)
        if step.records[0].bout is not None and not s.game.is_over:
            break
    record = step.records[0]
    # Held: the bout's cards still lie on the table and nobody moves until it is cleared.
    assert s.pace.holding(now + 0.1) is record
    tv = s.table_view(GEO, now + 0.1)
    assert {c for c, sp in tv.sprites.items() if sp.where in ("attack", "cover")} == set(
        record.bout.cards
    )
    assert tv.buttons == [] and not tv.your_turn
    # nobody moves until it has been cleared (the front end then locks for the draws too)
    assert s.locked_until == pytest.approx(now + timing.bout_hold + timing.card_move)
    assert s.bot_due() >= now + timing.bout_hold + timing.card_move
    if s.game.to_act[0] == HUMAN:  # your move meanwhile waits for the clearing, played after
        move = s.game.legal_moves(HUMAN)[0]
        assert s.human(move, now + 0.2).status == "queued"
        assert s.tick(now + timing.card_move).status == "ignored"  # still clearing
        # its card shows as taken meanwhile (a fast player clicked again: nothing showed)
        tv = s.table_view(GEO, now + 0.2)
        assert {c for c, sp in tv.sprites.items() if sp.queued} == playable_cards([move]) != set()
        # (your move cut the pause short: test_session's test of it)
        assert s.tick(s.locked_until).status == "played"
        tv = s.table_view(GEO, s.locked_until)
        assert not any(sp.queued for sp in tv.sprites.values())
    else:
        tv = s.table_view(GEO, now + timing.bout_hold)
        assert not any(sp.where in ("attack", "cover") for sp in tv.sprites.values())


def test_the_bout_pause_follows_the_speed_profile():
    slow, fast = Timing.for_speed("slow"), Timing.for_speed("extra-fast")
    assert slow.bout_hold > Timing.for_speed("medium").bout_hold > fast.bout_hold > 0
    assert Timing.for_speed("medium").bout_pause >= 0.8  # long enough to see the bout


# ------------------------------------------------------------------ thinking…


def test_thinking_shows_only_after_a_noticeable_time_and_does_not_flicker():
    pace = Pace()
    pace.think(1, version=5, now=10.0)
    assert pace.thinking(5, 10.0 + THINKING_AFTER / 2) is None
    assert pace.thinking(5, 10.0 + THINKING_AFTER) == 1
    assert pace.thinking(6, 10.0 + THINKING_AFTER) is None  # another position
    pace.answered(10.0 + THINKING_AFTER + 0.1)  # shown already: it stays until the move
    assert pace.thinking(5, 11.0) == 1
    pace.think(1, version=5, now=11.0)  # asked again (a dialog was open): still since 10.0
    assert pace.thinking(5, 11.0) == 1
    # A quick answer: never shown.
    pace = Pace()
    pace.think(2, version=7, now=0.0)
    pace.answered(0.05)
    assert pace.thinking(7, 5.0) is None
    # The move played: gone.
    g = setup([["8D", "KS"], ["9D", "6C"]], ["AS", "KH", "QH"])
    pace.think(1, version=8, now=0.0)
    pace.played(g.play(0, "attack 8D"), 1.0, Timing.for_speed("medium"))
    assert pace.thinking(8, 2.0) is None


# ------------------------------------------------------------------ the end


def test_end_outcome_for_every_case():
    cases = {
        # alone: someone else is the durak / you are / the last ones went out together
        ((1,), False, False): "won",
        ((2,), False, True): "won",
        ((0,), False, False): "durak",
        ((), False, False): "draw",
        # you went out while others still held cards; then they went out together
        ((), False, True): "won",
        # pairs (2 v 2) and teams (3 v 3): the team still holding cards loses, all of it
        ((1, 3), True, False): "team-won",
        ((0, 2), True, True): "team-lost",
        ((1, 3, 5), True, True): "team-won",
        ((0, 2, 4), True, False): "team-lost",
        ((), True, True): "draw",
    }
    for (losers, teams, early), outcome in cases.items():
        assert end_outcome(losers, HUMAN, teams, out_early=early) == outcome, (losers, teams)
    # Every title is worded in every language, and differently from the others.
    for lang in LANGUAGES:
        titles = {translate("end-" + o, lang) for o in OUTCOMES}
        assert len(titles) == len(OUTCOMES) and not any(x.startswith("end-") for x in titles)
    assert [translate("end-" + o) for o in OUTCOMES] == [
        "You won", "You are the durak", "Draw", "Your team won", "Your team lost",
    ]  # fmt: skip


def play_session(settings: Settings, seed: int):
    """A whole random session game; whether you held no cards before its last move."""
    store = DictStore()
    s = Session(store, seeds=iter(range(seed, seed + 9)).__next__)
    s.start()
    s.new_game(settings, confirm=True)
    rng = random.Random(seed)
    now, early = 0.0, False
    while not s.game.is_over:
        g = s.game
        early = HUMAN in g.out  # out before this move, which may be the last
        seat = g.to_act[0]
        now = max(now, s.bot_due(), s.locked_until)
        move = rng.choice(g.legal_moves(seat))
        step = s.human(move, now) if seat == HUMAN else s.bot_move(seat, move, s.version, now)
        assert step.status == "played"
    return s, store, early


@pytest.mark.parametrize(
    ("settings", "wanted"),
    [
        (Settings(players=3), {"won", "durak"}),
        (Settings(players=4, teams="2v2"), {"team-won", "team-lost"}),
        (Settings(players=6, teams="3v3"), {"team-won", "team-lost"}),
    ],
    ids=["alone", "2v2", "3v3"],
)
def test_the_end_title_says_what_happened_to_you(settings: Settings, wanted: set[str]):
    """Through whole sessions: the title for each way a game ends, the same after a reload
    (from the saved move list), with the durak's cards face up."""
    seen: set[str] = set()
    for seed in range(40):
        s, store, early = play_session(settings, seed)
        g = s.game
        losers = g.losers
        outcome = s.end_outcome()
        if g.teams:
            want = "draw" if not losers else "team-lost" if HUMAN in losers else "team-won"
        elif HUMAN in losers:
            want = "durak"
        else:
            want = "won" if losers or early else "draw"
        assert outcome == want, (seed, losers, early)
        seen.add(outcome)
        assert s.end_title() == translate("end-" + outcome)
        again = Session(store)
        again.start()
        assert again.game.is_over and again.end_outcome() == outcome
        cards = durak_cards(g.observation(HUMAN))
        assert cards == [(x, hand_order(g.hands[x], g.trump)) for x in losers if g.hands[x]]
        assert cards or not losers  # the durak's cards are shown
        if wanted <= seen:
            break
    assert wanted <= seen, f"only {seen} came up"


def in_session(game: Game) -> Session:
    """A session playing ``game`` (set up by hand) from its start."""
    s = Session(DictStore(), seeds=iter(range(9)).__next__)
    s.start()
    s.new_game(Settings(players=game.n), confirm=True)
    s.game = game
    return s


def test_a_draw_and_a_draw_after_you_went_out():
    # You attack with your last card, Anya covers with hers: you go out together, a draw.
    s = in_session(Game.from_setup(Rules(players=2), [["8D"], ["9D"]], [], trump="H",
                                   first_attacker=0))  # fmt: skip
    s.human("attack 8D", 0.0)
    s.bot_move(1, "defend 8D 9D", s.version, 10.0)
    assert s.game.is_over and s.game.losers == []
    assert (s.end_outcome(), s.end_title(), s.end_detail()) == (
        "draw", "Draw", "Nobody is left holding cards",
    )  # fmt: skip
    # You go out in the first bout; Anya and Boris then go out together in the next: no
    # durak, and you won (you were out while they still held cards).
    g = Game.from_setup(Rules(players=3), [["8D"], ["9D", "7C"], ["TC"]], [], trump="H",
                        first_attacker=0)  # fmt: skip
    s = in_session(g)
    s.human("attack 8D", 0.0)
    s.bot_move(1, "defend 8D 9D", s.version, 10.0)
    assert s.game.out == [0] and not s.game.is_over
    s.bot_move(1, "attack 7C", s.version, 20.0)
    s.bot_move(2, "defend 7C TC", s.version, 30.0)
    assert s.game.is_over and s.game.losers == []
    assert (s.end_outcome(), s.end_title(), s.end_detail()) == (
        "won", "You won", "Nobody is left holding cards",
    )  # fmt: skip


def test_end_detail_and_the_face_up_cards_in_words():
    g = Game.from_setup(Rules(players=2), [["8D"], ["9D", "KS"]], [], trump="H", first_attacker=0)
    g.play(0, "attack 8D")
    g.play(1, "defend 8D 9D")
    assert g.is_over and g.losers == [1]
    html = end_cards_html(g.observation(0), NAMES[:2])
    assert 'aria-label="King of spades"' in html and "Anya" in html
    assert "Cards left in hand" in html
    before = Game.from_setup(
        Rules(players=2), [["8D"], ["9D", "KS"]], [], trump="H", first_attacker=0
    )
    assert end_cards_html(before.observation(0), NAMES[:2]) == ""  # not over: nothing shown


@pytest.mark.parametrize(
    ("lang", "three", "two"),
    [
        ("en", "Anya, Katya and Olga are left holding cards: they are the durak", "Anya and Katya"),
        ("ru", "Anya, Katya и Olga", "Anya и Katya"),
        ("fi", "Anya, Katya ja Olga", "Anya ja Katya"),
    ],
)
def test_a_losing_team_is_named_as_a_sentence_lists_names(lang: str, three: str, two: str):
    # 3 v 3: commas, and "and" only before the last name ("Anya and Katya and Olga" read badly)
    set_language(lang)
    try:
        detail3 = end_detail([1, 3, 5], True, NAMES, "team-won")
        detail2 = end_detail([1, 3], True, NAMES, "team-won")
    finally:
        set_language("en")
    assert three in detail3 and two in detail2, (detail3, detail2)


def test_a_finished_bouts_words_go_with_its_cards():
    """A bot's "Take" stayed at its seat while you thought about your next lead (on a phone
    it looked like a button), and a "Beaten" stayed under the seat that had become the
    defender (a play-through): the words show while the finished bout is held, then go."""
    s = Session(DictStore(), seeds=iter(range(60, 99)).__next__)
    s.start()
    s.new_game(replace(Settings(players=2), speed="medium"), confirm=True)
    timing = Timing.for_speed("medium")
    seen, now = set(), 0.0
    for seed in range(40):
        rng = random.Random(seed)
        while not s.game.is_over and len(seen) < 2:
            step, now = play_one(s, rng, now)
            record = step.records[-1]
            if record.bout is None or record.seat == HUMAN or s.game.is_over:
                continue
            if record.kind == "take":
                word = "bubble-take"
            elif record.kind == "pass" and record.bout.outcome == "beaten":
                word = "bubble-beaten"
            else:
                continue
            held = s.table_view(GEO, now + 0.1)
            assert held.seats[record.seat].bubble == word, record
            after = s.table_view(GEO, now + timing.bout_hold + timing.card_move + 0.1)
            assert [st.bubble for st in after.seats] == [None, None], record
            seen.add(record.kind)
        if len(seen) == 2:
            return
        s.new_game(confirm=True)
    raise AssertionError(f"saw only {seen}")


def test_a_held_bout_keeps_its_roles_and_the_status_line_says_how_it_ended():
    """A play-through: once a bout was beaten off, the seats said the next bout's roles and
    the status line "Your attack: choose a card to play" while the finished bout's cards
    still lay on the table (for 1.5 s at Medium, 3 s at Slow) and before anybody drew: it
    read as if your card were on the table already. While held, the seats keep the roles of
    the bout they show and the status line says how it ended; then the next bout's."""
    s = Session(DictStore(), seeds=iter(range(70, 99)).__next__)
    s.start()
    s.new_game(replace(Settings(players=2), speed="medium"), confirm=True)
    timing = Timing.for_speed("medium")
    seen: set[str] = set()
    now = 0.0
    for seed in range(40):
        rng = random.Random(seed)
        while not s.game.is_over and len(seen) < 4:
            during = (s.game.attacker, s.game.defender)
            step, now = play_one(s, rng, now)
            record = step.records[-1]
            if record.bout is None or s.game.is_over:
                continue
            held = s.table_view(GEO, now + 0.1)
            roles = {st.seat: st.roles for st in held.seats}
            assert "attacker" in roles[during[0]] and "defender" in roles[during[1]], record
            taken = record.bout.outcome == "taken"
            assert ("took" in roles[during[1]]) == taken, record
            said = s.prompt(now=now + 0.1)
            if taken:
                count = len(record.bout.cards)
                who = "You pick up" if record.bout.taker == HUMAN else "Anya picks up"
                assert said == f"{who} {count} card{'s' * (count > 1)}", said
            else:  # beaten off by a cover: nothing more could be thrown in (no one passed)
                auto = " (nothing more can be thrown in)" if record.kind == "defend" else ""
                assert said == f"Beaten off{auto}: the cards go to the discard pile", said
                seen.add("auto" if auto else "passed")
            later = now + timing.bout_hold + 0.1
            after = {st.seat: st.roles for st in s.table_view(GEO, later).seats}
            assert "attacker" in after[s.game.attacker] and "defender" in after[s.game.defender]
            assert s.prompt(now=later) == s.prompt()  # the next bout's line
            seen.add("taken" if taken else "beaten")
        if len(seen) == 4:
            return
        s.new_game(confirm=True)
    raise AssertionError(f"saw only {seen}")
