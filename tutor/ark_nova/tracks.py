"""Ark Nova's tracks as pure functions, each result typed and able to explain itself.

Read once from ``data/tracks.json`` (a byte copy of the shared ``ark_nova/tracks.json``; its
``_provenance`` names the sources) and checked on load against the fact sheet's formulas.

* Appeal: break income by band (AN-APPEAL, AN-APPEAL-TABLE: 0–4 → 5+a, 5–16 →
  10+⌊(a−5)/2⌋, 17–31 → 16+⌊(a−17)/3⌋, 32–55 → 21+⌊(a−32)/4⌋, 56–95 → 27+⌊(a−56)/5⌋,
  96–113 → 35+⌊(a−96)/6⌋); the track ends at 113 (AN-CONS-TRACK).
* Conservation 0–41 (AN-CONS-TRACK): printed labels cp(C) = 2C−14 (C ≤ 10), 3C−24 (C ≥ 10);
  target T(C) = 114−2C / 124−3C (AN-END-TARGET); victory points = appeal − T(C)
  (AN-END-SCORE); the end is triggered at VP ≥ 0 (AN-END-TRIGGER). Spaces 2 (upgrade or
  worker, AN-CONS-2), 5 and 8 (5 money or a bonus tile, AN-CONS-5-8), 10 (final scoring
  cards, AN-CONS-10).
* Reputation 0–15: folders in range (AN-REP-FOLDERS, AN-REP-TRACK), track bonuses
  (AN-REP-BONUS), appeal beyond 15 (AN-REP-TRACK), held at 9 until the Cards action is
  upgraded, the excess lost (AN-CARDS-REP10).
* Break track: 9 / 12 / 15 steps for 2 / 3 / 4 players (AN-SETUP-BREAK); reaching the
  last space triggers the break, extra steps are lost (AN-BREAK-TRIGGER).
* Start values (AN-SETUP-TRACKS, AN-SETUP-PLAYER), donation costs (AN-ASSOC-DONATE-COST),
  at most 5 X-tokens (AN-ACT-X), hand limit 3 or 5 at a break (AN-BREAK-1).

Reputation and conservation never go down in the base game, so a space's bonus is taken
exactly when the counter first reaches it: a gain reports the spaces it reaches.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from pathlib import Path
from typing import Any

from tutor.core import Msg, UsageError

from .messages import tracks as _messages  # noqa: F401  (registers an.tracks.*)
from .rulebook import R

#: A copy of the shared ``ark_nova/tracks.json`` kept in the package (a checkout has no
#: shared folder beside it); a test compares the two when the shared file is there.
SOURCE = Path(__file__).with_name("data") / "tracks.json"

#: The fact sheet's numbers the data file is checked against on load.
APPEAL_MAX = 113                    # AN-CONS-TRACK
CONSERVATION_MAX = 41               # AN-CONS-TRACK
REPUTATION_MAX = 15                 # AN-REP-TRACK
REPUTATION_CAP_NOT_UPGRADED = 9     # AN-CARDS-REP10
X_TOKEN_MAX = 5                     # AN-ACT-X
HAND_LIMIT = 3                      # AN-BREAK-1
HAND_LIMIT_UNIVERSITY = 5           # AN-BREAK-1, AN-ASSOC-UNI-KINDS
CONSERVATION_SPACE_MONEY = 5        # AN-CONS-5-8
DONATION_REWARD = 1                 # AN-ASSOC-UPG: 1 conservation point a donation
BREAK_STEPS = {2: 9, 3: 12, 4: 15}  # AN-SETUP-BREAK
MAX_PLAYERS = 4


class RepBonus(StrEnum):
    """What a reputation-track space gives (AN-REP-BONUS)."""

    UPGRADE = "upgrade"             # upgrade 1 Action card
    WORKER = "worker"               # 1 more association worker
    CARD = "card"                   # 1 card from the deck or within reputation range
    CONSERVATION = "conservation"   # +1 conservation point
    X_TOKEN = "x_token"             # +1 X-token


class ConsBonus(StrEnum):
    """What a conservation-track space gives (AN-CONS-2, AN-CONS-5-8, AN-CONS-10)."""

    UPGRADE_OR_WORKER = "upgrade_or_worker"     # space 2, each player
    MONEY_OR_TILE = "money_or_tile"             # spaces 5 and 8
    FINAL_SCORING = "final_scoring"             # space 10: the first to reach it


#: AN-REP-BONUS as the fact sheet states it, and the data file's wording of each.
SHEET_REP_BONUSES = {5: RepBonus.UPGRADE, 8: RepBonus.WORKER, 10: RepBonus.CARD,
                     11: RepBonus.CONSERVATION, 12: RepBonus.X_TOKEN, 13: RepBonus.CARD,
                     14: RepBonus.CONSERVATION, 15: RepBonus.X_TOKEN}
_REP_BONUS_WORDING = {
    "upgrade 1 Action card": RepBonus.UPGRADE,
    "activate 1 association worker": RepBonus.WORKER,
    "take 1 card from the deck or within reputation range": RepBonus.CARD,
    "+1 conservation point": RepBonus.CONSERVATION,
    "+1 X-token": RepBonus.X_TOKEN,
}
SHEET_CONS_SPACES = {2: ConsBonus.UPGRADE_OR_WORKER, 5: ConsBonus.MONEY_OR_TILE,
                     8: ConsBonus.MONEY_OR_TILE, 10: ConsBonus.FINAL_SCORING}
#: AN-ASSOC-DONATE-COST: the spaces in the order they are paid, then the last space.
SHEET_DONATIONS = {2: (2, 5, 7, 10), 3: (2, 5, 5, 7, 7, 10, 10), 4: (2, 5, 5, 7, 7, 10, 10)}
SHEET_DONATION_OVERFLOW = 12


# ------------------------------------------------------------------ the sheet's formulas

def income_formula(appeal: int) -> int:
    """AN-APPEAL-TABLE as the fact sheet writes it, band by band."""
    for start, base, width in ((96, 35, 6), (56, 27, 5), (32, 21, 4), (17, 16, 3), (5, 10, 2)):
        if appeal >= start:
            return base + (appeal - start) // width
    return 5 + appeal


def cp_formula(conservation: int) -> int:
    """AN-CONS-TRACK: the printed score label of conservation C."""
    return 2 * conservation - 14 if conservation <= 10 else 3 * conservation - 24


def target_terms(conservation: int) -> tuple[int, int]:
    """AN-END-TARGET: T(C) = base − per × C, as ``(base, per)``: (114, 2) up to 10,
    (124, 3) from 10 on (both give 94 at 10)."""
    return (114, 2) if conservation <= 10 else (124, 3)


def folder_formula(reputation: int) -> int:
    """AN-REP-FOLDERS: 0–1 → 1; 2–3 → 2; 4–6 → 3; 7–9 → 4; 10–12 → 5; 13–15 → 6."""
    if reputation < 2:
        return 1
    if reputation < 4:
        return 2
    return 3 + (reputation - 4) // 3


# ------------------------------------------------------------------ the data, typed

@dataclass(frozen=True)
class IncomeBand:
    """Appeal ``low``..``high`` pays ``money`` at each break (AN-APPEAL-TABLE)."""

    low: int
    high: int
    money: int


@dataclass(frozen=True)
class StartValues:
    """A player's start (AN-SETUP-TRACKS, AN-SETUP-PLAYER); ``appeal`` depends on the
    place in turn order."""

    turn: int
    money: int
    appeal: int
    reputation: int
    conservation: int
    x_tokens: int

    @property
    def rules(self) -> tuple[R, ...]:
        return (R.SETUP_TRACKS, R.SETUP_PLAYER)

    @property
    def msg(self) -> Msg:
        return Msg("an.tracks.start", turn=self.turn, money=self.money, appeal=self.appeal,
                   reputation=self.reputation, conservation=self.conservation,
                   x=self.x_tokens)


@dataclass(frozen=True)
class Tables:
    """The tracks data file as typed values (read by :func:`tables`)."""

    income: tuple[IncomeBand, ...]
    appeal_max: int
    conservation_max: int
    cp: tuple[int, ...]                         # index: conservation 0..41
    reputation_max: int
    folders: tuple[int, ...]                    # index: reputation 0..15
    rep_bonuses: tuple[tuple[int, RepBonus], ...]
    cons_spaces: tuple[tuple[int, ConsBonus], ...]
    donations: tuple[tuple[int, tuple[int, ...]], ...]   # players -> costs in order
    donation_overflow: int
    break_steps: tuple[tuple[int, int], ...]     # players -> steps
    start_money: int
    start_appeal: tuple[int, ...]               # by place in turn order
    start_reputation: int
    start_conservation: int
    start_x_tokens: int


def _fail(rule: R, detail: str) -> ValueError:
    return ValueError(f"{SOURCE.name} disagrees with {rule} of the fact sheet: {detail}")


def _check(ok: bool, rule: R, detail: str) -> None:
    if not ok:
        raise _fail(rule, detail)


@cache
def tables() -> Tables:
    """The data file, read once and checked against the fact sheet (raises ``ValueError``
    naming the rule it breaks)."""
    return parse_tables(json.loads(SOURCE.read_text(encoding="utf-8")))


def parse_tables(raw: dict[str, Any]) -> Tables:
    """The tracks data (the file's JSON) as :class:`Tables`, checked against the fact
    sheet: every income band against the formula, every cp label, the folder stretches,
    the bonuses, donation costs, break lengths and start values."""
    income = tuple(IncomeBand(b["appeal_from"], b["appeal_to"], b["money"])
                   for b in raw["appeal_income_bands"])
    _check(raw["appeal_track_max"] == APPEAL_MAX, R.CONS_TRACK, "the appeal track ends at 113")
    expected_low = 0
    for band in income:
        _check(band.low == expected_low and band.high >= band.low, R.APPEAL_TABLE,
               f"bands must follow on from 0 (band {band.low}–{band.high})")
        for a in range(band.low, band.high + 1):
            _check(income_formula(a) == band.money, R.APPEAL_TABLE,
                   f"appeal {a} pays {band.money}, the formula {income_formula(a)}")
        expected_low = band.high + 1
    _check(expected_low == APPEAL_MAX + 1, R.APPEAL_TABLE, "the bands must end at 113")

    _check(raw["conservation_track_max"] == CONSERVATION_MAX, R.CONS_TRACK, "0–41")
    labels = raw["conservation_points_by_cp"]
    _check(sorted(map(int, labels)) == list(range(CONSERVATION_MAX + 1)), R.CONS_TRACK,
           "one label for each of 0–41")
    cp = tuple(labels[str(c)] for c in range(CONSERVATION_MAX + 1))
    for c, label in enumerate(cp):
        _check(label == cp_formula(c), R.CONS_TRACK, f"cp({c}) = {label}, not {cp_formula(c)}")
        base, per = target_terms(c)
        _check(base - per * c == 100 - label, R.END_TARGET,
               f"T({c}) must equal 100 − cp({c}) (VP = BGA score − 100)")
    _check(sorted(map(int, raw["conservation_thresholds"])) == sorted(SHEET_CONS_SPACES),
           R.CONS_2, "bonus spaces 2, 5, 8 and 10")

    _check(raw["reputation_track_max"] == REPUTATION_MAX, R.REP_TRACK, "the track ends at 15")
    folders_raw = raw["reputation_to_highest_folder"]
    _check(sorted(map(int, folders_raw)) == list(range(REPUTATION_MAX + 1)), R.REP_FOLDERS,
           "one folder for each of 0–15")
    folders = tuple(folders_raw[str(r)] for r in range(REPUTATION_MAX + 1))
    for r, folder in enumerate(folders):
        _check(folder == folder_formula(r), R.REP_FOLDERS,
               f"reputation {r} reaches folder {folder}, not {folder_formula(r)}")
    bonuses = {int(k): v for k, v in raw["reputation_bonuses"].items() if k.isdigit()}
    rep_bonuses = {}
    for space, wording in bonuses.items():
        _check(wording in _REP_BONUS_WORDING, R.REP_BONUS, f"unknown bonus {wording!r}")
        rep_bonuses[space] = _REP_BONUS_WORDING[wording]
    _check(rep_bonuses == SHEET_REP_BONUSES, R.REP_BONUS, f"bonuses {rep_bonuses}")

    costs = raw["donation_costs"]
    donations = {2: tuple(costs["2_players"]), 3: tuple(costs["3_4_players"]),
                 4: tuple(costs["3_4_players"])}
    _check(donations == SHEET_DONATIONS, R.ASSOC_DONATE_COST, f"costs {donations}")
    _check(costs["after_all_but_last"] == SHEET_DONATION_OVERFLOW, R.ASSOC_DONATE_COST,
           "12 once only the last space is left")

    steps = {int(k): v for k, v in raw["break_track"]["steps_to_break_by_players"].items()}
    _check(steps == BREAK_STEPS, R.SETUP_BREAK, f"steps {steps}, not 9/12/15")
    _check(raw["break_track"]["token_start"] == 0, R.SETUP_BREAK, "the token starts at 0")

    start = raw["start_values"]
    _check((start["reputation"], start["conservation"]) == (1, 0), R.SETUP_TRACKS,
           "reputation 1, conservation 0")
    _check(tuple(start["appeal_by_turn_order"]) == (0, 1, 2, 3)
           == tuple(raw["appeal_start_by_turn_order"]), R.SETUP_TRACKS, "appeal 0, 1, 2, 3")
    _check((start["money"], start["x_tokens"]) == (25, 0), R.SETUP_PLAYER, "25 money")
    return Tables(
        income=income, appeal_max=APPEAL_MAX, conservation_max=CONSERVATION_MAX, cp=cp,
        reputation_max=REPUTATION_MAX, folders=folders,
        rep_bonuses=tuple(sorted(rep_bonuses.items())),
        cons_spaces=tuple(sorted(SHEET_CONS_SPACES.items())),
        donations=tuple(sorted(donations.items())), donation_overflow=costs["after_all_but_last"],
        break_steps=tuple(sorted(steps.items())), start_money=start["money"],
        start_appeal=tuple(start["appeal_by_turn_order"]), start_reputation=start["reputation"],
        start_conservation=start["conservation"], start_x_tokens=start["x_tokens"])


# ------------------------------------------------------------------ bad input

def _number(value: Any, what: str, low: int, high: int) -> int:
    """``value`` as a whole number within ``low..high``, else a :class:`UsageError` in
    every language (nothing is changed)."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise UsageError(Msg("an.tracks.bad.range", what=Msg(f"an.tracks.what.{what}"),
                             low=low, high=high, value=repr(value)))
    return value


#: The largest single gain a function accepts (no card gives more; a guard, not a rule).
GAIN_MAX = 200


def _gain(value: Any) -> int:
    return _number(value, "gain", 0, GAIN_MAX)


# ------------------------------------------------------------------ appeal

@dataclass(frozen=True)
class Income:
    """AN-APPEAL / AN-APPEAL-TABLE: ``appeal`` pays ``money`` at each break (its band
    ``band``)."""

    appeal: int
    money: int
    band: IncomeBand

    @property
    def rules(self) -> tuple[R, ...]:
        return (R.APPEAL, R.APPEAL_TABLE)

    @property
    def msg(self) -> Msg:
        if self.band.low == self.band.high:      # 0–4: a band of one space each
            return Msg("an.tracks.income_one", appeal=self.appeal, money=self.money)
        return Msg("an.tracks.income", appeal=self.appeal, low=self.band.low,
                   high=self.band.high, money=self.money)


def break_income(appeal: int) -> Income:
    """The money appeal ``appeal`` (0–113) pays at each break (AN-APPEAL-TABLE)."""
    t = tables()
    appeal = _number(appeal, "appeal", 0, t.appeal_max)
    band = next(b for b in t.income if b.low <= appeal <= b.high)
    return Income(appeal, band.money, band)


@dataclass(frozen=True)
class TrackGain:
    """A counter moved from ``before`` by ``gained`` to ``after``; ``lost``: the part of
    the gain beyond the end of the track (``cap``)."""

    before: int
    gained: int
    after: int
    lost: int
    cap: int


class Counter(StrEnum):
    """A counter whose gains beyond its end are simply lost."""

    APPEAL = "appeal"       # AN-CONS-TRACK: the appeal track ends at 113
    X_TOKENS = "x"          # AN-ACT-X: at most 5 X-tokens


_COUNTER_RULE = {Counter.APPEAL: R.CONS_TRACK, Counter.X_TOKENS: R.ACT_X}


@dataclass(frozen=True)
class CappedGain(TrackGain):
    """A gain of appeal (capped at 113, AN-CONS-TRACK) or of X-tokens (at most 5,
    AN-ACT-X): what goes beyond the cap is lost."""

    counter: Counter

    @property
    def rules(self) -> tuple[R, ...]:
        return (_COUNTER_RULE[self.counter],)

    @property
    def msg(self) -> Msg:
        key = f"an.tracks.{self.counter}.{'capped' if self.lost else 'gain'}"
        return Msg(key, before=self.before, gained=self.gained, after=self.after,
                   lost=self.lost, cap=self.cap)


def _capped(before: int, gained: int, cap: int) -> tuple[int, int]:
    after = min(before + gained, cap)
    return after, before + gained - after


def gain_appeal(appeal: int, n: int) -> CappedGain:
    """Appeal ``appeal`` + ``n``, capped at 113 (AN-CONS-TRACK)."""
    cap = tables().appeal_max
    appeal, n = _number(appeal, "appeal", 0, cap), _gain(n)
    after, lost = _capped(appeal, n, cap)
    return CappedGain(appeal, n, after, lost, cap, Counter.APPEAL)


# ------------------------------------------------------------------ score and end

def conservation_points(conservation: int) -> int:
    """The printed score label cp(C) of conservation C (AN-CONS-TRACK): −14 at 0, 6 at
    10, 99 at 41."""
    return tables().cp[_number(conservation, "conservation", 0, CONSERVATION_MAX)]


def target(conservation: int) -> int:
    """T(C) = 114 − 2C (C ≤ 10), 124 − 3C (C ≥ 10) (AN-END-TARGET)."""
    base, per = target_terms(_number(conservation, "conservation", 0, CONSERVATION_MAX))
    return base - per * conservation


@dataclass(frozen=True)
class Score:
    """A zoo's standing (AN-END-SCORE): ``vp`` = appeal − T(C); ``bga`` = appeal + cp(C),
    BGA's score (= vp + 100, AN-CONS-TRACK); ``triggered`` at vp ≥ 0 (AN-END-TRIGGER)."""

    appeal: int
    conservation: int
    target: int
    cp: int
    vp: int

    @property
    def bga(self) -> int:
        return self.appeal + self.cp

    @property
    def triggered(self) -> bool:
        return self.vp >= 0

    @property
    def rules(self) -> tuple[R, ...]:
        return (R.END_TARGET, R.END_SCORE, R.END_TRIGGER)

    @property
    def msg(self) -> Msg:
        base, per = target_terms(self.conservation)
        verdict = "triggered" if self.triggered else "not_triggered"
        return Msg("an.tracks.score", c=self.conservation, base=base, per=per,
                   target=self.target, appeal=self.appeal, vp=self.vp, cp=self.cp,
                   bga=self.bga, verdict=Msg(f"an.tracks.end.{verdict}"))

    @property
    def final_msg(self) -> Msg:
        """The standing at the final scoring (AN-END-FINAL): T(C) and VP, without whether
        the end is triggered (the game is over)."""
        base, per = target_terms(self.conservation)
        return Msg("an.tracks.score_final", c=self.conservation, base=base, per=per,
                   target=self.target, appeal=self.appeal, vp=self.vp, cp=self.cp,
                   bga=self.bga)


def score(appeal: int, conservation: int) -> Score:
    """Victory points and whether the end is triggered (AN-END-SCORE, AN-END-TRIGGER)."""
    appeal = _number(appeal, "appeal", 0, tables().appeal_max)
    t = target(conservation)
    return Score(appeal, conservation, t, conservation_points(conservation), appeal - t)


def end_triggered(appeal: int, conservation: int) -> bool:
    """AN-END-TRIGGER: the appeal counter has reached the conservation counter's scoring
    area (VP ≥ 0)."""
    return score(appeal, conservation).triggered


# ------------------------------------------------------------------ reputation

@dataclass(frozen=True)
class ReputationRange:
    """AN-REP-FOLDERS: reputation ``reputation`` reaches display folders 1..``highest``."""

    reputation: int
    highest: int

    @property
    def folders(self) -> tuple[int, ...]:
        return tuple(range(1, self.highest + 1))

    @property
    def rules(self) -> tuple[R, ...]:
        return (R.REP_FOLDERS, R.REP_TRACK)

    @property
    def msg(self) -> Msg:
        key = "an.tracks.rep.range" if self.highest > 1 else "an.tracks.rep.range_one"
        return Msg(key, reputation=self.reputation, highest=self.highest)


def reputation_range(reputation: int) -> ReputationRange:
    """The display folders within reach of reputation 0–15 (AN-REP-FOLDERS)."""
    t = tables()
    reputation = _number(reputation, "reputation", 0, t.reputation_max)
    return ReputationRange(reputation, t.folders[reputation])


def folders_in_range(reputation: int) -> tuple[int, ...]:
    """AN-REP-FOLDERS: reputation 4 → (1, 2, 3). Folder 1 is always in range."""
    return reputation_range(reputation).folders


def reputation_bonus(space: int) -> RepBonus | None:
    """The bonus printed on reputation space ``space`` (AN-REP-BONUS), ``None`` if none."""
    space = _number(space, "space", 0, REPUTATION_MAX)
    return dict(tables().rep_bonuses).get(space)


@dataclass(frozen=True)
class SpaceReached:
    """A track space with a bonus, reached by a gain: ``bonus`` is a :class:`RepBonus`
    (AN-REP-BONUS) or a :class:`ConsBonus` (AN-CONS-2, AN-CONS-5-8, AN-CONS-10)."""

    space: int
    bonus: RepBonus | ConsBonus

    @property
    def rule(self) -> R:
        if isinstance(self.bonus, RepBonus):
            return R.REP_BONUS
        return {ConsBonus.UPGRADE_OR_WORKER: R.CONS_2, ConsBonus.MONEY_OR_TILE: R.CONS_5_8,
                ConsBonus.FINAL_SCORING: R.CONS_10}[self.bonus]

    @property
    def msg(self) -> Msg:
        if isinstance(self.bonus, RepBonus):
            return Msg(f"an.tracks.rep.bonus.{self.bonus}", space=self.space)
        if self.bonus is ConsBonus.MONEY_OR_TILE:
            return Msg("an.tracks.cons.space_money", space=self.space,
                       money=CONSERVATION_SPACE_MONEY)
        key = "space2" if self.bonus is ConsBonus.UPGRADE_OR_WORKER else "space10"
        return Msg(f"an.tracks.cons.{key}", space=self.space)


@dataclass(frozen=True)
class ReputationGain:
    """A reputation gain of ``gained`` from ``before`` (AN-REP-TRACK): the counter ends on
    ``after``; ``reached``: the bonus spaces reached, in order (AN-REP-BONUS); ``appeal``:
    the appeal paid for the steps beyond 15 (AN-REP-TRACK); ``lost``: the steps lost at 9
    while the Cards action is not upgraded, with no appeal instead (AN-CARDS-REP10)."""

    before: int
    gained: int
    after: int
    reached: tuple[SpaceReached, ...]
    appeal: int
    lost: int

    @property
    def bonuses(self) -> tuple[RepBonus, ...]:
        return tuple(s.bonus for s in self.reached)  # type: ignore[misc]

    @property
    def rules(self) -> tuple[R, ...]:
        cited = ((R.REP_TRACK, True), (R.REP_BONUS, self.reached), (R.CARDS_REP10, self.lost))
        return tuple(rule for rule, applies in cited if applies)

    @property
    def msg(self) -> Msg:
        details: list[Msg] = [s.msg for s in self.reached]
        if self.lost:
            details.append(Msg("an.tracks.rep.capped", cap=REPUTATION_CAP_NOT_UPGRADED,
                               n=self.lost))
        if self.appeal:
            details.append(Msg("an.tracks.rep.beyond", top=REPUTATION_MAX, n=self.appeal))
        params = dict(before=self.before, gained=self.gained, after=self.after)
        if not details:
            return Msg("an.tracks.rep.gain", **params)
        return Msg("an.tracks.rep.gain_then", details=tuple(details), **params)


def gain_reputation(reputation: int, n: int, *, cards_upgraded: bool) -> ReputationGain:
    """Reputation ``reputation`` + ``n``, step by step: each space reached gives its bonus
    (AN-REP-BONUS); at 15 every further step is 1 appeal (AN-REP-TRACK); at 9, while the
    Cards action is on side I, every further step is lost (AN-CARDS-REP10). A reputation
    above 9 with Cards not upgraded cannot happen and is refused."""
    t = tables()
    reputation, n = _number(reputation, "reputation", 0, t.reputation_max), _gain(n)
    cap = t.reputation_max if cards_upgraded else REPUTATION_CAP_NOT_UPGRADED
    if reputation > cap:
        raise UsageError(Msg("an.tracks.bad.rep_capped", reputation=reputation, cap=cap))
    bonuses = dict(t.rep_bonuses)
    after = min(reputation + n, cap)
    reached = tuple(SpaceReached(s, bonuses[s]) for s in range(reputation + 1, after + 1)
                    if s in bonuses)
    beyond = reputation + n - after
    appeal, lost = (beyond, 0) if cap == t.reputation_max else (0, beyond)
    return ReputationGain(reputation, n, after, reached, appeal, lost)


# ------------------------------------------------------------------ conservation

@dataclass(frozen=True)
class ConservationGain(TrackGain):
    """A conservation gain (AN-CONS-TRACK, capped at 41) and the bonus spaces it reaches,
    in order (AN-CONS-2, AN-CONS-5-8, AN-CONS-10). Space 10 asks every player to discard a
    final scoring card only if nobody reached it before: the caller knows that."""

    reached: tuple[SpaceReached, ...] = ()

    @property
    def rules(self) -> tuple[R, ...]:
        return (R.CONS_TRACK, *dict.fromkeys(s.rule for s in self.reached))

    @property
    def msg(self) -> Msg:
        details: list[Msg] = [s.msg for s in self.reached]
        if self.lost:
            details.append(Msg("an.tracks.cons.capped", cap=self.cap, n=self.lost))
        params = dict(before=self.before, gained=self.gained, after=self.after)
        if not details:
            return Msg("an.tracks.cons.gain", **params)
        return Msg("an.tracks.cons.gain_then", details=tuple(details), **params)


def gain_conservation(conservation: int, n: int) -> ConservationGain:
    """Conservation ``conservation`` + ``n``, capped at 41, with the spaces 2, 5, 8, 10
    reached on the way."""
    t = tables()
    conservation = _number(conservation, "conservation", 0, t.conservation_max)
    n = _gain(n)
    after, lost = _capped(conservation, n, t.conservation_max)
    reached = tuple(SpaceReached(s, b) for s, b in t.cons_spaces if conservation < s <= after)
    return ConservationGain(conservation, n, after, lost, t.conservation_max, reached)


# ------------------------------------------------------------------ break track

def _players(players: Any) -> int:
    if type(players) is int and players == 1:
        raise UsageError(Msg("an.tracks.bad.solo"))
    return _number(players, "players", 2, MAX_PLAYERS)


def break_length(players: int) -> int:
    """Steps of the Break token until the break: 9 / 12 / 15 for 2 / 3 / 4 players
    (AN-SETUP-BREAK). Solo has no Break token (AN-SOLO): refused."""
    return dict(tables().break_steps)[_players(players)]


def break_length_msg(players: int) -> Msg:
    """AN-SETUP-BREAK in words, with its number."""
    return Msg("an.tracks.break.length", players=players, steps=break_length(players))


@dataclass(frozen=True)
class BreakAdvance:
    """The Break token moved ``steps`` from ``before`` to ``after`` on a track of
    ``length`` steps (AN-BREAK-TRIGGER): ``lost`` steps beyond the last space;
    ``triggered``: this advance put it on the last space, so the break comes after the
    turn and the mover gains 1 X-token (within the limit of 5, AN-ACT-X)."""

    before: int
    steps: int
    after: int
    length: int

    @property
    def lost(self) -> int:
        return self.before + self.steps - self.after

    @property
    def triggered(self) -> bool:
        return self.after == self.length > self.before

    @property
    def rules(self) -> tuple[R, ...]:
        return (R.BREAK_TRIGGER, R.SETUP_BREAK)

    @property
    def msg(self) -> Msg:
        details = []
        if self.triggered:
            details.append(Msg("an.tracks.break.triggered"))
        if self.lost:
            details.append(Msg("an.tracks.break.lost", n=self.lost))
        params = dict(before=self.before, steps=self.steps, after=self.after,
                      length=self.length)
        if not details:
            return Msg("an.tracks.break.advance", **params)
        return Msg("an.tracks.break.advance_then", details=tuple(details), **params)


def advance_break(position: int, steps: int, players: int) -> BreakAdvance:
    """Move the Break token ``steps`` spaces from ``position`` (0 = start) in a game of
    ``players`` (AN-BREAK-TRIGGER): it stops on the last space, the rest is lost."""
    length = break_length(players)
    position = _number(position, "break", 0, length)
    steps = _gain(steps)
    return BreakAdvance(position, steps, min(position + steps, length), length)


# ------------------------------------------------------------------ setup, donations, limits

def start_values(turn: int) -> StartValues:
    """What the player ``turn`` (1–4) in turn order starts with: 25 money, appeal 0 / 1 /
    2 / 3 by turn order, reputation 1, conservation 0 (AN-SETUP-TRACKS, AN-SETUP-PLAYER)."""
    t = tables()
    turn = _number(turn, "turn", 1, len(t.start_appeal))
    return StartValues(turn, t.start_money, t.start_appeal[turn - 1], t.start_reputation,
                       t.start_conservation, t.start_x_tokens)


@dataclass(frozen=True)
class Donation:
    """AN-ASSOC-DONATE-COST: with ``players`` players and ``made`` donations already made,
    the next costs ``cost`` (the smallest visible space; 12 once only the last space is
    left) for 1 conservation point. ``costs``: the spaces in the order they are paid."""

    players: int
    made: int
    cost: int
    costs: tuple[int, ...]
    overflow: int

    @property
    def reward(self) -> int:
        return DONATION_REWARD

    @property
    def rules(self) -> tuple[R, ...]:
        return (R.ASSOC_DONATE_COST,)

    @property
    def msg(self) -> Msg:
        return Msg("an.tracks.donation", players=self.players, costs=self.costs,
                   overflow=self.overflow, nth=self.made + 1, cost=self.cost)


def donation_cost(players: int, made: int) -> Donation:
    """The cost of the next donation (AN-ASSOC-DONATE-COST). 2 players: 2, 5, 7, 10 (the
    left column is blocked); 3–4 players: 2, 5, 5, 7, 7, 10, 10; then 12 each time. The
    fact sheet gives no solo column: solo is refused."""
    t = tables()
    players = _players(players)
    made = _number(made, "donations", 0, GAIN_MAX)
    costs = dict(t.donations)[players]
    cost = costs[made] if made < len(costs) else t.donation_overflow
    return Donation(players, made, cost, costs, t.donation_overflow)


def x_tokens(value: Any) -> int:
    """``value`` checked as a number of X-tokens held, 0–5 (AN-ACT-X)."""
    return _number(value, "x_tokens", 0, X_TOKEN_MAX)


def gain_x_tokens(have: int, n: int) -> CappedGain:
    """X-tokens ``have`` + ``n``, at most 5 (AN-ACT-X)."""
    have, n = x_tokens(have), _gain(n)
    after, lost = _capped(have, n, X_TOKEN_MAX)
    return CappedGain(have, n, after, lost, X_TOKEN_MAX, Counter.X_TOKENS)


@dataclass(frozen=True)
class HandLimit:
    """AN-BREAK-1: at a break a hand of ``hand`` cards is cut to ``limit`` (3, or 5 with
    the university that raises it): ``discard`` cards go."""

    hand: int
    limit: int
    university: bool

    @property
    def discard(self) -> int:
        return max(0, self.hand - self.limit)

    @property
    def rules(self) -> tuple[R, ...]:
        return (R.BREAK_1,)

    @property
    def msg(self) -> Msg:
        why = "university" if self.university else "basic"
        return Msg("an.tracks.hand", limit=self.limit, why=Msg(f"an.tracks.hand.{why}"),
                   hand=self.hand, discard=self.discard)


def hand_limit(hand: int, *, university: bool = False) -> HandLimit:
    """The hand limit at a break and what a hand of ``hand`` cards must discard
    (AN-BREAK-1)."""
    hand = _number(hand, "hand", 0, GAIN_MAX)
    return HandLimit(hand, HAND_LIMIT_UNIVERSITY if university else HAND_LIMIT, university)
