"""Ending a command on SIGTERM or SIGHUP before its app runs (no Textual, nothing else).

:func:`end` is the handler the command line puts in place at once for the app,
``replay`` and ``watch``: it raises ``SystemExit(128 + the signal's number)``, and keeps
the number in :data:`PENDING`, in case that exception was raised where Python only
prints it and goes on (a ``__del__``, a callback): the app's own handlers, put in place
later (:func:`preferans_tui.ui.signals.signals_caught`), end the command then instead of
starting the app.
"""

from __future__ import annotations

from typing import NoReturn

PENDING: list[int] = []
"""The signals that came before the app's handlers were in place."""


def end(number: int, _frame: object = None) -> NoReturn:
    """The handler: keep ``number``, raise ``SystemExit(128 + number)``."""
    PENDING.append(number)
    raise SystemExit(128 + number)
