"""Names used before, offered as a player's name is typed (issue 15 part 4).

textual-autocomplete's :class:`~textual_autocomplete.AutoComplete` draws the dropdown
under an :class:`~textual.widgets.Input`; :class:`NameComplete` gives it the names and
the order: the saved players, most recent first, whose name starts with what was typed
(ignoring case), leaving out the names already in the other boxes of the form. ↓ opens
the list, Esc closes it; Enter takes the name highlighted, Tab takes it and moves on to
the next box, as Tab does when no list is showing: typing names with Tab between them
puts each in the next box, list or no list (a club player's ``Kolya Tab Tab`` skipped a
box and put the next name into the pulya target). The name typed in full comes first,
so Tab after a whole name keeps it (``Kolya``, not the ``Kolyan`` saved too). Two saved
names that look the same in other letters (Latin ``Anna`` and ``Аnna`` with a Cyrillic
А: two players to the ledger) are each marked ``⚠`` (issue 32 item 5).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from textual.widgets import Input
from textual_autocomplete import AutoComplete, DropdownItem, TargetState

from ...untrusted import visible

LOOK_ALIKE_MARK = "⚠ "
"""Before a saved name that looks like another saved one in other letters."""


def _key(name: str) -> str:
    return name.casefold()


class NameComplete(AutoComplete):
    """A dropdown of ``names`` for ``target`` (an :class:`Input` or its selector).

    ``names`` is a callable (read when the box is first used, so a start screen with a
    thousand saved pulkas is not slowed) returning the names most recent first;
    ``taken`` returns the names typed elsewhere, left out of the list.
    """

    def __init__(self, target: Input | str, names: Callable[[], Sequence[str]],
                 taken: Callable[[], Sequence[str]] = tuple, *, id: str | None = None) -> None:
        # the library's Tab without its ``prevent_default``: the name, then the next box
        super().__init__(target, candidates=None, prevent_default_tab=False, id=id)
        self._names = names
        self._taken = taken
        self._read: tuple[str, ...] | None = None
        self._alike: frozenset[str] = frozenset()

    def names(self) -> tuple[str, ...]:
        """The saved names, read once."""
        if self._read is None:
            from ...ledger.names import look_alike_pairs

            self._read = tuple(self._names())
            self._alike = frozenset(n for pair in look_alike_pairs(self._read) for n in pair)
        return self._read

    def get_candidates(self, target_state: TargetState) -> list[DropdownItem]:
        """The saved names not typed in another box, most recent first."""
        taken = {_key(n.strip()) for n in self._taken()}
        names = self.names()
        return [DropdownItem(visible(n), prefix=LOOK_ALIKE_MARK if n in self._alike else None)
                for n in names if _key(n) not in taken]

    def post_completion(self) -> None:
        """Close the list, and tell the form the box changed: the library fills the box
        with its ``Input.Changed`` held back, so a filter would not see the name."""
        super().post_completion()
        target = self.target
        target.post_message(Input.Changed(target, target.value))

    def match(self, query: str, candidate: str) -> tuple[float, tuple[int, ...]]:
        """A name matches when it starts with ``query`` ignoring case: the name typed in
        full scores 1 and comes first (the one Tab takes), every other match ½, so they
        keep the most recent first (the library's sort is stable)."""
        if query and _key(candidate).startswith(_key(query)):
            score = 1.0 if _key(candidate) == _key(query) else 0.5
            return score, tuple(range(min(len(query), len(candidate))))
        return 0.0, ()
