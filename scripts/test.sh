#!/usr/bin/env bash
# Set up as scripts/run.sh does, then run the whole test suite (browser tests
# included, against Debian's chromium). Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh
# One test worker per core, at most TEST_WORKERS (default 2): each worker builds its own copy of the
# imported site, so more workers cost more set-up than they save on a small machine. Pass -n 0 to
# run in one process (later arguments win).
cores=$(nproc 2>/dev/null || echo 1)
workers=$(( cores < ${TEST_WORKERS:-2} ? cores : ${TEST_WORKERS:-2} ))
parallel=()
[ "$workers" -gt 1 ] && parallel=(-n "$workers" --dist loadscope)
set +e
.venv/bin/python -m pytest "${parallel[@]}" "$@"
status=$?
set -e
if [ "$status" = 5 ]; then
  echo "error: pytest collected no tests; an empty selection is a failure, not a pass." >&2
  exit 1
fi
exit "$status"
