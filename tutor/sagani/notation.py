"""Sagani notation, version ``sag1``: strict, exact round trip (the text of a state is
its ``to_notation``; any other spelling is refused).

Position: fields joined by ``;`` ::

    sag1;p2;a;seed=7;start=0;turn=1;take;clock=3;end=0;held=-;placer=-;queue=-;took=0;
    win=-;stacks=4.9.1/2/-;offer=3.5;int=-;disc=-;P=24,0,0,0,1,12@0,0,1,0;P=...

``p2`` players (``p1`` to ``p4``); ``a``/``b`` the disc order (SAG-DISC-ORDER); then, in a
solo game (``p1``) whose goal is not the default (a), ``solo=b`` (SAG-VAR-SOLO: every tile,
less the discs left on tiles; the default (a), 75 points within 25 tiles, is not written,
and a solo goal with 2–4 players is refused); ``take|place|intermezzo|over``
the step; lists are tile ids or seats joined by ``.``, ``-`` when empty; stacks top first.
Each ``P=`` is one seat: ``supply,caco,score,reached,turns`` then its tiles joined by
``+`` (or ``-``), each ``tile@x,y,rot,mask`` with ``mask`` the covered arrows as bits
(arrow i = bit i) and a trailing ``*`` when turned over (scored). Coordinates ``x`` to the
right, ``y`` upward; rotation 0 is the data file's orientation (SAG-OPEN-ORIENT), each
step a quarter turn clockwise.

Moves: ``take 12``, ``draw 2`` (stack 1–3), ``place 1,-2 r3``, ``pick 12``, ``pass``, each
with an optional ``pN:`` seat prefix.

Every number, in positions and in moves, is read by ``tutor.core.notation``: ASCII digits,
one spelling, within what a game reaches (tile ids 1–72, coordinates -71 to 71 in a
position and -72 to 72 in a move, the clock, scores, discs: the constants below say why);
a refusal names the bounds.
"""

from __future__ import annotations

import re

from tutor.core import register_catalog
from tutor.core.check import move_writer
from tutor.core.notation import failer, numbers, pieces, read_number, read_seed, require_text
from tutor.core.turns import parse_seated

from .data import tiles
from .moves import Draw, Move, Pass, Pick, Place, Take
from .reachable import check_reachable
from .rules import RULES
from .state import (NOTATION, DISCS, MAX_PLAYERS, MIN_PLAYERS, SOLO_TARGET, SOLO_TILES, STACKS,
                    DiscOrder, Options, Phase, Placed, Player, SoloGoal, State)

PREFIX = "sag1"
_TILES = sorted(tiles())
TILE_IDS = (_TILES[0], _TILES[-1])                 # SAG-COMP-TILES: 1 to 72
#: The farthest a tile lies from the first one, at (0,0), along an axis: every tile is
#: placed edge to edge with the display (SAG-PLACE-FIRST, SAG-PLACE-ORTHO), so the 72nd
#: tile of one display is at most 71 cells away: a position's coordinates are whole
#: numbers from -71 to 71. A move names a cell next to the display (a placement away from
#: it is a move the rules refuse, not bad text): one step further, -72 to 72.
REACH = len(_TILES) - 1
MOVE_REACH = REACH + 1
#: The most cacophony discs a seat can hold: they are taken only while the supply cannot
#: load a new tile (SAG-DISC-CACO), so all of a seat's discs then lie on its unfinished
#: tiles, which carry at most every arrow of the 72 tiles.
ARROWS = sum(len(t.arrows) for t in tiles().values())
MAX_CACO = ARROWS - DISCS
#: Scores: at most every tile completed (SAG-SCORE-COMPLETE, 1/3/6/10 points); at least
#: -2 per cacophony disc (SAG-SCORE-NEG), less a disc for every arrow in a solo game (b)
#: (SAG-VAR-SOLO).
MAX_SCORE = sum(t.points for t in tiles().values())
MIN_SCORE = -2 * MAX_CACO - ARROWS
#: The moves of a game, which the clock counts: each tile is taken once (take, draw, pick)
#: and placed once, and each seat passes at most once in an Intermezzo run, which follows
#: a draw (SAG-TURN-LAST, SAG-INT-RUN): at most 72 × (2 + 4) moves. A seat's turns are its
#: placements: at most 72.
MAX_CLOCK = len(_TILES) * (2 + MAX_PLAYERS)
#: The covered arrows of a tile, one bit each: a tile has 1 to 4 arrows (SAG-COMP-FRONT).
MAX_MASK = 2 ** 4 - 1
HEAD = ("seed", "start", "turn", "phase", "clock", "end", "held", "placer", "queue", "took",
        "win", "stacks", "offer", "int", "disc")
PHASES = {p.value: p for p in Phase}


_err = failer("sag")


def _ids(xs) -> str:
    return ".".join(map(str, xs)) if xs else "-"


def _maybe(x) -> str:
    return "-" if x is None else str(x)


def _tile(p: Placed) -> str:
    mask = sum(1 << i for i in p.covered)
    return f"{p.tile}@{p.x},{p.y},{p.rot},{mask}" + ("*" if p.done else "")


def _record(p: Player) -> str:
    tiles_text = "+".join(_tile(t) for t in p.display) or "-"
    return f"P={p.supply},{p.caco},{p.score},{p.reached},{p.turns},{tiles_text}"


@NOTATION.provide
def to_notation(s: State) -> str:
    parts = [PREFIX, f"p{s.options.players}", s.options.order.value]
    if s.options.solo_goal is not SoloGoal.REACH_75:
        parts.append(f"solo={s.options.solo_goal.value}")
    parts += [f"seed={s.seed}",
             f"start={s.start}", f"turn={s.turn}", s.phase.value, f"clock={s.clock}",
             f"end={int(s.ending)}", f"held={_maybe(s.held)}", f"placer={_maybe(s.placer)}",
             f"queue={_ids(s.queue)}", f"took={int(s.took)}", f"win={_ids(s.winners)}",
             "stacks=" + "/".join(_ids(st) for st in s.stacks), f"offer={_ids(s.offer)}",
             f"int={_ids(s.intermezzo)}", f"disc={_ids(s.discarded)}"]
    parts += [_record(p) for p in s.seats]
    return ";".join(parts)


def _num(value: str, at: int, text: str, field: str, lo: int, hi: int) -> int:
    return read_number(value, lo, hi, text=text, position=at, field=field)


def _list(value: str, at: int, text: str, field: str, lo: int, hi: int) -> tuple[int, ...]:
    return numbers(value, lo, hi, sep=".", text=text, position=at, field=field)


def _opt(value: str, at: int, text: str, field: str, lo: int, hi: int) -> int | None:
    return None if value == "-" else _num(value, at, text, field, lo, hi)


def _fields(text: str) -> tuple[int, tuple[str, int], dict[str, tuple[str, int]],
                                list[tuple[str, int]]]:
    """``(players, (disc order, at), {field: (value, at)}, [(seat record, at)])``: the
    ``;``-separated fields in their one order, each value with where it starts in
    ``text`` (``solo`` only when written; ``phase`` is a bare word)."""
    parts = pieces(text, 0, ";")
    if parts[0][0] != PREFIX:
        raise _err("prefix", text, 0, prefix=PREFIX)
    if len(parts) < 3 or not parts[1][0].startswith("p"):
        raise _err("field", text, parts[1][1] if len(parts) > 1 else len(text), field="p<n>")
    players = _num(parts[1][0][1:], parts[1][1] + 1, text, "players", MIN_PLAYERS, MAX_PLAYERS)
    values: dict[str, tuple[str, int]] = {}
    rest = parts[3:]
    if rest and rest[0][0].startswith("solo="):
        values["solo"] = (rest[0][0][5:], rest[0][1] + 5)
        rest = rest[1:]
    for name, (part, at) in zip(HEAD, rest):
        if name == "phase":
            values[name] = (part, at)
            continue
        key, eq, value = part.partition("=")
        if key != name or not eq:
            raise _err("field", text, at, field=f"{name}=")
        values[name] = (value, at + len(key) + 1)
    if len(rest) < len(HEAD):
        raise _err("field", text, len(text), field=f"{HEAD[len(rest)]}=")
    seats = []
    for part, at in rest[len(HEAD):]:
        if not part.startswith("P="):
            raise _err("field", text, at, field="P=")
        seats.append((part[2:], at + 2))
    return players, parts[2], values, seats


#: A seat record's numbers (``P=``), in order, with their bounds.
RECORD = (("supply", 0, DISCS + MAX_CACO), ("caco", 0, MAX_CACO),
          ("score", MIN_SCORE, MAX_SCORE), ("reached", 0, MAX_CLOCK),
          ("turns", 0, len(_TILES)))


def _player(value: str, at: int, text: str) -> Player:
    """``supply,caco,score,reached,turns,tiles``: one seat's record."""
    parts = pieces(value, at, ",")
    if len(parts) <= len(RECORD):
        raise _err("field", text, at, field="P=supply,caco,score,reached,turns,tiles")
    supply, caco, score, reached, turns = (_num(v, a, text, name, lo, hi) for (v, a), (
        name, lo, hi) in zip(parts, RECORD))
    tiles_at = parts[len(RECORD)][1]
    tiles_text = value[tiles_at - at:]
    display = () if tiles_text == "-" else tuple(
        _placed(t, a, text) for t, a in pieces(tiles_text, tiles_at, "+"))
    return Player(display, supply, caco, score, reached, turns)


def _placed(token: str, at: int, text: str) -> Placed:
    """``tile@x,y,rot,mask`` and ``*`` when turned over."""
    done = token.endswith("*")
    tile, sep, where = token.removesuffix("*").partition("@")
    parts = pieces(where, at + len(tile) + 1, ",")
    if not sep or len(parts) != 4:
        raise _err("field", text, at, field="tile@x,y,rot,mask")
    tid = _num(tile, at, text, "tile", *TILE_IDS)
    (x, x_at), (y, y_at), (rot, rot_at), (mask, mask_at) = parts
    covered = _num(mask, mask_at, text, "mask", 0, MAX_MASK)
    return Placed(_num(x, x_at, text, "x", -REACH, REACH), _num(y, y_at, text, "y", -REACH, REACH),
                  tid, _num(rot, rot_at, text, "rot", 0, 3),
                  frozenset(i for i in range(4) if covered >> i & 1), done)


def from_notation(text: str) -> State:
    require_text(text)
    n, (order, order_at), f, records = _fields(text)
    if order not in ("a", "b"):
        raise _err("field", text, order_at, field="a|b")
    goal = _solo_goal(*f["solo"], n, text) if "solo" in f else SoloGoal.REACH_75
    seat = (0, n - 1)
    phase, phase_at = f["phase"]
    if phase not in PHASES:
        raise _err("phase", text, phase_at, phase=phase, allowed=", ".join(PHASES))

    def num(name, lo, hi):
        return _num(*f[name], text, name, lo, hi)

    def flag(name):
        return bool(num(name, 0, 1))

    def listed(name, lo, hi):
        return _list(*f[name], text, name, lo, hi)

    seed = read_seed(f["seed"][0], text=text, position=f["seed"][1])
    start, turn, clock = num("start", *seat), num("turn", *seat), num("clock", 0, MAX_CLOCK)
    ending = flag("end")
    held = _opt(*f["held"], text, "held", *TILE_IDS)
    placer = _opt(*f["placer"], text, "placer", *seat)
    queue, took, winners = listed("queue", *seat), flag("took"), listed("win", *seat)
    stacks_text, at = f["stacks"]
    stacks = tuple(_list(v, a, text, "stacks", *TILE_IDS) for v, a in pieces(stacks_text, at, "/"))
    if len(stacks) != STACKS:
        raise _err("field", text, at, field="stacks=1.2/3.4/5.6")
    offer, intermezzo = listed("offer", *TILE_IDS), listed("int", *TILE_IDS)
    discarded = listed("disc", *TILE_IDS)
    players = tuple(_player(v, a, text) for v, a in records)
    state = State(Options(n, DiscOrder(order), goal), seed, stacks, offer, intermezzo, players,
                  turn, start, PHASES[phase], held, placer, queue, took, discarded, ending,
                  clock, winners)
    _validate(state, text)
    if to_notation(state) != text:
        raise _err("spelling", text, None, canonical=to_notation(state))
    check_reachable(state, text)
    return state


def _solo_goal(value: str, at: int, players: int, text: str) -> SoloGoal:
    """The ``solo=`` field (SAG-VAR-SOLO), when written: ``b`` in a 1-player game only (the
    default (a) is not written)."""
    if value == SoloGoal.REACH_75.value:
        raise _err("solo_default", text, at)
    if value != SoloGoal.ALL_TILES.value:
        raise _err("solo_goal", text, at, goal=value)
    if players != 1:
        raise _err("solo_multi", text, at, players=players)
    return SoloGoal.ALL_TILES


def _validate(s: State, text: str) -> None:
    n = s.options.players
    if len(s.seats) != n:
        raise _err("seats", text, None, players=n, given=len(s.seats))
    seen = [t for st in s.stacks for t in st] + list(s.offer) + list(s.intermezzo) + list(
        s.discarded) + [p.tile for pl in s.seats for p in pl.display]
    if s.held is not None:
        seen.append(s.held)
    if sorted(seen) != sorted(tiles()):                   # SAG-COMP-TILES
        raise _err("tiles", text, None, count=len(seen))
    seats = [s.start, s.turn, *s.queue, *s.winners] + ([s.placer] if s.placer is not None else [])
    if any(x >= n for x in seats) or len(s.stacks) != STACKS:
        raise _err("seat", text, None)
    if (s.phase is Phase.PLACE) != (s.held is not None) or (s.held is None) != (s.placer is None):
        raise _err("held", text, None)
    if s.phase is Phase.INTERMEZZO and not s.queue:
        raise _err("held", text, None)
    if s.options.solo:
        _validate_solo(s, text)
    elif (s.phase is Phase.OVER) != bool(s.winners):
        raise _err("held", text, None)
    for pl in s.seats:                                  # SAG-COMP-DISCS conserved
        cells = [p.pos for p in pl.display]
        on_tiles = sum(p.discs for p in pl.display)
        masks_ok = all(max(p.covered, default=-1) < len(p.arrows) for p in pl.display)
        if len(set(cells)) != len(cells) or not masks_ok or pl.supply + on_tiles != DISCS + pl.caco:
            raise _err("display", text, None)


def _validate_solo(s: State, text: str) -> None:
    """SAG-VAR-SOLO: a game going on under (a) has fewer than 25 tiles and fewer than 75
    points (either ends it at once); once over, (a) is won (``win=0``) exactly at 75 points
    or more, (b) names no winner."""
    me = s.seats[0]
    reach = s.options.solo_goal is SoloGoal.REACH_75
    if s.phase is not Phase.OVER:
        if s.winners:
            raise _err("held", text, None)
        if reach and (me.score >= SOLO_TARGET or len(me.display) >= SOLO_TILES):
            raise _err("solo_over", text, None, score=me.score, tiles=len(me.display))
    elif s.winners != ((0,) if reach and me.score >= SOLO_TARGET else ()):
        raise _err("solo_winner", text, None)


def parse_move(text: str) -> Move:
    return parse_seated(require_text(text, "move"), MAX_PLAYERS, _body)


_PLACE = re.compile(r"place ([^, ]*),([^ ]*) r(.*)")


def _body(text: str) -> Move:
    """``take 12``, ``draw 2``, ``place 1,-2 r3``, ``pick 12``, ``pass``: every number
    within what the game reaches (tile ids, the three stacks, coordinates, rotations)."""
    verb, space, value = text.partition(" ")
    if text == "pass":
        return Pass()
    if space and verb in ("take", "pick"):
        tile = _num(value, 5, text, "tile", *TILE_IDS)
        return Take(tile) if verb == "take" else Pick(tile)
    if space and verb == "draw":
        return Draw(_num(value, 5, text, "stack", 1, STACKS) - 1)
    m = _PLACE.fullmatch(text)
    if m:
        return Place(_num(m.group(1), m.start(1), text, "x", -MOVE_REACH, MOVE_REACH),
                     _num(m.group(2), m.start(2), text, "y", -MOVE_REACH, MOVE_REACH),
                     _num(m.group(3), m.start(3), text, "rot", 0, 3))
    raise _err("move", text, 0, move=text)


_FORMAT = {
    Take: lambda move: f"take {move.tile}",
    Draw: lambda move: f"draw {move.stack + 1}",
    Place: lambda move: f"place {move.x},{move.y} r{move.rot}",
    Pick: lambda move: f"pick {move.tile}",
    Pass: lambda move: "pass",
}
format_move = move_writer(_FORMAT, "Sagani move")
RULES.quotes(format_move, seat=True)      # a verdict quotes the seat a move names


register_catalog({
    "sag.notation.prefix": {"en": "a Sagani position starts with '{prefix};'",
                            "fr": "une position de Sagani commence par « {prefix}; »"},
    "sag.notation.field": {"en": "expected {field} here (sag1;p2;a;seed=…;start=…;turn=…;"
                                 "step;clock=…;…;P=…, fields separated by ';')",
                           "fr": "{field} attendu ici (sag1;p2;a;seed=…;start=…;turn=…;"
                                 "étape;clock=…;…;P=…, champs séparés par « ; »)"},
    "sag.notation.phase": {"en": "the step is one of {allowed}, not '{phase}'",
                           "fr": "l'étape est l'une de {allowed}, pas « {phase} »"},
    "sag.notation.solo_goal": {"en": "the solo goal is written solo=b (every tile, less the "
                                     "discs left on tiles; the default (a), 75 points within "
                                     "25 tiles, is not written), not solo={goal}",
                               "fr": "l'objectif solo s'écrit solo=b (toutes les tuiles, moins "
                                     "les disques restés sur les tuiles ; celui par défaut (a), "
                                     "75 points en 25 tuiles au plus, ne s'écrit pas), pas "
                                     "solo={goal}"},
    "sag.notation.solo_default": {"en": "the solo goal (a) is the default and is not written: "
                                        "leave out solo=a",
                                  "fr": "l'objectif solo (a) est celui par défaut et ne s'écrit "
                                        "pas : retirez solo=a"},
    "sag.notation.solo_multi": {"en": "a solo goal is for 1 player (p1), not {players}",
                                "fr": "un objectif solo est pour 1 joueur (p1), pas {players}"},
    "sag.notation.solo_over": {"en": "a solo game with goal (a) ends at 75 points or at the "
                                     "25th tile: with {score} points and {tiles} tiles it is "
                                     "over",
                               "fr": "une partie solo d'objectif (a) s'arrête à 75 points ou à "
                                     "la 25e tuile : avec {score} points et {tiles} tuiles elle "
                                     "est finie"},
    "sag.notation.solo_winner": {"en": "a finished solo game names its winner (win=0) only "
                                       "under goal (a) with 75 points or more",
                                 "fr": "une partie solo finie ne nomme son gagnant (win=0) "
                                       "qu'avec l'objectif (a) et 75 points ou plus"},
    "sag.notation.spelling": {"en": "not the exact spelling of this position, which is "
                                    "written: {canonical}",
                              "fr": "pas l'écriture exacte de cette position, qui s'écrit : "
                                    "{canonical}"},
    "sag.notation.seats": {"en": "{players} players but {given} seats given",
                           "fr": "{players} joueurs mais {given} places données"},
    "sag.notation.tiles": {"en": "the 72 tiles must each appear once ({count} given)",
                           "fr": "les 72 tuiles doivent figurer une fois chacune ({count} "
                                 "données)"},
    "sag.notation.seat": {"en": "a seat outside the game",
                          "fr": "une place hors de la partie"},
    "sag.notation.held": {"en": "the step does not match the held tile or the queue",
                          "fr": "l'étape ne correspond pas à la tuile en main ou à la file"},
    "sag.notation.display": {"en": "a display is inconsistent (cells, arrows or discs)",
                             "fr": "une zone est incohérente (cases, flèches ou disques)"},
    "sag.notation.move": {"en": "not a Sagani move: '{move}' (take 12, draw 2, place 1,-2 r3, "
                                "pick 12, pass)",
                          "fr": "pas un coup de Sagani : « {move} » (take 12, draw 2, "
                                "place 1,-2 r3, pick 12, pass)"},
})
