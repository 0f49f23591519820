"""environment.yml (Binder / JupyterHub / conda) stays in step with pyproject.toml.

The conda environment must list exactly the runtime dependencies plus the ``test`` and
``lab`` extras, with the same version floors, the same Python floor, and install the
project itself with ``pip: -e .``. The ``hub`` extra (``make hub``: JupyterHub) stays out
of it: Binder and Zero-to-JupyterHub images get the jupyterhub that matches their hub.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = ROOT / "pyproject.toml"
ENVIRONMENT = ROOT / "environment.yml"

#: PyPI name -> conda-forge name, where they differ (none so far).
CONDA_NAME: dict[str, str] = {}
#: Extras that environment.yml must provide on top of the runtime dependencies.
EXTRAS = ("test", "lab")
#: Extras that environment.yml must not provide (``make hub`` only).
HUB_ONLY = ("hub",)

_REQ = re.compile(
    r"""^\s*(?P<name>[A-Za-z0-9][A-Za-z0-9._-]*)\s*
        (?:\[[^\]]*\])?\s*            # extras: not meaningful for conda
        (?P<spec>[^;]*?)\s*           # version specifier
        (?:;.*)?$                     # environment marker
    """,
    re.VERBOSE,
)


def normalize(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def parse_requirement(text: str) -> tuple[str, str]:
    """'jupyterlab >= 4.2' -> ('jupyterlab', '>=4.2'); also conda's 'name >=1' form."""
    m = _REQ.match(text)
    if not m:
        raise ValueError(f"cannot parse requirement {text!r}")
    return normalize(m["name"]), re.sub(r"\s+", "", m["spec"])


def pyproject_requirements() -> dict[str, str]:
    project = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["project"]
    reqs = list(project.get("dependencies", []))
    for extra in EXTRAS:
        reqs += project.get("optional-dependencies", {}).get(extra, [])
    out: dict[str, str] = {}
    for r in reqs:
        name, spec = parse_requirement(r)
        name = CONDA_NAME.get(name, name)
        assert out.get(name, spec) == spec, f"{name} has two different floors in pyproject.toml"
        out[name] = spec
    return out


def parse_environment_lines(text: str) -> dict:
    """A minimal reader for the environment.yml shape we use (no PyYAML needed):
    top-level ``key: value`` pairs, top-level lists, and the nested ``- pip:`` list."""
    data: dict = {}
    key = None
    nested: list | None = None
    nested_indent = 0
    for raw in text.splitlines():
        line = raw.split(" #", 1)[0].rstrip() if not raw.lstrip().startswith("#") else ""
        if not line.strip():
            continue
        indent = len(line) - len(line.lstrip())
        body = line.strip()
        if indent == 0:
            k, _, v = body.partition(":")
            key, nested = k.strip(), None
            data[key] = v.strip() if v.strip() else []
        elif body.startswith("- "):
            item = body[2:].strip()
            if nested is not None and indent > nested_indent:
                nested.append(item)
            elif item.endswith(":"):
                nested, nested_indent = [], indent
                data[key].append({item[:-1].strip(): nested})
            else:
                nested = None
                data[key].append(item)
        else:
            raise ValueError(f"environment.yml: unsupported line {raw!r}")
    return data


def load_environment() -> dict:
    text = ENVIRONMENT.read_text(encoding="utf-8")
    try:
        import yaml
    except ImportError:
        return parse_environment_lines(text)
    return yaml.safe_load(text)


def conda_parts(env: dict) -> tuple[dict[str, str], list[str]]:
    """(conda packages name -> spec, pip requirement lines)."""
    conda: dict[str, str] = {}
    pip: list[str] = []
    for dep in env["dependencies"]:
        if isinstance(dep, dict):
            pip += [str(x).strip() for x in dep.get("pip", [])]
            continue
        name, spec = parse_requirement(str(dep))
        conda[name] = spec
    return conda, pip


def test_environment_lists_the_dependencies_and_extras_with_the_same_floors():
    conda, _ = conda_parts(load_environment())
    conda.pop("pip", None)
    conda.pop("python", None)
    expected = pyproject_requirements()
    missing = sorted(set(expected) - set(conda))
    extra = sorted(set(conda) - set(expected))
    assert not missing, f"in pyproject.toml but not in environment.yml: {missing}"
    assert not extra, f"in environment.yml but not in pyproject.toml (dependencies/{'/'.join(EXTRAS)}): {extra}"
    differ = {n: (expected[n], conda[n]) for n in expected if expected[n] != conda[n]}
    assert not differ, f"version floors differ (pyproject, environment.yml): {differ}"


def test_environment_has_the_same_python_floor():
    conda, _ = conda_parts(load_environment())
    requires = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["project"]["requires-python"]
    assert conda.get("python") == re.sub(r"\s+", "", requires)


def test_environment_installs_the_project_editable_with_pip():
    env = load_environment()
    conda, pip = conda_parts(env)
    assert "pip" in conda, "environment.yml must list pip to use a pip: section"
    assert "-e ." in [re.sub(r"\s+", " ", p) for p in pip], f"pip section is {pip}"
    assert "conda-forge" in env.get("channels", [])


def test_line_reader_agrees_with_yaml():
    yaml = pytest.importorskip("yaml")
    text = ENVIRONMENT.read_text(encoding="utf-8")
    assert parse_environment_lines(text) == yaml.safe_load(text)


def test_the_hub_extra_has_jupyterhub_5_and_stays_out_of_the_environment():
    extras = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    conda, pip = conda_parts(load_environment())
    for extra in HUB_ONLY:
        names = dict(parse_requirement(r) for r in extras[extra])
        assert not set(names) & set(conda), f"the {extra} extra is for make hub, not the image"
        assert not any(name in p for p in pip for name in names)
    assert dict(parse_requirement(r) for r in extras["hub"])["jupyterhub"] == ">=5"
