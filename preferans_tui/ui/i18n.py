"""Russian and English for every label, term and message of the app.

One catalogue per language, keyed by a short English id. ``tr("gora")`` gives the
word in the current language; ``set_language("ru")`` switches. The language follows a
setting and defaults to the system locale (Russian if it starts with ``ru``).
The Russian words are the ones players use (гора, пуля, висты, распасы, мизер, полвиста).

To add a text: add the same key to both ``EN`` and ``RU`` (a test checks they match).

Why the rules refuse something (a hand, a name, a file's value) is not here: the rules
core has its own catalogues, keyed by each refusal's code (:mod:`preferans_tui.rules.reasons`,
``reasons_en``, ``reasons_ru``), and :func:`refusal` and :func:`said` show a reason or a
file's problem line in the current language.
"""

from __future__ import annotations

import locale
import os
from typing import TYPE_CHECKING, TextIO

from ..untrusted import visible
from .texts_ledger import LEDGER_EN, LEDGER_RU

if TYPE_CHECKING:  # the app's first frame imports no rules (tests/ui/test_opening.py)
    from ..rules.errors import PulkaError

EN: dict[str, str] = {
    "app_title": "preferans-tui",
    "read_only": "read-only",
    "file_locked": "{path} is open in another app (process {pid} on {host} since {since}): "
                   "read-only, no hand can be entered and nothing is saved",
    "file_locked_elsewhere": "{path} is open in another app (by another name of the same "
                             "file): read-only, no hand can be entered and nothing is saved",
    "pulka": "pulka",
    "gora": "gora",
    "pulya": "pulya",
    "whists": "whists",
    "whists_on": "on {name}",
    "whists_head": "",
    "whists_head_short": "",
    "closed_mark": "✓ closed",
    "to_go": "{n} to go",
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
    "help": "help",
    "cancel": "cancel",
    "ok": "OK",
    "decimal_mark": ".",
    "megabytes": "{size} MB",
    "saved_to": "saved to {path}",
    "club_not_reached": " · club database NOT reached: the hands wait in the file",
    "saved_unsynced": "saved to {path}, but its folder could not be synced ({reason}): a "
                      "power cut may undo the save",
    "saves_here": "{path} · every hand is saved here",
    "examples_read_only": "{path}: the examples folder is never written; the new pulka "
                          "goes to the data folder",
    "change_deleted": "the file was deleted",
    "change_replaced": "another file was put in its place",
    "change_edited": "another program changed the file",
    "not_saved": "NOT SAVED: {path}: {reason} — the hands since are only in memory; "
                 "trying again (ctrl+s: now)",
    "quit_unsaved": "The last hands are NOT saved ({reason}). Quit anyway and lose them?",
    "leave_unsaved": "The last hands are NOT saved ({reason}). Close the pulka anyway and "
                     "lose them?",
    "drop_hand_quit": "The hand in the form is not recorded. Quit and throw it away?",
    "drop_hand_leave": "The hand in the form is not recorded. Close the pulka and throw it "
                       "away?",
    "drop_correction_quit": "The correction in the form is not recorded (the file keeps the "
                            "hand as it was). Quit and throw it away?",
    "drop_correction_leave": "The correction in the form is not recorded (the file keeps "
                             "the hand as it was). Close the pulka and throw it away?",
    "drop_hand_cancel": "The hand in the form is not recorded. Throw it away?",
    "drop_correction_cancel": "The correction in the form is not recorded (the file keeps "
                              "the hand as it was). Throw it away?",
    "key_leave": "new pulka",
    "pulka_closed": "{path} closed: every hand is saved in it",
    "read_only_file": "read-only: {path}: {reason}; nothing is saved",
    "read_only_followed": "read-only: {path}: {reason}; the hands saved there show here",
    "read_only_locked": "open in another window",
    "cannot_write": "{path} cannot be written here ({reason}): read-only, no hand can be "
                    "entered and nothing is saved",
    "saved_again": "Saved: {path} holds every hand again",
    "key_save": "save now",
    "file_changed": "{path} is no longer the file this app wrote: {reason}. Nothing was "
                    "saved; your hands are kept here. What now?",
    "file_changed_keys": "Ctrl+R  reload the file (the hands typed here since are dropped)\n"
                         "Ctrl+W  keep mine and overwrite the file\n"
                         "Esc     keep mine read-only (nothing is saved; quitting asks)",
    "file_changed_ahead": "Typed here and not taken: {keys}\n"
                          "Type them again once you have answered.",
    "file_reloaded": "{path} reloaded: {n} hands",
    "nothing_to_reload": "no pulka in {path} to reload: keep your hands with Ctrl+W "
                         "(overwrite) or Esc (read-only)",
    "changed_on_open": "it changed while it was being opened and is no longer a pulka",
    "file_kept_read_only": "the file changed and saving stopped (your choice); the hands "
                           "typed here are only in memory",
    "example_copied": "{example} is an example: opened a copy, saved as {path}",
    # settlement, replay and balance chart (screens/settlement.py, screens/replay.py)
    "st_heading": "Settlement: {title}",
    "st_unfinished": "Not finished: settled as if everyone agreed to stop now; each "
                     "player's missing pulya points go into his gora (rule 4.2.3).",
    "st_unfinished_factor": "Not finished: settled as if everyone agreed to stop now; each "
                            "player writes {f} points into his gora for every point his "
                            "pulya lacks, and takes {f} off it for every point over "
                            "(rule 4.2.3.3).",
    "no_trump": "NT",
    "st_variant_sochi": "Sochi",
    "st_variant_leningrad": "Leningrad",
    "st_variant_rostov": "Rostov",
    "st_variant_fspr": "FSPR Leningrad",
    "option_changed": "1 option changed",
    "options_changed": "{n} options changed",
    "contradicts": "{value} contradicts «{other}»: {other_value} — {why} ({rule})",
    "talon_tricks_1": "talon: 1 trick",
    "talon_tricks_n": "talon: {n} tricks",
    "st_stake": "stake {stake} per whist",
    "st_player": "player",
    "st_gora_at_stop": "gora at stop",
    "st_gora_closed": "gora after closing",
    "st_result": "result, whists",
    "st_money": "money",
    "st_who": "who → whom",
    "st_nobody_owes": "nobody owes anything",
    "st_payments": "Payments (the fewest)",
    "st_money_payments": "Payments in money (the fewest)",
    "st_debts": "Who owes whom, pair by pair (whists)",
    "st_copy": "copy",
    "st_export": "export",
    "st_back": "back",
    "st_copied": "Settlement copied to the clipboard.",
    "st_exported": "Settlement saved to {path}",
    "st_export_failed": "Could not save the settlement: {error}",
    "st_chart": "Result after each hand, whists",
    "rp_heading": "Replay: {title}",
    "rp_at_start": "Before the first deal · {count}",
    "rp_step": "After deal {k} of {n}",
    "rp_step_adjustment": "Adjustment after deal {k}",
    "rp_first": "first",
    "rp_prev": "previous",
    "rp_next": "next",
    "rp_last": "last",
    "rp_wrote": "Written:",
    "rp_balance": "Result if stopped here, whists",
    "rp_ends": "The pulka ends with this hand.",
    "chart_empty": "No hands yet.",
    "dealt": "dealt",
    "language": "Рус",
    "save_failed": "could not save {path}: {reason}",
    "rescued": "preferans-tui: the pulka could not be saved ({reason}); the whole pulka, "
               "every hand typed, is in {path}",
    "rescue_failed": "preferans-tui: the pulka could not be saved ({reason}), nor written "
                     "to a rescue file ({error}): the hands since its last save are lost",
    "key_game": "game",
    "key_misere": "misère",
    "key_raspasy": "raspasy",
    "key_adjustment": "adjust",
    "key_correct": "correct",
    "key_history": "history",
    "key_figures": "every figure",
    "close_menu": "close the list",
    "figures_title": "Every figure · Esc closes",
    "key_settlement": "settle",
    "key_undo": "undo",
    "undo_deal": "Undo deal {number}?\n{hand}",
    "undo_adjustment": "Undo the adjustment?\n{hand}",
    "confirm_keys": "y: yes · any other key (Enter too): no",
    "confirm_ahead": "Typed before the question could be read, not taken: {keys}\n"
                     "Type them again once you have answered.",
    "kept_deal": "deal {number} kept",
    "kept_adjustment": "the adjustment kept",
    "finished_only_adjustments": "The pulka is finished (rule 4.2.3); "
                                 "only adjustments (a) can be added",
    "finished_banner": "★ The pulka is finished: press s for the settlement ★",
    "dealer_is": "{name} deals",
    "raspasy_series": "raspasy: {k} in a row, next trick price {price}, exit from {level}",
    "raspasy_series_short": "raspasy {k} in a row: trick {price}, exit {level}",
    "raspasy_series_tiny": "raspasy ×{k}, trick {price}",
    "sum_left_short": "{n} to the end",
    "correction_cancelled": "correction cancelled: the hand is back",
    "nothing_to_undo": "no hand to undo",
    "undone_deal": "deal {number} undone",
    "undone_adjustment": "the adjustment undone",
    "no_settlement": "the settlement screen is not available",
    "rule_no": "rule {rule}",
    "footnote_no": "rule fn {n}",
    "dealer_was": "{name} dealt",
    "nothing_written": "nothing written",
    "no_hands": "no hands yet",
    "form_hint": "1–4 player · 6–0 level · s c d h n suit · w p h call · digits · "
                 "Tab next (penalty…) · Enter OK · Esc",
    "form_incomplete": "…fill in the fields; the preview appears here",
    "hint_player": "1–{seats} player",
    "hint_level": "{levels} level (0 = 10)",
    "hint_suit": "s c d h n suit",
    "hint_call": "w p h call",
    "hint_tricks": "0–9 tricks, t = 10",
    "hint_yes_no": "y n shared",
    "hint_move": "↑ ↓ Tab field",
    "hint_move_more": "↑ ↓ Tab field (penalty…)",
    "hint_end": "Enter OK · Esc cancel",
    "range_ten": "0–9 · t = 10",
    "at_most": "at most {n}: there are 10 tricks (rule 3.5)",
    "at_least": "at least {n}",
    "at_least_talon": "at least {n}: the talon wins at most 2 tricks ({rule})",
    "expects": "{field}: type {keys}",
    "expects_amount": "a whole number up to {limit} but not 0, - for a minus",
    "expects_text": "any text",
    "counts_given": "every count is given: Enter records the hand, Backspace clears this "
                    "count, ↑ goes to the one before",
    "count_follows": "{field}: {n} follow from the other counts (10 tricks in all, "
                     "rule 3.5); Enter records the hand, Backspace clears this count",
    "why_exit": "after raspasy ({k} in a row) the contract is {level} or higher "
                "(exit from raspasy, {rule})",
    "why_dealer_sits_out": "at four players the dealer sits out, he is no declarer "
                           "({rule})",
    "expects_why": "{field}: {why}; type {keys}",
    "dealer_for": "who dealt? ({name} declares)",
    "key_game_by": "a game declared by seat 1–{seats}",
    "talon_tricks": "paid talon: tricks (3.4.11)",
    "conceded": "declarer conceded (fn 40)",
    "played": "no, played",
    "conceded_yes": "yes, down three",
    "hint_conceded": "↑ y conceded",
    "hint_talon": "0–3 talon",
    "will_write": "Will write:",
    "ends_pulka": "★ this hand ends the pulka",
    "adjustment_ends_pulka": "★ this adjustment ends the pulka",
    "required": "required",
    "level": "level",
    "strain": "suit",
    "dealer_whists": "dealer whists",
    "dealer_whists_name": "{name} (dealer) takes the whist",
    "declarer_tricks": "declarer's tricks",
    "tricks_of": "tricks of {name}",
    "nobody": "nobody",
    "talon": "talon",
    "talon_of": "talon tricks of {name} (dealer)",
    "column": "column",
    "player": "player",
    "on_whom": "on whom",
    "amount": "amount (may be negative)",
    "rule": "rule, e.g. 4.2.7",
    "note": "note",
    "new_pulka": "New pulka",
    "four_players": "four players",
    "variant": "variant",
    "pulya_target": "pulya target",
    "stake": "stake per whist",
    "title": "title",
    "options": "rules of the preset (editable)",
    "four_only_note": "The rules about the dealer who sits out (a 4-player table) "
                      "appear with four players.",
    "four_only": "about the dealer who sits out: it changes nothing at 3 players",
    "options_changed_1": "rules (editable) · 1 option changed",
    "options_changed_n": "rules (editable) · {n} options changed",
    "start": "Start",
    "recent": "Recent pulkas",
    "recent_finished": "finished",
    "recent_wont_open": "won't open",
    "recent_why_hand": "hand {n} is refused",
    "recent_why_hand_rule": "hand {n}: rule {rule}",
    "recent_why_rules": "its rules are refused",
    "recent_why_players": "bad list of players",
    "recent_why_unreadable": "cannot be read",
    "recent_why_newer": "from a newer version",
    "recent_why_not_pulka": "not a pulka file",
    "recent_why_damaged": "damaged file",
    "recent_more_problems": "and {n} more (preferans-tui check lists them all)",
    "open_key": "open",
    "examples": "Examples",
    "none_yet": "(none)",
    "whole_number": "must be a whole number, such as 20",
    "stake_expects": "must be a sum from 0 to 99999999.9999 with a decimal point, such as "
                     "0.50",
    "box_prices": "a price for each level and the misère, whole numbers 1–{high}: "
                  "6:2 7:4 8:6 9:8 10:10 {misere}:10 (rule 2.2.2)",
    "box_norms": "the tricks the whisters must take on each level, at most 11 less the "
                 "level: 6:4 7:2 8:1 9:1 10:1 (rule 3.8.2)",
    "box_steps": "the trick price of the 1st, 2nd, … raspasy in a row, whole numbers "
                 "1–{high} with spaces, the last repeats: 1 2 3 (rule 3.7.4)",
    "box_exits": "the lowest contract after the 1st, 2nd, … raspasy in a row, levels 6–10 "
                 "with spaces, the last repeats: 6 7 7 (rule 3.7.8)",
    "box_number": "a whole number 1–{high}, such as 10",
    "box_twice": "{name} is given twice: which one counts?",
    "players": "players",
    "file_exists_opened": "{path} was written by another app meanwhile: opened it instead "
                          "of starting over it",
    "penalty": "penalty (3.4.*)",
    "pen_none": "none",
    "pen_3_4_9": "peek",
    "pen_3_4_6": "9/11 cards",
    "pen_3_4_4": "under bid",
    "proven_undertricks": "undertricks proven (3.4.6, may stay empty)",
    "bid_level": "bid reached (3.4.4)",
    "defence": "defence",
    "closed": "closed",
    "open_defence": "open",
    "shared_with_dealer": "shared with the dealer (3.6.9)",
    "no": "no",
    "yes": "yes",
    "line_no": "line {n}",
    "add_line": "add line",
    "remove_line": "remove line",
    "adjustment_hint": "p g w column · 1–{seats} player · digits, - amount · Tab next · "
                       "Ctrl+N line · Enter OK · Esc",
    "correction": "correction",
    "cannot_correct": "hand {number} cannot be corrected in the form without losing {what}: "
                      "left as it was",
    # preferans-tui watch (ui/watch_app.py, screens/watch.py, watch_texts.py)
    "watch_reading": "reading {path}…",
    "watch_following": "following {path}: redrawn at every save · read-only",
    "watch_waiting": "waiting for the file {path}: {reason}",
    "watch_waiting_kept": "waiting for the file {path} (showing the last good state): "
                          "{reason}",
    "watch_no_pulka": "No pulka to show yet.",
    "watch_if_stopped": "If stopped now, whists: {standings}",
    "watch_result": "Result, whists: {standings}",
    "watch_if_stopped_short": "If stopped: {standings}",
    "watch_result_short": "Result: {standings}",
    "watch_last": "{where}: {hand}",
    "watch_head_if_stopped": "If stopped now, in whists:",
    "watch_head_result": "Result, in whists:",
    "watch_whists_on": "whists on",
    # issue 12: deals and adjustments, help, corrections, raspasy terms
    "deal_no": "deal {number}",
    "n_deals": "{n} deal|{n} deals",
    "n_adjustments": "{n} adjustment|{n} adjustments",
    "adjustment_after": "adjustment after deal {n}",
    "raspasy_k": "raspasy {k} in a row",
    "trick_price": "a trick costs {price}",
    "progression_of": "(progression {prices})",
    "whists_a_trick": "whists a trick: {n}",
    "amnesty_n": "{n} off each (the fewest taken)",
    "entry_whists": "{player} on {on} {amount}",
    "entry_column": "{player} {column} {amount}",
    "entry_help": "{player} {column} {amount} from {by}",
    "returned_by_name": "returned by {name}",
    "sum_left": "{n} to the end (sum of the pulyas)",
    # the command line (settle, check)
    "whists_column": "on\n{name}",
    "st_result_short": "result",
    "cli_finished": "finished",
    "cli_unfinished": "not finished: settled as if stopped now",
    "cli_gora_at_stop": "gora at stop",
    "cli_gora_closed": "gora closed",
    "cli_caption": "{count}, {status}; result in whists",
    "n_problems": "{n} problem|{n} problems",
    "problems_more": "; and {n} more (preferans-tui check lists them)",
    "check_ok": "ok, {count}",
    "skipped_hands": "(left out of the replay: hands {hands} and {last}; the hands after "
                     "each were checked without it)",
    "skipped_hand": "(left out of the replay: hand {last}; the hands after it were checked "
                    "without it)",
}

RU: dict[str, str] = {
    "app_title": "преферанс",
    "read_only": "только просмотр",
    "file_locked": "{path} открыт в другой программе (процесс {pid} на {host} с {since}): "
                   "только просмотр, сдачи не вводятся, ничего не сохраняется",
    "file_locked_elsewhere": "{path} открыт в другой программе (под другим именем того же "
                             "файла): только просмотр, сдачи не вводятся, ничего не "
                             "сохраняется",
    "pulka": "пулька",
    "gora": "гора",
    "pulya": "пуля",
    "whists": "висты",
    "whists_on": "{name}",
    "whists_head": "висты на:",
    "whists_head_short": "на:",
    "closed_mark": "✓ закрыта",
    "to_go": "ещё {n}",
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
    "returned_by": "возврат виста",
    "tricks": "взятки",
    "contract": "контракт",
    "target": "до {target}",
    "balance": "итог",
    "settlement": "расчёт",
    "finished": "Пулька закончена.",
    "undo": "отменить",
    "new_hand": "новая сдача",
    "quit": "выход",
    "help": "помощь",
    "cancel": "отмена",
    "ok": "OK",
    "decimal_mark": ",",
    "megabytes": "{size} МБ",
    "saved_to": "сохранено в {path}",
    "club_not_reached": " · база клуба НЕДОСТУПНА: сдачи ждут в файле",
    "saved_unsynced": "сохранено в {path}, но папку не удалось синхронизировать ({reason}): "
                      "при отключении питания сохранение может пропасть",
    "saves_here": "{path} · каждая сдача сохраняется в этот файл",
    "examples_read_only": "{path}: папка примеров только для чтения; новая пулька "
                          "сохранится в папке данных",
    "change_deleted": "файл удалили",
    "change_replaced": "на его место положили другой файл",
    "change_edited": "файл изменила другая программа",
    "not_saved": "НЕ СОХРАНЕНО: {path}: {reason} — последние сдачи только в памяти; "
                 "пробую снова (ctrl+s — сейчас)",
    "quit_unsaved": "Последние сдачи НЕ сохранены ({reason}). Выйти и потерять их?",
    "leave_unsaved": "Последние сдачи НЕ сохранены ({reason}). Всё равно закрыть пульку и "
                     "потерять их?",
    "drop_hand_quit": "Сдача в форме не записана. Выбросить её и выйти?",
    "drop_hand_leave": "Сдача в форме не записана. Выбросить её и закрыть пульку?",
    "drop_correction_quit": "Исправление в форме не записано (в файле сдача останется как "
                            "была). Выбросить его и выйти?",
    "drop_correction_leave": "Исправление в форме не записано (в файле сдача останется как "
                             "была). Выбросить его и закрыть пульку?",
    "drop_hand_cancel": "Сдача в форме не записана. Выбросить её?",
    "drop_correction_cancel": "Исправление в форме не записано (в файле сдача останется "
                              "как была). Выбросить его?",
    "key_leave": "новая пулька",
    "pulka_closed": "Пулька {path} закрыта, все сдачи в ней сохранены",
    "read_only_file": "только просмотр: {path}: {reason}; ничего не сохраняется",
    "read_only_followed": "только просмотр: {path}: {reason}; сдачи, записанные там, "
                          "видны и здесь",
    "read_only_locked": "открыт в другом окне",
    "cannot_write": "В {path} здесь не записать ({reason}): только просмотр, сдачи не "
                    "вводятся, ничего не сохраняется",
    "saved_again": "Сохранено: в {path} снова все сдачи",
    "key_save": "сохранить",
    "file_changed": "{path} — уже не тот файл, что записала эта программа: {reason}. "
                    "Ничего не сохранено, ваши сдачи остаются здесь. Что делать?",
    "file_changed_keys": "Ctrl+R  перечитать файл (сдачи, введённые здесь после, "
                         "пропадут)\n"
                         "Ctrl+W  оставить мои и записать поверх файла\n"
                         "Esc     оставить мои, только просмотр (ничего не сохраняется; "
                         "при выходе спрошу)",
    "file_changed_ahead": "Набрано здесь и не принято: {keys}\n"
                          "Наберите заново, когда ответите.",
    "file_reloaded": "{path} перечитан: сдач — {n}",
    "nothing_to_reload": "в {path} нет пульки, перечитать нечего: ваши сдачи сохранит "
                         "Ctrl+W (записать поверх) или оставит Esc (только просмотр)",
    "changed_on_open": "он изменился, пока открывался, и это уже не пулька",
    "file_kept_read_only": "файл изменился, сохранение остановлено (ваш выбор); "
                           "введённые здесь сдачи только в памяти",
    "example_copied": "{example} — пример: открыта копия, она сохраняется в {path}",
    # settlement, replay and balance chart (screens/settlement.py, screens/replay.py)
    "st_heading": "Расчёт: {title}",
    "st_unfinished": "Пулька не закончена: расчёт как при остановке по общему согласию; "
                     "недостающее до пули каждый пишет себе в гору (правило 4.2.3).",
    "st_unfinished_factor": "Пулька не закончена: расчёт как при остановке по общему "
                            "согласию; за каждое недостающее до пули очко каждый пишет себе "
                            "в гору {f}, за каждое лишнее — списывает {f} (правило 4.2.3.3).",
    "no_trump": "БК",
    "st_variant_sochi": "сочинка",
    "st_variant_leningrad": "ленинградка",
    "st_variant_rostov": "ростовка",
    "st_variant_fspr": "ленинградка ФСПР",
    "option_changed": "изменено правил: 1",
    "options_changed": "изменено правил: {n}",
    "contradicts": "{value} противоречит «{other}»: {other_value} — {why} ({rule})",
    "talon_tricks_1": "прикуп: 1 взятка",
    "talon_tricks_n": "прикуп: {n} взятки",
    "st_stake": "вист стоит {stake}",
    "st_player": "игрок",
    "st_gora_at_stop": "гора при остановке",
    "st_gora_closed": "гора после закрытия",
    "st_result": "итог, висты",
    "st_money": "деньги",
    "st_who": "кто → кому",
    "st_nobody_owes": "никто никому не должен",
    "st_payments": "Кто кому платит (наименьшим числом платежей)",
    "st_money_payments": "Платежи в деньгах (наименьшим числом платежей)",
    "st_debts": "Кто кому должен, попарно (висты)",
    "st_copy": "скопировать",
    "st_export": "сохранить",
    "st_back": "назад",
    "st_copied": "Расчёт скопирован в буфер обмена.",
    "st_exported": "Расчёт сохранён в {path}",
    "st_export_failed": "Не удалось сохранить расчёт: {error}",
    "st_chart": "Итог после каждой сдачи, висты",
    "rp_heading": "Просмотр: {title}",
    "rp_at_start": "До первой сдачи · {count}",
    "rp_step": "После сдачи {k} из {n}",
    "rp_step_adjustment": "Поправка после сдачи {k}",
    "rp_first": "в начало",
    "rp_prev": "предыдущая",
    "rp_next": "следующая",
    "rp_last": "в конец",
    "rp_wrote": "Записано:",
    "rp_balance": "Итог, если остановиться здесь (висты)",
    "rp_ends": "Этой сдачей пулька закончена.",
    "chart_empty": "Сдач ещё нет.",
    "dealt": "сдавал",
    "language": "Eng",
    "save_failed": "не удалось сохранить {path}: {reason}",
    "rescued": "preferans-tui: пулю не удалось сохранить ({reason}); вся пуля, со всеми "
               "записанными сдачами, — в файле {path}",
    "rescue_failed": "preferans-tui: пулю не удалось сохранить ({reason}) и записать в "
                     "запасной файл ({error}): сдачи после последнего сохранения потеряны",
    "key_game": "игра",
    "key_misere": "мизер",
    "key_raspasy": "распасы",
    "key_adjustment": "поправка",
    "key_correct": "правка",
    "key_history": "история",
    "key_figures": "все записи",
    "close_menu": "закрыть список",
    "figures_title": "Все записи · Esc — закрыть",
    "key_settlement": "расчёт",
    "key_undo": "отмена",
    "undo_deal": "Отменить сдачу {number}?\n{hand}",
    "undo_adjustment": "Отменить поправку?\n{hand}",
    "confirm_keys": "д или y — да · любая другая клавиша (и Enter) — нет",
    "confirm_ahead": "Набрано раньше, чем можно было прочитать вопрос, и не принято: {keys}\n"
                     "Наберите заново, когда ответите.",
    "kept_deal": "сдача {number} оставлена",
    "kept_adjustment": "поправка оставлена",
    "finished_only_adjustments": "Пулька закончена (правило 4.2.3); "
                                 "можно добавить только поправку (ф)",
    "finished_banner": "★ Пулька закончена: ы — расчёт ★",
    "dealer_is": "сдаёт {name}",
    "raspasy_series": "распасов подряд: {k}, теперь взятка по {price}, выход с {level}",
    "raspasy_series_short": "распасов подряд: {k}, взятка по {price}, выход с {level}",
    "raspasy_series_tiny": "распасы ×{k}, взятка по {price}",
    "sum_left_short": "до конца {n}",
    "correction_cancelled": "исправление отменено: сдача возвращена",
    "nothing_to_undo": "нечего отменять",
    "undone_deal": "сдача {number} отменена",
    "undone_adjustment": "поправка отменена",
    "no_settlement": "экран расчёта недоступен",
    "rule_no": "правило {rule}",
    "footnote_no": "сноска {n}",
    "dealer_was": "сдающий {name}",
    "nothing_written": "ничего не записано",
    "no_hands": "сдач пока нет",
    "form_hint": "1–4 игрок · 6–0 уровень · ы с в р т масть · ц з р вист · цифры · "
                 "Tab дальше (штраф…) · Enter OK · Esc",
    "form_incomplete": "…заполните поля; здесь появится запись",
    "hint_player": "1–{seats} игрок",
    "hint_level": "{levels} уровень (0 = 10)",
    "hint_suit": "ы с в р т масть",
    "hint_call": "ц з р вист/пас",
    "hint_tricks": "0–9 взяток, е = 10",
    "hint_yes_no": "пополам: д да, н нет",
    "hint_move": "↑ ↓ Tab поле",
    "hint_move_more": "↑ ↓ Tab поле (штраф…)",
    "hint_end": "Enter OK · Esc отмена",
    "range_ten": "0–9 · е = 10",
    "at_most": "не больше {n}: взяток всего 10 (правило 3.5)",
    "at_least": "не меньше {n}",
    "at_least_talon": "не меньше {n}: прикуп берёт не больше двух взяток ({rule})",
    "expects": "{field}: нажмите {keys}",
    "expects_amount": "целое число до {limit}, кроме 0, - минус",
    "expects_text": "любой текст",
    "counts_given": "все взятки уже введены: Enter — записать сдачу, Backspace — стереть "
                    "это число, ↑ — к предыдущему",
    "count_follows": "{field} — {n}, следует из остальных (всего 10 взяток, правило "
                     "3.5); Enter — записать сдачу, Backspace — стереть это число",
    "why_exit": "после распасов ({k} подряд) заказ не ниже {level} (выход из распасов, "
                "{rule})",
    "why_dealer_sits_out": "вчетвером сдающий не играет и не заказывает ({rule})",
    "expects_why": "{field}: {why}; нажмите {keys}",
    "dealer_for": "кто сдавал? (играет {name})",
    "key_game_by": "игра игрока 1–{seats}",
    "talon_tricks": "платный прикуп: взяток (3.4.11)",
    "conceded": "играющий сдался (сн. 40)",
    "played": "нет, играли",
    "conceded_yes": "да, без трёх",
    "hint_conceded": "↑ д сдался",
    "hint_talon": "0–3 прикуп",
    "will_write": "Будет записано:",
    "ends_pulka": "★ этой сдачей пулька заканчивается",
    "adjustment_ends_pulka": "★ этой поправкой пулька заканчивается",
    "required": "нужно заполнить",
    "level": "уровень",
    "strain": "масть",
    "dealer_whists": "сдающий вистует",
    "dealer_whists_name": "{name} (сдающий) берёт вист",
    "declarer_tricks": "взятки играющего",
    "tricks_of": "взятки: {name}",
    "nobody": "никто",
    "talon": "прикуп",
    "talon_of": "взятки прикупа: {name} (сдающий)",
    "column": "графа",
    "player": "игрок",
    "on_whom": "на кого",
    "amount": "сумма (можно отрицательную)",
    "rule": "правило, напр. 4.2.7",
    "note": "примечание",
    "new_pulka": "Новая пулька",
    "four_players": "четыре игрока",
    "variant": "вариант",
    "pulya_target": "пуля до",
    "stake": "цена виста",
    "title": "название",
    "options": "правила варианта (можно менять)",
    "four_only_note": "Правила о сдающем, который сидит на прикупе (игра вчетвером), "
                      "появятся, если включить «четыре игрока».",
    "four_only": "это правило о сдающем, который сидит на прикупе: втроём оно ничего "
                 "не меняет",
    "options_changed_1": "правила (можно менять) · изменено: 1",
    "options_changed_n": "правила (можно менять) · изменено: {n}",
    "start": "Начать",
    "recent": "Недавние пульки",
    "recent_finished": "закончена",
    "recent_wont_open": "не откроется",
    "recent_why_hand": "ошибка в сдаче {n}",
    "recent_why_hand_rule": "сдача {n}: правило {rule}",
    "recent_why_rules": "ошибка в правилах",
    "recent_why_players": "ошибка в списке игроков",
    "recent_why_unreadable": "файл не читается",
    "recent_why_newer": "из более новой версии",
    "recent_why_not_pulka": "это не файл пульки",
    "recent_why_damaged": "файл повреждён",
    "recent_more_problems": "и ещё {n} (все покажет preferans-tui check)",
    "open_key": "открыть",
    "examples": "Примеры",
    "none_yet": "(нет)",
    "whole_number": "нужно целое число, например 20",
    "stake_expects": "нужна сумма от 0 до 99999999,9999 через запятую или точку, например "
                     "0,50",
    "box_prices": "цена каждой игры и мизера, целые числа 1–{high}: "
                  "6:2 7:4 8:6 9:8 10:10 {misere}:10 (правило 2.2.2)",
    "box_norms": "сколько взяток должны взять вистующие на каждой игре, не больше 11 "
                 "минус уровень: 6:4 7:2 8:1 9:1 10:1 (правило 3.8.2)",
    "box_steps": "цена взятки на 1-м, 2-м, … распасах подряд, целые числа 1–{high} через "
                 "пробел, последняя повторяется: 1 2 3 (правило 3.7.4)",
    "box_exits": "наименьшая игра после 1-х, 2-х, … распасов подряд, уровни 6–10 через "
                 "пробел, последний повторяется: 6 7 7 (правило 3.7.8)",
    "box_number": "целое число от 1 до {high}, например 10",
    "box_twice": "{name} указано дважды: какое из двух считать?",
    "players": "игроки",
    "file_exists_opened": "{path} тем временем записан другой программой: открыт он, "
                          "новая пулька поверх него не начата",
    "penalty": "штраф (3.4.*)",
    "pen_none": "нет",
    "pen_3_4_9": "смотрел снос",
    "pen_3_4_6": "9/11 карт",
    "pen_3_4_4": "заказ занижен",
    "proven_undertricks": "доказанный недобор (3.4.6, можно не заполнять)",
    "bid_level": "торговля дошла до (3.4.4)",
    "defence": "вист",
    "closed": "закрытый",
    "open_defence": "открытый",
    "shared_with_dealer": "пополам со сдающим (3.6.9)",
    "no": "нет",
    "yes": "да",
    "line_no": "строка {n}",
    "add_line": "строка +",
    "remove_line": "строка −",
    "adjustment_hint": "п г в графа · 1–{seats} игрок · цифры, - сумма · Tab дальше · "
                       "Ctrl+N строка · Enter OK · Esc",
    "correction": "исправление",
    "cannot_correct": "сдачу {number} нельзя исправить в форме, не потеряв {what}: "
                      "оставлена как была",
    # preferans-tui watch (ui/watch_app.py, screens/watch.py, watch_texts.py)
    "watch_reading": "читаю {path}…",
    "watch_following": "слежу за {path}: обновляется при каждом сохранении · "
                       "только просмотр",
    "watch_waiting": "жду файл {path}: {reason}",
    "watch_waiting_kept": "жду файл {path} (показано последнее целое состояние): {reason}",
    "watch_no_pulka": "Пульки пока нет.",
    "watch_if_stopped": "Если закончить сейчас, висты: {standings}",
    "watch_result": "Итог, висты: {standings}",
    "watch_if_stopped_short": "Если сейчас: {standings}",
    "watch_result_short": "Итог: {standings}",
    "watch_last": "{where}: {hand}",
    "watch_head_if_stopped": "Если закончить сейчас, в вистах:",
    "watch_head_result": "Итог в вистах:",
    "watch_whists_on": "висты на",
    # issue 12: deals and adjustments, help, corrections, raspasy terms
    "deal_no": "сдача {number}",
    "n_deals": "{n} сдача|{n} сдачи|{n} сдач",
    "n_adjustments": "{n} поправка|{n} поправки|{n} поправок",
    "adjustment_after": "поправка после сдачи {n}",
    "raspasy_k": "распасы, {k}-е подряд",
    "trick_price": "взятка стоит {price}",
    "progression_of": "(прогрессия {prices})",
    "whists_a_trick": "висты за взятку: {n}",
    "amnesty_n": "всем минус {n} (меньше всех взято)",
    "entry_whists": "{player}: висты на {on} {amount}",
    "entry_column": "{player}: {column} {amount}",
    "entry_help": "{player}: {column} {amount}, пишет {by}",
    "returned_by_name": "возврат виста: {name}",
    "sum_left": "до конца пульки ещё {n} (сумма пуль)",
    # the command line (settle, check)
    "whists_column": "висты на:\n{name}",
    "st_result_short": "итог",
    "cli_finished": "пулька закончена",
    "cli_unfinished": "пулька не закончена: расчёт как при остановке сейчас",
    "cli_gora_at_stop": "гора (стоп)",
    "cli_gora_closed": "гора (итог)",
    "cli_caption": "{count}, {status}; итог в вистах",
    "n_problems": "{n} ошибка|{n} ошибки|{n} ошибок",
    "problems_more": "; и ещё {n} (все покажет preferans-tui check)",
    "check_ok": "всё в порядке, {count}",
    "skipped_hands": "(при пересчёте пропущены сдачи {hands} и {last}; сдачи после каждой "
                     "проверены без неё)",
    "skipped_hand": "(при пересчёте пропущена сдача {last}; сдачи после неё проверены без "
                    "неё)",
}

EN.update(LEDGER_EN)
RU.update(LEDGER_RU)
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


def decimal_mark() -> str:
    """The current language's decimal mark: ``.`` in English, ``,`` in Russian
    (``25,60``); the ``mark`` of :mod:`preferans_tui.report`'s figures."""
    return CATALOGUES[_current]["decimal_mark"]


def plural_form(n: int) -> int:
    """Which of a text's ``|``-separated forms a count ``n`` takes in the current
    language: English 1 / other; Russian 1, 21 … / 2–4, 22–24 … / 0, 5–20, 25 …"""
    n = abs(n)
    if _current == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return 0
        return 1 if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else 2
    return 0 if n == 1 else 1


def tr_count(key: str, n: int) -> str:
    """The text ``key`` for a count: ``tr_count("n_deals", 11)`` → ``11 deals``,
    ``11 сдач``; the catalogue holds the forms separated by ``|``."""
    forms = CATALOGUES[_current][key].split("|")
    return forms[plural_form(n)].format(n=n)


def said(problem: str | PulkaError) -> str:
    """A problem line of a file (:class:`~preferans_tui.rules.errors.Problem`), an error
    of the rules core (its whole line: hand, field, reason, rule) or a reason of it, in
    the current language; any other text as it is. The core's reasons have their own
    catalogues (:mod:`preferans_tui.rules.reasons`); each of them has ``text(language)``
    (:func:`preferans_tui.rules.errors.problem_text`, without importing the rules)."""
    text = getattr(problem, "text", None)
    return text(_current) if callable(text) else str(problem)


def told_problems(source: str, problems: list[str], file: TextIO | None = None) -> None:
    """:func:`~preferans_tui.printing.tell_problems` in the current language."""
    from ..printing import tell_problems

    tell_problems(source, [said(p) for p in problems], file,
                  tally=tr_count("n_problems", len(problems)))


def refusal(exc: PulkaError) -> str:
    """The rules core's reason for refusing, in the current language, with its rule
    (``полвиста только на шестерной или семерной, а не на 8S (правило 3.8.7)``);
    without the hand and the field, which the form shows by the field itself."""
    text = exc.reason_text(_current)
    return text + (f" ({tr('rule_no', rule=exc.rule)})" if exc.rule else "")


def tr(key: str, **values: object) -> str:
    """The text ``key`` in the current language, with ``{name}`` fields filled in.

    A text, a path or an error filled in is shown through
    :func:`~preferans_tui.untrusted.visible` (a name, a title, a file name or a reason
    naming one can come from a file); numbers are filled in as they are.

    Raises:
        KeyError: ``key`` is not in the catalogue (a programming error).
    """
    text = CATALOGUES[_current][key]
    if not values:
        return text
    return text.format(**{k: visible(str(v)) if isinstance(v, str | os.PathLike | Exception)
                          else v for k, v in values.items()})
