"""Screens (and apps) whose keys and words follow the interface language.

One base for the language switch and the bindings: a class names its keys once in
``KEYS`` (:data:`KeySpec`); :class:`Translated` makes Textual bindings of them for every
language — the description in that language, and a letter key also under the Cyrillic
letter on the same key — each bound to ``in_language('ru', 'new_hand(...)')``.
:meth:`Translated.check_action` lets only the current language's bindings act and show
in the footer, so a switch needs no new bindings: Textual's public ``BINDINGS``,
``check_action`` and ``refresh_bindings`` do it all. :class:`TranslatedScreen` and
:class:`TranslatedModal` redraw their words on :class:`~.messages.LanguageChanged`,
which :class:`TranslatedApp`'s F2 posts to every screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from textual.actions import parse
from textual.app import App
from textual.binding import Binding
from textual.dom import DOMNode
from textual.notifications import Notification, Notify, SeverityLevel
from textual.screen import ModalScreen, Screen

from ..texts import LANGUAGES, language, set_language, tr_in
from .layout import cyrillic_aliases
from .messages import LanguageChanged
from .signals import SignalQuitApp

KeySpec = tuple[str, str, str, bool] | tuple[str, str, str, bool, bool]
"""(keys, action, text key of the description, shown in the footer[, priority]).

A priority binding runs as the app reads the key, before the keys typed after it are
handed on: a key that opens a form must, so that the keys after it reach the form."""

MOST_SEATS = 4
"""The seats a key's description counts (``1–{seats}``) until a screen knows its table:
:class:`~.screens.sheet.SheetScreen` says ``1–3`` at three players."""

ResultType = TypeVar("ResultType")
ReturnType = TypeVar("ReturnType")

if TYPE_CHECKING:
    _Node = DOMNode
    _ScreenNode = Screen[Any]
else:  # plain mixins: Textual names a node's CSS type after its first DOMNode base
    _Node = _ScreenNode = object


def translated_bindings(specs: list[KeySpec]) -> list[Binding]:
    """Every spec as a binding per language, acting only in that language.

    A letter key also answers to the Cyrillic letter on the same key (``n`` and ``т``),
    for a table that types on the Russian layout; the footer shows the letter printed
    for the language: ``n`` in English, ``т`` in Russian (issue 12.14).
    """
    bindings: list[Binding] = []
    for lang in LANGUAGES:
        for keys, action, text, show, *rest in specs:
            priority = bool(rest and rest[0])
            wrapped = f"in_language({lang!r}, {action!r})"
            aliases = cyrillic_aliases(keys)
            description = tr_in(lang, text).replace("{seats}", str(MOST_SEATS))
            alias_shown = lang == "ru" and len(aliases) == 1 and "," not in keys
            bindings.append(Binding(keys, wrapped, description,
                                    show=show and not alias_shown, priority=priority))
            bindings += [Binding(alias, wrapped, description, show=show and alias_shown,
                                 priority=priority) for alias in aliases]
    return bindings


class Translated(_Node):
    """A node whose ``KEYS`` become bindings in every language (see the module doc).

    A mixin, first among the bases: ``class SheetScreen(Translated, Screen)``."""

    KEYS: ClassVar[list[KeySpec]] = []
    """The node's own keys; a subclass that names none keeps its base's."""
    HELP_TOPIC: ClassVar[str] = ""
    """The message id of the heading of the help's section on this node's keys, shown
    first by F1 (``help_topic_sheet``; :func:`.help_text.topic_first`)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        if "KEYS" in cls.__dict__:
            cls.BINDINGS = [*translated_bindings(cls.KEYS)]  # read by Textual just below
        super().__init_subclass__(**kwargs)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """A binding of another language neither acts nor shows; one of this language is
        what its action's own node says of it (:meth:`check_own_action`)."""
        if action != "in_language":
            return self.check_own_action(action, parameters)
        lang, inner = parameters
        if lang != language():
            return False
        target, name, params = parse(str(inner))
        if target == "app" and not isinstance(self, App):
            return self.app.check_action(name, params)
        return self.check_own_action(name, params)

    def check_own_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Whether this node's ``action`` may run now (the read-only sheet takes no hand);
        Textual's ``check_action`` answers for it (:meth:`check_action`)."""
        return True

    async def action_in_language(self, lang: str, action: str) -> None:
        """Run ``action`` (its binding's language is the current one)."""
        await self.app.run_action(action, self)


class Retranslated(Translated, _ScreenNode):
    """A screen that redraws its words when the language changes (a mixin, like
    :class:`Translated`)."""

    async def on_language_changed(self, message: LanguageChanged) -> None:
        """F2 on the app: the words again, and the footer's keys."""
        await self.retranslate()
        self.refresh_bindings()

    async def retranslate(self) -> None:
        """Every text again in the new language (by default: compose the screen anew)."""
        await self.recompose()


class TranslatedScreen(Retranslated, Screen[ResultType]):
    """A screen whose keys and words follow the interface language."""


class TranslatedModal(Retranslated, ModalScreen[ResultType]):
    """A modal screen whose keys and words follow the interface language."""


class TranslatedApp(Translated, SignalQuitApp, App[ReturnType]):
    """An app whose F2 switches English ↔ Russian on every screen (and whose Esc and the
    key after it are never read as one Alt key, :mod:`.escape_keys`; which SIGTERM,
    SIGHUP and the loss of its terminal end as a quit, :mod:`.signals`): the base of the
    table-side apps."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._notices: list[tuple[Notification, Callable[[], str | None]]] = []
        """The notices shown whose words follow the language (:meth:`notify_words`)."""

    def notify_words(self, words: Callable[[], str | None], *,
                     severity: SeverityLevel = "information",
                     timeout: float | None = None) -> None:
        """Show a notice (as ``notify``, no markup) whose text is ``words()``; F2 asks
        ``words`` again while it is shown, so it reads in the new language (``None``:
        the text stays as it was). A notice told just before F2 — ``p1.json closed``
        after Ctrl+O — stayed in the old language until it faded."""
        note = Notification(words() or "", severity=severity, markup=False,
                            timeout=self.NOTIFICATION_TIMEOUT if timeout is None else timeout)
        self._notices = [(n, w) for n, w in self._notices if not n.has_expired]
        self._notices.append((note, words))
        self.post_message(Notify(note))

    def _notices_again(self) -> None:
        """The notices of :meth:`notify_words` still shown, in the current language."""
        self._notices = [(n, w) for n, w in self._notices if not n.has_expired]
        for note, words in self._notices:
            text = words()
            if text is not None:
                note.message = text  # a toast draws its notification's message as it is now
        if self._notices:
            for toast in self.screen.query("Toast"):
                toast.refresh(layout=True)

    def action_toggle_language(self) -> None:
        """Switch the language; every screen redraws its words, and the notices theirs."""
        set_language("en" if language() == "ru" else "ru")
        self.language_switched()
        self.refresh_bindings()
        for screen in self.screen_stack:
            screen.post_message(LanguageChanged())
        self._notices_again()

    def language_switched(self) -> None:
        """The app's own words and settings after a switch (the title, settings.json)."""
