"""The language the commands print in: ``--lang``, else the app's saved setting, else the
system's (:func:`~preferans_tui.ui.settings.command_language`); and the language of the
command line's help and its usage errors, chosen the same way before the arguments are
parsed (:func:`argv_language`)."""

from __future__ import annotations

import argparse
import os
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path


def lang_argument(parser: argparse.ArgumentParser) -> None:
    """``--lang en|ru``."""
    from ..texts import tr

    parser.add_argument("--lang", choices=("en", "ru"), help=tr("arg_lang"))


def use_language(given: str | None) -> None:
    """Print in ``given`` (``"en"``, ``"ru"``), else in the saved or the system's
    language."""
    from ..texts import set_language
    from ..ui.settings import command_language

    set_language(command_language(given))


def saved_language(given: str | None, folder: Path) -> str:
    """``given`` (``--lang``), else the language the app saved in the data folder
    ``folder``'s ``settings.json`` (F2), else the system's: what
    :func:`~preferans_tui.ui.settings.command_language` chooses.

    The setting is read with the standard library, as the app's ``Settings`` model reads
    it (an object whose ``language`` is ``"en"`` or ``"ru"``; anything else is no
    setting): ``stats``' answer from its last run and ``--help`` load no pydantic."""
    import json

    from ..storage.regular import read_regular
    from ..texts import system_language

    if given:
        return given
    path = folder / "settings.json"  # ui.settings.settings_path's (which loads pydantic)
    try:  # a FIFO or a link to /dev/zero in its place is not waited on, nor read forever
        saved = json.loads(read_regular(path, SETTINGS_LIMIT,
                                        refuse_larger=True)).get("language")
    except (OSError, ValueError, AttributeError):
        saved = None
    return saved if saved in ("en", "ru") else system_language()


SETTINGS_LIMIT = 1 * 2**20
"""The largest settings file read (``ui.settings.SETTINGS_BYTES``: 1 MiB)."""


def argv_language(argv: Sequence[str]) -> str:
    """The language of the help and the usage errors of the command line ``argv``, before
    it is parsed: its ``--lang en|ru`` (``--lang ru``, ``--lang=ru``), else the setting
    saved in its ``--data-dir``'s settings, else in the data folder's, else the system's
    (:func:`saved_language`). Loads no more than the standard library and, where neither
    ``--data-dir`` nor ``$PREFERANS_TUI_DATA`` names the folder, platformdirs."""
    given = _option(argv, "--lang")
    if given in ("en", "ru"):
        return given
    named = _option(argv, "--data-dir") or os.environ.get("PREFERANS_TUI_DATA")
    if named:
        folder = Path(named)
    else:
        import platformdirs

        folder = platformdirs.user_data_path("preferans-tui")
    return saved_language(None, folder)


def _option(argv: Sequence[str], name: str) -> str | None:
    """The value of the last ``name VALUE`` or ``name=VALUE`` before ``--``, or ``None``."""
    found = None
    for i, word in enumerate(argv):
        if word == "--":
            break
        if word == name and i + 1 < len(argv):
            found = argv[i + 1]
        elif word.startswith(name + "="):
            found = word[len(name) + 1:]
    return found


@contextmanager
def speaking(language: str) -> Iterator[None]:
    """Within: :func:`~preferans_tui.texts.tr` speaks ``language``; after, the language
    before (a command chooses its own, or speaks English, once its arguments are
    parsed)."""
    from ..texts import language as current
    from ..texts import set_language

    before = current()
    set_language(language)
    try:
        yield
    finally:
        set_language(before)
