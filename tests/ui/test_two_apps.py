"""Two apps on one NEW file: the second Start must never overwrite the first's hands.

``preferans-tui new.json`` twice: both show the start screen (the file does not exist
yet). App 1 starts and enters hands; app 2's Start used to save its empty pulka before
taking the lock, wiping them. The lock comes first now: held elsewhere, app 2 shows
the file read-only and writes nothing; a file written meanwhile is opened, not replaced.
"""

from __future__ import annotations

import json

from preferans_tui.rules import Pulka, RuleOptions
from preferans_tui.storage import atomic_write_text, dump, load
from preferans_tui.storage.lock import acquire, note_path_for
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.hand_form import HandForm
from preferans_tui.ui.screens.sheet import SheetScreen
from preferans_tui.ui.screens.start import StartScreen
from tests.opened import opened
from tests.ui.conftest import PULKA1


def pulka1_hands(n: int) -> Pulka:
    data = json.loads(PULKA1.read_text(encoding="utf-8"))
    pulka = Pulka(data["players"], RuleOptions.preset("sochi", 10))
    for hand in data["hands"][:n]:
        pulka.append(hand)
    return pulka


async def test_second_app_start_while_the_first_holds_the_file(tmp_path):
    path = tmp_path / "new.json"
    app2 = PreferansApp(path, tmp_path)  # launched while the file did not exist
    async with opened(app2, size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app2.screen, StartScreen)
        # meanwhile app 1 (another process) took the file and saved two hands
        with acquire(path, create=True) as lock:
            lock.save(dump(pulka1_hands(2)))
            text = path.read_text(encoding="utf-8")
            await pilot.press("ctrl+s")
            await pilot.pause()
            assert isinstance(app2.screen, SheetScreen)
            assert app2.session.read_only is not None
            assert len(app2.pulka) == 2  # app 1's pulka, shown read-only
            await pilot.press("n")  # no hand entry when read-only
            await pilot.pause()
            assert not isinstance(app2.screen, HandForm)
            assert path.read_text(encoding="utf-8") == text
    assert path.read_text(encoding="utf-8") == text
    assert len(load(path)[1]) == 2


async def test_two_apps_on_one_new_file(tmp_path):
    """Both apps for real, in one event loop: app 1 types a hand, then app 2 starts."""
    path = tmp_path / "new.json"
    app1, app2 = PreferansApp(path, tmp_path), PreferansApp(path, tmp_path)
    async with opened(app1, size=(100, 30)) as p1, opened(app2, size=(100, 30)) as p2:
        await p1.pause()
        await p2.pause()
        assert isinstance(app1.screen, StartScreen) and isinstance(app2.screen, StartScreen)
        await p1.press("ctrl+s")
        await p1.pause()
        # the first hand: dealer Anna (1), a raspasy 3 3 → Vera 4
        await p1.press("r", "1", "3", "3", "enter")
        await p1.pause()
        assert len(app1.pulka) == 1 and len(load(path)[1]) == 1
        await p2.press("ctrl+s")
        await p2.pause()
        assert app2.session.read_only is not None and app1.session.read_only is None
        assert len(app2.pulka) == 1
        assert len(load(path)[1]) == 1  # app 1's hand is still in the file
        await p1.press("r", "3", "3", "enter")
        await p1.pause()
        assert len(load(path)[1]) == 2
    assert not note_path_for(path).exists()


async def test_file_written_meanwhile_is_opened_not_replaced(tmp_path):
    """App 1 saved and quit before app 2's Start: app 2 opens that pulka (lock free)."""
    path = tmp_path / "new.json"
    app2 = PreferansApp(path, tmp_path)
    async with opened(app2, size=(100, 30)) as pilot:
        await pilot.pause()
        atomic_write_text(path, dump(pulka1_hands(3)))
        text = path.read_text(encoding="utf-8")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app2.screen, SheetScreen)
        assert app2.session.read_only is None and len(app2.pulka) == 3
        assert path.read_text(encoding="utf-8") == text


async def test_a_hard_link_of_a_held_file_is_read_only_without_question_marks(
        tmp_path, monkeypatch):
    """Another name of a held file (a hard link) opens read-only; its holder note is by the
    other name, so the notice says so instead of "process ? on ? since ?"."""
    path = tmp_path / "a.json"
    path.write_text(PULKA1.read_text(encoding="utf-8"), encoding="utf-8")
    other = tmp_path / "b.json"
    other.hardlink_to(path)
    told: list[str] = []
    with acquire(path):
        app = PreferansApp(other, tmp_path)
        monkeypatch.setattr(app, "notify", lambda message, **kw: told.append(message))
        async with opened(app, size=(100, 30)) as pilot:
            await pilot.pause()
            assert app.session.read_only is not None
    assert any(m.startswith(f"{other} is open in another app (by another name of the same "
                            "file)") for m in told), told
    assert not any("?" in m for m in told)


async def test_the_read_only_app_follows_the_hands_the_writer_saves(tmp_path):
    """A second app on a file the first holds is read-only — and redraws each hand the
    first one saves, as ``watch`` does: its deal, sheet and settlement (a tester's
    finding: it stayed at «deal 6» while the writer reached deal 7)."""
    from preferans_tui.ui.screens.settlement import SettlementScreen
    from preferans_tui.views.settlement_tables import settlement_text
    from tests.ui.conftest import copy_pulka
    from tests.ui.keys import keys_for
    from tests.ui.test_watch import until

    hands = json.loads(PULKA1.read_text(encoding="utf-8"))["hands"]
    path = copy_pulka(PULKA1, tmp_path, hands=5)
    writer, reader = PreferansApp(path, tmp_path), PreferansApp(path, tmp_path)
    async with opened(writer, size=(100, 30)) as pw, opened(reader, size=(100, 30)) as pr:
        assert writer.session.read_only is None and reader.session.read_only is not None
        assert "deal 6" in str(reader.screen.query_one("#status").render())
        assert str(reader.screen.query_one("#file").render()) == (
            f"read-only: {path.name}: open in another window; the hands saved there "
            "show here")
        await pw.press(*keys_for(writer.pulka, hands[5]))
        await pw.pause()
        assert len(load(path)[1]) == 6
        await until(pr, lambda: len(reader.pulka) == 6, "the writer's sixth hand")
        await pr.pause()
        assert isinstance(reader.screen, SheetScreen)
        assert "deal 7" in str(reader.screen.query_one("#status").render())
        assert reader.pulka.hands[-1] == load(path)[1].hands[-1]
        await pr.press("s")
        await pr.pause()
        assert isinstance(reader.screen, SettlementScreen)
        model, saved = load(path)
        assert reader.screen.text() == settlement_text(saved, model.title)
        assert "6 deals" in reader.screen.text()
        assert reader.session.read_only is not None and len(load(path)[1]) == 6
