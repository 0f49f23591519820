"""Rules Tutor: pure-Python rules engines that explain every verdict.

``tutor`` imports only the standard library. Games are reached through
:mod:`tutor.registry`; the shared kernel (verdicts, messages, errors, puzzles) is
:mod:`tutor.core`.
"""

__version__ = "0.1.0"
