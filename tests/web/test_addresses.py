"""Where ``serve`` says to open the view: the addresses a host listens on, as links, and
the lines it prints (the file name shown as text, the token in every link)."""

from __future__ import annotations

import socket
from collections import namedtuple

import psutil
import pytest

from preferans_tui.web.addresses import is_loopback, listening_addresses, url
from preferans_tui.web.server import startup_lines

Addr = namedtuple("Addr", "family address netmask broadcast ptp")
INTERFACES = {
    "lo": [Addr(socket.AF_INET, "127.0.0.1", None, None, None),
           Addr(socket.AF_INET6, "::1", None, None, None)],
    "wlan0": [Addr(socket.AF_INET, "192.168.1.20", None, None, None),
              Addr(socket.AF_INET6, "fe80::1%wlan0", None, None, None),
              Addr(socket.AF_INET6, "2001:db8::20", None, None, None),
              Addr(psutil.AF_LINK, "02:00:00:00:00:01", None, None, None)],
    "eth0": [Addr(socket.AF_INET, "10.0.0.5", None, None, None)],
}


@pytest.fixture
def interfaces(monkeypatch):
    monkeypatch.setattr(psutil, "net_if_addrs", lambda: INTERFACES)


@pytest.mark.parametrize(("host", "loopback"), [
    ("127.0.0.1", True), ("127.0.0.2", True), ("::1", True), ("localhost", True),
    ("0.0.0.0", False), ("::", False), ("192.168.1.20", False), ("table.local", False),
])
def test_is_loopback(host, loopback):
    assert is_loopback(host) is loopback


def test_every_ipv4_address_for_0_0_0_0_loopback_last(interfaces):
    assert listening_addresses("0.0.0.0") == ["192.168.1.20", "10.0.0.5", "127.0.0.1"]


def test_ipv6_wildcard_adds_global_ipv6_not_link_local(interfaces):
    assert listening_addresses("::") == ["192.168.1.20", "10.0.0.5", "2001:db8::20",
                                         "127.0.0.1", "::1"]


def test_a_named_host_is_listed_as_given(interfaces):
    assert listening_addresses("192.168.1.20") == ["192.168.1.20"]


def test_url():
    assert url("192.168.1.20", 8000, "token=abc") == "http://192.168.1.20:8000/?token=abc"
    assert url("2001:db8::20", 8080) == "http://[2001:db8::20]:8080/"


def test_lines_for_the_tables_network(interfaces, tmp_path):
    path = tmp_path / "friday.json"
    path.write_text("{}", encoding="utf-8")
    lines = startup_lines(path, "0.0.0.0", 8000, "TOKEN")
    assert lines[0].startswith("preferans-tui serve: friday.json, read-only")
    assert lines[1] == "Open on a phone or laptop on the same network:"
    assert lines[2:5] == ["  http://192.168.1.20:8000/?token=TOKEN",
                          "  http://10.0.0.5:8000/?token=TOKEN",
                          "  http://127.0.0.1:8000/?token=TOKEN"]
    assert lines[5].startswith("Anyone who has this link")
    assert lines[-1] == "Ctrl+C stops sharing."


def test_lines_for_this_computer_and_an_absent_file(tmp_path):
    lines = startup_lines(tmp_path / "a\x1b[2Jb.json", "127.0.0.1", 8001, "T")
    assert lines[0].startswith("preferans-tui serve: a\\x1b[2Jb.json, read-only")
    assert lines[1] == "  a\\x1b[2Jb.json does not exist yet: the view waits for it"
    assert lines[2:] == ["Open on this computer:", "  http://127.0.0.1:8001/?token=T",
                         "Ctrl+C stops sharing."]
