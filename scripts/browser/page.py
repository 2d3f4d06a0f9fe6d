"""What the browser walk-throughs share: a headless Chromium, and a Page that finds controls the
way WebHost renders them (by visible name), clicks them, waits, and takes numbered screenshots.
"""

import itertools
import os

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def browser(script=True, size=(1280, 860), console=False):
    """Debian's chromium and chromedriver, given explicitly so Selenium never downloads one.
    `script=False` turns the page's JavaScript off (the test's own WebDriver calls still work);
    `size` is the window's (390×844 is a phone held upright); `console=True` keeps the
    browser's console for `driver.get_log("browser")`."""
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    window = f"--window-size={size[0]},{size[1]}"
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", window):
        options.add_argument(flag)
    if console:
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    if not script:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def row_text(line):
    """How the Tasks list shows a TaskPaper line without tags (TaskRow in TaskManagerDomain): a
    task without its `- `, a project without its `:`. A line with tags reads otherwise (chips, a
    date such as `Due Tue 1 Dec 2026`), so tests spell those rows out."""
    if " @" in line or line.startswith("@"):
        raise ValueError(f"spell out how a line with tags is shown: {line!r}")
    if line.startswith("- "):
        return line[2:]
    return line[:-1] if line.endswith(":") else line


def literal(text):
    """An XPath string literal for any text (quotes included)."""
    if "'" not in text:
        return f"'{text}'"
    return "concat(" + ", \"'\", ".join(f"'{part}'" for part in text.split("'")) + ")"


class Page:
    """One browser window. `window` names it in screenshot files and failures, and pages that
    share `steps` (an iterator of numbers) number their screenshots in one sequence, so the
    screenshots of several windows sort in the order they were taken.
    """

    def __init__(self, driver, shots, window=None, steps=None):
        self.driver = driver
        self.shots = shots
        self.window = window
        self.steps = steps if steps is not None else itertools.count(1)
        self.wait = WebDriverWait(driver, 10, ignored_exceptions=[StaleElementReferenceException])
        self.step = 0
        os.makedirs(shots, exist_ok=True)

    def shot(self, name):
        self.step = next(self.steps)
        if self.window:
            name = f"{self.window}-{name}"
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

    def version(self):
        """The render version the page shows: one more for every render it took."""
        return self.driver.execute_script(
            "const v = document.querySelector('#app input[name=version]'); return v ? Number(v.value) : 0")

    def click_answered(self, name, scope="//"):
        """Clicks, then waits for the server's answer: a newer render, or a refusal banner. What
        the page showed before (a "Saved" of an earlier save, say) is then no longer current."""
        before = self.version()
        self.click(name, scope)
        self.until(f"the click on {name!r} is answered", lambda: self.version() > before or
                   self.driver.find_elements(By.CSS_SELECTOR, ".banner-error"))

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
        """Each row's text as shown: a task row reads its title, chips, due date and done mark
        (`Walk the dog Due Tue 1 Dec 2026`), not its TaskPaper line; see `row_text`."""
        # Read in one script call: the content may be swapped between two WebDriver calls.
        return self.driver.execute_script(
            f"return [...document.querySelectorAll('.pane.{pane} .row-select > span:last-child')]"
            ".map(e => e.textContent)")

    def field_value(self, label):
        """The current value of the field labelled `label` (typing included), or None when it is
        not shown; read in one script call, so a live update cannot swap it in between."""
        return self.driver.execute_script(
            "const s = [...document.querySelectorAll('#app label span.field-label')]"
            "  .find(s => s.textContent === arguments[0]);"
            "const f = s && s.closest('label').querySelector('input,textarea');"
            "return f ? f.value : null", label)

    def type_text(self, label, text):
        """Replaces the text of the field labelled `label` as typing would (an `input` event),
        without key presses: a tab character typed into a text area would move the focus."""
        self.retry(lambda: self.driver.execute_script(
            "arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'))",
            self.field(label), text))

    def pane_text(self, pane):
        """The visible text of a pane (`content`, `detail`, …), empty when it is not shown."""
        return self.driver.execute_script(
            "const p = document.querySelector('.pane.' + arguments[0]); return p ? p.innerText : ''", pane)

    def errors(self):
        """The error messages the page shows: the app's own (error-styled text) and the page
        script's banner (a refused event)."""
        return self.driver.execute_script(
            "return [...document.querySelectorAll('#app .style-error, .banner-error p')]"
            ".map(e => e.innerText.trim()).filter(t => t)")

    def app_text(self):
        # Pages beside the app (/compare) have no #app form.
        return self.driver.execute_script(
            "return (document.getElementById('app') || document.body).innerText")

    def until(self, description, predicate, timeout=10):
        try:
            WebDriverWait(self.driver, timeout, ignored_exceptions=[StaleElementReferenceException]).until(
                lambda d: predicate())
        except Exception:
            self.shot("failure")
            raise AssertionError(
                f"Timed out waiting until {description}{self._in_window()}; rows: {self.rows()}\n"
                f"--- page text ---\n{self.app_text()}")

    def mark_document(self):
        """Marks the loaded document, so no_reload_happened() can tell a reload happened."""
        self.driver.execute_script("window.__sameDocument = true")

    def no_reload_happened(self):
        return self.driver.execute_script("return window.__sameDocument === true")

    def check(self, condition, message):
        if not condition:
            self.shot("failure")
            raise AssertionError(f"{message}{self._in_window()}\n--- page text ---\n{self.app_text()}")

    def focused(self):
        """What has the keyboard focus: its accessible name (aria-label or text) and, for a
        field, its label; None when nothing in the page has it."""
        return self.driver.execute_script(
            "const a = document.activeElement;"
            "if (!a || a === document.body) return null;"
            "const label = a.closest('label') && a.closest('label').querySelector('.field-label');"
            "if (label) return label.textContent;"
            "const text = [...a.childNodes].filter(n => !(n.classList && n.classList.contains('icon')))"
            "  .map(n => n.textContent).join('').trim();"
            "return a.getAttribute('aria-label') || text")

    def overflows_sideways(self):
        """Whether the page is wider than the window (it scrolls sideways)."""
        return self.driver.execute_script(
            "return document.documentElement.scrollWidth > window.innerWidth + 1")

    def _in_window(self):
        return f" (window {self.window})" if self.window else ""
