"""The start screen refuses bad values in words, beside the form, and keeps what was typed.

pydantic's own message (``str(ValidationError)``) ends in ``[type=greater_than,
input_value=0, input_type=int]``, which Textual read as markup and crashed on; the
screen shows ``field: reason`` from ``errors()`` instead.
"""

from __future__ import annotations

import json

import pytest
from textual.widgets import Input

from preferans_tui import texts
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.sheet import SheetScreen
from preferans_tui.ui.screens.start import StartScreen
from preferans_tui.ui.screens.start_options import rules_editor
from tests.conftest import notices
from tests.opened import opened
from tests.ui.conftest import (
    PULKA1,
    copy_pulka,
    emptied_box,
    offered,
    open_rules,
    pulka_file,
    screen_text,
    word_for,
)


def error_text(app) -> str:
    return str(app.screen.query_one("#start-error").render())


@pytest.mark.parametrize(("box", "typed", "label", "reason"), [
    ("target", "0", "pulya target", "greater than 0"),
    ("target", "-5", "pulya target", "greater than 0"),
    ("target", "2000000", "pulya target", "less than or equal to 1000000"),
    ("target", "abc", "pulya target", "whole number"),
    ("target", "", "pulya target", "whole number"),
    ("stake", "abc", "stake per whist", "decimal"),
    # a box of numbers says what it takes, with an example, whatever is wrong in it
    ("opt-raspasy_progression", "1 a", "raspasy trick price", "with spaces, the last "
                                                              "repeats: 1 2 3"),
    ("opt-raspasy_progression", '[1, "a"]', "raspasy trick price", ": 1 2 3"),
    ("opt-raspasy_exit_levels", "5", "exit from raspasy", "levels 6–10"),
    ("opt-contract_price", "[", "contract prices", "6:2 7:4 8:6 9:8 10:10 misère:10"),
    ("opt-contract_price", "6:2 7:4", "contract prices", "a price for each level"),
    ("opt-contract_price", "6:0 7:4 8:6 9:8 10:10 misère:10", "contract prices", "1–10000"),
    # a key typed twice: the last must not silently win (the file refuses it too)
    ("opt-contract_price", "6:2 7:4 8:6 9:8 10:10 misère:10 6:20", "contract prices",
     "6 is given twice: which one counts?"),
    ("opt-contract_price", '{"6": 2, "7": 4, "8": 6, "9": 8, "10": 10, "misere": 10, '
     '"misere": 12}', "contract prices", "misère is given twice"),
    ("opt-whist_obligation", "6:4 7:2 8:1 9:1 10:1 7:1", "whist obligation",
     "7 is given twice"),
    ("opt-whist_obligation", "6:6 7:2 8:1 9:1 10:1", "whist obligation", "at most 11 less"),
    ("opt-misere_remiz_per_trick", "ten", "misère: gora per trick", "whole number"),
])
async def test_bad_value_is_named_and_the_form_kept(tmp_path, box, typed, label, reason):
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        app.screen.query_one("#name0", Input).value = "Oleg"
        if box.startswith("opt-"):
            await open_rules(pilot)
        field = app.screen.query_one(f"#{box}", Input)
        field.value = typed
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        shown = error_text(app)
        assert shown.startswith(f"⚠ {label}: ") and reason in shown
        assert "input_value" not in shown and "type=" not in shown
        assert field.has_class("-invalid") and app.focused is field
        assert field.value == typed  # kept
        assert app.screen.query_one("#name0", Input).value == "Oleg"
        assert app.pulka is None
    assert not list(tmp_path.glob("pulka-*.json"))  # nothing written


async def test_target_typed_with_keys_then_fixed(tmp_path):
    """The QA path: Tab to the target, type 0, Ctrl+S; then a good target starts."""
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        app.screen.query_one("#target", Input).focus()
        await pilot.press("end", "backspace", "backspace", "0", "ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        assert "pulya target: Input should be greater than 0" in error_text(app)
        await pilot.press("backspace", "1", "5", "ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        assert app.pulka.options.pulya_target == 15


async def test_same_names_are_refused_with_the_rule(tmp_path):
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        app.screen.query_one("#name1", Input).value = "Anna"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        assert "rule 1.2" in error_text(app)
        # said at the field: the later of the two names, said once
        assert error_text(app).count("player 2:") == 1
        assert app.screen.query_one("#name1", Input).has_class("-invalid")
        # the line under the form may be out of sight: the problem is also a notice
        assert any("rule 1.2" in n.message for n in notices(app))


async def test_a_warning_goes_once_its_field_is_fixed(tmp_path):
    """A player fixed the pulya target and the warning stayed until he pressed Start
    again: a change to the form checks it again, without a notice or moving the focus."""
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        target = emptied_box(app, "target")
        await pilot.press(*"Саша", "ctrl+s")
        await pilot.pause()
        assert error_text(app) == "⚠ pulya target: must be a whole number, such as 20"
        await pilot.press(*["backspace"] * 4)   # empty: still not a number
        await pilot.pause()
        assert error_text(app) == "⚠ pulya target: must be a whole number, such as 20"
        assert target.has_class("-invalid")
        await pilot.press("1", "5")
        await pilot.pause()
        assert error_text(app) == "" and not target.has_class("-invalid")
        assert app.focused is target and len(notices(app)) == 1  # the one of Ctrl+S
        # two equal names, told at the later one, fixed at the earlier one (rule 1.2)
        app.screen.query_one("#name1", Input).value = "Anna"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert error_text(app).startswith("⚠ player 2: ")
        emptied_box(app, "name0")
        await pilot.press("O")
        await pilot.pause()
        assert error_text(app) == ""
        assert not app.screen.query(".-invalid")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        assert app.pulka.players == ("O", "Anna", "Vera")
        assert app.pulka.options.pulya_target == 15


async def test_look_alike_invisible_names_and_a_bad_title_are_refused_at_the_field(tmp_path):
    """Issue 17: "Аnna" with a Cyrillic А, a Hangul filler, a title of 201 characters."""
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        for field, value, words in (("#name2", "\u0410nna", "look alike"),
                                    ("#name1", "\u3164", "invisible"),
                                    ("#title", "x" * 201, "at most 200")):
            app.screen.query_one(field, Input).value = value
            await pilot.press("ctrl+s")
            await pilot.pause()
            assert isinstance(app.screen, StartScreen)
            assert words in error_text(app)
            assert app.screen.query_one(field, Input).has_class("-invalid")
            app.screen.query_one(field, Input).value = {"#name2": "Vera", "#name1": "Boris",
                                                        "#title": "Friday"}[field]
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen) and app.session.meta["title"] == "Friday"


async def test_language_switch_keeps_edited_options(tmp_path):
    """F2 redraws the form; an option edited on top of a preset must survive it."""
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        from textual.widgets import Select

        app.screen.query_one("#variant", Select).value = "leningrad"
        await pilot.pause()
        await open_rules(pilot)
        factor = app.screen.query_one("#opt-whist_per_trick_factor", Select)
        assert factor.value == 2  # Leningrad's preset (SPEC §11: doubled table)
        factor.value = 1
        await pilot.press("f2")
        await pilot.pause()
        assert app.screen.query_one("#opt-whist_per_trick_factor", Select).value == 1
        assert str(app.screen.query_one("#variant", Select).value) == "leningrad"
        # another variant after the switch still brings its preset (SPEC §11: Sochi misère
        # 10 per trick), and back again
        app.screen.query_one("#variant", Select).value = "sochi"
        await pilot.pause()
        assert app.screen.query_one("#opt-misere_remiz_per_trick", Input).value == "10"
        app.screen.query_one("#variant", Select).value = "leningrad"
        await pilot.pause()
        app.screen.query_one("#opt-whist_per_trick_factor", Select).value = 1
        await pilot.press("f2")
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        opts = app.pulka.options
        assert opts.variant.value == "leningrad" and opts.whist_per_trick_factor == 1
        # the rest of the preset is Leningrad's: remiz factor 2, misère 20 per trick
        assert opts.remiz_per_trick_factor == 2 and opts.misere_remiz_per_trick == 20


async def test_start_screen_focuses_its_first_field(tmp_path):
    from preferans_tui.ui.app import PreferansApp as _App

    app = _App(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        assert app.focused is not None and app.focused.id == "four"


async def test_rules_editor_uses_selects_switches_and_explains(tmp_path):
    """Fixed choices are Selects of the Literal's values, yes/no options Switches; every
    option has a label and an explanation in both languages (raspasy amnesty: SPEC §6,
    the fewest tricks are taken off everyone's, K 3.7.3)."""
    from textual.widgets import Select, Switch

    from tests.ui.test_option_values import TEXTS

    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        await open_rules(pilot)
        style = app.screen.query_one("#opt-whist_style", Select)
        assert style.value == "greedy"  # Sochi (SPEC §11)
        assert len(offered(style)) == 2  # greedy and gentleman, both offered:
        assert word_for(style, "gentleman") and word_for(style, "greedy")
        assert isinstance(app.screen.query_one("#opt-raspasy_amnesty"), Switch)
        assert isinstance(app.screen.query_one("#opt-raspasy_progression"), Input)
        helps = " ".join(str(w.render()) for w in app.screen.query(".option-help"))
        assert "fewest tricks" in helps and "greedy" in helps
        app.screen.query_one("#opt-raspasy_amnesty", Switch).value = False
        app.screen.query_one("#opt-whist_style", Select).value = "gentleman"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        opts = app.pulka.options
        assert opts.raspasy_amnesty is False and opts.whist_style == "gentleman"
    assert all(len(t) == 4 and all(t) for t in TEXTS.values())
    assert not any("_" in t[0] or "_" in t[2] for t in TEXTS.values())


def passed_sixes(count: int) -> list[dict]:
    """``count`` hands of a 6♠ both defenders pass: Boris, Vera, Anna declare in turn
    (the seat after the dealer), each writing 2 in his pulya (rule 2.2.2)."""
    seats = ["Anna", "Boris", "Vera"]
    return [{"kind": "game", "dealer": seats[i], "declarer": seats[(i + 1) % 3],
             "contract": "6S", "calls": {seats[(i + 2) % 3]: "pass", seats[i]: "pass"}}
            for i in range(count)]


def recent_lines(app) -> list[list[str]]:
    from textual.widgets import OptionList

    recent = app.screen.query_one("#recent", OptionList)
    return [str(recent.get_option_at_index(i).prompt).split("\n")
            for i in range(recent.option_count)]


async def test_recent_pulkas_tell_two_evenings_of_the_same_players_apart(tmp_path):
    """Two evenings called Friday, Anna, Boris and Vera at Sochi to 2, were both
    ``Friday · Anna, Boris, Vera…`` at 100 columns: each now shows when it was saved,
    its variant, its deals and whether it is finished (every pulya at 2 after the three
    sixes: rule 4.2.3), at 80 columns too, in English and in Russian."""
    import os
    from datetime import datetime

    for name, hands, when in (("a.json", 2, datetime(2024, 11, 29, 21, 5)),
                              ("b.json", 3, datetime(2024, 11, 30, 20, 0))):
        path = pulka_file(tmp_path, ["Anna", "Boris", "Vera"], passed_sixes(hands),
                          pulya_target=2)
        data = json.loads(path.read_text(encoding="utf-8"))
        path.unlink()
        (tmp_path / name).write_text(json.dumps(data | {"title": "Friday"}), encoding="utf-8")
        os.utime(tmp_path / name, (when.timestamp(), when.timestamp()))
    (tmp_path / "broken.json").write_text("{not json", encoding="utf-8")
    os.utime(tmp_path / "broken.json", (1_700_000_000, 1_700_000_000))  # the oldest
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(80, 24)) as pilot:
        assert recent_lines(app)[:2] == [
            ["Friday", "30.11 20:00 · Sochi", "3 deals, finished · Anna, Boris, Vera"],
            ["Friday", "29.11 21:05 · Sochi", "2 deals · Anna, Boris, Vera"]]
        assert recent_lines(app)[2][0] == "✗ broken.json"  # won't open: marked
        shown = screen_text(app)
        assert "30.11 20:00 · Sochi" in shown and "3 deals, finished ·" in shown
        await pilot.press("f2")
        await pilot.pause()
        assert recent_lines(app)[:2] == [
            ["Friday", "30.11 20:00 · Сочинка", "3 сдачи, закончена · Anna, Boris, Vera"],
            ["Friday", "29.11 21:05 · Сочинка", "2 сдачи · Anna, Boris, Vera"]]


async def test_rules_editor_boxes_keep_their_width_at_80_columns(tmp_path):
    from textual.widgets import Collapsible, Select

    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(80, 24)) as pilot:
        assert app.screen.has_class("-narrow")
        app.screen.query_one("#options-box", Collapsible).collapsed = False
        await pilot.pause()
        # under its label, the box takes the row: "each for his half (Kodex)" fits
        assert app.screen.query_one("#opt-two_whister_rule", Select).size.width >= 30


async def laid_out(pilot) -> None:
    """Pause until the rules editor's rows are laid out and the form has scrolled."""
    for _ in range(10):
        await pilot.pause()
    await pilot.wait_for_scheduled_animations()


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_opening_the_rules_editor_scrolls_to_it(tmp_path, size):
    """"Expanding ▶ rules of the preset doesn't scroll to show its contents": its
    title goes to the top of the form, the first options under it."""
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=size) as pilot:
        form = app.screen.query_one("#new-pulka")
        title = app.screen.query_one("#options-box CollapsibleTitle")
        title.focus()
        await pilot.press("enter")
        await laid_out(pilot)
        first = app.screen.query(".option-row").first()
        assert title.region.y == form.region.y + 1   # under the editor's top line
        assert form.region.contains_region(first.region)


async def test_a_problem_in_the_rules_editor_shows_its_box(tmp_path):
    """The editor opened at a bad option scrolled to its own title; the box of the
    problem, focused, stayed some 200 lines below, out of sight."""
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(80, 24)) as pilot:
        form = app.screen.query_one("#new-pulka")
        await open_rules(pilot)
        field = app.screen.query_one("#opt-misere_remiz_per_trick", Input)
        field.value = "ten"
        rules_editor(app.screen).collapsed = True  # typed, and the editor closed again
        await pilot.pause()
        await pilot.press("ctrl+s")
        await laid_out(pilot)
        label = app.screen.query_one("#opt-misere_remiz_per_trick-label")
        assert app.focused is field
        assert form.region.contains_region(field.region)
        assert form.region.contains_region(label.region)


async def test_a_data_folder_that_refuses_a_new_file_is_told_not_crashed(tmp_path, monkeypatch):
    import preferans_tui.storage.paths as paths

    def refuse(folder, now):
        raise PermissionError(1, "Operation not permitted", str(folder / "pulka.json"))

    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        monkeypatch.setattr(paths, "new_pulka_path", refuse)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen) and app.is_running
        assert any("Operation not permitted" in n.message for n in notices(app))


async def test_a_huge_recent_file_is_listed_by_size_without_reading_it(tmp_path):
    from textual.widgets import OptionList

    from preferans_tui.ui.screens.start_recent import PEEK_BYTES

    (tmp_path / "huge.json").write_bytes(b" " * (PEEK_BYTES + 1))
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(120, 30)):
        recent = app.screen.query_one("#recent", OptionList)
        label = str(recent.get_option_at_index(0).prompt).split("\n")
    assert label[0] == "huge.json" and label[1].startswith("1.0 MB · ")


@pytest.mark.parametrize("played", [True, False])
async def test_ctrl_o_goes_to_the_recent_pulkas_then_the_examples(tmp_path, played):
    """A new player could not find the lists from the keyboard (a dozen Tabs through the
    new pulka's boxes): Ctrl+O focuses the recent pulkas (the examples while there is
    none), again the examples; Enter opens the one highlighted."""
    from textual.widgets import OptionList

    friday = copy_pulka(PULKA1, tmp_path, hands=3, name="friday.json") if played else None
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("ctrl+o")
        first = app.screen.query_one("#recent" if played else "#examples", OptionList)
        assert first.has_focus and first.highlighted == 0
        if played:
            await pilot.press("ctrl+o")
            assert app.screen.query_one("#examples", OptionList).has_focus
            await pilot.press("ctrl+o")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen) and app.pulka_path is not None
        if friday is not None:
            assert app.pulka_path == friday and len(app.pulka) == 3
        else:  # an example: its copy
            assert app.pulka_path.parent == tmp_path / "examples"


DEALER_OPTIONS = ("dealer_writes_consolation", "dealer_may_take_over_whist",
                  "dealer_whister_liable", "consolation_when_dealer_whists",
                  "misere_shared_with_dealer", "raspasy_dealer_talon_tricks",
                  "raspasy_dealer_zero_bonus")
"""The options about the 4-player dealer who sits out [K 3.2.10] (SPEC §4.7, §5, §6)."""


async def test_the_dealer_options_show_with_four_players_only(tmp_path):
    """At 3 players the dealer plays like the others, so his options would change
    nothing (SPEC §13.2): the editor does not show them, and says they appear with four
    players; switching four players on shows them and hides the line."""
    from textual.widgets import Switch

    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        await open_rules(pilot)
        note = screen.query_one("#four-only-note")
        assert note.display and "appear with four players" in str(note.render())
        for name in DEALER_OPTIONS:
            assert not screen.query_one(f"#opt-{name}-row").display, name
            assert not screen.query_one(f"#opt-{name}-help").display, name
        assert screen.query_one("#opt-whist_style-row").display
        screen.query_one("#four", Switch).value = True
        await pilot.pause()
        assert not note.display
        assert all(screen.query_one(f"#opt-{name}-row").display for name in DEALER_OPTIONS)


async def test_a_three_player_pulka_keeps_the_dealer_options_of_its_preset(tmp_path):
    """A dealer option changed at 4 players, then the table made 3 players again: the
    hidden option is not stored as if it meant something — the new 3-player pulka holds
    Sochi's preset value (misère shared with the dealer allowed, rule 3.6.9)."""
    from textual.widgets import Switch

    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        screen.query_one("#four", Switch).value = True
        await pilot.pause()
        await open_rules(pilot)
        screen.query_one("#opt-misere_shared_with_dealer", Switch).value = False
        screen.query_one("#four", Switch).value = False
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        assert len(app.pulka.players) == 3
        assert app.pulka.options.misere_shared_with_dealer is True


async def test_raspasy_on_whists_can_be_chosen_at_three_players(tmp_path):
    """A tester's find: at 3 players, Sochi with raspasy on whists was refused for the
    dealer's talon tricks, an option hidden at 3 players, so the table was stuck. The
    hidden option now takes the one value that fits (no: raspasy on whists are played
    without the talon, rule 3.7.6.2) and the pulka starts."""
    from textual.widgets import Select

    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        await open_rules(pilot)
        app.screen.query_one("#opt-raspasy_mode", Select).value = "whists"
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        assert len(app.pulka.players) == 3
        assert app.pulka.options.raspasy_mode == "whists"
        assert app.pulka.options.raspasy_dealer_talon_tricks is False


@pytest.mark.parametrize(("size", "shown"), [
    ((80, 24), ["Кубо… · тур 2 · стол 1", "К… · round 1 · table 2"]),
    ((100, 30), ["Кубок декабря · тур 2 · стол 1", "Кубок декаб… · round 1 · table 2"])])
async def test_an_events_tables_are_told_apart_in_the_recent_list(tmp_path, size, shown):
    """Every table of an event read ``Кубок декабря · round 2 · table…``, cut at its
    end: a title too long for the list keeps its last parts (the round and the table)
    whole and cuts the event's name, at 80 columns (22 characters a line, a scroll bar
    allowed for) as at 100 (32)."""
    import os

    titles = (("b.json", "Кубок декабря · тур 2 · стол 1", 2_000_000_000),
              ("a.json", "Кубок декабря · round 1 · table 2", 1_900_000_000))
    for name, title, when in titles:
        path = pulka_file(tmp_path, ["Anna", "Boris", "Vera"], passed_sixes(1))
        data = json.loads(path.read_text(encoding="utf-8"))
        path.unlink()
        (tmp_path / name).write_text(json.dumps(data | {"title": title}), encoding="utf-8")
        os.utime(tmp_path / name, (when, when))
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=size):
        assert [lines[0] for lines in recent_lines(app)] == shown
        text = screen_text(app)
        assert all(title in text for title in shown)


@pytest.mark.parametrize(("lang", "word"), [("en", "no deals yet"),
                                            ("ru", "ещё ни одной сдачи")])
async def test_a_pulka_begun_and_left_is_listed_as_such(tmp_path, lang, word):
    """A pulka started and left before its first deal is listed, marked as having no
    deal yet (it read "0 deals", a count, like any other pulka's)."""
    pulka_file(tmp_path, ["Anna", "Boris", "Vera"], [])
    app = PreferansApp(None, tmp_path, lang=lang)
    async with opened(app, size=(100, 30)):
        assert recent_lines(app)[0][2] == f"{word} · Anna, Boris, Vera"
    texts.set_language("en")
