"""Card effects and the answers out of turn: BANG-BANG, BANG-MISSED, BANG-BARREL,
BANG-BEER, BANG-SALOON, BANG-PANIC, BANG-CATBALOU, BANG-STAGECOACH, BANG-WELLSFARGO,
BANG-GENERALSTORE, BANG-GATLING, BANG-INDIANS, BANG-DUEL, BANG-JAIL, BANG-DYNAMITE,
BANG-BLUE-*."""

from __future__ import annotations

from tutor import bang
from tutor.bang.facts import Cancelled, Drawn

from bang_support import failing, moves_text, play, pos, position, reason, rules, verdict

R = bang.R


def table(*hands_tables, turn=1, **kw):
    chars = ("bart", "sid", "kit", "blackjack", "jesse", "pedro", "lucky")
    roles = {4: "SOOR", 5: "SOORD", 6: "SOOROD", 7: "SOORODD"}[len(hands_tables)]
    seats = [f"{roles[i]}:{chars[i]}:{5 if i == 0 else 4}:a:{h}:{t}"
             for i, (h, t) in enumerate(hands_tables)]
    return position(*seats, turn=turn, **kw)


def test_BANG_BANG_asks_the_target_and_BANG_MISSED_cancels_it():
    s = pos(table(("BGAS", "-"), ("MSTC,BG8D", "-"), ("-", "-"), ("-", "-")))
    s, outs = play(s, "BGAS>p2")
    ask = bang.asks(s)[0]
    assert ask.seat == 1 and ask.step == "shot" and ask.kind == "response"
    assert moves_text(s) == ["r:MSTC", "take"]
    v = verdict(s, "p2:r:BG8D")
    assert failing(v) == ["BANG-MISSED"] and "only for Calamity Janet" in v.explain()
    assert "cancels the shot" in verdict(s, "p2:r:MSTC").explain()
    s, outs = play(s, "p2:r:MSTC")
    assert s.seats[1].life == 4 and "MSTC" in s.discard
    assert any(isinstance(e.data, Cancelled) for e in outs[0].events)


def test_BANG_DAMAGE_an_unanswered_BANG_costs_1_life():
    s = pos(table(("BGAS", "-"), ("-", "-"), ("-", "-"), ("-", "-")))
    s, outs = play(s, "BGAS>p2", "take")
    assert s.seats[1].life == 3
    assert "BANG-DAMAGE" in rules(outs)


def test_BANG_BARREL_a_heart_cancels_and_BANG_DRAWCHECK_discards_it():
    s = pos(table(("BGAS", "-"), ("MSTC", "BAQS"), ("-", "-"), ("-", "-"), deck=("BR6H",)))
    s, outs = play(s, "BGAS>p2", "p2:draw:barrel")
    assert s.seats[1].life == 4 and s.discard[-1] == "BR6H"
    drawn = [e.data for e in outs[1].events if isinstance(e.data, Drawn)][0]
    assert drawn.success and drawn.card == "BR6H"
    assert not bang.asks(s)[0].step == "shot"


def test_BANG_BARREL_a_failed_draw_leaves_Missed_and_is_tried_once():
    s = pos(table(("BGAS", "-"), ("MSTC", "BAQS"), ("-", "-"), ("-", "-"), deck=("BG8D",)))
    s, _ = play(s, "BGAS>p2", "p2:draw:barrel")
    assert bang.asks(s)[0].step == "shot"
    assert failing(verdict(s, "p2:draw:barrel")) == ["BANG-BARREL"]
    assert moves_text(s) == ["r:MSTC", "take"]


def test_BANG_BEER_heals_one_never_above_the_maximum_and_is_useless_with_two_alive():
    s = pos(table(("BR6H,BR7H", "-"), ("-", "-"), ("-", "-"), ("-", "-")).replace(
        "S:bart:5", "S:bart:3"))
    s, _ = play(s, "BR6H")
    assert s.seats[0].life == 4
    full = pos(table(("BR6H", "-"), ("-", "-"), ("-", "-"), ("-", "-")))
    assert failing(verdict(full, "BR6H")) == ["BANG-BEER"]
    two = pos(position("S:bart:3:a:BR6H:-", "O:sid:0:d:-:-", "O:kit:0:d:-:-",
                       "R:suzy:4:a:-:-"))
    v = verdict(two, "BR6H")
    assert v.legal and v.warnings and "gives nothing" in v.explain()
    two, _ = play(two, "BR6H")
    assert two.seats[0].life == 3


def test_BANG_SALOON_heals_every_living_player():
    s = pos(position("S:bart:3:a:SA5H:-", "O:sid:2:a:-:-", "O:kit:4:a:-:-",
                     "R:suzy:0:d:-:-"))
    s, _ = play(s, "SA5H")
    assert [x.life for x in s.seats] == [4, 3, 4, 0]


def test_BANG_PANIC_takes_a_card_within_1_and_BANG_CATBALOU_at_any_distance():
    s = pos(table(("PNJH,CBKH", "-"), ("-", "MU8H"), ("BR6H", "BAQS"), ("MSTC", "-"),
                  ("-", "-")))
    assert "PNJH>p2:MU8H" not in moves_text(s)          # seen at 2 with the Mustang
    assert "PNJH>p4:hand" in moves_text(s) or "PNJH>p5:hand" not in moves_text(s)
    assert failing(verdict(s, "PNJH>p3:BAQS")) == ["BANG-DIST-PANIC"]
    s2, _ = play(s, "CBKH>p3:BAQS")
    assert "BAQS" in s2.discard and s2.seats[2].table == ()
    s3, _ = play(s, "PNJH>p2:MU8H") if verdict(s, "PNJH>p2:MU8H").legal else (s, None)
    s = pos(table(("PNJH", "-"), ("BR6H", "-"), ("-", "-"), ("-", "-")))
    s, _ = play(s, "PNJH>p2:hand")
    assert "BR6H" in s.seats[0].hand and s.seats[1].hand == ()


def test_BANG_STAGECOACH_draws_2_and_BANG_WELLSFARGO_3():
    s = pos(table(("ST9S,WF3H", "-"), ("-", "-"), ("-", "-"), ("-", "-")))
    s, _ = play(s, "ST9S")
    assert len(s.seats[0].hand) == 3
    s, _ = play(s, "WF3H")
    assert len(s.seats[0].hand) == 5


def test_BANG_GENERALSTORE_picks_in_seat_order_from_the_player():
    s = pos(table(("-", "-"), ("GS9C", "-"), ("-", "-"), ("-", "-"),
                  deck=("BR6H", "BGAS", "MSTC", "SA5H"), turn=2))
    s, _ = play(s, "GS9C")
    assert [a.seat for a in bang.asks(s)] == [1]
    s, _ = play(s, "p2:pick:BR6H")
    assert bang.asks(s)[0].seat == 2
    s, _ = play(s, "p3:pick:SA5H", "p4:pick:BGAS")
    assert s.seats[0].hand == ("MSTC",) and not s.stack      # the last card goes by itself


def test_BANG_GATLING_shoots_every_other_player_in_seat_order():
    s = pos(table(("GATH", "-"), ("MSTC", "-"), ("-", "-"), ("-", "-")))
    s, _ = play(s, "GATH")
    assert bang.asks(s)[0].seat == 1
    s, _ = play(s, "p2:r:MSTC")
    assert bang.asks(s)[0].seat == 2
    s, _ = play(s, "p3:take", "p4:take")
    assert [x.life for x in s.seats] == [5, 4, 3, 3]


def test_BANG_INDIANS_each_discards_a_BANG_or_loses_1_and_Missed_is_useless():
    s = pos(table(("INKD", "-"), ("BGAS,MSTC", "-"), ("MS2S", "-"), ("-", "-")))
    s, _ = play(s, "INKD", "p2:r:BGAS")
    v = verdict(s, "p3:r:MS2S")
    assert failing(v) == ["BANG-MISSED"] and "useless against Indians!" in v.explain()
    s, _ = play(s, "p3:take", "p4:take")
    assert [x.life for x in s.seats] == [5, 4, 3, 3]


def test_BANG_DUEL_alternates_from_the_target_and_the_starter_can_lose():
    s = pos(table(("DUQD,BG8D", "-"), ("BGAS", "-"), ("-", "-"), ("-", "-")))
    s, _ = play(s, "DUQD>p3")
    assert bang.asks(s)[0].seat == 2
    s, _ = play(s, "p3:take")
    assert s.seats[2].life == 3
    s = pos(table(("DUQD", "-"), ("BGAS", "-"), ("-", "-"), ("-", "-")))
    s, outs = play(s, "DUQD>p2", "p2:r:BGAS", "p1:take")
    assert s.seats[0].life == 4


def test_BANG_JAIL_cannot_hold_the_Sheriff_BANG_JAIL_TARGET():
    s = pos(table(("-", "-"), ("JAJS,JA4H", "-"), ("-", "JATS"), ("-", "-"), turn=2))
    assert failing(verdict(s, "JAJS>p1")) == ["BANG-JAIL-TARGET"]
    assert failing(verdict(s, "JAJS>p3")) == ["BANG-JAIL-TARGET"]
    s, _ = play(s, "JAJS>p4")
    assert "JAJS" in s.seats[3].table


def test_BANG_JAIL_a_heart_frees_otherwise_the_turn_is_skipped():
    base = dict(turn=1)
    s = pos(table(("-", "-"), ("-", "JAJS"), ("-", "-"), ("-", "-"), deck=("BG8D",), **base))
    s, outs = play(s, "end")
    assert s.turn == 2 and "JAJS" in s.discard and s.seats[1].hand == ()
    assert "BANG-JAIL" in rules(outs)
    s = pos(table(("-", "-"), ("-", "JAJS"), ("-", "-"), ("-", "-"), deck=("BR6H",), **base))
    s, _ = play(s, "end")
    assert s.turn == 1 and len(s.seats[1].hand) == 2


def test_BANG_DYNAMITE_explodes_on_spades_2_to_9_BANG_EX_5_BANG_TURN_START():
    """BANG-EX-5: 8♠ → 3 damage, discarded; with Dynamite and Jail, Dynamite first."""
    s = pos(table(("-", "-"), ("-", "DY2H,JAJS"), ("-", "-"), ("-", "-"),
                  deck=("WI8S", "BR6H")))
    s, outs = play(s, "end")
    assert s.seats[1].life == 1 and "DY2H" in s.discard
    order = [e.rule for e in outs[0].events if e.rule in ("BANG-DYNAMITE", "BANG-JAIL")]
    assert order == ["BANG-DYNAMITE", "BANG-JAIL"] and s.turn == 1


def test_BANG_DYN_PASS_passes_to_the_next_living_player_on_10_spades_or_a_heart():
    for top in ("VOTS", "BR6H"):
        s = pos(position("S:bart:5:a:-:-", "O:sid:4:a:-:DY2H", "O:kit:0:d:-:-",
                         "R:suzy:4:a:-:-", deck=(top,)))
        s, outs = play(s, "end")
        assert "DY2H" in s.seats[3].table and "BANG-DYN-PASS" in rules(outs)


def test_BANG_BLUE_STAY_BANG_BLUE_NODUP_and_BANG_BLUE_ONEWEAPON():
    s = pos(table(("BAQS,BAKS,SFJC,REKC", "-"), ("-", "-"), ("-", "-"), ("-", "-")))
    s, _ = play(s, "BAQS")
    assert s.seats[0].table == ("BAQS",)
    assert failing(verdict(s, "BAKS")) == ["BANG-BLUE-NODUP"]
    s, _ = play(s, "SFJC")
    assert reason(verdict(s, "REKC"), R.BLUE_ONEWEAPON).ok
    s, _ = play(s, "REKC")
    assert s.seats[0].table == ("BAQS", "REKC") and "SFJC" in s.discard


def test_BANG_TURN_DRAW_two_cards_and_BANG_HANDLIMIT_BANG_TURN_DISCARD():
    s = pos(table(("BGAS,BG8D,BG9D,BGTD,BGJD,BGQD,BGKD", "-"), ("-", "-"), ("-", "-"),
                  ("-", "-")))
    v = verdict(s, "end")
    assert "discard 2" in v.explain()
    s, _ = play(s, "end")
    assert bang.asks(s)[0].step == "discard"
    s, outs = play(s, "discard:BGAS", "discard:BG8D")
    assert s.turn == 1 and len(s.seats[1].hand) == 2
    assert "BANG-TURN-DRAW" in rules(outs)


def test_BANG_TURN_PLAY_a_seat_not_asked_is_refused():
    s = pos(table(("BGAS", "-"), ("BG8D", "-"), ("-", "-"), ("-", "-")))
    v = verdict(s, "p2:BG8D>p1")
    assert not v.legal and "has nothing to play now" in v.explain()


def test_BANG_DRAWCHECK_an_empty_deck_is_rebuilt_from_the_shuffled_discard_pile():
    from tutor.bang.data import DECK
    hand = [c for c in DECK if c not in ("BGAS", "MSTC", "BR6H", "SA5H")]
    seats = ("S:bart:5:a:" + ",".join(hand[:40]) + ":-", "O:sid:4:a:" + ",".join(hand[40:]) +
             ":-", "O:kit:4:a:-:-", "R:blackjack:4:a:-:-")
    text = position(*seats, turn=4, discard=("BGAS", "MSTC", "BR6H", "SA5H"), rest=False)
    s, outs = play(text, "end")
    assert "BANG-DRAWCHECK" in rules(outs) and s.shuffles == 1
    assert sorted(s.deck + s.seats[0].hand[40:]) == sorted(["BGAS", "MSTC", "BR6H", "SA5H"])
    again, _ = play(text, "end")
    assert again == s                                        # seeded: the same shuffle
    other, _ = play(text.replace("seed=0", "seed=1"), "end")
    assert other.shuffles == 1


def test_options_are_settings_for_the_setup_row_BANG_SETUP_CHAR():
    from tutor.core.options import settings
    found = {st.name: st.choices for st in settings(bang.Options)}
    assert found == {"players": (4, 5, 6, 7), "choose": (False, True)}


def test_BANG_BARREL_the_shot_ask_offers_a_draw_only_to_a_seat_that_can_draw():
    start = bang.from_notation(next(p for p in bang.PUZZLES
                                    if p.id == "bang-ex-2-mustang-remington").position)
    after = bang.apply(start, bang.parse_move("BGAS>p2")).after     # Player 2: no Barrel
    assert bang.asks(after)[0].explain("en") == (
        "Player 2, shot by Player 1: 1 Missed! to cancel, or take the hit (BANG-BANG)")
    barrel = bang.from_notation(next(p for p in bang.PUZZLES
                                     if p.id == "bang-barrel-heart").position)
    assert "a Barrel draw!" in bang.asks(barrel)[0].explain("en")
