"""The table, played in real Chromium as a player would: taps, drags, buttons and keys.

Moves are only ever made through the page. The read-only hook ``durakGameState()`` tells
the test player which moves are legal (it chooses one and makes it with the mouse or the
keyboard) and is used to check what the page shows against the engine.
"""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import Browser, BrowserContext, Locator, Page, expect

from durak import Game, Rules
from durak.i18n import card_label
from durak.settings import Settings
from durak.share import encode_link
from durak.ui.names import card_name
from tests.browser.conftest import PageWatch, open_app, save_screenshot, wait_ready, wait_worker
from tests.browser.player import (
    Player,
    defend_reason,
    drag,
    end_detail,
    end_title,
    expect_reason,
    game_state,
    hand_sel,
    has_class,
    settle,
    table_sel,
    tap,
    uncovered,
    visible_point,
)
from tests.browser.test_layout import load_position, stored

MODE_LABEL = {"throw-in": "Throw-in", "transfer": "Transfer"}
SPEED_LABEL = {"slow": "Slow", "medium": "Medium", "fast": "Fast", "extra-fast": "Extra Fast"}

# Every text the message line shows, and body[data-turn] changes, timed (installed before
# the page's own scripts run).
RECORDER_JS = """
(() => {
  window.__messages = [];
  window.__turns = [];
  const start = () => {
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes') {
          const b = document.body.dataset;
          window.__turns.push([performance.now(), b.over === '1' ? 'over' : b.turn || '']);
          continue;
        }
        const box = r.target.nodeType === 1 ? r.target : r.target.parentElement;
        if (!box || box.id !== 'message') continue;
        // Each text set, even one replaced within the same task.
        const texts = [...r.addedNodes].map((n) => n.textContent);
        window.__messages.push(...(texts.length ? texts : [box.textContent]));
      }
    }).observe(document.body, {attributes: true, attributeFilter: ['data-turn', 'data-over'],
                               childList: true, characterData: true, subtree: true});
  };
  if (document.body) start(); else document.addEventListener('DOMContentLoaded', start);
})();
"""

# --------------------------------------------------------------------------- helpers


def open_table(
    browser: Browser,
    site_url: str,
    *,
    worker: bool = True,
    scripts: tuple[str, ...] = (RECORDER_JS,),
    path: str = "/index.html",
    **context_args,
) -> tuple[BrowserContext, Page, PageWatch]:
    """A fresh context on the app at ``path``, like ``open_app``, with init scripts and
    optionally the bots' worker made to fail (its script cannot be fetched)."""
    context = browser.new_context(**{"locale": "en-US", **context_args})  # English texts
    for script in scripts:
        context.add_init_script(script)
    page = context.new_page()
    watch = PageWatch(origin=site_url)
    watch.attach(context, page)
    if not worker:
        # Registered after the watch's catch-all route, so it is asked first.
        context.route("**/static/py/worker.py", lambda route: route.abort())
    page.goto(site_url + path)
    wait_ready(page)
    return context, page, watch


def open_new_game(page: Page) -> tuple[int, Locator]:
    """Press "New game" (on the end dialog if it is open, else in the top bar): the current
    game's seed and the new-game dialog, now visible."""
    seed = game_state(page)["seed"]
    end = page.locator("#end")
    if end.is_visible():
        end.get_by_role("button", name="New game", exact=True).click()
    else:
        page.locator(".topbar").get_by_role("button", name="New game", exact=True).click()
    dialog = page.get_by_role("dialog", name="New game")
    expect(dialog).to_be_visible()
    return seed, dialog


def start_game(
    page: Page,
    *,
    players: int = 2,
    mode: str = "throw-in",
    speed: str = "extra-fast",
    hints: bool = True,
    bots: tuple[str, ...] = (),
    loss_limit: int | None = None,
) -> dict:
    """Open the new-game panel, fill it in as a player would, press Start (``loss_limit``:
    a match to that many losses; ``None`` leaves the panel's choice)."""
    seed, dialog = open_new_game(page)
    group = dialog.get_by_role("group", name="Players", exact=True)
    group.get_by_role("radio", name=str(players), exact=True).check()
    mode_group = dialog.get_by_role("group", name="Mode", exact=True)
    mode_group.get_by_role("radio", name=MODE_LABEL[mode], exact=True).check()
    dialog.get_by_role("group", name="Speed").get_by_role(
        "radio", name=SPEED_LABEL[speed], exact=True
    ).check()
    dialog.get_by_role("checkbox", name="Hints (highlight playable cards)").set_checked(hints)
    for i, level in enumerate(bots, start=1):
        dialog.locator(f'select[name="bot{i}"]').select_option(level)
    if loss_limit is not None:
        dialog.get_by_role("combobox", name="Match to losses").select_option(str(loss_limit))
    dialog.get_by_role("button", name="Start", exact=True).click()
    expect(dialog).to_be_hidden()
    page.wait_for_function(
        "(s) => JSON.parse(window.durakGameState()).seed !== s", arg=seed, polling=50
    )
    st = game_state(page)
    assert len(st["hands"]) == players
    return st


def live_turn(page: Page, player: Player) -> dict:
    """The state at your next turn of a game going on: a heads-up game anew once one is
    over (tests that look for a kind of decision play on until they meet one)."""
    st = player.wait_turn()
    while st["is_over"]:
        start_game(page, players=2, speed="extra-fast")
        st = player.wait_turn()
    return st


def check_result(page: Page, st: dict) -> str:
    """The end dialog announces the engine's result."""
    assert st["is_over"]
    title = end_title(st["losers"])
    if not st["losers"] and len(st["hands"]) > 2:
        # a draw among the others after you went out earlier is your win
        expect(page.locator("#end")).to_be_visible()
        title = page.locator("#end-title").text_content()
        assert title in ("Draw", "You won"), title
    end = page.get_by_role("dialog", name=title)
    expect(end).to_be_visible()
    expect(page.locator("#end-title")).to_have_text(title)
    expect(page.locator("#end-detail")).to_have_text(end_detail(st["losers"]))
    result = f"loser-{st['losers'][0]}" if st["losers"] else "draw"
    expect(page.locator("body")).to_have_attribute("data-result", result)
    expect(page.locator("#end-practice")).to_be_hidden()  # no hint, no take-back: it counts
    expect(page.locator("body")).to_have_attribute("data-over", "1")
    for name in ("Play again", "New game"):
        expect(end.get_by_role("button", name=name, exact=True)).to_be_visible()
    # Read out as the focus goes to Play again: the dialog's name, then its detail. The
    # log's own line has said the end; the live region said it a third time (a
    # screen-reader play-through), and again after a language switch.
    detail = end_detail(st["losers"])
    if detail:
        expect(end).to_have_accessible_description(detail)
        expect(page.locator("#announce")).not_to_contain_text(f"{title}. {detail}")
    return title


def check_seats_at_the_end(page: Page, st: dict) -> None:
    """Each bot that went out says so at its seat, with no count of cards (a "0" read as a
    hand in play); a bot left with cards (the durak) still shows how many."""
    for seat, hand in enumerate(st["hands"][1:], start=1):
        where = page.locator(f'#seats .seat[data-seat="{seat}"]')
        count = where.locator(".seat-count")
        if hand:
            expect(count).to_have_text(str(len(hand)))
            continue
        expect(count).to_have_count(0)
        expect(where.locator(".role-out")).to_have_text("out")
        said = where.aria_snapshot()  # what a screen reader is given
        assert "out" in said and "0" not in said, said


def play_again(page: Page, end: Locator, seed: int) -> dict:
    """Press "Play again" in the end dialog ``end``; the state of the next deal once the
    dialog has gone and the game of ``seed`` has been replaced."""
    end.get_by_role("button", name="Play again").click()
    expect(page.locator("#end")).to_be_hidden()
    page.wait_for_function(
        "(s) => JSON.parse(window.durakGameState()).seed !== s", arg=seed, polling=50
    )
    return game_state(page)


def assert_no_problems(page: Page, watch: PageWatch) -> None:
    problems = watch.problems(page)
    assert not problems, "\n".join(problems)


def play_game(player: Player, watch: PageWatch) -> dict:
    """Play to the end; if the page stops answering, say what went wrong on it."""
    try:
        return player.play_to_end()
    except AssertionError as exc:
        problems = watch.problems(player.page)
        if problems:
            raise AssertionError(f"{exc}\nproblems on the page:\n" + "\n".join(problems)) from exc
        raise


def messages(page: Page) -> list[str]:
    return page.evaluate("() => window.__messages")


# --------------------------------------------------------------------------- full games


@pytest.mark.parametrize(
    "games",
    [
        pytest.param([("throw-in", 2), ("transfer", 2)], id="2-players"),
        pytest.param([("transfer", 4), ("throw-in", 4)], id="4-players"),
    ],
)
def test_full_games_through_the_ui(browser: Browser, site_url: str, games: list) -> None:
    context, page, watch = open_table(browser, site_url, viewport={"width": 1366, "height": 768})
    wait_worker(page)
    for n, (mode, players) in enumerate(games):
        t0 = time.monotonic()
        first = start_game(page, players=players, mode=mode)
        player = Player(page, seed=first["seed"], keys=n % 2 == 1)
        st = play_game(player, watch)
        title = check_result(page, st)
        check_seats_at_the_end(page, st)
        if n == 0:
            save_screenshot(page, f"table-end-{players}p-1366x768")
        print(
            f"\n{mode}, {players} players: {title!r} after {len(player.history)} of your moves "
            f"in {time.monotonic() - t0:.1f} s; {dict(player.done)}, {player.retries} retries, "
            f"{player.overtaken} moves overtaken by a bot"
        )
    # "Play again" deals the next game of the match at once, with the same table.
    again = play_again(page, page.get_by_role("dialog", name=title), st["seed"])
    assert not again["is_over"] and len(again["hands"]) == players
    assert_no_problems(page, watch)
    context.close()


# The status line after the end (no stale "thinking", "tap a card") is checked by
# tests/browser/test_follow.py, at the end of the game it follows (one whole game fewer).


# --------------------------------------------------------------------------- drag and drop


def _defending(st: dict) -> bool:
    return any(m.startswith("defend ") for m in st["legal"])


def _play_until(page: Page, want, *, games: int = 4, **game_args) -> tuple[Player, dict]:
    """Play (through the page) until ``want(state)`` holds on your turn; new games as needed."""
    for _ in range(games):
        first = start_game(page, **game_args)
        player = Player(page, seed=first["seed"], hints=game_args.get("hints", True))
        st = player.play_to_end(until=want)
        if not st["is_over"]:
            return player, st
    raise AssertionError(f"no position for the test came up in {games} games")


def test_drag_covers_the_chosen_attack_card(app_page: Page) -> None:
    page = app_page
    seen = {"chances": 0}

    def want(st: dict) -> bool:
        if not _defending(st):
            return False
        seen["chances"] += 1
        coverable = {m.split()[1] for m in st["legal"] if m.startswith("defend ")}
        # Best: two or more uncovered cards to choose between; else take what comes.
        return len(coverable) >= 2 or seen["chances"] >= 3

    _, st = _play_until(page, want)
    defends = [m.split()[1:] for m in st["legal"] if m.startswith("defend ")]
    # The chosen target: the last coverable attack card; the cover: one that could also
    # cover another card if there is one (so the drop point, not a guess, decides).
    target = [a for a, _ in defends][-1]
    covers = [c for a, c in defends if a == target]
    versatile = [c for c in covers if sum(1 for _, c2 in defends if c2 == c) > 1]
    cover = (versatile or covers)[0]
    settle(page)
    expect(page.locator(table_sel(target))).to_have_accessible_name(card_name(target))
    drop = visible_point(page, table_sel(target))
    assert drop is not None, f"the attack card {target} cannot be seen"
    lit = page.locator(".drop-over")

    def over() -> None:  # held over it, the card to cover lights up (and nothing else)
        expect(lit).to_have_count(1)
        expect(lit).to_have_attribute("data-card", target)

    drag(page, hand_sel(cover), drop, over)
    expect(lit).to_have_count(0)  # dropped: the light goes
    # The log, not the table: a bot may end the bout (and clear the table) at once.
    expect(page.locator("#log")).to_contain_text(
        f"You cover {card_label(target)} with {card_label(cover)}", timeout=5000
    )
    assert cover not in game_state(page)["hands"][0]
    print(f"\ndragged {cover} onto {target} (uncovered: {uncovered(st['table'])})")


# Every frame for ``ms``: where each card of your hand is, and whether a card back still
# covers its face (the deal's cards leave the stock face down).
DEAL_FRAMES_JS = """
(ms) => new Promise((done) => {
  const frames = [];
  const t0 = performance.now();
  const centre = (r) => [(r.left + r.right) / 2, (r.top + r.bottom) / 2];
  const step = () => {
    const top = document.querySelector('#stock .card');
    const stock = top ? centre(top.getBoundingClientRect()) : null;
    frames.push([...document.querySelectorAll('#cards [data-where="hand"]')].map((el) => {
      const [x, y] = centre(el.getBoundingClientRect());
      const cover = el.querySelector('.draw-cover');
      const shut = cover ? +getComputedStyle(cover).opacity : 0;
      const atStock = !!stock && Math.hypot(x - stock[0], y - stock[1]) < 30;
      return [el.dataset.card, atStock, shut];
    }));
    if (performance.now() - t0 < ms) requestAnimationFrame(step); else done(frames);
  };
  requestAnimationFrame(step);
})
"""


def test_a_dealt_card_leaves_the_stock_face_down_and_lands_face_up(app_page: Page) -> None:
    # A new player's play-through: the deal's cards flew face up from the stock, through
    # the middle of the table, and looked like cards played.
    page = app_page
    start_game(page, speed="slow")
    frames = page.evaluate(DEAL_FRAMES_JS, 2500)
    at_stock = [(card, shut) for frame in frames for card, there, shut in frame if there]
    assert at_stock, "no frame saw a card of your hand leave the stock"
    assert all(shut > 0.99 for _, shut in at_stock), at_stock  # face down as it leaves
    expect(page.locator(".draw-cover")).to_have_count(0)  # face up once landed
    expect(page.locator('#cards [data-where="hand"]')).to_have_count(6)


def test_drop_on_the_transfer_zone_transfers(app_page: Page) -> None:
    page = app_page

    def want(st: dict) -> bool:
        return any(m.startswith("transfer ") for m in st["legal"])

    _, st = _play_until(page, want, mode="transfer")
    card = next(m.split()[1] for m in st["legal"] if m.startswith("transfer "))
    settle(page)
    zone = page.locator("#transfer-zone")
    expect(zone).to_be_visible()
    expect(zone).to_have_text("Drop here to transfer")
    expect(
        page.locator("#actions").get_by_role("button", name="Transfer", exact=True)
    ).to_be_visible()
    point = visible_point(page, "#transfer-zone")
    assert point is not None, "the transfer zone is hidden under something"
    # held over it, the zone lights up (it did not react: a play-through)
    drag(page, hand_sel(card), point, lambda: expect(zone).to_have_class(re.compile("drop-over")))
    # The log, not the table: the next defender may take at once.
    expect(page.locator("#log")).to_contain_text(
        f"You transfer with {card_label(card)}", timeout=5000
    )
    assert card not in game_state(page)["hands"][0]
    print(f"\ntransferred with {card} onto {[a for a, _ in st['table']]}")


def open_deal(browser: Browser, site_url: str, settings: Settings, seed: int):
    """A new page on the shared deal ``seed`` against medium (whose moves are fixed)."""
    link = encode_link(settings.rules(), seed, ("medium",))
    context, page, watch = open_app(browser, site_url, "/index.html#" + link)
    page.get_by_role("button", name="Play this deal").click()
    page.wait_for_function(
        "(s) => JSON.parse(window.durakGameState()).seed === s", arg=seed, polling=50
    )
    return context, page, watch


def your_turn_with(page: Page, table: list) -> None:
    page.wait_for_function(
        "(t) => { const s = JSON.parse(window.durakGameState());"
        " return JSON.stringify(s.table) === JSON.stringify(t) && s.to_act[0] === 0; }",
        arg=table,
        timeout=20_000,
    )
    settle(page)


def test_a_card_dropped_on_a_table_card_of_its_rank_is_thrown_in(
    browser: Browser, site_url: str
) -> None:
    """Bug (a review): a drop on a card of the table always asked to cover it, which only
    the defender may do: your throw-in there was refused ("only the defender can do that"),
    though the same drop on the felt beside it was played. Seed 7 (two players, medium):
    you attack with 8♠, the bot covers it with 9♠, and you hold 8♦."""
    context, page, watch = open_deal(browser, site_url, Settings(players=2), 7)
    assert game_state(page)["to_act"][0] == 0 and "8D" in game_state(page)["hands"][0]
    your_turn_with(page, [])  # the deal has landed (a tap while it flew was lost, once)
    tap(page, hand_sel("8S"))
    your_turn_with(page, [["8S", "9S"]])
    drop = visible_point(page, table_sel("8S"))  # the edge of 8♠ that 9♠ leaves bare
    assert drop is not None, "nothing of the attack card 8♠ is visible"
    drag(page, hand_sel("8D"), drop)
    expect(page.locator("#log")).to_contain_text(f"You throw in {card_label('8D')}", timeout=5000)
    assert "8D" not in game_state(page)["hands"][0]
    assert watch.problems(page) == []
    context.close()


@pytest.mark.parametrize(
    ("how", "seed", "attack", "trump", "plain"),
    [("key", 460, "8C", "8S", "8H"), ("button", 954, "9S", "9H", "9C")],
)
def test_transfer_plays_the_card_you_point_at_and_else_not_the_trump(
    browser: Browser, site_url: str, how: str, seed: int, attack: str, trump: str, plain: str
) -> None:
    """Bug (a review): Transfer, by R with the focus on a card or by its button with no card
    chosen, played the first legal transfer, which here is the trump. Seeds 460 and 954
    (two players, transfer, medium): the bot attacks, you hold the trump and a plain card
    of its rank; R on the plain card, or the button, gave the trump away."""
    settings = Settings(players=2, mode="transfer")
    context, page, watch = open_deal(browser, site_url, settings, seed)
    your_turn_with(page, [[attack, None]])
    st = game_state(page)
    assert st["trump"] == trump[1] and {f"transfer {trump}", f"transfer {plain}"} <= set(
        st["legal"]
    )
    if how == "key":
        page.keyboard.press("Home")
        for _ in range(len(st["hands"][0])):
            if page.evaluate("() => document.activeElement.dataset.card") == plain:
                break
            page.keyboard.press("ArrowRight")
        assert page.evaluate("() => document.activeElement.dataset.card") == plain
        page.keyboard.press("r")
    else:
        page.locator("#actions").get_by_role("button", name="Transfer", exact=True).click()
    expect(page.locator("#log")).to_contain_text(
        f"You transfer with {card_label(plain)}", timeout=5000
    )
    assert trump in game_state(page)["hands"][0]  # the trump stays in your hand
    assert watch.problems(page) == []
    context.close()


def test_a_drag_the_system_cancels_puts_the_card_back(browser: Browser, site_url: str) -> None:
    """Bug (a review): when the system took the finger away mid-drag (an edge swipe, a call:
    ``pointercancel``, no ``pointerup``), the card stayed where it was dragged, above
    everything and never animated again. Real touch input (the browser's own touch events,
    through the DevTools protocol) on a phone-sized page."""
    context, page, watch = open_app(
        browser, site_url, viewport={"width": 390, "height": 844}, has_touch=True
    )
    start_game(page, players=2, speed="slow")
    st = Player(page, seed=1).wait_turn()
    card = st["hands"][0][0]
    settle(page)
    home = page.locator(hand_sel(card)).bounding_box()
    start = visible_point(page, hand_sel(card))
    assert home is not None and start is not None
    cdp = context.new_cdp_session(page)

    def touch(kind: str, x: float, y: float) -> None:
        points = [] if kind == "touchCancel" else [{"x": x, "y": y, "id": 1}]
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    touch("touchStart", *start)
    for k in range(1, 9):
        touch("touchMove", start[0], start[1] - 25 * k)
    expect(page.locator(".dragging")).to_have_count(1)  # on its way up to the table
    touch("touchCancel", *start)
    expect(page.locator(".dragging")).to_have_count(0)
    page.wait_for_timeout(400)
    box = page.locator(hand_sel(card)).bounding_box()
    assert box is not None
    assert abs(box["x"] - home["x"]) < 2 and abs(box["y"] - home["y"]) < 2, (home, box)
    assert game_state(page)["hands"][0] == st["hands"][0]  # nothing was played
    assert watch.problems(page) == []
    context.close()


def test_the_rules_on_a_phone_close_at_hand_and_leave_out_the_keys(
    browser: Browser, site_url: str
) -> None:
    """Play-throughs on a phone: the Rules ended on "Keys: ← and → pick a card, Enter plays
    it…", on a screen with no keys and no letters on its buttons (a mouse's page shows the
    sentence: ``test_a11y``'s rules test, which also closes them by a click beside the
    box); and their only Close was at the end of some 2,900 px of text."""
    context, page, watch = open_app(
        browser, site_url, viewport={"width": 390, "height": 844}, has_touch=True
    )
    rules = page.locator("#rules")
    page.get_by_role("button", name="Menu").tap()
    page.get_by_role("button", name="Rules").tap()
    expect(rules.get_by_text("takes your last move back", exact=False)).to_be_attached()
    expect(rules.get_by_text("Enter plays it", exact=False)).to_be_hidden()
    assert "Enter" not in rules.inner_text()
    close = rules.get_by_role("button", name="Close")
    expect(close).to_be_in_viewport()  # from the top of the rules on
    close.tap()
    expect(rules).to_be_hidden()
    assert watch.problems(page) == []
    context.close()


def _drawn_for(page: Page, width: int, height: int) -> None:
    """The window at a new size, the table drawn again for it (held cards too)."""
    page.set_viewport_size({"width": width, "height": height})
    page.wait_for_function("(w) => window.innerWidth === w", arg=width)
    settle(page, extra_ms=300)


def test_a_card_let_go_after_the_table_was_drawn_again_goes_to_its_new_place(
    browser: Browser, site_url: str
) -> None:
    """A WebKit play-through: a card held while the table was drawn again (a bot's move,
    the draws after a bout, a phone turned) stayed raised where the old layout had it once
    let go: the drop put back the place it had when the drag began. Here the window
    changes size under the held card, which is let go over the hand (no move): once while
    it is dragged (it stays under the pointer), once pressed but not yet moved."""
    context, page, watch = open_app(browser, site_url, viewport={"width": 1366, "height": 768})
    st = Player(page, seed=1).wait_turn()
    settle(page)
    card = st["hands"][0][0]
    for before_moving, size, again in (
        (False, (1000, 700), (1001, 700)),
        (True, (1366, 768), (1367, 768)),
    ):
        start = visible_point(page, hand_sel(card))
        assert start is not None
        page.mouse.move(*start)
        page.mouse.down()
        if before_moving:
            _drawn_for(page, *size)
        page.mouse.move(start[0], start[1] - 12, steps=3)  # a drag, still over the hand
        expect(page.locator(".dragging")).to_have_count(1)
        if not before_moving:
            _drawn_for(page, *size)
            page.mouse.move(start[0], start[1] - 16)
            held = page.locator(hand_sel(card)).bounding_box()
            assert held is not None
            inside = held["x"] <= start[0] <= held["x"] + held["width"]
            assert inside and held["y"] <= start[1] - 16 <= held["y"] + held["height"], held
        page.mouse.up()
        page.mouse.move(1, 1)  # no hover lift (and the card stays where it was let go)
        settle(page)
        let_go = page.locator(hand_sel(card)).bounding_box()
        _drawn_for(page, *again)  # drawn afresh: its place now
        fresh = page.locator(hand_sel(card)).bounding_box()
        assert let_go is not None and fresh is not None
        near = abs(let_go["x"] - fresh["x"]) < 4 and abs(let_go["y"] - fresh["y"]) < 4
        assert near, (before_moving, let_go, fresh)
    assert game_state(page)["hands"][0] == st["hands"][0]  # nothing was played
    assert watch.problems(page) == []
    context.close()


def test_enter_pressed_twice_plays_the_focused_card_once(browser: Browser, site_url: str) -> None:
    """A fast player's play-through: Enter pressed twice played two cards. The first
    played 8♥, the focus went on to 8♠ (the one card left to throw in), and the second
    Enter threw it in as well (9 of 20 quick tries). Also a double-click, a tap-tap, on the
    card that slid into the place of the one just played. Enter there later plays it."""
    context, page, watch = open_app(browser, site_url, viewport={"width": 1366, "height": 768})
    game = Game.from_setup(
        Rules(players=2),
        [["8S", "8H", "9C", "TD", "JC", "QS"], ["6C", "7C", "AS", "KH", "QH", "JH"]],
        ["6D", "7D", "AD"],
        first_attacker=0,
    )
    load_position(page, stored(Settings(players=2), game))
    Player(page, seed=1).wait_turn()
    settle(page)
    page.locator(hand_sel("8H")).focus()
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")  # at once: meant for the card just played
    expect(page.locator(table_sel("8H"))).to_be_visible()
    page.wait_for_timeout(600)  # (a second move would have been played by now)
    assert [a for a, _ in game_state(page)["table"]] == ["8H"]
    assert page.evaluate("() => document.activeElement.dataset.card") == "8S"
    page.keyboard.press("Enter")  # a new decision: played
    expect(page.locator(table_sel("8S"))).to_be_visible()
    assert watch.problems(page) == []
    context.close()


def test_a_card_under_a_resting_finger_does_not_rise_on_a_touch_screen(
    browser: Browser, site_url: str
) -> None:
    """A play-through at 390x844: after a tap, the browser keeps ``:hover`` where the finger
    was, so the playable card that came to lie there stayed raised over its neighbour's
    coach figure. Only a pointer that hovers raises a card (a mouse: the desktop tests)."""
    context, page, watch = open_app(
        browser, site_url, viewport={"width": 390, "height": 844}, has_touch=True
    )
    Player(page, seed=1).wait_turn()
    settle(page)
    playable = page.locator('#cards .card[data-where="hand"].playable')
    expect(playable.first).to_be_visible()
    card = playable.first.get_attribute("data-card")
    point = visible_point(page, hand_sel(str(card)))
    assert point is not None
    page.mouse.move(*point)  # where the finger last touched: :hover stays there
    settle(page)
    assert page.locator(hand_sel(str(card))).evaluate("e => e.matches(':hover')")
    lift = page.locator(hand_sel(str(card))).evaluate("e => getComputedStyle(e).translate")
    assert lift in ("none", "0px"), lift
    assert watch.problems(page) == []
    context.close()


def test_illegal_drop_shows_the_reason_and_the_card_returns(app_page: Page) -> None:
    page = app_page

    def want(st: dict) -> bool:
        if not _defending(st):
            return False
        return bool(_misfits(st))

    _, st = _play_until(page, want, hints=False)
    attack, card = _misfits(st)[0]
    settle(page)
    before = game_state(page)
    home = page.locator(hand_sel(card)).bounding_box()
    drop = visible_point(page, table_sel(attack))
    assert drop is not None and home is not None

    def over() -> None:  # the card it cannot cover does not light up as a drop target
        page.wait_for_timeout(100)
        expect(page.locator(".drop-over")).to_have_count(0)

    drag(page, hand_sel(card), drop, over)
    # The card is back in the hand, where it was; nothing was played.
    back = page.locator(hand_sel(card))
    expect(back).to_have_count(1)
    page.wait_for_timeout(400)
    box = back.bounding_box()
    assert box is not None
    assert abs(box["x"] - home["x"]) < 2 and abs(box["y"] - home["y"]) < 2, (home, box)
    assert game_state(page) == before
    # And the engine's reason is shown (and read with the cards' names).
    expect_reason(page, attack, card, st["trump"])


def _misfits(st: dict) -> list[tuple[str, str]]:
    """(attack card, hand card) pairs where the hand card cannot cover that attack card."""
    hand = st["hands"][0]
    legal = set(st["legal"])
    return [
        (a, c)
        for a in uncovered(st["table"])
        for c in hand
        if f"defend {a} {c}" not in legal and not any(m.endswith(" " + c) for m in legal)
    ]


def test_dimmed_card_explains_why_with_hints_on(app_page: Page) -> None:
    page = app_page

    def want(st: dict) -> bool:
        return _defending(st) and bool(_unplayable(st))

    _, st = _play_until(page, want, hints=True)
    playable = {m.split()[-1] for m in st["legal"] if m.split()[0] in ("defend", "transfer")}
    for card in st["hands"][0]:
        el = page.locator(hand_sel(card))
        if card in playable:
            expect(el).to_have_class(has_class("playable"))
            expect(el).to_have_attribute("aria-disabled", "false")
        else:
            expect(el).to_have_class(has_class("dimmed"))
            expect(el).to_have_attribute("aria-disabled", "true")
    card = _unplayable(st)[0]
    first_open = uncovered(st["table"])[0]
    reason = defend_reason(first_open, card, st["trump"])
    settle(page)
    before = game_state(page)
    tap(page, hand_sel(card))
    expect_reason(page, first_open, card, st["trump"])
    # Hovering says the same, as the card's tooltip (the hand may have been redrawn under
    # the pointer after the tap: move away and hover again, as a player would).
    page.mouse.move(1, 1)
    page.locator(hand_sel(card)).hover()
    expect(page.locator(hand_sel(card))).to_have_attribute("title", reason)
    assert game_state(page) == before


def _unplayable(st: dict) -> list[str]:
    return [c for c in st["hands"][0] if not any(m.endswith(" " + c) for m in st["legal"])]


def test_hints_off_highlights_nothing(app_page: Page) -> None:
    """With hints off no card of your hand stands out: same ring, same brightness."""
    page = app_page

    def want(st: dict) -> bool:
        playable = {m.split()[-1] for m in st["legal"] if m.split()[0] != "attack"}
        playable |= {c for m in st["legal"] if m.startswith("attack ") for c in m.split()[1:]}
        return 0 < len(playable & set(st["hands"][0])) < len(st["hands"][0])

    _, st = _play_until(page, want, hints=False)
    page.mouse.move(1, 1)  # no hover lift
    settle(page, 300)  # the ring and the dimming fade in and out (0.15 s)
    looks = page.eval_on_selector_all(
        '#cards [data-where="hand"]',
        """els => els.map(e => { const s = getComputedStyle(e);
                         return [e.dataset.card, s.boxShadow + ' | ' + s.filter]; })""",
    )
    styles = {look for _, look in looks}
    assert len(styles) == 1, (
        f"hints are off, yet cards look different: {looks}; legal {st['legal']}"
    )


# --------------------------------------------------------------------------- keyboard


def _focused(page: Page) -> dict:
    return page.evaluate(
        "() => { const e = document.activeElement;"
        " return {card: e && e.dataset ? e.dataset.card || null : null,"
        " where: e && e.dataset ? e.dataset.where || null : null}; }"
    )


def test_keyboard_tab_enter_and_shortcuts(app_page: Page) -> None:
    page = app_page

    def leading(st: dict) -> bool:
        return not st["table"] and any(m.startswith("attack ") for m in st["legal"])

    player, st = _play_until(page, leading)
    # Tab to a card of your hand; the arrows move along the hand.
    page.mouse.move(1, 1)
    settle(page)  # the deal: cards still flying in
    for _ in range(30):
        page.keyboard.press("Tab")
        if _focused(page)["where"] == "hand":
            break
    focus = _focused(page)
    assert focus["where"] == "hand", f"Tab never reached your hand (focus: {focus})"
    boxes = {
        c: page.locator(hand_sel(c)).bounding_box()["x"]  # type: ignore[index]
        for c in st["hands"][0]
    }
    order = sorted(boxes, key=boxes.get)
    i = order.index(focus["card"])
    step = "ArrowRight" if i < len(order) - 1 else "ArrowLeft"
    page.keyboard.press(step)
    moved = _focused(page)["card"]
    assert moved == order[i + 1 if step == "ArrowRight" else i - 1], (order, focus, moved)
    # One Tab stop in the hand (a roving one, it follows the arrows): Tab goes on past the
    # hand at once, and Shift+Tab comes back to the card the arrows went to.
    stops = page.locator('#cards [data-where="hand"][tabindex="0"]')
    expect(stops).to_have_count(1)
    expect(stops).to_have_attribute("data-card", moved)
    page.keyboard.press("Tab")
    assert _focused(page)["where"] != "hand", _focused(page)
    page.keyboard.press("Shift+Tab")
    assert _focused(page) == {"card": moved, "where": "hand"}, _focused(page)
    # The focused card's ring has two tones, a white one and a dark one around it: the white
    # alone all but vanished over a neighbour's white face (tests/test_contrast.py).
    rings = page.evaluate(
        "() => { const e = document.activeElement, a = getComputedStyle(e, '::after');"
        " return [getComputedStyle(e).outlineColor, a.content !== 'none' && a.borderTopColor]; }"
    )
    assert rings == ["rgb(255, 255, 255)", "rgb(27, 27, 27)"], rings
    # Enter plays the focused card (any card may lead an attack).
    settle(page)
    page.keyboard.press("Enter")
    expect(page.locator("#log")).to_contain_text(
        f"You attack with {card_label(moved)}", timeout=5000
    )
    assert moved not in game_state(page)["hands"][0]

    # T takes.
    st = player.play_to_end(until=lambda s: "take" in s["legal"])
    assert not st["is_over"], "the game ended before you had to defend"
    on_table = {c for pair in st["table"] for c in pair if c}
    expect(player.button("Take")).to_be_visible()
    settle(page)
    page.keyboard.press("t")
    page.wait_for_function(
        "(cards) => { const s = JSON.parse(window.durakGameState());"
        " return s.table.length === 0 && cards.every(c => s.hands[0].includes(c)); }",
        arg=sorted(on_table),
        timeout=10_000,
    )

    # B (Beaten) or P (Pass), whichever the button bar offers.
    st = player.play_to_end(until=lambda s: "pass" in s["legal"])
    assert not st["is_over"], "the game ended before you could stop attacking"
    beaten, passing = player.button("Beaten"), player.button("Pass")
    expect(beaten.or_(passing)).to_be_visible()
    settle(page)
    key = "p" if passing.count() else "b"
    page.keyboard.press(key)
    page.wait_for_function(
        "() => !JSON.parse(window.durakGameState()).legal.includes('pass')", timeout=5000
    )
    print(f"\nkeyboard: played {moved} with Enter, took with T, stopped with {key.upper()}")


def test_quick_second_tap_is_played_after_your_first_card_lands(app_page: Page) -> None:
    """A second card tapped while the first still flies is played right after it, not lost."""
    page = app_page

    def pair_to_lead(st: dict) -> bool:
        ranks = [m.split()[1][0] for m in st["legal"] if m.startswith("attack ") and len(m) == 9]
        return not st["table"] and any(ranks.count(r) > 1 for r in ranks)

    _, st = _play_until(page, pair_to_lead, speed="slow", games=6)
    singles = [m.split()[1] for m in st["legal"] if m.startswith("attack ") and len(m) == 9]
    first, second = next((a, b) for a in singles for b in singles if a != b and a[0] == b[0])
    settle(page)
    page.locator(hand_sel(first)).click()
    # At once, while the first card travels (Slow: 0.6 s) and the hand closes up: a real click
    # on a part of the second card that nothing (the flying card) covers.
    for _ in range(20):
        point = visible_point(page, hand_sel(second), still=False)
        if point:
            page.mouse.click(*point)
            break
    else:
        raise AssertionError(f"{second} stayed covered while {first} flew")
    log = page.locator("#log")
    expect(log).to_contain_text(f"You attack with {card_label(first)}")
    expect(log).to_contain_text(f"You throw in {card_label(second)}", timeout=5000)
    hand = game_state(page)["hands"][0]
    assert first not in hand and second not in hand


# --------------------------------------------------------------------------- bots


FALLBACK_NOTICE = "a simple bot played for"
STARTING_NOTICE = "The bots are still starting: a simple bot played for Anya meanwhile"


def test_worker_failure_falls_back_and_the_game_finishes(browser: Browser, site_url: str) -> None:
    context, page, watch = open_table(browser, site_url, worker=False)
    # The failed fetch of the worker's script is expected to be reported in the console.
    watch.allowed_console = ("worker.py", "Failed to load", "net::ERR_FAILED")
    # A hard bot: the simple bot that stands in for it is weaker, which the page says.
    first = start_game(page, players=2, mode="throw-in", bots=("hard",))
    player = Player(page, seed=first["seed"])
    st = play_game(player, watch)
    check_result(page, st)
    notices = [m for m in messages(page) if FALLBACK_NOTICE in m]
    status = page.locator("#bot-status").text_content()
    print(f"\nfallback: {len(notices)} notices, e.g. {notices[:1]}; status {status!r}")
    assert notices, f"no notice about the simple bot; messages: {messages(page)[-10:]}"
    # While the worker may still be starting, that is said once, not at every bot move.
    assert notices[0] == STARTING_NOTICE, notices[:3]
    assert notices.count(STARTING_NOTICE) == 1, notices
    assert page.evaluate("() => document.body.dataset.worker") != "ready"
    # The aborted fetch of the worker's script surfaces as this one page error; nothing else.
    problems = [p for p in watch.problems(page) if p != "page error: Failed to fetch"]
    assert not problems, "\n".join(problems)
    context.close()
