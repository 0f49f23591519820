"""Ark Nova moves part by part (see :mod:`tutor.core.turns`): what a board asks first, then
next, and the verdict on the parts chosen so far.

Every move is a frozen dataclass whose fields come in the order a board asks them, so its
parts are read from its fields: first ``move`` (which kind of move, e.g. ``act`` or
``place``), then each field in order, the seat aside (``Partial.seat``). So a turn is the
kind (``act``), the Action card (``action``), then its X-tokens (``x``: AN-ACT-X); a
building (``place``) its ``kind``, then its ``anchor`` hex and ``rot`` (AN-BUILD-COST,
AN-COMP-ROTATE); an animal (``play_animal``) its ``card``, then the enclosure's
``anchor``. A concern's new move joins by being listed in the rules' table, nothing here
to write.

The verdict on parts that make no whole move yet: the gates (game over, the seat asked,
the step asked), then what the part chosen first already decides, in the words and rule IDs
of the whole move's reasons, read from the concern that owns them:

* an Action card: whether that action can do something at the strength the parts allow
  (AN-ACT-CHOOSE, with its slot and X-tokens);
* a building kind (Build step or a free building): offered at this side and strength left,
  one of each special enclosure, 2 money a space against the money, and how many places
  on the map fit it (:func:`.build.explain_kind`: AN-BUILD-BASIC, AN-BUILD-UPG,
  AN-BUILD-SPECIAL1, AN-BUILD-COST, AN-BUILD-FORBID);
* an animal card: where it comes from, each condition, the cost as a sum against the money
  and how many enclosures could hold it, or why none can (:func:`.animals.explain_card`:
  AN-ANIMALS-REP, AN-ANIMALS-COND, AN-ANIMALS-COST, AN-ANIMALS-ENCL);
* a sponsor card: the whole move's reasons with the folder it lies in
  (:func:`.sponsors.explain_card`: AN-SPONSORS-BASIC / AN-SPONSORS-UPG, AN-COND).

Then whether some legal move agrees with every part chosen so far (the open ask's rule),
said when the parts go beyond the one explained or when nothing more specific is known: a
learner on the way to a legal move is never refused, one who has chosen a part that leads
nowhere is told so at once.
"""

from __future__ import annotations

import re
from dataclasses import fields
from functools import lru_cache

from tutor.core import Msg, Partial, Reason, Verdict, seat_name
from tutor.core.verdict import headline

from . import animals, sponsors
from .build import Place, explain_kind
from .buildings import BUILD_KINDS, kind
from .cards import card
from .messages import parts as _messages  # noqa: F401  (registers an.parts.*)
from .moves import Act
from .placement import kind_msg
from .rulebook import R
from .rules import POSSIBLE, RULES, asks, check, legal_moves
from .state import State
from .strength import Action, action_name, action_strength


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def _kinds() -> dict[str, type]:
    """Every move class by its kind word: its class name in snake case, after its module's
    name where two concerns use the same class name."""
    classes = list(RULES.reasons)
    counts: dict[str, int] = {}
    for cls in classes:
        counts[_snake(cls.__name__)] = counts.get(_snake(cls.__name__), 0) + 1
    out = {}
    for cls in classes:
        word = _snake(cls.__name__)
        if counts[word] > 1:
            word = cls.__module__.rsplit(".", 1)[-1] + "." + word
        out[word] = cls
    return out


#: kind word -> move class, and back.
KINDS: dict[str, type] = _kinds()
WORDS: dict[type, str] = {cls: word for word, cls in KINDS.items()}


def _names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in fields(cls) if f.name != "seat")


def _step(state: State, move) -> str:
    """The step tag the move answers: the seat's open ask among those its class answers."""
    accepted = RULES.steps[type(move)]
    accepted = (accepted,) if isinstance(accepted, str) else accepted
    for ask in asks(state):
        if ask.step in accepted and (move.seat is None or ask.seat == move.seat):
            return ask.step
    return accepted[0]


def parts_of(state: State, move) -> Partial:
    """``move`` as its parts: its kind, then each of its fields in order."""
    word = WORDS.get(type(move))
    if word is None:
        raise TypeError(f"not an Ark Nova move: {move!r}")
    return Partial(_step(state, move),
                   (("move", word), *((n, getattr(move, n)) for n in _names(type(move)))),
                   move.seat)


def move_word(move) -> str | None:
    """The kind word of ``move`` (its ``"move"`` part, :func:`parts_of`), without the
    rest of its parts; ``None`` for what is no Ark Nova move."""
    return WORDS.get(type(move))


def _word(partial: Partial) -> str | None:
    """The kind word chosen, ``None`` when none or a value that is no word."""
    word = partial.get("move")
    return word if isinstance(word, str) else None


def move_for(state: State, partial: Partial):
    """The whole move these parts make, or ``None`` while a part is missing."""
    cls = KINDS.get(_word(partial))
    if cls is None:
        return None
    names = _names(cls)
    if any(n not in partial for n in names):
        return None
    return cls(**{n: partial.get(n) for n in names}, seat=partial.seat)


@lru_cache(maxsize=8)
def _legal_parts(state: State) -> tuple[Partial, ...]:
    return tuple(parts_of(state, m) for m in legal_moves(state))


def _known(number: int) -> bool:
    try:
        card(number)
    except KeyError:
        return False
    return True


def _what(state: State, partial: Partial) -> Msg:
    """The parts chosen so far in words, for a refused headline."""
    seat = partial.seat if type(partial.seat) is int and 0 <= partial.seat < state.players \
        else state.turn
    action = partial.get("action")
    if isinstance(action, Action):
        return Msg("an.parts.what.action", who=seat_name(seat), action=action_name(action))
    move, chosen = _word(partial), partial.get("kind")
    if move == WORDS[Place] and isinstance(chosen, str) and chosen in BUILD_KINDS:
        return Msg("an.parts.what.kind", who=seat_name(seat), kind=kind_msg(kind(chosen)))
    number = partial.get("card")
    if move in _EXPLAINED and type(number) is int and _known(number):
        return Msg("an.parts.what.card", who=seat_name(seat), card=animals.card_msg(number))
    return Msg("an.parts.what.any", who=seat_name(seat))


def _action_reasons(state: State, partial: Partial) -> list[Reason]:
    """AN-ACT-CHOOSE on a turn's Action card chosen before its X-tokens: the action can do
    something at its slot's strength, or with some X-tokens more."""
    action = partial.get("action")
    if partial.get("move") != WORDS[Act] or action is None:
        return []
    if not isinstance(action, Action):
        return [Reason(asks(state)[0].rule, False,
                       Msg("an.turn.act.unknown", action=repr(action)))]
    seat = partial.seat
    zoo = state.zoo(seat)
    spend = (partial.get("x"),) if "x" in partial else range(zoo.x_tokens + 1)
    constricted = zoo.card(action).constriction > 0
    for x in spend:
        if not isinstance(x, int) or isinstance(x, bool) or not 0 <= x <= zoo.x_tokens:
            continue
        power = action_strength(zoo.actions, action, x, constricted=constricted).value
        if power < 1:
            continue
        possible = POSSIBLE[action](state, seat, zoo.side(action), power)
        if possible.ok:
            return [Reason(possible.rule, True, Msg("an.parts.action.ok",
                                                    action=action_name(action),
                                                    slot=zoo.slot(action), x=x,
                                                    strength=power))]
    return [Reason(R.ACT_CHOOSE, False,
                   Msg("an.parts.action.none", action=action_name(action),
                       slot=zoo.slot(action), have=zoo.x_tokens))]


#: Per kind word, the part a concern explains on its own before the move is complete, and
#: its explanation ``(state, value) -> reasons`` (the whole move's reasons and rule IDs).
_EXPLAINED = {
    WORDS[Place]: ("kind", explain_kind),
    WORDS[animals.PlayAnimal]: ("card", animals.explain_card),
    WORDS[sponsors.PlaySponsor]: ("card", sponsors.explain_card),
}


def _part_reasons(state: State, partial: Partial) -> tuple[list[Reason], tuple[str, ...]]:
    """What the part chosen first decides already, and the parts those reasons cover."""
    reasons = _action_reasons(state, partial)
    if reasons:
        return reasons, ("action",)
    name, explain = _EXPLAINED.get(_word(partial), (None, None))
    if name is not None and name in partial:
        return list(explain(state, partial.get(name))), (name,)
    return [], ()


@RULES.partial.provide
def check_partial(state: State, partial: Partial) -> Verdict:
    """Parts that make a whole move are that move's verdict; short of one: the gates, what
    the part chosen first decides (the Action card's possibility, AN-ACT-CHOOSE; a building
    kind, AN-BUILD-*; an animal card, AN-ANIMALS-*; a sponsor card, AN-SPONSORS-*) and
    whether a legal move agrees with them, said unless those reasons cover every part
    chosen and say the same."""
    move = move_for(state, partial)
    if move is not None:
        return check(state, move)
    shown = partial.step
    partial, refused = RULES.gate_partial(state, partial)
    if refused is not None:
        return Verdict(partial, shown, (refused,), headline(False, _what(state, partial)))
    ask = next(a for a in asks(state) if a.seat == partial.seat and a.step == partial.step)
    reasons, covered = _part_reasons(state, partial)
    agreeing = sum(1 for whole in _legal_parts(state)
                   if whole.seat == partial.seat and partial.agrees_with(whole))
    chosen = set(partial.names) - {"move"}
    if not reasons or not chosen <= set(covered) or all(r.ok for r in reasons) != (agreeing > 0):
        reasons.append(Reason(ask.rule, agreeing > 0,
                              Msg("an.parts.agree" if agreeing else "an.parts.none",
                                  n=agreeing, ask=ask.msg)))
    legal = all(r.ok for r in reasons)
    return Verdict(partial, shown, tuple(reasons),
                   ask.msg if legal else headline(False, _what(state, partial)))


__all__ = ["KINDS", "WORDS", "check_partial", "move_for", "move_word", "parts_of"]
