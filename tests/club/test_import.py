"""``club import``: the same file again changes nothing, a grown file adds its new hands,
a file disagreeing on a stored hand or on the rules is refused (issue 27 §3)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from sqlalchemy import func, select

from preferans_tui.club.database import open_club
from preferans_tui.club.errors import HandDisagrees, RulesDisagree
from preferans_tui.club.reading import read_pulka_file
from preferans_tui.club.schema import hand_changes, hands, player_names, players, pulkas
from preferans_tui.club.writing import store_pulka

from .helpers import PULKA_ID, run, sochi, write


def counts(url: str) -> tuple[int, int, int, int]:
    """Pulkas, hands, hand changes and players stored."""
    with open_club(url) as club, club.reading() as conn:
        return tuple(conn.execute(select(func.count()).select_from(t)).scalar_one()
                     for t in (pulkas, hands, hand_changes, players))  # type: ignore[return-value]


def test_import_then_again_changes_nothing(club_url: str, tmp_path: Path, capsys) -> None:
    path = write(tmp_path / "p.json", sochi(8))
    code, out, _ = run(capsys, "club", "import", str(path), "--club", club_url)
    assert code == 0 and "8 hands added" in out and "new to the club" in out
    assert counts(club_url) == (1, 8, 0, 3)  # Anna, Boris, Vera
    with open_club(club_url) as club, club.reading() as conn:
        revision = conn.execute(select(pulkas.c.revision)).scalar_one()
    code, out, _ = run(capsys, "club", "import", str(path), "--club", club_url)
    assert code == 0 and "unchanged" in out
    assert counts(club_url) == (1, 8, 0, 3)
    with open_club(club_url) as club, club.reading() as conn:
        assert conn.execute(select(pulkas.c.revision)).scalar_one() == revision


def test_grown_file_adds_its_new_hands(club_url: str, tmp_path: Path, capsys) -> None:
    path = write(tmp_path / "p.json", sochi(3))
    assert run(capsys, "club", "import", str(path), "--club", club_url)[0] == 0
    write(path, sochi(8))
    code, out, _ = run(capsys, "club", "import", str(path), "--club", club_url)
    assert code == 0 and "8 hands; 5 hands added" in out
    assert counts(club_url) == (1, 8, 0, 3)
    with open_club(club_url) as club, club.reading() as conn:
        numbers = conn.execute(select(hands.c.number).order_by(hands.c.number)).scalars()
        assert list(numbers) == [1, 2, 3, 4, 5, 6, 7, 8]
        assert conn.execute(select(pulkas.c.hands, pulkas.c.revision)).one() == (8, 2)


def test_stored_hand_is_the_file_record(club_url: str, tmp_path: Path) -> None:
    path = write(tmp_path / "p.json", sochi(1))
    with open_club(club_url) as club:
        store_pulka(club, read_pulka_file(path))
        with club.reading() as conn:
            record = conn.execute(select(hands.c.record)).scalar_one()
    # the file's key order, compact: hand 1 of saves/pulka1
    assert record == ('{"kind":"game","dealer":"Vera","declarer":"Anna","contract":"6S",'
                      '"calls":{"Boris":"whist","Vera":"whist"},'
                      '"tricks":{"Anna":7,"Boris":2,"Vera":1}}')


def test_disagreeing_hand_refused_naming_both(club_url: str, tmp_path: Path, capsys) -> None:
    path = write(tmp_path / "p.json", sochi(4))
    run(capsys, "club", "import", str(path), "--club", club_url)
    doc = sochi(5)
    doc["hands"][1]["tricks"] = {"Anna": 3, "Boris": 4, "Vera": 3}  # hand 2, raspasy
    write(path, doc)
    code, _, err = run(capsys, "club", "import", str(path), "--club", club_url)
    assert code == 1
    assert "hand 2 differs" in err
    assert '"tricks":{"Anna":2,"Boris":5,"Vera":3}' in err  # the club's
    assert '"tricks":{"Anna":3,"Boris":4,"Vera":3}' in err  # the file's
    assert counts(club_url) == (1, 4, 0, 3)  # nothing written: not even hand 5
    with open_club(club_url) as club, pytest.raises(HandDisagrees) as caught:
        store_pulka(club, read_pulka_file(path))
    assert caught.value.number == 2


def test_file_that_lost_hands_refused(club_url: str, tmp_path: Path, capsys) -> None:
    path = write(tmp_path / "p.json", sochi(5))
    run(capsys, "club", "import", str(path), "--club", club_url)
    write(path, sochi(3))
    code, _, err = run(capsys, "club", "import", str(path), "--club", club_url)
    assert code == 1 and "hand 4 differs" in err and "file: (none)" in err


def test_rules_disagreeing_refused(club_url: str, tmp_path: Path) -> None:
    path = write(tmp_path / "p.json", sochi(2))
    with open_club(club_url) as club:
        store_pulka(club, read_pulka_file(path))
        doc = sochi(3)
        doc["rules"]["pulya_target"] = 20
        write(path, doc)
        with pytest.raises(RulesDisagree, match="rules"):
            store_pulka(club, read_pulka_file(path))
        doc = sochi(3)
        doc["players"] = ["Anna", "Boris", "Gleb"]
        for hand in doc["hands"]:
            for part in ("calls", "tricks"):
                if "Vera" in hand.get(part, {}):
                    hand[part]["Gleb"] = hand[part].pop("Vera")
            for role in ("dealer", "declarer"):
                if hand.get(role) == "Vera":
                    hand[role] = "Gleb"
        write(path, doc)
        with pytest.raises(RulesDisagree, match="players"):
            store_pulka(club, read_pulka_file(path))
    assert counts(club_url)[:2] == (1, 2)


def test_id_of_the_file_or_derived(club_url: str, tmp_path: Path) -> None:
    with_id = read_pulka_file(write(tmp_path / "a.json", sochi(2)))
    assert (with_id.id, with_id.id_source) == (PULKA_ID, "file")
    short = read_pulka_file(write(tmp_path / "b.json", sochi(2, pulka_id=None)))
    grown = read_pulka_file(write(tmp_path / "c.json", sochi(8, pulka_id=None)))
    other = read_pulka_file(write(tmp_path / "d.json", sochi(
        8, pulka_id=None, created="2026-12-01T20:00:00")))
    assert short.id_source == "derived" and short.id.startswith("sha256:")
    assert len(short.id) == len("sha256:") + 40
    assert short.id == grown.id != other.id  # grown: the same pulka; another evening: not
    no_created = read_pulka_file(write(tmp_path / "e.json", sochi(2, pulka_id=None,
                                                                    created=None)))
    assert no_created.id != short.id


def test_players_get_stable_ids_and_aliases(club_url: str, tmp_path: Path, capsys) -> None:
    first = write(tmp_path / "a.json", sochi(2))
    second = write(tmp_path / "b.json", sochi(2, pulka_id="11111111-2222-4333-8444-555555555555"))
    run(capsys, "club", "import", str(first), str(second), "--club", club_url)
    with open_club(club_url) as club, club.reading() as conn:
        ids = dict(conn.execute(select(players.c.display_name, players.c.id)).all())
        assert sorted(ids) == ["Anna", "Boris", "Vera"]  # one player each, two pulkas
    code, _, err = run(capsys, "club", "alias", "no-such-id", "Аня", "--club", club_url)
    assert code == 1 and "no player of the club has the id 'no-such-id'" in err
    code, out, _ = run(capsys, "club", "alias", ids["Anna"], "Аня", "--club", club_url)
    assert code == 0 and "Аня is now another name of Anna" in out
    code, out, _ = run(capsys, "club", "players", "--club", club_url)
    assert f"{ids['Anna']}  Anna  (also: Аня)" in out
    with open_club(club_url) as club, club.reading() as conn:
        assert conn.execute(select(player_names.c.player_id)
                            .where(player_names.c.name == "Аня")).scalar() == ids["Anna"]


def test_folder_imported_and_damaged_file_named(club_url: str, tmp_path: Path,
                                                 capsys) -> None:
    folder = tmp_path / "stick"
    folder.mkdir()
    write(folder / "a.json", sochi(3))
    (folder / "bad.json").write_text("{", "utf-8")
    code, out, err = run(capsys, "club", "import", str(folder), "--club", club_url)
    assert code == 1 and "a.json" in out and "bad.json" in err and "not stored" in err
    assert counts(club_url)[:2] == (1, 3)


def test_a_pulka_begun_and_left_is_not_stored(club_url: str, tmp_path: Path, capsys) -> None:
    """A 0-hand file (started, no deal played) is skipped with a word, as the README
    says the club stores files with at least one hand: it said "0 hands; new to the
    club". Once the club holds the pulka, a file of it with no hands is still checked
    (it lost the club's hands: refused, naming the hand)."""
    empty = write(tmp_path / "empty.json", sochi(0))
    code, out, _ = run(capsys, "club", "import", str(empty), "--club", club_url)
    assert code == 0 and "no hand yet, nothing to store" in out
    assert counts(club_url)[:2] == (0, 0)
    grown = write(tmp_path / "grown.json", sochi(2))
    assert run(capsys, "club", "import", str(grown), "--club", club_url)[0] == 0
    code, out, err = run(capsys, "club", "import", str(empty), "--club", club_url)
    assert code == 1 and "nothing to store" not in out
    assert counts(club_url)[:2] == (1, 2)


def _ids(url: str) -> dict[str, str]:
    with open_club(url) as club, club.reading() as conn:
        return dict(conn.execute(select(players.c.display_name, players.c.id)).all())


def test_a_name_of_another_player_is_no_alias(club_url: str, tmp_path: Path, capsys) -> None:
    """A tester's finding: ``club alias ANNA Boris`` was taken, Boris became one player
    with Anna, and every evening of theirs left the club's ledger. Now refused, both
    players named, nothing changed."""
    run(capsys, "club", "import", str(write(tmp_path / "a.json", sochi(2))), "--club", club_url)
    ids = _ids(club_url)
    for spelt in ("Boris", "BORIS"):  # names equal ignoring case (rule 1.2)
        code, out, err = run(capsys, "club", "alias", ids["Anna"], spelt, "--club", club_url)
        assert code == 1 and out == ""
        assert f"{spelt} is already a name of the club's player Boris ({ids['Boris']})" in err
        assert f"not of Anna ({ids['Anna']})" in err and "nothing was changed" in err
    code, out, _ = run(capsys, "club", "players", "--club", club_url)
    assert f"{ids['Anna']}  Anna\n" in out and f"{ids['Boris']}  Boris\n" in out
    code, ledger, _ = run(capsys, "stats", "--json", "--club", club_url)
    assert json.loads(ledger)["skipped"] == []


def test_an_alias_is_undone_by_remove(club_url: str, tmp_path: Path, capsys) -> None:
    run(capsys, "club", "import", str(write(tmp_path / "a.json", sochi(2))), "--club", club_url)
    ids = _ids(club_url)
    assert run(capsys, "club", "alias", ids["Anna"], "Аня", "--club", club_url)[0] == 0
    code, out, _ = run(capsys, "club", "alias", "--remove", ids["Anna"], "аня",
                       "--club", club_url)
    assert code == 0 and "аня is no longer a name of Anna" in out
    code, out, _ = run(capsys, "club", "players", "--club", club_url)
    assert "Аня" not in out
    code, _, err = run(capsys, "club", "alias", "--remove", ids["Anna"], "Аня",
                       "--club", club_url)
    assert code == 1 and "Аня is no alias of Anna" in err
    code, _, err = run(capsys, "club", "alias", "--remove", ids["Anna"], "Boris",
                       "--club", club_url)  # another player's name: his stays his
    assert code == 1 and "Boris is no alias of Anna" in err
    code, _, err = run(capsys, "club", "alias", "--remove", ids["Anna"], "Anna",
                       "--club", club_url)
    assert code == 1 and "Anna is Anna's own name, not an alias" in err
    assert sorted(_ids(club_url)) == ["Anna", "Boris", "Vera"]


def test_the_club_ledger_names_the_clubs_alias_in_a_clash(club_url: str, tmp_path: Path,
                                                          capsys) -> None:
    """A club whose aliases already make Boris one player with Anna (as an older
    program let ``club alias`` do): the evening is left out naming the club's aliases,
    not an aliases file it never read, and ``club alias --remove`` counts it again."""
    run(capsys, "club", "import", str(write(tmp_path / "a.json", sochi(2))), "--club", club_url)
    ids = _ids(club_url)
    with open_club(club_url) as club, club.writing() as conn:
        conn.execute(player_names.update().where(player_names.c.name_key == "boris")
                     .values(player_id=ids["Anna"]))
    code, ledger, _ = run(capsys, "stats", "--json", "--club", club_url)
    (skipped,) = json.loads(ledger)["skipped"]
    assert skipped["code"] == "club_alias_clash"
    assert "one player by the club's aliases" in skipped["reason"]
    assert "aliases file" not in skipped["reason"] and "club alias --remove" in skipped["reason"]
    assert run(capsys, "club", "alias", "--remove", ids["Anna"], "Boris",
               "--club", club_url)[0] == 0
    code, ledger, _ = run(capsys, "stats", "--json", "--club", club_url)
    doc = json.loads(ledger)
    assert doc["skipped"] == [] and sorted(doc["players"]) == [
        "Anna", "Boris", "Vera"]
