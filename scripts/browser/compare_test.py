"""Opens the side-by-side page from the login screen, as a visitor would, and steps through the
comparison scenario: every variant the server offers has its own lane showing its screen, the
chosen step is marked, and the charts are drawn. Screenshots of a few steps.

Usage: compare_test.py URL SCREENSHOT_DIR ARCHITECTURE...
"""

import sys

from selenium.webdriver.common.by import By

from page import Page, browser

URL, SHOTS, ARCHITECTURES = sys.argv[1], sys.argv[2], sys.argv[3:]


def lanes(page):
    return page.driver.find_elements(By.CSS_SELECTOR, "section.compare-screen")


def run(page):
    d = page.driver
    d.get(URL)
    page.until("the login screen links to the comparison",
               lambda: d.find_elements(By.XPATH, "//a[normalize-space()='Compare the architectures side by side']"))
    d.find_element(By.XPATH, "//a[normalize-space()='Compare the architectures side by side']").click()
    # The first visit measures every variant; give it time.
    page.until("the side-by-side page is shown", lambda: lanes(page), timeout=90)
    names = [lane.get_attribute("aria-label") for lane in lanes(page)]
    page.check(len(names) == len(ARCHITECTURES),
               f"one lane per served variant: {len(ARCHITECTURES)} expected, lanes {names}")
    page.shot("login-step")
    for step, expected in [("Tap Save", "Water the plants @home"),
                           ("Tap Delete", "Are you sure?"),
                           ("Confirm Delete", "Read a book")]:
        d.find_element(By.XPATH, f"//ol[contains(@class,'compare-steps')]//a[normalize-space()='{step}']").click()
        page.until(f"“{step}” is the current step", lambda: d.find_elements(
            By.XPATH, f"//a[@aria-current='step'][normalize-space()='{step}']"))
        for lane in lanes(page):
            text = lane.get_attribute("textContent")
            page.check(expected in text, f"{lane.get_attribute('aria-label')} at “{step}” should show “{expected}”")
        page.shot(step.lower().replace(" ", "-"))
    charts = d.find_elements(By.CSS_SELECTOR, "figure.chart svg")
    page.check(len(charts) >= 3, f"the numbers are drawn as charts (found {len(charts)})")
    for chart in charts:
        bars = chart.find_elements(By.TAG_NAME, "rect")
        page.check(len(bars) == len(names), "each chart has one bar per variant")
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
