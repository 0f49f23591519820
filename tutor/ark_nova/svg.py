"""Static SVG of an Ark Nova position, for notebooks read without a kernel. Plain string
building, every label a catalog text (``an.svg.*``, the map's and tracks' names).

At the top, the round: whose turn it is, the Break token (AN-SETUP-BREAK), the deck and
the display's six folders with their card numbers (AN-DISPLAY-REFILL). Then one panel per
zoo: its map (AN-MAP-GRID: rock and water shaded, each building's hexes coloured by what
it counts as, the animals housed counted on their enclosure), its tracks' numbers (money,
appeal, conservation, reputation, X-tokens), its Action cards slot 1 to 5 with their
strength and side (AN-ACT-STRENGTH), the size of its hand, its workers free on the
notepad and the list of its buildings. Between them, the association board: the
workers on each task (AN-ASSOC-TASKS), the donations made (AN-ASSOC-DONATE-COST), the
partner zoos and universities on offer (AN-ASSOC-OFFER), the bonus tiles still on
conservation spaces 5 and 8 (AN-CONS-5-8), and every conservation project in play, the
base ones first (AN-SETUP-ASSOC), each level with its conservation points and its mark:
free, blocked at setup, or the seat holding it (AN-ASSOC-CP).
A hand's cards are never drawn: the picture shows what every seat sees.
"""

from __future__ import annotations

import math

from tutor.core import Msg, render, seat_name
from tutor.core.svg import document, flow, label

from .bonuses import tile_name
from .buildings import Category
from .cards import BASE_PROJECT_NUMBERS, card, icon_name
from .messages import svg as _messages  # noqa: F401  (registers an.svg.*)
from .state import BLOCKED, PICTURE, Project, State, Zoo
from .steps import KeepHand
from .strength import Task, action_name
from .zoo_map import GRID, text, zoo_map

#: A hex's circumradius, in pixels; flat-top hexes (AN-MAP-GRID).
R = 11.0
COL = 1.5 * R
HALF_ROW = math.sqrt(3) * R / 2
PANEL_W, PANEL_H = 460.0, 300.0
HEADER_H = 74.0
INK = "#1e2a1e"
#: The fill of a cell by terrain, and of a building's cells by what it counts as.
TERRAIN = {"rock": "#9a9184", "water": "#7fb6de", "free": "#e4efd2"}
BUILT = {Category.KIOSK: "#e3a84a", Category.PAVILION: "#d46a6a",
         Category.STANDARD: "#8fbf6a", Category.SPECIAL: "#5f9ea0",
         Category.UNIQUE: "#a07bc0"}
#: A seat's colour on the project levels it holds (seat 1 to 4).
SEAT_FILL = ("#e07a5f", "#4f86c6", "#6aa84f", "#c9a227")
#: The association board's sizes: its lines, and one project card.
LINE = 15.0
CARD_W, CARD_H = 146.0, 58.0
#: From this width the association board's offers stand beside its tasks.
WIDE = 800.0


def _t(lang: str, key: str, **params) -> str:
    return render(Msg(key, **params), lang)


#: One flat-top hexagon drawn from its right corner, in relative moves (the same dozen
#: characters for every hex).
_HEX_EDGES = (f"l{-R / 2:g},{HALF_ROW:.1f} {-R:g},0 {-R / 2:g},{-HALF_ROW:.1f} "
              f"{R / 2:g},{-HALF_ROW:.1f} {R:g},0z")


def _hexes_path(centres: list[tuple[float, float]]) -> str:
    """Hexes of one fill as one path's ``d``: each hexagon from its right corner, and each
    hex after the first a small relative move from the one before. The maps are most of
    the picture, and a course sends one picture per board to every student's page: one
    ``<polygon>`` per hex made a two-player picture 28 KB."""
    out, at = [], None
    for cx, cy in centres:
        x, y = cx + R, cy
        out.append(f"M{x:.1f},{y:.1f}" if at is None else f"m{x - at[0]:.1f},{y - at[1]:.1f}")
        out.append(_HEX_EDGES)
        at = (x, y)
    return "".join(out)


def _centre(h, ox: float, oy: float) -> tuple[float, float]:
    x, y = h
    return ox + R + x * COL, oy + HALF_ROW + y * HALF_ROW


def _map(state: State, zoo: Zoo, ox: float, oy: float) -> list[str]:
    """The 58 hexes (AN-MAP-GRID), terrain and buildings; the number of animals housed
    written on each enclosure's anchor."""
    zmap = zoo_map(state.map_id)
    fill = {h: TERRAIN["rock"] if h in zmap.rock else TERRAIN["water"] if h in zmap.water
            else TERRAIN["free"] for h in GRID}
    for b in zoo.buildings:
        for c in b.cells:
            fill[c] = BUILT.get(b.category, TERRAIN["free"])
    by_fill: dict[str, list] = {}
    for h in sorted(GRID):
        by_fill.setdefault(fill[h], []).append(_centre(h, ox, oy))
    out = [f'<path class="hexes" d="{_hexes_path(centres)}" fill="{colour}" '
           f'stroke="#56634f" stroke-width="0.8"/>' for colour, centres in by_fill.items()]
    housed: dict = {}
    for anchor, _card in zoo.housed:
        housed[anchor] = housed.get(anchor, 0) + 1
    for anchor, n in sorted(housed.items()):
        cx, cy = _centre(anchor, ox, oy)
        out.append(label(cx, cy + 4, str(n), 10, anchor="middle", bold=True, fill=INK))
    return out


def _zoo(state: State, seat: int, lang: str, ox: float, oy: float) -> list[str]:
    zoo = state.zoo(seat)
    out = [f'<rect x="{ox:g}" y="{oy:g}" width="{PANEL_W - 8:g}" height="{PANEL_H - 8:g}" '
           f'rx="8" fill="#f7f4ea" stroke="#8a7f64"/>',
           label(ox + 10, oy + 18, _t(lang, "an.svg.zoo", who=seat_name(seat)), 13,
                 bold=True, fill=INK, width=200)]
    out += _map(state, zoo, ox + 10, oy + 26)
    tx = ox + 200
    tracks = (("an.svg.money", zoo.money), ("an.svg.appeal", zoo.appeal),
              ("an.svg.conservation", zoo.conservation), ("an.svg.reputation", zoo.reputation),
              ("an.svg.x_tokens", zoo.x_tokens))
    for i, (key, value) in enumerate(tracks):
        out.append(label(tx, oy + 38 + 15 * i, _t(lang, key, n=value), 11, fill=INK,
                         width=120))
    out.append(label(tx + 125, oy + 38, _t(lang, "an.svg.hand", n=len(zoo.hand)), 11,
                     fill=INK, width=120))
    out.append(label(tx + 125, oy + 53, _t(lang, "an.svg.played", n=len(zoo.played)), 11,
                     fill=INK, width=120))
    out.append(label(tx + 125, oy + 68, _t(lang, "an.svg.workers", n=zoo.workers.active),
                     11, fill=INK, width=120))
    out.append(label(tx, oy + 125, _t(lang, "an.svg.row"), 11, bold=True, fill=INK,
                     width=240))
    for slot, card in enumerate(zoo.row, start=1):
        x = tx + (slot - 1) * 50
        out.append(f'<rect x="{x:g}" y="{oy + 131:g}" width="48" height="40" rx="4" '
                   f'fill="{"#f2d78c" if card.side == 2 else "#e9e4d4"}" stroke="#8a7f64"/>')
        out.append(label(x + 24, oy + 144, str(slot), 11, anchor="middle", bold=True,
                         fill=INK))
        out.append(label(x + 24, oy + 157, render(action_name(card.action), lang), 9,
                         anchor="middle", fill=INK, width=47, min_size=5))
        out.append(label(x + 24, oy + 168, "I" * int(card.side), 8, anchor="middle",
                         fill=INK))
    out.append(label(tx, oy + 192, _t(lang, "an.svg.buildings", n=len(zoo.buildings)), 11,
                     bold=True, fill=INK, width=240))
    for i, b in enumerate(zoo.buildings[:6]):
        name = (Msg("an.map.kind.unique", name=b.name) if b.category == Category.UNIQUE
                else Msg(f"an.map.kind.{b.name}"))
        out.append(label(tx, oy + 207 + 13 * i,
                         render(Msg("an.map.building", kind=name, at=text(b.anchor)), lang),
                         10, fill=INK, width=240))
    if len(zoo.buildings) > 6:
        out.append(label(tx, oy + 207 + 13 * 6, _t(lang, "an.svg.more",
                                                   n=len(zoo.buildings) - 6), 10, fill=INK))
    return out


def _workers_on(state: State, task: Task, lang: str) -> str:
    """Who has workers on ``task`` (AN-ASSOC-TASKS): "Player 1 ×2, Player 2", or "-"."""
    out = []
    for seat, zoo in enumerate(state.zoos):
        n = zoo.workers.placed.count(task)
        if n:
            out.append(_t(lang, "an.svg.workers_of", who=seat_name(seat), n=n))
    return ", ".join(out) or "-"


def _listed(lang: str, msgs) -> str:
    return ", ".join(render(m, lang) for m in msgs) or "-"


def _project(project: Project, lang: str) -> str:
    """One project card: its number and name, base or not, and per level (left: hardest)
    its conservation points on a square, blank when free, grey when blocked at setup
    (AN-SETUP-ASSOC), in the colour of the seat holding it with its number (AN-ASSOC-CP)."""
    printed = card(project.number)
    base = project.number in BASE_PROJECT_NUMBERS
    out = [f'<rect width="{CARD_W:g}" height="{CARD_H:g}" rx="5" '
           f'fill="{"#eef3e2" if base else "#fff8e6"}" stroke="#8a7f64"/>',
           label(6, 14, printed.name, 10, bold=True, fill=INK, width=CARD_W - 12,
                 min_size=8),
           label(6, 27, _t(lang, "an.svg.base" if base else "an.svg.played_project",
                           card=project.number), 9, fill="#6b6350", width=CARD_W - 12)]
    for i, (mark, level) in enumerate(zip(project.marks, printed.levels)):
        x = 6 + i * 46
        fill = ("#ffffff" if mark is None else "#b9b4a8" if mark == BLOCKED
                else SEAT_FILL[mark % len(SEAT_FILL)])
        out.append(f'<rect x="{x:g}" y="33" width="42" height="19" rx="3" fill="{fill}" '
                   f'stroke="#8a7f64"/>')
        word = (_t(lang, "an.svg.level_cp", n=level.reward.conservation) if mark is None
                else _t(lang, "an.svg.level_blocked") if mark == BLOCKED
                else _t(lang, "an.svg.level_seat", n=mark + 1))
        out.append(label(x + 21, 47, word, 10, anchor="middle", bold=mark is not None
                         and mark != BLOCKED, fill=INK, width=40, min_size=6))
    return "".join(out)


def _association(state: State, lang: str, width: float, top: float) -> tuple[list[str], float]:
    """The association board (the module's docstring) from ``top``: the elements and its
    height. Wide pictures put the offers beside the tasks, narrow ones below them."""
    side = width >= WIDE
    left_w = 300.0 if side else width - 32
    rx = 16 + left_w + 14 if side else 16.0
    right_w = width - rx - 14 if side else width - 32
    out = [label(16, top + 18, _t(lang, "an.svg.association"), 13, bold=True, fill=INK,
                 width=200),
           label(230, top + 18, _t(lang, "an.svg.donations", n=state.donations), 11,
                 fill=INK, width=width - 244)]
    y = top + 36
    for i, task in enumerate(Task):
        out.append(label(16, y + LINE * i, _t(
            lang, "an.svg.task", task=Msg(f"an.svg.task.{task.name.lower()}"),
            workers=_workers_on(state, task, lang)), 10, fill=INK, width=left_w, min_size=7))
    offers = (_t(lang, "an.svg.offer_zoos", zoos=_listed(lang, (icon_name(c) for c in
                                                                state.offer_zoos))),
              _t(lang, "an.svg.offer_unis", unis=_listed(lang, (Msg(f"an.svg.uni.{u}")
                                                                for u in state.offer_unis))),
              _t(lang, "an.svg.tiles", space=5, tiles=_listed(lang, map(tile_name,
                                                                         state.tiles5))),
              _t(lang, "an.svg.tiles", space=8, tiles=_listed(lang, map(tile_name,
                                                                         state.tiles8))))
    oy = y if side else y + LINE * len(Task)
    for i, line in enumerate(offers):
        out.append(label(rx, oy + LINE * i, line, 10, fill=INK, width=right_w, min_size=7))
    y = oy + LINE * len(offers) + 4
    base = [p for p in state.projects if p.number in BASE_PROJECT_NUMBERS]
    played = [p for p in state.projects if p.number not in BASE_PROJECT_NUMBERS]
    out.append(label(16, y, _t(lang, "an.svg.projects", n=len(state.projects)), 11,
                     bold=True, fill=INK, width=width - 32))
    cards, height = flow([(CARD_W, CARD_H, _project(p, lang)) for p in base + played],
                         width - 10, 6, 6, left=16, top=y + 6)
    out.append(cards)
    return out, y + 6 + height + 10 - top


def _header(state: State, lang: str, width: float) -> list[str]:
    if state.over:
        status = _t(lang, "an.svg.over")
    else:
        status = _t(lang, "an.svg.turn", who=seat_name(state.turn))
    out = [label(10, 20, status, 14, bold=True, fill=INK, width=260)]
    if state.break_length:
        out.append(label(280, 20, _t(lang, "an.svg.break", at=state.break_pos,
                                     length=state.break_length), 12, fill=INK, width=170))
    out.append(label(460, 20, _t(lang, "an.svg.deck", n=len(state.deck)), 12, fill=INK,
                     width=150))
    out.append(label(10, 46, _t(lang, "an.svg.display"), 12, bold=True, fill=INK, width=90))
    hidden = any(isinstance(step, KeepHand) for step in state.stack[:1])
    for f, card in enumerate(state.display, start=1):
        x = 100 + (f - 1) * 60
        out.append(f'<rect x="{x:g}" y="32" width="54" height="34" rx="4" fill="#fffdf5" '
                   f'stroke="#8a7f64"/>')
        out.append(label(x + 27, 45, str(f), 9, anchor="middle", fill="#6b6350"))
        shown = "-" if card is None or hidden else str(card)
        out.append(label(x + 27, 60, shown, 12, anchor="middle", bold=True, fill=INK))
    return out


def state_svg(state: State, lang: str = "en") -> str:
    """The position as an SVG document, labelled in ``lang``."""
    columns = 1 if state.players == 1 else 2
    rows = -(-state.players // columns)
    width = max(columns * PANEL_W + 10, 620)
    body = _header(state, lang, width)
    board, board_h = _association(state, lang, width, HEADER_H)
    body.append(f'<rect x="6" y="{HEADER_H:g}" width="{width - 12:g}" height="{board_h - 6:g}" '
                f'rx="8" fill="#f1f5ec" stroke="#8a7f64"/>')
    body += board
    top = HEADER_H + board_h
    height = top + rows * PANEL_H + 6
    for seat in range(state.players):
        row, col = divmod(seat, columns)
        body += _zoo(state, seat, lang, 6 + col * PANEL_W, top + row * PANEL_H)
    return document(width, height, "".join(body), background="#fbfaf5")


PICTURE.provide(state_svg)

__all__ = ["state_svg"]
