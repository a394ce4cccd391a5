"""Main-thread app: the table, the player's input, and the bots' turns.

The engine (:class:`durak.Game`) is the single authority: every move, the
player's or a bot's, goes through ``why_illegal``/``play``. Bots think in the
"bots" web worker from the observation JSON; when the worker is not ready,
fails, or is late, a simple bot on the main thread moves instead (a notice says
so) so the game never stalls.
"""

from __future__ import annotations

import asyncio
import html
import json
import time
from collections.abc import Callable
from dataclasses import replace

from js import Object
from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from durak import Game, Rules
from durak.i18n import pick_language
from durak.settings import DEFAULT_NAME, Settings, apply_preset, preset_of
from durak.storage import (
    GameMeta,
    GameResult,
    Record,
    SavedGame,
    export_record,
    import_record,
    load_game,
    load_record,
    load_settings,
    new_match,
    on_external_change,
    record_result,
    reset_record,
    save_game,
    save_record,
    save_settings,
)
from durak.ui import text as ui_text
from durak.ui.table_view import (  # issue 11
    probe_move,
    seat_names,
    show_move,
    tap_move,
    transfer_zone_open,
    transitions,
    view,
    zone_move,
)
from durak.ui.text import t
from durak.ui.timing import Timing
from durak.web.tasks import found, spawn

WORKER_NAME = "bots"
HUMAN = 0
WORKER_START_LIMIT = 120.0  # seconds; then the main-thread bots play on for good
WORKER_MARGIN = 2.5  # seconds beyond the bot's budget before the fallback bot moves
BOT_BUDGET = {"easy": None, "medium": None, "hard": 0.5}
FALLBACK_LEVEL = "medium"  # rule-based: a few milliseconds on the main thread

# Proxies handed to JavaScript must stay alive for the page's lifetime.
_proxies: list = []


def _proxy(fn):
    p = create_proxy(fn)
    _proxies.append(p)
    return p


def _today() -> str:
    import datetime

    return datetime.date.today().isoformat()


def _set_step(text: str) -> None:
    step = document.getElementById("loading-step")
    if found(step):
        step.textContent = text


TABLE_HTML = """
<div id="table" class="table">
  <div id="felt" class="felt" aria-hidden="true"></div>
  <header class="topbar">
    <button type="button" id="btn-new" class="top-button" data-action="new" data-t="ui-new-game"
      aria-keyshortcuts="N"></button>
    <div id="trump-badge" class="trump-pill" role="img"></div>
    <button type="button" id="btn-menu" class="top-button" data-action="menu" data-t="ui-menu"
      aria-expanded="false" aria-controls="menu"></button>
  </header>
  <nav id="menu" class="menu" hidden>
    <button type="button" data-action="log" data-t="ui-log" aria-controls="log-panel"></button>
    <button type="button" data-action="stats" data-t="ui-stats"></button>
    <button type="button" data-action="share" data-t="ui-share"></button>
    <button type="button" data-action="daily" data-t="ui-daily"></button>
    <button type="button" data-action="rules" data-t="ui-rules"></button>
    <label class="menu-lang"><span data-t="ui-language"></span>
      <select id="lang-select">
        <option value="en" lang="en">English</option><option value="ru" lang="ru">Русский</option>
        <option value="fi" lang="fi">Suomi</option><option value="da" lang="da">Dansk</option>
        <option value="it" lang="it">Italiano</option><option value="cs" lang="cs">Čeština</option>
      </select></label>
  </nav>
  <div id="notices" class="notices" aria-live="polite"></div>
  <div id="seats"></div>
  <div id="stock" class="stock" role="img"></div>
  <div id="discard" class="discard" role="img"></div>
  <div id="bout" class="bout" aria-hidden="true">
    <div id="transfer-zone" class="transfer-zone" data-t="ui-transfer-zone" hidden></div></div>
  <div id="cards" class="cards"></div>
  <div id="actions" class="actions"></div>
  <div id="status-row" class="status-row">
    <div id="seat-me" class="seat-me" data-seat="0"></div>
    <p id="message" class="message" role="status" aria-live="polite"></p>
  </div>
  <p id="bot-status" class="bot-status" data-t="ui-worker-starting"></p>
  <div id="announce" class="sr-only" aria-live="polite"></div>
  <aside id="log-panel" class="log-panel" hidden><h2 data-t="ui-log"></h2><ol id="log"></ol></aside>
  <div id="banner" class="banner" hidden role="dialog" aria-labelledby="banner-text">
    <p id="banner-text"></p><p id="banner-warning" class="banner-warning" data-t="ui-replace-warning"></p>
    <div class="banner-buttons">
      <button type="button" class="primary" data-action="play-shared" data-t="ui-play-shared"></button>
      <button type="button" data-action="dismiss-banner" data-t="ui-not-now"></button>
    </div>
  </div>
  <div id="end" class="end" hidden role="dialog" aria-modal="false" aria-labelledby="end-title">
    <div class="end-box">
      <h2 id="end-title"></h2>
      <p id="end-match" class="end-match"></p>
      <p class="end-losses-title" data-t="ui-match-losses"></p>
      <ul id="end-losses"></ul>
      <div class="end-buttons">
        <button type="button" class="primary" data-action="again" data-t="ui-play-again"></button>
        <button type="button" data-action="replay" data-t="ui-replay"></button>
        <button type="button" data-action="share" data-t="ui-share"></button>
        <button type="button" data-action="new" data-t="ui-new-game"></button>
      </div>
    </div>
  </div>
  <div id="stats" class="panel" hidden role="dialog" aria-modal="true" aria-labelledby="stats-title">
    <div class="panel-box stats-box">
      <div id="stats-body"></div>
      <div class="panel-buttons">
        <button type="button" data-action="stats-reset" id="stats-reset" data-t="ui-stats-reset"></button>
        <button type="button" data-action="stats-export" data-t="ui-stats-export"></button>
        <label class="file-button"><span data-t="ui-stats-import"></span>
          <input type="file" id="stats-import" accept="application/json,.json"></label>
        <button type="button" class="primary" data-action="close-stats" data-t="ui-close"></button>
      </div>
    </div>
  </div>
  <div id="rules" class="panel" hidden role="dialog" aria-modal="true" aria-labelledby="rules-title">
    <div class="panel-box rules-box">
      <div id="rules-body"></div>
      <div class="panel-buttons">
        <button type="button" class="primary" data-action="close-rules" data-t="ui-close"></button>
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
        from durak.web.local_store import LocalStore
        from durak.web.table import TableDom

        self.store = LocalStore()
        self.settings = Settings()
        self.record = Record()
        self.dom = TableDom(document.getElementById("table"))
        self.game: Game | None = None
        self.seed = 0
        self.game_id = ""
        self.shared = False
        self.names = seat_names(2)
        self.version = 0  # bumped by every applied move
        self.prev_obs: dict | None = None
        self.selected: str | None = None
        self.locked_until = 0.0  # your own move animates until then: bots wait for it
        self.queued: list[str] = []  # your moves made during that animation, in order
        self.worker = None
        self.wake = asyncio.Event()
        self.drag: dict | None = None
        self.log_entries: list[Callable[[], str]] = []
        self.shown_notices: set[str] = set()  # storage notices are shown once each
        self.pending_link = None  # a durak.share.LinkGame waiting for the player's yes
        self.reset_armed = False
        self.timing = Timing.for_speed(self.settings.speed)

    # ------------------------------------------------------------------ setup
    def mount(self) -> None:
        root = document.getElementById("table")
        self.apply_texts()
        root.addEventListener("click", _proxy(self.on_click))
        root.addEventListener("change", _proxy(self.on_change))
        root.addEventListener("pointerdown", _proxy(self.on_pointer_down))
        document.addEventListener("pointermove", _proxy(self.on_pointer_move))
        document.addEventListener("pointerup", _proxy(self.on_pointer_up))
        document.addEventListener("keydown", _proxy(self.on_key))
        document.addEventListener("mouseover", _proxy(self.on_hover))
        window.addEventListener("resize", _proxy(lambda _e: self.refresh(animate=False)))
        window.addEventListener("storage", _proxy(self.on_storage))
        self.dom.resize()
        spawn(self.bot_loop())

    def _nothing_stored(self) -> bool:
        try:
            return self.store.get("durak.settings") is None
        except Exception:  # storage disabled: follow the browser's language
            return True

    def apply_texts(self) -> None:
        """Every static label of the page from the catalog (``data-t`` names the key)."""
        for el in document.querySelectorAll("[data-t]"):
            el.textContent = t(el.dataset.t)

    def boot(self) -> None:
        """Settings, record and the game in progress from storage; then a shared link, if any."""
        first_visit = self._nothing_stored()
        settings, notices = load_settings(self.store)
        if first_visit:
            langs = [str(x) for x in window.navigator.languages] or [str(window.navigator.language)]
            settings = replace(settings, language=pick_language(langs))
        self.settings = settings
        self.set_language(settings.language)
        self.record, more = load_record(self.store)
        notices += more
        saved, more = load_game(self.store)
        notices += more
        if saved is not None:
            self.resume(saved)
        else:
            self.new_game()
        fragment = str(window.location.hash).lstrip("#")
        link = None
        if fragment:  # share links are read only when there is one
            from durak.share import decode_link

            link, more = decode_link(fragment)
            notices += more
        for notice in notices:
            self.notify(notice.text())
        if link is not None:
            self.offer_link(link)

    # ------------------------------------------------------------------ games    # ------------------------------------------------------------------ games
    def new_game(
        self, settings: Settings | None = None, seed: int | None = None, shared: bool = False
    ) -> None:
        if settings is not None:
            self.settings = settings
        rules = self.settings.rules()
        self.seed = int(seed if seed is not None else (time.time() * 1000) % 2**31)
        self.shared = shared
        if self.record.match.loss_limit != self.settings.loss_limit or self.record.match.over:
            self.record = new_match(self.record, self.settings.loss_limit)
            self.persist(save_record(self.store, self.record))
        self._start(rules, dealer=None)

    def play_again(self) -> None:
        """The next game of the match: the loser deals (after a draw, the previous loser again)."""
        game = self.game
        dealer = (game.losers[0] if game.losers else game.dealer) if game and game.is_over else None
        if self.record.match.over:
            self.record = new_match(self.record, self.settings.loss_limit)
            self.persist(save_record(self.store, self.record))
        self.seed = (self.seed * 1103515245 + 12345) % 2**31
        self.shared = False
        self._start(self.settings.rules(), dealer=dealer)

    def replay(self) -> None:
        """The same deal again, under the same rules."""
        self._start(self.settings.rules(), dealer=None)

    def _start(self, rules: Rules, dealer: int | None) -> None:
        self.timing = Timing.for_speed(self.settings.speed)
        self.names = self.seat_names(rules.players)
        self.game = Game.new(rules, seed=self.seed, dealer=dealer)
        self.game_id = f"g{self.seed}-{int(time.time() * 1000)}"
        self._show_new_game()
        self.save_game()

    def resume(self, saved: SavedGame) -> None:
        meta = saved.meta
        self.settings = meta.settings
        self.seed = meta.seed
        self.game_id = meta.game_id
        self.shared = meta.shared
        self.timing = Timing.for_speed(self.settings.speed)
        self.names = self.seat_names(self.settings.players)
        self.game = saved.game
        self._show_new_game(resumed=True)
        if self.game.is_over:
            self.finish()

    def _show_new_game(self, resumed: bool = False) -> None:
        game = self.game
        rules = game.rules
        self.version += 1
        self.selected = None
        self.locked_until = 0.0
        self.queued = []
        self.prev_obs = None
        document.getElementById("end").hidden = True
        document.getElementById("log").innerHTML = ""
        document.body.dataset.result = ""
        self.log_entries = []
        trump, attacker = game.trump, game.attacker
        self.log(
            lambda: t(
                "log-new-game",
                players=rules.players,
                mode=t("ui-mode-" + rules.mode),
                suit=t("suit-" + trump),
            )
        )
        if resumed:
            self.log(lambda: t("ui-resumed"))
        else:
            self.log(lambda: t("log-first", name=self.names[attacker]))
        self.refresh(deal=not resumed)
        self.wake.set()

    def seat_names(self, players: int) -> list[str]:
        """Your name (``You`` in your language unless you chose one) and the bots' names."""
        name = self.settings.player_name
        you = t("ui-you") if name in ("", DEFAULT_NAME) else name
        return seat_names(players, you, [t(f"bot-{i}") for i in range(1, 6)])

    def set_language(self, lang: str) -> None:
        """Switch every visible string to ``lang`` without reloading Python."""
        lang = ui_text.set_language(lang)
        root = document.documentElement
        root.lang = lang
        # The update banner (static/js/pwa.js) reads its words from here.
        root.dataset.uiUpdateAvailable = t("ui-update-available")
        root.dataset.uiUpdateReload = t("ui-update-reload")
        select = document.getElementById("lang-select")
        if found(select):
            select.value = lang
        if self.settings.language != lang:
            self.settings = replace(self.settings, language=lang)
            self.persist(save_settings(self.store, self.settings))
        self.apply_texts()
        window.durakLanguage = lang
        if self.game is not None:
            self.names = self.seat_names(self.game.rules.players)
            for card, el in self.dom.cards.items():
                el.setAttribute("aria-label", ui_text.card_name(card))
            self.refresh(animate=False)
            self.reword_log()
            if self.game.is_over:
                self.show_end()
            if not document.getElementById("rules").hidden:
                self.open_rules()

    def open_rules(self) -> None:
        from durak.ui.rules_view import rules_html  # only when asked for: keeps start-up light

        rules = self.game.rules if self.game else self.settings.rules()
        document.getElementById("rules-body").innerHTML = rules_html(rules, ui_text.language())
        document.getElementById("rules").hidden = False

    def save_game(self) -> None:
        """The game in progress, after every move (the engine's JSON and what resuming needs)."""
        if self.game is None:
            return
        meta = GameMeta(
            game_id=self.game_id,
            settings=self.settings,
            seed=self.seed % 2**32,
            started=_today(),
            shared=self.shared,
        )
        self.persist(save_game(self.store, self.game.to_json(), meta))

    def persist(self, notices: list) -> None:
        """Show storage notices once each (a full or disabled storage says so, then goes on)."""
        for notice in notices:
            text = notice.text()
            if text not in self.shown_notices:
                self.shown_notices.add(text)
                self.notify(text)

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
        zone.hidden = not transfer_zone_open(tv.buttons)  # issue 11: showing a trump too
        self.show_prompt(obs)
        document.body.dataset.turn = "you" if tv.your_turn else "bots"
        document.body.dataset.over = "1" if game.is_over else ""
        return duration

    def show_prompt(self, obs: dict) -> None:
        msg = document.getElementById("message")
        legal = obs["legal_moves"]
        if self.game.is_over:
            msg.textContent = ""  # the end dialog says how it ended
            return
        if not legal:
            waiting = obs["to_act"]
            msg.textContent = t("ui-waiting", name=self.names[waiting[0]]) if waiting else ""
            return
        if self.selected:
            msg.textContent = t("ui-choose-target", card=self.selected)
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

    def log(self, entry: Callable[[], str]) -> None:
        """Add a line to the game log and announce it. ``entry`` words it in the current
        language, so a language switch can word the whole log again."""
        self.log_entries.append(entry)
        text = entry()
        item = document.createElement("li")
        item.textContent = text
        log = document.getElementById("log")
        log.append(item)
        log.scrollTop = log.scrollHeight
        document.getElementById("announce").textContent = text

    def reword_log(self) -> None:
        log = document.getElementById("log")
        log.innerHTML = ""
        for entry in self.log_entries:
            item = document.createElement("li")
            item.textContent = entry()
            log.append(item)

    def describe(self, seat: int, move: str, lead: bool, swapped: str) -> str:
        """A move in words: ``"Anya covers 8♥ with Q♥"``."""
        words = move.split()
        you = "-you" if seat == HUMAN else ""
        name = self.names[seat]
        kind = words[0]
        if kind == "attack":
            key = "log-attack" if lead else "log-throw-in"
            return t(key + you, name=name, cards=words[1:])
        if kind == "defend":
            return t("log-defend" + you, name=name, attack=words[1], cover=words[2])
        if kind == "transfer":
            return t("log-transfer" + you, name=name, card=words[1])
        if kind == "show":  # issue 11: transfer by showing a trump
            return t("log-show" + you, name=name, card=words[1])
        if kind == "swap":
            return t("log-swap" + you, name=name, card=swapped)
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
        lead, swapped = not before_table, game.trump_card or ""
        self.log(lambda: self.describe(seat, move, lead, swapped))
        if before_table and not game.table:
            # The bout ended: beaten off, or picked up.
            picked = len([c for pair in before_table for c in pair if c]) + (
                1 if move.startswith("attack") else 0
            )
            if taking or move == "take":
                you = "-you" if defender == HUMAN else ""
                self.log(lambda: t("log-picked-up" + you, name=self.names[defender], count=picked))
            else:
                self.log(lambda: t("log-beaten"))
        if before_table and not game.table:
            self.sound("take" if taking or move == "take" else "beaten")
        elif move.split()[0] in ("attack", "defend", "transfer"):
            self.sound("card")
        duration = self.refresh(actor=seat)
        self.save_game()
        if game.is_over:
            self.finish()
        return duration

    def human(self, move: str) -> None:
        """The player asks for ``move``: play it, or explain why not. While your last move
        still animates, a legal move waits its turn (quick taps are played in order)."""
        if self.game is None or self.game.is_over:
            return
        reason = self.reason(move)
        if reason is not None:
            self.refresh(animate=False)  # a dropped card goes back to the hand
            self.say(reason)  # after the refresh, which would write the prompt over it
            return
        if self.queued or time.monotonic() < self.locked_until:
            self.queued.append(move)
            if len(self.queued) == 1:
                spawn(self._play_queued(self.game))
            return
        self._play_human(move)

    def _play_human(self, move: str) -> None:
        self.selected = None
        duration = self.apply(HUMAN, move)
        self.locked_until = time.monotonic() + duration
        self.wake.set()

    async def _play_queued(self, game: Game) -> None:
        while self.queued and self.game is game:
            wait = self.locked_until - time.monotonic()
            if wait > 0:
                await asyncio.sleep(wait)
                continue
            move = self.queued.pop(0)
            # A bot may have moved meanwhile and made it illegal: then it is dropped.
            if not game.is_over and game.why_illegal(HUMAN, move) is None:
                self._play_human(move)

    def reason(self, move: str) -> str | None:
        """Why the player may not make ``move`` now, in the player's language (None if legal)."""
        error = self.game.check(HUMAN, move)
        if error is None:
            return None
        text = error.message(ui_text.language())
        return text[:1].upper() + text[1:]

    def end_title(self) -> str:
        """How the game ended, in words: the durak, the losing team, or a draw."""
        losers, names = self.game.losers, self.names
        if not losers:
            return t("ui-end-draw")
        if self.game.rules.teams:
            if HUMAN in losers:
                return t("ui-end-team-you")
            return t("ui-end-team", names=t("ui-and").join(names[s] for s in losers))
        return (
            t("ui-end-durak-you")
            if losers[0] == HUMAN
            else t("ui-end-durak", name=names[losers[0]])
        )

    def sound(self, kind: str) -> None:
        if self.settings.sound:
            from durak.web import sound

            sound.play(kind)

    def match_over(self) -> str:
        match = self.record.match
        if not (match.over and match.loser):
            return ""
        return t("ui-match-over", name=match.loser, count=match.losses.get(match.loser, 0))

    def finish(self) -> None:
        """The end: record the game once (a reload at the end screen adds nothing), show it."""
        losers = self.game.losers
        names = tuple(self.names)
        outcome = "draw" if not losers else ("loss" if HUMAN in losers else "win")
        result = GameResult(
            outcome=outcome,
            preset=preset_of(self.settings),
            date=_today(),
            loser=names[losers[0]] if losers else None,
            seats=names,
            loss_limit=self.settings.loss_limit,
        )
        self.record, notices = record_result(self.store, self.game_id, result)
        self.persist(notices)
        self.log(self.end_title)
        if self.match_over():
            self.log(self.match_over)
        self.show_end()
        document.body.dataset.result = "draw" if not losers else f"loser-{losers[0]}"
        self.sound("end")

    def show_end(self) -> None:
        match = self.record.match
        document.getElementById("end-title").textContent = self.end_title()
        document.getElementById("end-match").textContent = self.match_over()
        items = "".join(
            f"<li><span>{html.escape(n)}</span> <b>{match.losses.get(n, 0)}</b></li>"
            for n in self.names
        )
        document.getElementById("end-losses").innerHTML = items
        document.getElementById("end").hidden = False

    # ------------------------------------------------------------------ notices, links, stats
    def notify(self, text: str) -> None:
        """A dismissible notice (text only, never HTML)."""
        box = document.createElement("div")
        box.className = "notice"
        box.setAttribute("role", "alert")
        msg = document.createElement("span")
        msg.textContent = text
        close = document.createElement("button")
        close.type = "button"
        close.className = "notice-close"
        close.dataset.action = "dismiss-notice"
        close.setAttribute("aria-label", t("ui-dismiss"))
        close.textContent = "×"
        box.append(msg, close)
        document.getElementById("notices").append(box)

    def on_storage(self, event) -> None:
        key = event.key if found(event.key) else None
        value = event.newValue if found(event.newValue) else None
        notice = on_external_change(key, value)
        if notice is not None:
            self.notify(notice.text())
            if key in (None, "durak.record"):
                self.record, _ = load_record(self.store)

    def offer_link(self, link) -> None:
        """A shared deal (a :class:`durak.share.LinkGame`): say what it is, start it only if
        the player wants."""
        from durak.share import banner_text

        self.pending_link = link
        document.getElementById("banner-text").textContent = banner_text(link, ui_text.language())
        in_progress = self.game is not None and not self.game.is_over and self.game.move_count > 0
        document.getElementById("banner-warning").hidden = not in_progress
        document.getElementById("banner").hidden = False
        window.history.replaceState(
            None, "", str(window.location.pathname) + str(window.location.search)
        )

    def play_link(self) -> None:
        link = self.pending_link
        document.getElementById("banner").hidden = True
        self.pending_link = None
        if link is None:
            return
        settings = link.settings(self.settings)
        self.persist(save_settings(self.store, settings))
        self.new_game(settings, seed=link.seed, shared=True)

    def share_url(self) -> str:
        from durak.share import encode_link

        fragment = encode_link(self.settings, self.seed % 2**32, self.settings.bot_levels)
        return f"{window.location.origin}{window.location.pathname}#{fragment}"

    async def share(self) -> None:
        url = self.share_url()
        nav = window.navigator
        try:
            if found(getattr(nav, "share", None)):
                await nav.share(
                    to_js({"title": t("ui-title"), "url": url}, dict_converter=Object.fromEntries)
                )
                return
        except Exception:  # the player closed the share sheet: fall back to copying
            pass
        try:
            await nav.clipboard.writeText(url)
            self.notify(t("ui-share-copied"))
        except Exception:
            self.notify(f"{t('ui-share-manual')} {url}")
        document.body.dataset.shared = url

    def daily(self) -> None:
        import datetime

        from durak.share import daily_game

        link = daily_game(datetime.date.today(), self.settings.players, self.settings.bot_levels)
        settings = link.settings(self.settings)
        self.new_game(settings, seed=link.seed, shared=True)

    def open_stats(self) -> None:
        from durak.ui.stats_view import stats_html  # only when asked for: keeps start-up light

        document.getElementById("stats-body").innerHTML = stats_html(self.record, self.names)
        self.reset_armed = False
        document.getElementById("stats-reset").textContent = t("ui-stats-reset")
        document.getElementById("stats").hidden = False

    def reset_stats(self) -> None:
        button = document.getElementById("stats-reset")
        if not self.reset_armed:
            self.reset_armed = True
            button.textContent = t("ui-stats-reset-confirm")
            return
        self.record = reset_record(self.record)
        self.persist(save_record(self.store, self.record))
        self.open_stats()
        self.notify(t("ui-stats-reset-done"))

    def export_stats(self) -> None:
        text = export_record(self.record)
        blob = window.Blob.new(
            [text], to_js({"type": "application/json"}, dict_converter=Object.fromEntries)
        )
        url = window.URL.createObjectURL(blob)
        link = document.createElement("a")
        link.href = url
        link.download = f"durak-statistics-{_today()}.json"
        document.body.append(link)
        link.click()
        link.remove()
        window.URL.revokeObjectURL(url)

    async def import_stats(self, file) -> None:
        text = await file.text()
        record, notices = import_record(str(text), self.record)
        for notice in notices:
            self.notify(notice.text())
        if record is not None:
            self.record = record
            self.persist(save_record(self.store, record))
            self.notify(t("ui-stats-imported"))
            self.open_stats()

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
            if action_el.dataset.action == "dismiss-notice":
                action_el.closest(".notice").remove()
                return
            self.action(action_el.dataset.action)
            return
        card_el = target.closest("[data-card]")
        if found(card_el):
            if self.drag is not None and self.drag.get("moved"):
                return
            self.tap(card_el.dataset.card, card_el.dataset.where)

    def on_change(self, event) -> None:
        """In the new-game panel, show one bot-level choice per bot seat; statistics import."""
        if event.target.id == "lang-select":
            self.set_language(str(event.target.value))
            return
        if event.target.id == "stats-import":
            files = event.target.files
            if files.length:
                spawn(self.import_stats(files.item(0)))
            event.target.value = ""
            return
        if event.target.name == "teams" and event.target.value:
            wanted = {"2v2": "4", "3v3": "6"}[event.target.value]
            document.querySelector(f'#panel input[name="players"][value="{wanted}"]').checked = True
        elif event.target.name == "players":
            none = document.querySelector('#panel input[name="teams"][value=""]')
            if found(none) and event.target.value not in ("4", "6"):
                none.checked = True
        else:
            return
        players = int(document.querySelector('#panel input[name="players"]:checked').value)
        for el in document.querySelectorAll("#panel [data-bot]"):
            el.hidden = int(el.dataset.bot) >= players

    def action(self, name: str) -> None:
        if name != "menu":
            document.getElementById("menu").hidden = True
            document.getElementById("btn-menu").setAttribute("aria-expanded", "false")
        if name == "new":
            self.open_panel()
        elif name == "again":
            self.play_again()
        elif name == "replay":
            self.replay()
        elif name == "menu":
            menu = document.getElementById("menu")
            menu.hidden = not menu.hidden
            document.getElementById("btn-menu").setAttribute(
                "aria-expanded", "false" if menu.hidden else "true"
            )
        elif name == "log":
            panel = document.getElementById("log-panel")
            panel.hidden = not panel.hidden
        elif name == "stats":
            self.open_stats()
        elif name == "rules":
            self.open_rules()
        elif name == "close-rules":
            document.getElementById("rules").hidden = True
        elif name == "close-stats":
            document.getElementById("stats").hidden = True
        elif name == "stats-reset":
            self.reset_stats()
        elif name == "stats-export":
            self.export_stats()
        elif name == "share":
            spawn(self.share())
        elif name == "daily":
            self.daily()
        elif name == "play-shared":
            self.play_link()
        elif name == "dismiss-banner":
            document.getElementById("banner").hidden = True
            self.pending_link = None
        elif name == "dismiss-notice":
            pass  # handled in on_click (it knows which notice)
        elif name in ("take", "swap"):
            self.human(name)
        elif name in ("pass", "beaten"):
            self.human("pass")
        elif name == "transfer":
            legal = self.game.legal_moves(HUMAN)
            transfers = [m for m in legal if m.startswith("transfer ")]
            chosen = [m for m in transfers if self.selected and m.endswith(self.selected)]
            if chosen or transfers:
                self.human((chosen or transfers)[0])
        elif name == "show":  # issue 11: "Show trump"
            move = show_move(self.game.legal_moves(HUMAN))
            if move:
                self.human(move)
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
            reason = self.reason(probe_move(game.observation(HUMAN), card))
            self.say(reason or t("illegal-move"))

    def on_hover(self, event) -> None:
        card_el = event.target.closest('.card.dimmed[data-where="hand"]')
        if not found(card_el) or self.game is None:
            return
        card = card_el.dataset.card
        reason = self.reason(probe_move(self.game.observation(HUMAN), card))
        if reason:
            card_el.title = reason

    # Drag and drop with pointer events (mouse and touch alike).
    def on_pointer_down(self, event) -> None:
        from durak.web import sound

        sound.unlock()
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
                return zone_move(self.game.observation(HUMAN), card)  # issue 11: show a trump
            if found(el.closest("#bout")) or found(el.closest('[data-where="cover"]')):
                obs = self.game.observation(HUMAN)
                if obs["defender"] == HUMAN:
                    return probe_move(obs, card)
                return f"attack {card}"
        return None

    def on_key(self, event) -> None:
        from durak.web import sound

        sound.unlock()
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
            "h": "show",  # issue 11
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
        self.persist(save_settings(self.store, settings))
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

    async def connect():
        bots = await workers[WORKER_NAME]
        await bots.ping()
        return bots

    try:
        # A worker whose script cannot load never settles: give up after a while.
        bots = await asyncio.wait_for(connect(), WORKER_START_LIMIT)
        app.worker = bots
        status.textContent = t("ui-worker-ready")
        window.durakWorkerReadyAt = window.performance.now()
        document.body.dataset.worker = "ready"
    except Exception as exc:  # the table goes on with the main-thread bots
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

    async def worker_call(name: str, *args) -> str:
        from pyscript import workers

        bots = await workers[WORKER_NAME]
        return await getattr(bots, name)(*args)

    hooks = {"durakMainModules": main_modules, "durakWorkerModules": worker_modules,
             "durakGameState": game_state, "durakDealFor": deal_for,
             "durakWorkerCall": worker_call}  # fmt: skip
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
    app.boot()
    _install_test_hooks(app)
    document.body.dataset.ready = "1"
    window.durakReadyAt = window.performance.now()  # read by `make bench-load`
    _start_worker()
    spawn(_connect_worker(app))
