"""The session's state: one frozen record, replaced whole.

Everything a session remembers of the game on its board (the history, the selection, the
story shown, who took the screen, the computer seats, the panel's feedback...) is one
frozen dataclass, the session's ``record``. Each part of the session, and each game's
session, declares the fields it needs with :class:`recorded`, as class attributes; the
record's class (``Record``) is made from every field declared along the class's bases.
A game adds a field of its own in one line::

    class PookSession(CellKeys, Session):
        side = recorded("warrior")      # the side the picked card is placed on

Reading ``self.side`` reads ``self.record.side``; assigning it makes a new record with
that field changed (:func:`dataclasses.replace`) and puts it in place of the old one. So
the whole state is saved by keeping one reference and restored by putting it back, which
is what :func:`~widgets.session.guard.guarded` does when an entry point fails.

Kept outside the record, because they are not the state of the game shown: the engine
module and the view (and the answer listeners) the session talks to, the bookkeeping of
calls in progress (the guard's depth, the computer's drive), the timed replay's clock (a
clock a failure stopped stays stopped), the puzzles a teacher offered, the last error
(the failure's own report) and the verdict memo (``check`` on the live position, kept
per position).
"""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar


class recorded:
    """A field of the session's record, declared as a class attribute
    (``name = recorded(default)``; ``default``: its value in a new session). The record's
    field is the attribute's name without its leading underscore (``_cursor`` is
    ``record.cursor``). Its value is any immutable value: a record is replaced, never
    changed."""

    def __init__(self, default: Any = None) -> None:
        self.default = default
        self.field = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.field = name.lstrip("_")

    def __get__(self, obj: Any, owner: type | None = None) -> Any:
        if obj is None:
            return self
        return getattr(obj.record, self.field)

    def __set__(self, obj: Any, value: Any) -> None:
        obj.record = dataclasses.replace(obj.record, **{self.field: value})


class Recorded:
    """A class whose state is one frozen record (``record``, an instance of ``Record``):
    ``Record`` is made, for each subclass, from the :class:`recorded` fields declared on
    it and on its bases (mixins included), in the order of declaration, the bases' first.
    A subclass that declares nothing new shares its base's ``Record``."""

    Record: ClassVar[type] = dataclasses.make_dataclass("Record", [], frozen=True)
    _record_fields: ClassVar[tuple[tuple[str, Any], ...]] = ()
    record: Any

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        declared: dict[str, Any] = {}
        for klass in reversed(cls.__mro__):
            for value in vars(klass).values():
                if isinstance(value, recorded):
                    declared[value.field] = value.default
        fields = tuple(declared.items())
        if fields == cls._record_fields:
            return
        record = dataclasses.make_dataclass(
            "Record", [(name, Any, dataclasses.field(default=default))
                       for name, default in fields], frozen=True)
        record.__module__ = cls.__module__
        record.__qualname__ = f"{cls.__qualname__}.Record"
        record.__doc__ = f"The state of a {cls.__name__}: {', '.join(declared)}."
        cls.Record = record
        cls._record_fields = fields

    def replace_record(self, **changes: Any) -> None:
        """Several fields at once (by their record names): one new record."""
        self.record = dataclasses.replace(self.record, **changes)
