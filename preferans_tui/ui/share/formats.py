"""The evening in each format we write (issue 30.1): ``png`` (drawn from the SVG by resvg,
at least 1080 pixels wide, the font :mod:`.fonts` names), ``svg`` and ``html`` (rich's
exports of what :mod:`.parts` lays out, on a paper-white theme) and ``txt`` (the chat
message of :mod:`.chat`).

rich escapes every text it exports (``&``, ``<`` …) and our parts are never markup, so a
name or title of ``<script>`` or ``[bold]`` is shown as typed.
"""

from __future__ import annotations

import html
import io
from typing import Final

from rich.console import Console, Group
from rich.terminal_theme import TerminalTheme

from ...texts import tr
from ...untrusted import visible_cut
from .chat import chat_text
from .parts import WIDTH, Evening, evening_parts

FORMATS: Final = ("png", "svg", "html", "txt")
"""What ``export --format`` writes, the first the default."""
PNG_ZOOM: Final = 2.0
"""The PNG is the SVG at twice its size: 80 columns are ~1,000 px in the SVG, so the
picture is ~2,000 px wide (at least 1080, what a phone shows whole and sharp)."""

PAPER: Final = TerminalTheme(
    (255, 255, 250), (20, 20, 20),
    [(20, 20, 20), (170, 30, 30), (29, 122, 29), (166, 94, 0), (31, 78, 153), (138, 28, 124),
     (20, 110, 120), (200, 200, 200)],
    [(107, 107, 107), (200, 50, 50), (40, 150, 40), (190, 120, 0), (50, 100, 190),
     (160, 50, 150), (30, 140, 150), (255, 255, 255)])
"""A paper-white theme: dark ink on white, as the sheet is on the table."""

HTML_PAGE: Final = """<!DOCTYPE html>
<html lang="@LANG@">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>@TITLE@</title>
<style>
{stylesheet}
body {{ color: {foreground}; background-color: {background}; margin: 0; }}
pre {{ font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 1.6vw;
      line-height: 1.25; margin: 1em; }}
@media (min-width: 1000px) {{ pre {{ font-size: 15px; }} }}
</style>
</head>
<body><pre><code>{code}</code></pre></body>
</html>
"""
"""rich's ``code_format`` for the page: sized so the 80 columns fit a phone's width."""


def picture_title(evening: Evening) -> str:
    """The title as the SVG's window and the page's ``<title>`` say it (plain text:
    rich and :func:`render` escape it)."""
    return visible_cut(evening.title, 80) if evening.title else tr("share_untitled")


def _recorded(evening: Evening) -> Console:
    console = Console(record=True, width=WIDTH, file=io.StringIO(), force_terminal=True,
                      color_system="truecolor", legacy_windows=False, emoji=False,
                      highlight=False)
    console.print(Group(*evening_parts(evening)))
    return console


def svg_text(evening: Evening) -> str:
    """The picture as an SVG document (rich's ``export_svg``, paper theme)."""
    return _recorded(evening).export_svg(title=picture_title(evening), theme=PAPER)


def html_text(evening: Evening, lang: str = "en") -> str:
    """The picture as a web page (rich's ``export_html``, styles inline)."""
    def braces(text: str) -> str:  # the page is a str.format template for rich
        return text.replace("{", "{{").replace("}", "}}")

    page = (HTML_PAGE.replace("@TITLE@", braces(html.escape(picture_title(evening))))
            .replace("@LANG@", "ru" if lang == "ru" else "en"))
    return _recorded(evening).export_html(theme=PAPER, inline_styles=True, code_format=page)


def png_bytes(evening: Evening) -> bytes:
    """The SVG drawn by resvg at :data:`PNG_ZOOM` with DejaVu Sans Mono.

    Raises:
        FontMissing: the font is not installed (its message says what to install).
    """
    import resvg_py

    from .fonts import FONT_FAMILY, font_files

    files = font_files()
    return bytes(resvg_py.svg_to_bytes(
        svg_string=svg_text(evening), zoom=PNG_ZOOM, skip_system_fonts=True,
        font_files=files, font_family=FONT_FAMILY, monospace_family=FONT_FAMILY,
        sans_serif_family=FONT_FAMILY, background="#fffffa"))


def render(evening: Evening, fmt: str, lang: str = "en") -> bytes:
    """The evening in ``fmt`` (one of :data:`FORMATS`) as the bytes of its file (text
    in UTF-8).

    Raises:
        ValueError: ``fmt`` is no format we write.
        FontMissing: a PNG without its font.
    """
    if fmt == "png":
        return png_bytes(evening)
    if fmt == "svg":
        return svg_text(evening).encode("utf-8")
    if fmt == "html":
        return html_text(evening, lang).encode("utf-8")
    if fmt == "txt":
        return chat_text(evening).encode("utf-8")
    raise ValueError(fmt)
