"""One home per game: ``widgets/games/<game>/`` holds its board (``board.py``), its session
(``session.py``: the board's memory and decisions, no widget) and its board texts
(``messages.py``). A game's package exports its board class, ``<Game>Board``; the shared
code (``widgets.base``, ``widgets.session``, ``widgets.draw``, ``widgets.geometry``, ...)
stays in ``widgets``. No home imports another's.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module


def board_on_first_use(home: str, board: str) -> Callable[[str], type]:
    """A home's module ``__getattr__`` that imports its board (``<home>.board``) only when
    asked for it: a session, a test or the text tools load the home without ipywidgets."""
    def __getattr__(name: str) -> type:
        if name == board:
            return getattr(import_module(f"{home}.board"), board)
        raise AttributeError(f"module {home!r} has no attribute {name!r}")
    return __getattr__
