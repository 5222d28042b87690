"""Which club database: ``--club URL``, else ``PREFERANS_TUI_CLUB``, else the club chosen
in the app's settings (``club use URL``, :func:`storable_url`), else (for the ``club``
commands) the SQLite file ``club.sqlite`` of the data folder.

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


def storable_url(text: str) -> str:
    """The club URL ``text`` as the settings keep it (``club use URL``): as given, but a
    relative SQLite path made absolute (the settings are read from any folder).

    The settings file is plain text, so it never holds a password: a URL with one (also
    as ``?password=``) is refused, the password to be put where libpq and psycopg look
    for it, ``PGPASSWORD`` or ``~/.pgpass``.

    Raises:
        NotADatabase: :func:`parse_url`'s reasons, or a password in the URL (the message
            shows it as ``***``).
    """
    url = parse_url(text)
    if url.password is not None or "password" in url.query:
        raise NotADatabase(
            f"{shown_url(url)} holds a password, and the settings are a plain file: give "
            "the URL without it and put the password in PGPASSWORD or ~/.pgpass "
            "(psycopg reads both)")
    if url.get_backend_name() == "sqlite" and not os.path.isabs(str(url.database)):
        _, mark, query = text.partition("?")
        return f"sqlite:///{Path(str(url.database)).absolute()}{mark}{query}"
    return text


def shown_url(url: URL | str) -> str:
    """The URL as messages show it: the password replaced by ``***`` (also one given as
    ``?password=``, which libpq takes too)."""
    if isinstance(url, str):
        try:
            parsed = make_url(url)
        except (ArgumentError, ValueError):
            return _cut(url)
        url = parsed
    hidden = "password" in url.query
    if hidden:
        url = url.difference_update_query(["password"])
    shown = url.set(drivername=url.get_backend_name()).render_as_string(hide_password=True)
    return shown + ("&" if "?" in shown else "?") + "password=***" if hidden else shown


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
    for password in (url.password, url.query.get("password")):
        if password and isinstance(password, str):
            message = message.replace(password, "***")
    return message
