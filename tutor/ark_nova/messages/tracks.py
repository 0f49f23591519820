"""EN/FR messages of Ark Nova's tracks and action strengths (``an.tracks.*``): the
explanations of ``tracks.py`` and ``strength.py``, each with its numbers. French follows
the vocabulary of BGA's French help page (attrait, pause, jeton X, rivière, bénévole,
Mécènes, Construction)."""

from tutor.core import register_catalog

MESSAGES = {
    # --- what a bad number is (the subject of an.tracks.bad.range)
    "an.tracks.what.appeal": {"en": "Appeal", "fr": "L'attrait"},
    "an.tracks.what.conservation": {"en": "Conservation", "fr": "La conservation"},
    "an.tracks.what.reputation": {"en": "Reputation", "fr": "La réputation"},
    "an.tracks.what.gain": {"en": "A gain", "fr": "Un gain"},
    "an.tracks.what.break": {"en": "The Break token's position", "fr": "La position du jeton pause"},
    "an.tracks.what.players": {"en": "The number of players", "fr": "Le nombre de joueurs"},
    "an.tracks.what.x_tokens": {"en": "A number of X-tokens", "fr": "Un nombre de jetons X"},
    "an.tracks.what.donations": {"en": "The number of donations made",
                                 "fr": "Le nombre de dons déjà faits"},
    "an.tracks.what.hand": {"en": "A hand size", "fr": "Une taille de main"},
    "an.tracks.what.turn": {"en": "A place in turn order", "fr": "Une place dans l'ordre du tour"},
    "an.tracks.what.slot": {"en": "A slot", "fr": "Une position"},
    "an.tracks.what.space": {"en": "A track space", "fr": "Une case de piste"},
    "an.tracks.bad.range": {
        "en": "{what} must be a whole number from {low} to {high}, not {value}.",
        "fr": "{what} doit être un nombre entier de {low} à {high}, pas {value}.",
    },
    "an.tracks.bad.rep_capped": {
        "en": "Reputation {reputation} is impossible while the Cards action is not upgraded: "
              "it stays at {cap} at most.",
        "fr": "Une réputation de {reputation} est impossible tant que l'action Cartes n'est "
              "pas améliorée : elle reste à {cap} au plus.",
    },
    "an.tracks.bad.solo": {
        "en": "A solo game has no Break token: its solo tile counts the rounds.",
        "fr": "Une partie solo n'a pas de jeton pause : la tuile solo compte les manches.",
    },
    "an.tracks.bad.side": {"en": "An Action card has side I or II, not {value}.",
                           "fr": "Une carte action a une face I ou II, pas {value}."},
    "an.tracks.bad.strength": {
        "en": "Strength {strength}: the {action} table starts at strength 1.",
        "fr": "Force {strength} : la table de l'action {action} commence à la force 1.",
    },
    "an.tracks.bad.row": {
        "en": "An action row holds the 5 Action cards once each, not {row}.",
        "fr": "Une rangée d'actions contient les 5 cartes action une fois chacune, pas {row}.",
    },
    "an.tracks.bad.action": {"en": "{value} is not one of the 5 Action cards.",
                             "fr": "{value} n'est pas l'une des 5 cartes action."},
    "an.tracks.bad.boost": {"en": "A boost moves a card to slot 1 or slot 5, not {slot}.",
                            "fr": "Un boost place une carte en position 1 ou 5, pas {slot}."},

    # --- appeal (AN-APPEAL-TABLE, AN-CONS-TRACK)
    "an.tracks.income": {
        "en": "Appeal {appeal} lies in the band {low}–{high}: {money} money at each break.",
        "fr": "Un attrait de {appeal} est dans la tranche {low} à {high} : {money} monnaies à "
              "chaque pause.",
    },
    "an.tracks.income_one": {
        "en": "Appeal {appeal} has a space of its own on the income scale: {money} money at "
              "each break.",
        "fr": "Un attrait de {appeal} a sa propre case sur l'échelle des revenus : {money} "
              "monnaies à chaque pause.",
    },
    "an.tracks.appeal.gain": {"en": "Appeal {before} + {gained} = {after}.",
                              "fr": "Attrait {before} + {gained} = {after}."},
    "an.tracks.appeal.capped": {
        "en": "Appeal {before} + {gained}: the track ends at {cap}, so {after}, and "
              "{lost} appeal {lost:plural:point|points} lost.",
        "fr": "Attrait {before} + {gained} : la piste s'arrête à {cap}, donc {after}, et "
              "{lost} {lost:plural:point|points} d'attrait {lost:plural:perdu|perdus}.",
    },
    # --- score and end (AN-END-TARGET, AN-END-SCORE, AN-END-TRIGGER, AN-CONS-TRACK)
    "an.tracks.score": {
        "en": "Conservation {c}: target T = {base} − {per}×{c} = {target}; appeal {appeal} − "
              "{target} = {vp} victory {vp:plural:point|points} (on BGA: {appeal} + {cp} = "
              "{bga}); {verdict}.",
        "fr": "Conservation {c} : cible T = {base} − {per}×{c} = {target} ; attrait {appeal} − "
              "{target} = {vp} {vp:plural:point|points} de victoire (sur BGA : {appeal} + {cp} "
              "= {bga}) ; {verdict}.",
    },
    "an.tracks.score_final": {
        "en": "Conservation {c}: target T = {base} − {per}×{c} = {target}; appeal {appeal} − "
              "{target} = {vp} victory {vp:plural:point|points} (on BGA: {appeal} + {cp} = "
              "{bga}).",
        "fr": "Conservation {c} : cible T = {base} − {per}×{c} = {target} ; attrait {appeal} − "
              "{target} = {vp} {vp:plural:point|points} de victoire (sur BGA : {appeal} + {cp} "
              "= {bga}).",
    },
    "an.tracks.end.triggered": {"en": "the end is triggered",
                                "fr": "la fin de partie est déclenchée"},
    "an.tracks.end.not_triggered": {"en": "the end is not triggered",
                                    "fr": "la fin de partie n'est pas déclenchée"},
    # --- reputation (AN-REP-FOLDERS, AN-REP-TRACK, AN-REP-BONUS, AN-CARDS-REP10)
    "an.tracks.rep.range": {
        "en": "Reputation {reputation}: display folders 1–{highest} are in range.",
        "fr": "Réputation {reputation} : les positions 1 à {highest} de la rivière sont à "
              "portée.",
    },
    "an.tracks.rep.range_one": {
        "en": "Reputation {reputation}: only display folder 1 is in range.",
        "fr": "Réputation {reputation} : seule la position 1 de la rivière est à portée.",
    },
    "an.tracks.rep.gain": {"en": "Reputation {before} + {gained} = {after}.",
                           "fr": "Réputation {before} + {gained} = {after}."},
    "an.tracks.rep.gain_then": {"en": "Reputation {before} + {gained} = {after}: {details}.",
                                "fr": "Réputation {before} + {gained} = {after} : {details}."},
    "an.tracks.rep.bonus.upgrade": {"en": "space {space} upgrades 1 Action card",
                                    "fr": "la case {space} améliore 1 carte action"},
    "an.tracks.rep.bonus.worker": {"en": "space {space} gives 1 more association worker",
                                   "fr": "la case {space} donne 1 bénévole de plus"},
    "an.tracks.rep.bonus.card": {
        "en": "space {space} gives 1 card from the deck or within reputation range",
        "fr": "la case {space} donne 1 carte de la pioche ou de la rivière à portée de "
              "réputation",
    },
    "an.tracks.rep.bonus.conservation": {"en": "space {space} gives 1 conservation point",
                                         "fr": "la case {space} donne 1 point de "
                                               "conservation"},
    "an.tracks.rep.bonus.x_token": {"en": "space {space} gives 1 X-token",
                                    "fr": "la case {space} donne 1 jeton X"},
    "an.tracks.rep.beyond": {
        "en": "beyond {top} the steps give {n} appeal {n:plural:point|points} instead",
        "fr": "au-delà de {top} les pas donnent {n} {n:plural:point|points} d'attrait à la "
              "place",
    },
    "an.tracks.rep.capped": {
        "en": "held at {cap} while the Cards action is not upgraded ({n} reputation "
              "{n:plural:point|points} lost, no appeal instead)",
        "fr": "bloquée à {cap} tant que l'action Cartes n'est pas améliorée ({n} "
              "{n:plural:point|points} de réputation {n:plural:perdu|perdus}, sans attrait en "
              "échange)",
    },
    # --- conservation (AN-CONS-TRACK, AN-CONS-2, AN-CONS-5-8, AN-CONS-10)
    "an.tracks.cons.gain": {"en": "Conservation {before} + {gained} = {after}.",
                            "fr": "Conservation {before} + {gained} = {after}."},
    "an.tracks.cons.gain_then": {"en": "Conservation {before} + {gained} = {after}: {details}.",
                                 "fr": "Conservation {before} + {gained} = {after} : {details}."},
    "an.tracks.cons.space2": {
        "en": "space {space} upgrades 1 Action card or hires 1 association worker",
        "fr": "la case {space} améliore 1 carte action ou donne 1 bénévole",
    },
    "an.tracks.cons.space_money": {
        "en": "space {space} gives {money} money or one of the bonus tiles lying there",
        "fr": "la case {space} donne {money} monnaies ou l'une des tuiles bonus posées là",
    },
    "an.tracks.cons.space10": {
        "en": "space {space} makes every player discard 1 of their 2 final scoring cards "
              "if nobody reached it before",
        "fr": "la case {space} fait défausser à tous les joueurs 1 de leurs 2 cartes "
              "objectif si personne ne l'a atteinte avant",
    },
    "an.tracks.cons.capped": {
        "en": "the track ends at {cap} ({n} {n:plural:point|points} lost)",
        "fr": "la piste s'arrête à {cap} ({n} {n:plural:point|points} {n:plural:perdu|perdus})",
    },
    # --- break track (AN-SETUP-BREAK, AN-BREAK-TRIGGER)
    "an.tracks.break.length": {
        "en": "With {players} players the break comes when the Break token has moved "
              "{steps} steps.",
        "fr": "À {players} joueurs, la pause survient quand le jeton pause a avancé de "
              "{steps} cases.",
    },
    "an.tracks.break.advance": {"en": "Break token {before} + {steps} → {after} of {length}.",
                                "fr": "Jeton pause {before} + {steps} → {after} sur {length}."},
    "an.tracks.break.advance_then": {
        "en": "Break token {before} + {steps} → {after} of {length}: {details}.",
        "fr": "Jeton pause {before} + {steps} → {after} sur {length} : {details}.",
    },
    "an.tracks.break.lost": {
        "en": "{n} {n:plural:step|steps} beyond the last space lost",
        "fr": "{n} {n:plural:case|cases} au-delà de la dernière {n:plural:perdue|perdues}",
    },
    "an.tracks.break.triggered": {
        "en": "the break comes after this turn and the player who triggered it gains "
              "1 X-token",
        "fr": "la pause survient après ce tour et le joueur qui l'a déclenchée gagne "
              "1 jeton X",
    },
    # --- setup (AN-SETUP-TRACKS, AN-SETUP-PLAYER)
    "an.tracks.start": {
        "en": "Player {turn} in turn order starts with {money} money, appeal {appeal}, "
              "reputation {reputation}, conservation {conservation} and {x} "
              "{x:plural:X-token|X-tokens}.",
        "fr": "Le joueur n° {turn} dans l'ordre du tour commence avec {money} monnaies, un "
              "attrait de {appeal}, une réputation de {reputation}, une conservation de "
              "{conservation} et {x} {x:plural:jeton X|jetons X}.",
    },
    # --- donations (AN-ASSOC-DONATE-COST)
    "an.tracks.donation": {
        "en": "With {players} players donations cost {costs}, then {overflow} each: donation "
              "no. {nth} costs {cost} money for 1 conservation point.",
        "fr": "À {players} joueurs, les dons coûtent {costs}, puis {overflow} chacun : le don "
              "n° {nth} coûte {cost} monnaies pour 1 point de conservation.",
    },
    # --- X-tokens (AN-ACT-X) and hand limit (AN-BREAK-1)
    "an.tracks.x.gain": {"en": "X-tokens {before} + {gained} = {after}.",
                         "fr": "Jetons X {before} + {gained} = {after}."},
    "an.tracks.x.capped": {
        "en": "X-tokens {before} + {gained}: {cap} at most, so {after}, and {lost} "
              "{lost:plural:token|tokens} lost.",
        "fr": "Jetons X {before} + {gained} : {cap} au plus, donc {after}, et {lost} "
              "{lost:plural:jeton|jetons} {lost:plural:perdu|perdus}.",
    },
    "an.tracks.hand": {
        "en": "Hand limit at a break: {limit} ({why}); {hand} {hand:plural:card|cards} in "
              "hand, discard {discard}.",
        "fr": "Limite de main à la pause : {limit} ({why}) ; {hand} {hand:plural:carte|cartes} "
              "en main, en défausser {discard}.",
    },
    "an.tracks.hand.basic": {"en": "no university raises it",
                             "fr": "aucune université ne l'augmente"},
    "an.tracks.hand.university": {"en": "a university raises it from 3 to 5",
                                  "fr": "une université l'augmente de 3 à 5"},

    # --- action cards (strength.py)
    "an.tracks.action.animals": {"en": "Animals", "fr": "Animaux"},
    "an.tracks.action.build": {"en": "Build", "fr": "Construction"},
    "an.tracks.action.cards": {"en": "Cards", "fr": "Cartes"},
    "an.tracks.action.association": {"en": "Association", "fr": "Association"},
    "an.tracks.action.sponsors": {"en": "Sponsors", "fr": "Mécènes"},
    # --- strength (AN-ACT-STRENGTH, AN-ACT-X, AN-ABIL-CONSTRICTION)
    "an.tracks.strength": {
        "en": "strength = slot {slot} + {x} {x:plural:X-token|X-tokens} = {value}",
        "fr": "force = position {slot} + {x} {x:plural:jeton X|jetons X} = {value}",
    },
    "an.tracks.strength.constricted": {
        "en": "strength = slot {slot} + {x} {x:plural:X-token|X-tokens} − 2 (Constriction) "
              "= {value}",
        "fr": "force = position {slot} + {x} {x:plural:jeton X|jetons X} − 2 (Constriction) "
              "= {value}",
    },
    "an.tracks.strength.floor": {
        "en": "strength = slot {slot} + {x} {x:plural:X-token|X-tokens} − 2 (Constriction) "
              "= {raw}, read as 0",
        "fr": "force = position {slot} + {x} {x:plural:jeton X|jetons X} − 2 (Constriction) "
              "= {raw}, comptée comme 0",
    },
    # --- Cards (AN-CARDS-S1..S5, AN-CARDS-TABLE)
    "an.tracks.cards.row": {
        "en": "Cards {side} at strength {strength} (row {row}): Break token +{steps} first, "
              "then {effect}.",
        "fr": "Cartes {side} à la force {strength} (ligne {row}) : d'abord jeton pause "
              "+{steps}, puis {effect}.",
    },
    "an.tracks.cards.draw": {"en": "draw up to {n} from the deck",
                             "fr": "piocher jusqu'à {n} dans la pioche"},
    "an.tracks.cards.draw_discard": {
        "en": "draw up to {n} from the deck, then discard 1",
        "fr": "piocher jusqu'à {n} dans la pioche, puis en défausser 1",
    },
    "an.tracks.cards.draw_range": {
        "en": "draw up to {n} from the deck or within reputation range",
        "fr": "piocher jusqu'à {n} dans la pioche ou la rivière à portée de réputation",
    },
    "an.tracks.cards.draw_range_discard": {
        "en": "draw up to {n} from the deck or within reputation range, then discard 1",
        "fr": "piocher jusqu'à {n} dans la pioche ou la rivière à portée de réputation, puis "
              "en défausser 1",
    },
    "an.tracks.cards.or_snap": {
        "en": "{draw}, or snap 1 display card of any folder",
        "fr": "{draw}, ou prendre 1 carte de la rivière à n'importe quelle position",
    },
    # --- Animals (AN-ANIMALS-S1..S5, AN-ANIMALS-TABLE, AN-ANIMALS-REP)
    "an.tracks.animals.none": {
        "en": "Animals {side} at strength {strength} (row {row}): no animal, so the action "
              "cannot be chosen.",
        "fr": "Animaux {side} à la force {strength} (ligne {row}) : aucun animal, l'action ne "
              "peut donc pas être choisie.",
    },
    "an.tracks.animals.hand": {
        "en": "Animals {side} at strength {strength} (row {row}): up to {n} "
              "{n:plural:animal|animals} from hand.",
        "fr": "Animaux {side} à la force {strength} (ligne {row}) : jusqu'à {n} "
              "{n:plural:animal|animaux} de la main.",
    },
    "an.tracks.animals.range": {
        "en": "Animals {side} at strength {strength} (row {row}): up to {n} "
              "{n:plural:animal|animals} from hand or within reputation range (+ the folder "
              "number in money).",
        "fr": "Animaux {side} à la force {strength} (ligne {row}) : jusqu'à {n} "
              "{n:plural:animal|animaux} de la main ou de la rivière à portée de réputation "
              "(+ le numéro de l'emplacement en monnaies).",
    },
    "an.tracks.animals.range_rep": {
        "en": "Animals {side} at strength {strength} (row {row}): +{rep} reputation first, "
              "then up to {n} {n:plural:animal|animals} from hand or within reputation range "
              "(+ the folder number in money).",
        "fr": "Animaux {side} à la force {strength} (ligne {row}) : d'abord +{rep} de "
              "réputation, puis jusqu'à {n} {n:plural:animal|animaux} de la main ou de la "
              "rivière à portée de réputation (+ le numéro de l'emplacement en monnaies).",
    },
    # --- Build (AN-BUILD-BASIC, AN-BUILD-UPG)
    "an.tracks.build.basic": {
        "en": "Build I at strength {strength}: exactly 1 building of size ≤ {largest}, "
              "{cost} money a space.",
        "fr": "Construction I à la force {strength} : exactement 1 bâtiment de taille ≤ "
              "{largest}, {cost} monnaies par case.",
    },
    "an.tracks.build.upg": {
        "en": "Build II at strength {strength}: one or more different buildings of total "
              "size ≤ {total} (Reptile House and Large Bird Aviary allowed), {cost} money a "
              "space.",
        "fr": "Construction II à la force {strength} : un ou plusieurs bâtiments différents "
              "de taille totale ≤ {total} (maison des reptiles et grande volière permises), "
              "{cost} monnaies par case.",
    },
    # --- Sponsors (AN-SPONSORS-BASIC, AN-SPONSORS-UPG)
    "an.tracks.sponsors.basic": {
        "en": "Sponsors I at strength {strength}: 1 sponsor card of level ≤ {level} from "
              "hand, or Break token +{steps} and {money} money.",
        "fr": "Mécènes I à la force {strength} : 1 carte mécène de niveau ≤ {level} de la "
              "main, ou jeton pause +{steps} et {money} monnaies.",
    },
    "an.tracks.sponsors.upg": {
        "en": "Sponsors II at strength {strength}: sponsor cards of total level ≤ {level} "
              "(strength + 1), from hand or within reputation range, or Break token +{steps} "
              "and {money} money (2 × {steps}).",
        "fr": "Mécènes II à la force {strength} : des cartes mécène de niveau total ≤ {level} "
              "(force + 1), de la main ou de la rivière à portée de réputation, ou jeton "
              "pause +{steps} et {money} monnaies (2 × {steps}).",
    },
    # --- Association (AN-ASSOC-TASKS, AN-ASSOC-UPG)
    "an.tracks.task.reputation": {"en": "+2 reputation (value {value})",
                                  "fr": "+2 de réputation (valeur {value})"},
    "an.tracks.task.partner_zoo": {"en": "a partner zoo (value {value})",
                                   "fr": "un zoo partenaire (valeur {value})"},
    "an.tracks.task.university": {"en": "a university (value {value})",
                                  "fr": "une université (valeur {value})"},
    "an.tracks.task.project": {"en": "a conservation project (value {value})",
                               "fr": "un projet de conservation (valeur {value})"},
    "an.tracks.assoc.none": {
        "en": "Association {side} at strength {strength}: no task is that cheap (the "
              "cheapest has value {cheapest}).",
        "fr": "Association {side} à la force {strength} : aucune mission n'a une valeur si "
              "basse (la moins chère vaut {cheapest}).",
    },
    "an.tracks.assoc.basic": {
        "en": "Association I at strength {strength}: 1 task of value ≤ {strength}, one of: "
              "{tasks}.",
        "fr": "Association I à la force {strength} : 1 mission de valeur ≤ {strength}, "
              "parmi : {tasks}.",
    },
    "an.tracks.assoc.upg": {
        "en": "Association II at strength {strength}: different tasks of total value ≤ "
              "{strength} among: {tasks}; then one donation may follow a task.",
        "fr": "Association II à la force {strength} : des missions différentes de valeur "
              "totale ≤ {strength} parmi : {tasks} ; un don peut ensuite suivre une mission.",
    },
    # --- the action row (AN-ACT-SLIDE, AN-ACT-XACTION, AN-ABIL-BOOST)
    "an.tracks.slide": {
        "en": "{card} leaves slot {slot}, the cards to its left move one slot right, and "
              "{card} takes slot 1: {row}.",
        "fr": "{card} quitte la position {slot}, les cartes à sa gauche avancent d'une "
              "position vers la droite, et {card} prend la position 1 : {row}.",
    },
    "an.tracks.row.stays": {
        "en": "{card} is already in slot {slot}: the row stays {row}.",
        "fr": "{card} est déjà en position {slot} : la rangée reste {row}.",
    },
    "an.tracks.xaction": {
        "en": "X-token action with {card} (slot {slot}): it goes to slot 1 ({row}), and "
              "X-tokens {before} + 1 = {after}.",
        "fr": "Action jeton X avec {card} (position {slot}) : la carte passe en position 1 "
              "({row}), et jetons X {before} + 1 = {after}.",
    },
    "an.tracks.xaction.ok": {
        "en": "X-token action allowed: {x} {x:plural:X-token|X-tokens}, fewer than {cap}.",
        "fr": "Action jeton X permise : {x} {x:plural:jeton X|jetons X}, moins de {cap}.",
    },
    "an.tracks.xaction.full": {
        "en": "No X-token action with {x} X-tokens: {cap} is the most a player may hold.",
        "fr": "Pas d'action jeton X avec {x} jetons X : un joueur en a {cap} au plus.",
    },
    "an.tracks.boost.first": {
        "en": "Boost: {card} goes from slot {slot} to slot 1, the cards to its left move one "
              "slot right: {row}.",
        "fr": "Boost : {card} passe de la position {slot} à la position 1, les cartes à sa "
              "gauche avancent d'une position vers la droite : {row}.",
    },
    "an.tracks.boost.last": {
        "en": "Boost: {card} goes from slot {slot} to slot 5, the cards to its right move one "
              "slot left: {row}.",
        "fr": "Boost : {card} passe de la position {slot} à la position 5, les cartes à sa "
              "droite reculent d'une position vers la gauche : {row}.",
    },
}

register_catalog(MESSAGES)
