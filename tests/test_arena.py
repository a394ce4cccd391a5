"""The arena: duplicate deals, tabulation, the command line (tiny runs only)."""

from __future__ import annotations

import pytest

from durak import arena
from durak.arena import (
    format_table,
    main,
    run,
    seat_specs,
    tabulate,
    tabulate_teams,
    team_specs,
    wilson,
)


def test_wilson_interval() -> None:
    lo, hi = wilson(50, 100)
    assert 0.40 < lo < 0.41 and 0.59 < hi < 0.60
    assert wilson(0, 0) == (0.0, 1.0)
    lo, hi = wilson(10, 10)
    assert hi == 1.0 and 0.7 < lo < 0.73


def test_seat_specs_fill_with_the_last_bot() -> None:
    assert seat_specs(["hard", "medium"], 4) == ["hard", "medium", "medium", "medium"]
    with pytest.raises(ValueError):
        seat_specs(["a", "b", "c"], 2)


def test_duplicate_deals_rotate_seats() -> None:
    rules = {"players": 3, "mode": "throw-in", "throw_in": "all"}
    results = run(rules, ["medium", "random"], games=6, workers=1, progress=False)
    assert len(results) == 6
    assert not [r.error for r in results if r.error]
    by_deal: dict[int, list[list[str]]] = {}
    for r in results:
        by_deal.setdefault(r.deal, []).append(r.specs)
    assert len(by_deal) == 2
    for specs in by_deal.values():
        # every seat of a deal is played by the odd bot once
        assert sorted(s.index("medium") for s in specs) == [0, 1, 2]
    stats = tabulate(results)
    assert stats["medium"].games == 6 and stats["random"].games == 12
    assert all(st.times for st in stats.values())
    text = format_table(stats)
    assert "medium" in text and "non-loss" in text


def test_parallel_workers_and_a_move_cap() -> None:
    rules = {"players": 2, "mode": "transfer"}
    results = run(rules, ["easy", "random"], games=4, workers=2, progress=False)
    assert len(results) == 4 and not any(r.error for r in results)
    capped = run(rules, ["easy", "random"], games=2, workers=1, max_moves=5, progress=False)
    assert all(r.capped and not r.losers for r in capped)
    assert tabulate(capped)["easy"].capped == 2


def test_command_line_with_an_outside_bot(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "--players",
            "2",
            "--bots",
            "hard,durak.bots.random_bot:RandomBot",
            "--games",
            "2",
            "--budget",
            "0.002",
            "--workers",
            "1",
            "--swap",
            "--first-bout-limit",
            "5",
        ]
    )
    out = capsys.readouterr()
    assert code == 0
    assert "hard" in out.out and "durak.bots.random_bot:RandomBot" in out.out
    assert "games" in out.err  # progress


def test_unknown_bot_is_an_error() -> None:
    with pytest.raises(ValueError):
        arena.load_bot("nobody", seed=1, budget=None)


def test_team_specs_give_one_bot_per_team() -> None:
    assert team_specs(["hard", "medium"], 4) == ["hard", "medium", "hard", "medium"]
    assert team_specs(["easy"], 6) == ["easy"] * 6
    with pytest.raises(ValueError):
        team_specs(["a", "b", "c"], 6)


@pytest.mark.parametrize(("teams", "players"), [("2v2", 4), ("3v3", 6)])
def test_team_deals_are_played_with_the_teams_swapped(teams: str, players: int) -> None:
    rules = {"players": players, "teams": teams}
    results = run(rules, ["medium", "random"], games=4, workers=1, progress=False)
    assert len(results) == 4 and not any(r.error for r in results)
    for r in results:
        team_a = "medium" if r.rotation == 0 else "random"
        assert r.specs[0::2] == [team_a] * (players // 2)
        assert "medium" in r.specs[1::2] or team_a == "medium"
        assert r.losers == [] or sorted({s % 2 for s in r.losers}) in ([0], [1])
    assert sorted((r.deal, r.rotation) for r in results) == [(0, 0), (0, 1), (1, 0), (1, 1)]
    stats = tabulate_teams(results)
    assert stats["medium"].games == 4 and stats["random"].games == 4
    lost = sum(1 for r in results if r.losers)
    assert stats["medium"].losses + stats["random"].losses == lost
    assert stats["medium"].draws == stats["random"].draws == 4 - lost
    assert all(st.times for st in stats.values())
    text = format_table(stats, "team bot", "team losses")
    assert "team losses" in text and "medium" in text


@pytest.mark.parametrize(("teams", "bots"), [("2v2", "hard,medium"), ("3v3", "medium,easy")])
def test_command_line_with_teams(teams: str, bots: str, capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--teams", teams, "--bots", bots, "--games", "2", "--budget", "0.002"]
    code = main([*args, "--workers", "1", "--quiet"])
    out = capsys.readouterr().out
    assert code == 0
    assert f"teams={teams}" in out and "team losses" in out
    rows = [line.split() for line in out.splitlines()[3:]]
    assert sorted(r[0] for r in rows) == sorted(bots.split(","))
    assert all(r[1] == "2" for r in rows)  # each team played both games


def test_command_line_team_errors() -> None:
    with pytest.raises(SystemExit):
        main(["--teams", "2v2", "--players", "6", "--games", "1"])
    with pytest.raises(SystemExit):
        main(["--teams", "2v2", "--bots", "hard,medium,easy", "--games", "1"])


def test_arena_bots_ignore_the_wall_clock():
    """The arena's results depend on the seeds only: a loaded machine must not cut a
    search short (the page keeps its cap)."""
    from durak.arena import load_bot
    from durak.bots import make_bot

    assert load_bot("hard", 1, None).time_cap is False
    assert load_bot("durak.bots.search:hard_without_solver", 1, None).time_cap is False
    assert make_bot("expert", seed=1).time_cap is True


def test_a_store_replays_nothing_it_holds_and_survives_a_torn_line(tmp_path, monkeypatch) -> None:
    store = tmp_path / "results.jsonl"
    rules = {"players": 2, "mode": "throw-in"}
    first = run(rules, ["easy", "random"], games=4, workers=1, progress=False, store=store)
    assert len(store.read_text().splitlines()) == 4
    store.write_text(store.read_text() + '{"key": "torn')  # a run killed mid-write

    played: list[tuple] = []
    real = arena.play_game

    def counting(task: tuple, before=None) -> arena.GameResult:
        played.append(task)
        return real(task, before)

    monkeypatch.setattr(arena, "play_game", counting)
    # the same four games come from the store; two more deals' games are played and kept
    again = run(rules, ["easy", "random"], games=8, workers=1, progress=False, store=store)
    assert len(played) == 4 and {t[2] for t in played} == {2, 3}
    assert [(r.specs, r.losers, r.moves) for r in again[:4]] == [
        (r.specs, r.losers, r.moves) for r in first
    ]
    assert len(arena.load_store(store)) == 8
    # another code fingerprint (the bots' source changed) plays everything afresh
    played.clear()
    monkeypatch.setattr(arena, "code_fingerprint", lambda: "another")
    run(rules, ["easy", "random"], games=2, workers=1, progress=False, store=store)
    assert len(played) == 2


def test_the_ladder_reuses_the_arenas_games_in_either_seating(tmp_path, monkeypatch) -> None:
    from durak import ladder

    store = tmp_path / "results.jsonl"
    # the arena's pairing is (medium, random); the ladder's is (random, medium)
    run({"players": 2}, ["medium", "random"], games=4, workers=1, progress=False, store=store)
    monkeypatch.setattr(arena, "play_game", lambda task: pytest.fail(f"replayed {task}"))
    results = ladder.run(["random", "medium"], 4, jobs=1, progress=False, store=store)
    # each game keeps the ladder's own seating label, so the scores are read the right way
    assert [(r.rotation, r.specs) for r in results] == [
        (0, ["random", "medium"]),
        (1, ["medium", "random"]),
    ] * 2
    scores = ladder.scores(results)
    assert all(a == "random" and b == "medium" for a, b, _ in scores)
    # medium beats random: the scores are random's, so mostly 0
    assert sum(s for _, _, s in scores) <= 1


def test_the_fingerprint_reads_code_not_its_docstrings_or_comments(tmp_path) -> None:
    from durak.arena import code_fingerprint, code_text

    plain = 'def f(x):\n    """Double."""\n    return 2 * x  # twice\n'
    assert code_text(plain) == code_text('def f(x):\n    """Twice x."""\n\n    return 2 * x\n')
    assert code_text(plain) != code_text('def f(x):\n    """Double."""\n    return 3 * x\n')
    (tmp_path / "bots").mkdir()
    (tmp_path / "bots" / "b.py").write_text(plain)
    (tmp_path / "web").mkdir()
    (tmp_path / "web" / "page.py").write_text("x = 1\n")
    first = code_fingerprint(tmp_path)
    (tmp_path / "web" / "page.py").write_text("x = 2\n")  # the page does not decide games
    (tmp_path / "bots" / "b.py").write_text(plain.replace("# twice", "# doubled"))
    assert code_fingerprint(tmp_path) == first
    (tmp_path / "bots" / "b.py").write_text(plain.replace("2 * x", "x + x"))
    assert code_fingerprint(tmp_path) != first
