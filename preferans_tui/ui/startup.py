"""What the app reads at start-up, after its first frame: no Textual, safe in a thread.

:func:`read_startup` imports the rules core and storage (pydantic), finds the data
folder, reads the settings and the pulka file named on the command line. The app runs
it in a thread worker, so the opening screen keeps drawing and ``ctrl+q`` works while a
long pulka loads (issue 6); it never raises for a file or folder it cannot use, it
returns the error for the app to show.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..rules import Pulka
    from ..storage import PulkaFile, PulkaFileError
    from ..storage.encode import PulkaText
    from ..storage.lock import Stamp
    from .settings import Settings


@dataclass(frozen=True)
class Startup:
    """What :func:`read_startup` found.

    ``loaded``: the file's model and replayed pulka, or ``None`` (no file named, or it
    does not exist yet); ``error``: why the named file (or the data folder) cannot be
    used — then nothing else is to be trusted (the folder is ``Path()``, no settings).
    """

    data_folder: Path
    settings: Settings | None
    loaded: tuple[PulkaFile, Pulka] | None = None
    error: PulkaFileError | OSError | None = None
    stamp: Stamp | None = None
    """The file as it was before it was read: the app compares it with the file it locks."""
    text: PulkaText | None = None
    """The loaded pulka's hands encoded for saving (the first save then encodes only the
    new hand, :class:`~preferans_tui.storage.encode.PulkaText`)."""
    settings_damaged: str | None = None
    """Why the settings file there is damaged (:func:`~.settings.read_settings`): the
    app says so and never writes over it; ``None`` when it is fine or absent."""


def read_startup(pulka_path: Path | None, data_dir_override: Path | None) -> Startup:
    """The data folder (``storage.paths.data_dir``), the settings and the pulka file.

    Errors are returned in :attr:`Startup.error`, never raised: an unreadable or invalid
    file (:class:`~preferans_tui.storage.PulkaFileError`) or a folder or name the system
    refuses (:class:`OSError`, e.g. a data folder that is a file, a name too long).
    """
    from ..storage import PulkaFileError, load
    from ..storage.encode import PulkaText
    from ..storage.file_model import share_equal_parts
    from ..storage.lock import Stamp
    from ..storage.paths import data_dir
    from .settings import read_settings

    try:
        folder = data_dir(data_dir_override)
        settings, damaged = read_settings(folder)
        if pulka_path is None or _absent(pulka_path):
            return Startup(folder, settings, settings_damaged=damaged)
        stamp = Stamp.at(pulka_path)
        loaded = load(pulka_path)
        share_equal_parts(loaded[0])  # the app keeps the pulka open for the evening
        text = PulkaText()
        text.update(loaded[1])
        return Startup(folder, settings, loaded=loaded, stamp=stamp, text=text,
                       settings_damaged=damaged)
    except (PulkaFileError, OSError) as exc:
        return Startup(Path(), None, error=exc)


def _absent(path: Path) -> bool:
    """Whether there is no file at ``path`` yet (the start screen makes the pulka there).

    Raises:
        OSError: the system cannot even look (a symlink loop, a folder in the path that
            is a file, no permission): that file cannot be opened or made, and the app
            says why instead of offering a pulka it could never save.
    """
    try:
        path.stat()
    except FileNotFoundError:
        return True
    return False
