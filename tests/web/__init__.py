"""Tests of ``preferans-tui serve`` (preferans_tui.web)."""
