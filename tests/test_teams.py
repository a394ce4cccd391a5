"""Partnerships (issue 7): 2 v 2 and 3 v 3, as seed 000 (Finnish club rules) plays them.

Every test cites 000 (/work/shared/seeds/000_*.txt). Seats are clockwise, seat (i + 1) % n
is seat i's left neighbour; teams are seats 0, 2(, 4) against 1, 3(, 5). The two worked
examples of 000 are replayed move by move: the four-player N-E-S-W example (N=0, E=1, S=2,
W=3) and the six-player A1-X-A2-B2-A3-B3 example (A1=0, B1=1, A2=2, B2=3, A3=4, B3=5).
"""

from __future__ import annotations

import json
import random

import pytest

from durak import Game, IllegalMove, Rules
from durak.match import Match

N, E, S, W = 0, 1, 2, 3
A1, B1, A2, B2, A3, B3 = 0, 1, 2, 3, 4, 5


# --------------------------------------------------------------------------- helpers


def pairs(**kw) -> Rules:
    return Rules(players=4, teams="2v2", **kw)


def threes(**kw) -> Rules:
    return Rules(players=6, teams="3v3", **kw)


def setup(rules: Rules, hands, stock=(), *, trump=None, first_attacker=0) -> Game:
    return Game.from_setup(
        rules, hands=[list(h) for h in hands], stock=list(stock),
        first_attacker=first_attacker, trump=trump,
    )  # fmt: skip


def norm(move: str):
    parts = move.split()
    if parts and parts[0] == "attack":
        return ("attack", tuple(sorted(parts[1:])))
    return tuple(parts)


def play(game: Game, seat: int, move: str) -> None:
    assert norm(move) in {norm(m) for m in game.legal_moves(seat)}, (
        f"{move!r} not in legal_moves({seat}): {game.legal_moves(seat)}"
    )
    assert game.why_illegal(seat, move) is None
    game.play(seat, move)
    # the state survives a JSON round trip at every step
    assert Game.from_json(game.to_json()).to_json() == game.to_json()


def rejected(game: Game, seat: int, move: str) -> IllegalMove:
    before = game.to_json()
    assert norm(move) not in {norm(m) for m in game.legal_moves(seat)}
    with pytest.raises(IllegalMove) as info:
        game.play(seat, move)
    assert str(info.value).strip()
    assert game.to_json() == before
    return info.value


def bout(game: Game) -> tuple[int, int]:
    return game.attacker, game.defender


# --------------------------------------------------------------------------- options


def test_rules_teams_option_and_helpers():
    # 000: "pareittain pelattava nelinpeliversio" (pairs, four players) and "Paripeli
    # (6 pelaajaa) ... A-B-A-B-A-B" (two teams of three, six players)
    r = pairs()
    assert r.teams == "2v2"
    assert [r.team_of(s) for s in range(4)] == [0, 1, 0, 1]
    assert r.partners(N) == [S] and r.partners(E) == [W]  # partners sit opposite
    assert r.team_seats == [[0, 2], [1, 3]]
    t = threes()
    assert [t.team_of(s) for s in range(6)] == [0, 1, 0, 1, 0, 1]
    assert t.partners(A1) == [A2, A3] and t.partners(B3) == [B1, B2]
    assert t.team_seats == [[0, 2, 4], [1, 3, 5]]
    for rules in (r, t, pairs(mode="transfer", trump_six_swap=True)):
        assert Rules.from_dict(json.loads(json.dumps(rules.to_dict()))) == rules
    # individual play: every seat is a team of its own
    solo = Rules(players=3)
    assert [solo.team_of(s) for s in range(3)] == [0, 1, 2] and solo.partners(1) == []
    assert solo.team_seats == [[0], [1], [2]]


@pytest.mark.parametrize(
    ("players", "teams"),
    [(2, "2v2"), (3, "2v2"), (5, "2v2"), (6, "2v2"), (4, "3v3"), (5, "3v3"), (4, "4v4"),
     (4, "pairs"), (4, "")],
)  # fmt: skip
def test_other_team_combinations_are_value_errors(players, teams):
    with pytest.raises(ValueError, match="teams"):
        Rules(players=players, teams=teams)
    with pytest.raises(ValueError):
        Rules.from_dict({"players": players, "teams": teams})


def test_team_of_rejects_bad_seats():
    with pytest.raises(ValueError):
        pairs().team_of(4)
    with pytest.raises(ValueError):
        threes().partners(-1)


def test_six_player_teams_deal_every_card_and_the_dealer_keeps_the_trump():
    # 000: "Koska kortteja on vain 36, kaikki kortit jaetaan. Viimeinen jakajalle tuleva
    # kortti käännetään valtiksi. Jakaja ottaa kortin käteensä, kun muut ovat nähneet sen."
    for seed in range(5):
        g = Game.new(threes(), seed=seed)
        assert g.stock == [] and [len(h) for h in g.hands] == [6] * 6
        assert g.trump_card in g.hands[g.dealer]
        assert g.trump_card in g.known(g.dealer)
        assert g.trump_card[1] == g.trump
        assert g.team_of(g.attacker) != g.team_of(g.defender)


def test_four_player_pairs_deal_like_individual_play():
    # 000: "Kullekin jaetaan kuusi korttia yksitellen sekä seuraava kortti käännetään"
    a, b = Game.new(pairs(), seed=11), Game.new(Rules(players=4), seed=11)
    assert a.hands == b.hands and a.stock == b.stock and bout(a) == bout(b)
    assert a.virtual_seating == [0, 1, 2, 3] and b.virtual_seating is None


# --------------------------------------------------------------------------- who attacks


def test_both_partners_attack_and_the_attacker_has_priority():
    # 000: "Paripelissä kumpikin parin jäsenistä saa osallistua hyökkäykseen." and "Jos sekä
    # hyökkääjä että hänen parinsa haluavat hyökätä, on hyökkääjällä etuasema."
    g = setup(pairs(), [["8C", "8S", "AD"], ["9C", "TC", "KS"], ["8H", "6D"], ["8D", "7S"]],
              trump="H")  # fmt: skip
    assert bout(g) == (N, E) and g.helpers == [S]
    play(g, N, "attack 8C")
    assert g.to_act == [E, N]  # S waits for N; W, the defender's partner, never joins
    assert rejected(g, S, "attack 8H").key == "wait-for-main-attacker"
    play(g, E, "defend 8C 9C")
    play(g, N, "pass")
    assert g.to_act == [S]
    play(g, S, "attack 8H")
    assert g.table[-1] == ("8H", None)


def test_nobody_attacks_or_throws_in_against_a_partner():
    # 000: the defender's partner is not an attacker; only "hyökkääjä tai hänen parinsa voi
    # jatkaa hyökkäystä" (the attacker or the attacker's partner may continue the attack)
    g = setup(pairs(), [["8C", "9S", "AD"], ["9C", "TC", "KS"], ["6D", "7D"], ["8D", "9D"]],
              trump="H")  # fmt: skip
    play(g, N, "attack 8C")
    assert g.legal_moves(W) == []
    assert rejected(g, W, "attack 8D").key == "not-attacking"
    assert rejected(g, W, "pass").key == "not-attacking"
    play(g, E, "defend 8C 9C")
    # W holds 8D and 9D, both ranks on the table, and still may not add them
    assert W not in g.to_act and g.legal_moves(W) == []
    assert rejected(g, W, "attack 9D").key == "not-attacking"


def test_defenders_partner_cannot_give_cards_after_take():
    # 000: after a take the attackers ("hyökkääjillä") may give the cards they could have
    # attacked with; the defender's partner is not one of them
    g = setup(pairs(), [["8C", "AD"], ["6S", "7S"], ["8S", "KC"], ["8D", "8H"]], trump="H")
    play(g, N, "attack 8C")
    play(g, E, "take")
    assert W not in g.to_act and rejected(g, W, "attack 8D").key == "not-attacking"
    assert g.to_act == [S]  # N holds no eight: S, N's partner, may give one
    play(g, S, "attack 8S")
    assert g.is_over is False and sorted(g.hands[E]) == sorted(["6S", "7S", "8C", "8S"])
    assert bout(g) == (S, W)  # "vuoro siirtyy puolustajan vasemmalla puolella olevalle"


def test_six_players_all_team_members_join_in_clockwise_order():
    # 000 (6 players): "Hyökkäykseen saavat osallistua kummatkin hyökkääjän puolueessa olevat
    # apurit" - both helpers of the attacker's team may join
    hands = [["8C", "9D", "AS"], ["9C", "KS", "6D", "7D"], ["8D", "AD"], ["8S", "QS"],
             ["8H", "AC"], ["7S", "JS"]]  # fmt: skip
    g = setup(threes(), hands, trump="H")
    assert bout(g) == (A1, B1) and g.helpers == [A2, A3]
    play(g, A1, "attack 8C")
    play(g, B1, "defend 8C 9C")
    play(g, A1, "pass")
    # helpers' precedence (000's "etusijalla", issue 11): A2, clockwise first from the
    # defender, before A3, as among the helpers of individual play
    assert g.to_act == [A2]
    for s in (B2, B3):
        assert g.legal_moves(s) == [] and rejected(g, s, f"attack {hands[s][0]}")
    assert g.check(A3, "attack 8H").key == "wait-for-helper"
    play(g, A2, "pass")
    assert g.to_act == [A3]
    play(g, A3, "attack 8H")  # both helpers may join, in their order
    assert g.to_act == [B1, A1]


def test_neighbours_option_with_teams_keeps_the_partner_left_of_the_defender():
    # an extension (000's teams all join): "neighbours" = the defender's two neighbours in
    # the imagined seating, the attacker and the partner on the defender's left
    g = setup(threes(throw_in="neighbours"), [["8C"], ["9C", "KS"], ["8D"], ["7S"], ["8H"],
              ["7C"]], trump="H")  # fmt: skip
    assert g.helpers == [A2]
    h = setup(pairs(throw_in="neighbours"), [["8C"], ["9C", "KS"], ["8D"], ["7S"]], trump="H")
    assert h.helpers == [S]


def test_the_defender_is_always_an_opponent_through_whole_games():
    # 000: "aina on aina yksi puolustaja ja vähintään yksi hyökkääjä" - and in team play the
    # attack always goes from one team to the other
    for rules in (pairs(), threes(), pairs(mode="transfer"), threes(mode="transfer")):
        for seed in range(40):
            g = Game.new(rules, seed=seed)
            rng = random.Random(seed)
            while not g.is_over:
                a, d = bout(g)
                assert g.team_of(a) != g.team_of(d)
                assert all(g.team_of(h) == g.team_of(a) for h in g.helpers)
                vs = g.virtual_seating
                assert vs.index(d) == (vs.index(a) + 1) % g.n
                s = g.to_act[0]
                assert s in (a, d, *g.helpers) or "swap" in g.legal_moves(s)
                g.play(s, rng.choice(g.legal_moves(s)))


# --------------------------------------------------------------------------- drawing


def test_drawing_attacker_then_partner_then_defender():
    # 000: "Ensin täydentää hyökkääjä, sitten hänen parinsa ja vasta lopuksi puolustaja.
    # Kortit voivat toki loppua kesken täydennyksen - tällöin joku saa vähemmän kortteja."
    hands = [
        ["8C", "8S", "AS", "AC", "KC", "QC"],
        ["9C", "9S", "9H", "KH", "QH", "JH"],
        ["9D", "AD", "KD", "QD", "JD", "TD"],
        ["6S", "7S", "JS", "QS", "KS", "6C"],
    ]
    g = setup(pairs(), hands, ["7C", "7D", "6D", "6H"])
    play(g, N, "attack 8C")
    play(g, E, "defend 8C 9C")
    play(g, N, "attack 8S")
    play(g, E, "defend 8S 9S")
    assert g.to_act == [S]  # N has nothing more to add
    play(g, S, "attack 9D")
    play(g, E, "defend 9D 9H")  # trump nine beats a plain nine
    # N needs 2, S needs 1, E needs 3: N draws first, then S, E last and short
    assert sorted(g.hands[N]) == sorted(["AS", "AC", "KC", "QC", "7C", "7D"])
    assert "6D" in g.hands[S] and len(g.hands[S]) == 6
    assert sorted(g.hands[E]) == sorted(["KH", "QH", "JH", "6H"])
    assert len(g.hands[W]) == 6
    assert g.stock == [] and bout(g) == (E, S)


def test_drawing_order_puts_the_defenders_partner_before_the_defender():
    # set-up only (the defender's partner never needs cards in a dealt game); 000: the
    # defender draws "vasta lopuksi" (only last)
    hands = [["8C", "AS", "AC", "KC", "QC", "JC"], ["9C", "KH", "QH", "JH", "TH", "8H"],
             ["AD", "KD", "QD", "JD", "TD"], ["6S", "7S", "JS", "QS", "KS"]]  # fmt: skip
    g = setup(pairs(), hands, ["7C", "7D", "6D"], trump=None)
    play(g, N, "attack 8C")
    play(g, E, "defend 8C 9C")
    assert "7C" in g.hands[N] and "7D" in g.hands[S] and "6D" in g.hands[W]
    assert len(g.hands[E]) == 5


# --------------------------------------------------------------------------- 000's examples


def test_000_four_player_example_move_by_move():
    # 000: "Pelaajat ovat pohjoinen, itä, etelä ja länsi." N=0, E=1, S=2, W=3; the stock
    # is used up ("Kun umpipakka loppuu, pelataan käsikortit loppuun").
    g = setup(pairs(), [["8C", "JS", "8D", "AC"], ["9C"], ["6S", "QC"], ["7D", "TS", "9D"]],
              trump="H")  # fmt: skip
    # "Pohjoinen hyökkää itää kohti. Itä torjuu hyökkäyksen, mutta häneltä loppuvat kortit."
    assert bout(g) == (N, E)
    play(g, N, "attack 8C")
    play(g, E, "defend 8C 9C")
    assert E in g.out and not g.is_over  # E-W go on: W still holds cards
    # "Koska idältä kuitenkin loppuivat kortit, hyökkää idän pari länsi hänen puolestaan
    # etelää vastaan." W sits in E's place of the imagined seating.
    assert bout(g) == (W, S)
    assert g.virtual_seating == [N, W, S, -1]
    assert g.helpers == [] and g.to_act == [W]
    assert rejected(g, N, "attack AC").key in ("not-attacking", "not-your-turn")
    play(g, W, "attack 7D")
    # "Etelä häviää hyökkäyksen, joten vuoro siirtyy tavalliseen tapaan lännelle."
    play(g, S, "take")
    assert "7D" in g.hands[S]
    # "Länsi hyökkää pohjoista vastaan."
    assert bout(g) == (W, N)
    assert g.virtual_seating == [N, -1, S, W]
    play(g, W, "attack TS")
    # "Pohjoinen torjuu hyökkäyksen, joten hän hyökkää itää kohti."
    play(g, N, "defend TS JS")
    # "Länsi tuuraa jälleen itää puolustaen pohjoisen hyökkäyksen omilla korteillaan."
    assert bout(g) == (N, W)
    assert g.virtual_seating == [N, W, S, -1]
    assert g.helpers == [S]
    play(g, N, "attack 8D")
    assert not g.is_over
    # "Lännen kortit loppuvat hyökkäyksen torjumisessa, joten joukkue itä-länsi on
    # voittanut pelin." N-S lose, both of them.
    play(g, W, "defend 8D 9D")
    assert g.is_over
    assert g.losers == [N, S]
    assert g.to_act == [] and g.legal_moves(S) == []


def test_000_six_player_example_move_by_move():
    # 000: "Jos X kuvaa pelaajaa, jolta loppuvat kortit: A1-X-A2-B2-A3-B3" - B1 is out.
    # A1=0, B1=1, A2=2, B2=3, A3=4, B3=5 (real seating); the stock is empty, as always with six.
    hands = [["6C", "KS"], [], ["JS"], ["7C", "8D", "9S"], ["QS"], ["TD", "9H"]]
    g = setup(threes(), hands, trump="H", first_attacker=A1)
    # "A1 hyökkäisi pelistä pois jääneen B1:tä vastaan, joten B2 ja B3 'hyppäävät'
    # kuvitellussa istumajärjestyksessä pykälää taaksepäin: A1-B2-A2-B3-A3-X"
    assert g.virtual_seating == [A1, B2, A2, B3, A3, -1]
    # "A1 siis hyökkää B2:ta vastaan."
    assert bout(g) == (A1, B2) and g.helpers == [A2, A3]
    play(g, A1, "attack 6C")
    # "B2 torjuu, joten hän hyökkää seuraavaksi A2:ta vastaan (vertaa ylempänä olevaan
    # todelliseen istumajärjestykseen - A2 istuu B2:n oikealla puolella)"
    play(g, B2, "defend 6C 7C")
    assert bout(g) == (B2, A2)
    assert (B2 - 1) % 6 == A2  # A2 really sits on B2's right
    assert g.helpers == [B3]
    play(g, B2, "attack 8D")
    # "Hyökkäys onnistuu, joten hyökkäysvuoro siirtyy B-joukkueen seuraavalle pelaajalle B3:lle."
    play(g, A2, "take")
    # "B3 hyökkää A3:ta vastaan."
    assert bout(g) == (B3, A3)
    assert g.virtual_seating == [A1, B2, A2, B3, A3, -1]
    assert g.helpers == [B2]
    play(g, B3, "attack TD")
    # "A3 nostaa kortit, joten hyökkäysvuoro siirtyy B-joukkueen sisällä B1:lle, joka siis on
    # jo poistunut pelistä. ... B1:n paikka täytetään jälleen seuraavalla B-joukkueen
    # pelaajalla eli B2:lla. B3 siirtyy B2:n paikalle ja B3:n paikka jää 'tyhjäksi':
    # A1-B3-A2-X-A3-B2"
    play(g, A3, "take")
    assert g.virtual_seating == [A1, B3, A2, -1, A3, B2]
    # "Eli B2:n tulee hyökätä A1:tä kohtaan."
    assert bout(g) == (B2, A1)
    assert g.helpers == [B3]
    # "Jne." - A1 beats it off with the last card; B2 has none left either
    play(g, B2, "attack 9S")
    play(g, A1, "defend 9S KS")
    assert set(g.out) == {A1, B1, B2} and not g.is_over
    # A1 would attack now: team A moves up the same way (A2 into A1's place, A3 into A2's)
    assert g.virtual_seating == [A2, B3, A3, -1, -1, -1]
    assert bout(g) == (A2, B3)
    play(g, A2, "attack 8D")
    play(g, B3, "defend 8D 9H")  # B3's last card: team B is out and has won
    assert g.is_over
    assert g.losers == [A1, A2, A3]  # the whole team A, A1 (out earlier) included


def test_four_players_lone_partner_takes_and_keeps_defending_for_both():
    # 000: "hänen parinsa ryhtyy pelaamaan sekä itsensä että parinsa puolesta" - with E out,
    # W defends against N (E's place) and against S (W's own place) in turn
    g = setup(pairs(), [["8C", "7C"], [], ["8S", "9S"], ["6H", "6D", "6S"]], trump="H",
              first_attacker=N)  # fmt: skip
    assert bout(g) == (N, W) and g.virtual_seating == [N, W, S, -1]
    play(g, N, "attack 7C")
    play(g, W, "take")
    # the taker loses the turn: the place after E's (S's own) attacks the place after it,
    # W's own place, where W sits again
    assert bout(g) == (S, W)
    assert g.virtual_seating == [N, -1, S, W]
    play(g, S, "attack 9S")
    play(g, W, "defend 9S 6H")  # the trump six beats a plain nine
    assert bout(g) == (W, N)


# --------------------------------------------------------------------------- the end


def test_game_goes_on_while_one_partner_holds_cards():
    # 000: "Pelin voittaa joukkue, jonka kummaltakin pelaajalta loppuvat kortit"
    g = setup(pairs(), [["8C", "AS"], ["9C"], ["7D"], ["6D", "QS"]], trump="H")
    play(g, N, "attack 8C")
    play(g, E, "defend 8C 9C")
    assert not g.is_over and g.out == [E] and g.losers == []


def test_both_teams_out_together_is_a_draw():
    # 000 says nothing about it; as in individual play (002, 003), nobody holding cards after
    # the last bout is a draw
    g = setup(pairs(), [["8C"], ["9C"], [], []], trump="H")
    assert bout(g) == (N, E)
    play(g, N, "attack 8C")
    play(g, E, "defend 8C 9C")
    assert g.is_over and g.losers == []


def test_game_over_only_at_the_end_of_the_bout():
    # the attacking team empties its hands, but the bout goes on until the defender is done
    g = setup(pairs(), [["8C"], ["9C", "TC", "AS"], [], []], trump="H")
    play(g, N, "attack 8C")
    assert not g.is_over and g.to_act == [E]
    play(g, E, "defend 8C 9C")
    assert g.is_over and g.losers == [E, W]  # W went out earlier, but loses with E


def test_setup_with_a_team_already_out_is_over():
    g = setup(threes(), [[], ["8C"], [], ["9C"], [], []], trump="H", first_attacker=None)
    assert g.is_over and g.losers == [B1, B2, B3]
    g = setup(pairs(), [["8C"], [], [], []], trump="H", first_attacker=None)
    assert g.is_over and g.losers == [N, S]


def test_nobody_goes_out_while_the_stock_has_cards():
    # 000: "Kun umpipakka loppuu, pelataan käsikortit loppuun" - going out starts afterwards
    hands = [["8C", "AS", "AC", "KC", "QC", "JC"], ["9C"], ["9D", "AD", "KD", "QD", "JD", "TD"],
             ["6S", "7S", "JS", "QS", "KS", "6C"]]  # fmt: skip
    g = setup(pairs(), hands, ["7C", "7D"])
    play(g, N, "attack 8C")
    play(g, E, "defend 8C 9C")  # E's last card, but the stock refills the hand
    assert g.out == [] and g.hands[N].count("7C") == 1 and g.hands[E] == ["7D"]
    assert bout(g) == (E, S)


# --------------------------------------------------------------------------- transfer


def test_transfer_with_teams_goes_to_the_next_opponent():
    # not in 000 (no transfer there): the next place of the imagined seating is always an
    # opponent, so a transfer never makes a partner defend
    g = setup(pairs(mode="transfer"), [["8C", "AS"], ["8D", "KS"], ["6S", "7S"], ["9S", "TS"]],
              trump="H")  # fmt: skip
    play(g, N, "attack 8C")
    play(g, E, "transfer 8D")
    assert bout(g) == (E, S) and g.helpers == [W]
    assert g.team_of(g.defender) != g.team_of(g.attacker)


def test_transfer_past_an_empty_place_reaches_the_lone_partner():
    g = setup(pairs(mode="transfer"), [["8C", "AS", "AC"], ["8D", "KS"], [], ["9S", "TS"]],
              trump="H")  # fmt: skip
    play(g, N, "attack 8C")
    assert "transfer 8D" in g.legal_moves(E)
    play(g, E, "transfer 8D")
    # the place after E's is S's, empty: N, S's partner, sits there and defends
    assert bout(g) == (E, N)
    assert g.virtual_seating == [-1, E, N, W]


def test_transfer_passes_a_player_who_laid_their_last_card_to_their_partner():
    # 000: "Kun joltakin pelaajalta loppuvat kortit, kuvitellaan hänen paikalleen istahtavan
    # ... puolueen seuraavan pelaajan" (when a player runs out of cards, the team's next
    # player sits in their place): N attacked with their last card and the stock is empty,
    # so when W transfers, S defends in N's place (it was refused: N held no cards)
    hands = [["9S"], ["9C", "TD", "KD"], ["9D", "6C", "7C", "8C", "TC"], ["9H", "JC", "QC", "AC"]]
    g = setup(pairs(mode="transfer"), hands, trump="S")
    play(g, N, "attack 9S")
    play(g, E, "transfer 9C")
    play(g, S, "transfer 9D")
    assert bout(g) == (S, W)
    play(g, W, "transfer 9H")
    assert bout(g) == (W, S) and len(g.hands[S]) == 4 and len(g.table) == 4
    play(g, S, "take")


def test_transfer_needs_the_next_opponent_to_hold_enough():
    g = setup(pairs(mode="transfer"), [["8C", "AS"], ["8D", "KS"], ["6S"], ["9S", "TS"]],
              trump="H")  # fmt: skip
    play(g, N, "attack 8C")
    err = rejected(g, E, "transfer 8D")
    assert err.key == "transfer-too-few" and err.params == {"held": 1, "needed": 2}


# --------------------------------------------------------------------------- saving, views


def test_observation_names_teams_and_the_imagined_seating():
    g = setup(pairs(), [["8C", "JS"], ["9C"], ["6S", "QC"], ["7D", "TS"]], trump="H")
    play(g, N, "attack 8C")
    play(g, E, "defend 8C 9C")
    obs = g.observation(W)
    assert obs["teams"] == "2v2"
    assert obs["team_of"] == [0, 1, 0, 1]
    assert obs["partners"] == [E]
    assert obs["virtual_seating"] == [N, W, S, -1]
    assert json.loads(json.dumps(obs)) == obs
    solo = Game.new(Rules(players=3), seed=1).observation(0)
    assert solo["teams"] is None and solo["team_of"] == [0, 1, 2] and solo["partners"] == []
    assert solo["virtual_seating"] is None


def test_observations_hide_partners_cards():
    # a partner's hand is as hidden as an opponent's (000 allows only polite talk)
    g = setup(pairs(), [["8C", "JS"], ["9C", "AH"], ["6S", "QC"], ["7D", "TS"]], trump="H")
    h = setup(pairs(), [["8C", "JS"], ["9C", "AH"], ["6S", "TS"], ["7D", "QC"]], trump="H")
    assert g.observation(N) == h.observation(N)
    assert g.observation(S) != h.observation(S)


@pytest.mark.parametrize("rules", [pairs(), threes(), pairs(mode="transfer", trump_six_swap=True)])
def test_from_observation_rebuilds_team_games(rules):
    for seed in range(4):
        g = Game.new(rules, seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            seat = rng.randrange(g.n)
            rebuilt = Game.from_observation(g.observation(seat), g.hands, g.stock)
            assert rebuilt.to_json() == g.to_json(moves=False)  # an observation has no deal
            assert rebuilt.virtual_seating == g.virtual_seating
            s = g.to_act[0]
            g.play(s, rng.choice(g.legal_moves(s)))


def test_json_round_trip_and_copy_keep_the_seating():
    g = setup(threes(), [["6C", "KS"], [], ["JS"], ["7C", "8D", "9S"], ["QS"], ["TD", "9H"]],
              trump="H")  # fmt: skip
    c = g.copy()
    c.play(A1, "attack 6C")
    assert g.virtual_seating == [A1, B2, A2, B3, A3, -1] and g.table == []
    back = Game.from_json(g.to_json())
    assert back.virtual_seating == g.virtual_seating and back.to_json() == g.to_json()


def test_corrupt_seating_is_a_value_error():
    g = setup(threes(), [["6C", "KS"], [], ["JS"], ["7C", "8D", "9S"], ["QS"], ["TD", "9H"]],
              trump="H")  # fmt: skip
    data = g.to_dict()
    for bad in ([A1, B2, A2, B3, A3, B1], [A1, A2, B2, B3, A3, -1], [A1, B2, A2, B3, A3],
                [A1, B3, A2, B2, A3, -1], [A1, -1, A2, B2, A3, B3], "x", [A1, B2, A2, B3, 9, -1]):  # fmt: skip
        with pytest.raises(ValueError):
            Game.from_json(json.dumps({**data, "virtual_seating": bad}))
    solo = Game.new(Rules(players=4), seed=1).to_dict()
    with pytest.raises(ValueError):
        Game.from_json(json.dumps({**solo, "virtual_seating": [0, 1, 2, 3]}))
    # a save from before the key existed: identity seating with the empty places
    old = {k: v for k, v in Game.new(pairs(), seed=3).to_dict().items() if k != "virtual_seating"}
    assert Game.from_json(json.dumps(old)).virtual_seating == [0, 1, 2, 3]


def test_match_gives_every_member_of_the_losing_team_a_loss():
    # 000: "Halutessa voidaan kuitenkin pitää kirjaa häviöistä"; "häviäjä jakaa"
    m = Match(pairs(), seed=5)
    g = m.new_game()
    rng = random.Random(5)
    while not g.is_over:
        s = g.to_act[0]
        g.play(s, rng.choice(g.legal_moves(s)))
    m.record(g)
    if g.losers:
        assert sorted(g.losers) in ([0, 2], [1, 3])
        assert [m.losses[s] for s in g.losers] == [1, 1] and sum(m.losses) == 2
        assert m.next_dealer in g.losers and g.hands[m.next_dealer]
        nxt = m.new_game()
        assert nxt.dealer == m.next_dealer
        assert nxt.team_of(nxt.attacker) != nxt.team_of(nxt.dealer)
    else:
        assert m.draws == 1
