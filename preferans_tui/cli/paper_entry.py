"""``settle --paper`` on a terminal: the paper sheet's totals asked one by one (issue 30.4)
— the players, the variant, the target and the stake, then each player's pulya and gora
and the whists he wrote on each other. A refused value is asked again, the message naming
its field (:class:`~preferans_tui.storage.paper_totals.PaperError`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..untrusted import visible
from ..views.paper import paper_message
from ..views.printing import say

if TYPE_CHECKING:
    from ..rules import Pulka


def _whole(text: str) -> int | str:
    text = text.strip().replace("−", "-")
    if not text:
        return 0
    try:
        return int(text)
    except ValueError:
        return text  # refused by paper_pulka, naming the field


def variants() -> str:
    """The presets, as the question lists them (``sochi, leningrad, …, classic``)."""
    from ..rules.presets import Variant

    return ", ".join(v.value for v in Variant)


def player_names(text: str) -> list[str]:
    """The names typed: separated by commas, or, when no comma is typed, by spaces
    (``Anna Boris Vera`` was one player named so, asked his pulya and gora before the
    count was refused and everything typed lost: a tester's finding)."""
    parts = text.split(",") if "," in text else text.split()
    return [n.strip() for n in parts if n.strip()]


def _ask_players(ask: Callable[[str], str]) -> list[str]:
    """The players, asked until they are 3 or 4 good names (rule 1.2): a refusal is said
    and the question asked again at once, before anything else is asked."""
    from ..rules import PulkaError
    from ..rules.players import validate_players
    from ..texts import said, tr

    while True:
        players = player_names(ask(tr("paper_ask_players")))
        try:
            return list(validate_players(players))
        except PulkaError as exc:
            say(said(exc))  # "the players: 2 players; preferans is for 3 or 4 (rule 1.2)"


def ask_totals(ask: Callable[[str], str] = input) -> Pulka:
    """Ask for the totals until they settle; return the pulka holding them.

    Raises:
        EOFError / KeyboardInterrupt: the input ended.
    """
    from ..storage.paper_totals import PaperError, paper_pulka
    from ..texts import tr

    data: dict[str, Any] = {}
    players = _ask_players(ask)
    data["players"] = players
    data["variant"] = ask(tr("paper_ask_variant", variants=variants())).strip().lower() \
        or "sochi"
    target = _whole(ask(tr("paper_ask_target")))
    data["pulya_target"] = target or 10
    stake = ask(tr("paper_ask_stake")).strip().replace(",", ".")
    if stake:
        data["stake_per_whist"] = stake
    data["pulya"], data["gora"], data["whists"] = {}, {}, {}
    for p in players:
        data["pulya"][p] = _whole(ask(tr("paper_ask_pulya", name=visible(p))))
        data["gora"][p] = _whole(ask(tr("paper_ask_gora", name=visible(p))))
        data["whists"][p] = {q: _whole(ask(tr("paper_ask_whists", name=visible(p),
                                               on=visible(q))))
                             for q in players if q != p}
    while True:
        try:
            return paper_pulka(data)
        except PaperError as exc:
            say(paper_message(exc))
            _ask_again(data, exc.field, ask)


def _ask_again(data: dict[str, Any], field: str, ask: Callable[[str], str]) -> None:
    """Ask for ``field`` again (``pulya.Anna``, ``whists.Anna.Boris``, ``variant`` …)."""
    from ..texts import tr

    key, _, rest = field.partition(".")
    if key in ("pulya", "gora") and rest in data[key]:
        data[key][rest] = _whole(ask(tr(f"paper_ask_{key}", name=visible(rest))))
    elif key == "whists" and rest.count(".") == 1:
        writer, debtor = rest.split(".")
        data["whists"].setdefault(writer, {})[debtor] = _whole(
            ask(tr("paper_ask_whists", name=visible(writer), on=visible(debtor))))
    elif key == "variant":
        data["variant"] = ask(tr("paper_ask_variant", variants=variants())).strip().lower() \
            or "sochi"
    elif key == "pulya_target":
        data["pulya_target"] = _whole(ask(tr("paper_ask_target"))) or 10
    elif key == "stake_per_whist":
        stake = ask(tr("paper_ask_stake")).strip().replace(",", ".")
        data.pop("stake_per_whist", None)
        if stake:
            data["stake_per_whist"] = stake
    else:  # the players: start again
        raise EOFError(field)
