"""Quitting on a signal at any moment (issue 31.12): a form mounting when SIGTERM came
ended the app with a traceback and exit code 1 (the flaky
``test_sigterm_and_sighup_restore_the_terminal`` under load: 2 runs of 10 with the
signal right after ``a``)."""

from __future__ import annotations

import signal

from preferans_tui.ui.app import PreferansApp
from tests.opened import opened

from .conftest import PULKA1, copy_pulka


async def test_sigterm_while_a_form_mounts_quits_with_its_code_and_no_error(tmp_path):
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=3), tmp_path / "data")
    async with opened(app, size=(100, 30)):
        app.screen.action_new_hand("adjustment")  # the form is pushed, not yet mounted
        app.quit_on_signal(signal.SIGTERM)
    assert app.return_code == 128 + signal.SIGTERM
