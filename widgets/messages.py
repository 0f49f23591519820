"""EN/FR texts of the boards themselves (buttons, prompts, input errors). Keys are ``ui.*``.

Rule explanations never live here: they come from the engines' catalogs. These are the
words around them. Placeholders match between languages (tested).
"""

from tutor.core import register_catalog

MESSAGES = {
    # --- controls
    "ui.button.undo": {"en": "↶ Undo", "fr": "↶ Annuler"},
    "ui.button.redo": {"en": "↷ Redo", "fr": "↷ Rétablir"},
    "ui.button.replay": {"en": "↺ Replay", "fr": "↺ Rejouer"},
    "ui.button.prev": {"en": "◀ Step", "fr": "◀ Étape"},
    "ui.button.next": {"en": "Step ▶", "fr": "Étape ▶"},
    # the timed replay's toggle: its label says what a click does (❚❚, not U+23F8 ⏸:
    # fonts without emoji, Debian's DejaVu among them, show that one as a box)
    "ui.button.play_steps": {"en": "▶ Play", "fr": "▶ Lecture"},
    "ui.button.pause_steps": {"en": "❚❚ Pause", "fr": "❚❚ Pause"},
    "ui.button.play": {"en": "Play", "fr": "Jouer"},
    "ui.button.new_game": {"en": "New game", "fr": "Nouvelle partie"},
    "ui.button.reset_puzzle": {"en": "Reset puzzle", "fr": "Recommencer"},
    "ui.button.show_answer": {"en": "Show answer", "fr": "Voir la réponse"},
    "ui.button.more": {"en": "More ▾", "fr": "Plus ▾"},
    "ui.label.hints": {"en": "Hints", "fr": "Indices"},
    # --- the new-game row: one control per setting of the game's Options
    #     (ui.setting.<game>.<field>, else ui.setting.<field>; a value's name
    #     ui.setting.<game>.<field>.<value>, else the value itself)
    "ui.setting.players": {"en": "Players", "fr": "Joueurs"},
    "ui.bad_options": {"en": "That game cannot be dealt:",
                       "fr": "Cette partie ne peut pas être distribuée :"},
    "ui.label.teaching": {"en": "Show all cards", "fr": "Tout montrer"},
    "ui.label.teaching_tip": {
        "en": "Teaching view: every hand and every hidden card shown, hints on. Untick for "
              "hot-seat play around one screen: each player sees only what they may see, "
              "after clicking their hidden hand.",
        "fr": "Vue enseignant : toutes les mains et toutes les cartes cachées montrées, "
              "indices activés. Décochez pour jouer à plusieurs sur un écran : chacun ne "
              "voit que ce qu'il a le droit de voir, après avoir cliqué sur sa main cachée."},
    "ui.label.seed": {"en": "Seed", "fr": "Tirage n°"},
    "ui.label.puzzle": {"en": "Puzzle", "fr": "Énigme"},
    "ui.label.move": {"en": "Move", "fr": "Coup"},
    "ui.label.free_play": {"en": "— free play —", "fr": "— partie libre —"},
    "ui.placeholder.move": {"en": "e.g. {example}", "fr": "ex. {example}"},
    "ui.tooltip.undo": {"en": "Take back the last move", "fr": "Reprendre le dernier coup"},
    "ui.button.undo_turn": {"en": "↶↶ Undo the whole turn", "fr": "↶↶ Annuler tout le tour"},
    "ui.tooltip.undo_turn": {"en": "Take back every step of the last turn (a whole action)",
                             "fr": "Reprendre toutes les étapes du dernier tour (toute une action)"},
    "ui.tooltip.redo": {"en": "Play the undone move again", "fr": "Rejouer le coup annulé"},
    "ui.tooltip.replay": {"en": "Replay the last move's consequences step by step",
                          "fr": "Rejouer pas à pas les conséquences du dernier coup"},
    "ui.tooltip.prev": {"en": "Previous consequence", "fr": "Conséquence précédente"},
    "ui.tooltip.next": {"en": "Next consequence", "fr": "Conséquence suivante"},
    "ui.tooltip.play_steps": {
        "en": "Play the consequences step by step, on their own, up to the last one (anything "
              "else you do stops them)",
        "fr": "Dérouler les conséquences étape par étape, toutes seules, jusqu'à la dernière "
              "(toute autre action les arrête)"},
    "ui.tooltip.pause_steps": {"en": "Stop at the step shown",
                               "fr": "S'arrêter à l'étape affichée"},
    "ui.tooltip.more": {
        "en": "New game, puzzles, and a box to type moves",
        "fr": "Nouvelle partie, énigmes, et une case pour taper des coups"},
    "ui.tooltip.hints": {
        "en": "Preview what happens when you hover a site (stands, collapses, mayhem)",
        "fr": "Prévoir ce qui arrive en survolant un emplacement (tient, s'effondre, chaos)"},
    # --- prompts and input errors
    "ui.not_yours": {"en": "You cannot pick {tile}:", "fr": "Impossible de choisir {tile} :"},
    "ui.no_hand_now": {
        "en": "This is not the moment to pick a tile:",
        "fr": "Ce n'est pas le moment de choisir une tuile :"},
    "ui.off_board": {
        "en": "That click is outside the board and the hand: nothing happens.",
        "fr": "Ce clic est en dehors du plateau et de la main : rien ne se passe."},
    "ui.bad_cell": {
        "en": "'{cell}' is not a cell: give (row, slot), e.g. (1, 0).",
        "fr": "« {cell} » n'est pas une case : donnez (rangée, place), ex. (1, 0)."},
    "ui.bad_notation": {"en": "Could not read that:", "fr": "Lecture impossible :"},
    "ui.bad_position": {"en": "That position cannot be loaded:",
                        "fr": "Cette position ne peut pas être chargée :"},
    "ui.bad_language": {
        "en": "Unknown language '{lang}': choose one of {choices}.",
        "fr": "Langue inconnue « {lang} » : choisissez parmi {choices}."},
    # A refused setting is said as its reason only; what follows from it is said once, by
    # whoever refused it: "nothing changed" on a board in use (ui.unchanged), what is shown
    # instead when a constructor refused it (ui.fallback_*).
    "ui.bad_seed": {"en": "The seed must be a whole number from 0 to {most}, not {seed}.",
                    "fr": "Le numéro de tirage doit être un nombre entier de 0 à {most}, "
                          "pas {seed}."},
    "ui.unchanged": {"en": "Nothing changed.", "fr": "Rien n'a changé."},
    "ui.loaded": {"en": "Position loaded.", "fr": "Position chargée."},
    "ui.fallback_game": {"en": "A new game (seed {seed}) is shown instead.",
                         "fr": "Une nouvelle partie (tirage n° {seed}) est affichée à la place."},
    "ui.fallback_position": {"en": "The position given is shown instead.",
                             "fr": "La position donnée est affichée à la place."},
    "ui.fallback_lang": {"en": "The board is shown in English instead.",
                         "fr": "Le plateau est affiché en anglais à la place."},
    # input of the wrong kind (a number where text is expected...): what it should look like
    "ui.position_type": {
        "en": "A position is a line of text such as “{example}” (or a state of this game), "
              "not {given} ({kind}).",
        "fr": "Une position est une ligne de texte comme « {example} » (ou un état de ce "
              "jeu), pas {given} ({kind})."},
    "ui.move_type": {
        "en": "A move is a line of text such as “{example}”, not {given} ({kind}).",
        "fr": "Un coup est une ligne de texte comme « {example} », pas {given} ({kind})."},
    "ui.puzzle.id_type": {
        "en": "A puzzle is named by its id, a line of text such as “{example}”, not {given} "
              "({kind}).",
        "fr": "Une énigme se désigne par son identifiant, une ligne de texte comme "
              "« {example} », pas {given} ({kind})."},
    "ui.puzzle.path_type": {
        "en": "A puzzle file is named by its path, a line of text such as “{example}”, not "
              "{given} ({kind}).",
        "fr": "Un fichier d'énigmes se désigne par son chemin, une ligne de texte comme "
              "« {example} », pas {given} ({kind})."},
    "ui.bad_step": {
        "en": "Step by a whole number of steps (-1: back, +1: forward), not {given}.",
        "fr": "Avancez d'un nombre entier d'étapes (-1 : en arrière, +1 : en avant), "
              "pas {given}."},
    "ui.play.bad_pace": {
        "en": "The replay's pace is a number of seconds per step, from 0.1 to 10, not {given}.",
        "fr": "Le rythme du rejeu est un nombre de secondes par étape, de 0,1 à 10, "
              "pas {given}."},
    "ui.bad_pixel": {
        "en": "A point of the canvas is two numbers (x, y) in pixels, not {given}.",
        "fr": "Un point du canevas est deux nombres (x, y) en pixels, pas {given}."},
    "ui.curtain.head": {"en": "Pass the screen to {who}.", "fr": "Passez l'écran {who:à}."},
    "ui.curtain.prompt": {
        "en": "{who}: click your hidden hand below to see your cards and what only you may "
              "see (the others look away).",
        "fr": "{who} : cliquez sur votre main cachée ci-dessous pour voir vos cartes et ce "
              "que vous seul pouvez voir (les autres détournent les yeux)."},
    "ui.curtain.hover": {"en": "Click to show the hand of {who}.",
                         "fr": "Cliquez pour montrer la main {who:de}."},
    "ui.curtain.first": {"en": "{who}: show your hand first (click it below).",
                         "fr": "{who} : montrez d'abord votre main (cliquez dessus ci-dessous)."},
    "ui.curtain.caption": {"en": "{who}: click to see your hand",
                           "fr": "{who} : cliquez pour voir votre main"},
    "ui.new_game": {"en": "New game: {players} players, seed {seed}.",
                    "fr": "Nouvelle partie : {players} joueurs, tirage n° {seed}."},
    "ui.click_to_pick": {"en": "Click to pick it.", "fr": "Cliquez pour la choisir."},
    "ui.over": {"en": "The game is over: {who} has won. Start a new game or undo.",
                "fr": "La partie est finie : {who:le} a gagné. Lancez une nouvelle partie ou "
                      "annulez."},
    # --- consequences and history
    "ui.events": {"en": "What happened:", "fr": "Ce qui s'est passé :"},
    "ui.step": {"en": "Step {i} of {n}: {text}", "fr": "Étape {i} sur {n} : {text}"},
    "ui.step.live": {"en": "Now (after the last step).", "fr": "Maintenant (après la dernière "
                                                               "étape)."},
    "ui.step.none": {"en": "No move to replay yet.", "fr": "Aucun coup à rejouer pour l'instant."},
    "ui.step.first": {"en": "Already at the first step.", "fr": "Déjà à la première étape."},
    "ui.step.last": {"en": "Already at the current position.",
                     "fr": "Déjà à la position actuelle."},
    "ui.step.back_to_live": {
        "en": "Back to the current position (the replay was showing an earlier step).",
        "fr": "Retour à la position actuelle (le rejeu montrait une étape antérieure)."},
    # a move in words (the engine's describe_move): "Player 1 places Y40 at (1,1)"
    "ui.hints_off": {
        "en": "Allowed here: {move}. Hints are off: play it to see what happens.",
        "fr": "Coup autorisé ici : {move}. Indices désactivés : jouez-le pour voir ce qui "
              "arrive."},
    "ui.undone": {"en": "Undone: {move}.", "fr": "Annulé : {move}."},
    "ui.redone": {"en": "Played again: {move}.", "fr": "Rejoué : {move}."},
    "ui.turn_undone": {
        "en": "Undone: the whole turn ({n} {n:plural:move|moves}), from {move}.",
        "fr": "Annulé : le tour entier ({n} {n:plural:coup|coups}), depuis {move}."},
    "ui.nothing_to_undo": {"en": "Nothing to undo.", "fr": "Rien à annuler."},
    "ui.nothing_to_redo": {"en": "Nothing to redo.", "fr": "Rien à rétablir."},
    # --- info strip
    "ui.info.to_play": {"en": "{who} to play", "fr": "{who} : à vous de jouer"},
    "ui.info.won": {"en": "{who} has won", "fr": "{who:Le} a gagné"},
    "ui.info.variants": {"en": "Variants: {names}", "fr": "Variantes : {names}"},
    "ui.info.no_variant": {"en": "No variant", "fr": "Sans variante"},
    "ui.info.seed": {"en": "Seed {seed}", "fr": "Tirage n° {seed}"},
    "ui.info.from_notation": {"en": "Position from notation", "fr": "Position saisie"},
    "ui.info.puzzle": {"en": "Puzzle: {title}", "fr": "Énigme : {title}"},
    "ui.info.replay": {"en": "replaying step {i} of {n}", "fr": "rejeu, étape {i} sur {n}"},
    # --- puzzles
    "ui.puzzle.question": {"en": "Puzzle — {title}", "fr": "Énigme — {title}"},
    "ui.puzzle.rules": {"en": "Rules: {rules}", "fr": "Règles : {rules}"},
    "ui.puzzle.unknown": {
        "en": "There is no puzzle '{id}'. Puzzles: {ids}.",
        "fr": "Il n'y a pas d'énigme « {id} ». Énigmes : {ids}."},
    "ui.puzzle.start": {"en": "Answer on the board.", "fr": "Répondez sur le plateau."},
    "ui.puzzle.done": {
        "en": "This attempt is over. Press “Reset puzzle” or Undo to try again.",
        "fr": "Cette tentative est terminée. « Recommencer » ou Annuler pour réessayer."},
    "ui.puzzle.not_in_puzzle": {"en": "No puzzle is loaded.",
                                "fr": "Aucune énigme n'est chargée."},
    "ui.puzzle.answer": {"en": "The stated answer: {answer}", "fr": "La réponse : {answer}"},
    "ui.puzzle.why": {"en": "Why: {text}", "fr": "Pourquoi : {text}"},
    "ui.puzzle.replay_hint": {
        "en": "The board replays it: use Step ▶ (or ▶ Play) to go through the consequences.",
        "fr": "Le plateau la rejoue : utilisez Étape ▶ (ou ▶ Lecture) pour parcourir les "
              "conséquences."},
    # --- computer seats
    "ui.button.computer_play": {"en": "Let the computer play",
                                "fr": "Faire jouer l'ordinateur"},
    "ui.tooltip.computer_play": {
        "en": "Play the moves of the players the computer plays, until a human player is "
              "asked (a bounded number at a time)",
        "fr": "Jouer les coups des joueurs que tient l'ordinateur, jusqu'au tour d'un joueur "
              "humain (un nombre limité à la fois)"},
    "ui.label.computer": {"en": "Computer plays", "fr": "L'ordinateur joue"},
    "ui.placeholder.computer": {"en": "players, e.g. 2, 3, 4", "fr": "joueurs, ex. 2, 3, 4"},
    "ui.tooltip.computer": {
        "en": "The players the computer plays, by number, separated by commas (empty: "
              "nobody). Press Enter to apply.",
        "fr": "Les joueurs que tient l'ordinateur, par numéro, séparés par des virgules "
              "(vide : personne). Appuyez sur Entrée pour appliquer."},
    "ui.info.computer": {"en": "Computer: {seats}", "fr": "Ordinateur : {seats}"},
    "ui.computer.set": {"en": "The computer plays for {seats}.",
                        "fr": "L'ordinateur joue à la place {seats:de}."},
    "ui.computer.none": {
        "en": "Every player plays by hand: the computer plays for nobody.",
        "fr": "Tous les joueurs jouent à la main : l'ordinateur ne joue pour personne."},
    "ui.computer.fallback": {"en": "Every player plays by hand instead.",
                             "fr": "Tous les joueurs jouent à la main à la place."},
    "ui.computer.puzzle": {
        "en": "The computer plays in free play only: in a puzzle you make every move.",
        "fr": "L'ordinateur ne joue qu'en partie libre : dans une énigme, vous jouez tous "
              "les coups."},
    # the verdict's headline, right under it, says the move in words
    "ui.computer.move": {"en": "{who} (computer) plays:",
                         "fr": "{who:Le} (ordinateur) joue :"},
    "ui.computer.limit": {
        "en": "The computer has played {n} {n:plural:move|moves} in a row and pauses here so "
              "that the notebook stays responsive: press “{button}” (or call "
              "computer_play()) to go on.",
        "fr": "L'ordinateur a joué {n} {n:plural:coup|coups} d'affilée et s'arrête ici pour "
              "que le notebook reste réactif : appuyez sur « {button} » (ou appelez "
              "computer_play()) pour continuer."},
    "ui.computer.stuck": {
        "en": "{who} (computer) has no legal move here: the computer stops.",
        "fr": "{who:Le} (ordinateur) n'a aucun coup permis ici : l'ordinateur s'arrête."},
    "ui.computer.refused": {
        "en": "The computer chose a move the rules refuse ({move}): it stops.",
        "fr": "L'ordinateur a choisi un coup que les règles refusent ({move}) : il "
              "s'arrête."},
    "ui.computer.not_yours": {
        "en": "{who} is played by the computer: press “{button}” to let it play, or change "
              "who the computer plays.",
        "fr": "{who:Le} est joué par l'ordinateur : appuyez sur « {button} » pour le laisser "
              "jouer, ou changez les joueurs que tient l'ordinateur."},
    "ui.computer.no_screen": {"en": "{who} is played by the computer: its hand stays hidden.",
                              "fr": "{who:Le} est joué par l'ordinateur : sa main reste cachée."},
    "ui.computer.idle": {"en": "No player the computer plays has to move now.",
                         "fr": "Aucun joueur tenu par l'ordinateur n'a à jouer maintenant."},
    "ui.computer.bad": {
        "en": "The computer's players are player numbers separated by commas, such as "
              "“{example}” (empty: nobody), not {given}.",
        "fr": "Les joueurs de l'ordinateur sont des numéros de joueurs séparés par des "
              "virgules, comme « {example} » (vide : personne), pas {given}."},
    "ui.computer.bad_limit": {
        "en": "The computer plays a whole number of moves, at least 1, not {given}.",
        "fr": "L'ordinateur joue un nombre entier de coups, au moins 1, pas {given}."},
    "ui.computer.undone": {
        "en": "Undone: {move}, and the computer's {n} {n:plural:move|moves} after it.",
        "fr": "Annulé : {move}, et {n} {n:plural:coup|coups} de l'ordinateur à la suite."},
    # --- the board and its kernel (shown by the front end, not by Python)
    "ui.kernel.lost": {
        "en": "⚠ This board has lost its Python kernel (it was restarted or stopped), so it "
              "no longer answers clicks. Run its cell again (Shift+Enter) to start a new "
              "board, or Run ▸ Run All Cells.",
        "fr": "⚠ Ce plateau a perdu son noyau Python (redémarré ou arrêté) : il ne répond "
              "plus aux clics. Exécutez à nouveau sa cellule (Maj+Entrée) pour relancer un "
              "plateau, ou le menu Run ▸ Run All Cells (Exécuter ▸ Exécuter toutes les cellules)."},
    "ui.puzzle.untranslated": {
        "en": "{file} has no English text for {ids}: those puzzles are shown in the other "
              "language.",
        "fr": "{file} n'a pas de texte en français pour {ids} : ces énigmes sont montrées "
              "dans l'autre langue."},
    # --- a board's output where no board runs (widgets/static.py)
    "ui.summary": {"en": "{game} board: {status}", "fr": "Plateau {game} : {status}"},
    "ui.summary.more_asked": {"en": "and {n} other {n:plural:player|players}",
                              "fr": "et {n} {n:plural:autre joueur|autres joueurs}"},
    # the game's counts after it (Board.summary_details)
    "ui.summary.stacks": {"en": "{n} {n:plural:tile|tiles} in the stacks",
                          "fr": "{n} {n:plural:tuile|tuiles} dans les piles"},
    "ui.summary.pyramid": {"en": "{n} {n:plural:tile|tiles} in the pyramid",
                           "fr": "{n} {n:plural:tuile|tuiles} dans la pyramide"},
    "ui.summary.table": {"en": "{n} {n:plural:card|cards} on the table",
                         "fr": "{n} {n:plural:carte|cartes} sur la table"},
    "ui.summary.deck": {"en": "{n} {n:plural:card|cards} in the deck",
                        "fr": "{n} {n:plural:carte|cartes} dans la pioche"},
    "ui.summary.settlements": {"en": "{n} {n:plural:settlement|settlements} built",
                               "fr": "{n} {n:plural:maison construite|maisons construites}"},
    "ui.summary.round": {"en": "round {n}", "fr": "manche {n}"},
    "ui.kernel.not_running": {
        "en": "⚠ This board is not running: the notebook was opened or reloaded without the "
              "Python session that drew it. Run its cell (Shift+Enter), or Run ▸ Run All "
              "Cells, to start it.",
        "fr": "⚠ Ce plateau n'est pas lancé : le notebook a été ouvert ou rechargé sans la "
              "session Python qui l'a dessiné. Exécutez sa cellule (Maj+Entrée), ou le menu "
              "Run ▸ Run All Cells (Exécuter ▸ Exécuter toutes les cellules), pour le lancer."},
    # --- errors
    "ui.error": {
        "en": "Internal error in the tutor; the position was left unchanged. Please report "
              "it: {error}",
        "fr": "Erreur interne du tuteur ; la position n'a pas changé. Merci de la signaler : "
              "{error}"},
}

register_catalog(MESSAGES)
