"""A command that prints, run so that a reader that went away ends it quietly."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable


def printed(command: Callable[[], int]) -> int:
    """Run a command that prints; a reader that went away (``schema | head``) ends it
    quietly with exit code 1 instead of a BrokenPipeError traceback.

    The Python docs' recipe (signal module, "Note on SIGPIPE"): point standard output at
    os.devnull, so the flush at interpreter exit does not fail a second time.
    """
    try:
        code = command()
        sys.stdout.flush()
        return code
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(devnull, sys.stdout.fileno())
        except (AttributeError, OSError, ValueError):
            pass  # not a file descriptor (a test's capture): nothing is left to flush
        finally:
            os.close(devnull)
        return 1
