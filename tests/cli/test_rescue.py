"""Hands typed while saving fails are not lost on SIGTERM or SIGHUP (issue 32.1).

With the sheet saying NOT SAVED (a full disk), Ctrl+Q asks first, but a signal (the
window closed, an ssh drop, a logout) quit at once and the hands typed were lost (6 runs
of 6). Now: one more save; if it fails, the whole pulka goes to a rescue file — the
data folder's ``rescued/``, else the temporary folder — named on exit. The disk is
made "full" inside the app's own process: a ``sitecustomize`` on ``PYTHONPATH`` makes
every save of the pulka fail with ENOSPC while a flag file exists.
"""

from __future__ import annotations

import json
import signal
import sys
import textwrap
from pathlib import Path

import pytest

from preferans_tui.storage import load
from tests.terminal import TerminalApp, wait_for
from tests.ui.keys import keys_for

from .test_crash_recovery import PULKA1, same_sheet

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pty")

FULL_DISK = textwrap.dedent("""\
    import errno, os
    flag = os.environ.get("PREFERANS_TEST_DISK_FULL")
    if flag:
        import preferans_tui.storage.atomic as atomic
        real = atomic.atomic_replace
        def full(path, text):
            if os.path.exists(flag):
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
            return real(path, text)
        atomic.atomic_replace = full
""")


@pytest.fixture
def full_disk(tmp_path, monkeypatch):
    """The flag file: while it exists, the app's saves fail (No space left on device)."""
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(FULL_DISK, encoding="utf-8")
    flag = tmp_path / "disk-full"
    flag.touch()
    monkeypatch.setenv("PYTHONPATH", str(site))
    monkeypatch.setenv("PREFERANS_TEST_DISK_FULL", str(flag))
    monkeypatch.setenv("TMPDIR", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    return flag


def typed_while_full(tmp_path, sig):
    """Open a 2-hand pulka, type hands 3 and 4 (neither saved), send ``sig``; return
    the app (ended), the pulka's path, its bytes before, and the pulka as typed."""
    doc = json.loads(PULKA1.read_text(encoding="utf-8"))
    hands = doc["hands"]
    doc["hands"] = hands[:2]
    path = tmp_path / "friday.json"
    path.write_text(json.dumps(doc, ensure_ascii=False, indent=1), encoding="utf-8")
    before = path.read_bytes()
    _, pulka = load(path)
    return path, before, pulka, hands[2:4]


def run_and_signal(tmp_path, sig, *, space_back: Path | None = None):
    path, before, pulka, hands = typed_while_full(tmp_path, sig)
    app = TerminalApp(path, tmp_path / "data")
    try:
        app.wait_for_text("deal 3")
        for hand in hands:
            app.type(keys_for(pulka, hand))
            pulka.append(hand)
        app.wait_for_text("NOT SAVED")
        if space_back is not None:
            space_back.unlink()
        app.proc.send_signal(sig)
        wait_for(lambda: app.proc.poll() is not None, "the app to end",
                 lambda: app.screen_text()[-3000:])
        app.settle()
        return app, path, before, pulka
    finally:
        app.close()


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP])
def test_unsaved_hands_go_to_a_rescue_file_in_the_data_folder(tmp_path, full_disk, sig):
    app, path, before, pulka = run_and_signal(tmp_path, sig)
    assert app.proc.returncode == 128 + sig
    assert path.read_bytes() == before  # the pulka's own file: its last good save
    rescued = list((tmp_path / "data" / "rescued").iterdir())
    assert len(rescued) == 1 and rescued[0].name.startswith("friday.rescued-")
    _, kept = load(rescued[0])
    assert len(kept) == 4 and same_sheet(kept, pulka)  # hands 1-4, the typed ones too
    said = app.screen_text().split("\x1b[?1049l")[-1].replace("\r", "").replace("\n", "")
    assert "the whole pulka, every hand typed, is in" in said
    assert rescued[0].name in said


def test_a_rescue_that_the_data_folder_refuses_goes_to_the_temporary_folder(tmp_path,
                                                                            full_disk):
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "rescued").write_text("a file, not a folder", encoding="utf-8")
    app, path, before, pulka = run_and_signal(tmp_path, signal.SIGTERM)
    assert app.proc.returncode == 128 + signal.SIGTERM
    rescued = list((tmp_path / "tmp").glob("preferans-tui-friday.rescued-*.json"))
    assert len(rescued) == 1
    _, kept = load(rescued[0])
    assert same_sheet(kept, pulka)


def test_when_the_space_is_back_the_signal_saves_the_pulka_itself(tmp_path, full_disk):
    app, path, before, pulka = run_and_signal(tmp_path, signal.SIGTERM, space_back=full_disk)
    assert app.proc.returncode == 128 + signal.SIGTERM
    _, saved = load(path)
    assert same_sheet(saved, pulka)
    assert not (tmp_path / "data" / "rescued").exists()
