"""What the screens and the command line both show, computed once: how figures read and
round (:mod:`.figures`), the ledger as JSON and CSV text (:mod:`.ledger_text`), the lines
a command prints (:mod:`.printing`).

Pure: no Textual, rich or platformdirs (an import-linter contract), so the command line
can show the same figures as the app without loading it. This package imports nothing
at its top: ``stats`` answers from its last run with the standard library alone.
"""
