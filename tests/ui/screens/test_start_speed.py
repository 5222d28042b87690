"""Issue 31.5: the start screen builds and restyles only what is shown.

``Ctrl+O`` from the sheet took 1.4–3.0 s, building and styling the ~280 widgets of a
rules editor nobody had opened; a ``Tab`` inside the open editor restyled all of them
and rebuilt the footer. The times are in ``benchmarks/start_screen.py``; these tests
hold the structure that makes them small (no timed assertions).
"""

from __future__ import annotations

from textual.widgets import Input
from textual.widgets._footer import FooterKey

from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.sheet import SheetScreen
from preferans_tui.ui.screens.start import StartScreen
from preferans_tui.ui.screens.start_options import rules_editor
from tests.opened import opened
from tests.ui.conftest import PULKA2, copy_pulka, open_rules
from tests.ui.screens.test_fast_typing import burst, settle


async def test_the_rules_editor_is_built_when_first_opened(tmp_path):
    """Back from a 4-player Sochi pulka (to 10, 1 a whist, its rules the preset's), the
    start screen holds no option row until the editor is opened, yet the next pulka
    started at once has the same rules; opened, the boxes hold them."""
    path = copy_pulka(PULKA2, tmp_path, hands=2)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        before = app.pulka.options
        await pilot.press("ctrl+o")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, StartScreen)
        assert not screen.query(".option-row")  # none built
        assert len(list(screen.walk_children())) < 120  # it held ~340 widgets
        await open_rules(pilot)
        rows = screen.query(".option-row")
        assert len(rows) == 47  # the 50 options but the variant, target and stake
        assert all(row.display for row in rows)  # four players: the dealer's shown too
        assert screen.query_one("#opt-misere_remiz_per_trick", Input).value == "10"
        rules_editor(screen).collapsed = True
        await pilot.pause()
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, SheetScreen)
        assert app.pulka.options == before


async def test_a_problem_at_an_option_never_opened_builds_the_editor(tmp_path):
    """A refusal naming an option (SPEC §13.2, help contradicts Leningrad's sum of
    pulyas) while the editor was never opened: the rows are built, the editor opened,
    the box marked and focused."""
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        screen = app.screen
        editor = rules_editor(screen)
        screen.query_one("#variant").value = "leningrad"
        await pilot.pause()
        editor.hold("help", True)  # as a value held from a table of another version
        assert not editor.built
        await pilot.press("ctrl+s")
        for _ in range(10):
            await pilot.pause()
        assert editor.built and not editor.collapsed
        box = screen.query_one("#opt-help")
        assert box.has_class("-invalid") and app.focused is box


async def test_a_tab_inside_the_open_editor_restyles_two_boxes_not_all(tmp_path):
    """From one text box of the editor to the next: the footer keeps its keys (the
    same widgets), and only the two boxes and what they hold are restyled — not the
    editor's ~280 widgets, as Collapsible's ``:focus-within`` made Textual do."""
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await open_rules(pilot)
        screen = app.screen
        editor = rules_editor(screen)
        chain = screen.focus_chain
        first = next(w for w, n in zip(chain, chain[1:], strict=False)
                     if editor in w.ancestors and isinstance(w, Input)
                     and isinstance(n, Input))
        first.focus()
        await settle(pilot)
        assert editor.has_class("-focus-inside")  # the editor's tint, as it had
        keys = list(screen.query(FooterKey))
        restyled: list[int] = []
        update_nodes = app.stylesheet.update_nodes

        def counted(nodes, animate=False):
            nodes = list(nodes)
            restyled.append(len(nodes))
            return update_nodes(nodes, animate=animate)

        app.stylesheet.update_nodes = counted
        await pilot.press("tab")
        await settle(pilot)
        app.stylesheet.update_nodes = update_nodes
        assert app.focused is chain[chain.index(first) + 1]
        assert sum(restyled) < 20
        assert list(screen.query(FooterKey)) == keys
        screen.query_one("#four").focus()
        await settle(pilot)
        assert not editor.has_class("-focus-inside")


async def test_keys_typed_as_the_editor_opens_reach_its_boxes(tmp_path):
    """``Enter`` on the editor's title, then ``Tab Tab`` typed at once: the rows are
    built before the Tabs are read, which go to the first two options (whists per
    trick ×, remiz per trick ×), not past the editor."""
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        app.screen.query_one("#options-box CollapsibleTitle").focus()
        await settle(pilot)
        burst(app, ["enter", "tab", "tab"])
        for _ in range(20):
            await pilot.pause()
        assert app.focused is app.screen.query_one("#opt-remiz_per_trick_factor")


async def test_a_held_tab_draws_once_when_its_keys_are_done(tmp_path):
    """Twenty ``Tab`` typed at once in the open editor (a held key): the focus walks
    twenty boxes, one by one as before, but the screen is laid out and drawn once the
    last is done, not after each (~50 ms a frame: 50 Tabs queued for seconds), and the
    box it ends on is scrolled into view."""
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await open_rules(pilot)
        screen = app.screen
        editor = rules_editor(screen)
        chain = screen.focus_chain
        first = next(w for w in chain if editor in w.ancestors and isinstance(w, Input))
        first.focus()
        await settle(pilot)
        drawn: list[int] = []
        draw = screen._compositor_refresh

        def counted() -> None:
            drawn.append(1)
            draw()

        screen._compositor_refresh = counted  # type: ignore[method-assign]
        burst(app, ["tab"] * 20)
        for _ in range(80):
            await pilot.pause()
            if app.focused is chain[chain.index(first) + 20] and not app.key_order.held:
                break
        await settle(pilot)
        assert app.focused is chain[chain.index(first) + 20]
        assert len(drawn) <= 4  # it drew 20 frames and more
        assert screen.can_view_entire(app.focused)


async def test_a_hold_no_key_comes_to_end_ends_by_itself(tmp_path):
    """The frames held for keys that wait (a held Tab) are drawn again once no key was
    done for HOLD_SECONDS: keys a screen drops never leave the screen frozen."""
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        app._hold_frames(True)  # as if keys waited, and none ever comes
        assert app._frames_held
        for _ in range(100):
            await pilot.pause(0.05)
            if not app._frames_held:
                break
        assert not app._frames_held
        assert app._batch_count == 0  # Textual draws again
