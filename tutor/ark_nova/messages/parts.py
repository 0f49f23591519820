"""EN/FR messages of Ark Nova's moves chosen part by part and of its puzzle goals
(``an.parts.*``, ``an.goal.*``)."""

from tutor.core import register_catalog

MESSAGES = {
    "an.parts.what.action": {"en": "{who} chooses the {action} card",
                             "fr": "{who:Le} choisit la carte {action}"},
    "an.parts.what.kind": {"en": "{who} builds a {kind}", "fr": "{who:Le} construit : {kind}"},
    "an.parts.what.card": {"en": "{who} chooses {card}", "fr": "{who:Le} choisit {card}"},
    "an.parts.what.any": {"en": "{who} chooses a move", "fr": "{who:Le} choisit un coup"},
    "an.parts.action.ok": {
        "en": "{action} is in slot {slot}: with {x} X-{x:plural:token|tokens} its strength "
              "is {strength}, enough to do something",
        "fr": "{action} est en case {slot} : avec {x} {x:plural:jeton|jetons} X, sa force "
              "est {strength}, de quoi faire quelque chose"},
    "an.parts.action.none": {
        "en": "{action} is in slot {slot}: even with your {have} X-{have:plural:token|tokens} "
              "it can do nothing now",
        "fr": "{action} est en case {slot} : même avec vos {have} {have:plural:jeton|jetons} "
              "X, elle ne peut rien faire maintenant"},
    "an.parts.agree": {
        "en": "{ask} — {n} allowed {n:plural:move goes|moves go} on from these choices",
        "fr": "{ask} — {n} {n:plural:coup permis part|coups permis partent} de ces choix"},
    "an.parts.none": {
        "en": "{ask} — no allowed move goes on from these choices",
        "fr": "{ask} — aucun coup permis ne part de ces choix"},
    # --- puzzle goals
    "an.goal.legal": {"en": "play it legally", "fr": "jouer un coup permis"},
    "an.goal.build_special": {"en": "build a special enclosure",
                              "fr": "construire un enclos spécial"},
    "an.goal.reptile_house": {"en": "build a Reptile House",
                              "fr": "construire une maison des reptiles"},
    "an.goal.house_animal": {"en": "house an animal in your zoo",
                             "fr": "installer un animal dans votre zoo"},
    "an.goal.conservation": {"en": "gain conservation points",
                             "fr": "gagner des points de conservation"},
    "an.goal.upgrade": {"en": "upgrade an Action card", "fr": "améliorer une carte action"},
    "an.goal.support_project": {"en": "support a conservation project",
                                "fr": "soutenir un projet de conservation"},
    "an.goal.standard_enclosure": {"en": "build a standard enclosure",
                                   "fr": "construire un enclos standard"},
    "an.goal.kiosk": {"en": "build a kiosk", "fr": "construire un kiosque"},
    "an.goal.three_buildings": {"en": "build three buildings in one action",
                                "fr": "construire trois bâtiments en une action"},
    "an.goal.money": {"en": "end with more money", "fr": "finir avec plus de monnaie"},
    "an.goal.x_token": {"en": "gain an X-token", "fr": "gagner un jeton X"},
    "an.goal.two_animals": {"en": "house two animals in your zoo",
                            "fr": "installer deux animaux dans votre zoo"},
    "an.goal.take_display": {"en": "take a card of the display into your hand",
                             "fr": "prendre en main une carte de la rivière"},
    "an.goal.build_stronger": {
        "en": "move your Build card to the right, Association and Sponsors staying put",
        "fr": "décaler votre carte Construction vers la droite, Association et Mécènes "
              "restant en place"},
    "an.goal.partner_zoo": {"en": "take a partner zoo", "fr": "prendre un zoo partenaire"},
    "an.goal.university": {"en": "take a university", "fr": "prendre une université"},
    "an.goal.sponsor": {"en": "play a sponsor", "fr": "jouer un mécène"},
    "an.goal.end_triggered": {"en": "trigger the end of the game",
                              "fr": "déclencher la fin de partie"},
}

register_catalog(MESSAGES)
