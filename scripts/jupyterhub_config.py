"""JupyterHub configuration of the class hub (``make hub``, ``scripts/hub.py``).

``scripts/hub.py`` creates the accounts and writes what varies (ports, the class list, the
students' Python, the proxy) into a ``settings.json`` named by ``RULES_TUTOR_HUB_SETTINGS``;
everything that is the same for every class is here:

- the hub and its proxy listen on 127.0.0.1 only;
- sign-in with the system accounts' passwords (PAM), for the class list's names only; the
  teachers are the hub's admins (they see the students, start and stop their servers);
- each student's server is started as that student, when they sign in or follow a link
  to it (``/hub/user-redirect/...``: the same link for the whole class) (``LocalProcessSpawner``), in their
  home, with JupyterLab opening the course's welcome page, Voila available, and the
  tutor's kernel websocket that sends small replies at once (no Nagle delay);
- each student's server on an origin of its own (``<name>.localhost``) and in a cgroup
  of its own, with the class's limits on memory, CPU and tasks (below);
- the hub's database, cookie secret and proxy pid file in the private state folder;
- each student's kernels over Unix sockets in a folder of their own (below).
"""

import json
import logging
import os
import sys
from pathlib import Path

c = get_config()  # noqa: F821 (defined by JupyterHub when it loads this file)

settings = json.loads(Path(os.environ["RULES_TUTOR_HUB_SETTINGS"]).read_text(encoding="utf-8"))
private = Path(settings["private_dir"])

c.JupyterHub.bind_url = settings["bind_url"]
# Each student's server has an origin of its own, http://<name>.localhost:PORT/user/<name>/,
# the hub http://localhost:PORT/ (browsers send every name below localhost to this machine,
# RFC 6761). Without it every server shared the hub's origin: a student's notebook opened
# by the teacher in Voila ran its script with the teacher's cookies, read the hub's
# anti-forgery token, minted a token for another student and read their files. On its own
# origin a script reaches its own server only, with no cookie of the hub's.
c.JupyterHub.subdomain_host = settings["subdomain_host"]
c.JupyterHub.hub_bind_url = f"http://127.0.0.1:{settings['hub_port']}"
c.ConfigurableHTTPProxy.api_url = f"http://127.0.0.1:{settings['proxy_api_port']}"
c.ConfigurableHTTPProxy.command = settings["proxy_command"]
c.ConfigurableHTTPProxy.pid_file = str(private / "proxy.pid")
c.JupyterHub.pid_file = str(private / "jupyterhub.pid")
c.JupyterHub.db_url = f"sqlite:///{private / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(private / "jupyterhub_cookie_secret")

c.JupyterHub.authenticator_class = "pam"
c.Authenticator.allowed_users = set(settings["teachers"]) | set(settings["students"])
c.Authenticator.admin_users = set(settings["teachers"])
# The class list decides alone: a name dropped from it (still in the hub's database from
# an earlier class) may not sign in any more.
c.Authenticator.allow_existing_users = False

# Each account's server and kernels live in a cgroup of their own, with the class's limits
# on memory, CPU and tasks (scripts/student_limits.py; --memory-limit and the others):
# one runaway student (an endless list, a loop, a fork bomb) is the only one who notices.
# The group is made as root before the start; the forked server joins it, then becomes its
# student (it cannot leave it). "cgroups" is None where this machine cannot limit them
# (hub.py printed why).
sys.path.insert(0, str(Path(__file__).resolve().parent))    # class_spawner, student_limits
import class_spawner  # noqa: E402
from student_limits import Cgroups, Limits, RunawayWatch  # noqa: E402

limits = Limits(**settings["limits"])
cgroups = Cgroups(**settings["cgroups"]) if settings.get("cgroups") else None
# A student who keeps a core busy gives way to the others' clicks (their group's CPU
# weight lowered while it lasts; see class_spawner.RunawayWatcher).
if cgroups is not None:
    class_spawner.ClassSpawner.runaway_watcher = class_spawner.RunawayWatcher(
        cgroups, RunawayWatch(), logging.getLogger("JupyterHub"))


def limit_student(spawner):
    from tornado import web
    if cgroups is None:
        return
    try:
        spawner.student_group = cgroups.prepare(spawner.user.name, limits)
    except (OSError, ValueError) as exc:
        raise web.HTTPError(500, f"the limits of {spawner.user.name} could not be set: {exc}") \
            from None


c.JupyterHub.spawner_class = "class_spawner.ClassSpawner"
if cgroups is not None:            # the servers see them too (MEM_LIMIT, CPU_LIMIT)
    if limits.memory_bytes is not None:
        c.Spawner.mem_limit = limits.memory_bytes
    if limits.cpu_cores is not None:
        c.Spawner.cpu_limit = limits.cpu_cores
c.Spawner.cmd = [settings["python"], "-m", "jupyterhub.singleuser"]
c.Spawner.args = settings["singleuser_args"]
c.Spawner.default_url = settings["default_url"]
c.Spawner.notebook_dir = "~"
c.Spawner.environment = {"PYTHONPATH": settings["pythonpath"], "PATH": settings["path"],
                         "JUPYTER_PATH": settings["jupyter_path"]}

# A student's kernel talks to their server over Unix sockets, in a folder of the student's
# own, not over TCP ports: with a class signing in at once, thirty servers each chose a
# free port for their kernel's five sockets and a kernel found one taken by the time it
# bound it ("Address already in use", jupyter_client issue 487); it died, its restarts
# died the same way, and its student waited for good (measured at 30 students). The
# folder is ``<state>/kernels/<uid>``: its parent is root's (no student can make another's
# folder there), the folder the student's alone (mode 700), its path short enough for a
# Unix socket (``scripts/hub.py``, ``kernel_sockets_dir``, which also puts the transport in
# the servers' arguments; otherwise TCP as before).
kernel_sockets = settings.get("kernel_sockets_dir")


def own_kernel_folder(spawner):
    import pwd
    account = pwd.getpwnam(spawner.user.name)
    folder = Path(kernel_sockets) / str(account.pw_uid)
    folder.mkdir(mode=0o700, exist_ok=True)
    os.chown(folder, account.pw_uid, account.pw_gid)
    folder.chmod(0o700)
    spawner.environment = {**spawner.environment, "JUPYTER_RUNTIME_DIR": str(folder)}


# A server started with the option "heat" (a teacher's request: POST
# /hub/api/users/<name>/server {"heat": "rules-tutor/en/pook.ipynb"}, which the class
# heater below sends for every student) heats one kernel for that course page as it starts
# (widgets.server.HeatedPageKernelManager): the student's page then comes from a kernel
# that has run the course before the class. Every start begins from the class's options,
# so one start's page does not stay for the next. A request whose page is not a notebook
# below the student's home is answered 400 with the reason (from the pre-spawn hook: the
# hub logs an HTTPError from there in one line, where it logs a traceback for one from
# apply_user_options, which only takes the option here).
def take_start_options(spawner, user_options):
    spawner.heat_request = (user_options or {}).get("heat")


def heat_on_request(spawner):
    from tornado import web
    page = getattr(spawner, "heat_request", None)
    spawner.heat_request = None
    if page is None or page == "":
        spawner.args = list(settings["singleuser_args"])
        return
    from widgets.server import heated_page_options
    try:
        if not isinstance(page, str):
            raise ValueError(f"not a notebook below the server's root: {page!r}")
        options = heated_page_options(page)
    except ValueError as exc:
        raise web.HTTPError(400, f"heat: {exc}") from None
    spawner.args = [*settings["singleuser_args"], *options]


def before_start(spawner):
    heat_on_request(spawner)
    limit_student(spawner)
    if kernel_sockets:
        own_kernel_folder(spawner)


sys.path.insert(0, settings["pythonpath"])       # the tutor's widgets.server, for the hub
c.Spawner.apply_user_options = take_start_options
c.Spawner.pre_spawn_hook = before_start

# ``make hub HEAT=<course>``: a service of the hub (run by it, with a token that may start
# servers) starts every student's server with that course heated, before the class. It
# only does what the teacher may do, and runs as the (first) teacher, never as root; it is
# told the page and the class in its environment (the settings file is root's).
if settings.get("heat_page"):
    c.JupyterHub.services = [{
        "name": "class-heater", "command": settings["heater_command"],
        "user": settings["heater_user"], "cwd": "/",
        "environment": {"RULES_TUTOR_HEAT_PAGE": settings["heat_page"],
                        "RULES_TUTOR_HEAT_STUDENTS": ",".join(settings["students"])}}]
    c.JupyterHub.load_roles = [{"name": "class-heater", "services": ["class-heater"],
                                "scopes": ["admin:servers", "list:users", "read:users"]}]
# A link to a server that is not running yet (the teacher's shared link, after sign-in)
# starts it after a second instead of showing a "Launch server" button.
c.JupyterHub.implicit_spawn_seconds = 1
# A whole class signing in at once on a small machine: servers may take a while to start.
# (20 students on two cores: 9 servers were given up after 180 s, and their students were
# left on "Your server is starting up" for good.)
c.Spawner.start_timeout = 600
c.Spawner.http_timeout = 600
# The "Your server is starting up" page reloads itself every 20 s: under that load some
# pages never heard from the hub that their server was up (hub_templates/).
c.JupyterHub.template_paths = [str(Path(__file__).parent / "hub_templates")]
