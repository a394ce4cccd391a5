"""How strong the sampler thinks an opponent's hand is, against the hand it really holds.

``python -m tools.calibrate_inference`` plays medium-vs-medium games; at each of seat 0's
decisions with the stock in ``--stock`` it deals the opponent's hand 30 times, uniformly
and with the expert's evidence (:class:`durak.bots.inference.Notes`), and prints the mean
per decision of four figures, for the real hand and both samplers: a card's worth (its
rank index, plus 9 for a trump), the trumps held, the cheap plain cards held (rank index 2,
an eight, or lower), and the samples' Brier score (:func:`brier`: how well the share of
samples dealing each unseen card to the hand predicts whether it is there; a proper score,
which the means are not: a sampler can match every mean and still place the cards badly).
The closer the evidence's figures to the real hand's, the better the expert's sampled
worlds (the figures in :mod:`durak.bots.inference` come from here).
Prints figures; asserts nothing.
"""

from __future__ import annotations

import argparse
import random
import statistics

from durak import Game, Rules
from durak.bots import inference, make_bot
from durak.bots.base import View, rank, value
from durak.bots.determinize import sample_world

SAMPLES = 30


def figures(hand: list[str], trump: str) -> tuple[float, int, int]:
    """(mean worth of a card, trumps, cheap plain cards) of one hand."""
    worth = statistics.mean(value(c, trump) for c in hand)
    trumps = sum(c[1] == trump for c in hand)
    cheap = sum(c[1] != trump and rank(c) <= 2 for c in hand)
    return worth, trumps, cheap


def run(games: int, low: int, high: int) -> dict[str, list[float]]:
    """The mean figures per decision, for "actual", "uniform" and "evidence"."""
    rng = random.Random(1)
    rows: dict[str, list[tuple[float, ...]]] = {"actual": [], "uniform": [], "evidence": []}
    for seed in range(games):
        g = Game.new(Rules(), seed=seed)
        bots = [make_bot("medium", seed=1), make_bot("medium", seed=2)]
        notes = inference.Notes()
        while not g.is_over:
            seat = g.to_act[0]
            obs = g.observation(seat)
            if seat == 0:
                notes.update(obs)
                if low <= obs["stock_count"] <= high:
                    v = View.from_obs(obs)
                    real = g.observation(1)["hand"]
                    rows["actual"].append((*figures(real, v.trump), 0.0))
                    w = notes.weights(obs, v)
                    for name, ww in (("uniform", None), ("evidence", w)):
                        hands = [sample_world(v, rng, ww)[0][1] for _ in range(SAMPLES)]
                        got = [figures(h, v.trump) for h in hands]
                        rows[name].append(
                            (
                                *(statistics.mean(x[i] for x in got) for i in range(3)),
                                brier(hands, real, v.unseen()),
                            )
                        )
            g.play(seat, bots[seat].choose(obs))
    return {k: [statistics.mean(x[i] for x in r) for i in range(4)] for k, r in rows.items() if r}


def brier(hands: list[list[str]], real: list[str], unseen: list[str]) -> float:
    """The Brier score of sampled ``hands`` against the ``real`` hand: over the ``unseen``
    cards, the mean squared difference between the share of samples that deal a card to the
    hand and 1 if the hand really holds it, else 0 (0 is perfect; lower is better).

    >>> brier([["6H"], ["7H"]], ["6H"], ["6H", "7H"])
    0.25
    """
    if not unseen:
        return 0.0
    held = set(real)
    return statistics.mean(
        (sum(c in h for h in hands) / len(hands) - (c in held)) ** 2 for c in unseen
    )


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m tools.calibrate_inference")
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--stock", default="1-8", help="stock sizes looked at, low-high")
    parser.add_argument("--fade", type=float, default=inference.FADE, help="inference.FADE")
    args = parser.parse_args()
    low, _, high = args.stock.partition("-")
    inference.FADE = args.fade
    result = run(args.games, int(low), int(high or low))
    print(f"{args.games} games, stock {args.stock}, fade {args.fade:g}")
    print(f"{'hand':10} {'worth/card':>10} {'trumps':>8} {'cheap':>8} {'brier':>8}")
    for name, (worth, trumps, cheap, score) in result.items():
        print(f"{name:10} {worth:10.2f} {trumps:8.2f} {cheap:8.2f} {score:8.4f}")


if __name__ == "__main__":
    main()
