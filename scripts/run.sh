#!/usr/bin/env bash
# Set up, import every rulebook, build the search index, load the example
# scenarios and serve the site on http://127.0.0.1:${PORT:-8000}/.
set -euo pipefail
cd "$(dirname "$0")/.."
NEED_BROWSER=0 NEED_POSTGRES=0 scripts/bootstrap.sh
PY=.venv/bin/python
$PY manage.py migrate --noinput
# the request throttles keep their counts in a table: without it every POST fails
$PY manage.py createcachetable
# migrate has just run Django's system checks: the commands below skip running them again (--skip-checks), each
# repeat of the same checks on the same settings and code cost about a second of a core (runserver runs its own).
$PY manage.py import_rulebooks --skip-checks
$PY manage.py rebuild_index --skip-checks
$PY manage.py load_scenarios --skip-checks
exec $PY manage.py runserver "${HOST:-127.0.0.1}:${PORT:-8000}"
