"""Ark Nova as text, line by line (:func:`diagram`): the round (whose turn, the Break token
or the solo rounds, the last turns), the piles and the display, the association board and
the conservation projects, then each zoo: its tracks, its cards counted, its Action cards
slot by slot, its association workers, partner zoos and universities, its map drawn in
characters (a key line for each mark) and its buildings. Every seat's score lines with
their terms (:func:`scores`), from the engine's own scoring (:mod:`.end`).

It shows what every seat sees, as the picture (:mod:`.svg`) does: a hand and the final
scoring cards are counted, never named (``HIDDEN``), the deck and the final scoring pile
only counted, the display face down while the start hands are kept (AN-SETUP-BOARD);
:func:`scores` counts a seat's final scoring cards once the game is over (or for that
seat alone, ``seat=``).

The text is what a screen reader reads: each line says one thing in words; the map's
marks are explained by the key lines, and everything on the map is said again in words
below it (the bonuses still free, the Build II spaces, each building).

Pure; :mod:`tutor.core.diagram` says how a game's text drawings are shaped.
"""

from __future__ import annotations

from tutor.core import Msg, render, seat_name
from tutor.core.diagram import reads_position, say

from .buildings import Building, Category, Hex
from .bonuses import tile_name, uni_name
from .cards import card, icon_name
from .end import result, standing
from .messages import diagram as _messages  # noqa: F401  (registers an.diagram.*)
from .messages import map as _map_messages  # noqa: F401  (registers an.map.*)
from .notation import from_notation
from .placement import building_msg
from .state import BLOCKED, SOLO_BREAKS, SOLO_ROUNDS, SOLO_TURNS, State, Zoo
from .steps import KeepHand
from .strength import action_name
from .view import view
from .zoo_map import BORDER, GRID, text, zoo_map

#: The letter of each printed placement bonus on the map (AN-BUILD-BONUS).
BONUS_LETTERS = {"money": "m", "x_token": "x", "reputation": "r", "conservation": "c",
                 "card_from_deck_or_reputation_range": "d", "association_worker": "w",
                 "clever": "k", "snap_1_display_card": "s", "free_size2_enclosure": "f",
                 "upgrade_action_card": "u"}
#: A building's letter on the map, by what it counts as (AN-COMP-SHAPES).
BUILDING_LETTERS = {Category.KIOSK: "K", Category.PAVILION: "P", Category.STANDARD: "E",
                    Category.SPECIAL: "S", Category.UNIQUE: "U"}
#: Columns of text per map column: each space is 2 characters, spaces of a row 2 columns
#: apart, so the rows of a column interlock as the hexes do (AN-MAP-GRID).
STEP = 3
INDENT = "    "


def _t(lang: str, key: str, **params) -> str:
    return say(key, lang, **params)


def _card(number: int) -> Msg:
    """"418 Lion": a card by its number and name (names are identifiers)."""
    return Msg("an.end.card", n=number, name=card(number).name)


def _semi(lang: str) -> str:
    """Between the items of a list that hold commas: "; ", " ; " in French."""
    return " ; " if lang == "fr" else "; "


def _words(lang: str, items, empty: str = "an.diagram.none") -> str:
    said = [render(i, lang) if isinstance(i, Msg) else str(i) for i in items]
    return ", ".join(said) if said else _t(lang, empty)


# ---------------------------------------------------------------- the map

def _housed(zoo: Zoo) -> dict[Hex, list[int]]:
    out: dict[Hex, list[int]] = {}
    for anchor, number in zoo.housed:
        out.setdefault(anchor, []).append(number)
    return out


def _cell(state: State, zoo: Zoo, h: Hex, covering: dict[Hex, Building],
          housed: dict[Hex, list[int]]) -> str:
    """The two characters of space ``h``: a building's letter and detail, or the terrain
    and the mark of a free space."""
    zmap = zoo_map(state.map_id)
    b = covering.get(h)
    if b is not None:
        letter = BUILDING_LETTERS[b.category]
        animals = len(housed.get(b.anchor, ()))
        if b.category == Category.STANDARD:
            return (letter if animals else letter.lower()) + str(b.kind.size)
        if b.category == Category.SPECIAL:
            return letter + (str(min(animals, 9)) if animals else " ")
        return letter + " "
    if h in zmap.rock:
        return "^ "
    if h in zmap.water:
        return "~ "
    base = ":" if h in BORDER else "."
    bonus = zmap.bonus_at(h)
    if bonus is not None:
        return base + BONUS_LETTERS.get(bonus.kind, "?")
    return base + ("!" if h in zmap.build2 else " ")


def map_lines(state: State, seat: int) -> list[str]:
    """The zoo map of ``seat`` (AN-MAP-GRID): a row of text per doubled row ``y`` (0–12),
    each space at its column ``x`` (0–8); the spaces of a row are every other column, so
    the rows interlock as the flat-top hexes do."""
    zoo = state.zoo(seat)
    covering = {c: b for b in zoo.buildings for c in b.cells}
    housed = _housed(zoo)
    lines = [INDENT + "    " + "".join(f"{x:<{STEP}}" for x in range(9)).rstrip()]
    for y in range(13):
        row = [" " * STEP] * 9
        for x in range(9):
            if (x, y) in GRID:
                row[x] = _cell(state, zoo, (x, y), covering, housed).ljust(STEP)
        lines.append(f"{INDENT}{y:>2}  " + "".join(row).rstrip())
    return lines


def legend(lang: str) -> list[str]:
    """The key of the map's marks, one line per kind of mark."""
    return [_t(lang, "an.diagram.legend"),
            "  " + _t(lang, "an.diagram.key.free"),
            "  " + _t(lang, "an.diagram.key.terrain"),
            "  " + _t(lang, "an.diagram.key.mark"),
            "    " + _t(lang, "an.diagram.key.bonuses"),
            "  " + _t(lang, "an.diagram.key.buildings")]


def _map_words(state: State, zoo: Zoo, lang: str) -> list[str]:
    """What the map shows, in words: the placement bonuses and Build II spaces still free
    (AN-BUILD-BONUS, AN-BUILD-B2), then each building and the animals it houses."""
    zmap = zoo_map(state.map_id)
    covered = {c for b in zoo.buildings for c in b.cells}
    free = [_t(lang, "an.diagram.bonus_at", mark=BONUS_LETTERS.get(b.kind, "?"), at=text(h),
               bonus=Msg(f"an.map.bonus.{b.kind}", value=b.value))
            for h, b in zmap.bonuses if h not in covered]
    lines = [_t(lang, "an.diagram.bonuses", list=_semi(lang).join(free) or _t(lang,
                                                                         "an.diagram.none"))]
    build2 = [text(h) for h in sorted(zmap.build2) if h not in covered]
    if build2:
        lines.append(_t(lang, "an.diagram.build2", list=", ".join(build2)))
    housed = _housed(zoo)
    said = []
    for b in zoo.buildings:
        where = building_msg(b)
        if b.category in (Category.STANDARD, Category.SPECIAL):
            animals = housed.get(b.anchor, [])
            said.append(_t(lang, "an.diagram.housed", building=where,
                           animals=_words(lang, [_card(n) for n in animals]))
                        if animals else _t(lang, "an.diagram.empty_encl", building=where))
        else:
            said.append(render(where, lang))
    lines.append(_t(lang, "an.diagram.buildings", list=_semi(lang).join(said) or _t(
        lang, "an.diagram.none")))
    return lines


# ---------------------------------------------------------------- a zoo

def _row(zoo: Zoo, lang: str) -> str:
    cards = []
    for slot, c in enumerate(zoo.row, start=1):
        tokens = "".join(_t(lang, "an.diagram.token", name=Msg(f"an.cards.kw.{kind}"), n=n)
                         for kind, n in (("venom", c.venom), ("constriction", c.constriction),
                                         ("multiplier", c.multiplier)) if n)
        cards.append(_t(lang, "an.diagram.slot", slot=slot, action=action_name(c.action),
                        side="I" * int(c.side), tokens=tokens))
    return _t(lang, "an.diagram.row", cards=_semi(lang).join(cards))


def zoo_lines(state: State, seat: int, lang: str) -> list[str]:
    """One zoo: its tracks, its cards counted (a hand never named), its Action cards, its
    association workers, partner zoos and universities, its map and its buildings."""
    zoo = state.zoo(seat)
    mark = "▶ " if not state.over and seat == state.turn else "  "
    w = zoo.workers
    lines = [mark + _t(lang, "an.diagram.zoo", who=seat_name(seat), map=state.map_id),
             INDENT + _t(lang, "an.diagram.tracks", money=zoo.money, appeal=zoo.appeal,
                         c=zoo.conservation, rep=zoo.reputation, x=zoo.x_tokens),
             INDENT + _t(lang, "an.diagram.cards", hand=len(zoo.hand),
                         final=len(zoo.final_scoring), played=len(zoo.played)),
             INDENT + _row(zoo, lang),
             INDENT + _t(lang, "an.diagram.workers", active=w.active, lying=w.lying,
                         placed=_words(lang, [Msg(f"an.bonuses.task.{t.name.lower()}")
                                              for t in w.placed])),
             INDENT + _t(lang, "an.diagram.partners",
                         zoos=_words(lang, [icon_name(z) for z in zoo.partner_zoos]),
                         unis=_words(lang, [uni_name(u)
                                            for u in zoo.universities])),
             INDENT + _t(lang, "an.diagram.supported",
                         cards=_words(lang, [_card(n) for n in zoo.supported])),
             INDENT + _t(lang, "an.diagram.panel", n=sum(zoo.panel), of=len(zoo.panel))]
    lines += map_lines(state, seat)
    lines += [INDENT + line for line in _map_words(state, zoo, lang)]
    return lines


# ---------------------------------------------------------------- the table

def _round(state: State, lang: str) -> list[str]:
    if state.over:
        head = say("core.diagram.over", lang)
    else:
        head = "▶ " + _t(lang, "an.diagram.turn", who=seat_name(state.turn))
    lines = [head]
    if state.players == 1:
        played = sum(1 for b in SOLO_BREAKS if b <= state.solo_turns)
        lines.append(_t(lang, "an.diagram.solo", done=state.solo_turns, turns=SOLO_TURNS,
                        round=min(played + 1, len(SOLO_ROUNDS)), rounds=len(SOLO_ROUNDS)))
    else:
        lines.append(_t(lang, "an.diagram.break", at=state.break_pos,
                        length=state.break_length))
    if state.final is not None and not state.over:
        lines.append(_t(lang, "an.diagram.final", n=state.final))
    lines.append(_t(lang, "an.diagram.piles", deck=len(state.deck),
                    discard=len(state.discard), scoring=len(state.scoring_pile)))
    if any(isinstance(step, KeepHand) for step in state.stack[:1]):
        lines.append(_t(lang, "an.diagram.display_hidden"))
    else:
        folders = [f"{f}: " + (render(_card(c), lang) if c is not None
                               else _t(lang, "an.diagram.folder_empty"))
                   for f, c in enumerate(state.display, start=1)]
        lines.append(_t(lang, "an.diagram.display", cards=_semi(lang).join(folders)))
    return lines


def _association(state: State, lang: str) -> list[str]:
    lines = [_t(lang, "an.diagram.assoc"),
             INDENT + _t(lang, "an.diagram.offer_zoos", zoos=_words(
                 lang, [icon_name(z) for z in state.offer_zoos])),
             INDENT + _t(lang, "an.diagram.offer_unis", unis=_words(
                 lang, [uni_name(u) for u in state.offer_unis])),
             INDENT + _t(lang, "an.diagram.donations", n=state.donations)]
    for space, tiles in ((5, state.tiles5), (8, state.tiles8)):
        lines.append(INDENT + _t(lang, "an.diagram.tiles", space=space, tiles=_words(
            lang, [tile_name(t) for t in tiles])))
    lines.append(_t(lang, "an.diagram.projects"))
    for p in state.projects:
        levels = []
        for level, holder in enumerate(p.marks, start=1):
            if holder is None:
                levels.append(Msg("an.diagram.level.free", level=level))
            elif holder == BLOCKED:
                levels.append(Msg("an.diagram.level.blocked", level=level))
            else:
                levels.append(Msg("an.diagram.level.taken", level=level,
                                  who=seat_name(holder)))
        lines.append(INDENT + _t(lang, "an.diagram.project", card=_card(p.number),
                                 levels=_words(lang, levels)))
    if not state.projects:
        lines.append(INDENT + _t(lang, "an.diagram.none"))
    return lines


@reads_position(from_notation)
def diagram(state: State, lang: str = "en") -> str:
    """A position as text, line by line: the round (``▶`` the seat on its turn), the piles
    and the display (AN-DISPLAY-REFILL), the association board and the projects
    (AN-ASSOC-OFFER, AN-PROJ-2P), the map's key, then each zoo with its map (``y`` rows,
    ``x`` columns as the notation writes a space) and, in words, what the map holds. Only
    what every seat sees (``HIDDEN``): hands and final scoring cards are counted."""
    lines = _round(state, lang) + _association(state, lang) + legend(lang)
    for seat in range(state.players):
        lines += zoo_lines(state, seat, lang)
    return "\n".join(lines)


@reads_position(from_notation)
def scores(state: State, lang: str = "en", seat: int | None = None) -> str:
    """Every seat's score lines (AN-END-SCORE): appeal against the conservation target
    T(C) and the VP, with their terms; then what the cards add at the end (AN-END-FINAL:
    final scoring cards, brown end-game effects) and the winners, from :func:`.end.result`.
    Before the end a seat's final scoring cards are its own: they are counted for ``seat``
    only (``None``: nobody), the others' said to be hidden."""
    lines = [_t(lang, "an.diagram.score", who=seat_name(s), score=standing(state, s).msg)
             for s in range(state.players)]
    shown = state if state.over else view(state, seat).state
    done = result(shown)
    for s, got in enumerate(done.seats):
        if state.over:
            lines.append(render(got.msg, lang))
            continue
        if got.points:
            lines.append(_t(lang, "an.diagram.points", who=seat_name(s),
                            points=_words(lang, [p.msg for p in got.points])))
        hidden = len(state.zoo(s).final_scoring) if s != seat else 0
        if hidden:
            lines.append(_t(lang, "an.diagram.hidden_final", who=seat_name(s), n=hidden))
    if state.over:
        lines.append(render(done.msg, lang))
    return "\n".join(lines)


__all__ = ["BONUS_LETTERS", "BUILDING_LETTERS", "diagram", "legend", "map_lines", "scores",
           "zoo_lines"]
