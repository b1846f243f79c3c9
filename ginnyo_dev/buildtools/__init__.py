"""Helpers of ``python -m ginnyo build`` (``ginnyo_dev.build``): HTML scanning, icons, stdlib trimming."""
