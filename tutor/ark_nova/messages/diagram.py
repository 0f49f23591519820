"""EN/FR texts of Ark Nova's text drawing (``an.diagram.*``): the position line by line, each
mark of the zoo maps with its legend. French follows BGA's French help page: monnaies,
attrait, conservation, réputation, jetons X, pause, pioche, rivière, bénévoles, mécènes,
zoos partenaires, universités, projets de conservation, cartes de décompte final."""

from tutor.core import register_catalog

MESSAGES = {
    # --- the round (AN-SETUP-BREAK, AN-SOLO, AN-END-LAST)
    "an.diagram.turn": {"en": "{who} to play", "fr": "{who:À} de jouer"},
    "an.diagram.break": {"en": "Break token: {at} of {length} spaces",
                         "fr": "Jeton pause : {at} cases sur {length}"},
    "an.diagram.solo": {
        "en": "Solo: {done} of {turns} turns played, round {round} of {rounds}",
        "fr": "Solo : {done} tours joués sur {turns}, manche {round} sur {rounds}"},
    "an.diagram.final": {
        "en": "The end is triggered: {n} more {n:plural:turn|turns} after this one",
        "fr": "La fin est déclenchée : encore {n} {n:plural:tour|tours} après celui-ci"},
    "an.diagram.piles": {
        "en": "Deck: {deck} {deck:plural:card|cards} · discard pile: {discard} · final "
              "scoring pile: {scoring}",
        "fr": "Pioche : {deck} {deck:plural:carte|cartes} · défausse : {discard} · pile de "
              "décompte final : {scoring}"},
    "an.diagram.display": {"en": "Display, folders 1 to 6: {cards}",
                           "fr": "Rivière, emplacements 1 à 6 : {cards}"},
    "an.diagram.display_hidden": {
        "en": "Display: face down until every start hand is kept",
        "fr": "Rivière : face cachée jusqu'à ce que chacun ait gardé sa main de départ"},
    "an.diagram.folder_empty": {"en": "empty", "fr": "vide"},
    # --- the association board (AN-ASSOC-OFFER, AN-ASSOC-DONATE-COST, AN-CONS-5-8)
    "an.diagram.assoc": {"en": "Association board:", "fr": "Plateau Association :"},
    "an.diagram.offer_zoos": {"en": "partner zoos offered: {zoos}",
                              "fr": "zoos partenaires proposés : {zoos}"},
    "an.diagram.offer_unis": {"en": "universities offered: {unis}",
                              "fr": "universités proposées : {unis}"},
    "an.diagram.donations": {"en": "donation spaces covered: {n}",
                             "fr": "cases de don couvertes : {n}"},
    "an.diagram.tiles": {"en": "bonus tiles on conservation space {space}: {tiles}",
                         "fr": "tuiles bonus sur la case conservation {space} : {tiles}"},
    "an.diagram.projects": {"en": "Conservation projects:", "fr": "Projets de conservation :"},
    "an.diagram.project": {"en": "{card}: {levels}", "fr": "{card} : {levels}"},
    "an.diagram.level.free": {"en": "level {level} free", "fr": "niveau {level} libre"},
    "an.diagram.level.blocked": {"en": "level {level} covered at setup",
                                 "fr": "niveau {level} couvert à la mise en place"},
    "an.diagram.level.taken": {"en": "level {level} taken by {who}",
                               "fr": "niveau {level} pris par {who:le}"},
    "an.diagram.none": {"en": "none", "fr": "aucun"},
    # --- a zoo
    "an.diagram.zoo": {"en": "Zoo of {who} (map {map})", "fr": "Zoo {who:de} (plateau {map})"},
    "an.diagram.tracks": {
        "en": "money {money} · appeal {appeal} · conservation {c} · reputation {rep} · "
              "X-tokens {x}",
        "fr": "monnaies {money} · attrait {appeal} · conservation {c} · réputation {rep} · "
              "jetons X {x}"},
    "an.diagram.cards": {
        "en": "hand: {hand} {hand:plural:card|cards} · final scoring cards: {final} · "
              "cards in the zoo: {played}",
        "fr": "main : {hand} {hand:plural:carte|cartes} · cartes de décompte final : {final} "
              "· cartes dans le zoo : {played}"},
    "an.diagram.row": {"en": "Action cards, slot 1 to 5: {cards}",
                       "fr": "Cartes action, case 1 à 5 : {cards}"},
    "an.diagram.slot": {"en": "{slot} {action} (side {side}{tokens})",
                        "fr": "{slot} {action} (face {side}{tokens})"},
    "an.diagram.token": {"en": ", {name} {n}", "fr": ", {name} {n}"},
    "an.diagram.workers": {
        "en": "association workers: {active} {active:plural:is|are} active, {lying} "
              "{lying:plural:is|are} not hired yet, on the board: {placed}",
        "fr": "bénévoles : {active} {active:plural:actif|actifs}, {lying} pas encore "
              "{lying:plural:recruté|recrutés}, sur le plateau : {placed}"},
    "an.diagram.partners": {"en": "partner zoos: {zoos} · universities: {unis}",
                            "fr": "zoos partenaires : {zoos} · universités : {unis}"},
    "an.diagram.supported": {"en": "projects supported: {cards}",
                             "fr": "projets soutenus : {cards}"},
    "an.diagram.panel": {"en": "player tokens still on the left panel: {n} of {of}",
                         "fr": "marqueurs joueur encore sur le panneau de gauche : {n} sur "
                               "{of}"},
    "an.diagram.buildings": {"en": "buildings: {list}", "fr": "bâtiments : {list}"},
    "an.diagram.housed": {"en": "{building}: {animals}", "fr": "{building} : {animals}"},
    "an.diagram.empty_encl": {"en": "{building}: empty", "fr": "{building} : vide"},
    "an.diagram.bonuses": {"en": "placement bonuses still free: {list}",
                           "fr": "bonus de placement encore libres : {list}"},
    "an.diagram.bonus_at": {"en": "{mark} {at} {bonus}", "fr": "{mark} {at} {bonus}"},
    "an.diagram.build2": {"en": "! only an upgraded Build action covers: {list}",
                          "fr": "! seule la Construction améliorée couvre : {list}"},
    # --- the legend (one line per mark)
    "an.diagram.legend": {
        "en": "Map key: rows y and columns x as the notation writes a space (x,y); each "
              "space two marks:",
        "fr": "Légende du plateau : lignes y et colonnes x comme la notation écrit un espace "
              "(x,y) ; deux signes par espace :"},
    "an.diagram.key.free": {"en": ". a free space, : a free border space",
                            "fr": ". un espace libre, : un espace libre en bordure"},
    "an.diagram.key.terrain": {"en": "^ rock, ~ water (never built on)",
                               "fr": "^ rochers, ~ eau (on n'y construit jamais)"},
    "an.diagram.key.mark": {
        "en": "after a free space: the letter of its placement bonus, or ! (Build II only)",
        "fr": "après un espace libre : la lettre de son bonus de placement, ou ! "
              "(Construction améliorée seulement)"},
    "an.diagram.key.bonuses": {
        "en": "m money, x X-token, r reputation, c conservation, d a card from the deck or "
              "the reputation range, w an association worker, k Clever (any Action card to "
              "slot 1), s a card of the display, f a free size-2 enclosure, u an Action card "
              "upgraded",
        "fr": "m monnaies, x jeton X, r réputation, c conservation, d une carte de la pioche "
              "ou de la portée de réputation, w un bénévole, k Malin (une carte Action au "
              "choix en case 1), s une carte de la rivière, f un enclos de taille 2 gratuit, "
              "u une carte Action améliorée"},
    "an.diagram.key.buildings": {
        "en": "K kiosk, P pavilion, E3 an occupied size-3 enclosure (e3 empty), S a special "
              "enclosure (its animals after it), U a unique building",
        "fr": "K kiosque, P pavillon, E3 un enclos de taille 3 occupé (e3 vide), S un enclos "
              "spécial (ses animaux ensuite), U un bâtiment unique"},
    # --- scores (AN-END-SCORE, AN-END-FINAL)
    "an.diagram.score": {"en": "{who}: {score}", "fr": "{who} : {score}"},
    "an.diagram.points": {"en": "{who}, at the end: {points}",
                          "fr": "{who}, à la fin : {points}"},
    "an.diagram.hidden_final": {
        "en": "{who}: {n} final scoring {n:plural:card|cards} not shown until the end",
        "fr": "{who} : {n} {n:plural:carte|cartes} de décompte final, montrées à la fin"},
}

register_catalog(MESSAGES)
