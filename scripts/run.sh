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
$PY manage.py import_rulebooks
$PY manage.py rebuild_index
$PY manage.py load_scenarios
exec $PY manage.py runserver "${HOST:-127.0.0.1}:${PORT:-8000}"
