"""An immutable, hashable mapping: the table of a game (cell -> piece) as states hold it;
and a fast copy-with-changes of a frozen state."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Mapping
from typing import Any, Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V", bound=Hashable)
T = TypeVar("T")


class FrozenMap(Mapping[K, V], Generic[K, V]):
    """A read-only mapping, hashable (the hash is computed once) and equal only to a
    mapping of the same class with the same items. Games subclass it for their tables
    (``Pyramid``, ``Board``) and add the geometry their rules need; a change makes a new
    map (``self._cells`` is never written after ``__init__``)."""

    __slots__ = ("_cells", "_hash", "_derived")

    def __init__(self, cells: Mapping[K, V] | None = None):
        self._cells: dict[K, V] = dict(cells or {})
        self._hash: int | None = None
        self._derived: dict[Callable[[Any], Any], Any] | None = None

    def __getitem__(self, key: K) -> V:
        return self._cells[key]

    def __iter__(self) -> Iterator[K]:
        return iter(self._cells)

    def __len__(self) -> int:
        return len(self._cells)

    # The Mapping mixins go through __getitem__ and a KeyError; the rules ask these all
    # the time, so they go straight to the dict.
    def __contains__(self, key: object) -> bool:
        return key in self._cells

    def get(self, key, default=None):
        return self._cells.get(key, default)

    def keys(self):
        """The dict's own read-only view: 'in' and iteration without Python calls."""
        return self._cells.keys()

    def items(self):
        return self._cells.items()

    def values(self):
        return self._cells.values()

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(frozenset(self._cells.items()))
        return self._hash

    def derived(self, compute: Callable[[Any], T]) -> T:
        """``compute(self)``, worked out once per map: a map never changes, so a value the
        rules ask of the same table several times (its open sites) is kept with it, as the
        hash is. ``compute`` is a pure function of the items; its value is never changed."""
        memo = self._derived
        if memo is None:
            memo = self._derived = {}
        if compute in memo:
            return memo[compute]
        value = memo[compute] = compute(self)
        return value

    def __eq__(self, other: object) -> bool:
        if type(other) is type(self):
            return self._cells == other._cells
        return NotImplemented


def changed(instance: T, **changes: object) -> T:
    """``dataclasses.replace`` for a frozen dataclass without ``__post_init__``, about four
    times faster: a state changes on every move of a playout. Unknown field names are
    refused as ``replace`` refuses them. A value cached beside the fields (a
    ``functools.cached_property``, worked out from the fields) is not carried over, as
    ``replace`` would not: it may speak of a field that changed."""
    fields = instance.__dataclass_fields__     # type: ignore[attr-defined]
    if not changes.keys() <= fields.keys():
        unknown = next(name for name in changes if name not in fields)
        raise TypeError(f"{type(instance).__name__} has no field {unknown!r}")
    values = instance.__dict__
    if len(values) != len(fields):             # something cached beside the fields
        values = {name: value for name, value in values.items() if name in fields}
    new = object.__new__(type(instance))
    object.__setattr__(new, "__dict__", {**values, **changes})
    return new


def made(cls: type[T], fields: dict[str, object]) -> T:
    """``cls(**fields)`` for a frozen dataclass without ``__post_init__``, given every field,
    about twice as fast: ``legal_moves`` makes moves by the hundred. The fields are not
    checked (the callers pass them literally; a test holds the value to the constructor's)."""
    new = object.__new__(cls)
    object.__setattr__(new, "__dict__", fields)
    return new
