"""EN/FR texts of the Pook board (captions, prompts, info strip). Keys ``ui.pk.*``.

Rule explanations never live here: verdicts and events come from the engine's catalog
(``tutor.pook.messages``). Placeholders match between languages.
"""

from tutor.core import register_catalog

MESSAGES = {
    # --- prompts
    "ui.pk.prompt.pick": {
        "en": "{who} to play: pick a card of the hand below and its side (warrior or coin), "
              "then hover a cell to see whether it may go there; hover a card on the table "
              "to check a Piggy swap.",
        "fr": "{who}, à vous : choisissez une carte de la main ci-dessous et sa face "
              "(guerrier ou pièce), puis survolez une case pour savoir si elle peut y aller ; "
              "survolez une carte posée pour vérifier un échange avec Piggy."},
    "ui.pk.prompt.place": {
        "en": "{who}: {card} {side}. Hover a cell to see the verdict, click to place it.",
        "fr": "{who} : {card} {side}. Survolez une case pour voir le verdict, cliquez pour "
              "la poser."},
    "ui.pk.prompt.power_flip": {
        "en": "{who}: the {card} just placed may use its power on {targets}: hover it to see "
              "the verdict, click to use it, or pass.",
        "fr": "{who} : {card:le} qui vient d'être posé peut utiliser son pouvoir sur "
              "{targets} : survolez-la pour voir le verdict, cliquez pour l'utiliser, ou "
              "passez."},
    "ui.pk.prompt.power_mage": {
        "en": "{who}: the {card} just placed may replace {targets} with a card of your hand: "
              "click the hand card, then the card to replace; or pass.",
        "fr": "{who} : {card:le} qui vient d'être posé peut remplacer {targets} par une carte "
              "de votre main : cliquez sur la carte de la main, puis sur la carte à "
              "remplacer ; ou passez."},
    "ui.pk.prompt.power_none": {
        "en": "{who}: the {card} just placed finds no target for its power ({targets}). Hover "
              "a neighbouring card to see why, then pass.",
        "fr": "{who} : {card:le} qui vient d'être posé ne trouve aucune cible pour son pouvoir "
              "({targets}). Survolez une carte voisine pour voir pourquoi, puis passez."},
    "ui.pk.targets.none.shown": {"en": "none is outlined", "fr": "aucune n'est entourée"},
    "ui.pk.targets.none.plain": {"en": "none", "fr": "aucune"},
    "ui.pk.prompt.after": {
        "en": "{who}: you may swap Piggy with {targets} now, or pass to end the turn.",
        "fr": "{who} : vous pouvez échanger Piggy avec {targets}, ou passer pour finir le "
              "tour."},
    "ui.pk.prompt.tiebreak": {
        "en": "Tie-break: {who} picks {targets} to flip.",
        "fr": "Départage : {who:le} choisit {targets} à retourner."},
    "ui.pk.targets.flip.shown": {"en": "a highlighted card", "fr": "une carte en surbrillance"},
    "ui.pk.targets.flip.plain": {"en": "an adjacent card", "fr": "une carte adjacente"},
    "ui.pk.targets.mage.shown": {"en": "a highlighted card", "fr": "une carte en surbrillance"},
    "ui.pk.targets.mage.plain": {"en": "an adjacent card", "fr": "une carte adjacente"},
    "ui.pk.targets.swap.shown": {"en": "a highlighted card", "fr": "une carte en surbrillance"},
    "ui.pk.targets.swap.plain": {"en": "a card next to it", "fr": "une carte qui le touche"},
    "ui.pk.targets.flip_coin.shown": {"en": "a highlighted coin-side card",
                                      "fr": "une carte côté pièce en surbrillance"},
    "ui.pk.targets.flip_coin.plain": {"en": "one of the coin-side cards",
                                      "fr": "une des cartes côté pièce"},
    "ui.pk.over": {
        "en": "The game is over: {winners} {count:plural:wins|win} (scores in the strip "
              "above). Undo or step through the scoring.",
        "fr": "La partie est finie : {winners:le} {count:plural:gagne|gagnent} (scores dans le "
              "bandeau). Annulez ou parcourez le décompte."},
    # --- input problems
    "ui.pk.bad_card": {
        "en": "'{code}' is not a Pook card: a faction letter K, M, O, V and a level, e.g. M2.",
        "fr": "« {code} » n'est pas une carte de Pook : une lettre de faction K, M, O, V et "
              "un niveau, ex. M2."},
    "ui.pk.not_in_hand": {
        "en": "{card} is not in the hand of {who}: {hand}.",
        "fr": "{card} n'est pas dans la main {who:de} : {hand}."},
    "ui.pk.bad_side": {
        "en": "'{side}' is not a side: warrior or coin.",
        "fr": "« {side} » n'est pas une face : warrior (guerrier) ou coin (pièce)."},
    "ui.pk.bad_cell": {
        "en": "'{cell}' is not a cell: give (x, y) with whole numbers, e.g. (1, 0).",
        "fr": "« {cell} » n'est pas une case : donnez (x, y) en nombres entiers, ex. (1, 0)."},
    "ui.pk.selected": {
        "en": "Selected: {card} {side}.",
        "fr": "Sélection : {card} {side}."},
    "ui.pk.empty_cell": {
        "en": "({x},{y}) is empty: nothing to do there now.",
        "fr": "({x},{y}) est vide : rien à faire là maintenant."},
    "ui.pk.new_game": {
        "en": "New game: {players} players, {window} window, seed {seed}.",
        "fr": "Nouvelle partie : {players} joueurs, fenêtre {window}, tirage n° {seed}."},
    # --- setup row
    "ui.setting.pook.window": {"en": "Window", "fr": "Fenêtre"},
    # --- canvas captions
    "ui.pk.side.warrior": {"en": "warrior side", "fr": "côté guerrier"},
    "ui.pk.side.coin": {"en": "coin side", "fr": "côté pièce"},
    "ui.pk.caption.hand": {"en": "Hand of {who}", "fr": "Main {who:de}"},
    "ui.pk.caption.side": {"en": "Side:", "fr": "Face :"},
    "ui.pk.caption.warrior": {"en": "Warrior", "fr": "Guerrier"},
    "ui.pk.caption.coin": {"en": "Coin", "fr": "Pièce"},
    "ui.pk.caption.pass": {"en": "Pass", "fr": "Passer"},
    # --- info strip
    "ui.pk.info.phase.play": {"en": "{who} to play", "fr": "{who} : à vous de jouer"},
    "ui.pk.info.phase.power": {"en": "{who}: power", "fr": "{who} : pouvoir"},
    "ui.pk.info.phase.after": {"en": "{who}: Piggy swap after", "fr": "{who} : échange après"},
    "ui.pk.info.phase.tiebreak": {"en": "Tie-break: {who}", "fr": "Départage : {who}"},
    "ui.pk.info.over": {"en": "Game over", "fr": "Partie finie"},
    "ui.pk.info.reveal": {"en": "Tie-break: the picked cards are turned over",
                          "fr": "Départage : les cartes choisies sont retournées"},
    "ui.pk.info.pile": {"en": "Draw pile {n}", "fr": "Pioche {n}"},
    "ui.pk.info.window": {"en": "Window: {window}", "fr": "Fenêtre : {window}"},
    "ui.setting.pook.window.floating": {"en": "floating 5×5", "fr": "5×5 flottante"},
    "ui.setting.pook.window.centred": {"en": "centred 5×5", "fr": "5×5 centrée"},
    "ui.pk.info.objective": {"en": "Objective of {who}: {a} + {b}",
                             "fr": "Objectif {who:de} : {a} + {b}"},
    "ui.pk.info.scores": {"en": "Scores: {scores}", "fr": "Scores : {scores}"},
    "ui.pk.info.score": {"en": "{who} {points}", "fr": "{who} {points}"},
}

register_catalog(MESSAGES)
