"""The games' text drawings (``tutor.<game>.diagram``) and the course notebooks' helpers
that show them (``widgets.notebook``): they only format what the engine says, in the
notebook's language."""

from __future__ import annotations

import pytest

import tutor.bang as bang
import tutor.bang.diagram as bang_text
import tutor.kingdom_builder as kb
import tutor.kingdom_builder.diagram as kb_text
from tutor.registry import all_games
from widgets.notebook import diagram, drawings, replay, try_position

EX1 = next(p.position for p in kb.PUZZLES if p.id == "kb-ex-1-adjacent-pocket")
CASTLE = next(p.position for p in kb.PUZZLES if p.id == "kb-ex-2-castle-for-everyone")
MUSTANG = next(p.position for p in bang.PUZZLES if p.id == "bang-ex-2-mustang-remington")


def test_kb_diagram_crops_the_map_around_the_settlements_and_shifts_odd_rows():
    lines = kb_text.diagram(EX1, "en").splitlines()
    assert lines[0].split() == ["2", "3", "4", "5", "6"]           # columns 3,4 ± 2
    row3 = next(line for line in lines if line.startswith("   3"))
    row4 = next(line for line in lines if line.startswith("   4"))
    assert row3.split()[1:] == ["f", "K", "g1", "g", "t"]          # 3,4: Player 1's, grass
    assert row3.index("f") - row4.index("w") == 2                  # col 2: half a 4-wide cell
    assert lines[-3].startswith("▶ Player 1  card grass · tiles none · 39 settlements left")
    assert lines[-1] == "Draw pile: 23 · discard: 0 · cards: Fishermen, Merchants, Knights"


def test_kb_diagram_shows_the_whole_map_before_anyone_builds_and_speaks_french():
    empty = EX1.replace("settlements=3,4/-", "settlements=-/-")
    lines = kb_text.diagram(empty, "fr").splitlines()
    assert len(lines[0].split()) == 20 and sum(line[:4].strip().isdigit()
                                               for line in lines) == 20
    assert "Ta2" in "\n".join(lines)                               # a Tavern, 2 tiles left
    assert lines[-1].startswith("Pioche : 23 · défausse : 0 · cartes : Pêcheurs")


def test_kb_scores_lists_each_line_with_its_terms_then_the_totals():
    text = kb_text.scores(CASTLE, "en").splitlines()
    assert text[0] == "Player 1, castles: 1 × 3 = 3"
    assert "Player 1, Hermits: 1 area × 1 = 1" in text
    assert text[-2:] == ["Player 1: 6 gold in all", "Player 2: 5 gold in all"]
    assert kb_text.scores(CASTLE, "fr").splitlines()[-1] == "Joueur 2 : 5 or en tout"


def test_replay_without_drawings_draws_the_start_only():
    full = replay(kb, EX1, "3,5; 4,5", "en", show_position=False)
    short = replay(kb, EX1, "3,5; 4,5", "en", show_position=False, drawings=False)
    assert full.count("Draw pile:") == 3 and short.count("Draw pile:") == 1
    assert "Player 1 builds on 4,5 (grass, settlement 2 of 3)" in short


def test_bang_diagram_shows_every_seat_the_distances_and_the_deck():
    lines = bang_text.diagram(MUSTANG, "en").splitlines()
    assert lines[0] == ("▶ Player 1  Sheriff · Bart Cassidy · life 5/5 · hand BANG! A♠, "
                        "Remington K♣ · in play Schofield J♣")
    assert lines[2].endswith("hand Missed! 10♣ · in play Mustang 9♥")
    assert lines[-2] == "Distances from Player 1: Player 2 1, Player 3 3, Player 4 2, Player 5 1"
    assert lines[-1] == "Deck: 75 cards · discard: –"
    assert bang_text.diagram(MUSTANG, "fr").splitlines()[1].startswith(
        "  Joueur 2  hors-la-loi · Sid Ketchum · vie 4/4")


def test_a_valid_position_is_said_valid_and_drawn():
    assert try_position(kb, EX1, "en").startswith("The position is valid.\n")
    assert try_position(bang, MUSTANG, "fr").startswith("La position est valide.\n▶ Joueur 1")


def test_bm_diagram_and_scores_read_the_engine():
    import tutor.big_monster as bm
    from tutor.big_monster.diagram import diagram as bm_diagram, scores as bm_scores
    start = bm.PUZZLES[0].position                       # bm-ex-1: MU at 0,4, IO to place
    lines = bm_diagram(start, "en").splitlines()
    assert lines[0].startswith("▶ Player 1  ") and "area MU@0,4 · hand –" in lines[0]
    assert lines[-1].startswith("Medals in play: ") and "desert medal (10)" in lines[-1]
    after = bm.apply(bm.from_notation(start), bm.parse_move("@1,2")).after
    assert "zone MU@0,4, IO@1,2" in bm_diagram(after, "fr").splitlines()[0]
    scores = bm_scores(after, "en").splitlines()
    assert scores[-1] == "Player 4: 0 points in all"
    assert any(line.startswith("Player 1: ") and "7" in line for line in scores)


def test_fru_diagram_reads_the_ring_the_active_farm_and_the_prices():
    import tutor.fruit_picking as fru
    from tutor.fruit_picking.diagram import diagram as fru_diagram
    start = fru.PUZZLES[0].position                      # fru-ex-1: H:0 F1:2 F2:2 F3:2
    lines = fru_diagram(start, "en").splitlines()
    assert lines[0] == ("▶ Player 1  H 0 · F1 Pi 2 · F2 Pe 2 · F3 Ra 2 · F4 Ba 0 · F5 St 0 · "
                        "F6 Pl 0 · Storage 12 · cards –")
    assert lines[2] == "Market: M1 St 3+3=6 · M2 Pe 1+2=3 · M3 Ba 2+1=3 · M4 Pi 1+0=1 · deck 26"
    after = fru.apply(fru.from_notation(start), fru.parse_move("F3")).after
    french = fru_diagram(after, "fr").splitlines()
    assert "F5* St 1" in french[0] and "stock 12 · cartes –" in french[0]
    assert french[2].startswith("Marché : M1 St 3+3=6")
    solo = fru_diagram(fru.PUZZLES[7].position, "en").splitlines()
    assert solo[1] == "Market: M1 Pe 1+0=1 · deck 4"
    assert solo[2] == "Seeds spent for good (solo): 4"
    five = fru.from_notation(fru.PUZZLES[-1].position)
    done = fru.apply(five, fru.parse_move("M4")).after
    assert "holds 5 different fruits" in fru_diagram(done, "en").splitlines()[0]


def test_sag_diagram_draws_each_display_from_the_engine():
    """SAG-ARROW-MARK, SAG-SCORE-COMPLETE: the grid shows colour letter, value and the
    arrows covered; after the placement (0,0) is complete (✓) and the score moved."""
    import tutor.sagani as sag
    from tutor.sagani.diagram import diagram as sag_diagram
    gap = next(p for p in sag.PUZZLES if p.id == "sag-ex-1-ray-with-gap").position
    lines = sag_diagram(gap, "en").splitlines()
    assert lines[0] == "▶ Player 1: 0 points · discs 18 · cacophony 0"
    assert lines[1].split() == ["0", "1", "2", "3"]
    assert lines[2].split() == ["1", "·", "A1", "0/1", "A1", "0/1", "A3", "0/2"]
    assert lines[3].split() == ["0", "W1", "0/1", "F1", "0/1", "·", "·"]
    assert "(empty display)" in lines[5]
    assert "To place: Tile 37: blue (water), 1 arrow, worth 1." in lines
    after = sag.apply(sag.from_notation(gap), sag.parse_move("place 3,0 r0")).after
    french = sag_diagram(after, "fr").splitlines()
    assert french[0] == "  Joueur 1 : 1 point · disques 18 · cacophonie 0"
    assert french[3].split() == ["0", "E1", "✓", "F1", "0/1", "·", "E1", "0/1"]
    assert "T = verte (terre)" in french[-1]
    told = replay(sag, gap, "place 3,0 r0", "en", show_position=False)
    assert "(0,0) is complete: +1, 1 disc back (SAG-SCORE-COMPLETE)" in told


# ---------------------------------------------------------------- every game's drawing

GAME_IDS = sorted(all_games())


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_draws_each_puzzle_position_as_text_in_both_languages(game_id):
    """A game's text drawing lives in the game (``tutor/<game>/diagram.py``), found by the
    notebook helpers through the game module alone: every puzzle position is drawn, from
    its notation or its state, the same, in both languages."""
    game = all_games()[game_id]
    module = drawings(game)
    assert module.__name__ == f"tutor.{game_id}.diagram"
    for p in game.PUZZLES:
        state = game.from_notation(p.position)
        en = module.diagram(state, "en")
        assert en and en == module.diagram(p.position, "en") == diagram(game, state, "en")
        assert module.diagram(state, "fr")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_position_that_cannot_be_read_is_explained_not_raised(game_id):
    game = all_games()[game_id]
    bad = game.PUZZLES[0].position + " nonsense"
    assert drawings(game).diagram(bad, "fr").startswith("Cette position est inutilisable :\n")
    assert try_position(game, bad, "en").startswith("This position cannot be used:\n")


def test_a_replay_keeps_the_pyramid_aligned_and_draws_after_each_changing_event():
    """FP-TURN-2, FP-COLL-1: each event that moves a tile is drawn (the placement, then the
    collapse burying the two below), in one frame for the whole replay (the leftmost edge
    of every position seen), so the rows line up."""
    import tutor.flaming_pyramids as fp
    import tutor.flaming_pyramids.diagram as fp_text
    start = fp.from_notation("fp1 players=2 turn=1 pyramid=0:R10,G20 hands=Y40,B20|R2 "
                             "piles=-|-")
    assert fp_text.diagram(start, "en") == "r0: [R10] [G20]"
    told = replay(fp, start, "Y40@1,0", "en", each_event=True, show_position=False)
    assert "       r1:    [Y40]\n       r0: [R10] [G20]\n" in told
    assert "       r1:    [Y40]\n       r0:\n" in told
    assert fp_text.align(start) == 0 and fp_text.align(start, -3) == -3
    assert fp_text.diagram(start, "en", frame=-2) == "r0:       [R10] [G20]"   # 1 tile right
