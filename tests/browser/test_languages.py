"""Every table's language (issue 8), in the real page: the browser's language on the first
visit, a switch from the menu re-renders everything, and no English is left behind."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.conftest import open_app

# Words of the English interface that must not survive a switch to another language.
ENGLISH = re.compile(
    r"\b(New game|Take|Beaten|Pass|Transfer|attacker|defender|may throw in|cards?|"
    r"Your attack|Defend|Trump|Bots|Statistics|Share|Rules|Language|Game log|You)\b"
)
ENGLISH_CARD = re.compile(r"\bof (hearts|spades|diamonds|clubs)\b")
LANGUAGES = ("ru", "fi", "da", "it", "cs")


def main_view_text(page: Page) -> str:
    """The words a player sees on the table (and hears: the cards' accessible names)."""
    return page.evaluate(
        """() => {
          const parts = [];
          for (const sel of ['.topbar', '#seats', '#status-row', '#actions', '#menu', '#stock', '#discard']) {
            const el = document.querySelector(sel);
            if (el) parts.push(el.innerText, el.getAttribute('aria-label') || '');
          }
          for (const el of document.querySelectorAll('[aria-label]')) parts.push(el.getAttribute('aria-label'));
          return parts.join('\\n');
        }"""
    )


@pytest.fixture(scope="module")
def page(browser: Browser, site_url: str):
    context, page, watch = open_app(browser, site_url)
    yield page
    assert watch.problems(page) == []
    context.close()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_switching_language_leaves_no_english(page: Page, lang: str) -> None:
    page.locator("#btn-menu").click()
    page.locator("#lang-select").select_option(lang)
    expect(page.locator("html")).to_have_attribute("lang", lang)
    page.locator("#btn-menu").click()  # close the menu again
    text = main_view_text(page)
    leftovers = sorted(set(ENGLISH.findall(text)) | set(ENGLISH_CARD.findall(text)))
    assert not leftovers, f"English left in {lang}: {leftovers}\n{text}"
    # The hand's cards are named in the language (e.g. a Russian queen is "дама").
    names = page.locator('#cards [data-where="hand"]').evaluate_all(
        "els => els.map(e => e.getAttribute('aria-label'))"
    )
    assert len(names) >= 1 and all(n and not ENGLISH_CARD.search(n) for n in names)


def test_first_visit_follows_the_browser_language(browser: Browser, site_url: str) -> None:
    context, page, _ = open_app(browser, site_url, locale="fi-FI")
    expect(page.locator("html")).to_have_attribute("lang", "fi")
    assert not ENGLISH.search(page.locator(".topbar").inner_text())
    # Remembered: a reload keeps Finnish, and choosing English sticks too.
    page.reload()
    page.wait_for_function("() => document.body.dataset.ready === '1'")
    expect(page.locator("html")).to_have_attribute("lang", "fi")
    page.locator("#btn-menu").click()
    page.locator("#lang-select").select_option("en")
    page.reload()
    page.wait_for_function("() => document.body.dataset.ready === '1'")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.get_by_role("button", name="New game")).to_be_visible()
    context.close()


def test_rules_view_speaks_the_language(page: Page) -> None:
    page.locator("#btn-menu").click()
    page.locator("#lang-select").select_option("it")
    page.locator('[data-action="rules"]').click()
    rules = page.locator("#rules")
    expect(rules).to_be_visible()
    body = rules.inner_text()
    assert "briscola" in body.lower()
    assert not re.search(r"\b(the|trump|defender|attack)\b", body)
    # Small card pictures illustrate the examples.
    assert page.locator("#rules .rule-card svg").count() >= 2
    page.locator('#rules [data-action="close-rules"]').click()
    expect(rules).to_be_hidden()
