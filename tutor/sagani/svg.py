"""Static SVG of a state: what the live board shows, for notebooks read without a kernel.
Plain string building.

Each seat has its line (score; ▶ the seat to act, ★ the winners), its discs in supply and
its cacophony discs, then its display as on the board: each tile in its element's colour
with its letter (colour is never the only cue), its value and the discs still on it, its
arrows as triangles in their colour with their letter, a covered arrow capped by a black
disc (SAG-ARROW-MARK); a completed tile shows its back: hatched, its value, ✓
(SAG-SCORE-COMPLETE). Under the seats: the offer display, the three stacks (the backs of
their tops and how many tiles are left, SAG-COMP-BACK), the Intermezzo and the tile to
place. Alone (SAG-VAR-SOLO): the solo goal and how far it is.
"""

from __future__ import annotations

from tutor.core import Msg, render, seat_name
from tutor.core.svg import document, dots, flow, label, num, text_width

from .data import STEP, arrows, tile
from .state import INTERMEZZO, OFFER, PICTURE, SOLO_TARGET, SOLO_TILES, Phase, SoloGoal, State

COLOURS = {"fire": "#cc3311", "water": "#0077bb", "earth": "#228833", "air": "#dddddd"}
#: Text on each element's colour (white tiles take dark ink).
ON = {"fire": "#ffffff", "water": "#ffffff", "earth": "#ffffff", "air": "#1d1d1d"}
INK, DISC, CACO = "#3b3326", "#1d1d1d", "#d62828"
WIDTH = 760
S = 44                           # a display's cell
T = 52                           # a tile of the tray (offer, Intermezzo, to place)
GAP = 6
#: The picture's style sheet: a tile's or an arrow's colour by its element, the arrows'
#: letters, the discs. (Classes, not attributes on each of a few hundred shapes: a picture
#: is in every board's saved output.)
STYLE = ("<style>" + "".join(f".sg-{e}{{fill:{c};stroke:#111;stroke-width:1.2px}}"
                             for e, c in COLOURS.items())
         + ".sg-al{font-size:7px;font-weight:bold;text-anchor:middle;fill:#111;stroke:#fff;"
           "stroke-width:2px;paint-order:stroke}"
           f".sg-cover{{fill:{DISC};stroke:#fff}}</style>")


def _letter(element: str, lang: str) -> str:
    return render(Msg(f"sag.letter.{element}"), lang)


def _arrow(s: float, direction: int, element: str, covered: bool, lang: str) -> str:
    """An arrow on the edge or corner of a tile of side ``s`` (drawn from (0, 0)): a
    triangle pointing outward in its colour with its letter, a black disc on it once
    covered (as on the board)."""
    size = max(5.0, s * 0.16)
    dx, dy = STEP[direction]
    n = (dx * dx + dy * dy) ** 0.5
    ux, uy = dx / n, -dy / n
    tx, ty = s / 2 + dx * (s / 2 - s * 0.06), s / 2 - dy * (s / 2 - s * 0.06)
    bx, by = tx - ux * size, ty - uy * size
    points = [(tx, ty), (bx - uy * size * 0.7, by + ux * size * 0.7),
              (bx + uy * size * 0.7, by - ux * size * 0.7)]
    path = " ".join(f"{num(px)},{num(py)}" for px, py in points)
    out = [f'<polygon class="sg-{element}" points="{path}"/>']
    lx, ly = tx - ux * size * 1.45, ty - uy * size * 1.45
    out.append(f'<text class="sg-al" x="{num(lx)}" y="{num(ly + 2.5)}">{_letter(element, lang)}'
               '</text>')
    if covered:
        out.append(f'<circle class="sg-cover" cx="{num(bx + ux * size * 0.45)}" '
                   f'cy="{num(by + uy * size * 0.45)}" r="{num(size * 0.5)}"/>')
    return "".join(out)


def _text(x: float, y: float, text: str, size: float, fill: str | None = None) -> str:
    colour = f' fill="{fill}"' if fill else ""
    return f'<text x="{num(x)}" y="{num(y)}" font-size="{size:.3g}"{colour}>{text}</text>'


def tile_svg(t: int, rot: int, x: float, y: float, s: float, lang: str, *,
             covered: frozenset[int] = frozenset(), done: bool = False) -> str:
    """A tile as the board draws it (see the module docstring), at (x, y), side ``s``."""
    d = tile(t)
    ink = ON[d.element]
    c = s / 2
    out = [f'<g transform="translate({x:g} {y:g})" font-weight="bold" text-anchor="middle" '
           f'fill="{ink}"><rect class="sg-{d.element}" x="1" y="1" width="{s - 2:g}" '
           f'height="{s - 2:g}" rx="4"/>']
    if done:                                            # the back (SAG-COMP-BACK)
        out.append(f'<path stroke="{ink}" d="' + "".join(
            f"M{k * s / 4:g} {s - 2:g}L2 {s - k * s / 4:g}" for k in range(1, 4)) + '"/>')
        out.append(_text(c, c + s * 0.11, str(d.points), s * 0.32))
        out.append(_text(s - s * 0.16, s * 0.25, "✓", s * 0.2))
        return "".join(out) + "</g>"
    out.append(f'<circle cx="{c:g}" cy="{c:g}" r="{s * 0.14:.1f}" fill="#fffdf6"/>')
    out.append(_text(c, c + s * 0.06, str(d.points), s * 0.18, "#111111"))
    on_tile = len(d.arrows) - len(covered)
    # the discs still on the tile (SAG-DISC-LOAD)
    out.append(dots([(c - (on_tile - 1) * s * 0.055 + k * s * 0.11, c + s * 0.25)
                     for k in range(on_tile)], s * 0.045, DISC))
    out.append(_text(s * 0.2, s - s * 0.1, _letter(d.element, lang), s * 0.16))
    for i, (direction, element) in enumerate(arrows(t, rot)):
        out.append(_arrow(s, direction, element, i in covered, lang))
    return "".join(out) + "</g>"


def _slot(x: float, y: float, w: float, h: float) -> str:
    return (f'<rect x="{x + 1:.1f}" y="{y + 1:.1f}" width="{w - 2:.1f}" height="{h - 2:.1f}" '
            'rx="4" fill="none" stroke="#9c9484" stroke-dasharray="4 3"/>')


def seat_head(state: State, seat: int, lang: str) -> str:
    """A seat's first line, on the board and in the picture: its score, ★ a winner, ■ the
    end of a solo game, ▶ the seat to act."""
    head = render(Msg("sag.caption.score", who=seat_name(seat),
                      score=state.seats[seat].score), lang)
    if state.phase is Phase.OVER and seat in state.winners:
        return "★ " + head + " · " + render(Msg("sag.caption.winner"), lang)
    if state.phase is Phase.OVER and state.options.solo:
        end = "final" if state.options.solo_goal is SoloGoal.ALL_TILES else "lost"
        return "■ " + head + " · " + render(Msg(f"sag.caption.{end}"), lang)
    if seat == state.to_act:
        return "▶ " + head + " · " + render(Msg("sag.caption.turn"), lang)
    return head


def _seat_lines(state: State, seat: int, lang: str) -> list[tuple[str, bool, str]]:
    """A seat's lines: (text, bold, colour)."""
    p = state.seats[seat]
    head = seat_head(state, seat, lang)
    discs = (render(Msg("sag.caption.discs", n=p.supply), lang) + " · "
             + render(Msg("sag.caption.caco", n=p.caco), lang))
    lines = [(head, True, INK), (discs, False, CACO if p.caco else INK)]
    if state.options.solo:
        lines.append((render(_solo_line(state), lang), False, INK))
    return lines


def _seat_block(state: State, seat: int, lang: str) -> tuple[float, float, str]:
    """A seat's lines and display, drawn from (0, 0): (width, height, the SVG)."""
    lines = _seat_lines(state, seat, lang)
    display = state.seats[seat].display
    parts = [label(0, 13 + 16 * i, text, 12, bold=bold, fill=fill)
             for i, (text, bold, fill) in enumerate(lines)]
    top = 16 * len(lines) + 6
    width = max(text_width(text, 12, bold) for text, bold, _ in lines)
    if not display:
        parts.append(_slot(0, top, S, S))
        parts.append(label(S + 8, top + S / 2 + 4, render(Msg("sag.caption.empty"), lang), 11,
                           fill=INK))
        return max(width, S + 60), top + S, "".join(parts)
    xs = [t.x for t in display]
    ys = [t.y for t in display]
    for t in display:                        # x to the right, y upward (as on the board)
        parts.append(tile_svg(t.tile, t.rot, (t.x - min(xs)) * S, top + (max(ys) - t.y) * S,
                              S, lang, covered=t.covered, done=t.done))
    cols, rows = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
    return max(width, cols * S), top + rows * S, "".join(parts)


def _tray(state: State, lang: str) -> tuple[float, list[str]]:
    """The offer display, the stacks, the Intermezzo and the tile to place, from y = 0:
    (height, parts)."""
    parts = [f'<rect x="0" y="0" width="{WIDTH}" height="{T + 56}" rx="8" fill="#ece3cf"/>']
    x = 10
    parts.append(label(x, 18, render(Msg("sag.caption.offer"), lang), 12, bold=True, fill=INK))
    for i in range(OFFER):
        if i < len(state.offer):
            parts.append(tile_svg(state.offer[i], 0, x + i * (T + GAP), 28, T, lang))
        else:
            parts.append(_slot(x + i * (T + GAP), 28, T, T))
    x += OFFER * (T + GAP) + 12
    parts.append(label(x, 18, render(Msg("sag.caption.stacks"), lang), 12, bold=True, fill=INK))
    for k, stack in enumerate(state.stacks):
        bx = x + k * (40 + GAP)
        if stack:
            top = tile(stack[0])
            parts.append(f'<rect class="sg-{top.element}" x="{bx + 1}" y="29" width="38" '
                         f'height="{T - 2}" rx="4"/>')
            parts.append(label(bx + 20, 28 + T / 2 + 5, str(top.points), 15, anchor="middle",
                               bold=True, fill=ON[top.element]))
        else:
            parts.append(_slot(bx, 28, 40, T))
        parts.append(label(bx + 20, 28 + T + 13, render(Msg("sag.caption.left", n=len(stack)),
                                                        lang), 10, anchor="middle", fill=INK))
    x += 3 * (40 + GAP) + 12
    parts.append(label(x, 18, render(Msg("sag.caption.intermezzo", n=len(state.intermezzo)),
                                     lang), 12, bold=True, fill=INK))
    small = 40
    for i in range(INTERMEZZO):
        ix = x + i * (small + 4)
        if i < len(state.intermezzo):
            parts.append(tile_svg(state.intermezzo[i], 0, ix, 28, small, lang))
        else:
            parts.append(_slot(ix, 28, small, small))
    x += INTERMEZZO * (small + 4) + 12
    if state.phase is Phase.PLACE and state.held is not None:
        parts.append(label(x, 18, render(Msg("sag.caption.held"), lang), 12, bold=True,
                           fill=INK))
        parts.append(tile_svg(state.held, 0, x, 28, T, lang))
    return T + 56, parts


@PICTURE.provide
def state_svg(state: State, lang: str = "en") -> str:
    """The seats and their displays, then the tray, labelled in ``lang``."""
    areas, y = flow([_seat_block(state, seat, lang) for seat in range(state.players)], WIDTH, 28, 16)
    parts = [areas]
    y += 24
    tray_height, tray = _tray(state, lang)
    parts.append(f'<g transform="translate(0 {y:g})">{"".join(tray)}</g>')
    return document(WIDTH, y + tray_height, STYLE + "".join(parts), background="#fbf8f1")


def _solo_line(state: State) -> Msg:
    """SAG-VAR-SOLO: the goal and how far it is (tiles placed; under (b), the discs on
    tiles, taken off the score at the end)."""
    me = state.seats[0]
    tiles = len(me.display)
    if state.options.solo_goal is SoloGoal.REACH_75:
        return Msg("sag.svg.solo_a", tiles=tiles, limit=SOLO_TILES, score=me.score,
                   target=SOLO_TARGET)
    return Msg("sag.svg.solo_b", tiles=tiles, discs=sum(p.discs for p in me.display))
