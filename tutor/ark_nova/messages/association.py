"""EN/FR messages of the Association action and the conservation projects
(``an.assoc.*``): tasks, workers, partner zoos, universities, projects and their levels,
releases, the left panel's tokens and donations."""

from tutor.core import register_catalog

MESSAGES = {
    "an.assoc.what.task": {"en": "a task (reputation, partner_zoo, university, project)",
                           "fr": "une mission (reputation, partner_zoo, university, project)"},
    # --- asks
    "an.assoc.ask": {
        "en": "{who}: Association {side} at strength {strength} — choose a task of value "
              "≤ {left}",
        "fr": "{who:Le} : Association {side} à la force {strength} — choisissez une mission de "
              "valeur ≤ {left}",
    },
    "an.assoc.ask.more": {
        "en": "{who}: Association {side} at strength {strength}, tasks done: {done}; {left} "
              "left — another different task, the donation, or stop",
        "fr": "{who:Le} : Association {side} à la force {strength}, missions faites : {done} ; "
              "reste {left} — une autre mission différente, le don, ou arrêter",
    },
    "an.assoc.ask.panel": {
        "en": "{who}: level {level} of project {card} is yours — take a player token from "
              "the left panel",
        "fr": "{who:Le} : le niveau {level} du projet {card} est à vous — prenez un cube sur le "
              "panneau de gauche",
    },
    # --- choosing the action (AN-ACT-CHOOSE)
    "an.assoc.possible": {
        "en": "at strength {strength} with {active} active {active:plural:worker|workers} "
              "these tasks can be done: {tasks}",
        "fr": "à la force {strength} avec {active} {active:plural:bénévole actif|bénévoles "
              "actifs}, ces missions sont possibles : {tasks}",
    },
    "an.assoc.impossible": {
        "en": "at strength {strength} with {active} active {active:plural:worker|workers} "
              "no task can be done",
        "fr": "à la force {strength} avec {active} {active:plural:bénévole actif|bénévoles "
              "actifs}, aucune mission n'est possible",
    },
    # --- tasks and workers
    "an.assoc.value_rule": {
        "en": "{task}: value {value} for you, by {name} ({n})",
        "fr": "{task} : valeur {value} pour vous, par {name} ({n})",
    },
    "an.assoc.value": {
        "en": "{task}: value {value}, strength left {left} of {strength}",
        "fr": "{task} : valeur {value}, force restante {left} sur {strength}",
    },
    "an.assoc.different": {
        "en": "{task} must differ from the tasks already done in this action",
        "fr": "{task} doit différer des missions déjà faites pendant cette action",
    },
    "an.assoc.worker": {
        "en": "your workers already on this task: {there}, so it takes {need}; you have "
              "{active} active {active:plural:worker|workers}",
        "fr": "vos bénévoles déjà sur cette mission : {there}, elle en demande donc {need} ; "
              "vous en avez {active} {active:plural:actif|actifs}",
    },
    "an.assoc.worker.closed": {
        "en": "{there} of your workers are on this task: it is closed until the break",
        "fr": "{there} de vos bénévoles sont sur cette mission : elle est fermée jusqu'à la "
              "pause",
    },
    "an.assoc.end": {
        "en": "{done} {done:plural:task|tasks} done in this action (at least 1 needed)",
        "fr": "{done} {done:plural:mission faite|missions faites} pendant cette action (au "
              "moins 1 nécessaire)",
    },
    # --- partner zoos and universities
    "an.assoc.zoo.unknown": {
        "en": "{value} is no continent: one of {allowed}",
        "fr": "{value} n'est pas un continent : l'un de {allowed}",
    },
    "an.assoc.offer.zoo": {"en": "the {name} partner zoo is on the association board",
                           "fr": "le zoo partenaire {name} est sur le plateau Association"},
    "an.assoc.offer.zoo_gone": {
        "en": "the {name} partner zoo was taken: none until the break",
        "fr": "le zoo partenaire {name} a été pris : plus aucun avant la pause",
    },
    "an.assoc.zoo.new": {"en": "you have no {name} partner zoo yet",
                         "fr": "vous n'avez pas encore de zoo partenaire {name}"},
    "an.assoc.zoo.owned": {"en": "you already have the {name} partner zoo",
                           "fr": "vous avez déjà le zoo partenaire {name}"},
    "an.assoc.zoo.full": {"en": "you already have {n} partner zoos, the most there can be",
                          "fr": "vous avez déjà {n} zoos partenaires, le maximum"},
    "an.assoc.zoo.space": {"en": "it goes on partner-zoo space {space}",
                           "fr": "il va sur la case de zoo partenaire {space}"},
    "an.assoc.zoo.space_ii": {
        "en": "it would go on partner-zoo space {space}, which needs Association II "
              "(yours is on side {side})",
        "fr": "il irait sur la case de zoo partenaire {space}, qui demande l'Association II "
              "(la vôtre est sur la face {side})",
    },
    "an.assoc.uni.unknown": {"en": "{value} is no university kind: one of {allowed}",
                             "fr": "{value} n'est pas une sorte d'université : l'une de "
                                   "{allowed}"},
    "an.assoc.uni.reputation_hand": {"en": "the university +1 reputation, hand limit 5",
                                     "fr": "l'université +1 réputation, limite de main 5"},
    "an.assoc.uni.science_reputation": {
        "en": "the university 1 science icon + 2 reputation",
        "fr": "l'université 1 icône de recherche + 2 réputation"},
    "an.assoc.uni.science_science": {"en": "the university 2 science icons",
                                     "fr": "l'université 2 icônes de recherche"},
    "an.assoc.offer.uni": {"en": "{name} is on the association board",
                           "fr": "{name} est sur le plateau Association"},
    "an.assoc.offer.uni_gone": {"en": "{name} was taken: none until the break",
                                "fr": "{name} a été prise : plus aucune avant la pause"},
    "an.assoc.uni.new": {"en": "you do not have {name} yet",
                         "fr": "vous n'avez pas encore {name}"},
    "an.assoc.uni.owned": {"en": "you already have {name}: each kind once",
                           "fr": "vous avez déjà {name} : chaque sorte une fois"},
    # --- projects
    "an.assoc.cp.not_project": {"en": "{card} is no conservation project",
                                "fr": "{card} n'est pas un projet de conservation"},
    "an.assoc.cp.nowhere": {
        "en": "project {card} is neither in play, nor in your hand, nor in the display",
        "fr": "le projet {card} n'est ni en jeu, ni dans votre main, ni dans la rivière",
    },
    "an.assoc.cp.play": {"en": "project {card} is in play",
                         "fr": "le projet {card} est en jeu"},
    "an.assoc.cp.hand": {"en": "project {card} is in your hand: it goes into play leftmost",
                         "fr": "le projet {card} est dans votre main : il entre en jeu tout "
                               "à gauche"},
    "an.assoc.cp.display_side": {
        "en": "project {card} lies in folder {folder}: only Association II plays from the "
              "display",
        "fr": "le projet {card} est à l'emplacement {folder} de la rivière : seule l'Association II joue "
              "depuis la rivière",
    },
    "an.assoc.cp.range": {
        "en": "folder {folder}; reputation {reputation} reaches folders 1 to {highest}",
        "fr": "emplacement {folder} ; la réputation {reputation} atteint les emplacements 1 "
              "à {highest}",
    },
    "an.assoc.cp.folder_cost": {
        "en": "folder {folder} costs {folder} {folder:plural:coin|coins}; you have {money}",
        "fr": "l'emplacement {folder} coûte {folder} {folder:plural:monnaie|monnaies} ; vous en "
              "avez {money}",
    },
    "an.assoc.cp.once": {"en": "you have not supported project {card} yet",
                         "fr": "vous n'avez pas encore soutenu le projet {card}"},
    "an.assoc.cp.again": {
        "en": "you supported project {card} already: again, {name} ({n}) makes release "
              "projects repeatable",
        "fr": "vous avez déjà soutenu le projet {card} : à nouveau, {name} ({n}) rend les "
              "projets de relâche répétables",
    },
    "an.assoc.cp.already": {"en": "you already supported project {card}: once per player",
                            "fr": "vous avez déjà soutenu le projet {card} : une fois par "
                                  "joueur"},
    "an.assoc.cp.bad_level": {"en": "level {level}: a project has levels 1 to {levels} (0: "
                                    "play it without supporting)",
                              "fr": "niveau {level} : un projet a les niveaux 1 à {levels} "
                                    "(0 : le jouer sans le soutenir)"},
    "an.assoc.cp.put_only": {"en": "project {card} goes into play without being supported",
                             "fr": "le projet {card} entre en jeu sans être soutenu"},
    "an.assoc.cp.level_needed": {
        "en": "project {card} is already in play: choose a level to support",
        "fr": "le projet {card} est déjà en jeu : choisissez un niveau à soutenir",
    },
    "an.assoc.level.free": {"en": "level {level} is free", "fr": "le niveau {level} est libre"},
    "an.assoc.level.blocked": {
        "en": "level {level} was covered at setup (2 players)",
        "fr": "le niveau {level} a été couvert à la mise en place (2 joueurs)",
    },
    "an.assoc.level.taken": {"en": "level {level} is already taken by {who}",
                             "fr": "le niveau {level} est déjà pris par {who:le}"},
    "an.assoc.level.count": {
        "en": "level {level} needs {need} {counter}: you have {have} (→ {cp} conservation "
              "{cp:plural:point|points})",
        "fr": "le niveau {level} demande {need} {counter} : vous en avez {have} (→ {cp} "
              "{cp:plural:point|points} de conservation)",
    },
    "an.assoc.counter.icon": {"en": "× {kind} icon", "fr": "× icône {kind}"},
    "an.assoc.counter.distinct_category_icons": {"en": "different animal categories",
                                                 "fr": "catégories d'animaux différentes"},
    "an.assoc.counter.distinct_continent_icons": {"en": "different continents",
                                                  "fr": "continents différents"},
    "an.assoc.counter.small_animals": {"en": "small animals (size 1–2)",
                                       "fr": "petits animaux (taille 1–2)"},
    "an.assoc.counter.large_animals": {"en": "large animals (size 4–5)",
                                       "fr": "grands animaux (taille 4–5)"},
    "an.assoc.level.breeding": {
        "en": "an animal with a {icon} icon from the continent of one of your partner zoos "
              "({zoos}): {found}",
        "fr": "un animal avec une icône {icon} du continent d'un de vos zoos partenaires "
              "({zoos}) : {found}",
    },
    "an.assoc.level.breeding_none": {
        "en": "an animal with a {icon} icon from the continent of one of your partner zoos "
              "({zoos}): you have none",
        "fr": "un animal avec une icône {icon} du continent d'un de vos zoos partenaires "
              "({zoos}) : vous n'en avez aucun",
    },
    # --- release (AN-ASSOC-RELEASE, AN-PROJ-RELEASE)
    "an.assoc.release.none": {"en": "name the animal with a {icon} icon you release",
                              "fr": "nommez l'animal avec une icône {icon} que vous relâchez"},
    "an.assoc.release.not_played": {"en": "animal {card} is not in your zoo",
                                    "fr": "l'animal {card} n'est pas dans votre zoo"},
    "an.assoc.release.not_release": {
        "en": "this project releases no animal (animal {card} given)",
        "fr": "ce projet ne relâche aucun animal (animal {card} donné)",
    },
    "an.assoc.release.no_level": {"en": "an animal is released only with a level supported",
                                  "fr": "un animal n'est relâché qu'avec un niveau soutenu"},
    "an.assoc.release.icon": {
        "en": "animal {card} has {n} {icon} {n:plural:icon|icons} (1 needed)",
        "fr": "l'animal {card} a {n} {n:plural:icône|icônes} {icon} (1 nécessaire)",
    },
    "an.assoc.release.no_size": {
        "en": "animal {card} has no standard enclosure size: it cannot be released",
        "fr": "l'animal {card} n'a pas de taille d'enclos standard : il ne peut pas être "
              "relâché",
    },
    "an.assoc.release.size": {
        "en": "animal {card} has size {size}; level {level} takes {sizes} (→ {cp} "
              "conservation points)",
        "fr": "l'animal {card} a la taille {size} ; le niveau {level} prend {sizes} (→ {cp} "
              "points de conservation)",
    },
    "an.assoc.release.sizes.1": {"en": "size 4 or more", "fr": "la taille 4 ou plus"},
    "an.assoc.release.sizes.2": {"en": "exactly size 3", "fr": "exactement la taille 3"},
    "an.assoc.release.sizes.3": {"en": "size 2 or less", "fr": "la taille 2 ou moins"},
    # --- the left panel (AN-MAP-PANEL-CHOICE)
    "an.assoc.panel.bad": {"en": "slot {slot}: the panel has slots 1 to {n}",
                           "fr": "case {slot} : le panneau a les cases 1 à {n}"},
    "an.assoc.panel.there": {"en": "the token of slot {slot} is still on the panel",
                             "fr": "le cube de la case {slot} est encore sur le panneau"},
    "an.assoc.panel.gone": {"en": "the token of slot {slot} has already left the panel",
                            "fr": "le cube de la case {slot} a déjà quitté le panneau"},
    "an.assoc.panel.purple": {
        "en": "slot {slot} uncovers {bonus} (purple: now and at every break), {order}",
        "fr": "la case {slot} découvre {bonus} (violet : maintenant et à chaque pause), "
              "{order}",
    },
    "an.assoc.panel.yellow": {
        "en": "slot {slot} uncovers {bonus} (yellow: once), {order}",
        "fr": "la case {slot} découvre {bonus} (jaune : une fois), {order}",
    },
    "an.assoc.order.first": {"en": "before the project's reward",
                             "fr": "avant la récompense du projet"},
    "an.assoc.order.after": {"en": "after the project's reward",
                             "fr": "après la récompense du projet"},
    # --- donations
    "an.assoc.donate.side_i": {"en": "only Association II donates",
                               "fr": "seule l'Association II permet un don"},
    "an.assoc.donate.once": {"en": "one donation per action, none made yet",
                             "fr": "un don par action, aucun encore fait"},
    "an.assoc.donate.again": {"en": "the donation of this action is already made",
                              "fr": "le don de cette action est déjà fait"},
    "an.assoc.donate.order": {
        "en": "a donation follows a task: {done} {done:plural:task|tasks} done in this action",
        "fr": "un don suit une mission : {done} {done:plural:mission faite|missions faites} "
              "pendant cette action",
    },
    "an.assoc.donate.cost": {
        "en": "donation no. {nth} costs {cost} money; you have {money}",
        "fr": "le don n° {nth} coûte {cost} monnaies ; vous en avez {money}",
    },
    "an.assoc.donate.solo": {"en": "the tutor has no donation track for the solo game",
                             "fr": "le tuteur n'a pas de piste de dons pour la partie solo"},
    # --- moves
    "an.assoc.move.reputation": {"en": "the task +2 reputation",
                                 "fr": "la mission +2 réputation"},
    "an.assoc.move.zoo": {"en": "take the {continent} partner zoo",
                          "fr": "prendre le zoo partenaire {continent}"},
    "an.assoc.move.uni": {"en": "take {kind}", "fr": "prendre {kind}"},
    "an.assoc.move.put": {"en": "put project {card} into play without supporting it",
                          "fr": "mettre en jeu le projet {card} sans le soutenir"},
    "an.assoc.move.support": {"en": "support level {level} of project {card}",
                              "fr": "soutenir le niveau {level} du projet {card}"},
    "an.assoc.move.support_release": {
        "en": "support level {level} of project {card}, releasing animal {release}",
        "fr": "soutenir le niveau {level} du projet {card} en relâchant l'animal {release}",
    },
    "an.assoc.move.donate": {"en": "make a donation", "fr": "faire un don"},
    "an.assoc.move.end": {"en": "end the Association action",
                          "fr": "terminer l'action Association"},
    "an.assoc.move.panel": {"en": "take the token of panel slot {slot}, its bonus {order}",
                            "fr": "prendre le cube de la case {slot} du panneau, son bonus "
                                  "{order}"},
    # --- events
    "an.assoc.ev.reputation": {"en": "{who} takes the task +2 reputation",
                               "fr": "{who:Le} prend la mission +2 réputation"},
    "an.assoc.ev.zoo": {"en": "{who} takes the {name} partner zoo (space {space})",
                        "fr": "{who:Le} prend le zoo partenaire {name} (case {space})"},
    "an.assoc.ev.space.zoo": {
        "en": "{who}: partner-zoo space {space} gives: {bonus}",
        "fr": "{who:Le} : la case de zoo partenaire {space} rapporte : {bonus}",
    },
    "an.assoc.ev.space.uni": {
        "en": "{who}: university space {space} gives: {bonus}",
        "fr": "{who:Le} : la case d'université {space} rapporte : {bonus}",
    },
    "an.assoc.ev.uni": {"en": "{who} takes {name} (space {space})",
                        "fr": "{who:Le} prend {name} (case {space})"},
    "an.assoc.ev.put.hand": {"en": "{who} puts project {card} into play from the hand",
                             "fr": "{who:Le} met en jeu le projet {card} depuis sa main"},
    "an.assoc.ev.put.display": {
        "en": "{who} puts project {card} into play from folder {folder} for {folder} "
              "{folder:plural:coin|coins}",
        "fr": "{who:Le} met en jeu le projet {card} depuis l'emplacement {folder} pour {folder} "
              "{folder:plural:monnaie|monnaies}",
    },
    "an.assoc.ev.play_bonus": {
        "en": "{who} gains {rep} reputation for bringing release project {card} into play",
        "fr": "{who:Le} gagne {rep} de réputation pour avoir mis en jeu le projet de relâche "
              "{card}",
    },
    "an.assoc.ev.project_discarded": {
        "en": "project {card} is discarded: at most {limit} project cards above the board",
        "fr": "le projet {card} est défaussé : au plus {limit} cartes projet au-dessus du "
              "plateau",
    },
    "an.assoc.ev.support": {"en": "{who} supports level {level} of project {card}",
                            "fr": "{who:Le} soutient le niveau {level} du projet {card}"},
    "an.assoc.ev.reward_cp": {
        "en": "{who}: level {level} of project {card} pays {cp} conservation "
              "{cp:plural:point|points}",
        "fr": "{who:Le} : le niveau {level} du projet {card} rapporte {cp} "
              "{cp:plural:point|points} de conservation",
    },
    "an.assoc.ev.reward": {
        "en": "{who}: level {level} of project {card} pays {cp} conservation "
              "{cp:plural:point|points} and {rep} reputation",
        "fr": "{who:Le} : le niveau {level} du projet {card} rapporte {cp} "
              "{cp:plural:point|points} de conservation et {rep} de réputation",
    },
    "an.assoc.ev.release": {
        "en": "{who} releases animal {card} into the wild: −{lost} appeal (now {appeal}), its "
              "icons gone, its enclosure empty",
        "fr": "{who:Le} relâche l'animal {card} : −{lost} d'attrait (maintenant {appeal}), ses "
              "icônes perdues, son enclos vide",
    },
    "an.assoc.ev.panel": {"en": "{who} takes the token of panel slot {slot}, its bonus {order}",
                          "fr": "{who:Le} prend le cube de la case {slot} du panneau, son bonus "
                                "{order}"},
    "an.assoc.ev.uncovered": {"en": "{who}: panel slot {slot} uncovered gives: {bonus}",
                              "fr": "{who:Le} : la case {slot} du panneau découverte rapporte : "
                                    "{bonus}"},
    "an.assoc.ev.supply": {
        "en": "{who} has no token left on the panel: one from the supply, no bonus",
        "fr": "{who:Le} n'a plus de cube sur le panneau : un cube de la réserve, sans bonus",
    },
    "an.assoc.ev.donate": {"en": "{who} makes donation no. {nth} for {cost} money",
                           "fr": "{who:Le} fait le don n° {nth} pour {cost} monnaies"},
    "an.assoc.ev.end": {"en": "{who} ends the Association action",
                        "fr": "{who:Le} termine l'action Association"},
}

register_catalog(MESSAGES)
