"""preferans-tui: a terminal scoresheet keeper for Russian preferans."""

__version__ = "0.1.0"
