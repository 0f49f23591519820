"""A game's settings as data (``tutor.core.options``) and the new-game row built from them."""

from __future__ import annotations

import dataclasses

import pytest

from tutor.core.options import Setting, setting, settings
from tutor.registry import all_games
from widgets import BOARDS, board_class


def test_a_setting_records_its_choices_and_a_switch_needs_none():
    @dataclasses.dataclass(frozen=True)
    class Options:
        players: int = setting(3, choices=range(2, 5))
        fast: bool = setting(False)
        note: str = "free text"                      # not a setting: no control

    assert settings(Options) == (Setting("players", 3, (2, 3, 4)),
                                 Setting("fast", False, (False, True)))
    assert settings(Options)[1].switch and not settings(Options)[0].switch
    with pytest.raises(TypeError):
        setting(3)                                   # a number names its choices
    with pytest.raises(ValueError):
        setting(9, choices=(1, 2))                   # the default is one of them


@pytest.mark.parametrize("game_id, module", sorted(all_games().items()))
def test_every_games_settings_default_to_its_options_and_can_all_be_chosen(game_id, module):
    found = settings(module.Options)
    assert found, "a game offers at least its player counts"
    assert [s.name for s in found][0] == "players"
    defaults = module.Options()
    for s in found:
        assert getattr(defaults, s.name) == s.default
        for value in s.choices:                       # every choice is a value of the field
            options = dataclasses.replace(defaults, **{s.name: value})
            assert getattr(options, s.name) == value


@pytest.mark.parametrize("game_id", sorted(BOARDS))
def test_the_new_game_row_has_one_control_per_setting_and_deals_what_it_shows(game_id):
    module = all_games()[game_id]
    board = board_class(game_id)(seed=1)
    board.show_controls()
    found = settings(module.Options)
    assert list(board._settings) == [s.name for s in found]
    players = found[0].choices[-1]                    # the largest table
    board.choose_setup("players", players)
    board.choose_setup("seed", 4)
    board._new_button.click()
    assert board.state.options == dataclasses.replace(module.Options(), players=players)
    assert board.state == module.initial_state(board.state.options, 4)
    assert board.setup_value("players") == players
