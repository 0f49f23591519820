"""Big Monster rule IDs with their EN/FR titles and summaries.

IDs follow the fact sheet (``BM-*``). Where it marks an open point or a probable BGA bug,
the summary says which reading the engine follows (the recommended one, or the seed's where
the seed speaks). The single source of rule prose for the engine's citations.
"""

from __future__ import annotations

from enum import StrEnum

from tutor.core.rulebook import Rule
from tutor.core.rulebook import rule as _rule

#: The shape of this game's rule IDs in its fact sheet.
RULE_ID_PATTERN = r"BM-[A-Z]+(?:-[A-Z0-9]+)*"

_TEXTS: tuple[tuple[str, str, str, str, str], ...] = (
    ("BM-COMP-TILES", "Monster tiles", "Tuiles monstre",
     "80 tiles with 2 or 4 players, 60 with 3, 100 with 5, 120 with 6 (catalogue counts).",
     "80 tuiles à 2 ou 4 joueurs, 60 à 3, 100 à 5, 120 à 6 (comptes du catalogue)."),
    ("BM-COMP-LAND", "Seven landscapes", "Sept paysages",
     "Ice (mutants and mutagenic monsters), lake, lava, swamp, grassland, desert, rune.",
     "Glace (mutants et mutagènes), lac, lave, marais, prairie, désert, rune."),
    ("BM-COMP-MUT", "Mutation tiles", "Tuiles mutation",
     "A mutated ice monster is covered by its mutation tile, flipped for a 2nd mutation.",
     "Un monstre de glace muté est couvert de sa tuile mutation, retournée à la 2e mutation."),
    ("BM-COMP-EXPL", "Explorers", "Explorateurs",
     "12 explorers; the 2 black ones only with 4 or more players.",
     "12 explorateurs ; les 2 noirs seulement à 4 joueurs ou plus."),
    ("BM-COMP-MEDALS", "Medals", "Médailles",
     "Medals of +5, the desert medal of +10 and the penalty medal of −10.",
     "Médailles de +5, la médaille désert de +10 et la médaille pénalité de −10."),
    ("BM-COMP-SWAMP", "Five swamps", "Cinq marais",
     "Exactly 5 swamp tiles in every game, whatever the number of players.",
     "Exactement 5 tuiles marais dans chaque partie, quel que soit le nombre de joueurs."),
    ("BM-COMP-MEDALS-BOX", "Spare medals", "Médailles de réserve",
     "Players who win the same medal in the same turn each get one (spares of the same "
     "value); the engine keeps the list of winners.",
     "Les joueurs qui gagnent la même médaille au même tour en reçoivent chacun une "
     "(réserve de même valeur) ; le moteur garde la liste des gagnants."),
    ("BM-GEO-CELL", "Half-tile cells", "Cases d'une demi-tuile",
     "The landing area is a grid of half-tile cells, y downward; a monster tile covers "
     "(x,y) and (x,y+1); tiles never overlap.",
     "L'aire d'atterrissage est une grille de demi-tuiles, y vers le bas ; une tuile "
     "monstre couvre (x,y) et (x,y+1) ; les tuiles ne se chevauchent jamais."),
    ("BM-GEO-MUTAGEN", "Mutagenic tiles lie flat", "Les mutagènes sont couchés",
     "A mutagenic tile is 2 cells wide and 1 tall: (x,y) and (x+1,y).",
     "Une tuile mutagène fait 2 cases de large et 1 de haut : (x,y) et (x+1,y)."),
    ("BM-GEO-EXPL", "The explorer tile", "La tuile explorateur",
     "The explorer covers the 2×2 block (0,0), (1,0), (0,1), (1,1).",
     "L'explorateur couvre le carré (0,0), (1,0), (0,1), (1,1)."),
    ("BM-GEO-UPRIGHT", "Never rotated", "Jamais tournées",
     "Tiles are never rotated: a tile's shape is its kind's.",
     "Les tuiles ne sont jamais tournées : leur forme est celle de leur sorte."),
    ("BM-SETUP-EXPL", "Choosing an explorer", "Choix de l'explorateur",
     "Each player secretly gets 2 explorers and keeps 1; the other is his ship.",
     "Chaque joueur reçoit en secret 2 explorateurs et en garde 1 ; l'autre est son vaisseau."),
    ("BM-SETUP-DEAL", "The deal", "La distribution",
     "With 4–6 players, 10 tiles per player per round.",
     "À 4–6 joueurs, 10 tuiles par joueur et par manche."),
    ("BM-SETUP-MEDALS", "Medals in play", "Médailles en jeu",
     "Desert, rune and penalty, plus one medal drawn for each of 4 slots, all different "
     "(BGA's pools).",
     "Désert, rune et pénalité, plus une médaille tirée pour chacun des 4 emplacements, "
     "toutes différentes (tirage de BGA)."),
    ("BM-SETUP-MEDALS-TEAM", "Team medals", "Médailles d'équipe",
     "Team game: desert, rune, penalty and 2 drawn types (BGA's pools).",
     "Partie en équipes : désert, rune, pénalité et 2 types tirés (tirage de BGA)."),
    ("BM-DRAFT-SIMUL", "Choose at the same time", "Choisir en même temps",
     "All players at once choose 1 tile, face down: the choices stay hidden until all "
     "have chosen.",
     "Tous les joueurs choisissent en même temps 1 tuile, face cachée : les choix restent "
     "cachés jusqu'à ce que tous aient choisi."),
    ("BM-DRAFT-PASS", "Pass the rest", "Passer le reste",
     "The rest of the hand goes on the free ship of another player; what lies on your "
     "ship is your next hand.",
     "Le reste de la main va sur le vaisseau libre d'un autre joueur ; ce qui est sur "
     "votre vaisseau est votre prochaine main."),
    ("BM-DRAFT-OWN", "Not on your own ship", "Pas sur son vaisseau",
     "Never on your own ship, unless you are the last to pass and it is the only free "
     "one (the black female explorer may always use hers).",
     "Jamais sur son propre vaisseau, sauf si l'on est le dernier à passer et que c'est le "
     "seul libre (l'exploratrice noire peut toujours utiliser le sien)."),
    ("BM-DRAFT-REVEAL", "Reveal and place", "Révéler et poser",
     "When every hand is passed, all reveal and place their tile, then medals are checked.",
     "Quand toutes les mains sont passées, tous révèlent et posent leur tuile, puis on "
     "vérifie les médailles."),
    ("BM-ROUND-NINE", "Nine turns", "Neuf tours",
     "A round is 9 turns; on the 9th each keeps 1 of his 2 tiles and discards the other.",
     "Une manche fait 9 tours ; au 9e chacun garde 1 de ses 2 tuiles et défausse l'autre."),
    ("BM-ROUND-TWO", "Two rounds", "Deux manches",
     "After round 1, 10 new tiles each; the game ends after round 2.",
     "Après la manche 1, 10 nouvelles tuiles chacun ; la partie finit après la manche 2."),
    ("BM-ROW-REVEAL", "The row", "La rangée",
     "2–3 players: a row of 2 tiles per player is revealed.",
     "À 2–3 joueurs : on révèle une rangée de 2 tuiles par joueur."),
    ("BM-ROW-PICK", "Take one, discard one", "Une prise, une défausse",
     "In turn from the first player, each takes 1 tile of the row and discards another.",
     "À tour de rôle depuis le premier joueur, chacun prend 1 tuile de la rangée et en "
     "défausse une autre."),
    ("BM-ROW-FIRST", "Next first player", "Premier joueur suivant",
     "The player who discarded the last tile starts the next turn (the seed); BGA: the "
     "2nd player of the turn.",
     "Le joueur qui a défaussé la dernière tuile commence le tour suivant (la source) ; "
     "BGA : le 2e joueur du tour."),
    ("BM-ROW-FIRST-ENGINE", "The engine's first player", "Le premier joueur du moteur",
     "Default: the seed's rule; the option 'BGA first player' plays BGA's.",
     "Par défaut : la règle de la source ; l'option « premier joueur BGA » joue celle de BGA."),
    ("BM-ROW-TWO", "Two rows", "Deux rangées",
     "From turn 2 (2 players) or 3 (3 players), 2 rows are shown; the first player "
     "chooses the one used; the last turn has one.",
     "Dès le tour 2 (2 joueurs) ou 3 (3 joueurs), 2 rangées sont visibles ; le premier "
     "joueur choisit celle utilisée ; le dernier tour n'en a qu'une."),
    ("BM-ROW-END", "End of the rows", "Fin des rangées",
     "Play goes on until the supply is empty (BGA); BGA also offers the draft at 3.",
     "On joue jusqu'à épuisement des tuiles (BGA) ; BGA propose aussi le draft à 3."),
    ("BM-PLACE-ADJ", "Next to a tile", "À côté d'une tuile",
     "The tile must touch by an edge the explorer or a tile already placed; half-tile "
     "offsets are allowed.",
     "La tuile doit toucher par un côté l'explorateur ou une tuile déjà posée ; les "
     "décalages d'une demi-tuile sont permis."),
    ("BM-PLACE-UP", "Right way up", "Dans le bon sens",
     "The monsters stand on their legs: no rotation.",
     "Les monstres sont debout sur leurs pattes : aucune rotation."),
    ("BM-PLACE-ANY", "Any next to any", "N'importe où",
     "Any monster may sit next to any other; completing a crystal is not required.",
     "Tout monstre peut être posé à côté de tout autre ; compléter un cristal n'est pas "
     "exigé."),
    ("BM-PLACE-FIXED", "A tile stays", "Une tuile reste",
     "A placed tile never moves.", "Une tuile posée ne bouge plus."),
    ("BM-PLACE-MUTATE", "Mutation at once", "Mutation immédiate",
     "An ice monster reached by a mutagenic ray mutates at once.",
     "Un monstre de glace atteint par un rayon mutagène mute immédiatement."),
    ("BM-ICE", "Ice monster points", "Points des monstres de glace",
     "Unmutated / 1st / 2nd mutation: blue 1/10/—, orange 2/7/20, green 3/8/18, red 4/9/15.",
     "Sans mutation / 1re / 2e : bleu 1/10/—, orange 2/7/20, vert 3/8/18, rouge 4/9/15."),
    ("BM-MUT-DOWN", "Downward rays", "Rayons vers le bas",
     "A downward mutagenic tile at (x,y) mutates an ice tile whose top cell is (x,y+1) "
     "or (x+1,y+1): up to two.",
     "Un mutagène vers le bas en (x,y) fait muter une glace dont la case du haut est "
     "(x,y+1) ou (x+1,y+1) : jusqu'à deux."),
    ("BM-MUT-UP", "Upward ray", "Rayon vers le haut",
     "An upward mutagenic tile at (x,y) has its monster on the right half: it mutates only "
     "the ice tile whose bottom cell is (x+1,y−1).",
     "Un mutagène vers le haut en (x,y) a son monstre sur la moitié droite : il ne fait "
     "muter que la glace dont la case du bas est (x+1,y−1)."),
    ("BM-MUT-ORDER", "Order does not matter", "L'ordre ne compte pas",
     "Ice next to an existing ray, or a ray next to existing ice: it mutates on placement.",
     "Une glace devant un rayon déjà posé, ou un rayon devant une glace : elle mute à la "
     "pose."),
    ("BM-MUT-DOUBLE", "Second mutation", "Seconde mutation",
     "A ray from above and one from below: 2nd mutation (blue stays at 10).",
     "Un rayon d'en haut et un d'en bas : 2e mutation (le bleu reste à 10)."),
    ("BM-MUT-EXPL", "The purple explorer's ray", "Le rayon de l'exploratrice violette",
     "The purple female explorer's upward monster mutates an ice tile at (1,−2).",
     "Le monstre vers le haut de l'exploratrice violette fait muter une glace en (1,−2)."),
    ("BM-MUTAGEN-PTS", "Mutagenic points", "Points des mutagènes",
     "Mutagenic tiles score 0 themselves.", "Les tuiles mutagènes ne rapportent rien."),
    ("BM-BIG", "Big Monsters", "Big Monsters",
     "A half alone scores 1; a left half with the right half just right of it on the same "
     "row scores 11 for the pair.",
     "Une moitié seule vaut 1 ; une moitié gauche avec la moitié droite juste à sa droite "
     "sur la même ligne vaut 11 pour la paire."),
    ("BM-LAVA", "Lava dragons", "Dragons de lave",
     "Blue and green dragons 3, purple 1.", "Dragons bleus et verts 3, violets 1."),
    ("BM-SWAMP", "Swamps", "Marais",
     "n swamp tiles score 2 × n²: 2, 8, 18, 32, 50.",
     "n tuiles marais rapportent 2 × n² : 2, 8, 18, 32, 50."),
    ("BM-GRASS", "Grassland", "Prairies",
     "Each grassland tile scores its printed condition.",
     "Chaque prairie rapporte selon sa condition imprimée."),
    ("BM-GRASS-MEDAL", "2 per medal", "2 par médaille",
     "[OPEN] Counts every medal held, the penalty included, shared or not (BGA counts a "
     "shared medal for nobody: a known BGA bug).",
     "[OUVERT] Compte toutes les médailles tenues, pénalité comprise, partagées ou non "
     "(BGA ne compte une médaille partagée pour personne : un bogue connu)."),
    ("BM-GRASS-LANDS", "1 per landscape", "1 par paysage",
     "[OPEN] A landscape counts from 1 tile, the explorer never (BGA needs 2 ice tiles: a "
     "probable BGA bug).",
     "[OUVERT] Un paysage compte dès 1 tuile, jamais l'explorateur (BGA exige 2 glaces : "
     "probable bogue)."),
    ("BM-DESERT", "Desert", "Désert",
     "0 points; counts for the desert and penalty medals.",
     "0 point ; compte pour les médailles désert et pénalité."),
    ("BM-RUNE", "Rune", "Rune",
     "0 points; the double rune holds 2 rune monsters.",
     "0 point ; la double rune porte 2 monstres rune."),
    ("BM-CRYS-GREEN", "Green crystal", "Cristal vert",
     "2 points: a right half and the left half of the tile just right of it, same row.",
     "2 points : une moitié droite et la moitié gauche de la tuile juste à sa droite, "
     "même ligne."),
    ("BM-CRYS-RED", "Red crystal", "Cristal rouge",
     "5 points: a bottom half and the top half of the tile just below it.",
     "5 points : une moitié du bas et la moitié du haut de la tuile juste dessous."),
    ("BM-CRYS-BLUE", "Blue crystal", "Cristal bleu",
     "10 points: four quarters meeting at one corner, the 4 tiles on the same grid.",
     "10 points : quatre quarts réunis en un coin, les 4 tuiles alignées."),
    ("BM-CRYS-EXPL", "Explorers' crystals", "Cristaux des explorateurs",
     "An explorer's crystal parts count like a tile's, at its edges and corners.",
     "Les parts de cristal d'un explorateur comptent comme celles d'une tuile."),
    ("BM-CRYS-ONCE", "Once each", "Une fois chacun",
     "Each completed crystal scores once; incomplete parts score nothing.",
     "Chaque cristal complet compte une fois ; les parts isolées ne rapportent rien."),
    ("BM-MEDAL-CHECK", "Medal check", "Attribution des médailles",
     "After every turn's placements: a medal goes to the first to qualify; all who qualify "
     "the same turn each get one.",
     "Après les poses de chaque tour : une médaille va au premier qui remplit sa condition ; "
     "tous ceux qui la remplissent au même tour en reçoivent une."),
    ("BM-MEDAL-ROWMODE", "Medals in the rows", "Médailles en rangées",
     "BGA checks after each single placement with 2–3 players (option); the default "
     "follows the seed: the same turn.",
     "BGA vérifie après chaque pose à 2–3 joueurs (option) ; par défaut, la source : le "
     "même tour."),
    ("BM-MEDAL-TEAMTIMING", "Team medal timing", "Moment des médailles d'équipe",
     "A team medal can be won at the earliest on the turn after its individual medal (BGA).",
     "Une médaille d'équipe se gagne au plus tôt au tour qui suit sa médaille individuelle "
     "(BGA)."),
    ("BM-MEDAL-VALUE", "Medal values", "Valeur des médailles",
     "5 points each, desert 10, penalty −10.", "5 points chacune, désert 10, pénalité −10."),
    ("BM-MEDAL-DESERT", "Desert medal", "Médaille désert",
     "First to own 3 desert tiles (team 6); the orange male explorer counts 1.",
     "Premier à avoir 3 déserts (équipe 6) ; l'explorateur orange compte 1."),
    ("BM-PENALTY-ORANGE", "Orange desert and the penalty", "Désert orange et pénalité",
     "The orange male explorer's desert also counts against the penalty.",
     "Le désert de l'explorateur orange compte aussi contre la pénalité."),
    ("BM-MEDAL-RUNE", "Rune medal", "Médaille rune",
     "First to own 4 rune monsters (team 8).", "Premier à avoir 4 monstres rune (équipe 8)."),
    ("BM-MEDAL-BIG", "Lake medal", "Médaille lac",
     "First with 2 complete Big Monsters (team 4).",
     "Premier avec 2 Big Monsters complets (équipe 4)."),
    ("BM-MEDAL-SWAMPGRASS", "Swamp and grassland medal", "Médaille marais et prairie",
     "First with 4 swamp and/or grassland tiles (team 8).",
     "Premier avec 4 marais et/ou prairies (équipe 8)."),
    ("BM-MEDAL-LAVA", "Lava medal", "Médaille lave",
     "First with 5 lava tiles (team 10).", "Premier avec 5 laves (équipe 10)."),
    ("BM-MEDAL-CRYSTALS", "Crystals medal", "Médaille cristaux",
     "First with a completed crystal of each colour (team 3 of each).",
     "Premier avec un cristal complet de chaque couleur (équipe 3 de chaque)."),
    ("BM-MEDAL-ICE", "Ice medal", "Médaille glace",
     "First with 6 ice-landscape tiles (team 8); the purple female explorer counts 1.",
     "Premier avec 6 tuiles du paysage glace (équipe 8) ; l'exploratrice violette compte 1."),
    ("BM-MEDAL-MUTAGEN", "Mutagenic medal", "Médaille mutagène",
     "First with 4 mutagenic monsters (downward tile 2, upward 1; team 8); the purple "
     "female explorer counts 1.",
     "Premier avec 4 monstres mutagènes (vers le bas 2, vers le haut 1 ; équipe 8) ; "
     "l'exploratrice violette compte 1."),
    ("BM-MEDAL-LANDS", "Landscapes medal", "Médaille paysages",
     "First with 5 different landscapes (team 7, pooled); explorers 5 and 12 count as ice "
     "and desert.",
     "Premier avec 5 paysages différents (équipe 7, mis en commun) ; les explorateurs 5 et "
     "12 comptent comme glace et désert."),
    ("BM-MEDAL-TEAMPYR", "Medal pyramid", "Pyramide de médailles",
     "Team game: the 2 team medals of a type open once its individual medal is won; they "
     "go to every member of the team.",
     "En équipes : les 2 médailles d'équipe d'un type s'ouvrent une fois la médaille "
     "individuelle gagnée ; elles vont à chaque membre de l'équipe."),
    ("BM-PENALTY", "Penalty medal", "Médaille pénalité",
     "End of game: the fewest desert + rune monsters gets −10; all tied lowest get it; if "
     "everyone is tied, nobody (the seed).",
     "Fin de partie : le moins de monstres désert + rune reçoit −10 ; tous les ex æquo du "
     "bas la reçoivent ; si tous sont à égalité, personne (la source)."),
    ("BM-END-STEPS", "End of the game", "Fin de partie",
     "After the last tile: the black male explorer's 19th tile, the penalty, then scoring.",
     "Après la dernière tuile : la 19e tuile de l'explorateur noir, la pénalité, puis le "
     "décompte."),
    ("BM-END-19TH", "After the 19th tile", "Après la 19e tuile",
     "Medals are checked after the 19th tile, before the penalty.",
     "Les médailles sont vérifiées après la 19e tuile, avant la pénalité."),
    ("BM-END-SCORE", "Final score", "Décompte final",
     "Ice, Big Monsters, lava, swamp, grassland, crystals, explorer and medals.",
     "Glace, Big Monsters, lave, marais, prairies, cristaux, explorateur et médailles."),
    ("BM-END-TIE", "Ties", "Égalités",
     "Individual tie: the most Big Monster points wins; still tied, a shared win.",
     "Égalité : le plus de points de Big Monster l'emporte ; sinon, victoire partagée."),
    ("BM-TEAM", "Team mode", "Mode équipes",
     "4 or 6 players in teams of 2 (seat s with seat s + players/2); the team scores its "
     "lower member's score; tie: the higher member's, then Big Monster points.",
     "4 ou 6 joueurs en équipes de 2 (place s avec s + joueurs/2) ; l'équipe marque le score "
     "du moins bon ; égalité : le meilleur membre, puis les points de Big Monster."),
    ("BM-DRAGON", "No dragon token", "Pas de jeton dragon",
     "BGA's help mentions a dragon token; it is in no other source and is not used.",
     "L'aide BGA cite un jeton dragon ; aucune autre source ne le donne : non utilisé."),
    ("BM-EXPL-1", "Blue male explorer", "Explorateur bleu",
     "+1 per ice monster tile.", "+1 par tuile monstre de glace."),
    ("BM-EXPL-2", "Black female explorer", "Exploratrice noire",
     "May put her hand on her own ship if it is free.",
     "Peut poser sa main sur son propre vaisseau s'il est libre."),
    ("BM-EXPL-3", "Black male explorer", "Explorateur noir",
     "After round 2, takes 1 tile of the discards and places it (a 19th tile).",
     "Après la manche 2, prend 1 tuile de la défausse et la pose (19e tuile)."),
    ("BM-EXPL-4", "Red female explorer", "Exploratrice rouge",
     "+1 per lava tile.", "+1 par tuile lave."),
    ("BM-EXPL-5", "Purple female explorer", "Exploratrice violette",
     "Upward mutagenic monster on her right half; +1 for the ice and mutagenic medals; "
     "the ice landscape for the landscapes medal.",
     "Monstre mutagène vers le haut sur sa moitié droite ; +1 pour les médailles glace et "
     "mutagène ; le paysage glace pour la médaille paysages."),
    ("BM-EXPL-6", "Purple male explorer", "Explorateur violet",
     "+1 per mutagenic monster (downward tile 2).",
     "+1 par monstre mutagène (tuile vers le bas : 2)."),
    ("BM-EXPL-7", "Green female explorer", "Exploratrice verte",
     "+1 per grassland tile.", "+1 par tuile prairie."),
    ("BM-EXPL-8", "Orange female explorer", "Exploratrice orange",
     "+2 per medal (penalty included, BM-GRASS-MEDAL).",
     "+2 par médaille (pénalité comprise, BM-GRASS-MEDAL)."),
    ("BM-EXPL-9", "Red male explorer", "Explorateur rouge",
     "+2 per rune monster (double rune 2).", "+2 par monstre rune (double rune : 2)."),
    ("BM-EXPL-10", "Blue female explorer", "Exploratrice bleue",
     "+4 per complete Big Monster.", "+4 par Big Monster complet."),
    ("BM-EXPL-11", "Green male explorer", "Explorateur vert",
     "+1 per completed crystal.", "+1 par cristal complet."),
    ("BM-EXPL-12", "Orange male explorer", "Explorateur orange",
     "Counts as 1 desert tile (desert medal, penalty, landscapes medal).",
     "Compte comme 1 désert (médaille désert, pénalité, médaille paysages)."),
    ("BM-OPEN-RUNE-COUNT", "Rune monsters per tile", "Monstres rune par tuile",
     "[OPEN] The double rune tile counts 2 rune monsters, the others 1 (the catalogue).",
     "[OUVERT] La double rune compte 2 monstres rune, les autres 1 (le catalogue)."),
    ("BM-OPEN-ROW-MEDALS", "Same turn in the rows", "Même tour en rangées",
     "[OPEN] 2–3 players: all who qualify in the same turn win (the seed, default); "
     "BGA's check after each placement is an option.",
     "[OUVERT] À 2–3 joueurs : tous ceux qui remplissent la condition au même tour gagnent "
     "(la source, par défaut) ; la vérification de BGA après chaque pose est une option."),
)

R = StrEnum("R", [(rid.split("-", 1)[1].replace("-", "_"), rid) for rid, *_ in _TEXTS])
R.__doc__ = "Big Monster's rule IDs (the fact sheet's)."

RULEBOOK: dict[str, Rule] = {rid: _rule(rid, et, ft, en, fr) for rid, et, ft, en, fr in _TEXTS}

#: The fact sheet's rules this tutor does not implement, each with the reason (none).
NOT_IMPLEMENTED: dict[str, Rule] = {}
