"""EN/FR messages of Ark Nova's notation (``an.notation.*``): why a position or a move is
refused, a caret under the fault."""

from tutor.core import register_catalog

MESSAGES = {
    "an.notation.prefix": {
        "en": "an Ark Nova position starts with '{prefix}'",
        "fr": "une position d'Ark Nova commence par « {prefix} »",
    },
    "an.notation.spacing": {
        "en": "the fields of a position are separated by spaces only",
        "fr": "les champs d'une position sont séparés par des espaces seulement",
    },
    "an.notation.bad_field": {"en": "'{token}' is not a field written key=value",
                              "fr": "« {token} » n'est pas un champ écrit clé=valeur"},
    "an.notation.unknown_field": {"en": "'{field}' is not a field; the fields are {allowed}",
                                  "fr": "« {field} » n'est pas un champ ; les champs sont "
                                        "{allowed}"},
    "an.notation.duplicate_field": {"en": "the field '{field}' is written twice",
                                    "fr": "le champ « {field} » est écrit deux fois"},
    "an.notation.field_order": {"en": "'{field}' comes out of order: {order}",
                                "fr": "« {field} » n'est pas à sa place : {order}"},
    "an.notation.missing_field": {"en": "the field '{field}' is missing",
                                  "fr": "le champ « {field} » manque"},
    "an.notation.bad_number": {
        "en": "{field}: '{value}' is not a whole number written with the digits 0-9",
        "fr": "{field} : « {value} » n'est pas un nombre entier écrit avec les chiffres 0-9",
    },
    "an.notation.bad_word": {"en": "{field}: '{value}' is not one of {allowed}",
                             "fr": "{field} : « {value} » n'est pas l'un de {allowed}"},
    "an.notation.no_card": {"en": "{field}: there is no card {value}",
                            "fr": "{field} : il n'y a pas de carte {value}"},
    "an.notation.parts": {
        "en": "{field} has {n} parts separated by '{sep}', not '{value}'",
        "fr": "{field} a {n} parties séparées par « {sep} », pas « {value} »",
    },
    "an.notation.bad_part": {"en": "{field}: '{value}' is not written like {form}",
                             "fr": "{field} : « {value} » ne s'écrit pas comme {form}"},
    "an.notation.row_twice": {
        "en": "the row '{value}' must hold each of the 5 Action cards once",
        "fr": "la rangée « {value} » doit contenir chacune des 5 cartes Action une fois",
    },
    "an.notation.canonical": {
        "en": "this position is written another way: {canonical}",
        "fr": "cette position s'écrit autrement : {canonical}",
    },
    "an.notation.unreachable": {"en": "no game reaches this position: {why} ({rule})",
                                "fr": "aucune partie n'atteint cette position : {why} ({rule})"},
    "an.notation.why.cards": {
        "en": "each zoo card is in exactly one place (twice: {twice}; missing: {missing}; "
              "not a zoo card: {extra})",
        "fr": "chaque carte zoo est à un seul endroit (en double : {twice} ; manquantes : "
              "{missing} ; pas une carte zoo : {extra})",
    },
    "an.notation.why.finals": {
        "en": "each final scoring card is in exactly one place, the pile or a player "
              "(twice: {twice}; missing: {missing})",
        "fr": "chaque carte objectif est à un seul endroit, la pioche ou un joueur "
              "(en double : {twice} ; manquantes : {missing})",
    },
    "an.notation.why.base": {
        "en": "a base conservation project is in two places: {twice}",
        "fr": "un projet de conservation de base est à deux endroits : {twice}",
    },
    "an.notation.why.workers": {
        "en": "player {seat} has {n} association workers, not 4",
        "fr": "le joueur {seat} a {n} bénévoles, pas 4",
    },
    "an.notation.why.rep": {
        "en": "player {seat} has reputation {rep} without the Cards action upgraded",
        "fr": "le joueur {seat} a une réputation de {rep} sans l'action Cartes améliorée",
    },
    "an.notation.why.break": {
        "en": "the Break token is on its last space ({pos}) but no break is pending",
        "fr": "le jeton pause est sur sa dernière case ({pos}) mais aucune pause n'est en "
              "attente",
    },
    "an.notation.why.settled": {
        "en": "the step on top, '{step}', asks nobody: a game resolves it before anyone plays",
        "fr": "l'étape du dessus, « {step} », ne demande rien à personne : une partie la "
              "résout avant que quiconque ne joue",
    },
    "an.notation.why.turn": {
        "en": "a step of player {seat}'s turn while it is player {turn}'s turn",
        "fr": "une étape du tour du joueur {seat} alors que c'est au tour du joueur {turn}",
    },
    "an.notation.why.sponsor_step": {
        "en": "a pending step of player {seat} comes only from sponsor {card}, which is not "
              "in that zoo",
        "fr": "une étape en attente du joueur {seat} ne vient que du mécène {card}, qui "
              "n'est pas dans ce zoo",
    },
    "an.notation.why.housed": {
        "en": "player {seat} houses card {card} at ({x},{y}): it must be an animal of that "
              "zoo, housed once, in one of its buildings",
        "fr": "le joueur {seat} loge la carte {card} en ({x},{y}) : ce doit être un animal "
              "de ce zoo, logé une seule fois, dans l'un de ses bâtiments",
    },
    "an.notation.why.final": {
        "en": "{n} last turns to play with {players} {players:plural:player|players}: the "
              "last turns need 2 players or more, and give each player at most one turn",
        "fr": "{n} derniers tours à jouer à {players} {players:plural:joueur|joueurs} : les "
              "derniers tours demandent 2 joueurs ou plus, et donnent à chacun au plus un tour",
    },
    "an.notation.why.trigger": {
        "en": "{n} last turns to play, but no zoo has reached VP 0 or more (appeal and "
              "conservation never go down)",
        "fr": "{n} derniers tours à jouer, mais aucun zoo n'a atteint 0 PV ou plus (attrait "
              "et conservation ne baissent jamais)",
    },
    "an.notation.why.solo": {
        "en": "after {turns} solo turns, {breaks} {breaks:plural:break has|breaks have} "
              "passed, each covering a donation space, but only {n} {n:plural:is|are} covered",
        "fr": "après {turns} tours en solo, {breaks} {breaks:plural:pause est passée|pauses "
              "sont passées}, chacune couvrant une case de don, mais {n} seulement "
              "{n:plural:est couverte|sont couvertes}",
    },
    "an.notation.why.free_kinds": {
        "en": "a free building offers the kinds its rule gives, each once, at least one "
              "({kinds}; allowed: {allowed})",
        "fr": "un bâtiment gratuit propose les types que sa règle donne, chacun une fois, au "
              "moins un ({kinds} ; permis : {allowed})",
    },
    "an.notation.why.free_optional": {
        "en": "this free building is compulsory, not a \"may\"",
        "fr": "ce bâtiment gratuit est obligatoire, pas facultatif",
    },
    "an.notation.why.free_compulsory": {
        "en": "this free building is a \"may\", not compulsory",
        "fr": "ce bâtiment gratuit est facultatif, pas obligatoire",
    },
    "an.notation.why.free_left": {
        "en": "{n} free buildings at once: this rule gives only one",
        "fr": "{n} bâtiments gratuits d'un coup : cette règle n'en donne qu'un",
    },
    "an.notation.why.step_card": {
        "en": "a pending step of card {card}, which player {seat} has not played",
        "fr": "une étape en attente de la carte {card}, que le joueur {seat} n'a pas jouée",
    },
    "an.notation.why.ability": {
        "en": "ability {index} of card {card}, which prints {n} "
              "{n:plural:ability|abilities}",
        "fr": "le pouvoir {index} de la carte {card}, qui imprime {n} {n:plural:pouvoir|pouvoirs}",
    },
    "an.notation.why.solo_stripe_players": {
        "en": "the solo stripe of card {card} pending in a game of {players} players: it "
              "is played in a solo game only",
        "fr": "le bandeau solo de la carte {card} en attente dans une partie à {players} "
              "joueurs : il ne se joue qu'en solo",
    },
    "an.notation.why.solo_stripe_none": {
        "en": "ability {index} of card {card} pending as a solo stripe: the card has no "
              "solo stripe in place of that ability",
        "fr": "le pouvoir {index} de la carte {card} en attente comme bandeau solo : la "
              "carte n'a pas de bandeau solo à la place de ce pouvoir",
    },
    "an.notation.why.solo_stripe_missing": {
        "en": "ability {index} of card {card} pending as printed in a solo game, where the "
              "solo stripe is played in its place ({stripe})",
        "fr": "le pouvoir {index} de la carte {card} en attente tel qu'imprimé en partie "
              "solo, où le bandeau solo se joue à sa place ({stripe})",
    },
    "an.notation.bad_move": {
        "en": "'{move}' is not an Ark Nova move: a move begins with one of {allowed} "
              "(after an optional seat, p2:)",
        "fr": "« {move} » n'est pas un coup d'Ark Nova : un coup commence par l'un de "
              "{allowed} (après le siège, p2:, s'il est donné)",
    },
}

register_catalog(MESSAGES)
