"""``tools/oracle.py``: the expert that sees the hidden cards, for measuring what not
seeing them costs."""

import random

from durak import Game, Rules
from durak.arena import play_game
from tools.oracle import SeeingExpert, show, tasks


def _mid_game(seed: int = 3) -> Game:
    g = Game.new(Rules(players=2), seed=seed)
    rng = random.Random(seed)
    for _ in range(6):
        s = g.to_act[0]
        g.play(s, rng.choice(g.legal_moves(s)))
    return g


def test_a_seeing_expert_searches_the_real_deal_or_the_real_hands():
    from durak.bots.base import View

    g = _mid_game()
    seat = g.to_act[0]
    v = View.from_obs(g.observation(seat))
    everything = SeeingExpert(seed=1, sees="all")
    show(g, seat, everything)
    assert everything._sample(v, random.Random(1)) == (g.hands, g.stock)
    hands_only = SeeingExpert(seed=1, sees="hands")
    show(g, seat, hands_only)
    stocks = set()
    for r in range(5):
        hands, stock = hands_only._sample(v, random.Random(r))
        assert hands == g.hands
        assert sorted(stock) == sorted(g.stock) and stock[-1] == g.stock[-1]  # trump last
        stocks.add(tuple(stock))
    assert len(stocks) > 1  # the stock's order is not seen
    # without a game it samples as the expert does
    blind = SeeingExpert(seed=1)
    hands, _ = blind._sample(v, random.Random(1))
    assert hands[seat] == g.hands[seat]


def test_the_arena_shows_each_decision_to_the_hook_and_the_oracle_plays_its_deals():
    seen = []
    task = ({"players": 2}, ["medium", "easy"], 0, 0, 1, None, 2000)
    res = play_game(task, before=lambda game, seat, bot: seen.append((seat, bot.name)))
    assert len(seen) == res.moves and {s for s, _ in seen} == {0, 1}
    again = play_game(task)  # the hook changes nothing by itself (times aside)
    assert (again.losers, again.moves) == (res.losers, res.moves)
    todo = tasks(4, ["expert", "hard"], 8, "hands")
    assert len(todo) == 8 and {t[3] for t in todo} == {0, 1, 2, 3}
    assert todo[0][1] == ["tools.oracle:seeing_hands", "hard", "hard", "hard"]
