"""Screens of the app: start, sheet, the hand forms (and settlement, replay: see their modules)."""
