"""Helpers of ``python -m ginnyo build`` (``ginnyo.build``): HTML scanning, icons, stdlib trimming."""
