"""The analysis board (issue 17): following real games from one seat's view.

Real games are played by bots on the engine; the board is told only what that seat sees (its
deal, every seat's public moves, its own draws) and must show exactly the engine's
observation at every step; impossible entries are refused with their key and change nothing.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from durak import Game, Rules
from durak.analysis import Board, EntryError
from durak.bots import make_bot
from durak.bots.coach import Coach
from durak.i18n import CATALOGS


def shown_of(g: Game) -> str | None:
    """The lowest trump the first attacker showed (the lowest-trump rule), else None."""
    if g.rules.first_attacker != "lowest-trump":
        return None
    trumps = [c for c in g.known(g.attacker) if c[1] == g.trump]
    return trumps[0] if trumps else None


def board_for(g: Game, seat: int) -> Board:
    """The board of a fresh real game, as its seat sees the deal."""
    return Board.new(g.rules, seat, g.trump_card, g.observation(seat)["hand"], g.attacker,
                     shown_of(g))  # fmt: skip


class Follow:
    """A real game played by bots and a board following it from ``seat`` (``dealer``: a
    later game of a match, dealt by the last loser)."""

    def __init__(self, rules: Rules, seed: int, seat: int, level: str = "random",
                 dealer: int | None = None) -> None:  # fmt: skip
        self.g = Game.new(rules, seed, dealer)
        self.seat = seat
        self.bots = [make_bot(level, seed=seed * 10 + s) for s in range(rules.players)]
        if dealer is None:
            self.b = board_for(self.g, seat)
        else:
            hand = self.g.observation(seat)["hand"]
            self.b = Board.new(rules, seat, self.g.trump_card, hand, self.g.attacker, None, dealer)
        self.nothing = 0  # "nothing" entries needed (the engine's auto-passes)

    def step(self) -> tuple[int, str]:
        """One real move, entered on the board (with the seat's draws and the auto-passes
        the real table showed)."""
        g, b = self.g, self.b
        s = g.to_act[0]
        move = self.bots[s].choose(g.observation(s))
        rec = g.play(s, move)
        b.enter(s, move)
        drawn = [c for d in rec.draws if d.seat == self.seat for c in d.cards]
        for _ in range(g.rules.players + 1):
            if b.needs_draw:
                assert b.needs_draw == len(drawn)
                b.draw(drawn)
            if b.observation() == g.observation(self.seat) or (g.is_over and b.is_over):
                break  # (the end's known cards are checked by the tests that need them)
            a = b.adding  # the real engine passed this attacker: it had nothing to add
            assert a is not None and a != self.seat, diff(b.observation(), g.observation(self.seat))
            b.enter(a, "nothing")
            self.nothing += 1
        return s, move

    def run(self, each: Callable[[Follow], None] | None = None, limit: int = 10_000) -> None:
        for _ in range(limit):
            if self.g.is_over:
                return
            self.step()
            assert self.b.observation() == self.g.observation(self.seat), diff(
                self.b.observation(), self.g.observation(self.seat)
            )
            if each is not None:
                each(self)


def diff(a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    return {k: (a.get(k), b.get(k)) for k in set(a) | set(b) if a.get(k) != b.get(k)}


# ------------------------------------------------------------------ following real games

GAMES = [
    (Rules(), 1, 0),
    (Rules(players=3), 2, 1),
    (Rules(players=4, mode="transfer"), 1, 2),
    (Rules(mode="transfer", transfer_by_trump=True), 26, 0),
    (Rules(trump_six_swap=True), 30, 1),
    (Rules(deck=24, players=4), 2, 3),
    (Rules(deck=52), 3, 1),
    (Rules(players=4, teams="2v2"), 2, 1),
    (Rules(players=6), 2, 4),
    (
        Rules(players=3, mode="transfer", throw_in="neighbours", first_attacker="left-of-dealer"),
        5,
        2,
    ),
]


@pytest.mark.parametrize(("rules", "seed", "seat"), GAMES)
def test_the_board_shows_the_engines_observation_at_every_step(rules: Rules, seed: int,
                                                               seat: int) -> None:  # fmt: skip
    f = Follow(rules, seed, seat)
    assert f.b.observation() == f.g.observation(seat)
    f.run()
    assert f.b.is_over and f.b.to_act == []


@pytest.mark.parametrize(
    ("rules", "dealer"),
    [(Rules(players=3), 1), (Rules(players=4, next_attacker="attack-the-fool"), 2)],
)
def test_a_later_game_of_a_match_is_followed(rules: Rules, dealer: int) -> None:
    f = Follow(rules, 9, 0, dealer=dealer)
    f.run()
    hand = Game.new(rules, 9, dealer).observation(0)["hand"]
    wrong = (dealer + 2) % rules.players  # the rules say who attacks first after a deal
    with pytest.raises(EntryError) as e:
        Board.new(rules, 0, f.g.trump_card, hand, wrong, None, dealer)
    assert e.value.key == "analysis.first-attacker"


def test_three_against_three_is_followed_and_the_losers_cards_are_what_is_certain() -> None:
    """At the end the losers show their hands. With several of them holding cards, the seat
    cannot know which holds which: the board's ``known`` then holds what is certain."""
    f = Follow(Rules(players=6, teams="3v3"), 15, 3, "medium")
    while not f.g.is_over:
        f.step()
        a, b = f.b.observation(), f.g.observation(3)
        if not f.g.is_over:
            assert a == b, diff(a, b)
    a, b = f.b.observation(), f.g.observation(3)
    assert {k: v for k, v in a.items() if not k.startswith("known")} == {
        k: v for k, v in b.items() if not k.startswith("known")
    }
    for s in range(6):
        assert set(a["known"][s]) <= set(b["known"][s])
    holding = [s for s in b["losers"] if b["hand_sizes"][s]]
    assert len(holding) > 1 and a["known"] != b["known"]


def test_the_medium_bots_games_too_and_auto_passes_are_mirrored() -> None:
    counts = 0
    for rules, seed, seat in [(Rules(players=3), 7, 0), (Rules(players=4), 3, 1)]:
        f = Follow(rules, seed, seat, "medium")
        f.run()
        counts += f.nothing
    assert counts > 0  # the real engine passed attackers with nothing to add, and the board knew


@pytest.mark.parametrize(("seed", "seat"), [(30, 0), (26, 0), (26, 1)])
def test_a_swap_of_the_trump_six_is_followed(seed: int, seat: int) -> None:
    """A seat swaps the trump six in these games: the board's own seat, or another."""
    f = Follow(Rules(trump_six_swap=True), seed, seat)
    f.run()
    assert "swap" in [m for _, m in f.b.entries]


def test_either_other_seat_may_swap_the_trump_six_wherever_the_world_put_it() -> None:
    rules = Rules(players=3, trump_six_swap=True, first_attacker="left-of-dealer")
    b = Board.new(rules, 2, "AH", ["8S", "9S", "TS", "JS", "QS", "KD"], first_attacker=0)
    for s in (0, 1):
        assert "swap" in b.options(s) and b.cards_for(s, "swap") == ["6H"]
        b.enter(s, "swap")
        assert b.known_cards[s] == ["AH"] and b.observation()["trump_card"] == "6H"
        assert refused(b, 1 - s, "swap") == "analysis.under-stock"  # the six lies face up now
        assert b.undo()
    shown = Board.new(Rules(players=3, trump_six_swap=True), 2, "AH", ["8S", "9S", "TS", "JS",
                      "QS", "KD"], first_attacker=1, shown="7H")  # fmt: skip
    assert shown.cards_for(0, "swap") == []  # the six is below the lowest trump shown
    assert refused(shown, 0, "swap") == "analysis.lower-trump"


@pytest.mark.parametrize(("seed", "seat"), [(26, 0), (11, 0), (8, 1)])
def test_transfers_and_shown_trumps_are_followed(seed: int, seat: int) -> None:
    """Transfers, and transfers by showing a trump (by either seat), in these games."""
    f = Follow(Rules(mode="transfer", transfer_by_trump=True), seed, seat)
    f.run()
    kinds = {m.split()[0] for _, m in f.b.entries}
    assert {"show", "transfer"} <= kinds


def test_the_bots_and_the_coach_work_on_the_board_unchanged() -> None:
    f = Follow(Rules(players=3), 2, 1)
    checked = 0
    while not f.g.is_over and checked < 3:
        f.step()
        if f.g.to_act and f.g.to_act[0] == f.seat:
            obs, real = f.b.observation(), f.g.observation(f.seat)
            assert make_bot("medium", seed=5).choose(obs) == make_bot("medium", seed=5).choose(real)
            a = Coach(obs, seed=3).step(0.02)
            b = Coach(real, seed=3).step(0.02)
            assert a.to_dict() == b.to_dict() and a.moves
            checked += 1
    assert checked == 3


# ------------------------------------------------------------------ the world never decides


def test_a_bout_goes_on_until_the_attacker_says_pass() -> None:
    """After the last cover the attacker may still throw in: the board waits for its word,
    whatever cards its guessed world gave that seat."""
    rules = Rules()
    b = Board.new(rules, 1, "6H", ["7S", "8S", "9D", "TS", "JD", "QC"], first_attacker=0,
                  shown="7H")  # fmt: skip
    b.enter(0, "attack 9S")
    b.enter(1, "defend 9S TS")
    assert b.to_act == [0] and b.adding == 0 and b.observation()["table"] == [["9S", "TS"]]
    assert "attack" in b.options(0) and "pass" in b.options(0)
    b.enter(0, "attack 9H")  # a throw-in of a rank on the table: still possible
    b.enter(1, "take")
    assert b.to_act == [0]  # may throw in more before the defender picks up
    b.enter(0, "pass")
    assert b.observation()["hand_sizes"] == [6, 8] and b.to_act == [0]


def test_an_attacker_who_cannot_hold_a_card_to_add_is_passed_by_the_engine() -> None:
    """The other nines and tens are in the seat's own hand, or are trumps below the one shown
    (dealt to nobody): the attacker has nothing to add, which the seat can tell, and the bout
    ends at once (the engine's auto-pass)."""
    b = Board.new(Rules(), 1, "AC", ["9H", "9D", "TS", "TH", "TD", "QH"], first_attacker=0,
                  shown="KC")  # fmt: skip
    b.enter(0, "attack 9S")
    b.enter(1, "defend 9S TS")
    assert b.needs_draw == 1 and b.observation()["table"] == []


def test_nothing_is_a_fact_later_entries_must_agree_with() -> None:
    b = Board.new(Rules(), 1, "AC", ["6H", "7S", "8D", "9S", "TD", "JH"], first_attacker=0,
                  shown="KC")  # fmt: skip
    b.enter(0, "attack 6S")
    b.enter(1, "defend 6S 7S")
    b.enter(0, "nothing")  # seat 0 holds no six and no seven
    assert b.needs_draw == 1 and b.observation()["passed"] == []
    b.draw(["QD"])
    b.enter(1, "attack 8D")
    b.enter(0, "take")  # the seat has no other eight: the bout is over
    assert b.needs_draw == 1
    b.draw(["QS"])
    b.enter(1, "attack 9S")
    b.enter(0, "defend 9S KS")  # the seat holds no nine and no king: the bout is over
    b.draw(["AS"])
    assert b.to_act == [0]
    # one card drawn since saying nothing: it may be a seven, but two sevens cannot be
    assert refused(b, 0, "attack 7H 7D") == "analysis.said-nothing"
    b.enter(0, "attack 7D")
    assert b.observation()["table"] == [["7D", None]]


# ------------------------------------------------------------------ refusals


def fresh() -> Board:
    """Seat 1 (the defender) of a two-player game: 0 attacks first with the 7H shown."""
    return Board.new(Rules(), 1, "6H", ["8S", "9S", "TS", "JS", "QS", "KD"], first_attacker=0,
                     shown="7H")  # fmt: skip


def refused(b: Board, seat: int, move: str) -> str:
    """The key of a refused entry, checking that nothing changed."""
    before, entries, options = b.observation(), b.entries, b.options(seat)
    with pytest.raises(EntryError) as e:
        if move.startswith("draw "):
            b.draw(move.split()[1:])
        else:
            b.enter(seat, move)
    assert b.observation() == before and b.entries == entries and b.options(seat) == options
    assert all(e.value.key in CATALOGS[lang].MESSAGES for lang in CATALOGS)
    assert e.value.message("ru") and str(e.value)
    return e.value.key


def test_each_impossible_entry_is_refused_with_its_key_and_changes_nothing() -> None:
    b = fresh()
    assert refused(b, 0, "attack 8S") == "analysis.in-your-hand"
    assert refused(b, 0, "attack 6H") == "analysis.under-stock"
    assert refused(b, 1, "attack 8S") == "defender-cannot-attack"  # its own move: its words
    assert refused(b, 0, "attack 5S") == "analysis.not-in-deck"
    assert refused(b, 0, "fly 7S") == "malformed-move"
    assert refused(b, 7, "attack 7S") == "bad-seat"
    assert refused(b, 0, "pass") == "analysis.must-lead"
    assert refused(b, 0, "nothing") == "analysis.not-their-turn"
    assert refused(b, 1, "nothing") == "analysis.nothing-own"
    assert refused(b, 0, "draw 7S") == "analysis.no-draw"
    b.enter(0, "attack 7S")
    assert refused(b, 0, "attack 7S") == "analysis.on-table"
    assert refused(b, 0, "attack 8D") == "rank-not-on-table"
    assert refused(b, 1, "defend 7S KD") == "wrong-suit"
    assert refused(b, 0, "take") == "only-defender"
    b.enter(1, "defend 7S 8S")
    b.enter(0, "attack 8H")
    assert refused(b, 1, "defend 8H 9S") == "trump-needs-higher-trump"
    b.enter(1, "take")
    b.enter(0, "pass")
    assert b.known_cards[1] == ["7S", "8S", "8H"] and b.observation()["hand_sizes"] == [6, 8]
    b.enter(0, "attack 9H")
    assert refused(b, 1, "defend 9H 9S") == "trump-needs-higher-trump"
    assert refused(b, 0, "attack 9D 9S") == "analysis.in-your-hand"


def test_cards_known_elsewhere_or_discarded_and_a_wrong_turn_are_refused() -> None:
    b = Board.new(Rules(players=3), 0, "6H", ["8S", "9S", "TS", "JS", "QS", "KD"],
                  first_attacker=1, shown="7H")  # fmt: skip
    assert refused(b, 2, "attack 7C") == "defender-cannot-attack"
    b.enter(1, "attack 7C")
    assert refused(b, 0, "attack 7D") == "not-in-hand"  # the board's own hand: a real one
    assert refused(b, 2, "defend 7C 6C") == "too-low"
    assert refused(b, 2, "defend 7C 9D") == "wrong-suit"
    assert refused(b, 2, "transfer 7D") == "transfer-off"
    b.enter(2, "defend 7C 8C")
    assert b.adding == 1
    assert refused(b, 0, "attack 8S") == "wait-for-main-attacker"
    b.enter(1, "pass")
    assert b.adding == 0  # the board's own seat, holding an eight
    b.enter(0, "pass")
    assert b.observation()["discard"] == ["7C", "8C"] and b.to_act == [2]
    assert b.observation()["attacker"] == 2  # a new bout: the defender beat it off
    assert refused(b, 2, "attack 7C") == "analysis.discarded"
    b.enter(2, "attack 7D")
    b.enter(0, "take")
    assert b.known_cards[0] == []  # the board's own hand is never "known" to the others
    b.enter(2, "pass")
    b.enter(1, "pass")
    assert b.observation()["hand_sizes"][0] == 7
    b.enter(1, "attack 9D")
    b.enter(2, "take")
    assert "pass" in b.options(1)
    b.enter(1, "pass")
    b.enter(0, "pass")
    assert b.known_cards[2] == ["9D"]
    assert refused(b, 0, "attack 9D") == "not-in-hand"
    b.enter(0, "attack 8S")
    assert refused(b, 1, "defend 8S 9D") == "analysis.known-elsewhere"


def test_an_opponent_cannot_play_more_cards_than_it_holds() -> None:
    rules = Rules(first_attacker="left-of-dealer")
    b = Board.new(rules, 0, "AH", ["6S", "6C", "6D", "7C", "8H", "QS"], first_attacker=0)
    b.enter(0, "attack 6S 6C 6D")
    for c in "SCD":
        b.enter(1, f"defend 6{c} 8{c}")
    b.enter(0, "attack 8H")
    b.enter(1, "take")  # the seat holds nothing more to add
    assert b.needs_draw == 4
    b.draw(["TS", "TC", "TD", "JC"])
    assert b.observation()["hand_sizes"] == [6, 10] and b.to_act == [0]
    b.enter(0, "attack TS TC TD")
    for x, y in (("TS", "AS"), ("TC", "QC"), ("TD", "QD")):
        b.enter(1, f"defend {x} {y}")  # its last three cards nobody had seen
    b.enter(0, "attack QS")
    assert refused(b, 1, "defend QS 9H") == "analysis.too-many"
    assert b.cards_for(1, "defend", "QS") == ["8H"]  # only a card it picked up
    assert b.known_hands()[1] == ["6S", "6D", "6C", "8S", "8H", "8D", "8C"]
    b.enter(1, "defend QS 8H")


def test_draws_are_checked() -> None:
    b = fresh()
    b.enter(0, "attack 7S")
    b.enter(1, "defend 7S 8S")
    b.enter(0, "pass")
    assert b.needs_draw == 1 and b.to_act == []
    assert refused(b, 0, "attack 9H") == "analysis.draw-first"
    assert refused(b, 1, "draw 7D 7C") == "analysis.draw-count"
    assert refused(b, 1, "draw 7S") == "analysis.seen"
    assert refused(b, 1, "draw 9S") == "analysis.seen"
    assert refused(b, 1, "draw 6H") == "analysis.seen"
    assert refused(b, 1, "draw 7H") == "analysis.seen"  # shown by the first attacker
    b.draw(["AS"])
    assert b.observation()["hand"] == ["9S", "TS", "JS", "QS", "KD", "AS"]
    assert b.to_act == [1]


def test_an_opponent_cannot_play_a_trump_below_the_one_shown_before_drawing() -> None:
    b = Board.new(Rules(), 1, "6H", ["8S", "9S", "TS", "JS", "QS", "KD"], first_attacker=0,
                  shown="9H")  # fmt: skip
    assert "7H" not in b.cards_for(0, "attack") and "9H" in b.cards_for(0, "attack")
    assert refused(b, 0, "attack 7H") == "analysis.lower-trump"
    b.enter(0, "attack 9H")
    b.enter(1, "take")
    b.enter(0, "pass")  # seat 0 draws a card now: it may be the seven
    b.enter(0, "attack 7H")
    assert b.observation()["table"] == [["7H", None]]


def test_said_nothing_then_played_that_rank_is_refused() -> None:
    b = Board.new(Rules(players=3), 0, "6H", ["8S", "9S", "TS", "JS", "QS", "KD"],
                  first_attacker=1, shown="9H")  # fmt: skip
    b.enter(1, "attack 7C")
    b.enter(2, "defend 7C 8C")
    b.enter(1, "nothing")  # no seven and no eight in seat 1's hand now
    assert b.adding == 0 and b.observation()["passed"] == []
    b.enter(0, "attack 8S")
    b.enter(2, "defend 8S AS")
    assert b.adding == 1
    assert refused(b, 1, "attack 7D") == "analysis.said-nothing"
    assert "7D" not in b.cards_for(1, "attack") and "AC" in b.cards_for(1, "attack")
    b.enter(1, "attack AC")
    assert b.observation()["table"][-1] == ["AC", None]


# ------------------------------------------------------------------ deductions, undo, saving


def test_once_the_stock_is_empty_heads_up_the_opponents_hand_is_known_exactly() -> None:
    exact: list[int] = []

    def each(f: Follow) -> None:
        g = f.g
        if not g.stock and not g.is_over:
            assert f.b.known_hands()[1] == sorted(g.hands[1], key=_order)
            exact.append(1)
        elif not g.is_over:
            assert set(f.b.known_hands()[1]) <= set(g.hands[1])

    for seed in (1, 4):
        exact.clear()
        f = Follow(Rules(), seed, 0)
        f.run(each)
        assert exact


def _order(card: str) -> int:
    from durak.cards import CARD_ID

    return CARD_ID[card]


def test_undo_steps_back_one_entry_at_a_time() -> None:
    f = Follow(Rules(players=3), 2, 1)
    seen = [(f.b.observation(), len(f.b.entries))]
    for _ in range(25):
        f.step()
        seen.append((f.b.observation(), len(f.b.entries)))
    while len(seen) > 1:
        obs, _ = seen.pop()
        assert f.b.observation() == obs
        while len(f.b.entries) > seen[-1][1]:
            assert f.b.undo()
    assert f.b.observation() == seen[0][0]
    assert f.b.undo() is False


def test_a_saved_board_comes_back_and_a_broken_one_is_refused() -> None:
    f = Follow(Rules(players=3, mode="transfer"), 3, 2)
    for _ in range(30):
        f.step()
    data = f.b.to_dict()
    import json

    back = Board.from_dict(json.loads(json.dumps(data)))
    assert back.observation() == f.b.observation() and back.entries == f.b.entries
    assert back.undo() and back.observation() != f.b.observation()
    broken = [None, [], {}, {**data, "version": 99}, {**data, "rules": {"players": 9}},
              {**data, "seat": 5}, {**data, "hand": ["7S"] * 6}, {**data, "entries": "x"},
              {**data, "entries": [[0, "attack"]]}, {**data, "entries": [*data["entries"][:3], [None, "draw 6S"]]},
              {**data, "entries": [[1, "take"]] + data["entries"]}, {**data, "trump_card": "ZZ"}]  # fmt: skip
    for d in broken:
        with pytest.raises(EntryError) as e:
            Board.from_dict(d)
        assert e.value.key in CATALOGS["en"].MESSAGES


def test_game_deals_the_hidden_cards_consistently_at_random() -> None:
    f = Follow(Rules(players=3), 2, 1)
    for _ in range(12):
        f.step()
    obs = f.b.observation()
    worlds = set()
    for seed in range(6):
        g = f.b.game(seed)
        assert g.observation(1) == obs
        for s in range(3):
            assert set(obs["known"][s]) <= set(g.hands[s])
        worlds.add(tuple(map(tuple, g.hands)))
        while not g.is_over:  # it plays on to the end
            s = g.to_act[0]
            g.play(s, g.legal_moves(s)[0])
    assert len(worlds) > 1


# ------------------------------------------------------------------ whatever is entered


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10_000), st.lists(st.integers(0, 10_000), min_size=5, max_size=40))
def test_any_sequence_of_entries_is_taken_or_refused_and_keeps_the_board_whole(
    seed: int, picks: list[int]
) -> None:
    """Entries picked at random from what the board offers, and from nonsense: each is taken
    or refused with a key (nothing else is raised), a refused one changes nothing, and the
    board stays a game the engine can play on (its random worlds agree with it)."""
    rules = [Rules(), Rules(players=3), Rules(mode="transfer", trump_six_swap=True)][seed % 3]
    g = Game.new(rules, seed)
    seat = seed % rules.players
    b = board_for(g, seat)
    words = ["attack", "defend", "take", "pass", "transfer", "show", "swap", "nothing"]
    for k in picks:
        before = b.observation()
        try:
            if b.needs_draw:
                cards = [c for c in CARD_NAMES if c not in before["hand"]]
                b.draw([cards[(k + i) % len(cards)] for i in range(b.needs_draw + k % 2)])
            else:
                s = k % rules.players
                word = words[k // 7 % len(words)]
                if k % 4 and b.to_act:  # mostly what the board offers to whose turn it is
                    s = b.to_act[k % len(b.to_act)]
                    offered = b.options(s) + (["nothing"] if s == b.adding != seat else [])
                    word = offered[k // 3 % len(offered)] if offered else word
                options = b.cards_for(s, word) if word in ("attack", "transfer", "show") else []
                table = [a for a, c in before["table"] if c is None]
                if word == "defend" and table:
                    covers = b.cards_for(s, "defend", table[0])
                    move = f"defend {table[0]} {covers[k % len(covers)] if covers else 'AS'}"
                elif options:
                    move = f"{word} {options[k % len(options)]}"
                else:
                    move = word if k % 5 else f"{word} {CARD_NAMES[k % len(CARD_NAMES)]}"
                b.enter(s, move)
        except EntryError as e:
            assert e.key in CATALOGS["en"].MESSAGES
            assert b.observation() == before
            continue
        if not b.needs_draw:
            obs = b.observation()
            assert b.game(k).observation(seat) == obs or obs["is_over"]


CARD_NAMES = [r + s for r in "6789TJQKA" for s in "SHDC"]


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 60) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=8,
)


@functools.cache
def saved_board() -> dict[str, Any]:
    f = Follow(Rules(players=3), 2, 1)
    for _ in range(12):
        f.step()
    return f.b.to_dict()


@settings(max_examples=25, deadline=None)
@given(st.data())
def test_a_damaged_saved_board_gives_an_error_never_a_crash(data: st.DataObject) -> None:
    saved = saved_board()
    key = data.draw(st.sampled_from(sorted(saved)))
    damaged = dict(saved)
    if key in ("entries", "world", "facts") and saved[key] and data.draw(st.booleans()):
        items = list(saved[key])
        items[data.draw(st.integers(0, len(items) - 1))] = data.draw(JSON)
        damaged[key] = items
    else:
        damaged[key] = data.draw(JSON)
    try:
        b = Board.from_dict(damaged)
    except EntryError as e:
        assert e.key in CATALOGS["en"].MESSAGES
        return
    assert b.observation()["seat"] == b.seat  # a board that works


def test_an_impossible_deal_is_refused_with_its_key() -> None:
    hand = ["8S", "9S", "TS", "JS", "QS", "KD"]

    def key(**kw: Any) -> str:
        args = {"rules": Rules(), "seat": 1, "trump_card": "6H", "hand": hand,
                "first_attacker": 0, "shown": "7H", **kw}  # fmt: skip
        with pytest.raises(EntryError) as e:
            Board.new(**args)
        assert e.value.key in CATALOGS["cs"].MESSAGES
        return e.value.key

    assert key(hand=hand[:5]) == "analysis.hand-size"
    assert key(hand=[*hand[:5], "8S"]) == "duplicate-card"
    assert key(hand=[*hand[:5], "6H"]) == "analysis.in-your-hand"
    assert key(hand=[*hand[:5], "5H"]) == "analysis.not-in-deck"
    assert key(hand=[*hand[:5], "ZZ"]) == "unknown-card"
    assert key(shown="7S") == "analysis.shown-not-trump"
    assert key(shown="9H", hand=[*hand[:5], "8H"]) == "analysis.shown-lowest"
    assert key(shown="7H", hand=[*hand[:5], "7H"]) == "analysis.in-your-hand"
    assert key(shown=None, hand=[*hand[:5], "8H"]) == "analysis.shown-none"  # a lower shown
    assert key(shown=None, hand=[*hand[:5], "AH"]) == "analysis.shown-none"  # even below A♥
    assert key(seat=2) == "bad-seat"
    assert key(rules=Rules(first_attacker="left-of-dealer"), first_attacker=1,
               shown=None) == "analysis.first-attacker"  # fmt: skip
    assert key(first_attacker=1, hand=[*hand[:5], "8H"]) == "analysis.show-yours"  # 8H, not 7H
    assert key(first_attacker=1, shown=None, hand=[*hand[:5], "8H"]) == "analysis.show-yours"
    assert key(first_attacker=1) == "not-in-hand"  # 7H shown by you, who hold no trump
    with pytest.raises(EntryError) as e:  # all dealt: the dealer's face-up 9H is no clue
        Board.new(Rules(players=4, deck=24), 3, "9H", ["TS", "JS", "QS", "KD", "AH"], 0)
    assert (e.value.key, e.value.params) == ("analysis.shown-none", {"card": "AH"})
    Board.new(Rules(), 1, "6H", hand, 0)  # nobody shows a trump: all of them in the stock
