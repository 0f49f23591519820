"""Puzzle goals: predicates on the start position and the outcomes of the answer's moves.

* ``legal`` — the answer is played without refusal (edge cases about what is allowed);
* ``cancel`` — a shot is cancelled (BANG-MISSED, BANG-BARREL);
* ``hit`` — someone other than the acting seat loses life (BANG-DAMAGE);
* ``survive`` — the acting seat is alive at the end (BANG-SAVE);
* ``eliminate`` — a player is eliminated (BANG-ELIM);
* ``reward`` — the Outlaw reward is drawn (BANG-REWARD-OUTLAW);
* ``penalty`` — the Sheriff's penalty is paid (BANG-PENALTY-DEPUTY);
* ``win`` — the acting seat is among the winners at the end (BANG-WIN-*);
* ``over`` — the game ends (BANG-END);
* ``shoot`` — the answer ends with a shot waiting for its target's answer (BANG-BANG);
* ``shoot_far`` — the same, at a target that was out of the shooter's reach in the start
  position (a weapon or a Scope played first: BANG-RANGE, BANG-DIST-SCOPE).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tutor.core import Outcome

from .facts import Cancelled, Eliminated, Final, Hit, Penalty, Reward
from .rules import asks, reach
from .state import Shot, State


def _has(outcomes: Sequence[Outcome], kind: type, test=lambda d: True) -> bool:
    return any(isinstance(e.data, kind) and test(e.data) for o in outcomes for e in o.events)


def _actor(start: State) -> int:
    a = asks(start)
    return a[0].seat if a else start.turn


def _shot(o: Sequence[Outcome]) -> Shot | None:
    stack = o[-1].after.stack
    top = stack[0] if stack else None
    return top if isinstance(top, Shot) and not top.gatling else None


def _shoot_far(start: State, o: Sequence[Outcome]) -> bool:
    shot = _shot(o)
    return shot is not None and not reach(start, shot.source, shot.target).ok


GOALS: dict[str, Callable[[State, Sequence[Outcome]], bool]] = {
    "legal": lambda s, o: True,
    "cancel": lambda s, o: _has(o, Cancelled, lambda d: d.left == 0),
    "hit": lambda s, o: _has(o, Hit, lambda d: d.seat != _actor(s)),
    "survive": lambda s, o: o[-1].after.seats[_actor(s)].alive,
    "eliminate": lambda s, o: _has(o, Eliminated),
    "reward": lambda s, o: _has(o, Reward),
    "penalty": lambda s, o: _has(o, Penalty),
    "win": lambda s, o: _has(o, Final) and _actor(s) in o[-1].after.winners,
    "over": lambda s, o: _has(o, Final),
    "shoot": lambda s, o: _shot(o) is not None,
    "shoot_far": _shoot_far,
}
