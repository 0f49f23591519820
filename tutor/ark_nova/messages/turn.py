"""EN/FR messages of Ark Nova's game flow (``an.state.*``, ``an.turn.*``): the options,
the setup, the turn and its steps, the Cards action and the break. French follows BGA's
French help page (rivière, pause, jeton X, portée de réputation, Mécènes)."""

from tutor.core import register_catalog

MESSAGES = {
    # --- options
    "an.state.bad_players": {
        "en": "Ark Nova is played by {lo} to {hi} players, not {players}",
        "fr": "Ark Nova se joue de {lo} à {hi} joueurs, pas {players}",
    },
    "an.state.bad_map": {
        "en": "the zoo map is one of {maps}, not {map}",
        "fr": "le plan de zoo est l'un de {maps}, pas {map}",
    },
    "an.state.bad_options": {
        "en": "the options of an Ark Nova game are its Options, not a {kind}",
        "fr": "les options d'une partie d'Ark Nova sont ses Options, pas un {kind}",
    },
    # --- asks
    "an.turn.ask.keep": {
        "en": "{who}: keep 4 of your {n} cards (the others are discarded)",
        "fr": "{who:Le} : gardez 4 de vos {n} cartes (les autres sont défaussées)",
    },
    "an.turn.ask.turn": {
        "en": "{who}: choose an Action card, or the X-token action",
        "fr": "{who:Le} : choisissez une carte Action, ou l'action jeton X",
    },
    "an.turn.ask.draw": {
        "en": "{who}: draw a card ({left} more at most; {drawn} {drawn:plural:card|cards} "
              "drawn), or stop",
        "fr": "{who:Le} : piochez une carte ({left} de plus au maximum ; {drawn} "
              "{drawn:plural:piochée|piochées}), ou arrêtez",
    },
    "an.turn.ask.discard": {
        "en": "{who}: discard {n} card from your hand (compulsory)",
        "fr": "{who:Le} : défaussez {n} carte de votre main (obligatoire)",
    },
    "an.turn.ask.limit": {
        "en": "{who}: {hand} cards in hand, the limit is {limit}: discard one",
        "fr": "{who:Le} : {hand} cartes en main, la limite est {limit} : défaussez-en une",
    },
    # --- gates
    "an.turn.gate.over": {"en": "the game is over", "fr": "la partie est terminée"},
    "an.turn.gate.wrong_step": {"en": "not now: {ask}", "fr": "pas maintenant : {ask}"},
    # --- the start hand
    "an.turn.keep.count": {
        "en": "{n} different cards chosen of the {drawn} drawn: exactly {keep} are kept",
        "fr": "{n} cartes différentes choisies parmi les {drawn} piochées : on en garde "
              "exactement {keep}",
    },
    "an.turn.keep.missing": {
        "en": "not among your cards: {cards}",
        "fr": "pas parmi vos cartes : {cards}",
    },
    "an.turn.keep.in_hand": {"en": "every card kept is yours",
                             "fr": "chaque carte gardée est à vous"},
    # --- choosing an action
    "an.turn.x.spend": {
        "en": "{x} {x:plural:X-token|X-tokens} spent before the action; you hold {have}",
        "fr": "{x} {x:plural:jeton X dépensé|jetons X dépensés} avant l'action ; vous en "
              "avez {have}",
    },
    "an.turn.act.unknown": {
        "en": "{action} is not one of the 5 Action cards",
        "fr": "{action} n'est pas l'une des 5 cartes Action",
    },
    "an.turn.act.possible": {
        "en": "the {action} action can always do something",
        "fr": "l'action {action} peut toujours faire quelque chose",
    },
    "an.turn.act.zero": {
        "en": "the {action} action at strength 0 can do nothing",
        "fr": "l'action {action} de force 0 ne peut rien faire",
    },
    # --- the Cards action
    "an.turn.draw.left": {
        "en": "this row draws up to {draw}: {left} more {left:plural:card|cards} may be drawn",
        "fr": "cette ligne pioche jusqu'à {draw} : encore {left} "
              "{left:plural:possible|possibles}",
    },
    "an.turn.draw.deck": {
        "en": "the deck holds {deck} {deck:plural:card|cards}, the discard pile {discard} "
              "(reshuffled when the deck is empty)",
        "fr": "la pioche a {deck} {deck:plural:carte|cartes}, la défausse {discard} (mélangée "
              "quand la pioche est vide)",
    },
    "an.turn.draw.folder": {
        "en": "folder {folder} does not exist: the display has folders 1 to 6",
        "fr": "l'emplacement {folder} n'existe pas : la rivière a les emplacements 1 à 6",
    },
    "an.turn.draw.side_i": {
        "en": "Cards on side I draws from the deck only",
        "fr": "Cartes face I pioche seulement dans la pioche",
    },
    "an.turn.draw.range": {
        "en": "folder {folder}: reputation {reputation} reaches folders 1 to {highest}",
        "fr": "emplacement {folder} : une réputation de {reputation} atteint les "
              "emplacements 1 à {highest}",
    },
    "an.turn.folder.card": {"en": "folder {folder} holds card {card}",
                            "fr": "l'emplacement {folder} contient la carte {card}"},
    "an.turn.folder.empty": {"en": "folder {folder} is empty this turn",
                             "fr": "l'emplacement {folder} est vide ce tour-ci"},
    "an.turn.snap.row": {
        "en": "row {row} of side {side} may snap instead of drawing",
        "fr": "la ligne {row} de la face {side} permet de prendre une carte au lieu de piocher",
    },
    "an.turn.snap.no_row": {
        "en": "row {row} of side {side} has no snap",
        "fr": "la ligne {row} de la face {side} ne permet pas de prendre une carte de la "
              "rivière",
    },
    "an.turn.snap.drawn": {
        "en": "a snap replaces the draw: {drawn} {drawn:plural:card|cards} drawn already",
        "fr": "prendre une carte remplace la pioche : {drawn} {drawn:plural:carte déjà "
              "piochée|cartes déjà piochées}",
    },
    "an.turn.stop": {
        "en": "a Cards action takes at least one card: {drawn} {drawn:plural:card|cards} drawn "
              "so far",
        "fr": "une action Cartes prend au moins une carte : {drawn} "
              "{drawn:plural:piochée|piochées} jusqu'ici",
    },
    "an.turn.discard.hand": {"en": "card {card} is in your hand of {n}",
                             "fr": "la carte {card} est dans votre main de {n}"},
    "an.turn.discard.not_hand": {"en": "card {card} is not in your hand of {n}",
                                 "fr": "la carte {card} n'est pas dans votre main de {n}"},
    "an.turn.limit": {"en": "{hand} cards in hand, the limit is {limit}",
                      "fr": "{hand} cartes en main, la limite est {limit}"},
    # --- moves in words
    "an.turn.move.keep": {"en": "keep {n} {n:plural:card|cards}",
                          "fr": "garder {n} {n:plural:carte|cartes}"},
    "an.turn.move.act": {"en": "{action} with {x} {x:plural:X-token|X-tokens}",
                         "fr": "{action} avec {x} {x:plural:jeton X|jetons X}"},
    "an.turn.move.act_plain": {"en": "{action}, no X-token spent",
                               "fr": "{action}, sans dépenser de jeton X"},
    "an.turn.move.xaction": {"en": "the X-token action with {action}",
                             "fr": "l'action jeton X avec {action}"},
    "an.turn.move.typed_wrong": {"en": "a move typed wrong: {move}",
                                 "fr": "un coup mal formé : {move}"},
    "an.turn.typed_wrong": {"en": "{field} must be {expected}: {value} is not",
                            "fr": "{field} doit être {expected} : {value} ne l'est pas"},
    "an.turn.move.draw_deck": {"en": "draw from the deck", "fr": "piocher dans la pioche"},
    "an.turn.move.draw": {"en": "draw the card of folder {folder}",
                          "fr": "piocher la carte de l'emplacement {folder}"},
    "an.turn.move.snap": {"en": "snap the card of folder {folder}",
                          "fr": "prendre la carte de l'emplacement {folder}"},
    "an.turn.move.stop": {"en": "draw no more", "fr": "ne plus piocher"},
    "an.turn.move.discard": {"en": "discard card {card}", "fr": "défausser la carte {card}"},
    # --- events
    "an.turn.ev.kept": {"en": "{who} keeps 4 cards and discards {n}",
                        "fr": "{who:Le} garde 4 cartes et en défausse {n}"},
    "an.turn.ev.next": {"en": "{who}'s turn", "fr": "au tour {who:de}"},
    "an.turn.ev.reshuffle": {
        "en": "the deck is empty: the discard pile ({n} cards) is shuffled into a new deck",
        "fr": "la pioche est vide : la défausse ({n} cartes) est mélangée pour former une "
              "nouvelle pioche",
    },
    "an.turn.ev.refill": {
        "en": "the display slides toward folder 1 and {n} {n:plural:card fills|cards fill} "
              "it again",
        "fr": "la rivière glisse vers l'emplacement 1 et {n} {n:plural:carte la complète|"
              "cartes la complètent}",
    },
    "an.turn.ev.solo_break": {
        "en": "solo: no Break token, the {steps} break {steps:plural:step is|steps are} not "
              "counted (a solo break comes after the round's last turn)",
        "fr": "en solo, pas de jeton pause : {steps:plural:la case|les cases} de pause "
              "({steps}) ne {steps:plural:compte|comptent} pas (une pause solo vient après le "
              "dernier tour de la manche)",
    },
    "an.turn.ev.break_queued": {
        "en": "the Break token reaches the end: a break after this turn; {who} gains 1 "
              "X-token ({x} now)",
        "fr": "le jeton pause atteint le bout : pause après ce tour ; {who:le} gagne 1 jeton X "
              "({x} maintenant)",
    },
    "an.turn.ev.draw_deck": {"en": "{who} draws a card from the deck",
                             "fr": "{who:Le} pioche une carte"},
    "an.turn.ev.draw": {"en": "{who} takes card {card} from folder {folder}",
                        "fr": "{who:Le} prend la carte {card} de l'emplacement {folder}"},
    "an.turn.ev.snap": {"en": "{who} snaps card {card} from folder {folder}",
                        "fr": "{who:Le} prend la carte {card} de l'emplacement {folder}"},
    "an.turn.ev.stop": {"en": "{who} stops after {drawn} {drawn:plural:card|cards}",
                        "fr": "{who:Le} s'arrête après {drawn} {drawn:plural:carte|cartes}"},
    "an.turn.ev.discard": {"en": "{who} discards card {card}",
                           "fr": "{who:Le} défausse la carte {card}"},
    "an.turn.ev.break": {"en": "break (triggered by {who})",
                         "fr": "pause (déclenchée par {who:le})"},
    "an.turn.ev.tokens": {
        "en": "the tokens on the Action cards are removed ({venom} Venom, {constriction} "
              "Constriction)",
        "fr": "les jetons des cartes Action sont retirés ({venom} Venin, {constriction} "
              "Constriction)",
    },
    "an.turn.ev.tokens_mult": {
        "en": "the {n} Multiplier {n:plural:token|tokens} go too",
        "fr": "{n:plural:le|les} {n} {n:plural:jeton|jetons} Multiplicateur "
              "{n:plural:part|partent} aussi",
    },
    # --- the tokens on the Action cards (AN-ABIL-VENOM, -CONSTRICTION, -MULTIPLIER)
    "an.turn.ev.venom_paid": {
        "en": "{who} pays {paid} {paid:plural:money|money} for Venom ({n} {n:plural:token|tokens} left, {due} "
              "due): {before} → {after}",
        "fr": "{who:Le} paie {paid} {paid:plural:monnaie|monnaies} pour le Venin ({n} {n:plural:jeton|jetons} "
              "{n:plural:restant|restants}, {due} dus) : {before} → {after}",
    },
    "an.turn.ev.venom_used": {
        "en": "{who} uses the {action} card carrying {n} Venom {n:plural:token|tokens}: "
              "{n:plural:it goes|they go}, nothing to pay for Venom this turn",
        "fr": "{who:Le} utilise la carte {action} portant {n} {n:plural:jeton|jetons} Venin : "
              "{n:plural:il part|ils partent}, rien à payer pour le Venin ce tour-ci",
    },
    "an.turn.ev.constriction_used": {
        "en": "the {n} Constriction {n:plural:token|tokens} on {who}'s {action} card "
              "{n:plural:goes|go} as it is used",
        "fr": "{n:plural:le|les} {n} {n:plural:jeton|jetons} Constriction de la carte "
              "{action} {who:de} {n:plural:part|partent} à son utilisation",
    },
    "an.turn.ev.multiplied": {
        "en": "{who}'s {action} card carries a Multiplier token: the token goes, the "
              "action is done twice",
        "fr": "la carte {action} {who:de} porte un jeton Multiplicateur : le jeton part, "
              "l'action est faite deux fois",
    },
    "an.turn.ev.again": {
        "en": "{who} does {action} a second time (Multiplier), strength {strength} "
              "({x} {x:plural:X-token|X-tokens} spent)",
        "fr": "{who:Le} fait {action} une deuxième fois (Multiplicateur), force {strength} "
              "({x} {x:plural:jeton|jetons} X {x:plural:dépensé|dépensés})",
    },
    "an.turn.ev.again_none": {
        "en": "{who}: the second {action} (Multiplier) can do nothing: it goes",
        "fr": "{who:Le} : la deuxième action {action} (Multiplicateur) ne peut rien faire : "
              "elle est perdue",
    },
    "an.turn.ask.again": {
        "en": "{who}: do {action} a second time (Multiplier); spend X-tokens first? "
              "({have} held)",
        "fr": "{who:Le} : faites {action} une deuxième fois (Multiplicateur) ; dépenser des "
              "jetons X d'abord ? ({have} en main)",
    },
    "an.turn.move.twice": {
        "en": "the action a second time, {x} {x:plural:X-token|X-tokens} spent",
        "fr": "l'action une deuxième fois, {x} {x:plural:jeton|jetons} X "
              "{x:plural:dépensé|dépensés}",
    },
    "an.turn.ev.workers": {
        "en": "every association worker comes back, active: {n} {n:plural:worker|workers} back "
              "from the association board",
        "fr": "tous les bénévoles reviennent, actifs : {n} {n:plural:bénévole revient|bénévoles "
              "reviennent} du plateau association",
    },
    "an.turn.ev.offer": {
        "en": "the association board offers {zoos} {zoos:plural:partner zoo|partner zoos} "
              "and {unis} {unis:plural:university|universities}",
        "fr": "le plateau Association propose {zoos} {zoos:plural:zoo partenaire|zoos "
              "partenaires} et {unis} {unis:plural:université|universités}",
    },
    "an.turn.ev.folders": {"en": "folders 1 and 2 are discarded ({n} {n:plural:card|cards})",
                           "fr": "les emplacements 1 et 2 sont défaussés ({n} "
                                 "{n:plural:carte|cartes})"},
    "an.turn.ev.income": {
        "en": "{who}: appeal {appeal} pays {by_appeal}, kiosks {kiosks} ({each}): {money} "
              "{money:plural:money|money}",
        "fr": "{who:Le} : l'attrait {appeal} rapporte {by_appeal}, les kiosques {kiosks} "
              "({each}) : {money} {money:plural:monnaie|monnaies}",
    },
    "an.turn.ev.income_no_kiosk": {
        "en": "{who}: appeal {appeal} pays {by_appeal}, no kiosk: {money} "
              "{money:plural:money|money}",
        "fr": "{who:Le} : l'attrait {appeal} rapporte {by_appeal}, aucun kiosque : {money} "
              "{money:plural:monnaie|monnaies}",
    },
    "an.turn.ev.kiosk": {"en": "kiosk at {hex}: {n} — {paying}",
                         "fr": "kiosque en {hex} : {n} — {paying}"},
    "an.turn.ev.kiosk_idle": {
        "en": "kiosk at {hex}: 0 — next to it, only empty enclosures: {idle}",
        "fr": "kiosque en {hex} : 0 — à côté, seulement des enclos vides : {idle}"},
    "an.turn.ev.kiosk_alone": {"en": "kiosk at {hex}: 0 — no building next to it",
                               "fr": "kiosque en {hex} : 0 — aucun bâtiment à côté"},
    "an.turn.ev.kiosk_then": {"en": "{first}; {rest}", "fr": "{first} ; {rest}"},
    "an.turn.ev.break_reset": {"en": "the Break token goes back to its start",
                               "fr": "le jeton pause revient au départ"},
}

register_catalog(MESSAGES)
