"""Walks through the TaskManager in headless Chromium as a new user would, on one variant:
log in, add, edit, edit a tag, delete (through the alert), save the Text tab, hide done items,
sign out and back in (everything still there), save a 1 MB outline in the Text tab and switch
tabs afterwards, with a screenshot of each screen; the tag editor and the delete alert by
keyboard alone; then the same account at phone size (the list, a pushed detail, Settings).

Usage: taskmanager_test.py URL SCREENSHOT_DIR --architecture NAME --username NAME --password PASSWORD

The account must exist with an empty outline (browser-test.sh creates a fresh one per variant).
"""

import argparse
import sys

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from page import Page, browser, row_text

# What is typed (the TaskPaper line, which the editor keeps) and how the Tasks list shows it
# (title, chips, due date, done mark); the detail pane's title reads as the row without chips.
FIRST = "- Walk the dog @due(2026-12-01)"
FIRST_ROW = "Walk the dog Due Tue 1 Dec 2026"
EDITED = "- Walk the dog twice @due(2026-12-01)"
EDITED_ROW = "Walk the dog twice Due Tue 1 Dec 2026"
RETAGGED = "- Walk the dog twice @due(2026-12-24)"
RETAGGED_ROW = "Walk the dog twice Due Thu 24 Dec 2026"
DOOMED = "- Throw away the junk"
TEXT = ("Home:\n\t" + RETAGGED + "\n\t- Read a book @done(2026-11-20)\n\t- Water the plants\n"
        "\t- Call the vet @phone @priority(1)\n")
DONE = "- Read a book @done(2026-11-20)"
DONE_ROW = "Read a book Done Fri 20 Nov 2026"


# The picker shows display names; these differ from the command-line names by more than case.
DISPLAY_NAMES = {"mvvm-state": "MVVM State", "mvc-viper": "MVC/VIPER", "viper-tca": "VIPER/TCA"}


def option_for(page, architecture):
    """The Variant picker's option for an architecture's command-line name (`tca` → `TCA`,
    `viper-tca` → `VIPER/TCA`)."""
    architecture = DISPLAY_NAMES.get(architecture, architecture)
    options = page.driver.execute_script(
        "return [...document.querySelectorAll('#app fieldset.picker')]"
        ".filter(f => f.querySelector('legend').textContent.trim() === 'Variant')"
        ".flatMap(f => [...f.querySelectorAll('button')].map(b => b.textContent.trim()))")
    for option in options:
        if option.lower() == architecture.lower():
            return option
    raise AssertionError(f"the Variant picker has no option for {architecture!r}: {options}")


def is_home(page):
    return bool(page.driver.find_elements(By.CSS_SELECTOR, "#app nav.tabs"))


def open_login(page, url, architecture):
    """Opens the app, picks `architecture` on the login screen and marks the document (so a
    reload can be told); returns the option chosen."""
    page.driver.get(url)
    page.until("the login screen shows", lambda: page.has_field("Username"))
    option = option_for(page, architecture)
    page.choose(option, "Variant")
    page.until(f"{option} is the chosen variant", lambda: page.chosen("Variant") == option)
    page.until("the login screen shows", lambda: page.has_field("Username"))
    page.mark_document()
    return option


def log_in(page, username, password, label):
    page.retry(lambda: page.field("Username").send_keys(username))
    page.retry(lambda: page.field("Password").send_keys(password))
    page.shot(f"{label}-filled")
    page.click("Log In")
    page.until("the welcome message shows", lambda: f"Welcome, {username}!" in page.app_text())
    page.shot(f"{label}-welcome")
    # Home comes by itself a second later (a live update), without reloading the page.
    page.until("Home replaces Login after the delay", lambda: is_home(page), timeout=8)
    page.check(page.no_reload_happened(), "the page reloaded: Home should arrive as a live update")
    page.check(page.chosen("Variant") is None, "the Variant picker should be hidden once signed in")


def open_tab(page, title):
    page.retry(lambda: page.driver.find_element(
        By.XPATH, f"//nav[contains(@class,'tabs')]/button[span[normalize-space()='{title}']]").click())
    page.until(f"the {title} tab is selected", lambda: page.driver.find_elements(
        By.XPATH, f"//nav[contains(@class,'tabs')]/button[@aria-selected='true'][span[normalize-space()='{title}']]"))


def detail_heading(page):
    """What the detail pane's title reads (TaskDetailTitle in TaskManagerViews), '' when nothing
    is selected: the item's title, then its due date and done mark, joined by spaces. That is
    its list row without the chips (the pane lists the tags in its Tags section), so an item
    without tags reads `row_text(line)`."""
    return page.driver.execute_script(
        "const t = document.querySelector('.pane.detail p.font-title');"
        "return t ? [...t.parentElement.querySelectorAll('p.text')]"
        ".map(p => p.innerText.trim()).join(' ') : ''").strip()


def select_row(page, line, row=None, heading=None):
    """Selects the list row showing `row` (by default `row_text(line)`); the detail pane's title
    then reads `heading` (by default the row: a row with chips must spell its heading out)."""
    row = row or row_text(line)
    heading = heading or row
    xpath = f"//section[contains(@class,'content')]//button[contains(@class,'row-select')][span[normalize-space()='{row}']]"
    page.retry(lambda: page.wait.until(lambda d: d.find_element(By.XPATH, xpath)).click())
    page.until(f"the detail pane's title reads “{heading}”", lambda: detail_heading(page) == heading)


def add_task(page, text, shot=None, row=None):
    """Adds the TaskPaper line `text` through the sheet; the list then shows `row` (by default
    `row_text(text)`)."""
    row = row or row_text(text)
    page.click("Add")
    page.until("the New Task sheet opens", lambda: page.driver.find_elements(By.CSS_SELECTOR, "dialog.sheet"))
    page.retry(lambda: page.field("Task").send_keys(text))
    if shot:
        page.shot(shot)
    page.click("Save", "//dialog//")
    page.until(f"“{row}” is listed", lambda: row in page.rows())
    page.check(not page.driver.find_elements(By.CSS_SELECTOR, "dialog"), "the sheet should be closed")
    # Closing a dialog returns focus to the control that opened it.
    focused = page.driver.execute_script(
        "const a = document.activeElement; return a ? a.textContent.trim() : ''")
    page.check(focused.endswith("Add"), f"focus should return to Add after the sheet closes, not {focused!r}")


def run(page, url, architecture, username, password):
    d = page.driver
    d.get(url)
    page.until("the login screen shows", lambda: page.has_field("Username"))
    print(f"choose the {architecture} variant on the login screen")
    option = option_for(page, architecture)
    page.choose(option, "Variant")
    page.until(f"{option} is the chosen variant", lambda: page.chosen("Variant") == option)
    page.until("the login screen shows", lambda: page.has_field("Username"))
    page.mark_document()
    page.shot("login")

    print("a wrong password is announced (role=alert, an assertive live region)")
    page.retry(lambda: page.field("Username").send_keys(username))
    page.retry(lambda: page.field("Password").send_keys("not-the-password"))
    page.click("Log In")
    page.until("the error shows", lambda: "Invalid username or password" in page.app_text())
    page.check(d.execute_script(
        "return [...document.querySelectorAll('#app [role=alert]')]"
        ".some(e => e.textContent.includes('Invalid username or password'))"),
        "the login error should be announced")
    page.retry(lambda: page.field("Username").clear())
    page.retry(lambda: page.field("Password").clear())

    print("log in, waiting for Home after the one-second delay")
    log_in(page, username, password, "login")
    page.until("a new account's outline is empty", lambda: "No items" in page.app_text())
    page.shot("home-empty")

    print("add a task through the sheet")
    add_task(page, FIRST, shot="add-sheet", row=FIRST_ROW)
    page.shot("added")

    print("edit it through the Edit sheet")
    select_row(page, FIRST, FIRST_ROW)
    page.click("Edit", "//section[contains(@class,'detail')]//")
    page.until("the Edit Task sheet opens", lambda: page.driver.find_elements(By.CSS_SELECTOR, "dialog.sheet"))
    page.check(page.field("Task").get_attribute("value") == FIRST, "the Edit sheet should hold the task")
    page.retry(lambda: page.field("Task").clear())
    page.retry(lambda: page.field("Task").send_keys(EDITED))
    page.shot("edit-sheet")
    page.click("Save", "//dialog//")
    page.until("the task is renamed", lambda: EDITED_ROW in page.rows())

    print("edit its @due tag in place, keyboard only")
    select_row(page, EDITED, EDITED_ROW)
    tag_button = page.button("@due(2026-12-01)", "//section[contains(@class,'detail')]//")
    d.execute_script("arguments[0].focus()", tag_button)
    d.switch_to.active_element.send_keys(Keys.RETURN)
    page.until("the tag editor opens with the focus in its field", lambda: page.focused() == "Tag")
    page.check(page.driver.find_elements(By.XPATH, "//section[contains(@class,'detail')]//button[normalize-space()='Save']"),
               "the tag editor should offer Save as a button")
    d.switch_to.active_element.send_keys(Keys.ESCAPE)
    page.until("Escape closes the tag editor", lambda: not page.has_field("Tag"))
    page.check(EDITED_ROW in page.rows(), "Escape should leave the tag as it was")
    tag_button = page.button("@due(2026-12-01)", "//section[contains(@class,'detail')]//")
    d.execute_script("arguments[0].focus()", tag_button)
    d.switch_to.active_element.send_keys(Keys.RETURN)
    page.until("the tag editor opens again, focused", lambda: page.focused() == "Tag")
    d.switch_to.active_element.send_keys(Keys.CONTROL, "a")
    d.switch_to.active_element.send_keys("@due(2026-12-24)")
    page.shot("tag-editor")
    d.switch_to.active_element.send_keys(Keys.ENTER)
    page.until("the tag is converted in place", lambda: RETAGGED_ROW in page.rows())
    page.shot("tag-edited")

    print("delete a task through the alert")
    add_task(page, DOOMED)
    select_row(page, DOOMED)
    page.click("Delete", "//section[contains(@class,'detail')]//")
    page.until("the alert opens", lambda: page.driver.find_elements(By.CSS_SELECTOR, "dialog.alert"))
    alert = d.find_element(By.CSS_SELECTOR, "dialog.alert")
    page.check("Are you sure?" in alert.text, f"unexpected alert text: {alert.text!r}")
    page.until("the alert opens with the focus on Cancel", lambda: page.focused() == "Cancel")
    page.shot("delete-alert")
    d.switch_to.active_element.send_keys(Keys.ESCAPE)
    page.until("Escape closes the alert", lambda: not d.find_elements(By.CSS_SELECTOR, "dialog.alert"))
    page.until("the focus goes back to Delete", lambda: page.focused() == "Delete")
    page.check(row_text(DOOMED) in page.rows(), "Escape should delete nothing")
    d.switch_to.active_element.send_keys(Keys.RETURN)
    page.until("Return opens the alert again", lambda: page.focused() == "Cancel")
    d.switch_to.active_element.send_keys(Keys.SHIFT, Keys.TAB)
    page.until("Shift-Tab reaches Delete in the alert", lambda: page.focused() == "Delete" and d.execute_script(
        "return !!document.activeElement.closest('dialog.alert')"))
    d.switch_to.active_element.send_keys(Keys.RETURN)
    page.until("the task is gone", lambda: row_text(DOOMED) not in page.rows())
    page.check(RETAGGED_ROW in page.rows(), "the other task should stay")

    print("replace the outline in the Text tab")
    open_tab(page, "Text")
    # A variant may load the text when the tab opens; it then arrives as a live update.
    page.until(
        "the Text tab shows the outline",
        lambda: RETAGGED in page.field("Outline").get_attribute("value"))
    editor = page.field("Outline")
    # Set with a script: typing a tab character would move the focus instead.
    page.retry(lambda: d.execute_script(
        "arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'))",
        page.field("Outline"), TEXT))
    page.click("Save")
    page.until("the text is saved", lambda: "Saved" in page.app_text())
    page.check(d.execute_script(
        "return [...document.querySelectorAll('#app [role=status]')].some(e => e.textContent.includes('Saved'))"),
        "“Saved” should be announced (role=status, a polite live region)")
    page.shot("text-saved")
    open_tab(page, "Tasks")
    page.until("the Tasks tab shows the saved outline", lambda: DONE_ROW in page.rows())
    page.check(page.rows()[0] == "Home", f"the project should read “Home”, not {page.rows()[0]!r}")
    done_mark = d.execute_script(
        "return [...document.querySelectorAll('.pane.content .row-select .style-success')]"
        ".map(e => e.textContent)")
    page.check(done_mark == ["Done Fri 20 Nov 2026"], f"the done task should be marked: {done_mark!r}")
    chips = d.execute_script(
        "return [...document.querySelectorAll('.pane.content .row-select .style-chip')]"
        ".map(e => e.textContent)")
    page.check(chips == ["phone", "priority: 1"], f"the tags should be chips: {chips!r}")
    page.check("Call the vet phone priority: 1" in page.rows(), f"rows: {page.rows()}")
    page.shot("tasks-as-read")

    print("move between tabs with the keyboard (the ARIA tabs pattern)")
    def focused_tab():
        return d.execute_script(
            "const a = document.activeElement;"
            "return a && a.getAttribute('role') === 'tab' ? a.innerText.trim() : null")
    tab = d.find_element(
        By.XPATH, "//nav[contains(@class,'tabs')]/button[@aria-selected='true'][span[normalize-space()='Tasks']]")
    d.execute_script("arguments[0].focus()", tab)
    tab.send_keys(Keys.ARROW_RIGHT)
    page.until("ArrowRight moves the focus to the Text tab", lambda: (focused_tab() or "").endswith("Text"))
    d.switch_to.active_element.send_keys(Keys.END)
    page.until("End moves the focus to the last tab", lambda: (focused_tab() or "").endswith("Settings"))
    d.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    page.until("ArrowRight wraps around to the first tab", lambda: (focused_tab() or "").endswith("Tasks"))
    d.switch_to.active_element.send_keys(Keys.ARROW_LEFT)
    d.switch_to.active_element.send_keys(Keys.RETURN)
    page.until("Return opens the focused tab", lambda: d.find_elements(
        By.XPATH, "//nav[contains(@class,'tabs')]/button[@aria-selected='true'][span[normalize-space()='Settings']]"))
    open_tab(page, "Tasks")

    print("hide done items in Settings")
    open_tab(page, "Settings")
    page.until("Settings shows the user", lambda: f"Signed in as {username}" in page.app_text())
    page.click("Show done items")
    page.until("the switch is off", lambda: d.find_elements(
        By.XPATH, "//button[@role='switch'][@aria-checked='false'][span[normalize-space()='Show done items']]"))
    page.shot("settings")
    open_tab(page, "Tasks")
    page.until("the done item is hidden",
               lambda: DONE_ROW not in page.rows() and RETAGGED_ROW in page.rows())
    page.shot("done-hidden")

    print("the debugger draws the flow of the last event through the variant's roles")
    open_tab(page, "Settings")
    page.click("Debugger")
    page.until("the debugger is on", lambda: d.find_elements(
        By.XPATH, "//button[@role='switch'][@aria-checked='true'][span[normalize-space()='Debugger']]"))
    open_tab(page, "Tasks")
    expected = FLOW_LANES[architecture]
    page.until("the debugger's diagram shows the tab switch", lambda: any(
        "open tab “Tasks”" in f.text for f in d.find_elements(By.CSS_SELECTOR, "figure.diagram figcaption")))
    figure = d.find_elements(By.CSS_SELECTOR, "figure.diagram")[0]
    headers = [t.text for t in figure.find_elements(By.CSS_SELECTOR, ".lane text")]
    page.check(all(role in headers for role in expected),
               f"the flow of opening a tab should pass {expected}, shows lanes {headers}")
    page.check(figure.find_elements(By.CSS_SELECTOR, "g.message"), "the messages are drawn")
    d.execute_script("arguments[0].scrollIntoView()", figure)
    page.shot("debugger-flow")
    # Every message in full, by keyboard, each linked to the method that handled it.
    summary = figure.find_element(By.CSS_SELECTOR, "details.diagram-messages summary")
    d.execute_script("arguments[0].focus()", summary)
    d.switch_to.active_element.send_keys(Keys.RETURN)
    page.until("Return opens the full list of messages", lambda: d.execute_script(
        "const f = document.querySelector('figure.diagram details');"
        "return f && f.open && f.querySelectorAll('li').length > 0"))
    links = d.execute_script(
        "return [...document.querySelectorAll('figure.diagram details a.source')].map(a => a.href)")
    page.check(links, "each message handled by a role's method should link to its source")
    page.shot("debugger-messages")
    d.execute_script("window.open(arguments[0])", links[0])
    d.switch_to.window(d.window_handles[-1])
    page.until("the source page marks the method's line", lambda: d.find_elements(
        By.CSS_SELECTOR, ".source-lines li.marked"))
    page.shot("debugger-source")
    d.close()
    d.switch_to.window(d.window_handles[0])
    open_tab(page, "Settings")
    page.click("Debugger")
    page.until("the debugger is off", lambda: not d.find_elements(By.CSS_SELECTOR, "figure.diagram"))
    open_tab(page, "Tasks")

    print("sign out and back in: everything is still there")
    open_tab(page, "Settings")
    page.click("Sign Out")
    page.until("the login screen is back", lambda: page.has_field("Username") and not is_home(page))
    page.check(page.field("Username").get_attribute("value") == "", "the login fields should be empty")
    page.until(f"the login screen offers {option} again (the user's saved variant)",
               lambda: page.chosen("Variant") == option)
    page.shot("signed-out")
    log_in(page, username, password, "relogin")
    page.until("the outline is still there",
               lambda: RETAGGED_ROW in page.rows() and "Water the plants" in page.rows())
    page.check(DONE_ROW not in page.rows(), "Show done items should still be off")
    page.check(row_text(DOOMED) not in page.rows(), "the deleted task should stay deleted")
    page.shot("home-again")

    print("save a 1 MB outline in the Text tab, then switch tabs")
    save_large_outline(page)

    page.check(page.no_reload_happened(), "the page reloaded: events should swap content in place")
    print(f"all browser steps passed ({architecture})")


# The roles a tab switch passes through in each variant's flow.
FLOW_LANES = {
    "tca": ["view", "store", "reducer"],
    "viper": ["view", "presenter"],
    "mvvm": ["view", "view model"],
    "mvvm-state": ["view", "view model"],
    "mvc": ["view", "controller"],
    "mvc-viper": ["view", "controller"],
    "viper-tca": ["view", "presenter"],
}


def large_outline():
    """About 1 MB of TaskPaper: a project of tasks, each with a long note."""
    note = "\t\t" + "A long note that makes the outline large. " * 24 + "\n"
    tasks = "".join(f"\t- Large task {i:04d}\n{note}" for i in range(1100))
    return "Large:\n" + tasks


def save_large_outline(page):
    d = page.driver
    text = large_outline()
    page.check(len(text.encode()) > 1024 * 1024, "the large outline should be over 1 MB")
    open_tab(page, "Text")
    page.until("the Text tab shows the outline", lambda: page.has_field("Outline"))
    page.retry(lambda: d.execute_script(
        "arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'))",
        page.field("Outline"), text))
    page.click("Save")
    page.until("the large text is saved", lambda: "Saved" in page.app_text(), timeout=30)
    page.check(not d.find_elements(By.CSS_SELECTOR, ".banner-error"),
               "saving 1 MB should not be refused")
    page.shot("large-text-saved")
    # Every event used to carry the whole form, so past 64 KB every click was refused. Now it
    # carries its target and the fields the user changed: the unchanged outline stays home.
    # Events go over the page's socket (`e SEQ` and the form body) or, without one, fetch.
    editor_name = page.field("Outline").get_attribute("name")
    d.execute_script(
        "window.__eventBodies = [];"
        "const fetch0 = window.fetch;"
        "window.fetch = (url, init) => {"
        "  if (url === '/events') window.__eventBodies.push(String(init.body));"
        "  return fetch0(url, init); };"
        "const send0 = WebSocket.prototype.send;"
        "WebSocket.prototype.send = function (data) {"
        "  const text = String(data);"
        "  if (text.startsWith('e ')) window.__eventBodies.push(text.slice(text.indexOf('\\n') + 1));"
        "  return send0.call(this, data); };")
    open_tab(page, "Tasks")
    bodies = d.execute_script("return window.__eventBodies")
    page.check(len(bodies) == 1 and editor_name not in bodies[0] and len(bodies[0]) < 1024,
               f"the tab click should post only its target: {[b[:200] for b in bodies]}")
    # The list is lazy: a page of 100 rows (the project, then each task and its note), then
    # "Show more" until the last task is on the page.
    page.until("the Tasks tab shows the large outline's first page",
               lambda: "Large task 0049" in page.rows(), timeout=30)
    page.check("Large task 0050" not in page.rows(), "only the first page of rows should be sent")
    page.check("of 2201 shown" in page.app_text(), "the list should say how many rows there are")
    # Scrolling to the end of the list loads the next page by itself; the button also works.
    count = len(page.rows())
    d.execute_script(
        "document.querySelector('button[aria-label=\"Show more rows\"]').scrollIntoView()")
    page.until("scrolling to the end loads the next page", lambda: len(page.rows()) > count,
               timeout=30)
    for _ in range(44):
        if "Large task 1099" in page.rows():
            break
        count = len(page.rows())
        try:
            page.click("Show more rows")
        except (AssertionError, TimeoutException):
            # Kept being replaced, or gone with the last page: the page loads rows by itself as
            # the list scrolls. Either way the rows must grow.
            pass
        page.until("another page of rows arrives", lambda: len(page.rows()) > count, timeout=30)
    page.check("Large task 1099" in page.rows(), "Show more should reach the last task")
    page.check(not d.find_elements(By.CSS_SELECTOR, ".banner-error"),
               "switching tabs after a large save should not be refused")
    page.shot("large-outline-tasks")


def phone(url, shots, architecture, username, password):
    """The same account at 390×844, a phone held upright: the split view is a stack (the list,
    a tapped task pushed with Back), and no screen scrolls sideways. The account holds the
    large outline `run` saved last."""
    driver = browser(size=(390, 844))
    page = Page(driver, shots, window="phone")
    d = driver
    try:
        open_login(page, url, architecture)
        page.check(not page.overflows_sideways(), "the login screen should fit the phone's width")
        page.shot("login")
        log_in(page, username, password, "login")
        page.until("the list shows alone",
                   lambda: page.rows() and d.execute_script(
                       "return [...document.querySelectorAll('.split > .pane')].map(p => p.classList[1]).join()") == "content")
        page.check(not page.overflows_sideways(), "the list should fit the phone's width")
        page.shot("list")
        page.retry(lambda: d.find_element(
            By.XPATH, "//section[contains(@class,'content')]//button[contains(@class,'row-select')]"
            "[span[normalize-space()='Large task 0003']]").click())
        page.until("the task is pushed", lambda: "Large task 0003" in page.pane_text("detail"))
        page.check(not page.pane_text("content"), "the list should be covered by the detail")
        page.check(not page.overflows_sideways(), "the detail should fit the phone's width")
        page.shot("pushed-detail")
        page.click("Back")
        page.until("Back returns to the list", lambda: "Large task 0003" in page.rows())
        open_tab(page, "Settings")
        page.until("Settings shows", lambda: f"Signed in as {username}" in page.app_text())
        page.check(not page.overflows_sideways(), "Settings should fit the phone's width (pickers wrap)")
        page.shot("settings")
        print(f"phone steps passed ({architecture})")
    finally:
        driver.quit()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("shots")
    parser.add_argument("--architecture", required=True)
    parser.add_argument("--username", required=True)
    parser.add_argument("--password", required=True)
    args = parser.parse_args()
    driver = browser()
    try:
        run(Page(driver, args.shots), args.url, args.architecture, args.username, args.password)
    finally:
        driver.quit()
    phone(args.url, args.shots, args.architecture, args.username, args.password)


if __name__ == "__main__":
    sys.exit(main())
