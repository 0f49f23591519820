"""Pending steps: a turn as a stack of small typed steps that ask again and again.

A game whose turn is more than one decision (Bang!'s answers out of turn, a draw phase, a
General Store; a Build that places buildings one by one, each bonus of which may ask in
turn; a break at the end of a turn that asks every player over the hand limit at once)
keeps what is pending in its state as a **stack of steps**, top first: the field
``stack`` of its frozen state (a tuple). Each step is a frozen dataclass subclassing
:class:`Step`, and says by its methods

* whether it asks now (:meth:`Step.waits`; cheap, no message built) and what
  (:meth:`Step.asks`, :class:`~tutor.core.turns.Ask` values, each naming its step: the
  moves that answer it are the game's ``check`` table's, :mod:`tutor.core.check`);
* how it resolves by itself when it does not ask (:meth:`Step.resolve`, called once the
  step is popped: it may push further steps).

:func:`push` puts steps on top now; :func:`after_turn` queues them for the end of the turn
(a break): above the first pending step that ends the turn (:attr:`Step.ENDS_TURN`), under
everything else, after the steps already queued. :func:`advance` resolves the top step
until one asks or the stack is empty, with a loop guard (:class:`StepLoopError`, never a
hang). :class:`Simultaneous` and :func:`everyone` are the preset for one simultaneous ask
per seat (discards down to a hand limit, a draft).

Dispatch is by the step's own methods: the engine never asks "which kind of step is
this?". A move that answers the top step is the game's: it pops (or replaces) the step and
plays the answer, then calls :func:`advance`.

**Notation.** A position mid-step is written and read generically (:class:`StepNotation`):
each kind of step registers once its text tag and a codec for each of its fields
(:data:`SEAT`, :data:`SEATS`, :data:`FLAG`, :func:`count`, :func:`word`, :func:`words`...);
a step is ``tag:field:field...``, a stack is its steps top first separated by ``/`` (``-``
when empty). The reader refuses an unknown tag, a wrong number of fields and a value no
codec reads, with the shared messages of :mod:`.notation`, in every language, a caret under
the fault.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass, fields, replace
from typing import Any, ClassVar, TypeVar

from .errors import NotationError, shown
from .frozen import changed
from .i18n import Msg, register_catalog, render
from .notation import NAT, pieces, read_number
from .turns import Ask, AskKind

S = TypeVar("S")
T = TypeVar("T", bound="Step")

#: Resolutions :func:`advance` makes before it calls the stack a loop: far beyond any turn
#: (a Gatling at six players with every hit saved by a Beer is a few dozen).
MAX_RESOLUTIONS = 10_000


class Step:
    """A pending step; a game's steps are frozen dataclasses subclassing it.

    The defaults make an automatic step: it asks nothing and, popped, leaves the state as
    it is (a step whose seat is gone simply goes)."""

    __slots__ = ()

    #: True for the step that passes the turn: :func:`after_turn` queues above it.
    ENDS_TURN: ClassVar[bool] = False

    def waits(self, state: Any) -> bool:
        """Whether this step, on top, asks a seat now (else :func:`advance` resolves it).
        Override with a cheaper test than building the asks when the game plays fast."""
        return bool(self.asks(state))

    def asks(self, state: Any) -> tuple[Ask, ...]:
        """The open asks of this step on top of ``state``; ``()``: it resolves by itself."""
        return ()

    def resolve(self, state: Any, log: Any) -> Any:
        """The state once this step, already popped, resolved by itself (events to
        ``log``); it may :func:`push` or queue further steps."""
        return state


# ---------------------------------------------------------------- the stack

def _restack(state: S, stack: tuple) -> S:
    if hasattr(type(state), "__post_init__"):
        return replace(state, stack=stack)
    return changed(state, stack=stack)


def top(state: Any) -> Step | None:
    """The step on top of the stack, ``None`` when nothing is pending."""
    stack = state.stack
    return stack[0] if stack else None


def push(state: S, *steps: Step) -> S:
    """``steps`` on top of the stack now, the first on top (it resolves or asks first)."""
    return _restack(state, steps + state.stack)


def pop(state: S) -> S:
    """The stack without its top step."""
    return _restack(state, state.stack[1:])


def after_turn(state: S, *steps: Step) -> S:
    """``steps`` queued for the end of the turn: above the first pending step that ends
    the turn (:attr:`Step.ENDS_TURN`), at the bottom when none is pending; after the steps
    queued before them, so they resolve in the order queued."""
    stack = state.stack
    at = next((i for i, step in enumerate(stack) if step.ENDS_TURN), len(stack))
    return _restack(state, stack[:at] + steps + stack[at:])


def advance(state: S, log: Any, *, settle: Callable[[S, Any], S | None] | None = None,
            limit: int = MAX_RESOLUTIONS) -> S:
    """Resolve the top step until one asks (:meth:`Step.waits`) or the stack is empty.

    ``settle(state, log)``: the game's own look at a state that waits (an ability that
    triggers on the state, as Suzy Lafayette drawing on an empty hand): a new state is
    looked at again, ``None`` leaves it. After ``limit`` resolutions the stack is taken for
    a loop (a step that pushes itself back): :class:`StepLoopError`, never a hang."""
    for _ in range(limit):
        stack = state.stack
        if not stack or stack[0].waits(state):
            again = settle(state, log) if settle is not None else None
            if again is None:
                return state
            state = again
            continue
        state = stack[0].resolve(_restack(state, stack[1:]), log)
    raise StepLoopError(Msg("core.steps.loop", limit=limit,
                            top=", ".join(type(s).__name__ for s in state.stack[:3]) or "-"))


class StepLoopError(RuntimeError):
    """:func:`advance` found no end: a game's steps push each other for ever (a bug of
    the game, not of the user's input). Its message exists in every language."""

    def __init__(self, msg: Msg):
        self.msg = msg
        super().__init__(render(msg, "en"))

    def explain(self, lang: str = "en") -> str:
        return render(self.msg, lang)


# ---------------------------------------------------------------- simultaneous asks

@dataclass(frozen=True)
class Simultaneous(Step):
    """One simultaneous ask per seat in ``waiting`` (the seats that have not answered yet,
    in seat order): discards down to a hand limit, a draft. A game subclasses it with its
    own fields and says what one seat is asked (:meth:`ask_seat`); an answer makes the step
    :meth:`answered` by that seat, and once every seat has answered the step resolves
    (:meth:`Step.resolve`: by default it just goes). Whatever the answers must keep hidden
    until all are in is the game's (a field of its own)."""

    waiting: tuple[int, ...]

    def ask_seat(self, state: Any, seat: int) -> Ask:
        """The ask of one seat (its kind is made :attr:`AskKind.SIMULTANEOUS`)."""
        raise NotImplementedError(type(self).__name__ + ".ask_seat")

    def waits(self, state: Any) -> bool:
        return bool(self.waiting)

    def asks(self, state: Any) -> tuple[Ask, ...]:
        return tuple(replace(self.ask_seat(state, seat), kind=AskKind.SIMULTANEOUS)
                     for seat in self.waiting)

    def answered(self: T, seat: int) -> T:
        """This step once ``seat`` has answered."""
        return replace(self, waiting=tuple(s for s in self.waiting if s != seat))


def answer(state: S, seat: int) -> S:
    """The state once ``seat`` has answered the :class:`Simultaneous` step on top: the
    step stays on top without the seat; with no seat left waiting, :func:`advance`
    resolves it."""
    return _restack(state, (top(state).answered(seat),) + state.stack[1:])


def everyone(cls: type[T], seats: Iterable[int], **fields_: Any) -> T:
    """A :class:`Simultaneous` step ``cls`` asking every seat of ``seats`` at once (each
    once, in seat order), with the step's other fields."""
    return cls(waiting=tuple(sorted(set(seats))), **fields_)


# ---------------------------------------------------------------- notation

@dataclass(frozen=True)
class Reading:
    """What a field's reader knows: the whole text (for carets) and the players at the
    table (the bound of a seat)."""

    text: str
    players: int


@dataclass(frozen=True)
class Field:
    """How one field of a step is written and read: ``write(value) -> str``;
    ``read(value, at, reading, name) -> value`` (``at``: where ``value`` starts in the
    text; ``name``: ``tag.field``, for messages), refusing with a ``NotationError``."""

    write: Callable[[Any], str]
    read: Callable[[str, int, Reading, str], Any]


def _error(key: str, reading: Reading, at: int, **params: Any) -> NotationError:
    return NotationError(Msg(f"core.steps.{key}", **params), reading.text, at)


def _seat(value: str, at: int, reading: Reading, name: str) -> int:
    return read_number(value, 1, reading.players, text=reading.text, position=at, field=name,
                       negative=False) - 1


#: A seat, 0-based in the step, 1-based in the text (``p2`` is seat 1).
SEAT = Field(lambda v: str(v + 1), _seat)
#: A seat or none (``-``): who is responsible for a hit, when someone is.
SEAT_OR_NONE = Field(lambda v: "-" if v is None else str(v + 1),
                     lambda v, at, r, n: None if v == "-" else _seat(v, at, r, n))
#: Seats, comma-separated, ``-`` for none.
SEATS = Field(lambda v: ",".join(str(s + 1) for s in v) if v else "-",
              lambda v, at, r, n: () if v == "-" else tuple(
                  _seat(p, a, r, n) for p, a in pieces(v, at, ",")))
#: A yes/no, written ``1`` / ``0``.
FLAG = Field(lambda v: "1" if v else "0",
             lambda v, at, r, n: bool(read_number(v, 0, 1, text=r.text, position=at, field=n,
                                                  negative=False)))


def count(lo: int, hi: int) -> Field:
    """A whole number from ``lo`` to ``hi`` (the bounds play can reach)."""
    return Field(str, lambda v, at, r, n: read_number(v, lo, hi, text=r.text, position=at,
                                                      field=n, negative=lo < 0))


def word(*allowed: str) -> Field:
    """One of the words ``allowed`` (``jesse`` or ``pedro``). Words written in digits (a
    card's side ``1`` / ``2``) are numbers too: a number past them is refused with the
    shared message that names their range (:func:`~.notation.read_number`), any other
    value not allowed with the list of words."""
    digits = sorted(int(w) for w in allowed if re.fullmatch(NAT, w))

    def read(value: str, at: int, reading: Reading, name: str) -> str:
        if digits and re.fullmatch("[0-9]+", value):
            read_number(value, digits[0], digits[-1], text=reading.text, position=at,
                        field=name, negative=False)
        if value not in allowed:
            raise _error("word", reading, at, field=name, value=shown(value),
                         allowed=list(allowed))
        return value
    return Field(str, read)


def words(allowed: Collection[str], what: Msg, n: int | None = None) -> Field:
    """Words of ``allowed`` (card codes, character keys), comma-separated, ``-`` for
    none; exactly ``n`` when given. ``what`` names one word in a refusal ("a card code")."""
    def read(value: str, at: int, reading: Reading, name: str) -> tuple[str, ...]:
        got = () if value == "-" else pieces(value, at, ",")
        if n is not None and len(got) != n:
            raise _error("how_many", reading, at, field=name, n=n, what=what,
                         value=shown(value))
        for item, where in got:
            if item not in allowed:
                raise _error("not_one", reading, where, field=name, value=shown(item),
                             what=what)
        return tuple(item for item, _ in got)
    return Field(lambda v: ",".join(v) if v else "-", read)


class StepNotation:
    """A game's pending steps as text: each kind registered once (:meth:`kind`) with its
    tag and a :class:`Field` for each of its dataclass fields, in order."""

    def __init__(self) -> None:
        self._by_tag: dict[str, tuple[type, tuple[tuple[str, Field], ...]]] = {}
        self._tag: dict[type, str] = {}

    def kind(self, tag: str, **codecs: Field) -> Callable[[type[T]], type[T]]:
        """Class decorator: register a step class under ``tag`` with one codec per field
        (every field, none more)."""
        def register(cls: type[T]) -> type[T]:
            names = tuple(f.name for f in fields(cls))
            if set(names) != set(codecs) or tag in self._by_tag or ":" in tag or "/" in tag:
                raise TypeError(f"step {tag!r}: fields {names}, codecs {tuple(codecs)}")
            self._by_tag[tag] = (cls, tuple((name, codecs[name]) for name in names))
            self._tag[cls] = tag
            return cls
        return register

    @property
    def tags(self) -> dict[str, type]:
        return {tag: cls for tag, (cls, _) in self._by_tag.items()}

    def tag(self, cls: type) -> str:
        return self._tag[cls]

    def write(self, step: Step) -> str:
        tag = self._tag[type(step)]
        _, codecs = self._by_tag[tag]
        return ":".join([tag] + [codec.write(getattr(step, name)) for name, codec in codecs])

    def write_stack(self, stack: Iterable[Step]) -> str:
        return "/".join(self.write(step) for step in stack) or "-"

    def read(self, token: str, at: int, reading: Reading) -> Step:
        """The step written ``token`` (which starts at ``at`` in ``reading.text``)."""
        (tag, _), *values = pieces(token, at, ":")
        found = self._by_tag.get(tag)
        if found is None:
            raise _error("unknown", reading, at, tag=shown(tag), tags=sorted(self._by_tag))
        cls, codecs = found
        if len(values) != len(codecs):
            raise _error("fields", reading, at, tag=tag, n=len(codecs),
                         names=":".join(name for name, _ in codecs), token=shown(token))
        return cls(*(codec.read(value, where, reading, f"{tag}.{name}")
                     for (name, codec), (value, where) in zip(codecs, values)))

    def read_stack(self, value: str, at: int, reading: Reading) -> tuple[Step, ...]:
        """The steps of a stack written ``value`` (top first, ``-`` when empty)."""
        if value == "-":
            return ()
        return tuple(self.read(token, where, reading) for token, where in pieces(value, at, "/"))


STEP_MESSAGES = {
    "core.steps.loop": {
        "en": "the pending steps did not settle after {limit} resolutions (a step that puts "
              "itself back?); on top: {top}",
        "fr": "les étapes en attente ne se sont pas résolues après {limit} résolutions (une "
              "étape qui se remet elle-même ?) ; en haut : {top}",
    },
    "core.steps.unknown": {
        "en": "'{tag}' is not a pending step of this game: one of {tags}",
        "fr": "« {tag} » n'est pas une étape en attente de ce jeu : l'une de {tags}",
    },
    "core.steps.fields": {
        "en": "the step '{tag}' is written {tag}:{names} ({n} fields after the tag), "
              "not '{token}'",
        "fr": "l'étape « {tag} » s'écrit {tag}:{names} ({n} champs après le nom), "
              "pas « {token} »",
    },
    "core.steps.word": {
        "en": "{field}: '{value}' is not one of {allowed}",
        "fr": "{field} : « {value} » n'est pas l'un de {allowed}",
    },
    "core.steps.not_one": {
        "en": "{field}: '{value}' is not {what}",
        "fr": "{field} : « {value} » n'est pas {what}",
    },
    "core.steps.how_many": {
        "en": "{field}: {n} values are written, each {what} ('{value}')",
        "fr": "{field} : il s'écrit {n} valeurs, chacune {what} (« {value} »)",
    },
}

register_catalog(STEP_MESSAGES)
