"""The pulka file, version 1 (FORMAT.md), as pydantic models.

:func:`load` reads a file into a :class:`~preferans_tui.rules.Pulka` (replaying every
hand through the rules core) or raises :class:`PulkaFileError` listing every problem
with its hand number, field and rule. :func:`dump` writes the file back.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..rules import Hand, PulkaError, RuleOptions
from ..rules.sheet import Pulka

FORMAT_NAME = "preferans-pulka"
FORMAT_VERSION = 1


class PulkaFile(BaseModel):
    """One pulka file (FORMAT.md, "Top level"). Unknown keys anywhere are an error."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    format: Literal["preferans-pulka"]
    """Always ``"preferans-pulka"``."""
    version: Literal[1]
    """The format version; a higher one is refused naming both versions."""
    title: str | None = None
    created: str | None = None
    """ISO 8601 time the pulka was started (free text to the app)."""
    notes: str | None = None
    players: Annotated[list[str], Field(min_length=3, max_length=4)]
    """3 or 4 distinct names in seat order, clockwise."""
    rules: RuleOptions
    hands: list[Hand]


class _Header(BaseModel):
    """Just enough of a file to tell its format and version apart."""

    format: Any = None
    version: Any = None


class PulkaFileError(ValueError):
    """A pulka file that cannot be used. ``problems`` lists every problem found.

    Each problem reads like ``"hand 4, tricks: sum to 11, must be 10 (rule 3.5)"``;
    ``str(error)`` starts with the file name.
    """

    def __init__(self, source: str, problems: list[str]) -> None:
        self.source = source
        self.problems = problems
        super().__init__(f"{source}: " + "; ".join(problems))


def _where(loc: tuple[Any, ...]) -> str:
    parts = list(loc)
    if len(parts) >= 2 and parts[0] == "hands" and isinstance(parts[1], int):
        rest = [str(p) for p in parts[2:] if p not in ("game", "misere", "raspasy", "adjustment")]
        return f"hand {parts[1] + 1}" + (", " + ".".join(rest) if rest else "")
    return ".".join(str(p) for p in parts) or "file"


def _pydantic_problems(exc: ValidationError) -> list[str]:
    out = []
    for err in exc.errors():
        msg = err["msg"]
        if err["type"] == "extra_forbidden":
            msg = "unknown key (a typo must not change a score)"
        out.append(f"{_where(err['loc'])}: {msg}")
    return out


def loads(text: str | bytes, source: str = "<pulka>") -> tuple[PulkaFile, Pulka]:
    """Parse the text of a pulka file and replay its hands.

    Returns the file model and the :class:`Pulka` built from it.

    Raises:
        PulkaFileError: not JSON, another format, a newer version, unknown keys, bad
            values, or a hand the rules refuse (named by number, field and rule).
    """
    try:
        header = _Header.model_validate_json(text)
    except ValidationError:
        try:
            json.loads(text)
        except (ValueError, UnicodeDecodeError) as exc:
            raise PulkaFileError(source, [f"not a JSON document ({exc})"]) from None
        raise PulkaFileError(source, ["not a pulka file: the top level is not an object"]) from None
    if header.format != FORMAT_NAME:
        raise PulkaFileError(source, [f"not a pulka file: format is {header.format!r}, "
                                      f"expected {FORMAT_NAME!r}"])
    if isinstance(header.version, int) and header.version > FORMAT_VERSION:
        raise PulkaFileError(source, [f"file version {header.version} is newer than this "
                                      f"program's version {FORMAT_VERSION}; update preferans-tui"])
    try:
        model = PulkaFile.model_validate_json(text)
    except ValidationError as exc:
        raise PulkaFileError(source, _pydantic_problems(exc)) from None
    try:
        pulka = Pulka(model.players, model.rules, model.hands)
    except PulkaError as exc:
        raise PulkaFileError(source, [str(exc)]) from None
    return model, pulka


def load(path: Path) -> tuple[PulkaFile, Pulka]:
    """Read and check the pulka file at ``path`` (see :func:`loads`).

    Raises:
        PulkaFileError: the file cannot be read or is not a valid pulka.
    """
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise PulkaFileError(str(path), [f"cannot read the file: {exc.strerror or exc}"]) from None
    if not data.strip():
        raise PulkaFileError(str(path), ["the file is empty"])
    return loads(data, str(path))


def to_file(pulka: Pulka, *, title: str | None = None, created: str | None = None,
            notes: str | None = None) -> dict[str, Any]:
    """The JSON object of a pulka file for ``pulka`` (FORMAT.md)."""
    out: dict[str, Any] = {"format": FORMAT_NAME, "version": FORMAT_VERSION}
    for key, value in (("title", title), ("created", created), ("notes", notes)):
        if value is not None:
            out[key] = value
    out["players"] = list(pulka.players)
    out["rules"] = pulka.options.to_file()
    out["hands"] = [h.model_dump(mode="json", exclude_defaults=True) for h in pulka.hands]
    return out


def dump(pulka: Pulka, **meta: str | None) -> str:
    """The text of a pulka file for ``pulka`` (UTF-8 JSON, indented, one trailing newline)."""
    return json.dumps(to_file(pulka, **meta), ensure_ascii=False, indent=1) + "\n"
