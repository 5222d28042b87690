"""A real ``preferans-tui serve`` process on a loopback port: without the token every
request gets 403, the websocket too; with it the page loads (and sets no cookie)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

import aiohttp
import psutil
import pytest

from preferans_tui.__main__ import main
from tests.ui.conftest import PULKA1, copy_pulka

from .serving import free_port, serving


def _status(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=30) as response:
            return response.status
    except urllib.error.HTTPError as refused:
        return refused.code


async def test_403_without_the_token_http_and_websocket(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, 1, "p.json")
    with serving(path, tmp_path / "data") as served:
        assert served.link == f"{served.base}/?token={served.token}"
        for where in ["/", "/?token=wrong", "/static/js/textual.js", "/ws"]:
            assert _status(served.base + where) == 403, where
        async with aiohttp.ClientSession() as session:
            for where in ["/ws?width=80&height=24", "/ws?token=wrong"]:
                with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                    await session.ws_connect(served.base + where)
                assert refused.value.status == 403
        with urllib.request.urlopen(served.link, timeout=30) as response:
            assert response.status == 200
            assert response.headers["Set-Cookie"] is None  # sent to every port: none
            assert f"/{served.token}/static/js/textual.js" in response.read().decode()
        assert _status(f"{served.base}/{served.token}/static/js/textual.js") == 200
    assert served.process.returncode == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["p.json"]


async def test_ctrl_c_ends_the_viewers_watch_processes(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, 1, "p.json")
    with serving(path, tmp_path / "data") as served:
        async with aiohttp.ClientSession() as session:
            ws = await session.ws_connect(f"{served.base}/ws?token={served.token}"
                                          f"&width=100&height=30")
            frame = await ws.receive(timeout=60)  # the watch process draws its screen
            assert frame.type == aiohttp.WSMsgType.BINARY
            children = psutil.Process(served.process.pid).children(recursive=True)
            assert any("watch" in child.cmdline() for child in children)
            # leaving the block sends Ctrl+C (SIGINT) while the viewer is connected
    assert served.process.returncode == 0
    assert served.said_last.splitlines()[-1] == "preferans-tui serve: stopped sharing p.json"
    gone, alive = psutil.wait_procs(children, timeout=10)
    assert not alive


def test_a_port_in_use_is_told(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run(
            [sys.executable, "-m", "preferans_tui", "serve", str(tmp_path / "p.json"),
             "--port", str(port)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert f"preferans-tui: cannot listen on 127.0.0.1:{port}: " in done.stderr
    assert "token=" not in done.stdout


def _serve(path, port, stdout):
    env = {**os.environ, "LC_ALL": "C.UTF-8", "PYTHONUNBUFFERED": "1"}
    return subprocess.Popen(
        [sys.executable, "-m", "preferans_tui", "serve", str(path), "--host", "127.0.0.1",
         "--port", str(port)], stdout=stdout, stderr=subprocess.PIPE, env=env)


def test_a_reader_gone_before_the_link_ends_serve_quietly(tmp_path):
    """``serve FILE | head -0``: the first line fails; no traceback, no 'cannot listen'."""
    path = copy_pulka(PULKA1, tmp_path, 1, "p.json")
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        process = _serve(path, free_port(), write_end)
    finally:
        os.close(write_end)
    _, err = process.communicate(timeout=60)
    assert (process.returncode, err.decode()) == (1, "")


def test_a_reader_gone_before_ctrl_c_ends_serve_quietly(tmp_path):
    """``serve FILE | head``, then Ctrl+C: 'stopped sharing' has no reader any more; it
    printed a BrokenPipeError traceback."""
    path = copy_pulka(PULKA1, tmp_path, 1, "p.json")
    process = _serve(path, free_port(), subprocess.PIPE)
    assert process.stdout is not None
    for _ in range(10):
        if process.stdout.readline().decode().startswith("Ctrl+C stops sharing."):
            break
    process.stdout.close()  # the reader goes away
    process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=60)
    assert (process.returncode, err.decode()) == (1, "")


@pytest.mark.parametrize("what", ["folder", "device"])
def test_a_path_that_is_no_file_is_refused(tmp_path, capsys, what):
    """A folder (``serve /tmp``) or a device is never a pulka file: refused, nothing
    shared (a missing file is shared: the view waits for it)."""
    path = tmp_path if what == "folder" else Path(os.devnull)
    assert main(["serve", str(path)]) == 1
    out = capsys.readouterr()
    assert out.out == ""
    assert out.err == f"preferans-tui serve: {path} is a {what}, not a pulka file; nothing " \
                      "is shared\n"


def test_an_empty_name_is_refused(capsys):
    """``serve ""`` shared the current folder (``Path("")`` is ``.``) without a word."""
    with pytest.raises(SystemExit) as info:
        main(["serve", ""])
    assert info.value.code == 2
    assert "argument file: an empty name: give the pulka file to share" in \
        capsys.readouterr().err
