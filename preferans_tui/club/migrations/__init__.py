"""The club database's Alembic migrations: ``versions/`` holds one file per schema
version, each upgrading the one before in place (no row is ever lost). Run by
:func:`preferans_tui.club.database.open_club`, never by hand: ``env.py`` takes the
connection it is given."""
