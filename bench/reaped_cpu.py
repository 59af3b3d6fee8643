"""Run a command and print the wall time and the CPU of every process it started, orphans included.

`/usr/bin/time` counts only the processes their parents waited for. Chromium's zygote and renderers outlive the
browser process when Playwright closes it and are reaped by init, so `/usr/bin/time` around a browser test run
leaves most of chromium's CPU out (the browser tests alone: 256 s counted of 530 s). This process makes itself a
child subreaper (Linux's PR_SET_CHILD_SUBREAPER): every orphaned descendant is reparented to it, and it waits
for all of them before reading its children's usage.

    .venv/bin/python bench/reaped_cpu.py .venv/bin/python -m pytest -p no:cacheprovider -q -n 0 tests/browser
"""
from __future__ import annotations

import ctypes
import os
import resource
import subprocess
import sys
import time

PR_SET_CHILD_SUBREAPER = 36


def run(command: list[str]) -> int:
    """Run `command`, reap every descendant, print the figures to stderr; the command's exit code."""
    if ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_CHILD_SUBREAPER) failed")
    start = time.monotonic()
    child = subprocess.Popen(command)
    code = 0
    while True:
        try:
            pid, status = os.wait()
        except ChildProcessError:
            break
        if pid == child.pid:
            code = os.waitstatus_to_exitcode(status)
            child.returncode = code
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(f"{time.monotonic() - start:.2f} s wall {usage.ru_utime:.2f} user {usage.ru_stime:.2f} sys "
          "(every descendant, orphans included)", file=sys.stderr)
    return code


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: reaped_cpu.py COMMAND [ARG ...]")
    sys.exit(run(sys.argv[1:]))
