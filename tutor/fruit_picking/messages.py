"""The Fruit Picking catalog, English and French (``fru.*``)."""

from __future__ import annotations

from tutor.core.i18n import register_catalog

FRUIT = {
    "Ra": ("raindrops", "gouttes de pluie"), "Pi": ("pineapple", "ananas"),
    "Pe": ("pears", "poires"), "Pl": ("plums", "prunes"), "Ba": ("bananas", "bananes"),
    "St": ("strawberries", "fraises"),
}
COMBO = {
    "FIVE-DIFF": ("5 different fruits", "5 fruits différents"),
    "FOUR-SAME": ("4 of a kind", "4 identiques"),
    "FULL-HOUSE": ("a full house 3+2", "un full 3+2"),
    "THREE-PAIRS": ("3 pairs", "3 paires"),
}

WHY = {
    "seeds": ("each player has 18 seeds in all (Harvest House, farms, Storage; in solo, the "
              "seeds spent too)",
              "chaque joueur a 18 graines en tout (Harvest House, fermes, stock ; en solo, "
              "les graines dépensées aussi)"),
    "spent": ("seeds are spent for good only in solo",
              "les graines ne sont dépensées pour de bon qu'en solo"),
    "cards": ("the offer has the wrong size, or the market cards do not add up to 6 of each "
              "fruit (1 of each in solo)",
              "l'offre n'a pas la bonne taille, ou les cartes marché ne font pas 6 de chaque "
              "fruit (1 de chaque en solo)"),
    "phase": ("the phase, the active farm and the winners disagree",
              "la phase, la ferme active et les gagnants ne concordent pas"),
    "active": ("the active farm holds no seed", "la ferme active n'a aucune graine"),
    "winners": ("a winner is listed twice or out of order",
                "un gagnant est cité deux fois ou dans le désordre"),
    "farms": ("a symmetric setup gives every player the same farm order",
              "une mise en place symétrique donne à chacun le même ordre de fermes"),
}

MESSAGES = {
    # --- captions of the board and of the static picture (tutor/fruit_picking/svg.py)
    "fru.caption.deck": {"en": "Deck {n}", "fr": "Pioche {n}"},
    "fru.caption.island": {"en": "Island of {who}", "fr": "Île {who:de}"},
    "fru.caption.house": {"en": "Harvest House", "fr": "Harvest House"},
    "fru.caption.storage": {"en": "Storage", "fr": "Stock"},
    "fru.caption.active": {"en": "ACTIVE FARM", "fr": "FERME ACTIVE"},
    "fru.caption.farms": {"en": "farms F1–F6: {seeds}", "fr": "fermes F1–F6 : {seeds}"},
    "fru.caption.spent": {"en": "Seeds spent for good: {n}",
                          "fr": "Graines dépensées pour de bon : {n}"},
    "fru.caption.market": {"en": "Market Island (price: base + slot)",
                           "fr": "Île du marché (prix : base + emplacement)"},
    "fru.caption.variant_offer": {"en": "Offer (base price)",
                                  "fr": "Offre (prix de base)"},
    "fru.caption.solo_offer": {"en": "Solo offer (base price)",
                               "fr": "Offre solo (prix de base)"},
    "fru.caption.empty": {"en": "empty", "fr": "vide"},
    "fru.caption.price": {"en": "price", "fr": "prix"},
    "fru.caption.counts": {"en": "H {h} · farms {farms} · Storage {storage}",
                           "fr": "H {h} · fermes {farms} · stock {storage}"},
    "fru.caption.cards": {"en": "{n} {n:plural:card|cards}, no combination yet",
                          "fr": "{n} {n:plural:carte|cartes}, pas encore de combinaison"},
    "fru.caption.holds": {"en": "holds {kinds}", "fr": "réunit {kinds}"},
    "fru.caption.collected": {"en": "Market cards of {who}: {n}",
                              "fr": "Cartes marché {who:de} : {n}"},
    **{f"fru.fruit.{k}": {"en": en, "fr": fr} for k, (en, fr) in FRUIT.items()},
    **{f"fru.combo.{k}": {"en": en, "fr": fr} for k, (en, fr) in COMBO.items()},
    **{f"fru.notation.why.{k}": {"en": en, "fr": fr} for k, (en, fr) in WHY.items()},
    "fru.ask.sow": {"en": "{who} to choose a farm to sow",
                    "fr": "{who:Le} choisit une ferme à planter"},
    "fru.ask.act": {"en": "{who} to water or collect with the active farm {farm}",
                    "fr": "{who:Le} arrose ou collecte avec la ferme active {farm}"},
    # a verdict's headline: the move in words ("fr": after "Autorisé :", so "le joueur 1")
    "fru.summary.over": {"en": "The game is over.", "fr": "La partie est terminée."},
    "fru.what.sow": {"en": "{who} sows the seeds of farm {farm} ({fruit})",
                     "fr": "{who:le} plante les graines de la ferme {farm} ({fruit})"},
    "fru.what.sow_unknown": {"en": "{who} sows the seeds of farm {farm}",
                             "fr": "{who:le} plante les graines de la ferme {farm}"},
    "fru.what.water": {"en": "{who} waters the active farm {farm} ({fruit})",
                       "fr": "{who:le} arrose la ferme active {farm} ({fruit})"},
    "fru.what.water_none": {"en": "{who} waters a farm", "fr": "{who:le} arrose une ferme"},
    "fru.what.collect": {"en": "{who} collects the {fruit} in slot M{slot}",
                         "fr": "{who:le} collecte les {fruit} de l'emplacement M{slot}"},
    "fru.what.collect_empty": {"en": "{who} collects from slot M{slot}",
                               "fr": "{who:le} collecte à l'emplacement M{slot}"},
    "fru.what.unknown": {"en": "{who} plays a move Fruit Picking does not know",
                         "fr": "{who:le} joue un coup que Fruit Picking ne connaît pas"},
    "fru.why.not_sowing": {"en": "the seeds are sown: now water or collect",
                           "fr": "les graines sont plantées : arrosez ou collectez"},
    "fru.why.sow_first": {"en": "sow first: choose a farm",
                          "fr": "plantez d'abord : choisissez une ferme"},
    "fru.why.no_farm": {"en": "there is no farm {farm}: farms are F1 to F6",
                        "fr": "il n'y a pas de ferme {farm} : les fermes vont de F1 à F6"},
    "fru.why.empty_farm": {"en": "{farm} holds no seed", "fr": "{farm} n'a aucune graine"},
    "fru.why.sow": {"en": "{farm}: {n} {n:plural:seed|seeds} sown {path}",
                    "fr": "{farm} : {n} {n:plural:graine plantée|graines plantées} {path}"},
    "fru.why.again": {"en": "the last seed falls in the Harvest House: plant again",
                      "fr": "la dernière graine tombe dans la Harvest House : replantez"},
    "fru.why.active": {"en": "the last seed lands on {farm} ({fruit}): the active farm",
                       "fr": "la dernière graine tombe sur {farm} ({fruit}) : la ferme active"},
    "fru.why.water": {"en": "watering {farm} ({fruit}) adds {n} {n:plural:seed|seeds} from "
                            "Storage ({storage})",
                      "fr": "arroser {farm} ({fruit}) ajoute {n} {n:plural:graine|graines} du "
                            "stock ({storage})"},
    "fru.why.no_slot": {"en": "no card in slot M{slot}",
                        "fr": "aucune carte à l'emplacement M{slot}"},
    "fru.why.raindrops": {"en": "a raindrop farm can never collect: water",
                          "fr": "une ferme gouttes de pluie ne collecte jamais : arrosez"},
    "fru.why.other_fruit": {"en": "this card shows {card}, your active farm {fruit}",
                            "fr": "cette carte montre des {card}, votre ferme active des {fruit}"},
    "fru.why.price": {"en": "{fruit} in slot M{slot}: {base} + {surcharge} = {total}, "
                            "you have {have}",
                      "fr": "{fruit} à l'emplacement M{slot} : {base} + {surcharge} = "
                            "{total}, vous avez {have}"},
    "fru.why.choice": {"en": "you could also buy the card in {slots}",
                       "fr": "vous pourriez aussi acheter la carte en {slots}"},
    "fru.why.completes": {"en": "this card completes {kind}",
                          "fr": "cette carte complète {kind}"},
    "fru.why.over": {"en": "the game is over", "fr": "la partie est terminée"},
    "fru.ev.sow": {"en": "{who} sows {farm}: {path}", "fr": "{who:Le} plante {farm} : {path}"},
    "fru.ev.again": {"en": "{who} plants again (Harvest House)",
                     "fr": "{who:Le} replante (Harvest House)"},
    "fru.ev.active": {"en": "active farm {farm} ({fruit})",
                      "fr": "ferme active {farm} ({fruit})"},
    "fru.ev.refill": {"en": "{who} has no seed on a farm: 3 seeds on F1, F2, F3 "
                            "({h} from the Harvest House); turn over",
                      "fr": "{who:Le} n'a plus de graine sur ses fermes : 3 graines sur F1, F2, "
                            "F3 ({h} de la Harvest House) ; fin du tour"},
    "fru.ev.water": {"en": "{who} waters {farm}: +{n} {n:plural:seed|seeds}",
                     "fr": "{who:Le} arrose {farm} : +{n} {n:plural:graine|graines}"},
    "fru.ev.collect": {"en": "{who} collects {fruit} from M{slot}, paying {paid}; "
                             "{back} {back:plural:seed|seeds} of the active farm "
                             "{back:plural:goes|go} back to Storage",
                       "fr": "{who:Le} collecte des {fruit} en M{slot} pour {paid} ; {back} "
                             "{back:plural:graine|graines} de la ferme active "
                             "{back:plural:retourne|retournent} au stock"},
    "fru.ev.slide": {"en": "the market slides: {market}",
                     "fr": "le marché glisse : {market}"},
    "fru.ev.combo": {"en": "{who} holds {kind}", "fr": "{who:Le} réunit {kind}"},
    "fru.ev.round_ends": {"en": "{who} has a combination: the round is played to its end",
                          "fr": "{who:Le} a une combinaison : on termine le tour de table"},
    "fru.ev.tiebreak": {"en": "tie-break ({fruit} fruits on market cards, then {seeds} seeds "
                              "on farms): {who}",
                        "fr": "départage ({fruit} de fruits sur les cartes marché, puis {seeds} "
                              "de graines sur les fermes) : {who:le}"},
    "fru.dir.more": {"en": "more", "fr": "plus"},
    "fru.dir.fewer": {"en": "fewer", "fr": "moins"},
    "fru.ev.seed": {"en": "seed {k} of {n} lands on {space}",
                    "fr": "graine {k} sur {n} déposée sur {space}"},
    "fru.ev.fifth_round": {"en": "{who} has bought a 5th card: the round is played to its end",
                           "fr": "{who:Le} a acheté sa 5e carte : on termine le tour de table"},
    "fru.options.players": {"en": "Fruit Picking is played by 1 to 4 players, not {players}",
                            "fr": "Fruit Picking se joue de 1 à 4 joueurs, pas {players}"},
    "fru.options.bad": {"en": "a setting has a value the game does not know",
                        "fr": "un réglage a une valeur que le jeu ne connaît pas"},
    "fru.options.solo_market": {"en": "solo has its own market: the variant without the "
                                      "Market Island needs 2 to 4 players",
                                "fr": "le solo a son propre marché : la variante sans île du "
                                      "marché se joue de 2 à 4 joueurs"},
    "fru.ev.next": {"en": "{who} to play", "fr": "{who:À} de jouer"},
    "fru.ev.solo_lost_storage": {"en": "solo lost: Storage is empty",
                                 "fr": "solo perdu : le stock est vide"},
    "fru.ev.solo_lost_farms": {"en": "solo lost: no seed is left on a farm ({storage} in "
                                     "Storage, the rest in the Harvest House)",
                               "fr": "solo perdu : plus aucune graine sur les fermes "
                                     "({storage} au stock, le reste dans la Harvest House)"},
    "fru.ev.over": {"en": "game over; {n:plural:winner|winners}: {who}",
                    "fr": "fin de partie ; {n:plural:gagnant|gagnants} : {who:le}"},
    "fru.ev.over_none": {"en": "game over: nobody wins", "fr": "fin de partie : personne ne "
                                                               "gagne"},
    "fru.goal.legal": {"en": "play it legally", "fr": "jouer un coup permis"},
    "fru.goal.harvest": {"en": "make the last seed fall in the Harvest House",
                         "fr": "faire tomber la dernière graine dans la Harvest House"},
    "fru.goal.collect": {"en": "collect a market card", "fr": "collecter une carte marché"},
    "fru.goal.combination": {"en": "complete a winning combination",
                             "fr": "réunir une combinaison gagnante"},
    "fru.goal.water_most": {"en": "water for 3 seeds or more",
                            "fr": "arroser pour 3 graines ou plus"},
    "fru.notation.prefix": {"en": "a Fruit Picking position starts with '{prefix}'",
                            "fr": "une position de Fruit Picking commence par « {prefix} »"},
    "fru.notation.spacing": {"en": "fields are separated by spaces only",
                             "fr": "les champs ne sont séparés que par des espaces"},
    "fru.notation.bad_field": {"en": "'{token}' is not key=value",
                               "fr": "« {token} » n'est pas clé=valeur"},
    "fru.notation.unknown_field": {"en": "unknown field {field} (fields: {allowed})",
                                   "fr": "champ inconnu {field} (champs : {allowed})"},
    "fru.notation.duplicate_field": {"en": "field {field} given twice",
                                     "fr": "champ {field} donné deux fois"},
    "fru.notation.field_order": {"en": "field {field} out of order ({order})",
                                 "fr": "champ {field} hors d'ordre ({order})"},
    "fru.notation.missing_field": {"en": "field {field} is missing",
                                   "fr": "il manque le champ {field}"},
    "fru.notation.bad_value": {"en": "{field}: '{value}' is not valid",
                               "fr": "{field} : « {value} » n'est pas valide"},
    "fru.notation.bad_number": {"en": "{field}: '{value}' is not a number",
                                "fr": "{field} : « {value} » n'est pas un nombre"},
    "fru.notation.inconsistent": {"en": "impossible position: {why}",
                                  "fr": "position impossible : {why}"},
    "fru.notation.bad_move": {"en": "'{move}' is not a move: F1..F6 (sow), W (water), "
                                    "M1..M4 (collect)",
                              "fr": "« {move} » n'est pas un coup : F1..F6 (planter), W "
                                    "(arroser), M1..M4 (collecter)"},
}

register_catalog(MESSAGES)
