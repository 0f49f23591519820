"""Big Monster positions no game reaches (issue 33): the checks ``from_notation`` runs once
the fields are read (:mod:`tutor.core.reachable`), each citing the rule that rules the
position out. The reader itself checks each field and that the tiles add up to the set;
these are the facts between fields that the engine relies on:

* the explorers: the black ones with 4 players or more (BM-COMP-EXPL), one kept by each seat once the explorers' step is over, and in that step
  someone still to choose, before anything is placed (BM-SETUP-EXPL);
* the draft (BM-DRAFT-*): the hands still to choose from hold the same number of tiles,
  enough to last the round (a hand of 1 tile before the 9th turn would be passed on empty);
  one ship holds the rest of each hand chosen from, one tile shorter; the 9th turn's picks
  pass nothing (BM-ROUND-NINE); round 2 is dealt from the box (BM-ROUND-TWO);
* the rows (BM-ROW-*): a row holds 2 tiles per seat still to take from it this turn; each
  turn uses one row of the set, so the turns played and the rows left are at most the rows
  the set gives the table (BM-ROW-REVEAL, BM-ROW-END);
* a tile waits to be placed while the place step asks (BM-DRAFT-REVEAL, BM-ROW-PICK); the
  black male explorer's 19th tile exists only with him (BM-EXPL-3);
* a game over names the winners the scores give (BM-END-TIE), a game going on names none.

The draft's rules are stated on hand sizes, not on the turn number alone: a puzzle may
start with short or empty hands (the round then ends when the hands are empty).
"""

from __future__ import annotations

from collections.abc import Sequence

from tutor.core import Msg
from tutor.core.i18n import register_catalog
from tutor.core.reachable import Fault, refuser

from .data import BLACK_EXPLORERS, TILE_TOTALS
from .rulebook import R
from .rules import salvager
from .scoring import winners
from .state import HAND, SALVAGE_TURN, TURNS, Phase, State


register_catalog({
    "bm.reach.black": {
        "en": "black explorer {explorer} is dealt at a table of {players}: the black "
              "explorers play with 4 players or more",
        "fr": "l'explorateur noir {explorer} est distribué à une table de {players} : les "
              "explorateurs noirs se jouent à 4 joueurs ou plus"},
    "bm.reach.draft_step": {
        "en": "step {phase} is not a step of a game with the draft",
        "fr": "l'étape {phase} n'est pas une étape d'une partie avec draft"},
    "bm.reach.row_step": {
        "en": "step {phase} is not a step of a game with rows (2–3 players without the "
              "draft)",
        "fr": "l'étape {phase} n'est pas une étape d'une partie avec rangées (2–3 joueurs "
              "sans draft)"},
    "bm.reach.explorer_missing": {
        "en": "{n:plural:player|players} {seats} {n:plural:has|have} kept no explorer at "
              "step {phase}",
        "fr": "{n:plural:le joueur|les joueurs} {seats} n'{n:plural:a|ont} gardé aucun "
              "explorateur à l'étape {phase}"},
    "bm.reach.explorers_done": {
        "en": "every seat has kept its explorer, yet the explorers' step goes on",
        "fr": "chaque place a gardé son explorateur, mais l'étape des explorateurs continue"},
    "bm.reach.explorers_late": {
        "en": "the explorers are chosen before anything else: here a turn, a round or a "
              "tile has already been played",
        "fr": "les explorateurs se choisissent avant tout le reste : ici un tour, une manche "
              "ou une tuile a déjà été joué"},
    "bm.reach.hands": {
        "en": "at turn {turn} the hands to choose from hold {sizes} tiles: they hold the "
              "same number, at least {least}",
        "fr": "au tour {turn} les mains où choisir ont {sizes} tuiles : elles en ont le même "
              "nombre, au moins {least}"},
    "bm.reach.hand_kept": {
        "en": "player {seat} has chosen but still holds a hand (the rest goes on a ship)",
        "fr": "le joueur {seat} a choisi mais garde une main (le reste va sur un bateau)"},
    "bm.reach.ships": {
        "en": "the ships hold {ships} tiles, but the {chose} players who have chosen put "
              "{want} on them",
        "fr": "les bateaux portent {ships} tuiles, mais les {chose} joueurs qui ont choisi y "
              "ont mis {want}"},
    "bm.reach.ships_placing": {
        "en": "a ship still holds a hand while the tiles are placed (the hands are taken "
              "when the tiles are revealed)",
        "fr": "un bateau porte encore une main pendant la pose (les mains sont reprises "
              "quand les tuiles sont révélées)"},
    "bm.reach.next_hands": {
        "en": "at turn {turn} the next hands hold {sizes} tiles: they hold the same number, "
              "none after the 9th turn, else at least {least}",
        "fr": "au tour {turn} les prochaines mains ont {sizes} tuiles : elles en ont le même "
              "nombre, aucune après le 9e tour, sinon au moins {least}"},
    "bm.reach.box": {
        "en": "the box holds {n} tiles in round 1, but round 2 deals {want} from it",
        "fr": "la boîte contient {n} tuiles à la manche 1, mais la manche 2 en distribue "
              "{want}"},
    "bm.reach.rows_draft": {
        "en": "rows are shown in a game with the draft",
        "fr": "des rangées sont montrées dans une partie avec draft"},
    "bm.reach.hands_rows": {
        "en": "hands or ships are used in a game with rows",
        "fr": "des mains ou des bateaux servent dans une partie avec rangées"},
    "bm.reach.rows_early": {
        "en": "a row is shown before the explorers are chosen",
        "fr": "une rangée est montrée avant le choix des explorateurs"},
    "bm.reach.row_choice": {
        "en": "the first player chooses between 2 rows, before anyone takes ({rows} shown)",
        "fr": "le premier joueur choisit entre 2 rangées, avant que quiconque prenne "
              "({rows} montrées)"},
    "bm.reach.row_taken": {
        "en": "{left} {left:plural:player|players} still take from the chosen row this "
              "turn, which does not match the row named (row=)",
        "fr": "{left} {left:plural:joueur prend|joueurs prennent} encore dans la rangée "
              "choisie ce tour, ce qui ne correspond pas à la rangée nommée (row=)"},
    "bm.reach.row_sizes": {
        "en": "the rows hold {sizes} tiles, but {want} are left: 2 per player, and in the "
              "chosen row 2 per player still to take ({left})",
        "fr": "les rangées ont {sizes} tuiles, mais il en reste {want} : 2 par joueur, et "
              "dans la rangée choisie 2 par joueur qui doit encore prendre ({left})"},
    "bm.reach.nothing_to_place": {
        "en": "the tiles are being placed, yet no tile waits to be placed",
        "fr": "c'est la pose, mais aucune tuile n'attend d'être posée"},
    "bm.reach.placing": {
        "en": "{n:plural:player|players} {seats} {n:plural:has|have} a tile to place, but in "
              "the rows only the player taking (player {active}) has one",
        "fr": "{n:plural:le joueur|les joueurs} {seats} {n:plural:a|ont} une tuile à poser, "
              "mais dans les rangées seul le joueur qui prend (joueur {active}) en a une"},
    "bm.reach.waiting": {
        "en": "{n:plural:player|players} {seats} still {n:plural:has|have} a tile to place "
              "at step {phase}",
        "fr": "{n:plural:le joueur|les joueurs} {seats} {n:plural:a|ont} encore une tuile à "
              "poser à l'étape {phase}"},
    "bm.reach.salvage": {
        "en": "a 19th tile (turn 10, after round 2) is taken only by the player with the "
              "black male explorer",
        "fr": "une 19e tuile (tour 10, après la manche 2) ne se prend que par le joueur qui "
              "a l'explorateur noir"},
    "bm.reach.turn": {
        "en": "a round has 9 turns, not {turn}",
        "fr": "une manche a 9 tours, pas {turn}"},
    "bm.reach.row_turns": {
        "en": "turn {turn} with {left} {left:plural:row|rows} of tiles still to play: the "
              "set gives {rows} rows of {size} tiles to a table of {players}, one a turn, so "
              "the game would end at turn {end}, past its last turn {most}",
        "fr": "tour {turn} avec encore {left} {left:plural:rangée|rangées} de tuiles à "
              "jouer : le jeu donne {rows} rangées de {size} tuiles à une table de {players}, "
              "une par tour, la partie finirait donc au tour {end}, après son dernier tour "
              "{most}"},
    "bm.reach.early_winners": {
        "en": "the game goes on, yet it names winners",
        "fr": "la partie continue, mais elle nomme des gagnants"},
    "bm.reach.winners": {
        "en": "the game over names the winners {named}, but the scores make {want} the "
              "winners",
        "fr": "la partie finie nomme gagnants {named}, mais les scores font gagner {want}"},
})


#: BM-COMP-EXPL: the black explorers play with this many players or more.
BLACK_FROM = 4


def _seats(seats: Sequence[int]) -> list[int]:
    return [s + 1 for s in seats]


def explorers_dealt(s: State) -> Fault | None:
    """BM-COMP-EXPL: the black explorers are dealt only with 4 players or more. (The same
    explorer dealt to several seats is accepted: the puzzles give every seat the explorer
    their lesson is about.)"""
    black = sorted({e for pair in s.dealt for e in pair} & set(BLACK_EXPLORERS))
    if black and s.players < BLACK_FROM:
        return Fault(R.COMP_EXPL, Msg("bm.reach.black", explorer=black[0], players=s.players))
    return None


#: The steps of a game with the draft (4–6 players, or 3 with BGA's option) and with rows.
DRAFT_STEPS = frozenset({Phase.EXPLORER, Phase.PICK, Phase.PLACE, Phase.SALVAGE, Phase.OVER})
ROW_STEPS = frozenset({Phase.EXPLORER, Phase.ROW, Phase.TAKE, Phase.PLACE, Phase.OVER})


def steps_of_the_game(s: State) -> Fault | None:
    """BM-DRAFT-SIMUL, BM-ROW-PICK: a game with the draft picks from hands (and the black
    male explorer may salvage, BM-EXPL-3); a game of 2–3 players without it takes from
    rows."""
    if s.phase not in (DRAFT_STEPS if s.options.draft else ROW_STEPS):
        rule = R.DRAFT_SIMUL if s.options.draft else R.ROW_PICK
        return Fault(rule, Msg("bm.reach.draft_step" if s.options.draft else
                               "bm.reach.row_step", phase=s.phase.value))
    return None


def explorers_kept(s: State) -> Fault | None:
    """BM-SETUP-EXPL: the game starts with every seat keeping one of its two explorers, all
    at once; the step lasts while someone still has to choose, before any tile is chosen,
    passed, placed or revealed; after it, every seat has one."""
    if s.phase is not Phase.EXPLORER:
        if not all(s.explorers):
            missing = _seats(i for i, e in enumerate(s.explorers) if not e)
            return Fault(R.SETUP_EXPL, Msg("bm.reach.explorer_missing", seats=missing,
                                           n=len(missing), phase=s.phase.value))
        return None
    if all(s.explorers):
        return Fault(R.SETUP_EXPL, Msg("bm.reach.explorers_done"))
    started = (s.round, s.turn) != (1, 1) or any(s.areas) or any(s.chosen) or any(
        x is not None for x in s.ships) or s.discard or s.rows
    if started:
        return Fault(R.SETUP_EXPL, Msg("bm.reach.explorers_late"))
    return None


def _to_choose(s: State) -> list[int]:
    """The seats that still choose in the draft's step (all of them before it)."""
    if s.phase is Phase.EXPLORER:
        return list(range(s.players))
    return [i for i in range(s.players) if s.chosen[i] is None]


def draft_hands(s: State) -> Fault | None:
    """BM-DRAFT-SIMUL, BM-DRAFT-PASS, BM-ROUND-NINE: every seat chooses from a hand of the
    same size; the rest goes on one free ship (one per seat that has chosen, one tile
    shorter), and on the 9th turn is discarded. A hand of 1 tile before the 9th turn would
    pass on an empty hand: hands hold at least 10 − turn tiles (11 − turn in a game)."""
    if not s.options.draft:
        return None
    n = s.players
    if s.phase in (Phase.EXPLORER, Phase.PICK):
        choosing = _to_choose(s)
        sizes = {len(s.hands[i]) for i in choosing}
        if len(sizes) != 1 or min(sizes) + s.turn < TURNS + 1 or s.turn > TURNS:
            return Fault(R.DRAFT_SIMUL, Msg("bm.reach.hands", turn=s.turn,
                                            sizes=[len(s.hands[i]) for i in choosing],
                                            least=max(1, TURNS + 1 - s.turn)))
        k = sizes.pop()
        chose = [i for i in range(n) if i not in choosing]
        if any(s.hands[i] for i in chose):
            return Fault(R.DRAFT_PASS, Msg("bm.reach.hand_kept", seat=chose[0] + 1))
        full = [len(x) for x in s.ships if x is not None]
        want = [] if s.turn == TURNS else [k - 1] * len(chose)
        if full != want:
            rule = R.ROUND_NINE if s.turn == TURNS else R.DRAFT_PASS
            return Fault(rule, Msg("bm.reach.ships", ships=full or "-", want=want or "-",
                                   chose=len(chose)))
        return None
    if s.phase is Phase.PLACE and s.turn <= TURNS:
        if any(x is not None for x in s.ships):
            return Fault(R.DRAFT_REVEAL, Msg("bm.reach.ships_placing"))
        sizes = {len(h) for h in s.hands}
        last = s.turn == TURNS
        if len(sizes) != 1 or (last and max(sizes)) or (
                max(sizes) and max(sizes) + s.turn < TURNS):
            return Fault(R.ROUND_NINE if last else R.DRAFT_PASS, Msg(
                "bm.reach.next_hands", turn=s.turn, sizes=[len(h) for h in s.hands],
                least=TURNS - s.turn))
    return None


def round_two_in_the_box(s: State) -> Fault | None:
    """BM-ROUND-TWO: round 2's hands (10 tiles each) are dealt from the box."""
    if s.options.draft and s.round == 1 and len(s.box) < HAND * s.players:
        return Fault(R.ROUND_TWO, Msg("bm.reach.box", n=len(s.box), want=HAND * s.players))
    return None


def _left_to_take(s: State) -> int:
    """The seats still to take from the chosen row this turn, the active one included."""
    return (s.first - s.active) % s.players or s.players


def rows_as_taken(s: State) -> Fault | None:
    """BM-ROW-REVEAL, BM-ROW-TWO, BM-ROW-PICK: a row is revealed with 2 tiles per seat (at
    most 2 rows on display); the first player chooses one; each seat in turn takes a tile
    of it and discards another, so the chosen row holds 2 tiles per seat still to take.
    With the draft there are no rows, and no hands or ships without it."""
    n = s.players
    if s.options.draft:
        if s.rows or s.row is not None:
            return Fault(R.ROW_REVEAL, Msg("bm.reach.rows_draft"))
        return None
    if any(s.hands) or any(x is not None for x in s.ships):
        return Fault(R.ROW_PICK, Msg("bm.reach.hands_rows"))
    if s.phase in (Phase.EXPLORER, Phase.OVER):
        if s.phase is Phase.EXPLORER and s.rows:
            return Fault(R.ROW_REVEAL, Msg("bm.reach.rows_early"))
        return None
    left = _left_to_take(s) - (s.phase is Phase.PLACE)
    sizes = [len(r) for r in s.rows]
    want = [2 * n] * len(s.rows)
    if s.row is not None and s.row < len(s.rows):
        want[s.row] = 2 * left
    if s.phase is Phase.ROW and (s.row is not None or len(s.rows) != 2 or s.active != s.first):
        return Fault(R.ROW_TWO, Msg("bm.reach.row_choice", rows=len(s.rows)))
    if s.phase is Phase.TAKE and s.row is None or s.phase is Phase.PLACE and (
            (s.row is None) != (left == 0)):
        return Fault(R.ROW_PICK, Msg("bm.reach.row_taken", left=left))
    if len(s.rows) > 2 or sizes != want:
        return Fault(R.ROW_PICK, Msg("bm.reach.row_sizes", sizes=sizes or "-", want=want or "-",
                                     left=left))
    return None


def turns_the_set_gives(s: State) -> Fault | None:
    """BM-ROW-REVEAL, BM-ROW-END: each turn reveals (and uses) one row of 2 tiles per seat
    from the set, and the game ends when no row can be revealed. A position at turn ``t``
    has used ``t - 1`` rows, so ``t - 1`` plus the rows still to play (those on display,
    those the box still holds, and the current turn's when its row is used up) is at most
    the rows the set gives. Without this the engine would count turns past any game's last
    (a puzzle may start with any tiles placed: the check is on the turn count only)."""
    if s.options.draft or s.phase is Phase.EXPLORER:
        return None
    n = s.players
    size = 2 * n
    rows = TILE_TOTALS[n] // size
    current = s.phase is Phase.PLACE and s.row is None        # its row is all taken
    left = 0 if s.phase is Phase.OVER else len(s.rows) + len(s.box) // size + current
    end = s.turn + left
    if end > rows + 1:
        return Fault(R.ROW_END, Msg("bm.reach.row_turns", turn=s.turn, left=left, rows=rows,
                                    size=size, players=n, end=end, most=rows + 1))
    return None


def tiles_to_place(s: State) -> Fault | None:
    """BM-DRAFT-REVEAL, BM-ROW-PICK: a tile chosen waits to be placed while the place step
    asks for it; every other step starts with none waiting (in the rows, only the seat
    taking has one). BM-EXPL-3: the 19th tile, and the step that offers it, exist only with
    the black male explorer, after round 2."""
    waiting = [i for i, c in enumerate(s.chosen) if c is not None]
    if s.phase is Phase.PLACE:
        if not waiting:
            return Fault(R.PLACE_ADJ, Msg("bm.reach.nothing_to_place"))
        if not s.options.draft and waiting != [s.active]:
            return Fault(R.ROW_PICK, Msg("bm.reach.placing", seats=_seats(waiting),
                                         n=len(waiting), active=s.active + 1))
    elif s.phase is not Phase.PICK and waiting:
        return Fault(R.DRAFT_REVEAL, Msg("bm.reach.waiting", seats=_seats(waiting),
                                         n=len(waiting), phase=s.phase.value))
    late = s.phase is Phase.SALVAGE or (s.phase is Phase.PLACE and s.turn == SALVAGE_TURN
                                        and s.options.draft)
    if late:
        seat = salvager(s)
        if seat is None or s.round != 2 or s.turn != SALVAGE_TURN or (
                waiting and waiting != [seat]):
            return Fault(R.EXPL_3, Msg("bm.reach.salvage"))
    elif s.options.draft and s.turn > (SALVAGE_TURN if s.phase is Phase.OVER else TURNS):
        return Fault(R.ROUND_NINE, Msg("bm.reach.turn", turn=s.turn))
    return None


def winners_scored(s: State) -> Fault | None:
    """BM-END-SCORE, BM-END-TIE: the game over names the seats with the best score (its
    ties broken as the rules say); a game going on names nobody."""
    if s.phase is not Phase.OVER:
        if s.winners:
            return Fault(R.END_SCORE, Msg("bm.reach.early_winners"))
        return None
    want = winners(s)
    if s.winners != want:
        return Fault(R.END_TIE, Msg("bm.reach.winners", named=_seats(s.winners) or "-",
                                    want=_seats(want)))
    return None


CHECKS = (steps_of_the_game, explorers_dealt, explorers_kept, draft_hands, round_two_in_the_box,
          rows_as_taken, turns_the_set_gives, tiles_to_place, winners_scored)

#: Refuses (``NotationError``) a position no game reaches, with the reason.
check_reachable = refuser(CHECKS)
