"""The shared suites run on Ark Nova before it is registered (:mod:`unregistered`): the
conformance playouts (AN-END-LAST: every random game ends), the parts round trip, garbage
text, the rulebook's languages, rule coverage (every AN-* rule ID named by a test) and the
catalog's EN/FR parity.

Day to day only the solo game (Map 0) and the 2-player game (Map A) are played, and only
the solo game is taken apart; the other option sets are ``exhaustive``."""

from __future__ import annotations

from unregistered import shared_suites

import tutor.ark_nova

globals().update(shared_suites(tutor.ark_nova, "ark_nova", "an", daily_playouts=2,
                               daily_parts=1, least_messages=300))
