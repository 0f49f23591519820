"""A session opened, a new game dealt, a position loaded, the language and hints set
(:class:`Positions`)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from tutor.core import LANGUAGES, Msg, NotationError, render
from tutor.core.chance import MAX_SEED, seed_problem

from ..panel import (Feedback, Line, echo, joined, msg_lines, notation_feedback,
                     position_type_feedback, with_note)
from .core import SessionCore
from .guard import guarded


class Positions:
    """What a game's session opens with, and what replaces the game on the board (a part of
    :class:`~widgets.session.Session`)."""

    def _open(self, position: Any, deal: Callable[[], tuple[Any, Feedback | None]], *,
              lang: str, puzzle: str | None, teaching: bool, seed: Any,
              computer: Any = None) -> None:
        """What every game session's constructor does (``module``: the class's ``GAME``).
        ``position``: notation, a state, or None (``deal()`` a new game: ``(state, None)``
        or ``(None, why not)``). When it cannot be used, the panel says why and that a new
        game (seed 0) is shown instead. Free play and puzzles open the controls.

        Every refused setting says one thing: the reason, then what is shown instead (never
        "nothing changed": there was nothing before). A bad language, position (or game
        setting), puzzle id and computer seats are each said, in that order.

        ``computer``: the seats the computer plays (see :meth:`set_computer`); once the
        session is open, it plays at once if the position asks one of them."""
        module = self.GAME
        state, problem = None, None          # problem: why position / settings were refused
        if position is None:
            state, problem = deal()
        else:
            seed = None
            if isinstance(position, str):
                try:
                    state = module.from_notation(position)
                except NotationError as exc:
                    problem = notation_feedback(Msg("ui.bad_position"), exc)
            elif isinstance(position, module.State):
                state = position
            else:
                problem = position_type_feedback(module, position)
        if state is None:                       # fall back to a fresh default game
            seed = 0
            state = module.initial_state(module.Options(), 0)
        SessionCore.__init__(self, module, state, lang=lang, hints=teaching, teaching=teaching,
                             seed=seed)
        computer_problem = None
        if computer is not None:
            seats, computer_problem = self._parse_seats(computer)
            if seats is not None:
                self._computer = seats
        if position is None or puzzle is not None:
            self.controls = True
        reasons = [problem] if problem is not None else []
        if self._bad_lang is not None:
            reasons.insert(0, Feedback(msg_lines("fail", self._bad_lang)))
        then = None                             # the puzzle's question, when it opened
        if puzzle is not None:
            if self.load_puzzle(puzzle):
                then = self._feedback
            else:
                reasons.append(self._feedback)
        if computer_problem is not None:
            reasons.append(computer_problem)
        if reasons:
            notes = []                              # what is shown instead, said once, last
            if self._bad_lang is not None:
                notes.append(Msg("ui.fallback_lang"))
            if problem is not None or then is None and puzzle is not None:
                notes.append(Msg("ui.fallback_game", seed=self.seed) if self.seed is not None
                             else Msg("ui.fallback_position"))
            if computer_problem is not None:
                notes.append(Msg("ui.computer.fallback"))
            self._set_feedback(joined(*reasons, Feedback(msg_lines("note", *notes)), then))
        self._autoplay()

    def refuse(self, problem: Feedback) -> bool:
        """A setting refused in a session already in use (``new_game``): the reason, and
        that nothing changed. Returns False (nothing was done)."""
        self._set_feedback(with_note(problem, Msg("ui.unchanged")))
        return False

    def setup_defaults(self, current: dict[str, Any]) -> dict[str, Any]:
        """The defaults of ``new_game``: the setup controls' values when the view shows
        them, else ``current`` (the current game's settings)."""
        shown = self.view.setup_values()
        return dict(current) if shown is None else {**current, **shown}

    @guarded
    def load_position(self, position: Any) -> bool:
        """Load a position (notation text or a state of this game). Leaves puzzle mode.
        Anything else is explained and the session stays as it was."""
        if isinstance(position, str):
            try:
                state = self.module.from_notation(position)
            except NotationError as exc:
                self._set_feedback(notation_feedback(Msg("ui.bad_position"), exc))
                return False
        elif isinstance(position, self.module.State):
            state = position
        else:
            self._set_feedback(position_type_feedback(self.module, position))
            return False
        self.close_attempt()
        self.puzzle = None
        self.position_loaded(state)
        self._reset_to(state, Feedback(lambda lang: [
            Line("head", render(Msg("ui.loaded"), lang)), *self.prompt(lang)]))
        return True

    def position_loaded(self, state: Any) -> None:
        """A position from outside replaced the game: it has no seed, nothing is picked."""
        self.seed = None
        self.selection = None

    @guarded
    def new_game(self, *, seed: Any = None, teaching: Any = None, **changes: Any) -> bool:
        """Deal a new game. ``changes``: settings of the game's ``Options`` by field name
        (``players=3``, ``curse=True``...); whatever is left out, ``seed`` and ``teaching``
        included, takes the setup row's values (the current game's when that row was never
        shown). ``teaching``: every card shown and hints on; ``False``: hot-seat play. A
        game that cannot be dealt is explained (the engine's reason) and nothing changes."""
        names = {f.name for f in dataclasses.fields(self.GAME.Options)}
        unknown = sorted(set(changes) - names)
        if unknown:
            raise TypeError(f"new_game() got unknown settings {unknown}; "
                            f"the settings are {sorted(names)}")
        defaults = self.setup_defaults({"options": self.table().options,
                                        "seed": self.seed or 0, "teaching": self.teaching})
        options = self.changed_options(defaults["options"], changes)
        seed = defaults["seed"] if seed is None else seed
        teaching = defaults["teaching"] if teaching is None else bool(teaching)
        state, problem = self.deal(options, seed)
        if problem is not None:
            return self.refuse(problem)             # the reason, and that nothing changed
        self.close_attempt()
        self.puzzle = None
        self.teaching = teaching
        self.hints = teaching
        self.seed = seed
        self.selection = None
        self.game_dealt(state)
        headline = self.new_game_msg(state, seed)
        self._reset_to(state, Feedback(lambda lang: [Line("head", render(headline, lang)),
                                                     *self.prompt(lang)]))
        return True

    def deal(self, options: Any, seed: Any) -> tuple[Any, Feedback | None]:
        """A new game of ``options`` dealt from ``seed``: ``(state, None)``, or ``(None, why
        not)`` (a seed that is not a whole number from 0 to ``MAX_SEED``; the engine's
        ``Options.problem()``)."""
        if seed_problem(seed) is not None:         # what every game deals from
            return None, Feedback(msg_lines("fail", Msg("ui.bad_seed", seed=echo(seed),
                                                        most=MAX_SEED)))
        problem = options.problem()
        if problem is not None:
            return None, Feedback(lambda lang: [
                Line("head", render(Msg("ui.bad_options"), lang)),
                Line("fail", render(problem, lang))])
        return self.GAME.initial_state(options, seed), None

    def changed_options(self, base: Any, changes: dict[str, Any]) -> Any:
        """``base`` with the settings ``changes`` (a game may drop what no longer fits)."""
        return dataclasses.replace(base, **changes)

    def game_dealt(self, state: Any) -> None:
        """Hook: a new game was dealt (e.g. reset a board's own choices)."""

    def new_game_msg(self, state: Any, seed: int) -> Msg:
        """The headline of a new game."""
        return Msg("ui.new_game", players=self.table(state).players, seed=seed)

    # ------------------------------------------------------------ entry points: settings

    @guarded
    def set_lang(self, lang: str) -> None:
        """Switch the language of the panel, controls and canvas captions (``en``/``fr``)."""
        if not isinstance(lang, str) or lang not in LANGUAGES:
            self._set_feedback(Feedback(msg_lines("fail", Msg("ui.bad_language",
                                                              lang=echo(lang),
                                                              choices=list(LANGUAGES)))))
            return
        self.lang = lang
        self.view.relabel_all()
        self._refresh(full=False)

    @guarded
    def set_hints(self, on: bool) -> None:
        """Hints on: hovering a site forecasts what happens. Off: only where a tile may go."""
        self.hints = bool(on)
        key, self._hover_key = self._hover_key, None
        self._hover_feedback = None
        self._hover_to(key)
        self._refresh(full=False)
