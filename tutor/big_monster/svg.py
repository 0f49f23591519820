"""Static SVG of a state: what the live board shows, for notebooks read without a kernel.
Plain string building.

Each seat's landing area in half-tile cells (its explorer as a 2×2 block with its number,
each tile in its landscape's colour with its code and its crystal halves as small marks on
its edges, a mutagenic monster's ray as ▲ or ▼, an ice monster's mutations as +1 / +2),
the seats side by side; then the medals in play and who won them (at the end, the final
scores); then what the seat asked holds: its hand in the draft, the tile it places, its
two explorers, the rows or the discards.
"""

from __future__ import annotations

from tutor.core import Msg, render, seat_name
from tutor.core.svg import document, flow, label, text_width

from .area import EXPLORER_CELLS, cells, mutations
from .data import EXPLORER_PARTS, ICE, KINDS, MEDAL_POINTS, PARTS
from .rules import asks
from .scoring import total
from .state import PICTURE, Phase, State

#: Landscape colours (Paul Tol's "light" scheme)
COLOURS = {"ice": "#77aadd", "lake": "#99ddff", "lava": "#ee8866", "swamp": "#44bb99",
           "grassland": "#bbcc33", "desert": "#eedd88", "rune": "#cc99ee"}
#: Crystal colours (Paul Tol's "bright" scheme), as on the board.
CRYSTAL = {"G": "#228833", "R": "#cc3311", "B": "#0077bb"}
RAY, INK = "#aa3377", "#3b3326"
WIDTH = 760
CELL = 22                         # a half-tile cell of a landing area
CHIP = 26                         # a tile of the tray: CHIP × 2 CHIP
STYLE = ("<style>.bm-t{stroke:#1d1d1d}.bm-c{font-size:8px;font-weight:bold;"
         "text-anchor:middle;fill:#111}</style>")


def _parts(parts, x: float, y: float, w: float, h: float, half: float) -> str:
    """Crystal halves as small squares on the edges of a box (as on the board): green on
    the left / right edge of the top cell, red on the top / bottom edge, blue at the
    corners."""
    s = 5.0
    out = []
    for p in parts:
        if p in ("GL", "GR"):
            px, py = (x if p == "GL" else x + w - s), y + half / 2 - s / 2
        elif p == "RT":
            px, py = x + w / 2 - s / 2, y
        elif p == "RB":
            px, py = x + w / 2 - s / 2, y + h - s
        elif p in ("RLB", "RRB"):                   # an explorer's: under each half
            px, py = x + w * (0.25 if p == "RLB" else 0.75) - s / 2, y + h - s
        else:
            px = x if p[2] == "L" else x + w - s
            py = y if p[1] == "T" else y + h - s
        out.append(f'<rect x="{px:g}" y="{py:g}" width="{s:g}" height="{s:g}" '
                   f'fill="{CRYSTAL[p[0]]}" stroke="#ffffff" stroke-width="0.6"/>')
    return "".join(out)


def tile_svg(code: str, x: float, y: float, w: float, h: float, level: int = 0) -> str:
    """A tile: its landscape's colour, its code, its crystal halves, a mutagenic
    monster's ray direction, an ice monster's mutation level."""
    land = KINDS[code][0]
    out = [f'<rect class="bm-t" x="{x + 0.5:g}" y="{y + 0.5:g}" width="{w - 1:g}" '
           f'height="{h - 1:g}" rx="2" fill="{COLOURS[land]}"/>',
           f'<text class="bm-c" x="{x + w / 2:g}" y="{y + h / 2 + 3:g}">{code}</text>']
    if code in ("MD", "MU"):
        out.append(f'<text x="{x + w - 5:g}" y="{y + h / 2 + 3:g}" font-size="8" '
                   f'text-anchor="middle" fill="{RAY}">{"▼" if code == "MD" else "▲"}</text>')
    if level:
        out.append(f'<text x="{x + w - 1:g}" y="{y + 8:g}" font-size="8" font-weight="bold" '
                   f'text-anchor="end" fill="{RAY}">+{level}</text>')
    out.append(_parts(PARTS.get(code, ()), x, y, w, h, h / 2 if code not in ("MD", "MU")
                      else h))
    return "".join(out)


def explorer_svg(explorer: int | None, x: float, y: float, size: float) -> str:
    """An explorer: a grey block with its number and its crystal halves."""
    out = [f'<rect x="{x + 0.5:g}" y="{y + 0.5:g}" width="{size - 1:g}" height="{size - 1:g}" '
           'rx="4" fill="#d9d9d9" stroke="#1d1d1d"/>',
           label(x + size / 2, y + size / 2 + 4, f"E{explorer}" if explorer else "E", 12,
                 anchor="middle", bold=True, fill="#222222")]
    if explorer:
        out.append(_parts(EXPLORER_PARTS.get(explorer, ()), x, y, size, size, size / 2))
    return "".join(out)


def _seat_block(state: State, seat: int, lang: str) -> tuple[float, float, str]:
    """A seat's name and landing area, drawn from (0, 0): (width, height, the SVG)."""
    head = render(seat_name(seat), lang)
    if state.options.teams:
        head += " · " + render(Msg("bm.caption.team", n=state.team(seat) + 1), lang)
    if state.phase is Phase.PICK and state.chosen[seat] is not None:
        head += " ✓ " + render(Msg("bm.caption.chosen"), lang)
    tiles = state.areas[seat]
    occupied = list(EXPLORER_CELLS) + [c for t in tiles for c in cells(*t)]
    x0 = min(c[0] for c in occupied)
    y0 = min(c[1] for c in occupied)
    cols = max(c[0] for c in occupied) - x0 + 1
    rows = max(c[1] for c in occupied) - y0 + 1
    top = 22
    parts = [label(0, 13, head, 12, bold=True, fill=INK)]
    parts.append(explorer_svg(state.explorers[seat], -x0 * CELL, top - y0 * CELL, 2 * CELL))
    levels = mutations(tiles, state.explorers[seat] or 0)
    for i, t in enumerate(tiles):
        (ax, ay), (bx, by) = cells(*t)
        parts.append(tile_svg(t.code, (ax - x0) * CELL, top + (ay - y0) * CELL,
                              (bx - ax + 1) * CELL, (by - ay + 1) * CELL,
                              levels.get(i, 0) if t.code in ICE else 0))
    return max(cols * CELL, text_width(head, 12, True)), top + rows * CELL, "".join(parts)


def _medals(state: State, lang: str) -> list[tuple[str, bool]]:
    """The medals in play and who won them, or the final scores: (line, bold)."""
    if state.phase is Phase.OVER:
        lines = [(render(Msg("bm.caption.scores"), lang), True)]
        for s in range(state.players):
            line = render(Msg("bm.caption.score", who=seat_name(s), points=total(state, s)),
                          lang)
            lines.append((("★ " if s in state.winners else "") + line, s in state.winners))
        return lines
    lines = [(render(Msg("bm.caption.medals"), lang), True)]
    for m in state.medals:
        held = (Msg("bm.caption.held", seats=[seat_name(s) for s in m.seats]) if m.seats
                else Msg("bm.caption.open"))
        if m.teams:
            held = Msg("bm.caption.held_teams",
                       teams=[Msg("bm.caption.team", n=t + 1) for t in m.teams])
        lines.append((render(Msg("bm.caption.medal", name=Msg(f"bm.medal_title.{m.id}"),
                                 points=MEDAL_POINTS[m.id]), lang) + " · " + render(held, lang),
                      False))
    return lines


def _tray(state: State, lang: str) -> tuple[str, list[str]]:
    """What the seat asked holds, as the board's tray shows it: (caption, tile codes), or
    for the explorers' choice, ``E<explorer>:<seat>``."""
    seats = list(dict.fromkeys(a.seat for a in asks(state)))
    if not seats:
        return "", []
    seat = seats[0]
    phase = state.phase
    if phase is Phase.EXPLORER:
        return (render(Msg("bm.caption.explorers", who=[seat_name(s) for s in seats]), lang),
                [f"E{e}:{s}" for s in seats for e in state.dealt[s]])
    if phase is Phase.PICK:
        return render(Msg("bm.caption.hand", who=seat_name(seat)), lang), list(state.hands[seat])
    if phase is Phase.TAKE:
        return render(Msg("bm.caption.rows"), lang), list(state.rows[state.row])
    if phase is Phase.ROW:
        return render(Msg("bm.caption.rows"), lang), [t for row in state.rows for t in row]
    if phase is Phase.SALVAGE:
        return render(Msg("bm.caption.discard"), lang), list(state.discard)
    if phase is Phase.PLACE:
        chosen = [state.chosen[s] for s in seats if state.chosen[s]]
        return render(Msg("bm.caption.to_place", who=[seat_name(s) for s in seats]), lang), chosen
    return "", []


@PICTURE.provide
def state_svg(state: State, lang: str = "en") -> str:
    """Every landing area, the medals, the tray, labelled in ``lang``."""
    areas, y = flow([_seat_block(state, seat, lang) for seat in range(state.players)], WIDTH, 24, 14)
    parts = [areas]
    y += 24
    medals = _medals(state, lang)
    for i, (line, bold) in enumerate(medals):
        parts.append(label(10 if bold and i == 0 else 18, y + 16 * i, line, 12 if i == 0 else 11,
                           bold=bold, fill=INK, width=WIDTH - 30))
    y += 16 * len(medals) + 6
    caption, codes = _tray(state, lang)
    if caption:
        tray_h = 2 * CHIP + 42
        parts.append(f'<rect x="0" y="{y:g}" width="{WIDTH}" height="{tray_h}" rx="8" '
                     'fill="#ece3cf"/>')
        parts.append(label(10, y + 16, caption, 12, bold=True, fill=INK, width=WIDTH - 20))
        wide = 2 * CHIP if codes and codes[0].startswith("E") else CHIP + 4
        step = min(wide, (WIDTH - 20) / max(len(codes), 1))
        for i, code in enumerate(codes):
            cx, cy = 10 + i * step, y + 26
            if code.startswith("E"):
                explorer, _, seat = code[1:].partition(":")
                parts.append(explorer_svg(int(explorer), cx, cy, 2 * CHIP - 6))
                parts.append(label(cx + CHIP - 3, cy + 2 * CHIP + 4, render(
                    seat_name(int(seat)), lang), 9, anchor="middle", fill=INK,
                    width=2 * CHIP - 4))
            elif code in ("MD", "MU"):
                parts.append(tile_svg(code, cx, cy + CHIP / 2, step - 4, CHIP))
            else:
                parts.append(tile_svg(code, cx, cy, min(CHIP, step - 4), 2 * CHIP))
        y += tray_h
    return document(WIDTH, y + 4, STYLE + "".join(parts), background="#fbf8f1")
