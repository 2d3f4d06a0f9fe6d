"""A graceful restart keeps the page: signed in on the TaskManager, typing in the Text tab
without saving, the server is stopped with SIGTERM. The page must say the server is
restarting and keep the text; once a new server listens on the same port it must start a new
session by itself, say that the old one ended, and, after signing in again, put the typed text
back in the Text tab.

Usage: restart_test.py TRIPTYCH DATABASE SCREENSHOT_DIR --username NAME --password PASSWORD

The script starts and stops its own servers (`TRIPTYCH serve --database DATABASE`).
"""

import argparse
import re
import signal
import subprocess
import sys
import tempfile
import time

from selenium.webdriver.common.by import By

from page import Page, browser, row_text
from taskmanager_test import log_in, open_tab

TYPED = "- Typed before the restart, never saved"


def start_server(triptych, database, port, log):
    process = subprocess.Popen(
        [triptych, "serve", "--port", str(port), "--log-level", "warning", "--database", database],
        stdout=log, stderr=subprocess.STDOUT)
    for _ in range(100):
        with open(log.name) as f:
            match = re.search(r"^Triptych is running at (\S+)", f.read(), re.MULTILINE)
        if match:
            return process, match.group(1)
        if process.poll() is not None:
            raise AssertionError(f"the server exited early:\n{open(log.name).read()}")
        time.sleep(0.1)
    process.kill()
    raise AssertionError("the server did not start")


def stop_server(process):
    process.send_signal(signal.SIGTERM)
    try:
        status = process.wait(timeout=5)
    except subprocess.TimeoutExpired:
        process.kill()
        raise AssertionError("the server ignored SIGTERM")
    if status != 0:
        raise AssertionError(f"the server exited with status {status} after SIGTERM")


def banner(page, kind):
    return page.driver.execute_script(
        "const b = document.querySelector('.banner-' + arguments[0]); return b ? b.innerText : ''", kind)


def run(page, triptych, database, username, password):
    d = page.driver
    with tempfile.NamedTemporaryFile("w+", suffix=".log") as log:
        server, url = start_server(triptych, database, 0, log)
        port = int(url.rstrip("/").rsplit(":", 1)[1])
        try:
            d.get(url)
            page.until("the login screen shows", lambda: page.has_field("Username"))
            page.mark_document()
            log_in(page, username, password, "restart-login")
            open_tab(page, "Text")
            page.until("the Text tab shows the outline", lambda: page.has_field("Outline"))
            original = page.field("Outline").get_attribute("value")
            typed = original + TYPED + "\n"
            page.retry(lambda: d.execute_script(
                "arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'))",
                page.field("Outline"), typed))
            page.shot("typed-before-restart")

            print("stop the server with SIGTERM")
            stop_server(server)
            page.until("the page says the server is restarting",
                       lambda: "The server is restarting" in banner(page, "restart"))
            page.check(page.field("Outline").get_attribute("value") == typed,
                       "the typed text should stay in the editor while the server is away")
            page.check(page.no_reload_happened(), "the page reloaded when the server stopped")
            page.shot("restarting")

            print("start a new server on the same port")
            server, _ = start_server(triptych, database, port, log)
            page.until("a new session starts and says the old one ended",
                       lambda: page.has_field("Username") and "session ended" in banner(page, "restart"),
                       timeout=20)
            page.shot("session-ended")
            page.mark_document()
            log_in(page, username, password, "relogin-after-restart")
            open_tab(page, "Text")
            page.until("the typed text is back in the Text tab",
                       lambda: TYPED in page.field("Outline").get_attribute("value"))
            page.check("is back in “Outline”" in banner(page, "restored"),
                       f"the page should say where the text was put back: {banner(page, 'restored')!r}")
            page.shot("typing-restored")
            page.click("Save")
            page.until("the restored text is saved", lambda: "Saved" in page.app_text())
            open_tab(page, "Tasks")
            page.until("the saved task is listed", lambda: row_text(TYPED) in page.rows())
        finally:
            if server.poll() is None:
                stop_server(server)
    print("all restart steps passed")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("triptych")
    parser.add_argument("database")
    parser.add_argument("shots")
    parser.add_argument("--username", required=True)
    parser.add_argument("--password", required=True)
    args = parser.parse_args()
    driver = browser()
    try:
        run(Page(driver, args.shots), args.triptych, args.database, args.username, args.password)
    finally:
        driver.quit()


if __name__ == "__main__":
    sys.exit(main())
