"""What the served view holds against a hostile network (issue 32, items 6 to 8).

In-process: the server's own listening code (:meth:`WatchServer.listen`, behind its
:class:`Guard`) on a free loopback port, talked to over real sockets; the visitor's
process replaced by a stand-in. Other loopback addresses (``127.0.0.2`` …) stand for
other computers of the network: Linux answers every ``127/8`` address on ``lo``.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import json
import logging
import shlex
import socket
import sys

import aiohttp
import pytest
from textual_serve.download_manager import DownloadManager

from preferans_tui.web import server as web_server
from preferans_tui.web.access import Access
from preferans_tui.web.guard import (
    MAX_PER_ADDRESS,
    NOTE_SECONDS,
    Notes,
    OneLineLog,
    loop_trouble,
)
from preferans_tui.web.server import WatchServer
from preferans_tui.web.viewer import WatchProcess, clamp_size

from .serving import free_port
from .test_access import TOKEN, FakeService

WAIT = 30.0
"""Seconds a test waits for a state to come (a bound, never a measure)."""


async def until(condition, what: str) -> None:
    """Poll ``condition()`` until true, failing after :data:`WAIT` seconds."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + WAIT
    while not condition():
        if loop.time() > deadline:
            raise AssertionError(f"never came: {what}")
        await asyncio.sleep(0.05)


@contextlib.asynccontextmanager
async def _listening(tmp_path, monkeypatch):
    """A :class:`WatchServer` listening on a free port of 127.0.0.1 through its guard;
    what it notes is kept in ``served.said``."""
    monkeypatch.setattr(web_server, "WatchProcess", FakeService)
    FakeService.made.clear()
    port = free_port()
    served = WatchServer(tmp_path / "pulka.json", "127.0.0.1", port, Access(TOKEN))
    served.said = []
    served.notes = Notes(write=served.said.append)
    task = asyncio.create_task(served.listen())
    await until(lambda: _accepts(port) or task.done(), "the server listens")
    assert not task.done()
    try:
        yield served
    finally:
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)


@pytest.fixture
async def listening(tmp_path, monkeypatch):
    async with _listening(tmp_path, monkeypatch) as served:
        yield served


def _accepts(port: int) -> bool:
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0


async def _open_from(address: str, port: int, send: bytes):
    reader, writer = await asyncio.open_connection("127.0.0.1", port,
                                                   local_addr=(address, 0))
    writer.write(send)
    await writer.drain()
    return reader, writer


async def _closed_by_server(reader: asyncio.StreamReader) -> bool:
    """Whether the server closed the connection (end of stream or a reset), waiting at
    most :data:`WAIT` seconds for it."""
    try:
        async with asyncio.timeout(WAIT):
            while await reader.read(4096):
                pass
    except ConnectionError:  # a reset, or a broken pipe on our last write
        return True
    except TimeoutError:
        return False
    return True


async def test_half_open_connections_from_one_address_leave_room_for_a_visit(listening):
    """300 connections that never finish their request (no token needed) blocked every
    real visit: one address holds at most MAX_PER_ADDRESS, the rest are closed at
    once, another address gets its page, and the refusals are said in one line."""
    port = listening.port
    held = [await _open_from("127.0.0.2", port, b"GET / HTTP/1.1\r\nHost: x\r\n")
            for _ in range(300)]
    try:
        closed = await asyncio.gather(*(_closed_by_server(reader)
                                        for reader, _ in held[MAX_PER_ADDRESS:]))
        assert all(closed)
        async with aiohttp.ClientSession() as session, session.get(
                f"http://127.0.0.1:{port}/?token={TOKEN}") as page:
            assert page.status == 200
        refusals = [line for line in listening.said if "127.0.0.2" in line]
        assert refusals == [f"preferans-tui serve: {MAX_PER_ADDRESS} connections open at "
                            "once from 127.0.0.2: refusing more from it"]
    finally:
        for _, writer in held:
            writer.close()


async def test_slow_headers_are_cut_and_a_viewer_is_not(tmp_path, monkeypatch):
    """A connection that has not sent a whole request within HEADER_SECONDS is closed
    (it was held ~75 s, renewable, by a byte now and then); an open websocket is a
    request in progress and stays."""
    monkeypatch.setattr(web_server, "HEADER_SECONDS", 1.0)
    async with _listening(tmp_path, monkeypatch) as served:
        port = served.port
        reader, writer = await _open_from("127.0.0.3", port, b"GET / HTTP/1.1\r\n")
        async with aiohttp.ClientSession() as session:
            ws = await session.ws_connect(f"http://127.0.0.1:{port}/{TOKEN}/ws")
            for byte in b"Host: x\r\n":  # a byte now and then does not renew it
                with contextlib.suppress(ConnectionError):  # closed already
                    writer.write(bytes([byte]))
                    await writer.drain()
                await asyncio.sleep(0.2)
            assert await _closed_by_server(reader)
            await ws.send_json(["ping", "still here"])
            assert await ws.receive_json(timeout=WAIT) == ["pong", "still here"]
            await ws.close()
        writer.close()


async def test_sizes_are_clamped_at_connect_and_on_resize(listening):
    """``/ws?width=10000&height=10000`` made a 1 GB process; a negative size crashed
    it: every size the browser gives is kept within 500 x 200 (and 10 x 3 at least)."""
    async with aiohttp.ClientSession() as session:
        base = f"http://127.0.0.1:{listening.port}/{TOKEN}/ws"
        ws = await session.ws_connect(base + "?width=10000&height=10000")
        for size in [{"width": -5, "height": -1}, {"width": 10**30, "height": 40},
                     {"width": "300", "height": 1.5e300}, {"width": 120, "height": 40}]:
            await ws.send_json(["resize", size])
        await ws.send_json(["ping", 1])
        assert await ws.receive_json(timeout=WAIT) == ["pong", 1]
        await ws.close()
        ws = await session.ws_connect(base + "?width=-80&height=abc")
        await ws.close()
    first, second = FakeService.made
    assert first.sizes == [(500, 200), (10, 3), (500, 40), (300, 200), (120, 40)]
    assert second.sizes == [(10, 24)]
    assert clamp_size(None, None) == (80, 24)


async def test_every_live_process_counts_against_the_cap(listening, monkeypatch):
    """A closed tab whose process had not ended no longer counted: 4 such visits and 16
    tabs left 20 processes. A process counts until it is gone."""
    monkeypatch.setattr(web_server, "MAX_SESSIONS", 1)

    async def stop_but_hang(service: FakeService) -> None:
        pass  # its process is still there after its tab closed

    monkeypatch.setattr(FakeService, "stop", stop_but_hang)
    url = f"http://127.0.0.1:{listening.port}/{TOKEN}/ws"
    async with aiohttp.ClientSession() as session:
        ws = await session.ws_connect(url)
        await ws.close()
        await until(lambda: not listening._viewers, "the closed tab's handler ends")
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await session.ws_connect(url)
        assert refused.value.status == 503
        [lingering] = FakeService.made
        lingering.alive = False  # its process ends: room for one
        ws = await session.ws_connect(url)
        await ws.close()
    assert listening.said == ["preferans-tui serve: 1 viewers at once: turning more away "
                              "(503)"]


async def test_messages_that_are_no_such_json_are_ignored(listening, caplog):
    """A broken message (not JSON, not a list, a key that is no text, a lone surrogate)
    ended the session with a traceback on the scorekeeper's terminal."""
    caplog.set_level(logging.DEBUG)
    async with aiohttp.ClientSession() as session:
        ws = await session.ws_connect(f"http://127.0.0.1:{listening.port}/{TOKEN}/ws")
        for text in ["{", "[]", "{}", "7", '["stdin", 5]', '["stdin"]', '["resize", 3]',
                     '["resize"]', '["stdin", "\\ud800"]', '[["nested"]]']:
            await ws.send_str(text)
        await ws.send_bytes(b"\xff\x00")
        await ws.send_json(["ping", "alive"])
        assert await ws.receive_json(timeout=WAIT) == ["pong", "alive"]
        await ws.close()
    [service] = FakeService.made
    assert service.sent == [b"?"]  # the lone surrogate, replaced
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]


def test_notes_say_one_line_per_kind_of_trouble():
    """105,477 'Too many open files' tracebacks in 30 s: each kind once a minute, with a
    count of the rest, never a traceback."""
    said: list[str] = []
    now = [0.0]
    notes = Notes(write=said.append, clock=lambda: now[0])
    for _ in range(1000):
        notes.note("descriptors", "out of file descriptors")
    notes.note("total", "too many")
    now[0] = NOTE_SECONDS + 1
    notes.note("descriptors", "out of file descriptors")
    assert said == ["preferans-tui serve: out of file descriptors",
                    "preferans-tui serve: too many",
                    "preferans-tui serve: out of file descriptors (999 more like it in "
                    f"the last {NOTE_SECONDS + 1:.0f} s)"]
    handler = OneLineLog(notes)
    logger = logging.getLogger("test-one-line")
    logger.addHandler(handler)
    try:
        try:
            json.loads("{")
        except ValueError:
            logger.exception("Error handling request")
        try:
            raise ConnectionResetError("Cannot write to closing transport")
        except ConnectionResetError:
            logger.exception("a phone left mid-frame")
    finally:
        logger.removeHandler(handler)
    assert said[3:] == ["preferans-tui serve: Error handling request: JSONDecodeError: "
                        "Expecting property name enclosed in double quotes: line 1 "
                        "column 2 (char 1)"]


async def test_a_failing_process_is_one_line_not_its_traceback(capfd):
    """A visitor's process that crashed (a negative size did) had its traceback, with
    its locals, copied onto the scorekeeper's terminal: now one line says it failed,
    with the traceback's last line, control characters made visible."""
    script = ("import sys; print('__GANGLION__', flush=True); "
              "sys.stderr.write('Traceback (most recent call last):\\n  locals: secret\\n"
              "ValueError: width \\x1b[31m-5\\n'); sys.exit(1)")
    said: list[str] = []
    closed: list[bool] = []

    async def write(_: object) -> None:
        pass

    async def close() -> None:
        closed.append(True)

    service = WatchProcess(shlex.join([sys.executable, "-c", script]),
                           note=Notes(write=said.append).note, write_bytes=write,
                           write_str=write, close=close, download_manager=DownloadManager())
    await service.start(80, 24)
    await until(lambda: said, "the failure is said")
    await service.stop()
    assert not service.alive and closed == [True]
    assert said == ["preferans-tui serve: a viewer's watch process ended with an error "
                    "(exit 1): ValueError: width \\x1b[31m-5"]
    out, err = capfd.readouterr()
    assert "Traceback" not in out + err and "secret" not in out + err


def test_out_of_descriptors_on_accept_is_one_line():
    """The accept loop's 'Too many open files', once per failed accept, was a traceback
    each (105,477 in 30 s): one line; a visitor's reset says nothing."""
    said: list[str] = []
    handle = loop_trouble(Notes(write=said.append, clock=lambda: 0.0))
    loop = asyncio.new_event_loop()
    try:
        for _ in range(1000):
            handle(loop, {"message": "socket.accept() out of system resource",
                          "exception": OSError(errno.EMFILE, "Too many open files")})
            handle(loop, {"message": "Task exception was never retrieved",
                          "exception": ConnectionResetError("a phone left")})
    finally:
        loop.close()
    assert said == ["preferans-tui serve: out of file descriptors (Too many open files): "
                    "new connections wait until some close"]
