"""EN/FR texts of the Flaming Pyramids board (prompts, info strip, hand, materials). Keys
``ui.fp.*`` and the setup row's ``ui.setting.flaming_pyramids.*``.

Rule explanations never live here: verdicts and events come from the engine's catalog
(``tutor.flaming_pyramids.messages``). Placeholders match between languages.
"""

from tutor.core import register_catalog

MESSAGES = {
    # --- the new-game row
    "ui.setting.flaming_pyramids.curse": {"en": "Curse", "fr": "Malédiction"},
    "ui.setting.flaming_pyramids.fire_die": {"en": "Fire die", "fr": "Dé de feu"},
    # --- prompts and input errors
    "ui.fp.prompt.pick": {
        "en": "{who} to play: pick a tile from the hand below the board, then hover the "
              "outlined sites.",
        "fr": "{who}, à vous : choisissez une tuile dans la main sous le plateau, puis "
              "survolez les emplacements entourés."},
    "ui.fp.selected": {
        "en": "{tile} picked. It may go at {sites} ({rule}). Hover a site to see whether it "
              "stands; click to place it.",
        "fr": "{tile} choisie. Elle peut aller en {sites} ({rule}). Survolez un emplacement "
              "pour savoir si elle tient ; cliquez pour la poser."},
    "ui.fp.deselected": {"en": "{tile} put back in the hand.",
                      "fr": "{tile} remise dans la main."},
    "ui.fp.tile_info": {"en": "{tile}: {colour}, {material}, weight {weight}.",
                     "fr": "{tile} : {colour}, {material}, poids {weight}."},
    "ui.fp.tile_info.disarmed": {
        "en": "{tile} is disarmed: it never starts a fire (FP-FIRE-5).",
        "fr": "{tile} est désarmée : elle ne déclenche jamais d'incendie (FP-FIRE-5)."},
    "ui.fp.choose.hint": {
        "en": "Hover the two targets (L, R) to compare, click one to choose (or type "
              "slide L / slide R).",
        "fr": "Survolez les deux cibles (L, R) pour comparer, cliquez sur l'une pour choisir "
              "(ou tapez slide L / slide R)."},
    "ui.fp.roll.hint": {
        "en": "Click a face of the die below the board (or type roll 1…6).",
        "fr": "Cliquez sur une face du dé sous le plateau (ou tapez roll 1…6)."},
    # --- info strip and hand
    "ui.fp.info.choosing": {"en": "{who} chooses where {tile} goes",
                         "fr": "{who:Le} choisit où va {tile}"},
    "ui.fp.info.rolling": {"en": "{who} rolls the fire die", "fr": "{who:Le} lance le dé de feu"},
    "ui.fp.info.tiles": {"en": "{who}: {hand} in hand + {pile} in pile",
                      "fr": "{who} : {hand} en main + {pile} en pioche"},
    "ui.fp.info.left": {"en": "{who}: {count} {count:plural:tile|tiles} left",
                     "fr": "{who} : {count} {count:plural:tuile restante|tuiles restantes}"},
    "ui.fp.variant.curse": {"en": "curse", "fr": "malédiction"},
    "ui.fp.variant.fire_die": {"en": "fire die", "fr": "dé de feu"},
    "ui.fp.hand.caption": {"en": "Hand", "fr": "Main"},
    "ui.fp.hand.choosing": {"en": "Choose on the board", "fr": "Choisissez sur le plateau"},
    "ui.fp.hand.die": {"en": "Fire die", "fr": "Dé de feu"},
    # --- materials
    "ui.fp.material.straw": {"en": "straw", "fr": "paille"},
    "ui.fp.material.wood": {"en": "wood", "fr": "bois"},
    "ui.fp.material.stone": {"en": "stone", "fr": "pierre"},
    "ui.fp.material.millstone": {"en": "the Millstone", "fr": "la meule"},
    "ui.fp.material.coal": {"en": "Coal (incendiary)", "fr": "charbon (incendiaire)"},
    "ui.fp.material.blowtorch": {"en": "Blowtorch (incendiary)", "fr": "chalumeau (incendiaire)"},
}

register_catalog(MESSAGES)
