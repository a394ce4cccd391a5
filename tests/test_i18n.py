"""The message catalogs: every language has every key, the same placeholders, its plural forms,
card names and labels; every engine reason renders in every language."""

from __future__ import annotations

import string
from typing import Any

import pytest

from durak.cards import CARD_TEXT
from durak.i18n import (
    CATALOGS,
    LANGUAGE_NAMES,
    LANGUAGES,
    card_label,
    card_name,
    en,
    pick_language,
    translate,
)
from durak.i18n.en import RULE_KEYS

OTHERS = [lang for lang in LANGUAGES if lang != "en"]
#: Sample values for every placeholder any template uses (cards as codes, as the engine gives).
SAMPLE: dict[str, Any] = {
    "card": "8C",
    "cover": "9C",
    "attack": "8C",
    "cards": ["8C", "8H"],
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
