"""The start screen's right half: the recent pulkas (of the data folder, and any the app
opened or started elsewhere), the examples of ``saves/`` and the ledger (issue 15);
:class:`~.start.StartScreen` is built on it.

A pulka chosen in either list is opened (an example as a copy in the data folder, so
``saves/`` is never written); ``ctrl+o`` goes to the lists, ``ctrl+l`` to the ledger.
"""

from __future__ import annotations

from pathlib import Path

from textual import on
from textual.widgets import Button, OptionList
from textual.widgets.option_list import Option

from ...session.examples import SAVES
from ...storage import PulkaFileError, load
from ...storage.paths import recent_pulkas
from ...texts import said, tr
from ...untrusted import visible_path
from ..context import TableContext
from ..translated import TranslatedScreen
from .start_recent import ROOM_NARROW, ROOM_WIDE, recent_label, refusal_reason


class StartLists(TranslatedScreen[None]):
    """The lists of pulkas to open, and the ledger, of the start screen."""

    context: TableContext
    """The app (:class:`~.start.StartScreen` is given it)."""

    def recent(self) -> list[Option]:
        """The recent pulkas of the data folder and those the app opened or started
        anywhere (the settings'), newest first, as the list shows them."""
        folder, settings = self.context.data_folder, self.context.settings
        opened = settings.opened_at() if settings else None
        files = recent_pulkas(folder, limit=20, opened=opened)
        room = ROOM_NARROW if self.has_class("-narrow") else ROOM_WIDE
        return [Option(recent_label(p, room), id=str(p)) for p in files] or [
            Option(tr("none_yet"), disabled=True)]

    def examples(self) -> list[Option]:
        """The example pulkas of ``saves/``, as the list shows them."""
        files = sorted(SAVES.glob("*.json")) if SAVES.is_dir() else []
        return [Option(visible_path(p.stem), id=str(p)) for p in files] or [Option(tr("none_yet"),
                                                                      disabled=True)]

    def action_open_list(self) -> None:
        """``ctrl+o``: the recent pulkas (the examples when there is none, or when the
        recent list has the focus already): ↑ ↓ choose, Enter opens. Without it a new
        player tabbed a dozen times through the new pulka's boxes and gave up."""
        recent, examples = (self.query_one(f"#{wid}", OptionList)
                            for wid in ("recent", "examples"))
        none_yet = all(option.disabled for option in recent.options)  # "(none yet)"
        target = examples if recent.has_focus or none_yet else recent
        target.focus()
        if target.highlighted is None:
            target.action_first()  # the first option that can be chosen

    # -- the ledger (issue 15) -----------------------------------------------------------
    def action_ledger(self) -> None:
        """The ledger of every pulka saved in the data folder (or of the club, issue 27)."""
        from .ledger import LedgerScreen

        writer = getattr(self.app, "club_writer", None)
        self.app.push_screen(LedgerScreen(self.context.data_folder,
                                          club=writer.url if writer is not None else None))

    @on(Button.Pressed, "#ledger-button")
    def _ledger_pressed(self) -> None:
        self.action_ledger()

    @on(OptionList.OptionSelected)
    def _open(self, event: OptionList.OptionSelected) -> None:
        path = Path(str(event.option.id))
        try:
            model, pulka = load(path)
        except PulkaFileError as exc:  # the list marks it; Enter says why in full
            more = len(exc.problems) - 5
            lines = [refusal_reason(exc.problems), *map(said, exc.problems[:5])]
            if more > 0:
                lines.append(tr("recent_more_problems", n=more))
            self.notify("\n".join(lines), markup=False, severity="error", timeout=15,
                        title=f"{visible_path(path.name)}: {tr('recent_wont_open')}")
            return
        meta = {"id": model.id, "title": model.title, "created": model.created,
                "notes": model.notes}
        example = event.option_list.id == "examples"
        context = self.context
        if context.open_pulka(pulka, None if example else path, meta, example=example) \
                and example:
            context.tell_copy(path, context.session.path or path)
