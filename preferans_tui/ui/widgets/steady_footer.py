"""A footer that is rebuilt only when the keys it shows change.

Textual's :class:`~textual.widgets.Footer` removes and mounts all its keys again each
time the screen's bindings are refreshed, which Textual does on every focus change; each
rebuild lays out the whole screen again. On the start screen, with the rules editor open,
a ``Tab`` cost two such layouts of some 300 widgets, and a burst of ``Tab`` queued for
seconds (issue 31.5). The keys shown are mostly the same from one box to the next, so
:class:`SteadyFooter` compares what it would show with what it shows and rebuilds only
on a difference.
"""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Footer


class SteadyFooter(Footer):
    """A :class:`~textual.widgets.Footer` that keeps its keys while they stay the same."""

    _shown: tuple[Any, ...] | None = None
    """What the keys shown were built from (:meth:`_keys_now`); ``None`` before the first."""

    def _keys_now(self) -> tuple[Any, ...]:
        """Everything the footer's keys are drawn from: each shown binding's key, what it
        shows and does, its group, whether it is enabled and its tooltip, in order."""
        app = self.app
        return (app.ENABLE_COMMAND_PALETTE, self.show_command_palette, tuple(
            (binding.key, app.get_key_display(binding), binding.description, binding.action,
             binding.group, enabled, tooltip)
            for _node, binding, enabled, tooltip in self.screen.active_bindings.values()
            if binding.show or binding.key == app.COMMAND_PALETTE_BINDING))

    def compose(self) -> ComposeResult:
        """Footer's own keys, remembering what they were built from."""
        if self._bindings_ready:
            self._shown = self._keys_now()
        yield from super().compose()

    def bindings_changed(self, screen: Screen[Any]) -> None:
        """Rebuild the keys (as Footer does) only if they would differ from those shown."""
        if (self._shown is not None and self.is_attached and screen is self.screen
                and self._keys_now() == self._shown):
            return
        super().bindings_changed(screen)
