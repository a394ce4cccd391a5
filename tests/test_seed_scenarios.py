"""Seed scenarios: one test per rule, written only against the engine's public contract.

Every test cites the seed text it checks (in /work/shared/seeds/):
000 Finnish club rules, 002 Danish, 003 Italian app, 004 Czech app.
Cards are "TS" style (rank 6789TJQKA, suit SHDC); seats are clockwise and
seat (i + 1) % n is seat i's left neighbour.

The tests never depend on whether the engine makes an attacker who cannot add
anything pass explicitly: they pass such seats only when "pass" is offered.
"""

from __future__ import annotations

import json
import random

import pytest

from durak import Game, IllegalMove, Rules

RANKS = "6789TJQKA"
SUITS = "SHDC"
DECK = [r + s for s in SUITS for r in RANKS]


# --------------------------------------------------------------------------- helpers


def rules(players: int, **kw) -> Rules:
    kw.setdefault("mode", "throw-in")
    kw.setdefault("throw_in", "all")
    kw.setdefault("first_bout_limit", 6)
    kw.setdefault("trump_six_swap", False)
    return Rules(players=players, **kw)


def setup(hands, stock=(), *, trump=None, first_attacker=0, first_bout=None, **rule_kw) -> Game:
    """A from_setup position; first_attacker defaults to seat 0 (None = lowest trump)."""
    extra = {} if first_bout is None else {"first_bout": first_bout}
    return Game.from_setup(
        rules(len(hands), **rule_kw),
        hands=[list(h) for h in hands],
        stock=list(stock),
        first_attacker=first_attacker,
        trump=trump,
        **extra,
    )


def rest_of_deck(hands, face_up: str) -> list[str]:
    """Every card not in the hands, in deck order, with face_up last (a full 36-card deal)."""
    used = {c for h in hands for c in h}
    assert face_up not in used
    return [c for c in DECK if c not in used and c != face_up] + [face_up]


def norm(move: str):
    parts = move.split()
    if parts and parts[0] == "attack":
        return ("attack", tuple(sorted(parts[1:])))
    return tuple(parts)


def is_legal(game: Game, seat: int, move: str) -> bool:
    return norm(move) in {norm(m) for m in game.legal_moves(seat)}


def assert_legal(game: Game, seat: int, move: str) -> None:
    assert is_legal(game, seat, move), (
        f"{move!r} not in legal_moves({seat}): {game.legal_moves(seat)}"
    )
    assert game.why_illegal(seat, move) is None


def play(game: Game, seat: int, move: str) -> None:
    assert_legal(game, seat, move)
    game.play(seat, move)


def assert_illegal(game: Game, seat: int, move: str) -> IllegalMove:
    """The move is rejected everywhere, with an English reason, and changes nothing."""
    before = game.to_json()
    assert not is_legal(game, seat, move), f"{move!r} unexpectedly in legal_moves({seat})"
    reason = game.why_illegal(seat, move)
    assert isinstance(reason, str) and reason.strip(), f"why_illegal gave {reason!r} for {move!r}"
    with pytest.raises(IllegalMove) as info:
        game.play(seat, move)
    assert str(info.value).strip()
    assert game.to_json() == before
    return info.value


def pass_if_can(game: Game, seat: int) -> None:
    if "pass" in game.legal_moves(seat):
        game.play(seat, "pass")


def finish_bout(game: Game, max_steps: int = 60) -> None:
    """Every non-defender who is asked and may pass, passes, until the bout is over."""
    for _ in range(max_steps):
        if game.is_over or not game.table:
            return
        for seat in game.to_act:
            if seat != game.defender and "pass" in game.legal_moves(seat):
                game.play(seat, "pass")
                break
        else:
            raise AssertionError(f"bout cannot finish: table={game.table} to_act={game.to_act}")
    raise AssertionError("bout did not finish")


def unnamed(game: Game) -> set[str]:
    """Cards the setup did not name: they count as discarded from the start."""
    named = {c for h in game.hands for c in h} | set(game.stock)
    named |= {c for pair in game.table for c in pair if c}
    return set(DECK) - named


def hand(game: Game, seat: int) -> set[str]:
    return set(game.hands[seat])


def table(game: Game) -> list[tuple[str, str | None]]:
    return [tuple(p) for p in game.table]


def attack_moves(game: Game, seat: int) -> list[str]:
    return [m for m in game.legal_moves(seat) if m.startswith("attack")]


def mentions(err: IllegalMove, card: str) -> bool:
    """Loose check that a reason names a card: code, rank letter, or the params."""
    text = str(err) + " " + repr(getattr(err, "params", {}))
    symbols = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
    rank = "10" if card[0] == "T" else card[0]
    words = ["six", "seven", "eight", "nine", "ten", "jack", "queen", "king", "ace"]
    names = dict(zip(RANKS, words, strict=True))
    return card in text or (rank + symbols[card[1]]) in text or names[card[0]] in text.lower()


# --------------------------------------------------------------------------- deck and deal


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_deal_36_cards_six_each_trump_is_face_up_card_at_bottom(players):
    # 002: "Brug 36 kort: 6 til es ... Del seks hver og vend næste kort som trumfmarkering
    # under trækbunken; det trækkes sidst."  003: same (36 carte, 6 ciascuno).
    game = Game.new(rules(players), seed=42)
    assert [len(h) for h in game.hands] == [6] * players
    assert len(game.stock) == 36 - 6 * players
    every = [c for h in game.hands for c in h] + list(game.stock)
    assert sorted(every) == sorted(DECK)
    assert game.trump == game.stock[-1][1]
    assert table(game) == [] and list(game.discard) == []


def test_same_seed_same_deal():
    # contract: Game.new with the same seed gives the same deal
    a = Game.new(rules(4), seed=42)
    b = Game.new(rules(4), seed=42)
    c = Game.new(rules(4), seed=43)
    assert a.hands == b.hands and a.stock == b.stock and a.trump == b.trump
    assert (a.hands, a.stock) != (c.hands, c.stock)


def test_six_players_all_cards_dealt_no_stock():
    # 002: "Ved seks spillere vises giverens sidste uddelte kort som trumf."
    # 000: "kaikki kortit jaetaan. Viimeinen jakajalle tuleva kortti käännetään valtiksi.
    # Jakaja ottaa kortin käteensä" - no stock, the trump card stays in the dealer's hand.
    game = Game.new(rules(6), seed=7)
    assert list(game.stock) == []
    assert [len(h) for h in game.hands] == [6] * 6
    assert sorted(c for h in game.hands for c in h) == sorted(DECK)
    assert game.trump in SUITS
    assert any(c[1] == game.trump for h in game.hands for c in h)


def test_six_players_the_trump_card_stays_in_a_hand_and_everyone_sees_it():
    # 000: "Viimeinen jakajalle tuleva kortti käännetään valtiksi. Jakaja ottaa kortin
    # käteensä, kun muut ovat nähneet sen."  002: "vises giverens sidste uddelte kort som trumf"
    # A card named in every seat's observation is public; apart from a trump six shown as
    # proof of the lowest trump (002), the public trump in someone's hand is the trump card.
    shown_trump_card = 0
    seeds = range(6)
    for seed in seeds:
        game = Game.new(rules(6), seed=seed)
        held = {c for h in game.hands for c in h}
        views = [json.dumps(game.observation(seat), default=str) for seat in range(6)]
        public = {c for c in held if c[1] == game.trump and all(f'"{c}"' in v for v in views)}
        six = "6" + game.trump
        if public - {six}:
            assert len(public - {six}) == 1
            shown_trump_card += 1
        else:
            assert public == {six}  # the trump card itself may be the six
    assert shown_trump_card >= len(seeds) - 1


def test_six_player_setup_names_trump_without_stock():
    # 002/000: six players, no stock; from_setup names the trump suit
    hands = [DECK[i * 6 : i * 6 + 6] for i in range(6)]
    game = setup(hands, [], trump="D", first_attacker=None)
    assert game.trump == "D" and list(game.stock) == []
    # lowest trump 6D is in hands[3] (deck order S, H, D, C)
    assert game.attacker == 3 and game.defender == 4


def test_face_up_trump_is_the_last_card_drawn():
    # 002: "vend næste kort som trumfmarkering under trækbunken; det trækkes sidst"
    # 003: "ed è l'ultima carta pescata"
    hands = [["6S", "6D", "KC", "KD", "JS", "QS"], ["7S", "7D", "TC", "TD", "TS", "AC"]]
    stock = ["7C", "8C", "9H"]
    game = setup(hands, stock)
    assert game.trump == "H"
    assert list(game.stock) == stock
    play(game, 0, "attack 6S 6D")
    play(game, 1, "defend 6S 7S")
    play(game, 1, "defend 6D 7D")
    finish_bout(game)
    assert hand(game, 0) == {"KC", "KD", "JS", "QS", "7C", "8C"}
    assert hand(game, 1) == {"TC", "TD", "TS", "AC", "9H"}
    assert list(game.stock) == []
    assert game.trump == "H"


# --------------------------------------------------------------------------- who starts


def test_lowest_trump_holder_attacks_first():
    # 002: "Laveste trumf begynder første spil." 003: "Chi ha la briscola più bassa attacca"
    hands = [
        ["7H", "8C", "9C", "TC", "JC", "QC"],
        ["KS", "QS", "JS", "TS", "9S", "8S"],
        ["6H", "9D", "7S", "AC", "7C", "8D"],
    ]
    game = setup(hands, ["6C", "AH"], first_attacker=None)
    assert game.trump == "H"
    assert game.attacker == 2 and game.defender == 0
    assert game.to_act[0] == 2


def test_no_trump_six_in_hands_then_trump_seven_starts():
    # 002: "Er der ingen trumf-6, begynder den med trumf-7 og så videre."
    # Here the 6H is the face-up card under the stock, so nobody holds it.
    hands = [
        ["8H", "8C", "9C", "TC", "JC", "QC"],
        ["7H", "QS", "JS", "TS", "9S", "8S"],
        ["KH", "9D", "7S", "AC", "7C", "8D"],
    ]
    game = setup(hands, ["6C", "6H"], first_attacker=None)
    assert game.trump == "H"
    assert game.attacker == 1 and game.defender == 2


@pytest.mark.parametrize("seed", range(8))
def test_new_game_lowest_trump_in_hands_attacks(seed):
    # 002/003: in the first game the holder of the lowest trump attacks first
    game = Game.new(rules(3), seed=seed)
    trumps = [
        (RANKS.index(c[0]), seat)
        for seat, h in enumerate(game.hands)
        for c in h
        if c[1] == game.trump
    ]
    if trumps:
        assert game.attacker == min(trumps)[1]
        assert game.defender == (game.attacker + 1) % 3


def test_opening_attack_may_be_any_card_or_several_of_one_rank():
    # 002: "Åbningsangrebet behøver ikke være den laveste trumf; du må angribe med et
    # hvilket som helst kort." and "Du må angribe med flere lovlige kort på én gang, fx to seksere."
    hands = [
        ["7H", "8C", "9C", "TC", "JC", "QC"],
        ["KS", "QS", "JS", "TS", "AS", "8S"],
        ["6H", "9S", "9D", "AC", "7C", "8D"],
    ]
    game = setup(hands, ["6C", "AH"], first_attacker=None)
    assert game.attacker == 2
    assert_legal(game, 2, "attack AC")
    assert_legal(game, 2, "attack 9S 9D")
    assert_illegal(game, 2, "attack 9S 8D")
    play(game, 2, "attack 9S 9D")
    assert sorted(table(game)) == [("9D", None), ("9S", None)]
    assert hand(game, 2) == {"6H", "AC", "7C", "8D"}


# --------------------------------------------------------------------------- covering


def two_player_cover_position(attack_card: str, trump: str = "D") -> Game:
    hands = [[attack_card, "6C", "7C"], ["9H", "7H", "8S", "6D", "9S", "QH", "8D"]]
    game = setup(hands, [], trump=trump)
    play(game, 0, f"attack {attack_card}")
    return game


def test_cover_with_higher_card_of_same_suit_or_any_trump():
    # 003: "Copri ogni carta d'attacco con una carta più alta dello stesso seme o con una
    # briscola qualsiasi."  002: "en højere værdi i samme kulør eller trumf"
    game = two_player_cover_position("8H")
    assert game.to_act[0] == 1
    assert_legal(game, 1, "defend 8H 9H")
    assert_legal(game, 1, "defend 8H 6D")  # lowest trump beats a plain eight
    assert_illegal(game, 1, "defend 8H 7H")  # lower, same suit
    assert_illegal(game, 1, "defend 8H 9S")  # higher rank but other plain suit
    assert_illegal(game, 1, "defend 8H 8S")
    play(game, 1, "defend 8H 6D")
    assert table(game) == [("8H", "6D")]


def test_004_example_trumps_diamonds_queen_hearts_and_six_diamonds_beat_ten_hearts():
    # 004: "Jsou-li trumfy kára, srdcová dáma přebije srdcovou desítku. Tutéž desítku přebije
    # i kárová šestka. Pikový král nestačí jen proto, že má vyšší hodnotu."
    hands = [["TH", "6C", "7C"], ["QH", "6D", "KS", "9H"]]
    game = setup(hands, [], trump="D")
    play(game, 0, "attack TH")
    assert_legal(game, 1, "defend TH QH")
    assert_legal(game, 1, "defend TH 6D")
    assert_illegal(game, 1, "defend TH KS")
    assert_illegal(game, 1, "defend TH 9H")


def test_trump_is_beaten_only_by_higher_trump():
    # 002: "trumf kræver højere trumf"  003: "Una briscola può essere battuta solo da una
    # briscola più alta."  004: "trumfový útok lze přebít pouze vyšším trumfem"
    hands = [["8D", "6C", "7C"], ["9D", "7D", "AS", "AH", "QD"]]
    game = setup(hands, [], trump="D")
    play(game, 0, "attack 8D")
    assert_legal(game, 1, "defend 8D 9D")
    assert_legal(game, 1, "defend 8D QD")
    assert_illegal(game, 1, "defend 8D 7D")
    assert_illegal(game, 1, "defend 8D AS")
    assert_illegal(game, 1, "defend 8D AH")


def example_002_position() -> Game:
    # 002's example: spades trump, 8H attacks, covered by QH
    hands = [
        ["8H", "QD", "KC", "8C", "7D"],
        ["QH", "6S", "KD", "9H", "TC", "JC"],
    ]
    game = setup(hands, [], trump="S")
    play(game, 0, "attack 8H")
    play(game, 1, "defend 8H QH")
    return game


def test_002_throw_in_ranks_from_attack_and_defence_cards():
    # 002: "Angrebet starter med hjerter 8, som dækkes med hjerter dame. Nu kan angriberne
    # lægge andre ottere eller damer. En klør konge er ikke lovlig, bare fordi den er højere
    # end en dame."
    game = example_002_position()
    assert_legal(game, 0, "attack 8C")
    assert_legal(game, 0, "attack QD")
    err = assert_illegal(game, 0, "attack KC")
    assert mentions(err, "KC")
    assert_illegal(game, 0, "attack 7D")


def test_002_no_duty_to_follow_suit_trump_may_cover_while_holding_higher_suit_card():
    # 002: "Forsvareren kan dække en ny ruder dame med spar 6, selv om der også ligger et
    # højere ruderkort på hånden; Durak har ikke almindelig pligt til at bekende kulør før trumf."
    game = example_002_position()
    play(game, 0, "attack QD")
    assert_legal(game, 1, "defend QD KD")
    assert_legal(game, 1, "defend QD 6S")
    play(game, 1, "defend QD 6S")
    assert ("QD", "6S") in table(game)
    assert "KD" in hand(game, 1)


def test_002_ranks_of_earlier_bouts_do_not_count():
    # 002: "Kort fra tidligere, afsluttede angreb tæller ikke som værdier, der kan angribes
    # med nu."  003: "solo carte il cui valore è già sul tavolo"
    hands = [["9C", "6D", "8D", "JS"], ["TC", "7S", "9S", "TS", "8C"]]
    game = setup(hands, [], trump="H")
    play(game, 0, "attack 9C")
    play(game, 1, "defend 9C TC")
    finish_bout(game)
    assert {"9C", "TC"} <= set(game.discard)
    assert game.attacker == 1 and game.defender == 0
    play(game, 1, "attack 7S")
    play(game, 0, "defend 7S JS")
    # ranks on the table now: 7 and J; nines and tens only lay in the finished bout
    assert_illegal(game, 1, "attack 9S")
    assert_illegal(game, 1, "attack TS")
    assert_illegal(game, 1, "attack 8C")
    assert attack_moves(game, 1) == []


# --------------------------------------------------------------------------- the limit


def test_002_limit_is_defenders_hand_at_start_even_after_take():
    # 002: "Hvis forsvareren begyndte med tre kort, kan der højst lægges tre angrebskort, også
    # efter at vedkommende har sagt, at kortene tages op."
    # 002: "Forsvareren må tage det første angrebskort op straks uden at prøve at dække det."
    hands = [["6S", "6D", "6H", "6C", "KH"], ["7S", "8D", "TH"]]
    game = setup(hands, [], trump="C")
    play(game, 0, "attack 6S")
    assert_legal(game, 1, "take")
    play(game, 1, "take")
    assert_illegal(game, 0, "attack 6D 6H 6C")
    assert_legal(game, 0, "attack 6D 6H")
    play(game, 0, "attack 6D")
    err = assert_illegal(game, 0, "attack 6H 6C")
    assert "3" in str(err) or "three" in str(err)
    assert not [m for m in attack_moves(game, 0) if len(m.split()) > 2]
    play(game, 0, "attack 6H")  # the third card reaches the limit
    finish_bout(game)
    assert hand(game, 1) == {"7S", "8D", "TH", "6S", "6D", "6H"}
    assert hand(game, 0) == {"6C", "KH"}
    # 2 players: the taker loses the turn, so seat 0 attacks again
    assert game.attacker == 0 and game.defender == 1


def test_at_most_six_attack_cards_and_bout_ends_when_sixth_is_covered():
    # 002: "Højst seks angrebskort" and "Angrebet er slået tilbage ... når seks kort er dækket"
    # 000: "Hän torjuu kuudennen hyökkäyskortin"
    hands = [
        ["6H", "6C", "6D", "6S", "9C", "9D", "9S"],
        ["9H", "7C", "7D", "TS", "JS", "QS", "AH", "KH", "8C", "8D"],
    ]
    game = setup(hands, [], trump="S")
    old = unnamed(game)
    play(game, 0, "attack 6H 6C 6D 6S")
    play(game, 1, "defend 6H 9H")
    assert_illegal(game, 0, "attack 9C 9D 9S")
    play(game, 0, "attack 9C 9D")
    assert_illegal(game, 0, "attack 9S")
    assert attack_moves(game, 0) == []
    for attack, cover in [("6C", "7C"), ("6D", "7D"), ("6S", "TS"), ("9C", "JS"), ("9D", "QS")]:
        play(game, 1, f"defend {attack} {cover}")
    # the sixth card is covered: the attack is beaten off at once
    assert table(game) == []
    assert len(set(game.discard) - old) == 12
    assert game.attacker == 1 and game.defender == 0


FIRST_BOUT_HANDS = [
    ["6C", "6D", "6H", "8C", "8D", "8H"],
    ["8S", "7C", "7D", "7H", "KS", "AS"],
]


@pytest.mark.parametrize(
    ("limit", "first_bout", "sixth_ok"),
    [(5, None, False), (6, None, True), (5, False, True)],
)
def test_003_first_bout_limit_five(limit, first_bout, sixth_ok):
    # 003: "al massimo 5 nel primissimo turno"  002 (Pagat variant): "spillets første
    # forsvarer højst kan angribes med fem kort i stedet for seks"
    stock = rest_of_deck(FIRST_BOUT_HANDS, "QS")
    assert len(stock) == 24
    game = setup(FIRST_BOUT_HANDS, stock, first_bout=first_bout, first_bout_limit=limit)
    assert game.trump == "S"
    play(game, 0, "attack 6C 6D 6H")
    play(game, 1, "defend 6C 8S")
    play(game, 0, "attack 8C 8D")
    if sixth_ok:
        assert_legal(game, 0, "attack 8H")
    else:
        assert_illegal(game, 0, "attack 8H")


# --------------------------------------------------------------------------- take / beaten off


def test_take_attackers_add_taker_picks_up_all_and_loses_turn():
    # 003: "Raccogli tutto quello che c'è sul tavolo. Gli altri possono ancora aggiungere
    # carte corrispondenti, e prendi anche quelle." "Raccolto: il difensore perde il turno;
    # attacca il giocatore alla sua sinistra."  002: "tages alle bordets kort op, og
    # vedkommendes angrebstur springes over"  004: "obránce získá všechny karty ze stolu
    # včetně obranných a vynechá svůj příští útok"
    hands = [["7C", "9D", "6S", "AS"], ["9C", "8S", "TD", "JD"], ["7H", "9S", "KD", "QS"]]
    game = setup(hands, [], trump="H")
    old = unnamed(game)
    play(game, 0, "attack 7C")
    play(game, 1, "defend 7C 9C")
    play(game, 0, "attack 9D")
    play(game, 1, "take")
    assert not [m for m in game.legal_moves(1) if m.startswith("defend")]
    pass_if_can(game, 0)
    play(game, 2, "attack 7H")
    pass_if_can(game, 0)
    play(game, 2, "attack 9S")  # fourth attack card: the defender began with four
    finish_bout(game)
    assert hand(game, 1) == {"8S", "TD", "JD", "7C", "9C", "9D", "7H", "9S"}
    assert table(game) == [] and set(game.discard) == old
    assert game.attacker == 2 and game.defender == 0


def test_after_take_helpers_still_wait_for_the_main_attacker():
    # 002: "Lad hovedangriberen afslutte eller give plads, før hjælperne lægger kort."
    # 003: after "Raccogli", "Gli altri possono ancora aggiungere carte corrispondenti"
    hands = [["7C", "7D", "KS"], ["9C", "8S", "TD", "JD"], ["7H", "QC"]]
    game = setup(hands, [], trump="S")
    play(game, 0, "attack 7C")
    play(game, 1, "take")
    assert_illegal(game, 2, "attack 7H")  # seat 0 still holds 7D and has not passed
    play(game, 0, "pass")
    play(game, 2, "attack 7H")
    finish_bout(game)
    assert hand(game, 1) == {"9C", "8S", "TD", "JD", "7C", "7H"}
    assert game.attacker == 2 and game.defender == 0


def test_after_take_only_table_ranks_may_be_added():
    # 002: "må angriberne lægge alle kort til, de lovligt kunne have angrebet med"
    hands = [["7C", "7D", "KS"], ["9C", "8S", "TD", "JD"], ["AH", "QC"]]
    game = setup(hands, [], trump="H")
    play(game, 0, "attack 7C")
    play(game, 1, "take")
    assert_legal(game, 0, "attack 7D")
    assert_illegal(game, 0, "attack KS")


def test_beaten_off_cards_are_discarded_and_defender_attacks_next():
    # 003: "Tutto battuto: le carte vanno negli scarti e il difensore attacca per primo."
    # 002: "Dækkes alt, går kortene væk, og forsvareren angriber næste gang."
    hands = [["8C", "6S", "7S"], ["TC", "6D", "7D"], ["KS", "QS", "JS"]]
    game = setup(hands, [], trump="H")
    old = unnamed(game)
    assert set(game.discard) == old
    play(game, 0, "attack 8C")
    play(game, 1, "defend 8C TC")
    finish_bout(game)
    assert table(game) == []
    assert set(game.discard) - old == {"8C", "TC"}
    assert game.attacker == 1 and game.defender == 2


# --------------------------------------------------------------------------- drawing


def test_draw_order_main_attacker_helpers_clockwise_defender_last_stock_runs_out():
    # 002: "Fyld op til seks efter angrebet: hovedangriber først, øvrige deltagende
    # angribere med uret, forsvarer sidst."  000: "Kortit voivat toki loppua kesken
    # täydennyksen - tällöin joku saa vähemmän kortteja."
    hands = [
        ["8C", "6H", "7H", "6D", "7D", "AH"],
        ["TC", "TD", "TH", "6C", "7C", "KD"],
        ["8D", "9H", "JH", "QH", "KH", "9D"],
        ["8H", "JC", "QC", "KC", "AC", "JD"],
    ]
    game = setup(hands, ["9C", "QD", "AS"], throw_in="all")
    assert game.trump == "S"
    play(game, 0, "attack 8C")
    play(game, 1, "defend 8C TC")
    pass_if_can(game, 0)
    play(game, 2, "attack 8D")
    play(game, 1, "defend 8D TD")
    pass_if_can(game, 0)
    pass_if_can(game, 2)
    play(game, 3, "attack 8H")
    play(game, 1, "defend 8H TH")
    finish_bout(game)
    assert "9C" in hand(game, 0)
    assert "QD" in hand(game, 2)
    assert "AS" in hand(game, 3)
    assert [len(h) for h in game.hands] == [6, 3, 6, 6]
    assert list(game.stock) == []
    assert game.attacker == 1 and game.defender == 2


def test_two_players_attacker_draws_before_defender():
    # 003: "Tutti pescano fino a tornare a 6: prima l'attaccante, per ultimo il difensore."
    hands = [["7S", "7C", "KC", "KD", "JS", "QS"], ["8S", "8C", "TC", "TD", "TS", "AC"]]
    game = setup(hands, ["9D", "AH"])
    play(game, 0, "attack 7S 7C")
    play(game, 1, "defend 7S 8S")
    play(game, 1, "defend 7C 8C")
    finish_bout(game)
    assert hand(game, 0) == {"KC", "KD", "JS", "QS", "9D", "AH"}
    assert len(game.hands[1]) == 4


def test_004_hand_above_six_after_take_is_not_reduced():
    # 004: "Ruka větší než šest karet po braní se nezmenšuje."
    hands = [["7C", "7D", "6S", "8S", "9S", "TS"], ["JC", "QC", "KC", "AC", "JD", "QD"]]
    stock = ["6C", "6D", "8C", "8D", "9C", "AH"]
    game = setup(hands, stock)
    play(game, 0, "attack 7C 7D")
    play(game, 1, "take")
    finish_bout(game)
    assert len(game.hands[1]) == 8
    assert hand(game, 0) == {"6S", "8S", "9S", "TS", "6C", "6D"}
    assert list(game.stock) == ["8C", "8D", "9C", "AH"]
    assert game.attacker == 0 and game.defender == 1


# --------------------------------------------------------------------------- end of the game


def test_nobody_goes_out_while_stock_has_cards():
    # 002: "Først når trækbunken er tom, kan en tom hånd gå ud."
    # 003: "Quando il mazzo è finito, un giocatore senza carte è fuori e salvo."
    stock = ["6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS", "AS", "6D", "7D", "AH"]
    game = setup([["8C"], ["9C"]], stock)
    play(game, 0, "attack 8C")
    play(game, 1, "defend 8C 9C")  # defender used the last card: beaten off
    finish_bout(game)
    assert not game.is_over
    assert hand(game, 0) == {"6S", "7S", "8S", "9S", "TS", "JS"}
    assert hand(game, 1) == {"QS", "KS", "AS", "6D", "7D", "AH"}
    assert game.attacker == 1 and game.defender == 0


def test_game_ends_only_at_end_of_bout_and_a_shared_finish_is_a_draw():
    # 002: "Spillet kan kun slutte efter et afsluttet angreb. Har ingen kort tilbage, efter at
    # det sidste angreb er slået tilbage, er spillet uafgjort"
    game = setup([["8C"], ["9C"]], [], trump="H")
    play(game, 0, "attack 8C")
    # seat 1 is the only one holding a card, but the bout is not over
    assert not game.is_over
    assert 1 in game.to_act
    play(game, 1, "defend 8C 9C")
    finish_bout(game)
    assert game.is_over
    assert game.losers == []


def test_003_last_players_emptying_together_is_a_draw_three_players():
    # 003: "Se gli ultimi due svuotano la mano insieme, è pareggio."
    game = setup([["8C"], ["9C", "TD"], ["9D"]], [], trump="H")
    play(game, 0, "attack 8C")
    play(game, 1, "defend 8C 9C")
    pass_if_can(game, 0)
    play(game, 2, "attack 9D")
    play(game, 1, "defend 9D TD")
    finish_bout(game)
    assert game.is_over
    assert game.losers == []


def test_last_player_holding_cards_is_the_durak():
    # 003: "L'ultimo giocatore rimasto con le carte è il durak."  002: "Den sidste med kort taber."
    game = setup([["8C"], ["9C", "6S"]], [], trump="H")
    play(game, 0, "attack 8C")
    assert not game.is_over
    play(game, 1, "defend 8C 9C")
    finish_bout(game)
    assert game.is_over
    assert game.losers == [1]


def test_taker_with_cards_left_alone_is_the_durak():
    # 004: "Poslední hráč s kartami prohrává."
    game = setup([["8C"], ["6S", "7S"]], [], trump="H")
    play(game, 0, "attack 8C")
    play(game, 1, "take")
    finish_bout(game)
    assert game.is_over
    assert game.losers == [1]


def test_players_who_are_out_are_skipped_for_attack_and_defence():
    # 002: "Når en spiller er løbet tør for kort, springes vedkommende over, og turen går
    # videre med uret til den næste, der stadig har kort."
    hands = [["6C"], ["7C", "8S", "TD", "JD", "QD"], ["9S", "KC", "AC", "QC", "TS"]]
    game = setup(hands, [], trump="H")
    play(game, 0, "attack 6C")
    play(game, 1, "defend 6C 7C")
    finish_bout(game)
    assert not game.is_over
    assert game.attacker == 1 and game.defender == 2
    play(game, 1, "attack 8S")
    play(game, 2, "defend 8S 9S")
    finish_bout(game)
    # seat 2 beat it off; its left neighbour (seat 0) is out, so seat 1 defends
    assert game.attacker == 2 and game.defender == 1
    assert 0 not in game.to_act
    assert game.legal_moves(0) == []
    play(game, 2, "attack KC")
    play(game, 1, "take")
    finish_bout(game)
    assert game.attacker == 2 and game.defender == 1
    assert 0 not in game.to_act


# --------------------------------------------------------------------------- who may throw in


def four_player_throw_in(throw_in: str) -> Game:
    hands = [["8C", "6S", "7S"], ["9C", "6D", "7D"], ["8D", "JS", "QS"], ["8H", "KS", "AS"]]
    game = setup(hands, [], trump="H", throw_in=throw_in)
    play(game, 0, "attack 8C")
    play(game, 1, "defend 8C 9C")
    pass_if_can(game, 0)
    assert_legal(game, 2, "attack 8D")
    play(game, 2, "pass")
    return game


def test_defender_who_goes_out_is_skipped_for_the_next_attack():
    # 002: "Når en spiller er løbet tør for kort, springes vedkommende over, og turen går
    # videre med uret til den næste, der stadig har kort."
    game = setup([["8C", "6S"], ["9C"], ["KS", "QS"]], [], trump="H")
    play(game, 0, "attack 8C")
    play(game, 1, "defend 8C 9C")  # the defender's last card: beaten off, and out
    finish_bout(game)
    assert not game.is_over
    assert game.attacker == 2 and game.defender == 0


def test_004_neighbours_only_the_defenders_two_neighbours_may_attack():
    # 004: "V naší implementaci smějí útočit pouze aktivní sousedé obránce; hráč na jiné pozici
    # se do útoku v tomto kole nezapojí."  002: "ved fem–seks spillere begrænser vi angreb
    # til forsvarerens to naboer"
    hands = [["8C", "6S", "7S"], ["9C", "6D", "7D"], ["8D", "JS", "QS"], ["8H", "KS", "AS"]]
    game = setup(hands, [], trump="H", throw_in="neighbours")
    old = unnamed(game)
    play(game, 0, "attack 8C")
    assert 3 not in game.to_act
    assert_illegal(game, 3, "attack 8H")
    play(game, 1, "defend 8C 9C")
    pass_if_can(game, 0)
    assert 3 not in game.to_act
    assert_illegal(game, 3, "attack 8H")
    play(game, 2, "pass")
    # every eligible attacker has passed: the attack is beaten off without seat 3
    assert table(game) == []
    assert set(game.discard) - old == {"8C", "9C"}
    assert "8H" in hand(game, 3)
    assert game.attacker == 1 and game.defender == 2


def test_004_neighbours_means_active_neighbours_when_one_is_out():
    # 004: "smějí útočit pouze aktivní sousedé obránce" - with seat 2 out, seat 3 is the
    # defender's (seat 1's) active left neighbour and may throw in.
    hands = [["9S", "TD", "AC", "KC"], ["QD", "JD", "7D"], ["6C"], ["7C", "8S", "TS", "KS", "AS"]]
    game = setup(hands, [], trump="H", throw_in="neighbours", first_attacker=2)
    play(game, 2, "attack 6C")
    play(game, 3, "defend 6C 7C")
    finish_bout(game)
    assert game.hands[2] == []
    assert game.attacker == 3 and game.defender == 0
    play(game, 3, "attack 8S")
    play(game, 0, "defend 8S 9S")
    finish_bout(game)
    assert game.attacker == 0 and game.defender == 1
    play(game, 0, "attack TD")
    play(game, 1, "defend TD QD")
    pass_if_can(game, 0)
    assert_legal(game, 3, "attack TS")


def test_003_throw_in_all_any_non_defender_may_add():
    # 003: "L'attaccante o qualsiasi altro giocatore che non difende può aggiungere altre carte"
    # 000: "Kolmin- ja nelinpelissä kaikki muut pelaajat kuin hyökkääjä ja puolustaja."
    game = four_player_throw_in("all")
    assert_legal(game, 3, "attack 8H")
    play(game, 3, "attack 8H")
    assert ("8H", None) in table(game)


def test_000_four_players_defenders_left_neighbour_before_player_opposite():
    # 000: "Nelinpelissä puolustajan vasemmalla puolella istuva pelaaja on etusijalla
    # puolustajaa vastapäätä istuvaan pelaajaan nähden."
    hands = [["8C", "6S"], ["9C", "TD", "JD", "KD"], ["8D", "7S"], ["8H", "7D"]]
    game = setup(hands, [], trump="H", throw_in="all")
    play(game, 0, "attack 8C")
    play(game, 1, "defend 8C 9C")
    pass_if_can(game, 0)
    assert game.to_act[0] == 2
    if 3 in game.to_act:
        assert game.to_act.index(2) < game.to_act.index(3)
    play(game, 2, "pass")
    assert_legal(game, 3, "attack 8H")


def test_002_main_attacker_has_priority_over_helpers():
    # 002: "Lad hovedangriberen afslutte eller give plads, før hjælperne lægger kort."
    # rules.md turn order: helpers add only once the main attacker has passed since the last
    # card landed; every new card cancels the earlier passes.
    hands = [["8C", "8S", "6D"], ["9C", "TD", "JD", "KD"], ["8D", "9H", "6H"]]
    game = setup(hands, [], trump="H", throw_in="all")
    play(game, 0, "attack 8C")
    assert game.to_act[0] == 1
    assert_legal(game, 0, "attack 8S")  # the main attacker may add at any time
    assert 2 not in game.to_act
    assert_illegal(game, 2, "attack 8D")
    play(game, 1, "defend 8C 9C")
    assert_illegal(game, 2, "attack 8D")
    assert_illegal(game, 2, "attack 9H")
    play(game, 0, "pass")
    assert 2 in game.to_act
    play(game, 2, "attack 8D")
    # the new card cancelled seat 0's pass: seat 0 (holding 8S) has priority again
    assert_illegal(game, 2, "attack 9H")
    assert 0 in game.to_act


def test_004_a_pass_does_not_remove_uncovered_cards():
    # 004: "Pas neodstraní nepřebité útoky. Stůl se odloží, až když jsou všechny útoky
    # přebity a všichni oprávnění útočníci pasovali."
    hands = [["8C", "8D", "6S"], ["9C", "TD", "7S"], ["KS", "QS"]]
    game = setup(hands, [], trump="H", throw_in="all")
    old = unnamed(game)
    play(game, 0, "attack 8C")
    play(game, 0, "pass")
    pass_if_can(game, 2)
    assert table(game) == [("8C", None)]
    assert set(game.discard) == old
    assert 1 in game.to_act
    assert_legal(game, 1, "defend 8C 9C")
    assert_legal(game, 1, "take")


# --------------------------------------------------------------------------- transfer


def test_004_transfer_jack_by_jack_two_players_returns_to_original_attacker():
    # 004: "Samotného pikového kluka můžete například předat srdcovým klukem. Oba kluci pak
    # útočí na dalšího obránce. Ve dvou je tímto obráncem původní útočník."
    hands = [["JS", "QS", "QH", "7C"], ["JH", "6D", "9D", "TD"]]
    game = setup(hands, [], trump="D", mode="transfer")
    old = unnamed(game)
    play(game, 0, "attack JS")
    play(game, 1, "transfer JH")
    assert game.defender == 0
    assert sorted(table(game)) == [("JH", None), ("JS", None)]
    assert 0 in game.to_act
    play(game, 0, "defend JS QS")
    play(game, 0, "defend JH QH")
    finish_bout(game)
    assert set(game.discard) - old == {"JS", "JH", "QS", "QH"}
    assert game.attacker == 0 and game.defender == 1


def test_004_matching_jack_does_not_guarantee_transfer_new_defender_needs_enough_cards():
    # 004: "Vhodný kluk v ruce proto ještě nezaručuje povolený tah: druhému hráči mohlo zbýt
    # příliš málo karet na obranu proti dvěma útokům."
    game = setup([["JS", "7C"], ["JH", "6D", "9D", "TD"]], [], trump="D", mode="transfer")
    play(game, 0, "attack JS")
    assert len(game.hands[0]) == 1
    assert_illegal(game, 1, "transfer JH")
    assert_legal(game, 1, "take")


def test_transfer_allowed_when_new_defender_holds_exactly_enough():
    # 004: "nový obránce musí mít dostatek karet pro celý předávaný útok"
    game = setup([["JS", "7C", "8C"], ["JH", "6D", "9D", "TD"]], [], trump="D", mode="transfer")
    play(game, 0, "attack JS")
    assert len(game.hands[0]) == 2
    play(game, 1, "transfer JH")
    assert game.defender == 0


def test_transfer_goes_to_the_next_active_player_skipping_those_out():
    # 004: "předat rozšířený útok dalšímu aktivnímu hráči"  002: players out are skipped
    hands = [["9S", "TD", "AC", "KC"], ["TC", "QD", "JD"], ["6C"], ["7C", "8S", "QS", "KS", "AS"]]
    game = setup(hands, [], trump="H", mode="transfer", first_attacker=2)
    play(game, 2, "attack 6C")
    play(game, 3, "defend 6C 7C")
    finish_bout(game)
    assert game.hands[2] == []
    assert game.attacker == 3 and game.defender == 0
    play(game, 3, "attack 8S")
    play(game, 0, "defend 8S 9S")
    finish_bout(game)
    assert game.attacker == 0 and game.defender == 1
    play(game, 0, "attack TD")
    play(game, 1, "transfer TC")
    assert game.defender == 3


def test_transfer_skips_a_player_who_laid_their_last_card_in_this_bout():
    # 003: "Quando il mazzo è finito, un giocatore senza carte è fuori e salvo" (once the
    # stock is finished, a player without cards is out and safe), so the attack passes to
    # the next active player (004: "dalšímu aktivnímu hráči"), not to the empty-handed one
    game = setup([["8S"], ["8C", "9D", "TD", "JD"], ["8D", "6C", "7C", "KC"]], [], trump="H",
                 mode="transfer")  # fmt: skip
    play(game, 0, "attack 8S")  # seat 0's last card, the stock empty: out and safe
    play(game, 1, "transfer 8C")
    assert game.defender == 2
    play(game, 2, "transfer 8D")  # past seat 0 (no cards) to seat 1, who holds 3
    assert (game.attacker, game.defender) == (2, 1)
    play(game, 1, "take")
    finish_bout(game)
    assert game.out == [0] and sorted(game.hands[1]) == sorted(["8C", "8D", "8S", "9D", "TD", "JD"])
    assert (game.attacker, game.defender) == (2, 1)  # the taker's turn skipped: seat 0 is out


def test_transfer_back_to_oneself_is_not_offered_when_nobody_else_holds_cards():
    # 003: out and safe without cards once the stock is finished; heads-up, the attack cannot
    # pass on: nobody else is still in play (it used to be refused as "too few cards")
    game = setup([["8S"], ["8C", "9D", "TD", "JD"]], [], trump="H", mode="transfer")
    play(game, 0, "attack 8S")
    assert assert_illegal(game, 1, "transfer 8C").key == "transfer-nobody"
    assert sorted(game.legal_moves(1)) == ["take"]


def test_showing_a_trump_passes_the_attack_by_a_player_out_too():
    # 003/004 as above; showing the trump of the attack's rank transfers as a card would
    game = setup([["8S"], ["8H", "9D", "TD"], ["8D", "6C", "7C", "KC"]], [], trump="H",
                 mode="transfer", transfer_by_trump=True)  # fmt: skip
    play(game, 0, "attack 8S")
    play(game, 1, "show 8H")  # to seat 2, who holds 4
    play(game, 2, "transfer 8D")  # past seat 0 (no cards) to seat 1, who holds 3 for 2
    assert (game.attacker, game.defender) == (2, 1)


def test_the_defenders_neighbour_who_throws_in_is_the_next_player_still_in_play():
    # 004: only the defender's neighbours throw in; 002: "Når en spiller er løbet tør for
    # kort, springes vedkommende over" (a player who has run out of cards is skipped): after
    # two transfers, seat 0 (out of cards) is passed by and seat 1 is the neighbour
    hands = [["9S"], ["9C", "TD", "KD"], ["9D", "6C", "7C"], ["TS", "QS", "AS", "6H", "7H"]]
    game = setup(hands, [], trump="H", mode="transfer", throw_in="neighbours")
    play(game, 0, "attack 9S")
    play(game, 1, "transfer 9C")
    play(game, 2, "transfer 9D")
    assert (game.attacker, game.defender) == (2, 3)
    play(game, 3, "defend 9S TS")
    assert game.helpers == [1]
    assert_legal(game, 1, "attack TD")


def test_003_transfer_needs_next_player_to_hold_enough_cards_three_players():
    # 003: "passare l'intero attacco al giocatore successivo, purché questi abbia abbastanza
    # carte per affrontarlo"
    game = setup([["7C", "8C"], ["7D", "9S"], ["AS"]], [], trump="H", mode="transfer")
    play(game, 0, "attack 7C")
    assert_illegal(game, 1, "transfer 7D")


def test_transfers_may_chain_and_the_last_defender_who_beats_off_attacks_next():
    # 003: "I passaggi possono susseguirsi." and "Tutto battuto: ... il difensore attacca
    # per primo."
    hands = [["7C", "8C", "8D", "8H", "AC"], ["7D", "9S", "TS"], ["7H", "JS", "QS"]]
    game = setup(hands, [], trump="S", mode="transfer")
    old = unnamed(game)
    play(game, 0, "attack 7C")
    play(game, 1, "transfer 7D")
    assert game.defender == 2
    play(game, 2, "transfer 7H")
    assert game.defender == 0
    assert sorted(table(game)) == [("7C", None), ("7D", None), ("7H", None)]
    for suit in "CDH":
        play(game, 0, f"defend 7{suit} 8{suit}")
    finish_bout(game)
    assert set(game.discard) - old == {"7C", "7D", "7H", "8C", "8D", "8H"}
    assert game.attacker == 0 and game.defender == 1


def test_taking_after_a_transfer_skips_the_taker():
    # 003: "Raccolto: il difensore perde il turno; attacca il giocatore alla sua sinistra."
    hands = [["7C", "AC", "KC"], ["7D", "9S", "TS"], ["JH", "JS", "QS"]]
    game = setup(hands, [], trump="H", mode="transfer")
    play(game, 0, "attack 7C")
    play(game, 1, "transfer 7D")
    assert game.defender == 2
    play(game, 2, "take")
    finish_bout(game)
    assert hand(game, 2) == {"JH", "JS", "QS", "7C", "7D"}
    assert game.attacker == 0 and game.defender == 1


def test_transfer_needs_same_rank_as_the_attack():
    # 004: "Obránce může zahrát kartu stejné hodnoty jako útočné karty" and
    # "Všechny útočné hodnoty se musí shodovat"
    hands = [["7C", "AC", "KC"], ["7D", "9S", "8C"], ["7H", "JS", "QS"]]
    game = setup(hands, [], trump="S", mode="transfer")
    play(game, 0, "attack 7C")
    assert_legal(game, 1, "transfer 7D")
    assert_illegal(game, 1, "transfer 9S")
    assert_illegal(game, 1, "transfer 8C")


def test_no_transfer_once_an_attack_card_is_covered():
    # 004: "Jakmile přebijete první útočnou kartu, v tomto kole už předávat nelze."
    # 003: "Prima di battere qualsiasi carta, il difensore può ..."
    hands = [["7C", "7D", "6S"], ["8C", "7H", "9S", "TS"], ["AS", "KS", "QS", "JS"]]
    game = setup(hands, [], trump="H", mode="transfer")
    play(game, 0, "attack 7C 7D")
    assert_legal(game, 1, "transfer 7H")
    play(game, 1, "defend 7C 8C")
    assert_illegal(game, 1, "transfer 7H")


def test_no_transfer_after_a_cover_even_when_every_card_is_the_same_rank():
    # 004: "To je možné jen před zahráním jakékoli obrany." Here the 7C is beaten by the
    # trump 7H, so the table still shows one rank only; the cover alone forbids the transfer.
    hands = [["7C", "7D", "6S"], ["7H", "7S", "9S", "TS"], ["AS", "KS", "QS", "JS"]]
    game = setup(hands, [], trump="H", mode="transfer")
    play(game, 0, "attack 7C 7D")
    assert_legal(game, 1, "transfer 7S")
    play(game, 1, "defend 7C 7H")
    assert_illegal(game, 1, "transfer 7S")


def test_002_no_transfer_in_throw_in_mode():
    # 002: "Overførsel af et angreb til næste spiller hører til Perevodnoy-varianten og bruges
    # ikke her."
    hands = [["7C", "AC", "KC"], ["7D", "9S", "8C"], ["7H", "JS", "QS"]]
    game = setup(hands, [], trump="S", mode="throw-in")
    play(game, 0, "attack 7C")
    assert not [m for m in game.legal_moves(1) if m.startswith("transfer")]
    assert_illegal(game, 1, "transfer 7D")


# --------------------------------------------------------------------------- trump-six swap


SWAP_HANDS = [
    ["7S", "8S", "9S", "TS", "JS", "QS"],
    ["6H", "7D", "8D", "9D", "TD", "JD"],
]


def test_000_trump_six_from_the_deal_may_be_swapped_even_on_others_turn():
    # 000: "Pelaaja, joka saa alimman valtin (valtti-6) pelin aikana pakasta (tai heti jaossa),
    # saa vaihtaa alimman valttinsa milloin tahansa pelin aikana (myös toisten pelaajien
    # vuorolla) pakan alimpana olevaan valttikorttiin."
    game = setup(SWAP_HANDS, ["9C", "TC", "JC", "KH"], trump_six_swap=True)
    assert game.attacker == 0
    assert_illegal(game, 0, "swap")  # seat 0 holds no trump six
    play(game, 1, "swap")
    assert "KH" in hand(game, 1) and "6H" not in hand(game, 1)
    assert list(game.stock) == ["9C", "TC", "JC", "6H"]
    assert game.trump == "H"


def test_002_no_trump_six_swap_when_option_is_off():
    # 002: "Vi bruger ingen bytteret for trumf-6."
    game = setup(SWAP_HANDS, ["9C", "TC", "JC", "KH"], trump_six_swap=False)
    assert_illegal(game, 1, "swap")


def test_000_trump_six_swap_by_a_bystander_in_the_middle_of_a_bout():
    # 000: "milloin tahansa pelin aikana (myös toisten pelaajien vuorolla)"
    hands = [["7S", "8S", "9S"], ["AS", "7D", "8D"], ["6H", "9D", "TD"]]
    game = setup(hands, ["9C", "TC", "JC", "KH"], trump_six_swap=True)
    play(game, 0, "attack 7S")
    assert game.to_act[0] == 1
    play(game, 2, "swap")
    assert "KH" in hand(game, 2) and list(game.stock)[-1] == "6H"
    assert table(game) == [("7S", None)]
    assert_legal(game, 1, "defend 7S AS")


def test_000_trump_six_drawn_from_the_stock_may_be_swapped():
    # 000: "saa alimman valtin (valtti-6) pelin aikana pakasta"
    hands = [["7S", "8C", "9C", "TS", "JS", "QS"], ["AS", "7D", "8D", "9D", "TD", "JD"]]
    game = setup(hands, ["6H", "TC", "JC", "KH"], trump_six_swap=True)
    play(game, 0, "attack 7S")
    play(game, 1, "defend 7S AS")
    finish_bout(game)
    assert "6H" in hand(game, 0)
    play(game, 0, "swap")
    assert "KH" in hand(game, 0)
    assert list(game.stock)[-1] == "6H"


def test_000_trump_six_picked_up_from_the_table_may_not_be_swapped():
    # 000: "Hyökkäyksessä saatua pienintä valttia ei saa vaihtaa, kortin on tultava pakasta."
    hands = [["6H", "7S", "8S", "9S", "TS", "JS"], ["7D", "8D", "9D", "TD", "JD", "QS"]]
    game = setup(hands, ["9C", "TC", "JC", "KH"], trump_six_swap=True)
    assert_legal(game, 0, "swap")  # dealt to seat 0
    play(game, 0, "attack 6H")
    play(game, 1, "take")
    finish_bout(game)
    assert "6H" in hand(game, 1)
    assert_illegal(game, 1, "swap")


def test_000_swap_allowed_after_bottom_card_drawn_until_a_card_is_played():
    # 000: "Vaihdon voi tehdä jopa silloin, kun pelaaja on jo ehtinyt nostaa pakan alimpana
    # olevan valtin - kunhan kukaan ei ole ehtinyt lyömään korttia."
    hands = [["7S", "8C", "9C", "TS", "JS", "QS"], ["6H", "AS", "8D", "9D", "TD", "JD"]]
    game = setup(hands, ["KH"], trump_six_swap=True)
    play(game, 0, "attack 7S")
    play(game, 1, "defend 7S AS")
    finish_bout(game)
    assert "KH" in hand(game, 0) and list(game.stock) == []
    before = game.to_json()
    play(game, 1, "swap")
    assert "KH" in hand(game, 1) and "6H" in hand(game, 0)
    # once a card has been played the chance is gone
    late = Game.from_json(before)
    play(late, 1, "attack 8D")
    assert_illegal(late, 1, "swap")


# --------------------------------------------------------------------------- bad input


def simple_game() -> Game:
    return setup([["8C", "6S", "KC"], ["9C", "TD", "7S"]], [], trump="H")


def test_illegal_move_is_a_value_error():
    # contract: IllegalMove subclasses ValueError and carries a key and params
    assert issubclass(IllegalMove, ValueError)
    game = simple_game()
    err = assert_illegal(game, 0, "attack AS")
    assert isinstance(err.key, str) and err.key
    assert isinstance(err.params, dict)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "attak 8C",
        "attack",
        "attack 8X",
        "attack 5C",
        "attack 1C",
        "defend 8C",
        "transfer",
        "take now",
        "pass 8C",
        "swap 6H",
        "attack 8C 8C",
    ],
)
def test_malformed_move_text_is_rejected_and_changes_nothing(text):
    # contract: malformed text gives IllegalMove with a reason and never changes the game
    game = simple_game()
    before = game.to_json()
    assert not is_legal(game, 0, text)
    try:
        reason = game.why_illegal(0, text)
    except ValueError:
        reason = "raised"
    assert isinstance(reason, str) and reason.strip()
    with pytest.raises(IllegalMove) as info:
        game.play(0, text)
    assert str(info.value).strip()
    assert game.to_json() == before


def test_card_not_in_hand_names_the_card():
    game = simple_game()
    err = assert_illegal(game, 0, "attack AS")
    assert mentions(err, "AS")


def test_wrong_seat_is_rejected():
    game = simple_game()
    assert_illegal(game, 1, "attack 9C")  # the defender may not lead
    play(game, 0, "attack 8C")
    assert_illegal(game, 0, "defend 8C 9C")  # not the defender (and not its card)
    before = game.to_json()
    with pytest.raises(ValueError):
        game.play(5, "take")
    assert game.to_json() == before


def test_move_after_game_over_is_rejected():
    game = setup([["8C"], ["9C"]], [], trump="H")
    play(game, 0, "attack 8C")
    play(game, 1, "defend 8C 9C")
    finish_bout(game)
    assert game.is_over
    assert game.legal_moves(0) == [] and game.legal_moves(1) == []
    assert game.to_act == []
    assert_illegal(game, 0, "pass")
    assert_illegal(game, 1, "attack 6S")


@pytest.mark.parametrize(
    ("hands", "stock"),
    [
        ([["8C", "6S"], ["8C", "7S"]], ["AH"]),
        ([["8C", "6S"], ["9C", "7S"]], ["6S", "AH"]),
    ],
)
def test_card_named_twice_in_setup_is_a_value_error(hands, stock):
    # contract: a card named twice -> ValueError
    with pytest.raises(ValueError):
        Game.from_setup(rules(2), hands=hands, stock=stock, first_attacker=0, trump=None)


def test_json_round_trip_mid_bout():
    # contract: to_json/from_json exact round trip at any point
    game = example_002_position()
    copy = Game.from_json(game.to_json())
    assert copy.to_json() == game.to_json()
    assert copy.legal_moves(0) == game.legal_moves(0)
    play(copy, 0, "attack QD")
    play(game, 0, "attack QD")
    assert copy.to_json() == game.to_json()


def test_observation_hides_other_hands_and_the_stock():
    # issue 3: observation(seat) holds only what that seat can know
    a = setup([["8C", "6S", "KC"], ["9C", "TD", "7S"]], ["6D", "6C", "AH"])
    b = setup([["8C", "6S", "KC"], ["6D", "TD", "7S"]], ["9C", "6C", "AH"])
    assert json.dumps(a.observation(0), sort_keys=True, default=str) == json.dumps(
        b.observation(0), sort_keys=True, default=str
    )


# --------------------------------------------------------------------------- whole games


def beats(cover: str, attack: str, trump: str) -> bool:
    if cover[1] == attack[1]:
        return RANKS.index(cover[0]) > RANKS.index(attack[0])
    return cover[1] == trump


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize(
    ("players", "mode", "throw_in", "first_bout_limit"),
    [
        (2, "throw-in", "all", 6),
        (3, "transfer", "all", 5),
        (4, "throw-in", "neighbours", 5),
        (5, "transfer", "neighbours", 6),
        (6, "throw-in", "all", 6),
    ],
)
def test_random_games_keep_the_rules(seed, players, mode, throw_in, first_bout_limit):
    # 002/003/004 together, checked along random legal play:
    # - every cover beats its attack card (higher same suit, or trump over plain)
    # - at most 6 attack cards (5 in the first bout when set), in throw-in mode never more
    #   than the defender held when the bout began
    # - all 36 cards accounted for; between bouts, while the stock has cards, every hand
    #   holds at least six (draw up to six; nobody goes out)
    # - the game ends only between bouts; the durak is the one player still holding cards
    rng = random.Random(seed)
    game = Game.new(
        rules(
            players,
            mode=mode,
            throw_in=throw_in,
            first_bout_limit=first_bout_limit,
            trump_six_swap=True,
        ),
        seed=seed,
    )
    trump = game.trump
    bout = 0
    start_hand = len(game.hands[game.defender])
    for _ in range(5000):
        if game.is_over:
            break
        seat = rng.choice(game.to_act)
        moves = game.legal_moves(seat)
        assert moves, f"seat {seat} is asked to act but has no legal move"
        was_empty = not game.table
        defender = game.defender
        game.play(seat, rng.choice(moves))
        pairs = table(game)
        if was_empty and pairs:
            bout += 1
            start_hand = len(game.hands[defender]) + sum(1 for _, c in pairs if c)
        every = [c for h in game.hands for c in h] + list(game.stock) + list(game.discard)
        every += [c for p in pairs for c in p if c]
        assert sorted(every) == sorted(DECK)
        for attack, cover in pairs:
            if cover is not None:
                assert beats(cover, attack, trump), (attack, cover)
        cap = first_bout_limit if bout == 1 else 6
        assert len(pairs) <= cap
        if mode == "throw-in":
            assert len(pairs) <= start_hand
        if not pairs and not game.is_over and game.stock:
            assert all(len(h) >= 6 for h in game.hands)
    assert game.is_over
    assert table(game) == []
    holders = [s for s in range(players) if game.hands[s]]
    assert len(holders) <= 1
    assert list(game.losers) == holders


@pytest.mark.parametrize("text", ["", "{not json", "{}", "[1, 2]", '{"hands": 3}'])
def test_corrupt_json_is_a_value_error(text):
    # issue 3: "corrupt JSON give IllegalMove or ValueError with a clear message"
    with pytest.raises(ValueError):
        Game.from_json(text)


def test_a_defender_who_covers_with_their_last_card_has_beaten_the_attack_off():
    # 000: "Puolustaja torjuu hyökkäyksen, jos hänen käsikorttinsa loppuvat hyökkäykseen
    # vastatessa" (the defender beats the attack off if their cards run out while answering
    # it); 002: "når forsvareren har brugt alle sine kort på at dække". With the stock still
    # full, nobody may throw in another eight, and the defender draws and attacks next.
    game = setup([["8C", "8H", "AD"], ["9C"]], ["6S", "7S", "TH", "JH", "QH", "KS"], trump="S")
    play(game, 0, "attack 8C")
    play(game, 1, "defend 8C 9C")
    assert game.table == [] and {"8C", "9C"} <= set(game.discard)
    assert len(game.hands[0]) == 6 and sorted(game.hands[1]) == ["KS", "QH"]  # attacker first
    assert (game.attacker, game.defender) == (1, 0)


def test_the_engine_never_lets_more_cards_be_laid_than_the_defender_can_answer():
    # 002: "Lægges der for mange kort, vælger forsvareren, hvilke der dækkes eller tages op;
    # resten går tilbage til angriberne" (too many cards laid: the defender chooses, the rest
    # go back). At this table the too-many cards are refused as they are laid, so the
    # defender's choice never arises: the limit is the defender's hand at the bout's start.
    game = setup([["8C", "8H", "8D", "AD"], ["9C", "TC"]], [], trump="S")
    err = assert_illegal(game, 0, "attack 8C 8H 8D")
    assert err.key == "limit-defender-hand"
    play(game, 0, "attack 8C 8H")
    assert_illegal(game, 0, "attack 8D")


def test_a_neighbour_who_throws_in_their_last_card_leaves_the_place_to_the_next():
    # 004: only the defender's neighbours throw in; 002: "turen går videre med uret til den
    # næste, der stadig har kort" (the turn goes clockwise to the next who still has cards):
    # seat 2 throws in its last card with the stock empty, so seat 3 is the neighbour now,
    # in the game and in the same game loaded again
    hands = [["8S", "AD"], ["9S", "TS", "9C", "QS"], ["8C"], ["8D", "KC"]]
    game = setup(hands, [], trump="H", throw_in="neighbours")
    play(game, 0, "attack 8S")
    play(game, 1, "defend 8S 9S")
    assert game.helpers == [2]
    play(game, 2, "attack 8C")
    assert game.helpers == [3] and Game.from_json(game.to_json()).helpers == [3]
    assert_legal(game, 3, "attack 8D")
