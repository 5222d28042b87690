"""SIGTERM and SIGHUP before the app runs: the command ends at once (no Textual here)."""

from __future__ import annotations

from typing import Any


def end_on_signals() -> dict[int, Any]:
    """Until the app runs, SIGTERM and SIGHUP end the command with 128 + the signal's
    number (``SystemExit``, so nothing half-done is kept); the app's own handlers then
    take over (:func:`preferans_tui.ui.signals.signals_caught`). Only in the main thread
    (a test calling :func:`~preferans_tui.__main__.main` from another changes nothing).
    Returns the handlers it replaced (:func:`put_back`)."""
    import signal
    import threading

    from ..ui.ending import end

    if threading.current_thread() is not threading.main_thread():
        return {}
    numbers = [getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name)]
    return {number: signal.signal(number, end) for number in numbers}


def put_back(handlers: dict[int, Any]) -> None:
    """The handlers :func:`end_on_signals` replaced, in place again."""
    import signal

    for number, handler in handlers.items():
        signal.signal(number, handler)
