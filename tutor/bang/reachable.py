"""BANG! positions no game reaches (issue 33): the checks ``from_notation`` runs once the
fields are read (:mod:`tutor.core.reachable`), each citing the rule that rules the position
out. The reader itself checks the roles, the 80 cards, lives, the dead seats' empty hands,
and that the first pending step asks a seat; these are the facts between fields that the
engine relies on:

* the game is over exactly when one side has won, and names that side (BANG-ELIM-CHECK,
  BANG-WIN-LAW, BANG-WIN-OUTLAW, BANG-WIN-RENEGADE);
* the seat on its turn is alive (BANG-ELIM: a player eliminated on his turn passes it at
  once), and so is a seat asked to choose (BANG-SETUP-CHAR, BANG-TURN-DRAW);
* the steps of a turn (Dynamite, Jail, draw, discard) are its seat's (BANG-TURN-START,
  BANG-TURN-DRAW, BANG-TURN-DISCARD);
* a living player at 0 life or less is one a Beer may still save: his dying step is
  pending (BANG-SAVE);
* a seat has no character only while it is still to choose one (BANG-SETUP-CHAR).
"""

from __future__ import annotations

from tutor.core import Msg
from tutor.core.i18n import register_catalog
from tutor.core.reachable import Fault, refuser

from .rulebook import R
from .state import State
from .steps import Choose, Deal, DrawChoice, Dying, KitPick, decided


register_catalog({
    "bang.reach.decided.law": {
        "en": "the Sheriff and his Deputies have won (players {named}), yet the game goes on "
              "(winners=-)",
        "fr": "le shérif et ses adjoints ont gagné (joueurs {named}), mais la partie continue "
              "(winners=-)"},
    "bang.reach.decided.outlaws": {
        "en": "the Outlaws have won (players {named}), yet the game goes on (winners=-)",
        "fr": "les hors-la-loi ont gagné (joueurs {named}), mais la partie continue "
              "(winners=-)"},
    "bang.reach.decided.renegade": {
        "en": "the Renegade has won (player {named}), yet the game goes on (winners=-)",
        "fr": "le renégat a gagné (joueur {named}), mais la partie continue (winners=-)"},
    "bang.reach.not_decided": {
        "en": "the game names the winners {named}, yet no side has won: the Sheriff is alive "
              "and so is an Outlaw or the Renegade",
        "fr": "la partie nomme gagnants {named}, mais aucun camp n'a gagné : le shérif est "
              "vivant, un hors-la-loi ou le renégat aussi"},
    "bang.reach.winners": {
        "en": "the game names the winners {named}, but the side that won is {want}",
        "fr": "la partie nomme gagnants {named}, mais le camp gagnant est {want}"},
    "bang.reach.dead_turn": {
        "en": "it is the turn of player {seat}, who is out of the game (a player eliminated "
              "on his turn hands it on at once)",
        "fr": "c'est le tour du joueur {seat}, qui est éliminé (un joueur éliminé pendant "
              "son tour le passe aussitôt)"},
    "bang.reach.dead_asked": {
        "en": "player {seat}, out of the game, is asked to choose",
        "fr": "le joueur {seat}, éliminé, doit choisir"},
    "bang.reach.turn_step": {
        "en": "a step of player {seat}'s turn is pending on player {turn}'s turn",
        "fr": "une étape du tour du joueur {seat} est en attente au tour du joueur {turn}"},
    "bang.reach.no_life": {
        "en": "player {seat} is alive at {life} life with no Beer asked for (he is saved at "
              "once or out)",
        "fr": "le joueur {seat} est vivant à {life} point de vie sans Bière demandée (il est "
              "sauvé aussitôt ou éliminé)"},
    "bang.reach.choose_option": {
        "en": "a character is being chosen in a game without the choice (choose=no)",
        "fr": "un personnage est en train d'être choisi dans une partie sans le choix "
              "(choose=no)"},
    "bang.reach.character": {
        "en": "player {seat} has no character while none is to choose, or one while he is "
              "still to choose",
        "fr": "le joueur {seat} n'a pas de personnage alors qu'aucun choix n'est en attente, "
              "ou en a un alors qu'il doit encore choisir"},
})


#: BANG-ELIM-CHECK: the side that has won, and the rule of its win.
CAMP_RULE = {"law": R.WIN_LAW, "outlaws": R.WIN_OUTLAW, "renegade": R.WIN_RENEGADE}


def game_decided(s: State) -> Fault | None:
    """BANG-ELIM-CHECK: the game ends as soon as the Sheriff is out (the Outlaws win, or the
    Renegade alone alive) or every Outlaw and the Renegade are (the Sheriff and his
    Deputies win); a game over names the side that won."""
    won = decided(s)
    if not s.winners:
        if won is not None:
            winners, camp = won
            return Fault(CAMP_RULE[camp], Msg(f"bang.reach.decided.{camp}",
                                              named=[w + 1 for w in winners]))
        return None
    if won is None:
        return Fault(R.ELIM_CHECK, Msg("bang.reach.not_decided",
                                       named=[w + 1 for w in s.winners]))
    winners, camp = won
    if s.winners != winners:
        return Fault(CAMP_RULE[camp], Msg("bang.reach.winners", named=[w + 1 for w in s.winners],
                                          want=[w + 1 for w in winners]))
    return None


def living_to_act(s: State) -> Fault | None:
    """BANG-ELIM: a player eliminated on his turn hands it to the next living player at
    once, so a game going on is on a living player's turn; a seat asked to choose a
    character or a card to draw is alive too."""
    if s.winners:
        return None
    if not s.seats[s.turn].alive:
        return Fault(R.ELIM, Msg("bang.reach.dead_turn", seat=s.turn + 1))
    top = s.stack[0] if s.stack else None
    if isinstance(top, (Choose, DrawChoice, KitPick)) and not s.seats[top.seat].alive:
        return Fault(R.ELIM, Msg("bang.reach.dead_asked", seat=top.seat + 1))
    return None


def turn_steps(s: State) -> Fault | None:
    """BANG-TURN-START, BANG-TURN-DRAW, BANG-TURN-DISCARD: Dynamite, Jail, the draw and the
    discard down to the hand limit are steps of the turn of the seat they name."""
    for frame in s.stack:
        rule = frame.TURN_RULE          # a step of the turn (each step says its rule)
        if rule is not None and frame.seat != s.turn:
            return Fault(rule, Msg("bang.reach.turn_step", seat=frame.seat + 1,
                                   turn=s.turn + 1))
    return None


def dying_pending(s: State) -> Fault | None:
    """BANG-SAVE: a player brought to 0 life or less is saved by a Beer at once or is out,
    so a living player at 0 or less has his dying step pending (before the deal, every
    life is still 0)."""
    if s.winners or any(isinstance(f, Deal) for f in s.stack):
        return None
    dying = {f.seat for f in s.stack if isinstance(f, Dying)}
    for i, seat in enumerate(s.seats):
        if seat.alive and seat.life <= 0 and i not in dying:
            return Fault(R.SAVE, Msg("bang.reach.no_life", seat=i + 1, life=seat.life))
    return None


def characters_chosen(s: State) -> Fault | None:
    """BANG-SETUP-CHAR: characters are dealt, or each player chooses one of two (BGA's
    option) before the cards are dealt: a seat has none exactly while its choice is
    pending."""
    choosing = {f.seat for f in s.stack if isinstance(f, Choose)}
    if choosing and not s.options.choose:
        return Fault(R.SETUP_CHAR, Msg("bang.reach.choose_option"))
    for i, seat in enumerate(s.seats):
        if (not seat.character) != (i in choosing):
            return Fault(R.SETUP_CHAR, Msg("bang.reach.character", seat=i + 1))
    return None


CHECKS = (game_decided, living_to_act, turn_steps, dying_pending, characters_chosen)

#: Refuses (``NotationError``) a position no game reaches, with the reason.
check_reachable = refuser(CHECKS)
