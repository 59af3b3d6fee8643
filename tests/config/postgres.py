"""A throwaway PostgreSQL cluster for tests: Debian's server binaries, a data directory under tmp,
listening on 127.0.0.1 and a free port only, trust authentication, stopped afterwards.

scripts/test.sh installs Debian's `postgresql` when it is missing; as root the server runs as the
`postgres` user the package creates (PostgreSQL refuses to run as root).
"""
import contextlib
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from scripts.serving import free_port


def server_bin():
    """The newest installed PostgreSQL's bin directory, or a failure that says what to install."""
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"), key=lambda p: int(p.parent.parent.name))
    if not found:
        raise RuntimeError("PostgreSQL's server is not installed: scripts/test.sh installs it "
                           "(Debian: apt-get install postgresql)")
    return found[-1].parent


def _as_server_user(command):
    return ["runuser", "-u", "postgres", "--", *command] if os.geteuid() == 0 else command


@contextlib.contextmanager
def cluster():
    """Yield a DATABASE_URL prefix, `postgres://postgres@127.0.0.1:PORT/`; add a database name.
    The data directory is a fresh one under /tmp (pytest's tmp_path is closed to the postgres user)."""
    binaries = server_bin()
    data = Path(tempfile.mkdtemp(prefix="rules-pg-"))
    if os.geteuid() == 0:
        shutil.chown(data, "postgres", "postgres")
    port = free_port()

    def run(*command):
        return subprocess.run(_as_server_user([str(binaries / command[0]), *command[1:]]),
                              check=True, capture_output=True, text=True, timeout=120)

    run("initdb", "-D", str(data), "--auth=trust", "--username=postgres", "--encoding=UTF8", "--no-sync")
    run("pg_ctl", "-D", str(data), "-w", "-l", str(data / "server.log"), "start", "-o",
        f"-p {port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='{data}' -c fsync=off")
    try:
        yield f"postgres://postgres@127.0.0.1:{port}/"
    finally:
        run("pg_ctl", "-D", str(data), "-w", "-m", "fast", "stop")
        shutil.rmtree(data, ignore_errors=True)


def _host_port(url):
    return url.split("@", 1)[1].split("/", 1)[0].split(":")


def create_database(base_url, name):
    host, port = _host_port(base_url)
    subprocess.run([str(server_bin() / "createdb"), "-h", host, "-p", port, "-U", "postgres", name],
                   check=True, capture_output=True, text=True, timeout=60)
    return base_url + name


def query_value(database_url, sql):
    """The one value `sql` selects in the database `database_url` names, as text (psql: milliseconds, where a
    `manage.py shell` to ask the same costs a Django start, half a second of a core)."""
    host, port = _host_port(database_url)
    result = subprocess.run([str(server_bin() / "psql"), "-h", host, "-p", port, "-U", "postgres", "-X", "-q",
                             "-v", "ON_ERROR_STOP=1", "-tA", "-c", sql, database_url.rsplit("/", 1)[1]],
                            check=True, capture_output=True, text=True, timeout=60)
    (value,) = result.stdout.split()
    return value
