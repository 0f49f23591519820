"""The rule reference: every rule of every game, searchable by a word or an ID (in either
language), each with its text in the reader's language, the lesson that teaches it, the
puzzles that test it and a board set to a position that shows it; and the rules of the
fact sheets the tutor leaves out (a game's ``NOT_IMPLEMENTED``), each said to be left out,
with the reason. The games come in the course's order (the welcome page's: Flaming
Pyramids first), each game's rules in its rulebook's order.

Nothing is written by hand, so nothing drifts: the rules come from each game's
``RULEBOOK``, the puzzles from its ``PUZZLES`` (``rules`` field), and the lessons from the
course itself — a lesson is a ``## heading`` of the course ``courses/<game>.ipynb`` (in
the reader's language) whose cells show the rule (``rules_markdown(game, [...])``), and
the lesson's position is the first position written in its cells (the one its board opens
on). A rule that no lesson shows is opened on a position of a puzzle that tests it, if any.

    from widgets.reference import RuleReference
    RuleReference(LANG)                      # the search box, in JupyterLab or in app mode

:func:`entries` and :func:`search` are the plain data behind it (tested without widgets).
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any
from urllib.parse import quote

import ipywidgets as W

from tutor.core import Msg, register_catalog, render
from tutor.core.i18n import LANGUAGES, folded
from tutor.registry import all_games
from widgets import courses

_RULES_CALL = re.compile(r"rules_markdown\(\s*\w+\s*,\s*\[([^\]]*)\]")
_RULE_ID = re.compile(r"[\"']([A-Z]+(?:-[A-Z0-9]+)+)[\"']")


@dataclass(frozen=True)
class Lesson:
    notebook: str           # "pook.ipynb" (of the reader's language, beside this page)
    heading: str            # "2. Adjacency and the 5×5 window" (in that language)
    position: str | None    # the first position written in the lesson's cells

    @property
    def link(self) -> str:
        """The lesson's address from a notebook beside it (JupyterLab and Voilà name a
        heading's anchor by its text, spaces as dashes)."""
        return f"{self.notebook}#{quote(self.heading.replace(' ', '-'))}"


@dataclass(frozen=True)
class Entry:
    game: str               # "pook"
    rule: Any               # the game's Rule (id, title, summary)
    lessons: tuple[tuple[str, Lesson], ...]   # (language, the lesson in that language)
    puzzles: tuple[Any, ...]
    implemented: bool = True    # False: in the game's NOT_IMPLEMENTED (its summary says why)

    def lesson(self, lang: str) -> Lesson | None:
        """The lesson that teaches the rule, in the course of language ``lang``."""
        return dict(self.lessons).get(lang)

    @property
    def position(self) -> str | None:
        """Where a board shows the rule: the lesson's position, else a puzzle's."""
        for _, lesson in self.lessons:
            if lesson.position is not None:
                return lesson.position
        return self.puzzles[0].position if self.puzzles else None


def lessons(game: ModuleType, lang: str, sources: Path = courses.SOURCES) -> dict[str, Lesson]:
    """Rule ID -> the first lesson of the ``lang`` course of ``game`` that shows it."""
    path = courses.source_path(game.GAME_ID, sources)
    if not path.is_file():
        return {}
    cells = list(courses.cells_for(courses.read(path), lang))
    # a position: the notation's version (kb2 after kb1), then its fields (after a space, or
    # a ";" as sag1)
    position = re.compile(rf"[\"']({re.escape(game.GAME_PREFIX)}[1-9][0-9]*[ ;][^\"']+)[\"']")
    found: dict[str, Lesson] = {}
    heading, ids, first_position = None, [], None

    def close() -> None:
        for rid in ids:
            found.setdefault(rid, Lesson(path.name, heading, first_position))

    for cell in cells:
        source = "".join(cell["source"])
        if cell["cell_type"] == "markdown":
            titles = re.findall(r"^##\s+(.+?)\s*$", source, re.M)
            if titles:
                if heading is not None:
                    close()
                heading, ids, first_position = titles[-1], [], None
            continue
        if heading is None:
            continue
        for call in _RULES_CALL.findall(source):
            ids += _RULE_ID.findall(call)
        if first_position is None:
            match = position.search(source)
            first_position = match.group(1) if match else None
    if heading is not None:
        close()
    return found


def course_order(game_ids: Any) -> list[str]:
    """``game_ids`` in the course's order (the welcome page's list of games), any game the
    welcome page does not list yet last, by id."""
    from widgets.notebook import GAMES
    listed = [game_id for game_id, _name in GAMES]
    return sorted(game_ids, key=lambda g: (listed.index(g) if g in listed else len(listed), g))


@cache
def entries(sources: Path = courses.SOURCES) -> tuple[Entry, ...]:
    """Every rule of every registered game: the games in the course's order
    (:func:`course_order`), each game's rules in its rulebook's order, then the rules it
    leaves out."""
    out = []
    games = all_games()
    for game_id in course_order(games):
        game = games[game_id]
        taught = {lang: lessons(game, lang, sources) for lang in LANGUAGES}
        for rule in game.RULEBOOK.values():
            rid = str(rule.id)
            tested = tuple(p for p in game.PUZZLES if rid in p.rules)
            shown = tuple((lang, taught[lang][rid]) for lang in LANGUAGES if rid in taught[lang])
            out.append(Entry(game_id, rule, shown, tested))
        out += [Entry(game_id, rule, (), (), implemented=False)
                for rule in game.NOT_IMPLEMENTED.values()]
    return tuple(out)


def search(query: str, game: str | None = None, sources: Path = courses.SOURCES) -> list[Entry]:
    """The rules whose ID, title or summary (in either language) holds every word of
    ``query`` (case and accents ignored: "fenetre" finds "fenêtre"); ``game`` narrows to one
    game. An empty query lists them all."""
    words = folded(str(query)).split()
    out = []
    for entry in entries(sources):
        if game is not None and entry.game != game:
            continue
        rule = entry.rule
        haystack = folded(" ".join([str(rule.id), *rule.title.values(),
                                     *rule.summary.values()]))
        if all(word in haystack for word in words):
            out.append(entry)
    return out


def entry_html(entry: Entry, lang: str) -> str:
    """One rule as the reference shows it, in ``lang`` only."""
    rule = entry.rule
    left_out = "" if entry.implemented else (
        f'<i style="color:#a51d2d">{html.escape(render(Msg("ui.ref.not_implemented"), lang))}'
        "</i> ")
    parts = [f"<b>{html.escape(str(rule.id))} — {html.escape(rule.title[lang])}.</b> "
             f"{left_out}{html.escape(rule.summary[lang])}"]
    lesson = entry.lesson(lang)
    if lesson is not None:
        parts.append(render(Msg("ui.ref.lesson", link=lesson.link,
                                title=html.escape(lesson.heading)), lang))
    elif entry.implemented:                     # a rule left out says why instead
        parts.append(render(Msg("ui.ref.no_lesson"), lang))
    if entry.puzzles:
        names = ", ".join(html.escape(f"{p.id} ({p.text('title', lang)})") for p in entry.puzzles)
        parts.append(render(Msg("ui.ref.puzzles", names=names), lang))
    return '<div class="rt-ref-entry" style="margin:6px 0 10px">' + "<br>".join(parts) + "</div>"


_STYLE = ("<style>.rt-ref-entry a { color: #1a5fb4; text-decoration: underline; }"
          ".rt-ref-entry { line-height: 1.45; }</style>")


class RuleReference:
    """The search box over every rule (see the module docstring). ``game``: one game's
    rules only (its id, e.g. ``"pook"``)."""

    MAX_SHOWN = 40

    def __init__(self, lang: str = "en", game: str | None = None):
        self.lang = lang if lang in ("en", "fr") else "en"
        self.game = game
        self.query = W.Text(placeholder=render(Msg("ui.ref.placeholder"), self.lang),
                            continuous_update=True, layout=W.Layout(width="420px"))
        self.results = W.HTML()
        self.choice = W.Dropdown(layout=W.Layout(width="420px"))
        self.show = W.Button(description=render(Msg("ui.ref.show"), self.lang))
        self.board_area = W.Output()
        self.board: Any = None                  # the board last opened
        self.query.observe(lambda change: self.refresh(), names="value")
        self.show.on_click(lambda _button: self.open_board())
        self.widget = W.VBox([self.query, self.results, W.HBox([self.choice, self.show]),
                              self.board_area])
        self.refresh()

    def matches(self) -> list[Entry]:
        return search(self.query.value, self.game)

    def refresh(self) -> None:
        found = self.matches()
        shown = found[:self.MAX_SHOWN]
        count = render(Msg("ui.ref.count", n=len(found), shown=len(shown)), self.lang)
        self.results.value = (_STYLE + f"<div>{html.escape(count)}</div>"
                              + "".join(entry_html(e, self.lang) for e in shown))
        options = [(f"{e.rule.id} — {e.rule.title[self.lang]}", i)
                   for i, e in enumerate(shown) if e.position is not None]
        self.choice.options = options
        self.choice.index = 0 if options else None          # the first match is chosen
        self.show.disabled = not options

    def open_board(self) -> None:
        """Show the chosen rule's position on a live board, below the results."""
        if self.choice.value is None:
            return
        entry = self.matches()[self.choice.value]
        from widgets import board_class
        board = self.board = board_class(entry.game)(entry.position, lang=self.lang)
        self.board_area.clear_output()
        with self.board_area:
            from IPython.display import display
            display(board)

    def summary(self) -> str:
        """The reference in one line: what it holds and how to search it."""
        shown = search("", self.game)
        return render(Msg("ui.ref.summary", n=len(shown), games=len({e.game for e in shown})),
                      self.lang)

    def picture(self) -> str:
        """What the reference offers, as a picture: its title, the search box and each
        game's number of rules (what a reader sees where the search box does not run)."""
        from tutor.core.svg import document, label

        from .notebook import GAMES
        names = dict(GAMES)
        counts: dict[str, int] = {}
        for entry in search("", self.game):
            counts[entry.game] = counts.get(entry.game, 0) + 1
        width, y = 460, 24
        parts = [label(10, y, render(Msg("ui.ref.title"), self.lang), 16, bold=True)]
        parts.append(f'<rect x="10" y="{y + 10}" width="{width - 20}" height="26" rx="3" '
                     'fill="#ffffff" stroke="#9e9e9e"/>')
        parts.append(label(16, y + 27, render(Msg("ui.ref.placeholder"), self.lang), 12,
                           fill="#767676", width=width - 32))
        y += 62
        for game, n in counts.items():
            parts.append(label(14, y, render(Msg("ui.ref.game_rules", game=names.get(game, game),
                                                 n=n), self.lang), 13))
            y += 19
        return document(width, y, "".join(parts), background="#f7f7f7")

    def _repr_mimebundle_(self, **kwargs):
        from .static import framed, mime_bundle
        picture = framed(self.picture(), render(Msg("ui.static.saved"), self.lang),
                         self.summary())
        return mime_bundle(self.widget, self.summary(), picture, **kwargs)

    def __repr__(self) -> str:
        game = f", game={self.game!r}" if self.game else ""
        return f"RuleReference(lang={self.lang!r}{game})"


REFERENCE_MESSAGES = {
    "ui.ref.placeholder": {"en": "Search a rule: a word or an ID (e.g. Piggy, FP-BUILD-2)",
                           "fr": "Chercher une règle : un mot ou un identifiant (ex. Piggy, "
                                 "FP-BUILD-2)"},
    "ui.ref.show": {"en": "Show on a board", "fr": "Voir sur un plateau"},
    "ui.ref.title": {"en": "Rule reference", "fr": "Référence des règles"},
    "ui.ref.summary": {
        "en": "Rule reference: {n} {n:plural:rule|rules} of {games} {games:plural:game|games}, "
              "to search by a word or an ID",
        "fr": "Référence des règles : {n} {n:plural:règle|règles} de {games} "
              "{games:plural:jeu|jeux}, à chercher par un mot ou un identifiant"},
    "ui.ref.game_rules": {"en": "{game}: {n} {n:plural:rule|rules}",
                          "fr": "{game} : {n} {n:plural:règle|règles}"},
    "ui.ref.count": {"en": "{n} rules found (showing {shown}).",
                     "fr": "{n} règles trouvées ({shown} affichées)."},
    "ui.ref.lesson": {"en": 'Taught in <a href="{link}">{title}</a>.',
                      "fr": 'Enseignée dans <a href="{link}">{title}</a>.'},
    "ui.ref.no_lesson": {"en": "No lesson shows it yet.",
                         "fr": "Aucune leçon ne la montre encore."},
    "ui.ref.not_implemented": {"en": "Not implemented in this tutor.",
                               "fr": "Non implémentée dans ce tuteur."},
    "ui.ref.puzzles": {"en": "Puzzles that test it: {names}.",
                       "fr": "Énigmes qui la testent : {names}."},
}

register_catalog(REFERENCE_MESSAGES)
