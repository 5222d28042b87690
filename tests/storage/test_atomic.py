"""atomic_write_text: the old file survives any failure and no temporary file is left."""

from __future__ import annotations

import os
import stat

import pytest

from preferans_tui.storage import atomic
from preferans_tui.storage.atomic import atomic_write_text

OLD = '{"old": "старая пулька"}\n'
NEW = '{"new": "новая пулька"}\n'


@pytest.fixture
def pulka(tmp_path):
    path = tmp_path / "pulka.json"
    path.write_text(OLD, encoding="utf-8")
    return path


def test_writes_utf8_text(tmp_path):
    path = tmp_path / "new.json"
    atomic_write_text(path, NEW)
    assert path.read_bytes() == NEW.encode("utf-8")
    assert os.listdir(tmp_path) == ["new.json"]


def test_replaces_the_old_file(pulka):
    atomic_write_text(pulka, NEW)
    assert pulka.read_text(encoding="utf-8") == NEW
    assert os.listdir(pulka.parent) == ["pulka.json"]


def test_fsyncs_the_file_and_the_folder(pulka, monkeypatch):
    synced = []
    real_fsync = os.fsync

    def spy(fd):
        synced.append(os.path.isdir(f"/proc/self/fd/{fd}") if os.path.exists("/proc/self/fd")
                      else None)
        real_fsync(fd)

    monkeypatch.setattr(atomic.os, "fsync", spy)
    atomic_write_text(pulka, NEW)
    assert len(synced) == 2  # the temporary file, then the folder holding the rename
    if synced[0] is not None:
        assert synced == [False, True]


def _fail(*args, **kwargs):
    raise OSError(28, "No space left on device")


@pytest.mark.parametrize("step", ["replace", "fsync", "fdopen"])
def test_a_save_killed_halfway_leaves_the_old_file(pulka, monkeypatch, step):
    before = pulka.read_bytes(), pulka.stat().st_mtime_ns
    monkeypatch.setattr(atomic.os, step, _fail)
    with pytest.raises(OSError, match="No space left"):
        atomic_write_text(pulka, NEW)
    assert (pulka.read_bytes(), pulka.stat().st_mtime_ns) == before
    assert os.listdir(pulka.parent) == ["pulka.json"]  # no temporary file left


def test_an_interrupt_during_the_rename_leaves_the_old_file(pulka, monkeypatch):
    def interrupt(*args):
        raise KeyboardInterrupt

    monkeypatch.setattr(atomic.os, "replace", interrupt)
    with pytest.raises(KeyboardInterrupt):
        atomic_write_text(pulka, NEW)
    assert pulka.read_text(encoding="utf-8") == OLD
    assert os.listdir(pulka.parent) == ["pulka.json"]


def test_a_write_that_fails_midway_leaves_the_old_file(pulka, monkeypatch):
    """The disk fills after part of the text is written: the torn copy is thrown away."""
    real_fdopen = os.fdopen

    class HalfWriter:
        def __init__(self, f):
            self.f = f

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.f.close()

        def write(self, text):
            self.f.write(text[: len(text) // 2])
            self.f.flush()
            raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "fdopen", lambda *a, **k: HalfWriter(real_fdopen(*a, **k)))
    with pytest.raises(OSError):
        atomic_write_text(pulka, NEW * 1000)
    assert pulka.read_text(encoding="utf-8") == OLD
    assert os.listdir(pulka.parent) == ["pulka.json"]


def test_a_missing_folder_is_an_error_and_creates_nothing(tmp_path):
    with pytest.raises(FileNotFoundError):
        atomic_write_text(tmp_path / "gone" / "pulka.json", NEW)
    assert os.listdir(tmp_path) == []


def test_many_saves_in_a_row_keep_only_the_last(pulka):
    for i in range(50):
        atomic_write_text(pulka, f"{i}\n")
    assert pulka.read_text(encoding="utf-8") == "49\n"
    assert os.listdir(pulka.parent) == ["pulka.json"]


def test_a_save_keeps_the_files_permissions(tmp_path):
    path = tmp_path / "p.json"
    path.write_text("old", encoding="utf-8")
    os.chmod(path, 0o640)
    atomic_write_text(path, "new")
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o640
    assert path.read_text(encoding="utf-8") == "new"


def test_a_new_file_gets_the_usual_permissions(tmp_path):
    umask = os.umask(0o022)
    try:
        atomic_write_text(tmp_path / "new.json", "x")
    finally:
        os.umask(umask)
    assert stat.S_IMODE(os.stat(tmp_path / "new.json").st_mode) == 0o644  # 0666 − 022


def test_a_symlink_is_followed_and_kept(tmp_path):
    target = tmp_path / "target.json"
    target.write_text("old", encoding="utf-8")
    (tmp_path / "other").mkdir()
    link = tmp_path / "other" / "link.json"
    link.symlink_to(target)
    atomic_write_text(link, "new")
    assert link.is_symlink() and target.read_text(encoding="utf-8") == "new"
    assert not [p for p in (tmp_path / "other").iterdir() if p.name != "link.json"]


def test_a_file_marked_read_only_is_not_replaced(tmp_path, monkeypatch):
    """As root every file is writable, so ``os.access`` is made to answer as for a user."""
    path = tmp_path / "ro.json"
    path.write_text("old", encoding="utf-8")
    monkeypatch.setattr(atomic.os, "access", lambda p, mode: False)
    with pytest.raises(PermissionError):
        atomic_write_text(path, "new")
    assert path.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["ro.json"]


def test_a_killed_settings_writes_temporary_is_removed_at_the_next_write(tmp_path):
    """Issue 32.10: ``.settings.json.<hex>.tmp`` of an app killed while writing its
    settings stayed for good; the next write removes it (not one a live writer holds)."""
    from preferans_tui.ui.settings import Settings, save_settings, settings_path

    dead = tmp_path / ".settings.json.0badf00d.tmp"
    dead.write_text('{"language": ', encoding="utf-8")
    live_fd, live = atomic.create_temporary(settings_path(tmp_path))
    try:
        save_settings(tmp_path, Settings(language="ru"))
        assert not dead.exists() and os.path.exists(live)
    finally:
        os.close(live_fd)
        os.unlink(live)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]
