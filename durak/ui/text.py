"""The table's words in the player's language (pure): one current language for the UI.

The engine and the catalog take a language argument; the front end keeps the
player's choice here, so a language switch re-renders without reloading Python.

>>> set_language("ru")
'ru'
>>> t("ui-take")
'Беру'
>>> set_language("xx")
'en'
"""

from __future__ import annotations

from typing import Any

from durak import i18n

_current = ["en"]


def set_language(lang: str) -> str:
    """Use ``lang`` from now on (an unknown language falls back to English); returns it."""
    _current[0] = lang if lang in i18n.LANGUAGES else "en"
    return _current[0]


def language() -> str:
    return _current[0]


def t(key: str, **params: Any) -> str:
    """A catalog string in the current language."""
    return i18n.translate(key, _current[0], **params)


def card_name(card: str) -> str:
    """``"Queen of hearts"`` in the current language (capitalised, for accessible names)."""
    return i18n.card_name(card, _current[0], capital=True)


def card_label(card: str) -> str:
    """``"Q♥"`` in the current language."""
    return i18n.card_label(card, _current[0])
