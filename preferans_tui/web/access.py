"""Who may see the served pulka: whoever has the link with its access token.

:class:`Access` holds a random token (``secrets.token_urlsafe``, 128 bits). A request
is let through when its query carries ``token=<the token>`` (the printed link), or when
its path starts with ``/<the token>/`` (the page's own requests: its script, its style,
the websocket, whose addresses the page names). Every other request, the websocket
included, gets 403 before any handler runs; a request whose ``Origin`` is another site
gets 403 too (a web page elsewhere cannot open the view's websocket). Tokens are
compared with :func:`secrets.compare_digest`.

No cookie carries the token. A browser sends a host's cookies to every port of it
(cookies are scoped by host and path, never by port), so a cookie set by the view on
``127.0.0.1:8000`` went to whatever else listens on ``127.0.0.1`` — another user's server
on another port would have read the token. Naming the cookie after the port kept two
views apart but did not stop that; a path prefix of the token itself needs no cookie.
"""

from __future__ import annotations

import secrets
from collections.abc import Awaitable, Callable

from aiohttp import web

TOKEN_PARAM = "token"
"""The query parameter that carries the token: ``/?token=…``."""

TOKEN_BYTES = 16
"""Random bytes in a token (22 URL-safe characters)."""

FORBIDDEN_TEXT = ("403 Forbidden: this pulka is shared by a link that carries its access "
                  "token (?token=...); ask the scorekeeper for the link.\n")

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


class Access:
    """The token of one ``serve`` run (``token``, else a new random one) and the
    middleware that asks for it."""

    def __init__(self, token: str | None = None) -> None:
        self.token = token or secrets.token_urlsafe(TOKEN_BYTES)

    @property
    def prefix(self) -> str:
        """``/<token>/``: the path under which the page's own requests go."""
        return f"/{self.token}/"

    def matches(self, given: str | None) -> bool:
        """Whether ``given`` is the token (in constant time)."""
        if given is None:
            return False
        return secrets.compare_digest(given.encode("utf-8", "replace"),
                                      self.token.encode("ascii"))

    @staticmethod
    def same_origin(request: web.Request) -> bool:
        """False for a request a page of another origin made (its ``Origin`` header names
        another scheme, host or port); a request without ``Origin`` (a link opened, a
        script or style of the page) is the browser's own."""
        origin = request.headers.get("Origin")
        return origin is None or origin == f"{request.scheme}://{request.host}"

    def in_prefix(self, path: str) -> bool:
        """Whether ``path``'s first segment is the token (in constant time)."""
        first, slash, _ = path.removeprefix("/").partition("/")
        return bool(slash) and self.matches(first)

    @web.middleware
    async def middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """403 unless the request carries the token (in its query or as the first
        segment of its path) from this origin. A 403 closes the connection: a request
        without the token cannot keep one open."""
        if self.same_origin(request) and (self.matches(request.query.get(TOKEN_PARAM))
                                          or self.in_prefix(request.path)):
            return await handler(request)
        refused = web.Response(status=403, text=FORBIDDEN_TEXT)
        refused.force_close()
        return refused


@web.middleware
async def private_headers(request: web.Request, handler: Handler) -> web.StreamResponse:
    """No page of the view is cached, and none sends its address (with the token) on as
    a ``Referer`` to another site."""
    response = await handler(request)
    if not response.prepared:
        response.headers["Referrer-Policy"] = "no-referrer"
        response.headers["Cache-Control"] = "no-store"
    return response
