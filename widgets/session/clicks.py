"""The click path: a key (what a pixel maps to) hovered or clicked, a keyboard key, a cell
typed by hand, and what the key means as a part of the asked move (:class:`Clicks`,
:class:`CellKeys`)."""

from __future__ import annotations

from typing import Any

from tutor.core import Msg, Partial, render

from ..panel import Feedback, Key, Line, Mark, Texts, echo, is_number, msg_lines, verdict_lines
from .guard import guarded, passive
from .seats import CURTAIN


class Clicks:
    """Hover and click (a part of :class:`~widgets.session.Session`): a game says what part
    of a move a key names (:meth:`key_part`), which parts a click keeps as the pick
    (:attr:`PICKED`, :meth:`picked_parts`), and what hovering (:meth:`preview`) and
    clicking (:meth:`activate`) a key do."""

    @guarded
    @passive
    def hover_key(self, key: Key) -> None:
        """The pointer is over ``key`` (``None``: nothing): preview, but only when the key
        changes."""
        self._hover_to(key)

    @guarded
    def click_key(self, key: Key) -> None:
        """A click on ``key`` (``None``: off the board)."""
        self._click_key(key)

    #: Keyboard keys the board answers (the canvas has the focus once clicked): none by
    #: default, and then the view does not even listen for keys.
    KEYS: tuple[str, ...] = ()

    @guarded
    def key_down(self, key: Any) -> None:
        """A key pressed on the canvas: one of :attr:`KEYS` goes to :meth:`key_pressed`,
        any other is ignored."""
        if key in self.KEYS:
            self._leave_replay()
            self.key_pressed(key)

    def key_pressed(self, key: str) -> None:
        """Hook: one of :attr:`KEYS` was pressed (a rotation, say)."""

    def bad_pixel(self, x: Any, y: Any) -> bool:
        """Pixels typed by hand (a notebook cell) must be numbers; the canvas sends floats.
        A bad one is explained."""
        if is_number(x) and is_number(y):
            return False
        self._set_feedback(Feedback(msg_lines("fail", Msg("ui.bad_pixel",
                                                          given=echo((x, y))))))
        return True

    def _hover_to(self, key: Key) -> None:
        if key == self._hover_key:
            return                                   # same cell: no work at all
        self._hover_key = key
        if key == CURTAIN and not self.replaying:
            feedback = Feedback(msg_lines("info", Msg("ui.curtain.hover",
                                                      who=self._seat_name(self.acting()))),
                                (Mark(key, "hand"),))
        else:
            feedback = None if self.replaying or key is None else self.preview(key)
        if feedback is None and self._hover_feedback is None:
            return
        self._hover_feedback = feedback
        if not self._quiet:
            self.view.show_hover()

    def _click_key(self, key: Key) -> None:
        self._hover_key = key
        self._hover_feedback = None
        if self.replaying:
            self._cursor = None
            self._show_story(note=Msg("ui.step.back_to_live"))
            return
        if key is None:
            self._set_feedback(Feedback(msg_lines("info", Msg("ui.off_board"))))
            return
        if key == CURTAIN:
            self.take_screen()
            return
        self.activate(key)

    def deciding_marks(self, verdict: Any, own: Key | None) -> list[Mark]:
        """``own`` (the key the move names, if any) crossed when refused, green when
        allowed; the keys the deciding reasons focus (refused: the violations; allowed,
        with hints: every reason) outlined gold, each once."""
        marks = [] if own is None else [Mark(own, "ok" if verdict.legal else "cross")]
        if not verdict.legal:
            reasons = verdict.violations
        elif self.hints:
            reasons = verdict.reasons
        else:
            reasons = ()
        seen = {own}
        for reason in reasons:
            for key in self.focus_keys(reason.focus):
                if key not in seen:
                    seen.add(key)
                    marks.append(Mark(key, "focus"))
        return marks

    #: The parts a click picks and keeps (shown on the selection layer) until the move is
    #: whole: a tile or card of the hand, its side. Any other part completes the move or
    #: is explained.
    PICKED: tuple[str, ...] = ()

    def picks_only(self, key: Key) -> bool:
        """Whether a click on ``key`` picks a part (:attr:`PICKED`) rather than plays."""
        part = self.key_part(key)
        return part is not None and part[0] in self.PICKED

    def key_part(self, key: Key) -> tuple[str, Any] | None:
        """The part of a move that ``key`` names, as the engine's ``move_for`` reads it
        (``("cell", Cell(1, 0))``, ``("tile", <B60>)``, ``("bid", 2)``), or ``None``: the key
        is no part of a move (a seat's box, a control)."""
        return None

    def picked_parts(self) -> tuple[tuple[str, Any], ...]:
        """The parts the learner has picked and the view shows as picked (a tile or card of
        the hand, its side), kept until the move is whole."""
        return ()

    def asked_partial(self, key: Key = None, state: Any = None) -> Any:
        """The move being put together for the open ask of ``state`` (default: the live
        position): the picked parts, then ``key``'s part (``None``: nothing is asked, or
        ``key`` is no part of a move)."""
        asks = self.module.asks(self.state if state is None else state)
        if not asks:
            return None
        partial = Partial(asks[0].step, self.picked_parts())
        if key is None:
            return partial
        part = self.key_part(key)
        return None if part is None else partial.with_part(*part)

    def key_move(self, key: Key) -> Any:
        """What a click on ``key`` means in the live position: the whole move when the ask's
        parts are all chosen (``move_for``), else the :class:`~tutor.core.Partial` so far
        (``check`` explains it; a click commits nothing), ``None`` when ``key`` is no part
        of a move. :meth:`activate` commits a move and :meth:`preview` shows its verdict,
        so what a pixel does is decided by the engine."""
        partial = self.asked_partial(key)
        if partial is None:
            return None
        move = self.module.move_for(self.state, partial)
        return partial if move is None else move

    def choices(self, name: str, state: Any = None) -> list[Any]:
        """The values of part ``name`` that complete a legal move from the parts picked:
        where the picked tile may go, a power's targets, the two landing cells. Read from
        ``legal_moves`` through ``parts_of``, in the engine's order."""
        state = self.state if state is None else state
        picked = self.asked_partial(state=state)
        if picked is None:
            return []
        out: dict[Any, None] = {}
        for move in self.module.legal_moves(state):
            whole = self.module.parts_of(state, move)
            if name in whole and picked.agrees_with(whole):
                out[whole.get(name)] = None
        return list(out)

    def partial_feedback(self, partial: Any, key: Key, after: Texts | None = None) -> Feedback:
        """The verdict on the parts chosen so far (what is allowed already, what is next),
        with ``after``'s lines below it."""
        verdict = self.verdict(partial)

        def texts(lang: str) -> list[Line]:
            return [*verdict_lines(verdict, lang, forecasts=self.hints),
                    *(after(lang) if after is not None else [])]
        return Feedback(texts, (Mark(key, "site" if verdict.legal else "cross"),
                                *self.verdict_marks(verdict, partial)))

    def move_feedback(self, move: Any, ghost: Any = None) -> Feedback:
        """What hovering the whole move ``move`` shows: its verdict's lines
        (:meth:`verdict_texts`) and marks (``ghost``: the piece drawn where it would go)."""
        verdict = self.verdict(move)
        return Feedback(self.verdict_texts(verdict, move),
                        tuple(self.verdict_marks(verdict, move)), ghost)

    def verdict_texts(self, verdict: Any, move: Any) -> Texts:
        """The panel's lines for the verdict on the whole move ``move`` in the live position
        (a hovered key): the verdict, its forecasts too when hints are on. With hints off
        (a puzzle), an allowed move is said in words as allowed here, followed by its
        binding reasons only: the verdict's own headline may tell what happens ("Allowed:
        Y40 at (1,1) stands."), which the learner is to find out by playing the move."""
        if self.hints or not verdict.legal or not verdict.complete:
            return lambda lang: verdict_lines(verdict, lang, forecasts=self.hints)
        head = Msg("ui.hints_off", move=self.module.describe_move(self.state, verdict.move))
        return lambda lang: [Line("head", render(head, lang)),
                             *verdict_lines(verdict, lang, forecasts=False)[1:]]

    # ------------------------------------------------------------ the click path, once

    def preview(self, key: Key) -> Feedback | None:
        """What hovering ``key`` shows, the same path in every game: the game's own keys
        first (:meth:`key_preview`: a card of the hand, a seat's box); once the game is
        over, only what the key holds (:meth:`key_info`); under the hot-seat curtain, that
        the hand must be shown first; then the engine's verdict on what the key means
        (:meth:`key_move`): the whole move, with its piece drawn where it would go
        (:meth:`ghost`), or the parts chosen so far (:meth:`partial_preview`); a key that
        is no part of a move shows :meth:`key_info`."""
        own = self.key_preview(key)
        if own is not None:
            return own
        if self.table().over:
            return self.key_info(key)
        if self.curtained and self.key_part(key) is not None:
            return self.curtain_first(key)
        move = self.key_move(key)
        if move is None:
            return self.key_info(key)
        if isinstance(move, Partial):
            return self.partial_preview(move, key)
        return self.move_feedback(move, self.ghost(move))

    def activate(self, key: Key) -> None:
        """What clicking ``key`` does, the same path in every game: the game's own keys
        first (:meth:`key_action`); once the game is over, how it ended; under the curtain,
        that the hand must be shown first; then a whole move is committed (verdict,
        history, story) and a partial one explained with what is still to choose
        (:meth:`partial_click`, which may keep a part as the game's pick); a key that is
        no part of a move shows what it holds (:meth:`key_info`), then the prompt."""
        if self.key_action(key):
            return
        if self.table().over:
            self._set_feedback(Feedback(lambda lang: self.prompt(lang)))
            return
        if self.curtained and self.key_part(key) is not None:
            self._set_feedback(self.preview(key))
            return
        move = self.key_move(key)
        if move is None:
            self._set_feedback(self.with_prompt(self.key_info(key)))
            return
        if isinstance(move, Partial):
            self._set_feedback(self.partial_click(move, key), pieces=False)
            return
        self.commit(move)

    def with_prompt(self, shown: Feedback | None) -> Feedback:
        """``shown``'s lines and marks, with the prompt below them (the prompt alone when
        nothing is shown)."""
        if shown is None:
            return Feedback(lambda lang: self.prompt(lang))
        return Feedback(lambda lang: [*shown.texts(lang), *self.prompt(lang)], shown.marks)

    # hooks of the click path (a game overrides those it needs)

    def key_preview(self, key: Key) -> Feedback | None:
        """Hovering one of the game's own keys that is no part of a move (a card of the
        hand to pick, a side, a seat's box): its feedback; ``None``: not such a key."""
        return None

    def key_action(self, key: Key) -> bool:
        """Clicking one of the game's own keys (pick a card of the hand, turn the held
        tile, look at a seat's area): done, and ``True``; ``False``: not such a key."""
        return False

    def key_info(self, key: Key) -> Feedback | None:
        """What a key that is no part of the asked move says (what a space holds)."""
        return None

    def ghost(self, move: Any) -> Any:
        """The piece the board draws where the hovered whole ``move`` would put it."""
        return None

    def partial_preview(self, partial: Any, key: Key) -> Feedback | None:
        """Hovering a key whose parts make no whole move yet: the engine's verdict on the
        parts so far. A game whose hover there rather tells what the key holds (a cell
        before a tile is picked) returns :meth:`key_info`."""
        return self.partial_feedback(partial, key)

    def partial_click(self, partial: Any, key: Key) -> Feedback:
        """Clicking a key whose parts make no whole move yet: the verdict on them and what
        is still to choose. A game may first keep a part as its pick (a settlement to
        move)."""
        return self.partial_feedback(partial, key, self.prompt)


class CellKeys:
    """``hover_cell`` / ``click_cell`` for a session whose board is a grid of cells (key
    ``("cell", (a, b))``): a cell typed in a notebook is checked, and a bad one explained
    with :attr:`BAD_CELL`, the message naming the game's coordinates."""

    BAD_CELL = "ui.bad_cell"

    def valid_cell(self, cell: Any) -> tuple[int, int] | None:
        if (isinstance(cell, (tuple, list)) and len(cell) == 2
                and all(isinstance(v, int) and not isinstance(v, bool) for v in cell)):
            return (cell[0], cell[1])
        self._set_feedback(Feedback(msg_lines("fail", Msg(self.BAD_CELL, cell=echo(cell)))))
        return None

    @guarded
    @passive
    def hover_cell(self, cell: Any) -> None:
        """Hover the cell ``cell`` (what a mouse move over it does)."""
        checked = self.valid_cell(cell)
        if checked is not None:
            self._hover_to(("cell", checked))

    @guarded
    def click_cell(self, cell: Any) -> None:
        """Click the cell ``cell``: play the move it means now, or say why not."""
        checked = self.valid_cell(cell)
        if checked is not None:
            self._click_key(("cell", checked))
