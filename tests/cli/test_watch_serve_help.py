"""``watch`` and ``serve`` are in ``--help``; a bad port is refused by name."""

from __future__ import annotations

import pytest

from preferans_tui.__main__ import main


def test_top_level_help_lists_watch_and_serve(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert "  watch   a read-only view of a pulka that follows its file" in out
    assert "  serve   the watch view in a web browser" in out


def test_serve_help_tells_the_defaults_and_the_token(capsys):
    with pytest.raises(SystemExit):
        main(["serve", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "--host HOST" in out and "default 127.0.0.1" in out
    assert "--port PORT" in out and "default 8000" in out
    assert "random access token" in out and "403" in out and "Ctrl+C stops sharing" in out


def test_watch_help(capsys):
    with pytest.raises(SystemExit):
        main(["watch", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "waiting for the file" in out and "Nothing is written" in out


@pytest.mark.parametrize("port", ["0", "65536", "http", "-1"])
def test_a_bad_port_is_refused(capsys, port):
    with pytest.raises(SystemExit) as done:
        main(["serve", "x.json", "--port", port])
    assert done.value.code == 2
    assert "a port is a number from 1 to 65535" in capsys.readouterr().err
