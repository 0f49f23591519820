"""Interactive boards for the tutor: ipywidgets + ipycanvas, drawn from the engines' state.

``widgets`` imports ``tutor``, never the reverse. The boards are imported lazily so that
the pure helpers (``widgets.geometry``) load without the widget stack::

    from widgets import (BangTable, BigMonsterBoard, FruitPickingBoard, KingdomBuilderBoard,
                         OhHellTable, PookBoard, PyramidBoard, SaganiBoard)
    PyramidBoard(puzzle="example-1-colour-exact-load")
    OhHellTable(puzzle="example-1-dealer-restriction")
    PookBoard(puzzle="example-1-warrior-cost")
    KingdomBuilderBoard(puzzle="kb-ex-1-adjacent-pocket")
    BangTable(puzzle="bang-ex-2-mustang-remington")
    BigMonsterBoard(puzzle="bm-ex-2-double-green")
    FruitPickingBoard(puzzle="fru-ex-2-harvest-house")
    SaganiBoard(puzzle="sag-ex-1-ray-with-gap")
"""

from __future__ import annotations

from importlib import import_module

_EXPORTS = {
    "Board": "widgets.base",
    "BangTable": "widgets.bang",
    "BigMonsterBoard": "widgets.big_monster",
    "PyramidBoard": "widgets.flaming_pyramids",
    "FruitPickingBoard": "widgets.fruit_picking",
    "KingdomBuilderBoard": "widgets.kingdom_builder",
    "OhHellTable": "widgets.oh_hell",
    "PookBoard": "widgets.pook",
    "SaganiBoard": "widgets.sagani",
}

__all__ = sorted(_EXPORTS) + ["BOARDS", "board_class"]

#: Each game's board (``module:class``), by the game's registry id: what the board
#: conformance suite plays. A new game's board joins it by being listed here.
BOARDS = {
    "bang": "widgets.bang:BangTable",
    "big_monster": "widgets.big_monster:BigMonsterBoard",
    "flaming_pyramids": "widgets.flaming_pyramids:PyramidBoard",
    "fruit_picking": "widgets.fruit_picking:FruitPickingBoard",
    "kingdom_builder": "widgets.kingdom_builder:KingdomBuilderBoard",
    "oh_hell": "widgets.oh_hell:OhHellTable",
    "pook": "widgets.pook:PookBoard",
    "sagani": "widgets.sagani:SaganiBoard",
}


def board_class(game_id: str) -> type:
    """The board class of the registered game ``game_id``."""
    module, _, name = BOARDS[game_id].partition(":")
    return getattr(import_module(module), name)


def __getattr__(name: str):
    if name in _EXPORTS:
        return getattr(import_module(_EXPORTS[name]), name)
    raise AttributeError(f"module 'widgets' has no attribute {name!r}")
