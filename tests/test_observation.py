"""Observations hold only what a seat can know; from_observation rebuilds a full game."""

import json
import random

from durak import Game, Rules

KEYS = {
    "rules", "seat", "hand", "hand_sizes", "table", "trump", "trump_card", "stock_count",
    "discard", "known", "attacker", "defender", "helpers", "to_act", "legal_moves", "out",
    "limit", "taking", "passed", "first_bout", "is_over", "losers", "move_count",
}  # fmt: skip

RULESETS = [
    Rules(players=2),
    Rules(players=3, mode="transfer", trump_six_swap=True),
    Rules(players=4, throw_in="neighbours", first_bout_limit=5),
    Rules(players=5, mode="transfer", throw_in="neighbours", trump_six_swap=True),
    Rules(players=6),
]


def random_states(rules, seeds=range(4), every=3):
    """Game states along random games."""
    for seed in seeds:
        g = Game.new(rules, seed=seed)
        rng = random.Random(seed)
        step = 0
        while not g.is_over and step < 400:
            if step % every == 0:
                yield g, rng
            s = rng.choice(g.to_act)
            g.apply(s, rng.choice(g.legal_actions(s)))
            step += 1


def resample(g, obs, rng):
    """Hidden hands and stock, shuffled among themselves, consistent with ``obs``."""
    seat = obs["seat"]
    known = obs["known_public"]
    hands = g.hands
    stock = g.stock
    bottom = stock[-1:] if stock else []
    pool = [c for s in range(g.n) if s != seat for c in hands[s] if c not in known[s]]
    pool += stock[:-1]
    rng.shuffle(pool)
    new_hands = []
    for s in range(g.n):
        if s == seat:
            new_hands.append([])
            continue
        k = [c for c in hands[s] if c in known[s]]
        need = len(hands[s]) - len(k)
        new_hands.append(k + pool[:need])
        del pool[:need]
    return new_hands, pool + bottom


def test_observation_keys_and_json():
    g = Game.new(Rules(players=3), seed=1)
    obs = g.observation(0)
    assert set(obs) >= KEYS
    assert json.loads(json.dumps(obs)) == obs
    assert obs["hand"] == g.hands[0] == obs["known"][0]
    assert obs["hand_sizes"] == [6, 6, 6] and obs["stock_count"] == 18
    assert obs["rules"] == Rules(players=3).to_dict()


def test_observation_hides_other_hands():
    # Two deals differing only in hidden cards look the same to seat 0
    r = Rules(players=2)
    a = Game.from_setup(r, hands=[["8H", "9H"], ["6C", "7C"]], stock=["AD", "KD", "QS"],
                        first_attacker=0)  # fmt: skip
    b = Game.from_setup(r, hands=[["8H", "9H"], ["AD", "KD"]], stock=["6C", "7C", "QS"],
                        first_attacker=0)  # fmt: skip
    assert a.observation(0) == b.observation(0)
    assert a.observation(1) != b.observation(1)


def test_equal_observations_when_only_hidden_cards_differ():
    # Auto-pass makes ``to_act`` (and when a bout ends) reveal that a seat holds nothing it
    # could add, as a table where players say "nothing" would. So: resampled worlds with the
    # same ``to_act`` give identical observations, and most resampled worlds have it.
    same = total = 0
    for rules in RULESETS:
        for g, rng in random_states(rules):
            seat = rng.randrange(g.n)
            obs = g.observation(seat)
            hands, stock = resample(g, obs, rng)
            other = Game.from_observation(obs, hands, stock)
            obs2 = other.observation(seat)
            total += 1
            if obs["to_act"] == obs2["to_act"]:
                same += 1
                assert obs == obs2
    assert same > 0.7 * total


def test_from_observation_with_real_cards_is_the_same_game():
    for rules in RULESETS:
        for g, rng in random_states(rules, seeds=range(3), every=5):
            seat = rng.randrange(g.n)
            rebuilt = Game.from_observation(g.observation(seat), g.hands, g.stock)
            # an observation cannot know the deal: compare the position
            assert rebuilt.to_json() == g.to_json(moves=False).replace(
                json.dumps(g.to_dict()["hands"], separators=(",", ":")),
                json.dumps(rebuilt.to_dict()["hands"], separators=(",", ":")),
            )
            # same legal moves and the same future under the same random choices
            a, b = g.copy(), rebuilt
            r1, r2 = random.Random(5), random.Random(5)
            for _ in range(60):
                assert a.to_act == b.to_act
                if a.is_over:
                    break
                s = a.to_act[0]
                assert sorted(a.legal_moves(s)) == sorted(b.legal_moves(s))
                m = r1.choice(sorted(a.legal_moves(s)))
                assert m == r2.choice(sorted(b.legal_moves(s)))
                a.play(s, m)
                b.play(s, m)
            assert a.is_over == b.is_over and a.losers == b.losers
            assert sorted(map(sorted, a.hands)) == sorted(map(sorted, b.hands))


def test_from_observation_rejects_inconsistent_guesses():
    g = Game.new(Rules(players=2), seed=4)
    obs = g.observation(0)
    hands = g.hands
    try:
        Game.from_observation(obs, [[], hands[1][:-1]], g.stock)
    except ValueError:
        pass
    else:
        raise AssertionError("a short hand must be rejected")
    stock = g.stock
    bad = [stock[-1], *stock[:-1]]
    try:
        Game.from_observation(obs, hands, bad)
    except ValueError:
        pass
    else:
        raise AssertionError("the face-up trump must stay last")


def test_with_hidden_is_from_observation_without_the_checks():
    # The tree search builds its first world with from_observation and every later one with
    # with_hidden on it: both must give the same game, state and future alike.
    for rules in RULESETS:
        for g, rng in random_states(rules, seeds=range(3), every=4):
            seat = rng.randrange(g.n)
            obs = g.observation(seat)
            base = Game.from_observation(obs, *resample(g, obs, rng))
            hands, stock = resample(g, obs, rng)
            want = Game.from_observation(obs, hands, stock)
            got = base.with_hidden(seat, hands, stock)
            assert got.to_json() == want.to_json()
            assert base.to_json() != got.to_json() or base.hands == got.hands
            for _ in range(40):
                assert got.to_act == want.to_act
                if got.is_over or not got.to_act:  # a guessed hand may leave nobody to act
                    break
                s = got.to_act[0]
                assert got.legal_actions(s) == want.legal_actions(s)
                a = rng.choice(got.legal_actions(s))
                got.apply(s, a)
                want.apply(s, a)
            assert got.to_json() == want.to_json()
