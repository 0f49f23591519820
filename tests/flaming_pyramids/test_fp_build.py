"""Building regulations (FP-BUILD-1..5): colour OR weight match, AND load; the Millstone;
incendiaries; a breach is allowed but collapses. Verdicts quote the numbers."""

from __future__ import annotations

import pytest

from fp_support import play, rules, verdict
from tutor import flaming_pyramids as fp

R = fp.R


def two(text: str, hand: str) -> str:
    """A two-player position: ``text`` as the bottom rows, ``hand`` for Player 1."""
    return f"fp1 players=2 turn=1 pyramid={text} hands={hand}|R2 piles=-|-"


def reasons(v, rule):
    return [r for r in v.reasons if r.rule == rule]


# ---------------------------------------------------------------- FP-BUILD-1 / 2


def test_FP_BUILD_1_and_FP_BUILD_2_colour_match_and_exact_load_stand():
    """Fact sheet example 1: B60 on B20 + R40; the verdict quotes 60 ≤ 20 + 40 = 60."""
    v = verdict(two("0:B20,R40", "B60,Y100,G6"), "B60@1,0")
    assert v.legal and not v.warnings
    assert R.BUILD_1 in v.rules and R.BUILD_2 in v.rules
    en, fr = v.explain("en"), v.explain("fr")
    assert "B60 at (1,0) stands." in en
    assert "✓ colour blue of B60 matches B20 (FP-BUILD-1)" in en
    assert "✓ weight 60 ≤ 20 + 40 = 60 (FP-BUILD-2)" in en
    assert "B60 en (1,0) tient." in fr
    assert "✓ poids 60 ≤ 20 + 40 = 60 (FP-BUILD-2)" in fr
    assert reasons(v, R.BUILD_2)[0].focus == ((1, 0), (0, 0), (0, 1))


def test_FP_BUILD_2_weight_equal_to_sum_stands():
    s, outs = play(two("0:B20,R40", "B60"), "B60@1,0")
    assert rules(outs)[0] == R.TURN_2 and R.COLL_1 not in rules(outs)
    assert s.pyramid[(1, 0)].code == "B60"


def test_FP_BUILD_1_weight_match_is_enough_without_colour():
    """Fact sheet example 2: B20 on R10 + G20."""
    v = verdict(two("0:R10,G20", "Y40,B20,B60"), "B20@1,0")
    assert v.legal and not v.warnings
    assert "✓ weight 20 of B20 matches G20 (FP-BUILD-1)" in v.explain("en")
    assert "✓ le poids 20 de B20 correspond à G20 (FP-BUILD-1)" in v.explain("fr")
    assert "✓ weight 20 ≤ 10 + 20 = 30 (FP-BUILD-2)" in v.explain("en")


def test_FP_BUILD_1_colour_and_weight_both_matching_is_fine():
    v = verdict(two("0:G10,R20", "G20"), "G20@1,0")
    assert v.legal
    assert "colour green of G20 matches G10, and weight 20 matches R20 (FP-BUILD-1)" \
        in v.explain("en")
    assert "et le poids 20 correspond à R20 (FP-BUILD-1)" in v.explain("fr")


def test_FP_BUILD_1_no_colour_nor_weight_match_collapses_but_is_allowed():
    v = verdict(two("0:B20,R40", "G6"), "G6@1,0")
    assert v.legal
    assert [r.rule for r in v.warnings] == [R.BUILD_1, R.COLL_1]
    en = v.explain("en")
    assert en.startswith("Allowed, but G6 at (1,0) on B20 + R40 collapses: "
                         "G6 (green, 6) matches neither B20 nor R40 in colour or weight.")
    assert "⚠ G6 (green, 6) matches neither B20 nor R40 in colour or weight (FP-BUILD-1)" in en
    assert "✓ weight 6 ≤ 20 + 40 = 60 (FP-BUILD-2)" in en       # the load passes
    assert v.explain("fr").startswith("Autorisé, mais G6 en (1,0) sur B20 + R40 s'effondre")


def test_FP_BUILD_2_heavier_than_the_sum_collapses_and_says_so():
    v = verdict(two("0:Y10,B20", "Y40"), "Y40@1,0")
    assert v.legal
    assert [r.rule for r in v.warnings] == [R.BUILD_2, R.COLL_1]
    en = v.explain("en")
    assert "✓ colour yellow of Y40 matches Y10 (FP-BUILD-1)" in en     # colour passes
    assert "⚠ weight 40 > 10 + 20 = 30: too heavy (FP-BUILD-2)" in en
    assert "Y40 at (1,0) on Y10 + B20 collapses: weight 40 > 10 + 20 = 30: too heavy." in en
    assert "poids 40 > 10 + 20 = 30 : trop lourd" in v.explain("fr")


def test_FP_BUILD_1_and_2_both_failing_are_both_quoted():
    v = verdict(two("0:R10,G20", "Y40"), "Y40@1,0")
    assert [r.rule for r in v.warnings] == [R.BUILD_1, R.BUILD_2, R.COLL_1]
    assert ("collapses: Y40 (yellow, 40) matches neither R10 nor G20 in colour or weight; "
            "weight 40 > 10 + 20 = 30: too heavy.") in v.explain("en")


def test_FP_BUILD_bottom_row_has_no_building_regulations():
    """Any tile may go in row 0, even the Millstone next to a straw tile."""
    v = verdict(two("0:B20", "M"), "M@0,1")
    assert v.legal and not v.warnings
    assert "M goes in the bottom row: no building regulations there" in v.explain("en")
    assert "pas de règle de construction" in v.explain("fr")


# ---------------------------------------------------------------- FP-BUILD-3 (Millstone)


def test_FP_BUILD_3_millstone_on_top_matches_colour_but_needs_200():
    """Fact sheet example 4: M on R100 + G60 collapses, 200 > 160."""
    v = verdict(two("0:R100,G60", "M"), "M@1,0")
    assert v.legal and [r.rule for r in v.warnings] == [R.BUILD_3, R.COLL_1]
    en = v.explain("en")
    assert "✓ the Millstone matches every colour: M on R100 matches (FP-BUILD-3)" in en
    assert "⚠ weight 200 > 100 + 60 = 160: too heavy (FP-BUILD-3)" in en
    assert "✓ la meule est de toutes les couleurs" in v.explain("fr")


def test_FP_BUILD_3_millstone_on_top_stands_on_220():
    v = verdict(two("0:R100,B120", "M"), "M@1,0")
    assert v.legal and not v.warnings
    assert "✓ weight 200 ≤ 100 + 120 = 220 (FP-BUILD-3)" in v.explain("en")


@pytest.mark.parametrize("code", ["B120", "G100", "B2", "R60", "G40"])
@pytest.mark.parametrize("base", ["0:M,Y2", "0:Y2,M"])
def test_FP_BUILD_3_anything_stands_on_the_millstone(code, base):
    v = verdict(two(base, code), f"{code}@1,0")
    assert v.legal and not v.warnings, v.explain()
    assert reasons(v, R.BUILD_3) and all(r.ok for r in reasons(v, R.BUILD_3))
    assert f"the Millstone matches every colour: {code} on M matches" in v.explain("en")


def test_FP_BUILD_3_a_tile_matching_the_other_support_also_stands_on_the_millstone():
    v = verdict(two("0:Y2,M", "Y60"), "Y60@1,0")
    assert v.legal and not v.warnings
    assert "✓ weight 60 ≤ 2 + 200 = 202 (FP-BUILD-3)" in v.explain("en")


# ---------------------------------------------------------------- FP-BUILD-4 (incendiaries)


def test_FP_BUILD_4_coal_matches_by_its_own_colour():
    v = verdict(two("0:Y4,G6,R30", "Cy"), "Cy@1,0")
    assert "✓ colour yellow of Cy matches Y4 (FP-BUILD-4)" in v.explain("en")
    assert "✓ weight 1 ≤ 4 + 6 = 10 (FP-BUILD-2)" in v.explain("en")


def test_FP_BUILD_4_coal_with_no_colour_match_collapses():
    v = verdict(two("0:Y4,B30", "Cg"), "Cg@1,0")
    assert [r.rule for r in v.warnings] == [R.BUILD_4, R.COLL_1]
    assert "Cg (green, 1) matches neither Y4 nor B30 in colour or weight (FP-BUILD-4)" \
        in v.explain("en")


def test_FP_BUILD_4_a_blowtorch_weight_matches_only_the_other_blowtorch():
    v = verdict(two("0:Y60,Tb", "Tr"), "Tr@1,0")
    assert v.legal
    assert "✓ weight 7 of Tr matches Tb (FP-BUILD-4)" in v.explain("en")
    # It stands, and then explodes (FP-EXPL-1) — a forecast, not a refusal.
    assert [r.rule for r in v.warnings] == [R.EXPL_1]


def test_FP_BUILD_4_blowtorch_with_no_match_collapses():
    """Fact sheet example 5b: Tb on Y4 + G6 — blue matches nothing, 7 matches no weight."""
    v = verdict(two("0:Y4,G6,R30", "Tb"), "Tb@1,0")
    assert [r.rule for r in v.warnings] == [R.BUILD_4, R.COLL_1]


# ---------------------------------------------------------------- FP-BUILD-5


def test_FP_BUILD_5_breaking_a_regulation_causes_a_collapse_when_applied():
    _, outs = play(two("0:B20,R40", "G6"), "G6@1,0")
    assert rules(outs) == [R.TURN_2, R.COLL_1]
    collapse = outs[0].events[1]
    assert collapse.explain("en") == (
        "G6 at (1,0) on B20 + R40 breaks the building rules (G6 (green, 6) matches neither "
        "B20 nor R40 in colour or weight): collapse. B20, R40 buried under Player 1's pile "
        "(FP-COLL-1)")
    assert "enfreint les règles de construction" in collapse.explain("fr")
    assert collapse.focus == ((1, 0), (0, 0), (0, 1))


def test_FP_BUILD_5_the_collapse_forecast_is_a_warning_not_a_violation():
    v = verdict(two("0:B20,R40", "Y100"), "Y100@1,0")
    assert v.legal is True and bool(v) is True
    assert v.violations == ()
    assert {r.rule for r in v.warnings} == {R.BUILD_1, R.BUILD_2, R.COLL_1}
    assert all(not r.binding for r in v.warnings)
    assert "⚠" in v.explain("en")
    assert "B20 and R40 will be buried under Player 1's pile; Y100 drops one row" \
        in v.explain("en")


def test_FP_BUILD_1_to_3_mayhem_and_the_verdict_judge_a_building_alike():
    """Mayhem asks ``stands_on`` (no Building made); verdicts explain with ``Building``:
    one answer for every tile on every two supports."""
    from tutor.flaming_pyramids.rules import Building, stands_on
    for t in fp.TILES:
        for left in fp.TILES:
            for right in fp.TILES:
                b = Building(t, left, right)
                assert stands_on(t, left, right) == (b.matches and b.within_load) == b.stands
