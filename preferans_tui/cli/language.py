"""The language ``settle``, ``check`` and ``replay`` print in: ``--lang``, else the app's
saved setting, else the system's (:func:`~preferans_tui.ui.settings.command_language`)."""

from __future__ import annotations

import argparse


def lang_argument(parser: argparse.ArgumentParser) -> None:
    """``--lang en|ru``."""
    parser.add_argument("--lang", choices=("en", "ru"),
                        help="the language to print in (default: the app's saved "
                             "setting, else the system's LANG)")


def use_language(given: str | None) -> None:
    """Print in ``given`` (``"en"``, ``"ru"``), else in the saved or the system's
    language."""
    from ..texts import set_language
    from ..ui.settings import command_language

    set_language(command_language(given))
