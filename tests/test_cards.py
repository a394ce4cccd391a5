"""Cards, moves as text, rules options, message catalog."""

import pytest

from durak import IllegalMove, Rules
from durak.cards import BEATERS, CARD_TEXT, SUITS, beats, card_id, card_label, card_text
from durak.i18n import translate
from durak.i18n.en import RULE_KEYS
from durak.moves import ATTACK, DEFEND, PASS, TAKE, move_to_text, text_to_move


def test_card_ids_round_trip():
    assert len(CARD_TEXT) == 52 and len(set(CARD_TEXT)) == 52
    for i, t in enumerate(CARD_TEXT):
        assert card_id(t) == i and card_text(i) == t
    assert card_id("ts") == card_id("TS")
    for bad in ("10S", "1S", "TX", "", "TSS"):
        with pytest.raises(ValueError):
            card_id(bad)


def test_card_labels():
    assert card_label("8C") == "8♣"
    assert card_label("TH") == "10♥"
    assert card_label("AS") == "A♠"


def test_beats_002_004():
    s = SUITS.index
    # 004: diamonds trump: QH beats TH; 6D beats TH; KS does not
    assert beats(card_id("QH"), card_id("TH"), s("D"))
    assert beats(card_id("6D"), card_id("TH"), s("D"))
    assert not beats(card_id("KS"), card_id("TH"), s("D"))
    # 002: a trump needs a higher trump
    assert beats(card_id("TS"), card_id("9S"), s("S"))
    assert not beats(card_id("AH"), card_id("9S"), s("S"))
    assert not beats(card_id("7S"), card_id("9S"), s("S"))
    # nothing beats the trump ace
    assert not BEATERS[s("S")][card_id("AS")]


def test_moves_text_round_trip():
    assert text_to_move("attack 8H") == (ATTACK, card_id("8H"))
    assert text_to_move("  ATTACK 8d   8h ") == (ATTACK, card_id("8H"), card_id("8D"))
    assert text_to_move("defend 8H QH") == (DEFEND, card_id("8H"), card_id("QH"))
    assert text_to_move("pass") == (PASS,)
    assert text_to_move("take") == (TAKE,)
    for t in ("attack 8H 8D", "defend 8H QH", "transfer 8S", "take", "pass", "swap"):
        assert move_to_text(text_to_move(t)) == t


@pytest.mark.parametrize(
    "text,key",
    [("", "malformed-move"), ("attack", "malformed-move"), ("defend 8H", "malformed-move"),
     ("attack 8H ZZ", "unknown-card"), ("fly", "malformed-move"), ("pass now", "malformed-move"),
     ("attack 8H 8H", "duplicate-card")],
)  # fmt: skip
def test_malformed_moves(text, key):
    with pytest.raises(IllegalMove) as e:
        text_to_move(text)
    assert e.value.key == key
    assert isinstance(e.value, ValueError)


def test_rules_dict_round_trip_and_validation():
    r = Rules(players=4, mode="transfer", throw_in="neighbours", first_bout_limit=5,
              trump_six_swap=True, next_attacker="attack-the-fool")  # fmt: skip
    assert Rules.from_dict(r.to_dict()) == r
    for bad in ({"players": 7}, {"players": 1}, {"mode": "x"}, {"throw_in": "some"},
                {"first_bout_limit": 4}, {"trump_six_swap": "yes"}, {"next_attacker": "me"},
                {"teams": "4v4"}):  # fmt: skip
        with pytest.raises(ValueError):
            Rules(**bad)
    for bad in ({"players": 3, "teams": "2v2"}, {"players": 6, "teams": "2v2"},
                {"players": 4, "teams": "3v3"}, {"players": 2, "teams": "3v3"}):  # fmt: skip
        with pytest.raises(ValueError):
            Rules(**bad)
    for ok in (Rules(players=4, teams="2v2"), Rules(players=6, teams="3v3")):
        assert Rules.from_dict(ok.to_dict()) == ok
    with pytest.raises(ValueError):
        Rules.from_dict({"players": 2, "colour": "red"})


def test_catalog_renders_every_key():
    for key in RULE_KEYS:
        text = translate(key, card="8C", cover="9C", limit=3, held=2, needed=3, text="x", seat=9)
        assert text and "{" not in text
    assert translate("rank-not-on-table", card="8C") == "8♣ does not match any rank on the table"
    assert translate("limit-defender-hand", limit=1) == (
        "the defender held only 1 card at the start of this bout"
    )
    assert translate("no-such-key") == "no-such-key"
    assert translate("too-low", lang="xx", card="TH", cover="9H") == "9♥ is lower than 10♥"
