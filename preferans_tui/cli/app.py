"""``preferans-tui [FILE] [--data-dir DIR] [--club URL] [--lang en|ru]``: the app
(:mod:`preferans_tui.ui.app`)."""

from __future__ import annotations

import argparse
import os


def run_app(args: argparse.Namespace) -> int:
    """Open ``args.file`` (or the start screen) in the app; 130 for a ctrl+c before
    Textual takes the keyboard; 1, before anything is drawn, for a ``--club`` (or
    ``$PREFERANS_TUI_CLUB``) that names no club database (``ftp://x``): ``club use``'s
    check and message (:func:`~preferans_tui.club.urls.parse_url`), where the table
    played on with "club database NOT reached" and heard why only at quit."""
    try:
        club = args.club or os.environ.get("PREFERANS_TUI_CLUB")
        if club:
            from ..club.errors import NotADatabase
            from ..club.urls import parse_url

            try:
                parse_url(club)
            except NotADatabase as exc:
                import sys

                from ..untrusted import visible
                from ..views.printing import say

                say(f"preferans-tui: {visible(str(exc))}", sys.stderr)
                return 1
        from ..ui.app import run_app

        # no club given: the app opens the settings' club, once it has read them
        return run_app(args.file, args.data_dir, club, lang=args.lang)
    except KeyboardInterrupt:  # ctrl+c before Textual takes the keyboard
        return 130
