"""A test player for the table: it reads the engine's verdicts through the read-only hook
``window.durakGameState()`` and makes every move through the page, as a person would:
taps on cards at a point where they can be seen, pointer drags, buttons and keys.

The hook only chooses the move and checks results; no game function is ever called.
"""

from __future__ import annotations

import contextlib
import json
import random
import re
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, expect

from durak.cards import RANKS
from durak.errors import IllegalMove
from durak.ui.names import card_name
from durak.ui.table_view import ACTION_BY_NAME, BOT_NAMES, button_move

NAMES = ["You", *BOT_NAMES]

# --------------------------------------------------------------------------- page reading

# A point of the element that the element itself receives (not hidden by another one), once
# it has stopped moving (or at once, when `still` is false); the one nearest the middle of
# its visible part. null if none.
POINT_JS = """
async ([sel, still]) => {
  const el = document.querySelector(sel);
  if (!el) return null;
  let last = null;
  for (let i = 0; still && i < 90; i++) {
    await new Promise((r) => requestAnimationFrame(r));
    const r = el.getBoundingClientRect();
    const key = [r.left, r.top, r.width, r.height].map((v) => v.toFixed(1)).join();
    if (key === last) break;
    last = key;
  }
  // A task of its own, timed, so that a long-task measurement can leave the test's own
  // work out.
  await new Promise((r) => setTimeout(r, 0));
  const t0 = performance.now();
  const r = el.getBoundingClientRect();
  const pts = [];
  const n = 10;
  for (let i = 1; i < n; i++) {
    for (let j = 1; j < n; j++) {
      const x = r.left + (r.width * i) / n, y = r.top + (r.height * j) / n;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === el || el.contains(hit))) pts.push([x, y]);
    }
  }
  (window.__harness = window.__harness || []).push([t0, performance.now()]);
  if (!pts.length) return null;
  const cx = pts.reduce((s, p) => s + p[0], 0) / pts.length;
  const cy = pts.reduce((s, p) => s + p[1], 0) / pts.length;
  pts.sort((a, b) => Math.hypot(a[0] - cx, a[1] - cy) - Math.hypot(b[0] - cx, b[1] - cy));
  return pts[0];
}
"""

HITS_JS = """
([sel, x, y]) => {
  const el = document.querySelector(sel);
  const hit = document.elementFromPoint(x, y);
  return !!(el && hit && (hit === el || el.contains(hit)));
}
"""

BAR_JS = """
() => {
  const b = document.querySelector('#actions [data-action="beaten"], #actions [data-action="pass"]');
  return [b ? b.childNodes[0].textContent.trim() : null,
          JSON.parse(window.durakGameState()).table];
}
"""

# The engine's state and what the page shows, read in one go (they change together).
VIEW_JS = """
() => ({
  raw: window.durakGameState(),
  buttons: [...document.querySelectorAll('#actions [data-action]')].map((b) => b.dataset.action),
  hinted: [...document.querySelectorAll('#actions .hinted[data-action]')].map((b) => b.dataset.action),
  hand: [...document.querySelectorAll('#cards [data-where="hand"]')].map((e) => [
    e.dataset.card, e.classList.contains('playable'), e.classList.contains('dimmed'),
    e.getAttribute('aria-disabled')]),
})
"""

# Your hand's cards in document order, with their stacking order (left to right: 50, 51, ...).
HAND_ORDER_JS = """
() => [...document.querySelectorAll('#cards [data-where="hand"]')].map(
  (e) => [e.dataset.card, Number(e.style.zIndex)])
"""
HAND_IN_ORDER_JS = f"() => {{ const o = ({HAND_ORDER_JS.strip()})(); "
HAND_IN_ORDER_JS += "return o.every((c, i) => i === 0 || o[i - 1][1] < c[1]); }"

TURN_JS = "() => document.body.dataset.over === '1' || document.body.dataset.turn === 'you'"
CHANGED_JS = "(prev) => window.durakGameState() !== prev"


# No card is still moving: CSS transitions (card moves, deal and draw delays) have ended.
SETTLED_JS = """
() => document.getAnimations().every(
  (a) => !(a instanceof CSSTransition) || a.playState !== 'running')
"""


def settle(page: Page, extra_ms: int = 60) -> None:
    """Wait until the cards stop moving: input is locked while your own move animates."""
    # If something keeps moving, go on: the caller checks the outcome.
    with contextlib.suppress(PlaywrightError):
        page.wait_for_function(SETTLED_JS, timeout=3000, polling=30)
    if extra_ms:
        page.wait_for_timeout(extra_ms)


# Set before the window changes size: the page's own resize listener (registered at boot,
# so it runs first) has drawn the table again when this flag is up.
RESIZE_WATCH_JS = """
() => {
  window.__durakResized = false;
  addEventListener('resize', () => requestAnimationFrame(() => { window.__durakResized = true; }),
                   {once: true});
}
"""


def resize(page: Page, width: int, height: int, extra_ms: int = 60) -> None:
    """Give the window a new size and wait until the page has laid the table out for it
    (the resize event is handled a frame or more later, longer on a busy machine)."""
    now = page.viewport_size
    if now is not None and (now["width"], now["height"]) == (width, height):
        settle(page, extra_ms)
        return
    page.evaluate(RESIZE_WATCH_JS)
    page.set_viewport_size({"width": width, "height": height})
    page.wait_for_function("() => window.__durakResized === true", timeout=10_000, polling=30)
    settle(page, extra_ms)


def state_json(page: Page) -> str:
    return page.evaluate("() => window.durakGameState()")


def game_state(page: Page) -> dict:
    """The engine's state, as the read-only hook gives it."""
    return json.loads(state_json(page))


def hand_sel(card: str) -> str:
    return f'#cards [data-card="{card}"][data-where="hand"]'


def table_sel(card: str) -> str:
    return f'#cards [data-card="{card}"][data-where="attack"]'


def visible_point(page: Page, selector: str, *, still: bool = True) -> tuple[float, float] | None:
    """See POINT_JS; ``still=False`` does not wait for the element to stop moving."""
    pt = page.evaluate(POINT_JS, [selector, still])
    return (pt[0], pt[1]) if pt else None


def tap(page: Page, selector: str) -> None:
    """A mouse tap at a visible point of the element (hover may lift a card: re-aim first)."""
    for _ in range(6):
        pt = visible_point(page, selector)
        if pt is None:
            time.sleep(0.1)
            continue
        page.mouse.move(*pt)
        if page.evaluate(HITS_JS, [selector, *pt]):
            page.mouse.down()
            page.mouse.up()
            return
    raise AssertionError(f"nothing of {selector} can be tapped: it is hidden or gone")


def drag(
    page: Page, selector: str, target: tuple[float, float], over: Callable[[], None] | None = None
) -> None:
    """Press on the element, move in steps to ``target``, release (pointer events);
    ``over`` runs while the card is held over ``target`` (checks of what it lights up)."""
    start = visible_point(page, selector)
    assert start is not None, f"nothing of {selector} is visible to drag"
    page.mouse.move(*start)
    page.mouse.down()
    page.mouse.move(start[0] + 6, start[1] - 6, steps=2)
    page.mouse.move(*target, steps=8)
    try:
        if over is not None:
            over()
    finally:
        page.mouse.up()


def wait_changed(page: Page, before: str, timeout: float) -> bool:
    try:
        page.wait_for_function(CHANGED_JS, arg=before, timeout=timeout * 1000, polling=50)
    except PlaywrightError:
        return False
    return True


def defend_reason(attack: str, cover: str, trump: str, said: bool = False) -> str:
    """The engine's words for covering ``attack`` with a card that does not beat it
    (``said``: as a screen reader hears them, the cards by name)."""
    if attack[1] == trump:
        key = "trump-needs-higher-trump"
    elif cover[1] == attack[1]:
        key = "too-low"
    else:
        key = "wrong-suit"
    text = IllegalMove(key, {"card": attack, "cover": cover}).message("en", said)
    return text[0].upper() + text[1:]


def expect_reason(page: Page, attack: str, cover: str, trump: str) -> None:
    """The status line gives the reason for ``cover`` on ``attack``: shown with the cards'
    labels, read with their names (speech read "8♦" as "8 black diamond suit")."""
    shown, said = defend_reason(attack, cover, trump), defend_reason(attack, cover, trump, True)
    message = page.locator("#message")
    if shown == said:  # no card in it
        expect(message).to_have_text(shown)
        return
    expect(message.locator('[aria-hidden="true"]')).to_have_text(shown)
    expect(message.locator(".sr-only")).to_have_text(said)
    assert not any(suit in said for suit in "♠♥♦♣"), said


def uncovered(table: list) -> list[str]:
    return [a for a, c in table if c is None]


def end_title(losers: list[int], out_early: bool = False) -> str:
    """The end dialog's title for you (``out_early``: you went out before the last bout)."""
    assert len(losers) <= 1, f"more than one durak: {losers}"
    if not losers:
        return "You won" if out_early else "Draw"
    if losers[0] == 0:
        return "You are the durak"
    return "You won"


def end_detail(losers: list[int]) -> str:
    """The line under the title: who is the durak (empty when the title says it)."""
    if not losers:
        return "Nobody is left holding cards"
    return "" if losers[0] == 0 else f"{NAMES[losers[0]]} is the durak"


# --------------------------------------------------------------------------- the player


@dataclass
class Player:
    """Plays seat 0 through the page with a simple policy."""

    page: Page
    seed: int = 1
    keys: bool = False  # sometimes use the keyboard shortcuts instead of the buttons
    prefer_transfer: float = 0.6
    prefer_show: float = 0.9  # transfer by showing a trump, when the rules allow it
    prefer_throw_in: float = 0.7
    take_anyway: float = 0.08  # sometimes take though a cover exists (hands grow, games vary)
    always_take: bool = False
    hints: bool = True
    done: Counter = field(default_factory=Counter)  # how each kind of move was made
    retries: int = 0
    overtaken: int = 0
    history: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    # ----------------------------------------------------------------- turns
    def wait_turn(self, timeout: float = 60.0) -> dict:
        """The state once it is seat 0's turn (with legal moves) or the game is over."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            assert left > 0, (
                f"no turn for you within {timeout:.0f} s; last moves {self.history[-8:]}"
            )
            try:
                self.page.wait_for_function(TURN_JS, timeout=left * 1000, polling=50)
            except PlaywrightError as exc:
                raise AssertionError(
                    f"the game stalls: no turn for you and no end within {timeout:.0f} s; "
                    f"last moves {self.history[-8:]}; state {game_state(self.page)}"
                ) from exc
            st = game_state(self.page)
            if st["is_over"] or st["legal"]:
                return st
            time.sleep(0.05)

    def play_to_end(self, timeout: float = 240.0, until=None) -> dict:
        """Play until the game ends (or ``until(state)`` is true on your turn)."""
        deadline = time.monotonic() + timeout
        while True:
            assert time.monotonic() < deadline, f"the game did not end in {timeout:.0f} s"
            st = self.wait_turn()
            if st["is_over"]:
                return st
            if until is not None and until(st):
                return st
            self.move(st)

    # ----------------------------------------------------------------- policy
    def choose(self, st: dict) -> str:
        legal = st["legal"]
        rng = self.rng
        # One card at a time (several of a rank at once, by their button: test_layout.py).
        doable = [m for m in legal if not (m.startswith("attack ") and len(m.split()) > 2)]
        defends = [m for m in doable if m.startswith("defend ")]
        transfers = [m for m in doable if m.startswith("transfer ")]
        attacks = [m for m in doable if m.startswith("attack ")]
        shows = [m for m in doable if m.startswith("show ")]
        if "swap" in doable:
            return "swap"
        if shows and rng.random() < self.prefer_show:
            return shows[0]
        if self.always_take and "take" in doable:
            return "take"
        if transfers and rng.random() < self.prefer_transfer:
            # a card played on, not the trump while a plain card can go (a trump dropped on
            # the zone is shown, when the rules allow it: see perform)
            return min(transfers, key=lambda m: m.split()[1][1] == st["trump"])
        if defends and (rng.random() >= self.take_anyway or "take" not in doable):
            return rng.choice(defends)
        if "take" in doable:
            return "take"
        if attacks:
            trump = st["trump"]

            def cost(m: str) -> tuple[bool, int]:
                card = m.split()[1]
                return (card[1] == trump, RANKS.index(card[0]))

            if not st["table"]:
                return min(attacks, key=cost)
            if "pass" not in doable or rng.random() < self.prefer_throw_in:
                return min(attacks, key=cost)
        if "pass" in doable:
            return "pass"
        return doable[0]

    # ----------------------------------------------------------------- acting
    def move(self, st: dict) -> str:
        """Choose a move and make it through the page; wait until the table has changed.

        Several seats may act at once (the defender and the attackers): when a bot moves
        between our look and our move, the move is dropped and the caller looks again.
        """
        move = self.choose(st)
        for attempt in range(8):
            settle(self.page, 0)
            view = self.page.evaluate(VIEW_JS)
            raw = view["raw"]
            if json.loads(raw) != st:
                return self._overtaken(move)
            if attempt == 0:
                # on a loaded machine a card may still be flying after settle() gave up:
                # give the hand a few seconds to show what is held before judging it
                until = time.monotonic() + 5.0
                while {c for c, *_ in view["hand"]} != set(st["hands"][0]):
                    if time.monotonic() > until or view["raw"] != raw:
                        break
                    self.page.wait_for_timeout(100)
                    view = self.page.evaluate(VIEW_JS)
                if view["raw"] != raw:
                    return self._overtaken(move)
                self.check_view(st, view)
            try:
                self.perform(st, move, attempt)
            except (AssertionError, PlaywrightError):
                # a bot's move in between can take our button away (a transfer or a take
                # while we could pass): a click then times out, an expectation fails
                if game_state(self.page) != st:
                    return self._overtaken(move)
                raise
            if wait_changed(self.page, raw, 2.0 if attempt < 4 else 4.0):
                self.history.append(move)
                return move
            self.retries += 1  # input was locked while our previous move animated
        raise AssertionError(f"the page did not take the move {move!r}; state {st}")

    def check_view(self, st: dict, view: dict) -> None:
        """The page offers what the engine allows: the buttons that are possible and no
        others; your playable cards enabled (highlighted with hints, the rest dimmed)."""
        legal = st["legal"]
        want = set()
        if "take" in legal:
            want.add("take")
        if "pass" in legal:
            want.add("stop")
        if any(m.startswith("transfer ") for m in legal):
            want.add("transfer")
        if any(m.startswith("show ") for m in legal):
            want.add("show")
        if "swap" in legal:
            want.add("swap")

        # several cards of one rank at once: a button per rank, for the most of them (of
        # those, the first with the fewest trumps: the trumps kept when the defender can
        # take fewer than you hold), and one for those without the trump among them, if
        # two or more are left
        def size(cards: list[str]) -> tuple[int, int]:
            return len(cards), -sum(c[1] == st["trump"] for c in cards)

        most: dict[str, list[str]] = {}
        for m in legal:
            cards = m.split()[1:]
            if (
                m.startswith("attack ")
                and len(cards) > 1
                and size(cards) > size(most.get(m[7], []))
            ):
                most[m[7]] = cards
        want.update("lead-" + "-".join(cards) for cards in most.values())
        for cards in most.values():
            plain = [c for c in cards if c[1] != st["trump"]]
            if 1 < len(plain) < len(cards):
                want.update("lead-" + "-".join(m.split()[1:]) for m in legal
                            if m.startswith("attack ") and sorted(m.split()[1:]) == sorted(plain))  # fmt: skip
        # and the hinted lead's, when the hint names some cards of a rank (a button of its
        # own while the hint is up, marked)
        want.update(b for b in view.get("hinted", ()) if b.startswith("lead-")
                    and "attack " + " ".join(b[5:].split("-")) in legal)  # fmt: skip
        shown = {"stop" if b in ("beaten", "pass") else b for b in view["buttons"]}
        assert shown == want, f"buttons {view['buttons']} for the legal moves {legal}"
        playable = set()
        for m in legal:
            words = m.split()
            if words[0] in ("attack", "transfer"):
                playable.update(words[1:])
            elif words[0] == "defend":
                playable.add(words[2])
        cards = {c for c, *_ in view["hand"]}
        assert cards == set(st["hands"][0]), f"hand shown {sorted(cards)}, held {st['hands'][0]}"
        # Tab and a screen reader go through the hand as it lies, left to right (the
        # elements are put in order once drawn cards have landed).
        with contextlib.suppress(PlaywrightError):
            self.page.wait_for_function(HAND_IN_ORDER_JS, timeout=3000, polling=50)
        order = self.page.evaluate(HAND_ORDER_JS)
        assert order == sorted(order, key=lambda cz: cz[1]), f"hand's reading order {order}"
        for card, lit, dim, disabled in view["hand"]:
            can = card in playable
            assert disabled == ("false" if can else "true"), f"{card}: aria-disabled {disabled}"
            if self.hints:
                assert (lit, dim) == (can, not can), f"{card}: highlighted {lit}, dimmed {dim}"

    def _overtaken(self, move: str) -> str:
        self.overtaken += 1
        self.history.append(move + " (overtaken)")
        return move

    def button(self, name: str):
        return self.page.locator("#actions").get_by_role("button", name=name, exact=True)

    def perform(self, st: dict, move: str, attempt: int = 0) -> None:
        page = self.page
        words = move.split()
        kind = words[0]
        legal = st["legal"]
        if kind == "attack":
            card = words[1]
            self.expect_playable(card)
            tap(page, hand_sel(card))
            self.done["tap-attack"] += 1
        elif kind == "defend":
            attack, card = words[1], words[2]
            self.expect_playable(card)
            targets = [m for m in legal if m.startswith("defend ") and m.split()[2] == card]
            if len(targets) == 1:
                tap(page, hand_sel(card))
                self.done["tap-cover"] += 1
            else:
                chosen = page.locator(hand_sel(card))
                if chosen.get_attribute("aria-pressed") != "true":
                    tap(page, hand_sel(card))
                    expect(chosen).to_have_attribute("aria-pressed", "true")
                    expect(page.locator("#message")).to_contain_text("Now choose the card that")
                # Every card it may cover is marked as a target.
                for m in targets:
                    expect(page.locator(table_sel(m.split()[1]))).to_have_class(has_class("target"))
                tap(page, table_sel(attack))
                self.done["tap-select-target"] += 1
        elif kind == "transfer":
            card = words[1]
            self.expect_playable(card)
            other = [m for m in legal if m.split()[-1] == card and not m.startswith("transfer")]
            # the button plays the transfer with the card worth least (not a trump first)
            first = button_move(legal, ACTION_BY_NAME["transfer"], (), st["trump"])
            # the trump dropped on the zone is shown, not played, with transfer by showing
            # a trump on (zone_move); the test cannot see the rules: the trump goes by its
            # button (choose picks it only when no plain card can go, so it is `first`)
            trump = card[1] == st["trump"]
            if not other:
                tap(page, hand_sel(card))  # tapping a card with nothing else to do transfers
                self.done["tap-transfer"] += 1
            elif move == first and (trump or (attempt + len(self.history)) % 2 == 0):
                self.button("Transfer").click()
                self.done["button-transfer"] += 1
            elif trump:
                raise AssertionError(f"the test player cannot play {move!r} but by dropping it")
            else:
                zone = visible_point(page, "#transfer-zone")
                assert zone is not None, "the transfer zone is not visible"
                drag(page, hand_sel(card), zone)
                self.done["drag-transfer"] += 1
        elif kind == "take":
            expect(self.button("Take")).to_be_visible()
            if self.keys and self.rng.random() < 0.5:
                page.keyboard.press("t")
                self.done["key-take"] += 1
            else:
                self.button("Take").click()
                self.done["button-take"] += 1
        elif kind == "pass":
            stop = page.locator('#actions [data-action="beaten"], #actions [data-action="pass"]')
            expect(stop).to_have_count(1)
            # Read the button bar and the engine in one go: they change together.
            label, table = page.evaluate(BAR_JS)
            assert label in ("Beaten", "Pass"), label
            if uncovered(table):
                assert label == "Pass", f"'Beaten' shown while cards are uncovered: {table}"
            if self.keys and self.rng.random() < 0.5:
                page.keyboard.press(label[0].lower())
                self.done[f"key-{label.lower()}"] += 1
            else:
                stop.click()
                self.done[f"button-{label.lower()}"] += 1
        elif kind == "swap":
            self.button("Swap trump six").click()
            self.done["button-swap"] += 1
        elif kind == "show":
            # "Show trump" (its accessible name exactly that), or the trump dropped on the
            # transfer zone: it is shown and kept (issue 11)
            if (attempt + self.done["button-show"] + self.done["drag-show"]) % 2 == 0:
                self.button("Show trump").click()
                self.done["button-show"] += 1
            else:
                zone = visible_point(page, "#transfer-zone")
                assert zone is not None, "the transfer zone is not visible for showing a trump"
                drag(page, hand_sel(words[1]), zone)
                self.done["drag-show"] += 1
        else:
            raise AssertionError(f"the test player cannot make {move!r}")

    def expect_playable(self, card: str) -> None:
        el = self.page.locator(hand_sel(card))
        expect(el).to_have_attribute("aria-disabled", "false")
        if self.hints:
            expect(el).to_have_class(has_class("playable"))
        expect(el).to_have_accessible_name(card_name(card))


def has_class(name: str) -> re.Pattern:
    return re.compile(rf"(^|\s){re.escape(name)}(\s|$)")
