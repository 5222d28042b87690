"""``preferans-tui rules list|show NAME|export NAME FILE|import FILE [--as NAME]``: the
table's rules kept under a name, moved between laptops as a file (issue 30.3).

The sets live in the data folder (:mod:`preferans_tui.storage.rule_sets`); a pulka
keeps its own complete copy of its rules, so nothing here changes a pulka played.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..texts import tr
from ..untrusted import visible, visible_path
from ..views.printing import say
from .language import lang_argument, use_language
from .printed import printed


def arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--data-dir", type=Path, help=tr("arg_rules_data_dir"))
    lang_argument(parser)
    sub = parser.add_subparsers(dest="action", required=True, metavar="ACTION")
    sub.add_parser("list", help=tr("arg_rules_list"))
    show = sub.add_parser("show", help=tr("arg_rules_show"))
    show.add_argument("name")
    export = sub.add_parser("export", help=tr("arg_rules_export"))
    export.add_argument("name")
    export.add_argument("file", type=Path)
    imported = sub.add_parser("import", help=tr("arg_rules_import"))
    imported.add_argument("file", type=Path)
    imported.add_argument("--as", dest="as_name", metavar="NAME",
                          help=tr("arg_rules_as"))


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
    from ..texts import language, said

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
