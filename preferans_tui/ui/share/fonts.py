"""The font the PNG is drawn with: DejaVu Sans Mono, which has Cyrillic, the box-drawing
characters and the suits (Debian's ``fonts-dejavu-core``, which ``.ci/run`` installs).

resvg loads only the files named here (no scan of the system's fonts), so the picture is
the same on every machine that has them.
"""

from __future__ import annotations

import os
from pathlib import Path

FONT_FAMILY = "DejaVu Sans Mono"
FONT_FILES = ("DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf")
FONT_DIRS = (Path("/usr/share/fonts/truetype/dejavu"), Path("/usr/share/fonts/TTF"),
             Path("/usr/share/fonts/dejavu"), Path("/usr/local/share/fonts"))
"""Where Debian (and Arch, Fedora, a hand install) put them; ``$PREFERANS_TUI_FONTS``
(a folder) is looked in first."""


class FontMissing(RuntimeError):
    """DejaVu Sans Mono is nowhere to be found: the message says what to install."""


def font_files() -> list[str]:
    """The paths of :data:`FONT_FILES` (the regular one at least).

    Raises:
        FontMissing: no folder holds ``DejaVuSansMono.ttf``.
    """
    given = os.environ.get("PREFERANS_TUI_FONTS")
    for folder in ([Path(given)] if given else []) + list(FONT_DIRS):
        found = [folder / name for name in FONT_FILES if (folder / name).is_file()]
        if found and found[0].name == FONT_FILES[0]:
            return [str(p) for p in found]
    raise FontMissing("the PNG needs the font DejaVu Sans Mono: install Debian's "
                      "fonts-dejavu-core (apt-get install fonts-dejavu-core), or set "
                      "PREFERANS_TUI_FONTS to a folder holding DejaVuSansMono.ttf")
