"""Shared pytest set-up: the Hypothesis profile every property test runs under.

At the root, not in tests/: the doctests collect every module of tests/ and e2e/ by its base name, and two
`conftest` modules there would clash."""

import os

from hypothesis import HealthCheck, settings

# 100 examples each so a property is really exercised; no deadline because a whole random game
# takes a varying, machine-dependent time per example. HYPOTHESIS_PROFILE=dev runs 10 for quick edits.
settings.register_profile("ci", max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", parent=settings.get_profile("ci"), max_examples=10)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
