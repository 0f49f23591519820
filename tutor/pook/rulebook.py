"""Pook rule IDs with their EN/FR titles and summaries.

IDs follow the fact sheet (``POOK-*``). The single source of rule prose for the notebook and
for the engine's citations. Where the fact sheet marks a point [OPEN] or [CONFLICT], the
summary says which reading we follow; where the French BGA page (the seed) speaks, it wins
(Knights guard warriors only; a Mage's warrior replacement may be of any level but pays the
cost at that cell).
"""

from __future__ import annotations

from enum import StrEnum

from tutor.core.rulebook import Rule
from tutor.core.rulebook import rule as _rule


#: The shape of this game's rule IDs in its fact sheet (prefix, family, number or name).
RULE_ID_PATTERN = r"POOK-[A-Z]+-[A-Z0-9]+"


class R(StrEnum):
    COMP_1 = "POOK-COMP-1"
    COMP_2 = "POOK-COMP-2"
    COMP_3 = "POOK-COMP-3"
    SETUP_1 = "POOK-SETUP-1"
    SETUP_2 = "POOK-SETUP-2"
    SETUP_3 = "POOK-SETUP-3"
    SETUP_4 = "POOK-SETUP-4"
    TURN_1 = "POOK-TURN-1"
    TURN_2 = "POOK-TURN-2"
    TURN_3 = "POOK-TURN-3"
    TURN_4 = "POOK-TURN-4"
    PLACE_1 = "POOK-PLACE-1"
    PLACE_2 = "POOK-PLACE-2"
    COST_1 = "POOK-COST-1"
    COST_2 = "POOK-COST-2"
    COST_3 = "POOK-COST-3"
    PIG_1 = "POOK-PIG-1"
    PIG_2 = "POOK-PIG-2"
    PIG_3 = "POOK-PIG-3"
    PIG_4 = "POOK-PIG-4"
    POW_KNIGHT = "POOK-POW-KNIGHT"
    POW_MAGE = "POOK-POW-MAGE"
    POW_ORC = "POOK-POW-ORC"
    POW_VIKING = "POOK-POW-VIKING"
    END_1 = "POOK-END-1"
    END_2 = "POOK-END-2"
    END_3 = "POOK-END-3"
    END_4 = "POOK-END-4"


RULES: tuple[Rule, ...] = (
    _rule(R.COMP_1, "24 faction cards", "24 cartes de faction",
          "4 factions (Knights, Mages, Orcs, Vikings) of 6 cards each, levels 1 to 3; each card "
          "has a warrior side and a coin side (one coin). The level split per faction was not "
          "found: we assume 3 × level 1, 2 × level 2, 1 × level 3.",
          "4 factions (Chevaliers, Mages, Orques, Vikings) de 6 cartes, niveaux 1 à 3 ; chaque "
          "carte a une face guerrier et une face pièce (une pièce). La répartition des niveaux "
          "n'est pas connue : nous supposons 3 × niveau 1, 2 × niveau 2, 1 × niveau 3."),
    _rule(R.COMP_2, "Piggy", "Piggy",
          "Piggy is the starting card: no faction, no level, never scores.",
          "Piggy, le cochon, est la carte de départ : sans faction ni niveau, il ne marque "
          "jamais."),
    _rule(R.COMP_3, "Secret objectives", "Objectifs secrets",
          "6 objective cards, one per pair of factions; each player keeps one hidden. Two "
          "players may share a faction, never a pair.",
          "6 cartes objectif, une par paire de factions ; chaque joueur en garde une secrète. "
          "Deux joueurs peuvent partager une faction, jamais une paire."),
    _rule(R.SETUP_1, "Piggy in the middle", "Piggy au centre",
          "Piggy starts alone on the table at (0,0).",
          "Piggy commence seul sur la table, en (0,0)."),
    _rule(R.SETUP_2, "Deal the objectives", "Distribution des objectifs",
          "Each player secretly receives one objective (a pair of factions).",
          "Chaque joueur reçoit secrètement un objectif (une paire de factions)."),
    _rule(R.SETUP_3, "Deal the hands", "Distribution des mains",
          "Shuffle the 24 faction cards and deal 6 to each player; with 2 or 3 players the "
          "rest (12 or 6 cards) form a face-down draw pile.",
          "Mélangez les 24 cartes de faction et donnez-en 6 à chaque joueur ; à 2 ou 3 joueurs "
          "le reste (12 ou 6 cartes) forme une pioche face cachée."),
    _rule(R.SETUP_4, "First player", "Premier joueur",
          "A first player is chosen; play goes clockwise (seat 1, 2, ...).",
          "Un premier joueur est désigné ; on joue dans le sens horaire (siège 1, 2, ...)."),
    _rule(R.TURN_1, "Play one card", "Jouer une carte",
          "On your turn play exactly one card from your hand, warrior side up (then you may "
          "use its power: optional) or coin side up.",
          "À votre tour, jouez exactement une carte de votre main, face guerrier (puis vous "
          "pouvez utiliser son pouvoir : facultatif) ou face pièce."),
    _rule(R.TURN_2, "Piggy swap, before or after", "L'échange de Piggy, avant ou après",
          "Once per turn you may swap Piggy, before your main action or after it (after the "
          "power, if used).",
          "Une fois par tour, vous pouvez échanger Piggy, avant votre action principale "
          "ou après (après le pouvoir, s'il est utilisé)."),
    _rule(R.TURN_3, "Draw", "Piocher",
          "With fewer than 4 players, at the end of your turn draw one card while the draw "
          "pile is not empty (order: place, power, Piggy swap, draw).",
          "À moins de 4 joueurs, à la fin de votre tour piochez une carte tant que la pioche "
          "n'est pas vide (ordre : pose, pouvoir, Piggy, pioche)."),
    _rule(R.TURN_4, "The coin side always fits", "La face pièce passe toujours",
          "A card laid coin side up pays no cost: it can go on any cell allowed by adjacency "
          "and the 5×5 limit, so a player holding a card is never stuck.",
          "Une carte posée face pièce ne coûte rien : elle va sur toute case permise par "
          "l'adjacence et la limite 5×5 ; un joueur qui a une carte n'est jamais bloqué."),
    _rule(R.PLACE_1, "Adjacency", "Adjacence",
          "The new card must share a side with a card already on the table (Piggy included); "
          "diagonal contact does not count.",
          "La nouvelle carte doit toucher par un côté une carte déjà sur la table (Piggy "
          "compris) ; un contact en diagonale ne compte pas."),
    _rule(R.PLACE_2, "The 5×5 limit", "La limite 5×5",
          "All cards must fit in a 5×5 square. We follow the floating reading: after placing, "
          "the layout is at most 5 columns wide and 5 rows high. Option: a fixed 5×5 square "
          "centred on Piggy's start.",
          "Toutes les cartes doivent tenir dans un carré de 5×5. Lecture retenue, flottante : "
          "après la pose, la disposition fait au plus 5 colonnes et 5 rangées. Option : un "
          "carré fixe de 5×5 centré sur la case de départ de Piggy."),
    _rule(R.COST_1, "Warrior cost", "Coût d'un guerrier",
          "A level-L warrior may go on a cell only if the coins in that cell's row plus its "
          "column (coin-side cards, Piggy included) number at least L.",
          "Un guerrier de niveau L ne peut aller sur une case que si les pièces de sa ligne et "
          "de sa colonne (cartes face pièce, Piggy compris) sont au moins L."),
    _rule(R.COST_2, "No double count", "Pas de double compte",
          "The only cell in both the row and the column is the empty target cell itself, so "
          "no card is counted twice.",
          "La seule case commune à la ligne et à la colonne est la case visée, vide : aucune "
          "carte n'est comptée deux fois."),
    _rule(R.COST_3, "Cost checked once", "Coût vérifié une seule fois",
          "Face-up warriors count 0. The cost is checked only when a warrior comes from a "
          "hand (placement or Mage swap); later flips never invalidate cards on the table.",
          "Les guerriers face visible comptent 0. Le coût n'est vérifié que quand un guerrier "
          "sort d'une main (pose ou échange du Mage) ; les retournements ultérieurs "
          "n'invalident jamais les cartes posées."),
    _rule(R.PIG_1, "Swap Piggy", "Échanger Piggy",
          "Free action, at most once per turn: swap Piggy with an orthogonally adjacent card; "
          "the other card keeps its side.",
          "Action gratuite, au plus une fois par tour : échangez Piggy avec une carte "
          "orthogonalement adjacente ; l'autre carte garde sa face."),
    _rule(R.PIG_2, "Not the same card twice in a row", "Pas deux fois la même carte",
          "You may not swap Piggy with the card the previous player swapped it with. Only the "
          "turn just before counts; if that player did not swap, there is no restriction.",
          "Vous ne pouvez pas échanger Piggy avec la carte avec laquelle le joueur "
          "précédent l'a échangé. Seul le tour précédent compte ; s'il n'a pas échangé, rien "
          "n'est interdit."),
    _rule(R.PIG_3, "Piggy is a coin", "Piggy est une pièce",
          "Piggy counts as one coin for warrior costs.",
          "Piggy compte comme une pièce pour le coût des guerriers."),
    _rule(R.PIG_4, "Piggy is immune", "Piggy est immunisé",
          "A Mage can never swap Piggy, and Orcs and Vikings cannot target it; a Knight's "
          "protection never stops a Piggy swap.",
          "Un Mage ne peut jamais échanger Piggy, Orques et Vikings ne peuvent pas le "
          "viser ; la protection d'un Chevalier n'empêche jamais d'échanger Piggy."),
    _rule(R.POW_KNIGHT, "Knight", "Chevalier",
          "While face up, a Knight protects every orthogonally adjacent warrior (face-up card, "
          "not itself) against other warriors' powers. Following the French page, face-down "
          "cards next to a Knight are not protected (the publisher says all cards).",
          "Face visible, le Chevalier protège tous les guerriers orthogonalement adjacents "
          "(cartes face guerrier, pas lui-même) contre les pouvoirs des autres guerriers. Selon "
          "la page française, les cartes face pièce ne sont pas protégées (l'éditeur dit : "
          "toutes les cartes)."),
    _rule(R.POW_MAGE, "Mage", "Mage",
          "Swap an adjacent card (not Piggy, not protected) with a card from your hand, same "
          "type: a coin for a coin, a warrior for a warrior of any level that pays the cost at "
          "that cell (French page; the English page demands the same level). The removed card "
          "goes to your hand.",
          "Échangez une carte adjacente (pas Piggy, non protégée) avec une carte de votre "
          "main, même type : pièce contre pièce, guerrier contre guerrier de n'importe quel "
          "niveau qui paie le coût sur cette case (page française ; la page anglaise exige le "
          "même niveau). La carte retirée va dans votre main."),
    _rule(R.POW_ORC, "Orc", "Orque",
          "Flip an adjacent warrior (not protected) to its coin side.",
          "Retournez un guerrier adjacent (non protégé) sur sa face pièce."),
    _rule(R.POW_VIKING, "Viking", "Viking",
          "Flip an adjacent coin-side card to its warrior side (no cost, no power).",
          "Retournez une carte pièce adjacente sur sa face guerrier (sans coût ni pouvoir)."),
    _rule(R.END_1, "End of the game", "Fin de partie",
          "The game ends when every card has been played: 24 turns, a full 5×5 square.",
          "La partie se termine quand toutes les cartes ont été jouées : 24 tours, un carré "
          "de 5×5 complet."),
    _rule(R.END_2, "Faction totals", "Totaux des factions",
          "A faction's total is the sum of the levels of its face-up warriors; coins and "
          "Piggy score nothing.",
          "Le total d'une faction est la somme des niveaux de ses guerriers face visible ; les "
          "pièces et Piggy ne rapportent rien."),
    _rule(R.END_3, "Scores", "Scores",
          "Your score is the totals of your two secret factions added; the highest wins.",
          "Votre score est la somme des totaux de vos deux factions secrètes ; le plus haut "
          "gagne."),
    _rule(R.END_4, "Tie-break", "Départage",
          "Players tied for first each pick a coin-side card (the same one is allowed, then it "
          "is flipped once) and flip it face up; scores are recomputed; repeat until the tie "
          "breaks. Only the tied players are reordered; with no coin card left the tie stands.",
          "Les joueurs à égalité en tête choisissent chacun une carte pièce (la même est "
          "permise, retournée une seule fois) et la retournent ; on recompte ; on recommence "
          "jusqu'à rompre l'égalité. Seuls les ex aequo sont départagés ; sans carte pièce, "
          "l'égalité reste."),
)

RULEBOOK: dict[str, Rule] = {r.id: r for r in RULES}

#: The fact sheet's rules this tutor does not implement, each with the reason (none).
NOT_IMPLEMENTED: dict[str, Rule] = {}
assert set(RULEBOOK) == set(R)
