"""EN/FR messages of the animal abilities (``an.abilities.*``, AN-ABIL-*): the events of
each keyword, the choices they ask and the verdicts on the answers."""

from tutor.core import register_catalog

MESSAGES = {
    # ---------------------------------------------------------------- events
    "an.abilities.ev.resolve": {
        "en": "{who}: ability of card {card}: {ability}",
        "fr": "{who:Le} : pouvoir de la carte {card} : {ability}",
    },
    "an.abilities.ev.solo_stripe": {
        "en": "{who}: ability of card {card} in a solo game: {stripe}",
        "fr": "{who:Le} : pouvoir de la carte {card} en partie solo : {stripe}",
    },
    "an.abilities.ev.drew": {
        "en": "{who} draws {n} {n:plural:card|cards} from the deck (ability: {x})",
        "fr": "{who:Le} pioche {n} {n:plural:carte|cartes} (pouvoir : {x})",
    },
    "an.abilities.ev.counted_uncapped": {
        "en": "{who} counts {n} {kind} {n:plural:icon|icons}: gains {gain}",
        "fr": "{who:Le} compte {n} {n:plural:icône|icônes} {kind} : gagne {gain}",
    },
    "an.abilities.ev.counted": {
        "en": "{who} counts {n} {kind} {n:plural:icon|icons}: gains {gain} (at most {cap})",
        "fr": "{who:Le} compte {n} {n:plural:icône|icônes} {kind} : gagne {gain} (au plus {cap})",
    },
    "an.abilities.ev.magnet": {
        "en": "{who} takes the {n} {n:plural:sponsor|sponsors} of the display: {cards}",
        "fr": "{who:Le} prend {n} {n:plural:carte mécène|cartes mécène} de la rivière : {cards}",
    },
    "an.abilities.ev.multiplier": {
        "en": "{who} puts a Multiplier token on the {action} card",
        "fr": "{who:Le} place un jeton Multiplicateur sur la carte {action}",
    },
    "an.abilities.ev.venom": {
        "en": "Venom: {n} {n:plural:player|players} with more than {appeal} appeal (and at "
              "least 5) {n:plural:gets|get} a Venom token on slots 1 to {x}",
        "fr": "Venin : {n} {n:plural:joueur|joueurs} avec plus de {appeal} d'attrait (et au "
              "moins 5) {n:plural:reçoit|reçoivent} un jeton Venin sur les emplacements 1 à {x}",
    },
    "an.abilities.ev.constriction": {
        "en": "Constriction: {n} {n:plural:player|players} ahead of {who} get Constriction "
              "tokens",
        "fr": "Constriction : {n} {n:plural:joueur|joueurs} devant {who:le} "
              "{n:plural:reçoit|reçoivent} des jetons Constriction",
    },
    "an.abilities.ev.flock": {
        "en": "{who}: flock animal (enclosure of size {x} or more with a herbivore): a "
              "placement rule only",
        "fr": "{who:Le} : animal grégaire (enclos de taille {x} ou plus avec un herbivore) : "
              "une règle de placement seulement",
    },
    "an.abilities.ev.nobody": {
        "en": "{who}: no player can be touched (fewer than 5 appeal, not ahead, or protected)",
        "fr": "{who:Le} : aucun joueur n'est touché (moins de 5 d'attrait, pas devant, ou protégé)",
    },
    "an.abilities.ev.turned": {
        "en": "{who} turns up {cards}",
        "fr": "{who:Le} révèle {cards}",
    },
    "an.abilities.ev.kept_secret": {
        "en": "{who} keeps {kept} of the cards drawn and discards {n} {n:plural:card|cards}",
        "fr": "{who:Le} garde {kept} des cartes piochées et défausse {n} {n:plural:carte|cartes}",
    },
    "an.abilities.ev.kept": {
        "en": "{who} keeps {cards} and discards {n} {n:plural:card|cards}",
        "fr": "{who:Le} garde {cards} et défausse {n} {n:plural:carte|cartes}",
    },
    "an.abilities.ev.kept_none": {
        "en": "{who} keeps no card and discards {n} {n:plural:card|cards}",
        "fr": "{who:Le} ne garde aucune carte et défausse {n} {n:plural:carte|cartes}",
    },
    "an.abilities.ev.sun": {
        "en": "{who} discards {n} {n:plural:card|cards} for {money} {money:plural:money|money}",
        "fr": "{who:Le} défausse {n} {n:plural:carte|cartes} pour {money} {money:plural:monnaie|monnaies}",
    },
    "an.abilities.ev.dig_display": {
        "en": "{who} discards card {card} from the display",
        "fr": "{who:Le} défausse la carte {card} de la rivière",
    },
    "an.abilities.ev.dig_hand": {
        "en": "{who} discards card {card} from the hand and draws 1",
        "fr": "{who:Le} défausse la carte {card} de sa main et en pioche 1",
    },
    "an.abilities.ev.snapped": {
        "en": "{who} takes card {card} from the display",
        "fr": "{who:Le} prend la carte {card} de la rivière",
    },
    "an.abilities.ev.peacocking_has": {
        "en": "{who} already has a Large Bird Aviary ({building}): no free one",
        "fr": "{who:Le} a déjà une grande volière ({building}) : pas de volière gratuite",
    },
    "an.abilities.ev.row_skip": {
        "en": "{who} declines",
        "fr": "{who:Le} renonce",
    },
    "an.abilities.ev.no_action": {
        "en": "{who}: no action can be performed",
        "fr": "{who:Le} : aucune action ne peut être réalisée",
    },
    "an.abilities.ev.perform": {
        "en": "{who} performs {action} at strength {strength}",
        "fr": "{who:Le} réalise l'action {action} avec une force de {strength}",
    },
    "an.abilities.ev.hypnosis": {
        "en": "{who} performs {action} with the card of {owner}, strength {strength}",
        "fr": "{who:Le} réalise l'action {action} avec la carte {owner:de}, force {strength}",
    },
    "an.abilities.ev.gave_card": {
        "en": "{who} gives a random hand card to {thief}",
        "fr": "{who:Le} donne une carte de sa main au hasard {thief:à}",
    },
    "an.abilities.ev.gave_money": {
        "en": "{who} gives {n} {n:plural:money|money} to {thief}",
        "fr": "{who:Le} donne {n} {n:plural:monnaie|monnaies} {thief:à}",
    },
    # ---------------------------------------------------------------- asks
    "an.abilities.ask.hunter": {
        "en": "{who}: keep at most 1 animal of {cards} (the others are discarded)",
        "fr": "{who:Le} : gardez au plus 1 animal parmi {cards} (les autres sont défaussées)",
    },
    "an.abilities.ask.perception": {
        "en": "{who}: keep {hi} {hi:plural:card|cards} of {cards} (the others are discarded)",
        "fr": "{who:Le} : gardez {hi} {hi:plural:carte|cartes} parmi {cards} (les autres sont "
              "défaussées)",
    },
    "an.abilities.ask.scavenging": {
        "en": "{who}: keep 1 of {cards} (the others are discarded)",
        "fr": "{who:Le} : gardez 1 carte parmi {cards} (les autres sont défaussées)",
    },
    "an.abilities.ask.sun_bathing": {
        "en": "{who}: discard up to {hi} hand {hi:plural:card|cards}, 4 money each",
        "fr": "{who:Le} : défaussez jusqu'à {hi} {hi:plural:carte|cartes} de votre main, 4 monnaies "
              "chacune",
    },
    "an.abilities.ask.digging": {
        "en": "{who}: discard a display card, or a hand card to draw 1, or stop "
              "({left} {left:plural:time|times} left)",
        "fr": "{who:Le} : défaussez une carte de la rivière, ou une carte de votre main pour en "
              "piocher 1, ou arrêtez ({left} {left:plural:fois|fois} encore)",
    },
    "an.abilities.ask.snapping": {
        "en": "{who}: take any display card ({left} {left:plural:time|times} left)",
        "fr": "{who:Le} : prenez une carte de la rivière, n'importe laquelle ({left} "
              "{left:plural:fois|fois} encore)",
    },
    "an.abilities.ask.clever": {
        "en": "{who}: you may move any Action card to slot 1",
        "fr": "{who:Le} : vous pouvez placer une carte Action sur l'emplacement 1",
    },
    "an.abilities.ask.boost": {
        "en": "{who}: you may move the {target} card to slot 1 or slot 5",
        "fr": "{who:Le} : vous pouvez placer la carte {target} sur l'emplacement 1 ou 5",
    },
    "an.abilities.ask.determination": {
        "en": "{who}: take one more action with another Action card ({n} {n:plural:possible|possible})",
        "fr": "{who:Le} : réalisez une action de plus avec une autre carte Action ({n} "
              "{n:plural:possible|possibles})",
    },
    "an.abilities.ask.action": {
        "en": "{who}: you may also take this action",
        "fr": "{who:Le} : vous pouvez aussi réaliser cette action",
    },
    "an.abilities.ask.hypnosis": {
        "en": "{who}: you may perform an action with a card of the player with the most "
              "appeal ({n} {n:plural:possible|possible})",
        "fr": "{who:Le} : vous pouvez réaliser une action avec une carte du joueur qui a le plus "
              "d'attrait ({n} {n:plural:possible|possibles})",
    },
    "an.abilities.ask.pilfer": {
        "en": "{who}: give {thief} {money} money or a random hand card",
        "fr": "{who:Le} : donnez {thief:à} {money} monnaies ou une carte de votre main au hasard",
    },
    # ---------------------------------------------------------------- verdicts
    "an.abilities.pick.count": {
        "en": "{n} {n:plural:card|cards} chosen, different: from {lo} to {hi} allowed",
        "fr": "{n} {n:plural:carte choisie|cartes choisies}, différentes : de {lo} à {hi} "
              "permises",
    },
    "an.abilities.pick.ok": {
        "en": "chosen among {options}",
        "fr": "choisies parmi {options}",
    },
    "an.abilities.pick.bad": {
        "en": "{cards} cannot be chosen: the choice is among {options}",
        "fr": "{cards} ne peut pas être choisi : le choix se fait parmi {options}",
    },
    "an.abilities.row.skip": {
        "en": "the row stays as it is",
        "fr": "la rangée reste telle quelle",
    },
    "an.abilities.row.ok.clever": {
        "en": "{action} goes to slot 1",
        "fr": "{action} va sur l'emplacement 1",
    },
    "an.abilities.row.bad.clever": {
        "en": "{action} to slot {slot}: this ability only moves a card to slot 1",
        "fr": "{action} sur l'emplacement {slot} : ce pouvoir ne place une carte que sur "
              "l'emplacement 1",
    },
    "an.abilities.row.ok.boost": {
        "en": "{action} goes to slot {slot}",
        "fr": "{action} va sur l'emplacement {slot}",
    },
    "an.abilities.row.bad.boost": {
        "en": "{action} to slot {slot}: only the card named by this ability, to slot 1 or 5",
        "fr": "{action} sur l'emplacement {slot} : seulement la carte nommée par ce pouvoir, "
              "sur l'emplacement 1 ou 5",
    },
    "an.abilities.perform.skip": {
        "en": "no action taken (this ability is optional)",
        "fr": "aucune action (ce pouvoir est facultatif)",
    },
    "an.abilities.perform.must": {
        "en": "one more action must be taken while one is possible",
        "fr": "une action de plus doit être réalisée tant qu'une est possible",
    },
    "an.abilities.perform.ok": {
        "en": "{action} of {owner} can be performed ({n} {n:plural:possible|possible})",
        "fr": "l'action {action} {owner:de} peut être réalisée ({n} "
              "{n:plural:possible|possibles})",
    },
    "an.abilities.perform.bad": {
        "en": "{action} of {owner} is not offered: {n} {n:plural:possible|possible} here",
        "fr": "l'action {action} {owner:de} n'est pas proposée : {n} "
              "{n:plural:possible|possibles} ici",
    },
    "an.abilities.give.ok": {
        "en": "you may give {what} (money {money}, {hand} hand cards)",
        "fr": "vous pouvez donner {what} ({money} monnaies, {hand} cartes en main)",
    },
    "an.abilities.give.bad": {
        "en": "you cannot give {what} (money {money}, {hand} hand cards: 5 money, or a "
              "card if you hold one)",
        "fr": "vous ne pouvez pas donner {what} ({money} monnaies, {hand} cartes en main : "
              "5 monnaies, ou une carte si vous en avez)",
    },
    "an.abilities.flock": {
        "en": "flock animal: enclosure size {size} (at least {x}), a herbivore there: {herbivore}",
        "fr": "animal grégaire : enclos de taille {size} (au moins {x}), un herbivore "
              "présent : {herbivore}",
    },
    # ---------------------------------------------------------------- moves
    "an.abilities.move.pick": {"en": "choose {cards}", "fr": "choisir {cards}"},
    "an.abilities.move.pick_secret": {
        "en": "keep {n} of the cards drawn",
        "fr": "garder {n} des cartes piochées",
    },
    "an.abilities.move.row": {"en": "{action} to slot {slot}",
                              "fr": "{action} sur l'emplacement {slot}"},
    "an.abilities.move.row_skip": {"en": "leave the row", "fr": "laisser la rangée"},
    "an.abilities.move.perform": {"en": "perform {action}", "fr": "réaliser {action}"},
    "an.abilities.move.perform_skip": {"en": "no extra action",
                                       "fr": "pas d'action en plus"},
    "an.abilities.move.give": {"en": "give {what}", "fr": "donner {what}"},
}

register_catalog(MESSAGES)

# ---------------------------------------------------------------- pouch, resistance,
# ---------------------------------------------------------------- assertion, dominance
KEYWORD_MESSAGES = {
    "an.abilities.ev.pouch": {
        "en": "{who} puts {n} {n:plural:card|cards} face down under card {card}: +{appeal} "
              "appeal",
        "fr": "{who:Le} place {n} {n:plural:carte|cartes} face cachée sous la carte {card} : "
              "+{appeal} d'attrait",
    },
    "an.abilities.ev.resist_drew": {
        "en": "{who} draws {n} final scoring {n:plural:card|cards} from the pile (the ability "
              "draws {x})",
        "fr": "{who:Le} pioche {n} {n:plural:carte objectif|cartes objectif} (le pouvoir en "
              "pioche {x})",
    },
    "an.abilities.ev.resisted": {
        "en": "{who} keeps 1 of the 2 final scoring cards drawn and puts the other under the "
              "pile ({n} {n:plural:card|cards} in it)",
        "fr": "{who:Le} garde 1 des 2 cartes objectif piochées et remet l'autre sous la pioche "
              "({n} {n:plural:carte|cartes})",
    },
    "an.abilities.ev.base_taken": {
        "en": "{who} takes the base conservation project {card} into the hand",
        "fr": "{who:Le} prend en main le projet de conservation de base {card}",
    },
    "an.abilities.ev.assert_none": {
        "en": "{who}: every base conservation project is in play or taken: nothing to take",
        "fr": "{who:Le} : tous les projets de conservation de base sont en jeu ou pris : rien "
              "à prendre",
    },
    "an.abilities.ev.dominance_none": {
        "en": "{who}: the base project {card} is already in play or taken: nothing happens",
        "fr": "{who:Le} : le projet de base {card} est déjà en jeu ou pris : rien ne se passe",
    },
    "an.abilities.ask.pouch": {
        "en": "{who}: put up to {x} hand {x:plural:card|cards} face down under card {card}, "
              "+{appeal} appeal each (or none)",
        "fr": "{who:Le} : placez jusqu'à {x} {x:plural:carte|cartes} de votre main face cachée "
              "sous la carte {card}, +{appeal} d'attrait chacune (ou aucune)",
    },
    "an.abilities.ask.resist": {
        "en": "{who}: keep 1 of the final scoring cards drawn {cards}, the other goes under "
              "the pile",
        "fr": "{who:Le} : gardez 1 des cartes objectif piochées {cards}, l'autre retourne sous "
              "la pioche",
    },
    "an.abilities.ask.assert": {
        "en": "{who}: take 1 base conservation project not in play into your hand: {cards}",
        "fr": "{who:Le} : prenez en main 1 projet de conservation de base pas en jeu : {cards}",
    },
    "an.abilities.pouch.count": {
        "en": "{n} {n:plural:card|cards} chosen, different: at most {x}",
        "fr": "{n} {n:plural:carte choisie|cartes choisies}, différentes : au plus {x}",
    },
    "an.abilities.pouch.held": {
        "en": "from your hand ({n} {n:plural:card|cards})",
        "fr": "de votre main ({n} {n:plural:carte|cartes})",
    },
    "an.abilities.pouch.not_held": {
        "en": "{cards} not in your hand",
        "fr": "{cards} pas dans votre main",
    },
    "an.abilities.resist.ok": {
        "en": "final scoring card {card} is one of those drawn {cards}",
        "fr": "la carte objectif {card} est l'une des cartes piochées {cards}",
    },
    "an.abilities.resist.bad": {
        "en": "final scoring card {card} is not one of those drawn {cards}",
        "fr": "la carte objectif {card} n'est pas l'une des cartes piochées {cards}",
    },
    "an.abilities.assert.ok": {
        "en": "base project {card} is not in play (free: {cards})",
        "fr": "le projet de base {card} n'est pas en jeu (libres : {cards})",
    },
    "an.abilities.assert.bad": {
        "en": "base project {card} cannot be taken: in play, taken or not a base project "
              "(free: {cards})",
        "fr": "le projet de base {card} ne peut pas être pris : en jeu, déjà pris ou pas un "
              "projet de base (libres : {cards})",
    },
    "an.abilities.move.pouch": {"en": "put {n} hand {n:plural:card|cards} face down under the "
                                      "animal",
                                "fr": "placer {n} {n:plural:carte|cartes} de la main face "
                                      "cachée sous l'animal"},
    "an.abilities.move.pouch_none": {"en": "put no card under the animal",
                                     "fr": "ne placer aucune carte sous l'animal"},
    "an.abilities.move.resist": {"en": "keep one final scoring card",
                                 "fr": "garder une carte objectif"},
    "an.abilities.move.assert": {"en": "take base project {card}",
                                 "fr": "prendre le projet de base {card}"},
}

register_catalog(KEYWORD_MESSAGES)
