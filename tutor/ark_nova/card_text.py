"""The card reference: find a card by name or number, and say every fact of it in our own
words, EN and FR, each with the rule that states it (AN-COMP-CARDS).

* :func:`find` — card numbers matching a query: the number itself, then the names (and a
  sponsor's or a final scoring card's other name) that start with it, then those with a
  word that starts with it, then those that contain it; case and accents do not matter
  ("rhino", "OSTRICH", "pingouin" finds nothing: names are English). A card kind in either
  language ("mécène", "projet", "objectif", "sponsor"...) lists that kind's cards after
  the names.
* :func:`card_lines` — a card's facts as messages, :func:`explain` the same rendered:
  an animal's enclosure, cost, rock / water, special enclosures, conditions (AN-COND), icons
  (AN-ICON-COUNT), what it gives (AN-ANIMALS-EFFECT) and each ability with its number
  explained (AN-ABIL-*); a sponsor's level (AN-SPONSORS-BASIC), conditions, icons, printed
  gains and each effect (AN-SPON-KINDS, AN-SPON-GAIN, AN-SPON-TRIGGERS, AN-SPON-RULES and
  the mechanics AN-SPON-*); a project's goal and levels (AN-PROJ-*); a final scoring card's
  count and tiers (AN-FINAL-*).

The words are the catalogs' (``an.cards.*`` names of icons, actions, keywords and
conditions; ``an.sponsors.*`` gains and counters; ``an.assoc.*`` project counters and
release sizes; ``an.map.*`` buildings; ``an.end.*`` final checks) and ``an.ref.*`` for the
sentences of their own. The data's English ``summary`` lines are never shown.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from tutor.core import Msg
from tutor.core.i18n import folded

from .buildings import kind as building_kind
from .cards import (ICON_KINDS, RULE_OF, Ability, Animal, BreedingGoal, ConservationProject, CountGoal, Do, Effect,
                    FinalScoring, Gain, Icons, ProjectCategory, ReleaseGoal, Sponsor, Trigger,
                    action_name, animals, card, final_scoring_cards, icon_name, icons,
                    projects, say_condition, sponsors, unique_building)
from .messages import card_text as _messages  # noqa: F401  (registers an.ref.*)
from .messages import association as _assoc  # noqa: F401  (an.assoc.* counters, sizes)
from .messages import end as _end  # noqa: F401  (an.end.check.*)
from .messages import map as _map  # noqa: F401  (an.map.kind.*)
from .messages import sponsors as _sponsors  # noqa: F401  (an.sponsors.gain.*, counters)
from .placement import kind_msg
from .rulebook import R
from .sponsor_effects import counter_msg, gain_msg

#: The card kinds in words a reader may type, EN and FR, and the kind each means.
KIND_WORDS = {
    "animal": "animal", "animals": "animal", "animaux": "animal",
    "sponsor": "sponsor", "sponsors": "sponsor", "mecene": "sponsor", "mecenes": "sponsor",
    "project": "project", "projects": "project", "projet": "project", "projets": "project",
    "conservation project": "project", "projet de conservation": "project",
    "final scoring": "final", "final scoring card": "final", "objectif": "final",
    "objectifs": "final", "carte objectif": "final",
}


# ---------------------------------------------------------------- finding (AN-COMP-CARDS)

def fold(text: str) -> str:
    """``text`` for comparing: lower case, no accents (:func:`tutor.core.i18n.folded`),
    punctuation as spaces."""
    return " ".join(re.sub(r"[^0-9a-z]+", " ", folded(text)).split())


def kind_of(number: int) -> str:
    """``"animal"``, ``"sponsor"``, ``"project"`` or ``"final"`` (AN-COMP-CARDS)."""
    c = card(number)
    if isinstance(c, Animal):
        return "animal"
    if isinstance(c, Sponsor):
        return "sponsor"
    return "project" if isinstance(c, ConservationProject) else "final"


@cache
def _names() -> tuple[tuple[int, tuple[str, ...]], ...]:
    """Every card's number and folded names (its alias too), by number."""
    every = (*final_scoring_cards(), *projects(), *sponsors(), *animals())
    return tuple(sorted((c.number, tuple(fold(n) for n in (c.name, getattr(c, "alias", None))
                                         if n)) for c in every))


def all_numbers() -> tuple[int, ...]:
    """Every card's number: final scoring 1–11, projects 101–132, sponsors 201–264,
    animals 401–528."""
    return tuple(n for n, _ in _names())


def find(query: object) -> list[int]:
    """The cards matching ``query`` in a fixed order (see the module): the exact number,
    then names starting with it, a word starting with it, containing it, then a kind."""
    if not isinstance(query, str):
        return []
    q = fold(query)
    if not q:
        return []
    found: list[int] = []
    if q.isdigit() and int(q) in set(all_numbers()):
        found.append(int(q))
    tiers: tuple[list[int], list[int], list[int]] = ([], [], [])
    for number, names in _names():
        if any(n.startswith(q) for n in names):
            tiers[0].append(number)
        elif any(w.startswith(q) for n in names for w in n.split()):
            tiers[1].append(number)
        elif any(q in n for n in names):
            tiers[2].append(number)
    kind = KIND_WORDS.get(q)
    kinds = [n for n in all_numbers() if kind and kind_of(n) == kind]
    for number in (*tiers[0], *tiers[1], *tiers[2], *kinds):
        if number not in found:
            found.append(number)
    return found


# ---------------------------------------------------------------- lines

@dataclass(frozen=True)
class Line:
    """One fact of a card: its message, its depth (0 a fact, 1 a part of the fact above)
    and the rule that states it (``None`` for the title)."""

    msg: Msg
    rule: R | None = None
    depth: int = 0

    def text(self, lang: str) -> str:
        said = self.msg.render(lang)
        return said if self.rule is None else f"{said} ({self.rule})"


def kind_msg_of(number: int) -> Msg:
    c = card(number)
    if isinstance(c, ConservationProject) and c.category is ProjectCategory.BASE:
        return Msg("an.ref.kind.base_project")
    return Msg(f"an.ref.kind.{kind_of(number)}")


def title(number: int) -> Msg:
    """"Cheetah — animal card 401"."""
    return Msg("an.ref.title", n=number, name=card(number).name, kind=kind_msg_of(number))


def choice(number: int) -> Msg:
    """"401 Cheetah (animal)": a card in a list of matches."""
    return Msg("an.ref.choice", n=number, name=card(number).name, kind=kind_msg_of(number))


def _icons_line(ic: Icons) -> Line:
    if not ic.counts:
        return Line(Msg("an.ref.no_icons"), R.ICON_COUNT)
    return Line(Msg("an.ref.icons", list=[Msg("an.ref.icon_count", n=n, kind=icon_name(k))
                                          for k, n in ic.counts]), R.ICON_COUNT)


def _conditions_lines(conditions) -> list[Line]:
    if not conditions:
        return [Line(Msg("an.ref.no_conditions"), R.COND)]
    return [Line(Msg("an.ref.conditions", list=[say_condition(c) for c in conditions]),
                 R.COND)]


# ---------------------------------------------------------------- abilities (AN-ABIL-*)

def ability_text(ability: Ability, x: object = None) -> Msg:
    """What ``ability`` does, its number in the sentence ("turn up the top 4 cards...").
    ``x`` stands for the number when a sponsor counts it (Hunter X)."""
    kw = ability.keyword
    value = x if x is not None else (ability.value if ability.value is not None else 1)
    params: dict[str, object] = {"x": value}
    if kw == "perception":
        params["half"] = value // 2 if isinstance(value, int) else value
    if ability.target is not None:
        params["target"] = (icon_name(ability.target) if ability.target in ICON_KINDS
                            else action_name(ability.target))
    if kw == "inventive_bear":
        params["cap"] = ability.cap
    if kw == "inventive_primate":
        params["tiers"] = [Msg("an.ref.tier_x", min=t.min, n=t.gain.x_tokens)
                           for t in ability.tiers]
    if isinstance(value, Msg):      # a number a sponsor counts: "X (your predator icons)"
        return Msg(f"an.ref.kw.{kw}_x", **params)
    return Msg(f"an.ref.kw.{kw}", **params)


def ability_line(ability: Ability) -> Line:
    """"Hunter 4: turn up the top 4 cards..." with its AN-ABIL-* rule."""
    return Line(Msg("an.ref.ability", label=ability.label(), text=ability_text(ability)),
                ability.rule)


# ---------------------------------------------------------------- animals

def _animal_lines(a: Animal) -> list[Line]:
    cls = Msg(f"an.cards.size.{a.size_class.value}")
    lines = [Line(Msg("an.ref.animal.size", size=a.enclosure_size, cls=cls), R.ANIMALS_ENCL)
             if a.enclosure_size is not None else
             Line(Msg("an.ref.animal.no_size", cls=cls), R.SPECIAL_ENCL),
             Line(Msg("an.ref.animal.cost", n=a.cost), R.ANIMALS_COST)]
    for terrain, n in (("rock", a.rock), ("water", a.water)):
        if n:
            lines.append(Line(Msg("an.ref.animal.terrain", n=n, kind=icon_name(terrain)),
                              R.ANIMALS_ENCL))
    for building, n in a.special_enclosures:
        name = kind_msg(building_kind(building))
        key = ("an.ref.animal.petting" if a.enclosure_size is None
               else "an.ref.animal.special" if n else "an.ref.animal.special_free")
        lines.append(Line(Msg(key, building=name, n=n), R.SPECIAL_ENCL))
    lines += _conditions_lines(a.conditions)
    lines.append(_icons_line(icons(a)))
    gain = Gain(appeal=a.appeal, conservation=a.conservation, reputation=a.reputation)
    lines.append(Line(Msg("an.ref.animal.gives", gain=gain_msg(gain)) if gain
                      else Msg("an.ref.animal.gives_nothing"), R.ANIMALS_EFFECT))
    lines += [ability_line(ab) for ab in a.abilities]
    if not a.abilities:
        lines.append(Line(Msg("an.ref.animal.no_ability"), R.ANIMALS_EFFECT))
    if a.solo_ability is not None:
        solo = a.solo_ability
        printed = next(ab for i, ab in enumerate(a.abilities) if a.solo_replaces(i))
        lines.append(Line(Msg("an.ref.animal.solo", printed=printed.label(), text=Msg(
            "an.ref.ability", label=solo.label(), text=ability_text(solo))), R.SOLO_BOX))
    return lines


# ---------------------------------------------------------------- sponsors (AN-SPON-*)

_CHECKS = ("water_spaces_all_connected", "rock_spaces_all_connected",
           "border_spaces_all_covered", "zoo_fully_covered")


def _pays(e: Effect) -> Msg | None:
    """What ``e`` pays in words (AN-SPON-GAIN), ``None`` if it pays nothing by itself."""
    text: Msg | None = None
    if e.tiers:
        text = Msg("an.ref.pay.tiers", counter=counter_msg(e.count), tiers=[
            Msg("an.ref.pay.tier", min=t.min, gain=gain_msg(t.gain)) for t in e.tiers])
    elif e.per and e.gain:
        key = "an.ref.pay.per" if e.per.every == 1 else "an.ref.pay.per_every"
        text = Msg(key, gain=gain_msg(e.gain), counter=counter_msg(e.per.count),
                   every=e.per.every)
        if e.cap is not None:
            text = Msg("an.ref.pay.cap", text=text, n=e.cap)
    elif e.at_least and e.gain:
        if e.at_least.count in _CHECKS and e.at_least.min == 1:
            text = Msg("an.ref.pay.if_check", gain=gain_msg(e.gain),
                       check=Msg(f"an.end.check.{e.at_least.count}"))
        else:
            text = Msg("an.ref.pay.if", gain=gain_msg(e.gain), min=e.at_least.min,
                       counter=counter_msg(e.at_least.count))
    elif e.gain:
        text = Msg("an.ref.pay.gain", gain=gain_msg(e.gain))
    if text is not None and e.others_gain:
        text = Msg("an.ref.pay.others", text=text, gain=gain_msg(e.others_gain))
    if e.gain_by_class:
        by = dict(e.gain_by_class)
        text = Msg("an.ref.pay.by_class", small=gain_msg(by["small"]),
                   large=gain_msg(by["large"]))
    return text


def _when(t: Trigger) -> Msg:
    """A trigger in words (AN-SPON-TRIGGERS)."""
    if t.event == "icon_played":
        return Msg("an.ref.when.icon_any" if t.zoo == "any" else "an.ref.when.icon_own",
                   kind=icon_name(t.icon))
    if t.event == "animal_played":
        return Msg("an.ref.when.animal_chosen" if t.size_class == "chosen"
                   else "an.ref.when.animal_large")
    if t.event == "space_covered":
        return Msg("an.ref.when.space_covered", kind=icon_name(t.next_to))
    return Msg({"animals_action": "an.ref.when.animals_action",
                "build_action": "an.ref.when.build_action",
                "placement_bonus_taken": "an.ref.when.bonus_border",
                "project_supported": "an.ref.when.release",
                "new_icon_kind": "an.ref.when.new_kind"}[t.event])


def _do_msg(d: Do) -> Msg:
    """One mechanic in words (AN-SPON-<MECHANIC>)."""
    m = d.mechanic
    if m == "build_free":
        return Msg("an.ref.do.build_free", building=kind_msg(building_kind(d.building)))
    if m == "place_unique_building":
        return Msg("an.ref.do.place_unique_building", name=unique_building(d.building).name)
    if m == "keyword":
        x = Msg("an.ref.x_is", counter=counter_msg(d.x)) if d.value == "X" else None
        ability = Ability(d.keyword, d.value if isinstance(d.value, int) else None)
        label = (Msg("an.cards.label.value", name=Msg(f"an.cards.kw.{d.keyword}"), value="X")
                 if x is not None else ability.label())
        return Msg("an.ref.do.keyword_may" if d.optional else "an.ref.do.keyword",
                   label=label, text=ability_text(ability, x))
    if m in ("take_card", "wildcard_tokens", "hire_worker"):
        return Msg(f"an.ref.do.{m}", n=d.n)
    return Msg(f"an.ref.do.{m}")


def _chain(d: Do) -> Msg:
    steps = [_do_msg(x) for x in d.chain()]
    said = steps[0]
    for nxt in steps[1:]:
        said = Msg("an.ref.effect.then", a=said, b=nxt)
    return said


def _change_msg(key: str, value) -> Msg:
    """A permanent rule change in words (AN-SPON-RULES)."""
    if key == "association_task_value":
        return Msg("an.ref.change.association_task_value", n=dict(value)["conservation_project"])
    if key == "immune_to":
        return Msg("an.ref.change.immune_to", list=[Msg(f"an.cards.kw.{k}") for k in value])
    if key == "build_on":
        return Msg("an.ref.change.build_on", list=[icon_name(k) for k in value])
    if key == "animal_cost_discount":
        v = dict(value)
        return Msg("an.ref.change.animal_cost_discount", n=v["money"],
                   cls=Msg(f"an.cards.size.{v['size_class']}"))
    if key == "ignore_conditions":
        return Msg("an.ref.change.ignore_conditions", n=value)
    return Msg(f"an.ref.change.{key}")


def _and(parts: list[Msg]) -> Msg:
    said = parts[0]
    for nxt in parts[1:]:
        said = Msg("an.ref.effect.and", a=said, b=nxt)
    return said


def effect_line(e: Effect) -> Line:
    """One effect of a sponsor: when, what it pays or does, what it changes, and its rule."""
    parts: list[Msg] = []
    rule = R.SPON_GAIN
    changes = [_change_msg(k, v) for k, v in e.changes]
    if e.changes:
        rule = RULE_OF[("rule", e.changes[0][0])]
    pays = _pays(e)
    if e.do is not None:
        rule = e.do.rule
    acts = [m for m in (_chain(e.do) if e.do else None, pays) if m is not None]
    if e.trigger is not None:
        if not e.changes and e.do is None:
            rule = e.trigger.rule
        if acts:
            parts.append(Msg("an.ref.effect.when", when=_when(e.trigger), text=_and(acts)))
        parts += changes
    else:
        parts += changes + acts
    return Line(Msg(f"an.ref.effect.{e.kind.value}", text=_and(parts)), rule)


def _sponsor_lines(s: Sponsor) -> list[Line]:
    lines = [Line(Msg("an.ref.sponsor.level", level=s.level), R.SPONSORS_BASIC)]
    lines += _conditions_lines(s.conditions)
    lines.append(_icons_line(icons(s)))
    gain = Gain(appeal=s.appeal, conservation=s.conservation, reputation=s.reputation)
    if gain:
        lines.append(Line(Msg("an.ref.sponsor.gives", gain=gain_msg(gain)), R.SPON_KINDS))
    lines += [effect_line(e) for e in s.effects]
    return lines


# ---------------------------------------------------------------- projects (AN-PROJ-*)

def project_counter(counter: str) -> Msg:
    """A count project's counter (the Association catalog's words, AN-PROJ-BASE)."""
    if counter.startswith("icon:"):
        return Msg("an.sponsors.counter.icon", kind=icon_name(counter[5:]))
    return Msg(f"an.assoc.counter.{counter}")


def _project_lines(p: ConservationProject) -> list[Line]:
    rule = RULE_OF[("project", p.category.value)]
    lines = [Line(Msg("an.ref.project.base" if p.category is ProjectCategory.BASE
                      else "an.ref.project.deck"), R.ASSOC_CP)]
    goal = p.goal
    if isinstance(goal, CountGoal):
        lines.append(Line(Msg("an.ref.project.count", counter=project_counter(goal.counter)),
                          rule))
    elif isinstance(goal, ReleaseGoal):
        lines.append(Line(Msg("an.ref.project.release", icon=icon_name(goal.icon)), rule))
    elif isinstance(goal, BreedingGoal):
        lines.append(Line(Msg("an.ref.project.breeding", icon=icon_name(goal.icon)), rule))
    for lv in p.levels:
        reward = gain_msg(lv.reward)
        if lv.need is not None:
            msg = Msg("an.ref.project.level_count", level=lv.level, need=lv.need, reward=reward)
        elif isinstance(goal, ReleaseGoal):
            msg = Msg("an.ref.project.level_release", level=lv.level, reward=reward,
                      sizes=Msg(f"an.assoc.release.sizes.{lv.level}"))
        else:
            msg = Msg("an.ref.project.level", level=lv.level, reward=reward)
        lines.append(Line(msg, rule, depth=1))
    if p.play_bonus:
        lines.append(Line(Msg("an.ref.project.play_bonus", gain=gain_msg(p.play_bonus)),
                          R.PROJ_PLAY_BONUS))
    return lines


# ---------------------------------------------------------------- final scoring (AN-FINAL-*)

def _final_lines(f: FinalScoring) -> list[Line]:
    lines = [Line(Msg("an.ref.final.held"), R.END_FINAL)]
    if f.thresholds:
        lines.append(Line(Msg("an.ref.final.thresholds", counter=counter_msg(f.count), tiers=[
            Msg("an.ref.final.tier", min=t.min, cp=t.conservation) for t in f.thresholds]),
            R.FINAL_THRESHOLDS))
    if f.checks:
        cps = {cp for _, cp in f.checks}
        lines.append(Line(Msg("an.ref.final.checks", cp=min(cps), list=[
            Msg(f"an.end.check.{name}") for name, _ in f.checks]), R.FINAL_ARCHITECTURAL))
    if f.compare is not None:
        lines.append(Line(Msg("an.ref.final.compare", cp=f.compare.conservation_each,
                              max=f.compare.max), R.FINAL_DIVERSE))
    return lines


# ---------------------------------------------------------------- the whole card

def card_lines(number: int) -> tuple[Line, ...]:
    """Card ``number``'s title, then every fact of it (KeyError: no such card)."""
    c = card(number)
    if isinstance(c, Animal):
        body = _animal_lines(c)
    elif isinstance(c, Sponsor):
        body = _sponsor_lines(c)
    elif isinstance(c, ConservationProject):
        body = _project_lines(c)
    else:
        body = _final_lines(c)
    return (Line(title(number)), *body)


def explain(number: int, lang: str = "en") -> list[str]:
    """Card ``number`` in words, one line a fact, each with its rule ID: the title first,
    a part of a fact indented ("  - ")."""
    lines = card_lines(number)
    return [lines[0].text(lang)] + [("  - " if ln.depth else "- ") + ln.text(lang)
                                    for ln in lines[1:]]


__all__ = ["KIND_WORDS", "Line", "ability_text", "all_numbers", "card_lines", "choice", "explain",
           "find", "fold", "kind_of", "title"]
