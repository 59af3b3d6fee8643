"""How this project starts Debian's chromium under Playwright: one place for the tests and the screenshot script."""
import os

CHROMIUM_PATH = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless=new",
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
            f"Browser tests need Debian's chromium at {CHROMIUM_PATH}; install it with "
            "`apt-get install chromium` (scripts/test.sh does this on a fresh machine)."
        )


def launch(playwright):
    """A headless chromium from a started `sync_playwright()`."""
    check_chromium()
    return playwright.chromium.launch(executable_path=CHROMIUM_PATH, args=CHROMIUM_ARGS)
