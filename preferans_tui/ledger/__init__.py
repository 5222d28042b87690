"""The players' ledger across evenings (issue 15): pure Python and pydantic.

No Textual, rich, platformdirs or files: :func:`summarize` turns a replayed pulka into
an :class:`Evening`, :func:`build_ledger` adds evenings up into a :class:`Ledger`, and
:func:`ledger_document` writes it as the object of ``stats --json``. Reading the files
and the cache is :mod:`preferans_tui.storage.archive`'s.
"""

from .document import ledger_document
from .evening import Evening, GameTally, PlayerEvening, evening_problem, summarize
from .filters import LedgerFilter
from .models import Ledger, LedgerEvening, PlayerTotals, Skipped, SkipReason
from .names import AliasError, Aliases, People, parse_alias
from .totals import build_ledger, running_results

__all__ = [
    "AliasError", "Aliases", "Evening", "GameTally", "Ledger", "LedgerEvening",
    "LedgerFilter", "People", "PlayerEvening", "PlayerTotals", "SkipReason", "Skipped",
    "build_ledger", "evening_problem", "ledger_document", "parse_alias", "running_results",
    "summarize",
]
