"""SIGTERM, SIGHUP and a terminal that goes end every app as a quit does (issues 17, 31, 32).

Textual restores the terminal — the main screen, mouse reporting off, the tty out of raw
mode — when the app exits; a signal's default action killed the process before that and
left the terminal unusable. Here both signals end the app from its event loop, at any
moment of its life:

- Before the app runs, a signal ends the command at once (``preferans_tui.__main__``:
  nothing is drawn yet). :func:`signals_caught` puts the app's handlers in place just
  before ``App.run`` (a plain ``signal.signal``: it runs in the main thread even while
  the event loop is blocked); a signal while Textual starts is kept until
  :func:`quit_on_signals` (the app's ``on_mount``), which then quits; after that it
  quits straight away (:meth:`SignalQuitApp.quit_on_signal`).
- The app's Linux driver (:class:`EndingDriver`) ends the app as a SIGHUP would when its
  terminal goes (an end of file or an I/O error on it: a closed window, a killed tmux
  session, an ssh drop). Textual's own driver kept running with no terminal: its input
  loop spun on the end of file, and its output thread died on the first I/O error, after
  which the 31st write — the frames and the terminal's restoring sequences — blocked the
  event loop for good, and with it the signal handlers: ``replay`` outlived its terminal
  and ignored SIGTERM until ``kill -9`` (issue 31.12). Output to a terminal that is gone
  is now dropped.
- Should the app still not have ended :data:`GRACE_SECONDS` after the signal (a
  terminal that stopped reading blocks the output thread), the terminal's modes are put
  back by hand and the process ends (exit code 128 + the signal's number) — after
  :meth:`SignalQuitApp.before_signal_exit`, which keeps what the table typed (the table
  app saves, or writes a rescue file).

An error raised by a screen torn down while the app quits on a signal (a form mounting
when SIGTERM came) is no longer a traceback and exit code 1: the table asked for nothing,
the terminal is being closed.
"""

from __future__ import annotations

import contextlib
import os
import selectors
import signal
import sys
import threading
from codecs import getincrementaldecoder
from collections.abc import Callable, Iterator
from types import FrameType
from typing import IO, Any

from textual.app import App
from textual.driver import Driver

from .compat import ParseError
from .ending import PENDING, end
from .escape_keys import EscapeFirstApp, EscapeFirstDriver, EscapeFirstParser

SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))
"""The signals that quit the app cleanly (SIGINT is Textual's own: ctrl+c)."""

HANGUP = getattr(signal, "SIGHUP", signal.SIGTERM)
"""What a terminal that went away counts as (exit code 128 + it)."""

GRACE_SECONDS = 10.0
"""How long an app may take to end after a signal before the process ends without it
(the terminal's modes put back by hand): never a wait a player sees, only a hung exit."""

RESTORE = ("\x1b[<u\x1b[?1049l\x1b[?25h\x1b[?1004l\x1b[?1000l\x1b[?1003l\x1b[?1015l"
           "\x1b[?1006l\x1b[?1016l\x1b[?2004l\x1b[?7h")
"""What Textual writes when it leaves application mode (``LinuxDriver``): the Kitty keys
off, the main screen, the cursor, focus and mouse reporting off, bracketed paste off,
line wrap on."""


class SignalQuitApp(EscapeFirstApp):
    """An app that SIGTERM, SIGHUP and the loss of its terminal end as a quit does (a
    mixin base of the table-side apps; see the module doc)."""

    quit_signal: int | None = None
    """The signal the app is ending on (``HANGUP`` too when its terminal went), or None."""
    signals_ready = False
    """The app is mounted: a signal quits it at once (before, it waits for the mount)."""

    def get_driver_class(self) -> type[Driver]:
        """:class:`EndingDriver` in place of the Linux/macOS driver (the web and Windows
        drivers as Textual chooses them)."""
        driver = super().get_driver_class()
        return EndingDriver if driver is EscapeFirstDriver else driver

    def before_signal_exit(self) -> None:
        """What is kept before the app ends on a signal (the table app saves its hands);
        called on the event loop, or from the last-resort thread when the loop is hung."""

    def signal_exit_words(self) -> str | None:
        """What to say on standard error once the terminal is restored, or None."""
        return None

    def quit_on_signal(self, number: int) -> None:
        """End the app on signal ``number`` (on the event loop): keep what must be kept,
        then exit with 128 + ``number``. A second call does nothing."""
        if self._exit:
            return
        self.quit_signal = number
        try:
            self.keep_once()
        finally:
            self.exit(None, 128 + number)

    def keep_once(self, wait: float = -1) -> None:
        """:meth:`before_signal_exit`, once, whichever thread asks first (the event loop,
        or the last resort's thread, which waits at most ``wait`` seconds for the loop's)."""
        lock = self.__dict__.setdefault("_keeping", threading.Lock())
        if not lock.acquire(timeout=wait):
            return
        try:
            if not self.__dict__.get("_kept"):
                self.__dict__["_kept"] = True
                self.before_signal_exit()
        finally:
            lock.release()

    def terminal_gone(self) -> None:
        """The terminal went away (the driver saw it): quit as on a SIGHUP."""
        if self.quit_signal is None:
            self.quit_signal = HANGUP
            _State.start_grace(self, HANGUP)
        self.quit_on_signal(HANGUP)

    def _handle_exception(self, error: Exception) -> None:
        """Textual's handler of an error in a handler, but while quitting on a signal: a
        screen torn down under a form still mounting is not worth a traceback, and the
        exit code stays 128 + the signal."""
        if self.quit_signal is not None and self._exit:
            return
        super()._handle_exception(error)


class _State:
    """The app the handlers end (None: no app runs yet, or any more)."""

    app: SignalQuitApp | None = None
    loop: Any = None
    grace: threading.Timer | None = None

    @classmethod
    def start_grace(cls, app: SignalQuitApp, number: int) -> None:
        if cls.grace is None:
            cls.grace = threading.Timer(GRACE_SECONDS, _end_now, (app, number))
            cls.grace.daemon = True
            cls.grace.start()


def _handler(number: int, frame: FrameType | None) -> None:
    """SIGTERM or SIGHUP, in the main thread (see the module doc)."""
    app = _State.app
    if app is None:
        end(number)  # the app has ended, or not begun: nothing to restore
    if app.quit_signal is not None:  # a second one: the first one's exit is under way
        return
    app.quit_signal = number
    _State.start_grace(app, number)
    if app.signals_ready and _State.loop is not None:
        with contextlib.suppress(RuntimeError):  # the loop is closed: the app has ended
            _State.loop.call_soon_threadsafe(app.quit_on_signal, number)


@contextlib.contextmanager
def signals_caught(app: SignalQuitApp) -> Iterator[None]:
    """SIGTERM and SIGHUP end ``app`` while it runs (wrap ``app.run()`` in it); the
    handlers before it are put back after it.

    Outside the main thread (nothing to install) it only runs the body.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    before = {number: signal.signal(number, _handler) for number in SIGNALS}
    if PENDING:  # a signal came before, and its SystemExit was swallowed
        for number, handler in before.items():
            signal.signal(number, handler)
        raise SystemExit(128 + PENDING[0])
    _State.app, _State.loop, _State.grace = app, None, None
    try:
        yield
    finally:
        _State.app, _State.loop = None, None
        if _State.grace is not None:
            _State.grace.cancel()
            _State.grace = None
        for number, handler in before.items():  # the command's own (it is ending)
            signal.signal(number, handler)


def quit_on_signals(app: SignalQuitApp) -> None:
    """The app is mounted (its ``on_mount``): a signal that came while Textual started
    quits it now; later ones quit it at once. Headless (tests) nothing changes."""
    import asyncio

    if app.is_headless or _State.app is not app:
        return
    _State.loop = asyncio.get_running_loop()
    app.signals_ready = True
    if app.quit_signal is not None:
        app.quit_on_signal(app.quit_signal)


def _end_now(app: SignalQuitApp, number: int) -> None:
    """The last resort (the app did not end): keep the hands, put the terminal's modes
    back by hand, say what must be said, end the process."""
    with contextlib.suppress(Exception):
        app.keep_once(wait=GRACE_SECONDS)
    driver = app._driver
    with contextlib.suppress(Exception):
        fd = os.open(os.ttyname(sys.__stderr__.fileno()),  # type: ignore[union-attr]
                     os.O_WRONLY | os.O_NONBLOCK | os.O_NOCTTY)
        try:
            os.write(fd, RESTORE.encode())
        finally:
            os.close(fd)
    attrs = getattr(driver, "attrs_before", None)
    if attrs is not None:
        import termios

        with contextlib.suppress(Exception):
            termios.tcsetattr(getattr(driver, "fileno", 0), termios.TCSANOW, attrs)
    words = None
    with contextlib.suppress(Exception):
        words = app.signal_exit_words()
    if words:
        with contextlib.suppress(Exception):
            os.write(2, (words + "\n").encode("utf-8", "replace"))
    os._exit(128 + number)


class _GuardedOutput:
    """The terminal's output for Textual's writer thread: a write that fails (the
    terminal is gone: EIO) says so once and drops everything after it, so the thread
    never dies and its queue never fills up under the event loop."""

    def __init__(self, file: IO[str], gone: Callable[[], None]) -> None:
        self._file = file
        self._gone = gone
        self.broken = False

    def write(self, text: str) -> int:
        if not self.broken:
            try:
                return self._file.write(text)
            except (OSError, ValueError):
                self._broke()
        return len(text)

    def flush(self) -> None:
        if not self.broken:
            try:
                self._file.flush()
            except (OSError, ValueError):
                self._broke()

    def _broke(self) -> None:
        self.broken = True
        self._gone()

    def fileno(self) -> int:
        return self._file.fileno()

    def isatty(self) -> bool:
        return True


class EndingDriver(EscapeFirstDriver):
    """Textual's Linux/macOS driver (with :class:`~.escape_keys.EscapeFirstParser`) that
    ends its app when the terminal goes: an end of file or an error reading it, an error
    writing it (see the module doc)."""

    def __init__(self, app: App[Any], **kwargs: Any) -> None:
        super().__init__(app, **kwargs)
        self._file = _GuardedOutput(self._file, self._gone)  # type: ignore[assignment, arg-type]
        self._loop: Any = None
        self._told = False

    def start_application_mode(self) -> None:
        import asyncio

        self._loop = asyncio.get_running_loop()
        super().start_application_mode()  # type: ignore[no-untyped-call]

    def _gone(self) -> None:
        """From any thread: the terminal is gone; the app quits (once)."""
        if self._told or self._loop is None:
            return
        self._told = True
        app = self._app
        if isinstance(app, SignalQuitApp):
            with contextlib.suppress(RuntimeError):
                self._loop.call_soon_threadsafe(app.terminal_gone)

    def run_input_thread(self) -> None:
        """Textual 8.2.8's input loop (``LinuxDriver.run_input_thread``), with this app's
        parser, ending at the terminal's end: Textual's read on in a busy loop at an end
        of file, and died on an I/O error."""
        selector = selectors.SelectSelector()
        selector.register(self.fileno, selectors.EVENT_READ)
        parser = EscapeFirstParser(self._debug)
        decode = getincrementaldecoder("utf-8")().decode

        def take(ready: list[Any], final: bool = False) -> bool:
            """Feed what the terminal sent; False at its end."""
            for _key, mask in ready:
                if mask & selectors.EVENT_READ:
                    try:
                        data = os.read(self.fileno, 1024 * 4)
                    except OSError:
                        return False
                    if not data:  # the terminal's end (a pipe that ends: no more keys)
                        return False
                    for event in parser.feed(decode(data, final=final)):
                        self.process_message(event)
            for event in parser.tick():
                self.process_message(event)
            return True

        try:
            while not self.exit_event.is_set():
                if not take(selector.select(0.1)):
                    if self.input_tty:
                        self._gone()
                    return
            selector.unregister(self.fileno)
            take(selector.select(0.1), final=True)
        finally:
            selector.close()
            with contextlib.suppress(EOFError, ParseError):
                for _event in parser.feed(""):
                    pass


__all__ = ["GRACE_SECONDS", "SIGNALS", "EndingDriver", "SignalQuitApp", "quit_on_signals",
           "signals_caught"]
