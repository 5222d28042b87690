"""The words the director's screen and the protocol's page show, English and Russian,
in one place (the merger moves them to the gettext catalogues)."""

from __future__ import annotations

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "standings": "Standings", "tables": "Round {round}: tables", "place": "place",
        "player": "player", "points": "points", "whists": "whists", "wins": "wins",
        "byes": "byes", "table": "table", "players": "players", "deals": "deals",
        "state": "state", "finished": "finished", "playing": "playing",
        "stale": "no save for {minutes} min", "changed": "{count} hands corrected/undone",
        "no_round": "no round seated yet", "formula": "formula", "round": "round",
        "bye": "bye: {players}", "refreshed": "read from the club at {time}",
        "quit": "quit",
    },
    "ru": {
        "standings": "Турнирная таблица", "tables": "Тур {round}: столы", "place": "место",
        "player": "игрок", "points": "очки", "whists": "висты", "wins": "победы",
        "byes": "пропуски", "table": "стол", "players": "игроки", "deals": "раздачи",
        "state": "состояние", "finished": "закончен", "playing": "играет",
        "stale": "не сохранялся {minutes} мин", "changed": "исправлено/отменено: {count}",
        "no_round": "ни один тур ещё не рассажен", "formula": "формула", "round": "тур",
        "bye": "пропускают тур: {players}", "refreshed": "прочитано из клуба в {time}",
        "quit": "выход",
    },
}


def word(lang: str, key: str, **values: object) -> str:
    """The word ``key`` in ``lang`` (English when the language has none)."""
    text = WORDS.get(lang, WORDS["en"]).get(key) or WORDS["en"][key]
    return text.format(**values) if values else text
