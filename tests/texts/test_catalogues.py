"""The catalogues (``preferans_tui/texts/locale``): both languages hold the same messages
with the same fields, each plural with the forms its language needs (Russian three:
1 вист, 2 виста, 5 вистов), and the app reads them through gettext (issue 29)."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from preferans_tui import texts
from preferans_tui.texts import BLANK_IN_SOME, tr, tr_count, tr_or_blank
from preferans_tui.texts.catalogues import LOCALE_DIR
from preferans_tui.untrusted import visible
from tests.texts.catalogues import EN, RU, catalogue

PACKAGE = Path(texts.__file__).parents[1]


def fields(text: str | tuple[str, ...]) -> set[str]:
    forms = text if isinstance(text, tuple) else (text,)
    return {name for form in forms for _, name, _, _ in string.Formatter().parse(form) if name}


def test_no_message_is_missing_in_either_language():
    assert set(EN) == set(RU)


def test_no_message_is_left_empty():
    for language, messages in (("en", EN), ("ru", RU)):
        for key, text in messages.items():
            forms = text if isinstance(text, tuple) else (text,)
            blank = language == "en" and key in BLANK_IN_SOME
            assert all(bool(form.strip()) != blank for form in forms), (language, key)
        assert not [m.id for m in catalogue(language) if m.fuzzy and m.id], language


def test_both_languages_fill_in_the_same_fields():
    for key in EN.keys() & RU.keys():
        assert fields(EN[key]) == fields(RU[key]), key


def test_the_plural_forms_are_the_languages():
    """English: one / other; Russian: one / few / many (gettext's ``Plural-Forms``)."""
    assert catalogue("en").num_plurals == 2 and catalogue("ru").num_plurals == 3
    for key, text in EN.items():
        assert isinstance(text, tuple) == isinstance(RU[key], tuple), key
        if isinstance(text, tuple):
            assert len(text) == 2 and len(RU[key]) == 3, key
            assert all(r.strip() for r in RU[key]), key
            assert all("{n}" in form for form in text + RU[key]), key


@pytest.mark.parametrize(("n", "en", "ru"), [
    (1, "1 deal", "1 сдача"), (2, "2 deals", "2 сдачи"), (4, "4 deals", "4 сдачи"),
    (5, "5 deals", "5 сдач"), (11, "11 deals", "11 сдач"), (12, "12 deals", "12 сдач"),
    (14, "14 deals", "14 сдач"), (21, "21 deals", "21 сдача"), (22, "22 deals", "22 сдачи"),
    (0, "0 deals", "0 сдач"), (111, "111 deals", "111 сдач"), (112, "112 deals", "112 сдач"),
])
def test_plural_forms(n, en, ru):
    assert tr_count("n_deals", n) == en
    texts.set_language("ru")
    assert tr_count("n_deals", n) == ru


def test_a_whist_count_takes_russians_three_forms():
    texts.set_language("ru")
    got = [tr_count("val_consolation_fixed", n) for n in (1, 2, 5)]
    assert got == ["твёрдая: 1 вист", "твёрдая: 2 виста", "твёрдая: 5 вистов"]


def test_a_blank_text_is_shown_as_nothing():
    assert tr_or_blank("whists_head") == ""
    texts.set_language("ru")
    assert tr_or_blank("whists_head") == "висты на:"


def test_a_message_the_catalogue_lacks_is_an_error_not_its_id():
    with pytest.raises(KeyError):
        tr("no_such_message")
    with pytest.raises(KeyError):
        tr_count("gora", 2)  # not a plural message


def test_a_name_filled_in_is_shown_safely():
    assert tr("dealer_is", name="A\x1b[2Jnna") == f"{visible('A' + chr(27) + '[2Jnna')} deals"


def test_every_literal_message_id_in_the_code_is_in_the_catalogues():
    """What ``pybabel extract`` would find (``tr("…")``, ``tr_count("…", n)``), found
    here by its pattern: a call naming an id the catalogues lack fails here, not on a
    screen."""
    pattern = re.compile(r"""\btr(?:_count|_or_blank)?\(\s*["']([a-z][a-z0-9_]*)["']""")
    missing = set()
    for path in PACKAGE.rglob("*.py"):
        for key in pattern.findall(path.read_text(encoding="utf-8")):
            if key not in EN and key not in RU:
                missing.add((path.name, key))
    assert not missing


def test_the_compiled_catalogues_are_the_po():
    """The ``.mo`` gettext reads holds what the ``.po`` says (compiled again when a
    ``.po`` is newer: :mod:`preferans_tui.texts.catalogues`)."""
    for language, messages in (("en", EN), ("ru", RU)):
        texts.set_language(language)
        for key, text in messages.items():
            if isinstance(text, tuple):
                values = {name: f"<{name}>" for name in fields(text) - {"n"}}
                assert tr_count(key, 1, **values) == text[0].format(n=1, **values), key
            elif not fields(text):
                assert tr(key) == text, key
    assert sorted(p.name for p in Path(LOCALE_DIR).iterdir()) == ["en", "ru"]


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_lazy_reader_reads_what_gettexts_own_reads(language):
    """:class:`~preferans_tui.texts.catalogues.Catalogue` (each message looked up in the
    ``.mo`` when first asked for) gives the same messages, header and plural choice as
    the standard reader; an id it lacks is looked for in its fallback."""
    import gettext

    from preferans_tui.texts.catalogues import Catalogue, paths

    mo = paths(language)[1]
    texts.tr_in(language, "gora")  # compiled if the .po is newer
    with open(mo, "rb") as file:
        standard = gettext.GNUTranslations(file)
    with open(mo, "rb") as file:
        lazy = Catalogue(file)
    assert lazy.info() == standard.info() and lazy.charset() == standard.charset()
    assert [lazy.plural(n) for n in range(300)] == [standard.plural(n) for n in range(300)]
    for key in standard._catalog:
        if isinstance(key, tuple):
            assert lazy.ngettext(key[0], key[0], 1) == standard.ngettext(key[0], key[0], 1)
        else:
            assert lazy.gettext(key) == standard.gettext(key)
    assert lazy._catalog == standard._catalog
    for absent in ("", "a", "n_deals_", "zzz", "n_deal"):
        assert lazy.gettext(absent or "\x7f") == standard.gettext(absent or "\x7f")


def test_a_po_newer_than_its_mo_is_compiled_on_first_use(tmp_path, monkeypatch):
    """In a source tree: a word just edited reads at once (Babel compiles it)."""
    import os
    import shutil

    from preferans_tui.texts import catalogues

    folder = tmp_path / "ru" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    po = folder / "preferans_tui.po"
    shutil.copy(catalogues.paths("ru")[0], po)
    monkeypatch.setattr(catalogues, "LOCALE_DIR", str(tmp_path))
    assert catalogues.load("ru").gettext("gora") == "гора"
    po.write_text(po.read_text(encoding="utf-8").replace('msgstr "гора"', 'msgstr "горка"'),
                  encoding="utf-8")
    later = os.stat(po.with_suffix(".mo")).st_mtime_ns + 10**9
    os.utime(po, ns=(later, later))
    assert catalogues.load("ru").gettext("gora") == "горка"


def test_without_babel_a_missing_mo_says_what_to_run(tmp_path, monkeypatch):
    import shutil
    import sys

    from preferans_tui.texts import catalogues

    folder = tmp_path / "en" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    shutil.copy(catalogues.paths("en")[0], folder)
    monkeypatch.setattr(catalogues, "LOCALE_DIR", str(tmp_path))
    monkeypatch.delitem(sys.modules, "preferans_tui.texts.compiling", raising=False)
    monkeypatch.setitem(sys.modules, "babel.messages.mofile", None)
    with pytest.raises(catalogues.CataloguesMissing, match="pip install -e"):
        catalogues.load("en")
    (folder / "preferans_tui.po").unlink()
    with pytest.raises(catalogues.CataloguesMissing, match="reinstall preferans-tui"):
        catalogues.load("en")
