"""The pending steps of a Kingdom Builder turn (:mod:`tutor.core.steps`): what each asks,
and how the automatic ones resolve.

``State.stack`` holds them top first. A turn is, at the bottom, the step of its mandatory
action, which moves on as the action does (KB-TURN-ORDER: tiles before it or after it,
never in its middle):

* :class:`BeforeBuild` — nothing built yet: a tile, or the first settlement; asks
  ``turn``. With no settlement or no hex to build on, the action counts as over (it asks
  "tiles or end the turn") until a tile frees a hex (KB-PLACE-SHORT);
* :class:`Building` — the action under way, ``built`` settlements so far: asks ``build`` and
  nothing else (KB-PLACE-THREE). It ends by itself at the 3rd, or earlier when the supply
  is empty or no hex is left (KB-PLACE-SHORT), leaving :class:`AfterBuild`;
* :class:`AfterBuild` — the action over, ``built`` settlements: a tile, or the end of the
  turn; asks ``turn``.

Above it at most one :class:`ReturnTile` (KB-LOC-LOSE: a move lost the contact with a
location while two tiles of its kind are held; the seat chooses which goes; asks
``return``). The move ``end`` leaves :class:`TurnEnd` (KB-TURN-END, the step that ends the
turn), which resolves at once: tiles ready, discard, draw (a seeded reshuffle of the
discards when the pile is empty), then the next seat's :class:`BeforeBuild`, or after the
last turn of the round the scoring (KB-END-ROUND, KB-END-SCORE, KB-END-WIN), which leaves
the stack empty.

Each kind but :class:`TurnEnd` (never pending in a position) is registered once in
:data:`NOTATION`: ``before:1``, ``build:1:2``, ``after:1:3``, ``return:1:6,2`` (the seat,
1-based, then the fields). Chance comes only from :func:`tutor.core.chance.stream`: the
n-th reshuffle of the discards from ``stream("kb", seed, "reshuffle", n)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tutor.core import Ask, Msg
from tutor.core.chance import stream
from tutor.core.steps import SEAT, Field, Step, StepNotation, count, push
from tutor.core.verdict import EventLog

from .board import Pos, focus, parse_hex, text
from .facts import Final, Scored
from .rulebook import R
from .rules import can_build, player, terrain_msg, tile_msg
from .scoring import score_lines
from .state import MANDATORY, State, Tile, with_seat

NOTATION = StepNotation()
#: A hex, ``row,col`` (:func:`.board.parse_hex`).
HEX = Field(text, lambda value, at, reading, name: parse_hex(value, reading.text, at))


class KBStep(Step):
    """A step of a Kingdom Builder turn. The step of the mandatory action (at the bottom)
    also says ``built`` (settlements built) and ``status(state)``: ``todo``, ``middle`` or
    ``done``."""

    __slots__ = ()

    def returns(self) -> Pos | None:
        """The location hex whose tile is to be returned when this step asks it."""
        return None


@NOTATION.kind("before", seat=SEAT)
@dataclass(frozen=True)
class BeforeBuild(KBStep):
    """KB-TURN-ORDER: the turn before its mandatory action: a tile or the first
    settlement."""

    seat: int
    built: ClassVar[int] = 0

    def status(self, state: State) -> str:
        return "todo" if can_build(state) else "done"

    def waits(self, state: State) -> bool:
        return True

    def asks(self, state: State) -> tuple[Ask, ...]:
        key = "kb.ask.turn" if self.status(state) == "todo" else "kb.ask.after"
        return (Ask(self.seat, "turn", str(R.TURN_ORDER),
                    Msg(key, who=player(self.seat), terrain=terrain_msg(state.terrain))),)


@NOTATION.kind("build", seat=SEAT, built=count(1, MANDATORY - 1))
@dataclass(frozen=True)
class Building(KBStep):
    """KB-PLACE-THREE: the mandatory action under way, ``built`` settlements so far; only
    the next one is asked (no tile in its middle, KB-TURN-ORDER)."""

    seat: int
    built: int

    def status(self, state: State) -> str:
        return "middle"

    def waits(self, state: State) -> bool:
        return self.built < MANDATORY and can_build(state)

    def asks(self, state: State) -> tuple[Ask, ...]:
        if not self.waits(state):
            return ()
        return (Ask(self.seat, "build", str(R.PLACE_THREE),
                    Msg("kb.ask.build", who=player(self.seat), n=MANDATORY - self.built,
                        terrain=terrain_msg(state.terrain))),)

    def resolve(self, state: State, log: EventLog) -> State:
        """The action is over: at the 3rd settlement, or short (KB-PLACE-SHORT) when the
        supply is empty or no hex is left (BGA's code would wait for a build that cannot
        come, KB-PLACE-SHORT-BGA)."""
        state = push(state, AfterBuild(self.seat, self.built))
        if self.built < MANDATORY and state.supply(self.seat):
            log.add(state, R.PLACE_SHORT, _short_msg, (self.built, state.terrain))
        elif self.built < MANDATORY:
            log.add(state, R.PLACE_SHORT, _short_supply_msg, (self.seat, self.built))
        return state


@NOTATION.kind("after", seat=SEAT, built=count(1, MANDATORY))
@dataclass(frozen=True)
class AfterBuild(KBStep):
    """KB-TURN-ORDER: the mandatory action over (``built`` settlements): a tile or the end
    of the turn."""

    seat: int
    built: int

    def status(self, state: State) -> str:
        return "done"

    def waits(self, state: State) -> bool:
        return True

    def asks(self, state: State) -> tuple[Ask, ...]:
        return (Ask(self.seat, "turn", str(R.TURN_ORDER),
                    Msg("kb.ask.after", who=player(self.seat),
                        terrain=terrain_msg(state.terrain))),)


@NOTATION.kind("return", seat=SEAT, location=HEX)
@dataclass(frozen=True)
class ReturnTile(KBStep):
    """KB-LOC-LOSE: of the two tiles of ``location``'s kind, the seat chooses which goes."""

    seat: int
    location: Pos

    def returns(self) -> Pos | None:
        return self.location

    def waits(self, state: State) -> bool:
        return True

    def asks(self, state: State) -> tuple[Ask, ...]:
        kind = state.board.location_kind[self.location]
        return (Ask(self.seat, "return", str(R.LOC_LOSE),
                    Msg("kb.ask.return", who=player(self.seat), tile=tile_msg(kind))),)


@dataclass(frozen=True)
class TurnEnd(KBStep):
    """KB-TURN-END: the seat's tiles ready again, its card discarded and a new one drawn
    (the discards reshuffled when the pile is empty), the next seat; KB-END-ROUND: after
    the seat before the start player once the end is triggered, the scoring instead."""

    seat: int
    ENDS_TURN = True

    def resolve(self, state: State, log: EventLog) -> State:
        seat = self.seat
        tiles = tuple(sorted(Tile(t.kind, t.source, "r") for t in state.tiles[seat]))
        discard = state.discard + (state.hands[seat],)
        pile, shuffles = state.pile, state.shuffles
        reshuffled = not pile
        if reshuffled:
            deck = list(discard)
            stream("kb", state.seed, "reshuffle", shuffles).shuffle(deck)
            pile, discard, shuffles = tuple(deck), (), shuffles + 1
        state = state.replace(tiles=with_seat(state.tiles, seat, tiles), discard=discard,
                              pile=pile[1:], hands=with_seat(state.hands, seat, pile[0]),
                              shuffles=shuffles)
        log.add(state, R.TURN_END, seat_msg, ("kb.ev.end_turn", seat))
        if reshuffled:
            log.add(state, R.TURN_END, Msg, ("kb.ev.reshuffle",))
        nxt = (seat + 1) % state.players
        if state.ending and nxt == state.start:
            return _score(state, log)
        return push(state.replace(turn=nxt), BeforeBuild(nxt))


def _score(state: State, log: EventLog) -> State:
    """KB-END-SCORE: every scoring line; KB-END-WIN: the best total wins, ties share."""
    scores = [0] * state.players
    for seat, card, (n, per, points, hexes) in score_lines(state):
        scores[seat] += points
        rule = R.SCORE_CASTLE if card == "castle" else R[f"SCORE_{card.upper()}"]
        log.add(state, rule, score_msg, (seat, card, n, per, points), focus(hexes),
                Scored(seat, card, n, per, points, hexes))
    best = max(scores)
    winners = tuple(s for s in range(state.players) if scores[s] == best)
    state = state.replace(winners=winners)
    log.add(state, R.END_WIN, _final_msg, (tuple(scores), winners), (),
            Final(tuple(scores), winners))
    return state


# ---------------------------------------------------------------- messages

def seat_msg(key: str, seat: int) -> Msg:
    return Msg(key, who=player(seat))


def _short_supply_msg(seat: int, n: int) -> Msg:
    return Msg("kb.ev.short_supply", who=player(seat), n=n)


def _short_msg(n: int, letter: str) -> Msg:
    return Msg("kb.ev.short", n=n, terrain=terrain_msg(letter))


def score_msg(seat: int, card: str, n: int, per: int, points: int) -> Msg:
    """A scoring line with the card's terms. Lords: ``n`` sectors scored for ``points`` =
    12 per first place + 6 per second, so the ranks follow from the two."""
    if card == "lords":
        first = points // 6 - n
        return Msg("kb.score.lords", who=player(seat), first=first, second=n - first,
                   points=points)
    return Msg(f"kb.score.{card}", who=player(seat), n=n, per=per, points=points)


def _final_msg(scores: tuple[int, ...], winners: tuple[int, ...]) -> Msg:
    return Msg("kb.ev.winners" if len(winners) > 1 else "kb.ev.winner",
               who=[player(w) for w in winners], points=scores[winners[0]])


__all__ = ["NOTATION", "AfterBuild", "BeforeBuild", "Building", "KBStep", "ReturnTile",
           "TurnEnd", "score_msg", "seat_msg"]
