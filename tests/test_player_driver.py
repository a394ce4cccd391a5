"""The browser tests' player (tests/browser/player.py), its own policy, without a browser:
what it means to do is what it does."""

from __future__ import annotations

from tests.browser.player import Player


def test_the_player_transfers_with_a_plain_card_before_the_trump() -> None:
    """A review: with transfer by showing a trump on, the player chose "transfer 8H" (the
    trump, first of the legal transfers) whenever it did not choose to show it; dropped on
    the transfer zone that trump is shown, so the history said "transfer" for a show."""
    st = {
        "legal": ["transfer 8H", "transfer 8S", "show 8H", "take"],
        "trump": "H",
        "table": [["8C", None]],
    }
    player = Player(page=None, prefer_show=0.0, prefer_transfer=1.0)  # type: ignore[arg-type]
    assert {player.choose(st) for _ in range(20)} == {"transfer 8S"}
    # the trump alone may be played on (by the Transfer button: see Player.perform)
    only = {**st, "legal": ["transfer 8H", "show 8H", "take"]}
    assert player.choose(only) == "transfer 8H"
    # and a test that asks for shows gets them
    assert Player(page=None, prefer_show=1.0).choose(st) == "show 8H"  # type: ignore[arg-type]
