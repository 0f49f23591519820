"""A move put together part by part: the parts chosen so far for one ask (see
:mod:`tutor.core.turns`, which explains the mechanism)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any


@dataclass(frozen=True)
class Partial:
    """The parts of a move chosen so far, for the ask of ``step``, by ``seat`` (``None``:
    the seat asked). ``parts``: ``(name, value)`` pairs in the order chosen."""

    step: str
    parts: tuple[tuple[str, Any], ...] = ()
    seat: int | None = None

    def get(self, name: str, default: Any = None) -> Any:
        for key, value in self.parts:
            if key == name:
                return value
        return default

    def __contains__(self, name: str) -> bool:
        return any(key == name for key, _ in self.parts)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(key for key, _ in self.parts)

    def with_part(self, name: str, value: Any) -> "Partial":
        """These parts with ``name`` set to ``value`` (replacing an earlier choice)."""
        return replace(self, parts=(*((k, v) for k, v in self.parts if k != name),
                                    (name, value)))

    def without(self, *names: str) -> "Partial":
        return replace(self, parts=tuple((k, v) for k, v in self.parts if k not in names))

    def agrees_with(self, whole: "Partial") -> bool:
        """True when every part chosen here has the same value in ``whole``."""
        return self.step == whole.step and all(
            name in whole and whole.get(name) == value for name, value in self.parts)
