"""EN/FR message catalog of Pook. Keys are ``pk.*``; placeholders match."""

from tutor.core import register_catalog

MESSAGES = {
    # --- captions of the board and of the static picture (svg.py)
    "pk.caption.factions": {"en": "Factions (face-up levels)",
                            "fr": "Factions (niveaux face guerrier)"},
    "pk.caption.score_line": {"en": "{who}: {a} {x} + {b} {y} = {score}",
                              "fr": "{who} : {a} {x} + {b} {y} = {score}"},
    "pk.caption.tied": {"en": "  (tie-break)", "fr": "  (départage)"},
    # --- the static picture of a state (svg.py)
    "pk.svg.phase.play": {"en": "placing a card", "fr": "pose d'une carte"},
    "pk.svg.phase.power": {"en": "warrior power", "fr": "pouvoir du guerrier"},
    "pk.svg.phase.after": {"en": "Piggy swap after", "fr": "échange de Piggy après"},
    "pk.svg.phase.tiebreak": {"en": "tie-break", "fr": "départage"},
    "pk.svg.phase.over": {"en": "scored", "fr": "décompte fait"},
    "pk.faction.K": {"en": "Knight", "fr": "Chevalier"},
    "pk.faction.M": {"en": "Mage", "fr": "Mage"},
    "pk.faction.O": {"en": "Orc", "fr": "Orque"},
    "pk.faction.V": {"en": "Viking", "fr": "Viking"},
    "pk.card": {"en": "level-{level} {faction}", "fr": "{faction} de niveau {level}"},
    "pk.side.up": {"en": "warrior side up", "fr": "face guerrier"},
    "pk.side.coin": {"en": "coin side up", "fr": "face pièce"},
    # a card on the table named in a sentence: a warrior by its code, a coin-side card
    # without giving it away
    "pk.item.coin": {"en": "a coin-side card", "fr": "une carte côté pièce"},
    "pk.item.piggy": {"en": "Piggy", "fr": "Piggy"},
    "pk.phase.play": {"en": "place a card (or swap Piggy first)",
                      "fr": "poser une carte (ou d'abord échanger Piggy)"},
    "pk.phase.power": {"en": "use the power of the warrior just placed, or pass",
                       "fr": "utiliser le pouvoir du guerrier posé, ou passer"},
    "pk.phase.power_none": {"en": "pass: the power of the warrior just placed finds no target",
                            "fr": "passer : le pouvoir du guerrier posé ne trouve aucune cible"},
    "pk.phase.after": {"en": "swap Piggy after the main action, or pass",
                       "fr": "échanger Piggy après l'action principale, ou passer"},
    "pk.phase.tiebreak": {"en": "pick a coin card to break the tie",
                          "fr": "choisir une carte pièce pour départager"},
    "pk.phase.over": {"en": "nothing: the game is over", "fr": "rien : la partie est finie"},
    # --- gates
    "pk.gate.over": {"en": "the game is over: every card has been played",
                     "fr": "la partie est finie : toutes les cartes ont été jouées"},
    "pk.gate.phase": {"en": "not now: {who} must {need}",
                      "fr": "pas maintenant : {who:le} doit {need}"},
    # what the position asks of a seat (tutor.pook.asks): "Player 2's turn to pick a coin card"
    "pk.ask": {"en": "{who}'s turn to {need}", "fr": "{who:À} {need:de}"},
    # --- a move put together part by part (tutor.pook.parts)
    "pk.partial.card": {
        "en": "{who}: {card} picked, {side}: now choose the empty cell it goes to.",
        "fr": "{who:Le} : {card} choisi, {side} : choisissez maintenant la case vide où le poser."},
    "pk.partial.side.warrior": {"en": "warrior side up", "fr": "face guerrier visible"},
    "pk.partial.side.coin": {"en": "coin side up", "fr": "face pièce visible"},
    "pk.partial.cell": {
        "en": "{cell}: now {who} picks the card of the hand to place there.",
        "fr": "{cell} : {who:le} choisit maintenant la carte de sa main à y poser."},
    "pk.partial.mage": {
        "en": "The {card} swaps a card of your hand in at {cell}: pick that hand card, then "
              "click this card again.",
        "fr": "{card:Le} fait entrer une carte de votre main en {cell} : choisissez cette "
              "carte, puis cliquez de nouveau sur celle-ci."},
    "pk.partial.mage_card": {
        "en": "The {card} is picked: now choose the card next to the {mage} that it replaces.",
        "fr": "{card:Le} est choisi : choisissez maintenant la carte voisine {mage:du} qu'il "
              "remplace."},
    "pk.partial.no_step": {
        "en": "a move of this game is 'place', 'power', 'swap_after' or 'pick', not '{step}'",
        "fr": "un coup de ce jeu est « place », « power », « swap_after » ou « pick », "
              "pas « {step} »"},
    "pk.what.warrior": {"en": "{who} places {card} warrior side up at {cell}",
                        "fr": "{who:Le} pose {card} face guerrier en {cell}"},
    "pk.what.coin": {"en": "{who} lays {card} coin side up at {cell}",
                     "fr": "{who:Le} pose {card} face pièce en {cell}"},
    "pk.what.power": {"en": "the power of {card} on the card at {cell}",
                      "fr": "le pouvoir de {card} sur la carte en {cell}"},
    "pk.what.mage": {"en": "the power of {card} on the card at {cell}, putting {new} in its "
                           "place",
                     "fr": "le pouvoir de {card} sur la carte en {cell}, en mettant {new} à sa "
                           "place"},
    "pk.what.the_warrior": {"en": "the warrior just placed", "fr": "le guerrier posé"},
    "pk.what.swap": {"en": "{who} swaps Piggy with the card at {cell}",
                     "fr": "{who:Le} échange Piggy avec la carte en {cell}"},
    "pk.what.pass": {"en": "{who} passes", "fr": "{who:Le} passe"},
    "pk.what.place_card": {"en": "{who} places {card} {side}", "fr": "{who:Le} pose {card} {side}"},
    "pk.what.place_cell": {"en": "{who} places a card at {cell}",
                           "fr": "{who:Le} pose une carte en {cell}"},
    "pk.what.place_any": {"en": "{who} places a card", "fr": "{who:Le} pose une carte"},
    "pk.what.mage_card": {"en": "the power of {card}, putting {new} in the place of a card",
                          "fr": "le pouvoir de {card}, en mettant {new} à la place d'une carte"},
    "pk.what.power_any": {"en": "the power of {card}", "fr": "le pouvoir de {card}"},
    "pk.what.swap_any": {"en": "{who} swaps Piggy with a card",
                         "fr": "{who:Le} échange Piggy avec une carte"},
    "pk.what.flip_any": {"en": "{who} picks a coin-side card to flip",
                         "fr": "{who:Le} choisit une carte côté pièce à retourner"},
    "pk.what.step": {"en": "{who} plays a step this game does not have",
                     "fr": "{who:Le} joue une étape que ce jeu n'a pas"},
    "pk.what.flip": {"en": "{who} picks the coin-side card at {cell} to flip",
                     "fr": "{who:Le} choisit la carte côté pièce en {cell} à retourner"},
    # --- hand
    "pk.hand.ok": {"en": "{card} is in {who}'s hand", "fr": "{card} est dans la main {who:de}"},
    "pk.hand.missing": {"en": "{card} is not in {who}'s hand (hand: {hand})",
                        "fr": "{card} n'est pas dans la main {who:de} (main : {hand})"},
    # --- placement
    "pk.place.occupied": {"en": "{cell} already holds {item}", "fr": "{cell} contient déjà {item}"},
    "pk.place.adjacent": {
        "en": "{cell} shares a side with {n} {n:plural:card|cards}: {cells}",
        "fr": "{cell} touche par un côté {n} {n:plural:carte|cartes} : {cells}"},
    "pk.place.alone": {
        "en": "{cell} shares no side with a card on the table (diagonals do not count)",
        "fr": "{cell} ne touche aucune carte par un côté (les diagonales ne comptent pas)"},
    "pk.window.ok": {"en": "with {cell} the layout still fits in 5×5",
                     "fr": "avec {cell}, la disposition tient encore dans un carré de 5×5"},
    "pk.window.too_x": {
        "en": "the layout would be {n} columns wide (x from {lo} to {hi}); at most 5",
        "fr": "la disposition ferait {n} colonnes de large (x de {lo} à {hi}) ; 5 au plus"},
    "pk.window.too_y": {
        "en": "the layout would be {n} rows high (y from {lo} to {hi}); at most 5",
        "fr": "la disposition ferait {n} rangées de haut (y de {lo} à {hi}) ; 5 au plus"},
    "pk.window.centred": {
        "en": "{cell} is outside the fixed 5×5 square (coordinates from {lo} to {hi}; here {n})",
        "fr": "{cell} est hors du carré fixe de 5×5 (coordonnées de {lo} à {hi} ; ici {n})"},
    "pk.coin.free": {"en": "{card} coin side up pays no cost",
                     "fr": "{card} face pièce ne coûte rien"},
    "pk.line.none": {"en": "no coin", "fr": "aucune pièce"},
    "pk.line.coins": {"en": "{n} {n:plural:coin|coins}", "fr": "{n} {n:plural:pièce|pièces}"},
    "pk.line.piggy": {"en": "Piggy", "fr": "Piggy"},
    "pk.line.piggy_coins": {"en": "Piggy and {n} {n:plural:coin|coins}",
                            "fr": "Piggy et {n} {n:plural:pièce|pièces}"},
    "pk.cost.ok": {
        "en": "a {card} needs {level} {level:plural:coin|coins} in its row and column at "
              "{cell}: row has {row}, column has {col} → {total} ≥ {level}",
        "fr": "un {card} demande {level} {level:plural:pièce|pièces} dans sa ligne et sa "
              "colonne en {cell} : {row} dans la ligne, {col} dans la colonne → {total} ≥ "
              "{level}"},
    "pk.cost.bad": {
        "en": "a {card} needs {level} {level:plural:coin|coins} in its row and column at "
              "{cell}: row has {row}, column has {col} → {total} < {level}",
        "fr": "un {card} demande {level} {level:plural:pièce|pièces} dans sa ligne et sa "
              "colonne en {cell} : {row} dans la ligne, {col} dans la colonne → {total} < "
              "{level}"},
    # --- powers
    "pk.power.not_adjacent": {"en": "{cell} is not orthogonally next to {card} at {at}",
                              "fr": "{cell} n'est pas orthogonalement à côté de {card} en {at}"},
    "pk.power.empty": {"en": "{cell} is empty", "fr": "{cell} est vide"},
    "pk.power.piggy": {"en": "Piggy is immune: {card} cannot target it",
                       "fr": "Piggy est immunisé : {card} ne peut pas le viser"},
    "pk.power.adjacent": {"en": "{cell} is next to {card}", "fr": "{cell} est à côté de {card}"},
    "pk.power.no_card": {"en": "{card} takes no card from the hand",
                         "fr": "{card} ne prend aucune carte de la main"},
    "pk.orc.coin": {"en": "an Orc flips a warrior, and {cell} lies coin side up",
                    "fr": "un Orque retourne un guerrier, or {cell} est face pièce"},
    "pk.viking.warrior": {"en": "a Viking flips a coin, and {card} at {cell} is a warrior",
                          "fr": "un Viking retourne une pièce, or {card} en {cell} est un guerrier"},
    "pk.protected": {
        "en": "{card} at {cell} is protected by the Knight at {knights}",
        "fr": "{card} en {cell} est protégé par le Chevalier en {knights}"},
    "pk.unprotected": {"en": "{card} at {cell} touches no face-up Knight",
                       "fr": "{card} en {cell} ne touche aucun Chevalier face visible"},
    "pk.mage.no_card": {"en": "a Mage must name the hand card to put in",
                        "fr": "un Mage doit désigner la carte de la main à poser"},
    "pk.mage.type": {"en": "{card} goes to {cell} {side}, the same type as the card it replaces",
                     "fr": "{card} va en {cell} {side}, du même type que la carte remplacée"},
    # --- Piggy
    "pk.pig.once": {"en": "{who} has already swapped Piggy this turn",
                    "fr": "{who:Le} a déjà échangé Piggy ce tour-ci"},
    "pk.pig.not_adjacent": {"en": "{cell} holds no card next to Piggy at {pig}",
                            "fr": "{cell} n'a pas de carte à côté de Piggy en {pig}"},
    "pk.pig.adjacent": {"en": "{card} at {cell} is next to Piggy at {pig}",
                        "fr": "{card} en {cell} est à côté de Piggy en {pig}"},
    "pk.pig.blocked": {
        "en": "{who} just swapped Piggy with {card} at {cell}: not that card again",
        "fr": "{who:Le} vient d'échanger Piggy avec {card} en {cell} : pas cette carte"},
    "pk.pig.not_blocked": {
        "en": "only the card at {block} is barred (last turn's swap), not {cell}",
        "fr": "seule la carte en {block} est interdite (échange du tour précédent), pas {cell}"},
    "pk.pig.immune": {"en": "{card} is protected by a Knight, but that never stops Piggy",
                      "fr": "{card} est protégé par un Chevalier, mais cela n'arrête pas Piggy"},
    # --- pass, tie-break
    "pk.pass.power": {"en": "the power of {card} is optional",
                      "fr": "le pouvoir de {card} est facultatif"},
    "pk.pass.after": {"en": "the Piggy swap is optional: the turn ends",
                      "fr": "l'échange de Piggy est facultatif : le tour se termine"},
    "pk.tie.pick_ok": {"en": "{who} picks the coin card at {cell}",
                       "fr": "{who:Le} choisit la carte pièce en {cell}"},
    "pk.tie.pick_bad": {"en": "{who} must pick a coin card ({cells}), not {cell}",
                        "fr": "{who:Le} doit choisir une carte pièce ({cells}), pas {cell}"},
    "pk.tie.start": {"en": "tie at {score} between {who}: each picks a coin card to flip",
                     "fr": "égalité à {score} ({who:le}) : chacun choisit une carte pièce à "
                           "retourner"},
    "pk.tie.stands": {"en": "tie at {score} between {who}, and no coin card is left: it stands",
                      "fr": "égalité à {score} ({who:le}) et plus aucune carte pièce : "
                            "l'égalité demeure"},
    # --- events
    "pk.event.coin": {"en": "{who} lays a card coin side up at {cell}",
                      "fr": "{who:Le} pose une carte face pièce en {cell}"},
    "pk.event.warrior": {
        "en": "{who} places {card} at {cell}: {total} {total:plural:coin|coins} ≥ {level}",
        "fr": "{who:Le} pose {card} en {cell} : {total} {total:plural:pièce|pièces} ≥ {level}"},
    "pk.event.knight": {
        "en": "{card} protects {n} adjacent {n:plural:warrior|warriors}: {cells}",
        "fr": "{card} protège {n} {n:plural:guerrier adjacent|guerriers adjacents} : {cells}"},
    "pk.event.knight_none": {"en": "{card} protects no adjacent warrior",
                             "fr": "{card} ne protège aucun guerrier adjacent"},
    "pk.event.no_target": {"en": "{card} has no target for its power",
                           "fr": "{card} n'a aucune cible pour son pouvoir"},
    "pk.event.orc": {"en": "{card} flips {target} at {cell} to its coin side",
                     "fr": "{card} retourne {target} en {cell} sur sa face pièce"},
    "pk.event.viking": {"en": "{card} flips the coin at {cell}: it is {target}",
                        "fr": "{card} retourne la pièce en {cell} : c'est {target}"},
    "pk.event.mage": {"en": "{card} puts {new} at {cell} {side} and takes {old} into the hand",
                      "fr": "{card} pose {new} en {cell} {side} et prend {old} en main"},
    "pk.event.swap": {"en": "{who} swaps Piggy at {pig} with {card} at {cell}",
                      "fr": "{who:Le} échange Piggy en {pig} avec {card} en {cell}"},
    "pk.event.pass_power": {"en": "{who} does not use the power",
                            "fr": "{who:Le} n'utilise pas le pouvoir"},
    "pk.event.pass_after": {"en": "{who} does not swap Piggy after the main action",
                            "fr": "{who:Le} n'échange pas Piggy après l'action principale"},
    "pk.event.pick": {"en": "{who} picks the coin card at {cell}",
                      "fr": "{who:Le} choisit la carte pièce en {cell}"},
    "pk.event.reveal": {"en": "the coin card at {cell} is flipped: {card}",
                        "fr": "la carte pièce en {cell} est retournée : {card}"},
    "pk.turn.draw": {"en": "{who} draws a card ({left} left in the pile)",
                     "fr": "{who:Le} pioche une carte (il en reste {left})"},
    "pk.turn.next": {"en": "{who} to play", "fr": "{who:À} de jouer"},
    "pk.end.over": {"en": "every card has been played: {n} cards around Piggy",
                    "fr": "toutes les cartes sont jouées : {n} cartes autour de Piggy"},
    "pk.end.totals": {"en": "faction totals: Knights {k}, Mages {m}, Orcs {o}, Vikings {v}",
                      "fr": "totaux des factions : Chevaliers {k}, Mages {m}, Orques {o}, "
                            "Vikings {v}"},
    "pk.end.score": {"en": "{who}: {a} {x} + {b} {y} = {score}",
                     "fr": "{who} : {a} {x} + {b} {y} = {score}"},
    "pk.end.winner": {"en": "{who} wins with {score}", "fr": "{who:Le} gagne avec {score}"},
    # --- goals (puzzles)
    "pk.goal.legal": {"en": "play it legally", "fr": "jouer un coup permis"},
    "pk.goal.warrior": {"en": "place a warrior", "fr": "poser un guerrier"},
    "pk.goal.no_power": {"en": "place a warrior whose power finds no target",
                         "fr": "poser un guerrier dont le pouvoir n'a aucune cible"},
    "pk.goal.orc": {"en": "flip a warrior with an Orc", "fr": "retourner un guerrier avec un Orque"},
    "pk.goal.viking": {"en": "flip a coin with a Viking", "fr": "retourner une pièce avec un Viking"},
    "pk.goal.mage": {"en": "swap a card with a Mage", "fr": "échanger une carte avec un Mage"},
    "pk.goal.pig": {"en": "swap Piggy", "fr": "échanger Piggy"},
    "pk.goal.win": {"en": "win the game", "fr": "gagner la partie"},
    "pk.goal.tiebreak": {"en": "reach a tie-break", "fr": "provoquer un départage"},
    # --- notation
    "pk.options.players": {"en": "Pook is played by 2 to 4 players, not {players}",
                           "fr": "Pook se joue de 2 à 4 joueurs, pas {players}"},
    "pk.options.window": {"en": "the window is one of {allowed}, not '{value}'",
                          "fr": "la fenêtre est l'une de {allowed}, pas « {value} »"},
    "pk.notation.prefix": {"en": "a position starts with '{prefix}'",
                           "fr": "une position commence par « {prefix} »"},
    "pk.notation.spacing": {"en": "separate the fields with spaces (no tab or line break)",
                            "fr": "séparez les champs par des espaces (ni tabulation ni saut "
                                  "de ligne)"},
    "pk.notation.missing_field": {"en": "the field '{field}' is missing (after '{after}')",
                                  "fr": "le champ « {field} » est absent (après « {after} »)"},
    "pk.notation.extra_field": {
        "en": "unexpected '{token}': a position ends with the field '{last}'",
        "fr": "« {token} » inattendu : une position se termine par le champ « {last} »"},
    "pk.notation.expected_field": {"en": "expected '{field}=...' here, found '{token}'",
                                   "fr": "« {field}=... » attendu ici, trouvé « {token} »"},
    "pk.notation.bad_value": {"en": "{field}: '{value}' is not allowed",
                              "fr": "{field} : « {value} » n'est pas permis"},
    "pk.notation.bad_cell": {"en": "'{value}' is not a cell (write x,y)",
                             "fr": "« {value} » n'est pas une case (écrivez x,y)"},
    "pk.notation.bad_card": {"en": "'{value}' is not a card (K M O V + level 1–3)",
                             "fr": "« {value} » n'est pas une carte (K M O V + niveau 1–3)"},
    "pk.notation.seat_order": {"en": "'{value}': name each seat once, in increasing order",
                               "fr": "« {value} » : nommez chaque siège une fois, dans l'ordre "
                                     "croissant"},
    "pk.notation.bad_grid": {"en": "'{value}' is not a grid (write X,Y:row/row)",
                             "fr": "« {value} » n'est pas une grille (écrivez X,Y:rangée/rangée)"},
    "pk.notation.ragged": {"en": "grid row {row} has a different width",
                           "fr": "la rangée {row} de la grille n'a pas la même largeur"},
    "pk.notation.piggy_count": {"en": "the grid must hold exactly one P, not {n}",
                                "fr": "la grille doit contenir exactement un P, pas {n}"},
    "pk.notation.not_tight": {
        "en": "'{value}' is not canonical: the grid must be the tight box around the cards",
        "fr": "« {value} » n'est pas canonique : la grille doit encadrer les cartes au plus près"},
    "pk.notation.bad_move": {"en": "'{value}' is not a move (e.g. M3@1,0 m3@1,0 power@1,1=O1 "
                                   "pig@0,1 pass flip@2,0)",
                             "fr": "« {value} » n'est pas un coup (ex. M3@1,0 m3@1,0 "
                                   "power@1,1=O1 pig@0,1 pass flip@2,0)"},
    "pk.notation.seat_count": {"en": "{field} needs one entry per seat ({n})",
                               "fr": "{field} demande une entrée par siège ({n})"},
    "pk.notation.shared_pair": {"en": "two seats hold the same objective pair",
                                "fr": "deux sièges ont la même paire d'objectifs"},
    "pk.notation.too_many": {"en": "more copies than the deck holds: {cards}",
                             "fr": "plus d'exemplaires que le paquet n'en contient : {cards}"},
    "pk.notation.too_big": {"en": "the layout does not fit in the 5×5 window",
                            "fr": "la disposition ne tient pas dans la fenêtre de 5×5"},
    "pk.notation.no_card_at": {"en": "{field}: no faction card at {cell}",
                               "fr": "{field} : pas de carte de faction en {cell}"},
    "pk.notation.phase_field": {"en": "'{field}' does not fit the phase '{phase}'",
                                "fr": "« {field} » ne convient pas à la phase « {phase} »"},
    "pk.notation.hand_size": {
        "en": "seat {who} holds {n} cards, but a hand never has more than {size}: {size} are "
              "dealt, each turn plays a card before drawing one, and a Mage takes a card into "
              "the hand only in exchange for one from it ({rule})",
        "fr": "le siège {who} a {n} cartes, mais une main n'en a jamais plus de {size} : on en "
              "reçoit {size}, chaque tour joue une carte avant d'en piocher une, et un Mage ne "
              "prend une carte en main qu'en échange d'une carte de la main ({rule})"},
    "pk.notation.disconnected": {
        "en": "{what} at {cell} does not touch the rest of the table: every card is laid next "
              "to a card on the table and swaps exchange cards in place, so the table is "
              "always one orthogonally connected group ({rule})",
        "fr": "{what} en {cell} ne touche pas le reste de la table : chaque carte est posée à "
              "côté d'une carte de la table et les échanges intervertissent des cartes sur "
              "place, donc la table forme toujours un seul groupe relié orthogonalement "
              "({rule})"},
    "pk.notation.piggy": {"en": "Piggy", "fr": "Piggy"},
    "pk.notation.the_card": {"en": "the card", "fr": "la carte"},
    "pk.notation.empty_hand": {"en": "seat {who} must play but holds no card",
                               "fr": "le siège {who} doit jouer mais n'a aucune carte"},
    # --- sizes: every count is bounded by what the game reaches
    "pk.notation.grid_rows": {
        "en": "the grid has {n} rows, but the table fits in a 5×5 window: at most {most} "
              "({rule})",
        "fr": "la grille a {n} rangées, mais la table tient dans une fenêtre de 5×5 : "
              "{most} au plus ({rule})"},
    "pk.notation.grid_cols": {
        "en": "this grid row has {n} cells, but the table fits in a 5×5 window: at most "
              "{most} ({rule})",
        "fr": "cette rangée de la grille a {n} cases, mais la table tient dans une fenêtre "
              "de 5×5 : {most} au plus ({rule})"},
    "pk.notation.pile_size": {
        "en": "the draw pile holds {n} cards, but with {players} players at most {most}: the "
              "24 cards less {size} dealt to each seat ({rule})",
        "fr": "la pioche a {n} cartes, mais à {players} joueurs {most} au plus : les 24 "
              "cartes moins {size} distribuées à chaque siège ({rule})"},
    "pk.notation.pile_four": {
        "en": "with {players} players all 24 cards are dealt, so there is no draw pile, not "
              "{n} {n:plural:card|cards} ({rule})",
        "fr": "à {players} joueurs les 24 cartes sont distribuées : pas de pioche, et non "
              "{n} {n:plural:carte|cartes} ({rule})"},
    "pk.notation.picks_count": {
        "en": "picks names {n} cells, but at most {most}: fewer than the tied seats (the last "
              "pick reveals them all), and at most 4 players ({rule})",
        "fr": "picks nomme {n} cases, mais {most} au plus : moins que de sièges à égalité "
              "(le dernier choix les révèle tous), et 4 joueurs au plus ({rule})"},
    # --- positions that no game reaches (the invariants real play keeps)
    "pk.notation.origin": {
        "en": "the table must hold a card at (0,0), where Piggy starts: every card is laid "
              "next to one already there and swaps exchange cards in place, so that cell is "
              "never emptied ({rule})",
        "fr": "la table doit avoir une carte en (0,0), où Piggy commence : chaque carte est "
              "posée à côté d'une carte déjà là et les échanges intervertissent des cartes sur "
              "place, donc cette case ne se vide jamais ({rule})"},
    "pk.notation.cards_left": {
        "en": "phase '{phase}' comes once every card has been played, but the hands and the "
              "draw pile still hold {n} {n:plural:card|cards} ({rule})",
        "fr": "la phase « {phase} » vient quand toutes les cartes sont jouées, mais les mains "
              "et la pioche ont encore {n} {n:plural:carte|cartes} ({rule})"},
    "pk.notation.played_hand": {
        "en": "in phase '{phase}' seat {who} has already played its card this turn, so its "
              "hand holds at most {most}, not {n} ({rule})",
        "fr": "en phase « {phase} » le siège {who} a déjà joué sa carte ce tour-ci, donc sa "
              "main en a au plus {most}, pas {n} ({rule})"},
    "pk.notation.not_refilled": {
        "en": "the draw pile still holds {left} {left:plural:card|cards}, so every turn ends "
              "with a draw and the hands stay equal ({size} each with the whole deck; the seat "
              "on turn one fewer once it has played): seat {who} holds {n} "
              "{n:plural:card|cards}, not {need} ({rule})",
        "fr": "la pioche a encore {left} {left:plural:carte|cartes}, donc chaque tour finit "
              "par une pioche et les mains restent égales ({size} chacune avec tout le "
              "paquet ; le siège qui joue une de moins une fois sa carte jouée) : le siège "
              "{who} a {n} {n:plural:carte|cartes}, pas {need} ({rule})"},
    "pk.notation.swap_far": {
        "en": "swap: {cell}, the card Piggy was swapped with this turn, must lie next to "
              "Piggy at {pig}: Piggy moves at most once a turn ({rule})",
        "fr": "swap : {cell}, la carte échangée avec Piggy ce tour-ci, doit être à côté de "
              "Piggy en {pig} : Piggy bouge au plus une fois par tour ({rule})"},
    "pk.notation.block_far": {
        "en": "block: {cell}, the card the previous player swapped Piggy with, must lie next "
              "to {near}, where Piggy stood when this turn began ({rule})",
        "fr": "block : {cell}, la carte que le joueur précédent a échangée avec Piggy, doit "
              "être à côté de {near}, où Piggy se trouvait au début de ce tour ({rule})"},
    "pk.notation.swap_gone": {
        "en": "swap=gone is no position to play from: the Mage's power that takes away the "
              "card Piggy was swapped with ends the main action, and with Piggy swapped "
              "already the turn ends at once ({rule})",
        "fr": "swap=gone n'est pas une position où jouer : le pouvoir du Mage qui emporte la "
              "carte échangée avec Piggy termine l'action principale, et Piggy étant déjà "
              "échangé le tour se termine aussitôt ({rule})"},
    "pk.notation.placed_cost": {
        "en": "placed: the {card} at {cell} was just laid warrior side up, so it paid its "
              "cost on this table: it needs {level} {level:plural:coin|coins} in its row and "
              "column, which hold {total} ({rule})",
        "fr": "placed : le {card} en {cell} vient d'être posé face guerrier, il a donc payé "
              "son coût sur cette table : il lui faut {level} {level:plural:pièce|pièces} "
              "dans sa ligne et sa colonne, qui en ont {total} ({rule})"},
    "pk.notation.placed_swapped": {
        "en": "placed: {cell} holds the card named by {field}, which was on the table before "
              "this turn, but the warrior whose power waits was just laid on an empty cell "
              "({rule})",
        "fr": "placed : {cell} porte la carte désignée par {field}, déjà sur la table avant "
              "ce tour, or le guerrier dont le pouvoir attend vient d'être posé sur une case "
              "vide ({rule})"},
    "pk.notation.after_no_swap": {
        "en": "phase 'after' offers the Piggy swap after the main action, but Piggy has no "
              "card to swap with (the previous player's card is barred): the turn would have "
              "ended ({rule})",
        "fr": "la phase « after » propose l'échange de Piggy après l'action principale, mais "
              "Piggy n'a aucune carte avec laquelle échanger (celle du joueur précédent est "
              "interdite) : le tour se serait terminé ({rule})"},
    "pk.notation.tied_scores": {
        "en": "seats {who} are tied, but their scores differ ({scores}): a tie-break is only "
              "between seats sharing one score ({rule})",
        "fr": "les sièges {who} sont à égalité, mais leurs scores diffèrent ({scores}) : on "
              "ne départage que des sièges au même score ({rule})"},
    "pk.notation.winners_scores": {
        "en": "seats {who} share first place, but their scores differ ({scores}) ({rule})",
        "fr": "les sièges {who} partagent la première place, mais leurs scores diffèrent "
              "({scores}) ({rule})"},
    "pk.notation.tie_left": {
        "en": "seats {who} share first place, but a coin-side card is still on the table: "
              "the tie-break goes on while one remains ({rule})",
        "fr": "les sièges {who} partagent la première place, mais une carte côté pièce reste "
              "sur la table : le départage continue tant qu'il en reste une ({rule})"},
}

register_catalog(MESSAGES)
