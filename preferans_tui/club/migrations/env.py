"""Alembic's environment: the migrations run on the connection
:func:`preferans_tui.club.database.open_club` passes (``config.attributes``)."""

from alembic import context

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=None,
                  render_as_batch=connection.dialect.name == "sqlite")
with context.begin_transaction():
    context.run_migrations()
