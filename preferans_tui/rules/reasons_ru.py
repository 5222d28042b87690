"""The Russian catalogue of the rules core's reasons, keyed by code (:mod:`.reasons`).

The same codes and ``{name}`` fields as :mod:`.reasons_en`, in the words a club player
writes on the sheet (вист, пас, полвиста, распасы, заказчик, сдающий, прикуп). A field of
the file (``calls``, ``talon_bonus``) and a value of the file (``'whist'``) are quoted as
the file spells them. The ``pydantic:`` codes are pydantic's own error types that occur
in pulka files; their English is pydantic's, any other type reads in English.
"""

from __future__ import annotations

from typing import Final

REASONS_RU: Final[dict[str, str]] = {
    "where_hand": "сдача {hand}",
    "cites_rule": "правило {rule}",
    "field_kind": "вид сдачи",
    "field_dealer": "сдающий",
    "field_declarer": "играющий",
    "field_contract": "игра",
    "field_level": "уровень игры",
    "field_strain": "масть",
    "field_calls": "висты",
    "field_calls_of": "вист или пас ({player})",  # the name in the nominative
    "field_returned_by": "кто вернул вист",
    "field_tricks": "взятки",
    "field_tricks_of": "взятки ({player})",
    "field_talon_tricks": "взятки платного прикупа",
    "field_conceded": "играющий сдался",
    "field_open": "открытый или закрытый вист",
    "field_penalty": "штраф",
    "field_penalty_bid_level": "до чего дошла торговля",
    "field_penalty_proven_undertricks": "доказанный недобор",
    "field_shared_with_dealer": "пополам со сдающим",
    "field_entries": "строки поправки",
    "field_entry_column": "графа в строке {line}",
    "field_entry_player": "игрок в строке {line}",
    "field_entry_on": "на кого, строка {line}",
    "field_entry_amount": "сумма в строке {line}",
    "field_rule": "правило",
    "field_note": "примечание",
    "field_players": "игроки",
    "pydantic_not_value": ", а не {value}",
    "call_whist": "вист",
    "call_pass": "пас",
    "call_half": "полвиста",
    # the table (rule 1.2)
    "player_count": "игроков: {count}; в преферанс играют втроём или вчетвером",
    "name_bad": "имя {seat}-го игрока: {problem}",
    "same_name": "у двух игроков одно и то же имя: {name}",
    "same_name_case": "у двух игроков одно и то же имя, если не смотреть на заглавные "
                      "буквы: {first} и {second}",
    "names_look_alike": "имена {first} и {second} на вид не отличить (буквы другого "
                        "алфавита?)",
    "text_too_long": "{text} слишком длинное: символов {length}, а можно не больше {limit}",
    "text_hidden_char": "в {text} есть управляющий или невидимый символ ({codes})",
    "name_empty": "{name} — пустое",
    "name_spaces_ends": "{name} начинается или кончается пробелом",
    "name_invisible": "{name} не видно: в нём нет ни буквы, ни цифры, ни знака",
    "name_space_run": "в {name} несколько пробелов подряд; между словами ставят один",
    "name_arrow": "в {name} есть стрелка ({arrows}): в расчёте платёж пишется "
                  "«кто → кому сумма», и имя читалось бы как платёж",
    # any hand
    "not_a_player": "{name} не играет в этой пульке (игроки: {players})",
    "pulka_ended": "пулька закончена; дописать можно только поправку",
    "four_player_option_at_three": "{option}: {value} втроём ничего не меняет: это правило "
                                   "о сдающем, который сидит на прикупе, только при игре "
                                   "вчетвером; оставьте {preset}, как в варианте",
    "wrong_dealer": "эту сдачу сдаёт {expected}, а не {dealer} (сдают по очереди, "
                    "налево)",
    "dealer_deals_again": "эту сдачу сдаёт {expected}, а не {dealer}: после распасов "
                          "сдающий сдаёт ещё раз (dealer_repeats_after_raspasy)",
    "dealer_cannot_declare": "{dealer} сдаёт: вчетвером сдающий сидит без карт и играть "
                             "не может",
    "tricks_sum": "в сумме {total}, а должно быть {ten}",
    "tricks_missing": "не указаны взятки: {name}",
    "stale_result": "посчитано для другого состояния пульки (сдач в ней теперь: {count}); "
                    "посчитайте заново",
    # misère and raspasy
    "misere_tricks_alone": "на мизере пишут только взятки заказчика, {declarer}",
    "misere_not_shared": "мизер пополам играют только со сдающим вчетвером, и только если "
                         "так принято за столом",
    "raspasy_exit_misere": "распасов было {series} подряд: выход — игра не ниже {level}, "
                           "а мизер младше девятерной",
    "raspasy_exit_contract": "распасов было {series} подряд: выход — игра не ниже {level}, "
                             "а не {contract}",
    "dealer_no_talon": "в этом варианте сдающий ({name}) прикуп не разыгрывает",
    "talon_at_most_two": "прикуп сдающего берёт не больше 2 взяток",
    # a game: the whist phase
    "talon_tricks_unpaid": "взятки прикупа пишут, только если за прикуп платят "
                           "(talon_bonus)",
    "not_a_defender": "{name} в этой сдаче не вистует и не пасует (защищаются {first} и "
                      "{second})",
    "no_call": "не указано, что сказал {name}: вист или пас",
    "half_whist_not_played": "полвиста здесь не играют",
    "half_whist_level": "полвиста только на шестерной или семерной, а не на {contract}",
    "half_whist_after_pass": "полвиста говорят только после паса партнёра, а не после "
                             "«{call}»",
    "half_whist_first": "{name} говорит первым: полвиста может сказать только второй "
                        "вистующий, после паса",
    "half_whist_first_defender": "первый защитник полвиста не говорит: только второй, "
                                 "после паса",
    "dealer_half_whist": "сдающий не может сказать полвиста",
    "dealer_took_over": "{dealer} взял вист на себя; {name} уже не может его вернуть",
    "return_needs_half": "вист возвращают только после полвиста",
    "returner_not_passer": "вернуть вист может только спасовавший, а не {name}",
    "take_over_not_played": "здесь сдающий вист на себя не берёт",
    "take_over_high": "на восьмерной–десятерной сдающий вистует только после двух пасов",
    "take_over_low": "на шестерной–семерной сдающий вистует только после паса и полвиста",
    "stalingrad": "Сталинград: 6♠ вистуют оба",
    # a game: tricks and penalties
    "no_whist_no_tricks": "никто не вистовал, игру не разыгрывали: взятки не пишут",
    "penalty_needs_play": "штраф по правилу {penalty} — только в разыгранной сдаче со "
                          "взятками",
    "whisted_give_tricks": "был вист: укажите взятки",
    "holds_no_cards": "{name} в этой сдаче без карт и взяток не берёт",
    "declarer_tricks_missing": "не указаны взятки заказчика, {declarer}",
    "active_tricks_missing": "укажите взятки всех, кто играл (нет: {missing})",
    "checked_ten_no_field": "десятерную здесь только проверяют (ten_game_checked): её не "
                            "вистуют, так что {field} не пишут",
    "checked_ten_give_tricks": "укажите взятки заказчика, {declarer}, на проверяемой "
                               "десятерной",
    "checked_ten_declarer_only": "на проверяемой десятерной считают только взятки "
                                 "заказчика, {declarer}",
    "concede_not_allowed": "сдаться без игры («без трёх») можно, только если включено "
                           "concede_down_three",
    "concede_needs_whist": "заказчик может сдаться только после виста",
    "conceded_no_tricks": "сданную игру не разыгрывают: взятки не пишут",
    "conceded_no_penalty": "сданную игру не разыгрывают: штрафа в ней нет",
    "conceded_no_talon": "заказчик сдался без розыгрыша: пишется только гора, взятки "
                         "прикупа не пишут",
    "bid_not_above": "торговля дошла до {bid}, а это не выше контракта {contract}: ниже "
                     "торговли ничего не заказывали",
    "undertricks_too_many": "на {contract} можно сесть самое большее без {level}, а не "
                            "без {undertricks}",
    # a hand being typed (the draft)
    "nothing_typed_here": "сейчас здесь ничего не вводят",
    "value_not_allowed": "{value} здесь нельзя, можно только {allowed}",
    "value_not_allowed_text": "{value} здесь нельзя, можно только текст",
    "hand_incomplete": "сдача заполнена не до конца",
    # values of a file (the models' validators)
    "bad_contract": "контракт {text} — это не уровень 6–10 и масть S, C, D, H или NT",
    "whole_number": "нужно целое число (целое в JSON), а не {value}",
    "true_or_false": "нужно true или false (логическое значение JSON), а не {value}",
    "decimal_string": "нужна строка с десятичным числом, например \"0.50\", а не {value}",
    "decimal_digits": "нужна строка с десятичным числом, например \"0.50\" (цифры и одна "
                      "точка), а не {value}",
    "bad_consolation": "{value} — не консоляция: можно 'whist_value', 'price' или "
                       "'fixed:N', где N — целое от 1 до {most}",
    "house_rule_twice": "{item} названо дважды: каждое правило стола называют один раз",
    "exact_keys": "нужны ровно такие ключи: {keys}",
    "obligation_too_high": "на {level} защитники не могут быть должны {tricks}: даже когда "
                           "заказчик сел, им остаётся не больше {most}",
    "whists_need_on": "у вистов должно быть 'on': на кого они пишутся",
    "on_only_whists": "'on' бывает только у вистов, а здесь {column}",
    "whists_on_himself": "висты на себя не пишут",
    "not_iso_time": "{value} — не время ISO 8601 вида 2026-11-30T21:05:00 (FORMAT.md, "
                    "верхний уровень)",
    "not_uuid": "{value} — не UUID вида 0b6f4f2e-8c1a-4d3e-9f7a-2c5d1e0a9b41 "
                "(FORMAT.md, верхний уровень: id)",
    # how a file's structure is refused (rules.problems, storage.check)
    "unknown_key": "неизвестный ключ (опечатка не должна менять счёт)",
    "unknown_kind": "неизвестный вид сдачи {tag}; возможны: {known}",
    "no_kind": "не указан вид сдачи; возможны: {known}",
    "unknown_penalty_rule": "неизвестное правило штрафа {tag}; возможны: {known}",
    "no_penalty_rule": "не указано правило штрафа; возможны: {known}",
    "version_missing": "не указана; нужна {version}",
    # a file that cannot be read at all (storage.decode, storage.pulka_file)
    "file_not_utf8_encoding": "файл в кодировке {encoding}, а файл пульки — в UTF-8 "
                              "(сохраните его в UTF-8)",
    "file_too_many_containers": "слишком большой для пульки: объектов и массивов JSON — "
                                "{count} (в файле пульки не больше {most} сдач)",
    "file_too_many_values": "слишком большой для пульки: значений JSON — {count} (в файле "
                            "пульки не больше {most} сдач)",
    "file_bad_byte": "это не текст UTF-8: байт {byte} в строке {line} (файл пульки — JSON "
                     "в UTF-8)",
    "file_empty": "файл пустой",
    "file_key_twice": "ключ {key} дважды в одном объекте; какой из них считать?",
    "file_cut_short": "файл обрывается посреди JSON (обрезан?) в строке {line}: {error}",
    "file_bad_json_at": "ошибка в JSON в строке {line}, столбце {column}: {error}",
    "data_folder_is_a_file": "папку данных {folder} не создать: {file} — файл, а не папка; "
                             "уберите этот файл или укажите другую папку данных "
                             "(--data-dir ПАПКА или $PREFERANS_TUI_DATA)",
    "file_number_too_long": "{field}: целое число из {digits} цифр; таких длинных "
                            "значений не бывает",
    "json_nested_too_deeply": "JSON вложен слишком глубоко",
    "json_too_large": "файл больше {megabytes} МБ",
    "file_nested_too_deeply": "это не файл пульки: JSON вложен слишком глубоко",
    "file_bad_json": "ошибка в JSON: {error}",
    "file_top_not_object": "это не файл пульки: на верхнем уровне JSON {kind}, а не объект",
    "file_no_format": "это не файл пульки: в нём нет ключа \"format\": \"{format}\"",
    "file_other_format": "это не файл пульки: format — {given}, а нужен {format}",
    "file_newer_version": "версия файла {given} новее, чем понимает эта программа "
                          "(версия {version}); обновите preferans-tui, чтобы его открыть",
    "file_too_many_hands": "слишком много сдач для пульки: {count} (можно не больше {most})",
    "file_hand_too_many_keys": "сдача {hand}: объект, в котором больше {most} ключей, а в "
                               "сдаче их около десятка (FORMAT.md, сдачи): файл не прочитан",
    "file_object_too_many_keys": "объект, в котором больше {most} ключей; в файле пульки "
                                 "таких нет (FORMAT.md): файл не прочитан",
    "file_unknown_keys": "сдача {hand}: ключи, которых у сдачи не бывает ({keys}); всего "
                         "таких ключей в файле {count} (файл, где их больше {most}, не "
                         "читается; FORMAT.md, сдачи)",
    "file_too_many_entries": "слишком много записей в поправках для пульки: {count} (можно "
                             "не больше {most})",
    "lone_surrogate": "{text}: здесь половина символа (одиночный суррогат вроде \\ud800); "
                      "это не текст",
    "file_not_regular": "не удаётся прочитать файл: это не обычный файл (канал или устройство)",
    "file_cannot_read": "не удаётся прочитать файл: {error}",
    "file_cannot_write": "{error}: записать в файл нельзя",
    "lock_not_regular": "это не обычный файл",
    "lock_deleted_while_opening": "файл удалили или заменили, пока его открывали",
    "lock_folder_read_only": "папка {folder} только для чтения, сохранить ничего нельзя",
    "lock_mount_point": "файл — точка монтирования (bind mount), сохранение не может его "
                        "заменить",
    "json_expecting_value": "не хватает значения (числа, текста, true/false/null, [ или {{)",
    "json_expecting_comma": "не хватает запятой между двумя элементами",
    "json_expecting_colon": "не хватает двоеточия после ключа",
    "json_expecting_key": "ожидается ключ в двойных кавычках (лишняя запятая?)",
    "json_unterminated_string": "текст не закрыт (нет закрывающей кавычки)",
    "json_control_character": "в тексте управляющий символ (табуляция или перенос строки "
                              "без обратной косой черты)",
    "json_bad_escape": "в тексте недопустимая последовательность после обратной косой черты",
    "json_extra_data": "после конца JSON-документа есть ещё данные",
    "json_trailing_comma": "лишняя запятая перед концом объекта или массива",
    "os_enoent": "нет такого файла или папки",
    "os_eacces": "нет прав доступа",
    "os_eperm": "операция запрещена",
    "os_eisdir": "это папка, а не файл",
    "os_enotdir": "в пути не папка",
    "os_enospc": "на диске нет места",
    "os_edquot": "превышена дисковая квота",
    "os_erofs": "файловая система только для чтения",
    "os_eio": "ошибка ввода-вывода",
    "os_eloop": "слишком много символических ссылок подряд",
    "os_enametoolong": "слишком длинное имя файла",
    "os_ebusy": "устройство или ресурс занят",
    "os_etxtbsy": "файл занят",
    "os_emfile": "открыто слишком много файлов",
    "os_enfile": "в системе открыто слишком много файлов",
    "os_eexist": "файл уже есть",
    "os_exdev": "ссылка на другой диск невозможна",
    "os_enxio": "нет такого устройства или адреса",
    "os_efbig": "файл слишком большой",
    "os_einval": "недопустимый аргумент",
    "os_eagain": "ресурс временно недоступен",
    "os_other": "ошибка системы ({name}): {error}",
    "file_too_large": "файл больше {megabytes} МБ; это не файл пульки",
    "file_not_valid": "файл пульки не годится",
    # the options of a file's rules (rules.option_checks)
    "unknown_option": "неизвестный ключ: правила {name} нет; правила такие: {known}",
    "unknown_option_close": "неизвестный ключ: правила {name} нет; может быть, {close}? "
                            "Правила такие: {known}",
    "old_name_disagrees": "{old} — старое название {new}, и значения у них разные: оставьте "
                          "только {new} (SPEC §13.7)",
    "dropped_settlement_amnesty": "амнистия при расчёте [K 4.2.14] вычитает одно и то же "
                                  "из каждой горы и ни разу не меняла ни итога, ни цифр "
                                  "(SPEC B.3), поэтому такого правила больше нет (SPEC "
                                  "§13.2)",
    "dropped_multipliers": "эта старая настройка не поддерживается: допускалось только "
                           "false; бомбы и игра втёмную — это dark_bids (Классика, "
                           "правило 4.1.2)",
    # why two options contradict each other (rules.option_checks, SPEC §13.2)
    "contradicts": "{first}: {first_value} противоречит {second}: {second_value}: {why}",
    "contra_help_sum_reached": "когда пулька кончается по сумме пуль, все очки "
                               "остаются в своей пуле и помогать некому",
    "contra_split_always_greedy": "при жлобском висте висты за взятки с пасующим не "
                                  "делятся",
    "contra_first_half_whist_greedy": "за полвиста после виста и паса первый вистующий "
                                      "уходит только при джентльменском висте, при "
                                      "жлобском — никогда",
    "contra_talon_whist_raspasy": "распасы на вистах играются без прикупа",
    "contra_next_clockwise_no_help": "без помощи помогать некому — ни первому, ни "
                                     "последнему",
    "contra_half_liability_odd_remiz": "половина нечётного ремиза за взятку — не целое "
                                       "очко горы: дайте каждой игре чётную цену или "
                                       "полную ответственность",
    "contra_odd_obligation_halves": "двое вистующих отвечают каждый за половину "
                                    "обязательных взяток, а половина нечётного числа — "
                                    "не целая взятка: дайте каждой игре чётное число "
                                    "или 1 (за неё отвечает второй вистующий)",
    "contra_half_whist_odd_obligation": "за полвиста без розыгрыша засчитывается "
                                        "половина обязательных взяток, а половина "
                                        "нечётного числа — не целая взятка: дайте "
                                        "шестерной и семерной чётное число или играйте "
                                        "без полвиста",
    "contra_progression_trailing_repeat": "последняя ступень и так повторяется, равные "
                                          "ей ступени в конце ничего не меняют: "
                                          "уберите их",
    "contra_progression_give": "последняя ступень и так повторяется, равные ей ступени "
                               "в конце ничего не меняют: оставьте {steps}",
    "contra_help_whists_no_help": "без помощи никому не помогают, и вистов за помощь "
                                  "никто не пишет",
    "contra_help_excludes_no_help": "без помощи никому не помогают — некого и "
                                    "исключать",
    "contra_rostov_whist_gora_raspasy": "распасы в гору вистов не пишут",
    "contra_amnesty_whist_raspasy": "на распасах на вистах ничего не списывают: "
                                    "взявший меньше всех платит остальным за их взятки",
    "contra_progression_whist_raspasy": "у распасов на вистах нет цены взятки, а бонус "
                                        "за ноль в одно очко или никакой от "
                                        "прогрессии не зависит",
    "contra_trick_price_of_one": "каждая взятка на распасах стоит 1, значит цена "
                                 "взятки — одно очко: выберите «одно очко»",
    "contra_step_points_one_step": "при одной ступени шаг прогрессии всегда равен "
                                   "одному очку: выберите «одно очко»",
    "contra_series_reset_whist_raspasy": "у распасов на вистах цена взятки не растёт; "
                                         "когда бонус за ноль не зависит от "
                                         "прогрессии, а выход — с любой шестерной, "
                                         "счёт распасов подряд ничего не меняет",
    "contra_series_reset_flat_progression": "при одной цене взятки, бонусе за ноль, "
                                            "который не растёт, и выходе с любой "
                                            "шестерной счёт распасов подряд ничего не "
                                            "меняет",
    "contra_zero_bonus_column_no_bonus": "без бонуса за ноль на распасах писать нечего "
                                         "— ни в пулю, ни в гору",
    "contra_rounding_player_no_kodex": "остаток одному игроку отдаёт только округление "
                                       "по Кодексу",
    "contra_first_half_whist_no_half": "без полвиста за полвистом не уходит никто — ни "
                                       "первый, ни второй",
    "contra_leaver_consolation_no_half": "без полвиста никто не уходит за полвиста, и "
                                         "ничьё утешение от этого не зависит",
    "contra_dealer_liable_never_whists": "сдающий, который никогда не берёт вист на "
                                         "себя, за недобор и не отвечает",
    "contra_dealer_only_never_whists": "сдающий никогда не вистует — утешения из-за "
                                       "его виста не бывает",
    "version_wrong": "нужна {version}, а не {value}",
    # pydantic's own errors that occur in pulka files (type: its context's fields)
    "pydantic:missing": "нет обязательного поля",
    "pydantic:int_type": "нужно целое число",
    "pydantic:int_parsing": "нужно целое число",
    "pydantic:int_from_float": "нужно целое число, без дробной части",
    "pydantic:float_type": "нужно число",
    "pydantic:float_parsing": "нужно число",
    "pydantic:bool_type": "нужно true или false",
    "pydantic:bool_parsing": "нужно true или false",
    "pydantic:string_type": "нужна строка",
    "pydantic:list_type": "нужен список",
    "pydantic:set_type": "нужен список",
    "pydantic:frozen_set_type": "нужен список",
    "pydantic:dict_type": "нужен объект JSON (ключи и значения)",
    "pydantic:model_type": "нужен объект JSON (ключи и значения)",
    "pydantic:model_attributes_type": "нужен объект JSON (ключи и значения)",
    "pydantic:literal_error": "должно быть одно из: {expected}",
    "pydantic:enum": "должно быть одно из: {expected}",
    # the choices of a literal, in the player's words (the whole list: a 'half' of
    # whister_liability is not a half-whist)
    "pydantic:choices:whist|pass|half": "вист, пас, полвиста",
    "pydantic:choices:pulya|gora|whists": "пуля, гора, висты",
    "pydantic:greater_than": "должно быть больше {gt}",
    "pydantic:greater_than_equal": "должно быть не меньше {ge}",
    "pydantic:less_than": "должно быть меньше {lt}",
    "pydantic:less_than_equal": "должно быть не больше {le}",
    "pydantic:too_short": "слишком мало: нужно не меньше {min_length}, а здесь "
                          "{actual_length}",
    "pydantic:too_long": "слишком много: можно не больше {max_length}, а здесь "
                         "{actual_length}",
    "pydantic:string_too_short": "строка слишком короткая (символов нужно не меньше "
                                 "{min_length})",
    "pydantic:string_too_long": "строка слишком длинная (символов можно не больше "
                                "{max_length})",
    "pydantic:string_pattern_mismatch": "строка не подходит под шаблон {pattern}",
    "pydantic:json_invalid": "это не JSON: {error}",
    # Классика: игра втёмную, бомбы, обязательные круги (SPEC §14)
    "field_dark": "игра втёмную",
    "field_dark_passes": "пасы втёмную",
    "field_dark_passes_of": "пас втёмную {player}",
    "dark_not_played": "игру втёмную пишут, только если стол играет втёмную "
                       "(dark_bids, Классика)",
    "dark_passes_not_played": "пасы втёмную пишут, только если стол играет втёмную "
                              "(dark_bids, Классика)",
    "dark_pass_twice": "{name} назван дважды",
    "dark_pass_declarer": "{name} играет эту сдачу: он выиграл торговлю, а не пасовал",
    "dark_pass_dealer": "{name} сдаёт за столом на четверых и не торгуется: втёмную он "
                        "не пасует",
    "opening_raspasy_only": "сдача {deal} — одна из первых {deals}, обязательных "
                            "распасов: в них играют только распасы",
    "opening_no_dark_passes": "на обязательном распасе втёмную пасуют все: пасы втёмную "
                              "на нём не пишут",
    "dark_exit_contract": "после тёмного распаса уровня {k} нужна игра не ниже {level} "
                          "(или снова распас), а не {contract}",
    "dark_exit_misere": "после тёмного распаса уровня {k} нужна игра не ниже {level}; "
                        "мизер ниже девятерной",
    "dark_pass_contract": "игра перебита после паса втёмную (уровень {k}): нужна не ниже "
                          "{level}, а не {contract}",
    "dark_pass_misere": "игра перебита после паса втёмную (уровень {k}): нужна не ниже "
                        "{level}; мизер ниже девятерной",
    "contra_classic_liability_no_help": "классическая ответственность становится полной, "
                                        "когда своя пуля вистующего закрыта, а пуля "
                                        "закрывается только с помощью",
    "contra_bomb_limit_no_dark_bids": "без игры втёмную бомб нет, и ограничивать нечего",
    "contra_opening_rounds_no_dark_bids": "обязательные круги — тёмные распасы, а без "
                                          "игры втёмную их нет",
}
"""Every reason of the rules core in Russian, keyed by its code."""
