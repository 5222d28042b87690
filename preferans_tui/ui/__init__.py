"""The Textual app: screens, widgets and the thin App that holds the current pulka."""
