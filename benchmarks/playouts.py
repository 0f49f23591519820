"""Random playouts: decisions per second of each engine, uniform among the legal moves.

    .venv/bin/python benchmarks/playouts.py [--seconds 2] [--rounds 5]

For every game: whole seeded games played by ``random.Random(seed).choice(legal_moves)``
through ``legal_moves`` and ``apply`` (the path a computer seat or a solver walks). Oh Hell
is also measured against OpenSpiel's C++ ``oh_hell`` in the same run (the ``open-spiel``
package, the optional ``bench`` extra): its bids and card plays count as decisions, its
chance nodes (the deal, the trump) are sampled and not counted. The figure to quote is the
median over the rounds and the median ratio, since this machine is shared and noisy.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from tutor.registry import all_games


def engine_round(module, options, seconds: float, seed: int) -> float:
    """Decisions per second of ``module`` over whole games for about ``seconds``."""
    rng = random.Random(seed)
    decisions, start, game = 0, time.perf_counter(), 0
    while True:
        state = module.initial_state(options, seed * 1000 + game)
        game += 1
        while True:
            legal = module.legal_moves(state)
            if not legal:
                break
            state = module.apply(state, rng.choice(legal)).after
            decisions += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return decisions / elapsed


def open_spiel_round(players: int, seconds: float, seed: int) -> float | None:
    """Decisions per second of OpenSpiel's ``oh_hell`` (None without the package)."""
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("oh_hell", {"players": players})
    rng = random.Random(seed)
    decisions, start = 0, time.perf_counter()
    while True:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                actions, probs = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(actions, probs)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
                decisions += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return decisions / elapsed


def median_of(rounds: int, measure: Callable[[int], float | None]) -> list[float]:
    return [v for v in (measure(r) for r in range(rounds)) if v is not None]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="per round and engine")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    games = all_games()
    print(f"random playouts, {args.rounds} rounds of {args.seconds:g} s each; "
          "decisions per second, median (min-max)")
    for game_id, module in games.items():
        options = module.EXAMPLE_OPTIONS[0] if game_id != "oh_hell" else module.Options(4)
        ours = median_of(args.rounds, lambda r: engine_round(module, options, args.seconds, r))
        line = (f"{game_id:18s} {statistics.median(ours):10.0f}  "
                f"({min(ours):.0f}-{max(ours):.0f})  options={options!r}")
        print(line)
        if game_id == "oh_hell":
            ratios, theirs = [], []
            for r in range(args.rounds):   # interleaved, so a drift of the machine cancels
                a = engine_round(module, options, args.seconds, 100 + r)
                b = open_spiel_round(options.players, args.seconds, 100 + r)
                if b is None:
                    print("  OpenSpiel: not installed (pip install -e '.[bench]')")
                    break
                theirs.append(b)
                ratios.append(a / b)
            if ratios:
                print(f"  OpenSpiel oh_hell C++ {statistics.median(theirs):10.0f}  "
                      f"({min(theirs):.0f}-{max(theirs):.0f}); ours / OpenSpiel: median "
                      f"{statistics.median(ratios):.3f} ({min(ratios):.3f}-{max(ratios):.3f})")


if __name__ == "__main__":
    main()
