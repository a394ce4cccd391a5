"""The search bots with the endgame solver (hard, expert) and the flatmc yardstick."""

from __future__ import annotations

import copy
import json
import random
import time

import pytest

from durak import Game, Rules
from durak.bots import YARDSTICKS, make_bot
from durak.bots.base import View, rank
from durak.bots.determinize import sample_world
from durak.bots.endgame import DEFAULT_NODES, solve
from durak.bots.expert import EXTEND, ROOT_NODES, ExpertBot, FlatExpertBot, solving_rollout
from durak.bots.flatmc import FlatMCBot
from durak.bots.inference import COVER_CHEAPER, LEAD_CHEAPER, PASS_CHEAP, Notes, bare_hints, weights
from durak.bots.rule_based import medium_policy
from durak.bots.search import MIN_ROOT_NODES, MOVES_PER_SECOND, hard_without_solver, rollout
from tests.test_bots import hidden_twin, jack_bout

# Transfer mode, diamonds trump, stock empty: seat 0 (6D 7C AD) attacks seat 1
# (6S 6H JC QC AS).  The medium policy leads the trump six and loses; leading 7C wins.
WIN_BY_SEARCH = (
    '{"version":1,"rules":{"players":2,"mode":"transfer","throw_in":"all","first_bout_limit":6,'
    '"trump_six_swap":false,"next_attacker":"left-of-dealer","teams":null},"hands":[["6D","7C",'
    '"AD"],["6S","6H","JC","QC","AS"]],"stock":[],"discard":["6C","7S","7H","7D","8S","8H","8D",'
    '"8C","9S","9H","9D","9C","TS","TH","TD","TC","JS","JH","JD","QS","QH","QD","KS","KH","KD",'
    '"KC","AH","AC"],"table":[],"trump":"D","trump_card":null,"attacker":0,"defender":1,'
    '"passed":[],"taking":false,"limit":5,"cap":6,"first_bout":false,"out":[],"known":[[],[]],'
    '"six_blocked":false,"bottom_holder":-1,"bottom_fresh":false,"is_over":false,"losers":[],'
    '"move_count":0,"dealer":1,"virtual_seating":null}'
)


def outcome_after(g: Game, move: str) -> int | str | None:
    after = g.copy()
    after.play(g.to_act[0], move)
    return solve(after).loser


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_search_levels_play_the_proven_win_in_a_heads_up_endgame(level):
    g = Game.from_json(WIN_BY_SEARCH)
    obs = g.observation(0)
    assert outcome_after(g, medium_policy(View.from_obs(obs))) == 0  # the natural move loses
    move = make_bot(level, seed=1, budget=0.01).choose(obs)
    assert outcome_after(g, move) == 1


def test_hard_without_the_solver_is_still_hard_otherwise():
    bot = hard_without_solver(seed=1, budget=0.01)
    assert bot.solver is False and make_bot("hard").solver is True
    g = Game.new(Rules(), seed=4)
    s = g.to_act[0]
    assert bot.choose(g.observation(s)) == make_bot("hard", seed=1, budget=0.01).choose(
        g.observation(s)
    )  # the stock is full: the solver plays no part


def test_expert_rollouts_score_small_endgames_exactly():
    g = Game.from_json(WIN_BY_SEARCH)
    policy_score, _ = rollout(g.copy(), 0, random.Random(3))
    assert policy_score == 0.0  # the rollout policy loses this won position...
    score, work = FlatExpertBot(seed=1)._rollout(g.copy(), 0, random.Random(3))
    assert score == 1.0 and work > 1  # ...the solver inside the flat expert's does not
    # the tree search's rollouts solve smaller endgames (8 cards here: played out)...
    losers, _ = ExpertBot(seed=1)._finish(g.copy(), random.Random(3))
    assert losers in ([0], [1])
    # ...with the same solving rollout, given the size
    losers, work = solving_rollout(g.copy(), 0, random.Random(3), 8, 300, lambda lo, s, t: lo)
    assert losers == [1] and work > 1


def test_the_expert_searches_a_tree_and_stops_once_its_move_is_settled():
    g = Game.new(Rules(players=2), seed=11)
    bot, other = ExpertBot(seed=1, budget=0.5), make_bot("medium")
    bot.time_cap = False
    full = int(0.5 * MOVES_PER_SECOND)
    stats = []
    while not g.is_over and len(stats) < 6:
        s = g.to_act[0]
        bot.last_stats = {}
        move = (bot if s == 0 else other).choose(g.observation(s))
        if s == 0 and bot.last_stats:
            stats.append(bot.last_stats)
        g.play(s, move)
    assert len(stats) >= 3, "the expert searched too few decisions of the game's opening"
    # a tree: more nodes than the root and its moves
    assert all(st["nodes"] > len(st["visits"]) + 1 for st in stats)
    # some searches stopped early, each with a clear leader among the root moves
    early = [st for st in stats if st["work"] < full]
    assert early
    for st in early:
        top, second = sorted(st["visits"].values(), reverse=True)[:2]
        assert top > second


def test_a_search_is_decided_when_the_runner_up_cannot_catch_up():
    from durak.bots.ismcts import Node, decided

    root, edges = Node(), [(0, ("take",)), (0, ("pass",))]
    for e, n in zip(edges, (30, 10), strict=True):
        root.kids[e] = Node()
        root.kids[e].n = n
    assert decided(root, edges, 19)  # 20 visits ahead, 19 iterations left
    assert not decided(root, edges, 20)  # a tie is still possible
    assert decided(root, edges[:1], 1000)  # one move: nothing to decide
    # with the medium move kept unless clearly beaten, only its own lead settles the move
    assert decided(root, edges, 19, leaders=[edges[0]])
    assert not decided(root, edges, 19, leaders=[edges[1]])


def test_a_close_call_is_two_root_moves_within_a_standard_error():
    from durak.bots.ismcts import Node, close_call

    root, edges = Node(), [(0, ("take",)), (0, ("pass",)), (0, ("attack", "6S"))]

    def rank(e):
        k = root.kids.get(e)
        return (k.n, k.w / k.n) if k else (0, 0.0)

    assert close_call(root, edges, rank)  # nothing visited yet
    for e, (n, w) in zip(edges, ((100, 80.0), (100, 20.0), (10, 5.0)), strict=True):
        root.kids[e] = Node()
        root.kids[e].n, root.kids[e].w = n, w
    assert not close_call(root, edges, rank)  # 0.8 against 0.2: settled
    root.kids[edges[1]].w = 77.0  # 0.8 against 0.77 over 100 visits each: a close call
    assert close_call(root, edges, rank)


def test_close_calls_search_on_at_a_table_of_four_but_never_heads_up():
    budget = 0.03
    limit = int(budget * MOVES_PER_SECOND)
    for players in (2, 4):
        g = Game.new(Rules(players=players), seed=0)
        bot, other = ExpertBot(seed=0, budget=budget), make_bot("medium")
        bot.time_cap = False
        extra = []
        while not g.is_over:
            s = g.to_act[0]
            bot.last_stats = {}
            move = (bot if s == 0 else other).choose(g.observation(s))
            if s == 0 and bot.last_stats:
                st = bot.last_stats
                extra.append(st["extra_iterations"])
                # to twice the budget at most (and the last iteration: a rollout, a world
                # and a small solve, well under a thousand units)
                assert st["work"] < limit * EXTEND + 1000, st
            g.play(s, move)
        assert len(extra) >= 5, "too few searched decisions to tell"
        if players == 2:
            assert not any(extra), "a heads-up search went past its budget"
        else:
            assert any(extra), "no close call searched on at a table of four"
            assert not all(extra), "every search at a table of four went past its budget"


def test_the_flat_expert_searches_on_only_while_the_best_two_are_close():
    bot = FlatExpertBot(seed=1)
    close = [[1.0, 0.0] * 10, [0.0, 1.0] * 10]
    clear = [[1.0] * 20, [0.0] * 20]
    assert bot._extend(100, 100, [0, 1], close)
    assert not bot._extend(100, 100, [0, 1], clear)
    assert not bot._extend(int(100 * EXTEND), 100, [0, 1], close)
    assert not bot._extend(100, 100, [0], close)


def small_bot(level: str, seed: int):
    """The level with a small budget (flatmc: 2 sampled deals instead of 20)."""
    return FlatMCBot(seed=seed, worlds=2) if level == "flatmc" else make_bot(level, seed, 0.003)


@pytest.mark.parametrize("level", ["expert", *YARDSTICKS])
def test_expert_and_flatmc_play_legal_full_games_under_options(level):
    rng = random.Random(8)
    for i in range(3):
        rules = Rules(
            players=rng.choice([2, 3, 4]),
            mode=rng.choice(["throw-in", "transfer"]),
            trump_six_swap=rng.random() < 0.5,
        )
        g = Game.new(rules, seed=i)
        bots = [small_bot(level, s) for s in range(rules.players)]
        moves = 0
        while not g.is_over:
            s = g.to_act[0]
            obs = g.observation(s)
            m = bots[s].choose(obs)
            assert m in obs["legal_moves"]
            g.play(s, m)
            moves += 1
            assert moves < 3000


def test_flatmc_is_reproducible_and_beats_random():
    g = Game.new(Rules(), seed=2)
    s = g.to_act[0]
    assert make_bot("flatmc", seed=5).choose(g.observation(s)) == make_bot("flatmc", seed=5).choose(
        g.observation(s)
    )
    losses = 0
    for deal in range(4):
        for flat_seat in (0, 1):
            g = Game.new(Rules(), seed=100 + deal)
            bots = {
                flat_seat: make_bot("flatmc", seed=deal),
                1 - flat_seat: make_bot("random", seed=deal),
            }
            while not g.is_over:
                s = g.to_act[0]
                g.play(s, bots[s].choose(g.observation(s)))
            losses += flat_seat in g.losers
    assert losses <= 2


# ------------------------------------------------------------------ what the seats have shown


def took_without_covering(seed: int) -> tuple[Game, str]:
    """A heads-up game whose defender said "take" on the lead; the attacker is to act."""
    g = Game.new(Rules(), seed=seed)
    attacker = g.to_act[0]
    hand = g.observation(attacker)["hand"]
    pairs = [m for m in g.legal_moves(attacker) if m.startswith("attack ") and len(m.split()) == 2]
    # lead a card whose rank the attacker holds twice, so that it can throw in after the take
    lead = min(pairs, key=lambda m: sum(c[0] == m.split()[1][0] for c in hand) < 2)
    g.play(attacker, lead)
    g.play(g.to_act[0], "take")
    return g, lead.split()[1]


def test_a_take_makes_higher_cards_of_the_suit_rarer_in_the_takers_sampled_hand():
    for seed in range(40):
        g, card = took_without_covering(seed)
        obs = g.observation(g.to_act[0])
        if obs["taking"] and rank(card) <= 3 and card[1] != obs["trump"]:
            break
    else:
        pytest.fail("no seed gives an attacker to act after a take")
    me, taker = g.to_act[0], g.defender
    obs = g.observation(me)
    v = View.from_obs(obs)
    hints = bare_hints(obs, v)
    assert [h.seat for h in hints] == [taker]
    w = weights(v, hints)
    higher = {c for c in v.unseen() if c[1] == card[1] and rank(c) > rank(card)}
    counts = {}
    for name, ww in (("chance", None), ("evidence", w)):
        rng = random.Random(4)
        counts[name] = sum(
            len(higher & set(sample_world(v, rng, ww)[0][taker])) for _ in range(400)
        )
    assert counts["evidence"] < 0.75 * counts["chance"], counts


def test_an_attacker_who_added_nothing_is_sampled_with_fewer_cheap_cards_of_the_table_ranks():
    rng = random.Random(2)
    for seed in range(60):
        g = Game.new(Rules(), seed=seed)
        notes = Notes()
        me = g.defender
        bot = make_bot("medium", seed=1)
        while not g.is_over and g.stock:
            seat = g.to_act[0]
            obs = g.observation(seat)
            if seat == me:
                notes.update(obs)
                if any(h.seat != me and h.factors for h in notes.hints):
                    break
            g.play(seat, bot.choose(obs))
        hint = next((h for h in notes.hints if h.factors), None)
        if hint is not None and g.to_act and g.to_act[0] == me:
            break
    else:
        pytest.fail("no seed shows an attacker ending a bout")
    obs = g.observation(me)
    v = View.from_obs(obs)
    w = notes.weights(obs, v)
    assert w is not None
    unlikely = {c for c, f in hint.factors.items() if f <= PASS_CHEAP + 1e-9} & v.unseen()
    counts = {}
    for name, ww in (("chance", None), ("evidence", w)):
        counts[name] = sum(
            len(unlikely & set(sample_world(v, rng, ww)[0][hint.seat])) for _ in range(400)
        )
    assert counts["evidence"] < counts["chance"], counts


@pytest.mark.parametrize("kind", ["cover", "lead"])
def test_a_cover_or_a_lead_makes_the_cheaper_cards_rarer_in_that_seats_sampled_hand(kind):
    """Players cover and lead with their cheapest card (the medium policy does): a seat
    that covered a card with a dear one, or led a high plain card, probably holds no
    cheaper card that would have done; the sampler deals such cards to it less often."""
    rng = random.Random(3)
    for seed in range(60):
        g = Game.new(Rules(), seed=seed)
        notes = Notes()
        me = 0
        bot = make_bot("medium", seed=1)
        hint = None
        while not g.is_over and g.stock:
            seat = g.to_act[0]
            obs = g.observation(seat)
            if seat == me:
                before = sum(k[0] == kind for k in notes.seen)
                notes.update(obs)
                if sum(k[0] == kind for k in notes.seen) > before:
                    hint = notes.hints[-1]  # a cover or a lead, read last
                    if hint.factors:
                        break
            g.play(seat, bot.choose(obs))
        if hint is not None:
            v = View.from_obs(g.observation(me))
            if len(set(hint.factors) & v.unseen()) >= 2:
                break
    else:
        pytest.fail(f"no seed shows a {kind} with cheaper cards still unseen")
    obs = g.observation(me)
    v = View.from_obs(obs)
    w = notes.weights(obs, v)
    assert set(hint.factors.values()) == {COVER_CHEAPER if kind == "cover" else LEAD_CHEAPER}
    unlikely = set(hint.factors) & v.unseen()
    counts = {}
    for name, ww in (("chance", None), ("evidence", w)):
        counts[name] = sum(
            len(unlikely & set(sample_world(v, rng, ww)[0][hint.seat])) for _ in range(400)
        )
    assert counts["evidence"] < 0.75 * counts["chance"], counts


def test_expert_with_notes_still_reads_only_the_observations():
    """Secrecy with memory: the same observations give the same notes and the same moves,
    whatever the hidden cards, and a bot that missed the history still plays legally."""
    g = Game.new(Rules(), seed=3)
    bots = [ExpertBot(seed=1, budget=0.01), make_bot("medium", seed=2)]
    seen: list[str] = []
    checked = 0
    for step in range(80):
        if g.is_over:
            break
        seat = g.to_act[0]
        obs = g.observation(seat)
        if seat == 0:
            seen.append(json.dumps(obs))
            if step % 3 == 0:
                twin = hidden_twin(g, 0, step)
                obs_b = twin.observation(0)
                if obs_b == obs:
                    a, b = copy.deepcopy(bots[0]), copy.deepcopy(bots[0])
                    assert a.choose(obs) == b.choose(obs_b)
                    checked += 1
        g.play(seat, bots[seat].choose(obs))
    assert checked > 3
    replay = ExpertBot(seed=1, budget=0.01)
    first = ExpertBot(seed=1, budget=0.01)
    for text in seen:
        assert replay.choose(json.loads(text)) == first.choose(json.loads(text))
    assert replay.notes.hints == first.notes.hints
    bare = ExpertBot(seed=1, budget=0.01)
    obs = json.loads(seen[-1])
    assert bare.choose(obs) in obs["legal_moves"]


def test_notes_start_afresh_on_a_new_game():
    notes = Notes()
    for seed in (1, 2):
        g = Game.new(Rules(), seed=seed)
        bot = make_bot("medium", seed=1)
        while not g.is_over:
            seat = g.to_act[0]
            obs = g.observation(seat)
            if seat == 0:
                notes.update(obs)
            g.play(seat, bot.choose(obs))
        if seed == 1:
            assert notes.hints
    g = Game.new(Rules(), seed=9)
    notes.update(g.observation(0))
    assert notes.hints == [] and notes.last is not None


def test_the_page_waits_for_the_longest_expert_search_before_its_fallback_moves():
    from durak.bots.expert import EXTEND
    from durak.bots.search import DEFAULT_BUDGET, search_time_cap
    from durak.ui.timing import worker_wait

    budget = DEFAULT_BUDGET["expert"]
    assert worker_wait(budget) > search_time_cap(budget) > budget * EXTEND
    assert worker_wait(0.5) == worker_wait(None) == 3.0  # hard and the rule bots as before


def test_an_early_stop_plays_the_move_the_whole_budget_would():
    stopped = 0
    for seed in (5, 6):
        g = Game.new(Rules(players=2), seed=seed)
        other = make_bot("medium")
        while not g.is_over:
            s = g.to_act[0]
            obs = g.observation(s)
            if s == 1:
                g.play(s, other.choose(obs))
                continue
            moves = []
            for early in (True, False):
                bot = ExpertBot(seed=seed, budget=0.1)
                bot.time_cap, bot.early_stop, bot.last_stats = False, early, {}
                moves.append(bot.choose(obs))
                if early and bot.last_stats and bot.last_stats["work"] < 0.1 * MOVES_PER_SECOND:
                    stopped += 1
            assert moves[0] == moves[1], obs
            g.play(s, moves[0])
    assert stopped >= 5  # the check saw early stops


# Transfer mode, clubs trump, stock empty (a position from a game between two hard bots,
# tools/data/endgames.jsonl): seat 0 (6D 8C JC AD AC) answers seat 1's KH (7D TS TC QC KC
# AH).  Covering with the eight of trumps wins, taking loses; proving it takes the solver
# 25,259 nodes, more than its default budget.
NEEDS_MORE_NODES = (
    '{"version":1,"rules":{"players":2,"mode":"transfer","throw_in":"all","first_bout_limit":6,'
    '"trump_six_swap":false,"next_attacker":"left-of-dealer","teams":null},"hands":[["6D","8C",'
    '"JC","AD","AC"],["7D","TS","TC","QC","KC","AH"]],"stock":[],"discard":["QS","QD","AS","KD",'
    '"7H","7C","7S","9H","9C","9S","JH","6C","8S","8H","8D","KS","TH","JD","6H","6S","QH","JS",'
    '"9D","TD"],"table":[["KH",null]],"trump":"C","trump_card":"JC","attacker":1,"defender":0,'
    '"passed":[],"taking":false,"limit":5,"cap":6,"first_bout":false,"out":[],"known":[["JC",'
    '"AC"],["TS","TC","QC"]],"six_blocked":true,"bottom_holder":0,"bottom_fresh":false,"is_over":false,'
    '"losers":[],"move_count":62,"dealer":1,"virtual_seating":null}'
)


def test_the_expert_proves_a_real_endgame_past_the_solvers_default_budget():
    g = Game.from_json(NEEDS_MORE_NODES)
    assert solve(g).loser == "unknown"  # at the default 20,000 nodes the tree would decide
    assert solve(g, ROOT_NODES).loser == 1
    after = g.copy()
    after.play(0, "take")
    assert solve(after, ROOT_NODES).loser == 0  # a move the tree might play loses
    bot = ExpertBot(seed=1)  # its default budget, as on the page
    move = bot.choose(g.observation(0))
    after = g.copy()
    after.play(0, move)
    assert solve(after, ROOT_NODES).loser == 1, move
    assert bot.last_stats == {}  # the solver's move: no tree search


def test_a_small_budget_solves_the_real_endgame_with_fewer_nodes(monkeypatch):
    """A bot asked to think 2 ms solved 100,000 nodes (about a second) at every move of a
    long endgame the solver could not finish: a six-player legality test spent 78 s."""
    from durak.bots import ismcts, search

    asked: list[int] = []

    class Asked(Exception):
        pass

    def unknown(observation, nodes):  # record the nodes, and spare the search after it
        asked.append(nodes)
        raise Asked

    monkeypatch.setattr(ismcts, "endgame_move", unknown)
    monkeypatch.setattr(search, "endgame_move", unknown)
    obs = Game.from_json(NEEDS_MORE_NODES).observation(0)
    for budget, nodes in ((None, ROOT_NODES), (0.25, ROOT_NODES // 4), (0.002, MIN_ROOT_NODES)):
        asked.clear()
        with pytest.raises(Asked):
            ExpertBot(seed=1, budget=budget).choose(obs)
        assert asked == [nodes], budget
    for budget, nodes in ((None, DEFAULT_NODES), (0.5, DEFAULT_NODES), (0.002, MIN_ROOT_NODES)):
        asked.clear()
        with pytest.raises(Asked):
            make_bot("hard", seed=1, budget=budget).choose(obs)
        assert asked == [nodes], budget


def test_the_wall_clock_cap_counts_the_root_solve(monkeypatch):
    from durak.bots import ismcts
    from durak.bots.search import search_time_cap

    budget = 0.01

    def slow_unknown(observation, nodes):  # a solve that ends "unknown" after the whole cap
        time.sleep(search_time_cap(budget) + 0.05)

    monkeypatch.setattr(ismcts, "endgame_move", slow_unknown)
    g = Game.from_json(NEEDS_MORE_NODES)
    bot = ExpertBot(seed=1, budget=budget)
    bot.time_cap = True  # as on the page
    move = bot.choose(g.observation(0))
    assert move in g.observation(0)["legal_moves"]
    assert bot.last_stats["iterations"] == 0  # out of time: no search after the solve
    bot.time_cap = False  # as in the arena: the same decision searches its budget
    bot.choose(g.observation(0))
    assert bot.last_stats["iterations"] > 0


def test_the_expert_expects_its_own_keen_throw_in_at_a_table_of_three_only() -> None:
    from durak.bots.expert import expert_without_keen

    # at a budget too small to search, the move is the prior: keen at a table of three,
    # medium's heads-up
    for players, move in ((3, "attack JD"), (2, "pass")):
        obs = jack_bout(players).observation(0)
        for seed in range(3):
            assert make_bot("expert", seed=seed, budget=0.001).choose(obs) == move
            assert expert_without_keen(seed=seed, budget=0.001).choose(obs) == "pass"


def test_keen_throw_ins_change_no_heads_up_decision() -> None:
    from durak.bots.expert import expert_without_keen

    g = Game.new(Rules(), seed=4)
    medium = make_bot("medium")
    searched = 0
    while not g.is_over:
        s = g.to_act[0]
        obs = g.observation(s)
        if s == 0:
            keen, plain = make_bot("expert", seed=2, budget=0.01), expert_without_keen(2, 0.01)
            keen.time_cap = plain.time_cap = False
            move = keen.choose(obs)
            assert plain.choose(obs) == move
            searched += bool(keen.last_stats)
        else:
            move = medium.choose(obs)
        g.play(s, move)
    assert searched >= 5, "too few searched decisions to tell"
