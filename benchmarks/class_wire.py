"""A simulated student without a browser: what a student's page says to the server.

``benchmarks/class_load.py --clients wire`` uses this for its students, in the manner of
JupyterHub's own traffic simulator (hubtraf): each student is a client of the server's
HTTP and kernel-websocket protocols, and says what a real student's page says, in the same
order (recorded from a Chromium page of Voila, kernel websocket frames included):

1. on the hub, the login form (its ``_xsrf``), sent on to the course by the class's link;
   while the student's server starts, the hub's progress stream, as the waiting page reads
   it; then the OAuth round trip to the student's server;
2. ``GET`` the Voila page (the kernel runs the notebook, unless heated), and the scripts
   and style sheets the page names (a fresh browser has none cached; the chunks that
   those scripts load later are not fetched);
3. ``GET /api/kernels/<id>``, then the kernel's websocket with JupyterLab's protocol
   (``v1.kernel.websocket.jupyter.org``): ``kernel_info_request``; the widget manager's
   control comm (``request_states``: every widget's state in one message), closed after;
4. ``client_ready`` from every canvas (ipycanvas sends it when its model is created, and
   the board then draws), also for the canvases the kernel opens later;
5. a board's stand-in (:mod:`widgets.reach`) that a browser shows near its first screen
   says ``reached`` (the first ``boards_in_view`` boards of the page), and the kernel
   brings that board alive;
6. clicks: ``mouse_down`` then ``mouse_up`` on the first board's canvas, at the plan's
   canvas pixels, timed from the send until the kernel's update of the answer's text
   (the panel; on the trivial notebook, the text its click handler sets) arrives, with a
   value other than the one before. Everything else the kernel sends (drawing commands,
   status) is read as it comes, as a page does.

What it leaves out: drawing (the students' machines draw their own pages), hover moves
(the browser students do not hover either), and the lazily loaded script chunks.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import re
import time
import urllib.request
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote, urljoin, urlsplit

PROTOCOL = "v1.kernel.websocket.jupyter.org"
CONTROL_TARGET = "jupyter.widget.control"
CONTROL_VERSION = "1.0.0"           # ipywidgets' __control_protocol_version__, as the page sends
MODEL_REF = "IPY_MODEL_"
CANVASES = ("MultiCanvasModel", "CanvasModel")      # ipycanvas: what a click is sent to
#: How many boards a browser brings alive as the page opens: its IntersectionObserver
#: reaches the stand-ins within half a screen of the view (widgets/reach.py), and a
#: Chromium page of 1280 x 1000 opening the Flaming Pyramids course in Voila says
#: "reached" for the first board only (none when the first board is alive from the start),
#: as its kernel websocket's frames show.
BOARDS_IN_VIEW = 1

_MODEL_ID = re.compile(r'"model_id":\s*"([0-9a-f]{32})"')
_KERNEL_ID = re.compile(r'"kernelId":\s*"([0-9a-f-]{36})"')
_ASSET = re.compile(r'<(?:script[^>]*\bsrc|link[^>]*\bhref)="(/[^"]+\.(?:js|css)[^"]*)"')
_XSRF_INPUT = re.compile(r'name="_xsrf"\s+value="([^"]+)"|value="([^"]+)"\s+name="_xsrf"')


# --------------------------------------------------------------------------- the wire


def pack(channel: str, header: dict, content: dict, *, parent: dict | None = None,
         metadata: dict | None = None, buffers: tuple[bytes, ...] = ()) -> bytes:
    """A message in the kernel websocket's v1 protocol (as JupyterLab's services send it)."""
    from jupyter_server.services.kernels.connection.base import serialize_msg_to_ws_v1
    parts = [json.dumps(part).encode() for part in (header, parent or {}, metadata or {},
                                                     content)]
    return serialize_msg_to_ws_v1([*parts, *buffers], channel)


def unpack(frame: bytes) -> tuple[str, dict, dict, dict, list[bytes]]:
    """(channel, header, parent header, content, buffers) of a v1 frame."""
    from jupyter_server.services.kernels.connection.base import deserialize_msg_from_ws_v1
    channel, parts = deserialize_msg_from_ws_v1(frame)
    header, parent, _metadata, content = (json.loads(p) for p in parts[:4])
    return channel, header, parent, content, list(parts[4:])


@dataclass
class Model:
    name: str                      # _model_name
    state: dict[str, Any]


@dataclass
class Page:
    """What a student's page knows: the widget models, and who waits for which change."""

    top: list[str]                                    # the outputs' model ids, in page order
    models: dict[str, Model] = field(default_factory=dict)
    #: Called on every model update (model id, the changed state), until it returns True.
    watchers: list[Callable[[str, dict], bool]] = field(default_factory=list)

    def walk(self) -> Iterator[str]:
        """Every model shown, depth first in page order (children, a MultiCanvas's
        layers)."""
        seen: set[str] = set()

        def visit(model_id: str) -> Iterator[str]:
            if model_id in seen or model_id not in self.models:
                return
            seen.add(model_id)
            yield model_id
            state = self.models[model_id].state
            for key in ("children", "_canvases"):
                for ref in state.get(key) or ():
                    if isinstance(ref, str) and ref.startswith(MODEL_REF):
                        yield from visit(ref[len(MODEL_REF):])

        for model_id in self.top:
            yield from visit(model_id)

    def boards(self) -> list[tuple[str, bool]]:
        """(model id, alive) of each board in page order: a stand-in (alive False) or the
        first canvas of a shown output."""
        layers = {ref for m in self.models.values() for ref in m.state.get("_canvases") or ()}
        out = []
        for model_id in self.walk():
            model = self.models[model_id]
            if "reached" in model.state and "picture" in model.state:
                out.append((model_id, bool(model.state["reached"])))
            elif model.name in CANVASES and MODEL_REF + model_id not in layers:
                out.append((model_id, True))
        return out

    def first_canvas(self) -> str | None:
        """The first board's canvas once it is alive (the first canvas in page order)."""
        return next((m for m, _ in self.boards() if self.models[m].name in CANVASES), None)

    def answer_model(self, canvas: str, answer: str) -> str | None:
        """The text that answers a click on ``canvas``: the first HTML model after it in
        page order that carries ``answer`` (a CSS class of the widget or of its HTML)."""
        after = False
        for model_id in self.walk():
            if model_id == canvas:
                after = True
            elif after:
                state = self.models[model_id].state
                if self.models[model_id].name == "HTMLModel" and (
                        answer in (state.get("_dom_classes") or ())
                        or f'class="{answer}"' in str(state.get("value", ""))):
                    return model_id
        return None


class KernelLine:
    """One kernel websocket: sends as the page does, and reads everything the kernel
    sends (the page's widget manager): models opened, updated and closed; every canvas
    opened says ``client_ready``."""

    def __init__(self, ws: Any, page: Page) -> None:
        self.ws, self.page = ws, page
        self.session = uuid.uuid4().hex
        self.replies: dict[str, asyncio.Future] = {}
        self.closed = asyncio.get_running_loop().create_future()
        self.reader = asyncio.get_running_loop().create_task(self._read())

    def _header(self, msg_type: str) -> dict:
        return {"msg_id": uuid.uuid4().hex, "msg_type": msg_type, "username": "",
                "session": self.session, "date": "", "version": "5.2"}

    async def send(self, msg_type: str, content: dict, *, channel: str = "shell",
                   metadata: dict | None = None) -> str:
        header = self._header(msg_type)
        await self.ws.write_message(pack(channel, header, content, metadata=metadata),
                                    binary=True)
        return header["msg_id"]

    async def request(self, msg_type: str, content: dict, *, timeout: float) -> dict:
        """Send on the shell channel; the reply's content."""
        header = self._header(msg_type)
        future = self.replies[header["msg_id"]] = asyncio.get_running_loop().create_future()
        await self.ws.write_message(pack("shell", header, content), binary=True)
        return await asyncio.wait_for(future, timeout)

    async def comm(self, comm_id: str, data: dict, *, metadata: dict | None = None) -> None:
        await self.send("comm_msg", {"comm_id": comm_id, "data": data}, metadata=metadata)

    async def custom(self, comm_id: str, content: dict) -> None:
        await self.comm(comm_id, {"method": "custom", "content": content})

    async def states(self, timeout: float) -> dict[str, Any]:
        """Every widget's state, through the widget manager's control comm."""
        comm_id = uuid.uuid4().hex
        future = asyncio.get_running_loop().create_future()
        self.replies[comm_id] = future
        await self.send("comm_open", {"comm_id": comm_id, "target_name": CONTROL_TARGET,
                                      "data": {}}, metadata={"version": CONTROL_VERSION})
        await self.comm(comm_id, {"method": "request_states"})
        data = await asyncio.wait_for(future, timeout)
        await self.send("comm_close", {"comm_id": comm_id, "data": {}})
        return data["states"]

    async def open_models(self, states: dict[str, Any]) -> None:
        for model_id, entry in states.items():
            await self._opened(model_id, entry["state"])

    async def _opened(self, model_id: str, state: dict) -> None:
        model = Model(state.get("_model_name", ""), dict(state))
        self.page.models[model_id] = model
        if model.name == "CanvasModel" and state.get("_send_client_ready_event", True):
            await self.custom(model_id, {"event": "client_ready"})

    def _updated(self, model_id: str, state: dict) -> None:
        model = self.page.models.get(model_id)
        if model is None:
            return
        model.state.update(state)
        self.page.watchers[:] = [w for w in self.page.watchers if not w(model_id, state)]

    async def _read(self) -> None:
        try:
            while True:
                frame = await self.ws.read_message()
                if frame is None:
                    break
                if isinstance(frame, str):
                    continue
                channel, header, parent, content, _buffers = unpack(frame)
                kind = header["msg_type"]
                if channel == "shell" and parent.get("msg_id") in self.replies:
                    self.replies.pop(parent["msg_id"]).set_result(content)
                elif kind == "comm_open" and content.get("target_name") == "jupyter.widget":
                    await self._opened(content["comm_id"], content["data"].get("state", {}))
                elif kind == "comm_msg":
                    data = content.get("data", {})
                    method = data.get("method")
                    if method == "update_states" and content["comm_id"] in self.replies:
                        self.replies.pop(content["comm_id"]).set_result(data)
                    elif method in ("update", "echo_update"):
                        self._updated(content["comm_id"], data.get("state", {}))
                elif kind == "comm_close":
                    self.page.models.pop(content.get("comm_id"), None)
        except Exception as exc:            # the socket closed under us: a figure, not a crash
            if not self.closed.done():
                self.closed.set_exception(exc)
            return
        if not self.closed.done():
            self.closed.set_result(None)

    async def close(self) -> None:
        self.reader.cancel()
        with contextlib.suppress(BaseException):
            await self.reader
        with contextlib.suppress(Exception):
            self.ws.close()


# --------------------------------------------------------------------------- HTTP


def cookie_header(client: Any, url: str) -> str:
    """The Cookie header ``client`` (httpx) would send to ``url``."""
    request = urllib.request.Request(url)
    client.cookies.jar.add_cookie_header(request)
    return request.get_header("Cookie", "")


async def sign_in(client: Any, hub: str, shared_path: str, user: str, password: str,
                  timeout: float, on_server_up: Callable[[], None] = lambda: None) -> Any:
    """Sign in on the hub's login page, sent on to ``shared_path`` (the class's link); wait
    for the student's server as the hub's waiting page does (``on_server_up`` is called
    when it is up, before the page is asked for). Returns the page's response: the
    redirects end on the page itself, so it is asked for once, as a browser does."""
    login = f"{hub}/hub/login?next={quote(shared_path)}"
    form = await client.get(login)
    match = _XSRF_INPUT.search(form.text)
    data = {"username": user, "password": password}
    if match:
        data["_xsrf"] = match.group(1) or match.group(2)
    deadline = time.monotonic() + timeout
    response = await client.post(login, data=data)   # the server started within the
    waited = False                                    # hub's patience: on to the page
    while "/spawn-pending/" in response.url.path:     # else the waiting page
        await _wait_for_server(client, hub, user, deadline)
        if time.monotonic() > deadline:
            raise TimeoutError("the student's server did not start")
        if not waited:
            on_server_up()
            waited = True
        response = await client.get(str(response.url))    # on to the page when it is up
    if not waited:
        on_server_up()
    if response.status_code != 200 or "/hub/" in response.url.path:
        raise RuntimeError(f"sign-in ended at {response.url.path} ({response.status_code})")
    return response


def hub_origin(url: str, user: str) -> tuple[str, str]:
    """(the hub's origin, the path below the user's prefix) of an address on ``user``'s
    server. On a hub that gives each server an origin of its own (``subdomain_host``), the
    server's host is the hub's with ``<user>.`` in front: the student signs in on the
    hub's own origin, as a browser sent there does."""
    origin, _, path = url.partition(f"/user/{user}/")
    scheme, _, host = origin.partition("://")
    return f"{scheme}://{host.removeprefix(f'{user}.')}", path


async def _wait_for_server(client: Any, hub: str, user: str, deadline: float) -> None:
    """Read the hub's progress stream (as its waiting page does) until the server is
    ready or failed; a second's wait if the stream cannot be read."""
    xsrf = next((c.value for c in client.cookies.jar if c.name == "_xsrf"
                 and c.path.startswith("/hub")), "")
    url = f"{hub}/hub/api/users/{quote(user)}/server/progress?_xsrf={quote(xsrf)}"
    try:
        async with client.stream("GET", url, timeout=max(1.0, deadline - time.monotonic()),
                                  headers={"Accept": "text/event-stream"}) as stream:
            if stream.status_code != 200:
                raise RuntimeError(stream.status_code)
            async for line in stream.aiter_lines():
                if line.startswith("data:"):
                    event = json.loads(line[5:])
                    if event.get("ready") or event.get("failed"):
                        return
    except Exception:
        await asyncio.sleep(1.0)


# --------------------------------------------------------------------------- a student


async def run_wire_student(student: Any, url: str, plan: Any, t0: float,
                           sign_in_as: tuple[str, str] | None,
                           boards_in_view: int = BOARDS_IN_VIEW) -> None:
    """One student at the wire: (sign in), open ``url``, click. Fills ``student`` (a
    ``class_load.Student``) as the browser student does."""
    import httpx
    from tornado.httpclient import HTTPRequest
    from tornado.websocket import websocket_connect

    line: KernelLine | None = None
    deadline = t0 + plan.first_timeout

    def mark(phase: str) -> None:          # when each step of the opening was done
        student.phases[phase] = time.time() - t0

    try:
        async with httpx.AsyncClient(follow_redirects=True, timeout=plan.first_timeout,
                                     headers={"User-Agent": "rules-tutor-class-load"}) as client:
            def server_up() -> None:
                student.ready_s = time.time() - t0

            # The whole opening has the student's first_timeout, not each read: a server
            # whose kernel died may keep the page's response open without a byte (seen on
            # the hub), and the student must then fail, not wait for good.
            if sign_in_as is None:
                server_up()
                response = await asyncio.wait_for(client.get(url), deadline - time.time())
            else:                           # the page comes at the end of the sign-in
                user, password = sign_in_as
                hub, path = hub_origin(url, user)
                response = await asyncio.wait_for(
                    sign_in(client, hub, f"/hub/user-redirect/{path}", user, password,
                            plan.first_timeout, server_up), deadline - time.time())
                url = str(response.url)
            response.raise_for_status()
            html = response.text
            mark("page")
            kernel = _KERNEL_ID.search(html)
            if kernel is None:
                raise RuntimeError("no kernel on the page")
            await asyncio.wait_for(asyncio.gather(*(
                client.get(urljoin(url, asset)) for asset in dict.fromkeys(_ASSET.findall(html)))),
                max(0.5, deadline - time.time()))
            mark("assets")
            origin = "{0.scheme}://{0.netloc}".format(urlsplit(url))
            base = origin + re.search(r'"baseUrl":\s*"([^"]*)"', html).group(1)
            kernel_url = f"{base}api/kernels/{kernel.group(1)}"
            (await client.get(kernel_url)).raise_for_status()
            ws_url = kernel_url.replace("http", "ws", 1) + f"/channels?session_id={uuid.uuid4()}"
            ws = await websocket_connect(
                HTTPRequest(ws_url, headers={"Cookie": cookie_header(client, ws_url)},
                            request_timeout=plan.first_timeout),
                subprotocols=[PROTOCOL], max_message_size=1 << 30)
            mark("socket")
            page = Page(list(dict.fromkeys(_MODEL_ID.findall(html))))
            line = KernelLine(ws, page)
            left = lambda: max(0.5, deadline - time.time())          # noqa: E731
            await line.request("kernel_info_request", {}, timeout=left())
            mark("kernel info")
            await line.open_models(await line.states(timeout=left()))
            mark("states")
            for model_id, alive in page.boards()[:boards_in_view]:
                if not alive:
                    await line.comm(model_id, {"method": "update", "state": {"reached": True},
                                               "buffer_paths": []})
            await _click_through(line, page, student, plan, t0, deadline)
    except Exception as exc:               # a failed student is a figure, not a crash
        student.error = f"{type(exc).__name__}: {str(exc).splitlines()[0][:120] if str(exc) else ''}"
    finally:
        if line is not None:
            await line.close()


async def _click_through(line: KernelLine, page: Page, student: Any, plan: Any, t0: float,
                         deadline: float) -> None:
    canvas = answer = None
    while canvas is None or answer is None:       # the first board alive, its text shown
        canvas = page.first_canvas()
        answer = page.answer_model(canvas, plan.answer) if canvas else None
        if canvas is None or answer is None:
            if time.time() > deadline:
                student.error = "no board" if canvas is None else "no answer text"
                return
            await asyncio.wait({line.closed}, timeout=0.1)
            if line.closed.done():
                raise RuntimeError("the kernel's websocket closed")
    student.board_s = student.phases["board"] = time.time() - t0

    async def click(x: float, y: float, timeout: float) -> float | None:
        before = page.models[answer].state.get("value")
        changed = asyncio.get_running_loop().create_future()

        def watch(model_id: str, state: dict) -> bool:
            if model_id == answer and "value" in state and state["value"] != before:
                if not changed.done():
                    changed.set_result(time.perf_counter())
                return True
            return changed.done()

        page.watchers.append(watch)
        sent = time.perf_counter()
        await line.custom(canvas, {"event": "mouse_down", "x": x, "y": y})
        await line.custom(canvas, {"event": "mouse_up", "x": x, "y": y})
        done, _ = await asyncio.wait({changed, line.closed}, timeout=timeout,
                                     return_when=asyncio.FIRST_COMPLETED)
        if changed in done:
            return (changed.result() - sent) * 1000
        if watch in page.watchers:
            page.watchers.remove(watch)
        if line.closed.done():
            raise RuntimeError("the kernel's websocket closed")
        return None

    n = 0
    while student.interactive_s is None:         # the first click answered (again each second)
        left = deadline - time.time()
        if left <= 0:
            student.error = "never interactive"
            return
        x, y = plan.points[n % len(plan.points)]
        if await click(x, y, min(left, 1.0)) is not None:
            student.interactive_s = student.phases["interactive"] = time.time() - t0
            n += 1
    for _ in range(plan.clicks):
        started = time.monotonic()
        x, y = plan.points[n % len(plan.points)]
        sent = time.time() - t0
        ms = await click(x, y, plan.click_timeout)
        n += 1
        if ms is None:
            student.timeouts += 1
        else:
            student.latencies.append(ms)
            student.sent_s.append(sent)
        wait = plan.interval * (1 + 0.2 * (2 * random.random() - 1)) - (time.monotonic() - started)
        if wait > 0:
            await asyncio.sleep(wait)
