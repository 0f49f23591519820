"""Sagani rule IDs (``SAG-*``, the fact sheet) with EN/FR titles and summaries.

The help page (English, on the French site) is short and partly wrong; where it differs
from the fact sheet the summary says which reading the tutor follows: arrows need not
align (SAG-PLACE-FREE), and "the game ends when the score target is reached" is read as
the trigger, the round being finished (SAG-OPEN-END).
"""

from __future__ import annotations

from enum import StrEnum

from tutor.core.rulebook import Rule
from tutor.core.rulebook import rule as _rule

RULE_ID_PATTERN = r"SAG-[A-Z]+(?:-[A-Z0-9]+)*"


class R(StrEnum):
    COMP_TILES = "SAG-COMP-TILES"
    COMP_FRONT = "SAG-COMP-FRONT"
    COMP_VALUE = "SAG-COMP-VALUE"
    COMP_MIX = "SAG-COMP-MIX"
    COMP_DISCS = "SAG-COMP-DISCS"
    COMP_CACO = "SAG-COMP-CACO"
    COMP_BACK = "SAG-COMP-BACK"
    COMP_OTHER = "SAG-COMP-OTHER"
    SETUP_STACKS = "SAG-SETUP-STACKS"
    SETUP_OFFER = "SAG-SETUP-OFFER"
    SETUP_PLAYER = "SAG-SETUP-PLAYER"
    SETUP_INTERMEZZO = "SAG-SETUP-INTERMEZZO"
    SETUP_START = "SAG-SETUP-START"
    TURN_TAKE = "SAG-TURN-TAKE"
    TURN_LAST = "SAG-TURN-LAST"
    TURN_LAST_STACKS = "SAG-TURN-LAST-STACKS"
    TURN_PLACE = "SAG-TURN-PLACE"
    TURN_DISCS = "SAG-TURN-DISCS"
    TURN_RESOLVE = "SAG-TURN-RESOLVE"
    TURN_INTERMEZZO = "SAG-TURN-INTERMEZZO"
    TURN_REFILL = "SAG-TURN-REFILL"
    PLACE_FIRST = "SAG-PLACE-FIRST"
    PLACE_ORTHO = "SAG-PLACE-ORTHO"
    PLACE_FREE = "SAG-PLACE-FREE"
    PLACE_ROTATE = "SAG-PLACE-ROTATE"
    ARROW_RAY = "SAG-ARROW-RAY"
    ARROW_1 = "SAG-ARROW-1"
    ARROW_GAPS = "SAG-ARROW-GAPS"
    ARROW_ANYSIDE = "SAG-ARROW-ANYSIDE"
    ARROW_OWN = "SAG-ARROW-OWN"
    ARROW_MULTI = "SAG-ARROW-MULTI"
    ARROW_MARK = "SAG-ARROW-MARK"
    DISC_LOAD = "SAG-DISC-LOAD"
    DISC_CACO = "SAG-DISC-CACO"
    DISC_CACO_KEEP = "SAG-DISC-CACO-KEEP"
    DISC_ORDER = "SAG-DISC-ORDER"
    SCORE_COMPLETE = "SAG-SCORE-COMPLETE"
    SCORE_NOPARTIAL = "SAG-SCORE-NOPARTIAL"
    SCORE_NEG = "SAG-SCORE-NEG"
    INT_FILL = "SAG-INT-FILL"
    INT_RUN = "SAG-INT-RUN"
    INT_LEFTOVER = "SAG-INT-LEFTOVER"
    INT_TIE = "SAG-INT-TIE"
    END_TARGET = "SAG-END-TARGET"
    END_ROUND = "SAG-END-ROUND"
    END_WIN = "SAG-END-WIN"
    END_STACKS = "SAG-END-STACKS"
    VAR_SOLO = "SAG-VAR-SOLO"
    OPEN_ORIENT = "SAG-OPEN-ORIENT"
    OPEN_END = "SAG-OPEN-END"
    GAME_OVER = "SAG-GAME-OVER"


_RULES = [
    (R.COMP_TILES, "Nature Spirit tiles", "Tuiles Esprit de la nature",
     "72 tiles, 18 per element: fire (red), water (blue), earth (green), air (white).",
     "72 tuiles, 18 par élément : feu (rouge), eau (bleu), terre (vert), air (blanc)."),
    (R.COMP_FRONT, "The front of a tile", "Le recto d'une tuile",
     "The front shows the tile's colour, its value and 1 to 4 arrows. Each arrow has one of "
     "the four element colours and points one of 8 ways: 4 straight, 4 diagonal.",
     "Le recto montre la couleur de la tuile, sa valeur et 1 à 4 flèches. Chaque flèche a "
     "l'une des quatre couleurs d'élément et pointe dans l'une de 8 directions : 4 droites, "
     "4 en diagonale."),
    (R.COMP_VALUE, "Tile value", "Valeur d'une tuile",
     "1 arrow is worth 1, 2 arrows 3, 3 arrows 6, 4 arrows 10.",
     "1 flèche vaut 1, 2 flèches 3, 3 flèches 6, 4 flèches 10."),
    (R.COMP_MIX, "Tiles of each element", "Les tuiles de chaque élément",
     "Each element has 2 tiles with one arrow, 5 with two, 6 with three and 5 with four.",
     "Chaque élément compte 2 tuiles à une flèche, 5 à deux, 6 à trois et 5 à quatre."),
    (R.COMP_DISCS, "Sound discs", "Disques sonores",
     "Each player has 24 sound discs; cacophony discs are unlimited.",
     "Chaque joueur a 24 disques sonores ; les disques de cacophonie sont illimités."),
    (R.COMP_CACO, "Cacophony discs", "Disques de cacophonie",
     "The box has 10 red cacophony discs in a common supply; when they run out, something "
     "else stands in for them, so there is always one to take.",
     "La boîte contient 10 disques de cacophonie rouges en réserve commune ; s'ils viennent "
     "à manquer, on les remplace par autre chose : il y en a toujours à prendre."),
    (R.COMP_BACK, "The back of a tile", "Le dos d'une tuile",
     "A tile's back shows its colour and its value, not its arrows: the stacks' tops are seen "
     "from the back, and a completed tile is turned over.",
     "Le dos d'une tuile montre sa couleur et sa valeur, pas ses flèches : on voit le dessus "
     "des piles de dos, et une tuile complétée est retournée."),
    (R.COMP_OTHER, "Score track and markers", "Piste de score et marqueurs",
     "A score track marked with the end targets, one score marker per player and a "
     "start-player marker.",
     "Une piste de score où sont marqués les seuils de fin, un marqueur de score par joueur "
     "et un marqueur de premier joueur."),
    (R.SETUP_STACKS, "Three stacks", "Trois piles",
     "The tiles are shuffled into three face-down stacks.",
     "Les tuiles sont mélangées en trois piles face cachée."),
    (R.SETUP_OFFER, "Offer display", "Présentoir",
     "Five tiles are turned face up as the offer display.",
     "Cinq tuiles sont retournées face visible : c'est le présentoir."),
    (R.SETUP_PLAYER, "Your discs and marker", "Vos disques et votre marqueur",
     "Each player takes the 24 sound discs of their colour and puts their score marker "
     "on 0.",
     "Chaque joueur prend les 24 disques sonores de sa couleur et pose son marqueur de score "
     "sur 0."),
    (R.SETUP_INTERMEZZO, "An empty Intermezzo", "Un Intermezzo vide",
     "The Intermezzo, with room for 4 tiles, starts empty.",
     "L'Intermezzo, qui a la place de 4 tuiles, est vide au départ."),
    (R.SETUP_START, "Start player", "Premier joueur",
     "The start player is drawn at random; play then goes clockwise.",
     "Le premier joueur est tiré au sort ; on joue ensuite dans le sens horaire."),
    (R.TURN_TAKE, "Take a tile", "Prendre une tuile",
     "On your turn, take one tile from the offer display.",
     "À votre tour, prenez une tuile du présentoir."),
    (R.TURN_LAST, "The last tile", "La dernière tuile",
     "With one tile left in the offer you may take it, or move it to the Intermezzo and "
     "take the top tile of one of the stacks instead, seeing only its back.",
     "S'il ne reste qu'une tuile au présentoir, vous pouvez la prendre, ou la poser dans "
     "l'Intermezzo et prendre à la place la tuile du dessus d'une pile, dont vous ne voyez "
     "que le dos."),
    (R.TURN_LAST_STACKS, "Which stack", "Quelle pile",
     "With one tile left, you choose which of the three stacks to draw from, seeing only the "
     "back of each top.",
     "S'il ne reste qu'une tuile, vous choisissez dans laquelle des trois piles piocher, en "
     "ne voyant que le dos de chaque tuile du dessus."),
    (R.TURN_PLACE, "Place the tile", "Poser la tuile",
     "Place the tile you took face up in your own display.",
     "Posez la tuile prise face visible dans votre propre zone."),
    (R.TURN_DISCS, "Load the discs", "Charger les disques",
     "Then put one disc from your supply on the new tile for each of its arrows.",
     "Posez ensuite sur la nouvelle tuile un disque de votre réserve par flèche."),
    (R.TURN_RESOLVE, "Resolve the arrows", "Résoudre les flèches",
     "Then look at the arrows of the new tile and of every unfinished tile of your display: "
     "each arrow now fulfilled is covered; then every tile with all its arrows covered "
     "scores.",
     "Regardez ensuite les flèches de la nouvelle tuile et de chaque tuile inachevée de "
     "votre zone : chaque flèche désormais satisfaite est couverte ; puis chaque tuile dont "
     "toutes les flèches sont couvertes rapporte ses points."),
    (R.TURN_INTERMEZZO, "Time for an Intermezzo", "L'heure de l'Intermezzo",
     "If the Intermezzo now holds 4 tiles, an Intermezzo is played before the next turn.",
     "Si l'Intermezzo contient maintenant 4 tuiles, on joue un Intermezzo avant le tour "
     "suivant."),
    (R.TURN_REFILL, "Refill", "Réapprovisionner",
     "When the offer display is empty it is refilled with five tiles.",
     "Quand le présentoir est vide, on y remet cinq tuiles."),
    (R.PLACE_FIRST, "First tile", "Première tuile",
     "Your first tile may go anywhere.", "Votre première tuile se pose n'importe où."),
    (R.PLACE_ORTHO, "Edge contact", "Contact par un côté",
     "Every later tile must share a full edge with a tile of your display; a corner is "
     "not enough. Arrows need not match their neighbours.",
     "Chaque tuile suivante doit toucher par un côté entier une tuile de votre zone ; un "
     "coin ne suffit pas. Les flèches n'ont pas à correspondre aux voisines."),
    (R.PLACE_FREE, "No matching needed", "Aucune correspondance exigée",
     "Any empty position sharing an edge with your display is legal, with no size limit: "
     "arrows and colours need not match the neighbours (the help page's \"arrows must "
     "align\" is not the rule).",
     "Toute position vide qui touche votre zone par un côté convient, sans limite de taille : "
     "flèches et couleurs n'ont pas à correspondre aux voisines (le « les flèches doivent "
     "s'aligner » de la page d'aide n'est pas la règle)."),
    (R.PLACE_ROTATE, "Free rotation", "Rotation libre",
     "You may turn the tile to any of its four orientations.",
     "Vous pouvez tourner la tuile dans n'importe laquelle de ses quatre orientations."),
    (R.ARROW_1, "Arrows", "Flèches",
     "An arrow is fulfilled by any tile of its colour on its ray, at any distance: gaps and "
     "other colours do not block. Only your own tiles count.",
     "Une flèche est satisfaite par une tuile de sa couleur n'importe où dans sa direction : "
     "les trous et les autres couleurs ne bloquent pas. Seules vos tuiles comptent."),
    (R.ARROW_RAY, "Rays", "Directions",
     "An arrow points along one of 8 directions (4 straight, 4 diagonal); its ray is every "
     "position on that line, without end.",
     "Une flèche pointe dans l'une de 8 directions (4 droites, 4 diagonales) ; sa ligne "
     "comprend toutes les positions dans ce sens, sans limite."),
    (R.ARROW_GAPS, "Distance does not matter", "La distance ne compte pas",
     "Empty positions and tiles of other colours on the ray neither block nor count.",
     "Les cases vides et les tuiles d'autres couleurs ne bloquent pas et ne comptent pas."),
    (R.ARROW_ANYSIDE, "Turned-over tiles count", "Les tuiles retournées comptent",
     "A completed, turned-over tile still fulfils arrows: its colour is on both sides.",
     "Une tuile complétée et retournée satisfait encore des flèches : sa couleur est des deux "
     "côtés."),
    (R.ARROW_OWN, "Your own display only", "Votre zone seulement",
     "Only the tiles of your own display fulfil your arrows.",
     "Seules les tuiles de votre propre zone satisfont vos flèches."),
    (R.ARROW_MULTI, "One tile, many arrows", "Une tuile, plusieurs flèches",
     "One tile can fulfil any number of arrows, of several tiles, at once.",
     "Une tuile peut satisfaire d'un coup autant de flèches que possible, sur plusieurs "
     "tuiles."),
    (R.ARROW_MARK, "Covering an arrow", "Couvrir une flèche",
     "A fulfilled arrow gets a disc from its tile's centre and stays covered.",
     "Une flèche satisfaite reçoit un disque du centre de sa tuile et reste couverte."),
    (R.DISC_LOAD, "Loading discs", "Charger les disques",
     "A new tile gets one disc from your supply per arrow.",
     "Une nouvelle tuile reçoit un disque de votre réserve par flèche."),
    (R.DISC_CACO, "Cacophony", "Cacophonie",
     "Each missing disc is replaced by a cacophony disc, which costs 2 points at once and "
     "is kept afterwards like a sound disc.",
     "Chaque disque manquant est remplacé par un disque de cacophonie, qui coûte 2 points "
     "tout de suite et se garde ensuite comme un disque sonore."),
    (R.DISC_CACO_KEEP, "Cacophony discs stay", "Les disques de cacophonie restent",
     "Cacophony discs then work as sound discs: they cover arrows and come back to your "
     "supply with a completed tile; they are never charged again.",
     "Les disques de cacophonie servent ensuite comme des disques sonores : ils couvrent des "
     "flèches et reviennent dans votre réserve avec une tuile complétée ; ils ne coûtent "
     "plus rien."),
    (R.DISC_ORDER, "Order of loading", "Ordre du chargement",
     "Default: discs are loaded on the new tile before any arrow is resolved. Option: "
     "older tiles are resolved first, so the discs they free can be loaded.",
     "Par défaut, on charge la nouvelle tuile avant de résoudre les flèches. En option, "
     "les anciennes tuiles sont résolues d'abord et les disques libérés peuvent servir."),
    (R.SCORE_COMPLETE, "Completing a tile", "Compléter une tuile",
     "A tile with all arrows covered scores its value, its discs go back to your supply "
     "and it is turned over.",
     "Une tuile dont toutes les flèches sont couvertes rapporte sa valeur, ses disques "
     "reviennent dans votre réserve et elle est retournée."),
    (R.SCORE_NOPARTIAL, "No points for unfinished tiles", "Rien pour les tuiles inachevées",
     "Incomplete tiles score nothing, and cost nothing at the end: only cacophony discs "
     "take points away.",
     "Les tuiles incomplètes ne rapportent rien et ne coûtent rien à la fin : seuls les "
     "disques de cacophonie retirent des points."),
    (R.SCORE_NEG, "Points lost at once", "Points perdus tout de suite",
     "The 2 points of each cacophony disc are lost at once; a score may go below 0.",
     "Les 2 points de chaque disque de cacophonie sont perdus tout de suite ; un score peut "
     "passer sous 0."),
    (R.INT_FILL, "How tiles reach the Intermezzo", "Comment une tuile arrive à l'Intermezzo",
     "Only one way: the last tile of the offer, set aside by a player who draws from a "
     "stack instead.",
     "D'une seule façon : la dernière tuile du présentoir, mise de côté par un joueur qui "
     "pioche plutôt dans une pile."),
    (R.INT_RUN, "Intermezzo", "Intermezzo",
     "When the Intermezzo holds 4 tiles, each player, lowest score first, may take one "
     "and place it by the normal rules.",
     "Quand l'Intermezzo contient 4 tuiles, chaque joueur, du plus petit score au plus "
     "grand, peut en prendre une et la poser selon les règles normales."),
    (R.INT_LEFTOVER, "Leftover tiles", "Tuiles restantes",
     "If nobody takes a tile, all 4 are discarded; otherwise the rest stay.",
     "Si personne ne prend de tuile, les 4 sont défaussées ; sinon les autres restent."),
    (R.INT_TIE, "Tied in the Intermezzo", "Égalité dans l'Intermezzo",
     "Players tied on score choose in the Intermezzo in the order of who reached that score "
     "last first.",
     "À score égal, dans l'Intermezzo, celui qui a atteint ce score le plus tard choisit le "
     "premier."),
    (R.END_TARGET, "Target score", "Score à atteindre",
     "The end is triggered at 75 points with 2 players, 60 with 3, 45 with 4.",
     "La fin est déclenchée à 75 points à 2 joueurs, 60 à 3, 45 à 4."),
    (R.END_ROUND, "Finish the round", "Finir le tour de table",
     "Play goes on until everyone has had the same number of turns.",
     "On joue jusqu'à ce que chacun ait joué le même nombre de tours."),
    (R.END_WIN, "Winner", "Vainqueur",
     "Highest score wins; on a tie, whoever reached that score first.",
     "Le plus haut score gagne ; à égalité, celui qui a atteint ce score le premier."),
    (R.END_STACKS, "Out of tiles", "Plus de tuiles",
     "When the offer cannot be refilled, the round is finished and the game ends.",
     "Quand le présentoir ne peut plus être rempli, on finit le tour et la partie s'arrête."),
    (R.VAR_SOLO, "Solo (reported by a review, not checked)",
     "Solo (rapporté par une critique, non vérifié)",
     "One player plays the same turns (offer display, last tile, Intermezzo alike), towards "
     "one of two goals: (a) reach 75 points with at most 25 tiles in your display, the "
     "Intermezzo's included — the game ends at once, won at 75, lost at the 25th tile "
     "below it; or (b) play until no tile can be taken, then subtract 1 point per disc still "
     "lying on your tiles: a score to beat. Reported by one review, not checked against the "
     "rulebook.",
     "Un joueur seul joue les mêmes tours (présentoir, dernière tuile, Intermezzo de même), "
     "vers l'un de deux objectifs : (a) atteindre 75 points avec au plus 25 tuiles dans "
     "votre zone, celles de l'Intermezzo comprises — la partie s'arrête aussitôt, gagnée à "
     "75, perdue à la 25e tuile en dessous ; ou (b) jouer jusqu'à ce qu'aucune tuile ne "
     "puisse plus être prise, puis retirer 1 point par disque encore posé sur vos tuiles : "
     "un score à battre. Rapporté par une critique, non vérifié dans la règle."),
    (R.OPEN_ORIENT, "Rotation 0", "Rotation 0",
     "The tile data gives each tile's arrows in one orientation, rotation 0; rotations 1, 2 "
     "and 3 turn the tile a quarter, a half and three quarters clockwise. A placement is "
     "written with it: place 1,-2 r3.",
     "Les données donnent les flèches de chaque tuile dans une orientation, la rotation 0 ; "
     "les rotations 1, 2 et 3 tournent la tuile d'un quart, d'un demi et de trois quarts de "
     "tour dans le sens horaire. Une pose s'écrit avec elle : place 1,-2 r3."),
    (R.OPEN_END, "Reaching the target", "Atteindre le seuil",
     "The help page says the game ends when the target score is reached. The tutor reads "
     "this as what triggers the end ([OPEN]): the round is then finished, so that everyone "
     "has played as many turns (SAG-END-ROUND).",
     "La page d'aide dit que la partie s'arrête quand le score seuil est atteint. Le tuteur "
     "y lit ce qui déclenche la fin ([OPEN]) : on finit alors le tour de table, pour que "
     "chacun ait joué autant de tours (SAG-END-ROUND)."),
    (R.GAME_OVER, "Game over", "Partie finie",
     "Nothing can be played once the game is over.",
     "Plus rien ne se joue une fois la partie finie."),
]

RULEBOOK = {str(rid): _rule(str(rid), *texts) for rid, *texts in _RULES}

#: The fact sheet's rules this tutor does not implement, each with the reason (none).
NOT_IMPLEMENTED: dict[str, Rule] = {}
