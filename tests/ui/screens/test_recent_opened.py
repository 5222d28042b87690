"""A pulka opened by its path, outside the data folder, is among the recent pulkas.

A new user opened ``preferans-tui /some/where/p3.json`` as the README suggests, left it
with Ctrl+O and found the recent list empty: only the data folder was listed. The app
now remembers the files it opened or started in ``settings.json`` (``recent``).
"""

from __future__ import annotations

import os
from datetime import UTC, datetime

from textual.widgets import OptionList

from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.sheet import SheetScreen
from preferans_tui.ui.screens.start import StartScreen
from preferans_tui.ui.settings import OpenedPulka, Settings, load_settings, save_settings
from tests.opened import opened
from tests.ui.conftest import PULKA1, PULKA2, copy_pulka
from tests.ui.screens.test_fast_typing import settle


async def test_a_pulka_opened_outside_the_data_folder_is_listed_and_opens_again(tmp_path):
    data, elsewhere = tmp_path / "data", tmp_path / "some" / "where"
    data.mkdir()
    elsewhere.mkdir(parents=True)
    older = copy_pulka(PULKA2, data)  # a pulka of the data folder, saved an hour ago
    os.utime(older, (older.stat().st_mtime - 3600,) * 2)
    path = copy_pulka(PULKA1, elsewhere, hands=3, name="p3.json")
    os.utime(path, (older.stat().st_mtime - 3600,) * 2)  # older still, but just opened
    app = PreferansApp(path, data)
    async with opened(app, size=(100, 30)) as pilot:
        assert isinstance(app.screen, SheetScreen)
        await pilot.press("ctrl+o")
        await settle(pilot)
        assert isinstance(app.screen, StartScreen)
        recent = app.screen.query_one("#recent", OptionList)
        # the pulka just left comes first, before the data folder's own
        assert [o.id for o in recent.options] == [str(path), str(older)]
        await pilot.press("ctrl+o", "enter")  # the recent pulkas: the first is highlighted
        await settle(pilot)
        assert isinstance(app.screen, SheetScreen)
        assert app.pulka_path == path and app.pulka is not None and len(app.pulka) == 3
    assert load_settings(data).recent[0].path == str(path)


async def test_a_vanished_pulka_is_not_listed_and_the_language_is_kept(tmp_path):
    gone = tmp_path / "gone.json"  # opened last, then moved away or deleted
    (tmp_path / "data").mkdir()
    kept = copy_pulka(PULKA1, tmp_path)
    now = datetime.now(UTC)
    save_settings(tmp_path / "data", Settings(language="en", recent=(
        OpenedPulka(path=str(gone), opened=now), OpenedPulka(path=str(kept), opened=now))))
    app = PreferansApp(None, tmp_path / "data")
    async with opened(app, size=(100, 30)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, StartScreen)
        recent = app.screen.query_one("#recent", OptionList)
        assert [o.id for o in recent.options] == [str(kept)]
        await pilot.press("f2")  # Russian: the recent pulkas are kept in the settings
        await settle(pilot)
    assert [p.path for p in load_settings(tmp_path / "data").recent] == [str(gone), str(kept)]
    assert load_settings(tmp_path / "data").language == "ru"


def test_the_settings_keep_the_latest_twenty_once_each(tmp_path):
    first = datetime(2026, 11, 29, 21, 0, tzinfo=UTC)
    settings = Settings(language="ru")
    for i in range(25):
        settings = settings.opening(tmp_path / f"p{i}.json", first.replace(minute=i))
    settings = settings.opening(tmp_path / "p10.json", first.replace(minute=30))
    names = [os.path.basename(p.path) for p in settings.recent]
    # p10 again first; then p24 … p5 (p0 … p4 fell off) without p10: 20 in all
    assert names == ["p10.json", *[f"p{i}.json" for i in range(24, 4, -1) if i != 10]]
    assert len(names) == 20 and settings.language == "ru"
    assert settings.opened_at()[str(tmp_path / "p10.json")] == first.replace(
        minute=30).timestamp()
    # a settings file edited by hand to hold more: its first twenty, the language kept
    many = Settings.model_validate({"language": "en", "recent": [
        {"path": f"/x/{i}.json", "opened": first.isoformat()} for i in range(30)]})
    assert [p.path for p in many.recent] == [f"/x/{i}.json" for i in range(20)]
