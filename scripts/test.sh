#!/usr/bin/env bash
# Set up as scripts/run.sh does, then run the whole test suite (browser tests
# included, against Debian's chromium). Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh
set +e
.venv/bin/python -m pytest "$@"
status=$?
set -e
if [ "$status" = 5 ]; then
  echo "error: pytest collected no tests; an empty selection is a failure, not a pass." >&2
  exit 1
fi
exit "$status"
