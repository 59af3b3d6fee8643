"""Every library page, checked in SHARDS parts (test_every_library_page_1.py ... _4.py, one module each).

One item that walked the whole library (about 840 pages: each rendered, its tree drawn by dot, and resolved again
with "Explore every order" ticked) took a minute of wall on one worker while the other could sit idle at the end of
the run. The parts are modules of their own because the suite runs with `--dist loadscope`, which keeps a module's
items on one worker. Page i of the library in (folder, stem) order is in part i % SHARDS, so each part has every
game's pages in the same proportion; test_pages.py checks that the parts cover every page exactly once.
"""
from __future__ import annotations

import re

from adjudicator.web import resolving
from adjudicator.web.models import LibraryScenario

SHARDS = 4


def paths_of_shard(shard: int) -> list[str]:
    """The library paths (folder/stem) part `shard` (0 .. SHARDS-1) checks."""
    rows = LibraryScenario.objects.order_by("folder", "stem").values_list("folder", "stem")
    return [f"{folder}/{stem}" for folder, stem in rows][shard::SHARDS]


def page_problems(client, row: LibraryScenario) -> list[str]:
    """What is wrong with one library page, each said with its message ([] if nothing): the page must render
    with its tree drawn by dot (a tree dot cannot draw leaves the page a 200 with a message, so the message is
    looked for), and the example resolved as its page does with "Explore every order" ticked (resolving.resolve,
    the failures the page lists) must not contradict the expect its own choices meet. The page's own resolution
    is the one the explored check compares with (resolving.resolve's cache, filled by the page just rendered),
    not resolved a second time."""
    problems = []
    response = client.get(row.get_absolute_url())
    if response.status_code != 200:
        problems.append(f"the page did not render: status {response.status_code}")
    drawn = re.search(r"The diagram could not be drawn: ([^<]*)", response.content.decode())
    if drawn:  # the page still answers 200 without its tree (_stepper.html): dot must draw every one
        problems.append(f"its tree dot did not draw: {drawn.group(1)}")
    if row.problem:
        return problems
    own, _ = resolving.resolve(row.text, resolving.Options())
    result, error = resolving.resolve(row.text, resolving.Options(explore=True))
    if error:
        problems.append(f"it could not be explored: {error}")
    elif own["expect"]["passed"] and (not result["expect"]["passed"] or resolving.expect_failures(result)):
        problems.append("explored, its page says its expectations do not hold: "
                        f"{resolving.expect_failures(result) or 'expect not passed'}")
    return problems


def check_shard(client, shard: int) -> None:
    """Assert every page of part `shard` is sound; a failure names every failing page with its messages."""
    paths = paths_of_shard(shard)
    assert paths, f"part {shard} of the library has no page"
    rows = {row.path: row for row in LibraryScenario.objects.all()}
    failing = [f"{path}: {problem}" for path in paths for problem in page_problems(client, rows[path])]
    assert not failing, f"{len(failing)} problems on the library's pages (part {shard + 1} of {SHARDS}):\n" + \
        "\n".join(failing)
