"""Every command ends on SIGTERM and SIGHUP, and when its terminal goes (issues 31.12,
32.9): the app, ``replay`` and ``watch`` under a pseudo-terminal, ``serve`` as a user
starts it. (``settle``, ``check``, ``schema`` and ``stats`` only print: a signal's
default action ends them, with no terminal mode to put back.)

``replay`` outlived its terminal: with the tmux session killed it ran on, ignoring
SIGTERM, until ``kill -9``. Textual's input loop spun on the terminal's end of file, and
its output thread died on the first I/O error, after which a write blocked the event
loop — and its signal handlers — for good.
"""

from __future__ import annotations

import os
import signal
import sys
import time

import pytest

from tests.terminal import TerminalApp, wait_for

from .test_crash_recovery import PULKA1, SHOWN

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pty")

COMMANDS = [(), ("replay",), ("watch",)]


def started(tmp_path, command):
    path = tmp_path / "friday.json"
    path.write_bytes(PULKA1.read_bytes())
    return path, TerminalApp(path, tmp_path / "data", command)


@pytest.mark.parametrize("command", COMMANDS, ids=["app", "replay", "watch"])
def test_a_terminal_that_goes_ends_the_command(tmp_path, command):
    """The pty's other end closed (a window closed, tmux killed, ssh dropped): the
    command ends as on a hangup, 128 + SIGHUP, and the pulka file is as it was."""
    path, app = started(tmp_path, command)
    before = path.read_bytes()
    try:
        app.wait_for_text(SHOWN[command[0] if command else ""])
        app.hang_up()
        wait_for(lambda: app.proc.poll() is not None, "the command to end on its own")
        assert app.proc.returncode == 128 + signal.SIGHUP
    finally:
        app.close()
    assert path.read_bytes() == before


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP])
@pytest.mark.parametrize("command", COMMANDS, ids=["app", "replay", "watch"])
@pytest.mark.parametrize("delay", [0.0, 0.3, 0.8])
def test_a_signal_during_start_up_ends_the_command_with_its_code(tmp_path, sig, command,
                                                                  delay):
    """A signal before the handlers were in place (the imports, the file read, Textual
    starting) took its default action: the process died with the terminal raw. Now it
    ends with 128 + the signal whenever it comes, and whatever was switched on is off
    (only before the interpreter runs the command is the default action left: nothing
    is drawn then). The delays only vary the moment; nothing is timed."""
    import termios

    _, app = started(tmp_path, command)
    try:
        fd = os.open(app.tty, os.O_RDWR | os.O_NOCTTY)
        try:
            time.sleep(delay)
            app.proc.send_signal(sig)
            wait_for(lambda: app.proc.poll() is not None, "the command to end")
            app.settle()
            lflag = termios.tcgetattr(fd)[3]
        finally:
            os.close(fd)
        out = bytes(app.output)
        if app.proc.returncode == -sig:  # before Python ran a line of the command
            assert b"\x1b" not in out
        else:
            assert app.proc.returncode == 128 + sig
        if b"\x1b[?1049h" in out:
            assert out.rindex(b"\x1b[?1049l") > out.rindex(b"\x1b[?1049h")
        if b"\x1b[?1000h" in out:
            assert out.rindex(b"\x1b[?1000l") > out.rindex(b"\x1b[?1000h")
        assert lflag & termios.ICANON and lflag & termios.ECHO
        assert "Traceback" not in app.screen_text()
    finally:
        app.close()


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP])
def test_serve_ends_on_sigterm_and_sighup(tmp_path, sig):
    """``serve`` stopped on Ctrl+C and SIGTERM; SIGHUP (its terminal closed) killed it
    without a word, before it ended its viewers."""
    from tests.web.serving import serving

    path = tmp_path / "friday.json"
    path.write_bytes(PULKA1.read_bytes())
    with serving(path, tmp_path / "data") as served:
        served.process.send_signal(sig)
        served.process.wait(timeout=60)
        assert served.process.returncode == 0
    assert "stopped sharing friday.json" in served.said_last


HUNG_EXIT = """\
import time
import preferans_tui.ui.signals as signals
signals.GRACE_SECONDS = 1.0
def hang(self, number):
    time.sleep(3600)  # the event loop blocked: a terminal that stopped reading, say
signals.SignalQuitApp.quit_on_signal = hang
"""


def test_an_exit_that_hangs_still_ends_with_the_terminal_restored(tmp_path, monkeypatch):
    """The last resort: the event loop never comes back to the signal (here it sleeps
    in its handler); the process ends all the same after the grace, its terminal's
    modes put back by hand, exit code 128 + the signal (a grace of 1 s here)."""
    import termios

    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(HUNG_EXIT, encoding="utf-8")
    monkeypatch.setenv("PYTHONPATH", str(site))
    _, app = started(tmp_path, ("replay",))
    try:
        app.wait_for_text(SHOWN["replay"])
        fd = os.open(app.tty, os.O_RDWR | os.O_NOCTTY)
        try:
            app.proc.send_signal(signal.SIGTERM)
            wait_for(lambda: app.proc.poll() is not None, "the last resort to end it")
            app.settle()
            lflag = termios.tcgetattr(fd)[3]
        finally:
            os.close(fd)
        assert app.proc.returncode == 128 + signal.SIGTERM
        out = bytes(app.output)
        assert out.rindex(b"\x1b[?1049l") > out.rindex(b"\x1b[?1049h")
        assert out.rindex(b"\x1b[?1000l") > out.rindex(b"\x1b[?1000h")
        assert lflag & termios.ICANON and lflag & termios.ECHO
    finally:
        app.close()
