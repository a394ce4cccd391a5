"""Core rules for two players, throw-in mode, from set-up positions."""

import pytest

from durak import Game, IllegalMove, Rules

R2 = Rules(players=2)


def setup(hands, stock=(), trump="S", first_attacker=0, rules=R2, **kw):
    return Game.from_setup(
        rules, hands=hands, stock=list(stock), trump=None if stock else trump,
        first_attacker=first_attacker, **kw
    )  # fmt: skip


def test_new_game_deals_six_each_and_trump_under_stock():
    g = Game.new(R2, seed=42)
    assert [len(h) for h in g.hands] == [6, 6]
    assert len(g.stock) == 24
    assert g.trump == g.stock[-1][1]
    assert g.trump_card == g.stock[-1]


def test_same_seed_same_deal():
    assert Game.new(R2, seed=7).to_json() == Game.new(R2, seed=7).to_json()
    assert Game.new(R2, seed=7).to_json() != Game.new(R2, seed=8).to_json()


def test_lowest_trump_attacks_first():
    # 002: the lowest trump begins the first game; the trump six is shown as proof
    g = Game.from_setup(R2, hands=[["7S", "AH"], ["6S", "KH"]], stock=["9D", "QS"])
    assert g.attacker == 1 and g.defender == 0
    assert "6S" in g.known(1)


def test_lowest_trump_seven_when_no_six():
    # 002: if nobody has the trump six, the trump seven begins, and so on
    g = Game.from_setup(R2, hands=[["7S", "AH"], ["8S", "KH"]], stock=["9D", "QS"])
    assert g.attacker == 0


def test_rank_on_table_examples_002():
    # 002: spades trump; 8H covered by QH; now eights and queens may follow, KC may not
    g = setup([["8H", "8D", "QD", "KC"], ["QH", "6S", "KD", "9C"]])
    g.play(0, "attack 8H")
    g.play(1, "defend 8H QH")
    moves = g.legal_moves(0)
    assert "attack 8D" in moves and "attack QD" in moves
    assert "attack KC" not in moves
    with pytest.raises(IllegalMove) as e:
        g.play(0, "attack KC")
    assert e.value.key == "rank-not-on-table"
    assert e.value.params == {"card": "KC"}
    assert str(e.value) == "K♣ does not match any rank on the table"
    # 002: the defender may cover QD with 6S (trump) though holding the higher KD
    g.play(0, "attack QD")
    assert "defend QD 6S" in g.legal_moves(1)
    assert "defend QD KD" in g.legal_moves(1)
    g.play(1, "defend QD 6S")


def test_trump_only_beaten_by_higher_trump():
    # 002/004: a trump requires a higher trump
    g = setup([["9S", "7C"], ["AH", "7S", "TS"]])
    g.play(0, "attack 9S")
    assert g.why_illegal(1, "defend 9S AH") == "a trump can only be beaten by a higher trump"
    assert g.why_illegal(1, "defend 9S 7S") == "a trump can only be beaten by a higher trump"
    assert g.why_illegal(1, "defend 9S TS") is None


def test_defender_limit_after_take_002():
    # 002: defender began with three cards: at most three attack cards, even after "take"
    g = setup([["8H", "8D", "8C", "8S", "9H"], ["6H", "7H", "AC"]], stock=["KD", "7D"] * 0)
    g.play(0, "attack 8H")
    g.play(1, "take")
    assert g.check(0, "attack 8D 8C 8S").key == "limit-defender-hand"
    g.play(0, "attack 8D 8C")
    # limit reached: 0 may add nothing more (auto-pass), so the defender picks up at once
    assert g.attacker == 0 and g.defender == 1  # defender took: attacker attacks again
    assert sorted(g.hands[1]) == sorted(["6H", "7H", "AC", "8H", "8D", "8C"])


def test_limit_message():
    g = setup([["8H", "8D", "8C", "8S"], ["6H", "7H", "AC"]], trump="D")
    err = g.check(0, "attack 8H 8C 8S 8D")
    assert err.key == "limit-defender-hand"
    assert str(err) == "the defender held only 3 cards at the start of this bout"


def test_pass_does_not_end_bout_with_uncovered_cards_004():
    # 004: a pass does not remove uncovered attack cards
    g = setup([["8H", "8D", "KC"], ["9H", "6C", "AC"]], trump="S")
    g.play(0, "attack 8H")
    g.play(0, "pass")
    assert g.table == [("8H", None)]
    assert g.to_act == [1]
    g.play(1, "defend 8H 9H")
    # all covered, attacker passed before the cover -> the cover cancels the pass
    assert g.to_act == [0]


def test_beaten_off_defender_attacks_next_and_draw_order():
    # 002: after a beaten attack the defender attacks; draw attacker first, defender last
    stock = ["6D", "7D", "8D", "9D", "TD", "JD", "QD", "KD", "AD"]
    g = setup([["8H", "KC", "AC", "AH", "AS", "6C"], ["9H", "6H", "7H", "7C", "8C", "9C"]],
              stock=stock)  # fmt: skip
    g.play(0, "attack 8H")
    g.play(1, "defend 8H 9H")
    # 0 holds no 8 or 9: nothing to add, so it is auto-passed and the bout ends
    assert g.attacker == 1 and g.defender == 0
    assert "6D" in g.hands[0] and "7D" in g.hands[1]
    assert g.discard[-2:] == ["8H", "9H"] or set(["8H", "9H"]) <= set(g.discard)


def test_draw_when_nobody_holds_cards_002():
    # 002/003: if nobody has cards after the last bout, the game is a draw
    g = setup([["8H"], ["9H"]], trump="S")
    g.play(0, "attack 8H")
    g.play(1, "defend 8H 9H")
    assert g.is_over and g.losers == []


def test_last_with_cards_loses():
    g = setup([["8H"], ["9H", "6C"]], trump="S")
    g.play(0, "attack 8H")
    g.play(1, "defend 8H 9H")
    assert g.is_over and g.losers == [1]


def test_bad_input_never_changes_game():
    g = Game.new(R2, seed=3)
    before = g.to_json()
    for seat, text in [(0, "attack"), (0, "attack ZZ"), (5, "pass"), (0, "fly"), (-1, "take"),
                       (g.defender, "attack " + g.hands[g.defender][0])]:  # fmt: skip
        with pytest.raises(ValueError):
            g.play(seat, text)
    assert g.to_json() == before


def test_json_round_trip():
    g = Game.new(R2, seed=5)
    s = g.to_act[0]
    g.play(s, g.legal_moves(s)[0])
    assert Game.from_json(g.to_json()).to_json() == g.to_json()
    with pytest.raises(ValueError):
        Game.from_json("{not json")
    with pytest.raises(ValueError):
        Game.from_json(g.to_json().replace('"6S"', '"7S"', 1))
