"""Game ids -> lazily imported game modules (``tutor.<game>``)."""

from __future__ import annotations

import importlib
from types import ModuleType

GAMES: dict[str, str] = {
    "flaming_pyramids": "tutor.flaming_pyramids",
    "oh_hell": "tutor.oh_hell",
    "pook": "tutor.pook",
}


def game(game_id: str) -> ModuleType:
    """The engine module of ``game_id``; raises ``KeyError`` naming the known games."""
    try:
        path = GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(sorted(GAMES))}") from None
    return importlib.import_module(path)


def all_games() -> dict[str, ModuleType]:
    return {gid: game(gid) for gid in GAMES}
