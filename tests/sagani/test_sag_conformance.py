"""The shared suites run on Sagani before it is registered (:mod:`unregistered`)."""

from __future__ import annotations

from unregistered import shared_suites

from tutor import sagani

globals().update(shared_suites(sagani, "sagani", "sag", daily_playouts=3, daily_parts=1,
                               least_messages=50))
