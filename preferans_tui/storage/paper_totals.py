"""An evening scored on paper, settled by the program (issue 30.4): each player's pulya and
gora and the whists each wrote on each other, read from the object ``settle --json``
prints (``players``, ``variant``, ``pulya_target``, ``pulya``, ``gora``, ``whists``,
optional ``stake_per_whist`` and ``rules``; the keys it prints besides — ``hands``,
``finished``, ``balance``, ``balance_exact``, ``money`` — are what the settlement
answers, so they are read past, never believed).

The totals become a pulka of one adjustment that writes them (SPEC §9.4: lines written
by hand, no help, no write-off), so the rules core settles them as it settles a scored
pulka (:meth:`Pulka.settle`: exact, zero-sum, money, the closing adjustment of an
unfinished pulka, SPEC §8.1) and every screen and ``--json`` shows them unchanged.

Errors: :class:`PaperError` names the field (``pulya.Anna``, ``whists.Anna.Anna``) and a
message id of the interface with its values; nothing is settled.
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation
from typing import Any, Final

from pydantic import ValidationError

from ..rules import Pulka, PulkaError, RuleOptions
from ..rules.presets import Variant

ANSWERED: Final = frozenset({"hands", "finished", "balance", "balance_exact", "money"})
"""Keys of ``settle --json`` that are answers, read past."""
KNOWN: Final = frozenset({"players", "variant", "pulya_target", "pulya", "gora", "whists",
                          "stake_per_whist", "rules"}) | ANSWERED
LIMIT: Final = 100_000
"""The largest total (pulya, gora, whists) in either direction: an adjustment's bound."""


class PaperError(ValueError):
    """A paper total refused: ``field`` where (``pulya.Anna``), ``code`` the message id
    (``paper_*``), ``values`` to fill it in."""

    def __init__(self, field: str, code: str, **values: object) -> None:
        super().__init__(f"{field}: {code}")
        self.field = field
        self.code = code
        self.values = values


def _whole(value: Any, field: str) -> int:
    if type(value) is not int:
        raise PaperError(field, "paper_not_whole", value=repr(value)[:40])
    if abs(value) > LIMIT:
        raise PaperError(field, "paper_too_large", value=value, most=LIMIT)
    return value


def _names(data: dict[str, Any], key: str, players: tuple[str, ...]) -> dict[str, Any]:
    given = data.get(key)
    if not isinstance(given, dict):
        raise PaperError(key, "paper_missing")
    for name in given:
        if name not in players:
            raise PaperError(f"{key}.{name}", "paper_no_such_player", name=name)
    for p in players:
        if p not in given:
            raise PaperError(f"{key}.{p}", "paper_missing")
    return given


def paper_rules(data: dict[str, Any]) -> RuleOptions:
    """The rules of the totals: ``rules`` when given (its variant, target and stake must
    agree with the keys beside it), else the preset of ``variant`` at ``pulya_target``
    with ``stake_per_whist``.

    Raises:
        PaperError: no such variant, a bad target or stake, rules that disagree.
    """
    variant = data.get("variant")
    if variant not in {v.value for v in Variant}:
        raise PaperError("variant", "paper_variant", value=repr(variant)[:40],
                         variants=", ".join(v.value for v in Variant))
    target = data.get("pulya_target")
    if type(target) is not int or not 1 <= target <= 1000:
        raise PaperError("pulya_target", "paper_target", value=repr(target)[:40])
    stake: Decimal | None = None
    if data.get("stake_per_whist") is not None:
        try:
            stake = Decimal(str(data["stake_per_whist"]))
        except InvalidOperation:
            stake = None
        if stake is None or not stake.is_finite() or stake <= 0:
            raise PaperError("stake_per_whist", "paper_stake",
                             value=repr(data["stake_per_whist"])[:40])
    try:
        if isinstance(data.get("rules"), dict):
            rules = RuleOptions.model_validate(data["rules"])
        elif data.get("rules") is not None:
            raise PaperError("rules", "paper_missing")
        else:
            extra = {} if stake is None else {"stake_per_whist": str(stake)}
            rules = RuleOptions.preset(variant, target, **extra)
    except ValidationError as exc:
        where = ".".join(str(p) for p in exc.errors()[0].get("loc", ()))
        raise PaperError(f"rules.{where}".rstrip("."), "paper_rules",
                         reason=str(exc.errors()[0].get("msg", ""))) from None
    for key, have in (("variant", rules.variant.value), ("pulya_target", rules.pulya_target)):
        if data.get(key) != have:
            raise PaperError(key, "paper_disagrees", value=repr(data.get(key))[:40],
                             rules=repr(have))
    if stake is not None and rules.stake_per_whist != stake:
        raise PaperError("stake_per_whist", "paper_disagrees", value=str(stake),
                         rules=str(rules.stake_per_whist))
    return rules


class PaperPulka(Pulka):
    """The pulka :func:`paper_pulka` makes: the paper's totals as one adjustment (none
    when every total is 0), no deal played; its settlement says it was settled from the
    paper totals, not "0 deals, 1 adjustment"."""

    from_paper = True


def paper_pulka(data: Any) -> Pulka:
    """The pulka whose sheet holds the paper totals ``data`` (the object of
    ``settle --json``), to settle.

    Refused, naming the field: a key we do not know; 3–4 players with good names
    (rule 1.2); a total that is not a whole number; a pulya below zero or, where the
    pulyas close one by one (Sochi, Rostov), above the target (the rest went to help or
    the gora, rule 4.2.3); whists on oneself; a player missing or unknown.

    Raises:
        PaperError: as above.
    """
    if not isinstance(data, dict):
        raise PaperError("", "paper_not_object")
    for key in data:
        if key not in KNOWN:
            raise PaperError(str(key), "paper_unknown_key")
    names = data.get("players")
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise PaperError("players", "paper_missing")
    rules = paper_rules(data)
    try:
        players = Pulka(names, rules).players
    except PulkaError as exc:
        raise PaperError("players", "paper_players", reason=exc) from None
    entries: list[dict[str, Any]] = []
    pulya = _names(data, "pulya", players)
    for p in players:
        points = _whole(pulya[p], f"pulya.{p}")
        if points < 0:
            raise PaperError(f"pulya.{p}", "paper_negative_pulya", value=points)
        if rules.end_rule == "each_closed" and points > rules.pulya_target:
            raise PaperError(f"pulya.{p}", "paper_over_target", value=points,
                             target=rules.pulya_target)
        if points:
            entries.append({"column": "pulya", "player": p, "amount": points})
    gora = _names(data, "gora", players)
    for p in players:
        points = _whole(gora[p], f"gora.{p}")
        if points:
            entries.append({"column": "gora", "player": p, "amount": points})
    whists = data.get("whists")
    if not isinstance(whists, dict):
        raise PaperError("whists", "paper_missing")
    for writer, row in whists.items():
        if writer not in players:
            raise PaperError(f"whists.{writer}", "paper_no_such_player", name=writer)
        if not isinstance(row, dict):
            raise PaperError(f"whists.{writer}", "paper_missing")
        for debtor, amount in row.items():
            field = f"whists.{writer}.{debtor}"
            if debtor not in players:
                raise PaperError(field, "paper_no_such_player", name=debtor)
            value = _whole(amount, field)
            if debtor == writer:
                if value:
                    raise PaperError(field, "paper_whist_on_oneself", name=writer)
                continue
            if value:
                entries.append({"column": "whists", "player": writer, "amount": value,
                                "on": debtor})
    hands = [{"kind": "adjustment", "entries": entries}] if entries else []
    try:
        return PaperPulka(players, rules, hands, from_file=True)
    except PulkaError as exc:
        raise PaperError(exc.field or "", "paper_refused", reason=exc) from None
