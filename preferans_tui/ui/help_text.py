"""The help screen's page, drawn (``screens/help.py`` shows it).

The page is the catalogue's ``help_page`` (Markdown, :mod:`preferans_tui.texts`), one per
language; its sections' headings are the ``help_topic_*`` messages (a screen's
``HELP_TOPIC``). The rule numbers are the Kodex's (the numbering of D. Lesnoy's «Русский
преферанс»), as every line of the sheet cites them.
"""

from __future__ import annotations

import re

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ..texts import language, tr, tr_in


def compact(page: str) -> str:
    """``page`` with its tables as bullet lines (``* a — b``): tables take three lines a
    row in a terminal; the first heading and each table's head row are dropped. A row
    too long for a line of the source goes on in the next lines, indented, up to its
    closing ``|`` (:func:`page_renderable` joins them)."""
    lines = []
    for line in page.splitlines():
        if line.startswith("# "):
            continue
        if line.startswith("  ") and line.endswith(" |"):  # a long row goes on
            line = line.removesuffix(" |")
        if line.startswith("|"):
            cells = [c.strip() for c in line.strip("|").split("|")]
            if set("".join(cells)) <= set("-") or not cells[-1] or cells[-1].startswith(
                    ("what", "что")):
                continue  # the separator or the head row
            line = f"* {cells[0]} — {cells[1]}"
        lines.append(line)
    text = "\n".join(lines).strip() + "\n"
    return re.sub(r"`([^`]+)`", r"\1", text)  # a styled span shifts the space after it


def _inline(text: str) -> Text:
    """``**word**`` in bold, the rest as written."""
    out = Text()
    for i, part in enumerate(text.split("**")):
        out.append(part, style="bold" if i % 2 else "")
    return out


KEY_WIDTH = 18
"""The widest a key cell of the help may be: the key column is never wider, so the
text keeps its room at 80 columns; every key cell of both pages fits in it (one row
per direction, ``Tab ↓ →`` and ``Shift+Tab ↑ ←``), so none breaks over two lines."""


def _items(rows: list[tuple[Text, Text]]) -> Table:
    table = Table.grid(padding=(0, 1))
    table.add_column(max_width=KEY_WIDTH)  # a longer key list would wrap, not push the text
    table.add_column()
    for row in rows:
        table.add_row(*row)
    return table


def page_renderable(page: str) -> RenderableType:
    """A page of :func:`help_page` as rich renderables: ``## `` headings, paragraphs, and
    ``* key — what it does`` items as a two-column list (a wrapped line stays under its
    text). One renderable for one widget, so the page opens at once."""
    parts: list[RenderableType] = []
    rows: list[tuple[Text, Text]] = []
    lines: list[str] = []

    def flush() -> None:
        if lines:
            parts.append(_inline(" ".join(lines)))
            lines.clear()
        if rows:
            parts.append(_items(rows))
            rows.clear()

    for line in page.splitlines():
        if line.startswith("## "):
            flush()
            parts += [Text(""), Text(line[3:], style="bold underline")]
        elif line.startswith("* "):
            if lines:
                flush()
            key, dash, what = line[2:].partition(" — ")
            rows.append((Text(key, style="bold"), _inline(what)) if dash
                        else (Text("•"), _inline(key)))
        elif line.startswith("  ") and rows:  # a wrapped item goes on
            rows[-1][1].append_text(_inline(" " + line.strip()))
        elif not line.strip():
            flush()
        else:
            if rows:
                flush()
            lines.append(line.strip())
    flush()
    return Group(*parts)


def help_page(lang: str | None = None) -> str:
    """The help page as shown (:func:`compact`), in ``lang`` or the interface language."""
    return compact(tr_in(lang or language(), "help_page"))


def topic_first(page: str, topic: str) -> str:
    """``page`` with the section whose heading starts with the text of ``topic`` (a
    ``help_topic_*`` message id; none: ``""``) moved to the top: help asked for on a
    screen opens at that screen's keys (the rest follows).
    What comes before the first heading (the Russian page's word on the layout) stays
    first: it is about every section."""
    if not topic:
        return page
    heading = tr(topic)
    lead, *sections = re.split(r"(?m)^(?=## )", page)
    head = [s for s in sections if s[3:].startswith(heading)]
    return lead + "".join(head + [s for s in sections if s not in head]) if head else page
