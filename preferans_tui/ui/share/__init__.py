"""The evening shared: the paper sheet, the settlement, the title, date and players as one
picture (PNG, SVG), a page (HTML) or a chat message (text) (issue 30.1).

:mod:`.parts` lays the evening out as rich renderables, :mod:`.chat` writes the short
text, :mod:`.formats` turns them into each format's bytes (:mod:`.fonts`: the font the
PNG is drawn with). Names, the title and the hands' notes come from the file: they are
always plain text, escaped in HTML and SVG, never markup.
"""
