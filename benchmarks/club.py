"""The club database's benchmarks (issue 27 §6), on SQLite and on a throwaway
PostgreSQL cluster (``tests/club/pg_cluster.py``; skipped without PostgreSQL):

- importing 1,000 pulka files of 60 hands (``club import`` of a folder, in a new process);
- ``stats --club --json`` over 10,000 pulkas of 60 hands, cold (no answer kept: every
  pulka's kept evening read and added up) and warm (the kept answer), each a new process;
  the goal is under a second warm;
- a hand's round trip to PostgreSQL: one more hand of a 60-hand pulka stored (the
  transaction of ``club sync``) and read back, on the unix socket and on 127.0.0.1;
- the table's Enter → redrawn (``record_hand`` and the next frame, headless) with the
  club writing off the UI's path, against no club (goal: within 1.2×).

Run by hand: ``.venv/bin/python benchmarks/club.py`` (some ten minutes), or with
the others by ``make bench``.
"""

from __future__ import annotations

import dataclasses
import os
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, os.path.dirname(__file__))

from generate import generate  # noqa: E402
from sqlalchemy import delete, select  # noqa: E402

from preferans_tui.club.database import open_club  # noqa: E402
from preferans_tui.club.reading import read_pulka_file  # noqa: E402
from preferans_tui.club.schema import hands, ledger_answers  # noqa: E402
from preferans_tui.club.writing import store_pulka  # noqa: E402
from preferans_tui.storage.pulka_file import dump  # noqa: E402
from tests.club.pg_cluster import PgCluster, server_bin  # noqa: E402

CLI = [sys.executable, "-m", "preferans_tui"]
HANDS = 60
VARIANTS = [("sochi", 3), ("leningrad", 3), ("rostov", 4), ("sochi", 4), ("fspr", 3)]


def make_files(folder: Path, count: int) -> list[Path]:
    """``count`` pulka files of :data:`HANDS` generated hands, each with its id."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for i in range(count):
        variant, players = VARIANTS[i % len(VARIANTS)]
        pulka = generate(variant, players, HANDS, seed=i)
        path = folder / f"p{i:05d}.json"
        path.write_text(dump(pulka, title=f"table {i}", id=str(uuid.UUID(int=i + 1)),
                             created=f"2026-{1 + i % 12:02d}-{1 + i % 28:02d}T20:00:00"),
                        encoding="utf-8")
        paths.append(path)
    return paths


def timed(argv: list[str]) -> float:
    start = time.perf_counter()
    done = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True)
    took = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(argv[3:])} failed: {done.stderr[-500:]}")
    return took


def fill(url: str, files: list[Path], total: int) -> None:
    """``total`` pulkas in the club: each file's record stored again and again under new
    ids (read and replayed once each; the stores are what is filled)."""
    records = [read_pulka_file(p) for p in files]
    with open_club(url) as club:
        for i in range(total):
            r = records[i % len(records)]
            new_id = str(uuid.UUID(int=10**9 + i))
            source = f"club-bench/p{i:05d}.json"
            assert r.evening is not None
            store_pulka(club, dataclasses.replace(
                r, id=new_id, source=source,
                evening=r.evening.model_copy(update={"source": source})))


def round_trip(url: str, record, runs: int = 200) -> float:
    """Median seconds to store one more hand of ``record``'s pulka and read it back."""
    times = []
    with open_club(url) as club:
        base = dataclasses.replace(record, id=str(uuid.uuid4()),
                                   hands=record.hands[:HANDS - runs // 4 - 1])
        store_pulka(club, base)
        n = len(base.hands)
        for _ in range(runs):
            if n >= len(record.hands):  # start again on a new pulka
                base = dataclasses.replace(base, id=str(uuid.uuid4()))
                store_pulka(club, base)
                n = len(base.hands)
            grown = dataclasses.replace(base, hands=record.hands[:n + 1])
            start = time.perf_counter()
            store_pulka(club, grown, mode="sync")
            with club.reading() as conn:
                got = conn.execute(select(hands.c.record).where(
                    hands.c.pulka_id == base.id, hands.c.number == n + 1)).scalar_one()
            times.append(time.perf_counter() - start)
            assert got == record.hands[n].record
            n += 1
    return statistics.median(times)


async def _append_times(path: Path, data: Path, url: str | None, appends: int = 30
                        ) -> list[float]:
    """Seconds of each ``record_hand`` + redraw of the app, with a club writer or none;
    the writer is waited for between hands (a table types a hand in seconds)."""
    import random

    from ui import next_valid_hand, until_opened

    from preferans_tui.club.table_writer import ClubWriter
    from preferans_tui.ui.app import PreferansApp

    app = PreferansApp(pulka_path=path, data_dir=data)
    if url is not None:
        app.club_writer = ClubWriter(url)
    rng = random.Random(5)
    times = []
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await until_opened(pilot)
            for _ in range(appends):
                assert app.pulka is not None
                hand = next_valid_hand(app.pulka, rng)
                start = time.perf_counter()
                app.record_hand(hand)
                await pilot.pause()
                times.append(time.perf_counter() - start)
                if app.club_writer is not None:
                    assert app.club_writer.flush(10)
    finally:
        if app.club_writer is not None:
            app.club_writer.close()
    return times


def bench_table(folder: Path, clubs: list[tuple[str, str]], rounds: int = 3) -> list[str]:
    """Enter → redrawn with each club against none, on a 60-hand pulka: the runs
    interleaved, ``rounds`` of each (one after another, a later app in the same process
    ran 10-20 % slower than the first whichever it was: the noise is that large)."""
    import asyncio

    lines = []
    runs: dict[str, list[float]] = {}
    for round_ in range(rounds):
        for name, url in [("no club", None), *clubs]:
            path = folder / f"table-{name.replace(' ', '-')}-{round_}.json"
            path.write_text(dump(generate("sochi", 3, HANDS, seed=99)), encoding="utf-8")
            runs.setdefault(name, []).extend(
                asyncio.run(_append_times(path, folder / "data", url)))
    base = statistics.median(runs["no club"])
    for name, times in runs.items():
        if name != "no club":
            took = statistics.median(times)
            lines.append(f"table Enter → redrawn, {name}: {took * 1000:.1f} ms against "
                         f"{base * 1000:.1f} ms with no club, {took / base:.2f}× (goal ≤ 1.2×: "
                         f"{'PASS' if took / base <= 1.2 else 'FAIL'}; median of "
                         f"{len(times)} hands each)")
    return lines


def bench(name: str, url: str, folder: Path, files: list[Path]) -> list[str]:
    lines = []
    took = timed([*CLI, "club", "import", str(folder / "files"), "--club", url])
    lines.append(f"{name}: club import of 1,000 files × {HANDS} hands: {took:.1f} s "
                 f"({took:.1f} ms a file)")
    again = timed([*CLI, "club", "import", str(folder / "files"), "--club", url])
    lines.append(f"{name}: the same 1,000 files imported again (nothing changes): {again:.1f} s")
    fill(url, files[:100], 9_000)  # with the 1,000 imported: 10,000 pulkas
    with open_club(url) as club, club.writing() as conn:
        conn.execute(delete(ledger_answers))
    cold = timed([*CLI, "stats", "--json", "--club", url])
    warm = statistics.median(timed([*CLI, "stats", "--json", "--club", url]) for _ in range(5))
    lines.append(f"{name}: stats --club --json, 10,000 pulkas × {HANDS} hands: cold {cold:.2f} s,"
                 f" warm {warm:.2f} s (goal < 1 s warm: {'PASS' if warm < 1 else 'FAIL'})")
    return lines


def main(echo: bool = False) -> list[str]:
    """Every figure as a line (``echo``: printed too, as each is measured)."""
    lines = []
    with tempfile.TemporaryDirectory(prefix="club-bench-") as tmp:
        folder = Path(tmp)
        start = time.perf_counter()
        files = make_files(folder / "files", 1_000)
        lines.append(f"# 1,000 files of {HANDS} hands generated in "
                     f"{time.perf_counter() - start:.0f} s")
        for line in bench("sqlite", f"sqlite:///{folder / 'club.sqlite'}", folder, files):
            if echo:
                print(line, flush=True)
            lines.append(line)
        bindir = server_bin()
        if bindir is None:
            lines.append("postgresql: not installed, skipped")
            return lines
        cluster = PgCluster(bindir)
        try:
            cluster.start()
            url = cluster.create_database("bench")
            for line in bench("postgresql", url, folder, files):
                if echo:
                    print(line, flush=True)
                lines.append(line)
            record = read_pulka_file(files[0])
            cluster.create_database("trip")
            cluster.create_database("table")
            for line in bench_table(folder, [
                    ("sqlite", f"sqlite:///{folder / 'table.sqlite'}"),
                    ("postgresql socket", cluster.url("table"))]):
                if echo:
                    print(line, flush=True)
                lines.append(line)
            for how, trip_url in (("unix socket", cluster.url("trip")),
                                  ("127.0.0.1", cluster.tcp_url("trip"))):
                took = round_trip(trip_url, record)
                line = (f"postgresql: a hand's round trip ({how}: stored as club sync stores "
                        f"it, read back): {took * 1000:.1f} ms median of 200")
                if echo:
                    print(line, flush=True)
                lines.append(line)
        finally:
            cluster.destroy()
    return lines


if __name__ == "__main__":
    main(echo=True)
