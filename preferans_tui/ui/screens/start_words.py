"""The start screen's words in the interface language, drawn again in place on F2.

F2 used to recompose the start screen: some 300 widgets of the rules editor were removed
and mounted again, which took a second (issue 12.16). :func:`retranslate` instead puts
the new words into the widgets that are there — labels, the box and button titles, the
dropdowns' choices — so what was typed, the options changed, the focus and the cursor
all stay as they were. A suggested name (``Anna`` … or ``Аня`` …) follows the language.
"""

from __future__ import annotations

from typing import Any

from textual.widgets import (
    Button,
    Input,
    Label,
    OptionList,
    Select,
    Static,
)

from ...rules import RuleOptions, Variant
from ...texts import LANGUAGES, tr, tr_count, tr_in
from ...texts.options import option_explanation, option_label
from .start_options import FIXED, choices, option_choices, retranslate_boxes, rules_editor


def default_names(lang: str | None = None) -> tuple[str, ...]:
    """The names the start screen offers, in ``lang`` or the interface language:
    ``Anna Boris Vera Gleb``, ``Аня Боря Вера Глеб`` (the catalogue's ``default_names``)."""
    return tuple((tr_in(lang, "default_names") if lang else tr("default_names")).split())


def club_line(url: str) -> str:
    """The start screen's line naming the club database the table writes to (``--club``,
    ``$PREFERANS_TUI_CLUB`` or the settings'): ``Hands go to the club
    postgresql://anna:***@club/evenings``: the password as ``***``, the rest through
    ``untrusted.visible`` (the settings file is untrusted)."""
    from ...club.urls import shown_url
    from ...untrusted import visible

    return tr("start_club", club=visible(shown_url(url)))


def rules_title(changed: int) -> str:
    """The title of the rules editor: ``rules of the preset (editable)``, or, when
    ``changed`` options differ from the preset (the pulka just left had its own rules),
    ``rules (editable) · 2 options changed`` — short enough for the editor's width at 80
    columns, as the sheet's status line counts them."""
    if not changed:
        return tr("options")
    return tr_count("n_options_changed_editable", changed)


def player_label(i: int) -> str:
    """``player 1`` for seat ``i`` = 0."""
    return f"{tr('player')} {i + 1}"


SAVED_PREFIX = "saved:"
"""The value of a saved set of rules in the variant dropdown: ``saved:<name>``."""


def variant_choices(saved: list[str] | None = None) -> list[tuple[str, str]]:
    """The variant dropdown's choices: each preset's name in words, then the rules the
    table saved under a name (issue 30.3), shown as typed with every hidden character
    escaped."""
    from ...untrusted import visible

    return [(tr(f"st_variant_{v.value}"), v.value) for v in Variant] + [
        (f"★ {visible(name)}", SAVED_PREFIX + name) for name in saved or ()]


def relabel(select: Select[Any], options: list[tuple[str, Any]]) -> None:
    """New words for ``select``'s choices, keeping its value (and posting no change).

    ``set_options`` picks the first choice; when that is the value already shown, the
    value does not change, so Select never redraws its words (the variant stayed
    ``Sochi`` on a Russian screen): :meth:`mutate_reactive` runs its watcher anyway.
    """
    value = select.value
    with select.prevent(Select.Changed):
        select.set_options(options)
        select.value = value
        select.mutate_reactive(Select.value)  # type: ignore[misc]  # the class attribute


def retranslate(screen: Any) -> None:
    """Every word of the start screen ``screen`` again, in the current language."""
    q = screen.query_one
    for wid, key in (("new-pulka-title", "new_pulka"), ("four-label", "four_players"),
                     ("variant-label", "variant"),
                     ("target-label", "pulya_target"), ("stake-label", "stake"),
                     ("title-label", "title"), ("recent-title", "recent"),
                     ("examples-title", "examples")):
        q(f"#{wid}", Label).update(tr(key))
    screen.show_rules_title()
    q("#start-button", Button).label = tr("start")
    q("#ledger-button", Button).label = tr("lg_open")
    relabel(q("#variant", Select), variant_choices(list(screen.rule_sets)))
    for i, name in enumerate(default_names()):
        q(f"#name{i}-label", Label).update(player_label(i))
        box = q(f"#name{i}", Input)
        if i >= screen.pulka_seats and box.value in (n[i] for n in map(default_names, LANGUAGES)):
            box.value = name  # a name the form suggested follows the language; a player
            # of the pulka just left is named as he is, whatever his name
    if rules_editor(screen).built:  # else its rows are built in the language of then
        retranslate_rows(screen)
    q("#recent", OptionList).set_options(screen.recent())
    q("#examples", OptionList).set_options(screen.examples())
    writer = getattr(screen.app, "club_writer", None)
    for line in screen.query("#club-line").results(Static):
        if writer is not None:
            line.update(club_line(writer.url))
    screen.show_problem_again()


def retranslate_rows(screen: Any) -> None:
    """The rules editor's words again, its text boxes' values too."""
    q = screen.query_one
    q("#four-only-note", Static).update(tr("four_only_note"))
    for name in RuleOptions.model_fields:
        if name in FIXED:
            continue
        q(f"#opt-{name}-label", Label).update(option_label(name))
        q(f"#opt-{name}-help", Static).update(option_explanation(name))
        values = choices(name)
        if values is not None:
            relabel(q(f"#opt-{name}", Select), option_choices(name, values))
    retranslate_boxes(screen)
