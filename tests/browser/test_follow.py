"""Following the game in the real page (issue 13): what each bot did shows at its seat
(a bubble, its cards marked), the discard pile counts its cards, and the end dialog says
how the game ended for you with the durak's cards face up; with six players at phone size
no bubble leaves the screen or covers your hand or the buttons, and a bot that thinks
long says "thinking…" at its seat.

Moves are made through the page only (see ``tests/browser/player.py``).
"""

from __future__ import annotations

import itertools
import re
import time

from playwright.sync_api import Page, expect

from durak.game import Game
from durak.i18n import card_name
from durak.settings import Settings
from tests.browser.conftest import save_screenshot, wait_worker
from tests.browser.player import Player, hand_sel, settle, tap
from tests.browser.test_layout import load_position, stored
from tests.browser.test_table import (
    FALLBACK_NOTICE,
    check_result,
    open_new_game,
    play_again,
    start_game,
)

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1366, "height": 768}
DECK = 36

# Every bubble the page shows, with what it must never cover (installed by the test):
# its box, the viewport, and any hand card or action button it overlaps.
BUBBLE_WATCH_JS = """
() => {
  if (window.__bubbles) return;
  window.__bubbles = {seen: [], bad: []};
  const meets = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const look = () => {
    for (const el of document.querySelectorAll('#seats .bubble')) {
      const r = el.getBoundingClientRect();
      const seat = el.closest('[data-seat]').dataset.seat;
      window.__bubbles.seen.push([seat, el.textContent, Math.round(performance.now())]);
      const problems = [];
      if (r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight)
        problems.push(`off the screen at ${[r.left, r.top, r.right, r.bottom].map(Math.round)}`);
      for (const o of document.querySelectorAll('#cards [data-where="hand"], #actions button')) {
        if (meets(r, o.getBoundingClientRect()))
          problems.push(`covers ${o.dataset.card || o.dataset.action}`);
      }
      if (problems.length) window.__bubbles.bad.push(`seat ${seat} "${el.textContent}": ${problems}`);
    }
  };
  new MutationObserver(look).observe(document.querySelector('#seats'), {childList: true, subtree: true});
}
"""


def after_a_bout(line: str) -> bool:
    """A log line that may follow a bout's end: what you drew, the stock's end, who is out."""
    return (
        line.startswith("You draw ")
        or line == "The stock is empty"
        or line.endswith(" out: no cards left")
    )


# What the table shows, read in one go: the log's last lines, the marked cards and their
# description, Anya's bubble, the discard and stock counts.
TABLE_JS = """
() => {
  const text = (sel) => { const el = document.querySelector(sel); return el ? el.textContent : null; };
  return {
    lines: [...document.querySelectorAll('#log li')].slice(-5).map((li) => li.textContent),
    marked: [...document.querySelectorAll('#cards .card.marked')].map((el) => el.dataset.card),
    described: [...document.querySelectorAll('#cards [aria-describedby~="last-move"]')].map((el) => el.dataset.card),
    last: text('#last-move'),
    bubble: text('#seats [data-seat="1"] .bubble'),
    discard: text('#discard .discard-count'),
    discardLabel: document.querySelector('#discard').getAttribute('aria-label'),
    stock: text('#stock .stock-count'),
  };
}
"""


def test_six_players_bubbles_stay_on_screen_and_a_long_thinker_says_so(app_page: Page) -> None:
    """Six players at 390x844: every bubble shown is wholly on screen and covers neither
    your hand nor a button; the hard bot's long thinks show "thinking…" at its seat."""
    page = app_page
    wait_worker(page)
    page.set_viewport_size(PHONE)
    first = start_game(page, players=6, mode="throw-in", bots=("hard",))
    # every card dealt: no place for a stock (an empty box with "0" puzzled a newcomer),
    # and the log names the trump card and who holds it (rules.md)
    expect(page.locator("#stock")).to_be_hidden()
    expect(page.locator("#log")).to_contain_text("Every card is dealt: the last, ")
    page.evaluate(BUBBLE_WATCH_JS)
    # You take every attack: you stay in the game (your turns come) while the bots talk.
    player = Player(page, seed=first["seed"], always_take=True)
    t0 = time.monotonic()
    deadline = t0 + 120
    shot = False

    def enough(st: dict) -> bool:
        nonlocal shot
        info = page.evaluate("() => window.__bubbles")
        seats = {s for s, text, _ in info["seen"] if text != "thinking…"}
        thinking = any(text == "thinking…" for _, text, _ in info["seen"])
        done = (len(seats) >= 3 and thinking) or time.monotonic() > deadline
        if not shot and (page.locator("#seats .bubble").count() >= 2 or done):
            settle(page, 0)
            save_screenshot(page, "follow-6p-bubbles-390x844")
            shot = True
        return done

    st = player.play_to_end(until=enough, timeout=180)
    games = 1
    # A deal can end before three seats have spoken (the bots go out fast while you take):
    # "Play again" deals the next game at the same table, and the watch keeps counting.
    while st["is_over"] and not enough(st) and games < 4:
        again = play_again(page, page.locator("#end"), st["seed"])
        player = Player(page, seed=again["seed"], always_take=True)
        st = player.play_to_end(until=enough, timeout=180)
        games += 1
    info = page.evaluate("() => window.__bubbles")
    seats = {s for s, text, _ in info["seen"] if text != "thinking…"}
    words = sorted({text for _, text, _ in info["seen"]})
    thinkers = {s for s, text, _ in info["seen"] if text == "thinking…"}
    print(f"\n6 players: bubbles at seats {sorted(seats)}, words {words}, thinking at "
          f"{sorted(thinkers)}, {games} game(s), over={st['is_over']} after {time.monotonic() - t0:.0f} s")  # fmt: skip
    assert not info["bad"], "\n".join(info["bad"][:10])
    assert len(seats) >= 3, f"bubbles at too few seats: {seats}"
    # the hard bot (seat 1) thinks long enough to say so
    assert "1" in thinkers, f"seats seen thinking: {thinkers}"
    assert "0" not in seats  # your own seat has no bubble: you pressed the button


def test_a_bots_moves_and_the_end_of_the_game_can_be_followed(app_page: Page) -> None:
    """One game against a bot at phone size: its attack card is marked as its move, its
    "Take" or "Beaten" shows at its seat, the discard pile shows its count; the end
    dialog's title and the durak's face-up cards say how it ended, the status line is
    cleared, and Statistics shows the game in its chart and its table."""
    page = app_page
    page.set_viewport_size(PHONE)
    first = start_game(page, players=2, mode="throw-in")
    page.evaluate(BUBBLE_WATCH_JS)  # the words of a bout held before it is cleared
    player = Player(page, seed=first["seed"])
    seen: dict[str, int] = {"marked": 0, "bubble": 0, "discard": 0}
    shot: list = []

    def look(st: dict) -> bool:
        """At each of your turns, the table as it rests: check what it shows."""
        if min(seen.values()) >= 3:
            return False  # seen enough: play on to the end
        settle(page, 0)
        shown = page.evaluate(TABLE_JS)
        # the last two lines of moves (after a bout: your draw, the stock's end, who is out)
        table, lines = st["table"], [line for line in shown["lines"] if not after_a_bout(line)][-2:]
        if lines and lines[-1].startswith(("Anya attacks with", "Anya throws in")):
            # Anya just attacked you: her card(s) are marked as her last move.
            card = table[-1][0]
            uncovered = {a for a, c in table if c is None}
            assert card in shown["marked"] and set(shown["marked"]) <= uncovered, (table, shown)
            assert shown["marked"] == shown["described"], shown
            assert shown["last"] == "Last move: Anya.", shown
            if not seen["marked"]:  # as a screen reader hears it, and as it looks
                located = page.locator(f'#cards [data-card="{card}"]')
                # What the card is in the bout, then whose move put it there.
                expect(located).to_have_accessible_description(
                    "Attack, not covered. Last move: Anya."
                )
                expect(located).to_have_accessible_name(re.compile(r"^[A-Z][a-z]+ of [a-z]+$"))
                save_screenshot(page, "follow-marked-390x844")
            seen["marked"] += 1
        # Anya takes and you may throw in more: her seat says so while the bout lasts. Once
        # a bout ended (she picked up the cards, or it was beaten off), its words went with
        # its cards when the table was cleared (a "Take" left there looked like a button to
        # press, a "Beaten" stood under the seat that had become the defender; the CPython
        # test_a_finished_bouts_words_go_with_its_cards checks them while the bout is held).
        word = None
        if lines and lines[-1] == "Anya takes the cards":
            word = "Take"
        elif lines and (
            lines[-1].startswith("Anya picks up")
            or lines == ["Anya passes", "Beaten off: the cards go to the discard pile"]
        ):
            assert shown["bubble"] is None, (lines, shown)
        if word:
            assert shown["bubble"] == word, (lines, shown)
            seen["bubble"] += 1
            if not shot and shown["marked"]:
                # a bubble and a marked card at once, at both sizes
                shot.append(save_screenshot(page, "follow-bubble-390x844"))
                page.set_viewport_size(DESKTOP)
                expect(page.locator('#seats [data-seat="1"] .bubble')).to_have_text(word)
                settle(page, 0)
                shot.append(save_screenshot(page, "follow-bubble-marked-1366x768"))
                page.set_viewport_size(PHONE)
        # The discard pile counts its cards: with the stock, hands and table, the whole deck.
        if shown["discard"] is not None:
            discard, stock = int(shown["discard"]), int(shown["stock"])
            on_table = sum(1 for pair in table for c in pair if c)
            assert discard + stock + on_table + sum(len(h) for h in st["hands"]) == DECK
            assert shown["discardLabel"] == f"{discard} cards discarded"
            seen["discard"] += 1
        return False

    t0 = time.monotonic()
    st = player.play_to_end(until=look)
    print(
        f"\nchecked at your turns: {seen}; {len(player.history)} moves of yours in "
        f"{time.monotonic() - t0:.0f} s"
    )
    info = page.evaluate("() => window.__bubbles")
    said = {text for seat, text, _ in info["seen"] if seat == "1"} & {"Take", "Beaten"}
    assert seen["marked"] and seen["discard"] and (seen["bubble"] or said), (seen, said)
    assert not info["bad"], "\n".join(info["bad"][:10])
    # The end: the title for you, who is the durak, and the durak's cards face up.
    losers = st["losers"]
    title = check_result(page, st)
    end = page.get_by_role("dialog", name=title)
    # The status line no longer says whose turn it is.
    line = page.locator("#message").text_content() or ""
    stale = ("thinking", "choose a card", "press")
    assert not any(w in line for w in stale), f"after {title!r} the status line says {line!r}"
    for seat in losers:
        faces = page.locator(f'#end-cards [data-seat="{seat}"] .end-card')
        expect(faces).to_have_count(len(st["hands"][seat]))
        shown = faces.evaluate_all("els => els.map((e) => e.dataset.card)")
        assert sorted(shown) == sorted(st["hands"][seat])
        names = faces.evaluate_all("els => els.map((e) => e.getAttribute('aria-label'))")
        assert all(re.fullmatch(r"[A-Z][a-z]+ of [a-z]+", n) for n in names), names
    save_screenshot(page, "follow-end-390x844")
    page.set_viewport_size(DESKTOP)
    expect(end).to_be_visible()
    save_screenshot(page, "follow-end-1366x768")
    # Statistics: the chart, and the same results as a table a screen reader can read.
    result = {"You won": "Won", "You are the durak": "Lost", "Draw": "Draw"}[title]
    page.locator("#btn-menu").click()
    page.locator("#menu").get_by_role("button", name="Statistics").click()
    stats = page.get_by_role("dialog", name="Statistics")
    expect(stats).to_be_visible()
    expect(stats.locator("svg.stats-chart")).to_be_visible()
    table = stats.get_by_role("table", name=re.compile(r"^Results? of the last"))
    expect(table.get_by_role("row").last).to_contain_text(result)
    save_screenshot(page, "follow-stats-1366x768")
    page.set_viewport_size(PHONE)
    save_screenshot(page, "follow-stats-390x844")
    stats.get_by_role("button", name="Close").click()
    expect(stats).to_be_hidden()


# Every text the message line shows from now on.
MESSAGE_WATCH_JS = """
() => {
  window.__said = [];
  const box = document.getElementById('message');
  new MutationObserver(() => window.__said.push(box.textContent))
    .observe(box, {childList: true, characterData: true, subtree: true});
}
"""


def test_an_expert_game_starts_from_the_panel_and_the_expert_says_it_is_thinking(
    app_page: Page,
) -> None:
    """Expert chosen in the New game panel plays its moves from the worker (no notice of
    the simple bot standing in), its seat saying "thinking…" while it searches."""
    page = app_page
    wait_worker(page)
    _, dialog = open_new_game(page)
    level = dialog.locator('select[name="bot1"]')
    level.select_option(label="Expert")
    for size, name in ((PHONE, "390x844"), (DESKTOP, "1366x768")):
        page.set_viewport_size(size)
        level.scroll_into_view_if_needed()
        save_screenshot(page, f"expert-panel-{name}")
    expect(level).to_have_value("expert")
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    first = start_game(page, players=2, mode="throw-in", bots=("expert",))
    page.evaluate(BUBBLE_WATCH_JS)
    page.evaluate(MESSAGE_WATCH_JS)
    player = Player(page, seed=first["seed"], always_take=True)
    t0 = time.monotonic()
    shot = False

    def enough(st: dict) -> bool:
        nonlocal shot
        info = page.evaluate("() => window.__bubbles")
        thinking = any(s == "1" and text == "thinking…" for s, text, _ in info["seen"])
        if not shot and thinking:
            save_screenshot(page, "expert-game-1366x768")
            shot = True
        return (thinking and st["moves"] >= 6) or time.monotonic() - t0 > 120

    st = player.play_to_end(until=enough, timeout=240)
    info = page.evaluate("() => window.__bubbles")
    thinkers = {s for s, text, _ in info["seen"] if text == "thinking…"}
    fallback = [m for m in page.evaluate("() => window.__said") if FALLBACK_NOTICE in m]
    print(f"\nexpert game: {st['moves']} moves in {time.monotonic() - t0:.0f} s, "
          f"thinking at {sorted(thinkers)}, fallback notices {len(fallback)}")  # fmt: skip
    assert "1" in thinkers, f"seats seen thinking: {thinkers}"
    assert not fallback, fallback


# Every text the live region #announce takes (a screen reader reads each).
ANNOUNCE_WATCH_JS = """
() => {
  window.__announced = [];
  const el = document.getElementById('announce');
  new MutationObserver(() => window.__announced.push(el.textContent))
    .observe(el, {childList: true, characterData: true, subtree: true});
}
"""


def test_a_screen_reader_hears_the_bots_cover_and_the_bout_it_ended(app_page: Page) -> None:
    """A play-through: a bot's cover that ended the bout put two lines in the log at once
    ("Anya covers 8♥ with Q♥", "Beaten off: …") and only the second was read out: a blind
    player never heard which card covered."""
    page = app_page
    # medium: the worker's bot and the page's stand-in (while the worker starts) both cover
    # with Q♥ (an easy bot in the worker covered with the trump 9♠ when it was ready in time)
    settings = Settings(players=2, speed="slow", bot_levels=("medium",))
    game = Game.from_setup(
        settings.rules(),
        [["8H"], ["QH", "9S", "7C"]],  # Anya covers the lone 8♥: nothing more to throw in
        ["TC", "JC", "QC", "6H", "7H", "7S"],
        first_attacker=0,
    )
    load_position(page, stored(settings, game))
    page.evaluate(ANNOUNCE_WATCH_JS)
    tap(page, hand_sel("8H"))
    log = page.locator("#log li")
    expect(log.filter(has_text="Beaten off")).to_have_count(1, timeout=30_000)
    lines = log.all_text_contents()
    cover = next(line for line in lines if "covers 8♥" in line)
    beaten = lines[lines.index(cover) + 1]
    assert beaten.startswith("Beaten off"), lines
    page.wait_for_function("() => window.__announced.some((t) => t.includes('Beaten off'))")
    heard = page.evaluate("() => window.__announced")
    told = next(text for text in heard if beaten in text)
    # the cards by name: speech read "8♥" as "8 black heart suit" (and Russian "В♦" as "в")
    said = "Anya covers the eight of hearts with the queen of hearts"
    assert cover == "Anya covers 8♥ with Q♥" and said in told, heard
    assert told.index(said) < told.index(beaten), heard
    # then the six cards you drew, and the stock's end (a screen reader heard neither, and
    # had to read the whole hand again to find the new cards)
    drawn = [card_name(c, "en", case="art") for c in ["TC", "JC", "QC", "6H", "7H", "7S"]]
    found = re.search(r"\. You draw (.+)\. The stock is empty$", told)
    assert found, told
    assert sorted(found[1].replace(" and ", ", ").split(", ")) == sorted(drawn), told


# The live regions' changes in order, each with what a screen reader then hears (the text
# outside aria-hidden parts) and what the eyes see; a batch is one task's changes.
LIVE_WATCH_JS = """
() => {
  window.__live = [];
  window.__added = [];
  let batch = 0;
  const heard = (el) => {
    const copy = el.cloneNode(true);
    copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
    return copy.textContent;
  };
  const observer = new MutationObserver((records) => {
    batch += 1;
    const seen = new Set();
    for (const r of records) {
      for (const n of r.addedNodes) {
        if (r.target.id === 'announce') window.__added.push([n.textContent, r.target.textContent]);
      }
      const el = r.target.nodeType === 1 ? r.target : r.target.parentElement;
      const region = el && el.closest('#announce, #message');
      if (!region || seen.has(region.id)) continue;
      seen.add(region.id);
      window.__live.push([batch, region.id, heard(region), region.textContent]);
    }
  });
  for (const id of ['announce', 'message']) {
    observer.observe(document.getElementById(id),
                     {childList: true, characterData: true, subtree: true});
  }
}
"""


def test_a_bots_move_is_heard_before_your_prompt_and_its_thinking_is_not_read(
    app_page: Page,
) -> None:
    """A play-through with a screen reader's eyes, at a table of four: the status line said
    "Boris is thinking…" at every bot's turn (read out, between the moves), and "Your
    attack: …" was read before the move that made it your turn ("Anya passes. Beaten off")."""
    page = app_page
    first = start_game(page, players=4, mode="throw-in")
    page.evaluate(LIVE_WATCH_JS)
    logged = page.locator("#log li").count()  # the lines from here on are watched
    player = Player(page, seed=first["seed"])
    player.play_to_end(until=lambda st: len(player.history) >= 8)
    live = page.evaluate("() => window.__live")
    shown = [seen for _, region, _, seen in live if region == "message"]
    said = [heard for _, region, heard, _ in live if region == "message"]
    assert any(line.endswith(" is thinking…") for line in shown), shown  # for the eyes
    assert not any("thinking" in line for line in said), said  # not read out
    batches: dict[int, list[str]] = {}
    for batch, region, heard, _ in live:
        if heard:
            batches.setdefault(batch, []).append(region)
    both = [regions for regions in batches.values() if set(regions) == {"announce", "message"}]
    assert both, live  # a bot's move that made it your turn, and your prompt
    assert all(regions.index("announce") < regions.index("message") for regions in both), live
    # Your prompt is said once: the same line written again (after each bout's end, and
    # before a hint) was read again.
    again = [a for a, b in itertools.pairwise(said) if a and a == b]
    assert not again, again
    # Every move is heard: each announcement is added after the last (one written over
    # the last replaced it before it was read: two bots' moves in the same instant at
    # Extra Fast, the new game's line by the first attack). The log's lines, up to their
    # first card, are found in what was added, in order.
    additions = page.evaluate("() => window.__added")
    for (last, _), (new, region) in itertools.pairwise(additions):
        assert last in region and new in region, (last, new, region)  # the last one stays
    added = " ".join(text for text, _ in additions)
    log = page.locator("#log li").all_text_contents()
    assert len(log) > logged + 8, log
    at = 0
    for line in log[logged:]:
        words = re.split(r" \S*[♠♥♦♣]", line)[0]  # "Anya attacks with", "Boris is the defender"
        found = added.find(words, at)
        assert found >= 0, (words, added[at : at + 300])
        at = found + len(words)
