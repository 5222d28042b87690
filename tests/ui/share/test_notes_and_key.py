"""A note on any hand (issue 30.5): the form's last field, optional free text, kept in the
file, refused with a hidden character, shown in the history and the export; and the ``x``
key of the settlement screen saving the evening's PNG into the data folder (30.1)."""

from __future__ import annotations

import json
import struct
from pathlib import Path

import pytest
from pydantic import ValidationError
from textual.app import App

from preferans_tui import texts
from preferans_tui.rules import Pulka, RuleOptions
from preferans_tui.rules.draft import HandDraft
from preferans_tui.rules.fields import Field, FieldPath
from preferans_tui.rules.hands import GameHand, RaspasyHand
from preferans_tui.storage import load
from preferans_tui.storage.pulka_file import to_file
from preferans_tui.ui.screens.settlement import SettlementScreen
from preferans_tui.ui.share.chat import chat_text
from preferans_tui.ui.share.formats import svg_text
from preferans_tui.ui.share.parts import Evening
from preferans_tui.ui.widgets.history import result_text
from tests.conftest import SAVES

PULKA1 = SAVES / "pulka1-sochi-three-players.json"
NOTE = "Вера <b>ушла</b> на кухню"


@pytest.fixture(autouse=True)
def _english(monkeypatch):
    monkeypatch.setenv("LC_ALL", "C.UTF-8")
    texts.set_language("en")
    yield
    texts.set_language("en")


def game_with_note() -> Pulka:
    """Anna's 6♠, both pass (rule 3.5.3: Anna pulya +2), with a note."""
    pulka = Pulka(["Anna", "Boris", "Vera"], RuleOptions.preset("sochi", 10))
    draft = HandDraft.start(pulka, "game")
    for path, value in [(FieldPath(Field.DEALER), "Vera"), (FieldPath(Field.DECLARER), "Anna"),
                        (FieldPath(Field.LEVEL), 6), (FieldPath(Field.STRAIN), "S"),
                        (FieldPath(Field.CALLS, "Boris"), "pass"),
                        (FieldPath(Field.CALLS, "Vera"), "pass"),
                        (FieldPath(Field.NOTE), NOTE)]:
        draft = draft.set(path, value)
    assert draft.record()["note"] == NOTE
    pulka.append_result(draft.result())
    return pulka


def test_a_note_typed_in_the_form_is_kept_in_the_file(tmp_path):
    pulka = game_with_note()
    assert pulka.totals.pulya["Anna"] == 2  # a note scores nothing
    path = tmp_path / "p.json"
    path.write_text(json.dumps(to_file(pulka), ensure_ascii=False), encoding="utf-8")
    assert json.loads(path.read_text(encoding="utf-8"))["hands"][0]["note"] == NOTE
    _, reopened = load(path)
    assert reopened.hands[0].note == NOTE


def test_a_blank_note_writes_nothing():
    pulka = Pulka(["Anna", "Boris", "Vera"], RuleOptions.preset("sochi", 10))
    draft = HandDraft.start(pulka, "raspasy").set(FieldPath(Field.DEALER), "Anna")
    draft = draft.set(FieldPath(Field.TRICKS, "Anna"), 2).set(FieldPath(Field.TRICKS, "Boris"), 5)
    draft = draft.set(FieldPath(Field.NOTE), "   ")
    assert "note" not in draft.record()


def test_a_note_with_a_hidden_character_is_refused():
    with pytest.raises(ValidationError):
        RaspasyHand(kind="raspasy", dealer="A", tricks={"A": 2}, note="x\x1b[2J")
    with pytest.raises(ValidationError):
        GameHand(kind="game", dealer="A", declarer="B", contract="6S", note="x" * 201)


def test_the_history_and_the_export_show_the_note_as_text():
    pulka = game_with_note()
    line = result_text(pulka.results[0]).plain
    assert f"note: {NOTE}" in line
    evening = Evening(pulka, "Friday")
    assert f"Hand 1: {NOTE}" in chat_text(evening)
    svg = svg_text(evening)
    assert "<b>" not in svg and "&lt;b&gt;ушла&lt;/b&gt;" in svg


class Host(App[None]):
    def __init__(self, folder: Path) -> None:
        super().__init__()
        self.model, self.pulka = load(PULKA1)
        self.folder = folder

    def on_mount(self) -> None:
        self.push_screen(SettlementScreen(self.pulka, self.model.title, folder=self.folder,
                                          created="2026-11-30T21:05:00"))


async def test_x_on_the_settlement_saves_the_picture(tmp_path):
    app = Host(tmp_path)
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.press("x")
        for _ in range(100):
            await pilot.pause(0.05)
            saved = list(tmp_path.glob("pulka-*.png"))
            if saved:
                break
        await app.workers.wait_for_complete()
        await pilot.pause()
    [png] = list(tmp_path.glob("pulka-*.png"))
    assert png.name.startswith("pulka-sochi-three-players-to-10-")
    data = png.read_bytes()
    assert struct.unpack(">I", data[16:20])[0] >= 1080
    assert not list(tmp_path.glob(".*.tmp"))
