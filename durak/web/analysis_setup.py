"""The analysis board's set-up screen on the page (issue 17): a position placed by hand
with the card picker (:mod:`durak.ui.analysis_setup` decides what it shows), checked by
the core (:meth:`durak.analysis.Position.problems`), then played from against the bots,
coached (the worker's ``coach`` on the position, as the practice page asks it) or shared
as a link (:func:`durak.analysis.encode_position`); a shared position's link opens here.
"""

from __future__ import annotations

import html
import json
from typing import TYPE_CHECKING

from pyscript import window

from durak.ui import analysis_setup as setup
from durak.ui import analysis_view as view
from durak.ui.text import t
from durak.web.page import el
from durak.web.tasks import found, spawn

if TYPE_CHECKING:
    from durak.analysis import Position
    from durak.web.analysis import Analysis

#: The seed that deals a set-up position's stock (hidden cards) for play and the coach.
POSITION_SEED = 1


class SetupScreen:
    """The set-up screen's state and buttons."""

    def __init__(self, analysis: Analysis) -> None:
        self.analysis = analysis
        s = analysis.settings
        self.state = setup.SetupState.empty(s.players, s.deck)
        self.coach_line = ""  # HTML: the cards' names said (view.coach_html)
        self.version = 0
        self.play_armed = False  # "Play from here" pressed once over a game in progress

    @property
    def app(self):
        return self.analysis.app

    def position(self) -> Position:
        return self.state.position(self.analysis.settings.rules())

    def problems(self) -> list[str | tuple[str, str]]:
        """The position's problems in words, each as shown and as said ([] when it is
        legal)."""
        try:
            return [view.entry_said(p) for p in self.position().problems()]
        except Exception as exc:  # the core refused to build it at all
            return [view.entry_said(exc) if hasattr(exc, "key") else str(exc)]

    def render(self, body) -> None:
        a = self.analysis
        self.state = self.state.fitted(a.settings.players, a.settings.deck)
        body.innerHTML = setup.setup_html(a.settings, self.state, self.problems())
        self.play_armed = False  # (the buttons are drawn again with their own words)

    def changed(self, focus: str = "") -> None:
        """After a change: the screen again, the coach's old line gone."""
        self.version += 1
        self.coach_line = ""
        self.analysis.state.error = ""
        self.analysis.render()
        if focus:
            self.analysis.refocus(focus)

    # ------------------------------------------------------------------ buttons
    def action(self, verb: str, arg: str) -> bool:
        """One of the set-up screen's buttons; False if ``verb`` is not one."""
        if verb == "mode" and arg == "setup":
            self.analysis.mode = "setup"
            self.changed()
            self.analysis.refocus("an-zone-hand-0")
        elif verb == "zone":
            self.state = self.state.with_zone(arg)
            self.changed(f"an-zone-{arg}")
        elif verb == "place":
            before = self.state
            self.state = self.state.tap(arg)
            self.changed(f"an-place-{arg}")
            if self.state == before:
                self.analysis.failed(t("analysis-no-open-card"))
        elif verb == "share":
            spawn(self.share())
        elif verb == "coach":
            spawn(self.coach())
        elif verb == "play":
            self.play()
        else:
            return False
        return True

    def on_change(self, name: str, value: str) -> None:
        """A select of the set-up screen: the attacker, the defender, who acts, the trump."""
        from dataclasses import replace

        if name == "an_trump" and value in "SHDC":
            self.state = replace(self.state, trump=value)
        elif name == "an_attacker":
            self.state = self.state.with_attacker(int(value))
        elif name == "an_defender":
            self.state = replace(self.state, defender=int(value))
        elif name == "an_rest":
            stock = value == "stock"
            zone = self.state.zone if stock or self.state.zone != "trumpcard" else "hand-0"
            card = self.state.trump_card if stock else None  # no stock: no face-up trump
            self.state = replace(self.state, in_stock=stock, zone=zone, trump_card=card)
        elif name == "an_taking":
            self.state = replace(self.state, taking=value == "on")
        elif name == "an_to_act":
            self.state = replace(self.state, to_act=int(value) if value else None)
        else:
            return
        self.changed()
        again = el("analysis-body").querySelector(f'[name="{name}"]:checked, select[name="{name}"]')
        if found(again):
            again.focus()

    def legal_game(self):
        """The position's game (the stock dealt by :data:`POSITION_SEED`), or ``None``
        with its problems shown."""
        from durak.analysis import EntryError

        try:
            return self.position().game(POSITION_SEED)
        except EntryError as err:
            self.analysis.failed(*view.entry_said(err))
        except ValueError as err:
            self.analysis.failed(str(err))
        return None

    def play(self) -> None:
        """Play from here against the bots: a practice game from the position (you at the
        first seat); the board closes onto it."""
        game = self.legal_game()
        if game is None:
            return
        try:  # over a game in progress the first press only asks, as a deal link's banner
            step = self.app.session.play_position(game, confirm=self.play_armed)
        except ValueError as err:
            self.analysis.failed(str(err))
            return
        if step.status == "needs-confirmation":
            self.play_armed = True
            button = el("analysis-buttons").querySelector('[data-action="an-play"]')
            if found(button):
                button.textContent = t("analysis-play-confirm")
            return
        self.analysis.close()
        self.app.new_deal(step)

    async def coach(self) -> None:
        """The coach's figures for the seat to act, one line per move."""
        import asyncio

        from durak.bots.coach import figures_from_dict
        from durak.ui import practice_board

        game = self.legal_game()
        if game is None:
            return
        version = self.version
        self.coach_line = html.escape(t("analysis-coach-working"))
        el("analysis-coach").innerHTML = self.coach_line
        for _ in range(120):  # the worker may still be starting
            if self.app.bots.worker is not None or self.version != version:
                break
            await asyncio.sleep(0.5)
        worker = self.app.bots.worker
        if worker is None or self.version != version:
            if worker is None:
                self.analysis.failed(t("analysis-coach-wait"))
            return
        seat = game.to_act[0]
        obs_json = json.dumps(game.observation(seat))
        quick = self.app.practice.quick
        steps = practice_board.coach_steps(quick)
        try:
            for budget, limit in steps:
                text = await worker.coach(obs_json, POSITION_SEED, budget, limit)
                if self.version != version or self.analysis.mode != "setup":
                    return
                figures = figures_from_dict(json.loads(str(text)))
                self.coach_line = view.coach_html(figures, seat, view.seat_names(game.n, 0))
                el("analysis-coach").innerHTML = self.coach_line
        except Exception as exc:
            window.console.warn(f"coach failed: {exc}")

    async def share(self) -> None:
        """A link to the position: the share sheet, else the clipboard, else shown."""
        from durak.analysis import encode_position

        if self.problems():
            self.analysis.failed(t("analysis-share-illegal"))
            return
        fragment = encode_position(self.position())
        url = f"{window.location.origin}{window.location.pathname}#{fragment}"
        el("analysis").dataset.shared = url
        try:
            await window.navigator.clipboard.writeText(url)
            self.app.page.notify(lambda: t("ui-share-copied"), again=True)
        except Exception:
            self.app.page.notify(lambda: f"{t('ui-share-manual')} {url}", again=True)

    # ------------------------------------------------------------------ a link
    def open_link(self, fragment: str) -> None:
        """A shared position's link: the set-up screen with it, or a clear message (a
        broken or hostile link changes nothing)."""
        from durak.analysis import decode_position

        try:
            pos, _keys = decode_position(fragment)
        except Exception as exc:  # the core should not raise: refuse the link all the same
            window.console.warn(f"position link refused: {exc}")
            pos = None
        if pos is None:
            self.app.page.notify(lambda: t("analysis-bad-link"), again=True)
            return
        from dataclasses import replace

        from durak.settings import RULE_FIELDS

        a = self.analysis
        rules = {name: getattr(pos.rules, name) for name in RULE_FIELDS}
        a.settings = replace(a.settings, players=pos.rules.players, **rules)
        self.state = setup.SetupState.from_position(pos)
        a.mode = "setup"  # a board being followed stays (saved): "Follow a game" goes back
        self.version += 1
        a.open()
