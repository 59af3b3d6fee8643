"""Production settings must pass Django's deployment checklist, and bad env must fail loudly."""
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PRODUCTION_ENV = {
    "DJANGO_ENV": "production",
    "DJANGO_SECRET_KEY": "k" * 20 + "-this-is-a-test-key-of-enough-length-0123456789",
    "DJANGO_ALLOWED_HOSTS": "rules.example.org",
}


def run_manage(*args, extra_env=None):
    env = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
    env.update(extra_env or {})
    return subprocess.run(
        [sys.executable, "manage.py", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )


def test_production_settings_pass_check_deploy():
    result = run_manage("check", "--deploy", "--fail-level", "WARNING", extra_env=PRODUCTION_ENV)
    assert result.returncode == 0, result.stderr + result.stdout


def test_production_refuses_to_start_without_a_secret_key():
    env = dict(PRODUCTION_ENV)
    del env["DJANGO_SECRET_KEY"]
    result = run_manage("check", extra_env=env)
    assert result.returncode != 0
    assert "DJANGO_SECRET_KEY" in result.stderr


def test_a_misspelt_boolean_names_the_variable():
    result = run_manage("check", extra_env={"DJANGO_DEBUG": "maybe"})
    assert result.returncode != 0
    assert "DJANGO_DEBUG" in result.stderr
