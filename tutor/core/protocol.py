"""The plain functions and data every game module provides (a Protocol, not a base class).

:func:`missing` says what a module lacks; the registry refuses to hand out a game module
that lacks anything, so callers (puzzles, notebook helpers, boards, the shared test
suites) use these names and never ask a state or a module whether it has an attribute.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import ModuleType
from typing import Any, Protocol

from .i18n import Msg
from .turns import Ask, Partial, Table
from .verdict import Outcome, Verdict


class GameModule(Protocol):
    GAME_ID: str                  # registry id, e.g. "flaming_pyramids"
    GAME_PREFIX: str              # the notation's prefix and the catalog's, e.g. "fp"
    RULEBOOK: Mapping[str, Any]   # rule ID -> its EN/FR title and summary
    #: The fact sheet's rules the tutor leaves out: rule ID -> its EN/FR title and a summary
    #: saying what the rule is and why it is not implemented (the rule reference shows them).
    NOT_IMPLEMENTED: Mapping[str, Any]
    RULE_ID_PATTERN: str          # the fact sheet's rule-ID shape, a regular expression
    PUZZLES: Sequence[Any]
    GOALS: Mapping[str, Any]      # puzzle goal name -> judge
    #: Option sets that between them exercise every variant (the shared suites play them).
    EXAMPLE_OPTIONS: Sequence[Any]
    #: The computer's choice among legal moves: POLICY(state, moves, rng) -> one of moves
    #: (``tutor.core.policy.choose`` calls it; the game's policy.py says what it prefers).
    POLICY: Any
    Options: type
    State: type
    #: Hidden information, declared once: the state's fields that only their own seat may
    #: see while it acts (a hand, a secret role), by name; ``()`` when a seat at the screen
    #: sees nothing the others may not. ``view(state, seat)`` is what one seat sees; a
    #: board played around one screen (hot seat) lowers a curtain between seats only when
    #: this is not empty.
    HIDDEN: tuple[str, ...]

    def initial_state(self, options: Any, seed: int) -> Any: ...
    def asks(self, state: Any) -> tuple[Ask, ...]: ...
    #: The seats, the options and whether the game is over (the end rule, decided once
    #: by the engine): what boards and the shared session may read of any position.
    def table(self, state: Any) -> Table: ...
    def legal_moves(self, state: Any) -> list[Any]: ...
    def check(self, state: Any, move: Any) -> Verdict: ...     # a move, or a Partial
    def parts_of(self, state: Any, move: Any) -> Partial: ...
    def move_for(self, state: Any, partial: Partial) -> Any: ...   # None: a part is missing
    def apply(self, state: Any, move: Any) -> Outcome: ...
    def parse_move(self, text: str) -> Any: ...
    def format_move(self, move: Any, seat: bool = True) -> str: ...
    #: The move in words, as ``state`` shows it, without a verdict's label: "Player 1
    #: places Y40 at (1,1)". The one source of the move in a verdict's headline ("Not
    #: allowed: " and these words) and of every text that names a played or allowed move
    #: (a board's undo, redo, hints-off feedback). Any move ``check`` may be asked about
    #: (another seat's, none, after the end) is said; a legal one never as notation.
    def describe_move(self, state: Any, move: Any) -> Msg: ...
    def from_notation(self, text: str) -> Any: ...
    def to_notation(self, state: Any) -> str: ...
    def view(self, state: Any, seat: int | None) -> Any: ...
    #: The position as a static picture (SVG text) labelled in ``lang``: what a notebook
    #: shows where no kernel runs (a code-hosting site, an HTML export).
    def state_svg(self, state: Any, lang: str = "en") -> str: ...


#: Every name of the protocol: data first, then the functions.
REQUIRED: tuple[str, ...] = tuple(GameModule.__annotations__) + tuple(
    name for name, value in vars(GameModule).items()
    if callable(value) and not name.startswith("_"))


def missing(module: ModuleType) -> list[str]:
    """The protocol's names that ``module`` does not provide (functions must be callable)."""
    functions = set(REQUIRED) - set(GameModule.__annotations__)
    out = []
    for name in REQUIRED:
        value = getattr(module, name, None)
        if value is None or (name in functions and not callable(value)):
            out.append(name)
    return out
