"""The class benchmark's wire students (benchmarks/class_wire.py): what a student's page
says to the server, said without a browser, and timed as the page times it.

The last tests open a real Voila server (as `make classroom` runs it) and send one wire
student to the trivial notebook and to the Flaming Pyramids course."""

from __future__ import annotations

import asyncio
import concurrent.futures
import importlib.util
import json
import time

import pytest

from test_benchmark_scripts import load

wire = load("class_wire")


def run(coroutine):
    """``asyncio.run`` in a thread of its own: a browser test run earlier by the same test
    process leaves the browser driver's event loop running in this one."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


def test_a_v1_frame_round_trips_with_its_buffers():
    header = {"msg_id": "a1", "msg_type": "comm_msg"}
    content = {"comm_id": "c1", "data": {"method": "custom", "content": {"event": "mouse_down"}}}
    frame = wire.pack("shell", header, content, parent={"msg_id": "p"}, buffers=(b"\x00\x01", b"xyz"))
    channel, got_header, parent, got_content, buffers = wire.unpack(frame)
    assert (channel, got_header, parent, got_content) == ("shell", header, {"msg_id": "p"}, content)
    assert buffers == [b"\x00\x01", b"xyz"]


def _model(name: str, **state) -> "wire.Model":
    return wire.Model(name, {"_model_name": name, **state})


def _ref(model_id: str) -> str:
    return wire.MODEL_REF + model_id


def a_course_page() -> "wire.Page":
    """Two lessons: the first board alive (its canvas of two layers, its texts), the second
    a stand-in; an unrelated text between them."""
    page = wire.Page(["board1", "note", "standin2"])
    page.models = {
        "board1": _model("VBoxModel", children=[_ref("style"), _ref("canvas"), _ref("info"),
                                                _ref("panel")]),
        "style": _model("HTMLModel", value="<style>.rt-board{}</style>"),
        "canvas": _model("MultiCanvasModel", _canvases=[_ref("layer0"), _ref("layer1")]),
        "layer0": _model("CanvasModel"),
        "layer1": _model("CanvasModel"),
        "info": _model("HTMLModel", value='<div style="x">Player 1 to play</div>'),
        "panel": _model("HTMLModel", value='<div class="rt-panel" style="y">Pick a tile</div>'),
        "note": _model("HTMLModel", value='<div class="rt-panel">not this board\'s</div>'),
        "standin2": _model("AnyModel", picture="<img>", reached=False),
    }
    return page


def test_the_page_finds_its_boards_in_page_order_and_not_the_layers_of_a_canvas():
    page = a_course_page()
    assert list(page.walk())[:4] == ["board1", "style", "canvas", "layer0"]
    assert page.boards() == [("canvas", True), ("standin2", False)]
    assert page.first_canvas() == "canvas"


def test_a_click_is_answered_by_the_first_text_after_the_canvas_that_carries_the_class():
    page = a_course_page()
    assert page.answer_model("canvas", "rt-panel") == "panel"      # not the info, not "note"
    page.models["floor"] = _model("HTMLModel", value="click: -", _dom_classes=["latency-click"])
    page.top.append("floor")
    assert page.answer_model("canvas", "latency-click") == "floor"


def test_a_page_whose_first_board_is_still_a_stand_in_has_no_canvas_to_click_yet():
    page = a_course_page()
    page.top = ["standin2"]
    assert page.boards() == [("standin2", False)] and page.first_canvas() is None


class _Socket:
    """A websocket that records what is written and reads frames from a queue."""

    def __init__(self) -> None:
        self.sent: list[tuple[str, dict, dict]] = []
        self.incoming: asyncio.Queue = asyncio.Queue()

    async def write_message(self, frame: bytes, binary: bool = False) -> None:
        channel, header, _parent, content, _buffers = wire.unpack(frame)
        self.sent.append((channel, header, content))

    async def read_message(self):
        return await self.incoming.get()

    def close(self) -> None:
        self.incoming.put_nowait(None)


def test_every_canvas_the_kernel_opens_says_client_ready_and_updates_reach_the_watchers():
    async def scenario():
        page = wire.Page(["canvas"])
        socket = _Socket()
        line = wire.KernelLine(socket, page)
        opened = {"comm_id": "layer9", "target_name": "jupyter.widget",
                  "data": {"state": {"_model_name": "CanvasModel"}}}
        socket.incoming.put_nowait(wire.pack("iopub", {"msg_id": "k1", "msg_type": "comm_open"},
                                             opened))
        seen = []
        arrived = asyncio.Event()
        page.watchers.append(lambda model_id, state: seen.append((model_id, state))
                             or arrived.set() or True)
        update = {"comm_id": "layer9", "data": {"method": "update", "state": {"width": 760}}}
        socket.incoming.put_nowait(wire.pack("iopub", {"msg_id": "k2", "msg_type": "comm_msg"},
                                             update))
        await asyncio.wait_for(arrived.wait(), 120)   # a deadline only, for a broken line
        await line.close()
        return page, socket, seen

    page, socket, seen = run(scenario())
    assert page.models["layer9"].state == {"_model_name": "CanvasModel", "width": 760}
    assert [(c, h["msg_type"], m["data"]) for c, h, m in socket.sent] == [
        ("shell", "comm_msg", {"method": "custom", "content": {"event": "client_ready"}})]
    assert seen == [("layer9", {"width": 760})]


# --------------------------------------------------------------------------- a real Voila

needs_voila = pytest.mark.skipif(importlib.util.find_spec("voila") is None,
                                 reason="Voila is not installed (make test installs it)")


def _student_in_voila(notebook: str, *, path: str | None = None, clicks: int = 3):
    class_load = load("class_load")
    args = class_load.parse_args(["--clicks", str(clicks), "--interval", "0.05",
                                  "--first-timeout", "120"])
    _, course, trivial = class_load.course_plan("flaming_pyramids", args)
    plan = course if notebook == "course" else trivial
    student = class_load.Student("s1")
    log = class_load.L.ARTIFACTS_DIR / "class_wire" / f"voila-{notebook}.log"
    with class_load.voila_server(class_load.L.NOTEBOOKS_DIR, log) as (base, proc):
        url = f"{base}voila/render/{path or plan.path}"
        run(wire.run_wire_student(student, url, plan, time.time(), None))
        transports = kernel_transports(proc.pid)
    return plan, student, transports


def kernel_transports(pid: int) -> list[str]:
    """The transport of every kernel running under process ``pid`` (its connection file)."""
    import psutil
    out = []
    for child in psutil.Process(pid).children(recursive=True):
        args = child.cmdline()
        if "ipykernel_launcher" in " ".join(args) and "-f" in args:
            with open(args[args.index("-f") + 1], encoding="utf-8") as f:
                out.append(json.load(f)["transport"])
    return out


@needs_voila
@pytest.mark.parametrize("notebook", ["trivial", "course"])
def test_a_wire_student_opens_the_page_in_voila_and_every_click_gets_its_answer(notebook):
    plan, student, transports = _student_in_voila(notebook)
    # the class's kernels talk over Unix sockets: no TCP port to lose to a race
    # (scripts/classroom.py, KERNEL_TRANSPORT)
    assert transports and set(transports) == {"ipc"}
    assert student.error is None
    assert 0 < student.ready_s <= student.board_s <= student.interactive_s < plan.first_timeout
    assert len(student.latencies) == plan.clicks and student.timeouts == 0
    assert all(0 < ms < plan.click_timeout * 1000 for ms in student.latencies)


@needs_voila
def test_a_wire_student_whose_page_does_not_open_is_a_failed_student_not_a_crash():
    _plan, student, _ = _student_in_voila("trivial", path="no_such_course.ipynb")
    assert student.interactive_s is None and "404" in student.error
    assert json.dumps(student.__dict__)          # a figure the summary can print


def test_a_page_that_never_answers_fails_its_student_at_the_first_timeout():
    """A server whose kernel died kept the page's response open (the hub, 30 students):
    each read had its own timeout, so the student, and the class's run, waited for good.
    The whole opening now has the student's first timeout."""
    from dataclasses import replace
    class_load = load("class_load")
    _, _, trivial = class_load.course_plan("flaming_pyramids", class_load.parse_args([]))
    plan = replace(trivial, first_timeout=1.5)

    async def opened() -> tuple:
        sent = []

        async def trickling(reader, writer):     # the page's head, then a byte at times
            await reader.readuntil(b"\r\n\r\n")
            writer.write(b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n"
                         b"Transfer-Encoding: chunked\r\n\r\n")
            for _ in range(60):                  # 15 s of the loop's time at the least
                writer.write(b"1\r\n \r\n")
                await writer.drain()
                sent.append(1)
                await asyncio.sleep(0.25)
        server = await asyncio.start_server(trickling, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        student = class_load.Student("s1")
        async with server:
            await wire.run_wire_student(student, f"http://127.0.0.1:{port}/page", plan,
                                        time.time(), None)
            return student, len(sent)

    # The server and the student share one event loop: whatever the machine's load, the
    # student's 1.5 s comes before the server's 60 sleeps of 0.25 s.
    student, chunks_sent = run(opened())
    assert student.error and student.error.startswith("TimeoutError")
    assert student.interactive_s is None
    assert 0 < chunks_sent < 60, chunks_sent     # it gave up while the page still trickled
