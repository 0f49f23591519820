"""EN/FR message catalog of Kingdom Builder. Keys are ``kb.*``; placeholders match."""

from tutor.core import register_catalog

MESSAGES = {
    # --- names
    # --- the static picture (svg.py): the side of the board
    "kb.svg.card": {"en": "Card of {who}", "fr": "Carte {who:de}"},
    "kb.svg.terrain": {"en": "Terrain: {terrain}", "fr": "Terrain : {terrain}"},
    "kb.svg.tiles": {"en": "Tiles", "fr": "Tuiles"},
    "kb.svg.no_tiles": {"en": "no tile yet", "fr": "aucune tuile"},
    "kb.svg.supply": {"en": "{who}: {n} left", "fr": "{who} : reste {n}"},
    "kb.svg.scores": {"en": "Final scores", "fr": "Scores finaux"},
    "kb.svg.score": {"en": "{who}: {points} pts", "fr": "{who} : {points} pts"},
    "kb.terrain.G": {"en": "grass", "fr": "prairie"},
    "kb.terrain.C": {"en": "canyon", "fr": "canyon"},
    "kb.terrain.D": {"en": "desert", "fr": "désert"},
    "kb.terrain.F": {"en": "flower field", "fr": "champ de fleurs"},
    "kb.terrain.T": {"en": "forest", "fr": "forêt"},
    "kb.terrain.W": {"en": "water", "fr": "eau"},
    "kb.terrain.M": {"en": "mountain", "fr": "montagne"},
    "kb.terrain.K": {"en": "castle", "fr": "château"},
    "kb.terrain.L": {"en": "location", "fr": "lieu"},
    "kb.kind.edge": {"en": "buildable edge", "fr": "de bord constructible"},
    "kb.kind.buildable": {"en": "buildable", "fr": "constructible"},
    "kb.tile.oracle": {"en": "Oracle", "fr": "Oracle"},
    "kb.tile.farm": {"en": "Farm", "fr": "Ferme"},
    "kb.tile.oasis": {"en": "Oasis", "fr": "Oasis"},
    "kb.tile.tower": {"en": "Tower", "fr": "Tour"},
    "kb.tile.tavern": {"en": "Tavern", "fr": "Taverne"},
    "kb.tile.barn": {"en": "Barn", "fr": "Grange"},
    "kb.tile.harbor": {"en": "Harbor", "fr": "Port"},
    "kb.tile.paddock": {"en": "Paddock", "fr": "Enclos"},
    "kb.tile.unknown": {"en": "unknown", "fr": "inconnue"},
    "kb.options.players": {"en": "Kingdom Builder is played by 2 to 4 players, not {players}",
                           "fr": "Kingdom Builder se joue de 2 à 4 joueurs, pas {players}"},
    "kb.options.bad": {"en": "these options cannot be dealt",
                       "fr": "ces options ne permettent pas de commencer une partie"},
    # --- asks
    "kb.ask.turn": {"en": "{who} plays {terrain}: build 3 settlements, or use a tile first",
                    "fr": "{who:Le} joue {terrain} : construire 3 maisons, ou d'abord utiliser "
                          "une tuile"},
    "kb.ask.build": {"en": "{who} builds {n} more {n:plural:settlement|settlements} on "
                           "{terrain}",
                     "fr": "{who:Le} construit encore {n} {n:plural:maison|maisons} sur "
                           "{terrain}"},
    "kb.ask.after": {"en": "{who} ({terrain}): use a tile or end the turn",
                     "fr": "{who:Le} ({terrain}) : utiliser une tuile ou finir le tour"},
    "kb.ask.return": {"en": "{who} chooses which {tile} tile to return",
                      "fr": "{who:Le} choisit quelle tuile {tile} rendre"},
    # --- gates and headlines
    "kb.gate.over": {"en": "the game is over", "fr": "la partie est finie"},
    "kb.gate.return": {"en": "first choose which {tile} tile to return",
                       "fr": "choisissez d'abord quelle tuile {tile} rendre"},
    "kb.gate.no_return": {"en": "there is no tile to return now",
                          "fr": "il n'y a aucune tuile à rendre maintenant"},
    "kb.what.build": {"en": "{who} builds on {hex}", "fr": "{who:Le} construit en {hex}"},
    "kb.what.use_build": {"en": "{who} uses the {tile} tile to build on {hex}",
                          "fr": "{who:Le} utilise la tuile {tile} pour construire en {hex}"},
    "kb.what.use_move": {"en": "{who} uses the {tile} tile to move {origin} to {hex}",
                         "fr": "{who:Le} utilise la tuile {tile} pour déplacer {origin} en {hex}"},
    "kb.what.return": {"en": "{who} returns the tile taken from {hex}",
                       "fr": "{who:Le} rend la tuile prise en {hex}"},
    "kb.what.end": {"en": "{who} ends the turn", "fr": "{who:Le} finit son tour"},
    "kb.what.use": {"en": "{who} uses the {tile} tile", "fr": "{who:Le} utilise la tuile {tile}"},
    "kb.what.use_from": {"en": "{who} uses the {tile} tile to move {origin}",
                         "fr": "{who:Le} utilise la tuile {tile} pour déplacer {origin}"},
    "kb.what.move_from": {"en": "{who} moves the settlement from {origin}",
                          "fr": "{who:Le} déplace sa maison de {origin}"},
    "kb.what.build_any": {"en": "{who} builds a settlement", "fr": "{who:Le} construit une maison"},
    "kb.what.turn_any": {"en": "{who} builds or uses a tile",
                         "fr": "{who:Le} construit ou utilise une tuile"},
    "kb.what.return_any": {"en": "{who} returns a tile", "fr": "{who:Le} rend une tuile"},
    "kb.what.step": {"en": "{who} plays a step this game does not have",
                     "fr": "{who:Le} joue une étape que ce jeu n'a pas"},
    "kb.partial.step": {"en": "'{step}' is not asked now: {ask}",
                        "fr": "« {step} » n'est pas demandé maintenant : {ask}"},
    "kb.partial.origin_ok": {"en": "your settlement at {hex} will move",
                             "fr": "votre maison en {hex} va se déplacer"},
    "kb.partial.origin_bad": {"en": "{hex} holds no settlement of yours",
                              "fr": "{hex} ne porte aucune de vos maisons"},
    # --- the mandatory action
    "kb.build.count": {"en": "settlement {k} of 3 on {terrain}",
                       "fr": "maison {k} sur 3 sur {terrain}"},
    "kb.build.over": {"en": "the mandatory action is over: {n} of 3 built",
                      "fr": "l'action obligatoire est finie : {n} sur 3 construites"},
    "kb.build.none": {"en": "no free {terrain} hex is left: the mandatory action ends with "
                            "{n} built",
                      "fr": "il ne reste aucune case {terrain} libre : l'action obligatoire "
                            "s'arrête à {n} construites"},
    "kb.build.supply": {"en": "{who} has no settlement left in supply",
                        "fr": "{who:Le} n'a plus de maison en réserve"},
    "kb.free.ok": {"en": "{hex} is a free {terrain} hex", "fr": "{hex} est une case {terrain} "
                                                                 "libre"},
    "kb.free.off_board": {"en": "{hex} is not on the 20×20 board",
                          "fr": "{hex} n'est pas sur le plateau de 20×20 cases"},
    "kb.free.taken": {"en": "{hex} already holds a settlement of {who}",
                      "fr": "{hex} porte déjà une maison {who:de}"},
    "kb.free.unbuildable": {"en": "{hex} is {terrain}: nobody builds there",
                            "fr": "{hex} est une case {terrain} : on n'y construit pas"},
    "kb.terrain.ok": {"en": "{hex} is {got}, as asked",
                      "fr": "{hex} est une case {got}, comme demandé"},
    "kb.terrain.bad": {"en": "{hex} is {got}, not {need}",
                       "fr": "{hex} est une case {got}, pas {need}"},
    "kb.adj.ok": {"en": "{hex} touches your settlement at {own}",
                  "fr": "{hex} touche votre maison en {own}"},
    "kb.adj.forced": {"en": "{hex} touches none of your settlements, but the free {kind} hex "
                            "{free} touches yours at {own}: build next to yours",
                      "fr": "{hex} ne touche aucune de vos maisons, mais la case {kind} libre "
                            "{free} touche la vôtre en {own} : construisez à côté des vôtres"},
    "kb.adj.free": {"en": "no free {kind} hex touches your settlements: {hex} may start a "
                          "new area",
                    "fr": "aucune case {kind} libre ne touche vos maisons : {hex} peut "
                          "commencer une nouvelle zone"},
    # --- tiles
    "kb.order.middle": {"en": "not in the middle of the mandatory action ({n} of 3 built): "
                              "the {tile} tile comes before or after it",
                        "fr": "pas au milieu de l'action obligatoire ({n} sur 3 construites) : "
                              "la tuile {tile} se joue avant ou après"},
    "kb.order.ok": {"en": "the {tile} tile is used outside the mandatory action",
                    "fr": "la tuile {tile} est jouée hors de l'action obligatoire"},
    "kb.tile.none": {"en": "you hold no {tile} tile taken from {hex}",
                     "fr": "vous n'avez aucune tuile {tile} prise en {hex}"},
    "kb.tile.new": {"en": "the {tile} tile was taken this turn: usable from your next turn",
                    "fr": "la tuile {tile} a été prise ce tour-ci : utilisable à votre "
                          "prochain tour"},
    "kb.tile.used": {"en": "the {tile} tile was already used this turn",
                     "fr": "la tuile {tile} a déjà servi ce tour-ci"},
    "kb.tile.ready": {"en": "the {tile} tile is ready", "fr": "la tuile {tile} est prête"},
    "kb.tile.builds": {"en": "the {tile} tile builds a new settlement: it moves none",
                       "fr": "la tuile {tile} construit une nouvelle maison : elle n'en "
                             "déplace aucune"},
    "kb.tile.origin": {"en": "the {tile} tile moves one of your settlements: {hex} holds none",
                       "fr": "la tuile {tile} déplace une de vos maisons : {hex} n'en porte "
                             "aucune"},
    "kb.tile.moves": {"en": "the {tile} tile moves your settlement at {hex}",
                      "fr": "la tuile {tile} déplace votre maison en {hex}"},
    "kb.tile.same": {"en": "a move must leave {hex}", "fr": "un déplacement doit quitter {hex}"},
    "kb.tower.ok": {"en": "{hex} is on the edge of the board", "fr": "{hex} est au bord du "
                                                                     "plateau"},
    "kb.tower.bad": {"en": "{hex} is not on the edge of the board (row 0 or 19, column 0 or "
                           "19)",
                     "fr": "{hex} n'est pas au bord du plateau (ligne 0 ou 19, colonne 0 ou "
                           "19)"},
    "kb.tavern.ok": {"en": "{hex} extends your straight line {line}",
                     "fr": "{hex} prolonge votre ligne droite {line}"},
    "kb.tavern.bad": {"en": "{hex} does not extend a straight line of 3 of your settlements",
                      "fr": "{hex} ne prolonge aucune ligne droite de 3 de vos maisons"},
    "kb.paddock.ok": {"en": "{origin} to {hex}: 2 hexes in a straight line",
                      "fr": "de {origin} à {hex} : 2 cases en ligne droite"},
    "kb.paddock.bad": {"en": "{hex} is not 2 hexes in a straight line from {origin}",
                       "fr": "{hex} n'est pas à 2 cases en ligne droite de {origin}"},
    "kb.return.ok": {"en": "the {tile} tile from {hex} goes back to the box",
                     "fr": "la tuile {tile} prise en {hex} retourne dans la boîte"},
    "kb.return.bad": {"en": "you hold no {tile} tile from {hex} (yours: {held})",
                      "fr": "vous n'avez pas de tuile {tile} prise en {hex} (les vôtres : "
                            "{held})"},
    "kb.end.first": {"en": "first finish the mandatory action on {terrain} ({n} of 3 built)",
                     "fr": "finissez d'abord l'action obligatoire sur {terrain} ({n} sur 3 "
                           "construites)"},
    "kb.end.ok": {"en": "{who} ends the turn", "fr": "{who:Le} finit son tour"},
    # --- events
    "kb.ev.build": {"en": "{who} builds on {hex} ({terrain}, settlement {k} of 3)",
                    "fr": "{who:Le} construit en {hex} ({terrain}, maison {k} sur 3)"},
    "kb.ev.use_build": {"en": "{who} uses the {tile} tile: a settlement on {hex}",
                        "fr": "{who:Le} utilise la tuile {tile} : une maison en {hex}"},
    "kb.ev.use_move": {"en": "{who} uses the {tile} tile: {origin} moves to {hex}",
                       "fr": "{who:Le} utilise la tuile {tile} : {origin} va en {hex}"},
    "kb.ev.gain": {"en": "{who} takes a tile from the {tile} at {hex} (usable from the next "
                          "turn)",
                   "fr": "{who:Le} prend une tuile {tile} en {hex} (utilisable au prochain tour)"},
    "kb.ev.gain_none": {"en": "no tile is left on the {tile} at {hex}",
                        "fr": "il ne reste aucune tuile sur le lieu {tile} en {hex}"},
    "kb.ev.no_retake": {"en": "no tile from the {tile} at {hex}: {who} took one there "
                              "before and lost it",
                        "fr": "aucune tuile du lieu {tile} en {hex} : {who:le} y en a déjà pris "
                              "une, puis l'a perdue"},
    "kb.ev.short_supply": {"en": "{who}'s supply is empty: the mandatory action ends with {n} "
                                 "built",
                           "fr": "la réserve {who:de} est vide : l'action obligatoire s'arrête "
                                 "à {n} construites"},
    "kb.ev.lose": {"en": "{who} returns the {tile} tile from {hex} to the box",
                   "fr": "{who:Le} remet la tuile {tile} prise en {hex} dans la boîte"},
    "kb.ev.choose": {"en": "no settlement touches this location any more: choose which tile "
                           "of that kind to return",
                     "fr": "plus aucune maison ne touche ce lieu : choisissez quelle tuile de "
                           "ce lieu rendre"},
    "kb.ev.short": {"en": "no legal {terrain} hex is left: the mandatory action ends with {n} "
                          "built",
                    "fr": "plus aucune case {terrain} permise : l'action obligatoire s'arrête "
                          "à {n} construites"},
    "kb.ev.trigger": {"en": "{who} builds the last settlement: the round is finished, then "
                            "the game ends",
                      "fr": "{who:Le} construit sa dernière maison : on finit le tour de table, "
                            "puis la partie s'arrête"},
    "kb.ev.end_turn": {"en": "{who} discards the terrain card and draws a new one",
                       "fr": "{who:Le} défausse sa carte terrain et en pioche une nouvelle"},
    "kb.ev.reshuffle": {"en": "the discards are shuffled into a new draw pile",
                        "fr": "la défausse est mélangée pour former une nouvelle pioche"},
    "kb.ev.winner": {"en": "{who} wins with {points} gold", "fr": "{who:Le} gagne avec {points} or"},
    "kb.ev.winners": {"en": "{who} share the victory with {points} gold",
                      "fr": "{who:Le} se partagent la victoire avec {points} or"},
    # --- the Kingdom Builder cards' names (the board's card row, the text diagram)
    "kb.card.fishermen": {"en": "Fishermen", "fr": "Pêcheurs"},
    "kb.card.miners": {"en": "Miners", "fr": "Mineurs"},
    "kb.card.workers": {"en": "Workers", "fr": "Ouvriers"},
    "kb.card.merchants": {"en": "Merchants", "fr": "Marchands"},
    "kb.card.discoverers": {"en": "Discoverers", "fr": "Explorateurs"},
    "kb.card.knights": {"en": "Knights", "fr": "Chevaliers"},
    "kb.card.hermits": {"en": "Hermits", "fr": "Ermites"},
    "kb.card.citizens": {"en": "Citizens", "fr": "Citoyens"},
    "kb.card.farmers": {"en": "Farmers", "fr": "Fermiers"},
    "kb.card.lords": {"en": "Lords", "fr": "Seigneurs"},
    # --- scoring: the card's terms
    "kb.score.castle": {"en": "{who}, castles: {n} × {per} = {points}",
                        "fr": "{who}, châteaux : {n} × {per} = {points}"},
    "kb.score.fishermen": {"en": "{who}, Fishermen: {n} next to water × {per} = {points}",
                           "fr": "{who}, Pêcheurs : {n} au bord de l'eau × {per} = {points}"},
    "kb.score.miners": {"en": "{who}, Miners: {n} next to mountains × {per} = {points}",
                        "fr": "{who}, Mineurs : {n} près des montagnes × {per} = {points}"},
    "kb.score.workers": {"en": "{who}, Workers: {n} next to locations or castles × {per} = "
                               "{points}",
                         "fr": "{who}, Ouvriers : {n} près d'un lieu ou château × {per} = "
                               "{points}"},
    "kb.score.merchants": {"en": "{who}, Merchants: {n} {n:plural:place|places} linked × {per} = {points}",
                           "fr": "{who}, Marchands : {n} {n:plural:lieu relié|lieux reliés} × {per} = {points}"},
    "kb.score.discoverers": {"en": "{who}, Discoverers: {n} {n:plural:line|lines} × {per} = {points}",
                             "fr": "{who}, Explorateurs : {n} {n:plural:ligne|lignes} × {per} = {points}"},
    "kb.score.knights": {"en": "{who}, Knights: {n} in the fullest line × {per} = {points}",
                         "fr": "{who}, Chevaliers : {n} dans la ligne la plus remplie × {per} "
                               "= {points}"},
    "kb.score.hermits": {"en": "{who}, Hermits: {n} {n:plural:area|areas} × {per} = {points}",
                         "fr": "{who}, Ermites : {n} {n:plural:groupe|groupes} × {per} = {points}"},
    "kb.score.citizens": {"en": "{who}, Citizens: {n} in the largest area ÷ {per} = "
                                "{points}",
                          "fr": "{who}, Citoyens : {n} dans le plus grand groupe ÷ {per} = "
                                "{points}"},
    "kb.score.farmers": {"en": "{who}, Farmers: {n} in the emptiest sector × {per} = {points}",
                         "fr": "{who}, Fermiers : {n} dans le secteur le moins rempli × {per} "
                               "= {points}"},
    "kb.score.lords": {"en": "{who}, Lords: most settlements in {first} "
                             "{first:plural:sector|sectors} × 12 + second in {second} × 6 "
                             "= {points}",
                       "fr": "{who}, Seigneurs : le plus de maisons dans {first} "
                             "{first:plural:secteur|secteurs} × 12 + deuxième dans {second} "
                             "× 6 = {points}"},
    # --- puzzle goals
    "kb.goal.legal": {"en": "play it legally", "fr": "jouer un coup permis"},
    "kb.goal.gain": {"en": "take a location tile", "fr": "prendre une tuile lieu"},
    "kb.goal.lose": {"en": "lose a location tile", "fr": "perdre une tuile lieu"},
    "kb.goal.win": {"en": "win the game", "fr": "gagner la partie"},
    "kb.goal.score": {"en": "end the game and score it",
                      "fr": "finir la partie et compter les points"},
    "kb.goal.mandatory": {"en": "complete the mandatory action",
                          "fr": "terminer l'action obligatoire"},
    "kb.goal.use_tile": {"en": "use a location tile", "fr": "utiliser une tuile lieu"},
    "kb.goal.best_score": {"en": "raise your gold (castles and the 3 cards, counted now) as "
                                 "high as one move can",
                           "fr": "porter votre or (châteaux et les 3 cartes, comptés "
                                 "maintenant) au plus haut possible en un coup"},
    # --- notation errors
    "kb.notation.prefix": {"en": "a position starts with '{prefix}'",
                           "fr": "une position commence par « {prefix} »"},
    "kb.notation.spacing": {"en": "separate the fields with spaces (no tab or line break)",
                            "fr": "séparez les champs par des espaces (ni tabulation ni retour "
                                  "à la ligne)"},
    "kb.notation.bad_field": {"en": "'{token}' is not a field (write key=value)",
                              "fr": "« {token} » n'est pas un champ (écrivez clé=valeur)"},
    "kb.notation.unknown_field": {"en": "unknown field '{field}' (fields: {allowed})",
                                  "fr": "champ inconnu « {field} » (champs : {allowed})"},
    "kb.notation.duplicate_field": {"en": "the field '{field}' is given twice",
                                    "fr": "le champ « {field} » est donné deux fois"},
    "kb.notation.field_order": {"en": "'{field}' is out of order (order: {order})",
                                "fr": "« {field} » n'est pas à sa place (ordre : {order})"},
    "kb.notation.missing_field": {"en": "the field '{field}' is missing",
                                  "fr": "le champ « {field} » manque"},
    "kb.notation.bad_number": {"en": "{field}: '{value}' is not a whole number",
                               "fr": "{field} : « {value} » n'est pas un nombre entier"},
    "kb.notation.bad_value": {"en": "{field}: '{value}' is not allowed here",
                              "fr": "{field} : « {value} » n'est pas permis ici"},
    "kb.notation.bad_board": {"en": "'{value}' is not 4 different quadrants (barn, farm, "
                                    "harbor, oasis, oracle, paddock, tavern, tower; ~ turned)",
                              "fr": "« {value} » n'est pas 4 quadrants différents (barn, farm, "
                                    "harbor, oasis, oracle, paddock, tavern, tower ; ~ à "
                                    "l'envers)"},
    "kb.notation.bad_cards": {"en": "'{value}' is not 3 different Kingdom Builder cards "
                                    "(Lords only when allowed)",
                              "fr": "« {value} » n'est pas 3 cartes personnage différentes "
                                    "(Seigneurs seulement si permis)"},
    "kb.notation.first_game": {"en": "the first game uses tavern,paddock,oasis,farm unturned "
                                     "and fishermen,merchants,knights",
                               "fr": "la première partie utilise tavern,paddock,oasis,farm à "
                                     "l'endroit et fishermen,merchants,knights"},
    "kb.notation.seat_count": {"en": "{field} needs one entry per seat ({n}), separated by /",
                               "fr": "{field} demande une entrée par joueur ({n}), séparées "
                                     "par /"},
    "kb.notation.bad_hands": {"en": "'{value}' is not one terrain card (G C D F T) for each "
                                    "of the {n} seats",
                              "fr": "« {value} » n'est pas une carte terrain (G C D F T) pour "
                                    "chacun des {n} joueurs"},
    "kb.notation.bad_cards_list": {"en": "{field}: '{value}' is not a list of terrain cards "
                                         "(G C D F T, or -)",
                                   "fr": "{field} : « {value} » n'est pas une liste de cartes "
                                         "terrain (G C D F T, ou -)"},
    "kb.notation.deck_count": {"en": "hands, pile and discard must hold the 25 terrain cards, "
                                     "5 of each",
                               "fr": "mains, pioche et défausse doivent contenir les 25 "
                                     "cartes terrain, 5 de chaque"},
    "kb.notation.bad_settlement": {"en": "no settlement can stand on {value} (taken twice, or "
                                         "not buildable land or water)",
                                   "fr": "aucune maison ne peut être en {value} (deux fois, ou "
                                         "ni terrain constructible ni eau)"},
    "kb.notation.too_many": {"en": "a seat has at most {most} settlements",
                             "fr": "un joueur a au plus {most} maisons"},
    "kb.notation.not_location": {"en": "'{value}': tiles come from location hexes, 2 per hex",
                                 "fr": "« {value} » : les tuiles viennent des cases lieu, 2 "
                                       "par case"},
    "kb.notation.bad_tile": {"en": "'{value}' is not a tile of this seat (kind@hex:n|r|u, "
                                   "from a location of that kind it took from)",
                             "fr": "« {value} » n'est pas une tuile de ce joueur "
                                   "(lieu@case:n|r|u, d'un lieu de ce type où il a pris)"},
    "kb.notation.not_canonical": {"en": "not in canonical form; write: {canonical}",
                                  "fr": "pas sous forme canonique ; écrivez : {canonical}"},
    "kb.notation.bad_hex": {"en": "'{value}' is not a hex (write row,col with 0–19)",
                            "fr": "« {value} » n'est pas une case (écrivez ligne,colonne de "
                                  "0 à 19)"},
    "kb.notation.bad_move": {"en": "'{value}' is not a move (e.g. 3,5  oracle@3,7>12,4  "
                                   "barn@2,6:5,5>6,6  end  return@3,7)",
                             "fr": "« {value} » n'est pas un coup (par ex. 3,5  "
                                   "oracle@3,7>12,4  barn@2,6:5,5>6,6  end  return@3,7)"},
}

register_catalog(MESSAGES)
