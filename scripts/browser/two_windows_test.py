"""The same account open in two browser windows (two headless Chromium sessions, A and B, each
signed in by itself, on the same variant), following issue 15 and Docs/Several-windows.md.
Each scenario starts by saving its outline in A's Text tab, which B must show by itself:

1. The wrong item is never deleted: outline Alpha / Bravo / Charlie; B selects Bravo; A inserts
   "- Zulu" at the top through the Text tab; B's list shows Zulu by itself (no reload) and still
   has Bravo selected; B deletes it through the alert: Bravo is gone, Alpha, Charlie and Zulu
   stay, in both windows. The same after A reorders: B's selected Alpha, moved, is deleted.
2. A stale Text tab loses nothing: B adds a task while A is on the Tasks tab, A's Text tab then
   shows it; B adds another while A's Text tab is open, A's editor shows it by itself; A edits
   and saves: B's tasks stay, in both windows.
3, 4. A text save over a newer outline is refused: A types in its Text tab without saving, B
   adds a task, A saves: A shows the conflict message, keeps its typed text in its editor and
   the newer outline read-only beside it, and nothing of B's is lost; A merges B's task and
   saves again. In 3 A looks at the Tasks tab and back before B's change (the tab click sends
   A's typing to the server; it must come back); in 4 the typing is on the page only, until
   Save, while A's page takes the live update B's change causes.
5. Other windows catch up: B marks a task done, A shows it by itself. A and B edit the same
   task: B saves first; A's save is refused with A's text quoted, and B's rename stays.
6. "Mark done" in A on a task B deleted, while A's page still shows it selected (A's live
   updates held back, as on a slow connection): A shows a clear message, the row goes away, and
   no other row is marked done.
7. A page without script (a third window, JavaScript off) opens its Text tab; B adds a task; the
   page saves its older text, as a form post that says only which render it showed (issue 33):
   the save is refused, the page comes back with the reason on top and its typing still in the
   editor, and B's task stays; saving that page again is the user's choice and goes through.

A failed scenario is reported and the next one starts in two new windows; the script exits
non-zero when any failed.

Usage: two_windows_test.py URL SCREENSHOT_DIR --architecture NAME --username NAME --password PASSWORD
                           [--url-b URL] [--scenario N]…

--url-b opens window B on another server (issue 40: two `triptych serve` processes sharing one
PostgreSQL database); every scenario must then hold across servers as it does across windows.

The account must exist with an empty outline (browser-test.sh creates a fresh one per variant).
Screenshots of both windows are numbered in one sequence: NN-<scenario><window>-…, e.g.
07-1B-bravo-selected.png.
"""

import argparse
import itertools
import sys
import time
import traceback

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By

from page import Page, browser, row_text
from taskmanager_test import (add_task, detail_heading, log_in, open_login, open_tab, option_for,
                             select_row)

ALPHA, BRAVO, CHARLIE, ZULU = "- Alpha", "- Bravo", "- Charlie", "- Zulu"
FROM_B = "- Added in window B"
FROM_B_ON_TEXT_TAB = "- Added in window B while A shows the Text tab"
FROM_A = "- Added in window A's Text tab"
TYPED_IN_A = "- Typed in window A, not saved yet"
FROM_B_WHILE_A_TYPES = "- Added in window B while A types"
RENAMED_IN_B = "- Charlie renamed in window B"
TYPED_IN_A_SHEET = "- Charlie renamed in window A"

# The words of Docs/Several-windows.md (EditConflict.message).
TYPING_CONFLICT = "was changed (in another window) while you typed"
TEXT_CONFLICT = ("The outline was changed in another window since this text was loaded. Your text is "
                 "kept; the newer outline is shown beside it. Save again to replace it with your text.")
TASK_CHANGED = "That task was changed in another window, so your change was not saved."
TASK_DELETED = "That task was deleted in another window."
# WebHost's answer to a click on a control an update removed (ViewHost.actionableNode).
CONTROL_GONE = "That control is no longer on the page"
NEWER_TEXT = "Saved in another window"


# --- helpers -----------------------------------------------------------------------------------

def sign_in(page, url, architecture, username, password):
    """Opens the app in this window, picks the variant on the login screen and signs in."""
    open_login(page, url, architecture)
    log_in(page, username, password, "login")
    page.until("the Tasks tab is shown after signing in", lambda: is_selected_tab(page, "Tasks"))


def is_selected_tab(page, title):
    return bool(page.driver.find_elements(
        By.XPATH, f"//nav[contains(@class,'tabs')]/button[@aria-selected='true'][span[normalize-space()='{title}']]"))


def lines(text):
    return [line for line in (text or "").splitlines() if line.strip()]


def editor_text(page):
    """The Text tab's editor, once shown: what it holds, typing included."""
    page.until("the Text tab shows the editor", lambda: page.field_value("Outline") is not None)
    return page.field_value("Outline")


def save_text(page, text, shot):
    """Replaces the outline through the (open) Text tab and saves it."""
    page.type_text("Outline", text)
    page.shot(shot)
    page.click_answered("Save")
    page.until("the text is saved", lambda: "Saved" in successes(page) and not page.errors())


def successes(page):
    """The success messages the page shows (the Text tab's "Saved")."""
    return page.driver.execute_script(
        "return [...document.querySelectorAll('#app .style-success')].map(e => e.innerText.trim())")


def until_rows(page, expected, description):
    """Waits until the list shows the TaskPaper lines `expected` (tasks without tags, shown by
    `row_text`; a row already in its shown form, such as a done task's, is given as shown)."""
    shown = [shown_row(line) for line in expected]
    page.until(f"{description}: the list is {shown}", lambda: page.rows() == shown)


def shown_row(line):
    """`row_text(line)` for a TaskPaper line; a row given as shown (a `Shown`) as it is."""
    return line.text if isinstance(line, Shown) else row_text(line)


class Shown:
    """A row's text as the list shows it, where a list of TaskPaper lines is expected."""

    def __init__(self, text):
        self.text = text


def start_with(a, b, outline, shot):
    """A saves `outline` (lines) in its Text tab and goes back to Tasks; B shows it by itself."""
    open_tab(a, "Text")
    editor_text(a)
    save_text(a, "".join(line + "\n" for line in outline), shot)
    open_tab(a, "Tasks")
    until_rows(a, outline, "A lists the outline it saved")
    until_rows(b, outline, "B shows A's outline by itself (a live update)")
    b.check(b.no_reload_happened(), "B reloaded: A's change should arrive as a live update")


def in_detail(page, name):
    page.click(name, "//section[contains(@class,'detail')]//")


def delete_selected(page, name):
    """Delete in the detail pane, then Delete in the alert, which must name the item."""
    in_detail(page, "Delete")
    page.until("the alert opens", lambda: page.driver.find_elements(By.CSS_SELECTOR, "dialog.alert"))
    alert = page.retry(lambda: page.driver.find_element(By.CSS_SELECTOR, "dialog.alert").text)
    content = name.removeprefix("- ")  # the alert quotes the task's text without its dash
    page.check(f"“{content}” will be deleted" in alert, f"the alert should name “{content}”: {alert!r}")
    page.shot(f"delete-{content.lower()}-alert")
    page.click("Delete", "//dialog[contains(@class,'alert')]//")
    page.until("the alert closes", lambda: not page.driver.find_elements(By.CSS_SELECTOR, "dialog"))


def open_edit_sheet(page, name):
    select_row(page, name)
    in_detail(page, "Edit")
    page.until("the Edit sheet opens", lambda: page.driver.find_elements(By.CSS_SELECTOR, "dialog.sheet"))
    page.until(f"the Edit sheet holds “{name}”", lambda: page.field_value("Task") == name)


def stays(page, description, predicate, seconds=1.5):
    """Checks that `predicate` holds now and keeps holding for `seconds`."""
    deadline = time.monotonic() + seconds
    while True:
        page.check(page.retry(predicate), f"expected that {description}; rows: {page.rows()}")
        if time.monotonic() >= deadline:
            return
        time.sleep(0.1)


def settles(predicate, seconds):
    """Waits up to `seconds` for `predicate`; whether it came true."""
    deadline = time.monotonic() + seconds
    while not predicate():
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.1)
    return True


def hold_live_updates(page):
    """From now on the page takes no live update: told of a change, it asks for the new content
    and is answered 503 (as if the server were briefly out of reach), so it keeps showing the old
    content and its next event is made on it. Counts the refused asks. Over the page's socket a
    live update brings its content along (`p KIND` and a patch or fragment): that message is
    lost instead, as if the socket had dropped it, and counted the same way."""
    page.driver.execute_script(
        "window.__heldRefreshes = 0;"
        "if (!window.__holdInstalled) {"
        "  window.__holdInstalled = true;"
        "  const fetch0 = window.fetch;"
        "  window.fetch = (url, init) => {"
        "    if (window.__holdLive && String(url).startsWith('/fragment')) {"
        "      window.__heldRefreshes += 1;"
        "      return Promise.resolve(new Response('held by the test', { status: 503 }));"
        "    }"
        "    return fetch0(url, init);"
        "  };"
        "  const data = Object.getOwnPropertyDescriptor(MessageEvent.prototype, 'data');"
        "  Object.defineProperty(MessageEvent.prototype, 'data', {"
        "    configurable: true,"
        "    get() {"
        "      const value = data.get.call(this);"
        "      if (!window.__holdLive || !(this.target instanceof WebSocket)"
        "          || typeof value !== 'string' || !value.startsWith('p ')) return value;"
        "      window.__heldRefreshes += 1;"
        "      return 'held by the test';"
        "    },"
        "  });"
        "}"
        "window.__holdLive = true;")


def held_refreshes(page):
    return page.driver.execute_script("return window.__heldRefreshes || 0")


def release_live_updates(page):
    page.driver.execute_script("window.__holdLive = false")


def sign_in_without_script(page, url, architecture, username, password):
    """Signs in a window whose page runs no script: every click is a form post and a reload, and
    a page waiting for work reloads itself each second (`<noscript>` refresh)."""
    page.driver.get(url)
    page.until("the login screen shows", lambda: page.has_field("Username"))
    page.choose(option_for(page, architecture), "Variant")
    page.until("the login screen shows", lambda: page.has_field("Username"))
    page.field("Username").send_keys(username)
    page.field("Password").send_keys(password)
    page.click("Log In")
    page.until("Home shows after signing in (the page reloads itself)",
               lambda: page.driver.find_elements(By.CSS_SELECTOR, "#app nav.tabs"), timeout=20)


def plain_editor_text(page):
    """The Text tab's editor in a page without script (no script of the page's is needed)."""
    return page.field("Outline").get_attribute("value")


# --- scenarios ---------------------------------------------------------------------------------

def wrong_item_never_deleted(a, b):
    """Issue 15, step 1."""
    for page in (a, b):
        page.until("a new account's outline is empty", lambda: "No items" in page.app_text())
    start_with(a, b, [ALPHA, BRAVO, CHARLIE], "text-alpha-bravo-charlie")
    select_row(b, BRAVO)
    b.shot("bravo-selected")

    open_tab(a, "Text")
    a.until("A's Text tab shows the outline", lambda: lines(editor_text(a)) == [ALPHA, BRAVO, CHARLIE])
    save_text(a, f"{ZULU}\n{ALPHA}\n{BRAVO}\n{CHARLIE}\n", "text-zulu-inserted")
    until_rows(b, [ZULU, ALPHA, BRAVO, CHARLIE], "B shows Zulu by itself (a live update)")
    b.check(b.no_reload_happened(), "B reloaded: A's change should arrive as a live update")
    b.check(detail_heading(b) == row_text(BRAVO),
            f"B's selection should still be Bravo after A inserted above it, not {detail_heading(b)!r}")
    b.shot("zulu-arrived-bravo-still-selected")

    delete_selected(b, BRAVO)
    until_rows(b, [ZULU, ALPHA, CHARLIE], "B deleted Bravo, and only Bravo")
    b.check(not b.errors(), f"deleting Bravo should not be refused: {b.errors()}")
    b.shot("bravo-deleted")
    open_tab(a, "Tasks")
    until_rows(a, [ZULU, ALPHA, CHARLIE], "A shows that Bravo, and only Bravo, was deleted")
    a.shot("bravo-deleted")

    print("  B selects Alpha, A moves Charlie to the top, B deletes Alpha")
    select_row(b, ALPHA)
    open_tab(a, "Text")
    a.until("A's Text tab shows the outline", lambda: lines(editor_text(a)) == [ZULU, ALPHA, CHARLIE])
    save_text(a, f"{CHARLIE}\n{ZULU}\n{ALPHA}\n", "text-reordered")
    until_rows(b, [CHARLIE, ZULU, ALPHA], "B shows the new order by itself")
    b.check(detail_heading(b) == row_text(ALPHA),
            f"B's selection should still be Alpha after A reordered, not {detail_heading(b)!r}")
    b.shot("reordered-alpha-still-selected")
    delete_selected(b, ALPHA)
    until_rows(b, [CHARLIE, ZULU], "B deleted Alpha, and only Alpha")
    open_tab(a, "Tasks")
    until_rows(a, [CHARLIE, ZULU], "A shows that Alpha, and only Alpha, was deleted")
    a.shot("alpha-deleted")


def stale_text_tab_loses_nothing(a, b):
    """Issue 15, step 2: the Text tab shows what other windows saved before it saves."""
    start_with(a, b, [ALPHA, CHARLIE], "text-alpha-charlie")
    # A is on the Tasks tab (opened earlier); B adds a task; A then opens the Text tab.
    add_task(b, FROM_B, shot="add-task-sheet")
    until_rows(a, [ALPHA, CHARLIE, FROM_B], "A lists B's task by itself")
    open_tab(a, "Text")
    a.until("A's Text tab shows B's task", lambda: FROM_B in lines(editor_text(a)))
    a.shot("text-tab-has-b-task")
    # With A's Text tab open and nothing typed, B adds another: A's editor takes it by itself.
    add_task(b, FROM_B_ON_TEXT_TAB)
    a.until("A's open Text tab shows B's new task by itself",
            lambda: FROM_B_ON_TEXT_TAB in lines(a.field_value("Outline")))
    a.check(a.no_reload_happened(), "A reloaded: B's task should arrive as a live update")
    a.shot("open-text-tab-updated")
    save_text(a, editor_text(a).rstrip("\n") + f"\n{FROM_A}\n", "text-a-edited")
    expected = [ALPHA, CHARLIE, FROM_B, FROM_B_ON_TEXT_TAB, FROM_A]
    until_rows(b, expected, "B keeps its tasks and shows A's by itself")
    b.shot("after-a-text-save")
    open_tab(a, "Tasks")
    until_rows(a, expected, "A keeps B's tasks after its text save")
    a.shot("after-text-save")


def text_save_over_newer_outline_refused(a, b, typing_sent):
    """Issue 15, step 2: unsaved typing in A's Text tab, then a change in B, then Save in A.
    `typing_sent`: A looks at the Tasks tab and comes back before B's change, so the server has
    A's typing (an event carries the fields the user changed); else the typing is on the page
    only until Save."""
    outline = [ALPHA, CHARLIE]
    start_with(a, b, outline, "text-alpha-charlie")
    open_tab(a, "Text")
    a.until("A's Text tab shows the outline", lambda: lines(editor_text(a)) == outline)
    typed = editor_text(a).rstrip("\n") + f"\n{TYPED_IN_A}\n"
    a.type_text("Outline", typed)
    a.shot("typing-unsaved")
    if typing_sent:
        open_tab(a, "Tasks")
        open_tab(a, "Text")
        a.until("A's typing is back in its editor after a look at the Tasks tab",
                lambda: a.field_value("Outline") == typed)
        a.shot("typing-kept-across-tabs")
    rendered = a.version()
    add_task(b, FROM_B_WHILE_A_TYPES)
    newer = outline + [FROM_B_WHILE_A_TYPES]
    b.shot("added-while-a-types")
    # B's task is stored (B lists it), so A's save comes after it whatever A's page shows. Give
    # A's page the time to take the live update B's change causes (it must keep the typing):
    # that swap is the harder case, but a variant may have nothing new to show there.
    if not settles(lambda: a.version() > rendered, seconds=3):
        print("  (A's page took no live update while A was typing)")
    a.check(a.field_value("Outline") == typed, "a live update replaced what A was typing")
    a.click_answered("Save")
    refused = lambda: any(TEXT_CONFLICT in m for m in a.errors())
    # Typing the page kept over a newer text it never sent is refused by the host itself.
    held = lambda: any(TYPING_CONFLICT in m for m in a.errors())
    a.until("A's save is answered", lambda: refused() or held() or "Saved" in successes(a))
    if not refused() and not held():
        lost = settles(lambda: row_text(FROM_B_WHILE_A_TYPES) not in b.rows(), seconds=3)
        b.shot("after-a-saved-over-newer-outline")
        a.check(False, "A's text, typed before B's change, was saved over it without a conflict "
                       f"message{'; B’s task is lost' if lost else ''}: B lists {b.rows()}")
    a.check(a.field_value("Outline") == typed,
            f"A's typed text should stay in its editor: {a.field_value('Outline')!r}")
    if refused():
        a.until("A shows the newer outline beside its text",
                lambda: FROM_B_WHILE_A_TYPES in lines(a.field_value(NEWER_TEXT)))
        a.check(a.retry(lambda: a.field(NEWER_TEXT).get_attribute("disabled")) is not None,
                "the newer outline should be read-only")
    else:
        a.check(typing_sent is False, "only typing the server never had can be held by the host")
    a.shot("text-conflict")
    until_rows(b, newer, "B keeps its task and shows nothing A did not save")
    b.shot("after-refused-save")

    print("  A merges B's task into its text and saves again")
    a.type_text("Outline", typed + FROM_B_WHILE_A_TYPES + "\n")
    a.click_answered("Save")
    a.until("A's merged text is saved",
            lambda: "Saved" in successes(a) and not a.errors() and a.field_value(NEWER_TEXT) is None)
    merged = outline + [TYPED_IN_A, FROM_B_WHILE_A_TYPES]
    until_rows(b, merged, "B shows A's merged text, its own task included, by itself")
    open_tab(a, "Tasks")
    until_rows(a, merged, "A lists the merged outline")
    a.shot("merged")


def other_windows_catch_up(a, b):
    """Issue 15, step 3: changes in B reach A; two edits of one task do not silently collide."""
    start_with(a, b, [ALPHA, CHARLIE, ZULU], "text-alpha-charlie-zulu")
    select_row(b, ALPHA)
    in_detail(b, "Mark done")
    b.until("B marks Alpha done",
            lambda: any(r.startswith(row_text(ALPHA) + " Done ") for r in b.rows()))
    done_alpha = Shown(next(r for r in b.rows() if r.startswith(row_text(ALPHA) + " Done ")))
    rows = [done_alpha, CHARLIE, ZULU]
    until_rows(a, rows, "A shows Alpha done by itself")
    a.check(a.no_reload_happened(), "A reloaded: B's change should arrive as a live update")
    a.shot("alpha-done-arrived")

    print("  A and B edit Charlie at once: B saves first, A's save is refused with its text quoted")
    open_edit_sheet(a, CHARLIE)
    open_edit_sheet(b, CHARLIE)
    b.retry(lambda: b.field("Task").clear())
    b.retry(lambda: b.field("Task").send_keys(RENAMED_IN_B))
    b.click("Save", "//dialog//")
    rows = [done_alpha, RENAMED_IN_B, ZULU]
    until_rows(b, rows, "B renamed Charlie")
    until_rows(a, rows, "A shows B's rename by itself, behind its open sheet")
    a.shot("rename-arrived-behind-sheet")
    a.retry(lambda: a.field("Task").clear())
    a.retry(lambda: a.field("Task").send_keys(TYPED_IN_A_SHEET))
    a.click("Save", "//dialog//")
    a.until("A is told its rename was not saved, with its text quoted",
            lambda: any(TASK_CHANGED in m and f"“{TYPED_IN_A_SHEET}”" in m for m in a.errors()))
    a.shot("rename-refused")
    if a.driver.find_elements(By.CSS_SELECTOR, "dialog.sheet"):
        # A variant may keep the sheet open on the refusal: with A's text still in it.
        a.check(a.field_value("Task") == TYPED_IN_A_SHEET,
                f"A's sheet should keep A's text: {a.field_value('Task')!r}")
        a.click("Cancel", "//dialog//")
        a.until("A's sheet closes", lambda: not a.driver.find_elements(By.CSS_SELECTOR, "dialog"))
    until_rows(a, rows, "A shows B's rename, not its own")
    until_rows(b, rows, "B keeps its rename")
    b.shot("rename-kept")


def mark_done_on_task_deleted_elsewhere(a, b):
    """Issue 15, step 3: an action on a task another window deleted never hits another row."""
    rows = [ALPHA, CHARLIE, ZULU]
    start_with(a, b, rows, "text-alpha-charlie-zulu")
    select_row(a, CHARLIE)
    a.shot("charlie-selected")
    hold_live_updates(a)
    select_row(b, CHARLIE)
    delete_selected(b, CHARLIE)
    rows = [ALPHA, ZULU]
    until_rows(b, rows, "B deleted Charlie")
    # The server told A's page; the page could not fetch the new content: it still shows Charlie.
    a.until("A's page is told of the change", lambda: held_refreshes(a) > 0)
    release_live_updates(a)
    a.check(detail_heading(a) == row_text(CHARLIE) and row_text(CHARLIE) in a.rows(),
            "A's page should still show Charlie selected")
    a.shot("stale-charlie-selected")
    shown = a.errors()
    in_detail(a, "Mark done")
    a.until("A says why nothing was done", lambda: any(
        (TASK_DELETED in m or CONTROL_GONE in m) and m not in shown for m in a.errors()))
    print(f"  A was told: {[m for m in a.errors() if m not in shown]}")
    until_rows(a, rows, "Charlie's row goes away in A, and no other row changed")
    a.check(detail_heading(a) != row_text(ZULU) and detail_heading(a) != row_text(ALPHA),
            f"A's selection should not move to another task: {detail_heading(a)!r}")
    a.shot("mark-done-on-deleted-task")
    # Nothing else was done: B, told of any change within a second, keeps the same rows.
    stays(b, "B keeps the same rows, none marked done",
          lambda: b.rows() == [row_text(line) for line in rows])
    b.shot("nothing-else-done")


def no_script_text_save_over_newer_outline_refused(a, b):
    """Issue 33, item 1: a stale save from a page without script loses nothing."""
    start_with(a, b, [ALPHA, BRAVO], "start-no-script")
    args = ARGS
    plain = Page(browser(script=False), a.shots, window=f"{a.window}N", steps=a.steps)
    try:
        sign_in_without_script(plain, args.url, args.architecture, args.username, args.password)
        open_tab(plain, "Text")
        plain.until("the page's Text tab shows the outline",
                    lambda: lines(plain_editor_text(plain)) == [ALPHA, BRAVO])
        plain.shot("no-script-text-tab")
        add_task(b, FROM_B, "no-script-b-adds")
        until_rows(a, [ALPHA, BRAVO, FROM_B], "A shows B's task by itself")
        typed = f"{ALPHA}\n{BRAVO}\n{TYPED_IN_A}\n"
        editor = plain.field("Outline")
        editor.clear()
        editor.send_keys(typed)
        plain.click("Save")
        plain.until("the page without script shows why its save was refused",
                    lambda: TYPING_CONFLICT in " ".join(
                        e.text for e in plain.driver.find_elements(By.CSS_SELECTOR, ".banner-error")))
        plain.shot("no-script-save-refused")
        plain.check(lines(plain_editor_text(plain)) == lines(typed),
                    f"the typing should still be in the editor: {plain_editor_text(plain)!r}")
        stays(b, "B's task stays after the refused save", lambda: row_text(FROM_B) in b.rows())
        stays(a, "A still lists B's task", lambda: row_text(FROM_B) in a.rows())
        # The page it was given is the latest one: saving it again is the user's informed choice.
        plain.click("Save")
        until_rows(b, [ALPHA, BRAVO, TYPED_IN_A], "B shows the text saved again from the page without script")
        plain.shot("no-script-saved-again")
    finally:
        plain.driver.quit()


SCENARIOS = [
    ("the wrong item is never deleted", wrong_item_never_deleted),
    ("a stale Text tab loses nothing", stale_text_tab_loses_nothing),
    ("a text save over a newer outline is refused, keeping both texts (typing sent by a tab switch)",
     lambda a, b: text_save_over_newer_outline_refused(a, b, typing_sent=True)),
    ("a text save over a newer outline is refused, keeping both texts (typing sent only by Save)",
     lambda a, b: text_save_over_newer_outline_refused(a, b, typing_sent=False)),
    ("other windows catch up; two edits of one task", other_windows_catch_up),
    ("Mark done on a task deleted in the other window", mark_done_on_task_deleted_elsewhere),
    ("a stale Text tab save from a page without script is refused, keeping its typing",
     no_script_text_save_over_newer_outline_refused),
]

ARGS = None  # the command line, for scenarios that open a window of their own


# --- running -----------------------------------------------------------------------------------

class Windows:
    """Windows A and B: two browser sessions of one account, opened again after a failure."""

    def __init__(self, args):
        self.args = args
        self.steps = itertools.count(1)
        self.drivers = []
        self.pages = None

    def open(self, scenario):
        if self.pages is None:
            self.drivers = [browser(), browser()]
            self.pages = [Page(driver, self.args.shots, steps=self.steps) for driver in self.drivers]
            urls = [self.args.url, self.args.url_b or self.args.url]
            for page, name, url in zip(self.pages, "AB", urls):
                page.window = f"{scenario}{name}"
                print(f"  sign in in window {name} at {url}")
                sign_in(page, url, self.args.architecture, self.args.username, self.args.password)
        for page, name in zip(self.pages, "AB"):
            page.window = f"{scenario}{name}"
        return self.pages

    def dump(self):
        for page in self.pages or []:
            try:
                page.shot("at-failure")
                print(f"--- window {page.window} at the failure: rows {page.rows()}, errors {page.errors()}\n"
                      f"{page.app_text()}", file=sys.stderr)
            except WebDriverException as error:
                print(f"--- window {page.window}: unreadable ({error})", file=sys.stderr)

    def close(self):
        for driver in self.drivers:
            try:
                driver.quit()
            except WebDriverException:
                pass
        self.drivers, self.pages = [], None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("shots")
    parser.add_argument("--architecture", required=True)
    parser.add_argument("--username", required=True)
    parser.add_argument("--password", required=True)
    parser.add_argument("--url-b", help="window B's server, when it is not window A's")
    parser.add_argument("--scenario", type=int, action="append",
                        help="run only this scenario (by number; repeatable); scenario 1 needs an empty outline")
    args = parser.parse_args()
    global ARGS
    ARGS = args
    windows = Windows(args)
    failed = []
    try:
        for number, (title, scenario) in enumerate(SCENARIOS, 1):
            if args.scenario and number not in args.scenario:
                continue
            print(f"{number}. {title} ({args.architecture})")
            try:
                a, b = windows.open(number)
                scenario(a, b)
                for page in (a, b):
                    page.check(page.no_reload_happened(), "the page reloaded: changes should arrive in place")
            except (AssertionError, WebDriverException):
                traceback.print_exc()
                windows.dump()
                windows.close()  # the next scenario starts in two new windows
                failed.append(f"{number}. {title}")
                print(f"FAILED: {number}. {title} ({args.architecture})", file=sys.stderr)
    finally:
        windows.close()
    if failed:
        print(f"two-window scenarios FAILED ({args.architecture}): {'; '.join(failed)}", file=sys.stderr)
        return 1
    print(f"all two-window scenarios passed ({args.architecture})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
