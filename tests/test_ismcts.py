"""The information-set MCTS bot (issue 14's comparison with ``hard``)."""

from __future__ import annotations

import pytest

from durak import Game, Rules
from durak.arena import load_bot
from durak.bots.base import View
from durak.bots.ismcts import IsmctsBot, ismcts
from durak.bots.rule_based import medium_policy
from tests.test_bots import hidden_twin, play_out
from tests.test_expert import WIN_BY_SEARCH, outcome_after

TINY = 0.002  # a budget (seconds) that still runs a few iterations


@pytest.mark.parametrize(
    ("players", "mode", "teams"),
    [(2, "throw-in", None), (2, "transfer", None), (4, "throw-in", None), (4, "transfer", "2v2")],
)
def test_plays_legal_moves_through_whole_games(players: int, mode: str, teams: str | None) -> None:
    game = Game.new(Rules(players=players, mode=mode, teams=teams), seed=players * 7 + len(mode))
    bots = [ismcts(seed=s, budget=TINY) for s in range(players)]
    play_out(game, bots)  # asserts every move is legal
    assert game.is_over
    assert any(b.last_stats.get("iterations", 0) > 1 for b in bots)  # it did search


def test_same_seed_same_move_and_hidden_cards_do_not_matter() -> None:
    game = Game.new(Rules(players=3, mode="transfer"), seed=11)
    seat = game.to_act[0]
    obs = game.observation(seat)
    moves = set()
    for g in (game, game, hidden_twin(game, seat, 5)):
        bot = IsmctsBot(seed=4, budget=0.01)
        bot.time_cap = False
        moves.add(bot.choose(g.observation(seat)))
        assert bot.last_stats["iterations"] > 10
    assert len(moves) == 1 and moves <= set(obs["legal_moves"])


@pytest.mark.parametrize("guided", [False, True])
def test_the_tree_finds_the_win_the_medium_policy_misses(guided: bool) -> None:
    g = Game.from_json(WIN_BY_SEARCH)
    obs = g.observation(0)
    assert outcome_after(g, medium_policy(View.from_obs(obs))) == 0  # the natural lead loses
    for seed in range(3):
        bot = IsmctsBot(seed=seed, budget=0.02)
        bot.guided = guided  # the medium policy's first guess does not hide the win
        bot.solver = False  # the search itself, not the endgame solver in front of it
        bot.time_cap = False
        assert outcome_after(g, bot.choose(obs)) == 1
        assert bot.last_stats["nodes"] > 10  # a tree below the three root moves


def test_the_arena_loads_it_by_module_and_factory() -> None:
    bot = load_bot("durak.bots.ismcts:ismcts", seed=3, budget=None)
    assert isinstance(bot, IsmctsBot) and bot.time_cap is False and bot.seed == 3
    assert bot.budget == IsmctsBot().budget
    game = Game.new(Rules(), seed=2)
    obs = game.observation(game.to_act[0])
    assert bot.choose(obs) in obs["legal_moves"]


def test_results_are_credited_to_the_team_of_the_seat_that_moved() -> None:
    # 2v2: seats 0 and 2 against 1 and 3; a world in which 1 and 3 are left holding cards
    game = Game.new(Rules(players=4, teams="2v2"), seed=5)
    seat = game.to_act[0]

    class Fixed(IsmctsBot):
        def _finish(self, g, rng):
            return [1, 3], 1

    bot = Fixed(seed=1, budget=0.02)
    bot.time_cap = False
    root = _search_tree(bot, game.observation(seat))
    for node, mover in _nodes_with_movers(root):
        # a node scores for the team of the seat whose move led into it
        expected = 1.0 if (mover % 2 == 0) else 0.0
        assert node.w == pytest.approx(expected * node.n), mover

    class Capped(IsmctsBot):
        def _finish(self, g, rng):
            return None, 1  # a rollout stopped at its cap: a half for everybody

    bot = Capped(seed=1, budget=0.02)
    bot.time_cap = False
    root = _search_tree(bot, game.observation(seat))
    assert all(n.w == pytest.approx(0.5 * n.n) for n, _ in _nodes_with_movers(root))


def _search_tree(bot: IsmctsBot, obs):
    """The root of the tree ``bot`` grows for ``obs`` (its candidates and seed as in choose)."""
    import random

    from durak.bots.ismcts import Node

    v = View.from_obs(obs)
    cands = bot._candidates(v)
    captured: list[Node] = []
    real_iterate = bot._iterate

    def spy(o, vv, root, edges, rng):
        if not captured:
            captured.append(root)
        return real_iterate(o, vv, root, edges, rng)

    bot._iterate = spy
    bot._weights = None
    bot._search(dict(obs), v, cands, medium_policy(v) if medium_policy(v) in cands else cands[0],
                random.Random(1))  # fmt: skip
    assert captured and captured[0].kids, "no tree grown"
    return captured[0]


def _nodes_with_movers(root):
    stack = [(k, e[0]) for e, k in root.kids.items()]
    while stack:
        node, mover = stack.pop()
        yield node, mover
        stack.extend((k, e[0]) for e, k in node.kids.items())


def test_a_guided_node_expands_the_medium_move_first_then_widens_with_its_visits() -> None:
    from durak.bots.ismcts import WIDEN, Node, _widen

    node = Node()
    edges = [(1, ("take",)), (1, ("defend", 1, 2)), (1, ("defend", 1, 3))]
    guide = edges[2]
    assert _widen(node, edges, list(edges), guide) == [guide]  # the medium move first
    node.kids[guide] = Node()
    node.n = 1
    # a new child joins while the node has fewer than 1 + sqrt(visits / WIDEN) children
    assert _widen(node, edges, edges[:2], guide) == edges[:2]
    node.kids[edges[0]] = Node()
    node.n = int(WIDEN)  # 1 + sqrt(1) = 2 children: wide enough
    assert _widen(node, edges, edges[1:2], guide) == []
    node.n = int(WIDEN) + 1
    assert _widen(node, edges, edges[1:2], guide) == edges[1:2]
    assert _widen(node, edges, [], guide) == []


def _widths(root) -> list[int]:
    """The number of children of every node below the root that has some."""
    out, stack = [], list(root.kids.values())
    while stack:
        node = stack.pop()
        if node.kids:
            out.append(len(node.kids))
        stack.extend(node.kids.values())
    return out


def test_a_guided_tree_is_narrower_below_the_root_on_the_same_budget() -> None:
    # guided: few replies per node, the medium policy's first, others as visits grow; a
    # plain tree tries every legal reply before it chooses among them
    widths: dict[bool, list[int]] = {False: [], True: []}
    for seed in (3, 5, 11):
        game = Game.new(Rules(players=2), seed=seed)
        obs = game.observation(game.to_act[0])
        for guided in (False, True):
            bot = IsmctsBot(seed=2, budget=0.05)
            bot.time_cap = False
            bot.guided = guided
            widths[guided] += _widths(_search_tree(bot, obs))
    mean = {k: sum(w) / len(w) for k, w in widths.items()}
    assert mean[True] < 0.85 * mean[False], mean
