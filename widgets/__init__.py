"""Interactive boards for the tutor: ipywidgets + ipycanvas, drawn from the engines' state.

``widgets`` imports ``tutor``, never the reverse. The boards are imported lazily so that
the pure helpers (``widgets.geometry``) load without the widget stack. Each game's board
lives in its home, ``widgets/games/<game>/`` (:mod:`widgets.games`), and is named
``<Game>Board``::

    from widgets import (BangBoard, BigMonsterBoard, FlamingPyramidsBoard, FruitPickingBoard,
                         KingdomBuilderBoard, OhHellBoard, PookBoard, SaganiBoard)
    FlamingPyramidsBoard(puzzle="example-1-colour-exact-load")
    OhHellBoard(puzzle="example-1-dealer-restriction")
    PookBoard(puzzle="example-1-warrior-cost")
    KingdomBuilderBoard(puzzle="kb-ex-1-adjacent-pocket")
    BangBoard(puzzle="bang-ex-2-mustang-remington")
    BigMonsterBoard(puzzle="bm-ex-2-double-green")
    FruitPickingBoard(puzzle="fru-ex-2-harvest-house")
    SaganiBoard(puzzle="sag-ex-1-ray-with-gap")
"""

from __future__ import annotations

import pkgutil
from importlib import import_module
from pathlib import Path

#: The games with a home in :mod:`widgets.games` (a folder each, named by the game's registry
#: id): what the board conformance suite plays. A new game's board joins it by having a home.
HOMES: tuple[str, ...] = tuple(sorted(
    info.name for info in pkgutil.iter_modules([str(Path(__file__).with_name("games"))])
    if info.ispkg))


def board_name(game_id: str) -> str:
    """The board class's name, ``<Game>Board``: ``"oh_hell"`` -> ``"OhHellBoard"``."""
    return "".join(word.capitalize() for word in game_id.split("_")) + "Board"


#: Each game's board (``module:class``), by the game's registry id.
BOARDS = {game_id: f"widgets.games.{game_id}:{board_name(game_id)}" for game_id in HOMES}
_EXPORTS = {"Board": "widgets.base"} | {board_name(g): f"widgets.games.{g}" for g in HOMES}

__all__ = sorted(_EXPORTS) + ["BOARDS", "HOMES", "board_class", "board_name"]


def board_class(game_id: str) -> type:
    """The board class of the registered game ``game_id``."""
    module, _, name = BOARDS[game_id].partition(":")
    return getattr(import_module(module), name)


def __getattr__(name: str):
    if name in _EXPORTS:
        return getattr(import_module(_EXPORTS[name]), name)
    raise AttributeError(f"module 'widgets' has no attribute {name!r}")
