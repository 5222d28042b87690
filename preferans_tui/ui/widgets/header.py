"""Textual's :class:`~textual.widgets.Header`, safe while a screen is taken down.

Textual's header watches the app's and the screen's title with an ``async`` callback
that looks up its title widget once the callback's turn comes. F2 changes the app's
title (``preferans-tui`` / ``преферанс``): pressed as a screen closed (Ctrl+O after a
burst) or while the ledger composed itself again, the callback met a header whose
children were already removed — ``NoMatches: No nodes match 'HeaderTitle'`` ended the
app — or a header already gone: ``coroutine … set_title was never awaited`` (issue 31.0).
This header watches the same titles with a plain function that lets a header being
removed go. Everything else is Textual's (textual is pinned: pyproject.toml).
"""

from __future__ import annotations

from textual.css.query import NoMatches
from textual.dom import NoScreen
from textual.events import Mount
from textual.widget import Widget
from textual.widgets import Header as TextualHeader
from textual.widgets._header import HeaderTitle


class Header(TextualHeader):
    """The app's header: Textual's, with title watchers that survive its removal."""

    def _on_mount(self, event: Mount) -> None:
        # Textual's Header._on_mount would add the async watchers: this one replaces it
        # (prevent_default stops the handlers of the classes below in the MRO, so the
        # widget's own Mount handling is called here as it would have been)
        event.prevent_default()
        Widget._on_mount(self, event)

        def set_title() -> None:
            if not self.is_attached:
                return
            try:
                self.query_one(HeaderTitle).update(self.format_title())
            except (NoMatches, NoScreen):  # being removed: its title first, or its screen
                return

        self.watch(self.app, "title", set_title)
        self.watch(self.app, "sub_title", set_title)
        self.watch(self.screen, "title", set_title)
        self.watch(self.screen, "sub_title", set_title)
