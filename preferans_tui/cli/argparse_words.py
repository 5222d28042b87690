"""argparse's own words (``usage:``, ``options``, ``the following arguments are required``)
in the command language, from the project's catalogues (``argparse_*`` messages).

argparse asks the standard :func:`gettext.gettext` for its words, in the process's
global domain and the system's locale, not in the language ``--lang`` or the settings
chose; putting a translation under it would mean changing the standard library's
``argparse._`` or the environment's ``LANGUAGE``. Instead :class:`Parser` and its
formatter (:class:`HelpFormatter`, :class:`RawDescriptionHelpFormatter`) map argparse's
English messages through :func:`~preferans_tui.texts.tr` where argparse shows them: the
usage line's prefix, the headings of the help's sections, the ``-h`` line and the
message of :meth:`Parser.error` (the documented hook for what a bad command line
prints). A message is known by its English text, its gettext id in ``argparse.py``
(:data:`MESSAGES`); a message not there, or phrased otherwise by another Python
version, is shown as argparse wrote it.

Only the standard library is imported here (``--help`` starts without Textual).
"""

from __future__ import annotations

import argparse
import re
import sys
from functools import cache
from typing import Any, NoReturn

from ..texts import tr, tr_count

MESSAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "the following arguments are required: %s": ("argparse_required", ("names",)),
    "unrecognized arguments: %s": ("argparse_unrecognized", ("names",)),
    "one of the arguments %s is required": ("argparse_one_required", ("names",)),
    "not allowed with argument %s": ("argparse_not_allowed", ("name",)),
    "ignored explicit argument %r": ("argparse_ignored_explicit", ("value",)),
    "invalid choice: %(value)r (choose from %(choices)s)": ("argparse_invalid_choice",
                                                            ("value", "choices")),
    "invalid int value: %(value)r": ("argparse_invalid_int", ("value",)),
    "invalid %(type)s value: %(value)r": ("argparse_invalid_value", ("type", "value")),
    "expected one argument": ("argparse_expected_one", ()),
    "expected at most one argument": ("argparse_expected_at_most_one", ()),
    "expected at least one argument": ("argparse_expected_at_least_one", ()),
    "expected %s arguments": ("argparse_expected_n", ("n",)),
    "expected %s argument": ("argparse_expected_n", ("n",)),
    "ambiguous option: %(option)s could match %(matches)s": ("argparse_ambiguous",
                                                             ("option", "matches")),
}
"""argparse's error messages (its gettext ids, Python 3.11–3.13) → the catalogue's id
and the names of its fields, in the order of the id's ``%`` fields. ``expected %s
argument(s)`` is a count (:func:`~preferans_tui.texts.tr_count`)."""

ARGUMENT = "argument %(argument_name)s: %(message)s"
"""argparse's message about one argument: the argument's name, then one of
:data:`MESSAGES` (or the message of a type's ``ArgumentTypeError``, ours already)."""

HEADINGS = {"positional arguments": "argparse_positionals", "options": "argparse_options"}
"""argparse's headings of the help's sections → the catalogue's id."""

HELP_LINE = "show this help message and exit"
"""argparse's words for ``-h, --help``."""

_FIELD = re.compile(r"%(?:\((\w+)\))?[sr]")


def _pattern(msgid: str) -> re.Pattern[str]:
    """The messages argparse makes of ``msgid``: each ``%s``, ``%r``, ``%(name)s`` a
    group, the rest as it is (``the following arguments are required: (.+)``)."""
    parts = _FIELD.split(msgid)  # text, name or None, text, …
    return re.compile("".join(re.escape(part) if i % 2 == 0 else "(.+?)"
                              for i, part in enumerate(parts)) + r"\Z", re.DOTALL)


@cache
def _patterns() -> tuple[re.Pattern[str], list[tuple[re.Pattern[str], str, tuple[str, ...]]]]:
    """:data:`ARGUMENT`'s pattern and each of :data:`MESSAGES`' with its id and fields,
    made on the first error (``--help`` makes none)."""
    return _pattern(ARGUMENT), [(_pattern(msgid), key, names)
                                for msgid, (key, names) in MESSAGES.items()]


def said_by_argparse(message: str) -> str:
    """argparse's error ``message`` in the current language: one of :data:`MESSAGES`,
    or one of them about an argument (:data:`ARGUMENT`); any other as it is."""
    argument, patterns = _patterns()
    about = argument.match(message)
    if about:
        name, inner = about.groups()
        return tr("argparse_argument", name=name, message=said_by_argparse(inner))
    for pattern, key, names in patterns:
        found = pattern.match(message)
        if found:
            values = dict(zip(names, found.groups(), strict=True))
            if key == "argparse_expected_n":
                return tr_count(key, int(values["n"]))
            return tr(key, **values)
    return message


class HelpFormatter(argparse.HelpFormatter):
    """argparse's formatter, its own words (the usage prefix, the section headings, the
    ``-h`` line) in the current language."""

    def add_usage(self, usage: str | None, actions: Any, groups: Any,
                  prefix: str | None = None) -> None:
        super().add_usage(usage, actions, groups,
                          tr("argparse_usage") if prefix is None else prefix)

    def start_section(self, heading: str | None) -> None:
        key = HEADINGS.get(heading or "")
        super().start_section(tr(key) if key else heading)

    def add_argument(self, action: argparse.Action) -> None:
        if action.help == HELP_LINE:  # a copy with its words: the parser's stays as it is
            words = object.__new__(type(action))
            vars(words).update(vars(action), help=tr("argparse_help"))
            action = words
        super().add_argument(action)


class RawDescriptionHelpFormatter(HelpFormatter, argparse.RawDescriptionHelpFormatter):
    """:class:`HelpFormatter` keeping the description's and the epilog's lines."""


class Parser(argparse.ArgumentParser):
    """An :class:`argparse.ArgumentParser` speaking the current language: its formatter
    is :class:`HelpFormatter` unless another is given, and :meth:`error` says argparse's
    message in the current language (:func:`said_by_argparse`). The subcommands' parsers
    are of this class too (argparse makes them of their parent's)."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", HelpFormatter)
        super().__init__(**kwargs)

    def error(self, message: str) -> NoReturn:
        """The usage and ``PROG: error: MESSAGE`` on standard error, then exit 2 (as
        argparse's, in the current language)."""
        self.print_usage(sys.stderr)
        self.exit(2, tr("argparse_error", prog=self.prog,
                        message=said_by_argparse(message)) + "\n")
