"""Keys in the order they were typed, across start-up, screens that close, and fields
that take focus.

A table types fast, and a terminal delivers bursts. Three places could reorder or
misroute a burst:

- the keys typed while the pulka loads (they wait for the sheet or the start screen), and
  those typed after Ctrl+Q or Ctrl+O (they wait for the question it asks, or the start
  screen);
- the keys a closing screen (a form after Enter, the undo question after ``y``) got
  after it was done: re-posting them to the end of the app's queue put them behind keys
  typed later;
- a screen whose focused widget takes the keys (the start screen). Textual hands a key
  to the focused widget's own queue and reads the next key at once; the key then bubbles
  up, one queue at a time, to the binding that moves the focus (``Tab``) or opens a
  dropdown (``Enter``). Keys typed behind it went to the field that was focused before:
  ``Sveta`` ``Tab`` ``Tima`` typed fast all landed in the first name.

:class:`KeyOrder` keeps one line: while keys wait, are being passed on, or a key is
still on its way (on a screen with ``KEYS_ONE_AT_A_TIME``), every key typed meanwhile
waits behind them and is passed on after them. :func:`when_quiet` tells when a key is
done with: when the screen has handled it and everything it set off.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from textual import events

from .compat import waiting


class _Poster(Protocol):
    def post_message(self, message: events.Key) -> bool: ...


class KeyOrder:
    """The app's line of waiting keys.

    ``waiting`` while the app opens its pulka, or closes it (:meth:`pause`; :meth:`open`
    ends it); ``passing`` holds
    the keys posted again and not yet read (a passed-on key is an ordinary
    :class:`~textual.events.Key`, so every handler takes it as typed); ``busy`` while a
    key on a one-key-at-a-time screen is on its way (:meth:`done` ends it).
    """

    def __init__(self) -> None:
        self.held: list[events.Key] = []
        self.waiting = True
        self.passing: list[events.Key] = []
        self.busy = False

    def hold(self, event: events.Key) -> bool:
        """Whether ``event`` (as the app reads it) must wait behind earlier keys."""
        if any(event is key for key in self.passing):
            self.passing = [key for key in self.passing if key is not event]
            return False
        if self.waiting or self.passing or self.busy:
            self.held.append(event)
            return True
        return False

    def handled(self, app: _Poster) -> None:
        """After the app handled a key: once the keys passed on are read, the keys typed
        meanwhile follow them."""
        if not self.passing and not self.waiting and not self.busy and self.held:
            held, self.held = self.held, []
            for key in held:
                self.pass_on(key, app)

    def done(self, app: _Poster) -> None:
        """A key of a one-key-at-a-time screen is done: the next waiting key goes on
        (one only: it is handled, and followed, before the one after it)."""
        self.busy = False
        if self.held and not self.passing and not self.waiting:
            self.pass_on(self.held.pop(0), app)

    def pass_on(self, event: events.Key, app: _Poster) -> None:
        """Post ``event`` again, ahead of any key typed after it (with the time it was
        typed: a question that opened meanwhile tells it was typed ahead)."""
        key = events.Key(event.key, event.character)
        key.time = event.time
        self.passing.append(key)
        app.post_message(key)

    def pause(self) -> None:
        """Hold every key typed from now on, as while the pulka loads, until :meth:`open`:
        Ctrl+Q or Ctrl+O waits for the keys typed before it, and the keys after it are for
        the question it asks, or the start screen it opens (:mod:`.closing`)."""
        self.waiting = True

    def open(self, app: _Poster, one_at_a_time: bool = False) -> None:
        """The pulka (or the start screen, or a question) is open: the keys typed while it
        loaded go on, in order (``one_at_a_time``: the first now, each next one when
        :meth:`done`)."""
        self.waiting = False
        if one_at_a_time:
            if self.held and not self.passing:
                self.pass_on(self.held.pop(0), app)
            return
        held, self.held = self.held, []
        for key in held:
            self.pass_on(key, app)


def when_quiet(app: Any, then: Callable[[], None], rounds: int = 60) -> None:
    """Call ``then`` once the app and its screen are quiet: every message queued on them
    read and handled, including what handling it queued (a key bubbling from the field
    to the screen, a dropdown's choice going back to its Select, a focus moved with
    ``Widget.focus``, a screen's recompose).

    Each round queues a callback behind the messages of every node with any waiting
    (:func:`.compat.waiting`; Textual reads a node's queue in order); when they have all
    run, another round looks again, until none waits (or ``rounds`` ran out). A node
    removed meanwhile drops its queue: a timer then ends the wait, so the keys never
    stop.
    """
    finished = False

    def finish() -> None:
        nonlocal finished
        if not finished:
            finished = True
            then()

    def look(left: int) -> None:
        if finished:
            return
        screen = app.screen
        busy = [node for node in (screen, *screen.walk_children()) if waiting(node)]
        if app.message_queue_size:  # the app is busy with this callback itself
            busy.append(app)
        if (not busy and left < rounds) or not left:
            finish()
            return
        if screen not in busy:  # it may be busy with a message it took (a recompose)
            busy.append(screen)
        count = 0

        def one_done() -> None:
            nonlocal count
            count -= 1
            if not count:
                app.call_later(look, left - 1)

        for node in busy:
            if node.call_later(one_done):
                count += 1
        if not count:
            app.call_later(look, left - 1)

    app.set_timer(WATCHDOG, finish)
    look(rounds)


WATCHDOG = 3.0
"""Seconds after which the app is taken as quiet whatever it still waits for (a node
that was removed); never reached while the app works normally."""
