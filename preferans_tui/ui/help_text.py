"""The help screen's text, English and Russian (Markdown; shown by ``screens/help.py``).

Long prose does not fit the one-line ``i18n`` dictionaries, so the two help pages live
here, keyed by language. The rule numbers are the Kodex's (the numbering of D. Lesnoy's
«Русский преферанс»), as every line of the sheet cites them.
"""

from __future__ import annotations

import re

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from .classic_texts import CLASSIC_HELP_EN, CLASSIC_HELP_RU

HELP_EN = """\
# Help

## Keys on the sheet

| key | |
|---|---|
| `n` `m` `r` | a game, a misère, raspasy (all pass) |
| `1`–`4` | a game declared by that seat (on the first hand the form then asks who dealt) |
| `a` | an adjustment: lines written by hand (penalty, correction) |
| `u` | undo the last hand (asks: `y` confirms; Enter or any other key keeps it) |
| `e` | correct the last hand: its form opens filled in, on the first trick count |
| `s` | settlement (who pays whom) |
| `h` | history: every hand, what it wrote and the rule behind each figure |
| `l` | every figure in full (a long band on the sheet shows its tail, `…12.20`) |
| `F2` | English / Russian |
| `?` `F1` | this help (Esc closes it) |
| `Ctrl+O` | back to the start screen: the next pulka (same players and rules) or another one |
| `Ctrl+Q` | quit (every hand is already saved) |

## Keys in a hand form

| key | |
|---|---|
| `1`–`4` | a player, by seat number |
| `6`–`0` | the contract level (`0` = ten) |
| `s` `c` `d` `h` | suit: ♠ ♣ ♦ ♥ |
| `n` | no trump |
| `w` `p` `h` | whist, pass, half-whist |
| `0`–`9`, `t` | a trick count, `t` = ten; a digit is final at once |
| `Tab` `↓` `→` | the next field |
| `Shift+Tab` `↑` `←` | the previous field; in a choice `←` `→` step through its values instead |
| `Backspace` | clear a count; to change another, `↑` / `Shift+Tab` to it and type it again |
| `Enter` / `Esc` | record the hand / cancel |
| Russian layout | the same keys: `т` = `n`, `ы` = `s`, `ц` = `w`, `е` = `t` |

The last count is filled in (10 minus the others), and so is any field with one possible
value; each count shows the range still possible, and a key a field cannot take makes it
say what it expects. A 4-player raspasy asks the three players from the dealer's left,
then his talon's tricks, which follow (`2 4 3`: the talon took 1). Once every count is
given, a digit more changes nothing: the count that follows, typed as well, is taken as
agreeing; any other is refused with a notice.
"Will write" previews what the hand writes; Enter records only a hand the rules accept,
otherwise the reason and its rule appear beside the field. Where the table's rules ask
for them: the paid talon's tricks (`0`–`3`), "declarer conceded" (`↑` from his count
after a whist, then `y`), a checked ten (the declarer's count only).

## Keys in the adjustment form

| key | |
|---|---|
| `p` `g` `w` | the column: pulya, gora, whists |
| `1`–`4` | the player; for whists, then the one they are written on |
| `0`–`9` `-` | the amount; `-` makes it negative |
| `Tab` / `Shift+Tab` | the next / previous field; after the lines, the rule (e.g. 4.2.7)
  and a note, typed as text |
| `Ctrl+N` | another line |
| `Ctrl+D` | remove the current line |
| `Enter` / `Esc` | record the adjustment / cancel |

## The settlement

| key | |
|---|---|
| `c` | copy it as text (to the clipboard) |
| `e` | save it as a text file in the data folder (a notice says where) |
| `Esc` `q` | back |

Everyone's result in whists (and in money with a stake), who owes whom pair by pair,
the fewest payments that settle it all, and the chart of the results after each hand.
An unfinished pulka is settled as if it stopped now.

## The start screen

| key | |
|---|---|
| `Tab` / `Shift+Tab` | the next / previous field: four players, the names, the variant,
  the pulya target, the stake, the title, the rules, Start, the lists |
| `Space` `Enter` | on a switch (four players, a yes/no rule): flip it; on a list (the
  variant, a rule): open it, `↑` `↓` and `Enter` choose, `Esc` closes it |
| `↓` in a name | the players of earlier pulkas (offered as you type, too); `Tab` or
  `Enter` takes one |
| `Ctrl+S` | start the new pulka (a new file in the data folder) |
| `Ctrl+O` | the recent pulkas, again: the examples; `↑` `↓` choose, `Enter` opens |
| `Ctrl+L` | the ledger of every pulka in the data folder |
| `F1` | this help (`?` too, but not in a text box) |

The rules of the preset (`Enter` on that line) show every option of the variant, each
with a line on what it does; another variant fills in its own preset. A value the
rules refuse keeps the form: the reason appears under it and the field is marked. An
empty stake settles in whists only. An example opens as a copy in the data folder (its
`examples` folder), so the example itself never changes; a recent pulka opens as it is
and goes on saving to its own file.

## The ledger (`Ctrl+L` on the start screen)

| key | |
|---|---|
| `Tab` / `Shift+Tab` | the filters (from, to, variant, player), the tab row (`←` `→`), the table |
| `[` `]` | the previous / next tab: players, head to head, chart, evenings, skipped files |
| `↑` `↓` `←` `→` | in a table: rows; columns past the player's name |
| `Enter` | on an evening: open that pulka on its sheet |
| `F5` | read the data folder again |
| `F6` | only finished pulkas, or again those in progress too |
| `Esc` | back to the start screen |

Every pulka of the data folder with a hand in it counts, one still in progress as it
stands (marked `*`; `F6` leaves those out); copies of the examples (kept in
its `examples` folder) do not. Names join across evenings only by an alias:
`preferans-tui stats --alias "Аня=Anna"`. Money counts only the evenings with a stake.

## The replay (`preferans-tui replay FILE`)

| key | |
|---|---|
| `←` `→` | the previous / next hand: the sheet after it, what it wrote and the rules |
| `Home` `End` | before the first hand / after the last |
| `↑` `↓` | scroll the hand's lines |
| `PgUp` `PgDn` | scroll the sheet |
| `s` | the settlement as if the pulka stopped at this hand |
| `Esc` `q` | close the replay (the file is only read, never written) |

## The live view (`preferans-tui watch FILE`)

| key | |
|---|---|
| `F2` | English / Russian (for this run; no settings are written) |
| `?` `F1` | this help (Esc closes it) |
| `Ctrl+Q` | quit |

A read-only view of a pulka another app is keeping: the sheet, the line with the next
deal and its dealer, everyone's result in whists if the pulka stopped now, and the last
hand. It redraws each time the scorekeeper's app saves the file. No key changes the
file, and it is never locked or written. While the file is absent, half-written or not a
valid pulka, the last good state stays on screen and the line under it says why it is
waiting. Below 60 columns (a phone) a list per player replaces the sheet.

## What the sheet shows

Each player has a sector, his name at its edge. From the centre out:

* **gora** (the mountain): points to pay off, the fewer the better;
* **pulya**: points towards the target written in the circle in the middle;
* **whists**: one cell per opponent; "on Boris 12" in Anna's sector means Anna has
  written 12 whists on Boris (he owes them to her).

Every band is a running total, as on paper: `2.4.10` is the value after each hand that
changed it (a long one shows its tail, `…12.20`; `l` shows all of it). The last hand's
figures are highlighted. As on paper:

* `4(A)` in a pulya: points another player helped in (rule 4.2.3), written by A;
* a crossed-out figure followed by another: a correction (rule 4.2.7) lowered it;
* `✓ closed` after a pulya: it has reached the target; `6 to go` what it still lacks
  (in Leningrad the pulka ends on the sum of the pulyas: the line above says how much
  is still lacking).

"deals" marks who deals the next hand, "dealt" who dealt the last one.
The line above the sheet names the rules (the preset, and how many options differ from
it), then the next deal (adjustments are not deals), its dealer and the raspasy series
(how many in a row, the trick price, the level to leave them); a banner says when the
pulka is finished.

## Rule numbers

"rule 3.8.1.2" is the number of a rule in the Preferans Code (Кодекс преферанса,
1996), the numbering of D. Lesnoy's rulebook «Русский преферанс». Every figure the app
writes names the rule that wrote it. The ones you will meet:

| rule | what it writes |
|---|---|
| 4.2.1 | the contract into the declarer's pulya; his remiz (undertricks) into his gora |
| 3.8.1.1 | whists for the whister's tricks |
| 3.8.1.2 | consolation: whists on a set declarer for his undertricks |
| 3.8.1.3, 3.8.6 | a whister's remiz: whisters who took too few write into gora |
| 3.8.7 | half-whist: half the whists of the contract, no play |
| 3.8.13, 3.8.14 | greedy / gentleman whist: how one whister and the passer share |
| 3.7.2.1, 3.7.2.2 | raspasy: tricks into gora; no trick, the price into pulya |
| 4.2.3 | help: points past the target go to another's pulya, 10 whists a point (Leningrad: 20) |
| 4.1.1 | write-off: gora points paid off |
| 3.4.11 | the paid talon: whists on the declarer for the talon's aces and marriage |
| fn 39, fn 40 | a ten only checked; conceding down three without play |
| fn 76 | a made game paying off the declarer's gora first (a house rule) |
| 4.2.7 | corrections written by hand |
| 3.5.3 | a game nobody whists counts as made |
| 2.2.2 | the price of a contract, misère included |
"""

HELP_RU = """\
# Помощь

Клавиши — по русской раскладке, в скобках — та же клавиша в латинской: работают обе.

## Клавиши на листе

| клавиша | |
|---|---|
| `т` `ь` `к` (`n` `m` `r`) | игра, мизер, распасы |
| `1`–`4` | игра игрока с этим номером места (в первой сдаче форма затем спросит, кто сдавал) |
| `ф` (`a`) | поправка: записи вручную (штраф, исправление) |
| `г` (`u`) | отменить последнюю сдачу (спросит: `д` или `y` — да; Enter и любая другая — нет) |
| `у` (`e`) | исправить последнюю сдачу: её форма откроется заполненной, на первом числе взяток |
| `ы` (`s`) | расчёт (кто кому платит) |
| `р` (`h`) | история: каждая сдача, что она записала и по какому правилу |
| `д` (`l`) | все записи целиком (длинная графа на листе показывает хвост, `…12.20`) |
| `F2` | English / Русский |
| `?` `F1` | эта помощь (Esc закрывает) |
| `Ctrl+O` | на начальный экран: следующая пулька (те же игроки и правила) или другая |
| `Ctrl+Q` | выход (каждая сдача уже сохранена) |

## Клавиши в форме сдачи

| клавиша | |
|---|---|
| `1`–`4` | игрок, по номеру места |
| `6`–`0` | уровень заказа (`0` = десять) |
| `ы` `с` `в` `р` (`s` `c` `d` `h`) | масть: ♠ ♣ ♦ ♥ |
| `т` (`n`) | без козыря |
| `ц` `з` `р` (`w` `p` `h`) | вист, пас, полвиста |
| `0`–`9`, `е` (`t`) | число взяток, `е` = десять; цифра вводится сразу |
| `Tab` `↓` `→` | следующее поле |
| `Shift+Tab` `↑` `←` | предыдущее поле; в поле с выбором `←` `→` листают его значения |
| `Backspace` | стереть число; чтобы изменить другое — `↑` / `Shift+Tab` к нему и ввести заново |
| `Enter` / `Esc` | записать сдачу / отмена |

Последнее число заполняется само (10 минус остальные), как и любое поле, где возможно
одно значение; у каждого числа показано, что ещё возможно, а на клавишу не к месту поле
подсказывает, чего ждёт. Распасы вчетвером: взятки трёх игроков, начиная слева от
сдающего, затем взятки его прикупа — они следуют из остальных (`2 4 3`: прикуп взял 1).
Когда все взятки введены, лишняя цифра ничего не меняет: число, которое следует из
остальных, принимается как подтверждение, другое — отклоняется.
«Будет записано» показывает запись заранее; Enter записывает только сдачу, которую
допускают правила, иначе рядом с полем — причина и номер правила.
Если так играют за столом: взятки платного прикупа (`0`–`3`), «играющий сдался» (`↑` с
его взяток после виста, затем `д` (`y`)), десятерная на проверку (только взятки
играющего).

## Клавиши в форме поправки

| клавиша | |
|---|---|
| `п` `г` `в` (`p` `g` `w`) | графа: пуля, гора, висты |
| `1`–`4` | игрок; для вистов — затем тот, на кого они пишутся |
| `0`–`9` `-` | сумма; `-` делает её отрицательной |
| `Tab` / `Shift+Tab` | следующее / предыдущее поле; после строк — правило (например,
  4.2.7) и примечание, текстом |
| `Ctrl+N` | ещё строка |
| `Ctrl+D` | убрать текущую строку |
| `Enter` / `Esc` | записать поправку / отмена |

## Расчёт

| клавиша | |
|---|---|
| `с` (`c`) | скопировать текстом (в буфер обмена) |
| `у` (`e`) | сохранить текстовым файлом в папку данных (куда — скажет уведомление) |
| `Esc` `й` (`q`) | назад |

Итог каждого в вистах (и в деньгах, если есть цена виста), кто кому должен попарно,
самые короткие расчёты и график итогов после каждой сдачи. Неоконченная пулька
считается так, будто её остановили сейчас.

## Начальный экран

| клавиша | |
|---|---|
| `Tab` / `Shift+Tab` | следующее / предыдущее поле: четыре игрока, имена, вариант, пуля,
  цена виста, название, правила, «Начать», списки |
| `Пробел` `Enter` | на переключателе (четыре игрока, правило «да/нет») — переключить; на
  списке (вариант, правило) — открыть его: `↑` `↓` и `Enter` выбирают, `Esc` закрывает |
| `↓` в имени | игроки прошлых пулек (их предлагает и ввод имени); `Tab` или `Enter` берёт имя |
| `Ctrl+S` | начать новую пульку (новый файл в папке данных) |
| `Ctrl+O` | недавние пульки, ещё раз — примеры; `↑` `↓` выбирают, `Enter` открывает |
| `Ctrl+L` | итоги по всем пулькам папки данных |
| `F1` | эта помощь (`?` тоже, но не в поле ввода) |

«Правила варианта» (`Enter` на этой строке) — все правила выбранного варианта, у
каждого строка о том, что оно значит; другой вариант заполняет их своими значениями.
Значение, которое правила не допускают, оставляет форму: причина — под ней, поле
отмечено. Без цены виста расчёт только в вистах. Пример открывается копией в папке
данных (в её папке `examples`), сам пример не меняется; недавняя пулька открывается
как есть и дальше сохраняется в свой файл.

## Итоги (`Ctrl+L` на начальном экране)

| клавиша | |
|---|---|
| `Tab` / `Shift+Tab` | фильтры (с, по, вариант, игрок), вкладки (`←` `→`), таблица |
| `х` `ъ` (`[` `]`) | вкладка левее / правее: игроки, личные встречи, график, вечера, пропущенное |
| `↑` `↓` `←` `→` | в таблице: строки; столбцы правее имени |
| `Enter` | на вечере: открыть эту пульку на листе |
| `F5` | перечитать папку данных |
| `F6` | только доигранные пульки или снова и недоигранные |
| `Esc` | назад на начальный экран |

Считается каждая пулька папки данных, где есть хоть одна сдача, а недоигранная — как
есть (помечена `*`; `F6` убирает такие); копии примеров (они
лежат в её папке `examples`) — нет. Имена из разных вечеров объединяются только
псевдонимом: `preferans-tui stats --alias "Аня=Anna"`. Деньги — только за вечера со
ставкой.

## Просмотр (`preferans-tui replay ФАЙЛ`)

| клавиша | |
|---|---|
| `←` `→` | предыдущая / следующая сдача: лист после неё, что она записала и по каким правилам |
| `Home` `End` | до первой сдачи / после последней |
| `↑` `↓` | прокрутить записи сдачи |
| `PgUp` `PgDn` | прокрутить лист |
| `ы` (`s`) | расчёт, как если бы пулька остановилась на этой сдаче |
| `Esc` `й` (`q`) | закрыть просмотр (файл только читается, не меняется) |

## Наблюдение (`preferans-tui watch ФАЙЛ`)

| клавиша | |
|---|---|
| `F2` | English / Русский (до выхода; настройки не записываются) |
| `?` `F1` | эта помощь (Esc закрывает) |
| `Ctrl+Q` | выход |

Пулька, которую ведут в другом приложении, только для просмотра: лист, строка со
следующей сдачей и сдающим, итог каждого в вистах, если закончить сейчас, и последняя
сдача. Лист обновляется при каждом сохранении файла. Клавиши файл не меняют: он не
блокируется и не записывается. Пока файла нет, он записан не до конца или это не
пулька, на экране остаётся последнее целое состояние, а строка под листом говорит,
чего ждём. На узком экране (меньше 60 столбцов, телефон) вместо листа — список
по игрокам.

## Что на листе

У каждого игрока свой сектор, имя — на краю. От центра наружу:

* **гора**: очки, которые придётся оплатить, чем меньше, тем лучше;
* **пуля**: очки до цели, она записана в кружке посередине;
* **висты**: по клетке на каждого соперника, под заголовком «висты на:»; «Борис 12» в
  секторе Анны — Анна записала на Бориса 12 вистов (он ей должен).

Каждая графа пишется нарастающим итогом, как на бумаге: `2.4.10` — значение после
каждой сдачи, которая её меняла (длинная запись показывает хвост, `…12.20`; `д` — всю
целиком). Записи последней сдачи подсвечены. Как на бумаге:

* `4(А)` в пуле: очки, которые пришли помощью (правило 4.2.3), пишет А;
* зачёркнутое число и следом другое: поправка (правило 4.2.7) его уменьшила;
* `✓ закрыта` после пули: пуля дошла до цели; `ещё 6`: столько ей не хватает (в
  ленинградке пулька кончается по сумме пуль: сколько осталось, сказано над листом).

«сдаёт» — кто сдаёт следующую сдачу, «сдавал» — кто сдавал последнюю. Строка
над листом: правила (вариант и сколько правил изменено), номер следующей сдачи
(поправки — не сдачи), сдающий и серия распасов (сколько подряд, цена взятки, выход);
когда пулька окончена — об этом сказано там же.

## Номера правил

«правило 3.8.1.2» — номер правила в Кодексе преферанса (1996), по нумерации книги
Д. Лесного «Русский преферанс». Каждая запись приложения называет правило, по которому
она сделана. Чаще всего встретятся:

| правило | что пишется |
|---|---|
| 4.2.1 | заказ в пулю разыгрывающему; его ремиз (недобор) — в гору |
| 3.8.1.1 | висты за взятки вистующего |
| 3.8.1.2 | консоляция: висты на севшего за его недобор |
| 3.8.1.3, 3.8.6 | ремиз на висте: недобравшие вистующие пишут себе в гору |
| 3.8.7 | полвиста: половина вистов заказа, без розыгрыша |
| 3.8.13, 3.8.14 | жлобский / джентльменский вист: как делят вистующий и пасующий |
| 3.7.2.1, 3.7.2.2 | распасы: взятки в гору; без взяток — цена взятки в пулю |
| 4.2.3 | помощь: очки сверх цели — в чужую пулю, по 10 вистов за очко (в ленинградке 20) |
| 4.1.1 | списание: оплаченные очки горы |
| 3.4.11 | платный прикуп: висты на игрока за тузов и марьяж в прикупе |
| сноска 39, 40 | десятерная на проверку; «без трёх» без розыгрыша |
| сноска 76 | сыгранная игра сначала гасит гору игрока (домашнее правило) |
| 4.2.7 | исправления, записанные вручную |
| 3.5.3 | игра, которую никто не вистует, считается сыгранной |
| 2.2.2 | цена заказа, мизера тоже |
"""


def compact(page: str) -> str:
    """``page`` with its tables as bullet lines (``* a — b``): tables take three lines a
    row in a terminal; the first heading and each table's head row are dropped. A row
    too long for a line of the source goes on in the next lines, indented, up to its
    closing ``|`` (:func:`page_renderable` joins them)."""
    lines = []
    for line in page.splitlines():
        if line.startswith("# "):
            continue
        if line.startswith("  ") and line.endswith(" |"):  # a long row goes on
            line = line.removesuffix(" |")
        if line.startswith("|"):
            cells = [c.strip() for c in line.strip("|").split("|")]
            if set("".join(cells)) <= set("-") or not cells[-1] or cells[-1].startswith(
                    ("what", "что")):
                continue  # the separator or the head row
            line = f"* {cells[0]} — {cells[1]}"
        lines.append(line)
    text = "\n".join(lines).strip() + "\n"
    return re.sub(r"`([^`]+)`", r"\1", text)  # a styled span shifts the space after it


def _inline(text: str) -> Text:
    """``**word**`` in bold, the rest as written."""
    out = Text()
    for i, part in enumerate(text.split("**")):
        out.append(part, style="bold" if i % 2 else "")
    return out


KEY_WIDTH = 18
"""The widest a key cell of the help may be: the key column is never wider, so the
text keeps its room at 80 columns; every key cell of both pages fits in it (one row
per direction, ``Tab ↓ →`` and ``Shift+Tab ↑ ←``), so none breaks over two lines."""


def _items(rows: list[tuple[Text, Text]]) -> Table:
    table = Table.grid(padding=(0, 1))
    table.add_column(max_width=KEY_WIDTH)  # a longer key list would wrap, not push the text
    table.add_column()
    for row in rows:
        table.add_row(*row)
    return table


def page_renderable(page: str) -> RenderableType:
    """A page of :data:`HELP` as rich renderables: ``## `` headings, paragraphs, and
    ``* key — what it does`` items as a two-column list (a wrapped line stays under its
    text). One renderable for one widget, so the page opens at once."""
    parts: list[RenderableType] = []
    rows: list[tuple[Text, Text]] = []
    lines: list[str] = []

    def flush() -> None:
        if lines:
            parts.append(_inline(" ".join(lines)))
            lines.clear()
        if rows:
            parts.append(_items(rows))
            rows.clear()

    for line in page.splitlines():
        if line.startswith("## "):
            flush()
            parts += [Text(""), Text(line[3:], style="bold underline")]
        elif line.startswith("* "):
            if lines:
                flush()
            key, dash, what = line[2:].partition(" — ")
            rows.append((Text(key, style="bold"), _inline(what)) if dash
                        else (Text("•"), _inline(key)))
        elif line.startswith("  ") and rows:  # a wrapped item goes on
            rows[-1][1].append_text(_inline(" " + line.strip()))
        elif not line.strip():
            flush()
        else:
            if rows:
                flush()
            lines.append(line.strip())
    flush()
    return Group(*parts)


HELP = {"en": compact(HELP_EN + CLASSIC_HELP_EN), "ru": compact(HELP_RU + CLASSIC_HELP_RU)}
"""The pages as shown; the titles are ``TITLE``'s."""

def topic_first(page: str, topic: tuple[str, ...]) -> str:
    """``page`` with the section whose heading starts with one of ``topic`` moved to the
    top: help asked for on a screen opens at that screen's keys (the rest follows).
    What comes before the first heading (the Russian page's word on the layout) stays
    first: it is about every section."""
    lead, *sections = re.split(r"(?m)^(?=## )", page)
    head = [s for s in sections if s[3:].startswith(topic)]
    return lead + "".join(head + [s for s in sections if s not in head]) if head else page
TITLE = {"en": "Help · Esc closes", "ru": "Помощь · Esc — закрыть"}
