"""Which club database: ``--club URL``, else ``PREFERANS_TUI_CLUB``, else the SQLite file
``club.sqlite`` of the data folder.

Two kinds of URL are taken: ``sqlite:///PATH`` (a file; ``sqlite:////abs/path`` or
``sqlite:///relative/path``) and ``postgresql://USER:PASSWORD@HOST:PORT/DB`` (also
``postgres://`` and ``postgresql+psycopg://``; a unix socket as
``postgresql://USER@/DB?host=/run/postgresql``), driven by psycopg 3. A URL is only ever
shown by :func:`shown_url`: its password as ``***``.
"""

from __future__ import annotations

import os
from pathlib import Path

from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError

from .errors import NotADatabase

ENV_CLUB = "PREFERANS_TUI_CLUB"
CLUB_FILE = "club.sqlite"
"""The default club database: this file in the data folder."""


def chosen_url(given: str | None) -> str | None:
    """The club URL given (``--club``), else ``$PREFERANS_TUI_CLUB``, else ``None``."""
    if given:
        return given
    return os.environ.get(ENV_CLUB) or None


def default_url(data_folder: Path) -> str:
    """The SQLite file of the data folder, as a URL."""
    return f"sqlite:///{(data_folder / CLUB_FILE).absolute()}"


def parse_url(text: str) -> URL:
    """The SQLAlchemy URL of ``text``, PostgreSQL driven by psycopg 3.

    Raises:
        NotADatabase: not a URL, or one of another kind (``http://…``, ``mysql://…``),
            or a SQLite URL without a file (``sqlite://`` alone is a database in memory,
            which no table could share).
    """
    try:
        url = make_url(text)
    except (ArgumentError, ValueError):
        raise NotADatabase(
            f"{_cut(text)} is not a database URL: give sqlite:///PATH or "
            "postgresql://USER@HOST/DATABASE") from None
    backend = url.get_backend_name()
    if backend in ("postgresql", "postgres"):
        return url.set(drivername="postgresql+psycopg")
    if backend == "sqlite":
        if not url.database or url.database == ":memory:":
            raise NotADatabase(f"{shown_url(url)} names no file: give sqlite:///PATH")
        return url.set(drivername="sqlite")
    raise NotADatabase(f"{shown_url(url)} is not a club database: give sqlite:///PATH or "
                       "postgresql://USER@HOST/DATABASE")


def shown_url(url: URL | str) -> str:
    """The URL as messages show it: the password replaced by ``***``."""
    if isinstance(url, str):
        try:
            parsed = make_url(url)
        except (ArgumentError, ValueError):
            return _cut(url)
        url = parsed
    return url.set(drivername=url.get_backend_name()).render_as_string(hide_password=True)


def _cut(text: str) -> str:
    """Text that is no URL, shown without what could be a password (after ``:`` and
    before ``@``) and cut to 80 characters."""
    from ..untrusted import quoted

    if "@" in text:
        head, _, tail = text.rpartition("@")
        scheme, sep, rest = head.partition("://")
        user = rest.split(":", 1)[0] if sep else ""
        text = f"{scheme}{sep}{user}:***@{tail}" if sep else f"***@{tail}"
    return quoted(text, 80)


def scrubbed(message: str, url: URL) -> str:
    """``message`` (a driver's words) with the URL's password, if any, taken out."""
    if url.password:
        message = message.replace(str(url.password), "***")
    return message
