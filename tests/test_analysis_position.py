"""Positions set up by hand (issue 17): checked by the engine, played on, shared as links."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from durak import Game, Rules
from durak.analysis import EntryError, Position, decode_position, encode_position
from durak.analysis_position import MAX_LINK
from durak.i18n import CATALOGS

PUZZLE = Position(Rules(), [["6S", "7S", "KD"], ["AH", "KH", "8D"]], [("6H", None)], 0, [],
                  attacker=0, defender=1, trump_card=None, trump="H")  # fmt: skip


def position_of(g: Game) -> Position:
    """The position of a real game (every hand given), as the set-up would place it."""
    helper = [s for s in g.to_act if s != g.defender or not g.table]
    return Position(g.rules, g.hands, g.table, len(g.stock), g.discard, g.attacker, g.defender,
                    g.trump_card, g.trump, helper[0] if helper else None, g.taking)  # fmt: skip


def positions(rules: Rules, seed: int, count: int) -> list[tuple[Game, Position]]:
    """``count`` positions met in a random game (states after random moves)."""
    rng = random.Random(seed)
    g = Game.new(rules, seed)
    out = []
    while not g.is_over and len(out) < count:
        s = g.to_act[0]
        g.play(s, rng.choice(g.legal_moves(s)))
        if not g.is_over and rng.random() < 0.3:
            out.append((g.copy(), position_of(g)))
    return out


PUBLIC = ("hand", "hand_sizes", "table", "stock_count", "discard", "trump", "attacker",
          "defender", "taking", "limit", "to_act", "helpers", "out")  # fmt: skip

RULES = [Rules(), Rules(players=3, mode="transfer"), Rules(players=4, teams="2v2"),
         Rules(deck=24, players=4), Rules(deck=52, trump_six_swap=True),
         Rules(players=6, throw_in="neighbours"), Rules(first_bout_limit=5, players=3)]  # fmt: skip


@pytest.mark.parametrize("rules", RULES)
def test_positions_of_real_games_are_legal_play_on_alike_and_round_trip(rules: Rules) -> None:
    for seed in range(3):
        found = positions(rules, seed, 4)
        assert found
        for g, pos in found:
            assert pos.problems() == [], [e.key for e in pos.problems()]
            link = encode_position(pos)
            assert len(link) <= MAX_LINK
            back, keys = decode_position("#" + link)
            assert keys == [] and back == pos
            h = pos.game(seed)
            for seat in range(rules.players):
                a, b = h.observation(seat), g.observation(seat)
                assert {k: a[k] for k in PUBLIC} == {k: b[k] for k in PUBLIC}
                assert a["legal_moves"] == b["legal_moves"]


def test_the_stock_is_dealt_by_the_seed_with_the_face_up_trump_last() -> None:
    g = Game.new(Rules(), 5)
    g.play(g.to_act[0], g.legal_moves(g.to_act[0])[0])
    pos = position_of(g)
    stocks = {tuple(pos.game(seed).stock) for seed in range(5)}
    assert len(stocks) > 1
    assert all(s[-1] == g.trump_card and sorted(s) == sorted(g.stock) for s in stocks)
    assert pos.game(3).stock == pos.game(3).stock


def test_a_puzzle_plays_from_here_and_may_show_every_hand() -> None:
    g = PUZZLE.game(1)
    assert g.table == [("6H", None)] and g.to_act == [1, 0]
    assert sorted(g.discard) == sorted(set(g.discard))  # the cards named nowhere
    assert len(g.discard) == 36 - 7
    assert g.observation(0)["known"][1] == []
    assert PUZZLE.game(1, open_hands=True).observation(0)["known"][1] == ["8D", "KH", "AH"]
    g.play(1, "defend 6H KH")
    assert g.to_act == [0]


def key_of(pos: Position) -> list[str]:
    keys = [e.key for e in pos.problems()]
    for k in keys:
        assert all(k in CATALOGS[lang].MESSAGES for lang in CATALOGS)
    return keys


def with_(**kw: object) -> Position:
    fields = {f: getattr(PUZZLE, f) for f in PUZZLE.__dataclass_fields__}
    return Position(**{**fields, **kw})  # type: ignore[arg-type]


def test_each_problem_of_a_position_has_its_key() -> None:
    assert key_of(PUZZLE) == []
    assert key_of(with_(hands=[["6S", "6S"], ["AH"]])) == ["duplicate-card"]
    assert key_of(with_(hands=[["6S"], ["6H"]])) == ["duplicate-card"]
    assert key_of(with_(hands=[["6S"]])) == ["analysis.pos-players"]
    assert key_of(with_(hands=[["2S"], ["AH"]])) == ["analysis.not-in-deck"]
    assert key_of(with_(hands=[["XX"], ["AH"]])) == ["unknown-card"]
    assert key_of(with_(attacker=5)) == ["bad-seat"]
    assert key_of(with_(defender=0)) == ["analysis.pos-same-seat"]
    assert key_of(with_(table=[("6H", "7D")])) == ["analysis.pos-cover"]
    assert key_of(with_(table=[("6S", "7S")])) == ["duplicate-card"]
    assert key_of(with_(table=[("6C", None), ("9D", None)])) == ["rank-not-on-table"]
    assert key_of(with_(stock_count=5)) == ["analysis.pos-trump-card", "analysis.pos-stock"]
    assert key_of(with_(stock_count=29, trump_card="9H")) == []
    assert key_of(with_(trump="X")) == ["analysis.pos-trump"]
    assert key_of(with_(trump_card="7D")) == ["analysis.pos-trump"]
    assert key_of(with_(table=[("6H", "7H")], taking=True)) == ["analysis.pos-taking"]
    assert key_of(with_(hands=[["6S"], []], table=[])) == ["analysis.pos-empty-hand",
                                                           "analysis.pos-over"]  # fmt: skip
    many = [("6C", None), ("6D", None), ("6S", None), ("7C", None)]
    assert key_of(with_(table=[("6H", None), *many[:3]], hands=[["7S"], ["AH", "KH"]])) == [
        "analysis.pos-limit"
    ]
    assert key_of(with_(rules=Rules(players=4, teams="2v2"), hands=[["6S"], ["AH"], ["7S"], ["KH"]],
                        defender=2)) == ["analysis.pos-teams"]  # fmt: skip
    # 003: "Il difensore è sempre il giocatore alla sinistra dell'attaccante" (the defender is
    # always the attacker's left neighbour), skipping players out (rules.md)
    three = [["6S", "7S"], ["AH", "KH"], ["7C", "8C"]]
    assert key_of(with_(rules=Rules(players=3), hands=three, defender=2)) == ["analysis.pos-next"]
    assert key_of(with_(rules=Rules(players=3), hands=three, attacker=2, defender=0)) == []
    three_out = [["6S", "7S"], [], ["7C", "8C"]]  # seat 1 is out: seat 0 attacks seat 2
    assert key_of(with_(rules=Rules(players=3), hands=three_out, defender=2)) == []
    assert key_of(with_(to_act=1, table=[("6H", "7H")])) == ["analysis.pos-turn"]
    with pytest.raises(EntryError) as e:
        with_(defender=0).game(1)
    assert e.value.key == "analysis.pos-same-seat"
    with pytest.raises(EntryError):
        encode_position(with_(defender=0))


@pytest.mark.parametrize(
    ("fragment", "keys"),
    [
        ("pos=1." + "x" * MAX_LINK, ["analysis.link-too-long"]),
        ("pos=2.2pa60l36t00.6S7S-AHKH.6Hxx.0..0.1..H..0", ["analysis.link-version"]),
        ("pos=999999999999.x", ["analysis.link-malformed"]),
        ("pos=1", ["analysis.link-malformed"]),
        ("pos=1.2pa60l36t00", ["analysis.link-malformed"]),
        ("pos=1.<script>", ["analysis.link-malformed"]),
        ("pos=1.2pa60l36t00.6S7S-AHKH.6Hxx.0..0.1..H..0.", ["analysis.link-malformed"]),
        ("pos=1.2qa60l36t00.6S7S-AHKH.6Hxx.0..0.1..H..0", ["analysis.link-malformed"]),
        ("pos=1.9pa60l36t00.6S7S-AHKH.6Hxx.0..0.1..H..0", ["analysis.link-malformed"]),
        ("pos=1.2pa60l36t00.6S7S-6S.6Hxx.0..0.1..H..0", ["duplicate-card"]),
        ("pos=1.2pa60l36t00.6S7S-AHKH.6Hxx.0..0.7..H..0", ["bad-seat"]),
        ("pos=1.2pa60l36t00.6S7S-AHKH.6Hxx.0..0.0..H..0", ["analysis.pos-same-seat"]),
        ("pos=1.2pa60l36t00.6S7S-AHKH.6H7D.0..0.1..H..0", ["analysis.pos-cover"]),
        ("pos=1.2pa60l36t00.6S7S-AHZZ.6Hxx.0..0.1..H..0", ["unknown-card"]),
        ("pos=1.2pa60l36t00.6S7S-AHKH.6Hx.0..0.1..H..0", ["analysis.link-malformed"]),
        ("pos=1.2pa60l36t00.6S7S-AHKH.6Hxx.99..0.1..H..0", ["analysis.pos-stock"]),
        ("pos=1.2pa60l36t00.6S7S-AHKH.6Hxx.0..0.1..H.1.2", ["analysis.link-malformed"]),
        ("v=2&p=2&seed=5", []),  # a game link, not a position
        ("", []),
    ],
)
def test_a_broken_or_hostile_link_gives_nothing_and_says_why(
    fragment: str, keys: list[str]
) -> None:
    assert decode_position(fragment) == (None, keys)
    assert decode_position("#" + fragment) == (None, keys)


def test_links_that_are_not_text_are_refused() -> None:
    for junk in (None, 5, b"pos=1", ["pos=1"], {"pos": 1}):
        assert decode_position(junk) == (None, ["analysis.link-malformed"])


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=120) | st.text("pos=1.02345679TJQKASHDCxpanlft-", max_size=90))
def test_decoding_any_text_never_crashes(text: str) -> None:
    pos, keys = decode_position(text)
    assert pos is None or isinstance(pos, Position)
    assert all(isinstance(k, str) and k in CATALOGS["en"].MESSAGES for k in keys)
    if pos is not None:
        assert pos.problems() == [] and decode_position(encode_position(pos)) == (pos, [])


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_a_mutated_link_is_either_a_legal_position_or_refused(data: st.DataObject) -> None:
    link = encode_position(PUZZLE)
    i = data.draw(st.integers(0, len(link) - 1))
    ch = data.draw(st.sampled_from("0123456789TJQKASHDCx.-"))
    pos, keys = decode_position(link[:i] + ch + link[i + 1 :])
    assert (pos is None) == bool(keys) or (pos is None and keys == [])
    if pos is not None:
        assert pos.problems() == []
