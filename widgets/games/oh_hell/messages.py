"""EN/FR texts of the Oh Hell table (captions, prompts, info strip, setup). Keys ``ui.oh.*``.

Rule explanations never live here: verdicts and events come from the engine's catalog
(``tutor.oh_hell.messages``). Placeholders match between languages (tested).
"""

from tutor.core import register_catalog

_SCORING = {
    "positive": ("positive", "positif"),
    "neutral": ("neutral", "neutre"),
    "negative": ("negative", "négatif"),
    "balanced": ("balanced", "équilibré"),
    "hybrid": ("hybrid", "hybride"),
    "doubles": ("doubles", "doubles"),
    "triples": ("triples", "triples"),
    "squares": ("squares", "carrés"),
    "anderson": ("Anderson", "Anderson"),
}
_SEQUENCE = {
    "long": ("long (down then up)", "long (descente puis montée)"),
    "long-rev": ("long reversed (up then down)", "long – inversé (montée puis descente)"),
    "short-ud": ("short (6 down then up)", "court – haut et bas (6, descente puis montée)"),
    "short-up": ("short up", "court – haut"),
    "short-down": ("short down", "court – bas"),
    "single": ("one deal of max cards", "une donne de max cartes"),
}
_VARIANT = {
    "none": ("standard", "standard"),
    "balanced-2": ("balanced −2 per trick", "équilibré −2 par levée"),
    "squared": ("squares 10 + b²", "carrés 10 + a²"),
    "per-bid": ("Anderson V × bid", "Anderson V × annonce"),
    "short-literal": ("short up/down to 10", "court jusqu'à 10"),
    "classic": ("classic largest hand 51 ÷ n", "plus grande main classique 51 ÷ n"),
}

MESSAGES = {
    # --- prompts
    "ui.oh.prompt.bid": {
        "en": "{who} to bid ({k} {k:plural:card|cards} each): hover the chips 0–{k} below to "
              "see which bids are allowed, click one to bid.",
        "fr": "{who}, à vous d'annoncer ({k} {k:plural:carte|cartes} chacun) : survolez les "
              "jetons 0–{k} ci-dessous pour voir les annonces permises, cliquez pour annoncer."},
    "ui.oh.prompt.play": {
        "en": "{who} to play: hover a card of the hand below to see whether it may be played, "
              "click to play it.",
        "fr": "{who}, à vous de jouer : survolez une carte de la main ci-dessous pour savoir "
              "si elle peut être jouée, cliquez pour la jouer."},
    "ui.oh.solving": {
        "en": "Checking the goal with the solver: {percent} % ({nodes} of at most {budget} "
              "search steps)…",
        "fr": "Vérification de l'objectif par le solveur : {percent} % ({nodes} pas de "
              "recherche sur {budget} au plus)…"},
    "ui.oh.over": {
        "en": "The game is over (final scores in the strip below). Start a new game or undo.",
        "fr": "La partie est finie (scores finaux dans le bandeau ci-dessous). Lancez une "
              "nouvelle partie ou annulez."},
    "ui.oh.bad_bid": {
        "en": "'{bid}' is not a bid: give a whole number of tricks, e.g. 2.",
        "fr": "« {bid} » n'est pas une annonce : donnez un nombre entier de levées, ex. 2."},
    "ui.oh.new_game": {
        "en": "New game: {players} players, {sequence} sequence, {scoring} scoring, seed {seed}.",
        "fr": "Nouvelle partie : {players} joueurs, style {sequence}, score {scoring}, "
              "tirage n° {seed}."},
    "ui.oh.hidden": {
        "en": "{who}'s cards are hidden (play view): only the active hand is shown.",
        "fr": "Les cartes {who:de} sont cachées (vue de jeu) : seule la main active est "
              "montrée."},
    "ui.oh.seat_info": {
        "en": "{who}: bid {bid}, {won} {won:plural:trick|tricks} won, score {score}.",
        "fr": "{who} : annonce {bid}, {won} {won:plural:levée gagnée|levées gagnées}, "
              "score {score}."},
    # --- canvas captions
    "ui.oh.caption.hand": {"en": "Hand of", "fr": "Main de"},
    "ui.oh.caption.bid": {"en": "Bid:", "fr": "Annonce :"},
    "ui.oh.caption.trump": {"en": "Trump", "fr": "Atout"},
    "ui.oh.caption.last_trick": {"en": "Trick {n} → {who}", "fr": "Levée {n} → {who}"},
    "ui.oh.caption.dealer": {"en": "dealer", "fr": "donneur"},
    "ui.oh.seat.bid": {"en": "bid {bid}", "fr": "annonce {bid}"},
    "ui.oh.seat.won": {"en": "won {won}", "fr": "levées {won}"},
    "ui.oh.seat.score": {"en": "{score} pts", "fr": "{score} pts"},
    # --- info strip
    "ui.oh.info.bidding": {"en": "{who} to bid", "fr": "{who} : à vous d'annoncer"},
    "ui.oh.info.over": {"en": "Game over", "fr": "Partie finie"},
    "ui.oh.info.scoring_hand": {"en": "Hand {h} is scored", "fr": "La donne {h} est comptée"},
    "ui.oh.info.hand": {
        "en": "Hand {h} of {hands}: {k} {k:plural:card|cards} each",
        "fr": "Donne {h} sur {hands} : {k} {k:plural:carte|cartes} chacun"},
    "ui.oh.info.dealer": {"en": "Dealer: {who}", "fr": "Donneur : {who}"},
    "ui.oh.info.trump": {"en": "Trump: {card} ({suit})", "fr": "Atout : {card} ({suit})"},
    "ui.oh.info.scoring": {"en": "Scoring: {scoring}", "fr": "Score : {scoring}"},
    "ui.oh.info.vienna": {"en": "Vienna", "fr": "Vienne"},
    "ui.oh.info.bids": {"en": "Bids {total} / {k}", "fr": "Annonces {total} / {k}"},
    "ui.oh.info.scores": {"en": "Scores: {scores}", "fr": "Scores : {scores}"},
    # --- setup row
    "ui.setting.oh_hell.sequence": {"en": "Sequence", "fr": "Style"},
    "ui.setting.oh_hell.scoring": {"en": "Scoring", "fr": "Score"},
    "ui.setting.oh_hell.vienna": {"en": "Vienna", "fr": "Vienne"},
    "ui.setting.oh_hell.min_size": {"en": "Min", "fr": "Min"},
    "ui.setting.oh_hell.max_size": {"en": "Max", "fr": "Max"},
    "ui.setting.oh_hell.max_size.none": {"en": "auto", "fr": "auto"},
    "ui.setting.oh_hell.balanced_penalty": {"en": "Balanced: per trick off",
                                            "fr": "Équilibré : par levée d'écart"},
    "ui.setting.oh_hell.balanced_penalty.10": {"en": "−10", "fr": "−10"},
    "ui.setting.oh_hell.balanced_penalty.2": {"en": "−2", "fr": "−2"},
    "ui.setting.oh_hell.squares": {"en": "Squares", "fr": "Carrés"},
    "ui.setting.oh_hell.squares.x4": {"en": "10 + 4 × tricks", "fr": "10 + 4 × levées"},
    "ui.setting.oh_hell.squares.squared": {"en": "10 + bid²", "fr": "10 + annonce²"},
    "ui.setting.oh_hell.anderson": {"en": "Anderson made", "fr": "Anderson réussi"},
    "ui.setting.oh_hell.anderson.seed": {"en": "V × 10", "fr": "V × 10"},
    "ui.setting.oh_hell.anderson.per_bid": {"en": "V × bid", "fr": "V × annonce"},
    "ui.setting.oh_hell.short_cap": {"en": "Short to S(n)", "fr": "Court jusqu'à S(n)"},
    "ui.setting.oh_hell.deal": {"en": "Largest hand", "fr": "Plus grande main"},
    "ui.setting.oh_hell.deal.bga": {"en": "BGA", "fr": "BGA"},
    "ui.setting.oh_hell.deal.classic": {"en": "classic 51 ÷ n", "fr": "classique 51 ÷ n"},
    **{f"ui.setting.oh_hell.scoring.{k}": {"en": en, "fr": fr} for k, (en, fr) in _SCORING.items()},
    **{f"ui.setting.oh_hell.sequence.{k}": {"en": en, "fr": fr}
       for k, (en, fr) in _SEQUENCE.items()},
    **{f"ui.oh.variant.{k}": {"en": en, "fr": fr} for k, (en, fr) in _VARIANT.items()},
    "ui.oh.sheet.title": {"en": "Score sheet ({scoring})", "fr": "Feuille de marque ({scoring})"},
    "ui.oh.sheet.hand": {"en": "Hand", "fr": "Donne"},
    "ui.oh.sheet.total": {"en": "Total", "fr": "Total"},
    "ui.oh.sheet.entry": {"en": "bid {bid}, won {won}", "fr": "annonce {bid}, levées {won}"},
    "ui.oh.sheet.empty": {"en": "No hand finished yet.", "fr": "Aucune donne terminée."},
    "ui.oh.sheet.carried": {"en": "total {points}", "fr": "total {points}"},
    "ui.oh.sheet.unknown": {
        "en": "{count:plural:Hand|Hands} {hands} {count:plural:was|were} played before the "
              "position was loaded, without its score sheet: only the totals are known.",
        "fr": "{count:plural:La donne|Les donnes} {hands} "
              "{count:plural:a été jouée|ont été jouées} avant la position chargée, sans sa "
              "feuille de marque : seuls les totaux sont connus."},
}

register_catalog(MESSAGES)
