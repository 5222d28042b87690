"""``preferans-tui export FILE [--format png|svg|html|txt] [-o OUT] [--lang en|ru]``: the
evening as one picture a phone shows whole (the sheet, the settlement, title, date and
players), a page, or a chat message (issue 30.1)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..texts import tr
from ..untrusted import visible, visible_path
from ..views.printing import say
from .language import lang_argument, use_language
from .printed import printed

BINARY = frozenset({"png"})
"""The formats whose bytes are no text: never written to a terminal (``-o -``)."""


def arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path)
    parser.add_argument("--format", choices=("png", "svg", "html", "txt"),
                        help=tr("arg_export_format"))
    parser.add_argument("-o", "--output", type=Path, metavar="OUT",
                        help=tr("arg_export_output"))
    lang_argument(parser)


def run(args: argparse.Namespace) -> int:
    """Write the export; 1, saying why on standard error, when nothing could be written."""
    use_language(args.lang)
    return printed(lambda: _export(args))


def _export(args: argparse.Namespace) -> int:
    from datetime import datetime

    from ..storage import PulkaFileError, load
    from ..texts import language, said, tr
    from ..ui.share.files import ExportRefused, FormatMismatch, format_of, write_export
    from ..ui.share.fonts import FontMissing
    from ..ui.share.parts import Evening

    try:
        fmt = format_of(args.output, args.format)
    except FormatMismatch as exc:
        words = tr("share_format_mismatch", suffix=visible(exc.suffix), given=exc.given)
        say(f"preferans-tui: {words}", sys.stderr)
        return 1
    except ExportRefused as exc:
        say(f"preferans-tui: {tr('share_format_refused', given=visible(str(exc)))}",
            sys.stderr)
        return 1
    if str(args.output) == "-" and fmt in BINARY and sys.stdout.isatty():
        say(f"preferans-tui: {tr('share_binary_terminal', format=fmt)}", sys.stderr)
        return 1
    try:
        model, pulka = load(args.file)
    except PulkaFileError as exc:
        say(f"preferans-tui: {exc.shown_source}: {said(exc.problems[0])}", sys.stderr)
        return 1
    out = args.output or args.file.with_suffix(f".{fmt}")
    try:
        modified = datetime.fromtimestamp(args.file.stat().st_mtime)
    except OSError:
        modified = None
    evening = Evening(pulka, model.title, model.created, modified, model.deals_limit)
    if str(out) == "-":  # standard output: the chat message to paste, a page to pipe
        from ..ui.share.formats import render

        try:
            data = render(evening, fmt, language())
        except FontMissing as exc:
            say(f"preferans-tui: {exc}", sys.stderr)
            return 1
        sys.stdout.flush()
        sys.stdout.buffer.write(data)
        return 0
    try:
        write_export(evening, fmt, out, language())
    except FontMissing as exc:
        say(f"preferans-tui: {exc}", sys.stderr)
        return 1
    except OSError as exc:
        reason = exc.strerror or str(exc)
        say(f"preferans-tui: {tr('share_write_failed', path=visible_path(str(out)), error=reason)}",
            sys.stderr)
        return 1
    say(tr("share_written", path=visible_path(str(out))))
    return 0
