"""EN/FR texts of the Big Monster board (captions, prompts, info strip). Keys ``ui.bm.*``
and the setup row's ``ui.setting.big_monster.*``.

Rule explanations never live here: verdicts and events come from the engine's catalog
(``tutor.big_monster.messages``). Placeholders match between languages.
"""

from tutor.core import register_catalog

MESSAGES = {
    # --- prompts
    "ui.bm.prompt.explorer": {
        "en": "{who}: keep one of your two explorers (click it); the other becomes your ship.",
        "fr": "{who} : gardez l'un de vos deux explorateurs (cliquez dessus) ; l'autre "
              "devient votre vaisseau."},
    "ui.bm.prompt.pick": {
        "en": "{who}: click a tile of your hand, then the ship that gets the rest. With a "
              "tile picked, hover your landing area to see what it would do there.",
        "fr": "{who} : cliquez sur une tuile de votre main, puis sur le vaisseau qui reçoit "
              "le reste. Tuile choisie, survolez votre zone d'atterrissage pour voir ce "
              "qu'elle y ferait."},
    "ui.bm.prompt.ship": {
        "en": "{who}: {tile} picked. Click the ship that gets the rest of your hand (click "
              "the tile again to put it back).",
        "fr": "{who} : {tile} choisie. Cliquez sur le vaisseau qui reçoit le reste de votre "
              "main (recliquez la tuile pour la reposer)."},
    "ui.bm.prompt.ship_last": {
        "en": "{who}: {tile} picked, the last turn of the round: click “Discard the other” "
              "to keep it.",
        "fr": "{who} : {tile} choisie, dernier tour de la manche : cliquez sur « Défausser "
              "l'autre » pour la garder."},
    "ui.bm.prompt.place": {
        "en": "{who}: place {tile}. Hover a cell of your landing area for the verdict (rays, "
              "crystals, medals), click to place it there.",
        "fr": "{who} : posez {tile}. Survolez une case de votre zone d'atterrissage pour le "
              "verdict (rayons, cristaux, médailles), cliquez pour l'y poser."},
    "ui.bm.prompt.row": {
        "en": "{who}: choose the row everyone takes from this turn (the buttons on the right).",
        "fr": "{who} : choisissez la rangée où tous prennent ce tour-ci (boutons à droite)."},
    "ui.bm.prompt.take": {
        "en": "{who}: click the tile you take from the row.",
        "fr": "{who} : cliquez sur la tuile que vous prenez dans la rangée."},
    "ui.bm.prompt.discard": {
        "en": "{who}: {tile} taken. Click the tile of the row to discard (or {tile} again to "
              "put it back).",
        "fr": "{who} : {tile} prise. Cliquez sur la tuile de la rangée à défausser (ou de "
              "nouveau sur {tile} pour la reposer)."},
    "ui.bm.prompt.salvage": {
        "en": "{who}: take a discarded tile as your 19th tile (click it), or decline.",
        "fr": "{who} : prenez une tuile défaussée comme 19e tuile (cliquez dessus), ou "
              "refusez."},
    "ui.bm.waiting": {
        "en": "Still to choose as well: {seats}.",
        "fr": "Doivent aussi choisir : {seats:le}."},
    "ui.bm.chosen_hidden": {
        "en": "{who} has chosen, face down: the choices are revealed once everyone has chosen.",
        "fr": "{who:Le} a choisi, face cachée : les choix sont révélés quand tout le monde a "
              "choisi."},
    "ui.bm.what_if": {
        "en": "If you take {tile}, placing it here (after the reveal):",
        "fr": "Si vous prenez {tile}, la poser ici (après la révélation) :"},
    "ui.bm.area_hover": {
        "en": "The landing area of {who} ({n} {n:plural:tile|tiles}): click to show it large.",
        "fr": "La zone d'atterrissage {who:de} ({n} {n:plural:tuile|tuiles}) : cliquez pour "
              "l'afficher en grand."},
    "ui.bm.over": {
        "en": "The game is over: {winners} {count:plural:wins|win}. Step through the scoring, "
              "or undo.",
        "fr": "La partie est finie : {winners:le} {count:plural:gagne|gagnent}. Parcourez le "
              "décompte, ou annulez."},
    "ui.bm.bad_tile": {
        "en": "'{given}' is not a tile of the tray: give a number from 0 to {n} (excluded).",
        "fr": "« {given} » n'est pas une tuile du plateau : donnez un nombre de 0 à {n} "
              "(exclu)."},
    "ui.bm.bad_cell": {
        "en": "'{cell}' is not a cell: give (x, y), whole numbers in half-tile cells "
              "(y downward), e.g. (0, 2).",
        "fr": "« {cell} » n'est pas une case : donnez (x, y), des entiers en demi-tuiles "
              "(y vers le bas), ex. (0, 2)."},
    "ui.bm.new_game": {
        "en": "New game: {players} players, {mode}, seed {seed}.",
        "fr": "Nouvelle partie : {players} joueurs, {mode}, tirage n° {seed}."},
    "ui.bm.mode.draft": {"en": "draft", "fr": "draft"},
    "ui.bm.mode.rows": {"en": "rows of tiles", "fr": "rangées de tuiles"},
    "ui.bm.mode.teams": {"en": "draft in teams", "fr": "draft en équipes"},
    # --- setup row
    "ui.setting.big_monster.players": {"en": "Players", "fr": "Joueurs"},
    "ui.setting.big_monster.teams": {"en": "Teams (4 or 6)", "fr": "Équipes (4 ou 6)"},
    "ui.setting.big_monster.draft3": {"en": "Draft with 3", "fr": "Draft à 3"},
    "ui.setting.big_monster.bga_first": {"en": "Next first player as on BGA",
                                         "fr": "Premier joueur suivant comme sur BGA"},
    "ui.setting.big_monster.bga_row_medals": {"en": "Row medals after each tile (BGA)",
                                              "fr": "Médailles après chaque tuile (BGA)"},
    # --- canvas captions (those the static picture shares are the engine's: bm.caption.*,
    #     bm.medal_title.*)
    "ui.bm.caption.hidden_hand": {"en": "{who}: {n} {n:plural:tile|tiles}",
                                  "fr": "{who} : {n} {n:plural:tuile|tuiles}"},
    "ui.bm.caption.ships": {"en": "Pass the rest to", "fr": "Passer le reste à"},
    "ui.bm.caption.ship": {"en": "ship {n}", "fr": "vaisseau {n}"},
    "ui.bm.caption.ship_taken": {"en": "ship {n}: taken", "fr": "vaisseau {n} : pris"},
    "ui.bm.caption.discard_other": {"en": "Discard the other", "fr": "Défausser l'autre"},
    "ui.bm.caption.choose_row": {"en": "Take from", "fr": "Prendre dans"},
    "ui.bm.caption.no_salvage": {"en": "No 19th tile", "fr": "Pas de 19e tuile"},
    "ui.bm.caption.area": {"en": "Landing area of {who}", "fr": "Zone d'atterrissage {who:de}"},
    "ui.bm.caption.areas": {"en": "Areas (click one)", "fr": "Zones (cliquez)"},
    "ui.bm.caption.overlay": {"en": "M mutation · C crystal · B Big Monster",
                              "fr": "M mutation · C cristal · B Big Monster"},
    "ui.bm.caption.nothing": {"en": "nothing to choose now", "fr": "rien à choisir"},
    # --- info strip
    "ui.bm.info.phase": {"en": "Round {round}, turn {turn}: {ask}",
                         "fr": "Manche {round}, tour {turn} : {ask}"},
    "ui.bm.info.over": {"en": "Game over", "fr": "Partie finie"},
    "ui.bm.info.box": {"en": "Box {n}", "fr": "Boîte {n}"},
    "ui.bm.info.discard": {"en": "Discards {n}", "fr": "Défausse {n}"},
    "ui.bm.info.teams": {"en": "teams", "fr": "en équipes"},
}

register_catalog(MESSAGES)
