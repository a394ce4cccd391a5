"""One player's session at the table, in pure Python (no browser): the flow between a
tap and the engine.

:class:`Session` owns the game in progress and everything around it: new game, play
again (the engine's :class:`~durak.match.Match` picks the dealer and so the first
attacker), replay and share (the same deal on the same seats), today's deal, resume and
abandon; the queue of your moves made while your last move still animates; when the bots
may move (never while a dialog is open, and at the speed profile's pace); the record
(every loser of a team game, a table per rules preset and seating, abandoned games
counted); the game log (kept with the saved game, rebuilt on reload, re-worded on a
language switch); and practice (issue 15): take back, hints, the coach, the review and
"play from here" (a game with take-backs or hints is a practice game: see
:mod:`durak.session.record`). The front end (``durak/web/``) turns DOM events into these
calls and their results into pixels; the clock is passed in (``now``, seconds, any
monotonic origin), so tests drive whole sessions without waiting.

>>> from durak.storage import DictStore
>>> s = Session(DictStore(), seeds=iter(range(100, 200)).__next__)
>>> s.start()
[]
>>> s.game.move_count, s.status
(0, 'ready')
"""

from __future__ import annotations

import contextlib
import datetime
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from durak.events import MoveRecord
from durak.game import Game
from durak.match import Match
from durak.session.record import (
    GameResult,
    latest_record,
    lineup,
    new_match,
    record_abandoned,
    record_result,
    reset_record,
    same_match,
    table_key,
    unrecord,
)
from durak.settings import DEFAULT_NAME, Notice, Settings, preset_of
from durak.share import (
    LinkGame,
    banner_text,
    daily_game,
    decode_link,
    encode_link,
    link_summary,
)
from durak.storage import (
    GameMeta,
    Record,
    Store,
    clear_game,
    import_record,
    load_game,
    load_record,
    load_settings,
    save_game,
    save_record,
    save_settings,
    saved_language,
)
from durak.ui import text as ui_text
from durak.ui.follow import (
    Follow,
    end_detail,
    end_outcome,
    end_title,
    follow,
    held_observation,
    loss_rows,
    out_at,
)
from durak.ui.layout import Geometry
from durak.ui.table_view import (
    ACTION_BY_NAME,
    TableView,
    bot_key,
    bot_keys,
    playable_cards,
    seat_names,
    view,
)
from durak.ui.text import YOU, about, sentence, t
from durak.ui.timing import Timing

if TYPE_CHECKING:
    from durak.session.review import Review, Table

from . import log, practice
from .pace import Pace

HUMAN = YOU
SEED_LIMIT = 2**32
#: The dialogs that pause the bots while open.
DIALOGS = ("menu", "stats", "rules", "panel", "banner", "analysis")
#: What the bots' worker is doing (its status line).
WORKER_TEXT = {"starting": "ui-worker-starting", "ready": "ui-worker-ready",
               "failed": "ui-worker-failed"}  # fmt: skip
#: At most this many new log lines are read out at once (see :meth:`Session.log_news`).
NEWS_LINES = 8


@dataclass(frozen=True)
class Step:
    """What a session call did, for the front end to show.

    ``status``: ``played`` (``records`` say what happened), ``queued`` (your move waits for
    your last move's animation), ``illegal`` (``reason`` says why, in your language),
    ``needs-confirmation`` (a game in progress would be thrown away: ask, then call again
    with ``confirm=True``), ``started`` (a new deal is on the table), ``held`` (a bot's move
    was not played: a dialog opened or the game changed meanwhile), ``taken-back`` (the
    table is back at your previous decision: redraw it all), ``ignored``. ``said``: a line for
    a screen reader (the page's live region says it), in your language, or ``""``; for
    ``illegal``, the reason as a screen reader hears it (the cards by name).
    """

    status: str
    records: tuple[MoveRecord, ...] = ()
    reason: str | None = None
    said: str = ""


def _random_seed() -> int:
    return int(time.time() * 1000) % SEED_LIMIT


def _today() -> str:
    return datetime.date.today().isoformat()


class Session:
    """The game session of one player (seat 0) against the bots."""

    def __init__(
        self,
        store: Store,
        *,
        seeds: Callable[[], int] = _random_seed,
        today: Callable[[], str] = _today,
    ) -> None:
        self.store = store
        self.seeds = seeds
        self.today = today
        self.settings = Settings()
        self.record = Record()
        #: Whether :attr:`record` is the one last saved (see ``latest_record``): then a
        #: stored record that lacks its games was cleared on purpose, not left behind.
        self.record_saved = True
        self._log_base = 0  # see _reset_table
        self.game: Game | None = None
        self.match: Match | None = None
        self.seed = 0
        self.dealer: int | None = None
        self.game_id = ""
        self.shared = False
        self.names: list[str] = seat_names(2)
        self.entries: list[log.Entry] = []
        self._told = 0  # log entries a screen reader has been told of (see :meth:`log_news`)
        self.version = 0  # bumped by every applied move and every new game
        self.tables = 0  # bumped by every new table: a new game, a take-back, a resume
        self.queue: list[str] = []
        self.locked_until = 0.0  # your last move animates until then
        self.last_move_at = 0.0
        self.dialogs: set[str] = set()
        self.worker = "starting"
        self.pending_link: LinkGame | None = None
        self.selected: str | None = None
        self.keys = False  # the last input was a key press: the prompts name keys, not taps
        self.shown_notices: set[str] = set()
        # a hidden tab that follows a game played in another one (follow_other_tab): its
        # bots wait until the player looks at it (both tabs' bots played, and the tabs
        # went different ways: a review)
        self.watching = False
        self.notices: list[Notice] = []  # storage notices not yet shown
        self.practice = False  # this game had a take-back or a hint (issue 15)
        # the move counts of this game's positions where the coach's figures were shown
        # (the review judges those from the same figures; saved with the game)
        self.coached: set[int] = set()
        # the record and the match before this game's result, to undo it on a take-back
        self._finished_from: tuple[Record, Record, dict | None] | None = None
        self.pace = Pace()  # a finished bout held still, a bot thinking
        self.you_out_at: int | None = None  # the move count when you ran out of cards

    # ------------------------------------------------------------------ start-up

    def start(self, languages: Iterable[str] = (), fragment: str = "") -> list[Notice]:
        """Settings, record and the game in progress from the store (a new game if none);
        then a share link's fragment, if any (offered, see :attr:`pending_link`). Returns
        the notices to show. ``languages``: the browser's, used unless the saved settings
        name a language (the first visit, or a broken value)."""
        from durak.i18n import pick_language

        settings, notices = load_settings(self.store)
        # The browser's language unless the saved settings name one (a broken value is not
        # a choice): as the loading screen before Python (static/js/loading.js) chose.
        if languages and saved_language(self.store) is None:
            settings = replace(settings, language=pick_language(list(languages)))
        self.settings = settings
        ui_text.set_language(settings.language)
        self.record, more = load_record(self.store)
        notices += more
        saved, more = load_game(self.store)
        notices += more
        if saved is not None:
            self._resume(saved.game, saved.meta, saved.records)
        else:
            self._deal(self.seeds(), None, shared=False, match=None)
        # shown now: a later save's same notice is not shown again (a robustness check:
        # with storage refusing reads, the first game's end repeated them)
        notices += [n for n in self.take_notices() if n not in notices]
        self.shown_notices.update(n.text() for n in notices)
        if fragment:
            notices += self.offer_link(fragment)
        return notices

    def offer_link(self, fragment: str) -> list[Notice]:
        """A share link's fragment (at start-up, or pasted into the open tab): its game is
        offered (:attr:`pending_link`, the banner asks); notices for what is wrong in it."""
        link, notices = decode_link(fragment)
        if link is not None:
            self.pending_link = link
            self.dialogs.add("banner")
        return link_summary(link, notices)

    # ------------------------------------------------------------------ games

    @property
    def in_progress(self) -> bool:
        """A game you have made a move in and not over: starting another would throw it
        away (and count it abandoned). A game where only a bot has moved (it attacked
        first) is not yours yet: a play-through found it counted "abandoned" untouched.
        Without its move list (an old save), any move counts."""
        g = self.game
        if g is None or g.is_over or g.move_count == 0:
            return False
        return not g.replayable or self._your_moves() > 0

    def _your_moves(self) -> int:
        """Your moves in this game's move list."""
        return sum(1 for seat, _ in self.game.moves if seat == HUMAN) if self.game else 0

    def new_game(
        self,
        settings: Settings | None = None,
        seed: int | None = None,
        *,
        dealer: int | None = None,
        shared: bool = False,
        confirm: bool = False,
    ) -> Step:
        """A new deal (a new match: the first-game rule unless ``dealer`` is given). Over a
        game in progress it needs ``confirm=True``; the abandoned game is counted."""
        if self.in_progress and not confirm:
            return Step("needs-confirmation")
        self.abandon()
        if settings is not None:
            self.settings = settings
            self.persist(save_settings(self.store, settings))
        self.change_record(self._fresh_match)
        self._deal(self.seeds() if seed is None else seed, dealer, shared=shared, match=None)
        return Step("started")

    def play_again(self) -> Step:
        """The next game of the match: the engine's :class:`Match` names the dealer (the
        loser; with teams the losing team's first member still holding cards)."""
        if self.game is None or not self.game.is_over:
            return self.new_game()
        fresh = self.change_record(self._fresh_match)  # decided on the latest record
        match = self.match
        if match is None or match.rules != self.game.rules:
            match = self._new_match(None if match is None else match.next_dealer)
        seed = (self.seed * 1103515245 + 12345) % 2**31
        self._deal(seed, match.next_dealer, shared=False, match=match)
        if fresh:  # the log says so (the match's score starts again)
            self.entries.insert(0, log.Entry("new-match"))
        return Step("started")

    def replay(self) -> Step:
        """The same deal again: the same hands on the same seats, the same dealer
        (``ignored`` for a game from a position, which has no deal)."""
        if self.from_position:
            return Step("ignored")
        if self.in_progress:
            return Step("needs-confirmation")
        self._deal(self.seed, self.dealer, shared=self.shared, match=None)
        return Step("started")

    def share_fragment(self) -> str:
        """The URL fragment that deals this very game (same hands, same seats) anywhere."""
        return encode_link(self.settings, self.seed % SEED_LIMIT, self.settings.bot_levels,
                           dealer=self.dealer)  # fmt: skip

    def daily_link(self, day: datetime.date | None = None) -> LinkGame:
        """Today's deal (the same for everybody) for these settings' players and bots."""
        day = day or datetime.date.fromisoformat(self.today())
        return daily_game(day, self.settings.players, self.settings.bot_levels)

    def daily(self, day: datetime.date | None = None, *, confirm: bool = False) -> Step:
        """Today's deal; over a game in progress it is offered first (:attr:`pending_link`,
        the banner asks). Once started, ``said`` names it ("Today's deal: throw-in, 2
        players"): the table changed without a word (a new player's play-through)."""
        link = self.daily_link(day)
        step = self.new_game(link.settings(self.settings), link.seed, shared=True, confirm=confirm)
        if step.status == "needs-confirmation":
            self.pending_link = link
        elif step.status == "started":
            step = replace(step, said=banner_text(link, self.settings.language))
        return step

    def accept_link(self, *, confirm: bool = False) -> Step:
        """Play the offered shared deal (its rules, seed and dealer)."""
        link = self.pending_link
        if link is None:
            return Step("ignored")
        step = self.new_game(link.settings(self.settings), link.seed, dealer=link.dealer,
                             shared=True, confirm=confirm)  # fmt: skip
        if step.status != "needs-confirmation":
            self.pending_link = None
            self.dialogs.discard("banner")
        return step

    def dismiss_link(self) -> None:
        """Not now: the offered link is forgotten."""
        self.pending_link = None
        self.dialogs.discard("banner")

    def abandon(self) -> None:
        """Count the game in progress as abandoned (once) and forget it."""
        if not self.in_progress:
            return
        table = self._table()
        self.record, notices = latest_record(self.store, self.record, self.record_saved)
        updated = record_abandoned(self.record, self.game_id, table, self.practice)
        if updated != self.record:
            self.record = updated
            notices += save_record(self.store, updated)
        self._record_notices(notices)
        self.persist(clear_game(self.store))

    def _new_match(self, dealer: int | None) -> Match:
        """The engine's match that deals the next games: it decides the dealer (and so the
        first attacker). When a match to N losses is over is the record's score's call
        (:class:`~durak.storage.MatchScore`), so this match has no loss limit of its own."""
        m = Match(self.settings.rules())
        m.last_loser = dealer  # the loser deals: the engine's rule for the next game
        return m

    def _deal(self, seed: int, dealer: int | None, *, shared: bool, match: Match | None) -> None:
        match = match or self._new_match(dealer)
        self.match = match
        self.seed = int(seed) % SEED_LIMIT
        self.dealer = match.next_dealer
        self.shared = shared
        self.game = match.new_game(self.seed)
        self.game_id = f"g{self.seed}-{int(time.time() * 1000)}"
        self.practice = False
        self.coached = set()
        self._finished_from = None
        self._reset_table()
        g = self.game
        self.entries = log.opening(g)
        self.save()

    def _resume(self, game: Game, meta: GameMeta, records: tuple | None) -> None:
        """Go on with a saved game; ``records``: its moves' records as replayed at load
        (:func:`~durak.storage.load_game`; the log is rebuilt from them; ``None``: a game
        without its move list, whose log starts here)."""
        self.settings = replace(
            meta.settings, language=self.settings.language, coach=self.settings.coach
        )
        self.seed = meta.seed
        self.game_id = meta.game_id
        self.shared = meta.shared
        self.dealer = meta.dealer
        self.practice = meta.practice
        self.coached = set(meta.coached)
        self._finished_from = None
        self.game = game
        try:
            match = Match.from_dict(meta.match) if meta.match is not None else None
        except ValueError:
            match = None
        if match is not None and (
            match.rules != game.rules
            or match.loss_limit is not None
            or match.game_limit is not None
        ):
            match = None  # not one this page makes (see _new_match): damaged, a fresh one
        if match is None:  # saved before the match was kept with the game
            match = self._new_match(meta.dealer)
            match.adopt(game, recorded=False)
        else:
            match.adopt(game)
        self.match = match
        self._reset_table()
        g = game
        self.entries = [log.new_game(g.n, g.rules.mode, g.trump, g.rules.teams)]
        if records is not None:
            # who attacked first is the deal's attacker (the replayed game is at its end)
            self.entries = practice.log_entries(g, list(records))
        self.entries.append(log.Entry("resumed"))
        self._told = len(self.entries) - 1  # the replayed moves were told when played
        self._log_base = 0 if records is not None else g.move_count
        self.you_out_at = (
            out_at(g, HUMAN) if g.is_over else (g.move_count if HUMAN in g.out else None)
        )
        if g.is_over:
            self._finish()

    def _reset_table(self) -> None:
        self.version += 1
        self.tables += 1
        self.queue = []
        self.locked_until = 0.0
        self.selected = None
        self.names = self.seat_names()
        self.pace = Pace()
        self.you_out_at = None
        self._told = 0  # a new log: its lines are news
        self._log_base = 0  # moves played before the log's first (a game without its list)

    def seat_names(self) -> list[str]:
        """Your name (``You`` in your language unless you chose one) and the bots' names."""
        players = self.game.n if self.game is not None else self.settings.players
        name = self.settings.player_name
        you = t("ui-you") if name in ("", DEFAULT_NAME) else name
        return seat_names(players, you, [t(k) for k in bot_keys(name)])

    def record_names(self) -> list[str]:
        """Each seat's name as the record keeps it, the same in every language (the match's
        losses must not restart on a language switch): your chosen name (``You`` if none)
        and the bots' English names."""
        players = self.game.n if self.game is not None else self.settings.players
        from durak.i18n import translate

        name = self.settings.player_name or DEFAULT_NAME
        return seat_names(players, name, [translate(k, "en") for k in bot_keys(name)])

    def _shown_name(self, key: str) -> str:
        """A name of the record, as the table shows it in the current language."""
        seat = self._seat_of(key)
        return self.names[seat] if seat is not None else key

    def _table(self) -> str:
        rules = self.game.rules if self.game is not None else self.settings.rules()
        return table_key(preset_of(rules), rules.players, rules.teams)

    # ------------------------------------------------------------------ moves

    def human(self, move: str, now: float) -> Step:
        """You ask for ``move``: played, queued (your last move still animates), or illegal
        (``reason``). Queued moves are played by :meth:`tick`, in order."""
        g = self.game
        if g is None or g.is_over:
            return Step("ignored")
        reason = self.reason(move)
        if reason is not None:
            return Step("illegal", reason=reason, said=self.reason(move, said=True) or "")
        if self.queue or now < self.locked_until:
            self.queue.append(move)
            if self.pace.holding(now) is not None:  # you have seen the bout: it clears now
                until = self.pace.cut(now)
                self.locked_until = min(self.locked_until, until + self.timing.card_move)
            return Step("queued")
        return Step("played", (self._play(HUMAN, move, now),))

    def reason(self, move: str, said: bool = False) -> str | None:
        """Why you may not make ``move`` now, in your language (``None`` if legal;
        ``said``: as a screen reader says it, the cards by name)."""
        g = self.game
        error = g.check(HUMAN, move) if g is not None else None
        if error is None:
            return None
        text = error.message(ui_text.language(), said)
        return text[:1].upper() + text[1:]

    def tick(self, now: float) -> Step:
        """Play your queued moves whose turn has come (one that a bot's move made illegal
        meanwhile is dropped)."""
        records: list[MoveRecord] = []
        g = self.game
        while self.queue and now >= self.locked_until and g is not None:
            move = self.queue.pop(0)
            if not g.is_over and g.check(HUMAN, move) is None:
                records.append(self._play(HUMAN, move, now))
        return Step("played", tuple(records)) if records else Step("ignored")

    def lock(self, until: float) -> None:
        """Your last move animates until ``until``: your next moves queue, bots wait."""
        self.locked_until = max(self.locked_until, until)

    def bot_turn(self) -> int | None:
        """The bot seat that should think now, or ``None``: the game is over, it is your
        turn, your moves are queued, a dialog is open (the bots wait for it to close), or
        this hidden tab follows another (:attr:`watching`)."""
        g = self.game
        if g is None or g.is_over or self.dialogs or self.queue or self.watching:
            return None
        to_act = g.to_act
        if not to_act or to_act[0] == HUMAN:
            return None
        return to_act[0]

    def bot_due(self) -> float:
        """When the next bot move may land: after your animation, at the speed's pace."""
        return max(self.locked_until, self.last_move_at + self.timing.bot_move)

    def bot_move(self, seat: int, move: str | None, version: int, now: float) -> Step:
        """A bot's answer for the position of ``version``. ``held`` if the game changed or a
        dialog opened meanwhile, or it is not yet due; ``illegal`` if the engine refuses it
        (the caller then asks a fallback bot)."""
        g = self.game
        if (
            g is None
            or version != self.version
            or self.bot_turn() != seat
            or now + 1e-9 < self.bot_due()
        ):
            return Step("held")
        if move is None or g.check(seat, move) is not None:
            return Step("illegal", reason=move)
        return Step("played", (self._play(seat, move, now),))

    def _play(self, seat: int, move: str, now: float) -> MoveRecord:
        g = self.game
        assert g is not None
        record = g.play(seat, move)
        self.version += 1
        self.last_move_at = now
        hold = self.pace.played(record, now, self.timing)
        if hold:  # the finished bout stays on the table, then flies off: nobody moves meanwhile
            self.lock(now + hold + self.timing.card_move)
        if self.you_out_at is None and HUMAN in g.out:
            self.you_out_at = g.move_count
        if seat == HUMAN:
            self.selected = None
        self.entries.append(log.Entry("move", record=record))
        self.save()
        if record.over:
            self._finish()
        return record

    @property
    def timing(self) -> Timing:
        """Animation and pacing durations of the speed profile."""
        return Timing.for_speed(self.settings.speed)

    # ------------------------------------------------------------------ practice (issue 15)

    @property
    def can_take_back(self) -> bool:
        """You have a decision to go back to: a queued move, or a move of yours in a game
        whose deal and moves are known."""
        g = self.game
        return g is not None and (bool(self.queue) or practice.last_decision(g, HUMAN) is not None)

    def take_back(self) -> Step:
        """Back to your previous decision, undoing the bots' replies after it (``taken-back``;
        ``ignored`` if there is none): the game exactly as it was then (replayed from its
        deal: engine state and move list), the log as it was, and, from the end screen, the
        record and the match as they were before the game's result (unless the game ended
        before a reload: its result then stays recorded). A move still queued is taken back
        first. The game becomes a practice game (:attr:`practice`); :attr:`version` moves on
        (never back), so a bot's answer for the undone position is held. A screen reader is
        told (``said``): the table changes without a move to announce."""
        g = self.game
        if g is None:
            return Step("ignored")
        if self.queue:
            self.queue.pop()
            self.mark_practice()
            return Step("taken-back", said=t("ui-taken-back"))
        i = practice.last_decision(g, HUMAN)
        if i is None:
            return Step("ignored")
        game, records = practice.replay_to(g, i)
        entries = practice.entries_before(self.entries, i)
        if g.is_over:
            self._undo_finish()
        self.game = game
        self.entries = entries if entries is not None else practice.log_entries(game, records)
        if self.match is not None:
            self.match.adopt(game)
        self._now_practice()
        self._reset_table()
        self._told = len(self.entries)  # the log as it was: old lines, not news ("said" is)
        self.save()
        return Step("taken-back", said=t("ui-taken-back"))

    def _undo_finish(self) -> None:
        """The record and the match as they were before this game's result."""
        snapshot, self._finished_from = self._finished_from, None
        if snapshot is None:
            return
        before, after, match = snapshot
        self.record, notices = unrecord(self.store, before, after, self.record_saved)
        self._record_notices(notices)
        if match is not None:
            with contextlib.suppress(ValueError):
                self.match = Match.from_dict(match)

    def mark_practice(self) -> None:
        """This game becomes a practice game (saved with it); a finished game stays as it
        was recorded."""
        g = self.game
        if g is not None and not g.is_over and not self.practice:
            self._now_practice()
            self.save()

    def _now_practice(self) -> None:
        """The game is a practice game from now on; the first time a game of this visit
        becomes one, the player is told (on a phone the buttons' tooltips never show)."""
        if not self.practice:
            self.persist([Notice("ui-practice-now")])
        self.practice = True

    def note_hint(self) -> None:
        """You asked for a hint: the game becomes a practice game."""
        self.mark_practice()

    def note_coach(self) -> None:
        """The coach's figures were shown at one of your decisions: they name the best move
        as a hint does, so the game becomes a practice game too (and the review judges
        this position from them, :meth:`review_table`)."""
        if self.game is not None:
            self.coached.add(self.game.move_count)
        self.mark_practice()

    def practice_note(self) -> str:
        """The line for the Hint and Take back buttons' tooltips while this game still
        counts (``""`` once it is a practice game)."""
        return "" if self.practice else t("ui-practice-note")

    def practice_line(self) -> str:
        """The end dialog's line for a practice game (it did not count), else ``""``."""
        return t("ui-practice-end") if self.practice else ""

    def decision(self) -> tuple[int, int] | None:
        """Which of your decisions the table is at (``None`` while you have no move): the
        same after a bot's move that leaves you a move (you may throw in while a bot
        covers), another after a move of yours, a take-back or a new game. A hint asked for
        one decision and overtaken by a bot's move is asked again while this stays."""
        g = self.game
        if g is None or g.is_over or not g.legal_moves(HUMAN):
            return None
        return (self.tables, self._your_moves())

    def hint_seed(self) -> int:
        """The hint's seed at the current position (the same position, the same hint)."""
        g = self.game
        count = g.move_count if g is not None else 0
        return practice.decision_seed(self.seed, count, practice.HINT_SALT)

    def coach_seed(self) -> int:
        """The coach's seed at the current position (the same position, the same figures)."""
        g = self.game
        count = g.move_count if g is not None else 0
        return practice.decision_seed(self.seed, count, practice.COACH_SALT)

    def set_coach(self, on: bool) -> None:
        """Switch the coach on or off (saved with the settings)."""
        if self.settings.coach != bool(on):
            self.settings = replace(self.settings, coach=bool(on))
            self.persist(save_settings(self.store, self.settings))

    @property
    def from_position(self) -> bool:
        """A game played from a position set up on the analysis board (its id's ``a``, see
        :meth:`play_position`): it has no deal to replay or review (its end dialog offered
        both, and "Replay this deal" dealt a new full deal: a play-through)."""
        return self.game is not None and self.game_id.startswith("a")

    def review(self, budget: float | None = None, coach_steps: tuple[float, ...] = ()) -> Review:
        """The review of this game (your decisions judged by the coach, see
        :mod:`durak.session.review`); ``ValueError`` if its deal or moves are not known.
        ``coach_steps``: the budgets of the table's coach calls, for a review that starts
        from the figures the table showed (:meth:`review_table`)."""
        from durak.session.review import REVIEW_BUDGET, Review

        assert self.game is not None
        budget = REVIEW_BUDGET if budget is None else budget
        return Review(self.game, HUMAN, self.review_seed(), budget, self.review_table(coach_steps))

    def review_table(self, coach_steps: tuple[float, ...]) -> Table | None:
        """What a review needs to judge the decisions where the table's coach showed its
        figures from them: the coach's seeds (:meth:`coach_seed` at each position), its
        calls' budgets (``coach_steps``) and those positions' move counts (saved with the
        game; rather than the switch as it is now: a game coached throughout and the
        switch turned off before the review, a review of the change); ``None`` if there
        are none (or no steps)."""
        if not (self.coached and coach_steps):
            return None
        return (self.seed, tuple(coach_steps), frozenset(self.coached))

    def review_seed(self) -> int:
        """The review's seed (the worker's ``review`` is called with it too)."""
        return practice.decision_seed(self.seed, 0, practice.REVIEW_SALT)

    def play_from(self, count: int, *, confirm: bool = False) -> Step:
        """ "Play from here": a practice game from the position after this game's first
        ``count`` moves (a reviewed position), against the same bots: the same deal and its
        moves up to there (so take-backs reach back to the deal). ``started``; over a game in
        progress ``needs-confirmation`` first (then it is counted abandoned). ``ValueError``
        if the game cannot be replayed, has fewer moves, or is over at that position."""
        g = self.game
        if g is None:
            return Step("ignored")
        game, records = practice.replay_to(g, count)
        if game.is_over:
            raise ValueError("the game is over at that position")
        if self.in_progress and not confirm:
            return Step("needs-confirmation")
        self.abandon()
        match = self.match
        if match is None or match.rules != game.rules:
            match = self._new_match(self.dealer)
        return self._start_practice(game, match, practice.log_entries(game, records), "p")

    def play_position(self, game: Game, *, confirm: bool = False) -> Step:
        """ "Play from here" from a position set up on the analysis board (issue 17): a
        practice game from ``game`` (you at seat 0, the bots at the others, the rules the
        position's), never counted in the match. ``started``; over a game in progress
        ``needs-confirmation`` first (then it is counted abandoned). ``ValueError`` if the
        game is over."""
        from durak.settings import RULE_FIELDS, fit_bot_levels

        if game.is_over:
            raise ValueError("the game is over at that position")
        if self.in_progress and not confirm:
            return Step("needs-confirmation")
        self.abandon()
        rules = {name: getattr(game.rules, name) for name in RULE_FIELDS}
        levels = fit_bot_levels(tuple(self.settings.bot_levels), game.n)
        self.settings = replace(self.settings, players=game.n, bot_levels=levels, **rules)
        self.dealer = game.dealer
        entries = log.opening(game)  # as the log of its replay says it after a reload
        return self._start_practice(game, self._new_match(None), entries, "a")

    def _start_practice(
        self, game: Game, match: Match, entries: list[log.Entry], prefix: str
    ) -> Step:
        """Sit down at ``game`` as a practice game of ``match`` (never counted in it)."""
        match.adopt(game, recorded=False)
        self.match = match
        self.game = game
        self.entries = entries
        self.game_id = f"{prefix}{self.seed}-{int(time.time() * 1000)}-{self.version}"
        self.practice = True
        self.coached = set()
        self._finished_from = None
        self._reset_table()
        self.save()
        return Step("started")

    # ------------------------------------------------------------------ the end

    def _finish(self) -> None:
        """Record the game once (a reload at the end screen adds nothing); log the end."""
        g = self.game
        assert g is not None and g.is_over
        match = self.match
        match_before = match.to_dict(game=False) if match is not None else None
        if match is not None and match.game is g:
            if self.practice:  # a practice game does not count in the match
                match.adopt(g, recorded=True)
            else:
                with contextlib.suppress(ValueError):  # recorded before a reload
                    match.record(g)
        losers = g.losers
        names = tuple(self.record_names())
        outcome = "draw" if not losers else ("loss" if HUMAN in losers else "win")
        result = GameResult(
            outcome=outcome,
            preset=self._table(),
            date=self.today(),
            losers=tuple(names[s] for s in losers),
            seats=names,
            loss_limit=self.settings.loss_limit,
            practice=self.practice,
            table=lineup(g.rules.players, g.rules.teams),
        )
        saved = self.record_saved
        before, _ = latest_record(self.store, self.record, saved)
        self.record, notices = record_result(self.store, self.game_id, result, self.record, saved)
        self._finished_from = (before, self.record, match_before)
        self._record_notices(notices)
        if not any(e.kind == "end" for e in self.entries):
            self.entries.append(log.Entry("end", (("losers", tuple(losers)),)))
            if self.match_line() and not self.practice:
                m = self.record.match
                params = (("seat", self._seat_of(m.loser)), ("name", self._shown_name(m.loser)))
                self.entries.append(
                    log.Entry("match-over", (*params, ("count", m.losses[m.loser])))
                )
        self.save()

    def end_outcome(self) -> str:
        """How the game ended for you (:data:`durak.ui.follow.OUTCOMES`), ``""`` if not."""
        g = self.game
        if g is None or not g.is_over:
            return ""
        early = self.you_out_at is not None and self.you_out_at < g.move_count
        return end_outcome(g.losers, HUMAN, g.teams is not None, out_early=early)

    def end_title(self) -> str:
        """How the game ended for you, in words: "You won", "You are the durak"..."""
        outcome = self.end_outcome()
        return end_title(outcome) if outcome else ""

    def end_detail(self) -> str:
        """Who is the durak (or the losing team), under the title; ``""`` if not over."""
        g, outcome = self.game, self.end_outcome()
        return end_detail(g.losers, g.teams is not None, self.names, outcome) if outcome else ""

    def follow(self, held: bool = False) -> Follow:
        """The bubbles of the current bout and the last move's cards (for the table). Once a
        finished bout is no longer ``held`` on the table, its words go with its cards (a
        "Take" stayed while you thought about your lead, like a button to press, and a
        "Beaten" stayed under the seat that had become the defender: a play-through)."""
        records = [e.record for e in self.entries if e.record is not None]
        f = follow(records, HUMAN)
        if not held and records and records[-1].bout is not None and f.bubbles:
            return Follow({}, f.marked, f.by)
        return f

    def table_view(self, geometry: Geometry, now: float, hinted: str | None = None) -> TableView:
        """What the table shows at ``now``: while a finished bout is held (see
        :attr:`pace`), that bout; the bubbles, the marked cards, a bot thinking long; a
        button for the ``hinted`` move if it needs one."""
        g = self.game
        assert g is not None
        obs = g.observation(HUMAN)
        held = self.pace.holding(now)
        if held is not None:
            obs = held_observation(obs, held)
        thinking = self.pace.thinking(self.version, now)
        return view(obs, geometry, self.names, hints=self.settings.hints,
                    selected=self.selected, follow=self.follow(held is not None),
                    thinking=thinking, queued=playable_cards(self.queue),
                    hinted=None if held is not None else hinted)  # fmt: skip

    def match_line(self) -> str:
        """ "Match over: … reached N losses", or ``""``."""
        m = self.record.match
        if not (m.over and m.loser):
            return ""
        count = m.losses.get(m.loser, 0)
        return log.match_over(self._seat_of(m.loser), self._shown_name(m.loser), count, self.names)

    def end_match_line(self) -> tuple[str, str]:
        """The end dialog's match line and its kind: ``"over"`` ("Match over: … reached N
        losses. “Play again” starts a new match."; a play-through: Play again quietly began
        a new match), ``"limit"`` (:meth:`match_limit_line`), or ``("", "limit")``."""
        over = self.match_line()
        if over:
            return sentence(over) + " " + t("ui-match-again", again=t("ui-play-again")), "over"
        return self.match_limit_line(), "limit"

    def match_limit_line(self) -> str:
        """ "The match ends at N losses" while a match to N losses goes on, else ``""``."""
        m = self.record.match
        return "" if m.over or not m.loss_limit else t("ui-stats-match-limit", count=m.loss_limit)

    def _seat_of(self, name: str) -> int | None:
        """The seat of the player the record names ``name`` (:meth:`record_names`; a record
        written before those names were fixed has the names of that day's language), or
        ``None``."""
        for names in (self.record_names(), self.names):
            if name in names:
                return names.index(name)
        from durak.i18n import LANGUAGES, translate  # every catalog: only in this rare case

        mine = self.settings.player_name
        for lang in LANGUAGES:
            you = translate("ui-you", lang) if mine in ("", DEFAULT_NAME) else mine
            bots = [translate(k, lang) for k in bot_keys(mine)]
            names = seat_names(len(self.names), you, bots)
            if name in names:
                return names.index(name)
        return None

    def end_losses(self) -> list[tuple[str, int]]:
        """The end dialog's rows of match losses: per player, or per team in partnerships
        (:func:`~durak.ui.follow.loss_rows`)."""
        g = self.game
        teams = g.rules.team_seats if g is not None and g.teams is not None else None
        return loss_rows(self.match_losses(), teams)

    def match_losses(self, every: bool = False) -> list[tuple[str, int]]:
        """Each seat's name (in the current language) and match losses, for the end dialog;
        ``every``: then the other players the match's score names (a match of more players,
        for the statistics), each by the name the table gives it in this language."""
        m = self.record.match
        keys = self.record_names()
        rows = [(n, m.losses.get(k, 0)) for n, k in zip(self.names, keys, strict=True)]
        if every:
            extra: dict[str, int] = {}
            for k, n in m.losses.items():
                if k in keys:
                    continue
                seat = self._seat_of(k)  # a record of before the names were fixed: "Аня"
                if seat is not None and seat < len(rows):
                    rows[seat] = (rows[seat][0], rows[seat][1] + n)
                else:  # a player not at this table: a bot by its name in this language
                    key = bot_key(k)  # the spare "Misha" too
                    name = t(key) if key else k
                    extra[name] = extra.get(name, 0) + n
            rows += list(extra.items())
        return rows

    # ------------------------------------------------------------------ words

    def log_lines(self, since: int = 0, said: bool = False) -> list[str]:
        """The game log in the current language (``since``: from that entry on, the
        entries being :attr:`entries`; ``said``: as a screen reader says it, the cards by
        name, where the log shows "A♥")."""
        teams = self.game is not None and self.game.teams is not None
        entries = self.entries[since:]
        return [line for e in entries for line in log.words(e, self.names, teams, said)]

    def log_items(self, since: int = 0) -> list[tuple[int | None, str]]:
        """:meth:`log_lines` (from entry ``since`` on), each with the number of its move
        (:func:`~durak.session.log.numbered`), ``None`` for the other lines."""
        teams = self.game is not None and self.game.teams is not None
        before = self._log_base + sum(e.kind == "move" for e in self.entries[:since])
        return log.numbered(self.entries[since:], self.names, teams, start=before)

    def log_news(self) -> str | None:
        """What a screen reader is told of the log: the lines of the entries added since the
        last call (of the whole log after a new game), in order, as sentences, the last
        :data:`NEWS_LINES` of them at most (a bot's cover and "Beaten off" both, but no
        wall of speech after a long run of moves), the cards said by name; ``None`` when none
        was added, so the log worded again (a language switch, the log opened) repeats no
        old move."""
        fresh = self.log_lines(self._told, said=True)
        self._told = len(self.entries)
        return log.spoken(fresh[-NEWS_LINES:]) if fresh else None

    def set_language(self, lang: str) -> str:
        """Switch every word (names, log, prompt, worker status) to ``lang``; returns it."""
        lang = ui_text.set_language(lang)
        if self.settings.language != lang:
            self.settings = replace(self.settings, language=lang)
            self.persist(save_settings(self.store, self.settings))
        self.names = self.seat_names()
        return lang

    def worker_text(self) -> str:
        """The bots' status line (``starting``, ``ready``, ``failed``) in the current language."""
        return t(WORKER_TEXT.get(self.worker, "ui-worker-starting"))

    @property
    def waiting(self) -> bool:
        """A game goes on and nothing is yours to do: the status line says whose turn it
        is ("Boris is thinking…"), for the eyes only; a screen reader hears the moves
        themselves, and the seat says "thinking…" once the bot has thought 0.3 s
        (``THINKING_AFTER``; a play-through with a screen reader's eyes: a line at each
        bot's turn, at a table of four, buried the moves)."""
        g = self.game
        return g is not None and not g.is_over and not g.legal_moves(HUMAN)

    def prompt(self, said: bool = False, now: float | None = None) -> str:
        """The status line: whose turn, and what you can do (in keys, after a key press:
        :attr:`keys`; ``said``: as a screen reader says it, the cards by name). While a
        finished bout is held on the table at ``now`` (:attr:`pace`), how it ended: the
        next bout's "Your attack" beside the last one's cards read as if your card were
        on the table already (a play-through)."""
        g = self.game
        if g is None or g.is_over:
            return ""  # the end dialog says how it ended
        held = self.pace.holding(now) if now is not None else None
        if held is not None and held.bout is not None:
            return log.bout_end(held, self.names)
        legal = g.legal_moves(HUMAN)
        if not legal:
            to_act = g.to_act
            return about("ui-waiting", to_act[0], self.names) if to_act else ""
        if self.selected:
            chose_first = self.selected not in g.hands[HUMAN]  # the table's card to cover
            key = "ui-choose-cover" if chose_first else "ui-choose-target"
            return t(key + "-keys" * self.keys, said=said, card=self.selected)
        keys = "-keys" * self.keys
        if g.defender == HUMAN and any(c is None for _, c in g.table):
            if not any(m.startswith(("defend ", "transfer ", "show ")) for m in legal):
                return t("ui-your-turn-take-only" + keys, said=said)  # ("tap a card" misled)
            passes = [k for k in ("transfer", "show") if any(m.startswith(k + " ") for m in legal)]
            return t(f"ui-your-turn-{'-'.join(passes) or 'defend'}{keys}", said=said)
        if not g.table:
            return t("ui-your-turn-attack" + keys, said=said)
        done = "pass" in legal and all(c for _, c in g.table)
        action = ACTION_BY_NAME["beaten" if done else "pass"]
        return t("ui-your-turn-add" + keys, said=said, button=t(action.label), letter=action.key)

    # ------------------------------------------------------------------ dialogs, storage

    def open_dialog(self, name: str) -> None:
        """A dialog opens: the bots wait until it closes."""
        self.dialogs.add(name)

    def close_dialog(self, name: str) -> None:
        """A dialog closes."""
        self.dialogs.discard(name)

    def save(self) -> None:
        """The game in progress with its meta, its move list and the match."""
        g = self.game
        if g is None:
            return
        meta = GameMeta(
            game_id=self.game_id,
            settings=self.settings,
            seed=self.seed % SEED_LIMIT,
            started=self.today(),
            shared=self.shared,
            dealer=self.dealer,
            match=self.match.to_dict(game=False) if self.match is not None else None,
            practice=self.practice,
            coached=tuple(self.coached),
        )
        self.persist(save_game(self.store, g.to_json(), meta))

    def _fresh_match(self, record: Record) -> Record:
        """``record`` with a new match if its match does not go on with the settings'
        (:func:`~durak.session.record.same_match`: over, to another number of losses, at
        another line-up; a change for :meth:`change_record`), else itself."""
        table = self._lineup()
        if not same_match(record.match, self.settings.loss_limit, table):
            return new_match(record, self.settings.loss_limit, table)
        return record

    def _lineup(self) -> str:
        """The settings' line-up (:func:`~durak.session.record.lineup`): whose match the
        next game counts in."""
        return lineup(self.settings.players, self.settings.teams)

    def change_record(self, change: Callable[[Record], Record]) -> bool:
        """Change the latest record (:func:`latest_record`: with the games another tab
        recorded since this one last read it) with ``change`` (a new match, "Reset
        statistics", an import) and save it if that changed it; whether it did."""
        record, notices = latest_record(self.store, self.record, self.record_saved)
        self.record = change(record)
        changed = self.record != record
        if changed or not self.record_saved:  # a change, or a save that did not land before
            notices += [n for n in save_record(self.store, self.record) if n not in notices]
        self._record_notices(notices)
        return changed

    @property
    def can_reset(self) -> bool:
        """Whether "Reset statistics" would clear anything: a game, a practice game, a
        match's loss (with nothing recorded it still asked to "erase all statistics", a
        new player's play-through)."""
        record = self.record
        return (
            new_match(reset_record(record), record.match.loss_limit, record.match.table) != record
        )

    def reset_statistics(self) -> Notice:
        """ "Reset statistics": the latest record emptied (:func:`reset_record`; it still
        knows which games were recorded), the match's score too; what to tell the player
        (that the match starts again, if one was under way), worded in the language of the
        moment (a notice on screen is worded again at a switch)."""
        under_way = False

        def reset(record: Record) -> Record:
            nonlocal under_way
            under_way = record.match.games > 0
            return new_match(reset_record(record), self.settings.loss_limit, self._lineup())

        self.change_record(reset)
        return Notice("ui-stats-reset-match" if under_way else "ui-stats-reset-done")

    def import_record(self, text: str) -> tuple[bool, list[Notice]]:
        """Merge a statistics file's ``text`` into the latest record (the games recorded
        so far, in any tab, stay recorded) and save it: whether it was a valid file, and
        notices for the player (why not)."""
        refused: list[Notice] = []

        def merged(record: Record) -> Record:
            new, notices = import_record(text, record)
            refused.extend(notices)
            return record if new is None else new

        self.change_record(merged)
        return not refused, refused

    def _record_notices(self, notices: list[Notice]) -> None:
        """Queue the notices of a load and save of the record (:meth:`persist`), and note
        whether the record in memory is the one stored (:attr:`record_saved`; a save that
        did not land, or a record made good from memory and not saved again, is not)."""
        self.record_saved = load_record(self.store)[0] == self.record
        self.persist(notices)

    def persist(self, notices: list[Notice]) -> None:
        """Queue storage notices (the result of a save) for the player, once each."""
        for notice in notices:
            text = notice.text()
            if text not in self.shown_notices:
                self.shown_notices.add(text)
                self.notices.append(notice)

    def take_notices(self) -> list[Notice]:
        """The storage notices not yet shown (and forget them)."""
        out, self.notices = self.notices, []
        return out

    def reload_record(self) -> None:
        """Another tab changed the record: read it again (kept in memory if storage cannot
        give it: a newer version's, a damaged one)."""
        self.record, _ = latest_record(self.store, self.record, saved=True)
        self._record_notices([])

    def follow_other_tab(self) -> bool:
        """Another tab saved the game: go on with the saved game when it is not this tab's
        (the player plays on there, took a move back or began another game), so the tabs
        show one game and this one does not save over it (a robustness check: a tab left
        behind at move 4 saved its next move over the other tab's move 14, and ten moves
        were lost). Whether it changed. A game made practice here stays practice. The
        version moves on, so an answer for the old position is dropped; the page sets
        :attr:`watching` while this tab is hidden."""
        g = self.game
        saved, _ = load_game(self.store)
        if saved is None or g is None:
            return False
        same = saved.meta.game_id == self.game_id
        if same and saved.game.to_json() == g.to_json():
            return False
        practice = self.practice and same
        coached = self.coached if same else set()
        self._resume(saved.game, saved.meta, saved.records)
        self.practice = self.practice or practice
        self.coached |= coached
        return True

    def bot_level(self, seat: int) -> str:
        """The level of the bot at ``seat``."""
        levels = self.settings.bot_levels
        return levels[(seat - 1) % len(levels)] if levels else "medium"

    @property
    def status(self) -> str:
        """``ready`` (no move yet), ``playing``, ``over``."""
        g = self.game
        if g is None or g.move_count == 0:
            return "ready"
        return "over" if g.is_over else "playing"
