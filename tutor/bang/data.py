"""The components of BANG!: the 80 playing cards with their suits and values, the roles by
player count and the 16 base characters' bullets (BANG-COMP-*, BANG-SETUP-ROLES).

Loaded from ``shared/data/bang/deck.json`` when it is there; its provenance (kept in
:data:`PROVENANCE`) is the Board Game Arena implementation github.com/Syarwin/bga-bang,
``modules/php/Cards/*.php`` at commit 197c691 (MIT). The same data is embedded below so the
engine needs no file outside the package; a test checks that both agree.

A card is written ``KKvs``: two letters for its kind (:data:`KINDS`), its value (``2``–``9``,
``T`` for 10, ``J Q K A``) and its suit (``S H D C``): ``BGAS`` is the BANG! A♠,
``BAQS`` the Barrel Q♠. Every card of the deck has its own code.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from tutor.core.focus import Card as FocusCard

PROVENANCE = ("Base-game (BANG! 4th ed./dV Giochi) playing-card list as encoded in "
              "github.com/Syarwin/bga-bang (Board Game Arena implementation), files "
              "modules/php/Cards/*.php ($copies[BASE_GAME]), snapshot commit 197c691. "
              "Suit/value matter for 'draw!' checks (Barrel/Jail: hearts; Dynamite: "
              "spades 2-9).")

#: The data file this module mirrors (checked by tests/bang when present).
DATA_FILE = Path(__file__).resolve().parents[3] / "shared" / "data" / "bang" / "deck.json"

#: kind code -> (name in deck.json, border)
KINDS: dict[str, tuple[str, str]] = {
    "BG": ("BANG!", "brown"), "MS": ("Missed!", "brown"), "BR": ("Beer", "brown"),
    "BA": ("Barrel", "blue"), "DY": ("Dynamite", "blue"), "JA": ("Jail", "blue"),
    "PN": ("Panic!", "brown"), "CB": ("Cat Balou", "brown"), "VO": ("Volcanic", "blue"),
    "SF": ("Schofield", "blue"), "RE": ("Remington", "blue"),
    "RC": ("Rev. Carabine", "blue"), "WI": ("Winchester", "blue"),
    "MU": ("Mustang", "blue"), "SC": ("Scope (Appaloosa)", "blue"),
    "ST": ("Stagecoach", "brown"), "WF": ("Wells Fargo", "brown"), "GA": ("Gatling", "brown"),
    "IN": ("Indians!", "brown"), "DU": ("Duel", "brown"), "GS": ("General Store", "brown"),
    "SA": ("Saloon", "brown"),
}
#: BANG-WEAPONS: weapon kind -> range.
WEAPONS = {"VO": 1, "SF": 2, "RE": 3, "RC": 4, "WI": 5}
BLUE = frozenset(k for k, (_, border) in KINDS.items() if border == "blue")

#: value/suit of every copy, in deck.json order (value: 2-9, T, J, Q, K, A; suit: S H D C).
_COPIES = {
    "BG": "AS 8D 9D TD JD QD KD AD 2C 3C QH KH AH 2D 3D 4D 5D 6D 7D 4C 5C 6C 7C 8C 9C",
    "MS": "TC JC QC KC AC 2S 3S 4S 5S 6S 7S 8S",
    "BR": "6H 7H 8H 9H TH JH", "BA": "QS KS", "DY": "2H", "JA": "JS 4H TS",
    "PN": "JH QH AH 8D", "CB": "KH 9D TD JD", "VO": "TS TC", "SF": "JC QC KS",
    "RE": "KC", "RC": "AC", "WI": "8S", "MU": "8H 9H", "SC": "AS", "ST": "9S 9S",
    "WF": "3H", "GA": "TH", "IN": "KD AD", "DU": "QD JS 8C", "GS": "9C QS", "SA": "5H",
}

SUITS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
VALUES = "23456789TJQKA"


@dataclass(frozen=True)
class Card(FocusCard):
    """One playing card as a focus item: its code (``BGAS``)."""

    code: str

    @property
    def kind(self) -> str:
        return self.code[:2]

    @property
    def value(self) -> str:
        return self.code[2]

    @property
    def suit(self) -> str:
        return self.code[3]

    def __repr__(self) -> str:
        return f"Card({self.code!r})"


def _codes() -> tuple[str, ...]:
    out: list[str] = []
    for kind, copies in _COPIES.items():
        for vs in copies.split():
            code = kind + vs
            n = 1
            while code in out:          # the two Stagecoaches are both 9♠: number them
                n += 1
                code = kind + vs + str(n)
            out.append(code)
    return tuple(out)


def _plain(code: str) -> str:
    return code[:4]


#: Every card's code, in deck order before the first shuffle (80, all different). The two
#: Stagecoaches share 9♠ and are told apart as ``ST9S`` and ``ST9S2``.
DECK: tuple[str, ...] = _codes()
assert len(DECK) == 80 and len(set(DECK)) == 80


def kind(code: str) -> str:
    return code[:2]


def suit(code: str) -> str:
    return code[3]


def value(code: str) -> str:
    return code[2]


def is_heart(code: str) -> bool:
    return code[3] == "H"


def explodes(code: str) -> bool:
    """BANG-DYNAMITE, BANG-DYN-PASS: spades 2 to 9."""
    return code[3] == "S" and code[2] in "23456789"


ROLES_BY_COUNT: dict[int, tuple[str, ...]] = {
    4: ("S", "R", "O", "O"), 5: ("S", "R", "O", "O", "D"),
    6: ("S", "R", "O", "O", "O", "D"), 7: ("S", "R", "O", "O", "O", "D", "D")}
ROLE_NAMES = {"S": "Sheriff", "D": "Deputy", "O": "Outlaw", "R": "Renegade"}

#: character key -> (printed name, bullets) (BANG-COMP-CHARS)
CHARACTERS: dict[str, tuple[str, int]] = {
    "bart": ("Bart Cassidy", 4), "blackjack": ("Black Jack", 4),
    "calamity": ("Calamity Janet", 4), "elgringo": ("El Gringo", 3),
    "jesse": ("Jesse Jones", 4), "jourdonnais": ("Jourdonnais", 4),
    "kit": ("Kit Carlson", 4), "lucky": ("Lucky Duke", 4), "paul": ("Paul Regret", 3),
    "pedro": ("Pedro Ramirez", 4), "rose": ("Rose Doolan", 4), "sid": ("Sid Ketchum", 4),
    "slab": ("Slab the Killer", 4), "suzy": ("Suzy Lafayette", 4),
    "vulture": ("Vulture Sam", 4), "willy": ("Willy the Kid", 4),
}
SHERIFF_BONUS = 1
#: BANG-DYNAMITE: the life an exploding Dynamite takes, the heaviest single hit of the game.
DYNAMITE_DAMAGE = 3


def load_json(path: Path = DATA_FILE) -> dict:
    """The shared deck file (for the test that it agrees with the data above)."""
    return json.loads(path.read_text(encoding="utf-8"))
