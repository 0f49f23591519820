"""``make hub`` without a hub: the class list, the configuration JupyterHub is given, the
course copies and the refusals of ``scripts/hub.py``. (The hub itself, with accounts, a
proxy and a browser, is ``tests/browser/test_hub.py``: root only.)"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import stat
import sys
from pathlib import Path

import pytest

from widgets.server import CONNECTION_CLASS

ROOT = Path(__file__).resolve().parents[1]


def _load_hub():
    name = "rules_tutor_hub_script"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / "hub.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


hub = _load_hub()


# --------------------------------------------------------------------------- class list


def test_a_class_list_names_teachers_and_students_with_ranges_and_comments():
    roster = hub.parse_class("""
        teacher=mme-roux          # the admin
        students=ana,bruno
        students=rt-student08..10
    """)
    assert roster.teachers == ("mme-roux",)
    assert roster.students == ("ana", "bruno", "rt-student08", "rt-student09", "rt-student10")
    assert roster.role("mme-roux") == "teacher" and roster.role("ana") == "student"


def test_the_default_class_is_a_teacher_and_five_test_students():
    roster = hub.parse_class(hub.DEFAULT_CLASS)
    assert roster.teachers == ("rt-teacher",)
    assert roster.students == tuple(f"rt-student{i}" for i in range(1, 6))


@pytest.mark.parametrize("text, why", [
    ("students=ana", "no teacher"),
    ("teacher=t students=ana,ana", "named twice"),
    ("teacher=t students=Ana", "not a system user name"),
    ("teacher=t students=1ana", "not a system user name"),
    ("teacher=t pupils=ana", "neither teacher=NAME nor students=NAMES"),
    ("teacher=t students=s5..2", "runs backwards"),
])
def test_a_bad_class_list_is_refused_with_the_reason(text, why):
    with pytest.raises(hub.Refusal, match=why):
        hub.parse_class(text)


@pytest.mark.parametrize("text, why", [
    ("teacher=t students=s1..99999999", "names 99,999,999 accounts; a class holds at most 500"),
    ("teacher=t students=s1.." + "9" * 5000, "names more accounts than a class holds"),
    ("teacher=t students=a1..300 students=b1..300", "more than 500 accounts"),
])
def test_a_class_list_names_at_most_a_few_hundred_accounts(text, why):
    """``students=s1..99999999`` died of a MemoryError; 5,000 digits of a ValueError."""
    with pytest.raises(hub.Refusal, match=why) as refused:
        hub.parse_class(text)
    assert len(str(refused.value)) < 200                  # a huge item is shown cut short
    assert len(hub.parse_class("teacher=t students=s1..499").names) == 500


@pytest.mark.parametrize("name, why", [
    ("root", "'root' is an existing account \\(uid 0\\) that this hub did not create"),
    ("nobody", "'nobody' is an existing account \\(uid 65534\\) that this hub did not create"),
    ("sudo", "'sudo' is the name of an existing group"),
])
def test_an_existing_account_or_group_not_made_by_the_hub_is_refused(name, why):
    """``students=nobody`` was taken (uid 65534 > 1000) and root made
    ``/nonexistent/rules-tutor``; a group's name stopped ``useradd`` half-way."""
    pytest.importorskip("pwd")
    with pytest.raises(hub.Refusal, match=why):
        hub.check_accounts(hub.parse_class(f"teacher=t students=a,{name}"))


def test_a_refused_name_anywhere_in_the_list_creates_nothing(tmp_path, monkeypatch, capsys):
    """``students=a,b,root``: a and b were created with passwords before root was refused."""
    ran = []
    monkeypatch.setattr(hub, "missing_requirement", lambda proxy=None: None)
    monkeypatch.setattr(hub, "_run", lambda command, stdin=None: ran.append(command))
    state = tmp_path / "state"
    with pytest.raises(SystemExit) as stop:
        hub.main(["--class", "teacher=rt-new-t students=rt-new-a,rt-new-b,root,nobody",
                  "--state", str(state), "--setup-only"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "'root' is an existing account" in err
    assert "'nobody' is an existing account" in err and "Nothing was created" in err
    assert ran == [] and not state.exists()


# --------------------------------------------------------------------------- configuration


def load_config(tmp_path: Path, monkeypatch, **overrides):
    """The configuration ``scripts/jupyterhub_config.py`` gives JupyterHub."""
    from traitlets.config.loader import PyFileConfigLoader
    roster = hub.parse_class("teacher=t1 students=s1,s2")
    state = hub.State(tmp_path / "state")
    settings = hub.hub_settings(roster, "/env/bin/python", "/bin/chp", 8123, state,
                                ["--LabApp.some_option=1"])
    settings.update(overrides)
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(settings), encoding="utf-8")
    monkeypatch.setenv(hub.SETTINGS_ENV, str(path))
    loader = PyFileConfigLoader(hub.CONFIG.name, path=str(hub.CONFIG.parent))
    return loader.load_config(), settings


def test_a_students_kernels_talk_over_unix_sockets_in_a_folder_of_their_own(
        tmp_path, monkeypatch):
    """30 servers choosing TCP ports for their kernels at once lost one to another
    (jupyter_client issue 487): the kernel died and its student waited for good."""
    import pwd
    import shutil
    import tempfile
    import types
    short = Path(tempfile.mkdtemp(prefix="rt-", dir="/tmp"))    # pytest's own is too deep
    try:
        check_kernel_folders(short, monkeypatch, pwd, types)
    finally:
        shutil.rmtree(short)


def check_kernel_folders(tmp_path, monkeypatch, pwd, types):
    c, settings = load_config(tmp_path, monkeypatch)
    state = hub.State(tmp_path / "state")
    assert settings["kernel_sockets_dir"] == str(state.kernels)
    assert "--KernelManager.transport=ipc" in c.Spawner.args
    assert "--LabApp.some_option=1" in c.Spawner.args
    state.create()
    assert oct(state.kernels.stat().st_mode & 0o777) == "0o711"     # passed through, unlisted
    me = pwd.getpwuid(os.getuid())
    spawner = types.SimpleNamespace(user=types.SimpleNamespace(name=me.pw_name),
                                    environment={"PATH": "/usr/bin"})
    c.Spawner.pre_spawn_hook(spawner)
    folder = state.kernels / str(me.pw_uid)
    assert spawner.environment == {"PATH": "/usr/bin", "JUPYTER_RUNTIME_DIR": str(folder)}
    assert folder.stat().st_uid == me.pw_uid
    assert oct(folder.stat().st_mode & 0o777) == "0o700"
    c.Spawner.pre_spawn_hook(spawner)                      # a second start: the same folder
    assert oct(folder.stat().st_mode & 0o777) == "0o700"
    longest = len(str(folder.parent)) + len("/4294967295") + hub.KERNEL_SOCKET_NAME
    assert longest <= hub.UNIX_SOCKET_PATH_MAX


def test_a_state_folder_too_deep_for_a_unix_socket_keeps_tcp_kernels(tmp_path, monkeypatch):
    deep = tmp_path / ("d" * 60)                          # pytest's folder, deeper still
    deep.mkdir()
    c, settings = load_config(deep, monkeypatch)
    assert settings["kernel_sockets_dir"] == ""
    assert "--KernelManager.transport=ipc" not in c.Spawner.args
    import types
    spawner = types.SimpleNamespace(user=types.SimpleNamespace(name="nobody"),
                                    environment={"PATH": "/usr/bin"}, user_options={})
    c.Spawner.pre_spawn_hook(spawner)                 # no kernel folder to make
    assert spawner.environment == {"PATH": "/usr/bin"}
    assert spawner.args == settings["singleuser_args"]


def test_a_teachers_start_with_a_course_to_heat_gives_that_server_a_heated_page(
        tmp_path, monkeypatch):
    """``POST /hub/api/users/<name>/server {"heat": page}`` (the class heater's request):
    that start of the server heats one kernel for the page; the next start without it
    does not; a page that is no notebook below the home is refused."""
    import types
    import pytest
    from widgets.server import HEATED_PAGE_KERNEL_MANAGER_CLASS
    deep = tmp_path / ("d" * 60)                  # TCP kernels: no kernel folder to make
    deep.mkdir()
    c, settings = load_config(deep, monkeypatch)
    spawner = types.SimpleNamespace(user=types.SimpleNamespace(name="s1"), environment={})

    def start(options):
        c.Spawner.apply_user_options(spawner, options)
        c.Spawner.pre_spawn_hook(spawner)
    start({"heat": "rules-tutor/fr/pook.ipynb"})
    assert spawner.args[:len(settings["singleuser_args"])] == settings["singleuser_args"]
    assert spawner.args[len(settings["singleuser_args"]):] == [
        f"--ServerApp.kernel_manager_class={HEATED_PAGE_KERNEL_MANAGER_CLASS}",
        "--HeatedPageKernelManager.heat_page=rules-tutor/fr/pook.ipynb",
        "--ServerApp.jpserver_extensions=widgets.server=True"]
    start({})
    assert spawner.args == settings["singleuser_args"]
    from tornado import web
    for bad in ("../../etc/passwd.ipynb", "/root/x.ipynb", "rules-tutor/en/pook.py",
                "rules-tutor//x.ipynb", "a\nb.ipynb", 42, ["x.ipynb"]):
        with pytest.raises(web.HTTPError) as refused:            # 400, not a 500
            start({"heat": bad})
        assert refused.value.status_code == 400
        assert "heat: not a notebook below the server's root" in refused.value.log_message
    assert "services" not in c.JupyterHub                 # no --heat: no class heater


def test_make_hub_heat_runs_a_service_that_starts_every_students_server_heated(
        tmp_path, monkeypatch):
    c, settings = load_config(tmp_path, monkeypatch, heat_page="rules-tutor/en/pook.ipynb")
    (service,) = c.JupyterHub.services
    assert service["name"] == "class-heater"
    assert service["command"] == [settings["python"], str(hub.SCRIPT_PATH), "--heat-servers"]
    # it only starts the students' servers: it runs as the teacher, never as root, and is
    # told the page and the class, not the path of the root-only settings file
    assert service["user"] == "t1" and service["cwd"] == "/"
    assert service["environment"] == {hub.HEAT_PAGE_ENV: "rules-tutor/en/pook.ipynb",
                                      hub.HEAT_STUDENTS_ENV: "s1,s2"}
    (role,) = c.JupyterHub.load_roles
    assert role["services"] == ["class-heater"] and "admin:servers" in role["scopes"]
    asked = []

    def post(url, body):
        asked.append((url, body))
        return {"s1": (201, ""), "s2": (400, "already running")}.get(url.split("/")[-2],
                                                                     (403, "forbidden"))
    results = hub.heat_servers(settings, "http://127.0.0.1:1/hub/api/", "tok",
                               ["s1", "s2", "s3"], post=post)
    lines = [line for _, line in results]
    assert [status for status, _ in results] == [201, 400, 403]
    assert asked == [(f"http://127.0.0.1:1/hub/api/users/{n}/server",
                      {"heat": "rules-tutor/en/pook.ipynb"}) for n in ("s1", "s2", "s3")]
    assert lines == ["s1: started", "s2: already running", "s3: refused (403: forbidden)"]
    # the hub not answering yet: said as such (the service asks again)
    ((status, line),) = hub.heat_servers(settings, "http://127.0.0.1:9/hub/api", "tok", ["s1"])
    assert status == 0 and line.startswith("s1: refused (0: ")


def test_hub_heat_refuses_a_course_that_does_not_exist(capsys, monkeypatch):
    monkeypatch.setattr(hub.os, "geteuid", lambda: 0, raising=False)
    with pytest.raises(SystemExit) as stop:
        hub.main(["--heat", "no_such_game", "--setup-only"])
    assert stop.value.code == 2
    assert "--heat: no course 'no_such_game' in notebooks/en/" in capsys.readouterr().err


def test_the_hub_listens_on_loopback_signs_in_the_class_only_and_the_teacher_is_admin(
        tmp_path, monkeypatch):
    c, settings = load_config(tmp_path, monkeypatch)
    assert c.JupyterHub.bind_url == "http://127.0.0.1:8123/"
    # the browsers' address; each student's server at <name>.localhost: an origin of its own
    assert c.JupyterHub.subdomain_host == "http://localhost:8123"
    assert c.JupyterHub.hub_bind_url.startswith("http://127.0.0.1:")
    assert c.ConfigurableHTTPProxy.api_url.startswith("http://127.0.0.1:")
    assert c.ConfigurableHTTPProxy.command == ["/bin/chp"]
    assert c.JupyterHub.authenticator_class == "pam"
    assert c.Authenticator.allowed_users == {"t1", "s1", "s2"}
    assert c.Authenticator.admin_users == {"t1"}
    assert c.Authenticator.allow_existing_users is False
    private = str(tmp_path / "state" / "hub")
    for path in (c.JupyterHub.cookie_secret_file, c.JupyterHub.db_url,
                 c.ConfigurableHTTPProxy.pid_file):
        assert private in path


def test_each_server_runs_as_its_student_in_lab_with_the_no_delay_websocket(
        tmp_path, monkeypatch):
    c, _ = load_config(tmp_path, monkeypatch)
    assert c.JupyterHub.spawner_class == "class_spawner.ClassSpawner"   # in the own cgroup
    assert c.Spawner.cmd == ["/env/bin/python", "-m", "jupyterhub.singleuser"]
    assert f"--ServerApp.kernel_websocket_connection_class={CONNECTION_CLASS}" in c.Spawner.args
    assert "--LabApp.some_option=1" in c.Spawner.args       # the script's extra arguments
    for option in hub.PAGE_OPTIONS + hub.TEMPLATE_OPTIONS:   # Voila's page, as make classroom
        assert option in c.Spawner.args                       # renders it
    assert c.Spawner.default_url.startswith(f"/lab/tree/{hub.COURSE_DIR}/")
    assert c.Spawner.default_url.endswith("index.ipynb")
    assert c.Spawner.notebook_dir == "~"
    environment = dict(c.Spawner.environment)
    assert environment.pop("PYTHONPATH") == str(ROOT)
    # a student's terminal finds the class's python (and its jupyter) first
    assert environment.pop("PATH").split(os.pathsep)[0] == "/env/bin"
    # Voila's page template without links to the internet (share/jupyter, first)
    assert environment.pop("JUPYTER_PATH").split(os.pathsep)[0] == str(ROOT / "share" / "jupyter")
    assert environment == {}


def test_a_class_signing_in_at_once_is_given_time_and_a_progress_page_that_reloads(
        tmp_path, monkeypatch):
    """20 students on two cores: servers given up after 180 s, and progress pages that
    never heard their server was up (benchmarks/class_load.py, docs/hub.md)."""
    c, _ = load_config(tmp_path, monkeypatch)
    assert c.Spawner.start_timeout >= 600 and c.Spawner.http_timeout >= 600
    (folder,) = c.JupyterHub.template_paths
    page = Path(folder) / "spawn_pending.html"
    text = page.read_text(encoding="utf-8")
    assert text.startswith('{% extends "templates/spawn_pending.html" %}')
    jinja2 = pytest.importorskip("jinja2")
    pytest.importorskip("jupyterhub")                      # make hub's install (root only)
    default = Path(sys.prefix) / "share" / "jupyterhub" / "templates"
    if not (default / "spawn_pending.html").exists():
        pytest.skip(f"no JupyterHub templates in {default}")
    env = jinja2.Environment(loader=jinja2.ChoiceLoader([
        jinja2.FileSystemLoader(folder),
        jinja2.PrefixLoader({"templates": jinja2.FileSystemLoader(str(default))})]))
    template = env.get_template("spawn_pending.html")
    assert "script" in env.get_template("templates/spawn_pending.html").blocks   # the hub's
    context = template.new_context({})
    context.blocks["script"].append(lambda _ctx: iter(["<the hub's own script>"]))
    script = "".join(template.blocks["script"](context))    # {{ super() }}, then ours
    assert script.lstrip().startswith("<the hub's own script>")
    assert re.search(r"setTimeout\(function \(\) \{ window\.location\.reload\(\); \}, 20000\)",
                     script)


# --------------------------------------------------------------------------- files


def make_course(tmp_path: Path) -> Path:
    source = tmp_path / "notebooks"
    (source / "en").mkdir(parents=True)
    (source / "index.ipynb").write_text("welcome", encoding="utf-8")
    (source / "en" / "game.ipynb").write_text("course", encoding="utf-8")
    (source / ".ipynb_checkpoints").mkdir()
    (source / ".ipynb_checkpoints" / "x.ipynb").write_text("no", encoding="utf-8")
    (source / "en" / "link.ipynb").symlink_to(source / "index.ipynb")
    return source


def test_the_course_copy_keeps_a_students_edits_and_adds_what_is_missing(tmp_path):
    source = make_course(tmp_path)
    home = tmp_path / "home"
    home.mkdir()
    files = hub.course_files(source)
    assert [f.parts for f in files] == [("index.ipynb",), ("en", "game.ipynb")]
    assert hub.write_course(str(home), files) == (2, [])
    dest = home / hub.COURSE_DIR
    (dest / "en" / "game.ipynb").write_text("the student's own notes", encoding="utf-8")
    (source / "en" / "new.ipynb").write_text("a new course", encoding="utf-8")
    assert hub.write_course(str(home), hub.course_files(source)) == (1, [])
    assert (dest / "en" / "game.ipynb").read_text(encoding="utf-8") == "the student's own notes"
    assert (dest / "en" / "new.ipynb").read_text(encoding="utf-8") == "a new course"
    assert not (dest / ".ipynb_checkpoints").exists() and not (dest / "en" / "link.ipynb").exists()
    assert (dest / "index.ipynb").stat().st_mtime == (source / "index.ipynb").stat().st_mtime


def snapshot(folder: Path) -> dict[str, tuple[int, int, bytes]]:
    """Every entry below ``folder``: (owner, mode, bytes of a file)."""
    return {str(p.relative_to(folder)): (p.lstat().st_uid, p.lstat().st_mode,
                                         p.read_bytes() if p.is_file() else b"")
            for p in [folder, *folder.rglob("*")]}


@pytest.mark.parametrize("planted", ["rules-tutor", "rules-tutor/en", "rules-tutor/index.ipynb"])
def test_the_course_copy_follows_no_link_a_student_planted(tmp_path, planted):
    """A student renamed ~/rules-tutor and put a link to another folder in its place: the
    next start of the hub (as root) made that folder the student's. The copy now runs as
    the student (tests/test_hub_accounts.py, for real); and wherever a link stands in the
    course's place, at any level, it is left alone with what it points to."""
    source = make_course(tmp_path)
    home = tmp_path / "home"
    home.mkdir()
    hub.write_course(str(home), hub.course_files(source))
    victim = tmp_path / "victim"
    (victim / "en").mkdir(parents=True)
    (victim / "keep.txt").write_text("not the student's", encoding="utf-8")
    target = victim / "keep.txt" if planted.endswith(".ipynb") else victim
    link = home / planted
    os.replace(link, tmp_path / "moved")
    link.symlink_to(target)
    before = snapshot(victim)
    copied, left = hub.write_course(str(home), hub.course_files(source))
    assert snapshot(victim) == before
    assert link.is_symlink()
    if planted.endswith(".ipynb"):
        assert (copied, left) == (0, [])                # a file there: the student's own
    else:
        assert left == [f"~/{planted} is not a folder (a link?): left as it is"]
def test_the_passwords_file_is_the_owners_only(tmp_path):
    path = tmp_path / "passwords"
    hub.write_passwords(path, {"s1": "abc", "t1": "xyz"})
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert hub.read_passwords(path) == {"s1": "abc", "t1": "xyz"}
    assert re.fullmatch(f"[{hub.PASSWORD_ALPHABET}]{{10}}", hub.new_password())


# --------------------------------------------------------------------------- refusals


def test_it_refuses_in_one_line_with_code_2_when_not_root(monkeypatch, capsys):
    monkeypatch.setattr(os, "geteuid", lambda: 1000)
    with pytest.raises(SystemExit) as exit:
        hub.main(["--class", "teacher=t students=s", "--state", "/nonexistent"])
    assert exit.value.code == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and err.startswith("hub: ")
    assert "root" in err or "JupyterHub is not installed" in err


def test_it_refuses_a_bad_class_list_before_anything_else(capsys):
    with pytest.raises(SystemExit) as exit:
        hub.main(["--class", "students=s"])
    assert exit.value.code == 2
    assert capsys.readouterr().err == "hub: class list: no teacher (teacher=NAME)\n"


def test_no_proxy_is_a_reason_not_to_start(monkeypatch):
    monkeypatch.setattr(os, "geteuid", lambda: 0)
    monkeypatch.setattr(hub, "find_proxy", lambda wanted=None: None)
    pytest.importorskip("jupyterhub")
    assert "configurable-http-proxy is missing" in hub.missing_requirement()


def test_make_hub_runs_the_script_and_make_test_gets_the_hub_as_root():
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    body = re.search(r"^hub:.*?(?=^\S)", makefile, re.S | re.M).group(0)
    assert "scripts/hub.py" in body and ".installed-hub" in body and "proxy" in body
    assert '$(if $(HEAT),--heat "$(HEAT)" --lang $(COURSE_LANG))' in body
    assert re.search(r"^test: .*\$\(HUB_TEST\)", makefile, re.M)
    assert re.search(r"^HUB_TEST := \$\(if \$\(ALLOW_ROOT\),\$\(VENV\)/\.installed-hub", makefile,
                     re.M)



def test_a_heated_class_is_given_the_courses_link_and_told_when_it_may_come(tmp_path, capsys):
    accounts = [hub.Account("t1", "teacher", tmp_path, "pw1"),
                hub.Account("s1", "student", tmp_path, "pw2")]
    state = hub.State(tmp_path / "state")
    hub.print_class("http://localhost:8000/", accounts, state, [],
                    heat_page="rules-tutor/fr/pook.ipynb")
    out = capsys.readouterr().out
    assert ("one link for the whole class: http://localhost:8000/hub/user-redirect/voila/"
            "render/rules-tutor/fr/pook.ipynb") in out
    assert "'Kernel pool of' for each of them" in out
    hub.print_class("http://localhost:8000/", accounts, state, [])
    assert "render/rules-tutor/index.ipynb" in capsys.readouterr().out   # the welcome page


@pytest.mark.parametrize("wanted, url", [
    (None, "http://localhost:8123"),
    ("https://hub.school.example/", "https://hub.school.example"),
    ("http://hub.lan:8000", "http://hub.lan:8000"),
])
def test_the_hubs_address_is_a_host_name_with_names_below_it_for_the_students(wanted, url):
    assert hub.public_url(wanted, 8123) == url


@pytest.mark.parametrize("wanted, why", [
    ("http://127.0.0.1:8000", "an IP address has no names below it"),
    ("http://[::1]:8000", "an IP address has no names below it"),
    ("ftp://hub.lan", "give scheme://host"),
    ("http://hub.lan/prefix", "give scheme://host"),
    ("hub.lan", "give scheme://host"),
])
def test_an_address_without_names_below_it_is_refused(wanted, why):
    with pytest.raises(hub.Refusal, match=why):
        hub.public_url(wanted, 8000)


def test_removing_the_class_goes_on_past_an_account_it_cannot_remove(tmp_path, monkeypatch):
    """An account that could not be removed stopped ``--remove`` half-way: the teacher's
    account deleted, the students' and the password file left."""
    state = hub.State(tmp_path / "state")
    state.create()
    hub.write_passwords(state.passwords, {"t1": "a", "s1": "b", "s2": "c"})

    def remove_account(name, state, passwords):
        if name == "s1":
            raise hub.Refusal("userdel failed: busy")
        passwords.pop(name, None)
        return True, f"{name}: removed"
    monkeypatch.setattr(hub, "remove_account", remove_account)
    lines, complete = hub.remove_class(hub.parse_class("teacher=t1 students=s1,s2"), state)
    assert lines == ["t1: removed", "s1: NOT removed: userdel failed: busy", "s2: removed"]
    assert complete is False
    assert hub.read_passwords(state.passwords) == {"s1": "b"}        # exactly what is left
    monkeypatch.setattr(hub, "missing_requirement", lambda proxy=None: None)
    with pytest.raises(SystemExit) as stop:
        hub.main(["--class", "teacher=t1 students=s1,s2", "--state", str(state.root),
                  "--remove"])
    assert stop.value.code == 1


# --------------------------------------------------------------------------- limits


def test_each_accounts_server_starts_in_a_cgroup_of_its_own_with_the_class_limits(
        tmp_path, monkeypatch):
    """One student could use up the machine's memory or CPU: the hub's pre-spawn hook now
    makes the student's group with the class's limits (on a fake cgroup v1 machine here;
    tests/test_student_limits.py and the browser hub test on real ones)."""
    import types
    from test_student_limits import kernel_adds_procs_files, sl, v1_machine
    _, proc = v1_machine(tmp_path)
    found = sl.discover("rules-tutor-hub-test", proc=proc, euid=0)
    limits = hub.read_limits("512M", "0.5", "256")
    c, settings = load_config(tmp_path, monkeypatch, cgroups=found.to_settings(),
                              limits={"memory_bytes": limits.memory_bytes,
                                      "cpu_cores": limits.cpu_cores, "tasks": limits.tasks})
    assert c.Spawner.mem_limit == 512 * 1024 ** 2 and c.Spawner.cpu_limit == 0.5
    spawner = types.SimpleNamespace(user=types.SimpleNamespace(name="s1"), environment={})
    c.Spawner.pre_spawn_hook(spawner)
    group = spawner.student_group
    folders = {k: Path(v) for k, v in group.folders.items()}
    assert folders["memory"] == tmp_path / "sys/fs/cgroup/memory/classroom/hub" \
        / "rules-tutor-hub-test" / "s1"
    assert (folders["memory"] / "memory.limit_in_bytes").read_text() == str(512 * 1024 ** 2)
    assert (folders["cpu"] / "cpu.cfs_quota_us").read_text() == "50000"
    assert (folders["pids"] / "pids.max").read_text() == "256"
    kernel_adds_procs_files(group)
    group.join(4242)
    assert all(Path(f).read_text() == "4242" for f in group.procs_files)


def test_the_server_joins_its_group_while_root_then_becomes_the_student(monkeypatch):
    pytest.importorskip("jupyterhub")
    sys.path.insert(0, str(ROOT / "scripts"))
    from class_spawner import ClassSpawner
    from jupyterhub.spawner import LocalProcessSpawner
    done = []
    monkeypatch.setattr(LocalProcessSpawner, "make_preexec_fn",
                        lambda self, name: lambda: done.append(f"become {name}"))
    spawner = ClassSpawner.__new__(ClassSpawner)       # no hub around it: the method alone
    spawner.student_group = type("Group", (), {"join": lambda self: done.append("join")})()
    spawner.make_preexec_fn("s1")()
    assert done == ["join", "become s1"]
    spawner.student_group = None
    done.clear()
    spawner.make_preexec_fn("s1")()
    assert done == ["become s1"]


def test_a_stopped_server_leaves_nothing_running_in_its_group(monkeypatch):
    """A kernel's children outlived the server (a multiprocessing pool of a runaway cell
    went on spinning in the student's share after the server stopped)."""
    import asyncio
    pytest.importorskip("jupyterhub")
    sys.path.insert(0, str(ROOT / "scripts"))
    from class_spawner import ClassSpawner
    from jupyterhub.spawner import LocalProcessSpawner
    stopped = []

    async def stop(self, now=False):
        stopped.append(now)
    monkeypatch.setattr(LocalProcessSpawner, "stop", stop)
    rounds = [[41, 42], [43], []]                    # 43 was forked while 41 and 42 died

    class Group:
        def kill_members(self):
            return rounds.pop(0)
    class Watcher:
        def discard(self, name):
            stopped.append(f"not watched: {name}")
    spawner = ClassSpawner.__new__(ClassSpawner)
    spawner.student_group = Group()
    spawner.runaway_watcher = Watcher()
    spawner.user = type("User", (), {"name": "s1"})()
    asyncio.run(spawner.stop(now=True))
    assert stopped == [True, "not watched: s1"] and rounds == []   # the server, then the group


def test_the_runaway_watcher_lowers_a_busy_student_and_only_them_on_the_tests_clock():
    """One student's spinning cell must not make the class's clicks wait: the watcher reads
    every student's CPU time once a second and lowers the one who keeps a core busy."""
    pytest.importorskip("jupyterhub")
    sys.path.insert(0, str(ROOT / "scripts"))
    import logging

    from class_spawner import RunawayWatcher

    class Clock:
        now = 0.0

        def __call__(self):
            return self.now

    class Cgroups:
        def __init__(self):
            self.used = {"ana": 0.0, "ben": 0.0}
            self.weights: list[tuple[str, bool]] = []

        def cpu_seconds(self, name):
            return {hash(name) % 1000: self.used[name]}

        def lower(self, name, lowered):
            self.weights.append((name, lowered))
    clock, cgroups = Clock(), Cgroups()
    watcher = RunawayWatcher(cgroups, hub.student_limits.RunawayWatch(after=3.0),
                             logging.getLogger("test"), clock=clock)
    watcher._thread = "not started"                # step by step on the test's clock
    watcher.add("ana")
    watcher.add("ben")
    changes = []
    for second in range(0, 12):
        clock.now = float(second)
        cgroups.used["ana"] += 1.0 if second < 6 else 0.0       # spins 6 s, then stops
        cgroups.used["ben"] += 0.1                               # clicks
        changes.append(watcher.step())
    assert [(t, c) for t, c in enumerate(changes) if c] == [(3, [("ana", True)]),
                                                            (8, [("ana", False)])]
    assert cgroups.weights == [("ana", True), ("ana", False)]
    watcher.discard("ana")
    assert [name for name, _ in watcher.step()] == [] and watcher._students == {"ben"}


def test_the_limits_are_read_from_the_command_line_and_none_lifts_one():
    limits = hub.read_limits("none", "1", "none")
    assert (limits.memory_bytes, limits.cpu_cores, limits.tasks) == (None, 1.0, None)
    defaults = hub.read_limits(**hub.DEFAULT_LIMITS)
    assert (defaults.memory_bytes, defaults.cpu_cores, defaults.tasks) == (1024 ** 3, 1.0, 1024)
    for bad in (("1 bucket", "1", "9"), ("1G", "-1", "9"), ("1G", "1", "9" * 5000)):
        with pytest.raises(hub.Refusal, match="^limits: "):
            hub.read_limits(*bad)


def test_every_state_folder_has_a_cgroup_folder_of_its_own(tmp_path):
    assert hub.cgroup_top(hub.State(hub.DEFAULT_STATE)) == "rules-tutor-hub"
    one, two = (hub.cgroup_top(hub.State(tmp_path / n)) for n in ("a", "b"))
    assert one != two and one.startswith("rules-tutor-hub-")
    assert one == hub.cgroup_top(hub.State(tmp_path / "a"))


def test_all_three_limits_none_make_no_cgroup_at_all(tmp_path):
    state = hub.State(tmp_path / "state")
    asked = []
    none = hub.class_cgroups(hub.read_limits("none", "none", "none"), state,
                             discover=lambda top: asked.append(top))
    assert not none.usable and asked == []
    assert none.describe(None) == "each student: no limits (all three are none)"
    hub.class_cgroups(hub.read_limits("none", "1", "none"), state,
                      discover=lambda top: asked.append(top))
    assert asked == [hub.cgroup_top(state)]
