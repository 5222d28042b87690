"""``preferans-tui serve FILE``: the watch view of one pulka file in a web browser.

Textual's web server (``textual-serve``) starts one process per browser tab, running a
shell command, and relays its screen and keys over a websocket. Here that command is
fixed when the server starts, from its own command line: ``python -m preferans_tui watch
-- /absolute/FILE``, quoted with :func:`shlex.join`. Nothing a browser sends — a path, a
query, a header, a websocket message — reaches that command or opens another file; the
keys it relays reach a read-only view that writes nothing.

Every request needs the access token (:mod:`.access`), on loopback too: any web page
the computer's browser opens may try ``ws://127.0.0.1:8000``, and other users of the
computer reach its loopback; the token in the printed link is what lets a visitor in.

Against the rest of the network, token or not: each tab's process is sized within bounds
and ends with its tab (:mod:`.viewer`); connections are capped and slow ones cut, and
trouble is said in one line, never a traceback (:mod:`.guard`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import re
import shlex
import signal
import stat
import sys
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import aiohttp_jinja2
import jinja2
from aiohttp import web
from aiohttp.web_runner import GracefulExit
from textual_serve.server import Server

from ..untrusted import visible, visible_path
from .access import TOKEN_PARAM, Access, private_headers
from .addresses import WILDCARD_V4, WILDCARD_V6, is_loopback, listening_addresses, url
from .compat import served_application
from .guard import (
    GONE,
    HEADER_SECONDS,
    Guard,
    Notes,
    OneLineLog,
    loop_trouble,
    raise_descriptor_limit,
)
from .viewer import WatchProcess, clamp_size, relay

MAX_SESSIONS = 16
"""Watch processes alive at once (one per browser tab, counted until the process is
gone, not until its tab closes); one more tab gets 503."""

MAX_MESSAGE_BYTES = 64 * 1024
"""The largest websocket message a browser may send (keys, a size)."""

OUTSIDE_LINK = re.compile(r"<link\b[^>]*\bhref=\"https?://[^>]*>\s*", re.IGNORECASE)
"""A ``<link>`` of ``textual-serve``'s page to another site: its font from Google, which
would tell Google who watches and fails with no internet at the table. The page falls
back to the fonts it names after it (the terminal's own font is served locally)."""


def local_template(loader: jinja2.BaseLoader) -> jinja2.FunctionLoader:
    """``loader``'s templates with every :data:`OUTSIDE_LINK` left out (the page asks
    nothing of another site) and the :data:`LANGUAGE_BUTTONS` added."""

    def load(name: str) -> str:
        source, _, _ = loader.get_source(jinja2.Environment(), name)
        return OUTSIDE_LINK.sub("", source).replace("</body>", LANGUAGE_BUTTONS, 1)

    return jinja2.FunctionLoader(load)


LANGUAGES = ("en", "ru")
"""The languages a link may ask for (``lang=ru``): the watch runs in it."""


def watch_command(file: Path, lang: str | None = None) -> str:
    """The shell command every visitor's process runs: the watch of ``file`` (absolute,
    so the server's working folder does not matter), quoted for ``/bin/sh``; in ``lang``
    (one of :data:`LANGUAGES`, else the saved or the system's language)."""
    language = ["--lang", lang] if lang in LANGUAGES else []
    return shlex.join([sys.executable, "-m", "preferans_tui", "watch", *language, "--",
                       os.fspath(Path(file).absolute())])


LANGUAGE_BUTTONS = """
<nav id="preferans-lang" style="position: fixed; top: 0; right: 0; z-index: 100;
  font: 14px sans-serif; background: rgba(0,0,0,.6); padding: 2px 6px;">
  <button type="button" data-lang="en">EN</button>
  <button type="button" data-lang="ru">RU</button>
</nav>
<script>
  for (const a of document.querySelectorAll("#preferans-lang button")) {
    a.style.cssText = "color: #fff; background: none; border: 0; font: inherit; padding: 0 4px;";
    a.addEventListener("click", () => {
      const url = new URL(window.location.href);
      url.searchParams.set("lang", a.dataset.lang);
      window.location.href = url.pathname + "?" + url.searchParams.toString();
    });
  }
</script>
</body>"""
"""Two buttons on the page that open it again in English or Russian (``lang`` in the
link; the token stays): a phone has no F2 to press (issue 30.2)."""


class WatchServer(Server):
    """The ``textual-serve`` server of ``watch FILE``, behind the access token.

    The page's websocket address is built from the address the browser used (a server
    on ``0.0.0.0`` has no one address of its own), never from ``0.0.0.0``.
    """

    def __init__(self, file: Path, host: str, port: int, access: Access,
                 lang: str | None = None, *, command: str | None = None,
                 title: str | None = None,
                 command_for: Callable[[str], str] | None = None,
                 heading: list[str] | None = None) -> None:
        """``command``: another read-only view to run for each visitor instead of the
        watch of ``file`` (the event's standings, ``event serve``), ``title`` its page's,
        ``command_for`` that view's command in a language a link asks for (``en``,
        ``ru``; else the watch of ``file`` in it), ``heading`` the lines said first
        instead of the file's (:func:`startup_lines`): ``event serve`` serves no file."""
        super().__init__(command or watch_command(file, lang), host=host, port=port,
                         title=title or f"preferans-tui · {visible_path(Path(file).name)}")
        self.command_for = command_for or partial(watch_command, Path(file))
        """The command a visitor's link in a language runs (:meth:`handle_websocket`)."""
        self.heading = heading
        self.file = Path(file)
        self.access = access
        self.lang = lang if lang in LANGUAGES else None
        """The language the printed links ask for (``serve --lang``), or ``None``."""
        self.notes = Notes()
        """Where trouble is said, one line per kind (:class:`.guard.Notes`)."""
        self._services: set[WatchProcess] = set()
        self._viewers: set[asyncio.Task[Any]] = set()

    @property
    def sessions(self) -> int:
        """Watch processes alive now: every tab's, and any still ending after its tab
        closed."""
        self._services = {service for service in self._services if service.alive}
        return len(self._services)

    async def make_app(self) -> web.Application:
        """textual-serve's application (:func:`.compat.served_application`), its page
        asking nothing of another site (:func:`local_template`), its websocket and its
        statics under the token's path, and every request behind the token."""
        app = await served_application(self)
        aiohttp_jinja2.setup(app, loader=local_template(
            jinja2.FileSystemLoader(self.templates_path)))
        # The page's own requests carry the token in their path (no cookie: see .access)
        prefix = self.access.prefix
        app.router.add_get(prefix + "ws", self.handle_websocket)
        app.router.add_get(prefix + "ws/{lang:en|ru}", self.handle_websocket)
        app.router.add_static(prefix + "static", self.statics_path)
        app.middlewares.extend([private_headers, self.access.middleware])
        return app

    @aiohttp_jinja2.template("app_index.html")
    async def handle_index(self, request: web.Request) -> dict[str, Any]:
        """The page: ``textual-serve``'s template, its addresses on the request's own; a
        ``lang`` of :data:`LANGUAGES` in the link opens the view in it (the websocket's
        path says it: ``…/ws/ru``; anything else is the saved or system language)."""
        origin = str(request.url.origin()) + self.access.prefix.rstrip("/")
        lang = request.query.get("lang")
        tail = f"/ws/{lang}" if lang in LANGUAGES else "/ws"
        return {
            "font_size": 16,
            "app_websocket_url": "ws" + origin.removeprefix("http") + tail,
            "config": {"static": {"url": origin + "/static/"}},
            "application": {"name": self.title},
        }

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """One visitor's watch process (:class:`.viewer.WatchProcess`), while fewer than
        :data:`MAX_SESSIONS` are alive, its size from the query clamped; it ends when
        the websocket closes. A request that is no websocket handshake (a plain GET of
        ``/ws``) gets 400; nothing a visitor sends or does prints a traceback."""
        if not web.WebSocketResponse().can_prepare(request).ok:
            raise web.HTTPBadRequest(text="a websocket handshake only\n")
        if self.sessions >= MAX_SESSIONS:
            self.notes.note("sessions", f"{MAX_SESSIONS} viewers at once: turning more "
                                        "away (503)")
            raise web.HTTPServiceUnavailable(text="too many viewers at once\n")
        websocket = web.WebSocketResponse(heartbeat=15, max_msg_size=MAX_MESSAGE_BYTES)
        lang = request.match_info.get("lang")
        command = self.command_for(lang) if lang in LANGUAGES else self.command
        service = WatchProcess(command, write_bytes=websocket.send_bytes,
                               write_str=websocket.send_str, close=websocket.close,
                               download_manager=self.download_manager, note=self.notes.note)
        self._services.add(service)
        task = asyncio.current_task()
        if task is not None:
            self._viewers.add(task)
        try:
            await websocket.prepare(request)
            await service.start(*clamp_size(request.query.get("width"),
                                            request.query.get("height")))
            await relay(websocket, service)
        except GONE:
            pass
        except Exception as error:  # a bug, said in one line; the visitor's tab ends
            self.notes.note(f"viewer:{type(error).__name__}",
                            f"a viewer's session failed: {type(error).__name__}: {error}")
        finally:
            try:
                await service.stop()
            finally:
                if task is not None:
                    self._viewers.discard(task)
                with contextlib.suppress(Exception):
                    await websocket.close()
        return websocket

    async def on_shutdown(self, app: web.Application) -> None:
        """Ctrl+C: end every viewer's session now (its websocket closes, its watch process
        ends) rather than wait for the browsers to leave."""
        viewers = list(self._viewers)
        for task in viewers:
            task.cancel()
        await asyncio.gather(*viewers, return_exceptions=True)

    async def on_startup(self, app: web.Application) -> None:
        """Nothing yet: :meth:`announce` speaks once the port listens."""

    def announce(self, *_: object) -> None:
        """Say what is shared, where to open it, and how to stop (``run_app`` calls it
        once every address listens, so the printed link already works)."""
        colour = sys.stdout.isatty() and not os.environ.get("NO_COLOR")
        for line in startup_lines(self.file, self.host, self.port, self.access.token,
                                  self.lang, self.heading) + qr_block(self.host, self.port,
                                                        self.access.token, self.lang):
            print(coloured(line) if colour else line, flush=True)

    def serve(self, debug: bool = False) -> None:
        """Serve until Ctrl+C (SIGINT), SIGTERM or SIGHUP (its terminal closed); no access
        log (its lines would carry the token); log records and the event loop's trouble in
        one line each (:mod:`.guard`)."""
        logging.basicConfig(level=logging.WARNING, handlers=[OneLineLog(self.notes)],
                            force=True)
        raise_descriptor_limit()
        loop = asyncio.new_event_loop()
        loop.set_exception_handler(loop_trouble(self.notes))
        for sig in (signal.SIGINT, signal.SIGTERM, getattr(signal, "SIGHUP", signal.SIGTERM)):
            with contextlib.suppress(NotImplementedError):  # Windows
                loop.add_signal_handler(sig, self.request_exit)
        run_until_exit(loop, self.listen())

    async def listen(self) -> None:
        """Listen on ``host:port`` behind a :class:`.guard.Guard` (connections capped,
        headers within :data:`.guard.HEADER_SECONDS`), announce, and serve until
        cancelled; then end every session and close every connection."""
        runner = web.AppRunner(await self.make_app(), handle_signals=False,
                               access_log=None, keepalive_timeout=HEADER_SECONDS)
        await runner.setup()
        try:
            assert runner.server is not None
            listening = await asyncio.get_running_loop().create_server(
                Guard(runner.server, self.notes), self.host, self.port)
            try:
                self.announce()
                await asyncio.Event().wait()
            finally:
                listening.close()
        finally:
            await runner.cleanup()


def run_until_exit(loop: asyncio.AbstractEventLoop, main: Any) -> None:
    """Run the coroutine ``main`` on ``loop`` until it ends or a signal handler raises
    :class:`GracefulExit` (or Ctrl+C a :class:`KeyboardInterrupt`); then cancel it, let
    it clean up, and close the loop. Its errors (an address in use) are raised."""
    task = loop.create_task(main)
    try:
        loop.run_until_complete(task)
    except (GracefulExit, KeyboardInterrupt):
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            loop.run_until_complete(task)
    finally:
        leftover = [other for other in asyncio.all_tasks(loop) if not other.done()]
        for other in leftover:
            other.cancel()
        if leftover:
            loop.run_until_complete(asyncio.wait(leftover))
        loop.run_until_complete(loop.shutdown_asyncgens())
        loop.close()


def link_query(token: str, lang: str | None = None) -> str:
    """The query of a printed link: the token, and ``lang`` when given."""
    query = f"{TOKEN_PARAM}={token}"
    return query + (f"&lang={lang}" if lang in LANGUAGES else "")


QR_HEADING = "Or point a phone's camera at this code (the first link):"
"""The line before the QR code (the app's ``w`` reads ``serve`` up to the code after it)."""
PHONES_HINT = ("A phone cannot open these links: to let the players' phones join, serve on "
               "the table's network with --host 0.0.0.0 (a QR code is printed then).")
"""What ``serve`` on loopback prints instead of a QR code no phone could open."""
NO_NETWORK_HINT = ("This computer is on no network but its own: to let the players' phones "
                   "join, connect it to the table's Wi-Fi and start serve again.")
"""What ``serve`` on every network prints instead of a QR code when the computer has no
address but loopback (no Wi-Fi, no cable)."""
LIGHT_ON_DARK = "\x1b[38;5;231;48;5;16m"
"""The QR code's colours on a terminal: its light modules (the blocks) white, the dark
ones (the spaces) black — colours 231 and 16 of the 256, fixed in every terminal, not
the theme's — so it scans on a light terminal as on a dark one. segno's compact
terminal code uses no colours: it takes the terminal's own."""
PLAIN = "\x1b[0m"


def qr_lines(link: str) -> list[str]:
    """``link`` as a QR code drawn in the terminal with half blocks (segno, error level
    L: the smallest code, a phone's camera reads it off the screen), two modules a
    character row; the light modules are the blocks, the quiet zone (4 modules) included:
    right as it is on a dark background (:func:`coloured` for any other)."""
    import io

    import segno

    out = io.StringIO()
    segno.make(link, error="l").terminal(out=out, compact=True)
    return out.getvalue().rstrip("\n").split("\n")


def is_code_row(line: str) -> bool:
    """Whether ``line`` is a row of :func:`qr_lines` (half blocks and spaces only)."""
    return bool(line) and set(line) <= set(" ▀▄█")


def coloured(line: str) -> str:
    """A row of the QR code in :data:`LIGHT_ON_DARK` (any other line as it is)."""
    return f"{LIGHT_ON_DARK}{line}{PLAIN}" if is_code_row(line) else line


def qr_block(host: str, port: int, token: str, lang: str | None = None) -> list[str]:
    """The first printed link as a QR code, for a phone's camera (issue 30.2): on the
    table's network the computer's first address. A phone cannot open a loopback one:
    then one line instead, how to let the phones join (:data:`PHONES_HINT`, or
    :data:`NO_NETWORK_HINT` when ``host`` is every network but the computer is on none)."""
    addresses = listening_addresses(host)
    if not addresses:
        return []
    if is_loopback(addresses[0]):
        return [NO_NETWORK_HINT if host in WILDCARD_V4 | WILDCARD_V6 else PHONES_HINT]
    link = url(visible(addresses[0]), port, link_query(token, lang))
    return [QR_HEADING, *qr_lines(link)]


def startup_lines(file: Path, host: str, port: int, token: str,
                  lang: str | None = None, heading: list[str] | None = None) -> list[str]:
    """What ``serve`` prints once it listens: the file (or ``heading``, said instead: the
    caller's own lines, in its language), the links, the warning."""
    name = visible_path(Path(file).name)
    if heading is not None:
        lines = list(heading)
    else:
        lines = [f"preferans-tui serve: {name}, read-only (every visitor sees this one "
                 f"file; nothing is written)"]
        if not Path(file).exists():
            lines.append(f"  {name} does not exist yet: the view waits for it")
    local = is_loopback(host)
    lines.append("Open on this computer:" if local else
                 "Open on a phone or laptop on the same network:")
    lines += [f"  {url(visible(a), port, link_query(token, lang))}"
              for a in listening_addresses(host)]
    if not local:
        lines.append("Anyone who has this link and reaches this computer can watch the "
                     "pulka while the server runs.")
    lines.append("Ctrl+C stops sharing.")
    return lines


def not_a_file(file: Path) -> str | None:
    """Why ``file`` can never be shared, or ``None``: it exists and is a folder or
    anything else that is not a regular file (a device, a pipe). A missing file is no
    reason: the view waits for it (:func:`startup_lines` says so)."""
    try:
        mode = file.stat().st_mode
    except OSError:
        return None
    if stat.S_ISREG(mode):
        return None
    what = ("a folder" if stat.S_ISDIR(mode) else "a pipe" if stat.S_ISFIFO(mode)
            else "a socket" if stat.S_ISSOCK(mode) else "a device")
    return f"{visible_path(file)} is {what}, not a pulka file"


def run_serve(file: Path, host: str, port: int, lang: str | None = None) -> int:
    """Serve the watch view of ``file`` on ``host:port`` until Ctrl+C, then say sharing
    stopped; return the exit code (0, or 1 when ``file`` is no file (:func:`not_a_file`)
    or the address cannot be listened on).

    Raises:
        BrokenPipeError: standard output's reader went away (``serve FILE | head``);
            the caller ends quietly.
    """
    reason = not_a_file(Path(file))
    if reason is not None:
        print(f"preferans-tui serve: {reason}; nothing is shared", file=sys.stderr)
        return 1
    access = Access()
    try:
        WatchServer(Path(file), host, port, access, lang).serve()
    except BrokenPipeError:
        raise  # not the address: the reader of what serve prints is gone
    except OSError as exc:
        print(f"preferans-tui: cannot listen on {visible(host)}:{port}: "
              f"{exc.strerror or exc}", file=sys.stderr)
        return 1
    print(f"preferans-tui serve: stopped sharing {visible_path(Path(file).name)}", flush=True)
    return 0
