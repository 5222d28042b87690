"""What the club database refuses, each with a message safe to print.

Every message names the database by :func:`~.urls.shown_url` (never its password) and
says what to do. :class:`ClubError` is the base: the command line prints ``str(error)``
and exits 1; the table's writer (:mod:`.table_writer`) shows the first line under the
sheet.
"""

from __future__ import annotations


class ClubError(Exception):
    """The club database cannot do what was asked; ``str()`` says why (no password)."""


class NotADatabase(ClubError):
    """The URL names no database this program can use (another scheme, a file that is
    not SQLite, a folder)."""


class ClubUnreachable(ClubError):
    """The database server cannot be reached now (stopped, the network down, a SQLite
    file gone): the hands wait in their files and go with ``club sync``."""


class NewerSchema(ClubError):
    """The database was made or upgraded by a newer program: this one never writes it."""


class NotOurs(ClubError):
    """The database holds tables of another program: it is never written."""


class UnknownPlayer(ClubError):
    """A player id the club does not know."""


class NameTaken(ClubError):
    """``club alias``: the name is already another club player's (rule 1.2: one name, one
    player). ``name`` as typed; ``owner`` and ``owner_id`` the player it is a name of;
    ``player`` and ``player_id`` the one it was asked for. Nothing is changed: there is
    no merging of two players."""

    def __init__(self, name: str, owner: str, owner_id: str, player: str,
                 player_id: str) -> None:
        super().__init__(f"{name} is already a name of the club's player {owner} "
                         f"({owner_id}), not of {player} ({player_id}); nothing was changed")
        self.name, self.owner, self.owner_id = name, owner, owner_id
        self.player, self.player_id = player, player_id


class NotAnAlias(ClubError):
    """``club alias --remove``: the name is no alias of that player (another's, none,
    or the player's own display name, which cannot be removed): ``own`` says which."""

    def __init__(self, name: str, player: str, own: bool) -> None:
        super().__init__(f"{name} is {'the own name' if own else 'no alias'} of {player}; "
                         "nothing was changed")
        self.name, self.player, self.own = name, player, own


class RulesDisagree(ClubError):
    """A pulka file whose players or rules differ from the ones the club holds for that
    pulka: nothing of it is written."""


class HandDisagrees(ClubError):
    """A file whose hand differs from the one the club holds under the same number:
    ``number`` (1-based), ``stored`` and ``given`` the two records (``None``: no such
    hand on that side). Nothing of the file is written."""

    def __init__(self, message: str, number: int, stored: object, given: object) -> None:
        super().__init__(message)
        self.number = number
        self.stored = stored
        self.given = given
