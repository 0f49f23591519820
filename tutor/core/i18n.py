"""Messages built late: engine code makes :class:`Msg` values, text is rendered per language.

A catalog maps a key to ``{"en": template, "fr": template}``. Templates use
``str.format`` placeholders, plus a spec for plurals and, in French, for the prepositions
before a player's name (``{who:de}`` -> "du joueur 2", ``{who:à}`` -> "au joueur 2") and the
article before a noun (``{card:le}`` -> "le Mage", "l'Orque"; ``{who:le}`` -> "le joueur 2")::

    "{n} {n:plural:tile|tiles}"      # English: 1 tile, 0 tiles, 2 tiles
    "{n} {n:plural:tuile|tuiles}"    # French:  0 tuile, 1 tuile, 2 tuiles

Parameters may themselves be :class:`Msg` (rendered in the same language), sequences
(rendered as a comma-separated list), or plain values.
"""

from __future__ import annotations

import re
import string
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

LANGUAGES = ("en", "fr")

_CATALOG: dict[str, dict[str, str]] = {}


def register_catalog(messages: Mapping[str, Mapping[str, str]]) -> None:
    """Add a game's messages. Keys must be new; every entry needs every language."""
    for key, texts in messages.items():
        missing = [lang for lang in LANGUAGES if lang not in texts]
        if missing:
            raise ValueError(f"message {key!r} lacks {missing}")
        if key in _CATALOG and _CATALOG[key] != dict(texts):
            raise ValueError(f"message {key!r} registered twice with different texts")
        _CATALOG[key] = dict(texts)


def catalog() -> Mapping[str, Mapping[str, str]]:
    """Everything registered so far (import the game modules first)."""
    return _CATALOG


@dataclass(frozen=True, init=False)
class Msg:
    """A user-facing message: a catalog key and its parameters, rendered late."""

    key: str
    params: tuple[tuple[str, Any], ...]

    def __init__(self, key: str, /, **params: Any):
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "params", tuple(sorted(params.items())))

    @property
    def kwargs(self) -> dict[str, Any]:
        return dict(self.params)

    def render(self, lang: str = "en", *, at_start: bool = True) -> str:
        return render(self, lang, at_start=at_start)

    def __repr__(self) -> str:
        inner = ", ".join(f"{k}={v!r}" for k, v in self.params)
        return f"Msg({self.key!r}{', ' if inner else ''}{inner})"


def _plural(n: int, lang: str, one: str, many: str) -> str:
    # French uses the singular for 0 and 1; English only for 1.
    singular = n in (0, 1) if lang == "fr" else n == 1
    return one if singular else many


class _Formatter(string.Formatter):
    """``at_start``: the text rendered begins a sentence (a message shown on its own, or
    one placed at the start of a sentence of another): ``{who:Le}`` and ``{who:À}`` are
    capitalised there only, and read "le joueur 2", "au joueur 2" mid-sentence."""

    def __init__(self, lang: str, at_start: bool = True):
        self.lang = lang
        self.at_start = at_start

    def format(self, template: str, /, **kwargs: Any) -> str:
        out: list[str] = []
        for literal, field, spec, conversion in self.parse(template):
            out.append(literal)
            if field is None:
                continue
            value, _ = self.get_field(field, (), kwargs)
            value = self.convert_field(value, conversion)
            self.field_at_start = _starts_sentence("".join(out), self.at_start)
            out.append(self.format_field(value, spec or ""))
        return "".join(out)

    def format_field(self, value: Any, format_spec: str) -> str:
        start = getattr(self, "field_at_start", self.at_start)
        if format_spec.startswith("plural:"):
            one, _, many = format_spec[len("plural:"):].partition("|")
            return _plural(int(value), self.lang, one, many)
        if format_spec in _ARTICLES or format_spec in _PREPOSITIONS:
            if isinstance(value, (list, tuple)) and len(value) == 1:
                value = value[0]
            if format_spec[0].isupper() and not start:
                format_spec = format_spec.lower()
            if _all_seats(value):
                return _seats(format_spec, value, self.lang)
            seat = isinstance(value, Msg) and value.key == SEAT_KEY
            text = str(_value_text(value, self.lang, start))
            if format_spec in _ARTICLES:
                if not seat and text.lower().startswith(_DETERMINERS):
                    # "un joueur", "la Prison": the value brings its own determiner
                    if format_spec in ("du", "au"):
                        return _preposition({"du": "de", "au": "à"}[format_spec], text, False)
                    return _upper_first(text) if format_spec[0].isupper() else text
                return _article(format_spec, _lower_first(text) if seat else text)
            return _preposition(format_spec, text, seat)
        return super().format_field(_value_text(value, self.lang, start), format_spec)


def _starts_sentence(before: str, at_start: bool) -> bool:
    """Whether a field written after ``before`` begins a sentence."""
    if not before:
        return at_start
    return bool(re.search(r"(?:[.!?…]\s+|\n\s*)$", before))


#: What a value may begin with that already determines it: no article is added before.
_DETERMINERS = ("un ", "une ", "le ", "la ", "les ", "l'", "l’", "des ", "du ", "au ", "aux ")


def _all_seats(value: Any) -> bool:
    """Two seats or more (a list of :data:`SEAT_KEY` messages)."""
    return (isinstance(value, (list, tuple)) and len(value) > 1
            and all(isinstance(v, Msg) and v.key == SEAT_KEY for v in value))


#: Before several seats, each spec in the plural: "les joueurs 1 et 3", "des joueurs 1 et 3".
_PLURAL_SEATS = {"le": "les", "Le": "Les", "du": "des", "de": "des", "au": "aux", "à": "aux",
                 "À": "Aux"}


def _seats(spec: str, seats: Any, lang: str) -> str:
    """Several seats under an article or a preposition: "les joueurs 1, 2 et 4" in French
    (as a plural noun), the plain list in English ("Player 1, Player 2, Player 4")."""
    if lang != "fr":
        return str(_value_text(seats, lang, False))
    numbers = [str(dict(s.params)["n"]) for s in seats]
    return f"{_PLURAL_SEATS[spec]} joueurs {', '.join(numbers[:-1])} et {numbers[-1]}"


#: French prepositions before a name: ``"la main {who:de}"``, ``"{who:À} de jouer"``.
_PREPOSITIONS = ("de", "à", "À")
_ELIDED = tuple("aeiouyhâàéèêîïôûAEIOUYHÂÀÉÈÊÎÏÔÛ")


#: French definite articles before a masculine noun, elided before a vowel or a mute h:
#: ``"{card:le}"`` -> "le Mage de niveau 1" / "l'Orque de niveau 2", ``"{card:Le}"`` at the
#: start of a sentence, ``"{card:du}"`` -> "du Mage" / "de l'Orque", ``"{card:au}"``.
#: Before a seat (one :data:`SEAT_KEY` message) the name is a common noun: "le joueur 2".
_ARTICLES = {"le": ("le ", "l'"), "Le": ("Le ", "L'"), "du": ("du ", "de l'"),
             "au": ("au ", "à l'")}


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def _upper_first(text: str) -> str:
    return text[:1].upper() + text[1:]


def _article(spec: str, text: str) -> str:
    full, elided = _ARTICLES[spec]
    return (elided if text.startswith(_ELIDED) else full) + text


#: The catalog key of a seat's name (``tutor.core.turns.seat_name``): "Joueur 2" in French.
SEAT_KEY = "core.seat"


def _preposition(prep: str, text: str, seat: bool) -> str:
    """``de``/``à`` joined to a name as French wants it: a seat (one :data:`SEAT_KEY`
    message) is "Joueur N", so "du joueur 2" and "au joueur 2"; "d'Alice", "de Bob",
    "à Bob" otherwise (a list of names keeps the plain preposition)."""
    if seat:
        article = {"de": "du", "à": "au", "À": "Au"}[prep]
        return f"{article} {_lower_first(text)}"
    if prep == "de" and text.startswith(_ELIDED):
        return f"d'{text}"
    return f"{prep} {text}"


def _value_text(value: Any, lang: str, at_start: bool = True) -> Any:
    """A parameter's text; ``at_start``: it begins a sentence (only a list's first item
    may)."""
    if isinstance(value, Msg):
        return _render(value, lang, at_start)
    if isinstance(value, (list, tuple)):
        parts = [_value_text(v, lang, at_start and i == 0) for i, v in enumerate(value)]
        return ", ".join(str(p) for p in parts)
    return value


def render(msg: Msg, lang: str = "en", *, at_start: bool = True) -> str:
    """The text of ``msg`` in ``lang`` (``en`` or ``fr``). ``at_start=False``: the text is
    put mid-sentence by its caller ("Annulé : " + text), so a French seat that would begin
    it reads "le joueur 2", not "Le joueur 2"."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {LANGUAGES}")
    return _render(msg, lang, at_start)


def _render(msg: Msg, lang: str, at_start: bool) -> str:
    texts = _CATALOG.get(msg.key)
    if texts is None:
        raise KeyError(f"no message {msg.key!r} in the catalog")
    return _Formatter(lang, at_start).format(texts[lang], **msg.kwargs)


def folded(text: str) -> str:
    """``text`` for comparing what a reader types with what a page says, in either
    language: case and accents ignored ("Fenêtre" and "fenetre" compare equal)."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def placeholders(template: str) -> set[str]:
    """Names used by a template (for the catalog parity test)."""
    names = set()
    for _, field, spec, _ in string.Formatter().parse(template):
        if field is not None:
            names.add(field.split(".")[0].split("[")[0])
    return names


CORE_MESSAGES = {
    "core.ok": {"en": "✓", "fr": "✓"},
    "core.fail": {"en": "✗", "fr": "✗"},
    "core.warn": {"en": "⚠", "fr": "⚠"},
    "core.game_over": {"en": "game over", "fr": "partie finie"},
    "core.hand_of": {"en": "Hand of {who}", "fr": "Main {who:de}"},
    "core.usage.options": {"en": "a new game of {game} needs its Options, not {given}",
                           "fr": "une nouvelle partie de {game} demande ses Options, pas {given}"},
    "core.usage.seat": {"en": "there is no player {seat} at this table of {players}",
                        "fr": "il n'y a pas de joueur {seat} à cette table de {players}"},
    # every verdict's headline, in every game (tutor.core.verdict.headline): one word each
    "core.legal": {"en": "Allowed: {move}.", "fr": "Autorisé : {move}."},
    "core.illegal": {"en": "Not allowed: {move}.", "fr": "Interdit : {move}."},
    "core.illegal_move": {
        "en": "The move {move} is not allowed here.",
        "fr": "Le coup {move} n'est pas autorisé ici.",
    },
    "core.puzzle.bad_toml": {
        "en": "not valid TOML: {detail}",
        "fr": "TOML invalide : {detail}",
    },
    "core.puzzle.missing_field": {
        "en": "the field '{field}' is missing",
        "fr": "le champ « {field} » est absent",
    },
    "core.puzzle.bad_field": {
        "en": "the field '{field}' must be {expected}",
        "fr": "le champ « {field} » doit être {expected}",
    },
    "core.puzzle.unknown_field": {
        "en": "unknown field '{field}' (allowed: {allowed})",
        "fr": "champ inconnu « {field} » (autorisés : {allowed})",
    },
    "core.puzzle.duplicate_id": {
        "en": "the id '{id}' is used twice",
        "fr": "l'identifiant « {id} » est utilisé deux fois",
    },
    "core.puzzle.bad_position": {
        "en": "the position is not valid: {detail}",
        "fr": "la position n'est pas valide : {detail}",
    },
    "core.puzzle.bad_answer": {
        "en": "the answer '{answer}' is not a valid move: {detail}",
        "fr": "la réponse « {answer} » n'est pas un coup valide : {detail}",
    },
    "core.puzzle.wrong_answer": {
        "en": "the stated answer '{answer}' does not satisfy the puzzle's goal '{goal}'",
        "fr": "la réponse donnée « {answer} » ne remplit pas l'objectif « {goal} » de l'énigme",
    },
    "core.puzzle.unknown_rule": {
        "en": "unknown rule ID '{rule}'",
        "fr": "identifiant de règle inconnu « {rule} »",
    },
    "core.puzzle.unreadable": {
        "en": "cannot read the file: {detail}",
        "fr": "impossible de lire le fichier : {detail}",
    },
    "core.puzzle.unknown_goal": {
        "en": "unknown goal '{goal}' (allowed: {allowed})",
        "fr": "objectif inconnu « {goal} » (autorisés : {allowed})",
    },
}

register_catalog(CORE_MESSAGES)
