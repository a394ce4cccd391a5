"""Reads the new-game panel's form (the markup comes from :mod:`durak.ui.panel`)."""

from __future__ import annotations

from durak.settings import Settings
from durak.ui.panel import panel_html, settings_from_fields

__all__ = ["panel_html", "read_form"]


def read_form(form, base: Settings) -> Settings:
    fields: dict[str, str] = {}
    checks: set[str] = set()
    for el in form.querySelectorAll("input, select"):
        kind = el.type
        if kind == "radio":
            if el.checked:
                fields[el.name] = el.value
        elif kind == "checkbox":
            if el.checked:
                checks.add(el.name)
        else:
            fields[el.name] = el.value
    return settings_from_fields(fields, checks, base)
