"""Who may see the served pulka: whoever has the link with its access token.

:class:`Access` holds a random token (``secrets.token_urlsafe``, 128 bits). A request
is let through when its query carries ``token=<the token>`` — then the response sets a
cookie with it, so the page's own requests (its script, its style, the websocket) need
no token in their URL — or when it carries that cookie. Every other request, the
websocket included, gets 403 before any handler runs; a request whose ``Origin`` is
another site gets 403 too (a web page elsewhere cannot open the view's websocket).
Tokens are compared with :func:`secrets.compare_digest`.
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
    """The token of one ``serve`` run and the middleware that asks for it.

    ``port`` names the cookie (``preferans_tui_8000``): a browser sends a host's cookies
    to every port of it, and two servers on one computer must not take each other's.
    """

    def __init__(self, port: int, token: str | None = None) -> None:
        self.token = token or secrets.token_urlsafe(TOKEN_BYTES)
        self.cookie = f"preferans_tui_{port}"

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

    @web.middleware
    async def middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """403 unless the request carries the token (query or cookie) from this origin;
        a token in the query sets the cookie for the page's later requests."""
        if not self.same_origin(request):
            raise web.HTTPForbidden(text=FORBIDDEN_TEXT)
        if self.matches(request.query.get(TOKEN_PARAM)):
            response = await handler(request)
            if not response.prepared:  # a websocket has sent its headers already
                response.set_cookie(self.cookie, self.token, httponly=True,
                                    samesite="Strict", path="/")
            return response
        if self.matches(request.cookies.get(self.cookie)):
            return await handler(request)
        raise web.HTTPForbidden(text=FORBIDDEN_TEXT)


@web.middleware
async def private_headers(request: web.Request, handler: Handler) -> web.StreamResponse:
    """No page of the view is cached, and none sends its address (with the token) on as
    a ``Referer`` to another site."""
    response = await handler(request)
    if not response.prepared:
        response.headers["Referrer-Policy"] = "no-referrer"
        response.headers["Cache-Control"] = "no-store"
    return response
