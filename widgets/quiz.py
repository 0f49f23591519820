"""The quiz app: a student works through a puzzle pack on live boards, and every answer is
saved to a file the teacher collects; the teacher's summary reads a folder of them.

    from widgets.quiz import Quiz, TeacherSummary
    Quiz("../packs/first-week.toml", lang=LANG)        # the student's page
    TeacherSummary("../packs/first-week.toml", "answers", lang=LANG)

The student types their name and starts. Each puzzle is the live board of its game, in
puzzle mode, with the puzzle's title and question above it (once: the board's own): every
move gets the engine's verdict and explanation, and every attempt is one line of
``answers/<pack>--<name>.csv`` (:func:`tutor.packs.record`): a refused move, a finished
answer, and an answer left unfinished or taken back (with Undo, Reset, or by going on to
another puzzle; :meth:`widgets.session.Session.close_attempt`), so that the teacher's
"at the first try" and "commonest wrong answer" count the answers really given. "Next" and
"Previous" move through the pack; the line above the board counts what is done.

The logic is :class:`QuizRun` (no widgets: tested without a kernel); :class:`Quiz` only
shows it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import ipywidgets as W

from tutor.core import Msg, register_catalog, render
from tutor.core.errors import PuzzleError
from tutor.packs import Pack, clean_name, load_pack_file, read_answers, record, summary_markdown
from tutor.packs import untranslated


@dataclass
class QuizRun:
    """One student's pass through a pack: where they are and what they answered."""

    pack: Pack
    folder: Path
    student: str = ""
    index: int = 0
    solved: set[str] = field(default_factory=set)
    tried: set[str] = field(default_factory=set)

    def start(self, name: Any) -> Msg | None:
        """Begin as ``name``; the reason it cannot begin, else ``None``."""
        student = clean_name(name)
        if not student:
            return Msg("ui.quiz.name_needed")
        self.student = student
        self.index = 0
        return None

    @property
    def started(self) -> bool:
        return bool(self.student)

    @property
    def entry(self) -> Any:
        return self.pack.entries[self.index]

    def go(self, step: int) -> None:
        self.index = max(0, min(len(self.pack.entries) - 1, self.index + step))

    def answered(self, puzzle_id: str, moves: list[Any], correct: bool) -> Any:
        """Save one judged attempt of the current student."""
        self.tried.add(puzzle_id)
        if correct:
            self.solved.add(puzzle_id)
        return record(self.folder, self.student, self.pack, puzzle_id, moves, correct)

    def progress(self) -> Msg:
        return Msg("ui.quiz.progress", number=self.index + 1, total=len(self.pack.entries),
                   solved=len(self.solved), tried=len(self.tried), who=self.student)


def _html(text: str) -> str:
    import html
    return html.escape(text)


class Quiz:
    """The student's page of a pack (see the module docstring). ``answers``: the folder the
    answer files go to (created when the first answer is saved)."""

    def __init__(self, pack: Any, lang: str = "en", answers: Any = "answers"):
        self.lang = lang
        self.status = W.HTML()
        self.board_area = W.Output()
        self.name = W.Text(placeholder=render(Msg("ui.quiz.name_placeholder"), lang))
        self.start_button = W.Button(description=render(Msg("ui.quiz.start"), lang))
        self.prev_button = W.Button(description=render(Msg("ui.quiz.prev"), lang), disabled=True)
        self.next_button = W.Button(description=render(Msg("ui.quiz.next"), lang), disabled=True)
        self.start_button.on_click(lambda _b: self.start(self.name.value))
        self.prev_button.on_click(lambda _b: self.go(-1))
        self.next_button.on_click(lambda _b: self.go(1))
        self.boards: dict[str, Any] = {}
        self.run: QuizRun | None = None
        self.problem = ""                          # why the pack cannot start, if it cannot
        try:
            loaded = load_pack_file(pack) if not isinstance(pack, Pack) else pack
        except PuzzleError as exc:                 # a broken pack: said, nothing starts
            self.problem = exc.explain(lang)
            self.status.value = f'<b style="color:#a51d2d">{_html(self.problem)}</b>'
            self.start_button.disabled = True
        else:
            self.run = QuizRun(loaded, Path(answers))
            note = untranslated(loaded, lang)
            self.status.value = _html(render(Msg("ui.quiz.ready", title=loaded.title(lang),
                                                 count=len(loaded.entries)), lang)) + (
                "<br><i>" + _html(render(Msg("ui.quiz.untranslated", ids=note), lang)) + "</i>"
                if note else "")
        self.widget = W.VBox([
            W.HBox([self.name, self.start_button]), self.status, self.board_area, W.HBox([self.prev_button, self.next_button])])

    # ---------------------------------------------------------------- actions
    def start(self, name: Any) -> bool:
        if self.run is None:
            return False
        problem = self.run.start(name)
        if problem is not None:
            self.status.value = f'<b style="color:#a51d2d">{_html(render(problem, self.lang))}</b>'
            return False
        self.name.disabled = self.start_button.disabled = True
        self._show()
        return True

    def go(self, step: int) -> None:
        if self.run is not None and self.run.started:
            board = self.boards.get(self.run.entry.game)
            if board is not None:            # the attempt left on it is an answer too
                board.session.close_attempt()
            self.run.go(step)
            self._show()

    def _board(self, game: str) -> Any:
        """The live board of ``game`` (one per game, made when first needed), offering
        the pack's puzzles of that game."""
        board = self.boards.get(game)
        if board is None:
            from widgets import board_class
            board = board_class(game)(lang=self.lang)
            board.session.offer_puzzles([e.puzzle for e in self.run.pack.entries if e.game == game])
            board.session.answer_listeners.append(self._on_answer)
            self.boards[game] = board
        return board

    def _on_answer(self, result: Any, moves: list[Any]) -> None:
        entry = self.run.pack.entry(result.puzzle.id)
        self.run.answered(result.puzzle.id, [entry.module.format_move(m, seat=False) for m in moves],
                          result.correct)
        self._show_progress()

    def _show_progress(self) -> None:
        self.status.value = _html(render(self.run.progress(), self.lang))

    def _show(self) -> None:
        run = self.run
        entry = run.entry
        puzzle = entry.puzzle
        board = self._board(entry.game)
        board.load_puzzle(puzzle.id)
        board.show_controls(False)
        self.board_area.clear_output()
        with self.board_area:
            from IPython.display import display
            display(board)
        self.prev_button.disabled = run.index == 0
        self.next_button.disabled = run.index == len(run.pack.entries) - 1
        self._show_progress()

    def summary(self) -> str:
        """The quiz in one line: its pack's title and size, or why it cannot start."""
        if self.run is None:
            return self.problem
        pack = self.run.pack
        return render(Msg("ui.quiz.summary", title=pack.title(self.lang),
                          count=len(pack.entries)), self.lang)

    def picture(self) -> str:
        """The quiz as a picture: its title and its puzzles, numbered, with their games
        (what a reader sees where the quiz does not run)."""
        from tutor.core.svg import document, label

        from .notebook import GAMES
        names = dict(GAMES)
        width = 560
        parts = [label(10, 24, self.summary(), 15, bold=True, width=width - 20)]
        y = 48
        entries = self.run.pack.entries if self.run is not None else ()
        for number, entry in enumerate(entries, 1):
            line = render(Msg("ui.quiz.entry", number=number,
                              title=entry.puzzle.text("title", self.lang),
                              game=names.get(entry.game, entry.game)), self.lang)
            parts.append(label(14, y, line, 13, width=width - 24))
            y += 19
        return document(width, y, "".join(parts), background="#f7f7f7")

    def _repr_mimebundle_(self, **kwargs):
        from .static import framed, mime_bundle
        picture = framed(self.picture(), render(Msg("ui.static.saved"), self.lang),
                         self.summary())
        return mime_bundle(self.widget, self.summary(), picture, **kwargs)

    def __repr__(self) -> str:
        pack = self.run.pack.id if self.run is not None else None
        return f"Quiz(pack={pack!r}, lang={self.lang!r})"


class TeacherSummary:
    """The teacher's summary of a folder of answer files, with a button to read it again
    (students keep answering)."""

    def __init__(self, pack: Any, answers: Any = "answers", lang: str = "en"):
        from IPython.display import Markdown
        self._markdown = Markdown
        self.lang, self.folder = lang, Path(answers)
        self.output = W.Output()
        self.refresh_button = W.Button(description=render(Msg("ui.quiz.refresh"), lang))
        self.refresh_button.on_click(lambda _b: self.refresh())
        self.error: str | None = None
        try:
            self.pack = load_pack_file(pack) if not isinstance(pack, Pack) else pack
        except PuzzleError as exc:
            self.pack, self.error = None, exc.explain(lang)
        self.widget = W.VBox([self.refresh_button, self.output])
        self.refresh()

    def text(self) -> str:
        """The summary as Markdown (what the widget shows)."""
        if self.pack is None:
            return f"**{self.error}**"
        answers, skipped = read_answers(self.folder, self.pack) if self.folder.is_dir() else ([], [])
        text = summary_markdown(self.pack, answers, self.lang)
        students = len({a.student for a in answers})
        text += "\n\n" + render(Msg("ui.quiz.summary_counts", students=students,
                                    answers=len(answers), folder=str(self.folder)), self.lang)
        if skipped:
            text += "\n\n" + render(Msg("ui.quiz.skipped", lines=skipped[:10]), self.lang)
        return text

    def refresh(self) -> None:
        self.output.clear_output()
        with self.output:
            from IPython.display import display
            display(self._markdown(self.text()))

    def _repr_mimebundle_(self, **kwargs):
        """The widget, and the summary itself as Markdown for readers where no widget
        runs (a text reads better as text than as a picture), its first line as the
        one-line text."""
        from .static import mime_bundle
        text = self.text()
        bundle = mime_bundle(self.widget, text.lstrip("# ").partition("\n")[0], **kwargs)
        if isinstance(bundle, dict):
            bundle["text/markdown"] = text
        return bundle


MESSAGES = {
    "ui.quiz.name_placeholder": {"en": "Your name", "fr": "Votre nom"},
    "ui.quiz.start": {"en": "Start", "fr": "Commencer"},
    "ui.quiz.prev": {"en": "◀ Previous", "fr": "◀ Précédente"},
    "ui.quiz.next": {"en": "Next ▶", "fr": "Suivante ▶"},
    "ui.quiz.refresh": {"en": "Read the answers again", "fr": "Relire les réponses"},
    "ui.quiz.name_needed": {"en": "Type your name first, then Start.",
                            "fr": "Tapez d'abord votre nom, puis Commencer."},
    "ui.quiz.summary": {"en": "Quiz “{title}”: {count} {count:plural:puzzle|puzzles}",
                        "fr": "Quiz « {title} » : {count} {count:plural:énigme|énigmes}"},
    "ui.quiz.entry": {"en": "{number}. {title} ({game})", "fr": "{number}. {title} ({game})"},
    "ui.quiz.ready": {"en": "“{title}”: {count} puzzles. Type your name and Start.",
                      "fr": "« {title} » : {count} énigmes. Tapez votre nom et Commencer."},
    "ui.quiz.untranslated": {
        "en": "These entries have no English text and are shown in French: {ids}",
        "fr": "Ces entrées n'ont pas de texte en français et sont montrées en anglais : {ids}"},
    "ui.quiz.progress": {
        "en": "{who} · puzzle {number} of {total} · solved: {solved}, tried: {tried}. "
              "Every answer is saved for your teacher, one taken back with Undo too.",
        "fr": "{who} · énigme {number} sur {total} · réussies : {solved}, tentées : {tried}. "
              "Chaque réponse est enregistrée pour votre professeur, même celle que vous "
              "annulez."},
    "ui.quiz.summary_counts": {
        "en": "{students} {students:plural:student|students}, {answers} "
              "{answers:plural:answer|answers}, read from the folder {folder}.",
        "fr": "{students} {students:plural:élève|élèves}, {answers} "
              "{answers:plural:réponse|réponses}, lues dans le dossier {folder}."},
    "ui.quiz.skipped": {"en": "Lines not read (not an answer of this pack): {lines}",
                        "fr": "Lignes non lues (pas une réponse de ce recueil) : {lines}"},
}
register_catalog(MESSAGES)


def sheet_preview(pack: Any, lang: str = "en", height: int = 640) -> Any:
    """The printable sheet of ``pack`` shown in the notebook (in a frame of its own, so its
    page styles stay out of the notebook's), with a link that downloads it as one HTML file
    to open in a browser tab and print (nothing is written on the server)."""
    import base64
    import html
    from IPython.display import HTML
    from tutor.packs import sheet_html
    try:
        loaded = load_pack_file(pack) if not isinstance(pack, Pack) else pack
    except PuzzleError as exc:
        return HTML(f'<b style="color:#a51d2d">{_html(exc.explain(lang))}</b>')
    page = sheet_html(loaded, lang)
    data = base64.b64encode(page.encode("utf-8")).decode("ascii")
    name = f"{loaded.id}.{lang}.html"
    link = render(Msg("ui.quiz.sheet_download", file=name), lang)
    return HTML(f'<p><a download="{name}" href="data:text/html;charset=utf-8;base64,{data}">'
                f"{_html(link)}</a></p><iframe srcdoc=\"{html.escape(page, quote=True)}\" "
                f'style="width:100%;height:{int(height)}px;border:1px solid #ccc"></iframe>')


register_catalog({
    "ui.quiz.sheet_download": {
        "en": "Download the sheet ({file}): open it in a browser tab and print it (the answers "
              "start on a page of their own).",
        "fr": "Télécharger la feuille ({file}) : ouvrez-la dans un onglet du navigateur et "
              "imprimez-la (les réponses commencent sur une page à part)."},
})
