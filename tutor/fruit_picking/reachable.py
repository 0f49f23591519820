"""Fruit Picking positions no game reaches (issue 33): the checks ``from_notation`` runs once
the fields are read (:mod:`tutor.core.reachable`), each citing the rule that rules the
position out. The reader itself counts the seeds and cards of the whole table and checks
the step's own fields; these are the facts between fields that the engine relies on:

* a player's seeds never leave his island (paid seeds go back to his Storage,
  FRU-COLLECT-2), but to a solo card (FRU-SOLO-2);
* a turn's planting starts with a seed on a farm (FRU-PLANT-4 refills empty farms and
  ends that turn; solo, FRU-SOLO-3, empty farms or Storage end the game);
* the end is triggered only once a combination is held (FRU-END-1), or a 5th card in the
  no-market variant, which ends the game at once by default (FRU-VAR-NOMARKET); a finished
  game names the winners the cards
  give (FRU-END-1, FRU-END-2; solo: the 5th card, FRU-SOLO-3);
* a market slot stays empty only once the deck is (FRU-COLLECT-3).
"""

from __future__ import annotations

from tutor.core import Msg
from tutor.core.i18n import register_catalog
from tutor.core.reachable import Fault, refuser

from .data import SEEDS_PER_PLAYER
from .resolve import _variant_winners, _winners
from .rulebook import R
from .rules import combinations
from .state import State


register_catalog({
    "fru.reach.seeds": {
        "en": "player {seat} has {n} seeds on his island, but each player keeps his {want}",
        "fr": "le joueur {seat} a {n} graines sur son île, mais chaque joueur garde ses "
              "{want}"},
    "fru.reach.no_seed": {
        "en": "player {seat} is asked to sow with no seed on any farm (empty farms are "
              "refilled, and that turn ends)",
        "fr": "le joueur {seat} doit planter sans aucune graine sur ses fermes (des fermes "
              "vides sont regarnies, et ce tour s'arrête là)"},
    "fru.reach.solo_over": {
        "en": "a solo game goes on with {cards} {cards:plural:card|cards} and {storage} "
              "{storage:plural:seed|seeds} in Storage: 5 cards win it, an empty Storage "
              "loses it",
        "fr": "une partie solo continue avec {cards} {cards:plural:carte|cartes} et "
              "{storage} {storage:plural:graine|graines} en réserve : 5 cartes la gagnent, "
              "une réserve vide la perd"},
    "fru.reach.solo_winner": {
        "en": "a finished solo game is won exactly with the 5 cards ({cards} here)",
        "fr": "une partie solo finie est gagnée exactement avec les 5 cartes ({cards} ici)"},
    "fru.reach.fifth_now": {
        "en": "player {seat} holds a 5th card, yet the game goes on (it ends at once)",
        "fr": "le joueur {seat} a une 5e carte, mais la partie continue (elle s'arrête "
              "aussitôt)"},
    "fru.reach.ending_combination": {
        "en": "the end is triggered (ending=yes), yet nobody holds a combination",
        "fr": "la fin est déclenchée (ending=yes), mais personne n'a de combinaison"},
    "fru.reach.ending_fifth": {
        "en": "the end is triggered (ending=yes), yet nobody holds 5 cards",
        "fr": "la fin est déclenchée (ending=yes), mais personne n'a 5 cartes"},
    "fru.reach.no_winner": {
        "en": "the game is over with no winner (winners=-), yet someone always wins it",
        "fr": "la partie est finie sans gagnant (winners=-), alors que quelqu'un la gagne "
              "toujours"},
    "fru.reach.winners": {
        "en": "the game names the winners {named}, but the cards make {want} the winners",
        "fr": "la partie nomme gagnants {named}, mais les cartes font gagner {want}"},
    "fru.reach.empty_slot": {
        "en": "market slot M{slot} is empty while the deck still holds {deck} "
              "{deck:plural:card|cards} (a slot is refilled from the deck)",
        "fr": "la case M{slot} du marché est vide alors que la pioche a encore {deck} "
              "{deck:plural:carte|cartes} (une case est regarnie depuis la pioche)"},
})


#: FRU-SOLO-3: the solo game is won with the 5 cards.
SOLO_CARDS = 5
#: FRU-VAR-NOMARKET: the 5th card bought ends the variant.
FIFTH = 5


def _solo(s: State) -> bool:
    return s.players == 1


def seeds_stay_home(s: State) -> Fault | None:
    """FRU-COLLECT-2: paid seeds go back to the payer's own Storage, so each player keeps
    his 18 seeds (FRU-SOLO-2: solo, the seeds spent on cards leave play)."""
    for seat in range(s.players):
        held = sum(s.seeds[seat]) + s.storage[seat] + (s.spent if _solo(s) else 0)
        if held != SEEDS_PER_PLAYER:
            return Fault(R.SOLO_2 if _solo(s) else R.COLLECT_2,
                         Msg("fru.reach.seeds", seat=seat + 1, n=held, want=SEEDS_PER_PLAYER))
    return None


def seed_to_sow(s: State) -> Fault | None:
    """FRU-PLANT-4: a turn whose farms are all empty is the refill's, and ends there, so a
    player asked to sow has a seed on a farm (solo, FRU-SOLO-3: empty farms end the game)."""
    if s.phase == "plant" and not any(s.seeds[s.turn][1:]):
        return Fault(R.SOLO_3 if _solo(s) else R.PLANT_4,
                     Msg("fru.reach.no_seed", seat=s.turn + 1))
    return None


def solo_goes_on(s: State) -> Fault | None:
    """FRU-SOLO-3: the solo game ends, won, with the 5th card, and lost once Storage is
    empty; a finished one is won exactly with the 5 cards."""
    if not _solo(s):
        return None
    cards = len(s.cards[0])
    if s.phase != "over" and (cards >= SOLO_CARDS or not s.storage[0]):
        return Fault(R.SOLO_3, Msg("fru.reach.solo_over", cards=cards, storage=s.storage[0]))
    if s.phase == "over" and s.winners != ((0,) if cards >= SOLO_CARDS else ()):
        return Fault(R.SOLO_3, Msg("fru.reach.solo_winner", cards=cards))
    return None


def _ends(s: State) -> tuple[list[int], str, R]:
    """The seats whose cards end the game, what they hold, and the rule."""
    if s.options.no_market:
        return ([seat for seat in range(s.players) if len(s.cards[seat]) >= FIFTH],
                "fifth", R.VAR_NOMARKET)
    return ([seat for seat in range(s.players) if combinations(s.cards[seat])], "combination",
            R.END_1)


def end_as_held(s: State) -> Fault | None:
    """FRU-END-1: the turn a combination is completed triggers the end (the round is then
    finished); FRU-VAR-NOMARKET: the 5th card ends the game at once, or triggers the end
    of the round (``fifth=round...``). So the end is never triggered with nothing that
    triggers it (the round would end with no winner). The other way round is accepted: a
    combination held with the end not triggered yet is triggered at the end of the holder's
    turn (the course's tie-break lesson starts from such a position)."""
    if _solo(s) or s.phase == "over":
        return None
    holders, what, rule = _ends(s)
    at_once = s.options.no_market and s.options.variant_end == "now"
    if at_once and holders:
        return Fault(rule, Msg("fru.reach.fifth_now", seat=holders[0] + 1))
    if s.ending and not holders:
        return Fault(rule, Msg(f"fru.reach.ending_{what}"))
    return None


def winners_as_held(s: State) -> Fault | None:
    """FRU-END-1, FRU-END-2: a finished game names the holders of a combination, the
    tie-break between them (FRU-VAR-NOMARKET: as its winner switch says), never nobody."""
    if _solo(s) or s.phase != "over":
        return None
    want = _variant_winners(s) if s.options.no_market else _winners(s)
    tied = len(_ends(s)[0]) > 1
    rule = R.VAR_NOMARKET if s.options.no_market else (R.END_2 if tied else R.END_1)
    if not s.winners:
        return Fault(rule, Msg("fru.reach.no_winner"))
    if s.winners != want:
        return Fault(rule, Msg("fru.reach.winners", named=[w + 1 for w in s.winners],
                               want=[w + 1 for w in want] or "-"))
    return None


def market_refilled(s: State) -> Fault | None:
    """FRU-COLLECT-3: the slot a card leaves is refilled from the deck; a slot stays empty
    only once the deck is."""
    if s.deck and "" in s.market:
        return Fault(R.COLLECT_3, Msg("fru.reach.empty_slot", slot=s.market.index("") + 1,
                                      deck=len(s.deck)))
    return None


CHECKS = (seeds_stay_home, seed_to_sow, solo_goes_on, end_as_held, winners_as_held,
          market_refilled)

#: Refuses (``NotationError``) a position no game reaches, with the reason.
check_reachable = refuser(CHECKS)
