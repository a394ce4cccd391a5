"""The table's dialogs and keys (pure decisions, issue 13): what is open, what Escape, Tab
and a click outside do, where the focus goes back; every dialog's markup is a dialog with
a name, modal (``aria-modal``) as its spec says."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from durak.rules import Rules
from durak.settings import Settings
from durak.ui.dialogs import (
    DIALOGS,
    HAND_FIRST,
    HAND_STOP,
    LIVE,
    LOG,
    LOG_ACTION,
    MENU_BUTTON,
    NEW_GAME,
    TOP_BAR,
    BackHistory,
    Dialogs,
    tab_target,
)
from durak.ui.keys import SHORTCUTS, hand_target, key_command, letter
from durak.ui.panel import panel_html
from durak.ui.rules_view import rules_html

INDEX = (Path(__file__).resolve().parents[1] / "index.html").read_text(encoding="utf-8")
TABLE_CHILDREN = ("felt", "menu", "notices", "seats", "stock", "cards", "action-row", "log-panel",
                  "banner", "end", "stats", "rules", "panel", "review", "analysis",
                  *TOP_BAR)  # fmt: skip


def _tag(element_id: str) -> str:
    match = re.search(rf"<[a-z]+ [^>]*\bid=\"{element_id}\"[^>]*>", INDEX)
    assert match, f"no element #{element_id} in index.html"
    return match.group(0)


@pytest.mark.parametrize("name", sorted(DIALOGS))
def test_every_dialog_is_a_named_dialog_in_the_page_modal_as_its_spec_says(name: str) -> None:
    tag = _tag(DIALOGS[name].element)
    assert 'role="dialog"' in tag, tag
    if DIALOGS[name].aria_modal:
        assert 'aria-modal="true"' in tag, tag
    else:  # what it keeps at hand works beside it: a screen reader must not hide that
        assert "aria-modal" not in tag, tag
    assert " hidden" in tag, "a dialog starts closed"
    label = re.search(r'aria-labelledby="([^"]+)"', tag)
    assert label, f"{name} has no name"
    # The label is in the page, or in the markup written into the dialog when it opens.
    written = panel_html(Settings()) + rules_html(Rules()) + '<h2 id="stats-title">'
    assert f'id="{label.group(1)}"' in INDEX + written, f"{name}: no #{label.group(1)}"


def test_escape_closes_the_dialog_in_front_and_table_shortcuts_are_off() -> None:
    for name, spec in DIALOGS.items():
        if name == "end":  # it must be answered: the next game, or New game / Menu above it
            assert key_command("Escape", None, dialog=name) is None
        else:
            assert key_command("Escape", None, dialog=name) == ("close", spec.close)
        for key in SHORTCUTS:
            # beside the end of a game (not modal) the top bar's N still opens New game
            expected = ("press", "new") if key == "n" and not spec.modal else None
            assert key_command(key, None, dialog=name) == expected, (name, key)
        assert key_command("ArrowLeft", "hand", dialog=name) is None
        assert key_command("Home", "hand", dialog=name) is None
    assert key_command("Escape", None) is None  # nothing open: Escape does nothing
    # ... but on a card it lets go of the card you chose (there may be none)
    assert key_command("Escape", "attack") == key_command("Escape", "hand") == ("unchoose", None)


def test_enter_on_a_choice_of_the_new_game_panel_presses_start() -> None:
    """Start is the last of some twenty tab stops of the panel: Enter on a tick box, an
    option or a list starts the game, as Enter in the name field does (the form's own
    submission). On a button Enter is the button's, and other dialogs have no such key."""
    for field in ("checkbox", "radio"):
        assert key_command("Enter", None, dialog="panel", field=field) == ("confirm", "start")
        assert key_command("Enter", None, dialog="panel", field=field, ctrl=True) is None
        assert key_command("Enter", None, dialog="panel", field=field, shift=True) is None
        for name in DIALOGS.keys() - {"panel"}:
            assert key_command("Enter", None, dialog=name, field=field) is None, name
        assert key_command("Enter", None, field=field) is None  # no dialog open
    # (a list: Enter picks an option in an open list, and some browsers pass that key on)
    for field in ("button", "text", "select", ""):
        assert key_command("Enter", None, dialog="panel", field=field) is None
    assert key_command(" ", None, dialog="panel", field="checkbox") is None  # Space ticks it
    # the action is the panel's Start button's
    markup = panel_html(Settings())
    start = re.search(r'<button [^>]*data-action="([a-z]+)"[^>]*>Start</button>', markup)
    assert start and start.group(1) == DIALOGS["panel"].enter
    assert 'aria-keyshortcuts="Enter"' in start.group(0)
    assert "Enter on an option or a tick box starts the game" in markup  # at the keys (CSS)


def test_escape_closes_the_game_log_when_nothing_nearer_closes() -> None:
    """The game log is no dialog, but Escape closes it (the menu item and its Close button
    both press ``LOG_ACTION``): with no dialog open, or beside the end of a game (which
    Escape does not close, and which keeps the log at hand). A dialog in front that Escape
    closes goes first, and so does a card you chose."""
    close_log = ("close", LOG_ACTION)
    for where in (None, "", "hand", "attack"):
        assert key_command("Escape", where, log=True) == close_log, where
        assert key_command("Escape", where, dialog="end", log=True) == close_log, where
    assert key_command("Escape", None, dialog="end") is None  # the end must be answered
    for where in ("", "hand", "attack"):  # a chosen card is let go of first
        assert key_command("Escape", where, log=True, chosen=True) == ("unchoose", None)
    assert key_command("Escape", None, log=True, chosen=True) == close_log  # not on a card
    for name, spec in DIALOGS.items():
        if spec.escape:  # the dialog in front first; the log stays open under it
            assert key_command("Escape", None, dialog=name, log=True) == ("close", spec.close)
        elif LOG not in spec.keeps:  # the log behind it is inert: Escape leaves it
            assert key_command("Escape", None, dialog=name, log=True) is None
    assert key_command("l", None, log=True) == ("press", "lead")  # other keys as before


def test_the_focus_goes_back_to_the_menu_button_when_the_log_closes() -> None:
    d = Dialogs()
    assert d.after_log(over=False) == [MENU_BUTTON, HAND_STOP, HAND_FIRST, NEW_GAME]
    assert d.after_log(over=True) == [MENU_BUTTON, NEW_GAME]
    d.open("end", None)  # the Menu button is live beside it (the top bar)
    assert not d.inert(MENU_BUTTON.removeprefix("#"))
    assert d.after_log(over=True) == [MENU_BUTTON, '#end [data-action="again"]']


def test_the_focus_stays_put_when_the_log_closes_by_escape_from_elsewhere() -> None:
    # a keyboard player on a card of the hand keeps the place: nothing to move the focus to
    d = Dialogs()
    assert d.after_log(over=False, focus_in_log=False) == []
    d.open("end", None)
    assert d.after_log(over=True, focus_in_log=False) == []


def test_tab_goes_round_inside_a_modal_dialog() -> None:
    assert key_command("Tab", None, dialog="panel") == ("tab", 1)
    assert key_command("Tab", "hand", shift=True, dialog="menu") == ("tab", -1)
    assert key_command("Tab", "hand") is None  # no dialog: the browser's own Tab
    # The end of a game is not modal: Tab is the browser's, through the top bar (Menu:
    # statistics, language, share after a game), the dialog and the log; a round inside
    # the dialog alone would take the Menu out of a keyboard player's reach.
    assert not DIALOGS["end"].modal and "btn-menu" in DIALOGS["end"].keeps
    assert key_command("Tab", None, dialog="end") is None
    assert key_command("Tab", "hand", shift=True, dialog="end") is None
    assert [n for n, spec in DIALOGS.items() if not spec.modal] == ["end"]
    # The menu is modal to keys (Tab goes round it and its Menu button) but not marked
    # aria-modal: the table behind is inert anyway, and its Menu button, which closes it,
    # must stay in a screen reader's reach (VoiceOver hides all else of an aria-modal one).
    assert DIALOGS["menu"].modal and not DIALOGS["menu"].aria_modal
    assert [n for n, spec in DIALOGS.items() if spec.keeps] == ["menu", "end"]
    visited, at = [], None
    for _ in range(7):
        at = tab_target(at, 3, shift=False)
        visited.append(at)
    assert visited == [0, 1, 2, 0, 1, 2, 0]
    assert [tab_target(i, 3, shift=True) for i in (0, 1, 2)] == [2, 0, 1]
    assert tab_target(None, 1, shift=True) == 0 and tab_target(0, 1, shift=False) == 0


def test_home_and_end_go_to_the_ends_of_your_hand() -> None:
    assert key_command("Home", "hand") == ("focus", "first")
    assert key_command("End", None) == ("focus", "last")  # from anywhere at the table
    assert hand_target("first", 4, 6) == 0 and hand_target("last", 0, 6) == 5
    assert hand_target(1, 5, 6) == 5 and hand_target(-1, 0, 6) == 0  # no wrap
    assert hand_target("last", None, 0) is None


def test_shortcuts_work_on_a_russian_keyboard() -> None:
    # The T key gives "е" on a Russian layout: the key's position presses Take.
    assert key_command("е", None, code="KeyT") == ("press", "take")
    assert key_command("Е", None, code="KeyT") == ("press", "take")
    assert key_command("и", None, code="KeyB") == ("press", "beaten")
    assert key_command("т", None, code="KeyN") == ("press", "new")
    assert letter("ё", "Backquote") == "ё" and key_command("ё", None, code="Backquote") is None


def test_the_focus_goes_back_where_it_was() -> None:
    d = Dialogs()
    # Menu, then Statistics from it: the menu closes first (the focus back on its
    # button), so Statistics closes back onto the Menu button too.
    assert d.open("menu", "Menu button")
    assert d.close("menu") == "Menu button"
    d.open("stats", "Menu button")
    assert d.close("stats") == "Menu button"
    assert d.top is None
    # The end dialog, then New game from it: the panel closes back onto the end dialog.
    d.open("end", "a card")
    d.open("panel", "New game in the top bar")
    assert d.top == "panel" and d.inert("end") and d.inert("btn-new")
    assert d.close("panel") == "New game in the top bar"
    assert d.top == "end" and not d.inert("end")
    # Opening an open dialog again moves nothing (a language switch rewords it).
    assert not d.open("end", "somewhere else")
    assert d.close("end") == "a card"
    assert d.close("end") is None  # closing a closed dialog: nothing to give back


def test_a_dialog_closing_under_another_hands_its_focus_up() -> None:
    d = Dialogs()
    d.open("end", "a card")
    d.open("panel", "New game in the end dialog")
    assert d.close("end") is None  # not in front: the focus stays in the panel
    assert d.close("panel") == "a card"  # the end dialog's button is gone with it


def test_everything_behind_the_dialog_in_front_is_inert_but_the_notices() -> None:
    d = Dialogs()
    assert not any(d.inert(child) for child in TABLE_CHILDREN) and d.region() == ()
    # The Menu button closes the menu again; the top bar and the game log stay live at the
    # end of a game.
    kept = {"menu": {"btn-menu"}, "end": {*TOP_BAR, LOG}}
    for name, spec in DIALOGS.items():
        d.open(name, None)
        live = {child for child in TABLE_CHILDREN if not d.inert(child)}
        assert live == {spec.element, *LIVE, *kept.get(name, ())}, name
        assert set(d.region()) == live - set(LIVE)  # Tab goes round what is live
        d.close(name)
    for element_id in ("notices", *TOP_BAR):
        assert _tag(element_id)
    # The menu over the end dialog: the top bar is behind the menu, but its button.
    d.open("end", None)
    d.open("menu", None)
    assert d.inert("btn-new") and not d.inert("btn-menu") and d.inert("end")


def test_the_game_log_stays_live_at_the_end_of_a_game() -> None:
    """Bug (the monkey, seed 202): the game ended with the log open; the end dialog made
    the log inert under its backdrop, so its Close button (and the log opened again from
    the menu) could not be used until the end dialog was answered. The end dialog keeps
    the log at hand; a dialog opened over the end dialog does not."""
    d = Dialogs()
    assert d.inert(LOG) is False  # no dialog: the log is part of the table
    d.open("menu", None)
    assert d.inert(LOG)  # a dialog during the game: behind it, as the table
    d.close("menu")
    d.open("end", None)
    assert not d.inert(LOG) and LOG in d.region()
    for over in ("menu", "stats", "rules", "panel", "review"):
        d.open(over, None)
        assert d.inert(LOG), over
        d.close(over)
    assert not d.inert(LOG)


def test_the_menu_and_the_read_only_boxes_close_on_a_click_outside() -> None:
    """The menu, and the rules and statistics on a click beside their box (a learner's
    phone play-through: the rules' only Close was 2,900 px down); a dialog that asks (the
    new-game panel, the end of a game, a shared link) or holds work (the review, the
    analysis board) stays until answered."""
    d = Dialogs()
    assert d.outside_click() is None
    d.open("menu", None)
    assert d.outside_click() == ("close-menu", "#menu")
    closing = {"menu", "rules", "stats"}
    for name in DIALOGS:
        d = Dialogs()
        d.open(name, None)
        got = d.outside_click()
        assert (got is not None) == (name in closing), name
    d = Dialogs()
    d.open("rules", None)
    assert d.outside_click() == ("close-rules", "#rules .panel-box")


def test_where_the_focus_goes_when_what_had_it_is_gone() -> None:
    d = Dialogs()
    assert d.fallbacks(over=False) == [HAND_STOP, HAND_FIRST, NEW_GAME]
    assert d.fallbacks(over=True) == [NEW_GAME]
    d.open("end", None)
    assert d.fallbacks(over=True)[0] == '#end [data-action="again"]'
    assert d.first_focus() == ("end", '[data-action="again"]')
    with pytest.raises(ValueError):
        Dialogs().first_focus()
    with pytest.raises(ValueError):
        Dialogs().open("nonsense", None)


def test_the_dialogs_that_pause_the_bots_are_dialogs_of_the_table() -> None:
    from durak.session.session import DIALOGS as PAUSING

    # Every dialog pauses the bots but the end of a game (there is nothing left to play)
    # and the review of a finished game (opened from the end dialog).
    assert set(PAUSING) == set(DIALOGS) - {"end", "review"}


def test_the_end_of_a_game_opens_behind_a_dialog_the_player_opened_meanwhile():
    """Bug (seen in a clean-clone run): the end dialog comes once the last bout has been
    seen; a New game panel opened during that pause went under it, inert, so its Start
    could not be pressed. The panel stays in front; closing it shows the end."""
    d = Dialogs()
    assert d.open("panel", "New game button")
    assert not d.open("end", "whatever had the focus")
    assert d.top == "panel" and not d.inert("panel") and d.inert("end")
    assert d.close("panel") == "New game button"  # the focus goes back to what had it
    assert d.top == "end" and not d.inert("end")
    # With nothing open it opens in front as before.
    d2 = Dialogs()
    assert d2.open("end", "card") and d2.top == "end"


class Browser:
    """A tab's history as the browser keeps it (entries, the current one) around the
    page's :class:`BackHistory` and its :class:`Dialogs`, driven as the front end drives
    them: ``settle`` after each change, ``popped`` at each step through the history."""

    def __init__(self) -> None:
        self.entries = ["before", "page"]  # the page opened from another page
        self.at = 1
        self.dialogs = Dialogs()
        self.log = False
        self.chosen = False  # a card of yours chosen
        self.history = BackHistory(ours=False)

    @property
    def left(self) -> bool:
        return self.entries[self.at] == "before"

    def do(self, step: str | None) -> None:
        if step == "push":
            del self.entries[self.at + 1 :]
            self.entries.append("ours")
            self.at += 1
        elif step == "back":
            self.go(-1)

    def settle(self) -> None:
        self.do(self.history.settle(self.dialogs.back_action(self.log, self.chosen)))

    def press(self, action: str) -> None:
        """What the page does for an action (closing what it closes), then settles."""
        if action == LOG_ACTION:
            self.log = not self.log
        elif action == "unchoose":
            self.chosen = False
        elif self.dialogs.top is not None and DIALOGS[self.dialogs.top].close == action:
            self.dialogs.close(self.dialogs.top)
        self.settle()

    def open(self, name: str) -> None:
        self.dialogs.open(name, None)
        self.settle()

    def choose(self, chosen: bool) -> None:
        """A card of yours chosen, or let go of (played, or tapped again)."""
        self.chosen = chosen
        self.settle()

    def go(self, delta: int) -> None:
        """Back (-1) or Forward (+1), as the browser's buttons."""
        target = self.at + delta
        if not 0 <= target < len(self.entries):
            return
        self.at = target
        if self.left:
            return  # off the page: no popstate for it
        press, step = self.history.popped(self.entries[target] == "ours", True,
                                          self.dialogs.back_action(self.log, self.chosen))  # fmt: skip
        if press is not None:
            self.press(press)
        self.do(step)


def test_back_closes_what_is_open_and_else_leaves_the_page() -> None:
    """A learner's play-through: Back left the page with the rules open. Back closes what
    Escape closes, one thing a press; with nothing open the first Back leaves."""
    b = Browser()
    b.open("menu")
    b.dialogs.close("menu")  # the menu closes as the rules open from it: one change
    b.open("rules")
    b.go(-1)
    assert b.dialogs.top is None and not b.left
    b.go(-1)
    assert b.left
    b = Browser()
    b.open("end")  # the end of a game: Back does not close it
    b.open("review")
    b.press(LOG_ACTION)  # the log beside the review
    b.go(-1)
    assert b.dialogs.top == "end" and b.log and not b.left  # the review closed
    b.go(-1)
    assert b.dialogs.top == "end" and not b.log and not b.left  # then the log
    b.go(-1)
    assert b.left


def test_back_leaves_at_once_after_a_dialog_closed_by_its_button() -> None:
    """A review of the change: the entry stayed after the rules closed by their button, so
    in a tab with no page before (an installed app) the first Back did nothing; Forward
    onto the entry with nothing open left it there too."""
    b = Browser()
    b.entries, b.at = ["page"], 0  # nothing before the page
    b.open("rules")
    b.press("close-rules")
    assert b.entries[b.at] == "page"  # the entry went with the rules
    b.open("stats")
    b.go(-1)
    assert b.dialogs.top is None
    b.go(1)  # Forward onto the page's entry: nothing to open, it steps back off it
    assert b.entries[b.at] == "page"
    b = Browser()
    b.open("panel")
    b.press("cancel")
    b.go(-1)
    assert b.left


def test_back_lets_go_of_the_card_you_chose() -> None:
    """A learner's play-through: with a card chosen (to cover), Back left the page where
    Escape lets go of the card. Back now lets go of it; once it is played or let go of,
    the next Back leaves at once, also in a tab with nothing before the page."""
    b = Browser()
    b.choose(True)
    b.go(-1)
    assert not b.chosen and not b.left
    b.go(-1)
    assert b.left
    b = Browser()
    b.entries, b.at = ["page"], 0
    for _ in range(3):  # cards chosen and played, one after another
        b.choose(True)
        b.choose(False)
    assert b.entries[b.at] == "page"
    b.choose(True)
    b.press(LOG_ACTION)  # the log opened with the card still chosen
    b.go(-1)
    assert not b.chosen and b.log  # the card first (as Escape on it), then the log
    b.go(-1)
    assert not b.log and b.entries[b.at] == "page"
    b = Browser()
    b.choose(True)
    b.open("menu")
    b.go(-1)
    assert b.dialogs.top is None and b.chosen and not b.left  # the menu first
    b.go(-1)
    assert not b.chosen and not b.left
    b.go(-1)
    assert b.left
