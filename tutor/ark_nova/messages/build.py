"""EN/FR messages of the Build action and the free buildings (``an.build.*``).

French follows BGA's French help page: action Construction (améliorée), enclos, kiosque,
pavillon, maison des reptiles, grande volière, monnaies, force."""

from tutor.core import register_catalog

MESSAGES = {
    # --- AN-ACT-CHOOSE
    "an.build.possible": {
        "en": "Build at strength {strength}: at least one building fits and is affordable (a {kind}, for one)",
        "fr": "Construction de force {strength} : au moins un bâtiment a sa place et est payable (par exemple : {kind})"},
    "an.build.impossible": {
        "en": "Build at strength {strength}: no building of size {strength} or less that you can pay for ({money} {money:plural:money|money}) has room on your map",
        "fr": "Construction de force {strength} : aucun bâtiment de taille {strength} ou moins que vous pouvez payer ({money} {money:plural:monnaie|monnaies}) n'a de place sur votre plateau"},
    # --- asks
    "an.build.ask.first": {
        "en": "{who}: build — {left} {left:plural:space|spaces} of strength",
        "fr": "{who:Le} : construisez — {left} {left:plural:point|points} de force"},
    "an.build.ask.more": {
        "en": "{who}: build a different building ({left} {left:plural:space|spaces} of strength left), or stop",
        "fr": "{who:Le} : construisez un bâtiment différent ({left} {left:plural:point|points} de force restants), ou arrêtez"},
    "an.build.ask.free": {
        "en": "{who}: place {n} free {n:plural:building|buildings} ({kinds})",
        "fr": "{who:Le} : placez {n} {n:plural:bâtiment gratuit|bâtiments gratuits} ({kinds})"},
    "an.build.ask.free_may": {
        "en": "{who}: you may place {n} free {n:plural:building|buildings} ({kinds}), or stop",
        "fr": "{who:Le} : vous pouvez placer {n} {n:plural:bâtiment gratuit|bâtiments gratuits} ({kinds}), ou arrêter"},
    "an.build.ask.move_in": {
        "en": "{who}: move animals from your enclosures into your {kind} ({free} {free:plural:space|spaces} free), or stop",
        "fr": "{who:Le} : déplacez des animaux de vos enclos vers votre {kind} ({free} {free:plural:espace libre|espaces libres}), ou arrêtez"},
    # --- reasons
    "an.build.cost": {
        "en": "2 money a space: {n} {n:plural:space costs|spaces cost} {cost} ≤ {money}",
        "fr": "2 monnaies par espace : {n} {n:plural:espace coûte|espaces coûtent} {cost} ≤ {money}"},
    "an.build.bad_building": {
        "en": "no building: kind {kind}, anchor {at}, rotation {rot} (a Build kind, a hex of the grid, rotation 0–5)",
        "fr": "aucun bâtiment : type {kind}, ancre {at}, rotation {rot} (un type de Construction, un hexagone de la grille, rotation 0–5)"},
    "an.build.bad_kind": {
        "en": "no building kind {kind}",
        "fr": "aucun type de bâtiment {kind}"},
    "an.build.free.kind": {
        "en": "{kind}: free here (no money, no Build action)",
        "fr": "{kind} : gratuit ici (sans monnaie ni action Construction)"},
    "an.build.free.kind_bad": {
        "en": "a {kind} is not free here (free: {kinds})",
        "fr": "{kind} : pas gratuit ici (gratuit : {kinds})"},
    "an.build.where": {
        "en": "{kind}: {n} {n:plural:place|places} on your map",
        "fr": "{kind} : {n} {n:plural:emplacement|emplacements} sur votre plateau"},
    "an.build.no_room": {
        "en": "{kind}: no room on your map (touching a building, on free plain spaces, kiosks 3 apart)",
        "fr": "{kind} : aucune place sur votre plateau (au contact d'un bâtiment, sur des espaces libres constructibles, kiosques à 3 d'écart)"},
    "an.build.not_asked": {
        "en": "no building is asked now",
        "fr": "aucun bâtiment n'est demandé maintenant"},
    "an.build.done.ok": {
        "en": "{n} {n:plural:building|buildings} built in this action: you may stop",
        "fr": "{n} {n:plural:bâtiment construit|bâtiments construits} dans cette action : vous pouvez arrêter"},
    "an.build.done.none": {
        "en": "a chosen Build action builds at least one building: nothing built yet",
        "fr": "une action Construction choisie bâtit au moins un bâtiment : rien de construit encore"},
    "an.build.done.free": {
        "en": "the free {n:plural:building is|buildings are} optional: you may stop",
        "fr": "{n:plural:le bâtiment gratuit est facultatif|les bâtiments gratuits sont facultatifs} : vous pouvez arrêter"},
    "an.build.done.free_must": {
        "en": "a bonus is taken: the free {n:plural:building is|buildings are} placed while there is room",
        "fr": "un bonus se prend : {n:plural:le bâtiment gratuit est placé|les bâtiments gratuits sont placés} tant qu'il y a de la place"},
    "an.build.done.move": {
        "en": "moving animals is optional: you may stop",
        "fr": "déplacer des animaux est facultatif : vous pouvez arrêter"},
    # --- AN-BUILD-MOVE
    "an.build.move.not_housed": {
        "en": "card {card} is no animal living in one of your standard enclosures",
        "fr": "la carte {card} n'est pas un animal logé dans l'un de vos enclos standard"},
    "an.build.move.from": {
        "en": "{name} ({card}) lives in your {source}",
        "fr": "{name} ({card}) vit dans votre {source}"},
    "an.build.move.cannot": {
        "en": "{name} ({card}) cannot live in the {kind}",
        "fr": "{name} ({card}) ne peut pas vivre dans : {kind}"},
    "an.build.move.spaces": {
        "en": "it takes {need} {need:plural:space|spaces} of the {kind}; {free} {free:plural:is|are} free",
        "fr": "il prend {need} {need:plural:espace|espaces} de : {kind} ; {free} {free:plural:est libre|sont libres}"},
    "an.build.move.terrain": {
        "en": "it needs {need} {terrain} {need:plural:space|spaces} next to the {kind}, which touches {have}",
        "fr": "il lui faut {need} {need:plural:espace|espaces} {terrain} à côté de : {kind}, qui en touche {have}"},
    # --- moves in words
    "an.build.say.place": {"en": "build {building}, rotation {rot}",
                           "fr": "construire {building}, rotation {rot}"},
    "an.build.say.done": {"en": "stop building", "fr": "arrêter de construire"},
    "an.build.say.move_in": {"en": "move animal {card} into the special enclosure",
                             "fr": "déplacer l'animal {card} dans l'enclos spécial"},
    "an.build.word.kind": {"en": "a building kind", "fr": "un type de bâtiment"},
    # --- events
    "an.build.ev.start": {
        "en": "{who} builds with strength {strength}",
        "fr": "{who:Le} construit avec une force de {strength}"},
    "an.build.ev.paid": {
        "en": "{who} pays {cost} {cost:plural:money|money} for the {building} ({before} → {after})",
        "fr": "{who:Le} paie {cost} {cost:plural:monnaie|monnaies} pour : {building} ({before} → {after})"},
    "an.build.ev.empty": {
        "en": "the size-{size} enclosure is placed empty side up",
        "fr": "l'enclos de taille {size} est posé face vide visible"},
    "an.build.build_on": {
        "en": "{hexes}: {terrain} {n:plural:space|spaces}, yours to build on by {name} ({card})",
        "fr": "{hexes} : {n:plural:case|cases} ({terrain}), constructibles pour vous par {name} ({card})"},
    "an.build.ev.over": {
        "en": "{who} ends the Build action: {n} {n:plural:building|buildings}",
        "fr": "{who:Le} termine l'action Construction : {n} {n:plural:bâtiment|bâtiments}"},
    "an.build.ev.free_none": {
        "en": "{who}: no room for the free building ({kinds}), nothing happens",
        "fr": "{who:Le} : pas de place pour le bâtiment gratuit ({kinds}), rien ne se passe"},
    "an.build.ev.free_stop": {
        "en": "{who} places no more free buildings",
        "fr": "{who:Le} ne place plus de bâtiment gratuit"},
    "an.build.ev.moved": {
        "en": "{who} moves {name} ({card}) from the {source} into the {kind}; the enclosure is empty again",
        "fr": "{who:Le} déplace {name} ({card}) de : {source} vers : {kind} ; l'enclos redevient vide"},
    "an.build.ev.moved_shared": {
        "en": "{who} moves {name} ({card}) from the {source} into the {kind}; another animal still lives in the enclosure",
        "fr": "{who:Le} déplace {name} ({card}) de : {source} vers : {kind} ; un autre animal vit encore dans l'enclos"},
    "an.build.ev.move_done": {
        "en": "{who} moves no more animals",
        "fr": "{who:Le} ne déplace plus d'animaux"},
    # --- AN-SPON-BUILD-EXTRA-SAME (Engineer)
    "an.build.ask.extra": {
        "en": "{who}: Engineer — you may build one more building of a kind just built ({kinds}), paying 2 money a space ({money} {money:plural:money|money} held), or stop",
        "fr": "{who:Le} : Ingénieur — vous pouvez construire un bâtiment de plus ({kinds}), en payant 2 monnaies par case ({money} {money:plural:monnaie|monnaies} en main), ou arrêter"},
    "an.build.extra.kind": {
        "en": "{kind}: a kind this Build action built (Engineer builds it again, special enclosures apart)",
        "fr": "{kind} : un type construit par cette action Construction (l'Ingénieur le construit encore, sauf enclos spéciaux)"},
    "an.build.extra.kind_bad": {
        "en": "a {kind} was not built by this Build action, or is a special enclosure (Engineer: {kinds})",
        "fr": "{kind} : pas construit par cette action Construction, ou enclos spécial (Ingénieur : {kinds})"},
    "an.build.done.extra": {
        "en": "Engineer's building is optional: you may stop",
        "fr": "le bâtiment de l'Ingénieur est facultatif : vous pouvez arrêter"},
    "an.build.ev.extra_none": {
        "en": "{who}: Engineer — no more building of a kind just built ({kinds}) fits or can be paid ({money} {money:plural:money|money}), nothing happens",
        "fr": "{who:Le} : Ingénieur — aucun bâtiment de plus ({kinds}) n'a de place ou n'est payable ({money} {money:plural:monnaie|monnaies}), rien ne se passe"},
    "an.build.ev.extra_stop": {
        "en": "{who} builds nothing more with Engineer",
        "fr": "{who:Le} ne construit rien de plus avec l'Ingénieur"},
}

register_catalog(MESSAGES)
