"""EN/FR message catalog of Big Monster. Keys are ``bm.*``; placeholders match."""

from tutor.core import register_catalog

_TILES = {
    "IB": ("blue ice monster", "monstre de glace bleu"),
    "IO": ("orange ice monster", "monstre de glace orange"),
    "IG": ("green ice monster", "monstre de glace vert"),
    "IR": ("red ice monster", "monstre de glace rouge"),
    "MD": ("downward mutagenic tile", "mutagène vers le bas"),
    "MU": ("upward mutagenic tile", "mutagène vers le haut"),
    "BL": ("Big Monster left half", "moitié gauche de Big Monster"),
    "BR": ("Big Monster right half", "moitié droite de Big Monster"),
    "LBA": ("blue lava dragon (red bottom)", "dragon de lave bleu (rouge en bas)"),
    "LBB": ("blue lava dragon (red top)", "dragon de lave bleu (rouge en haut)"),
    "LG": ("green lava dragon", "dragon de lave vert"),
    "LPA": ("purple lava dragon (red bottom)", "dragon de lave violet (rouge en bas)"),
    "LPB": ("purple lava dragon (red top)", "dragon de lave violet (rouge en haut)"),
    "S": ("swamp monster", "monstre du marais"),
    "G1": ("grassland: 2 per green crystal", "prairie : 2 par cristal vert"),
    "G2": ("grassland: 2 per medal", "prairie : 2 par médaille"),
    "G3": ("grassland: 1 per crystal", "prairie : 1 par cristal"),
    "G4": ("grassland: 1 per landscape", "prairie : 1 par paysage"),
    "G5": ("grassland: 2 per rune monster", "prairie : 2 par monstre rune"),
    "G6": ("grassland: 1 per lava tile", "prairie : 1 par tuile lave"),
    "G7": ("grassland: 4 per Big Monster", "prairie : 4 par Big Monster"),
    "G8": ("grassland: 3 per desert tile", "prairie : 3 par désert"),
    "G9": ("grassland: 2 per grassland tile", "prairie : 2 par prairie"),
    "D": ("desert monster", "monstre du désert"),
    "RD": ("double rune", "double rune"),
    "RG": ("rune (green crystal)", "rune (cristal vert)"),
    "RBT": ("rune (blue crystal, top)", "rune (cristal bleu, haut)"),
    "RBB": ("rune (blue crystal, bottom)", "rune (cristal bleu, bas)"),
    "RRT": ("rune (red crystal, top)", "rune (cristal rouge, haut)"),
    "RRB": ("rune (red crystal, bottom)", "rune (cristal rouge, bas)"),
}
_EXPLORERS = {
    1: ("blue male explorer", "l'explorateur bleu"),
    2: ("black female explorer", "l'exploratrice noire"),
    3: ("black male explorer", "l'explorateur noir"),
    4: ("red female explorer", "l'exploratrice rouge"),
    5: ("purple female explorer", "l'exploratrice violette"),
    6: ("purple male explorer", "l'explorateur violet"),
    7: ("green female explorer", "l'exploratrice verte"),
    8: ("orange female explorer", "l'exploratrice orange"),
    9: ("red male explorer", "l'explorateur rouge"),
    10: ("blue female explorer", "l'exploratrice bleue"),
    11: ("green male explorer", "l'explorateur vert"),
    12: ("orange male explorer", "l'explorateur orange"),
}
#: medal id -> (what is counted EN one|many, FR one|many, medal name EN, FR)
_MEDALS = {
    1: ("complete Big Monster|complete Big Monsters", "Big Monster complet|Big Monsters "
        "complets", "lake", "lac"),
    2: ("crystal of each colour|crystals of each colour", "cristal de chaque couleur|"
        "cristaux de chaque couleur", "crystals", "cristaux"),
    3: ("desert tile|desert tiles", "tuile désert|tuiles désert", "desert", "désert"),
    4: ("ice-landscape tile|ice-landscape tiles", "tuile du paysage glace|tuiles du paysage "
        "glace", "ice", "glace"),
    5: ("lava tile|lava tiles", "tuile lave|tuiles lave", "lava", "lave"),
    6: ("mutagenic monster|mutagenic monsters", "monstre mutagène|monstres mutagènes",
        "mutagenic", "mutagène"),
    8: ("different landscape|different landscapes", "paysage différent|paysages différents",
        "landscapes", "paysages"),
    9: ("rune monster|rune monsters", "monstre rune|monstres rune", "rune", "rune"),
    10: ("swamp or grassland tile|swamp and grassland tiles", "tuile marais ou prairie|"
         "tuiles marais et prairie", "swamp and grassland", "marais et prairie"),
}
_SCORES = {
    "ice": ("ice monsters", "monstres de glace"), "big": ("Big Monster halves",
                                                         "moitiés de Big Monster"),
    "lava": ("lava tiles", "tuiles lave"), "swamp": ("swamp tiles", "tuiles marais"),
    "grass": ("grassland tiles", "prairies"), "green": ("green crystals", "cristaux verts"),
    "red": ("red crystals", "cristaux rouges"), "blue": ("blue crystals", "cristaux bleus"),
    "explorer": ("explorer bonus", "bonus d'explorateur"), "medals": ("medals", "médailles"),
}

#: medal id -> its title on the board and in the picture (EN, FR)
_MEDAL_TITLES = {
    1: ("Lake (Big Monsters)", "Lac (Big Monsters)"),
    2: ("Crystals", "Cristaux"),
    3: ("Desert", "Désert"),
    4: ("Ice", "Glace"),
    5: ("Lava", "Lave"),
    6: ("Mutagenic monsters", "Monstres mutagènes"),
    7: ("Penalty (fewest desert + rune)", "Pénalité (le moins de désert + rune)"),
    8: ("Landscapes", "Paysages"),
    9: ("Rune monsters", "Monstres rune"),
    10: ("Swamp and grassland", "Marais et prairie"),
}

MESSAGES = {
    **{f"bm.tile.{c}": {"en": en, "fr": fr} for c, (en, fr) in _TILES.items()},
    **{f"bm.explorer.{i}": {"en": en, "fr": fr} for i, (en, fr) in _EXPLORERS.items()},
    **{f"bm.medal.{i}": {
        "en": f"{{n}} {{n:plural:{en}}}: first to {{target}} wins the {{points}}-point medal",
        "fr": f"{{n}} {{n:plural:{fr}}} : le premier à {{target}} gagne la médaille de "
              "{points} points"}
       for i, (en, fr, _, _) in _MEDALS.items()},
    **{f"bm.medal_team.{i}": {
        "en": f"your team: {{n}} {{n:plural:{en}}}; teams reaching {{target}} win a "
              "{points}-point team medal",
        "fr": f"votre équipe : {{n}} {{n:plural:{fr}}} ; les équipes qui atteignent "
              "{target} gagnent une médaille d'équipe de {points} points"}
       for i, (en, fr, _, _) in _MEDALS.items()},
    **{f"bm.medal_title.{i}": {"en": en, "fr": fr} for i, (en, fr) in _MEDAL_TITLES.items()},
    # --- captions of the board and of the static picture (tutor/big_monster/svg.py)
    "bm.caption.hand": {"en": "Hand of {who}", "fr": "Main {who:de}"},
    "bm.caption.row": {"en": "Row {n}", "fr": "Rangée {n}"},
    "bm.caption.rows": {"en": "Rows on display", "fr": "Rangées exposées"},
    "bm.caption.discard": {"en": "Discards", "fr": "Défausse"},
    "bm.caption.to_place": {"en": "To place: {who}", "fr": "À poser : {who}"},
    "bm.caption.explorers": {"en": "Explorers of {who}", "fr": "Explorateurs {who:de}"},
    "bm.caption.medals": {"en": "Medals in play", "fr": "Médailles en jeu"},
    "bm.caption.medal": {"en": "{name}: {points}", "fr": "{name} : {points}"},
    "bm.caption.held": {"en": "won by {seats}", "fr": "gagnée par {seats:le}"},
    "bm.caption.open": {"en": "open", "fr": "à gagner"},
    "bm.caption.team": {"en": "team {n}", "fr": "équipe {n}"},
    "bm.caption.chosen": {"en": "chosen", "fr": "a choisi"},
    "bm.caption.scores": {"en": "Final scores", "fr": "Scores finaux"},
    "bm.caption.score": {"en": "{who}: {points} pts", "fr": "{who} : {points} pts"},
    "bm.caption.held_teams": {"en": "team medals: {teams}",
                              "fr": "médailles d'équipe : {teams}"},
    "bm.caption.team_score": {"en": "team {n}: {points} pts (its lower member's)",
                              "fr": "équipe {n} : {points} pts (celui du moins bon)"},
    **{f"bm.medal_name.{i}": {"en": f"{name} medal", "fr": f"médaille {fname}"}
       for i, (_, _, name, fname) in _MEDALS.items()},
    "bm.medal_name.7": {"en": "penalty medal", "fr": "médaille de pénalité"},
    **{f"bm.won.{i}": {
        "en": f"{{who}} wins the {name} medal: {{n}} {{n:plural:{en}}}, first to "
              "{target} ({points} points)",
        "fr": f"{{who:Le}} gagne la médaille {fname} : {{n}} {{n:plural:{fr}}}, premier à "
              "{target} ({points} points)"}
       for i, (en, fr, name, fname) in _MEDALS.items()},
    **{f"bm.won_team.{i}": {
        "en": f"team {{who}} wins a team {name} medal: {{n}} {{n:plural:{en}}}, target "
              "{target} ({points} points each)",
        "fr": f"l'équipe {{who:du}} gagne une médaille d'équipe {fname} : {{n}} "
              f"{{n:plural:{fr}}}, objectif {{target}} ({{points}} points chacun)"}
       for i, (en, fr, name, fname) in _MEDALS.items()},
    **{f"bm.score.{w}": {"en": f"{{who}}: {en} ({{n}}) {{points}} "
                               "{points:plural:point|points}",
                         "fr": f"{{who}} : {fr} ({{n}}) {{points}} "
                               "{points:plural:point|points}"}
       for w, (en, fr) in _SCORES.items()},
    "bm.options.players": {"en": "Big Monster is played by 2 to 6 players, not {players}",
                           "fr": "Big Monster se joue de 2 à 6 joueurs, pas {players}"},
    "bm.options.bad": {"en": "these options cannot be dealt",
                       "fr": "ces options ne permettent pas de commencer une partie"},
    "bm.options.teams": {"en": "team mode needs 4 or 6 players, not {players}",
                         "fr": "le mode équipes demande 4 ou 6 joueurs, pas {players}"},
    "bm.options.draft3": {"en": "the 3-player draft needs 3 players, not {players}",
                          "fr": "le draft à 3 demande 3 joueurs, pas {players}"},
    "bm.options.rows_only": {"en": "BGA's first player and medal timing only apply to the "
                                   "2–3 player rows",
                             "fr": "le premier joueur et les médailles façon BGA ne valent "
                                   "que pour les rangées à 2–3 joueurs"},
    # --- asks
    "bm.ask.explorer": {"en": "{who} keeps one of two explorers",
                        "fr": "{who:Le} garde un de ses deux explorateurs"},
    "bm.ask.pick": {"en": "{who} chooses a tile and the ship for the rest of the hand",
                    "fr": "{who:Le} choisit une tuile et le vaisseau où poser le reste de sa main"},
    "bm.ask.pick_last": {"en": "{who} keeps one of the last two tiles and discards the other",
                         "fr": "{who:Le} garde une des deux dernières tuiles et défausse l'autre"},
    "bm.ask.place": {"en": "{who} places the {tile}", "fr": "{who:Le} pose la tuile {tile}"},
    "bm.ask.row": {"en": "{who} chooses one of the {n} rows",
                   "fr": "{who:Le} choisit une des {n} rangées"},
    "bm.ask.take": {"en": "{who} takes a tile of the row and discards another",
                    "fr": "{who:Le} prend une tuile de la rangée et en défausse une autre"},
    "bm.ask.salvage": {"en": "{who} may take a tile from the discards (19th tile)",
                       "fr": "{who:Le} peut prendre une tuile de la défausse (19e tuile)"},
    # --- gates and headlines
    "bm.gate.over": {"en": "the game is over", "fr": "la partie est finie"},
    "bm.gate.step": {"en": "not now: {ask}", "fr": "pas maintenant : {ask}"},
    "bm.what.keep": {"en": "{who} keeps explorer {n}", "fr": "{who:Le} garde l'explorateur {n}"},
    "bm.what.pick": {"en": "{who} chooses a tile and passes to ship {ship}",
                     "fr": "{who:Le} choisit une tuile et passe au vaisseau {ship}"},
    "bm.what.pick_last": {"en": "{who} keeps a tile and discards the other",
                          "fr": "{who:Le} garde une tuile et défausse l'autre"},
    "bm.what.place": {"en": "{who} places at {cell}", "fr": "{who:Le} pose en {cell}"},
    "bm.what.row": {"en": "{who} chooses row {n}", "fr": "{who:Le} choisit la rangée {n}"},
    "bm.what.take": {"en": "{who} takes the {tile} and discards the {discard}",
                     "fr": "{who:Le} prend la tuile {tile} et défausse la tuile {discard}"},
    "bm.what.salvage": {"en": "{who} takes the {tile} from the discards",
                        "fr": "{who:Le} reprend dans la défausse la tuile {tile}"},
    "bm.what.no_salvage": {"en": "{who} takes no 19th tile",
                           "fr": "{who:Le} ne prend pas de 19e tuile"},
    "bm.what.pick_tile": {"en": "{who} chooses the {tile}", "fr": "{who:Le} choisit la tuile {tile}"},
    "bm.what.pick_any": {"en": "{who} chooses a tile", "fr": "{who:Le} choisit une tuile"},
    "bm.what.take_tile": {"en": "{who} takes the {tile}", "fr": "{who:Le} prend la tuile {tile}"},
    "bm.what.discard_tile": {"en": "{who} discards the {tile}",
                             "fr": "{who:Le} défausse la tuile {tile}"},
    "bm.what.take_any": {"en": "{who} takes a tile of the row",
                         "fr": "{who:Le} prend une tuile de la rangée"},
    "bm.what.explorer_any": {"en": "{who} keeps an explorer", "fr": "{who:Le} garde un explorateur"},
    "bm.what.place_any": {"en": "{who} places a tile", "fr": "{who:Le} pose une tuile"},
    "bm.what.row_any": {"en": "{who} chooses a row", "fr": "{who:Le} choisit une rangée"},
    "bm.what.salvage_any": {"en": "{who} looks for a tile in the discards",
                            "fr": "{who:Le} cherche une tuile dans la défausse"},
    "bm.what.step": {"en": "{who} plays a step this game does not have",
                     "fr": "{who:Le} joue une étape que ce jeu n'a pas"},
    # --- reasons
    "bm.keep.ok": {"en": "{explorer} is one of the two dealt",
                   "fr": "{explorer} fait partie des deux reçus"},
    "bm.keep.bad": {"en": "explorer {explorer} was not dealt to you (you have {dealt})",
                    "fr": "l'explorateur {explorer} ne vous a pas été donné "
                          "(vous avez {dealt})"},
    "bm.pick.ok": {"en": "the {tile} is in your hand", "fr": "la tuile {tile} est dans votre main"},
    "bm.pick.not_in_hand": {"en": "no {tile} in your hand of {n}",
                            "fr": "pas de tuile {tile} dans votre main de {n}"},
    "bm.pick.last_ok": {"en": "9th turn: the other tile is discarded face down",
                        "fr": "9e tour : l'autre tuile est défaussée face cachée"},
    "bm.pick.last_ship": {"en": "9th turn: nothing is passed, the other tile is discarded",
                          "fr": "9e tour : on ne passe rien, l'autre tuile est défaussée"},
    "bm.pick.need_ship": {"en": "the other {n} tiles must go on a ship",
                          "fr": "les {n} autres tuiles doivent aller sur un vaisseau"},
    "bm.pick.no_ship": {"en": "there are only {players} ships",
                        "fr": "il n'y a que {players} vaisseaux"},
    "bm.pick.ship_taken": {"en": "the ship of {who} already holds a hand",
                           "fr": "le vaisseau {who:de} porte déjà une main"},
    "bm.pick.own": {"en": "not on your own ship while another is free: {free}",
                    "fr": "pas sur votre propre vaisseau tant qu'un autre est libre : {free:le}"},
    "bm.pick.own_black": {"en": "the black female explorer may use her own free ship",
                          "fr": "l'exploratrice noire peut utiliser son propre vaisseau libre"},
    "bm.pick.own_last": {"en": "last to pass, and your own ship is the only free one",
                         "fr": "dernier à passer, et votre vaisseau est le seul libre"},
    "bm.pick.pass": {"en": "the other {n} tiles go on the free ship of {who}",
                     "fr": "les {n} autres tuiles vont sur le vaisseau libre {who:de}"},
    "bm.place.shape": {"en": "the {tile} stands upright on {cells}",
                       "fr": "la tuile {tile} est posée à l'endroit sur {cells}"},
    "bm.place.taken": {"en": "cell {cell} is already covered by {by}",
                       "fr": "la case {cell} est déjà couverte par {by}"},
    "bm.place.by_explorer": {"en": "the explorer", "fr": "l'explorateur"},
    "bm.place.by_tile": {"en": "the {tile} at {cell}", "fr": "la tuile {tile} en {cell}"},
    "bm.place.free": {"en": "cells {cells} are free", "fr": "les cases {cells} sont libres"},
    "bm.place.touch": {"en": "it touches {by} (cell {cell})",
                       "fr": "elle touche {by} (case {cell})"},
    "bm.place.alone": {"en": "at {cells} it touches neither the explorer nor a placed tile",
                       "fr": "en {cells} elle ne touche ni l'explorateur ni une tuile posée"},
    "bm.source.MD": {"en": "of the downward mutagenic tile at {cell}",
                     "fr": "de la tuile mutagène vers le bas en {cell}"},
    "bm.source.MU": {"en": "of the upward mutagenic monster at {cell}",
                     "fr": "du monstre mutagène vers le haut en {cell}"},
    "bm.source.explorer": {"en": "of the purple explorer's upward monster at 1,0",
                           "fr": "du monstre vers le haut de l'exploratrice violette en 1,0"},
    "bm.mut.ok": {"en": "the ray {source} reaches the {ice} at {cell}: {before} → {after} "
                        "points (mutation {level})",
                  "fr": "le rayon {source} atteint le {ice} en {cell} : {before} → {after} "
                        "points (mutation {level})"},
    "bm.mut.capped": {"en": "the ray {source} reaches the {ice} at {cell}, already at its "
                            "last mutation ({points} points)",
                      "fr": "le rayon {source} atteint le {ice} en {cell}, déjà à sa "
                            "dernière mutation ({points} points)"},
    "bm.mut.left": {"en": "the ice monster at {cell} is above the left half of an upward "
                          "tile: its monster is on the right, no mutation",
                    "fr": "le monstre de glace en {cell} est au-dessus de la moitié gauche "
                          "d'un mutagène vers le haut : son monstre est à droite, pas de "
                          "mutation"},
    "bm.crystal.green": {"en": "a green crystal: halves meet at {cells} (+{points})",
                         "fr": "un cristal vert : les moitiés se rejoignent en {cells} "
                               "(+{points})"},
    "bm.crystal.red": {"en": "a red crystal: halves meet at {cells} (+{points})",
                       "fr": "un cristal rouge : les moitiés se rejoignent en {cells} "
                             "(+{points})"},
    "bm.crystal.blue": {"en": "a blue crystal: four quarters meet at {cells} (+{points})",
                        "fr": "un cristal bleu : les quatre quarts se rejoignent en {cells} "
                              "(+{points})"},
    "bm.big.made": {"en": "a complete Big Monster: left half {left}, right half {right} "
                          "(11 points)",
                    "fr": "un Big Monster complet : moitié gauche {left}, moitié droite "
                          "{right} (11 points)"},
    "bm.take.ok": {"en": "the {tile} is in the row", "fr": "la tuile {tile} est dans la rangée"},
    "bm.take.absent": {"en": "no {tile} in the row ({row})",
                       "fr": "pas de tuile {tile} dans la rangée ({row})"},
    "bm.take.no_discard": {"en": "no {tile} left to discard in the row ({row})",
                           "fr": "plus de tuile {tile} à défausser dans la rangée ({row})"},
    "bm.take.discard": {"en": "the {tile} is discarded", "fr": "la tuile {tile} est défaussée"},
    "bm.row.ok": {"en": "row {n} of {rows}", "fr": "rangée {n} sur {rows}"},
    "bm.row.bad": {"en": "there is no row {n}: {rows} on display",
                   "fr": "il n'y a pas de rangée {n} : {rows} visibles"},
    "bm.salvage.none": {"en": "no 19th tile", "fr": "pas de 19e tuile"},
    "bm.salvage.ok": {"en": "the {tile} is among the {n} discards",
                      "fr": "la tuile {tile} est parmi les {n} tuiles défaussées"},
    "bm.salvage.absent": {"en": "no {tile} among the {n} discards",
                          "fr": "pas de tuile {tile} parmi les {n} tuiles défaussées"},
    # --- events
    "bm.ev.kept": {"en": "{who} keeps an explorer (hidden until all have chosen)",
                   "fr": "{who:Le} garde un explorateur (caché jusqu'à ce que tous aient choisi)"},
    "bm.ev.explorers": {"en": "explorers revealed: {kept}",
                        "fr": "explorateurs révélés : {kept}"},
    "bm.ev.seat_explorer": {"en": "{who} {explorer}", "fr": "{who:le} a {explorer}"},
    "bm.ev.pass": {"en": "{who} chooses a tile face down and puts {n} tiles on the ship of "
                         "{ship}",
                   "fr": "{who:Le} choisit une tuile face cachée et pose {n} tuiles sur le "
                         "vaisseau {ship:de}"},
    "bm.ev.discard9": {"en": "{who} keeps a tile and discards the other face down",
                       "fr": "{who:Le} garde une tuile et défausse l'autre face cachée"},
    "bm.ev.reveal": {"en": "all have chosen: {tiles}", "fr": "tous ont choisi : {tiles}"},
    "bm.ev.seat_tile": {"en": "{who}: the {tile}", "fr": "{who:le} la tuile {tile}"},
    "bm.ev.place": {"en": "{who} places the {tile} at {cell}",
                    "fr": "{who:Le} pose la tuile {tile} en {cell}"},
    "bm.ev.round2": {"en": "round 2: {n} new tiles each", "fr": "manche 2 : {n} nouvelles "
                                                                 "tuiles chacun"},
    "bm.ev.row": {"en": "{who} chooses row {n}: {tiles}", "fr": "{who:Le} choisit la rangée {n} : "
                                                                "{tiles}"},
    "bm.ev.take": {"en": "{who} takes the {tile} and discards the {discard}",
                   "fr": "{who:Le} prend la tuile {tile} et défausse la tuile {discard}"},
    "bm.ev.reveal_row": {"en": "a row is revealed: {tiles}", "fr": "une rangée est révélée : "
                                                                   "{tiles}"},
    "bm.ev.first": {"en": "{who} starts the next turn", "fr": "{who:Le} commence le tour suivant"},
    "bm.ev.salvage_ask": {"en": "{who} may take one of the {n} discards",
                          "fr": "{who:Le} peut prendre une des {n} tuiles défaussées"},
    "bm.ev.salvage": {"en": "{who} takes the {tile} from the discards",
                      "fr": "{who:Le} prend dans la défausse la tuile {tile}"},
    "bm.ev.salvage_none": {"en": "{who} takes no 19th tile", "fr": "{who:Le} ne prend pas de "
                                                                   "19e tuile"},
    "bm.ev.penalty": {"en": "penalty medal (−10) for {who}: fewest desert + rune monsters "
                            "({n})",
                      "fr": "médaille pénalité (−10) pour {who:le} : le moins de monstres "
                            "désert + rune ({n})"},
    "bm.ev.penalty_none": {"en": "all are tied on desert + rune monsters ({n}): no penalty",
                           "fr": "tous sont à égalité en monstres désert + rune ({n}) : pas "
                                 "de pénalité"},
    "bm.ev.winner": {"en": "{who} wins with {points} {points:plural:point|points}",
                     "fr": "{who:Le} gagne avec {points} {points:plural:point|points}"},
    "bm.ev.winners": {"en": "{who} share the win with {points} {points:plural:point|points}",
                      "fr": "{who:Le} gagnent ensemble avec {points} "
                            "{points:plural:point|points}"},
    # --- puzzle goals
    "bm.goal.legal": {"en": "play it legally", "fr": "jouer un coup permis"},
    "bm.goal.mutate": {"en": "mutate an ice monster", "fr": "faire muter un monstre de glace"},
    "bm.goal.double": {"en": "bring an ice monster to its 2nd mutation",
                       "fr": "amener un monstre de glace à sa 2e mutation"},
    "bm.goal.crystal": {"en": "complete a crystal", "fr": "compléter un cristal"},
    "bm.goal.big": {"en": "complete a Big Monster", "fr": "compléter un Big Monster"},
    "bm.goal.medal": {"en": "win a medal", "fr": "gagner une médaille"},
    "bm.goal.best_area": {"en": "score as much as one placement can",
                          "fr": "marquer autant qu'une pose le permet"},
    # --- notation
    "bm.notation.prefix": {"en": "a Big Monster position starts with '{prefix}'",
                           "fr": "une position de Big Monster commence par « {prefix} »"},
    "bm.notation.spacing": {"en": "fields are separated by single spaces",
                            "fr": "les champs sont séparés par des espaces"},
    "bm.notation.bad_field": {"en": "'{token}' is not a key=value field",
                              "fr": "« {token} » n'est pas un champ clé=valeur"},
    "bm.notation.unknown_field": {"en": "unknown field '{field}' (fields: {allowed})",
                                  "fr": "champ inconnu « {field} » (champs : {allowed})"},
    "bm.notation.duplicate_field": {"en": "field '{field}' is given twice",
                                    "fr": "le champ « {field} » est donné deux fois"},
    "bm.notation.field_order": {"en": "field '{field}' is out of order ({order})",
                                "fr": "le champ « {field} » n'est pas à sa place ({order})"},
    "bm.notation.missing_field": {"en": "field '{field}' is missing",
                                  "fr": "il manque le champ « {field} »"},
    "bm.notation.bad_number": {"en": "{field}: '{value}' is not a whole number",
                               "fr": "{field} : « {value} » n'est pas un nombre entier"},
    "bm.notation.bad_value": {"en": "{field}: '{value}' is not one of {allowed}",
                              "fr": "{field} : « {value} » n'est pas parmi {allowed}"},
    "bm.notation.bad_tiles": {"en": "{field}: '{value}' is not a list of tile codes",
                              "fr": "{field} : « {value} » n'est pas une liste de codes de "
                                    "tuiles"},
    "bm.notation.per_seat": {"en": "{field} needs {n} parts separated by '/', not {got}",
                             "fr": "{field} demande {n} parties séparées par « / », pas {got}"},
    "bm.notation.explorer": {"en": "player {seat} keeps explorer {explorer}, which was not "
                                   "dealt to them",
                             "fr": "le joueur {seat} garde l'explorateur {explorer}, qui ne "
                                   "lui a pas été donné"},
    "bm.notation.conservation": {"en": "the tiles do not add up to the {players}-player set "
                                       "(extra: {more}; missing: {less})",
                                 "fr": "les tuiles ne font pas le jeu à {players} joueurs "
                                       "(en trop : {more} ; manquantes : {less})"},
    "bm.notation.area_size": {"en": "player {seat}'s area holds {n} tiles, but at most {most} "
                                    "(9 a round for 2 rounds, and a 19th: BM-ROUND-NINE, "
                                    "BM-EXPL-3)",
                              "fr": "la zone du joueur {seat} compte {n} tuiles, mais {most} au "
                                    "plus (9 par manche en 2 manches, et une 19e : "
                                    "BM-ROUND-NINE, BM-EXPL-3)"},
    "bm.notation.rows": {"en": "{n} rows on display, but at most {most} (BM-ROW-TWO)",
                         "fr": "{n} rangées exposées, mais {most} au plus (BM-ROW-TWO)"},
    "bm.notation.row_without_rows": {"en": "row= names a row, but no row is on display (rows=-)",
                                     "fr": "row= nomme une rangée, mais aucune n'est exposée "
                                           "(rows=-)"},
    "bm.notation.row_phase": {"en": "in step {phase}, row= is wrong: a seat takes from the "
                                    "turn's row (step take, row=1 or row=2) and keeps it "
                                    "while placing (step place); no other step has one "
                                    "(row=-) (BM-ROW-PICK)",
                              "fr": "à l'étape {phase}, row= ne convient pas : on prend dans "
                                    "la rangée du tour (étape take, row=1 ou row=2), gardée "
                                    "pendant la pose (étape place) ; aucune autre étape n'en a "
                                    "(row=-) (BM-ROW-PICK)"},
    "bm.notation.salvage_phase": {"en": "step salvage is the black male explorer's 19th tile "
                                        "(BM-EXPL-3), but no player keeps him (explorer "
                                        "{explorer})",
                                  "fr": "l'étape salvage est la 19e tuile de l'explorateur noir "
                                        "(BM-EXPL-3), mais aucun joueur ne le garde "
                                        "(explorateur {explorer})"},
    "bm.notation.canonical": {"en": "not the canonical spelling; write: {canonical}",
                              "fr": "écriture non canonique ; écrivez : {canonical}"},
    "bm.notation.move": {"en": "'{move}' is not a Big Monster move (e5, IG>3, IG>x, @1,-2, "
                               "row2, IG/D, salvage:IG)",
                         "fr": "« {move} » n'est pas un coup de Big Monster (e5, IG>3, IG>x, "
                               "@1,-2, row2, IG/D, salvage:IG)"},
}

register_catalog(MESSAGES)
