"""EN/FR messages of Ark Nova's bonuses (``an.bonuses.*``): the track-space bonuses, the
bonus tiles, the map's bonuses that ask a choice. French follows BGA's French help page
(bénévole, améliorer, rivière, plage de réputation, monnaie, Malin)."""

from tutor.core import register_catalog

MESSAGES = {
    # --- asks
    "an.bonuses.ask.upgrade": {
        "en": "{who}: upgrade one Action card to side II ({cards})",
        "fr": "{who:Le} : améliorez une carte Action sur sa face II ({cards})",
    },
    "an.bonuses.ask.cons2": {
        "en": "{who}: conservation space 2: upgrade an Action card ({sides} on side I) or "
              "hire an association worker ({lying} lying)",
        "fr": "{who:Le} : case 2 de conservation : améliorez une carte Action ({sides} en face I) "
              "ou recrutez un bénévole ({lying} en réserve)",
    },
    "an.bonuses.ask.tile": {
        "en": "{who}: conservation space {space}: take {money} money or a bonus tile ({tiles})",
        "fr": "{who:Le} : case {space} de conservation : prenez {money} monnaies ou une tuile "
              "bonus ({tiles})",
    },
    "an.bonuses.ask.take": {
        "en": "{who}: take {left} {left:plural:card|cards}, one at a time, from the deck or "
              "folders 1–{highest} (reputation {reputation})",
        "fr": "{who:Le} : prenez {left} {left:plural:carte|cartes}, une à une, de la pioche ou "
              "des emplacements 1 à {highest} de la rivière (réputation {reputation})",
    },
    "an.bonuses.ask.snap": {
        "en": "{who}: take any 1 of the {n} display cards",
        "fr": "{who:Le} : prenez l'une des {n} cartes de la rivière, n'importe laquelle",
    },
    "an.bonuses.ask.clever": {
        "en": "{who}: you may move one Action card to slot 1 ({row})",
        "fr": "{who:Le} : vous pouvez placer une carte Action sur l'emplacement 1 ({row})",
    },
    "an.bonuses.ask.recall": {
        "en": "{who}: bring one of your workers back from the association board ({tasks})",
        "fr": "{who:Le} : reprenez un de vos bénévoles sur le plateau Association ({tasks})",
    },
    "an.bonuses.ask.partner": {
        "en": "{who}: take a partner zoo ({continents})",
        "fr": "{who:Le} : prenez un zoo partenaire ({continents})",
    },
    "an.bonuses.ask.university": {
        "en": "{who}: take a university ({kinds})",
        "fr": "{who:Le} : prenez une université ({kinds})",
    },
    # --- names
    "an.bonuses.tile.upgrade_action": {"en": "upgrade an Action card",
                                       "fr": "améliorer une carte Action"},
    "an.bonuses.tile.hire_worker": {"en": "hire a worker", "fr": "recruter un bénévole"},
    "an.bonuses.tile.reputation_2": {"en": "2 reputation", "fr": "2 de réputation"},
    "an.bonuses.tile.x_tokens_3": {"en": "3 X-tokens", "fr": "3 jetons X"},
    "an.bonuses.tile.free_enclosure_3": {"en": "a free size-3 enclosure",
                                         "fr": "un enclos de taille 3 gratuit"},
    "an.bonuses.tile.take_3_cards": {"en": "3 cards from the deck or the reputation range",
                                     "fr": "3 cartes de la pioche ou de la plage de réputation"},
    "an.bonuses.tile.money_10": {"en": "10 money", "fr": "10 monnaies"},
    "an.bonuses.tile.university": {"en": "a university", "fr": "une université"},
    "an.bonuses.tile.partner_zoo": {"en": "a partner zoo", "fr": "un zoo partenaire"},
    "an.bonuses.task.reputation": {"en": "reputation", "fr": "réputation"},
    "an.bonuses.task.partner_zoo": {"en": "partner zoo", "fr": "zoo partenaire"},
    "an.bonuses.task.university": {"en": "university", "fr": "université"},
    "an.bonuses.task.project": {"en": "conservation project", "fr": "projet de conservation"},
    "an.bonuses.uni.reputation_hand": {"en": "reputation and hand limit 5",
                                       "fr": "réputation et limite de main 5"},
    "an.bonuses.uni.science_reputation": {"en": "science and 2 reputation",
                                          "fr": "science et 2 de réputation"},
    "an.bonuses.uni.science_science": {"en": "2 science", "fr": "2 science"},
    # --- reasons
    "an.bonuses.bad_action": {"en": "{action} is not an Action card",
                              "fr": "{action} n'est pas une carte Action"},
    "an.bonuses.upgrade.ok": {"en": "{card} is on side I and flips to side II",
                              "fr": "{card} est en face I et passe en face II"},
    "an.bonuses.upgrade.done": {"en": "{card} is already on side II",
                                "fr": "{card} est déjà en face II"},
    "an.bonuses.hire": {
        "en": "{lying} {lying:plural:worker|workers} lying to hire ({active} active)",
        "fr": "{lying} {lying:plural:bénévole|bénévoles} en réserve à recruter "
              "({active} en activité)",
    },
    "an.bonuses.take.folder": {"en": "{folder} is not the deck nor a folder 1–6",
                               "fr": "{folder} n'est ni la pioche ni un emplacement 1 à 6"},
    "an.bonuses.take.snap_deck": {"en": "this bonus takes a display card, not the deck",
                                  "fr": "ce bonus prend une carte de la rivière, pas la pioche"},
    "an.bonuses.take.deck": {
        "en": "the deck holds {deck} {deck:plural:card|cards}, the discard pile {discard}",
        "fr": "la pioche compte {deck} {deck:plural:carte|cartes}, la défausse {discard}",
    },
    "an.bonuses.take.range": {
        "en": "folder {folder} against reputation {reputation}: folders 1–{highest} in range",
        "fr": "emplacement {folder} pour une réputation de {reputation} : emplacements 1 à "
              "{highest} à portée",
    },
    "an.bonuses.take.card": {"en": "folder {folder} holds card {card}",
                             "fr": "l'emplacement {folder} contient la carte {card}"},
    "an.bonuses.take.empty": {"en": "folder {folder} is empty",
                              "fr": "l'emplacement {folder} est vide"},
    "an.bonuses.money5": {"en": "{money} money are always there",
                          "fr": "les {money} monnaies sont toujours disponibles"},
    "an.bonuses.tile.unknown": {"en": "{tile} is not a bonus tile",
                                "fr": "{tile} n'est pas une tuile bonus"},
    "an.bonuses.tile.there": {
        "en": "{tile} lies on conservation space {space} ({n} {n:plural:tile|tiles} there)",
        "fr": "{tile} est sur la case {space} de conservation ({n} {n:plural:tuile|tuiles})",
    },
    "an.bonuses.tile.gone": {
        "en": "{tile} is not on conservation space {space} ({n} {n:plural:tile|tiles} there)",
        "fr": "{tile} n'est pas sur la case {space} de conservation "
              "({n} {n:plural:tuile|tuiles})",
    },
    "an.bonuses.tile.gives": {"en": "{tile}: it gives something now",
                              "fr": "{tile} : elle rapporte quelque chose maintenant"},
    "an.bonuses.tile.nothing": {"en": "{tile} would give you nothing now",
                                "fr": "{tile} ne vous rapporterait rien maintenant"},
    "an.bonuses.clever.pass": {"en": "the row stays as it is",
                               "fr": "la rangée reste telle quelle"},
    "an.bonuses.clever.slot": {"en": "{card} is in slot {slot} (it must not already be in slot 1)",
                               "fr": "{card} est sur l'emplacement {slot} (pas déjà sur le 1)"},
    "an.bonuses.recall.ok": {
        "en": "one of your workers is on the {task} task ({n} on the board)",
        "fr": "un de vos bénévoles est sur la tâche {task} ({n} sur le plateau)",
    },
    "an.bonuses.recall.none": {
        "en": "none of your workers is on the {task} task ({n} on the board)",
        "fr": "aucun de vos bénévoles n'est sur la tâche {task} ({n} sur le plateau)",
    },
    "an.bonuses.partner.offer": {
        "en": "partner zoo {continent} on the association board: {offer}",
        "fr": "zoo partenaire {continent} sur le plateau Association : {offer}",
    },
    "an.bonuses.partner.owned": {
        "en": "partner zoo {continent} against yours: {owned}",
        "fr": "zoo partenaire {continent} face aux vôtres : {owned}",
    },
    "an.bonuses.partner.limit": {
        "en": "{n} partner {n:plural:zoo|zoos} of at most {limit} (4 with Association II)",
        "fr": "{n} {n:plural:zoo partenaire|zoos partenaires} sur {limit} au plus "
              "(4 avec Association II)",
    },
    "an.bonuses.university.offer": {
        "en": "university {kind}: {n} on the association board",
        "fr": "université {kind} : {n} sur le plateau Association",
    },
    "an.bonuses.university.owned": {"en": "university {kind}: each kind once",
                                    "fr": "université {kind} : une seule de chaque sorte"},
    # --- moves
    "an.bonuses.move.upgrade": {"en": "upgrade {card}", "fr": "améliorer {card}"},
    "an.bonuses.move.hire": {"en": "take on one more association worker",
                             "fr": "recruter un bénévole"},
    "an.bonuses.move.take_deck": {"en": "take the top card of the deck",
                                  "fr": "prendre la carte du dessus de la pioche"},
    "an.bonuses.move.take": {"en": "take the card of folder {folder}",
                             "fr": "prendre la carte de l'emplacement {folder}"},
    "an.bonuses.move.money5": {"en": "take {money} money", "fr": "prendre {money} monnaies"},
    "an.bonuses.move.tile": {"en": "take the tile {tile}", "fr": "prendre la tuile {tile}"},
    "an.bonuses.move.clever_pass": {"en": "leave the row", "fr": "laisser la rangée"},
    "an.bonuses.move.clever": {"en": "{card} to slot 1", "fr": "{card} sur l'emplacement 1"},
    "an.bonuses.move.recall": {"en": "bring back the worker of the {task} task",
                               "fr": "reprendre le bénévole de la tâche {task}"},
    "an.bonuses.move.partner": {"en": "the partner zoo {continent}",
                                "fr": "le zoo partenaire {continent}"},
    "an.bonuses.move.university": {"en": "the university {kind}", "fr": "l'université {kind}"},
    # --- events
    "an.bonuses.ev.upgraded": {"en": "{who} upgrades {card} (slot {slot}) to side II",
                               "fr": "{who:Le} améliore {card} (position {slot}) en face II"},
    "an.bonuses.ev.all_upgraded": {
        "en": "{who}: every Action card is already on side II, the upgrade gives nothing",
        "fr": "{who:Le} : toutes les cartes Action sont déjà en face II, l'amélioration ne "
              "rapporte rien",
    },
    "an.bonuses.ev.cons2_nothing": {
        "en": "{who}: no card to upgrade and no worker to hire, space 2 gives nothing",
        "fr": "{who:Le} : ni carte à améliorer ni bénévole à recruter, la case 2 ne rapporte rien",
    },
    "an.bonuses.ev.hired": {
        "en": "{who} hires worker {number}: {active} active, {lying} lying",
        "fr": "{who:Le} recrute le bénévole {number} : {active} en activité, {lying} en réserve",
    },
    "an.bonuses.ev.no_worker": {
        "en": "{who}: no association worker left to hire: all {total} workers are hired",
        "fr": "{who:Le} : plus aucun bénévole à recruter : les {total} bénévoles sont déjà "
              "recrutés",
    },
    "an.bonuses.ev.no_recall": {
        "en": "{who}: none of your workers is on the association board",
        "fr": "{who:Le} : aucun de vos bénévoles n'est sur le plateau Association",
    },
    "an.bonuses.ev.recalled": {
        "en": "{who} brings a worker back from the {task} task: {active} active",
        "fr": "{who:Le} reprend un bénévole de la tâche {task} : {active} en activité",
    },
    "an.bonuses.ev.no_card": {
        "en": "{who}: no card left in the deck, the pile or the range, {left} "
              "{left:plural:card|cards} not taken",
        "fr": "{who:Le} : plus de carte dans la pioche, la défausse ni la plage, {left} "
              "{left:plural:carte non prise|cartes non prises}",
    },
    "an.bonuses.ev.no_display": {"en": "{who}: the display is empty, nothing to take",
                                 "fr": "{who:Le} : la rivière est vide, rien à prendre"},
    "an.bonuses.ev.no_partner": {"en": "{who}: no partner zoo can be taken",
                                 "fr": "{who:Le} : aucun zoo partenaire ne peut être pris"},
    "an.bonuses.ev.no_university": {"en": "{who}: no university can be taken",
                                    "fr": "{who:Le} : aucune université ne peut être prise"},
    "an.bonuses.ev.clever_later": {
        "en": "{who}: after the action you may move an Action card to slot 1",
        "fr": "{who:Le} : après l'action vous pourrez placer une carte Action sur "
              "l'emplacement 1",
    },
    "an.bonuses.ev.clever_pass": {"en": "{who} leaves the row as it is",
                                  "fr": "{who:Le} laisse la rangée telle quelle"},
    "an.bonuses.ev.took_deck": {"en": "{who} takes the top card of the deck",
                                "fr": "{who:Le} prend la carte du dessus de la pioche"},
    "an.bonuses.ev.took": {"en": "{who} takes card {card} from folder {folder}",
                           "fr": "{who:Le} prend la carte {card} de l'emplacement {folder}"},
    "an.bonuses.ev.tile": {"en": "{who} takes the tile {tile} from conservation space {space}",
                           "fr": "{who:Le} prend la tuile {tile} sur la case {space} de "
                                 "conservation"},
}

register_catalog(MESSAGES)
