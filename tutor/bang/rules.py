"""Legality of BANG! moves: distance and range (BANG-DIST*, BANG-RANGE), the one-BANG! rule
(BANG-ONE-BANG), each card's own rule (BANG-BANG … BANG-DYNAMITE, BANG-BLUE-*), the answers
out of turn (BANG-MISSED, BANG-BARREL, BANG-DUEL, BANG-INDIANS, BANG-SAVE), the draw phase
choices and the characters' abilities (BANG-CHAR-*).

Who may act is the top of ``state.stack`` (:func:`asks`): a pending step (:mod:`.steps`)
asks one seat; an empty stack asks the seat on its turn to play. ``check`` never raises for
a well-typed move: gates first (game over, the seat asked, the kind of answer asked for)
and stop at the first failure, then every rule with its numbers — a target's distance as
the sum of its terms (:class:`.facts.Distance`, the seats as focus), the weapon's range, the BANG!
allowance left, and for an answer why it cancels the hit or not. ``legal_moves`` lists the
candidates of the open ask that ``check`` accepts: one source of legality.

No message is built until read: the reasons hold what they will say as plain values
(:mod:`.said`) and build it on first read, and ``legal_moves``/``is_legal`` read the open
ask's facts (:func:`open_ask`) rather than an :class:`Ask` with its message, so a playout
or a solver builds none.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations
from typing import Any

from tutor.core import Ask, AskKind, Msg, Reason, Seat, Verdict, bind_seat
from tutor.core.turns import asked_seats
from tutor.core.verdict import headline

from .data import BLUE, CHARACTERS, DECK, WEAPONS, kind
from .facts import Allowance, Distance, Reach
from .moves import (Choose, Discard, DrawFrom, EndTurn, Flip, Heal, Move, Pick, Play,
                    PutBack, Respond, Take)
from .notation import format_move
from .rulebook import CHAR_RULE, R
from .said import (Said, Who, built, card_face, card_msg, card_said, char_msg,  # noqa: F401
                   face_said, focus_cards, player, reason, said)
from .state import State
from .steps import DrawChoice, Dying, Shot

#: card kind -> the rule of its own effect
CARD_RULE = {"BG": R.BANG, "MS": R.MISSED, "BR": R.BEER, "BA": R.BARREL, "DY": R.DYNAMITE,
             "JA": R.JAIL, "PN": R.PANIC, "CB": R.CATBALOU, "VO": R.WEAPONS,
             "SF": R.WEAPONS, "RE": R.WEAPONS, "RC": R.WEAPONS, "WI": R.WEAPONS,
             "MU": R.DIST_MUSTANG, "SC": R.DIST_SCOPE, "ST": R.STAGECOACH,
             "WF": R.WELLSFARGO, "GA": R.GATLING, "IN": R.INDIANS, "DU": R.DUEL,
             "GS": R.GENERALSTORE, "SA": R.SALOON}
#: cards played on one's turn without a target
UNTARGETED = frozenset({"BR", "ST", "WF", "GA", "IN", "GS", "SA"}) | (BLUE - {"JA"})
TARGETED = frozenset({"BG", "PN", "CB", "DU", "JA"})


# ---------------------------------------------------------------- distance (BANG-DIST*)

def seats_apart(state: State, a: int, b: int) -> int:
    """BANG-DIST, BANG-ELIM-ORDER: the fewer seats between ``a`` and ``b`` around the
    living players."""
    ring = state.living()
    if a not in ring or b not in ring:
        ring = sorted(set(ring) | {a, b})
    i, j = ring.index(a), ring.index(b)
    d = abs(i - j)
    return min(d, len(ring) - d)


def distance(state: State, a: int, b: int) -> Distance:
    """BANG-DIST-DIR: from ``a`` to ``b``: ``a``'s Scope and Rose Doolan, ``b``'s Mustang
    and Paul Regret (BANG-DIST-MUSTANG, BANG-DIST-SCOPE, BANG-CHAR-PAUL, BANG-CHAR-ROSE)."""
    sa, sb = state.seats[a], state.seats[b]
    return Distance(a, b, seats_apart(state, a, b), int(sb.has("MU") is not None),
                    int(sb.character == "paul"), int(sa.has("SC") is not None),
                    int(sa.character == "rose"))


def distance_said(d: Distance) -> Said:
    """The distance as its terms say it ("3 (2 seats, +1 for a Mustang)"), built later."""
    terms = []
    if d.mustang:
        terms.append(said("bang.term.mustang"))
    if d.paul:
        terms.append(said("bang.term.paul"))
    if d.scope:
        terms.append(said("bang.term.scope"))
    if d.rose:
        terms.append(said("bang.term.rose"))
    if terms:
        return said("bang.dist.terms", total=d.total, seats=d.seats, terms=terms)
    return said("bang.dist.plain", total=d.total, seats=d.seats)


def distance_msg(d: Distance) -> Msg:
    return built(distance_said(d))


def reach(state: State, a: int, b: int, panic: bool = False) -> Reach:
    d = distance(state, a, b)
    if panic:
        return Reach(d, 1, None)
    return Reach(d, state.seats[a].reach, state.seats[a].weapon)


def reach_reason(state: State, a: int, b: int, panic: bool = False) -> Reason:
    r = reach(state, a, b, panic)
    dist = distance_said(r.distance)
    if panic:
        msg = said("bang.reach.panic", dist=dist)
        rule = R.DIST_PANIC
    else:
        weapon = card_said(r.weapon) if r.weapon else said("bang.colt")
        msg = said("bang.reach.weapon", dist=dist, weapon=weapon, range=r.limit)
        rule = R.RANGE
    return reason(rule, r.ok, msg, (Seat(a), Seat(b)) + focus_cards(r.weapon), data=r)


def allowance(state: State, seat: int) -> Allowance:
    s = state.seats[seat]
    if s.has("VO"):
        return Allowance(state.bangs, None, "volcanic")
    if s.character == "willy":
        return Allowance(state.bangs, None, "willy")
    return Allowance(state.bangs, 1, "one")


def allowance_reason(state: State, seat: int) -> Reason:
    a = allowance(state, seat)
    if a.allowed is None:
        rule = R.WEAPONS if a.why == "volcanic" else R.CHAR_WILLY
        return reason(rule, True, said(f"bang.allow.{a.why}", played=a.played),
                      focus_cards(state.seats[seat].has("VO")), data=a)
    ok = a.played < a.allowed
    return reason(R.ONE_BANG, ok, said("bang.allow.one" if ok else "bang.allow.used",
                                      played=a.played), data=a)


# ---------------------------------------------------------------- who may act

def is_bang_card(state: State, seat: int, code: str) -> bool:
    """A card that is a BANG! for ``seat`` (Calamity Janet: a Missed! too)."""
    k = kind(code)
    return k == "BG" or (k == "MS" and state.seats[seat].character == "calamity")


def is_missed_card(state: State, seat: int, code: str) -> bool:
    k = kind(code)
    return k == "MS" or (k == "BG" and state.seats[seat].character == "calamity")


#: The moves that answer the seat on its turn (an empty stack); a pending step says its own
#: (its ``ANSWERS``).
PLAY_ANSWERS = (Play, Heal, EndTurn)


def open_ask(state: State) -> tuple[int, str, Any, AskKind, Any, Said] | None:
    """The open ask as plain facts: ``(seat, step, rule, kind, data, what it says)``, its
    message not built (``None`` once the game is over): the top step's
    (:meth:`.steps.BangStep.ask`), or the seat on its turn to play. ``legal_moves`` and
    ``apply`` read this; :func:`asks` makes it an :class:`Ask`."""
    if state.winners:
        return None
    if state.stack:
        return state.stack[0].ask(state)
    seat = state.turn
    return seat, "play", R.TURN_PLAY, AskKind.TURN, None, said("bang.ask.play", who=Who(seat))


def answers(state: State) -> tuple[type, ...]:
    """The move types that answer the open ask."""
    return state.stack[0].ANSWERS if state.stack else PLAY_ANSWERS


def asked_seat(state: State) -> int | None:
    """The seat asked now (``None`` once the game is over), no message built."""
    found = open_ask(state)
    return found[0] if found else None


def asks(state: State) -> tuple[Ask, ...]:
    found = open_ask(state)
    if found is None:
        return ()
    seat, step, rule, ask_kind, data, message = found
    return (Ask(seat, step, str(rule), built(message), ask_kind, data),)


# ---------------------------------------------------------------- reasons

def in_hand(state: State, seat: int, code: str, rule=R.TURN_PLAY) -> Reason:
    ok = code in state.seats[seat].hand
    return reason(rule, ok, said("bang.hand.ok" if ok else "bang.hand.none", card=card_said(code)
                                if kind(code) in CARD_RULE else code), focus_cards(code)
                  if ok else ())


def target_reason(state: State, seat: int, target: int | None, rule) -> Reason | None:
    """The target exists, lives and is another player; ``None`` when it is fine."""
    if target is None:
        return reason(rule, False, said("bang.target.none"))
    if type(target) is not int or not 0 <= target < state.players:
        return reason(rule, False, said("bang.target.seat", n=target if type(target) is not int
                                       else target + 1, players=state.players))
    if target == seat:
        return reason(rule, False, said("bang.target.self"), (Seat(seat),))
    if not state.seats[target].alive:
        return reason(R.ELIM_ORDER, False, said("bang.target.dead", who=Who(target)),
                      (Seat(target),))
    return None


def pick_reasons(state: State, move: Play, rule) -> list[Reason]:
    t = state.seats[move.target]
    if move.pick == "hand":
        ok = bool(t.hand)
        return [reason(rule, ok, said("bang.pick.hand" if ok else "bang.pick.empty",
                                     who=Who(move.target), n=len(t.hand)),
                       (Seat(move.target),))]
    if move.pick in t.table:
        return [reason(rule, True, said("bang.pick.table", who=Who(move.target),
                                       card=card_said(move.pick)),
                       (Seat(move.target),) + focus_cards(move.pick))]
    return [reason(rule, False, said("bang.pick.bad", who=Who(move.target)),
                   (Seat(move.target),))]


def play_reasons(state: State, move: Play) -> list[Reason]:
    seat, code = move.seat, move.card
    first = in_hand(state, seat, code)
    if not first.ok:
        return [first]
    out = [first]
    k = kind(code)
    s = state.seats[seat]
    rule = CARD_RULE[k]
    bang = is_bang_card(state, seat, code)
    if bang and k == "MS":
        out.append(reason(R.CHAR_CALAMITY, True, said("bang.calamity.as_bang")))
        rule = R.BANG
    if k == "MS" and not bang:
        out.append(reason(R.MISSED, False, said("bang.missed.only_answer")))
        return out
    if (k in UNTARGETED) and (move.target is not None or move.pick is not None):
        out.append(reason(rule, False, said("bang.target.untargeted", card=card_said(code))))
        return out
    if k in TARGETED or bang:
        bad = target_reason(state, seat, move.target, rule)
        if bad is not None:
            out.append(bad)
            return out
        if k not in ("PN", "CB") and move.pick is not None:
            out.append(reason(rule, False, said("bang.pick.none", card=card_said(code))))
            return out
    if bang:
        out.append(reach_reason(state, seat, move.target))
        out.append(allowance_reason(state, seat))
    elif k == "BR":
        if s.life >= s.max_life:
            out.append(reason(R.BEER, False, said("bang.beer.full", life=s.life,
                                                 most=s.max_life)))
        else:
            out.append(reason(R.BEER, True, said("bang.beer.ok", life=s.life, after=s.life + 1)))
            if not state.beer_heals():
                out.append(reason(R.BEER, False, said("bang.beer.two"), binding=False))
    elif k in ("PN", "CB"):
        if move.pick is None:
            out.append(reason(rule, False, said("bang.pick.missing")))
            return out
        if k == "PN":
            out.append(reach_reason(state, seat, move.target, panic=True))
        else:
            out.append(reason(R.CATBALOU, True, said("bang.catbalou.any")))
        out += pick_reasons(state, move, rule)
    elif k == "DU":
        out.append(reason(R.DUEL, True, said("bang.duel.any", who=Who(move.target)),
                          (Seat(move.target),)))
    elif k == "JA":
        t = state.seats[move.target]
        if t.role == "S":
            out.append(reason(R.JAIL_TARGET, False, said("bang.jail.sheriff"),
                              (Seat(move.target),)))
        elif t.has("JA"):
            out.append(reason(R.JAIL_TARGET, False, said("bang.jail.already",
                                                        who=Who(move.target)),
                              (Seat(move.target),) + focus_cards(t.has("JA"))))
        else:
            out.append(reason(R.JAIL_TARGET, True, said("bang.jail.ok", who=Who(move.target)),
                              (Seat(move.target),)))
    elif k in BLUE:
        same = s.has(k)
        if same:
            out.append(reason(R.BLUE_NODUP, False, said("bang.blue.dup", card=card_said(code)),
                              focus_cards(same)))
        elif k in WEAPONS and s.weapon:
            out.append(reason(R.BLUE_ONEWEAPON, True, said("bang.blue.replace",
                                                          card=card_said(code),
                                                          old=card_said(s.weapon)),
                              focus_cards(s.weapon)))
        else:
            out.append(reason(R.BLUE_STAY, True, said("bang.blue.ok", card=card_said(code))))
    elif k == "GA":
        out.append(reason(R.ONE_BANG_GAT, True, said("bang.gatling.ok")))
    else:
        out.append(reason(rule, True, said(f"bang.effect.{k}")))
    return out


def heal_reasons(state: State, move: Heal) -> list[Reason]:
    seat = move.seat
    s = state.seats[seat]
    if s.character != "sid":
        return [reason(R.CHAR_SID, False, said("bang.sid.not"))]
    cards = tuple(move.cards)
    if len(cards) != 2 or cards[0] == cards[1] or any(c not in s.hand for c in cards):
        return [reason(R.CHAR_SID, False, said("bang.sid.cards"))]
    if s.life >= s.max_life:
        return [reason(R.CHAR_SID, False, said("bang.beer.full", life=s.life, most=s.max_life))]
    return [reason(R.CHAR_SID, True, said("bang.sid.ok", life=s.life, after=s.life + 1),
                   focus_cards(*cards))]


def shot_reasons(state: State, frame: Shot, move: Move) -> list[Reason]:
    seat = frame.target
    s = state.seats[seat]
    if isinstance(move, Take):
        return [reason(R.DAMAGE, True, said("bang.take.hit", life=s.life, after=s.life - 1))]
    if isinstance(move, Flip):
        if move.what == "barrel":
            card = s.has("BA")
            if card is None:
                return [reason(R.BARREL, False, said("bang.barrel.none"))]
            if frame.barrel:
                return [reason(R.BARREL, False, said("bang.barrel.used"), focus_cards(card))]
            return [reason(R.BARREL, True, said("bang.barrel.ok"), focus_cards(card))]
        if move.what == "jourdonnais":
            if s.character != "jourdonnais":
                return [reason(R.CHAR_JOURDONNAIS, False, said("bang.jour.not"))]
            if frame.ability:
                return [reason(R.CHAR_JOURDONNAIS, False, said("bang.jour.used"))]
            return [reason(R.CHAR_JOURDONNAIS, True, said("bang.jour.ok"))]
        return [reason(R.BARREL, False, said("bang.flip.bad"))]
    first = in_hand(state, seat, move.card, R.MISSED)
    if not first.ok:
        return [first]
    k = kind(move.card)
    if is_missed_card(state, seat, move.card):
        rule = R.CHAR_CALAMITY if k == "BG" else R.MISSED
        key = "bang.missed.cancels" if frame.needed == 1 else "bang.missed.one_of"
        out = [first, reason(rule, True, said(key, n=frame.needed), focus_cards(move.card))]
        if frame.needed > 1:
            out.append(reason(R.CHAR_SLAB, True, said("bang.slab.two", n=frame.needed)))
        return out
    if k == "BG":
        return [first, reason(R.MISSED, False, said("bang.missed.bang_no"))]
    if k == "BR":
        return [first, reason(R.BEER, False, said("bang.beer.not_yet", life=s.life))]
    return [first, reason(R.MISSED, False, said("bang.missed.not", card=card_said(move.card)))]


def discard_bang_reasons(state: State, seat: int, move: Move, rule) -> list[Reason]:
    """Indians! and Duel: discard a BANG! (Calamity Janet: a Missed! too) or lose 1."""
    s = state.seats[seat]
    if isinstance(move, Take):
        return [reason(R.DAMAGE, True, said("bang.take.hit", life=s.life, after=s.life - 1))]
    first = in_hand(state, seat, move.card, rule)
    if not first.ok:
        return [first]
    if is_bang_card(state, seat, move.card):
        out = [first, reason(rule, True, said("bang.discard_bang.ok", card=card_said(move.card)),
                             focus_cards(move.card))]
        if kind(move.card) == "MS":
            out.append(reason(R.CHAR_CALAMITY, True, said("bang.calamity.as_bang")))
        return out
    if kind(move.card) == "MS":
        card = Said(f"bang.card.{'IN' if rule is R.INDIANS else 'DU'}")
        return [first, reason(R.MISSED, False, said("bang.missed.useless", card=card))]
    return [first, reason(rule, False, said("bang.discard_bang.not", card=card_said(move.card)))]


def dying_reasons(state: State, frame: Dying, move: Move) -> list[Reason]:
    seat = frame.seat
    s = state.seats[seat]
    if isinstance(move, Take):
        return [reason(R.ELIM, True, said("bang.take.die", life=s.life))]
    if isinstance(move, Heal):
        return heal_reasons(state, move)
    first = in_hand(state, seat, move.card, R.SAVE)
    if not first.ok:
        return [first]
    if kind(move.card) != "BR":
        return [first, reason(R.SAVE, False, said("bang.save.not", card=card_said(move.card)))]
    if not state.beer_heals():
        return [first, reason(R.BEER, False, said("bang.beer.two_save"), focus_cards(move.card))]
    rule = R.SAVE_MULTI if s.life < 0 else R.SAVE
    return [first, reason(rule, True, said("bang.save.ok", life=s.life, after=s.life + 1,
                                          need=1 - s.life), focus_cards(move.card))]


def drawfrom_reasons(state: State, frame: DrawChoice, move: DrawFrom) -> list[Reason]:
    rule = CHAR_RULE[frame.who]
    src = move.source
    if src == "deck":
        return [reason(R.TURN_DRAW, True, said("bang.from.deck"))]
    if frame.who == "pedro":
        if src != "discard":
            return [reason(rule, False, said("bang.from.pedro_bad"))]
        ok = bool(state.discard)
        return [reason(rule, ok, said("bang.from.discard" if ok else "bang.from.discard_empty",
                                     card=card_said(state.discard[-1]) if ok else ""),
                       focus_cards(state.discard[-1]) if ok else ())]
    if type(src) is not int:
        return [reason(rule, False, said("bang.from.jesse_bad"))]
    bad = target_reason(state, frame.seat, src, rule)
    if bad is not None:
        return [bad]
    n = len(state.seats[src].hand)
    return [reason(rule, n > 0, said("bang.from.hand" if n else "bang.pick.empty",
                                    who=Who(src), n=n), (Seat(src),))]


def step_reasons(state: State, step: str, move: Move) -> list[Reason]:
    top = state.stack[0] if state.stack else None
    if isinstance(move, Heal):          # BANG-CHAR-SID: at any time he is asked something
        return heal_reasons(state, move)
    if step == "play":
        if isinstance(move, Play):
            return play_reasons(state, move)
        if isinstance(move, Heal):
            return heal_reasons(state, move)
        s = state.seats[move.seat]
        over = len(s.hand) - s.life
        if over > 0:
            return [reason(R.HANDLIMIT, True, said("bang.end.discard", hand=len(s.hand),
                                                  life=s.life, n=over))]
        return [reason(R.TURN_DISCARD, True, said("bang.end.ok", hand=len(s.hand),
                                                 life=s.life))]
    if step == "shot":
        return shot_reasons(state, top, move)
    if step == "indians":
        return discard_bang_reasons(state, top.target, move, R.INDIANS)
    if step == "duel":
        return discard_bang_reasons(state, top.seat, move, R.DUEL)
    if step == "dying":
        return dying_reasons(state, top, move)
    if step == "store":
        ok = move.card in top.cards
        return [reason(R.GENERALSTORE, ok, said("bang.store.ok" if ok else "bang.store.bad",
                                               card=card_said(move.card) if ok else move.card),
                       focus_cards(move.card) if ok else ())]
    if step == "discard":
        return [in_hand(state, top.seat, move.card, R.TURN_DISCARD)]
    if step == "kit":
        ok = move.card in top.cards
        return [reason(R.CHAR_KIT, ok, said("bang.kit.ok" if ok else "bang.kit.bad"),
                       focus_cards(move.card) if ok else ())]
    if step == "drawfrom":
        return drawfrom_reasons(state, top, move)
    ok = move.character in top.offer
    return [reason(R.SETUP_CHAR, ok, said("bang.choose.ok" if ok else "bang.choose.bad",
                                         a=char_msg(top.offer[0]), b=char_msg(top.offer[1])))]


# ---------------------------------------------------------------- check, legal moves

def _format(move: Move) -> str:
    try:
        return format_move(move, seat=False)
    except Exception:           # a move whose fields the notation cannot write
        return type(move).__name__.lower()


def reasons(state: State, move: Move) -> tuple[Move, list[Reason], bool]:
    """``(move with its seat, reasons, gated)``: ``gated`` when a gate refused it."""
    if state.winners:
        return move, [Reason(R.END, False, Msg("bang.gate.over"))], True
    seat, step = _gate(state, move)
    if step is not None:                # the seat asked, the kind of move asked for
        if move.seat is None:
            move = replace(move, seat=seat)
        return move, step_reasons(state, step, move), False
    open_asks = asks(state)            # a gate refuses: say why, with the ask's message
    move, refused = bind_seat(open_asks, move, state.players)
    if refused is not None:
        return move, [refused], True
    ask = open_asks[0]
    if not isinstance(move, answers(state)):
        return move, [Reason(ask.rule, False, Msg("bang.gate.step", ask=ask.msg))], True
    return move, step_reasons(state, ask.step, move), False


def _face_or_code(code: Any) -> Any:
    return card_face(code) if isinstance(code, str) and code in DECK else str(code)


def describe_move(state: State, move: Move) -> Msg:
    """The move in words (the protocol's ``describe_move``), and so a verdict's headline:
    "Player 1 plays BANG! A♠ at Player 3"."""
    seat = move.seat
    if seat is None:
        seats = list(asked_seats(asks(state))) if not state.winners else []
        seat = seats[0] if seats else state.turn
    who = player(seat) if type(seat) is int and 0 <= seat < state.players else str(seat)

    def seat_msg(s: Any) -> Any:
        return player(s) if type(s) is int and 0 <= s < state.players else str(s)

    if isinstance(move, Play):
        card = _face_or_code(move.card)
        if move.target is None:
            return Msg("bang.what.play", who=who, card=card)
        if move.pick == "hand":
            return Msg("bang.what.play_hand", who=who, card=card, target=seat_msg(move.target))
        if move.pick is not None:
            return Msg("bang.what.play_table", who=who, card=card,
                       target=seat_msg(move.target), other=_face_or_code(move.pick))
        return Msg("bang.what.play_at", who=who, card=card, target=seat_msg(move.target))
    if isinstance(move, Respond):
        return Msg("bang.what.respond", who=who, card=_face_or_code(move.card))
    if isinstance(move, Flip):
        return Msg(f"bang.what.flip_{'jourdonnais' if move.what == 'jourdonnais' else 'barrel'}",
                   who=who)
    if isinstance(move, Take):
        return Msg("bang.what.take", who=who)
    if isinstance(move, Pick):
        return Msg("bang.what.pick", who=who, card=_face_or_code(move.card))
    if isinstance(move, PutBack):
        return Msg("bang.what.back", who=who, card=_face_or_code(move.card))
    if isinstance(move, DrawFrom):
        if isinstance(move.source, int):
            return Msg("bang.what.from_seat", who=who, target=seat_msg(move.source))
        return Msg("bang.what.from_discard" if move.source == "discard"
                   else "bang.what.from_deck", who=who)
    if isinstance(move, Choose):
        name = CHARACTERS[move.character][0] if move.character in CHARACTERS \
            else str(move.character)
        return Msg("bang.what.choose", who=who, character=name)
    if isinstance(move, Heal):
        a, b = (_face_or_code(c) for c in move.cards)
        return Msg("bang.what.heal", who=who, a=a, b=b)
    if isinstance(move, Discard):
        return Msg("bang.what.discard", who=who, card=_face_or_code(move.card))
    return Msg("bang.what.end", who=who)


def check(state: State, move: Move) -> Verdict:
    """The verdict on a whole ``move`` (gates, then every rule with its numbers and focus);
    the headline says the move in words (:func:`describe_move`). The game's ``check``
    (:func:`.parts.check`) takes a move put together part by part too."""
    text = _format(move)
    move, found, _ = reasons(state, move)
    legal = all(r.ok or not r.binding for r in found)
    try:
        said = describe_move(state, move)
    except Exception:           # a move whose fields do not name real cards or seats
        said = text
    return Verdict(move, text, tuple(found), headline(legal, said))


def _gate(state: State, move: Move) -> tuple[int | None, str | None]:
    """``(seat asked, step)`` when the gates of :func:`reasons` let ``move`` through, on the
    open ask's facts, no message built; ``(None, None)`` when one refuses it. Bang! asks one
    seat at a time, so :func:`bind_seat` refuses exactly a seat that is not the asked one
    (a move without a seat is the asked seat's)."""
    found = open_ask(state)
    if found is None:
        return None, None
    seat, step = found[0], found[1]
    if move.seat is not None and (move.seat != seat or type(move.seat) is not int):
        return None, None
    if not isinstance(move, answers(state)):
        return None, None
    return seat, step


def is_legal(state: State, move: Move) -> bool:
    """``check(state, move).legal``, without a message: the gates on the open ask's facts,
    then the step's reasons, whose messages stay unbuilt."""
    seat, step = _gate(state, move)
    if step is None:
        return False
    if move.seat is None:
        move = replace(move, seat=seat)
    return all(r.ok or not r.binding for r in step_reasons(state, step, move))


def candidates(state: State) -> list[Move]:
    """Every move of the open ask worth asking ``check`` about (a superset of the legal)."""
    found = open_ask(state)
    if found is None:
        return []
    seat, step = found[0], found[1]
    s = state.seats[seat]
    top = state.stack[0] if state.stack else None
    out: list[Move] = []
    if step == "play":
        others = [t for t in state.living() if t != seat]
        for code in dict.fromkeys(s.hand):
            k = kind(code)
            if k in ("PN", "CB"):
                for t in others:
                    ts = state.seats[t]
                    picks = (["hand"] if ts.hand else []) + list(ts.table)
                    out += [Play(code, t, p, seat=seat) for p in picks]
            elif k in TARGETED or is_bang_card(state, seat, code):
                out += [Play(code, t, seat=seat) for t in others]
            elif k != "MS":
                out.append(Play(code, seat=seat))
        if s.character == "sid" and s.life < s.max_life:
            out += [Heal(pair, seat=seat) for pair in combinations(sorted(set(s.hand)), 2)]
        out.append(EndTurn(seat=seat))
    elif step in ("shot", "indians", "duel", "dying"):
        out += [Respond(c, seat=seat) for c in dict.fromkeys(s.hand)]
        if step == "shot":
            out += [Flip("barrel", seat=seat), Flip("jourdonnais", seat=seat)]
        out.append(Take(seat=seat))
    elif step == "store":
        out += [Pick(c, seat=seat) for c in top.cards]
    elif step == "discard":
        out += [Discard(c, seat=seat) for c in dict.fromkeys(s.hand)]
    if step in ("shot", "indians", "duel", "dying", "discard") and s.character == "sid" \
            and s.life < s.max_life:
        out += [Heal(pair, seat=seat) for pair in combinations(sorted(set(s.hand)), 2)]
    elif step == "kit":
        out += [PutBack(c, seat=seat) for c in top.cards]
    elif step == "drawfrom":
        out.append(DrawFrom("deck", seat=seat))
        if top.who == "pedro":
            out.append(DrawFrom("discard", seat=seat))
        else:
            out += [DrawFrom(t, seat=seat) for t in state.living() if t != seat]
    elif step == "choose":
        out += [Choose(c, seat=seat) for c in top.offer]
    return out


def legal_moves(state: State) -> list[Move]:
    return [m for m in candidates(state) if is_legal(state, m)]


def targets(state: State, seat: int, code: str) -> dict[int, Verdict]:
    """For the board's hover: the verdict of playing ``code`` at each other seat."""
    return {t: check(state, Play(code, t, seat=seat)) for t in range(state.players) if t != seat}

