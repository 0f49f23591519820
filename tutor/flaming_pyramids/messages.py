"""EN/FR message catalog of Flaming Pyramids. Keys are ``fp.*``; placeholders match."""

from tutor.core import register_catalog

MESSAGES = {
    "fp.colour.Y": {"en": "yellow", "fr": "jaune"},
    "fp.colour.R": {"en": "red", "fr": "rouge"},
    "fp.colour.G": {"en": "green", "fr": "vert"},
    "fp.colour.B": {"en": "blue", "fr": "bleu"},
    "fp.colour.any": {"en": "every colour", "fr": "toutes les couleurs"},
    # --- materials (FP-COMP-2, FP-COMP-3): a tile's kind, as a list heading
    "fp.material.straw": {"en": "straw", "fr": "paille"},
    "fp.material.wood": {"en": "wood", "fr": "bois"},
    "fp.material.stone": {"en": "stone", "fr": "pierre"},
    "fp.material.millstone": {"en": "millstone", "fr": "meule"},
    "fp.material.coal": {"en": "coal", "fr": "charbon"},
    "fp.material.blowtorch": {"en": "blowtorch", "fr": "chalumeau"},
    "fp.material.total": {"en": "total", "fr": "total"},
    "fp.cited": {"en": "{msg} ({rule})", "fr": "{msg} ({rule})"},
    # --- options (what a new game may be dealt with)
    "fp.options.players": {"en": "Flaming Pyramids is played by 2 to 6 players, not {players}",
                           "fr": "Flaming Pyramids se joue de 2 à 6 joueurs, pas {players}"},
    "fp.options.switch": {"en": "{name} is on (True) or off (False), not {value}",
                          "fr": "{name} est activé (True) ou non (False), pas {value}"},
    # --- sites (FP-PLACE)
    "fp.site.open": {
        "en": "{cell} is an open site: it rests on {left} and {right}",
        "fr": "{cell} est un emplacement ouvert : il repose sur {left} et {right}"},
    "fp.site.gap": {
        "en": "{cell} is a gap in the bottom row, between {left} and {right}",
        "fr": "{cell} est un trou dans la rangée du bas, entre {left} et {right}"},
    "fp.site.one_of": {
        "en": "{first} (open sites to choose from: {sites})",
        "fr": "{first} (emplacements au choix : {sites})"},
    "fp.site.ok.PLACE_1": {
        "en": "the table is empty: the tile starts the pyramid at {cell}",
        "fr": "la table est vide : la tuile commence la pyramide en {cell}"},
    "fp.site.ok.PLACE_2": {
        "en": "one tile on the table: {cell} is beside it",
        "fr": "une seule tuile en jeu : {cell} est à côté d'elle"},
    "fp.site.ok.PLACE_4": {
        "en": "no open site: {cell} extends the bottom row",
        "fr": "aucun emplacement ouvert : {cell} agrandit la base"},
    "fp.site.occupied": {
        "en": "{cell} already holds {tile}; allowed now: {sites}",
        "fr": "{cell} est déjà occupé par {tile} ; permis maintenant : {sites}"},
    "fp.site.overhang": {
        "en": "{cell} would rest on {count} {count:plural:tile|tiles} ({tiles}), not on two; "
              "allowed now: {sites}",
        "fr": "{cell} reposerait sur {count} {count:plural:tuile|tuiles} ({tiles}), pas sur "
              "deux ; permis maintenant : {sites}"},
    "fp.site.floating": {
        "en": "{cell} would rest on no tile at all, not on two; allowed now: {sites}",
        "fr": "{cell} ne reposerait sur aucune tuile, pas sur deux ; permis maintenant : {sites}"},
    "fp.site.bad.PLACE_1": {
        "en": "the table is empty: the first tile goes at {sites}, not {cell}",
        "fr": "la table est vide : la première tuile va en {sites}, pas en {cell}"},
    "fp.site.bad.PLACE_2": {
        "en": "with one tile on the table you must place beside it ({sites}), not at {cell}",
        "fr": "avec une seule tuile en jeu, il faut poser à côté d'elle ({sites}), pas en {cell}"},
    "fp.site.bad.PLACE_3": {
        "en": "an open site exists, so you must use one: {sites} (not {cell})",
        "fr": "un emplacement ouvert existe, vous devez l'utiliser : {sites} (pas {cell})"},
    "fp.site.bad.PLACE_4": {
        "en": "the pyramid is complete: extend the bottom row at {sites}, not at {cell}",
        "fr": "la pyramide est complète : agrandissez la base en {sites}, pas en {cell}"},
    # --- hand (FP-TURN-1)
    "fp.hand.ok": {"en": "{tile} is in {who}'s hand", "fr": "{tile} est dans la main {who:de}"},
    "fp.hand.missing": {
        "en": "{tile} is not in {who}'s hand (hand: {hand})",
        "fr": "{tile} n'est pas dans la main {who:de} (main : {hand})"},
    # --- building regulations (FP-BUILD)
    "fp.build.colour": {
        "en": "colour {colour} of {tile} matches {support}",
        "fr": "{tile} a la même couleur ({colour}) que {support}"},
    "fp.build.millstone": {
        "en": "the Millstone matches every colour: {tile} on {support} matches",
        "fr": "la meule est de toutes les couleurs : {tile} sur {support} correspond"},
    "fp.build.colour_and_weight": {
        "en": "{first}, and weight {weight} matches {support}",
        "fr": "{first}, et le poids {weight} correspond à {support}"},
    "fp.build.weight": {
        "en": "weight {weight} of {tile} matches {support}",
        "fr": "le poids {weight} de {tile} correspond à {support}"},
    "fp.build.no_match": {
        "en": "{tile} ({colour}, {weight}) matches neither {left} nor {right} in colour or weight",
        "fr": "{tile} ({colour}, {weight}) ne correspond ni à {left} ni à {right}, en couleur "
              "comme en poids"},
    "fp.build.load_ok": {
        "en": "weight {weight} ≤ {left} + {right} = {total}",
        "fr": "poids {weight} ≤ {left} + {right} = {total}"},
    "fp.build.overload": {
        "en": "weight {weight} > {left} + {right} = {total}: too heavy",
        "fr": "poids {weight} > {left} + {right} = {total} : trop lourd"},
    "fp.build.both_fail": {"en": "{match}; {load}", "fr": "{match} ; {load}"},
    "fp.build.bottom_row": {
        "en": "{tile} goes in the bottom row: no building regulations there",
        "fr": "{tile} va dans la rangée du bas : pas de règle de construction"},
    # --- mayhem found (FP-CHAIN)
    "fp.mayhem.air": {
        "en": "{tile} at {cell} has nothing under it: it must fall",
        "fr": "{tile} en {cell} n'a plus rien dessous : elle doit tomber"},
    "fp.mayhem.collapse": {
        "en": "{tile} at {cell} on {left} + {right} breaks the building rules ({why}): collapse",
        "fr": "{tile} en {cell} sur {left} + {right} enfreint les règles de construction "
              "({why}) : effondrement"},
    "fp.mayhem.explosion": {
        "en": "{first} and {second} touch: explosion",
        "fr": "{first} et {second} se touchent : explosion"},
    "fp.mayhem.fire": {
        "en": "armed {tile} touches what it burns: fire! {count} "
              "{count:plural:tile burns|tiles burn} ({tiles})",
        "fr": "{tile}, armée, touche ce qu'elle brûle : incendie ! {count} "
              "{count:plural:tuile brûle|tuiles brûlent} ({tiles})"},
    "fp.mayhem.fire_die": {
        "en": "armed {tile} touches what it burns ({tiles}): the fire die decides",
        "fr": "{tile}, armée, touche ce qu'elle brûle ({tiles}) : le dé de feu décide"},
    "fp.event.explosion_alone": {
        "en": "{first} and {second} explode and leave the game; nothing else touches them",
        "fr": "{first} et {second} explosent et sont retirées du jeu ; rien d'autre ne les touche"},
    "fp.event.die_blast_alone": {
        "en": "{tile} explodes and leaves the game; nothing else touches it",
        "fr": "{tile} explose et est retirée du jeu ; rien d'autre ne la touche"},
    "fp.gate.bad_face": {"en": "a die shows 1 to 6, not {face}",
                         "fr": "un dé montre 1 à 6, pas {face}"},
    "fp.mayhem.curse": {
        "en": "{tile} on {left} + {right}: three tiles weighing {weight}: curse",
        "fr": "{tile} sur {left} + {right} : trois tuiles de poids {weight} : malédiction"},
    # --- gates
    "fp.gate.over": {"en": "the game is over: {winner} has won",
                     "fr": "la partie est finie : {winner:le} a gagné"},
    "fp.gate.choose_first": {
        "en": "first {who} must choose where {tile} at {cell} goes: lower left or lower right",
        "fr": "{who:Le} doit d'abord choisir où va {tile} en {cell} : en bas à gauche ou à droite"},
    "fp.decision.slide": {
        "en": "{tile} collapsed: {who} chooses where it slides, lower left or lower right",
        "fr": "{tile} s'est effondrée : {who:le} choisit où elle glisse, en bas à gauche ou à droite"},
    "fp.decision.fall": {
        "en": "{tile} at {cell} is in free air: {who} chooses where it falls, lower left or "
              "lower right",
        "fr": "{tile} en {cell} est dans le vide : {who:le} choisit où elle tombe, en bas à gauche "
              "ou à droite"},
    "fp.gate.roll_first": {"en": "first roll the fire die for {tile}",
                           "fr": "lancez d'abord le dé de feu pour {tile}"},
    "fp.ask.place": {"en": "{who} to place a tile from the hand",
                     "fr": "{who:À} de poser une tuile de sa main"},
    "fp.gate.place_first": {
        "en": "nothing to choose now: {who} must place a tile",
        "fr": "rien à choisir maintenant : {who:le} doit poser une tuile"},
    # --- a move put together part by part (tutor.flaming_pyramids.parts)
    "fp.partial.tile": {
        "en": "{tile} may go at {sites} ({rule}): now choose where.",
        "fr": "{tile} peut aller en {sites} ({rule}) : choisissez maintenant où."},
    "fp.partial.cell": {
        "en": "{cell}: now {who} chooses the tile of the hand to place there.",
        "fr": "{cell} : c'est maintenant {who:à} de choisir la tuile de sa main à y poser."},
    "fp.partial.place": {
        "en": "{who} places a tile: choose a tile of the hand, then its cell.",
        "fr": "{who:Le} pose une tuile : choisissez une tuile de la main, puis sa case."},
    "fp.partial.slide": {
        "en": "{tile} drops to {left} or {right}: choose one.",
        "fr": "{tile} descend en {left} ou en {right} : choisissez."},
    "fp.partial.roll": {
        "en": "The fire die decides what {tile} does: choose the face it shows.",
        "fr": "Le dé de feu décide du sort de {tile} : choisissez la face obtenue."},
    "fp.partial.no_step": {
        "en": "a move of this game is 'place', 'slide' or 'roll', not '{step}'",
        "fr": "un coup de ce jeu est « place », « slide » ou « roll », pas « {step} »"},
    "fp.slide.not_landing": {
        "en": "{tile} can only drop to {left} or {right}, not to {cell}",
        "fr": "{tile} ne peut descendre qu'en {left} ou en {right}, pas en {cell}"},
    # --- verdict headlines
    # the move in words ("fr": after "Interdit :", so "le joueur 1")
    "fp.what.place": {"en": "{who} places {tile} at {cell}",
                      "fr": "{who:le} pose {tile} en {cell}"},
    "fp.what.place_tile": {"en": "{who} places {tile}", "fr": "{who:le} pose {tile}"},
    "fp.what.place_cell": {"en": "{who} places a tile at {cell}",
                           "fr": "{who:le} pose une tuile en {cell}"},
    "fp.what.place_any": {"en": "{who} places a tile", "fr": "{who:le} pose une tuile"},
    "fp.what.slide.LEFT": {"en": "{who} drops {tile} to the lower left, {cell}",
                           "fr": "{who:le} fait descendre {tile} en bas à gauche, en {cell}"},
    "fp.what.slide.RIGHT": {"en": "{who} drops {tile} to the lower right, {cell}",
                            "fr": "{who:le} fait descendre {tile} en bas à droite, en {cell}"},
    "fp.what.slide_none.LEFT": {"en": "{who} drops a tile to the lower left",
                                "fr": "{who:le} fait descendre une tuile en bas à gauche"},
    "fp.what.slide_none.RIGHT": {"en": "{who} drops a tile to the lower right",
                                 "fr": "{who:le} fait descendre une tuile en bas à droite"},
    "fp.what.slide_to": {"en": "{who} drops {tile} to {cell}",
                         "fr": "{who:le} fait descendre {tile} en {cell}"},
    "fp.what.slide_any": {"en": "{who} drops a tile one row down",
                          "fr": "{who:le} fait descendre une tuile d'un étage"},
    "fp.what.roll": {"en": "{who} rolls {face} on the fire die",
                     "fr": "{who:le} obtient {face} au dé de feu"},
    "fp.what.roll_any": {"en": "{who} rolls the fire die", "fr": "{who:le} lance le dé de feu"},
    "fp.what.step": {"en": "{who} plays a step this game does not have",
                     "fr": "{who:le} joue une étape que ce jeu n'a pas"},
    # what a legal move does, after "Allowed:" (core.legal); a collapse says "Allowed, but"
    "fp.summary.stands": {"en": "{tile} at {cell} stands", "fr": "{tile} en {cell} tient"},
    "fp.summary.collapses": {
        "en": "Allowed, but {tile} at {cell} on {left} + {right} collapses: {why}.",
        "fr": "Autorisé, mais {tile} en {cell} sur {left} + {right} s'effondre : {why}."},
    "fp.summary.mayhem": {
        "en": "{tile} at {cell} stands, then mayhem follows",
        "fr": "{tile} en {cell} tient, puis le chaos s'ensuit"},
    "fp.summary.slide": {"en": "{tile} drops to {cell}", "fr": "{tile} descend en {cell}"},
    "fp.summary.roll": {"en": "the fire die shows {face}", "fr": "le dé de feu indique {face}"},
    "fp.forecast.collapse": {
        "en": "{left} and {right} will be buried under {who}'s pile; {tile} drops one row "
              "(lower left or right)",
        "fr": "{left} et {right} iront sous la pioche {who:de} ; {tile} descend d'un étage "
              "(en bas à gauche ou à droite)"},
    "fp.slide.LEFT": {"en": "{tile} drops to the lower left, {cell}",
                      "fr": "{tile} descend en bas à gauche, en {cell}"},
    "fp.slide.RIGHT": {"en": "{tile} drops to the lower right, {cell}",
                       "fr": "{tile} descend en bas à droite, en {cell}"},
    # --- fire die
    "fp.die.DIE_1": {"en": "{face}: fire! {tile} stays in play",
                     "fr": "{face} : incendie ! {tile} reste en jeu"},
    "fp.die.DIE_2": {"en": "{face}: fire! {tile} then leaves the game",
                     "fr": "{face} : incendie ! {tile} est ensuite retirée du jeu"},
    "fp.die.DIE_3": {"en": "{face}: {tile} explodes",
                     "fr": "{face} : {tile} explose"},
    "fp.die.DIE_4": {"en": "{face}: the fire goes out; {tile} stays, disarmed",
                     "fr": "{face} : le feu s'éteint ; {tile} reste, désarmée"},
    # --- events
    "fp.event.place": {"en": "{who} places {tile} at {cell}",
                       "fr": "{who:Le} pose {tile} en {cell}"},
    "fp.event.collapse": {
        "en": "{why}. {tiles} buried under {who}'s pile",
        "fr": "{why}. {tiles} vont sous la pioche {who:de}"},
    "fp.event.slide": {"en": "{who} sends {tile} from {src} down to {dest}",
                       "fr": "{who:Le} fait descendre {tile} de {src} en {dest}"},
    "fp.event.air": {
        "en": "{tile} at {cell} is in free air: {who} chooses where it falls",
        "fr": "{tile} en {cell} est dans le vide : {who:le} choisit où elle tombe"},
    "fp.event.explosion": {
        "en": "{first} and {second} explode and leave the game; {count} touching "
              "{count:plural:tile|tiles} ({tiles}) buried under {who}'s pile",
        "fr": "{first} et {second} explosent et sont retirées du jeu ; {count} "
              "{count:plural:tuile|tuiles} au contact ({tiles}) {count:plural:va|vont} sous "
              "la pioche {who:de}"},
    "fp.event.fire": {
        "en": "the fire burns {tiles}: buried under {who}'s pile; {tile} leaves the game",
        "fr": "le feu brûle {tiles} : ce qui a brûlé va sous la pioche {who:de}, et {tile} "
              "est retirée du jeu"},
    "fp.event.fire_stays": {
        "en": "the fire burns {tiles}: buried under {who}'s pile; {tile} stays in play",
        "fr": "le feu brûle {tiles} : ce qui a brûlé va sous la pioche {who:de}, et {tile} "
              "reste en jeu"},
    "fp.event.roll_needed": {
        "en": "{tile} would start a fire: {who} rolls the fire die",
        "fr": "{tile} déclencherait un incendie : {who:le} lance le dé de feu"},
    "fp.event.die": {"en": "fire die for {tile}: {result}",
                     "fr": "dé de feu pour {tile} : {result}"},
    "fp.event.die_seeded": {"en": "fire die for {tile} (seeded roll): {result}",
                            "fr": "dé de feu pour {tile} (tirage prévu) : {result}"},
    "fp.event.die_blast": {
        "en": "{tile} explodes and leaves the game; {count} touching "
              "{count:plural:tile|tiles} ({tiles}) buried under {who}'s pile",
        "fr": "{tile} explose et est retirée du jeu ; {count} {count:plural:tuile|tuiles} au "
              "contact ({tiles}) {count:plural:va|vont} sous la pioche {who:de}"},
    "fp.event.curse": {
        "en": "curse! {tiles} all weigh {weight}: {who} buries them under their pile and takes "
              "what the mayhem costs now",
        "fr": "malédiction ! {tiles} pèsent toutes {weight} : {who:le} les met sous sa pioche et "
              "prend les pertes du chaos qui suit"},
    "fp.event.draw": {"en": "{who} draws {count} {count:plural:tile|tiles}",
                      "fr": "{who:Le} pioche {count} {count:plural:tuile|tuiles}"},
    "fp.event.draw_again": {
        "en": "{who} played their last tile in hand, but {count} {count:plural:tile is|tiles "
              "are} in their pile: they draw and play on",
        "fr": "{who:Le} a posé sa dernière tuile en main, mais il reste {count} "
              "{count:plural:tuile|tuiles} dans sa pioche : il pioche et continue"},
    "fp.event.win": {"en": "{who} has no tiles left and wins!",
                     "fr": "{who:Le} n'a plus de tuiles et gagne !"},
    "fp.event.next": {"en": "{who} plays next", "fr": "{who:Le} joue ensuite"},
    # --- puzzle goals
    "fp.goal.stand": {"en": "place a tile that stands, with no mayhem",
                      "fr": "poser une tuile qui tient, sans chaos"},
    "fp.goal.collapse": {"en": "cause a collapse", "fr": "provoquer un effondrement"},
    "fp.goal.fire": {"en": "start a fire", "fr": "déclencher un incendie"},
    "fp.goal.explosion": {"en": "cause an explosion", "fr": "provoquer une explosion"},
    "fp.goal.curse": {"en": "trigger a curse", "fr": "déclencher une malédiction"},
    "fp.goal.win": {"en": "win the game this turn", "fr": "gagner la partie à ce tour"},
    "fp.goal.empty": {"en": "leave the table empty", "fr": "laisser la table vide"},
    "fp.goal.chain": {"en": "collapse twice in a row (chain reaction)",
                      "fr": "provoquer deux effondrements de suite (réaction en chaîne)"},
    "fp.goal.gap": {"en": "leave a gap in the bottom row",
                    "fr": "laisser un trou dans la rangée du bas"},
    # --- notation errors
    "fp.notation.prefix": {"en": "a position starts with '{prefix}'",
                           "fr": "une position commence par « {prefix} »"},
    "fp.notation.bad_tile": {
        "en": "'{code}' is not a tile (Y2…B120, M, Cy, Cg, Tr, Tb)",
        "fr": "« {code} » n'est pas une tuile (Y2…B120, M, Cy, Cg, Tr, Tb)"},
    "fp.notation.bad_row": {
        "en": "'{row}' is not a row: write <first slot>:<tiles>, e.g. 0:Y4,G6",
        "fr": "« {row} » n'est pas une rangée : écrivez <première place>:<tuiles>, ex. 0:Y4,G6"},
    "fp.notation.duplicate_tile": {"en": "{tile} appears twice", "fr": "{tile} apparaît deux fois"},
    "fp.notation.bad_mark": {
        "en": "only a Coal or a Blowtorch can be marked disarmed (~), not {tile}",
        "fr": "seul un charbon ou un chalumeau peut être marqué désarmé (~), pas {tile}"},
    "fp.notation.bad_move": {
        "en": "'{move}' is not a move: write B60@1,0, slide L, slide R or roll 1…6",
        "fr": "« {move} » n'est pas un coup : écrivez B60@1,0, slide L, slide R ou roll 1…6"},
    "fp.notation.bad_number": {
        "en": "{field}: '{value}' is not a number (write it with the digits 0-9, no leading zero)",
        "fr": "{field} : « {value} » n'est pas un nombre (écrivez-le avec les chiffres 0-9, "
              "sans zéro en tête)"},
    "fp.notation.field.row": {"en": "the row", "fr": "la rangée"},
    "fp.notation.field.slot": {"en": "the slot", "fr": "l'emplacement"},
    "fp.notation.width": {
        "en": "the pyramid stands over {width} slots of the bottom row (from slot {left} to "
              "slot {right}, counting the slots under each tile); with 45 tiles it spans at "
              "most {most} (FP-COMP-1, FP-PLACE-4)",
        "fr": "la pyramide couvre {width} emplacements de la rangée du bas (de l'emplacement "
              "{left} à l'emplacement {right}, en comptant ceux sous chaque tuile) ; avec 45 "
              "tuiles elle en couvre au plus {most} (FP-COMP-1, FP-PLACE-4)"},
    "fp.notation.dice_count": {
        "en": "dice lists {count} rolls; at most {most} are seeded at setup (FP-DIE-1)",
        "fr": "dice donne {count} lancers ; au plus {most} sont tirés à la mise en place "
              "(FP-DIE-1)"},
    "fp.notation.pending_roll_dice": {
        "en": "the die is asked for only once no seeded roll is left, but dice still lists "
              "{count} {count:plural:roll|rolls} (FP-DIE-1)",
        "fr": "le dé n'est demandé qu'une fois les lancers tirés d'avance épuisés, mais dice en "
              "donne encore {count} {count:plural:lancer|lancers} (FP-DIE-1)"},
    "fp.notation.idle_empty_hand": {
        "en": "seat {seat} holds no tile in hand, but only the player whose turn it is "
              "(turn={turn}) can run out: at the end of a turn a player draws back up to 5 "
              "or has won (FP-END-3, FP-TURN-3)",
        "fr": "la place {seat} n'a aucune tuile en main, mais seul le joueur dont c'est le "
              "tour (turn={turn}) peut en manquer : à la fin d'un tour on repioche jusqu'à 5 "
              "ou l'on a gagné (FP-END-3, FP-TURN-3)"},
    "fp.notation.pending_full_hand": {
        "en": "a decision is pending, so seat {seat} has played this turn's tile: at most "
              "{most} in hand, not {size} (FP-TURN-1)",
        "fr": "une décision est en attente, donc la place {seat} a joué la tuile de ce tour : "
              "au plus {most} en main, pas {size} (FP-TURN-1)"},
    "fp.notation.seat_count": {
        "en": "{field} lists {found} {found:plural:seat|seats} for {players} players",
        "fr": "{field} donne {found} {found:plural:place|places} pour {players} joueurs"},
    "fp.notation.bad_field": {"en": "'{token}' is not a field: write key=value",
                              "fr": "« {token} » n'est pas un champ : écrivez clé=valeur"},
    "fp.notation.unknown_field": {"en": "unknown field '{field}' (fields: {allowed})",
                                  "fr": "champ inconnu « {field} » (champs : {allowed})"},
    "fp.notation.duplicate_field": {"en": "the field '{field}' is given twice",
                                    "fr": "le champ « {field} » est donné deux fois"},
    "fp.notation.field_order": {"en": "'{field}' is out of order (order: {order})",
                                "fr": "« {field} » n'est pas à sa place (ordre : {order})"},
    "fp.notation.missing_field": {"en": "the field '{field}' is missing",
                                  "fr": "le champ « {field} » est absent"},
    "fp.notation.players": {"en": "Flaming Pyramids is for 2 to 6 players, not {players}",
                            "fr": "Flaming Pyramids se joue de 2 à 6, pas à {players}"},
    "fp.notation.unknown_variant": {"en": "unknown variant '{variant}' (variants: {allowed})",
                                    "fr": "variante inconnue « {variant} » (variantes : {allowed})"},
    "fp.notation.seat_range": {"en": "{field}={value}: seats go from 1 to {players}",
                               "fr": "{field}={value} : les places vont de 1 à {players}"},
    "fp.notation.hand_size": {
        "en": "seat {seat} holds {size} tiles; a hand has at most 5",
        "fr": "la place {seat} a {size} tuiles ; une main en a au plus 5"},
    "fp.notation.dice_without_variant": {
        "en": "dice are only for the fire-die variant (variants=firedie)",
        "fr": "les dés ne servent qu'à la variante dé de feu (variants=firedie)"},
    "fp.notation.bad_pending": {
        "en": "'{value}' is not a decision: write slide@r,p, fall@r,p or roll@r,p",
        "fr": "« {value} » n'est pas une décision : écrivez slide@r,p, fall@r,p ou roll@r,p"},
    "fp.notation.pending_empty": {"en": "the pending decision points at {cell}, which is empty",
                                  "fr": "la décision en attente désigne {cell}, qui est vide"},
    "fp.notation.pending_roll": {
        "en": "a die roll needs the fire-die variant and an armed incendiary touching what it "
              "burns, not {tile}",
        "fr": "un lancer de dé demande la variante dé de feu et un incendiaire armé au contact "
              "de ce qu'il brûle, pas {tile}"},
    "fp.notation.pending_supported": {
        "en": "{tile} at {cell} is supported: it has nowhere to fall",
        "fr": "{tile} en {cell} est soutenue : elle ne peut pas tomber"},
    "fp.notation.curses_without_pending": {
        "en": "curses=N (N ≥ 1) only exists in the curse variant, during a pending decision",
        "fr": "curses=N (N ≥ 1) n'existe que dans la variante malédiction, pendant une "
              "décision en attente"},
    "fp.notation.winner_pending": {"en": "a finished game has no pending decision",
                                   "fr": "une partie finie n'a pas de décision en attente"},
    "fp.notation.winner_has_tiles": {"en": "seat {seat} still holds tiles and cannot have won",
                                     "fr": "la place {seat} a encore des tuiles et ne peut avoir gagné"},
    "fp.notation.variant_order": {"en": "write each variant once, in the order {allowed}",
                                  "fr": "écrivez chaque variante une fois, dans l'ordre {allowed}"},
    "fp.notation.spacing": {"en": "separate the fields with spaces (no tab or line break)",
                            "fr": "séparez les champs par des espaces (ni tabulation ni saut "
                                  "de ligne)"},
    "fp.notation.row_edges": {
        "en": "'{row}': a row starts and ends with a tile, and the top row is not empty",
        "fr": "« {row} » : une rangée commence et finit par une tuile, et la rangée du haut "
              "n'est pas vide"},
    "fp.notation.winner_not_turn": {"en": "the winner is the player whose turn just ended (turn=)",
                                    "fr": "le vainqueur est le joueur dont le tour vient de finir (turn=)"},
    "fp.notation.empty_hand": {
        "en": "seat {seat} is to play but holds no tile, and nobody has won",
        "fr": "la place {seat} doit jouer mais n'a aucune tuile, et personne n'a gagné"},
    "fp.notation.not_calm": {
        "en": "the position is not calm, mayhem is waiting: {problem}",
        "fr": "la position n'est pas calme, du chaos attend : {problem}"},
}

register_catalog(MESSAGES)
