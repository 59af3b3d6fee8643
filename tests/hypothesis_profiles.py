"""Hypothesis' `fast` profile: the everyday loop (`scripts/test.sh --fast`, which passes
`--hypothesis-profile=fast`) draws a fifth of each property's examples; the whole suite draws them all.

A property that names its own count writes it as `examples(N)`: N under Hypothesis' default profile (100
examples), a fifth of N under `fast` (20). One that names none gets the profile's count. tests/conftest.py
imports this module, so the profile is registered before Hypothesis' pytest plugin loads it.

An exhaustive sweep that is no Hypothesis property may scale the same way with `one_in_fast(choices, i)`: under
`fast` it tries one of each site's choices (rotating with `i`, so every kind is still tried across the sites),
under the default profile all of them. Every site is still visited in both."""
from hypothesis import settings

DEFAULT_EXAMPLES = 100  # Hypothesis' own default, which the whole suite keeps
settings.register_profile("fast", max_examples=DEFAULT_EXAMPLES // 5)


def examples(whole: int) -> int:
    """`whole` under the default profile, scaled as the loaded profile scales Hypothesis' default (a fifth
    under `fast`). Read when the test module is imported, after the plugin has loaded the profile."""
    return max(1, whole * settings.default.max_examples // DEFAULT_EXAMPLES)


def one_in_fast(choices: list, index: int) -> list:
    """All of `choices` under the default profile; under `fast` (a fifth of the examples) the one at `index`,
    rotating, so a sweep still visits every site and, across sites, tries every kind of choice."""
    if not choices or settings.default.max_examples >= DEFAULT_EXAMPLES:
        return choices
    return [choices[index % len(choices)]]
