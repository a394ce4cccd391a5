"""More rule details: drawing, going out, known cards, set-up errors, a golden deal."""

import pytest

from durak import Game, Rules

R3 = Rules(players=3)


def test_golden_deal():
    # The same seed must give this deal everywhere (the browser test compares with it).
    g = Game.new(Rules(players=2), seed=42)
    assert g.hands == [["7H", "8H", "JD", "KD", "KC", "AS"], ["8D", "9S", "TC", "QH", "QD", "QC"]]
    assert g.stock[-1] == "8C" and g.attacker == 1
    g = Game.new(Rules(players=4), seed="abc")
    assert g.hands[0] == ["8H", "9S", "9H", "TC", "QC", "AD"] and g.stock[-1] == "6S"


def test_draw_order_when_stock_runs_out_002():
    # 002: main attacker first, other attackers clockwise, defender last; the stock may run
    # out part-way, and the face-up trump drawn last is known to everyone
    hands = [["8H", "KC", "KS", "QC", "QS", "JC"], ["9H", "TH", "AC", "AS", "AH", "JS"],
             ["8C", "7C", "7S", "6S", "6C", "9S"]]  # fmt: skip
    g = Game.from_setup(R3, hands=hands, stock=["6D", "7D", "8D"], first_attacker=0)
    g.play(0, "attack 8H")
    g.play(1, "defend 8H 9H")
    assert g.to_act == [2]  # 0 holds no 8 or 9: auto-passed
    g.play(2, "attack 8C")
    g.play(1, "defend 8C AC")
    g.play(2, "pass")
    assert "6D" in g.hands[0] and "7D" in g.hands[2] and "8D" in g.hands[1]
    assert len(g.hands[1]) == 5
    assert g.known(1) == ["8D"]
    assert (g.attacker, g.defender) == (1, 2)


def test_nobody_goes_out_while_stock_has_cards_002():
    # 002: only once the stock is empty can an empty hand go out
    g = Game.from_setup(Rules(players=2), hands=[["8H"], ["9H", "7C"]], stock=["6D", "7D"],
                        first_attacker=0)  # fmt: skip
    g.play(0, "attack 8H")
    g.play(1, "defend 8H 9H")
    assert not g.is_over and g.out == [] and sorted(g.hands[0]) == ["6D", "7D"]


def test_picked_up_cards_are_known_000():
    # 000: the defender picks up the cards; everybody saw them
    g = Game.from_setup(Rules(players=2), hands=[["8H", "KC"], ["9S", "7C"]], trump="D",
                        first_attacker=0)  # fmt: skip
    g.play(0, "attack 8H")
    g.play(1, "take")
    assert g.known(1) == ["8H"]
    assert g.observation(0)["known"][1] == ["8H"]
    # the next attacker is the taker's left neighbour: seat 0 again with two players
    assert (g.attacker, g.defender) == (0, 1)


def test_game_over_rejects_moves():
    g = Game.from_setup(Rules(players=2), hands=[["8H"], ["9H"]], trump="S", first_attacker=0)
    g.play(0, "attack 8H")
    g.play(1, "defend 8H 9H")
    assert g.is_over and g.to_act == []
    assert g.check(0, "pass").key == "game-over"


def test_setup_errors():
    r = Rules(players=2)
    with pytest.raises(ValueError, match="twice"):
        Game.from_setup(r, hands=[["8H"], ["8H"]], trump="S")
    with pytest.raises(ValueError, match="trump"):
        Game.from_setup(r, hands=[["8H"], ["9H"]])
    with pytest.raises(ValueError):
        Game.from_setup(r, hands=[["8H"]], trump="S")
    with pytest.raises(ValueError):
        Game.from_setup(r, hands=[["8H"], ["ZZ"]], trump="S")
    with pytest.raises(ValueError):
        Game.from_setup(r, hands=[["8H"], ["9H"]], stock=["6D", "QS"], trump="H")
    with pytest.raises(ValueError):
        Game.new(r, seed=1, dealer=5)


def test_first_bout_detection():
    g = Game.new(Rules(players=3, first_bout_limit=5), seed=1)
    assert g.first_bout and g.limit == 5
    g2 = Game.from_setup(Rules(players=2, first_bout_limit=5), hands=[["8H"], ["9H"]], trump="S")
    assert not g2.first_bout and g2.limit == 1


def test_play_accepts_action_tuples_and_copy_is_independent():
    g = Game.new(Rules(players=2), seed=42)
    c = g.copy()
    s = g.to_act[0]
    a = g.legal_actions(s)[0]
    g.play(s, a)
    assert c.to_json() != g.to_json()
    assert c.move_count == 0 and g.move_count == 1
