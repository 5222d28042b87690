"""Why the rules core refuses something, in words a player reads in either language.

Every refusal of the core has a stable ``code`` (``"half_whist_level"``) and ``params``
(the values its text fills in: ``{"contract": "8S"}``). The texts live in one catalogue per
language, keyed by code: :mod:`.reasons_en` (the English, which is also what ``str()`` of
an error and every English message shows) and :mod:`.reasons_ru`. A :class:`Reason` is a
``str`` — its English text — so every caller that reads a reason as text keeps working,
and :meth:`Reason.text` gives it in another language.

pydantic's own messages (a missing field, a wrong type, a value out of range) get a code
``"pydantic:<type>"`` (:func:`pydantic_reason`): their English stays pydantic's, and a
catalogue may translate the types that occur in pulka files; the others read in English
in every language.

The core stays pure: the language is always passed in, never looked up here.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from string import Formatter
from typing import Any, Final

from ..untrusted import visible
from .reasons_en import REASONS_EN
from .reasons_ru import REASONS_RU

CATALOGUES: Final[Mapping[str, Mapping[str, str]]] = {"en": REASONS_EN, "ru": REASONS_RU}
"""The catalogue of the core's reasons for each language, keyed by code."""

PYDANTIC: Final = "pydantic:"
"""The prefix of the codes of pydantic's own error types (``"pydantic:missing"``)."""


def placeholders(text: str) -> set[str]:
    """The ``{name}`` fields of a catalogue text (``"not on {contract}"`` → ``{"contract"}``)."""
    return {name for _, name, _, _ in Formatter().parse(text) if name}


def _filled(text: str, params: Mapping[str, Any], language: str) -> str:
    """``text`` with its fields filled in; a nested :class:`Reason` in ``language``."""
    return text.format(**{k: v.text(language) if isinstance(v, Reason) else v
                          for k, v in params.items()})


class Reason(str):
    """One refusal's explanation: the English text (the ``str`` itself), its ``code``,
    its ``params`` and the ``rule`` it cites (or ``None``).

    ``Reason("half_whist_level", contract="8S")`` reads
    ``half-whist only on a six or a seven, not on 8S``; ``.text("ru")`` the same in
    Russian. A name or key from a file can be among the params: every text is shown
    through :func:`~preferans_tui.untrusted.visible`. A parameter named ``rule`` is the
    rule the reason cites itself (the validators of a model, whose only way out is the
    text): ``str()`` then ends with `` (rule 2.2.2)``, as pydantic's messages always did.

    Raises:
        KeyError: ``code`` is not in the English catalogue, or a field of its text is not
            among ``params`` (programming errors).
    """

    code: str | None
    params: dict[str, Any]
    rule: str | None
    _english: str

    def __new__(cls, code: str, /, rule: str | None = None, **params: Any) -> Reason:
        english = visible(_filled(REASONS_EN[code], params, "en"))
        self = super().__new__(cls, english + (f" (rule {rule})" if rule else ""))
        self.code, self.params, self.rule, self._english = code, params, rule, english
        return self

    @classmethod
    def plain(cls, text: str) -> Reason:
        """A reason without a code (a raise that gives only its English text): it reads the
        same in every language."""
        return cls._made(visible(text), None, {})

    @classmethod
    def _made(cls, english: str, code: str | None, params: dict[str, Any]) -> Reason:
        self = super().__new__(cls, english)
        self.code, self.params, self.rule, self._english = code, params, None, english
        return self

    def uncited(self) -> Reason:
        """This reason without the rule it cites (the rule goes to the error instead)."""
        return self if self.rule is None else Reason._made(self._english, self.code,
                                                           self.params)

    def text(self, language: str = "en") -> str:
        """The reason in ``language`` (``"en"``, ``"ru"``), without the rule it cites;
        English where that language's catalogue has no text for the code."""
        template = CATALOGUES.get(language, {}).get(self.code or "")
        if template is None:
            return self._english
        if (self.code or "").startswith(PYDANTIC) and "value" in self.params:
            template += CATALOGUES[language]["pydantic_not_value"]  # the refused input
        try:
            return visible(_filled(template, self.params, language))
        except (KeyError, IndexError, ValueError):  # a pydantic context without the field
            return self._english

    def __reduce__(self) -> tuple[Any, ...]:  # pickled and copied with its code
        return (_rebuilt, (self._english, str(self), self.code, self.params, self.rule))


def _rebuilt(english: str, whole: str, code: str | None, params: dict[str, Any],
             rule: str | None) -> Reason:
    self = str.__new__(Reason, whole)
    self.code, self.params, self.rule, self._english = code, params, rule, english
    return self


DATA_TEXT_LIMIT: Final = 200
"""The longest text a reason kept as data (:func:`reason_data`) holds, in characters: a
value quoted from a file is already cut (:func:`~preferans_tui.untrusted.quoted`), and a
cache must not grow with a hostile file."""


def cut_text(text: str, limit: int) -> str:
    """``text`` at most ``limit`` characters long: a longer one keeps its first
    ``limit`` − 1 and ends in ``…`` (a cache or a narrow cell must not grow with a
    file's free text). Nothing is escaped here: see :mod:`preferans_tui.untrusted`."""
    return text if len(text) <= limit else text[:max(0, limit - 1)] + "…"


def _cut(text: str) -> str:
    return cut_text(text, DATA_TEXT_LIMIT)


def _param_data(value: Any) -> Any:
    if isinstance(value, Reason):
        return {"reason": reason_data(value)}
    if value is None or isinstance(value, bool | int | float):
        return value
    return _cut(str(value))


def reason_data(reason: Reason) -> dict[str, Any]:
    """``reason`` as plain JSON data (``code``, ``params``, ``rule``, ``english``), which
    :func:`reason_from_data` makes a :class:`Reason` again: what a cache keeps and a
    process pool sends instead of the object. Texts are cut to :data:`DATA_TEXT_LIMIT`;
    a nested reason is ``{"reason": {...}}``, any other value but a number its text."""
    return {"code": reason.code, "rule": reason.rule, "english": _cut(reason._english),
            "params": {str(k): _param_data(v) for k, v in reason.params.items()}}


def _param_value(value: Any) -> Any:
    if isinstance(value, dict) and isinstance(value.get("reason"), dict):
        return reason_from_data(value["reason"])
    return value


def reason_from_data(data: Mapping[str, Any]) -> Reason:
    """The :class:`Reason` that :func:`reason_data` wrote.

    Raises:
        KeyError, TypeError, AttributeError: ``data`` is not what :func:`reason_data`
            writes (a damaged cache).
    """
    english = visible(str(data["english"]))
    code, rule = data.get("code"), data.get("rule")
    if code is not None and not isinstance(code, str) or rule is not None and not isinstance(
            rule, str):
        raise TypeError("a reason's code and rule are texts")
    params = {str(k): _param_value(v) for k, v in dict(data.get("params") or {}).items()}
    whole = english + (f" (rule {rule})" if rule else "")
    return _rebuilt(english, whole, code, params, rule)


def as_reason(text: str) -> Reason:
    """``text`` as a :class:`Reason`: itself when it is one, else a reason without a code."""
    return text if isinstance(text, Reason) else Reason.plain(text)


def pydantic_reason(kind: str, english: str, ctx: Mapping[str, Any] | None = None,
                    **params: Any) -> Reason:
    """A reason for one of pydantic's own errors (type ``kind``): ``english`` is the text
    pydantic wrote (and the English shown); the catalogue's ``"pydantic:<kind>"`` text, if
    any, fills in the error's ``ctx`` and ``params`` (``value``: the refused input, quoted)."""
    values = {k: _shown(k, v) for k, v in (ctx or {}).items()}
    values.update(params)
    return Reason._made(visible(english), PYDANTIC + kind, values)


def _shown(key: str, value: Any) -> Any:
    """A value of a pydantic context as a text shows it: ``'a', 'b'`` for a literal's
    choices (pydantic writes ``'a' or 'b'``, which reads English). The choices
    (``expected``) are a :class:`Reason` of code ``pydantic:choices:<a>|<b>``, which a
    catalogue may say in its words (``'whist', 'pass', 'half'`` → ``вист, пас, полвиста``)
    and which otherwise reads as the file spells them."""
    if not isinstance(value, str):
        return value
    shown = _OR.sub(", ", value)
    choices = _CHOICE.findall(value) if key == "expected" else []
    if not choices:
        return shown
    return Reason._made(visible(shown), PYDANTIC + "choices:" + "|".join(choices), {})


_OR: Final = re.compile(r" or (?=')")
_CHOICE: Final = re.compile(r"'([^']*)'")


_JSON_KINDS: Final = (
    ("Expecting value", "json_expecting_value"),
    ("Expecting ',' delimiter", "json_expecting_comma"),
    ("Expecting ':' delimiter", "json_expecting_colon"),
    ("Expecting property name", "json_expecting_key"),
    ("Unterminated string", "json_unterminated_string"),
    ("Invalid control character", "json_control_character"),
    ("Invalid \\escape", "json_bad_escape"),
    ("Invalid \\uXXXX escape", "json_bad_escape"),
    ("Extra data", "json_extra_data"),
    ("Illegal trailing comma", "json_trailing_comma"),
)
"""The start of each message of Python's ``json`` parser (``JSONDecodeError.msg``), and
the code of the reason that says it in either language."""


def json_error_reason(message: str) -> Reason:
    """What Python's ``json`` parser found wrong (``JSONDecodeError.msg``: ``"Expecting
    value"``), as a reason in either language; the line and column stay the caller's
    (``file_bad_json_at``). A message of no kind listed reads as it is, in every language."""
    for start, code in _JSON_KINDS:
        if message.startswith(start):
            return Reason(code)
    return Reason.plain(message)


def os_error_reason(error: OSError) -> Reason:
    """What the system said of a file (``error.errno``: ``ENOENT``, ``ENOSPC``…), as a
    reason in either language (``No such file or directory`` / ``нет такого файла или
    папки``). An errno without a text of its own reads as the system wrote it, with its
    name (``os_other``); an error without an errno as its text."""
    import errno as errnos

    name = errnos.errorcode.get(error.errno or -1) if error.errno is not None else None
    if name is None:
        return Reason.plain(error.strerror or str(error))
    code = f"os_{name.lower()}"
    if code in REASONS_EN:
        return Reason(code)
    return Reason("os_other", name=name, error=error.strerror or str(error))
