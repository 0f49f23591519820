"""The benchmark scripts still load and plan their runs (they are run by hand, not by the
suite, so a renamed helper would otherwise break them unnoticed)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def load(name: str):
    spec = importlib.util.spec_from_file_location(f"bench_{name}", ROOT / "benchmarks" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_class_load_plans_the_course_and_the_trivial_notebook():
    class_load = load("class_load")
    args = class_load.parse_args(["--students", "3", "--clicks", "4"])
    rel, course, trivial = class_load.course_plan("flaming_pyramids", args)
    assert rel.endswith("flaming_pyramids.ipynb") and course.path == rel
    assert len(course.points) >= 2 and course.points[0] != course.points[1]   # two answers
    assert trivial.clicks == course.clicks == 4


@pytest.mark.parametrize("course", ["flaming_pyramids", "kingdom_builder"])
def test_class_load_clicks_two_points_that_keep_the_position_and_answer_differently(course):
    """Kingdom Builder's first board has no pick (a hex click plays), so its students click
    two refused hexes: the engine explains each, the position stays."""
    class_load = load("class_load")
    sys.path.insert(0, str(ROOT))
    _, board = class_load.L.first_board(class_load.L.NOTEBOOKS_DIR / f"en/{course}.ipynb")
    points = class_load.H.alternating_picks(board)
    start = board.session.history.index
    texts = []
    for x, y in points * 2:
        board.click(x, y)
        texts.append(board.explanation_text)
        assert board.session.history.index == start
    assert texts[0] != texts[1] and texts[:2] == texts[2:]


def test_browser_latency_pairs_each_series_with_a_floor_of_its_kind():
    latency = load("browser_latency")
    board = latency.Series("fp click (pick)", text_ms=[20.0, 30.0])
    board.floor = latency.Series("  click floor, paired", text_ms=[10.0, 20.0])
    table = latency.format_table([board], {"click": latency.Series("floor click", text_ms=[40.0])})
    rows = table.splitlines()
    assert rows[1].startswith("fp click (pick)") and rows[1].rstrip().endswith("1.67x   1.50x")
    assert rows[2].startswith("  click floor, paired")


def test_browser_latency_cuts_a_traced_sample_where_the_kernel_and_the_page_saw_it():
    latency = load("browser_latency")
    t0 = 1_700_000_000_000.0                             # epoch ms
    panel = '<div class="rt-panel"><div>Not allowed: Player 4 bids 2.</div></div>'
    sample = {"t0": t0, "t1": t0 + 20.0, "after": "Not allowed: Player 4 bids 2.",
              "iopub": [
                  {"at": t0 + 9.0, "method": None, "date": None, "value": None},   # busy
                  {"at": t0 + 12.0, "method": "update", "date": "2023-11-14T22:13:20.003Z",
                   "value": '<div style="x">Player 4 to bid</div>'},          # another text
                  {"at": t0 + 18.5, "method": "update", "date": "2023-11-14T22:13:20.005Z",
                   "value": panel},
              ]}
    kernel_starts = [(t0 - 50) / 1000, (t0 + 3.0) / 1000]  # the earlier event is not this one
    cut = latency.trace_segments(sample, kernel_starts)
    assert cut == {"to kernel": 3.0, "kernel": 2.0, "to page": 13.5, "in page": 1.5}
    assert latency.trace_segments({**sample, "iopub": sample["iopub"][:2]}, kernel_starts) is None


def test_browser_latency_gives_the_p95_ratio_an_interval_that_holds_it():
    latency = load("browser_latency")
    board = [10.0 + i % 7 for i in range(60)] + [40.0, 45.0, 50.0]
    floor = [9.0 + i % 5 for i in range(60)] + [30.0, 35.0, 38.0]
    lo, hi = latency.ratio_interval(board, floor)
    ratio = latency.percentile(board, 95) / latency.percentile(floor, 95)
    assert lo <= ratio <= hi and lo < hi
    same_lo, same_hi = latency.ratio_interval(floor, floor, rounds=200)
    assert same_lo < 1.0 < same_hi                      # a floor against itself


def test_browser_latency_all_measures_the_nine_boards_in_order_and_a_flag_only_its_own():
    latency = load("browser_latency")
    every = latency.selected_games(latency.parse_args(["--all"]))
    assert every == ["fp", "oh", "pk", "kb", "sg", "bm", "fr", "bg", "an"]
    assert latency.selected_games(latency.parse_args(["--an", "--kb"])) == ["kb", "an"]
    assert latency.selected_games(latency.parse_args(["--all", "--bg"])) == every
    assert latency.selected_games(latency.parse_args([])) == []


def test_browser_latency_reads_a_lesson_position_from_its_course_notebook(tmp_path):
    import json
    latency = load("browser_latency")
    (tmp_path / "en").mkdir()
    cells = [{"cell_type": "code", "source": ['LANG = "en"\n', 'GAP = "sag1;p2;a"\n']},
             {"cell_type": "code", "source": ['MY_GAP = "sag1;other"']}]
    (tmp_path / "en" / "sagani.ipynb").write_text(json.dumps({"cells": cells}))
    assert latency.lesson_position("sagani", "GAP", tmp_path) == "sag1;p2;a"
    with pytest.raises(LookupError):
        latency.lesson_position("sagani", "CORNER", tmp_path)
    for game, name in [("kingdom_builder", latency.KB_LESSON), ("sagani", latency.SG_LESSON),
                       ("big_monster", latency.BM_LESSON), ("fruit_picking", latency.FR_LESSON),
                       ("bang", latency.BG_LESSON)]:           # the course still has them
        assert latency.lesson_position(game, name)


def test_browser_latency_board_cells_make_the_board_at_its_position_then_say_ready():
    latency = load("browser_latency")
    position = 'sag1;p2;"a"'
    cells = latency.board_cells("widgets.games.sagani", "SaganiBoard", position)
    assert cells == ["from widgets.games.sagani import SaganiBoard\n"
                     f"board = SaganiBoard({position!r})\nboard", 'print("board ready")']
    namespace: dict = {}
    exec(cells[0].rsplit("\n", 1)[0].replace("SaganiBoard(", "repr("), namespace)
    assert namespace["board"] == repr(position)          # the position survives its quotes


def test_browser_latency_finds_a_pixel_of_a_key_off_the_centre_of_its_box():
    from widgets.geometry import Rect
    latency = load("browser_latency")
    box = Rect(100, 50, 60, 80)
    def hit(x, y):                 # the right half of the box is covered by a neighbour
        return ("card", "A") if box.contains(x, y) and x < 120 else ("card", "B")
    x, y = latency.point_of(hit, ("card", "A"), box)
    assert hit(x, y) == ("card", "A") and x < 120
    assert latency.point_of(lambda x, y: "seat", "seat", box) == box.center
    with pytest.raises(LookupError):
        latency.point_of(hit, ("card", "C"), box)


def test_class_load_students_are_wire_clients_browsers_or_both_and_ratios_pair_like_with_like():
    import pytest
    class_load = load("class_load")
    assert class_load.client_list(class_load.parse_args([]).clients) == ["wire", "browser"]
    with pytest.raises(SystemExit):
        class_load.parse_args(["--clients", "robot"])

    def row(client, notebook, seconds):
        student = class_load.Student("s1", interactive_s=seconds, latencies=[10.0])
        return class_load.Row("voila", notebook, [student], client=client)

    rows = [row("wire", "trivial", 2.0), row("wire", "course", 2.4),
            row("browser", "trivial", 50.0), row("browser", "course", 100.0)]
    lines = class_load.format_ratios(rows).splitlines()[1:]
    assert [line.split()[:4] for line in lines] == [["voila", "wire", "1", "1.20x"],
                                                     ["voila", "browser", "1", "2.00x"]]


def test_class_load_repeated_runs_pair_each_course_run_with_its_trivial_run_and_give_medians():
    import pytest
    class_load = load("class_load")
    assert class_load.parse_args(["--repeat", "3"]).repeat == 3
    with pytest.raises(SystemExit):
        class_load.parse_args(["--repeat", "0"])                 # no run: no figure

    def row(notebook, seconds, repeat):
        student = class_load.Student("s1", interactive_s=seconds, latencies=[10.0])
        return class_load.Row("voila", notebook, [student], client="wire", repeat=repeat)

    rows = [row("trivial", 2.0, 0), row("course", 2.2, 0),       # 1.10
            row("trivial", 1.0, 1), row("course", 1.5, 1),       # 1.50
            row("trivial", 4.0, 2), row("course", 4.8, 2)]       # 1.20
    lines = class_load.format_ratios(rows).splitlines()
    assert [line.split()[3] for line in lines[1:4]] == ["1.10x", "1.50x", "1.20x"]
    assert lines[4].startswith("median over the runs")
    assert lines[5].split()[:4] == ["voila", "wire", "1", "1.20x"]
    assert lines[6].split()[:3] == ["3", "runs", "1.10-1.50"]
    assert class_load.row_ratios(rows[1], rows[0])[0] == pytest.approx(1.1)



def test_class_load_settled_p95_counts_only_the_clicks_sent_once_every_student_was_interactive():
    class_load = load("class_load")
    early = class_load.Student("s1", interactive_s=1.0, latencies=[900.0, 10.0, 12.0],
                               sent_s=[1.5, 3.0, 4.0])
    late = class_load.Student("s2", interactive_s=2.0, latencies=[11.0, 13.0],
                              sent_s=[2.5, 3.5])
    row = class_load.Row("voila", "course", [early, late], client="wire")
    assert row.all_interactive == 2.0
    assert sorted(row.settled_clicks()) == [10.0, 11.0, 12.0, 13.0]   # 900 ms: s2 still opening
    assert row.settled_click_p95() < 20 < row.click_p95()
    assert row.summary()["settled_clicks"] == 4
    never = class_load.Row("voila", "course", [class_load.Student("s3", latencies=[5.0],
                                                                  sent_s=[1.0])])
    assert never.settled_clicks() == [] and never.settled_click_p95() is None


def test_class_load_can_add_a_runaway_student_and_pass_the_hub_its_options():
    """``--runaway cpu``: one more student whose kernel tries to take every core, to measure
    that the hub's per-student limits keep the class's clicks answered."""
    class_load = load("class_load")
    args = class_load.parse_args(["--runaway", "cpu", "--hub-args", "--cpu-limit none"])
    assert args.runaway == "cpu" and args.hub_args == "--cpu-limit none"
    assert class_load.parse_args([]).runaway is None
    with pytest.raises(SystemExit):
        class_load.parse_args(["--runaway", "everything"])
    spins = class_load.RUNAWAY_CPU
    compile(spins, "runaway", "exec")                                # a cell a kernel can run
    assert "multiprocessing.Process(target=spin" in spins and "2 * os.cpu_count()" in spins


def test_runaway_latency_reads_each_cpu_setting_and_refuses_a_malformed_one():
    runaway = load("runaway_latency")
    assert runaway.parse_setting("none") == (None, 100_000, None, False)
    assert runaway.parse_setting("1:10") == (1.0, 10_000, None, False)
    assert runaway.parse_setting("none:100:2") == (None, 100_000, 2, False)
    assert runaway.parse_setting("0.5:20:50:idle") == (0.5, 20_000, 50, True)
    assert runaway.parse_setting("none:idle") == (None, 100_000, None, True)
    for bad in ("1", "1:2:3:4", "x:10", "1:0", "-1:10", "1:10:0", "1:10:idle:idle"):
        with pytest.raises(ValueError):
            runaway.parse_setting(bad)
    with pytest.raises(SystemExit):                 # refused before any group is made
        runaway.main(["--settings", "quiet,1"])


def test_playouts_times_checks_of_the_moves_played_and_plays_whole_games(monkeypatch):
    """``--check`` times one ``check`` per position of seeded playouts (each the move then
    played); ``--cpu`` makes the rounds count the process's CPU time."""
    import time

    import tutor.pook as pook

    playouts = load("playouts")
    times = playouts.check_times(pook, pook.EXAMPLE_OPTIONS[0], 40, 7)
    assert len(times) == 40 and all(t >= 0 for t in times)
    monkeypatch.setattr(playouts, "CLOCK", time.process_time)
    assert playouts.engine_round(pook, pook.EXAMPLE_OPTIONS[0], 0.05, 1) > 0
