"""Puzzle packs for a class: one file, puzzles of one or several games, a quiz's answers and
the teacher's summary of them, and a printable sheet.

A pack is a TOML file: a ``[pack]`` table, then the puzzles, each in its game's puzzle
format (``tutor.core.puzzles``) plus the field ``game``::

    [pack]
    id = "week-1"
    title = { en = "Week 1: weights and tricks", fr = "Semaine 1 : poids et plis" }

    [[puzzle]]
    game = "flaming_pyramids"              # a registered game: flaming_pyramids, oh_hell, pook
    id = "exact-load"                      # unique in the pack
    rules = ["FP-BUILD-2"]
    position = "fp1 players=2 turn=1 pyramid=0:R10,G20 hands=Y40,B20|R2 piles=-|-"
    goal = "stand"
    answer = "B20@1,0"
    title = { en = "Same weight", fr = "Même poids" }
    question = { en = "Which tile stands?", fr = "Quelle tuile tient ?" }

Every puzzle is checked on load as in a game's own file (the position parses, the answer
meets the goal...), and a broken pack is refused with a message naming the file and the
entry. Texts missing in a language fall back to the other; :func:`untranslated` names
those entries so that the quiz can say so.

A quiz answer is one line of a CSV file (:data:`ANSWER_FIELDS`): the student, the pack, the
puzzle, the moves, whether they met the goal, and when. :func:`summary` reads a folder of
them: per puzzle, how many students answered and got it, and the commonest wrong answer
with the engine's explanation of it.
"""

from __future__ import annotations

import csv
import html
import io
import re
import tomllib
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from types import ModuleType
from typing import Any

from tutor.core import Msg, register_catalog, render
from tutor.core.errors import PuzzleError
from tutor.core.puzzles import (MAX_FILE_BYTES, Puzzle, judge, load_entry, split_answer,
                                 text_table)
from tutor.core.puzzles import untranslated as untranslated_puzzles
from tutor.registry import all_games

ANSWER_FIELDS = ("student", "pack", "puzzle", "game", "moves", "correct", "time")
MAX_NAME = 60           # a student's name as typed (cut beyond, for the file and the summary)


@dataclass(frozen=True)
class PackPuzzle:
    game: str
    puzzle: Puzzle

    @property
    def module(self) -> ModuleType:
        return all_games()[self.game]


@dataclass(frozen=True)
class Pack:
    id: str
    titles: tuple[tuple[str, str], ...]
    entries: tuple[PackPuzzle, ...]
    source: str = ""

    def title(self, lang: str = "en") -> str:
        by_lang = dict(self.titles)
        return by_lang.get(lang) or next(iter(by_lang.values()), self.id)

    def entry(self, puzzle_id: str) -> PackPuzzle | None:
        return next((e for e in self.entries if e.puzzle.id == puzzle_id), None)


def load_pack(text: str, source: str = "<text>") -> Pack:
    """Parse and check a pack. Raises :class:`PuzzleError` naming the file and the entry."""
    if len(text) > MAX_FILE_BYTES:
        raise PuzzleError(Msg("core.puzzle.too_large", size=len(text), most=MAX_FILE_BYTES),
                          source)
    try:
        data = tomllib.loads(text)
    except (tomllib.TOMLDecodeError, ValueError, RecursionError) as exc:
        raise PuzzleError(Msg("core.puzzle.bad_toml", detail=str(exc)[:200]), source) from exc
    head = data.get("pack")
    if not isinstance(head, dict):
        raise PuzzleError(Msg("core.puzzle.missing_field", field="[pack]"), source)
    unknown = sorted(set(head) - {"id", "title"})
    if unknown:
        raise PuzzleError(Msg("core.puzzle.unknown_field", field=unknown[0],
                              allowed=["id", "title"]), source, "[pack]")
    pack_id = head.get("id")
    if not isinstance(pack_id, str) or not pack_id.strip():
        raise PuzzleError(Msg("core.puzzle.missing_field", field="id"), source, "[pack]")
    if "title" not in head:
        raise PuzzleError(Msg("core.puzzle.missing_field", field="title"), source, "[pack]")
    titles = text_table(head["title"], "title", source, "[pack]")
    raw = data.get("puzzle")
    if not isinstance(raw, list) or not raw:
        raise PuzzleError(Msg("core.puzzle.missing_field", field="[[puzzle]]"), source)
    games = all_games()
    entries: list[PackPuzzle] = []
    seen: set[str] = set()
    for index, entry in enumerate(raw):
        where = entry.get("id") if isinstance(entry, dict) and isinstance(entry.get("id"), str) \
            else f"#{index + 1}"
        if not isinstance(entry, dict):
            raise PuzzleError(Msg("core.puzzle.bad_field", field="puzzle", expected="a table"),
                              source, where)
        game = entry.get("game")
        if "game" not in entry:
            raise PuzzleError(Msg("core.puzzle.missing_field", field="game"), source, where)
        if not isinstance(game, str) or game not in games:
            raise PuzzleError(Msg("pack.unknown_game", given=str(game)[:40],
                                  games=sorted(games)), source, where)
        rest = {k: v for k, v in entry.items() if k != "game"}
        puzzle = load_entry(games[game], rest, source, index)   # as in the game's own file
        if puzzle.id in seen:
            raise PuzzleError(Msg("core.puzzle.duplicate_id", id=puzzle.id), source, puzzle.id)
        seen.add(puzzle.id)
        entries.append(PackPuzzle(game, puzzle))
    return Pack(pack_id, titles, tuple(entries), source)


def load_pack_file(path: str | Path) -> Pack:
    """The pack in the file at ``path`` (errors name the file, as :func:`load_pack`'s)."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise PuzzleError(Msg("core.puzzle.too_large", size=path.stat().st_size,
                                  most=MAX_FILE_BYTES), path.name)
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise PuzzleError(Msg("core.puzzle.unreadable", detail=str(exc)), path.name) from exc
    return load_pack(text, path.name)


def untranslated(pack: Pack, lang: str) -> list[str]:
    """The ids of the entries with a text not written in ``lang`` (the pack's own title
    counts as the entry ``[pack]``)."""
    out = ["[pack]"] if lang not in dict(pack.titles) else []
    return out + untranslated_puzzles([e.puzzle for e in pack.entries], lang)


# ---------------------------------------------------------------- answers

@dataclass(frozen=True)
class Answer:
    student: str
    pack: str
    puzzle: str
    game: str
    moves: tuple[str, ...]
    correct: bool
    time: str           # ISO 8601, UTC

    def row(self) -> dict[str, str]:
        return {"student": self.student, "pack": self.pack, "puzzle": self.puzzle,
                "game": self.game, "moves": "; ".join(self.moves),
                "correct": "yes" if self.correct else "no", "time": self.time}


def clean_name(name: Any) -> str:
    """A student's name as typed, fit for a file name and a table: spaces squeezed,
    cut at :data:`MAX_NAME` characters, no path or control characters."""
    text = " ".join(str(name).split())[:MAX_NAME]
    return "".join(c for c in text if c.isprintable() and c not in '/\\:*?"<>|')


def answer_file(folder: str | Path, student: str, pack: Pack) -> Path:
    """Where a student's answers to a pack are written: one file per student and pack."""
    safe = clean_name(student).replace(" ", "_") or "student"
    return Path(folder) / f"{pack.id}--{safe}.csv"


def record(folder: str | Path, student: str, pack: Pack, puzzle_id: str,
           moves: Sequence[Any], correct: bool, when: datetime | None = None) -> Answer:
    """Append one answer to the student's file (created with its header line)."""
    entry = pack.entry(puzzle_id)
    if entry is None:
        raise KeyError(puzzle_id)
    when = when or datetime.now(timezone.utc)
    answer = Answer(clean_name(student), pack.id, puzzle_id, entry.game,
                    tuple(str(m) for m in moves), bool(correct),
                    when.astimezone(timezone.utc).isoformat(timespec="seconds"))
    path = answer_file(folder, student, pack)
    path.parent.mkdir(parents=True, exist_ok=True)
    new = not path.exists()
    with path.open("a", encoding="utf-8", newline="") as out:
        writer = csv.DictWriter(out, ANSWER_FIELDS)
        if new:
            writer.writeheader()
        writer.writerow(answer.row())
    return answer


def read_answers(folder: str | Path, pack: Pack) -> tuple[list[Answer], list[str]]:
    """The answers to ``pack`` in the CSV files of ``folder``, and a note per line or file
    that could not be read (a teacher's folder may hold anything)."""
    answers, skipped = [], []
    for path in sorted(Path(folder).glob("*.csv")):
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            skipped.append(f"{path.name}: {exc}")
            continue
        for number, row in enumerate(csv.DictReader(io.StringIO(text)), 2):
            if row.get("pack") != pack.id:
                continue
            if not all(isinstance(row.get(f), str) for f in ANSWER_FIELDS) \
                    or row["correct"] not in ("yes", "no") or pack.entry(row["puzzle"]) is None:
                skipped.append(f"{path.name}:{number}")
                continue
            answers.append(Answer(row["student"], row["pack"], row["puzzle"], row["game"],
                                  split_answer(row["moves"]), row["correct"] == "yes",
                                  row["time"]))
    return answers, skipped


@dataclass(frozen=True)
class PuzzleSummary:
    entry: PackPuzzle
    students: int               # who answered it at least once
    solved: int                 # who met the goal at least once
    first_try: int              # whose first answer met the goal
    commonest_wrong: tuple[str, ...] | None
    wrong_count: int            # how many answers were that wrong one

    def explanation(self, lang: str = "en") -> str:
        """The engine's verdict on the commonest wrong answer, in ``lang``."""
        if self.commonest_wrong is None:
            return ""
        module = self.entry.module
        try:
            moves = [module.parse_move(m) for m in self.commonest_wrong]
            return judge(module, self.entry.puzzle, moves).explain(lang)
        except Exception as exc:        # an answer typed as text by hand, not a move
            return render(Msg("pack.unreadable_move", detail=str(exc)[:120]), lang)


def summary(pack: Pack, answers: Iterable[Answer]) -> list[PuzzleSummary]:
    """Per puzzle of the pack, in its order: who answered, who got it, the commonest wrong
    answer (ties: the one given first)."""
    by_puzzle: dict[str, list[Answer]] = {e.puzzle.id: [] for e in pack.entries}
    for answer in sorted(answers, key=lambda a: a.time):
        if answer.puzzle in by_puzzle:
            by_puzzle[answer.puzzle].append(answer)
    out = []
    for entry in pack.entries:
        given = by_puzzle[entry.puzzle.id]
        students = {a.student for a in given}
        solved = {a.student for a in given if a.correct}
        first: dict[str, Answer] = {}
        for a in given:
            first.setdefault(a.student, a)
        wrong = Counter(a.moves for a in given if not a.correct)
        common = max(wrong, key=lambda m: wrong[m]) if wrong else None
        out.append(PuzzleSummary(entry, len(students), len(solved),
                                 sum(a.correct for a in first.values()), common,
                                 wrong[common] if common else 0))
    return out


def summary_markdown(pack: Pack, answers: Iterable[Answer], lang: str = "en") -> str:
    """The teacher's summary as a Markdown table, then each commonest wrong answer explained."""
    rows = summary(pack, answers)
    t = lambda key, **kw: render(Msg(key, **kw), lang)  # noqa: E731
    lines = [f"### {t('pack.summary.title', title=pack.title(lang))}", "",
             f"| {t('pack.summary.puzzle')} | {t('pack.summary.answered')} | "
             f"{t('pack.summary.solved')} | {t('pack.summary.first_try')} | "
             f"{t('pack.summary.wrong')} |", "|---|---|---|---|---|"]
    for row in rows:
        wrong = (f"`{'; '.join(row.commonest_wrong)}` × {row.wrong_count}"
                 if row.commonest_wrong else "—")
        lines.append(f"| {row.entry.puzzle.text('title', lang)} (`{row.entry.puzzle.id}`) | "
                     f"{row.students} | {row.solved} | {row.first_try} | {wrong} |")
    for row in rows:
        if row.commonest_wrong:
            lines += ["", f"**{row.entry.puzzle.id}** — `{'; '.join(row.commonest_wrong)}`:", "",
                      "```text", row.explanation(lang), "```"]
    return "\n".join(lines)


# ---------------------------------------------------------------- printable sheet

#: The sheet's text column, in CSS pixels: a picture is never shown wider.
SHEET_WIDTH = 736


def picture_width(svg: str) -> int:
    """The width a position's picture is shown at on the sheet: its own, or the page's
    when it is wider. A picture is never shrunk to a fixed height (its labels printed at
    about 7 px when the Oh Hell table was held to 20em)."""
    found = re.search(r'<svg[^>]*?\swidth="([\d.]+)"', svg)
    return min(SHEET_WIDTH, round(float(found.group(1)))) if found else SHEET_WIDTH

def sheet_html(pack: Pack, lang: str = "en") -> str:
    """A printable sheet of the pack: each puzzle's position drawn, its question and a line
    to answer on; the answers (and why) on a page of their own. Plain HTML with inline SVG:
    print it from the browser, or save it as PDF."""
    t = lambda key, **kw: html.escape(render(Msg(key, **kw), lang))  # noqa: E731
    title = html.escape(pack.title(lang))
    parts = [f"<!DOCTYPE html><html lang=\"{lang}\"><head><meta charset=\"utf-8\">",
             f"<title>{title}</title><style>{_SHEET_CSS}</style></head><body>",
             f"<h1>{title}</h1><p class=\"name\">{t('pack.sheet.name')} ______________________</p>"]
    for number, entry in enumerate(pack.entries, 1):
        module, puzzle = entry.module, entry.puzzle
        svg = module.state_svg(module.from_notation(puzzle.position), lang)
        parts.append(
            f'<section class="puzzle"><h2>{number}. {html.escape(puzzle.text("title", lang))}</h2>'
            f'<div class="picture" style="width:{picture_width(svg)}px">{svg}</div>'
            f'<p>{html.escape(puzzle.text("question", lang))}</p>'
            f'<p class="rules">{t("pack.sheet.rules", rules=", ".join(puzzle.rules))}</p>'
            f'<p class="answer">{t("pack.sheet.your_answer")} ______________________</p></section>')
    parts.append(f'<section class="answers"><h1>{t("pack.sheet.answers", title=pack.title(lang))}</h1><ol>')
    for entry in pack.entries:
        puzzle = entry.puzzle
        why = puzzle.text("explanation", lang)
        parts.append(f"<li><b>{html.escape(puzzle.text('title', lang))}</b>: "
                     f"<code>{html.escape('; '.join(puzzle.answer))}</code>"
                     + (f" — {html.escape(why)}" if why else "") + "</li>")
    parts.append(f"</ol><p class=\"note\">{t('pack.sheet.any_answer')}</p></section></body></html>")
    return "".join(parts)


_SHEET_CSS = (
    f"body{{font-family:sans-serif;max-width:{SHEET_WIDTH}px;margin:1.5em auto;color:#222}}"
    "h1{font-size:1.5em}h2{font-size:1.15em;margin:.2em 0}"
    ".puzzle{break-inside:avoid;page-break-inside:avoid;border-top:1px solid #bbb;padding:.6em 0}"
    ".picture{max-width:100%}.picture svg{width:100%;height:auto}"
    ".rules,.note{color:#666;font-size:.9em}.answer{margin-top:1em}"
    ".answers{break-before:page;page-break-before:always}"
)


MESSAGES = {
    "pack.unknown_game": {
        "en": "the field 'game' is '{given}': it must be one of {games}",
        "fr": "le champ « game » vaut « {given} » : il doit être l'un de {games}"},
    "pack.unreadable_move": {
        "en": "this answer is not a move the game reads: {detail}",
        "fr": "cette réponse n'est pas un coup que le jeu sait lire : {detail}"},
    "pack.summary.title": {"en": "Answers to “{title}”", "fr": "Réponses à « {title} »"},
    "pack.summary.puzzle": {"en": "Puzzle", "fr": "Énigme"},
    "pack.summary.answered": {"en": "Students who answered", "fr": "Élèves qui ont répondu"},
    "pack.summary.solved": {"en": "Got it", "fr": "Réussie"},
    "pack.summary.first_try": {"en": "At the first try", "fr": "Du premier coup"},
    "pack.summary.wrong": {"en": "Commonest wrong answer", "fr": "Erreur la plus fréquente"},
    "pack.sheet.name": {"en": "Name:", "fr": "Nom :"},
    "pack.sheet.rules": {"en": "Rules: {rules}", "fr": "Règles : {rules}"},
    "pack.sheet.your_answer": {"en": "Your answer:", "fr": "Votre réponse :"},
    "pack.sheet.answers": {"en": "Answers: {title}", "fr": "Réponses : {title}"},
    "pack.sheet.any_answer": {
        "en": "Any answer that reaches the goal is right, not only the one printed here: "
              "check others on the live board.",
        "fr": "Toute réponse qui atteint l'objectif est juste, pas seulement celle imprimée "
              "ici : vérifiez les autres sur le plateau vivant."},
}
register_catalog(MESSAGES)
