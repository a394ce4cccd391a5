"""Every table's language (issue 8), in the real page: the browser's language on the first
visit, a switch from the menu re-renders everything, and no English is left behind; the title
and the loading screen before Python, and the log's sentences in person (issue 13)."""

from __future__ import annotations

import contextlib
import re

import pytest
from playwright.sync_api import Browser, Page, Route, expect
from playwright.sync_api import Error as PlaywrightError

from durak.i18n import card_label
from tests.browser.conftest import PageWatch, open_app, save_screenshot, wait_ready
from tests.browser.player import Player, hand_sel, state_json, tap, wait_changed
from tests.grammar import you_errors

# Words of the English interface that must not survive a switch to another language.
ENGLISH = re.compile(
    r"\b(New game|Take|Beaten|Pass|Transfer|attacker|defender|may throw in|cards?|"
    r"Your attack|Defend|Trump|Bots|Statistics|Share|Rules|Language|Game log|You)\b"
)
ENGLISH_CARD = re.compile(r"\bof (hearts|spades|diamonds|clubs)\b")
LANGUAGES = ("ru", "fi", "da", "it", "cs")


def main_view_text(page: Page) -> str:
    """The words a player sees on the table (and hears: the cards' accessible names and
    the screen reader's announcements)."""
    return page.evaluate(
        """() => {
          const parts = [];
          for (const sel of ['.topbar', '#seats', '#status-row', '#actions', '#menu', '#stock', '#discard', '#announce']) {
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


def test_card_faces_carry_the_ranks_of_the_language(page: Page) -> None:
    # As on Russian packs, and as the Russian text writes them ("Д♥"): В Д К Т; back to
    # J Q K A in English (the faces are drawn again at a switch).
    for lang in ("ru", "en", "ru"):
        page.locator("#btn-menu").click()
        page.locator("#lang-select").select_option(lang)
        expect(page.locator("html")).to_have_attribute("lang", lang)
        page.locator("#btn-menu").click()
        faces = page.locator("#cards [data-card]").evaluate_all(
            "els => els.map(e => [e.dataset.card,"
            " [...e.querySelectorAll('svg.card-face .index text')].map(t => t.textContent)])"
        )
        assert faces, "no card face up on the table"
        for card, corners in faces:
            assert corners == [card_label(card, lang)[:-1]] * 2, (lang, card, corners)


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


def test_no_javascript_says_so_in_every_language(browser: Browser, site_url: str) -> None:
    context = browser.new_context(
        java_script_enabled=False, locale="ru-RU", viewport={"width": 1366, "height": 768}
    )
    page = context.new_page()
    page.goto(site_url + "/index.html")
    for lang in ("en", "ru", "cs"):
        expect(page.locator(f'#loading p[lang="{lang}"]')).to_be_visible()
    expect(page.locator('#loading p[lang="ru"]')).to_contain_text("нужен JavaScript")
    expect(page.locator("#loading-step")).to_be_hidden()  # nothing is loading
    save_screenshot(page, "noscript-1366x768")
    context.close()


def log_lines(page: Page) -> list[str]:
    return page.locator("#log li").all_inner_texts()


def test_first_visit_follows_the_browser_language(browser: Browser, site_url: str) -> None:
    """A Russian browser: the title and the loading screen are Russian before Python runs (the
    saved language wins over the browser's, a broken one is ignored); then the table, whose
    log speaks of you and of the bot in person; remembered over a reload, and so is a switch."""
    context = browser.new_context(locale="ru-RU", viewport={"width": 390, "height": 844})
    page = context.new_page()
    watch = PageWatch(origin=site_url)
    watch.attach(context, page)
    held: list[Route] = []
    hold = [True]

    def wasm(route: Route) -> None:  # Python waits while held: the loading screen alone
        if hold[0]:
            held.append(route)
        else:
            route.continue_()

    page.route("**/pyodide.asm.wasm", wasm)
    page.goto(site_url + "/index.html", wait_until="domcontentloaded")
    expect(page).to_have_title("Дурак — карточная игра")
    expect(page.locator("html")).to_have_attribute("lang", "ru")
    expect(page.get_by_role("heading", name="Дурак")).to_be_visible()
    expect(page.locator("#loading-step")).to_have_text("Загрузка Python…")
    save_screenshot(page, "loading-ru-390x844")
    page.set_viewport_size({"width": 1366, "height": 768})
    save_screenshot(page, "loading-ru-1366x768")
    # A saved language is the player's choice; a broken saved value is not.
    for saved, title, step in [
        ('{"v": 2, "language": "fi"}', "Durak – korttipeli", "Ladataan Pythonia…"),
        ('{"v": 2, "language": "xx"}', "Дурак — карточная игра", "Загрузка Python…"),
        ("{not json", "Дурак — карточная игра", "Загрузка Python…"),
    ]:
        page.evaluate("(v) => localStorage.setItem('durak.settings', v)", saved)
        page.reload(wait_until="domcontentloaded")
        expect(page).to_have_title(title)
        expect(page.locator("#loading-step")).to_have_text(step)
    page.evaluate("() => localStorage.clear()")  # a first visit again, for Python too
    page.reload(wait_until="domcontentloaded")
    expect(page.locator("#loading-step")).to_have_text("Загрузка Python…")
    hold[0] = False
    for route in held:  # the requests of pages reloaded since were cancelled with them
        with contextlib.suppress(PlaywrightError):
            route.continue_()
    wait_ready(page)
    expect(page.locator("html")).to_have_attribute("lang", "ru")
    expect(page).to_have_title("Дурак — карточная игра")
    assert not ENGLISH.search(page.locator(".topbar").inner_text())

    # One move of yours (an attack, or taking the bot's attack) and the bot's: both in person.
    st = Player(page).wait_turn()
    # Your seat's badge speaks to you too: "Вы ходите", never "Вы ходит".
    me = " ".join(page.locator("#seat-me > span").all_inner_texts())
    assert re.fullmatch(r"Вы (ходите|отбиваетесь)", me) and you_errors(me, "ru") == [], me
    log = page.locator("#log li")
    you_line = log.filter(has_text=re.compile(r"^Вы (заходите|берёте|забираете)"))
    for _ in range(8):  # input is locked while the deal animates; a bot may move meanwhile
        attack = next((m for m in st["legal"] if re.fullmatch(r"attack \S+", m)), None)
        before = state_json(page)
        if attack is not None:
            tap(page, hand_sel(attack.split()[1]))
        else:
            page.locator('#actions [data-action="take"]').click()
        wait_changed(page, before, 4.0)
        if you_line.count():
            break
        st = Player(page).wait_turn()
    page.locator("#btn-menu").click()
    page.locator('#menu [data-action="log"]').click()
    # Generous waits: the bot's answer may take long on a loaded machine (its worker boots).
    expect(you_line).not_to_have_count(0, timeout=60_000)
    expect(
        log.filter(has_text=re.compile(r"^Аня (заходит|подкидывает|бьёт|берёт|забирает|переводит)"))
    ).not_to_have_count(0, timeout=60_000)
    lines = log_lines(page)
    assert all(you_errors(line, "ru") == [] for line in lines), lines
    assert not any(line.startswith("Первым ходит: Вы") for line in lines), lines
    save_screenshot(page, "log-ru-1366x768")
    page.set_viewport_size({"width": 390, "height": 844})
    save_screenshot(page, "log-ru-390x844")
    page.set_viewport_size({"width": 1366, "height": 768})

    # Remembered: a reload keeps Russian, and choosing English sticks too (the title follows).
    page.reload()
    wait_ready(page)
    expect(page.locator("html")).to_have_attribute("lang", "ru")
    page.locator("#btn-menu").click()
    page.locator("#lang-select").select_option("en")
    expect(page).to_have_title("Durak — the card game")
    lines = page.locator("#log li").all_text_contents()
    # (a take that ends its bout at once is "You pick up 1 card", as Russian "Вы забираете")
    assert any(re.match(r"You (attack|take|pick up)", line) for line in lines), lines
    page.reload()
    wait_ready(page)
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page).to_have_title("Durak — the card game")
    expect(page.get_by_role("button", name="New game")).to_be_visible()
    assert watch.problems(page) == []
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
