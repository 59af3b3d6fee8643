"""How this project starts Debian's chromium under Playwright: one place for the tests and the screenshot script.

The browser is Debian's `chromium-headless-shell` (the same chromium release as the `chromium` package, built
as the headless shell, which is what Playwright itself runs for headless tests): the same Blink, V8, service
workers and Content-Security-Policy as the full browser, without the full browser's windowing and profile
machinery around each page. Measured on this 2-core machine (eight fresh contexts each loading a 110 kB page
with its stylesheets and scripts three times, the CPU of chromium's processes and Playwright's driver): the
full chromium under `--headless=new` 2.6 s a context, the headless shell 0.8 s."""
import os

CHROMIUM_PATH = "/usr/bin/chromium-headless-shell"
CHROMIUM_PACKAGE = "chromium-headless-shell"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
DESKTOP_VIEWPORT = {"width": 1280, "height": 900}
PHONE_VIEWPORT = {"width": 375, "height": 740}
PHONE_OPTIONS = {"viewport": PHONE_VIEWPORT, "has_touch": True, "is_mobile": True, "device_scale_factor": 2}
LARGE_PHONE_OPTIONS = {**PHONE_OPTIONS, "viewport": {"width": 390, "height": 844}}


class ChromiumMissing(RuntimeError):
    pass


def check_chromium():
    if not (os.path.isfile(CHROMIUM_PATH) and os.access(CHROMIUM_PATH, os.X_OK)):
        raise ChromiumMissing(
            f"Browser tests need Debian's chromium headless shell at {CHROMIUM_PATH}; install it with "
            f"`apt-get install {CHROMIUM_PACKAGE}` (scripts/bootstrap.sh does this on a fresh machine)."
        )


def launch(playwright):
    """A headless chromium from a started `sync_playwright()`."""
    check_chromium()
    return playwright.chromium.launch(executable_path=CHROMIUM_PATH, args=CHROMIUM_ARGS)
