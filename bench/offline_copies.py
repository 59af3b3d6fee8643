"""What "Save for offline" costs per game: pages, bytes of pages and of the client index, the time to build.

On a throwaway site (scripts/scratch_site.py: its own SQLite database and index directory, `import_rulebooks`),
it writes the client indexes as `rebuild_index` does (timed), then fetches every page each game's index lists
through Django's test client, as the browser's save does, and sums their sizes. Uncompressed bytes: what the
browser's cache holds (over the network, with gzip from whitenoise or a proxy, less).

    .venv/bin/python bench/offline_copies.py
"""
import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import scratch_site  # noqa: E402  (after the path)


def main() -> None:
    workdir = Path(tempfile.mkdtemp(prefix="rules-offline-bench-"))
    try:
        scratch_site.prepare_site(workdir, "import_rulebooks")
        os.environ.setdefault("DJANGO_ALLOWED_HOSTS", "testserver")
        from django.test import Client
        from django.test.utils import setup_test_environment

        from rulesapp.offline import index as offline_index

        setup_test_environment()
        started = time.perf_counter()
        catalogue = offline_index.write_all()
        print(f"client indexes for {len(catalogue)} games written in {time.perf_counter() - started:.2f} s")
        client = Client()
        print(f"{'game':<22} {'pages':>6} {'entries':>8} {'index kB':>9} {'saved MB':>9} {'save s':>7}")
        for game in catalogue:
            started = time.perf_counter()
            pages = json.loads(offline_index.game_file(game["slug"]).read_bytes())["pages"]
            total = 0
            for url in pages:
                response = client.get(url)
                assert response.status_code == 200, (url, response.status_code)
                total += len(response.content)
            elapsed = time.perf_counter() - started
            print(f"{game['slug']:<22} {game['pages']:>6} {game['entries']:>8} {game['index_bytes'] / 1e3:>9.0f} "
                  f"{(total + game['index_bytes']) / 1e6:>9.2f} {elapsed:>7.1f}")
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
