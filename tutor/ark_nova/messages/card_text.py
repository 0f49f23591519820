"""EN/FR texts of the card reference (``an.ref.*``): every fact of a card said in our own
words, with its numbers (AN-COMP-CARDS, AN-ANIMALS-*, AN-COND, AN-ICON-*, AN-ABIL-*,
AN-SPON-*, AN-PROJ-*, AN-FINAL-*). The names of icons, actions, keywords, conditions,
counters, gains and buildings are the other catalogs' (``an.cards.*``, ``an.sponsors.*``,
``an.assoc.*``, ``an.map.*``, ``an.end.*``); French follows BGA's help page (mécène,
monnaies, rivière, portée de réputation, jeton X, bénévole, pause)."""

from tutor.core import register_catalog

MESSAGES = {
    # ---------------------------------------------------------------- finding
    "an.ref.find.empty": {"en": "type a card's name or number",
                          "fr": "tapez le nom ou le numéro d'une carte"},
    "an.ref.find.none": {"en": "no card matches “{query}”",
                         "fr": "aucune carte ne correspond à « {query} »"},
    "an.ref.find.found": {"en": "{n} {n:plural:card matches|cards match} “{query}”",
                          "fr": "{n} {n:plural:carte correspond|cartes correspondent} à "
                                "« {query} »"},
    "an.ref.find.more": {"en": "… and {n} more: type more of the name",
                         "fr": "… et {n} de plus : tapez davantage du nom"},
    # ---------------------------------------------------------------- kinds
    "an.ref.kind.animal": {"en": "animal card", "fr": "carte animal"},
    "an.ref.kind.sponsor": {"en": "sponsor card", "fr": "carte mécène"},
    "an.ref.kind.project": {"en": "conservation project", "fr": "projet de conservation"},
    "an.ref.kind.base_project": {"en": "base conservation project",
                                 "fr": "projet de conservation de base"},
    "an.ref.kind.final": {"en": "final scoring card", "fr": "carte objectif"},
    "an.ref.title": {"en": "{name} — {kind} {n}", "fr": "{name} — {kind} {n}"},
    "an.ref.choice": {"en": "{n} {name} ({kind})", "fr": "{n} {name} ({kind})"},
    "an.ref.rule": {"en": "{text} ({rule})", "fr": "{text} ({rule})"},
    # ---------------------------------------------------------------- animals
    "an.ref.animal.size": {
        "en": "Enclosure: an empty standard enclosure of size {size} or more; a {cls}",
        "fr": "Enclos : un enclos standard vide de taille {size} ou plus ; un {cls}"},
    "an.ref.animal.no_size": {
        "en": "Enclosure: never a standard enclosure; a {cls}",
        "fr": "Enclos : jamais un enclos standard ; un {cls}"},
    "an.ref.animal.cost": {"en": "Cost: {n} {n:plural:money|money}",
                           "fr": "Coût : {n} {n:plural:monnaie|monnaies}"},
    "an.ref.animal.terrain": {
        "en": "Its enclosure must touch {n} {kind} {n:plural:space|spaces}; {n:plural:it "
              "counts|they count} as {n} {kind} {n:plural:icon|icons} too",
        "fr": "Son enclos doit toucher {n} {n:plural:case|cases} {kind}, {n:plural:qui "
              "compte|qui comptent} aussi comme {n} {n:plural:icône|icônes} {kind}"},
    "an.ref.animal.special": {
        "en": "It may live in the {building} instead, taking {n} {n:plural:space|spaces} there",
        "fr": "Il peut aussi vivre ici : {building}, où il prend {n} "
              "{n:plural:place|places}"},
    "an.ref.animal.special_free": {
        "en": "It may live in the {building} instead, taking no space there",
        "fr": "Il peut aussi vivre ici : {building}, sans y prendre de place"},
    "an.ref.animal.petting": {
        "en": "It lives only in the {building}, taking {n} {n:plural:space|spaces} there",
        "fr": "Il ne vit qu'ici : {building}, où il prend {n} {n:plural:place|places}"},
    "an.ref.animal.gives": {"en": "When played it gives {gain}",
                            "fr": "Une fois joué, il rapporte {gain}"},
    "an.ref.animal.gives_nothing": {"en": "When played it gives no appeal or points",
                                    "fr": "Une fois joué, il ne rapporte ni attrait ni points"},
    "an.ref.animal.no_ability": {"en": "No ability", "fr": "Aucun pouvoir"},
    "an.ref.animal.solo": {
        "en": "Solo stripe, played alone in a solo game, in place of {printed} (not played "
              "then): {text}",
        "fr": "Bandeau solo, joué seul en partie solo, à la place de {printed} (qui n'est "
              "alors pas joué) : {text}"},
    # ---------------------------------------------------------------- common facts
    "an.ref.conditions": {"en": "Conditions: {list}", "fr": "Conditions : {list}"},
    "an.ref.no_conditions": {"en": "No condition", "fr": "Aucune condition"},
    "an.ref.icons": {"en": "Icons it adds to your zoo: {list}",
                     "fr": "Icônes ajoutées à votre zoo : {list}"},
    "an.ref.no_icons": {"en": "No icon", "fr": "Aucune icône"},
    "an.ref.icon_count": {"en": "{n} × {kind}", "fr": "{n} × {kind}"},
    "an.ref.ability": {"en": "{label}: {text}", "fr": "{label} : {text}"},
    # ---------------------------------------------------------------- abilities (AN-ABIL-*)
    "an.ref.kw.sprint": {"en": "draw {x} {x:plural:card|cards} from the deck",
                         "fr": "piochez {x} {x:plural:carte|cartes}"},
    "an.ref.kw.hunter": {
        "en": "turn up {x} {x:plural:card|cards} from the top of the deck, keep at most one "
              "animal among them and discard the rest",
        "fr": "révélez {x} {x:plural:carte|cartes} du dessus de la pioche, gardez-en au plus "
              "un animal et défaussez le reste"},
    "an.ref.kw.hunter_x": {
        "en": "turn up {x} cards from the top of the deck, keep at most one animal among them "
              "and discard the rest",
        "fr": "révélez {x} cartes du dessus de la pioche, gardez-en au plus un animal et "
              "défaussez le reste"},
    "an.ref.kw.pack": {"en": "+1 appeal for each predator icon in your zoo, this one included",
                       "fr": "+1 d'attrait par icône prédateur de votre zoo, celle-ci comprise"},
    "an.ref.kw.clever": {
        "en": "after the action you may move any one of your Action cards to slot 1",
        "fr": "après l'action, vous pouvez placer n'importe laquelle de vos cartes Action sur "
              "l'emplacement 1"},
    "an.ref.kw.jumping": {
        "en": "move the Break token {x} {x:plural:space|spaces} on and gain {x} "
              "{x:plural:money|money}",
        "fr": "avancez le jeton pause de {x} {x:plural:case|cases} et gagnez {x} "
              "{x:plural:monnaie|monnaies}"},
    "an.ref.kw.inventive": {"en": "gain {x} {x:plural:X-token|X-tokens}",
                            "fr": "gagnez {x} {x:plural:jeton X|jetons X}"},
    "an.ref.kw.inventive_bear": {
        "en": "gain 1 X-token for each bear icon in all zoos together, at most {cap}",
        "fr": "gagnez 1 jeton X par icône ours dans tous les zoos ensemble, {cap} au plus"},
    "an.ref.kw.inventive_primate": {
        "en": "gain X-tokens by the primate icons in your zoo: {tiers}",
        "fr": "gagnez des jetons X selon les icônes primate de votre zoo : {tiers}"},
    "an.ref.tier_x": {"en": "{min}+ → {n}", "fr": "{min}+ → {n}"},
    "an.ref.kw.full_throated": {"en": "hire one more association worker, if one is left",
                                "fr": "engagez un bénévole de plus, s'il en reste"},
    "an.ref.kw.iconic_animal": {
        "en": "+1 appeal for each {target} icon in all zoos together, at most 8",
        "fr": "+1 d'attrait par icône {target} dans tous les zoos ensemble, 8 au plus"},
    "an.ref.kw.sun_bathing": {
        "en": "you may discard up to {x} hand {x:plural:card|cards}, 4 money each",
        "fr": "vous pouvez défausser jusqu'à {x} {x:plural:carte|cartes} de votre main, "
              "4 monnaies chacune"},
    "an.ref.kw.pouch": {
        "en": "you may tuck up to {x} hand {x:plural:card|cards} face down under this card, "
              "+2 appeal each; they are out of the game",
        "fr": "vous pouvez glisser jusqu'à {x} {x:plural:carte|cartes} de votre main face "
              "cachée sous cette carte, +2 d'attrait chacune ; elles sortent du jeu"},
    "an.ref.kw.resistance": {
        "en": "draw 2 final scoring cards, keep one and put the other back under the pile",
        "fr": "piochez 2 cartes objectif, gardez-en une et remettez l'autre sous la pile"},
    "an.ref.kw.assertion": {
        "en": "take into your hand a base conservation project that is not in play; you may "
              "play it later like a project card",
        "fr": "prenez en main un projet de conservation de base qui n'est pas en jeu ; vous "
              "pourrez le jouer plus tard comme une carte projet"},
    "an.ref.kw.dominance": {
        "en": "take the base project Primates (108) into your hand if it is not in play",
        "fr": "prenez en main le projet de base Primates (108) s'il n'est pas en jeu"},
    "an.ref.kw.flock_animal": {
        "en": "it may join an occupied standard enclosure of size {x} or more that holds a "
              "herbivore, instead of an empty one",
        "fr": "il peut rejoindre un enclos standard occupé de taille {x} ou plus qui abrite un "
              "herbivore, au lieu d'un enclos vide"},
    "an.ref.kw.digging": {
        "en": "up to {x} {x:plural:time|times}: discard a display card, or discard a hand "
              "card and draw one",
        "fr": "jusqu'à {x} {x:plural:fois|fois} : défaussez une carte de la rivière, ou une carte de votre "
              "main pour en piocher une"},
    "an.ref.kw.sponsor_magnet": {
        "en": "take every sponsor card of the display into your hand",
        "fr": "prenez en main toutes les cartes mécène de la rivière"},
    "an.ref.kw.snapping": {
        "en": "{x} {x:plural:time|times}: take any display card, whatever your reputation",
        "fr": "{x} {x:plural:fois|fois} : prenez n'importe quelle carte de la rivière, quelle que soit votre "
              "réputation"},
    "an.ref.kw.scavenging": {
        "en": "shuffle the discard pile, draw {x} from it, keep one and discard the rest",
        "fr": "mélangez la défausse, piochez-y {x} cartes, gardez-en une et défaussez le reste"},
    "an.ref.kw.posturing": {
        "en": "up to {x} {x:plural:time|times}: place a kiosk or a pavilion for free",
        "fr": "jusqu'à {x} {x:plural:fois|fois} : posez gratuitement un kiosque ou un pavillon"},
    "an.ref.kw.perception": {
        "en": "draw {x} cards from the deck, keep {half} and discard the rest",
        "fr": "piochez {x} cartes, gardez-en {half} et défaussez le reste"},
    "an.ref.kw.peacocking": {
        "en": "if you have no Large Bird Aviary, you may place one for free",
        "fr": "si vous n'avez pas de grande volière, vous pouvez en poser une gratuitement"},
    "an.ref.kw.petting_zoo_animal": {
        "en": "+3 appeal for each petting zoo icon in your zoo, this one included",
        "fr": "+3 d'attrait par icône animalerie de votre zoo, celle-ci comprise"},
    "an.ref.kw.determination": {
        "en": "after the action, take one more action with another Action card of your choice",
        "fr": "après l'action, réalisez une action de plus avec une autre carte Action de votre "
              "choix"},
    "an.ref.kw.action": {
        "en": "after the action, you may also take the {target} action at its card's strength",
        "fr": "après l'action, vous pouvez aussi réaliser l'action {target} avec la force de "
              "sa carte"},
    "an.ref.kw.boost": {
        "en": "after the action, you may move your {target} card to slot 1 or slot 5",
        "fr": "après l'action, vous pouvez placer votre carte {target} sur l'emplacement 1 ou 5"},
    "an.ref.kw.multiplier": {
        "en": "put a Multiplier token on your {target} card: the next time you use it, its "
              "action is done twice",
        "fr": "placez un jeton Multiplicateur sur votre carte {target} : la prochaine fois que "
              "vous l'utilisez, son action est réalisée deux fois"},
    "an.ref.kw.venom": {
        "en": "every player with more appeal than you (and 5 or more) gets a Venom token on "
              "the cards of slots 1 to {x}: 2 money to pay at the end of each turn that does "
              "not use such a card",
        "fr": "chaque joueur qui a plus d'attrait que vous (et 5 ou plus) reçoit un jeton "
              "Venin sur ses cartes des emplacements 1 à {x} : 2 monnaies à payer à la fin de "
              "chaque tour qui n'utilise pas une telle carte"},
    "an.ref.kw.constriction": {
        "en": "every player ahead of you in appeal or conservation (with 5 appeal or more) "
              "gets a Constriction token on the card in slot 5 (slot 4 too if ahead in both): "
              "2 less strength",
        "fr": "chaque joueur devant vous en attrait ou en conservation (avec 5 d'attrait ou "
              "plus) reçoit un jeton Constriction sur sa carte de l'emplacement 5 (et 4 s'il "
              "est devant dans les deux) : 2 de force en moins"},
    "an.ref.kw.hypnosis": {
        "en": "after the action, you may use the Action card in slot 1 to {x} of the player "
              "with the most appeal, at its strength",
        "fr": "après l'action, vous pouvez utiliser la carte Action des emplacements 1 à {x} "
              "du joueur qui a le plus d'attrait, avec sa force"},
    "an.ref.kw.pilfering": {
        "en": "{x:plural:the player with the most appeal|the player with the most appeal and "
              "the one with the most conservation points} {x:plural:gives|each give} you 5 "
              "money or a random hand card, as they choose",
        "fr": "{x:plural:le joueur qui a le plus d'attrait vous donne|le joueur qui a le plus "
              "d'attrait et celui qui a le plus de points de conservation vous donnent chacun} "
              "5 monnaies ou une carte de sa main au hasard, à son choix"},
    "an.ref.x_is": {"en": "X (your {counter})", "fr": "X (vos {counter})"},
    # ---------------------------------------------------------------- sponsors
    "an.ref.sponsor.level": {
        "en": "Level {level}: the Sponsors action plays it at strength {level} or more (on side "
              "II the levels played together reach at most the strength + 1)",
        "fr": "Niveau {level} : l'action Mécènes le joue avec une force de {level} ou plus (sur "
              "la face II, les niveaux joués ensemble font au plus la force + 1)"},
    "an.ref.sponsor.gives": {"en": "When played it gives {gain}",
                             "fr": "Une fois joué, il rapporte {gain}"},
    "an.ref.effect.immediate": {"en": "When played: {text}", "fr": "Une fois joué : {text}"},
    "an.ref.effect.income": {"en": "At each break: {text}", "fr": "À chaque pause : {text}"},
    "an.ref.effect.ongoing": {"en": "From then on: {text}", "fr": "Désormais : {text}"},
    "an.ref.effect.endgame": {"en": "At the end of the game: {text}",
                              "fr": "En fin de partie : {text}"},
    "an.ref.effect.when": {"en": "{when}, {text}", "fr": "{when}, {text}"},
    "an.ref.effect.and": {"en": "{a}; {b}", "fr": "{a} ; {b}"},
    "an.ref.effect.then": {"en": "{a}, then {b}", "fr": "{a}, puis {b}"},
    # what an effect pays (AN-SPON-GAIN)
    "an.ref.pay.gain": {"en": "gain {gain}", "fr": "gagnez {gain}"},
    "an.ref.pay.per": {"en": "gain {gain} for each of your {counter}",
                       "fr": "gagnez {gain} × vos {counter}"},
    "an.ref.pay.per_every": {"en": "gain {gain} for every {every} of your {counter}",
                             "fr": "gagnez {gain} par tranche de {every} de vos {counter}"},
    "an.ref.pay.cap": {"en": "{text} (at most {n} {n:plural:time|times})",
                       "fr": "{text} ({n} {n:plural:fois|fois} au plus)"},
    "an.ref.pay.tiers": {"en": "by your {counter}: {tiers} (the highest reached pays)",
                         "fr": "selon vos {counter} : {tiers} (le plus haut palier atteint "
                               "paie)"},
    "an.ref.pay.tier": {"en": "{min}+ → {gain}", "fr": "{min}+ → {gain}"},
    "an.ref.pay.if": {"en": "gain {gain} if you have at least {min} {counter}",
                      "fr": "gagnez {gain} si vous avez au moins {min} {counter}"},
    "an.ref.pay.if_check": {"en": "gain {gain} if this holds: {check}",
                            "fr": "gagnez {gain} si ceci est vrai : {check}"},
    "an.ref.pay.others": {
        "en": "{text}; every other player gains {gain} for each conservation point you gain "
              "this way",
        "fr": "{text} ; chaque autre joueur gagne {gain} par point de conservation que vous "
              "gagnez ainsi"},
    "an.ref.pay.by_class": {"en": "it gives {small} if small, {large} if large",
                            "fr": "il rapporte {small} s'il est petit, {large} s'il est grand"},
    # triggers (AN-SPON-TRIGGERS)
    "an.ref.when.icon_own": {"en": "whenever your zoo gets one more {kind} icon",
                             "fr": "chaque fois qu'une icône {kind} entre dans votre zoo"},
    "an.ref.when.icon_any": {"en": "whenever any zoo, yours or another's, gets one more {kind} "
                                   "icon",
                             "fr": "chaque fois qu'une icône {kind} entre dans un zoo, le "
                                   "vôtre ou un autre"},
    "an.ref.when.animal_large": {"en": "whenever you play a large animal",
                                 "fr": "chaque fois que vous jouez un grand animal"},
    "an.ref.when.animal_chosen": {"en": "whenever you play an animal of the size class chosen",
                                  "fr": "chaque fois que vous jouez un animal de la classe de "
                                        "taille choisie"},
    "an.ref.when.animals_action": {
        "en": "when an Animals action of yours plays only small animals",
        "fr": "quand une de vos actions Animaux ne joue que de petits animaux"},
    "an.ref.when.build_action": {"en": "after each of your Build actions",
                                 "fr": "après chacune de vos actions Construction"},
    "an.ref.when.space_covered": {"en": "for each space you cover next to a {kind} space",
                                  "fr": "pour chaque case que vous couvrez à côté d'une case "
                                        "{kind}"},
    "an.ref.when.bonus_border": {"en": "whenever you take a placement bonus on a border space",
                                 "fr": "chaque fois que vous prenez un bonus de pose sur une "
                                       "case de bord"},
    "an.ref.when.release": {"en": "whenever you support a release project",
                            "fr": "chaque fois que vous soutenez un projet de réintroduction"},
    "an.ref.when.new_kind": {
        "en": "whenever a continent or category icon of a kind new to your zoo enters it",
        "fr": "chaque fois qu'une icône de continent ou de catégorie d'un genre nouveau pour "
              "votre zoo y entre"},
    # mechanics (AN-SPON-<MECHANIC>)
    "an.ref.do.take_card": {
        "en": "take {n} {n:plural:card|cards}, each from the deck or from the display within "
              "your reputation range",
        "fr": "prenez {n} {n:plural:carte|cartes}, chacune de la pioche ou de la rivière dans "
              "votre portée de réputation"},
    "an.ref.do.build_free": {"en": "you may build a {building} for free (usual placement rules)",
                             "fr": "vous pouvez construire gratuitement un {building} (règles "
                                   "de pose habituelles)"},
    "an.ref.do.keyword": {"en": "use the ability {label}: {text}",
                          "fr": "utilisez le pouvoir {label} : {text}"},
    "an.ref.do.keyword_may": {"en": "you may use the ability {label}: {text}",
                              "fr": "vous pouvez utiliser le pouvoir {label} : {text}"},
    "an.ref.do.wildcard_tokens": {
        "en": "put {n} of your player tokens on this card",
        "fr": "placez {n} de vos jetons joueur sur cette carte"},
    "an.ref.do.hire_worker": {"en": "hire {n} more association {n:plural:worker|workers}",
                              "fr": "engagez {n} {n:plural:bénévole|bénévoles} de plus"},
    "an.ref.do.build_extra_same": {
        "en": "you may build one more building of a kind you just built (not a special "
              "enclosure), paying as usual",
        "fr": "vous pouvez construire un bâtiment de plus d'un type que vous venez de "
              "construire (pas un enclos spécial), au prix habituel"},
    "an.ref.do.extra_placement_bonus": {
        "en": "also take one placement bonus of your choice among those printed on your map",
        "fr": "prenez aussi un bonus de pose de votre choix parmi ceux imprimés sur votre "
              "plateau"},
    "an.ref.do.choose_size_class": {"en": "choose small or large animals",
                                    "fr": "choisissez les petits ou les grands animaux"},
    "an.ref.do.reveal_until": {
        "en": "turn up deck cards until an animal of that class comes, take it and discard "
              "the others",
        "fr": "révélez des cartes de la pioche jusqu'à un animal de cette classe, prenez-le et "
              "défaussez les autres"},
    "an.ref.do.play_extra_animal": {
        "en": "you may play one more small animal from your hand, paying its cost",
        "fr": "vous pouvez jouer un petit animal de plus de votre main, en payant son coût"},
    "an.ref.do.take_display_card": {
        "en": "you may take a small animal of the display into your hand, free, from any folder",
        "fr": "vous pouvez prendre en main un petit animal de la rivière, gratuitement, à "
              "n'importe quelle place"},
    "an.ref.do.place_unique_building": {
        "en": "place its unique building, the {name}, for free (usual placement rules)",
        "fr": "posez gratuitement son bâtiment unique, {name} (règles de pose habituelles)"},
    "an.ref.do.play_sponsor_for_money": {
        "en": "you may spend a token of this card to play a sponsor from your hand, paying its "
              "level in money",
        "fr": "vous pouvez dépenser un jeton de cette carte pour jouer un mécène de votre main, "
              "en payant son niveau en monnaies"},
    # permanent rule changes (AN-SPON-RULES)
    "an.ref.change.association_task_value": {
        "en": "supporting a conservation project needs Association strength {n} instead of 5",
        "fr": "soutenir un projet de conservation demande une force Association de {n} au lieu "
              "de 5"},
    "an.ref.change.immune_to": {
        "en": "the abilities {list} of other players' animals never touch you",
        "fr": "les pouvoirs {list} des animaux des autres joueurs ne vous touchent jamais"},
    "an.ref.change.build_on": {"en": "you may build on these spaces too: {list}",
                               "fr": "vous pouvez aussi construire sur ces cases : {list}"},
    "an.ref.change.ignore_animal_terrain_requirements": {
        "en": "your animals' rock and water needs no longer apply",
        "fr": "les besoins en rocher et en eau de vos animaux ne s'appliquent plus"},
    "an.ref.change.animal_cost_discount": {
        "en": "each {cls} costs you {n} {n:plural:money|money} less",
        "fr": "chaque {cls} vous coûte {n} {n:plural:monnaie|monnaies} de moins"},
    "an.ref.change.release_projects_repeatable": {
        "en": "you may support each release project more than once",
        "fr": "vous pouvez soutenir chaque projet de réintroduction plus d'une fois"},
    "an.ref.change.forbid": {"en": "you may no longer play animals of the other size class",
                             "fr": "vous ne pouvez plus jouer d'animaux de l'autre classe de "
                                   "taille"},
    "an.ref.change.ignore_conditions": {
        "en": "you may ignore {n} {n:plural:condition|conditions} of a large animal you play",
        "fr": "vous pouvez ignorer {n} {n:plural:condition|conditions} d'un grand animal que "
              "vous jouez"},
    "an.ref.change.wildcard_token": {
        "en": "when you support a base project, each token on this card may be discarded to "
              "count as one icon of any kind",
        "fr": "quand vous soutenez un projet de base, chaque jeton de cette carte peut être "
              "défaussé pour compter comme une icône de n'importe quel type"},
    # ---------------------------------------------------------------- projects
    "an.ref.project.base": {
        "en": "A base project: dealt face up at setup, never in the deck; supported with the "
              "Association action",
        "fr": "Un projet de base : posé face visible à la mise en place, jamais dans la "
              "pioche ; soutenu avec l'action Association"},
    "an.ref.project.deck": {
        "en": "A project card of the zoo deck: put into play from your hand with the "
              "Association action, then supported like any project",
        "fr": "Une carte projet de la pioche : mise en jeu depuis votre main avec l'action "
              "Association, puis soutenue comme tout projet"},
    "an.ref.project.count": {"en": "It counts your {counter}",
                             "fr": "Il compte vos {counter}"},
    "an.ref.project.release": {
        "en": "Release one animal with a {icon} icon from your zoo into the wild; its size "
              "picks the level",
        "fr": "Relâchez dans la nature un animal de votre zoo avec une icône {icon} ; sa "
              "taille décide du niveau"},
    "an.ref.project.breeding": {
        "en": "Needs an animal with a {icon} icon from the continent of one of your partner "
              "zoos; any free level",
        "fr": "Demande un animal avec une icône {icon} du continent d'un de vos zoos "
              "partenaires ; n'importe quel niveau libre"},
    "an.ref.project.level_count": {"en": "Level {level}: {need} needed → {reward}",
                                   "fr": "Niveau {level} : {need} demandés → {reward}"},
    "an.ref.project.level_release": {"en": "Level {level} ({sizes}) → {reward}",
                                     "fr": "Niveau {level} ({sizes}) → {reward}"},
    "an.ref.project.level": {"en": "Level {level} → {reward}",
                             "fr": "Niveau {level} → {reward}"},
    "an.ref.project.play_bonus": {
        "en": "Whoever puts it into play from the hand gains {gain}",
        "fr": "Qui le met en jeu depuis sa main gagne {gain}"},
    # ---------------------------------------------------------------- final scoring
    "an.ref.final.held": {
        "en": "Dealt at setup and kept hidden; never played: it scores at the end of the game",
        "fr": "Distribuée à la mise en place et gardée cachée ; jamais jouée : elle compte en "
              "fin de partie"},
    "an.ref.final.thresholds": {"en": "It counts your {counter}: {tiers}",
                                "fr": "Elle compte vos {counter} : {tiers}"},
    "an.ref.final.tier": {"en": "{min}+ → {cp} CP", "fr": "{min}+ → {cp} PC"},
    "an.ref.final.checks": {"en": "{cp} CP for each of these met: {list}",
                            "fr": "{cp} PC pour chacune de ces conditions remplie : {list}"},
    "an.ref.final.compare": {
        "en": "{cp} CP for each animal category in which you have more icons than the player "
              "to your right (with 2 players: your opponent), at most {max}",
        "fr": "{cp} PC par catégorie d'animaux où vous avez plus d'icônes que le joueur à "
              "votre droite (à 2 joueurs : votre adversaire), {max} au plus"},
    # ---------------------------------------------------------------- trying a card
    "an.ref.try.animal": {
        "en": "Try it: card {n} is in player 1's hand, with the money and an enclosure that "
              "fits ({building}); take the Animals action, then play it",
        "fr": "Essayez : la carte {n} est dans la main du joueur 1, avec l'argent et un enclos "
              "qui convient ({building}) ; prenez l'action Animaux, puis jouez-la"},
    "an.ref.try.sponsor": {
        "en": "Try it: card {n} is in player 1's hand, with the Sponsors action strong enough; "
              "take the Sponsors action, then play it",
        "fr": "Essayez : la carte {n} est dans la main du joueur 1, avec l'action Mécènes "
              "assez forte ; prenez l'action Mécènes, puis jouez-la"},
    "an.ref.try.project": {
        "en": "Try it: project {n} can be supported by player 1 at level {level}; take the "
              "Association action, then support it",
        "fr": "Essayez : le joueur 1 peut soutenir le projet {n} au niveau {level} ; prenez "
              "l'action Association, puis soutenez-le"},
    "an.ref.try.final": {
        "en": "A final scoring card is never played: here player 1 holds card {n}, and it "
              "will count at the end of the game",
        "fr": "Une carte objectif ne se joue jamais : ici le joueur 1 a la carte {n}, qui "
              "comptera en fin de partie"},
    "an.ref.try.not": {
        "en": "Card {n} is there for player 1, but no position made here lets it be played: "
              "{why}",
        "fr": "La carte {n} est là pour le joueur 1, mais aucune position préparée ici ne "
              "permet de la jouer : {why}"},
}

register_catalog(MESSAGES)
