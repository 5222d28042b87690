"""The English catalogue of the rules core's reasons, keyed by code (:mod:`.reasons`).

The text of every refusal the core raises, with ``{name}`` fields for its ``params``; the
same codes, with the same fields, are in :mod:`.reasons_ru` (a test checks). To add a
refusal: add its code here and in the Russian catalogue, and raise it with
``Reason("code", name=…)``.
"""

from __future__ import annotations

from typing import Final

REASONS_EN: Final[dict[str, str]] = {
    # how a line says where it is and which rule it cites
    "where_hand": "hand {hand}",
    "cites_rule": "rule {rule}",
    # the fields of a hand, as a player names them (the file's key: FieldPath)
    "field_kind": "the kind of deal",
    "field_dealer": "the dealer",
    "field_declarer": "the declarer",
    "field_contract": "the contract",
    "field_level": "the level",
    "field_strain": "the suit",
    "field_calls": "the calls",
    "field_calls_of": "the call of {player}",
    "field_returned_by": "who returned the whist",
    "field_tricks": "the tricks",
    "field_tricks_of": "the tricks of {player}",
    "field_talon_tricks": "the tricks of the paid talon",
    "field_conceded": "the declarer's concession",
    "field_open": "open or closed whist",
    "field_penalty": "the penalty",
    "field_penalty_bid_level": "the level the bidding reached",
    "field_penalty_proven_undertricks": "the undertricks proven",
    "field_shared_with_dealer": "shared with the dealer",
    "field_entries": "the lines of the adjustment",
    "field_entry_column": "the column of line {line}",
    "field_entry_player": "the player of line {line}",
    "field_entry_on": "on whom, line {line}",
    "field_entry_amount": "the amount of line {line}",
    "field_rule": "the rule",
    "field_note": "the note",
    "field_players": "the players",
    "pydantic_not_value": ", not {value}",
    # the calls, as a reason names them (the file's own words)
    "call_whist": "whist",
    "call_pass": "pass",
    "call_half": "half",
    # the table (rule 1.2)
    "player_count": "{count} players; preferans is for 3 or 4",
    "name_bad": "player {seat}'s name {problem}",
    "same_name": "two players have the same name, {name}",
    "same_name_case": "two players have the same name ignoring case, {first} and {second}",
    "names_look_alike": "two names look alike, {first} and {second} (letters of another "
                        "script?)",
    "text_too_long": "{text} is {length:,} characters long; at most {limit}",
    "text_hidden_char": "{text} has a control or invisible character ({codes})",
    "name_empty": "{name} is empty",
    "name_spaces_ends": "{name} starts or ends with a space",
    "name_invisible": "{name} is invisible: it has no letter, digit or sign that shows",
    "name_space_run": "{name} has a run of spaces; one space between words",
    "name_arrow": "{name} has an arrow ({arrows}): the settlement writes a payment as "
                  "«payer → payee amount», so the name would read as one",
    # any hand
    "not_a_player": "{name} is not a player of this pulka ({players})",
    "pulka_ended": "the pulka has ended; only adjustments can be added",
    "four_player_option_at_three": "{option}: {value} changes nothing at 3 players: it "
                                   "is about the dealer who sits out, only at a 4-player "
                                   "table; keep the preset's {preset}",
    "wrong_dealer": "{expected} deals this hand, not {dealer} (the deal passes left)",
    "dealer_deals_again": "{expected} deals this hand, not {dealer}: the dealer of a "
                          "raspasy deals again (dealer_repeats_after_raspasy)",
    "dealer_cannot_declare": "{dealer} deals and holds no cards at a 4-player table; he "
                             "cannot declare",
    "tricks_sum": "sum to {total}, must be {ten}",
    "tricks_missing": "{name}'s tricks are missing",
    "stale_result": "scored against another state of the pulka (it has {count} hands now); "
                    "score it again",
    # misère and raspasy
    "misere_tricks_alone": "give the declarer {declarer}'s tricks alone",
    "misere_not_shared": "a misère is shared only with the dealer of a 4-player table, where "
                         "the rules allow it",
    "raspasy_exit_misere": "after {series} raspasy in a row the contract must be at least "
                           "{level}; a misère ranks below a nine",
    "raspasy_exit_contract": "after {series} raspasy in a row the contract must be at least "
                             "{level}, not {contract}",
    "dealer_no_talon": "the dealer {name} does not play the talon in this variant",
    "talon_at_most_two": "the dealer's talon can win at most 2 tricks",
    # a game: the whist phase
    "talon_tricks_unpaid": "talon tricks are written only when the table pays for the talon "
                           "(talon_bonus)",
    "not_a_defender": "{name} is not a defender of this hand (defenders: {first}, {second})",
    "no_call": "{name} has no call",
    "half_whist_not_played": "half-whist is not played here",
    "half_whist_level": "half-whist only on a six or a seven, not on {contract}",
    "half_whist_after_pass": "half-whist needs the other defender to pass, not {call}",
    "half_whist_first": "{name} speaks first: only the second defender may go for half-whist "
                        "after a pass",
    "half_whist_first_defender": "the first defender speaks first: only the second defender "
                                 "may go for half-whist after a pass",
    "dealer_half_whist": "the dealer cannot go for half-whist",
    "dealer_took_over": "{dealer} took the whist over; {name} cannot return it",
    "return_needs_half": "a whist can only be returned after a half-whist",
    "returner_not_passer": "only the defender who passed may return the whist, not {name}",
    "take_over_not_played": "the dealer may not take the whist over here",
    "take_over_high": "on 8-10 the dealer may whist only after two passes",
    "take_over_low": "on 6-7 the dealer may whist only after a pass and a half-whist",
    "stalingrad": "Stalingrad: 6♠ must be whisted by both",
    # a game: tricks and penalties
    "no_whist_no_tricks": "nobody whists, so the game is not played: give no tricks",
    "penalty_needs_play": "penalty {penalty} needs a played hand with tricks",
    "whisted_give_tricks": "the hand was whisted: give the tricks",
    "holds_no_cards": "{name} holds no cards in this hand and takes no tricks",
    "declarer_tricks_missing": "the declarer {declarer}'s tricks are missing",
    "active_tricks_missing": "give the tricks of every active player (missing: {missing})",
    "checked_ten_no_field": "a ten is only checked at this table (ten_game_checked): nobody "
                            "whists it, so give no {field}",
    "checked_ten_give_tricks": "give the declarer {declarer}'s tricks of the checked ten",
    "checked_ten_declarer_only": "a checked ten counts the declarer {declarer}'s tricks alone",
    "concede_not_allowed": "conceding without play («без трёх») is allowed only with "
                           "concede_down_three",
    "concede_needs_whist": "the declarer may concede only after somebody whists",
    "conceded_no_tricks": "a conceded hand is not played: give no tricks",
    "conceded_no_penalty": "a conceded hand is not played: it carries no penalty",
    "conceded_no_talon": "a conceded hand writes nothing but its gora: it carries no "
                         "talon tricks",
    "bid_not_above": "the bid reached {bid}, which is not above the contract {contract}: "
                     "nothing was ordered below the bid",
    "undertricks_too_many": "a {contract} can be down at most {level}, not {undertricks}",
    # a hand being typed (the draft)
    "nothing_typed_here": "nothing is typed here now",
    "value_not_allowed": "{value} is not allowed here, only {allowed}",
    "value_not_allowed_text": "{value} is not allowed here, only text",
    "hand_incomplete": "the hand is not complete",
    # values of a file (the models' validators)
    "bad_contract": "contract {text} is not a level 6-10 followed by S, C, D, H or NT",
    "whole_number": "must be a whole number (a JSON integer), not {value}",
    "true_or_false": "must be true or false (a JSON boolean), not {value}",
    "decimal_string": "must be a decimal string such as \"0.50\", not {value}",
    "decimal_digits": "must be a decimal string such as \"0.50\" (digits and one point), "
                      "not {value}",
    "bad_consolation": "{value} is not a consolation: the allowed values are 'whist_value', "
                       "'price' or 'fixed:N' with N a whole number from 1 to {most}",
    "house_rule_twice": "{item} is given twice: name each house rule once",
    "exact_keys": "give exactly the keys {keys}",
    "obligation_too_high": "the defenders cannot owe {tricks} tricks against a {level}: a set "
                           "declarer leaves them only {most}",
    "whists_need_on": "a whists entry needs 'on': the player the whists are written on",
    "on_only_whists": "'on' is only for whists, not for {column}",
    "whists_on_himself": "a player cannot write whists on himself",
    "not_iso_time": "{value} is not an ISO 8601 time such as 2026-11-30T21:05:00 "
                    "(FORMAT.md, top level)",
    "not_uuid": "{value} is not a UUID such as 0b6f4f2e-8c1a-4d3e-9f7a-2c5d1e0a9b41 "
                "(FORMAT.md, top level: id)",
    # how a file's structure is refused (rules.problems, storage.check)
    "unknown_key": "unknown key (a typo must not change a score)",
    "unknown_kind": "unknown kind {tag}; expected one of {known}",
    "no_kind": "no kind given; expected one of {known}",
    "unknown_penalty_rule": "unknown penalty rule {tag}; expected one of {known}",
    "no_penalty_rule": "no penalty rule given; expected one of {known}",
    "version_missing": "missing; must be {version}",
    # a file that cannot be read at all (storage.decode, storage.pulka_file)
    "file_not_utf8_encoding": "the file is {encoding} text; a pulka file is UTF-8 (save it "
                              "as UTF-8)",
    "file_too_many_containers": "far too large for a pulka: {count:,} JSON objects and "
                                "arrays (a pulka file holds at most {most:,} hands)",
    "file_too_many_values": "far too large for a pulka: {count:,} JSON values (a pulka file "
                            "holds at most {most:,} hands)",
    "file_bad_byte": "not UTF-8 text: byte {byte} on line {line} (a pulka file is UTF-8 "
                     "JSON)",
    "file_empty": "the file is empty",
    "file_key_twice": "the key {key} appears twice in one object; which one counts?",
    "file_cut_short": "the file ends in the middle of the JSON (cut short?) at line {line}: "
                      "{error}",
    "file_bad_json_at": "not valid JSON at line {line}, column {column}: {error}",
    "data_folder_is_a_file": "the data folder {folder} cannot be made: {file} is a file, "
                             "not a folder; move that file away, or name another data "
                             "folder (--data-dir DIR, or $PREFERANS_TUI_DATA)",
    "file_number_too_long": "{field}: a whole number {digits} digits long; no value is "
                            "anywhere near that long",
    "json_nested_too_deeply": "the JSON is nested far too deeply",
    "json_too_large": "the file is larger than {megabytes} MB",
    "file_nested_too_deeply": "not a pulka file: the JSON is nested far too deeply",
    "file_bad_json": "not valid JSON: {error}",
    "file_top_not_object": "not a pulka file: the top level is a JSON {kind}, not an object",
    "file_no_format": "not a pulka file: it has no \"format\": \"{format}\" key",
    "file_other_format": "not a pulka file: format is {given}, expected {format}",
    "file_newer_version": "file version {given} is newer than this program's version "
                          "{version}; update preferans-tui to open it",
    "file_too_many_hands": "far too many hands for a pulka: {count:,} (at most {most:,})",
    "file_hand_too_many_keys": "hand {hand}: an object of more than {most:,} keys; a hand "
                               "has a dozen (FORMAT.md, Hands): not read",
    "file_object_too_many_keys": "an object of more than {most:,} keys; no object of a "
                                 "pulka file has so many (FORMAT.md): not read",
    "file_unknown_keys": "hand {hand}: keys no hand has ({keys}); the file holds {count:,} "
                         "such keys in all (one with more than {most:,} is not read; "
                         "FORMAT.md, Hands)",
    "file_too_many_entries": "far too many adjustment entries for a pulka: {count:,} (at "
                             "most {most:,})",
    "lone_surrogate": "{text} holds half a character (a lone surrogate escape such as "
                      "\\ud800); not text",
    "file_not_regular": "cannot read the file: not a regular file (a pipe or a device)",
    "file_cannot_read": "cannot read the file: {error}",
    "file_cannot_write": "{error}: it cannot be written",
    "lock_not_regular": "not a regular file",
    "lock_deleted_while_opening": "the file was deleted or replaced while it was being "
                                  "opened",
    "lock_folder_read_only": "the folder {folder} is read-only, so nothing could be saved",
    "lock_mount_point": "the file is a mount point (a bind mount); it cannot be replaced by "
                        "a save",
    # what Python's json parser finds wrong (json.JSONDecodeError.msg), by kind
    "json_expecting_value": "a value is missing (a number, text, true/false/null, [ or {{)",
    "json_expecting_comma": "a comma is missing between two items",
    "json_expecting_colon": "a colon is missing after a key",
    "json_expecting_key": "a key in double quotes is expected (a trailing comma?)",
    "json_unterminated_string": "a text is not closed (its closing quote is missing)",
    "json_control_character": "a text holds a control character (a raw tab or line break)",
    "json_bad_escape": "a text holds an invalid escape after a backslash",
    "json_extra_data": "more data after the end of the JSON document",
    "json_trailing_comma": "a comma before the end of an object or array",
    # what the system says of a file (OSError.errno), in its own words
    "os_enoent": "No such file or directory",
    "os_eacces": "Permission denied",
    "os_eperm": "Operation not permitted",
    "os_eisdir": "Is a directory",
    "os_enotdir": "Not a directory",
    "os_enospc": "No space left on device",
    "os_edquot": "Disk quota exceeded",
    "os_erofs": "Read-only file system",
    "os_eio": "Input/output error",
    "os_eloop": "Too many levels of symbolic links",
    "os_enametoolong": "File name too long",
    "os_ebusy": "Device or resource busy",
    "os_etxtbsy": "Text file busy",
    "os_emfile": "Too many open files",
    "os_enfile": "Too many open files in system",
    "os_eexist": "File exists",
    "os_exdev": "Invalid cross-device link",
    "os_enxio": "No such device or address",
    "os_efbig": "File too large",
    "os_einval": "Invalid argument",
    "os_eagain": "Resource temporarily unavailable",
    "os_other": "{error} ({name})",
    "file_too_large": "the file is larger than {megabytes} MB; not a pulka file",
    "file_not_valid": "not a valid pulka file",
    # the options of a file's rules (rules.option_checks)
    "unknown_option": "unknown key: no option {name}; the options are: {known}",
    "unknown_option_close": "unknown key: no option {name}; did you mean {close}? the "
                            "options are: {known}",
    "old_name_disagrees": "{old} is the old name of {new}, and the two disagree: give {new} "
                          "only (SPEC §13.7)",
    "dropped_settlement_amnesty": "the settlement amnesty [K 4.2.14] subtracts the same "
                                  "number from every gora and never changed a result or a "
                                  "figure (SPEC B.3), so it is no longer an option (SPEC "
                                  "§13.2)",
    "dropped_multipliers": "this old option is not supported: only false was ever "
                           "accepted; bombs and dark bids are dark_bids (Classic, rule "
                           "4.1.2)",
    # why two options contradict each other (rules.option_checks, SPEC §13.2)
    "contradicts": "{first}: {first_value} contradicts {second}: {second_value}: {why}",
    "contra_help_sum_reached": "when the pulka ends at the sum of the pulyas, every "
                               "point stays in its own pulya and nobody is ever helped",
    "contra_split_always_greedy": "greedy whist never splits the trick whists with the "
                                  "passer",
    "contra_first_half_whist_greedy": "only gentleman whist lets the first defender go "
                                      "for half-whist after a whist and a pass; under "
                                      "greedy whist he never does",
    "contra_talon_whist_raspasy": "raspasy on whists is played without the talon",
    "contra_next_clockwise_no_help": "without help nobody is helped, first or last",
    "contra_half_liability_odd_remiz": "half of an odd remiz per trick is no whole "
                                       "gora point: give every level an even price, or "
                                       "full liability",
    "contra_odd_obligation_halves": "two whisters each answer for half the obligation, "
                                    "and half of an odd number of tricks is no whole "
                                    "trick: give every level an even obligation, or 1 "
                                    "(the second whister's alone)",
    "contra_half_whist_odd_obligation": "a half-whister is credited half the "
                                        "obligation without play, and half of an odd "
                                        "number of tricks is no whole trick: give the "
                                        "six and the seven an even obligation, or play "
                                        "no half-whist",
    "contra_progression_trailing_repeat": "the last step repeats by itself, so steps "
                                          "equal to it at the end change nothing: drop "
                                          "them",
    "contra_progression_give": "the last step repeats by itself, so steps equal to it "
                               "at the end change nothing: give {steps}",
    "contra_help_whists_no_help": "without help nobody is helped, so nobody writes "
                                  "whists for it",
    "contra_help_excludes_no_help": "without help nobody is helped, so nobody can be "
                                    "left out of it",
    "contra_rostov_whist_gora_raspasy": "raspasy written into gora write no whists",
    "contra_amnesty_whist_raspasy": "raspasy on whists strike nothing off: the player "
                                    "with the fewest tricks pays the others for theirs",
    "contra_progression_whist_raspasy": "raspasy on whists have no trick price, and a "
                                        "zero bonus of one point or none does not "
                                        "follow the progression",
    "contra_trick_price_of_one": "every raspasy trick is priced 1, so the trick price "
                                 "is one point: say one_point",
    "contra_step_points_one_step": "with one step the progression step is always 1 "
                                   "point: say one_point",
    "contra_series_reset_whist_raspasy": "raspasy on whists have no trick price to "
                                         "grow; with a zero bonus that does not follow "
                                         "the progression and the exit at any six, "
                                         "the count of raspasy in a row changes "
                                         "nothing",
    "contra_series_reset_flat_progression": "with one trick price, a zero bonus that "
                                            "does not grow and the exit at any six, "
                                            "the count of raspasy in a row changes "
                                            "nothing",
    "contra_zero_bonus_column_no_bonus": "with no zero bonus no raspasy point is "
                                         "written, so none needs a column",
    "contra_rounding_player_no_kodex": "only the Kodex rounding gives the remainder to "
                                       "one player",
    "contra_first_half_whist_no_half": "without half-whist nobody goes for it, first "
                                       "or second",
    "contra_leaver_consolation_no_half": "without half-whist nobody leaves one, so "
                                         "nobody's consolation depends on it",
    "contra_dealer_liable_never_whists": "a dealer who never takes the whist over is "
                                         "never liable for it",
    "contra_dealer_only_never_whists": "the dealer never whists, so no consolation is "
                                       "written because he does",
    "version_wrong": "must be {version}, not {value}",
    # Classic: dark bids, bombs, the compulsory rounds (SPEC §14)
    "field_dark": "the dark bid",
    "field_dark_passes": "the dark passes",
    "field_dark_passes_of": "the dark pass of {player}",
    "dark_not_played": "a dark bid is written only where the table plays dark bids "
                       "(dark_bids, Classic)",
    "dark_passes_not_played": "dark passes are written only where the table plays dark "
                              "bids (dark_bids, Classic)",
    "dark_pass_twice": "{name} is named twice",
    "dark_pass_declarer": "{name} declared this hand: the declarer won the auction, he did "
                          "not pass",
    "dark_pass_dealer": "{name} deals at a 4-player table and does not bid, so he passes "
                        "in no dark",
    "opening_raspasy_only": "deal {deal} is one of the first {deals}, the compulsory "
                            "raspasy: only raspasy are played there",
    "opening_no_dark_passes": "on a compulsory raspasy every player passes in the dark: "
                              "it records no dark passes",
    "dark_exit_contract": "after a dark raspasy of level {k} the contract must be at least "
                          "{level} (or another raspasy), not {contract}",
    "dark_exit_misere": "after a dark raspasy of level {k} the contract must be at least "
                        "{level}; a misère ranks below a nine",
    "dark_pass_contract": "outbid over a dark pass (dark level {k}), the contract must be "
                          "at least {level}, not {contract}",
    "dark_pass_misere": "outbid over a dark pass (dark level {k}), the contract must be at "
                        "least {level}; a misère ranks below a nine",
    "contra_classic_liability_no_help": "Classic's whist liability turns full when the "
                                        "whister's own pulya is closed, and a pulya closes "
                                        "only with help",
    "contra_bomb_limit_no_dark_bids": "without dark bids there are no bombs to limit",
    "contra_opening_rounds_no_dark_bids": "the compulsory rounds are dark raspasy, and "
                                          "there are none without dark bids",
}
"""Every reason of the rules core in English, keyed by its code."""
