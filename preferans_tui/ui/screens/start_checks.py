"""The start screen's new-pulka form checked: the pulka it makes, or the problem the rules
find, named at its box, under the form and in a notice (``start_values``).

A problem shown is checked again as the form changes, so the warning goes as the field
is fixed, and on F2 it is said again in the new language.
"""

from __future__ import annotations

from pydantic import ValidationError
from textual import on
from textual.widgets import Button, Collapsible, Input, Select, Static, Switch

from ...rules import Pulka, PulkaError, RuleOptions
from ...rules.option_checks import three_player_options
from ...rules.players import text_problem
from ...texts import refusal, said, tr
from ...texts.options import option_label
from ...untrusted import quoted
from .start_lists import StartLists
from .start_options import overrides as changed_options
from .start_options import rules_editor
from .start_values import StartProblem


class StartChecks(StartLists):
    """The new pulka from the start screen's form, and its problems shown."""

    _preset_shown = "sochi"
    """The variant whose preset the option boxes were last filled from."""
    _problem_shown = False
    """A problem of the form is shown under it (the form is checked again as it changes)."""
    _known_names: list[str] | None = None
    """The players of the saved pulkas, read once for the look-alike warning."""
    _alike_told: frozenset[str] = frozenset()
    """The typed names already warned of as look-alikes (each is said once)."""

    @on(Input.Changed, "#new-pulka Input")
    def _look_alike(self, event: Input.Changed) -> None:
        """A name typed that looks like a saved player's in other letters (``Аnna`` with a
        Cyrillic А, and the saved Latin ``Anna``): a warning, once per name; the ledger
        would count two players (issue 32 item 5). Names equal ignoring case are one
        player (rule 1.2) and are not warned of."""
        from ...ledger.names import look_alike_of, scripts
        from ...storage.archive import saved_players
        from ...texts.ledger_words import scripts_text

        if not (event.input.id or "").startswith("name"):
            return
        name = event.value.strip()
        if not name or name in self._alike_told:
            return
        if self._known_names is None:
            self._known_names = saved_players(self.context.data_folder)
        other = look_alike_of(name, self._known_names)
        if other is None:
            return
        self._alike_told = self._alike_told | {name}
        self.context.notify_words(lambda: tr(
            "st_look_alike", name=quoted(name), scripts=scripts_text(scripts(name)),
            other=quoted(other), other_scripts=scripts_text(scripts(other))),
            severity="warning")

    def build_pulka(self) -> Pulka:
        """The new pulka from the form.

        Raises:
            StartProblem: a bad target, stake, option or names, naming the field.
        """
        count = 4 if self.query_one("#four", Switch).value else 3
        names = [self.query_one(f"#name{i}", Input).value.strip() for i in range(count)]
        variant = str(self.query_one("#variant", Select).value)
        if variant.startswith("saved:"):  # rules saved under a name: their variant's preset
            variant = self._preset_shown  # under the options the form shows (issue 30.3)
        overrides = changed_options(self, variant, four=count == 4)
        if count == 3:  # the dealer's options, hidden, fit the rules chosen (rule 3.7.6.2)
            overrides = three_player_options(variant, overrides)
        stake = self.query_one("#stake", Input).value.strip().replace(",", ".")
        if stake:
            overrides["stake_per_whist"] = stake
        typed_target = self.query_one("#target", Input).value.strip()
        if not typed_target or not set(typed_target.removeprefix("-")) <= set("0123456789"):
            raise StartProblem("target", tr("pulya_target"), tr("whole_number"))
        try:
            options = RuleOptions.preset(variant, int(typed_target), **overrides)
        except ValidationError as exc:
            raise StartProblem.from_validation(exc) from None
        title = self.query_one("#title", Input).value.strip()
        problem = text_problem(title) if title else None
        if problem:  # the character rules of names, at most 200 (FORMAT.md)
            raise StartProblem("title", tr("title"), said(problem))
        try:
            return Pulka.new(names, options)
        except PulkaError as exc:
            rule = f" ({tr('rule_no', rule=exc.rule)})" if exc.rule else ""
            option = (exc.field or "").removeprefix("rules.")
            if option != exc.field:  # a 4-player option at 3 (not shown: a safety net)
                raise StartProblem(f"opt-{option}", option_label(option),
                                   tr("four_only") + rule) from None
            seat = getattr(exc, "seat", None)  # a name refused: that name's field (rule 1.2)
            if seat is not None:
                raise StartProblem(f"name{seat}", f"{tr('player')} {seat + 1}",
                                   refusal(exc)) from None
            raise StartProblem(None, tr("players"), refusal(exc)) from None

    def action_start(self) -> None:
        """Start the new pulka (a new file in the data folder, written at once).

        A bad value keeps the form and says which field and why, under the form.
        """
        self.clear_problem()
        try:
            pulka = self.build_pulka()
        except StartProblem as problem:
            self.show_problem(problem)
            return
        title = self.query_one("#title", Input).value.strip() or None
        self.context.open_pulka(pulka, None, {"title": title})

    @on(Button.Pressed, "#start-button")
    def _start_pressed(self) -> None:
        self.action_start()

    def show_problem(self, problem: StartProblem, *, tell: bool = True) -> None:
        """``⚠ field: reason`` under the form and the field marked; ``tell``: also a
        notice (the line under the form may be scrolled out of sight), the field shown
        and focused."""
        text = f"{problem.label}: {problem.reason}"
        self._problem_shown = True
        self.query_one("#start-error", Static).update(f"⚠ {text}")
        if tell:
            self.context.notify_words(self._problem_now, severity="error")
        if (tell and problem.widget_id is not None and problem.widget_id.startswith("opt-")
                and not rules_editor(self).built):
            self.call_later(self._show_box_built, problem.widget_id)  # the rows first
        else:
            self._show_box(problem.widget_id, tell=tell)

    async def _show_box_built(self, widget_id: str) -> None:
        await rules_editor(self).build()
        self._show_box(widget_id, tell=True)

    def _show_box(self, widget_id: str | None, *, tell: bool) -> None:
        """The box ``widget_id`` marked; ``tell``: shown (the rules editor opened) and
        focused."""
        if widget_id is None or not self.query(f"#{widget_id}"):
            return
        box = self.query_one(f"#{widget_id}")
        box.add_class("-invalid")
        if not tell:
            return
        if widget_id.startswith("opt-"):
            self.query_one("#options-box", Collapsible).collapsed = False
        box.focus()
        # an option's box far down the rules opened just now: shown once they are laid out
        self.call_after_refresh(box.scroll_visible, animate=False)

    def _problem_now(self) -> str | None:
        """The form's problem in the current language (``None``: it has none, or the
        screen is gone): the words of its notice, asked again on F2."""
        if not self.is_attached:
            return None
        try:
            self.build_pulka()
        except StartProblem as problem:
            return f"{problem.label}: {problem.reason}"
        return None

    def show_problem_again(self) -> None:
        """F2: the problem under the form (if one is shown) in the new language."""
        if self._problem_shown:
            self._recheck()

    def clear_problem(self) -> None:
        """No problem shown: the line under the form empty, no field marked."""
        self._problem_shown = False
        self.query_one("#start-error", Static).update("")
        for box in self.query(".-invalid"):
            box.remove_class("-invalid")

    @on(Input.Changed, "#new-pulka Input")
    @on(Select.Changed, "#new-pulka Select")
    @on(Switch.Changed, "#new-pulka Switch")
    def _recheck(self) -> None:
        """A field changed while a problem is shown: the form is checked again, so the
        warning goes as the field is fixed, or says what is still wrong (without a
        notice or moving the focus). A player fixed the pulya target and the warning
        stayed until he pressed Start again."""
        if not self._problem_shown:
            return
        self.clear_problem()
        try:
            self.build_pulka()
        except StartProblem as problem:
            self.show_problem(problem, tell=False)
