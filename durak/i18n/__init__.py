"""Message catalogs: a rule's reason or a UI string from a key and parameters.

>>> translate("rank-not-on-table", card="8C")
'8♣ does not match any rank on the table'
>>> translate("limit-defender-hand", limit=3)
'the defender held only 3 cards at the start of this bout'

>>> translate("too-low", "ru", card="QH", cover="9H")
'9♥ младше, чем Д♥'
>>> card_name("QH", "cs"), card_label("QH", "ru")
('srdcová dáma', 'Д♥')

Languages: English, Russian, Finnish, Danish, Italian and Czech (:data:`LANGUAGES`). Each is a
module ``durak/i18n/<lang>.py`` with ``MESSAGES`` (the same keys as English), ``plural(n)``
(its CLDR plural category), ``card_name(card)`` and ``card_label(card)``, registered in
``CATALOGS``. Card parameters (``card``, ``cover``, ``attack``, ``cards``) are shown with the
language's short label, ``card_name`` with the card's name in words ("nine of hearts").
Missing keys fall back to English; unknown keys render as the key.
"""

from __future__ import annotations

import importlib
import string
from collections.abc import Iterable, Iterator, Mapping
from types import ModuleType
from typing import Any

from durak.cards import RANKS, SUIT_SYMBOLS
from durak.i18n import en


class _Catalogs(Mapping[str, ModuleType]):
    """Language code -> catalog module, each imported when first asked for (the page loads
    only the player's language at start-up)."""

    def __init__(self, languages: tuple[str, ...]) -> None:
        self._languages = languages
        self._loaded: dict[str, ModuleType] = {"en": en}

    def __getitem__(self, lang: str) -> ModuleType:
        if lang not in self._languages:
            raise KeyError(lang)
        if lang not in self._loaded:
            self._loaded[lang] = importlib.import_module(f"durak.i18n.{lang}")
        return self._loaded[lang]

    def __contains__(self, lang: object) -> bool:
        return lang in self._languages  # without importing the catalog

    def __iter__(self) -> Iterator[str]:
        return iter(self._languages)

    def __len__(self) -> int:
        return len(self._languages)


#: The interface languages, in the order the language menu lists them (the one list).
LANGUAGES: tuple[str, ...] = ("en", "ru", "fi", "da", "it", "cs")
CATALOGS: Mapping[str, ModuleType] = _Catalogs(LANGUAGES)
#: The interface languages, in menu order.
#: Each language's name in itself, for the language menu.
LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "ru": "Русский",
    "fi": "Suomi",
    "da": "Dansk",
    "it": "Italiano",
    "cs": "Čeština",
}
CARD_PARAMS = frozenset({"card", "cover", "attack", "target"})
#: A card said in words, mid-sentence ("Covers {card_name}": "Covers seven of hearts").
CARD_NAME_PARAMS = frozenset({"card_name"})
#: The parameters that name a player (``names``: a team) ...
PERSON_PARAMS = frozenset({"name", "names"})
#: ... and the suffix of a message's form about you: ``log-pass`` "Anya passes",
#: ``log-pass-you`` "You pass" (:func:`durak.ui.text.about` picks one).
YOU_SUFFIX = "-you"
#: Short ranks on labels; a catalog with its own letters (Russian В Д К Т) has ``RANK_LABELS``.
DEFAULT_RANK_LABELS: dict[str, str] = {r: ("10" if r == "T" else r) for r in RANKS}


def _catalog(lang: str) -> ModuleType:
    return CATALOGS.get(lang, en)


def card_name(card: str, lang: str = "en", *, capital: bool = False, case: str = "") -> str:
    """A card in words, as said mid-sentence: ``"QH"`` -> ``"queen of hearts"``, ``"дама червей"``.

    ``capital=True`` capitalises the first letter (for a label on its own). ``case``: a
    grammatical case that the language's catalog declines card names in (its ``CASES``:
    Russian and Czech ``acc``, ``ins`` and ``gen``; Finnish ``gen``, ``ade``, ``ill`` and
    ``par``; English ``art`` and Italian ``art`` and ``di``, with the article); any other,
    or none, gives the name as it stands alone. Text that is not a card code is returned
    unchanged.

    >>> card_name("QS", "ru", case="ins"), card_name("AH", "cs", case="ins")
    ('дамой пик', 'srdcovým esem')
    >>> card_name("7S", "fi", case="ade"), card_name("7S", "en", case="ade")
    ('pataseiskalla', 'seven of spades')
    """
    catalog = _catalog(lang)
    if case and case in getattr(catalog, "CASES", ()):
        name = catalog.card_name(card, case)
    else:
        name = catalog.card_name(card)
    return name[:1].upper() + name[1:] if capital else name


def rank_labels(lang: str = "en") -> dict[str, str]:
    """The short ranks of ``lang``, as on its packs' corners (``"Q"`` -> ``"Д"`` in Russian).

    >>> rank_labels("ru")["A"], rank_labels("en")["A"], rank_labels("en")["T"]
    ('Т', 'A', '10')
    """
    return getattr(_catalog(lang), "RANK_LABELS", DEFAULT_RANK_LABELS)


def card_label(card: str, lang: str = "en") -> str:
    """A card in short, with the suit symbol: ``"QH"`` -> ``"Q♥"`` (``"Д♥"`` in Russian).

    Text that is not a card code (such as a label already) is returned unchanged.
    """
    if len(card) != 2 or card[0] not in RANKS or card[1] not in SUIT_SYMBOLS:
        return card
    return rank_labels(lang)[card[0]] + SUIT_SYMBOLS[card[1]]


def person_keys() -> list[str]:
    """The messages about a player, each with a ``-you`` form in every catalog: every English
    template naming one (``{name}`` or ``{names}``), and the labels said of a seat after its
    name (role badges: "Anya" + "defends", "You" + "defend"), known by their ``-you`` form.

    >>> keys = person_keys()
    >>> "log-pass" in keys and "ui-role-defender" in keys and "log-pass-you" not in keys
    True
    """
    keys = []
    for key, template in en.MESSAGES.items():
        if key.endswith(YOU_SUFFIX):
            continue
        texts = template.values() if isinstance(template, dict) else [template]
        fields = {f for text in texts for _, f, _, _ in string.Formatter().parse(str(text)) if f}
        if fields & PERSON_PARAMS or key + YOU_SUFFIX in en.MESSAGES:
            keys.append(key)
    return keys


def pick_language(preferred: Iterable[str] | None) -> str:
    """The first supported language of the browser's list (``navigator.languages``), else English.

    >>> pick_language(["de-DE", "cs-CZ", "en"])
    'cs'
    """
    for tag in preferred or ():
        base = str(tag).strip().lower().replace("_", "-").split("-")[0]
        if base in CATALOGS:
            return base
    return "en"


def name_list(names: Iterable[str], lang: str = "en") -> str:
    """Names as a sentence lists them in ``lang``: commas, and the language's "and" before
    the last (every catalog's languages write lists so).

    >>> name_list(["Anya", "Katya", "Olga"]), name_list(["Anya", "Boris"], "ru")
    ('Anya, Katya and Olga', 'Anya и Boris')
    """
    items = list(names)
    if len(items) < 2:
        return "".join(items)
    return ", ".join(items[:-1]) + translate("ui-and", lang) + items[-1]


class _Said:
    """Cards said in words in a spoken message (:func:`translate` with ``said=True``): a
    template may ask for a grammatical case after a colon, ``{cover:ins}`` (see
    :func:`card_name`); several cards are listed as a sentence lists them."""

    def __init__(self, cards: tuple[str, ...], lang: str) -> None:
        self.cards, self.lang = cards, lang

    def __format__(self, case: str) -> str:
        # no case asked for: the catalog's own spoken form, if any ("the seven of spades")
        case = case or getattr(_catalog(self.lang), "SAID_CASE", "")
        return name_list((card_name(c, self.lang, case=case) for c in self.cards), self.lang)


#: The parameters said as cards by name when a message is spoken.
SAID_CARD_PARAMS = CARD_PARAMS | CARD_NAME_PARAMS


def _render(name: str, value: Any, lang: str = "en", said: bool = False) -> Any:
    if said and name in SAID_CARD_PARAMS and isinstance(value, str):
        return _Said((value,), lang)
    if said and name == "cards" and isinstance(value, (list, tuple)):
        return _Said(tuple(value), lang)
    if name in CARD_PARAMS and isinstance(value, str):
        return card_label(value, lang)
    if name in CARD_NAME_PARAMS and isinstance(value, str):
        return card_name(value, lang)
    if name == "cards" and isinstance(value, (list, tuple)):
        return " ".join(card_label(v, lang) for v in value)
    return value


def said_template(key: str, lang: str) -> Any:
    """The spoken form of ``key`` in ``lang``'s catalog, if it has one (its ``SAID``): a
    message whose written form cannot take a card's name where it shows a label, such as
    Russian "бьёт 7♠ картой Т♥", said "бьёт семёрку пик тузом червей"."""
    return getattr(_catalog(lang), "SAID", {}).get(key)


#: The keys that move along your hand, as the prompts show them; said in words
#: (``said-arrows``: a keyboard play-through heard "nuolilla ja paina Enter").
ARROWS = "← →"


def translate(key: str, lang: str = "en", *, said: bool = False, **params: Any) -> str:
    """The sentence for ``key`` in ``lang`` (English if missing), with parameters filled in.

    ``said=True``: as a screen reader says it, the cards by name (a speech synthesizer
    reads "A♥" as an article and a heart, Russian "В♦" as a preposition), in the
    catalog's spoken form of the message if it has one (:func:`said_template`), each card
    in the case the template asks for (``{cover:ins}``) or else in the catalog's
    ``SAID_CASE`` (English and Italian: with its article); the written form if that
    fails.

    >>> translate("log-defend", "ru", said=True, name="Аня", attack="7S", cover="AH")
    'Аня бьёт семёрку пик тузом червей'
    >>> translate("log-attack", "en", said=True, name="Anya", cards=["7S", "7H"])
    'Anya attacks with the seven of spades and the seven of hearts'
    >>> translate("log-defend", "ru", said=True, name="Аня", attack=None, cover="AH")
    'Аня бьёт None картой Т♥'
    """
    catalog = CATALOGS.get(lang, en)
    template = said_template(key, lang) if said else None
    if template is None:
        template = catalog.MESSAGES.get(key)
    if template is None:
        catalog = en
        template = en.MESSAGES.get(key)
    if template is None:
        return key
    if isinstance(template, dict):
        n = params.get(template.get("count", "count"), 0)
        form = catalog.plural(n if isinstance(n, int) else 0)
        template = template.get(form, template.get("other", key))
    shown = {k: _render(k, v, lang, said) for k, v in params.items()}
    try:
        text = str(template).format(**shown)
    except (KeyError, IndexError, ValueError, TypeError):  # a case asked of a non-card
        return translate(key, lang, **params) if said else str(template)
    if said and ARROWS in text:  # a synthesizer says the signs' names, or nothing at all
        text = text.replace(ARROWS, translate("said-arrows", lang))
    return text
