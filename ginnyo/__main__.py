"""``python -m ginnyo``: the command line lives with the tooling (``ginnyo_dev``), not in the game."""

import sys

from ginnyo_dev.cli import main

sys.exit(main())
