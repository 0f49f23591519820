"""Verdicts, reasons, events and outcomes: the data every game's engine returns.

* :class:`Reason` — one rule's finding: rule ID, pass/fail, a message with the actual
  numbers, and ``focus`` (the cells, cards or tiles that decided it). ``data`` is the same
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
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .i18n import Msg, render


@dataclass(frozen=True)
class Reason:
    rule: str
    ok: bool
    msg: Msg
    focus: tuple[Any, ...] = ()
    binding: bool = True
    data: Any = None

    def explain(self, lang: str = "en") -> str:
        mark = "✓" if self.ok else "✗"
        if not self.binding and not self.ok:
            mark = "⚠"
        return f"{mark} {render(self.msg, lang)} ({self.rule})"


@dataclass(frozen=True)
class Verdict:
    move: Any
    move_text: str
    reasons: tuple[Reason, ...]
    summary: Msg | None = None

    @property
    def legal(self) -> bool:
        """True when no binding reason fails."""
        return not self.violations

    @property
    def violations(self) -> tuple[Reason, ...]:
        return tuple(r for r in self.reasons if r.binding and not r.ok)

    @property
    def warnings(self) -> tuple[Reason, ...]:
        """Failing forecasts: the move is allowed, but mayhem follows."""
        return tuple(r for r in self.reasons if not r.binding and not r.ok)

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
        key = "core.legal" if self.legal else "core.illegal"
        return render(Msg(key, move=self.move_text), lang)

    def explain(self, lang: str = "en") -> str:
        lines = [self.headline(lang)]
        lines += ["  " + r.explain(lang) for r in self.reasons]
        return "\n".join(lines)

    def __bool__(self) -> bool:
        return self.legal


@dataclass(frozen=True)
class Event:
    rule: str
    msg: Msg
    focus: tuple[Any, ...] = ()
    snapshot: Any = None
    data: Any = None            # the fact as a typed value (see Reason.data)

    def explain(self, lang: str = "en") -> str:
        return f"{render(self.msg, lang)} ({self.rule})"


@dataclass(frozen=True)
class Outcome:
    before: Any
    move: Any
    after: Any
    events: tuple[Event, ...] = field(default_factory=tuple)

    def explain(self, lang: str = "en") -> str:
        return "\n".join(f"{i}. {e.explain(lang)}" for i, e in enumerate(self.events, 1))
