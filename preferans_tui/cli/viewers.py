"""The commands that show a pulka without changing it: ``replay``, ``watch``, ``serve``.

Each loads its app (Textual) or its server only when it runs.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from ..texts import tr
from ..untrusted import quoted
from .language import lang_argument
from .printed import printed


def replay_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path)
    lang_argument(parser)


def run_replay(args: argparse.Namespace) -> int:
    """Step through ``args.file`` hand by hand (:mod:`preferans_tui.ui.replay_app`)."""
    from ..ui.replay_app import run_replay

    return run_replay(args.file, args.lang)


def watch_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, help=tr("arg_watch_file"))
    parser.add_argument("--lang", choices=("en", "ru"), help=tr("arg_watch_lang"))


def run_watch(args: argparse.Namespace) -> int:
    """Follow ``args.file`` read-only (:mod:`preferans_tui.ui.watch_app`)."""
    from ..ui.watch_app import run_watch

    return run_watch(args.file, args.lang)


def serve_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=file_name, help=tr("arg_serve_file"))
    parser.add_argument("--host", default="127.0.0.1", help=tr("arg_serve_host"))
    parser.add_argument("--port", type=port, default=8000, help=tr("arg_serve_port"))
    parser.add_argument("--lang", choices=("en", "ru"), help=tr("arg_serve_lang"))


def run_serve(args: argparse.Namespace) -> int:
    """The watch view of ``args.file`` in a web browser (:mod:`preferans_tui.web.server`)."""
    from ..web.server import run_serve

    return printed(lambda: run_serve(args.file, args.host, args.port, args.lang))


def file_name(text: str) -> Path:
    """A file's name as given; an empty one is refused (``Path("")`` is the current
    folder, which ``serve`` would share without a word)."""
    if not text:
        raise argparse.ArgumentTypeError(tr("arg_serve_empty_name"))
    return Path(text)


def port(text: str) -> int:
    """A TCP port, 1–65535."""
    if not text.isdigit() or not 1 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(tr("arg_serve_bad_port", text=quoted(text)))
    return int(text)
