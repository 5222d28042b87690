"""SIGTERM and SIGHUP end the app as a normal quit does (issue 17).

Textual restores the terminal — the main screen, mouse reporting off, the tty out of raw
mode — when the app exits; a signal's default action killed the process before that, and
left the terminal unusable. :func:`quit_on_signals` makes both signals call ``app.exit``
from the event loop instead. Nothing half-done is saved: every hand confirmed is already
in the file (it is saved as it is recorded), and a form still open is simply closed.
"""

from __future__ import annotations

import asyncio
import contextlib
import signal

from textual.app import App

SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))
"""The signals that quit the app cleanly (SIGINT is Textual's own: ctrl+c)."""


def quit_on_signals(app: App[int]) -> None:
    """Have SIGTERM and SIGHUP exit ``app`` (exit code 128 + the signal's number).

    Only for an app on a real terminal (not headless, as under tests), and only where
    the running event loop can take signal handlers (the main thread, on POSIX).
    """
    if app.is_headless:
        return
    loop = asyncio.get_running_loop()
    for number in SIGNALS:
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
            loop.add_signal_handler(number, app.exit, None, 128 + number)
