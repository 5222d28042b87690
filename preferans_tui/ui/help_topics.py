"""The help page's sections, by the heading that starts them in either language: a
screen's ``HELP_TOPIC`` (F1 opens the help at it, :func:`.help_text.topic_first`).

Apart from :mod:`.help_text`, whose pages are built when it is imported: the sheet names
its topic without building the help before its first frame (issue 16).
"""

from __future__ import annotations

SHEET_TOPIC = ("Keys on the sheet", "Клавиши на листе")
"""The sheet's keys, in either language (:func:`topic_first`); first anyway."""
FORM_TOPIC = ("Keys in a hand form", "Клавиши в форме сдачи")
"""The keys of the hand forms (a game, a misère, raspasy)."""
ADJUSTMENT_TOPIC = ("Keys in the adjustment form", "Клавиши в форме поправки")
"""The keys of the adjustment form (``a`` on the sheet)."""
SETTLEMENT_TOPIC = ("The settlement", "Расчёт")
"""The settlement's keys (``s`` on the sheet and in the replay)."""
START_TOPIC = ("The start screen", "Начальный экран")
"""The start screen's keys and fields."""
LEDGER_TOPIC = ("The ledger", "Итоги")
"""The ledger's section."""
REPLAY_TOPIC = ("The replay", "Просмотр")
"""The replay's keys (``preferans-tui replay FILE``)."""
WATCH_TOPIC = ("The live view", "Наблюдение")
"""The live view's keys (``preferans-tui watch FILE``)."""
FIGURES_TOPIC = ("What the sheet shows", "Что на листе")
"""The bands of the sheet: first on the page of every figure (``l``)."""
