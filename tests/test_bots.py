"""Bots: legal play under every rule option, hidden information, reproducibility, obvious moves."""

from __future__ import annotations

import json
import random

import pytest

from durak import Game, Rules
from durak.bots import LEVELS, choose_move_json, make_bot
from durak.bots.base import View
from durak.bots.determinize import sample_world
from durak.bots.search import SearchBot, candidates, rollout, team_score

TINY = 0.002  # a search budget (seconds) that still runs real rollouts
SMART = ("easy", "medium", "hard", "expert")


def random_rules(rng: random.Random) -> Rules:
    return Rules(
        players=rng.randint(2, 6),
        mode=rng.choice(["throw-in", "transfer"]),
        throw_in=rng.choice(["all", "neighbours"]),
        first_bout_limit=rng.choice([5, 6]),
        trump_six_swap=rng.random() < 0.5,
    )


def play_out(game: Game, bots: list, cap: int = 3000) -> int:
    """Drive the game one seat at a time (``to_act[0]``); every move must be legal."""
    moves = 0
    while not game.is_over:
        assert moves < cap, "game did not end"
        seat = game.to_act[0]
        obs = game.observation(seat)
        move = bots[seat].choose(obs)
        assert move in obs["legal_moves"], (move, obs["legal_moves"])
        game.play(seat, move)
        moves += 1
    return moves


def bot(level: str, seed: int):
    return make_bot(level, seed=seed, budget=TINY if level in ("hard", "expert") else None)


class TestLegalPlay:
    @pytest.mark.parametrize(("level", "games"), [("random", 150), ("easy", 150), ("medium", 150)])
    def test_rule_levels_play_full_games_under_every_option(self, level: str, games: int) -> None:
        for seed in range(games):
            rng = random.Random(seed)
            rules = random_rules(rng)
            game = Game.new(rules, seed=seed)
            play_out(game, [bot(level, seed * 10 + s) for s in range(rules.players)])
            assert game.is_over

    @pytest.mark.parametrize(("level", "games"), [("hard", 24), ("expert", 6)])
    def test_search_levels_play_full_games_under_every_option(self, level: str, games: int) -> None:
        for seed in range(games):
            rng = random.Random(1000 + seed)
            rules = random_rules(rng)
            game = Game.new(rules, seed=seed)
            levels = [level] + [rng.choice(["random", "easy", "medium"]) for _ in range(5)]
            play_out(game, [bot(levels[s], seed + s) for s in range(rules.players)])

    def test_every_option_combination_with_mixed_levels(self) -> None:
        seed = 0
        for players in range(2, 7):
            for mode in ("throw-in", "transfer"):
                for throw_in in ("all", "neighbours"):
                    for limit in (5, 6):
                        for swap in (False, True):
                            rules = Rules(players, mode, throw_in, limit, swap)
                            game = Game.new(rules, seed=seed)
                            bots = [bot(LEVELS[(seed + s) % 4], seed + s) for s in range(players)]
                            play_out(game, bots)
                            seed += 1

    @pytest.mark.parametrize("teams", ["2v2", "3v3"])
    def test_partnership_games(self, teams: str) -> None:
        players = 4 if teams == "2v2" else 6
        for seed in range(8):
            rng = random.Random(seed)
            rules = Rules(
                players=players,
                teams=teams,
                mode=rng.choice(["throw-in", "transfer"]),
                throw_in=rng.choice(["all", "neighbours"]),
                trump_six_swap=rng.random() < 0.5,
            )
            game = Game.new(rules, seed=seed)
            play_out(game, [bot(LEVELS[(seed + s) % 5], seed + s) for s in range(players)])


def hidden_twin(game: Game, seat: int, seed: int) -> Game:
    """The same game with the cards ``seat`` cannot see dealt differently."""
    data = game.to_dict()
    known = [set(k) for k in data["known"]]
    stock = data["stock"]
    slots: list[tuple[str, int]] = []
    pool: list[str] = []
    for s, hand in enumerate(data["hands"]):
        if s == seat:
            continue
        for i, c in enumerate(hand):
            if c not in known[s]:
                slots.append(("hand", s * 100 + i))
                pool.append(c)
    for i, c in enumerate(stock[:-1]):
        slots.append(("stock", i))
        pool.append(c)
    random.Random(seed).shuffle(pool)
    for (where, i), c in zip(slots, pool, strict=True):
        if where == "hand":
            data["hands"][i // 100][i % 100] = c
        else:
            stock[i] = c
    return Game.from_json(json.dumps(data))


class TestHiddenInformation:
    @pytest.mark.parametrize(
        ("players", "teams"), [(2, None), (3, None), (4, None), (4, "2v2"), (6, "3v3")]
    )
    def test_games_differing_only_in_hidden_cards_give_the_same_move(
        self, players: int, teams: str | None
    ) -> None:
        mode = "transfer" if players in (3, 6) else "throw-in"
        rules = Rules(players=players, mode=mode, teams=teams)
        checked = 0
        for seed in range(6):
            game = Game.new(rules, seed=seed)
            medium = make_bot("medium", seed=1)
            for step in range(40):
                if game.is_over:
                    break
                seat = game.to_act[0]
                if step % 5 == 4:
                    twin = hidden_twin(game, seat, seed * 100 + step)
                    obs_a, obs_b = game.observation(seat), twin.observation(seat)
                    if obs_a["to_act"] != obs_b["to_act"]:
                        # The engine auto-passes an attacker who holds nothing to add, so
                        # to_act and a helper's legal moves say "holds nothing to add", as
                        # at a real table (the one documented exception in observation.py).
                        continue
                    assert obs_a == obs_b
                    if game.hands != twin.hands or game.stock != twin.stock:
                        checked += 1
                    for level in LEVELS:
                        bot_a = make_bot(level, seed=5, budget=0.01)
                        bot_b = make_bot(level, seed=5, budget=0.01)
                        for bot in (bot_a, bot_b):  # the work budget alone ends a search:
                            bot.time_cap = False  # a loaded machine's clock cannot differ
                        a, b = bot_a.choose(obs_a), bot_b.choose(obs_b)
                        stats = getattr(bot_a, "last_stats", {}), getattr(bot_b, "last_stats", {})
                        assert a == b, (level, a, b, stats)
                game.play(seat, medium.choose(game.observation(seat)))
        assert checked > 5

    def test_sampled_worlds_respect_what_is_known(self) -> None:
        rules = Rules(players=3)
        game = Game.new(rules, seed=11)
        medium = make_bot("medium", seed=1)
        for _ in range(60):
            if game.is_over:
                break
            seat = game.to_act[0]
            obs = game.observation(seat)
            v = View.from_obs(obs)
            hands, stock = sample_world(v, random.Random(3))
            assert hands[seat] == obs["hand"]
            assert [len(h) for h in hands] == obs["hand_sizes"]
            for s in range(3):
                assert set(obs["known"][s]) <= set(hands[s])
            assert len(stock) == obs["stock_count"]
            if stock:
                assert stock[-1] == obs["trump_card"]
            everything = [c for h in hands for c in h] + stock + obs["discard"]
            everything += [c for pair in obs["table"] for c in pair if c]
            assert sorted(everything) == sorted(set(everything)) and len(everything) == 36
            Game.from_observation(obs, hands, stock)  # consistent with the observation
            game.play(seat, medium.choose(obs))


class TestReproducible:
    @pytest.mark.parametrize("level", LEVELS)
    def test_same_observation_seed_and_budget_give_the_same_move(self, level: str) -> None:
        for seed in range(2):
            game = Game.new(Rules(players=3, mode="transfer"), seed=seed)
            medium = make_bot("medium")
            for step in range(30):
                seat = game.to_act[0]
                obs = game.observation(seat)
                if step % 3 == 0:
                    first = make_bot(level, seed=9, budget=0.02)
                    moves = {first.choose(obs), first.choose(obs)}
                    moves.add(
                        make_bot(level, seed=9, budget=0.02).choose(json.loads(json.dumps(obs)))
                    )
                    assert len(moves) == 1
                game.play(seat, medium.choose(obs))

    @pytest.mark.parametrize("teams", ["2v2", "3v3"])
    def test_partnership_games_too(self, teams: str) -> None:
        rules = Rules(players=4 if teams == "2v2" else 6, mode="transfer", teams=teams)
        game = Game.new(rules, seed=3)
        medium = make_bot("medium")
        for step in range(24):
            seat = game.to_act[0]
            obs = game.observation(seat)
            if step % 4 == 0:
                for level in ("easy", "medium", "hard"):
                    a = make_bot(level, seed=9, budget=0.02).choose(obs)
                    b = make_bot(level, seed=9, budget=0.02).choose(json.loads(json.dumps(obs)))
                    assert a == b and a in obs["legal_moves"], level
            game.play(seat, medium.choose(obs))

    def test_json_entry_point(self) -> None:
        game = Game.new(Rules(players=2), seed=4)
        seat = game.to_act[0]
        obs = game.observation(seat)
        text = json.dumps(obs)
        for level in LEVELS:
            move = choose_move_json(text, level, 3, 0.01)
            assert move in obs["legal_moves"]
            assert move == make_bot(level, seed=3, budget=0.01).choose(obs)

    def test_bad_level_and_budget(self) -> None:
        with pytest.raises(ValueError):
            make_bot("grandmaster")
        with pytest.raises(ValueError):
            make_bot("hard", budget=0)


def setup(hands: list[list[str]], trump: str = "S", stock: list[str] = (), **kw) -> Game:
    return Game.from_setup(Rules(players=len(hands), **kw), hands, list(stock), 0, trump or None)


class TestObviousMoves:
    """Small positions where one move is clearly right: every level but random finds it."""

    def check(self, game: Game, seat: int, expected: str) -> None:
        obs = game.observation(seat)
        assert expected in obs["legal_moves"]
        for level in SMART:
            for seed in range(3):
                assert make_bot(level, seed=seed, budget=0.05).choose(obs) == expected, level

    def test_defender_covers_with_the_last_card_and_goes_out(self) -> None:
        game = setup([["7H", "KD"], ["9H"]])
        game.play(0, "attack 7H")
        self.check(game, 1, "defend 7H 9H")

    def test_attacker_throws_in_the_last_card_and_goes_out(self) -> None:
        game = setup([["7H", "7D"], ["9H", "AC", "KC"]])
        game.play(0, "attack 7H")
        game.play(1, "defend 7H 9H")
        self.check(game, 0, "attack 7D")

    def test_attacker_leads_the_last_cards_together(self) -> None:
        game = setup([["7H", "7D"], ["9H", "AC", "KC"]])
        self.check(game, 0, "attack 7H 7D")

    def test_take_when_no_cover_exists(self) -> None:
        stock = ["6C", "7C", "8C", "9C", "TC", "JC", "6S"]
        game = setup(
            [["8H", "8D", "QS", "AS", "TD", "JD"], ["9H", "AC", "KC", "QC", "6D", "7D"]],
            stock=stock,
        )
        game.play(0, "attack 8H 8D")
        self.check(game, 1, "take")

    def test_take_when_no_cover_exists_in_transfer_mode(self) -> None:
        stock = ["6C", "7C", "8C", "9C", "TC", "JC", "6S"]
        hands = [["8H", "QS", "AS", "TD", "JD", "KD"], ["7H", "AC", "KC", "QC", "6D", "7D"]]
        game = setup(hands, stock=stock, mode="transfer")
        game.play(0, "attack 8H")
        self.check(game, 1, "take")

    def test_swap_the_trump_six_when_allowed(self) -> None:
        stock = ["6C", "7C", "8C", "9C", "TC", "JC", "KS"]
        hands = [["6S", "QH", "AH", "TD", "JD", "KD"], ["7H", "AC", "KC", "QC", "6D", "7D"]]
        game = setup(hands, stock=stock, trump_six_swap=True)
        obs = game.observation(0)
        if "swap" in obs["legal_moves"]:
            for level in SMART:
                assert make_bot(level, seed=1, budget=0.02).choose(obs) == "swap"


def jack_bout(players: int) -> Game:
    """Seat 0 led J♥, seat 1 covered with Q♥, seven cards in the stock: seat 0 may throw in
    J♦ (a jack is above medium's throw-in limit while the stock is that long)."""
    hands = [
        ["JH", "JD", "7D", "AS", "8S", "TD"],
        ["QH", "9H", "AC", "KC", "6D", "8D"],
        ["6H", "7H", "9D", "QD", "KD", "AD"],
    ][:players]
    stock = ["6C", "7C", "8C", "9C", "TC", "JC", "6S", "7S"]
    game = setup(hands, stock=stock)
    game.play(0, "attack JH")
    game.play(1, "defend JH QH")
    return game


def test_a_keen_thrower_throws_in_higher_at_a_table_of_three_but_not_heads_up() -> None:
    from durak.bots.fastpolicy import fast_medium
    from durak.bots.rule_based import medium_policy
    from durak.moves import move_to_text

    for players, keen_move in ((3, "attack JD"), (2, "pass")):
        game = jack_bout(players)
        v = View.from_obs(game.observation(0))
        assert medium_policy(v) == "pass"
        assert medium_policy(v, keen=True) == keen_move
        acts = game.legal_actions(0)
        rng = random.Random(0)
        assert move_to_text(fast_medium(game, 0, acts, rng, 0.0)) == "pass"
        assert move_to_text(fast_medium(game, 0, acts, rng, 0.0, keen=True)) == keen_move


class TestSearch:
    def test_candidates_are_legal_and_keep_take(self) -> None:
        game = setup([["8H", "8D", "QS", "AS", "TD", "JD"], ["9H", "TH", "AH", "QC", "9D", "7S"]])
        game.play(0, "attack 8H 8D")
        obs = game.observation(1)
        cands = candidates(View.from_obs(obs))
        assert set(cands) <= set(obs["legal_moves"])
        assert "take" in cands and "defend 8H 9H" in cands and "defend 8H TH" not in cands

    def test_hard_beats_random_in_a_few_games(self) -> None:
        losses = 0
        for seed in range(4):
            game = Game.new(Rules(players=2), seed=seed)
            bots = [make_bot("hard", seed=seed, budget=0.01), make_bot("random", seed=seed)]
            play_out(game, bots)
            losses += 0 in game.losers
        assert losses <= 1


class TestPartners:
    """Bots play for their team (partnerships)."""

    def test_team_score_counts_the_team_not_the_seat(self) -> None:
        # 2 v 2: seats 0 & 2 against 1 & 3; the engine lists the whole losing team
        assert team_score([1, 3], 0, teams=True) == 1.0
        assert team_score([1, 3], 2, teams=True) == 1.0
        assert team_score([0, 2], 0, teams=True) == 0.0
        # a partner left holding cards loses the game for a seat that went out ...
        assert team_score([2], 0, teams=True) == 0.0
        # ... and an opponent's loss is a win, whichever member is named
        assert team_score([3], 2, teams=True) == 1.0
        assert team_score([1, 3, 5], 4, teams=True) == 1.0  # 3 v 3
        assert team_score([0, 2, 4], 4, teams=True) == 0.0
        assert team_score([], 1, teams=True) == 1.0  # a draw is not a loss
        # individual play: a seat is its own team
        assert team_score([2], 0, teams=False) == 1.0
        assert team_score([0], 0, teams=False) == 0.0

    def test_a_rollout_scores_a_seat_that_went_out_by_its_team(self) -> None:
        # Seat 0 is already out, but its partner (seat 2) is left with three cards against
        # two opponents who go out at once: the team loses, so the rollout scores 0.
        rules = Rules(players=4, teams="2v2")
        game = Game.from_setup(rules, [[], ["AS"], ["6H", "7H", "8H"], ["KS"]], [], 2, "S")
        for seed in range(3):
            g = game.copy()
            score, _ = rollout(g, 0, random.Random(seed))
            assert g.losers == [0, 2] and score == 0.0
            g = game.copy()
            score, _ = rollout(g, 1, random.Random(seed))
            assert score == 1.0

    def test_the_search_scores_moves_by_the_team_result(self) -> None:
        # Seat 2 (partner of the out seat 0) cannot save the team: every candidate scores 0
        # for it, though seat 0 itself holds no cards.
        rules = Rules(players=4, teams="2v2")
        game = Game.from_setup(rules, [[], ["AS"], ["6H", "7H", "8H"], ["KS"]], [], 2, "S")
        bot = SearchBot("hard", seed=1, budget=0.01)
        move = bot.choose(game.observation(2))
        assert move in game.legal_moves(2)
        assert set(bot.last_stats["scores"].values()) == {0.0}

    def hands(self) -> tuple[list[list[str]], list[str]]:
        hands = [
            ["7H", "JD", "AS", "TD", "KD", "8S"],
            ["JH", "AC", "9D", "QH", "6D", "7D"],
            ["8H", "9H", "QD", "AD", "6H", "KH"],
            ["TH", "AH", "8D", "7S", "9S", "TS"],
        ]
        return hands, ["6C", "7C", "8C", "9C", "TC", "JC", "QC", "KC", "6S"]

    def test_medium_presses_the_attack_on_the_opposing_defender(self) -> None:
        # With 9 cards in the stock an individual player keeps a jack; in 2 v 2 the
        # attacking pair throws it in (a beaten-off attack would turn on the partner).
        hands, stock = self.hands()
        for teams, expected in ((None, "pass"), ("2v2", "attack JD")):
            game = Game.from_setup(Rules(players=4, teams=teams), hands, stock, first_attacker=0)
            game.play(0, "attack 7H")
            game.play(1, "defend 7H JH")
            obs = game.observation(0)
            assert set(obs["legal_moves"]) == {"attack JD", "pass"}
            assert make_bot("medium").choose(obs) == expected

    def test_the_view_knows_the_partners(self) -> None:
        game = Game.new(Rules(players=6, teams="3v3"), seed=2)
        v = View.from_obs(game.observation(1))
        assert v.teams == "3v3" and v.partners == [3, 5]
        assert v.is_partner(5) and not v.is_partner(0) and not v.is_partner(1)
        v = View.from_obs(Game.new(Rules(players=4), seed=2).observation(1))
        assert v.teams is None and v.partners == []
