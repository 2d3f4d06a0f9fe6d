"""Patches in a real browser, on the demo: after every event of a walk-through, the page the
script patched in place must be the page a whole render writes (the DOM is compared), and
patches must keep focus, caret and unsent typing when a live update arrives.

With --no-websocket the browser has no WebSocket, so the page must fall back to fetch and
server-sent events and behave the same.

Usage: patch_test.py URL SCREENSHOT_DIR [--no-websocket]
"""

import sys
import time

from page import Page, browser

URL, SHOTS = sys.argv[1], sys.argv[2]
NO_WEBSOCKET = "--no-websocket" in sys.argv[3:]

# The form's content as the browser holds it, and as a whole render writes it, parsed the
# same way. The fetch asks for the whole fragment; it changes nothing on the server.
COMPARE = """
const done = arguments[arguments.length - 1];
fetch("/fragment", { credentials: "same-origin" }).then((r) => r.text()).then((html) => {
  const template = document.createElement("template");
  template.innerHTML = html;
  const form = document.getElementById("app");
  done([form.innerHTML, template.innerHTML]);
}).catch((e) => done(["error", String(e)]));
"""


def renders(d):
    counts = d.execute_script("return window.triptychRenders")
    return {"fragments": counts["fragments"], "patches": counts["patches"]}


def version(d):
    return d.execute_script("return document.querySelector('#app input[name=version]').value")


def settle(page, before):
    """Waits until the page showed a new render since `before`."""
    page.until("the page shows the event's answer",
               lambda: sum(renders(page.driver).values()) > sum(before.values()))


def check_same(page, step):
    d = page.driver
    for _ in range(20):
        patched, whole = d.execute_async_script(COMPARE)
        if patched == whole:
            return
        # A live update (the reminder) may have been rendered in between: let it arrive.
        time.sleep(0.2)
    page.shot("mismatch")
    first = next((i for i, (a, b) in enumerate(zip(patched, whole)) if a != b), min(len(patched), len(whole)))
    raise AssertionError(f"after {step}: the patched page differs from a whole render at {first}:\n"
                         f"patched: …{patched[max(0, first - 200):first + 200]}…\n"
                         f"whole:   …{whole[max(0, first - 200):first + 200]}…")


def run(page):
    d = page.driver
    if NO_WEBSOCKET:
        d.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": "delete window.WebSocket;"})
    d.get(URL)
    page.until("the demo is shown", lambda: "Buy milk" in page.rows())
    page.mark_document()
    expected = "fetch" if NO_WEBSOCKET else "socket"
    page.until(f"events travel over {expected}",
               lambda: d.execute_script("return window.triptychRenders.transport") == expected)
    print(f"  events and live updates travel over {expected}")

    def step(description, action):
        before = renders(d)
        action()
        settle(page, before)
        check_same(page, description)
        print(f"  same as a whole render after: {description}")

    step("selecting a row", lambda: page.click("Buy milk"))
    answer = d.execute_script("return window.triptychRenders.bytes")
    whole = d.execute_async_script(
        "const done = arguments[0]; fetch('/fragment').then(r => r.text())"
        ".then(t => done(new Blob([t]).size))")
    print(f"  bytes for a row selection: {answer} (patch) vs {whole} (whole fragment)")
    page.check(answer * 3 < whole, "the row selection's answer should be far smaller than the fragment")

    step("hiding done todos", lambda: page.click("Show done"))
    step("showing done todos", lambda: page.click("Show done"))
    step("opening the add sheet", lambda: page.click("Add"))
    page.retry(lambda: page.field("Title").send_keys("Bake bread"))
    step("saving the new todo", lambda: page.click("Save", "//dialog//"))
    step("sorting by title", lambda: page.choose("Title", "Sort"))
    step("sorting as added", lambda: page.choose("Added", "Sort"))
    step("asking to delete", lambda: page.click("Delete Call mom"))
    step("confirming the deletion", lambda: page.click("Delete", "//dialog[contains(@class,'alert')]//"))
    step("marking a todo done", lambda: page.click("Done Buy milk"))
    step("filtering done todos", lambda: page.click("Done", "//nav//"))
    step("filtering all todos", lambda: page.click("All", "//nav//"))
    step("switching to About", lambda: page.click("About"))
    step("switching back to Todos", lambda: page.click("Todos"))
    page.shot("patched")

    print("a live update keeps focus, caret and unsent typing")
    step("asking for a reminder", lambda: page.click("Remind me in 2 s"))
    step("opening the add sheet", lambda: page.click("Add"))
    field = page.field("Title")
    page.retry(lambda: field.send_keys("Half typed"))
    d.execute_script("arguments[0].setSelectionRange(4, 4)", field)
    page.until("the reminder arrives", lambda: "Reminder:" in page.app_text(), timeout=8)
    field = page.field("Title")
    page.check(field.get_dom_attribute("value") == "", "the field's rendered value should still be empty")
    page.check(d.execute_script("return arguments[0].value", field) == "Half typed",
               "the unsent typing should stay in the field")
    page.check(d.switch_to.active_element == field, "the field should keep the focus")
    page.check(d.execute_script("return arguments[0].selectionStart", field) == 4,
               "the caret should stay where it was")
    page.shot("typing-kept")
    step("cancelling", lambda: page.click("Cancel", "//dialog//"))

    counts = renders(d)
    # Switching back to Todos rewrites the whole tab view, no smaller than the fragment: that
    # one answer is the whole fragment, every other one a patch.
    page.check(counts["fragments"] <= 1, f"every other render should have been a patch: {counts}")
    page.check(page.no_reload_happened(), "the page reloaded: events should patch it in place")
    print(f"all patch steps passed over {expected} ({counts['patches']} patches)")


def main():
    driver = browser()
    try:
        run(Page(driver, SHOTS))
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
