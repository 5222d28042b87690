"""Quitting on a signal at any moment (issue 31.12): a form mounting when SIGTERM came
ended the app with a traceback and exit code 1 (the flaky
``test_sigterm_and_sighup_restore_the_terminal`` under load: 2 runs of 10 with the
signal right after ``a``)."""

from __future__ import annotations

import signal

from preferans_tui.ui.app import PreferansApp
from tests.opened import opened
from tests.ui.conftest import PULKA1, copy_pulka


async def test_sigterm_while_a_form_mounts_quits_with_its_code_and_no_error(tmp_path):
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=3), tmp_path / "data")
    async with opened(app, size=(100, 30)):
        app.screen.action_new_hand("adjustment")  # the form is pushed, not yet mounted
        app.quit_on_signal(signal.SIGTERM)
    assert app.return_code == 128 + signal.SIGTERM


def test_a_signal_whose_exit_was_swallowed_still_ends_the_command_before_the_app():
    """Before the app's handlers, a signal raises SystemExit wherever Python is; raised
    in a ``__del__`` or a callback it is only printed. The signal is kept, and the app's
    handlers end the command instead of starting the app (a flaky start-up case)."""
    import pytest

    from preferans_tui.ui import ending
    from preferans_tui.ui.replay_app import ReplayApp
    from preferans_tui.ui.signals import signals_caught

    before = signal.getsignal(signal.SIGTERM)
    ending.PENDING.append(signal.SIGTERM)
    try:
        with pytest.raises(SystemExit) as info, signals_caught(ReplayApp.__new__(ReplayApp)):
            pytest.fail("the app would run")
    finally:
        ending.PENDING.clear()
    assert info.value.code == 128 + signal.SIGTERM
    assert signal.getsignal(signal.SIGTERM) is before
