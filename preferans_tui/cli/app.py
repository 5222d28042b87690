"""``preferans-tui [FILE] [--data-dir DIR] [--club URL] [--lang en|ru]``: the app
(:mod:`preferans_tui.ui.app`)."""

from __future__ import annotations

import argparse
import os


def run_app(args: argparse.Namespace) -> int:
    """Open ``args.file`` (or the start screen) in the app; 130 for a ctrl+c before
    Textual takes the keyboard."""
    try:
        from ..ui.app import run_app

        # no club given: the app opens the settings' club, once it has read them
        return run_app(args.file, args.data_dir,
                       args.club or os.environ.get("PREFERANS_TUI_CLUB"), lang=args.lang)
    except KeyboardInterrupt:  # ctrl+c before Textual takes the keyboard
        return 130
