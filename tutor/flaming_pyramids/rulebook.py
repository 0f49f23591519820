"""Flaming Pyramids rule IDs with their EN/FR titles and summaries.

IDs follow the fact sheet (``FP-*``). The single source of rule prose for the notebook
and for the engine's citations. The fire-die results carry IDs of our own
(``FP-DIE-1..4``): the fact sheet names only the section ``FP-DIE``.
Where the fact sheet marks a point [OPEN], the summary says which reading we follow.
"""

from __future__ import annotations

from enum import StrEnum

from tutor.core.rulebook import Rule
from tutor.core.rulebook import rule as _rule


#: The shape of this game's rule IDs in its fact sheet (prefix, family, number or name).
RULE_ID_PATTERN = r"FP-[A-Z]+-\d+"


class R(StrEnum):
    COMP_1 = "FP-COMP-1"
    COMP_2 = "FP-COMP-2"
    COMP_3 = "FP-COMP-3"
    SETUP_1 = "FP-SETUP-1"
    SETUP_2 = "FP-SETUP-2"
    SETUP_3 = "FP-SETUP-3"
    TURN_1 = "FP-TURN-1"
    TURN_2 = "FP-TURN-2"
    TURN_3 = "FP-TURN-3"
    TURN_4 = "FP-TURN-4"
    PLACE_1 = "FP-PLACE-1"
    PLACE_2 = "FP-PLACE-2"
    PLACE_3 = "FP-PLACE-3"
    PLACE_4 = "FP-PLACE-4"
    PLACE_5 = "FP-PLACE-5"
    BUILD_1 = "FP-BUILD-1"
    BUILD_2 = "FP-BUILD-2"
    BUILD_3 = "FP-BUILD-3"
    BUILD_4 = "FP-BUILD-4"
    BUILD_5 = "FP-BUILD-5"
    COLL_1 = "FP-COLL-1"
    COLL_2 = "FP-COLL-2"
    COLL_3 = "FP-COLL-3"
    COLL_4 = "FP-COLL-4"
    AIR_1 = "FP-AIR-1"
    AIR_2 = "FP-AIR-2"
    AIR_3 = "FP-AIR-3"
    FIRE_1 = "FP-FIRE-1"
    FIRE_2 = "FP-FIRE-2"
    FIRE_3 = "FP-FIRE-3"
    FIRE_4 = "FP-FIRE-4"
    FIRE_5 = "FP-FIRE-5"
    EXPL_1 = "FP-EXPL-1"
    EXPL_2 = "FP-EXPL-2"
    EXPL_3 = "FP-EXPL-3"
    CHAIN_1 = "FP-CHAIN-1"
    CHAIN_2 = "FP-CHAIN-2"
    CHAIN_3 = "FP-CHAIN-3"
    CHAIN_4 = "FP-CHAIN-4"
    CHAIN_5 = "FP-CHAIN-5"
    CHAIN_6 = "FP-CHAIN-6"
    END_1 = "FP-END-1"
    END_2 = "FP-END-2"
    END_3 = "FP-END-3"
    END_4 = "FP-END-4"
    CURSE_1 = "FP-CURSE-1"
    CURSE_2 = "FP-CURSE-2"
    CURSE_3 = "FP-CURSE-3"
    CURSE_4 = "FP-CURSE-4"
    DIE_1 = "FP-DIE-1"
    DIE_2 = "FP-DIE-2"
    DIE_3 = "FP-DIE-3"
    DIE_4 = "FP-DIE-4"


RULES: tuple[Rule, ...] = (
    _rule(R.COMP_1, "45 tiles", "45 tuiles",
          "45 tiles: 40 regular and 5 special. Every tile has a colour and a weight.",
          "45 tuiles : 40 normales et 5 spéciales. Chaque tuile a une couleur et un poids."),
    _rule(R.COMP_2, "Regular tiles", "Tuiles normales",
          "Each colour (yellow, red, green, blue) has one tile of each weight: straw 2/4/6, "
          "wood 10/20/30/40, stone 60/100/120.",
          "Chaque couleur (jaune, rouge, vert, bleu) a une tuile de chaque poids : paille 2/4/6, "
          "bois 10/20/30/40, pierre 60/100/120."),
    _rule(R.COMP_3, "Special tiles", "Tuiles spéciales",
          "The Millstone (200, every colour); two Coals (1, yellow and green); two Blowtorches "
          "(7, red and blue). Coals and Blowtorches are incendiary tiles and never burn.",
          "La meule (200, toutes les couleurs) ; deux feux de charbon (1, jaune et vert) ; deux "
          "chalumeaux (7, rouge et bleu). Charbons et chalumeaux sont incendiaires et ne "
          "brûlent jamais."),
    _rule(R.SETUP_1, "Deal", "Distribution",
          "Shuffle the 45 tiles and deal them evenly; each player makes a face-down draw pile "
          "and draws a hand of 5.",
          "Mélangez les 45 tuiles et distribuez-les équitablement ; chacun en fait sa pioche "
          "face cachée et pioche une main de 5."),
    _rule(R.SETUP_2, "Leftover tiles", "Tuiles restantes",
          "Tiles left over by the deal start the bottom row, side by side; a leftover Coal or "
          "Blowtorch is removed from the game (2 players: 1 leftover, 4: 1, 6: 3).",
          "Les tuiles restantes commencent la rangée du bas, côte à côte ; un charbon ou un "
          "chalumeau restant est retiré du jeu (2 joueurs : 1 restante, 4 : 1, 6 : 3)."),
    _rule(R.SETUP_3, "First player", "Premier joueur",
          "A first player is chosen; play passes clockwise (seat 1, 2, ...).",
          "Un premier joueur est désigné ; on joue dans le sens horaire (place 1, 2, ...)."),
    _rule(R.TURN_1, "Play one tile", "Poser une tuile",
          "On your turn you must play exactly one tile from your hand; you may never pass.",
          "À votre tour, vous devez poser exactement une tuile de votre main ; passer est "
          "interdit."),
    _rule(R.TURN_2, "Place, then mayhem", "Pose, puis chaos",
          "Place the tile at a legal site, then all mayhem is resolved.",
          "Posez la tuile à un emplacement permis, puis tout le chaos est résolu."),
    _rule(R.TURN_3, "Refill to 5", "Compléter à 5",
          "At the end of your turn, draw from your pile until you hold 5 tiles (fewer if it runs "
          "out). Tiles buried this turn may be drawn at once.",
          "À la fin de votre tour, piochez jusqu'à avoir 5 tuiles (moins si la pioche s'épuise). "
          "Les tuiles enterrées pendant ce tour peuvent être piochées aussitôt."),
    _rule(R.TURN_4, "Win check", "Vérification de victoire",
          "Whether you have won is checked at the end of your turn.",
          "La victoire se vérifie à la fin de votre tour."),
    _rule(R.PLACE_1, "Empty table", "Table vide",
          "With no tile on the table, place your tile anywhere: it starts the bottom row.",
          "Si aucune tuile n'est en jeu, posez votre tuile au centre : elle commence la base."),
    _rule(R.PLACE_2, "One tile", "Une seule tuile",
          "With exactly one tile on the table, place yours directly left or right of it.",
          "Si une seule tuile est en jeu, posez la vôtre juste à sa gauche ou à sa droite."),
    _rule(R.PLACE_3, "Open sites are compulsory", "Emplacements obligatoires",
          "An open site is an empty place resting on two side-by-side tiles, or a gap in the "
          "bottom row. If there is one you must use one; if several, you choose.",
          "Un emplacement ouvert est une place vide reposant sur deux tuiles côte à côte, ou un "
          "trou dans la rangée du bas. S'il y en a un, vous devez l'utiliser ; s'il y en a "
          "plusieurs, vous choisissez."),
    _rule(R.PLACE_4, "Extend the base", "Agrandir la base",
          "With no open site (a complete pyramid shape), place your tile at the left or right "
          "end of the bottom row.",
          "Sans emplacement ouvert (forme de pyramide complète), posez votre tuile à gauche ou "
          "à droite de la base."),
    _rule(R.PLACE_5, "Never overhang", "Jamais en porte-à-faux",
          "You may never place a tile on only one tile or on nothing; such tiles only come "
          "from mayhem.",
          "On ne pose jamais une tuile sur une seule tuile ou dans le vide ; cela n'arrive que "
          "par le chaos."),
    _rule(R.BUILD_1, "Colour or weight", "Couleur ou poids",
          "A tile above the bottom row must share its colour or its weight with at least one "
          "of its two supports.",
          "Une tuile au-dessus de la base doit avoir la couleur ou le poids d'au moins une des "
          "deux tuiles qui la portent."),
    _rule(R.BUILD_2, "No overload", "Pas de surpoids",
          "And its weight must be at most the sum of its two supports' weights. The bottom row "
          "has no building regulations.",
          "Et son poids doit être au plus la somme des poids de ses deux appuis. La rangée du "
          "bas n'a pas de règle de construction."),
    _rule(R.BUILD_3, "Millstone", "Meule",
          "The Millstone matches every colour, both ways; anything on it is light enough. On "
          "top, it needs supports weighing 200 together.",
          "La meule est de toutes les couleurs, dans les deux sens ; tout ce qu'on pose dessus "
          "est assez léger. Posée elle-même au-dessus de la base, elle demande deux appuis "
          "pesant au moins 200 à eux deux."),
    _rule(R.BUILD_4, "Incendiary tiles build too", "Les incendiaires aussi",
          "Coals and Blowtorches follow the same rules with their own colour and weight.",
          "Charbons et chalumeaux suivent les mêmes règles avec leur couleur et leur poids."),
    _rule(R.BUILD_5, "Breaking them collapses", "Sinon, effondrement",
          "A placement that breaks the colour-or-weight rule or the load rule collapses.",
          "Une pose qui enfreint la règle couleur-ou-poids ou la règle de charge s'effondre."),
    _rule(R.COLL_1, "Supports buried", "Appuis enterrés",
          "In a collapse, the two supports are buried under the active player's draw pile.",
          "Lors d'un effondrement, les deux appuis vont sous la pioche du joueur actif."),
    _rule(R.COLL_2, "The tile slides", "La tuile glisse",
          "The offending tile drops one row, to the lower left or lower right: the player "
          "chooses.",
          "La tuile fautive descend d'un étage, en bas à gauche ou en bas à droite : le joueur "
          "choisit."),
    _rule(R.COLL_3, "Chain reaction", "Réaction en chaîne",
          "Landing on two tiles, it is checked again and may collapse again; the bottom row is "
          "always safe.",
          "Si elle retombe sur deux tuiles, elle est vérifiée de nouveau et peut s'effondrer "
          "encore ; la base est toujours sûre."),
    _rule(R.COLL_4, "Lost supports", "Appuis perdus",
          "Tiles that rested on a removed tile overhang (one support left, they stay) or are "
          "in free air (none left).",
          "Les tuiles posées sur une tuile retirée sont en porte-à-faux (il reste un appui, "
          "elles restent) ou dans le vide (aucun appui)."),
    _rule(R.AIR_1, "Free air", "Dans le vide",
          "A tile with no support must fall to its lower left or lower right (the player "
          "chooses), again and again while it is in free air.",
          "Une tuile sans appui tombe en bas à gauche ou en bas à droite (le joueur choisit), "
          "tant qu'elle est dans le vide."),
    _rule(R.AIR_2, "Landing is checked", "L'atterrissage est vérifié",
          "A fallen tile that lands on two tiles is checked for collapse.",
          "Une tuile tombée sur deux tuiles est vérifiée : elle peut s'effondrer."),
    _rule(R.AIR_3, "Overhanging tiles stay", "Le porte-à-faux tient",
          "A tile with one support does not fall. Reading followed: it is not checked against "
          "the building rules until it has two supports again (the fact sheet leaves this "
          "open).",
          "Une tuile sur un seul appui ne tombe pas. Lecture retenue : elle n'est pas vérifiée "
          "avant d'avoir de nouveau deux appuis (point laissé ouvert par la fiche)."),
    _rule(R.FIRE_1, "Coal fire", "Feu de charbon",
          "An armed Coal touching straw (2/4/6) sets it alight; the fire spreads through "
          "touching straw only.",
          "Un charbon armé au contact de paille (2/4/6) l'enflamme ; le feu se propage de "
          "paille en paille seulement."),
    _rule(R.FIRE_2, "Blowtorch fire", "Feu de chalumeau",
          "An armed Blowtorch touching straw or wood (10–40) sets them alight; the fire spreads "
          "through touching straw and wood.",
          "Un chalumeau armé au contact de paille ou de bois (10–40) les enflamme ; le feu se "
          "propage par la paille et le bois."),
    _rule(R.FIRE_3, "Burnt tiles", "Tuiles brûlées",
          "Burnt tiles are buried under the player's pile; the incendiary tile leaves the "
          "game. Collapses may follow.",
          "Les tuiles brûlées vont sous la pioche du joueur ; la tuile incendiaire est retirée "
          "du jeu. Des effondrements peuvent suivre."),
    _rule(R.FIRE_4, "Legal placement first", "D'abord une pose réglementaire",
          "An incendiary tile that caused a collapse never starts a fire.",
          "Une tuile incendiaire qui a provoqué un effondrement ne déclenche jamais d'incendie."),
    _rule(R.FIRE_5, "Armed incendiaries", "Incendiaires armés",
          "An incendiary is armed when it enters the pyramid by a legal placement and stays "
          "armed while in play; one that caused a collapse is never armed. A fire starts "
          "whenever an armed incendiary touches something it can burn.",
          "Un incendiaire est armé quand il entre dans la pyramide par une pose réglementaire "
          "et le reste tant qu'il est en jeu ; celui qui a provoqué un effondrement ne l'est "
          "jamais. Un feu part dès qu'un incendiaire armé touche ce qu'il peut brûler."),
    _rule(R.EXPL_1, "Two incendiaries touch", "Deux incendiaires se touchent",
          "Whenever two incendiary tiles touch, they explode (no other condition).",
          "Dès que deux tuiles incendiaires se touchent, elles explosent (sans autre "
          "condition)."),
    _rule(R.EXPL_2, "Blast", "Souffle",
          "Every tile touching either of the two is buried under the player's pile; the two "
          "leave the game. Collapses may follow.",
          "Toutes les tuiles au contact de l'une des deux vont sous la pioche du joueur ; les "
          "deux sont retirées du jeu. Des effondrements peuvent suivre."),
    _rule(R.EXPL_3, "Three or more", "Trois ou plus",
          "If more than two touch, the first in scan order explodes with its first touching "
          "incendiary; the others are buried like any other tile.",
          "Si plus de deux se touchent, la première dans l'ordre de lecture explose avec sa "
          "première voisine incendiaire ; les autres sont enterrées comme les autres tuiles."),
    _rule(R.CHAIN_1, "Checking order", "Ordre des vérifications",
          "After a placement: tiles in free air, then collapses, explosions, fire, and the "
          "curse (variant).",
          "Après une pose : tuiles dans le vide, puis effondrements, explosions, feu et "
          "malédiction (variante)."),
    _rule(R.CHAIN_2, "Top to bottom, left to right", "Du haut vers le bas, de gauche à droite",
          "Each check scans from the top row down and left to right; the first hit is "
          "resolved.",
          "Chaque vérification parcourt la pyramide du sommet vers la base et de gauche à "
          "droite ; le premier cas trouvé est résolu."),
    _rule(R.CHAIN_3, "Until calm", "Jusqu'au calme",
          "After each event the checks start again from the first; they stop when nothing "
          "happens.",
          "Après chaque événement, on reprend à la première vérification ; on s'arrête quand "
          "plus rien ne se passe."),
    _rule(R.CHAIN_4, "Every tile is checked", "Toutes les tuiles sont vérifiées",
          "Every tile on two supports is checked, so a tile whose supports changed can "
          "collapse although it was legal when placed.",
          "Toute tuile sur deux appuis est vérifiée : une tuile dont les appuis ont changé "
          "peut s'effondrer alors qu'elle était réglementaire."),
    _rule(R.CHAIN_5, "Who takes the tiles", "Qui prend les tuiles",
          "All removed or burnt tiles go to the active player, except under the curse.",
          "Toutes les tuiles retirées ou brûlées vont au joueur actif, sauf en cas de malédiction."),
    _rule(R.CHAIN_6, "Order of burial", "Ordre d'enterrement",
          "Tiles buried by one event go under the pile in scan order, each under the previous "
          "one.",
          "Les tuiles enterrées par un même événement passent sous la pioche dans l'ordre de "
          "lecture, chacune sous la précédente."),
    _rule(R.END_1, "No tiles left", "Plus de tuiles",
          "You win if, at the end of your turn, your hand and your pile are both empty.",
          "Vous gagnez si, à la fin de votre tour, votre main et votre pioche sont vides."),
    _rule(R.END_2, "Buried tiles come back", "Les tuiles enterrées reviennent",
          "Playing your last tile is not enough if mayhem buries tiles under your pile: you "
          "draw them and play on.",
          "Poser sa dernière tuile ne suffit pas si le chaos enterre des tuiles sous votre "
          "pioche : vous les piochez et continuez."),
    _rule(R.END_3, "No ties", "Pas d'égalité",
          "Only the active player can reach zero tiles, so there are no ties.",
          "Seul le joueur actif peut arriver à zéro, il n'y a donc pas d'égalité."),
    _rule(R.END_4, "Curse on the last tile", "Malédiction sur la dernière tuile",
          "If your last tile causes a curse, the cursed tiles go to another player: you hold "
          "nothing and win.",
          "Si votre dernière tuile déclenche une malédiction, les tuiles maudites vont à un "
          "autre joueur : vous n'avez plus rien et gagnez."),
    _rule(R.CURSE_1, "Three equal weights", "Trois poids identiques",
          "Curse variant: a tile and its two supports with the same weight form a cursed "
          "pyramid (checked after the building rules).",
          "Variante malédiction : une tuile et ses deux appuis de même poids forment une "
          "pyramide maudite (vérifiée après les règles de construction)."),
    _rule(R.CURSE_2, "The previous player takes them", "Le joueur précédent les prend",
          "The turn stops; the previous player (counter-clockwise) buries the three tiles under "
          "their pile and takes every tile lost to the mayhem that follows. Reading followed: "
          "that player chooses the slide directions, and the active player still refills.",
          "Le tour s'arrête ; le joueur précédent (sens antihoraire) met les trois tuiles sous "
          "sa pioche et reçoit les tuiles perdues dans le chaos qui suit. Lecture retenue : ce "
          "joueur choisit les glissements, et le joueur actif complète quand même sa main."),
    _rule(R.CURSE_3, "Curse after curse", "Malédiction sur malédiction",
          "A further curse from that resolution goes one more player counter-clockwise.",
          "Une nouvelle malédiction dans cette résolution va au joueur encore précédent."),
    _rule(R.CURSE_4, "Play resumes", "Le jeu reprend",
          "Afterwards play resumes with the player after the one who caused the first curse.",
          "Ensuite le jeu reprend avec le joueur qui suit celui qui a causé la première "
          "malédiction."),
    _rule(R.DIE_1, "Fire die: fire, the tile stays", "Dé de feu : feu, la tuile reste",
          "Fire-die variant: instead of burning at once, roll a die. 1–3: the fire burns as "
          "usual but the incendiary tile stays in play.",
          "Variante dé de feu : au lieu de brûler aussitôt, on lance un dé. 1–3 : le feu brûle "
          "normalement mais la tuile incendiaire reste en jeu."),
    _rule(R.DIE_2, "Fire die: fire, the tile leaves", "Dé de feu : feu, la tuile part",
          "4: the fire burns as usual and the incendiary tile leaves the game.",
          "4 : le feu brûle normalement et la tuile incendiaire est retirée du jeu."),
    _rule(R.DIE_3, "Fire die: explosion", "Dé de feu : explosion",
          "5: the incendiary tile explodes: it leaves the game and every tile touching it is "
          "buried (no spreading).",
          "5 : la tuile incendiaire explose : elle est retirée du jeu et toutes les tuiles à "
          "son contact sont enterrées (sans propagation)."),
    _rule(R.DIE_4, "Fire die: the fire goes out", "Dé de feu : le feu s'éteint",
          "6: the fire goes out; nothing burns and the tile stays, disarmed.",
          "6 : le feu s'éteint ; rien ne brûle et la tuile reste, désarmée."),
)

RULEBOOK: dict[R, Rule] = {rule.id: rule for rule in RULES}

#: The fact sheet's rules this tutor does not implement, each with the reason (none).
NOT_IMPLEMENTED: dict[str, Rule] = {}
assert set(RULEBOOK) == set(R), "every rule ID needs its text"
