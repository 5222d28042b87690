"""Russian and English for every label, term and message of the app.

One catalogue per language, keyed by a short English id. ``tr("gora")`` gives the
word in the current language; ``set_language("ru")`` switches. The language follows a
setting and defaults to the system locale (Russian if it starts with ``ru``).
The Russian words are the ones players use (гора, пуля, висты, распасы, мизер, полвиста).

To add a text: add the same key to both ``EN`` and ``RU`` (a test checks they match).
"""

from __future__ import annotations

import locale
import os

EN: dict[str, str] = {
    "app_title": "preferans-tui",
    "pulka": "pulka",
    "gora": "gora",
    "pulya": "pulya",
    "whists": "whists",
    "whists_on": "on {name}",
    "raspasy": "raspasy",
    "misere": "misère",
    "game": "game",
    "adjustment": "adjustment",
    "declarer": "declarer",
    "dealer": "dealer",
    "deals": "deals",
    "next_dealer": "deals next",
    "whist": "whist",
    "pass": "pass",
    "half": "half-whist",
    "returned_by": "returned by",
    "tricks": "tricks",
    "contract": "contract",
    "target": "to {target}",
    "balance": "balance",
    "settlement": "settlement",
    "finished": "The pulka is finished.",
    "undo": "undo",
    "new_hand": "new hand",
    "quit": "quit",
    "cancel": "cancel",
    "ok": "OK",
    "saved_to": "saved to {path}",
}

RU: dict[str, str] = {
    "app_title": "преферанс",
    "pulka": "пулька",
    "gora": "гора",
    "pulya": "пуля",
    "whists": "висты",
    "whists_on": "на {name}",
    "raspasy": "распасы",
    "misere": "мизер",
    "game": "игра",
    "adjustment": "поправка",
    "declarer": "играющий",
    "dealer": "сдающий",
    "deals": "сдаёт",
    "next_dealer": "сдаёт следующим",
    "whist": "вист",
    "pass": "пас",
    "half": "полвиста",
    "returned_by": "вист вернул",
    "tricks": "взятки",
    "contract": "контракт",
    "target": "до {target}",
    "balance": "итог",
    "settlement": "расчёт",
    "finished": "Пулька закончена.",
    "undo": "отменить",
    "new_hand": "новая сдача",
    "quit": "выход",
    "cancel": "отмена",
    "ok": "OK",
    "saved_to": "сохранено в {path}",
}

CATALOGUES: dict[str, dict[str, str]] = {"en": EN, "ru": RU}
_current = "en"


def system_language() -> str:
    """``"ru"`` if the system locale is Russian, else ``"en"``."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            return "ru" if value.lower().startswith("ru") else "en"
    code = locale.getlocale()[0] or ""
    return "ru" if code.lower().startswith("ru") else "en"


def set_language(language: str) -> None:
    """Switch every later :func:`tr` to ``language`` (``"en"`` or ``"ru"``).

    Raises:
        ValueError: an unknown language.
    """
    global _current
    if language not in CATALOGUES:
        raise ValueError(f"unknown language {language!r}; choose one of {sorted(CATALOGUES)}")
    _current = language


def language() -> str:
    """The current language code."""
    return _current


def tr(key: str, **values: object) -> str:
    """The text ``key`` in the current language, with ``{name}`` fields filled in.

    Raises:
        KeyError: ``key`` is not in the catalogue (a programming error).
    """
    text = CATALOGUES[_current][key]
    return text.format(**values) if values else text
