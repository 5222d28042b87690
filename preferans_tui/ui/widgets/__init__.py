"""Widgets of the app: the pulka grid (line API), the history list, the hand-form fields."""
