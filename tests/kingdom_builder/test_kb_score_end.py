"""Scoring (KB-SCORE-*) and the end of the game (KB-END-*), first-game board."""

from __future__ import annotations

from tutor import kingdom_builder as kb
from tutor.kingdom_builder.board import sector
from tutor.kingdom_builder.facts import Final, Scored

from kb_support import chain, events, play, pos, position, rules

FIRST = tuple((q, False) for q in ("tavern", "paddock", "oasis", "farm"))
BOARD = kb.assemble(FIRST)


def terms(settlements, card, seat=0, players=None):
    """``(count, per, points, hexes)`` of ``card`` for ``seat``."""
    s = pos(position(settlements, ",".join("G" * len(settlements)), cards=_cards(card)))
    return {(x, c): t for x, c, t in kb.score_lines(s)}[(seat, card)]


def _cards(card):
    mine = [card] if card != "castle" else []
    others = [c for c in ("hermits", "miners", "workers", "knights") if c != card]
    return ",".join((mine + others)[:3])


def test_KB_SCORE_CASTLE_three_gold_per_castle_touched_worked_example_2():
    """KB-EX-2: the Tavern castle 3,3 gives 3 gold to each player touching it, however many
    of his settlements touch it."""
    assert terms((chain("2,3", "2,4"), "4,4"), "castle") == (1, 3, 3, ((3, 3),))
    s = pos(position((chain("2,3", "2,4"), "4,4"), "G,G", cards=_cards("hermits")))
    assert {(x, c): t for x, c, t in kb.score_lines(s)}[(1, "castle")][2] == 3


def test_KB_SCORE_FISHERMEN_and_KB_OPEN_FISH_WATER():
    assert terms((chain("3,2", "2,3"), "-"), "fishermen")[:3] == (1, 1, 1)
    assert terms((chain("4,3", "13,14"), "-"), "fishermen")[3] == ((4, 3),)   # 13,14: lone water


def test_KB_SCORE_MINERS_next_to_a_mountain():
    assert terms((chain("0,2", "2,0"), "-"), "miners")[:4] == (1, 1, 1, ((0, 2),))


def test_KB_SCORE_WORKERS_next_to_a_location_or_castle():
    assert terms((chain("2,3", "5,2", "0,0"), "-"), "workers")[:3] == (2, 1, 2)


def test_KB_SCORE_MERCHANTS_linked_specials_four_each():
    t = terms((chain("3,2", "4,2", "5,2", "5,7"), "-"), "merchants")
    assert t == (2, 4, 8, ((3, 3), (6, 2)))
    s = pos(position((chain("3,2", "4,2", "5,2", "5,7"), "-"), "G,G",
                     cards="merchants,hermits,miners"))
    line = next(e for e in events(play(position((chain("3,2", "4,2", "5,2", "5,7"), "-"),
                                               "G,G", cards="merchants,hermits,miners",
                                               turn=2, stack="after:2:3",
                                               ending="yes"), "end")[1])
                if isinstance(e.data, Scored) and e.data.card == "merchants" and e.data.seat == 0)
    assert "Merchants: 2 places linked × 4 = 8" in line.explain("en")
    assert "Marchands : 2 lieux reliés × 4 = 8" in line.explain("fr")
    assert s.cards[0] == "merchants"


def test_KB_SCORE_DISCOVERERS_one_per_row_with_a_settlement():
    assert terms((chain("0,0", "0,1", "5,0"), "-"), "discoverers")[:3] == (2, 1, 2)


def test_KB_SCORE_KNIGHTS_two_per_settlement_in_the_fullest_row():
    assert terms((chain("2,0", "2,1", "2,5", "5,0"), "-"), "knights")[:3] == (3, 2, 6)


def test_KB_SCORE_HERMITS_and_KB_SCORE_CITIZENS_areas():
    own = (chain("2,0", "2,1", "2,2", "2,3", "2,4", "9,9"), "-")
    assert terms(own, "hermits")[:3] == (2, 1, 2)
    assert terms(own, "citizens")[:3] == (5, 2, 2)


def test_KB_SCORE_FARMERS_fewest_sector_and_zero_when_one_is_empty():
    assert terms((chain("0,0", "0,1", "0,10", "10,0", "10,10"), "-"), "farmers")[:3] == (1, 3, 3)
    assert terms((chain("0,0", "0,10", "10,0"), "-"), "farmers")[2] == 0


def test_KB_SCORE_LORDS_worked_example_5_ties_share_the_rank():
    """KB-EX-5: sector 0: A 6, B 6, C 4, D 0 -> A and B 12, C 6, D 0."""
    hexes = [h for h in BOARD.hexes_of("GCDFTW") if sector(h) == 0]
    txt = [f"{r},{c}" for r, c in hexes]
    sets = (chain(*txt[0:6]), chain(*txt[6:12]), chain(*txt[12:16]), "-")
    s = pos(position(sets, "G,G,G,G", cards="lords,hermits,miners"))
    got = {(x, c): t[2] for x, c, t in kb.score_lines(s)}
    assert [got[(x, "lords")] for x in range(4)] == [12, 12, 6, 0]
    from tutor.kingdom_builder.steps import score_msg
    from tutor.core import render
    lines = {x: render(score_msg(x, c, *t[:3]), "en") for x, c, t in kb.score_lines(s)
             if c == "lords"}
    assert lines[0] == "Player 1, Lords: most settlements in 1 sector × 12 + second in 0 × 6 = 12"
    assert lines[2] == "Player 3, Lords: most settlements in 0 sectors × 12 + second in 1 × 6 = 6"


def test_KB_END_TRIGGER_the_fortieth_settlement_triggers_the_end():
    water = [f"{r},{c}" for r, c in BOARD.hexes_of("W")][:38]
    start = position((chain("3,4", *water), "-"), "G,C")
    s, outs = play(start, "4,4")
    assert s.supply(0) == 0 and s.ending and "KB-END-TRIGGER" in rules(outs)
    assert kb.mandatory_status(s) == "done"
    assert [m for m in kb.legal_moves(s)] == [kb.EndTurn(seat=0)]


def over(turn: int) -> dict:
    """The turn of seat ``turn`` (1-based) after its mandatory action, 3 built."""
    return {"turn": turn, "stack": f"after:{turn}:3"}


def test_KB_END_ROUND_the_round_is_finished_worked_example_6():
    """KB-EX-6: the end triggered, the seat before the start player still plays; after
    his turn the game ends and is scored."""
    mid = position(("0,0", "0,1", "0,2"), "G,G,G", start=1, ending="yes", **over(2))
    s, _ = play(mid, "end")
    assert s.phase is kb.Phase.PLAY and s.turn == 2             # seat 3 still plays
    last = position(("0,0", "0,1", "0,2"), "G,G,G", start=1, ending="yes", **over(3))
    s, outs = play(last, "end")
    assert s.phase is kb.Phase.OVER and not kb.legal_moves(s)
    assert "KB-END-WIN" in rules(outs)


def test_KB_END_SCORE_castle_and_the_three_cards_for_every_seat():
    last = position((chain("2,3", "2,4"), "0,0"), "G,G", ending="yes", **over(2))
    _, outs = play(last, "end")
    scored = [(e.data.seat, e.data.card) for e in events(outs) if isinstance(e.data, Scored)]
    assert scored == [(s, c) for s in (0, 1)
                      for c in ("castle", "fishermen", "merchants", "knights")]


def test_KB_END_WIN_most_gold_wins_ties_share_the_victory():
    tie = position(("0,0", "0,19"), "G,G", ending="yes", **over(2))
    s, outs = play(tie, "end")
    final = [e.data for e in events(outs) if isinstance(e.data, Final)][0]
    assert final.scores[0] == final.scores[1] and s.winners == (0, 1)
    assert "share" in events(outs)[-1].explain("en")
    win = position((chain("2,3", "2,4"), "0,0"), "G,G", ending="yes", **over(2))
    assert play(win, "end")[0].winners == (0,)
