"""The "Rules" view: only the options in force, in every language, well-formed, no English left."""

from __future__ import annotations

import html as html_module
import itertools
import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import pytest

from durak.i18n import LANGUAGES, card_name, en, translate
from durak.rules import Rules
from durak.session.record import table_key
from durak.settings import PRESETS, Settings, apply_preset, preset_of
from durak.ui.rules_view import rules_html
from durak.ui.stats_view import table_label

VOID = {"br", "img", "hr", "input", "meta", "link", "source", "wbr"}
SVG_SELF_CLOSING = {"use", "rect", "path", "circle", "line", "ellipse", "polygon", "stop"}


class Checker(HTMLParser):
    """Collects text, data-keys and errors (unbalanced tags) of a fragment."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.keys: list[str] = []
        self.text: list[str] = []
        self.labels: list[str] = []
        self.in_svg = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if a.get("data-key"):
            self.keys.append(str(a["data-key"]))
        if a.get("aria-label"):
            self.labels.append(str(a["aria-label"]))
        if tag == "svg":
            self.in_svg += 1
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in VOID and tag not in SVG_SELF_CLOSING:
            self.errors.append(f"self-closed <{tag}/>")

    def handle_endtag(self, tag: str) -> None:
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.stack[-1:] or 'nothing'}")
            return
        self.stack.pop()
        if tag == "svg":
            self.in_svg -= 1

    def handle_data(self, data: str) -> None:
        if not self.in_svg and data.strip():
            self.text.append(data.strip())


def check(markup: str) -> Checker:
    c = Checker()
    c.feed(markup)
    c.close()
    assert not c.errors, c.errors
    assert not c.stack, f"unclosed: {c.stack}"
    ET.fromstring(markup)  # well-formed XML too (no HTML-only entities, every tag closed)
    return c


def keys_of(rules: Rules, lang: str = "en") -> set[str]:
    return set(check(rules_html(rules, lang)).keys)


ALL_RULES = [
    Rules(players=p, mode=m, throw_in=w, first_bout_limit=f, trump_six_swap=s, next_attacker=a)
    for p, m, w, f, s, a in itertools.product(
        range(2, 7),
        ("throw-in", "transfer"),
        ("all", "neighbours"),
        (6, 5),
        (False, True),
        ("left-of-dealer", "attack-the-fool"),
    )
]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_configuration_renders_well_formed(lang: str) -> None:
    for rules in [*ALL_RULES[::3], ALL_RULES[-1]]:
        c = check(rules_html(rules, lang))
        text = " ".join(c.text)
        assert "{" not in text and "}" not in text
        assert c.keys, rules
        for key in c.keys:
            assert key in en.MESSAGES, key


def test_transfer_section_only_in_transfer_mode() -> None:
    assert "rules-transfer" in keys_of(Rules(players=3, mode="transfer"))
    assert "rules-transfer-example" in keys_of(Rules(players=3, mode="transfer"))
    assert not {k for k in keys_of(Rules(players=3)) if k.startswith("rules-transfer")}
    assert "rules-transfer-two" in keys_of(Rules(players=2, mode="transfer"))
    assert "rules-transfer-two" not in keys_of(Rules(players=4, mode="transfer"))


def test_swap_section_only_when_on() -> None:
    assert "rules-swap" in keys_of(Rules(players=4, trump_six_swap=True))
    assert "rules-swap" not in keys_of(Rules(players=4))
    six = keys_of(Rules(players=6, trump_six_swap=True))
    assert "rules-swap-six-players" in six and "rules-swap" not in six
    assert "rules-swap-six-players" not in keys_of(Rules(players=6))


def test_first_bout_limit_only_when_set() -> None:
    assert "rules-limit-first" in keys_of(Rules(players=4, first_bout_limit=5))
    assert "rules-limit-first" not in keys_of(Rules(players=4))
    html = rules_html(Rules(players=4, first_bout_limit=5), "ru")
    assert "не больше 5 карт" in html


def test_who_may_throw_in() -> None:
    assert "rules-who-neighbours" in keys_of(Rules(players=5, throw_in="neighbours"))
    five_all = keys_of(Rules(players=5, throw_in="all"))
    assert "rules-who-all" in five_all and "rules-who-neighbours" not in five_all
    assert "rules-who-all-four" in keys_of(Rules(players=4, throw_in="all"))
    assert "rules-who-all-four" not in keys_of(Rules(players=4, throw_in="neighbours"))
    # Three players: both non-defenders are the defender's neighbours either way.
    for w in ("all", "neighbours"):
        three = keys_of(Rules(players=3, throw_in=w))
        assert "rules-who-three" in three and not three & {"rules-who-all", "rules-who-neighbours"}
    two = keys_of(Rules(players=2, throw_in="neighbours"))
    assert not {k for k in two if k.startswith("rules-who")} and "rules-priority" not in two


def test_six_players_no_stock() -> None:
    six = keys_of(Rules(players=6))
    assert {"rules-deal-six", "rules-draw-none", "rules-out-six"} <= six
    assert not six & {"rules-deal", "rules-draw", "rules-out"}
    five = keys_of(Rules(players=5))
    assert {"rules-deal", "rules-draw", "rules-out"} <= five
    assert not five & {"rules-deal-six", "rules-draw-none", "rules-out-six"}


def test_next_attacker_option() -> None:
    assert "rules-later-fool" in keys_of(Rules(players=3, next_attacker="attack-the-fool"))
    assert "rules-later-left" in keys_of(Rules(players=3))


def test_card_pictures_for_the_examples() -> None:
    html = rules_html(Rules(players=2, mode="transfer"), "cs")
    for card in ("8H", "QH", "KC", "QD", "6S", "JS", "JH"):
        assert f"card-{card}" in html
    assert html.count('class="rule-card"') == 9
    # the pictures are for the eyes: their caption names each card (once, not twice)
    assert html.count('<span class="rule-cards" aria-hidden="true">') == 4
    assert not check(html).labels
    said = " ".join(re.findall(r'<span class="sr-only">(.*?)</span>', html))
    assert "srdcovou dámou" in said and "pikový kluk" in said and "srdcovým klukem" in said
    # The example sentences name the cards with the language's labels.
    assert "Д♥" in rules_html(Rules(), "ru") and "8♥" in rules_html(Rules(), "ru")
    assert "card-JS" not in rules_html(Rules(players=2), "cs")


def test_the_english_check_would_catch_english() -> None:
    sentences = _english_sentences()
    assert len(sentences) > 40
    text = " ".join(check(rules_html(Rules(players=4, mode="transfer"), "en")).text)
    assert sum(s in text for s in sentences) > 20


def _english_sentences() -> set[str]:
    out = set()
    for key, template in en.MESSAGES.items():
        if not key.startswith("rules-"):
            continue
        texts = template.values() if isinstance(template, dict) else [template]
        for t in texts:
            if not isinstance(t, str) or t == "count":
                continue
            for part in re.split(r"\{[a-z_]+\}|[.:;!?]", t):
                part = part.strip(" ,“”")
                if len(part.split()) >= 3:
                    out.add(part)
    return out


@pytest.mark.parametrize("lang", [x for x in LANGUAGES if x != "en"])
def test_no_english_left(lang: str) -> None:
    sentences = _english_sentences()
    english_words = re.compile(r"\b(the|and|with|cards?|trump|player|attack|defender)\b", re.I)
    for rules in (
        Rules(players=2, mode="transfer", trump_six_swap=True, first_bout_limit=5),
        Rules(players=4, throw_in="all", trump_six_swap=True, next_attacker="attack-the-fool"),
        Rules(players=6, mode="transfer", throw_in="neighbours", trump_six_swap=True),
        Rules(players=3),
    ):
        c = check(rules_html(rules, lang))
        text = " ".join(c.text)
        for sentence in sentences:
            assert sentence not in text, (lang, sentence)
        assert not english_words.findall(text), (lang, english_words.findall(text))
        english_names = {card_name(x, "en") for x in ("8H", "QH", "KC", "QD", "6S", "JS", "JH")}
        assert not [n for n in english_names if n.lower() in text.lower()], (lang, text)
        assert translate("rules-title", lang) in text


def test_english_view_reads() -> None:
    html = rules_html(Rules(players=4, first_bout_limit=5), "en")
    c = check(html)
    text = " ".join(c.text)
    assert "Rules of this game" in text
    assert "4 players" in text
    assert "Once 8♥ has been covered with Q♥" in text
    assert "K♣ may not" in text
    assert "the limit is 5 cards" in text
    assert "“Beaten” or “Pass”" in text
    assert 'lang="en"' in html


def _team_rules(teams: str, players: int) -> Rules:
    try:
        return Rules(players=players, teams=teams)
    except NotImplementedError:  # partnerships not in the engine yet
        pytest.skip("partnerships are not implemented")


@pytest.mark.parametrize(("teams", "players"), [("2v2", 4), ("3v3", 6)])
def test_partnership_section_only_in_team_games(teams: str, players: int) -> None:
    keys = keys_of(_team_rules(teams, players))
    assert {f"rules-teams-{teams}", f"rules-teams-empty-{teams}", "rules-teams-win"} <= keys
    assert "rules-durak" not in keys and not {k for k in keys if k.startswith("rules-who")}
    alone = keys_of(Rules(players=players))
    assert not {k for k in alone if k.startswith("rules-teams")} and "rules-durak" in alone
    sentences = _english_sentences()
    for lang in LANGUAGES:
        text = " ".join(check(rules_html(_team_rules(teams, players), lang)).text)
        if lang != "en":
            assert not [s for s in sentences if s in text], lang


NEW_OPTIONS = [
    Rules(players=p, deck=d, mode=m, transfer_by_trump=b, first_attacker=f, trump_six_swap=s)
    for d, p, m, b, f, s in itertools.product(
        (24, 32, 52),
        (2, 4, 6),
        ("throw-in", "transfer"),
        (False, True),
        ("lowest-trump", "left-of-dealer"),
        (False, True),
    )
    if p * 6 <= d and (m == "transfer" or not b)
]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_new_options_render_in_every_language(lang: str) -> None:
    for rules in NEW_OPTIONS:
        c = check(rules_html(rules, lang))
        text = " ".join(c.text)
        assert "{" not in text and "}" not in text
        if lang != "en":
            english = " ".join(check(rules_html(rules, "en")).text)
            assert not set(c.text) & {s for s in english.split(". ") if len(s) > 40}


def test_deck_sizes_are_explained() -> None:
    html = rules_html(Rules(players=2, deck=24), "en")
    assert "The pack has 24 cards, 9 to ace in every suit" in html
    assert "rules-first-attack-low" in keys_of(Rules(players=2, deck=52))
    assert "rules-deck" in keys_of(Rules(players=2)) and "rules-first-attack" in keys_of(Rules())
    # 24 cards and four players: every card dealt, no stock (as six players with 36)
    full = keys_of(Rules(players=4, deck=24, trump_six_swap=True))
    assert {"rules-deal-all", "rules-draw-none-all", "rules-out-all", "rules-swap-none-all"} <= full
    assert not full & {"rules-deal", "rules-draw", "rules-out", "rules-swap"}
    # 52 cards and six players: a stock of 16 cards, so the ordinary sentences
    big = keys_of(Rules(players=6, deck=52, trump_six_swap=True))
    assert {"rules-deal", "rules-draw", "rules-out", "rules-swap", "rules-swap-low"} <= big
    assert "the lowest trump is the 2" in rules_html(Rules(deck=52, trump_six_swap=True))


def test_first_attacker_and_showing_a_trump_are_explained() -> None:
    # 000: the dealer's left neighbour attacks first
    left = keys_of(Rules(players=4, first_attacker="left-of-dealer"))
    assert "rules-first-attack-left" in left and "rules-first-attack" not in left
    show = keys_of(Rules(players=3, mode="transfer", transfer_by_trump=True))
    assert {"rules-transfer-show", "rules-transfer-after-cover-show"} <= show
    assert "rules-transfer-after-cover" not in show  # it says showing is not enough
    plain = keys_of(Rules(players=3, mode="transfer"))
    assert "rules-transfer-after-cover" in plain and "rules-transfer-show" not in plain
    # helpers' precedence beyond four players (000)
    assert "rules-priority-helpers" in keys_of(Rules(players=5))
    assert "rules-priority-helpers" in keys_of(Rules(players=6, teams="3v3"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_examples_caption_is_read_once(lang: str) -> None:
    """A screen-reader play-through: each example was a <figure> named by its
    <figcaption>, so the caption was read twice (the figure's name, then its text)."""
    markup = rules_html(Rules(players=4, mode="transfer"), lang)
    assert "<figure" not in markup and "<figcaption" not in markup
    examples = re.findall(
        r'<div class="rule-example" data-key="[^"]+">.*?<p class="rule-caption">(.*?)</p></div>',
        markup,
    )
    assert len(examples) >= 3, markup
    for caption in examples:
        assert markup.count(caption) == 1, caption
        assert f'aria-label="{caption}"' not in markup and "aria-labelledby" not in markup


@pytest.mark.parametrize(
    ("lang", "heard"),
    [
        ("en", ["The king of clubs may not", "The jack of spades on its own"]),
        ("ru", ["Если восьмёрку червей побили дамой червей", "А короля треф подкинуть нельзя"]),
        ("cs", ["Samotný pikový kluk se dá předat srdcovým klukem", "Křížový král ne"]),
        (
            "fi",
            ["Ristikuningasta ei saa lisätä", "Yksinäisen patajätkän voi siirtää herttajätkällä"],
        ),
        ("it", ["Un fante di picche da solo si può passare con il fante di cuori"]),
        ("da", ["Klør konge må ikke", "kan ruder dame slås med spar seks"]),
    ],
)
def test_a_screen_reader_hears_the_examples_cards_by_name(lang: str, heard: list[str]) -> None:
    """A screen-reader play-through: the examples' captions were read "8 black heart suit"
    (Russian "В♠" as the preposition "в"). The eyes still see the labels; a screen reader
    hears the names, declined where the sentence needs it."""
    markup = html_module.unescape(rules_html(Rules(players=4, mode="transfer"), lang))
    captions = re.findall(r'<p class="rule-caption">(.*?)</p>', markup)
    assert len(captions) == 4
    said = " ".join(re.findall(r'<span class="sr-only">(.*?)</span>', markup))
    shown = " ".join(re.findall(r'<span aria-hidden="true">(.*?)</span>', markup))
    for words in heard:
        assert words in said, (words, said)
    assert not set("♠♥♦♣") & set(said), said
    assert shown.count("♥") >= 4 and "♣" in shown, shown  # 8♥ Q♥ K♣ ... as before


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rules_name_the_game_as_the_statistics_do(lang: str) -> None:
    # a play-through: the rules said "2 players · Throw-in" of a game the statistics
    # counted under "2 players · Classic"
    for name in PRESETS:
        for players, teams in ((2, None), (3, None), (4, "2v2")):
            settings = apply_preset(Settings(players=players, teams=teams), name)
            rules = settings.rules()
            key = table_key(preset_of(rules), rules.players, rules.teams)
            shown = re.search(r'<p class="rules-summary">([^<]*)</p>', rules_html(rules, lang))
            assert shown, name
            text = html_module.unescape(shown.group(1))
            assert text.startswith(table_label(key, lang)), (text, key)
            mode = translate("ui-mode-" + rules.mode, lang).casefold()  # (or a word of it)
            assert any(w in text.casefold() for w in mode.split() if len(w) > 3), text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rules_tell_of_the_practice_tools_by_their_buttons_names(lang: str) -> None:
    # a new player's play-through: the rules never mentioned Hint, Take back, the coach or
    # the keys, nor that they make a practice game
    text = html_module.unescape(rules_html(Rules(), lang))
    m = re.search(r'<p data-key="rules-practice">([^<]*)</p>', text)
    assert m, lang
    for key in ("ui-hint", "ui-take-back", "ui-coach", "ui-menu", "ui-review"):
        assert translate(key, lang) in m.group(1), (lang, key)
    keys = re.search(r'<p data-key="rules-keyboard">([^<]*)</p>', text)
    assert keys and "←" in keys.group(1) and "→" in keys.group(1), lang  # the keys
    assert "←" not in m.group(1)  # a paragraph of their own, hidden on a touch screen
