"""EN/FR messages of the Sponsors action and of what sponsors do (``an.sponsors.*``).
French follows BGA's French help page (Mécènes, pause, rivière, portée de réputation,
crédits, points de conservation)."""

from tutor.core import register_catalog

MESSAGES = {
    # --- asks
    "an.sponsors.ask.first": {
        "en": "{who}: Sponsors at strength {strength}: play sponsors (level up to {level}) "
              "or take the break option (the Break token {x} spaces on, {money} money)",
        "fr": "{who:Le} : Mécènes de force {strength} : jouez des mécènes (niveau {level} au "
              "plus) ou prenez l'option pause ({x} cases de pause, {money} crédits)",
    },
    "an.sponsors.ask.more": {
        "en": "{who}: play another sponsor (levels left: {left}) or stop",
        "fr": "{who:Le} : jouez un autre mécène (niveaux restants : {left}) ou arrêtez",
    },
    "an.sponsors.ask.unique": {
        "en": "{who}: place the unique building of {name}",
        "fr": "{who:Le} : posez le bâtiment unique de {name}",
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
        "fr": "{who:Le} joue le mécène {card} {name} (niveau {level} ; emplacement {folder})",
    },
    "an.sponsors.ev.break": {
        "en": "{who} takes the break option: {x} break steps and {money} money",
        "fr": "{who:Le} prend l'option pause : {x} cases de pause et {money} crédits",
    },
    "an.sponsors.ev.done": {
        "en": "{who} stops after {n} {n:plural:sponsor|sponsors}",
        "fr": "{who:Le} s'arrête après {n} {n:plural:mécène|mécènes}",
    },
    "an.sponsors.ev.keyword": {
        "en": "{who}: {name} performs {ability}",
        "fr": "{who:Le} : {name} accomplit {ability}",
    },
    # --- AN-SPON-EXTRA-PLACEMENT-BONUS (Archaeologist)
    "an.sponsors.ask.extra_bonus": {
        "en": "{who}: Archaeologist: take one more placement bonus, one of the {n} printed on your map",
        "fr": "{who:Le} : Archaeologist : prenez un bonus de pose de plus, un des {n} imprimés sur votre plateau",
    },
    "an.sponsors.extra_bonus.ok": {
        "en": "{bonus}: printed on your map at {hexes}",
        "fr": "{bonus} : imprimé sur votre plateau en {hexes}",
    },
    "an.sponsors.extra_bonus.bad": {
        "en": "'{bonus}' is no placement bonus printed on your map: one of {choices}",
        "fr": "« {bonus} » n'est pas un bonus de pose imprimé sur votre plateau : l'un de {choices}",
    },
    "an.sponsors.ev.extra_bonus": {
        "en": "{who}: Archaeologist: one more placement bonus, {bonus}",
        "fr": "{who:Le} : Archaeologist : un bonus de pose de plus, {bonus}",
    },
    "an.sponsors.move.extra_bonus": {"en": "take the bonus {bonus} as well",
                                     "fr": "prendre aussi le bonus {bonus}"},
    # --- AN-SPON-PLAY-EXTRA-ANIMAL, AN-SPON-TAKE-DISPLAY-CARD (WAZA Small Animals Program)
    "an.sponsors.size.small": {"en": "small animals", "fr": "petits animaux"},
    "an.sponsors.size.medium": {"en": "medium animals", "fr": "animaux moyens"},
    "an.sponsors.size.large": {"en": "large animals", "fr": "grands animaux"},
    "an.sponsors.ev.not_only": {
        "en": "{who}: {name} does not fire: the Animals action did not play only {size} "
              "({n} other {n:plural:animal|animals}: {cards})",
        "fr": "{who:Le} : {name} ne se déclenche pas : l'action Animaux n'a pas joué que des {size} "
              "({n} {n:plural:autre animal|autres animaux} : {cards})",
    },
    "an.sponsors.ask.extra_animal": {
        "en": "{who}: you may play one more of the {size} from your hand, paying its cost, or not",
        "fr": "{who:Le} : vous pouvez jouer un animal de plus parmi les {size} de votre main, en payant son coût, ou non",
    },
    "an.sponsors.ev.extra_animal_none": {
        "en": "{who}: no more of the {size} can be played from your hand now, nothing happens",
        "fr": "{who:Le} : aucun animal de plus parmi les {size} de votre main ne peut être joué, rien ne se passe",
    },
    "an.sponsors.extra_animal.not_hand": {
        "en": "card {card} is no animal in your hand",
        "fr": "la carte {card} n'est pas un animal de votre main",
    },
    "an.sponsors.extra_animal.hand": {
        "en": "{card}: from your hand",
        "fr": "{card} : depuis votre main",
    },
    "an.sponsors.extra_animal.size": {
        "en": "{card}: enclosure size {n}, so among the {size} (wanted: {want})",
        "fr": "{card} : enclos de taille {n}, donc parmi les {size} (demandé : {want})",
    },
    "an.sponsors.extra_animal.skip": {
        "en": "the extra animal is optional: you may play none",
        "fr": "l'animal de plus est facultatif : vous pouvez n'en jouer aucun",
    },
    "an.sponsors.ev.extra_animal_skip": {
        "en": "{who} plays no more animals",
        "fr": "{who:Le} ne joue pas d'animal de plus",
    },
    "an.sponsors.move.extra_animal": {"en": "play {card} too, into the enclosure at {at}",
                                      "fr": "jouer aussi {card}, dans l'enclos en {at}"},
    "an.sponsors.move.extra_animal_skip": {"en": "play no more animals",
                                           "fr": "ne pas jouer d'animal de plus"},
    "an.sponsors.ask.take_display": {
        "en": "{who}: you may take one of the {size} of the display into your hand, free, "
              "from any folder, or not",
        "fr": "{who:Le} : vous pouvez prendre en main un des {size} de la rivière, gratuitement, "
              "à n'importe quelle place, ou non",
    },
    "an.sponsors.ev.take_display_none": {
        "en": "{who}: none of the {size} in the display, nothing is taken",
        "fr": "{who:Le} : aucun des {size} dans la rivière, rien n'est pris",
    },
    "an.sponsors.take_display.folder": {
        "en": "{folder} is no display folder (1 to 6)",
        "fr": "{folder} n'est pas une place de la rivière (1 à 6)",
    },
    "an.sponsors.take_display.empty": {
        "en": "folder {folder} is empty",
        "fr": "la place {folder} est vide",
    },
    "an.sponsors.take_display.ok": {
        "en": "folder {folder}: {card} ({n}), one of the {size}; any folder, free",
        "fr": "place {folder} : {card} ({n}), parmi les {size} ; n'importe quelle place, gratuit",
    },
    "an.sponsors.take_display.bad": {
        "en": "folder {folder}: {card} ({n}) is not one of the {size}",
        "fr": "place {folder} : {card} ({n}) n'est pas parmi les {size}",
    },
    "an.sponsors.take_display.skip": {
        "en": "taking the card is optional: you may take none",
        "fr": "prendre la carte est facultatif : vous pouvez n'en prendre aucune",
    },
    "an.sponsors.ev.take_display": {
        "en": "{who} takes {name} ({card}) from folder {folder} into the hand",
        "fr": "{who:Le} prend {name} ({card}) de la place {folder} en main",
    },
    "an.sponsors.ev.take_display_skip": {
        "en": "{who} takes no card from the display",
        "fr": "{who:Le} ne prend pas de carte de la rivière",
    },
    "an.sponsors.move.take_display": {"en": "take the card of folder {folder}",
                                      "fr": "prendre la carte de la place {folder}"},
    "an.sponsors.move.take_display_skip": {"en": "take no card", "fr": "ne prendre aucune carte"},
    # --- AN-SPON-BUILD-EXTRA-SAME (Engineer)
    "an.sponsors.ev.no_kind_again": {
        "en": "{who}: {name} offers nothing: the Build action built only special enclosures ({built})",
        "fr": "{who:Le} : {name} n'offre rien : l'action Construction n'a construit que des enclos spéciaux ({built})",
    },
    "an.sponsors.ev.counted": {
        "en": "{who}: {name} counts {n} ({count}): {gain}",
        "fr": "{who:Le} : {name} compte {n} ({count}) : {gain}",
    },
    "an.sponsors.ev.trigger": {"en": "{who}: {name} is triggered",
                               "fr": "{who:Le} : {name} se déclenche"},
    "an.sponsors.ev.income": {"en": "{who}: income of {name}",
                              "fr": "{who:Le} : revenu de {name}"},
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
