"""Legality: asks, legal_moves, check, prices and combinations (FRU-* rules); the
consequences are :mod:`.resolve`'s."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from tutor.core import Ask, Verdict
from tutor.core.check import CheckTable
from tutor.core.focus import Card
from tutor.core.i18n import Msg
from tutor.core.said import reason, said
from tutor.core.turns import seat_name

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
    """Who may act now: the seat on its turn sows, then waters or collects (no passing).
    Their words are built when read (``apply`` reads the asks, never their message)."""
    if state.phase == "over":
        return ()
    if state.phase == "plant":
        return (Ask.later(state.turn, "sow", R.PLANT_1, _ask_sow, (state.turn,)),)
    return (Ask.later(state.turn, "act", R.ACT, _ask_act, (state.turn, state.active)),)


def _ask_sow(seat: int) -> Msg:
    return Msg("fru.ask.sow", who=Msg("core.seat", n=seat + 1))


def _ask_act(seat: int, active: int) -> Msg:
    return Msg("fru.ask.act", who=Msg("core.seat", n=seat + 1), farm=space(active))


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


def _over(state: State):
    return reason(R.END_1, False, said("fru.why.over")) if state.phase == "over" else None


def _wrong_step(state: State, move, ask: Ask):
    """A sowing once the seeds are sown, or an action before (FRU-TURN)."""
    key = "fru.why.not_sowing" if type(move) is Sow else "fru.why.sow_first"
    return reason(R.TURN, False, said(key))


def _sow_reasons(state: State, move: Sow) -> list:
    seat = state.turn
    out = []
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


def _water_reasons(state: State, move: Water) -> list:
    seat = state.turn
    fruit = state.farms[seat][state.active - 1]
    gain = min(VALUE[fruit], state.storage[seat])
    return [reason(R.WATER_1, True, said("fru.why.water", farm=space(state.active),
                                          fruit=said(f"fru.fruit.{fruit}"), n=gain,
                                          storage=state.storage[seat]),
                   (Spot(space(state.active)),))]


def _collect_reasons(state: State, move: Collect) -> list:
    seat = state.turn
    out = []
    fruit = state.farms[seat][state.active - 1]
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
    describe = _DESCRIBE.get(type(move))
    if describe is None:
        return Msg("fru.what.unknown", who=who)
    return describe(state, move, seat, who, farms)


def _describe_sow(state: State, move: Sow, seat, who, farms) -> Msg:
    farm = move.farm
    if farms is not None and type(farm) is int and 1 <= farm <= len(farms):
        return Msg("fru.what.sow", who=who, farm=space(farm),
                   fruit=Msg(f"fru.fruit.{farms[farm - 1]}"))
    return Msg("fru.what.sow_unknown", who=who, farm=f"F{farm}")


def _describe_water(state: State, move: Water, seat, who, farms) -> Msg:
    if farms is not None and state.phase == "act" and seat == state.turn:
        return Msg("fru.what.water", who=who, farm=space(state.active),
                   fruit=Msg(f"fru.fruit.{farms[state.active - 1]}"))
    return Msg("fru.what.water_none", who=who)


def _describe_collect(state: State, move: Collect, seat, who, farms) -> Msg:
    slot = move.slot
    if type(slot) is int and 1 <= slot <= len(state.market) and state.market[slot - 1]:
        return Msg("fru.what.collect", who=who, slot=slot,
                   fruit=Msg(f"fru.fruit.{state.market[slot - 1]}"))
    return Msg("fru.what.collect_empty", who=who, slot=slot)


_DESCRIBE = {Sow: _describe_sow, Water: _describe_water, Collect: _describe_collect}

#: The one ``check`` (:mod:`tutor.core.check`): game over, the seat asked, sow or act as
#: asked (FRU-TURN), then the move's own rules. The notation provides the move's text, the
#: parts module the verdict on a move still being put together (a whole move's verdict, or
#: what is asked now). A playout never calls ``check``: ``apply`` tells a legal move by
#: :func:`judge`, whose reasons build no message.
RULES = CheckTable(
    asks=asks, over=_over,
    steps={Sow: "sow", Water: "act", Collect: "act"},
    wrong_step=_wrong_step,
    reasons={Sow: _sow_reasons, Water: _water_reasons, Collect: _collect_reasons},
    describe=describe_move)


def check(state: State, move) -> Verdict:
    """The verdict on ``move``: the reasons, and the move in words (:func:`describe_move`) for
    the headline; a :class:`Partial` gets what its parts decide so far."""
    return RULES.check(state, move)


def judge(state: State, move) -> tuple:
    """``(move with its seat, its reasons)``, no message built (``apply``'s test)."""
    return RULES.judge(state, move)
