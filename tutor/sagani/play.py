"""Setup and ``apply`` for Sagani (SAG-SETUP-*, SAG-TURN-*, SAG-INT-*, SAG-END-*).

Chance: the one shuffle of setup is ``stream("sag", seed)``: 72 tiles dealt into 3 stacks
of 24 (SAG-SETUP-STACKS), then the start seat. Refills (SAG-SETUP-OFFER, SAG-TURN-REFILL)
take the top tiles of the stacks in turn, first stack first, skipping empty stacks: no
chance inside ``apply``.
"""

from __future__ import annotations

from dataclasses import replace

from tutor.core import Cell, IllegalMoveError, Outcome
from tutor.core.chance import stream
from tutor.core.said import Who, event, said
from tutor.core.turns import seated

from .data import tiles
from .moves import Draw, Move, Pass, Pick, Place, Take
from .resolve import settle
from .rulebook import R
from .rules import asks, check
from .state import INTERMEZZO, OFFER, STACKS, TARGETS, Options, Phase, Placed, Player, State


def _deal(stacks: tuple[tuple[int, ...], ...], n: int):
    stacks = [list(s) for s in stacks]
    out, i = [], 0
    while len(out) < n and any(stacks):
        s = stacks[i % STACKS]
        if s:
            out.append(s.pop(0))
        i += 1
    return tuple(out), tuple(tuple(s) for s in stacks)


def initial_state(options: Options | None = None, seed: int = 0) -> State:
    options = options or Options()
    rng = stream("sag", seed)
    ids = sorted(tiles())
    rng.shuffle(ids)
    size = len(ids) // STACKS
    stacks = tuple(tuple(ids[k * size:(k + 1) * size]) for k in range(STACKS))
    offer, stacks = _deal(stacks, OFFER)
    start = rng.randrange(options.players)
    return State(options, seed, stacks, offer, (), tuple(Player() for _ in
                 range(options.players)), start, start)


def apply(state: State, move: Move) -> Outcome:
    move = seated(move, asks(state)[0].seat if asks(state) else None)
    verdict = check(state, move)
    if not verdict.legal:
        raise IllegalMoveError(verdict)
    events: list = []
    s = replace(state, clock=state.clock + 1)
    if isinstance(move, Take):
        s = replace(s, offer=tuple(t for t in s.offer if t != move.tile), held=move.tile,
                    placer=move.seat, phase=Phase.PLACE)
        events.append(event(R.TURN_TAKE, said("sag.ev.take", who=Who(move.seat), tile=move.tile)))
    elif isinstance(move, Draw):
        stacks = list(s.stacks)
        top, stacks[move.stack] = stacks[move.stack][0], stacks[move.stack][1:]
        s = replace(s, intermezzo=s.intermezzo + s.offer, offer=(), stacks=tuple(stacks),
                    held=top, placer=move.seat, phase=Phase.PLACE)
        events.append(event(R.TURN_LAST, said("sag.ev.draw", who=Who(move.seat),
                                              tile=state.offer[0], stack=move.stack + 1)))
    elif isinstance(move, Pick):
        s = replace(s, intermezzo=tuple(t for t in s.intermezzo if t != move.tile),
                    held=move.tile, placer=move.seat, phase=Phase.PLACE)
        events.append(event(R.INT_RUN, said("sag.ev.pick", who=Who(move.seat), tile=move.tile)))
    elif isinstance(move, Pass):
        events.append(event(R.INT_RUN, said("sag.ev.pass", who=Who(move.seat))))
        s = _next_in_intermezzo(replace(s, queue=s.queue[1:]), events)
    else:
        s = _place(s, move, events)
    # every event carries the position after the move (the steps of one move are not
    # separate positions yet: a board replays them from the events' facts)
    return Outcome(state, move, s, tuple(e.with_snapshot(s) for e in events))


def _place(s: State, move: Place, events: list) -> State:
    seat = move.seat
    new = Placed(move.x, move.y, s.held, move.rot)
    before = s.players[seat]
    after, facts, disc, done = settle(before, new, s.options.order)
    if after.score != before.score:
        after = replace(after, reached=s.clock)
    events.append(event(R.TURN_PLACE, said("sag.ev.place", who=Who(seat), tile=new.tile,
                                           x=move.x, y=move.y, rot=move.rot),
                        focus=(Cell(move.x, move.y),)))
    events.append(event(R.DISC_CACO if disc.caco else R.DISC_LOAD,
                        said("sag.ev.load", n=disc.need, caco=disc.caco, penalty=-disc.penalty),
                        data=disc))
    for f in facts:
        if f.new:
            events.append(event(R.ARROW_MARK, said("sag.ev.cover", x=f.at[0], y=f.at[1],
                                                   bx=f.by[0], by=f.by[1]),
                                focus=(Cell(*f.at), Cell(*f.by)), data=f))
    for c in done:
        events.append(event(R.SCORE_COMPLETE, said("sag.ev.complete", x=c.at[0], y=c.at[1],
                                                   value=c.value, discs=c.discs_back),
                            focus=(Cell(*c.at),), data=c))
    players = list(s.players)
    players[seat] = after
    s = replace(s, players=tuple(players), held=None, placer=None)
    if s.queue:                                     # an Intermezzo placement
        return _next_in_intermezzo(replace(s, queue=s.queue[1:], took=True), events)
    players[seat] = replace(after, turns=after.turns + 1)
    s = replace(s, players=tuple(players))
    if len(s.intermezzo) >= INTERMEZZO:             # SAG-TURN-INTERMEZZO
        order = sorted(range(len(players)), key=lambda i: (players[i].score, -players[i].reached))
        events.append(event(R.INT_RUN, said("sag.ev.intermezzo",
                                            order=[said("core.seat", n=i + 1) for i in order])))
        return replace(s, phase=Phase.INTERMEZZO, queue=tuple(order), took=False)
    return _end_of_turn(s, events)


def _next_in_intermezzo(s: State, events: list) -> State:
    if s.queue and s.intermezzo:
        return replace(s, phase=Phase.INTERMEZZO)
    if not s.took:
        events.append(event(R.INT_LEFTOVER, said("sag.ev.discard", n=len(s.intermezzo))))
        s = replace(s, discarded=s.discarded + s.intermezzo, intermezzo=())
    return _end_of_turn(replace(s, queue=(), took=False), events)


def _end_of_turn(s: State, events: list) -> State:
    ending = s.ending
    if not s.offer:
        offer, stacks = _deal(s.stacks, OFFER)
        if len(offer) < OFFER:
            ending = True
            events.append(event(R.END_STACKS, said("sag.ev.out", n=len(offer))))
        events.append(event(R.TURN_REFILL, said("sag.ev.refill", n=len(offer))))
        s = replace(s, offer=offer, stacks=stacks)
    target = TARGETS[s.options.players]
    if not ending and any(p.score >= target for p in s.players):
        ending = True
        events.append(event(R.END_TARGET, said("sag.ev.target", target=target)))
    nxt = (s.turn + 1) % s.options.players
    nothing = not s.offer and not any(s.stacks)
    if (ending and nxt == s.start) or nothing:
        return _game_over(replace(s, ending=True, turn=nxt), events)
    return replace(s, ending=ending, turn=nxt, phase=Phase.TAKE)


def winners(players: tuple[Player, ...]) -> tuple[int, ...]:
    """SAG-END-WIN: the highest score; of those tied, who reached it first."""
    best = max(p.score for p in players)
    tied = [i for i, p in enumerate(players) if p.score == best]
    return (min(tied, key=lambda i: players[i].reached),)


def _game_over(s: State, events: list) -> State:
    w = winners(s.players)
    events.append(event(R.END_ROUND, said("sag.ev.over", who=Who(w[0]),
                                          score=s.players[w[0]].score)))
    return replace(s, phase=Phase.OVER, winners=w)
