"""Kingdom Builder rule IDs with their EN/FR titles and summaries.

IDs follow the fact sheet (``KB-*``); the ``KB-OPEN-*``
entries are the fact sheet's open questions, each with the reading the engine follows
(the recommended one), and the ``-BGA`` entries say where Board Game Arena's code differs
from the reading followed (the French help page's, where it speaks). The single source of
rule prose for the engine's citations. ``NOT_IMPLEMENTED``: the expansions and BGA's
running-score display, with the reason.
"""

from __future__ import annotations

from enum import StrEnum

from tutor.core.rulebook import Rule
from tutor.core.rulebook import rule as _rule

#: The shape of this game's rule IDs in its fact sheet.
RULE_ID_PATTERN = r"KB-[A-Z]+(?:-[A-Z0-9]+)+"


class R(StrEnum):
    BOARD_QUAD = "KB-BOARD-QUAD"
    BOARD_ASSEMBLY = "KB-BOARD-ASSEMBLY"
    BOARD_OFFSET = "KB-BOARD-OFFSET"
    BOARD_ADJ = "KB-BOARD-ADJ"
    BOARD_EDGE = "KB-BOARD-EDGE"
    BOARD_LINE = "KB-BOARD-LINE"
    BOARD_SECTOR = "KB-BOARD-SECTOR"
    BOARD_ONESPECIAL = "KB-BOARD-ONESPECIAL"
    COMP_BOARD = "KB-COMP-BOARD"
    COMP_SETTLE = "KB-COMP-SETTLE"
    COMP_TERRAIN_CARDS = "KB-COMP-TERRAIN-CARDS"
    COMP_KB_CARDS = "KB-COMP-KB-CARDS"
    COMP_LOC_TILES = "KB-COMP-LOC-TILES"
    COMP_OTHER = "KB-COMP-OTHER"
    SETUP_BOARD = "KB-SETUP-BOARD"
    SETUP_TILES = "KB-SETUP-TILES"
    SETUP_CARDS = "KB-SETUP-CARDS"
    SETUP_HAND = "KB-SETUP-HAND"
    SETUP_START = "KB-SETUP-START"
    TURN_REVEAL = "KB-TURN-REVEAL"
    TURN_ORDER = "KB-TURN-ORDER"
    TURN_END = "KB-TURN-END"
    PLACE_THREE = "KB-PLACE-THREE"
    PLACE_FREE = "KB-PLACE-FREE"
    PLACE_ADJ = "KB-PLACE-ADJ"
    PLACE_NEWAREA = "KB-PLACE-NEWAREA"
    PLACE_SHORT = "KB-PLACE-SHORT"
    PLACE_SHORT_BGA = "KB-PLACE-SHORT-BGA"
    PLACE_OTHERS = "KB-PLACE-OTHERS"
    LOC_GAIN = "KB-LOC-GAIN"
    LOC_TWO = "KB-LOC-TWO"
    LOC_DELAY = "KB-LOC-DELAY"
    LOC_ONCE = "KB-LOC-ONCE"
    LOC_LOSE = "KB-LOC-LOSE"
    LOC_LOSE_BGA = "KB-LOC-LOSE-BGA"
    LOC_NORETAKE = "KB-LOC-NORETAKE"
    LOC_ADJ_MOVE = "KB-LOC-ADJ-MOVE"
    TILE_ORACLE = "KB-TILE-ORACLE"
    TILE_FARM = "KB-TILE-FARM"
    TILE_OASIS = "KB-TILE-OASIS"
    TILE_TOWER = "KB-TILE-TOWER"
    TILE_TAVERN = "KB-TILE-TAVERN"
    TILE_BARN = "KB-TILE-BARN"
    TILE_HARBOR = "KB-TILE-HARBOR"
    TILE_PADDOCK = "KB-TILE-PADDOCK"
    SCORE_CASTLE = "KB-SCORE-CASTLE"
    SCORE_FISHERMEN = "KB-SCORE-FISHERMEN"
    SCORE_MINERS = "KB-SCORE-MINERS"
    SCORE_WORKERS = "KB-SCORE-WORKERS"
    SCORE_MERCHANTS = "KB-SCORE-MERCHANTS"
    SCORE_DISCOVERERS = "KB-SCORE-DISCOVERERS"
    SCORE_KNIGHTS = "KB-SCORE-KNIGHTS"
    SCORE_HERMITS = "KB-SCORE-HERMITS"
    SCORE_CITIZENS = "KB-SCORE-CITIZENS"
    SCORE_FARMERS = "KB-SCORE-FARMERS"
    SCORE_LORDS = "KB-SCORE-LORDS"
    END_TRIGGER = "KB-END-TRIGGER"
    END_ROUND = "KB-END-ROUND"
    END_SCORE = "KB-END-SCORE"
    END_WIN = "KB-END-WIN"
    VAR_FIRST = "KB-VAR-FIRST"
    VAR_RANDOM = "KB-VAR-RANDOM"
    VAR_NOLORDS = "KB-VAR-NOLORDS"
    OPEN_HARBOR_ONLY = "KB-OPEN-HARBOR-ONLY"
    OPEN_FISH_WATER = "KB-OPEN-FISH-WATER"
    OPEN_SAME_HEX = "KB-OPEN-SAME-HEX"
    OPEN_KEPT_TILE = "KB-OPEN-KEPT-TILE"


RULES: tuple[Rule, ...] = (
    _rule(R.BOARD_QUAD, 'Quadrants', 'Quadrants',
          'Each of the 8 quadrants is 10×10 hexes named after its location kind: 2 location hexes and 1 castle, or (Oracle, Harbor) 1 location and 2 castles.',
          'Chacun des 8 quadrants compte 10×10 cases et porte le nom de son lieu : 2 cases lieu et 1 château, ou (Oracle, Port) 1 lieu et 2 châteaux.'),
    _rule(R.BOARD_ASSEMBLY, 'Assembling the board', 'Assemblage du plateau',
          '4 quadrants form a 20×20 board in slots 0 (top-left), 1 (top-right), 2 (bottom-left), 3 (bottom-right); each may be turned 180°.',
          "4 quadrants forment un plateau de 20×20 cases aux emplacements 0 (haut gauche), 1 (haut droite), 2 (bas gauche), 3 (bas droite) ; chacun peut être posé à l'envers."),
    _rule(R.BOARD_OFFSET, 'Hex coordinates', 'Coordonnées des cases',
          'A hex is row,column (0–19 from the top-left); odd rows sit half a hex to the right (odd-r).',
          "Une case se note ligne,colonne (0–19 depuis le coin haut gauche) ; les lignes impaires sont décalées d'une demi-case vers la droite."),
    _rule(R.BOARD_ADJ, 'Adjacency', 'Adjacence',
          'Two hexes are adjacent when they share an edge (at most 6 neighbours), across quadrant seams too.',
          "Deux cases sont adjacentes si elles partagent un côté (6 voisines au plus), y compris d'un quadrant à l'autre."),
    _rule(R.BOARD_EDGE, 'Board edge', 'Bord du plateau',
          'The edge is the outer rim of the 20×20 board: row 0, row 19, column 0, column 19.',
          'Le bord est le pourtour du plateau 20×20 : ligne 0, ligne 19, colonne 0, colonne 19.'),
    _rule(R.BOARD_LINE, 'Horizontal lines', 'Lignes horizontales',
          'A horizontal line is one full board row of 20 hexes.',
          'Une ligne horizontale est une rangée complète de 20 cases du plateau.'),
    _rule(R.BOARD_SECTOR, 'Sectors', 'Secteurs',
          'A sector is one quadrant (100 hexes).',
          'Un secteur est un quadrant (100 cases).'),
    _rule(R.BOARD_ONESPECIAL, 'One special hex at most', 'Une case spéciale au plus',
          'No buildable or water hex touches two location or castle hexes on any board, so one build or move gains at most one tile.',
          "Aucune case constructible ou d'eau ne touche deux cases lieu ou château, sur aucun plateau : une construction ou un déplacement donne au plus une tuile."),
    _rule(R.COMP_BOARD, '8 board sections', '8 quadrants',
          'The box has 8 board sections (quadrants) of 10 × 10 = 100 hexes each; 4 of them make the board of a game.',
          "La boîte contient 8 quadrants de 10 × 10 = 100 cases chacun ; 4 d'entre eux forment le plateau d'une partie."),
    _rule(R.COMP_SETTLE, '40 settlements', '40 maisons',
          'Each player has 40 settlements.',
          'Chaque joueur dispose de 40 maisons.'),
    _rule(R.COMP_TERRAIN_CARDS, '25 terrain cards', '25 cartes terrain',
          '5 cards each of grass, canyon, desert, flower field and forest.',
          '5 cartes de chacun des terrains prairie, canyon, désert, champ de fleurs et forêt.'),
    _rule(R.COMP_KB_CARDS, 'Kingdom Builder cards', 'Cartes personnage',
          '10 Kingdom Builder cards; 3 are used per game.',
          '10 cartes personnage ; 3 sont utilisées par partie.'),
    _rule(R.COMP_LOC_TILES, 'Location tiles', 'Tuiles lieu',
          '28 location tiles: 2 on every location hex (Oracle and Harbor 2 in all, the others 4).',
          '28 tuiles lieu : 2 sur chaque case lieu (Oracle et Port 2 en tout, les autres 4).'),
    _rule(R.COMP_OTHER, 'Other components', 'Autres éléments',
          'A start-player token, which stays with the start player all game; 8 summary cards of the location actions (here the KB-TILE-* rules); 4 gold markers for the score track (here every score is counted at the end).',
          "Un jeton premier joueur, qui reste au premier joueur toute la partie ; 8 cartes résumant les actions des lieux (ici les règles KB-TILE-*) ; 4 marqueurs d'or pour la piste de score (ici chaque score est compté à la fin)."),
    _rule(R.SETUP_BOARD, 'Choose the board', 'Choix du plateau',
          '4 of the 8 quadrants, each either way up (random unless First game).',
          "4 des 8 quadrants, chacun dans un sens ou l'autre (au hasard sauf en première partie)."),
    _rule(R.SETUP_TILES, 'Tiles on the locations', 'Tuiles sur les lieux',
          '2 matching tiles are put on every location hex.',
          '2 tuiles correspondantes sont posées sur chaque case lieu.'),
    _rule(R.SETUP_CARDS, 'Shuffle and draw', 'Mélange et tirage',
          'The 25 terrain cards are shuffled face down; 3 Kingdom Builder cards are drawn at random (Lords may be excluded).',
          'Les 25 cartes terrain sont mélangées face cachée ; 3 cartes personnage sont tirées au hasard (les Seigneurs peuvent être exclus).'),
    _rule(R.SETUP_HAND, 'One secret card', 'Une carte secrète',
          'Each player draws 1 terrain card and keeps it hidden.',
          'Chaque joueur pioche 1 carte terrain et la garde cachée.'),
    _rule(R.SETUP_START, 'Start player', 'Premier joueur',
          'A start player is drawn; play goes clockwise.',
          'Un premier joueur est tiré au sort ; on joue dans le sens horaire.'),
    _rule(R.TURN_REVEAL, 'Reveal the card', 'Révéler la carte',
          'The active player reveals his terrain card: it is the terrain of this turn.',
          "Le joueur actif révèle sa carte terrain : c'est le terrain du tour."),
    _rule(R.TURN_ORDER, 'Mandatory action and tiles', 'Action obligatoire et tuiles',
          'Each turn: the mandatory action, and each usable tile once, before or after the mandatory action but never in its middle.',
          "À chaque tour : l'action obligatoire, et chaque tuile utilisable une fois, avant ou après l'action obligatoire mais jamais pendant."),
    _rule(R.TURN_END, 'End of turn', 'Fin du tour',
          'The card is discarded and a new one drawn; an empty pile is refilled by shuffling the discards. Next player clockwise.',
          'La carte est défaussée et une nouvelle piochée ; une pioche vide est reconstituée en mélangeant la défausse. Joueur suivant dans le sens horaire.'),
    _rule(R.PLACE_THREE, 'Three settlements', 'Trois maisons',
          "The mandatory action builds 3 settlements one at a time on free hexes of the card's terrain.",
          "L'action obligatoire construit 3 maisons, une à une, sur des cases libres du terrain de la carte."),
    _rule(R.PLACE_FREE, 'Free buildable hexes', 'Cases libres constructibles',
          'One settlement per hex, never on water, mountain, castle or location hexes (water only by Harbor).',
          "Une maison par case, jamais sur l'eau, la montagne, un château ou un lieu (l'eau seulement avec le Port)."),
    _rule(R.PLACE_ADJ, 'Adjacent if possible', 'Adjacente si possible',
          'Each settlement must touch one of your own if any free hex of the required kind does; only otherwise anywhere on that kind. Checked before every placement.',
          "Chaque maison doit toucher une des vôtres si une case libre du type demandé le permet ; sinon seulement, n'importe où sur ce type. Vérifié avant chaque pose."),
    _rule(R.PLACE_NEWAREA, 'A new area', 'Une nouvelle zone',
          'Forced away from your settlements, you choose any legal hex; the next placements must again be adjacent if possible.',
          "Contraint de construire loin de vos maisons, vous choisissez n'importe quelle case permise ; les poses suivantes doivent de nouveau être adjacentes si possible."),
    _rule(R.PLACE_SHORT, 'Fewer than three', 'Moins de trois',
          'With fewer legal hexes than settlements to build, build as many as possible; with an empty supply, stop. (The BGA code has no branch for this: we follow the printed rule.)',
          "S'il y a moins de cases permises que de maisons à construire, construisez-en autant que possible ; réserve vide : arrêtez. (Le code de BGA n'a pas ce cas : nous suivons la règle imprimée.)"),
    _rule(R.PLACE_SHORT_BGA, 'BGA with no hex left', 'BGA sans case permise',
          "BGA's code ends the mandatory action only after 3 builds or with an empty supply, so a player with no legal hex left would be stuck there. The help page is silent; the tutor follows the printed reading (KB-PLACE-SHORT): the action ends and the turn goes on.",
          "Le code de BGA ne termine l'action obligatoire qu'après 3 constructions ou une réserve vide : un joueur sans case permise y resterait bloqué. La page d'aide n'en dit rien ; le tuteur suit la lecture de la règle imprimée (KB-PLACE-SHORT) : l'action s'arrête et le tour continue."),
    _rule(R.PLACE_OTHERS, "Other players' settlements", 'Maisons des autres',
          "Other players' settlements only block hexes; they never count for adjacency.",
          "Les maisons des autres joueurs ne font que bloquer des cases ; elles ne comptent jamais pour l'adjacence."),
    _rule(R.LOC_GAIN, 'Gaining a tile', 'Gagner une tuile',
          'Building or moving next to a location hex takes 1 tile from it if one is left and you never took one from that hex. Castles give no tile.',
          "Construire ou déplacer à côté d'une case lieu y prend 1 tuile s'il en reste et si vous n'en avez jamais pris sur cette case. Les châteaux ne donnent rien."),
    _rule(R.LOC_TWO, 'Two of a kind', 'Deux du même lieu',
          'Reaching the second location hex of a kind gives a second tile of that kind, usable separately.',
          "Atteindre la seconde case d'un même lieu donne une seconde tuile de ce lieu, utilisable à part."),
    _rule(R.LOC_DELAY, 'Usable from the next turn', 'Utilisable au tour suivant',
          'A tile taken this turn can be used from your next turn on.',
          "Une tuile prise ce tour-ci n'est utilisable qu'à partir de votre tour suivant."),
    _rule(R.LOC_ONCE, 'Once a turn', 'Une fois par tour',
          'Each tile may be used at most once a turn; use is optional.',
          "Chaque tuile s'utilise au plus une fois par tour ; c'est facultatif."),
    _rule(R.LOC_LOSE, 'Losing a tile', 'Perdre une tuile',
          'When none of your settlements touches a location you took a tile from any more, that tile leaves the game; holding two of that kind you choose which one goes (even a used one).',
          'Quand plus aucune de vos maisons ne touche un lieu où vous avez pris une tuile, celle-ci quitte la partie ; avec deux tuiles de ce lieu, vous choisissez laquelle (même une tuile utilisée).'),
    _rule(R.LOC_LOSE_BGA, 'BGA and the tile returned', 'BGA et la tuile rendue',
          'BGA never asks: it always discards the tile taken from the location you no longer touch. The tutor follows the help page: holding two tiles of that kind, you choose which one goes. A replay of a BGA game may differ here.',
          "BGA ne demande jamais : il défausse toujours la tuile prise sur le lieu que vous ne touchez plus. Le tuteur suit la page d'aide : avec deux tuiles de ce lieu, vous choisissez laquelle part. Une partie rejouée de BGA peut différer ici."),
    _rule(R.LOC_NORETAKE, 'No second tile from a hex', "Pas de seconde tuile d'une case",
          'You never take a second tile from a hex you took one from, even after losing it.',
          'Vous ne reprenez jamais de tuile sur une case où vous en avez déjà pris une, même perdue.'),
    _rule(R.LOC_ADJ_MOVE, 'Moving lifts the settlement first', "Déplacer soulève d'abord la maison",
          'For a move, the settlement is lifted first: adjacency counts your other settlements and the vacated hex is free.',
          "Pour un déplacement, la maison est d'abord soulevée : l'adjacence compte vos autres maisons et la case quittée est libre."),
    _rule(R.TILE_ORACLE, 'Oracle', 'Oracle',
          'Build 1 settlement on the terrain of your card, adjacent if possible.',
          'Construisez 1 maison sur le terrain de votre carte, adjacente si possible.'),
    _rule(R.TILE_FARM, 'Farm', 'Ferme',
          'Build 1 settlement on grass, adjacent if possible.',
          'Construisez 1 maison sur une prairie, adjacente si possible.'),
    _rule(R.TILE_OASIS, 'Oasis', 'Oasis',
          'Build 1 settlement on desert, adjacent if possible.',
          'Construisez 1 maison sur un désert, adjacente si possible.'),
    _rule(R.TILE_TOWER, 'Tower', 'Tour',
          'Build 1 settlement on a buildable hex at the board edge, adjacent if possible among edge hexes.',
          'Construisez 1 maison sur une case constructible du bord du plateau, adjacente si possible parmi les cases du bord.'),
    _rule(R.TILE_TAVERN, 'Tavern', 'Taverne',
          'Build 1 settlement on a buildable hex at either end of a straight line of at least 3 of your settlements.',
          "Construisez 1 maison sur une case constructible à l'une des extrémités d'une ligne droite d'au moins 3 de vos maisons."),
    _rule(R.TILE_BARN, 'Barn', 'Grange',
          "Move 1 of your settlements to a hex of your card's terrain, adjacent if possible.",
          'Déplacez 1 de vos maisons sur une case du terrain de votre carte, adjacente si possible.'),
    _rule(R.TILE_HARBOR, 'Harbor', 'Port',
          'Move 1 of your settlements onto water, adjacent if possible (any water if none of your other settlements touches free water).',
          "Déplacez 1 de vos maisons sur l'eau, adjacente si possible (n'importe quelle eau si aucune autre de vos maisons ne touche d'eau libre)."),
    _rule(R.TILE_PADDOCK, 'Paddock', 'Enclos',
          'Move 1 of your settlements exactly 2 hexes in a straight line to a free buildable hex; the hex jumped over may be anything; no adjacency needed; never onto water.',
          "Déplacez 1 de vos maisons d'exactement 2 cases en ligne droite vers une case libre constructible ; la case sautée peut être quelconque ; pas d'adjacence ; jamais sur l'eau."),
    _rule(R.SCORE_CASTLE, 'Castles', 'Châteaux',
          '3 gold per castle with at least one of your settlements next to it.',
          '3 or par château touché par au moins une de vos maisons.'),
    _rule(R.SCORE_FISHERMEN, 'Fishermen', 'Pêcheurs',
          '1 gold per settlement next to water (a settlement on water counts only if it touches another water hex).',
          "1 or par maison adjacente à l'eau (une maison sur l'eau compte seulement si elle touche une autre case d'eau)."),
    _rule(R.SCORE_MINERS, 'Miners', 'Mineurs',
          '1 gold per settlement next to a mountain.',
          '1 or par maison adjacente à une montagne.'),
    _rule(R.SCORE_WORKERS, 'Workers', 'Travailleurs',
          '1 gold per settlement next to a location or castle hex.',
          '1 or par maison adjacente à un lieu ou un château.'),
    _rule(R.SCORE_MERCHANTS, 'Merchants', 'Marchands',
          '4 gold per location or castle hex linked by an unbroken chain of your settlements to another one.',
          '4 or par lieu ou château relié à un autre par une chaîne continue de vos maisons.'),
    _rule(R.SCORE_DISCOVERERS, 'Discoverers', 'Explorateurs',
          '1 gold per horizontal line holding at least one of your settlements.',
          '1 or par ligne horizontale où vous avez au moins une maison.'),
    _rule(R.SCORE_KNIGHTS, 'Knights', 'Chevaliers',
          '2 gold per settlement in your fullest horizontal line.',
          '2 or par maison de votre ligne horizontale la plus remplie.'),
    _rule(R.SCORE_HERMITS, 'Hermits', 'Ermites',
          '1 gold per separate area of your settlements.',
          '1 or par groupe séparé de vos maisons.'),
    _rule(R.SCORE_CITIZENS, 'Citizens', 'Citoyens',
          '1 gold per 2 settlements of your largest area (rounded down).',
          "1 or par 2 maisons de votre plus grand groupe (arrondi à l'inférieur)."),
    _rule(R.SCORE_FARMERS, 'Farmers', 'Fermiers',
          '3 gold per settlement in the sector where you have the fewest (0 if a sector has none).',
          "3 or par maison dans le secteur où vous en avez le moins (0 si un secteur n'en a aucune)."),
    _rule(R.SCORE_LORDS, 'Lords', 'Seigneurs',
          'Per sector: most settlements 12 gold, second most 6; tied players all score that rank; none in a sector scores nothing there.',
          'Par secteur : le plus de maisons 12 or, le deuxième 6 ; les ex æquo marquent tous ce rang ; sans maison dans un secteur, rien.'),
    _rule(R.END_TRIGGER, 'End triggered', 'Fin déclenchée',
          'The end is triggered when a player builds his last (40th) settlement.',
          'La fin est déclenchée quand un joueur construit sa dernière (40e) maison.'),
    _rule(R.END_ROUND, 'Finish the round', 'Finir le tour de table',
          'The round is finished so everyone plays as many turns: the game ends after the player seated before the start player.',
          "Le tour de table est terminé pour que chacun joue autant de tours : la partie s'arrête après le joueur assis avant le premier joueur."),
    _rule(R.END_SCORE, 'Final scoring', 'Décompte final',
          'Castles and the 3 Kingdom Builder cards are scored for every player.',
          'Les châteaux et les 3 cartes personnage sont comptés pour chaque joueur.'),
    _rule(R.END_WIN, 'Winner', 'Vainqueur',
          'Most gold wins; tied players share the victory.',
          "Le plus d'or l'emporte ; les ex æquo se partagent la victoire."),
    _rule(R.VAR_FIRST, 'First game', 'Première partie',
          "BGA's first game: Tavern, Paddock, Oasis, Farm unturned; Fishermen, Merchants, Knights.",
          "Première partie de BGA : Taverne, Enclos, Oasis, Ferme à l'endroit ; Pêcheurs, Marchands, Chevaliers."),
    _rule(R.VAR_RANDOM, 'Random setup', 'Mise en place aléatoire',
          'Random quadrants, random 180° turns, random cards.',
          'Quadrants, sens et cartes au hasard.'),
    _rule(R.VAR_NOLORDS, 'No Lords', 'Sans Seigneurs',
          'The Lords card is left out of the random draw.',
          'La carte Seigneurs est écartée du tirage.'),
    _rule(R.OPEN_HARBOR_ONLY, 'Harbor: lift first', "Port : soulever d'abord",
          'Reading followed: the moved settlement is lifted before looking for water next to your settlements, so if it was your only one touching water, any free water hex is allowed.',
          "Lecture suivie : la maison déplacée est soulevée avant de chercher l'eau voisine de vos maisons ; si elle était la seule à toucher l'eau, toute case d'eau libre est permise."),
    _rule(R.OPEN_FISH_WATER, 'Fishermen on water', "Pêcheurs sur l'eau",
          'Reading followed: a settlement on water counts for Fishermen only if it touches another water hex.',
          "Lecture suivie : une maison sur l'eau compte pour les Pêcheurs seulement si elle touche une autre case d'eau."),
    _rule(R.OPEN_SAME_HEX, 'A move changes the hex', 'Un déplacement change de case',
          'Reading followed: Barn, Harbor and Paddock must move the settlement to another hex.',
          'Lecture suivie : Grange, Port et Enclos doivent amener la maison sur une autre case.'),
    _rule(R.OPEN_KEPT_TILE, 'The kept tile keeps its location', 'La tuile gardée garde son lieu',
          'Reading followed: each tile stays tied to the hex it was taken from, also the one kept when two of a kind and one is returned.',
          "Lecture suivie : chaque tuile reste liée à la case où elle a été prise, y compris celle gardée quand on rend l'une de deux tuiles du même lieu."),
)

RULEBOOK: dict[str, Rule] = {r.id: r for r in RULES}

#: The fact sheet's rules this tutor does not implement, each with the reason.
NOT_IMPLEMENTED: dict[str, Rule] = {r.id: r for r in (
    _rule('KB-VAR-EXP', 'Expansions', 'Extensions',
          'The expansions (Nomads and the others) add quadrants, location tiles and Kingdom Builder cards. Not in this tutor: it teaches the base game, the one its help page describes, and its board data holds the 8 base quadrants only.',
          "Les extensions (Nomades et les autres) ajoutent des quadrants, des tuiles lieu et des cartes personnage. Pas dans ce tuteur : il enseigne le jeu de base, celui que décrit sa page d'aide, et ses données ne contiennent que les 8 quadrants de base."),
    _rule('KB-VAR-RUNNING', 'Running scores', 'Scores en cours de partie',
          'A BGA display option that shows the scores after every turn. Not offered on this board: it changes no rule, and the board shows the scores at the end, card by card (a notebook can count them on any position with score_lines).',
          "Une option d'affichage de BGA qui montre les scores après chaque tour. Pas proposée sur ce plateau : elle ne change aucune règle, et le plateau montre les scores à la fin, carte par carte (un notebook peut les compter sur n'importe quelle position avec score_lines)."),
)}
assert set(RULEBOOK) == set(R)
