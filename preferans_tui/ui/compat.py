"""The private parts of Textual the app relies on, each in one place (issue 29.5).

Textual has no public hook for these; ``pyproject.toml`` pins ``textual==8.2.8`` (see
:data:`TEXTUAL`), and ``tests/ui/test_compat.py`` checks each of them and fails naming it
and the pin when an upgrade moved it. Before raising the pin, read that test's failures:

1. **The terminal's parser** (``textual/_xterm_parser.py``): :class:`KeyParser` makes
   ``XTermParser._sequence_to_key_events(sequence, alt)`` — the keys of a sequence of
   characters, ``alt`` when Textual read an ESC as Alt — the public method
   :meth:`KeyParser.sequence_keys`; :func:`parse_keys_with` puts a parser class where
   the Linux driver's input thread makes its parser (the name ``XTermParser`` of
   ``textual/drivers/linux_driver.py``); :data:`SEQUENCES` is the table of sequences
   (``textual/_ansi_sequences.py``) and :class:`ParseError` what a parser fed its end
   may raise (``textual/_parser.py``). Used by :mod:`.escape_keys` and :mod:`.signals`.
2. **A node's waiting messages** (``textual/message_pump.py``): :func:`waiting` reads
   ``MessagePump._pending_message`` (a message taken from the queue, not yet handled)
   and ``_next_callbacks`` (the ``call_next`` callbacks). Used by
   :func:`.key_order.when_quiet`.
3. **Textual's clock** (``textual/_time.py``): :func:`clock` is ``_time.get_time``, the
   clock a message's (a key's) ``time`` is taken with. Used by the guarded questions
   (:mod:`.screens.confirm`, :mod:`.screens.file_changed`).

Not a hook but a copy: :class:`.signals.EndingDriver` redoes Textual's input loop
(``LinuxDriver.run_input_thread``) with its own end, on the driver's private
``_debug``, ``_file`` and ``_app``; the test knows the digest of the loop it copied and
fails when Textual's changes.

The fourth private hook, textual-serve's ``Server._make_app``, is in
:mod:`preferans_tui.web.compat`: the web server imports nothing of the app nor Textual
(``tests/web/test_no_ui.py``); the same test checks it.
"""

from __future__ import annotations

from collections.abc import Iterable

from textual import _time, events
from textual._ansi_sequences import ANSI_SEQUENCES_KEYS
from textual._parser import ParseError
from textual._xterm_parser import XTermParser
from textual.drivers import linux_driver
from textual.message_pump import MessagePump

TEXTUAL = "8.2.8"
"""The Textual these hooks were read in (``pyproject.toml`` pins it exactly)."""

SEQUENCES = ANSI_SEQUENCES_KEYS
"""Textual's table of the sequences it knows: characters → keys (``"\\x1b[A"`` → up)."""

__all__ = ["SEQUENCES", "TEXTUAL", "KeyParser", "ParseError", "clock", "parse_keys_with",
           "waiting"]


class KeyParser(XTermParser):
    """Textual's terminal parser, whose mapping of a sequence to keys a subclass changes
    by overriding :meth:`sequence_keys` (hook 1 of the module doc)."""

    def _sequence_to_key_events(self, sequence: str, alt: bool = False
                                ) -> Iterable[events.Key]:
        return self.sequence_keys(sequence, alt)

    def sequence_keys(self, sequence: str, alt: bool = False) -> Iterable[events.Key]:
        """The keys of ``sequence`` (characters the parser read; ``alt``: an ESC before
        them that Textual read as Alt, when it knew no sequence it began), as Textual
        maps them."""
        return XTermParser._sequence_to_key_events(self, sequence, alt)


def parse_keys_with(parser: type[XTermParser]) -> None:
    """Make the Linux/macOS driver read the terminal with ``parser``: its input thread
    (``LinuxDriver.run_input_thread``) makes its parser from the driver module's name
    ``XTermParser`` as it starts, so call this before (hook 1)."""
    linux_driver.XTermParser = parser  # type: ignore[attr-defined]


def waiting(node: MessagePump) -> bool:
    """Whether ``node`` has a message or a callback still to handle: one in its queue,
    one taken from it and not yet handled, or a ``call_next`` callback (hook 2)."""
    return bool(node.message_queue_size or node._pending_message or node._next_callbacks)


def clock() -> float:
    """Now, on the clock of a message's (a key's) ``time``: seconds, monotonic (hook 3)."""
    return _time.get_time()
