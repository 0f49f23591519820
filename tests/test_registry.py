"""The registry hands out only modules that provide the whole game protocol."""

from __future__ import annotations

import sys
import types

import pytest

from tutor import registry
from tutor.core.protocol import REQUIRED, missing


def test_every_registered_game_provides_the_protocol():
    for game_id, module in registry.all_games().items():
        assert missing(module) == [], game_id
    assert {"asks", "legal_moves", "check", "apply", "EXAMPLE_OPTIONS"} <= set(REQUIRED)


def test_unknown_game_ids_name_the_known_ones():
    with pytest.raises(KeyError, match="known: ark_nova, bang, big_monster, flaming_pyramids, fruit_picking, kingdom_builder, oh_hell, pook, sagani"):
        registry.game("chess")


def test_a_module_that_lacks_part_of_the_protocol_is_refused(monkeypatch):
    fake = types.ModuleType("tutor_fake_game")
    fake.GAME_ID = "fake"
    fake.initial_state = lambda options, seed: None
    fake.check = "not a function"
    monkeypatch.setitem(sys.modules, "tutor_fake_game", fake)
    monkeypatch.setitem(registry.GAMES, "fake", "tutor_fake_game")
    with pytest.raises(registry.NotAGameError) as info:
        registry.game("fake")
    text = str(info.value)
    assert "lacks" in text and "asks" in text and "check" in text
    assert "initial_state" not in text.split("lacks", 1)[1]


def test_register_refuses_a_second_module_for_the_same_id(monkeypatch):
    monkeypatch.setattr(registry, "GAMES", dict(registry.GAMES))
    registry.register("pook", "tutor.pook")                 # the same: fine
    with pytest.raises(ValueError, match="already registered"):
        registry.register("pook", "tutor.somewhere_else")
    registry.register("new_game", "tutor.new_game")
    assert registry.GAMES["new_game"] == "tutor.new_game"


def test_the_apply_function_is_not_shadowed_by_a_submodule():
    for module in registry.all_games().values():
        assert callable(module.apply) and not isinstance(module.apply, types.ModuleType)
        assert module.apply.__module__.endswith(".resolve")
