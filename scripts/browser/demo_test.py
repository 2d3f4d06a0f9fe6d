"""Clicks through the demo app in headless Chromium, the way a person would.

Usage: demo_test.py URL SCREENSHOT_DIR
"""

import sys

from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from page import Page, browser

URL, SHOTS = sys.argv[1], sys.argv[2]
XSS = "<script>alert(1)</script>"


def run(demo):
    d = demo.driver
    d.get(URL)
    demo.until("the demo is shown", lambda: "Buy milk" in demo.rows())
    demo.mark_document()
    demo.shot("home")

    print("add a todo through the sheet")
    demo.click("Add")
    demo.until("the sheet opens", lambda: d.find_elements(By.CSS_SELECTOR, "dialog.sheet"))
    demo.retry(lambda: demo.field("Title").send_keys("Buy bread"))
    demo.shot("add-sheet")
    demo.click("Save", "//dialog//")
    demo.until("the new todo is listed", lambda: "Buy bread" in demo.rows())
    demo.check(not d.find_elements(By.CSS_SELECTOR, "dialog"), "the sheet should be closed")

    print("edit it, submitting with Return")
    demo.click("Edit Buy bread")
    demo.until("the sheet's field has focus",
               lambda: d.switch_to.active_element.get_attribute("name") == demo.field("Title").get_attribute("name"))
    demo.retry(lambda: demo.field("Title").clear())
    demo.retry(lambda: demo.field("Title").send_keys("Buy rye bread", Keys.ENTER))
    demo.until("the todo is renamed", lambda: "Buy rye bread" in demo.rows())
    demo.shot("edited")

    print("delete with the confirmation alert")
    demo.click("Delete Buy milk")
    demo.until("the alert opens", lambda: d.find_elements(By.CSS_SELECTOR, "dialog.alert"))
    alert = d.find_element(By.CSS_SELECTOR, "dialog.alert")
    demo.check("Are you sure?" in alert.text, f"unexpected alert text: {alert.text!r}")
    demo.check(d.find_element(By.CSS_SELECTOR, ".main").get_attribute("inert") is not None,
               "the page behind the alert should be inert")
    demo.shot("delete-alert")
    demo.click("Delete", "//dialog[contains(@class,'alert')]//")
    demo.until("the todo is gone", lambda: "Buy milk" not in demo.rows())

    print("toggle Show done")
    demo.check("Call mom" in demo.rows(), "the done todo should be listed first")
    demo.click("Show done")
    demo.until("done todos are hidden", lambda: "Call mom" not in demo.rows())
    switch = d.find_element(By.CSS_SELECTOR, "button[role=switch]")
    demo.check(switch.get_attribute("aria-checked") == "false", "the switch should be off")
    demo.shot("show-done-off")

    print("a delayed effect appears by itself")
    demo.click("Remind me in 2 s")
    demo.until("the waiting indicator shows", lambda: "Waiting" in demo.app_text())
    demo.until("the reminder arrives", lambda: "Reminder: 1 open todo(s)." in demo.app_text(), timeout=8)
    demo.shot("reminder")

    print("markup in data shows as text")
    demo.click("Add")
    demo.retry(lambda: demo.field("Title").send_keys(XSS))
    demo.click("Save", "//dialog//")
    demo.until("the payload is listed as text", lambda: XSS in demo.rows())
    try:
        d.switch_to.alert
        demo.check(False, "a JavaScript alert ran: the payload was executed")
    except NoAlertPresentException:
        pass
    demo.check(not d.execute_script("return document.querySelectorAll('#app script').length"),
               "a script element was injected")
    demo.shot("xss-as-text")

    demo.check(demo.no_reload_happened(), "the page reloaded: events should swap content in place")
    print("all browser steps passed")


def main():
    driver = browser()
    try:
        run(Page(driver, SHOTS))
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
