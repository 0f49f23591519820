"""Legality: asks, legal_moves, check, prices and combinations (FRU-* rules); the
consequences are :mod:`.resolve`'s."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from tutor.core import Ask, Partial, Verdict
from tutor.core.focus import Card
from tutor.core.i18n import Msg
from tutor.core.said import reason, said
from tutor.core.turns import bind_seat, seat_name
from tutor.core.verdict import headline

from .data import RING, SURCHARGE, VALUE
from .facts import Combination, Price, Sown
from .moves import Collect, Sow, Water
from .rulebook import R
from .state import State


@dataclass(frozen=True)
class Spot(Card):
    """A focus item: a ring space of the seat to play (``H``, ``F1``..``F6``) or a market
    slot (``M1``..``M4``)."""
    code: str


def space(i: int) -> str:
    return "H" if i == 0 else f"F{i}"


# ------------------------------------------------------------------ prices and combinations

def solo(state: State) -> bool:
    return state.players == 1


def price(state: State, slot: int) -> Price:
    """FRU-COLLECT-1 (slots), FRU-VAR-NOMARKET and FRU-SOLO-1 (base price only)."""
    fruit = state.market[slot - 1]
    surcharge = 0 if state.options.no_market or solo(state) else SURCHARGE[slot - 1]
    return Price(slot, fruit, VALUE[fruit], surcharge, state.seeds[state.turn][0])


def combinations(cards) -> tuple[str, ...]:
    """FRU-WIN-1: every combination contained in ``cards`` (the 4 districts of the Market
    Island, FRU-COMP-5)."""
    c = Counter(cards)
    counts = sorted(c.values(), reverse=True)
    out = []
    if len(c) == 5:
        out.append("FIVE-DIFF")
    if counts and counts[0] >= 4:
        out.append("FOUR-SAME")
    if len(counts) >= 2 and counts[0] >= 3 and counts[1] >= 2:
        out.append("FULL-HOUSE")
    if len(counts) >= 3 and counts[2] >= 2:
        out.append("THREE-PAIRS")
    return tuple(out)


# ------------------------------------------------------------------ asks and moves

def asks(state: State) -> tuple[Ask, ...]:
    if state.phase == "over":
        return ()
    if state.phase == "plant":
        return (Ask(state.turn, "sow", R.PLANT_1,
                    Msg("fru.ask.sow", who=Msg("core.seat", n=state.turn + 1))),)
    return (Ask(state.turn, "act", R.ACT,                   # water or collect, no passing
                Msg("fru.ask.act", who=Msg("core.seat", n=state.turn + 1),
                    farm=space(state.active))),)


def _affordable(state: State) -> list[int]:
    fruit = state.farms[state.turn][state.active - 1]
    return [s for s in range(1, len(state.market) + 1)
            if state.market[s - 1] == fruit and price(state, s).total <= state.seeds[state.turn][0]]


def legal_moves(state: State) -> list:
    seat = state.turn
    if state.phase == "plant":
        return [Sow(f, seat) for f in range(1, 7) if state.seeds[seat][f] > 0]
    if state.phase == "act":
        return [Water(seat)] + [Collect(s, seat) for s in _affordable(state)]
    return []


def _path(state: State, farm: int) -> tuple[int, ...]:
    """FRU-PLANT-1: clockwise from ``farm``, the start farm not skipped on a lap ([OPEN])."""
    n = state.seeds[state.turn][farm]
    return tuple((farm + k) % RING for k in range(1, n + 1))


def _reasons(state: State, move) -> list:
    seat = state.turn
    out = []
    if isinstance(move, Sow):
        if state.phase != "plant":
            return [reason(R.TURN, False, said("fru.why.not_sowing"))]
        if not 1 <= move.farm <= 6:
            return [reason(R.PLANT_1, False, said("fru.why.no_farm", farm=move.farm))]
        n = state.seeds[seat][move.farm]
        if n == 0:
            return [reason(R.PLANT_1, False, said("fru.why.empty_farm", farm=space(move.farm)),
                           (Spot(space(move.farm)),))]
        path = _path(state, move.farm)
        names = [space(i) for i in path]
        out.append(reason(R.PLANT_1, True, said("fru.why.sow", farm=space(move.farm), n=n,
                                                 path=" → ".join(names)),
                          tuple(Spot(x) for x in dict.fromkeys(names)),
                          data=Sown(seat, move.farm, path)))
        if path[-1] == 0:
            out.append(reason(R.PLANT_3, True, said("fru.why.again")))
        else:
            fruit = state.farms[seat][path[-1] - 1]
            out.append(reason(R.PLANT_2, True, said("fru.why.active", farm=space(path[-1]),
                                                     fruit=said(f"fru.fruit.{fruit}"))))
        return out
    if state.phase != "act":
        return [reason(R.TURN, False, said("fru.why.sow_first"))]
    fruit = state.farms[seat][state.active - 1]
    if isinstance(move, Water):
        gain = min(VALUE[fruit], state.storage[seat])
        return [reason(R.WATER_1, True, said("fru.why.water", farm=space(state.active),
                                              fruit=said(f"fru.fruit.{fruit}"), n=gain,
                                              storage=state.storage[seat]),
                       (Spot(space(state.active)),))]
    if isinstance(move, Collect):
        if not 1 <= move.slot <= len(state.market) or not state.market[move.slot - 1]:
            return [reason(R.COLLECT_1, False, said("fru.why.no_slot", slot=move.slot))]
        p = price(state, move.slot)
        slot = Spot(f"M{move.slot}")
        if fruit == "Ra":
            return [reason(R.WATER_1, False, said("fru.why.raindrops"), (slot,))]
        if p.fruit != fruit:
            return [reason(R.COLLECT_1, False, said("fru.why.other_fruit",
                                                    card=said(f"fru.fruit.{p.fruit}"),
                                                    fruit=said(f"fru.fruit.{fruit}")), (slot,))]
        ok = p.total <= p.harvest
        out.append(reason(R.COLLECT_1, ok, said("fru.why.price", fruit=said(f"fru.fruit.{p.fruit}"),
                                                 slot=move.slot, base=p.base,
                                                 surcharge=p.surcharge, total=p.total,
                                                 have=p.harvest), (slot, Spot("H")), data=p))
        if ok:
            others = [s for s in _affordable(state) if s != move.slot]
            if others:
                out.append(reason(R.COLLECT_CHOICE, True, said(
                    "fru.why.choice", slots=", ".join(f"M{s}" for s in others))))
            after = state.cards[seat] + (p.fruit,)
            new = [k for k in combinations(after) if k not in combinations(state.cards[seat])]
            for k in new:
                out.append(reason(R.WIN_1, True, said("fru.why.completes",
                                                       kind=said(f"fru.combo.{k}")),
                                  data=Combination(seat, k)))
        return out
    return [reason(R.TURN, False, said("fru.why.unknown"))]


# ------------------------------------------------------------------ the verdict

def describe_move(state: State, move) -> Msg:
    """The move in words (the protocol's ``describe_move``), and so a verdict's headline:
    "Player 1 collects the strawberries in slot M1" (the farm's or the card's fruit when
    the position shows one)."""
    seat = getattr(move, "seat", None)
    seat = state.turn if seat is None else seat
    known = type(seat) is int and seat >= 0
    who = seat_name(seat) if known else str(seat)
    farms = state.farms[seat] if known and seat < state.players else None
    if isinstance(move, Sow):
        farm = move.farm
        if farms is not None and type(farm) is int and 1 <= farm <= len(farms):
            return Msg("fru.what.sow", who=who, farm=space(farm),
                       fruit=Msg(f"fru.fruit.{farms[farm - 1]}"))
        return Msg("fru.what.sow_unknown", who=who, farm=f"F{farm}")
    if isinstance(move, Water):
        if farms is not None and state.phase == "act" and seat == state.turn:
            return Msg("fru.what.water", who=who, farm=space(state.active),
                       fruit=Msg(f"fru.fruit.{farms[state.active - 1]}"))
        return Msg("fru.what.water_none", who=who)
    if not isinstance(move, Collect):
        return Msg("fru.what.unknown", who=who)
    slot = move.slot
    if type(slot) is int and 1 <= slot <= len(state.market) and state.market[slot - 1]:
        return Msg("fru.what.collect", who=who, slot=slot,
                   fruit=Msg(f"fru.fruit.{state.market[slot - 1]}"))
    return Msg("fru.what.collect_empty", who=who, slot=slot)


def _summary(state: State, move, legal: bool) -> Msg:
    """A verdict's headline: its label, then the move in words (:func:`describe_move`)."""
    return headline(legal, describe_move(state, move))


def check(state: State, move) -> Verdict:
    """The verdict on ``move``: the reasons, and the move in words (:func:`describe_move`) for
    the headline. A move's parts (a :class:`Partial`) that make a whole move are that move's
    verdict; short of one, what is asked now. A playout never calls it (``apply`` tells a
    legal move by its reasons, no message built)."""
    from .notation import format_move
    if isinstance(move, Partial):
        from .parts import move_for
        whole = move_for(state, move)
        if whole is not None:
            return check(state, whole)
        if state.phase == "over":
            return Verdict(move, move.step, (reason(R.END_1, False, said("fru.why.over")),),
                           Msg("fru.summary.over"))
        return Verdict(move, move.step, (), asks(state)[0].msg)
    text = format_move(move)
    if state.phase == "over":
        return Verdict(move, text, (reason(R.END_1, False, said("fru.why.over")),),
                       _summary(state, move, False))
    move, refusal = bind_seat(asks(state), move, state.players)
    if refusal is not None:
        return Verdict(move, text, (refusal,), _summary(state, move, False))
    found = tuple(_reasons(state, move))
    return Verdict(move, text, found, _summary(state, move, all(r.ok for r in found
                                                                 if r.binding)))
