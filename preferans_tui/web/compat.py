"""The private part of textual-serve the web server relies on (issue 29.5).

``WatchServer`` (:mod:`.server`) builds its web application on textual-serve's own:
``Server._make_app`` makes the aiohttp application with textual-serve's page, routes,
template loader and startup/shutdown hooks, and has no public name. ``pyproject.toml``
pins ``textual-serve==1.1.3`` (:data:`TEXTUAL_SERVE`); ``tests/ui/test_compat.py``
checks the hook and fails naming it and the pin when an upgrade moved it. Textual's
private hooks are in :mod:`preferans_tui.ui.compat`: this module is apart because the
server imports nothing of the app nor Textual (``tests/web/test_no_ui.py``).

A visitor's process (:class:`.viewer.WatchProcess`) extends textual-serve's
``AppService`` by its private parts too, which a subclass cannot reach otherwise and the
same test checks: ``start`` opens the process with ``_open_app_process(width, height)``
(overridden: a process group of its own) and keeps its reader as ``_task``;
``_build_environment(width, height)`` is the process's environment; ``_process``,
``_stdin`` and ``_download_manager`` hold the process, its standard input and the
downloads to cancel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from aiohttp import web
    from textual_serve.server import Server

TEXTUAL_SERVE = "1.1.3"
"""The textual-serve this hook was read in (``pyproject.toml`` pins it exactly)."""


async def served_application(server: Server) -> web.Application:
    """textual-serve's aiohttp application for ``server``: its routes (``/``, ``/ws``,
    ``/download/{key}``, ``/static``) to ``server``'s handlers, its page template and
    ``server``'s ``on_startup`` / ``on_shutdown`` (``Server._make_app``)."""
    return await server._make_app()
