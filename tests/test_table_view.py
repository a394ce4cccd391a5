"""The view's pure helpers: animations read from the engine's move records, the one table
of action buttons, the key handler's decisions, and what a screen reader hears of a card."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from durak import Game, Rules
from durak.i18n import LANGUAGES, card_name
from durak.ui.dialogs import DIALOGS
from durak.ui.follow import Follow
from durak.ui.keys import LEAD_PRESSES, SHORTCUTS, key_command
from durak.ui.layout import Geometry
from durak.ui.table_view import (
    ACTION_BY_NAME,
    ACTIONS,
    LEAD_FACES,
    NOTED,
    LeadFit,
    button_faces,
    button_move,
    buttons,
    card_note,
    described_by,
    drop_move,
    lead_cards,
    lead_fit,
    lead_index,
    lead_sets,
    lead_text,
    motions,
    probe_move,
    seat_label,
    view,
    with_id,
    without_ids,
)
from durak.ui.text import set_language

GEO = Geometry.fit(800, 600)
NAMES = ["You", "Anya", "Boris", "Katya"]


def test_an_opponents_card_flies_in_from_their_seat():
    g = Game.from_setup(Rules(players=2), [["8D"], ["9D", "6C"]], ["AS", "KS"], first_attacker=1)
    r = g.play(1, "attack 9D")
    m = motions(r, 0, GEO, 2)
    assert m.enter == {"9D": GEO.seat_card(GEO.seats(2)[1])} and m.leave == {} and m.draws == []


def test_a_taken_bout_goes_to_the_taker_and_draws_follow_the_engines_order():
    g = Game.from_setup(
        Rules(players=3), [["8D", "9H"], ["6C", "7C"], ["JS", "QS"]], ["AS", "KS", "QH", "6H"],
        first_attacker=0,
    )  # fmt: skip
    g.play(0, "attack 8D")
    r = g.play(1, "take")
    m = motions(r, 0, GEO, 3)
    seats = GEO.seats(3)
    assert m.leave == {"8D": GEO.seat_card(seats[1])}
    mine = [c for d in r.draws if d.seat == 0 for c in d.cards]
    assert mine and all(m.enter[c] == GEO.stock() for c in mine)
    assert m.draws == [(d.seat, d.count) for d in r.draws if d.seat != 0]


def test_cards_you_take_are_not_sent_anywhere():
    g = Game.from_setup(Rules(players=2), [["6C", "7C"], ["8D", "9H"]], ["AS", "KS"],
                        first_attacker=1)  # fmt: skip
    g.play(1, "attack 8D")
    r = g.play(0, "take")
    assert "8D" not in motions(r, 0, GEO, 2).leave


def test_every_record_of_random_games_animates():
    for seed in range(3):
        g = Game.new(Rules(players=4, mode="transfer", trump_six_swap=True), seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            s = g.to_act[0]
            m = motions(g.play(s, rng.choice(g.legal_moves(s))), 0, GEO, 4)
            assert set(m.leave).isdisjoint(m.enter)


def test_transfer_takes_the_card_you_point_at_and_else_never_the_trump():
    """Bug (a review): Transfer (the button, or R with the keys' focus on a card) played the
    first legal transfer, whatever card you pointed at: with the queens of diamonds (trump)
    and clubs it gave away the trump."""
    g = Game.from_setup(Rules(players=2, mode="transfer"), [["QD", "QC", "7S"], ["QS", "8H", "9H"]],
                        ["KS", "6C", "AD"], first_attacker=1)  # fmt: skip
    g.play(1, "attack QS")
    legal, transfer = g.legal_moves(0), ACTION_BY_NAME["transfer"]
    assert g.trump == "D" and {"transfer QD", "transfer QC"} <= set(legal)
    assert button_move(legal, transfer, (None, None), g.trump) == "transfer QC"
    assert button_move(legal, transfer, (None, "QD"), g.trump) == "transfer QD"  # focused
    assert button_move(legal, transfer, ("QC", "QD"), g.trump) == "transfer QC"  # selected
    assert button_move(legal, ACTION_BY_NAME["take"], (None, "QD"), g.trump) == "take"
    assert button_move(legal, ACTION_BY_NAME["show"], (), g.trump) is None


def test_a_card_dropped_on_a_table_card_is_thrown_in_by_an_attacker_and_covers_for_the_defender():
    """Bug (a review): a card dropped on a card of the table always asked to cover it, which
    only the defender may do: an attacker's throw-in there was refused ("only the defender
    can do that"), though the same drop on the felt beside it was played."""
    for seed in range(6):
        g = Game.new(Rules(players=3, mode="transfer"), seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            seat = g.to_act[0]
            obs, legal = g.observation(seat), g.legal_moves(seat)
            for card in obs["hand"]:
                for attack, cover in obs["table"]:
                    move = drop_move(obs, card, "cover", attack)
                    if seat != obs["defender"]:
                        assert move == f"attack {card}"
                    elif cover is None and any(
                        m.startswith(f"defend {attack} {card}") for m in legal
                    ):
                        assert move in legal
                assert drop_move(obs, card, "") is None
            g.play(seat, rng.choice(legal))


def test_one_table_drives_the_buttons_and_their_shortcuts():
    obs = {"table": [("8H", "9H")], "taking": False}
    assert buttons(obs, ["pass"]) == ["beaten"]
    assert buttons({"table": [("8H", None)]}, ["take", "transfer 8D", "defend 8H 9H"]) == [
        "take",
        "transfer",
    ]
    assert {a.key.lower() for a in ACTIONS} <= set(SHORTCUTS)


def test_a_lead_that_keeps_the_trump_of_its_rank_has_a_button():
    """A learner's play-through: holding Q♠ Q♥ Q♣ with hearts trump, the hint said "play Q♠
    Q♣" (keeping the trump queen), but only "Play Q♠ Q♥ Q♣" was there to press, and a tap
    on a queen plays it alone."""
    legal = ["attack QS", "attack QH", "attack QC", "attack QS QH", "attack QS QC",
             "attack QH QC", "attack QS QH QC", "attack 7D"]  # fmt: skip
    faces = button_faces(buttons({"table": [], "trump": "H"}, legal))
    assert [(words, key) for _, _, words, key in faces] == [
        ("Play Q♠ Q♥ Q♣", "L"), ("Play Q♠ Q♣", "Shift+L")
    ]  # fmt: skip
    assert button_faces(buttons({"table": [], "trump": "D"}, legal))[0][2] == "Play Q♠ Q♥ Q♣"
    assert len(buttons({"table": [], "trump": "D"}, legal)) == 1  # no trump among them


def test_a_hinted_lead_of_some_cards_of_a_rank_has_a_button():
    """The hint said "play 9♠ 9♣" (the defender holds J♥ Q♠, diamonds trump: 9♣ cannot be
    covered) and the one button played 9♠ 9♥. While a hint names it, a lead of some
    cards of a rank has its button, after the others (they keep their keys); without a
    hint there is none."""
    game = Game.from_setup(Rules(), [["9C", "9S", "9H", "JC"], ["JH", "QS"]], [], trump="D",
                           first_attacker=0)  # fmt: skip
    obs = game.observation(0)
    geometry = Geometry.fit(1366, 768)
    assert view(obs, geometry, ["You", "Anya"]).buttons == ["lead-9S-9H"]
    shown = view(obs, geometry, ["You", "Anya"], hinted="attack 9S 9C").buttons
    assert shown == ["lead-9S-9H", "lead-9S-9C"]
    assert [(w, k) for _, _, w, k in button_faces(shown)][1] == ("Play 9♠ 9♣", "Shift+L")
    assert view(obs, geometry, ["You", "Anya"], hinted="attack 9H").buttons == shown[:1]
    assert view(obs, geometry, ["You", "Anya"], hinted="attack 9S 9H").buttons == shown[:1]


@pytest.mark.parametrize(("players", "deck", "stockless"),
                         [(6, 36, True), (4, 24, True), (5, 36, False), (2, 24, False)])  # fmt: skip
def test_a_game_that_deals_every_card_shows_no_place_for_a_stock(players, deck, stockless):
    """A play-through: with every card dealt, an unlabelled dashed box with "0" stood where
    a stock never was (the log names the trump card and who holds it)."""
    game = Game.new(Rules(players=players, deck=deck), seed=1)
    geometry = Geometry.fit(1366, 768, players=players)
    tv = view(game.observation(0), geometry, ["x"] * players)
    assert tv.stockless == stockless and (tv.stock_count == 0) == stockless
    if stockless:  # a position set up with a stock all the same (the analysis board)
        hands = [list(h) for h in game.hands]
        stock = [hands[0].pop(), hands[1].pop()]
        setup = Game.from_setup(Rules(players=players, deck=deck), hands, stock, first_attacker=0)
        tv = view(setup.observation(0), geometry, ["x"] * players)
        assert tv.stock_count == 2 and not tv.stockless


def test_each_of_two_lead_buttons_has_a_key_that_presses_it():
    """Bug: with two ranks to lead together, the second "Play K♥ K♣" button had no key."""
    legal = ["attack 8H", "attack 8D", "attack 8H 8D", "attack KH", "attack KC", "attack KH KC"]
    faces = button_faces(buttons({"table": []}, legal))
    assert [(words, key) for _, _, words, key in faces] == [
        ("Play 8♥ 8♦", "L"), ("Play K♥ K♣", "Shift+L")
    ]  # fmt: skip
    assert len(lead_sets(legal)) == 2
    for i, (_, _, _, key) in enumerate(faces):
        shift = key.startswith("Shift+")
        letter = key.removeprefix("Shift+")
        for typed, code in ((letter, "KeyL"), ("Д" if shift else "д", "KeyL")):  # or Russian
            assert key_command(typed, None, shift=shift, code=code) == ("press", LEAD_PRESSES[i])
    assert key_command("L", "hand", shift=True) == ("press", "lead2")  # from a card too
    assert key_command("T", None, shift=True) == ("press", "take")  # Shift changes no other key


def test_lead_buttons_show_the_widest_face_that_fits_the_row():
    """A play-through: five lead buttons on a phone wrapped their words onto three lines and
    covered the hand. The faces, from the widest, and the first that fits wins."""
    assert LEAD_FACES == ("words", "cards", "index")
    widths = {"words": 640.0, "cards": 420.0, "index": 230.0}  # five leads, measured
    # room = row - 32 (the row's padding and the tools' margin) - the tools
    assert lead_fit(widths, 1366, 78) == LeadFit("words")
    assert lead_fit(widths, 480, 27) == LeadFit("cards")  # 421 px of room
    assert lead_fit(widths, 480, 29) == LeadFit("index")  # 419 px
    assert lead_fit(widths, 320, 58) == LeadFit("index")  # 230 px: just fits
    assert lead_fit(widths, 320, 60) == LeadFit("index", wrap=True)  # nothing fits
    assert lead_fit(widths, 0, 0) == LeadFit("words")  # not laid out: measured again later
    with pytest.raises(KeyError):
        lead_fit({"words": 900.0}, 320, 27)  # every face must be measured


def test_the_style_sheet_draws_every_lead_face():
    """Each face but the first (shown by default) has its rule in the style sheet, which
    hides the words: a face without one would show the words and the cards both."""
    css = (Path(__file__).resolve().parents[1] / "static" / "css" / "app.css").read_text()
    for face in LEAD_FACES[1:]:
        assert f'.actions[data-lead-face="{face}"] .lead-{face}' in css, face
        assert f'.actions[data-lead-face="{face}"] .lead-words' in css, face
    assert ".actions[data-lead-wrap]" in css


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_lead_buttons_faces_show_the_cards_its_name_says(lang):
    """Whatever face a lead button shows, it is its name's cards ("Play 8♥ 8♦"), in the
    language's rank letters."""
    set_language(lang)
    try:
        legal = ["attack 8H 8D", "attack QS QC QH", "attack TH TD"]
        for name, _, words, _ in button_faces(buttons({"table": []}, legal)):
            cards = lead_cards(name)
            assert words.endswith(lead_text(cards)) or words.startswith(lead_text(cards))
            rank, suits = lead_index(cards)
            assert lead_text(cards) == " ".join(rank + suit for suit in suits)
    finally:
        set_language("en")
    assert lead_index(("QS", "QC", "QH")) == ("Q", "♠♣♥")
    assert lead_text(("TH", "TD")) == "10♥ 10♦"


def test_keys_never_fail_whatever_has_the_focus():
    keys = ["ArrowLeft", "ArrowRight", "Home", "End", "Tab", "t", "B", "е", "Enter", "Escape",
            "F5", "", None, 3]  # fmt: skip
    for key in keys:
        for where in ["hand", "attack", "cover", "trump", None, ""]:
            for ctrl in (False, True):
                for dialog in (None, *DIALOGS, "nonsense"):
                    command = key_command(key, where, ctrl=ctrl, dialog=dialog, code="KeyT")
                    assert command is None or command[0] in (
                        "focus", "target", "press", "close", "tab", "unchoose"
                    )  # fmt: skip
    # the arrows move along your hand, or along the cards the chosen card may cover
    assert key_command("ArrowLeft", "attack") == ("target", -1)
    assert key_command("ArrowLeft", "cover") is None


def test_a_seat_that_is_out_shows_its_badge_and_no_count_of_cards():
    """A player who is out shows the "out" badge, not a "0" that reads as a hand in play;
    a player with no cards who is still in (waiting to draw) shows its 0."""
    seen = {"out": 0, "empty in play": 0}
    for seed in range(6):
        g = Game.new(Rules(players=4), seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            s = g.to_act[0]
            g.play(s, rng.choice(g.legal_moves(s)))
            for seat in view(g.observation(0), GEO, NAMES).seats[1:]:
                if seat.seat in g.out:
                    seen["out"] += 1
                    assert "out" in seat.roles and not seat.shows_count, seat
                    assert seat_label(seat) == seat.name  # its "out" badge is read next
                elif seat.count == 0:
                    seen["empty in play"] += 1
                    assert seat.shows_count, seat
                    assert seat_label(seat) == f"{seat.name}, 0 cards"
    assert all(seen.values()), seen


def test_a_finished_game_shows_no_bout_roles():
    """Once the game is over no one attacks or defends: the seats (and what a screen reader
    hears of them) lose those badges; "out" stays (the badges stayed behind the end dialog)."""
    bout_roles = {"attacker", "defender", "helper", "took"}
    for seed in range(4):
        g = Game.new(Rules(players=3), seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            assert any(
                bout_roles & set(seat.roles) for seat in view(g.observation(0), GEO, NAMES).seats
            )
            s = g.to_act[0]
            g.play(s, rng.choice(g.legal_moves(s)))
        seats = view(g.observation(0), GEO, NAMES).seats
        assert not [seat for seat in seats if bout_roles & set(seat.roles)], seats
        assert sum("out" in seat.roles for seat in seats) >= 1
        assert not [seat for seat in seats if "defend" in seat_label(seat)]


def test_a_bots_seat_is_read_with_how_many_cards_it_holds():
    """The drawn count sits in the seat's card fan, hidden from screen readers: the seat's
    spoken text says it, with the language's plural."""
    g = Game.from_setup(
        Rules(players=3), [["8D", "9H"], ["6C", "7C", "8C", "9C"], ["JS"]], ["AS", "KS"],
        first_attacker=0,
    )  # fmt: skip
    seats = view(g.observation(0), GEO, NAMES).seats
    assert [seat_label(s) for s in seats[1:]] == ["Anya, 4 cards", "Boris, 1 card"]
    set_language("ru")
    seats = view(g.observation(0), GEO, ["Вы", "Аня", "Борис"]).seats
    assert [seat_label(s) for s in seats[1:]] == ["Аня, 4 карты", "Борис, 1 карта"]
    set_language("cs")
    assert seat_label(seats[1]) == "Аня, 4 karty"


# ------------------------------------------------------------------ what a card is, said
# The cards of the table and your hand are one list of buttons to a screen reader: each
# card's description says which attack is covered and by what, what a card covers, and
# that a card is in your hand. Its name ("Queen of hearts") is a contract and stays.


def covered_and_open() -> Game:
    """Heads-up: Anya led 7♥, you covered it with 9♥, Anya threw in 7♠ (not covered)."""
    g = Game.from_setup(
        Rules(players=2), [["9H", "QS", "8C"], ["7H", "7S", "AD"]], ["6D", "TC", "JD"],
        first_attacker=1,
    )  # fmt: skip
    g.play(1, "attack 7H")
    g.play(0, "defend 7H 9H")
    g.play(1, "attack 7S")
    return g


@pytest.fixture
def speak():
    """Switch the table's language inside a test (English again after it)."""
    set_language("en")
    yield set_language
    set_language("en")


def test_each_card_says_what_it_covers_or_what_covers_it(speak) -> None:
    g = covered_and_open()
    obs = g.observation(0)
    tv = view(obs, GEO, NAMES, follow=Follow(marked=("7S",), by=1))
    notes = {card: card_note(sprite) for card, sprite in tv.sprites.items()}
    trump_card = obs["trump_card"]
    assert notes == {
        trump_card: "",  # the trump under the stock has its own description
        "7H": "Attack, covered by the nine of hearts.",
        "9H": "Covers the seven of hearts.",
        "7S": "Attack, not covered.",
        "QS": "In your hand.",
        "8C": "In your hand.",
    }
    ids = {card: described_by(sprite) for card, sprite in tv.sprites.items()}
    assert ids == {
        trump_card: ["trump-under-stock"],
        "7H": ["card-note-7H"],
        "9H": ["card-note-9H"],
        "7S": ["card-note-7S", "last-move"],  # Anya's last move, said after what it is
        "QS": ["card-note-QS"],
        "8C": ["card-note-8C"],
    }


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_says_each_case_with_the_other_cards_name(speak, lang: str) -> None:
    speak(lang)
    tv = view(covered_and_open().observation(0), GEO, NAMES)
    notes = {card: card_note(sprite) for card, sprite in tv.sprites.items()}
    said = [notes["7H"], notes["9H"], notes["7S"], notes["QS"]]
    assert len(set(said)) == 4 and all(said), said
    assert notes["QS"] == notes["8C"]
    # mid-sentence (not capitalised), declined where the language declines (a keyboard
    # play-through: "přebitá kartou: piková osmička" for "přebitá pikovou osmičkou")
    forms = ("", "art", "ins", "acc", "gen", "ade")
    assert any(card_name("9H", lang, case=case) in notes["7H"] for case in forms)
    assert any(card_name("7H", lang, case=case) in notes["9H"] for case in forms)
    if lang in ("ru", "cs"):
        assert card_name("9H", lang, case="ins") in notes["7H"]
        assert card_name("7H", lang, case="acc") in notes["9H"]
    assert not any(name in notes["7S"] for name in (card_name(c, lang) for c in ("7H", "9H")))
    assert all("{" not in n and "♥" not in n for n in said), said


def test_the_coachs_description_joins_a_cards_own_and_goes_without_it() -> None:
    ids = with_id("card-note-QS", "coach-d-QS")
    assert ids == "card-note-QS coach-d-QS"
    assert with_id(ids, "coach-d-QS") == ids
    assert without_ids(ids, "coach-d-") == "card-note-QS"
    assert without_ids(with_id(None, "coach-d-take"), "coach-d-") == ""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_part_of_a_cards_description_ends_as_a_sentence(speak, lang: str) -> None:
    """A screen reader reads a card's description parts one after another (its note, then
    the trump's or the last move's, then the coach's figure): "Attack, not covered." was
    followed by "Last move: Anya" without a full stop (a play-through). Every part is a
    sentence with its full stop, in every language."""
    from durak.bots.coach import MoveFigure
    from durak.ui.practice_view import figure_description
    from durak.ui.text import t

    speak(lang)
    tv = view(covered_and_open().observation(0), GEO, NAMES)
    parts = [card_note(sprite) for sprite in tv.sprites.values() if sprite.where in NOTED]
    parts += [t("ui-trump-card"), t("mark-last", name="Anya"), t("mark-last-you")]
    parts += [figure_description(MoveFigure("take", 0.634, 40))]
    parts += [figure_description(MoveFigure("take", c, 0, True)) for c in (0.0, 0.5, 1.0)]
    assert all(p.endswith(".") and not p.endswith("..") for p in parts), parts


def test_a_marked_card_is_described_in_two_sentences(speak) -> None:
    from durak.ui.text import t

    tv = view(covered_and_open().observation(0), GEO, NAMES)
    said = " ".join([card_note(tv.sprites["7S"]), t("mark-last", name="Anya")])
    assert said == "Attack, not covered. Last move: Anya."
    assert " ".join([card_note(tv.sprites["9H"]), t("mark-last-you")]) == (
        "Covers the seven of hearts. Your last move."
    )


@pytest.mark.parametrize(
    ("hands", "key"),
    [
        # 004: the new defender must hold enough cards: the next player holds one
        ([["8S", "AD"], ["8H", "9C", "TC"], ["7D"]], "transfer-too-few"),
        # 003: the attacker laid their last card with the stock empty: nobody to pass it to
        ([["8S"], ["8H", "9C", "TC"]], "transfer-nobody"),
    ],
)
def test_a_tapped_card_that_cannot_transfer_is_explained_as_a_transfer(hands, key) -> None:
    """A play-through: a tap on a card of the attack's rank that could not transfer said
    "A trump can only be beaten by a higher trump" (the reason for a cover), never why
    the transfer could not go."""
    game = Game.from_setup(Rules(players=len(hands), mode="transfer"), hands, [], trump="S")
    game.play(0, "attack 8S")
    move = probe_move(game.observation(1), "8H")
    assert move == "transfer 8H" and game.check(1, move).key == key
    assert probe_move(game.observation(1), "9C") == "defend 8S 9C"
