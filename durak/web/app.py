"""Main-thread app: the table, the player's input, and the bots' turns.

The engine (:class:`durak.Game`) is the single authority: every move, the
player's or a bot's, goes through ``why_illegal``/``play``. Bots think in the
"bots" web worker from the observation JSON; when the worker is not ready,
fails, or is late, a simple bot on the main thread moves instead (a notice says
so) so the game never stalls.
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import json
import time

from pyodide.ffi import create_proxy
from pyscript import document, window

from durak import Game, Rules
from durak.i18n import translate as t
from durak.settings import Settings, apply_preset
from durak.ui.names import card_label
from durak.ui.table_view import probe_move, seat_names, tap_move, transitions, view
from durak.ui.timing import SPEEDS, Timing
from durak.web.tasks import found, spawn

WORKER_NAME = "bots"
HUMAN = 0
WORKER_MARGIN = 2.5  # seconds beyond the bot's budget before the fallback bot moves
BOT_BUDGET = {"easy": None, "medium": None, "hard": 0.5}
FALLBACK_LEVEL = "medium"  # rule-based: a few milliseconds on the main thread

# Proxies handed to JavaScript must stay alive for the page's lifetime.
_proxies: list = []


def _proxy(fn):
    p = create_proxy(fn)
    _proxies.append(p)
    return p


def _set_step(text: str) -> None:
    step = document.getElementById("loading-step")
    if found(step):
        step.textContent = text


TABLE_HTML = """
<div id="table" class="table">
  <div id="felt" class="felt" aria-hidden="true"></div>
  <header class="topbar">
    <button type="button" id="btn-new" class="top-button" data-action="new" aria-keyshortcuts="N"></button>
    <div id="trump-badge" class="trump-pill" role="img"></div>
    <button type="button" id="btn-log" class="top-button" data-action="log" aria-expanded="false"
      aria-controls="log-panel"></button>
  </header>
  <div id="seats"></div>
  <div id="stock" class="stock" role="img"></div>
  <div id="discard" class="discard" role="img"></div>
  <div id="bout" class="bout" aria-hidden="true"><div id="transfer-zone" class="transfer-zone" hidden></div></div>
  <div id="hand" class="hand-zone" aria-hidden="true"></div>
  <div id="cards" class="cards"></div>
  <div id="actions" class="actions"></div>
  <div id="status-row" class="status-row">
    <div id="seat-me" class="seat-me" data-seat="0"></div>
    <p id="message" class="message" role="status" aria-live="polite"></p>
  </div>
  <p id="bot-status" class="bot-status"></p>
  <div id="announce" class="sr-only" aria-live="polite"></div>
  <aside id="log-panel" class="log-panel" hidden><h2 id="log-title"></h2><ol id="log"></ol></aside>
  <div id="end" class="end" hidden role="dialog" aria-modal="false" aria-labelledby="end-title">
    <div class="end-box">
      <h2 id="end-title"></h2>
      <p id="end-losses-title" class="end-losses-title"></p>
      <ul id="end-losses"></ul>
      <div class="end-buttons">
        <button type="button" class="primary" data-action="again"></button>
        <button type="button" data-action="new"></button>
      </div>
    </div>
  </div>
  <div id="panel" class="panel" hidden role="dialog" aria-modal="true" aria-labelledby="panel-title">
    <form id="panel-form" class="panel-box"></form>
  </div>
</div>
"""


class App:
    def __init__(self) -> None:
        from durak.web.table import TableDom

        self.settings = Settings()
        self.dom = TableDom(document.getElementById("table"))
        self.game: Game | None = None
        self.seed = 0
        self.dealer: int | None = None
        self.last_loser: int | None = None
        self.names = seat_names(2)
        self.losses: dict[str, int] = {}
        self.version = 0  # bumped by every applied move
        self.prev_obs: dict | None = None
        self.selected: str | None = None
        self.locked_until = 0.0
        self.worker = None
        self.worker_state = "starting"
        self.wake = asyncio.Event()
        self.recorded = False
        self.drag: dict | None = None
        self.timing = Timing.for_speed(self.settings.speed)

    # ------------------------------------------------------------------ setup
    def mount(self) -> None:
        root = document.getElementById("table")
        document.getElementById("btn-new").textContent = t("ui-new-game")
        document.getElementById("btn-log").textContent = t("ui-log")
        document.getElementById("log-title").textContent = t("ui-log")
        document.querySelector('#end [data-action="again"]').textContent = t("ui-play-again")
        document.querySelector('#end [data-action="new"]').textContent = t("ui-new-game")
        document.getElementById("transfer-zone").textContent = t("ui-transfer-zone")
        document.getElementById("bot-status").textContent = t("ui-worker-starting")
        root.addEventListener("click", _proxy(self.on_click))
        root.addEventListener("change", _proxy(self.on_change))
        root.addEventListener("pointerdown", _proxy(self.on_pointer_down))
        document.addEventListener("pointermove", _proxy(self.on_pointer_move))
        document.addEventListener("pointerup", _proxy(self.on_pointer_up))
        document.addEventListener("keydown", _proxy(self.on_key))
        document.addEventListener("mouseover", _proxy(self.on_hover))
        window.addEventListener("resize", _proxy(lambda _e: self.refresh(animate=False)))
        self.dom.resize()
        spawn(self.bot_loop())

    # ------------------------------------------------------------------ games
    def new_game(self, settings: Settings | None = None, seed: int | None = None) -> None:
        if settings is not None:
            self.settings = settings
        s = self.settings
        self.timing = Timing.for_speed(s.speed)
        rules = s.rules()
        self.seed = int(seed if seed is not None else (time.time() * 1000) % 2**31)
        if self.names[1:] != seat_names(rules.players)[1:]:
            self.losses = {}
        self.names = seat_names(rules.players, t("ui-you"))
        self.dealer = None
        self.last_loser = None
        self._start(rules, dealer=None)

    def play_again(self) -> None:
        """The next game of the match: the loser deals (after a draw, the previous loser again)."""
        rules = self.game.rules if self.game else self.settings.rules()
        self.seed = (self.seed * 1103515245 + 12345) % 2**31
        self._start(rules, dealer=self.last_loser)

    def _start(self, rules: Rules, dealer: int | None) -> None:
        self.game = Game.new(rules, seed=self.seed, dealer=dealer)
        self.version += 1
        self.selected = None
        self.recorded = False
        self.prev_obs = None
        document.getElementById("end").hidden = True
        document.getElementById("log").innerHTML = ""
        mode = t("ui-mode-" + rules.mode)
        self.log(
            t("log-new-game", players=rules.players, mode=mode, suit=t("suit-" + self.game.trump))
        )
        self.log(t("log-first", name=self.names[self.game.attacker]))
        self.refresh(deal=True)
        self.wake.set()

    def bot_level(self, seat: int) -> str:
        levels = self.settings.bot_levels
        return levels[(seat - 1) % len(levels)] if levels else "medium"

    # ------------------------------------------------------------------ drawing
    def refresh(self, actor: int | None = None, animate: bool = True, deal: bool = False) -> float:
        game = self.game
        if game is None:
            return 0.0
        self.dom.resize()
        obs = game.observation(HUMAN)
        tv = view(
            obs, self.dom.geometry, self.names, hints=self.settings.hints, selected=self.selected
        )
        if deal:
            stock = self.dom.geometry.stock()
            enter = {c: stock for c, s in tv.sprites.items() if s.where == "hand"}
            leave, draws = {}, []
        else:
            enter, leave, draws = transitions(self.prev_obs, obs, actor, self.dom.geometry)
        self.prev_obs = obs
        duration = self.dom.render(
            tv, self.timing, enter, leave, draws, animate=animate and self.settings.animations
        )
        self.dom.render_buttons(tv.buttons, enabled=True)
        zone = document.getElementById("transfer-zone")
        zone.hidden = "transfer" not in tv.buttons
        self.show_prompt(obs)
        document.body.dataset.turn = "you" if tv.your_turn else "bots"
        document.body.dataset.over = "1" if game.is_over else ""
        return duration

    def show_prompt(self, obs: dict) -> None:
        msg = document.getElementById("message")
        legal = obs["legal_moves"]
        if self.game.is_over or not legal:
            if not self.game.is_over and obs["to_act"]:
                msg.textContent = t("ui-waiting", name=self.names[obs["to_act"][0]])
            return
        if self.selected:
            msg.textContent = t("ui-choose-target", card=card_label(self.selected))
        elif obs["defender"] == HUMAN:
            msg.textContent = t("ui-your-turn-defend")
        elif not obs["table"]:
            msg.textContent = t("ui-your-turn-attack")
        else:
            label = (
                t("ui-beaten")
                if "pass" in legal and all(c for _, c in obs["table"])
                else t("ui-pass")
            )
            msg.textContent = t("ui-your-turn-add", button=label)

    def say(self, text: str) -> None:
        document.getElementById("message").textContent = text

    def log(self, text: str) -> None:
        item = document.createElement("li")
        item.textContent = text
        log = document.getElementById("log")
        log.append(item)
        log.scrollTop = log.scrollHeight
        document.getElementById("announce").textContent = text

    def describe(self, seat: int, move: str, before_table: list) -> str:
        words = move.split()
        you = "-you" if seat == HUMAN else ""
        name = self.names[seat]
        kind = words[0]
        if kind == "attack":
            key = "log-attack" if not before_table else "log-throw-in"
            return t(key + you, name=name, cards=words[1:])
        if kind == "defend":
            return t("log-defend" + you, name=name, attack=words[1], cover=words[2])
        if kind == "transfer":
            return t("log-transfer" + you, name=name, card=words[1])
        if kind == "swap":
            return t("log-swap" + you, name=name, card=self.game.trump_card or "")
        return t(f"log-{kind}{you}", name=name)

    # ------------------------------------------------------------------ moves
    def apply(self, seat: int, move: str) -> float:
        """Play a move the engine accepts; log it and animate. Returns the animation time."""
        game = self.game
        before_table = list(game.table)
        defender = game.defender
        taking = game.taking
        game.play(seat, move)
        self.version += 1
        self.log(self.describe(seat, move, before_table))
        if before_table and not game.table:
            # The bout ended: beaten off, or picked up.
            picked = len([c for pair in before_table for c in pair if c]) + (
                1 if move.startswith("attack") else 0
            )
            if taking or move == "take":
                you = "-you" if defender == HUMAN else ""
                self.log(t("log-picked-up" + you, name=self.names[defender], count=picked))
            else:
                self.log(t("log-beaten"))
        duration = self.refresh(actor=seat)
        if game.is_over:
            self.finish()
        return duration

    def human(self, move: str) -> None:
        """The player asks for ``move``: play it, or explain why not."""
        if self.game is None or self.game.is_over or time.monotonic() < self.locked_until:
            return
        reason = self.game.why_illegal(HUMAN, move)
        if reason is not None:
            self.say(reason[0].upper() + reason[1:])
            self.refresh(animate=False)
            return
        self.selected = None
        duration = self.apply(HUMAN, move)
        self.locked_until = time.monotonic() + duration
        self.wake.set()

    def finish(self) -> None:
        game = self.game
        losers = game.losers
        if losers:
            loser = losers[0]
            self.last_loser = loser
            name = self.names[loser]
            self.losses[name] = self.losses.get(name, 0) + 1
            title = t("ui-end-durak-you") if loser == HUMAN else t("ui-end-durak", name=name)
        else:
            title = t("ui-end-draw")
        document.getElementById("end-title").textContent = title
        document.getElementById("end-losses-title").textContent = t("ui-match-losses")
        items = "".join(
            f"<li><span>{html.escape(n)}</span> <b>{self.losses.get(n, 0)}</b></li>"
            for n in self.names
        )
        document.getElementById("end-losses").innerHTML = items
        self.log(title)
        document.getElementById("end").hidden = False
        document.body.dataset.result = "draw" if not losers else f"loser-{losers[0]}"

    # ------------------------------------------------------------------ bots
    def next_bot(self) -> int | None:
        game = self.game
        if game is None or game.is_over:
            return None
        to_act = game.to_act
        if not to_act or to_act[0] == HUMAN:
            return None
        return to_act[0]

    async def bot_loop(self) -> None:
        while True:
            seat = self.next_bot()
            if seat is None:
                self.wake.clear()
                await self.wake.wait()
                continue
            version = self.version
            started = time.monotonic()
            move, fallback = await self.ask_bot(seat)
            # Pace the bots by the speed profile; a slow answer is not delayed further.
            wait = self.timing.bot_move - (time.monotonic() - started)
            wait = max(wait, self.locked_until - time.monotonic())
            if wait > 0:
                await asyncio.sleep(wait)
            if self.version != version or self.next_bot() != seat:
                continue  # the player moved meanwhile: think again
            if move is None or self.game.why_illegal(seat, move) is not None:
                move, fallback = self.fallback_move(seat), True
            if fallback:
                self.say(t("ui-fallback", name=self.names[seat]))
            self.apply(seat, move)

    async def ask_bot(self, seat: int) -> tuple[str | None, bool]:
        """The bot's move from the worker, or ``(fallback move, True)``."""
        level = self.bot_level(seat)
        seed = (self.seed * 1_000_003 + self.version * 31 + seat) % 2**31
        if self.worker is None:
            return self.fallback_move(seat), True
        budget = BOT_BUDGET.get(level)
        obs_json = json.dumps(self.game.observation(seat))

        async def call():
            return await self.worker.choose_move(obs_json, level, seed, budget)

        try:
            move = await asyncio.wait_for(call(), (budget or 0.5) + WORKER_MARGIN)
            return str(move), False
        except Exception as exc:  # a crash or a late answer: never stall the game
            window.console.warn(f"bots worker failed: {exc}")
            return self.fallback_move(seat), True

    def fallback_move(self, seat: int) -> str:
        from durak.bots import make_bot

        seed = (self.seed + self.version * 7 + seat) % 2**31
        return make_bot(FALLBACK_LEVEL, seed=seed).choose(self.game.observation(seat))

    # ------------------------------------------------------------------ input
    def on_click(self, event) -> None:
        target = event.target
        action_el = target.closest("[data-action]")
        if found(action_el):
            self.action(action_el.dataset.action)
            return
        card_el = target.closest("[data-card]")
        if found(card_el):
            if self.drag is not None and self.drag.get("moved"):
                return
            self.tap(card_el.dataset.card, card_el.dataset.where)

    def on_change(self, event) -> None:
        """In the new-game panel, show one bot-level choice per bot seat."""
        if event.target.name != "players":
            return
        players = int(event.target.value)
        for el in document.querySelectorAll("#panel [data-bot]"):
            el.hidden = int(el.dataset.bot) >= players

    def action(self, name: str) -> None:
        if name == "new":
            self.open_panel()
        elif name == "again":
            self.play_again()
        elif name == "log":
            panel = document.getElementById("log-panel")
            panel.hidden = not panel.hidden
            document.getElementById("btn-log").setAttribute(
                "aria-expanded", "false" if panel.hidden else "true"
            )
        elif name in ("take", "swap"):
            self.human(name)
        elif name in ("pass", "beaten"):
            self.human("pass")
        elif name == "transfer":
            legal = self.game.legal_moves(HUMAN)
            transfers = [m for m in legal if m.startswith("transfer ")]
            chosen = [m for m in transfers if self.selected and m.endswith(self.selected)]
            if chosen or len(transfers) >= 1:
                self.human((chosen or transfers)[0])
        elif name == "start":
            self.start_from_panel()
        elif name == "cancel":
            document.getElementById("panel").hidden = True
        elif name.startswith("preset-"):
            self.panel_preset(name[len("preset-") :])

    def tap(self, card: str, where: str | None) -> None:
        game = self.game
        if game is None or game.is_over:
            return
        legal = game.legal_moves(HUMAN)
        if where in ("attack",) and self.selected:
            self.human(f"defend {card} {self.selected}")
            return
        if where != "hand":
            return
        move, select = tap_move(legal, card, self.selected)
        if move:
            self.human(move)
        elif select:
            self.selected = None if self.selected == select else select
            self.refresh(animate=False)
        else:
            reason = game.why_illegal(HUMAN, probe_move(game.observation(HUMAN), card))
            self.say((reason or t("illegal-move"))[0].upper() + (reason or t("illegal-move"))[1:])

    def on_hover(self, event) -> None:
        card_el = event.target.closest('.card.dimmed[data-where="hand"]')
        if not found(card_el) or self.game is None:
            return
        card = card_el.dataset.card
        reason = self.game.why_illegal(HUMAN, probe_move(self.game.observation(HUMAN), card))
        if reason:
            card_el.title = reason[0].upper() + reason[1:]

    # Drag and drop with pointer events (mouse and touch alike).
    def on_pointer_down(self, event) -> None:
        card_el = event.target.closest('[data-card][data-where="hand"]')
        if not found(card_el) or event.button != 0:
            self.drag = None
            return
        self.drag = {"el": card_el, "card": card_el.dataset.card, "x": event.clientX, "y": event.clientY,
                     "moved": False, "transform": card_el.style.transform}  # fmt: skip

    def on_pointer_move(self, event) -> None:
        drag = self.drag
        if drag is None:
            return
        dx, dy = event.clientX - drag["x"], event.clientY - drag["y"]
        if not drag["moved"] and dx * dx + dy * dy < 64:
            return
        if not drag["moved"]:
            drag["moved"] = True
            drag["el"].classList.add("dragging")
        drag["el"].style.transform = f"translate({dx:.0f}px, {dy:.0f}px) {drag['transform']}"

    def on_pointer_up(self, event) -> None:
        drag = self.drag
        if drag is None:
            return
        el = drag["el"]
        el.classList.remove("dragging")
        if not drag["moved"]:
            self.drag = None
            return
        # Keep self.drag set until the click that follows this pointerup is ignored.
        spawn(self._clear_drag())
        el.style.transform = drag["transform"]
        move = self.drop_move(drag["card"], event.clientX, event.clientY)
        if move is None:
            return
        self.human(move)

    async def _clear_drag(self) -> None:
        await asyncio.sleep(0)
        self.drag = None

    def drop_move(self, card: str, x: float, y: float) -> str | None:
        """The move a drop at (x, y) asks for: cover the card under it, transfer, or attack."""
        for el in document.elementsFromPoint(x, y):
            if not hasattr(el, "closest"):
                continue
            hit = el.closest('[data-card][data-where="attack"]')
            if found(hit):
                return f"defend {hit.dataset.card} {card}"
            if (
                found(el.closest("#transfer-zone"))
                and not document.getElementById("transfer-zone").hidden
            ):
                return f"transfer {card}"
            if found(el.closest("#bout")) or found(el.closest('[data-where="cover"]')):
                obs = self.game.observation(HUMAN)
                if obs["defender"] == HUMAN:
                    return probe_move(obs, card)
                return f"attack {card}"
        return None

    def on_key(self, event) -> None:
        if not document.getElementById("panel").hidden:
            if event.key == "Escape":
                document.getElementById("panel").hidden = True
            return
        key = event.key
        active = document.activeElement
        if key in ("ArrowLeft", "ArrowRight") and found(active) and active.dataset.where == "hand":
            cards = list(document.querySelectorAll('#cards [data-where="hand"]'))
            cards.sort(key=lambda e: e.getBoundingClientRect().left)
            i = next((k for k, e in enumerate(cards) if e == active), 0)
            j = max(0, min(len(cards) - 1, i + (1 if key == "ArrowRight" else -1)))
            cards[j].focus()
            event.preventDefault()
            return
        if event.ctrlKey or event.metaKey or event.altKey:
            return
        shortcuts = {
            "t": "take",
            "b": "beaten",
            "p": "pass",
            "r": "transfer",
            "s": "swap",
            "n": "new",
        }
        name = shortcuts.get(key.lower())
        if name is None:
            return
        button = document.querySelector(f'[data-action="{name}"]')
        if name in ("beaten", "pass") and not found(button):
            button = document.querySelector('[data-action="beaten"], [data-action="pass"]')
        if found(button) and not button.disabled:
            event.preventDefault()
            button.click()

    # ------------------------------------------------------------------ new-game panel
    def open_panel(self) -> None:
        from durak.web.panel import panel_html

        form = document.getElementById("panel-form")
        form.innerHTML = panel_html(self.settings)
        document.getElementById("panel").hidden = False
        first = form.querySelector("button, select, input")
        if found(first):
            first.focus()

    def read_panel(self) -> Settings:
        from durak.web.panel import read_form

        return read_form(document.getElementById("panel-form"), self.settings)

    def panel_preset(self, name: str) -> None:
        from durak.web.panel import panel_html

        settings = apply_preset(self.read_panel(), name)
        document.getElementById("panel-form").innerHTML = panel_html(settings, preset=name)

    def start_from_panel(self) -> None:
        settings = self.read_panel()
        document.getElementById("panel").hidden = True
        self.new_game(settings)


def _start_worker() -> None:
    """Add the worker's script tag; PyScript boots it in the background."""
    tag = document.createElement("script")
    tag.setAttribute("type", "py")
    tag.setAttribute("worker", "")
    tag.setAttribute("name", WORKER_NAME)
    tag.setAttribute("src", "./static/py/worker.py")
    tag.setAttribute("config", "./pyscript.toml")
    document.body.append(tag)


async def _connect_worker(app: App) -> None:
    from pyscript import workers

    status = document.getElementById("bot-status")
    try:
        bots = await workers[WORKER_NAME]
        await bots.ping()
        app.worker = bots
        app.worker_state = "ready"
        status.textContent = t("ui-worker-ready")
        window.durakWorkerReadyAt = window.performance.now()
        document.body.dataset.worker = "ready"
    except Exception as exc:  # the table goes on with the main-thread bots
        app.worker_state = "failed"
        status.textContent = t("ui-worker-failed")
        window.console.warn(f"bots worker unavailable: {exc}")
        document.body.dataset.worker = "failed"


def _install_test_hooks(app: App) -> None:
    """Read-only hooks for the browser tests: packaging checks and the engine's verdicts."""
    from durak.web.modules import list_modules

    def main_modules() -> str:
        return json.dumps(list_modules())

    async def worker_modules() -> str:
        from pyscript import workers

        bots = await workers[WORKER_NAME]
        return await bots.list_modules()

    def game_state() -> str:
        game = app.game
        if game is None:
            return "null"
        return json.dumps({"hands": game.hands, "losers": game.losers, "is_over": game.is_over,
                           "to_act": game.to_act, "legal": game.legal_moves(HUMAN),
                           "table": game.table, "trump": game.trump, "seed": app.seed})  # fmt: skip

    def deal_for(seed: int, players: int) -> str:
        return json.dumps(Game.new(Rules(players=int(players)), seed=int(seed)).hands)

    hooks = {"durakMainModules": main_modules, "durakWorkerModules": worker_modules,
             "durakGameState": game_state, "durakDealFor": deal_for}  # fmt: skip
    for name, fn in hooks.items():
        setattr(window, name, _proxy(fn))


def start() -> None:
    _set_step("Starting the table…")
    app_el = document.getElementById("app")
    app_el.innerHTML = TABLE_HTML
    document.getElementById("loading").remove()
    app_el.hidden = False
    app = App()
    app.mount()
    app.new_game()
    _install_test_hooks(app)
    document.body.dataset.ready = "1"
    window.durakReadyAt = window.performance.now()  # read by `make bench-load`
    _start_worker()
    spawn(_connect_worker(app))
    with contextlib.suppress(Exception):
        window.durakSpeeds = ",".join(SPEEDS)
