"""Ginny-O: gin rummy melds laid crossword-fashion on a 15x15 board."""

__version__ = "0.1.0"
