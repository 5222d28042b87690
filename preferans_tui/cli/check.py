"""``preferans-tui check FILE``: every problem of a pulka file (exit 1 if any)."""

from __future__ import annotations

import argparse
from pathlib import Path

from ..untrusted import visible_path
from ..views.printing import say
from .language import lang_argument, use_language
from .printed import printed


def arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path)
    lang_argument(parser)


def run(args: argparse.Namespace) -> int:
    """List the problems of ``args.file`` (1), or say it is a good pulka (0)."""
    use_language(args.lang)
    return printed(lambda: _check(args))


def _check(args: argparse.Namespace) -> int:
    from ..storage.check import check_bytes
    from ..storage.pulka_file import PulkaFileError, read_bytes
    from ..texts import said, tr, tr_count
    from ..views.history import pulka_count

    try:
        report = check_bytes(read_bytes(args.file), str(args.file))
    except PulkaFileError as exc:
        say(f"{exc.shown_source}: {tr_count('n_problems', 1)}\n  {said(exc.problems[0])}")
        return 1
    if report.problems:
        say(f"{visible_path(report.source)}: {tr_count('n_problems', len(report.problems))}")
        for problem in report.problems:
            say(f"  {said(problem)}")
        if report.skipped:
            *rest, last = map(str, report.skipped)
            if rest:
                say("  " + tr("skipped_hands", hands=", ".join(rest), last=last))
            else:
                say("  " + tr("skipped_hand", last=last))
        return 1
    assert report.pulka is not None
    say(f"{visible_path(args.file)}: {tr('check_ok', count=pulka_count(report.pulka))}")
    limit = report.model.deals_limit if report.model is not None else None
    if limit is not None and report.pulka.deals > limit:  # a valid pulka, not its event's
        say("  " + tr("check_over_limit", deals=report.pulka.deals, limit=limit))
    return 0
