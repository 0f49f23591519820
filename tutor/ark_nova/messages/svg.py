"""EN/FR labels of Ark Nova's static picture (``an.svg.*``). French follows BGA's French
help page: monnaies, attrait, conservation, réputation, jetons X, pause, pioche, rivière."""

from tutor.core import register_catalog

MESSAGES = {
    "an.svg.zoo": {"en": "Zoo of {who}", "fr": "Zoo de {who}"},
    "an.svg.turn": {"en": "{who} to play", "fr": "À {who} de jouer"},
    "an.svg.over": {"en": "The game is over", "fr": "La partie est finie"},
    "an.svg.break": {"en": "Break token: {at} of {length}", "fr": "Jeton pause : {at} sur {length}"},
    "an.svg.deck": {"en": "Deck: {n} {n:plural:card|cards}",
                    "fr": "Pioche : {n} {n:plural:carte|cartes}"},
    "an.svg.display": {"en": "Display", "fr": "Rivière"},
    "an.svg.money": {"en": "Money: {n}", "fr": "Monnaies : {n}"},
    "an.svg.appeal": {"en": "Appeal: {n}", "fr": "Attrait : {n}"},
    "an.svg.conservation": {"en": "Conservation: {n}", "fr": "Conservation : {n}"},
    "an.svg.reputation": {"en": "Reputation: {n}", "fr": "Réputation : {n}"},
    "an.svg.x_tokens": {"en": "X-tokens: {n}", "fr": "Jetons X : {n}"},
    "an.svg.hand": {"en": "Hand: {n} {n:plural:card|cards}",
                    "fr": "Main : {n} {n:plural:carte|cartes}"},
    "an.svg.played": {"en": "In the zoo: {n} {n:plural:card|cards}",
                      "fr": "Dans le zoo : {n} {n:plural:carte|cartes}"},
    "an.svg.row": {"en": "Action cards, slot 1 to 5", "fr": "Cartes action, case 1 à 5"},
    "an.svg.buildings": {"en": "{n:plural:Building|Buildings} ({n})",
                         "fr": "{n:plural:Bâtiment|Bâtiments} ({n})"},
    "an.svg.more": {"en": "and {n} more", "fr": "et {n} de plus"},
}

register_catalog(MESSAGES)
