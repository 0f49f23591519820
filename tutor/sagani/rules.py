"""Who may act and what is legal: ``asks``, ``legal_moves``, ``check``.

Gates first (game over, step, seat), then the move's own rules; a legal placement also
carries the forecast (non-binding): every arrow of the placed tile and of the older tiles
it would affect, fulfilled or not, with the fulfilling tile as focus; the disc and
cacophony arithmetic; the completions; in solo (SAG-VAR-SOLO), what the placement means for
the goal (a: the tile count and the score against 75 within 25 tiles; b: the discs that
would lie on unfinished tiles)."""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import NamedTuple

from tutor.core import Ask, Cell, Msg, Partial, Verdict, seat_name
from tutor.core.check import CheckTable
from tutor.core.said import Said, Who, build, built, reason, said
from tutor.core.verdict import Reason, allowed

from .data import DIRS, ELEMENTS, tile
from .moves import Draw, Move, Pass, Pick, Place, Take
from .settle import settle
from .rulebook import R
from .state import SOLO_TARGET, SOLO_TILES, Phase, Placed, SoloGoal, State

EDGES = ((1, 0), (-1, 0), (0, 1), (0, -1))


class Open(NamedTuple):
    """An open ask as plain facts, its message (:class:`Said`) built only when read (a
    refusal naming the ask): what ``check`` and ``apply`` read, so a playout builds no
    message; :func:`asks` makes it an :class:`Ask`."""

    seat: int
    step: str
    rule: str
    message: Said

    @property
    def msg(self):
        return built(self.message)


def open_asks(state: State) -> tuple[Open, ...]:
    seat = state.to_act
    if seat is None:
        return ()
    if state.phase is Phase.TAKE:
        return (Open(seat, "take", R.TURN_TAKE, said("sag.ask.take", who=Who(seat))),)
    if state.phase is Phase.PLACE:
        return (Open(seat, "place", R.TURN_PLACE,
                     said("sag.ask.place", who=Who(seat), tile=state.held)),)
    return (Open(seat, "intermezzo", R.INT_RUN, said("sag.ask.intermezzo", who=Who(seat))),)


def asks(state: State) -> tuple[Ask, ...]:
    return tuple(Ask(o.seat, o.step, o.rule, o.msg) for o in open_asks(state))


def open_cells(state: State, seat: int) -> list[tuple[int, int]]:
    """Empty cells sharing an edge with the seat's display (SAG-PLACE-ORTHO); ``(0, 0)``
    for an empty display (SAG-PLACE-FIRST: positions are relative to the first tile)."""
    player = state.seats[seat]
    if not player.display:
        return [(0, 0)]
    taken = player._by_pos            # the display's positions (cached with the record)
    cells = {(x + dx, y + dy) for x, y in taken for dx, dy in EDGES}
    cells -= taken.keys()
    return sorted(cells)


def legal_moves(state: State) -> list[Move]:
    if state.phase is Phase.OVER:
        return []
    if state.phase is Phase.TAKE:
        seat = state.turn
        moves: list[Move] = [Take(t, seat=seat) for t in state.offer]
        if len(state.offer) == 1:
            moves += [Draw(k, seat=seat) for k, s in enumerate(state.stacks) if s]
        return moves
    if state.phase is Phase.PLACE:
        seat = state.placer
        moves = []
        for x, y in open_cells(state, seat):
            moves += _cell_moves(x, y, seat)
        return moves
    seat = state.queue[0]
    return [Pick(t, seat=seat) for t in state.intermezzo] + [Pass(seat=seat)]


@lru_cache(maxsize=8192)
def _place_move(x: int, y: int, rot: int, seat: int) -> Place:
    """``Place(x, y, rot, seat=seat)``, one value shared by every list of legal moves that
    holds it: a move is frozen, so sharing it is safe, and a playout lists some hundred
    placements at every placement (bounded: a display spans a few dozen cells)."""
    return Place(x, y, rot, seat=seat)


@lru_cache(maxsize=2048)
def _cell_moves(x: int, y: int, seat: int) -> tuple[Place, ...]:
    """The four placements at ``(x, y)`` by ``seat``, by rotation (:func:`_place_move`'s
    values): the moves are frozen, the tuple too; one look-up a cell instead of four."""
    return tuple(_place_move(x, y, r, seat) for r in range(4))


_STEP_RULE = {Phase.TAKE: R.TURN_TAKE, Phase.PLACE: R.TURN_PLACE, Phase.INTERMEZZO: R.INT_RUN}


def check(state: State, move: Move | Partial) -> Verdict:
    """The verdict on ``move``: its reasons (:func:`judge`) and, for the headline, the move
    in words (:func:`describe_move`): "Not allowed: Player 1 places tile 37 at (3,0), turned
    a quarter turn clockwise." A :class:`~tutor.core.Partial` gets what its parts decide."""
    return RULES.check(state, move)


def judge(state: State, move: Move) -> tuple[Move, tuple]:
    """``(move with its seat, its reasons)``: the gates (game over, seat, step), then the
    move's own rules. Builds no message (each reason's is built when read), so ``apply``
    tells a legal move with it and builds the whole verdict only to refuse one."""
    return RULES.judge(state, move)


def allows(state: State, move: Move) -> bool:
    """No binding reason of :func:`judge` fails: ``apply``'s test of a move. The forecast of
    a placement is left out (it binds nothing: :func:`forecast`'s reasons are all
    non-binding), so a playout builds none; ``apply`` settles the placement itself."""
    return allowed(BINDING.judge(state, move)[1])


def _over(state: State):
    return reason(R.GAME_OVER, False, said("sag.over")) if state.phase is Phase.OVER else None


def _wrong_step(state: State, move: Move, ask: Open):
    return reason(_STEP_RULE[state.phase], False, said("sag.wrong_step", step=state.phase.value))


# ------------------------------------------------------------------ the move in words


def who_of(state: State, seat) -> Msg | str:
    """The seat that makes a move, in a sentence: the move's own, else the seat asked (or,
    once the game is over, the last turn's)."""
    if seat is None:
        seat = state.to_act if state.to_act is not None else state.turn
    return seat_name(seat) if type(seat) is int and seat >= 0 else str(seat)


def turned(rot) -> Msg:
    """A rotation in words: "turned a quarter turn clockwise", "not turned"."""
    if type(rot) is int and 0 <= rot < 4:
        return Msg(f"sag.what.rot.{rot}")
    return Msg("sag.what.rot.other", n=rot)


def describe_move(state: State, move) -> Msg:
    """The move in words (the protocol's ``describe_move``, a headline's words): "Player 1
    takes tile 37 from the offer display", "Player 2 places tile 12 at (1,0), turned half a
    turn" (the tile held when the move's seat holds one), "Player 3 takes nothing from the
    Intermezzo"."""
    seat = getattr(move, "seat", None)
    describe = _DESCRIBE.get(type(move))
    if describe is None:
        return Msg("sag.what.unknown", who=who_of(state, seat))
    return describe(state, move, who_of(state, seat))


def _describe_draw(state: State, move: Draw, who) -> Msg:
    stack = move.stack + 1 if type(move.stack) is int else move.stack
    if state.phase is Phase.TAKE and len(state.offer) == 1:
        return Msg("sag.what.draw", who=who, tile=state.offer[0], stack=stack)
    return Msg("sag.what.draw_last", who=who, stack=stack)


_DESCRIBE = {
    Take: lambda state, move, who: Msg("sag.what.take", who=who, tile=move.tile),
    Draw: _describe_draw,
    Place: lambda state, move, who: Msg("sag.what.place", who=who,
                                        tile=tile_words(state, move.seat), x=move.x, y=move.y,
                                        turned=turned(move.rot)),
    Pick: lambda state, move, who: Msg("sag.what.pick", who=who, tile=move.tile),
    Pass: lambda state, move, who: Msg("sag.what.pass", who=who),
}


def tile_words(state: State, seat) -> Msg:
    """"tile 37", the tile ``seat`` holds to place (``None``: the seat asked), else "a
    tile"."""
    if state.phase is Phase.PLACE and seat in (None, state.placer):
        return Msg("sag.what.tile", tile=state.held)
    return Msg("sag.what.a_tile")


def _take(state: State, move: Take):
    ok = move.tile in state.offer
    yield reason(R.TURN_TAKE, ok, said("sag.take", tile=move.tile, offer=list(state.offer)),
                 data=move.tile)


def _draw(state: State, move: Draw):
    yield reason(R.TURN_LAST, len(state.offer) == 1,
                 said("sag.draw.last", left=len(state.offer)))
    ok = 0 <= move.stack < len(state.stacks) and bool(state.stacks[move.stack])
    left = len(state.stacks[move.stack]) if 0 <= move.stack < len(state.stacks) else 0
    yield reason(R.TURN_LAST, ok, said("sag.draw.stack", stack=move.stack + 1, left=left))


def _pick(state: State, move: Pick):
    yield reason(R.INT_RUN, move.tile in state.intermezzo,
                 said("sag.pick", tile=move.tile, there=list(state.intermezzo)))


def _pass(state: State, move: Pass):
    yield reason(R.INT_RUN, True, said("sag.pass"))


def _place(state: State, move: Place):
    """The placement's rules (:func:`_placing`), then, when they pass, its forecast."""
    if (yield from _placing(state, move)):
        yield from forecast(state, move.seat, Placed(move.x, move.y, state.held, move.rot))


def _placing(state: State, move: Place):
    """The binding reasons of a placement (SAG-PLACE-ROTATE, -FIRST, -ORTHO); returns
    whether they all pass."""
    seat = move.seat
    player = state.seats[seat]
    pos = (move.x, move.y)
    rot_ok = type(move.rot) is int and 0 <= move.rot < 4
    yield reason(R.PLACE_ROTATE, rot_ok, said("sag.rotate", rot=move.rot))
    if not player.display:
        ok = pos == (0, 0)
        yield reason(R.PLACE_FIRST, ok, said("sag.first", x=move.x, y=move.y),
                     focus=(Cell(*pos),))
    else:
        occupied = player.at(pos)
        if occupied is not None:
            yield reason(R.PLACE_ORTHO, False, said("sag.occupied", x=move.x, y=move.y),
                         focus=(Cell(*pos),))
            ok = False
        else:
            touching = [(move.x + dx, move.y + dy) for dx, dy in EDGES
                        if player.at((move.x + dx, move.y + dy))]
            ok = bool(touching)
            if ok:
                yield reason(R.PLACE_ORTHO, True, said(
                    "sag.contact", x=move.x, y=move.y,
                    cells=[f"({a},{b})" for a, b in touching]),
                    focus=tuple(Cell(*c) for c in touching))
            else:
                edges = [(move.x + dx, move.y + dy) for dx, dy in EDGES]
                corner = [(move.x + dx, move.y + dy) for dx in (1, -1) for dy in (1, -1)
                          if player.at((move.x + dx, move.y + dy))]
                yield reason(R.PLACE_ORTHO, False, said(
                    "sag.no_contact", x=move.x, y=move.y,
                    cells=[f"({a},{b})" for a, b in edges], corners=len(corner)),
                    focus=tuple(Cell(*c) for c in edges + corner))
    return ok and rot_ok


def forecast(state: State, seat: int, new: Placed):
    """The non-binding reasons of placing ``new``: arrows, discs, completions."""
    after, facts, disc, done = settle(state.seats[seat], new, state.options.order)
    affected = {f.at for f in facts if f.new}
    affected.add(new.pos)
    later = Reason.later
    for f in facts:
        at = f.at
        if at not in affected:
            continue
        x, y = at
        fulfilled, by_at = f.fulfilled, f.by
        key = ("sag.arrow.no" if not fulfilled else "sag.arrow.yes" if f.new
               else "sag.arrow.kept")
        if by_at:
            bx, by = by_at
            focus = (Cell(x, y), Cell(bx, by))
        else:
            bx, by = x, y
            focus = (Cell(x, y),)
        # said(key, x=…, y=…, colour=…, dir=…, bx=…, by=…, dist=…), made directly: a
        # placement's forecast says every arrow it affects
        message = Said(key, (("x", x), ("y", y), ("colour", _COLOUR_SAID[f.colour]),
                             ("dir", _DIR_SAID[f.direction]), ("bx", bx), ("by", by),
                             ("dist", max(abs(bx - x), abs(by - y)))))
        yield later(R.ARROW_1, fulfilled, build, message, focus, False, f)
    if disc.caco:
        yield reason(R.DISC_CACO, True, said(
            "sag.caco", need=disc.need, supply=disc.supply, caco=disc.caco,
            penalty=-disc.penalty), focus=(Cell(*new.pos),), binding=False, data=disc)
    else:
        yield reason(R.DISC_LOAD, True, said(
            "sag.load", need=disc.need, supply=disc.supply, left=disc.supply - disc.need),
            focus=(Cell(*new.pos),), binding=False, data=disc)
    for c in done:
        yield reason(R.SCORE_COMPLETE, True, said(
            "sag.complete", x=c.at[0], y=c.at[1], value=c.value, discs=c.discs_back,
            colour=said(f"sag.el.{tile(c.tile).element}")),
            focus=(Cell(*c.at),), binding=False, data=c)
    if state.options.solo:
        yield solo_forecast(state, after)


#: The words of each element and direction in an arrow's forecast, made once (a
#: :class:`Said` is an immutable value).
_COLOUR_SAID = {colour: said(f"sag.el.{colour}") for colour in ELEMENTS}
_DIR_SAID = tuple(said(f"sag.dir.{d}") for d in DIRS)


def solo_forecast(state: State, after):
    """SAG-VAR-SOLO, non-binding: under (a), the tile this placement makes and the score
    against 75 within 25 tiles (won, lost, or how far still); under (b), the discs that would
    lie on unfinished tiles (each costs a point if still there at the end)."""
    tiles = len(after.display)
    if state.options.solo_goal is SoloGoal.REACH_75:
        if after.score >= SOLO_TARGET:
            key, ok = "sag.solo.win", True
        elif tiles >= SOLO_TILES:
            key, ok = "sag.solo.lose", False
        else:
            key, ok = "sag.solo.progress", True
        return reason(R.VAR_SOLO, ok, said(key, tiles=tiles, limit=SOLO_TILES,
                                           score=after.score, target=SOLO_TARGET,
                                           left=SOLO_TARGET - after.score), binding=False)
    discs = sum(p.discs for p in after.display)
    return reason(R.VAR_SOLO, True, said("sag.solo.discs", discs=discs), binding=False)


#: The one ``check`` (:mod:`tutor.core.check`): game over, the seat asked, the step the
#: phase asks, then the move's own rules. The open asks are read as plain facts
#: (:class:`Open`), so ``judge`` builds no message. The notation provides the move's text,
#: :mod:`.parts` the verdict on a move still being put together.
RULES = CheckTable(
    asks=open_asks, over=_over,
    steps={Take: "take", Draw: "take", Place: "place", Pick: "intermezzo", Pass: "intermezzo"},
    wrong_step=_wrong_step,
    reasons={Take: _take, Draw: _draw, Place: _place, Pick: _pick, Pass: _pass},
    describe=describe_move, players=lambda state: state.options.players)


#: :data:`RULES` with a placement's binding reasons alone (no forecast), for :func:`allows`.
BINDING = replace(RULES, reasons={**RULES.reasons, Place: _placing})
