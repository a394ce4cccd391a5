"""A small grammar check per language: does a sentence join "you" with a third-person verb?

Each language has a rule for the word after its subject pronoun "you" (English "You attacks",
Russian "Вы ходит", Finnish "Sinä puolustaa", Italian "Tu attacca", Czech "Vy útočí" are
wrong); Danish verbs do not agree with the person, so only the pronoun is checked there.
:func:`addresses_you` tells whether a sentence speaks to you at all (a "you" form must).
"""

from __future__ import annotations

import re
from collections.abc import Callable

WORD = r"([^\W\d_]+)"
#: English words in -s that may follow "you" ("you always", "you sometimes").
ADVERBS = frozenset({"always", "sometimes", "perhaps", "afterwards", "towards"})


def _en(verb: str) -> bool:
    """English after "you": never "is", "was", "has", "does", nor a verb in -s ("attacks",
    "passes"; "pass" and "cross" end in a double s)."""
    v = verb.lower()
    if v in ADVERBS:
        return False
    return v in ("is", "was", "has", "does") or bool(re.fullmatch(r"\w*[^s]s", v))


def _ru(verb: str) -> bool:
    """Russian after "вы": not a third-person present ("ходит", "берёт", "заходят": in -т once
    the reflexive -ся is taken off) nor a singular past ("набрал", "осталась")."""
    v = re.sub(r"(ся|сь)$", "", verb.lower())
    return bool(re.search(r"(т|л|ла|ло)$", v)) and not v.endswith("те")


def _fi(verb: str) -> bool:
    """Finnish after "sinä": not a third person singular, which is "on" or ends in two vowels
    ("hyökkää", "puolustaa", "lyö", "voi"); the second person ends in -t ("puolustat")."""
    v = verb.lower()
    return v == "on" or bool(re.search(r"[aeiouyäö]{2}$", v))


def _fi_plural(verb: str) -> bool:
    """Finnish after "te": not a third person ("ovat", "hyökkäävät", "on", "hyökkää"); the
    second person plural ends in -tte ("olette")."""
    return _fi(verb) or verb.lower().endswith(("vat", "vät"))


def _it(verb: str) -> bool:
    """Italian after "tu": not a third person singular ("attacca", "copre", "è", "ha")."""
    v = verb.lower()
    return v in ("è", "ha") or v.endswith(("a", "e"))


def _cs(verb: str) -> bool:
    """Czech after "vy": the second person plural ends in -te ("útočíte", "jste"); a third
    person ("útočí", "bere", "přihazuje", "má") is wrong."""
    v = verb.lower()
    return v.endswith(("í", "e", "á", "ou")) and not v.endswith("te")


#: language -> [(the pronoun "you" as a subject, is the next word wrong after it?)]
RULES: dict[str, list[tuple[str, Callable[[str], bool]]]] = {
    "en": [("you", _en)],
    "ru": [("вы", _ru)],
    "fi": [("sinä", _fi), ("te", _fi_plural)],
    "da": [],
    "it": [("tu", _it)],
    "cs": [("vy", _cs)],
}

#: A word that shows a sentence speaks to you (a pronoun, or a verb ending of "you").
YOU_MARKERS: dict[str, re.Pattern[str]] = {
    "en": re.compile(r"\b(you|your)\b", re.IGNORECASE),
    "ru": re.compile(r"\b(вы|вас|вам|вами|ваш\w*)\b", re.IGNORECASE),
    "fi": re.compile(r"\b(sinä|sinun|sinulla|sinulle|sinua|te|teidän|\w+si)\b", re.IGNORECASE),
    "da": re.compile(r"\b([Dd]u|[Dd]ig|[Dd]in|[Dd]it|[Dd]ine|I|[Jj]er|[Jj]eres)\b"),
    "it": re.compile(r"\b(tu|te|ti|tuo|tua|tuoi|tue|voi|vostr\w*|sei|hai)\b", re.IGNORECASE),
    "cs": re.compile(r"\b(vy|vás|vám|vámi|váš|vaš\w*|jste|\w+te)\b", re.IGNORECASE),
}


def you_errors(text: str, lang: str) -> list[str]:
    """Where ``text`` joins "you" with a verb of another person: ``["You attacks"]``, or ``[]``.

    >>> you_errors("You attacks with 8♥", "en"), you_errors("You pass", "en")
    (['You attacks'], [])
    >>> you_errors("Вы ходит", "ru"), you_errors("Вы ходите", "ru")
    (['Вы ходит'], [])
    """
    found = []
    for pronoun, wrong in RULES[lang]:
        for m in re.finditer(rf"\b({pronoun})\s+{WORD}", text, re.IGNORECASE):
            if wrong(m.group(2)):
                found.append(m.group(0))
    return found


def addresses_you(text: str, lang: str) -> bool:
    """``text`` speaks to you (has a word for "you" or a verb in the "you" person)."""
    return bool(YOU_MARKERS[lang].search(text))
