"""Location tiles and their actions (KB-LOC-*, KB-TILE-*, KB-OPEN-*).

First-game board (Tavern, Paddock, Oasis, Farm) unless a test names another; ``B2`` holds
the Oracle, Tower, Barn and Harbor quadrants."""

from __future__ import annotations

from tutor import kingdom_builder as kb
from tutor.kingdom_builder.facts import TileGained, TileLost

from kb_support import events, failing, moves_text, play, pos, position, rules, verdict

B2 = "oracle,tower,barn,harbor"
AFTER = {"stack": "after:1:3"}     # the mandatory action is over: tiles now


def targets(state, prefix):
    """The targets of the legal moves written ``prefix...>r,c``."""
    return sorted(m.split(">")[1] for m in moves_text(state) if m.startswith(prefix))


def test_KB_LOC_GAIN_building_next_to_a_location_takes_a_tile_castles_give_none():
    s, outs = play(position(("4,1", "-"), "C,G"), "5,1")
    gained = [e.data for e in events(outs) if isinstance(e.data, TileGained)]
    assert gained == [TileGained(0, "tavern", (6, 2))]
    assert s.tiles[0] == (kb.Tile("tavern", (6, 2), "n"),) and s.tiles_left((6, 2)) == 1
    _, outs = play(position(("3,4", "-"), "G,C"), "4,4")          # 4,4 touches castle 3,3
    assert "KB-LOC-GAIN" not in rules(outs)


def test_KB_LOC_TWO_the_second_location_of_a_kind_gives_a_second_tile():
    start = position(("5,2;5,8", "-"), "C,G", tiles=("tavern@6,2:r", "-"), taken=("6,2", "-"))
    s, _ = play(start, "5,7")
    assert [(t.source, t.status) for t in s.tiles[0]] == [((6, 2), "r"), ((6, 7), "n")]


def test_KB_LOC_DELAY_a_tile_taken_this_turn_waits_for_the_next_turn():
    start = position(("2,0;2,1;2,2", "-"), "C,G", tiles=("tavern@6,2:n", "-"),
                     taken=("6,2", "-"), **AFTER)
    assert failing(verdict(start, "tavern@6,2>2,3")) == ["KB-LOC-DELAY"]
    s, _ = play(start, "end")
    assert s.tiles[0][0].status == "r"


def test_KB_LOC_ONCE_each_tile_once_a_turn_and_KB_TURN_ORDER_never_mid_action():
    start = position(("2,0;2,1;2,2", "-"), "C,G", tiles=("tavern@6,2:r", "-"),
                     taken=("6,2", "-"), **AFTER)
    s, _ = play(start, "tavern@6,2>2,3")
    assert failing(verdict(s, "tavern@6,2>2,4")) == ["KB-LOC-ONCE"]
    mid = position(("2,0;2,1;2,2", "-"), "F,G", tiles=("tavern@6,2:r", "-"),
                   taken=("6,2", "-"), stack="build:1:1")
    assert failing(verdict(mid, "tavern@6,2>2,3")) == ["KB-TURN-ORDER"]
    before = position(("2,0;2,1;2,2", "-"), "F,G", tiles=("tavern@6,2:r", "-"),
                      taken=("6,2", "-"))
    assert verdict(before, "tavern@6,2>2,3").legal          # before the mandatory action


def test_KB_LOC_LOSE_paddock_away_from_the_tavern_returns_its_tile_worked_example_3():
    """KB-EX-3: Blue's Paddock moves his only settlement by the Tavern 6,2 away: the Tavern
    tile goes back to the box at once (the tile waiting a turn: KB-LOC-DELAY; never
    retaken from 6,2: KB-LOC-NORETAKE)."""
    start = position(("5,2;7,11", "-"), "C,G", tiles=("paddock@6,11:r;tavern@6,2:r", "-"),
                     taken=("6,2;6,11", "-"))
    s, outs = play(start, "paddock@6,11:5,2>5,4")
    assert TileLost(0, "tavern", (6, 2)) in [e.data for e in events(outs)]
    assert [t.kind for t in s.tiles[0]] == ["paddock"]


def test_KB_LOC_LOSE_two_of_a_kind_the_player_chooses_and_KB_OPEN_KEPT_TILE():
    start = position(("5,2;5,7;7,11", "-"), "C,G",
                     tiles=("paddock@6,11:r;tavern@6,2:u;tavern@6,7:r", "-"),
                     taken=("6,2;6,7;6,11", "-"))
    s, _ = play(start, "paddock@6,11:5,2>5,0")
    assert kb.returning(s) == (6, 2) and kb.asks(s)[0].step == "return"
    assert sorted(moves_text(s)) == ["return@6,2", "return@6,7"]
    assert failing(verdict(s, "end")) == ["KB-LOC-LOSE"]
    s, outs = play(s, "return@6,7")              # keep the used tile from 6,2
    assert [(t.kind, t.source, t.status) for t in s.tiles[0]] == [
        ("paddock", (6, 11), "u"), ("tavern", (6, 2), "u")]
    assert kb.returning(s) is None and rules(outs) == ["KB-LOC-LOSE"]


def test_KB_LOC_NORETAKE_never_a_second_tile_from_the_same_hex():
    s, outs = play(position(("4,1", "-"), "C,G", taken=("6,2", "-")), "5,1")
    assert "KB-LOC-GAIN" not in rules(outs) and s.tiles[0] == ()
    said = [e for o in outs for e in o.events if e.rule == "KB-LOC-NORETAKE"]
    assert [e.explain("en") for e in said] == [
        "no tile from the Tavern at 6,2: Player 1 took one there before and lost it "
        "(KB-LOC-NORETAKE)"]
    s, outs = play(s, "5,2")                     # 5,1 already touches 6,2: nothing to say
    assert rules(outs) == ["KB-PLACE-THREE"]


def test_KB_LOC_GAIN_an_emptied_location_says_which_one_is_empty():
    emptied = position(("4,1", "6,1", "7,2"), "C,G,G", tiles=("-", "tavern@6,2:r", "tavern@6,2:r"),
                       taken=("-", "6,2", "6,2"))
    s, outs = play(emptied, "5,1")
    assert s.tiles[0] == ()
    assert [e.explain("en") for o in outs for e in o.events if e.rule == "KB-LOC-GAIN"] == [
        "no tile is left on the Tavern at 6,2 (KB-LOC-GAIN)"]


def test_KB_LOC_ADJ_MOVE_the_moved_settlement_is_lifted_first():
    """A-B-C on row 0 (0,0 0,1 0,2 grass); moving C, the target must touch A or B."""
    start = position(("0,0;0,1;0,2", "-"), "G,C", board=B2, tiles=("barn@12,6:r", "-"),
                     taken=("12,6", "-"), **AFTER)
    s = pos(start)
    assert targets(s, "barn@12,6:0,2>") == ["1,0", "1,1"]
    v = verdict(start, "barn@12,6:0,2>1,2")      # touches only C's old hex
    assert failing(v) == ["KB-LOC-ADJ-MOVE"]


def test_KB_OPEN_SAME_HEX_a_move_must_change_the_hex():
    start = position(("0,0;0,1;0,2", "-"), "G,C", board=B2, tiles=("barn@12,6:r", "-"),
                     taken=("12,6", "-"), **AFTER)
    assert failing(verdict(start, "barn@12,6:0,2>0,2")) == ["KB-OPEN-SAME-HEX"]


def test_KB_TILE_BARN_moves_onto_the_card_terrain_adjacent_if_possible():
    start = position(("0,0;0,1;0,2", "-"), "G,C", board=B2, tiles=("barn@12,6:r", "-"),
                     taken=("12,6", "-"), **AFTER)
    assert "KB-TILE-BARN" in failing(verdict(start, "barn@12,6:0,2>0,3"))   # forest
    assert failing(verdict(start, "barn@12,6:9,9>1,0")) == ["KB-TILE-BARN"]  # not his


def test_KB_TILE_ORACLE_builds_on_the_card_terrain_adjacent_if_possible():
    start = position(("2,7", "-"), "G,C", board=B2, tiles=("oracle@3,7:r", "-"),
                     taken=("3,7", "-"), **AFTER)
    s = pos(start)
    got = targets(s, "oracle@3,7>")
    assert got and all(s.board.at(tuple(map(int, h.split(",")))) == "G" for h in got)
    assert all(any(n == (2, 7) for n in kb.neighbours(tuple(map(int, h.split(",")))))
               for h in got)
    assert "KB-TILE-ORACLE" in failing(verdict(start, "oracle@3,7>3,6"))     # flower field


def test_KB_TILE_FARM_builds_on_grass_whatever_the_card():
    start = position(("10,17", "-"), "C,G", tiles=("farm@11,17:r", "-"),
                     taken=("11,17", "-"), **AFTER)
    s = pos(start)
    got = targets(s, "farm@11,17>")
    assert got and all(s.board.at(tuple(map(int, h.split(",")))) == "G" for h in got)
    v = verdict(start, "farm@11,17>0,7")          # canyon (the card's terrain) is refused
    assert "KB-TILE-FARM" in failing(v)


def test_KB_TILE_OASIS_builds_on_desert():
    start = position(("11,7", "-"), "G,C", tiles=("oasis@12,7:r", "-"),
                     taken=("12,7", "-"), **AFTER)
    s = pos(start)
    got = targets(s, "oasis@12,7>")
    assert got and all(s.board.at(tuple(map(int, h.split(",")))) == "D" for h in got)
    assert "KB-TILE-OASIS" in failing(verdict(start, "oasis@12,7>3,4"))


def test_KB_TILE_TOWER_builds_on_the_edge_adjacent_if_possible_among_edge_hexes():
    start = position(("1,0", "-"), "G,C", board=B2, tiles=("tower@3,15:r", "-"),
                     taken=("3,15", "-"), **AFTER)
    s = pos(start)
    got = targets(s, "tower@3,15>")
    assert sorted(got) == sorted(h for h in ("0,0", "0,1", "2,0") if s.board.at(
        tuple(map(int, h.split(",")))) in "GCDFT")
    assert failing(verdict(start, "tower@3,15>5,3")) == ["KB-TILE-TOWER"]
    assert failing(verdict(start, "tower@3,15>19,19")) == ["KB-PLACE-ADJ"]


def test_KB_TILE_TAVERN_extends_a_straight_line_of_three():
    start = position(("2,0;2,1;2,2", "-"), "C,G", tiles=("tavern@6,2:r", "-"),
                     taken=("6,2", "-"), **AFTER)
    assert targets(pos(start), "tavern@6,2>") == ["2,3"]
    v = verdict(start, "tavern@6,2>2,3")
    assert v.legal and "2,2" in v.explain("en")
    assert failing(verdict(start, "tavern@6,2>1,3")) == ["KB-TILE-TAVERN"]


def test_KB_TILE_HARBOR_onto_water_and_KB_OPEN_HARBOR_ONLY_lift_first():
    """KB-EX-4: the moved settlement is lifted first; with no other settlement by the water
    any water hex will do, otherwise only water next to one of them."""
    hb = "harbor,paddock,oasis,farm"
    alone = position(("6,6", "-"), "G,C", board=hb, tiles=("harbor@7,6:r", "-"),
                     taken=("7,6", "-"), **AFTER)
    s = pos(alone)
    water = [h for h in s.board.hexes_of("W")]
    assert len(targets(s, "harbor@7,6:6,6>")) == len(water)         # any water hex
    assert "KB-TILE-HARBOR" in failing(verdict(alone, "harbor@7,6:6,6>6,5"))
    two = position(("0,0;6,6", "-"), "G,C", board=hb, tiles=("harbor@7,6:r", "-"),
                   taken=("7,6", "-"), **AFTER)
    s2 = pos(two)
    got = targets(s2, "harbor@7,6:0,0>")
    assert got and len(got) < len(water)                             # next to 6,6 only
    assert all(any(n == (6, 6) for n in kb.neighbours(tuple(map(int, h.split(",")))))
               for h in got)


def test_KB_TILE_PADDOCK_two_hexes_straight_over_anything_never_onto_water():
    start = position(("5,2;7,11", "-"), "C,G", tiles=("paddock@6,11:r", "-"),
                     taken=("6,11", "-"), **AFTER)
    assert targets(pos(start), "paddock@6,11:5,2>") == ["5,0", "5,4", "7,1"]
    assert failing(verdict(start, "paddock@6,11:5,2>7,3")) == ["KB-PLACE-FREE"]   # water
    assert failing(verdict(start, "paddock@6,11:5,2>5,1")) == ["KB-TILE-PADDOCK"]
    over = verdict(start, "paddock@6,11:7,11>5,10")
    assert over.legal                                  # jumps over the location 6,11
