"""Small display helpers for the course notebooks, so that no notebook cell holds logic.

Every helper takes the game's engine module (``tutor.flaming_pyramids`` ...) and a language
(``"en"`` or ``"fr"``), and only formats what the engine says: rule prose comes from the
game's ``RULEBOOK``, verdicts from ``check``, consequences from ``apply``, puzzle results
from :func:`tutor.core.puzzles.judge`. Nothing here decides a rule.

* :func:`rules_markdown` — rule IDs with their titles and summaries, as Markdown.
* :func:`verdict` — ``check(position, move).explain(lang)`` for one move or several.
* :func:`replay` — play moves from a position and list the events, move by move
  (``each_event=True``: with a diagram after every event).
* :func:`diagram` — a text drawing of a position, the game's own (``tutor.<game>.diagram``,
  found by :func:`drawings`), used by :func:`replay` and :func:`try_position`.
* :func:`puzzle_card`, :func:`check_answer`, :func:`check_all_puzzles` — puzzles.
* :func:`try_position` — parse a typed position; a mistake is explained with a caret.
* :func:`games_markdown` — the list of games, for the welcome notebook.

Nothing here knows a game: a game's text drawings and tables (Oh Hell's deck and score
table, Kingdom Builder's scores...) live in the game, in ``tutor/<game>/diagram.py``, as
its static picture lives in ``tutor/<game>/svg.py``; the courses print them from there.

Text helpers return a :class:`Report`: a ``str`` that also displays as plain text when it
is the last expression of a cell, so ``print(verdict(...))`` and ``verdict(...)`` read the
same. User-facing words live in :data:`MESSAGES` (keys ``nb.*``, EN and FR).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from importlib import import_module
from types import ModuleType
from typing import Any

from tutor.core import Msg, NotationError, register_catalog, render
from tutor.core.diagram import unreadable
from tutor.core.puzzles import Puzzle, judge, split_answer

MESSAGES = {
    "nb.start": {"en": "Start: {position}", "fr": "Départ : {position}"},
    "nb.move": {"en": "▶ {move}", "fr": "▶ {move}"},
    "nb.refused": {"en": "The move is refused; nothing is played.",
                   "fr": "Le coup est refusé ; rien n'est joué."},
    "nb.waiting": {"en": "→ {decision}", "fr": "→ {decision}"},
    "nb.position": {"en": "Position: {position}", "fr": "Position : {position}"},
    "nb.position_ok": {"en": "The position is valid.",
                       "fr": "La position est valide."},
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


def drawings(game: ModuleType) -> ModuleType:
    """The game's text drawings: the module ``diagram`` of its package
    (``tutor.<game>.diagram``), as its static picture is its ``svg``. It provides
    ``diagram(state, lang)``; with ``align(state, frame)``, successive drawings of one
    replay share a frame (Flaming Pyramids: the pyramid's left edge)."""
    return import_module(f"{game.__name__}.diagram")


def diagram(game: ModuleType, position: Any, lang: str = "en", **options: Any) -> Report:
    """A text drawing of the position (a state or its notation), from the game's
    ``diagram`` module; ``options`` are that game's (Kingdom Builder: ``rows``, ``cols``)."""
    return Report(drawings(game).diagram(position, lang, **options))


def try_position(game: ModuleType, text: str, lang: str = "en") -> Report:
    """Parse a typed position; on a mistake, the explanation with a caret under the fault."""
    try:
        state = game.from_notation(text)
    except NotationError as exc:
        return Report(unreadable(exc, lang))
    return Report(_t("nb.position_ok", lang) + "\n" + diagram(game, state, lang))


def verdict(game: ModuleType, position: Any, moves: Any, lang: str = "en") -> Report:
    """``check(position, move).explain(lang)``; ``moves`` is one move or a list of moves."""
    try:
        state = _state(game, position)
    except NotationError as exc:
        return Report(unreadable(exc, lang))
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


class _Drawer:
    """The drawings of one replay: each in the frame of all the positions seen so far
    (the game's ``align``, when it has one), so that they line up."""

    def __init__(self, game: ModuleType, state: Any, lang: str):
        self.module, self.lang = drawings(game), lang
        self.align = getattr(self.module, "align", None)
        self.frame = self.align(state) if self.align else None

    def see(self, state: Any) -> None:
        if self.align:
            self.frame = self.align(state, self.frame)

    def __call__(self, state: Any) -> str:
        options = {"frame": self.frame} if self.align else {}
        return self.module.diagram(state, self.lang, **options)


def _events(outcome: Any, lang: str, draw: _Drawer | None = None) -> list[str]:
    """The numbered events; with ``draw``, a drawing after each event whose position draws
    differently from the one before."""
    lines = []
    shown = draw(outcome.before) if draw else None
    for i, event in enumerate(outcome.events, 1):
        lines.append(f"  {i}. {event.explain(lang)}")
        snapshot = event.snapshot
        if draw is not None and snapshot is not None:
            drawn = draw(snapshot)
            if drawn != shown:
                lines += _indented(drawn)
                shown = drawn
    return lines


def _after(game: ModuleType, state: Any, lang: str) -> str:
    """What the position asks next ("→ Player 2 to bid (OH-BID-1)"), or that it is over."""
    asks = game.asks(state)
    if not asks:
        return _t("core.diagram.over", lang)
    return "\n".join(_t("nb.waiting", lang, decision=ask.explain(lang)) for ask in asks)


def replay(game: ModuleType, position: Any, moves: Any, lang: str = "en", *,
           each_event: bool = False, show_position: bool = True,
           drawings: bool = True) -> Report:
    """Play ``moves`` (a list, or one string with moves separated by ``;``) from
    ``position``; for each move its verdict headline, the events in order, and what the
    game waits for next. ``each_event`` draws the position after every event that changes
    the drawing; ``drawings=False`` draws the position only once, at the start (long
    games, big maps). The drawings of one replay line up (the game's ``align``)."""
    try:
        state = _state(game, position)
    except NotationError as exc:
        return Report(unreadable(exc, lang))
    if isinstance(moves, str):
        moves = split_answer(moves)
    draw = _Drawer(game, state, lang)
    lines = [draw(state)]
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
        for event in outcome.events:
            if event.snapshot is not None:
                draw.see(event.snapshot)
        lines += _events(outcome, lang, draw if each_event else None)
        state = outcome.after
        if drawings and not each_event:
            lines += _indented(draw(state))
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
    "GAMES", "MESSAGES", "Report", "check_all_puzzles", "check_answer", "diagram", "drawings",
    "games_markdown", "puzzle", "puzzle_card", "replay", "rules_markdown", "try_position",
    "verdict",
]
