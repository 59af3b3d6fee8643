#!/usr/bin/env bash
# Set up as scripts/run.sh does, lint (scripts/lint.sh), then run the whole test suite (browser tests
# included, against Debian's chromium). Extra arguments go to pytest.
#   scripts/test.sh --fast   the everyday loop: every test that needs neither the built site (the four
#                            rulebooks imported and indexed), a live server, a browser nor processes of its
#                            own (the `slow` marker, set from each test's fixtures in tests/conftest.py),
#                            each Hypothesis property drawing a fifth of its examples (the `fast` profile),
#                            the typo sweep one of each word's three typos (tests/hypothesis_profiles.py)
set -euo pipefail
cd "$(dirname "$0")/.."
selection=()
if [ "${1:-}" = "--fast" ]; then
  shift
  # Hypothesis' `fast` profile (tests/hypothesis_profiles.py): each property draws a fifth of its examples
  selection=(-m "not slow" --hypothesis-profile=fast)
  export NEED_BROWSER=0 NEED_POSTGRES=0  # the fast loop needs neither
fi
# The tests start Python many times over (pytest and its workers, and the tests of the command line and the
# settings start processes of their own): let each keep the bytecode it compiles (and pytest its rewritten test
# modules) in the __pycache__ directories .gitignore leaves out, instead of compiling everything again at every
# start (an environment with PYTHONDONTWRITEBYTECODE set did: 12.8 s of CPU to collect the fast tier, 6.5 s so).
unset PYTHONDONTWRITEBYTECODE
# The tests' temporary files (pytest's tmp_path: the search indexes the tests build, the built site's copies) go
# to memory (/dev/shm) where the machine has it, unless TMPDIR says where: the index builds fsync every file they
# write (storage.py: a swapped-in index must survive a crash), and on this machine's disk each fsync waited about
# 6 ms: the fast tier's search and import tests alone waited 21 s in 2,627 of them. The code is the same; only
# the wait goes.
if [ -z "${TMPDIR:-}" ] && [ -d /dev/shm ] && [ -w /dev/shm ]; then
  export TMPDIR=/dev/shm
fi
scripts/bootstrap.sh
scripts/lint.sh  # ruff and mypy first (with --fast too): a lint failure stops here, before any test runs
# One test worker per core, at most TEST_WORKERS (default 2). The built site is made once per run and
# shared by the workers (tests/conftest.py: site_snapshot). Pass -n 0 to run in one process (later
# arguments win).
cores=$(nproc 2>/dev/null || echo 1)
workers=$(( cores < ${TEST_WORKERS:-2} ? cores : ${TEST_WORKERS:-2} ))
parallel=()
[ "$workers" -gt 1 ] && parallel=(-n "$workers" --dist loadscope)
set +e
.venv/bin/python -m pytest "${parallel[@]}" "${selection[@]}" "$@"
status=$?
set -e
if [ "$status" = 5 ]; then
  echo "error: pytest collected no tests; an empty selection is a failure, not a pass." >&2
  exit 1
fi
exit "$status"
