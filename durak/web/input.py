"""The player's input: clicks and taps, drag and drop with pointer events (mouse and touch
alike), and keys. Each handler turns a DOM event into an :class:`~durak.web.app.App` call;
the decisions (which move a tap or a key means) are pure functions in :mod:`durak.ui`."""

from __future__ import annotations

import asyncio
import time
from typing import TYPE_CHECKING

from pyscript import document

from durak.session import HUMAN
from durak.ui.dialogs import DIALOGS, LOG, tab_target
from durak.ui.echo import Press, echo
from durak.ui.keys import LEAD_PRESSES, hand_target, key_command
from durak.ui.table_view import (
    ACTION_BY_NAME,
    drop_move,
    focus_after,
    probe_move,
    table_tap,
    tap_move,
)
from durak.ui.text import t
from durak.web import records
from durak.web.tasks import attr, found, pointer_zoom, spawn

if TYPE_CHECKING:
    from durak.web.app import App


HAND = '#cards [data-where="hand"]'
TARGETS = '#cards [data-where="attack"].target'  # the cards the chosen card may cover
MODIFIERS = frozenset({"Shift", "Control", "Alt", "Meta", "AltGraph", "CapsLock"})


def left_to_right(selector: str) -> list:
    """The table's elements matching ``selector``, as they lie from left to right."""
    return sorted(document.querySelectorAll(selector), key=lambda e: e.getBoundingClientRect().left)


class Input:
    """DOM events in, app calls out."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.drag: dict | None = None
        self.hand_focus = 0  # the place in your hand (left to right) the focus was last at
        self.last_press: Press | None = None  # the last press on your hand that played
        self.down_at = None  # where the last pointer press began (a click ends elsewhere)

    # ------------------------------------------------------------------ the focus
    def note_focus(self) -> None:
        """Before a render: where in your hand the focus is, if it is there."""
        active = document.activeElement
        if found(active) and attr(active, "data-where") == "hand":
            hand = left_to_right(HAND)
            self.hand_focus = next((k for k, e in enumerate(hand) if e == active), self.hand_focus)

    def keep_focus(self) -> None:
        """After a render: a keyboard player whose focused card went to the table (or whose
        button went away) gets the focus back in the hand, at the same place (it fell to
        the page, where the arrows did nothing: a player's play-through)."""
        session = self.app.session
        if not session.keys or session.selected or self.app.page.dialogs.top is not None:
            return
        active = document.activeElement
        nothing = not found(active) or str(active.tagName) == "BODY"
        if not nothing and attr(active, "data-where") not in ("attack", "cover"):
            return
        hand = left_to_right(HAND)
        if hand:
            playable = [attr(e, "aria-disabled") == "false" for e in hand]
            hand[focus_after(self.hand_focus, playable)].focus()

    # ------------------------------------------------------------------ clicks and taps
    def on_click(self, event) -> None:
        target = event.target
        if event.detail and found(target.closest("#panel")):  # a pointer's click: a press
            self.by_keys(False)  # hid the keys line and moved the form under it (missed)
        last, self.last_press = self.last_press, None  # anything else pressed: a new decision
        # a click outside closes the menu, the rules beside their box (unless begun inside)
        began = target if self.down_at is None else self.down_at
        outside = self.app.page.dialogs.outside_click()
        if outside and not any(found(e.closest(outside[1])) for e in (target, began)):
            self.app.action(outside[0])
            return
        action_el = target.closest("[data-action]")
        if found(action_el):
            if action_el.dataset.action == "dismiss-notice":
                action_el.closest(".notice").remove()
                return
            self.app.action(action_el.dataset.action)
            return
        card_el = target.closest("[data-card]")
        if found(card_el):
            if self.drag is not None and self.drag.get("moved"):
                return
            where = attr(card_el, "data-where")
            if where != "hand":
                self.tap(card_el.dataset.card, where)
                return
            # (a click from Enter or Space has no click count: detail 0)
            press = Press(time.monotonic(), float(event.clientX), float(event.clientY),
                          str(card_el.dataset.card), by_key=not event.detail)  # fmt: skip
            if echo(last, press):
                self.last_press = last  # (a third press is an echo too)
                return  # meant for the card just played: its neighbour slid into its place
            session = self.app.session
            before = (session.version, len(session.queue))
            self.tap(press.card, where)
            if (session.version, len(session.queue)) != before:  # it played (or queued) a move
                self.last_press = press
                card_el.classList.toggle("queued", bool(session.queue))  # taken, as it waits

    def tap(self, card: str, where: str | None) -> None:
        """A tap on a card: play it, select it (it could cover several), or say why not."""
        app = self.app
        game, selected = app.session.game, app.session.selected
        if game is None or game.is_over:
            return
        legal = game.legal_moves(HUMAN)
        if where == "attack":
            move, chosen = table_tap(legal, card, game.hands[HUMAN], selected)
            if move:
                app.human(move)
            elif chosen != selected:
                app.session.selected = chosen
                app.render(animate=False)
                if chosen:  # your cards that cover it are next, the leftmost first
                    covers = {m.split()[2] for m in legal if m.startswith(f"defend {chosen} ")}
                    mine = [e for e in left_to_right(HAND) if e.dataset.card in covers]
                    if mine:
                        mine[0].focus()
            return
        if where != "hand":
            return
        move, select = tap_move(legal, card, selected)
        if move:
            app.human(move)
        elif select:
            app.session.selected = None if selected == select else select
            app.render(animate=False)
            if app.session.selected:  # the cards it may cover are next (arrows go along them)
                targets = left_to_right(TARGETS)
                if targets:
                    targets[0].focus()
        else:
            move = probe_move(game.observation(HUMAN), card)
            reason = app.session.reason(move)
            app.page.show_prompt(reason or t("illegal-move"), app.session.reason(move, True))

    def on_submit(self, event) -> None:
        """A form sent (Enter in the panel's name field): Start, never a page load."""
        event.preventDefault()
        if attr(event.target, "id") == "panel-form":
            self.app.action("start")

    def on_hover(self, event) -> None:
        card_el = event.target.closest('.card.dimmed[data-where="hand"]')
        game = self.app.session.game
        if not found(card_el) or game is None:
            return
        reason = self.app.session.reason(probe_move(game.observation(HUMAN), card_el.dataset.card))
        if reason:
            card_el.title = reason

    def on_change(self, event) -> None:
        """The language, a statistics import, and the new-game panel's linked choices."""
        target = event.target
        if target.id == "lang-select":
            self.app.set_language(str(target.value))
            return
        if target.id == "stats-import":
            files = target.files
            if files.length:
                spawn(records.import_stats(self.app, files.item(0)))
            target.value = ""
            return
        if not found(target.closest("#panel")):
            return  # the analysis board's form listens on its own (issue 17)
        name = attr(target, "name")
        if name:  # the linked choices, and the preset whose rules these are
            from durak.web.panel import link_form

            link_form(document.getElementById("panel-form"), name)

    # ------------------------------------------------------------------ drag and drop
    def on_pointer_down(self, event) -> None:
        from durak.web import sound

        sound.unlock()
        if not found(event.target.closest("#panel")):  # there at the click (see on_click)
            self.by_keys(False)
        self.down_at = event.target
        card_el = event.target.closest('[data-card][data-where="hand"]')
        if not found(card_el) or event.button != 0:
            self.drag = None
            return
        place = str(card_el.style.transform)  # ("wrote": what this drag last wrote there)
        self.drag = {"el": card_el, "card": card_el.dataset.card, "x": event.clientX, "y": event.clientY,
                     "moved": False, "transform": place, "wrote": place}  # fmt: skip

    def on_pointer_move(self, event) -> None:
        drag = self.drag
        if drag is None or drag.get("up"):  # (let go: kept only for the click that follows)
            return
        dx, dy = event.clientX - drag["x"], event.clientY - drag["y"]
        if not drag["moved"] and dx * dx + dy * dy < 64:
            return
        if not drag["moved"]:
            drag["moved"] = True
            drag["el"].classList.add("dragging")
            self.last_press = None
        zoom = pointer_zoom()  # the card moves in the page's pixels, the pointer in the screen's
        shift = f"translate({dx / zoom:.0f}px, {dy / zoom:.0f}px)"
        self._home(drag)  # (the card stays under the pointer, wherever its place went)
        drag["el"].style.transform = f"{shift} {drag['transform']}"
        drag["wrote"] = str(drag["el"].style.transform)  # (as the browser writes it back)
        kind, node = self._drop_node(event.clientX, event.clientY)
        game = self.app.session.game
        # what lies under the card, in this position (the session's version: a move, a new
        # game, a take-back): looked at again only once it changes, not at every pointermove
        over = (kind, str(node.dataset.card) if kind == "cover" else "", self.app.session.version)
        if drag.get("over") == over:
            return
        drag["over"] = over
        legal = game.legal_moves(HUMAN) if game is not None else []
        move = self._drop_move(drag["card"], kind, node)
        # lit only where a drop plays (not on a covered card, nor one you attack: beside it)
        self._mark_drop(node if move in legal and not str(move).startswith("attack") else None)

    @staticmethod
    def _home(drag: dict) -> str:
        """Where the held card goes back to in the hand if let go: a render while it is
        held (a bot's move, the draws, a turned phone) gave it a new place, not the drag's
        first (the card stayed where the old layout had it: a WebKit play-through)."""
        now = str(drag["el"].style.transform)
        if now != drag["wrote"]:  # written by a render since this drag last moved it
            drag["home"] = now
        return drag.get("home", drag["transform"])

    def _mark_drop(self, node) -> None:
        """Light up what a drop here would land on: the card to cover or the transfer zone
        (it did not react while a card was over it: a play-through)."""
        for old in list(document.querySelectorAll(".drop-over")):
            old.classList.remove("drop-over")  # (re-added in the same frame: no flicker)
        if node is not None:
            node.classList.add("drop-over")

    def on_pointer_up(self, event) -> None:
        drag = self.drag
        if drag is None:
            return
        drag["el"].classList.remove("dragging")
        self._mark_drop(None)
        if not drag["moved"]:
            self.drag = None
            return
        spawn(self._clear_drag())  # keep it until the click that follows is ignored
        drag["up"] = True  # a move of the pointer meanwhile carried the card off again
        drag["el"].style.transform = self._home(drag)
        move = self.drop_move(drag["card"], event.clientX, event.clientY)
        if move is not None:
            self.app.human(move)

    def on_pointer_cancel(self, _event) -> None:
        """The system took the pointer mid-drag (a swipe, a call): the card goes back."""
        drag, self.drag = self.drag, None
        if drag is None:
            return
        self._mark_drop(None)
        drag["el"].classList.remove("dragging")
        self.app.render(animate=False)

    async def _clear_drag(self) -> None:
        await asyncio.sleep(0)
        self.drag = None

    @staticmethod
    def _drop_node(x: float, y: float) -> tuple[str, object]:
        """What lies under (x, y) for a drop, the topmost first: ``("cover", card)`` for an
        attack card, ``("zone", zone)`` for the open transfer zone, ``("bout", None)`` for
        the rest of the bout, else ``("", None)``."""
        zone = document.getElementById("transfer-zone")
        for node in document.elementsFromPoint(x, y):
            if not hasattr(node, "closest"):
                continue
            hit = node.closest('[data-card][data-where="attack"]')
            if found(hit):
                return "cover", hit
            if found(node.closest("#transfer-zone")) and not zone.hidden:
                return "zone", zone
            if found(node.closest("#bout")) or found(node.closest('[data-where="cover"]')):
                return "bout", None
        return "", None

    def drop_move(self, card: str, x: float, y: float) -> str | None:
        """The move a drop at (x, y) asks for: cover the card under it, transfer, or attack."""
        return self._drop_move(card, *self._drop_node(x, y))

    def _drop_move(self, card: str, kind: str, node) -> str | None:
        game = self.app.session.game
        if game is None or not kind:
            return None
        target = str(node.dataset.card) if kind == "cover" else None
        return drop_move(game.observation(HUMAN), card, kind, target)

    # ------------------------------------------------------------------ keys
    def by_keys(self, keys: bool) -> None:
        """The player plays by keys (or by pointer again): the status line says how."""
        session = self.app.session
        if session.keys != keys:
            session.keys = keys
            document.body.dataset.keys = "1" if keys else ""  # the panel's Enter hint
            self.app.page.show_prompt()

    def unchoose(self) -> None:
        """Let go of the chosen card (Escape); the focus goes back to it if it is yours."""
        session = self.app.session
        chosen = session.selected
        if chosen is None:
            return
        session.selected = None
        self.app.render(animate=False)
        mine = document.querySelector(f'#cards [data-card="{chosen}"][data-where="hand"]')
        if found(mine):
            mine.focus()

    def on_key(self, event) -> None:
        """Arrows, Home and End move along your hand, letters press buttons; in a modal
        dialog, Tab goes round inside it; Escape closes a dialog, or the game log.
        Anything else is ignored, wherever the focus is (the handler never raises)."""
        from durak.web import sound

        sound.unlock()
        if event.key == "Enter" and event.repeat:
            # a held Enter: its first press did it; a repeat must not play the next card
            event.preventDefault()
            return
        active = document.activeElement
        dialogs = self.app.page.dialogs
        if event.key not in MODIFIERS and (dialogs.top is None or event.key == "Tab"):
            self.by_keys(True)  # (Tab in a dialog: the panel opened by a click, then keys)
        nothing = not found(active) or str(active.tagName) == "BODY"
        tag = "" if nothing else str(active.tagName).lower()
        field = (attr(active, "type") or "text") if tag == "input" else tag
        front = DIALOGS.get(dialogs.top or "")
        if field and front is not None and not found(active.closest(f"#{front.element}")):
            field = ""  # a choice outside the dialog in front is none of its choices
        where = attr(active, "data-where")  # a button beside no dialog (Menu, closed by
        command = key_command(  # Escape): the arrows reach your hand from it (a play-through)
            event.key,
            "" if nothing or (tag == "button" and where is None and front is None) else where,
            ctrl=bool(event.ctrlKey or event.metaKey or event.altKey),
            shift=bool(event.shiftKey),
            dialog=dialogs.top,
            code=str(event.code) if found(event.code) else None,
            log=not document.getElementById(LOG).hidden,
            chosen=self.app.session.selected is not None,
            field=field,
        )
        if command is None:
            return
        self.last_press = None  # (Enter on a card gives no command: the card's own click)
        kind, arg = command
        if kind == "unchoose":
            self.unchoose()
        elif kind in ("close", "confirm"):
            event.preventDefault()
            self.app.action(str(arg))
        elif kind == "tab":
            event.preventDefault()
            items = self.app.page.tab_region()
            here = next((k for k, e in enumerate(items) if e == active), None)
            target = tab_target(here, len(items), shift=int(arg) < 0)
            if target is not None:
                items[target].focus()
        elif kind in ("focus", "target"):
            cards = left_to_right(HAND if kind == "focus" else TARGETS)
            here = next((k for k, e in enumerate(cards) if e == active), None)
            target = hand_target(arg, here, len(cards))  # type: ignore[arg-type]
            if target is not None:
                cards[target].focus()
                event.preventDefault()
        else:
            if arg in LEAD_PRESSES:  # the first or second button that plays several cards
                leads = document.querySelectorAll('#actions [data-action^="lead-"]')
                button = leads.item(LEAD_PRESSES.index(str(arg)))
            else:
                button = document.querySelector(f'#actions [data-action="{arg}"], #btn-{arg}')
            if arg in ("beaten", "pass") and not found(button):
                button = document.querySelector('[data-action="beaten"], [data-action="pass"]')
            if found(button) and not button.disabled:
                event.preventDefault()
                button.click()
            elif arg == "transfer":  # no Transfer now: the reason shows (a play-through)
                event.preventDefault()
                self.app.press(ACTION_BY_NAME["transfer"])
