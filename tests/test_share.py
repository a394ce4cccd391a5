"""Share links: round trips, hostile fragments, the daily deal."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from durak.game import Game
from durak.i18n import LANGUAGES, translate
from durak.rules import Rules
from durak.settings import BOT_LEVELS, SPEEDS, Settings, preset_of
from durak.share import (
    MAX_FRAGMENT,
    SEED_MAX,
    LinkGame,
    banner_text,
    daily_game,
    daily_seed,
    decode_link,
    encode_link,
)

UNSAFE = set("<>&\"'`\\")


@st.composite
def all_settings(draw: st.DrawFn) -> Settings:
    deck = draw(st.sampled_from([24, 32, 36, 52]))
    players = draw(st.integers(2, min(6, deck // 6)))
    mode = draw(st.sampled_from(["throw-in", "transfer"]))
    return Settings(
        players=players,
        deck=deck,
        first_attacker=draw(st.sampled_from(["lowest-trump", "left-of-dealer"])),
        transfer_by_trump=mode == "transfer" and draw(st.booleans()),
        mode=mode,
        throw_in=draw(st.sampled_from(["all", "neighbours"])),
        first_bout_limit=draw(st.sampled_from([5, 6])),
        trump_six_swap=draw(st.booleans()),
        next_attacker=draw(st.sampled_from(["left-of-dealer", "attack-the-fool"])),
        bot_levels=tuple(
            draw(st.lists(st.sampled_from(BOT_LEVELS), min_size=players - 1, max_size=players - 1))
        ),
        speed=draw(st.sampled_from(SPEEDS)),
    )


def keys(notices: list) -> list[str]:
    return [n.key for n in notices]


def assert_inert(notices: list) -> None:
    """No notice carries markup-significant characters or long raw input."""
    for notice in notices:
        for value in notice.params.values():
            assert not UNSAFE & set(str(value)), notice
            assert len(str(value)) <= 120, notice
        assert not UNSAFE & set(notice.text().replace("'s", "")), notice


class TestRoundTrip:
    def test_example(self) -> None:
        s = Settings(players=3, mode="transfer", bot_levels=("medium", "hard"))
        link = encode_link(s, 123456)
        assert link == "v=2&p=3&m=transfer&t=all&f=6&s=0&n=l&d=36&a=t&r=0&b=medium,hard&seed=123456"
        game, notices = decode_link("#" + link)
        assert notices == []
        assert game == LinkGame(s.rules(), 123456, ("medium", "hard"))
        assert banner_text(game) == "Shared deal: transfer, 3 players"
        # Bug: the mode stayed in English inside the Russian sentence.
        assert banner_text(game, "ru") == "Общая раздача: переводной, игроков: 3"

    @settings(max_examples=300, deadline=None)
    @given(all_settings(), st.integers(0, SEED_MAX))
    def test_every_valid_setting(self, s: Settings, seed: int) -> None:
        link = encode_link(s, seed)
        game, notices = decode_link(link)
        assert notices == []
        assert game is not None
        assert (game.rules, game.seed, game.bot_levels) == (s.rules(), seed, s.bot_levels)
        started = game.settings(Settings(speed=s.speed, player_name="Bo"))
        assert started.rules() == s.rules()
        assert started.bot_levels == s.bot_levels
        assert (started.speed, started.player_name) == (s.speed, "Bo")
        assert len(link) < 120

    def test_bare_rules_get_medium_bots(self) -> None:
        link = encode_link(
            Rules(players=4, trump_six_swap=True, next_attacker="attack-the-fool"), 0
        )
        game, _ = decode_link(link)
        assert game is not None
        assert game.bot_levels == ("medium",) * 3
        assert game.rules.trump_six_swap and game.rules.next_attacker == "attack-the-fool"

    def test_same_deal_from_the_link(self) -> None:
        s = Settings(players=4, mode="transfer")
        game, _ = decode_link(encode_link(s, 987654321))
        assert game is not None and game.seed is not None
        a = Game.new(s.rules(), seed=987654321)
        b = Game.new(game.rules, seed=game.seed)
        assert a.to_json() == b.to_json()

    @pytest.mark.parametrize(
        ("seed", "levels"),
        [(-1, None), (SEED_MAX + 1, None), (True, None), (1, ("hard",)), (1, ("expert", "x"))],
    )
    def test_encode_refuses_bad_input(self, seed: int, levels: tuple[str, ...] | None) -> None:
        with pytest.raises(ValueError):
            encode_link(Settings(players=3), seed, levels)


class TestVersions:
    def test_version_1_links_deal_the_same_game_as_before(self) -> None:
        # issue 11: links made before deck sizes existed keep working, without notices
        old = "v=1&p=4&m=transfer&t=all&f=5&s=1&n=l&b=medium,hard,easy&seed=4242"
        game, notices = decode_link(old)
        assert notices == [] and game is not None
        r = game.rules
        assert (r.deck, r.first_attacker, r.transfer_by_trump) == (36, "lowest-trump", False)
        g = Game.new(r, seed=game.seed)
        assert g.hands[0] == ["9H", "JS", "QC", "KD", "KC", "AH"]  # as dealt before issue 11
        assert g.trump_card == "AC" and g.attacker == 3

    def test_version_2_options_round_trip(self) -> None:
        s = Settings(players=4, deck=24, mode="transfer", transfer_by_trump=True,
                     first_attacker="left-of-dealer")  # fmt: skip
        link = encode_link(s, 77)
        assert "d=24&a=l&r=1" in link
        game, notices = decode_link(link)
        assert notices == [] and game is not None and game.rules == s.rules()

    @pytest.mark.parametrize(
        "fragment,field",
        [("v=2&p=5&d=24&seed=1", "deck"), ("v=2&p=2&d=40&seed=1", "deck"),
         ("v=2&p=2&m=throw-in&r=1&seed=1", "transfer by trump"),
         ("v=2&p=2&a=x&seed=1", "first attacker")],
    )  # fmt: skip
    def test_version_2_bad_values_fall_back(self, fragment: str, field: str) -> None:
        game, notices = decode_link(fragment)
        assert game is not None
        bad = [n for n in notices if n.key == "link-bad-value"]
        assert [n.params["field"] for n in bad] == [field]
        assert game.rules.players * 6 <= game.rules.deck and not (
            game.rules.transfer_by_trump and game.rules.mode != "transfer"
        )


class TestHostile:
    @pytest.mark.parametrize(
        "fragment",
        [
            "",
            "#",
            "#top",
            "#section-rules",
            "&&&===",
            "utm_source=mail",
            None,
            12345,
        ],
    )
    def test_not_a_share_link(self, fragment: object) -> None:
        assert decode_link(fragment) == (None, [])

    def test_script_in_values(self) -> None:
        frag = "v=1&p=3&m=<script>alert(1)</script>&t=<img src=x onerror=alert(1)>&seed=5"
        game, notices = decode_link(frag)
        assert game is not None
        assert (game.rules.mode, game.rules.throw_in, game.seed) == ("throw-in", "all", 5)
        assert keys(notices).count("link-bad-value") == 2
        assert_inert(notices)

    def test_percent_encoded_script(self) -> None:
        frag = "p=3&m=%3Cscript%3Ealert(%22x%22)%3C%2Fscript%3E&b=medium,%3Cb%3E&seed=1"
        game, notices = decode_link(frag)
        assert game is not None and game.rules.mode == "throw-in"
        assert game.bot_levels == ("medium", "medium")
        assert_inert(notices)

    def test_percent_encoding_of_valid_values(self) -> None:
        game, notices = decode_link(
            "v=1&p=%33&m=trans%66er&t=all&f=6&s=0&n=l&b=hard%2Ceasy&seed=%31"
        )
        assert notices == []
        assert game == LinkGame(Rules(players=3, mode="transfer"), 1, ("hard", "easy"))

    @pytest.mark.parametrize(
        "value",
        ["7", "1", "0", "-3", "3.0", "1e1", "9" * 500, "٣", "３", "+3", "0x3", " ", "3%00"],
        ids=lambda v: v[:8],
    )
    def test_bad_player_counts(self, value: str) -> None:
        game, notices = decode_link(f"v=1&p={value}&m=transfer&seed=9")
        assert game is not None
        assert game.rules.players == 2
        assert game.rules.mode == "transfer"
        assert "link-bad-value" in keys(notices)
        assert_inert(notices)

    @pytest.mark.parametrize(
        "value", [str(2**32), "9" * 40, "-1", "12abc", "", "１２３", "1_000", "0x10"]
    )
    def test_bad_seeds(self, value: str) -> None:
        game, notices = decode_link(f"p=2&seed={value}")
        assert game is not None
        assert game.seed is None
        assert "link-bad-value" in keys(notices)
        assert banner_text(game) == "Shared rules: throw-in, 2 players"
        assert_inert(notices)

    def test_seed_bounds(self) -> None:
        assert decode_link("seed=0")[0].seed == 0  # type: ignore[union-attr]
        assert decode_link(f"seed={SEED_MAX}")[0].seed == SEED_MAX  # type: ignore[union-attr]

    def test_missing_keys(self) -> None:
        game, notices = decode_link("seed=42")
        assert game == LinkGame(Rules(), 42, ("medium",))
        assert keys(notices) == ["link-missing"]
        assert "players" in notices[0].text()

    def test_missing_seed(self) -> None:
        game, notices = decode_link(encode_link(Settings(), 1).replace("&seed=1", ""))
        assert game is not None and game.seed is None
        assert keys(notices) == ["link-no-seed"]

    def test_duplicate_keys_keep_the_first(self) -> None:
        game, notices = decode_link("p=3&p=6&P=5&m=transfer&m=throw-in&seed=1&seed=2")
        assert game is not None
        assert (game.rules.players, game.rules.mode, game.seed) == (3, "transfer", 1)
        assert keys(notices).count("link-duplicate") == 3

    def test_unknown_keys_ignored(self) -> None:
        link = encode_link(Settings(), 5) + "&evil=<script>&utm=x&=&&seed2=1"
        assert decode_link(link) == (LinkGame(Rules(), 5, ("medium",)), [])

    def test_too_many_parts(self) -> None:
        # a robustness check: the keys after 64 other parts were ignored without a word
        link = "x=1&" * 64 + "v=2&p=3&seed=5"
        assert decode_link(link) == (None, decode_link(link)[1])
        assert keys(decode_link(link)[1]) == ["link-too-long"]

    def test_too_long(self) -> None:
        link = encode_link(Settings(), 5) + "&pad=" + "a" * MAX_FRAGMENT
        assert keys(decode_link(link)[1]) == ["link-too-long"]

    def test_many_parts(self) -> None:
        game, _ = decode_link("&" * 1900 + "seed=1")
        assert game is None  # beyond the parts read: not a share link

    def test_future_version(self) -> None:
        game, notices = decode_link("v=3&p=3&seed=1")
        assert game is None
        assert keys(notices) == ["link-future-version"]

    def test_bad_version_falls_back(self) -> None:
        game, notices = decode_link("v=one&p=3&seed=1")
        assert game is not None and game.rules.players == 3
        assert "link-bad-value" in keys(notices)

    def test_bot_count_mismatch(self) -> None:
        game, notices = decode_link("p=4&b=hard&seed=1")
        assert game is not None
        assert game.bot_levels == ("hard", "medium", "medium")
        assert "link-bots-count" in keys(notices)
        game, _ = decode_link("p=2&b=hard,easy,easy&seed=1")
        assert game is not None and game.bot_levels == ("hard",)

    def test_unicode_and_control_characters(self) -> None:
        frag = "p=3&m=transfer\u202e\u0000&t=%E2%80%AEall&n=%00&b=ħärd&seed=1"
        game, notices = decode_link(frag)
        assert game is not None
        assert game.rules.mode == "throw-in" and game.rules.throw_in == "all"
        assert_inert(notices)
        for notice in notices:
            for value in notice.params.values():
                assert "\u202e" not in str(value) and "\x00" not in str(value)

    def test_invalid_percent_sequences(self) -> None:
        game, notices = decode_link("p=%&m=%zz&t=%E2%82&seed=%FF%FE")
        assert game is not None
        assert game.rules == Rules()
        assert_inert(notices)

    @settings(max_examples=400, deadline=None)
    @given(st.text(max_size=300))
    def test_any_text_is_safe(self, text: str) -> None:
        game, notices = decode_link(text)
        assert game is None or isinstance(game.rules, Rules)
        assert_inert(notices)
        for notice in notices:
            assert isinstance(notice.text(), str)

    @settings(max_examples=300, deadline=None)
    @given(
        st.dictionaries(
            st.sampled_from(["v", "p", "m", "t", "f", "s", "n", "d", "a", "r", "b", "seed", "x"]),
            st.text(max_size=30) | st.integers(-(2**70), 2**70).map(str),
            max_size=10,
        )
    )
    def test_any_values_are_safe(self, values: dict[str, str]) -> None:
        frag = "&".join(f"{k}={v}" for k, v in values.items())
        game, notices = decode_link(frag)
        assert_inert(notices)
        if game is not None:
            assert 2 <= game.rules.players <= 6
            assert len(game.bot_levels) == game.rules.players - 1
            assert game.seed is None or 0 <= game.seed <= SEED_MAX


class TestDaily:
    def test_stable_and_distinct(self) -> None:
        assert daily_seed(date(2026, 11, 29)) == 2618064702
        seeds = {daily_seed(date.fromordinal(date(2026, 1, 1).toordinal() + i)) for i in range(730)}
        assert len(seeds) == 730
        assert all(0 <= s <= SEED_MAX for s in seeds)

    def test_datetime_counts_as_its_date(self) -> None:
        assert daily_seed(datetime(2026, 11, 29, 23, 59)) == daily_seed(date(2026, 11, 29))

    def test_classic_preset(self) -> None:
        for players in range(2, 7):
            game = daily_game(date(2026, 11, 29), players)
            assert game.seed == daily_seed(date(2026, 11, 29))
            assert preset_of(game.rules) == "classic"
            assert len(game.bot_levels) == players - 1
        linked = decode_link(encode_link(game.rules, game.seed, game.bot_levels))[0]
        assert linked == replace(game, daily=False)  # the same game; only its offer differs

    @pytest.mark.parametrize("lang", LANGUAGES)
    def test_todays_deal_is_offered_as_todays_deal_not_a_shared_one(self, lang: str) -> None:
        # a play-through: Menu → Today's deal over a game offered a "Shared deal"
        said = banner_text(daily_game(date(2026, 12, 4)), lang)
        assert said.startswith(translate("ui-daily", lang) + ":"), said
        shared = banner_text(LinkGame(Rules(), 5, ("medium",)), lang)
        assert shared.split(":")[0] != said.split(":")[0]


def test_team_games_round_trip_through_a_link() -> None:
    # 000: partnerships; a shared pairs deal stays a pairs deal.
    for teams, players in (("2v2", 4), ("3v3", 6)):
        rules = Rules(players=players, teams=teams)
        fragment = encode_link(rules, 77)
        assert f"tm={teams}" in fragment
        game, notices = decode_link(fragment)
        assert notices == []
        assert game is not None and game.rules == rules and game.seed == 77


def test_individual_links_do_not_name_teams() -> None:
    assert "tm=" not in encode_link(Rules(players=4), 5)


def test_teams_that_do_not_fit_the_players_fall_back_with_a_notice() -> None:
    game, notices = decode_link(
        "v=1&p=3&m=throw-in&t=all&f=6&s=0&n=l&b=medium,medium&tm=2v2&seed=1"
    )
    assert game is not None and game.rules.teams is None and game.rules.players == 3
    assert any(n.key == "link-bad-value" and n.params["field"] == "teams" for n in notices)
