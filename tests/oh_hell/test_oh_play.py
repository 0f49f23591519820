"""Trick play: the lead, following suit, the trick winner and the next lead (OH-PLAY-*)."""

from __future__ import annotations

from tutor import oh_hell as oh

from oh_support import codes, moves_text, play, pos, rules, text, verdict

LEAD = ("oh1 players=4 seq=long scoring=positive seed=0 hand=6 size=5 dealer=4 trump=7D "
        "hands=2C,5C,9D,4H,KS|3C,JC,2D,8H,QS|7C,AC,5D,TH,3S|8C,KD,AH,2S,9S bids=2,1,0,1 "
        "won=0,0,0,0 lead=1 scores=0,0,0,0")
FOLLOW = ("oh1 players=4 seq=long scoring=positive seed=0 hand=9 size=2 dealer=4 trump=5H "
          "hands=2C|AH,3S|4D,7S|8C,9C bids=1,0,0,0 won=0,0,0,0 lead=1 trick=KS "
          "scores=0,0,0,0")


def test_OH_PLAY_LEAD_the_dealers_left_leads_any_card_trump_included():
    s = pos(LEAD)
    assert s.to_act == 0
    assert moves_text(s) == ["2C", "5C", "9D", "4H", "KS"]
    v = verdict(s, "9D")
    assert v.legal and "any card may be led, trump (diamonds) included" in v.explain("en")


def test_OH_PLAY_LEAD_a_card_not_in_hand_is_refused_with_the_hand():
    v = verdict(LEAD, "AS")
    assert not v.legal and v.focus == (oh.card("AS"),)
    assert "A♠ is not in Player 1's hand (hand: 2♣, 5♣, 9♦, 4♥, K♠)" in v.explain("en")
    assert "A♠ n'est pas dans la main du joueur 1 (main : 2♣, 5♣, 9♦, 4♥, R♠)" in v.explain("fr")


def test_OH_PLAY_FOLLOW_worked_example_5_must_follow_with_the_deciding_cards_as_focus():
    v = verdict(FOLLOW, "AH")
    assert not v.legal
    assert [r.rule for r in v.violations] == ["OH-PLAY-FOLLOW"]
    assert "you must follow spades: you hold 3♠" in v.explain("en")
    assert "vous devez fournir à pique : vous avez 3♠" in v.explain("fr")
    assert v.focus == (oh.card("3S"),)
    assert moves_text(pos(FOLLOW)) == ["3S"]


def test_OH_PLAY_FOLLOW_void_in_the_suit_led_any_card_trump_or_discard():
    s = pos(FOLLOW.replace("AH,3S", "3D,AH"))
    assert moves_text(s) == ["3D", "AH"]
    trump, discard = verdict(s, "AH"), verdict(s, "3D")
    assert trump.legal and "Player 2 has no spades: any card may be played, here the trump A♥" \
        in trump.explain("en")
    assert discard.legal and "here the discard 3♦" in discard.explain("en")
    assert discard.warnings and "3♦ is neither spades nor trump: it cannot win" \
        in discard.explain("en")


def test_OH_PLAY_WIN_worked_example_4_only_trump_wins():
    start = ("oh1 players=4 seq=long scoring=positive seed=0 hand=10 size=1 dealer=4 trump=5H "
             "hands=-|-|-|AD bids=0,0,0,0 won=0,0,0,0 lead=1 trick=9S,KS,2H scores=0,0,0,0")
    _, outcomes = play(start, "AD")
    assert "Player 3 wins trick 1 with 2♥, the only trump (hearts) played" in text(outcomes)
    win = next(e for e in outcomes[0].events if e.rule == "OH-PLAY-WIN")
    assert win.focus[0] == oh.card("2H")


def test_OH_PLAY_WIN_highest_of_suit_led_when_no_trump_and_third_suit_never_wins():
    start = ("oh1 players=3 seq=long scoring=positive seed=0 hand=10 size=1 dealer=3 trump=5H "
             "hands=-|-|AD bids=0,0,0 won=0,0,0 lead=1 trick=9S,KS scores=0,0,0")
    _, outcomes = play(start, "AD")
    assert "Player 2 wins trick 1 with K♠: no trump (hearts) played, the highest card in " \
           "spades, the suit led" in text(outcomes)


def test_OH_PLAY_WIN_highest_of_several_trumps():
    c = oh.card
    trick = (c("9S"), c("3H"), c("QH"), c("AS"))
    assert oh.trick_winner(trick, oh.Suit.H) == 2
    assert oh.trick_winner(trick, oh.Suit.D) == 3
    assert oh.trick_winner((c("2H"), c("AS"), c("3H")), oh.Suit.H) == 2


def test_OH_PLAY_NEXT_the_winner_leads_the_next_trick():
    s = pos(FOLLOW.replace("AH,3S", "3D,AH"))
    after, outcomes = play(s, "AH", "7S", "8C")
    assert rules(outcomes)[-2:] == ["OH-PLAY-WIN", "OH-PLAY-NEXT"]
    assert "Player 2 won the trick and leads trick 2 of 2" in text(outcomes)
    assert after.to_act == 1 and after.won == (0, 1, 0, 0) and after.trick == ()
    assert codes(after.hands[1]) == ["3D"]
