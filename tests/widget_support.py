"""Helpers shared by the kernel-side board tests: find a board's widgets as a user sees them."""

from __future__ import annotations

from typing import Any


def all_widgets(board: Any) -> list[Any]:
    """Every widget shown by ``board``, depth first (rows built later are included once
    they are shown)."""
    found = []

    def walk(w: Any) -> None:
        found.append(w)
        for child in getattr(w, "children", ()):
            walk(child)

    walk(board.widget)
    return found


def widgets_of(board: Any, kind: type) -> list[Any]:
    """The widgets of ``board`` of one ipywidgets class (``Button``, ``Dropdown``...)."""
    return [w for w in all_widgets(board) if isinstance(w, kind)]
