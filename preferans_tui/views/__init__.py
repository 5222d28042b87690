"""What the screens and the command line both show, computed once, as text: how figures
read and the one rounding for display (:mod:`.figures`), the settlement's figures and
``settle --json`` (:mod:`.settlement`), the sheet's running totals (:mod:`.sheet`), a
player's line of the ledger (:mod:`.ledger_figures`), the ledger as JSON and CSV text
(:mod:`.ledger_text`), and the lines a command prints (:mod:`.printing`).

Pure functions of the pulka or of the ledger's object: no Textual, rich or platformdirs,
no storage and no UI (an import-linter contract). The words around the figures are the
interface's; a figure with decimals takes the decimal mark the caller gives. This package
imports nothing at its top: ``stats`` answers from its last run with the standard
library alone.
"""
