"""Every legal move of every Ark Nova step can be made on the board (issue 36).

Seeded random games (2 to 4 players, both maps) are played through the board's session; at
sampled positions of every step kind, each legal move of the served seat is made with the
board's keys only: the clicks a learner would make (a hex, an Action card, a building kind
and its rotation, a card of the hand or a display folder, a tile or a project level of the
association board, a named option), each key one the board draws (its pixel maps back to
it), and the click that completes the move must commit exactly that move. A move that only
the move box can type (a named option past those drawn) is a gap, and fails the test
unless it is one of :data:`EXPECTED_GAPS`.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

import tutor.ark_nova as an
from conftest import thin
from tutor.ark_nova.parts import parts_of
from widgets.games.ark_nova.board import ArkNovaBoard, centre
from widgets.games.ark_nova.session import CARD_SETS, MAX_OPTIONS, ROTATIONS

#: Each step kind asked, with the rule IDs its asks cite (the ask's rule): the steps the
#: sweep covers. A step kind not listed fails the test (name its rule here).
STEP_RULES: dict[str, tuple[str, ...]] = {
    "keep": ("AN-SETUP-HAND",),
    "turn": ("AN-ACT-TURN",),
    "build": ("AN-BUILD-BASIC", "AN-BUILD-UPG"),
    "free_building": ("AN-ABIL-POSTURING", "AN-SPON-BUILD-FREE", "AN-BONUS-TILES",
                      "AN-MAP-PANEL"),
    "extra_building": ("AN-SPON-BUILD-EXTRA-SAME",),
    "unique": ("AN-SPON-PLACE-UNIQUE-BUILDING",),
    "move_in": ("AN-BUILD-MOVE",),
    "animal": ("AN-ANIMALS-S1", "AN-ANIMALS-S2", "AN-ANIMALS-S3", "AN-ANIMALS-S4",
               "AN-ANIMALS-S5"),
    "extra_animal": ("AN-SPON-PLAY-EXTRA-ANIMAL",),
    "sponsors": ("AN-SPONSORS-BASIC", "AN-SPONSORS-UPG"),
    "assoc": ("AN-ASSOC-TASKS", "AN-ASSOC-UPG"),
    "university": ("AN-ASSOC-UNI",),
    "partner": ("AN-ASSOC-ZOO",),
    "recall": ("AN-ASSOC-WORKER-SRC",),
    "draw": ("AN-CARDS-S1", "AN-CARDS-S2", "AN-CARDS-S3", "AN-CARDS-S4", "AN-CARDS-S5"),
    "discard": ("AN-CARDS-TABLE",),
    "limit": ("AN-BREAK-1",),
    "take": ("AN-BUILD-BONUS", "AN-REP-BONUS", "AN-SPON-TAKE-CARD", "AN-BONUS-TILES"),
    "take_display": ("AN-SPON-TAKE-DISPLAY-CARD",),
    "pick": ("AN-ABIL-PERCEPTION", "AN-ABIL-HUNTER", "AN-ABIL-SUN-BATHING",
             "AN-ABIL-SNAPPING", "AN-ABIL-SCAVENGING", "AN-ABIL-DIGGING"),
    "pouch": ("AN-ABIL-POUCH",),
    "pilfer": ("AN-ABIL-PILFERING",),
    "clever": ("AN-ABIL-CLEVER",),
    "row": ("AN-ABIL-CLEVER", "AN-ABIL-BOOST"),
    "perform": ("AN-ABIL-ACTION", "AN-ABIL-HYPNOSIS", "AN-ABIL-DETERMINATION"),
    "again": ("AN-ABIL-MULTIPLIER",),
    "upgrade": ("AN-ACT-UPGRADE",),
    "cons2": ("AN-CONS-2",),
    "tile": ("AN-CONS-5-8",),
    "drop": ("AN-CONS-10",),
    "panel": ("AN-MAP-PANEL-CHOICE",),
    "snap1": ("AN-MAP-PANEL",),
    "extra_bonus": ("AN-SPON-EXTRA-PLACEMENT-BONUS",),
    "okapi": ("AN-SPON-PLAY-SPONSOR-FOR-MONEY",),
    "waza": ("AN-SPON-CHOOSE-SIZE-CLASS",),
    "assert": ("AN-ABIL-ASSERTION",),
    "resist": ("AN-ABIL-RESISTANCE",),
}

#: Moves the board reaches only through the move box for now, by (step, move word), with
#: why. The left panel's player tokens (AN-MAP-PANEL-CHOICE) are named options, often more
#: than the board draws, until the board draws the panel's tokens and pages its options.
EXPECTED_GAPS: dict[tuple[str, str], str] = {}

#: (players, map, seed) of the games played, and the positions checked per step kind.
GAMES = ((2, "A", 1), (3, "0", 2), (4, "A", 3), (2, "0", 5), (3, "A", 6), (4, "0", 7))


def games() -> tuple:
    return GAMES[:3] if thin("ark_nova") else GAMES


def per_step() -> int:
    return 1 if thin("ark_nova") else 4


def clicks(session, move) -> list:
    """The keys a learner clicks to make ``move`` in the live position, in order; a key
    ``("option-of", move)`` is the named option of ``move`` as the options are then."""
    state = session.state
    zoo = state.zoo(session.acting())
    word = parts_of(state, move).get("move")

    def card_key(number: int):
        if number in zoo.hand:
            return ("hand", number)
        return ("folder", state.display.index(number) + 1)

    def turned(rot: int) -> list:
        return [("rotate", 1)] * ((rot - session.rot) % ROTATIONS)

    if word == "keep":                       # AN-SETUP-HAND: put back, then choose
        kept = session.kept_cards()
        return [("hand", c) for c in kept if c not in move.cards] + \
            [("hand", c) for c in move.cards if c not in kept]
    if word == "act":
        x = [] if zoo.x_tokens == 0 else [("x", move.x)]
        return x + [("action", move.action)]
    if word == "x_action":
        return [("xaction", None), ("action", move.action)]
    if word == "draw":
        return [("folder", move.folder)]
    if word == "discard":
        return [("hand", move.card)]
    if word == "play_animal":
        return [card_key(move.card), ("hex", move.anchor)]
    if word == "place":
        return [("kind", move.kind), *turned(move.rot), ("hex", move.anchor)]
    if word == "place_unique_at":
        return [*turned(move.rot), ("hex", move.anchor)]
    if word in ("association.take_zoo", "bonuses.take_zoo"):
        return [("zoo", move.continent)]
    if word in ("take_university", "take_uni"):
        return [("uni", move.kind)]
    if word == "play_sponsor":
        return [("folder", move.folder) if move.folder else ("hand", move.card)]
    if word == "support" and move.level >= 1 and move not in session.options():
        in_play = any(p.number == move.project for p in state.projects)
        return ([] if in_play else [card_key(move.project)]) + \
            [("level", (move.project, move.level))]
    if word in CARD_SETS.values():
        return [card_key(c) for c in move.cards] + [("option-of", move)]
    if word == "upgrade" or (word == "clever" and move.action is not None):
        return [("action", move.action)]         # AN-ACT-UPGRADE, AN-CONS-2, AN-ABIL-CLEVER
    if word == "tile":
        return [("tile", move.tile)]             # AN-CONS-5-8
    if word == "drop_final":
        return [("final", move.card)]            # AN-CONS-10
    if word == "panel_token":                    # AN-MAP-PANEL-CHOICE: the slot, its order
        return [("panel", move.slot), ("option-of", move)]
    return [("option-of", move)]


def drawn(board, key) -> bool:
    """Whether the board draws ``key`` where a click finds it."""
    if key[0] == "hex":
        return board.hit(*centre(key[1])) == key
    box = board._box(key)
    return box is not None and (key[0] == "hand" or board.hit(*box.center) == key)


def made_by_clicks(board, move) -> str | None:
    """Click ``move``'s keys on ``board``; ``None`` when the last one commits exactly
    ``move``, else what went wrong (``"typed"``: a named option past those drawn). The
    session is put back as it was."""
    session = board.session
    saved = session.record
    committed: list = []
    session.commit = lambda m: committed.append(m) or True
    try:
        for key in clicks(session, move):
            if key[0] == "option-of":
                options = session.options()
                if move not in options:
                    return f"not a named option: {options}"
                for _ in range(options.index(move) // MAX_OPTIONS):   # ▶ to its page
                    if not drawn(board, ("page", 1)):
                        return "typed"
                    session.click_key(("page", 1))
                key = ("option", options.index(move))
            if key[0] != "rotate" and not drawn(board, key):
                return f"{key} is not drawn"
            session.click_key(key)
            if session.last_error is not None:
                return f"{key}: {session.last_error}"
            if committed:
                break
        if committed != [move]:
            return f"committed {committed}"
        return None
    finally:
        del session.commit
        session.record = saved


@pytest.mark.parametrize("players,map_id,seed", games())
def test_every_legal_move_of_every_step_is_made_with_the_boards_keys(players, map_id, seed):
    rng = random.Random(seed)              # the moves played
    sample = random.Random(-seed)          # the positions checked past the first ones
    board = ArkNovaBoard(players=players, map=map_id, seed=seed)
    session = board.session
    checked: Counter = Counter()
    gaps: dict = {}
    typed: Counter = Counter()
    while not session.table().over:
        step, seat = session.step_of(), session.acting()
        ask = next(a for a in an.asks(session.state) if a.seat == seat)
        assert step in STEP_RULES, f"step {step!r} ({ask.rule}): name its rule in STEP_RULES"
        assert str(ask.rule) in STEP_RULES[step], (step, ask.rule)
        if sample.random() < 0.01 or checked[step] < per_step():
            checked[step] += 1
            for move in an.legal_moves(session.state):
                if move.seat not in (None, seat):
                    continue
                wrong = made_by_clicks(board, move)
                at = (step, parts_of(session.state, move).get("move"))
                if wrong == "typed" and at in EXPECTED_GAPS:
                    typed[at] += 1
                elif wrong is not None:
                    gaps.setdefault(at, (move, wrong))
        assert session.commit(rng.choice(an.legal_moves(session.state)))
    assert not gaps, "moves no click makes: " + "; ".join(
        f"{step}/{word}: {move} ({why})" for (step, word), (move, why) in gaps.items())
    print("checked by step:", dict(checked), "typed (expected gaps):", dict(typed))
    assert {"keep", "turn", "build", "animal", "assoc", "sponsors", "draw"} <= set(checked)


def test_the_cards_of_a_pick_are_chosen_one_by_one_and_the_set_is_a_named_option():
    """AN-ABIL-SUN-BATHING (an ability's pick of several cards): a card clicked is chosen,
    clicked again put back; the cards chosen so far are the named option (none chosen:
    "none"); the card that makes the most cards allowed is the whole move."""
    board = ArkNovaBoard(players=2, map="0", seed=5)
    session = board.session
    rng = random.Random(5)
    while True:
        sets = [m for m in an.legal_moves(session.state) if type(m).__name__ == "PickCards"]
        if sets and max(len(m.cards) for m in sets) >= 2 and any(not m.cards for m in sets):
            break
        assert session.commit(rng.choice(an.legal_moves(session.state)))
    assert next(a for a in an.asks(session.state)
                if a.seat == session.acting()).rule == "AN-ABIL-SUN-BATHING"
    most = max(len(m.cards) for m in sets)
    first, second = max(sets, key=lambda m: len(m.cards)).cards[:2]
    assert [m.cards for m in session.options()] == [()]
    played = session.history.index
    session.click_key(("hand", first))
    assert session.chosen_cards() == (first,) and session.history.index == played
    assert [set(m.cards) for m in session.options()] == [{first}]
    assert f"Chosen so far: 1 of at most {most}" in session.explanation_text
    session.click_key(("hand", first))
    assert session.chosen_cards() == ()
    session.click_key(("hand", first))
    session.click_key(("hand", second))
    if most == 2:
        assert set(session.history.current.outcome.move.cards) == {first, second}
    else:
        index = next(i for i, m in enumerate(session.options()) if set(m.cards) == {first,
                                                                                    second})
        session.click_key(("option", index))
        assert set(session.history.current.outcome.move.cards) == {first, second}
