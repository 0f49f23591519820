"""Setup and ``apply`` for Sagani (SAG-SETUP-*, SAG-TURN-*, SAG-INT-*, SAG-END-*,
SAG-VAR-SOLO).

Chance: the one shuffle of setup is ``stream("sag", seed)``: 72 tiles dealt into 3 stacks
of 24 (SAG-SETUP-STACKS), then the start seat. Refills (SAG-SETUP-OFFER, SAG-TURN-REFILL)
take the top tiles of the stacks in turn, first stack first, skipping empty stacks: no
chance inside ``apply``.

Solo (SAG-VAR-SOLO): the turns are the same, with one seat (the Intermezzo asks it alone).
Goal (a) is decided after every placement, a turn's or the Intermezzo's: 75 points reached
wins at once; the 25th tile of the display placed below 75 loses at once (a pending
Intermezzo does not run). Goal (b), and (a) should the tiles run out first (they cannot
before 25 placements), ends when no tile can be taken: the offer display is empty and the
stacks cannot refill it (SAG-END-STACKS's round is one turn, so the offer is played out
first); under (b) the discs still lying on unfinished tiles are then taken off the score.
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor.core import Cell, IllegalMoveError, Msg, Outcome, UsageError
from tutor.core.chance import seed_problem, stream
from tutor.core.frozen import changed
from tutor.core.said import Who, event, said
from tutor.core.turns import seated

from .data import tiles
from .facts import Placement, SoloEnd
from .moves import Draw, Move, Pass, Pick, Place, Take
from .settle import settle
from .rulebook import R
from .rules import allows, check
from .state import (INTERMEZZO, OFFER, SOLO_TARGET, SOLO_TILES, STACKS, TARGETS, DiscOrder, Options,
                    Phase, Placed, Player, SoloGoal, State)


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
    if not isinstance(options, Options):
        raise UsageError(Msg("core.usage.options", game="Sagani", given=repr(options)))
    problem = options.problem() or seed_problem(seed)
    if problem is not None:
        raise UsageError(problem)
    rng = stream("sag", seed)
    ids = sorted(tiles())
    rng.shuffle(ids)
    size = len(ids) // STACKS
    stacks = tuple(tuple(ids[k * size:(k + 1) * size]) for k in range(STACKS))
    offer, stacks = _deal(stacks, OFFER)
    start = rng.randrange(options.players)               # SAG-SETUP-START, then clockwise
    # an empty Intermezzo (SAG-SETUP-INTERMEZZO), each player 24 discs and 0 points
    # (SAG-SETUP-PLAYER)
    return State(options, seed, stacks, offer, (), tuple(Player() for _ in
                 range(options.players)), start, start)


def apply(state: State, move: Move) -> Outcome:
    move = seated(move, state.to_act)
    # a legal move is told by its binding reasons, no message built (a playout reads none);
    # a refused one gets the whole verdict, its headline in words
    if not allows(state, move):
        raise IllegalMoveError(check(state, move))
    events: list = []
    s = _PLAY[type(move)](changed(state, clock=state.clock + 1), move, events)
    # every event carries the position it leaves: a placement's steps (tile placed, discs
    # loaded, each arrow covered, each tile completed) show the placer's display as it is
    # after that step; the last step, and every other event, the position after the move
    return Outcome(state, move, s, tuple(_snapshot(e, s, i == len(events) - 1)
                                         for i, e in enumerate(events)))


def _take(s: State, move: Take, events: list) -> State:
    events.append(event(R.TURN_TAKE, said("sag.ev.take", who=Who(move.seat), tile=move.tile)))
    return changed(s, offer=tuple(t for t in s.offer if t != move.tile), held=move.tile,
                   placer=move.seat, phase=Phase.PLACE)


def _draw(s: State, move: Draw, events: list) -> State:
    # the only way a tile reaches the Intermezzo (SAG-INT-FILL): the offer's last tile
    events.append(event(R.TURN_LAST, said("sag.ev.draw", who=Who(move.seat),
                                          tile=s.offer[0], stack=move.stack + 1)))
    stacks = list(s.stacks)
    top, stacks[move.stack] = stacks[move.stack][0], stacks[move.stack][1:]
    return changed(s, intermezzo=s.intermezzo + s.offer, offer=(), stacks=tuple(stacks),
                   held=top, placer=move.seat, phase=Phase.PLACE)


def _pick(s: State, move: Pick, events: list) -> State:
    events.append(event(R.INT_RUN, said("sag.ev.pick", who=Who(move.seat), tile=move.tile)))
    return changed(s, intermezzo=tuple(t for t in s.intermezzo if t != move.tile),
                   held=move.tile, placer=move.seat, phase=Phase.PLACE)


def _pass(s: State, move: Pass, events: list) -> State:
    events.append(event(R.INT_RUN, said("sag.ev.pass", who=Who(move.seat))))
    return _next_in_intermezzo(changed(s, queue=s.queue[1:]), events)


@dataclass(frozen=True)
class _Stage:
    """A placement step's snapshot to be: the placer's record after that step."""

    seat: int
    record: Player


def _snapshot(e, s: State, last: bool):
    stage = e.snapshot
    if not isinstance(stage, _Stage) or last:
        return e.with_snapshot(s)
    seats = s.seats[:stage.seat] + (stage.record,) + s.seats[stage.seat + 1:]
    return e.with_snapshot(changed(s, seats=seats))


def _placement_events(seat: int, before: Player, new: Placed, facts, disc, done,
                      order: DiscOrder) -> list:
    """The events of placing ``new``, in the order things happen, each with the placer's
    record after it (:class:`_Stage`): the tile placed (SAG-TURN-PLACE), then (a) the discs
    loaded (SAG-TURN-DISCS), every arrow covered, every completion (SAG-TURN-RESOLVE: the new
    tile's arrows and every older unfinished tile's, covers before completions); or (b) the
    older tiles' covers and completions, the discs loaded, the new tile's covers and
    completion (SAG-DISC-ORDER)."""
    rec = changed(before, display=before.display + (new,))
    out = [event(R.TURN_PLACE, said("sag.ev.place", who=Who(seat), tile=new.tile, x=new.x,
                                    y=new.y, rot=new.rot),
                 focus=(Cell(new.x, new.y),), snapshot=_Stage(seat, rec),
                 data=Placement(seat, new.pos, new.tile, new.rot))]

    def load():
        nonlocal rec
        rec = changed(rec, supply=rec.supply - disc.from_supply, caco=rec.caco + disc.caco,
                      score=rec.score + disc.penalty)
        out.append(event(R.DISC_CACO if disc.caco else R.DISC_LOAD,
                         said("sag.ev.load_caco" if disc.caco else "sag.ev.load", n=disc.need,
                              caco=disc.caco, penalty=-disc.penalty),
                         data=disc, snapshot=_Stage(seat, rec)))

    def settle_tiles(mine: bool | None):
        """Covers, then completions: the new tile's (``mine``), the older tiles', or all."""
        nonlocal rec
        for f in facts:
            if f.new and mine in (None, f.at == new.pos):
                rec = _changed(rec, f.at, lambda p: changed(p, covered=p.covered | {f.index}))
                out.append(event(R.ARROW_MARK, said("sag.ev.cover", x=f.at[0], y=f.at[1],
                                                       bx=f.by[0], by=f.by[1]),
                                 focus=(Cell(*f.at), Cell(*f.by)), data=f,
                                 snapshot=_Stage(seat, rec)))
        for c in done:
            if mine in (None, c.at == new.pos):
                rec = _changed(rec, c.at, lambda p: changed(p, done=True))
                rec = changed(rec, supply=rec.supply + c.discs_back, score=rec.score + c.value)
                out.append(event(R.SCORE_COMPLETE, said("sag.ev.complete", x=c.at[0],
                                                           y=c.at[1], value=c.value,
                                                           discs=c.discs_back),
                                 focus=(Cell(*c.at),), data=c, snapshot=_Stage(seat, rec)))

    if order is DiscOrder.LOAD_FIRST:
        load()
        settle_tiles(None)
    else:
        settle_tiles(False)
        load()
        settle_tiles(True)
    return out


def _changed(rec: Player, at, change) -> Player:
    return changed(rec, display=tuple(change(p) if p.pos == at else p for p in rec.display))


def _place(s: State, move: Place, events: list) -> State:
    seat = move.seat
    new = Placed(move.x, move.y, s.held, move.rot)
    before = s.seats[seat]
    after, facts, disc, done = settle(before, new, s.options.order, played=True)
    if after.score != before.score:
        after = changed(after, reached=s.clock)
    events += _placement_events(seat, before, new, facts, disc, done, s.options.order)
    players = list(s.seats)
    players[seat] = after
    s = changed(s, seats=tuple(players), held=None, placer=None)
    if s.queue:                                     # an Intermezzo placement
        s = changed(s, queue=s.queue[1:], took=True)
        why = _solo_decided(s)
        if why is not None:
            return _solo_over(s, events, why)
        return _next_in_intermezzo(s, events)
    players[seat] = changed(after, turns=after.turns + 1)
    s = changed(s, seats=tuple(players))
    why = _solo_decided(s)
    if why is not None:
        return _solo_over(s, events, why)
    if len(s.intermezzo) >= INTERMEZZO:             # SAG-TURN-INTERMEZZO
        order = sorted(range(len(players)), key=lambda i: (players[i].score, -players[i].reached))
        if s.options.solo:                          # one seat: it alone may take a tile
            events.append(event(R.INT_RUN, said("sag.ev.intermezzo_solo", who=Who(0),
                                                n=len(s.intermezzo))))
        else:
            events.append(event(R.INT_RUN, said("sag.ev.intermezzo",
                                                order=[said("core.seat", n=i + 1)
                                                       for i in order])))
        return changed(s, phase=Phase.INTERMEZZO, queue=tuple(order), took=False)
    return _end_of_turn(s, events)


def _next_in_intermezzo(s: State, events: list) -> State:
    if s.queue and s.intermezzo:
        return changed(s, phase=Phase.INTERMEZZO)
    if not s.took:
        events.append(event(R.INT_LEFTOVER, said("sag.ev.discard", n=len(s.intermezzo))))
        s = changed(s, discarded=s.discarded + s.intermezzo, intermezzo=())
    return _end_of_turn(changed(s, queue=(), took=False), events)


def _end_of_turn(s: State, events: list) -> State:
    if s.options.solo:
        return _solo_end_of_turn(s, events)
    ending = s.ending
    if not s.offer:
        offer, stacks = _deal(s.stacks, OFFER)
        if len(offer) < OFFER:
            ending = True
            events.append(event(R.END_STACKS, said("sag.ev.out", n=len(offer))))
        events.append(event(R.TURN_REFILL, said("sag.ev.refill", n=len(offer))))
        s = changed(s, offer=offer, stacks=stacks)
    target = TARGETS[s.options.players]
    # the target triggers the end; the round is finished (SAG-OPEN-END, SAG-END-ROUND)
    if not ending and any(p.score >= target for p in s.seats):
        ending = True
        events.append(event(R.END_TARGET, said("sag.ev.target", target=target)))
    nxt = (s.turn + 1) % s.options.players
    nothing = not s.offer and not any(s.stacks)
    if (ending and nxt == s.start) or nothing:
        return _game_over(changed(s, ending=True, turn=nxt), events)
    return changed(s, ending=ending, turn=nxt, phase=Phase.TAKE)


def winners(players: tuple[Player, ...]) -> tuple[int, ...]:
    """SAG-END-WIN: the highest score; of those tied, who reached it first."""
    best = max(p.score for p in players)
    tied = [i for i, p in enumerate(players) if p.score == best]
    return (min(tied, key=lambda i: players[i].reached),)


def _game_over(s: State, events: list) -> State:
    w = winners(s.seats)
    events.append(event(R.END_ROUND, said("sag.ev.over", who=Who(w[0]),
                                          score=s.seats[w[0]].score)))
    return changed(s, phase=Phase.OVER, winners=w)


# ------------------------------------------------------------------ solo (SAG-VAR-SOLO)

def _solo_end_of_turn(s: State, events: list) -> State:
    """Refill as usual (what is left, when fewer than 5 remain); the game goes on while a
    tile can be taken and ends when the offer display stays empty (SAG-VAR-SOLO)."""
    if not s.offer:
        offer, stacks = _deal(s.stacks, OFFER)
        if offer:
            events.append(event(R.TURN_REFILL, said("sag.ev.refill", n=len(offer))))
        s = changed(s, offer=offer, stacks=stacks)
    if not s.offer:
        return _solo_over(s, events, "out")
    return changed(s, phase=Phase.TAKE)


def _solo_decided(s: State) -> str | None:
    """Goal (a) decided by the placement just made: ``"target"`` (75 points reached) or
    ``"tiles"`` (the 25th tile placed below 75); ``None`` otherwise (and always under (b)
    or with 2–4 players)."""
    if not s.options.solo or s.options.solo_goal is not SoloGoal.REACH_75:
        return None
    me = s.seats[0]
    if me.score >= SOLO_TARGET:
        return "target"
    if len(me.display) >= SOLO_TILES:
        return "tiles"
    return None


def _solo_over(s: State, events: list, why: str) -> State:
    """The end of a solo game: (a) won or lost, said with the score and the tiles; (b) the
    discs still lying on unfinished tiles taken off the score, the arithmetic said
    ("52 points − 7 discs still on tiles = 45")."""
    me = s.seats[0]
    tiles = len(me.display)
    s = changed(s, phase=Phase.OVER, queue=(), took=False, held=None, placer=None)
    if s.options.solo_goal is SoloGoal.REACH_75:
        won = me.score >= SOLO_TARGET
        fact = SoloEnd("a", tiles, me.score, 0, me.score, won, why)
        key = "sag.ev.solo.won" if won else f"sag.ev.solo.lost_{why}"
        events.append(event(R.VAR_SOLO, said(key, who=Who(0), score=me.score, tiles=tiles,
                                             target=SOLO_TARGET, limit=SOLO_TILES),
                            data=fact))
        return changed(s, winners=(0,) if won else ())
    unfinished = [p for p in me.display if p.discs]
    discs = sum(p.discs for p in unfinished)
    final = me.score - discs
    events.append(event(R.VAR_SOLO, said("sag.ev.solo.no_tile", tiles=tiles)))
    events.append(event(R.VAR_SOLO, said("sag.ev.solo.final", score=me.score, discs=discs,
                                         final=final),
                        focus=tuple(Cell(*p.pos) for p in unfinished),
                        data=SoloEnd("b", tiles, me.score, discs, final, None, why)))
    if discs:
        me = changed(me, score=final, reached=s.clock)
    return changed(s, seats=(me,), winners=())


#: What each move does (by its class).
_PLAY = {Take: _take, Draw: _draw, Pick: _pick, Pass: _pass, Place: _place}
