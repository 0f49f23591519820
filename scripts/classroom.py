"""Serve the whole course in app mode: the welcome page and every game notebook as apps
without code cells (Voilà), linked both ways.

    python scripts/classroom.py                 # make classroom
    python scripts/classroom.py --page pook     # make app NOTEBOOK=pook: the address of one game
    python scripts/classroom.py --page pook --lang fr      # ... of its French course
    python scripts/classroom.py --page pook --class-size 30  # make classroom COURSE=pook STUDENTS=30

Voilà serves the ``notebooks/`` folder (its "tree" mode): the language chooser
(``index.ipynb``), then one folder per language (``en/``, ``fr/``) with its welcome page and
every game, so the links between them and each game's "← welcome page" link work as they
do in JupyterLab. (Serving one
notebook, ``voila pook.ipynb``, answers "403: Forbidden" to every link.) The server listens
on 127.0.0.1 only. When the port asked for is taken (JupyterLab holds 8888), another free
port is chosen and the address printed is the one really listened on: Voilà is told not to
move on its own.

**A class arriving together** (``--class-size N`` with the course as ``--page``): Voilà
runs a course in a kernel of its own for every student who opens it, so a class opening
it at the same moment waits until N kernels have run the whole course on the machine's
cores. With ``--class-size`` Voilà heats N kernels for that course before anyone comes
(its ``preheat_kernel`` option: each has run the course and keeps the page ready); a
student opening the course takes one at once. Start the server a few minutes before the
class: it prints when the kernels are warm. The kernels taken are replaced (for a late
student or a reloaded page) once the class has settled, ``SETTLE`` seconds after the last
one was taken, one at a time, so the class's clicks do not share the machine with N
courses being run again; a student who finds no heated kernel left gets a replacement
started at once (``widgets.server.ClassroomKernelManager``). The other notebooks are served
as usual.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import socket
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
HOST = "127.0.0.1"
DEFAULT_PORT = 8866                  # Voilà's own default
CONNECTION_CLASS = "widgets.server.NoDelayWebsocketConnection"
#: The most kernels heated for a class (each keeps about 90 MB and one run of the course).
MAX_CLASS = 60


def port_is_free(port: int, host: str = HOST) -> bool:
    with contextlib.closing(socket.socket(socket.AF_INET, socket.SOCK_STREAM)) as probe:
        try:
            probe.bind((host, port))
        except OSError:
            return False
    return True


def free_port(host: str = HOST) -> int:
    with contextlib.closing(socket.socket(socket.AF_INET, socket.SOCK_STREAM)) as probe:
        probe.bind((host, 0))
        return probe.getsockname()[1]


def choose_port(wanted: int) -> tuple[int, str | None]:
    """``(port, note)``: ``wanted`` when it is free, else a free one and why."""
    if port_is_free(wanted):
        return wanted, None
    port = free_port()
    return port, f"port {wanted} is in use (JupyterLab?): listening on {port} instead"


def page_url(port: int, page: str) -> str:
    name = page if page.endswith(".ipynb") else f"{page}.ipynb"
    return f"http://{HOST}:{port}/voila/render/{name}"


def find_page(root: Path, page: str, lang: str) -> str | None:
    """The served path of ``page``: as given (``index``, ``fr/pook``), else the course of
    that name in the ``lang`` folder (``pook`` -> ``en/pook.ipynb``)."""
    name = page if page.endswith(".ipynb") else f"{page}.ipynb"
    for candidate in (name, f"{lang}/{name}"):
        if (root / candidate).is_file():
            return candidate
    return None


#: Seconds without a heated kernel taken before the taken ones are replaced, one at a time
#: (:class:`widgets.server.ClassroomKernelManager`): the class has arrived by then.
SETTLE = 60
KERNEL_MANAGER_CLASS = "widgets.server.ClassroomKernelManager"


def heat_config(page: str, class_size: int) -> dict:
    """Voilà's configuration (``voila.json``) that keeps ``class_size`` kernels heated for
    ``page`` (a path in the served folder) and none for the other notebooks; Voilà's own
    refill delay is 0: :class:`widgets.server.ClassroomKernelManager` paces the refill."""
    return {"VoilaConfiguration": {"preheat_kernel": True,
                                   "multi_kernel_manager_class": KERNEL_MANAGER_CLASS},
            "VoilaKernelManager": {"kernel_pools_config": {page: {"pool_size": class_size},
                                                           "default": {"pool_size": 0}},
                                   "fill_delay": 0},
            "ClassroomKernelManager": {"settle": SETTLE, "heat_at_once": 1}}


def heat_folder(port: int) -> Path:
    """The folder of the heated classroom's ``voila.json`` on ``port``."""
    from jupyter_core.paths import jupyter_runtime_dir
    return Path(jupyter_runtime_dir()) / f"rules-tutor-class-{port}"


def heat_options(page: str, class_size: int, port: int = DEFAULT_PORT) -> list[str]:
    """Voilà's options for :func:`heat_config` (none when ``class_size`` is 0): the
    configuration is written to a ``voila.json`` of its own, searched before Voilà's usual
    places (the command line takes a pool per notebook only in a form traitlets warns of).
    Its folder is the server's port's, in the user's private Jupyter runtime folder: written
    again by the next class on that port, instead of a new temporary folder each time
    (which no one removed: a machine that served many classes kept them all)."""
    if class_size <= 0:
        return []
    from jupyter_core.paths import jupyter_config_path
    folder = heat_folder(port)
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    (folder / "voila.json").write_text(json.dumps(heat_config(page, class_size), indent=1),
                                       encoding="utf-8")
    return [f"--Voila.config_file_paths={path}"
            for path in (str(folder), os.getcwd(), *jupyter_config_path())]


#: The kernels' sockets: Unix sockets named after each kernel, not TCP ports. The server
#: picks a kernel's five ports and the kernel binds them a moment later; with a class's
#: kernels started at once, another socket took one in between ("Address already in use":
#: a heated kernel without its heartbeat, measured at 30 students; jupyter_client issue
#: 487). A kernel's Unix sockets are files beside its connection file: they cannot collide.
KERNEL_TRANSPORT = ["--KernelManager.transport=ipc"]

#: How Voilà turns a notebook into its page. nbconvert checks the whole notebook against
#: its schema after each of the page exporter's twelve preprocessors; with
#: ``optimistic_validation`` it checks it once, after the last, so a broken notebook is
#: still refused. For the Flaming Pyramids course (49 code cells) that is 11 checks of
#: about 1.1 ms fewer per page the server renders.
PAGE_OPTIONS = ["--VoilaExporter.optimistic_validation=True"]

#: The pages' template (``share/jupyter/voila/templates/rules_tutor``): Voilà's "lab"
#: template without its links to a CDN for Font Awesome, which a school without internet
#: waited on for nothing (Voilà serves Font Awesome itself). Found on ``JUPYTER_PATH``.
SHARE = ROOT / "share" / "jupyter"
TEMPLATE = "rules_tutor"
TEMPLATE_OPTIONS = [f"--VoilaConfiguration.template={TEMPLATE}"]


def jupyter_path(environ: dict[str, str] | None = None) -> str:
    """``JUPYTER_PATH`` with the tutor's own ``share/jupyter`` first (its Voilà template)."""
    current = (os.environ if environ is None else environ).get("JUPYTER_PATH", "")
    return os.pathsep.join([str(SHARE), *[p for p in current.split(os.pathsep) if p]])


def voila_environment(environ: dict[str, str]) -> dict[str, str]:
    """The environment :func:`voila_command` runs in: ``environ`` with :func:`jupyter_path`
    (Voilà finds the pages' template there)."""
    return {**environ, "JUPYTER_PATH": jupyter_path(environ)}


def compile_tutor(root: Path = ROOT) -> None:
    """Byte-compile the tutor's packages (``tutor/``, ``widgets/``) where they lie, before
    the class's kernels import them. Without their ``.pyc`` files every kernel compiles
    each module it imports from source: the Kingdom Builder course's imports take
    0.12–0.14 s of a kernel's CPU from source, 0.04 s from bytecode. A kernel writes the
    files it compiled, but a class's first kernels start together, and on the class hub
    the students cannot write to the checkout at all. Files compiled and unchanged since
    are left alone."""
    import compileall
    for package in ("tutor", "widgets"):
        if (root / package).is_dir():
            compileall.compile_dir(root / package, quiet=1)


def voila_command(port: int, extra: list[str] = (), *, page: str = "",
                  class_size: int = 0) -> list[str]:
    """The Voilà server of the ``notebooks/`` folder on ``port`` (run it in that folder,
    in :func:`voila_environment`), with ``class_size`` kernels heated for ``page``
    (:func:`heat_options`)."""
    return [sys.executable, "-m", "voila", "--no-browser", f"--Voila.ip={HOST}",
            f"--port={port}", "--Voila.port_retries=0",
            f"--Voila.kernel_websocket_connection_class={CONNECTION_CLASS}",
            *KERNEL_TRANSPORT, *PAGE_OPTIONS, *TEMPLATE_OPTIONS,
            *heat_options(page, class_size, port), *extra]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=int(os.environ.get("APP_PORT",
                                                                       DEFAULT_PORT)))
    parser.add_argument("--root", type=Path, default=NOTEBOOKS,
                        help="the folder of notebooks served (default: notebooks/)")
    parser.add_argument("--page", default="index",
                        help="the notebook whose address is printed (default: the language "
                             "chooser); a course name is looked up in the --lang folder")
    parser.add_argument("--lang", default="en", help="the course language of --page (en, fr)")
    parser.add_argument("--class-size", type=int, default=int(os.environ.get("STUDENTS") or 0),
                        help="heat this many kernels for --page before the class opens it "
                             "(default 0: none)")
    args, extra = parser.parse_known_args(argv)
    page = find_page(args.root, args.page, args.lang)
    if page is None:
        names = sorted(str(p.relative_to(args.root).with_suffix(""))
                       for p in args.root.glob("**/*.ipynb") if ".ipynb_checkpoints" not in p.parts)
        parser.error(f"no notebook {args.page!r} in {args.root} (there are: {', '.join(names)})")
    if not 0 <= args.class_size <= MAX_CLASS:
        parser.error(f"--class-size must be between 0 and {MAX_CLASS}, not {args.class_size}")
    compile_tutor()                   # before the address is printed and a class uses it
    port, note = choose_port(args.port)
    if note:
        print(f"    {note}")
    print(f"\n    Classroom (app mode): {page_url(port, page)}")
    print(f"    All the notebooks:    http://{HOST}:{port}/", flush=True)
    if args.class_size:
        print(f"    Heating {args.class_size} kernels for {page}: Voilà says "
              f"\"Kernel pool of {page} is filled\" when the class may come.", flush=True)
    print(flush=True)
    os.chdir(args.root)
    command = voila_command(port, extra, page=page, class_size=args.class_size)
    os.execve(command[0], command, voila_environment(dict(os.environ)))


if __name__ == "__main__":
    main()
