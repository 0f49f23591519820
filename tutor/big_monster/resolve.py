"""Setup (BM-SETUP-*) and the consequences of moves: explorers kept, the draft's picks and
passes (BM-DRAFT-*), the reveal, placements with their mutations, crystals and Big
Monsters (BM-PLACE-*, BM-MUT-*, BM-CRYS-*, BM-BIG), the rows (BM-ROW-*), the medal check
(BM-MEDAL-*), the round's end (BM-ROUND-*) and the game's (BM-END-*, BM-PENALTY).

Chance comes only from :func:`tutor.core.chance.stream`: ``stream("bm", seed)`` shuffles
the tiles (round 1's and round 2's deals, or the rows, come out of that order), deals the
explorers, draws the medals and the first player. ``apply`` draws nothing.
"""

from __future__ import annotations

from tutor.core import IllegalMoveError, Msg, Outcome, Seat, UsageError
from tutor.core.chance import seed_problem, stream
from tutor.core.said import Said, Who, build, said
from tutor.core.turns import only_seat
from tutor.core.verdict import EventLog

from .area import Placed, cells
from .data import BLACK_EXPLORERS, EXPLORERS, MEDAL_POINTS, PENALTY, PERMANENT, SLOTS_INDIVIDUAL
from .data import SLOTS_TEAM, tile_set
from .facts import Final, Line, MedalWon
from .moves import ChooseRow, Keep, Move, Pick, Place, Salvage, Take
from .rulebook import R
from .rules import (MEDAL_RULE, open_asks, big_facts, cell_text, check, crystal_facts, crystal_rule,
                    crystal_said, focus, is_legal, mutation_facts, mutation_focus,
                    mutation_said, salvager, tile_said)
from .scoring import (TARGETS, count_placed, counts, medal_count, penalty_losers, score_lines,
                      team_scores)
from .scoring import total, winners
from .state import HAND, SALVAGE_TURN, TURNS, Medal, Options, Phase, State


def initial_state(options: Options = Options(), seed: int = 0) -> State:
    """BM-SETUP-*: the tiles shuffled, 2 explorers each, the medals drawn, a first player;
    with the draft, round 1's hands dealt (BM-SETUP-DEAL)."""
    if not isinstance(options, Options):
        raise UsageError(Msg("core.usage.options", game="Big Monster", given=options))
    problem = options.problem() or seed_problem(seed)
    if problem is not None:
        raise UsageError(problem)
    rng = stream("bm", seed)
    n = options.players
    tiles = list(tile_set(n))
    rng.shuffle(tiles)
    pool = [e for e in EXPLORERS if n >= 4 or e not in BLACK_EXPLORERS]   # BM-COMP-EXPL
    rng.shuffle(pool)
    dealt = tuple(tuple(sorted(pool[2 * s:2 * s + 2])) for s in range(n))
    medals = _draw_medals(rng, options.teams)
    first = rng.randrange(n)
    hands: tuple = ((),) * n
    if options.draft:
        hands = tuple(tuple(sorted(tiles[HAND * s:HAND * (s + 1)])) for s in range(n))
        tiles = tiles[HAND * n:]
    return State(options, seed, Phase.EXPLORER, 1, 1, dealt, (0,) * n, hands, (None,) * n,
                 (None,) * n, ((),) * n, (), tuple(tiles), (), None, first, first, medals)


def _draw_medals(rng, teams: bool) -> tuple[Medal, ...]:
    """BM-SETUP-MEDALS (BM-SETUP-MEDALS-TEAM): the permanent ones and one per slot, all
    different, each slot drawn from what its pool has left."""
    chosen = list(PERMANENT)
    for pool in (SLOTS_TEAM if teams else SLOTS_INDIVIDUAL):
        chosen.append(rng.choice([m for m in pool if m not in chosen]))
    return tuple(Medal(m) for m in sorted(chosen))


# ---------------------------------------------------------------- helpers

def _set(tup: tuple, i: int, value) -> tuple:
    return tup[:i] + (value,) + tup[i + 1:]


def _without(tiles: tuple[str, ...], *codes: str) -> tuple[str, ...]:
    out = list(tiles)
    for c in codes:
        out.remove(c)
    return tuple(out)


def _add(log: EventLog, state: State, rule, message: Said, focus_=(), data=None) -> None:
    """An event whose message (plain values) is built only when read."""
    log.add(state, rule, build, message, tuple(focus_), data)


# ---------------------------------------------------------------- apply

def apply(state: State, move: Move) -> Outcome:
    """The outcome of a legal ``move``; ``IllegalMoveError`` with the verdict otherwise."""
    if move.seat is None:
        seat = only_seat(open_asks(state))
        if seat is not None:
            move = type(move)(**{**move.__dict__, "seat": seat})
    if not is_legal(state, move):
        raise IllegalMoveError(check(state, move))
    before, log = state, EventLog()
    state = _PLAY[type(move)](state, move, log)
    if log[-1].snapshot is not state:
        log[-1] = log[-1].with_snapshot(state)
    return Outcome(before, move, state, tuple(log))


def _keep(state: State, move: Keep, log: EventLog) -> State:
    """An explorer kept (BM-SETUP-EXPL); revealed once every seat has kept one."""
    s = move.seat
    state = state.replace(explorers=_set(state.explorers, s, move.explorer))
    _add(log, state, R.SETUP_EXPL, said("bm.ev.kept", who=Who(s)), (Seat(s),))
    return _start(state, log) if all(state.explorers) else state


def _choose_row(state: State, move: ChooseRow, log: EventLog) -> State:
    """The first player chooses the row the seats take from (BM-ROW-TWO)."""
    state = state.replace(row=move.row, phase=Phase.TAKE, active=state.first)
    _add(log, state, R.ROW_TWO, said("bm.ev.row", who=Who(move.seat), n=move.row + 1,
                                    tiles=" ".join(state.rows[move.row])))
    return state


def _take(state: State, move: Take, log: EventLog) -> State:
    """A tile taken from the row, another discarded (BM-ROW-PICK)."""
    s = move.seat
    row = _without(state.rows[state.row], move.tile, move.discard)
    rows = _set(state.rows, state.row, row) if row else _without_row(state.rows, state.row)
    state = state.replace(rows=rows, row=state.row if row else None,
                          discard=tuple(sorted(state.discard + (move.discard,))),
                          chosen=_set(state.chosen, s, move.tile), phase=Phase.PLACE)
    _add(log, state, R.ROW_PICK, said("bm.ev.take", who=Who(s), tile=tile_said(move.tile),
                                     discard=tile_said(move.discard)), (Seat(s),))
    return state


def _salvage(state: State, move: Salvage, log: EventLog) -> State:
    """The black male explorer takes a discarded tile, or none (BM-EXPL-3)."""
    s = move.seat
    if move.tile is None:
        _add(log, state, R.EXPL_3, said("bm.ev.salvage_none", who=Who(s)), (Seat(s),))
        return _finish(state, log)
    state = state.replace(discard=_without(state.discard, move.tile),
                          chosen=_set(state.chosen, s, move.tile), phase=Phase.PLACE)
    _add(log, state, R.EXPL_3, said("bm.ev.salvage", who=Who(s), tile=tile_said(move.tile)),
         (Seat(s),))
    return state


def _start(state: State, log: EventLog) -> State:
    """All explorers kept: revealed; the draft's first pick, or the first row."""
    _add(log, state, R.SETUP_EXPL, said("bm.ev.explorers", kept=[
        said("bm.ev.seat_explorer", who=Who(s), explorer=said(f"bm.explorer.{e}"))
        for s, e in enumerate(state.explorers)]))
    if state.options.draft:
        return state.replace(phase=Phase.PICK)
    return _row_turn(state, log)


def _pick(state: State, move: Pick, log: EventLog) -> State:
    s = move.seat
    rest = _without(state.hands[s], move.tile)
    state = state.replace(chosen=_set(state.chosen, s, move.tile),
                          hands=_set(state.hands, s, ()))
    if move.ship is None:                                      # BM-ROUND-NINE
        state = state.replace(discard=tuple(sorted(state.discard + rest)))
        _add(log, state, R.ROUND_NINE, said("bm.ev.discard9", who=Who(s)), (Seat(s),))
    else:
        state = state.replace(ships=_set(state.ships, move.ship, rest))
        rule = R.DRAFT_OWN if move.ship == s else R.DRAFT_PASS
        _add(log, state, rule, said("bm.ev.pass", who=Who(s), n=len(rest),
                                   ship=Who(move.ship)), (Seat(s), Seat(move.ship)))
    if any(c is None for c in state.chosen):
        return state
    # BM-DRAFT-REVEAL: everyone has chosen and passed
    hands = state.hands if state.turn == TURNS else tuple(state.ships)
    state = state.replace(hands=hands, ships=(None,) * state.players, phase=Phase.PLACE)
    _add(log, state, R.DRAFT_REVEAL, said("bm.ev.reveal", tiles=[
        said("bm.ev.seat_tile", who=Who(t), tile=tile_said(c))
        for t, c in enumerate(state.chosen)]))
    return state


def _place(state: State, s: int, x: int, y: int, log: EventLog) -> State:
    code = state.chosen[s]
    muts = mutation_facts(state, s, code, x, y)
    made = crystal_facts(state, s, code, x, y)
    bigs = big_facts(state, s, code, x, y)
    placed = Placed(code, x, y)
    count_placed(state.areas[s], state.explorers[s], placed, [f.colour for f in made],
                 len(bigs))
    state = state.replace(areas=_set(state.areas, s, state.areas[s] + (placed,)),
                          chosen=_set(state.chosen, s, None))
    _add(log, state, R.PLACE_ADJ, said("bm.ev.place", who=Who(s), tile=tile_said(code),
                                      cell=cell_text((x, y))), focus(cells(code, x, y)))
    for fact, rule in muts:
        _add(log, state, rule, mutation_said(fact), mutation_focus(fact), fact)
    for fact in made:
        _add(log, state, crystal_rule(fact), crystal_said(fact), focus(fact.cells), fact)
    for fact in bigs:
        _add(log, state, R.BIG, said("bm.big.made", left=cell_text(fact.left),
                                    right=cell_text(fact.right)),
             focus(cells("BL", *fact.left) + cells("BR", *fact.right)), fact)
    if state.options.draft:
        if any(c is not None for c in state.chosen):
            return state
        state = _award(state, log)
        if state.turn == SALVAGE_TURN:                         # BM-END-19TH
            return _finish(state, log)
        return _end_draft_turn(state, log)
    if state.options.bga_row_medals:                           # BM-MEDAL-ROWMODE
        state = _award(state, log)
    nxt = (state.active + 1) % state.players
    if nxt != state.first:
        return state.replace(active=nxt, phase=Phase.TAKE)
    if not state.options.bga_row_medals:                       # BM-OPEN-ROW-MEDALS
        state = _award(state, log)
    first = (state.first + 1) % state.players if state.options.bga_first else state.active
    state = state.replace(row=None, first=first, active=first, turn=state.turn + 1)
    _add(log, state, R.ROW_FIRST, said("bm.ev.first", who=Who(first)), (Seat(first),))
    return _row_turn(state, log)


def _without_row(rows, i):
    return rows[:i] + rows[i + 1:]


def _end_draft_turn(state: State, log: EventLog) -> State:
    """The next draft turn; after the 9th (BM-ROUND-NINE) — or once no hand holds a tile,
    as in a puzzle's position — the next round (BM-ROUND-TWO) or the end (BM-END-STEPS)."""
    if state.turn < TURNS and any(state.hands):
        return state.replace(turn=state.turn + 1, phase=Phase.PICK)
    if state.round == 1:                                        # BM-ROUND-TWO
        n = state.players
        box = state.box
        hands = tuple(tuple(sorted(box[HAND * s:HAND * (s + 1)])) for s in range(n))
        state = state.replace(round=2, turn=1, hands=hands, box=box[HAND * n:],
                              phase=Phase.PICK)
        _add(log, state, R.ROUND_TWO, said("bm.ev.round2", n=HAND))
        return state
    seat = salvager(state)
    if seat is not None and state.discard:                      # BM-END-STEPS, BM-EXPL-3
        state = state.replace(turn=SALVAGE_TURN, phase=Phase.SALVAGE)
        _add(log, state, R.END_STEPS, said("bm.ev.salvage_ask", who=Who(seat),
                                          n=len(state.discard)), (Seat(seat),))
        return state
    return _finish(state, log)


def _row_turn(state: State, log: EventLog) -> State:
    """BM-ROW-REVEAL, BM-ROW-TWO: fill the display (1 row until the 2-row turn, then 2),
    then the first player chooses the row, or takes from the only one; BM-ROW-END."""
    n = state.players
    two_from = 2 if n == 2 else 3
    want = 1 if state.turn < two_from else 2
    rows, box = state.rows, state.box
    size = 2 * n
    while len(rows) < want and len(box) >= size:
        rows = rows + (tuple(sorted(box[:size])),)
        box = box[size:]
        _add(log, state.replace(rows=rows, box=box), R.ROW_REVEAL,
             said("bm.ev.reveal_row", tiles=" ".join(rows[-1])))
    state = state.replace(rows=rows, box=box)
    if not rows:
        return _finish(state, log)
    if len(rows) == 1:
        return state.replace(row=0, phase=Phase.TAKE, active=state.first)
    return state.replace(phase=Phase.ROW)


# ---------------------------------------------------------------- medals

def _award(state: State, log: EventLog) -> State:
    """BM-MEDAL-CHECK: every open medal to every seat that meets its condition now (spares,
    BM-COMP-MEDALS-BOX); in team mode the team medals of a type only when its individual
    medal was claimed before this check began (BM-MEDAL-TEAMTIMING, BM-MEDAL-TEAMPYR), at
    most 2 teams each, every member holding it."""
    per_seat = [counts(state.areas[s], state.explorers[s]) for s in range(state.players)]
    claimed = {m.id for m in state.medals if m.seats}
    medals = list(state.medals)
    for i, m in enumerate(medals):
        if m.id == PENALTY:
            continue
        target, team_target = TARGETS[m.id]
        if not m.seats:
            got = [(s, medal_count(m.id, [per_seat[s]])) for s in range(state.players)]
            win = tuple(s for s, c in got if c >= target)
            if win:
                m = m._replace(seats=win)
                for s in win:
                    _add(log, state, MEDAL_RULE[m.id], said(
                        f"bm.won.{m.id}", who=Who(s), n=dict(got)[s], target=target,
                        points=MEDAL_POINTS[m.id], shared=len(win)), (Seat(s),),
                        MedalWon(m.id, (s,), None, dict(got)[s], target, MEDAL_POINTS[m.id]))
        if state.options.teams and m.id in claimed and len(m.teams) < 2:
            new = []
            for t in range(state.team_count):
                if t in m.teams:
                    continue
                members = state.partners(t)
                c = medal_count(m.id, [per_seat[s] for s in members])
                if c >= team_target:
                    new.append((t, c))
            if new:
                m = m._replace(teams=tuple(sorted(m.teams + tuple(t for t, _ in new))))
                for t, c in new:
                    members = state.partners(t)
                    _add(log, state, R.MEDAL_TEAMPYR, said(
                        f"bm.won_team.{m.id}", who=[Who(s) for s in members], n=c,
                        target=team_target, points=MEDAL_POINTS[m.id]),
                        tuple(Seat(s) for s in members),
                        MedalWon(m.id, members, t, c, team_target, MEDAL_POINTS[m.id]))
        medals[i] = m
    state = state.replace(medals=tuple(medals))
    if log:
        log[-1] = log[-1].with_snapshot(state)
    return state


# ---------------------------------------------------------------- the end

def _finish(state: State, log: EventLog) -> State:
    """BM-END-STEPS: the penalty medal (BM-PENALTY), then the final score (BM-END-SCORE,
    BM-END-TIE, BM-TEAM)."""
    losers = penalty_losers(state)
    medals = tuple(m._replace(seats=losers) if m.id == PENALTY else m for m in state.medals)
    state = state.replace(medals=medals, phase=Phase.OVER,
                          chosen=(None,) * state.players)
    c = [counts(state.areas[s], state.explorers[s]).penalty_count for s in range(state.players)]
    if losers:
        _add(log, state, R.PENALTY, said("bm.ev.penalty", who=[Who(s) for s in losers],
                                        n=c[losers[0]]), tuple(Seat(s) for s in losers),
             MedalWon(PENALTY, losers, None, c[losers[0]], 0, MEDAL_POINTS[PENALTY]))
    else:
        _add(log, state, R.PENALTY, said("bm.ev.penalty_none", n=min(c)))
    for s in range(state.players):
        for what_, count, points in score_lines(state, s):
            if count or points:
                _add(log, state, R.END_SCORE, said(f"bm.score.{what_}", who=Who(s), n=count,
                                                  points=points), (Seat(s),),
                     Line(s, what_, count, points))
    scores = tuple(total(state, s) for s in range(state.players))
    teams = team_scores(state)
    best = winners(state)
    state = state.replace(winners=best)
    rule = R.TEAM if state.options.teams else R.END_TIE
    key = "bm.ev.winners" if len(best) > 1 else "bm.ev.winner"
    _add(log, state, rule, said(key, who=[Who(s) for s in best], points=scores[best[0]]),
         tuple(Seat(s) for s in best), Final(scores, teams, best))
    return state


#: What each move does (by its class).
_PLAY = {Keep: _keep, Pick: _pick, ChooseRow: _choose_row, Take: _take, Salvage: _salvage,
         Place: lambda state, move, log: _place(state, move.seat, move.x, move.y, log)}
