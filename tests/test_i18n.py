"""The message catalogs: every language has every key, the same placeholders, its plural forms,
card names and labels; every engine reason renders in every language."""

from __future__ import annotations

import json
import re
import string
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from durak.cards import CARD_TEXT
from durak.i18n import (
    CATALOGS,
    LANGUAGE_NAMES,
    LANGUAGES,
    PERSON_PARAMS,
    YOU_SUFFIX,
    card_label,
    card_name,
    en,
    person_keys,
    pick_language,
    translate,
)
from durak.i18n.en import RULE_KEYS
from durak.session import Session
from durak.storage import KEYS, DictStore, saved_language
from durak.ui import text as ui_text
from durak.ui.text import YOU, about, role_label
from tests.grammar import addresses_you, you_errors
from tools import sw_manifest

OTHERS = [lang for lang in LANGUAGES if lang != "en"]
#: Sample values for every placeholder any template uses (cards as codes, as the engine gives).
SAMPLE: dict[str, Any] = {
    "card": "8C",
    "cover": "9C",
    "attack": "8C",
    "cards": ["8C", "8H"],
    "card_name": "9C",
    "other": "K♣",
    "text": "xyz",
    "seat": 9,
    "limit": 3,
    "held": 2,
    "needed": 3,
    "count": 3,
    "players": 4,
    "name": "Anya",
    "suit": "x",
    "mode": "x",
    "button": "x",
    "what": "x",
    "fields": "x",
    "reason": "x",
    "value": "x",
    "field": "x",
    "default": "x",
    "given": 1,
    "streak": 2,
    "best": 5,
    "beaten": "x",
    "pass_": "x",
    "take": "x",
}


def placeholders(template: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(template) if f is not None}


def forms(template: Any) -> dict[str, str]:
    """A template's texts by plural form (``{"": text}`` for a plain string)."""
    if isinstance(template, dict):
        return {k: v for k, v in template.items() if k != "count"}
    return {"": template}


def all_placeholders(template: Any) -> set[str]:
    return set().union(*(placeholders(t) for t in forms(template).values()))


def params_for(key: str) -> dict[str, Any]:
    """:data:`SAMPLE`, plus a value for any placeholder of ``key`` that it lacks."""
    english = en.MESSAGES.get(key, "")
    extra: dict[str, Any] = {p: "x" for p in all_placeholders(english) if p not in SAMPLE}
    if isinstance(english, dict) and english.get("count") not in SAMPLE:
        extra[english["count"]] = 3
    return {**SAMPLE, **extra}


def plural_categories(module: Any) -> set[str]:
    return {module.plural(n) for n in range(0, 250)}


def test_languages_registered() -> None:
    assert LANGUAGES == ("en", "ru", "fi", "da", "it", "cs")
    assert set(CATALOGS) == set(LANGUAGES) == set(LANGUAGE_NAMES)


@pytest.mark.parametrize("lang", OTHERS)
def test_catalog_has_every_english_key(lang: str) -> None:
    missing = sorted(set(en.MESSAGES) - set(CATALOGS[lang].MESSAGES))
    assert not missing, f"{lang} lacks {missing}"
    extra = sorted(set(CATALOGS[lang].MESSAGES) - set(en.MESSAGES))
    assert not extra, f"{lang} has keys English does not: {extra}"


@pytest.mark.parametrize("lang", OTHERS)
def test_no_placeholder_english_lacks(lang: str) -> None:
    bad = []
    for key, template in CATALOGS[lang].MESSAGES.items():
        if key not in en.MESSAGES:
            continue
        allowed = all_placeholders(en.MESSAGES[key])
        for form, text in forms(template).items():
            extra = placeholders(text) - allowed
            if extra:
                bad.append((key, form, sorted(extra)))
    assert not bad, f"{lang}: placeholders English does not have: {bad}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plural_templates_have_every_form(lang: str) -> None:
    module = CATALOGS[lang]
    needed = plural_categories(module)
    bad = []
    for key, template in module.MESSAGES.items():
        if not isinstance(template, dict):
            continue
        english = en.MESSAGES.get(key)
        if not isinstance(english, dict):
            bad.append((key, "English's template is not a plural dict"))
            continue
        if template.get("count") != english.get("count"):
            bad.append((key, "counts a different parameter"))
        lacking = needed - set(forms(template))
        if lacking:
            bad.append((key, sorted(lacking)))
    assert not bad, f"{lang}: {bad}"
    for key, english in en.MESSAGES.items():
        if isinstance(english, dict) and key in module.MESSAGES:
            assert isinstance(module.MESSAGES[key], dict), f"{lang}: {key} must be a plural dict"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_template_formats(lang: str) -> None:
    for key, template in CATALOGS[lang].MESSAGES.items():
        for form, text in forms(template).items():
            assert isinstance(text, str) and text.strip(), (lang, key, form)
            text.format(**params_for(key))  # raises on a bad template
        out = translate(key, lang, **params_for(key))
        assert "{" not in out and "}" not in out, (lang, key, out)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_counted_forms_show_the_number(lang: str) -> None:
    """A form chosen for several numbers must show the number (Russian "one" is 1, 21, 31...)."""
    module = CATALOGS[lang]
    for key, template in module.MESSAGES.items():
        if not isinstance(template, dict):
            continue
        count = template["count"]
        for n in range(2, 60):
            text = translate(key, lang, **{**params_for(key), count: n})
            assert str(n) in text, (lang, key, n, text)


@pytest.mark.parametrize(
    ("n", "form"),
    [(0, "many"), (1, "one"), (2, "few"), (4, "few"), (5, "many"), (11, "many"), (12, "many"),
     (14, "many"), (20, "many"), (21, "one"), (22, "few"), (25, "many"), (101, "one"),
     (111, "many"), (112, "many"), (122, "few")],
)  # fmt: skip
def test_russian_plural(n: int, form: str) -> None:
    assert CATALOGS["ru"].plural(n) == form


@pytest.mark.parametrize(
    ("n", "form"), [(0, "other"), (1, "one"), (2, "few"), (3, "few"), (4, "few"), (5, "other"),
                    (11, "other"), (21, "other"), (22, "other")]
)  # fmt: skip
def test_czech_plural(n: int, form: str) -> None:
    assert CATALOGS["cs"].plural(n) == form


@pytest.mark.parametrize("lang", ["en", "fi", "da", "it"])
def test_one_other_plural(lang: str) -> None:
    plural = CATALOGS[lang].plural
    assert [plural(n) for n in (0, 1, 2, 5, 21)] == ["other", "one", "other", "other", "other"]


def test_plural_words() -> None:
    assert translate("ui-cards", "ru", count=1) == "1 карта"
    assert translate("ui-cards", "ru", count=3) == "3 карты"
    assert translate("ui-cards", "ru", count=5) == "5 карт"
    assert translate("ui-cards", "ru", count=11) == "11 карт"
    assert translate("ui-cards", "ru", count=21) == "21 карта"
    assert translate("ui-cards", "ru", count=22) == "22 карты"
    assert translate("ui-cards", "ru", count=25) == "25 карт"
    assert translate("ui-cards", "cs", count=1) == "1 karta"
    assert translate("ui-cards", "cs", count=2) == "2 karty"
    assert translate("ui-cards", "cs", count=5) == "5 karet"
    assert translate("ui-cards", "fi", count=1) == "1 kortti"
    assert translate("ui-cards", "fi", count=7) == "7 korttia"
    assert translate("ui-cards", "da", count=2) == "2 kort"
    assert translate("ui-cards", "it", count=1) == "1 carta"
    assert translate("ui-cards", "it", count=2) == "2 carte"


#: The word each language uses for a match's losses (its stem: every case and number).
LOSS_WORD = {"en": "loss", "ru": "поражени", "fi": "häviö", "da": "nederlag", "it": "sconfitt",
             "cs": "proh"}  # fmt: skip


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_matchs_losses_have_one_word(lang: str) -> None:
    """A review: the end dialog said "Tab i denne kamp" over "Kampen slutter ved 5
    nederlag" (Russian: "Проигрыши" over "поражений"): one idea, two words."""
    keys = ["ui-match-losses", "ui-stats-match-limit", "ui-match-over", "ui-loss-limit"]
    for key in keys:
        for count in (1, 2, 5):
            text = translate(key, lang, count=count, name="Anya")
            assert LOSS_WORD[lang] in text.casefold(), (key, text)


@pytest.mark.parametrize(
    ("lang", "card", "name", "label"),
    [
        ("en", "QH", "queen of hearts", "Q♥"),
        ("en", "TS", "ten of spades", "10♠"),
        ("ru", "QH", "дама червей", "Д♥"),
        ("ru", "AS", "туз пик", "Т♠"),
        ("ru", "6D", "шестёрка бубен", "6♦"),
        ("ru", "JC", "валет треф", "В♣"),
        ("ru", "KH", "король червей", "К♥"),
        ("fi", "QH", "herttakuningatar", "Q♥"),
        ("fi", "AC", "ristiässä", "A♣"),
        ("fi", "JS", "patajätkä", "J♠"),
        ("fi", "TD", "ruutukymppi", "10♦"),
        ("da", "QH", "hjerter dame", "Q♥"),
        ("da", "KS", "spar konge", "K♠"),
        ("da", "AC", "klør es", "A♣"),
        ("da", "JD", "ruder knægt", "J♦"),
        ("it", "QH", "donna di cuori", "Q♥"),
        ("it", "KS", "re di picche", "K♠"),
        ("it", "AC", "asso di fiori", "A♣"),
        ("it", "JD", "fante di quadri", "J♦"),
        ("it", "7H", "sette di cuori", "7♥"),
        ("cs", "QH", "srdcová dáma", "Q♥"),
        ("cs", "KS", "pikový král", "K♠"),
        ("cs", "AD", "kárové eso", "A♦"),
        ("cs", "JS", "pikový kluk", "J♠"),
        ("cs", "6D", "kárová šestka", "6♦"),
        ("cs", "TC", "křížová desítka", "10♣"),
    ],
)
def test_card_names(lang: str, card: str, name: str, label: str) -> None:
    assert card_name(card, lang) == name
    assert card_label(card, lang) == label


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_card_has_a_distinct_name_and_label(lang: str) -> None:
    names = {card_name(c, lang) for c in CARD_TEXT}
    labels = {card_label(c, lang) for c in CARD_TEXT}
    assert len(names) == len(labels) == 52  # twos to aces (the 52-card deck)
    assert card_name("QH", lang, capital=True)[0].isupper()
    # Not a card code: unchanged (a label already rendered, or stray text).
    assert card_label("Q♥", lang) == "Q♥" and card_name("zz", lang) == "zz"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_engine_reason_renders(lang: str) -> None:
    for key in RULE_KEYS:
        assert key in CATALOGS[lang].MESSAGES, (lang, key)
        text = translate(key, lang, **params_for(key))
        assert text and "{" not in text and text != key, (lang, key)
        if lang != "en":
            assert text != translate(key, "en", **params_for(key)), (lang, key, "still English")


def test_card_params_use_the_language_label() -> None:
    assert translate("too-low", "ru", card="QH", cover="9H") == "9♥ младше, чем Д♥"
    assert "Д♥" in translate("log-attack", "ru", name="Аня", cards=["QH", "QS"])
    assert "Д♠" in translate("log-attack", "ru", name="Аня", cards=["QH", "QS"])
    assert "Q♥" in translate("too-low", "da", card="QH", cover="9H")
    # Unknown language: English throughout.
    assert translate("too-low", "xx", card="TH", cover="9H") == "9♥ is lower than 10♥"
    # ``card_name`` is the card in words, in the sentence's language.
    assert translate("ui-card-cover", "en", card_name="QH") == "Covers queen of hearts."
    assert translate("ui-card-cover", "ru", card_name="QH") == "Бьёт карту: дама червей."


def test_illegal_move_message_in_every_language() -> None:
    from durak.errors import IllegalMove

    err = IllegalMove("too-low", {"card": "QH", "cover": "9H"})
    assert str(err) == "9♥ is lower than Q♥"
    assert err.message("ru") == "9♥ младше, чем Д♥"
    assert all(err.message(lang) for lang in LANGUAGES)


def test_pick_language() -> None:
    assert pick_language(["ru-RU", "en-US"]) == "ru"
    assert pick_language(["de-DE", "fi"]) == "fi"
    assert pick_language(["da_DK"]) == "da"
    assert pick_language(["IT"]) == "it"
    assert pick_language(["de", "fr"]) == "en"
    assert pick_language([]) == "en"
    assert pick_language(None) == "en"


@pytest.mark.parametrize("lang", OTHERS)
def test_ui_words_are_translated(lang: str) -> None:
    """Most visible strings differ from English (a few, such as "Bots", may coincide)."""
    same = [
        k
        for k, v in en.MESSAGES.items()
        if isinstance(v, str) and len(v) > 12 and CATALOGS[lang].MESSAGES.get(k) == v
    ]
    assert not same, (lang, same)


# ------------------------------------------------------------------ words (issue 13)
# Sentences about a player: the third person for the others, "you" for you, in every language.

#: Seat 0 is you: your own name never shows in a sentence about you.
NAMES = ["Zed", "Anya", "Boris", "Katya"]


@pytest.fixture
def speak():
    """Switch the table's language inside a test (English again after it)."""
    yield ui_text.set_language
    ui_text.set_language("en")


def test_the_messages_about_a_player_are_all_found() -> None:
    keys = set(person_keys())
    assert {
        "log-attack", "log-throw-in", "log-defend", "log-transfer", "log-show", "log-take",
        "log-pass", "log-swap", "log-picked-up", "log-first", "ui-waiting", "ui-fallback",
        "ui-end-durak", "ui-end-team", "ui-match-over", "ui-role-attacker", "ui-role-defender",
        "ui-role-helper", "ui-role-out", "ui-role-took",
    } <= keys  # fmt: skip
    assert not any(k.endswith(YOU_SUFFIX) for k in keys)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_about_a_player_has_a_you_form_naming_nobody(lang: str) -> None:
    messages = CATALOGS[lang].MESSAGES
    missing = [k for k in person_keys() if k + YOU_SUFFIX not in messages]
    assert not missing, f"{lang}: no “you” form for {missing}"
    named = [k for k in person_keys() if all_placeholders(messages[k + YOU_SUFFIX]) & PERSON_PARAMS]
    assert not named, f"{lang}: “you” forms that take a name: {named}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_both_forms_render_and_the_you_form_speaks_to_you(lang: str, speak) -> None:
    speak(lang)
    you_word = translate("ui-you", lang)
    for key in person_keys():
        named = all_placeholders(en.MESSAGES[key])
        team = "names" in named
        them, you = ((1, 3), (0, 2)) if team else (1, 0)
        params = {k: v for k, v in params_for(key).items() if k not in PERSON_PARAMS}
        counts = range(1, 26) if isinstance(en.MESSAGES[key], dict) else [None]
        for n in counts:
            p = {**params, en.MESSAGES[key]["count"]: n} if n is not None else params
            third, second = about(key, them, NAMES, **p), about(key, you, NAMES, **p)
            if not named & PERSON_PARAMS:  # a seat's label, shown after its name
                third, second = f"Anya {third}", f"{you_word} {second}"
            where = (lang, key, n, third, second)
            assert "Anya" in third and (not team or "Katya" in third), where
            assert not {"Zed", "Anya", "Boris", "Katya"} & set(second.split()), where
            assert "{" not in third + second and "}" not in third + second, where
            assert second != third, where
            assert addresses_you(second, lang), where
            assert you_errors(second, lang) == [], where


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_sentence_of_the_catalog_joins_you_with_a_third_person_verb(lang: str) -> None:
    bad = [
        (key, text, you_errors(text, lang))
        for key, template in CATALOGS[lang].MESSAGES.items()
        for text in forms(template).values()
        if you_errors(text, lang)
    ]
    assert not bad, bad


@pytest.mark.parametrize(
    ("lang", "wrong"),
    [
        ("en", "You attacks with 8♥"),
        ("en", "Match over: you is the durak"),
        ("ru", "Вы ходит"),
        ("ru", "Вы остался в дураках"),
        ("fi", "Sinä puolustaa"),
        ("fi", "Sinä lyö kortin"),
        ("fi", "te ovat tyhmyrit"),
        ("it", "Tu attacca con 8♥"),
        ("cs", "Vy útočí: 8♥"),
    ],
)
def test_the_grammar_check_catches_you_with_a_third_person_verb(lang: str, wrong: str) -> None:
    assert you_errors(wrong, lang)


@pytest.mark.parametrize("lang", ["en", "ru", "fi", "it", "cs"])
def test_a_third_person_sentence_with_you_as_the_name_is_caught(lang: str) -> None:
    """The bug the "you" forms exist for ("You attacks", "Вы заходит"), as the check sees it."""
    you = translate("ui-you", lang)
    for key in ("log-attack", "log-defend", "log-take"):
        text = translate(key, lang, **{**params_for(key), "name": you})
        assert you_errors(text, lang), (lang, key, text)
    if lang != "en":  # English badges are nouns ("defender"); the others' are verbs
        for key in ("ui-role-attacker", "ui-role-defender", "ui-role-took"):
            text = f"{you} {translate(key, lang)}"
            assert you_errors(text, lang), (lang, key, text)


# The page title and the loading screen, before Python starts (static/js/loading.js, index.html).
ROOT = Path(__file__).resolve().parent.parent
LOADING_JS = ROOT / "static" / "js" / "loading.js"
LOADING_KEYS = ("ui-title", "ui-page-title", "ui-loading")


def loading_texts() -> dict[str, dict[str, str]]:
    """The table of words in static/js/loading.js (JSON between its two marker lines)."""
    source = LOADING_JS.read_text(encoding="utf-8")
    m = re.search(
        r"@loading-texts-begin[^\n]*\n\s*const TEXTS = (\{.*?\});\s*// @loading-texts-end",
        source,
        re.DOTALL,
    )
    assert m, "static/js/loading.js lacks its table of words between the markers"
    return json.loads(m.group(1))


class _Page(HTMLParser):
    """Texts of index.html by what holds them: the title, the loading heading and step, and
    each paragraph of the <noscript> by its language; the scripts in order."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: dict[str, str] = {}
        self.scripts: list[str] = []
        self._open: list[str] = []
        self._where: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        self._open.append(tag)
        if tag == "script" and a.get("src"):
            self.scripts.append(str(a["src"]))
        if tag == "title":
            self._where = "title"
        elif "loading-title" in (a.get("class") or ""):
            self._where = "heading"
        elif a.get("id") == "loading-step":
            self._where = "step"
        elif tag == "p" and "noscript" in self._open and a.get("lang"):
            self._where = "noscript-" + str(a["lang"])
        if a.get("id") == "loading":
            self.scripts.append("#loading")

    def handle_endtag(self, tag: str) -> None:
        if self._open and self._open[-1] == tag:
            self._open.pop()
        self._where = None

    def handle_data(self, data: str) -> None:
        if self._where:
            self.texts[self._where] = self.texts.get(self._where, "") + data


def page_texts() -> _Page:
    parser = _Page()
    parser.feed((ROOT / "index.html").read_text(encoding="utf-8"))
    return parser


def test_the_loading_screen_words_agree_with_the_catalogs() -> None:
    texts = loading_texts()
    assert list(texts) == list(LANGUAGES)  # the one list of languages, in its order
    for lang, words in texts.items():
        assert words == {k: translate(k, lang) for k in LOADING_KEYS}, lang
    assert len({w["ui-loading"] for w in texts.values()}) == len(LANGUAGES)


def test_the_page_says_in_english_what_the_catalog_does_and_noscript_in_every_language() -> None:
    page = page_texts()
    assert page.texts["title"] == translate("ui-page-title")
    assert page.texts["heading"] == translate("ui-title")
    assert page.texts["step"] == translate("ui-loading")
    for lang in LANGUAGES:
        assert page.texts["noscript-" + lang].strip() == translate("ui-noscript", lang), lang
    # Run while the page is parsed, right after the words it changes.
    script = "./static/js/loading.js"
    assert script in page.scripts and page.scripts.index(script) > page.scripts.index("#loading")


def test_the_loading_script_asks_no_one_and_is_shipped_offline() -> None:
    source = LOADING_JS.read_text(encoding="utf-8")
    assert not re.search(r"fetch|XMLHttpRequest|import\s*\(|https?:|sendBeacon|WebSocket", source)
    assert "static/js/loading.js" in sw_manifest.precache_paths(ROOT)


@pytest.mark.parametrize(
    ("stored", "browser", "chosen"),
    [
        (None, ["ru-RU", "en"], "ru"),  # the first visit: the browser's
        ('{"v": 2, "language": "fi"}', ["ru-RU"], "fi"),  # the player's choice
        ('{"v": 2, "language": "xx"}', ["ru-RU"], "ru"),  # a broken value is no choice
        ("{not json", ["cs"], "cs"),
        ('{"v": 2, "language": "da"}', [], "da"),
        (None, ["de-DE"], "en"),
    ],
)
def test_the_game_speaks_the_language_the_loading_screen_chose(
    stored: str | None, browser: list[str], chosen: str, speak
) -> None:
    """static/js/loading.js and the session read the same setting the same way."""
    store = DictStore()
    if stored is not None:
        store.set(KEYS["settings"], stored)
    assert saved_language(store) == (chosen if stored and chosen in stored else None)
    session = Session(store)
    session.start(browser)
    assert session.settings.language == chosen == ui_text.language()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_seats_badge_agrees_with_the_name_before_it(lang: str, speak) -> None:
    """A badge reads after its seat's name: "Вы ходите", "Аня ходит", "Alice ходит"."""
    speak(lang)
    you = translate("ui-you", lang)
    for role in ("attacker", "defender", "helper", "out", "took"):
        key = "ui-role-" + role
        assert role_label(role, YOU, you) == translate(key + YOU_SUFFIX, lang)
        assert role_label(role, YOU, "Alice") == translate(key, lang)
        assert role_label(role, 2, "Boris") == translate(key, lang)
        assert you_errors(f"{you} {role_label(role, YOU, you)}", lang) == []


# ------------------------------------------------------------------ words for a newcomer
# A new player's play-through: "tap" said to a mouse player, an awkward throw-in prompt, and
# rule sets named after their sources ("Danish with Pagat's variants") under "Tables".

#: A word for touching the screen, per language (Italian "tocca a te" is "your turn") ...
TOUCH: dict[str, str] = {
    "en": r"\btap",
    "ru": r"коснит|касани",
    "fi": r"\bnapaut",
    "da": r"\btryk\w*(?: nu)? på (?:et|det|dit)\b[^.;,]*\bkort",
    "it": r"\btocc(?:a|ala|ate|are)\b(?!\s+a\b)",
    "cs": r"\bklepn",
}
#: ... and for a mouse's click: a message that speaks of one speaks of the other too.
CLICK: dict[str, str] = {
    "en": r"\bclick",
    "ru": r"щёлкн",
    "fi": r"\bnapsaut",
    "da": r"\bklik",
    "it": r"\bclic\b",
    "cs": r"\bklikn",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_message_tells_a_mouse_player_to_tap(lang: str) -> None:
    """The prompts choose a card ("Your attack: choose a card to play"), whatever points;
    the Rules say "click or tap"."""
    bad = [
        (key, text)
        for key, template in CATALOGS[lang].MESSAGES.items()
        for text in forms(template).values()
        if re.search(TOUCH[lang], text, re.IGNORECASE)
        and not re.search(CLICK[lang], text, re.IGNORECASE)
    ]
    assert not bad, bad


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Your attack: tap a card to play it"),
        ("fi", "Napauta nyt korttia"),
        ("da", "Tryk nu på det kort, du vil dække med 8♣"),
        ("it", "Difenditi: tocca una carta per coprire"),
        ("cs", "Teď klepněte na kartu"),
        ("ru", "Коснитесь карты"),
    ],
)
def test_the_tap_check_catches_the_old_prompts(lang: str, text: str) -> None:
    assert re.search(TOUCH[lang], text, re.IGNORECASE)
    assert not re.search(TOUCH["it"], "Tocca a te attaccare", re.IGNORECASE)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rule_sets_say_what_they_are_not_where_they_come_from(lang: str) -> None:
    """The presets' names and descriptions name no source (Pagat, the seeds "002"), and
    their heading is not the word for a table (the statistics' column "Table" is a rule set
    with its seating)."""
    messages = CATALOGS[lang].MESSAGES
    texts = {k: v for k, v in messages.items() if k.startswith("preset-")}
    assert not [k for k, v in texts.items() if re.search(r"pagat|\b00\d\b", v, re.I)], texts
    heading, table = messages["ui-presets"], messages["stats-col-table"]
    stem = table[:3].lower()  # "Table", "Стол", "Pöytä": no word of the heading is one
    assert not [w for w in re.findall(r"\w+", heading) if w.lower().startswith(stem)], heading


def test_english_says_the_throw_in_and_the_rule_sets_plainly() -> None:
    add = translate("ui-your-turn-add", button="Pass")
    assert add == "Throw in a card of the same rank as one on the table, or press Pass"
    assert translate("ui-your-turn-add-keys", button="Pass", letter="P").startswith(
        "Throw in a card of the same rank as one on the table (← → and Enter)"
    )
    assert translate("ui-presets") == "Rule sets"
    # "Q♥ is neither the suit of J♦ nor a trump" read awkwardly; the hint spoke of "the
    # deals the bot sampled", the bot's workings rather than the player's game.
    assert translate("wrong-suit", cover="Q♥", card="J♦") == (
        "Q♥ cannot beat J♦: it is neither of the same suit nor a trump"
    )
    assert "sampled" not in translate("hint-best-odds")
    assert translate("preset-danish") == "Danish: loser defends first"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_spoken_forms_match_their_messages_and_decline_known_cases(lang: str) -> None:
    """A catalog's spoken forms (``SAID``, read out with the cards by name) stand for
    messages it has, with the same placeholders, in cases it declines; the "you" form of
    one has its own."""
    module = CATALOGS[lang]
    said = getattr(module, "SAID", {})
    cases = getattr(module, "CASES", ())
    for key, template in said.items():
        assert key in module.MESSAGES, (lang, key)
        assert placeholders(template) == all_placeholders(module.MESSAGES[key]), (lang, key)
        specs = {s for _, f, s, _ in string.Formatter().parse(template) if f and s}
        assert specs <= {*cases, "nom"}, (lang, key, specs)  # nom: the name as it stands
        pair = key[: -len(YOU_SUFFIX)] if key.endswith(YOU_SUFFIX) else key + YOU_SUFFIX
        assert pair in said or pair not in module.MESSAGES, (lang, key, pair)
    # every case changes some card's name, and every card's name changes in some case
    # (not all: the accusative of "eso" and "валет"'s genitive are other cases' forms)
    for case in cases:
        assert any(card_name(c, lang, case=case) != card_name(c, lang) for c in CARD_TEXT)
    for card in CARD_TEXT:
        assert card_name(card, lang, case="nom") == card_name(card, lang)
        if cases:
            forms_ = {card_name(card, lang, case=case) for case in cases}
            assert forms_ - {card_name(card, lang)}, (lang, card, forms_)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_log_line_with_cards_is_said_with_their_names(lang: str) -> None:
    """What a screen reader hears of the log names the cards ("seven of spades"); the log
    shows their labels ("7♠"), which speech reads as a letter or a number and a symbol."""
    for key in [k for k in en.MESSAGES if k.startswith("log-")]:
        params = params_for(key)
        shown = translate(key, lang, **params)
        heard = translate(key, lang, said=True, **params)
        uses_cards = all_placeholders(en.MESSAGES[key]) & {"card", "cover", "attack", "cards"}
        if not uses_cards:
            assert heard == shown, (lang, key)
            continue
        assert any(s in shown for s in "♠♥♦♣") and not any(s in heard for s in "♠♥♦♣"), heard
        assert "{" not in heard and "}" not in heard, (lang, key, heard)
        for card in ("8C", "9C"):
            if card_label(card, lang) in shown:  # each card the line shows, it says
                stems = {card_name(card, lang, case=c)[:4] for c in ("", "acc", "gen")}
                assert any(stem in heard for stem in stems), (lang, key, heard)


#: Why a move is refused (the engine's reasons, said on the status line).
REASON_KEYS = {"not-in-hand", "duplicate-card", "rank-not-on-table", "not-on-table",
               "already-covered", "too-low", "wrong-suit", "transfer-rank", "show-not-trump",
               "show-again"}  # fmt: skip
#: The messages said to a screen reader with their cards by name (``said=True``): the
#: game log's moves, the status line's chosen card, the hint's move, a refusal's reason,
#: the Rules' examples, a move in the game's review, the analysis board's refusals.
SPOKEN_KEYS = [
    k
    for k, v in en.MESSAGES.items()
    if (
        k.startswith(("log-", "ui-choose-", "analysis-do-", "analysis.", "rules-", "move-"))
        or k in REASON_KEYS
    )
    and all_placeholders(v) & {"card", "cover", "attack", "cards", "target"}
]


@pytest.mark.parametrize("lang", ["ru", "cs", "fi"])
def test_a_declining_language_says_each_spoken_card_in_its_case(lang: str) -> None:
    """A language that declines nouns cannot put a card's name where its written form puts
    the label ("бьёт 7♠" is fine, "бьёт семёрка пик" is not): each spoken message either
    has its spoken form (``SAID``, cases chosen), or is right as written with the names
    as they stand (``SAID_AS_WRITTEN``: "карта {card} уже побита"), or names its cards
    after a colon, as a list ("заходит: семёрка пик")."""
    module = CATALOGS[lang]
    assert len(SPOKEN_KEYS) > 20
    bare = []
    for key in SPOKEN_KEYS:
        if key in module.SAID or key in module.SAID_AS_WRITTEN:
            continue
        written = str(module.MESSAGES[key])
        for field in ("card", "cover", "attack", "cards", "target"):
            at = written.find("{" + field + "}")
            if at >= 0 and not written[:at].endswith(": "):
                bare.append((key, written))
    assert not bare, f"{lang}: cards said in the wrong case: {bare}"


@pytest.mark.parametrize(
    ("lang", "want"),
    [
        ("en", "Anya covers the eight of clubs with the ace of hearts"),
        ("it", "Anya copre l'otto di fiori con l'asso di cuori"),
        ("ru", "Anya бьёт восьмёрку треф тузом червей"),
        ("cs", "Anya přebíjí křížovou osmičku srdcovým esem"),
        ("fi", "Anya lyö ristikasin herttaässällä"),
        ("da", "Anya dækker klør otte med hjerter es"),
    ],
)
def test_a_spoken_cover_in_every_language(lang: str, want: str) -> None:
    said = translate("log-defend", lang, said=True, name="Anya", attack="8C", cover="AH")
    assert said == want
    # odd values never raise nor leave a placeholder (a case asked of no card: the
    # written form)
    odd = translate("log-defend", lang, said=True, name="Anya", attack=None, cover="AH")
    assert "None" in odd and "{" not in odd, odd
    assert "{" not in translate("analysis-do-attack", lang, said=True, cards="7S 7H")
    it_drawn = translate("log-you-draw", "it", said=True, cards=["TC", "QC", "AS"])
    assert it_drawn == "Tu peschi il dieci di fiori, la donna di fiori e l'asso di picche"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_armed_reset_button_is_no_wider_than_at_rest(lang: str) -> None:
    """The first press of "Reset statistics" asks on the button itself, which keeps its
    width (a min-width) but may grow: a question longer than the label pushed Import to a
    second row on a phone (the English browser test sees it; this, every language)."""
    rest, armed = translate("ui-stats-reset", lang), translate("ui-stats-reset-confirm", lang)
    assert len(armed) <= len(rest), (lang, rest, armed)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_keys_prompts_say_the_arrow_keys_in_words(lang: str) -> None:
    # a keyboard play-through: a screen reader said the arrows' names, or skipped them
    # ("valitse kortti nuolilla ja paina Enter")
    module = CATALOGS[lang]
    keys = [k for k, v in module.MESSAGES.items() if "←" in str(v) and k.endswith("-keys")]
    assert len(keys) >= 5
    params = {"card": "7S", "letter": "B", "button": "Beaten"}
    for key in keys:
        said = translate(key, lang, said=True, **params)
        assert "←" not in said and "→" not in said, (lang, key, said)
        assert translate("said-arrows", lang) in said
