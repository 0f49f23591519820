"""The ``fru1`` notation: one strict line, exact round trip.

    fru1 players=2 setup=sym market=yes [tiebreak=more.more] [fifth=now.first] seed=0
    farms=StPeRaPiBaPl/StPeRaPiBaPl
    seeds=0.2.2.2.0.0.0/0.2.2.2.0.0.0 storage=12/12 cards=-/- spent=0 offer=St,Pe,Ba,Pi
    deck=Pl,... turn=1 phase=plant active=- ending=no winners=-

(one line). ``tiebreak`` (FRU-END-2: ``more``/``fewer`` fruits, then seeds) and ``fifth``
(the variant: ``now``/``round``, then ``first``/``combination``) are optional, written only
when not the defaults shown. ``farms``: per player, the six farm cards F1..F6 as 2-letter
codes; ``seeds``:
per player H.F1...F6; ``offer``: M1.. left to right, ``_`` an empty slot; ``turn`` and
``winners`` 1-based. Moves: ``F1``..``F6`` (sow), ``W`` (water), ``M1``..``M4`` (collect),
with an optional ``pN:`` seat prefix.
"""

from __future__ import annotations

import re
from collections import Counter

from tutor.core import Msg
from tutor.core.check import move_writer
from tutor.core.notation import failer, read_fields, read_number, read_seed, require_text
from tutor.core.turns import parse_seated

from .data import CARDS_PER_FRUIT, FARM_CARDS, FRUITS, SEEDS_PER_PLAYER
from .moves import Collect, Sow, Water
from .reachable import check_reachable
from .rules import RULES
from .state import NOTATION, Options, State

PREFIX = "fru1"
FIELDS = ("players", "setup", "market", "tiebreak", "fifth", "seed", "farms", "seeds",
          "storage", "cards", "spent", "offer", "deck", "turn", "phase", "active", "ending",
          "winners")
#: ``tiebreak`` (FRU-END-2 directions) and ``fifth`` (the variant's end and winner) are
#: written only when they differ from the defaults: every other field is required.
REQUIRED = tuple(f for f in FIELDS if f not in ("tiebreak", "fifth"))
TIEBREAK = {f"{a}.{b}": (a, b) for a in ("more", "fewer") for b in ("more", "fewer")}
FIFTH = {f"{a}.{b}": (a, b) for a in ("now", "round") for b in ("first", "combination")}


fail = failer("fru")


def _list(cards) -> str:
    return ",".join(cards) or "-"


@NOTATION.provide
def to_notation(s: State) -> str:
    o = s.options
    parts = [PREFIX, f"players={o.players}", f"setup={'random' if o.random_setup else 'sym'}",
             f"market={'no' if o.no_market else 'yes'}"]
    if (o.tiebreak_fruit, o.tiebreak_seeds) != ("more", "more"):
        parts.append(f"tiebreak={o.tiebreak_fruit}.{o.tiebreak_seeds}")
    if (o.variant_end, o.variant_winner) != ("now", "first"):
        parts.append(f"fifth={o.variant_end}.{o.variant_winner}")
    parts += [f"seed={s.seed}",
             "farms=" + "/".join("".join(f) for f in s.farms),
             "seeds=" + "/".join(".".join(map(str, x)) for x in s.seeds),
             "storage=" + "/".join(map(str, s.storage)),
             "cards=" + "/".join(_list(c) for c in s.cards),
             f"spent={s.spent}", "offer=" + ",".join(c or "_" for c in s.market),
             "deck=" + _list(s.deck), f"turn={s.turn + 1}", f"phase={s.phase}",
             f"active={'F%d' % s.active if s.active else '-'}",
             f"ending={'yes' if s.ending else 'no'}",
             "winners=" + (",".join(str(w + 1) for w in s.winners) or "-")]
    return " ".join(parts)


def from_notation(text: str) -> State:
    values = read_fields(text, PREFIX, FIELDS, REQUIRED, fail)

    def get(key):
        return values[key]

    def bad(key):
        value, pos = values[key]
        return fail("bad_value", text, pos, field=key, value=value)

    def choice(key, options):
        value, _ = get(key)
        if value not in options:
            raise bad(key)
        return options[value]

    def num(key, lo, hi, value=None, pos=None):
        v, p = get(key)
        return read_number(value if value is not None else v, lo, hi, text=text,
                           position=pos if pos is not None else p, field=key, fail=fail,
                           negative=False)

    def cards(key, value, allowed):
        if value == "-":
            return ()
        out = tuple(value.split(","))
        if any(c not in allowed for c in out):
            raise bad(key)
        return out

    players = num("players", 1, 4)
    tiebreak = choice("tiebreak", TIEBREAK) if "tiebreak" in values else ("more", "more")
    fifth = choice("fifth", FIFTH) if "fifth" in values else ("now", "first")
    options = Options(players=players, random_setup=choice("setup", {"sym": False, "random": True}),
                      no_market=choice("market", {"yes": False, "no": True}),
                      tiebreak_fruit=tiebreak[0], tiebreak_seeds=tiebreak[1],
                      variant_end=fifth[0], variant_winner=fifth[1])
    if options.problem():
        raise bad("market")
    seed = read_seed(get("seed")[0], text=text, position=get("seed")[1], fail=fail)

    def per_player(key):
        value, _ = get(key)
        items = value.split("/")
        if len(items) != players:
            raise bad(key)
        return items

    farms = []
    for item in per_player("farms"):
        f = tuple(re.findall(r"..", item))
        if "".join(f) != item or sorted(f) != sorted(FARM_CARDS):
            raise bad("farms")
        farms.append(f)
    seeds = []
    for item in per_player("seeds"):
        xs = item.split(".")
        if len(xs) != 7:
            raise bad("seeds")
        seeds.append(tuple(num("seeds", 0, SEEDS_PER_PLAYER, x) for x in xs))
    storage = tuple(num("storage", 0, SEEDS_PER_PLAYER, x) for x in per_player("storage"))
    held = tuple(cards("cards", x, FRUITS) for x in per_player("cards"))
    spent = num("spent", 0, SEEDS_PER_PLAYER)
    offer_text, _ = get("offer")
    offer = tuple("" if c == "_" else c for c in offer_text.split(","))
    if any(c and c not in FRUITS for c in offer):
        raise bad("offer")
    deck = cards("deck", get("deck")[0], FRUITS)
    turn = num("turn", 1, players) - 1
    phase = choice("phase", {"plant": "plant", "act": "act", "over": "over"})
    act_text, act_pos = get("active")
    if act_text == "-":
        active = 0
    elif re.fullmatch(r"F[1-6]", act_text):
        active = int(act_text[1])
    else:
        raise bad("active")
    ending = choice("ending", {"yes": True, "no": False})
    win_text, _ = get("winners")
    winners = () if win_text == "-" else tuple(
        num("winners", 1, players, w) - 1 for w in win_text.split(","))
    # consistency: seeds conserved, cards conserved, the shapes the game reaches
    why = None
    shown = 1 if players == 1 else (3 if options.no_market else 4)
    total_seeds = sum(map(sum, seeds)) + sum(storage) + spent
    all_cards = Counter(deck) + Counter(c for c in offer if c) + Counter(
        c for h in held for c in h)
    per = 1 if players == 1 else CARDS_PER_FRUIT
    if total_seeds != SEEDS_PER_PLAYER * players:
        why = "seeds"
    elif players > 1 and spent:
        why = "spent"
    elif len(offer) != shown or all_cards != Counter({f: per for f in FRUITS}):
        why = "cards"
    elif (phase == "act") != bool(active) or (phase != "over" and winners):
        why = "phase"
    elif phase == "act" and seeds[turn][active] == 0:
        why = "active"
    elif len(set(winners)) != len(winners) or list(winners) != sorted(winners):
        why = "winners"
    elif not options.random_setup and len(set(farms)) > 1:
        why = "farms"
    if why:
        raise fail("inconsistent", text, None, why=Msg(f"fru.notation.why.{why}"))
    state = State(options=options, seed=seed, farms=tuple(farms), seeds=tuple(seeds),
                  storage=storage, cards=held, spent=spent, market=offer, deck=deck,
                  turn=turn, phase=phase, active=active, ending=ending, winners=winners)
    check_reachable(state, text)
    return state


_MOVE = re.compile(r"(?:F([1-6])|W|M([1-4]))")


def _body(text: str):
    m = _MOVE.fullmatch(text)
    if not m:
        raise fail("bad_move", text, 0, move=text)
    if m.group(1):
        return Sow(int(m.group(1)))
    if m.group(2):
        return Collect(int(m.group(2)))
    return Water()


def parse_move(text: str):
    return parse_seated(require_text(text, "move"), 4, _body)


_FORMAT = {Sow: lambda move: f"F{move.farm}", Collect: lambda move: f"M{move.slot}",
           Water: lambda move: "W"}
format_move = move_writer(_FORMAT, "Fruit Picking move")
RULES.quotes(format_move, seat=True)      # a verdict quotes the seat a move names
