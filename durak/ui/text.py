"""The table's words in the player's language (pure): one current language for the UI.

The engine and the catalog take a language argument; the front end keeps the
player's choice here, so a language switch re-renders without reloading Python.

>>> set_language("ru")
'ru'
>>> t("ui-take")
'Беру'
>>> set_language("xx")
'en'

A sentence about a player goes through :func:`about`, the one place that picks between
the third person and "you" (each such message has a ``-you`` form in every catalog):

>>> about("log-pass", 1, ["You", "Anya"]), about("log-pass", YOU, ["You", "Anya"])
('Anya passes', 'You pass')
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from typing import Any

from durak import i18n

#: Your seat: the table is always seen from seat 0.
YOU = 0

_current = ["en"]


def set_language(lang: str) -> str:
    """Use ``lang`` from now on (an unknown language falls back to English); returns it."""
    _current[0] = lang if lang in i18n.LANGUAGES else "en"
    return _current[0]


def language() -> str:
    return _current[0]


def t(key: str, *, said: bool = False, **params: Any) -> str:
    """A catalog string in the current language (``said``: as a screen reader says it, the
    cards by name, see :func:`durak.i18n.translate`)."""
    return i18n.translate(key, _current[0], said=said, **params)


def names_of(seats: Iterable[int], seat_names: Sequence[str]) -> str:
    """The names at ``seats`` as a sentence lists them ("Anya, Katya and Olga")."""
    return i18n.name_list((seat_names[s] for s in seats), _current[0])


def card_name(card: str) -> str:
    """``"Queen of hearts"`` in the current language (capitalised, for accessible names)."""
    return i18n.card_name(card, _current[0], capital=True)


def card_label(card: str) -> str:
    """``"Q♥"`` in the current language."""
    return i18n.card_label(card, _current[0])


def person_key(key: str, seats: int | Iterable[int]) -> str:
    """``key``, or its "you" form (``key + "-you"``) when ``seats`` is your seat or a team
    with you in it: the one place where a sentence or a seat's label picks its person.

    >>> person_key("ui-role-defender", YOU), person_key("ui-end-team", (1, 3))
    ('ui-role-defender-you', 'ui-end-team')
    """
    you = seats == YOU if isinstance(seats, int) else YOU in tuple(seats)
    return key + i18n.YOU_SUFFIX if you else key


def role_label(role: str, seat: int, name: str) -> str:
    """A seat's role badge (``attacker``, ``defender``, ...), which reads after the seat's
    name and agrees with it: "Anya" + "defends", "You" + "defend", and a name you chose
    for yourself takes the third person ("Alice" + "defends").

    >>> set_language("ru")
    'ru'
    >>> role_label("defender", YOU, "Вы"), role_label("defender", YOU, "Алиса")
    ('отбиваетесь', 'отбивается')
    >>> set_language("en")
    'en'
    """
    key = "ui-role-" + role
    return t(person_key(key, seat) if name == t("ui-you") else key)


def about(
    key: str,
    seats: int | Iterable[int] | None,
    names: Sequence[str],
    *,
    said: bool = False,
    **params: Any,
) -> str:
    """A sentence about the player at ``seats`` (or a team: several seats), in the current
    language: ``key + "-you"`` when that is you ("You attack with 8♥"), else ``key`` with
    their name as ``name`` ("Anya attacks with 8♥"), or a team's names as ``names``.

    ``seats=None``: about someone not at the table; ``params`` then give ``name``.
    ``said``: as a screen reader says it (:func:`t`).
    Every message with a ``{name}`` or ``{names}`` has its ``-you`` form
    (:data:`durak.i18n.YOU_SUFFIX`, checked by the catalog tests).
    """
    if seats is None:
        return t(key, said=said, **params)
    team = [seats] if isinstance(seats, int) else list(seats)
    chosen = person_key(key, team)
    if chosen != key:
        return t(chosen, said=said, **params)
    if isinstance(seats, int):
        return t(key, said=said, name=names[seats], **params)
    return t(key, said=said, names=names_of(team, names), **params)


def sentence(text: str) -> str:
    """``text`` ending as a sentence: a full stop added unless it ends with one (or with
    "!", "?" or "…"); the log's lines read out together and the coach's figures use it.

    >>> sentence("Won with best play"), sentence("In your hand."), sentence("")
    ('Won with best play.', 'In your hand.', '')
    """
    if not text or text.endswith((".", "!", "?", "…")):
        return text
    return text + "."


def spoken_html(shown: str, said: str) -> str:
    """``shown`` as HTML that a screen reader reads as ``said`` (the cards by name where
    the eyes see "7♥"): the shown words hidden from it, the said ones from the eyes; one
    plain text when both are the same.

    >>> spoken_html("take", "take")
    'take'
    >>> spoken_html("play 7♥", "play seven of hearts")  # doctest: +NORMALIZE_WHITESPACE
    '<span aria-hidden="true">play 7♥</span><span class="sr-only">play seven of
    hearts</span>'
    """
    if shown == said:
        return html.escape(shown)
    return (
        f'<span aria-hidden="true">{html.escape(shown)}</span>'
        f'<span class="sr-only">{html.escape(said)}</span>'
    )
