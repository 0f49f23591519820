"""The Ark Nova board: the served seat's zoo map, its Action cards, the display and the hand,
with the engine's verdict on every part of a move.

::

    board = ArkNovaBoard()                         # 2 players, map A, seed 0
    board = ArkNovaBoard(players=1, map="0", seed=4)
    board.click_key(("action", Action.BUILD))      # the turn's card (AN-ACT-TURN)
    board.click_key(("kind", "pavilion"))          # a building of the Build row
    board.rotate(1); board.hover_key(("hex", (0, 5))); board.explanation_text
    board.click_key(("hex", (0, 5)))               # build (AN-BUILD-*)

The canvas (900 × 880): on the left the zoo map of the seat served (map A or 0, flat-top
hexes, each with its coordinates as the notation writes them, "3,4"): rock and water
(with their letters as well as their colours), the build-II spaces ("B-II", dashed),
the placement bonuses, the buildings by kind (a code: K kiosk, P pavilion, E1–E5
enclosures, Pz / Rh / Ba the special ones, U a unique building) and the animals living in
enclosures (their card numbers). On the right the tracks (money, X-tokens, appeal,
conservation, reputation, the break), the five Action cards (slot, name, side, tokens),
the X-tokens to spend and the X-token action, the Build row (ten kinds) with ⟲ ⟳. Below,
the display (six folders and the deck), the seats (click one to look at its zoo), the hand
(behind the hot-seat curtain in the play view) and the ask's named options (done, stop,
a bonus...). At the bottom the association board (the workers on each task, the
donations, the partner zoos and universities on offer, the conservation projects with
each level free, blocked or held) and the other seats' zoos as small maps (click one to
look at it). While a building kind is picked, the anchors where it may stand in the
current rotation are lit, those where it may stand once turned dotted. Everything said
comes from ``tutor.ark_nova``.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

import tutor.ark_nova as an
from tutor.ark_nova.buildings import BUILD_KINDS, Category
from tutor.ark_nova.cards import BASE_PROJECT_NUMBERS, Animal, Sponsor, card, icon_name
from tutor.ark_nova.messages import svg as _messages_svg  # noqa: F401  (an.svg.* names)
from tutor.ark_nova.state import BLOCKED, State
from tutor.ark_nova.strength import Task, action_name
from tutor.ark_nova.zoo_map import GRID, PANEL_SIZE, zoo_map
from tutor.core import Msg, render, seat_name

from widgets import draw as D
from widgets.base import CURTAIN, Board, Feedback
from widgets.draw import MARK_STYLES
from widgets.geometry import Rect
from widgets.panel import html_msg

from . import messages as _messages_an  # noqa: F401  (registers ui.an.*)
from .session import BUILD_STEPS, MAX_OPTIONS, ArkNovaSession

W, H = 900, 880
R = 29.0                                  # a hex's radius (centre to corner)
ROW = R * math.sqrt(3) / 2                # one unit of the doubled row
MAP = Rect(4, 28, 418, 362)
MX, MY = MAP.x + 6 + R, MAP.y + 6 + ROW
RIGHT = 430.0
TRACKS_TOP = 30.0
CARDS = tuple(Rect(RIGHT + i * 93, 132, 88, 78) for i in range(5))
SPEND_Y = 218.0
SPEND = tuple(Rect(RIGHT + 150 + i * 30, SPEND_Y, 26, 22) for i in range(6))
XACTION = Rect(RIGHT + 336, SPEND_Y, 124, 22)
KINDS = tuple(Rect(RIGHT + 68 + (i % 5) * 80, 248 + (i // 5) * 30, 76, 26)
              for i in range(len(BUILD_KINDS)))
ROT_BACK = Rect(RIGHT + 68, 310, 30, 24)
ROT_ON = Rect(RIGHT + 210, 310, 30, 24)
#: The seat's left panel (AN-MAP-PANEL), slot 1 … 7, under the Build row.
PANEL_Y = 340.0
PANEL_TOKENS = tuple(Rect(RIGHT + 52 + i * 59, PANEL_Y, 56, 22) for i in range(PANEL_SIZE))
#: The conservation track's choices (AN-CONS-5-8, AN-CONS-10): the bonus tiles on spaces 5
#: and 8, then the seat's final scoring cards.
CONS_Y = 366.0
TILE_BOXES = {5: tuple(Rect(RIGHT + 36 + i * 58, CONS_Y, 55, 22) for i in range(2)),
              8: tuple(Rect(RIGHT + 192 + i * 58, CONS_Y, 55, 22) for i in range(2))}
FINAL_BOXES = tuple(Rect(RIGHT + 348 + i * 60, CONS_Y, 57, 22) for i in range(2))
DISPLAY_TOP = 400.0
DECK = Rect(8, DISPLAY_TOP + 16, 58, 70)
FOLDERS = tuple(Rect(74 + i * 72, DISPLAY_TOP + 16, 66, 70) for i in range(6))
SEATS_BOX = Rect(510, DISPLAY_TOP, 386, 90)
HAND_TOP = 494.0
HAND = Rect(4, HAND_TOP, 892, 94)
CARD_W, CARD_H = 58.0, 70.0
OPTIONS_TOP = 594.0
OPTIONS = tuple(Rect(74 + (i % 4) * 206, OPTIONS_TOP + (i // 4) * 27, 200, 24)
                for i in range(MAX_OPTIONS))
#: ◀ ▶: the previous and next page of named options, under their caption.
PAGES = {-1: Rect(8, OPTIONS_TOP + 24, 28, 20), 1: Rect(40, OPTIONS_TOP + 24, 28, 20)}
ASSOC_TOP = 654.0
ASSOC = Rect(4, ASSOC_TOP, 620, H - ASSOC_TOP - 4)
TASKS = tuple(Rect(8 + i * 153, ASSOC_TOP + 20, 149, 32) for i in range(len(Task)))
ZOOS = tuple(Rect(122 + i * 84, ASSOC_TOP + 58, 80, 22) for i in range(5))
UNIS = tuple(Rect(122 + i * 166, ASSOC_TOP + 84, 162, 22) for i in range(3))
PROJECTS_TOP = ASSOC_TOP + 122
PROJ_W, PROJ_H = 120.0, 46.0
PROJECT_BOXES = tuple(Rect(8 + (i % 5) * 122, PROJECTS_TOP + (i // 5) * 48, PROJ_W, PROJ_H)
                      for i in range(10))
LEVEL_W, LEVEL_H = 37.0, 20.0
OTHERS = Rect(630, ASSOC_TOP, 266, H - ASSOC_TOP - 4)
MINIS = tuple(Rect(OTHERS.x + 4 + i * 87, ASSOC_TOP + 22, 84, 96) for i in range(3))
MINI_R = 5.5
#: The break track's caption (a replayed break's token marked there, AN-BREAK-6).
BREAK_BOX = Rect(RIGHT + 296, TRACKS_TOP, 160, 16)
#: The final score (AN-END-FINAL): drawn once the game is over, over the options and the
#: association board (neither has anything to offer then); the map, the Action cards, the
#: display and the hand stay where they are.
SCORE = Rect(4, OPTIONS_TOP - 2, W - 8, H - OPTIONS_TOP - 2)

# The boxes of the pieces layer's regions (see :func:`region`): each draws within its own,
# strokes included; they overlap only where one is drawn over another (the final score).
TITLE_BOX = Rect(0, 0, RIGHT - 4, MAP.y)
TRACKS_BOX = Rect(RIGHT - 2, TRACKS_TOP - 4, W - RIGHT, CARDS[0].y - TRACKS_TOP + 2)
ROW_BOX = Rect(RIGHT - 2, CARDS[0].y - 2, W - RIGHT, KINDS[-1].bottom - CARDS[0].y + 4)
ROTATION_BOX = Rect(ROT_BACK.x - 2, ROT_BACK.y - 2, ROT_ON.right - ROT_BACK.x + 4,
                    ROT_BACK.h + 4)
PANEL_BOX = Rect(RIGHT - 2, PANEL_Y - 2, W - RIGHT, 26)
CONS_BOX = Rect(RIGHT - 2, CONS_Y - 2, W - RIGHT, 26)
DISPLAY_BOX = Rect(4, DISPLAY_TOP - 2, FOLDERS[-1].right + 2, DECK.bottom + 4 - DISPLAY_TOP)
OPTIONS_BOX = Rect(4, OPTIONS_TOP - 2, W - 8, ASSOC_TOP - OPTIONS_TOP)
SCORE_BOX = Rect(SCORE.x - 2, SCORE.y - 2, SCORE.w + 4, SCORE.h + 4)

TERRAIN = {"plain": "#efe6c4", "rock": "#a39b8f", "water": "#8bbde3"}
#: Rock and water carry a letter too (colour is never the only cue): R / W, in French R / E.
TERRAIN_LETTER = ("rock", "water")
CATEGORY = {Category.KIOSK: "#f2b134", Category.PAVILION: "#c98bd6",
            Category.STANDARD: "#7fb069", Category.SPECIAL: "#4f9d9a",
            Category.UNIQUE: "#d9725f"}
CODES = {"kiosk": "K", "pavilion": "P", "enclosure_1": "E1", "enclosure_2": "E2",
         "enclosure_3": "E3", "enclosure_4": "E4", "enclosure_5": "E5",
         "petting_zoo": "Pz", "reptile_house": "Rh", "large_bird_aviary": "Ba"}
INK, FAINT, PANEL_BG, MAP_BG = "#2f2a22", "#8a8272", "#f4efe2", "#55624d"
SEAT_COLOURS = ("#d1495b", "#2e86ab", "#edae49", "#66a182")


def centre(h: tuple[int, int]) -> tuple[float, float]:
    """The pixel centre of map hex (x, y) (flat-top; y the doubled row, AN-MAP-GRID)."""
    return (MX + h[0] * 1.5 * R, MY + h[1] * ROW)


def corners(h: tuple[int, int], shrink: float = 0.0) -> list[tuple[float, float]]:
    x, y = centre(h)
    r = R - shrink
    return [(x + r * math.cos(math.pi / 3 * k), y + r * math.sin(math.pi / 3 * k))
            for k in range(6)]


def hex_at(px: float, py: float) -> tuple[int, int] | None:
    """The map hex under a pixel (the nearest centre within the inner radius)."""
    best, dist = None, ROW * ROW
    for h in GRID:
        x, y = centre(h)
        d = (x - px) ** 2 + (y - py) ** 2
        if d < dist:
            best, dist = h, d
    return best


def hex_outline(c: Any, h: tuple[int, int], style: str, width: float = 3.0) -> None:
    colour, dash = MARK_STYLES.get(style, MARK_STYLES["focus"])
    c.stroke_style = colour
    c.line_width = width
    c.set_line_dash(list(dash))
    c.stroke_polygon(corners(h, 2.5))
    if dash:
        c.set_line_dash([])
    if style == "cross":
        x, y = centre(h)
        d = R * 0.4
        D.line(c, x - d, y - d, x + d, y + d, colour, 3.0)
        D.line(c, x - d, y + d, x + d, y - d, colour, 3.0)


def mini_centre(box: Rect, h: tuple[int, int]) -> tuple[float, float]:
    """The centre of map hex ``h`` in a small map drawn in ``box``."""
    row = MINI_R * math.sqrt(3) / 2
    return (box.x + 4 + MINI_R + h[0] * 1.5 * MINI_R, box.y + 2 + row + h[1] * row)


def level_box(box: Rect, i: int) -> Rect:
    """Level ``i`` (0 the left, level 1) of the project card drawn in ``box``."""
    return Rect(box.x + 3 + i * (LEVEL_W + 1), box.y + box.h - LEVEL_H - 3, LEVEL_W, LEVEL_H)


def button(c: Any, box: Rect, label: str, on: bool, picked: bool = False,
           size: float = 11) -> None:
    D.fill_round_rect(c, box, 5, "#f6c445" if picked else "#fbf7ea" if on else "#ddd6c4")
    D.stroke_round_rect(c, box, 5, "#6b5a2e" if on else "#b4ab98", 1.0)
    D.text(c, label, *box.center, size, INK if on else FAINT, bold=picked)


def card_lines(number: int, lang: str) -> list[str]:
    """What a card shows on the canvas: its number, then its cost, level or kind."""
    found = card(number)
    if isinstance(found, Animal):
        second = Msg("ui.an.caption.cost", n=found.cost)
    elif isinstance(found, Sponsor):
        second = Msg("ui.an.caption.level", n=found.level)
    else:
        second = Msg("ui.an.caption.project")
    return [str(number), render(second, lang)]


def fit(text: str, width: float, size: float) -> str:
    """``text`` cut (with …) to about ``width`` pixels at ``size`` px."""
    most = max(3, int(width / (size * 0.55)))
    return text if len(text) <= most else text[:most - 1] + "…"



# ------------------------------------------------------------ the pieces layer by region
#
# The pieces layer is recorded again at every refresh, to be sent only when its recording
# changed; a move changes a few parts of the board. Each region below is recorded by a pure
# function of its arguments (exactly what it draws: the state's part, the language, the
# seat shown, what is lit...), cached on them (``functools.lru_cache``), and included in
# the layer's recording (``D.Recorder.include``: as if drawn there). A region's
# recording is never changed once made.

#: The board's cached, boxed regions (:class:`widgets.draw.Regions`): ``@region(maxsize,
#: box)`` makes a drawing function into its recording, made once per key, drawn within
#: ``box`` only, so that a move repaints the boxes of the regions it changed and nothing
#: else (:func:`widgets.draw.repaint`).
REGIONS = D.Regions()
region = REGIONS.region


def clear_caches() -> None:
    """Forget every region's recordings (the next pieces layer is recorded afresh)."""
    REGIONS.clear()


#: Every map hex's outline (shrunk 0.8 px: neighbours never overlap, so their order of
#: drawing changes no pixel).
HEX_CORNERS = {h: corners(h, 0.8) for h in sorted(GRID)}
BUILD2_CORNERS = {h: corners(h, 5) for h in sorted(GRID)}


@region(8, TITLE_BOX)
def _title(c: Any, seat: int, map_id: str, lang: str) -> None:
    D.text(c, render(Msg("ui.an.caption.zoo", who=seat_name(seat), map=map_id), lang), 8,
           14, 13, INK, bold=True, align="left")


@region(32, MAP)
def _map(c: Any, map_id: str, buildings: tuple, housed: tuple, lang: str) -> None:
    """The zoo map: the hexes batched by colour (one ``fill_polygons`` each, one
    ``stroke_polygons`` for the outlines), then each kind of text in turn."""
    zmap = zoo_map(map_id)
    covered: dict[tuple[int, int], Any] = {}
    for b in buildings:
        for h in b.cells:
            covered[h] = b
    hexes = sorted(GRID)
    by_fill: dict[str, list] = {}
    for h in hexes:
        b = covered.get(h)
        fill = CATEGORY.get(b.kind.category, "#cccccc") if b is not None \
            else TERRAIN[zmap.terrain(h)]
        by_fill.setdefault(fill, []).append(HEX_CORNERS[h])
    for fill, polygons in by_fill.items():
        c.fill_style = fill
        c.fill_polygons(np.array(polygons))
    c.stroke_style = "#3b3a30"
    c.line_width = 1.0
    c.set_line_dash([])
    c.stroke_polygons(np.array([HEX_CORNERS[h] for h in hexes]))
    for h in hexes:
        x, y = centre(h)
        D.text(c, f"{h[0]},{h[1]}", x, y - ROW + 8, 8, "#4a4536")
    free = [h for h in hexes if h not in covered]
    for h in free:
        terrain = zmap.terrain(h)
        if terrain in TERRAIN_LETTER:
            x, y = centre(h)
            D.text(c, render(Msg(f"ui.an.letter.{terrain}"), lang), x, y + 2, 13, "#2c3440",
                   bold=True)
    build2 = [h for h in free if h in zmap.build2]
    if build2:
        c.stroke_style = "#6b5a2e"
        c.set_line_dash([4, 3])
        c.stroke_polygons(np.array([BUILD2_CORNERS[h] for h in build2]))
        c.set_line_dash([])
        for h in build2:
            x, y = centre(h)
            D.text(c, "B-II", x, y + 12, 8, "#6b5a2e")
    for h in free:
        bonus = zmap.bonus_at(h)
        if bonus is not None:
            x, y = centre(h)
            D.text(c, render(Msg(f"ui.an.bonus.{bonus.kind}", n=bonus.value), lang), x, y + 2,
                   8, "#5b2a00", bold=True)
    rooms = dict(housed)
    for b in buildings:
        x, y = centre(b.anchor)
        D.text(c, CODES.get(b.kind.name, "U"), x, y + 1, 13, "#1d1a14", bold=True)
        if b.anchor in rooms:
            D.text(c, str(rooms[b.anchor]), x, y + 14, 9, "#1d1a14")


def _bar(c: Any, y: float, label: str, value: int, most: int, colour: str) -> None:
    D.text(c, label, RIGHT + 2, y, 11, INK, align="left")
    box = Rect(RIGHT + 150, y - 5, 300, 10)
    D.fill_round_rect(c, box, 3, "#e0d8c4")
    if most > 0 and value > 0:
        D.fill_round_rect(c, Rect(box.x, box.y, box.w * min(value, most) / most, box.h), 3,
                          colour)


@region(32, TRACKS_BOX)
def _tracks(c: Any, money: int, x_tokens: int, appeal: int, conservation: int,
            reputation: int, break_track: tuple[int, int] | None, solo_turns: int,
            lang: str) -> None:
    """Money, X-tokens, the break (or the solo game's turns), appeal, conservation and
    reputation."""
    from tutor.ark_nova.tracks import (APPEAL_MAX, CONSERVATION_MAX, REPUTATION_MAX,
                                       SHEET_CONS_SPACES)
    y = TRACKS_TOP + 8
    D.text(c, render(Msg("ui.an.caption.money", n=money), lang), RIGHT + 2, y, 12,
           INK, bold=True, align="left")
    D.text(c, render(Msg("ui.an.caption.x", n=x_tokens), lang), RIGHT + 150, y, 11,
           INK, align="left")
    if break_track is not None:
        D.text(c, render(Msg("ui.an.caption.break", n=break_track[0], of=break_track[1]),
                         lang), RIGHT + 300, y, 11, INK, align="left")
    else:
        D.text(c, render(Msg("ui.an.caption.solo", n=solo_turns), lang),
               RIGHT + 300, y, 11, INK, align="left")
    _bar(c, y + 20, render(Msg("ui.an.caption.appeal", n=appeal), lang), appeal, APPEAL_MAX,
         "#e07a5f")
    _bar(c, y + 40, render(Msg("ui.an.caption.conservation", n=conservation), lang),
         conservation, CONSERVATION_MAX, "#3d9970")
    for space in SHEET_CONS_SPACES:            # AN-CONS-2, AN-CONS-5-8, AN-CONS-10
        x = RIGHT + 150 + 300 * space / CONSERVATION_MAX
        D.line(c, x, y + 33, x, y + 47, "#1f5f45", 1.5)
    _bar(c, y + 60, render(Msg("ui.an.caption.reputation", n=reputation), lang),
         reputation, REPUTATION_MAX, "#6c5ce7")


def spend_button(c: Any, i: int, on: bool, picked: bool) -> None:
    button(c, SPEND[i], str(i), on, picked)


def xaction_button(c: Any, lang: str, on: bool, picked: bool) -> None:
    button(c, XACTION, render(Msg("ui.an.caption.xaction"), lang), on, picked)


def kind_button(c: Any, name: str, lang: str, on: bool, picked: bool) -> None:
    box = KINDS[BUILD_KINDS.index(name)]
    button(c, box, fit(render(Msg(f"ui.an.kind.{name}"), lang), box.w - 4, 10), on, picked, 10)


@region(32, ROW_BOX)
def _row(c: Any, row: tuple, x_tokens: int, lang: str, turn: bool, xmode: bool,
         building: bool) -> None:
    """The five Action cards, the X-tokens to spend, the X-token action and the Build row
    (lit when the seat may use them; what is picked is drawn on the selection layer)."""
    for i, (box, ac) in enumerate(zip(CARDS, row)):
        D.fill_round_rect(c, box, 6, "#fffaf0" if turn else "#ebe4d2")
        D.stroke_round_rect(c, box, 6, "#6b5a2e", 1.5 if ac.side == 2 else 1.0)
        D.text(c, render(Msg("ui.an.caption.slot", n=i + 1), lang), box.x + 6, box.y + 10,
               10, FAINT, align="left")
        D.text(c, fit(render(action_name(ac.action), lang), box.w - 6, 12), box.center[0],
               box.y + 32, 12, INK, bold=True)
        D.text(c, render(Msg("ui.an.caption.side", side=ac.side.name), lang),
               box.center[0], box.y + 50, 10, INK)
        if ac.venom or ac.constriction or ac.multiplier:
            D.text(c, fit(render(Msg("ui.an.caption.tokens", v=ac.venom, c=ac.constriction,
                                     m=ac.multiplier), lang), box.w - 4, 8),
                   box.center[0], box.y + 67, 8, "#8b1e1e")
    D.text(c, render(Msg("ui.an.caption.spend"), lang), RIGHT + 2, SPEND_Y + 11, 11, INK,
           align="left")
    for i in range(len(SPEND[:x_tokens + 1])):
        spend_button(c, i, turn and not xmode, False)
    xaction_button(c, lang, turn, False)
    D.text(c, render(Msg("ui.an.caption.build"), lang), RIGHT + 2, KINDS[0].center[1], 10,
           INK, align="left")
    for name in BUILD_KINDS:
        kind_button(c, name, lang, building, False)


@region(16, ROTATION_BOX)
def _rotation(c: Any, rot: int, lang: str, building: bool) -> None:
    """⟲ ⟳ (lit while a building is placed) and the rotation between them."""
    button(c, ROT_BACK, "⟲", building)
    button(c, ROT_ON, "⟳", building)
    D.text(c, render(Msg("ui.an.caption.rotation", rot=rot), lang),
           (ROT_BACK.right + ROT_ON.x) / 2, ROT_BACK.center[1], 11, INK)


def panel_button(c: Any, map_id: str, panel: tuple, i: int, lang: str, on: bool,
                 picked: bool) -> None:
    """Slot ``i + 1`` of the left panel (AN-MAP-PANEL): its bonus, or greyed "taken"."""
    box, slot = PANEL_TOKENS[i], zoo_map(map_id).panel[i]
    bonus = render(Msg(f"ui.an.bonus.{slot.bonus.kind}", n=slot.bonus.value), lang)
    there = panel[i]
    label = bonus if there else render(Msg("ui.an.caption.panel_gone", slot=bonus), lang)
    button(c, box, fit(label, box.w - 4, 9), on and there, picked, 9)
    if slot.purple:
        D.stroke_round_rect(c, box, 5, "#7b3fa0", 2.0)


@region(32, PANEL_BOX)
def _panel(c: Any, map_id: str, panel: tuple, lang: str, on: bool) -> None:
    """AN-MAP-PANEL: the seat's left panel, slot 1 (left) … 7, each bonus in short words,
    purple slots edged purple; a token taken is greyed "taken". Lit while the seat is
    asked to take one (AN-MAP-PANEL-CHOICE); the slot picked is on the selection layer."""
    D.text(c, render(Msg("ui.an.caption.panel"), lang), RIGHT + 2, PANEL_Y + 11, 10, INK,
           bold=True, align="left")
    for i in range(min(len(PANEL_TOKENS), len(zoo_map(map_id).panel))):
        panel_button(c, map_id, panel, i, lang, on, False)


@region(32, CONS_BOX)
def _conservation(c: Any, tiles5: tuple, tiles8: tuple, step: str | None, shown: tuple,
                  held: int, lang: str) -> None:
    """AN-CONS-5-8: the bonus tiles still on spaces 5 and 8 (lit when the seat is asked
    for one: ``step`` "tile"); AN-CONS-10: the seat's final scoring cards, hidden as the
    hand is (lit when it is asked to drop one: "drop"; ``step`` is None at any other)."""
    for space, boxes in TILE_BOXES.items():
        D.text(c, render(Msg("ui.an.caption.cons_space", n=space), lang), boxes[0].x - 3,
               CONS_Y + 11, 10, INK, bold=True, align="right")
        for tile, box in zip(tiles5 if space == 5 else tiles8, boxes):
            button(c, box, fit(render(Msg(f"ui.an.tile.{tile}"), lang), box.w - 4, 9),
                   step == "tile", size=9)
    D.text(c, render(Msg("ui.an.caption.cons_space", n=10), lang), FINAL_BOXES[0].x - 3,
           CONS_Y + 11, 10, INK, bold=True, align="right")
    if not shown and held:
        D.text(c, render(Msg("ui.an.caption.finals_hidden", n=held), lang),
               FINAL_BOXES[0].x + 2, CONS_Y + 11, 10, FAINT, align="left")
    for number, box in zip(shown, FINAL_BOXES):
        button(c, box, fit(render(Msg("ui.an.caption.final_card", n=number), lang),
                           box.w - 4, 9), step == "drop", size=9)


def draw_card(c: Any, box: Rect, number: int | None, lang: str, head: str = "") -> None:
    D.fill_round_rect(c, box, 5, "#fffdf6" if number is not None else "#e6dfcc")
    D.stroke_round_rect(c, box, 5, "#6b5a2e", 1.0)
    if head:
        D.text(c, head, box.x + 5, box.y + 9, 9, FAINT, align="left")
    if number is None:
        return
    first, second = card_lines(number, lang)
    D.text(c, first, box.center[0], box.y + box.h * 0.45, 14, INK, bold=True)
    D.text(c, fit(second, box.w - 4, 9), box.center[0], box.y + box.h * 0.75, 9, INK)


@region(32, DISPLAY_BOX)
def _display(c: Any, display: tuple, deck: int, lang: str) -> None:
    D.text(c, render(Msg("ui.an.caption.display"), lang), 8, DISPLAY_TOP + 7, 11, INK,
           bold=True, align="left")
    D.fill_round_rect(c, DECK, 5, "#8c7b5a")
    D.text(c, fit(render(Msg("ui.an.caption.deck", n=deck), lang), DECK.w - 4, 9),
           *DECK.center, 9, "#fffaf0", bold=True)
    for i, box in enumerate(FOLDERS):
        number = display[i] if i < len(display) else None
        draw_card(c, box, number, lang, str(i + 1))


def seat_box(seat: int) -> Rect:
    return Rect(SEATS_BOX.x + 4, SEATS_BOX.y + 6 + seat * 21, SEATS_BOX.w - 8, 19)


@region(32, SEATS_BOX)
def _seats(c: Any, scores: tuple, seat: int, lang: str) -> None:
    """Each seat's money, appeal and conservation points (``scores``, by seat), the seat
    shown in bold."""
    for s, (money, appeal, cp) in enumerate(scores):
        box = seat_box(s)
        D.fill_round_rect(c, box, 4, "#fff8e6" if s == seat else "#ebe4d2")
        c.fill_style = SEAT_COLOURS[s % 4]
        c.fill_circle(box.x + 9, box.center[1], 5)
        D.text(c, fit(render(Msg("ui.an.caption.seat", who=seat_name(s), money=money,
                                 appeal=appeal, cp=cp), lang),
                      box.w - 24, 11), box.x + 19, box.center[1], 11, INK, bold=s == seat,
               align="left")


def hand_boxes(n: int) -> list[Rect]:
    step = CARD_W + 6 if n * (CARD_W + 6) <= HAND.w - 8 else (HAND.w - 8 - CARD_W) / max(1, n - 1)
    return [Rect(HAND.x + 4 + i * step, HAND.y + 18, CARD_W, CARD_H) for i in range(n)]


@region(32, HAND)
def _hand(c: Any, hand: tuple | None, seat: int, held: int, curtain: bool, lang: str) -> None:
    """The hand of the seat shown, or (``hand`` None) how many cards it hides, behind the
    hot seat's curtain if ``curtain``."""
    if hand is None:
        D.text(c, render(Msg("ui.an.caption.hand_hidden", who=seat_name(seat), n=held),
                         lang), 8, HAND_TOP + 8, 11, INK, bold=True, align="left")
        if curtain:
            box = Rect(HAND.x + 4, HAND.y + 18, HAND.w - 8, CARD_H)
            D.fill_round_rect(c, box, 8, "#4a4f63")
            D.text(c, render(Msg("ui.curtain.caption", who=seat_name(seat)), lang),
                   *box.center, 13, "#ffffff", bold=True)
        return
    D.text(c, render(Msg("ui.an.caption.hand", who=seat_name(seat), n=len(hand)), lang),
           8, HAND_TOP + 8, 11, INK, bold=True, align="left")
    for box, number in zip(hand_boxes(len(hand)), hand):
        draw_card(c, box, number, lang)


@region(16, OPTIONS_BOX)
def _options(c: Any, state: State, shown: tuple, page: int, pages: int, lang: str) -> None:
    """The named options of the page shown (each the engine's words for its move), and
    ◀ ▶ when there are several pages."""
    D.text(c, render(Msg("ui.an.caption.options"), lang), 8, OPTIONS_TOP + 12, 11, INK,
           bold=True, align="left")
    for box, (_i, move) in zip(OPTIONS, shown):
        label = render(an.describe_move(state, move), lang)
        button(c, box, fit(label, box.w - 8, 10), True, size=10)
    if pages > 1:
        button(c, PAGES[-1], "◀", page > 0)
        button(c, PAGES[1], "▶", page < pages - 1)
        D.text(c, fit(render(Msg("ui.an.caption.more", n=page + 1, of=pages), lang), 64, 9),
               (PAGES[-1].x + PAGES[1].right) / 2, PAGES[1].bottom + 7, 9, FAINT)


@region(32, ASSOC)
def _association(c: Any, donations: int, placed: tuple, offer_zoos: tuple,
                 offer_unis: tuple, projects: tuple, on: bool, zoo_on: bool, uni_on: bool,
                 lang: str) -> None:
    """The association board: each task's workers (``placed``: each seat's), the
    donations, the partner zoos and universities on offer, the projects drawn
    (``(number, marks, picked)``: each level's mark, whether it is the card picked)."""
    D.text(c, render(Msg("ui.an.caption.association", n=donations), lang),
           ASSOC.x + 6, ASSOC_TOP + 10, 11, INK, bold=True, align="left")
    for task, box in zip(Task, TASKS):
        D.fill_round_rect(c, box, 4, "#fbf7ea")
        D.stroke_round_rect(c, box, 4, "#8a7f64", 1.0)
        D.text(c, fit(render(Msg(f"an.svg.task.{task.name.lower()}"), lang), box.w - 6, 10),
               box.x + 4, box.y + 9, 10, INK, align="left")
        x = box.x + 8
        for s, workers in enumerate(placed):
            for _ in range(workers.count(task)):
                c.fill_style = SEAT_COLOURS[s % 4]
                c.fill_circle(x, box.y + 23, 5)
                D.text(c, str(s + 1), x, box.y + 23, 7, "#ffffff", bold=True)
                x += 12
    D.text(c, render(Msg("ui.an.caption.zoos"), lang), ASSOC.x + 6, ZOOS[0].center[1], 10,
           INK, align="left")
    for continent, box in zip(offer_zoos, ZOOS):
        button(c, box, fit(render(Msg("ui.an.caption.zoo_tile",
                                      continent=icon_name(continent)), lang), box.w - 4, 10),
               zoo_on, size=10)
    if not offer_zoos:
        D.text(c, render(Msg("ui.an.caption.none"), lang), ZOOS[0].x, ZOOS[0].center[1],
               10, FAINT, align="left")
    D.text(c, render(Msg("ui.an.caption.unis"), lang), ASSOC.x + 6, UNIS[0].center[1], 10,
           INK, align="left")
    for uni, box in zip(offer_unis, UNIS):
        button(c, box, fit(render(Msg(f"an.svg.uni.{uni}"), lang), box.w - 4, 9), uni_on,
               size=9)
    if not offer_unis:
        D.text(c, render(Msg("ui.an.caption.none"), lang), UNIS[0].x, UNIS[0].center[1],
               10, FAINT, align="left")
    D.text(c, render(Msg("ui.an.caption.projects"), lang), ASSOC.x + 6, PROJECTS_TOP - 8,
           10, INK, bold=True, align="left")
    for (number, marks, picked), box in zip(projects, PROJECT_BOXES):
        draw_project(c, box, number, marks, picked, on, lang)


def draw_project(c: Any, box: Rect, number: int, marks: tuple, picked: bool, on: bool,
                 lang: str) -> None:
    D.fill_round_rect(c, box, 4, "#fff8e6" if picked else "#fffdf6")
    D.stroke_round_rect(c, box, 4, "#6b5a2e" if on else "#b4ab98", 1.0)
    printed = card(number)
    if picked:
        head = render(Msg("ui.an.caption.picked_project", card=number), lang)
    else:
        head = render(Msg("an.svg.base" if number in BASE_PROJECT_NUMBERS
                          else "an.svg.played_project", card=number), lang)
    D.text(c, fit(head, box.w - 6, 9), box.x + 4, box.y + 9, 9, INK, bold=True,
           align="left")
    for i, (mark, level) in enumerate(zip(marks, printed.levels)):
        lbox = level_box(box, i)
        free = mark is None
        fill = "#ffffff" if free else "#b9b4a8" if mark == BLOCKED \
            else SEAT_COLOURS[mark % len(SEAT_COLOURS)]
        D.fill_round_rect(c, lbox, 3, fill)
        D.stroke_round_rect(c, lbox, 3, "#8a7f64", 1.0)
        word = (render(Msg("an.svg.level_cp", n=level.reward.conservation), lang) if free
                else render(Msg("an.svg.level_blocked"), lang) if mark == BLOCKED
                else render(Msg("an.svg.level_seat", n=mark + 1), lang))
        D.text(c, fit(word, lbox.w - 2, 8), *lbox.center, 8, INK, bold=not free)


def score_lines(state: State, lang: str) -> tuple[str, list[list[tuple[str, bool]]]]:
    """See :meth:`ArkNovaBoard.score_lines`."""
    from tutor.ark_nova.end import card_name, result
    from tutor.ark_nova.tracks import target_terms
    done = result(state)
    columns = []
    for sr in done.seats:
        won = sr.seat in done.winners
        score = sr.score
        plus_appeal = sum(p.appeal for p in sr.points)
        plus_c = sum(p.conservation for p in sr.points)
        base, per = target_terms(score.conservation)
        lines = [(render(Msg("ui.an.end.seat_won" if won else "ui.an.end.seat",
                             who=seat_name(sr.seat)), lang), True),
                 (render(Msg("ui.an.end.appeal", before=sr.appeal, plus=plus_appeal,
                             total=score.appeal), lang), False),
                 (render(Msg("ui.an.end.conservation", before=sr.conservation,
                             plus=plus_c, total=score.conservation), lang), False)]
        if not sr.points:
            lines.append((render(Msg("ui.an.end.no_card"), lang), False))
        for p in sr.points:
            form = ("both" if p.conservation and p.appeal else "cp" if p.conservation
                    else "appeal" if p.appeal else "none")
            lines.append((render(Msg(f"ui.an.end.card_{form}", card=card_name(p.card),
                                     cp=p.conservation, appeal=p.appeal), lang), False))
        lines += [(render(Msg("ui.an.end.target", c=score.conservation, base=base, per=per,
                              target=score.target), lang), False),
                  (render(Msg("ui.an.end.vp", appeal=score.appeal, target=score.target,
                              vp=score.vp), lang), True),
                  (render(Msg("ui.an.end.projects", n=sr.projects), lang), False)]
        columns.append(lines)
    return render(done.msg, lang), columns


@region(4, SCORE_BOX)
def _score(c: Any, state: State, lang: str) -> None:
    """The final score over the options and the association board (:data:`SCORE`)."""
    heading, columns = score_lines(state, lang)
    D.fill_round_rect(c, SCORE, 8, "#fff8e6")
    D.stroke_round_rect(c, SCORE, 8, "#6b5a2e", 2.0)
    D.text(c, fit(render(Msg("ui.an.end.title", result=heading), lang), SCORE.w - 16, 13),
           SCORE.x + 8, SCORE.y + 13, 13, INK, bold=True, align="left")
    D.text(c, fit(render(Msg("ui.an.end.rule"), lang), SCORE.w - 16, 10), SCORE.x + 8,
           SCORE.bottom - 10, 10, FAINT, align="left")
    width = (SCORE.w - 12) / max(1, len(columns))
    most = int((SCORE.h - 50) // 14)
    for s, lines in enumerate(columns):
        x = SCORE.x + 6 + s * width
        c.fill_style = SEAT_COLOURS[s % 4]
        c.fill_circle(x + 6, SCORE.y + 36, 5)
        shown = lines if len(lines) <= most else lines[:most - 1] + [
            (render(Msg("ui.an.caption.more_lines", n=len(lines) - most + 1), lang), False)]
        for i, (line, bold) in enumerate(shown):
            D.text(c, fit(line, width - 18, 11), x + 14, SCORE.y + 36 + i * 14, 11, INK,
                   bold=bold, align="left")


def _mini_hexagon(x: float, y: float) -> list[tuple[float, float]]:
    return [(x + (MINI_R - 0.5) * math.cos(math.pi / 3 * k),
             y + (MINI_R - 0.5) * math.sin(math.pi / 3 * k)) for k in range(6)]


@region(32, OTHERS)
def _others(c: Any, map_id: str, zoos: tuple, lang: str) -> None:
    """The other seats' zoos, small (``zoos``: each seat with its buildings): the hexes
    batched by colour."""
    if not zoos:
        return
    D.text(c, render(Msg("ui.an.caption.others"), lang), OTHERS.x + 6, ASSOC_TOP + 10, 11,
           INK, bold=True, align="left")
    zmap = zoo_map(map_id)
    row = MINI_R * math.sqrt(3) / 2
    for (s, buildings), box in zip(zoos, MINIS):
        D.fill_round_rect(c, box, 5, MAP_BG)
        covered = {h: b for b in buildings for h in b.cells}
        by_fill: dict[str, list] = {}
        for h in sorted(GRID):
            b = covered.get(h)
            fill = CATEGORY.get(b.kind.category, "#cccccc") if b is not None \
                else TERRAIN[zmap.terrain(h)]
            by_fill.setdefault(fill, []).append(_mini_hexagon(*mini_centre(box, h)))
        for fill, polygons in by_fill.items():
            c.fill_style = fill
            c.fill_polygons(np.array(polygons))
        top = box.y + 4 + 14 * row
        c.fill_style = SEAT_COLOURS[s % 4]
        c.fill_circle(box.x + 8, top + 8, 4)
        D.text(c, fit(render(seat_name(s), lang), box.w - 16, 9), box.x + 15, top + 8, 9,
               INK, bold=True, align="left")


class ArkNovaBoard(Board):
    """A live Ark Nova zoo (see the module docstring): the view of an
    :class:`~widgets.games.ark_nova.session.ArkNovaSession`, built from the same
    arguments."""

    WIDTH = W
    HEIGHT = H
    SESSION = ArkNovaSession

    def layout_scene(self) -> None:
        """Nothing moves but the hand's cards, whose spacing follows the hand's size."""

    # ------------------------------------------------------------ what is shown

    def _hand(self, state: State) -> tuple[int, ...] | None:
        """The shown seat's hand, ``None`` while hidden (hot seat, AN-SETUP-HAND)."""
        session = self.session
        return state.zoo(session.seat(state)).hand if session.private_shown(state) else None

    def _hand_boxes(self, n: int) -> list[Rect]:
        return hand_boxes(n)

    # ------------------------------------------------------------ pixel -> key

    def hit(self, x: float, y: float):
        session = self.session
        state = session.state
        if MAP.contains(x, y):
            h = hex_at(x, y)
            return ("hex", h) if h is not None else None
        for box, c in zip(CARDS, state.zoo(session.seat()).row):
            if box.contains(x, y):
                return ("action", c.action)
        zoo = state.zoo(session.seat())
        for i, box in enumerate(SPEND[:zoo.x_tokens + 1]):
            if box.contains(x, y):
                return ("x", i)
        if XACTION.contains(x, y):
            return ("xaction", None)
        for name, box in zip(BUILD_KINDS, KINDS):
            if box.contains(x, y):
                return ("kind", name)
        if ROT_BACK.contains(x, y):
            return ("rotate", -1)
        if ROT_ON.contains(x, y):
            return ("rotate", 1)
        for i, box in enumerate(PANEL_TOKENS):
            if box.contains(x, y):
                return ("panel", i + 1)
        for space, boxes in TILE_BOXES.items():
            for tile, box in zip(self._tiles(state, space), boxes):
                if box.contains(x, y):
                    return ("tile", tile)
        for number, box in zip(session.finals_shown(), FINAL_BOXES):
            if box.contains(x, y):
                return ("final", number)
        if DECK.contains(x, y):
            return ("folder", 0)
        for i, box in enumerate(FOLDERS):
            if box.contains(x, y) and i < len(state.display):
                return ("folder", i + 1)
        for s in range(state.players):
            if self._seat_box(s).contains(x, y):
                return ("seat", s)
        if HAND.contains(x, y):
            if session.curtained:
                return CURTAIN
            hand = self._hand(state)
            if hand:
                for box, number in reversed(list(zip(self._hand_boxes(len(hand)), hand))):
                    if box.contains(x, y):
                        return ("hand", number)
            return None
        for (i, _move), box in zip(session.options_shown(), OPTIONS):
            if box.contains(x, y):
                return ("option", i)
        if session.options_pages() > 1:
            for turn, box in PAGES.items():
                if box.contains(x, y):
                    return ("page", turn)
        if ASSOC.contains(x, y):
            return self._assoc_hit(state, x, y)
        for s, box in zip(self._others(state), MINIS):
            if box.contains(x, y):
                return ("mini", s)
        return None

    def _assoc_hit(self, state: State, x: float, y: float):
        for continent, box in zip(state.offer_zoos, ZOOS):
            if box.contains(x, y):
                return ("zoo", continent)
        for uni, box in zip(state.offer_unis, UNIS):
            if box.contains(x, y):
                return ("uni", uni)
        for (number, levels), box in zip(self._projects(state), PROJECT_BOXES):
            if box.contains(x, y):
                for i in range(len(levels)):
                    if level_box(box, i).contains(x, y):
                        return ("level", (number, i + 1))
                return ("project", number)
        return None

    @staticmethod
    def _tiles(state: State, space: int) -> tuple[str, ...]:
        """The bonus tiles still on conservation space ``space`` (AN-CONS-5-8)."""
        return state.tiles5 if space == 5 else state.tiles8

    def _others(self, state: State) -> list[int]:
        """The seats drawn small: every seat but the one drawn large."""
        shown = self.session.seat(state)
        return [s for s in range(state.players) if s != shown][:len(MINIS)]

    def _projects(self, state: State) -> list[tuple[int, tuple]]:
        """The projects drawn, with each level's mark (``None`` free, :data:`BLOCKED`, or
        the seat holding it): those in play, then the project picked from a hand or the
        display (every level free)."""
        shown = [(p.number, p.marks) for p in state.projects]
        picked = self.session.picked().get("project") if state is self.session.state else None
        if picked is not None and all(n != picked for n, _ in shown):
            try:
                shown.append((picked, (None,) * len(card(picked).levels)))
            except (KeyError, AttributeError):
                pass
        return shown[:len(PROJECT_BOXES)]

    def _seat_box(self, seat: int) -> Rect:
        return seat_box(seat)

    def _box(self, key) -> Rect | None:
        """Where ``key`` is drawn in the state shown (a replayed step's snapshot, or now)."""
        kind, value = key
        state = self.session.shown_state
        if kind == "action":
            for box, c in zip(CARDS, state.zoo(self.session.seat()).row):
                if c.action == value:
                    return box
        if kind == "x" and isinstance(value, int) and 0 <= value < len(SPEND):
            return SPEND[value]
        if kind == "xaction":
            return XACTION
        if kind == "kind" and value in BUILD_KINDS:
            return KINDS[BUILD_KINDS.index(value)]
        if kind == "rotate":
            return ROT_ON if value == 1 else ROT_BACK
        if kind == "folder" and isinstance(value, int):
            return DECK if value == 0 else FOLDERS[value - 1] if 1 <= value <= 6 else None
        if kind == "seat" and isinstance(value, int):
            return self._seat_box(value)
        if kind == "option" and isinstance(value, int):
            for (i, _move), box in zip(self.session.options_shown(), OPTIONS):
                if i == value:
                    return box
            return None
        if kind == "page":
            return PAGES.get(value)
        if kind == "panel" and isinstance(value, int) and 1 <= value <= PANEL_SIZE:
            return PANEL_TOKENS[value - 1]
        if kind == "tile":
            for space, boxes in TILE_BOXES.items():
                for tile, box in zip(self._tiles(state, space), boxes):
                    if tile == value:
                        return box
        if kind == "final":
            for number, box in zip(self.session.finals_shown(), FINAL_BOXES):
                if number == value:
                    return box
        if kind == "hand":
            hand = self._hand(state) or ()
            for box, number in zip(self._hand_boxes(len(hand)), hand):
                if number == value:
                    return box
        if kind == "mini":
            others = self._others(state)
            return MINIS[others.index(value)] if value in others else None
        if kind == "zoo" and value in state.offer_zoos:
            return ZOOS[state.offer_zoos.index(value)]
        if kind == "uni" and value in state.offer_unis:
            return UNIS[state.offer_unis.index(value)]
        if kind in ("project", "level"):
            number, level = (value, None) if kind == "project" else \
                (value if isinstance(value, tuple) and len(value) == 2 else (None, None))
            for (n, levels), box in zip(self._projects(state), PROJECT_BOXES):
                if n == number:
                    ok = isinstance(level, int) and 1 <= level <= len(levels)
                    return level_box(box, level - 1) if ok else box if level is None else None
        if kind == "hand_of" and value == self.session.seat(state):
            return HAND
        if kind == "task" and value in tuple(Task):
            return TASKS[tuple(Task).index(value)]
        if kind == "track" and value == "break":
            return BREAK_BOX
        if key == CURTAIN:
            return HAND
        return None

    # ------------------------------------------------------------ the info strip

    def summary_details(self, state: Any) -> list[Msg]:
        return [Msg("ui.summary.deck", n=len(state.deck))]

    def info_parts(self, lang: str) -> list[str]:
        state = self.shown_state
        seat = self.session.acting() if not self.replaying else None
        if state.over:
            status = Msg("ui.an.info.over")
        else:
            status = Msg("ui.an.info.asked", who=seat_name(self.table(state).to_act or 0
                                                             if seat is None else seat))
        parts = [f"<b>{html_msg(status, lang)}</b>",
                 html_msg(Msg("ui.an.info.deck", n=len(state.deck)), lang)]
        if state.players > 1:
            parts.append(html_msg(Msg("ui.an.info.break", n=state.break_pos,
                                      of=state.break_length), lang))
        return parts + self.origin_parts(lang)

    # ------------------------------------------------------------ drawing

    def draw_background(self, c) -> None:
        D.fill_round_rect(c, MAP, 8, MAP_BG)
        D.fill_round_rect(c, Rect(RIGHT - 4, 28, W - RIGHT, 362), 8, PANEL_BG)
        D.fill_round_rect(c, Rect(4, DISPLAY_TOP - 4, W - 8, ASSOC_TOP - DISPLAY_TOP), 8,
                          PANEL_BG)
        D.fill_round_rect(c, ASSOC, 8, "#e9f0df")
        D.fill_round_rect(c, OTHERS, 8, PANEL_BG)

    def refresh(self, full: bool = False, pieces: bool = True, draw: bool = True) -> None:
        """As every board's, but the pieces layer is always recorded again: besides the
        position it shows what the session holds (the rotation, the page of options, the
        options a picked panel slot opens, a project picked, the curtain). Its regions
        come from their caches, and the layer is sent only if its recording changed."""
        super().refresh(full=full, pieces=True, draw=draw)

    def draw_pieces(self, c, state: State, live: bool) -> None:
        """The pieces layer: each region's cached recording (:func:`region`), given
        exactly what it draws."""
        lang = self.lang
        session = self.session
        seat = session.seat(state)
        zoo = state.zoo(seat)
        step = session.step_of() if live else None
        mine = live and seat == session.acting()
        map_id = state.map_id
        D.put(c, _title(seat, map_id, lang))
        D.put(c, _map(map_id, zoo.buildings, zoo.housed, lang))
        D.put(c, _tracks(zoo.money, zoo.x_tokens, zoo.appeal, zoo.conservation, zoo.reputation,
                         (state.break_pos, state.break_length) if state.players > 1 else None,
                         state.solo_turns if state.players == 1 else 0, lang))
        picked = session.picked() if live else {}
        D.put(c, _row(zoo.row, zoo.x_tokens, lang, step == "turn" and mine,
                      bool(picked.get("xmode")), step in BUILD_STEPS and mine))
        D.put(c, _rotation(session.rot, lang, step in BUILD_STEPS and mine))
        D.put(c, _panel(map_id, zoo.panel, lang, step == "panel" and mine))
        D.put(c, _conservation(state.tiles5, state.tiles8,
                               step if mine and step in ("tile", "drop") else None,
                               tuple(session.finals_shown(state)), len(zoo.final_scoring), lang))
        D.put(c, _display(tuple(state.display), len(state.deck), lang))
        D.put(c, _seats(tuple((z.money, z.appeal, z.conservation)
                              for z in (state.zoo(s) for s in range(state.players))), seat, lang))
        hand = self._hand(state)
        D.put(c, _hand(None if hand is None else tuple(hand), seat, len(zoo.hand),
                       live and session.curtained, lang))
        if live and session.options():
            D.put(c, _options(state, session.options_shown(), session.options_page(),
                              session.options_pages(), lang))
        in_play = {p.number for p in state.projects}
        assoc = step == "assoc" and seat == session.acting()
        D.put(c, _association(state.donations,
                              tuple(tuple(state.zoo(s).workers.placed)
                                    for s in range(state.players)),
                              tuple(state.offer_zoos), tuple(state.offer_unis),
                              tuple((n, tuple(marks), n not in in_play)
                                    for n, marks in self._projects(state)),
                              assoc, assoc or step == "partner", assoc or step == "university",
                              lang))
        D.put(c, _others(map_id, tuple((s, state.zoo(s).buildings) for s in self._others(state)),
                         lang))
        if state.over:
            D.put(c, _score(state, lang))

    # ------------------------------------------------------------ the final score

    def score_lines(self, state: State, lang: str) -> tuple[str, list[list[tuple[str, bool]]]]:
        """The final score as the canvas writes it (AN-END-FINAL, AN-END-TARGET,
        AN-END-SCORE, AN-END-TIE): the engine's result (:func:`tutor.ark_nova.end.result`)
        in a heading, then per seat its lines ``(text, bold)``: the seat (and whether it
        won), appeal and conservation before and after the final scoring, each final
        scoring card and end-game effect with its points, the target T(C) and the victory
        points, the projects supported. Every figure is the engine's."""
        return score_lines(state, lang)

    # ------------------------------------------------------------ the selection layer

    def _draw_picks(self, c, state: State) -> None:
        """The parts picked, in the picked look (yellow, bold) over their unpicked button
        of the pieces layer: the X-tokens to spend, the X-token action, the building kind,
        the panel slot (AN-MAP-PANEL-CHOICE). On the selection layer, which a pick
        redraws."""
        session = self.session
        picked = session.picked()
        if not picked:
            return
        seat = session.seat(state)
        zoo = state.zoo(seat)
        step = session.step_of()
        mine = seat == session.acting()
        turn = step == "turn" and mine
        xmode = bool(picked.get("xmode"))
        x = picked.get("x")
        if isinstance(x, int) and 0 <= x < len(SPEND[:zoo.x_tokens + 1]):
            spend_button(c, x, turn and not xmode, True)
        if xmode:
            xaction_button(c, self.lang, turn, True)
        if picked.get("kind") in BUILD_KINDS:
            kind_button(c, picked["kind"], self.lang, step in BUILD_STEPS and mine, True)
        slot = picked.get("slot")
        panel = zoo_map(state.map_id).panel
        if isinstance(slot, int) and 1 <= slot <= min(len(PANEL_TOKENS), len(panel)):
            panel_button(c, state.map_id, zoo.panel, slot - 1, self.lang,
                         step == "panel" and mine, True)

    def draw_selection(self, c, state: State) -> None:
        """The picked parts: the Action card, the X-tokens, the building kind, the card, the
        project; while a building kind is picked, the anchors it may stand on lit. A card
        picked from a display folder is marked on its folder."""
        session = self.session
        self._draw_picks(c, state)
        picked = session.picked()
        now, other = session.legal_anchors()
        for h in now:
            c.global_alpha = 0.35
            c.fill_style = "#1f9d45"
            c.fill_polygon(corners(h, 6))
            c.global_alpha = 1.0
            hex_outline(c, h, "ok", 2.0)
        for h in other:
            hex_outline(c, h, "site", 1.5)
        for name, value in picked.items():
            key = {"action": ("action", value), "x": ("x", value), "slot": ("panel", value),
                   "kind": ("kind", value), "card": ("hand", value)}.get(name)
            if name == "project":
                key = ("project", value) if self._box(("project", value)) else ("hand", value)
            box = self._box(key) if key is not None else None
            if box is None and name in ("card", "project") and value in state.display:
                box = self._box(("folder", state.display.index(value) + 1))
            if box is not None:
                D.mark(c, box, "hand")
        for number in session.kept_cards():
            box = self._box(("hand", number))
            if box is not None:
                D.mark(c, box, "ok")
        for number in session.chosen_cards():
            box = self._box(("hand", number))
            if box is None and number in state.display:
                box = self._box(("folder", state.display.index(number) + 1))
            if box is not None:
                D.mark(c, box, "ok")

    def draw_marks(self, c, feedback: Feedback) -> None:
        ghost = feedback.ghost
        if ghost:
            c.global_alpha = 0.55
            c.fill_style = "#f6c445"
            for h in ghost:
                c.fill_polygon(corners(h, 3))
            c.global_alpha = 1.0
        for mark in feedback.marks:
            target = mark.target
            if not isinstance(target, tuple) or len(target) != 2:
                continue
            if target[0] == "hex":
                if target[1] in GRID:
                    hex_outline(c, target[1], mark.style)
                continue
            box = self._box(target)
            if box is not None:
                D.mark(c, box, mark.style)
