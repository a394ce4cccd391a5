"""The exact endgame solver (:mod:`durak.bots.endgame`): contract, small worked positions,
agreement with a plain minimax written here on thousands of random small endgames, and
"its move never throws a win away" on larger ones."""

from __future__ import annotations

import random

import pytest

from durak import Game, Rules
from durak.bots.endgame import UNKNOWN, Solution, endgame_seats, solve
from durak.cards import CARD_TEXT, deck_cards

# ---------------------------------------------------------------- random small endgames


def random_endgame(rng: random.Random, max_hand: int = 4) -> Game:
    """A random endgame with at most ``max_hand`` cards a hand, under random rules: 2-4
    players (pairs too), throw-in or transfer, all or neighbours, the trump-six swap.

    A small deal with a short stock (0-3 cards, the trump six often among the first cards)
    is played at random until the stock is empty and two opponents hold cards, then a few
    more random moves (so positions inside a bout, after a take, after a swap occur)."""
    while True:
        players = rng.choice([2, 2, 2, 3, 4])
        rules = Rules(
            players=players,
            mode=rng.choice(["throw-in", "transfer"]),
            throw_in=rng.choice(["all", "neighbours"]),
            trump_six_swap=rng.random() < 0.5,
            teams="2v2" if players == 4 and rng.random() < 0.5 else None,
        )
        deck = deck_cards(36)
        six = deck[0]  # the lowest card of the deck: the six of spades
        rng.shuffle(deck)
        trump = rng.randrange(4)  # the trump six is card `six + trump`
        if rng.random() < 0.5:
            deck.remove(six + trump)
            deck.insert(rng.randrange(8), six + trump)
        hands, i = [], 0
        for _ in range(players):
            k = rng.randint(1, max_hand)
            hands.append([CARD_TEXT[c] for c in deck[i : i + k]])
            i += k
        stock = [CARD_TEXT[c] for c in deck[i : i + rng.randint(0, 3)]]
        g = Game.from_setup(
            rules,
            hands,
            stock=stock,
            trump=None if stock else "SHDC"[trump],
            first_attacker=rng.randrange(players),
            first_bout=False,
        )
        extra = rng.randint(0, 4)
        for _ in range(200):
            if g.is_over:
                break
            if endgame_seats(g) is not None and max(len(h) for h in g.hands) <= max_hand:
                if extra == 0:
                    return g
                extra -= 1
            s = g.to_act[0]
            g.apply(s, rng.choice(g.legal_actions(s)))


class TooBig(Exception):
    pass


def position(g: Game) -> str:
    """Everything that decides the rest of the game, through public properties."""
    return repr(
        (
            g.hands,
            g.table,
            g.attacker,
            g.defender,
            g.passed,
            g.taking,
            g.limit,
            g.trump_card,
            g.virtual_seating,
            g.to_act,
            [g.legal_moves(s) for s in range(g.n)],
        )
    )


def minimax(
    g: Game,
    team: int,
    path: set[str],
    alpha: int = -1,
    beta: int = 1,
    count: list[int] | None = None,
) -> int:
    """The game's value for ``team`` (+1 win, 0 draw, -1 loss) by minimax over the engine's
    sequential protocol (``to_act[0]`` moves) with no table and no move ordering; a position
    repeating on the path is a draw.  With the default window (-1, 1) it prunes (alpha-beta
    returns the minimax value exactly; -1 and 1 are the ends of the scale); ``alpha=-2,
    beta=3`` never prunes.  ``count = [nodes, cap, repetitions]`` raises :class:`TooBig` past the cap
    and counts the repetitions met."""
    if count is not None:
        count[0] += 1
        if count[0] > count[1]:
            raise TooBig
    if g.is_over:
        losers = g.losers
        return 0 if not losers else (-1 if g.team_of(losers[0]) == team else 1)
    key = position(g)
    if key in path:
        if count is not None:
            count[2] += 1
        return 0
    path.add(key)
    seat = g.to_act[0]
    maxing = g.team_of(seat) == team
    best = -2 if maxing else 2
    for m in g.legal_moves(seat):
        child = g.copy()
        child.play(seat, m)
        v = minimax(child, team, path, alpha, beta, count)
        if maxing:
            best = max(best, v)
            alpha = max(alpha, v)
        else:
            best = min(best, v)
            beta = min(beta, v)
        if alpha >= beta:
            break
    path.discard(key)
    return best


def expected_loser(g: Game, value: int) -> int | None:
    me = g.to_act[0]
    a, b = endgame_seats(g)
    return None if value == 0 else ((b if a == me else a) if value > 0 else me)


def test_solver_agrees_with_plain_minimax_on_2000_random_small_endgames():
    rng = random.Random(14)
    compared = too_big = 0
    kinds = {"transfer": 0, "swap": 0, "players>2": 0, "pairs": 0, "draw": 0}
    while compared < 2000:
        g = random_endgame(rng)
        me = g.to_act[0]
        count = [0, 3000, 0]
        try:
            value = minimax(g, g.team_of(me), set(), count=count)
        except TooBig:
            too_big += 1  # the reference is slow there; larger positions are checked below
            continue
        sol = solve(g)
        assert sol.loser == expected_loser(g, value), (g.to_json(), sol)
        assert sol.move in g.legal_moves(me)
        compared += 1
        kinds["transfer"] += g.rules.mode == "transfer"
        kinds["swap"] += g.rules.trump_six_swap
        kinds["players>2"] += g.n > 2
        kinds["pairs"] += g.teams is not None
        kinds["draw"] += value == 0
    assert too_big < compared // 10
    # every option and draws are well represented (repetitions: the tests further down)
    assert min(kinds.values()) >= 30, kinds


def test_the_pruned_reference_equals_exhaustive_minimax_on_tiny_endgames():
    """The reference above prunes; on tiny positions it must equal plain exhaustive minimax
    (no pruning at all), and so must the solver."""
    rng = random.Random(2)
    for _ in range(300):
        g = random_endgame(rng, max_hand=2)
        team = g.team_of(g.to_act[0])
        full = minimax(g, team, set(), -2, 3)  # beta 3 is never reached: no pruning
        assert minimax(g, team, set()) == full
        assert solve(g).loser == expected_loser(g, full)


# ---------------------------------------------------------------- larger endgames


def real_endgames(count: int, seed: int) -> list[Game]:
    """Endgames (both hands up to 8 cards) reached by the fast medium policy from real deals."""
    from durak.bots.fastpolicy import fast_medium

    out = []
    rng = random.Random(seed)
    i = 0
    while len(out) < count:
        i += 1
        rules = Rules(
            players=2, mode="transfer" if i % 2 else "throw-in", trump_six_swap=i % 3 == 0
        )
        g = Game.new(rules, seed=seed * 1000 + i)
        while not g.is_over:
            if endgame_seats(g) is not None and max(len(h) for h in g.hands) <= 8:
                s = g.to_act[0]
                if len(g.legal_actions(s)) > 1 and rng.random() < 0.3:
                    out.append(g.copy())
                    break
            s = g.to_act[0]
            g.apply(s, fast_medium(g, s, g.legal_actions(s), rng, 0.2))
    return out


def test_playing_the_solvers_move_keeps_the_outcome_on_larger_endgames():
    """Checked by solving the position after the move: a win stays a win, a draw a draw."""
    checked = 0
    for g in real_endgames(20, seed=3):
        sol = solve(g, budget=100_000)
        if sol.loser == UNKNOWN:
            continue
        me = g.to_act[0]
        after = g.copy()
        after.play(me, sol.move)
        if after.is_over:
            loser = after.losers[0] if after.losers else None
        else:
            loser = solve(after, budget=200_000).loser
        assert loser in (sol.loser, UNKNOWN), (g.to_json(), sol, loser)
        checked += loser != UNKNOWN
    assert checked >= 15


# ---------------------------------------------------------------- contract and examples


def test_contract_errors():
    with pytest.raises(ValueError):
        solve(Game.new(Rules(), seed=1))  # the stock is not empty
    three = Game.from_setup(Rules(players=3), [["6S"], ["7S"], ["8S"]], trump="H", first_attacker=0)
    with pytest.raises(ValueError):
        solve(three)  # three seats hold cards
    over = Game.from_setup(Rules(), [["6S"], []], trump="H")
    with pytest.raises(ValueError):
        solve(over)
    # pairs: seat 3 is out; seat 1 leads its last card, so only partners 0 and 2 hold cards
    pairs = Game.from_setup(
        Rules(players=4, teams="2v2"), [["6S"], ["7S"], ["8S"], []], trump="H", first_attacker=1
    )
    pairs.play(1, "attack 7S")
    assert not pairs.is_over and endgame_seats(pairs) is None
    with pytest.raises(ValueError):
        solve(pairs)


def test_best_moves_are_exactly_the_moves_minimax_scores_best():
    rng = random.Random(7)
    checked = 0
    while checked < 150:
        g = random_endgame(rng, max_hand=3)
        me = g.to_act[0]
        team = g.team_of(me)
        values = {}
        for m in g.legal_moves(me):
            child = g.copy()
            child.play(me, m)
            values[m] = minimax(child, team, {position(g)})
        best = max(values.values())
        sol = solve(g, all_best=True)
        assert isinstance(sol, Solution)
        assert sol.loser == expected_loser(g, best)
        assert set(sol.best_moves) == {m for m, v in values.items() if v == best}, g.to_json()
        assert sol.move in sol.best_moves
        checked += 1


def test_a_draw_when_both_go_out_together():
    # 000/002: the last seat holding cards loses; nobody: a draw.  0 leads its last card,
    # 1 covers with its last card.
    g = Game.from_setup(Rules(), [["6S"], ["7S"]], trump="H", first_attacker=0)
    assert solve(g).loser is None


def test_heads_up_inside_a_larger_table():
    # four players, two out already: seats 1 and 3 play it out; 3 attacks 1
    g = Game.from_setup(
        Rules(players=4), [[], ["AS", "7D"], [], ["6D", "KC"]], trump="S", first_attacker=3
    )
    assert endgame_seats(g) == (1, 3)
    sol = solve(g)
    assert sol.loser == 3  # 1 covers whatever comes with a trump or the 7D and goes out
    assert sol.move in g.legal_moves(3)


def test_budget_runs_out_as_unknown_with_a_legal_move():
    g = real_endgames(1, seed=5)[0]
    sol = solve(g, budget=3)
    assert sol.loser == UNKNOWN
    assert sol.move in g.legal_moves(g.to_act[0])


def test_a_repeated_position_is_a_draw():
    # Transfer mode (003, 004), hearts trump, 7 cards in play: an odd number, so both can
    # never go out together (a beaten-off bout discards pairs): a draw can only come from
    # repetition.  Each side can keep transferring sevens back and taking, and neither can
    # force more: the position repeats, which scores as a draw.
    g = Game.from_setup(
        Rules(mode="transfer"),
        [["7D", "AC", "JD"], ["7S", "AD", "JC", "7C"]],
        trump="H",
        first_attacker=0,
        first_bout=False,
    )
    count = [0, 10**6, 0]
    assert minimax(g, 0, set(), count=count) == 0
    assert count[2] > 0
    assert solve(g).loser is None


def test_positions_rich_in_transfers_agree_with_exhaustive_minimax():
    """Two or three ranks only, transfer mode: transfers back and forth, takes and repeated
    positions are common; the reference here does not prune at all."""
    rng = random.Random(5)
    compared = repeated = 0
    while compared < 150:
        ranks = rng.sample(range(4, 13), rng.choice([2, 3]))  # six .. ace
        cards = [r * 4 + s for r in ranks for s in range(4)]
        rng.shuffle(cards)
        k1, k2 = rng.randint(2, 4), rng.randint(2, 4)
        hands = [[CARD_TEXT[c] for c in cards[:k1]], [CARD_TEXT[c] for c in cards[k1 : k1 + k2]]]
        g = Game.from_setup(
            Rules(mode="transfer"),
            hands,
            trump="SHDC"[rng.randrange(4)],
            first_attacker=rng.randrange(2),
            first_bout=False,
        )
        count = [0, 20_000, 0]
        try:
            value = minimax(g, g.to_act[0], set(), -2, 3, count)
        except TooBig:
            continue
        assert solve(g).loser == expected_loser(g, value), g.to_json()
        compared += 1
        repeated += count[2] > 0
    assert repeated >= 5


def test_a_seat_that_may_act_out_of_turn_gets_its_own_move():
    """A play-through: with the coach on, the attacker (who may throw in before the
    defender answers) pressed H and read "Hint: take. The exact endgame says this wins." The
    solver's tree moves ``to_act[0]``, the defender; its move was given to the attacker. The
    seat acting out of that order now gets one of its own moves, proved not to lose."""
    from durak.bots.endgame import endgame_move
    from durak.bots.hint import hint

    deck = [r + s for r in "6789TJQKA" for s in "SHDC"]
    rng = random.Random(1)
    seen = won = 0
    for _ in range(2500):
        rng.shuffle(deck)
        a, b = rng.randint(1, 5), rng.randint(1, 5)
        g = Game.from_setup(Rules(), [deck[:a], deck[a : a + b]], [],
                            trump=rng.choice("SHDC"), first_attacker=0)  # fmt: skip
        for _ in range(rng.randint(0, 4)):
            if g.is_over:
                break
            g.play(g.to_act[0], rng.choice(g.legal_moves(g.to_act[0])))
        if g.is_over or len(g.to_act) < 2:
            continue
        seat = g.to_act[1]  # may act, but not first
        seen += 1
        move = endgame_move(g.observation(seat))
        if move is None:
            continue
        assert move in g.legal_moves(seat), (g.hands, g.table, seat, move)
        after = g.copy()
        after.play(seat, move)
        if not after.is_over:
            assert solve(after, 400_000).loser != seat, (g.hands, g.table, seat, move)
        won += 1
        if won <= 20:  # the hint too (its move is this one)
            assert hint(g.observation(seat), 1, 0.02).move in g.legal_moves(seat)
    assert seen >= 60 and won >= 20, (seen, won)
