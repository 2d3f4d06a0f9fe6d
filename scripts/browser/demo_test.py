"""Clicks through the demo app in headless Chromium, the way a person would.

Usage: demo_test.py URL SCREENSHOT_DIR
"""

import os
import sys

from selenium import webdriver
from selenium.common.exceptions import NoAlertPresentException, StaleElementReferenceException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

URL, SHOTS = sys.argv[1], sys.argv[2]
XSS = "<script>alert(1)</script>"


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,860"):
        options.add_argument(flag)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def literal(text):
    """An XPath string literal for any text (quotes included)."""
    if "'" not in text:
        return f"'{text}'"
    return "concat(" + ", \"'\", ".join(f"'{part}'" for part in text.split("'")) + ")"


class Demo:
    def __init__(self, driver):
        self.driver = driver
        self.wait = WebDriverWait(driver, 10, ignored_exceptions=[StaleElementReferenceException])
        self.step = 0

    def shot(self, name):
        self.step += 1
        path = os.path.join(SHOTS, f"{self.step:02d}-{name}.png")
        self.driver.save_screenshot(path)
        print(f"  screenshot {path}")

    def button(self, name, scope="//"):
        n = literal(name)
        xpath = (f"{scope}button[@aria-label={n} or "
                 f"span[not(contains(@class,'icon'))][normalize-space()={n}]]")
        return self.wait.until(lambda d: d.find_element(By.XPATH, xpath))

    def retry(self, action):
        for _ in range(5):
            try:
                return action()
            except StaleElementReferenceException:
                continue  # swapped by a live update between finding and using it
        raise AssertionError("the element kept going stale")

    def click(self, name, scope="//"):
        for _ in range(5):
            try:
                self.button(name, scope).click()
                return
            except StaleElementReferenceException:
                continue  # swapped by a live update between finding and clicking
        raise AssertionError(f"could not click {name!r}")

    def field(self, label):
        xpath = f"//label[span[@class='field-label' and text()={literal(label)}]]/*[self::input or self::textarea]"
        return self.wait.until(lambda d: d.find_element(By.XPATH, xpath))

    def rows(self):
        # Read in one script call: the content may be swapped between two WebDriver calls.
        return self.driver.execute_script(
            "return [...document.querySelectorAll('.pane.content .row-select span:last-child')]"
            ".map(e => e.textContent)")

    def app_text(self):
        return self.driver.execute_script("return document.getElementById('app').innerText")

    def until(self, description, predicate, timeout=10):
        try:
            WebDriverWait(self.driver, timeout, ignored_exceptions=[StaleElementReferenceException]).until(
                lambda d: predicate())
        except Exception:
            self.shot("failure")
            raise AssertionError(f"Timed out waiting until {description}; rows: {self.rows()}")

    def no_reload_happened(self):
        return self.driver.execute_script("return window.__sameDocument === true")

    def check(self, condition, message):
        if not condition:
            self.shot("failure")
            raise AssertionError(message)


def run(demo):
    d = demo.driver
    d.get(URL)
    demo.until("the demo is shown", lambda: "Buy milk" in demo.rows())
    d.execute_script("window.__sameDocument = true")
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
    os.makedirs(SHOTS, exist_ok=True)
    driver = browser()
    try:
        run(Demo(driver))
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
