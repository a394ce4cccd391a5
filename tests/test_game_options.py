"""Rule options: transfer, who may throw in, first-bout limit, trump-six swap, 6 players,
later games. Every test cites the seed it comes from."""

import pytest

from durak import Game, IllegalMove, Rules

T2 = Rules(players=2, mode="transfer")
T3 = Rules(players=3, mode="transfer")


def test_transfer_jacks_two_players_004():
    # 004: JS alone can be transferred with JH; with two players the new defender is the
    # original attacker, who must hold enough cards for both jacks.
    g = Game.from_setup(T2, hands=[["JS", "7C", "8C"], ["JH", "AD"]], trump="D",
                        first_attacker=0)  # fmt: skip
    g.play(0, "attack JS")
    assert "transfer JH" in g.legal_moves(1)
    g.play(1, "transfer JH")
    assert g.defender == 0 and g.attacker == 1
    assert g.table == [("JS", None), ("JH", None)]
    assert g.to_act[0] == 0


def test_transfer_needs_enough_cards_004():
    # 004: a matching jack does not guarantee a legal move: the other player may hold too few
    g = Game.from_setup(T2, hands=[["JS", "7C"], ["JH", "AD"]], trump="D", first_attacker=0)
    g.play(0, "attack JS")
    assert "transfer JH" not in g.legal_moves(1)
    err = g.check(1, "transfer JH")
    assert err.key == "transfer-too-few" and err.params == {"held": 1, "needed": 2}
    assert str(err) == "the next defender holds only 1 card; the attack would have 2"


def test_no_transfer_after_a_cover_004():
    # 004/003: once an attack card has been covered, no transfer in this bout
    g = Game.from_setup(T3, hands=[["8H", "8D", "KC"], ["9H", "8C", "AC"], ["6H", "7H", "AS"]],
                        trump="S", first_attacker=0)  # fmt: skip
    g.play(0, "attack 8H 8D")
    g.play(1, "defend 8H 9H")
    assert g.why_illegal(1, "transfer 8C") == "you cannot transfer after a card has been beaten"


def test_transfer_chain_three_players_003():
    # 003: transfers may follow one another; each goes to the next player
    hands = [["8H", "KC", "QC", "JC"], ["8D", "AC", "QH"], ["8C", "7H", "AS"]]
    g = Game.from_setup(T3, hands=hands, trump="S", first_attacker=0)
    g.play(0, "attack 8H")
    g.play(1, "transfer 8D")
    assert (g.attacker, g.defender) == (1, 2)
    g.play(2, "transfer 8C")
    assert (g.attacker, g.defender) == (2, 0)
    assert g.limit == 3  # the new defender's hand at the moment of the transfer
    assert g.why_illegal(2, "transfer 8C") is not None


def test_transfer_off_in_throw_in_mode_002():
    # 002: transferring belongs to the Perevodnoy variant and is not used there
    g = Game.from_setup(Rules(players=2), hands=[["JS", "7C", "8C"], ["JH", "AD"]], trump="D",
                        first_attacker=0)  # fmt: skip
    g.play(0, "attack JS")
    assert g.check(1, "transfer JH").key == "transfer-off"


def test_helpers_wait_for_main_attacker_002():
    # 002: let the main attacker finish or yield before helpers add cards
    r = Rules(players=3)
    g = Game.from_setup(r, hands=[["8H", "8C", "KC"], ["9H", "AC", "AD"], ["8D", "7H", "AS"]],
                        trump="S", first_attacker=0)  # fmt: skip
    g.play(0, "attack 8H")
    assert g.to_act == [1, 0]
    assert g.check(2, "attack 8D").key == "wait-for-main-attacker"
    g.play(0, "pass")
    assert g.to_act == [1, 2]
    g.play(2, "attack 8D")
    # the new card cancels 0's pass: 0 (holding 8C) may add again
    assert g.to_act == [1, 0]


def test_helper_priority_four_players_000():
    # 000: in a 4-player game the defender's left neighbour has priority over the player opposite
    r = Rules(players=4)
    g = Game.from_setup(r, hands=[["8H", "KC"], ["9H", "AC", "AD"], ["8D", "7H"], ["8C", "7D"]],
                        trump="S", first_attacker=0)  # fmt: skip
    assert g.helpers == [2, 3]
    g.play(0, "attack 8H")
    # 0 holds nothing more to add (auto-passed); 2 (left of the defender) comes before 3
    assert g.to_act == [1, 2]
    assert g.check(3, "attack 8C").key == "wait-for-helper"
    assert "attack 8C" not in g.legal_moves(3)
    g.play(2, "pass")
    assert g.to_act == [1, 3] and "attack 8C" in g.legal_moves(3)


def test_neighbours_only_004():
    # 004: only the defender's active neighbours may attack
    r = Rules(players=4, throw_in="neighbours")
    g = Game.from_setup(r, hands=[["8H", "KC"], ["9H", "AC", "AD"], ["8D", "7H"], ["8C", "7D"]],
                        trump="S", first_attacker=0)  # fmt: skip
    assert g.helpers == [2]
    g.play(0, "attack 8H")
    assert g.to_act == [1, 2]
    assert g.check(3, "attack 8C").key == "not-neighbour"


def test_first_bout_limit_five_003():
    # 003: at most 5 attack cards in the very first bout
    r = Rules(players=3, first_bout_limit=5)
    g = Game.from_setup(
        r,
        hands=[["8H", "8D", "8C", "8S", "KC"], ["9H", "9D", "9C", "TS", "JS", "AS"], ["9S", "TH"]],
        trump="S", first_attacker=0, first_bout=True,
    )  # fmt: skip
    assert g.limit == 5
    g.play(0, "attack 8H 8D 8C 8S")
    for a, c in [("8H", "9H"), ("8D", "9D"), ("8C", "9C"), ("8S", "TS")]:
        g.play(1, f"defend {a} {c}")
    g.play(2, "attack 9S")
    err = g.check(2, "attack TH")
    assert err.key == "limit-first-bout"
    assert str(err) == "no more than 5 attack cards in the first bout"


def test_six_card_cap_002():
    # 002: at most six attack cards in a bout, even against a bigger hand
    r = Rules(players=2)
    g = Game.from_setup(r, hands=[["6H", "6D", "6S", "6C", "7S", "7C", "8H"],
                                  ["7H", "7D", "8S", "AH", "AD", "AS", "KD"]],
                        trump="C", first_attacker=0, first_bout=False)  # fmt: skip
    assert g.limit == 6
    g.play(0, "attack 6H 6D 6S")
    g.play(1, "defend 6H 7H")
    g.play(1, "defend 6D 7D")
    g.play(1, "defend 6S 8S")
    g.play(0, "attack 6C")
    g.play(0, "attack 7S 7C")
    err = g.check(0, "attack 8H")
    assert err.key == "limit-six"
    assert str(err) == "no more than 6 attack cards in one bout"


def test_take_lets_attackers_add_then_skips_taker_003():
    # 003: the others may still add matching cards, the taker takes them and loses the turn
    r = Rules(players=3)
    g = Game.from_setup(r, hands=[["8H", "8C", "KC"], ["9S", "AC", "AD"], ["8D", "7H", "AS"]],
                        trump="D", first_attacker=0)  # fmt: skip
    g.play(0, "attack 8H")
    g.play(1, "take")
    assert g.to_act == [0]
    g.play(0, "attack 8C")  # 0 now holds nothing to add: auto-passed, so 2 may add
    g.play(2, "attack 8D")
    assert sorted(g.hands[1]) == sorted(["9S", "AC", "AD", "8H", "8C", "8D"])
    assert (g.attacker, g.defender) == (2, 0)  # the taker's left neighbour attacks


def test_out_players_are_skipped_002():
    # 002: a player with no cards (empty stock) is skipped; turns go clockwise to the next
    r = Rules(players=3)
    g = Game.from_setup(r, hands=[["8H"], [], ["9H", "7C"]], trump="S", first_attacker=0)
    assert g.defender == 2 and g.out == [1]


def test_six_players_deal_all_cards_002():
    # 002/000: with six players all cards are dealt; the dealer's last card is shown as trump
    g = Game.new(Rules(players=6), seed=11)
    assert g.stock == [] and all(len(h) == 6 for h in g.hands)
    dealer = g.dealer
    assert g.trump_card in g.hands[dealer] and g.trump_card[1] == g.trump
    assert g.trump_card in g.observation((dealer + 1) % 6)["known"][dealer]


def test_later_game_left_of_dealer_attacks_002():
    # 002: later games: the loser deals; the player to the dealer's left attacks
    g = Game.new(Rules(players=4), seed=3, dealer=2)
    assert (g.attacker, g.defender) == (3, 0)


def test_attack_the_fool_002():
    # 002 (after Pagat): the loser's right-hand neighbour attacks the loser
    g = Game.new(Rules(players=4, next_attacker="attack-the-fool"), seed=3, dealer=2)
    assert (g.attacker, g.defender) == (1, 2)


SW2 = Rules(players=2, trump_six_swap=True)


def test_swap_with_face_up_trump_any_time_000():
    # 000: the trump six from the deal may be exchanged for the face-up trump at any time,
    # also on other players' turns
    g = Game.from_setup(SW2, hands=[["6S", "7C", "8C"], ["JH", "AD", "9C"]],
                        stock=["TD", "KS"], first_attacker=1)  # fmt: skip
    # 000 ("milloin tahansa pelin aikana (myös toisten pelaajien vuorolla)"): the holder may
    # swap at any time, so nobody may learn that they hold it: 0 is not in ``to_act``
    assert g.to_act == [1]
    assert g.legal_moves(0) == ["swap"]
    g.play(0, "swap")
    assert "KS" in g.hands[0] and g.stock == ["TD", "6S"] and g.trump_card == "6S"
    assert "KS" in g.known(0)
    assert g.check(0, "swap").key == "swap-no-six"


def test_no_swap_without_option_002():
    # 002: "we use no swap right for the trump 6"
    g = Game.from_setup(Rules(players=2), hands=[["6S", "7C"], ["JH", "AD"]],
                        stock=["TD", "KS"], first_attacker=1)  # fmt: skip
    assert g.check(0, "swap").key == "swap-off"


def test_swap_after_bottom_drawn_until_a_card_is_played_000():
    # 000: even after someone has drawn the bottom trump, as long as nobody has played since
    hands = [["8H", "6S", "7C", "7D", "JC", "QC"], ["9H", "AS", "AD", "KD", "KH", "KC"]]
    g = Game.from_setup(SW2, hands=hands, stock=["QD", "KS"], first_attacker=0)
    g.play(0, "attack 8H")
    g.play(1, "defend 8H 9H")  # 0 cannot add: bout beaten off; 0 draws QD, 1 draws KS
    assert g.stock == [] and "KS" in g.hands[1] and "KS" in g.known(1)
    late = g.copy()
    assert g.to_act == [1] and g.legal_moves(0) == ["swap"]
    g.play(0, "swap")
    assert "KS" in g.hands[0] and "6S" in g.hands[1]
    # ... but not once a card has been played
    late.play(1, "attack KD")
    assert late.check(0, "swap").key == "swap-too-late"


def test_six_picked_up_from_table_cannot_be_swapped_000():
    # 000: a lowest trump received in an attack may not be swapped; it must come from the stock
    hands = [["6S", "7C", "8C", "9C", "TC", "JC"], ["9H", "AH", "AD", "KD", "KH", "QH"]]
    g = Game.from_setup(SW2, hands=hands, stock=["QD", "KS"], first_attacker=0)
    g.play(0, "attack 6S")
    g.play(1, "take")
    assert "6S" in g.hands[1]
    assert g.check(1, "swap").key == "swap-from-table"


def test_illegal_move_params_and_sentences():
    g = Game.from_setup(Rules(players=2), hands=[["8C", "9D"], ["7C", "AD"]], trump="H",
                        first_attacker=0)  # fmt: skip
    g.play(0, "attack 8C")
    e = g.check(1, "defend 8C 7C")
    assert e.key == "too-low" and e.params == {"card": "8C", "cover": "7C"}
    assert str(e) == "7♣ is lower than 8♣"
    assert g.check(1, "defend 8C AD").key == "wrong-suit"
    assert g.check(1, "defend 9D AD").key == "not-on-table"
    assert g.check(1, "defend 8C QS").key == "not-in-hand"
    assert g.check(0, "take").key == "only-defender"
    with pytest.raises(IllegalMove):
        g.play(1, "attack 7C")
