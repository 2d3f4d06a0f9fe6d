"""Takes the login tutorial's pictures from a running `triptych serve`, as a user sees the
app: the login form of each architecture the tutorial builds (the Variant picker shows which),
the form just after a successful sign-in, and the first charts of /compare. They go to
Sources/LoginTutorial/LoginTutorial.docc/Resources/ (DocC's @Image needs real files); run it
again when the login screen's look changes.

Usage: tutorial_screenshots.py URL OUT_DIR --username NAME --password PASSWORD
(a fresh account on a scratch database: `triptych user add NAME --database PATH`).
"""

import argparse
import os
import sys

from selenium.webdriver.common.by import By

from page import Page, browser
from taskmanager_test import open_login

# The tutorial's order; file names use the command-line names.
ARCHITECTURES = ["tca", "viper", "mvvm", "mvvm-state", "mvc"]
# A phone-sized window keeps each picture small and shows the whole form.
PHONE = (420, 520)


def save(page, out, name, element=None):
    path = os.path.join(out, name)
    if element is not None:
        element.screenshot(path)
    else:
        # A picture of the page, not of the window: no scroll bar down its side.
        page.driver.execute_script("document.documentElement.style.overflow = 'hidden'")
        page.driver.save_screenshot(path)
    print(f"  {path}: {os.path.getsize(path)} bytes")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("out")
    parser.add_argument("--username", required=True)
    parser.add_argument("--password", required=True)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)

    driver = browser(size=PHONE)
    try:
        page = Page(driver, os.path.join(args.out, ".unused"))
        for architecture in ARCHITECTURES:
            open_login(page, args.url, architecture)
            save(page, args.out, f"login-{architecture}.png")
        # The welcome shows for one second before Home: the picture is taken as it appears.
        open_login(page, args.url, "tca")
        page.retry(lambda: page.field("Username").send_keys(args.username))
        page.retry(lambda: page.field("Password").send_keys(args.password))
        page.click("Log In")
        page.until("the welcome shows", lambda: f"Welcome, {args.username}!" in page.app_text())
        save(page, args.out, "login-welcome.png")
    finally:
        driver.quit()

    driver = browser(size=(760, 900))
    try:
        page = Page(driver, os.path.join(args.out, ".unused"))
        driver.get(args.url.rstrip("/") + "/compare")
        # The first visit measures the variants first, reloading itself until done.
        page.until("the charts are drawn",
                   lambda: driver.find_elements(By.CSS_SELECTOR, "figure.chart svg"), timeout=300)
        chart = driver.find_elements(By.CSS_SELECTOR, "figure.chart")[0]
        driver.execute_script("arguments[0].scrollIntoView()", chart)
        save(page, args.out, "login-compare.png", element=chart)
    finally:
        driver.quit()


if __name__ == "__main__":
    sys.exit(main())
