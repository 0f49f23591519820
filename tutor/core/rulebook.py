"""A rule's texts: its ID with an EN/FR title and summary (each game's ``rulebook.py``
lists its rules with :func:`rule` and keys them by ID in ``RULEBOOK``)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Rule:
    id: str
    title: dict[str, str]
    summary: dict[str, str]

    def text(self, lang: str = "en") -> str:
        return f"{self.id} — {self.title[lang]}: {self.summary[lang]}"


def rule(rid: str, en_title: str, fr_title: str, en: str, fr: str) -> Rule:
    """A rule from its ID, its titles and its summaries (English first, then French)."""
    return Rule(rid, {"en": en_title, "fr": fr_title}, {"en": en, "fr": fr})
