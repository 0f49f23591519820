"""EN/FR names of Ark Nova's card vocabulary (``an.cards.*``): the icon kinds
(AN-ICON-KINDS), the action cards, the size classes (AN-SIZE-CLASS), the sponsor effect
kinds (AN-SPON-KINDS), every animal keyword (AN-ABIL-*) and the conditions said with their
numbers (AN-COND). French: the words of BGA's French help page where it has them (Animaux,
Construction, Cartes, Mécènes, Association, attrait, réputation, zoo partenaire,
animalerie, recherche); the keyword names are plain French words of our own."""

from tutor.core import register_catalog

MESSAGES = {
    # --- icon kinds (AN-ICON-KINDS)
    "an.cards.icon.africa": {"en": "Africa", "fr": "Afrique"},
    "an.cards.icon.americas": {"en": "Americas", "fr": "Amériques"},
    "an.cards.icon.asia": {"en": "Asia", "fr": "Asie"},
    "an.cards.icon.australia": {"en": "Australia", "fr": "Australie"},
    "an.cards.icon.europe": {"en": "Europe", "fr": "Europe"},
    "an.cards.icon.predator": {"en": "predator", "fr": "prédateur"},
    "an.cards.icon.herbivore": {"en": "herbivore", "fr": "herbivore"},
    "an.cards.icon.bird": {"en": "bird", "fr": "oiseau"},
    "an.cards.icon.reptile": {"en": "reptile", "fr": "reptile"},
    "an.cards.icon.primate": {"en": "primate", "fr": "primate"},
    "an.cards.icon.bear": {"en": "bear", "fr": "ours"},
    "an.cards.icon.petting": {"en": "petting zoo", "fr": "animalerie"},
    "an.cards.icon.science": {"en": "science", "fr": "recherche"},
    "an.cards.icon.rock": {"en": "rock", "fr": "rocher"},
    "an.cards.icon.water": {"en": "water", "fr": "eau"},
    # --- action cards (AN-COMP-ACTIONS)
    "an.cards.action.animals": {"en": "Animals", "fr": "Animaux"},
    "an.cards.action.build": {"en": "Build", "fr": "Construction"},
    "an.cards.action.cards": {"en": "Cards", "fr": "Cartes"},
    "an.cards.action.association": {"en": "Association", "fr": "Association"},
    "an.cards.action.sponsors": {"en": "Sponsors", "fr": "Mécènes"},
    # --- size classes (AN-SIZE-CLASS)
    "an.cards.size.small": {"en": "small animal", "fr": "petit animal"},
    "an.cards.size.medium": {"en": "medium animal", "fr": "animal moyen"},
    "an.cards.size.large": {"en": "large animal", "fr": "grand animal"},
    # --- sponsor effect kinds (AN-SPON-KINDS, AN-SPONSORS-COLOURS)
    "an.cards.effect.immediate": {"en": "immediately", "fr": "immédiatement"},
    "an.cards.effect.income": {"en": "income at each break", "fr": "revenu à chaque pause"},
    "an.cards.effect.ongoing": {"en": "ongoing", "fr": "permanent"},
    "an.cards.effect.endgame": {"en": "at the end of the game", "fr": "en fin de partie"},
    # --- animal keywords (AN-ABIL-*): a name, then a label with its number or target
    "an.cards.label.value": {"en": "{name} {value}", "fr": "{name} {value}"},
    "an.cards.label.target": {"en": "{name}: {target}", "fr": "{name} : {target}"},
    # --- the solo stripe (AN-SOLO-BOX)
    "an.cards.solo_stripe": {"en": "solo stripe: {solo} replaces {printed}",
                             "fr": "bandeau solo : {solo} remplace {printed}"},
    "an.cards.kw.sprint": {"en": "Sprint", "fr": "Sprint"},
    "an.cards.kw.hunter": {"en": "Hunter", "fr": "Chasseur"},
    "an.cards.kw.pack": {"en": "Pack", "fr": "Meute"},
    "an.cards.kw.clever": {"en": "Clever", "fr": "Malin"},
    "an.cards.kw.jumping": {"en": "Jumping", "fr": "Sauteur"},
    "an.cards.kw.inventive": {"en": "Inventive", "fr": "Inventif"},
    "an.cards.kw.inventive_bear": {"en": "Inventive (bears)", "fr": "Inventif (ours)"},
    "an.cards.kw.inventive_primate": {"en": "Inventive (primates)", "fr": "Inventif (primates)"},
    "an.cards.kw.full_throated": {"en": "Full-throated", "fr": "À pleine voix"},
    "an.cards.kw.iconic_animal": {"en": "Iconic Animal", "fr": "Animal emblématique"},
    "an.cards.kw.sun_bathing": {"en": "Sun Bathing", "fr": "Bain de soleil"},
    "an.cards.kw.pouch": {"en": "Pouch", "fr": "Poche"},
    "an.cards.kw.resistance": {"en": "Resistance", "fr": "Résistance"},
    "an.cards.kw.assertion": {"en": "Assertion", "fr": "Affirmation"},
    "an.cards.kw.dominance": {"en": "Dominance", "fr": "Dominance"},
    "an.cards.kw.flock_animal": {"en": "Flock Animal", "fr": "Animal grégaire"},
    "an.cards.kw.digging": {"en": "Digging", "fr": "Fouisseur"},
    "an.cards.kw.sponsor_magnet": {"en": "Sponsor Magnet", "fr": "Aimant à mécènes"},
    "an.cards.kw.snapping": {"en": "Snapping", "fr": "Happeur"},
    "an.cards.kw.scavenging": {"en": "Scavenging", "fr": "Charognard"},
    "an.cards.kw.posturing": {"en": "Posturing", "fr": "Parade"},
    "an.cards.kw.perception": {"en": "Perception", "fr": "Perception"},
    "an.cards.kw.peacocking": {"en": "Peacocking", "fr": "Roue du paon"},
    "an.cards.kw.petting_zoo_animal": {"en": "Petting Zoo Animal", "fr": "Animal d'animalerie"},
    "an.cards.kw.determination": {"en": "Determination", "fr": "Détermination"},
    "an.cards.kw.action": {"en": "Action", "fr": "Action"},
    "an.cards.kw.boost": {"en": "Boost", "fr": "Coup de pouce"},
    "an.cards.kw.multiplier": {"en": "Multiplier", "fr": "Multiplicateur"},
    "an.cards.kw.venom": {"en": "Venom", "fr": "Venin"},
    "an.cards.kw.constriction": {"en": "Constriction", "fr": "Constriction"},
    "an.cards.kw.hypnosis": {"en": "Hypnosis", "fr": "Hypnose"},
    "an.cards.kw.pilfering": {"en": "Pilfering", "fr": "Chapardage"},
    # --- conditions (AN-COND), alone and with what the zoo has
    "an.cards.cond.icon": {
        "en": "needs {n} {kind} {n:plural:icon|icons} in your zoo",
        "fr": "il faut {n} {n:plural:icône|icônes} {kind} dans votre zoo"},
    "an.cards.cond.icon.have": {
        "en": "needs {n} {kind} {n:plural:icon|icons} in your zoo: you have {have}",
        "fr": "il faut {n} {n:plural:icône|icônes} {kind} dans votre zoo : vous en avez {have}"},
    "an.cards.cond.partner_zoos": {
        "en": "needs {n} partner {n:plural:zoo|zoos}",
        "fr": "il faut {n} {n:plural:zoo partenaire|zoos partenaires}"},
    "an.cards.cond.partner_zoos.have": {
        "en": "needs {n} partner {n:plural:zoo|zoos}: you have {have}",
        "fr": "il faut {n} {n:plural:zoo partenaire|zoos partenaires} : vous en avez {have}"},
    "an.cards.cond.upgraded_action": {
        "en": "needs the {action} action upgraded (side II)",
        "fr": "il faut l'action {action} améliorée (face II)"},
    "an.cards.cond.upgraded_action.have": {
        "en": "needs the {action} action upgraded (side II): yours is on side {side}",
        "fr": "il faut l'action {action} améliorée (face II) : la vôtre est sur la face {side}"},
    "an.cards.cond.reputation_min": {
        "en": "needs a reputation of {n} or more",
        "fr": "il faut une réputation d'au moins {n}"},
    "an.cards.cond.reputation_min.have": {
        "en": "needs a reputation of {n} or more: yours is {have}",
        "fr": "il faut une réputation d'au moins {n} : la vôtre est de {have}"},
    "an.cards.cond.appeal_max": {
        "en": "can be played only while your appeal is {n} or less",
        "fr": "ne se joue que si votre attrait est de {n} ou moins"},
    "an.cards.cond.appeal_max.have": {
        "en": "can be played only while your appeal is {n} or less: yours is {have}",
        "fr": "ne se joue que si votre attrait est de {n} ou moins : le vôtre est de {have}"},
}

register_catalog(MESSAGES)
