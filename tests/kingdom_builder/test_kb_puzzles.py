"""The Kingdom Builder puzzles and their goals (``puzzles.toml``, ``goals.py``).

Every shipped puzzle loads and its stated answer meets its goal; the natural wrong answers
are refused (with the rule the puzzle teaches) or played without meeting the goal; each goal
has its text in English and French; every rule a puzzle names is in the rulebook.
"""

from __future__ import annotations

import pytest

from tutor import kingdom_builder as kb
from tutor.core.i18n import catalog, render
from tutor.core.puzzles import judge, load_puzzle_file, split_answer

from kb_support import position

PUZZLES = {p.id: p for p in kb.PUZZLES}


def attempt(pid: str, answer: str):
    return judge(kb, PUZZLES[pid], [kb.parse_move(t) for t in split_answer(answer)])


def test_the_puzzle_file_loads_with_at_least_16_puzzles_and_unique_ids():
    assert len(kb.PUZZLES) >= 16
    assert len(PUZZLES) == len(kb.PUZZLES)
    assert load_puzzle_file(kb, kb.PUZZLE_FILE) == kb.PUZZLES


@pytest.mark.parametrize("pid", sorted(PUZZLES))
def test_every_puzzle_is_solved_by_its_stated_answer(pid):
    p = PUZZLES[pid]
    result = attempt(pid, "; ".join(p.answer))
    assert result.correct and result.verdict.legal
    assert p.goal in kb.GOALS


@pytest.mark.parametrize("pid", sorted(PUZZLES))
def test_every_puzzle_names_known_rules_and_speaks_both_languages(pid):
    p = PUZZLES[pid]
    assert p.rules and all(rule in kb.RULEBOOK for rule in p.rules)
    assert all(rule in kb.RULEBOOK for rule in p.expect)
    texts = dict(p.texts)
    for name in ("title", "question", "explanation"):
        by_lang = dict(texts[name])
        assert set(by_lang) == {"en", "fr"} and all(v.strip() for v in by_lang.values())


def test_every_goal_has_its_text_in_english_and_french():
    for goal in kb.GOALS:
        entry = catalog()[f"kb.goal.{goal}"]
        assert entry["en"] and entry["fr"] and entry["en"] != entry["fr"]


def test_a_wrong_answer_is_explained_with_the_goal_in_both_languages():
    result = attempt("kb-merchants-paddock", "end")
    assert not result.correct
    assert "as high as one move can" in result.explain("en")
    assert "au plus haut possible" in result.explain("fr")


# ---------------------------------------------------------------- natural wrong answers

REFUSED = [
    ("kb-new-area", "end", "KB-TURN-ORDER"),
    ("kb-new-area", "2,4", "KB-PLACE-THREE"),
    ("kb-new-area", "7,8; 9,9", "KB-PLACE-ADJ"),
    ("kb-short-terrain", "18,8; 3,16", "KB-PLACE-ADJ"),
    ("kb-short-terrain", "3,16; 18,8; 3,17", "KB-PLACE-SHORT"),
    ("kb-short-supply", "9,11; 9,15; 9,16", "KB-PLACE-SHORT"),
    ("kb-short-supply", "9,11; end", "KB-TURN-ORDER"),
    ("kb-turn-order-tile-after", "farm@11,17>10,18", "KB-TURN-ORDER"),
    ("kb-turn-order-tile-after", "10,15; farm@11,17>10,18", "KB-TURN-ORDER"),
    ("kb-delay-new-tile", "11,16; farm@11,17>10,18", "KB-LOC-DELAY"),
    ("kb-once-second-farm", "farm@11,17>10,18", "KB-LOC-ONCE"),
    ("kb-oracle-card-terrain", "oracle@3,7>6,12", "KB-TILE-ORACLE"),
    ("kb-oracle-card-terrain", "oracle@3,7>7,13", "KB-PLACE-ADJ"),
    ("kb-farm-castle", "farm@11,17>6,16", "KB-TILE-FARM"),
    ("kb-farm-castle", "farm@11,17>7,16", "KB-PLACE-ADJ"),
    ("kb-oasis-desert-next-to-you", "oasis@12,7>2,17", "KB-PLACE-ADJ"),
    ("kb-oasis-desert-next-to-you", "oasis@12,7>3,17", "KB-TILE-OASIS"),
    ("kb-tower-farmers", "tower@3,15>18,11", "KB-TILE-TOWER"),
    ("kb-tavern-straight-line", "tavern@6,7>10,8", "KB-TILE-TAVERN"),
    ("kb-tavern-straight-line", "tavern@6,7>7,9", "KB-TILE-TAVERN"),
    ("kb-barn-lifted", "barn@12,6:7,10>7,11", "KB-LOC-ADJ-MOVE"),
    ("kb-barn-lifted", "barn@12,6:9,9>7,12", "KB-PLACE-FREE"),
    ("kb-fishermen-harbor", "harbor@7,6:13,16>15,16", "KB-LOC-ADJ-MOVE"),
]


@pytest.mark.parametrize("pid,answer,rule", REFUSED)
def test_a_natural_wrong_answer_is_refused_by_the_rule_taught(pid, answer, rule):
    result = attempt(pid, answer)
    assert not result.correct and not result.verdict.legal
    assert rule in [str(r.rule) for r in result.verdict.violations]


#: Played without refusal, yet not meeting the goal: one at least for each goal added
#: with these puzzles (mandatory, use_tile, best_score).
MISSED = [
    ("kb-new-area", "7,8; 7,9", "mandatory"),
    ("kb-short-terrain", "3,16", "mandatory"),
    ("kb-turn-order-tile-after", "10,15; 11,16; end", "use_tile"),
    ("kb-once-second-farm", "end", "use_tile"),
    ("kb-tavern-straight-line", "end", "use_tile"),
    ("kb-merchants-paddock", "paddock@6,11:6,6>6,8", "best_score"),    # still by the Tavern
    ("kb-merchants-paddock", "paddock@6,11:3,4>3,2", "best_score"),    # +1 Fishermen only
    ("kb-merchants-paddock", "end", "best_score"),
    ("kb-farm-castle", "farm@11,17>9,15", "best_score"),               # +1 Fishermen only
    ("kb-tower-farmers", "tower@3,15>19,17", "best_score"),            # no castle
    ("kb-tower-farmers", "tower@3,15>11,19", "best_score"),            # Knights, no castle
    ("kb-tower-farmers", "tower@3,15>0,4", "best_score"),              # castle, no Farmers
    ("kb-citizens-bridge", "8,8", "best_score"),                       # one group of 4
    ("kb-knights-whole-row", "8,10", "best_score"),                    # row 8 only ties
    ("kb-fishermen-harbor", "harbor@7,6:13,16>13,14", "best_score"),   # a lone water hex
    ("kb-oracle-card-terrain", "oracle@3,7>5,12", "gain"),
    ("kb-oasis-desert-next-to-you", "oasis@12,7>0,16", "gain"),
    ("kb-short-supply", "9,11; 9,15", "score"),
]


@pytest.mark.parametrize("pid,answer,goal", MISSED)
def test_a_played_wrong_answer_misses_the_goal(pid, answer, goal):
    assert PUZZLES[pid].goal == goal
    result = attempt(pid, answer)
    assert result.verdict.legal and result.outcomes
    assert len(result.outcomes) == len(split_answer(answer))     # every move was played
    assert not kb.GOALS[goal](result.outcomes[0].before, result.outcomes)
    assert not result.correct
    assert render(result.msg, "en").startswith("Not yet")


@pytest.mark.parametrize("pid,answer", [
    ("kb-tower-farmers", "tower@3,15>19,11"),       # the other hex by the castle 18,12
    ("kb-citizens-bridge", "7,9"),                  # the other bridge
    ("kb-new-area", "10,18; 10,19; 11,18"),         # another new area, far away
    ("kb-delay-new-tile", "10,17; oasis@12,7>17,7"),
    ("kb-barn-lifted", "barn@12,6:11,6>7,11"),      # legal too: the Barn tile goes back
])
def test_another_move_meeting_the_goal_is_right_too(pid, answer):
    assert attempt(pid, answer).correct


# ---------------------------------------------------------------- the new goals directly

def test_goal_best_score_needs_a_rise_and_the_best_a_move_gives():
    """Nothing raises Player 1's gold here: Lords keep their 12, the one area stays one
    (Hermits), Farmers stay 0 and no castle is near, so no legal build meets
    ``best_score`` though each is as good as the best."""
    start = kb.from_notation(position(("19,10", "-"), "T,C", cards="farmers,lords,hermits"))
    before = kb.totals(start)[0]
    outs = [kb.apply(start, m) for m in kb.legal_moves(start)]
    assert outs and all(kb.totals(o.after)[0] == before for o in outs)
    assert not any(kb.GOALS["best_score"](start, (o,)) for o in outs)


def test_goal_mandatory_is_met_by_the_third_build_not_by_a_tile():
    start = kb.from_notation(PUZZLES["kb-turn-order-tile-after"].position)
    s, outs = start, []
    for text in ("10,15", "11,16", "farm@11,17>10,18"):
        outs.append(kb.apply(s, kb.parse_move(text)))
        s = outs[-1].after
        assert kb.GOALS["mandatory"](start, tuple(outs)) == (text != "10,15")
    assert not kb.GOALS["mandatory"](start, (outs[2],))            # the tile alone
    assert kb.GOALS["use_tile"](start, tuple(outs))
    assert not kb.GOALS["use_tile"](start, tuple(outs[:2]))
