"""The command line: every command of ``preferans-tui`` (:data:`.commands.COMMANDS`).

Each command is one module here — its arguments and its run — and one row of the table
:mod:`preferans_tui.__main__` builds the parser from and dispatches on. The modules
import only the standard library and the words (:mod:`preferans_tui.texts`: their help
is in the command language) at their top, so that ``settle``, ``check``, ``stats`` and
``--help`` start without Textual (the app and the viewers load it when they run).
"""
