"""The engine never imports the UI: ``tutor`` works with no widget stack installed.

Every module under ``tutor`` is imported (``pkgutil.walk_packages``) in a fresh
interpreter in which the UI packages cannot be imported at all; then the modules it
loaded are checked to be standard library only (DESIGN: notebooks -> widgets -> tutor ->
standard library). Among the widgets, each game's home (``widgets/games/<game>/``) imports
no other game's home or engine, and the shared modules import none.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from import_probe import run_blocked

#: Top-level packages the engine must never import.
BLOCKED = ["ipywidgets", "ipycanvas", "IPython", "ipykernel", "comm", "traitlets", "widgets"]

PROBE = r"""
import pkgutil, traceback
preloaded = {m.partition(".")[0] for m in sys.modules}
assert not preloaded & blocked, preloaded & blocked

import tutor
assert tutor.__file__.startswith(root), tutor.__file__  # the checkout, not another copy

report = {"modules": ["tutor"], "errors": {}}
def onerror(name):
    report["errors"][name] = traceback.format_exc()
for info in pkgutil.walk_packages(tutor.__path__, "tutor.", onerror=onerror):
    try:
        importlib.import_module(info.name)
        report["modules"].append(info.name)
    except BaseException:
        report["errors"][info.name] = traceback.format_exc()

try:
    import ipywidgets  # the blocker itself must work
    report["blocker_works"] = False
except ImportError:
    report["blocker_works"] = True

loaded = {m.partition(".")[0] for m in sys.modules}
stdlib = set(sys.stdlib_module_names)
report["non_stdlib"] = sorted(loaded - preloaded - stdlib - {"tutor"})
print(json.dumps(report))
"""


@pytest.fixture(scope="module")
def report() -> dict:
    return run_blocked(PROBE, BLOCKED)


def test_engine_imports_without_any_ui_package(report):
    assert report["blocker_works"]
    assert "tutor.core" in report["modules"], report["modules"]
    assert not report["errors"], "\n\n".join(f"{m}:\n{tb}" for m, tb in report["errors"].items())


def test_engine_loads_only_the_standard_library(report):
    assert report["non_stdlib"] == [], (
        f"importing every tutor module loaded non-stdlib packages: {report['non_stdlib']}"
    )


# ---------------------------------------------------------------- the games' homes

WIDGETS = Path(__file__).resolve().parents[1] / "widgets"
HOMES = sorted(p.name for p in (WIDGETS / "games").iterdir() if (p / "__init__.py").exists())


def _imported(path: Path) -> set[str]:
    """The modules a file imports, absolute (a relative import resolved from its package)."""
    package = ".".join(path.relative_to(WIDGETS.parent).with_suffix("").parts[:-1])
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = package.rsplit(".", node.level - 1)[0] if node.level else ""
            module = ".".join(filter(None, (base, node.module)))
            found.add(module)
            found |= {f"{module}.{alias.name}" for alias in node.names}
    return found


def test_there_is_a_home_for_every_registered_game_and_no_other():
    from tutor.registry import GAMES
    assert HOMES == sorted(GAMES)


@pytest.mark.parametrize("home", HOMES)
def test_a_games_home_imports_no_other_games_home_nor_engine(home):
    """``widgets/games/<game>/`` uses the shared widgets and its own engine only: a game
    never reaches into another game's board, session, texts or rules."""
    others = [g for g in HOMES if g != home]
    for path in sorted((WIDGETS / "games" / home).glob("*.py")):
        wrong = sorted(m for m in _imported(path) for g in others
                       if m == f"widgets.games.{g}" or m.startswith(f"widgets.games.{g}.")
                       or m == f"tutor.{g}" or m.startswith(f"tutor.{g}."))
        assert not wrong, f"{path.relative_to(WIDGETS.parent)} imports {wrong}"


#: The widget modules every game shares: all but the games' homes.
SHARED = sorted([*WIDGETS.glob("*.py"), *(WIDGETS / "session").glob("*.py")])


def _state_reads(path: Path) -> list[str]:
    """``state.x`` read in ``path`` where the object is a position (a name ending in
    ``state``: ``state``, ``self.state``, ``shown_state``...), and ``getattr`` on one."""
    def is_state(node: ast.AST) -> bool:
        name = node.attr if isinstance(node, ast.Attribute) else getattr(node, "id", "")
        return name.endswith("state")

    reads = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute) and is_state(node.value):
            reads.append(f"{path.name}:{node.lineno} .{node.attr}")
        elif (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "getattr"
              and node.args and is_state(node.args[0])):
            reads.append(f"{path.name}:{node.lineno} getattr")
    return reads


def test_the_shared_widgets_read_no_state_field_only_the_protocol():
    """Shared session and board code reads a position only through the game module's
    Protocol (``asks``, ``table``, ``view``, ``check``...): never ``state.to_act``,
    ``state.players``, ``state.phase`` (whether the game is over is ``table(state).over``,
    the seat served is the first asked one, hidden information is the engine's
    ``HIDDEN``). What a game's fields mean is known only in its own home."""
    reads = [r for path in SHARED for r in _state_reads(path)]
    assert reads == []


def test_the_state_read_check_sees_a_read(tmp_path):
    """The check above is not blind: it finds the reads it forbids, and not a Protocol
    call or a name that merely contains "state"."""
    probe = tmp_path / "probe.py"
    probe.write_text("def f(self, state, states):\n"
                     "    self.GAME.asks(state)\n"
                     "    len(states)\n"
                     "    self.table(state).players\n"
                     "    self.state.to_act\n"
                     "    shown_state.players\n"
                     "    getattr(state, 'phase')\n", encoding="utf-8")
    assert _state_reads(probe) == ["probe.py:5 .to_act", "probe.py:6 .players",
                                   "probe.py:7 getattr"]


def test_the_shared_widgets_name_no_game():
    """Outside ``widgets/games/``, no widget module imports a game's engine or home: what
    is shared stays game-free (a game is reached through the registry and its home)."""
    games = set(HOMES)
    for path in SHARED:
        wrong = sorted(m for m in _imported(path)
                       if m.split(".")[:2][-1] in games and m.split(".")[0] == "tutor"
                       or m.startswith("widgets.games."))
        assert not wrong, f"{path.relative_to(WIDGETS.parent)} imports {wrong}"


#: Imports inside a function that remain: none (every game reaches its upper layers through
#: the hooks of ``tutor.core.hooks``). A new one is an import cycle to untie, not to list.
FUNCTION_IMPORTS_LEFT: set[tuple[str, str]] = set()


def test_no_engine_module_hides_an_import_inside_a_function():
    """An import inside a function hides an import cycle (a lower layer reaching an upper
    one): the engine's layers are state → moves → rules → resolve, then parts, notation,
    svg and diagram, and a lower layer reaches an upper one only through a
    ``tutor.core.hooks.Hook`` the upper one fills."""
    root = WIDGETS.parent
    found = set()
    for path in sorted((root / "tutor").rglob("*.py")):
        for fn in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(
                    isinstance(n, (ast.Import, ast.ImportFrom)) for n in ast.walk(fn)):
                found.add((path.relative_to(root).as_posix(), fn.name))
    assert found == FUNCTION_IMPORTS_LEFT
