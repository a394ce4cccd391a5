"""Property tests over random games, for every option combination and 2-6 players, and for
partnerships (2 v 2 and 3 v 3, 000) with every option."""

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from durak import Game, IllegalMove, Rules
from durak.cards import CARD_TEXT
from durak.i18n import en
from durak.moves import move_to_text, text_to_move
from durak.rules import TEAM_PLAYERS

MOVE_BOUND = 5000  # random games are long but finite in practice (max seen ~400 moves)


@st.composite
def option_rules(draw, teams=None):
    """Rules with every option drawn: deck sizes, modes, transfer by trump, first attacker,
    partnerships where the seat count allows (``teams`` forces one)."""
    deck = draw(st.sampled_from([24, 32, 36, 52]))
    if teams is None:
        players = draw(st.integers(2, min(6, deck // 6)))
    else:
        players = TEAM_PLAYERS[teams]
        deck = draw(st.sampled_from([d for d in (24, 32, 36, 52) if d // 6 >= players]))
    mode = draw(st.sampled_from(["throw-in", "transfer"]))
    return Rules(
        players=players,
        mode=mode,
        throw_in=draw(st.sampled_from(["all", "neighbours"])),
        first_bout_limit=draw(st.sampled_from([5, 6])),
        trump_six_swap=draw(st.booleans()),
        next_attacker=draw(st.sampled_from(["left-of-dealer", "attack-the-fool"])),
        teams=teams,
        deck=deck,
        first_attacker=draw(st.sampled_from(["lowest-trump", "left-of-dealer"])),
        transfer_by_trump=mode == "transfer" and draw(st.booleans()),
    )


rules_st = option_rules()
# partnerships (000): "2v2" with four players, "3v3" with six, with every other option
team_rules_st = st.one_of(option_rules("2v2"), option_rules("3v3"))
SETTINGS = settings(
    max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow], database=None
)


def all_cards(g):
    d = g.to_dict(moves=False)  # the position: the move list is not needed here
    cards = [c for h in d["hands"] for c in h] + d["stock"] + d["discard"]
    cards += [c for pair in d["table"] for c in pair if c is not None]
    return cards


def random_other_move(g, rng):
    """A random move text that may or may not be legal."""
    c1, c2 = rng.choice(CARD_TEXT), rng.choice(CARD_TEXT)
    return rng.choice([
        f"attack {c1}", f"attack {c1} {c2}", f"defend {c1} {c2}", f"transfer {c1}",
        f"show {c1}", "pass", "take", "swap", "attack", "defend 8H", "jump", f"attack {c1} XX",
    ])  # fmt: skip


def play_random(rules, seed, dealer, full_checks):
    g = Game.new(rules, seed=seed, dealer=dealer)
    rng = random.Random(seed)
    moves = 0
    while not g.is_over:
        assert moves < MOVE_BOUND
        to_act = g.to_act
        assert to_act, "a running game always has someone to act"
        assert len(set(to_act)) == len(to_act)
        cards = all_cards(g)
        assert len(cards) == rules.deck and len(set(cards)) == rules.deck
        swappers = []
        for s in range(g.n):
            # a seat whose only move is the swap is not asked (000: nobody may learn who
            # holds the trump six), but may swap at any time
            legal = g.legal_moves(s)
            assert bool(set(legal) - {"swap"}) == (s in to_act), (s, to_act, legal)
            if "swap" in legal:
                swappers.append(s)
        if g.teams is not None:
            # the defender is always an opponent; only the attacker's partners help (000)
            a, d = g.attacker, g.defender
            assert g.team_of(a) != g.team_of(d)
            assert all(g.team_of(h) == g.team_of(a) and h != a for h in g.helpers)
            vs = g.virtual_seating
            assert vs.index(d) == (vs.index(a) + 1) % g.n
            seated = [x for x in vs if x >= 0]
            assert not set(seated) & set(g.out) and len(set(seated)) == len(seated)
            # a player who laid their last card in this bout (the stock empty) may have
            # given their place up to their team's next member already (000)
            for x in set(range(g.n)) - set(seated) - set(g.out):
                assert not g.hands[x] and not g.stock, (x, vs, g.out)
            assert all(x < 0 or x % 2 == p % 2 for p, x in enumerate(vs))
        if full_checks:
            text = g.to_json()
            position = g.to_json(moves=False)
            assert Game.from_json(text).to_json() == text
            # every legal move is accepted (checked on a copy)
            for s in to_act:
                for m in g.legal_moves(s):
                    assert g.why_illegal(s, m) is None
                    c = g.copy()
                    c.play(s, m)
            # random other moves are rejected with a reason and leave the game unchanged
            for _ in range(4):
                s = rng.randrange(g.n)
                m = random_other_move(g, rng)
                legal = g.legal_moves(s)
                err = g.check(s, m)
                if err is None:
                    assert move_to_text(text_to_move(m)) in legal
                    continue
                assert err.key in en.RULE_KEYS and str(err)
                try:
                    g.play(s, m)
                except IllegalMove as e:
                    assert e.key == err.key
                else:
                    raise AssertionError(f"{m!r} by {s} was accepted though check said {err}")
                assert g.to_json(moves=False) == position, f"{m!r} by {s} changed the game"
            # and the whole game with its move list (encoding it is the costly part: the
            # list grows with the game), once for the four
            assert g.to_json() == text
        if swappers and rng.random() < 0.2:
            g.play(rng.choice(swappers), "swap")
        else:
            s = to_act[0] if rng.random() < 0.7 else rng.choice(to_act)
            g.play(s, rng.choice(g.legal_moves(s)))
        moves += 1
    assert g.to_act == [] and all(not g.legal_moves(s) for s in range(g.n))
    if g.teams is None:
        assert len(g.losers) <= 1
        for s in g.losers:
            assert g.hands[s]
        assert sum(1 for h in g.hands if h) == len(g.losers)
    else:
        # the team still holding cards loses, all its seats; nobody holding cards: a draw
        holding = {g.team_of(s) for s in range(g.n) if g.hands[s]}
        assert len(holding) <= 1
        assert g.losers == [s for s in range(g.n) if g.team_of(s) in holding]
    return g


@SETTINGS
@given(rules=rules_st, seed=st.integers(0, 2**32), data=st.data())
def test_random_games_full_checks(rules, seed, data):
    dealer = data.draw(st.one_of(st.none(), st.integers(0, rules.players - 1)))
    play_random(rules, seed, dealer, full_checks=True)


@settings(max_examples=200, deadline=None, database=None)
@given(rules=rules_st, seed=st.integers(0, 2**32))
def test_random_games_end(rules, seed):
    g = play_random(rules, seed, None, full_checks=False)
    assert g.is_over
    assert json.loads(g.to_json())["is_over"] is True


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow],
          database=None)  # fmt: skip
@given(rules=team_rules_st, seed=st.integers(0, 2**32), data=st.data())
def test_random_team_games_full_checks(rules, seed, data):
    dealer = data.draw(st.one_of(st.none(), st.integers(0, rules.players - 1)))
    play_random(rules, seed, dealer, full_checks=True)


@settings(max_examples=150, deadline=None, database=None)
@given(rules=team_rules_st, seed=st.integers(0, 2**32))
def test_random_team_games_end(rules, seed):
    g = play_random(rules, seed, None, full_checks=False)
    assert g.is_over
    assert json.loads(g.to_json())["is_over"] is True


def test_legal_move_texts_round_trip():
    g = Game.new(Rules(players=4, mode="transfer"), seed=9)
    rng = random.Random(1)
    while not g.is_over:
        s = g.to_act[0]
        for a in g.legal_actions(s):
            assert text_to_move(move_to_text(a)) == a
        g.apply(s, rng.choice(g.legal_actions(s)))


def test_corrupt_json_gives_value_error():
    g = Game.new(Rules(players=3, mode="transfer", trump_six_swap=True), seed=2)
    rng = random.Random(0)
    for _ in range(30):
        s = g.to_act[0]
        g.apply(s, rng.choice(g.legal_actions(s)))
    text = g.to_json()
    alphabet = '0123456789,:[]{}"SHDCTJQKA-truefalsn '
    for _ in range(500):
        chars = list(text)
        for _ in range(rng.randint(1, 3)):
            chars[rng.randrange(len(chars))] = rng.choice(alphabet)
        bad = "".join(chars)
        try:
            other = Game.from_json(bad)
        except ValueError:
            continue
        assert isinstance(other, Game)
    for junk in ("", "null", "[]", "{}", '{"version": 1}', text[:-1], 42):
        try:
            Game.from_json(junk)
        except ValueError:
            pass
        else:
            raise AssertionError(f"{junk!r} was accepted")
