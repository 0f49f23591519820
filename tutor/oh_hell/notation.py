"""Text notation for Oh Hell: cards, moves and whole positions (a hand in progress).

Strict (never guesses), versioned by the prefix ``oh1``, and round-trips exactly:
``to_notation`` writes one spelling per position. On input, whitespace around the position
(a pasted line's newline) and runs of spaces between fields are accepted.

Numbers are written with the ASCII digits 0-9 only (no other script's digits, no leading
zero, ``-`` for a minus) and each lies within what the game can reach: the refusal names
the bounds (``bids (OH-BID-2) must be a whole number from 0 to 5 ...``). A position is
accepted only if real play keeps its invariants, so that it can be played to the end.

Cards
    Rank + suit: ranks ``2 3 4 5 6 7 8 9 T J Q K A``, suits ``C D H S`` (clubs, diamonds,
    hearts, spades): ``QS``, ``TH``, ``2C``. ``10`` is accepted for ``T`` on input (``10H``)
    and always written ``T``. In a list, cards are separated by commas and written in deck
    order: clubs, diamonds, hearts, spades, each from 2 up to A (``2C,KC,TD,AS``).

Moves
    ``bid 2`` (a bid, OH-BID; 0 to 17, the largest hand any option deals: whether it fits
    this hand is the engine's verdict, OH-BID-2) and a card, ``QS`` (OH-PLAY). A move may
    name its seat
    first, ``p2:bid 2`` (seats from 1); without it the move is the seat's that the
    position asks (``tutor.core.turns``). ``format_move`` writes the seat whenever the move
    names one.

Position (one line, space-separated ``key=value`` fields, in this order)::

    oh1 players=4 seq=long [min=3] [max=8] scoring=positive [variants=vienna]
        seed=7 hand=3 size=8 dealer=2 trump=7D hands=A|B|C|D bids=-,-,2,1
        won=0,0,0,0 [lead=3] [trick=QS,KS] scores=25,1,19,14 [sheet=...]

    * ``players`` 3–7 (OH-SETUP-1). Seats are numbered clockwise from 1; the dealer's left
      is the next seat (after 4 comes 1 in a 4-player game).
    * ``seq``: ``long``, ``long-rev``, ``short-ud``, ``short-up``, ``short-down``
      (OH-SEQ-*); ``min`` (3; default 1) and ``max`` (default S(n)) only when not default
      (OH-SEQ-MINMAX). ``single`` is one deal of ``max`` cards, 1 to floor(51 / players)
      (OH-SEQ-SINGLE): ``oh1 players=4 seq=single max=12 ...``.
    * ``scoring``: ``positive neutral negative balanced hybrid doubles triples squares
      anderson`` (``squares`` is the seed's "Carrés", ×4). ``variants``, in this order, when
      any: ``vienna`` (OH-SCORE-VIE), ``balanced-2`` (balanced: the English −2 per trick
      off), ``squared`` (squares: the English 10 + b² / −d²), ``per-bid`` (anderson: the
      English V × bid), ``short-literal`` (short-up/down really go to 10, 3–5 players),
      ``classic`` (S(n) is the classic floor(51 / players): 17 cards for 3 players, 12 for
      4; OH-DEAL-CLASSIC).
    * ``seed`` (0 to 999999999999) fixes the shuffle of every hand of the game (the next
      hands are dealt from it). ``hand`` is the hand's number in the sequence (from 1) and
      ``size`` its cards per player (k); ``size`` must agree with the sequence.
    * ``trump`` is the turned card (OH-TRUMP-1). ``hands`` lists each seat's cards (``-``
      for none): the 52 cards appear at most once among the trump, the hands and the trick
      (OH-SETUP-2), and every seat holds k cards less one per trick played, less its card
      on the table (OH-DEAL-3). ``bids`` per seat, 0 to k (OH-BID-2), ``-`` for a seat
      that has not bid yet; bids are made from the dealer's left, so the ones made are the
      first in that order (OH-BID-1), and all of them do not add up to k (OH-BID-DEALER).
    * ``won``: tricks won so far in this hand, per seat, adding up to at most k (none while
      bidding). ``lead``: who leads the trick in progress (only once bidding is over; the
      dealer's left for the first trick, OH-PLAY-LEAD, else a seat that has won a trick,
      OH-PLAY-NEXT); ``trick``: its cards, in play order from the leader (omitted when
      empty), none of them a revoke while its player still holds the suit led
      (OH-PLAY-FOLLOW).
    * ``scores``: running totals before this hand (ASCII ``-`` for negatives). In hand 1
      they are all 0. Later, each one is a total its seat can reach in the hands scored so
      far under the scoring option (OH-SCORE-*), and their sum one the table can reach
      together (in every hand the tricks add up to its size and the bids do not,
      OH-BID-3). Without a sheet the scores may have been kept from any hand on (a position
      written to show one hand often gives them all as 0), so each earlier hand counts for
      what it can give or for nothing.
    * ``sheet`` (optional): the score sheet of the finished hands, ``/`` between hands, per
      seat ``bid:won`` separated by commas (each 0 to k; in each hand the tricks add up to
      k and the bids do not); points follow from the scoring option and must add up to
      ``scores`` (OH-SCORE-SHEET).

    The phase follows from the fields: a seat without a bid → bidding; all tricks of the
    last hand played (``won`` adds up to ``size``, no cards left) → game over, and then
    ``scores`` (and ``sheet``) include the last hand; otherwise → play. A finished hand
    that is not the last one is refused: the next hand would already be dealt.
"""

from __future__ import annotations

import re

from tutor.core import Msg, NotationError
from tutor.core.check import move_writer
from tutor.core.notation import NAT, failer, read_fields, read_number, read_seed, require_text
from tutor.core.turns import parse_seated

from .moves import Bid, Move, Play
from .rules import RULES
from .scoring import RULE_OF, num, reach, score
from .state import (CARD_BY_CODE, MAX_PLAYERS, MAX_SIZE, MIN_PLAYERS, NOTATION, SCORINGS,
                    SEQUENCES, Card, HandRecord, Options, Phase, State, hand_sizes)

PREFIX = "oh1"
FIELDS = ("players", "seq", "min", "max", "scoring", "variants", "seed", "hand", "size",
          "dealer", "trump", "hands", "bids", "won", "lead", "trick", "scores", "sheet")
REQUIRED = ("players", "seq", "scoring", "seed", "hand", "size", "dealer", "trump", "hands",
            "bids", "won", "scores")
VARIANTS = ("vienna", "balanced-2", "squared", "per-bid", "short-literal", "classic")

_fail = failer("oh")


# ---------------------------------------------------------------- cards

def parse_card(code: str, text: str = "", position: int | None = None) -> Card:
    """``QS``, ``TH`` or ``10H``; anything else is refused."""
    key = "T" + code[2:] if code.startswith("10") and len(code) == 3 else code
    try:
        return CARD_BY_CODE[key]
    except KeyError:
        raise _fail("bad_card", text or code, position, card=code) from None


def format_cards(cards) -> str:
    return ",".join(c.code for c in cards) or "-"


def _card_list(value: str, text: str, pos: int, seen: dict[Card, int],
               ordered: bool) -> tuple[Card, ...]:
    if value == "-":
        return ()
    cards: list[Card] = []
    offset = pos
    for code in value.split(","):
        c = parse_card(code, text, offset)
        if c in seen:
            raise _fail("duplicate_card", text, offset, card=c.code)
        if ordered and cards and c < cards[-1]:
            raise _fail("card_order", text, offset, card=c.code, before=cards[-1].code)
        seen[c] = offset
        cards.append(c)
        offset += len(code) + 1
    return tuple(cards)


# ---------------------------------------------------------------- moves

def parse_move(text: str) -> Move:
    """``bid 2`` or a card (``QS``, ``10H``), optionally after the seat: ``p2:bid 2``."""
    return parse_seated(require_text(text, "move"), MAX_PLAYERS, _parse_choice)


def _parse_choice(text: str) -> Move:
    if text.startswith("bid "):
        # any bid a hand of any table can take (OH-BID-2): 0 to the largest hand dealt
        return Bid(read_number(text[4:], 0, MAX_SIZE, text=text, position=4,
                               field="bid (OH-BID-2)", fail=_fail))
    if re.fullmatch(r"(?:[2-9TJQKA]|10)[CDHS]", text):
        return Play(parse_card(text, text, 0))
    raise _fail("bad_move", text, 0, move=text)


_FORMAT = {Bid: lambda move: f"bid {move.tricks}", Play: lambda move: move.card.code}
format_move = move_writer(_FORMAT, "Oh Hell move")
RULES.quotes(format_move)                # a verdict quotes the move without its seat


# ---------------------------------------------------------------- positions

def _int(value: str, text: str, pos: int, key: str, lo: int, hi: int) -> int:
    """A number of the position: ASCII digits, from ``lo`` to ``hi`` (what the game can
    reach; the refusal names both)."""
    return read_number(value, lo, hi, text=text, position=pos, field=key, fail=_fail)


def _per_seat(value: str, players: int, text: str, pos: int, key: str,
              sep: str = ",") -> list[tuple[str, int]]:
    parts = value.split(sep)
    if len(parts) != players:
        raise _fail("seat_count", text, pos, field=key, found=len(parts), players=players)
    out, offset = [], pos
    for part in parts:
        out.append((part, offset))
        offset += len(part) + 1
    return out


def _tokens(text: str) -> dict[str, tuple[str, int]]:
    return read_fields(text, PREFIX, FIELDS, REQUIRED, _fail)


def _options(values: dict[str, tuple[str, int]], text: str) -> Options:
    players = _int(values["players"][0], text, values["players"][1], "players (OH-SETUP-1)",
                   MIN_PLAYERS, MAX_PLAYERS)
    seq, pos = values["seq"]
    if seq not in SEQUENCES:
        raise _fail("bad_choice", text, pos, field="seq", value=seq, allowed=", ".join(SEQUENCES))
    scoring, pos = values["scoring"]
    if scoring not in SCORINGS:
        raise _fail("bad_choice", text, pos, field="scoring", value=scoring,
                    allowed=", ".join(SCORINGS))
    min_size = 1
    if "min" in values:
        min_size = _int(values["min"][0], text, values["min"][1], "min (OH-SEQ-MINMAX)", 1, 3)
        if min_size != 3:
            raise _fail("bad_min", text, values["min"][1], value=min_size)
    max_size = None
    if "max" in values:
        max_size = _int(values["max"][0], text, values["max"][1], "max (OH-SEQ-MINMAX)", 1,
                        MAX_SIZE)
    variants: list[str] = []
    if "variants" in values:
        value, pos = values["variants"]
        variants = value.split(",")
        for name in variants:
            if name not in VARIANTS:
                raise _fail("unknown_variant", text, pos, variant=name,
                            allowed=", ".join(VARIANTS))
        if variants != [v for v in VARIANTS if v in variants] or len(set(variants)) != len(variants):
            raise _fail("variant_order", text, pos, allowed=",".join(VARIANTS))
    options = Options(players, seq, min_size, max_size, scoring, "vienna" in variants,
                      2 if "balanced-2" in variants else 10,
                      "squared" if "squared" in variants else "x4",
                      "per_bid" if "per-bid" in variants else "seed",
                      "short-literal" not in variants,
                      deal="classic" if "classic" in variants else "bga")
    problem = options.problem()
    if problem is not None:
        raise NotationError(Msg("oh.notation.options", problem=problem), text,
                            values["players"][1] - len("players="))
    return options


def from_notation(text: str) -> State:
    """Parse a position; raises :class:`NotationError` pointing at the fault."""
    values = _tokens(text)
    options = _options(values, text)
    n = options.players
    sizes = hand_sizes(options)
    seed = read_seed(values["seed"][0], text=text, position=values["seed"][1], fail=_fail)
    hand = _int(values["hand"][0], text, values["hand"][1], "hand", 1, len(sizes)) - 1
    k = _int(values["size"][0], text, values["size"][1], "size (OH-DEAL-1)", 1, max(sizes))
    if k != sizes[hand]:
        raise _fail("size_mismatch", text, values["size"][1], size=k, hand=hand + 1,
                    expected=sizes[hand], sizes=", ".join(map(str, sizes)))

    def seat(key: str) -> int:
        value, pos = values[key]
        return _int(value, text, pos, key, 1, n) - 1

    dealer = seat("dealer")
    seen: dict[Card, int] = {}
    trump_value, trump_pos = values["trump"]
    trump = parse_card(trump_value, text, trump_pos)
    seen[trump] = trump_pos
    hands = tuple(_card_list(part, text, pos, seen, ordered=True)
                  for part, pos in _per_seat(values["hands"][0], n, text, values["hands"][1],
                                             "hands", "|"))
    order = [(dealer + 1 + i) % n for i in range(n)]
    bids: list[int | None] = []
    for part, pos in _per_seat(values["bids"][0], n, text, values["bids"][1], "bids"):
        if part == "-":
            bids.append(None)
            continue
        bids.append(_int(part, text, pos, "bids (OH-BID-2)", 0, k))
    made = [bids[s] for s in order if bids[s] is not None]
    if [bids[s] is not None for s in order] != [True] * len(made) + [False] * (n - len(made)):
        raise _fail("bid_order", text, values["bids"][1], first=order[0] + 1)
    if len(made) == n and sum(made) == k:
        raise _fail("dealer_total", text, values["bids"][1], sum=" + ".join(map(str, made)),
                    k=k)
    won = [_int(part, text, pos, "won", 0, k)
           for part, pos in _per_seat(values["won"][0], n, text, values["won"][1], "won")]
    if sum(won) > k:
        raise _fail("won_total", text, values["won"][1], total=sum(won), k=k)

    bidding = len(made) < n
    finished = sum(won) == k
    lead = None
    trick: tuple[Card, ...] = ()
    if bidding:
        phase = Phase.BID
        if sum(won):
            raise _fail("won_in_bidding", text, values["won"][1])
        for key in ("lead", "trick"):
            if key in values:
                raise _fail("no_lead_yet", text, values[key][1], field=key)
    elif finished:
        phase = Phase.OVER
        if hand != len(sizes) - 1:
            raise _fail("hand_finished", text, values["won"][1], hand=hand + 1)
        for key in ("lead", "trick"):
            if key in values:
                raise _fail("no_lead_over", text, values[key][1], field=key)
    else:
        phase = Phase.PLAY
        if "lead" not in values:
            raise _fail("missing_field", text, len(text.rstrip()), field="lead")
        lead = seat("lead")
        if sum(won) == 0 and lead != order[0]:
            raise _fail("lead_first", text, values["lead"][1], first=order[0] + 1)
        if sum(won) and not won[lead]:
            raise _fail("lead_won", text, values["lead"][1], seat=lead + 1)
        if "trick" in values:
            value, pos = values["trick"]
            trick = _card_list(value, text, pos, seen, ordered=False)
            if not trick or len(trick) >= n:
                raise _fail("trick_size", text, pos, count=len(trick), players=n)
    # cards held: everyone starts with k, minus the tricks played, minus the card on the table
    done = sum(won)
    for s in range(n):
        on_table = 1 if lead is not None and (s - lead) % n < len(trick) else 0
        expected = k - done - on_table
        if len(hands[s]) != expected:
            raise _fail("hand_count", text, values["hands"][1], seat=s + 1, count=len(hands[s]),
                        expected=expected)
    # a card that failed to follow suit while its player still holds the suit led
    for i, c in enumerate(trick[1:], 1):
        s = (lead + i) % n
        led = trick[0].suit
        if c.suit is not led and any(h.suit is led for h in hands[s]):
            raise _fail("revoke", text, seen[c], seat=s + 1, card=c.code)
    # the scores of the hands scored so far, the last one too once the game is over
    last = (tuple(score(options, hand + 1, k, b, t).points for b, t in zip(bids, won))
            if phase is Phase.OVER else None)
    scores = _scores(values["scores"], options, hand, last, text, sheet="sheet" in values)
    sheet: tuple[HandRecord, ...] = ()
    if "sheet" in values:
        sheet = _sheet(values["sheet"], options, sizes, hand + (phase is Phase.OVER), n, text)
        totals = tuple(sum(r.points[s] for r in sheet) for s in range(n))
        if totals != scores:
            raise _fail("sheet_totals", text, values["sheet"][1],
                        totals=",".join(map(str, totals)))
        if phase is Phase.OVER and (sheet[-1].bids != tuple(bids) or sheet[-1].won != tuple(won)):
            raise _fail("sheet_last", text, values["sheet"][1])
    return State(options, seed, hand, dealer, trump, hands, tuple(bids), tuple(won), lead,
                 trick, scores, sheet, phase)


def _scores(entry: tuple[str, int], options: Options, hands: int, last: tuple[int, ...] | None,
            text: str, sheet: bool) -> tuple[int, ...]:
    """The running totals after ``hands`` scored hands, and after ``last`` too (the points
    of the final hand, once the game is over).

    Before any hand is scored every total is 0. After that, each total is one its seat can
    reach (OH-SCORE-*: the scoring option's formulas) and their sum one the table can reach
    together (OH-BID-3: in every hand the tricks add up to its size and the bids do not).
    Without a sheet the scores may have been kept from any hand on (a position written to
    show one hand often gives them as 0), so each hand scored adds what it can give, or
    nothing. With a sheet, the sheet decides (``from_notation``: it must add up to them).
    A refusal names the nearest totals that can be reached."""
    value, pos = entry
    n = options.players
    extra = last or (0,) * n
    can = reach(options, hands, kept=False)
    rule = RULE_OF[options.scoring]
    facts = {"hands": hands + (last is not None), "scoring": options.scoring, "rule": rule}
    cells = _per_seat(value, n, text, pos, "scores")
    if hands == 0:              # nothing scored yet, or only the hand the fields give
        whole = reach(options, len(options.sizes), kept=False)
        bounds = [(whole.seat_lo, whole.seat_hi)] * n
    else:
        bounds = [(can.seat_lo + e, can.seat_hi + e) for e in extra]
    scores = tuple(_int(part, text, at, f"scores ({rule})", lo, hi)
                   for (part, at), (lo, hi) in zip(cells, bounds))
    for s, ((part, at), points) in enumerate(zip(cells, scores)):
        if hands == 0 and points != extra[s]:
            raise _fail("scores_start" if last is None else "scores_only_hand", text, at,
                        seat=s + 1, points=num(points), expected=num(extra[s]), **facts)
        if not sheet and not can.seat_can(points - extra[s]):
            below, above = can.seat_near(points - extra[s])
            raise _fail("score_unreachable", text, at, seat=s + 1, points=num(points),
                        below=num(below + extra[s]), above=num(above + extra[s]), **facts)
    total = sum(scores) - sum(extra)
    if not sheet and not can.table_can(total):
        inside = can.table_lo < total < can.table_hi
        below, above = can.table_near(total) if inside else (can.table_lo, can.table_hi)
        raise _fail("scores_table" if inside else "scores_table_range", text, pos,
                    total=num(sum(scores)), below=num(below + sum(extra)),
                    above=num(above + sum(extra)), **facts)
    return scores


def _sheet(entry: tuple[str, int], options: Options, sizes, rows: int, n: int,
           text: str) -> tuple[HandRecord, ...]:
    value, pos = entry
    parts = value.split("/")
    if len(parts) != rows:
        raise _fail("sheet_rows", text, pos, found=len(parts), expected=rows)
    out = []
    for h, part in enumerate(parts):
        k = sizes[h]
        bids, won = [], []
        for cell, cpos in _per_seat(part, n, text, pos, "sheet"):
            m = re.fullmatch(rf"({NAT}):({NAT})", cell)
            if not m:
                raise _fail("sheet_cell", text, cpos, cell=cell, k=k)
            bids.append(_int(m.group(1), text, cpos, "sheet bid (OH-BID-2)", 0, k))
            won.append(_int(m.group(2), text, cpos + m.start(2), "sheet won", 0, k))
        if sum(won) != k or sum(bids) == k:
            raise _fail("sheet_row", text, pos, hand=h + 1, k=k)
        points = tuple(score(options, h + 1, k, b, t).points for b, t in zip(bids, won))
        out.append(HandRecord(k, tuple(bids), tuple(won), points))
        pos += len(part) + 1
    return tuple(out)


@NOTATION.provide
def to_notation(state: State) -> str:
    o = state.options
    parts = [PREFIX, f"players={o.players}", f"seq={o.sequence}"]
    if o.min_size != 1:
        parts.append(f"min={o.min_size}")
    if o.max_size is not None:
        parts.append(f"max={o.max_size}")
    parts.append(f"scoring={o.scoring}")
    variants = [name for name, on in (("vienna", o.vienna),
                                      ("balanced-2", o.balanced_penalty == 2),
                                      ("squared", o.squares == "squared"),
                                      ("per-bid", o.anderson == "per_bid"),
                                      ("short-literal", not o.short_cap),
                                      ("classic", o.deal == "classic")) if on]
    if variants:
        parts.append("variants=" + ",".join(variants))
    parts += [f"seed={state.seed}", f"hand={state.hand + 1}", f"size={state.size}",
              f"dealer={state.dealer + 1}", f"trump={state.trump.code}",
              "hands=" + "|".join(format_cards(h) for h in state.hands),
              "bids=" + ",".join("-" if b is None else str(b) for b in state.bids),
              "won=" + ",".join(map(str, state.won))]
    if state.phase is Phase.PLAY:
        parts.append(f"lead={state.lead + 1}")
        if state.trick:
            parts.append("trick=" + format_cards(state.trick))
    parts.append("scores=" + ",".join(map(str, state.scores)))
    if state.sheet:
        parts.append("sheet=" + "/".join(
            ",".join(f"{b}:{t}" for b, t in zip(r.bids, r.won)) for r in state.sheet))
    return " ".join(parts)
