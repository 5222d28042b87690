"""Hypothesis settings for the rules properties.

Every profile runs 500 examples per property (the issue's bar) unless said otherwise:

- ``ci`` (chosen when the ``CI`` variable is set): derandomized, no example database,
  so a CI run is repeatable;
- ``local`` (the default elsewhere): random, so each local run explores new pulkas;
- ``dev``: 100 examples, for a quick loop (``HYPOTHESIS_PROFILE=dev pytest``).

No deadline: the suite makes no timed assertions.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

_QUIET = [HealthCheck.too_slow, HealthCheck.data_too_large]
settings.register_profile("ci", max_examples=500, deadline=None, derandomize=True,
                          database=None, print_blob=True, suppress_health_check=_QUIET)
settings.register_profile("local", max_examples=500, deadline=None, print_blob=True,
                          suppress_health_check=_QUIET)
settings.register_profile("dev", max_examples=100, deadline=None, suppress_health_check=_QUIET)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI")
                                     else "local"))
