"""EN/FR messages of the Animals action (``an.animals.*``): the choice of an animal and of
its enclosure, its conditions, its cost as a sum, the events of playing it. French: the
help page's words (enclos, animalerie, maison des reptiles, grande volière, rivière,
portée de réputation, zoo partenaire)."""

from tutor.core import register_catalog

MESSAGES = {
    "an.animals.card": {"en": "{name} ({n})", "fr": "{name} ({n})"},
    "an.animals.solo_stripe": {"en": "{card} in a solo game: {stripe}",
                               "fr": "{card} en partie solo : {stripe}"},
    # --- choosing the action (AN-ACT-CHOOSE)
    "an.animals.choose.none_in_row": {
        "en": "Animals side {side} at strength {strength} plays no animal",
        "fr": "l'action Animaux face {side} en force {strength} ne joue aucun animal"},
    "an.animals.choose.ok": {
        "en": "{n} {n:plural:animal|animals} can be played",
        "fr": "{n} {n:plural:animal peut|animaux peuvent} être {n:plural:joué|joués}"},
    "an.animals.choose.none_playable": {
        "en": "no animal can be played now (conditions, money or a free enclosure)",
        "fr": "aucun animal ne peut être joué maintenant (conditions, argent ou enclos libre)"},
    # --- the step
    "an.animals.ask": {
        "en": "{who}: play an animal ({left} more at most; {played} played)",
        "fr": "{who:Le} : jouez un animal (encore {left} au plus ; vous en avez joué {played})"},
    "an.animals.left": {
        "en": "this action plays up to {n} {n:plural:animal|animals}: {played} played",
        "fr": "cette action joue jusqu'à {n} {n:plural:animal|animaux} : vous en avez joué {played}"},
    "an.animals.done": {
        "en": "at least 1 animal must be played: {played} played",
        "fr": "il faut jouer au moins 1 animal : vous en avez joué {played}"},
    # --- where the card comes from (AN-ANIMALS-REP)
    "an.animals.not_animal": {
        "en": "card {card} is not an animal card",
        "fr": "la carte {card} n'est pas une carte animal"},
    "an.animals.from.hand": {
        "en": "{card} is in your hand",
        "fr": "{card} est dans votre main"},
    "an.animals.from.nowhere": {
        "en": "{card} is neither in your hand nor in the display",
        "fr": "{card} n'est ni dans votre main ni dans la rivière"},
    "an.animals.from.side_i": {
        "en": "{card} lies in folder {folder}: Animals side I plays only from your hand",
        "fr": "{card} est dans la case {folder} de la rivière : l'action Animaux face I ne joue que depuis votre main"},
    "an.animals.from.range": {
        "en": "{card} lies in folder {folder}; reputation {reputation} reaches folders 1–{highest}",
        "fr": "{card} est dans la case {folder} ; une réputation de {reputation} atteint les cases 1 à {highest}"},
    # --- conditions (AN-COND-OWN)
    "an.animals.cond.own": {
        "en": "{cond} (the card's own {kind} icon does not count)",
        "fr": "{cond} (l'icône {kind} de la carte elle-même ne compte pas)"},
    "an.animals.cond.ignored": {
        "en": "{cond}: ignored, {name} ({n}) lets you ignore 1 condition of a large animal",
        "fr": "{cond} : ignorée, {name} ({n}) permet d'ignorer 1 condition d'un grand animal"},
    # --- cost (AN-ANIMALS-COST)
    "an.animals.partner.africa": {"en": "African partner zoo", "fr": "zoo partenaire africain"},
    "an.animals.partner.americas": {"en": "American partner zoo", "fr": "zoo partenaire américain"},
    "an.animals.partner.asia": {"en": "Asian partner zoo", "fr": "zoo partenaire asiatique"},
    "an.animals.partner.australia": {"en": "Australian partner zoo", "fr": "zoo partenaire australien"},
    "an.animals.partner.europe": {"en": "European partner zoo", "fr": "zoo partenaire européen"},
    "an.animals.cost.minus": {
        "en": "{expr} − {n} ({zoo})",
        "fr": "{expr} − {n} ({zoo})"},
    "an.animals.cost.minus_n": {
        "en": "{expr} − {n} ({icons} icons × {zoo})",
        "fr": "{expr} − {n} ({icons} icônes × {zoo})"},
    "an.animals.cost.sponsor": {
        "en": "{expr} − {n} ({name} {card})",
        "fr": "{expr} − {n} ({name} {card})"},
    "an.animals.cost.folder": {
        "en": "{expr} + {n} (folder {n})",
        "fr": "{expr} + {n} (case {n})"},
    "an.animals.cost.ok": {
        "en": "cost {expr} = {total} ≤ {money} {money:plural:money|money}",
        "fr": "coût {expr} = {total} ≤ {money} {money:plural:monnaie|monnaies}"},
    "an.animals.cost.short": {
        "en": "cost {expr} = {total} > {money} {money:plural:money|money}",
        "fr": "coût {expr} = {total} > {money} {money:plural:monnaie|monnaies}"},
    # --- enclosures (AN-ANIMALS-ENCL, AN-ANIMALS-SPECIAL, AN-SPECIAL-ENCL)
    "an.animals.encl.none": {
        "en": "no building of your zoo is anchored at {at}",
        "fr": "aucun bâtiment de votre zoo n'a son ancre en {at}"},
    "an.animals.encl.no_animals": {
        "en": "the {building} houses no animal",
        "fr": "ce bâtiment n'accueille aucun animal : {building}"},
    "an.animals.encl.empty": {
        "en": "the {building} is empty",
        "fr": "cet enclos est vide : {building}"},
    "an.animals.encl.taken": {
        "en": "this enclosure already houses {card}",
        "fr": "cet enclos accueille déjà {card}"},
    "an.animals.encl.size": {
        "en": "{card} needs a size-{need} enclosure: this one is {size}",
        "fr": "{card} demande un enclos de taille {need} : celui-ci est de taille {size}"},
    "an.animals.encl.rock": {
        "en": "{card} needs {need} rock {need:plural:space|spaces} next to its enclosure: this one touches {have}",
        "fr": "{card} demande {need} {need:plural:case|cases} de rocher au bord de son enclos : celui-ci en touche {have}"},
    "an.animals.encl.terrain_waived": {
        "en": "{card} needs {need} {terrain} {need:plural:space|spaces} next to its enclosure: "
              "not for you, {name} ({n}) lifts the rock and water needs of animals",
        "fr": "{card} demande {need} {need:plural:case|cases} ({terrain}) au bord de son enclos : "
              "pas pour vous, {name} ({n}) lève les besoins en rocher et en eau des animaux"},
    "an.animals.encl.water": {
        "en": "{card} needs {need} water {need:plural:space|spaces} next to its enclosure: this one touches {have}",
        "fr": "{card} demande {need} {need:plural:case|cases} d'eau au bord de son enclos : celui-ci en touche {have}"},
    "an.animals.encl.flock_herd": {
        "en": "{card} is a flock animal: it may join {housed}, a herbivore",
        "fr": "{card} est un animal grégaire : il peut rejoindre {housed}, un herbivore"},
    "an.animals.encl.flock_alone": {
        "en": "{card} is a flock animal, but this enclosure holds no herbivore ({housed})",
        "fr": "{card} est un animal grégaire, mais cet enclos n'abrite aucun herbivore ({housed})"},
    "an.animals.encl.flock_size": {
        "en": "{card} joins a herd only in an enclosure of size {need} or more: this one is {size}",
        "fr": "{card} ne rejoint un troupeau que dans un enclos de taille {need} ou plus : celui-ci est de taille {size}"},
    "an.animals.encl.petting_only": {
        "en": "{card} is a petting zoo animal: it lives only in the Petting Zoo",
        "fr": "{card} est un animal d'animalerie : il ne vit que dans l'animalerie"},
    "an.animals.encl.not_this_special": {
        "en": "{card} cannot live in the {kind}",
        "fr": "{card} ne peut pas vivre dans ce bâtiment ({kind})"},
    "an.animals.encl.spaces": {
        "en": "{card} takes {n} {n:plural:space|spaces} of the {kind}: {free} of {size} free",
        "fr": "{card} occupe {n} {n:plural:place|places} dans ce bâtiment ({kind}) : places libres : {free} sur {size}"},
    # --- an animal card chosen before its enclosure
    "an.animals.not_asked": {
        "en": "no animal is asked now",
        "fr": "aucun animal n'est demandé maintenant"},
    "an.animals.house.some": {
        "en": "{n} {n:plural:enclosure|enclosures} of yours could hold {card}",
        "fr": "{n} de vos enclos {n:plural:pourrait|pourraient} accueillir {card}"},
    "an.animals.house.no_special": {
        "en": "{card} has no standard enclosure size: it lives only in the {kinds}, and your zoo has none",
        "fr": "{card} n'a pas de taille d'enclos standard : il ne vit que dans ce bâtiment ({kinds}), et votre zoo n'en a pas"},
    "an.animals.house.no_empty": {
        "en": "{card} needs an empty size-{need} enclosure: none of your standard enclosures is empty",
        "fr": "{card} demande un enclos vide de taille {need} : aucun de vos enclos standard n'est vide"},
    "an.animals.house.size": {
        "en": "{card} needs a size-{need} enclosure: your largest empty one is {largest}",
        "fr": "{card} demande un enclos de taille {need} : votre plus grand enclos vide est de taille {largest}"},
    "an.animals.house.terrain": {
        "en": "{card} needs {rock} rock {rock:plural:space|spaces} and {water} water {water:plural:space|spaces} next to its enclosure: "
              "none of your {n} empty {n:plural:enclosure|enclosures} of size {need} or more touches enough",
        "fr": "{card} demande {rock} {rock:plural:case|cases} de rocher et {water} {water:plural:case|cases} d'eau au bord de son enclos : "
              "aucun de vos {n} {n:plural:enclos vide|enclos vides} de taille {need} ou plus n'en touche assez"},
    # --- events
    "an.animals.ev.paid": {
        "en": "{who} pays {total} {total:plural:money|money} for {card}: {cost}",
        "fr": "{who:Le} paie {total} {total:plural:monnaie|monnaies} pour {card} : {cost}"},
    "an.animals.ev.housed": {
        "en": "{who} puts {card} into the {building}",
        "fr": "{who:Le} installe {card} : {building}"},
    "an.animals.ev.over": {
        "en": "{who} ends the Animals action: {n} {n:plural:animal|animals} played",
        "fr": "{who:Le} termine l'action Animaux : {n} {n:plural:animal joué|animaux joués}"},
    # --- moves
    "an.animals.move.play": {
        "en": "play {card} into the enclosure at {at}",
        "fr": "jouer {card} dans l'enclos en {at}"},
    "an.animals.move.done": {
        "en": "play no more animals",
        "fr": "ne plus jouer d'animal"},
    "an.animals.move.unknown": {
        "en": "play an unknown card",
        "fr": "jouer une carte inconnue"},
}

register_catalog(MESSAGES)
