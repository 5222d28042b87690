"""Which club a command uses: ``--club URL``, else ``$PREFERANS_TUI_CLUB``, else the club
chosen in the settings (``club use URL``, :attr:`~preferans_tui.ui.settings.Settings.club`),
and ``club use`` itself, which chooses it.

A stored club that cannot be used is said once on standard error and ignored; a URL is
only ever shown without its password (:func:`~preferans_tui.club.urls.shown_url`).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path


def _err(text: str) -> None:
    from ..views.printing import say

    say(f"preferans-tui: {text}", sys.stderr)


def settings_club(folder: Path) -> str | None:
    """The club chosen in the settings of the data folder ``folder``, or ``None``; a
    stored one that cannot be used is said on standard error and ignored."""
    from ..texts import tr
    from ..ui.settings import load_settings

    url, problem = load_settings(folder).club_url()
    if problem is not None:
        _err(tr("club_settings_unused", problem=problem))
    return url


def chosen_club(given: str | None, folder: Path) -> str | None:
    """``given`` (``--club``), else ``$PREFERANS_TUI_CLUB``, else :func:`settings_club`."""
    from ..club.urls import chosen_url

    return chosen_url(given) or settings_club(folder)


def use_arguments(use: argparse.ArgumentParser) -> None:
    """``club use [URL | --none] [--data-dir DIR]``."""
    from ..texts import tr

    use.add_argument("url", nargs="?", metavar="URL", help=tr("arg_use_url"))
    use.add_argument("--none", action="store_true", help=tr("arg_use_none"))
    use.add_argument("--data-dir", type=Path, help=tr("arg_use_data_dir"))
    from .language import lang_argument

    lang_argument(use)


def run_use(args: argparse.Namespace) -> int:
    """``club use``: store, forget or say the club of the settings; 0, 1 with the reason
    on standard error (a URL that is no club's, one with a password, a folder that cannot
    be written), 2 for both a URL and ``--none``."""
    from ..club.errors import NotADatabase
    from ..club.urls import ENV_CLUB, shown_url, storable_url
    from ..storage.paths import data_dir
    from ..texts import tr
    from ..ui.settings import load_settings, save_settings
    from ..untrusted import visible
    from ..views.printing import say

    if args.none and args.url is not None:
        _err(tr("club_use_both"))
        return 2
    try:
        folder = data_dir(args.data_dir)
        settings = load_settings(folder)
        if args.url is None and not args.none:
            url, problem = settings.club_url()
            if problem is not None:
                say(tr("club_settings_unused", problem=problem))
            else:
                say(tr("club_chosen", url=shown_url(url)) if url else tr("club_none_chosen"))
            if os.environ.get(ENV_CLUB):
                say(tr("club_env_first", var=f"${ENV_CLUB}",
                       url=shown_url(os.environ[ENV_CLUB])))
            return 0
        if args.none:
            save_settings(folder, settings.model_copy(update={"club": None}))
            say(tr("club_forgotten"))
            return 0
        try:
            url = storable_url(args.url)
        except NotADatabase as exc:
            _err(visible(str(exc)))
            return 1
        save_settings(folder, settings.model_copy(update={"club": url}))
    except BrokenPipeError:
        raise  # the reader went away (club use | head): main ends quietly
    except OSError as exc:
        from ..storage.paths import folder_trouble
        from ..texts import language

        _err(folder_trouble(exc, language()))
        return 1
    say(tr("club_chosen_now", url=shown_url(url)))
    return 0
