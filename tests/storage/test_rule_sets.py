"""The table's rules kept under a name (issue 30.3): saved in the data folder, listed,
refused when the name is empty, hidden, a preset's or taken, moved as a file; a pulka
keeps its own complete rules (SPEC §13.3), so editing a set never changes it."""

from __future__ import annotations

import json

import pytest

from preferans_tui.__main__ import main
from preferans_tui.rules import Pulka, RuleOptions
from preferans_tui.storage import load
from preferans_tui.storage.pulka_file import to_file
from preferans_tui.storage.rule_sets import (
    RULE_SETS_FILE,
    RuleSetError,
    export_set,
    find_set,
    import_set,
    save_set,
    saved_sets,
)

CLUB = "Наш клуб"


def club_rules() -> RuleOptions:
    return RuleOptions.preset("leningrad", 20, stake_per_whist="0.5")


def test_a_set_is_kept_under_its_name_and_found_in_any_case(tmp_path):
    save_set(CLUB, club_rules(), tmp_path)
    save_set("Friday", RuleOptions.preset("sochi", 10), tmp_path)
    assert list(saved_sets(tmp_path)) == [CLUB, "Friday"]
    name, rules = find_set("наш КЛУБ", tmp_path)
    assert name == CLUB and rules == club_rules()
    assert (tmp_path / RULE_SETS_FILE).is_file()


@pytest.mark.parametrize(("name", "code"), [
    ("", "rules_name_empty"), ("   ", "rules_name_empty"), ("Sochi", "rules_name_preset"),
    ("a\x1b[2Jb", "rules_name_hidden"), ("x" * 41, "rules_name_long"),
    ("наш клуб", "rules_name_taken")])
def test_a_bad_or_taken_name_is_refused_and_nothing_changes(tmp_path, name, code):
    save_set(CLUB, club_rules(), tmp_path)
    before = (tmp_path / RULE_SETS_FILE).read_bytes()
    with pytest.raises(RuleSetError) as caught:
        save_set(name, RuleOptions.preset("sochi", 10), tmp_path)
    assert caught.value.code == code
    assert (tmp_path / RULE_SETS_FILE).read_bytes() == before


def test_export_then_import_on_another_laptop(tmp_path):
    home, other = tmp_path / "home", tmp_path / "other"
    save_set(CLUB, club_rules(), home)
    moved = tmp_path / "club.json"
    export_set(CLUB, moved, home)
    assert json.loads(moved.read_text(encoding="utf-8"))["name"] == CLUB
    assert import_set(moved, other) == CLUB
    assert saved_sets(other) == {CLUB: club_rules()}
    with pytest.raises(RuleSetError) as caught:  # taken now
        import_set(moved, other)
    assert caught.value.code == "rules_name_taken"
    assert import_set(moved, other, "Friday") == "Friday"


def test_a_file_that_is_no_rules_file_is_refused(tmp_path):
    path = tmp_path / "x.json"
    path.write_text('{"format": "preferans-pulka"}', encoding="utf-8")
    with pytest.raises(RuleSetError) as caught:
        import_set(path, tmp_path)
    assert caught.value.code == "rules_not_a_file"
    assert not (tmp_path / RULE_SETS_FILE).exists()


def test_editing_a_saved_set_never_changes_an_old_pulka(tmp_path):
    save_set(CLUB, club_rules(), tmp_path)
    _, rules = find_set(CLUB, tmp_path)
    pulka = Pulka(["Anna", "Boris", "Vera"], rules)
    path = tmp_path / "friday.json"
    path.write_text(json.dumps(to_file(pulka), ensure_ascii=False), encoding="utf-8")
    save_set(CLUB, RuleOptions.preset("sochi", 10), tmp_path, replace=True)
    assert find_set(CLUB, tmp_path)[1].variant.value == "sochi"
    _, reopened = load(path)
    assert reopened.options == club_rules()


def test_the_command_lists_shows_exports_and_imports(tmp_path, capsys):
    data = tmp_path / "data"
    save_set(CLUB, club_rules(), data)
    assert main(["rules", "--data-dir", str(data), "list"]) == 0
    listed = capsys.readouterr().out.splitlines()
    assert listed[:5] == ["sochi  (Sochi)", "leningrad  (Leningrad)", "rostov  (Rostov)",
                          "fspr  (FSPR Leningrad)", "classic  (Classic)"]
    assert listed[5] == f"{CLUB}  (saved, from Leningrad)"
    assert main(["rules", "--data-dir", str(data), "show", CLUB]) == 0
    shown = capsys.readouterr().out
    assert "  pulya_target: 20" in shown and "  stake_per_whist: 0.5" in shown
    out = tmp_path / "club.json"
    assert main(["rules", "--data-dir", str(data), "export", CLUB, str(out)]) == 0
    assert main(["rules", "--data-dir", str(data), "import", str(out)]) == 1
    assert "already" in capsys.readouterr().err
    assert main(["rules", "--data-dir", str(data), "show", "nobody"]) == 1
    assert "no rules saved as «nobody»" in capsys.readouterr().err


def test_a_folder_we_cannot_write_is_said_and_nothing_is_left(tmp_path, capsys):
    data = tmp_path / "data"
    save_set(CLUB, club_rules(), data)
    assert main(["rules", "--data-dir", str(data), "export", CLUB,
                 str(tmp_path / "missing" / "club.json")]) == 1
    assert "nothing was written" in capsys.readouterr().err
    assert not (tmp_path / "missing").exists()


def test_exporting_a_preset_says_every_laptop_has_it_and_writes_nothing(tmp_path, capsys):
    """A new user's report: `rules list` shows the presets first, and `rules export
    classic FILE` said "no rules saved as «classic»"; the presets are on every laptop."""
    out = tmp_path / "classic.json"
    assert main(["rules", "--data-dir", str(tmp_path / "data"), "export", "classic",
                 str(out)]) == 1
    err = capsys.readouterr().err
    assert "classic is a preset" in err and "Ctrl+R" in err
    assert not out.exists()
