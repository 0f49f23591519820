"""BANG! rule IDs with their EN/FR titles and summaries.

IDs follow the fact sheet (``shared/rules/bang.md``, ``BANG-*``); ``BANG-OPEN-LASTLIFE`` is
its open question, with the reading the engine follows (the recommended one). The single
source of rule prose for the engine's citations. The worked examples ``BANG-EX-*`` are
puzzles (``puzzles.toml``). The role tips ``BANG-TIP-*`` (the French help page's advice to
each role) are no rules of play: every move they advise against is legal. They are here so
the lessons and the rule reference can quote them; the computer's policy follows them.
"""

from __future__ import annotations

from enum import StrEnum

from tutor.core.rulebook import Rule
from tutor.core.rulebook import rule as _rule

#: The shape of this game's rule IDs in its fact sheet.
RULE_ID_PATTERN = r"BANG(?:-[A-Z0-9]+)+"


class R(StrEnum):
    COMP_ROLES = "BANG-COMP-ROLES"
    COMP_CHARS = "BANG-COMP-CHARS"
    COMP_DECK = "BANG-COMP-DECK"
    COMP_SUITS = "BANG-COMP-SUITS"
    SETUP_ROLES = "BANG-SETUP-ROLES"
    SETUP_CHAR = "BANG-SETUP-CHAR"
    SETUP_LIFE = "BANG-SETUP-LIFE"
    SETUP_HAND = "BANG-SETUP-HAND"
    SETUP_START = "BANG-SETUP-START"
    TURN_START = "BANG-TURN-START"
    TURN_DRAW = "BANG-TURN-DRAW"
    TURN_PLAY = "BANG-TURN-PLAY"
    TURN_DISCARD = "BANG-TURN-DISCARD"
    HANDLIMIT = "BANG-HANDLIMIT"
    DRAWCHECK = "BANG-DRAWCHECK"
    DIST = "BANG-DIST"
    DIST_MUSTANG = "BANG-DIST-MUSTANG"
    DIST_SCOPE = "BANG-DIST-SCOPE"
    DIST_DIR = "BANG-DIST-DIR"
    DIST_PANIC = "BANG-DIST-PANIC"
    RANGE = "BANG-RANGE"
    WEAPONS = "BANG-WEAPONS"
    BLUE_STAY = "BANG-BLUE-STAY"
    BLUE_ONEWEAPON = "BANG-BLUE-ONEWEAPON"
    BLUE_NODUP = "BANG-BLUE-NODUP"
    BANG = "BANG-BANG"
    ONE_BANG = "BANG-ONE-BANG"
    ONE_BANG_GAT = "BANG-ONE-BANG-GAT"
    MISSED = "BANG-MISSED"
    BARREL = "BANG-BARREL"
    BEER = "BANG-BEER"
    SALOON = "BANG-SALOON"
    PANIC = "BANG-PANIC"
    CATBALOU = "BANG-CATBALOU"
    STAGECOACH = "BANG-STAGECOACH"
    WELLSFARGO = "BANG-WELLSFARGO"
    GENERALSTORE = "BANG-GENERALSTORE"
    GATLING = "BANG-GATLING"
    INDIANS = "BANG-INDIANS"
    DUEL = "BANG-DUEL"
    JAIL = "BANG-JAIL"
    JAIL_TARGET = "BANG-JAIL-TARGET"
    DYNAMITE = "BANG-DYNAMITE"
    DYN_PASS = "BANG-DYN-PASS"
    DYN_DEAD = "BANG-DYN-DEAD"
    DAMAGE = "BANG-DAMAGE"
    SAVE = "BANG-SAVE"
    SAVE_MULTI = "BANG-SAVE-MULTI"
    ELIM = "BANG-ELIM"
    ELIM_ORDER = "BANG-ELIM-ORDER"
    ELIM_CHECK = "BANG-ELIM-CHECK"
    RESP_ELIM = "BANG-RESP-ELIM"
    REWARD_OUTLAW = "BANG-REWARD-OUTLAW"
    PENALTY_DEPUTY = "BANG-PENALTY-DEPUTY"
    PENALTY_DEPUTY_BGA = "BANG-PENALTY-DEPUTY-BGA"
    NOKILLER = "BANG-NOKILLER"
    WIN_LAW = "BANG-WIN-LAW"
    WIN_OUTLAW = "BANG-WIN-OUTLAW"
    WIN_RENEGADE = "BANG-WIN-RENEGADE"
    END = "BANG-END"
    CHAR_BART = "BANG-CHAR-BART"
    CHAR_BLACKJACK = "BANG-CHAR-BLACKJACK"
    CHAR_CALAMITY = "BANG-CHAR-CALAMITY"
    CHAR_ELGRINGO = "BANG-CHAR-ELGRINGO"
    CHAR_JESSE = "BANG-CHAR-JESSE"
    CHAR_JOURDONNAIS = "BANG-CHAR-JOURDONNAIS"
    CHAR_KIT = "BANG-CHAR-KIT"
    CHAR_LUCKY = "BANG-CHAR-LUCKY"
    CHAR_PAUL = "BANG-CHAR-PAUL"
    CHAR_PEDRO = "BANG-CHAR-PEDRO"
    CHAR_ROSE = "BANG-CHAR-ROSE"
    CHAR_SID = "BANG-CHAR-SID"
    CHAR_SLAB = "BANG-CHAR-SLAB"
    CHAR_SUZY = "BANG-CHAR-SUZY"
    CHAR_VULTURE = "BANG-CHAR-VULTURE"
    CHAR_WILLY = "BANG-CHAR-WILLY"
    OPEN_LASTLIFE = "BANG-OPEN-LASTLIFE"
    TIP_SHERIFF = "BANG-TIP-SHERIFF"
    TIP_DEPUTY = "BANG-TIP-DEPUTY"
    TIP_OUTLAW = "BANG-TIP-OUTLAW"
    TIP_RENEGADE = "BANG-TIP-RENEGADE"


#: character key -> its rule
CHAR_RULE = {k: R[f"CHAR_{k.upper()}"] for k in (
    "bart", "blackjack", "calamity", "elgringo", "jesse", "jourdonnais", "kit", "lucky",
    "paul", "pedro", "rose", "sid", "slab", "suzy", "vulture", "willy")}

RULES: tuple[Rule, ...] = (
    _rule(R.COMP_ROLES, "Roles", "Rôles",
          "7 role cards: 1 Sheriff, 2 Deputies, 3 Outlaws, 1 Renegade.",
          "7 cartes rôle : 1 shérif, 2 adjoints, 3 hors-la-loi, 1 renégat."),
    _rule(R.COMP_CHARS, "Characters", "Personnages",
          "16 characters; El Gringo and Paul Regret have 3 bullets, the others 4.",
          "16 personnages ; El Gringo et Paul Regret ont 3 balles, les autres 4."),
    _rule(R.COMP_DECK, "The deck", "Le paquet",
          "80 playing cards: 63 brown (played and discarded) and 17 blue (stay in play).",
          "80 cartes à jouer : 63 à bord marron (jouées puis défaussées) et 17 à bord bleu "
          "(restent en jeu)."),
    _rule(R.COMP_SUITS, "Suits and values", "Couleurs et valeurs",
          "Every card has a suit and a value; only draw! checks read them.",
          "Chaque carte a une couleur et une valeur ; seules les dégaines les lisent."),
    _rule(R.SETUP_ROLES, "Roles by player count", "Rôles selon le nombre de joueurs",
          "4: Sheriff, Renegade, 2 Outlaws; 5: + 1 Deputy; 6: + a 3rd Outlaw; 7: + a 2nd "
          "Deputy. Dealt face down; only the Sheriff shows his.",
          "4 : shérif, renégat, 2 hors-la-loi ; 5 : + 1 adjoint ; 6 : + un 3e hors-la-loi ; "
          "7 : + un 2e adjoint. Distribués face cachée ; seul le shérif révèle le sien."),
    _rule(R.SETUP_CHAR, "A character each", "Un personnage chacun",
          "Each player gets a character at random, or chooses 1 of 2 (option).",
          "Chaque joueur reçoit un personnage au hasard, ou en choisit 1 parmi 2 (option)."),
    _rule(R.SETUP_LIFE, "Life points", "Points de vie",
          "Life = the character's bullets, +1 for the Sheriff; also the maximum.",
          "Vie = les balles du personnage, +1 pour le shérif ; c'est aussi le maximum."),
    _rule(R.SETUP_HAND, "Starting hand", "Main de départ",
          "Each player draws as many cards as his life points.",
          "Chaque joueur pioche autant de cartes que ses points de vie."),
    _rule(R.SETUP_START, "The Sheriff starts", "Le shérif commence",
          "The Sheriff plays first; then clockwise.",
          "Le shérif joue en premier ; puis dans le sens horaire."),
    _rule(R.TURN_START, "Start of the turn", "Début du tour",
          "Dynamite is resolved first, then Jail.",
          "La Dynamite se résout d'abord, puis la Prison."),
    _rule(R.TURN_DRAW, "Draw 2", "Piocher 2",
          "Phase 1: draw 2 cards (some characters draw another way).",
          "Phase 1 : piocher 2 cartes (certains personnages piochent autrement)."),
    _rule(R.TURN_PLAY, "Play cards", "Jouer des cartes",
          "Phase 2: play any number of cards, in any order; playing is optional.",
          "Phase 2 : jouer autant de cartes que voulu, dans l'ordre voulu ; c'est facultatif."),
    _rule(R.TURN_DISCARD, "Discard", "Défausser",
          "Phase 3: discard down to the hand limit.",
          "Phase 3 : défausser jusqu'à la limite de main."),
    _rule(R.HANDLIMIT, "Hand limit", "Limite de main",
          "Hand limit = current life points, checked at the end of one's own turn; cards in "
          "play do not count.",
          "Limite de main = points de vie actuels, vérifiée à la fin de son propre tour ; "
          "les cartes en jeu ne comptent pas."),
    _rule(R.DRAWCHECK, "Draw!", "Dégainer !",
          "Reveal the deck's top card, apply the check by suit and value, discard it. An "
          "empty deck is rebuilt by shuffling the discard pile.",
          "Retourner la carte du dessus du paquet, appliquer le test (couleur, valeur), la "
          "défausser. Un paquet vide se reforme en mélangeant la défausse."),
    _rule(R.DIST, "Distance", "Distance",
          "The fewer seats clockwise or counter-clockwise, counting only living players; "
          "neighbours are at 1.",
          "Le plus petit nombre de places dans un sens ou dans l'autre, en ne comptant que "
          "les joueurs vivants ; les voisins sont à 1."),
    _rule(R.DIST_MUSTANG, "Mustang", "Mustang",
          "A player with a Mustang is seen at +1 by everyone (Paul Regret: built in, +2 with "
          "a Mustang).",
          "Un joueur avec un Mustang est vu à +1 par tous (Paul Regret : intégré, +2 avec un "
          "Mustang)."),
    _rule(R.DIST_SCOPE, "Scope", "Lunette",
          "A player with a Scope sees everyone at −1 (Rose Doolan: built in); effects stack.",
          "Un joueur avec une Lunette voit tous les autres à −1 (Rose Doolan : intégrée) ; "
          "les effets s'additionnent."),
    _rule(R.DIST_DIR, "Distance has a direction", "La distance a un sens",
          "A→B uses A's Scope and B's Mustang, so it can differ from B→A.",
          "A→B compte la Lunette de A et le Mustang de B : elle peut différer de B→A."),
    _rule(R.DIST_PANIC, "Panic! reach", "Portée de Panique !",
          "Panic! needs distance ≤ 1: weapons never change it, Mustang and Scope do; no floor "
          "(a neighbour can be at −1).",
          "Panique ! demande une distance ≤ 1 : les armes n'y changent rien, Mustang et "
          "Lunette si ; pas de plancher (un voisin peut être à −1)."),
    _rule(R.RANGE, "Weapon range", "Portée de l'arme",
          "A BANG! may target a player at distance ≤ the shooter's weapon range; no weapon: "
          "range 1 (Colt .45).",
          "Un BANG! peut viser un joueur à une distance ≤ la portée de l'arme du tireur ; "
          "sans arme : portée 1 (Colt .45)."),
    _rule(R.WEAPONS, "Weapons", "Armes",
          "Volcanic 1 (any number of BANG!), Schofield 2, Remington 3, Rev. Carabine 4, "
          "Winchester 5.",
          "Volcanic 1 (BANG! à volonté), Schofield 2, Remington 3, Carabine 4, Winchester 5."),
    _rule(R.BLUE_STAY, "Blue cards stay", "Les cartes bleues restent",
          "Blue cards are played face up in front of oneself (Jail: in front of the target) "
          "and act until removed.",
          "Les cartes bleues se posent face visible devant soi (la Prison : devant la cible) "
          "et agissent jusqu'à leur retrait."),
    _rule(R.BLUE_ONEWEAPON, "One weapon", "Une seule arme",
          "Only one weapon in play: a new one discards the old.",
          "Une seule arme en jeu : la nouvelle fait défausser l'ancienne."),
    _rule(R.BLUE_NODUP, "No two of a name", "Pas deux du même nom",
          "Never two cards of the same name in play in front of one player.",
          "Jamais deux cartes du même nom en jeu devant un même joueur."),
    _rule(R.BANG, "BANG!", "BANG!",
          "Target a player in range; he cancels with Missed! (or a Barrel) or loses 1 life.",
          "Viser un joueur à portée ; il annule avec un Raté ! (ou une Planque) ou perd "
          "1 point de vie."),
    _rule(R.ONE_BANG, "One BANG! a turn", "Un BANG! par tour",
          "Only one BANG! card per turn, except with a Volcanic or as Willy the Kid.",
          "Un seul BANG! par tour, sauf avec un Volcanic ou pour Willy the Kid."),
    _rule(R.ONE_BANG_GAT, "Gatling and Duel do not count", "Gatling et Duel ne comptent pas",
          "Gatling is not a BANG! card; BANG! cards discarded in a Duel or against Indians! "
          "do not count.",
          "La Gatling n'est pas un BANG! ; les BANG! défaussés en Duel ou contre les "
          "Indiens ! ne comptent pas."),
    _rule(R.MISSED, "Missed!", "Raté !",
          "Played when hit by a BANG! (each Gatling hit too) to cancel it; useless against "
          "Indians! and Duel.",
          "Joué contre un BANG! (et chaque coup de Gatling) pour l'annuler ; inutile contre "
          "les Indiens ! et le Duel."),
    _rule(R.BARREL, "Barrel", "Planque",
          "Against a BANG!, draw!: a heart counts as a Missed!; if it fails, a Missed! may "
          "still be played.",
          "Contre un BANG!, dégainez : un cœur vaut un Raté ! ; sinon, un Raté ! peut encore "
          "être joué."),
    _rule(R.BEER, "Beer", "Bière",
          "+1 life, never above the maximum; nothing once only 2 players are alive; out of "
          "turn only to survive a lethal hit.",
          "+1 point de vie, jamais au-delà du maximum ; sans effet à 2 joueurs vivants ; hors "
          "de son tour seulement pour survivre à un coup mortel."),
    _rule(R.SALOON, "Saloon", "Saloon",
          "Every living player regains 1 life (up to his maximum).",
          "Chaque joueur vivant regagne 1 point de vie (jusqu'à son maximum)."),
    _rule(R.PANIC, "Panic!", "Panique !",
          "Take a card from a player at distance ≤ 1: a random hand card or a chosen card "
          "in play.",
          "Prendre une carte à un joueur à distance ≤ 1 : une carte de sa main au hasard ou "
          "une carte en jeu choisie."),
    _rule(R.CATBALOU, "Cat Balou", "Coup de foudre",
          "Any player, any distance, discards a card chosen by you (random from hand, or a "
          "card in play).",
          "Un joueur, à toute distance, défausse une carte que vous choisissez (au hasard "
          "dans sa main, ou une carte en jeu)."),
    _rule(R.STAGECOACH, "Stagecoach", "Diligence", "Draw 2 cards.", "Piocher 2 cartes."),
    _rule(R.WELLSFARGO, "Wells Fargo", "Wells Fargo", "Draw 3 cards.", "Piocher 3 cartes."),
    _rule(R.GENERALSTORE, "General Store", "Magasin",
          "Reveal as many cards as living players; from the player of the card clockwise, "
          "each takes 1.",
          "Révéler autant de cartes que de joueurs vivants ; à partir de celui qui le joue, "
          "dans le sens horaire, chacun en prend 1."),
    _rule(R.GATLING, "Gatling", "Gatling",
          "A BANG! at every other player, ignoring range; each may Missed!/Barrel.",
          "Un BANG! contre chaque autre joueur, sans portée ; chacun peut jouer Raté ! ou "
          "Planque."),
    _rule(R.INDIANS, "Indians!", "Indiens !",
          "Every other player discards a BANG! or loses 1 life.",
          "Chaque autre joueur défausse un BANG! ou perd 1 point de vie."),
    _rule(R.DUEL, "Duel", "Duel",
          "Challenge any player; from the target, each in turn discards a BANG!; the first who "
          "does not loses 1 life.",
          "Défier un joueur ; en commençant par lui, chacun à son tour défausse un BANG! ; le "
          "premier qui ne le fait pas perd 1 point de vie."),
    _rule(R.JAIL, "Jail", "Prison",
          "At his turn start the jailed player draws!: heart → play normally; otherwise skip "
          "the turn. The Jail is discarded either way.",
          "Au début de son tour le prisonnier dégaine : cœur → il joue normalement ; sinon il "
          "passe son tour. La Prison est défaussée dans les deux cas."),
    _rule(R.JAIL_TARGET, "Whom to jail", "Qui emprisonner",
          "Any living player except the Sheriff and a player already in Jail; a jailed "
          "player is still a target and still answers.",
          "Tout joueur vivant sauf le shérif et un joueur déjà en Prison ; le prisonnier "
          "reste une cible et peut encore répondre."),
    _rule(R.DYNAMITE, "Dynamite", "Dynamite",
          "At the holder's turn start (before Jail) he draws!: spades 2–9 → 3 damage, "
          "discarded; otherwise it passes to the next living player.",
          "Au début du tour de celui qui l'a (avant la Prison), il dégaine : pique de 2 à 9 → "
          "3 dégâts, défaussée ; sinon elle passe au joueur vivant suivant."),
    _rule(R.DYN_PASS, "Dynamite passes on", "La Dynamite passe",
          "It passes to the next living player on the left; its holder can die of it, then "
          "Jail is never checked.",
          "Elle passe au joueur vivant suivant à gauche ; elle peut tuer celui qui l'a, la "
          "Prison n'est alors pas vérifiée."),
    _rule(R.DYN_DEAD, "Dynamite of the dead", "Dynamite d'un mort",
          "A holder eliminated otherwise discards it with his cards (or Vulture Sam takes it).",
          "Si celui qui l'a meurt autrement, elle est défaussée avec ses cartes (ou prise "
          "par Vulture Sam)."),
    _rule(R.DAMAGE, "Damage", "Dégâts",
          "Each hit not prevented removes 1 life (Dynamite 3).",
          "Chaque coup non évité retire 1 point de vie (Dynamite : 3)."),
    _rule(R.SAVE, "Saved by a Beer", "Sauvé par une Bière",
          "A player dropping to 0 may at once play Beer to stay alive (not with 2 players "
          "left); otherwise he is eliminated.",
          "Un joueur qui tombe à 0 peut aussitôt jouer des Bières pour rester en vie (pas à "
          "2 joueurs) ; sinon il est éliminé."),
    _rule(R.SAVE_MULTI, "Several Beers", "Plusieurs Bières",
          "Below 0 as many Beers as needed (Dynamite at 2 life: 2 Beers to survive at 1).",
          "Sous 0, autant de Bières qu'il faut (Dynamite à 2 vies : 2 Bières pour survivre "
          "à 1)."),
    _rule(R.ELIM, "Elimination", "Élimination",
          "The eliminated player shows his role and discards his hand and cards in play "
          "(unless Vulture Sam takes them).",
          "Le joueur éliminé révèle son rôle et défausse sa main et ses cartes en jeu (sauf "
          "si Vulture Sam les prend)."),
    _rule(R.ELIM_ORDER, "Skipped when dead", "Ignoré une fois mort",
          "Eliminated players are skipped for turns, distances, General Store and Dynamite.",
          "Les joueurs éliminés sont ignorés pour les tours, les distances, le Magasin et la "
          "Dynamite."),
    _rule(R.ELIM_CHECK, "Checked at each death", "Vérifié à chaque mort",
          "The win conditions are checked at each elimination; the game ends at once.",
          "Les conditions de victoire sont vérifiées à chaque élimination ; la partie "
          "s'arrête aussitôt."),
    _rule(R.RESP_ELIM, "Who is responsible", "Qui est responsable",
          "The player of the BANG!, Gatling or Indians!, or the Duel's winner, is "
          "responsible for an elimination; nobody for Dynamite.",
          "Le joueur du BANG!, de la Gatling ou des Indiens !, ou le vainqueur du Duel, est "
          "responsable d'une élimination ; personne pour la Dynamite."),
    _rule(R.REWARD_OUTLAW, "Reward for an Outlaw", "Prime d'un hors-la-loi",
          "Whoever eliminates an Outlaw draws 3 cards, whatever his role.",
          "Qui élimine un hors-la-loi pioche 3 cartes, quel que soit son rôle."),
    _rule(R.PENALTY_DEPUTY, "Sheriff kills a Deputy", "Le shérif tue un adjoint",
          "The Sheriff discards all cards in hand and in play.",
          "Le shérif défausse toutes ses cartes en main et en jeu."),
    _rule(R.PENALTY_DEPUTY_BGA, "Penalty right away", "Pénalité aussitôt",
          "The penalty follows the elimination at once (after Vulture Sam took the cards).",
          "La pénalité suit aussitôt l'élimination (après que Vulture Sam a pris les "
          "cartes)."),
    _rule(R.NOKILLER, "Nobody kills with Dynamite", "La Dynamite ne tue personne",
          "Dynamite damage is caused by no player: no reward, no penalty, nothing for El "
          "Gringo.",
          "Les dégâts de la Dynamite ne viennent de personne : ni prime, ni pénalité, rien "
          "pour El Gringo."),
    _rule(R.WIN_LAW, "The law wins", "La loi gagne",
          "Sheriff and Deputies (alive or dead) win when all Outlaws and the Renegade are "
          "eliminated.",
          "Le shérif et les adjoints (vivants ou morts) gagnent quand tous les hors-la-loi et "
          "le renégat sont éliminés."),
    _rule(R.WIN_OUTLAW, "The Outlaws win", "Les hors-la-loi gagnent",
          "Outlaws (alive or dead) win when the Sheriff dies, unless the Renegade is then "
          "the only one alive.",
          "Les hors-la-loi (vivants ou morts) gagnent à la mort du shérif, sauf si le renégat "
          "est alors seul en vie."),
    _rule(R.WIN_RENEGADE, "The Renegade wins", "Le renégat gagne",
          "Only by being the last player alive, however the Sheriff died.",
          "Seulement en restant le dernier en vie, quelle que soit la mort du shérif."),
    _rule(R.END, "The end", "La fin",
          "The game ends as soon as a condition is met (Outlaws dead, Sheriff killed while "
          "the Renegade and a Deputy live: the Outlaws win).",
          "La partie finit dès qu'une condition est remplie (hors-la-loi morts, shérif tué "
          "alors que vivent le renégat et un adjoint : les hors-la-loi gagnent)."),
    _rule(R.CHAR_BART, "Bart Cassidy", "Bart Cassidy",
          "Draws 1 card per life point lost, whatever the source.",
          "Pioche 1 carte par point de vie perdu, quelle qu'en soit la cause."),
    _rule(R.CHAR_BLACKJACK, "Black Jack", "Black Jack",
          "Shows his 2nd draw; a heart or diamond draws him 1 more.",
          "Montre sa 2e carte piochée ; un cœur ou un carreau lui en fait piocher 1 de plus."),
    _rule(R.CHAR_CALAMITY, "Calamity Janet", "Calamity Janet",
          "BANG! and Missed! are interchangeable for her; a Missed! played as BANG! is her "
          "BANG! of the turn.",
          "BANG! et Raté ! sont interchangeables pour elle ; un Raté ! joué comme BANG! est "
          "son BANG! du tour."),
    _rule(R.CHAR_ELGRINGO, "El Gringo", "El Gringo",
          "Per life point lost to a card of the player on his turn, takes a random card from "
          "that hand; nothing for Dynamite or a Duel he started.",
          "Pour chaque point de vie perdu par une carte du joueur dont c'est le tour, prend "
          "une carte au hasard dans sa main ; rien pour la Dynamite ou un Duel qu'il a lancé."),
    _rule(R.CHAR_JESSE, "Jesse Jones", "Jesse Jones",
          "May draw his 1st card at random from another player's hand (one who has cards).",
          "Peut piocher sa 1re carte au hasard dans la main d'un autre joueur (qui en a)."),
    _rule(R.CHAR_JOURDONNAIS, "Jourdonnais", "Jourdonnais",
          "Built-in Barrel; with a real Barrel, two separate draws!, then still Missed!.",
          "Planque intégrée ; avec une vraie Planque, deux dégaines distinctes, puis encore "
          "un Raté !."),
    _rule(R.CHAR_KIT, "Kit Carlson", "Kit Carlson",
          "Looks at the top 3 cards, keeps 2, puts 1 back on top.",
          "Regarde les 3 cartes du dessus, en garde 2, en remet 1 sur le paquet."),
    _rule(R.CHAR_LUCKY, "Lucky Duke", "Lucky Duke",
          "On every draw! flips 2 cards and chooses (the engine takes the one that helps "
          "him); both are discarded.",
          "À chaque dégaine retourne 2 cartes et choisit (le moteur prend celle qui l'aide) ; "
          "les deux sont défaussées."),
    _rule(R.CHAR_PAUL, "Paul Regret", "Paul Regret",
          "Built-in Mustang: seen at +1; +2 with a real Mustang.",
          "Mustang intégré : vu à +1 ; +2 avec un vrai Mustang."),
    _rule(R.CHAR_PEDRO, "Pedro Ramirez", "Pedro Ramirez",
          "May take his 1st card from the top of the discard pile.",
          "Peut prendre sa 1re carte sur le dessus de la défausse."),
    _rule(R.CHAR_ROSE, "Rose Doolan", "Rose Doolan",
          "Built-in Scope: sees everyone at −1; −2 with a real Scope; Panic! too.",
          "Lunette intégrée : voit tous les autres à −1 ; −2 avec une vraie Lunette ; "
          "Panique ! aussi."),
    _rule(R.CHAR_SID, "Sid Ketchum", "Sid Ketchum",
          "Discards 2 cards to regain 1 life, again and again; at 0 it saves him, even with "
          "2 players left.",
          "Défausse 2 cartes pour regagner 1 point de vie, autant de fois qu'il veut ; à 0 "
          "cela le sauve, même à 2 joueurs."),
    _rule(R.CHAR_SLAB, "Slab the Killer", "Slab the Killer",
          "His BANG! cards need 2 Missed! (a Barrel heart counts as one); not his Gatling.",
          "Ses BANG! demandent 2 Raté ! (un cœur de Planque en vaut un) ; pas sa Gatling."),
    _rule(R.CHAR_SUZY, "Suzy Lafayette", "Suzy Lafayette",
          "As soon as her hand is empty she draws 1 card, on or off her turn.",
          "Dès que sa main est vide elle pioche 1 carte, pendant son tour ou non."),
    _rule(R.CHAR_VULTURE, "Vulture Sam", "Vulture Sam",
          "Takes all the cards of each eliminated player into his hand.",
          "Prend dans sa main toutes les cartes de chaque joueur éliminé."),
    _rule(R.CHAR_WILLY, "Willy the Kid", "Willy the Kid",
          "Any number of BANG! per turn.", "Autant de BANG! qu'il veut par tour."),
    _rule(R.OPEN_LASTLIFE, "Drawing on the last life", "Piocher sur la dernière vie",
          "Open question; reading followed: Bart Cassidy and El Gringo draw for the last "
          "life point first, then the Beer check, so a drawn Beer can save them.",
          "Question ouverte ; lecture suivie : Bart Cassidy et El Gringo piochent d'abord "
          "pour leur dernier point de vie, puis vient le test de la Bière : une Bière "
          "piochée peut les sauver."),
    _rule(R.TIP_SHERIFF, "Tip for the Sheriff", "Conseil au shérif",
          "Everyone aims at you: build your defences first (Barrel, Mustang, spare Missed!). "
          "Test loyalties by shooting the player after you, who must show his side at once. "
          "Finish someone off only when sure of his role: killing a Deputy costs your hand "
          "and your table, killing an Outlaw pays 3 cards.",
          "Tout le monde vous vise : construisez d'abord vos défenses (Planque, Mustang, "
          "Raté ! en réserve). Testez les loyautés en tirant sur le joueur suivant, qui doit "
          "aussitôt montrer son camp. N'achevez quelqu'un que si vous êtes sûr de son rôle : "
          "tuer un adjoint coûte votre main et vos cartes en jeu, tuer un hors-la-loi "
          "rapporte 3 cartes."),
    _rule(R.TIP_DEPUTY, "Tip for a Deputy", "Conseil à l'adjoint",
          "Never shoot the Sheriff: it marks you as an Outlaw (Indians! or a Gatling that hits "
          "him too is forgiven). Weaken the Outlaws and leave the kill to the Sheriff, who "
          "then draws the 3 cards.",
          "Ne tirez jamais sur le shérif : cela vous désigne comme hors-la-loi (des Indiens ! "
          "ou une Gatling qui le touchent aussi sont pardonnés). Affaiblissez les hors-la-loi "
          "et laissez le shérif les achever : c'est lui qui pioche alors les 3 cartes."),
    _rule(R.TIP_OUTLAW, "Tip for an Outlaw", "Conseil au hors-la-loi",
          "Do not attack the Sheriff early: pose as a Deputy, find your partners, remove the "
          "Deputies and the Renegade, and go for the Sheriff once he is down to 1 or 2 life.",
          "N'attaquez pas le shérif trop tôt : faites-vous passer pour un adjoint, trouvez vos "
          "partenaires, éliminez les adjoints et le renégat, et visez le shérif quand il n'a "
          "plus que 1 ou 2 points de vie."),
    _rule(R.TIP_RENEGADE, "Tip for the Renegade", "Conseil au renégat",
          "You win only as the last one alive, after the Sheriff: keep both sides weak, sow "
          "doubt, and spare the Sheriff while others live — his death with an Outlaw alive "
          "is the Outlaws' win. Best spot: you, the Sheriff and one Outlaw left.",
          "Vous ne gagnez qu'en restant le dernier en vie, après le shérif : gardez les deux "
          "camps faibles, semez le doute, et épargnez le shérif tant que d'autres vivent — sa "
          "mort avec un hors-la-loi en vie fait gagner les hors-la-loi. Meilleure situation : "
          "vous, le shérif et un hors-la-loi."),
)

RULEBOOK: dict[str, Rule] = {r.id: r for r in RULES}

#: The fact sheet's rules this tutor does not implement, each with the reason (none).
NOT_IMPLEMENTED: dict[str, Rule] = {}
assert set(RULEBOOK) == set(R)
