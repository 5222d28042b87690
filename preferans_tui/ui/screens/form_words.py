"""How a hand form shows a field of the draft: its label, the key and the words of each
value it allows, its widget's id, and what it expects when a key does not fit.

Words and keys only: which values a field allows, and which fields there are, is the
rules core's answer (:class:`~preferans_tui.rules.draft.HandDraft`). Players are typed
by seat number (``1``–``4``), levels ``6``–``9`` and ``0`` for ten, strains
``s c d h n``, calls ``w p h``.
"""

from __future__ import annotations

from ...rules.cards import Strain
from ...rules.draft import AMOUNT_LIMIT, NOBODY, DraftField, HandDraft, Source, Value
from ...rules.fields import Field, FieldPath
from ...texts import language, tr
from ...untrusted import visible
from ..widgets.fields import Option

PENALTY_KEYS = {"none": ("0", "pen_none"), "3.4.9": ("9", "pen_3_4_9"),
                "3.4.6": ("6", "pen_3_4_6"), "3.4.4": ("4", "pen_3_4_4")}
"""A penalty by the last digit of its rule (``0`` none)."""
CALL_KEYS = {"whist": ("w", "whist"), "pass": ("p", "pass"), "half": ("h", "half")}
STRAIN_KEYS = {"S": "s", "C": "c", "D": "d", "H": "h", "NT": "n"}
COLUMN_KEYS = {"pulya": "p", "gora": "g", "whists": "w"}
COLUMN_LETTERS = {"pulya": "п", "gora": "г", "whists": "в"}
"""An adjustment's columns in the Russian interface: the words' first letters, пуля гора
висты, shown and taken in place of the letters on the ``p g w`` keys (``п`` is on
``g``: «ф п» wrote into the gora a table meant for the pulya, issue 31.2). The Latin
``p g w`` still pick their columns; ``з`` and ``ц`` (on ``p`` and ``w``) still do too,
and neither ``г`` (on ``u``) nor ``в`` (on ``d``) means anything else there."""
FLAG_WORDS = {Field.OPEN: (("c", "closed"), ("o", "open_defence")),
              Field.CONCEDED: (("n", "played"), ("y", "conceded_yes")),
              Field.SHARED: (("n", "no"), ("y", "yes")),
              Field.DARK: (("n", "dark_no"), ("y", "dark_yes")),
              Field.DARK_PASSES: (("n", "dark_no"), ("y", "dark_yes"))}
"""A flag's keys and words, false then true."""
YES_NO_LETTERS = {"n": "н", "y": "д"}
"""A yes/no flag's keys in the Russian interface: ``д`` да and ``н`` нет, as the undo
question reads them, and not the letters on the ``y`` and ``n`` keys (``н`` is on
``y``: a table read «н» as нет and shared a misère it meant not to, rule 3.6.9). The
Latin ``y`` and ``n`` still answer; ``т`` (on ``n``) still means no."""
PLAYER_FIELDS = frozenset({Field.DEALER, Field.DECLARER, Field.PLAYER, Field.ON})


def options_for(draft: HandDraft, found: DraftField) -> list[Option]:
    """The field's choices as options: the key that picks each, and its words."""
    return [_option(draft, found, value) for value in found.choices or ()]


def _option(draft: HandDraft, found: DraftField, value: Value) -> Option:
    field = found.path.field
    players = draft.pulka.players
    if isinstance(value, bool):
        key, word = FLAG_WORDS[field][int(value)]
        letter = YES_NO_LETTERS.get(key) if language() == "ru" else None  # not c / o
        return Option(key, value, tr(word), letter)
    if isinstance(value, int):  # a level
        return Option("0" if value == 10 else str(value), value, str(value))
    if field in PLAYER_FIELDS or (field is Field.RETURNED_BY and value != NOBODY):
        return Option(str(players.index(value) + 1), value, visible(value))
    if field is Field.RETURNED_BY:
        return Option("n", value, tr("nobody"))
    if field is Field.STRAIN:
        text = tr("no_trump") if value == "NT" else Strain(value).symbol
        return Option(STRAIN_KEYS[value], value, text)
    if field is Field.CALLS:
        key, word = CALL_KEYS[value]
        return Option(key, value, tr(word))
    if field is Field.PENALTY:
        key, word = PENALTY_KEYS[value]
        return Option(key, value, tr(word))
    letter = COLUMN_LETTERS[value] if language() == "ru" else None  # an adjustment's column
    return Option(COLUMN_KEYS[value], value, tr(value), letter)


def label_for(draft: HandDraft, found: DraftField) -> str:
    """The field's label: ``declarer``, a defender's name, ``tricks of Anna``…"""
    path, field = found.path, found.path.field
    name = path.player or ""
    if field is Field.CALLS:  # a defender's call, or the 4-player dealer's take-over
        return visible(name) if name in (draft.defenders or ()) else \
            tr("dealer_whists_name", name=name)
    if field is Field.TRICKS:
        if draft.kind == "raspasy":
            return tr("talon_of", name=name) if name == draft.talon else visible(name)
        return tr("declarer_tricks") if draft.kind == "misere" else tr("tricks_of", name=name)
    if field is Field.DARK_PASSES:
        return tr("dark_pass_of", name=name)
    if field is Field.DEALER and draft.declarer:  # a seat digit on the sheet: first hand
        return tr("dealer_for", name=draft.declarer)
    if field is Field.COLUMN and draft.lines > 1:
        return f"{tr('line_no', n=(path.index or 0) + 1)} · {tr('column')}"
    return tr(LABELS[field])


LABELS = {Field.DEALER: "dealer", Field.DECLARER: "declarer", Field.LEVEL: "level",
          Field.STRAIN: "strain", Field.RETURNED_BY: "returned_by",
          Field.TALON_TRICKS: "talon_tricks", Field.CONCEDED: "conceded",
          Field.PENALTY: "penalty", Field.BID_LEVEL: "bid_level",
          Field.PROVEN_UNDERTRICKS: "proven_undertricks", Field.OPEN: "defence",
          Field.SHARED: "shared_with_dealer", Field.DARK: "dark",
          Field.COLUMN: "column", Field.PLAYER: "player",
          Field.ON: "on_whom", Field.AMOUNT: "amount", Field.RULE: "rule", Field.NOTE: "note"}
"""The text key of each field's label (calls and tricks are named for their player)."""


def slot_of(draft: HandDraft, found: DraftField) -> str:
    """The id of the widget that shows the field: the same widget while the field keeps
    its place (the declarer's count stays ``t-declarer`` whoever declares)."""
    path, field = found.path, found.path.field
    if path.index is not None:
        return f"{field.value}{path.index}"
    if field is Field.CALLS:
        defenders = draft.defenders or ("", "")
        return {defenders[0]: "call1", defenders[1]: "call2"}.get(path.player or "",
                                                                  "dealer-call")
    if field is Field.TRICKS:
        return _count_slot(draft, found)
    if field is Field.DARK_PASSES:
        return f"dark-pass{draft.pulka.players.index(path.player or '')}"
    return SLOTS.get(field, field.value)


SLOTS = {Field.RETURNED_BY: "returned", Field.TALON_TRICKS: "talon", Field.BID_LEVEL: "bid",
         Field.PROVEN_UNDERTRICKS: "proven", Field.SHARED: "shared", Field.CONCEDED: "conceded"}


def _count_slot(draft: HandDraft, found: DraftField) -> str:
    player = found.path.player or ""
    if draft.kind == "raspasy":
        if player == draft.talon:
            return "t-talon"
        return "t-last" if found.source is Source.COMPUTED else \
            f"t{draft.pulka.players.index(player)}"
    if player == draft.declarer:
        return "t-declarer"
    return "t-other" if found.source is Source.COMPUTED else "t-whister"


def expects(draft: HandDraft, found: DraftField) -> str:
    """What the field takes, for a key that did not fit: ``level: type 6 7 8 9 0`` …;
    where a rule left values out, why first (:func:`why_limited`)."""
    if found.choices is not None:
        keys = " ".join(o.shown for o in options_for(draft, found))
    elif found.text:
        keys = (tr("expects_amount", limit=AMOUNT_LIMIT) if found.path.field is Field.AMOUNT
                else tr("expects_text"))
    else:
        keys = tr("range_ten") if found.high >= 10 and not found.low else \
            f"{found.low}–{found.high}"
    why = why_limited(draft, found)
    if why:
        return tr("expects_why", field=label_for(draft, found), why=why, keys=keys)
    return tr("expects", field=label_for(draft, found), keys=keys)


def why_limited(draft: HandDraft, found: DraftField) -> str | None:
    """Why the field offers fewer values than it could, in words, with the rule the
    draft names: the raspasy exit on the level (rule 3.7.8), the declarer typed first
    who is no 4-player dealer (rule 3.2.10); ``None`` where nothing is left out."""
    rule = tr("rule_no", rule=found.rule) if found.rule else ""
    if found.rule in ("3.7.7", "3.3.19") and found.path.field is Field.LEVEL and found.choices:
        # Classic: the exit of a dark raspasy, or a dark pass in this auction (SPEC §14.3)
        return tr("cl_why_dark_exit" if found.rule == "3.7.7" else "cl_why_dark_pass",
                  level=min(v for v in found.choices if isinstance(v, int)), rule=rule)
    if found.rule and found.path.field is Field.LEVEL and found.choices:
        return tr("why_exit", k=draft.state.raspasy_series, level=min(
            v for v in found.choices if isinstance(v, int)), rule=rule)
    if found.rule and found.path.field is Field.DEALER:
        return tr("why_dealer_sits_out", rule=rule)
    return None


HINTS: dict[Field, str] = {Field.DEALER: "hint_player", Field.DECLARER: "hint_player",
                           Field.LEVEL: "hint_level", Field.STRAIN: "hint_suit",
                           Field.CALLS: "hint_call", Field.CONCEDED: "hint_conceded",
                           Field.TRICKS: "hint_tricks", Field.TALON_TRICKS: "hint_talon",
                           Field.SHARED: "hint_yes_no", Field.DARK: "hint_dark",
                           Field.DARK_PASSES: "hint_dark"}
"""The hint line's part for each kind of field a form may show."""


def hint_keys(draft: HandDraft) -> list[str]:
    """The text keys of the hint line: the keys of every field this kind of hand may ask
    at this table (the draft says which), moving (to the penalty, where there is one) and
    Enter / Esc."""
    asked = draft.may_ask()
    keys: list[str] = []
    for field in asked:
        hint = HINTS.get(field)
        if hint and hint not in keys:
            keys.append(hint)
    more = Field.PENALTY in asked
    return [*keys, "hint_move_more" if more else "hint_move", "hint_end"]


def hint_line(draft: HandDraft) -> str:
    """The line of keys under a form (:func:`hint_keys`); the levels are the ones the
    draft allows now (``7–0`` after raspasy whose exit is seven, rule 3.7.8)."""
    level = draft.field(FieldPath(Field.LEVEL))
    keys = [o.shown for o in options_for(draft, level)] if level else ["6", "0"]
    levels = keys[0] if len(keys) == 1 else f"{keys[0]}–{keys[-1]}"
    seats = len(draft.pulka.players)  # 1–3 at a table of three
    return " · ".join(tr(key, levels=levels, seats=seats) for key in hint_keys(draft))
