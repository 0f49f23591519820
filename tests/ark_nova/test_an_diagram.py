"""Ark Nova's text drawing (``tutor.ark_nova.diagram``): each zoo map in characters with a
key line for each mark and, in words, what it holds; the round, the display, the
association board; every seat's score lines. It shows only what every seat sees."""

from __future__ import annotations

import random
import re
from dataclasses import replace

import tutor.ark_nova as an
from tutor.ark_nova.cards import card
from tutor.ark_nova.diagram import diagram, map_lines, scores
from tutor.ark_nova.steps import KeepHand
from tutor.ark_nova.zoo_map import BORDER, GRID, zoo_map

#: The text columns of the map: the row label takes 8 characters, a map column 3.
LEFT, STEP = 8, 3


def start(players: int = 2, map_id: str = "A", seed: int = 3):
    return an.initial_state(an.Options(players, map_id), seed)


def kept(state):
    """The position once every seat has kept its start hand (AN-SETUP-HAND)."""
    while isinstance(state.stack[0], KeepHand):
        state = an.apply(state, an.legal_moves(state)[0]).after
    return state


def cells(state, seat: int) -> dict[tuple[int, int], str]:
    """The two characters the drawing gives each space (x, y) of ``seat``'s map."""
    rows = map_lines(state, seat)[1:]
    out = {}
    for y, line in enumerate(rows):
        assert line.split()[0] == str(y)
        for x in range(9):
            if (x, y) in GRID:
                out[(x, y)] = line[LEFT + STEP * x: LEFT + STEP * x + 2].ljust(2)
            else:
                assert line[LEFT + STEP * x: LEFT + STEP * x + 2].strip() == ""
    return out


def play_out(options, seed: int):
    rng = random.Random(seed)
    state = an.initial_state(options, seed)
    seen = [state]
    while an.legal_moves(state):
        state = an.apply(state, rng.choice(an.legal_moves(state))).after
        seen.append(state)
    return seen


def test_an_map_grid_drawn_row_by_row_at_the_notation_coordinates():
    """AN-MAP-GRID, AN-MAP-A, AN-SETUP-MAP: each of the 58 spaces at its column x and row y
    (as the notation writes (x,y)), and nothing off the grid; rock ``^``, water ``~``, a
    free space ``.`` (``:`` on the border); Map A's start kiosk ``K`` and its empty size-3
    enclosure ``e3``."""
    state = start()
    zmap = zoo_map("A")
    drawn = cells(state, 0)
    assert len(drawn) == 58
    for h, two in drawn.items():
        if h in zmap.rock:
            assert two == "^ ", h
        elif h in zmap.water:
            assert two == "~ ", h
        elif h == (0, 7):
            assert two == "K ", h
        elif any(h in b.cells for b in zmap.start):
            assert two == "e3", h
        else:
            assert two[0] == (":" if h in BORDER else "."), h


def test_an_map_0_marks_its_bonuses_and_build_ii_spaces_and_says_them_in_words():
    """AN-MAP-0, AN-BUILD-BONUS, AN-BUILD-B2: a free space shows the letter of its printed
    placement bonus, or ``!`` where only Build II covers it; the same said in words below
    the map, and a key line explains every mark."""
    state = start(1, "0")
    zmap = zoo_map("0")
    drawn = cells(state, 0)
    for h, bonus in zmap.bonuses:
        assert drawn[h][1] == {"money": "m", "x_token": "x", "reputation": "r", "clever": "k",
                               "card_from_deck_or_reputation_range": "d"}[bonus.kind], h
    for h in zmap.build2:
        assert drawn[h][1] == "!"
    text = diagram(state, "en")
    money = next(h for h, b in zmap.bonuses if b.kind == "money" and b.value == 10)
    assert f"m ({money[0]},{money[1]}) 10 money" in text
    assert "! only an upgraded Build action covers: " in text
    for key in (". a free space, : a free border space", "^ rock, ~ water",
                "the letter of its placement bonus, or ! (Build II only)", "m money, x X-token",
                "K kiosk, P pavilion, E3 an occupied size-3 enclosure (e3 empty)"):
        assert key in text, key


def test_an_animals_encl_a_housed_animal_fills_its_enclosure_on_the_map_and_in_words():
    """AN-ANIMALS-ENCL: an animal housed turns the enclosure's letter upper case (``E3``)
    and is named with its enclosure; a covered space's bonus is no longer listed."""
    state = start()
    animal = next(n for n in range(401, 529) if card(n).name)
    zoo = replace(state.zoo(0), housed=(((0, 9), animal),), played=(animal,))
    state = state.with_zoo(0, zoo)
    drawn = cells(state, 0)
    assert drawn[(0, 9)] == drawn[(0, 11)] == "E3"
    text = diagram(state, "en")
    assert f"size-3 enclosure at (0,9): {animal} {card(animal).name}" in text
    assert "enclos de taille 3 en (0,9) : " in diagram(state, "fr")


def test_an_setup_hand_hidden_cards_are_counted_never_named():
    """AN-SETUP-HAND, AN-SETUP-BOARD: a hand and the final scoring cards are counted, never
    named (``HIDDEN``); the display stays face down while the start hands are kept, then
    shows its six folders with their cards."""
    state = start()
    text = diagram(state, "en")
    for zoo in state.zoos:
        for number in zoo.hand:
            assert not re.search(rf"(?<!\d){number}(?!\d)", text), number
            assert card(number).name not in text
        for number in zoo.final_scoring:
            assert card(number).name not in text
    assert "hand: 8 cards · final scoring cards: 2" in text
    assert "Display: face down until every start hand is kept" in text
    assert str(state.display[0]) not in text
    after = kept(state)
    shown = diagram(after, "en")
    folders = "; ".join(f"{f}: {n} {card(n).name}" for f, n in enumerate(after.display, 1))
    assert f"Display, folders 1 to 6: {folders}" in shown
    assert "hand: 4 cards" in shown


def test_an_act_strength_row_workers_and_tracks_in_words_in_both_languages():
    """AN-ACT-STRENGTH, AN-SETUP-PLAYER, AN-SETUP-BREAK: the Action cards slot 1 to 5 with
    their sides, the tracks, the workers, the Break token; ``▶`` marks the seat on its
    turn. A notation reads as its state; French speaks BGA's words."""
    state = kept(start())
    en, fr = diagram(state, "en"), diagram(state, "fr")
    seat = state.turn
    row = "; ".join(f"{slot} {c.action.value.capitalize()} (side I)"
                    for slot, c in enumerate(state.zoo(seat).row, start=1))
    assert f"Action cards, slot 1 to 5: {row}" in en
    assert "money 25 · appeal" in en and "association workers: 1 is active, 3 are not" in en
    assert en.splitlines()[0] == f"▶ Player {seat + 1} to play"
    assert f"▶ Zoo of Player {seat + 1} (map A)" in en
    assert "Break token: 0 of 9 spaces" in en
    assert fr.splitlines()[0] == f"▶ Au joueur {seat + 1} de jouer"
    assert "Rivière, emplacements 1 à 6 : " in fr and "bénévoles : 1 actif" in fr
    assert diagram(an.to_notation(state), "fr") == fr


def test_an_assoc_offer_projects_and_bonus_tiles_on_the_association_lines():
    """AN-ASSOC-OFFER, AN-PROJ-2P, AN-CONS-5-8: the partner zoos and universities offered,
    each project's levels (covered at setup with 2 players), the bonus tiles left."""
    state = start()
    text = diagram(state, "en")
    assert "partner zoos offered: Africa, Americas, Asia, Australia, Europe" in text
    for p in state.projects:
        assert f"    {p.number} {card(p.number).name}: level 1 " in text
    assert text.count("covered at setup") == len(state.projects)
    assert "bonus tiles on conservation space 5: " in text


def test_an_solo_round_line():
    """AN-SOLO: no Break token; the turns played and the round."""
    text = diagram(start(1, "0"), "en")
    assert "Solo: 0 of 27 turns played, round 1 of 6" in text
    assert "Break token" not in text


def test_an_end_score_lines_keep_final_scoring_cards_hidden_until_the_end():
    """AN-END-SCORE, AN-END-TARGET, AN-END-FINAL, AN-END-TIE: appeal against the target
    T(C) with its terms for every seat; before the end the final scoring cards are counted
    only for the seat asking (``seat=``); at the end each seat's final scoring and the
    winners, as the engine's scoring says them."""
    state = kept(start())
    text = scores(state, "en")
    assert text.count("target T = 114 − 2×0 = 114") == 2
    assert "Player 1: 2 final scoring cards not shown until the end" in text
    mine = scores(state, "en", seat=0)
    named = [card(n).name for n in state.zoo(0).final_scoring]
    assert all(name in mine for name in named)
    assert "Player 1: 2 final scoring cards" not in mine
    assert all(name not in text for name in named)
    end = play_out(an.Options(1, "0"), 5)[-1]
    final = scores(end, "fr").splitlines()
    assert final[-1].startswith("Solo : ") and "décompte final" in final[1]
    assert diagram(end, "en").splitlines()[0] == "Game over."


def test_an_end_last_diagram_of_every_state_of_a_game_in_both_languages():
    """AN-END-LAST: every position of a 2-player game is drawn in both languages, the
    last turns announced once the end is triggered."""
    seen = play_out(an.Options(2, "A"), 5)
    for state in seen[::25] + seen[-1:]:
        assert diagram(state, "en") and diagram(state, "fr") and scores(state, "fr")
    triggered = [s for s in seen if s.final is not None and not s.over]
    if triggered:
        assert "The end is triggered: " in diagram(triggered[0], "en")
