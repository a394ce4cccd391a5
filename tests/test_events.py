"""The engine's move records, its move list and replay, and its fields listed once."""

from __future__ import annotations

import json
import random

import pytest

from durak import Game, Rules
from durak.events import BoutEnd, Draw
from durak.game import FIELDS

RULESETS = [
    Rules(players=2),
    Rules(players=3, mode="transfer", trump_six_swap=True),
    Rules(players=4, teams="2v2"),
    Rules(players=6, teams="3v3", mode="transfer"),
    Rules(players=5, throw_in="neighbours", trump_six_swap=True),
]


def played(rules: Rules, seed: int):
    """A whole random game through the checked API: (game, records, states before)."""
    g = Game.new(rules, seed=seed)
    rng = random.Random(seed)
    records, before = [], []
    while not g.is_over:
        s = g.to_act[0]
        before.append(g.copy())
        records.append(g.play(s, rng.choice(g.legal_moves(s))))
    return g, records, before


def test_attack_then_take_is_recorded_with_the_taker_and_the_cards():
    g = Game.from_setup(
        Rules(players=2), [["8D", "9D"], ["6C", "7C"]], ["AS", "KS", "QH"], first_attacker=0
    )
    r = g.play(0, "attack 8D")
    assert (r.seat, r.move, r.kind, r.cards, r.lead, r.bout) == (
        0, "attack 8D", "attack", ("8D",), True, None,
    )  # fmt: skip
    r = g.play(1, "take")
    assert r.bout == BoutEnd(
        "taken", ("8D",), taker=1, table=(("8D", None),), attacker=0, defender=1
    )  # the bout's roles; the record's are the next bout's
    # the attacker draws first (the whole stock of three), the taker nothing
    assert r.draws == (Draw(0, ("AS", "KS", "QH")),)
    assert (r.attacker, r.defender) == (0, 1) and r.losers is None


def test_a_beaten_bout_lists_its_cards_and_every_draw_in_drawing_order():
    for rules in RULESETS:
        for seed in range(4):
            _, records, before = played(rules, seed)
            for r, b in zip(records, before, strict=True):
                if r.bout is None:
                    continue
                on_table = {c for pair in b.table for c in pair if c}
                assert set(r.bout.cards) == on_table | set(r.cards)
                # the bout as it lay at its end: the table before, and what this move added
                lay = dict(b.table)
                if r.kind == "defend":
                    lay[r.move.split()[1]] = r.cards[0]
                elif r.kind in ("attack", "transfer"):
                    lay.update(dict.fromkeys(r.cards))
                assert r.bout.table == tuple(lay.items())
                if r.bout.outcome == "taken":
                    assert r.bout.taker == b.defender
                drawn = [c for d in r.draws for c in d.cards]
                assert drawn == b.stock[: len(drawn)]  # one slice each, in order


def test_the_last_record_names_every_loser_of_a_team():
    for seed in range(6):
        g, records, _ = played(Rules(players=4, teams="2v2"), seed)
        assert records[-1].over and records[-1].losers == tuple(g.losers)
        if g.losers:
            assert len(g.losers) == 2 and g.losers[0] % 2 == g.losers[1] % 2
        assert not any(r.over for r in records[:-1])


def test_a_swap_record_says_which_cards_changed_hands():
    g = Game.from_setup(
        Rules(players=2, trump_six_swap=True),
        [["6S", "9D"], ["6C", "7C"]],
        ["8H", "AS"],
        first_attacker=0,
    )
    r = g.play(0, "swap")
    assert r.swap == ("6S", "AS") and r.kind == "swap"
    assert "AS" in g.hands[0]


def test_replay_from_the_deal_gives_the_same_game_and_the_same_records():
    for rules in RULESETS:
        g, records, _ = played(rules, 11)
        assert g.replayable
        again, records2 = g.replay()
        assert again.to_json() == g.to_json() and records2 == records
        assert g.at_deal().to_json() == Game.new(rules, seed=11).to_json()


def test_the_move_list_survives_saving_and_loading():
    g, _, _ = played(Rules(players=3), 4)
    back = Game.from_json(g.to_json())
    assert back.moves == g.moves and back.replayable
    assert back.replay()[0].to_json() == g.to_json()


def test_the_fast_path_records_nothing_and_then_the_game_is_not_replayable():
    g = Game.new(Rules(players=2), seed=2)
    s = g.to_act[0]
    g.apply(s, g.legal_actions(s)[0])
    assert g.moves == [] and not g.replayable
    with pytest.raises(ValueError):
        g.replay()


def test_a_game_saved_before_the_move_list_existed_still_loads():
    # a document of today's (version 1) format, written before "deal" and "moves"
    g = Game.new(Rules(players=2), seed=3)
    doc = g.to_dict(moves=False)
    assert "deal" not in doc and "moves" not in doc
    back = Game.from_json(json.dumps(doc))
    assert back.to_json(moves=False) == g.to_json(moves=False)
    assert not back.replayable and back.moves == []


def test_every_field_is_copied_and_saved_from_the_one_table():
    g, _, before = played(Rules(players=4, teams="2v2", mode="transfer"), 3)
    for b in before[::7]:
        c = b.copy()
        for f in FIELDS:
            assert getattr(c, f.name) == getattr(b, f.name), f.name
        assert Game.from_json(b.to_json()).to_json() == b.to_json()
    keys = {f.key for f in FIELDS if f.key}
    assert keys <= set(g.to_dict())
    assert set(Game.__slots__) == {"n", "rules", *(f.name for f in FIELDS)}


def test_a_copy_is_independent():
    g = Game.new(Rules(players=3), seed=1)
    c = g.copy()
    s = c.to_act[0]
    c.play(s, c.legal_moves(s)[0])
    assert g.move_count == 0 and g.moves == [] and c.moves


def test_a_damaged_move_list_loses_only_the_replay_not_the_game():
    g, _, _ = played(Rules(players=2), 5)
    for damage in ({"moves": [[0, "attack ZZ"]]}, {"moves": "x"}, {"deal": {"deck": ["6S"] * 36}}):
        doc = {**g.to_dict(), **damage}
        back = Game.from_json(json.dumps(doc))
        assert back.to_json(moves=False) == g.to_json(moves=False)
        assert not back.replayable
