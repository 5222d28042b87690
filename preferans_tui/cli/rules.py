"""``preferans-tui rules list|show NAME|export NAME FILE|import FILE [--as NAME]``: the
table's rules kept under a name, moved between laptops as a file (issue 30.3).

The sets live in the data folder (:mod:`preferans_tui.storage.rule_sets`); a pulka
keeps its own complete copy of its rules, so nothing here changes a pulka played.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..untrusted import visible, visible_path
from ..views.printing import say
from .language import lang_argument, use_language
from .printed import printed

RULES_HELP = """\
The presets and the rules saved under a name (the start screen's "save these rules
as…"). export writes one set to a file, import keeps a set from such a file."""


def arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--data-dir", type=Path, help="the data folder (default: the user's)")
    lang_argument(parser)
    sub = parser.add_subparsers(dest="action", required=True, metavar="ACTION")
    sub.add_parser("list", help="the presets and the saved sets")
    show = sub.add_parser("show", help="every option of a preset or a saved set")
    show.add_argument("name")
    export = sub.add_parser("export", help="write a saved set to a file")
    export.add_argument("name")
    export.add_argument("file", type=Path)
    imported = sub.add_parser("import", help="keep the set of a rules file")
    imported.add_argument("file", type=Path)
    imported.add_argument("--as", dest="as_name", metavar="NAME",
                          help="keep it under this name instead of the file's")


def run(args: argparse.Namespace) -> int:
    """Run the action; 1 with a message on standard error when refused (nothing written)."""
    use_language(args.lang)
    return printed(lambda: _rules(args))


def _rules(args: argparse.Namespace) -> int:
    from ..rules import RuleOptions
    from ..rules.presets import Variant
    from ..storage.paths import DataFolderIsAFile
    from ..storage.rule_sets import (
        RuleSetError,
        export_set,
        find_set,
        import_set,
        saved_sets,
    )
    from ..texts import language, said, tr

    folder = args.data_dir
    try:
        if args.action == "list":
            for preset in Variant:
                say(f"{preset.value}  ({tr(f'st_variant_{preset.value}')})")
            for name, rules in saved_sets(folder).items():
                variant = tr(f"st_variant_{rules.variant.value}")
                say(f"{name}  ({tr('rules_saved_from', variant=variant)})")
            return 0
        if args.action == "show":
            try:
                rules = RuleOptions.preset(Variant(args.name.strip().lower()), 10)
                name = args.name.strip().lower()
            except ValueError:
                name, rules = find_set(args.name, folder)
            say(name)
            for option, value in rules.to_file().items():
                say(f"  {option}: {value}")
            return 0
        if args.action == "export":
            if args.name.strip().lower() in {v.value for v in Variant}:
                # a preset is on every laptop: only a table's own rules need carrying
                say(f"preferans-tui: {tr('rules_preset_everywhere', name=visible(args.name))}",
                    sys.stderr)
                return 1
            name = export_set(args.name, args.file, folder)
            say(tr("rules_exported", name=name, path=visible_path(str(args.file))))
            return 0
        name = import_set(args.file, folder, args.as_name)
        say(tr("rules_imported", name=name))
        return 0
    except RuleSetError as exc:
        values = {k: visible(said(v)) for k, v in exc.values.items()}  # a Reason: its words
        say(f"preferans-tui: {tr(exc.code, **values)}", sys.stderr)
        return 1
    except BrokenPipeError:
        raise  # the reader went away (rules list | head): main ends quietly
    except DataFolderIsAFile as exc:
        say(f"preferans-tui: {exc.text(language())}", sys.stderr)
        return 1
    except OSError as exc:
        say(f"preferans-tui: {tr('rules_file_failed', error=exc.strerror or str(exc))}",
            sys.stderr)
        return 1
