"""Print the Oh Hell solver's search steps per call at the largest hands the game deals.

The target: every call within a second, about 300,000 search steps (at ~3 µs a step), at
BGA's largest hands (3–5 players × 10 cards, 6 × 8, 7 × 7) and the classic floor(51 / n)
(3 × 17, 4 × 12, 5 × 10). Steps (``Solution.nodes``, or ``TooLargeToSolve.nodes``) are
counted rather than seconds: they do not depend on the machine or its load. Positions as
in ``test_oh_hell_solver.py`` (seeded first tricks, random legal bids, every seat asked).

Run: ``python benchmarks/oh_hell_solver_worst.py [deals] [3x17,4x12,...]``. A call past
the solver's default budget is listed with the steps it took before giving up.
"""

import statistics
import sys

import tutor.oh_hell as oh
from tutor.oh_hell.solver import TooLargeToSolve

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from test_oh_hell_solver import first_trick  # noqa: E402

#: About one second of search.
ONE_SECOND = 300_000
LARGEST = [(3, 10), (4, 10), (5, 10), (6, 8), (7, 7), (3, 17), (4, 12)]


def main(deals: int = 20, sizes: list[tuple[int, int]] = LARGEST) -> None:
    print(f"{'table':>14} {'calls':>6} {'median':>8} {'max':>9} {'> 1 s':>6} {'gave up':>8}"
          "  worst (seed, seat)")
    for players, cards in sizes:
        steps, gave_up = [], 0
        for seed in range(1, deals + 1):
            s = first_trick(players, cards, seed)
            for seat in range(players):
                try:
                    nodes = oh.solve(s, seat).nodes
                except TooLargeToSolve as exc:
                    nodes, gave_up = exc.nodes, gave_up + 1
                steps.append((nodes, seed, seat))
        counts = sorted(n for n, _, _ in steps)
        worst = [(seed, seat) for _, seed, seat in sorted(steps, reverse=True)[:3]]
        print(f"{players}p × {cards:>2} cards {len(counts):>6} {statistics.median(counts):>8.0f} "
              f"{counts[-1]:>9} {sum(n > ONE_SECOND for n in counts):>6} {gave_up:>8}  {worst}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20,
         [tuple(map(int, size.split("x"))) for size in sys.argv[2].split(",")]
         if len(sys.argv) > 2 else LARGEST)
