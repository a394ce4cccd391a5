"""``tools/oracle.py``: the expert that sees the hidden cards, for measuring what not
seeing them costs."""

import random

import pytest

from durak import Game, Rules
from durak.arena import game_tasks, load_bot, play_game
from durak.bots.base import View
from tools.oracle import SeeingExpert, show, tasks


def _mid_game(seed: int = 3) -> Game:
    g = Game.new(Rules(players=2), seed=seed)
    rng = random.Random(seed)
    for _ in range(6):
        s = g.to_act[0]
        g.play(s, rng.choice(g.legal_moves(s)))
    return g


def test_a_seeing_expert_searches_the_real_deal():
    g = _mid_game()
    seat = g.to_act[0]
    obs = g.observation(seat)
    bot = load_bot("tools.oracle:seeing_all", 1, None)  # as the arena's workers load it
    bot.budget = 0.01
    show(g, seat, bot)
    bot.choose(obs)
    assert bot.last_stats["iterations"] > 1
    assert (bot._base.hands, bot._base.stock) == (g.hands, g.stock)  # the search's world
    blind = load_bot("expert", 1, 0.01)  # the plain expert deals the hidden cards itself
    blind.choose(obs)
    assert blind._base.hands[seat] == g.hands[seat] and blind._base.hands != g.hands


def test_seeing_the_hands_only_leaves_the_stocks_order_unknown():
    g = _mid_game()
    seat = g.to_act[0]
    v = View.from_obs(g.observation(seat))
    bot = SeeingExpert(seed=1, sees="hands")
    show(g, seat, bot)
    stocks = set()
    for r in range(5):
        hands, stock = bot._sample(v, random.Random(r))
        assert hands == g.hands
        assert sorted(stock) == sorted(g.stock) and stock[-1] == g.stock[-1]  # trump last
        stocks.add(tuple(stock))
    assert len(stocks) > 1


def test_the_oracle_plays_the_arenas_deals_and_the_arena_shows_each_decision_to_a_hook():
    todo = tasks(4, ["expert", "hard"], 8, "hands")
    arena = game_tasks({"players": 4}, ["expert", "hard"], 8)
    assert [t[2:] for t in todo] == [t[2:] for t in arena] and len(todo) == 8
    assert all(
        t[1] == ["tools.oracle:seeing_hands", *a[1][1:]] for t, a in zip(todo, arena, strict=True)
    )
    with pytest.raises(ValueError):
        tasks(2, ["hard", "expert"], 2, "all")
    with pytest.raises(ValueError):
        tasks(2, ["expert", "medium"], 2, "all", skip=-1)
    seen = []
    task = ({"players": 2}, ["medium", "easy"], 0, 0, 1, None, 2000)
    res = play_game(task, before=lambda game, seat, bot: seen.append((seat, bot.name)))
    assert len(seen) == res.moves and {s for s, _ in seen} == {0, 1}
    again = play_game(task)  # the hook changes nothing by itself (times aside)
    assert (again.losers, again.moves) == (res.losers, res.moves)


def test_skipping_games_plays_the_rest_of_a_longer_arena_run():
    whole = tasks(2, ["expert", "medium"], 10, "hands", seed=2)
    assert tasks(2, ["expert", "medium"], 6, "hands", seed=2, skip=4) == whole[4:]
    odd = tasks(2, ["expert", "medium"], 6, "hands", seed=2, skip=5)
    assert odd[:6] == whole[4:] and len(odd) >= 6  # whole deals: from the skipped one's start
    four = tasks(4, ["expert", "hard"], 4, "all", skip=4)
    assert [t[2] for t in four] == [1, 1, 1, 1]  # the second deal, in its four seatings
