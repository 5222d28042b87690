"""Drive :class:`PreferansApp` with the Pilot once its pulka is open.

The app draws its first frame before it reads the settings and the pulka file
(issue 6): ``app.run_test()`` hands over the pilot while the opening screen is still up.
:func:`opened` and :func:`until_opened` wait until the sheet or the start screen has
replaced it (or the app has closed on a file it cannot use).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from textual.pilot import Pilot

from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.opening import OpeningScreen


async def until_opened(pilot: Pilot) -> None:
    """Pause until the app's opening screen is gone and the next screen is mounted."""
    app = pilot.app
    assert isinstance(app, PreferansApp)
    for _ in range(500):
        if app.return_code is not None:
            return
        if app.opened and not isinstance(app.screen, OpeningScreen) and app.screen.is_mounted:
            break
        await pilot.pause()
    else:
        raise AssertionError("the app did not open its pulka")
    await pilot.pause()


@asynccontextmanager
async def opened(app: PreferansApp, **run_test: Any) -> AsyncIterator[Pilot]:
    """``app.run_test(**run_test)``, yielding the pilot once the pulka is open."""
    async with app.run_test(**run_test) as pilot:
        await until_opened(pilot)
        yield pilot
