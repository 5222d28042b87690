"""Hypothesis settings for the rules properties.

Profile ``ci`` (500 examples per property, the issue's bar) is loaded by default and
in CI; ``dev`` (100) is for a quick local loop: ``HYPOTHESIS_PROFILE=dev pytest``.
No deadline: the suite makes no timed assertions.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci", max_examples=500, deadline=None, print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.register_profile(
    "dev", max_examples=100, deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
