"""Helpers for the Pook scenario tests (the shared ones: ``tests/scenarios.py``).

Everything is built from notation: positions in the ``pk1`` notation, moves in move
notation; tests read verdicts, events and the notation of the resulting states.
"""

from __future__ import annotations

from tutor import pook as pk

from scenarios import events, lines, rules, scenarios, text  # noqa: F401  (re-exported)

pos, verdict, play, moves_text = scenarios(pk)


def position(board: str, hands: str, obj: str = "KM,OV", players: int = 2, turn: int = 1,
             phase: str = "play", block: str = "-", swap: str = "-", placed: str = "-",
             pile: str = "-", tied: str = "-", picks: str = "-", winners: str = "-",
             window: str = "floating") -> str:
    """A canonical ``pk1`` position from its parts (defaults: 2 players, play phase)."""
    return (f"pk1 players={players} window={window} turn={turn} phase={phase} block={block} "
            f"swap={swap} placed={placed} board={board} hands={hands} pile={pile} obj={obj} "
            f"tied={tied} picks={picks} winners={winners}")


def failing(v) -> list[str]:
    """The rule IDs of a verdict's violations."""
    return [str(r.rule) for r in v.violations]


def reason(v, rule):
    """The first reason of a verdict citing ``rule``."""
    return next(r for r in v.reasons if r.rule == rule)


#: Worked example 1 (fact sheet §8): coin at (0,0) and (1,1), Piggy at (1,0); X = (2,0).
EXAMPLE_1 = position("0,1:.,k1~2/k1~2,P", "V1,M2,O3|K1")
#: Worked example 2: K1 M3 above, coin and Piggy below; X = (1,0). The fact sheet's grid
#: leaves Piggy cut off from the other cards, which no game reaches (POOK-PLACE-1): a coin
#: at (2,1) links it, touching neither X's row nor its column, nor a warrior X could target.
EXAMPLE_2 = position("0,1:K1,M3,o1~2/k2~2,.,P", "O2|V1", obj="KO,MV")
