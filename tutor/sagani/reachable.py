"""Sagani positions no game reaches (issue 33): the checks ``from_notation`` runs once the
fields are read (:mod:`tutor.core.reachable`), each citing the rule that rules the position
out. Components (72 tiles, discs) and the step's own fields are checked by the reader
itself; these are the facts between fields that the engine relies on:

* a turn starts with a tile to take (SAG-TURN-REFILL; no tile left at all ends the game,
  SAG-END-STACKS), from at most 5 (SAG-SETUP-OFFER);
* the Intermezzo's order exists only while it runs, and the tile placed is the asked
  seat's (SAG-INT-RUN, SAG-TURN-PLACE); the Intermezzo holds at most 4 tiles, and fewer
  than 4 when a turn starts (it runs at the 4th);
* every arrow whose ray holds a tile of its colour is covered, and only those; a tile whose
  arrows are all covered is turned over, and only those (SAG-ARROW-MARK,
  SAG-SCORE-COMPLETE);
* a display is one group of tiles sharing edges (SAG-PLACE-ORTHO);
* a seat's turns are placements in its display, so it has played at most as many turns as
  it has tiles (SAG-TURN-PLACE; the Intermezzo's placements are not turns);
* a turn starts with the end triggered once a score reaches the target (SAG-END-TARGET);
  a finished game names the winner its scores give (SAG-END-WIN).
"""

from __future__ import annotations

from tutor.core import Msg
from tutor.core.i18n import register_catalog
from tutor.core.reachable import Fault, refuser

from .resolve import winners
from .rulebook import R
from .settle import fulfiller
from .state import INTERMEZZO, OFFER, TARGETS, Phase, State


register_catalog({
    "sag.reach.empty_offer": {
        "en": "a turn starts with no tile in the offer display, yet {left} "
              "{left:plural:tile is|tiles are} left in the stacks (an empty display is "
              "refilled at the end of the turn; with nothing left, the game is over)",
        "fr": "un tour commence sans tuile au présentoir, alors qu'il reste {left} "
              "{left:plural:tuile|tuiles} dans les piles (un présentoir vide est regarni à la "
              "fin du tour ; quand il ne reste rien, la partie est finie)"},
    "sag.reach.offer_size": {
        "en": "the offer display shows {n} tiles, at most {most}",
        "fr": "le présentoir montre {n} tuiles, au plus {most}"},
    "sag.reach.turns": {
        "en": "player {seat} has played {turns} {turns:plural:turn|turns} but has {tiles} "
              "{tiles:plural:tile|tiles} in their display: each turn places a tile there",
        "fr": "le joueur {seat} a joué {turns} {turns:plural:tour|tours} mais a {tiles} "
              "{tiles:plural:tuile|tuiles} dans sa zone : chaque tour y pose une tuile"},
    "sag.reach.queue": {
        "en": "an Intermezzo order (queue=, took=) while no Intermezzo runs, or one naming "
              "a player twice (step {step})",
        "fr": "un ordre d'Intermezzo (queue=, took=) alors qu'aucun Intermezzo n'a lieu, ou "
              "qui nomme deux fois un joueur (étape {step})"},
    "sag.reach.placer": {
        "en": "player {placer} places the tile, but player {asked} is the one to place now",
        "fr": "le joueur {placer} pose la tuile, mais c'est au joueur {asked} de poser"},
    "sag.reach.intermezzo_empty": {
        "en": "an Intermezzo runs with no tile in it",
        "fr": "un Intermezzo a lieu sans aucune tuile"},
    "sag.reach.intermezzo_size": {
        "en": "the Intermezzo holds {n} tiles here, at most {most} (it runs at the 4th)",
        "fr": "l'Intermezzo contient ici {n} tuiles, au plus {most} (il a lieu à la 4e)"},
    "sag.reach.arrows": {
        "en": "player {seat}'s tile {tile} at ({x},{y}) has {covered} "
              "{covered:plural:arrow|arrows} covered but {fulfilled} "
              "{fulfilled:plural:arrow|arrows} fulfilled (a tile of the arrow's colour on its "
              "ray covers it at once, and only then)",
        "fr": "tuile {tile} du joueur {seat} en ({x},{y}) : {covered} "
              "{covered:plural:flèche couverte|flèches couvertes}, mais {fulfilled} "
              "{fulfilled:plural:remplie|remplies} (une tuile de la couleur de la flèche sur "
              "son rayon la couvre aussitôt, et seulement alors)"},
    "sag.reach.turned": {
        "en": "player {seat}'s tile {tile} at ({x},{y}) is turned over with an arrow "
              "still open",
        "fr": "la tuile {tile} du joueur {seat} en ({x},{y}) est retournée avec une flèche "
              "encore ouverte"},
    "sag.reach.not_turned": {
        "en": "player {seat}'s tile {tile} at ({x},{y}) has every arrow covered but is not "
              "turned over (it is scored at once)",
        "fr": "la tuile {tile} du joueur {seat} en ({x},{y}) a toutes ses flèches couvertes "
              "mais n'est pas retournée (elle est marquée aussitôt)"},
    "sag.reach.apart": {
        "en": "player {seat}'s display is not one group: {n} {n:plural:tile shares|tiles "
              "share} no edge with the rest",
        "fr": "la zone du joueur {seat} n'est pas d'un seul tenant : {n} "
              "{n:plural:tuile ne touche|tuiles ne touchent} pas le reste par un bord"},
    "sag.reach.target": {
        "en": "a score of {score} has reached the target {target}, yet the end is not "
              "triggered (end=0)",
        "fr": "un score de {score} a atteint l'objectif {target}, mais la fin n'est pas "
              "déclenchée (end=0)"},
    "sag.reach.winner": {
        "en": "the game names player {named} the winner, but the scores make player "
              "{winner} the winner",
        "fr": "la partie nomme le joueur {named} gagnant, mais les scores font gagner le "
              "joueur {winner}"},
})


EDGES = ((1, 0), (-1, 0), (0, 1), (0, -1))


def offer_to_take(s: State) -> Fault | None:
    """SAG-TURN-REFILL: a turn starts with a tile in the offer display (an empty one is
    refilled at the end of the turn; SAG-END-STACKS: with nothing to refill it, the game
    ends). SAG-SETUP-OFFER: the display shows at most 5 tiles."""
    if s.phase is Phase.TAKE and not s.offer:
        return Fault(R.TURN_REFILL, Msg("sag.reach.empty_offer",
                                        left=sum(len(st) for st in s.stacks)))
    if len(s.offer) > OFFER:
        return Fault(R.SETUP_OFFER, Msg("sag.reach.offer_size", n=len(s.offer), most=OFFER))
    return None


def intermezzo_runs(s: State) -> Fault | None:
    """SAG-INT-RUN: the Intermezzo's order (and whether a tile was taken in it) exists only
    while it runs: its step, or the placing of a tile taken from it; then the seat placing
    is the first of that order (else the seat on its turn, SAG-TURN-PLACE). The Intermezzo
    runs with tiles to take, at most 4, and a turn starts with fewer than 4 (it runs at the
    4th)."""
    running = s.phase is Phase.INTERMEZZO or (s.phase is Phase.PLACE and bool(s.queue))
    if (s.queue or s.took) and not running:
        return Fault(R.INT_RUN, Msg("sag.reach.queue", step=s.phase.value))
    if s.took and not s.queue or len(set(s.queue)) != len(s.queue):
        return Fault(R.INT_RUN, Msg("sag.reach.queue", step=s.phase.value))
    if s.phase is Phase.PLACE and s.placer != (s.queue[0] if s.queue else s.turn):
        return Fault(R.TURN_PLACE, Msg("sag.reach.placer", placer=s.placer + 1,
                                       asked=(s.queue[0] if s.queue else s.turn) + 1))
    if s.phase is Phase.INTERMEZZO and not s.intermezzo:
        return Fault(R.INT_RUN, Msg("sag.reach.intermezzo_empty"))
    most = INTERMEZZO - 1 if s.phase is Phase.TAKE else INTERMEZZO
    if len(s.intermezzo) > most:
        return Fault(R.INT_RUN, Msg("sag.reach.intermezzo_size", n=len(s.intermezzo),
                                    most=most))
    return None


def arrows_marked(s: State) -> Fault | None:
    """SAG-ARROW-MARK: an arrow is covered as soon as a tile of its colour lies on its ray
    (and stays covered), so the covered arrows are exactly the fulfilled ones;
    SAG-SCORE-COMPLETE: a tile is turned over as soon as all its arrows are covered."""
    for seat, pl in enumerate(s.seats):
        for p in pl.display:
            arrows = p.arrows
            fulfilled = frozenset(i for i, (d, colour) in enumerate(arrows)
                                  if fulfiller(pl.display, p, d, colour) is not None)
            if p.covered != fulfilled:
                return Fault(R.ARROW_MARK, Msg(
                    "sag.reach.arrows", seat=seat + 1, tile=p.tile, x=p.x, y=p.y,
                    covered=len(p.covered), fulfilled=len(fulfilled)))
            if p.done != (len(fulfilled) == len(arrows)):
                return Fault(R.SCORE_COMPLETE, Msg(
                    "sag.reach.turned" if p.done else "sag.reach.not_turned", seat=seat + 1,
                    tile=p.tile, x=p.x, y=p.y))
    return None


def displays_joined(s: State) -> Fault | None:
    """SAG-PLACE-ORTHO: every tile after the first shares an edge with the display, so a
    display is one group of tiles joined by edges."""
    for seat, pl in enumerate(s.seats):
        cells = {p.pos for p in pl.display}
        if not cells:
            continue
        start = pl.display[0].pos
        reached, todo = {start}, [start]
        while todo:
            x, y = todo.pop()
            for dx, dy in EDGES:
                nxt = (x + dx, y + dy)
                if nxt in cells and nxt not in reached:
                    reached.add(nxt)
                    todo.append(nxt)
        if reached != cells:
            return Fault(R.PLACE_ORTHO, Msg("sag.reach.apart", seat=seat + 1,
                                            n=len(cells - reached)))
    return None


def turns_as_placed(s: State) -> Fault | None:
    """SAG-TURN-PLACE: every turn ends with the tile taken placed in the seat's display, so
    a seat's turn count is at most its tiles (a puzzle may start with tiles placed and no
    turn counted). Without this, a raised count grows past any game's 72 turns."""
    for seat, p in enumerate(s.seats):
        if p.turns > len(p.display):
            return Fault(R.TURN_PLACE, Msg("sag.reach.turns", seat=seat + 1, turns=p.turns,
                                           tiles=len(p.display)))
    return None


def end_as_scored(s: State) -> Fault | None:
    """SAG-END-TARGET: a score at the target triggers the end at the end of that turn, so a
    turn starts with the end triggered once a score is there; SAG-END-WIN: a finished game
    names the seat its scores give (the highest; of those tied, who reached it first)."""
    if s.options.solo:
        return None
    target = TARGETS[s.options.players]
    best = max(pl.score for pl in s.seats)
    if s.phase is Phase.TAKE and not s.ending and best >= target:
        return Fault(R.END_TARGET, Msg("sag.reach.target", score=best, target=target))
    if s.phase is Phase.OVER and s.winners != winners(s.seats):
        return Fault(R.END_WIN, Msg("sag.reach.winner", named=s.winners[0] + 1,
                                    winner=winners(s.seats)[0] + 1))
    return None


CHECKS = (offer_to_take, intermezzo_runs, arrows_marked, displays_joined, turns_as_placed,
          end_as_scored)

#: Refuses (``NotationError``) a position no game reaches, with the reason.
check_reachable = refuser(CHECKS)
