"""Partnerships at the table (issue 7), in the real page: pairs (2 v 2) and teams (3 v 3)
chosen in the new-game panel, partners marked, played to the end through the UI, and the
end screen naming the losing team as the engine decides it."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, expect

from tests.browser.conftest import open_app, wait_worker
from tests.browser.player import Player, game_state

SEATING = {"2v2": ("Pairs (2 v 2)", 4), "3v3": ("Teams (3 v 3)", 6)}
BOTS = ["You", "Anya", "Boris", "Katya", "Dima", "Olga"]


@pytest.mark.parametrize("teams", ["2v2", "3v3"])
def test_team_game_through_the_ui(browser: Browser, site_url: str, teams: str) -> None:
    label, players = SEATING[teams]
    context, page, watch = open_app(
        browser, site_url, viewport={"width": 1366, "height": 768}, locale="en-GB"
    )
    wait_worker(page)
    seed = game_state(page)["seed"]
    page.locator(".topbar").get_by_role("button", name="New game", exact=True).click()
    dialog = page.get_by_role("dialog", name="New game")
    # Choosing the seating sets the number of players that goes with it.
    dialog.get_by_role("group", name="Seating").get_by_role("radio", name=label).check()
    expect(
        dialog.get_by_role("group", name="Players", exact=True).get_by_role(
            "radio", name=str(players), exact=True
        )
    ).to_be_checked()
    dialog.get_by_role("group", name="Speed").get_by_role("radio", name="Extra Fast").check()
    dialog.get_by_role("button", name="Start", exact=True).click()
    expect(dialog).to_be_hidden()
    page.wait_for_function(
        "(s) => JSON.parse(window.durakGameState()).seed !== s", arg=seed, polling=50
    )
    assert len(game_state(page)["hands"]) == players

    # Your partners (even seats) wear the partner badge; the opponents do not.
    for seat in range(1, players):
        badge = page.locator(f'#seats [data-seat="{seat}"] .role-partner')
        expect(badge).to_have_count(1 if seat % 2 == 0 else 0)
    # Your partner in pairs sits opposite you, at the top of the table, between the opponents.
    if teams == "2v2":
        # read in one go: the seats may be redrawn between two separate look-ups
        page.wait_for_function(
            """() => {
                const box = (s) => document.querySelector(`#seats [data-seat="${s}"]`)
                    ?.getBoundingClientRect();
                const top = box(2), left = box(1), right = box(3);
                // the opponents' seats may share one row: opposite is in the middle of it
                return !!(top && left && right) && top.y <= left.y && top.y <= right.y
                    && left.x < top.x && top.x < right.x;
            }""",
            timeout=10_000,
        )

    st = Player(page, seed=players).play_to_end(timeout=300)
    losers = st["losers"]
    # 000: the team still holding cards loses, every member of it.
    assert losers in ([], [0, 2], [1, 3], [0, 2, 4], [1, 3, 5])
    title = page.locator("#end-title")
    expect(page.locator("#end")).to_be_visible()
    detail = page.locator("#end-detail")
    if not losers:
        expect(title).to_have_text("Draw")
    elif 0 in losers:
        expect(title).to_have_text("Your team lost")
        expect(detail).to_have_text("Your team is left holding cards: you are the durak!")
    else:
        expect(title).to_have_text("Your team won")
        *others, last = (BOTS[s] for s in losers)
        names = f"{', '.join(others)} and {last}"  # "Anya, Katya and Olga"
        expect(detail).to_have_text(f"{names} are left holding cards: they are the durak")
    # the losers' cards are shown face up
    shown = page.locator("#end-cards .end-card")
    held = sorted(c for s in losers for c in st["hands"][s])
    expect(shown).to_have_count(len(held))
    assert sorted(shown.evaluate_all("els => els.map((e) => e.dataset.card)")) == held
    assert watch.problems(page) == []
    context.close()
