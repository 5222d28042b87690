"""Reading a pulka file and finding EVERY problem in it (FORMAT.md; ``preferans-tui check``).

:func:`check_bytes` never raises for bad input: whatever the bytes — empty, truncated,
not UTF-8, not JSON, another format, a newer version, unknown keys, hands the rules
refuse — it returns a :class:`CheckReport` whose ``problems`` name the hand and the
field. All pydantic errors are reported at once; a hand the rules refuse is skipped and
the hands after it are still checked (the deal order is picked up again at the next
dealt hand), so one bad hand does not hide the others.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pydantic import TypeAdapter, ValidationError

from ..collector import collector_paused
from ..rules import PulkaError, RuleOptions
from ..rules.errors import Problem
from ..rules.hands import HAND_MODELS
from ..rules.option_checks import FROM_FILE
from ..rules.players import validate_players
from ..rules.problems import causes, file_problem
from ..rules.reasons import Reason
from ..rules.sheet import Pulka
from ..untrusted import quoted
from .decode import Unreadable, check_header, decode, parse_json
from .file_model import FORMAT_VERSION, PulkaFile, PulkaHead

MAX_BYTES = 64 * 1024 * 1024
"""A pulka file is a few kilobytes; anything this big is not one (and is not read)."""


@dataclass
class CheckReport:
    """What checking one file found.

    ``problems`` is empty for a good file, and then ``model`` and ``pulka`` are set. A
    problem the rules or the file's model name is a :class:`~.rules.errors.Problem`: its
    English line, which ``.text("ru")`` gives in Russian; one the bytes cause (not UTF-8,
    not JSON) is a plain English line.
    ``skipped`` lists the 1-based numbers of hands left out of the replay (malformed or
    refused by the rules).
    """

    source: str
    problems: list[str] = field(default_factory=list)
    skipped: list[int] = field(default_factory=list)
    model: PulkaFile | None = None
    pulka: Pulka | None = None

    @property
    def ok(self) -> bool:
        """True when the file has no problem at all."""
        return not self.problems


class _CheckingPulka(Pulka):
    """A :class:`Pulka` that forgets who deals next after a skipped hand.

    Without it every hand after a refused one would also be refused for its dealer.
    """

    lost_dealer = False

    @property
    def next_dealer(self) -> str | None:
        """``None`` (anyone may deal) right after a skipped hand, else the usual."""
        return None if self.lost_dealer else super().next_dealer

    def append(self, hand: Any) -> Any:
        """Append as usual; a dealt hand picks the deal order up again."""
        result = super().append(hand)
        if result.dealer is not None:
            self.lost_dealer = False
        return result


def pydantic_problems(exc: ValidationError) -> list[str]:
    """One line per pydantic error: hand, field and rule (:func:`.rules.problems.file_problem`),
    each a :class:`~.rules.errors.Problem`."""
    out: list[str] = []
    for err in causes(exc.errors()):
        if err["loc"] == ("version",) and err["type"] == "missing":
            out.append(Problem(PulkaError(Reason("version_missing", version=FORMAT_VERSION),
                                          field="version")))
        elif err["loc"] == ("version",):
            out.append(Problem(PulkaError(Reason("version_wrong", version=FORMAT_VERSION,
                                                 value=quoted(err["input"])),
                                          field="version")))
        else:
            out.append(file_problem(err))
    return out


def _table(report: CheckReport, doc: dict[str, Any]) -> tuple[tuple[str, ...], RuleOptions] | None:
    """Players and rules, when both are valid (pydantic's errors are reported elsewhere);
    from the file's model when the whole file is valid."""
    if report.model is not None:
        players, options = report.model.players, report.model.rules
    else:
        try:
            players = TypeAdapter(list[str]).validate_python(doc.get("players"))
            options = RuleOptions.model_validate(doc.get("rules"), context=FROM_FILE)
        except ValidationError:
            return None
    try:
        return validate_players(players, from_file=True), options
    except PulkaError as exc:
        if not any(p.startswith("players") for p in report.problems):
            report.problems.append(Problem(exc))
        return None


def _replay(report: CheckReport, doc: dict[str, Any], malformed: set[int]) -> None:
    """Fold the well-formed hands, skipping (and reporting) each one the rules refuse."""
    table = _table(report, doc)
    hands = doc.get("hands")
    if table is None or not isinstance(hands, list):
        return
    pulka = _CheckingPulka(*table, from_file=True)
    for i, raw in enumerate(hands):
        if i in malformed:
            report.skipped.append(i + 1)
            pulka.lost_dealer = True
            continue
        try:
            pulka.append(raw if report.model is None else report.model.hands[i])
        except PulkaError as exc:  # numbered by the file, not by the hands kept
            report.problems.append(Problem(exc.at_hand(i + 1)))
            report.skipped.append(i + 1)
            pulka.lost_dealer = True
    report.pulka = pulka


def check_bytes(data: bytes | str, source: str = "<pulka>") -> CheckReport:
    """Check the bytes of a pulka file; never raises for bad input (see module doc).

    Parsing, validating and replaying build objects that all live on: the cyclic
    collector is paused meanwhile (:func:`~preferans_tui.collector.collector_paused`).
    """
    with collector_paused():
        return _check(data, source)


def _check(data: bytes | str, source: str) -> CheckReport:
    report = CheckReport(source)
    try:
        raw = data.encode("utf-8") if isinstance(data, str) else data
        text = decode(raw)
        doc = parse_json(text, raw)
        check_header(doc)
    except Unreadable as exc:
        report.problems.append(Problem(exc.reason))
        return report
    malformed: set[int] = set()
    try:
        report.model = PulkaFile.model_validate_json(text, context=FROM_FILE)
    except ValidationError as exc:
        report.problems += pydantic_problems(exc)
        malformed = {e["loc"][1] for e in exc.errors()
                     if len(e["loc"]) > 1 and e["loc"][0] == "hands"
                     and isinstance(e["loc"][1], int)}
    try:
        _replay(report, doc, malformed)
    except PulkaError as exc:  # pragma: no cover - players/rules were checked above
        report.problems.append(Problem(exc))
    if report.problems:
        report.pulka = None
        report.problems.sort(key=_hand_number)
        report.skipped.sort()
    return report


def valid_file(data: bytes | str) -> tuple[PulkaFile, Pulka] | None:
    """A valid file's model and replayed pulka, the quick way: the steps of
    :func:`check_bytes` for a file with no problem, without its bookkeeping for the
    problems of a bad one; ``None`` at the first problem (``check_bytes`` then finds
    them all).

    pydantic validates the document the parser built (checked for duplicate keys and the
    header), with the file's bytes and text already dropped, instead of parsing the text
    again: that second parse's transient was 3 MiB of the app's peak memory at 10,000
    hands (issue 16). Each hand is validated by the model of its kind, the rest of the
    document by :class:`~.file_model.PulkaHead`, and the two are put together without
    validating again (:meth:`~.file_model.PulkaFile.of_head`), so opening a file never
    builds :class:`~.file_model.PulkaFile`'s schema, which holds both (issue 16: ~10 M
    instructions of every start). Both readings accept the same files
    (``tests/storage/test_quick_read.py``).
    """
    with collector_paused():
        try:
            raw = data.encode("utf-8") if isinstance(data, str) else data
            tree = parse_json(decode(raw), raw)
            check_header(tree)
            del raw
            hands = tree.pop("hands", None)
            if not isinstance(hands, list):
                return None
            for i, record in enumerate(hands):  # each record's dict goes as its hand is made
                kind = record.get("kind") if isinstance(record, dict) else None
                if not (isinstance(kind, str) and kind in HAND_MODELS):
                    return None  # not a hand of any kind
                hands[i] = HAND_MODELS[kind].model_validate(record)
            model = PulkaFile.of_head(PulkaHead.model_validate(tree, context=FROM_FILE), hands)
            del tree, hands
            return model, Pulka(model.players, model.rules, model.hands, from_file=True)
        except (Unreadable, ValueError):  # pydantic's ValidationError and PulkaError too
            return None


def _hand_number(problem: str) -> int:
    """Sort key: problems of the whole file first, then by hand number."""
    if problem.startswith("hand "):
        digits = problem[5:].split(",")[0].split(":")[0]
        if digits.isdigit():
            return int(digits)
    return 0
