"""What ``serve`` prints after its links (issue 30.2): on an address a phone can open, the
first link as a QR code; on this computer's own (``127.0.0.1``, the default), which no
phone can open, one line saying how to let the phones join instead. On a terminal the
code is drawn in fixed colours, so it scans on a light background as on a dark one."""

from __future__ import annotations

import io
import socket
from pathlib import Path

import psutil
import pytest
import segno

from preferans_tui.web import server
from preferans_tui.web.access import Access
from preferans_tui.web.server import (
    LIGHT_ON_DARK,
    NO_NETWORK_HINT,
    PHONES_HINT,
    PLAIN,
    QR_HEADING,
    WatchServer,
    coloured,
    qr_block,
    qr_lines,
)

from .test_addresses import INTERFACES, Addr


def test_on_the_tables_network_the_code_holds_the_first_link():
    block = qr_block("192.168.1.10", 8001, "T", "ru")
    assert block[0] == "Or point a phone's camera at this code (the first link):"
    assert block[1:] == qr_lines("http://192.168.1.10:8001/?token=T&lang=ru")
    assert len(block) < 40  # fits a terminal


def test_on_every_network_the_code_holds_the_tables_address(monkeypatch):
    monkeypatch.setattr(psutil, "net_if_addrs", lambda: INTERFACES)
    assert qr_block("0.0.0.0", 8000, "T")[1:] == qr_lines("http://192.168.1.20:8000/?token=T")


@pytest.mark.parametrize("host", ["127.0.0.1", "::1", "localhost"])
def test_on_this_computer_only_no_code_but_how_to_let_the_phones_join(host):
    """A new user's report: serve's default (127.0.0.1) printed a QR code of a link no
    phone can open."""
    assert qr_block(host, 8001, "T") == [
        "A phone cannot open these links: to let the players' phones join, serve on the "
        "table's network with --host 0.0.0.0 (a QR code is printed then)."]
    assert qr_block(host, 8001, "T")[0] == PHONES_HINT


def test_on_every_network_of_a_computer_on_none_no_code_but_the_wifi_hint(monkeypatch):
    monkeypatch.setattr(psutil, "net_if_addrs",
                        lambda: {"lo": [Addr(socket.AF_INET, "127.0.0.1", None, None, None)]})
    assert qr_block("0.0.0.0", 8000, "T") == [NO_NETWORK_HINT]
    assert NO_NETWORK_HINT.startswith("This computer is on no network")


def modules(rows: list[str]) -> list[list[bool]]:
    """The code's modules read back from its half-block rows, True for a light one: a
    block's upper half is the upper module, its lower half the lower one."""
    light_top = {"█": True, "▀": True, "▄": False, " ": False}
    light_bottom = {"█": True, "▄": True, "▀": False, " ": False}
    read: list[list[bool]] = []
    for row in rows:
        read.append([light_top[c] for c in row])
        read.append([light_bottom[c] for c in row])
    return read


def test_the_blocks_are_the_light_modules_quiet_zone_included():
    link = "http://192.168.1.10:8001/?token=T"
    code = segno.make(link, error="l")
    light = [[not dark for dark in row] for row in code.matrix_iter(border=4)]
    read = modules(qr_lines(link))
    assert read[:len(light)] == light
    assert all(not any(row) for row in read[len(light):])  # an odd height: a blank half row
    assert len(light) == code.symbol_size(border=4)[1]
    assert all(light[0]) and all(row[0] for row in light)  # the quiet zone: light


def test_on_a_terminal_the_code_is_white_on_black_the_rest_as_it_is():
    rows = qr_lines("http://192.168.1.10:8001/?token=T")
    for row in rows:
        assert coloured(row) == LIGHT_ON_DARK + row + PLAIN
    assert LIGHT_ON_DARK == "\x1b[38;5;231;48;5;16m"  # 231 #ffffff, 16 #000000 (xterm-256)
    assert PLAIN == "\x1b[0m"
    assert coloured(QR_HEADING) == QR_HEADING
    assert coloured("  http://127.0.0.1:8001/?token=T") == "  http://127.0.0.1:8001/?token=T"


class Terminal(io.StringIO):
    def __init__(self, tty: bool) -> None:
        super().__init__()
        self.tty = tty

    def isatty(self) -> bool:
        return self.tty


@pytest.mark.parametrize(("tty", "no_color", "colours"), [
    (True, None, True), (False, None, False), (True, "1", False)])
def test_announce_colours_the_code_on_a_terminal_only(monkeypatch, tmp_path, tty, no_color,
                                                      colours):
    """Piped (the app's ``w`` reads it) or with ``NO_COLOR``: plain rows."""
    monkeypatch.setattr(psutil, "net_if_addrs", lambda: INTERFACES)
    if no_color is None:
        monkeypatch.delenv("NO_COLOR", raising=False)
    else:
        monkeypatch.setenv("NO_COLOR", no_color)
    out = Terminal(tty)
    monkeypatch.setattr(server.sys, "stdout", out)
    WatchServer(Path(tmp_path / "p.json"), "0.0.0.0", 8000, Access()).announce()
    printed = out.getvalue().splitlines()
    heading = printed.index(QR_HEADING)
    assert printed[heading - 1] == "Ctrl+C stops sharing."
    rows = printed[heading + 1:]
    assert len(rows) > 20
    assert all(row.startswith(LIGHT_ON_DARK) and row.endswith(PLAIN) for row in rows) is colours
    assert all("\x1b" not in line for line in printed[:heading + 1])
