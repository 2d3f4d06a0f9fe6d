"""Opens the gallery from the login screen, as a visitor would: one state in every served
architecture side by side, then every state of one architecture, each saved as a PNG — once at
desktop width, once at phone width (390 px, in the phone's layout). Checks each preview is rendered with its source
link and length.

Usage: gallery_test.py URL SCREENSHOT_DIR ARCHITECTURE...
"""

import os
import re
import sys

from selenium.webdriver.common.by import By

from page import Page, browser

URL, SHOTS, ARCHITECTURES = sys.argv[1], sys.argv[2], sys.argv[3:]
# The architecture whose every state is photographed (the first one served).
PICTURED = "tca"


def sections(page):
    return page.driver.find_elements(By.CSS_SELECTOR, "section.compare-screen")


def slug(text):
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def run(page, width):
    # At phone width the gallery is asked for the phone's layout, as a phone would get it.
    layout = "&width=compact" if width == "phone" else ""
    d = page.driver
    d.get(URL)
    link = "//a[normalize-space()='Every screen, every state']"
    page.until("the login screen links to the gallery", lambda: d.find_elements(By.XPATH, link))
    d.find_element(By.XPATH, link).click()
    page.until("the gallery shows a state", lambda: sections(page))
    states = [a.get_attribute("href") for a in d.find_elements(By.CSS_SELECTOR, "a[href*='/gallery?state=']")]
    page.check(len(states) >= 20, f"the gallery lists every state ({len(states)} found)")
    d.get(URL.rstrip("/") + "/gallery?state=tasks-delete-alert" + layout)
    page.until("the delete alert is shown", lambda: sections(page))
    names = [s.get_attribute("aria-label") for s in sections(page)]
    page.check(len(names) == len(ARCHITECTURES),
               f"one preview per served variant: {len(ARCHITECTURES)} expected, got {names}")
    for section in sections(page):
        frame = section.find_element(By.CSS_SELECTOR, ".compare-frame").get_attribute("textContent")
        page.check("Are you sure?" in frame, f"{section.get_attribute('aria-label')} shows the delete alert")
    page.shot(f"{width}-delete-alert-in-every-architecture")
    d.get(URL.rstrip("/") + f"/gallery?architecture={PICTURED}" + layout)
    page.until(f"{PICTURED}'s states are shown", lambda: sections(page))
    shown = sections(page)
    page.check(len(shown) >= 20, f"{PICTURED} shows every state ({len(shown)} found)")
    folder = os.path.join(page.shots, f"{PICTURED}-{width}")
    os.makedirs(folder, exist_ok=True)
    for index, section in enumerate(shown, start=1):
        name = section.get_attribute("aria-label")
        source = section.find_element(By.CSS_SELECTOR, "a[href^='/source?at=']")
        page.check("lines of preview code" in section.text, f"{name} says how long its preview is")
        page.check(source.text.endswith(tuple("0123456789")), f"{name} links to its source line")
        d.execute_script("arguments[0].scrollIntoView()", section)
        if name.startswith("Debugger"):
            # The recorded flow is drawn below the screen: show it, not the top of the frame.
            frame = section.find_element(By.CSS_SELECTOR, ".compare-frame")
            flow = frame.find_element(By.CSS_SELECTOR, "figure.diagram")
            d.execute_script("arguments[0].scrollTop = arguments[1].offsetTop - 20", frame, flow)
        path = os.path.join(folder, f"{index:02d}-{slug(name)}.png")
        section.screenshot(path)
        print(f"  screenshot {path}")


def main():
    for width, size in (("desktop", (1280, 860)), ("phone", (390, 844))):
        driver = browser(size=size)
        try:
            run(Page(driver, SHOTS), width)
        finally:
            driver.quit()
    print("gallery: passed")


if __name__ == "__main__":
    main()
