"""Message catalogs: a rule's reason or a UI string from a key and parameters.

>>> translate("rank-not-on-table", card="8C")
'8♣ does not match any rank on the table'
>>> translate("limit-defender-hand", limit=3)
'the defender held only 3 cards at the start of this bout'

Add a language by adding a module ``durak/i18n/<lang>.py`` with ``MESSAGES`` (same keys)
and ``plural(n) -> str``, and registering it in ``CATALOGS``. Missing keys fall back to
English; unknown keys render as the key itself.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

from durak.cards import card_label
from durak.i18n import en

CATALOGS: dict[str, ModuleType] = {"en": en}
CARD_PARAMS = frozenset({"card", "cover", "attack"})


def _render(name: str, value: Any) -> Any:
    if name in CARD_PARAMS and isinstance(value, str):
        return card_label(value)
    if name == "cards" and isinstance(value, (list, tuple)):
        return " ".join(card_label(v) for v in value)
    return value


def translate(key: str, lang: str = "en", **params: Any) -> str:
    """The sentence for ``key`` in ``lang`` (English if missing), with parameters filled in."""
    catalog = CATALOGS.get(lang, en)
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
    shown = {k: _render(k, v) for k, v in params.items()}
    try:
        return str(template).format(**shown)
    except (KeyError, IndexError, ValueError):
        return str(template)
