"""Puzzle mode: a puzzle's position loaded, the learner's attempt judged and told to the
answer listeners, the answer shown (:class:`Puzzles`)."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import Any

from tutor.core import LANGUAGES, Msg, render
from tutor.core.puzzles import PuzzleResult, judge, load_puzzle_file, untranslated

from ..panel import Feedback, Line, Texts, echo, kind_of, msg_lines, result_lines
from .guard import guarded
from .record import recorded


class Puzzles:
    """Puzzle mode (a part of :class:`~widgets.session.Session`): ``puzzle`` (``None``:
    free play), ``_reported`` (the attempt last told to the answer listeners)."""

    puzzle: Any = recorded()
    _reported: tuple[Any, ...] = recorded(())
    _teacher_puzzles: tuple[Any, ...] = ()   # from load_puzzle_file, searched first

    def _answered(self, result: PuzzleResult, moves: list[Any]) -> None:
        self._reported = tuple(moves)
        for listener in self.answer_listeners:
            listener(result, moves)

    def close_attempt(self) -> None:
        """The learner leaves the puzzle attempt on the board: an undo, the puzzle reset,
        another puzzle or position, the answer shown, the quiz's next puzzle. Moves played
        that no judged answer holds yet (a move taken back before the answer was complete,
        a collapse left with its slide to choose) are judged as they stand and told to
        :attr:`answer_listeners`: every answer counts, a wrong one taken back too. An
        attempt already told (or a part of it, as its moves are undone) is not told again."""
        if self.puzzle is None or not self.answer_listeners:
            return
        moves = self.attempt()
        if not moves or self._reported[:len(moves)] == tuple(moves):
            return
        with self.working():
            result = judge(self.module, self.puzzle, moves)
        self._answered(result, moves)

    def attempt(self) -> list[Any]:
        """The moves played since the puzzle's position (or the history's start)."""
        return [outcome.move for outcome in self.history.outcomes()]

    @property
    def puzzle_done(self) -> bool:
        return (self.puzzle is not None and self.history.index > 0
                and self.attempt_complete(self.state))

    def _result_header(self, result: PuzzleResult, shown: bool = False) -> Texts:
        puzzle = self.puzzle

        def texts(lang: str) -> list[Line]:
            lines = []
            if shown:
                lines.append(Line("head", render(Msg("ui.puzzle.answer",
                                                     answer="; ".join(puzzle.answer)), lang)))
            lines += result_lines(result, lang)
            if result.correct and puzzle.text("explanation", lang):
                lines.append(Line("info", render(Msg("ui.puzzle.why",
                                                     text=puzzle.text("explanation", lang)),
                                                 lang)))
            if shown:
                lines.append(Line("note", render(Msg("ui.puzzle.replay_hint"), lang)))
            elif not result.correct:
                lines.append(Line("note", render(Msg("ui.puzzle.done"), lang)))
            return lines

        return texts

    def puzzles(self) -> tuple[Any, ...]:
        """The puzzles this session offers: a teacher's file first, then the game's own."""
        own = tuple(p for p in self.module.PUZZLES
                    if p.id not in {q.id for q in self._teacher_puzzles})
        return self._teacher_puzzles + own

    def offer_puzzles(self, puzzles: Any) -> None:
        """Offer ``puzzles`` (already loaded and checked: a pack's entries of this game)
        before the game's own, as a teacher's file is."""
        self._teacher_puzzles = tuple(puzzles)
        self.view.relabel_all()

    def _find_puzzle(self, puzzle_id: Any) -> Any:
        return next((p for p in self.puzzles() if p.id == puzzle_id), None)

    @guarded
    def load_puzzle_file(self, path: Any, puzzle_id: str | None = None) -> bool:
        """Offer the puzzles of a teacher's TOML file (the game's puzzle format) and open
        ``puzzle_id`` (default: the file's first). A broken file is explained, naming the
        file and the entry, and nothing changes."""
        if not isinstance(path, (str, os.PathLike)):
            self._set_feedback(Feedback(msg_lines("fail", Msg(
                "ui.puzzle.path_type", example="my_puzzles.toml", given=echo(path),
                kind=kind_of(path)))))
            return False
        if puzzle_id is not None and not isinstance(puzzle_id, str):
            self._set_feedback(self._puzzle_id_feedback(puzzle_id))
            return False
        loaded = load_puzzle_file(self.module, path)        # PuzzleError: shown by guarded
        self._teacher_puzzles = loaded
        self.view.relabel_all()                             # the puzzle list shows them
        opened = self.load_puzzle(puzzle_id if puzzle_id is not None else loaded[0].id)
        if opened and any(untranslated(loaded, lang) for lang in LANGUAGES):
            shown = self._feedback
            name = Path(path).name

            def texts(lang: str) -> list[Line]:      # said in the language read, if it lacks
                missing = untranslated(loaded, lang)
                note = [Line("note", render(Msg("ui.puzzle.untranslated", file=name,
                                                ids=missing), lang))] if missing else []
                return [*shown.texts(lang), *note]
            self._set_feedback(Feedback(texts, shown.marks, shown.ghost))
        return opened

    @guarded
    def load_puzzle(self, puzzle_id: str) -> bool:
        """Enter puzzle mode with the puzzle ``puzzle_id`` (see the game's ``PUZZLES``)."""
        if not isinstance(puzzle_id, str):
            self._set_feedback(self._puzzle_id_feedback(puzzle_id))
            return False
        puzzle = self._find_puzzle(puzzle_id)
        if puzzle is None:
            ids = [p.id for p in self.puzzles()]
            self._set_feedback(Feedback(msg_lines("fail", Msg("ui.puzzle.unknown",
                                                              id=echo(puzzle_id), ids=ids))))
            return False
        state = self.module.from_notation(puzzle.position)
        self.close_attempt()
        self.puzzle = puzzle
        self.hints = False
        self.position_loaded(state)
        self._reset_to(state, self._puzzle_start_feedback())
        return True

    def _puzzle_id_feedback(self, puzzle_id: Any) -> Feedback:
        """A puzzle id that is not text: what an id looks like (this session's first one)."""
        ids = [p.id for p in self.puzzles()]
        return Feedback(msg_lines("fail", Msg(
            "ui.puzzle.id_type", example=ids[0] if ids else "example-1",
            given=echo(puzzle_id), kind=kind_of(puzzle_id))))

    def _puzzle_start_feedback(self) -> Feedback:
        return Feedback(lambda lang: [Line("head", render(Msg("ui.puzzle.start"), lang)),
                                      *self.prompt(lang)])

    @guarded
    def reset_puzzle(self) -> None:
        if self.puzzle is None:
            self._set_feedback(Feedback(msg_lines("info", Msg("ui.puzzle.not_in_puzzle"))))
            return
        self.close_attempt()
        self._reset_to(self.module.from_notation(self.puzzle.position),
                       self._puzzle_start_feedback())

    @guarded
    def show_answer(self) -> None:
        """Play the puzzle's stated answer from its position and replay it step by step."""
        if self.puzzle is None:
            self._set_feedback(Feedback(msg_lines("info", Msg("ui.puzzle.not_in_puzzle"))))
            return
        self.close_attempt()
        history = self._start(self.module.from_notation(self.puzzle.position))
        moves = [self.module.parse_move(text) for text in self.puzzle.answer]
        for move in moves:
            outcome = self.module.apply(history.state, move)
            history = history.push(self._entry(outcome))
        self._go_to(history)
        self._hover_key = None
        with self.working():
            result = judge(self.module, self.puzzle, moves)
        self._story = self._build_story(self._result_header(result, shown=True))
        self._cursor = 0 if self._story.events else None
        self._show_story()

    @guarded
    def pick_puzzle(self, puzzle_id: str) -> None:
        """The puzzle menu: a puzzle id opens it; ``""`` leaves puzzle mode (free play)."""
        if puzzle_id:
            self.load_puzzle(puzzle_id)
        else:
            self.free_play()

    def free_play(self) -> None:
        """Leave puzzle mode from the puzzle menu: a new free game (the setup's settings)."""
        self.new_game()

    def attempt_complete(self, state: Any) -> bool:
        """A puzzle attempt is judged after as many moves as the stated answer has (the
        learner plays every seat), or once the game is over (no ask left)."""
        if self.puzzle is None:
            return True
        return not self.module.asks(state) or len(self.attempt()) >= len(self.puzzle.answer)

    def working(self) -> Any:
        """A context for a long engine call (a puzzle's goal judged by a solver): a game
        whose engine reports progress shows it in the panel meanwhile."""
        return contextlib.nullcontext()
