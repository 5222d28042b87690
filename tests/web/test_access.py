"""The served view lets in only requests carrying its token, from its own pages; the
command it runs is fixed by the server, whatever a request says.

In-process: ``aiohttp``'s test server on a loopback port, the visitor's process replaced
by a stand-in that records what it was asked to run.
"""

from __future__ import annotations

import asyncio
import re
import shlex
import sys
from pathlib import Path

import aiohttp
import pytest
from aiohttp.test_utils import TestClient, TestServer

from preferans_tui.web import server as web_server
from preferans_tui.web.access import Access
from preferans_tui.web.server import WatchServer, watch_command

TOKEN = "k" * 22


class FakeService:
    """Stands in for textual-serve's AppService: records, starts no process."""

    made: list[FakeService] = []

    def __init__(self, command: str, **_: object) -> None:
        self.command = command
        self.sent: list[bytes] = []
        self.size: tuple[int, int] | None = None
        self.sizes: list[tuple[int, int]] = []
        self.alive = True
        FakeService.made.append(self)

    async def start(self, width: int, height: int) -> None:
        self.size = (width, height)
        self.sizes.append(self.size)

    async def stop(self) -> None:
        self.alive = False

    async def send_bytes(self, data: bytes) -> bool:
        self.sent.append(data)
        return True

    async def set_terminal_size(self, width: int, height: int) -> None:
        self.size = (width, height)
        self.sizes.append(self.size)

    async def blur(self) -> None:
        pass

    async def focus(self) -> None:
        pass


@pytest.fixture
async def client(tmp_path, monkeypatch):
    monkeypatch.setattr(web_server, "WatchProcess", FakeService)
    FakeService.made.clear()
    served = WatchServer(tmp_path / "pulka.json", "127.0.0.1", 8000, Access(TOKEN))
    async with TestClient(TestServer(await served.make_app())) as test_client:
        test_client.served = served
        yield test_client


@pytest.mark.parametrize("path", ["/", "/?token=", "/?token=" + "k" * 21,
                                  "/?token=" + "k" * 23, "/?token=K" + "k" * 21,
                                  "/?tok=" + TOKEN, "/static/js/textual.js",
                                  "/static/", "/download/x", "/ws", "/nothing"])
async def test_without_the_token_403(client, path):
    response = await client.get(path)
    assert response.status == 403
    assert "token" in await response.text()
    assert "set-cookie" not in response.headers
    assert response.headers["Connection"] == "close"  # no request without it holds one


async def test_the_token_opens_the_page_and_sets_no_cookie(client):
    """The view's cookie went to every port of 127.0.0.1 (a browser scopes cookies by
    host, never by port), so another server there read the token: the page's own
    requests carry the token in their path instead, and no cookie is set."""
    response = await client.get(f"/?token={TOKEN}")
    assert response.status == 200
    page = await response.text()
    host = f"{client.host}:{client.port}"
    assert f'data-session-websocket-url="ws://{host}/{TOKEN}/ws"' in page
    assert f"http://{host}/{TOKEN}/static/js/textual.js" in page
    assert "preferans-tui · pulka.json" in page
    assert "set-cookie" not in response.headers
    assert not client.session.cookie_jar.filter_cookies(client.make_url("/"))
    assert response.headers["Referrer-Policy"] == "no-referrer"
    # the page's own requests carry the token in their path, with no cookie
    assert (await client.get(f"/{TOKEN}/static/js/textual.js")).status == 200
    ws = await client.ws_connect(f"/{TOKEN}/ws?width=90&height=30")
    await ws.send_json(["ping", "1"])
    assert (await ws.receive_json()) == ["pong", "1"]
    await ws.close()
    for wrong in ["k" * 21 + "K", "k" * 21, "static"]:
        assert (await client.get(f"/{wrong}/static/js/textual.js")).status == 403


async def test_the_page_asks_nothing_of_another_site(client):
    """A new user's finding: textual-serve's page loaded its font from
    fonts.googleapis.com — a request to Google from every phone at the table, and a
    broken font with no internet. Every address the page names is its own."""
    response = await client.get(f"/?token={TOKEN}")
    page = await response.text()
    assert response.status == 200 and "textual.js" in page
    assert "googleapis" not in page
    origin = str(client.make_url("/")).rstrip("/")
    for address in re.findall(r"""(?:href|src)=["']([^"']+)""", page):
        assert address.startswith(origin + "/"), address


async def test_a_cookie_lets_nobody_in(client):
    """Not even one carrying the token (the name an older view set)."""
    for name in ["preferans_tui_8000", "token"]:
        response = await client.get("/", cookies={name: TOKEN})
        assert response.status == 403


async def test_another_origin_is_refused_even_with_the_token(client):
    response = await client.get(f"/?token={TOKEN}",
                                headers={"Origin": "http://evil.example"})
    assert response.status == 403
    with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
        await client.ws_connect(f"/ws?token={TOKEN}",
                                headers={"Origin": "http://127.0.0.1:9999"})
    assert refused.value.status == 403
    assert not FakeService.made


async def test_websocket_without_the_token_403(client):
    with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
        await client.ws_connect("/ws?width=80&height=24")
    assert refused.value.status == 403
    assert not FakeService.made


async def test_the_command_is_the_servers_whatever_the_request_says(client, tmp_path):
    origin = f"http://{client.host}:{client.port}"
    ws = await client.ws_connect(
        f"/{TOKEN}/ws?width=80&height=24&file=/etc/passwd&command=rm%20-rf%20~&path=../x",
        headers={"Origin": origin, "X-File": "/etc/shadow"})
    await ws.send_json(["stdin", "q; touch /tmp/owned\r"])
    await ws.send_json(["resize", {"width": 40, "height": 30}])
    await ws.close()
    [service] = FakeService.made
    assert service.command == watch_command(tmp_path / "pulka.json")
    assert shlex.split(service.command) == [sys.executable, "-m", "preferans_tui", "watch",
                                            "--", str(tmp_path / "pulka.json")]
    for _ in range(600):  # the server's side of the close may come a moment later
        if client.served.sessions == 0:
            break
        await asyncio.sleep(0.05)
    assert client.served.sessions == 0


def test_watch_command_quotes_any_file_name(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for name in ["-rf", "a b.json", "x'; rm -rf ~; '.json", "$(reboot).json", "new\nline",
                 "`id`", "Пулька.json"]:
        argv = shlex.split(watch_command(Path(name)))
        assert argv == [sys.executable, "-m", "preferans_tui", "watch", "--",
                        str(tmp_path / name)]


async def test_one_viewer_too_many_gets_503(client, monkeypatch):
    monkeypatch.setattr(web_server, "MAX_SESSIONS", 1)
    first = await client.ws_connect(f"/ws?token={TOKEN}")
    await first.send_json(["ping", "1"])
    assert (await first.receive_json()) == ["pong", "1"]
    with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
        await client.ws_connect(f"/ws?token={TOKEN}")
    assert refused.value.status == 503
    await first.close()


async def test_a_plain_get_of_the_websocket_is_400_with_nothing_started(client, capsys):
    """``curl /ws?token=…`` (no websocket handshake): a clear 400, no visitor's process
    started, and no traceback printed on the scorekeeper's terminal."""
    answer = await client.get(f"/ws?token={TOKEN}")
    assert answer.status == 400 and "websocket" in await answer.text()
    assert FakeService.made == [] and client.served.sessions == 0
    assert "Traceback" not in capsys.readouterr().err
