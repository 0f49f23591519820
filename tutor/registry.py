"""Game ids -> lazily imported game modules (``tutor.<game>``), checked against the protocol.

A game joins the tutor, and every shared test suite (conformance, rule coverage, the
turn model), by being listed in :data:`GAMES` (or added with :func:`register`): nothing else
names the games one by one. :func:`game` hands out a module only once it provides every
name of :class:`tutor.core.protocol.GameModule`.
"""

from __future__ import annotations

import importlib
from functools import cache
from types import ModuleType

from tutor.core.protocol import missing

GAMES: dict[str, str] = {
    "big_monster": "tutor.big_monster",
    "flaming_pyramids": "tutor.flaming_pyramids",
    "fruit_picking": "tutor.fruit_picking",
    "kingdom_builder": "tutor.kingdom_builder",
    "oh_hell": "tutor.oh_hell",
    "bang": "tutor.bang",
    "pook": "tutor.pook",
    "sagani": "tutor.sagani",
    "ark_nova": "tutor.ark_nova",
}


class NotAGameError(TypeError):
    """A registered module that does not provide the game protocol."""


def register(game_id: str, module_path: str) -> None:
    """Add a game (its module is imported and checked on first use)."""
    if GAMES.get(game_id, module_path) != module_path:
        raise ValueError(f"game id {game_id!r} is already registered for {GAMES[game_id]}")
    GAMES[game_id] = module_path


@cache
def _checked(path: str) -> ModuleType:
    module = importlib.import_module(path)
    lacking = missing(module)
    if lacking:
        raise NotAGameError(f"{path} does not provide the game protocol: it lacks "
                            f"{', '.join(lacking)}")
    return module


def game(game_id: str) -> ModuleType:
    """The engine module of ``game_id``; ``KeyError`` naming the known games, or
    :class:`NotAGameError` naming what the module lacks."""
    try:
        path = GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(sorted(GAMES))}") from None
    module = _checked(path)
    if module.GAME_ID != game_id:
        raise NotAGameError(f"{path} calls itself {module.GAME_ID!r}, registered as {game_id!r}")
    return module


def all_games() -> dict[str, ModuleType]:
    return {gid: game(gid) for gid in GAMES}
