"""EN/FR texts of the Sagani board (captions, prompts, info strip). Keys ``ui.sag.*`` and the
setup row's ``ui.setting.sagani.*``.

Rule explanations never live here: verdicts and events come from the engine's catalog
(``tutor.sagani.messages``). Placeholders match between languages.
"""

from tutor.core import register_catalog

MESSAGES = {
    # --- prompts
    "ui.sag.prompt.take": {
        "en": "{who}: take a tile from the offer display (click it).",
        "fr": "{who} : prenez une tuile du présentoir (cliquez dessus)."},
    "ui.sag.prompt.take_last": {
        "en": "{who}: one tile is left. Take it, or click a stack: the last tile goes to the "
              "Intermezzo and you take that stack's top tile blind (only its back is seen).",
        "fr": "{who} : il reste une tuile. Prenez-la, ou cliquez sur une pile : la dernière "
              "tuile va dans l'Intermezzo et vous prenez à l'aveugle la tuile du dessus de "
              "cette pile (on n'en voit que le dos)."},
    "ui.sag.prompt.place": {
        "en": "{who}: place tile {tile} (rotation {rot}). Turn it with ⟲ ⟳ (or the R key), "
              "hover your display for the verdict of each arrow, click to place.",
        "fr": "{who} : posez la tuile {tile} (rotation {rot}). Tournez-la avec ⟲ ⟳ (ou la "
              "touche R), survolez votre zone pour le verdict de chaque flèche, cliquez pour "
              "poser."},
    "ui.sag.prompt.intermezzo": {
        "en": "{who}: Intermezzo. Click a tile to take it, or “Take nothing”.",
        "fr": "{who} : Intermezzo. Cliquez sur une tuile pour la prendre, ou sur « Ne rien "
              "prendre »."},
    "ui.sag.over": {
        "en": "The game is over: {who} wins with {score} points. Step through the scoring, "
              "or undo.",
        "fr": "La partie est finie : {who:le} gagne avec {score} points. Parcourez le décompte, "
              "ou annulez."},
    # the end of a solo game (SAG-VAR-SOLO)
    "ui.sag.over_solo_won": {
        "en": "The game is over: {who} reached {score} points with {tiles} "
              "{tiles:plural:tile|tiles} — {target} within {limit} tiles, the solo game is won. "
              "Step through the scoring, or undo.",
        "fr": "La partie est finie : {who:le} a atteint {score} points avec {tiles} "
              "{tiles:plural:tuile|tuiles} — {target} en {limit} tuiles au plus, la partie solo "
              "est gagnée. Parcourez le décompte, ou annulez."},
    "ui.sag.over_solo_lost": {
        "en": "The game is over: {tiles} {tiles:plural:tile|tiles} placed, {score} points — "
              "{target} not reached within {limit} tiles, the solo game is lost. Step through "
              "the scoring, or undo.",
        "fr": "La partie est finie : {tiles} {tiles:plural:tuile posée|tuiles posées}, {score} "
              "points — {target} non atteints en {limit} tuiles, la partie solo est perdue. "
              "Parcourez le décompte, ou annulez."},
    "ui.sag.over_solo_b": {
        "en": "The game is over: {score} points − {discs} {discs:plural:disc|discs} still on "
              "tiles = {final}, your score to beat. Step through the scoring, or undo.",
        "fr": "La partie est finie : {score} points − {discs} {discs:plural:disque encore "
              "posé|disques encore posés} sur les tuiles = {final}, votre score à battre. "
              "Parcourez le décompte, ou annulez."},
    "ui.sag.rotated": {
        "en": "Tile {tile} turned: rotation {rot} ({turns} {turns:plural:quarter turn|quarter "
              "turns} clockwise from the data's orientation, SAG-PLACE-ROTATE).",
        "fr": "Tuile {tile} tournée : rotation {rot} ({turns} {turns:plural:quart de "
              "tour|quarts de tour} dans le sens horaire depuis l'orientation des données, "
              "SAG-PLACE-ROTATE)."},
    "ui.sag.no_tile": {
        "en": "No tile is held now: there is nothing to turn.",
        "fr": "Aucune tuile en main : rien à tourner."},
    "ui.sag.bad_turn": {
        "en": "'{given}' is not a turn: give a whole number of quarter turns (1 clockwise, "
              "-1 back).",
        "fr": "« {given} » n'est pas un nombre de quarts de tour : donnez un entier (1 dans "
              "le sens horaire, -1 en arrière)."},
    "ui.sag.bad_cell": {
        "en": "'{cell}' is not a position: give (x, y), whole numbers, x to the right and "
              "y upward, e.g. (1, 0).",
        "fr": "« {cell} » n'est pas une position : donnez (x, y), des entiers, x vers la "
              "droite et y vers le haut, ex. (1, 0)."},
    "ui.sag.look": {
        "en": "The display of {who} ({n} {n:plural:tile|tiles}, {score} points): click to "
              "show it large.",
        "fr": "La zone {who:de} ({n} {n:plural:tuile|tuiles}, {score} points) : cliquez pour "
              "l'afficher en grand."},
    "ui.sag.stack_info": {
        "en": "Stack {n}: {left} {left:plural:tile|tiles}; its top shows only its back: "
              "{colour}, worth {value}.",
        "fr": "Pile {n} : {left} {left:plural:tuile|tuiles} ; on ne voit que le dos de celle "
              "du dessus : {colour}, vaut {value}."},
    "ui.sag.new_game": {
        "en": "New game: {players} players, disc order {order}, seed {seed}.",
        "fr": "Nouvelle partie : {players} joueurs, ordre des disques {order}, tirage n° {seed}."},
    "ui.sag.new_game_solo": {
        "en": "New solo game: goal {goal}, disc order {order}, seed {seed}.",
        "fr": "Nouvelle partie solo : objectif {goal}, ordre des disques {order}, tirage "
              "n° {seed}."},
    "ui.sag.goal_dropped": {
        "en": "{headline} (The solo goal “{goal}” is for 1 player: with {players} players "
              "the game ends at the target score.)",
        "fr": "{headline} (L'objectif solo « {goal} » est pour 1 joueur : à {players} joueurs "
              "la partie s'arrête au score à atteindre.)"},
    # --- setup row
    "ui.setting.sagani.players": {"en": "Players", "fr": "Joueurs"},
    "ui.setting.sagani.order": {"en": "Disc order", "fr": "Ordre des disques"},
    "ui.setting.sagani.order.a": {"en": "(a) load, then resolve",
                                  "fr": "(a) charger, puis résoudre"},
    "ui.setting.sagani.order.b": {"en": "(b) resolve older tiles first",
                                  "fr": "(b) résoudre d'abord les anciennes"},
    "ui.setting.sagani.solo_goal": {"en": "Solo goal", "fr": "Objectif solo"},
    "ui.setting.sagani.solo_goal.a": {"en": "(a) 75 points within 25 tiles",
                                      "fr": "(a) 75 points en 25 tuiles au plus"},
    "ui.setting.sagani.solo_goal.b": {"en": "(b) every tile, less discs left",
                                      "fr": "(b) toutes les tuiles, moins les disques"},
    # --- canvas captions (those the static picture shares are the engine's: sag.caption.*)
    "ui.sag.caption.pass": {"en": "Take nothing", "fr": "Ne rien prendre"},
    # --- the solo box (SAG-VAR-SOLO), in place of the other seats
    "ui.sag.solo.caveat": {"en": "SAG-VAR-SOLO: reported by a review, not checked",
                           "fr": "SAG-VAR-SOLO : rapporté par une critique, non vérifié"},
    "ui.sag.solo.points": {"en": "{score} of {target} points",
                           "fr": "{score} points sur {target}"},
    "ui.sag.solo.tiles": {"en": "{tiles} of at most {limit} tiles",
                          "fr": "{tiles} tuiles sur {limit} au plus"},
    "ui.sag.solo.placed": {"en": "tiles placed {tiles} · still to take {left}",
                           "fr": "tuiles posées {tiles} · encore à prendre {left}"},
    "ui.sag.solo.discs": {"en": "discs on tiles: {discs}",
                          "fr": "disques sur les tuiles : {discs}"},
    "ui.sag.solo.now": {"en": "if it ended now: {score} − {discs} = {final}",
                        "fr": "si c'était la fin : {score} − {discs} = {final}"},
    "ui.sag.solo.won": {"en": "Won: {score} points with {tiles} tiles",
                        "fr": "Gagné : {score} points avec {tiles} tuiles"},
    "ui.sag.solo.lost": {"en": "Lost: {tiles} tiles, {score} points",
                         "fr": "Perdu : {tiles} tuiles, {score} points"},
    "ui.sag.solo.final": {"en": "Final score: {score} − {discs} discs = {final}",
                          "fr": "Score final : {score} − {discs} disques = {final}"},
    "ui.sag.caption.legend": {"en": "ray: solid = fulfilled, dashed = not yet",
                              "fr": "direction : trait plein = satisfaite, tirets = pas "
                                    "encore"},
    # --- info strip
    "ui.sag.info.over": {"en": "Game over", "fr": "Partie finie"},
    "ui.sag.info.stacks": {"en": "Stacks {a} / {b} / {c}", "fr": "Piles {a} / {b} / {c}"},
    "ui.sag.info.target": {"en": "Target {target} points", "fr": "Objectif {target} points"},
    "ui.sag.info.solo": {"en": "Solo goal {goal}", "fr": "Objectif solo {goal}"},
    "ui.sag.info.ending": {"en": "last round", "fr": "dernier tour"},
    "ui.sag.info.order": {"en": "disc order {order}", "fr": "ordre des disques {order}"},
}

register_catalog(MESSAGES)
