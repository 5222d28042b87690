"""Answering a guarded question as a player does: read it first (issue 31.3)."""

from __future__ import annotations

from preferans_tui.ui.screens.typed_ahead import TYPED_AHEAD_SECONDS


async def read_the_question(pilot) -> None:
    """The player stops typing and reads: longer than a key typed ahead comes."""
    await pilot.pause(TYPED_AHEAD_SECONDS + 0.2)


async def drop_typed_hand(pilot, yes: str = "y") -> None:
    """Esc on a typed hand, the question read, ``yes`` (``y`` or ``д``): thrown away."""
    await pilot.press("escape")
    await pilot.pause()
    await read_the_question(pilot)
    await pilot.press(yes)
