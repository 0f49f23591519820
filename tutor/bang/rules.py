"""Legality of BANG! moves: distance and range (BANG-DIST*, BANG-RANGE), the one-BANG! rule
(BANG-ONE-BANG), each card's own rule (BANG-BANG … BANG-DYNAMITE, BANG-BLUE-*), the answers
out of turn (BANG-MISSED, BANG-BARREL, BANG-DUEL, BANG-INDIANS, BANG-SAVE), the draw phase
choices and the characters' abilities (BANG-CHAR-*).

Who may act is the top of ``state.stack`` (:func:`asks`): a pending step (:mod:`.steps`)
asks one seat; an empty stack asks the seat on its turn to play. ``check`` is the one
skeleton of :mod:`tutor.core.check` (:data:`RULES`): gates first (game over, a move of this
game, the seat asked, the step it answers: :data:`STEPS`) and stop at the first failure,
then the reasons of the move's class (:data:`REASONS`; an answer out of turn's by the step
it answers) — every rule with its numbers: a target's distance as the sum of its terms
(:class:`.facts.Distance`, the seats as focus), the weapon's range, the BANG! allowance
left, and for an answer why it cancels the hit or not. ``legal_moves`` lists the
candidates of the open ask that ``check`` accepts: one source of legality.

No message is built until read: the reasons hold what they will say as plain values
(:mod:`.said`) and build it on first read, and so does the open ask (:func:`asks`), so
``legal_moves``/``is_legal`` (a playout, a solver) build none.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import Any

from tutor.core import Ask, AskKind, Msg, Partial, Reason, Seat, Verdict
from tutor.core.check import CheckTable, allowed, by_type
from tutor.core.frozen import made
from tutor.core.turns import asked_seats

from .data import BLUE, CHARACTERS, DECK, WEAPONS, kind
from .facts import Allowance, Distance, Reach
from .memo import once
from .moves import (Choose, Discard, DrawFrom, EndTurn, Flip, Heal, Move, Pick, Play,
                    PutBack, Respond, Take)
from .rulebook import CHAR_RULE, R
from .said import (Said, Who, built, card_face, card_msg, card_said, char_msg,  # noqa: F401
                   face_said, focus_cards, player, reason, said)
from .state import State
from .steps import DrawChoice, Duel, Dying, Indians, Shot

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
    return made(Distance, {"frm": a, "to": b, "seats": seats_apart(state, a, b),
                           "mustang": int(sb.has("MU") is not None),
                           "paul": int(sb.character == "paul"),
                           "scope": int(sa.has("SC") is not None),
                           "rose": int(sa.character == "rose")})


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
        return made(Reach, {"distance": d, "limit": 1, "weapon": None})
    return made(Reach, {"distance": d, "limit": state.seats[a].reach,
                        "weapon": state.seats[a].weapon})


def reach_reason(state: State, a: int, b: int, panic: bool = False) -> Reason:
    """BANG-RANGE (a BANG! within the weapon's range) or BANG-DIST-PANIC (distance 1), from
    seat ``a`` to the seat ``b``. Kept per position and seats (:mod:`.memo`): every BANG!
    card at one target, every pick of a Panic!, asks the same; both seats are ints (the
    target was checked first), and the reason is frozen."""
    return once(state, ("reach", a, b, panic), lambda: _reach_reason(state, a, b, panic))


def _reach_reason(state: State, a: int, b: int, panic: bool) -> Reason:
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
    """BANG-ONE-BANG (or Volcanic, Willy the Kid) for ``seat``. Kept per position and seat
    (:mod:`.memo`): every BANG! candidate of the turn asks it; the reason is frozen."""
    return once(state, ("allowance", seat), lambda: _allowance_reason(state, seat))


def _allowance_reason(state: State, seat: int) -> Reason:
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


def open_ask(state: State) -> tuple[int, str, Any, AskKind, Any, Said] | None:
    """The open ask as plain facts: ``(seat, step, rule, kind, data, what it says)``, its
    message not built (``None`` once the game is over): the top step's
    (:meth:`.steps.BangStep.ask`), or the seat on its turn to play. Kept per position
    (:mod:`.memo`): a tuple of plain values, a pure function of the position."""
    return once(state, "open_ask", lambda: _open_ask(state))


def _open_ask(state: State) -> tuple[int, str, Any, AskKind, Any, Said] | None:
    if state.winners:
        return None
    if state.stack:
        return state.stack[0].ask(state)
    seat = state.turn
    return seat, "play", R.TURN_PLAY, AskKind.TURN, None, said("bang.ask.play", who=Who(seat))


def asked_seat(state: State) -> int | None:
    """The seat asked now (``None`` once the game is over), no message built."""
    found = open_ask(state)
    return found[0] if found else None


def asks(state: State) -> tuple[Ask, ...]:
    """The open ask (:func:`open_ask`), its message built when first read. Kept per
    position (:mod:`.memo`): every gate of ``check`` reads it; an ``Ask`` is frozen (its
    message, built on first read, is the same whoever reads it first)."""
    return once(state, "asks", lambda: _asks(state))


def _asks(state: State) -> tuple[Ask, ...]:
    found = open_ask(state)
    if found is None:
        return ()
    seat, step, rule, ask_kind, data, message = found
    return (Ask.later(seat, step, str(rule), built, (message,), ask_kind, data),)


# ---------------------------------------------------------------- reasons

#: ``(card, rule, in hand)`` -> the reason :func:`in_hand` gives, for the 80 cards of the
#: deck: it says only the card's name under the rule, whatever the position, and a reason is
#: frozen (its message, built on first read, is the same for every reader). At most
#: 80 cards x the rules in_hand cites x 2 entries.
_IN_HAND: dict[tuple[str, Any, bool], Reason] = {}
_DECK = frozenset(DECK)


def in_hand(state: State, seat: int, code: str, rule=R.TURN_PLAY) -> Reason:
    """The card is in ``seat``'s hand (BANG-TURN-PLAY, or the rule of the answer)."""
    ok = code in state.seats[seat].hand
    if type(code) is not str or code not in _DECK:
        return _in_hand(code, rule, ok)
    key = (code, rule, ok)
    found = _IN_HAND.get(key)
    if found is None:
        found = _IN_HAND[key] = _in_hand(code, rule, ok)
    return found


def _in_hand(code: str, rule, ok: bool) -> Reason:
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


def end_reasons(state: State, move: EndTurn) -> list[Reason]:
    """BANG-TURN-DISCARD, BANG-HANDLIMIT: the turn ends, with a discard when the hand holds
    more cards than the life points."""
    s = state.seats[move.seat]
    over = len(s.hand) - s.life
    if over > 0:
        return [reason(R.HANDLIMIT, True, said("bang.end.discard", hand=len(s.hand),
                                              life=s.life, n=over))]
    return [reason(R.TURN_DISCARD, True, said("bang.end.ok", hand=len(s.hand), life=s.life))]


def flip_reasons(state: State, move: Flip) -> list[Reason]:
    """A draw! against the shot on top: the Barrel in play, or Jourdonnais' own, once each."""
    frame: Shot = state.stack[0]
    s = state.seats[frame.target]
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


def missed_reasons(state: State, frame: Shot, move: Respond) -> list[Reason]:
    """A card against a shot: a Missed! (Calamity Janet: a BANG! too), two against Slab the
    Killer; a Beer is not one (BANG-MISSED, BANG-CHAR-CALAMITY, BANG-CHAR-SLAB)."""
    seat = frame.target
    s = state.seats[seat]
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


def discard_bang_reasons(state: State, seat: int, move: Respond, rule) -> list[Reason]:
    """Indians! and Duel: discard a BANG! (Calamity Janet: a Missed! too) or lose 1."""
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


def beer_reasons(state: State, frame: Dying, move: Respond) -> list[Reason]:
    """A Beer saves a seat at 0 life or less, while more than two players are alive
    (BANG-SAVE, BANG-SAVE-MULTI, BANG-BEER)."""
    seat = frame.seat
    s = state.seats[seat]
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


def hit_reasons(state: State, frame: Any, move: Take) -> list[Reason]:
    """BANG-DAMAGE: take the hit of a shot, of Indians! or of a lost Duel."""
    s = state.seats[frame.asker]
    return [reason(R.DAMAGE, True, said("bang.take.hit", life=s.life, after=s.life - 1))]


def death_reasons(state: State, frame: Dying, move: Take) -> list[Reason]:
    """BANG-ELIM: no Beer, the seat is out."""
    return [reason(R.ELIM, True, said("bang.take.die", life=state.seats[frame.seat].life))]


#: An answer out of turn, by the step it answers: its reasons ``(state, step, move)``.
RESPONSES = {
    Shot: missed_reasons,
    Indians: lambda state, frame, move: discard_bang_reasons(state, frame.target, move,
                                                             R.INDIANS),
    Duel: lambda state, frame, move: discard_bang_reasons(state, frame.seat, move, R.DUEL),
    Dying: beer_reasons,
}
TAKES = {Shot: hit_reasons, Indians: hit_reasons, Duel: hit_reasons, Dying: death_reasons}


def answering(table: dict[type, Callable[..., list[Reason]]]) -> Callable[..., list[Reason]]:
    """The reasons of an answer out of turn, found in ``table`` by the step it answers (the
    top of the stack)."""
    def answer_reasons(state: State, move: Move) -> list[Reason]:
        frame = state.stack[0]
        return by_type(table, frame, "BANG! step answered")(state, frame, move)
    return answer_reasons


def store_reasons(state: State, move: Pick) -> list[Reason]:
    """BANG-GENERALSTORE: one of the cards left in the store."""
    ok = move.card in state.stack[0].cards
    return [reason(R.GENERALSTORE, ok, said("bang.store.ok" if ok else "bang.store.bad",
                                           card=card_said(move.card) if ok else move.card),
                   focus_cards(move.card) if ok else ())]


def discard_reasons(state: State, move: Discard) -> list[Reason]:
    """BANG-TURN-DISCARD: a card of the hand."""
    return [in_hand(state, state.stack[0].seat, move.card, R.TURN_DISCARD)]


def kit_reasons(state: State, move: PutBack) -> list[Reason]:
    """BANG-CHAR-KIT: one of the three cards Kit Carlson saw."""
    ok = move.card in state.stack[0].cards
    return [reason(R.CHAR_KIT, ok, said("bang.kit.ok" if ok else "bang.kit.bad"),
                   focus_cards(move.card) if ok else ())]


def drawfrom_reasons(state: State, move: DrawFrom) -> list[Reason]:
    """Jesse Jones (a hand) or Pedro Ramirez (the discard pile) draws his first card, or
    takes it from the deck (BANG-TURN-DRAW)."""
    frame: DrawChoice = state.stack[0]
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


def choose_reasons(state: State, move: Choose) -> list[Reason]:
    """BANG-SETUP-CHAR: one of the two characters offered."""
    offer = state.stack[0].offer
    ok = move.character in offer
    return [reason(R.SETUP_CHAR, ok, said("bang.choose.ok" if ok else "bang.choose.bad",
                                         a=char_msg(offer[0]), b=char_msg(offer[1])))]


#: The answers out of turn (BANG-MISSED, BANG-INDIANS, BANG-DUEL, BANG-SAVE): the steps of
#: a seat shot at, under Indians!, in a Duel, or dying.
ANSWERING = ("shot", "indians", "duel", "dying")
#: Move class -> the steps it answers: ``play`` is the seat on its turn (an empty stack),
#: the others the ask of the top pending step (:meth:`.steps.BangStep.ask`). Sid Ketchum
#: heals whenever he is asked to play, answer or discard (BANG-CHAR-SID).
STEPS = {Play: "play", EndTurn: "play", Heal: ("play", *ANSWERING, "discard"),
         Respond: ANSWERING, Take: ANSWERING, Flip: "shot", Pick: "store", Discard: "discard",
         PutBack: "kit", DrawFrom: "drawfrom", Choose: "choose"}
#: Move class -> its reasons ``(state, move)``.
REASONS = {Play: play_reasons, EndTurn: end_reasons, Heal: heal_reasons,
           Respond: answering(RESPONSES), Take: answering(TAKES), Flip: flip_reasons,
           Pick: store_reasons, Discard: discard_reasons, PutBack: kit_reasons,
           DrawFrom: drawfrom_reasons, Choose: choose_reasons}


# ---------------------------------------------------------------- the move in words

def _face_or_code(code: Any) -> Any:
    return card_face(code) if isinstance(code, str) and code in DECK else str(code)


def named(state: State, seat: Any) -> Msg | str:
    """A seat in words ("Player 3"), or the value as it is when it is no seat at the table."""
    return player(seat) if type(seat) is int and 0 <= seat < state.players else str(seat)


def mover(state: State, seat: int | None) -> Any:
    """The seat a move is made by: its own, else the seat asked (the seat on its turn once
    the game is over)."""
    if seat is None:
        seats = list(asked_seats(asks(state))) if not state.winners else []
        seat = seats[0] if seats else state.turn
    return seat


def _play_words(state: State, move: Play, who: Any) -> Msg:
    card = _face_or_code(move.card)
    if move.target is None:
        return Msg("bang.what.play", who=who, card=card)
    target = named(state, move.target)
    if move.pick == "hand":
        return Msg("bang.what.play_hand", who=who, card=card, target=target)
    if move.pick is not None:
        return Msg("bang.what.play_table", who=who, card=card, target=target,
                   other=_face_or_code(move.pick))
    return Msg("bang.what.play_at", who=who, card=card, target=target)


def _from_words(state: State, move: DrawFrom, who: Any) -> Msg:
    if isinstance(move.source, int):
        return Msg("bang.what.from_seat", who=who, target=named(state, move.source))
    return Msg("bang.what.from_discard" if move.source == "discard" else "bang.what.from_deck",
               who=who)


def _choose_words(state: State, move: Choose, who: Any) -> Msg:
    name = CHARACTERS[move.character][0] if move.character in CHARACTERS \
        else str(move.character)
    return Msg("bang.what.choose", who=who, character=name)


def _heal_words(state: State, move: Heal, who: Any) -> Msg:
    a, b = (_face_or_code(c) for c in move.cards)
    return Msg("bang.what.heal", who=who, a=a, b=b)


def _says(key: str, card: bool = False) -> Callable[[State, Move, Any], Msg]:
    """The words of a move that names its seat only, or its seat and a card."""
    if card:
        return lambda state, move, who: Msg(key, who=who, card=_face_or_code(move.card))
    return lambda state, move, who: Msg(key, who=who)


#: Move class -> its words ``(state, move, who)``.
WORDS = {Play: _play_words, Respond: _says("bang.what.respond", card=True),
         Flip: lambda state, move, who: Msg(
             f"bang.what.flip_{'jourdonnais' if move.what == 'jourdonnais' else 'barrel'}",
             who=who),
         Take: _says("bang.what.take"), Pick: _says("bang.what.pick", card=True),
         PutBack: _says("bang.what.back", card=True), DrawFrom: _from_words,
         Choose: _choose_words, Heal: _heal_words, Discard: _says("bang.what.discard", card=True),
         EndTurn: _says("bang.what.end")}


def describe_move(state: State, move: Move) -> Msg:
    """The move in words (the protocol's ``describe_move``), and so a verdict's headline:
    "Player 1 plays BANG! A♠ at Player 3"."""
    who = named(state, mover(state, move.seat))
    return by_type(WORDS, move, "BANG! move")(state, move, who)


# ---------------------------------------------------------------- check, legal moves

def _over(state: State) -> Reason | None:
    return Reason(R.END, False, Msg("bang.gate.over")) if state.winners else None


def _wrong_step(state: State, move: Move, ask: Ask) -> Reason:
    return Reason(ask.rule, False, Msg("bang.gate.step", ask=ask.msg))


def _described(state: State, move: Move) -> Msg | str:
    """The move in words; a move whose fields name no real card or seat, as its text."""
    try:
        return describe_move(state, move)
    except Exception:           # a move whose fields do not name real cards or seats
        return RULES.text(move)


#: Moves judged are kept per position while fewer than this many are (then the candidates
#: of one more ``legal_moves`` at most): a board hovering one position for long makes a
#: new move object at each hover, and may list the legal moves at each redraw.
MAX_JUDGED = 512


class KeptCheckTable(CheckTable):
    """The one ``check`` whose :meth:`judge` is kept per position and move object
    (:mod:`.memo`): ``legal_moves`` judges every candidate, then ``apply`` the chosen one
    and a board each legal one again, on the same position with the same move objects.
    Safe: the reasons are a pure function of the position and the move; the key is the
    move's identity, and the move is held with its answer, so no other object can take its
    identity while the answer is kept (an equal move of other field types, ``True`` for
    the seat 1, is judged afresh). Bounded: the last few positions, :data:`MAX_JUDGED`
    moves each and the candidates."""

    def judge(self, state: Any, move: Any) -> tuple[Any, tuple[Reason, ...]]:
        judged = once(state, "judged", dict)
        kept = judged.get(id(move))
        if kept is not None and kept[0] is move:
            return kept[1]
        found = CheckTable.judge(self, state, move)
        if len(judged) < MAX_JUDGED:
            judged[id(move)] = (move, found)
        return found


#: The one ``check`` (:mod:`tutor.core.check`): game over, the seat asked, the step the top
#: of the stack asks (or the seat on its turn), then the move's own rules. The notation
#: provides the move's text, :mod:`.parts` the verdict on a move still being put together.
RULES = KeptCheckTable(asks=asks, over=_over, steps=STEPS, wrong_step=_wrong_step,
                       reasons=REASONS, describe=_described)


def check(state: State, move: Move | Partial) -> Verdict:
    """The verdict on ``move`` (gates, then every rule with its numbers and focus); the
    headline says the move in words (:func:`describe_move`). A
    :class:`~tutor.core.Partial` gets what its parts decide (:mod:`.parts`)."""
    return RULES.check(state, move)


def is_legal(state: State, move: Move) -> bool:
    """``check(state, move).legal``, without a message: the gates and the move's reasons,
    whose messages (and the open ask's) stay unbuilt."""
    return allowed(RULES.judge(state, move)[1])


def candidates(state: State) -> list[Move]:
    """Every move of the open ask worth asking ``check`` about (a superset of the legal).
    The plays, by the dozen, are made without the constructor's cost
    (:func:`tutor.core.frozen.made`): the same values."""
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
                    out += [made(Play, {"card": code, "target": t, "pick": p, "seat": seat})
                            for p in picks]
            elif k in TARGETED or is_bang_card(state, seat, code):
                out += [made(Play, {"card": code, "target": t, "pick": None, "seat": seat})
                        for t in others]
            elif k != "MS":
                out.append(made(Play, {"card": code, "target": None, "pick": None,
                                       "seat": seat}))
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
    """The candidates ``check`` accepts: the gates of ``check`` once per move class (every
    candidate is the asked seat's, and the gates read only the position, the class and the
    seat), then each candidate's own reasons, kept as :meth:`KeptCheckTable.judge` keeps
    them (``apply`` and a board judge the same move objects again)."""
    out: list[Move] = []
    passed: dict[type, bool] = {}
    reasons = RULES.reasons
    judged = once(state, "judged", dict)
    keep = len(judged) < MAX_JUDGED         # asked again and again: the first lists only
    for m in candidates(state):
        kind_ = type(m)
        ok = passed.get(kind_)
        if ok is None:
            ok = passed[kind_] = RULES.gates(state, m)[1] is None
        if ok:
            found = tuple(reasons[kind_](state, m))
            if keep:
                judged[id(m)] = (m, (m, found))
            if allowed(found):
                out.append(m)
    return out


def targets(state: State, seat: int, code: str) -> dict[int, Verdict]:
    """For the board's hover: the verdict of playing ``code`` at each other seat."""
    return {t: check(state, Play(code, t, seat=seat)) for t in range(state.players) if t != seat}

