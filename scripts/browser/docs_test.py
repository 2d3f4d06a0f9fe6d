"""Follows the login screen's Documentation link to the site `triptych docs` built and
`triptych serve --docs` serves under /docs, then opens a kit's page and a tutorial page. Each
page must be drawn by DocC's script (a heading appears) with nothing refused: the browser's
console must hold no error, so no Content-Security-Policy violation and no failed load.
Screenshots of each page.

Usage: docs_test.py URL SCREENSHOT_DIR TUTORIAL_PAGE
TUTORIAL_PAGE is a path under /docs/, such as tutorials/logintutorial/loginintca (DocC's place
for LoginTutorial.docc's LoginInTCA.tutorial; its table of contents is at
tutorials/oneloginfivearchitectures).
"""

import sys
import urllib.request

from selenium.webdriver.common.by import By

from page import Page, browser

URL, SHOTS, TUTORIAL = sys.argv[1], sys.argv[2], sys.argv[3].strip("/")
DOCS = URL.rstrip("/") + "/docs/"


def heading(d):
    """The first heading DocC drew, or '' while its script has not drawn the page yet."""
    return d.execute_script(
        "const h = document.querySelector('#app h1, #main h1, h1');"
        "return h ? h.textContent.trim() : ''")


def console_errors(d):
    """The console's errors since the last call: CSP refusals and failed loads among them."""
    return [entry["message"] for entry in d.get_log("browser") if entry["level"] == "SEVERE"]


# Records every Content-Security-Policy violation of a page (the console says so too; this
# names the directive and what it refused). Injected by the browser before the page's own
# scripts, so the page's policy does not apply to it.
RECORD_VIOLATIONS = """
window.__violations = [];
document.addEventListener('securitypolicyviolation',
  e => window.__violations.push(e.violatedDirective + ' ' + (e.blockedURI || '')));
"""


def check_console(page, where):
    errors = console_errors(page.driver)
    page.check(not errors, f"the console at {where} should hold no error: {errors}")
    violations = page.driver.execute_script("return window.__violations || []")
    page.check(not violations, f"the policy should refuse nothing at {where}: {violations}")


def open_drawn(page, path, name):
    """Opens /docs/PATH and waits until DocC has drawn its heading; returns the heading."""
    d = page.driver
    d.get(DOCS + path)
    page.until(f"DocC draws {path}", lambda: heading(d), timeout=30)
    page.shot(name)
    check_console(page, path)
    return heading(d)


def run(page):
    d = page.driver
    d.get(URL)
    page.until("the login screen links to the documentation",
               lambda: d.find_elements(By.XPATH, "//a[normalize-space()='Documentation']"))
    link = d.find_element(By.XPATH, "//a[normalize-space()='Documentation']")
    page.check(link.get_attribute("href") == DOCS, f"the link goes to /docs/: {link.get_attribute('href')}")
    link.click()
    # /docs/ sends the browser on to the landing page that lists every module.
    page.until("the landing page is drawn", lambda: d.current_url.endswith("/docs/documentation/")
               and heading(d), timeout=30)
    text = d.find_element(By.TAG_NAME, "body").text
    for kit in ("Composable", "Views", "WebHost", "TaskPaper"):
        page.check(kit in text, f"the landing page lists {kit}")
    page.shot("landing")
    check_console(page, "the landing page")

    # A page's own inline script (its base URL) is allowed by its hash, and nothing else is.
    policy = urllib.request.urlopen(DOCS + "documentation/").headers["Content-Security-Policy"]
    scripts = next(part for part in policy.split(";") if "script-src" in part)
    page.check("'sha256-" in scripts and "unsafe" not in scripts, f"the page's script policy: {scripts}")

    title = open_drawn(page, "documentation/composable", "kit")
    page.check(title == "Composable", f"the kit's page is titled Composable, not {title!r}")
    # Reloaded, the page comes from the browser's cache, confirmed by a 304 whose headers the
    # cached copy takes: its script must still be allowed.
    d.refresh()
    page.until("DocC draws the reloaded page", lambda: heading(d) == "Composable", timeout=30)
    check_console(page, "the reloaded kit's page")
    title = open_drawn(page, TUTORIAL, "tutorial")
    print(f"  tutorial page /docs/{TUTORIAL}: {title!r}")
    # The renderer's "page not found" has a heading too.
    body = d.find_element(By.TAG_NAME, "body").text
    page.check("could not be found" not in body.lower(), f"/docs/{TUTORIAL} exists")


def main():
    driver = browser(console=True)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": RECORD_VIOLATIONS})
    try:
        run(Page(driver, SHOTS))
        print("docs: passed")
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
