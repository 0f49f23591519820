"""Sagani rule IDs (``SAG-*``, the fact sheet) with EN/FR titles and summaries."""

from __future__ import annotations

from enum import StrEnum

from tutor.core.rulebook import Rule
from tutor.core.rulebook import rule as _rule

RULE_ID_PATTERN = r"SAG-[A-Z]+(?:-[A-Z0-9]+)*"


class R(StrEnum):
    COMP_TILES = "SAG-COMP-TILES"
    COMP_VALUE = "SAG-COMP-VALUE"
    COMP_DISCS = "SAG-COMP-DISCS"
    COMP_BACK = "SAG-COMP-BACK"
    SETUP_STACKS = "SAG-SETUP-STACKS"
    SETUP_OFFER = "SAG-SETUP-OFFER"
    TURN_TAKE = "SAG-TURN-TAKE"
    TURN_LAST = "SAG-TURN-LAST"
    TURN_LAST_STACKS = "SAG-TURN-LAST-STACKS"
    TURN_PLACE = "SAG-TURN-PLACE"
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
    INT_RUN = "SAG-INT-RUN"
    INT_LEFTOVER = "SAG-INT-LEFTOVER"
    INT_TIE = "SAG-INT-TIE"
    END_TARGET = "SAG-END-TARGET"
    END_ROUND = "SAG-END-ROUND"
    END_WIN = "SAG-END-WIN"
    END_STACKS = "SAG-END-STACKS"
    VAR_SOLO = "SAG-VAR-SOLO"
    GAME_OVER = "SAG-GAME-OVER"


_RULES = [
    (R.COMP_TILES, "Nature Spirit tiles", "Tuiles Esprit de la nature",
     "72 tiles, 18 per element: fire (red), water (blue), earth (green), air (white).",
     "72 tuiles, 18 par élément : feu (rouge), eau (bleu), terre (vert), air (blanc)."),
    (R.COMP_VALUE, "Tile value", "Valeur d'une tuile",
     "1 arrow is worth 1, 2 arrows 3, 3 arrows 6, 4 arrows 10.",
     "1 flèche vaut 1, 2 flèches 3, 3 flèches 6, 4 flèches 10."),
    (R.COMP_DISCS, "Sound discs", "Disques sonores",
     "Each player has 24 sound discs; cacophony discs are unlimited.",
     "Chaque joueur a 24 disques sonores ; les disques de cacophonie sont illimités."),
    (R.COMP_BACK, "The back of a tile", "Le dos d'une tuile",
     "A tile's back shows its colour and its value, not its arrows: the stacks' tops are seen "
     "from the back, and a completed tile is turned over.",
     "Le dos d'une tuile montre sa couleur et sa valeur, pas ses flèches : on voit le dessus "
     "des piles de dos, et une tuile complétée est retournée."),
    (R.SETUP_STACKS, "Three stacks", "Trois piles",
     "The tiles are shuffled into three face-down stacks.",
     "Les tuiles sont mélangées en trois piles face cachée."),
    (R.SETUP_OFFER, "Offer display", "Présentoir",
     "Five tiles are turned face up as the offer display.",
     "Cinq tuiles sont retournées face visible : c'est le présentoir."),
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
    (R.GAME_OVER, "Game over", "Partie finie",
     "Nothing can be played once the game is over.",
     "Plus rien ne se joue une fois la partie finie."),
]

RULEBOOK = {str(rid): _rule(str(rid), *texts) for rid, *texts in _RULES}

#: The fact sheet's rules this tutor does not implement, each with the reason (none).
NOT_IMPLEMENTED: dict[str, Rule] = {}
