"""Issue 11: the secret of the trump six, helpers' precedence and the first attacker (000),
bad input, deck sizes 24/32/36/52 and transfer by showing a trump.

Every scenario cites its seed; the property tests (secrecy, fuzzed saved games) run over
every option, deck sizes included.
"""

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from durak import Game, IllegalMove, Rules
from durak.cards import CARD_ID
from tests.test_properties import option_rules

# ------------------------------------------------------------------ 1. the trump six's secret


def test_swap_holder_is_not_revealed_by_to_act_000():
    # 000: the holder "saa vaihtaa alimman valttinsa milloin tahansa pelin aikana (myös
    # toisten pelaajien vuorolla)": any time, so nobody may learn who holds it. Two games that
    # differ only in where the six is (seat 2's hand or the stock) look the same to seat 0.
    r = Rules(players=3, trump_six_swap=True)
    stock = ["TD", "9D", "8D", "7D", "KS"]
    a = Game.from_setup(r, hands=[["8H", "7C"], ["9H", "AD"], ["6S", "JC"]],
                        stock=stock, first_attacker=0)  # fmt: skip
    b = Game.from_setup(r, hands=[["8H", "7C"], ["9H", "AD"], ["TD", "JC"]],
                        stock=["6S", *stock[1:]], first_attacker=0)  # fmt: skip
    assert a.to_act == b.to_act == [0]
    assert a.observation(0) == b.observation(0)
    assert a.observation(1) == b.observation(1)
    # ... yet the holder may swap now, out of turn
    assert a.legal_moves(2) == ["swap"] and b.legal_moves(2) == []
    a.play(2, "swap")
    assert "KS" in a.hands[2] and a.stock[-1] == "6S" and "KS" in a.known(2)


# ------------------------------------------------------------------ 2. helpers' precedence


def test_left_neighbour_before_the_player_opposite_takes_the_last_place_000():
    # 000: "Nelinpelissä puolustajan vasemmalla puolella istuva pelaaja on etusijalla
    # puolustajaa vastapäätä istuvaan pelaajaan nähden." The defender (1) holds two cards, so
    # the limit is 2; after 0's attack one place is left: 2 (left of the defender) decides
    # first, 3 (opposite) may not take the place before 2 has passed.
    r = Rules(players=4)
    g = Game.from_setup(r, hands=[["8H", "KC"], ["9H", "AC"], ["8D", "7H"], ["8C", "7D"]],
                        trump="S", first_attacker=0)  # fmt: skip
    assert g.limit == 2
    g.play(0, "attack 8H")
    assert g.to_act == [1, 2]
    err = g.check(3, "attack 8C")
    assert err is not None and err.key == "wait-for-helper"
    with pytest.raises(IllegalMove):
        g.play(3, "attack 8C")
    g.play(2, "attack 8D")  # the last free place goes to 2
    assert g.check(3, "attack 8C").key.startswith("limit")


def test_the_player_opposite_throws_in_once_the_left_neighbour_passed_000():
    r = Rules(players=4)
    g = Game.from_setup(r, hands=[["8H", "KC"], ["9H", "AC", "AD"], ["8D", "7H"], ["8C", "7D"]],
                        trump="S", first_attacker=0)  # fmt: skip
    g.play(0, "attack 8H")
    g.play(1, "defend 8H 9H")
    assert g.to_act == [2]
    g.play(2, "pass")
    assert g.to_act == [3] and g.legal_moves(3) == ["attack 8C", "pass"]
    g.play(3, "attack 8C")  # a new card: passes are cancelled, 2 has precedence again
    assert g.to_act == [1, 2]


# ------------------------------------------------------------------ 3. 000's first attacker


def test_first_attacker_left_of_dealer_000():
    # 000: "Ensimmäiseksi hyökkää etumies hänen vasemmalla puolellaan olevaa pelaajaa kohtaan"
    for players in (2, 3, 4, 6):
        r = Rules(players=players, first_attacker="left-of-dealer")
        for seed in range(5):
            g = Game.new(r, seed=seed)
            assert g.dealer == players - 1 and (g.attacker, g.defender) == (0, 1 % players)
            lowest = Game.new(Rules(players=players), seed=seed)
            assert g.hands == lowest.hands  # the same deal; only who attacks differs
            if players < 6:
                assert not any(g.known(s) for s in range(players))  # no trump is shown
    g = Game.from_setup(Rules(players=3, first_attacker="left-of-dealer"),
                        hands=[["8H"], ["6S"], ["9D"]], trump="S", dealer=1)  # fmt: skip
    assert g.attacker == 2


def test_first_attacker_lowest_trump_stays_the_default_002():
    # 002: the holder of the lowest trump attacks first; 9 is the lowest trump of 24 cards
    assert Rules().first_attacker == "lowest-trump"
    g = Game.from_setup(Rules(players=2, deck=24), hands=[["AH", "JS"], ["9S", "TH"]],
                        stock=["QD", "KS"])  # fmt: skip
    assert g.attacker == 1 and g.known(1) == ["9S"]


# ------------------------------------------------------------------ 4. bad input

OLD_SAVE = (
    '{"version":1,"rules":{"players":3,"mode":"transfer","throw_in":"all","first_bout_limit":6,'
    '"trump_six_swap":true,"next_attacker":"left-of-dealer","teams":null},"hands":[["TC","JD",'
    '"JC","QS","QD","QC"],["7S","9C","TS","QH","KC","AD"],["6S","6D","6C","8S","8H","8D","8C",'
    '"TH","JS"]],"stock":["7H","9S","AS","AC","KH","KS","6H"],"discard":["TD","9H","9D","JH",'
    '"7D","7C","KD","AH"],"table":[],"trump":"H","trump_card":"6H","attacker":1,"defender":2,'
    '"passed":[],"taking":false,"limit":6,"cap":6,"first_bout":false,"out":[],"known":[["QS",'
    '"QD","QC"],[],["8S","8H","8C","TH"]],"six_blocked":true,"bottom_holder":-1,'
    '"bottom_fresh":false,"is_over":false,"losers":[],"move_count":25,"dealer":2,'
    '"virtual_seating":null}'
)  # saved by the engine before issue 11 (36-card ints 0..35)


def test_booleans_are_not_seats():
    r = Rules(players=2)
    with pytest.raises(ValueError):
        Game.new(r, seed=1, dealer=True)
    with pytest.raises(ValueError):
        Game.from_setup(r, hands=[["8H"], ["9H"]], trump="S", first_attacker=True)
    with pytest.raises(ValueError):
        Game.from_setup(r, hands=[["8H"], ["9H"]], trump="S", dealer=False)
    g = Game.new(r, seed=1)
    with pytest.raises(ValueError):
        g.observation(True)
    with pytest.raises(IllegalMove):
        g.play(True, g.legal_moves(g.to_act[0])[0])


def test_old_saved_games_load_and_play_on():
    g = Game.from_json(OLD_SAVE)
    assert g.rules.deck == 36 and g.rules.transfer_by_trump is False
    assert g.to_act == [1] and g.legal_moves(1)[0] == "attack 7S"
    assert json.loads(g.to_json())["hands"] == json.loads(OLD_SAVE)["hands"]
    assert Game.from_json(g.to_json()).to_json() == g.to_json()


def _mutated(doc, path, value):
    d = json.loads(json.dumps(doc))
    target = d
    for k in path[:-1]:
        target = target[k]
    target[path[-1]] = value
    return json.dumps(d)


def test_from_json_rejects_bad_fields_known_cards_not_in_hand_and_a_wrong_trump():
    doc = json.loads(OLD_SAVE)
    with pytest.raises(ValueError, match="known"):
        Game.from_json(_mutated(doc, ["known", 1], ["QS"]))  # QS is in hand 0, not 1
    with pytest.raises(ValueError, match="trump"):
        Game.from_json(_mutated(doc, ["trump"], "S"))  # the face-up card is 6H
    for key, value in (("taking", [False, "x"]), ("taking", [False, -1]), ("limit", True),
                       ("passed", [True]), ("out", "0"), ("dealer", False), ("limit", 0),
                       ("limit", 7), ("six_blocked", "no"), ("bottom_fresh", 0),
                       ("first_bout", [False]), ("cap", 5)):  # fmt: skip
        with pytest.raises(ValueError):
            Game.from_json(_mutated(doc, [key], value))


def test_from_json_refuses_a_game_where_nobody_may_act():
    # every attack card covered, nobody able to add, no take: the bout should have ended
    g = Game.from_setup(Rules(players=2), hands=[["8H", "KC"], ["9H", "AD"]], trump="S",
                        first_attacker=0)  # fmt: skip
    g.play(0, "attack 8H")
    doc = g.to_dict()
    doc["table"] = [["8H", "9H"]]
    doc["hands"][1] = ["AD"]
    with pytest.raises(ValueError, match="nobody may act"):
        Game.from_json(json.dumps(doc))


JUNK = [False, True, -1, 0, 1, 2, 7, 6.5, "x", "8H", "2H", "", None, [], {}, [False, "x"],
        [False, -1], ["8H"], [0, 0], [[]], {"a": 1}]  # fmt: skip


def _paths(x, prefix=()):
    yield prefix
    if isinstance(x, dict):
        for k, v in x.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(x, list):
        for i, v in enumerate(x):
            yield from _paths(v, (*prefix, i))


def _plays_on(g, rng, bound=3000):
    """A loaded game plays on: while not over somebody may act, and it ends."""
    for _ in range(bound):
        if g.is_over:
            return True
        to_act = g.to_act
        assert to_act, "not over, yet nobody may act"
        s = rng.choice(to_act)
        g.play(s, rng.choice(g.legal_moves(s)))
    return False


def _saved_games():
    rng = random.Random(11)
    docs = []
    for rules in (Rules(players=3, mode="transfer", trump_six_swap=True, transfer_by_trump=True),
                  Rules(players=4, teams="2v2", deck=24), Rules(players=2, deck=52),
                  Rules(players=5, deck=32, throw_in="neighbours")):  # fmt: skip
        for seed in range(3):
            g = Game.new(rules, seed=seed)
            for _ in range(rng.randrange(5, 60)):
                if g.is_over:
                    break
                s = g.to_act[0]
                g.play(s, rng.choice(g.legal_moves(s)))
            docs.append(g.to_dict())
    return docs


def test_fuzzed_saved_games_are_refused_or_play_on():
    # issue 11: from_json either refuses with a ValueError or returns a game that plays on
    rng = random.Random(4)
    refused = accepted = 0
    for doc in _saved_games():
        paths = [p for p in _paths(doc) if p]
        for _ in range(200):
            text = _mutated(doc, rng.choice(paths), rng.choice(JUNK))
            if rng.random() < 0.3:
                d = json.loads(text)
                text = _mutated(d, rng.choice([p for p in _paths(d) if p]), rng.choice(JUNK))
            try:
                g = Game.from_json(text)
            except ValueError:
                refused += 1
                continue
            accepted += 1
            assert _plays_on(g, random.Random(accepted))
    assert refused > 1000 and accepted > 20, (refused, accepted)


# ------------------------------------------------------------------ 5. deck sizes


@pytest.mark.parametrize("deck,low", [(24, "9"), (32, "7"), (36, "6"), (52, "2")])
def test_deck_sizes_deal_their_cards(deck, low):
    for players in range(2, min(6, deck // 6) + 1):
        g = Game.new(Rules(players=players, deck=deck), seed=players)
        cards = [c for h in g.hands for c in h] + g.stock
        assert len(cards) == len(set(cards)) == deck
        assert min(cards, key=lambda c: "23456789TJQKA".index(c[0]))[0] == low
        assert all(len(h) == 6 for h in g.hands)
        if players * 6 == deck:  # every card dealt; the dealer's last card is trump (002, 000)
            assert g.stock == [] and g.trump_card in g.known(g.dealer)


def test_players_per_deck():
    assert Rules(players=4, deck=24).players == 4
    for players, deck in ((5, 24), (6, 32)):
        with pytest.raises(ValueError, match="at most"):
            Rules(players=players, deck=deck)
    with pytest.raises(ValueError):
        Rules(deck=40)
    with pytest.raises(ValueError):
        Rules(players=6, teams="3v3", deck=32)
    assert Rules(players=4, teams="2v2", deck=24).teams == "2v2"


def test_36_card_deals_are_unchanged():
    # the same seed deals the same game as before other decks existed (share links, today's deal)
    g = Game.new(Rules(players=2), seed=1)
    assert g.hands == [["6D", "8C", "TC", "JC", "AH", "AD"], ["8D", "TH", "TD", "JD", "QC", "KD"]]
    assert g.stock[:3] == ["6H", "8H", "AS"] and g.trump_card == "7H" and g.attacker == 1
    g = Game.new(Rules(players=6), seed="2026-12-01")
    assert g.hands[5] == ["6S", "6C", "7H", "TD", "JS", "QS"] and g.trump_card == "JS"
    assert g.attacker == 5
    g = Game.new(Rules(players=4, mode="transfer"), seed=7)
    assert g.hands[0] == ["9H", "9D", "KH", "KD", "KC", "AD"] and g.attacker == 2


def test_24_cards_four_players_all_dealt_and_played_002():
    g = Game.new(Rules(players=4, deck=24), seed=3)
    assert g.stock == [] and sum(len(h) for h in g.hands) == 24
    assert not any(c[0] in "2345678" for h in g.hands for c in h)
    with pytest.raises(ValueError):
        Game.from_setup(Rules(players=2, deck=24), hands=[["8H"], ["9H"]], trump="S")


def test_24_card_position_nine_lowest():
    # a nine is the lowest card: any higher heart beats 9H, only a higher trump beats 9S
    r = Rules(players=2, deck=24)
    g = Game.from_setup(r, hands=[["9H", "9D", "KC"], ["TH", "9S", "AC"]], trump="S",
                        first_attacker=0)  # fmt: skip
    g.play(0, "attack 9H 9D")
    assert sorted(g.legal_moves(1)) == sorted(
        ["defend 9H TH", "defend 9H 9S", "defend 9D 9S", "take"]
    )
    assert g.check(1, "defend 9D TH").key == "wrong-suit"


def test_32_card_lowest_trump_swap_000():
    # 000's swap of the lowest trump: the seven with 32 cards
    r = Rules(players=2, deck=32, trump_six_swap=True)
    g = Game.from_setup(r, hands=[["7S", "8C"], ["JH", "AD"]], stock=["TD", "KS"],
                        first_attacker=1)  # fmt: skip
    assert g.legal_moves(0) == ["swap"] and g.to_act == [1]
    g.play(0, "swap")
    assert g.stock == ["TD", "7S"] and "KS" in g.hands[0]


def test_52_card_twos_and_the_two_of_trumps():
    r = Rules(players=3, deck=52, trump_six_swap=True)
    g = Game.from_setup(r, hands=[["2H", "5H", "KC"], ["3H", "2C", "AD"], ["2S", "JC", "4D"]],
                        stock=["TD", "QS"], first_attacker=0)  # fmt: skip
    assert g.legal_moves(2) == ["swap"]  # the two of trumps is the lowest trump
    g.play(0, "attack 2H")
    assert "defend 2H 3H" in g.legal_moves(1) and "defend 2H 2C" not in g.legal_moves(1)
    g.play(1, "defend 2H 3H")
    assert g.legal_moves(0) == [] and g.to_act == [2]  # 0 holds no two or three
    assert g.legal_moves(2) == ["attack 2S", "pass", "swap"]
    # lowest trump for the first attack: the two of trumps
    g2 = Game.from_setup(Rules(players=2, deck=52), hands=[["3S", "AH"], ["2S", "KH"]],
                         stock=["5D", "QS"])  # fmt: skip
    assert g2.attacker == 1 and g2.known(1) == ["2S"]


def test_variants_combine():
    # both modes, teams where the seat count allows, neighbours only, first-bout limit
    rng = random.Random(2)
    for rules in (Rules(players=4, teams="2v2", deck=24, mode="transfer", transfer_by_trump=True),
                  Rules(players=6, teams="3v3", deck=52, throw_in="neighbours"),
                  Rules(players=5, deck=32, first_bout_limit=5, trump_six_swap=True),
                  Rules(players=4, deck=24, first_attacker="left-of-dealer")):  # fmt: skip
        g = Game.new(rules, seed=5)
        assert _plays_on(g, rng)


# ------------------------------------------------------------------ 6. showing a trump

SHOW = Rules(players=3, mode="transfer", transfer_by_trump=True)


def show_game(**kw):
    hands = kw.pop("hands", [["8S", "KC"], ["8H", "9C", "AD"], ["7D", "JC", "QD"]])
    return Game.from_setup(SHOW, hands=hands, trump="H", first_attacker=0, **kw)


def test_show_a_trump_passes_the_attack_on():
    g = show_game()
    g.play(0, "attack 8S")
    assert "show 8H" in g.legal_moves(1) and "transfer 8H" in g.legal_moves(1)
    g.play(1, "show 8H")
    # the attack passes on as a transfer would; the trump stays in hand and becomes public
    assert (g.attacker, g.defender) == (1, 2)
    assert g.table == [("8S", None)] and "8H" in g.hands[1] and "8H" in g.known(1)
    obs = g.observation(0)
    assert "8H" in obs["known"][1] and obs["shown"] == ["8H"]
    assert g.to_act == [2, 1] or g.to_act[0] == 2


def test_show_refused_after_a_cover():
    g = show_game(hands=[["8S", "8C"], ["8H", "9C", "AD", "QS"], ["7D", "JC", "QD"]])
    g.play(0, "attack 8S 8C")
    g.play(1, "defend 8C 9C")
    assert "show 8H" not in g.legal_moves(1)
    assert g.check(1, "show 8H").key == "transfer-after-cover"


def test_show_refused_for_a_second_show_of_the_same_trump_in_one_bout():
    # two players: the attack comes back to the one who showed; the same trump cannot be
    # shown twice in a bout (the attack would go round for ever)
    r = Rules(players=2, mode="transfer", transfer_by_trump=True)
    g = Game.from_setup(r, hands=[["8S", "8D", "KC", "QC"], ["8H", "9C", "AD"]], trump="H",
                        first_attacker=0)  # fmt: skip
    g.play(0, "attack 8S")
    g.play(1, "show 8H")
    assert (g.attacker, g.defender) == (1, 0)
    g.play(0, "transfer 8D")
    # 0 still holds two cards, enough for the two attack cards: only the rule refuses
    assert g.defender == 1 and len(g.hands[0]) == len(g.table) == 2
    assert "show 8H" not in g.legal_moves(1)
    assert g.check(1, "show 8H").key == "show-again"


def test_a_trump_may_be_shown_again_in_a_later_bout():
    r = Rules(players=2, mode="transfer", transfer_by_trump=True)
    g = Game.from_setup(r, hands=[["8S", "8C", "KC", "QS"], ["8H", "7C", "9C", "AD"]],
                        stock=["7D", "9D", "TD", "JD", "QD", "AH"], first_attacker=0)  # fmt: skip
    g.play(0, "attack 8S")
    g.play(1, "show 8H")
    g.play(0, "take")
    g.play(1, "pass")  # 0 picks up 8S; 1 (the taker's left neighbour) attacks next
    assert not g.table and (g.attacker, g.defender) == (1, 0)
    g.play(1, "attack 7C")
    g.play(0, "defend 7C 8C")
    g.play(1, "pass")  # beaten off: 0 attacks next
    assert (g.attacker, g.defender) == (0, 1)
    g.play(0, "attack 8S")
    assert "show 8H" in g.legal_moves(1)  # once per bout: a new bout, a new chance


def test_show_refused_when_the_new_defender_could_not_hold_the_cards():
    g = show_game(hands=[["8S", "8C"], ["8H", "9C", "AD"], ["7D"]])
    g.play(0, "attack 8S 8C")
    err = g.check(1, "show 8H")
    assert err.key == "transfer-too-few" and err.params == {"held": 1, "needed": 2}
    # with exactly as many cards as the attack, showing is allowed (no card is added)
    g = show_game(hands=[["8S", "8C"], ["8H", "9C", "AD"], ["7D", "JC"]])
    g.play(0, "attack 8S 8C")
    assert "show 8H" in g.legal_moves(1) and "transfer 8H" not in g.legal_moves(1)


def test_show_needs_the_option_and_a_trump():
    off = Rules(players=3, mode="transfer")
    g = Game.from_setup(off, hands=[["8S"], ["8H", "8D"], ["7D", "JC"]], trump="H",
                        first_attacker=0)  # fmt: skip
    g.play(0, "attack 8S")
    assert g.check(1, "show 8H").key == "show-off"
    g = show_game(hands=[["8S"], ["8H", "8D"], ["7D", "JC"]])
    g.play(0, "attack 8S")
    assert g.check(1, "show 8D").key == "show-not-trump"
    with pytest.raises(ValueError):
        Rules(mode="throw-in", transfer_by_trump=True)


def test_show_survives_saving():
    g = show_game()
    g.play(0, "attack 8S")
    g.play(1, "show 8H")
    again = Game.from_json(g.to_json())
    assert again.to_json() == g.to_json() and json.loads(g.to_json())["shown"] == ["8H"]


# ------------------------------------------------------------------ secrecy, every option


def _resample(g, seat, rng):
    """The hidden cards of ``seat`` (other hands' unknown cards, the stock above the face-up
    trump) dealt anew, hand sizes kept."""
    obs = g.observation(seat)
    known = obs["known_public"]
    hands, stock = g.hands, g.stock
    bottom = stock[-1:]
    pool = [c for s in range(g.n) if s != seat for c in hands[s] if c not in known[s]]
    pool += stock[:-1]
    rng.shuffle(pool)
    new = []
    for s in range(g.n):
        if s == seat:
            new.append([])
            continue
        k = [c for c in hands[s] if c in known[s]]
        need = len(hands[s]) - len(k)
        new.append(k + pool[:need])
        del pool[:need]
    return Game.from_observation(obs, new, pool + bottom)


@settings(max_examples=150, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])  # fmt: skip
@given(rules=option_rules() | option_rules("2v2") | option_rules("3v3"),
       seed=st.integers(0, 2**32), steps=st.integers(0, 150), data=st.data())  # fmt: skip
def test_hidden_cards_never_change_an_observation(rules, seed, steps, data):
    # Two games that differ only in cards hidden from seat S give S identical observations.
    # The one deliberate exception (durak.game): an attacker holding nothing to add is
    # auto-passed, as a player saying "nothing" would be; so the worlds compared agree on
    # who holds something to add. The swap-only seat is no exception (000).
    g = Game.new(rules, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if g.is_over:
            break
        s = rng.choice(g.to_act)
        g.apply(s, rng.choice(g.legal_actions(s)))
    seat = data.draw(st.integers(0, rules.players - 1))
    for k in range(3):
        other = _resample(g, seat, random.Random(seed + k))
        if all(g._can_add(s) == other._can_add(s) for s in range(g.n)):
            assert other.observation(seat) == g.observation(seat)
    # Another seat's cards are shown only as the table knows them (picked up, the face-up
    # trump drawn, ...), except once the game is over: then the losers' hands are face up.
    obs, public = g.observation(seat), g.to_dict()["known"]
    for s in range(g.n):
        if s != seat:
            shown = g.hands[s] if g.is_over and s in g.losers else public[s]
            assert obs["known"][s] == obs["known_public"][s] == sorted(shown, key=CARD_ID.get)


def test_a_finished_game_loaded_again_has_no_helpers():
    # Found by the secrecy property test: a finished game read back (or rebuilt from an
    # observation) named throw-in helpers that the finished game itself did not.
    rules = Rules(players=5, throw_in="neighbours", trump_six_swap=True,
                  next_attacker="attack-the-fool")  # fmt: skip
    g = Game.new(rules, seed=24388569)
    rng = random.Random(24388569)
    for _ in range(133):
        s = rng.choice(g.to_act)
        g.apply(s, rng.choice(g.legal_actions(s)))
    assert g.is_over and g.helpers == []
    assert Game.from_json(g.to_json()).observation(4) == g.observation(4)


def test_the_table_offers_show_trump_only_when_it_is_legal():
    from durak.ui.table_view import buttons, transfer_zone_open, zone_move

    g = show_game()
    g.play(0, "attack 8S")
    obs = g.observation(1)
    legal = obs["legal_moves"]
    assert "show" in buttons(obs, legal) and transfer_zone_open(buttons(obs, legal))
    assert zone_move(obs, "8H") == "show 8H"  # a trump dropped on the zone is shown
    g.play(1, "defend 8S 8H")  # covered: no transfer of any kind now
    obs = g.observation(1)
    assert "show" not in buttons(obs, obs["legal_moves"])


def test_a_trump_dropped_on_the_zone_is_shown_or_the_reason_is_said():
    from durak.ui.table_view import zone_move

    r = Rules(players=2, mode="transfer", transfer_by_trump=True)
    g = Game.from_setup(r, hands=[["8S", "8D", "KC", "QC"], ["8H", "9C", "AD"]], trump="H",
                        first_attacker=0)  # fmt: skip
    g.play(0, "attack 8S")
    g.play(1, zone_move(g.observation(1), "8H"))  # shown
    g.play(0, "transfer 8D")
    move = zone_move(g.observation(1), "8H")
    assert move == "show 8H" and move not in g.legal_moves(1)
    assert g.why_illegal(1, move) == "8♥ has already been shown in this bout"
