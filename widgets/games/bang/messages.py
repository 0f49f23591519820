"""EN/FR texts of the BANG! table (prompts, chips, captions, info strip, setup). Keys
``ui.bang.*``.

Rule explanations never live here: verdicts, asks and events come from the engine's
catalog (``tutor.bang.messages``, whose French card names are the French edition's: Raté !,
Bière, Planque, Prison, Lunette, Panique !, Coup de foudre, Diligence, Magasin...).
Placeholders match between languages (tested).
"""

from tutor.core import register_catalog

MESSAGES = {
    # --- prompts (the panel)
    "ui.bang.new_game": {
        "en": "New game: {players} players, seed {seed}. The Sheriff starts.",
        "fr": "Nouvelle partie : {players} joueurs, tirage n° {seed}. Le shérif commence."},
    "ui.bang.prompt.play": {
        "en": "{who} plays: pick a card of the hand below, then hover a player to see "
              "whether it reaches them (distance, range, BANG! allowance) and click to play "
              "it; a card without a target plays at once. End the turn with the button.",
        "fr": "{who:Le} joue : choisissez une carte de la main ci-dessous, puis survolez un "
              "joueur pour savoir si elle l'atteint (distance, portée, BANG! permis) et "
              "cliquez pour la jouer ; une carte sans cible se joue tout de suite. Finissez "
              "le tour avec le bouton."},
    "ui.bang.prompt.target": {
        "en": "{who}: {card} picked. Hover a player to read the verdict, click to play it "
              "(click the card again to put it back).",
        "fr": "{who} : {card} choisie. Survolez un joueur pour lire le verdict, cliquez pour "
              "la jouer (cliquez de nouveau la carte pour la reposer)."},
    "ui.bang.prompt.steal": {
        "en": "{who}: {card} picked. Click a card in play in front of a player, or the "
              "backs of their hand (a card at random).",
        "fr": "{who} : {card} choisie. Cliquez une carte en jeu devant un joueur, ou le dos "
              "de sa main (une carte au hasard)."},
    "ui.bang.prompt.heal": {
        "en": "{who} (Sid Ketchum): click two cards of the hand to discard them and regain "
              "1 life (the Heal button again to give up).",
        "fr": "{who} (Sid Ketchum) : cliquez deux cartes de la main pour les défausser et "
              "regagner 1 point de vie (le bouton Soin de nouveau pour renoncer)."},
    "ui.bang.prompt.heal_second": {
        "en": "{who} (Sid Ketchum): {card} picked; hover a second card to read the verdict, "
              "click it to heal.",
        "fr": "{who} (Sid Ketchum) : {card} choisie ; survolez une deuxième carte pour lire "
              "le verdict, cliquez-la pour vous soigner."},
    "ui.bang.answers": {
        "en": "{who} may answer (click a card of the hand or a button):",
        "fr": "{who:Le} peut répondre (cliquez une carte de sa main ou un bouton) :"},
    "ui.bang.answer.ok": {"en": "✓ {move}: {why}", "fr": "✓ {move} : {why}"},
    "ui.bang.answer.no": {"en": "✗ {move}: {why}", "fr": "✗ {move} : {why}"},
    "ui.bang.do.store": {
        "en": "Click a card of the General Store, in the middle of the table.",
        "fr": "Cliquez une carte du Magasin, au milieu de la table."},
    "ui.bang.do.discard": {
        "en": "Click a card of the hand below to discard it.",
        "fr": "Cliquez une carte de la main ci-dessous pour la défausser."},
    "ui.bang.do.kit": {
        "en": "Click the card to put back on the deck (in the middle of the table).",
        "fr": "Cliquez la carte à remettre sur la pioche (au milieu de la table)."},
    # the first card's draw: only where the seat's character may draw from
    "ui.bang.do.drawfrom.discard": {
        "en": "Click a button below: the deck, or the discard pile.",
        "fr": "Cliquez un bouton ci-dessous : la pioche, ou la défausse."},
    "ui.bang.do.drawfrom.hand": {
        "en": "Click the deck button below, or click a player to take a card from their hand.",
        "fr": "Cliquez le bouton de la pioche ci-dessous, ou cliquez un joueur pour prendre "
              "une carte de sa main."},
    "ui.bang.do.drawfrom.deck": {
        "en": "Click the deck button below.",
        "fr": "Cliquez le bouton de la pioche ci-dessous."},
    "ui.bang.do.choose": {
        "en": "Click one of the two characters below.",
        "fr": "Cliquez l'un des deux personnages ci-dessous."},
    "ui.bang.over": {
        "en": "The game is over: {winners} {count:plural:wins|win}. Start a new game or undo.",
        "fr": "La partie est finie : {winners} {count:plural:gagne|gagnent}. Lancez une "
              "nouvelle partie ou annulez."},
    "ui.bang.seat_info": {
        "en": "{who}: {char}, life {life} of {most}, {n} {n:plural:card|cards} in hand.",
        "fr": "{who} : {char}, vie {life} sur {most}, {n} {n:plural:carte|cartes} en main."},
    "ui.bang.seat_role": {"en": "Role: {role}.", "fr": "Rôle : {role}."},
    "ui.bang.seat_role_hidden": {
        "en": "Role: hidden (only the Sheriff's is shown, and a dead player's).",
        "fr": "Rôle : caché (seul celui du shérif est montré, et celui d'un joueur mort)."},
    "ui.bang.seat_dead": {"en": "{who} is out of the game.", "fr": "{who} est hors jeu."},
    "ui.bang.seat_reach": {"en": "From {frm}: {reach}", "fr": "Depuis {frm} : {reach}"},
    "ui.bang.seat_table": {"en": "In play: {cards}.", "fr": "En jeu : {cards}."},
    "ui.bang.seat_hand": {"en": "Hand: {cards}.", "fr": "Main : {cards}."},
    "ui.bang.nothing": {"en": "none", "fr": "aucune"},
    "ui.bang.hand_hidden": {
        "en": "{who}'s hand is hidden: {n} {n:plural:card|cards}.",
        "fr": "La main {who:de} est cachée : {n} {n:plural:carte|cartes}."},
    "ui.bang.bad_seat": {
        "en": "{given} is not a player: give a number from 1 to {players}.",
        "fr": "{given} n'est pas un joueur : donnez un numéro de 1 à {players}."},
    "ui.bang.bad_card": {
        "en": "{given} is not a card here: give a card's code as the notation writes it "
              "(BGAS is the BANG! A♠).",
        "fr": "{given} n'est pas une carte d'ici : donnez le code d'une carte comme l'écrit "
              "la notation (BGAS est le BANG! A♠)."},
    # --- chips and buttons on the canvas
    "ui.bang.chip.end": {"en": "End turn", "fr": "Finir le tour"},
    "ui.bang.chip.heal": {"en": "Heal (Sid Ketchum)", "fr": "Soin (Sid Ketchum)"},
    "ui.bang.chip.barrel": {"en": "draw! for the Barrel", "fr": "dégainez ! (Planque)"},
    "ui.bang.chip.jourdonnais": {"en": "draw! (Jourdonnais)", "fr": "dégainez ! (Jourdonnais)"},
    "ui.bang.chip.take.shot": {"en": "Take the hit", "fr": "Encaisser"},
    "ui.bang.chip.take.indians": {"en": "Lose 1 life", "fr": "Perdre 1 vie"},
    "ui.bang.chip.take.duel": {"en": "Give up the duel", "fr": "Abandonner le duel"},
    "ui.bang.chip.take.dying": {"en": "Be eliminated", "fr": "Être éliminé"},
    "ui.bang.chip.deck": {"en": "from the deck", "fr": "de la pioche"},
    "ui.bang.chip.discard": {"en": "from the discard", "fr": "de la défausse"},
    # --- captions on the canvas (those the static picture shares are the engine's:
    #     bang.caption.*)
    "ui.bang.caption.role_hidden": {"en": "role ?", "fr": "rôle ?"},
    "ui.bang.caption.asked": {"en": "to answer: {ask}", "fr": "doit répondre : {ask}"},
    "ui.bang.caption.store": {"en": "General Store", "fr": "Magasin"},
    "ui.bang.caption.kit": {"en": "top 3 cards", "fr": "3 cartes du dessus"},
    "ui.bang.caption.draw": {"en": "draw! {who}", "fr": "dégainez ! {who}"},
    "ui.bang.caption.draw_ok": {"en": "✓ success", "fr": "✓ réussi"},
    "ui.bang.caption.draw_no": {"en": "✗ failed", "fr": "✗ raté"},
    "ui.bang.caption.distance": {"en": "distance {n}", "fr": "distance {n}"},
    "ui.bang.caption.winner": {"en": "wins", "fr": "gagne"},
    "ui.bang.step.shot": {"en": "BANG!", "fr": "BANG! reçu"},
    "ui.bang.step.indians": {"en": "Indians!", "fr": "Indiens !"},
    "ui.bang.step.duel": {"en": "Duel", "fr": "duel"},
    "ui.bang.step.dying": {"en": "0 life", "fr": "0 vie"},
    "ui.bang.step.store": {"en": "pick", "fr": "choisir"},
    "ui.bang.step.discard": {"en": "discard", "fr": "défausser"},
    "ui.bang.step.kit": {"en": "put back", "fr": "remettre"},
    "ui.bang.step.drawfrom": {"en": "first card", "fr": "1re carte"},
    "ui.bang.step.choose": {"en": "character", "fr": "personnage"},
    # --- info strip
    "ui.bang.info.turn": {"en": "{who}'s turn", "fr": "Tour {who:de}"},
    "ui.bang.info.asked": {"en": "{who} to answer", "fr": "{who:Le} doit répondre"},
    "ui.bang.info.over": {"en": "Game over", "fr": "Partie finie"},
    "ui.bang.info.piles": {"en": "deck {deck}, discard {discard}",
                           "fr": "pioche {deck}, défausse {discard}"},
    "ui.bang.info.bangs": {"en": "BANG! played this turn: {n}",
                           "fr": "BANG! joués ce tour : {n}"},
    "ui.bang.info.living": {"en": "{n} players alive", "fr": "{n} joueurs en vie"},
    # --- setup
    "ui.setting.bang.choose": {"en": "Choose 1 of 2 characters",
                               "fr": "Choisir 1 personnage sur 2"},
}

register_catalog(MESSAGES)
