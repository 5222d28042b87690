"""``preferans-tui serve``: the read-only watch view in a web browser (issue 14).

:mod:`.server` runs Textual's web server (``textual-serve``) with one fixed command, the
``watch`` of the file named on the server's command line; :mod:`.access` lets through
only requests that carry the random access token; :mod:`.addresses` says where to open
it. Nothing here imports the app: every visitor gets a ``watch`` process of their own.
"""
