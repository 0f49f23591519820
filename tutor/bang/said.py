"""Messages said later: now shared by every engine in :mod:`tutor.core.said` (re-exported
here for Bang!'s modules)."""

from tutor.core.said import Said, Who, build, built, event, reason, said

__all__ = ["Said", "Who", "build", "built", "event", "reason", "said"]
