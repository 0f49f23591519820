"""Fruit Picking's home among the boards: ``board.py`` (:class:`FruitPickingBoard`, the ipycanvas view),
``session.py`` (:class:`FruitPickingSession`, what the board remembers and decides, without a
widget), ``messages.py`` (the board's ``ui.*`` texts, EN/FR). Imports only the shared
``widgets`` modules and ``tutor``, never another game's home. The board is imported on
first use, so that the session loads without the widget stack.
"""

from widgets.games import board_on_first_use

__all__ = ["FruitPickingBoard"]
__getattr__ = board_on_first_use(__name__, "FruitPickingBoard")
