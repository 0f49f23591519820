"""Random playouts: decisions per second of each engine, uniform among the legal moves.

    .venv/bin/python benchmarks/playouts.py [--seconds 2] [--rounds 5] [--slice 0.25]
                                            [--cpu] [--games sagani,bang]

For every game: whole seeded games played by ``random.Random(seed).choice(legal_moves)``
through ``legal_moves`` and ``apply`` (the path a computer seat or a solver walks). Oh Hell
is also measured against OpenSpiel's C++ ``oh_hell`` in the same run (the ``open-spiel``
package, the optional ``bench`` extra): its bids and card plays count as decisions, its
chance nodes (the deal, the trump) are sampled and not counted. For the ratio, each round
alternates the two engines in slices of ``--slice`` seconds (whole games; each engine goes
on with its own games from slice to slice), so that a change of the machine's load during
the round weighs on both alike. The figure to quote is the median over the rounds and the
median ratio, over several runs: this machine is shared and noisy.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable, Iterator

from tutor.registry import all_games


#: The clock of :func:`engine_round`: the wall clock, or the process's own CPU time
#: (``--cpu``), which a busy shared machine disturbs less (the process's share of the cores
#: is not counted; its caches still are).
CLOCK = time.perf_counter


def engine_round(module, options, seconds: float, seed: int) -> float:
    """Decisions per second of ``module`` over whole games for about ``seconds``
    (:data:`CLOCK`)."""
    rng = random.Random(seed)
    clock = CLOCK
    decisions, start, game = 0, clock(), 0
    while True:
        state = module.initial_state(options, seed * 1000 + game)
        game += 1
        while True:
            legal = module.legal_moves(state)
            if not legal:
                break
            state = module.apply(state, rng.choice(legal)).after
            decisions += 1
        elapsed = clock() - start
        if elapsed >= seconds:
            return decisions / elapsed


def check_times(module, options, decisions: int, seed: int) -> list[float]:
    """Microseconds (:data:`CLOCK`) of ``check`` of the move a seeded random playout is
    about to play, at each of its first ``decisions`` positions: the position's legal
    moves were listed just before, as a board lists them to light what may be played."""
    rng = random.Random(seed)
    clock = CLOCK
    times: list[float] = []
    game = 0
    while len(times) < decisions:
        state = module.initial_state(options, seed * 1000 + game)
        game += 1
        while len(times) < decisions:
            legal = module.legal_moves(state)
            if not legal:
                break
            move = rng.choice(legal)
            start = clock()
            module.check(state, move)
            times.append((clock() - start) * 1e6)
            state = module.apply(state, move).after
    return times


def engine_games(module, options, seed: int) -> Iterator[int]:
    """The decisions of each of ``module``'s seeded random games, one game per step."""
    rng = random.Random(seed)
    game = 0
    while True:
        state = module.initial_state(options, seed * 1000 + game)
        game += 1
        decisions = 0
        while True:
            legal = module.legal_moves(state)
            if not legal:
                break
            state = module.apply(state, rng.choice(legal)).after
            decisions += 1
        yield decisions


def open_spiel_games(players: int, seed: int) -> Iterator[int] | None:
    """The decisions of each of OpenSpiel's random ``oh_hell`` games (None without it)."""
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("oh_hell", {"players": players})
    rng = random.Random(seed)

    def games() -> Iterator[int]:
        while True:
            state = game.new_initial_state()
            decisions = 0
            while not state.is_terminal():
                if state.is_chance_node():
                    actions, probs = zip(*state.chance_outcomes())
                    state.apply_action(rng.choices(actions, probs)[0])
                else:
                    state.apply_action(rng.choice(state.legal_actions()))
                    decisions += 1
            yield decisions
    return games()


def interleaved_round(ours: Iterator[int], theirs: Iterator[int], seconds: float,
                      slice_: float) -> tuple[float, float]:
    """Decisions per second of both engines, playing slices of about ``slice_`` seconds in
    turn until each has played about ``seconds``."""
    totals = {"ours": [0, 0.0], "theirs": [0, 0.0]}
    while totals["ours"][1] < seconds or totals["theirs"][1] < seconds:
        for name, games in (("ours", ours), ("theirs", theirs)):
            start = time.perf_counter()
            decisions = 0
            while True:
                decisions += next(games)
                elapsed = time.perf_counter() - start
                if elapsed >= slice_:
                    break
            totals[name][0] += decisions
            totals[name][1] += elapsed
    return (totals["ours"][0] / totals["ours"][1], totals["theirs"][0] / totals["theirs"][1])


def median_of(rounds: int, measure: Callable[[int], float | None]) -> list[float]:
    return [v for v in (measure(r) for r in range(rounds)) if v is not None]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="per round and engine")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--slice", type=float, default=0.25,
                        help="seconds per turn of each engine in the OpenSpiel comparison")
    parser.add_argument("--cpu", action="store_true",
                        help="time the engines' rounds by the process's CPU time, not the "
                             "wall clock (the OpenSpiel comparison stays on the wall clock)")
    parser.add_argument("--games", help="comma-separated game ids (default: every game)")
    parser.add_argument("--check", type=int, default=0, metavar="N",
                        help="also time `check` of the move played at the first N positions "
                             "of seeded playouts (median and p90, µs)")
    args = parser.parse_args()
    global CLOCK
    if args.cpu:
        CLOCK = time.process_time
    games = all_games()
    if args.games:
        wanted = args.games.split(",")
        unknown = sorted(set(wanted) - set(games))
        if unknown:
            parser.error(f"unknown game ids: {', '.join(unknown)} (known: {', '.join(games)})")
        games = {g: m for g, m in games.items() if g in wanted}
    print(f"random playouts, {args.rounds} rounds of {args.seconds:g} s each"
          f"{' (CPU time)' if args.cpu else ''}; decisions per second, median (min-max)")
    for game_id, module in games.items():
        options = module.EXAMPLE_OPTIONS[0] if game_id != "oh_hell" else module.Options(4)
        ours = median_of(args.rounds, lambda r: engine_round(module, options, args.seconds, r))
        line = (f"{game_id:18s} {statistics.median(ours):10.0f}  "
                f"({min(ours):.0f}-{max(ours):.0f})  options={options!r}")
        print(line)
        if args.check:
            times = sorted(check_times(module, options, args.check, 7))
            print(f"  check of the move played: median {statistics.median(times):.0f} µs, "
                  f"p90 {times[int(0.9 * (len(times) - 1))]:.0f} µs over {len(times)} positions")
        if game_id == "oh_hell":
            ratios, mine, theirs = [], [], []
            for r in range(args.rounds):   # interleaved, so a drift of the machine cancels
                spiel = open_spiel_games(options.players, 100 + r)
                if spiel is None:
                    print("  OpenSpiel: not installed (pip install -e '.[bench]')")
                    break
                a, b = interleaved_round(engine_games(module, options, 100 + r), spiel,
                                         args.seconds, args.slice)
                mine.append(a)
                theirs.append(b)
                ratios.append(a / b)
            if ratios:
                print(f"  in turn with it {statistics.median(mine):10.0f}  "
                      f"({min(mine):.0f}-{max(mine):.0f})")
                print(f"  OpenSpiel oh_hell C++ {statistics.median(theirs):10.0f}  "
                      f"({min(theirs):.0f}-{max(theirs):.0f}); ours / OpenSpiel: median "
                      f"{statistics.median(ratios):.3f} ({min(ratios):.3f}-{max(ratios):.3f})")


if __name__ == "__main__":
    main()
