"""What the browser walk-throughs share: a headless Chromium, and a Page that finds controls the
way WebHost renders them (by visible name), clicks them, waits, and takes numbered screenshots.
"""

import os

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def browser():
    """Debian's chromium and chromedriver, given explicitly so Selenium never downloads one."""
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


class Page:
    def __init__(self, driver, shots):
        self.driver = driver
        self.shots = shots
        self.wait = WebDriverWait(driver, 10, ignored_exceptions=[StaleElementReferenceException])
        self.step = 0
        os.makedirs(shots, exist_ok=True)

    def shot(self, name):
        self.step += 1
        path = os.path.join(self.shots, f"{self.step:02d}-{name}.png")
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

    def choose(self, option, picker):
        """Presses `option` in the picker titled `picker` (a fieldset of option buttons)."""
        xpath = (f"//fieldset[legend[normalize-space()={literal(picker)}]]"
                 f"/button[normalize-space()={literal(option)}]")
        self.retry(lambda: self.wait.until(lambda d: d.find_element(By.XPATH, xpath)).click())

    def chosen(self, picker):
        """The pressed option of a picker, or None when the picker is not shown."""
        return self.driver.execute_script(
            "const f = [...document.querySelectorAll('#app fieldset.picker')]"
            "  .find(f => f.querySelector('legend').textContent.trim() === arguments[0]);"
            "if (!f) return null;"
            "const b = f.querySelector('button[aria-pressed=true]');"
            "return b ? b.textContent.trim() : null", picker)

    def field(self, label):
        xpath = f"//label[span[@class='field-label' and text()={literal(label)}]]/*[self::input or self::textarea]"
        return self.wait.until(lambda d: d.find_element(By.XPATH, xpath))

    def has_field(self, label):
        xpath = f"//label[span[@class='field-label' and text()={literal(label)}]]"
        return bool(self.driver.find_elements(By.XPATH, xpath))

    def rows(self, pane="content"):
        # Read in one script call: the content may be swapped between two WebDriver calls.
        return self.driver.execute_script(
            f"return [...document.querySelectorAll('.pane.{pane} .row-select span:last-child')]"
            ".map(e => e.textContent)")

    def app_text(self):
        return self.driver.execute_script("return document.getElementById('app').innerText")

    def until(self, description, predicate, timeout=10):
        try:
            WebDriverWait(self.driver, timeout, ignored_exceptions=[StaleElementReferenceException]).until(
                lambda d: predicate())
        except Exception:
            self.shot("failure")
            raise AssertionError(
                f"Timed out waiting until {description}; rows: {self.rows()}\n"
                f"--- page text ---\n{self.app_text()}")

    def mark_document(self):
        """Marks the loaded document, so no_reload_happened() can tell a reload happened."""
        self.driver.execute_script("window.__sameDocument = true")

    def no_reload_happened(self):
        return self.driver.execute_script("return window.__sameDocument === true")

    def check(self, condition, message):
        if not condition:
            self.shot("failure")
            raise AssertionError(f"{message}\n--- page text ---\n{self.app_text()}")
