""""Save these rules as…" (issue 30.3): a small question over the start screen asking the
name to keep the form's rules under («Наш клуб», "Friday"). Enter saves them
(:func:`~preferans_tui.storage.rule_sets.save_set`) and closes with the name; a name
refused (empty, a preset's, taken) is said under the box, which stays; Esc closes
without saving."""

from __future__ import annotations

from collections.abc import Callable

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from ...storage.rule_sets import RuleSetError
from ...texts import tr
from ...untrusted import visible


class RulesName(ModalScreen[str | None]):
    """Ask a name; ``save(name)`` keeps the rules (raising :class:`RuleSetError` or
    ``OSError``) and returns the name as saved, which the screen closes with."""

    DEFAULT_CSS = """
    RulesName { align: center middle; }
    RulesName > Vertical {
        width: 60; max-width: 95%; height: auto;
        border: thick $primary; background: $surface; padding: 0 2;
    }
    RulesName Static { width: 1fr; height: auto; }
    RulesName #rules-name-error { color: $error; }
    """
    BINDINGS = [Binding("escape", "cancel", show=False)]

    def __init__(self, save: Callable[[str], str]) -> None:
        super().__init__()
        self.save = save

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(tr("rules_save_as"), markup=False)
            yield Input(id="rules-name")
            yield Static("", id="rules-name-error", markup=False)
            yield Static(tr("rules_save_hint"), markup=False)

    @on(Input.Submitted, "#rules-name")
    def _submitted(self, event: Input.Submitted) -> None:
        error = self.query_one("#rules-name-error", Static)
        try:
            name = self.save(event.value)
        except RuleSetError as exc:
            error.update(tr(exc.code, **{k: visible(v) for k, v in exc.values.items()}))
            return
        except OSError as exc:
            error.update(tr("rules_file_failed", error=exc.strerror or str(exc)))
            return
        self.dismiss(name)

    def action_cancel(self) -> None:
        self.dismiss(None)
