"""``preferans-tui export`` (issue 30.1): the evening as a PNG a phone shows whole (at
least 1080 px wide), an SVG, a page and a chat message, in English and Russian; names and
the title from the file are escaped, never markup; a format we do not write or a folder
we cannot write gets a clear message and nothing is written.

Figures: SPEC §10 PULKA-1 (Anna +150, Boris −146, Vera −4; at 0.50 a whist +75.00,
−73.00, −2.00; payments Boris → Anna 146, Vera → Anna 4).
"""

from __future__ import annotations

import html
import json
import re
import struct

import pytest

from preferans_tui.__main__ import main
from preferans_tui.texts import set_language
from tests.conftest import SAVES

PULKA1 = SAVES / "pulka1-sochi-three-players.json"
PULKA2 = SAVES / "pulka2-sochi-four-players.json"


@pytest.fixture(autouse=True)
def _english(monkeypatch):
    monkeypatch.setenv("LC_ALL", "C.UTF-8")
    yield
    set_language("en")


def png_size(data: bytes) -> tuple[int, int]:
    """(width, height) from the PNG's IHDR chunk."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def svg_words(svg: str) -> str:
    """The text of an SVG of rich's, spaces back (rich writes &#160;)."""
    return html.unescape(re.sub(r"<[^>]+>", "", svg)).replace("\xa0", " ")


def export(tmp_path, source, *args: str) -> int:
    copy = tmp_path / "friday.json"
    copy.write_bytes(source.read_bytes())
    return main(["export", str(copy), *args])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_png_is_wide_enough_for_a_phone(tmp_path, capsys, lang):
    assert export(tmp_path, PULKA1, "--lang", lang) == 0
    width, height = png_size((tmp_path / "friday.png").read_bytes())
    assert width >= 1080
    assert height < 2 * width  # one picture, whole on a phone's screen
    assert "friday.png" in capsys.readouterr().out


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ["Players: Anna, Boris, Vera", "The pulka is finished.", "pulya", "gora",
            "on", "✓ closed", "+150", "−146", "+75.00", "Boris → Anna",
            "Who owes whom, pair by pair"]),
    ("ru", ["Игроки: Anna, Boris, Vera", "Пулька закончена.", "пуля", "гора",
            "висты на:", "✓ закрыта", "+150", "−146", "+75,00", "Boris → Anna",
            "Кто кому должен, попарно"]),
])
def test_the_svg_shows_sheet_and_settlement_in_each_language(tmp_path, lang, words):
    assert export(tmp_path, PULKA1, "--format", "svg", "--lang", lang) == 0
    text = svg_words((tmp_path / "friday.svg").read_text(encoding="utf-8"))
    for word in words:
        assert word in text, word
    assert "2(A)" in text  # Anna's help in Boris's pulya (rule 4.2.3), marked as on paper


def test_the_four_player_sheet_exports_too(tmp_path):
    assert export(tmp_path, PULKA2, "-o", str(tmp_path / "four.png")) == 0
    assert png_size((tmp_path / "four.png").read_bytes())[0] >= 1080


def hostile(tmp_path):
    data = json.loads(PULKA1.read_text(encoding="utf-8"))
    data["title"] = "<script>alert(1)</script> [bold]x[/bold] \x1b[2J"
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("fmt", ["svg", "html"])
def test_a_title_is_escaped_never_markup(tmp_path, fmt):
    out = tmp_path / f"x.{fmt}"
    assert main(["export", str(hostile(tmp_path)), "-o", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert "<script>" not in text
    assert "\x1b" not in text
    assert "&lt;script&gt;" in text
    assert "[bold]x[/bold]" in html.unescape(text).replace("\xa0", " ")


def test_the_chat_message_is_short_and_safe(tmp_path, capsys):
    assert main(["export", str(hostile(tmp_path)), "--format", "txt", "-o", "-"]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\\x1b[2J" in out
    lines = out.splitlines()
    assert len(lines) <= 15
    assert all(len(line) <= 60 for line in lines[1:])
    assert "Anna   +150  (+75.00)" in lines
    assert "Boris → Anna 146 (73.00)" in lines


def test_the_chat_message_in_russian(tmp_path, capsys):
    assert export(tmp_path, PULKA1, "--format", "txt", "--lang", "ru") == 0
    text = (tmp_path / "friday.txt").read_text(encoding="utf-8")
    assert "Кто кому платит (наименьшим числом платежей)" in text
    assert "Boris  −146  (−73,00)" in text


def test_a_format_we_do_not_write_writes_nothing(tmp_path, capsys):
    assert export(tmp_path, PULKA1, "-o", str(tmp_path / "sheet.pdf")) == 1
    assert "we do not write .pdf" in capsys.readouterr().err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["friday.json"]
    with pytest.raises(SystemExit):
        export(tmp_path, PULKA1, "--format", "pdf")


def test_a_folder_we_cannot_write_writes_nothing(tmp_path, capsys):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        code = export(tmp_path, PULKA1, "-o", str(locked / "x.png"))
        err = capsys.readouterr().err
    finally:
        locked.chmod(0o700)
    if code == 0:  # root writes anywhere: at least the file is whole
        assert png_size((locked / "x.png").read_bytes())[0] >= 1080
        return
    assert code == 1 and "nothing was written" in err
    assert list(locked.iterdir()) == []


def test_a_missing_folder_writes_nothing(tmp_path, capsys):
    assert export(tmp_path, PULKA1, "-o", str(tmp_path / "no" / "x.png")) == 1
    assert "could not write" in capsys.readouterr().err
    assert not (tmp_path / "no").exists()


@pytest.mark.parametrize(("out", "fmt"), [("out.png", "svg"), ("out.svg", "png"),
                                          ("out.HTM", "txt"), ("out.txt", "html")])
def test_a_suffix_of_another_format_is_refused(tmp_path, capsys, out, fmt):
    """A tester's finding: ``-o out.png --format svg`` wrote an SVG named ``.png``."""
    assert export(tmp_path, PULKA1, "-o", str(tmp_path / out), "--format", fmt) == 1
    err = capsys.readouterr().err
    suffix = out.rpartition(".")[1] + out.rpartition(".")[2]
    assert f"-o names a {suffix} file but --format is {fmt}" in err
    assert "nothing was written" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["friday.json"]


def test_the_format_follows_the_suffix_and_an_unknown_suffix_takes_format(tmp_path):
    assert export(tmp_path, PULKA1, "-o", str(tmp_path / "out.svg")) == 0
    assert (tmp_path / "out.svg").read_text("utf-8").lstrip().startswith("<svg")
    assert export(tmp_path, PULKA1, "-o", str(tmp_path / "sheet"), "--format", "txt") == 0
    assert (tmp_path / "sheet").read_text("utf-8").strip()


class _Terminal:
    """A standard output that is a terminal (``isatty``), collecting what is written."""

    def __init__(self) -> None:
        import io

        self.buffer = io.BytesIO()

    def isatty(self) -> bool:
        return True

    def write(self, text: str) -> int:
        self.buffer.write(text.encode())
        return len(text)

    def flush(self) -> None:
        pass


def test_a_png_is_never_printed_to_a_terminal(tmp_path, capsys, monkeypatch):
    """A tester's finding: ``export FILE -o -`` wrote the PNG's bytes to the terminal."""
    import sys

    terminal = _Terminal()
    monkeypatch.setattr(sys, "stdout", terminal)
    assert export(tmp_path, PULKA1, "-o", "-") == 1
    assert terminal.buffer.getvalue() == b""
    err = capsys.readouterr().err
    assert "png is a picture, not text: it is not written to a terminal" in err
    assert export(tmp_path, PULKA1, "-o", "-", "--format", "txt") == 0  # text: printed
    assert terminal.buffer.getvalue().strip()


def test_a_png_goes_to_standard_output_that_is_a_pipe(tmp_path):
    import subprocess
    import sys

    copy = tmp_path / "friday.json"
    copy.write_bytes(PULKA1.read_bytes())
    done = subprocess.run([sys.executable, "-m", "preferans_tui", "export", str(copy),
                           "-o", "-"], capture_output=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(b"\x89PNG\r\n\x1a\n")
