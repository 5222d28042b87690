"""Compiling the ``.po`` catalogues into the ``.mo`` that :mod:`gettext` reads, with Babel.

Used by the package build (``hatch_build.py`` loads this file by its path, before the
package is installed: it imports nothing of the package) and, in a source tree, when a
``.po`` was edited since (:mod:`.catalogues`). ``python -m preferans_tui.texts.compiling``
compiles every language (what ``pybabel compile -d preferans_tui/texts/locale -D
preferans_tui`` does, without its fuzzy and statistics options).
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po


def compile_po(po: str | os.PathLike[str], mo: str | os.PathLike[str]) -> None:
    """Write ``mo``, the compiled ``po``: to a temporary file first, then renamed, so
    that a reader never meets half a catalogue.

    Raises:
        OSError: ``po`` cannot be read or ``mo`` written.
        babel.messages.pofile.PoFileError: ``po`` is not a well-formed catalogue.
    """
    with open(po, "rb") as source:
        catalogue = read_po(source, abort_invalid=True)
    folder = os.path.dirname(os.fspath(mo))
    handle, temporary = tempfile.mkstemp(dir=folder, suffix=".mo.tmp")
    try:
        with os.fdopen(handle, "wb") as target:
            write_mo(target, catalogue, use_fuzzy=False)
        os.chmod(temporary, 0o644)  # mkstemp makes it 0600: every user reads the words
        os.replace(temporary, mo)
    except BaseException:
        os.unlink(temporary)
        raise


def compile_all(locale_dir: str | os.PathLike[str]) -> list[Path]:
    """Compile every ``*/LC_MESSAGES/*.po`` under ``locale_dir``; the ``.mo`` written."""
    written = []
    for po in sorted(Path(locale_dir).glob("*/LC_MESSAGES/*.po")):
        mo = po.with_suffix(".mo")
        compile_po(po, mo)
        written.append(mo)
    return written


if __name__ == "__main__":
    for path in compile_all(Path(__file__).parent / "locale"):
        print(path)
