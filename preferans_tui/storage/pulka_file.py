"""The pulka file, version 1 (FORMAT.md), as pydantic models.

:func:`load` reads a file into a :class:`~preferans_tui.rules.Pulka` (replaying every
hand through the rules core) or raises :class:`PulkaFileError` listing every problem
with its hand number, field and rule. :func:`dump` writes the file back.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from ..rules import Hand, RuleOptions
from ..rules.players import TEXT_LIMIT, text_problem
from ..rules.sheet import Pulka
from ..rules.strict import ExactInt
from ..untrusted import visible, visible_path
from .encode import FORMAT_NAME, FORMAT_VERSION, PulkaText, file_head, hand_record


def _plain_text(value: str) -> str:
    """A free text of the file: the character rules of names, at most
    :data:`~preferans_tui.rules.players.TEXT_LIMIT` characters (FORMAT.md "Top level")."""
    problem = text_problem(value, TEXT_LIMIT)
    if problem:
        raise ValueError(problem)
    return value


PlainText = Annotated[str, AfterValidator(_plain_text)]
"""A title, ``created`` or notes: no control or invisible character, at most 200 long."""


class PulkaFile(BaseModel):
    """One pulka file (FORMAT.md, "Top level"). Unknown keys anywhere are an error."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    format: Literal["preferans-pulka"]
    """Always ``"preferans-pulka"``."""
    version: Annotated[Literal[1], ExactInt]
    """The format version; a higher one is refused naming both versions."""
    title: PlainText | None = None
    """The pulka's name, shown on the settlement and in the list of recent pulkas."""
    created: PlainText | None = None
    """ISO 8601 time the pulka was started (free text to the app)."""
    notes: PlainText | None = None
    """Free text; like every text of the file, one line without control characters."""
    players: Annotated[list[str], Field(min_length=3, max_length=4)]
    """3 or 4 distinct names in seat order, clockwise."""
    rules: RuleOptions
    hands: list[Hand]


class PulkaFileError(ValueError):
    """A pulka file that cannot be used. ``problems`` lists every problem found.

    Each problem reads like ``"hand 4, tricks: sum to 11, must be 10 (rule 3.5)"``;
    ``str(error)`` starts with the file name and quotes the first few problems. ``source``
    is the name as given; :attr:`shown_source`, the problems and ``str(error)`` are safe
    to print (:func:`~preferans_tui.untrusted.visible`).
    """

    SHOWN = 3
    """How many problems ``str(error)`` quotes; ``preferans-tui check`` lists them all."""

    def __init__(self, source: str, problems: list[str]) -> None:
        self.source = source
        self.problems = [visible(p) for p in problems]
        text = "; ".join(self.problems[: self.SHOWN])
        if len(problems) > self.SHOWN:
            text += f"; and {len(problems) - self.SHOWN} more (preferans-tui check lists them)"
        super().__init__(f"{self.shown_source}: {text}")

    @property
    def shown_source(self) -> str:
        """The file's name as :func:`~preferans_tui.untrusted.visible_path` shows it."""
        return visible_path(self.source)

    @property
    def tally(self) -> str:
        """``"1 problem"`` or ``"3 problems"``."""
        n = len(self.problems)
        return f"{n} problem{'' if n == 1 else 's'}"


def loads(text: str | bytes, source: str = "<pulka>") -> tuple[PulkaFile, Pulka]:
    """Parse the text of a pulka file and replay its hands.

    Returns the file model and the :class:`Pulka` built from it.

    Raises:
        PulkaFileError: empty, not UTF-8, not JSON, another format, a newer version,
            unknown keys, bad values, or hands the rules refuse — every problem found,
            each naming the hand number, the field and the rule.
    """
    from .check import check_bytes

    report = check_bytes(text, source)
    if report.problems or report.model is None or report.pulka is None:
        raise PulkaFileError(source, report.problems or ["not a valid pulka file"])
    return report.model, report.pulka


def peek(path: Path) -> PulkaFile | None:
    """The file's model (title, players, rules, hands) without replaying its hands, for
    a list of pulkas; ``None`` if it cannot be read or is not a pulka file (``load``
    says why)."""
    try:
        return PulkaFile.model_validate_json(read_bytes(path))
    except (PulkaFileError, ValueError):
        return None


def read_bytes(path: Path) -> bytes:
    """The bytes of the file at ``path``, for :func:`loads`.

    Raises:
        PulkaFileError: the file cannot be read (missing, a folder, a FIFO or device, no
            permission, far too large to be a pulka file); the file is never modified.
    """
    from .check import MAX_BYTES

    try:
        mode = os.stat(path).st_mode
        if not (stat.S_ISREG(mode) or stat.S_ISDIR(mode)):  # a FIFO would block forever
            raise PulkaFileError(str(path), ["cannot read the file: not a regular file"])
        with open(path, "rb") as f:
            data = f.read(MAX_BYTES + 1)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise PulkaFileError(str(path), [f"cannot read the file: {reason}"]) from None
    if len(data) > MAX_BYTES:
        raise PulkaFileError(str(path), [f"the file is larger than {MAX_BYTES // 2**20} MB; "
                                         f"not a pulka file"])
    return data


def load(path: Path) -> tuple[PulkaFile, Pulka]:
    """Read and check the pulka file at ``path`` (see :func:`loads`); only reads it.

    Raises:
        PulkaFileError: the file cannot be read or is not a valid pulka.
    """
    return loads(read_bytes(path), str(path))


def json_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of a pulka file, from the pydantic models.

    It states the shape (keys, types, allowed values); what depends on the table — who
    deals, tricks summing to 10 — only ``preferans-tui check`` can tell.
    """
    schema = PulkaFile.model_json_schema()
    return {"$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": f"urn:{FORMAT_NAME}:{FORMAT_VERSION}",
            **schema,
            "title": f"{FORMAT_NAME} file, version {FORMAT_VERSION}"}


def to_file(pulka: Pulka, *, title: str | None = None, created: str | None = None,
            notes: str | None = None) -> dict[str, Any]:
    """The JSON object of a pulka file for ``pulka`` (FORMAT.md)."""
    return {**file_head(pulka, title=title, created=created, notes=notes),
            "hands": [hand_record(h) for h in pulka.hands]}


def dump(pulka: Pulka, **meta: str | None) -> str:
    """The text of a pulka file for ``pulka`` (UTF-8 JSON, indented, one trailing newline;
    :class:`~.encode.PulkaText` encodes it again and again without encoding old hands)."""
    return PulkaText().encode(pulka, **meta).decode("utf-8")
