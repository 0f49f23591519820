"""EN/FR messages of the end of the game (``an.end.*``): the trigger and the last turns,
the discard of a final scoring card at conservation 10, the final scoring cards, the result
and the solo tile. French follows BGA's French help page (fin de partie, dernier tour,
cartes objectif, pause, attrait, points de conservation)."""

from tutor.core import register_catalog

MESSAGES = {
    # --- the trigger and the last turns (AN-END-TRIGGER, AN-END-LAST)
    "an.end.ev.trigger_turn": {
        "en": "{who} triggers the end of the game at the end of the turn: {score} Every other "
              "player plays {n} more {n:plural:turn|turns} in all, then the final scoring",
        "fr": "{who:Le} déclenche la fin de partie à la fin de son tour : {score} Les autres "
              "joueurs jouent encore {n} {n:plural:tour|tours} en tout, puis vient le décompte "
              "final",
    },
    "an.end.ev.trigger_break": {
        "en": "The end of the game is triggered during the break by {who} ({scores}): every "
              "player plays 1 more turn ({n} in all), then the final scoring",
        "fr": "La fin de partie est déclenchée pendant la pause par {who:le} ({scores}) : chaque "
              "joueur joue un dernier tour ({n} en tout), puis vient le décompte final",
    },
    "an.end.ev.turns_left": {
        "en": "Last turns: {n} {n:plural:turn|turns} left, this one included",
        "fr": "Derniers tours : encore {n} {n:plural:tour|tours}, celui-ci compris",
    },
    "an.end.ev.last_done": {
        "en": "The last turn is over: final scoring",
        "fr": "Le dernier tour est joué : décompte final",
    },
    # --- AN-CONS-10
    "an.end.ev.space10_first": {
        "en": "{who} is the first to reach conservation 10: every player discards 1 of "
              "their final scoring cards",
        "fr": "{who:Le} atteint le premier la case 10 de conservation : tous les joueurs "
              "défaussent l'une de leurs cartes objectif",
    },
    "an.end.ev.space10_again": {
        "en": "{who} reaches conservation 10; the final scoring cards were already discarded "
              "when the first player reached it",
        "fr": "{who:Le} atteint la case 10 de conservation ; les cartes objectif ont déjà été "
              "défaussées quand le premier joueur l'a atteinte",
    },
    "an.end.ev.space10_never": {
        "en": "Nobody reached conservation 10: every player discards 1 final scoring card "
              "before the final scoring",
        "fr": "Personne n'a atteint la case 10 de conservation : chaque joueur défausse 1 "
              "carte objectif avant le décompte final",
    },
    "an.end.ask.drop_10": {
        "en": "{who}: discard 1 of your final scoring cards ({cards}): someone reached "
              "conservation 10",
        "fr": "{who:Le} : défaussez 1 de vos cartes objectif ({cards}) : un joueur a atteint la "
              "case 10 de conservation",
    },
    "an.end.ask.drop_end": {
        "en": "{who}: discard 1 of your final scoring cards ({cards}) before the final "
              "scoring: nobody reached conservation 10",
        "fr": "{who:Le} : défaussez 1 de vos cartes objectif ({cards}) avant le décompte final : "
              "personne n'a atteint la case 10 de conservation",
    },
    "an.end.drop.held": {
        "en": "final scoring card {card} is one of yours ({cards})",
        "fr": "la carte objectif {card} est l'une des vôtres ({cards})",
    },
    "an.end.drop.not_held": {
        "en": "final scoring card {card} is not one of yours ({cards})",
        "fr": "la carte objectif {card} n'est pas l'une des vôtres ({cards})",
    },
    "an.end.ev.dropped": {
        "en": "{who} discards a final scoring card",
        "fr": "{who:Le} défausse une carte objectif",
    },
    "an.end.move.drop": {
        "en": "place one final scoring card under the pile",
        "fr": "placer une carte objectif sous la pioche",
    },
    "an.end.card": {"en": "{n} {name}", "fr": "{n} {name}"},
    # --- final scoring cards (AN-FINAL-*)
    "an.end.final.thresholds": {
        "en": "{card}: count {n}, tiers {tiers} → {cp} conservation {cp:plural:point|points}",
        "fr": "{card} : décompte {n}, paliers {tiers} → {cp} {cp:plural:point|points} de "
              "conservation",
    },
    "an.end.final.checks": {
        "en": "{card}: {n} of {of} {of:plural:condition|conditions} met ({met}) → {cp} conservation "
              "{cp:plural:point|points}",
        "fr": "{card} : {n} sur {of} {of:plural:condition remplie|conditions remplies} ({met}) → {cp} "
              "{cp:plural:point|points} de conservation",
    },
    "an.end.final.diverse": {
        "en": "{card}: more icons than {right} in {n} {n:plural:category|categories} ({kinds}) "
              "→ {cp} conservation {cp:plural:point|points} (at most 4)",
        "fr": "{card} : plus d'icônes que {right:le} dans {n} {n:plural:catégorie|catégories} "
              "({kinds}) → {cp} {cp:plural:point|points} de conservation (au plus 4)",
    },
    "an.end.final.diverse_solo": {
        "en": "{card}: its solo variant is not in the tutor yet: 0 conservation points",
        "fr": "{card} : sa variante solo n'est pas encore dans le tuteur : 0 point de "
              "conservation",
    },
    "an.end.check.water_spaces_all_connected": {
        "en": "every water space next to a building",
        "fr": "chaque case d'eau touche un bâtiment",
    },
    "an.end.check.rock_spaces_all_connected": {
        "en": "every rock space next to a building",
        "fr": "chaque case de rocher touche un bâtiment",
    },
    "an.end.check.border_spaces_all_covered": {
        "en": "every buildable border space covered",
        "fr": "chaque case constructible du bord couverte",
    },
    "an.end.check.zoo_fully_covered": {
        "en": "the whole map covered",
        "fr": "tout le plan couvert",
    },
    # --- the result (AN-END-FINAL, AN-END-TIE, AN-SOLO)
    "an.end.seat": {
        "en": "{who}: appeal {appeal} + {plus_appeal}, conservation {c} + {plus_c} (final "
              "scoring: {cards}). {score} Projects supported: {projects}",
        "fr": "{who:Le} : attrait {appeal} + {plus_appeal}, conservation {c} + {plus_c} "
              "(décompte final : {cards}). {score} Projets soutenus : {projects}",
    },
    "an.end.won": {
        "en": "{who} wins with {vp} victory {vp:plural:point|points}",
        "fr": "{who:Le} gagne avec {vp} {vp:plural:point|points} de victoire",
    },
    "an.end.won_projects": {
        "en": "Tie at {vp} victory {vp:plural:point|points}: {who} wins with more conservation "
              "projects supported ({projects})",
        "fr": "Égalité à {vp} {vp:plural:point|points} de victoire : {who:le} gagne avec plus de "
              "projets de conservation soutenus ({projects})",
    },
    "an.end.shared": {
        "en": "Tie at {vp} victory {vp:plural:point|points} and {projects} projects supported: "
              "{who} share the victory",
        "fr": "Égalité à {vp} {vp:plural:point|points} de victoire et {projects} projets "
              "soutenus : {who:le} se partagent la victoire",
    },
    "an.end.solo_won": {
        "en": "Solo: {vp} victory {vp:plural:point|points} (0 or more): you win",
        "fr": "Solo : {vp} {vp:plural:point|points} de victoire (0 ou plus) : vous gagnez",
    },
    "an.end.solo_lost": {
        "en": "Solo: {vp} victory {vp:plural:point|points} (below 0): you lose",
        "fr": "Solo : {vp} {vp:plural:point|points} de victoire (moins de 0) : vous perdez",
    },
    # --- the solo tile (AN-SOLO)
    "an.end.ev.solo_turn": {
        "en": "Solo tile: turn {turn} of {length} of round {round} of {rounds}",
        "fr": "Tuile solo : tour {turn} sur {length} de la manche {round} sur {rounds}",
    },
    "an.end.ev.solo_token": {
        "en": "Solo tile: a token goes to the cheapest open donation space ({donations} "
              "{donations:plural:space|spaces} covered); {left} {left:plural:token|tokens} left on the tile",
        "fr": "Tuile solo : un jeton va sur la case de don ouverte la moins chère ({donations} "
              "{donations:plural:case couverte|cases couvertes}) ; {left} {left:plural:jeton|jetons} sur la tuile",
    },
}

register_catalog(MESSAGES)
