"""EN/FR texts of the Ark Nova board (captions, prompts, info strip). Keys ``ui.an.*`` and the
setup row's ``ui.setting.ark_nova.*``. French in BGA's vocabulary (monnaies, mécènes, points
d'attrait, points de conservation, réputation, pause, jetons X).

Rule explanations never live here: verdicts and events come from the engine's catalog
(``tutor.ark_nova.messages``). Placeholders match between languages.
"""

from tutor.core import register_catalog

MESSAGES = {
    "ui.setting.ark_nova.map": {"en": "Zoo map", "fr": "Plan de zoo"},
    "ui.an.new_game": {
        "en": "New game: {players} {players:plural:player|players}, map {map}, seed {seed}.",
        "fr": "Nouvelle partie : {players} {players:plural:joueur|joueurs}, plan {map}, "
              "tirage n° {seed}."},
    # --- prompts and hints
    "ui.an.keep_chosen": {
        "en": "Chosen so far: {n} of {of}. Click a card to choose it or put it back; the card "
              "that makes {of} keeps them.",
        "fr": "Choisies pour l'instant : {n} sur {of}. Cliquez sur une carte pour la choisir ou "
              "la reposer ; la carte qui fait {of} les garde."},
    "ui.an.hint.turn": {
        "en": "Click an Action card (its strength is its slot), after the X-tokens to spend "
              "if you have some; or “X-token action”.",
        "fr": "Cliquez sur une carte Action (sa force est sa position), après les jetons X "
              "à dépenser si vous en avez ; ou « Action jeton X »."},
    "ui.an.hint.xaction": {
        "en": "X-token action: click the Action card to move to slot 1 (you gain 1 X-token).",
        "fr": "Action jeton X : cliquez sur la carte Action à mettre en position 1 (vous "
              "gagnez 1 jeton X)."},
    "ui.an.hint.kind": {
        "en": "Click a building in the Build row, then a hex of your map.",
        "fr": "Cliquez sur un bâtiment de la rangée Construction, puis sur une case de votre "
              "plan."},
    "ui.an.hint.place": {
        "en": "{kind}, rotation {rot}: hover a hex for the verdict (⟲ ⟳ or the R key turn "
              "it), click to build.",
        "fr": "{kind}, rotation {rot} : survolez une case pour le verdict (⟲ ⟳ ou la touche "
              "R la tournent), cliquez pour construire."},
    "ui.an.hint.animal": {
        "en": "Click an animal card of your hand (or of the display, in reputation range), "
              "then its enclosure.",
        "fr": "Cliquez sur une carte animal de votre main (ou de la rivière, à portée de "
              "réputation), puis sur son enclos."},
    "ui.an.hint.enclosure": {
        "en": "Click the enclosure the animal moves into.",
        "fr": "Cliquez sur l'enclos où l'animal s'installe."},
    "ui.an.hint.lit": {
        "en": "Lit on the map: {n} {n:plural:anchor|anchors} where it may stand in this "
              "rotation; dotted: {other} more once turned.",
        "fr": "Éclairées sur le plan : {n} {n:plural:case d'ancrage|cases d'ancrage} où il "
              "peut se placer dans cette rotation ; en pointillé : {other} de plus une fois "
              "tourné."},
    "ui.an.hint.assoc": {
        "en": "Click a partner zoo or a university on offer, a project's level on the "
              "association board, or a project card of your hand to pick it.",
        "fr": "Cliquez sur un zoo partenaire ou une université disponible, sur le niveau "
              "d'un projet du plateau Association, ou sur une carte projet de votre main "
              "pour la choisir."},
    "ui.an.hint.level": {
        "en": "Click the level of the project to support (1 is the left one).",
        "fr": "Cliquez sur le niveau du projet à soutenir (1 est celui de gauche)."},
    "ui.an.hint.sponsor": {
        "en": "Click a sponsor card of your hand (or of the display, with Sponsors "
              "side II) to play it.",
        "fr": "Cliquez sur une carte mécène de votre main (ou de la rivière, avec Mécènes "
              "face II) pour la jouer."},
    "ui.an.hint.unique": {
        "en": "Rotation {rot}: click the hex of your map where the unique building stands "
              "(⟲ ⟳ or the R key turn it).",
        "fr": "Rotation {rot} : cliquez sur la case de votre plan où se place le bâtiment "
              "unique (⟲ ⟳ ou la touche R le tournent)."},
    "ui.an.hint.card_set": {
        "en": "Click a card of your hand or of the display to choose it or put it back (at "
              "most {of}): the card that makes {of} is the choice, or the button takes the "
              "cards chosen.",
        "fr": "Cliquez sur une carte de votre main ou de la rivière pour la choisir ou la "
              "reposer ({of} au plus) : la carte qui fait {of} est le choix, ou le bouton "
              "prend les cartes choisies."},
    "ui.an.hint.card_set_chosen": {
        "en": "Chosen so far: {n} of at most {of}.",
        "fr": "Choisies pour l'instant : {n} sur {of} au plus."},
    "ui.an.hint.options": {
        "en": "Other choices: the buttons under the hand.",
        "fr": "Autres choix : les boutons sous la main."},
    "ui.an.rotated": {"en": "The building is turned: rotation {rot}.",
                      "fr": "Le bâtiment est tourné : rotation {rot}."},
    "ui.an.rotate_to": {"en": "Turn the building to rotation {rot}.",
                        "fr": "Tourner le bâtiment en rotation {rot}."},
    "ui.an.bad_turn": {"en": "A rotation is a whole number of sixths of a turn, not {given}.",
                       "fr": "Une rotation est un nombre entier de sixièmes de tour, pas "
                             "{given}."},
    "ui.an.xaction_hint": {
        "en": "The X-token action: an Action card goes to slot 1 and you gain 1 X-token "
              "instead of acting (click to pick it, again to drop it).",
        "fr": "L'action jeton X : une carte Action va en position 1 et vous gagnez 1 jeton "
              "X au lieu d'agir (cliquez pour la choisir, encore pour y renoncer)."},
    # --- hexes
    "ui.an.hex.plain": {"en": "{at}: a free space.", "fr": "{at} : une case libre."},
    "ui.an.hex.rock": {"en": "{at}: rock, never built on.",
                       "fr": "{at} : rocher, jamais construit."},
    "ui.an.hex.water": {"en": "{at}: water, never built on.",
                        "fr": "{at} : eau, jamais construite."},
    "ui.an.hex.off": {"en": "{at}: off the map.", "fr": "{at} : hors du plan."},
    "ui.an.hex.building": {"en": "{at}: {kind}.", "fr": "{at} : {kind}."},
    "ui.an.letter.rock": {"en": "R", "fr": "R"},
    "ui.an.letter.water": {"en": "W", "fr": "E"},
    # --- building kinds (the Build row's buttons)
    "ui.an.kind.kiosk": {"en": "Kiosk", "fr": "Kiosque"},
    "ui.an.kind.pavilion": {"en": "Pavilion", "fr": "Pavillon"},
    "ui.an.kind.enclosure_1": {"en": "Enclosure 1", "fr": "Enclos 1"},
    "ui.an.kind.enclosure_2": {"en": "Enclosure 2", "fr": "Enclos 2"},
    "ui.an.kind.enclosure_3": {"en": "Enclosure 3", "fr": "Enclos 3"},
    "ui.an.kind.enclosure_4": {"en": "Enclosure 4", "fr": "Enclos 4"},
    "ui.an.kind.enclosure_5": {"en": "Enclosure 5", "fr": "Enclos 5"},
    "ui.an.kind.petting_zoo": {"en": "Petting zoo", "fr": "Mini-ferme"},
    "ui.an.kind.reptile_house": {"en": "Reptile house", "fr": "Vivarium"},
    "ui.an.kind.large_bird_aviary": {"en": "Bird aviary", "fr": "Volière"},
    "ui.an.kind.unique": {"en": "unique building", "fr": "bâtiment unique"},
    # --- placement bonuses printed on the map (short)
    "ui.an.bonus.money": {"en": "+{n} money", "fr": "+{n} monn."},
    "ui.an.bonus.x_token": {"en": "X-token", "fr": "jeton X"},
    "ui.an.bonus.reputation": {"en": "+{n} rep.", "fr": "+{n} rép."},
    "ui.an.bonus.card_from_deck_or_reputation_range": {"en": "card", "fr": "carte"},
    "ui.an.bonus.association_worker": {"en": "worker", "fr": "bénévole"},
    "ui.an.bonus.clever": {"en": "clever", "fr": "astuce"},
    # --- captions
    "ui.an.caption.zoo": {"en": "{who}'s zoo · map {map}", "fr": "Zoo {who:de} · plan {map}"},
    "ui.an.caption.money": {"en": "{n} money", "fr": "{n} monnaies"},
    "ui.an.caption.x": {"en": "X-tokens {n}/5", "fr": "jetons X {n}/5"},
    "ui.an.caption.appeal": {"en": "Appeal {n}", "fr": "Attrait {n}"},
    "ui.an.caption.conservation": {"en": "Conservation {n}", "fr": "Pts conservation {n}"},
    "ui.an.caption.reputation": {"en": "Reputation {n}", "fr": "Réputation {n}"},
    "ui.an.caption.break": {"en": "Break {n}/{of}", "fr": "Pause {n}/{of}"},
    "ui.an.caption.solo": {"en": "Solo turn {n}", "fr": "Tour solo {n}"},
    "ui.an.caption.side": {"en": "side {side}", "fr": "face {side}"},
    "ui.an.caption.slot": {"en": "slot {n}", "fr": "pos. {n}"},
    "ui.an.caption.tokens": {"en": "venom {v} · constr. {c} · mult. {m}",
                             "fr": "venin {v} · constr. {c} · mult. {m}"},
    "ui.an.caption.spend": {"en": "X-tokens to spend:", "fr": "Jetons X à dépenser :"},
    "ui.an.caption.xaction": {"en": "X-token action", "fr": "Action jeton X"},
    "ui.an.caption.build": {"en": "Build:", "fr": "Construire :"},
    "ui.an.caption.rotation": {"en": "rotation {rot}", "fr": "orientation {rot}"},
    "ui.an.caption.display": {"en": "Display (folders 1–6)", "fr": "Rivière (emplacements 1–6)"},
    "ui.an.caption.deck": {"en": "deck {n}", "fr": "pioche {n}"},
    "ui.an.caption.hand": {"en": "{who}'s hand ({n})", "fr": "Main {who:de} ({n})"},
    "ui.an.caption.hand_hidden": {"en": "{who}'s hand: {n} hidden {n:plural:card|cards}",
                                  "fr": "Main {who:de} : {n} {n:plural:carte cachée|cartes "
                                        "cachées}"},
    "ui.an.caption.cost": {"en": "cost {n}", "fr": "coût {n}"},
    "ui.an.caption.level": {"en": "level {n}", "fr": "niveau {n}"},
    "ui.an.caption.project": {"en": "project", "fr": "projet"},
    "ui.an.caption.seat": {"en": "{who}: {money} money, appeal {appeal}, CP {cp}",
                           "fr": "{who} : {money} monn., attrait {appeal}, PC {cp}"},
    "ui.an.caption.options": {"en": "Choices:", "fr": "Choix :"},
    "ui.an.caption.more": {"en": "page {n} of {of}",
                           "fr": "page {n} sur {of}"},
    # --- the association board
    "ui.an.caption.association": {"en": "Association · donations {n}",
                                  "fr": "Association · dons {n}"},
    "ui.an.caption.zoos": {"en": "Partner zoos:", "fr": "Zoos partenaires :"},
    "ui.an.caption.zoo_tile": {"en": "{continent} zoo", "fr": "zoo {continent}"},
    "ui.an.caption.unis": {"en": "Universities:", "fr": "Universités :"},
    "ui.an.caption.projects": {"en": "Projects (levels: left = 1)",
                               "fr": "Projets (niveaux : gauche = 1)"},
    "ui.an.caption.picked_project": {"en": "{card} · picked", "fr": "{card} · choisi"},
    "ui.an.caption.none": {"en": "none", "fr": "aucun"},
    # --- the other zoos
    "ui.an.caption.others": {"en": "Other zoos (click to look)",
                             "fr": "Autres zoos (cliquez pour voir)"},
    # --- the left panel (AN-MAP-PANEL) and the conservation track (AN-CONS-*)
    "ui.an.caption.panel": {"en": "Panel", "fr": "Panneau"},
    "ui.an.caption.panel_gone": {"en": "{slot} · taken", "fr": "{slot} · pris"},
    "ui.an.bonus.snap_1_display_card": {"en": "snap", "fr": "carte rivière"},
    "ui.an.bonus.free_size2_enclosure": {"en": "free E2", "fr": "E2 gratuit"},
    "ui.an.bonus.conservation": {"en": "+{n} CP", "fr": "+{n} PC"},
    "ui.an.panel_info": {
        "en": "Left panel, slot {slot} ({colour}): {bonus}; {there}",
        "fr": "Panneau de gauche, case {slot} ({colour}) : {bonus} ; {there}"},
    "ui.an.panel.purple": {"en": "purple, again at every break",
                           "fr": "violette, à nouveau à chaque pause"},
    "ui.an.panel.yellow": {"en": "yellow, once", "fr": "jaune, une fois"},
    "ui.an.panel.there": {"en": "its token is still there", "fr": "son jeton est encore là"},
    "ui.an.panel.gone": {"en": "its token is taken", "fr": "son jeton est pris"},
    "ui.an.caption.cons_space": {"en": "CP {n}:", "fr": "PC {n} :"},
    "ui.an.caption.final_card": {"en": "final {n}", "fr": "déc. {n}"},
    "ui.an.caption.finals_hidden": {"en": "{n} hidden", "fr": "{n} cachée(s)"},
    "ui.an.tile.upgrade_action": {"en": "upgrade", "fr": "amélioration"},
    "ui.an.tile.hire_worker": {"en": "worker", "fr": "bénévole"},
    "ui.an.tile.reputation_2": {"en": "+2 rep.", "fr": "+2 rép."},
    "ui.an.tile.x_tokens_3": {"en": "+3 X", "fr": "+3 jetons X"},
    "ui.an.tile.free_enclosure_3": {"en": "free E3", "fr": "E3 gratuit"},
    "ui.an.tile.take_3_cards": {"en": "3 cards", "fr": "3 cartes"},
    "ui.an.tile.money_10": {"en": "+10 money", "fr": "+10 monnaies"},
    "ui.an.tile.university": {"en": "university", "fr": "université"},
    "ui.an.tile.partner_zoo": {"en": "partner zoo", "fr": "zoo partenaire"},
    "ui.an.tile_info": {"en": "Bonus tile on conservation space {space}: {tile}",
                        "fr": "Tuile bonus sur la case {space} de conservation : {tile}"},
    "ui.an.final_info": {"en": "Final scoring card {card}", "fr": "Carte de décompte final {card}"},
    # --- more choices than one row shows
    "ui.an.options_page": {"en": "Choices, page {n} of {of}", "fr": "Choix, page {n} sur {of}"},
    "ui.an.page_hint": {"en": "Page {n} of {of}: ◀ ▶ show the other choices",
                        "fr": "Page {n} sur {of} : ◀ ▶ montrent les autres choix"},
    # --- info strip
    "ui.an.info.asked": {"en": "{who} is asked", "fr": "{who} a la main"},
    "ui.an.info.over": {"en": "Game over", "fr": "Partie finie"},
    "ui.an.info.deck": {"en": "deck {n}", "fr": "pioche {n}"},
    "ui.an.info.break": {"en": "break token {n}/{of}", "fr": "jeton pause {n}/{of}"},
    # --- the final score drawn once the game is over (AN-END-FINAL, AN-END-SCORE)
    "ui.an.end.title": {"en": "Final score — {result}", "fr": "Décompte final — {result}"},
    "ui.an.end.seat": {"en": "{who}", "fr": "{who}"},
    "ui.an.end.seat_won": {"en": "{who} — wins", "fr": "{who} — gagne"},
    "ui.an.end.appeal": {"en": "Appeal {before} + {plus} = {total}",
                         "fr": "Attrait {before} + {plus} = {total}"},
    "ui.an.end.conservation": {"en": "Conservation {before} + {plus} = {total}",
                               "fr": "Conservation {before} + {plus} = {total}"},
    "ui.an.end.no_card": {"en": "No final scoring card", "fr": "Aucune carte de décompte"},
    "ui.an.end.card_cp": {"en": "{card}: +{cp} conservation",
                          "fr": "{card} : +{cp} conservation"},
    "ui.an.end.card_appeal": {"en": "{card}: +{appeal} appeal", "fr": "{card} : +{appeal} attrait"},
    "ui.an.end.card_both": {"en": "{card}: +{cp} conservation, +{appeal} appeal",
                            "fr": "{card} : +{cp} conservation, +{appeal} attrait"},
    "ui.an.end.card_none": {"en": "{card}: nothing", "fr": "{card} : rien"},
    "ui.an.end.target": {"en": "Target T({c}) = {base} − {per}×{c} = {target}",
                         "fr": "Cible T({c}) = {base} − {per}×{c} = {target}"},
    "ui.an.end.vp": {
        "en": "{appeal} − {target} = {vp} victory {vp:plural:point|points}",
        "fr": "{appeal} − {target} = {vp} {vp:plural:point|points} de victoire"},
    "ui.an.end.projects": {
        "en": "{n} {n:plural:project|projects} supported (tie-break)",
        "fr": "{n} {n:plural:projet soutenu|projets soutenus} (départage)"},
    "ui.an.end.rule": {
        "en": "Victory points = appeal − T(C) (AN-END-SCORE); T(C) = 114 − 2C up to 10, "
              "124 − 3C from 10 (AN-END-TARGET); tied, the most projects supported win "
              "(AN-END-TIE).",
        "fr": "Points de victoire = attrait − T(C) (AN-END-SCORE) ; T(C) = 114 − 2C jusqu'à "
              "10, 124 − 3C à partir de 10 (AN-END-TARGET) ; à égalité, le plus de projets "
              "soutenus gagne (AN-END-TIE)."},
    "ui.an.caption.more_lines": {"en": "+{n} more (see the panel)",
                                 "fr": "+{n} de plus (voir le panneau)"},
    # --- the card reference (card_reference.py)
    "ui.an.ref.title": {"en": "Ark Nova card reference", "fr": "Référence des cartes d'Ark Nova"},
    "ui.an.ref.placeholder": {"en": "A card's name or number (e.g. rhino, 404, sponsor)",
                              "fr": "Le nom ou le numéro d'une carte (ex. rhino, 404, mécène)"},
    "ui.an.ref.try": {"en": "Try it on a board", "fr": "L'essayer sur un plateau"},
    "ui.an.ref.summary": {"en": "Look up any of the {n} Ark Nova cards by name or number",
                          "fr": "Cherchez l'une des {n} cartes d'Ark Nova par son nom ou son "
                                "numéro"},
}

register_catalog(MESSAGES)
