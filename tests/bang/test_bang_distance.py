"""Distance, range and the one-BANG! rule: BANG-DIST*, BANG-RANGE, BANG-WEAPONS,
BANG-ONE-BANG, worked examples BANG-EX-1..3."""

from __future__ import annotations

from tutor import bang
from tutor.core import Seat

from bang_support import failing, pos, position, reason, verdict, play

R = bang.R
SIX = ("S:bart:5:a:BGAS:-", "O:sid:0:d:-:-", "O:kit:0:d:-:-", "R:suzy:4:a:-:-",
       "O:lucky:4:a:-:-", "D:pedro:4:a:-:-")


def test_BANG_DIST_counts_only_living_players_BANG_EX_1_BANG_ELIM_ORDER():
    """BANG-EX-1: seats 1-6, 2 and 3 dead: 1→4 = 1, 1→5 = 2, 1→6 = 1."""
    s = pos(position(*SIX))
    assert [bang.distance(s, 0, t).total for t in (3, 4, 5)] == [1, 2, 1]
    v = verdict(s, "BGAS>p2")
    assert failing(v) == ["BANG-ELIM-ORDER"]


def test_BANG_DIST_MUSTANG_and_BANG_DIST_SCOPE_BANG_DIST_DIR_BANG_EX_2():
    """BANG-EX-2: A has a Scope, his neighbour B a Mustang: A→B = 1 − 1 + 1 = 1, B→A = 1;
    without the Scope, C two seats away with a Mustang is at 3."""
    s = pos(position("S:bart:5:a:BGAS:SCAS", "O:sid:4:a:-:MU8H", "O:kit:4:a:-:MU9H",
                     "R:suzy:4:a:-:-"))
    ab, ba = bang.distance(s, 0, 1), bang.distance(s, 1, 0)
    assert (ab.seats, ab.mustang, ab.scope, ab.total) == (1, 1, 1, 1)
    assert ba.total == 1
    s = pos(position("S:bart:5:a:BGAS,PNJH:SFJC", "O:sid:4:a:-:-", "O:kit:4:a:MS2S:MU9H",
                     "R:suzy:4:a:-:-", "D:rose:4:a:-:-"))
    assert bang.distance(s, 0, 2).total == 3
    v = verdict(s, "BGAS>p3")
    r = reason(v, R.RANGE)
    assert not r.ok and r.data.distance.total == 3 and r.data.limit == 2
    assert Seat(0) in r.focus and Seat(2) in r.focus
    assert r.explain("en") == ("✗ distance 3: 2 seats away, +1 for their Mustang; "
                               "your Schofield reaches 2 (BANG-RANGE)")
    assert "votre Schofield porte à 2" in r.explain("fr")
    assert failing(verdict(s, "PNJH>p3:hand")) == ["BANG-DIST-PANIC"]


def test_BANG_RANGE_Remington_reaches_3_and_the_Colt_1_BANG_WEAPONS():
    seats = ["S:bart:5:a:BGAS:REKC", "O:sid:4:a:-:-", "O:kit:4:a:-:MU9H", "R:suzy:4:a:-:-",
             "D:jesse:4:a:-:-"]
    assert verdict(position(*seats), "BGAS>p3").legal
    seats[0] = "S:bart:5:a:BGAS:-"
    v = verdict(position(*seats), "BGAS>p3")
    assert failing(v) == ["BANG-RANGE"] and "Colt .45 reaches 1" in v.explain()
    assert verdict(position(*seats), "BGAS>p2").legal


def test_BANG_CHAR_PAUL_stacks_with_a_Mustang_and_BANG_CHAR_ROSE_with_a_Scope():
    s = pos(position("S:rose:5:a:PNJH:SCAS", "O:paul:3:a:-:MU8H", "O:kit:4:a:-:-",
                     "R:suzy:4:a:MS2S:-"))
    d = bang.distance(s, 0, 1)
    assert (d.mustang, d.paul, d.scope, d.rose, d.total) == (1, 1, 1, 1, 1)
    assert "+1 for Paul Regret" in bang.rules.distance_msg(d).render("en")
    # BANG-DIST-PANIC: no floor, a neighbour can be at -1 and is in reach
    n = bang.distance(s, 0, 3)
    assert n.total == -1
    assert verdict(s, "PNJH>p4:hand").legal


def test_BANG_ONE_BANG_a_second_BANG_is_refused_with_the_allowance():
    s = pos(position("S:bart:5:a:BGAS,BG8D:-", "O:sid:4:a:-:-", "O:kit:4:a:-:-",
                     "R:suzy:4:a:-:-"))
    s, _ = play(s, "BGAS>p2", "p2:take")
    v = verdict(s, "BG8D>p2")
    assert failing(v) == ["BANG-ONE-BANG"]
    assert reason(v, R.ONE_BANG).data.played == 1


def test_BANG_ONE_BANG_GAT_Gatling_and_Duel_discards_do_not_count_BANG_EX_3():
    """BANG-EX-3: BANG!, then Gatling, then a Duel won by discarding BANG! cards: all
    legal; a second BANG! at a target is not."""
    s = pos(position("S:bart:5:a:BGAS,GATH,DUQD,BG8D,BG9D:-", "O:sid:4:a:-:-",
                     "O:kit:4:a:-:-", "R:suzy:4:a:-:-"))
    s, _ = play(s, "BGAS>p2", "p2:take", "GATH", "p2:take", "p3:take", "p4:take",
                "DUQD>p2", "p2:take")
    assert verdict(s, "GATH").legal is False        # played already: not in hand
    assert failing(verdict(s, "BG8D>p2")) == ["BANG-ONE-BANG"]
    s2 = pos(position("S:bart:5:a:BG8D,DUQD,BG9D:-", "O:sid:4:a:BGAS:-", "O:kit:4:a:-:-",
                      "R:suzy:4:a:-:-"))
    s2, _ = play(s2, "DUQD>p2", "p2:r:BGAS", "p1:r:BG9D", "p2:take")
    assert verdict(s2, "BG8D>p2").legal


def test_BANG_WEAPONS_Volcanic_and_BANG_CHAR_WILLY_allow_any_number():
    s = pos(position("S:bart:5:a:BGAS,BG8D:VOTS", "O:sid:4:a:-:-", "O:kit:4:a:-:-",
                     "R:suzy:4:a:-:-"))
    s, _ = play(s, "BGAS>p2", "p2:take")
    assert reason(verdict(s, "BG8D>p2"), R.WEAPONS).ok
    s = pos(position("S:willy:5:a:BGAS,BG8D:-", "O:sid:4:a:-:-", "O:kit:4:a:-:-",
                     "R:suzy:4:a:-:-"))
    s, _ = play(s, "BGAS>p2", "p2:take")
    assert reason(verdict(s, "BG8D>p2"), R.CHAR_WILLY).ok


def test_BANG_CHAR_CALAMITY_a_Missed_played_as_BANG_counts_as_her_BANG():
    s = pos(position("S:calamity:5:a:MS2S,BGAS:-", "O:sid:4:a:MSTC:-", "O:kit:4:a:-:-",
                     "R:suzy:4:a:-:-"))
    assert verdict(s, "MS2S>p2").legal
    s, _ = play(s, "MS2S>p2", "p2:r:MSTC")
    assert failing(verdict(s, "BGAS>p2")) == ["BANG-ONE-BANG"]
    # a plain Missed! on one's turn is refused
    s = pos(position("S:bart:5:a:MS2S:-", "O:sid:4:a:-:-", "O:kit:4:a:-:-", "R:suzy:4:a:-:-"))
    assert failing(verdict(s, "MS2S>p2")) == ["BANG-MISSED"]


def test_BANG_RANGE_the_headline_says_the_move_in_words_in_both_languages():
    start = bang.from_notation(next(p for p in bang.PUZZLES
                                    if p.id == "bang-ex-2-mustang-remington").position)
    far = bang.check(start, bang.parse_move("BGAS>p3"))
    assert far.explain("en").splitlines()[0] == "Not allowed: Player 1 plays BANG! A♠ at Player 3."
    assert far.explain("fr").splitlines()[0] == "Interdit : le joueur 1 joue BANG! A♠ contre le joueur 3."
    assert bang.check(start, bang.parse_move("REKC")).explain("en").startswith(
        "Allowed: Player 1 plays Remington K♣.")
    assert bang.check(start, bang.parse_move("end")).explain("fr").startswith(
        "Autorisé : le joueur 1 finit son tour.")
