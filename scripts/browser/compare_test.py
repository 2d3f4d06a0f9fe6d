"""Opens the side-by-side page from the login screen, as a visitor would, and steps through the
comparison scenario: every variant the server offers has its own lane showing its screen and
the step's flow through its roles, the chosen step is marked, and the charts are drawn.
Screenshots of a few steps.

Usage: compare_test.py URL SCREENSHOT_DIR ARCHITECTURE...
"""

import sys

from selenium.webdriver.common.by import By

from page import Page, browser

URL, SHOTS, ARCHITECTURES = sys.argv[1], sys.argv[2], sys.argv[3:]

# The roles each variant's flow passes through when a task is saved: its own architecture's
# lanes, ending at the service that stores the task.
SAVE_LANES = {
    "TCA": ["view", "store", "reducer", "effect", "service"],
    "VIPER": ["view", "presenter", "interactor", "service"],
    "MVVM": ["view", "view model", "service"],
    "MVVM State": ["view", "view model", "service"],
    "MVC": ["view", "controller", "service"],
    "MVC/VIPER": ["view", "controller", "service"],
    "VIPER/TCA": ["view", "store", "reducer", "effect", "service"],
}


def lanes(page):
    return page.driver.find_elements(By.CSS_SELECTOR, "section.compare-screen")


def run(page):
    d = page.driver
    d.get(URL)
    page.until("the login screen links to the comparison",
               lambda: d.find_elements(By.XPATH, "//a[normalize-space()='Compare the architectures side by side']"))
    d.find_element(By.XPATH, "//a[normalize-space()='Compare the architectures side by side']").click()
    # The first visit starts the measurement and shows its progress, reloading itself.
    page.until("the measurement's progress shows", lambda: d.find_elements(
        By.CSS_SELECTOR, "main progress, section.compare-screen"))
    if d.find_elements(By.CSS_SELECTOR, "main progress"):
        status = d.find_element(By.CSS_SELECTOR, "[role=status]").text
        page.check(status.startswith("Measuring: "), f"the progress says what is measured: {status!r}")
        page.shot("measuring")
    page.until("the side-by-side page is shown", lambda: lanes(page), timeout=120)
    names = [lane.get_attribute("aria-label") for lane in lanes(page)]
    page.check(len(names) == len(ARCHITECTURES),
               f"one lane per served variant: {len(ARCHITECTURES)} expected, lanes {names}")
    current = d.find_element(By.XPATH, "//a[@aria-current='step']").text
    page.check(current not in ("The login screen", "Logged in: Home, a second later"),
               f"the page opens on a step where the variants differ, not {current!r}")
    page.shot("first-step")
    for step, expected in [("Tap Save", "Water the plants"),
                           ("Tap Delete", "Are you sure?"),
                           ("Confirm Delete", "Read a book")]:
        d.find_element(By.XPATH, f"//ol[contains(@class,'compare-steps')]//a[normalize-space()='{step}']").click()
        page.until(f"“{step}” is the current step", lambda: d.find_elements(
            By.XPATH, f"//a[@aria-current='step'][normalize-space()='{step}']"))
        for lane in lanes(page):
            # The screen, not the flow above it (whose messages may quote the same text).
            text = lane.find_element(By.CSS_SELECTOR, ".compare-frame").get_attribute("textContent")
            page.check(expected in text, f"{lane.get_attribute('aria-label')} at “{step}” should show “{expected}”")
        if step == "Tap Save":
            for lane in lanes(page):
                name = lane.get_attribute("aria-label")
                flow = lane.find_element(By.CSS_SELECTOR, ".compare-flow")
                shown = flow.get_attribute("data-lanes").split(",")
                page.check(all(role in shown for role in SAVE_LANES.get(name, ["view"])),
                           f"{name}'s flow at “Tap Save” should pass {SAVE_LANES.get(name)}, shows {shown}")
                headers = [t.text for t in flow.find_elements(By.CSS_SELECTOR, "figure.diagram .lane text")]
                page.check(all(role in headers for role in SAVE_LANES.get(name, ["view"])),
                           f"{name}'s diagram draws a lane per role: {headers}")
                page.check(flow.find_elements(By.CSS_SELECTOR, "figure.diagram g.message line"),
                           f"{name}'s diagram draws its messages as arrows")
        page.shot(step.lower().replace(" ", "-"))
    charts = d.find_elements(By.CSS_SELECTOR, "figure.chart svg")
    page.check(len(charts) >= 3, f"the numbers are drawn as charts (found {len(charts)})")
    for chart in charts:
        bars = chart.find_elements(By.TAG_NAME, "rect")
        page.check(len(bars) == len(names), "each chart has one bar per variant")
    page.check("measured in a debug build on" in page.app_text() or "measured in a release build on" in page.app_text(),
               "the numbers say how they were measured")
    d.execute_script("document.querySelector('figure.chart').scrollIntoView()")
    page.shot("charts")


def main():
    driver = browser()
    try:
        run(Page(driver, SHOTS))
        print("compare: passed")
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
