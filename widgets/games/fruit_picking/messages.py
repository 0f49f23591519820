"""EN/FR texts of the Fruit Picking board (captions, prompts, info strip). Keys ``ui.fru.*``
and the setup row's ``ui.setting.fruit_picking.*``.

Rule explanations never live here: verdicts and events come from the engine's catalog
(``tutor.fruit_picking.messages``). Placeholders match between languages.
"""

from tutor.core import register_catalog

#: setting -> (English label, French label, {value: (English, French)})
_SETTINGS = {
    "players": ("Players (1: solo)", "Joueurs (1 : solo)", {}),
    "random_setup": ("Random farms (BGA)", "Fermes aléatoires (BGA)", {}),
    "no_market": ("Variant without the Market Island", "Variante sans île du marché", {}),
    "tiebreak_fruit": ("Tie-break: fruits on cards", "Départage : fruits des cartes",
                       {"more": ("more wins", "le plus gagne"),
                        "fewer": ("fewer wins", "le moins gagne")}),
    "tiebreak_seeds": ("then seeds on farms", "puis graines des fermes",
                       {"more": ("more wins", "le plus gagne"),
                        "fewer": ("fewer wins", "le moins gagne")}),
    "variant_end": ("Variant: the 5th card ends", "Variante : la 5e carte termine",
                    {"now": ("at once", "aussitôt"),
                     "round": ("after the round", "après le tour de table")}),
    "variant_winner": ("Variant winner", "Gagnant de la variante",
                       {"first": ("first to 5 cards", "premier à 5 cartes"),
                        "combination": ("a combination", "une combinaison")}),
}


def _setting_texts() -> dict:
    out = {}
    for name, (en, fr, values) in _SETTINGS.items():
        out[f"ui.setting.fruit_picking.{name}"] = {"en": en, "fr": fr}
        for value, (ven, vfr) in values.items():
            out[f"ui.setting.fruit_picking.{name}.{value}"] = {"en": ven, "fr": vfr}
    return out


MESSAGES = {
    # --- prompts
    "ui.fru.prompt.sow": {
        "en": "{who}: choose a farm to sow (hover one to see where its seeds land, click to "
              "sow it).",
        "fr": "{who} : choisissez une ferme à planter (survolez-en une pour voir où tombent "
              "ses graines, cliquez pour la planter)."},
    "ui.fru.prompt.act": {
        "en": "{who}: the active farm is {farm} ({fruit}), {have} seeds in the Harvest House. "
              "Hover a market card for its price, click it to collect, or water (the button "
              "or the active farm).",
        "fr": "{who} : la ferme active est {farm} ({fruit}), {have} graines dans la Harvest "
              "House. Survolez une carte du marché pour son prix, cliquez pour la collecter, "
              "ou arrosez (le bouton ou la ferme active)."},
    "ui.fru.prompt.rain": {
        "en": "{who}: the active farm is {farm} ({fruit}), which never collects: water it "
              "(the button or the farm). {have} seeds in the Harvest House.",
        "fr": "{who} : la ferme active est {farm} ({fruit}), qui ne collecte jamais : "
              "arrosez-la (le bouton ou la ferme). {have} graines dans la Harvest House."},
    "ui.fru.looking": {
        "en": "You are looking at the island of {who}: click your own on the right to come "
              "back.",
        "fr": "Vous regardez l'île {who:de} : cliquez la vôtre à droite pour revenir."},
    "ui.fru.then": {
        "en": "Then, with the active farm {farm} ({fruit}):",
        "fr": "Ensuite, avec la ferme active {farm} ({fruit}) :"},
    "ui.fru.then_none": {
        "en": "no {fruit} card on offer: you will water",
        "fr": "aucune carte {fruit} proposée : vous arroserez"},
    "ui.fru.over": {
        "en": "The game is over: {winners} {count:plural:wins|win}. Step through the end, or "
              "undo.",
        "fr": "La partie est finie : {winners:le} {count:plural:gagne|gagnent}. Parcourez la "
              "fin, ou annulez."},
    "ui.fru.over_lost": {
        "en": "The solo game is lost (FRU-SOLO-3). Step through the end, or undo.",
        "fr": "La partie solo est perdue (FRU-SOLO-3). Parcourez la fin, ou annulez."},
    "ui.fru.over_none": {
        "en": "The game is over, and nobody wins.",
        "fr": "La partie est finie, et personne ne gagne."},
    # --- hover information (not moves)
    "ui.fru.info.house": {
        "en": "The Harvest House of {who}: {n} {n:plural:seed|seeds}, to pay for market "
              "cards.",
        "fr": "La Harvest House {who:de} : {n} {n:plural:graine|graines}, pour payer les "
              "cartes du marché."},
    "ui.fru.info.farm": {
        "en": "{who}, {farm}: {fruit} (watering adds {value}), {n} {n:plural:seed|seeds}.",
        "fr": "{who}, {farm} : {fruit} (arroser ajoute {value}), {n} "
              "{n:plural:graine|graines}."},
    "ui.fru.info.storage": {
        "en": "The Storage of {who}: {n} {n:plural:seed|seeds} (watering takes from it, "
              "payments return to it).",
        "fr": "Le stock {who:de} : {n} {n:plural:graine|graines} (l'arrosage y puise, les "
              "paiements y retournent)."},
    "ui.fru.info.island": {
        "en": "The island of {who}: click to show it large.",
        "fr": "L'île {who:de} : cliquez pour l'afficher en grand."},
    "ui.fru.info.card": {
        "en": "{fruit} in slot M{slot}: {base} + {surcharge} = {total}; {who} has {have} in "
              "the Harvest House.",
        "fr": "{fruit} à l'emplacement M{slot} : {base} + {surcharge} = {total} ; {who:le} a "
              "{have} dans la Harvest House."},
    "ui.fru.info.card_when": {
        "en": "A card is collected after sowing, with an active farm of the same fruit.",
        "fr": "Une carte se collecte après avoir planté, avec une ferme active du même fruit."},
    "ui.fru.info.empty_slot": {
        "en": "Slot M{slot} is empty: the deck is used up.",
        "fr": "L'emplacement M{slot} est vide : la pioche est épuisée."},
    "ui.fru.bad_farm": {
        "en": "'{given}' is not a space of the island: give F1 to F6 (or 1 to 6), or H (0).",
        "fr": "« {given} » n'est pas une case de l'île : donnez F1 à F6 (ou 1 à 6), ou H "
              "(0)."},
    "ui.fru.bad_slot": {
        "en": "'{given}' is not a market slot: give M1 to M{n} (or 1 to {n}).",
        "fr": "« {given} » n'est pas un emplacement du marché : donnez M1 à M{n} (ou 1 à "
              "{n})."},
    "ui.fru.new_game": {
        "en": "New game: {players} {players:plural:player|players}, {mode}, {setup}, seed "
              "{seed}.",
        "fr": "Nouvelle partie : {players} {players:plural:joueur|joueurs}, {mode}, {setup}, "
              "tirage n° {seed}."},
    "ui.fru.mode.market": {"en": "with the Market Island", "fr": "avec l'île du marché"},
    "ui.fru.mode.variant": {"en": "variant without the Market Island",
                            "fr": "variante sans île du marché"},
    "ui.fru.mode.solo": {"en": "solo game", "fr": "partie en solo"},
    "ui.fru.setup.sym": {"en": "symmetric farms", "fr": "fermes symétriques"},
    "ui.fru.setup.random": {"en": "random farms", "fr": "fermes aléatoires"},
    # --- canvas captions (those the static picture shares are the engine's: fru.caption.*)
    "ui.fru.caption.in_hand": {"en": "{n} still in hand", "fr": "encore {n} en main"},
    "ui.fru.caption.players": {"en": "Players (click an island)",
                               "fr": "Joueurs (cliquez une île)"},
    "ui.fru.caption.water": {"en": "Water {farm}: +{n}", "fr": "Arroser {farm} : +{n}"},
    "ui.fru.caption.legend": {
        "en": "Pi pineapple · Pe pear · Pl plums · Ba bananas · St strawberries · "
              "Ra raindrops",
        "fr": "Pi ananas · Pe poire · Pl prunes · Ba bananes · St fraises · Ra gouttes"},
    # --- info strip
    "ui.fru.info.over": {"en": "Game over", "fr": "Partie finie"},
    "ui.fru.info.ending": {"en": "last round", "fr": "dernier tour de table"},
    **_setting_texts(),
}

register_catalog(MESSAGES)
