"""The analysis board (issue 17) through the real page, as a player uses it: "Analyse" in
the menu, a game set up with the card picker, the other seat's moves entered for two bouts
with its buttons and the picker, your own moves tapped, the coach's figures at your
decisions, Undo, a reload that resumes the board, and a position set up by hand, shared as
a link and opened in a fresh browser. One booted page for the module (plus the fresh
browser the shared link needs); the worker's budgets are small
(``window.durakQuickPractice``)."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.browser.conftest import ARTIFACTS, open_app, save_screenshot, wait_ready
from tests.browser.player import resize
from tests.browser.test_a11y import REACHABLE_OUTSIDE_JS, audit, check_tab_goes_round, focused

SIZES = ((390, 844), (1366, 768))
HAND = ("Seven of hearts", "Eight of spades", "Nine of spades", "Ten of spades", "Jack of spades",
        "Queen of spades")  # fmt: skip


def quick(page: Page) -> None:
    page.evaluate("() => { window.durakQuickPractice = true; }")


def board(page: Page):
    return page.locator("#analysis")


def status(page: Page) -> str:
    return page.locator("#analysis-status").inner_text()


def bout_cards(page: Page) -> list[str]:
    return (
        board(page)
        .get_by_role("group", name="The bout")
        .get_by_role("img")
        .evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
    )


def pick(page: Page, group: str | re.Pattern, card: str) -> None:
    """Tap ``card`` in the picker (or hand) named ``group``."""
    board(page).get_by_role("group", name=group).get_by_role(
        "button", name=card, exact=True
    ).click()


def wait_figures(page: Page) -> None:
    """The coach's figures on your cards or buttons, and its line under the board."""
    page.wait_for_function(
        "() => document.querySelectorAll('#analysis .an-fig').length > 0"
        " && /%|best play/.test(document.getElementById('analysis-coach').textContent)",
        timeout=60_000,
    )


def no_overlaps(page: Page) -> list[str]:
    """Buttons of the board that overlap one another, stick out of the dialog or have text
    cut off (what a player would see as broken). Only what shows counts: a button scrolled
    out of the board's scrolling body is clipped there, under nothing."""
    return page.evaluate(
        """() => {
          const box = document.querySelector('#analysis .analysis-box').getBoundingClientRect();
          const body = document.querySelector('#analysis .analysis-body').getBoundingClientRect();
          const shown = (e) => {
            const r = e.getBoundingClientRect();
            if (!e.closest('.analysis-body')) return r;
            const top = Math.max(r.top, body.top), bottom = Math.min(r.bottom, body.bottom);
            return {left: r.left, right: r.right, top, bottom: Math.max(top, bottom)};
          };
          const els = [...document.querySelectorAll('#analysis button, #analysis .an-seat')]
            .filter((e) => e.getClientRects().length && shown(e).bottom > shown(e).top);
          const out = [];
          const rs = els.map(shown);
          els.forEach((e, i) => {
            const a = rs[i];
            if (a.left < box.left - 1 || a.right > box.right + 1) out.push(`${e.textContent} sticks out`);
            if (e.scrollWidth > e.clientWidth + 1 && !e.matches('.an-card, .pk-card'))  // a card's badge overhangs
              out.push(`${e.textContent} cut off`);
            rs.slice(i + 1).forEach((b, j) => {
              const f = els[i + j + 1];
              if (e.contains(f) || f.contains(e)) return;
              if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
                out.push(`${e.textContent} overlaps ${f.textContent}`);
            });
          });
          return out;
        }"""
    )


# Whether every element matching a selector shows whole: inside the window, and the topmost
# thing near its corners (not scrolled out of its box, nor under anything).
SHOWN_WHOLE_JS = """(sel) => [...document.querySelectorAll(sel)].every((e) => {
  const r = e.getBoundingClientRect();
  const mid = (r.top + r.bottom) / 2;  // (inside the rounded corners)
  return [[r.left + 8, r.top + 3], [r.right - 8, r.bottom - 3], [r.left + 3, mid]].every(([x, y]) => {
    const hit = document.elementFromPoint(x, y);
    return hit && (hit === e || e.contains(hit));
  });
})"""


def shoot(page: Page, name: str) -> None:
    """Screenshots at phone and desktop size, each checked for overlaps (the coach's
    figures, if any, stay through the resize)."""
    figures = page.locator("#analysis .an-fig").count()
    for w, h in SIZES:
        resize(page, w, h, extra_ms=150)
        assert no_overlaps(page) == [], (name, w)
        assert page.locator("#analysis .an-fig").count() == figures, (name, w)
        save_screenshot(page, f"analysis-{name}-{w}x{h}")
    page.set_viewport_size({"width": 390, "height": 844})


def test_tab_goes_round_the_board_and_into_its_rules_once_they_are_open(app_page: Page) -> None:
    """A keyboard play-through: on the board's first screen Tab stood still on its title,
    sent to a radio button inside the closed "Rules" section (Chromium gives it a size but
    not the focus); Shift+Tab never reached the "Rules: …" line (a ``<summary>``)."""
    page = app_page
    page.locator("#btn-menu").click()
    page.locator("#menu").get_by_role("button", name="Analyse", exact=True).click()
    expect(board(page)).to_be_visible()
    rules = board(page).locator("details.an-rules")
    expect(rules).to_have_count(1)
    assert rules.get_attribute("open") is None
    seen = check_tab_goes_round(page, "analysis")
    assert [x for x in seen if x.startswith("SUMMARY|")], seen
    assert not [x for x in seen if x.startswith("INPUT|") and "|players|" in x], seen
    for _ in range(len(seen)):  # to the "Rules: …" line, and open it with Enter
        if (focused(page) or "").startswith("SUMMARY|"):
            break
        page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    expect(rules).to_have_attribute("open", "")
    page.keyboard.press("Tab")
    assert "|players|" in (focused(page) or ""), focused(page)
    # A change that corrects another says so under Players, as in the New game panel (a
    # 24-card deck for five players grew to 32 without a word), and the note goes with
    # the next change that corrects nothing.
    note = rules.locator(".panel-note")
    rules.locator('input[name="deck"][value="24"]').check()
    expect(note).to_have_text("")
    rules.locator('input[name="players"][value="5"]').check()
    expect(note).to_have_text("5 players need a bigger deck: 32 cards chosen.")
    expect(note).to_have_attribute("role", "status")
    expect(rules.locator('input[name="deck"][value="32"]')).to_be_checked()
    expect(rules).to_have_attribute("open", "")
    rules.locator('input[name="players"][value="2"]').check()
    expect(note).to_have_text("")
    rules.locator('input[name="deck"][value="36"]').check()  # as the next tests expect
    expect(rules.locator('input[name="deck"][value="36"]')).to_be_checked()
    page.keyboard.press("Escape")
    expect(board(page)).to_be_hidden()


def test_follow_a_game_with_the_coach_undo_and_resume(app_page: Page) -> None:
    page = app_page
    quick(page)
    page.locator("#btn-menu").click()
    page.locator("#menu").get_by_role("button", name="Analyse", exact=True).click()
    expect(board(page)).to_be_visible()
    expect(board(page).get_by_role("heading", name="Analysis board")).to_be_visible()
    # the game under the board waits: it is out of reach while the board is open
    assert page.locator("#cards").evaluate("e => e.inert")
    # what to do, then which button starts (a new player chose six cards and was told
    # nothing more)
    said = page.locator("#analysis-status")
    expect(said).to_have_text(
        "Choose the trump card and your 6 cards, then press “Follow this game”."
    )

    pick(page, "The trump card", "Six of hearts")
    for card in HAND[:-1]:
        pick(page, "Your hand", card)
    expect(said).to_contain_text("Choose the trump card")
    # an impossible entry (five cards): the core's reason, and nothing changes
    board(page).get_by_role("button", name="Follow this game").click()
    expect(page.locator("#analysis-error")).to_contain_text("6")
    expect(board(page).get_by_role("group", name="The trump card")).to_be_visible()
    pick(page, "Your hand", HAND[-1])
    expect(page.locator("#analysis-error")).to_be_hidden()  # a change: the refusal goes
    expect(said).to_have_text(
        "All chosen: press “Follow this game” to follow your game from its first move."
    )
    expect(
        board(page)
        .get_by_role("group", name="Your hand")
        .get_by_role("button", name="Six of hearts")
    ).to_be_disabled()
    shoot(page, "picker")
    board(page).get_by_role("button", name="Follow this game").click()

    # your first decision: the coach's figures on your cards, then you attack by a tap
    wait_figures(page)
    assert "Your move" in status(page)
    shoot(page, "coach")
    # a phone on its side: a card of yours taking the focus scrolled the seats (who attacks,
    # who defends) out of the board (a play-through); they stay in sight now
    resize(page, 844, 390, extra_ms=150)
    board(page).get_by_role("group", name="Your hand").get_by_role("button").last.focus()
    seats = board(page).locator(".an-seats")
    assert page.evaluate(SHOWN_WHOLE_JS, ".an-seats .an-seat"), seats.inner_text()
    page.set_viewport_size({"width": 390, "height": 844})
    pick(page, "Your hand", "Eight of spades")
    assert bout_cards(page) == ["Eight of spades"]
    # the other seat covers: its button, then the picker (only cards that beat are offered)
    assert "Player 2" in status(page)
    board(page).get_by_role("button", name="Cover", exact=True).click()
    cover = board(page).get_by_role("group", name="Which card does Player 2 cover with?")
    expect(cover.get_by_role("button", name="Seven of spades", exact=True)).to_be_disabled()
    expect(
        cover.get_by_role("button", name="Seven of hearts", exact=True)
    ).to_be_disabled()  # yours
    cover.get_by_role("button", name="Ace of spades", exact=True).click()
    # you had nothing to add: the bout is beaten, and you pick the card you drew
    expect(page.locator("#analysis-status")).to_contain_text("Pick the card you drew")
    pick(page, "The cards you drew", "King of hearts")
    board(page).get_by_role("button", name="Done", exact=True).click()

    # the second bout: Player 2 attacks; you cannot beat a high trump and take
    board(page).get_by_role("button", name="Attack", exact=True).click()
    pick(page, "Which card does Player 2 play?", "Ace of hearts")
    assert bout_cards(page) == ["Ace of hearts"]
    wait_figures(page)
    shoot(page, "follow")
    # a dialog as the others (tests/browser/test_a11y.py): nothing behind it in reach
    assert page.evaluate(REACHABLE_OUTSIDE_JS, ["analysis"]) == []
    assert (
        page.evaluate(
            "() => [...document.querySelectorAll('#table > :not(#analysis):not(#notices)')]"
            ".filter((e) => !e.inert && !e.matches('.topbar')).map((e) => e.id)"
        )
        == []
    )
    check_tab_goes_round(page, "analysis")
    audit(page, "the analysis board following a game")
    board(page).locator(".an-actions").get_by_role("button", name="Take", exact=True).click()
    before_pass = status(page)
    assert "Player 2" in before_pass
    board(page).get_by_role("button", name="Pass", exact=True).click()
    expect(page.locator("#analysis-status")).to_contain_text("Enter the move of Player 2")
    hand = board(page).get_by_role("group", name="Your hand")
    expect(hand.get_by_role("img", name="Ace of hearts")).to_be_visible()  # picked up
    assert bout_cards(page) == []

    # Undo steps back one entry: the pass
    board(page).get_by_role("button", name="Undo", exact=True).click()
    assert bout_cards(page) == ["Ace of hearts"]
    assert status(page) == before_pass

    # a reload resumes the board where it was
    page.reload()
    wait_ready(page)
    quick(page)
    expect(board(page)).to_be_visible()
    assert bout_cards(page) == ["Ace of hearts"]
    assert status(page) == before_pass
    expect(board(page).get_by_role("button", name="Pass", exact=True)).to_be_visible()
    snapshot = board(page).aria_snapshot()  # what a screen reader is given, read once
    (ARTIFACTS / "analysis-aria.txt").write_text(snapshot)
    assert 'img "Ace of hearts"' in snapshot and 'button "Undo"' in snapshot

    # back to the game: it is as it was, and in reach again
    board(page).get_by_role("button", name="Back to the game").click()
    expect(board(page)).to_be_hidden()
    assert not page.locator("#cards").evaluate("e => e.inert")


def test_a_pair_you_may_lead_is_one_button_on_the_board(browser, site_url: str) -> None:
    """Bug (a fuzz run): the board failed to draw (a KeyError) as soon as you could lead
    several cards of one rank at once; the table's "Play 8♠ 8♣" button is on the board too."""
    context, page, watch = open_app(browser, site_url)
    quick(page)
    page.locator("#btn-menu").click()
    page.locator("#menu").get_by_role("button", name="Analyse", exact=True).click()
    pick(page, "The trump card", "Six of hearts")
    for card in ("Seven of hearts", "Eight of spades", "Eight of clubs", "Ten of spades",
                 "Jack of spades", "Queen of spades"):  # fmt: skip
        pick(page, "Your hand", card)
    board(page).get_by_role("button", name="Follow this game").click()
    expect(page.locator("#analysis-status")).to_contain_text("Your move")
    board(page).locator(".an-actions").get_by_role("button", name="Play 8♠ 8♣").click()
    expect(board(page).get_by_role("group", name="The bout").get_by_role("img")).to_have_count(2)
    assert bout_cards(page) == ["Eight of spades", "Eight of clubs"]
    assert watch.problems(page) == []
    context.close()


def test_a_position_link_keeps_the_board_you_follow(browser, site_url: str) -> None:
    """Bug (a review): a position link opened over a board being followed replaced it
    without asking (and saved that at once), though "New board" asks twice before dropping
    a board with entries. The board now stays, saved, while the link's position is set up,
    and "Follow a game" goes back to it."""
    from durak.analysis import Position, encode_position
    from durak.rules import Rules

    hands = [["6S", "7S", "KD"], ["AH", "KH", "8D"]]
    position = Position(Rules(), hands, [("6H", None)], 0, [], 0, 1, None, "H")
    link = encode_position(position)
    context, page, watch = open_app(browser, site_url)
    quick(page)
    page.locator("#btn-menu").click()
    page.locator("#menu").get_by_role("button", name="Analyse", exact=True).click()
    pick(page, "The trump card", "Six of hearts")
    for card in HAND:
        pick(page, "Your hand", card)
    board(page).get_by_role("button", name="Follow this game").click()
    expect(page.locator("#analysis-status")).to_contain_text("Your move")
    pick(page, "Your hand", "Eight of spades")
    assert bout_cards(page) == ["Eight of spades"]
    page.evaluate("() => { window.sameVisit = true; }")

    page.evaluate(f"() => {{ location.hash = {'#' + link!r}; }}")
    expect(board(page).get_by_text("The position is legal.")).to_be_visible()
    assert page.locator("#analysis .pk-card.marked").count() == 7
    saved = page.evaluate("() => JSON.parse(localStorage.getItem('durak.analysis'))")
    assert saved["board"] is not None and len(saved["board"]["entries"]) == 1
    board(page).get_by_role("button", name="Follow a game", exact=True).click()
    expect(page.locator("#analysis-status")).to_contain_text("Player 2")
    assert bout_cards(page) == ["Eight of spades"]
    expect(board(page).get_by_role("button", name="Undo", exact=True)).to_be_enabled()
    assert page.evaluate("() => window.sameVisit") is True
    assert watch.problems(page) == []
    context.close()


def place(page: Page, zone: str, *cards: str) -> None:
    board(page).get_by_role("group", name="Where chosen cards go").get_by_role(
        "button", name=zone
    ).click()
    for card in cards:
        pick(page, re.compile(f"^{re.escape(zone)}$"), card)


def test_set_up_a_position_coach_it_share_it_and_open_the_link_in_a_fresh_browser(
    app_page: Page, browser, site_url: str
) -> None:
    page = app_page
    quick(page)
    page.locator("#btn-menu").click()
    page.locator("#menu").get_by_role("button", name="Analyse", exact=True).click()
    board(page).get_by_role("button", name="New board").click()  # a board with entries: it asks
    board(page).get_by_role("button", name="Press again to drop this board").click()
    board(page).get_by_role("button", name="Set up a position").click()
    place(page, "Your hand", "Nine of hearts", "Ace of spades")
    place(page, "Hand of Player 2", "Ten of spades", "King of clubs")
    expect(board(page).get_by_text("The position is legal.")).to_be_visible()
    nine = board(page).get_by_role("button", name="Nine of hearts", exact=True)
    assert nine.get_attribute("aria-description") == "Your hand"
    shoot(page, "setup")
    audit(page, "the analysis board's set-up")

    # the coach's figures for the seat to act (you)
    board(page).get_by_role("button", name="Coach", exact=True).click()
    expect(page.locator("#analysis-coach")).to_contain_text("The coach, for you:", timeout=60_000)
    expect(page.locator("#analysis-coach")).to_contain_text(
        re.compile(r"%|best play"), timeout=60_000
    )

    # shared as a link (the clipboard may be refused headless: the link is shown then)
    board(page).get_by_role("button", name="Share position").click()
    page.wait_for_function(
        "() => document.getElementById('analysis').dataset.shared", timeout=10_000
    )
    link = board(page).get_attribute("data-shared")
    assert link and "#pos=" in link
    fragment = link.split("#", 1)[1]

    # a fresh browser: the link opens the same position; a broken saved board (written by
    # hand) is reported and replaced, and nothing else in storage is touched
    context = browser.new_context(service_workers="block")
    context.add_init_script(
        "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1');"
        " localStorage.setItem('durak.analysis', '{broken'); localStorage.setItem('durak.other', 'keep'); }"
    )
    try:
        fresh = context.new_page()
        fresh.goto(f"{site_url}/index.html#{fragment}")
        wait_ready(fresh)
        expect(board(fresh)).to_be_visible()
        expect(fresh.locator("#notices")).to_contain_text(
            "The saved analysis board could not be read"
        )
        assert fresh.evaluate("() => localStorage.getItem('durak.other')") == "keep"
        for card, where in (("Nine of hearts", "Your hand"), ("Ace of spades", "Your hand"),
                            ("Ten of spades", "Hand of Player 2"), ("King of clubs", "Hand of Player 2")):  # fmt: skip
            button = board(fresh).get_by_role("button", name=card, exact=True)
            assert button.get_attribute("aria-description") == where, card
        assert fresh.locator("#analysis .pk-card.marked").count() == 4
        expect(board(fresh).get_by_text("The position is legal.")).to_be_visible()

        # a hostile link opened in the same tab: a clear message, text only, nothing changes
        fresh.evaluate("() => { location.hash = '#pos=1<img src=x onerror=window.pwned=1>'; }")
        expect(fresh.locator("#notices")).to_contain_text("This position link is broken")
        assert fresh.locator("#notices img, #analysis img").count() == 0
        assert fresh.evaluate("() => window.pwned") is None
        assert fresh.locator("#analysis .pk-card.marked").count() == 4

        # play from here: a game from the position against the bot, you at your seat
        board(fresh).get_by_role("button", name="Play from here").click()
        expect(board(fresh)).to_be_hidden()
        expect(fresh.locator('#cards [data-card="9H"]')).to_be_visible()
        state = fresh.evaluate("() => JSON.parse(window.durakGameState())")
        assert sorted(state["hands"][0]) == ["9H", "AS"] and sorted(state["hands"][1]) == [
            "KC",
            "TS",
        ]

        # over a game in progress, the first press only asks (a robustness check: the game
        # was replaced at once, and counted abandoned, where a deal link's banner asks)
        fresh.wait_for_function(
            "() => { const s = JSON.parse(window.durakGameState());"
            " return s.to_act[0] === 0 && s.legal.length > 0; }"
        )
        state = fresh.evaluate("() => JSON.parse(window.durakGameState())")
        move = next((m for m in state["legal"] if m.split()[0] in ("attack", "defend")), "take")
        if move == "take":
            fresh.get_by_role("button", name="Take", exact=True).click()
        else:
            card = move.split()[-1]
            fresh.locator(f'#cards [data-card="{card}"][data-where="hand"]').click()
        fresh.wait_for_function(
            f"() => JSON.parse(window.durakGameState()).moves > {state['moves']}"
        )
        fresh.evaluate(f"() => {{ location.hash = '#{fragment}'; }}")
        expect(board(fresh)).to_be_visible()
        moves = fresh.evaluate("() => JSON.parse(window.durakGameState()).moves")
        board(fresh).get_by_role("button", name="Play from here").click()
        ask = "Press again: your game in progress will be replaced"
        expect(board(fresh).get_by_role("button", name=ask)).to_be_visible()
        assert fresh.evaluate("() => JSON.parse(window.durakGameState()).moves") >= moves
        board(fresh).get_by_role("button", name=ask).click()
        expect(board(fresh)).to_be_hidden()
        state = fresh.evaluate("() => JSON.parse(window.durakGameState())")
        assert state["moves"] <= 1 and sorted(state["hands"][0]) == ["9H", "AS"]  # (a bot's lead)
    finally:
        context.close()
