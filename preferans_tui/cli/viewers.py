"""The commands that show a pulka without changing it: ``replay``, ``watch``, ``serve``.

Each loads its app (Textual) or its server only when it runs.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from ..untrusted import quoted
from .language import lang_argument
from .printed import printed

WATCH_DESCRIPTION = (
    "Show the pulka FILE read-only and redraw it each time the scorekeeper's app saves "
    "it. While the file is absent or not a valid pulka, the last good state stays on "
    "screen with 'waiting for the file'. Nothing is written; F2 English/Russian, Ctrl+Q "
    "quits."
)

SERVE_DESCRIPTION = (
    "Show the pulka FILE, read-only and live, in a web browser: every visitor gets the "
    "watch view of that one file, nothing else, and nothing is written. It prints the "
    "address to open, with a random access token; a request without the token gets 403. "
    "Anyone with that link can see the pulka while the server runs; Ctrl+C stops sharing."
)


def replay_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path)
    lang_argument(parser)


def run_replay(args: argparse.Namespace) -> int:
    """Step through ``args.file`` hand by hand (:mod:`preferans_tui.ui.replay_app`)."""
    from ..ui.replay_app import run_replay

    return run_replay(args.file, args.lang)


def watch_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, help="the pulka file to follow (read only)")
    parser.add_argument("--lang", choices=("en", "ru"),
                        help="the language of the view (default: the app's saved setting, "
                             "else the system's LANG); nothing is saved")


def run_watch(args: argparse.Namespace) -> int:
    """Follow ``args.file`` read-only (:mod:`preferans_tui.ui.watch_app`)."""
    from ..ui.watch_app import run_watch

    return run_watch(args.file, args.lang)


def serve_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=file_name, help="the pulka file to show (read only)")
    parser.add_argument("--host", default="127.0.0.1",
                        help="the address to listen on (default 127.0.0.1: this computer "
                             "only; 0.0.0.0: every network of this computer)")
    parser.add_argument("--port", type=port, default=8000, help="the port (default 8000)")
    parser.add_argument("--lang", choices=("en", "ru"),
                        help="the language the printed link (and its QR code) opens the "
                             "view in; the page switches it too (EN / RU)")


def run_serve(args: argparse.Namespace) -> int:
    """The watch view of ``args.file`` in a web browser (:mod:`preferans_tui.web.server`)."""
    from ..web.server import run_serve

    return printed(lambda: run_serve(args.file, args.host, args.port, args.lang))


def file_name(text: str) -> Path:
    """A file's name as given; an empty one is refused (``Path("")`` is the current
    folder, which ``serve`` would share without a word)."""
    if not text:
        raise argparse.ArgumentTypeError("an empty name: give the pulka file to share")
    return Path(text)


def port(text: str) -> int:
    """A TCP port, 1–65535."""
    if not text.isdigit() or not 1 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(f"a port is a number from 1 to 65535, not {quoted(text)}")
    return int(text)
