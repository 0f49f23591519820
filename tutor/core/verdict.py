"""Verdicts, reasons, events and outcomes: the data every game's engine returns.

* :class:`Reason` — one rule's finding: rule ID, pass/fail, a message with the actual
  numbers, and ``focus`` (what decided it, typed: :mod:`tutor.core.focus`'s cells, hexes,
  cards and seats). ``data`` is the same
  fact as a typed value (a game's frozen dataclass) for code to read: boards, goals and
  tests read ``data``, never the message's key or parameters. A reason is
  *binding* when it decides whether the move is allowed; a non-binding reason is a
  forecast ("the tile will collapse") that the learner should see but that does not
  forbid the move.
* :class:`Verdict` — the answer of ``check(state, move)``.
* :class:`Event` — one consequence of ``apply``, in order, citing its rule. ``snapshot``
  optionally holds the game's board right after the event, so boards replay step by step;
  ``data`` the fact as a typed value, as for reasons.
* :class:`Outcome` — ``before``, ``move``, ``after`` and the ordered ``events``.

Messages on demand: a random playout or a solver applies thousands of moves and reads none
of their messages, so an event (or a reason) may be made with :meth:`Event.later` /
:meth:`Reason.later`: the facts now, the :class:`Msg` by ``make(*args)`` the first time
``msg`` is read (then kept, so it is built once). Everything else sees a plain value:
``msg``, ``explain``, equality, hashing, ``repr`` and ``dataclasses.replace`` read the
message as if it had been given to the constructor. ``args`` must be values that do not
change afterwards (states, tuples, numbers).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from .i18n import Msg, render
from .partial import Partial

T = TypeVar("T")

#: The instance entry that holds ``(make, args)`` until the message is first read.
_LATER = "_msg_later"


class _MsgOnDemand:
    """``msg`` of a value made by ``later``: a non-data descriptor, so a message given to
    the constructor (kept in the instance's ``__dict__``) is found first and costs nothing;
    otherwise the message is built on first access and stored in its place."""

    def __get__(self, instance: Any, owner: type) -> Any:
        if instance is None:
            return self
        fields = instance.__dict__
        later = fields.get(_LATER)
        if later is None:                   # built meanwhile (by another thread)
            return fields["msg"]
        msg = fields["msg"] = later[0](*later[1])
        fields.pop(_LATER, None)
        return msg


def msg_on_demand(cls: type[T]) -> type[T]:
    """Give a frozen dataclass with a ``msg`` field its ``msg`` on demand: a value made by
    :func:`made_later` builds it on first read; one made by the constructor is unchanged.
    Apply it above ``@dataclass`` (a game's own fact with a message may use it too)."""
    cls.msg = _MsgOnDemand()        # type: ignore[attr-defined]
    return cls


def made_later(cls: type[T], fields: dict[str, Any], make: Callable[..., Msg],
               args: tuple[Any, ...] = ()) -> T:
    """A value of ``cls`` (decorated with :func:`msg_on_demand`) with every field of
    ``fields`` and the message ``make(*args)``, built the first time it is read."""
    value = object.__new__(cls)
    object.__setattr__(value, "__dict__", {**fields, _LATER: (make, args)})
    return value


@msg_on_demand
@dataclass(frozen=True)
class Reason:
    rule: str
    ok: bool
    msg: Msg
    focus: tuple[Any, ...] = ()
    binding: bool = True
    data: Any = None

    @classmethod
    def later(cls, rule: str, ok: bool, make: Callable[..., Msg], args: tuple[Any, ...] = (),
              focus: tuple[Any, ...] = (), binding: bool = True, data: Any = None) -> "Reason":
        """A reason whose message is ``make(*args)``, built the first time it is read."""
        value = object.__new__(cls)     # the fields as __init__ sets them, but msg
        object.__setattr__(value, "__dict__", {"rule": rule, "ok": ok, "focus": focus,
                                               "binding": binding, "data": data,
                                               _LATER: (make, args)})
        return value

    def explain(self, lang: str = "en") -> str:
        mark = "✓" if self.ok else "✗"
        if not self.binding and not self.ok:
            mark = "⚠"
        return f"{mark} {render(self.msg, lang)} ({self.rule})"


def allowed(reasons: Iterable[Reason]) -> bool:
    """No binding reason fails: what :attr:`Verdict.legal` says of the same reasons
    (a playout tests it on the reasons alone, with no verdict built)."""
    for r in reasons:                   # a loop, not all(...): a playout asks it per move
        if not r.ok and r.binding:
            return False
    return True


def headline(legal: bool, what: Any) -> Msg:
    """A verdict's first line, the same two words in every game: "Allowed: {what}." or
    "Not allowed: {what}." (``what``: the move in words, a :class:`Msg` or text)."""
    return Msg("core.legal" if legal else "core.illegal", move=what)


@dataclass(frozen=True)
class Verdict:
    move: Any
    move_text: str
    reasons: tuple[Reason, ...]
    summary: Msg | None = None

    @property
    def legal(self) -> bool:
        """True when no binding reason fails."""
        return allowed(self.reasons)

    @property
    def violations(self) -> tuple[Reason, ...]:
        return tuple(r for r in self.reasons if r.binding and not r.ok)

    @property
    def warnings(self) -> tuple[Reason, ...]:
        """Failing forecasts: the move is allowed, but mayhem follows."""
        return tuple(r for r in self.reasons if not r.binding and not r.ok)

    @property
    def complete(self) -> bool:
        """False for the verdict on a move still being put together (a ``Partial``): then
        ``legal`` means "nothing refuses the parts chosen so far"."""
        return not isinstance(self.move, Partial)

    @property
    def rules(self) -> tuple[str, ...]:
        return tuple(r.rule for r in self.reasons)

    @property
    def focus(self) -> tuple[Any, ...]:
        """Everything the deciding reasons point at (violations first when illegal)."""
        chosen = self.violations or self.reasons
        seen: list[Any] = []
        for reason in chosen:
            for item in reason.focus:
                if item not in seen:
                    seen.append(item)
        return tuple(seen)

    def headline(self, lang: str = "en") -> str:
        if self.summary is not None:
            return render(self.summary, lang)
        return render(headline(self.legal, self.move_text), lang)

    def explain(self, lang: str = "en") -> str:
        lines = [self.headline(lang)]
        lines += ["  " + r.explain(lang) for r in self.reasons]
        return "\n".join(lines)

    def __bool__(self) -> bool:
        return self.legal


@msg_on_demand
@dataclass(frozen=True)
class Event:
    rule: str
    msg: Msg
    focus: tuple[Any, ...] = ()
    snapshot: Any = None
    data: Any = None            # the fact as a typed value (see Reason.data)

    @classmethod
    def later(cls, rule: str, make: Callable[..., Msg], args: tuple[Any, ...] = (),
              focus: tuple[Any, ...] = (), snapshot: Any = None, data: Any = None) -> "Event":
        """An event whose message is ``make(*args)``, built the first time it is read."""
        value = object.__new__(cls)     # the fields as __init__ sets them, but msg
        object.__setattr__(value, "__dict__", {"rule": rule, "focus": focus,
                                               "snapshot": snapshot, "data": data,
                                               _LATER: (make, args)})
        return value

    def with_snapshot(self, snapshot: Any) -> "Event":
        """This event with another snapshot, its message still on demand if it was."""
        fields = dict(self.__dict__)
        fields["snapshot"] = snapshot
        copy = object.__new__(type(self))
        object.__setattr__(copy, "__dict__", fields)
        return copy

    def explain(self, lang: str = "en", *, at_start: bool = True) -> str:
        """The event in words with its rule; ``at_start=False`` when the caller puts it
        after words of its own ("Step 3 of 3: ..."), so that a French seat beginning it reads
        "au joueur 2", not "Au joueur 2"."""
        return f"{render(self.msg, lang, at_start=at_start)} ({self.rule})"


class EventLog(list):
    """The events of one move, in order, as ``apply`` records them: each with the rule
    that produced it, its facts (focus, data), a snapshot of the state right after it, and
    its message as ``make(*args)``, built only when read (a playout reads none), so
    ``args`` must be values that do not change afterwards. ``tuple(log)`` is what an
    :class:`Outcome` holds."""

    __slots__ = ()

    def add(self, snapshot: Any, rule: Any, make: Callable[..., Msg], args: tuple = (),
            focus: tuple = (), data: Any = None) -> None:
        """Record an event of ``rule`` (a rule ID or a game's rule enum member)."""
        self.append(Event.later(str(rule), make, args, tuple(focus), snapshot, data))


@dataclass(frozen=True)
class Outcome:
    before: Any
    move: Any
    after: Any
    events: tuple[Event, ...] = field(default_factory=tuple)

    def explain(self, lang: str = "en") -> str:
        return "\n".join(f"{i}. {e.explain(lang)}" for i, e in enumerate(self.events, 1))
