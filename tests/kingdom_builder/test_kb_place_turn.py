"""The mandatory action and the turn (KB-PLACE-*, KB-TURN-*), on the first-game board
(Tavern in slot 0: the fact sheet's worked example KB-EX-1)."""

from __future__ import annotations

from tutor import kingdom_builder as kb
from tutor.core.focus import Hex
from tutor.kingdom_builder.facts import Adjacency

from kb_support import EX1, chain, failing, moves_text, play, pos, position, reason, rules, verdict


def test_KB_PLACE_ADJ_worked_example_1_far_grass_refused_with_the_witness_hex():
    v = verdict(EX1, "7,8")                  # grass, far from 3,4
    assert failing(v) == ["KB-PLACE-ADJ"]
    adj = reason(v, "KB-PLACE-ADJ").data
    assert isinstance(adj, Adjacency) and adj.forced and adj.terrain == "G"
    assert adj.witness in {(3, 5), (4, 4), (4, 5)} and adj.witness_own == (3, 4)
    assert Hex(*kb.focus_hex(adj.witness)) in reason(v, "KB-PLACE-ADJ").focus
    assert sorted(moves_text(pos(EX1))) == ["3,5", "4,4", "4,5"]
    ok = verdict(EX1, "4,4")
    assert ok.legal and reason(ok, "KB-PLACE-ADJ").data.touching == ((3, 4),)
    assert "3,4" in ok.explain("en") and "3,4" in ok.explain("fr")


def test_KB_PLACE_ADJ_checked_before_each_placement_the_new_one_counts():
    s, _ = play(EX1, "4,5")
    assert "5,4" in moves_text(s)            # touches only the settlement just built
    assert verdict(s, "7,8").violations


def test_KB_PLACE_THREE_three_builds_on_the_card_terrain_then_it_is_over():
    v = verdict(EX1, "2,4")                  # flower field, next to 3,4
    assert "KB-PLACE-THREE" in failing(v)
    assert "flower field" in v.explain("en") and "grass" in v.explain("en")
    s, outs = play(EX1, "4,5", "4,4", "3,5")
    assert rules(outs).count("KB-PLACE-THREE") == 3
    assert kb.mandatory_status(s) == "done"
    assert failing(verdict(s, "5,5")) == ["KB-PLACE-THREE"]
    assert moves_text(s) == ["end"]


def test_KB_PLACE_FREE_never_on_water_mountain_castle_location_or_an_occupied_hex():
    s = pos(position(("3,4", "4,4"), "G,C"))
    for h in ("3,3", "4,3", "0,3", "6,2"):        # castle, water, mountain, location
        assert "KB-PLACE-FREE" in failing(verdict(s, h)), h
    taken = verdict(s, "4,4")
    assert failing(taken) == ["KB-PLACE-FREE"] and "Player 2" in taken.explain("en")


def test_KB_PLACE_OTHERS_settlements_of_others_never_count_for_adjacency():
    s = pos(position(("-", "3,5"), "G,C"))        # Red has nothing; Blue sits on 3,5
    assert len(moves_text(s)) == 60               # every free grass hex
    assert verdict(s, "7,8").legal                # no own settlement: anywhere on grass
    s2 = pos(position(("3,4", "3,5;4,4;4,5"), "G,C"))   # Blue blocks every grass next to Red
    assert verdict(s2, "7,8").legal


def test_KB_PLACE_NEWAREA_forced_away_then_adjacent_again():
    s = pos(position(("3,4", "3,5;4,4;4,5"), "G,C"))
    v = verdict(s, "7,8")
    assert reason(v, "KB-PLACE-NEWAREA").ok
    s, _ = play(s, "7,8")
    assert "7,6" not in moves_text(s) and failing(verdict(s, "7,6")) == ["KB-PLACE-ADJ"]
    assert all(any(n in s.settlements[0] for n in kb.neighbours(tuple(map(int, m.split(",")))))
               for m in moves_text(s))


def test_KB_PLACE_SHORT_fewer_hexes_than_settlements_build_as_many_as_possible():
    grass = [h for h in kb.assemble(tuple((q, False) for q in
             ("tavern", "paddock", "oasis", "farm"))).hexes_of("G")]
    blue = [h for h in grass if h not in ((3, 4), (3, 5), (4, 4))]
    blue_text = chain(*(f"{r},{c}" for r, c in blue[:40]))
    red_extra = [f"{r},{c}" for r, c in blue[40:]]
    # blue has placed all 40 settlements: the end is triggered (KB-END-TRIGGER)
    s = pos(position((chain("3,4", *red_extra), blue_text), "G,C", ending="yes"))
    assert sorted(moves_text(s)) == ["3,5", "4,4"]
    s, outs = play(s, "3,5", "4,4")
    assert "KB-PLACE-SHORT" in rules(outs) and kb.built_this_turn(s) == 2
    assert moves_text(s) == ["end"]


def test_KB_PLACE_SHORT_an_empty_supply_ends_the_mandatory_action_and_says_why():
    grass = [h for h in kb.assemble(tuple((q, False) for q in
             ("tavern", "paddock", "oasis", "farm"))).hexes_of("G")]
    red = [f"{r},{c}" for r, c in grass if (r, c) not in ((3, 5), (4, 4), (4, 5))][:39]
    s = pos(position((chain(*red), "-"), "G,C"))
    assert s.supply(0) == 1
    s, outs = play(s, sorted(moves_text(s))[0])
    said = [e.explain("en") for o in outs for e in o.events if e.rule == "KB-PLACE-SHORT"]
    assert said == ["Player 1's supply is empty: the mandatory action ends with 1 built "
                    "(KB-PLACE-SHORT)"]
    assert kb.mandatory_status(s) == "done" and s.stack == (kb.AfterBuild(0, 1),)
    assert "KB-END-TRIGGER" in rules(outs) and moves_text(s) == ["end"]


def test_KB_TURN_REVEAL_the_card_of_the_seat_on_its_turn_is_its_terrain_and_public():
    s = pos(EX1)
    assert s.terrain == "G" and kb.view(s, 1).hands == ("G", "C")
    assert kb.view(s, None).hands == ("G", None)


def test_KB_TURN_ORDER_no_end_before_the_mandatory_action_and_asks_say_the_step():
    v = verdict(EX1, "end")
    assert failing(v) == ["KB-TURN-ORDER"]
    assert kb.asks(pos(EX1))[0].step == "turn"
    s, _ = play(EX1, "4,4")
    assert kb.asks(s)[0].step == "build"


def test_KB_TURN_END_discard_draw_next_seat_and_a_seeded_reshuffle():
    s, outs = play(EX1, "4,4", "4,5", "3,5", "end")
    assert s.turn == 1 and s.discard == ("G",) and s.hands[0] == "G"      # pile: GGG CCCC...
    assert rules(outs)[-1] == "KB-TURN-END"
    empty = position(("3,4", "-"), "G,C", pile="-", discard="GGGGCCCCDDDDDFFFFFTTTTT")
    s1, outs = play(empty, "4,4", "4,5", "3,5", "end")
    s2, _ = play(empty, "4,4", "4,5", "3,5", "end")
    assert s1 == s2 and s1.shuffles == 1 and len(s1.pile) == 23 and s1.discard == ()
    assert sum(e.rule == "KB-TURN-END" for o in outs for e in o.events) == 2
