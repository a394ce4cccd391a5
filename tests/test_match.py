"""Matches: loss counts, the loser deals, a draw keeps the dealer (000, 002)."""

import random

import pytest

from durak import Game, Match, Rules


def finish(game, seed=0):
    rng = random.Random(seed)
    while not game.is_over:
        s = game.to_act[0]
        game.apply(s, rng.choice(game.legal_actions(s)))
    return game


def test_loser_deals_and_left_of_dealer_attacks_002():
    # 002: "Derefter deler taberen af det foregående spil. ... I de følgende spil begynder
    # spilleren til venstre for giveren" (then the loser of the last game deals; in later
    # games the player left of the dealer begins)
    m = Match(Rules(players=3), seed=1)
    g = finish(m.new_game())
    assert len(g.losers) == 1  # this seed's random game has a loser (not a draw)
    loser = g.losers[0]
    g2 = m.new_game()
    assert m.games_played == 1
    assert m.losses[loser] == 1
    assert g2.dealer == loser
    assert g2.attacker == (loser + 1) % 3


def test_draw_keeps_previous_loser_as_dealer_002():
    # 002: "Har ingen kort tilbage ... er spillet uafgjort, og taberen af forrige spil deler
    # igen" (nobody holds cards after the last bout: a draw, and the last loser deals again)
    m = Match(Rules(players=2), seed=1)
    m.last_loser = 1
    g = Game.from_setup(Rules(players=2), hands=[["8H"], ["9H"]], trump="S", first_attacker=0)
    g.play(0, "attack 8H")
    g.play(1, "defend 8H 9H")
    assert g.is_over and g.losers == []
    m.record(g)
    assert m.draws == 1 and m.losses == [0, 0] and m.next_dealer == 1


def test_attack_the_fool_002():
    rules = Rules(players=4, next_attacker="attack-the-fool")
    m = Match(rules, seed=5)
    m.last_loser = 2
    g = m.new_game()
    assert (g.attacker, g.defender) == (1, 2)


def test_loss_limit_ends_match_000():
    m = Match(Rules(players=2), seed=3, loss_limit=2)
    n = 0
    while not m.is_over:
        finish(m.new_game(), n)
        m.record(m.game)
        n += 1
        assert n < 100
    assert max(m.losses) == 2
    assert sum(m.losses) + m.draws == m.games_played
    with pytest.raises(ValueError):
        m.new_game()


def test_same_seed_same_match_and_json_round_trip():
    a, b = Match(Rules(players=3), seed="x"), Match(Rules(players=3), seed="x")
    assert a.new_game().to_json() == b.new_game().to_json()
    finish(a.game)
    text = a.to_json()
    c = Match.from_json(text)
    assert c.to_json() == text
    c.new_game()
    a.new_game()
    assert a.to_json() == c.to_json()
    with pytest.raises(ValueError):
        Match.from_json("{}")


def test_unfinished_game_cannot_be_recorded():
    m = Match(Rules(players=2), seed=1)
    m.new_game()
    with pytest.raises(ValueError):
        m.record(m.game)
    with pytest.raises(ValueError):
        m.new_game()
