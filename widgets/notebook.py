"""Small display helpers for the course notebooks, so that no notebook cell holds logic.

Every helper takes the game's engine module (``tutor.flaming_pyramids`` ...) and a language
(``"en"`` or ``"fr"``), and only formats what the engine says: rule prose comes from the
game's ``RULEBOOK``, verdicts from ``check``, consequences from ``apply``, puzzle results
from :func:`tutor.core.puzzles.judge`. Nothing here decides a rule.

* :func:`rules_markdown` — rule IDs with their titles and summaries, as Markdown.
* :func:`verdict` — ``check(position, move).explain(lang)`` for one move or several.
* :func:`replay` — play moves from a position and list the events, move by move
  (``each_event=True``: with a diagram after every event).
* :func:`diagram` — a text drawing of a pyramid position (Flaming Pyramids; the fact
  sheet's ``r1: [B60]`` style), used by :func:`replay` and :func:`try_position`.
* :func:`fp_tile_table` — the Flaming Pyramids tiles by material, with their codes.
* :func:`puzzle_card`, :func:`check_answer`, :func:`check_all_puzzles` — puzzles.
* :func:`try_position` — parse a typed position; a mistake is explained with a caret.
* :func:`games_markdown` — the list of games, for the welcome notebook.
* Oh Hell: :func:`oh_hell_diagram` (a hand as text: trump, hands, bids, tricks, scores),
  :func:`oh_hell_score_table` (the same bids and tricks under every scoring option, scored
  by the engine) and :func:`oh_hell_solve` (the exhaustive solver's answer, in words);
  :func:`oh_hell_deck`, :func:`oh_hell_sequences`, :func:`oh_hell_first_hands` and
  :func:`oh_hell_bids` print the deck, the hand sizes, the first deals and the bids open to
  the player to move, in the notebook's language.
  :func:`replay` and :func:`try_position` draw Oh Hell positions with the first.
* Kingdom Builder: :func:`kb_diagram` (the map, or the part of it around the
  settlements, as text: odd rows shifted right as on the board, then each seat's card,
  tiles and supply) and :func:`kb_scores` (every seat's castle and card lines with their
  terms, from the engine's scoring).
* BANG!: :func:`bang_diagram` (the table as text: each seat's role, character, life,
  hand and cards in play, the distances from the seat to act, the deck and the discard,
  and what is pending) — the teaching view, every hidden card shown.
* Big Monster: :func:`bm_diagram` (each seat's explorer, landing area as tiles at their
  anchors, hand or row, and the medals in play with their winners) and :func:`bm_scores`
  (every seat's scoring lines as the end would count them now, from the engine).
* Sagani: :func:`sag_diagram` (each seat's score, discs and display as a grid of tiles:
  colour letter, value, arrows covered; the offer, the Intermezzo, the stacks, the held
  tile).
* Pook: :func:`pook_diagram` (a table as text: the grid, hands, objectives, draw pile),
  :func:`pook_deck` (the deck and its size) and :func:`pook_scores` (faction totals and
  each player's score, from the engine).

Text helpers return a :class:`Report`: a ``str`` that also displays as plain text when it
is the last expression of a cell, so ``print(verdict(...))`` and ``verdict(...)`` read the
same. User-facing words live in :data:`MESSAGES` (keys ``nb.*``, EN and FR).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from types import ModuleType
from typing import Any

from tutor.core import Msg, NotationError, register_catalog, render, seat_name
from tutor.core.puzzles import Puzzle, judge, split_answer

MESSAGES = {
    "nb.start": {"en": "Start: {position}", "fr": "Départ : {position}"},
    "nb.move": {"en": "▶ {move}", "fr": "▶ {move}"},
    "nb.refused": {"en": "The move is refused; nothing is played.",
                   "fr": "Le coup est refusé ; rien n'est joué."},
    "nb.waiting": {"en": "→ {decision}", "fr": "→ {decision}"},
    "nb.over": {"en": "Game over.", "fr": "Partie terminée."},
    "nb.position": {"en": "Position: {position}", "fr": "Position : {position}"},
    "nb.empty_table": {"en": "(empty table)", "fr": "(table vide)"},
    "nb.position_ok": {"en": "The position is valid.",
                       "fr": "La position est valide."},
    "nb.position_bad": {"en": "This position cannot be used:",
                        "fr": "Cette position est inutilisable :"},
    "nb.move_bad": {"en": "This move cannot be read:", "fr": "Ce coup est illisible :"},
    "nb.puzzle.heading": {"en": "Puzzle: {title}", "fr": "Énigme : {title}"},
    "nb.puzzle.rules": {"en": "Rules:", "fr": "Règles :"},
    "nb.puzzle.goal": {"en": "Goal:", "fr": "Objectif :"},
    "nb.puzzle.position": {"en": "Position:", "fr": "Position :"},
    "nb.puzzle.solution": {"en": "Solution", "fr": "Solution"},
    "nb.puzzle.answer": {"en": "Answer:", "fr": "Réponse :"},
    "nb.puzzle.your_answer": {"en": "Puzzle “{title}” — your answer: {answer}",
                              "fr": "Énigme « {title} » — votre réponse : {answer}"},
    "nb.puzzle.why": {"en": "Why: {text}", "fr": "Pourquoi : {text}"},
    "nb.puzzle.unknown": {"en": "no puzzle '{id}' (puzzles: {known})",
                          "fr": "pas d'énigme « {id} » (énigmes : {known})"},
    "nb.puzzle.summary": {"en": "{ok}/{total} stated answers meet their goal",
                          "fr": "{ok}/{total} réponses données atteignent leur objectif"},
    "nb.games.heading": {"en": "Game", "fr": "Jeu"},
    "nb.games.status": {"en": "Status", "fr": "État"},
    "nb.games.ready": {"en": "available: [open the notebook]({link})",
                       "fr": "disponible : [ouvrir le notebook]({link})"},
    "nb.games.coming": {"en": "coming", "fr": "à venir"},
    "nb.games.engine": {"en": "rules engine and puzzles ready; its course is coming",
                        "fr": "moteur de règles et énigmes prêts ; le cours arrive"},
    "nb.oh.header": {
        "en": "Hand {hand} of {hands} · {size} {size:plural:card|cards} each · trump {trump} "
              "· dealer: {dealer}",
        "fr": "Donne {hand} sur {hands} · {size} {size:plural:carte|cartes} chacun "
              "· atout {trump} · donneur : {dealer}"},
    "nb.oh.seat": {"en": "bid {bid} · won {won} · score {score}",
                   "fr": "annonce {bid} · levées {won} · score {score}"},
    "nb.oh.trick": {"en": "Trick led by {who}: {cards}",
                    "fr": "Levée entamée par {who:le} : {cards}"},
    "nb.oh.option": {"en": "Option", "fr": "Option"},
    "nb.oh.case": {"en": "bid {bid}, won {won}", "fr": "annonce {bid}, levées {won}"},
    "nb.oh.case_made": {"en": "made", "fr": "réussie"},
    "nb.oh.case_missed": {"en": "off by {off}", "fr": "écart {off}"},
    "nb.oh.case_hand": {"en": "hand {hand}, {size} {size:plural:card|cards}",
                        "fr": "donne {hand}, {size} {size:plural:carte|cartes}"},
    "nb.oh.vienna": {"en": "{option} + Vienna", "fr": "{option} + Vienne"},
    "nb.oh.reading.balanced_2": {"en": "{option}, English page (−2 per trick off)",
                                 "fr": "{option}, page anglaise (−2 par levée d'écart)"},
    "nb.oh.reading.squared": {"en": "{option}, English page (10 + b², −d²)",
                              "fr": "{option}, page anglaise (10 + a², −d²)"},
    "nb.oh.reading.per_bid": {"en": "{option}, English page (V × bid)",
                              "fr": "{option}, page anglaise (V × annonce)"},
    "nb.oh.solve.question": {
        "en": "With all hands open, can {who} make exactly {bid} {bid:plural:trick|tricks} "
              "(has {won} so far)?",
        "fr": "Toutes les mains visibles, {who:Le} peut-il faire exactement {bid} "
              "{bid:plural:levée|levées} (il en a {won} pour l'instant) ?"},
    "nb.oh.solve.yes": {"en": "Yes, whatever the others do.",
                        "fr": "Oui, quoi que fassent les autres."},
    "nb.oh.solve.no": {"en": "No: the others can always make {who} miss.",
                       "fr": "Non : les autres peuvent toujours faire échouer {who:le}."},
    "nb.oh.solve.cards": {"en": "Cards that keep it sure: {good}. Cards that do not: {bad}.",
                          "fr": "Cartes qui le garantissent : {good}. Cartes qui ne le "
                                "garantissent pas : {bad}."},
    "nb.oh.solve.stopped": {"en": "No answer: {detail}.", "fr": "Pas de réponse : {detail}."},
    "nb.oh.none": {"en": "none", "fr": "aucune"},
    "nb.oh.deck.suit": {"en": "{suit}:", "fr": "{suit} :"},
    "nb.oh.deck.total": {
        "en": "{count} cards, from the lowest to the highest in each suit",
        "fr": "{count} cartes, de la plus basse à la plus haute dans chaque couleur"},
    "nb.oh.players": {"en": "{players} players", "fr": "{players} joueurs"},
    "nb.oh.sequence.hands": {"en": "{count} {count:plural:hand|hands}:",
                             "fr": "{count} {count:plural:donne|donnes} :"},
    "nb.oh.first_hand": {
        "en": "{players} players: {size} {size:plural:card|cards} each, trump {trump}, "
              "{stock} {stock:plural:card|cards} face down",
        "fr": "{players} joueurs : {size} {size:plural:carte|cartes} chacun, atout {trump}, "
              "{stock} {stock:plural:carte|cartes} face cachée"},
    "nb.oh.bids.forbidden": {"en": "The dealer, {who}, may not bid {bid}.",
                             "fr": "Le donneur, {who:le}, ne peut pas annoncer {bid}."},
    "nb.oh.bids.free": {"en": "No bid is forbidden to the dealer, {who}.",
                        "fr": "Aucune annonce n'est interdite au donneur, {who:le}."},
    "nb.oh.bids.legal": {"en": "Bids allowed to {who}: {bids}.",
                         "fr": "Annonces permises {who:à} : {bids}."},
    "nb.oh.bids.none": {"en": "No bid is asked now. {what}.",
                        "fr": "Aucune annonce n'est demandée. {what}."},
    "nb.kb.seat": {"en": "card {card} · tiles {tiles} · {n} {n:plural:settlement|settlements} "
                         "left",
                   "fr": "carte {card} · tuiles {tiles} · {n} {n:plural:maison|maisons} "
                         "en réserve"},
    "nb.kb.tile": {"en": "{tile} from {hex} ({status})", "fr": "{tile} de {hex} ({status})"},
    "nb.kb.status.n": {"en": "taken this turn", "fr": "prise ce tour"},
    "nb.kb.status.r": {"en": "ready", "fr": "prête"},
    "nb.kb.status.u": {"en": "used this turn", "fr": "jouée ce tour"},
    "nb.kb.none": {"en": "none", "fr": "aucune"},
    "nb.kb.pile": {"en": "Draw pile: {pile} · discard: {discard} · cards: {cards}",
                   "fr": "Pioche : {pile} · défausse : {discard} · cartes : {cards}"},
    "nb.kb.legend": {
        "en": "g grass · c canyon · d desert · f flower field · t forest · w water · "
              "m mountain · K castle · Or Fa Oa To Ta Ba Ha Pa locations (tiles left) · "
              "1–4 a settlement of that seat",
        "fr": "g prairie · c canyon · d désert · f champ de fleurs · t forêt · w eau · "
              "m montagne · K château · Or Fa Oa To Ta Ba Ha Pa lieux (tuiles restantes) · "
              "1–4 une maison de ce joueur"},
    "nb.kb.total": {"en": "{who}: {points} gold in all", "fr": "{who} : {points} or en tout"},
    "nb.bang.seat": {"en": "{role} · {character} · life {life}/{most} · hand {hand} · in play "
                           "{table}",
                     "fr": "{role} · {character} · vie {life}/{most} · main {hand} · en jeu "
                           "{table}"},
    "nb.bang.dead": {"en": "{role} · {character} · dead", "fr": "{role} · {character} · mort"},
    "nb.bang.distances": {"en": "Distances from {who}: {list}",
                          "fr": "Distances depuis {who:le} : {list}"},
    "nb.bang.distance": {"en": "{who} {d}", "fr": "{who} {d}"},
    "nb.bang.deck": {"en": "Deck: {deck} {deck:plural:card|cards} · discard: {discard}",
                     "fr": "Paquet : {deck} {deck:plural:carte|cartes} · défausse : {discard}"},
    "nb.bang.none": {"en": "–", "fr": "–"},
    "nb.bm.seat": {"en": "{explorer} · area {area} · hand {hand}",
                   "fr": "{explorer} · zone {area} · main {hand}"},
    "nb.bm.medals": {"en": "Medals in play: {medals}", "fr": "Médailles en jeu : {medals}"},
    "nb.bm.medal": {"en": "{name} ({points}){won}", "fr": "{name} ({points}){won}"},
    "nb.bm.won": {"en": " won by {who}", "fr": " gagnée par {who:le}"},
    "nb.bm.row": {"en": "Rows: {rows}", "fr": "Rangées : {rows}"},
    "nb.bm.none": {"en": "–", "fr": "–"},
    "nb.fru.seat": {"en": "{spaces} · Storage {storage} · cards {cards}",
                    "fr": "{spaces} · stock {storage} · cartes {cards}"},
    "nb.fru.holds": {"en": " · holds {kinds}", "fr": " · réunit {kinds}"},
    "nb.fru.market": {"en": "Market: {slots} · deck {deck}",
                      "fr": "Marché : {slots} · pioche {deck}"},
    "nb.fru.spent": {"en": "Seeds spent for good (solo): {n}",
                     "fr": "Graines dépensées pour de bon (solo) : {n}"},
    "nb.fru.legend": {"en": "(* the active farm; a price is base + slot surcharge)",
                      "fr": "(* la ferme active ; un prix est base + surcoût de "
                            "l'emplacement)"},
    "nb.bm.total": {"en": "{who}: {points} points in all", "fr": "{who} : {points} points en tout"},
    "nb.sag.seat": {"en": "{who}: {score} {score:plural:point|points} · discs {supply} · "
                          "cacophony {caco}",
                    "fr": "{who} : {score} {score:plural:point|points} · disques {supply} · "
                          "cacophonie {caco}"},
    "nb.sag.empty": {"en": "(empty display)", "fr": "(zone vide)"},
    "nb.sag.table": {"en": "Offer {offer} · Intermezzo {intermezzo} · stacks {stacks}",
                     "fr": "Présentoir {offer} · Intermezzo {intermezzo} · piles {stacks}"},
    "nb.sag.held": {"en": "To place: {tile}", "fr": "À poser : {tile}"},
    "nb.sag.key": {"en": "Each tile: colour letter, value, arrows covered/arrows (✓ complete); "
                         "{letters}",
                   "fr": "Chaque tuile : lettre de couleur, valeur, flèches couvertes/flèches "
                         "(✓ complète) ; {letters}"},
    "nb.pk.seat": {"en": "hand {hand} · objective {objective}",
                   "fr": "main {hand} · objectif {objective}"},
    "nb.pk.pile": {"en": "Draw pile: {count} {count:plural:card|cards}",
                   "fr": "Pioche : {count} {count:plural:carte|cartes}"},
    "nb.pk.deck": {"en": "{cards} ({n} {n:plural:card|cards})",
                   "fr": "{cards} ({n} {n:plural:carte|cartes})"},
    "nb.pk.totals": {"en": "Faction totals: Knights {k}, Mages {m}, Orcs {o}, Vikings {v}",
                     "fr": "Totaux des factions : Chevaliers {k}, Mages {m}, Orques {o}, "
                           "Vikings {v}"},
}

register_catalog(MESSAGES)

#: The nine games of the tutor, in the order of the course: (game id, name).
GAMES: tuple[tuple[str, str], ...] = (
    ("flaming_pyramids", "Flaming Pyramids"),
    ("oh_hell", "Oh Hell"),
    ("pook", "Pook"),
    ("kingdom_builder", "Kingdom Builder"),
    ("sagani", "Sagani"),
    ("big_monster", "Big Monster"),
    ("fruit_picking", "Fruit Picking"),
    ("bang", "Bang!"),
    ("ark_nova", "Ark Nova"),
)


class Report(str):
    """Plain text that also shows as plain text (not a quoted string) in a notebook."""

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(str(self))


def _t(key: str, lang: str, **params: Any) -> str:
    return render(Msg(key, **params), lang)


def _markdown(text: str) -> Any:
    from IPython.display import Markdown
    return Markdown(text)


# ---------------------------------------------------------------- rules

def rules_markdown(game: ModuleType, ids: Iterable[Any], lang: str = "en") -> Any:
    """The rules ``ids`` (``"FP-BUILD-1"`` or ``R.BUILD_1``) with title and summary."""
    lines = []
    for rid in ids:
        rule = game.RULEBOOK[game.R(str(rid))]
        lines.append(f"- **{rule.id} — {rule.title[lang]}.** {rule.summary[lang]}")
    return _markdown("\n".join(lines))


# ---------------------------------------------------------------- positions and moves

def _state(game: ModuleType, position: Any) -> Any:
    return game.from_notation(position) if isinstance(position, str) else position


def _move(game: ModuleType, move: Any) -> Any:
    return game.parse_move(move) if isinstance(move, str) else move


def _left_edge(pyramid: Any, origin: int | None = None) -> int:
    """The leftmost tile edge, in half tiles (a tile at (r, p) starts at 2p + r)."""
    edges = [2 * p + r for r, p in pyramid]
    if origin is not None:
        edges.append(origin)
    return min(edges, default=0)


def diagram(game: ModuleType, position: Any, lang: str = "en", origin: int | None = None
            ) -> Report:
    """A text drawing of the position, top row first, each row shifted half a tile.

    ``origin`` (in half tiles) keeps successive drawings of one replay aligned.
    """
    state = _state(game, position)
    pyramid = state.pyramid
    if not pyramid:
        return Report(_t("nb.empty_table", lang))
    labels = {cell: f"[{t.code}{'~' if t in state.disarmed else ''}]"
              for cell, t in pyramid.items()}
    width = max(len(label) for label in labels.values())
    width += width % 2                      # even, so that half a tile is whole characters
    low = _left_edge(pyramid, origin)
    lines = []
    for row in range(pyramid.top_row(), -1, -1):
        line = ""
        for p in sorted(p for r, p in pyramid if r == row):
            column = (2 * p + row - low) * width // 2
            line = line.ljust(column) + labels[(row, p)].center(width)
        lines.append(f"r{row}: {line}".rstrip())
    return Report("\n".join(lines))


def fp_tile_table(game: ModuleType, lang: str = "en") -> Report:
    """Flaming Pyramids: the tiles of ``game.TILES`` by material, one line each (name,
    count, codes), then the total (FP-COMP-1..3)."""
    rows = []
    for material in dict.fromkeys(t.material for t in game.TILES):
        codes = [t.code for t in game.TILES if t.material is material]
        rows.append((_t(f"fp.material.{material.value}", lang), len(codes), " ".join(codes)))
    rows.append((_t("fp.material.total", lang), len(game.TILES), ""))
    width = max(len(name) for name, _, _ in rows) + 1
    return Report("\n".join(f"{name:<{width}} {count:>2}  {codes}".rstrip()
                             for name, count, codes in rows))


def try_position(game: ModuleType, text: str, lang: str = "en") -> Report:
    """Parse a typed position; on a mistake, the explanation with a caret under the fault."""
    try:
        state = game.from_notation(text)
    except NotationError as exc:
        return Report(_t("nb.position_bad", lang) + "\n" + exc.explain(lang))
    return Report(_t("nb.position_ok", lang) + "\n" + _draw(game, state, lang))


def verdict(game: ModuleType, position: Any, moves: Any, lang: str = "en") -> Report:
    """``check(position, move).explain(lang)``; ``moves`` is one move or a list of moves."""
    try:
        state = _state(game, position)
    except NotationError as exc:
        return Report(_t("nb.position_bad", lang) + "\n" + exc.explain(lang))
    if isinstance(moves, str) or not isinstance(moves, Sequence):
        moves = [moves]
    parts = []
    for move in moves:
        try:
            parts.append(game.check(state, _move(game, move)).explain(lang))
        except NotationError as exc:
            parts.append(_t("nb.move_bad", lang) + "\n" + exc.explain(lang))
    return Report("\n\n".join(parts))


def _indented(text: str) -> list[str]:
    return ["       " + line for line in text.splitlines()]


def _events(outcome: Any, lang: str, game: ModuleType | None = None,
            origin: int | None = None) -> list[str]:
    """The numbered events; with ``game``, a diagram after each event that moved a tile."""
    lines = []
    pyramid = getattr(outcome.before, "pyramid", None)
    for i, event in enumerate(outcome.events, 1):
        lines.append(f"  {i}. {event.explain(lang)}")
        snapshot = event.snapshot
        if game is not None and snapshot is not None and snapshot.pyramid != pyramid:
            lines += _indented(diagram(game, snapshot, lang, origin))
            pyramid = snapshot.pyramid
    return lines


def _after(game: ModuleType, state: Any, lang: str) -> str:
    """What the position asks next ("→ Player 2 to bid (OH-BID-1)"), or that it is over."""
    asks = game.asks(state)
    if not asks:
        return _t("nb.over", lang)
    return "\n".join(_t("nb.waiting", lang, decision=ask.explain(lang)) for ask in asks)


def replay(game: ModuleType, position: Any, moves: Any, lang: str = "en", *,
           each_event: bool = False, show_position: bool = True,
           drawings: bool = True) -> Report:
    """Play ``moves`` (a list, or one string with moves separated by ``;``) from
    ``position``; for each move its verdict headline, the events in order, and what the
    game waits for next. ``each_event`` draws the pyramid after every event;
    ``drawings=False`` draws the position only once, at the start (long games, big maps)."""
    try:
        state = _state(game, position)
    except NotationError as exc:
        return Report(_t("nb.position_bad", lang) + "\n" + exc.explain(lang))
    if isinstance(moves, str):
        moves = split_answer(moves)
    pyramids = hasattr(state, "pyramid")
    origin = _left_edge(state.pyramid) if pyramids else None
    lines = [_draw(game, state, lang)]
    for move in moves:
        try:
            move = _move(game, move)
        except NotationError as exc:
            lines += [_t("nb.move_bad", lang), exc.explain(lang)]
            break
        check = game.check(state, move)
        lines.append(_t("nb.move", lang, move=check.move_text) + "  " + check.headline(lang))
        if not check.legal:
            lines += ["  " + r.explain(lang) for r in check.violations]
            lines.append(_t("nb.refused", lang))
            break
        outcome = game.apply(state, move)
        if pyramids:
            origin = min([origin] + [_left_edge(e.snapshot.pyramid) for e in outcome.events
                                     if e.snapshot is not None and e.snapshot.pyramid])
        lines += _events(outcome, lang, game if each_event and pyramids else None, origin)
        state = outcome.after
        if drawings and not each_event:
            lines += _indented(_draw(game, state, lang, origin))
        after = _after(game, state, lang)
        if not outcome.events or after != _t("nb.waiting", lang,
                                             decision=outcome.events[-1].explain(lang)):
            lines.append(after)
    if show_position:
        lines.append(_t("nb.position", lang, position=game.to_notation(state)))
    return Report("\n".join(lines))


# ---------------------------------------------------------------- puzzles

def puzzle(game: ModuleType, puzzle_id: str) -> Puzzle:
    """The puzzle with this id; ``KeyError`` naming the known ids."""
    for p in game.PUZZLES:
        if p.id == puzzle_id:
            return p
    known = ", ".join(p.id for p in game.PUZZLES)
    raise KeyError(render(Msg("nb.puzzle.unknown", id=puzzle_id, known=known), "en"))


def puzzle_card(game: ModuleType, puzzle_id: str, lang: str = "en", *,
                question: bool = True) -> Any:
    """A puzzle's title, question, goal, rules and position, with the solution folded away.

    ``question=False`` leaves out the question and the rules, for a card shown next to a
    board in puzzle mode (the board shows them itself).
    """
    p = puzzle(game, puzzle_id)
    goal = _t(f"{game.GAME_PREFIX}.goal.{p.goal}", lang)
    rules = ", ".join(f"{rid} ({game.RULEBOOK[game.R(rid)].title[lang]})" for rid in p.rules)
    solution = f"{_t('nb.puzzle.answer', lang)} `{'; '.join(p.answer)}`"
    explanation = p.text("explanation", lang)
    if explanation:
        solution += f" — {explanation}"
    lines = [f"#### {_t('nb.puzzle.heading', lang, title=p.text('title', lang))}", ""]
    if question:
        lines += [p.text("question", lang), ""]
    lines.append(f"- **{_t('nb.puzzle.goal', lang)}** {goal}")
    if question:
        lines.append(f"- **{_t('nb.puzzle.rules', lang)}** {rules}")
    lines += [f"- **{_t('nb.puzzle.position', lang)}** `{p.position}`", "",
              f"<details><summary>{_t('nb.puzzle.solution', lang)}</summary>\n\n{solution}\n\n"
              "</details>"]
    return _markdown("\n".join(lines))


def check_answer(game: ModuleType, puzzle_id: str, answer: str, lang: str = "en") -> Report:
    """Judge ``answer`` (moves separated by ``;``) against the puzzle's goal, and say why.

    The engine judges the result, not the wording: any answer that meets the goal is right.
    """
    p = puzzle(game, puzzle_id)
    lines = [_t("nb.puzzle.your_answer", lang, title=p.text("title", lang), answer=answer)]
    try:
        moves = [game.parse_move(text) for text in split_answer(answer)]
        if not moves:
            game.parse_move(answer)  # an empty answer: let the parser explain
    except NotationError as exc:
        return Report("\n".join(lines + [_t("nb.move_bad", lang), exc.explain(lang)]))
    result = judge(game, p, moves)
    lines.append(result.explain(lang))
    for outcome in result.outcomes:
        lines.append(_t("nb.move", lang, move=game.format_move(outcome.move, seat=False)))
        lines += _events(outcome, lang)
    if result.correct and p.text("explanation", lang):
        lines.append(_t("nb.puzzle.why", lang, text=p.text("explanation", lang)))
    return Report("\n".join(lines))


def check_all_puzzles(game: ModuleType, lang: str = "en") -> Report:
    """One line per puzzle: does its stated answer meet its goal (judged by the engine)?"""
    lines = []
    ok = 0
    for p in game.PUZZLES:
        result = judge(game, p, [game.parse_move(m) for m in p.answer])
        ok += result.correct
        mark = render(Msg("core.ok" if result.correct else "core.fail"), lang)
        lines.append(f"{mark} {p.id:<34} {'; '.join(p.answer):<26} "
                     f"{_t(f'{game.GAME_PREFIX}.goal.{p.goal}', lang)}")
    lines.append(_t("nb.puzzle.summary", lang, ok=ok, total=len(game.PUZZLES)))
    return Report("\n".join(lines))


# ---------------------------------------------------------------- Oh Hell

def _oh_card(card: Any) -> Msg:
    return Msg("oh.card", rank=Msg(f"oh.rank.{card.code[0]}"),
               suit=Msg(f"oh.symbol.{card.code[1]}"))


def _oh_cards(cards: Iterable[Any], lang: str) -> str:
    return " ".join(render(_oh_card(c), lang) for c in cards) or "–"


def oh_hell_deck(game: ModuleType, lang: str = "en") -> Report:
    """The 52 cards (OH-SETUP-2), suit by suit from the lowest to the highest, with the
    ranks of ``lang`` (J Q K in English, V D R in French), then how many there are."""
    names = {suit: _t("nb.oh.deck.suit", lang, suit=Msg(f"oh.suit.{suit.name}"))
             for suit in game.Suit}
    width = max(len(name) for name in names.values())
    lines = [f"{names[suit]:<{width}} "
             + _oh_cards([c for c in game.DECK if c.suit is suit], lang) for suit in game.Suit]
    lines.append(_t("nb.oh.deck.total", lang, count=len(game.DECK)))
    return Report("\n".join(lines))


#: Options fields that cut a sequence, as the notation writes them (``min=3 max=5``).
_OH_CUTS = (("min_size", "min"), ("max_size", "max"))


def oh_hell_sequences(game: ModuleType, players: Iterable[int], lang: str = "en", *,
                      sequences: Iterable[str] | None = None, **options: Any) -> Report:
    """The hand sizes the engine deals (``game.hand_sizes``), one row per player count and
    sequence, named as the notation writes it: ``3 players  seq=long  19 hands: 10 9 … 10``.
    ``sequences`` defaults to BGA's five (OH-SEQ-*; not the tutor's one-deal ``single``).
    ``options`` (``min_size=3``, ``max_size=5``) cut every sequence, and show in the
    notation (``min=3 max=5``)."""
    if sequences is None:
        sequences = [s for s in game.state.SEQUENCES if s != "single"]
    cuts = " ".join(f"{short}={options[name]}" for name, short in _OH_CUTS if name in options)
    rows = []
    for count in players:
        for sequence in sequences:
            sizes = game.hand_sizes(game.Options(players=count, sequence=sequence, **options))
            rows.append((_t("nb.oh.players", lang, players=count),
                         " ".join(filter(None, (f"seq={sequence}", cuts))),
                         _t("nb.oh.sequence.hands", lang, count=len(sizes)),
                         " ".join(map(str, sizes))))
    widths = [max(len(row[i]) for row in rows) for i in range(3)]
    return Report("\n".join(f"{a:<{widths[0]}}  {b:<{widths[1]}}  {c:>{widths[2]}} {d}"
                             for a, b, c, d in rows))


def oh_hell_first_hands(game: ModuleType, players: Iterable[int], lang: str = "en", *,
                        seed: int = 0) -> Report:
    """The first hand of a game for each player count (OH-DEAL-1, OH-TRUMP-1/2): the cards
    each, the turned trump, and how many cards stay face down under it."""
    lines = []
    for count in players:
        first = game.initial_state(game.Options(players=count), seed=seed)
        lines.append(_t("nb.oh.first_hand", lang, players=count, size=first.size,
                        trump=_oh_card(first.trump), stock=len(first.gone())))
    return Report("\n".join(lines))


def oh_hell_bids(game: ModuleType, position: Any, lang: str = "en") -> Report:
    """The bids open to the player to move (``game.legal_moves``); when the dealer bids,
    first the bid the dealer's restriction forbids (``game.forbidden_bid``), or that none
    is (OH-BID-DEALER)."""
    try:
        state = _state(game, position)
    except NotationError as exc:
        return Report(_t("nb.position_bad", lang) + "\n" + exc.explain(lang))
    bids = [m.tricks for m in game.legal_moves(state) if isinstance(m, game.Bid)]
    if not bids:
        asks = "; ".join(ask.explain(lang) for ask in game.asks(state))
        return Report(_t("nb.oh.bids.none", lang, what=asks or _t("nb.over", lang)))
    who = seat_name(state.to_act)
    lines = []
    if state.to_act == state.dealer:
        forbidden = game.forbidden_bid(state)
        lines.append(_t("nb.oh.bids.free", lang, who=who) if forbidden is None
                     else _t("nb.oh.bids.forbidden", lang, who=who, bid=forbidden))
    lines.append(_t("nb.oh.bids.legal", lang, who=who, bids=", ".join(map(str, bids))))
    return Report("\n".join(lines))


def oh_hell_diagram(game: ModuleType, position: Any, lang: str = "en") -> Report:
    """A hand of Oh Hell as text: the hand number and size, the trump card and the dealer,
    then per seat its cards, bid, tricks won and score, then the trick on the table."""
    state = _state(game, position)
    dealer = render(seat_name(state.dealer), lang)
    lines = [_t("nb.oh.header", lang, hand=state.hand + 1, hands=len(state.sizes),
                size=state.size, trump=_oh_card(state.trump), dealer=dealer)]
    names = [render(seat_name(seat), lang) for seat in range(state.players)]
    hands = [_oh_cards(hand, lang) for hand in state.hands]
    name_width = max(len(n) for n in names)
    hand_width = max(len(h) for h in hands)
    for seat in range(state.players):
        bid = state.bids[seat]
        mark = "▶" if seat == state.to_act else " "
        seat_text = _t("nb.oh.seat", lang, bid="–" if bid is None else bid,
                       won=state.won[seat], score=game.scoring.num(state.scores[seat]))
        lines.append(f"{mark} {names[seat]:<{name_width}}  {hands[seat]:<{hand_width}}  "
                     f"{seat_text}")
    if state.trick:
        lines.append(_t("nb.oh.trick", lang, who=seat_name(state.lead),
                        cards=_oh_cards(state.trick, lang)))
    return Report("\n".join(lines))


def _table(rows: list[list[str]], head: int = 1) -> str:
    """Aligned columns (the first left, the others right), a rule under ``head`` rows."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    out = []
    for n, row in enumerate(rows):
        out.append("  ".join(cell.ljust(w) if i == 0 else cell.rjust(w)
                             for i, (cell, w) in enumerate(zip(row, widths))).rstrip())
        if n == head - 1:
            out.append("  ".join("-" * w for w in widths))
    return "\n".join(out)


#: The readings of the fact sheet's conflicts, as (scoring, Options field, value, message).
_OH_READINGS = (("balanced", "balanced_penalty", 2, "nb.oh.reading.balanced_2"),
                ("squares", "squares", "squared", "nb.oh.reading.squared"),
                ("anderson", "anderson", "per_bid", "nb.oh.reading.per_bid"))


def oh_hell_score_table(game: ModuleType, cases: Sequence[tuple[int, int, int, int]],
                        lang: str = "en", *, vienna: bool = False, readings: bool = True,
                        formulas: bool = False) -> Report:
    """One row per scoring option, one column per case ``(hand, size, bid, won)``; every
    cell is ``game.score(...)`` (points, or the engine's formula with ``formulas=True``).

    ``vienna=True`` scores every option with the Vienna modifier (Anderson, which cannot
    take it, is left out); ``readings`` adds the named readings of the seed's conflicts.
    """
    header = [_t("nb.oh.option", lang)]
    for hand, size, bid, won in cases:
        result = (_t("nb.oh.case_made", lang) if bid == won
                  else _t("nb.oh.case_missed", lang, off=abs(won - bid)))
        header.append(f"{_t('nb.oh.case', lang, bid=bid, won=won)} ({result})")
    rows = [header, [""] + [_t("nb.oh.case_hand", lang, hand=h, size=k)
                            for h, k, _, _ in cases]]
    variants: list[tuple[str, Any]] = []
    for kind in game.state.SCORINGS:
        if vienna and kind == "anderson":
            continue
        rule = game.RULEBOOK[game.scoring.RULE_OF[kind]]
        label = f"{rule.id} {rule.title[lang]}"
        if vienna:
            label = _t("nb.oh.vienna", lang, option=label)
        variants.append((label, game.Options(scoring=kind, vienna=vienna)))
        if readings and not vienna:
            for scoring, field, value, key in _OH_READINGS:
                if scoring == kind:
                    options = game.Options(scoring=kind, **{field: value})
                    variants.append((_t(key, lang, option=rule.title[lang]), options))
    for label, options in variants:
        row = [label]
        for hand, size, bid, won in cases:
            line = game.score(options, hand, size, bid, won)
            row.append(line.formula if formulas else game.scoring.num(line.points))
        rows.append(row)
    return Report(_table(rows, head=2))


def oh_hell_solve(game: ModuleType, position: Any, seat: int | None = None,
                  lang: str = "en", budget: int | None = None) -> Report:
    """The solver's answer in words: with all hands open, can ``seat`` (1-based; default:
    the player to move) make exactly their bid whatever the others do, and with which card?

    The solver works within ``budget`` search steps (None: its default); a position too
    large for it, or a position that cannot be read, is answered with the reason, not an
    error."""
    try:
        state = _state(game, position)
    except NotationError as exc:
        return Report(_t("nb.position_bad", lang) + "\n" + exc.explain(lang))
    from tutor.oh_hell.solver import TooLargeToSolve
    index = state.to_act if seat is None else seat - 1
    try:
        solution = game.solve(state, index, budget=budget)
    except TooLargeToSolve as exc:
        return Report(_t("nb.oh.solve.stopped", lang, detail=exc.msg))
    who = seat_name(index)
    lines = [_t("nb.oh.solve.question", lang, who=who, bid=solution.bid,
                won=state.won[index])]
    if solution.can_make:
        lines.append(_t("nb.oh.solve.yes", lang))
    else:
        lines.append(_t("nb.oh.solve.no", lang, who=who))
    if index == state.to_act and state.phase is game.Phase.PLAY:
        legal = [m.card for m in game.legal_moves(state)]
        good = [c for c in legal if c in solution.cards]
        bad = [c for c in legal if c not in solution.cards]
        none = _t("nb.oh.none", lang)
        lines.append(_t("nb.oh.solve.cards", lang, good=_oh_cards(good, lang) if good else none,
                        bad=_oh_cards(bad, lang) if bad else none))
    return Report("\n".join(lines))


# ---------------------------------------------------------------- Pook

def pook_diagram(game: ModuleType, position: Any, lang: str = "en") -> Report:
    """A Pook table as text: the grid (``y`` rows from the top, ``x`` columns, cards in the
    notation: ``M3`` warrior side, ``m3~2`` coin side laid by seat 2, ``P`` Piggy), then per
    seat its hand and secret objective, and the draw pile."""
    from tutor.pook.notation import format_laid
    state = _state(game, position)
    board = state.board
    x0, x1, y0, y1 = board.bounds()
    labels = {cell: format_laid(item) for cell, item in board.items()}
    width = max([len(v) for v in labels.values()] + [len(f"x={x}") for x in (x0, x1)]) + 1
    lines = ["      " + "".join(f"x={x}".center(width) for x in range(x0, x1 + 1)).rstrip()]
    for y in range(y1, y0 - 1, -1):
        row = "".join(labels.get((x, y), ".").center(width) for x in range(x0, x1 + 1))
        lines.append(f"y={y:<3} {row}".rstrip())
    names = [render(seat_name(seat), lang) for seat in range(state.players)]
    name_width = max(len(n) for n in names)
    for seat in range(state.players):
        mark = "▶" if seat == state.to_act else " "
        hand = " ".join(c.code for c in state.hands[seat]) or "–"
        objective = " + ".join(_t(f"pk.faction.{f.name}", lang)
                               for f in state.objectives[seat])
        lines.append(f"{mark} {names[seat]:<{name_width}}  "
                     + _t("nb.pk.seat", lang, hand=hand, objective=objective))
    lines.append(_t("nb.pk.pile", lang, count=len(state.pile)))
    return Report("\n".join(lines))


def pook_deck(game: ModuleType, lang: str = "en") -> Report:
    """The deck of Pook as the engine holds it, card by card, and its size."""
    return Report(_t("nb.pk.deck", lang, cards=" ".join(c.code for c in game.DECK),
                     n=len(game.DECK)))


def pook_scores(game: ModuleType, position: Any, lang: str = "en") -> Report:
    """The faction totals of a Pook position (POOK-END-2), then each player's score: their
    two secret factions added (POOK-END-3), both computed by the engine."""
    state = _state(game, position)
    totals = game.faction_totals(state.board)
    lines = [_t("nb.pk.totals", lang, **{f.name.lower(): n for f, n in totals.items()})]
    for seat, ((a, b), score) in enumerate(zip(state.objectives, game.scores(state))):
        lines.append(_t("pk.end.score", lang, who=seat_name(seat),
                        a=Msg(f"pk.faction.{a.name}"), x=totals[a],
                        b=Msg(f"pk.faction.{b.name}"), y=totals[b], score=score))
    return Report("\n".join(lines))


# ---------------------------------------------------------------- Kingdom Builder

def kb_diagram(game: ModuleType, position: Any, lang: str = "en", *,
               rows: tuple[int, int] | None = None,
               cols: tuple[int, int] | None = None) -> Report:
    """A Kingdom Builder map as text (KB-BOARD-OFFSET): ``row,col`` as in the notation,
    odd rows shifted half a hex to the right as on the board. Terrains are lower-case
    letters, ``K`` a castle, a location its tile's two letters and the tiles left there,
    a settlement its seat's number after the terrain (``g1``). Without ``rows``/``cols``
    it shows the settlements' surroundings (2 hexes around them), or the whole map when
    nobody has built; below, each seat's card, tiles and supply, then the deck."""
    from tutor.kingdom_builder.board import CASTLE, LOCATION, SIZE
    from tutor.kingdom_builder.state import SETTLEMENTS
    from widgets.games.kingdom_builder.board import TILE_MARK
    state = _state(game, position)
    board = state.board
    owner = {h: seat for seat, hexes in enumerate(state.settlements) for h in hexes}
    if rows is None or cols is None:
        if owner:
            rs, cs = [h[0] for h in owner], [h[1] for h in owner]
            auto = (max(0, min(rs) - 2), min(SIZE - 1, max(rs) + 2)), \
                (max(0, min(cs) - 2), min(SIZE - 1, max(cs) + 2))
        else:
            auto = (0, SIZE - 1), (0, SIZE - 1)
        rows, cols = rows or auto[0], cols or auto[1]
    taken = [h for seat in state.taken for h in seat]
    kinds = board.location_kind

    def cell(h: tuple[int, int]) -> str:
        letter = board.at(h)
        if letter == LOCATION:
            return f"{TILE_MARK[kinds[h]]}{2 - taken.count(h)}"
        text = "K" if letter == CASTLE else letter.lower()
        return text + (str(owner[h] + 1) if h in owner else "")

    lines = ["        " + "".join(f"{c:<4}" for c in range(cols[0], cols[1] + 1)).rstrip()]
    for r in range(rows[0], rows[1] + 1):
        shift = "  " if r % 2 else ""
        lines.append(f"{r:>4}    {shift}" + "".join(f"{cell((r, c)):<4}"
                                                  for c in range(cols[0], cols[1] + 1)).rstrip())
    names = [render(seat_name(seat), lang) for seat in range(state.players)]
    width = max(len(n) for n in names)
    for seat in range(state.players):
        mark = "▶" if seat == state.turn and state.winners == () else " "
        tiles = ", ".join(_t("nb.kb.tile", lang, tile=Msg(f"kb.tile.{t.kind}"),
                             hex=f"{t.source[0]},{t.source[1]}",
                             status=Msg(f"nb.kb.status.{t.status}"))
                          for t in state.tiles[seat]) or _t("nb.kb.none", lang)
        lines.append(f"{mark} {names[seat]:<{width}}  " + _t(
            "nb.kb.seat", lang, card=Msg(f"kb.terrain.{state.hands[seat]}"), tiles=tiles,
            n=SETTLEMENTS - len(state.settlements[seat])))
    lines.append(_t("nb.kb.pile", lang, pile=len(state.pile), discard=len(state.discard),
                    cards=", ".join(_t(f"ui.kb.card.{c}", lang) for c in state.cards)))
    return Report("\n".join(lines))


def kb_scores(game: ModuleType, position: Any, lang: str = "en") -> Report:
    """Every seat's score as the end of the game would count it (KB-END-SCORE): the
    castle line and each Kingdom Builder card's, with their terms and counted hexes,
    then the totals — all from the engine's scoring."""
    from tutor.kingdom_builder.resolve import score_msg
    state = _state(game, position)
    lines = [render(score_msg(seat, card, *terms[:3]), lang)
             for seat, card, terms in game.score_lines(state)]
    for seat, points in enumerate(game.totals(state)):
        lines.append(_t("nb.kb.total", lang, who=seat_name(seat), points=points))
    return Report("\n".join(lines))


# ---------------------------------------------------------------- BANG!

def bang_diagram(game: ModuleType, position: Any, lang: str = "en") -> Report:
    """A BANG! table as text, everything shown (the teaching view): per seat its role,
    character, life out of its maximum, hand and cards in play (``▶`` the seat on its turn),
    then the distance from that seat to each living other (BANG-DIST*), the deck's size and
    the discard pile's top card. (:func:`replay` adds what the game waits for.)"""
    from tutor.bang.data import CHARACTERS
    from tutor.bang.rules import card_face
    state = _state(game, position)
    names = [render(seat_name(s), lang) for s in range(state.players)]
    width = max(len(n) for n in names)

    def cards(codes: Sequence[str]) -> str:
        return ", ".join(render(card_face(c), lang) for c in codes) or _t("nb.bang.none", lang)

    lines = []
    for i, seat in enumerate(state.seats):
        mark = "▶" if i == state.turn and not state.winners else " "
        role = Msg(f"bang.role.{seat.role}")
        character = CHARACTERS[seat.character][0] if seat.character else "?"
        if seat.alive:
            text = _t("nb.bang.seat", lang, role=role, character=character, life=seat.life,
                      most=seat.max_life, hand=cards(seat.hand), table=cards(seat.table))
        else:
            text = _t("nb.bang.dead", lang, role=role, character=character)
        lines.append(f"{mark} {names[i]:<{width}}  {text}")
    if not state.winners and state.seats[state.turn].alive:
        others = [Msg("nb.bang.distance", who=seat_name(o),
                      d=game.distance(state, state.turn, o).total)
                  for o in range(state.players) if o != state.turn and state.seats[o].alive]
        lines.append(_t("nb.bang.distances", lang, who=seat_name(state.turn), list=others))
    top = cards(state.discard[-1:])
    lines.append(_t("nb.bang.deck", lang, deck=len(state.deck), discard=top))
    return Report("\n".join(lines))


# ---------------------------------------------------------------- Big Monster

def bm_diagram(game: ModuleType, position: Any, lang: str = "en") -> Report:
    """A Big Monster position as text (the teaching view): per seat its explorer, its
    landing area as tile codes at their anchors (``IO@1,2``: the orange ice monster, its
    lower cell at column 1, row 2; :mod:`tutor.big_monster.area`), its hand (``▶`` the seat
    asked), then the rows (2–3 players) and the medals in play with who won them."""
    from tutor.big_monster.data import MEDAL_POINTS
    state = _state(game, position)
    from tutor.core.turns import asked_seats
    asked = set(asked_seats(game.asks(state)))
    names = [render(seat_name(s), lang) for s in range(state.players)]
    width = max(len(n) for n in names)
    none = _t("nb.bm.none", lang)
    lines = []
    for s in range(state.players):
        area = ", ".join(f"{t.code}@{t.x},{t.y}" for t in state.areas[s]) or none
        hand = ", ".join(state.hands[s]) or none
        mark = "▶" if s in asked else " "
        lines.append(f"{mark} {names[s]:<{width}}  " + _t(
            "nb.bm.seat", lang, explorer=Msg(f"bm.explorer.{state.explorers[s]}"), area=area,
            hand=hand))
    if state.rows:
        lines.append(_t("nb.bm.row", lang, rows=" | ".join(", ".join(r) for r in state.rows)))
    medals = []
    for m in state.medals:
        won = _t("nb.bm.won", lang, who=[seat_name(w) for w in m.seats]) if m.seats else ""
        medals.append(_t("nb.bm.medal", lang, name=Msg(f"bm.medal_name.{m.id}"),
                         points=MEDAL_POINTS[m.id], won=won))
    lines.append(_t("nb.bm.medals", lang, medals=", ".join(medals) or none))
    return Report("\n".join(lines))


def bm_scores(game: ModuleType, position: Any, lang: str = "en") -> Report:
    """Every seat's scoring lines as the end of the game would count them now
    (BM-END-SCORE): each kind of points with its count, then the totals — from the
    engine's ``score_lines`` and ``total``."""
    state = _state(game, position)
    lines = []
    for s in range(state.players):
        for what, count, points in game.score_lines(state, s):
            if count or points:
                lines.append(_t(f"bm.score.{what}", lang, who=seat_name(s), n=count,
                                points=points))
        lines.append(_t("nb.bm.total", lang, who=seat_name(s), points=game.total(state, s)))
    return Report("\n".join(lines))


# ---------------------------------------------------------------- Sagani

def _sag_cell(p: Any, lang: str) -> str:
    """One placed Sagani tile in 6 characters: colour letter, value, covered/arrows."""
    from tutor.sagani.data import tile
    d = tile(p.tile)
    letter = _t(f"sag.letter.{d.element}", lang)
    state = "✓" if p.done else f"{len(p.covered)}/{len(d.arrows)}"
    return f"{letter}{d.points:<2}{state}".ljust(6)


def sag_diagram(game: ModuleType, position: Any, lang: str = "en") -> Report:
    """A Sagani position as text: each seat's score and discs, its display as a grid (``y``
    rows from the top, ``x`` columns; each tile its colour letter, value and covered/total
    arrows, ✓ once complete), then the offer, the Intermezzo, the stacks and the held
    tile. Every display is public (SAG-ARROW-OWN: each is counted on its own)."""
    import widgets.games.sagani.messages  # noqa: F401  (the colour letters)
    state = _state(game, position)
    lines = []
    for s, player in enumerate(state.seats):
        mark = "▶" if s == state.to_act else " "
        lines.append(f"{mark} " + _t("nb.sag.seat", lang, who=seat_name(s), score=player.score,
                                     supply=player.supply, caco=player.caco))
        if not player.display:
            lines.append("    " + _t("nb.sag.empty", lang))
            continue
        xs = [p.x for p in player.display]
        ys = [p.y for p in player.display]
        lines.append(("     " + "".join(f"{x:<7}" for x in range(min(xs), max(xs) + 1))).rstrip())
        for y in range(max(ys), min(ys) - 1, -1):
            row = "".join((_sag_cell(player.at((x, y)), lang) if player.at((x, y)) else
                           "·".ljust(6)) + " " for x in range(min(xs), max(xs) + 1))
            lines.append(f"  {y:>2} " + row.rstrip())
    stacks = "/".join(str(len(st)) for st in state.stacks)
    lines.append(_t("nb.sag.table", lang, offer=" ".join(map(str, state.offer)) or "–",
                    intermezzo=" ".join(map(str, state.intermezzo)) or "–", stacks=stacks))
    if state.held is not None:
        lines.append(_t("nb.sag.held", lang, tile=_t("ui.sag.tile_info", lang, tile=state.held,
                                                      **_sag_tile(state.held))))
    letters = ", ".join(f"{_t(f'sag.letter.{e}', lang)} = {_t(f'sag.el.{e}', lang)}"
                        for e in ("fire", "water", "earth", "air"))
    lines.append(_t("nb.sag.key", lang, letters=letters))
    return Report("\n".join(lines))


def _sag_tile(t: int) -> dict[str, Any]:
    from tutor.sagani.data import tile
    d = tile(t)
    return {"colour": Msg(f"sag.el.{d.element}"), "n": len(d.arrows), "value": d.points}


# ---------------------------------------------------------------- Fruit Picking

def fru_diagram(game: ModuleType, position: Any, lang: str = "en") -> Report:
    """A Fruit Picking position as text: per seat (``▶`` the seat to play) its ring — the
    Harvest House, then F1..F6 clockwise with each farm's fruit code and seeds, ``*`` on
    the active farm —, its Storage, its market cards and the combinations they hold; then
    the market, each slot's price as base + surcharge (the engine's ``price``)."""
    state = _state(game, position)
    names = [render(seat_name(s), lang) for s in range(state.players)]
    width = max(len(n) for n in names)
    lines = []
    for s in range(state.players):
        seeds = state.seeds[s]
        spaces = [f"H {seeds[0]}"] + [
            f"F{i}{'*' if state.phase == 'act' and s == state.turn and i == state.active else ''}"
            f" {state.farms[s][i - 1]} {seeds[i]}" for i in range(1, 7)]
        mark = "▶" if state.phase != "over" and s == state.turn else " "
        kinds = game.combinations(state.cards[s])
        holds = _t("nb.fru.holds", lang, kinds=[Msg(f"fru.combo.{k}") for k in kinds]) \
            if kinds else ""
        lines.append(f"{mark} {names[s]:<{width}}  " + _t(
            "nb.fru.seat", lang, spaces=" · ".join(spaces), storage=state.storage[s],
            cards=",".join(state.cards[s]) or "–") + holds)
    slots = []
    for m, code in enumerate(state.market, 1):
        if not code:
            slots.append(f"M{m} –")
            continue
        p = game.price(state, m)
        slots.append(f"M{m} {code} {p.base}+{p.surcharge}={p.total}")
    lines.append(_t("nb.fru.market", lang, slots=" · ".join(slots), deck=len(state.deck)))
    if state.players == 1:
        lines.append(_t("nb.fru.spent", lang, n=state.spent))
    lines.append(_t("nb.fru.legend", lang))
    return Report("\n".join(lines))

#: Text drawings by game (default: the pyramid :func:`diagram`).
_DRAWINGS = {"oh_hell": lambda game, state, lang, origin: oh_hell_diagram(game, state, lang),
             "pook": lambda game, state, lang, origin: pook_diagram(game, state, lang),
             "kingdom_builder": lambda game, state, lang, origin: kb_diagram(game, state,
                                                                              lang),
             "bang": lambda game, state, lang, origin: bang_diagram(game, state, lang),
             "big_monster": lambda game, state, lang, origin: bm_diagram(game, state, lang),
             "fruit_picking": lambda game, state, lang, origin: fru_diagram(game, state,
                                                                            lang),
             "sagani": lambda game, state, lang, origin: sag_diagram(game, state, lang)}


def _draw(game: ModuleType, state: Any, lang: str, origin: int | None = None) -> Report:
    return _DRAWINGS.get(getattr(game, "GAME_ID", ""), diagram)(game, state, lang, origin)


# ---------------------------------------------------------------- welcome page

def games_markdown(lang: str = "en") -> Any:
    """The nine games as a Markdown table: a link for the ready ones, "coming" otherwise.
    The links lead to the course in ``lang``, next to the welcome page of that language."""
    from tutor.registry import GAMES as READY
    from widgets.courses import notebook_path
    lines = [f"| | {_t('nb.games.heading', lang)} | {_t('nb.games.status', lang)} |",
             "|---|---|---|"]
    for number, (game_id, name) in enumerate(GAMES, 1):
        if game_id in READY and notebook_path(game_id, lang).exists():
            status = _t("nb.games.ready", lang, link=f"{game_id}.ipynb")
            name = f"**{name}**"
        elif game_id in READY:
            status = _t("nb.games.engine", lang)
        else:
            status = _t("nb.games.coming", lang)
        lines.append(f"| {number} | {name} | {status} |")
    return _markdown("\n".join(lines))


__all__ = [
    "GAMES", "MESSAGES", "Report", "bang_diagram", "bm_diagram", "bm_scores",
    "check_all_puzzles", "check_answer", "diagram",
    "fp_tile_table", "fru_diagram", "games_markdown", "kb_diagram", "kb_scores", "oh_hell_bids", "oh_hell_deck", "oh_hell_diagram",
    "oh_hell_first_hands", "oh_hell_score_table", "oh_hell_sequences", "oh_hell_solve",
    "pook_deck", "pook_diagram", "pook_scores", "puzzle", "sag_diagram",
    "puzzle_card", "replay", "rules_markdown", "try_position", "verdict",
]
