"""What ``serve`` holds against a hostile network: connections capped, slow requests cut,
descriptors raised, and one line per trouble on the scorekeeper's terminal.

Anyone on the table's network reaches the port, token or not. Every connection costs the
server a file descriptor, so without bounds a few hundred connections that never finish
their request (no token needed) would starve every real visit. Here:

- :func:`raise_descriptor_limit` lifts the soft limit of open files to the hard one;
- :class:`Guard` admits at most :data:`MAX_CONNECTIONS` connections at once, and at
  most :data:`MAX_PER_ADDRESS` from one address; any more are closed at once;
- a connection that has not sent a whole request's headers within
  :data:`HEADER_SECONDS` (or sits idle that long between requests) is closed (aiohttp's
  keep-alive timer, which only a finished request renews);
- :class:`Notes` says each kind of trouble in one line, at most once a
  :data:`NOTE_SECONDS` (with how many more there were), never a traceback:
  :class:`OneLineLog` for the log records of aiohttp and textual-serve,
  :func:`loop_trouble` for the event loop's own (``Too many open files`` on accept).
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import logging
import sys
import time
from collections import Counter
from collections.abc import Callable
from typing import Any

from ..untrusted import visible

MAX_CONNECTIONS = 128
"""Connections open at once, from everyone (each browser tab holds one for its websocket
and a few more while the page loads)."""

MAX_PER_ADDRESS = 32
"""Connections open at once from one address (a browser opens at most 6 to a server
while loading, plus one websocket per tab)."""

HEADER_SECONDS = 10.0
"""Seconds a connection may take to send a request's headers, or stay idle between two
requests, before it is closed."""

NOTE_SECONDS = 60.0
"""A kind of trouble is said at most once in this many seconds."""

WANT_DESCRIPTORS = 65536
"""The soft limit of open files asked for when the hard limit is unlimited."""

RESOURCE_ERRORS = {errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM}
"""What ``accept`` fails with when the process or the system is out of descriptors."""

GONE = (ConnectionError, asyncio.CancelledError, asyncio.IncompleteReadError)
"""A visitor who left (a reset, a closed websocket, a request cancelled): nothing to say."""


def raise_descriptor_limit() -> int | None:
    """Lift this process's soft limit of open files to its hard limit (or to
    :data:`WANT_DESCRIPTORS` when the hard limit is unlimited); return the soft limit now
    in force, or ``None`` where there is no such limit (Windows)."""
    try:
        import resource
    except ImportError:  # Windows
        return None
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = WANT_DESCRIPTORS if hard == resource.RLIM_INFINITY else hard
    if soft != resource.RLIM_INFINITY and soft < want:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))
        except (ValueError, OSError):
            return soft
        return want
    return soft


def _say(line: str) -> None:
    with contextlib.suppress(OSError, ValueError):  # the terminal is gone: nothing to tell
        print(line, file=sys.stderr, flush=True)


class Notes:
    """One line per kind of trouble: the first at once, the next no sooner than
    :data:`NOTE_SECONDS` later, saying how many more came meanwhile.

    ``write`` takes one line (standard error by default); ``clock`` gives seconds.
    """

    def __init__(self, write: Callable[[str], None] = _say,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._write = write
        self._clock = clock
        self._said: dict[str, float] = {}
        self._more: Counter[str] = Counter()

    def note(self, kind: str, line: str) -> None:
        """Say ``line`` ("preferans-tui serve: " before it, control characters made
        visible) unless ``kind`` was said less than :data:`NOTE_SECONDS` ago; then only
        count it."""
        now = self._clock()
        said = self._said.get(kind)
        if said is not None and now - said < NOTE_SECONDS:
            self._more[kind] += 1
            return
        more = self._more.pop(kind, 0)
        self._said[kind] = now
        tail = f" ({more} more like it in the last {now - said:.0f} s)" if more and said \
            is not None else ""
        self._write(f"preferans-tui serve: {visible(line)}{tail}")


class OneLineLog(logging.Handler):
    """A log handler that says each record in one line through :class:`Notes` (one per
    message and logger), with its exception's type and text but never a traceback; a
    record about a visitor who left (:data:`GONE`) says nothing."""

    def __init__(self, notes: Notes) -> None:
        super().__init__(logging.WARNING)
        self.notes = notes

    def emit(self, record: logging.LogRecord) -> None:
        exc = record.exc_info[1] if record.exc_info else None
        if isinstance(exc, GONE):
            return
        try:
            text = record.getMessage()
        except (TypeError, ValueError):
            text = str(record.msg)
        if exc is not None and str(exc) not in text:
            text += f": {type(exc).__name__}: {exc}"
        self.notes.note(f"log:{record.name}:{record.msg}", text)


def loop_trouble(notes: Notes) -> Callable[[asyncio.AbstractEventLoop, dict[str, Any]], None]:
    """An event loop exception handler: out of descriptors said once (not once per
    failed ``accept``), a visitor who left said not at all, anything else in one line."""

    def handle(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        exc = context.get("exception")
        if isinstance(exc, OSError) and exc.errno in RESOURCE_ERRORS:
            notes.note("descriptors", f"out of file descriptors ({exc.strerror}): new "
                                      "connections wait until some close")
        elif isinstance(exc, GONE):
            return
        else:
            message = context.get("message", "trouble in the event loop")
            notes.note(f"loop:{message}", message if exc is None else
                       f"{message}: {type(exc).__name__}: {exc}")

    return handle


def _address(transport: asyncio.BaseTransport) -> str:
    peer = transport.get_extra_info("peername")
    if isinstance(peer, tuple) and peer:
        return str(peer[0])
    return str(peer)


class Guard:
    """The listening socket's protocol factory: each connection gets ``factory()``'s
    protocol (aiohttp's request handler) behind a :class:`_Guarded` that counts it and
    closes it at once when :data:`MAX_CONNECTIONS` are open, or :data:`MAX_PER_ADDRESS`
    from its address."""

    def __init__(self, factory: Callable[[], asyncio.Protocol], notes: Notes) -> None:
        self._factory = factory
        self._notes = notes
        self.open: Counter[str] = Counter()
        """Connections open now, by the address they come from."""

    def __call__(self) -> asyncio.Protocol:
        return _Guarded(self, self._factory)

    def admit(self, address: str) -> bool:
        """Whether one more connection from ``address`` may open (then it is counted)."""
        if sum(self.open.values()) >= MAX_CONNECTIONS:
            self._notes.note("total", f"{MAX_CONNECTIONS} connections open at once: "
                                      "refusing more until some close")
            return False
        if self.open[address] >= MAX_PER_ADDRESS:
            self._notes.note("address", f"{MAX_PER_ADDRESS} connections open at once from "
                                        f"{address}: refusing more from it")
            return False
        self.open[address] += 1
        return True

    def release(self, address: str) -> None:
        """A connection from ``address`` closed."""
        self.open[address] -= 1
        if self.open[address] <= 0:
            del self.open[address]


class _Guarded(asyncio.Protocol):
    """One connection: handed on to a protocol of ``factory``'s if :meth:`Guard.admit`
    lets it in, else closed (``abort``) before a byte of it is read."""

    def __init__(self, guard: Guard, factory: Callable[[], asyncio.Protocol]) -> None:
        self._guard = guard
        self._factory = factory
        self._inner = asyncio.Protocol()
        self._address: str | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        address = _address(transport)
        if not self._guard.admit(address):
            if isinstance(transport, asyncio.Transport):
                transport.abort()
            else:
                transport.close()
            return
        self._address = address
        self._inner = self._factory()
        self._inner.connection_made(transport)

    def data_received(self, data: bytes) -> None:
        if self._address is not None:
            self._inner.data_received(data)

    def eof_received(self) -> bool | None:
        if self._address is not None:
            return self._inner.eof_received()
        return None

    def pause_writing(self) -> None:
        if self._address is not None:
            self._inner.pause_writing()

    def resume_writing(self) -> None:
        if self._address is not None:
            self._inner.resume_writing()

    def connection_lost(self, exc: Exception | None) -> None:
        if self._address is None:
            return
        self._guard.release(self._address)
        self._address = None
        self._inner.connection_lost(exc)
