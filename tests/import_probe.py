"""Run code in a fresh interpreter in which some top-level packages cannot be imported.

``run_blocked(body, blocked)`` starts ``python -I`` with the checkout first on its path and
an import hook that refuses every module of ``blocked``, runs ``body``, and returns the JSON
object ``body`` printed last. The layering test (the engine imports no UI package) and the
session test (a board session runs with no UI package) share it.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

_HEADER = r"""
import importlib, importlib.abc, json, sys
root, blocked = sys.argv[1], set(json.loads(sys.argv[2]))
sys.path.insert(0, root)

class Blocker(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in blocked:
            raise ImportError(f"import of a blocked module: {name!r}")
        return None

sys.meta_path.insert(0, Blocker())
"""


def run_blocked(body: str, blocked: list[str], timeout: int = 120) -> dict:
    """``body``'s last printed JSON object, run with ``blocked`` unimportable."""
    proc = subprocess.run([sys.executable, "-I", "-c", _HEADER + body, str(ROOT),
                           json.dumps(blocked)],
                          capture_output=True, text=True, timeout=timeout, cwd=ROOT)
    assert proc.returncode == 0, f"probe crashed:\n{proc.stdout}\n{proc.stderr}"
    return json.loads(proc.stdout.strip().splitlines()[-1])
