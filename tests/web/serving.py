"""Run ``preferans-tui serve`` in a subprocess on a free loopback port, for the tests
that talk to it over the network (loopback only) or open it in a browser."""

from __future__ import annotations

import os
import re
import select
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

START_SECONDS = 60
"""How long the server may take to say where it listens (a bound, not a measure)."""


def free_port() -> int:
    """A TCP port of 127.0.0.1 that nothing listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class Served:
    """A running ``serve``: its process, its port, and the link it printed."""

    process: subprocess.Popen[bytes]
    port: int
    link: str
    said_last: str = ""
    """What it printed after the link, up to its end (filled in once it has stopped)."""
    said_err: str = ""
    """What it printed on its standard error (filled in once it has stopped)."""

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def token(self) -> str:
        return self.link.split("token=", 1)[1]


def _soft_files_limit(soft: int) -> Callable[[], None]:
    def limit() -> None:
        import resource

        _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))

    return limit


@contextmanager
def serving(file: Path, data: Path, soft_files_limit: int | None = None) -> Iterator[Served]:
    """``preferans-tui serve FILE --host 127.0.0.1 --port P``, English, data in ``data``
    (started with a soft limit of open files of ``soft_files_limit``, if given);
    stopped with Ctrl+C (SIGINT) afterwards, as a user stops it."""
    port = free_port()
    env = {**os.environ, "PREFERANS_TUI_DATA": str(data), "LC_ALL": "C.UTF-8",
           "PYTHONUNBUFFERED": "1"}
    process = subprocess.Popen(
        [sys.executable, "-m", "preferans_tui", "serve", str(file), "--host", "127.0.0.1",
         "--port", str(port)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
        preexec_fn=None if soft_files_limit is None else _soft_files_limit(soft_files_limit))
    served = None
    try:
        served = Served(process, port, _printed_link(process))
        yield served
    finally:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        assert process.stdout is not None and process.stderr is not None
        if served is not None:
            served.said_last = process.stdout.read().decode("utf-8", "replace")
            served.said_err = process.stderr.read().decode("utf-8", "replace")
        process.stdout.close()
        process.stderr.close()


def _printed_link(process: subprocess.Popen[bytes]) -> str:
    """The ``http://…?token=…`` line the server prints once it listens."""
    assert process.stdout is not None
    out = b""
    deadline = time.monotonic() + START_SECONDS
    while time.monotonic() < deadline:
        ready, _, _ = select.select([process.stdout], [], [], 0.2)
        if ready:
            chunk = os.read(process.stdout.fileno(), 4096)
            if not chunk:
                break
            out += chunk
            found = re.search(rb"http://\S+\?token=[A-Za-z0-9_-]+", out)
            if found:
                return found.group().decode()
        elif process.poll() is not None:
            break
    assert process.stderr is not None
    raise AssertionError(f"serve did not print its link: {out!r}")
