"""Fruit Picking rule IDs with their EN/FR titles and summaries (the fact sheet's
``FRU-*``; the [OPEN] points state the reading the engine follows)."""

from __future__ import annotations

from enum import StrEnum

from tutor.core.rulebook import Rule
from tutor.core.rulebook import rule as _rule

from .data import RAINDROP_VALUE

RULE_ID_PATTERN = r"FRU-[A-Z]+(?:-[A-Z0-9]+)*"


class R(StrEnum):
    COMP_1 = "FRU-COMP-1"
    COMP_2 = "FRU-COMP-2"
    COMP_3 = "FRU-COMP-3"
    COMP_4 = "FRU-COMP-4"
    COMP_5 = "FRU-COMP-5"
    BOARD_1 = "FRU-BOARD-1"
    BOARD_2 = "FRU-BOARD-2"
    BOARD_3 = "FRU-BOARD-3"
    BOARD_4 = "FRU-BOARD-4"
    SETUP_1 = "FRU-SETUP-1"
    SETUP_2 = "FRU-SETUP-2"
    SETUP_3 = "FRU-SETUP-3"
    SETUP_4 = "FRU-SETUP-4"
    SETUP_5 = "FRU-SETUP-5"
    SETUP_6 = "FRU-SETUP-6"
    TURN = "FRU-TURN"
    PLANT_1 = "FRU-PLANT-1"
    PLANT_2 = "FRU-PLANT-2"
    PLANT_3 = "FRU-PLANT-3"
    PLANT_4 = "FRU-PLANT-4"
    ACT = "FRU-ACT"
    COLLECT_1 = "FRU-COLLECT-1"
    COLLECT_CHOICE = "FRU-COLLECT-CHOICE"
    COLLECT_2 = "FRU-COLLECT-2"
    COLLECT_3 = "FRU-COLLECT-3"
    WATER_1 = "FRU-WATER-1"
    WIN_1 = "FRU-WIN-1"
    END_1 = "FRU-END-1"
    END_2 = "FRU-END-2"
    VAR_NOMARKET = "FRU-VAR-NOMARKET"
    SOLO_1 = "FRU-SOLO-1"
    SOLO_2 = "FRU-SOLO-2"
    SOLO_3 = "FRU-SOLO-3"
    OPEN_SOLO_LOSS = "FRU-OPEN-SOLO-LOSS"
    OPEN_FIRST5 = "FRU-OPEN-FIRST5"


_RULES = [
    _rule(R.COMP_1, "Fruit Island boards", "Plateaux Île aux fruits",
          "4 Fruit Island boards, one per player (so 1 to 4 players), each with 8 round "
          "spaces: the Harvest House at the top, 6 farm spaces around it, Storage in the "
          "centre.",
          "4 plateaux Île aux fruits, un par joueur (donc de 1 à 4 joueurs), chacun avec 8 "
          "cases rondes : la Harvest House en haut, 6 cases de ferme autour, le stock au "
          "centre."),
    _rule(R.COMP_2, "Farm cards", "Cartes ferme",
          "Each player has 6 farm cards: raindrops, pineapple, pear, plums, bananas, "
          "strawberries. Watering adds the number of symbols: 1, 1, 2, 2, 3; the raindrop "
          f"card's value is not known from the sources: this tutor uses {RAINDROP_VALUE} "
          "(a guess).",
          "Chaque joueur a 6 cartes ferme : gouttes de pluie, ananas, poire, prunes, bananes, "
          "fraises. Arroser ajoute autant de graines que de symboles : 1, 1, 2, 2, 3 ; la "
          "valeur de la carte gouttes de pluie n'est pas connue des sources : ce tuteur "
          f"prend {RAINDROP_VALUE} (une supposition)."),
    _rule(R.COMP_3, "Seeds", "Graines",
          "72 seeds, 18 in each player's colour: a player's seeds only move between their "
          "own spaces (in solo, seeds spent on cards leave play).",
          "72 graines, 18 de la couleur de chaque joueur : les graines d'un joueur ne "
          "passent que d'une de ses cases à l'autre (en solo, celles dépensées sur les "
          "cartes quittent le jeu)."),
    _rule(R.COMP_4, "Market cards", "Cartes marché",
          "30 market cards, 6 of each fruit: pineapple, pear, plums, bananas, strawberries. "
          "A card's base price is the number of fruits drawn on it: 1, 1, 2, 2, 3.",
          "30 cartes marché, 6 de chaque fruit : ananas, poire, prunes, bananes, fraises. Le "
          "prix de base d'une carte est le nombre de fruits dessinés : 1, 1, 2, 2, 3."),
    _rule(R.COMP_5, "Market Island", "Île du marché",
          "The Market Island holds the face-down deck, the 4 face-up slots M1 to M4, and 4 "
          "districts, each showing one of the four winning combinations.",
          "L'île du marché porte la pioche face cachée, les 4 emplacements face visible M1 "
          "à M4, et 4 quartiers qui montrent chacun l'une des quatre combinaisons "
          "gagnantes."),
    _rule(R.BOARD_1, "The ring of spaces", "L'anneau des cases",
          "On each island the Harvest House (H) is at the top, then farms F1 to F6 clockwise, "
          "one farm card each, and back to H; Storage, in the centre, is not on the ring.",
          "Sur chaque île, la Harvest House (H) est en haut, puis les fermes F1 à F6 dans le "
          "sens horaire, une carte ferme chacune, et retour à H ; le stock, au centre, "
          "n'est pas sur l'anneau."),
    _rule(R.BOARD_2, "Seeds at the start", "Graines au départ",
          "The 18 seeds go to Storage, then 2 onto each of the first 3 farms clockwise from "
          "the Harvest House: H 0, F1 2, F2 2, F3 2, F4 to F6 0, Storage 12.",
          "Les 18 graines vont au stock, puis 2 sur chacune des 3 premières fermes après la "
          "Harvest House dans le sens horaire : H 0, F1 2, F2 2, F3 2, F4 à F6 0, stock 12."),
    _rule(R.BOARD_3, "Prices on the Market Island", "Les prix de l'île du marché",
          "6 cards of each fruit; a price is the fruits on the card (1, 1, 2, 2, 3) plus 3, "
          "2, 1 or 0 by slot from left to right: a pear far right costs 1, a strawberry far "
          "left 6.",
          "6 cartes de chaque fruit ; un prix est le nombre de fruits de la carte (1, 1, 2, "
          "2, 3) plus 3, 2, 1 ou 0 selon l'emplacement, de gauche à droite : une poire tout à "
          "droite coûte 1, une fraise tout à gauche 6."),
    _rule(R.BOARD_4, "Farm cards by colour", "Les cartes ferme par couleur",
          "24 farm cards: 4 colour sets (purple, blue, orange, yellow) of 6, raindrops and "
          "the five fruits; each island gets one whole set.",
          "24 cartes ferme : 4 jeux de couleur (violet, bleu, orange, jaune) de 6, gouttes "
          "de pluie et les cinq fruits ; chaque île reçoit un jeu complet."),
    _rule(R.SETUP_1, "Your island", "Votre île",
          "Each player takes an island board, the 6 farm cards of their colour and their 18 "
          "seeds, which go into Storage.",
          "Chaque joueur prend un plateau île, les 6 cartes ferme de sa couleur et ses 18 "
          "graines, qui vont dans le stock."),
    _rule(R.SETUP_2, "Symmetric setup", "Mise en place symétrique",
          "The start player's farm cards are shuffled and laid on the 6 farm spaces; every "
          "other player copies the same order.",
          "Les cartes ferme du premier joueur sont mélangées et posées sur les 6 cases de "
          "ferme ; les autres joueurs reproduisent le même ordre."),
    _rule(R.SETUP_3, "Random setup", "Mise en place aléatoire",
          "Option: each player's farm order is shuffled separately.",
          "Option : l'ordre des fermes de chaque joueur est tiré séparément."),
    _rule(R.SETUP_4, "Starting seeds", "Graines de départ",
          "18 seeds each: 2 on each of F1, F2, F3 (the first three farms clockwise after the "
          "Harvest House), 12 in Storage.",
          "18 graines chacun : 2 sur F1, F2 et F3 (les trois premières fermes après la Harvest "
          "House dans le sens horaire), 12 dans le stock."),
    _rule(R.SETUP_5, "Market", "Marché",
          "The 30 market cards (6 of each fruit) are shuffled; 4 are revealed in M1..M4 "
          "(3 in the no-market variant, 1 of the 5 solo cards in solo).",
          "Les 30 cartes marché (6 de chaque fruit) sont mélangées ; 4 sont révélées en "
          "M1..M4 (3 dans la variante sans marché, 1 des 5 cartes en solo)."),
    _rule(R.SETUP_6, "Start player", "Premier joueur",
          "The printed rules pick whoever ate fruit most recently, Board Game Arena picks "
          "one; here the start player sits as Player 1. Play goes clockwise.",
          "La règle imprimée désigne celui qui a mangé un fruit le plus récemment, Board "
          "Game Arena en désigne un ; ici, le premier joueur est le joueur 1. On joue dans "
          "le sens horaire."),
    _rule(R.TURN, "A turn", "Un tour",
          "Plant (again while the last seed falls in the Harvest House), then water or collect. "
          "No passing.",
          "Planter (encore tant que la dernière graine tombe dans la Harvest House), puis "
          "arroser ou collecter. On ne passe pas."),
    _rule(R.PLANT_1, "Sowing", "Planter",
          "Take all seeds of one of your farms and drop them one by one on the following "
          "spaces clockwise, the Harvest House included; a sowing of 7 or more laps the ring "
          "and drops into its own farm too ([OPEN], no skip).",
          "Prenez toutes les graines d'une de vos fermes et déposez-les une par une sur les "
          "cases suivantes dans le sens horaire, Harvest House comprise ; 7 graines ou plus "
          "font le tour et retombent aussi sur la ferme de départ ([OPEN], sans saut)."),
    _rule(R.PLANT_2, "Active farm", "Ferme active",
          "The farm that receives the last seed is the active farm.",
          "La ferme qui reçoit la dernière graine est la ferme active."),
    _rule(R.PLANT_3, "Harvest House bonus", "Bonus de la Harvest House",
          "If the last seed falls in the Harvest House, plant again.",
          "Si la dernière graine tombe dans la Harvest House, plantez à nouveau."),
    _rule(R.PLANT_4, "No seeds on farms", "Aucune graine sur les fermes",
          "With no seed on any farm at the start of your turn, put 3 seeds on F1, F2, F3, from "
          "Storage (from the Harvest House when Storage is short); your turn ends. The same "
          "after a sowing that ended in the Harvest House ([OPEN]).",
          "Si aucune ferme n'a de graine au début de votre tour, posez 3 graines sur F1, F2, "
          "F3, prises au stock (à la Harvest House si le stock ne suffit pas) ; votre tour "
          "s'arrête. De même après une plantation finie dans la Harvest House ([OPEN])."),
    _rule(R.ACT, "Water or collect", "Arroser ou collecter",
          "After planting, either collect a market card of your active farm's fruit or water "
          "the active farm; one of the two, never neither.",
          "Après avoir planté, collectez une carte marché du fruit de votre ferme active ou "
          "arrosez la ferme active ; l'un des deux, jamais aucun."),
    _rule(R.COLLECT_1, "Price", "Prix",
          "You may collect a market card of your active farm's fruit if your Harvest House "
          "holds its price: base (fruits drawn: 1, 1, 2, 2, 3) + slot surcharge M1 +3, M2 +2, "
          "M3 +1, M4 +0.",
          "Vous pouvez collecter une carte marché du fruit de votre ferme active si votre "
          "Harvest House contient son prix : base (fruits dessinés : 1, 1, 2, 2, 3) + "
          "surcoût de l'emplacement M1 +3, M2 +2, M3 +1, M4 +0."),
    _rule(R.COLLECT_CHOICE, "Free choice", "Choix libre",
          "With several matching cards you buy any one you can afford, each at its price; "
          "one card a turn.",
          "S'il y a plusieurs cartes correspondantes, vous achetez celle que vous voulez "
          "parmi celles à votre portée, chacune à son prix ; une carte par tour."),
    _rule(R.COLLECT_2, "Payment", "Paiement",
          "The price goes from the Harvest House back to Storage (the rest stays), and every "
          "seed of the active farm goes to Storage too.",
          "Le prix retourne de la Harvest House au stock (le reste y demeure), et toutes les "
          "graines de la ferme active retournent aussi au stock."),
    _rule(R.COLLECT_3, "Sliding market", "Marché qui glisse",
          "The cards left of the emptied slot slide one slot right; a new card fills M1; an "
          "exhausted deck leaves it empty ([OPEN]).",
          "Les cartes à gauche de l'emplacement vidé glissent d'un cran à droite ; une "
          "nouvelle carte remplit M1 ; paquet épuisé : l'emplacement reste vide ([OPEN])."),
    _rule(R.WATER_1, "Watering", "Arroser",
          "Otherwise water: as many seeds as symbols on the active farm card go from Storage "
          "onto it (what Storage has, [OPEN]). Allowed instead of a purchase; a raindrop farm "
          "never collects.",
          "Sinon arrosez : autant de graines que de symboles de la carte ferme active passent "
          "du stock sur elle (ce que le stock contient, [OPEN]). Permis à la place d'un achat ; "
          "une ferme gouttes de pluie ne collecte jamais."),
    _rule(R.WIN_1, "Winning combinations", "Combinaisons gagnantes",
          "5 different fruits, 4 of a kind, a full house 3+2, or 3 pairs, contained in your "
          "market cards.",
          "5 fruits différents, 4 identiques, un full 3+2 ou 3 paires, contenus dans vos "
          "cartes marché."),
    _rule(R.END_1, "End of the game", "Fin de partie",
          "When a player completes a combination the round is finished (up to the player "
          "before the start player); a lone holder wins.",
          "Quand un joueur réunit une combinaison, le tour de table est terminé (jusqu'au "
          "joueur avant le premier joueur) ; s'il est seul à en avoir une, il gagne."),
    _rule(R.END_2, "Tie-break", "Départage",
          "Several holders: more fruits on market cards, then more seeds on farms (directions "
          "not found in the sources; the tutor's reading, each direction a setting: "
          "tiebreak_fruit, tiebreak_seeds).",
          "Plusieurs détenteurs : plus de fruits sur les cartes marché, puis plus de graines "
          "sur les fermes (sens non trouvé dans les sources ; lecture du tuteur, chaque sens "
          "est un réglage : tiebreak_fruit, tiebreak_seeds)."),
    _rule(R.VAR_NOMARKET, "Variant without the Market Island", "Variante sans île du marché",
          "3 cards on offer at their base price; whoever buys a 5th card ends the game at once "
          "and wins ([OPEN]). Settings: variant_end=round finishes the round first; "
          "variant_winner=combination makes the holders of a winning combination win "
          "(tie-break FRU-END-2; nobody holds one: the buyers of a 5th card).",
          "3 cartes proposées au prix de base ; qui achète sa 5e carte termine aussitôt la "
          "partie et gagne ([OPEN]). Réglages : variant_end=round termine d'abord le tour de "
          "table ; variant_winner=combination fait gagner les détenteurs d'une combinaison "
          "gagnante (départage FRU-END-2 ; personne n'en a : les acheteurs d'une 5e carte)."),
    _rule(R.SOLO_1, "Solo market", "Marché solo",
          "5 cards, one of each fruit, shuffled; one on offer at a time, at its base price "
          "([OPEN]).",
          "5 cartes, une de chaque fruit, mélangées ; une seule proposée à la fois, au prix "
          "de base ([OPEN])."),
    _rule(R.SOLO_2, "Solo purchase", "Achat en solo",
          "A purchase spends every seed of the Harvest House for good; the active farm's "
          "seeds still return to Storage.",
          "Un achat dépense définitivement toutes les graines de la Harvest House ; celles de "
          "la ferme active retournent bien au stock."),
    _rule(R.SOLO_3, "Solo end", "Fin en solo",
          "Won with the 5 cards; lost, checked at the end of each turn, when Storage is empty "
          "or no farm holds a seed (even with seeds left in Storage, the sheet's reading).",
          "Gagné avec les 5 cartes ; perdu, vérifié à la fin de chaque tour, quand le stock "
          "est vide ou qu'aucune ferme n'a de graine (même s'il en reste au stock, lecture "
          "de la fiche)."),
    _rule(R.OPEN_SOLO_LOSS, "Solo: no seed left on the farms",
          "Solo : plus de graine sur les fermes",
          "The help page says the solo game is lost when there are no seeds left on the "
          "farms, only in the Harvest House ([OPEN]). The tutor takes it at its word: lost "
          "then, even with seeds still in Storage.",
          "La page d'aide dit que la partie solo est perdue quand il n'y a plus de graines "
          "sur les fermes, uniquement dans la Harvest House ([OPEN]). Le tuteur la prend au "
          "mot : perdue alors, même s'il reste des graines au stock."),
    _rule(R.OPEN_FIRST5, "Variant: the 5th card", "Variante : la 5e carte",
          "The help page says the variant without the Market Island ends when a player has "
          "bought their 5th card ([OPEN]): by default the game ends at once, its words; the "
          "setting variant_end=round finishes the round first.",
          "La page d'aide dit que la variante sans île du marché se termine quand un joueur "
          "a acheté sa 5e carte ([OPEN]) : par défaut la partie s'arrête aussitôt, ses mots ; "
          "le réglage variant_end=round termine d'abord le tour de table."),
]

RULEBOOK: dict[str, Rule] = {r.id: r for r in _RULES}

#: The fact sheet's rules this tutor does not implement, each with the reason (none).
NOT_IMPLEMENTED: dict[str, Rule] = {}
