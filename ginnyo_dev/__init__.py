"""Ginny-O's tooling, beside the game: command line, site builds, benchmarks, tournaments.

Nothing here ships to the browser; the game (``ginnyo``) never imports it.
"""
