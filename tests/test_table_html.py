"""The table's rebuilt markup (durak.ui.table_html): what a button is named by, and a
player's name as text."""

from __future__ import annotations

import re
from dataclasses import replace
from html.parser import HTMLParser

from durak.ui.table_html import SAID_APART, buttons_html, seat_html
from durak.ui.table_view import SeatView


class _Names(HTMLParser):
    """Each button's name from its content, as a browser computes it: the text outside
    ``aria-hidden`` elements (the markup has no ``aria-label``)."""

    def __init__(self) -> None:
        super().__init__()
        self.names: list[str] = []
        self.labels: list[str | None] = []
        self.hidden: list[bool] = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "button":
            self.names.append("")
            self.labels.append(attrs.get("aria-label"))
        self.hidden.append(attrs.get("aria-hidden") == "true" or any(self.hidden[-1:]))

    def handle_endtag(self, tag):
        self.hidden.pop()

    def handle_data(self, data):
        if self.names and not any(self.hidden):
            self.names[-1] += data


def names(markup: str) -> tuple[list[str], list[str | None]]:
    parser = _Names()
    parser.feed(markup)
    return parser.names, parser.labels


def test_a_lead_button_is_named_by_its_words_whatever_face_it_shows() -> None:
    # Its cards and corner index are hidden from the name; an aria-label would not hold the
    # visible text (axe's label-content rule failed on it with the coach's figures).
    markup = buttons_html(["take", "lead-6H-6D", "lead-JS-JH-JD"], enabled=True)
    said, labels = names(markup)
    assert said == ["Take", "Play 6♥ 6♦", "Play J♠ J♥ J♦"]
    assert labels == [None, None, None]
    assert 'class="lead-cards" aria-hidden="true">6♥ 6♦<' in markup
    assert markup.count("disabled") == 0
    assert buttons_html(["take"], enabled=False).count(" disabled>") == 1


def test_a_seat_says_a_hostile_name_as_text() -> None:
    markup = seat_html(SeatView(1, '<img src=x onerror="alert(1)">', (10.0, 20.0), 3, []), 3)
    assert "<img" not in markup and "&lt;img" in markup
    assert markup.count('class="mini-back"') == 3


def test_a_seat_s_count_and_its_badges_are_heard_apart():
    # a keyboard play-through: "Anja, 4 korttia hyökkää" was heard as "4 cards attack"
    said = re.findall(
        r'class="sr-only">([^<]*)<', seat_html(SeatView(1, "Anya", (0, 0), 4, ["attacker"]), 4)
    )
    assert said == ["Anya, 4 cards,"]
    said = re.findall(r'class="sr-only">([^<]*)<', seat_html(SeatView(1, "Anya", (0, 0), 4), 4))
    assert said == ["Anya, 4 cards"]


def test_a_seat_s_badges_and_its_bubble_are_heard_apart():
    # a tablet play-through read a seat as "Anya, 4 cards, attacker Beaten"
    seat = SeatView(1, "Anya", (0, 0), 4, ["attacker"], bubble="bubble-beaten")
    markup = re.sub(
        r'<div class="(fan|seat-name)" aria-hidden="true">.*?</div>', "", seat_html(seat, 4)
    )
    heard = " ".join(re.sub(r"<[^>]+>", " ", markup).split()).replace(" ,", ",")
    assert heard == "Anya, 4 cards, attacker, Beaten"
    assert SAID_APART not in seat_html(replace(seat, bubble=None), 4)
