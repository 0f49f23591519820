"""Ark Nova's home among the boards: ``board.py`` (:class:`ArkNovaBoard`, the ipycanvas view),
``session.py`` (:class:`ArkNovaSession`, what the board remembers and decides, without a
widget), ``messages.py`` (the board's ``ui.an.*`` texts, EN/FR). Imports only the shared
``widgets`` modules and ``tutor``, never another game's home. The board is imported on
first use, so that the session loads without the widget stack.
"""

from widgets.games import board_on_first_use

__all__ = ["ArkNovaBoard"]
__getattr__ = board_on_first_use(__name__, "ArkNovaBoard")
