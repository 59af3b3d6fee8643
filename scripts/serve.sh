#!/usr/bin/env bash
# Serve the site for real: production settings from the environment, the database
# migrated (and the rulebooks imported when it is empty), the example scenarios
# loaded, the search index built from the database, static files collected, then
# gunicorn (config/gunicorn.py) on http://${HOST:-127.0.0.1}:${PORT:-8000}/.
# Put a TLS proxy in front that sets X-Forwarded-Proto (and X-Forwarded-For, with
# DJANGO_PROXY_COUNT=1): see "Deploying" in the README.
set -euo pipefail
cd "$(dirname "$0")/.."

die() { printf 'error: %s\n' "$*" >&2; exit 2; }
say() { printf '==> %s\n' "$*" >&2; }

missing=()
[ -n "${DJANGO_SECRET_KEY:-}" ] || missing+=(DJANGO_SECRET_KEY)
[ -n "${DJANGO_ALLOWED_HOSTS:-}" ] || missing+=(DJANGO_ALLOWED_HOSTS)
if [ ${#missing[@]} -gt 0 ]; then
  die "scripts/serve.sh needs ${missing[*]} in the environment, e.g.
  export DJANGO_SECRET_KEY=\"\$(python3 -c 'import secrets; print(secrets.token_urlsafe(50))')\"
  export DJANGO_ALLOWED_HOSTS=rules.example.org   # the names the site is reached by, comma-separated"
fi
export DJANGO_ENV=production

NEED_BROWSER=0 NEED_POSTGRES=0 scripts/bootstrap.sh
PY=.venv/bin/python
$PY manage.py check --deploy --fail-level ERROR >/dev/null
# Django's system checks have just passed: the commands below skip running them again (--skip-checks), each
# repeat of the same checks on the same settings and code cost half a second to a second of a core.

if [ "${SERVE_SETUP_DATABASE:-1}" = 1 ]; then
  say "migrating the database"
  $PY manage.py migrate --noinput --skip-checks
  $PY manage.py createcachetable
  if [ "$($PY manage.py shell -v 0 -c 'from rulesapp.models import Game; print(Game.objects.exists())')" = False ]; then
    say "the database has no rulebooks: importing them"
    $PY manage.py import_rulebooks --skip-checks
  fi
  $PY manage.py load_scenarios --skip-checks
fi
# The two are independent (the index is read from the database, the static files from the checkout): on a
# machine of two cores or more, collecting the static files beside the index build takes them off the start.
say "collecting static files"
$PY manage.py collectstatic --noinput -v 0 &
collecting=$!
say "building this server's search index from the database"
$PY manage.py rebuild_index --skip-checks || { status=$?; kill "$collecting" 2>/dev/null; exit "$status"; }
wait "$collecting" || die "collecting the static files failed (see above)"
say "serving on http://${HOST:-127.0.0.1}:${PORT:-8000}/"
exec .venv/bin/gunicorn -c config/gunicorn.py config.wsgi
