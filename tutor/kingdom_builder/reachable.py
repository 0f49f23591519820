"""Kingdom Builder positions no game reaches (issue 33): the checks ``from_notation`` runs
once the fields are read (:mod:`tutor.core.reachable`), each citing the rule that rules the
position out. The reader itself checks each field, the cards, the settlements and the tiles'
hexes; these are the facts between fields that the engine relies on:

* the mandatory action is over once 3 settlements are built, and stops short only when no
  settlement or no hex is left (KB-PLACE-THREE, KB-PLACE-SHORT);
* a tile is new or used only during its holder's turn (KB-LOC-DELAY, KB-LOC-ONCE: the end
  of the turn makes them ready, KB-TURN-END);
* the end is triggered once a supply is empty (KB-END-TRIGGER);
* a tile to return is one of two of a kind, one from the location whose contact was lost
  (KB-LOC-LOSE);
* a game over names the seats with the best score (KB-END-WIN);
* the pending steps are a turn's: the step of the mandatory action of the seat on its turn,
  under at most a tile to return, never in the middle of the build (KB-TURN-ORDER);
* the settlements of a mandatory action under way stand on the card's terrain, and an
  action is over only once one is built (KB-PLACE-THREE, KB-PLACE-SHORT). (Once it is over
  they are not counted: puzzles set the last turn of a round after its builds without
  them, and tiles may have moved them.)

The first five checks come first, in the order the ``kb1`` reader always ran them, so a
``kb1`` text it refused is refused with the same reason (:mod:`.notation` reads those
texts into steps); they look only at the steps they are about, whatever else is pending.
"""

from __future__ import annotations

from tutor.core import Msg
from tutor.core.i18n import register_catalog
from tutor.core.reachable import Fault, refuser

from .board import neighbours
from .rulebook import R
from .rules import returning, targets, terrain_msg
from .scoring import totals
from .state import MANDATORY, Phase, State
from .steps import AfterBuild, BeforeBuild, Building, ReturnTile


register_catalog({
    "kb.reach.three": {
        "en": "{n} settlements built and the mandatory action not over (done=no): it is over "
              "at the 3rd",
        "fr": "{n} colonies construites et l'action obligatoire pas finie (done=no) : elle "
              "finit à la 3e"},
    "kb.reach.no_supply": {
        "en": "player {seat} goes on with the mandatory action after {n} "
              "{n:plural:settlement|settlements} with none left in the supply (it stops there)",
        "fr": "le joueur {seat} poursuit l'action obligatoire après {n} "
              "{n:plural:colonie|colonies} sans plus aucune en réserve (elle s'arrête là)"},
    "kb.reach.no_hex": {
        "en": "player {seat} goes on with the mandatory action after {n} "
              "{n:plural:settlement|settlements} with no hex left to build on (it stops there)",
        "fr": "le joueur {seat} poursuit l'action obligatoire après {n} "
              "{n:plural:colonie|colonies} sans plus aucun hexagone où construire (elle "
              "s'arrête là)"},
    "kb.reach.tile_status": {
        "en": "player {seat}'s {kind} tile is {status} (new or used) outside his turn: the end "
              "of a turn makes every tile ready",
        "fr": "la tuile {kind} du joueur {seat} est {status} (nouvelle ou utilisée) hors de son "
              "tour : la fin d'un tour rend chaque tuile prête"},
    "kb.reach.not_ending": {
        "en": "player {seat} has placed his last settlement, yet the end is not triggered "
              "(ending=no)",
        "fr": "le joueur {seat} a posé sa dernière colonie, mais la fin n'est pas déclenchée "
              "(ending=no)"},
    "kb.reach.return": {
        "en": "player {seat} is to return a {kind} tile, but holds {n} of that kind, or still "
              "touches the location, or holds none from it (a tile is returned when a move "
              "loses a location while two of its kind are held)",
        "fr": "le joueur {seat} doit rendre une tuile {kind}, mais en a {n} de ce type, ou "
              "touche encore le lieu, ou n'en a aucune de lui (une tuile se rend quand un "
              "déplacement perd un lieu alors que deux de son type sont en main)"},
    "kb.reach.step_seat": {
        "en": "a pending step is player {who}'s while it is player {seat}'s turn (a turn's "
              "steps are its seat's)",
        "fr": "une étape en attente est au joueur {who} alors que c'est le tour du joueur "
              "{seat} (les étapes d'un tour sont à son joueur)"},
    "kb.reach.steps": {
        "en": "the pending steps are not a turn's: at the bottom the mandatory action (before "
              "it, under way or over), above it at most one tile to return, and never in the "
              "middle of the build (tiles come before or after it)",
        "fr": "les étapes en attente ne sont pas celles d'un tour : en bas l'action "
              "obligatoire (avant, en cours ou finie), au-dessus au plus une tuile à rendre, "
              "et jamais au milieu de la construction (les tuiles viennent avant ou après)"},
    "kb.reach.built_terrain": {
        "en": "player {seat} has built {n} {n:plural:settlement|settlements} of the "
              "mandatory action on {terrain}, yet only {m} of his stand on {terrain}",
        "fr": "le joueur {seat} a construit {n} {n:plural:colonie|colonies} de l'action "
              "obligatoire sur {terrain}, mais seules {m} des siennes sont sur {terrain}"},
    "kb.reach.none_built": {
        "en": "the mandatory action of player {seat} is over with no settlement built (done=yes "
              "with built=0): it ends only after a build; with nothing to build on, it is "
              "never begun",
        "fr": "l'action obligatoire du joueur {seat} est finie sans colonie construite "
              "(done=yes avec built=0) : elle ne finit qu'après une construction ; sans rien "
              "où construire, elle ne commence pas"},
    "kb.reach.winners": {
        "en": "the game over names the winners {named}, but the scores {scores} make {want} "
              "the winners",
        "fr": "la partie finie nomme gagnants {named}, mais les scores {scores} font gagner "
              "{want}"},
})


def mandatory_action(s: State) -> Fault | None:
    """KB-PLACE-THREE: the mandatory action builds 3 settlements, and is over at the 3rd;
    KB-PLACE-SHORT: it stops short only when the supply is empty or no hex of the terrain
    is left, so one under way (the step on top) has a settlement and a hex to build on."""
    step = s.stack[0] if s.stack else None
    if not isinstance(step, Building):
        return None
    if step.built >= MANDATORY:
        return Fault(R.PLACE_THREE, Msg("kb.reach.three", n=step.built))
    if not s.supply(s.turn):
        return Fault(R.PLACE_SHORT, Msg("kb.reach.no_supply", seat=s.turn + 1, n=step.built))
    if not targets(s, "mandatory"):
        return Fault(R.PLACE_SHORT, Msg("kb.reach.no_hex", seat=s.turn + 1, n=step.built))
    return None


def tiles_ready(s: State) -> Fault | None:
    """KB-LOC-DELAY, KB-LOC-ONCE: a tile is new (taken this turn) or used only during its
    holder's turn; KB-TURN-END makes every tile ready again."""
    for seat, tiles in enumerate(s.tiles):
        if seat == s.turn and s.phase is not Phase.OVER:
            continue
        busy = [t for t in tiles if t.status != "r"]
        if busy:
            rule = R.LOC_DELAY if busy[0].status == "n" else R.LOC_ONCE
            return Fault(rule, Msg("kb.reach.tile_status", seat=seat + 1, kind=busy[0].kind,
                                   status=busy[0].status))
    return None


def end_triggered(s: State) -> Fault | None:
    """KB-END-TRIGGER: the end is triggered as soon as a player places his last settlement
    (settlements are only ever moved after that, never taken back). An end triggered with
    settlements left is accepted: a puzzle sets the last turn of the round so."""
    empty = [seat for seat in range(s.players) if not s.supply(seat)]
    if empty and not s.ending:
        return Fault(R.END_TRIGGER, Msg("kb.reach.not_ending", seat=empty[0] + 1))
    return None


def tile_to_return(s: State) -> Fault | None:
    """KB-LOC-LOSE: a tile is to be returned when a move takes the last settlement away from
    a location whose tile the player holds while he holds another of that kind: no own
    settlement touches that location, and he holds two tiles of its kind."""
    location = returning(s)
    if location is None:
        return None
    kind = s.board.location_kind[location]
    held = [t for t in s.tiles[s.turn] if t.kind == kind]
    near = any(n in s.settlements[s.turn] for n in neighbours(location))
    if len(held) < 2 or location not in [t.source for t in held] or near:
        return Fault(R.LOC_LOSE, Msg("kb.reach.return", seat=s.turn + 1, kind=kind,
                                     n=len(held)))
    return None


def winners_scored(s: State) -> Fault | None:
    """KB-END-WIN: the game over names the seats with the best score."""
    if s.phase is not Phase.OVER:
        return None
    scores = totals(s)
    want = tuple(seat for seat, v in enumerate(scores) if v == max(scores))
    if s.winners != want:
        return Fault(R.END_WIN, Msg("kb.reach.winners", named=[w + 1 for w in s.winners],
                                    want=[w + 1 for w in want],
                                    scores=list(scores)))
    return None


def turn_steps(s: State) -> Fault | None:
    """KB-TURN-ORDER: the pending steps are the turn's of the seat on its turn: the step of
    its mandatory action at the bottom (:class:`.steps.BeforeBuild`, :class:`.steps.Building`,
    :class:`.steps.AfterBuild`), above it at most one tile to return (KB-LOC-LOSE: a move
    loses at most one location, KB-BOARD-ONESPECIAL), which only a tile's move brings, so
    never above the build under way."""
    other = next((step.seat for step in s.stack if step.seat != s.turn), None)
    if other is not None:
        return Fault(R.TURN_ORDER, Msg("kb.reach.step_seat", who=other + 1, seat=s.turn + 1))
    *above, bottom = s.stack or (None,)
    if bottom is None:
        return None
    if not isinstance(bottom, (BeforeBuild, Building, AfterBuild)) or len(above) > 1 \
            or any(not isinstance(step, ReturnTile) for step in above) \
            or (above and isinstance(bottom, Building)):
        return Fault(R.TURN_ORDER, Msg("kb.reach.steps"))
    return None


def built_settlements(s: State) -> Fault | None:
    """KB-PLACE-THREE: the settlements of the mandatory action are built one by one on the
    card's terrain, and no tile moves them while it is under way (KB-TURN-ORDER);
    KB-PLACE-SHORT: it is over only once one is built (with nothing to build on before it,
    it is not begun and the turn goes on)."""
    step = s.stack[-1] if s.stack else None
    if isinstance(step, Building):
        terrain = s.terrain
        on = sum(s.board.at(h) == terrain for h in s.settlements[s.turn])
        if on < step.built:
            return Fault(R.PLACE_THREE, Msg("kb.reach.built_terrain", seat=s.turn + 1,
                                            n=step.built, m=on, terrain=terrain_msg(terrain)))
    if isinstance(step, AfterBuild) and not step.built:
        return Fault(R.PLACE_SHORT, Msg("kb.reach.none_built", seat=s.turn + 1))
    return None


CHECKS = (mandatory_action, tiles_ready, end_triggered, tile_to_return, winners_scored,
          turn_steps, built_settlements)

#: Refuses (``NotationError``) a position no game reaches, with the reason.
check_reachable = refuser(CHECKS)
