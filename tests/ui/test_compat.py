"""The private hooks of Textual (:mod:`preferans_tui.ui.compat`) and textual-serve
(:mod:`preferans_tui.web.compat`) are still where, and what, they were in the pinned
versions. Each test fails with a message naming the hook and the pin: an upgrade of
either library runs this file first.

These tests need no Pilot: the parser is fed characters, a node is made bare, the
server's application is built without listening.
"""

from __future__ import annotations

import asyncio
import hashlib
import inspect
import re
import time
import tomllib
from importlib.metadata import version
from pathlib import Path

import pytest
from textual import _time, events
from textual._xterm_parser import XTermParser
from textual.drivers import linux_driver
from textual.message_pump import MessagePump

from preferans_tui.ui import compat
from preferans_tui.web import compat as web_compat

ROOT = Path(__file__).resolve().parents[2]

PINS = {"textual": (compat.TEXTUAL, "preferans_tui/ui/compat.py"),
        "textual-serve": (web_compat.TEXTUAL_SERVE, "preferans_tui/web/compat.py")}


def moved(library: str, hook: str, what: str) -> str:
    """The loud message: which hook of ``library`` moved, how, and the pin to mind."""
    pin, module = PINS[library]
    return (f"\n*** {library} {version(library)} moved a private hook preferans-tui relies "
            f"on: {hook}: {what}.\n*** It was read in {library} {pin}, which pyproject.toml "
            f"pins; keep the pin, or fix {module} (its module doc lists the hooks) before "
            f"raising it.")


def pinned(library: str) -> str:
    """The exact version ``pyproject.toml`` pins ``library`` to."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    (spec,) = [s for s in project["dependencies"]
               if re.split(r"[\s<>=!~;\[]", s, maxsplit=1)[0] == library]
    found = re.fullmatch(r"[\w-]+==([\w.]+)(\s*;.*)?", spec)
    assert found, f"pyproject.toml must pin {library} exactly (==), not {spec!r}"
    return found.group(1)


@pytest.mark.parametrize("library", sorted(PINS))
def test_the_pins_are_the_versions_the_hooks_were_read_in(library):
    pin, module = PINS[library]
    assert pinned(library) == pin, (
        f"pyproject.toml pins {library}=={pinned(library)}, but {module} was read in {pin}: "
        f"check its hooks (this file) and then its version constant")
    assert version(library) == pin, moved(library, "the installed version",
                                          f"{version(library)} is installed, not the pin")


# -- 1. the terminal's parser (escape_keys, signals) ----------------------------------------

def test_the_parser_maps_a_sequence_to_keys_in_one_method():
    method = getattr(XTermParser, "_sequence_to_key_events", None)
    hook = "XTermParser._sequence_to_key_events (textual/_xterm_parser.py)"
    assert method is not None, moved("textual", hook, "it is gone")
    parameters = list(inspect.signature(method).parameters)
    assert parameters == ["self", "sequence", "alt"], moved(
        "textual", hook, f"its parameters are {parameters}, not (self, sequence, alt)")


class Recording(compat.KeyParser):
    """A parser that notes every ``sequence_keys`` call Textual's parsing makes."""

    def __init__(self) -> None:
        super().__init__()
        self.calls: list[tuple[str, bool]] = []

    def sequence_keys(self, sequence, alt=False):
        self.calls.append((sequence, alt))
        return super().sequence_keys(sequence, alt)


def read(parser: XTermParser, data: str) -> list[str]:
    """The keys ``parser`` reads from ``data``, once Textual's Esc delay (0.1 s) is over."""
    tokens = list(parser.feed(data))
    time.sleep(0.15)
    tokens += list(parser.tick())
    return [token.key for token in tokens]


@pytest.mark.parametrize(("data", "call", "keys"), [
    # a plain character
    ("a", ("a", False), ["a"]),
    # ESC then a letter that begins no sequence it knows: reissued with the ESC as Alt
    ("\x1bg", ("g", True), ["alt+g"]),
    # a pair of its table (macOS Option+1, ¡), as it is
    ("\x1b1", ("\x1b1", False), ["inverted_exclamation_mark"]),
])
def test_every_key_the_parser_reads_goes_through_the_hook(data, call, keys):
    parser = Recording()
    got = read(parser, data)
    hook = "XTermParser.parse → _sequence_to_key_events(sequence, alt)"
    assert call in parser.calls, moved(
        "textual", hook, f"reading {data!r} called it with {parser.calls}, never {call}")
    assert got == keys, moved("textual", hook, f"{data!r} reads as {got}, not {keys}")


def test_the_linux_driver_makes_its_parser_by_the_module_name():
    hook = "the name XTermParser of textual/drivers/linux_driver.py"
    assert getattr(linux_driver, "XTermParser", None) is XTermParser, moved(
        "textual", hook, "the module no longer holds Textual's parser by that name")
    source = inspect.getsource(linux_driver.LinuxDriver.run_input_thread)
    assert "XTermParser(" in source, moved(
        "textual", hook, "LinuxDriver.run_input_thread no longer makes its parser with it")


def test_parse_keys_with_puts_the_parser_in_the_drivers_place(monkeypatch):
    monkeypatch.setattr(linux_driver, "XTermParser", XTermParser)
    compat.parse_keys_with(Recording)
    assert linux_driver.XTermParser is Recording


def test_the_table_of_sequences_holds_the_pairs_read_apart():
    """:mod:`.escape_keys` reads ESC ``1`` (``¡``) and ESC ``f`` as Esc, then the key; and
    reads on after ESC ``[`` and ESC ``O``, which begin longer sequences."""
    hook = "ANSI_SEQUENCES_KEYS (textual/_ansi_sequences.py)"
    assert "\x1b1" in compat.SEQUENCES and "\x1bf" in compat.SEQUENCES, moved(
        "textual", hook, "ESC 1 / ESC f are no longer in the table")
    starts = {k[1] for k in compat.SEQUENCES if k[:1] == "\x1b" and len(k) > 2}
    assert {"[", "O"} <= starts, moved("textual", hook, f"longer sequences begin {starts}")


def test_the_parser_error_is_an_exception():
    from textual import _parser

    hook = "ParseError (textual/_parser.py)"
    assert compat.ParseError is getattr(_parser, "ParseError", None), moved(
        "textual", hook, "it is gone")
    assert issubclass(compat.ParseError, Exception), moved("textual", hook, "no exception")


INPUT_LOOP = "d796af6d69db337d"
"""The start of the SHA-256 of ``LinuxDriver.run_input_thread``'s source in 8.2.8, the
loop :class:`~preferans_tui.ui.signals.EndingDriver` redoes."""


def test_the_input_loop_the_ending_driver_redoes_is_the_one_it_copied():
    source = inspect.getsource(linux_driver.LinuxDriver.run_input_thread)
    digest = hashlib.sha256(source.encode()).hexdigest()[:16]
    assert digest == INPUT_LOOP, moved(
        "textual", "LinuxDriver.run_input_thread (textual/drivers/linux_driver.py)",
        "it changed (ui/signals.py's EndingDriver.run_input_thread is a copy of it): "
        "compare the two")
    from textual.driver import Driver

    made = inspect.getsource(Driver.__init__) + inspect.getsource(linux_driver.LinuxDriver)
    for name in ("_debug", "_file", "_app"):
        assert f"self.{name} = " in made, moved(
            "textual", f"LinuxDriver.{name}", "EndingDriver uses it and it is gone")


# -- 2. a node's waiting messages (key_order.when_quiet) ------------------------------------

def test_a_node_keeps_its_message_taken_and_its_next_callbacks():
    hook = "MessagePump._pending_message / _next_callbacks (textual/message_pump.py)"
    node = MessagePump()
    for name, empty in (("_pending_message", None), ("_next_callbacks", [])):
        assert getattr(node, name, "gone") == empty, moved(
            "textual", hook, f"a new node's {name} is {getattr(node, name, 'gone')!r}")
    source = inspect.getsource(MessagePump)
    assert "self._pending_message = message" in source, moved(
        "textual", hook, "a message taken from the queue is no longer kept there")
    assert not compat.waiting(node)
    node.call_next(lambda: None)
    assert compat.waiting(node), moved("textual", hook,
                                       "call_next no longer queues in _next_callbacks")


# -- 3. Textual's clock (the guarded questions) ----------------------------------------------

def test_a_key_is_timed_on_textuals_clock():
    hook = "textual._time.get_time, the clock of Message.time"
    assert callable(getattr(_time, "get_time", None)), moved("textual", hook, "it is gone")
    before = compat.clock()
    key = events.Key("a", "a")
    after = compat.clock()
    assert before <= key.time <= after, moved(
        "textual", hook, f"a key made between {before} and {after} says {key.time}")


# -- 4. textual-serve's application (web.server) ---------------------------------------------

def test_the_servers_application_is_made_by_one_method():
    from textual_serve.server import Server

    hook = "Server._make_app (textual_serve/server.py)"
    method = getattr(Server, "_make_app", None)
    assert method is not None, moved("textual-serve", hook, "it is gone")
    assert inspect.iscoroutinefunction(method), moved("textual-serve", hook,
                                                      "it is no coroutine function")
    assert list(inspect.signature(method).parameters) == ["self"], moved(
        "textual-serve", hook, f"it takes {inspect.signature(method)}")


def test_the_servers_application_has_its_routes_and_hooks(tmp_path):
    from textual_serve.server import Server

    hook = "Server._make_app (textual_serve/server.py)"
    server = Server("true")
    app = asyncio.run(web_compat.served_application(server))
    paths = {getattr(r, "canonical", None) for r in app.router.resources()}
    assert {"/", "/ws", "/download/{key}", "/static"} <= paths, moved(
        "textual-serve", hook, f"its application's routes are {sorted(map(str, paths))}")
    assert server.on_startup in app.on_startup and server.on_shutdown in app.on_shutdown, \
        moved("textual-serve", hook, "it no longer hooks the server's on_startup/on_shutdown")


def test_a_visitors_process_extends_the_app_service_by_its_private_parts():
    """:class:`~preferans_tui.web.viewer.WatchProcess`'s hooks (:mod:`.web.compat` doc)."""
    from textual_serve.app_service import AppService
    from textual_serve.download_manager import DownloadManager

    async def nothing(*_):
        pass

    hook = "AppService (textual_serve/app_service.py)"
    downloads = DownloadManager()
    service = AppService("true", write_bytes=nothing, write_str=nothing, close=nothing,
                         download_manager=downloads)
    for name, value in (("_process", None), ("_task", None), ("_stdin", None),
                        ("_download_manager", downloads)):
        assert getattr(service, name, "gone") is value, moved(
            "textual-serve", f"{hook}.{name}", f"a new service's is "
                                               f"{getattr(service, name, 'gone')!r}")
    for name in ("_open_app_process", "_build_environment"):
        parameters = list(inspect.signature(getattr(AppService, name)).parameters)
        assert parameters == ["self", "width", "height"], moved(
            "textual-serve", f"{hook}.{name}", f"its parameters are {parameters}")
    environment = service._build_environment(width=90, height=30)
    assert (environment["COLUMNS"], environment["ROWS"]) == ("90", "30"), moved(
        "textual-serve", f"{hook}._build_environment", "the size is no longer in it")
    start = inspect.getsource(AppService.start)
    assert "self._open_app_process(width, height)" in start and "self._task =" in start, \
        moved("textual-serve", f"{hook}.start", "it no longer opens the process with "
                                                "_open_app_process and keeps _task")
