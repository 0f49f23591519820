"""Reasons, verdicts, events, asks and outcomes (``tutor.core.verdict``, ``.turns``)."""

from __future__ import annotations

import pytest

from tutor.core import Ask, Event, Msg, Outcome, Reason, Verdict, register_catalog

register_catalog({
    "test.verdict.load": {"en": "weight {w} ≤ {total}", "fr": "poids {w} ≤ {total}"},
    "test.verdict.over": {"en": "too heavy: {w}", "fr": "trop lourd : {w}"},
    "test.verdict.site": {"en": "no site at {cell}", "fr": "pas d'emplacement en {cell}"},
    "test.verdict.summary": {"en": "It stands.", "fr": "Ça tient."},
    "test.verdict.event": {"en": "{tile} falls", "fr": "{tile} tombe"},
})

OK = Reason("X-1", True, Msg("test.verdict.load", w=60, total=60), ((1, 0), (0, 0)))
BAD = Reason("X-2", False, Msg("test.verdict.site", cell="(0,5)"), ((0, 5), (1, 0)))
WARN = Reason("X-3", False, Msg("test.verdict.over", w=100), ((1, 0),), binding=False)


def test_reason_marks_pass_fail_and_warning():
    assert OK.explain("en") == "✓ weight 60 ≤ 60 (X-1)"
    assert BAD.explain("fr") == "✗ pas d'emplacement en (0,5) (X-2)"
    assert WARN.explain("en") == "⚠ too heavy: 100 (X-3)"


def test_a_verdict_is_legal_when_no_binding_reason_fails():
    v = Verdict("m", "B60@1,0", (OK, WARN))
    assert v.legal and bool(v)
    assert v.violations == () and v.warnings == (WARN,)
    assert v.rules == ("X-1", "X-3")


def test_an_illegal_verdict_lists_violations_and_focuses_on_them():
    v = Verdict("m", "B60@0,5", (OK, BAD, WARN))
    assert not v.legal and not bool(v)
    assert v.violations == (BAD,)
    assert v.focus == ((0, 5), (1, 0))


def test_focus_of_a_legal_verdict_gathers_every_reason_without_repeats():
    v = Verdict("m", "B60@1,0", (OK, WARN))
    assert v.focus == ((1, 0), (0, 0))


def test_headline_defaults_to_the_core_messages_and_uses_the_summary_when_given():
    assert Verdict("m", "B60@1,0", (OK,)).headline("en") == "Allowed: B60@1,0."
    assert Verdict("m", "B60@1,0", (BAD,)).headline("fr") == "Interdit : B60@1,0."
    assert Verdict("m", "B60@1,0", (BAD,)).headline("en") == "Not allowed: B60@1,0."
    assert Verdict("m", "x", (OK,), Msg("test.verdict.summary")).headline("fr") == "Ça tient."


def test_explain_is_the_headline_then_one_line_per_reason():
    v = Verdict("m", "B60@1,0", (OK, WARN), Msg("test.verdict.summary"))
    assert v.explain("en").split("\n") == [
        "It stands.", "  ✓ weight 60 ≤ 60 (X-1)", "  ⚠ too heavy: 100 (X-3)"]


def test_event_ask_and_outcome_render_with_their_rule():
    e = Event("X-4", Msg("test.verdict.event", tile="B60"), ((2, 1),))
    assert e.explain("en") == "B60 falls (X-4)" and e.explain("fr") == "B60 tombe (X-4)"
    d = Ask(1, "slide", "X-5", Msg("test.verdict.event", tile="Y40"))
    assert d.explain("fr") == "Y40 tombe (X-5)" and d.seat == 1
    o = Outcome("before", "move", "after", (e, e))
    assert o.explain("en") == "1. B60 falls (X-4)\n2. B60 falls (X-4)"
    assert Outcome("b", "m", "a").events == () and Outcome("b", "m", "a").explain() == ""


def test_core_values_are_immutable():
    for value in (OK, Verdict("m", "t", (OK,)), Event("X", Msg("test.verdict.summary"))):
        with pytest.raises(AttributeError):
            value.rule = "Y"  # type: ignore[misc]


# ---------------------------------------------------------------- messages on demand

def _counting(calls):
    def make(tile):
        calls.append(tile)
        return Msg("test.verdict.event", tile=tile)
    return make


def test_a_later_event_builds_its_message_once_on_first_read_and_equals_the_eager_one():
    calls = []
    e = Event.later("X-4", _counting(calls), ("B60",), ((2, 1),), "snap", "fact")
    assert calls == [] and e.focus == ((2, 1),) and e.snapshot == "snap" and e.data == "fact"
    eager = Event("X-4", Msg("test.verdict.event", tile="B60"), ((2, 1),), "snap", "fact")
    assert e.explain("fr") == "B60 tombe (X-4)" and calls == ["B60"]
    assert e.msg is e.msg and calls == ["B60"]
    assert e == eager and hash(e) == hash(eager) and repr(e) == repr(eager)


def test_a_later_reason_reads_like_an_eager_one():
    calls = []
    r = Reason.later("X-3", False, _counting(calls), ("Y40",), ((1, 0),), binding=False)
    assert not r.ok and not r.binding and calls == []
    assert r.explain("en") == "⚠ Y40 falls (X-3)" and calls == ["Y40"]
    assert r == Reason("X-3", False, Msg("test.verdict.event", tile="Y40"), ((1, 0),),
                       binding=False)


def test_equality_and_replace_read_the_message_of_a_later_event():
    import dataclasses
    e = Event.later("X-4", Msg, ("test.verdict.event",), snapshot=1)
    assert e != Event("X-4", Msg("test.verdict.summary"), snapshot=1)
    assert dataclasses.replace(e, snapshot=2) == Event("X-4", Msg("test.verdict.event"),
                                                       snapshot=2)


def test_with_snapshot_keeps_the_message_on_demand():
    calls = []
    e = Event.later("X-4", _counting(calls), ("B60",), snapshot=1)
    moved = e.with_snapshot(2)
    assert calls == [] and moved.snapshot == 2 and e.snapshot == 1
    assert moved.msg == e.msg and len(calls) == 2       # each value builds its own, once


def test_later_values_are_immutable_too():
    e = Event.later("X", Msg, ("test.verdict.summary",))
    with pytest.raises(AttributeError):
        e.msg = Msg("test.verdict.summary")  # type: ignore[misc]
    with pytest.raises(AttributeError):
        e.rule = "Y"  # type: ignore[misc]


def test_an_event_log_records_facts_now_and_builds_messages_when_read():
    from tutor.core import EventLog
    made = []

    def make(n):
        made.append(n)
        return Msg("core.test.event", n=n)

    log = EventLog()
    log.add("after", "FP-TURN-2", make, (3,), [(0, 1)], data={"n": 3})
    (event,) = tuple(log)
    assert made == []                                   # nothing built yet
    assert (event.rule, event.focus, event.snapshot, event.data) == \
        ("FP-TURN-2", ((0, 1),), "after", {"n": 3})
    assert event.msg == Msg("core.test.event", n=3) and made == [3]
