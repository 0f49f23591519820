"""A new game of Ark Nova (AN-SETUP-*): ``initial_state(options, seed)``.

* AN-SETUP-START — a random start player; turn order clockwise from it.
* AN-SETUP-MAP — every zoo on the chosen map (A or 0); Map A's zoo begins with its
  printed kiosk and an empty size-3 enclosure (``ZooMap.start``).
* AN-SETUP-ACTIONS — Action cards side I up, Animals in slot 1, the other 4 in a random
  order in slots 2–5 (each seat its own).
* AN-SETUP-TRACKS / AN-SETUP-PLAYER — :func:`.tracks.start_values` by the place in turn
  order: 25 money, appeal 0 / 1 / 2 / 3, reputation 1, conservation 0; 1 active
  association worker and 3 lying (AN-SETUP-PLAYER). Solo starts with 20 appeal (AN-SOLO).
* AN-SETUP-BOARD — the Break token on its start; 4 of the 9 bonus tiles, 2 on each of
  conservation spaces 5 and 8; the zoo deck shuffled; 6 cards to the display.
* AN-SETUP-ASSOC — one partner zoo of each continent and one university of each kind on
  the association board; 3 base projects (4 with 4 players) face up; 2 players: card k of
  the 3 loses its level k (left, middle, right) and the donation area's left column is
  blocked (:func:`.tracks.donation_cost` counts the spaces left: 2, 5, 7, 10).
* AN-SETUP-HAND — 8 zoo cards each, keep 4 (the first step, every seat at once:
  :class:`.steps.KeepHand`), and 2 final scoring cards each, kept hidden; the final
  scoring cards not dealt form the face-down scoring pile (``State.scoring_pile``).

Everything random comes from ``stream("an", seed, "setup")``, in the order written here.
"""

from __future__ import annotations

from tutor.core import Msg, UsageError
from tutor.core.chance import seed_problem, stream
from tutor.core.steps import everyone

from .cards import CONTINENTS, base_projects, bonus_tiles, final_scoring_cards, universities
from .cards import card, zoo_deck
from .state import (BASE_PROJECTS_SHOWN, BLOCKED, DISPLAY_SIZE, FINAL_SCORING_DEALT,
                    START_DRAW, TILES_PER_SPACE, ActionCard, Options, Project, State, Workers,
                    Zoo)
from .steps import KeepHand, Turn
from .strength import Action
from .tracks import start_values
from .zoo_map import zoo_map

#: AN-SOLO: the solo game starts with 20 appeal.
SOLO_APPEAL = 20


def initial_state(options: Options | None = None, seed: int = 0) -> State:
    """The position after setup, every seat asked to keep 4 of its 8 cards."""
    options = Options() if options is None else options
    problem = options.problem() if isinstance(options, Options) else Msg(
        "an.state.bad_options", kind=type(options).__name__)
    if problem is None:
        problem = seed_problem(seed)
    if problem is not None:
        raise UsageError(problem)
    rng = stream("an", seed, "setup")
    players = options.players
    start = rng.randrange(players)
    deck = list(zoo_deck())
    rng.shuffle(deck)
    tiles = [t.id for t in bonus_tiles()]
    rng.shuffle(tiles)
    finals = [f.number for f in final_scoring_cards()]
    rng.shuffle(finals)
    projects = [p.number for p in base_projects()]
    rng.shuffle(projects)
    shown = projects[:BASE_PROJECTS_SHOWN[players]]
    zmap = zoo_map(options.map)
    zoos = []
    for seat in range(players):
        others = [a for a in Action if a is not Action.ANIMALS]
        rng.shuffle(others)
        row = tuple(ActionCard(a) for a in (Action.ANIMALS, *others))
        place = (seat - start) % players + 1
        begin = start_values(place)
        hand, deck = tuple(deck[:START_DRAW]), deck[START_DRAW:]
        final = tuple(sorted(finals[seat * FINAL_SCORING_DEALT:
                                    (seat + 1) * FINAL_SCORING_DEALT]))
        zoos.append(Zoo(row=row, money=begin.money,
                        appeal=SOLO_APPEAL if players == 1 else begin.appeal,
                        conservation=begin.conservation, reputation=begin.reputation,
                        x_tokens=begin.x_tokens, hand=hand, final_scoring=final,
                        buildings=zmap.start, workers=Workers()))
    display, deck = tuple(deck[:DISPLAY_SIZE]), deck[DISPLAY_SIZE:]
    in_play = tuple(Project(n, tuple(BLOCKED if players == 2 and level == k else None
                                     for level in range(len(card(n).levels))))
                    for k, n in enumerate(shown))
    return State(players=players, map_id=options.map, seed=seed, shuffles=0, start=start,
                 turn=start, break_pos=0, final=None, donations=0,
                 offer_zoos=CONTINENTS, offer_unis=tuple(u.id for u in universities()),
                 tiles5=tuple(sorted(tiles[:TILES_PER_SPACE])),
                 tiles8=tuple(sorted(tiles[TILES_PER_SPACE:2 * TILES_PER_SPACE])),
                 projects=in_play, deck=tuple(deck), discard=(), display=display,
                 zoos=tuple(zoos),
                 scoring_pile=tuple(finals[players * FINAL_SCORING_DEALT:]),
                 stack=(everyone(KeepHand, range(players)), Turn(start)))
