"""Keys in the order they were typed, across start-up and screens that close.

A table types fast, and a terminal delivers bursts. Two places could reorder a burst:
the keys typed while the pulka loads (they wait for the sheet), and the keys a closing
screen (a form after Enter, the undo question after ``y``) got after it was done.
Re-posting such keys to the end of the app's queue put them behind keys typed later.
:class:`KeyOrder` keeps one line: while keys wait or are being passed on, every key
typed meanwhile waits behind them, and is passed on after them.
"""

from __future__ import annotations

from typing import Protocol

from textual import events


class _Poster(Protocol):
    def post_message(self, message: events.Key) -> bool: ...


class KeyOrder:
    """The app's line of waiting keys.

    ``waiting`` while the app opens its pulka (:meth:`open` ends it); ``passing`` holds
    the keys posted again and not yet read (a passed-on key is an ordinary
    :class:`~textual.events.Key`, so every handler takes it as typed).
    """

    def __init__(self) -> None:
        self.held: list[events.Key] = []
        self.waiting = True
        self.passing: list[events.Key] = []

    def hold(self, event: events.Key) -> bool:
        """Whether ``event`` (as the app reads it) must wait behind earlier keys."""
        if any(event is key for key in self.passing):
            self.passing = [key for key in self.passing if key is not event]
            return False
        if self.waiting or self.passing:
            self.held.append(event)
            return True
        return False

    def handled(self, app: _Poster) -> None:
        """After the app handled a key: once the keys passed on are read, the keys typed
        meanwhile follow them."""
        if not self.passing and not self.waiting and self.held:
            held, self.held = self.held, []
            for key in held:
                self.pass_on(key, app)

    def pass_on(self, event: events.Key, app: _Poster) -> None:
        """Post ``event`` again, ahead of any key typed after it."""
        key = events.Key(event.key, event.character)
        self.passing.append(key)
        app.post_message(key)

    def open(self, app: _Poster) -> None:
        """The pulka is open: the keys typed while it loaded go on, in order."""
        self.waiting = False
        held, self.held = self.held, []
        for key in held:
            self.pass_on(key, app)
