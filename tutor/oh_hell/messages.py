"""EN/FR message catalog of Oh Hell. Keys are ``oh.*``; placeholders match.

Cards are rendered per language: ``Q♠`` in English, ``D♠`` (dame) in French; ranks
J Q K A are V D R A (valet, dame, roi, as) in French.
"""

from tutor.core import register_catalog

_RANKS_EN = {"T": "10", "J": "J", "Q": "Q", "K": "K", "A": "A"}
_RANKS_FR = {"T": "10", "J": "V", "Q": "D", "K": "R", "A": "A"}

MESSAGES = {
    # --- the static picture of a state (svg.py)
    "oh.svg.hand": {"en": "Hand {h} of {n}: {k} {k:plural:card|cards} each",
                    "fr": "Donne {h} sur {n} : {k} {k:plural:carte|cartes} chacun"},
    "oh.svg.trump": {"en": "trump", "fr": "atout"},
    "oh.svg.player": {"en": "P{n}", "fr": "J{n}"},
    "oh.svg.dealer": {"en": "P{n} (dealer)", "fr": "J{n} (donneur)"},
    "oh.svg.seat": {"en": "bid {bid} · won {won} · score {score}",
                    "fr": "annonce {bid} · levées {won} · score {score}"},
    # --- the solver, asked what it cannot answer
    "oh.solve.over": {"en": "the game is over: there is nothing left to play",
                      "fr": "la partie est finie : il ne reste rien à jouer"},
    "oh.solve.no_bid": {"en": "this player has not bid yet: give the bid to test",
                        "fr": "ce joueur n'a pas encore annoncé : donnez l'annonce à tester"},
    "oh.card": {"en": "{rank}{suit}", "fr": "{rank}{suit}"},
    **{f"oh.rank.{r}": {"en": _RANKS_EN.get(r, r), "fr": _RANKS_FR.get(r, r)}
       for r in "23456789TJQKA"},
    "oh.symbol.C": {"en": "♣", "fr": "♣"},
    "oh.symbol.D": {"en": "♦", "fr": "♦"},
    "oh.symbol.H": {"en": "♥", "fr": "♥"},
    "oh.symbol.S": {"en": "♠", "fr": "♠"},
    "oh.suit.C": {"en": "clubs", "fr": "trèfle"},
    "oh.suit.D": {"en": "diamonds", "fr": "carreau"},
    "oh.suit.H": {"en": "hearts", "fr": "cœur"},
    "oh.suit.S": {"en": "spades", "fr": "pique"},
    "oh.total": {"en": "{who} {points}", "fr": "{who:le} a {points}"},
    # --- bids (OH-BID)
    "oh.bid.turn": {
        "en": "{who} bids now (bidding goes clockwise from the dealer's left; {dealer} deals "
              "and bids last)",
        "fr": "{who:Le} annonce maintenant (les annonces tournent depuis la gauche du donneur ; "
              "{dealer:le} donne et annonce en dernier)"},
    "oh.bid.range_ok": {
        "en": "a bid of {bid} is between 0 and {k} (cards dealt)",
        "fr": "une annonce de {bid} est entre 0 et {k} (cartes distribuées)"},
    "oh.bid.range_bad": {
        "en": "a bid is 0 to {k} tricks (the cards dealt), not {bid}",
        "fr": "une annonce va de 0 à {k} levées (les cartes distribuées), pas {bid}"},
    "oh.bid.dealer_free": {
        "en": "the others already bid {sum} = {s} > {k}: the dealer may bid anything",
        "fr": "les autres ont déjà annoncé {sum} = {s} > {k} : le donneur peut tout annoncer"},
    "oh.bid.dealer_forbidden": {
        "en": "the dealer may not bid {bid}: {sum} = {total} = cards dealt",
        "fr": "le donneur ne peut pas annoncer {bid} : {sum} = {total} = cartes distribuées"},
    "oh.bid.dealer_ok": {
        "en": "the dealer may bid {bid}: {sum} = {total} ≠ {k} cards dealt (only {forbidden} "
              "is forbidden)",
        "fr": "le donneur peut annoncer {bid} : {sum} = {total} ≠ {k} cartes distribuées "
              "(seul {forbidden} est interdit)"},
    # --- cards (OH-PLAY)
    "oh.play.held": {"en": "{card} is in {who}'s hand", "fr": "{card} est dans la main {who:de}"},
    "oh.play.not_held": {
        "en": "{card} is not in {who}'s hand (hand: {hand})",
        "fr": "{card} n'est pas dans la main {who:de} (main : {hand})"},
    "oh.play.lead": {
        "en": "{who} leads: any card may be led, trump ({trump}) included",
        "fr": "{who:Le} entame : toute carte peut être jouée, atout ({trump}) compris"},
    "oh.play.follows": {
        "en": "{card} follows {suit}, the suit led",
        "fr": "{card} fournit à {suit}, la couleur demandée"},
    "oh.play.must_follow": {
        "en": "you must follow {suit}: you hold {cards}",
        "fr": "vous devez fournir à {suit} : vous avez {cards}"},
    "oh.play.void_trump": {
        "en": "{who} has no {suit}: any card may be played, here the trump {card}",
        "fr": "{who:Le} n'a pas de {suit} : toute carte est permise, ici l'atout {card}"},
    "oh.play.void_discard": {
        "en": "{who} has no {suit}: any card may be played, here the discard {card}",
        "fr": "{who:Le} n'a pas de {suit} : toute carte est permise, ici la défausse {card}"},
    "oh.play.takes_lead": {
        "en": "{card} beats {beaten}: it wins the trick so far",
        "fr": "{card} bat {beaten} : elle remporte la levée pour l'instant"},
    "oh.play.cannot_beat": {
        "en": "{card} does not beat {best}, which still wins the trick so far",
        "fr": "{card} ne bat pas {best}, qui remporte toujours la levée pour l'instant"},
    "oh.play.third_suit": {
        "en": "{card} is neither {suit} nor trump: it cannot win ({best} leads the trick)",
        "fr": "{card} n'est ni à {suit} ni atout : elle ne peut pas gagner ({best} mène la "
              "levée)"},
    # --- gates
    "oh.ask.bid": {"en": "{who} to bid", "fr": "{who:À} d'annoncer"},
    "oh.ask.play": {"en": "{who} to play a card to the trick",
                    "fr": "{who:À} de jouer une carte dans la levée"},
    "oh.gate.over": {"en": "the game is over", "fr": "la partie est terminée"},
    "oh.gate.bid_first": {
        "en": "bidding comes first: {who} must bid",
        "fr": "les annonces d'abord : {who:le} doit annoncer"},
    "oh.gate.bidding_over": {
        "en": "bidding is over (one bid each): {who} must play a card",
        "fr": "les annonces sont finies (une chacun) : {who:le} doit jouer une carte"},
    # --- summaries
    "oh.partial.bid": {"en": "{who} bids: choose a number of tricks from 0 to {k}.",
                       "fr": "{who:Le} annonce : choisissez un nombre de levées de 0 à {k}."},
    "oh.partial.play": {"en": "{who} plays: choose a card of the hand.",
                        "fr": "{who:Le} joue : choisissez une carte de la main."},
    "oh.partial.no_step": {"en": "a move of this game is 'bid' or 'play', not '{step}'",
                           "fr": "un coup de ce jeu est « bid » ou « play », pas « {step} »"},
    "oh.summary.someone": {"en": "a player", "fr": "un joueur"},
    "oh.partial.what.bid": {"en": "{who} bids", "fr": "{who:Le} annonce"},
    "oh.partial.what.play": {"en": "{who} plays a card", "fr": "{who:Le} joue une carte"},
    "oh.partial.what.step": {"en": "{who} plays a step this game does not have",
                             "fr": "{who:Le} joue une étape que ce jeu n'a pas"},
    "oh.summary.bid": {"en": "{who} bids {bid}", "fr": "{who:Le} annonce {bid}"},
    "oh.summary.play": {"en": "{who} plays {card}", "fr": "{who:Le} joue {card}"},
    # --- events
    "oh.event.deal": {
        "en": "{who} deals hand {h}: {k} {k:plural:card|cards} each, one at a time from {first}",
        "fr": "{who:Le} distribue la donne {h} : {k} {k:plural:carte|cartes} chacun, une à une en "
              "commençant par {first:le}"},
    "oh.event.sequence": {
        "en": "hand {h} of {hands} in the sequence {sizes}: {k} {k:plural:card|cards}",
        "fr": "donne {h} sur {hands} de la série {sizes} : {k} {k:plural:carte|cartes}"},
    "oh.event.trump": {
        "en": "the turned card is {card}: {suit} are trump for this hand ({stock} "
              "{stock:plural:card stays|cards stay} face down)",
        "fr": "la carte retournée est {card} : l'atout est {suit} pour cette donne ({stock} "
              "{stock:plural:carte reste|cartes restent} face cachée)"},
    "oh.event.first_bid": {"en": "{who} bids first", "fr": "{who:Le} annonce en premier"},
    "oh.event.bid": {
        "en": "{who} bids {bid} (bids so far: {sum} = {total}, for {k} "
              "{k:plural:trick|tricks})",
        "fr": "{who:Le} annonce {bid} (annonces : {sum} = {total}, pour {k} "
              "{k:plural:levée|levées})"},
    "oh.event.overbid": {
        "en": "bidding is over: {sum} = {total} > {k}, over-bid by {diff}: someone will miss",
        "fr": "fin des annonces : {sum} = {total} > {k}, sur-annonce de {diff} : quelqu'un "
              "échouera"},
    "oh.event.underbid": {
        "en": "bidding is over: {sum} = {total} < {k}, under-bid by {diff}: someone will miss",
        "fr": "fin des annonces : {sum} = {total} < {k}, sous-annonce de {diff} : quelqu'un "
              "échouera"},
    "oh.event.first_lead": {
        "en": "{who}, on the dealer's left, leads the first trick",
        "fr": "{who:Le}, à gauche du donneur, entame la première levée"},
    "oh.event.play": {"en": "{who} plays {card}", "fr": "{who:Le} joue {card}"},
    "oh.event.next_lead": {
        "en": "{who} won the trick and leads trick {n} of {k}",
        "fr": "{who:Le} a gagné la levée et entame la levée {n} sur {k}"},
    "oh.event.sheet": {
        "en": "score sheet after hand {h} of {hands}: {totals}",
        "fr": "feuille de marque après la donne {h} sur {hands} : {totals}"},
    "oh.event.winner": {
        "en": "game over after {hands} hands: {who} wins with {points} points",
        "fr": "partie terminée après {hands} donnes : {who:le} gagne avec {points} points"},
    "oh.event.tie": {
        "en": "game over after {hands} hands: {who} share first place with {points} points",
        "fr": "partie terminée après {hands} donnes : {who:le} partagent la première place avec "
              "{points} points"},
    "oh.win.only_trump": {
        "en": "{who} wins trick {n} with {card}, the only trump ({trump}) played",
        "fr": "{who:Le} remporte la levée {n} avec {card}, le seul atout ({trump}) joué"},
    "oh.win.high_trump": {
        "en": "{who} wins trick {n} with {card}, the highest trump ({trump}) of {cards}",
        "fr": "{who:Le} remporte la levée {n} avec {card}, le plus haut atout ({trump}) parmi "
              "{cards}"},
    "oh.win.led": {
        "en": "{who} wins trick {n} with {card}: no trump ({trump}) played, the highest card "
              "in {suit}, the suit led",
        "fr": "{who:Le} remporte la levée {n} avec {card} : aucun atout ({trump}) joué, plus haute "
              "carte à {suit}, la couleur demandée"},
    # --- scores (OH-SCORE)
    "oh.score.made": {
        "en": "{who} bid {bid} and won {won}: made, {formula} "
              "{points:plural:point|points}",
        "fr": "{who:Le} a annoncé {bid} et fait {won} : réussi, {formula} "
              "{points:plural:point|points}"},
    "oh.score.over": {
        "en": "{who} bid {bid} and won {won}: missed, {off} over, {formula} "
              "{points:plural:point|points}",
        "fr": "{who:Le} a annoncé {bid} et fait {won} : raté, {off} de trop, {formula} "
              "{points:plural:point|points}"},
    "oh.score.under": {
        "en": "{who} bid {bid} and won {won}: missed, {off} under, {formula} "
              "{points:plural:point|points}",
        "fr": "{who:Le} a annoncé {bid} et fait {won} : raté, {off} de moins, {formula} "
              "{points:plural:point|points}"},
    # --- options
    "oh.options.players": {
        "en": "Oh Hell is for 3 to 7 players, not {players}",
        "fr": "Oh Hell se joue de 3 à 7 joueurs, pas {players}"},
    "oh.options.sequence": {
        "en": "unknown sequence '{value}' (allowed: {allowed})",
        "fr": "style inconnu « {value} » (permis : {allowed})"},
    "oh.options.scoring": {
        "en": "unknown scoring '{value}' (allowed: {allowed})",
        "fr": "score inconnu « {value} » (permis : {allowed})"},
    "oh.options.min_size": {
        "en": "the smallest hand is 1 or 3, not {value}",
        "fr": "la plus petite main vaut 1 ou 3, pas {value}"},
    "oh.options.max_size": {
        "en": "the largest hand must be between {low} and {top}, not {value}",
        "fr": "la plus grande main doit être entre {low} et {top}, pas {value}"},
    "oh.options.single": {
        "en": "a single deal needs its size as the largest hand (max), and takes no smallest "
              "hand and no classic sequence",
        "fr": "une donne unique demande sa taille comme plus grande main (max), sans plus "
              "petite main ni séquence classique"},
    "oh.options.vienna_anderson": {
        "en": "Vienna cannot be combined with Anderson",
        "fr": "Vienne ne se combine pas avec Anderson"},
    "oh.options.value": {
        "en": "{name} cannot be '{value}' (allowed: {allowed})",
        "fr": "{name} ne peut pas valoir « {value} » (permis : {allowed})"},
    "oh.options.needs_scoring": {
        "en": "{name}={value} only applies to the {scoring} scoring",
        "fr": "{name}={value} ne s'applique qu'au score {scoring}"},
    "oh.options.short_cap_sequence": {
        "en": "the literal reading of the short sequences only applies to short-up and "
              "short-down",
        "fr": "la lecture littérale des styles courts ne concerne que Court – haut et "
              "Court – bas"},
    "oh.options.short_literal": {
        "en": "a short sequence to 10 cards cannot be dealt to {players} players (at most "
              "{top} each)",
        "fr": "un style court jusqu'à 10 cartes ne peut pas être distribué à {players} joueurs "
              "(au plus {top} chacun)"},
    # --- notation
    "oh.notation.prefix": {
        "en": "a position starts with '{prefix}'",
        "fr": "une position commence par « {prefix} »"},
    "oh.notation.spacing": {
        "en": "fields are separated by spaces (no tab or line break)",
        "fr": "les champs sont séparés par des espaces (ni tabulation ni saut de ligne)"},
    "oh.notation.bad_field": {
        "en": "'{token}' is not a key=value field",
        "fr": "« {token} » n'est pas un champ clé=valeur"},
    "oh.notation.unknown_field": {
        "en": "unknown field '{field}' (fields: {allowed})",
        "fr": "champ inconnu « {field} » (champs : {allowed})"},
    "oh.notation.duplicate_field": {
        "en": "the field '{field}' is written twice",
        "fr": "le champ « {field} » est écrit deux fois"},
    "oh.notation.field_order": {
        "en": "the field '{field}' is out of order (order: {order})",
        "fr": "le champ « {field} » n'est pas à sa place (ordre : {order})"},
    "oh.notation.missing_field": {
        "en": "the field '{field}' is missing",
        "fr": "le champ « {field} » est absent"},
    "oh.notation.bad_number": {
        "en": "'{value}' is not a valid number for {field} (a whole number written with the "
              "digits 0-9)",
        "fr": "« {value} » n'est pas un nombre valide pour {field} (un nombre entier écrit "
              "avec les chiffres 0-9)"},
    "oh.notation.bad_choice": {
        "en": "{field} cannot be '{value}' (allowed: {allowed})",
        "fr": "{field} ne peut pas valoir « {value} » (permis : {allowed})"},
    "oh.notation.bad_min": {
        "en": "min is written only when it is 3, not {value}",
        "fr": "min ne s'écrit que s'il vaut 3, pas {value}"},
    "oh.notation.unknown_variant": {
        "en": "unknown variant '{variant}' (allowed: {allowed})",
        "fr": "variante inconnue « {variant} » (permises : {allowed})"},
    "oh.notation.variant_order": {
        "en": "variants are written once each, in the order {allowed}",
        "fr": "les variantes s'écrivent une fois chacune, dans l'ordre {allowed}"},
    "oh.notation.options": {
        "en": "these options cannot be played: {problem}",
        "fr": "ces options ne sont pas jouables : {problem}"},
    "oh.notation.bad_card": {
        "en": "'{card}' is not a card (rank 2-9 T J Q K A, then suit C D H S: QS, TH)",
        "fr": "« {card} » n'est pas une carte (rang 2-9 T J Q K A, puis couleur C D H S : QS, "
              "TH)"},
    "oh.notation.duplicate_card": {
        "en": "the card {card} is written twice (OH-SETUP-2: 52 different cards)",
        "fr": "la carte {card} est écrite deux fois (OH-SETUP-2 : 52 cartes "
              "différentes)"},
    "oh.notation.card_order": {
        "en": "{card} must come before {before}: cards are listed clubs, diamonds, hearts, "
              "spades, each from 2 to A",
        "fr": "{card} doit précéder {before} : les cartes sont rangées trèfle, carreau, cœur, "
              "pique, chacune de 2 à A"},
    "oh.notation.bad_move": {
        "en": "'{move}' is not a move (a bid like 'bid 2', or a card like 'QS')",
        "fr": "« {move} » n'est pas un coup (une annonce comme « bid 2 » ou une carte comme "
              "« QS »)"},
    "oh.notation.seat_count": {
        "en": "{field} lists {found} {found:plural:seat|seats}, the game has {players}",
        "fr": "{field} donne {found} {found:plural:place|places}, la partie en a {players}"},
    "oh.notation.size_mismatch": {
        "en": "hand {hand} has {expected} cards each in the sequence {sizes}, not {size}",
        "fr": "la donne {hand} a {expected} cartes chacun dans la série {sizes}, pas {size}"},
    "oh.notation.bid_order": {
        "en": "bids are made in order from seat {first} (the dealer's left, OH-BID-1)",
        "fr": "les annonces se font dans l'ordre à partir de la place {first} (à gauche du "
              "donneur, OH-BID-1)"},
    "oh.notation.dealer_total": {
        "en": "the bids {sum} add up to the {k} cards dealt, which the dealer's restriction "
              "forbids (OH-BID-DEALER)",
        "fr": "les annonces {sum} totalisent les {k} cartes distribuées, ce que la contrainte "
              "du donneur interdit (OH-BID-DEALER)"},
    "oh.notation.won_total": {
        "en": "{total} tricks won, but the hand has only {k} (OH-PLAY-NEXT)",
        "fr": "{total} levées gagnées, mais la donne n'en a que {k} (OH-PLAY-NEXT)"},
    "oh.notation.won_in_bidding": {
        "en": "no trick can be won while bidding is not over (OH-BID-1)",
        "fr": "aucune levée ne peut être gagnée avant la fin des annonces (OH-BID-1)"},
    "oh.notation.no_lead_yet": {
        "en": "{field} is only written once bidding is over",
        "fr": "{field} ne s'écrit qu'après les annonces"},
    "oh.notation.no_lead_over": {
        "en": "{field} is not written once the game is over",
        "fr": "{field} ne s'écrit plus une fois la partie finie"},
    "oh.notation.hand_finished": {
        "en": "every trick of hand {hand} is played but it is not the last hand: the next hand "
              "would be dealt",
        "fr": "toutes les levées de la donne {hand} sont jouées mais ce n'est pas la dernière : "
              "la donne suivante serait distribuée"},
    "oh.notation.lead_first": {
        "en": "the first trick is led by seat {first}, on the dealer's left (OH-PLAY-LEAD)",
        "fr": "la première levée est entamée par la place {first}, à gauche du donneur "
              "(OH-PLAY-LEAD)"},
    "oh.notation.lead_won": {
        "en": "seat {seat} leads but has won no trick: the winner of a trick leads the next "
              "(OH-PLAY-NEXT)",
        "fr": "la place {seat} entame sans avoir gagné de levée : le gagnant d'une levée entame "
              "la suivante (OH-PLAY-NEXT)"},
    "oh.notation.trick_size": {
        "en": "a trick in progress holds 1 to {players} - 1 cards, not {count} "
              "(OH-PLAY-FOLLOW: one card per player)",
        "fr": "une levée en cours a de 1 à {players} - 1 cartes, pas {count} "
              "(OH-PLAY-FOLLOW : une carte par joueur)"},
    "oh.notation.hand_count": {
        "en": "seat {seat} holds {count} {count:plural:card|cards}, {expected} expected: k "
              "dealt, less one per trick played and the card on the table (OH-DEAL-3)",
        "fr": "la place {seat} a {count} {count:plural:carte|cartes}, {expected} attendues : "
              "k distribuées, moins une par levée jouée et la carte posée (OH-DEAL-3)"},
    "oh.notation.revoke": {
        "en": "seat {seat} played {card} while holding the suit led (OH-PLAY-FOLLOW)",
        "fr": "la place {seat} a joué {card} en ayant la couleur demandée "
              "(OH-PLAY-FOLLOW)"},
    "oh.notation.sheet_rows": {
        "en": "the sheet has {found} hands, {expected} expected",
        "fr": "la feuille a {found} donnes, {expected} attendues"},
    "oh.notation.sheet_cell": {
        "en": "'{cell}' is not bid:won with both at most {k}",
        "fr": "« {cell} » n'est pas annonce:levées, chacune au plus {k}"},
    "oh.notation.sheet_row": {
        "en": "hand {hand} of the sheet: the tricks must add up to {k} and the bids must not "
              "(OH-BID-3)",
        "fr": "donne {hand} de la feuille : les levées doivent totaliser {k} et les annonces "
              "non (OH-BID-3)"},
    "oh.notation.sheet_totals": {
        "en": "the sheet adds up to {totals}, not to the scores (OH-SCORE-SHEET)",
        "fr": "la feuille totalise {totals}, pas les scores (OH-SCORE-SHEET)"},
    "oh.notation.sheet_last": {
        "en": "the sheet's last hand must repeat the final bids and tricks",
        "fr": "la dernière donne de la feuille doit reprendre les annonces et levées finales"},
    # --- positions no game can reach (the scores; issue 9)
    "oh.notation.scores_start": {
        "en": "no hand has been scored yet, so every score is 0: seat {seat} cannot have "
              "{points} (OH-SCORE-SHEET)",
        "fr": "aucune donne n'est encore marquée, donc chaque score vaut 0 : la place {seat} "
              "ne peut pas avoir {points} (OH-SCORE-SHEET)"},
    "oh.notation.scores_only_hand": {
        "en": "the only hand scored gives seat {seat} {expected} under {scoring} scoring "
              "({rule}), not {points}",
        "fr": "la seule donne marquée rapporte {expected} à la place {seat} avec le score "
              "{scoring} ({rule}), pas {points}"},
    "oh.notation.score_unreachable": {
        "en": "seat {seat} cannot total {points} after {hands} scored "
              "{hands:plural:hand|hands} under {scoring} scoring ({rule}): the nearest totals "
              "it can reach are {below} and {above}",
        "fr": "la place {seat} ne peut pas totaliser {points} après {hands} "
              "{hands:plural:donne marquée|donnes marquées} avec le score {scoring} ({rule}) : "
              "les totaux possibles les plus proches sont {below} et {above}"},
    "oh.notation.scores_table": {
        "en": "the scores add up to {total}, which {hands} scored {hands:plural:hand|hands} "
              "under {scoring} scoring cannot give the table together ({rule}; in every hand "
              "the tricks add up to its size and the bids do not, OH-BID-3): the nearest "
              "totals are {below} and {above}",
        "fr": "les scores totalisent {total}, ce que {hands} "
              "{hands:plural:donne marquée|donnes marquées} avec le score {scoring} ne peuvent "
              "pas donner à la table ({rule} ; dans chaque donne les levées totalisent sa "
              "taille et les annonces non, OH-BID-3) : les totaux possibles les plus proches "
              "sont {below} et {above}"},
    "oh.notation.scores_table_range": {
        "en": "the scores add up to {total}, but after {hands} scored "
              "{hands:plural:hand|hands} under {scoring} scoring ({rule}) the table totals "
              "from {below} to {above} (in every hand the tricks add up to its size and the "
              "bids do not, OH-BID-3)",
        "fr": "les scores totalisent {total}, mais après {hands} "
              "{hands:plural:donne marquée|donnes marquées} avec le score {scoring} ({rule}) "
              "la table totalise de {below} à {above} (dans chaque donne les levées "
              "totalisent sa taille et les annonces non, OH-BID-3)"},
    # --- puzzle goals
    "oh.goal.legal": {"en": "a legal move", "fr": "un coup autorisé"},
    "oh.goal.only_move": {"en": "the only legal move", "fr": "le seul coup autorisé"},
    "oh.goal.make_bid": {
        "en": "make your bid exactly, whatever the others do",
        "fr": "réussir exactement votre annonce, quoi que fassent les autres"},
    "oh.goal.win_trick": {"en": "win the trick", "fr": "remporter la levée"},
    "oh.goal.lose_trick": {"en": "lose the trick", "fr": "perdre la levée"},
    "oh.goal.made": {"en": "end the hand with your bid made",
                     "fr": "finir la donne en ayant réussi votre annonce"},
    "oh.goal.missed": {"en": "end the hand with your bid missed",
                       "fr": "finir la donne en ayant raté votre annonce"},
    # --- the solver's budget and arguments (solver.py)
    "oh.solve.too_large": {
        "en": "too large to solve here: {players} players × {cards} "
              "{cards:plural:card|cards} left, more than {budget} search steps (the "
              "solver's budget); play a trick or two first, or give a larger budget",
        "fr": "trop grand pour être résolu ici : {players} joueurs × {cards} "
              "{cards:plural:carte restante|cartes restantes}, plus de {budget} étapes de "
              "recherche "
              "(le budget du solveur) ; jouez d'abord une levée ou deux, ou donnez un budget "
              "plus grand"},
    "oh.solve.bad_bid": {
        "en": "the bid to test must be a whole number of tricks, not {bid}",
        "fr": "l'annonce à tester doit être un nombre entier de levées, pas {bid}"},
    "oh.goal.too_large": {
        "en": "the goal “make your bid exactly” cannot be checked here: {detail}",
        "fr": "l'objectif « réussir exactement votre annonce » ne peut pas être vérifié ici "
              ": {detail}"},
    "oh.solve.bad_budget": {
        "en": "the solver's budget must be a whole number of search steps from 1 up, "
              "not {budget}",
        "fr": "le budget du solveur doit être un nombre entier d'étapes de recherche, à "
              "partir de 1, pas {budget}"},
}

register_catalog(MESSAGES)
