"""Puzzles and edge cases as data (TOML), validated on load and checked by the engine.

A puzzle file holds ``[[puzzle]]`` tables::

    [[puzzle]]
    id = "colour-exact-load"                 # stable, unique in the file
    rules = ["FP-BUILD-1", "FP-BUILD-2"]     # rule IDs the puzzle is about
    position = "fp1 players=2 ..."           # the game's position notation
    goal = "stand"                           # a goal the game defines (see its GOALS)
    answer = "B60@1,0"                       # one move, or several separated by ';'
    expect = ["FP-BUILD-1"]                  # optional: rules the answer's events must cite
    [puzzle.title]
    en = "Exact load"
    fr = "Charge exacte"
    [puzzle.question]
    en = "Place a tile that stands."
    fr = "Posez une tuile qui tient."
    [puzzle.explanation]                     # optional
    en = "..."

Texts need at least one language; a missing language falls back to the other. On load,
the position must parse, the rule IDs must exist, the answer must parse and must meet the
goal, and ``expect`` must be cited by the answer's events, so a broken or wrong puzzle is
refused with a message naming the file and the entry.

The learner's answer is judged by the engine against the goal, never by comparing it with
the stated answer: any move that meets the goal is right.
"""

from __future__ import annotations

import functools
import sys
import tomllib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import NotationError, PuzzleError
from .i18n import LANGUAGES, Msg, render
from .i18n import register_catalog
from .verdict import Outcome, Verdict

ALLOWED_FIELDS = {"id", "rules", "position", "goal", "answer", "expect", "title", "question",
                  "explanation"}
TEXT_FIELDS = ("title", "question", "explanation")


@dataclass(frozen=True)
class Puzzle:
    id: str
    rules: tuple[str, ...]
    position: str
    goal: str
    answer: tuple[str, ...]
    expect: tuple[str, ...]
    texts: tuple[tuple[str, tuple[tuple[str, str], ...]], ...]
    source: str = ""

    def text(self, name: str, lang: str = "en") -> str:
        """``title``, ``question`` or ``explanation`` in ``lang`` (falls back)."""
        by_lang = dict(dict(self.texts).get(name, ()))
        if lang in by_lang:
            return by_lang[lang]
        return next(iter(by_lang.values()), "")


def untranslated(puzzles: Sequence[Puzzle], lang: str) -> list[str]:
    """The ids of the puzzles with a text not written in ``lang`` (shown in the other
    language instead): a teacher's file written in one language only loads, but the board
    says which entries fall back."""
    out = []
    for puzzle in puzzles:
        if any(lang not in dict(by_lang) for _name, by_lang in puzzle.texts):
            out.append(puzzle.id)
    return out


@dataclass(frozen=True)
class PuzzleResult:
    """The judgement of a learner's attempt: was the move allowed, did it meet the goal."""

    puzzle: Puzzle
    correct: bool
    verdict: Verdict
    outcomes: tuple[Outcome, ...]
    msg: Msg

    def explain(self, lang: str = "en") -> str:
        return render(self.msg, lang) + "\n" + self.verdict.explain(lang)


def text_table(value: Any, field: str, source: str, where: str) -> tuple[tuple[str, str], ...]:
    """A text field (``{ en = "...", fr = "..." }``, or one English string) as sorted
    (language, text) pairs. Raises :class:`PuzzleError` naming ``field`` and ``where``."""
    if isinstance(value, str):
        value = {"en": value}
    if (not isinstance(value, dict) or not value
            or any(k not in LANGUAGES or not isinstance(v, str) for k, v in value.items())):
        raise PuzzleError(Msg("core.puzzle.bad_field", field=field,
                              expected="a table of texts with keys en/fr"), source, where)
    return tuple(sorted(value.items()))


def _texts(entry: Mapping[str, Any], source: str, pid: str) -> tuple:
    out = []
    for name in TEXT_FIELDS:
        value = entry.get(name)
        if value is None:
            if name != "explanation":
                raise PuzzleError(Msg("core.puzzle.missing_field", field=name), source, pid)
            continue
        out.append((name, text_table(value, name, source, pid)))
    return tuple(out)


def split_answer(answer: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in answer.split(";") if part.strip())


def judge(module: Any, puzzle: Puzzle, moves: Sequence[Any]) -> PuzzleResult:
    """Judge a learner's attempt (one or more moves) against the puzzle's goal.

    The moves are played in order; the first refused move ends the attempt and its verdict
    is what the learner sees.
    """
    state = module.from_notation(puzzle.position)
    outcomes: list[Outcome] = []
    first: Verdict | None = None
    for move in moves:
        verdict = module.check(state, move)
        first = first or verdict
        if not verdict.legal:
            return PuzzleResult(puzzle, False, verdict, tuple(outcomes),
                                Msg("core.puzzle.result.refused"))
        outcome = module.apply(state, move)
        outcomes.append(outcome)
        state = outcome.after
    assert first is not None, "judge needs at least one move"
    start = outcomes[0].before
    met = module.GOALS[puzzle.goal](start, tuple(outcomes))
    key = "core.puzzle.result.correct" if met else "core.puzzle.result.wrong"
    return PuzzleResult(puzzle, met, first, tuple(outcomes),
                        Msg(key, goal=Msg(f"{module.GAME_PREFIX}.goal.{puzzle.goal}")))


#: The largest puzzle file read (a teacher's file holds a few dozen puzzles: ~100 KB).
MAX_FILE_BYTES = 1_000_000


def _cut(text: str, most: int = 60) -> str:
    """``text`` as a message quotes it: a long one is cut in the middle."""
    return text if len(text) <= most else text[:most // 2 - 1] + "…" + text[-(most // 2 - 1):]


def _kind(value: Any) -> Msg:
    """What a TOML value is, in words ("a number", "a list"...)."""
    name = {bool: "bool", int: "number", float: "number", str: "text", list: "list",
            dict: "table"}.get(type(value), "other")
    return Msg(f"core.puzzle.kind.{name}")


def _engine(call: Callable[[], Any], source: str, pid: str, field: str) -> Any:
    """``call()`` (the engine reading or judging the entry); an exception that is not the
    engine's own refusal (a bug, or input the engine failed to bound) becomes a
    :class:`PuzzleError` naming the file, the entry and the field, so a broken file never
    shows a traceback."""
    try:
        return call()
    except NotationError:
        raise
    except PuzzleError as exc:          # a goal's own refusal (too large to solve...)
        if exc.source:
            raise
        raise PuzzleError(exc.msg, source, pid) from exc
    except (ArithmeticError, LookupError, RecursionError, TypeError, ValueError,
            MemoryError) as exc:
        detail = f"{type(exc).__name__}: {str(exc)[:200]}"
        raise PuzzleError(Msg("core.puzzle.engine_failed", field=field, detail=detail),
                          source, pid) from exc


def load_entry(module: Any, entry: Mapping[str, Any], source: str, index: int) -> Puzzle:
    """One ``[[puzzle]]`` table (the ``index``-th of ``source``) checked and made a
    :class:`Puzzle` of ``module``'s game. Raises :class:`PuzzleError` naming the entry."""
    pid = entry.get("id")
    if not isinstance(pid, str):
        where = f"#{index + 1}"
        if pid is None:
            raise PuzzleError(Msg("core.puzzle.missing_field", field="id"), source, where)
        raise PuzzleError(Msg("core.puzzle.wrong_kind", field="id", got=_kind(pid),
                              expected=Msg("core.puzzle.expected.id")), source, where)
    if not pid.strip():
        raise PuzzleError(Msg("core.puzzle.empty_field", field="id",
                              expected=Msg("core.puzzle.expected.id")), source,
                          f"#{index + 1}")
    for key in entry:
        if key not in ALLOWED_FIELDS:
            raise PuzzleError(Msg("core.puzzle.unknown_field", field=key,
                                  allowed=sorted(ALLOWED_FIELDS)), source, pid)
    for name in ("position", "goal", "answer"):
        if not isinstance(entry.get(name), str):
            if name not in entry:
                raise PuzzleError(Msg("core.puzzle.missing_field", field=name), source, pid)
            raise PuzzleError(Msg("core.puzzle.wrong_kind", field=name, got=_kind(entry[name]),
                                  expected=Msg("core.puzzle.kind.text")), source, pid)
    known_rules = {str(rule) for rule in module.R}
    lists = {}
    for name in ("rules", "expect"):
        value = entry.get(name, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise PuzzleError(Msg("core.puzzle.bad_field", field=name,
                                  expected="a list of rule IDs"), source, pid)
        for rule in value:
            if rule not in known_rules:
                raise PuzzleError(Msg("core.puzzle.unknown_rule", rule=rule), source, pid)
        lists[name] = tuple(value)
    if not lists["rules"]:
        if "rules" not in entry:
            raise PuzzleError(Msg("core.puzzle.missing_field", field="rules"), source, pid)
        raise PuzzleError(Msg("core.puzzle.empty_rules", example=sorted(known_rules)[0]),
                          source, pid)
    goal = entry["goal"]
    if goal not in module.GOALS:
        raise PuzzleError(Msg("core.puzzle.unknown_goal", goal=goal,
                              allowed=sorted(module.GOALS)), source, pid)
    try:
        _engine(lambda: module.from_notation(entry["position"]), source, pid, "position")
    except NotationError as exc:
        raise PuzzleError(Msg("core.puzzle.bad_position", detail=exc.msg), source, pid) from exc
    answer = split_answer(entry["answer"])
    moves = []
    for text in answer:
        try:
            moves.append(_engine(lambda: module.parse_move(text), source, pid, "answer"))
        except NotationError as exc:
            raise PuzzleError(Msg("core.puzzle.bad_answer", answer=_cut(text), detail=exc.msg),
                              source, pid) from exc
    if not moves:
        raise PuzzleError(Msg("core.puzzle.empty_answer", answer=_cut(entry["answer"])), source, pid)
    puzzle = Puzzle(pid, lists["rules"], entry["position"], goal, answer, lists["expect"],
                    _texts(entry, source, pid), source)
    result = _engine(lambda: judge(module, puzzle, moves), source, pid, "answer")
    if not result.verdict.legal:            # the engine's refusal, with its reasons
        refused = result.verdict
        raise PuzzleError(Msg("core.puzzle.illegal_answer", answer=_cut(entry["answer"]),
                              move=refused.move_text,
                              why=[r.msg for r in refused.violations]), source, pid)
    if not result.correct:
        raise PuzzleError(Msg("core.puzzle.wrong_answer", answer=_cut(entry["answer"]), goal=goal),
                          source, pid)
    cited = [event.rule for outcome in result.outcomes for event in outcome.events]
    for rule in puzzle.expect:
        if rule not in cited:
            raise PuzzleError(Msg("core.puzzle.not_cited", rule=rule), source, pid)
    return puzzle


def load_puzzles(module: Any, text: str, source: str = "<text>") -> tuple[Puzzle, ...]:
    """Parse and validate puzzles from TOML text. Raises :class:`PuzzleError`."""
    if len(text) > MAX_FILE_BYTES:
        raise PuzzleError(Msg("core.puzzle.too_large", size=len(text), most=MAX_FILE_BYTES),
                          source)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PuzzleError(Msg("core.puzzle.bad_toml", detail=str(exc)), source) from exc
    except RecursionError as exc:       # tables or lists nested thousands deep
        raise PuzzleError(Msg("core.puzzle.bad_toml", detail=Msg("core.puzzle.too_nested")),
                          source) from exc
    except ValueError as exc:           # e.g. a number of more than 4,300 digits
        raise PuzzleError(Msg("core.puzzle.bad_toml", detail=str(exc)[:200]), source) from exc
    entries = data.get("puzzle")
    if not isinstance(entries, list) or not entries:
        raise PuzzleError(Msg("core.puzzle.missing_field", field="[[puzzle]]"), source)
    puzzles: list[Puzzle] = []
    seen: set[str] = set()
    for index, entry in enumerate(entries):
        if not isinstance(entry, dict):
            raise PuzzleError(Msg("core.puzzle.bad_field", field="puzzle",
                                  expected="a table"), source, f"#{index + 1}")
        puzzle = load_entry(module, entry, source, index)
        if puzzle.id in seen:
            raise PuzzleError(Msg("core.puzzle.duplicate_id", id=puzzle.id), source, puzzle.id)
        seen.add(puzzle.id)
        puzzles.append(puzzle)
    return tuple(puzzles)


def load_puzzle_file(module: Any, path: str | Path) -> tuple[Puzzle, ...]:
    """The puzzles of the TOML file at ``path``. Raises :class:`PuzzleError` naming the file
    (and the entry) for anything wrong: unreadable, too large, not TOML, a bad entry."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise PuzzleError(Msg("core.puzzle.too_large", size=path.stat().st_size,
                                  most=MAX_FILE_BYTES), path.name)
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise PuzzleError(Msg("core.puzzle.unreadable", detail=str(exc)), path.name) from exc
    return load_puzzles(module, text, path.name)


PUZZLE_MESSAGES = {
    "core.puzzle.wrong_kind": {
        "en": "the field '{field}' is {got}: it must be {expected}",
        "fr": "le champ « {field} » est {got} : il doit être {expected}",
    },
    "core.puzzle.empty_field": {
        "en": "the field '{field}' is empty: it must be {expected}",
        "fr": "le champ « {field} » est vide : il doit être {expected}",
    },
    "core.puzzle.expected.id": {
        "en": "a short name in quotes, unique in the file, e.g. id = \"exact-load\"",
        "fr": "un nom court entre guillemets, unique dans le fichier, par exemple "
              "id = \"exact-load\"",
    },
    "core.puzzle.kind.bool": {"en": "true or false", "fr": "vrai ou faux"},
    "core.puzzle.kind.number": {"en": "a number", "fr": "un nombre"},
    "core.puzzle.kind.text": {"en": "a text in quotes", "fr": "un texte entre guillemets"},
    "core.puzzle.kind.list": {"en": "a list", "fr": "une liste"},
    "core.puzzle.kind.table": {"en": "a table", "fr": "une table"},
    "core.puzzle.kind.other": {"en": "a date or a time", "fr": "une date ou une heure"},
    "core.puzzle.empty_rules": {
        "en": "the field 'rules' is an empty list: name the rule IDs the puzzle is about, "
              "e.g. rules = [\"{example}\"]",
        "fr": "le champ « rules » est une liste vide : nommez les règles dont parle "
              "l'énigme, par exemple rules = [\"{example}\"]",
    },
    "core.puzzle.empty_answer": {
        "en": "the answer '{answer}' holds no move: write one move, or several separated "
              "by ';'",
        "fr": "la réponse « {answer} » ne contient aucun coup : écrivez un coup, ou "
              "plusieurs séparés par « ; »",
    },
    "core.puzzle.illegal_answer": {
        "en": "the stated answer '{answer}' is not allowed in the position: {move} is "
              "refused ({why})",
        "fr": "la réponse donnée « {answer} » n'est pas permise dans la position : {move} "
              "est refusé ({why})",
    },
    "core.puzzle.engine_failed": {
        "en": "the tutor could not check the field '{field}' ({detail}); the file was not "
              "loaded",
        "fr": "le tuteur n'a pas pu vérifier le champ « {field} » ({detail}) ; le fichier "
              "n'a pas été chargé",
    },
    "core.puzzle.too_large": {
        "en": "the file is too large ({size} bytes; at most {most})",
        "fr": "le fichier est trop gros ({size} octets ; au plus {most})",
    },
    "core.puzzle.too_nested": {
        "en": "lists or tables nested too deep",
        "fr": "listes ou tables imbriquées trop profondément",
    },
    "core.puzzle.not_cited": {
        "en": "the answer's consequences never cite {rule}",
        "fr": "les conséquences de la réponse ne citent jamais {rule}",
    },
    "core.puzzle.result.correct": {
        "en": "Well done: {goal} ✓",
        "fr": "Bravo : {goal} ✓",
    },
    "core.puzzle.result.wrong": {
        "en": "Not yet: the goal was “{goal}”. See what happened below.",
        "fr": "Pas encore : l'objectif était « {goal} ». Voyez ce qui s'est passé ci-dessous.",
    },
    "core.puzzle.result.refused": {
        "en": "That move is not allowed here:",
        "fr": "Ce coup n'est pas autorisé ici :",
    },
}

register_catalog(PUZZLE_MESSAGES)


def lazy_puzzles(module_name: str, path: Path) -> Callable[[str], Any]:
    """A game package's module ``__getattr__`` that gives its ``PUZZLES``, loaded from
    ``path`` (and checked by the engine) on first use rather than at import::

        __getattr__ = lazy_puzzles(__name__, PUZZLE_FILE)
    """
    @functools.cache
    def puzzles() -> Any:
        return load_puzzle_file(sys.modules[module_name], path)

    def __getattr__(name: str) -> Any:
        if name == "PUZZLES":
            return puzzles()
        raise AttributeError(f"module {module_name!r} has no attribute {name!r}")

    return __getattr__
