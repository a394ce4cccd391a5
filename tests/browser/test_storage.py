"""Nothing lost, easy to share (issue 6), in the real page: settings, the record and the
game in progress survive a reload; bad storage and hostile links are handled."""

from __future__ import annotations

import json
import time

from playwright.sync_api import Browser, BrowserContext, Locator, Page, expect

from durak import Game
from durak.i18n import translate
from durak.settings import Notice, Settings, message_text
from tests.browser.conftest import BOOT_TIMEOUT_MS, open_app, wait_ready


def state(page: Page) -> dict:
    return json.loads(page.evaluate("() => window.durakGameState()"))


def start_game(
    page: Page, players: int = 2, mode: str = "throw-in", speed: str = "extra-fast"
) -> None:
    page.get_by_role("button", name="New game").click()
    page.locator(f'input[name="players"][value="{players}"]').check()
    page.locator(f'input[name="mode"][value="{mode}"]').check()
    page.locator(f'input[name="speed"][value="{speed}"]').check()
    page.get_by_role("button", name="Start").click()
    expect(page.locator("#panel")).to_be_hidden()


def play_one(page: Page) -> bool:
    """One move through the UI when it is our turn: take if we can, else the first playable
    card, else pass. Returns False if it was not our turn."""
    s = state(page)
    legal = s["legal"]
    if s["is_over"] or not legal or (s["to_act"] and s["to_act"][0] != 0 and "take" not in legal):
        return False
    before = s["table"]
    if "take" in legal:
        page.get_by_role("button", name="Take", exact=True).click()
    elif any(m.startswith("attack ") for m in legal):
        card = next(m for m in legal if m.startswith("attack ")).split()[1]
        page.locator(f'#cards [data-card="{card}"][data-where="hand"]').click()
    elif "pass" in legal:
        page.locator('[data-action="pass"], [data-action="beaten"]').first.click()
    else:
        return False
    deadline = time.monotonic() + 10
    while (
        time.monotonic() < deadline
        and state(page)["table"] == before
        and state(page)["legal"] == legal
    ):
        page.wait_for_timeout(50)
    return True


def play_moves(page: Page, count: int, limit_s: float) -> int:
    """Up to ``count`` of your moves (``play_one``) within ``limit_s`` seconds, or until the
    game ends; how many were played."""
    played = 0
    deadline = time.monotonic() + limit_s
    while played < count and time.monotonic() < deadline and not state(page)["is_over"]:
        if play_one(page):
            played += 1
        else:
            page.wait_for_timeout(50)
    return played


def finish_game(page: Page, limit_s: float = 240) -> dict:
    deadline = time.monotonic() + limit_s
    while time.monotonic() < deadline:
        s = state(page)
        if s["is_over"]:
            expect(page.locator("#end")).to_be_visible()
            return s
        if not play_one(page):
            page.wait_for_timeout(60)
    raise AssertionError("the game did not finish in time")


def test_settings_and_record_survive_a_reload(browser: Browser, site_url: str) -> None:
    context, page, watch = open_app(browser, site_url)
    start_game(page, players=2, mode="transfer")
    result = finish_game(page)
    page.reload()
    wait_ready(page)
    # The finished game is shown again after the reload, and recorded only once.
    expect(page.locator("#end")).to_be_visible()
    # its log, rebuilt, numbers the moves (not every line), as the review does
    numbered = page.locator("#log li:not(.log-note)")
    expect(numbered).to_have_count(result["moves"])
    assert numbered.last.evaluate("e => e.value") == result["moves"]
    assert page.locator("#log li.log-note").count() >= 3  # the deal, who attacks, the end
    page.get_by_role("button", name="Menu").click()
    page.get_by_role("button", name="Statistics").click()
    totals = page.locator(".stats-table tbody tr").first
    expect(totals.locator("td").first).to_have_text("1")
    losses = "1" if 0 in result["losers"] else "0"
    expect(totals.locator("td").nth(2)).to_have_text(losses)
    page.get_by_role("button", name="Close").click()
    # The settings chosen in the panel are restored.
    page.get_by_role("button", name="New game").first.click()
    expect(page.locator('input[name="mode"][value="transfer"]')).to_be_checked()
    expect(page.locator('input[name="speed"][value="extra-fast"]')).to_be_checked()
    assert watch.problems(page) == []
    context.close()


def test_game_in_progress_resumes_after_reload_and_finishes(
    browser: Browser, site_url: str
) -> None:
    context, page, watch = open_app(browser, site_url)
    start_game(page, players=2)
    # Play until a bout is under way and it is our turn (the bots wait for us), then reload.
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        s = state(page)
        if s["table"] and s["to_act"] and s["to_act"][0] == 0:
            break
        if not play_one(page):
            page.wait_for_timeout(50)
    before = state(page)
    assert before["table"] and before["to_act"][0] == 0, "no bout waiting for us"
    page.reload()
    wait_ready(page)
    after = state(page)
    assert after["seed"] == before["seed"]
    assert after["trump"] == before["trump"]
    # Exactly the same position: every hand, the table, whose turn it is.
    assert after["hands"] == before["hands"]
    assert after["table"] == before["table"]
    assert after["to_act"] == before["to_act"]
    expect(page.locator('#cards [data-where="attack"]')).to_have_count(len(before["table"]))
    finish_game(page)
    assert watch.problems(page) == []
    context.close()


def open_seeded(
    browser: Browser, site_url: str, items: dict[str, str]
) -> tuple[BrowserContext, Page]:
    """A new context whose storage holds ``items`` when the table first loads (once: a
    reload finds what the page saved), on the table, ready."""
    context = browser.new_context()
    context.add_init_script(
        "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1');"
        f" for (const [k, v] of Object.entries({json.dumps(items)})) localStorage.setItem(k, v); }}"
    )
    page = context.new_page()
    page.goto(site_url + "/index.html")
    wait_ready(page)
    return context, page


def test_corrupt_storage_shows_a_notice_and_the_game_starts(
    browser: Browser, site_url: str
) -> None:
    context, page = open_seeded(
        browser,
        site_url,
        {
            "durak.settings": '{"v": 2, "players": ',
            "durak.record": '{"v": 99, "future": true}',
            "durak.game": '{"v": 1, "meta": {}, "game": {"hands": 3}}',
        },
    )
    notices = page.locator("#notices .notice")
    expect(notices.first).to_be_visible()
    text = " ".join(notices.all_inner_texts())
    assert "could not be read" in text
    assert "newer version" in text
    # The game started with defaults: you hold six cards.
    expect(page.locator('#cards [data-where="hand"]')).to_have_count(6)
    # The future record was left untouched.
    assert (
        page.evaluate("() => localStorage.getItem('durak.record')") == '{"v": 99, "future": true}'
    )
    # Notices can be dismissed (they also go by themselves after a few seconds).
    first = notices.first.element_handle()
    first.query_selector("button[aria-label='Dismiss']").click()
    page.wait_for_function("(el) => !el.isConnected", arg=first, timeout=2000)
    context.close()


def test_a_notice_on_screen_is_worded_again_at_a_language_switch(
    browser: Browser, site_url: str
) -> None:
    """A WebKit play-through: a notice shown before a language switch stayed in the old
    language for its seconds (with its Dismiss button's name); so did the one that names
    today's deal (the session's plain text, until this session)."""
    context, page = open_seeded(browser, site_url, {"durak.settings": '{"v": 2, "players": '})
    notice = page.locator("#notices .notice")
    damaged = Notice("storage-corrupt", {"what": "settings"})
    expect(notice).to_have_count(1)
    expect(notice.locator("span")).to_have_text(damaged.text("en"))
    page.locator("#btn-menu").click()
    page.get_by_role("button", name="Today's deal").click()
    expect(notice).to_have_count(2)
    daily = {"mode": "throw-in", "players": 2}
    expect(notice.nth(1).locator("span")).to_have_text(message_text("link-banner-daily", daily))
    page.locator("#btn-menu").click()
    page.locator("#lang-select").select_option("ru")
    expect(page.locator("html")).to_have_attribute("lang", "ru")
    expect(notice.first.locator("span")).to_have_text(damaged.text("ru"))
    expect(notice.first.get_by_role("button")).to_have_accessible_name(
        translate("ui-dismiss", "ru")
    )
    daily["mode"] = translate("ui-mode-throw-in", "ru").lower()
    expect(notice.nth(1).locator("span")).to_have_text(
        message_text("link-banner-daily", daily, "ru")
    )
    context.close()


def test_deeply_nested_storage_and_import_leave_the_game_alive(
    browser: Browser, site_url: str
) -> None:
    """A robustness check: "[" nested 7000 deep under a storage key killed Pyodide (its JSON
    parser overflowed the browser's stack before Python's recursion limit): an empty table
    at every load, no message; imported as statistics, a page that never moved again."""
    deep = "[" * 7000
    keys = ("durak.settings", "durak.record", "durak.game", "durak.analysis")
    context, page = open_seeded(browser, site_url, dict.fromkeys(keys, deep))
    assert page.locator(".py-error").count() == 0
    text = " ".join(page.locator("#notices .notice").all_inner_texts())
    assert "could not be read" in text, text
    expect(page.locator('#cards [data-where="hand"]')).to_have_count(6)
    # the unreadable record is kept (under its key until a good save, then aside)
    kept = page.evaluate(
        "() => [localStorage.getItem('durak.record'), localStorage.getItem('durak.record.bad')]"
    )
    assert deep in kept, [v[:20] if v else v for v in kept]
    # the same text imported as statistics: refused, and the game plays on
    page.get_by_role("button", name="Menu").click()
    page.get_by_role("button", name="Statistics").click()
    with page.expect_file_chooser() as chooser:
        page.locator("#stats").get_by_role("button", name="Import").click()
    chooser.value.set_files(
        files=[{"name": "deep.json", "mimeType": "application/json", "buffer": deep.encode()}]
    )
    expect(page.locator("#notices .notice").last).to_contain_text("not JSON")
    page.keyboard.press("Escape")
    expect(page.locator("#stats")).to_be_hidden()
    before = state(page)["moves"]
    for _ in range(200):
        if state(page)["moves"] > before + 1:
            break
        if not play_one(page):
            page.wait_for_timeout(60)
    assert state(page)["moves"] > before + 1, "the game stopped after the import"
    assert page.locator(".py-error").count() == 0
    context.close()


def test_disabled_storage_still_plays(browser: Browser, site_url: str) -> None:
    context = browser.new_context()
    context.add_init_script(
        "Object.defineProperty(window, 'localStorage', {get() { throw new DOMException('denied', 'SecurityError'); }});"
    )
    page = context.new_page()
    page.goto(site_url + "/index.html")
    wait_ready(page)
    expect(page.locator("#notices .notice").first).to_contain_text("not available")
    expect(page.locator('#cards [data-where="hand"]')).to_have_count(6)
    context.close()


def test_share_link_gives_the_same_deal_in_a_new_context(browser: Browser, site_url: str) -> None:
    context_a, page_a, _ = open_app(browser, site_url)
    start_game(page_a, players=3, mode="transfer", speed="slow")
    page_a.get_by_role("button", name="Menu").click()
    page_a.get_by_role("button", name="Share").click()
    page_a.wait_for_function("() => !!document.body.dataset.shared", timeout=10_000)
    link = page_a.evaluate("() => document.body.dataset.shared")
    seed = state(page_a)["seed"]
    assert "#v=2" in link and "m=transfer" in link and "p=3" in link
    context_a.close()

    context_b = browser.new_context()
    page_b = context_b.new_page()
    page_b.goto(link)
    page_b.wait_for_function("() => document.body.dataset.ready === '1'", timeout=BOOT_TIMEOUT_MS)
    banner = page_b.locator("#banner")
    expect(banner).to_be_visible()
    expect(banner).to_contain_text("Shared deal: transfer, 3 players")
    page_b.get_by_role("button", name="Play this deal").click()
    s = state(page_b)
    assert s["seed"] == seed
    expected = Game.new(Settings(players=3, mode="transfer").rules(), seed=seed)
    assert s["trump"] == expected.trump
    assert sorted(s["hands"][0]) == sorted(expected.hands[0])
    context_b.close()


def test_hostile_link_shows_its_message_and_injects_nothing(
    browser: Browser, site_url: str
) -> None:
    hostile = (
        "#v=1&p=%3Cimg%20src%3Dx%20onerror%3D%22window.pwned%3D1%22%3E&m=<script>window.pwned=2</script>"
        "&seed=99999999999999999999&b=<b>hard</b>&zz=<svg/onload=alert(1)>"
    )
    context, page, watch = open_app(browser, site_url, "/index.html" + hostile)
    notices = page.locator("#notices .notice")
    expect(notices.first).to_be_visible()
    assert page.evaluate("() => window.pwned") is None
    assert page.locator("#notices img, #notices script, #notices svg, #notices b").count() == 0
    assert page.locator("img").count() == 0
    # The table still works with defaults.
    expect(page.locator('#cards [data-where="hand"]')).to_have_count(6)
    # Several problems are told as one notice (a play-through: four hid the banner's
    # title); one bad value alone is quoted, as text.
    expect(notices).to_have_count(1)
    expect(notices.first).to_contain_text("This link is damaged")
    shared = page.get_by_role("dialog", name="Shared rules: throw-in, 2 players")
    expect(shared).to_be_visible()
    # its deal number unread, the link has no deal to offer (a play-through: "a new deal is
    # used" beside "Play this deal")
    expect(shared.get_by_role("button", name="Play with these rules")).to_be_visible()
    expect(shared.get_by_role("button", name="Play this deal")).to_have_count(0)
    one = "#v=2&p=2&m=throw-in&t=all&f=6&s=0&n=l&d=36&a=t&r=0&b=medium&seed=5&dl=<img src=x>"
    page.goto(site_url + "/index.html" + one.replace(" ", "%20"))  # pasted into this tab
    expect(notices.last).to_contain_text("“?img src=x?” for “dealer”")
    expect(page.locator("#banner").get_by_role("button", name="Play this deal")).to_be_visible()
    assert page.locator("img").count() == 0
    assert watch.problems(page) == []
    context.close()


def another_tab_sets_the_match_losses(context, site_url: str, losses: int) -> None:
    """Another tab of the site writes the record with every seat's match losses set (a
    page of the site that boots no Python: what it writes is all this test needs, and a
    second boot once crashed the renderer here, a known flake of the wasm runtime's boot;
    see ``RelaunchableBrowser``)."""
    other = context.new_page()
    other.goto(site_url + "/static/css/app.css")  # the same origin, the same storage
    other.evaluate(
        """(n) => { const r = JSON.parse(localStorage.getItem('durak.record'));
          for (const k of Object.keys(r.match.losses)) r.match.losses[k] = n;
          localStorage.setItem('durak.record', JSON.stringify(r)); }""",
        losses,
    )


def button_rows(buttons: Locator) -> list[list[int]]:
    """Which of the buttons (by their order) share a row, row by row as laid out."""
    rows: dict[int, list[int]] = {}
    for i, button in enumerate(buttons.all()):
        rows.setdefault(round(button.bounding_box()["y"]), []).append(i)
    return [row for _, row in sorted(rows.items())]


def test_statistics_reset_import_and_another_tabs_record(browser: Browser, site_url: str) -> None:
    """The statistics dialog as a player uses it, with another tab beside it:
    - another tab's change of the record is drawn again, in the open statistics and in
      the end dialog behind them (a play-through: the end dialog kept the old match), and
      the focus stays on the statistics' title (a review: it fell to the page);
    - Reset statistics (two presses) empties them and the match, in the end dialog too;
      the game recorded before stays known as recorded (never counted twice);
    - Import (a file chosen) shows and keeps the file's statistics."""
    from durak.session.record import GameResult, record_game
    from durak.storage import Record, export_record

    context, page, watch = open_app(browser, site_url)
    start_game(page, players=2)
    finish_game(page)
    page.get_by_role("button", name="Menu").click()
    page.get_by_role("button", name="Statistics").click()
    stats = page.get_by_role("dialog", name="Statistics")
    totals = stats.locator(".stats-table tbody tr").first
    expect(totals.locator("td").first).to_have_text("1")
    assert page.evaluate("() => document.activeElement.id") == "stats-title"

    another_tab_sets_the_match_losses(context, site_url, 7)
    expect(stats.locator(".stats-match b").first).to_have_text("7")
    for row in page.locator("#end-losses li").all():
        expect(row.locator("b")).to_have_text("7")
    assert page.evaluate("() => document.activeElement.id") == "stats-title"

    # On a phone: the first press only asks, a short question on the button and what it
    # does beside it, and the row of buttons keeps its shape (the whole sentence on the
    # button widened it and pushed Import to a second row).
    page.set_viewport_size({"width": 390, "height": 844})
    buttons = stats.locator(".panel-buttons > *")
    rows = button_rows(buttons)
    stats.get_by_role("button", name="Reset statistics").click()
    expect(totals.locator("td").first).to_have_text("1")
    armed = stats.get_by_role("button", name="Really reset?", exact=True)
    expect(armed).to_have_accessible_description("Press again to erase all statistics.")
    expect(stats.get_by_role("status")).to_have_text("Press again to erase all statistics.")
    assert button_rows(buttons) == rows
    armed.click()
    page.set_viewport_size({"width": 1280, "height": 720})  # Playwright's, as before
    expect(page.locator("#notices")).to_contain_text(
        "Statistics reset, and the match with them: no losses yet."
    )
    expect(stats.locator(".stats-table tbody tr").first.locator("td").first).to_have_text("0")
    expect(stats.locator(".stats-match b").first).to_have_text("0")
    for row in page.locator("#end-losses li").all():
        expect(row.locator("b")).to_have_text("0")
    kept = json.loads(page.evaluate("() => localStorage.getItem('durak.record')"))
    assert kept["total"]["games"] == 0 and len(kept["recorded"]) == 1
    # Nothing left to clear: Reset is not offered (it asked to "erase all statistics" over
    # zeros: a new player's play-through); the focus it had goes to the dialog's title.
    reset = stats.get_by_role("button", name="Reset statistics", exact=True)
    expect(reset).to_be_disabled()
    assert page.evaluate("() => document.activeElement.id") == "stats-title"

    record = Record()
    for i, (outcome, loser) in enumerate((("win", "Anya"), ("loss", "You"), ("win", "Anya"))):
        result = GameResult(outcome, "classic", "2026-12-01", (loser,))
        record = record_game(record, f"file-{i}", result)
    text = export_record(record).encode()
    upload = {"name": "durak-statistics.json", "mimeType": "application/json", "buffer": text}
    page.locator("#stats-import").set_input_files(files=[upload])
    expect(page.locator("#notices")).to_contain_text("Statistics imported.")
    imported = page.locator("#notices .notice", has_text="Statistics imported.")
    imported.evaluate("(e) => { e.dataset.first = '1'; }")  # (asked again below)
    expect(stats.locator(".stats-table tbody tr").first.locator("td").first).to_have_text("3")
    kept = json.loads(page.evaluate("() => localStorage.getItem('durak.record')"))
    assert kept["total"]["games"] == 3 and len(kept["recorded"]) == 4
    expect(reset).to_be_enabled()  # games to clear again

    # The same file again while its notice shows: said again (a new notice, its whole
    # time), one notice only, and its games are not counted twice.
    expect(page.locator("#notices .notice[data-first]")).to_have_count(1)
    page.locator("#stats-import").set_input_files(files=[upload])
    expect(page.locator("#notices .notice[data-first]")).to_have_count(0)
    expect(imported).to_have_count(1)
    expect(stats.locator(".stats-table tbody tr").first.locator("td").first).to_have_text("3")
    assert watch.problems(page) == []
    context.close()


def test_another_tab_playing_shows_one_notice_not_one_per_move(
    browser: Browser, site_url: str
) -> None:
    """A play-through with two tabs: each move in the other tab saved the game again, and
    each save put another "changed in another tab" notice over this table (some fifteen,
    over the hand, so cards could not be clicked). Its English also said "game were"."""
    context, page, watch = open_app(browser, site_url)
    other = context.new_page()
    other.goto(site_url + "/index.html")
    wait_ready(other)
    start_game(other, players=2, speed="fast")
    assert play_moves(other, 6, 60) >= 3
    # this tab follows the game the other one plays, and says so once (not at every move)
    followed = page.locator("#notices .notice", has_text="Another tab or window played on")
    expect(followed).to_have_count(1)
    changed = page.locator("#notices .notice", has_text="Another tab or window changed the")
    assert changed.count() <= 1  # the settings chosen in the other tab
    page.wait_for_function(
        f"() => JSON.parse(window.durakGameState()).seed === {state(other)['seed']}"
    )
    assert watch.problems(page) == []
    context.close()


def test_another_tab_saving_what_this_one_has_says_nothing(browser: Browser, site_url: str) -> None:
    """CI: a second tab that saved the game and the statistics as they were (written anew
    as it opened) put "Another tab or window changed the saved game" and "... record"
    notices over this table, which stayed while the other tab was in front."""
    context, page, watch = open_app(browser, site_url)
    other = context.new_page()
    other.goto(site_url + "/index.html")
    wait_ready(other)
    other.evaluate(
        "() => { for (const key of ['durak.game', 'durak.record']) {"
        " const text = localStorage.getItem(key);"
        " localStorage.setItem(key, JSON.stringify(JSON.parse(text), null, 1)); } }"
    )
    page.evaluate("() => new Promise((r) => setTimeout(r, 500))")  # the events handled
    assert page.locator("#notices .notice").all_inner_texts() == []
    assert watch.problems(page) == []
    context.close()


def test_a_tab_left_behind_follows_the_game_another_tab_plays_on(
    browser: Browser, site_url: str
) -> None:
    """A robustness check: a tab left behind at move 4 saved its next move over the other
    tab's move 14, and ten moves were lost. It now follows this very game as the other
    tab saves it, and its own next move goes on from there."""
    context, page, watch = open_app(browser, site_url)
    other = context.new_page()
    other.goto(site_url + "/index.html")
    wait_ready(other)
    assert state(other)["seed"] == state(page)["seed"]  # the same saved game
    assert play_moves(other, 4, 90) >= 3
    # the other tab waits for you: no bot moves in either tab now
    other.wait_for_function(
        "() => { const s = JSON.parse(window.durakGameState());"
        " return s.is_over || (s.legal.length > 0 && s.to_act[0] === 0); }"
    )
    there = state(other)
    page.wait_for_function(
        f"() => JSON.parse(window.durakGameState()).moves >= {there['moves']}", timeout=10_000
    )
    assert state(page)["hands"][0] == there["hands"][0]
    if not there["is_over"]:
        assert play_one(page)
        page.wait_for_timeout(300)
        other.reload()
        wait_ready(other)
        assert state(other)["moves"] >= there["moves"] + 1  # nothing lost
    assert watch.problems(page) == []
    context.close()
