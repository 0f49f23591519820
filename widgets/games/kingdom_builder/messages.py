"""EN/FR texts of the Kingdom Builder board (captions, prompts, info strip). Keys
``ui.kb.*`` and the setup row's ``ui.setting.kingdom_builder.*``.

Rule explanations never live here: verdicts and events come from the engine's catalog
(``tutor.kingdom_builder.messages``). Placeholders match between languages.
"""

from tutor.core import register_catalog

MESSAGES = {
    # --- prompts
    "ui.kb.prompt.turn": {
        "en": "{who} plays {terrain}: hover a hex to see whether a settlement may go there, "
              "click to build; or pick a location tile on the right first.",
        "fr": "{who:Le} joue {terrain} : survolez une case pour savoir si une maison peut y "
              "aller, cliquez pour construire ; ou choisissez d'abord une tuile lieu "
              "à droite."},
    "ui.kb.prompt.build": {
        "en": "{who}: {n} more {n:plural:settlement|settlements} on {terrain}. Hover a hex "
              "for the verdict, click to build.",
        "fr": "{who} : encore {n} {n:plural:maison|maisons} sur {terrain}. Survolez une "
              "case pour le verdict, cliquez pour construire."},
    "ui.kb.prompt.after": {
        "en": "{who}: pick a location tile to use it, or end the turn.",
        "fr": "{who} : choisissez une tuile lieu pour l'utiliser, ou finissez le tour."},
    "ui.kb.prompt.tile": {
        "en": "{who}: {tile} picked. Hover a hex for the verdict, click to build there; "
              "click the tile again to put it back.",
        "fr": "{who} : {tile} choisie. Survolez une case pour le verdict, cliquez pour y "
              "construire ; recliquez la tuile pour la reposer."},
    "ui.kb.prompt.origin": {
        "en": "{who}: {tile} picked. Click the settlement of yours to move.",
        "fr": "{who} : {tile} choisie. Cliquez sur celle de vos maisons à déplacer."},
    "ui.kb.prompt.destination": {
        "en": "{who}: {tile}, moving the settlement at {hex}. Hover a hex for the verdict, "
              "click to move it there.",
        "fr": "{who} : {tile}, la maison de {hex} se déplace. Survolez une case pour le "
              "verdict, cliquez pour l'y déplacer."},
    "ui.kb.prompt.return": {
        "en": "{who} holds two {tile} tiles and lost the contact of one: click the tile to "
              "return.",
        "fr": "{who:Le} a deux tuiles {tile} et a perdu le contact de l'une : cliquez sur la "
              "tuile à rendre."},
    "ui.kb.over": {
        "en": "The game is over: {winners} {count:plural:wins|win}. Step through the scoring "
              "card by card, or undo.",
        "fr": "La partie est finie : {winners:le} {count:plural:gagne|gagnent}. Parcourez le "
              "décompte carte par carte, ou annulez."},
    "ui.kb.bad_tile": {
        "en": "'{given}' is not a tile of the hand: give a number from 0 to {n} (excluded).",
        "fr": "« {given} » n'est pas une tuile de la main : donnez un nombre de 0 à {n} "
              "(exclu)."},
    "ui.kb.bad_hex": {
        "en": "'{hex}' is not a hex: give (row, col), whole numbers from 0 to 19, e.g. (3, 5).",
        "fr": "« {hex} » n'est pas une case : donnez (ligne, colonne), des entiers de 0 à "
              "19, ex. (3, 5)."},
    "ui.kb.new_game": {
        "en": "New game: {players} players, {setup}, seed {seed}.",
        "fr": "Nouvelle partie : {players} joueurs, {setup}, tirage n° {seed}."},
    # --- setup row
    "ui.setting.kingdom_builder.setup": {"en": "Setup", "fr": "Mise en place"},
    "ui.setting.kingdom_builder.setup.random": {"en": "random boards and cards",
                                                "fr": "plateaux et cartes au hasard"},
    "ui.setting.kingdom_builder.setup.first": {"en": "first game", "fr": "première partie"},
    "ui.setting.kingdom_builder.lords": {"en": "Lords may be drawn",
                                         "fr": "Seigneurs possibles"},
    # --- canvas captions
    "ui.kb.caption.card": {"en": "Card of {who}", "fr": "Carte {who:de}"},
    "ui.kb.caption.terrain": {"en": "Terrain: {terrain}", "fr": "Terrain : {terrain}"},
    "ui.kb.caption.tiles": {"en": "Tiles (click)", "fr": "Tuiles (clic)"},
    "ui.kb.caption.no_tiles": {"en": "no tile yet", "fr": "aucune tuile"},
    "ui.kb.caption.end": {"en": "End turn", "fr": "Finir le tour"},
    "ui.kb.caption.supply": {"en": "{who}: {n} left", "fr": "{who} : reste {n}"},
    "ui.kb.caption.scores": {"en": "Final scores", "fr": "Scores finaux"},
    "ui.kb.caption.score": {"en": "{who}: {points} pts", "fr": "{who} : {points} pts"},
    "ui.kb.caption.legend": {"en": "Terrains", "fr": "Terrains"},
    # --- info strip
    "ui.kb.info.turn": {"en": "{who} to play: {terrain}", "fr": "{who}, à vous : {terrain}"},
    "ui.kb.info.built": {"en": "built {n}/3", "fr": "construit {n}/3"},
    "ui.kb.info.over": {"en": "Game over", "fr": "Partie finie"},
    "ui.kb.info.pile": {"en": "Draw pile {n}", "fr": "Pioche {n}"},
    "ui.kb.info.cards": {"en": "Cards: {cards}", "fr": "Cartes : {cards}"},
    "ui.kb.info.ending": {"en": "last round", "fr": "dernier tour"},
}

register_catalog(MESSAGES)
