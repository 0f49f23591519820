"""EN/FR messages of the Sponsors action and of what sponsors do (``an.sponsors.*``).
French follows BGA's French help page (Mécènes, pause, rivière, portée de réputation,
crédits, points de conservation)."""

from tutor.core import register_catalog

MESSAGES = {
    # --- asks
    "an.sponsors.ask.first": {
        "en": "{who}: Sponsors at strength {strength}: play sponsors (level up to {level}) "
              "or take the break option ({x} break steps, {money} money)",
        "fr": "{who} : Mécènes de force {strength} : jouez des mécènes (niveau {level} au "
              "plus) ou prenez l'option pause ({x} cases de pause, {money} crédits)",
    },
    "an.sponsors.ask.more": {
        "en": "{who}: play another sponsor (levels left: {left}) or stop",
        "fr": "{who} : jouez un autre mécène (niveaux restants : {left}) ou arrêtez",
    },
    "an.sponsors.ask.unique": {
        "en": "{who}: place the unique building of {name}",
        "fr": "{who} : posez le bâtiment unique de {name}",
    },
    # --- reasons
    "an.sponsors.not_asked": {
        "en": "no sponsor is asked now",
        "fr": "aucun mécène n'est demandé maintenant",
    },
    "an.sponsors.not_sponsor": {
        "en": "card {card} is no sponsor card",
        "fr": "la carte {card} n'est pas une carte mécène",
    },
    "an.sponsors.hand": {"en": "sponsor {card} is in your hand",
                         "fr": "le mécène {card} est dans votre main"},
    "an.sponsors.not_hand": {"en": "sponsor {card} is not in your hand",
                             "fr": "le mécène {card} n'est pas dans votre main"},
    "an.sponsors.side_i_hand": {
        "en": "Sponsors on side I plays from the hand only",
        "fr": "Mécènes face I ne joue que depuis la main",
    },
    "an.sponsors.folder": {"en": "sponsor {card} lies in folder {folder}",
                           "fr": "le mécène {card} est à l'emplacement {folder}"},
    "an.sponsors.not_folder": {"en": "sponsor {card} is not in folder {folder}",
                               "fr": "le mécène {card} n'est pas à l'emplacement {folder}"},
    "an.sponsors.folder_cost": {
        "en": "folder {folder} costs {folder} money: you have {money}",
        "fr": "l'emplacement {folder} coûte {folder} crédits : vous en avez {money}",
    },
    "an.sponsors.level_i": {
        "en": "level {level}, strength {strength}: level ≤ strength",
        "fr": "niveau {level}, force {strength} : niveau ≤ force",
    },
    "an.sponsors.level_ii": {
        "en": "levels {used} + {level} = {total}, at most {limit} (strength {strength} + 1)",
        "fr": "niveaux {used} + {level} = {total}, au plus {limit} (force {strength} + 1)",
    },
    "an.sponsors.unique_spots": {
        "en": "the unique building of {name} can stand in {n} {n:plural:place|places}",
        "fr": "le bâtiment unique de {name} peut se poser à {n} "
              "{n:plural:endroit|endroits}",
    },
    "an.sponsors.not_yet": {
        "en": "{name}: {mechanic} is not in the tutor yet",
        "fr": "{name} : {mechanic} n'est pas encore dans le tuteur",
    },
    "an.sponsors.break": {
        "en": "the break option: the Break token {x} spaces, {money} money",
        "fr": "l'option pause : le jeton pause avance de {x} cases, {money} crédits",
    },
    "an.sponsors.break_after": {
        "en": "the break option replaces sponsors: {n} {n:plural:sponsor|sponsors} played this "
              "action",
        "fr": "l'option pause remplace les mécènes : {n} {n:plural:joué|joués} dans cette action",
    },
    "an.sponsors.done": {
        "en": "a chosen action does something: {n} {n:plural:sponsor|sponsors} played",
        "fr": "une action choisie fait quelque chose : {n} {n:plural:mécène joué|mécènes "
              "joués}",
    },
    "an.sponsors.bad_place": {
        "en": "no place on the map: anchor {anchor}, rotation {rot}",
        "fr": "aucun endroit du plateau : ancre {anchor}, rotation {rot}",
    },
    # --- moves in words
    "an.sponsors.move.play": {"en": "play sponsor {card} from your hand",
                              "fr": "jouer le mécène {card} de votre main"},
    "an.sponsors.move.play_folder": {"en": "play sponsor {card} from folder {folder}",
                                     "fr": "jouer le mécène {card} de l'emplacement {folder}"},
    "an.sponsors.move.break": {"en": "the Sponsors break option",
                               "fr": "l'option pause des Mécènes"},
    "an.sponsors.move.done": {"en": "play no more sponsors", "fr": "ne plus jouer de mécène"},
    "an.sponsors.move.unique": {"en": "place the unique building at ({x},{y}), rotation {rot}",
                                "fr": "poser le bâtiment unique en ({x},{y}), rotation {rot}"},
    # --- events
    "an.sponsors.ev.played": {
        "en": "{who} plays sponsor {card} {name} (level {level}; folder {folder})",
        "fr": "{who} joue le mécène {card} {name} (niveau {level} ; emplacement {folder})",
    },
    "an.sponsors.ev.break": {
        "en": "{who} takes the break option: {x} break steps and {money} money",
        "fr": "{who} prend l'option pause : {x} cases de pause et {money} crédits",
    },
    "an.sponsors.ev.done": {
        "en": "{who} stops after {n} {n:plural:sponsor|sponsors}",
        "fr": "{who} s'arrête après {n} {n:plural:mécène|mécènes}",
    },
    "an.sponsors.ev.keyword": {
        "en": "{who}: {name} performs {ability}",
        "fr": "{who} : {name} accomplit {ability}",
    },
    "an.sponsors.ev.not_yet": {
        "en": "{who}: {name}: {mechanic} is not in the tutor yet",
        "fr": "{who} : {name} : {mechanic} n'est pas encore dans le tuteur",
    },
    "an.sponsors.ev.counted": {
        "en": "{who}: {name} counts {n} ({count}): {gain}",
        "fr": "{who} : {name} compte {n} ({count}) : {gain}",
    },
    "an.sponsors.ev.trigger": {"en": "{who}: {name} is triggered",
                               "fr": "{who} : {name} se déclenche"},
    "an.sponsors.ev.income": {"en": "{who}: income of {name}",
                              "fr": "{who} : revenu de {name}"},
    "an.sponsors.end": {"en": "{name}: count {n}: {gain}",
                        "fr": "{name} : décompte {n} : {gain}"},
    # --- gains
    "an.sponsors.gain.list": {"en": "{parts}", "fr": "{parts}"},
    "an.sponsors.gain.none": {"en": "nothing", "fr": "rien"},
    "an.sponsors.gain.money": {"en": "{n} {n:plural:money|money}",
                               "fr": "{n} {n:plural:crédit|crédits}"},
    "an.sponsors.gain.appeal": {"en": "{n} appeal", "fr": "{n} d'attrait"},
    "an.sponsors.gain.conservation": {
        "en": "{n} {n:plural:conservation point|conservation points}",
        "fr": "{n} {n:plural:point|points} de conservation",
    },
    "an.sponsors.gain.reputation": {"en": "{n} reputation", "fr": "{n} de réputation"},
    "an.sponsors.gain.x_tokens": {"en": "{n} {n:plural:X-token|X-tokens}",
                                  "fr": "{n} {n:plural:jeton X|jetons X}"},
    # --- mechanics (AN-SPON-*)
    "an.sponsors.mechanic.keyword": {"en": "the animal keyword", "fr": "le mot-clé animal"},
    "an.sponsors.mechanic.build_extra_same": {"en": "one more building of a kind just built",
                                              "fr": "un bâtiment de plus d'une sorte construite"},
    "an.sponsors.mechanic.extra_placement_bonus": {"en": "a second placement bonus",
                                                   "fr": "un second bonus de pose"},
    "an.sponsors.mechanic.play_extra_animal": {"en": "one more small animal",
                                               "fr": "un petit animal de plus"},
    "an.sponsors.mechanic.play_sponsor_for_money": {"en": "a sponsor paid in money",
                                                    "fr": "un mécène payé en crédits"},
    "an.sponsors.mechanic.take_display_card": {"en": "a card taken from the display",
                                               "fr": "une carte prise dans la rivière"},
    "an.sponsors.mechanic.wildcard_tokens": {"en": "the wildcard tokens",
                                             "fr": "les cubes jokers"},
    "an.sponsors.mechanic.choose_size_class": {"en": "the choice of small or large animals",
                                               "fr": "le choix des petits ou grands animaux"},
    "an.sponsors.mechanic.reveal_until": {"en": "revealing cards until one fits",
                                          "fr": "retourner des cartes jusqu'à en trouver une"},
    # --- counters (AN-SPON-COUNTERS)
    "an.sponsors.counter.icon": {"en": "{kind} icons", "fr": "icônes {kind}"},
    "an.sponsors.counter.rock_water": {"en": "rock and water icons",
                                       "fr": "icônes rocher et eau"},
    "an.sponsors.counter.distinct_category_icons": {
        "en": "different animal-category icons", "fr": "icônes de catégories différentes"},
    "an.sponsors.counter.distinct_continent_icons": {
        "en": "different continent icons", "fr": "icônes de continents différents"},
    "an.sponsors.counter.distinct_continent_and_category_icons": {
        "en": "different continent and category icons",
        "fr": "icônes de continents et de catégories différents"},
    "an.sponsors.counter.rock_water_pairs": {"en": "rock + water pairs",
                                             "fr": "paires rocher + eau"},
    "an.sponsors.counter.supported_projects": {"en": "supported projects",
                                               "fr": "projets soutenus"},
    "an.sponsors.counter.universities": {"en": "universities", "fr": "universités"},
    "an.sponsors.counter.kiosks": {"en": "kiosks", "fr": "kiosques"},
    "an.sponsors.counter.size1_enclosures": {"en": "size-1 enclosures",
                                             "fr": "enclos de taille 1"},
    "an.sponsors.counter.small_animals": {"en": "small animals", "fr": "petits animaux"},
    "an.sponsors.counter.large_animals": {"en": "large animals", "fr": "grands animaux"},
    "an.sponsors.counter.reputation": {"en": "reputation", "fr": "réputation"},
    "an.sponsors.counter.x_tokens": {"en": "X-tokens", "fr": "jetons X"},
    "an.sponsors.counter.zoo_fully_covered": {"en": "map fully covered (1 = yes)",
                                              "fr": "plateau entièrement couvert (1 = oui)"},
    "an.sponsors.counter.border_spaces_all_covered": {
        "en": "every border space covered (1 = yes)",
        "fr": "toutes les cases de bord couvertes (1 = oui)"},
    "an.sponsors.counter.water_spaces_all_connected": {
        "en": "every water space touched (1 = yes)",
        "fr": "toutes les cases d'eau touchées (1 = oui)"},
    "an.sponsors.counter.rock_spaces_all_connected": {
        "en": "every rock space touched (1 = yes)",
        "fr": "toutes les cases de rocher touchées (1 = oui)"},
    "an.sponsors.counter.water_spaces_connected": {
        "en": "water spaces touching a building", "fr": "cases d'eau touchant un bâtiment"},
    "an.sponsors.counter.water_spaces_unconnected": {
        "en": "water spaces touching no building",
        "fr": "cases d'eau ne touchant aucun bâtiment"},
    "an.sponsors.counter.rock_spaces_connected": {
        "en": "rock spaces touching a building", "fr": "cases de rocher touchant un bâtiment"},
    "an.sponsors.counter.rock_spaces_unconnected": {
        "en": "rock spaces touching no building",
        "fr": "cases de rocher ne touchant aucun bâtiment"},
    "an.sponsors.counter.bonus_spaces_connected": {
        "en": "placement-bonus spaces under or next to a building",
        "fr": "cases bonus sous un bâtiment ou à côté"},
    "an.sponsors.counter.bonus_spaces_unconnected": {
        "en": "placement-bonus spaces touching no building",
        "fr": "cases bonus ne touchant aucun bâtiment"},
    "an.sponsors.counter.empty_border_spaces_connected": {
        "en": "empty border spaces next to a building",
        "fr": "cases de bord vides à côté d'un bâtiment"},
    "an.sponsors.counter.empty_space_groups_of_6": {
        "en": "groups of 6 empty spaces", "fr": "groupes de 6 cases vides"},
    "an.sponsors.counter.buildings_adjacent_to_side_entrance": {
        "en": "buildings next to the Side Entrance",
        "fr": "bâtiments à côté de l'entrée latérale"},
    "an.sponsors.counter.empty_building_spaces": {"en": "empty building spaces",
                                                  "fr": "cases constructibles vides"},
    "an.sponsors.counter.sponsors_in_zoo": {"en": "sponsors in the zoo",
                                            "fr": "mécènes dans le zoo"},
}

register_catalog(MESSAGES)
