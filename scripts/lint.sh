#!/usr/bin/env bash
# Lint and type-check: ruff over the whole tree, mypy over the typed core (both configured in pyproject.toml,
# which says what each rule is for). scripts/test.sh runs this before pytest. Exits non-zero, with every
# message of both tools, when either finds anything.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .venv/bin/ruff ] || [ ! -x .venv/bin/mypy ]; then
  NEED_BROWSER=0 NEED_POSTGRES=0 scripts/bootstrap.sh
fi
status=0
.venv/bin/ruff check . || status=1
.venv/bin/mypy || status=1
if [ "$status" != 0 ]; then
  echo "error: lint failed (scripts/lint.sh); fix the messages above before the tests run." >&2
fi
exit "$status"
