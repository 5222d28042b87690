"""The sheet's footer fits 80 columns: quit, help and the language key are never cut off
(a new user's 80-column terminal lost ``^q quit`` and ``F2``). In Russian it shows the
letters printed on a Russian keyboard (``т`` for ``n``, issue 12.14)."""

from __future__ import annotations

import pytest

from preferans_tui.ui.app import PreferansApp
from tests.opened import opened
from tests.ui.conftest import PULKA2, copy_pulka


@pytest.mark.parametrize("lang_keys", [[], ["f2"]], ids=["en", "ru"])
@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_sheet_footer_keys_all_visible(tmp_path, size, lang_keys):
    shown = await sheet_footer(tmp_path, 3, size, lang_keys)
    letters = ["т", "ь", "к", "г", "у", "ы"] if lang_keys else ["n", "m", "r", "u", "e", "s"]
    assert {"ctrl+q", "f1", "f2", *letters} <= shown


async def sheet_footer(tmp_path, hands: int | None, size: tuple[int, int],
                       lang_keys: list[str]) -> set[str]:
    """The keys the sheet's footer shows with the first ``hands`` of the 4-player example
    (``None``: all, finished), at ``size``, after ``lang_keys`` (F2: Russian)."""
    app = PreferansApp(copy_pulka(PULKA2, tmp_path, hands=hands), tmp_path)
    async with opened(app, size=size) as pilot:
        await pilot.pause()
        if lang_keys:
            await pilot.press(*lang_keys)
            await pilot.pause()
        return footer_keys(app, size)


def footer_keys(app, size: tuple[int, int]) -> set[str]:
    """The keys the footer shows, each checked to be wholly on the screen."""
    keys = list(app.screen.query("FooterKey"))  # the footer's keys, by their CSS type
    for key in keys:
        assert key.region.right <= size[0], key.key  # wholly on the screen
        assert key.region.width >= len(key.description) + 1, key.key
    return {k.key for k in keys}


@pytest.mark.parametrize("lang_keys", [[], ["f2"]], ids=["en", "ru"])
@pytest.mark.parametrize(("hands", "size", "leave_shown"), [
    (None, (80, 24), True), (3, (80, 24), False), (3, (100, 30), True)],
    ids=["finished-80", "mid-80", "mid-100"])
async def test_the_footer_offers_a_new_pulka(tmp_path, lang_keys, hands, size, leave_shown):
    """A finished pulka: Ctrl+O (a new pulka) in place of the keys of a deal, which only
    say it is finished; mid-pulka Ctrl+O where it fits beside them (the help lists it)."""
    shown = await sheet_footer(tmp_path, hands, size, lang_keys)
    assert ("ctrl+o" in shown) == leave_shown
    deal_keys = {"т", "ь", "к"} if lang_keys else {"n", "m", "r"}
    assert (deal_keys <= shown) == (hands is not None)
    assert {"ctrl+q", "f1", "f2", "u" if not lang_keys else "г"} <= shown


async def _replay_footer(size, lang_keys, keys) -> set[str]:
    from preferans_tui.storage import load
    from preferans_tui.ui.replay_app import ReplayApp

    model, pulka = load(PULKA2)
    app = ReplayApp(pulka, model.title)
    async with app.run_test(size=size) as pilot:
        await pilot.press(*lang_keys, *keys)
        await pilot.pause()
        return footer_keys(app, size)


async def _watch_footer(tmp_path, size, lang_keys) -> set[str]:
    from preferans_tui.ui.watch_app import WatchApp

    app = WatchApp(copy_pulka(PULKA2, tmp_path, hands=3), poll=0.05)
    async with app.run_test(size=size) as pilot:
        for _ in range(500):  # until the first read is on screen
            if app.reads:
                break
            await pilot.pause(0.01)
        await pilot.press(*lang_keys)
        await pilot.pause()
        return footer_keys(app, size)


async def _app_footer(tmp_path, size, lang_keys, keys, hands) -> set[str]:
    path = copy_pulka(PULKA2, tmp_path, hands=hands) if hands is not None else None
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=size) as pilot:
        await pilot.press(*lang_keys, *keys)
        await pilot.pause()
        return footer_keys(app, size)


@pytest.mark.parametrize("lang_keys", [[], ["f2"]], ids=["en", "ru"])
@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
@pytest.mark.parametrize("where", ["start", "settlement", "ledger", "replay",
                                   "replay-settlement", "watch"])
async def test_every_footer_lists_help_and_language(tmp_path, where, size, lang_keys):
    """The replay's footer left out F1 though F1 worked there: every screen with a footer
    lists quit, F1 (help) and F2 (language), wholly on screen, at 80 and 100 columns, in
    both languages (the sheet's: :func:`test_sheet_footer_keys_all_visible`)."""
    if where == "replay":
        shown = await _replay_footer(size, lang_keys, [])
    elif where == "replay-settlement":
        shown = await _replay_footer(size, lang_keys, ["right", "s"])
    elif where == "watch":
        shown = await _watch_footer(tmp_path, size, lang_keys)
    else:
        keys, hands = {"start": ([], None), "settlement": (["s"], 3),
                       "ledger": (["ctrl+l"], None)}[where]
        shown = await _app_footer(tmp_path, size, lang_keys, keys, hands)
    assert {"ctrl+q", "f1", "f2"} <= shown


@pytest.mark.parametrize("lang_keys", [[], ["f2"]], ids=["en", "ru"])
@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_a_finished_pulka_offers_an_adjustment(tmp_path, lang_keys, size):
    """After the end adjustments are the one entry left (SPEC §7.4): the footer lists
    ``a`` (``ф`` on the Russian layout), wholly on the screen at 80 columns; mid-pulka
    it is left out (the help lists it)."""
    adjust = "ф" if lang_keys else "a"
    (tmp_path / "mid").mkdir()
    assert adjust in await sheet_footer(tmp_path, None, size, lang_keys)
    assert adjust not in await sheet_footer(tmp_path / "mid", 3, size, lang_keys)
