"""Oh Hell rule IDs with their EN/FR titles and summaries.

IDs follow the fact sheet (``OH-*``). The single source of rule prose for the notebook and
for the engine's citations. One ID is our own: ``OH-SCORE-SHEET`` (the running score sheet;
the fact sheet describes it only in the heading of its scoring section).

Where the fact sheet marks a point [OPEN], or where it and the French seed disagree, the
summary says which reading we follow and which option selects the other one:

* short sequences for 6–7 players: the top is S(n) (option ``short_cap``, on by default);
* Carrés: the seed's ×4 by default; the English "squares" (b², d²) with ``squares="squared"``;
* Balanced: the seed's −10 per trick off by default; the English −2 with
  ``balanced_penalty=2``;
* Anderson: the seed's text by default (made: trick value × 10); the fact sheet's English
  reading (made: trick value × bid) with ``anderson="per_bid"``. The fact sheet calls the
  seed's line a mistranslation, but where the seed speaks it wins;
* ties: tied players share the rank (``ties="shared"``, the only reading implemented).
"""

from __future__ import annotations

from enum import StrEnum

from tutor.core.rulebook import Rule
from tutor.core.rulebook import rule as _rule


#: The shape of this game's rule IDs in its fact sheet (prefix, family, number or name).
RULE_ID_PATTERN = r"OH-[A-Z]+-[A-Z0-9]+"


class R(StrEnum):
    SETUP_1 = "OH-SETUP-1"
    SETUP_2 = "OH-SETUP-2"
    DEAL_1 = "OH-DEAL-1"
    DEAL_2 = "OH-DEAL-2"
    DEAL_3 = "OH-DEAL-3"
    SEQ_LONG = "OH-SEQ-LONG"
    SEQ_LONGREV = "OH-SEQ-LONGREV"
    SEQ_SHORTUD = "OH-SEQ-SHORTUD"
    SEQ_SHORTUP = "OH-SEQ-SHORTUP"
    SEQ_SHORTDN = "OH-SEQ-SHORTDN"
    SEQ_MINMAX = "OH-SEQ-MINMAX"
    SEQ_SINGLE = "OH-SEQ-SINGLE"      # the tutor's, beyond BGA
    DEAL_CLASSIC = "OH-DEAL-CLASSIC"  # the tutor's, beyond BGA
    TRUMP_1 = "OH-TRUMP-1"
    TRUMP_2 = "OH-TRUMP-2"
    BID_1 = "OH-BID-1"
    BID_2 = "OH-BID-2"
    BID_DEALER = "OH-BID-DEALER"
    BID_3 = "OH-BID-3"
    PLAY_LEAD = "OH-PLAY-LEAD"
    PLAY_FOLLOW = "OH-PLAY-FOLLOW"
    PLAY_WIN = "OH-PLAY-WIN"
    PLAY_NEXT = "OH-PLAY-NEXT"
    SCORE_POS = "OH-SCORE-POS"
    SCORE_NEU = "OH-SCORE-NEU"
    SCORE_NEG = "OH-SCORE-NEG"
    SCORE_BAL = "OH-SCORE-BAL"
    SCORE_HYB = "OH-SCORE-HYB"
    SCORE_DBL = "OH-SCORE-DBL"
    SCORE_TRI = "OH-SCORE-TRI"
    SCORE_SQ = "OH-SCORE-SQ"
    SCORE_AND = "OH-SCORE-AND"
    SCORE_VIE = "OH-SCORE-VIE"
    SCORE_SHEET = "OH-SCORE-SHEET"
    END_1 = "OH-END-1"
    END_2 = "OH-END-2"


RULES: tuple[Rule, ...] = (
    _rule(R.SETUP_1, "3 to 7 players", "De 3 à 7 joueurs",
          "3 to 7 players (best with 4 to 6). Seats are numbered clockwise; the player on the "
          "dealer's left is the next seat.",
          "De 3 à 7 joueurs (le mieux entre 4 et 6). Les places sont numérotées dans le sens "
          "horaire ; le joueur à gauche du donneur est la place suivante."),
    _rule(R.SETUP_2, "52 cards, ace high", "52 cartes, l'as en haut",
          "One standard 52-card deck, no jokers. In every suit: A K Q J 10 9 8 7 6 5 4 3 2. "
          "Suits have no order, except that trump beats the other three in the current hand.",
          "Un paquet standard de 52 cartes, sans joker. Dans chaque couleur : A R D V 10 9 8 7 "
          "6 5 4 3 2. Les couleurs ne sont pas classées, sauf l'atout qui bat les trois autres "
          "pendant la donne."),
    _rule(R.DEAL_1, "Starting hand size", "Taille de la première main",
          "The starting size S depends on the players: 3, 4 or 5 players: 10 cards; 6 players: "
          "8; 7 players: 7.",
          "La taille de départ S dépend du nombre de joueurs : 3, 4 ou 5 joueurs : 10 cartes ; "
          "6 joueurs : 8 ; 7 joueurs : 7."),
    _rule(R.DEAL_2, "The deal passes clockwise", "La donne tourne",
          "Each hand is dealt by the next player clockwise. The first dealer is drawn by lot "
          "(from the game's seed).",
          "Chaque donne est distribuée par le joueur suivant dans le sens horaire. Le premier "
          "donneur est tiré au sort (d'après le numéro de tirage de la partie)."),
    _rule(R.DEAL_3, "One card at a time", "Une carte à la fois",
          "The dealer shuffles and deals one card at a time, clockwise from the player on the "
          "dealer's left, until everyone holds the hand size.",
          "Le donneur mélange et distribue une carte à la fois, dans le sens horaire en "
          "commençant par le joueur à sa gauche, jusqu'à ce que chacun ait la taille de la "
          "main."),
    _rule(R.SEQ_LONG, "Long sequence (default)", "Style long (par défaut)",
          "Hands of S, S−1, …, 2, 1, 2, …, S cards: 2S−1 hands (19 for 3–5 players, 15 for 6, "
          "13 for 7).",
          "Des mains de S, S−1, …, 2, 1, 2, …, S cartes : 2S−1 donnes (19 de 3 à 5 joueurs, 15 "
          "à 6, 13 à 7)."),
    _rule(R.SEQ_LONGREV, "Long – reversed", "Long – inversé",
          "Hands of 1, 2, …, S, …, 2, 1 cards (2S−1 hands).",
          "Des mains de 1, 2, …, S, …, 2, 1 cartes (2S−1 donnes)."),
    _rule(R.SEQ_SHORTUD, "Short – up and down", "Court – haut et bas",
          "Always 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6 (11 hands), whatever the number of players.",
          "Toujours 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6 (11 donnes), quel que soit le nombre de "
          "joueurs."),
    _rule(R.SEQ_SHORTUP, "Short – up", "Court – haut",
          "Hands of 1, 2, …, 10 cards. Reading followed (the seed says 'always 10', impossible "
          "for 6 or 7 players): the top is S, so 1…8 for 6 players and 1…7 for 7 (option "
          "short_cap, on by default).",
          "Des mains de 1, 2, …, 10 cartes. Lecture retenue (la règle dit « toujours 10 », "
          "impossible à 6 ou 7 joueurs) : le sommet est S, soit 1…8 à 6 joueurs et 1…7 à 7 "
          "(option short_cap, active par défaut)."),
    _rule(R.SEQ_SHORTDN, "Short – down", "Court – bas",
          "Hands of 10, 9, …, 1 cards; the same reading caps the top at S for 6 or 7 players.",
          "Des mains de 10, 9, …, 1 cartes ; la même lecture limite le sommet à S à 6 ou 7 "
          "joueurs."),
    _rule(R.SEQ_MINMAX, "Smallest and largest hand", "Plus petite et plus grande main",
          "Every sequence runs between a smallest hand (1 by default, or 3) and a largest hand "
          "(S by default, or lower); the sequences above are cut to that range.",
          "Chaque style va d'une plus petite main (1 par défaut, ou 3) à une plus grande (S par "
          "défaut, ou moins) ; les styles ci-dessus sont coupés à cet intervalle."),
    _rule(R.SEQ_SINGLE, "A single deal (beyond BGA)", "Une donne unique (au-delà de BGA)",
          "For puzzles and what-ifs the tutor also plays one deal on its own, of any size the "
          "deck allows with a card left to turn for trump: 1 to 51 ÷ players cards (17 for "
          "3 players, 12 for 4). BGA has no such option.",
          "Pour les énigmes et les « et si », le tuteur joue aussi une donne seule, de toute "
          "taille que le paquet permet en gardant une carte à retourner pour l'atout : de 1 à "
          "51 ÷ joueurs cartes (17 à 3 joueurs, 12 à 4). BGA n'a pas cette option."),
    _rule(R.DEAL_CLASSIC, "The classic largest hand (beyond BGA)",
          "La plus grande main classique (au-delà de BGA)",
          "In the classic table game the largest hand deals out the whole deck but one card, "
          "turned for trump: 51 ÷ players cards, rounded down (17 for 3 players, 12 for 4, "
          "10 for 5, 8 for 6, 7 for 7). With this option S is that size, in every sequence.",
          "Dans le jeu classique, la plus grande main distribue tout le paquet sauf une carte, "
          "retournée pour l'atout : 51 ÷ joueurs cartes, arrondi en dessous (17 à 3 joueurs, "
          "12 à 4, 10 à 5, 8 à 6, 7 à 7). Avec cette option, S vaut cette taille, dans toutes "
          "les styles."),
    _rule(R.TRUMP_1, "The turned card", "La carte retournée",
          "After the deal the top card of the stock is turned face up: its suit is trump for "
          "the hand. The rest of the stock stays face down; none of it is in play.",
          "Après la distribution, la première carte du talon est retournée : sa couleur est "
          "l'atout de la donne. Le reste du talon reste face cachée, hors jeu."),
    _rule(R.TRUMP_2, "Always a trump", "Toujours un atout",
          "At most 50 cards are dealt (5 × 10, 6 × 8 = 48, 7 × 7 = 49), so a card is always "
          "left to turn: every hand has a trump suit.",
          "Au plus 50 cartes sont distribuées (5 × 10, 6 × 8 = 48, 7 × 7 = 49) : il reste "
          "toujours une carte à retourner, chaque donne a un atout."),
    _rule(R.BID_1, "Bidding order", "Ordre des annonces",
          "Bidding starts on the dealer's left and goes clockwise; the dealer bids last. Each "
          "player bids once, in public.",
          "Les annonces commencent à gauche du donneur et tournent dans le sens horaire ; le "
          "donneur annonce en dernier. Chacun annonce une fois, publiquement."),
    _rule(R.BID_2, "A bid is 0 to k", "Une annonce vaut de 0 à k",
          "A bid is a number of tricks from 0 to the cards dealt (k). No passing; 0 is a bid "
          "(win no trick).",
          "Une annonce est un nombre de levées de 0 au nombre de cartes distribuées (k). On ne "
          "passe pas ; 0 est une annonce (ne faire aucune levée)."),
    _rule(R.BID_DEALER, "The dealer's restriction", "La contrainte du donneur",
          "The dealer may not bid the number that makes the total of all bids equal to the "
          "cards dealt: with s the sum of the other bids, k − s is forbidden (nothing is "
          "forbidden when s > k).",
          "Le donneur ne peut pas annoncer le nombre qui rendrait le total des annonces égal au "
          "nombre de cartes distribuées : avec s la somme des autres annonces, k − s est "
          "interdit (rien ne l'est si s > k)."),
    _rule(R.BID_3, "Someone always misses", "Quelqu'un échoue toujours",
          "So the bids never add up to k: the hand is over-bid or under-bid and at least one "
          "player misses.",
          "Le total des annonces n'est donc jamais k : la donne est sur- ou sous-annoncée et au "
          "moins un joueur échoue."),
    _rule(R.PLAY_LEAD, "The lead", "L'entame",
          "The player on the dealer's left leads the first trick, with any card (trump "
          "included: there is no need to 'break' trumps).",
          "Le joueur à gauche du donneur entame la première levée avec n'importe quelle carte "
          "(atout compris : pas besoin d'« ouvrir » l'atout)."),
    _rule(R.PLAY_FOLLOW, "Follow suit", "Fournir",
          "Clockwise, each player must play a card of the suit led if they hold one. With none "
          "they may play any card, trump or discard; there is no duty to trump or to beat.",
          "Dans le sens horaire, chacun doit jouer la couleur demandée s'il en a. Sinon il joue "
          "n'importe quelle carte, atout ou défausse ; il n'est obligé ni de couper ni de "
          "monter."),
    _rule(R.PLAY_WIN, "Who wins the trick", "Qui remporte la levée",
          "The highest trump played wins; with no trump, the highest card of the suit led. A "
          "card of a third suit never wins.",
          "L'atout le plus haut l'emporte ; sans atout, la plus haute carte de la couleur "
          "demandée. Une carte d'une autre couleur ne gagne jamais."),
    _rule(R.PLAY_NEXT, "The winner leads", "Le gagnant entame",
          "The winner of a trick leads the next one. After k tricks the hand is scored and the "
          "next dealer deals.",
          "Le gagnant d'une levée entame la suivante. Après k levées, la donne est comptée et le "
          "donneur suivant distribue."),
    _rule(R.SCORE_POS, "Positive (default)", "Positif (par défaut)",
          "Made (tricks = bid): 10 + tricks. Missed: 1 point per trick won.",
          "Contrat réussi (levées = annonce) : 10 + levées. Raté : 1 point par levée gagnée."),
    _rule(R.SCORE_NEU, "Neutral", "Neutre",
          "Made: 10 + tricks. Missed: 0.",
          "Réussi : 10 + levées. Raté : 0."),
    _rule(R.SCORE_NEG, "Negative", "Négatif",
          "Made: 10. Missed: −10 per trick above or below the bid.",
          "Réussi : 10. Raté : −10 par levée au-dessus ou en dessous de l'annonce."),
    _rule(R.SCORE_BAL, "Balanced", "Équilibré",
          "Made: 10 + tricks. Missed: −10 per trick off (seed; the English page's −2 per trick "
          "is option balanced_penalty=2).",
          "Réussi : 10 + levées. Raté : −10 par levée d'écart (règle française ; le −2 de la "
          "page anglaise est l'option balanced_penalty=2)."),
    _rule(R.SCORE_HYB, "Hybrid", "Hybride",
          "Made: 10 + tricks. Missed under the bid: 1 point per trick; over the bid: 0.",
          "Réussi : 10 + levées. Raté en dessous de l'annonce : 1 point par levée ; au-dessus : "
          "0."),
    _rule(R.SCORE_DBL, "Doubles", "Doubles",
          "Made: 10 + 2 × tricks. Missed: −2 per trick off.",
          "Réussi : 10 + 2 × levées. Raté : −2 par levée d'écart."),
    _rule(R.SCORE_TRI, "Triples", "Triples",
          "Made: 10 + 3 × tricks. Missed: −3 per trick off.",
          "Réussi : 10 + 3 × levées. Raté : −3 par levée d'écart."),
    _rule(R.SCORE_SQ, "Carrés (×4)", "Carrés (×4)",
          "Made: 10 + 4 × tricks. Missed: −4 per trick off (seed). The English 'Squares' "
          "(made 10 + bid², missed −difference²) is option squares=squared.",
          "Réussi : 10 + 4 × levées. Raté : −4 par levée d'écart (règle française). Les "
          "« Squares » anglais (réussi 10 + annonce², raté −écart²) sont l'option "
          "squares=squared."),
    _rule(R.SCORE_AND, "Anderson", "Anderson",
          "A trick is worth V = 10 × the hand's number (10, 20, 30, …). Made: V × 10, as the "
          "seed says; option anderson=per_bid follows the English page instead: V × bid. "
          "Missed: −V per trick off.",
          "Une levée vaut V = 10 × le numéro de la donne (10, 20, 30, …). Réussi : V × 10, "
          "comme le dit la règle française ; l'option anderson=per_bid suit la page anglaise : "
          "V × annonce. Raté : −V par levée d'écart."),
    _rule(R.SCORE_VIE, "Vienna", "Vienne",
          "A modifier for every option but Anderson: a made bid of zero scores 5 + the cards "
          "each player held (k) instead. A missed zero is scored by the option as usual.",
          "Modificateur valable avec toutes les options sauf Anderson : une annonce nulle "
          "réussie vaut 5 + le nombre de cartes en main (k). Une annonce nulle ratée se compte "
          "normalement."),
    _rule(R.SCORE_SHEET, "The score sheet", "La feuille de marque",
          "After each hand every player's points are added to a running total on the score "
          "sheet (bid, tricks won, points).",
          "Après chaque donne, les points de chacun s'ajoutent à son total sur la feuille de "
          "marque (annonce, levées, points)."),
    _rule(R.END_1, "End of the game", "Fin de partie",
          "The game ends after the last hand of the sequence. The highest total wins.",
          "La partie s'arrête après la dernière donne du style choisi. Le plus haut total "
          "gagne."),
    _rule(R.END_2, "Ties", "Égalités",
          "No tie-break is documented. Reading followed: tied players share the rank (option "
          "ties=shared).",
          "Aucun départage n'est prévu. Lecture retenue : les joueurs à égalité partagent le "
          "rang (option ties=shared)."),
)

RULEBOOK: dict[R, Rule] = {rule.id: rule for rule in RULES}

#: The fact sheet's rules this tutor does not implement, each with the reason (none).
NOT_IMPLEMENTED: dict[str, Rule] = {}
assert set(RULEBOOK) == set(R), "every rule ID needs its text"
