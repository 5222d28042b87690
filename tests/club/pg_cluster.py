"""A throwaway PostgreSQL cluster for the club's tests and benchmarks.

Debian's server binaries (``initdb``, ``pg_ctl``) live in ``/usr/lib/postgresql/N/bin``
(found with ``dpkg -L`` or a glob, the newest version first). The server refuses to run
as root, so when the tests run as root every command runs as the ``postgres`` user
(``runuser -u postgres --``); the data folder and the unix socket are in a temporary
folder owned by that user, and the server also listens on 127.0.0.1 at a free port.
"""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path


def server_bin() -> Path | None:
    """The folder of ``initdb`` and ``pg_ctl``, the newest PostgreSQL installed."""
    found = glob.glob("/usr/lib/postgresql/*/bin/initdb")
    if not found:
        try:
            listed = subprocess.run(["dpkg", "-L", "postgresql"], capture_output=True,
                                    text=True, check=False).stdout
        except OSError:
            listed = ""
        found = [line for line in listed.splitlines() if line.endswith("/bin/initdb")]
    if not found:
        return None
    newest = max(found, key=lambda p: int(Path(p).parent.parent.name)
                 if Path(p).parent.parent.name.isdigit() else 0)
    return Path(newest).parent


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class PgCluster:
    """``start()`` makes and starts a cluster (trust login for ``postgres``);
    ``stop(mode)``, ``start()`` again, ``destroy()``; ``url(db)`` a URL on the socket,
    ``tcp_url(db)`` one on 127.0.0.1; ``create_database(name)``."""

    def __init__(self, bindir: Path) -> None:
        self.bindir = bindir
        self.root = Path(tempfile.mkdtemp(prefix="club-pg-"))
        self.data = self.root / "data"
        self.socket_dir = self.root / "socket"
        self.port = _free_port()
        self.as_postgres = (["runuser", "-u", "postgres", "--"]
                            if os.geteuid() == 0 else [])
        if self.as_postgres:
            shutil.chown(self.root, "postgres")
        self.socket_dir.mkdir()
        if self.as_postgres:
            shutil.chown(self.socket_dir, "postgres")
        self.user = "postgres" if self.as_postgres else os.environ.get("USER", "postgres")
        self._run("initdb", "-D", str(self.data), "--auth=trust", "-U", self.user,
                  "--encoding=UTF8", "--locale=C.UTF-8")
        self.running = False

    def _run(self, tool: str, *args: str) -> None:
        subprocess.run([*self.as_postgres, str(self.bindir / tool), *args], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=self.root)

    def start(self) -> None:
        options = (f"-k {self.socket_dir} -p {self.port} -c listen_addresses=127.0.0.1 "
                   "-c fsync=off -c max_connections=50")
        self._run("pg_ctl", "-D", str(self.data), "-w", "-l", str(self.root / "log"),
                  "-o", options, "start")
        self.running = True

    def stop(self, mode: str = "fast") -> None:
        self._run("pg_ctl", "-D", str(self.data), "-w", "-m", mode, "stop")
        self.running = False

    def destroy(self) -> None:
        if self.running:
            self.stop("immediate")
        shutil.rmtree(self.root, ignore_errors=True)

    def url(self, db: str = "postgres") -> str:
        return f"postgresql://{self.user}@/{db}?host={self.socket_dir}&port={self.port}"

    def tcp_url(self, db: str = "postgres") -> str:
        return f"postgresql://{self.user}@127.0.0.1:{self.port}/{db}"

    def create_database(self, name: str) -> str:
        """A new empty database ``name``; its URL (on the socket)."""
        import psycopg

        with psycopg.connect(host=str(self.socket_dir), port=self.port, user=self.user,
                             dbname="postgres", autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)
