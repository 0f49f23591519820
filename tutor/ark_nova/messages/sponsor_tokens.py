"""EN/FR messages of the sponsors that lay player tokens or choose a size class
(``an.tokens.*``): the Breeding Programs' wildcard tokens, Okapi Stable's sponsors for
money, WAZA Special Assignment's small or large animals."""

from tutor.core import register_catalog

MESSAGES = {
    # --- asks
    "an.tokens.ask.size": {
        "en": "{who}: {name}: choose small or large animals",
        "fr": "{who:Le} : {name} : choisissez les petits ou les grands animaux",
    },
    "an.tokens.ask.okapi": {
        "en": "{who}: {name} ({n} {n:plural:token|tokens} left): you may play a sponsor "
              "from your hand for its level in money, or not",
        "fr": "{who:Le} : {name} ({n} {n:plural:cube restant|cubes restants}) : vous pouvez "
              "jouer un mécène de votre main en payant son niveau en crédits, ou non",
    },
    "an.tokens.size.small": {"en": "small animals", "fr": "petits animaux"},
    "an.tokens.size.large": {"en": "large animals", "fr": "grands animaux"},
    # --- reasons
    "an.tokens.not_hand": {
        "en": "card {card} is no sponsor in your hand",
        "fr": "la carte {card} n'est pas un mécène de votre main",
    },
    "an.tokens.level_money": {
        "en": "{name} costs its level, {level} money; you have {money}",
        "fr": "{name} coûte son niveau, {level} crédits ; vous en avez {money}",
    },
    "an.tokens.left": {
        "en": "{n} {n:plural:token|tokens} left on {name}",
        "fr": "{n} {n:plural:cube restant|cubes restants} sur {name}",
    },
    "an.tokens.okapi_skip": {
        "en": "playing a sponsor for money is a choice",
        "fr": "jouer un mécène contre des crédits est un choix",
    },
    "an.tokens.size_ok": {
        "en": "{size}: a deck card of that kind will be taken",
        "fr": "{size} : une carte de ce type sera prise dans la pioche",
    },
    "an.tokens.size_bad": {
        "en": "{value} is neither small nor large",
        "fr": "{value} n'est ni petit ni grand",
    },
    "an.tokens.ban": {
        "en": "WAZA Special Assignment: you chose {chosen}; {card} is one of the {other}",
        "fr": "WAZA Special Assignment : vous avez choisi les {chosen} ; {card} fait partie "
              "des {other}",
    },
    "an.tokens.ban_ok": {
        "en": "WAZA Special Assignment: you chose {chosen}; {card} may be played",
        "fr": "WAZA Special Assignment : vous avez choisi les {chosen} ; {card} peut être "
              "joué",
    },
    "an.tokens.wild": {
        "en": "{n} {n:plural:token|tokens} spent as {n:plural:icon|icons} of any kind, out "
              "of {have} on your breeding programs",
        "fr": "{n} {n:plural:cube dépensé|cubes dépensés} comme {n:plural:icône|icônes} "
              "au choix, sur {have} sur vos programmes d'élevage",
    },
    "an.tokens.wild_base": {
        "en": "wildcard tokens count only for a base project; {card} is not one",
        "fr": "les cubes jokers ne comptent que pour un projet de base ; {card} n'en est "
              "pas un",
    },
    "an.tokens.wild_needed": {
        "en": "{n} {n:plural:token|tokens} for {missing} missing {missing:plural:icon|icons}"
              ": a token counts only as an icon the zoo lacks",
        "fr": "{n} {n:plural:cube|cubes} pour {missing} {missing:plural:icône "
              "manquante|icônes manquantes} : un cube ne compte que pour une icône qui "
              "manque",
    },
    # --- events
    "an.tokens.ev.laid": {
        "en": "{who}: {n} player {n:plural:token|tokens} on {name}",
        "fr": "{who:Le} : {n} {n:plural:cube|cubes} sur {name}",
    },
    "an.tokens.ev.size": {
        "en": "{who} chooses {size} (WAZA Special Assignment)",
        "fr": "{who:Le} choisit les {size} (WAZA Special Assignment)",
    },
    "an.tokens.ev.revealed": {
        "en": "{who} reveals {n} {n:plural:card|cards} to the discard pile ({cards}), "
              "then takes {card}",
        "fr": "{who:Le} révèle {n} {n:plural:carte défaussée|cartes défaussées} ({cards}), "
              "puis prend {card}",
    },
    "an.tokens.ev.none_left": {
        "en": "{who}: no {size} left in the deck or the discard pile: nothing is revealed",
        "fr": "{who:Le} : plus de {size} dans la pioche ni la défausse : rien n'est révélé",
    },
    "an.tokens.ev.okapi": {
        "en": "{who} plays {name} for {level} money ({left} {left:plural:token|tokens} "
              "left on Okapi Stable)",
        "fr": "{who:Le} joue {name} pour {level} crédits ({left} {left:plural:cube "
              "restant|cubes restants} sur Okapi Stable)",
    },
    "an.tokens.ev.okapi_skip": {
        "en": "{who} plays no sponsor for money",
        "fr": "{who:Le} ne joue pas de mécène contre des crédits",
    },
    "an.tokens.ev.okapi_none": {
        "en": "{who}: {name} ({n} {n:plural:token|tokens} left): no sponsor to play for "
              "money",
        "fr": "{who:Le} : {name} ({n} {n:plural:cube restant|cubes restants}) : aucun mécène "
              "à jouer contre des crédits",
    },
    "an.tokens.ev.wild": {
        "en": "{who} spends a token of {name} as an icon",
        "fr": "{who:Le} dépense un cube de {name} comme icône",
    },
    # --- moves
    "an.tokens.move.size": {"en": "choose {size}", "fr": "choisir les {size}"},
    "an.tokens.move.wild": {
        "en": "support project {card}, level {level}, spending {n} wildcard "
              "{n:plural:token|tokens}",
        "fr": "soutenir le projet {card}, niveau {level}, en dépensant {n} "
              "{n:plural:cube joker|cubes jokers}",
    },
    "an.tokens.move.okapi": {"en": "play sponsor {card} for money",
                             "fr": "jouer le mécène {card} contre des crédits"},
    "an.tokens.move.okapi_skip": {"en": "play no sponsor for money",
                                  "fr": "ne pas jouer de mécène contre des crédits"},
}

register_catalog(MESSAGES)
