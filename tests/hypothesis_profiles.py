"""Hypothesis' `fast` profile: the everyday loop (`scripts/test.sh --fast`, which passes
`--hypothesis-profile=fast`) draws a fifth of each property's examples; the whole suite draws them all.

A property that names its own count writes it as `examples(N)`: N under Hypothesis' default profile (100
examples), a fifth of N under `fast` (20). One that names none gets the profile's count. tests/conftest.py
imports this module, so the profile is registered before Hypothesis' pytest plugin loads it."""
from hypothesis import settings

DEFAULT_EXAMPLES = 100  # Hypothesis' own default, which the whole suite keeps
settings.register_profile("fast", max_examples=DEFAULT_EXAMPLES // 5)


def examples(whole: int) -> int:
    """`whole` under the default profile, scaled as the loaded profile scales Hypothesis' default (a fifth
    under `fast`). Read when the test module is imported, after the plugin has loaded the profile."""
    return max(1, whole * settings.default.max_examples // DEFAULT_EXAMPLES)
