"""The club database (issue 27): every table's pulkas and hands in one real database —
a SQLite file by default, PostgreSQL for a club — through SQLAlchemy Core, its schema
made and upgraded by Alembic migrations.

No Textual, rich or UI here (an import-linter contract): :mod:`.command` is the command
line, :mod:`.urls` which database and how it is shown (never its password),
:mod:`.database` opens a club (and refuses what is not one), :mod:`.schema` its tables,
:mod:`.identity` how a pulka and a hand are known, :mod:`.reading` reads a pulka file
into what is stored, :mod:`.players` the players' stable ids, :mod:`.writing` stores a
pulka idempotently, :mod:`.replay` reads one back as a file, :mod:`.ledger` answers
``stats --club``, :mod:`.checking` is ``club check`` and :mod:`.table_writer` sends a
table's hands as it plays, off the UI's path. Nothing is
imported here: the command line loads only argparse until a club command runs.
"""
