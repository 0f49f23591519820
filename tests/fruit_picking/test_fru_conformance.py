"""The shared suites run on Fruit Picking before it is registered (:mod:`unregistered`)."""

from __future__ import annotations

from unregistered import shared_suites

from tutor import fruit_picking

globals().update(shared_suites(fruit_picking, "fruit_picking", "fru", least_messages=50))
