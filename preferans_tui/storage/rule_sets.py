"""The table's rules kept under a name («Наш клуб», "Friday"), listed with the presets
(issue 30.3): ``rule-sets.json`` in the data folder, beside the settings, written
atomically (:func:`~.atomic.atomic_write_text`).

A saved set is a copy of every option (:meth:`RuleOptions.to_file`); a pulka started
with it stores its own complete copy too (SPEC §13.3), so renaming, replacing or
removing a set never changes a pulka already played. One set moves between laptops as a
file of its own (``{"format": "preferans-rules", "version": 1, "name": …, "rules": …}``).

Errors: :class:`RuleSetError` names what is wrong (``name``: empty, hidden characters,
a preset's name, one already taken; ``file``: not a rules file), and nothing is written.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Final

from pydantic import ValidationError

from ..rules import RuleOptions
from ..rules.players import text_problem
from ..rules.presets import Variant
from .atomic import atomic_write_text
from .json_file import JsonFileError, read_json
from .paths import data_dir

RULE_SETS_FILE: Final = "rule-sets.json"
FORMAT: Final = "preferans-rules"
VERSION: Final = 1
NAME_LIMIT: Final = 40
"""The longest name of a set, in characters (it is listed beside the presets)."""
FILE_BYTES: Final = 4 * 1024 * 1024
"""A rules file (or the list of sets) larger than this is not ours."""


class RuleSetError(ValueError):
    """A name or a file refused: ``code`` says why (a message id of the interface:
    ``rules_name_empty``, ``rules_name_hidden``, ``rules_name_preset``,
    ``rules_name_taken``, ``rules_name_long``, ``rules_unknown``, ``rules_not_a_file``),
    ``values`` fills it in."""

    def __init__(self, code: str, **values: str) -> None:
        super().__init__(code)
        self.code = code
        self.values = values


def checked_name(name: str, taken: list[str] | None = None) -> str:
    """``name`` stripped, if a set may be called so: not empty, at most
    :data:`NAME_LIMIT` characters, no hidden character, not a preset's id (``sochi``),
    and none of ``taken`` (case aside).

    Raises:
        RuleSetError: naming what is wrong.
    """
    name = name.strip()
    if not name:
        raise RuleSetError("rules_name_empty")
    if len(name) > NAME_LIMIT:
        raise RuleSetError("rules_name_long", most=str(NAME_LIMIT))
    if text_problem(name, NAME_LIMIT) is not None or "\n" in name or "\t" in name:
        raise RuleSetError("rules_name_hidden")
    if name.casefold() in {v.value for v in Variant}:
        raise RuleSetError("rules_name_preset", name=name)
    if any(name.casefold() == other.casefold() for other in taken or ()):
        raise RuleSetError("rules_name_taken", name=name)
    return name


def _file(folder: Path | None, *, create: bool = False) -> Path:
    """The sets' file of data folder ``folder``; the folder is made only for a write
    (``create``): reading the sets (``settle``, ``check``) leaves no folder behind."""
    return data_dir(folder, create=create) / RULE_SETS_FILE


def saved_sets(folder: Path | None = None) -> dict[str, RuleOptions]:
    """Every saved set, by name, in the order saved. A missing, damaged or foreign file
    gives none (as the settings do); a set whose rules no longer validate is left out."""
    path = _file(folder)
    try:
        data = read_json(path, FILE_BYTES)
        sets = data["sets"] if data.get("format") == FORMAT else {}
    except (JsonFileError, TypeError, KeyError, AttributeError):
        return {}
    out: dict[str, RuleOptions] = {}
    for name, rules in (sets.items() if isinstance(sets, dict) else ()):
        try:
            out[checked_name(str(name), list(out))] = RuleOptions.model_validate(rules)
        except (RuleSetError, ValidationError, ValueError):
            continue
    return out


def _write(sets: dict[str, RuleOptions], folder: Path | None) -> None:
    body = {"format": FORMAT, "version": VERSION,
            "sets": {name: rules.to_file() for name, rules in sets.items()}}
    text = json.dumps(body, ensure_ascii=False, indent=1) + "\n"
    atomic_write_text(_file(folder, create=True), text)


def save_set(name: str, rules: RuleOptions, folder: Path | None = None, *,
             replace: bool = False) -> str:
    """Keep ``rules`` under ``name`` (checked: :func:`checked_name`); return the name.

    Raises:
        RuleSetError: the name is refused (taken, unless ``replace``).
        OSError: the data folder cannot be written (nothing changed).
    """
    sets = saved_sets(folder)
    taken = [n for n in sets if not (replace and n.casefold() == name.strip().casefold())]
    name = checked_name(name, taken)
    sets = {n: r for n, r in sets.items() if n.casefold() != name.casefold()}
    sets[name] = rules
    _write(sets, folder)
    return name


def find_set(name: str, folder: Path | None = None) -> tuple[str, RuleOptions]:
    """The saved set called ``name`` (case aside): its name as saved and its rules.

    Raises:
        RuleSetError: ``rules_unknown``.
    """
    for saved, rules in saved_sets(folder).items():
        if saved.casefold() == name.strip().casefold():
            return saved, rules
    raise RuleSetError("rules_unknown", name=name)


def set_file(name: str, rules: RuleOptions) -> str:
    """One set as the file :func:`read_set_file` reads (JSON, UTF-8)."""
    body = {"format": FORMAT, "version": VERSION, "name": name, "rules": rules.to_file()}
    return json.dumps(body, ensure_ascii=False, indent=1) + "\n"


def export_set(name: str, path: Path, folder: Path | None = None) -> str:
    """Write the saved set ``name`` to ``path`` (atomically); return its name as saved.

    Raises:
        RuleSetError: no set of that name.
        OSError: ``path`` cannot be written (nothing is left there).
    """
    saved, rules = find_set(name, folder)
    atomic_write_text(path, set_file(saved, rules))
    return saved


def read_set_file(path: Path) -> tuple[str, RuleOptions]:
    """The name and rules of a rules file (:func:`set_file`).

    Raises:
        RuleSetError: ``rules_not_a_file`` (not a regular file, too large, not JSON,
            nested far too deeply, not ours, rules that do not validate: ``reason`` says
            which); ``rules_file_failed``: the file cannot be read (``error``).
    """
    try:
        data: Any = read_json(path, FILE_BYTES)  # a FIFO, 100,000 brackets deep: refused
    except JsonFileError as exc:
        if exc.reason.code == "file_cannot_read":  # missing, no permission
            raise RuleSetError("rules_file_failed", error=exc.reason.params["error"]) from None
        raise RuleSetError("rules_not_a_file", reason=exc.reason) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RuleSetError("rules_not_a_file", reason=f'"format" is not "{FORMAT}"')
    if data.get("version") != VERSION:
        raise RuleSetError("rules_not_a_file", reason=f'"version" is not {VERSION}')
    try:
        rules = RuleOptions.model_validate(data.get("rules"))
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first.get("loc", ()))
        raise RuleSetError("rules_not_a_file",
                           reason=f"rules.{where}: {first.get('msg', '')}".rstrip(". :")
                           ) from None
    return str(data.get("name", "")), rules


def import_set(path: Path, folder: Path | None = None, name: str | None = None) -> str:
    """Keep the set of the rules file ``path`` under its own name (or ``name``).

    Raises:
        RuleSetError: not a rules file, or the name is refused (taken: nothing changes).
        OSError: the file cannot be read, or the data folder written.
    """
    given, rules = read_set_file(path)
    return save_set(name if name is not None else given, rules, folder)
