"""Card artwork (durak.ui.cards_svg) and card names (durak.ui.names)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from durak import i18n
from durak.cards import CARD_TEXT, RANKS, SUITS
from durak.i18n import LANGUAGES
from durak.ui import cards_svg, names
from durak.ui.cards_svg import (
    BLACK,
    RED,
    back_svg,
    card_svg,
    sprite_svg,
    suit_icon_svg,
    suit_path,
    trump_badge_svg,
)
from durak.ui.names import card_label, card_name
from durak.ui.text import language, set_language

NS = {"svg": "http://www.w3.org/2000/svg"}
BAD_CARDS = ["", "X", "1S", "10S", "TX", "ts", "th ", "SH", "QHH", None, 12]


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def group(root: ET.Element, cls: str) -> list[ET.Element]:
    return [g for g in root.iter(f"{{{NS['svg']}}}g") if g.get("class") == cls]


def uses(el: ET.Element) -> list[str]:
    return [u.get("href") for u in el.iter(f"{{{NS['svg']}}}use")]


class TestFaces:
    @pytest.mark.parametrize("card", CARD_TEXT)
    def test_valid_xml_with_card_box(self, card: str) -> None:
        root = parse(card_svg(card))
        assert root.tag == "{http://www.w3.org/2000/svg}svg"
        assert root.get("viewBox") == "0 0 250 350"
        assert root.get("aria-hidden") == "true"

    @pytest.mark.parametrize("card", CARD_TEXT)
    def test_two_corner_indexes(self, card: str) -> None:
        root = parse(card_svg(card))
        corners = group(root, "index")
        assert len(corners) == 2
        expected = "10" if card[0] == "T" else card[0]
        for corner in corners:
            assert [t.text for t in corner.iter(f"{{{NS['svg']}}}text")] == [expected]
            assert uses(corner) == [f"#suit-{card[1]}"]
        assert "rotate(180" in corners[1].get("transform", "")

    @pytest.mark.parametrize("card", CARD_TEXT)
    def test_a_six_and_a_nine_are_underlined_in_both_corners(self, card: str) -> None:
        # Upside down in the bottom corner, a 6 read as a 9 and a 9 as a 6 (a play-through).
        for corner in group(parse(card_svg(card)), "index"):
            lines = [
                r for r in corner.iter(f"{{{NS['svg']}}}rect") if r.get("class") == "underline"
            ]
            assert len(lines) == (card[0] in "69"), card

    @pytest.mark.parametrize("lang", LANGUAGES)
    def test_ranks_in_the_letters_of_the_tables_language(self, lang: str) -> None:
        # As on the language's packs, and as its text writes them ("Д♥" in Russian): the
        # corners and a court figure's mark; a switch of language sets the table's.
        for card in ("JS", "QH", "KD", "AC", "TS", "6H"):
            label = i18n.card_label(card, lang)[:-1]
            root = parse(card_svg(card, lang=lang))
            texts = [t.text for t in root.iter(f"{{{NS['svg']}}}text")]
            shown = 4 if card[0] in "JQK" else 2  # two corners (and a figure's two marks)
            assert texts == [label] * shown, (lang, card, texts)
        previous = language()
        try:
            set_language(lang)
            assert card_svg("QH") == card_svg("QH", lang=lang)
        finally:
            set_language(previous)
        russian = [t.text for t in parse(card_svg("QH", lang="ru")).iter(f"{{{NS['svg']}}}text")]
        assert russian == ["Д"] * 4

    @pytest.mark.parametrize("card", CARD_TEXT)
    def test_suit_colour(self, card: str) -> None:
        colour = RED if card[1] in "HD" else BLACK
        other = BLACK if colour == RED else RED
        svg = card_svg(card)
        assert f'fill="{colour}"' in svg
        assert other not in svg

    @pytest.mark.parametrize("rank", "6789T")
    @pytest.mark.parametrize("suit", SUITS)
    def test_pip_count_is_the_rank(self, rank: str, suit: str) -> None:
        (pips,) = group(parse(card_svg(rank + suit)), "pips")
        refs = uses(pips)
        assert refs == [f"#suit-{suit}"] * cards_svg.PIP_VALUES[rank]
        assert len(refs) == "6789T".index(rank) + 6

    @pytest.mark.parametrize("rank", "6789T")
    def test_lower_pips_are_turned(self, rank: str) -> None:
        (pips,) = group(parse(card_svg(rank + "S")), "pips")

        def centre(u: ET.Element) -> float:
            return float(u.get("y")) + float(u.get("height")) / 2

        turned = [u for u in pips if "rotate(180" in u.get("transform", "")]
        assert turned == [u for u in pips if centre(u) > 175]
        # Symmetric, but for the seven's extra pip in the upper half.
        above = len([u for u in pips if centre(u) < 175])
        assert len(turned) == above - (rank == "7")

    @pytest.mark.parametrize("suit", SUITS)
    def test_ace_is_one_large_pip(self, suit: str) -> None:
        (ace,) = group(parse(card_svg("A" + suit)), "ace")
        (pip,) = ace
        assert pip.get("href") == f"#suit-{suit}"
        assert float(pip.get("width")) >= 100

    @pytest.mark.parametrize("suit", SUITS)
    def test_courts_differ(self, suit: str) -> None:
        faces = {r: card_svg(r + suit) for r in "JQK"}
        assert len(set(faces.values())) == 3
        for rank, svg in faces.items():
            (court,) = group(parse(svg), "court")
            assert f"#court-{rank}" in uses(court)
        # ...and the figures themselves differ, not only the letter.
        sprite = sprite_svg()
        figures = [re.search(f'<symbol id="court-{r}".*?</symbol>', sprite)[0] for r in "JQK"]
        stripped = {f.replace(f"court-{r}", "") for f, r in zip(figures, "JQK", strict=True)}
        assert len(stripped) == 3

    def test_all_faces_differ(self) -> None:
        assert len({card_svg(c) for c in CARD_TEXT}) == 52  # twos to aces

    @pytest.mark.parametrize("bad", BAD_CARDS)
    def test_bad_code_raises(self, bad: object) -> None:
        with pytest.raises(ValueError):
            card_svg(bad)  # type: ignore[arg-type]

    def test_compact(self) -> None:
        assert max(len(card_svg(c)) for c in CARD_TEXT) < 2000
        assert len(back_svg()) < 300


class TestSprite:
    def test_sprite_defines_every_reference(self) -> None:
        root = parse(sprite_svg())
        ids = {el.get("id") for el in root.iter() if el.get("id")}
        assert {f"suit-{s}" for s in SUITS} | {"court-J", "court-Q", "court-K", "card-back"} <= ids
        refs = {h[1:] for c in CARD_TEXT for h in uses(parse(card_svg(c)))}
        refs |= {h[1:] for h in uses(parse(back_svg()))}
        assert refs <= ids

    def test_no_template_leftovers(self) -> None:
        texts = [sprite_svg(), back_svg(), *(card_svg(c) for c in CARD_TEXT)]
        assert not any("{" in t or "}" in t or "None" in t for t in texts)

    def test_sprite_is_hidden_without_display_none(self) -> None:
        root = parse(sprite_svg())
        assert root.get("width") == "0" and root.get("aria-hidden") == "true"
        assert "display:none" not in sprite_svg()

    @pytest.mark.parametrize("card", ["QH", "TS"])
    def test_standalone_carries_its_defs(self, card: str) -> None:
        root = parse(card_svg(card, standalone=True))
        ids = {el.get("id") for el in root.iter() if el.get("id")}
        assert {h[1:] for h in uses(root)} <= ids


class TestSuitsAndBack:
    @pytest.mark.parametrize("suit", SUITS)
    def test_suit_path(self, suit: str) -> None:
        d = suit_path(suit)
        assert d.startswith("M") and d.endswith("Z")
        numbers = [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?", d)]
        assert all(0 <= n <= 100 for n in numbers)

    def test_suit_paths_differ(self) -> None:
        assert len({suit_path(s) for s in SUITS}) == 4

    @pytest.mark.parametrize("suit", SUITS)
    def test_icons(self, suit: str) -> None:
        colour = RED if suit in "HD" else BLACK
        for svg in (suit_icon_svg(suit), trump_badge_svg(suit)):
            root = parse(svg)
            assert uses(root) == [f"#suit-{suit}"]
            assert colour in svg

    @pytest.mark.parametrize("bad", ["", "X", "s", "SH", None])
    def test_bad_suit_raises(self, bad: object) -> None:
        for fn in (suit_path, suit_icon_svg, trump_badge_svg):
            with pytest.raises(ValueError):
                fn(bad)  # type: ignore[arg-type]

    def test_back(self) -> None:
        root = parse(back_svg())
        assert uses(root) == ["#card-back"]
        assert "card-back" in root.get("class")
        parse(back_svg(standalone=True))


class TestNames:
    @pytest.mark.parametrize(
        ("card", "name", "label"),
        [
            ("QH", "Queen of hearts", "Q♥"),
            ("TS", "Ten of spades", "10♠"),
            ("6C", "Six of clubs", "6♣"),
            ("AD", "Ace of diamonds", "A♦"),
            ("JS", "Jack of spades", "J♠"),
            ("KC", "King of clubs", "K♣"),
            ("9H", "Nine of hearts", "9♥"),
        ],
    )
    def test_examples(self, card: str, name: str, label: str) -> None:
        assert card_name(card) == name
        assert card_label(card) == label

    def test_every_card_named_once(self) -> None:
        assert len({card_name(c) for c in CARD_TEXT}) == 52
        assert len({card_label(c) for c in CARD_TEXT}) == 52
        assert {card_name(r + "S").split()[0] for r in RANKS} == {
            "Two",
            "Three",
            "Four",
            "Five",
            "Six",
            "Seven",
            "Eight",
            "Nine",
            "Ten",
            "Jack",
            "Queen",
            "King",
            "Ace",
        }

    @pytest.mark.parametrize("bad", BAD_CARDS)
    def test_bad_code_raises(self, bad: object) -> None:
        with pytest.raises(ValueError):
            card_name(bad)  # type: ignore[arg-type]
        with pytest.raises(ValueError):
            card_label(bad)  # type: ignore[arg-type]


def test_doctests() -> None:
    import doctest

    for module in (cards_svg, names):
        assert doctest.testmod(module).failed == 0
