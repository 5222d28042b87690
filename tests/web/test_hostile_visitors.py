"""A real ``preferans-tui serve`` against hostile visitors (issue 32, items 6 to 8): its
watch processes are sized within bounds and end with their tabs, half-open connections
leave room for a visit, and nothing a visitor does prints a traceback on its terminal.

Processes are counted with psutil; sockets are real, on loopback (``127.0.0.2`` stands
for another computer of the network: Linux answers every ``127/8`` address on ``lo``).
"""

from __future__ import annotations

import base64
import json
import os
import signal
import socket
import struct
import time
import urllib.request

import psutil

from preferans_tui.web.guard import MAX_PER_ADDRESS
from tests.ui.conftest import PULKA1, copy_pulka

from .serving import serving

WAIT = 60.0
"""Seconds a test waits for a state to come (a bound, never a measure)."""


def until(condition, what: str):
    """Poll ``condition()`` until it gives something true (returned), failing after
    :data:`WAIT` seconds."""
    deadline = time.monotonic() + WAIT
    while not (found := condition()):
        if time.monotonic() > deadline:
            raise AssertionError(f"never came: {what}")
        time.sleep(0.1)
    return found


def _websocket(port: int, path: str, source: str = "127.0.0.1") -> socket.socket:
    """A websocket handshake by hand, its answer's status line read: a socket a test
    can leave any way it likes (mid-frame, with a reset)."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=WAIT,
                                    source_address=(source, 0))
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
                 f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                 "Sec-WebSocket-Version: 13\r\n\r\n".encode())
    answer = b""
    while b"\r\n" not in answer:
        answer += sock.recv(1)
    assert answer.startswith(b"HTTP/1.1 101"), answer
    return sock


def _frame(text: str | bytes) -> bytes:
    """One masked text frame (a browser's), its mask all zero."""
    payload = text.encode() if isinstance(text, str) else text
    assert len(payload) < 126
    return bytes([0x81, 0x80 | len(payload)]) + b"\0\0\0\0" + payload


def _reset(sock: socket.socket) -> None:
    """Leave as a phone out of reach does: a reset, no closing handshake."""
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    sock.close()


def _watches(served) -> list[psutil.Process]:
    """The server's watch processes alive (a zombie, ended, is not)."""
    found = []
    for child in psutil.Process(served.process.pid).children(recursive=True):
        try:
            if "watch" in child.cmdline() and child.status() != psutil.STATUS_ZOMBIE:
                found.append(child)
        except psutil.Error:  # ended meanwhile, or a zombie
            pass
    return found


def test_a_huge_screen_is_clamped_and_a_hung_process_ends_with_its_tab(tmp_path):
    """``/ws?width=10000&height=10000`` made a 1 GB process that, its visitor gone,
    stayed blocked on a pipe nobody read. The process gets 500 x 200 at most, and when
    its tab goes the server ends its process group, even one that no longer answers."""
    path = copy_pulka(PULKA1, tmp_path, 1, "p.json")
    with serving(path, tmp_path / "data") as served:
        sock = _websocket(served.port, f"/ws?token={served.token}&width=10000&height=10000")
        [watch] = until(lambda: _watches(served), "the tab's watch process")
        assert (watch.environ()["COLUMNS"], watch.environ()["ROWS"]) == ("500", "200")
        assert until(lambda: sock.recv(65536), "the first frame")
        group = os.getpgid(watch.pid)
        assert group != os.getpgid(served.process.pid)  # a group of its own
        members = [p for p in psutil.process_iter() if _in_group(p, group)]
        for member in members:
            member.send_signal(signal.SIGSTOP)  # hung: it will not quit when asked
        _reset(sock)
        until(lambda: not _watches(served), "the closed tab's process ended")
        assert not [p for p in members if p.is_running() and p.status() != "zombie"]


def _in_group(process: psutil.Process, group: int) -> bool:
    try:
        return os.getpgid(process.pid) == group
    except OSError:
        return False


def test_half_open_connections_leave_room_for_a_visit(tmp_path):
    """300 connections that never finish their request, under a 256-descriptor soft
    limit, blocked every real visit and printed 'Too many open files' tracebacks by the
    hundred thousand: the soft limit is raised, one address holds at most
    MAX_PER_ADDRESS connections, the visit gets its page, and the refusals are one
    line."""
    path = copy_pulka(PULKA1, tmp_path, 1, "p.json")
    with serving(path, tmp_path / "data", soft_files_limit=256) as served:
        soft, hard = psutil.Process(served.process.pid).rlimit(psutil.RLIMIT_NOFILE)
        assert soft == hard > 256
        held = []
        try:
            for _ in range(300):
                sock = socket.create_connection(("127.0.0.1", served.port), timeout=WAIT,
                                                source_address=("127.0.0.2", 0))
                sock.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")
                held.append(sock)
            until(lambda: _from(served, "127.0.0.2") <= MAX_PER_ADDRESS,
                  "the connections over the cap closed")
            with urllib.request.urlopen(served.link, timeout=WAIT) as page:
                assert page.status == 200
        finally:
            for sock in held:
                sock.close()
    lines = served.said_err.splitlines()
    assert "Traceback" not in served.said_err + served.said_last
    assert [line for line in lines if "127.0.0.2" in line] == [
        f"preferans-tui serve: {MAX_PER_ADDRESS} connections open at once from "
        "127.0.0.2: refusing more from it"]


def _from(served, address: str) -> int:
    return sum(1 for c in psutil.Process(served.process.pid).net_connections("tcp")
               if c.raddr and c.raddr.ip == address and c.status == psutil.CONN_ESTABLISHED)


def test_nothing_a_visitor_does_prints_a_traceback(tmp_path):
    """A phone leaving mid-frame, a broken message, a negative size: the scorekeeper's
    terminal shows no traceback (a broken message ended the session with one; a
    negative size crashed the visitor's process, whose traceback, with its locals, was
    copied there)."""
    path = copy_pulka(PULKA1, tmp_path, 1, "p.json")
    with serving(path, tmp_path / "data") as served:
        ws = f"/ws?token={served.token}"
        for query, messages in [
                ("&width=-5&height=-5", ['["resize", {"width": -3, "height": -9}]']),
                ("&width=120&height=40", ["{", '["stdin", 5]', '["resize", "x"]', "[]"]),
                ("&width=500&height=200", ['["stdin", "\\ud800"]', '["ping", 1]'])]:
            sock = _websocket(served.port, ws + query)
            assert until(lambda s=sock: s.recv(1024), "the first bytes of a frame")
            for message in messages:
                sock.sendall(_frame(message))
            sock.sendall(_frame(json.dumps(["stdin", "x"]))[:5])  # half a frame
            _reset(sock)  # gone mid-frame, both ways
        until(lambda: not _watches(served), "every tab's process ended")
    assert "Traceback" not in served.said_err + served.said_last
    assert "Error" not in served.said_err + served.said_last
