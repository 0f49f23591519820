"""EN/FR messages of Ark Nova's zoo map, buildings and placement (``an.map.*``).

French follows BGA's French help page: enclos de taille N, kiosque, pavillon, animalerie,
maison des reptiles, grande volière, rochers, espaces d'eau, monnaies, attrait, jetons X,
bénévoles, action Construction (améliorée), pentagone jaune."""

from tutor.core import register_catalog

MESSAGES = {
    # --- kinds of building (AN-COMP-SHAPES)
    "an.map.kind.kiosk": {"en": "kiosk", "fr": "kiosque"},
    "an.map.kind.pavilion": {"en": "pavilion", "fr": "pavillon"},
    "an.map.kind.enclosure_1": {"en": "size-1 enclosure", "fr": "enclos de taille 1"},
    "an.map.kind.enclosure_2": {"en": "size-2 enclosure", "fr": "enclos de taille 2"},
    "an.map.kind.enclosure_3": {"en": "size-3 enclosure", "fr": "enclos de taille 3"},
    "an.map.kind.enclosure_4": {"en": "size-4 enclosure", "fr": "enclos de taille 4"},
    "an.map.kind.enclosure_5": {"en": "size-5 enclosure", "fr": "enclos de taille 5"},
    "an.map.kind.petting_zoo": {"en": "Petting Zoo", "fr": "animalerie"},
    "an.map.kind.reptile_house": {"en": "Reptile House", "fr": "maison des reptiles"},
    "an.map.kind.large_bird_aviary": {"en": "Large Bird Aviary", "fr": "grande volière"},
    "an.map.kind.unique": {"en": "unique building {name}", "fr": "bâtiment unique {name}"},
    "an.map.building": {"en": "{kind} at {at}", "fr": "{kind} en {at}"},
    # --- terrain and printed bonuses (AN-MAP-A, AN-MAP-0, AN-BUILD-BONUS)
    "an.map.terrain.rock": {"en": "rock", "fr": "rocher"},
    "an.map.terrain.water": {"en": "water", "fr": "eau"},
    "an.map.bonus.money": {"en": "{value} money", "fr": "{value} monnaies"},
    "an.map.bonus.x_token": {"en": "{value} X-{value:plural:token|tokens}",
                             "fr": "{value} {value:plural:jeton|jetons} X"},
    "an.map.bonus.reputation": {"en": "{value} reputation", "fr": "{value} de réputation"},
    "an.map.bonus.conservation": {
        "en": "{value} conservation {value:plural:point|points}",
        "fr": "{value} {value:plural:point|points} de conservation"},
    "an.map.bonus.card_from_deck_or_reputation_range": {
        "en": "{value} {value:plural:card|cards} from the deck or your reputation range",
        "fr": "{value} {value:plural:carte|cartes} de la pioche ou de votre portée de réputation"},
    "an.map.bonus.snap_1_display_card": {"en": "any {value} card of the display",
                                         "fr": "{value} carte au choix de la rivière"},
    "an.map.bonus.free_size2_enclosure": {"en": "a free size-2 enclosure",
                                          "fr": "un enclos de taille 2 gratuit"},
    "an.map.bonus.association_worker": {"en": "{value} more association worker",
                                        "fr": "{value} bénévole de plus"},
    "an.map.bonus.clever": {"en": "put any Action card on slot 1 after the action",
                            "fr": "placer une carte Action au choix en position 1 après l'action"},
    "an.map.bonus.upgrade_action_card": {"en": "upgrade an Action card",
                                         "fr": "améliorer une carte Action"},
    # --- AN-BUILD-FORBID
    "an.map.forbid.off": {"en": "{hexes}: off the zoo map", "fr": "{hexes} : hors du plateau zoo"},
    "an.map.forbid.terrain": {
        "en": "{hexes}: {terrain}, never built on",
        "fr": "{hexes} : {terrain}, on n'y construit jamais"},
    "an.map.forbid.overlap": {"en": "{hex} is already covered by your {other}",
                              "fr": "{hex} est déjà couvert par votre {other}"},
    "an.map.forbid.ok": {
        "en": "{hexes}: {n:plural:a free plain space|free plain spaces} of the map",
        "fr": "{hexes} : {n:plural:espace libre et constructible|espaces libres et constructibles} du plateau"},
    # --- AN-BUILD-ADJ
    "an.map.adj.ok": {"en": "{what} touches your {n:plural:building|buildings}: {others}",
                      "fr": "{what} touche {n:plural:votre bâtiment|vos bâtiments} : {others}"},
    "an.map.adj.bad": {
        "en": "{what} touches none of your buildings: a new building must share an edge with one",
        "fr": "{what} ne touche aucun de vos bâtiments : un nouveau bâtiment doit partager un côté avec l'un d'eux"},
    "an.map.adj.first_ok": {"en": "your first building covers the border space {hex}",
                            "fr": "votre premier bâtiment couvre l'espace de bordure {hex}"},
    "an.map.adj.first_bad": {
        "en": "your first building must cover a border space of the map; none of its spaces is on the border: {hexes}",
        "fr": "votre premier bâtiment doit couvrir un espace en bordure du plateau ; aucun de ses espaces n'y est : {hexes}"},
    "an.map.adj.alone": {"en": "{what} may stand alone: it need not touch a building",
                         "fr": "{what} peut rester isolé : il n'a pas à toucher un bâtiment"},
    # --- AN-BUILD-B2
    "an.map.b2.bad": {
        "en": "{hexes}: only an upgraded Build action (side II) may cover {n:plural:this space|these spaces}",
        "fr": "{hexes} : seule l'action Construction améliorée (face II) peut couvrir {n:plural:cet espace|ces espaces}"},
    "an.map.b2.ok": {"en": "{hexes}: covered with an upgraded Build action (side II)",
                     "fr": "{hexes} : couvert avec l'action Construction améliorée (face II)"},
    # --- AN-BUILD-KIOSK
    "an.map.kiosk.bad": {
        "en": "kiosk at {hex} is {d} {d:plural:space|spaces} from your kiosk at {other}: at least 3 apart",
        "fr": "un kiosque en {hex} est à {d} {d:plural:espace|espaces} de votre kiosque en {other} : au moins 3 d'écart"},
    "an.map.kiosk.ok": {
        "en": "kiosk at {hex}: your nearest kiosk, at {other}, is {d} spaces away (at least 3)",
        "fr": "kiosque en {hex} : votre kiosque le plus proche, en {other}, est à {d} espaces (au moins 3)"},
    "an.map.kiosk.first": {"en": "kiosk at {hex}: your first kiosk",
                           "fr": "kiosque en {hex} : votre premier kiosque"},
    # --- AN-BUILD-SPECIAL1, unique buildings
    "an.map.special.bad": {
        "en": "your zoo already has its {other}: one of each special enclosure",
        "fr": "votre zoo a déjà : {other} ; un seul exemplaire de chaque enclos spécial"},
    "an.map.special.ok": {"en": "your zoo has no {kind} yet (one of each special enclosure)",
                          "fr": "{kind} : pas encore dans votre zoo (un de chaque enclos spécial)"},
    "an.map.unique.taken": {"en": "your zoo already has its {other}: one of each unique building",
                            "fr": "votre zoo a déjà : {other} ; un seul exemplaire de chaque bâtiment unique"},
    # --- AN-BUILD-UPG, AN-BUILD-BASIC
    "an.map.upg.same": {
        "en": "you already built a {kind} in this action: an upgraded Build action builds different buildings",
        "fr": "vous avez déjà construit : {kind} dans cette action ; la Construction améliorée bâtit des bâtiments différents"},
    "an.map.upg.different": {"en": "no {kind} built yet in this action",
                             "fr": "{kind} : pas encore construit dans cette action"},
    "an.map.upg.side": {"en": "the {kind} needs an upgraded Build action (side II)",
                        "fr": "{kind} : il faut l'action Construction améliorée (face II)"},
    "an.map.basic.one": {
        "en": "the basic Build action (side I) builds exactly one building, and you built {built}",
        "fr": "l'action Construction de base (face I) bâtit un seul bâtiment, et vous avez construit : {built}"},
    "an.map.basic.size_ok": {
        "en": "size {size}, within the {left} {left:plural:space|spaces} of strength left",
        "fr": "taille {size}, dans la limite des {left} {left:plural:point|points} de force restants"},
    "an.map.basic.size_bad": {
        "en": "size {size} is more than the {left} {left:plural:space|spaces} of strength left",
        "fr": "taille {size} : plus que les {left} {left:plural:point|points} de force restants"},
    # --- AN-BUILD-COST
    "an.map.cost": {"en": "2 money a space: {n} {n:plural:space costs|spaces cost} {cost}",
                    "fr": "2 monnaies par espace : {n} {n:plural:espace coûte|espaces coûtent} {cost}"},
    "an.map.cost.bad": {
        "en": "2 money a space: {n} {n:plural:space costs|spaces cost} {cost}, and you have {money}",
        "fr": "2 monnaies par espace : {n} {n:plural:espace coûte|espaces coûtent} {cost}, et vous avez {money}"},
    # --- AN-BUILD-BONUS, AN-BUILD-FULL
    "an.map.bonus.covered": {"en": "covering {hex} gives: {bonus}",
                             "fr": "couvrir {hex} rapporte : {bonus}"},
    "an.map.full": {"en": "every buildable space of the map is covered: +{appeal} appeal",
                    "fr": "tous les espaces constructibles du plateau sont couverts : +{appeal} d'attrait"},
    # --- AN-SPON-PLACE-UNIQUE-BUILDING, AN-ANIMALS-ENCL
    "an.map.need.terrain": {
        "en": "{what} must touch at least {need} {terrain} {need:plural:space|spaces}; it touches {have}",
        "fr": "{what} doit toucher au moins {need} {need:plural:espace|espaces} {terrain} ; il en touche {have}"},
    "an.map.need.terrain_at": {
        "en": "{what} must touch at least {need} {terrain} {need:plural:space|spaces}; it touches {have}: {hexes}",
        "fr": "{what} doit toucher au moins {need} {need:plural:espace|espaces} {terrain} ; il en touche {have} : {hexes}"},
    "an.map.need.border": {
        "en": "{what} must cover at least {need} border {need:plural:space|spaces}; it covers {have}",
        "fr": "{what} doit couvrir au moins {need} {need:plural:espace|espaces} de bordure ; il en couvre {have}"},
    "an.map.need.border_at": {
        "en": "{what} must cover at least {need} border {need:plural:space|spaces}; it covers {have}: {hexes}",
        "fr": "{what} doit couvrir au moins {need} {need:plural:espace|espaces} de bordure ; il en couvre {have} : {hexes}"},
    # --- AN-BREAK-5 (b): kiosk income
    "an.map.kiosk.income": {
        "en": "kiosk at {hex}: {n} {n:plural:money|money} from {paying}",
        "fr": "kiosque en {hex} : {n} {n:plural:monnaie|monnaies} pour {paying}"},
    "an.map.kiosk.income_none": {
        "en": "kiosk at {hex}: no money (no pavilion, special enclosure, unique building or occupied enclosure next to it)",
        "fr": "kiosque en {hex} : rien (aucun pavillon, enclos spécial, bâtiment unique ni enclos occupé à côté)"},
}

register_catalog(MESSAGES)
