"""Oh Hell as text: a hand drawn in characters (:func:`diagram`: trump, hands, bids, tricks,
scores), and the course's tables: the deck (:func:`deck`), the hand sizes of every
sequence (:func:`sequences`), the first deals (:func:`first_hands`), the bids open to the
player to move (:func:`bids`), the scoring options side by side (:func:`score_table`) and
the exhaustive solver's answer in words (:func:`solve`).

Pure: every number comes from the engine (``legal_moves``, ``forbidden_bid``, ``score``,
``solve``...); :mod:`tutor.core.diagram` says how a game's text drawings are shaped.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from tutor.core import Msg, register_catalog, render, seat_name
from tutor.core.diagram import reads_position, say, seat_lines

from . import scoring, solver
from .moves import Bid
from .notation import from_notation
from .rulebook import RULEBOOK
from .rules import asks, forbidden_bid, legal_moves
from .state import DECK, SCORINGS, SEQUENCES, Options, Phase, State, Suit, hand_sizes
from .resolve import initial_state

MESSAGES = {
    "oh.diagram.header": {
        "en": "Hand {hand} of {hands} · {size} {size:plural:card|cards} each · trump {trump} "
              "· dealer: {dealer}",
        "fr": "Donne {hand} sur {hands} · {size} {size:plural:carte|cartes} chacun "
              "· atout {trump} · donneur : {dealer}"},
    "oh.diagram.seat": {"en": "bid {bid} · won {won} · score {score}",
                        "fr": "annonce {bid} · levées {won} · score {score}"},
    "oh.diagram.trick": {"en": "Trick led by {who}: {cards}",
                         "fr": "Levée entamée par {who:le} : {cards}"},
    "oh.diagram.option": {"en": "Option", "fr": "Option"},
    "oh.diagram.case": {"en": "bid {bid}, won {won}", "fr": "annonce {bid}, levées {won}"},
    "oh.diagram.case_made": {"en": "made", "fr": "réussie"},
    "oh.diagram.case_missed": {"en": "off by {off}", "fr": "écart {off}"},
    "oh.diagram.case_hand": {"en": "hand {hand}, {size} {size:plural:card|cards}",
                             "fr": "donne {hand}, {size} {size:plural:carte|cartes}"},
    "oh.diagram.vienna": {"en": "{option} + Vienna", "fr": "{option} + Vienne"},
    "oh.diagram.reading.balanced_2": {"en": "{option}, English page (−2 per trick off)",
                                      "fr": "{option}, page anglaise (−2 par levée d'écart)"},
    "oh.diagram.reading.squared": {"en": "{option}, English page (10 + b², −d²)",
                                   "fr": "{option}, page anglaise (10 + a², −d²)"},
    "oh.diagram.reading.per_bid": {"en": "{option}, English page (V × bid)",
                                   "fr": "{option}, page anglaise (V × annonce)"},
    "oh.diagram.solve.question": {
        "en": "With all hands open, can {who} make exactly {bid} {bid:plural:trick|tricks} "
              "(has {won} so far)?",
        "fr": "Toutes les mains visibles, {who:Le} peut-il faire exactement {bid} "
              "{bid:plural:levée|levées} (il en a {won} pour l'instant) ?"},
    "oh.diagram.solve.yes": {"en": "Yes, whatever the others do.",
                             "fr": "Oui, quoi que fassent les autres."},
    "oh.diagram.solve.no": {"en": "No: the others can always make {who} miss.",
                            "fr": "Non : les autres peuvent toujours faire échouer {who:le}."},
    "oh.diagram.solve.cards": {
        "en": "Cards that keep it sure: {good}. Cards that do not: {bad}.",
        "fr": "Cartes qui le garantissent : {good}. Cartes qui ne le garantissent pas : "
              "{bad}."},
    "oh.diagram.solve.stopped": {"en": "No answer: {detail}.", "fr": "Pas de réponse : {detail}."},
    "oh.diagram.none": {"en": "none", "fr": "aucune"},
    "oh.diagram.deck.suit": {"en": "{suit}:", "fr": "{suit} :"},
    "oh.diagram.deck.total": {
        "en": "{count} cards, from the lowest to the highest in each suit",
        "fr": "{count} cartes, de la plus basse à la plus haute dans chaque couleur"},
    "oh.diagram.players": {"en": "{players} players", "fr": "{players} joueurs"},
    "oh.diagram.sequence.hands": {"en": "{count} {count:plural:hand|hands}:",
                                  "fr": "{count} {count:plural:donne|donnes} :"},
    "oh.diagram.first_hand": {
        "en": "{players} players: {size} {size:plural:card|cards} each, trump {trump}, "
              "{stock} {stock:plural:card|cards} face down",
        "fr": "{players} joueurs : {size} {size:plural:carte|cartes} chacun, atout {trump}, "
              "{stock} {stock:plural:carte|cartes} face cachée"},
    "oh.diagram.bids.forbidden": {"en": "The dealer, {who}, may not bid {bid}.",
                                  "fr": "Le donneur, {who:le}, ne peut pas annoncer {bid}."},
    "oh.diagram.bids.free": {"en": "No bid is forbidden to the dealer, {who}.",
                             "fr": "Aucune annonce n'est interdite au donneur, {who:le}."},
    "oh.diagram.bids.legal": {"en": "Bids allowed to {who}: {bids}.",
                              "fr": "Annonces permises {who:à} : {bids}."},
    "oh.diagram.bids.none": {"en": "No bid is asked now. {what}.",
                             "fr": "Aucune annonce n'est demandée. {what}."},
}

register_catalog(MESSAGES)


def _card(card: Any) -> Msg:
    return Msg("oh.card", rank=Msg(f"oh.rank.{card.code[0]}"),
               suit=Msg(f"oh.symbol.{card.code[1]}"))


def _cards(cards: Iterable[Any], lang: str) -> str:
    return " ".join(render(_card(c), lang) for c in cards) or "–"


@reads_position(from_notation)
def diagram(state: State, lang: str = "en") -> str:
    """A hand as text: the hand number and size, the trump card and the dealer, then per
    seat its cards, bid, tricks won and score (``▶`` the seat to act), then the trick on
    the table."""
    dealer = render(seat_name(state.dealer), lang)
    lines = [say("oh.diagram.header", lang, hand=state.hand + 1, hands=len(state.sizes),
                 size=state.size, trump=_card(state.trump), dealer=dealer)]
    hands = [_cards(hand, lang) for hand in state.hands]
    hand_width = max(len(h) for h in hands)
    texts = []
    for seat in range(state.players):
        bid = state.bids[seat]
        seat_text = say("oh.diagram.seat", lang, bid="–" if bid is None else bid,
                        won=state.won[seat], score=scoring.num(state.scores[seat]))
        texts.append(f"{hands[seat]:<{hand_width}}  {seat_text}")
    lines += seat_lines(texts, lang, state.to_act)
    if state.trick:
        lines.append(say("oh.diagram.trick", lang, who=seat_name(state.lead),
                         cards=_cards(state.trick, lang)))
    return "\n".join(lines)


def deck(lang: str = "en") -> str:
    """The 52 cards (OH-SETUP-2), suit by suit from the lowest to the highest, with the
    ranks of ``lang`` (J Q K in English, V D R in French), then how many there are."""
    names = {suit: say("oh.diagram.deck.suit", lang, suit=Msg(f"oh.suit.{suit.name}"))
             for suit in Suit}
    width = max(len(name) for name in names.values())
    lines = [f"{names[suit]:<{width}} " + _cards([c for c in DECK if c.suit is suit], lang)
             for suit in Suit]
    lines.append(say("oh.diagram.deck.total", lang, count=len(DECK)))
    return "\n".join(lines)


#: Options fields that cut a sequence, as the notation writes them (``min=3 max=5``).
_CUTS = (("min_size", "min"), ("max_size", "max"))


def sequences(players: Iterable[int], lang: str = "en", *,
              sequences: Iterable[str] | None = None, **options: Any) -> str:
    """The hand sizes the engine deals (``hand_sizes``), one row per player count and
    sequence, named as the notation writes it: ``3 players  seq=long  19 hands: 10 9 … 10``.
    ``sequences`` defaults to BGA's five (OH-SEQ-*; not the tutor's one-deal ``single``).
    ``options`` (``min_size=3``, ``max_size=5``) cut every sequence, and show in the
    notation (``min=3 max=5``)."""
    if sequences is None:
        sequences = [s for s in SEQUENCES if s != "single"]
    cuts = " ".join(f"{short}={options[name]}" for name, short in _CUTS if name in options)
    rows = []
    for count in players:
        for sequence in sequences:
            sizes = hand_sizes(Options(players=count, sequence=sequence, **options))
            rows.append((say("oh.diagram.players", lang, players=count),
                         " ".join(filter(None, (f"seq={sequence}", cuts))),
                         say("oh.diagram.sequence.hands", lang, count=len(sizes)),
                         " ".join(map(str, sizes))))
    widths = [max(len(row[i]) for row in rows) for i in range(3)]
    return "\n".join(f"{a:<{widths[0]}}  {b:<{widths[1]}}  {c:>{widths[2]}} {d}"
                     for a, b, c, d in rows)


def first_hands(players: Iterable[int], lang: str = "en", *, seed: int = 0) -> str:
    """The first hand of a game for each player count (OH-DEAL-1, OH-TRUMP-1/2): the cards
    each, the turned trump, and how many cards stay face down under it."""
    lines = []
    for count in players:
        first = initial_state(Options(players=count), seed=seed)
        lines.append(say("oh.diagram.first_hand", lang, players=count, size=first.size,
                         trump=_card(first.trump), stock=len(first.gone())))
    return "\n".join(lines)


@reads_position(from_notation)
def bids(state: State, lang: str = "en") -> str:
    """The bids open to the player to move (``legal_moves``); when the dealer bids, first
    the bid the dealer's restriction forbids (``forbidden_bid``), or that none is
    (OH-BID-DEALER)."""
    allowed = [m.tricks for m in legal_moves(state) if isinstance(m, Bid)]
    if not allowed:
        what = "; ".join(ask.explain(lang) for ask in asks(state))
        return say("oh.diagram.bids.none", lang, what=what or say("core.diagram.over", lang))
    who = seat_name(state.to_act)
    lines = []
    if state.to_act == state.dealer:
        forbidden = forbidden_bid(state)
        lines.append(say("oh.diagram.bids.free", lang, who=who) if forbidden is None
                     else say("oh.diagram.bids.forbidden", lang, who=who, bid=forbidden))
    lines.append(say("oh.diagram.bids.legal", lang, who=who, bids=", ".join(map(str, allowed))))
    return "\n".join(lines)


def _table(rows: list[list[str]], head: int = 1) -> str:
    """Aligned columns (the first left, the others right), a rule under ``head`` rows."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    out = []
    for n, row in enumerate(rows):
        out.append("  ".join(cell.ljust(w) if i == 0 else cell.rjust(w)
                             for i, (cell, w) in enumerate(zip(row, widths))).rstrip())
        if n == head - 1:
            out.append("  ".join("-" * w for w in widths))
    return "\n".join(out)


#: The readings of the fact sheet's conflicts, as (scoring, Options field, value, message).
_READINGS = (("balanced", "balanced_penalty", 2, "oh.diagram.reading.balanced_2"),
             ("squares", "squares", "squared", "oh.diagram.reading.squared"),
             ("anderson", "anderson", "per_bid", "oh.diagram.reading.per_bid"))


def score_table(cases: Sequence[tuple[int, int, int, int]], lang: str = "en", *,
                vienna: bool = False, readings: bool = True, formulas: bool = False) -> str:
    """One row per scoring option, one column per case ``(hand, size, bid, won)``; every
    cell is ``score(...)`` (points, or the engine's formula with ``formulas=True``).

    ``vienna=True`` scores every option with the Vienna modifier (Anderson, which cannot
    take it, is left out); ``readings`` adds the named readings of the seed's conflicts.
    """
    header = [say("oh.diagram.option", lang)]
    for hand, size, bid, won in cases:
        result = (say("oh.diagram.case_made", lang) if bid == won
                  else say("oh.diagram.case_missed", lang, off=abs(won - bid)))
        header.append(f"{say('oh.diagram.case', lang, bid=bid, won=won)} ({result})")
    rows = [header, [""] + [say("oh.diagram.case_hand", lang, hand=h, size=k)
                            for h, k, _, _ in cases]]
    variants: list[tuple[str, Any]] = []
    for kind in SCORINGS:
        if vienna and kind == "anderson":
            continue
        rule = RULEBOOK[scoring.RULE_OF[kind]]
        label = f"{rule.id} {rule.title[lang]}"
        if vienna:
            label = say("oh.diagram.vienna", lang, option=label)
        variants.append((label, Options(scoring=kind, vienna=vienna)))
        if readings and not vienna:
            for name, field, value, key in _READINGS:
                if name == kind:
                    options = Options(scoring=kind, **{field: value})
                    variants.append((say(key, lang, option=rule.title[lang]), options))
    for label, options in variants:
        row = [label]
        for hand, size, bid, won in cases:
            line = scoring.score(options, hand, size, bid, won)
            row.append(line.formula if formulas else scoring.num(line.points))
        rows.append(row)
    return _table(rows, head=2)


@reads_position(from_notation)
def solve(state: State, seat: int | None = None, lang: str = "en",
          budget: int | None = None) -> str:
    """The solver's answer in words: with all hands open, can ``seat`` (1-based; default:
    the player to move) make exactly their bid whatever the others do, and with which card?

    The solver works within ``budget`` search steps (None: its default); a position too
    large for it, or a position that cannot be read, is answered with the reason, not an
    error."""
    index = state.to_act if seat is None else seat - 1
    try:
        solution = solver.solve(state, index, budget=budget)
    except solver.TooLargeToSolve as exc:
        return say("oh.diagram.solve.stopped", lang, detail=exc.msg)
    who = seat_name(index)
    lines = [say("oh.diagram.solve.question", lang, who=who, bid=solution.bid,
                 won=state.won[index])]
    if solution.can_make:
        lines.append(say("oh.diagram.solve.yes", lang))
    else:
        lines.append(say("oh.diagram.solve.no", lang, who=who))
    if index == state.to_act and state.phase is Phase.PLAY:
        legal = [m.card for m in legal_moves(state)]
        good = [c for c in legal if c in solution.cards]
        bad = [c for c in legal if c not in solution.cards]
        none = say("oh.diagram.none", lang)
        lines.append(say("oh.diagram.solve.cards", lang,
                         good=_cards(good, lang) if good else none,
                         bad=_cards(bad, lang) if bad else none))
    return "\n".join(lines)
