"""Ark Nova's static picture (``state_svg``), its moves part by part and its puzzles.

The picture is valid SVG labelled in the reader's language (every label a catalog text),
draws each zoo map's 58 hexes (AN-MAP-GRID) and shows the tracks' numbers and the Action
cards slot by slot (AN-ACT-STRENGTH); a partial choice is explained before the move is
complete (AN-ACT-CHOOSE); every shipped puzzle is solved by its answer."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import replace

import pytest

import tutor.ark_nova as an
from tutor.ark_nova.zoo_map import GRID
from tutor.core import Partial
from tutor.core.puzzles import judge

SVG = "{http://www.w3.org/2000/svg}"


def labels(svg: str) -> list[str]:
    return [t.text for t in ET.fromstring(svg).iter(SVG + "text") if t.text]


def puzzle_state(pid: str):
    return an.from_notation(next(p for p in an.PUZZLES if p.id == pid).position)


@pytest.mark.parametrize("players, map_id", [(1, "0"), (2, "A"), (4, "A")])
def test_an_map_grid_picture_draws_every_zoo_and_speaks_both_languages(players, map_id):
    """AN-MAP-GRID: each zoo's 58 hexes drawn; the labels change with the language."""
    state = an.initial_state(an.Options(players, map_id), 3)
    en, fr = an.state_svg(state, "en"), an.state_svg(state, "fr")
    root = ET.fromstring(en)
    assert root.tag == SVG + "svg"
    hexes = [p.get("d") for p in root.iter(SVG + "path") if p.get("class") == "hexes"]
    assert sum(d.count("z") for d in hexes) == players * len(GRID)    # one path per fill
    assert len(labels(en)) == len(labels(fr))
    assert "Display" in labels(en) and "Rivière" in labels(fr)
    for seat in range(players):
        assert f"Zoo of Player {seat + 1}" in labels(en)
        assert f"Zoo du joueur {seat + 1}" in labels(fr)
    assert labels(state._repr_svg_()) == labels(en)


def test_an_act_strength_picture_shows_the_tracks_and_the_action_row():
    """AN-ACT-STRENGTH: the Action cards slot 1 to 5 with their names; the tracks' numbers
    of the zoo (the reptile-house puzzle: 82 money, 2 X-tokens, Build II in slot 3)."""
    state = puzzle_state("an-reptile-house")
    en, fr = labels(an.state_svg(state, "en")), labels(an.state_svg(state, "fr"))
    zoo = state.zoo(0)
    assert f"Money: {zoo.money}" in en and f"Monnaies : {zoo.money}" in fr
    assert f"X-tokens: {zoo.x_tokens}" in en and f"Jetons X : {zoo.x_tokens}" in fr
    assert f"Reputation: {zoo.reputation}" in en and f"Réputation : {zoo.reputation}" in fr
    row = [t for t in en if t in ("Animals", "Build", "Cards", "Association", "Sponsors")]
    assert row[:5] == ["Association", "Cards", "Build", "Sponsors", "Animals"]
    assert "Construction" in fr and "Mécènes" in fr
    assert any(re.fullmatch(r"size-3 enclosure at \(0,9\)", t) for t in en)


def test_an_setup_hand_picture_hides_the_display_while_hands_are_chosen():
    """AN-SETUP-HAND / AN-SETUP-BOARD: the picture shows what everyone sees: no card of a
    hand, and no display folder before every start hand is kept."""
    state = an.initial_state(an.Options(2, "A"), 5)
    text = labels(an.state_svg(state, "en"))
    for card in state.zoo(0).hand + tuple(c for c in state.display if c is not None):
        assert str(card) not in text


def test_an_act_choose_a_partial_turn_is_explained_before_the_move_is_complete():
    """AN-ACT-CHOOSE: the Action card chosen alone is explained (its slot, the strength it
    can reach); an unknown kind of part leads nowhere and is refused."""
    state = puzzle_state("an-reptile-house")
    partial = Partial("turn", (("move", "act"), ("action", an.parse_move("build").action)), 0)
    verdict = an.check(state, partial)
    assert verdict.legal and not verdict.complete
    assert "AN-ACT-CHOOSE" in verdict.rules
    assert "slot 3" in verdict.explain("en") and "case 3" in verdict.explain("fr")
    wrong = an.check(state, Partial("turn", (("move", "act"), ("x", 9)), 0))
    assert not wrong.legal and wrong.headline("en").startswith("Not allowed")


def test_an_act_turn_every_legal_move_comes_apart_in_the_order_a_board_asks():
    """AN-ACT-TURN: a turn is the kind, the Action card, then its X-tokens; a building its
    kind, then its anchor and rotation; each comes back whole."""
    state = puzzle_state("an-reptile-house")
    act = an.parse_move("build+2")
    assert an.parts_of(state, act).names == ("move", "action", "x")
    after = an.apply(state, act).after
    place = replace(an.parse_move("build:reptile_house@4,5r1"), seat=0)
    assert place in an.legal_moves(after)
    parts = an.parts_of(after, place)
    assert parts.names == ("move", "kind", "anchor", "rot")
    assert dict(parts.parts)["kind"] == "reptile_house" and parts.seat == 0
    assert an.move_for(after, parts) == place
    assert an.move_for(after, parts.without("rot")) is None


@pytest.mark.parametrize("pid", [p.id for p in an.PUZZLES])
def test_an_puzzle_is_solved_by_its_answer_and_round_trips(pid):
    """AN-BUILD-UPG, AN-ASSOC-CP, AN-ANIMALS-ENCL ... (each puzzle's rules): the stated
    answer meets the goal in both languages, and the position round-trips."""
    p = next(p for p in an.PUZZLES if p.id == pid)
    result = judge(an, p, [an.parse_move(m) for m in p.answer])
    assert result.correct, result.explain("en")
    assert set(p.expect) <= {e.rule for o in result.outcomes for e in o.events}
    for lang in ("en", "fr"):
        assert p.text("title", lang) and p.text("question", lang) and result.explain(lang)
    assert an.to_notation(an.from_notation(p.position)) == p.position


def test_an_build_upg_a_legal_move_that_misses_the_goal_is_not_correct():
    """AN-BUILD-UPG: a size-1 enclosure is built legally, but it is no Reptile House."""
    p = next(p for p in an.PUZZLES if p.id == "an-reptile-house")
    state = an.from_notation(p.position)
    after = an.apply(state, an.parse_move("build+2")).after
    other = next(m for m in an.legal_moves(after) if getattr(m, "kind", None) == "enclosure_1")
    result = judge(an, p, [an.parse_move("build+2"), other])
    assert result.verdict.legal and not result.correct


def test_an_setup_assoc_picture_shows_the_association_board_in_both_languages():
    """AN-SETUP-ASSOC, AN-ASSOC-TASKS, AN-ASSOC-OFFER, AN-ASSOC-CP, AN-CONS-5-8,
    AN-ASSOC-DONATE-COST: the association board is drawn: the workers on each task, the
    donations, the partner zoos and universities on offer, the bonus tiles on
    conservation spaces 5 and 8, and every project in play (the base ones first) with
    each level's points and mark (blocked at setup, or the seat holding it)."""
    from tutor.ark_nova.state import Workers
    from tutor.ark_nova.strength import Task
    state = an.initial_state(an.Options(2, "A"), 3)
    state = state.change_zoo(0, workers=Workers(1, 1, (Task.REPUTATION, Task.REPUTATION)))
    state = state.change_zoo(1, workers=Workers(2, 1, (Task.UNIVERSITY,)))
    first = state.projects[0]
    marks = tuple(1 if m is None else m for m in first.marks)
    state = state.replace(projects=(replace(first, marks=marks),) + state.projects[1:],
                          donations=2, tiles5=("money_10",), tiles8=())
    en, fr = labels(an.state_svg(state, "en")), labels(an.state_svg(state, "fr"))
    assert "Association board" in en and "Plateau Association" in fr
    assert "Donations made: 2" in en and "Dons faits : 2" in fr
    assert "Reputation (2): Player 1 ×2" in en and "Réputation (2) : Joueur 1 ×2" in fr
    assert "University (4): Player 2 ×1" in en and "Université (4) : Joueur 2 ×1" in fr
    assert "Partner zoo (3): -" in en
    assert any(t.startswith("Partner zoos on offer: Africa") for t in en)
    assert any(t.startswith("Zoos partenaires disponibles : Afrique") for t in fr)
    assert any(t.startswith("Universities on offer: +1 reputation") for t in en)
    assert any(t.startswith("Universités disponibles : +1 réputation") for t in fr)
    assert "Bonus tiles, conservation 5: 10 money" in en
    assert "Tuiles bonus, conservation 5 : 10 monnaies" in fr
    assert "Bonus tiles, conservation 8: -" in en
    assert f"Conservation projects ({len(state.projects)})" in en
    assert f"Projets de conservation ({len(state.projects)})" in fr
    for p in state.projects:
        assert f"{p.number} · base project" in en and f"{p.number} · projet de base" in fr
    # 2 players: each base project has one level blocked at setup (AN-SETUP-ASSOC)
    assert en.count("blocked") == len(state.projects) and fr.count("bloqué") == en.count(
        "blocked")
    assert en.count("P2") == 2 and fr.count("J2") == 2       # the levels player 2 holds
    assert "5 CP" in en and "5 PC" in fr
    assert len(en) == len(fr)


def test_an_setup_assoc_a_played_project_follows_the_base_ones():
    """AN-ASSOC-CP: a project card played from a hand is drawn after the base projects,
    said to be played."""
    from tutor.ark_nova.state import Project
    state = an.initial_state(an.Options(1, "0"), 3)
    state = state.replace(projects=state.projects + (Project(113, (None, None, None)),))
    en = labels(an.state_svg(state, "en"))
    assert "113 · played project" in en      # its long name fits the card, cut if need be
    assert any(t.startswith("Bavarian Forest") for t in en)
    bases = [i for i, t in enumerate(en) if t.endswith("base project")]
    assert bases and max(bases) < en.index("113 · played project")
    assert "113 · projet joué" in labels(an.state_svg(state, "fr"))
