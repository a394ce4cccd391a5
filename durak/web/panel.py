"""The new-game panel: reads its form (the markup comes from :mod:`durak.ui.panel`), its
rule sets' buttons, its Start."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyscript import document

from durak.settings import Settings, apply_preset
from durak.ui.panel import (
    PanelLinks,
    marked_preset,
    panel_html,
    panel_links,
    preset_desc,
    settings_from_fields,
)
from durak.web.tasks import found

if TYPE_CHECKING:
    from durak.web.app import App

__all__ = ["link_form", "panel_html", "preset", "read_form", "start"]


def _fields(form) -> tuple[dict[str, str], set[str]]:
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
    return fields, checks


def read_form(form, base: Settings) -> Settings:
    fields, checks = _fields(form)
    return settings_from_fields(fields, checks, base)


def link_form(form, changed: str = "") -> PanelLinks:
    """The panel's linked choices (:func:`~durak.ui.panel.panel_links`) after ``changed``:
    the players, seating and deck chosen, the decks too small and showing a trump out of
    reach, the bots' rows beyond the players hidden, and the preset marked whose rules
    the choices are; returned (its ``note`` says what the change corrected)."""
    pressed = form.querySelector('.preset[aria-pressed="true"]')
    preset = str(pressed.dataset.action).removeprefix("preset-") if found(pressed) else None
    links = panel_links(_fields(form)[0], changed, preset)
    chosen = (("players", links.players), ("teams", links.teams), ("deck", links.deck))
    for field, value in (*chosen, *links.follow):
        radio = form.querySelector(f'input[name="{field}"][value="{value}"]')
        if found(radio):
            radio.checked = True
    for radio in form.querySelectorAll('input[name="deck"]'):
        radio.disabled = int(radio.value) in links.too_small
    show = form.querySelector('input[name="transfer_by_trump"]')
    if found(show):
        show.disabled = links.show_off
    for node in form.querySelectorAll("[data-bot]"):
        node.hidden = int(node.dataset.bot) >= links.players
    note = form.querySelector(".panel-note")
    if found(note):
        note.textContent = links.note
    if changed:  # a choice changed by hand: the preset whose rules these are, if any
        fields, checks = _fields(form)  # as linked above
        marked = marked_preset(fields, checks, preset)
        for button in form.querySelectorAll(".preset"):
            on = str(button.dataset.action) == f"preset-{marked}"
            button.classList.toggle("current", on)
            button.setAttribute("aria-pressed", "true" if on else "false")
        desc = form.querySelector(".preset-desc")
        if found(desc):
            desc.textContent = preset_desc(marked)
    return links


def _form():
    return document.getElementById("panel-form")


def preset(app: App, name: str) -> None:
    """A rule set's button: the panel drawn again with its rules, the focus kept on it."""
    form = _form()
    settings = apply_preset(read_form(form, app.session.settings), name)
    form.innerHTML = panel_html(settings, preset=name)
    link_form(form)
    pressed = form.querySelector(f'[data-action="preset-{name}"]')
    if found(pressed):
        pressed.focus()  # the button pressed was redrawn: the focus stays on it


def start(app: App) -> None:
    """Start: the panel warned about a game in progress, so this is the player's yes."""
    settings = read_form(_form(), app.session.settings)
    app.page.close("panel")  # gives the focus back to New game, where arrows do nothing
    step = app.session.new_game(settings, confirm=True)
    app.new_deal(step)
    if step.status == "started" and app.page.dialogs.top is None:
        app.page.focus_first(app.page.dialogs.fallbacks(over=False))  # your hand
