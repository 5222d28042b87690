"""Tournaments (issue 28): an event's rounds seated, its tables' pulkas collected and the
players ranked by the event's formula.

Pure parts, importing no database and no Textual (an import-linter contract):
:mod:`.formulas` (a table's settled whists → the event's points), :mod:`.seating` (the
next round's tables), :mod:`.standings` (the event's table, ties broken in a documented
order), :mod:`.ratings` (prefko's per-table rating and a pairwise Elo) and
:mod:`.protocol` (HTML and CSV). :mod:`.store` keeps events in the club database,
:mod:`.command` is ``preferans-tui event …`` and :mod:`.director` the director's screen;
:mod:`.words` holds the words they show (EN and RU).
"""
