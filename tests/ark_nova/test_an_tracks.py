"""Ark Nova's tracks (tutor.ark_nova.tracks): every number the fact sheet states, read from
the package's data file and checked by its own function, with the explanations in EN/FR."""

from __future__ import annotations

import copy
import json
import string
from pathlib import Path

import pytest

from tutor.ark_nova import tracks
from tutor.ark_nova.messages.tracks import MESSAGES
from tutor.ark_nova.rulebook import R
from tutor.ark_nova.tracks import ConsBonus, RepBonus
from tutor.core import UsageError
from tutor.core.i18n import placeholders

# AN-APPEAL-TABLE as the fact sheet lists the bands: (from, to, money)
SHEET_BANDS = [
    (0, 0, 5), (1, 1, 6), (2, 2, 7), (3, 3, 8), (4, 4, 9), (5, 6, 10), (7, 8, 11),
    (9, 10, 12), (11, 12, 13), (13, 14, 14), (15, 16, 15), (17, 19, 16), (20, 22, 17),
    (23, 25, 18), (26, 28, 19), (29, 31, 20), (32, 35, 21), (36, 39, 22), (40, 43, 23),
    (44, 47, 24), (48, 51, 25), (52, 55, 26), (56, 60, 27), (61, 65, 28), (66, 70, 29),
    (71, 75, 30), (76, 80, 31), (81, 85, 32), (86, 90, 33), (91, 95, 34), (96, 101, 35),
    (102, 107, 36), (108, 113, 37),
]


def both(msg) -> tuple[str, str]:
    return msg.render("en"), msg.render("fr")


# ------------------------------------------------------------------ the data file

def test_an_tracks_the_package_copy_is_the_shared_data_file():
    """The engine reads its own copy (a checkout has no shared folder beside it); where
    the shared file is there, the copy is byte for byte the same."""
    shared = Path(__file__).resolve().parents[3] / "shared" / "data" / "ark_nova" / "tracks.json"
    assert tracks.SOURCE.is_file()
    if shared.is_file():
        assert tracks.SOURCE.read_bytes() == shared.read_bytes()


def _raw() -> dict:
    return json.loads(tracks.SOURCE.read_text(encoding="utf-8"))


def test_an_appeal_table_a_wrong_band_in_the_data_is_refused_on_load():
    """AN-APPEAL-TABLE: the data is checked against the formula band by band."""
    raw = _raw()
    raw["appeal_income_bands"][7]["money"] = 12        # appeal 9–10 pays 12: make it 7–8
    raw["appeal_income_bands"][6]["money"] = 12
    with pytest.raises(ValueError, match="AN-APPEAL-TABLE.*appeal 7 pays 12, the formula 11"):
        tracks.parse_tables(raw)


@pytest.mark.parametrize("edit, rule", [
    (lambda r: r["conservation_points_by_cp"].__setitem__("11", 8), "AN-CONS-TRACK"),
    (lambda r: r["reputation_to_highest_folder"].__setitem__("4", 2), "AN-REP-FOLDERS"),
    (lambda r: r["reputation_bonuses"].__setitem__("12", "+1 conservation point"), "AN-REP-BONUS"),
    (lambda r: r["break_track"]["steps_to_break_by_players"].__setitem__("3", 10),
     "AN-SETUP-BREAK"),
    (lambda r: r["donation_costs"]["2_players"].__setitem__(1, 4), "AN-ASSOC-DONATE-COST"),
    (lambda r: r["start_values"].__setitem__("reputation", 0), "AN-SETUP-TRACKS"),
    (lambda r: r["start_values"].__setitem__("money", 20), "AN-SETUP-PLAYER"),
])
def test_an_tracks_data_that_breaks_a_rule_is_refused_naming_it(edit, rule):
    raw = copy.deepcopy(_raw())
    edit(raw)
    with pytest.raises(ValueError, match=rule):
        tracks.parse_tables(raw)


# ------------------------------------------------------------------ appeal

@pytest.mark.parametrize("low, high, money", SHEET_BANDS)
def test_an_appeal_table_every_band_pays_its_money_at_both_ends(low, high, money):
    """AN-APPEAL-TABLE: each band of the printed track, at its first and last space."""
    for appeal in (low, high):
        income = tracks.break_income(appeal)
        assert (income.money, income.band.low, income.band.high) == (money, low, high)
        assert tracks.income_formula(appeal) == money


def test_an_appeal_income_rises_with_appeal_and_explains_its_band():
    """AN-APPEAL: more appeal never pays less; the explanation names the band."""
    moneys = [tracks.break_income(a).money for a in range(114)]
    assert moneys == sorted(moneys) and moneys[0] == 5 and moneys[-1] == 37
    income = tracks.break_income(24)
    assert R.APPEAL in income.rules and R.APPEAL_TABLE in income.rules
    assert both(income.msg) == (
        "Appeal 24 lies in the band 23–25: 18 money at each break.",
        "Un attrait de 24 est dans la tranche 23 à 25 : 18 monnaies à chaque pause.")
    # appeal 0 to 4 each pay their own amount: no "band 3–3"
    assert both(tracks.break_income(3).msg) == (
        "Appeal 3 has a space of its own on the income scale: 8 money at each break.",
        "Un attrait de 3 a sa propre case sur l'échelle des revenus : 8 monnaies à chaque pause.")


def test_an_cons_track_appeal_stops_at_113():
    """AN-CONS-TRACK: appeal is capped at 113; the rest of a gain is lost."""
    gain = tracks.gain_appeal(110, 5)
    assert (gain.after, gain.lost) == (113, 2)
    assert "the track ends at 113, so 113, and 2 appeal points lost" in gain.msg.render("en")
    assert "2 points d'attrait perdus" in gain.msg.render("fr")
    assert (tracks.gain_appeal(100, 13).after, tracks.gain_appeal(100, 13).lost) == (113, 0)
    with pytest.raises(UsageError):
        tracks.break_income(114)


# ------------------------------------------------------------------ conservation, score, end

def test_an_cons_track_labels_and_cap():
    """AN-CONS-TRACK: cp(C) = 2C−14 up to 10, 3C−24 from 10: −14 at 0, 6 at 10, 9 at 11,
    99 at 41; conservation stops at 41."""
    cps = [tracks.conservation_points(c) for c in range(42)]
    assert (cps[0], cps[7], cps[10], cps[11], cps[41]) == (-14, 0, 6, 9, 99)
    assert all(cps[c] == 2 * c - 14 for c in range(11))
    assert all(cps[c] == 3 * c - 24 for c in range(10, 42))
    gain = tracks.gain_conservation(39, 5)
    assert (gain.after, gain.lost, gain.reached) == (41, 3, ())
    assert both(gain.msg) == ("Conservation 39 + 5 = 41: the track ends at 41 (3 points lost).",
                              "Conservation 39 + 5 = 41 : la piste s'arrête à 41 (3 points "
                              "perdus).")


def test_an_end_target_two_formulas_meeting_at_10():
    """AN-END-TARGET: T = 114 − 2C up to 10, 124 − 3C from 10 (T(10) = 94)."""
    assert [tracks.target(c) for c in (0, 5, 10, 11, 20, 41)] == [114, 104, 94, 91, 64, 1]


def test_an_end_score_everyone_starts_between_minus_114_and_minus_111():
    """AN-END-SCORE: VP = appeal − T(C); the seed: appeal 0–3 at conservation 0 gives
    −114 … −111."""
    starts = [tracks.score(tracks.start_values(t).appeal, 0).vp for t in (1, 2, 3, 4)]
    assert starts == [-114, -113, -112, -111]


def test_an_ex_2_and_an_end_trigger():
    """AN-EX-2: appeal 60, conservation 15: T = 79, VP = −19, no trigger; appeal 64,
    conservation 20: T = 64, VP = 0, the end is triggered (AN-END-TRIGGER: VP ≥ 0)."""
    first = tracks.score(60, 15)
    assert (first.target, first.vp, first.triggered) == (79, -19, False)
    assert both(first.msg) == (
        "Conservation 15: target T = 124 − 3×15 = 79; appeal 60 − 79 = -19 victory points "
        "(on BGA: 60 + 21 = 81); the end is not triggered.",
        "Conservation 15 : cible T = 124 − 3×15 = 79 ; attrait 60 − 79 = -19 points de "
        "victoire (sur BGA : 60 + 21 = 81) ; la fin de partie n'est pas déclenchée.")
    second = tracks.score(64, 20)
    assert (second.target, second.vp, second.triggered) == (64, 0, True)
    assert tracks.end_triggered(64, 20) and not tracks.end_triggered(63, 20)
    assert second.rules == (R.END_TARGET, R.END_SCORE, R.END_TRIGGER)


def test_an_ex_7_income_and_bga_score():
    """AN-EX-7: appeal 24 → 18 money, 56 → 27, 113 → 37; conservation 12 → cp 12, and with
    appeal 88 the BGA score is 100: the end is triggered (VP 0)."""
    assert [tracks.break_income(a).money for a in (24, 56, 113)] == [18, 27, 37]
    assert tracks.conservation_points(12) == 12
    s = tracks.score(88, 12)
    assert (s.bga, s.vp, s.triggered) == (100, 0, True)
    assert "on BGA: 88 + 12 = 100" in s.msg.render("en")


def test_an_cons_2_an_cons_5_8_an_cons_10_spaces_reached_in_order():
    """AN-CONS-2 (upgrade or worker), AN-CONS-5-8 (5 money or a bonus tile), AN-CONS-10
    (final scoring cards, the first time anyone reaches it): the spaces a gain passes."""
    gain = tracks.gain_conservation(1, 9)
    assert [(s.space, s.bonus) for s in gain.reached] == [
        (2, ConsBonus.UPGRADE_OR_WORKER), (5, ConsBonus.MONEY_OR_TILE),
        (8, ConsBonus.MONEY_OR_TILE), (10, ConsBonus.FINAL_SCORING)]
    assert [s.rule for s in gain.reached] == [R.CONS_2, R.CONS_5_8, R.CONS_5_8, R.CONS_10]
    assert gain.rules == (R.CONS_TRACK, R.CONS_2, R.CONS_5_8, R.CONS_10)
    en, fr = both(gain.msg)
    assert en.startswith("Conservation 1 + 9 = 10: space 2 upgrades 1 Action card or hires "
                         "1 association worker, space 5 gives 5 money or one of the bonus")
    assert "space 10 makes every player discard 1 of their 2 final scoring cards" in en
    assert "la case 8 donne 5 monnaies" in fr and "cartes objectif" in fr
    # a space already passed is not reached again; 5 itself is reached from 4, not from 5
    assert [s.space for s in tracks.gain_conservation(5, 4).reached] == [8]
    assert [s.space for s in tracks.gain_conservation(4, 1).reached] == [5]
    assert tracks.gain_conservation(10, 3).reached == ()


# ------------------------------------------------------------------ reputation

@pytest.mark.parametrize("reputations, folder", [
    ((0, 1), 1), ((2, 3), 2), ((4, 5, 6), 3), ((7, 8, 9), 4), ((10, 11, 12), 5),
    ((13, 14, 15), 6)])
def test_an_rep_folders_every_stretch(reputations, folder):
    """AN-REP-FOLDERS: 0–1 → 1; 2–3 → 2; 4–6 → 3; 7–9 → 4; 10–12 → 5; 13–15 → 6."""
    for r in reputations:
        assert tracks.folders_in_range(r) == tuple(range(1, folder + 1))


def test_an_rep_track_rulebook_anchor_reputation_4_reaches_folders_1_to_3():
    """AN-REP-TRACK: the folder reached and all lower ones (rulebook: 4 → folders 1–3)."""
    assert both(tracks.reputation_range(4).msg) == (
        "Reputation 4: display folders 1–3 are in range.",
        "Réputation 4 : les positions 1 à 3 de la rivière sont à portée.")
    assert tracks.reputation_range(1).msg.render("en") == (
        "Reputation 1: only display folder 1 is in range.")


def test_an_rep_bonus_each_space():
    """AN-REP-BONUS: 5 upgrade, 8 worker, 10 and 13 a card, 11 and 14 a conservation
    point, 12 and 15 an X-token; no other space gives anything."""
    assert {s: tracks.reputation_bonus(s) for s in range(16) if tracks.reputation_bonus(s)} == {
        5: RepBonus.UPGRADE, 8: RepBonus.WORKER, 10: RepBonus.CARD, 11: RepBonus.CONSERVATION,
        12: RepBonus.X_TOKEN, 13: RepBonus.CARD, 14: RepBonus.CONSERVATION,
        15: RepBonus.X_TOKEN}


def test_an_rep_bonus_a_gain_reaches_the_spaces_in_order():
    gain = tracks.gain_reputation(4, 7, cards_upgraded=True)
    assert (gain.after, gain.appeal, gain.lost) == (11, 0, 0)
    assert [(s.space, s.bonus) for s in gain.reached] == [
        (5, RepBonus.UPGRADE), (8, RepBonus.WORKER), (10, RepBonus.CARD),
        (11, RepBonus.CONSERVATION)]
    assert gain.rules == (R.REP_TRACK, R.REP_BONUS)
    assert gain.msg.render("en") == (
        "Reputation 4 + 7 = 11: space 5 upgrades 1 Action card, space 8 gives 1 more "
        "association worker, space 10 gives 1 card from the deck or within reputation range, "
        "space 11 gives 1 conservation point.")
    plain = tracks.gain_reputation(1, 2, cards_upgraded=False)
    assert (plain.after, plain.reached) == (3, ())
    assert both(plain.msg) == ("Reputation 1 + 2 = 3.", "Réputation 1 + 2 = 3.")


def test_an_rep_track_beyond_15_each_step_is_1_appeal():
    """AN-REP-TRACK: max 15; each further step gives 1 appeal instead."""
    gain = tracks.gain_reputation(13, 5, cards_upgraded=True)
    assert (gain.after, gain.appeal, gain.lost) == (15, 3, 0)
    assert [s.space for s in gain.reached] == [14, 15]
    assert gain.msg.render("en").endswith("beyond 15 the steps give 3 appeal points instead.")
    at_top = tracks.gain_reputation(15, 1, cards_upgraded=True)
    assert (at_top.after, at_top.appeal, at_top.reached) == (15, 1, ())
    assert "1 point d'attrait à la place" in at_top.msg.render("fr")


def test_an_cards_rep10_held_at_9_the_excess_lost_without_appeal():
    """AN-CARDS-REP10: without the Cards upgrade reputation stays on 9; further steps are
    lost, no appeal is paid, and the bonuses of 10 and above are not taken."""
    gain = tracks.gain_reputation(7, 4, cards_upgraded=False)
    assert (gain.after, gain.lost, gain.appeal) == (9, 2, 0)
    assert gain.bonuses == (RepBonus.WORKER,)
    assert gain.rules == (R.REP_TRACK, R.REP_BONUS, R.CARDS_REP10)
    assert both(gain.msg) == (
        "Reputation 7 + 4 = 9: space 8 gives 1 more association worker, held at 9 while the "
        "Cards action is not upgraded (2 reputation points lost, no appeal instead).",
        "Réputation 7 + 4 = 9 : la case 8 donne 1 bénévole de plus, bloquée à 9 tant que "
        "l'action Cartes n'est pas améliorée (2 points de réputation perdus, sans attrait en "
        "échange).")
    upgraded = tracks.gain_reputation(7, 4, cards_upgraded=True)
    assert (upgraded.after, upgraded.lost) == (11, 0)
    with pytest.raises(UsageError) as refused:
        tracks.gain_reputation(10, 1, cards_upgraded=False)
    assert "stays at 9 at most" in str(refused.value)


# ------------------------------------------------------------------ break track

def test_an_setup_break_lengths_9_12_15():
    """AN-SETUP-BREAK: the break comes after 9 / 12 / 15 steps for 2 / 3 / 4 players; solo
    has no Break token."""
    assert [tracks.break_length(p) for p in (2, 3, 4)] == [9, 12, 15]
    assert both(tracks.break_length_msg(4)) == (
        "With 4 players the break comes when the Break token has moved 15 steps.",
        "À 4 joueurs, la pause survient quand le jeton pause a avancé de 15 cases.")
    with pytest.raises(UsageError) as solo:
        tracks.break_length(1)
    assert solo.value.explain("fr").startswith("Une partie solo n'a pas de jeton pause")
    with pytest.raises(UsageError):
        tracks.break_length(5)


def test_an_break_trigger_the_last_space_triggers_and_extra_steps_are_lost():
    """AN-BREAK-TRIGGER: reaching the last space triggers the break after the turn (the
    mover gains 1 X-token); extra steps are lost."""
    short = tracks.advance_break(3, 2, 2)
    assert (short.after, short.lost, short.triggered) == (5, 0, False)
    assert both(short.msg) == ("Break token 3 + 2 → 5 of 9.", "Jeton pause 3 + 2 → 5 sur 9.")
    over = tracks.advance_break(7, 5, 2)
    assert (over.after, over.lost, over.triggered) == (9, 3, True)
    assert over.msg.render("en") == (
        "Break token 7 + 5 → 9 of 9: the break comes after this turn and the player who "
        "triggered it gains 1 X-token, 3 steps beyond the last space lost.")
    exact = tracks.advance_break(10, 2, 3)
    assert (exact.after, exact.lost, exact.triggered) == (12, 0, True)
    already = tracks.advance_break(15, 2, 4)      # the break is already due this turn
    assert (already.after, already.lost, already.triggered) == (15, 2, False)
    with pytest.raises(UsageError):
        tracks.advance_break(10, 1, 2)             # beyond a 9-step track


# ------------------------------------------------------------------ setup, donations, limits

def test_an_setup_tracks_and_an_setup_player_start_values():
    """AN-SETUP-TRACKS: conservation 0, reputation 1, appeal 0/1/2/3 by turn order;
    AN-SETUP-PLAYER: 25 money."""
    starts = [tracks.start_values(t) for t in (1, 2, 3, 4)]
    assert [s.appeal for s in starts] == [0, 1, 2, 3]
    assert {(s.money, s.reputation, s.conservation, s.x_tokens) for s in starts} == {
        (25, 1, 0, 0)}
    assert both(starts[1].msg) == (
        "Player 2 in turn order starts with 25 money, appeal 1, reputation 1, conservation 0 "
        "and 0 X-tokens.",
        "Le joueur n° 2 dans l'ordre du tour commence avec 25 monnaies, un attrait de 1, une "
        "réputation de 1, une conservation de 0 et 0 jeton X.")
    with pytest.raises(UsageError):
        tracks.start_values(5)


@pytest.mark.parametrize("players, costs", [
    (2, [2, 5, 7, 10, 12, 12]), (3, [2, 5, 5, 7, 7, 10, 10, 12, 12]),
    (4, [2, 5, 5, 7, 7, 10, 10, 12, 12])])
def test_an_assoc_donate_cost_by_players_and_donations_made(players, costs):
    """AN-ASSOC-DONATE-COST: the smallest visible space; 2 players 2, 5, 7, 10; 3–4
    players 2, 5, 5, 7, 7, 10, 10; then 12 each time."""
    assert [tracks.donation_cost(players, made).cost for made in range(len(costs))] == costs
    assert tracks.donation_cost(players, 0).reward == 1


def test_an_assoc_donate_cost_explained():
    d = tracks.donation_cost(2, 4)
    assert both(d.msg) == (
        "With 2 players donations cost 2, 5, 7, 10, then 12 each: donation no. 5 costs 12 "
        "money for 1 conservation point.",
        "À 2 joueurs, les dons coûtent 2, 5, 7, 10, puis 12 chacun : le don n° 5 coûte 12 "
        "monnaies pour 1 point de conservation.")


def test_an_act_x_at_most_5_x_tokens():
    """AN-ACT-X: a player holds at most 5 X-tokens; more are lost."""
    gain = tracks.gain_x_tokens(4, 3)
    assert (gain.after, gain.lost) == (5, 2)
    assert both(gain.msg) == ("X-tokens 4 + 3: 5 at most, so 5, and 2 tokens lost.",
                              "Jetons X 4 + 3 : 5 au plus, donc 5, et 2 jetons perdus.")
    assert (tracks.gain_x_tokens(0, 5).after, tracks.gain_x_tokens(0, 5).lost) == (5, 0)
    with pytest.raises(UsageError):
        tracks.gain_x_tokens(6, 0)


def test_an_break_1_hand_limit_3_or_5():
    """AN-BREAK-1: at a break everyone discards down to 3 (5 with the university)."""
    assert (tracks.hand_limit(7).limit, tracks.hand_limit(7).discard) == (3, 4)
    limit = tracks.hand_limit(7, university=True)
    assert (limit.limit, limit.discard) == (5, 2)
    assert tracks.hand_limit(2).discard == 0
    assert both(limit.msg) == (
        "Hand limit at a break: 5 (a university raises it from 3 to 5); 7 cards in hand, "
        "discard 2.",
        "Limite de main à la pause : 5 (une université l'augmente de 3 à 5) ; 7 cartes en "
        "main, en défausser 2.")


# ------------------------------------------------------------------ bad input, catalog

@pytest.mark.parametrize("call", [
    lambda: tracks.break_income(-1), lambda: tracks.break_income("12"),
    lambda: tracks.gain_conservation(42, 1), lambda: tracks.gain_reputation(3, -1,
                                                                            cards_upgraded=True),
    lambda: tracks.conservation_points(True), lambda: tracks.donation_cost(2, -1),
    lambda: tracks.donation_cost(1, 0), lambda: tracks.hand_limit(-3),
])
def test_an_tracks_bad_numbers_are_refused_in_both_languages(call):
    with pytest.raises(UsageError) as refused:
        call()
    assert refused.value.explain("en") != refused.value.explain("fr")
    assert refused.value.explain("fr").strip()


def test_an_tracks_bad_number_message_names_the_range():
    with pytest.raises(UsageError) as refused:
        tracks.break_income(-1)
    assert refused.value.explain("en") == "Appeal must be a whole number from 0 to 113, not -1."
    assert refused.value.explain("fr") == (
        "L'attrait doit être un nombre entier de 0 à 113, pas -1.")


@pytest.mark.parametrize("key", sorted(MESSAGES))
def test_an_tracks_messages_have_english_and_french_with_the_same_placeholders(key):
    en, fr = MESSAGES[key]["en"], MESSAGES[key]["fr"]
    assert key.startswith("an.tracks.") and en.strip() and fr.strip()
    assert placeholders(en) == placeholders(fr)
    plural = [{f for _, f, spec, _ in string.Formatter().parse(t) if spec and "plural" in spec}
              for t in (en, fr)]
    assert plural[0] == plural[1]
