"""Esc and the key typed right after it stay two keys, even in one terminal read.

A terminal sends Alt+G as the bytes ESC ``g``: the very bytes of Esc then ``g`` typed
fast, or delivered in one read. Textual 8.2.8's ``XTermParser.parse``
(``textual/_xterm_parser.py``) takes an ESC as the start of a sequence and reads on;
bytes that make no sequence it knows are reissued after ``ESCAPE_DELAY`` with the ESC
read as an Alt modifier (``reissue_sequence_as_keys(process_alt=True)`` →
``_sequence_to_key_events(char, alt=True)``): a letter becomes ``alt+g``, and for any
other key (Enter, ``?``, space) the ESC is simply dropped. Some pairs are in its table of
sequences (``_ansi_sequences.py``) instead: ESC ``1`` … ``0`` are macOS Option
characters (``¡`` … ``º``), ESC ``f`` / ``b`` iTerm's Ctrl+→ / Ctrl+←. Either way a
player's Esc, or the key after it, was lost or misread: Esc ``1`` on a form became ``¡``.

The app binds no Alt key, so :class:`EscapeFirstParser` reads every ESC followed by one
character as Esc, then that key. ESC Tab and ESC Backspace keep the table's meaning
(Shift+Tab on the Linux console, Option+Backspace on macOS): no key a player types after
Esc to say something. Textual has no hook for its parser (the driver makes it in
``run_input_thread``), so :class:`EscapeFirstApp`'s driver puts this parser in the
driver module's place of ``XTermParser`` as its input thread starts: a subclass that
only splits the Esc off, everything else as Textual parses it. Both private hooks are
:mod:`.compat`'s (:class:`~.compat.KeyParser`, :func:`~.compat.parse_keys_with`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from textual import events
from textual.app import App
from textual.driver import Driver
from textual.drivers import linux_driver

from .compat import SEQUENCES, KeyParser, parse_keys_with

ESC = "\x1b"

SEQUENCE_STARTS = frozenset(k[1] for k in SEQUENCES if k[:1] == ESC and len(k) > 2)
"""The characters after ESC that begin a longer sequence (``[`` and ``O``: the arrows,
F-keys, the terminal's answers): the parser must read on after them."""


class EscapeFirstParser(KeyParser):
    """Textual's parser, but ESC and one character after it are two keys (module doc)."""

    def sequence_keys(self, sequence: str, alt: bool = False) -> Iterable[events.Key]:
        """The keys of ``sequence``; Textual's ``alt`` (an ESC it read as Alt) and a
        two-character ESC pair of its table (ESC ``1`` → ``¡``) give Esc first, then the
        key alone."""
        if alt:
            yield events.Key("escape", ESC)
        elif (len(sequence) == 2 and sequence[0] == ESC and sequence[1].isprintable()
              and sequence[1] not in SEQUENCE_STARTS):
            yield events.Key("escape", ESC)
            sequence = sequence[1]
        yield from super().sequence_keys(sequence)


class EscapeFirstDriver(linux_driver.LinuxDriver):
    """The Linux/macOS driver reading keys with :class:`EscapeFirstParser`."""

    def run_input_thread(self) -> None:
        """Textual's input loop, with the parser it makes ours
        (:func:`.compat.parse_keys_with`)."""
        parse_keys_with(EscapeFirstParser)
        super().run_input_thread()


class EscapeFirstApp(App[Any]):
    """An app whose terminal driver keeps Esc and the next key apart (a mixin base)."""

    def get_driver_class(self) -> type[Driver]:
        """Textual's choice of driver; its Linux/macOS driver with
        :class:`EscapeFirstParser` (Windows and the web read keys otherwise)."""
        driver = super().get_driver_class()
        return EscapeFirstDriver if driver is linux_driver.LinuxDriver else driver
