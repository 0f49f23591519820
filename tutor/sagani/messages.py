"""EN/FR message catalog of Sagani. Keys are ``sag.*``; placeholders match. The French
colour names are feminine: they qualify "la flèche" and "la tuile"."""

from tutor.core import register_catalog

MESSAGES = {
    "sag.el.fire": {"en": "red (fire)", "fr": "rouge (feu)"},
    "sag.el.water": {"en": "blue (water)", "fr": "bleue (eau)"},
    "sag.el.earth": {"en": "green (earth)", "fr": "verte (terre)"},
    "sag.el.air": {"en": "white (air)", "fr": "blanche (air)"},
    # a tile in words (the board's tile info, the text diagram's held tile)
    "sag.tile_info": {
        "en": "Tile {tile}: {colour}, {n} {n:plural:arrow|arrows}, worth {value}.",
        "fr": "Tuile {tile} : {colour}, {n} {n:plural:flèche|flèches}, vaut {value}."},
    "sag.dir.top": {"en": "up", "fr": "vers le haut"},
    "sag.dir.topright": {"en": "up-right", "fr": "en haut à droite"},
    "sag.dir.right": {"en": "right", "fr": "vers la droite"},
    "sag.dir.bottomright": {"en": "down-right", "fr": "en bas à droite"},
    "sag.dir.bottom": {"en": "down", "fr": "vers le bas"},
    "sag.dir.bottomleft": {"en": "down-left", "fr": "en bas à gauche"},
    "sag.dir.left": {"en": "left", "fr": "vers la gauche"},
    "sag.dir.topleft": {"en": "up-left", "fr": "en haut à gauche"},
    "sag.ask.take": {"en": "{who} takes a tile from the offer display",
                     "fr": "{who:Le} prend une tuile du présentoir"},
    "sag.ask.place": {"en": "{who} places tile {tile}", "fr": "{who:Le} pose la tuile {tile}"},
    "sag.ask.intermezzo": {"en": "{who} may take a tile from the Intermezzo",
                           "fr": "{who:Le} peut prendre une tuile de l'Intermezzo"},
    "sag.partial": {"en": "choosing: {step}", "fr": "choix en cours : {step}"},
    # a verdict's headline: the move in words ("fr": after "Autorisé :", so "le joueur 1")
    "sag.what.take": {"en": "{who} takes tile {tile} from the offer display",
                      "fr": "{who:le} prend la tuile {tile} du présentoir"},
    "sag.what.take_any": {"en": "{who} takes a tile from the offer display",
                          "fr": "{who:le} prend une tuile du présentoir"},
    "sag.what.draw": {"en": "{who} moves tile {tile} to the Intermezzo and draws blind from "
                            "stack {stack}",
                      "fr": "{who:le} met la tuile {tile} dans l'Intermezzo et pioche à "
                            "l'aveugle dans la pile {stack}"},
    "sag.what.draw_last": {"en": "{who} moves the last tile of the offer display to the "
                                 "Intermezzo and draws blind from stack {stack}",
                           "fr": "{who:le} met la dernière tuile du présentoir dans "
                                 "l'Intermezzo et pioche à l'aveugle dans la pile {stack}"},
    "sag.what.place": {"en": "{who} places {tile} at ({x},{y}), {turned}",
                       "fr": "{who:le} pose {tile} en ({x},{y}), {turned}"},
    "sag.what.place_at": {"en": "{who} places {tile} at ({x},{y})",
                          "fr": "{who:le} pose {tile} en ({x},{y})"},
    "sag.what.place_turned": {"en": "{who} places {tile}, {turned}",
                              "fr": "{who:le} pose {tile}, {turned}"},
    "sag.what.place_tile": {"en": "{who} places {tile}", "fr": "{who:le} pose {tile}"},
    "sag.what.tile": {"en": "tile {tile}", "fr": "la tuile {tile}"},
    "sag.what.a_tile": {"en": "a tile", "fr": "une tuile"},
    # a rotation in words, after "places tile 37 at (3,0), " (fr: agrees with "la tuile")
    "sag.what.rot.0": {"en": "not turned", "fr": "sans la tourner"},
    "sag.what.rot.1": {"en": "turned a quarter turn clockwise",
                       "fr": "tournée d'un quart de tour dans le sens horaire"},
    "sag.what.rot.2": {"en": "turned half a turn", "fr": "tournée d'un demi-tour"},
    "sag.what.rot.3": {"en": "turned a quarter turn anticlockwise",
                       "fr": "tournée d'un quart de tour dans le sens antihoraire"},
    "sag.what.rot.other": {"en": "turned {n} quarter turns", "fr": "tournée de {n} quarts de tour"},
    "sag.what.pick": {"en": "{who} takes tile {tile} from the Intermezzo",
                      "fr": "{who:le} prend la tuile {tile} dans l'Intermezzo"},
    "sag.what.pick_any": {"en": "{who} chooses in the Intermezzo",
                          "fr": "{who:le} choisit dans l'Intermezzo"},
    "sag.what.pass": {"en": "{who} takes nothing from the Intermezzo",
                      "fr": "{who:le} ne prend rien dans l'Intermezzo"},
    "sag.what.unknown": {"en": "{who} plays a move Sagani does not know",
                         "fr": "{who:le} joue un coup que Sagani ne connaît pas"},
    # a move put together part by part: what is chosen, what is next
    "sag.partial.next": {"en": "Move in progress: {what}; now choose {next}.",
                         "fr": "Coup en cours : {what} ; choisissez maintenant {next}."},
    "sag.partial.next.rot": {"en": "its rotation", "fr": "sa rotation"},
    "sag.partial.next.cell": {"en": "its place", "fr": "sa place"},
    "sag.partial.next.tile": {"en": "a tile", "fr": "une tuile"},
    "sag.partial.next.choice": {"en": "a tile, or nothing", "fr": "une tuile, ou rien"},
    "sag.partial.cell": {"en": "({x},{y}) for the tile", "fr": "({x},{y}) pour la tuile"},
    "sag.options.players": {"en": "Sagani is played here by 1 to 4 players, not {players}",
                            "fr": "Sagani se joue ici de 1 à 4 joueurs, pas {players}"},
    "sag.options.solo_goal": {"en": "the solo goal is (a) 75 points within 25 tiles or (b) "
                                    "every tile, less the discs left on tiles (SAG-VAR-SOLO), "
                                    "not {goal}",
                              "fr": "l'objectif solo est (a) 75 points en 25 tuiles au plus "
                                    "ou (b) toutes les tuiles, moins les disques restés sur "
                                    "les tuiles (SAG-VAR-SOLO), pas {goal}"},
    "sag.options.solo_multi": {"en": "the solo goal ({goal}) is for a game of 1 player "
                                     "(SAG-VAR-SOLO); with {players} players the game ends at "
                                     "the target score (SAG-END-TARGET): choose 1 player, or "
                                     "leave the solo goal at (a)",
                               "fr": "l'objectif solo ({goal}) est pour une partie à 1 joueur "
                                     "(SAG-VAR-SOLO) ; à {players} joueurs la partie s'arrête "
                                     "au score à atteindre (SAG-END-TARGET) : choisissez 1 "
                                     "joueur, ou laissez l'objectif solo à (a)"},
    "sag.options.order": {"en": "the disc order is (a) or (b) (SAG-DISC-ORDER), not {order}",
                          "fr": "l'ordre des disques est (a) ou (b) (SAG-DISC-ORDER), pas "
                                "{order}"},
    "sag.goal.legal": {"en": "play it legally", "fr": "jouer un coup permis"},
    "sag.goal.complete": {"en": "complete a tile", "fr": "compléter une tuile"},
    "sag.goal.no_caco": {"en": "place it without taking a cacophony disc",
                         "fr": "poser sans prendre de disque de cacophonie"},
    "sag.goal.best_score": {"en": "score as much as one placement can",
                            "fr": "marquer autant qu'une pose le peut"},
    "sag.goal.best_final": {"en": "end with the best final score a placement can give",
                            "fr": "finir avec le meilleur score final qu'une pose puisse "
                                  "donner"},
    "sag.goal.solo_won": {"en": "win the solo game: 75 points within 25 tiles",
                          "fr": "gagner la partie solo : 75 points en 25 tuiles au plus"},
    "sag.over": {"en": "the game is over", "fr": "la partie est finie"},
    "sag.wrong_step": {"en": "this is not the step of the turn: now it is {step}",
                       "fr": "ce n'est pas l'étape du tour : l'étape est {step}"},
    "sag.take": {"en": "tile {tile} in the offer display {offer}",
                 "fr": "tuile {tile} dans le présentoir {offer}"},
    "sag.draw.last": {"en": "{left} {left:plural:tile|tiles} left in the offer display "
                            "(only the last one may go to the Intermezzo)",
                      "fr": "{left} {left:plural:tuile|tuiles} au présentoir (seule la "
                            "dernière peut aller à l'Intermezzo)"},
    "sag.draw.stack": {"en": "stack {stack} holds {left} {left:plural:tile|tiles}",
                       "fr": "la pile {stack} contient {left} {left:plural:tuile|tuiles}"},
    "sag.pick": {"en": "tile {tile} in the Intermezzo {there}",
                 "fr": "tuile {tile} dans l'Intermezzo {there}"},
    "sag.pass": {"en": "taking nothing from the Intermezzo is allowed",
                 "fr": "on peut ne rien prendre dans l'Intermezzo"},
    "sag.rotate": {"en": "rotation {rot} (0 to 3 quarter turns)",
                   "fr": "rotation {rot} (0 à 3 quarts de tour)"},
    "sag.first": {"en": "the first tile starts the display at (0,0), here ({x},{y})",
                  "fr": "la première tuile commence la zone en (0,0), ici ({x},{y})"},
    "sag.occupied": {"en": "({x},{y}) already holds a tile", "fr": "({x},{y}) est déjà occupée"},
    "sag.contact": {"en": "({x},{y}) shares an edge with {cells}",
                    "fr": "({x},{y}) touche par un côté {cells}"},
    "sag.no_contact": {"en": "({x},{y}) shares no edge with your display: {cells} are empty"
                             " ({corners} {corners:plural:corner touching does|corners touching "
                             "do} not count)",
                       "fr": "({x},{y}) ne touche votre zone par aucun côté : {cells} sont "
                             "vides ({corners} {corners:plural:coin en contact ne compte|coins "
                             "en contact ne comptent} pas)"},
    "sag.arrow.yes": {"en": "the {colour} arrow of ({x},{y}) pointing {dir} is fulfilled by "
                            "the {colour} tile at ({bx},{by}), {dist} "
                            "{dist:plural:space|spaces} away: distance does not matter",
                      "fr": "la flèche {colour} de ({x},{y}) qui pointe {dir} est satisfaite "
                            "par la tuile {colour} en ({bx},{by}), à {dist} "
                            "{dist:plural:case|cases} : la distance ne compte pas"},
    "sag.arrow.kept": {"en": "the {colour} arrow of ({x},{y}) pointing {dir} is already "
                             "covered (the {colour} tile at ({bx},{by}) fulfils it)",
                       "fr": "la flèche {colour} de ({x},{y}) qui pointe {dir} est déjà "
                             "couverte (la tuile {colour} en ({bx},{by}) la satisfait)"},
    "sag.arrow.no": {"en": "the {colour} arrow of ({x},{y}) pointing {dir} is not fulfilled:"
                           " no tile of its colour on its ray",
                     "fr": "la flèche {colour} de ({x},{y}) qui pointe {dir} n'est pas "
                           "satisfaite : aucune tuile de sa couleur dans sa direction"},
    "sag.load": {"en": "{need} {need:plural:disc|discs} loaded from a supply of {supply}: "
                       "{left} left",
                 "fr": "{need} {need:plural:disque chargé|disques chargés} sur une réserve de "
                       "{supply} : il en reste {left}"},
    "sag.caco": {"en": "{need} discs needed, {supply} in the supply: {caco} cacophony "
                       "{caco:plural:disc|discs}, −{penalty} points",
                 "fr": "{need} disques nécessaires, {supply} en réserve : {caco} "
                       "{caco:plural:disque|disques} de cacophonie, −{penalty} points"},
    "sag.complete": {"en": "the {colour} tile at ({x},{y}) is complete: +{value}, "
                           "{discs} {discs:plural:disc|discs} back",
                     "fr": "la tuile {colour} en ({x},{y}) est complète : +{value}, "
                           "{discs} {discs:plural:disque revient|disques reviennent}"},
    "sag.ev.take": {"en": "{who} takes tile {tile}", "fr": "{who:Le} prend la tuile {tile}"},
    "sag.ev.draw": {"en": "{who} moves tile {tile} to the Intermezzo and draws from stack "
                          "{stack}",
                    "fr": "{who:Le} met la tuile {tile} dans l'Intermezzo et pioche dans la "
                          "pile {stack}"},
    "sag.ev.pick": {"en": "{who} takes tile {tile} from the Intermezzo",
                    "fr": "{who:Le} prend la tuile {tile} dans l'Intermezzo"},
    "sag.ev.pass": {"en": "{who} takes nothing", "fr": "{who:Le} ne prend rien"},
    "sag.ev.place": {"en": "{who} places tile {tile} at ({x},{y}), rotation {rot}",
                     "fr": "{who:Le} pose la tuile {tile} en ({x},{y}), rotation {rot}"},
    "sag.ev.load": {"en": "{n} {n:plural:disc|discs} on the tile",
                    "fr": "{n} {n:plural:disque|disques} sur la tuile"},
    "sag.ev.load_caco": {"en": "{n} {n:plural:disc|discs} on the tile, {caco} of cacophony "
                               "(−{penalty})",
                         "fr": "{n} {n:plural:disque|disques} sur la tuile, dont {caco} de "
                               "cacophonie (−{penalty})"},
    "sag.ev.cover": {"en": "an arrow of ({x},{y}) is covered, fulfilled by ({bx},{by})",
                     "fr": "une flèche de ({x},{y}) est couverte, satisfaite par ({bx},{by})"},
    "sag.ev.complete": {"en": "({x},{y}) is complete: +{value}, {discs} "
                              "{discs:plural:disc|discs} back",
                        "fr": "({x},{y}) est complète : +{value}, {discs} "
                              "{discs:plural:disque revient|disques reviennent}"},
    "sag.ev.intermezzo": {"en": "Intermezzo: {order} choose in turn",
                          "fr": "Intermezzo : {order:le} choisissent à tour de rôle"},
    "sag.ev.discard": {"en": "nobody took a tile: {n} discarded",
                       "fr": "personne n'a pris de tuile : {n} défaussées"},
    "sag.ev.out": {"en": "only {n} {n:plural:tile|tiles} to refill: the round is finished, "
                         "then the end",
                   "fr": "seulement {n} {n:plural:tuile|tuiles} pour remplir : on finit le "
                         "tour, puis c'est la fin"},
    "sag.ev.refill": {"en": "the offer display is refilled with {n} {n:plural:tile|tiles}",
                      "fr": "le présentoir est rempli avec {n} {n:plural:tuile|tuiles}"},
    "sag.ev.target": {"en": "{target} points reached: the round is finished, then the end",
                      "fr": "{target} points atteints : on finit le tour, puis c'est la fin"},
    # solo (SAG-VAR-SOLO)
    "sag.ev.intermezzo_solo": {"en": "Intermezzo: {who} may take one of the {n} tiles",
                               "fr": "Intermezzo : {who:le} peut prendre une des {n} tuiles"},
    "sag.ev.solo.won": {"en": "{score} points with {tiles} {tiles:plural:tile|tiles}: {target} "
                              "reached with at most {limit} tiles — {who} wins (solo goal (a))",
                        "fr": "{score} points avec {tiles} {tiles:plural:tuile|tuiles} : "
                              "{target} atteints avec {limit} tuiles au plus — {who:le} gagne "
                              "(objectif solo (a))"},
    "sag.ev.solo.lost_tiles": {"en": "tile {tiles} placed with {score} points: {target} not "
                                     "reached within {limit} tiles — the solo game is lost "
                                     "(goal (a))",
                               "fr": "tuile {tiles} posée avec {score} points : {target} non "
                                     "atteints en {limit} tuiles — la partie solo est perdue "
                                     "(objectif (a))"},
    "sag.ev.solo.lost_out": {"en": "no tile can be taken any more after {tiles} "
                                   "{tiles:plural:tile|tiles}, with {score} points: {target} not "
                                   "reached — the solo game is lost (goal (a))",
                             "fr": "plus aucune tuile ne peut être prise après {tiles} "
                                   "{tiles:plural:tuile|tuiles}, avec {score} points : {target} "
                                   "non atteints — la partie solo est perdue (objectif (a))"},
    "sag.ev.solo.no_tile": {"en": "no tile can be taken any more (offer display and stacks "
                                  "empty) after {tiles} {tiles:plural:tile|tiles}: the solo "
                                  "game ends (goal (b))",
                            "fr": "plus aucune tuile ne peut être prise (présentoir et piles "
                                  "vides) après {tiles} {tiles:plural:tuile|tuiles} : la partie "
                                  "solo s'arrête (objectif (b))"},
    "sag.ev.solo.final": {"en": "{score} {score:plural:point|points} − {discs} "
                                "{discs:plural:disc|discs} still on tiles = {final}: the final "
                                "score, a score to beat (goal (b))",
                          "fr": "{score} {score:plural:point|points} − {discs} "
                                "{discs:plural:disque encore posé|disques encore posés} sur les "
                                "tuiles = {final} : le score final, un score à battre "
                                "(objectif (b))"},
    # --- captions of the board and of the static picture (tutor/sagani/svg.py)
    "sag.caption.display": {"en": "Display of {who}", "fr": "Zone {who:de}"},
    "sag.caption.offer": {"en": "Offer display", "fr": "Présentoir"},
    "sag.caption.stacks": {"en": "Stacks (backs)", "fr": "Piles (dos)"},
    "sag.caption.intermezzo": {"en": "Intermezzo ({n} of 4)", "fr": "Intermezzo ({n} sur 4)"},
    "sag.caption.held": {"en": "To place", "fr": "À poser"},
    "sag.caption.score": {"en": "{who}: {score} pts", "fr": "{who} : {score} pts"},
    "sag.caption.discs": {"en": "discs {n}", "fr": "disques {n}"},
    "sag.caption.caco": {"en": "cacophony {n}", "fr": "cacophonie {n}"},
    "sag.caption.winner": {"en": "winner", "fr": "gagnant"},
    "sag.caption.turn": {"en": "to play", "fr": "à jouer"},
    "sag.caption.lost": {"en": "lost", "fr": "perdu"},
    "sag.caption.final": {"en": "final score", "fr": "score final"},
    "sag.caption.left": {"en": "{n} left", "fr": "reste {n}"},
    "sag.caption.empty": {"en": "empty", "fr": "vide"},
    "sag.letter.fire": {"en": "F", "fr": "F"},
    "sag.letter.water": {"en": "W", "fr": "E"},
    "sag.letter.earth": {"en": "E", "fr": "T"},
    "sag.letter.air": {"en": "A", "fr": "A"},
    "sag.svg.solo_a": {"en": "Solo goal (a): {score} of {target} points, {tiles} of at most "
                             "{limit} tiles",
                       "fr": "Objectif solo (a) : {score} points sur {target}, {tiles} tuiles "
                             "sur {limit} au plus"},
    "sag.svg.solo_b": {"en": "Solo goal (b): {tiles} {tiles:plural:tile|tiles} placed, {discs} "
                             "{discs:plural:disc|discs} on tiles (−1 each at the end)",
                       "fr": "Objectif solo (b) : {tiles} {tiles:plural:tuile posée|tuiles "
                             "posées}, {discs} {discs:plural:disque|disques} sur les tuiles "
                             "(−1 chacun à la fin)"},
    # the forecast of a solo placement (non-binding)
    "sag.solo.win": {"en": "tile {tiles} of at most {limit}, {score} points: {target} reached, "
                           "the solo game is won",
                     "fr": "tuile {tiles} sur {limit} au plus, {score} points : {target} "
                           "atteints, la partie solo est gagnée"},
    "sag.solo.lose": {"en": "tile {tiles} of at most {limit}, {score} points: {target} not "
                            "reached, the solo game is lost",
                      "fr": "tuile {tiles} sur {limit} au plus, {score} points : {target} non "
                            "atteints, la partie solo est perdue"},
    "sag.solo.progress": {"en": "tile {tiles} of at most {limit}, {score} points: {left} still "
                                "to reach {target}",
                          "fr": "tuile {tiles} sur {limit} au plus, {score} points : encore "
                                "{left} pour atteindre {target}"},
    "sag.solo.discs": {"en": "{discs} {discs:plural:disc|discs} would lie on your unfinished "
                             "tiles: each costs 1 point if still there at the end (goal (b))",
                       "fr": "{discs} {discs:plural:disque resterait|disques resteraient} sur "
                             "vos tuiles inachevées : chacun coûte 1 point s'il y est encore à "
                             "la fin (objectif (b))"},
    "sag.ev.over": {"en": "game over: {who} wins with {score}",
                    "fr": "partie finie : {who:le} gagne avec {score}"},
}

register_catalog(MESSAGES)
