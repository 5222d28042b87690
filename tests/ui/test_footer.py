"""The sheet's footer fits 80 columns: quit, help and the language key are never cut off
(a new user's 80-column terminal lost ``^q quit`` and ``F2``). In Russian it shows the
letters printed on a Russian keyboard (``т`` for ``n``, issue 12.14)."""

from __future__ import annotations

import pytest

from preferans_tui.ui.app import PreferansApp
from tests.opened import opened

from .conftest import PULKA2, copy_pulka


@pytest.mark.parametrize("lang_keys", [[], ["f2"]], ids=["en", "ru"])
@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_sheet_footer_keys_all_visible(tmp_path, size, lang_keys):
    app = PreferansApp(copy_pulka(PULKA2, tmp_path, hands=3), tmp_path)
    async with opened(app, size=size) as pilot:
        await pilot.pause()
        if lang_keys:
            await pilot.press(*lang_keys)
            await pilot.pause()
        keys = list(app.screen.query("FooterKey"))  # the footer's keys, by their CSS type
        shown = {k.key for k in keys}
        letters = ["т", "ь", "к", "г", "у", "ы"] if lang_keys else ["n", "m", "r", "u", "e", "s"]
        assert {"ctrl+q", "f1", "f2", *letters} <= shown
        for key in keys:
            assert key.region.right <= size[0], key.key  # wholly on the screen
            assert key.region.width >= len(key.description) + 1, key.key
