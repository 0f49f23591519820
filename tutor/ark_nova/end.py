"""The end of a game of Ark Nova: the trigger, the last turns, the final scoring, the
winners, the solo game's rounds, and the discard of a final scoring card at conservation
space 10.

* AN-END-TRIGGER — a seat whose appeal reaches the scoring area of its conservation counter
  (VP = appeal − T(C) ≥ 0, :func:`.tracks.score`) triggers the end, checked at the end of
  its turn (before a break that turn queued) or during a break (after the income).
* AN-END-LAST — ``State.final`` counts the turns still to be played after the one in
  progress: triggered on a turn, every other seat plays 1 more turn (``players − 1``);
  triggered in a break, every seat does (``players``: the break ends a turn, whose seat
  then plays once more, last).
* AN-BREAK-FINAL — a break reached in the last turns is still carried out, income
  included, before the final scoring: nothing stops it (the break resolves above the
  turn's end).
* AN-END-FINAL — once the last turn is over, :class:`Finish` asks the AN-CONS-10 discard
  if nobody reached 10, then :class:`Scoring` says every seat's result; the stack is then
  empty: the game is over. :func:`result` adds to the appeal and conservation every
  registered scorer's points (:func:`.events.end_points`): the final scoring cards here
  (:func:`final_cards`: AN-FINAL-THRESHOLDS, AN-FINAL-ARCHITECTURAL, AN-FINAL-DIVERSE, 1–4
  conservation points each, never more than 4) and the brown end-game effects of the
  sponsors (their own concern registers them); then T(C) and the VP are recomputed
  (AN-END-TARGET, AN-END-SCORE). The tracks stay capped (113 appeal, 41 conservation,
  AN-CONS-TRACK).
* AN-END-TIE — the highest VP wins; tied, the seat that supported more conservation
  projects; still tied, the victory is shared.
* AN-CONS-10 — the first time any seat reaches conservation 10, every seat holding 2 final
  scoring cards discards 1, all at once (:class:`ScoringDiscard`, the move
  :class:`DropFinal`); if nobody reached 10 before the end, they all discard 1 before the
  final scoring. The card goes back under the final scoring pile (``State.scoring_pile``,
  which AN-ABIL-RESISTANCE draws from).
* AN-SOLO — no Break token: every turn's end moves a token on the solo tile
  (``State.solo_turns``); the last token of the round moved, a break follows at once
  (no X-token, :func:`.steps.advance_break_token` already moves nothing); at its end one
  token leaves the tile for the cheapest open donation space (``State.donations`` + 1).
  Rounds of 7, 6, 5, 4, 3, 2 turns; the game ends after the 6th break. Default where the
  fact sheet is silent: the game always lasts its 27 turns (reaching VP ≥ 0 earlier does
  not end it), and the player wins with VP ≥ 0 after the final scoring. Diverse Species
  Zoo has a solo variant that is not transcribed (AN-FINAL-DIVERSE): solo, it scores nothing,
  and says so.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from tutor.core import Ask, AskKind, Msg, Reason, seat_name
from tutor.core.steps import SEATS, Step, answer, everyone, push
from tutor.core.verdict import EventLog

from .cards import CATEGORIES, FinalScoring, card
from .events import EndPoints, end_points, scores
from .gains import handles
from .icons import COUNTERS, zoo_icons
from .later import Later, msg_of, said
from .messages import end as _messages  # noqa: F401  (registers an.end.*)
from .moveset import NUM, MoveKind, Moveset, read_final
from .rulebook import R
from .state import SOLO_BREAKS, SOLO_ROUNDS, SOLO_TURNS, State
from .steps import BREAK_OVER, NEXT_TURN, NOTATION, TURN_OVER, AtOnce, Break, pass_turn
from .tracks import APPEAL_MAX, CONSERVATION_MAX, Score, score

#: AN-CONS-10: the conservation space whose first reaching costs a final scoring card.
SPACE_10 = 10
#: AN-END-FINAL: a final scoring card pays at most 4 conservation points.
CARD_MAX = 4


def player(seat: int) -> Msg:
    return seat_name(seat)


def standing(state: State, seat: int) -> Score:
    """The seat's VP now, from its appeal and conservation (AN-END-SCORE)."""
    zoo = state.zoo(seat)
    return score(zoo.appeal, zoo.conservation)


# ---------------------------------------------------------------- the trigger, the last turns

@TURN_OVER.provide
def turn_over(state: State, seat: int, log: EventLog) -> State:
    """AN-END-TRIGGER at the end of ``seat``'s turn: VP ≥ 0 sets the last turns, every other
    seat 1 more (AN-END-LAST). Once set, nothing changes; solo has no trigger (AN-SOLO)."""
    if state.players == 1 or state.final is not None:
        return state
    now = standing(state, seat)
    if not now.triggered:
        return state
    state = state.replace(final=state.players - 1)
    log.add(state, R.END_TRIGGER, said("an.end.ev.trigger_turn", who=Later(player, seat),
                                          score=Later(msg_of, now), n=state.final))
    return state


@BREAK_OVER.provide
def break_over(state: State, seat: int, log: EventLog) -> State:
    """After a break's income: AN-END-TRIGGER for every seat (triggered in a break, every
    seat plays 1 more turn, AN-END-LAST); solo, a token of the solo tile goes to the
    cheapest open donation space (AN-SOLO)."""
    if state.players == 1:
        state = state.replace(donations=state.donations + 1)
        log.add(state, R.SOLO, said("an.end.ev.solo_token", donations=state.donations,
                                       left=SOLO_ROUNDS[0] - _solo_breaks(state)))
        return state
    if state.final is not None:
        return state
    hit = [s for s in range(state.players) if standing(state, s).triggered]
    if hit:
        state = state.replace(final=state.players)
        log.add(state, R.END_TRIGGER, said(
            "an.end.ev.trigger_break", who=[Later(player, s) for s in hit],
            scores=tuple(Later(msg_of, standing(state, s)) for s in hit), n=state.final))
    return state


@NEXT_TURN.provide
def next_turn(state: State, seat: int, log: EventLog) -> State:
    """What follows ``seat``'s turn: AN-END-TRIGGER checked; before the end, the next
    seat's turn; in the last turns, one fewer left (AN-END-LAST) or, none left, the end
    (:class:`Finish`). Solo: the solo tile (AN-SOLO)."""
    if state.players == 1:
        return _solo_turn(state, seat, log)
    state = turn_over(state, seat, log)
    if state.final is None:
        return pass_turn(state, seat, log)
    if state.final == 0:
        log.add(state, R.END_LAST, said("an.end.ev.last_done"))
        return push(state, Finish())
    state = state.replace(final=state.final - 1)
    log.add(state, R.END_LAST, said("an.end.ev.turns_left", n=state.final + 1))
    return pass_turn(state, seat, log)


def _solo_breaks(state: State) -> int:
    """The solo breaks already reached (AN-SOLO)."""
    return sum(1 for b in SOLO_BREAKS if state.solo_turns >= b)


def _solo_turn(state: State, seat: int, log: EventLog) -> State:
    """AN-SOLO: the turn's token moves on the solo tile; the last of the round moved, the
    break comes at once; after the 6th the game ends (:class:`Finish`)."""
    done = state.solo_turns + 1
    state = state.replace(solo_turns=done)
    index = sum(1 for b in SOLO_BREAKS if b < done)          # the round, 0-based
    start = SOLO_BREAKS[index - 1] if index else 0
    log.add(state, R.SOLO, said("an.end.ev.solo_turn", turn=done - start,
                                   length=SOLO_ROUNDS[index], round=index + 1,
                                   rounds=len(SOLO_ROUNDS)))
    if done != SOLO_BREAKS[index]:
        return pass_turn(state, seat, log)
    if done == SOLO_TURNS:
        return push(state, Break(seat), Finish())
    return push(pass_turn(state, seat, log), Break(seat))


# ---------------------------------------------------------------- AN-CONS-10

def reached_10(state: State) -> bool:
    """Whether a seat has reached conservation space 10 (conservation never goes down)."""
    return any(z.conservation >= SPACE_10 for z in state.zoos)


def to_discard(state: State) -> tuple[int, ...]:
    """The seats that discard a final scoring card at AN-CONS-10: those holding 2 or more."""
    return tuple(s for s in range(state.players) if len(state.zoo(s).final_scoring) >= 2)


@handles("cons:final_scoring")
def space_10(state: State, seat: int, value: int, log: EventLog | None, rule: R) -> State:
    """AN-CONS-10: ``seat`` has just reached space 10; if it is the first, every seat
    discards 1 final scoring card now (the others were below 10: conservation never goes
    down, so one already at 10 means it happened before)."""
    first = not any(z.conservation >= SPACE_10 for s, z in enumerate(state.zoos) if s != seat)
    key = "an.end.ev.space10_first" if first else "an.end.ev.space10_again"
    if log is not None:
        log.add(state, R.CONS_10, said(key, who=Later(player, seat)))
    seats = to_discard(state)
    return push(state, everyone(ScoringDiscard, seats)) if first and seats else state


@NOTATION.kind("drop", waiting=SEATS)
@dataclass(frozen=True)
class ScoringDiscard(AtOnce):
    """AN-CONS-10: every seat still in ``waiting`` discards 1 of its final scoring cards,
    all at once."""

    def ask_seat(self, state: State, seat: int) -> Ask:
        cards = state.zoo(seat).final_scoring
        key = "an.end.ask.drop_10" if reached_10(state) else "an.end.ask.drop_end"
        return Ask.later(seat, "drop", str(R.CONS_10),
                         said(key, who=Later(player, seat),
                              cards=[Later(card_name, c) for c in cards]),
                         kind=AskKind.SIMULTANEOUS)


@dataclass(frozen=True)
class DropFinal:
    """AN-CONS-10: discard the final scoring card ``card`` (1–11)."""

    card: int
    seat: int | None = field(default=None, kw_only=True)


def card_name(number: int) -> Msg:
    """"3 Research Zoo": a final scoring card or an end-game sponsor by number and name."""
    return Msg("an.end.card", n=number, name=card(number).name)


def drop_reasons(state: State, move: DropFinal) -> list[Reason]:
    """AN-CONS-10: the card is one of the seat's final scoring cards."""
    held = state.zoo(move.seat).final_scoring
    ok = move.card in held
    return [Reason.later(R.CONS_10, ok, said("an.end.drop.held" if ok else "an.end.drop.not_held",
                                      card=move.card, cards=list(held) or "-"))]


def drop(state: State, seat: int, move: DropFinal, log: EventLog) -> State:
    zoo = state.zoo(seat)
    state = state.change_zoo(seat, final_scoring=tuple(c for c in zoo.final_scoring
                                                       if c != move.card))
    state = state.replace(scoring_pile=state.scoring_pile + (move.card,))
    log.add(state, R.CONS_10, said("an.end.ev.dropped", who=Later(player, seat)))
    return answer(state, seat)


def _drop_moves(state: State, ask: Ask) -> list[DropFinal]:
    return [DropFinal(c, seat=ask.seat) for c in dict.fromkeys(state.zoo(ask.seat).final_scoring)]


# ---------------------------------------------------------------- the end

@NOTATION.kind("finish")
@dataclass(frozen=True)
class Finish(Step):
    """AN-END-FINAL, once the last turn is over: the AN-CONS-10 discard if nobody reached
    10, then :class:`Scoring`."""

    def resolve(self, state: State, log: EventLog) -> State:
        seats = () if reached_10(state) else to_discard(state)
        if seats:
            log.add(state, R.CONS_10, said("an.end.ev.space10_never"))
            return push(state, everyone(ScoringDiscard, seats), Scoring())
        return push(state, Scoring())


@NOTATION.kind("scoring")
@dataclass(frozen=True)
class Scoring(Step):
    """AN-END-FINAL, AN-END-TIE: every seat's result said; the stack is then empty and the
    game over."""

    def resolve(self, state: State, log: EventLog) -> State:
        done = result(state)
        for seat in done.seats:
            log.add(state, R.END_FINAL, lambda s: s.msg, (seat,), data=seat)
        log.add(state, R.SOLO if state.players == 1 else R.END_TIE, lambda d: d.msg, (done,),
                data=done)
        return state


# ---------------------------------------------------------------- counting a zoo

def count(state: State, seat: int, counter: str) -> int:
    """A final scoring card's count in ``seat``'s zoo (AN-FINAL-THRESHOLDS,
    AN-FINAL-ARCHITECTURAL): the counters of AN-SPON-COUNTERS (:data:`.icons.COUNTERS`)."""
    return COUNTERS[counter](state, seat)


def _diverse(state: State, seat: int, fs: FinalScoring) -> EndPoints:
    """AN-FINAL-DIVERSE: 1 CP per category in which ``seat`` has more icons than the player
    to its right (the previous seat in turn order; 2 players: the opponent), at most 4."""
    if state.players == 1:
        return EndPoints.later(fs.number, said("an.end.final.diverse_solo",
                                               card=Later(card_name, fs.number)))
    right = (seat - 1) % state.players
    mine, theirs = zoo_icons(state, seat), zoo_icons(state, right)
    beaten = [k for k in CATEGORIES if mine[k] > theirs[k]]
    cp = min(len(beaten) * fs.compare.conservation_each, fs.compare.max, CARD_MAX)
    return EndPoints.later(fs.number, said(
        "an.end.final.diverse", card=Later(card_name, fs.number), cp=cp, right=Later(player, right),
        n=len(beaten), kinds=[said(f"an.cards.icon.{k}") for k in beaten] or "-"),
        conservation=cp)


def _thresholds(state: State, seat: int, fs: FinalScoring) -> EndPoints:
    """AN-FINAL-THRESHOLDS: the highest tier the count reaches."""
    n = count(state, seat, fs.count)
    cp = min(fs.points(n), CARD_MAX)
    return EndPoints.later(fs.number, said(
        "an.end.final.thresholds", card=Later(card_name, fs.number), n=n, cp=cp,
        tiers=[f"{t.min}→{t.conservation}" for t in fs.thresholds]), conservation=cp)


def _checks(state: State, seat: int, fs: FinalScoring) -> EndPoints:
    """AN-FINAL-ARCHITECTURAL: 1 CP per condition met, at most 4."""
    met = [name for name, _ in fs.checks if count(state, seat, name)]
    cp = min(sum(v for name, v in fs.checks if name in met), CARD_MAX)
    return EndPoints.later(fs.number, said(
        "an.end.final.checks", card=Later(card_name, fs.number), cp=cp, n=len(met),
        of=len(fs.checks), met=[said(f"an.end.check.{m}") for m in met] or "-"),
        conservation=cp)


_FORMS = {"thresholds": _thresholds, "checks": _checks, "compare": _diverse}


def card_points(state: State, seat: int, number: int) -> EndPoints:
    """What the final scoring card ``number`` gives ``seat`` (AN-FINAL-*), with why."""
    fs = card(number)
    return _FORMS[fs.form](state, seat, fs)


@scores
def final_cards(state: State, seat: int) -> tuple[EndPoints, ...]:
    """AN-END-FINAL: every final scoring card the seat still holds."""
    return tuple(card_points(state, seat, n) for n in state.zoo(seat).final_scoring)


# ---------------------------------------------------------------- the result

@dataclass(frozen=True)
class SeatResult:
    """One seat at the end (AN-END-FINAL): its appeal and conservation before the final
    scoring, what each card adds (``points``), the final standing (``score``: T(C) and VP
    recomputed, tracks capped) and its supported projects (AN-END-TIE)."""

    seat: int
    appeal: int
    conservation: int
    points: tuple[EndPoints, ...]
    score: Score
    projects: int

    @property
    def vp(self) -> int:
        return self.score.vp

    @property
    def msg(self) -> Msg:
        return Msg("an.end.seat", who=player(self.seat), appeal=self.appeal,
                   plus_appeal=sum(p.appeal for p in self.points), c=self.conservation,
                   plus_c=sum(p.conservation for p in self.points),
                   cards=tuple(p.msg for p in self.points) or "-", score=self.score.final_msg,
                   projects=self.projects)


@dataclass(frozen=True)
class Result:
    """The game's result: every seat's, and the winners (AN-END-TIE; solo: the player if
    VP ≥ 0, AN-SOLO). ``by_projects``: the tie on VP was broken by the projects;
    ``shared``: several seats still tied share the victory."""

    seats: tuple[SeatResult, ...]
    winners: tuple[int, ...]
    by_projects: bool = False

    @property
    def shared(self) -> bool:
        return len(self.winners) > 1

    @property
    def msg(self) -> Msg:
        if len(self.seats) == 1:
            vp = self.seats[0].vp
            return Msg("an.end.solo_won" if self.winners else "an.end.solo_lost", vp=vp)
        best = self.seats[self.winners[0]]
        if self.shared:
            return Msg("an.end.shared", who=[player(s) for s in self.winners], vp=best.vp,
                       projects=best.projects)
        if self.by_projects:
            return Msg("an.end.won_projects", who=player(best.seat), vp=best.vp,
                       projects=best.projects)
        return Msg("an.end.won", who=player(best.seat), vp=best.vp)


def seat_result(state: State, seat: int) -> SeatResult:
    zoo = state.zoo(seat)
    points = end_points(state, seat)
    appeal = min(zoo.appeal + sum(p.appeal for p in points), APPEAL_MAX)
    conservation = min(zoo.conservation + sum(p.conservation for p in points),
                       CONSERVATION_MAX)
    return SeatResult(seat, zoo.appeal, zoo.conservation, points, score(appeal, conservation),
                      len(zoo.supported))


def result(state: State) -> Result:
    """Every seat's final VP with its terms, and the winners (AN-END-FINAL, AN-END-TIE;
    solo AN-SOLO). Computed from the position: valid at any moment, final once the game is
    over."""
    seats = tuple(seat_result(state, s) for s in range(state.players))
    if state.players == 1:
        return Result(seats, (0,) if seats[0].vp >= 0 else ())
    best = max(s.vp for s in seats)
    tied = [s for s in seats if s.vp == best]
    most = max(s.projects for s in tied)
    winners = tuple(s.seat for s in tied if s.projects == most)
    return Result(seats, winners, by_projects=len(tied) > 1 and len(winners) < len(tied))


MOVESET = Moveset(
    name="end",
    moves={DropFinal: MoveKind(
        steps="drop", reasons=drop_reasons, play=drop,
        describe=lambda s, m: Msg("an.end.move.drop"),   # the card stays hidden (HIDDEN)
        write=lambda m: f"drop:{m.card}",
        read=(re.compile(rf"drop:{NUM}"), lambda m: DropFinal(read_final(m, 1))))},
    legal={"drop": _drop_moves})

__all__ = ["MOVESET", "DropFinal", "EndPoints", "Finish", "Result", "ScoringDiscard", "Scoring",
           "SeatResult", "card_name", "card_points", "count", "final_cards", "reached_10", "result",
           "standing"]
