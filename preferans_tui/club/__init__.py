"""The club database (issue 27): every table's pulkas and hands in one real database —
a SQLite file by default, PostgreSQL for a club — through SQLAlchemy Core, its schema
made and upgraded by Alembic migrations.

No Textual, rich or UI here (an import-linter contract): :mod:`.command` is the command
line, :mod:`.database` opens a club (and refuses what is not one), :mod:`.reading` reads
a pulka file into what is stored, :mod:`.writing` stores it idempotently,
:mod:`.ledger` answers ``stats --club``, :mod:`.checking` is ``club check``. Nothing is
imported here: the command line loads only argparse until a club command runs.
"""
