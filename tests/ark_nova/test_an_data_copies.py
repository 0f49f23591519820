"""Ark Nova's data files are byte copies of the shared data (a checkout has no shared folder
beside it, so the package keeps its own): for every file of ``tutor/ark_nova/data/``, where
the shared folder holds a file of the same name, the two are the same bytes."""

from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "tutor" / "ark_nova" / "data"
#: The shared data folder, beside the checkout as for the other games' copies.
SHARED = Path(__file__).resolve().parents[3] / "shared" / "data" / "ark_nova"
COPIES = sorted(p.name for p in DATA.iterdir() if p.is_file() and p.suffix != ".py")


def test_the_package_holds_its_card_data():
    """AN-COMP-CARDS: the card file is in the package, whatever else the data folder holds."""
    assert "cards.json" in COPIES


@pytest.mark.parametrize("name", COPIES)
def test_each_data_file_is_a_byte_copy_of_the_shared_file(name):
    if not SHARED.is_dir():
        pytest.skip("the shared data folder is not beside this checkout")
    shared = SHARED / name
    if not shared.is_file():
        pytest.skip(f"the shared data folder has no {name}")
    assert (DATA / name).read_bytes() == shared.read_bytes(), (
        f"tutor/ark_nova/data/{name} differs from the shared file: copy it again")
