"""Ark Nova rule IDs (``AN-*``, the fact sheet's rows) with their EN/FR titles and summaries.

The enum is the single list of the IDs the engine may cite; ``RULES`` gives each its title
and a short summary with its numbers, the single source of rule prose for the engine's
citations, and ``RULEBOOK`` keys them by ID. Where the sheet leaves a question open
(``[OPEN]``, ``[CHECK]``) the summary states the reading followed, the sheet's default, with
"We follow" / "Nous suivons"; "On BGA" / "Sur BGA" marks where Board Game Arena's play is
what the summary describes. Headings (``AN-BUILD``, ``AN-ABIL``) and worked examples
(``AN-EX-n``) are not rules of their own. The French words are those of Board Game Arena's
French help page: attrait, conservation, réputation, pause, enclos, kiosque, pavillon,
mécène, Association, bénévole, mission, jeton-X, rivière, plage de réputation, force,
cartes objectif, relâcher, animalerie; card names are identifiers and stay in English.

Where that help page and the sheet differ:

- AN-BREAK-3, AN-ASSOC-OFFER: at a break the association board again offers all 5
  continents and all 3 university kinds (help page, followed); the printed rule leaves out
  a tile every player already owns. Nobody could take that tile, so play is the same.
- AN-ASSOC-WORKER: "the same task a second time during the turn" costs 2 workers. The
  help page's own break step sends the workers home, so they stay on their task until the
  break: "tour" is read as the time since the last break (the sheet's reading), which is
  what the help page's note on other players' workers implies.
- AN-BREAK-5: kiosk income counts adjacent buildings, "empty enclosures excluded". Read as
  standard enclosures on their empty side: a special enclosure has no empty side
  (AN-BUILD-EMPTY) and counts even with no animal, as the printed rule says.
- AN-MAP-PANEL: the help page says a token taken from the "purple/yellow section" pays at
  once and at every income phase. Read as the purple slots; the yellow ones pay once, as
  printed on the map.
- AN-ANIMALS-SPECIAL: the help page's Petting Zoo holds "three different" animals; every
  petting zoo animal card is different, so this only restates its 3 spaces.
"""

from __future__ import annotations

from enum import StrEnum

from tutor.core.rulebook import Rule
from tutor.core.rulebook import rule as _rule

#: The shape of this game's rule IDs in its fact sheet.
RULE_ID_PATTERN = r"AN-[A-Z0-9]+(?:-[A-Z0-9]+)*"


class R(StrEnum):
    ABIL_ACTION = "AN-ABIL-ACTION"
    ABIL_ASSERTION = "AN-ABIL-ASSERTION"
    ABIL_BOOST = "AN-ABIL-BOOST"
    ABIL_CLEVER = "AN-ABIL-CLEVER"
    ABIL_CONSTRICTION = "AN-ABIL-CONSTRICTION"
    ABIL_DETERMINATION = "AN-ABIL-DETERMINATION"
    ABIL_DIGGING = "AN-ABIL-DIGGING"
    ABIL_DOMINANCE = "AN-ABIL-DOMINANCE"
    ABIL_FLOCK_ANIMAL = "AN-ABIL-FLOCK-ANIMAL"
    ABIL_FULL_THROATED = "AN-ABIL-FULL-THROATED"
    ABIL_HUNTER = "AN-ABIL-HUNTER"
    ABIL_HYPNOSIS = "AN-ABIL-HYPNOSIS"
    ABIL_ICONIC_ANIMAL = "AN-ABIL-ICONIC-ANIMAL"
    ABIL_INTERACTIVE = "AN-ABIL-INTERACTIVE"
    ABIL_INVENTIVE = "AN-ABIL-INVENTIVE"
    ABIL_INVENTIVE_BEAR = "AN-ABIL-INVENTIVE-BEAR"
    ABIL_INVENTIVE_PRIMATE = "AN-ABIL-INVENTIVE-PRIMATE"
    ABIL_JUMPING = "AN-ABIL-JUMPING"
    ABIL_MULTIPLIER = "AN-ABIL-MULTIPLIER"
    ABIL_PACK = "AN-ABIL-PACK"
    ABIL_PEACOCKING = "AN-ABIL-PEACOCKING"
    ABIL_PERCEPTION = "AN-ABIL-PERCEPTION"
    ABIL_PETTING_ZOO_ANIMAL = "AN-ABIL-PETTING-ZOO-ANIMAL"
    ABIL_PILFERING = "AN-ABIL-PILFERING"
    ABIL_POSTURING = "AN-ABIL-POSTURING"
    ABIL_POUCH = "AN-ABIL-POUCH"
    ABIL_RESISTANCE = "AN-ABIL-RESISTANCE"
    ABIL_SCAVENGING = "AN-ABIL-SCAVENGING"
    ABIL_SNAPPING = "AN-ABIL-SNAPPING"
    ABIL_SPONSOR_MAGNET = "AN-ABIL-SPONSOR-MAGNET"
    ABIL_SPRINT = "AN-ABIL-SPRINT"
    ABIL_SUN_BATHING = "AN-ABIL-SUN-BATHING"
    ABIL_VENOM = "AN-ABIL-VENOM"
    ACT_AFTER = "AN-ACT-AFTER"
    ACT_CHOOSE = "AN-ACT-CHOOSE"
    ACT_SLIDE = "AN-ACT-SLIDE"
    ACT_STRENGTH = "AN-ACT-STRENGTH"
    ACT_TURN = "AN-ACT-TURN"
    ACT_UPGRADE = "AN-ACT-UPGRADE"
    ACT_X = "AN-ACT-X"
    ACT_XACTION = "AN-ACT-XACTION"
    ANIMALS_COND = "AN-ANIMALS-COND"
    ANIMALS_COST = "AN-ANIMALS-COST"
    ANIMALS_EFFECT = "AN-ANIMALS-EFFECT"
    ANIMALS_ENCL = "AN-ANIMALS-ENCL"
    ANIMALS_INTERACT = "AN-ANIMALS-INTERACT"
    ANIMALS_REP = "AN-ANIMALS-REP"
    ANIMALS_REP_CAP = "AN-ANIMALS-REP-CAP"
    ANIMALS_S1 = "AN-ANIMALS-S1"
    ANIMALS_S2 = "AN-ANIMALS-S2"
    ANIMALS_S3 = "AN-ANIMALS-S3"
    ANIMALS_S4 = "AN-ANIMALS-S4"
    ANIMALS_S5 = "AN-ANIMALS-S5"
    ANIMALS_SPECIAL = "AN-ANIMALS-SPECIAL"
    ANIMALS_TABLE = "AN-ANIMALS-TABLE"
    APPEAL = "AN-APPEAL"
    APPEAL_PROTECT = "AN-APPEAL-PROTECT"
    APPEAL_TABLE = "AN-APPEAL-TABLE"
    ASSOC_CP = "AN-ASSOC-CP"
    ASSOC_DONATE_COST = "AN-ASSOC-DONATE-COST"
    ASSOC_DONATE_ORDER = "AN-ASSOC-DONATE-ORDER"
    ASSOC_OFFER = "AN-ASSOC-OFFER"
    ASSOC_RELEASE = "AN-ASSOC-RELEASE"
    ASSOC_TASKS = "AN-ASSOC-TASKS"
    ASSOC_UNI = "AN-ASSOC-UNI"
    ASSOC_UNI_KINDS = "AN-ASSOC-UNI-KINDS"
    ASSOC_UPG = "AN-ASSOC-UPG"
    ASSOC_WORKER = "AN-ASSOC-WORKER"
    ASSOC_WORKER_SRC = "AN-ASSOC-WORKER-SRC"
    ASSOC_ZOO = "AN-ASSOC-ZOO"
    BONUS_TILES = "AN-BONUS-TILES"
    BREAK_1 = "AN-BREAK-1"
    BREAK_2 = "AN-BREAK-2"
    BREAK_3 = "AN-BREAK-3"
    BREAK_4 = "AN-BREAK-4"
    BREAK_5 = "AN-BREAK-5"
    BREAK_6 = "AN-BREAK-6"
    BREAK_FINAL = "AN-BREAK-FINAL"
    BREAK_MULT = "AN-BREAK-MULT"
    BREAK_ORDER = "AN-BREAK-ORDER"
    BREAK_TRIGGER = "AN-BREAK-TRIGGER"
    BUILD_ADJ = "AN-BUILD-ADJ"
    BUILD_B2 = "AN-BUILD-B2"
    BUILD_BASIC = "AN-BUILD-BASIC"
    BUILD_BONUS = "AN-BUILD-BONUS"
    BUILD_COST = "AN-BUILD-COST"
    BUILD_EMPTY = "AN-BUILD-EMPTY"
    BUILD_FORBID = "AN-BUILD-FORBID"
    BUILD_FULL = "AN-BUILD-FULL"
    BUILD_KIOSK = "AN-BUILD-KIOSK"
    BUILD_MOVE = "AN-BUILD-MOVE"
    BUILD_PAVILION = "AN-BUILD-PAVILION"
    BUILD_SPECIAL1 = "AN-BUILD-SPECIAL1"
    BUILD_UNIQUE = "AN-BUILD-UNIQUE"
    BUILD_UPG = "AN-BUILD-UPG"
    CARD_DISPUTED = "AN-CARD-DISPUTED"
    CARDS_DRAW = "AN-CARDS-DRAW"
    CARDS_HAND = "AN-CARDS-HAND"
    CARDS_REP10 = "AN-CARDS-REP10"
    CARDS_REPRANGE = "AN-CARDS-REPRANGE"
    CARDS_S1 = "AN-CARDS-S1"
    CARDS_S2 = "AN-CARDS-S2"
    CARDS_S3 = "AN-CARDS-S3"
    CARDS_S4 = "AN-CARDS-S4"
    CARDS_S5 = "AN-CARDS-S5"
    CARDS_SNAP = "AN-CARDS-SNAP"
    CARDS_TABLE = "AN-CARDS-TABLE"
    COMP_ACTIONS = "AN-COMP-ACTIONS"
    COMP_CARDS = "AN-COMP-CARDS"
    COMP_MAPS = "AN-COMP-MAPS"
    COMP_ROTATE = "AN-COMP-ROTATE"
    COMP_SHAPES = "AN-COMP-SHAPES"
    COMP_SUPPLY = "AN-COMP-SUPPLY"
    COMP_TILES = "AN-COMP-TILES"
    COMP_TOKENS = "AN-COMP-TOKENS"
    COND = "AN-COND"
    COND_OWN = "AN-COND-OWN"
    CONS_10 = "AN-CONS-10"
    CONS_2 = "AN-CONS-2"
    CONS_5_8 = "AN-CONS-5-8"
    CONS_TRACK = "AN-CONS-TRACK"
    DECK_EMPTY = "AN-DECK-EMPTY"
    DISPLAY_REFILL = "AN-DISPLAY-REFILL"
    END_FINAL = "AN-END-FINAL"
    END_LAST = "AN-END-LAST"
    END_SCORE = "AN-END-SCORE"
    END_TARGET = "AN-END-TARGET"
    END_TIE = "AN-END-TIE"
    END_TRIGGER = "AN-END-TRIGGER"
    FINAL_ARCHITECTURAL = "AN-FINAL-ARCHITECTURAL"
    FINAL_DIVERSE = "AN-FINAL-DIVERSE"
    FINAL_THRESHOLDS = "AN-FINAL-THRESHOLDS"
    ICON_COUNT = "AN-ICON-COUNT"
    ICON_KINDS = "AN-ICON-KINDS"
    MAP_0 = "AN-MAP-0"
    MAP_A = "AN-MAP-A"
    MAP_ASSOC = "AN-MAP-ASSOC"
    MAP_BGA = "AN-MAP-BGA"
    MAP_GRID = "AN-MAP-GRID"
    MAP_PANEL = "AN-MAP-PANEL"
    MAP_PANEL_CHOICE = "AN-MAP-PANEL-CHOICE"
    PROJ_2P = "AN-PROJ-2P"
    PROJ_BASE = "AN-PROJ-BASE"
    PROJ_BREEDING = "AN-PROJ-BREEDING"
    PROJ_COLLECTION = "AN-PROJ-COLLECTION"
    PROJ_PLAY_BONUS = "AN-PROJ-PLAY-BONUS"
    PROJ_RELEASE = "AN-PROJ-RELEASE"
    REP_BONUS = "AN-REP-BONUS"
    REP_FOLDERS = "AN-REP-FOLDERS"
    REP_TRACK = "AN-REP-TRACK"
    SETUP_ACTIONS = "AN-SETUP-ACTIONS"
    SETUP_ASSOC = "AN-SETUP-ASSOC"
    SETUP_BOARD = "AN-SETUP-BOARD"
    SETUP_BREAK = "AN-SETUP-BREAK"
    SETUP_HAND = "AN-SETUP-HAND"
    SETUP_MAP = "AN-SETUP-MAP"
    SETUP_PLAYER = "AN-SETUP-PLAYER"
    SETUP_START = "AN-SETUP-START"
    SETUP_TRACKS = "AN-SETUP-TRACKS"
    SIZE_CLASS = "AN-SIZE-CLASS"
    SOLO = "AN-SOLO"
    SOLO_BOX = "AN-SOLO-BOX"
    SPECIAL_ENCL = "AN-SPECIAL-ENCL"
    SPON_BUILD_EXTRA_SAME = "AN-SPON-BUILD-EXTRA-SAME"
    SPON_BUILD_FREE = "AN-SPON-BUILD-FREE"
    SPON_CHOOSE_SIZE_CLASS = "AN-SPON-CHOOSE-SIZE-CLASS"
    SPON_COUNTERS = "AN-SPON-COUNTERS"
    SPON_ENDGAME_BGA = "AN-SPON-ENDGAME-BGA"
    SPON_EXTRA_PLACEMENT_BONUS = "AN-SPON-EXTRA-PLACEMENT-BONUS"
    SPON_GAIN = "AN-SPON-GAIN"
    SPON_HIRE_WORKER = "AN-SPON-HIRE-WORKER"
    SPON_KEYWORD = "AN-SPON-KEYWORD"
    SPON_KINDS = "AN-SPON-KINDS"
    SPON_PLACE_UNIQUE_BUILDING = "AN-SPON-PLACE-UNIQUE-BUILDING"
    SPON_PLAY_EXTRA_ANIMAL = "AN-SPON-PLAY-EXTRA-ANIMAL"
    SPON_PLAY_SPONSOR_FOR_MONEY = "AN-SPON-PLAY-SPONSOR-FOR-MONEY"
    SPON_REVEAL_UNTIL = "AN-SPON-REVEAL-UNTIL"
    SPON_RULES = "AN-SPON-RULES"
    SPON_TAKE_CARD = "AN-SPON-TAKE-CARD"
    SPON_TAKE_DISPLAY_CARD = "AN-SPON-TAKE-DISPLAY-CARD"
    SPON_TRIGGERS = "AN-SPON-TRIGGERS"
    SPON_UNIQUE_BUILDING = "AN-SPON-UNIQUE-BUILDING"
    SPON_UNIQUE_CODE = "AN-SPON-UNIQUE-CODE"
    SPON_WILDCARD_TOKENS = "AN-SPON-WILDCARD-TOKENS"
    SPONSORS_BASIC = "AN-SPONSORS-BASIC"
    SPONSORS_COLOURS = "AN-SPONSORS-COLOURS"
    SPONSORS_UPG = "AN-SPONSORS-UPG"


RULES: tuple[Rule, ...] = (
    # 1. Components
    _rule(R.COMP_CARDS, 'Cards in the box', 'Cartes de la boîte',
          '212 Zoo cards (128 animals, 64 sponsors, 20 conservation projects), plus 12 base conservation projects and 11 Final Scoring cards.',
          '212 cartes Zoo (128 animaux, 64 mécènes, 20 projets de conservation), plus 12 projets de conservation de base et 11 cartes objectif.'),
    _rule(R.COMP_MAPS, 'Zoo maps', 'Plans de zoo',
          '8 double-sided zoo maps: Map A or Map 0 on one side (4 of each), on the other the advanced Maps 1–8, each with an ability of its own.',
          "8 plans de zoo recto verso : plan A ou plan 0 d'un côté (4 de chaque), de l'autre les plans avancés 1 à 8, chacun avec son propre pouvoir."),
    _rule(R.COMP_ACTIONS, 'Five Action cards', 'Cinq cartes action',
          'Each player has 5 Action cards — Animals, Build, Cards, Association, Sponsors — each with a basic side I (blue) and an upgraded side II (pink).',
          'Chaque joueur a 5 cartes action — Animaux, Construction, Cartes, Association, Mécènes — chacune avec une face I de base (fond bleu) et une face II améliorée (fond rose).'),
    _rule(R.COMP_TILES, 'Building tiles', 'Tuiles bâtiment',
          'Standard enclosures: 28 of size 1, 24 of size 2, 15 of size 3, 13 of size 4, 10 of size 5 (90 in all); kiosk/pavilion tiles; 12 special enclosures (4 each of Large Bird Aviary, Reptile House, Petting Zoo); 15 unique buildings, 20 partner zoos, 12 universities, 9 bonus tiles.',
          'Enclos standard : 28 de taille 1, 24 de taille 2, 15 de taille 3, 13 de taille 4, 10 de taille 5 (90 en tout) ; tuiles kiosque/pavillon ; 12 enclos spéciaux (4 grandes volières, 4 maisons des reptiles, 4 animaleries) ; 15 bâtiments uniques, 20 zoos partenaires, 12 universités, 9 tuiles bonus.'),
    _rule(R.COMP_SUPPLY, 'Unlimited buildings', 'Bâtiments illimités',
          'The building supply never runs out: a building is never refused because its size is used up. Partner zoos and universities: 4 copies of each, enough for 4 players.',
          "La réserve de bâtiments ne s'épuise jamais : un bâtiment n'est jamais refusé faute de tuile de sa taille. Zoos partenaires et universités : 4 exemplaires de chacun, assez pour 4 joueurs."),
    _rule(R.COMP_SHAPES, 'Building shapes', 'Formes des bâtiments',
          'Kiosk, pavilion and size 1: one space; size 2: two in a line; size 3: a triangle; size 4: a rhombus; size 5: a row of 3 with a row of 2 along it. Petting Zoo: 3 in a bent line; Reptile House: an H of 5; Large Bird Aviary: a centre with 4 spaces around it.',
          "Kiosque, pavillon et taille 1 : un espace ; taille 2 : deux en ligne ; taille 3 : un triangle ; taille 4 : un losange ; taille 5 : une rangée de 3 contre une rangée de 2. Animalerie : 3 en ligne coudée ; maison des reptiles : un H de 5 ; grande volière : un centre et 4 espaces autour."),
    _rule(R.COMP_ROTATE, 'Turning a building', 'Tourner un bâtiment',
          'A building may be turned 6 ways (k × 60° clockwise, k = 0–5). It is never flipped: every shape is its own mirror image, so some rotation already gives the flipped footprint.',
          "Un bâtiment peut être tourné de 6 façons (k × 60° dans le sens horaire, k = 0 à 5). On ne le retourne jamais : chaque forme est symétrique, une rotation donne déjà l'empreinte retournée."),
    _rule(R.COMP_TOKENS, 'Tokens', 'Jetons',
          'Money, 20 X-tokens, 8 each of Venom, Constriction and Multiplier tokens, the Break token; per colour 3 counters, 25 player tokens, 4 association workers and a solo tile.',
          "Argent, 20 jetons-X, 8 jetons Venin, 8 Constriction et 8 X2, le marqueur de pause ; par couleur 3 marqueurs, 25 cubes, 4 bénévoles et une tuile solo."),
    # 2. Setup
    _rule(R.SETUP_BOARD, 'Board setup', 'Mise en place du plateau',
          'The Break token on its start space; 4 random bonus tiles on conservation spaces 5 and 8 (5 of the 9 unused); the Zoo deck face down; 6 cards dealt to the display (folders 1–6), turned up once hands are chosen.',
          "Le marqueur de pause sur sa case de départ ; 4 tuiles bonus tirées au hasard sur les cases 5 et 8 de conservation (5 des 9 restent dans la boîte) ; la pioche Zoo face cachée ; 6 cartes dans la rivière (positions 1 à 6), révélées une fois les mains choisies."),
    _rule(R.SETUP_ASSOC, 'Association board', 'Plateau Association',
          'One partner zoo per continent and one university of each kind; 3 base conservation projects below it (4 with 4 players). With 2 players, block the hardest level of the left card, the middle level of the middle one, the easiest level of the right one, and the left column of donations.',
          "Un zoo partenaire par continent et une université de chaque sorte ; 3 projets de conservation de base en dessous (4 à 4 joueurs). À 2 joueurs, on bloque le niveau le plus dur de la carte de gauche, le niveau du milieu de celle du milieu, le niveau le plus facile de celle de droite, et la colonne de gauche des dons."),
    _rule(R.SETUP_BREAK, 'Break track length', 'Longueur de la piste de pause',
          'The Break token starts at 0 and the break comes once it has moved 9 steps with 2 players, 12 with 3, 15 with 4; it goes back to 0 after each break. We follow 12 and 15 for 3 and 4 players, the figures of two computer versions of the game, not yet checked on a BGA table.',
          "Le marqueur de pause part de 0 et la pause survient quand il a avancé de 9 cases à 2 joueurs, 12 à 3, 15 à 4 ; il revient à 0 après chaque pause. Nous suivons 12 et 15 à 3 et 4 joueurs, les valeurs de deux versions informatiques du jeu, pas encore vérifiées sur une table BGA."),
    _rule(R.SETUP_MAP, 'Which map', 'Quel plan',
          'Standard game: everyone plays Map A (the first game), then Map 0; Maps 1–8 are advanced (deal 2, keep 1). Map A starts with an empty size-3 enclosure next to its printed kiosk.',
          "Partie standard : tout le monde joue le plan A (première partie), puis le plan 0 ; les plans 1 à 8 sont avancés (on en reçoit 2, on en garde 1). Le plan A commence avec un enclos vide de taille 3 à côté de son kiosque imprimé."),
    _rule(R.SETUP_ACTIONS, 'Starting Action row', "Rangée d'actions de départ",
          'Action cards side I up: Animals in slot 1, the other 4 shuffled into slots 2–5.',
          'Cartes action sur la face I : Animaux en position 1, les 4 autres au hasard en positions 2 à 5.'),
    _rule(R.SETUP_TRACKS, 'Starting track positions', 'Départ sur les pistes',
          "Conservation 0, reputation 1 (the track's first space). Appeal by turn order: player 1 on 0, player 2 on 1, player 3 on 2, player 4 on 3.",
          "Conservation 0, réputation 1 (première case de la piste). Attrait selon l'ordre du tour : joueur 1 sur 0, joueur 2 sur 1, joueur 3 sur 2, joueur 4 sur 3."),
    _rule(R.SETUP_PLAYER, 'Player setup', 'Mise en place du joueur',
          '25 money; 7 player tokens on the left edge of the zoo map; 1 active association worker, 3 more lying below it.',
          '25 monnaies ; 7 cubes sur le bord gauche du plan de zoo ; 1 bénévole actif, 3 autres couchés en dessous.'),
    _rule(R.SETUP_HAND, 'Starting hand', 'Main de départ',
          'Draw 8 Zoo cards, keep 4 and discard 4; draw 2 Final Scoring cards and keep both hidden (one goes later, AN-CONS-10).',
          "Piochez 8 cartes Zoo, gardez-en 4 et défaussez-en 4 ; piochez 2 cartes objectif et gardez-les cachées (l'une partira plus tard, AN-CONS-10)."),
    _rule(R.SETUP_START, 'Start player and turns', 'Premier joueur et tours',
          'A random start player; play goes clockwise, one turn each, until a break or the end.',
          "Premier joueur au hasard ; on joue dans le sens horaire, un tour chacun, jusqu'à une pause ou la fin."),
    # 3. The action-card row
    _rule(R.ACT_STRENGTH, 'Slot strength', 'Force des positions',
          'The 5 slots under the zoo map give strength 1 (leftmost) to 5 (rightmost).',
          'Les 5 positions sous le plan de zoo donnent une force de 1 (à gauche) à 5 (à droite).'),
    _rule(R.ACT_TURN, 'One action a turn', 'Une action par tour',
          'On your turn you take exactly one action: choose an Action card and perform it with the strength of its slot, plus the X-tokens you spend.',
          'À votre tour, vous faites exactement une action : choisissez une carte action et jouez-la avec la force de sa position, plus les jetons-X dépensés.'),
    _rule(R.ACT_SLIDE, 'The card goes to slot 1', 'La carte revient en position 1',
          'After the action the used card goes to slot 1; each card that was to its left moves one slot right; the cards to its right stay.',
          "Après l'action, la carte utilisée passe en position 1 ; chaque carte qui était à sa gauche avance d'une position vers la droite ; celles à sa droite ne bougent pas."),
    _rule(R.ACT_X, 'X-tokens add strength', 'Les jetons-X ajoutent de la force',
          'Before acting, spend any number of X-tokens for +1 strength each; tokens gained during the action cannot boost it. You hold at most 5 X-tokens; for most basic actions strength above 5 adds nothing.',
          "Avant d'agir, dépensez autant de jetons-X que voulu : +1 de force chacun ; ceux gagnés pendant l'action ne la renforcent pas. Vous détenez au plus 5 jetons-X ; pour la plupart des actions de base, une force au-delà de 5 n'apporte rien."),
    _rule(R.ACT_XACTION, 'X-token action', 'Action jeton-X',
          'Instead of acting, move any Action card to slot 1 (as after an action) and gain exactly 1 X-token, whatever its slot or side. Not allowed while you hold 5.',
          "Au lieu d'agir, envoyez une carte action de votre choix en position 1 (comme après une action) et prenez exactement 1 jeton-X, quelles que soient sa position et sa face. Interdit si vous en avez déjà 5."),
    _rule(R.ACT_UPGRADE, 'Upgrades', 'Améliorations',
          'An upgrade flips one Action card to side II, in place, for the rest of the game. The tracks and the map offer 4 (conservation space 2, reputation space 5, the 2nd partner zoo, the 2nd university), so not every card gets upgraded; a conservation bonus tile may give one more.',
          "Une amélioration retourne une carte action sur sa face II, sur place, jusqu'à la fin de la partie. Les pistes et le plan en offrent 4 (case 2 de conservation, case 5 de réputation, 2e zoo partenaire, 2e université) : toutes les cartes ne seront pas améliorées ; une tuile bonus de conservation peut en offrir une de plus."),
    _rule(R.ACT_AFTER, 'After finishing', "Après l'action",
          '"After finishing" effects resolve only once the whole action is over, the card slide included.',
          "Les effets « après l'action » ne se résolvent qu'une fois toute l'action terminée, glissement des cartes compris."),
    _rule(R.ACT_CHOOSE, 'An action must do something', 'Une action doit servir',
          'A card can be chosen for its action only if, at the chosen strength, it can do at least one thing, and then it must: Animals I at strength 1 (0 animals) cannot be chosen unless X-tokens raise it to 2. Cards and Sponsors are always possible, and any card can still serve the X-token action.',
          "Une carte ne peut être choisie pour son action que si, à la force choisie, elle peut faire au moins une chose, et elle doit alors la faire : Animaux I en force 1 (0 animal) ne peut être choisie que si des jetons-X la portent à 2. Cartes et Mécènes sont toujours possibles, et toute carte reste utilisable pour l'action jeton-X."),
    # 4. Cards action
    _rule(R.CARDS_S1, 'Cards at strength 1', 'Cartes en force 1',
          'Break +2 first, then side I: draw 1 and discard 1; side II: draw 1.',
          'Pause +2 d\'abord, puis face I : piochez 1 et défaussez 1 ; face II : piochez 1.'),
    _rule(R.CARDS_S2, 'Cards at strength 2', 'Cartes en force 2',
          'Break +2 first, then side I: draw 1; side II: draw 2 and discard 1.',
          "Pause +2 d'abord, puis face I : piochez 1 ; face II : piochez 2 et défaussez 1."),
    _rule(R.CARDS_S3, 'Cards at strength 3', 'Cartes en force 3',
          'Break +2 first, then side I: draw 2 and discard 1; side II: draw 2, or snap 1 display card.',
          "Pause +2 d'abord, puis face I : piochez 2 et défaussez 1 ; face II : piochez 2, ou récupérez 1 carte de la rivière."),
    _rule(R.CARDS_S4, 'Cards at strength 4', 'Cartes en force 4',
          'Break +2 first, then side I: draw 2; side II: draw 3 and discard 1, or snap 1 display card.',
          "Pause +2 d'abord, puis face I : piochez 2 ; face II : piochez 3 et défaussez 1, ou récupérez 1 carte de la rivière."),
    _rule(R.CARDS_S5, 'Cards at strength 5', 'Cartes en force 5',
          'Break +2 first, then side I: draw 3 and discard 1, or snap 1 display card; side II: draw 4 and discard 1, or snap. Strength above 5 counts as 5.',
          "Pause +2 d'abord, puis face I : piochez 3 et défaussez 1, ou récupérez 1 carte de la rivière ; face II : piochez 4 et défaussez 1, ou récupérez-en une. Une force au-delà de 5 compte comme 5."),
    _rule(R.CARDS_TABLE, 'Cards action table', "Table de l'action Cartes",
          'The Cards action first advances the Break token 2 spaces (no money), then follows its strength row (AN-CARDS-S1 to S5, above 5 as 5). "Draw" means up to that many; a printed discard is compulsory.',
          "L'action Cartes avance d'abord le marqueur de pause de 2 cases (sans argent), puis suit la ligne de sa force (AN-CARDS-S1 à S5, au-delà de 5 comme 5). « Piocher » veut dire jusqu'à ce nombre ; une défausse indiquée est obligatoire."),
    _rule(R.CARDS_DRAW, 'Drawing on side I', 'Piocher en face I',
          'Side I draws from the deck only. The discard may be any hand card, one just drawn included.',
          "La face I ne pioche que dans la pioche. La défausse peut être n'importe quelle carte de la main, y compris une carte qu'on vient de piocher."),
    _rule(R.CARDS_REPRANGE, 'Drawing in reputation range', 'Piocher dans la plage de réputation',
          'Side II may draw from the deck and/or from the display within your reputation range, in any order.',
          "La face II peut piocher dans la pioche et/ou dans la rivière, dans votre plage de réputation, dans l'ordre voulu."),
    _rule(R.CARDS_SNAP, 'Snap', 'Récupérer une carte',
          'Snap: instead of drawing, take exactly 1 display card from any folder, whatever your reputation.',
          "Au lieu de piocher, récupérez exactement 1 carte de la rivière, à n'importe quelle position, quelle que soit votre réputation."),
    _rule(R.CARDS_REP10, 'Reputation above 9', 'Réputation au-delà de 9',
          'Reputation can pass 9 only once the Cards action is upgraded. Until then the counter stays on 9, further reputation is lost (no appeal instead) and the track bonuses from space 10 up are not taken.',
          "La réputation ne peut dépasser 9 qu'une fois l'action Cartes améliorée. D'ici là le marqueur reste sur 9, la réputation en plus est perdue (pas d'attrait à la place) et les bonus de la piste à partir de la case 10 ne sont pas pris."),
    _rule(R.CARDS_HAND, 'No hand limit during turns', 'Pas de limite de main pendant les tours',
          'You may hold any number of cards during turns; the hand limit applies only at breaks (AN-BREAK-1).',
          "Vous pouvez avoir autant de cartes que vous voulez pendant les tours ; la limite de main ne s'applique qu'aux pauses (AN-BREAK-1)."),
    _rule(R.DISPLAY_REFILL, 'Refilling the display', 'Réapprovisionner la rivière',
          'Cards taken from the display are replaced only at the end of the turn: the remaining cards slide toward folder 1 in order, then the empty folders are filled from the deck.',
          'Les cartes prises dans la rivière ne sont remplacées qu\'à la fin du tour : les cartes restantes glissent vers la position 1 dans l\'ordre, puis les positions vides sont remplies depuis la pioche.'),
    # 5. Build action
    _rule(R.BUILD_BASIC, 'Build I', 'Construction I',
          'Side I builds exactly 1 building of size ≤ strength: a kiosk (1), a pavilion (1), a standard enclosure (size 1–5) or the Petting Zoo (size 3).',
          "La face I construit exactement 1 bâtiment de taille ≤ force : un kiosque (1), un pavillon (1), un enclos standard (taille 1 à 5) ou l'animalerie (taille 3)."),
    _rule(R.BUILD_COST, 'Building cost', 'Coût de construction',
          'Pay 2 money per space covered, before placing: a size-3 enclosure costs 6.',
          'Payez 2 monnaies par espace couvert, avant de poser : un enclos de taille 3 coûte 6.'),
    _rule(R.BUILD_ADJ, 'Touching a building', "Au contact d'un bâtiment",
          'A new building must share an edge with a building already in your zoo. The first building on an empty map (Map 0) must cover at least 1 border space.',
          'Un nouveau bâtiment doit partager un côté avec un bâtiment déjà présent dans votre zoo. Le premier bâtiment sur un plan vide (plan 0) doit couvrir au moins 1 espace de bordure.'),
    _rule(R.BUILD_FORBID, 'Where you cannot build', 'Où construire est interdit',
          'Never on rock or water, never over another building, never beyond the edge of the map.',
          "Jamais sur un rocher ou un espace d'eau, jamais par-dessus un autre bâtiment, jamais au-delà du bord du plan."),
    _rule(R.BUILD_B2, 'Build II spaces', 'Espaces Construction II',
          'Spaces marked for an upgraded Build action can be covered only with Build side II.',
          "Les espaces marqués Construction améliorée ne peuvent être couverts qu'avec la face II de Construction."),
    _rule(R.BUILD_KIOSK, 'Kiosk distance', 'Distance entre kiosques',
          'Two kiosks must be at least 3 spaces apart: at least 2 spaces lie between them.',
          "Deux kiosques doivent être à au moins 3 espaces l'un de l'autre : au moins 2 espaces les séparent."),
    _rule(R.BUILD_BONUS, 'Placement bonuses', 'Bonus de pose',
          'Covering a space with a placement bonus (yellow pentagon) gives that bonus once, at once — before paying for the next building of the same action.',
          'Couvrir un espace à bonus (pentagone jaune) donne ce bonus une fois, aussitôt — avant de payer le bâtiment suivant de la même action.'),
    _rule(R.BUILD_EMPTY, 'Empty side up', 'Face vide visible',
          'A standard enclosure is placed empty side up, showing its size; a special enclosure has the same picture on both sides.',
          "Un enclos standard est posé face vide visible, celle qui montre sa taille ; un enclos spécial a la même face des deux côtés."),
    _rule(R.BUILD_PAVILION, 'Pavilion', 'Pavillon',
          'A pavilion gives +1 appeal once, when it is built.',
          "Un pavillon donne 1 point d'attrait une fois, quand il est construit."),
    _rule(R.BUILD_SPECIAL1, 'One of each special enclosure', 'Un seul de chaque enclos spécial',
          'A zoo holds at most one Petting Zoo, one Reptile House and one Large Bird Aviary.',
          'Un zoo compte au plus une animalerie, une maison des reptiles et une grande volière.'),
    _rule(R.BUILD_UPG, 'Build II', 'Construction II',
          'Side II builds one or more different buildings of total size ≤ strength, paid and resolved one by one; the Reptile House and the Large Bird Aviary (size 5) and the Build II spaces become available. Two identical buildings in one action are not allowed.',
          'La face II construit un ou plusieurs bâtiments différents de taille totale ≤ force, payés et résolus un par un ; la maison des reptiles, la grande volière (taille 5) et les espaces Construction II deviennent accessibles. Deux bâtiments identiques dans la même action sont interdits.'),
    _rule(R.BUILD_MOVE, 'Moving animals in', 'Y déplacer des animaux',
          'When you build a Reptile House or a Large Bird Aviary you may move eligible animals into it, then only; each standard enclosure left empty flips back to its empty side.',
          "Quand vous construisez une maison des reptiles ou une grande volière, vous pouvez y déplacer des animaux éligibles, à ce moment seulement ; chaque enclos standard libéré repasse sur sa face vide."),
    _rule(R.BUILD_FULL, 'Zoo fully built', 'Zoo entièrement construit',
          'Covering every space of the map except rock and water gives +7 appeal, however it was built.',
          "Couvrir tous les espaces du plan hors rochers et eau donne 7 points d'attrait, quelle que soit la façon d'y arriver."),
    _rule(R.BUILD_UNIQUE, 'Unique buildings', 'Bâtiments uniques',
          'Unique buildings come only from Sponsor cards, never from a Build action.',
          "Les bâtiments uniques ne viennent que des cartes Mécène, jamais d'une action Construction."),
    # 6. Animals action
    _rule(R.ANIMALS_S1, 'Animals at strength 1', 'Animaux en force 1',
          'Side I: no animal, so the action cannot be chosen (AN-ACT-CHOOSE). Side II: 1 animal.',
          "Face I : aucun animal, l'action ne peut donc pas être choisie (AN-ACT-CHOOSE). Face II : 1 animal."),
    _rule(R.ANIMALS_S2, 'Animals at strength 2', 'Animaux en force 2',
          'Side I: 1 animal. Side II: 1 animal.',
          'Face I : 1 animal. Face II : 1 animal.'),
    _rule(R.ANIMALS_S3, 'Animals at strength 3', 'Animaux en force 3',
          'Side I: 1 animal. Side II: 2 animals.',
          'Face I : 1 animal. Face II : 2 animaux.'),
    _rule(R.ANIMALS_S4, 'Animals at strength 4', 'Animaux en force 4',
          'Side I: 1 animal. Side II: 2 animals.',
          'Face I : 1 animal. Face II : 2 animaux.'),
    _rule(R.ANIMALS_S5, 'Animals at strength 5', 'Animaux en force 5',
          'Side I: 2 animals. Side II: 2 animals, after gaining 1 reputation first (AN-ANIMALS-REP). Strength above 5 counts as 5.',
          "Face I : 2 animaux. Face II : 2 animaux, après avoir d'abord gagné 1 réputation (AN-ANIMALS-REP). Une force au-delà de 5 compte comme 5."),
    _rule(R.ANIMALS_TABLE, 'Animals action table', "Table de l'action Animaux",
          'How many animals you may play follows the strength row (AN-ANIMALS-S1 to S5) and the side; you may play fewer, but at least 1.',
          "Le nombre d'animaux jouables suit la ligne de la force (AN-ANIMALS-S1 à S5) et la face ; on peut en jouer moins, mais au moins 1."),
    _rule(R.ANIMALS_COND, 'Animal conditions', "Conditions d'un animal",
          'An animal can be played only if your zoo meets the conditions on the left of its card (icons, partner zoos, reputation, an upgraded action…).',
          'Un animal ne se joue que si votre zoo remplit les conditions du côté gauche de sa carte (icônes, zoos partenaires, réputation, action améliorée…).'),
    _rule(R.COND_OWN, "A card's own icons do not count", 'Les icônes de la carte ne comptent pas',
          "Conditions are checked before the card is paid and placed, on your zoo as it stands: a card's own icons never help meet its own conditions (they do count for its effects, AN-ICON-COUNT).",
          "Les conditions sont vérifiées avant de payer et de poser la carte, sur votre zoo tel qu'il est : les icônes d'une carte ne l'aident jamais à remplir ses propres conditions (elles comptent pour ses effets, AN-ICON-COUNT)."),
    _rule(R.ANIMALS_COST, 'Animal cost', "Coût d'un animal",
          'Pay the printed cost, 3 less per matching continent icon if you have that partner zoo, in full before any money the animal gives.',
          "Payez le coût imprimé, moins 3 par icône de continent correspondante si vous avez ce zoo partenaire, en entier avant tout argent rapporté par l'animal."),
    _rule(R.ANIMALS_ENCL, 'Enclosure for an animal', "Enclos d'un animal",
          'The animal takes an empty standard enclosure of at least its printed size, which flips to its occupied side; if the card shows rock or water icons, that enclosure must touch at least that many rock or water spaces.',
          "L'animal occupe un enclos standard vide d'au moins sa taille imprimée, qui passe sur sa face occupée ; si la carte montre des icônes rocher ou eau, cet enclos doit toucher au moins autant de rochers ou d'espaces d'eau."),
    _rule(R.ANIMALS_SPECIAL, 'Special enclosures', 'Enclos spéciaux',
          'Petting zoo animals live only in the Petting Zoo (3 different ones at most). Reptiles may use the Reptile House, and some birds the Large Bird Aviary, instead, marking the printed number of spaces with player tokens; rock and water needs still apply.',
          "Les animaux domestiques ne vivent que dans l'animalerie (3 différents au plus). Les reptiles peuvent aller dans la maison des reptiles, et certains oiseaux dans la grande volière, en couvrant de cubes le nombre d'espaces imprimé ; les besoins en rocher et en eau restent."),
    _rule(R.ANIMALS_EFFECT, 'Playing an animal', 'Jouer un animal',
          'Gain the appeal (and any conservation or reputation) shown, then resolve its ability; "after finishing" abilities wait. With 2 animals, the first is resolved fully before the second.',
          "Gagnez l'attrait (et la conservation ou la réputation) indiqués, puis résolvez son pouvoir ; les pouvoirs « après l'action » attendent. Avec 2 animaux, le premier est entièrement résolu avant le second."),
    _rule(R.ANIMALS_REP, 'Animals II', 'Animaux II',
          'Side II may play animals from the display within reputation range, paying the folder number on top (folder 6 = +6); at strength 5, +1 reputation comes first. Animals that need an upgraded Animals action become playable.',
          "La face II peut jouer des animaux de la rivière dans la plage de réputation, en payant en plus le numéro de la position (position 6 = +6) ; en force 5, +1 réputation d'abord. Les animaux qui exigent Animaux améliorée deviennent jouables."),
    _rule(R.ANIMALS_REP_CAP, 'Strength-5 reputation is automatic', 'Réputation de force 5 automatique',
          'On BGA the +1 reputation of Animals II at strength 5 is taken automatically as the action starts; at 9 reputation with Cards not upgraded it is simply lost. There is nothing to choose.',
          "Sur BGA, le +1 réputation d'Animaux II en force 5 est pris automatiquement au début de l'action ; à 9 de réputation sans Cartes améliorée, il est simplement perdu. Il n'y a rien à choisir."),
    _rule(R.ANIMALS_INTERACT, 'Interactive animals', 'Animaux interactifs',
          'Interactive effects (marked by an icon) only reach a player whose zoo has at least 5 appeal.',
          "Les effets interactifs (marqués d'une icône) ne touchent qu'un joueur dont le zoo a au moins 5 points d'attrait."),
    # 7. Sponsors action
    _rule(R.SPONSORS_BASIC, 'Sponsors I', 'Mécènes I',
          'Side I: play 1 Sponsor card from hand of level ≤ strength whose conditions you meet; or advance the Break token X = strength spaces and gain X money (in full even if the token stops at the end).',
          "Face I : jouez 1 carte Mécène de votre main, de niveau ≤ force, dont vous remplissez les conditions ; ou avancez le marqueur de pause de X = force cases et gagnez X monnaies (en entier même si le marqueur s'arrête au bout)."),
    _rule(R.SPONSORS_UPG, 'Sponsors II', 'Mécènes II',
          'Side II: play several Sponsor cards of total level ≤ strength + 1, from hand or from the display within reputation range (+ the folder number in money); or advance the Break token X spaces and gain 2X money. Sponsors that need an upgraded Sponsors action become playable.',
          "Face II : jouez plusieurs cartes Mécène de niveau total ≤ force + 1, de votre main ou de la rivière dans la plage de réputation (+ le numéro de l'emplacement en monnaies) ; ou avancez le marqueur de pause de X cases et gagnez 2X monnaies. Les mécènes qui exigent Mécènes améliorée deviennent jouables."),
    _rule(R.SPONSORS_COLOURS, 'Effect colours', 'Couleurs des effets',
          'Yellow: once, when played; purple: income at every break; blue: ongoing, on a trigger; brown: end-game scoring.',
          'Jaune : une fois, à la pose ; violet : revenu à chaque pause ; bleu : permanent, sur un déclencheur ; marron : décompte de fin de partie.'),
    # 8. Association action
    _rule(R.ASSOC_TASKS, 'Association tasks', "Missions de l'Association",
          'One task of value ≤ strength: 2 = +2 reputation; 3 = take a partner zoo; 4 = take a university; 5 = support a conservation project.',
          'Une mission de valeur ≤ force : 2 = +2 réputation ; 3 = prendre un zoo partenaire ; 4 = prendre une université ; 5 = soutenir un projet de conservation.'),
    _rule(R.ASSOC_WORKER, 'Workers on a task', 'Bénévoles sur une mission',
          'Place an active worker on the task; if one of your workers already sits there it takes 2, and with 3 of yours there the task is closed to you. Other colours do not matter. Workers stay until the next break, so this counts the tasks done since the last break.',
          "Posez un bénévole actif sur la mission ; si un de vos bénévoles l'occupe déjà, il en faut 2, et avec 3 des vôtres elle vous est fermée. Les bénévoles des autres joueurs ne comptent pas. Les bénévoles restent jusqu'à la prochaine pause : on compte donc les missions faites depuis la dernière pause."),
    _rule(R.ASSOC_ZOO, 'Partner zoos', 'Zoos partenaires',
          'Each partner zoo from a different continent, 4 at most (the 3rd and 4th need Association II), on the lowest free space of your map (take the bonus printed there). Each gives 1 continent icon and makes animals 3 money cheaper per matching icon.',
          "Chaque zoo partenaire d'un continent différent, 4 au plus (le 3e et le 4e exigent Association II), sur l'espace libre le plus bas de votre plan (prenez le bonus imprimé). Chacun donne 1 icône de continent et rend les animaux moins chers de 3 monnaies par icône correspondante."),
    _rule(R.ASSOC_UNI, 'Universities', 'Universités',
          'Each university kind once per zoo; it gives its icons or reputation, and one kind raises the hand limit to 5. It goes on the lowest free university space (take the bonus printed there).',
          "Chaque sorte d'université une fois par zoo ; elle donne ses icônes ou sa réputation, et une sorte porte la limite de main à 5. Elle va sur l'espace université libre le plus bas (prenez le bonus imprimé)."),
    _rule(R.ASSOC_OFFER, 'Taken tiles return at the break', 'Les tuiles prises reviennent à la pause',
          'A partner zoo or university taken leaves the association board until the next break: meanwhile nobody can take that continent or kind, and if every tile left is one you own the task is impossible. At the break the board again offers all 5 continents and 3 kinds (we follow the French help page; the printed rule leaves out one every player owns, which nobody could take anyway).',
          "Un zoo partenaire ou une université pris quitte le plateau Association jusqu'à la prochaine pause : d'ici là personne ne peut prendre ce continent ou cette sorte, et si toutes les tuiles restantes sont déjà à vous, la mission est impossible. À la pause, le plateau offre de nouveau les 5 continents et les 3 sortes (nous suivons la page d'aide française ; la règle imprimée omet celle que tous les joueurs ont déjà, que personne ne pourrait prendre)."),
    _rule(R.ASSOC_UNI_KINDS, 'The 3 university kinds', "Les 3 sortes d'université",
          '+1 reputation and hand limit 5; 1 science icon and +2 reputation; 2 science icons. 4 tiles of each kind; 20 partner zoos, 4 for each of Africa, Europe, Asia, Americas and Australia.',
          "+1 réputation et limite de main 5 ; 1 icône de recherche et +2 réputation ; 2 icônes de recherche. 4 tuiles de chaque sorte ; 20 zoos partenaires, 4 pour chacun des continents Afrique, Europe, Asie, Amériques et Australie."),
    _rule(R.ASSOC_DONATE_COST, 'Donation cost', 'Coût des dons',
          'A donation pays the smallest visible amount: with 3–4 players 2, 5, 5, 7, 7, 10, 10, then 12 each time; with 2 players (left column blocked) 2, 5, 7, 10, then 12.',
          'Un don paie le plus petit montant visible : à 3 ou 4 joueurs 2, 5, 5, 7, 7, 10, 10, puis 12 à chaque fois ; à 2 joueurs (colonne de gauche bloquée) 2, 5, 7, 10, puis 12.'),
    _rule(R.ASSOC_WORKER_SRC, 'Hiring workers', 'Recruter des bénévoles',
          'Extra workers come from conservation space 2, reputation space 8, the 3rd partner-zoo space, a map bonus and cards; each hire wakes your lowest lying worker. The 3rd hire (your 4th and last worker) also gives 2 conservation points; with none left a hire does nothing, except the map bonus, which on BGA brings one of your workers back from the association board.',
          "Les bénévoles en plus viennent de la case 2 de conservation, de la case 8 de réputation, du 3e espace zoo partenaire, d'un bonus du plan et de cartes ; chaque recrutement active votre bénévole couché le plus bas. Le 3e recrutement (votre 4e et dernier bénévole) donne aussi 2 points de conservation ; sans bénévole restant, un recrutement ne fait rien, sauf le bonus du plan qui, sur BGA, vous rend un bénévole du plateau Association."),
    _rule(R.ASSOC_CP, 'Supporting a project', 'Soutenir un projet',
          'Support a project in play or play a new one from hand (it goes leftmost; beyond 2/3/4 cards with 2/3/4 players the rightmost is discarded). Meet a level nobody has taken, cover it with a player token of your choice from the left of your map, and gain its rewards and the bonus that token uncovers; each project once per player, and base projects never move.',
          "Soutenez un projet en jeu ou jouez-en un nouveau de votre main (il se place à gauche ; au-delà de 2/3/4 cartes à 2/3/4 joueurs, celle de droite est défaussée). Remplissez un niveau que personne n'a pris, couvrez-le d'un cube de votre choix pris à gauche de votre plan, et gagnez ses récompenses et le bonus que ce cube découvre ; chaque projet une fois par joueur, et les projets de base ne bougent jamais."),
    _rule(R.ASSOC_RELEASE, 'Release into the wild', 'Relâcher un animal',
          'A release project discards one of your played animals with the required icon and standard size: you lose its appeal and icons, its enclosure is freed (the smallest fitting one flips back, or its tokens leave the special enclosure), and you keep your other gains.',
          "Un projet « relâcher un animal » défausse un de vos animaux joués portant l'icône et la taille standard demandées : vous perdez son attrait et ses icônes, son enclos est libéré (le plus petit qui convient repasse face vide, ou ses cubes quittent l'enclos spécial), et vous gardez vos autres gains."),
    _rule(R.ASSOC_UPG, 'Association II: several tasks and a donation', 'Association II : plusieurs missions et un don',
          'Side II: several different tasks of total value ≤ strength; projects may also come from the display within reputation range (+ the folder number); plus one donation: pay the smallest visible amount for 1 conservation point (12 once only the last space is left).',
          "Face II : plusieurs missions différentes de valeur totale ≤ force ; les projets peuvent aussi venir de la rivière dans la plage de réputation (+ le numéro de la position) ; plus un don : payez le plus petit montant visible pour 1 point de conservation (12 quand seule la dernière case reste)."),
    _rule(R.ASSOC_DONATE_ORDER, 'Donation after a task', 'Le don après une mission',
          'The donation is offered only once at least one task of the same Association II action is done; more tasks may follow it. It needs no worker.',
          "Le don n'est proposé qu'après au moins une mission de la même action Association II ; d'autres missions peuvent le suivre. Il ne demande aucun bénévole."),
    # 9. Tracks
    _rule(R.REP_TRACK, 'Reputation track', 'Piste de réputation',
          'Reputation sets your range in the display: the folder your counter has reached and all lower ones (reputation 4 → folders 1–3). Each bonus is taken once, on reaching its space. Maximum 15; each step beyond gives 1 appeal instead.',
          "La réputation fixe votre plage dans la rivière : la position atteinte par votre marqueur et toutes les précédentes (réputation 4 → positions 1 à 3). Chaque bonus est pris une fois, en atteignant sa case. Maximum 15 ; chaque pas au-delà donne 1 point d'attrait à la place."),
    _rule(R.REP_FOLDERS, 'Reputation range', 'Plage de réputation',
          'Highest folder in range by reputation: 0–1 → 1; 2–3 → 2; 4–6 → 3; 7–9 → 4; 10–12 → 5; 13–15 → 6. Folder 1 is always in range.',
          'Position la plus haute accessible selon la réputation : 0–1 → 1 ; 2–3 → 2 ; 4–6 → 3 ; 7–9 → 4 ; 10–12 → 5 ; 13–15 → 6. La position 1 est toujours accessible.'),
    _rule(R.REP_BONUS, 'Reputation bonuses', 'Bonus de réputation',
          'Taken once by each player reaching the space: 5 = upgrade an Action card; 8 = one more association worker; 10 and 13 = 1 card from the deck or in range; 11 and 14 = +1 conservation point; 12 and 15 = +1 X-token.',
          'Pris une fois par chaque joueur qui atteint la case : 5 = améliorer une carte action ; 8 = un bénévole de plus ; 10 et 13 = 1 carte de la pioche ou de la plage ; 11 et 14 = +1 point de conservation ; 12 et 15 = +1 jeton-X.'),
    _rule(R.APPEAL, 'Appeal', 'Attrait',
          'Appeal raises the money you collect at every break, as printed on the track (AN-APPEAL-TABLE).',
          "L'attrait augmente l'argent reçu à chaque pause, comme l'indique la piste (AN-APPEAL-TABLE)."),
    _rule(R.APPEAL_TABLE, 'Income by appeal', "Revenu selon l'attrait",
          'Break income for appeal a: 0–4 → 5 + a; 5–16 → 10 + ⌊(a−5)/2⌋; 17–31 → 16 + ⌊(a−17)/3⌋; 32–55 → 21 + ⌊(a−32)/4⌋; 56–95 → 27 + ⌊(a−56)/5⌋; 96–113 → 35 + ⌊(a−96)/6⌋. So appeal 24 gives 18 money, 56 gives 27, and 113 (the end of the track) gives 37.',
          "Revenu de pause pour un attrait a : 0–4 → 5 + a ; 5–16 → 10 + ⌊(a−5)/2⌋ ; 17–31 → 16 + ⌊(a−17)/3⌋ ; 32–55 → 21 + ⌊(a−32)/4⌋ ; 56–95 → 27 + ⌊(a−56)/5⌋ ; 96–113 → 35 + ⌊(a−96)/6⌋. Ainsi un attrait de 24 rapporte 18 monnaies, 56 en rapporte 27, et 113 (le bout de la piste) 37."),
    _rule(R.APPEAL_PROTECT, 'Protected below 5 appeal', "Protégé sous 5 d'attrait",
          "Space 5 of the appeal track is marked: interactive effects of other players' animals only hit zoos with at least 5 appeal.",
          "La case 5 de la piste d'attrait est marquée : les effets interactifs des animaux des autres joueurs ne touchent que les zoos ayant au moins 5 points d'attrait."),
    _rule(R.CONS_TRACK, 'Conservation track', 'Piste de conservation',
          "Conservation runs 0–41; its printed labels are 2C − 14 up to 10 and 3C − 24 from 10 (−14 at 0, 6 at 10, 99 at 41). BGA's score is appeal plus that label and the end comes at 100 or more. Appeal stops at 113, conservation at 41; gains beyond are lost.",
          "La conservation va de 0 à 41 ; ses valeurs imprimées sont 2C − 14 jusqu'à 10 et 3C − 24 à partir de 10 (−14 à 0, 6 à 10, 99 à 41). Le score de BGA est l'attrait plus cette valeur, et la fin arrive à 100 ou plus. L'attrait s'arrête à 113, la conservation à 41 ; le surplus est perdu."),
    _rule(R.CONS_2, 'Conservation space 2', 'Case 2 de conservation',
          'Each player reaching it upgrades an Action card or activates one more association worker.',
          "Chaque joueur qui l'atteint améliore une carte action ou obtient un bénévole de plus."),
    _rule(R.CONS_5_8, 'Conservation spaces 5 and 8', 'Cases 5 et 8 de conservation',
          'On reaching each, take 5 money or one of the bonus tiles lying there; each tile serves one player only, the 5 money is always there.',
          "En atteignant chacune, prenez 5 monnaies ou une des tuiles bonus qui s'y trouvent ; chaque tuile ne sert qu'à un joueur, les 5 monnaies restent toujours disponibles."),
    _rule(R.CONS_10, 'Conservation space 10', 'Case 10 de conservation',
          'The first time anyone reaches 10 conservation points, every player discards 1 of their 2 Final Scoring cards. If nobody does, all discard one before final scoring.',
          "La première fois qu'un joueur atteint 10 points de conservation, tous les joueurs défaussent 1 de leurs 2 cartes objectif. Si personne n'y arrive, chacun en défausse une avant le décompte final."),
    # 10. Breaks
    _rule(R.BREAK_TRIGGER, 'Triggering a break', 'Déclencher une pause',
          'The Break token advances by Cards actions (+2), the Sponsors break option (+X) and some abilities. Reaching the end (9/12/15 steps for 2/3/4 players) triggers a break after the current turn; extra steps are lost, and the player who triggered it gains 1 X-token.',
          "Le marqueur de pause avance par l'action Cartes (+2), l'option pause de Mécènes (+X) et certains pouvoirs. Atteindre le bout (9/12/15 cases à 2/3/4 joueurs) déclenche une pause après le tour en cours ; les cases en trop sont perdues, et le joueur qui l'a déclenchée gagne 1 jeton-X."),
    _rule(R.BREAK_1, 'Break 1: hand limit', 'Pause 1 : limite de main',
          'Everyone discards down to the hand limit: 3 cards, or 5 with the university that raises it.',
          "Chacun défausse jusqu'à la limite de main : 3 cartes, ou 5 avec l'université qui l'augmente."),
    _rule(R.BREAK_2, 'Break 2: tokens removed', 'Pause 2 : jetons retirés',
          'Multiplier, Venom and Constriction tokens leave the Action cards.',
          'Les jetons X2, Venin et Constriction quittent les cartes action.'),
    _rule(R.BREAK_3, 'Break 3: workers and tiles', 'Pause 3 : bénévoles et tuiles',
          'All association workers come back and are active again; partner zoos and universities are refilled so the board offers all 5 continents and 3 kinds (we follow the French help page here, AN-ASSOC-OFFER).',
          'Tous les bénévoles reviennent et sont de nouveau actifs ; zoos partenaires et universités sont réapprovisionnés pour offrir les 5 continents et les 3 sortes (nous suivons ici la page d\'aide française, AN-ASSOC-OFFER).'),
    _rule(R.BREAK_4, 'Break 4: display', 'Pause 4 : rivière',
          'Discard the display cards in folders 1 and 2, slide the others down and refill to 6.',
          'Défaussez les cartes des positions 1 et 2 de la rivière, faites glisser les autres et complétez jusqu\'à 6.'),
    _rule(R.BREAK_5, 'Break 5: income', 'Pause 5 : revenus',
          'Income: (a) money for your appeal (AN-APPEAL-TABLE); (b) each kiosk: 1 money per adjacent unique building, special enclosure (even empty), occupied standard enclosure or pavilion — an empty standard enclosure gives nothing; (c) every purple income icon (sponsors, uncovered map bonuses).',
          "Revenus : (a) l'argent de votre attrait (AN-APPEAL-TABLE) ; (b) chaque kiosque : 1 monnaie par bâtiment unique, enclos spécial (même vide), enclos standard occupé ou pavillon adjacent — un enclos standard vide ne rapporte rien ; (c) chaque icône de revenu violette (mécènes, bonus découverts du plan)."),
    _rule(R.BREAK_ORDER, 'Order at a break', 'Ordre à la pause',
          'Income is simultaneous; where order matters (several players taking display cards), start with the player who triggered the break (or the first affected player after him) and go clockwise.',
          "Les revenus sont simultanés ; quand l'ordre compte (plusieurs joueurs prenant des cartes de la rivière), on commence par le joueur qui a déclenché la pause (ou le premier concerné après lui) et on continue dans le sens horaire."),
    _rule(R.BREAK_MULT, 'Multiplier tokens go too', 'Les jetons X2 partent aussi',
          'A Multiplier token not yet used is removed at the break, like Venom and Constriction tokens.',
          "Un jeton X2 pas encore utilisé est retiré à la pause, comme les jetons Venin et Constriction."),
    _rule(R.BREAK_6, 'Break 6: play resumes', 'Pause 6 : le jeu reprend',
          'The Break token returns to its start space; play goes on with the player after the one who triggered the break.',
          "Le marqueur de pause revient au début de la piste ; on reprend avec le joueur qui suit celui qui a déclenché la pause."),
    _rule(R.BREAK_FINAL, 'A break during the last turns', 'Une pause pendant les derniers tours',
          'A break triggered during the final turns still takes place, income included, before final scoring.',
          'Une pause déclenchée pendant les derniers tours a bien lieu, revenus compris, avant le décompte final.'),
    _rule(R.DECK_EMPTY, 'Empty deck', 'Pioche vide',
          'No source covers an empty Zoo deck. We follow this default: when a card must come from the empty deck, the discard pile is shuffled into a new deck; if both are empty, nothing is drawn or refilled. The discard pile may not be searched unless a card says so.',
          "Aucune source ne traite la pioche Zoo vide. Nous suivons ce choix par défaut : quand une carte doit venir de la pioche vide, on mélange la défausse pour en faire une nouvelle pioche ; si les deux sont vides, on ne pioche ni ne complète rien. On ne fouille pas la défausse, sauf si une carte le dit."),
    # 11. End of game and scoring
    _rule(R.END_TARGET, 'Target by conservation', 'Objectif selon la conservation',
          'The appeal and conservation tracks run against each other. With C conservation points the target is T = 114 − 2C for C ≤ 10 and T = 124 − 3C for C ≥ 10 (T(10) = 94).',
          "Les pistes d'attrait et de conservation vont en sens inverse. Avec C points de conservation, l'objectif est T = 114 − 2C pour C ≤ 10 et T = 124 − 3C pour C ≥ 10 (T(10) = 94)."),
    _rule(R.END_SCORE, 'Score: appeal minus target', 'Score : attrait moins objectif',
          'Your score is appeal − T(C): appeal 60 with 15 conservation points scores 60 − 79 = −19. Everyone starts between −114 and −111 (appeal 0–3, no conservation).',
          "Votre score est attrait − T(C) : un attrait de 60 avec 15 points de conservation donne 60 − 79 = −19. Chacun commence entre −114 et −111 (attrait 0 à 3, aucune conservation)."),
    _rule(R.END_TRIGGER, 'End triggered', 'Fin déclenchée',
          "The end is triggered when a player's appeal counter reaches or passes the area of his conservation counter (score ≥ 0), checked at the end of his turn or during a break.",
          "La fin est déclenchée quand le marqueur d'attrait d'un joueur atteint ou dépasse la zone de son marqueur de conservation (score ≥ 0), vérifié à la fin de son tour ou pendant une pause."),
    _rule(R.END_LAST, 'Last turns', 'Derniers tours',
          'Triggered on a turn: that player finishes it, then every other player plays 1 more turn. Triggered during a break: all players play 1 more turn.',
          'Déclenchée pendant un tour : ce joueur le termine, puis chacun des autres joue 1 tour de plus. Déclenchée pendant une pause : tous les joueurs jouent 1 dernier tour.'),
    _rule(R.END_FINAL, 'Final scoring', 'Décompte final',
          'Then add your Final Scoring card (1–4 conservation points, never more than 4 a card) and every brown end-game effect, and recompute T(C) and the score.',
          "On ajoute alors votre carte objectif (1 à 4 points de conservation, jamais plus de 4 par carte) et tous les effets de fin de partie sur fond marron, puis on recalcule T(C) et le score."),
    _rule(R.END_TIE, 'Winner and ties', 'Vainqueur et égalité',
          'The highest score wins. On a tie, the player who supported more conservation projects wins; still tied, the victory is shared.',
          "Le meilleur score l'emporte. En cas d'égalité, gagne celui qui a soutenu le plus de projets de conservation ; s'il y a encore égalité, la victoire est partagée."),
    _rule(R.SOLO, 'Solo game', 'Partie solo',
          'Solo: 3 base projects, no Break token (the solo tile with 7 tokens gives 6 rounds), start with 20 appeal (harder: 10 or 0); you win with a score ≥ 0.',
          'En solo : 3 projets de base, pas de marqueur de pause (la tuile solo avec 7 cubes donne 6 manches), départ à 20 points d\'attrait (plus dur : 10 ou 0) ; vous gagnez avec un score ≥ 0.'),
    # 12. Zoo maps
    _rule(R.MAP_GRID, 'Map grid', 'Grille du plan',
          '58 hexes in 9 columns, written (x, y) as in BGA logs: x = column 0–8, y = doubled row from the top; a space exists when x + y is odd. Neighbours: (x, y ± 2) and (x ± 1, y ± 1). A border space has a neighbour off the map.',
          "58 hexagones en 9 colonnes, notés (x, y) comme dans les journaux de BGA : x = colonne 0 à 8, y = rangée doublée depuis le haut ; un espace existe quand x + y est impair. Voisins : (x, y ± 2) et (x ± 1, y ± 1). Un espace de bordure a un voisin hors du plan."),
    _rule(R.MAP_A, 'Map A', 'Plan A',
          'Map A: 7 rock and 9 water spaces, 42 buildable, with placement bonuses and 2 Build II spaces, (8,11) and (7,12). It starts with a kiosk at (0,7) and an empty size-3 enclosure on (0,9) (0,11) (1,10); the kiosk is a real kiosk and the next building may touch either.',
          "Plan A : 7 rochers et 9 espaces d'eau, 42 constructibles, avec des bonus de pose et 2 espaces Construction II, (8,11) et (7,12). Il commence avec un kiosque en (0,7) et un enclos vide de taille 3 sur (0,9) (0,11) (1,10) ; ce kiosque est un vrai kiosque, et le bâtiment suivant peut toucher l'un ou l'autre."),
    _rule(R.MAP_0, 'Map 0', 'Plan 0',
          'Map 0: 9 rock and 10 water spaces, 39 buildable, with placement bonuses (Clever at (5,6) among them) and 2 Build II spaces, (7,4) and (6,5). No starting building, no special ability.',
          "Plan 0 : 9 rochers et 10 espaces d'eau, 39 constructibles, avec des bonus de pose (dont Malin en (5,6)) et 2 espaces Construction II, (7,4) et (6,5). Aucun bâtiment de départ, aucun pouvoir spécial."),
    _rule(R.MAP_PANEL, 'Left bonus panel', 'Panneau de gauche',
          '7 player tokens, top to bottom. Purple slots pay when the token leaves and again at every break: snap 1 display card, a free size-2 enclosure, 5 money, 1 conservation point. Yellow slots pay once: 2 reputation (Map A) or 1 association worker (Map 0), 12 money, 3 X-tokens.',
          "7 cubes, de haut en bas. Les cases violettes rapportent quand le cube part puis à chaque pause : récupérer 1 carte de la rivière, un enclos de taille 2 gratuit, 5 monnaies, 1 point de conservation. Les cases jaunes rapportent une fois : 2 réputation (plan A) ou 1 bénévole (plan 0), 12 monnaies, 3 jetons-X."),
    _rule(R.MAP_PANEL_CHOICE, 'Any token of the panel', 'Un cube au choix',
          "When you support a project you take any token still on the panel, and choose whether its bonus comes before or after the project's reward.",
          "Quand vous soutenez un projet, vous prenez n'importe quel cube encore sur le panneau, et choisissez si son bonus vient avant ou après la récompense du projet."),
    _rule(R.MAP_ASSOC, 'Right side of the map', 'Côté droit du plan',
          'Partner-zoo spaces 1–4 (bottom to top) each show −3: space 2 upgrades an Action card, 3 gives a worker, 4 gives 2 conservation points, and 3–4 need Association II. University spaces: 2 upgrades an Action card, 3 gives 2 conservation points. Hiring the last worker gives 2 conservation points.',
          "Espaces zoo partenaire 1 à 4 (de bas en haut), chacun marqué −3 : le 2 améliore une carte action, le 3 donne un bénévole, le 4 donne 2 points de conservation, et le 3 et le 4 exigent Association II. Espaces université : le 2 améliore une carte action, le 3 donne 2 points de conservation. Recruter le dernier bénévole donne 2 points de conservation."),
    _rule(R.MAP_BGA, 'Maps on BGA', 'Plans sur BGA',
          "Which maps BGA offers by option, and its default, is not settled. We follow Map A for lessons and Map 0 as the alternative; the advanced Maps 1–8 wait until BGA's option list is read off a live table.",
          "Les plans que BGA propose selon ses options, et celui par défaut, ne sont pas établis. Nous suivons le plan A pour les leçons et le plan 0 en alternative ; les plans avancés 1 à 8 attendent que la liste des options de BGA soit relevée sur une vraie table."),
    # 17.1 Card facts and icons
    _rule(R.ICON_COUNT, 'Counting icons', 'Compter les icônes',
          "A zoo's icons: those on the top edge of its animals and sponsors, the rock and water icons printed by their size or level, 1 continent icon per partner zoo and the science icons of its universities. Conditions on the left edge never count; an effect that counts icons counts those of its own card too.",
          "Les icônes d'un zoo : celles du haut de ses animaux et mécènes, les icônes rocher et eau imprimées près de la taille ou du niveau, 1 icône de continent par zoo partenaire et les icônes de recherche de ses universités. Les conditions du bord gauche ne comptent jamais ; un effet qui compte des icônes compte aussi celles de sa propre carte."),
    _rule(R.ICON_KINDS, 'Icon kinds', "Sortes d'icônes",
          'Continents: Africa, Americas, Asia, Australia, Europe. Categories: predator, herbivore, bird, reptile, primate, bear, petting. Also science, rock and water. Counting "different kinds" counts the kinds with at least 1 icon.',
          "Continents : Afrique, Amériques, Asie, Australie, Europe. Catégories : prédateur, herbivore, oiseau, reptile, primate, ours, animal domestique. Plus recherche, rocher et eau. Compter les « sortes différentes », c'est compter celles qui ont au moins 1 icône."),
    _rule(R.SIZE_CLASS, 'Small and large animals', 'Petits et grands animaux',
          'A small animal has printed standard size 1–2, a large one 4–5; size 3 is neither. Petting zoo animals count as small.',
          "Un petit animal a une taille standard imprimée de 1 ou 2, un grand de 4 ou 5 ; la taille 3 n'est ni l'un ni l'autre. Les animaux domestiques comptent comme petits."),
    _rule(R.COND, 'Kinds of conditions', 'Sortes de conditions',
          'A card may require at least n icons of a kind, at least n partner zoos, an upgraded Action card, a minimum reputation, or at most 25 appeal.',
          "Une carte peut exiger au moins n icônes d'une sorte, au moins n zoos partenaires, une carte action améliorée, une réputation minimale, ou au plus 25 points d'attrait."),
    _rule(R.SPECIAL_ENCL, 'Spaces in special enclosures', 'Espaces dans les enclos spéciaux',
          'An animal in a Reptile House, Large Bird Aviary or Petting Zoo takes its printed number of spaces there, one player token each. Nine small reptiles print 0: we follow "takes no space" (both card sources print 0; not yet checked on BGA). Petting zoo animals never use a standard enclosure.',
          "Un animal dans une maison des reptiles, une grande volière ou une animalerie y occupe le nombre d'espaces imprimé, un cube par espace. Neuf petits reptiles indiquent 0 : nous suivons « n'occupe aucun espace » (les deux sources de cartes indiquent 0 ; pas encore vérifié sur BGA). Les animaux domestiques n'utilisent jamais d'enclos standard."),
    _rule(R.SOLO_BOX, 'Solo stripe', 'Bandeau solo',
          'The blue solo stripe of an interactive animal replaces its interactive ability in a solo game only. BGA also has a "peaceful" option that swaps interactive abilities for other effects: we follow the printed game and leave that option out.',
          "Le bandeau solo bleu d'un animal interactif remplace son pouvoir interactif en partie solo seulement. BGA a aussi une option « pacifique » qui remplace les pouvoirs interactifs par d'autres effets : nous suivons le jeu imprimé et laissons cette option de côté."),
    _rule(R.CARD_DISPUTED, 'Disputed card facts', 'Faits de carte contestés',
          'The sources disagree on two facts: the reptile icons of Saltwater Crocodile (489) and the middle level of the Geological project (129). We follow 2 icons and 4, until a printed card or a BGA table settles them.',
          "Les sources divergent sur deux faits : les icônes reptile de Saltwater Crocodile (489) et le niveau du milieu du projet Geological (129). Nous suivons 2 icônes et 4, jusqu'à ce qu'une carte imprimée ou une table BGA tranche."),
    # 17.2 Animal abilities
    _rule(R.ABIL_SPRINT, 'Sprint (draw)', 'Sprint (piocher)',
          'Sprint X: draw X cards from the deck.',
          'Sprint X : piochez X cartes dans la pioche.'),
    _rule(R.ABIL_HUNTER, 'Hunter', 'Chasseur',
          'Hunter X: turn up the top X cards of the deck, keep at most 1 animal among them and discard the rest.',
          'Chasseur X : retournez les X premières cartes de la pioche, gardez au plus 1 animal parmi elles et défaussez le reste.'),
    _rule(R.ABIL_PACK, 'Pack', 'Meute',
          "Pack: +1 appeal per predator icon in your zoo, this animal's own included.",
          "Meute : +1 point d'attrait par icône prédateur de votre zoo, y compris celle de cet animal."),
    _rule(R.ABIL_CLEVER, 'Clever', 'Malin',
          'Clever: after the action you may move any one of your Action cards to slot 1, the others shifting as usual. Tokens on the moved card stay on it (BGA).',
          "Malin : après l'action, vous pouvez envoyer une de vos cartes action en position 1, les autres se décalant comme d'habitude. Les jetons posés sur la carte déplacée y restent (BGA)."),
    _rule(R.ABIL_JUMPING, 'Jumping', 'Saut',
          'Jumping X: advance the Break token X spaces and gain X money (the money in full even if the token stops early; solo: money only). It may trigger a break.',
          "Saut X : avancez le marqueur de pause de X cases et gagnez X monnaies (l'argent en entier même si le marqueur s'arrête avant ; en solo, l'argent seulement). Cela peut déclencher une pause."),
    _rule(R.ABIL_INVENTIVE, 'Inventive', 'Inventif',
          'Inventive X (1 when no number is printed): gain X X-tokens, up to your limit of 5.',
          "Inventif X (1 si aucun nombre n'est imprimé) : gagnez X jetons-X, dans la limite de 5."),
    _rule(R.ABIL_INVENTIVE_BEAR, 'Inventive (bears)', 'Inventif (ours)',
          'Gain 1 X-token per bear icon in all zoos, at most 3.',
          'Gagnez 1 jeton-X par icône ours dans tous les zoos, 3 au plus.'),
    _rule(R.ABIL_INVENTIVE_PRIMATE, 'Inventive (primates)', 'Inventif (primates)',
          'Gain 1, 2 or 3 X-tokens for 1, 3 or 5 primate icons in your zoo.',
          'Gagnez 1, 2 ou 3 jetons-X pour 1, 3 ou 5 icônes primate dans votre zoo.'),
    _rule(R.ABIL_FULL_THROATED, 'Full-throated', 'À pleine voix',
          'Full-throated: hire 1 association worker (your lowest lying one becomes active); nothing if all are hired.',
          'À pleine voix : recrutez 1 bénévole (votre bénévole couché le plus bas devient actif) ; rien si tous sont recrutés.'),
    _rule(R.ABIL_ICONIC_ANIMAL, 'Iconic animal', 'Animal emblématique',
          'Iconic animal (a continent): +1 appeal per icon of that continent in all zoos, at most 8.',
          "Animal emblématique (un continent) : +1 point d'attrait par icône de ce continent dans tous les zoos, 8 au plus."),
    _rule(R.ABIL_SUN_BATHING, 'Sun bathing', 'Bain de soleil',
          'Sun bathing X: you may discard up to X hand cards for 4 money each.',
          "Bain de soleil X : vous pouvez défausser jusqu'à X cartes de votre main pour 4 monnaies chacune."),
    _rule(R.ABIL_POUCH, 'Pouch', 'Poche',
          'Pouch X: you may put up to X hand cards face down under this animal for +2 appeal each; they are out of play for good.',
          "Poche X : vous pouvez glisser jusqu'à X cartes de votre main face cachée sous cet animal, +2 points d'attrait chacune ; elles sont retirées du jeu pour de bon."),
    _rule(R.ABIL_RESISTANCE, 'Resistance', 'Résistance',
          'Resistance: draw 2 Final Scoring cards, keep 1 and put the other back under the pile.',
          "Résistance : piochez 2 cartes objectif, gardez-en 1 et remettez l'autre sous la pile."),
    _rule(R.ABIL_ASSERTION, 'Assertion', 'Affirmation',
          'Assertion: take into your hand 1 base conservation project not in play; you can later play it like a project card.',
          "Affirmation : prenez en main 1 projet de conservation de base qui n'est pas en jeu ; vous pourrez le jouer plus tard comme une carte projet."),
    _rule(R.ABIL_DOMINANCE, 'Dominance', 'Domination',
          'Dominance: take the base project Primates (108) into your hand if it is not yet in play.',
          "Domination : prenez en main le projet de base Primates (108) s'il n'est pas encore en jeu."),
    _rule(R.ABIL_FLOCK_ANIMAL, 'Flock animal', 'Animal grégaire',
          'Flock animal X: instead of an empty enclosure, this animal may join an occupied standard enclosure of size ≥ X that holds a herbivore; its own rock and water needs still apply.',
          "Animal grégaire X : au lieu d'un enclos vide, cet animal peut rejoindre un enclos standard occupé de taille ≥ X qui abrite un herbivore ; ses propres besoins en rocher et en eau restent."),
    _rule(R.ABIL_DIGGING, 'Digging', 'Fouille',
          'Digging X: up to X times, either discard 1 display card (the display closes up and refills) or discard 1 hand card and draw 1 from the deck.',
          'Fouille X : jusqu\'à X fois, défaussez 1 carte de la rivière (elle se resserre et se complète) ou défaussez 1 carte de votre main et piochez-en 1.'),
    _rule(R.ABIL_SPONSOR_MAGNET, 'Sponsor magnet', 'Aimant à mécènes',
          'Sponsor magnet: take every Sponsor card in the display into your hand; the display refills at the end of the turn.',
          'Aimant à mécènes : prenez en main toutes les cartes Mécène de la rivière ; elle se complète à la fin du tour.'),
    _rule(R.ABIL_SNAPPING, 'Snapping', 'Happer',
          'Snapping X: X times, take any 1 display card whatever your reputation (with X = 2 the display may be refilled in between).',
          "Happer X : X fois, prenez 1 carte de la rivière, quelle que soit votre réputation (avec X = 2, la rivière peut être complétée entre les deux)."),
    _rule(R.ABIL_SCAVENGING, 'Scavenging', 'Charognard',
          'Scavenging X: shuffle the discard pile, draw X from it, keep 1 and discard the rest.',
          'Charognard X : mélangez la défausse, piochez-y X cartes, gardez-en 1 et défaussez le reste.'),
    _rule(R.ABIL_POSTURING, 'Posturing', 'Parade',
          'Posturing X: up to X times, place a kiosk or a pavilion for free under the usual placement rules (a pavilion still gives its appeal).',
          "Parade X : jusqu'à X fois, posez gratuitement un kiosque ou un pavillon selon les règles de pose habituelles (un pavillon donne toujours son attrait)."),
    _rule(R.ABIL_PERCEPTION, 'Perception (draw, keep half)', 'Perception (piocher, garder la moitié)',
          "Perception X: draw X cards from the deck, keep half of them (4 → keep 2; the sponsor's 2 → keep 1) and discard the rest.",
          'Perception X : piochez X cartes, gardez-en la moitié (4 → 2 ; celle du mécène, 2 → 1) et défaussez le reste.'),
    _rule(R.ABIL_PEACOCKING, 'Peacocking', 'Faire la roue',
          'Peacocking: you may place a Large Bird Aviary for free if you have none and there is room; on BGA no upgraded Build action is needed.',
          "Faire la roue : vous pouvez poser gratuitement une grande volière si vous n'en avez pas et qu'il y a la place ; sur BGA, pas besoin de Construction améliorée."),
    _rule(R.ABIL_PETTING_ZOO_ANIMAL, 'Petting zoo animal', 'Animal domestique',
          'Petting zoo animal: +3 appeal per petting icon in your zoo, this one included; such animals live only in the Petting Zoo.',
          "Animal domestique : +3 points d'attrait par icône animal domestique de votre zoo, celle-ci comprise ; ces animaux ne vivent que dans l'animalerie."),
    _rule(R.ABIL_DETERMINATION, 'Determination', 'Détermination',
          'Determination: after the action, take 1 more action with a different Action card of your choice, at its own slot strength; it then slides as usual.',
          "Détermination : après l'action, faites 1 action de plus avec une autre carte action de votre choix, à la force de sa position ; elle glisse ensuite comme d'habitude."),
    _rule(R.ABIL_ACTION, 'Extra action', 'Action en plus',
          'Action (a named card): after the action you may also take the named action with that card at its slot strength; the card then slides as usual.',
          "Action (carte nommée) : après l'action, vous pouvez aussi faire l'action nommée avec cette carte, à la force de sa position ; la carte glisse ensuite comme d'habitude."),
    _rule(R.ABIL_BOOST, 'Boost', 'Élan',
          'Boost (a named card): after the action you may move that Action card to slot 1 or slot 5. To slot 1 it slides as usual; to slot 5 we follow this reading: the cards to its right move one slot left (Animals, Build, Cards, Association, Sponsors becomes Build, Cards, Association, Sponsors, Animals).',
          "Élan (carte nommée) : après l'action, vous pouvez placer cette carte action en position 1 ou 5. En position 1 elle glisse comme d'habitude ; en position 5, nous suivons cette lecture : les cartes à sa droite reculent d'une position (Animaux, Construction, Cartes, Association, Mécènes devient Construction, Cartes, Association, Mécènes, Animaux)."),
    _rule(R.ABIL_MULTIPLIER, 'Multiplier', 'Multiplicateur',
          'Multiplier (a named card): put a Multiplier token on that Action card; the next time it is used the action is done twice (X-tokens gained in the first may boost the second), then the token goes. Put on the card in use, it works only the next time; a break removes it.',
          "Multiplicateur (carte nommée) : posez un jeton X2 sur cette carte action ; la prochaine fois qu'elle sert, l'action est faite deux fois (les jetons-X gagnés à la première peuvent renforcer la seconde), puis le jeton part. Posé sur la carte en cours, il ne sert que la fois suivante ; une pause le retire."),
    _rule(R.ABIL_VENOM, 'Venom', 'Venin',
          'Venom X (interactive): each player with more appeal than you had when your action began (and at least 5) gets a Venom token on their Action cards in slots 1 to X. At the end of each of their turns they pay 2 money, as far as they can, unless they used a card carrying one, which removes it; a break removes them all.',
          "Venin X (interactif) : chaque joueur ayant plus d'attrait que vous au début de votre action (et au moins 5) reçoit un jeton Venin sur ses cartes action des positions 1 à X. À la fin de chacun de ses tours, il paie 2 monnaies, dans la mesure du possible, sauf s'il a utilisé une carte qui en porte un, ce qui le retire ; une pause les retire tous."),
    _rule(R.ABIL_CONSTRICTION, 'Constriction (−2 strength)', 'Constriction (−2 de force)',
          'Constriction (interactive): each player ahead of you in appeal or conservation (with at least 5 appeal) gets a Constriction token on their slot-5 card, and on the slot-4 card too if ahead in both. Such a card acts with 2 less strength; the token goes when the card is used or at a break.',
          "Constriction (interactif) : chaque joueur devant vous en attrait ou en conservation (avec au moins 5 points d'attrait) reçoit un jeton Constriction sur sa carte en position 5, et aussi sur celle en position 4 s'il est devant dans les deux. Une telle carte agit avec 2 de force en moins ; le jeton part quand elle est utilisée ou à la pause."),
    _rule(R.ABIL_HYPNOSIS, 'Hypnosis', 'Hypnose',
          "Hypnosis X (interactive): after the action you may perform one action with the Action card in slot 1 to X of the player with the most appeal, at that card's side and strength (Venom or Constriction tokens on it are removed). We follow the reading that the card does not move in its owner's row.",
          "Hypnose X (interactif) : après l'action, vous pouvez faire une action avec la carte action en position 1 à X du joueur qui a le plus d'attrait, avec la face et la force de cette carte (les jetons Venin ou Constriction qu'elle porte sont retirés). Nous suivons la lecture selon laquelle la carte ne bouge pas dans la rangée de son propriétaire."),
    _rule(R.ABIL_PILFERING, 'Pilfering', 'Chapardage',
          'Pilfering 1: the player with the most appeal chooses to give you 5 money or 1 random hand card. Pilfering 2: the same from the player with the most appeal and from the one with the most conservation points. Players under 5 appeal or owning Quarantine Lab are immune.',
          "Chapardage 1 : le joueur qui a le plus d'attrait choisit de vous donner 5 monnaies ou 1 carte de sa main au hasard. Chapardage 2 : de même pour le joueur qui a le plus d'attrait et pour celui qui a le plus de points de conservation. Les joueurs sous 5 points d'attrait ou possédant Quarantine Lab sont immunisés."),
    _rule(R.ABIL_INTERACTIVE, 'Interactive abilities', 'Pouvoirs interactifs',
          'Venom, constriction, hypnosis and pilfering never touch a zoo with less than 5 appeal, nor the owner of Quarantine Lab (225). "More" and "ahead" are strict; when several players tie for "the most", we follow the reading that every tied player above you is affected.',
          "Venin, constriction, hypnose et chapardage ne touchent jamais un zoo de moins de 5 points d'attrait, ni le propriétaire de Quarantine Lab (225). « Plus » et « devant » sont stricts ; quand plusieurs joueurs sont à égalité pour « le plus », nous suivons la lecture selon laquelle chacun de ces joueurs au-dessus de vous est touché."),
    # 17.3 Sponsor mechanics
    _rule(R.SPON_KINDS, 'Kinds of sponsor effects', "Sortes d'effets de mécène",
          'A sponsor effect is immediate (once, when played), income (every break), ongoing (a trigger or a standing rule) or end-game (final scoring). The appeal, conservation and reputation printed on the card are gained when it is played.',
          "Un effet de mécène est immédiat (une fois, à la pose), de revenu (à chaque pause), permanent (un déclencheur ou une règle) ou de fin de partie (décompte final). L'attrait, la conservation et la réputation imprimés sur la carte sont gagnés quand elle est jouée."),
    _rule(R.SPON_GAIN, 'Sponsor gains', 'Gains des mécènes',
          'A gain is paid once, or once per so many of something counted; a tiered gain pays the highest tier reached, a conditional one pays when the count reaches its minimum. Some pay every other player per conservation point you gain; a cap limits a count (BGA caps Diversity Researcher at 3 pairs).',
          "Un gain est payé une fois, ou une fois par tant d'éléments comptés ; un gain à paliers paie le plus haut palier atteint, un gain conditionnel paie quand le compte atteint son minimum. Certains paient chaque autre joueur par point de conservation que vous gagnez ; un plafond limite un compte (BGA plafonne Diversity Researcher à 3 paires)."),
    _rule(R.SPON_COUNTERS, 'What sponsors count', 'Ce que comptent les mécènes',
          'Sponsors count icons of a kind, different category or continent kinds, rock–water pairs, supported projects, universities, kiosks, size-1 enclosures, small or large animals, reputation, X-tokens and facts of the map. "Connected" means covered by or touching a building; each group of touching empty spaces counts ⌊size/6⌋.',
          "Les mécènes comptent les icônes d'une sorte, les sortes de catégories ou de continents différentes, les paires rocher–eau, les projets soutenus, les universités, les kiosques, les enclos de taille 1, les petits ou grands animaux, la réputation, les jetons-X et des faits du plan. « Relié » veut dire couvert par un bâtiment ou le touchant ; chaque groupe d'espaces vides voisins compte ⌊taille/6⌋."),
    _rule(R.SPON_TRIGGERS, 'Sponsor triggers', 'Déclencheurs des mécènes',
          'Ongoing sponsors fire on: each icon of a kind entering the zoo (2 icons on one card fire twice, a sponsor\'s own icons included), an animal of a size class played, an Animals action of small animals only, a Build action, each space covered next to rock or water, a border placement bonus taken, a project supported, the first icon of a new kind.',
          "Les mécènes permanents se déclenchent sur : chaque icône d'une sorte qui entre dans le zoo (2 icônes sur une carte déclenchent deux fois, y compris celles du mécène), un animal d'une classe de taille joué, une action Animaux de petits animaux seulement, une action Construction, chaque espace couvert à côté d'un rocher ou de l'eau, un bonus de pose de bordure pris, un projet soutenu, la première icône d'une nouvelle sorte."),
    _rule(R.SPON_PLACE_UNIQUE_BUILDING, 'Placing a unique building', 'Poser un bâtiment unique',
          'The sponsor places its unique building for free (no Build action) under the usual adjacency and placement rules, touching the printed number of rock or water spaces or covering border spaces (Side Entrance may stand alone); covered bonuses are taken. If it cannot be placed, the sponsor cannot be played; one of each per zoo.',
          "Le mécène pose gratuitement son bâtiment unique (sans action Construction), selon les règles habituelles de contact et de pose, en touchant le nombre imprimé de rochers ou d'espaces d'eau ou en couvrant des espaces de bordure (Side Entrance peut rester isolé) ; les bonus couverts sont pris. S'il ne peut être posé, le mécène ne peut être joué ; un de chaque par zoo."),
    _rule(R.SPON_UNIQUE_BUILDING, 'Unique buildings count', 'Les bâtiments uniques comptent',
          'Unique buildings (15 shapes, sizes 2–4) count as buildings for kiosk income, a fully built zoo and "connected", but hold no animals.',
          "Les bâtiments uniques (15 formes, tailles 2 à 4) comptent comme bâtiments pour le revenu des kiosques, le zoo entièrement construit et « relié », mais n'abritent aucun animal."),
    _rule(R.SPON_KEYWORD, 'Sponsor keywords', 'Mots-clés des mécènes',
          'Some sponsors perform an animal ability with a given value: pouch, clever, perception, sun bathing, or hunter with X = your predator icons.',
          'Certains mécènes exécutent un pouvoir d\'animal avec une valeur donnée : poche, malin, perception, bain de soleil, ou chasseur avec X = vos icônes prédateur.'),
    _rule(R.SPON_TAKE_CARD, 'Taking cards', 'Prendre des cartes',
          'Take n cards, each from the deck or from your reputation range; the display refills at the end of the turn.',
          'Prenez n cartes, chacune dans la pioche ou dans votre plage de réputation ; la rivière se complète à la fin du tour.'),
    _rule(R.SPON_BUILD_FREE, 'Free building', 'Bâtiment gratuit',
          'You may build the named building (kiosk, pavilion, or an enclosure of size 1, 3 or 5) for free under the usual placement rules, with no Build action or upgrade needed.',
          'Vous pouvez construire gratuitement le bâtiment indiqué (kiosque, pavillon, ou enclos de taille 1, 3 ou 5) selon les règles de pose habituelles, sans action Construction ni amélioration.'),
    _rule(R.SPON_HIRE_WORKER, 'Hire a worker', 'Recruter un bénévole',
          'Hire 1 association worker, as the Full-throated ability does (AN-ABIL-FULL-THROATED).',
          'Recrutez 1 bénévole, comme le fait le pouvoir À pleine voix (AN-ABIL-FULL-THROATED).'),
    _rule(R.SPON_WILDCARD_TOKENS, 'Wildcard tokens', 'Cubes jokers',
          'Put n of your player tokens on the card; each may later be discarded to count as one icon of any kind when supporting a base project (Okapi Stable uses its tokens as charges instead).',
          "Posez n de vos cubes sur la carte ; chacun pourra être défaussé pour compter comme une icône de n'importe quelle sorte en soutenant un projet de base (Okapi Stable se sert plutôt de ses cubes comme de charges)."),
    _rule(R.SPON_BUILD_EXTRA_SAME, 'Engineer: one more building', 'Engineer : un bâtiment de plus',
          'Engineer: after a Build action that built at least one building, you may build one more of a kind built in it (not a special enclosure), paying as usual.',
          "Engineer : après une action Construction qui a construit au moins un bâtiment, vous pouvez en construire un de plus d'une sorte construite pendant celle-ci (pas un enclos spécial), au prix habituel."),
    _rule(R.SPON_EXTRA_PLACEMENT_BONUS, 'Archaeologist: a second placement bonus', 'Archaeologist : un second bonus de pose',
          'Archaeologist: each time you take a placement bonus from a border space, also take one placement bonus of your choice among those printed on your map.',
          'Archaeologist : chaque fois que vous prenez un bonus de pose sur un espace de bordure, prenez aussi un bonus de pose au choix parmi ceux imprimés sur votre plan.'),
    _rule(R.SPON_CHOOSE_SIZE_CLASS, 'WAZA Special Assignment: small or large', 'WAZA Special Assignment : petits ou grands',
          'Choose small or large, turn up deck cards until an animal of that class and take it; from then on you may not play animals of the other class, and each animal of the chosen class gives the listed appeal. We follow the reading that medium animals (size 3) stay playable.',
          "Choisissez petits ou grands, retournez des cartes de la pioche jusqu'à un animal de cette classe et prenez-le ; ensuite vous ne pouvez plus jouer d'animaux de l'autre classe, et chaque animal de la classe choisie donne l'attrait indiqué. Nous suivons la lecture selon laquelle les animaux moyens (taille 3) restent jouables."),
    _rule(R.SPON_REVEAL_UNTIL, 'Reveal until found', "Retourner jusqu'à trouver",
          'Turn up deck cards one at a time until one matches; take it and discard the others. If the deck runs out, we follow the reshuffle of the discard pile (AN-DECK-EMPTY).',
          "Retournez les cartes de la pioche une à une jusqu'à en trouver une qui convient ; prenez-la et défaussez les autres. Si la pioche s'épuise, nous suivons le mélange de la défausse (AN-DECK-EMPTY)."),
    _rule(R.SPON_TAKE_DISPLAY_CARD, 'Take a display card', 'Prendre une carte de la rivière',
          'Take one matching display card for free, whatever your reputation; the display refills at the end of the turn.',
          'Prenez gratuitement une carte de la rivière qui convient, quelle que soit votre réputation ; la rivière se complète à la fin du tour.'),
    _rule(R.SPON_PLAY_EXTRA_ANIMAL, 'WAZA Small Animals Program: one more small animal', 'WAZA Small Animals Program : un petit animal de plus',
          'When your Animals action played only small animals, you may play one more small animal from hand at its usual cost, then take a small animal from the display if there is one.',
          "Quand votre action Animaux n'a joué que des petits animaux, vous pouvez jouer un petit animal de plus de votre main au coût habituel, puis prendre un petit animal de la rivière s'il y en a un."),
    _rule(R.SPON_PLAY_SPONSOR_FOR_MONEY, 'Okapi Stable: sponsors for money', 'Okapi Stable : des mécènes contre des monnaies',
          'Up to 3 times (its 3 tokens), when you add a herbivore icon you may play a sponsor from hand by paying its level in money instead of a Sponsors action; its conditions still apply.',
          "Jusqu'à 3 fois (ses 3 cubes), quand vous ajoutez une icône herbivore, vous pouvez jouer un mécène de votre main en payant son niveau en monnaies au lieu d'une action Mécènes ; ses conditions s'appliquent toujours."),
    _rule(R.SPON_RULES, 'Standing sponsor rules', 'Règles permanentes des mécènes',
          "Some sponsors change a rule: Veterinarian (projects need strength 4), Quarantine Lab (immune to interactive animals), Diversity Researcher (build on rock and water, animals' rock and water needs dropped), animal cost discounts (after partner zoos, never below 0), repeatable release projects, forbidden plays, WAZA Large Animal Program (ignore 1 condition of a large animal).",
          "Certains mécènes changent une règle : Veterinarian (les projets demandent une force de 4), Quarantine Lab (immunisé contre les animaux interactifs), Diversity Researcher (construire sur les rochers et l'eau, besoins en rocher et en eau des animaux levés), réductions sur les animaux (après les zoos partenaires, jamais sous 0), projets de relâche répétables, poses interdites, WAZA Large Animal Program (ignorer 1 condition d'un grand animal)."),
    _rule(R.SPON_UNIQUE_CODE, 'Sponsors with rules of their own', 'Mécènes aux règles propres',
          '13 sponsors need logic of their own beyond the shared building blocks: 207, 215, 217, 218, 219, 221, 222, 224, 227, 228, 253, 257 and 260. The other 51 are described by the shared gains, triggers, placements, free builds, card taking and keywords.',
          "13 mécènes demandent une logique propre au-delà des briques communes : 207, 215, 217, 218, 219, 221, 222, 224, 227, 228, 253, 257 et 260. Les 51 autres se décrivent par les gains, déclencheurs, poses, constructions gratuites, prises de cartes et mots-clés communs."),
    _rule(R.SPON_ENDGAME_BGA, 'End-game sponsors on BGA', 'Mécènes de fin de partie sur BGA',
          "The end-game parts of Veterinarian, Technology Institute, Talented Communicator, Federal Grants, the Experts on Africa, Americas and Europe, Engineer, Archaeologist, the five unique-building sponsors (6 icons → 1 conservation point) and Polar Bear Exhibit follow a second source that matches BGA's scoring. A replay of BGA tables scores Polar Bear Exhibit only as 3 bears → 1 point; we keep the printed 6 → 2 as well.",
          "Les parties de fin de partie de Veterinarian, Technology Institute, Talented Communicator, Federal Grants, des Experts on Africa, Americas et Europe, d'Engineer, d'Archaeologist, des cinq mécènes à bâtiment unique (6 icônes → 1 point de conservation) et de Polar Bear Exhibit suivent une seconde source conforme au décompte de BGA. Une relecture des parties de BGA ne compte Polar Bear Exhibit que 3 ours → 1 point ; nous gardons aussi le 6 → 2 imprimé."),
    # 17.4 Conservation projects and final scoring
    _rule(R.PROJ_BASE, 'Base projects', 'Projets de base',
          'Base projects 101–112 count icons of one kind (101 and 102: different category or continent kinds); their levels need 5/4/2 icons (101–102: 5/4/3) and pay the printed conservation points. They never move.',
          'Les projets de base 101 à 112 comptent les icônes d\'une sorte (101 et 102 : les sortes de catégories ou de continents différentes) ; leurs niveaux demandent 5/4/2 icônes (101–102 : 5/4/3) et rapportent les points de conservation imprimés. Ils ne bougent jamais.'),
    _rule(R.PROJ_COLLECTION, 'Collection projects', 'Projets de collection',
          'Projects 128–132 count water, rock, small animals (8/5/2), large animals (4/3/2) or science icons, and pay 4/3/2 conservation points.',
          'Les projets 128 à 132 comptent l\'eau, les rochers, les petits animaux (8/5/2), les grands animaux (4/3/2) ou les icônes de recherche, et rapportent 4/3/2 points de conservation.'),
    _rule(R.PROJ_RELEASE, 'Release projects', 'Projets de relâche',
          'Projects 113–122 release 1 animal with the icon; its standard size sets the level: 4 or more → 5 conservation points, exactly 3 → 4, 2 or less → 3 (special enclosure spaces do not matter). We follow the reading that petting zoo animals, having no standard size, cannot be released.',
          "Les projets 113 à 122 relâchent 1 animal portant l'icône ; sa taille standard fixe le niveau : 4 ou plus → 5 points de conservation, exactement 3 → 4, 2 ou moins → 3 (les espaces en enclos spécial ne comptent pas). Nous suivons la lecture selon laquelle les animaux domestiques, sans taille standard, ne peuvent être relâchés."),
    _rule(R.PROJ_PLAY_BONUS, 'Bringing a release project into play', 'Mettre en jeu un projet de relâche',
          'We follow this reading: the player who puts a release project into play from hand gains 1 reputation, whether or not he supports it then.',
          'Nous suivons cette lecture : le joueur qui met en jeu un projet de relâche depuis sa main gagne 1 réputation, qu\'il le soutienne ou non à ce moment.'),
    _rule(R.PROJ_BREEDING, 'Breeding projects', "Projets d'élevage",
          'Projects 123–127 need 1 animal with the category icon whose continent matches one of your partner zoos; any free level; rewards 2 conservation points + 2 reputation, 1 conservation point + 2 reputation, or 2 conservation points.',
          "Les projets 123 à 127 demandent 1 animal portant l'icône de catégorie et dont le continent est celui d'un de vos zoos partenaires ; n'importe quel niveau libre ; récompenses 2 points de conservation + 2 réputation, 1 point de conservation + 2 réputation, ou 2 points de conservation."),
    _rule(R.PROJ_2P, 'Projects with 2 players', 'Projets à 2 joueurs',
          'With 2 players only the 3 base projects have blocked levels; at most 2 project cards lie above the board (3 with 3 players, 4 with 4).',
          'À 2 joueurs, seuls les 3 projets de base ont des niveaux bloqués ; au plus 2 cartes projet sont au-dessus du plateau (3 à 3 joueurs, 4 à 4).'),
    _rule(R.FINAL_THRESHOLDS, 'Final Scoring thresholds', 'Paliers des cartes objectif',
          'A Final Scoring card counts something at the end and pays the highest tier reached, 1 to 4 conservation points (base printing: Large Animal Zoo needs 1/2/4/5).',
          "Une carte objectif compte quelque chose à la fin et rapporte le plus haut palier atteint, de 1 à 4 points de conservation (impression de base : Large Animal Zoo demande 1/2/4/5)."),
    _rule(R.FINAL_ARCHITECTURAL, 'Architectural Zoo (final scoring)', 'Architectural Zoo (carte objectif)',
          'Architectural Zoo (004): 1 conservation point each for all water spaces connected, all rock spaces connected, every buildable border space covered, and the whole map covered (4 at most).',
          "Architectural Zoo (004) : 1 point de conservation pour chacun de ces cas : tous les espaces d'eau reliés, tous les rochers reliés, tous les espaces de bordure constructibles couverts, le plan entier couvert (4 au plus)."),
    _rule(R.FINAL_DIVERSE, 'Diverse Species Zoo (final scoring)', 'Diverse Species Zoo (carte objectif)',
          'Diverse Species Zoo (009): 1 conservation point per animal category in which you have more icons than the player to your right (with 2 players, your opponent), 4 at most.',
          "Diverse Species Zoo (009) : 1 point de conservation par catégorie d'animaux où vous avez plus d'icônes que le joueur à votre droite (à 2 joueurs, votre adversaire), 4 au plus."),
    _rule(R.BONUS_TILES, 'Bonus tiles', 'Tuiles bonus',
          '4 of the 9 bonus tiles are used a game, on conservation spaces 5 and 8: upgrade an Action card, hire a worker, 2 reputation, 3 X-tokens, a free size-3 enclosure, 3 cards (deck or range), 10 money, a university, a partner zoo (a 3rd needs Association II). We follow this list as the base game\'s; a BGA table has yet to confirm it.',
          "4 des 9 tuiles bonus servent dans une partie, sur les cases 5 et 8 de conservation : améliorer une carte action, recruter un bénévole, 2 réputation, 3 jetons-X, un enclos de taille 3 gratuit, 3 cartes (pioche ou plage), 10 monnaies, une université, un zoo partenaire (un 3e exige Association II). Nous suivons cette liste comme celle du jeu de base ; une table BGA doit encore la confirmer."),
)

RULEBOOK: dict[str, Rule] = {r.id: r for r in RULES}
assert set(RULEBOOK) == set(R)

#: The fact sheet's rules the tutor leaves out, with their reasons: none (every ID of
#: ``docs/rules/ark_nova.md`` is a rule of ``R``, a heading over them or a worked example).
NOT_IMPLEMENTED: dict[str, Rule] = {}
