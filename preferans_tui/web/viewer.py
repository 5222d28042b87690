"""One browser tab's ``watch`` process: sized within bounds, ended with its tab.

textual-serve's :class:`~textual_serve.app_service.AppService` starts the process and
relays its screen; :class:`WatchProcess` changes what a visitor could abuse:

- the screen's size comes from the browser (the websocket's query, its ``resize``
  messages): :func:`clamp_size` keeps it within :data:`MAX_COLUMNS` × :data:`MAX_ROWS`
  (a 10000 × 10000 screen made a 1 GB process; a negative one crashed it);
- the process runs in a process group of its own, and :meth:`WatchProcess.stop` ends
  that group when the tab goes: asked to quit, then ``SIGTERM`` after
  :data:`QUIT_SECONDS`, then ``SIGKILL`` after :data:`TERM_SECONDS` more — a process
  blocked writing a screen nobody reads any more no longer outlives its visitor;
- what the process writes on its standard error (a traceback, with locals) never
  reaches the scorekeeper's terminal: a process that fails is told in one line.

:func:`relay` reads the browser's messages, ignoring any that are not well formed.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import math
import os
import signal
from asyncio.subprocess import PIPE, Process
from collections.abc import Callable
from typing import Any

from aiohttp import WSMsgType, web
from textual_serve.app_service import AppService

MAX_COLUMNS = 500
"""Widest screen a visitor's process draws (a browser wider than this sees it cut)."""

MAX_ROWS = 200
"""Tallest screen a visitor's process draws."""

MIN_COLUMNS = 10
MIN_ROWS = 3
"""The smallest screen (a hidden tab may report 0 × 0)."""

DEFAULT_SIZE = (80, 24)
"""The size when the browser gives none, or no number."""

QUIT_SECONDS = 2.0
"""How long a process has to quit when asked, before ``SIGTERM``."""

TERM_SECONDS = 2.0
"""How long after ``SIGTERM`` before ``SIGKILL``."""

STDERR_KEPT = 4096
"""Bytes of a process's standard error kept, for the one line said when it fails."""

Note = Callable[[str, str], None]
"""Says one line for a kind of trouble (:meth:`.guard.Notes.note`)."""


def _number(value: object, default: int) -> int:
    if isinstance(value, bool):
        return default
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return int(min(max(value, -1e9), 1e9)) if math.isfinite(value) else default
    if isinstance(value, str) and len(value) <= 12:
        try:
            return int(value.strip())
        except ValueError:
            return default
    return default


def clamp_size(width: object, height: object) -> tuple[int, int]:
    """The screen size ``(columns, rows)`` for what a browser sent (query strings or
    JSON numbers): anything that is no number is :data:`DEFAULT_SIZE`; numbers are kept
    within ``MIN_COLUMNS..MAX_COLUMNS`` × ``MIN_ROWS..MAX_ROWS``."""
    columns = _number(width, DEFAULT_SIZE[0])
    rows = _number(height, DEFAULT_SIZE[1])
    return (min(max(columns, MIN_COLUMNS), MAX_COLUMNS), min(max(rows, MIN_ROWS), MAX_ROWS))


def _group_alive(pgid: int) -> bool:
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # a member changed its user: still there
        return True
    return True


def _signal_group(pgid: int, sig: signal.Signals) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, sig)


class WatchProcess(AppService):
    """textual-serve's app service for one tab, its process in a group of its own.

    ``note`` says one line when the process fails (:data:`Note`); the other arguments
    are :class:`AppService`'s.
    """

    def __init__(self, command: str, *, note: Note, **kwargs: Any) -> None:
        super().__init__(command, **kwargs)
        self._note = note
        self._stopped = False
        self._stderr = bytearray()

    @property
    def alive(self) -> bool:
        """Whether this tab still costs a process: from its creation until it was
        stopped and its process group is gone."""
        if self._process is None:
            return not self._stopped
        return _group_alive(self._process.pid)

    async def _open_app_process(self, width: int = 80, height: int = 24) -> Process:
        """The watch process (``start_new_session``: its own process group, no
        terminal), of size ``width`` × ``height``."""
        environment = self._build_environment(width=width, height=height)
        self._process = process = await asyncio.create_subprocess_shell(
            self.command, stdin=PIPE, stdout=PIPE, stderr=PIPE, env=environment,
            start_new_session=True)
        assert process.stdin is not None
        self._stdin = process.stdin
        return process

    async def start(self, width: int, height: int) -> None:
        """Start the process with the screen size clamped (:func:`clamp_size`)."""
        await super().start(*clamp_size(width, height))

    async def set_terminal_size(self, width: int, height: int) -> None:
        """Tell the process its new size, clamped (:func:`clamp_size`)."""
        await super().set_terminal_size(*clamp_size(width, height))

    async def send_bytes(self, data: bytes) -> bool:
        """Keys to the process; ``False`` once it is gone."""
        if self._stdin is None or self._stdin.is_closing():
            return False
        return await super().send_bytes(data)

    async def send_meta(self, data: dict[str, str | None | int | bool]) -> bool:
        """A meta packet to the process; ``False`` once it is gone."""
        if self._stdin is None or self._stdin.is_closing():
            return False
        return await super().send_meta(data)

    async def stop(self) -> None:
        """End the process group: ask it to quit, wait :data:`QUIT_SECONDS`, then
        ``SIGTERM``, wait :data:`TERM_SECONDS`, then ``SIGKILL``; then the relay of its
        screen ends. Cancelled midway, the group gets ``SIGKILL`` at once."""
        if self._stopped:
            return
        self._stopped = True
        process, task = self._process, self._task
        try:
            await self._download_manager.cancel_app_downloads(
                app_service_id=self.app_service_id)
            if process is not None:
                with contextlib.suppress(TimeoutError, OSError, RuntimeError):
                    async with asyncio.timeout(QUIT_SECONDS):
                        await self.send_meta({"type": "quit"})
                await self._end(process.pid)
        finally:
            if process is not None and _group_alive(process.pid):
                _signal_group(process.pid, signal.SIGKILL)
            if task is not None and not task.done():
                task.cancel()
                await asyncio.wait([task])
            self._task = None

    async def _end(self, pgid: int) -> None:
        for sig, grace in ((None, QUIT_SECONDS), (signal.SIGTERM, TERM_SECONDS),
                           (signal.SIGKILL, TERM_SECONDS)):
            if sig is not None:
                _signal_group(pgid, sig)
            if await self._gone_within(pgid, grace):
                return

    @staticmethod
    async def _gone_within(pgid: int, seconds: float) -> bool:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + seconds
        while _group_alive(pgid):
            if loop.time() >= deadline:
                return False
            await asyncio.sleep(0.05)
        return True

    async def on_data(self, payload: bytes) -> None:
        """A piece of the screen to the browser; dropped once the browser is gone (the
        process's output is still read, so that it can quit when asked)."""
        with contextlib.suppress(ConnectionError, RuntimeError):
            await self.remote_write_bytes(payload)

    async def run(self) -> None:
        """Relay the process's screen to the browser until either goes; its standard
        error is kept (the last :data:`STDERR_KEPT` bytes), never printed: a process
        that failed is said in one line."""
        process = self._process
        assert process is not None and process.stdout is not None
        stdout, stderr = process.stdout, process.stderr
        assert stderr is not None

        async def read_stderr() -> None:
            with contextlib.suppress(asyncio.CancelledError, OSError):
                while data := await stderr.read(4096):
                    self._stderr += data
                    del self._stderr[:-STDERR_KEPT]

        stderr_task = asyncio.create_task(read_stderr())
        ready = False
        try:
            for _ in range(10):  # textual's web driver says this line first
                line = await stdout.readline()
                if not line:
                    break
                if line == b"__GANGLION__\n":
                    ready = True
                    break
            while ready:
                kind = await stdout.readexactly(1)
                size = int.from_bytes(await stdout.readexactly(4), "big")
                payload = await stdout.readexactly(size)
                if kind == b"D":
                    await self.on_data(payload)
                elif kind == b"M":
                    await self.on_meta(payload)
                elif kind == b"P":
                    await self.on_packed(payload)
        except (asyncio.IncompleteReadError, ConnectionError, asyncio.CancelledError):
            pass
        finally:
            stderr_task.cancel()
            await asyncio.wait([stderr_task])
        if self._stopped:
            return
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(QUIT_SECONDS):
                await process.wait()
        if not ready or (process.returncode or 0) > 0:
            self._tell_failure(ready, process.returncode)
        with contextlib.suppress(Exception):  # the browser shows "Session ended"
            await self.remote_close()

    def _tell_failure(self, started: bool, code: int | None) -> None:
        lines = [line.strip() for line in
                 self._stderr.decode("utf-8", "replace").splitlines() if line.strip()]
        why = f": {lines[-1][:200]}" if lines else ""
        what = "ended with an error" if started else "failed to start"
        self._note(f"watch:{what}", f"a viewer's watch process {what}"
                                    f"{'' if code is None else f' (exit {code})'}{why}")


async def relay(websocket: web.WebSocketResponse, service: WatchProcess) -> None:
    """Hand the browser's messages to ``service`` until the websocket closes: keys
    (``["stdin", text]``), sizes (``["resize", {"width": w, "height": h}]``, clamped),
    ``ping``, ``blur``, ``focus``; a message that is no such JSON is ignored."""
    async for message in websocket:
        if message.type != WSMsgType.TEXT:
            continue
        try:
            envelope = json.loads(message.data)
        except ValueError:
            continue
        if not isinstance(envelope, list) or not envelope:
            continue
        kind, data = envelope[0], envelope[1] if len(envelope) > 1 else None
        if kind == "stdin" and isinstance(data, str):
            await service.send_bytes(data.encode("utf-8", "replace"))
        elif kind == "resize" and isinstance(data, dict):
            await service.set_terminal_size(*clamp_size(data.get("width"),
                                                        data.get("height")))
        elif kind == "ping":
            await websocket.send_json(["pong", data])
        elif kind == "blur":
            await service.blur()
        elif kind == "focus":
            await service.focus()
