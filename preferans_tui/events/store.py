"""Events in the club database: made, their players, each round seated (its tables'
pulkas written as files and stored), their results taken, and their state read back.

Every change is one write transaction: a refused command (:class:`EventError`, the
message says why) leaves everything recorded as it was. The pure parts decide —
:mod:`.seating` the tables, :mod:`.standings` the ranking — this module only reads and
writes.
"""

from __future__ import annotations

import contextlib
import json
import os
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from fractions import Fraction
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, func, insert, select, update

from ..club.database import Club
from ..club.errors import ClubError, HandDisagrees, RulesDisagree
from ..club.players import name_key, now, player_of
from ..club.reading import PulkaRecord, pulka_record, read_pulka_file
from ..club.refusals import remember_error, remember_file_error, table_of_file
from ..club.schema import (
    event_absences,
    event_byes,
    event_players,
    event_tables,
    events,
    hand_changes,
    pulka_refusals,
    pulka_seats,
    pulkas,
    results,
)
from ..club.writing import store_pulka_in
from ..ledger import Aliases
from ..rules.players import look_alike, name_problem
from ..texts import said, tr, tr_count
from ..untrusted import quoted, visible
from .formulas import formula_of
from .seating import Seating, seat, table_sizes
from .spec import EventSpec
from .standings import Standing, TableResult, order_of, standings

STALE_MINUTES = 15
"""A table still playing that has stored nothing for this long is marked."""


class EventError(ClubError):
    """What an event command refuses (nothing was written)."""


class TableRefused(EventError):
    """A seated table's file refused as its result (its players not those seated there,
    or it names no pulka but is that table's file): ``pulka_id`` the table's pulka, whose
    refusal the club keeps for the director's screen (:mod:`..club.refusals`)."""

    def __init__(self, message: str, pulka_id: str) -> None:
        super().__init__(message)
        self.pulka_id = pulka_id


@dataclass(frozen=True)
class EventPlayer:
    """A player of the event: the club's ``id``, the ``name`` as entered, the order of
    entry and the first round he plays (a late arrival's is later than 1)."""

    id: str
    name: str
    entry: int
    from_round: int


@dataclass
class TableState:
    """One seated table as the database holds it now."""

    round: int
    table: int
    pulka_id: str
    players: tuple[str, ...]
    hands: int = 0
    deals: int = 0
    finished: bool = False
    whists: dict[str, Fraction] = field(default_factory=dict)
    last_stored: str = ""
    changed_hands: int = 0
    stale: bool = False
    refused: str | None = None
    """The club's last refusal of this table's file (its message), None if none since
    it last stored cleanly; ``refused_hand`` the hand that disagreed (None: the rules
    did, or the file was damaged), ``refused_at`` when (UTC, ISO 8601)."""
    refused_hand: int | None = None
    refused_at: str | None = None


@dataclass
class EventState:
    """An event read back: its spec, players, tables by round, byes, the standings."""

    name: str
    spec: EventSpec
    players: list[EventPlayer]
    tables: list[TableState]
    byes: list[tuple[int, str]]
    absences: list[tuple[int, str]]
    standings: list[Standing]

    @property
    def seated_rounds(self) -> int:
        """The last round seated (0: none yet)."""
        return max([t.round for t in self.tables] + [r for r, _ in self.byes], default=0)

    def round_tables(self, round_no: int) -> list[TableState]:
        return [t for t in self.tables if t.round == round_no]

    @property
    def playing(self) -> list[TableState]:
        """The seated tables still playing (of every round, in order): while there is
        one the standings are provisional (they count it as it stands)."""
        return [t for t in self.tables if not t.finished]

    def present(self, round_no: int) -> list[str]:
        """The players of round ``round_no``: joined by then and not marked away."""
        away = {p for r, p in self.absences if r == round_no}
        return [p.name for p in self.players if p.from_round <= round_no and p.id not in away]

    def byes_in(self, round_no: int) -> int:
        """How many sit out round ``round_no`` with a bye (:func:`~.seating.table_sizes`
        of its players present, the event's table size and fill)."""
        n = len(self.present(round_no))
        return table_sizes(n, self.spec.table_size, self.spec.fill)[1]  # type: ignore[arg-type]


def table_finished(status: str, deals: int, spec: EventSpec) -> bool:
    """A seated table has finished: the club's status of its pulka (``finished``: a
    complete game, :func:`~preferans_tui.ledger.complete.game_complete` — its pulya
    closed, or the event's deals all played, decided when it was stored) or, for a
    pulka stored before the status knew the event's length, its ``deals`` reaching the
    event's :attr:`~.spec.EventSpec.deals`."""
    return status == "finished" or (spec.deals is not None and deals >= spec.deals)


def create_event(club: Club, name: str, spec: EventSpec, players: Sequence[str],
                 aliases: Aliases | None = None) -> None:
    """Store the event ``name`` with ``players`` (in entry order).

    Raises:
        EventError: the name is taken, empty or not a name a table can show (the rules
            of a player's name, rule 1.2: :func:`event_name_problem`), a player's name
            one a table refuses (:func:`check_player_name`), a player named twice or
            two names alike but for look-alike letters, or fewer players than a table
            seats.
    """
    name = name.strip()
    problem = event_name_problem(name)
    if problem:
        raise EventError(tr("ev_err_event_name", problem=said(problem)))
    for player in players:
        check_player_name(name, player)
    keys = [name_key(p) for p in players]
    twice = sorted({p for p, k in zip(players, keys, strict=True) if keys.count(k) > 1})
    if twice:
        raise EventError(tr("ev_err_twice", name=name, players=", ".join(twice)))
    for i, a in enumerate(players):
        for b in players[i + 1:]:
            _refuse_alike(name, a, b)
    if len(players) < spec.table_size:
        raise EventError(tr("ev_err_cannot_fill", name=name, players=len(players),
                            table=spec.table_size))
    with club.writing() as conn:
        if conn.execute(select(events.c.name).where(events.c.name == name)).first():
            raise EventError(tr("ev_err_taken", name=name))
        conn.execute(insert(events).values(name=name, spec=spec.to_json(), created_at=now()))
        for entry, player in enumerate(players, 1):
            _add_player(conn, name, player, entry, 1, aliases or Aliases())


def event_name_problem(name: str) -> str | None:
    """What is wrong with an event's name, or None: the rules of a player's name (rule
    1.2, :func:`~..rules.players.name_problem`): at most 40 characters, no control or
    invisible character, not blank, no spaces at its ends or in a run."""
    return name_problem(name, from_file=True)


def check_player_name(event: str, player: str) -> None:
    """Refuse a player's name a table would refuse when ``event seat`` makes its pulka
    (rule 1.2: :func:`~..rules.players.name_problem`), before anything is written.

    Raises:
        EventError: naming the player (quoted, cut) and the rule broken.
    """
    problem = name_problem(player)
    if problem:
        raise EventError(tr("ev_err_player_name", name=event, problem=said(problem)))


def _refuse_alike(event: str, a: str, b: str) -> None:
    """Refuse two names alike but for look-alike letters (Latin A and Cyrillic А): a
    table refuses them together (rule 1.2), and whoever reads the standings takes
    them for one player. The same name in another case is "named twice" instead."""
    if name_key(a) != name_key(b) and look_alike(a, b):
        raise EventError(tr("ev_err_look_alike", name=event, a=quoted(a), b=quoted(b)))


def _add_player(conn: Connection, event: str, player: str, entry: int, from_round: int,
                aliases: Aliases) -> None:
    check_player_name(event, player)
    for (other,) in conn.execute(select(event_players.c.name)
                                 .where(event_players.c.event == event)):
        _refuse_alike(event, str(other), player)
    pid = player_of(conn, player, aliases)
    if conn.execute(select(event_players.c.name).where(
            event_players.c.event == event, event_players.c.player_id == pid)).first():
        raise EventError(tr("ev_err_plays_already", name=event, player=player))
    conn.execute(insert(event_players).values(event=event, player_id=pid, name=player,
                                              entry=entry, from_round=from_round))


def _spec(conn: Connection, name: str) -> EventSpec:
    text = conn.execute(select(events.c.spec).where(events.c.name == name)).scalar()
    if text is None:
        known = conn.execute(select(events.c.name).order_by(events.c.name)).scalars().all()
        raise EventError(tr("ev_err_no_event", name=name)
                         + (tr("ev_err_it_has", events=", ".join(known)) if known else ""))
    try:
        return EventSpec.from_json(str(text))
    except (ValueError, TypeError) as exc:  # json's errors are ValueErrors
        raise EventError(tr("ev_err_damaged", name=name, reason=exc)) from None


def event_names(club: Club) -> list[str]:
    with club.reading() as conn:
        return [str(n) for n in conn.execute(select(events.c.name)
                                             .order_by(events.c.created_at)).scalars()]


def join_late(club: Club, name: str, player: str, aliases: Aliases | None = None) -> int:
    """A late arrival: ``player`` joins ``name`` from its next round (returned)."""
    with club.writing() as conn:
        state = _state(conn, name)
        start = state.seated_rounds + 1
        if start > state.spec.rounds:
            raise EventError(tr("ev_err_every_round", name=name))
        _add_player(conn, name, player, len(state.players) + 1, start, aliases or Aliases())
    return start


def mark_absent(club: Club, name: str, players: Sequence[str]) -> int:
    """``players`` are away for the next round of ``name`` (returned).

    Raises:
        EventError: a name a table refuses (rule 1.2), not a player of the event, named
            twice, or away in that round already; nothing is written.
    """
    for player in players:
        check_player_name(name, player)
    keys = [name_key(p) for p in players]
    twice = sorted({p for p, k in zip(players, keys, strict=True) if keys.count(k) > 1})
    if twice:
        raise EventError(tr("ev_err_twice_nothing", name=name,
                            players=", ".join(map(visible, twice))))
    with club.writing() as conn:
        state = _state(conn, name)
        ids = _ids_of(state, players)
        nxt = state.seated_rounds + 1
        away = {pid for r, pid in state.absences if r == nxt}
        already = [p for p, pid in zip(players, ids, strict=True) if pid in away]
        if already:
            raise EventError(tr("ev_err_away_already", name=name,
                                players=", ".join(map(visible, already)), round=nxt))
        for pid in ids:
            conn.execute(insert(event_absences).values(event=name, round=nxt, player_id=pid))
    return nxt


def _ids_of(state: EventState, players: Sequence[str]) -> list[str]:
    by_key = {name_key(p.name): p.id for p in state.players}
    missing = [p for p in players if name_key(p) not in by_key]
    if missing:
        raise EventError(tr("ev_err_not_player", name=state.name,
                            players=", ".join(missing)))
    return [by_key[name_key(p)] for p in players]


@dataclass(frozen=True)
class Seated:
    """A round seated: its number, the seating, and each table's pulka file."""

    round: int
    seating: Seating
    files: tuple[Path, ...]


def seat_next(club: Club, name: str, folder: Path, *, anyway: bool = False) -> Seated:
    """Seat the next round of ``name``: its tables chosen (:func:`~.seating.seat`), each
    table's pulka written to ``folder`` (``EVENT-rROUND-tTABLE.json``, :func:`file_stem`)
    and stored in the club with its event, round and table.

    The files are written last, after every check and every row, each new (never over a
    file, a link or a folder: :func:`_write_new`) and atomically; if a file cannot be
    written or the transaction does not commit, the files written and the folders made
    for them are removed, so a refused seat leaves nothing behind.

    Raises:
        EventError: every round is seated already, the last round has a table not
            finished (unless ``anyway``), fewer players present than a table seats,
            ``folder`` not a folder, a table's file there already (a file, a link or a
            folder: named), or a file that cannot be written.
    """
    from ..rules import Pulka
    from ..rules.options import RuleOptions
    from ..storage.pulka_file import loads, to_file

    written: list[Path] = []
    made: list[Path] = []
    try:
        with club.writing() as conn:
            state = _state(conn, name)
            spec = state.spec
            nxt = state.seated_rounds + 1
            if nxt > spec.rounds:
                raise EventError(tr("ev_err_all_seated", name=name, rounds=spec.rounds))
            unfinished = [t.table for t in state.round_tables(nxt - 1) if not t.finished]
            if unfinished and not anyway:
                raise EventError(tr("ev_err_still_playing", name=name, round=nxt - 1,
                                    tables=", ".join(map(str, unfinished))))
            names = {p.id: p.name for p in state.players}
            present = state.present(nxt)
            method = spec.method_of(nxt)
            if method == "swiss":
                rank = {n: i for i, n in enumerate(order_of(state.standings))}
                present.sort(key=lambda n: rank.get(n, len(rank)))
            if len(present) < 3:
                raise EventError(tr("ev_err_too_few", name=name, present=len(present)))
            history = [t.players for t in state.tables]
            ahead = (spec.rounds if spec.pairing == "rotation" else spec.open_rounds) - nxt + 1
            seating = seat(present, spec.table_size, history,
                           method=method,  # type: ignore[arg-type]
                           round_index=nxt - 1, byes_had=[p for _, p in state.byes],
                           fill=spec.fill, ahead=max(1, ahead))  # type: ignore[arg-type]
            options = RuleOptions.model_validate(spec.rules)
            _refuse_not_a_folder(folder)
            planned: list[tuple[Path, str]] = []
            stamp = datetime.now(UTC).isoformat(timespec="seconds")
            for number, table in enumerate(seating.tables, 1):
                pulka = Pulka(list(table), options)
                title = table_title(name, nxt, number)
                doc = to_file(pulka, title=title, created=stamp, id=str(uuid.uuid4()),
                              deals_limit=spec.deals)
                text = json.dumps(doc, ensure_ascii=False, indent=1) + "\n"
                path = folder / _file_name(name, nxt, number)
                _refuse_taken(path)
                model, parsed = loads(text, str(path))
                record = pulka_record(model, parsed, doc, source=str(path), mtime_ns=0)
                store_pulka_in(conn, record)
                conn.execute(update(pulkas).where(pulkas.c.id == record.id).values(
                    event=name, round=nxt, table_no=number))
                conn.execute(insert(event_tables).values(
                    event=name, round=nxt, table_no=number, pulka_id=record.id,
                    seated_at=now()))
                planned.append((path, text))
            by_name = {v: k for k, v in names.items()}
            for p in seating.byes:
                conn.execute(insert(event_byes).values(event=name, round=nxt,
                                                       player_id=by_name[p]))
            made = _make_folder(folder)
            for path, text in planned:
                _write_new(path, text)
                written.append(path)
    except BaseException:
        _remove_written(written, made)
        raise
    return Seated(nxt, seating, tuple(written))


def _refuse_not_a_folder(folder: Path) -> None:
    """Refuse a ``folder`` for the tables' files that is there but is no folder (a file,
    a FIFO, a link to either)."""
    if os.path.lexists(folder) and not folder.is_dir():
        raise EventError(tr("ev_err_folder_not_folder", folder=folder))


def _refuse_taken(path: Path) -> None:
    """Refuse a table's file name that is taken: a file (another event's table whose
    name cleans to the same, hands and all), a link (it would write where it points) or
    a folder."""
    if os.path.islink(path):
        what = tr("ev_taken_link")
    elif path.is_dir():
        what = tr("ev_taken_folder")
    elif os.path.lexists(path):
        what = tr("ev_taken_file")
    else:
        return
    raise EventError(tr("ev_err_table_file_taken", file=path, what=what))


def _make_folder(folder: Path) -> list[Path]:
    """Make ``folder`` and the folders above it that are missing; return those made,
    the deepest last.

    Raises:
        EventError: a folder cannot be made.
    """
    missing = []
    up = folder
    while not os.path.lexists(up) and up != up.parent:
        missing.append(up)
        up = up.parent
    made: list[Path] = []
    for one in reversed(missing):
        try:
            one.mkdir()
        except FileExistsError:
            continue
        except OSError as exc:
            _remove_written([], made)
            raise EventError(tr("ev_err_cannot_make_folder", folder=one,
                                reason=str(exc.strerror))) from None
        made.append(one)
    _refuse_not_a_folder(folder)
    return made


def _write_new(path: Path, text: str) -> None:
    """Write ``text`` to the new file ``path`` atomically: a temporary file beside it
    (:func:`~..storage.atomic.create_temporary`), fsynced, then linked to ``path`` — which
    fails if anything took the name meanwhile, so nothing is ever written over — and the
    folder fsynced. A file system without hard links gets a rename after one more look.

    Raises:
        EventError: the name is taken, or the file cannot be written.
    """
    from ..storage.atomic import create_temporary, sync_folder

    try:
        fd, tmp = create_temporary(path)
    except OSError as exc:
        raise EventError(tr("ev_err_cannot_write_table", file=path,
                            reason=str(exc.strerror or exc))) from None
    try:
        with os.fdopen(fd, "wb", closefd=False) as out:
            out.write(text.encode("utf-8"))
            out.flush()
            os.fsync(out.fileno())
        try:
            os.link(tmp, path, follow_symlinks=False)
        except FileExistsError:
            _refuse_taken(path)
            raise
        except OSError:  # no hard links here (FAT): rename, the name looked at again
            _refuse_taken(path)
            os.rename(tmp, path)
    except EventError:
        raise
    except OSError as exc:
        raise EventError(tr("ev_err_cannot_write_table", file=path,
                            reason=str(exc.strerror or exc))) from None
    finally:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        os.close(fd)
    sync_folder(path)


def _remove_written(written: Sequence[Path], made: Sequence[Path]) -> None:
    """Undo a seat that failed: remove the files it wrote, then the folders it made
    (the deepest first, each only if empty). Never raises."""
    for path in written:
        with contextlib.suppress(OSError):
            path.unlink()
    for one in reversed(made):
        with contextlib.suppress(OSError):
            one.rmdir()


def file_stem(event: str) -> str:
    """The event's name as a file or folder name: every character but a letter, a digit,
    ``-`` and ``_`` made ``-`` (so no ``/``, ``.``, control character or space), at most
    60 of them, ``event`` if none. The one cleaning for the tables' files and the
    default folder (``events/STEM`` in the data folder), which so never leaves it."""
    return "".join(c if c.isalnum() or c in "-_" else "-" for c in event)[:60] or "event"


def event_folder(data: Path, event: str) -> Path:
    """The default folder of ``event``'s tables' files: ``data/events/STEM``
    (:func:`file_stem`)."""
    return data / "events" / file_stem(event)


def table_title(event: str, round_no: int, table: int) -> str:
    """The title ``event seat`` gives a table's pulka file, in the current language:
    ``Cup · round 2 · table 1``, ``Кубок · тур 2 · стол 1`` (the sheet, the recent list,
    ``watch`` and the export show it; :func:`~..club.refusals.table_of_file` finds a
    table by it). The event's name is written as it is (the file holds it)."""
    return tr("ev_title_table").format(event=event, round=round_no, table=table)


def _file_name(event: str, round_no: int, table: int) -> str:
    return f"{file_stem(event)}-r{round_no}-t{table}.json"


def take_results(club: Club, name: str, paths: Sequence[Path], *,
                 round_no: int | None = None, aliases: Aliases | None = None) -> list[str]:
    """Store the tables' pulka files ``paths`` as results of ``name`` (each must be a
    table it seated, of ``round_no`` when given, with the players seated there). All of
    them or none: a file refused refuses the lot.

    A table's file refused — damaged, its players not those seated there, a hand or
    the rules disagreeing with the club, or naming no pulka though it is the file of a
    table (:func:`~..club.refusals.table_of_file`) — is also kept as that table's
    refusal, in a transaction of its own, as ``club sync`` keeps one: the director's
    screen marks it. A refusal the club fails to keep changes nothing of what is said.

    Raises:
        EventError: a file not a seated table of this event (never seated, another
            event's or another round's), or its players not those seated there (a player
            at two tables; :class:`TableRefused`).
        PulkaFileError: a file that is no valid pulka.
        HandDisagrees, RulesDisagree: as ``club import``.
    """
    from ..storage.pulka_file import PulkaFileError

    records: list[PulkaRecord] = []
    for path in paths:
        try:
            records.append(read_pulka_file(path))
        except PulkaFileError as exc:
            with contextlib.suppress(ClubError):
                remember_file_error(club, path, exc)
            raise
    storing: list[str] = []  # the pulka being stored, when a hand or the rules disagree
    try:
        with club.writing() as conn:
            return _take_results(conn, name, records, paths, round_no, aliases, storing)
    except TableRefused as exc:
        with contextlib.suppress(ClubError):
            remember_error(club, exc.pulka_id, exc)
        raise
    except (HandDisagrees, RulesDisagree) as exc:
        with contextlib.suppress(ClubError):
            remember_error(club, storing[-1] if storing else None, exc)
        raise


def _take_results(conn: Connection, name: str, records: Sequence[PulkaRecord],
                  paths: Sequence[Path], round_no: int | None, aliases: Aliases | None,
                  storing: list[str]) -> list[str]:
    """:func:`take_results` inside its write transaction (``storing``: each pulka's id
    appended as it is stored)."""
    state = _state(conn, name)
    seated = {t.pulka_id: t for t in state.tables}
    for record, path in zip(records, paths, strict=True):
        where = record.source
        table = seated.get(record.id)
        if table is None:
            row = conn.execute(select(pulkas.c.event, pulkas.c.round, pulkas.c.table_no)
                               .where(pulkas.c.id == record.id)).first()
            if row is not None and row.event is not None:
                raise EventError(tr("ev_err_other_event", file=where, table=row.table_no,
                                    round=row.round, other=row.event, name=name))
            tied = seated.get(table_of_file(conn, path) or "")
            if tied is not None:
                raise TableRefused(tr("ev_err_lost_id", file=where, round=tied.round,
                                      table=tied.table), tied.pulka_id)
            raise EventError(tr("ev_err_never_seated", file=where, name=name))
        if round_no is not None and table.round != round_no:
            raise EventError(tr("ev_err_other_round", file=where, table=table.table,
                                round=table.round, asked=round_no))
        if [name_key(p) for p in record.players] != [name_key(p) for p in table.players]:
            _refuse_players(state, table, record, where)
        _refuse_length(state.spec, table, record, where)
        _refuse_rules(conn, table, record, where, storing)
    told = []
    for record in records:
        storing.append(record.id)
        done = store_pulka_in(conn, record, mode="import", aliases=aliases)
        t = seated[done.pulka_id]
        told.append(tr("ev_round_table", round=t.round, table=t.table) + ": "
                    + tr_count("ev_n_hands", done.hands))
    return told


def _refuse_length(spec: EventSpec, table: TableState, record: PulkaRecord,
                   where: str) -> None:
    """Refuse a table's file whose ``deals_limit`` is not the event's length in deals
    (changed, or removed, or given to an event played to its pulya target), or that
    holds more deals than that length: the standings would count deals the event does
    not play."""
    if record.deals_limit != spec.deals:
        mine = tr("ev_limit_none") if record.deals_limit is None else str(record.deals_limit)
        length = tr("ev_limit_to_pulya") if spec.deals is None else str(spec.deals)
        raise TableRefused(tr("ev_err_deals_limit", file=where, said=mine, length=length),
                           table.pulka_id)
    deals = record.evening.deals if record.evening is not None else 0
    if spec.deals is not None and deals > spec.deals:
        raise TableRefused(tr("ev_err_too_many_deals", file=where, deals=deals,
                              most=spec.deals), table.pulka_id)


def _refuse_rules(conn: Connection, table: TableState, record: PulkaRecord, where: str,
                  storing: list[str]) -> None:
    """Refuse a table's file whose rules are not those the club holds for its pulka,
    naming only the options that differ (``pulya_target: the file 10, the event 20``)."""
    held = conn.execute(select(pulkas.c.rules_resolved)
                        .where(pulkas.c.id == table.pulka_id)).scalar()
    if held is None or held == record.rules_resolved:
        return
    mine, theirs = _all_options(record.rules_resolved), _all_options(str(held))
    differ = [tr("ev_rules_differ_one", option=key, mine=_option(mine, key),
                 theirs=_option(theirs, key))
              for key in sorted(set(mine) | set(theirs)) if mine.get(key) != theirs.get(key)]
    storing.append(record.id)
    raise RulesDisagree(tr("ev_err_rules_differ", file=where,
                           differ="; ".join(differ[:6]) + ("; …" if len(differ) > 6 else "")))


def _all_options(resolved: str) -> dict[str, Any]:
    """Every option of a resolved rule set (JSON), those left at their default too."""
    from ..rules.options import RuleOptions

    given: dict[str, Any] = json.loads(resolved)
    try:
        return {**RuleOptions.model_validate(given).model_dump(mode="json"), **given}
    except ValueError:
        return given


def _option(rules: dict[str, Any], key: str) -> str:
    return tr("ev_limit_none") if rules.get(key) is None else quoted(rules[key])


def _refuse_players(state: EventState, table: TableState, record: PulkaRecord,
                    where: str) -> None:
    """Raise :class:`TableRefused` (of ``table``'s pulka) saying whose seat is wrong."""
    for p in record.players:
        if name_key(p) in {name_key(q) for q in table.players}:
            continue
        elsewhere = [t for t in state.round_tables(table.round)
                     if name_key(p) in {name_key(q) for q in t.players}]
        if elsewhere:
            raise TableRefused(tr("ev_err_two_tables", file=where, player=p,
                                  other=elsewhere[0].table, round=table.round,
                                  table=table.table), table.pulka_id)
    raise TableRefused(tr("ev_err_not_seated", file=where, players=", ".join(record.players),
                          round=table.round, table=table.table,
                          seated=", ".join(table.players)), table.pulka_id)


def read_event(club: Club, name: str) -> EventState:
    """The event as stored now, with its live standings.

    Raises:
        EventError: no such event.
    """
    with club.reading() as conn:
        return _state(conn, name)


def _state(conn: Connection, name: str) -> EventState:
    spec = _spec(conn, name)
    players = [EventPlayer(str(r.player_id), str(r.name), int(r.entry), int(r.from_round))
               for r in conn.execute(select(event_players).where(event_players.c.event == name)
                                     .order_by(event_players.c.entry))]
    names = {p.id: p.name for p in players}
    rows = conn.execute(
        select(event_tables.c.round, event_tables.c.table_no, event_tables.c.pulka_id,
               pulkas.c.status, pulkas.c.hands, pulkas.c.last_stored, results.c.evening)
        .join(pulkas, pulkas.c.id == event_tables.c.pulka_id)
        .outerjoin(results, results.c.pulka_id == event_tables.c.pulka_id)
        .where(event_tables.c.event == name)
        .order_by(event_tables.c.round, event_tables.c.table_no)).all()
    ids = [r.pulka_id for r in rows]
    seats: dict[str, list[tuple[int, str, str]]] = {}
    changed: dict[str, int] = {}
    refusals: dict[str, Any] = {}
    if ids:
        for s in conn.execute(select(pulka_seats).where(pulka_seats.c.pulka_id.in_(ids))):
            seats.setdefault(s.pulka_id, []).append((s.seat, s.player_id, s.name))
        changed = {str(k): int(v) for k, v in conn.execute(
            select(hand_changes.c.pulka_id, func.count()).where(
                hand_changes.c.pulka_id.in_(ids)).group_by(hand_changes.c.pulka_id))}
        refusals = {str(f.pulka_id): f for f in conn.execute(
            select(pulka_refusals).where(pulka_refusals.c.pulka_id.in_(ids)))}
    stale_before = datetime.now(UTC).timestamp() - STALE_MINUTES * 60
    tables = []
    for r in rows:
        seated = sorted(seats.get(r.pulka_id, []))
        shown = tuple(names.get(pid, spelt) for _, pid, spelt in seated)
        table = TableState(int(r.round), int(r.table_no), str(r.pulka_id), shown,
                           hands=int(r.hands), last_stored=str(r.last_stored),
                           changed_hands=changed.get(r.pulka_id, 0))
        if (refusal := refusals.get(r.pulka_id)) is not None:
            table.refused, table.refused_at = str(refusal.reason), str(refusal.refused_at)
            table.refused_hand = None if refusal.hand is None else int(refusal.hand)
        if r.evening is not None:
            evening: dict[str, Any] = json.loads(r.evening)
            table.deals = int(evening["deals"])
            by_spelling = {spelt: names.get(pid, spelt) for _, pid, spelt in seated}
            table.whists = {by_spelling.get(p, p): Fraction(str(f["result"]))
                            for p, f in evening["figures"].items()}
        table.finished = table_finished(str(r.status), table.deals, spec)
        table.stale = not table.finished and _stamp(table.last_stored) < stale_before
        tables.append(table)
    byes = [(int(r.round), names[str(r.player_id)]) for r in conn.execute(
        select(event_byes).where(event_byes.c.event == name).order_by(event_byes.c.round))]
    absences = [(int(r.round), str(r.player_id)) for r in conn.execute(
        select(event_absences).where(event_absences.c.event == name))]
    lines = standings([p.name for p in players],
                      [TableResult(t.round, t.table, t.whists, t.finished)
                       for t in tables if t.whists],
                      formula_of(spec.formula, spec.formula_params), byes,
                      Fraction(spec.bye_score))
    return EventState(name, spec, players, tables, byes, absences, lines)


def _stamp(text: str) -> float:
    try:
        return datetime.fromisoformat(text).timestamp()
    except ValueError:
        return 0.0


def club_tables(club: Club, event: str | None = None, *, unfinished: bool = False
                ) -> tuple[list[tuple[dict[str, Fraction], int]], int]:
    """Every stored pulka of 3 or 4 players with a hand (of ``event`` only, when given),
    in playing order (the event's rounds and tables; else its ``created`` time, or when
    first stored), as ``(whists by player id's display name, bula)`` for
    :func:`~.ratings.recompute`; and how many were left out as not finished
    (:func:`table_finished`: still playing, or stopped short of its pulya or its
    event's deals) — a rating counts complete games only, unless ``unfinished`` (then
    they count as they stand, and none is left out)."""
    from ..club.schema import players as club_players

    specs: dict[str, EventSpec] = {}
    with club.reading() as conn:
        shown = dict(conn.execute(select(club_players.c.id, club_players.c.display_name)).all())
        for n, text in conn.execute(select(events.c.name, events.c.spec)):
            specs[str(n)] = EventSpec.from_json(str(text))
        query = (select(pulkas.c.id, pulkas.c.rules_resolved, pulkas.c.status, pulkas.c.event,
                        results.c.evening)
                 .join(results, results.c.pulka_id == pulkas.c.id)
                 .order_by(func.coalesce(pulkas.c.created, pulkas.c.first_stored),
                           pulkas.c.round, pulkas.c.table_no, pulkas.c.id))
        if event is not None:
            _spec(conn, event)
            query = query.where(pulkas.c.event == event)
        rows = conn.execute(query).all()
        seats: dict[str, dict[str, str]] = {}
        for s in conn.execute(select(pulka_seats)):
            seats.setdefault(s.pulka_id, {})[s.name] = shown.get(s.player_id, s.name)
    out = []
    left_out = 0
    no_length = EventSpec(rules={})
    for r in rows:
        evening = json.loads(r.evening)
        figures = evening["figures"]
        if not 3 <= len(figures) <= 4:
            continue
        spec = specs.get(str(r.event), no_length) if r.event is not None else no_length
        if not unfinished and not table_finished(str(r.status), int(evening["deals"]), spec):
            left_out += 1
            continue
        names = seats.get(r.id, {})
        whists = {names.get(p, p): Fraction(str(f["result"])) for p, f in figures.items()}
        out.append((whists, int(json.loads(r.rules_resolved).get("pulya_target", 1)) or 1))
    return out, left_out
