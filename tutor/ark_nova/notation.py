"""Ark Nova notation: one line per position, one token per move; strict, versioned
(``an1``), round-tripping exactly (``to_notation(from_notation(t)) == t``; any other
spelling of a position is refused with the canonical text in the message).

Position, every field required, in this order::

    an1 players=2 map=A seed=3 shuffles=0 start=2 turn=2 break=0 final=- solo=- donations=0
        offer=africa,americas,asia,australia,europe;reputation_hand,science_reputation,...
        tiles=money_10,university;reputation_2,take_3_cards projects=104:x--,101:-x-,...
        deck=412,233,... discard=- scoring=7,3,10 display=401,212,-,... stack=keep:1,2/turn:2
        zoos=<zoo>/<zoo>

* ``final``: the final turns left after the one in progress (AN-END-LAST), ``-`` before
  the end is triggered; ``solo``: the turns ended in a solo game (AN-SOLO, 0–27), ``-``
  with 2–4 players;
* ``offer``: the partner-zoo continents, ``;``, the university kinds still offered;
  ``tiles``: the bonus tiles on conservation space 5, ``;``, on space 8;
* ``projects``: ``number:marks``, a mark per level (left first): ``-`` free, ``x`` blocked
  at setup, a digit the seat (1-based) holding it;
* ``deck`` top first; ``scoring``: the final scoring pile, top first (AN-ABIL-RESISTANCE);
  ``display`` folders 1–6, ``-`` for one emptied this turn;
* ``stack``: the pending steps, top first (:class:`tutor.core.steps.StepNotation`, kinds
  in :mod:`.steps`), e.g. ``draw:1:2:3:1/slide:1:cards/refill/break:1/end:1``;
* ``zoos``: per seat, ``/`` between seats, 20 parts separated by ``;``: the row
  (``animals1,cards2v1``: action, side, then Venom / Constriction / Multiplier tokens
  ``v``/``c``/``m`` with their number), money, appeal, conservation, reputation, X-tokens,
  hand, final scoring cards, buildings (``kiosk@0,7r0+enclosure_3@0,9r0``), animals housed
  (``0,9>401``, ``+`` between), cards played, partner zoos, universities, workers
  (``active.lying.tasks``, tasks by ``+``), panel (7 digits, ``1`` a token still there),
  projects supported, track bonuses taken (``c2,r5``), player tokens on played sponsors
  (``215x2,253x1``, AN-SPON-WILDCARD-TOKENS), the size class chosen with WAZA Special
  Assignment (``small`` / ``large``, AN-SPON-CHOOSE-SIZE-CLASS), cards under animals
  (AN-ABIL-POUCH, ``425>233``, ``+`` between). ``-`` for an empty list.

Moves (an optional ``pN:`` seat prefix first): ``keep:401,402,403,404``; ``cards`` /
``sponsors+2`` (an Action card, X-tokens spent after ``+``); ``x:build`` (the X-token
action); ``draw:deck`` / ``draw:3``; ``snap:4``; ``stop``; ``discard:401``; the other
concerns' moves are their movesets' (every form read: :data:`MOVE_FORMS`, which a text
that is no move is answered with).
"""

from __future__ import annotations

import re

from tutor.core.chance import MAX_SEED
from tutor.core.check import move_writer
from tutor.core.errors import NotationError
from tutor.core.notation import (failer, numbers, pieces, read_fields, read_number,
                                 require_text)
from tutor.core.steps import Reading
from tutor.core.turns import parse_seated

from .buildings import Building, kind, kinds, unique_kind
from .cards import CONTINENTS, bonus_tiles, card, unique_buildings, universities
from .messages import notation as _messages  # noqa: F401  (registers an.notation.*)
from .moves import Act, Discard, Draw, Keep, Move, Snap, Stop, XAction
from .moveset import merged
from .movesets import MOVESETS
from .reachable import check_reachable
from .rules import RULES
from .sponsor_effects import TOKEN_CARDS
from .state import (BLOCKED, CARD_TOKENS, DISPLAY_SIZE, FINAL_SCORING_CARDS, MONEY_MAX, NOTATION, SOLO_TURNS, WORKERS,
                    ZOO_CARDS,
                    ActionCard, Project, State, Workers, Zoo)
from .steps import NOTATION as STEPS
from .strength import Action, Side, Task
from .tracks import (APPEAL_MAX, BREAK_STEPS, CONSERVATION_MAX, MAX_PLAYERS, REPUTATION_MAX,
                     X_TOKEN_MAX)
from .zoo_map import MAP_IDS, PANEL_SIZE

PREFIX = "an1"
FIELDS = ("players", "map", "seed", "shuffles", "start", "turn", "break", "final", "solo",
          "donations",
          "offer", "tiles", "projects", "deck", "discard", "scoring", "display", "stack",
          "zoos")
fail = failer("an", whole=("canonical", "rule", "allowed", "form", "why"))
#: A reshuffle needs at least one card in the pile: never more than the zoo cards.
MAX_SHUFFLES = 999
MAX_DONATIONS = 99
MAX_CARD = 528
UNIS = tuple(u.id for u in universities())
TILES = tuple(t.id for t in bonus_tiles())
UNIQUE = {u.id: u for u in unique_buildings()}
ROW = re.compile(r"(animals|build|cards|association|sponsors)([12])(?:v([1-8]))?(?:c([1-8]))?"
                 r"(?:m([1-8]))?")
BUILDING = re.compile(r"([a-z_0-9]+)@([0-8]),([0-9]|1[0-2])r([0-5])")
TASKS = {t.name.lower(): t for t in Task}
ZOO_PARTS = ("row", "money", "appeal", "conservation", "reputation", "x", "hand", "final",
             "buildings", "housed", "played", "partner_zoos", "universities", "workers",
             "panel", "supported", "bonuses", "tokens", "size_class",
             "under")
#: The size classes WAZA Special Assignment chooses between (AN-SPON-CHOOSE-SIZE-CLASS).
CHOSEN_CLASSES = ("small", "large")


# ---------------------------------------------------------------- writing

def _nums(values) -> str:
    return ",".join(str(v) for v in values) if values else "-"


def _words(values) -> str:
    return ",".join(values) if values else "-"


def _card(c: ActionCard) -> str:
    return (f"{c.action.value}{int(c.side)}" + (f"v{c.venom}" if c.venom else "")
            + (f"c{c.constriction}" if c.constriction else "")
            + (f"m{c.multiplier}" if c.multiplier else ""))


def _building(b: Building) -> str:
    return f"{b.kind.name}@{b.anchor[0]},{b.anchor[1]}r{b.rot}"


def _zoo(z: Zoo) -> str:
    w = z.workers
    parts = [",".join(_card(c) for c in z.row), str(z.money), str(z.appeal),
             str(z.conservation), str(z.reputation), str(z.x_tokens), _nums(z.hand),
             _nums(z.final_scoring), "+".join(_building(b) for b in z.buildings) or "-",
             "+".join(f"{h[0]},{h[1]}>{c}" for h, c in z.housed) or "-", _nums(z.played),
             _words(z.partner_zoos), _words(z.universities),
             f"{w.active}.{w.lying}." + ("+".join(t.name.lower() for t in w.placed) or "-"),
             "".join("1" if t else "0" for t in z.panel), _nums(z.supported),
             _words(tuple(f"{t}{n}" for t, n in z.bonuses)),
             _words(tuple(f"{c}x{n}" for c, n in z.card_tokens)), z.size_class or "-",
             "+".join(f"{a}>{c}" for a, c in z.under) or "-"]
    return ";".join(parts)


def _mark(m: int | None) -> str:
    return "-" if m is None else "x" if m == BLOCKED else str(m + 1)


def to_notation(state: State) -> str:
    """The position as one line (the fields of the module's docstring)."""
    projects = ",".join(f"{p.number}:" + "".join(_mark(m) for m in p.marks)
                        for p in state.projects) or "-"
    return " ".join([
        PREFIX, f"players={state.players}", f"map={state.map_id}", f"seed={state.seed}",
        f"shuffles={state.shuffles}", f"start={state.start + 1}", f"turn={state.turn + 1}",
        f"break={state.break_pos}", f"final={'-' if state.final is None else state.final}",
        f"solo={state.solo_turns if state.players == 1 else '-'}",
        f"donations={state.donations}",
        f"offer={_words(state.offer_zoos)};{_words(state.offer_unis)}",
        f"tiles={_words(state.tiles5)};{_words(state.tiles8)}", f"projects={projects}",
        f"deck={_nums(state.deck)}", f"discard={_nums(state.discard)}",
        f"scoring={_nums(state.scoring_pile)}",
        "display=" + ",".join("-" if c is None else str(c) for c in state.display),
        f"stack={STEPS.write_stack(state.stack)}",
        "zoos=" + "/".join(_zoo(z) for z in state.zoos)])


NOTATION.provide(to_notation)


# ---------------------------------------------------------------- reading

class _Reader:
    """Reads the parts of one position, each refusal pointing into ``text``."""

    def __init__(self, text: str):
        self.text = text

    def num(self, value: str, at: int, lo: int, hi: int, name: str) -> int:
        return read_number(value, lo, hi, text=self.text, position=at, field=name,
                           fail=fail, negative=lo < 0)

    def nums(self, value: str, at: int, lo: int, hi: int, name: str) -> tuple[int, ...]:
        return numbers(value, lo, hi, text=self.text, position=at, field=name, fail=fail,
                       negative=False)

    def cards(self, value: str, at: int, name: str) -> tuple[int, ...]:
        out = self.nums(value, at, 1, MAX_CARD, name)
        for (piece, where), n in zip(pieces(value, at, ","), out):
            self.known_card(n, where, name)
        return out

    def known_card(self, n: int, at: int, name: str) -> None:
        try:
            card(n)
        except (KeyError, ValueError, LookupError):
            raise fail("no_card", self.text, at, field=name, value=str(n)) from None

    def words(self, value: str, at: int, allowed, name: str) -> tuple[str, ...]:
        if value == "-":
            return ()
        out = []
        for piece, where in pieces(value, at, ","):
            if piece not in allowed:
                raise fail("bad_word", self.text, where, field=name, value=piece,
                           allowed=", ".join(allowed))
            out.append(piece)
        return tuple(out)

    def split(self, value: str, at: int, sep: str, n: int, name: str) -> list[tuple[str, int]]:
        got = pieces(value, at, sep)
        if len(got) != n:
            raise fail("parts", self.text, at, field=name, n=n, sep=sep, value=value)
        return got

    def bad(self, name: str, value: str, at: int, form: str) -> NotationError:
        return fail("bad_part", self.text, at, field=name, value=value, form=form)

    # -- zoo parts

    def row(self, value: str, at: int) -> tuple[ActionCard, ...]:
        out = []
        for piece, where in self.split(value, at, ",", 5, "row"):
            m = ROW.fullmatch(piece)
            if not m:
                raise self.bad("row", piece, where, "cards1, animals2v1c1m1")
            out.append(ActionCard(Action(m[1]), Side(int(m[2])), *(int(g or 0) for g in
                                                                   m.groups()[2:])))
        if len({c.action for c in out}) != 5:
            raise fail("row_twice", self.text, at, value=value)
        return tuple(out)

    def building(self, piece: str, at: int) -> Building:
        m = BUILDING.fullmatch(piece)
        if not m or (m[1] not in kinds() and m[1] not in UNIQUE):
            raise self.bad("buildings", piece, at, "enclosure_3@0,9r0")
        if (int(m[2]) + int(m[3])) % 2 == 0:
            raise self.bad("buildings", piece, at, "enclosure_3@0,9r0")
        k = kind(m[1]) if m[1] in kinds() else unique_kind(m[1], UNIQUE[m[1]].cells)
        return Building(k, (int(m[2]), int(m[3])), int(m[4]))

    def housed(self, piece: str, at: int) -> tuple[tuple[int, int], int]:
        m = re.fullmatch(r"([0-8]),([0-9]|1[0-2])>([1-9][0-9]*)", piece)
        if not m:
            raise self.bad("housed", piece, at, "0,9>401")
        self.known_card(int(m[3]), at, "housed")
        return (int(m[1]), int(m[2])), int(m[3])

    def workers(self, value: str, at: int) -> Workers:
        (a, aa), (lying, la), (tasks, ta) = self.split(value, at, ".", 3, "workers")
        placed = ()
        if tasks != "-":
            for t, where in pieces(tasks, ta, "+"):
                if t not in TASKS:
                    raise fail("bad_word", self.text, where, field="workers", value=t,
                               allowed=", ".join(TASKS))
            placed = tuple(TASKS[t] for t, _ in pieces(tasks, ta, "+"))
        return Workers(self.num(a, aa, 0, WORKERS, "workers"),
                       self.num(lying, la, 0, WORKERS - 1, "workers"), placed)

    def zoo(self, value: str, at: int) -> Zoo:
        parts = dict(zip(ZOO_PARTS, self.split(value, at, ";", len(ZOO_PARTS), "zoos")))

        def part(name, read):
            return read(*parts[name])

        def listed(name, read, sep="+"):
            v, a = parts[name]
            return () if v == "-" else tuple(read(p, w) for p, w in pieces(v, a, sep))

        panel, pa = parts["panel"]
        if not re.fullmatch(f"[01]{{{PANEL_SIZE}}}", panel):
            raise self.bad("panel", panel, pa, "1" * PANEL_SIZE)
        return Zoo(
            row=part("row", self.row),
            money=part("money", lambda v, a: self.num(v, a, 0, MONEY_MAX, "money")),
            appeal=part("appeal", lambda v, a: self.num(v, a, 0, APPEAL_MAX, "appeal")),
            conservation=part("conservation", lambda v, a: self.num(v, a, 0, CONSERVATION_MAX,
                                                                    "conservation")),
            reputation=part("reputation", lambda v, a: self.num(v, a, 0, REPUTATION_MAX,
                                                                "reputation")),
            x_tokens=part("x", lambda v, a: self.num(v, a, 0, X_TOKEN_MAX, "x")),
            hand=part("hand", lambda v, a: self.cards(v, a, "hand")),
            final_scoring=part("final", lambda v, a: self.nums(v, a, 1, FINAL_SCORING_CARDS,
                                                               "final")),
            buildings=listed("buildings", self.building),
            housed=listed("housed", self.housed),
            played=part("played", lambda v, a: self.cards(v, a, "played")),
            partner_zoos=part("partner_zoos", lambda v, a: self.words(v, a, CONTINENTS,
                                                                      "partner_zoos")),
            universities=part("universities", lambda v, a: self.words(v, a, UNIS,
                                                                      "universities")),
            workers=part("workers", self.workers),
            panel=tuple(ch == "1" for ch in panel),
            supported=part("supported", lambda v, a: self.cards(v, a, "supported")),
            bonuses=listed("bonuses", self.bonus, ","),
            card_tokens=self.tokens(*parts["tokens"], part("played", lambda v, a: v)),
            size_class=part("size_class", lambda v, a: None if v == "-" else self.words(
                v, a, CHOSEN_CLASSES, "size_class")[0]),
            under=listed("under", self.under))

    def tokens(self, value: str, at: int, played: str) -> tuple[tuple[int, int], ...]:
        """AN-SPON-WILDCARD-TOKENS: ``card x n``, a played token sponsor, 1 ≤ n ≤ what its
        effect put there; sorted by card, each once."""
        if value == "-":
            return ()
        out = []
        on = set(played.split(","))
        for piece, where in pieces(value, at, ","):
            m = re.fullmatch(r"([0-9]+)x([0-9]+)", piece)
            if not m or int(m[1]) not in TOKEN_CARDS or m[1] not in on:
                raise self.bad("tokens", piece, where, "215x2")
            out.append((int(m[1]), self.num(m[2], where + len(m[1]) + 1, 1,
                                             TOKEN_CARDS[int(m[1])], "tokens")))
        if out != sorted(dict(out).items()):
            raise self.bad("tokens", value, at, "215x2,253x3")
        return tuple(out)

    def under(self, piece: str, at: int) -> tuple[int, int]:
        m = re.fullmatch(r"([1-9][0-9]*)>([1-9][0-9]*)", piece)
        if not m:
            raise self.bad("under", piece, at, "425>233")
        self.known_card(int(m[1]), at, "under")
        self.known_card(int(m[2]), at, "under")
        return int(m[1]), int(m[2])

    def bonus(self, piece: str, at: int) -> tuple[str, int]:
        if piece[:1] not in ("c", "r") or not piece[1:]:
            raise self.bad("bonuses", piece, at, "c2,r5")
        top = CONSERVATION_MAX if piece[0] == "c" else REPUTATION_MAX
        return piece[0], self.num(piece[1:], at + 1, 1, top, "bonuses")

    def project(self, piece: str, at: int, players: int) -> Project:
        m = re.fullmatch(r"([1-9][0-9]*):([-x1-4]+)", piece)
        if not m:
            raise self.bad("projects", piece, at, "101:x--")
        number = self.num(m[1], at, 101, 132, "projects")
        levels = len(card(number).levels)
        if len(m[2]) != levels:
            raise self.bad("projects", piece, at, f"{number}:" + "-" * levels)
        marks = []
        for i, ch in enumerate(m[2]):
            where = at + len(m[1]) + 1 + i
            if ch.isdigit() and int(ch) > players:
                raise self.bad("projects", ch, where, f"1-{players}")
            marks.append(None if ch == "-" else BLOCKED if ch == "x" else int(ch) - 1)
        return Project(number, tuple(marks))


def from_notation(text: object) -> State:
    """The position written ``text``; ``NotationError`` (EN/FR, a caret on the fault) for a
    malformed one, or one no game reaches (:mod:`.reachable`)."""
    values = read_fields(text, PREFIX, FIELDS, FIELDS, fail)
    r = _Reader(text)
    players = r.num(*values["players"], 1, MAX_PLAYERS, "players")
    map_id, map_at = values["map"]
    if map_id not in MAP_IDS:
        raise fail("bad_word", text, map_at, field="map", value=map_id,
                   allowed=", ".join(MAP_IDS))
    seed = r.num(*values["seed"], 0, MAX_SEED, "seed")
    shuffles = r.num(*values["shuffles"], 0, MAX_SHUFFLES, "shuffles")
    start = r.num(*values["start"], 1, players, "start") - 1
    turn = r.num(*values["turn"], 1, players, "turn") - 1
    brk = r.num(*values["break"], 0, BREAK_STEPS.get(players, 0), "break")
    final_v, final_at = values["final"]
    final = None if final_v == "-" else r.num(final_v, final_at, 0, MAX_PLAYERS, "final")
    solo_v, solo_at = values["solo"]
    solo = 0 if solo_v == "-" and players > 1 else r.num(solo_v, solo_at, 0, SOLO_TURNS,
                                                           "solo")
    donations = r.num(*values["donations"], 0, MAX_DONATIONS, "donations")
    (oz, oza), (ou, oua) = r.split(*values["offer"], ";", 2, "offer")
    (t5, t5a), (t8, t8a) = r.split(*values["tiles"], ";", 2, "tiles")
    pv, pa = values["projects"]
    projects = () if pv == "-" else tuple(r.project(p, w, players)
                                          for p, w in pieces(pv, pa, ","))
    dv, da = values["display"]
    display = tuple(None if p == "-" else r.cards(p, w, "display")[0]
                    for p, w in r.split(dv, da, ",", DISPLAY_SIZE, "display"))
    zv, za = values["zoos"]
    zoos = tuple(r.zoo(p, w) for p, w in r.split(zv, za, "/", players, "zoos"))
    sv, sa = values["stack"]
    stack = STEPS.read_stack(sv, sa, Reading(text, players))
    state = State(players=players, map_id=map_id, seed=seed, shuffles=shuffles, start=start,
                  turn=turn, break_pos=brk, final=final, donations=donations,
                  offer_zoos=r.words(oz, oza, CONTINENTS, "offer"),
                  offer_unis=r.words(ou, oua, UNIS, "offer"),
                  tiles5=r.words(t5, t5a, TILES, "tiles"),
                  tiles8=r.words(t8, t8a, TILES, "tiles"), projects=projects,
                  deck=r.cards(*values["deck"], "deck"),
                  discard=r.cards(*values["discard"], "discard"), display=display,
                  zoos=zoos, stack=stack, solo_turns=solo,
                  scoring_pile=r.nums(*values["scoring"], 1, FINAL_SCORING_CARDS, "scoring"))
    canonical = to_notation(state)
    given = text.strip()
    if canonical != given:
        first = next((i for i, (a, b) in enumerate(zip(canonical, given)) if a != b),
                     min(len(canonical), len(given)))
        lead = len(text) - len(text.lstrip())
        raise fail("canonical", text, lead + first, canonical=_around(canonical, first))
    check_reachable(state, text, fail)
    return state


def _around(canonical: str, at: int, width: int = 60) -> str:
    """The canonical spelling around its first difference from the text given: a position
    runs to thousands of characters, a refusal stays short."""
    start, end = max(0, at - width), at + width
    return (("…" if start else "") + canonical[start:end]
            + ("…" if end < len(canonical) else ""))


# ---------------------------------------------------------------- moves

_WRITE = {
    Keep: lambda m: "keep:" + ",".join(str(c) for c in m.cards),
    Act: lambda m: m.action.value + (f"+{m.x}" if m.x else ""),
    XAction: lambda m: f"x:{m.action.value}",
    Draw: lambda m: "draw:" + ("deck" if m.folder == 0 else str(m.folder)),
    Snap: lambda m: f"snap:{m.folder}",
    Stop: lambda m: "stop",
    Discard: lambda m: f"discard:{m.card}",
    **{t: k.write for t, k in merged(MOVESETS, "moves").items()},
}

format_move = move_writer(_WRITE, "Ark Nova move")
RULES.quotes(format_move)

_ACTIONS = "|".join(a.value for a in Action)
_MOVES = (
    (re.compile(r"keep:([1-9][0-9]{0,2}(?:,[1-9][0-9]{0,2}){3})"),
     lambda m: Keep(tuple(int(c) for c in m[1].split(",")))),
    (re.compile(rf"({_ACTIONS})(?:\+([1-5]))?"),
     lambda m: Act(Action(m[1]), int(m[2] or 0))),
    (re.compile(rf"x:({_ACTIONS})"), lambda m: XAction(Action(m[1]))),
    (re.compile(r"draw:(deck|[1-6])"), lambda m: Draw(0 if m[1] == "deck" else int(m[1]))),
    (re.compile(r"snap:([1-6])"), lambda m: Snap(int(m[1]))),
    (re.compile(r"stop"), lambda m: Stop()),
    (re.compile(r"discard:([1-9][0-9]{0,2})"), lambda m: Discard(int(m[1]))),
    *(k.read for k in merged(MOVESETS, "moves").values()),
)


def _forms(patterns) -> tuple[str, ...]:
    """The word each move's text begins with (``keep:``, ``stop``, the five actions …), in
    the order of the patterns, each once: read from the patterns themselves, so the list
    of a refusal names every move the notation reads."""
    out: dict[str, None] = {}
    for pattern, _ in patterns:
        p = pattern.pattern
        head = re.match(r"\(([a-z_|]+)\)", p)
        found = head[1].split("|") if head else [re.match(r"[a-z_0-9]+", p)[0]]
        rest = p[head.end():] if head else p[len(found[0]):]
        for w in found:
            out[w + (":" if rest.startswith(":") else "")] = None
    return tuple(out)


#: Every move form the notation reads (its first word), for the refusal of a bad move.
MOVE_FORMS = _forms(_MOVES)


def parse_move(text: object) -> Move:
    """A move from its text (the module's docstring); ``NotationError`` otherwise."""
    text = require_text(text, "move")

    def body(value: str) -> Move:
        for pattern, make in _MOVES:
            m = pattern.fullmatch(value)
            if m:
                return make(m)
        raise fail("bad_move", value, 0, move=value, allowed=", ".join(MOVE_FORMS))
    return parse_seated(text, MAX_PLAYERS, body)


__all__ = ["FIELDS", "MOVE_FORMS", "PREFIX", "ZOO_CARDS", "CARD_TOKENS", "format_move",
           "from_notation", "parse_move", "to_notation"]
