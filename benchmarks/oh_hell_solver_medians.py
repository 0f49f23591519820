"""Print the Oh Hell solver's median and worst time per call, by table size.

Same positions as ``test_oh_hell_solver.py`` (seeded first tricks, random legal bids,
every seat asked). Run: ``python benchmarks/oh_hell_solver_medians.py [deals]``.
"""

import statistics
import sys
import time

import tutor.oh_hell as oh
from tutor.oh_hell.solver import TooLargeToSolve

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from test_oh_hell_solver import GRID, first_trick  # noqa: E402


def main(deals: int = 5) -> None:
    print(f"{'table':>14} {'calls':>6} {'median':>9} {'p90':>9} {'max':>9} {'over budget':>12}")
    for players, cards in GRID:
        times, over = [], 0
        for seed in range(1, deals + 1):
            s = first_trick(players, cards, seed)
            for seat in range(players):
                t0 = time.perf_counter()
                try:
                    oh.solve(s, seat)
                except TooLargeToSolve:
                    over += 1
                times.append(time.perf_counter() - t0)
        times.sort()
        print(f"{players}p × {cards:>2} cards {len(times):>6} {statistics.median(times):>8.4f}s "
              f"{times[int(len(times) * 0.9)]:>8.3f}s {times[-1]:>8.3f}s {over:>12}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
