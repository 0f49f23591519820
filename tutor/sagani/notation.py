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
"""

from __future__ import annotations

import re

from tutor.core import Msg, NotationError, register_catalog
from tutor.core.turns import parse_seated, with_seat_prefix

from .data import tiles
from .moves import Draw, Move, Pass, Pick, Place, Take
from .state import (DISCS, MAX_PLAYERS, MIN_PLAYERS, SOLO_TARGET, SOLO_TILES, STACKS,
                    DiscOrder, Options, Phase, Placed, Player, SoloGoal, State)

PREFIX = "sag1"
_INT = r"(?:0|-?[1-9][0-9]*)"
_NAT = r"(?:0|[1-9][0-9]*)"


def _err(key: str, text: str, position: int | None = None, **params) -> NotationError:
    return NotationError(Msg(f"sag.notation.{key}", text=text, **params), text, position)


def _ids(xs) -> str:
    return ".".join(map(str, xs)) if xs else "-"


def _opt(x) -> str:
    return "-" if x is None else str(x)


def _tile(p: Placed) -> str:
    mask = sum(1 << i for i in p.covered)
    return f"{p.tile}@{p.x},{p.y},{p.rot},{mask}" + ("*" if p.done else "")


def _player(p: Player) -> str:
    tiles_text = "+".join(_tile(t) for t in p.display) or "-"
    return f"P={p.supply},{p.caco},{p.score},{p.reached},{p.turns},{tiles_text}"


def to_notation(s: State) -> str:
    parts = [PREFIX, f"p{s.options.players}", s.options.order.value]
    if s.options.solo_goal is not SoloGoal.REACH_75:
        parts.append(f"solo={s.options.solo_goal.value}")
    parts += [f"seed={s.seed}",
             f"start={s.start}", f"turn={s.turn}", s.phase.value, f"clock={s.clock}",
             f"end={int(s.ending)}", f"held={_opt(s.held)}", f"placer={_opt(s.placer)}",
             f"queue={_ids(s.queue)}", f"took={int(s.took)}", f"win={_ids(s.winners)}",
             "stacks=" + "/".join(_ids(st) for st in s.stacks), f"offer={_ids(s.offer)}",
             f"int={_ids(s.intermezzo)}", f"disc={_ids(s.discarded)}"]
    parts += [_player(p) for p in s.seats]
    return ";".join(parts)


_LIST = rf"(-|{_NAT}(?:\.{_NAT})*)"
_OPT = rf"(-|{_NAT})"
_HEAD = re.compile(
    rf"sag1;p([1-9]);([ab])(?:;solo=([^;]*))?;seed=({_INT});start=({_NAT});turn=({_NAT});"
    rf"(take|place|intermezzo|over);clock=({_NAT});end=([01]);held={_OPT};placer={_OPT};"
    rf"queue={_LIST};took=([01]);win={_LIST};stacks={_LIST}/{_LIST}/{_LIST};"
    rf"offer={_LIST};int={_LIST};disc={_LIST}")
_TILE = rf"{_NAT}@{_INT},{_INT},[0-3],{_NAT}\*?"
_PLAYER = re.compile(rf";P=({_NAT}),({_NAT}),({_INT}),({_NAT}),({_NAT}),(-|{_TILE}(?:\+{_TILE})*)")
_TILE_RE = re.compile(rf"({_NAT})@({_INT}),({_INT}),([0-3]),({_NAT})(\*?)")


def _list(text: str) -> tuple[int, ...]:
    return () if text == "-" else tuple(int(x) for x in text.split("."))


def from_notation(text: str) -> State:
    if not isinstance(text, str):
        raise _err("bad", str(text), None)
    m = _HEAD.match(text)
    if not m:
        raise _err("bad", text, 0)
    solo = m.group(3)
    g = m.groups()[:2] + m.groups()[3:]
    n = int(g[0])
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise _err("players", text, 5, players=n)
    goal = _solo_goal(solo, n, text, m.start(3))
    pos, players = m.end(), []
    while pos < len(text):
        pm = _PLAYER.match(text, pos)
        if not pm:
            raise _err("bad", text, pos)
        sup, caco, score, reached, turns, tl = pm.groups()
        display = () if tl == "-" else tuple(
            Placed(int(a), int(b), int(t), int(r),
                   frozenset(i for i in range(4) if int(mk) >> i & 1), bool(star))
            for t, a, b, r, mk, star in _TILE_RE.findall(tl))
        players.append(Player(display, int(sup), int(caco), int(score), int(reached),
                              int(turns)))
        pos = pm.end()
    state = State(Options(n, DiscOrder(g[1]), goal), int(g[2]),
                  (_list(g[13]), _list(g[14]), _list(g[15])), _list(g[16]), _list(g[17]),
                  tuple(players), int(g[4]), int(g[3]), Phase(g[5]),
                  None if g[8] == "-" else int(g[8]), None if g[9] == "-" else int(g[9]),
                  _list(g[10]), g[11] == "1", _list(g[18]), g[7] == "1", int(g[6]),
                  _list(g[12]))
    _validate(state, text)
    if to_notation(state) != text:
        raise _err("spelling", text, None)
    return state


def _solo_goal(value: str | None, players: int, text: str, at: int) -> SoloGoal:
    """The ``solo=`` field (SAG-VAR-SOLO): absent for the default (a); ``b`` in a 1-player
    game only."""
    if value is None:
        return SoloGoal.REACH_75
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
    if not isinstance(text, str):
        raise _err("move", str(text), None)
    return parse_seated(text, MAX_PLAYERS, _body)


_MOVES = [
    (re.compile(rf"take ({_NAT})"), lambda g: Take(int(g[0]))),
    (re.compile(r"draw ([1-3])"), lambda g: Draw(int(g[0]) - 1)),
    (re.compile(rf"place ({_INT}),({_INT}) r([0-3])"),
     lambda g: Place(int(g[0]), int(g[1]), int(g[2]))),
    (re.compile(rf"pick ({_NAT})"), lambda g: Pick(int(g[0]))),
    (re.compile(r"pass"), lambda g: Pass()),
]


def _body(text: str) -> Move:
    for pattern, make in _MOVES:
        m = pattern.fullmatch(text)
        if m:
            return make(m.groups())
    raise _err("move", text, 0)


def format_move(move: Move, seat: bool = True) -> str:
    if isinstance(move, Take):
        body = f"take {move.tile}"
    elif isinstance(move, Draw):
        body = f"draw {move.stack + 1}"
    elif isinstance(move, Place):
        body = f"place {move.x},{move.y} r{move.rot}"
    elif isinstance(move, Pick):
        body = f"pick {move.tile}"
    else:
        body = "pass"
    return with_seat_prefix(move, body, seat)


register_catalog({
    "sag.notation.bad": {"en": "not a sag1 position: {text}",
                         "fr": "pas une position sag1 : {text}"},
    "sag.notation.players": {"en": "Sagani is played here by 1 to 4 players, not {players}",
                             "fr": "Sagani se joue ici de 1 à 4 joueurs, pas {players}"},
    "sag.notation.solo_goal": {"en": "the solo goal is written solo=b (every tile, less the "
                                     "discs left on tiles; the default (a), 75 points within "
                                     "25 tiles, is not written), not solo={goal}: {text}",
                               "fr": "l'objectif solo s'écrit solo=b (toutes les tuiles, moins "
                                     "les disques restés sur les tuiles ; celui par défaut (a), "
                                     "75 points en 25 tuiles au plus, ne s'écrit pas), pas "
                                     "solo={goal} : {text}"},
    "sag.notation.solo_default": {"en": "the solo goal (a) is the default and is not written: "
                                        "leave out solo=a: {text}",
                                  "fr": "l'objectif solo (a) est celui par défaut et ne s'écrit "
                                        "pas : retirez solo=a : {text}"},
    "sag.notation.solo_multi": {"en": "a solo goal is for 1 player (p1), not {players}: "
                                      "{text}",
                                "fr": "un objectif solo est pour 1 joueur (p1), pas "
                                      "{players} : {text}"},
    "sag.notation.solo_over": {"en": "a solo game with goal (a) ends at 75 points or at the "
                                     "25th tile: with {score} points and {tiles} tiles it is "
                                     "over: {text}",
                               "fr": "une partie solo d'objectif (a) s'arrête à 75 points ou à "
                                     "la 25e tuile : avec {score} points et {tiles} tuiles elle "
                                     "est finie : {text}"},
    "sag.notation.solo_winner": {"en": "a finished solo game names its winner (win=0) only "
                                       "under goal (a) with 75 points or more: {text}",
                                 "fr": "une partie solo finie ne nomme son gagnant (win=0) "
                                       "qu'avec l'objectif (a) et 75 points ou plus : {text}"},
    "sag.notation.spelling": {"en": "not the exact spelling of this position: {text}",
                              "fr": "pas l'écriture exacte de cette position : {text}"},
    "sag.notation.seats": {"en": "{players} players but {given} seats given: {text}",
                           "fr": "{players} joueurs mais {given} places données : {text}"},
    "sag.notation.tiles": {"en": "the 72 tiles must each appear once ({count} given): {text}",
                           "fr": "les 72 tuiles doivent figurer une fois chacune ({count} "
                                 "données) : {text}"},
    "sag.notation.seat": {"en": "a seat outside the game: {text}",
                          "fr": "une place hors de la partie : {text}"},
    "sag.notation.held": {"en": "the step does not match the held tile or the queue: {text}",
                          "fr": "l'étape ne correspond pas à la tuile en main ou à la file : "
                                "{text}"},
    "sag.notation.display": {"en": "a display is inconsistent (cells, arrows or discs): {text}",
                             "fr": "une zone est incohérente (cases, flèches ou disques) : "
                                   "{text}"},
    "sag.notation.move": {"en": "not a Sagani move: {text}",
                          "fr": "pas un coup de Sagani : {text}"},
})
