"""Draw the installable app's PNG icons from static/icons/icon.svg with Debian's chromium (as the tests start it).

    .venv/bin/python scripts/make_icons.py

Writes static/icons/icon-192.png and icon-512.png. The SVG keeps its artwork inside the middle 80 %, so the
icons are also "maskable" (a launcher may cut them to a circle). Run it again after editing the SVG.
"""
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402  (after the path, like the other scripts)

from tests.browser.chromium import launch  # noqa: E402

SIZES = (192, 512)


def main() -> None:
    svg = (ROOT / "static" / "icons" / "icon.svg").read_text(encoding="utf-8")
    with sync_playwright() as playwright:
        browser = launch(playwright)
        for size in SIZES:
            page = browser.new_page(viewport={"width": size, "height": size})
            sized = svg.replace("<svg ", f'<svg width="{size}" height="{size}" ', 1)
            page.set_content(f"<html><body style='margin:0'>{sized}</body></html>")
            out = ROOT / "static" / "icons" / f"icon-{size}.png"
            page.screenshot(path=str(out), clip={"x": 0, "y": 0, "width": size, "height": size})
            page.close()
            print(f"wrote {out.relative_to(ROOT)}")
        browser.close()


if __name__ == "__main__":
    main()
