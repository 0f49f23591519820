"""Components (POOK-COMP-*) and setup (POOK-SETUP-*)."""

from collections import Counter

import pytest

from tutor import pook as pk
from tutor.core import NotationError

from pk_support import pos


def test_POOK_COMP_1_twenty_four_faction_cards_four_factions_of_six():
    assert len(pk.DECK) == 24
    by_faction = Counter(c.faction for c in pk.DECK)
    assert set(by_faction.values()) == {6} and len(by_faction) == 4
    assert {c.level for c in pk.DECK} == {1, 2, 3}
    # the assumed level split is data, in one place
    assert sorted(c.level for c in pk.DECK if c.faction is pk.Faction.K) == list(
        pk.LEVELS_PER_FACTION)


def test_POOK_COMP_2_piggy_starts_alone_and_never_scores():
    s = pk.initial_state(pk.Options(2), 3)
    assert pk.format_board(s.board) == "0,0:P"
    assert pk.faction_totals(s.board) == {f: 0 for f in pk.Faction}


def test_POOK_COMP_3_six_objectives_one_per_faction_pair():
    assert len(pk.OBJECTIVES) == 6 and len(set(pk.OBJECTIVES)) == 6
    assert all(a != b for a, b in pk.OBJECTIVES)


def test_POOK_SETUP_1_piggy_in_the_middle_at_origin():
    s = pk.initial_state(pk.Options(4), 0)
    assert s.board.piggy == (0, 0) and len(s.board) == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_POOK_SETUP_2_each_player_a_distinct_secret_pair(players):
    s = pk.initial_state(pk.Options(players), 11)
    assert len(s.objectives) == players and len(set(s.objectives)) == players
    v = pk.view(s, 0)
    assert v.objectives[0] == s.objectives[0]
    assert all(o is None for o in v.objectives[1:])


@pytest.mark.parametrize("players, pile", [(2, 12), (3, 6), (4, 0)])
def test_POOK_SETUP_3_hands_of_six_and_the_draw_pile(players, pile):
    s = pk.initial_state(pk.Options(players), 5)
    assert [len(h) for h in s.hands] == [6] * players
    assert len(s.pile) == pile
    assert s.all_cards() == Counter(pk.DECK)


def test_POOK_SETUP_4_first_player_seeded_and_play_goes_clockwise():
    firsts = {pk.initial_state(pk.Options(4), seed).turn for seed in range(30)}
    assert firsts == {0, 1, 2, 3}
    s = pk.initial_state(pk.Options(3), 1)
    assert pk.initial_state(pk.Options(3), 1) == s          # randomness only from the seed
    # the turn passes to the next seat, with a SETUP-4 event
    state = s
    while state.turn == s.turn:
        o = pk.apply(state, pk.legal_moves(state)[-1] if state.phase.value != "play"
                     else next(m for m in pk.legal_moves(state) if isinstance(m, pk.Place)))
        state = o.after
    assert state.turn == (s.turn + 1) % 3
    assert "POOK-SETUP-4" in [e.rule for e in o.events]


def test_bad_player_count_is_refused():
    with pytest.raises(ValueError):
        pk.initial_state(pk.Options(5), 0)
    with pytest.raises(NotationError) as info:
        pos("pk1 players=5 window=floating turn=1 phase=play block=- swap=- placed=- "
            "board=0,0:P hands=K1|-|-|-|- pile=- obj=KM,KO,KV,MO,MV tied=- picks=- winners=-")
    assert "players must be a whole number from 2 to 4" in info.value.explain("en")


def test_french_texts_call_piggy_piggy_as_the_board_does():
    """One name in French: Piggy (the board's name); "le cochon" only glosses it once, where
    the rulebook introduces the card (POOK-COMP-2)."""
    from tutor.core.i18n import catalog
    for key, texts in catalog().items():
        if key.startswith("pk."):
            assert "cochon" not in texts["fr"].lower(), key
    for rule in pk.RULEBOOK.values():
        assert "cochon" not in rule.title["fr"].lower(), rule.id
        if rule.id != "POOK-COMP-2":
            assert "cochon" not in rule.summary["fr"].lower(), rule.id
    for puzzle in pk.PUZZLES:
        for name in ("title", "question", "explanation"):
            assert "cochon" not in puzzle.text(name, "fr").lower(), puzzle.id
