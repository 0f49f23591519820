"""Legality of the Ark Nova moves: the start hand (AN-SETUP-HAND), the
choice of an action (AN-ACT-*), the Cards action (AN-CARDS-*) and the discard down at a
break (AN-BREAK-1); the other concerns' moves come from :mod:`.movesets`.

What is asked comes from the step on top of the stack (:mod:`.steps`); ``check`` is the
core skeleton (:class:`tutor.core.check.CheckTable`): game over, a move of this game, the
seat asked, the move answering the open step, then the reasons of the move's type below.
``legal_moves`` lists, per open ask, the moves of its step from the same facts the
reasons read (the step's own ``sources`` / ``snaps``, the seat's hand and tokens).

An Action card is chosen only when its action can do something at the strength chosen
(AN-ACT-CHOOSE: each concern's ``possible``); the X-token action takes any card
(AN-ACT-XACTION).
"""

from __future__ import annotations

from itertools import combinations

from tutor.core import Ask, Msg, Partial, Reason, Verdict, seat_name
from tutor.core.check import CheckTable, by_type
from tutor.core.steps import top

from .later import Later, msg_of, said
from .moves import Act, Discard, Draw, Keep, Move, Snap, Stop, XAction
from .memo import once
from .moveset import merged
from .movesets import MOVESETS
from .rulebook import R
from .state import DISPLAY_SIZE, START_KEEP, State
from .steps import CardsDraw
from .strength import Action, action_name, action_strength, x_action_allowed
from .tracks import X_TOKEN_MAX, folders_in_range
from .typed import as_given, typed_wrong

#: The concerns' moves by type, the legal moves by step tag, the actions they perform.
_MOVE_KINDS = merged(MOVESETS, "moves")
_LEGAL = merged(MOVESETS, "legal")


def _always(action: Action):
    """Cards is always possible (a card can always be drawn or snapped, or the action does
    nothing at all only once deck, pile and display are empty) (AN-ACT-CHOOSE)."""
    def possible(state: State, seat: int, side, strength: int) -> Reason:
        return Reason.later(R.ACT_CHOOSE, True,
                            said("an.turn.act.possible", action=Later(action_name, action)))
    return possible


def _once(state: State, key: tuple, compute):
    """``compute()``, worked out once per position object and ``key`` (:func:`.memo.once`):
    ``legal_moves`` and the ``check`` of each of its moves ask the same questions of one
    position (the open asks, whether an action can act at a strength)."""
    return once(state, ("rules",) + key, compute)


def _kept(action: Action, possible):
    """``possible`` of ``action``, worked out once per position (:func:`_once`)."""
    def kept(state: State, seat: int, side, strength: int) -> Reason:
        return _once(state, ("possible", action, seat, side, strength),
                     lambda: possible(state, seat, side, strength))
    kept.__doc__ = possible.__doc__
    return kept


#: AN-ACT-CHOOSE: per action, whether it can do at least one thing at a strength.
POSSIBLE = {a: _kept(a, p) for a, p in
            {Action.CARDS: _always(Action.CARDS),
             **{a: e.possible for a, e in merged(MOVESETS, "actions").items()}}.items()}
if set(POSSIBLE) != set(Action):
    raise TypeError(f"no concern performs {sorted(set(Action) - set(POSSIBLE))}")


def asks(state: State) -> tuple[Ask, ...]:
    """The open asks: the top step's (a simultaneous step asks several seats)."""
    step = top(state)
    if step is None:
        return ()
    return once(state, _ASKS, lambda: step.asks(state))


#: The key of the open asks in the memo of a position (:func:`_once`'s, without the rest).
_ASKS = ("rules", "asks")


def _over(state: State) -> Reason | None:
    if state.over:
        return Reason.later(R.END_LAST, False, said("an.turn.gate.over"))
    return None


def _wrong_step(state: State, move: Move, ask: Ask) -> Reason:
    return Reason.later(ask.rule, False, said("an.turn.gate.wrong_step", ask=Later(msg_of, ask)))


# ---------------------------------------------------------------- reasons

def keep_reasons(state: State, move: Keep) -> list[Reason]:
    """AN-SETUP-HAND: exactly 4 different cards of the 8 drawn."""
    hand = state.zoo(move.seat).hand
    cards = tuple(move.cards)
    out = [Reason.later(R.SETUP_HAND, len(cards) == START_KEEP and len(set(cards)) == len(cards),
                  said("an.turn.keep.count", n=len(set(cards)), keep=START_KEEP,
                      drawn=len(hand)))]
    missing = [c for c in cards if c not in hand]
    if missing:
        out.append(Reason.later(R.SETUP_HAND, False, said("an.turn.keep.missing", cards=missing)))
    else:
        out.append(Reason.later(R.SETUP_HAND, True, said("an.turn.keep.in_hand")))
    return out


def _spend_reason(state: State, seat: int, x: object) -> Reason:
    have = state.zoo(seat).x_tokens
    ok = 0 <= x <= have
    return Reason.later(R.ACT_X, ok, said("an.turn.x.spend", x=x, have=have))


def act_reasons(state: State, move: Act) -> list[Reason]:
    """AN-ACT-X: the X-tokens spent are held; AN-ACT-STRENGTH: the strength is the slot +
    those tokens; AN-ACT-CHOOSE: the action can do something (Cards and the Sponsors'
    break option always can)."""
    zoo = state.zoo(move.seat)
    spend = _spend_reason(state, move.seat, move.x)
    out = [spend]
    if spend.ok:
        power = action_strength(zoo.actions, move.action, move.x,
                                constricted=zoo.card(move.action).constriction > 0)
        out.append(Reason.later(R.ACT_STRENGTH, True, msg_of, (power,)))
        if power.value < 1:
            return out + [Reason.later(R.ACT_CHOOSE, False, said("an.turn.act.zero",
                                                          action=Later(action_name, move.action)))]
    if spend.ok:
        out.append(POSSIBLE[move.action](state, move.seat, zoo.side(move.action), power.value))
    return out


def xaction_reasons(state: State, move: XAction) -> list[Reason]:
    """AN-ACT-XACTION: any card to slot 1 and 1 X-token, not with 5 X-tokens."""
    return [x_action_allowed(state.zoo(move.seat).x_tokens)]


def draw_reasons(state: State, move: Draw) -> list[Reason]:
    """AN-CARDS-DRAW: side I draws from the deck only; AN-CARDS-REPRANGE: side II also from
    the folders within reputation range; AN-DECK-EMPTY: the deck (or the pile reshuffled)
    must hold a card."""
    step = top(state)
    f = move.folder
    row = step.table
    out = [Reason.later(step.table.rule, step.left > 0,
                  said("an.turn.draw.left", left=step.left, draw=row.draw))]
    if f == 0:
        out.append(Reason.later(R.DECK_EMPTY, bool(state.deck or state.discard),
                          said("an.turn.draw.deck", deck=len(state.deck),
                              discard=len(state.discard))))
        return out
    if not 1 <= f <= DISPLAY_SIZE:
        return out + [Reason.later(R.CARDS_DRAW, False, said("an.turn.draw.folder", folder=f))]
    if step.side == "1":
        return out + [Reason.later(R.CARDS_DRAW, False, said("an.turn.draw.side_i"))]
    rep = state.zoo(move.seat).reputation
    in_range = folders_in_range(rep)
    out.append(Reason.later(R.CARDS_REPRANGE, f in in_range,
                      said("an.turn.draw.range", folder=f, reputation=rep,
                          highest=in_range[-1])))
    out.append(_folder_card(state, f, R.CARDS_REPRANGE))
    return out


def _folder_card(state: State, f: int, rule: R) -> Reason:
    card = state.display[f - 1]
    return Reason.later(rule, card is not None, said("an.turn.folder.card" if card is not None
                                              else "an.turn.folder.empty", folder=f, card=card))


def snap_reasons(state: State, move: Snap) -> list[Reason]:
    """AN-CARDS-SNAP: where the row allows it, before any draw, 1 card of any folder."""
    step = top(state)
    row = step.table
    out = [Reason.later(row.rule, row.snap, said("an.turn.snap.row" if row.snap else
                                          "an.turn.snap.no_row", row=row.row,
                                          side=row.side.name)),
           Reason.later(R.CARDS_SNAP, step.drawn == 0,
                        said("an.turn.snap.drawn", drawn=step.drawn))]
    f = move.folder
    if not 1 <= f <= DISPLAY_SIZE:
        return out + [Reason.later(R.CARDS_SNAP, False, said("an.turn.draw.folder", folder=f))]
    return out + [_folder_card(state, f, R.CARDS_SNAP)]


def stop_reasons(state: State, move: Stop) -> list[Reason]:
    """AN-ACT-CHOOSE: a chosen Cards action draws (or snaps) at least one card."""
    step = top(state)
    return [Reason.later(R.ACT_CHOOSE, step.drawn > 0, said("an.turn.stop", drawn=step.drawn))]


def discard_reasons(state: State, move: Discard) -> list[Reason]:
    """AN-CARDS-TABLE (the compulsory discard, any hand card) or AN-BREAK-1 (down to the
    hand limit): the card is in the seat's hand."""
    step = top(state)
    hand = state.zoo(move.seat).hand
    rule = step.asks(state)[0].rule if step.asks(state) else R.CARDS_TABLE
    out = [Reason.later(rule, move.card in hand, said("an.turn.discard.hand" if move.card in hand
                                               else "an.turn.discard.not_hand",
                                               card=move.card, n=len(hand)))]
    return out + step.discard_reasons(state, move.seat)


# ---------------------------------------------------------------- legal moves

def _keep_moves(state: State, ask: Ask) -> list[Move]:
    hand = state.zoo(ask.seat).hand
    return [Keep(c, seat=ask.seat) for c in combinations(hand, START_KEEP)]


def _turn_moves(state: State, ask: Ask) -> list[Move]:
    have = state.zoo(ask.seat).x_tokens
    zoo = state.zoo(ask.seat)
    out: list[Move] = []
    for a in Action:
        constricted = zoo.card(a).constriction > 0
        for x in range(have + 1):
            power = action_strength(zoo.actions, a, x, constricted=constricted).value
            if power >= 1 and POSSIBLE[a](state, ask.seat, zoo.side(a), power).ok:
                out.append(Act(a, x, seat=ask.seat))
    if have < X_TOKEN_MAX:
        out += [XAction(a, seat=ask.seat) for a in Action]
    return out


def _draw_moves(state: State, ask: Ask) -> list[Move]:
    step: CardsDraw = top(state)
    out: list[Move] = [Draw(f, seat=ask.seat) for f in step.sources(state)]
    out += [Snap(f, seat=ask.seat) for f in step.snaps(state)]
    if step.drawn:
        out.append(Stop(seat=ask.seat))
    return out


def _discard_moves(state: State, ask: Ask) -> list[Move]:
    return [Discard(c, seat=ask.seat) for c in dict.fromkeys(state.zoo(ask.seat).hand)]


_BY_STEP = {"keep": _keep_moves, "turn": _turn_moves, "draw": _draw_moves,
            "discard": _discard_moves, "limit": _discard_moves, **_LEGAL}


def legal_moves(state: State) -> list[Move]:
    """Every legal move of every seat asked now."""
    return [m for ask in asks(state) for m in _BY_STEP[ask.step](state, ask)]


# ---------------------------------------------------------------- words

def _act_msg(state: State, move: Act) -> Msg:
    key = "an.turn.move.act" if move.x else "an.turn.move.act_plain"
    return Msg(key, action=action_name(move.action), x=move.x)


_DESCRIBE = {
    Keep: lambda s, m: Msg("an.turn.move.keep", n=len(m.cards)),  # how many, not which (HIDDEN)
    Act: _act_msg,
    XAction: lambda s, m: Msg("an.turn.move.xaction", action=action_name(m.action)),
    Draw: lambda s, m: (Msg("an.turn.move.draw_deck") if m.folder == 0
                        else Msg("an.turn.move.draw", folder=m.folder)),
    Snap: lambda s, m: Msg("an.turn.move.snap", folder=m.folder),
    Stop: lambda s, m: Msg("an.turn.move.stop"),
    Discard: lambda s, m: Msg("an.turn.move.discard", card=m.card),
    **{t: k.describe for t, k in _MOVE_KINDS.items()},
}


def describe_move(state: State, move: Move) -> Msg:
    """The move in words; a move typed wrong (:mod:`.typed`) as given, so the words of
    each move class read fields of their declared types only."""
    describe = by_type(_DESCRIBE, move, "Ark Nova move")
    if typed_wrong(move) is not None:
        return Msg("an.turn.move.typed_wrong", move=as_given(move))
    return describe(state, move)


def _typed_first(reasons):
    """AN-ACT-TURN before any rule: a move whose field is not of its declared type is
    refused with that field, and no rule reads the value (the reasons below check values,
    not types)."""
    def judged(state: State, move: Move) -> list[Reason]:
        wrong = typed_wrong(move)
        if wrong is None:
            return reasons(state, move)
        return [Reason(R.ACT_TURN, False, Msg("an.turn.typed_wrong", field=wrong.field,
                                              value=repr(wrong.value),
                                              expected=wrong.expected))]
    return judged


RULES = CheckTable(
    asks=asks,
    over=_over,
    steps={Keep: "keep", Act: "turn", XAction: "turn", Draw: "draw", Snap: "draw",
           Stop: "draw", Discard: ("discard", "limit"),
           **{t: k.steps for t, k in _MOVE_KINDS.items()}},
    wrong_step=_wrong_step,
    reasons={t: _typed_first(r) for t, r in {
        Keep: keep_reasons, Act: act_reasons, XAction: xaction_reasons, Draw: draw_reasons,
        Snap: snap_reasons, Stop: stop_reasons, Discard: discard_reasons,
        **{t: k.reasons for t, k in _MOVE_KINDS.items()}}.items()},
    describe=describe_move,
    players=lambda s: s.players)


def check(state: State, move: Move | Partial) -> Verdict:
    """The verdict on ``move``: the gates, then every rule with its numbers."""
    return RULES.check(state, move)


def is_legal(state: State, move: Move) -> bool:
    """Whether ``move`` is legal, no message built."""
    _, reasons = RULES.judge(state, move)
    return all(r.ok or not r.binding for r in reasons)


__all__ = ["RULES", "asks", "check", "describe_move", "is_legal", "legal_moves",
           "seat_name"]
