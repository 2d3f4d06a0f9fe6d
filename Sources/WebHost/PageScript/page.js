// The page script's main part: what an event sends, banners, typing kept across a restart,
// keyboard shortcuts, the page's width, and lazy lists' "Show more". Served last in one
// closure after rendering.js and transport.js (see ClientScript.swift), so the names below
// are shared with them; it starts the page at its end.
/* global post, reconnectAfterReload, wholeFragment, showAnswer, refresh, connect */
/* exported form, version, csrf, textFields, typingBegan, queue, restoreUnsaved, watchShowMore,
   startAgain, endedNotice, restarting */

const form = () => document.getElementById("app");
const version = () => Number(form().querySelector("input[name=version]").value);
const csrf = () => form().querySelector("input[name=csrf]").value;
const textFields = "input[type=text],input[type=password],textarea";
let queue = Promise.resolve();

// Outside the form, so swaps keep it; one per kind, the newest message wins.
function banner(message, kind = "error") {
  let note = document.querySelector(`.banner[data-kind="${kind}"]`);
  if (!note) {
    note = document.createElement("div");
    note.className = "banner banner-" + kind; note.dataset.kind = kind;
    note.setAttribute("role", kind === "error" ? "alert" : "status");
    const close = document.createElement("button");
    close.type = "button"; close.className = "btn"; close.textContent = "Dismiss";
    close.addEventListener("click", () => note.remove());
    note.append(document.createElement("p"), close);
    document.body.prepend(note);
  }
  note.querySelector("p").textContent = message;
}
const clearBanner = (kind = "error") =>
  document.querySelectorAll(`.banner[data-kind="${kind}"]`).forEach((note) => note.remove());

// Field name → the render version its unsent typing began on, for typing kept while a
// newer render changed the field's text.
const typingBegan = {};
// A render writes each field's value as its default (a password field's is always
// empty), so a field differs from it exactly when the user typed into it.
const changedFields = () => [...form().querySelectorAll(textFields)]
  .filter((field) => !field.disabled && field.value !== field.defaultValue);

function describe(bytes) {
  const kilobyte = 1024, megabyte = 1024 * 1024;
  if (bytes >= megabyte) {
    const tenths = Math.ceil((bytes * 10) / megabyte);
    return tenths % 10 ? `${Math.floor(tenths / 10)}.${tenths % 10} MB` : `${tenths / 10} MB`;
  }
  return bytes >= kilobyte ? `${Math.ceil(bytes / kilobyte)} KB` : `${bytes} bytes`;
}

// The server's limit and message, checked here so a too large text is not uploaded.
function sizeProblem(text) {
  const limit = Number(form().dataset.maxTextBytes);
  if (!limit || text.length * 3 <= limit) return null;
  const size = new Blob([text]).size;
  if (size <= limit) return null;
  const advice = form().dataset.largeTextAdvice;
  return `The text is ${describe(size)}; at most ${form().dataset.maxText} can be saved here.` +
    (advice ? " " + advice : "");
}

// Typing kept across a restart or an ended session, by field name (element ids are the
// same in every server process), until a page shows that field again. Passwords never.
const unsavedKey = "triptych:unsaved", noticeKey = "triptych:notice";
function readUnsaved() {
  try { return JSON.parse(sessionStorage.getItem(unsavedKey)) || {}; } catch (_) { return {}; }
}
function keepUnsaved() {
  const kept = readUnsaved();
  for (const field of changedFields()) if (field.type !== "password") kept[field.name] = field.value;
  try { sessionStorage.setItem(unsavedKey, JSON.stringify(kept)); return true; } catch (_) { return false; }
}
function restoreUnsaved() {
  const kept = readUnsaved();
  const restored = [];
  for (const name of Object.keys(kept)) {
    const field = form().querySelector(`[name="${CSS.escape(name)}"]`);
    if (!field || field.disabled) continue;
    field.value = kept[name];
    delete kept[name];
    const label = field.closest("label") && field.closest("label").querySelector(".field-label");
    restored.push(label ? `“${label.textContent}”` : "a field");
  }
  if (!restored.length) return;
  if (Object.keys(kept).length) sessionStorage.setItem(unsavedKey, JSON.stringify(kept));
  else sessionStorage.removeItem(unsavedKey);
  banner(`What you typed before is back in ${restored.join(", ")}; it is not saved yet.`, "restored");
}

// The session is gone: keep the typing, start a new session, and say why there.
function startAgain(why) {
  const kept = keepUnsaved();
  sessionStorage.setItem(noticeKey, why + (kept ? " What you typed is put back where its field appears." : ""));
  location.href = "/start";
}
const endedNotice = "Your session ended (it was idle too long, the server restarted, or your request reached another server): sign in again if you were signed in.";
const restartedNotice = "The server restarted, so your session ended: sign in again if you were signed in.";

// Waits for a new server process (not the stopping one, which may still answer), then
// starts again there.
function restarting(stoppingInstance) {
  keepUnsaved();
  banner("The server is restarting. What you typed is kept; this page reconnects when the server is back.", "restart");
  const poll = async () => {
    try {
      const response = await fetch("/health", { cache: "no-store" });
      const instance = response.headers.get("X-Triptych-Instance");
      if (response.ok && instance && instance !== stoppingInstance) { startAgain(restartedNotice); return; }
    } catch (_) {}
    setTimeout(poll, 1000);
  };
  setTimeout(poll, 500);
}

// `loadsRows`: a "Show more" press (the user's or the page's own as the list scrolls),
// which means "more rows than now" whenever its turn comes: sent on the render shown
// then, or dropped when every row has arrived meanwhile.
function send(extra, loadsRows = false) {
  // The text and the render the user acted on as they are at the click, so the server
  // knows an event made on an older render (a control gone since is refused as stale, not
  // taken for a malformed request); the token when the event's turn comes (an earlier
  // event's answer may renew it, and with it the session's renders start again).
  const fields = changedFields().map((field) => [field.name, field.value]);
  const seenVersion = version();
  const seenToken = csrf();
  for (const [, value] of fields) {
    const problem = sizeProblem(value);
    if (problem) { banner(problem); return; }
  }
  const sent = Object.fromEntries(fields);
  queue = queue.then(async () => {
    if (loadsRows && !document.getElementById(extra.element)) return;
    const onRenderSeen = csrf() === seenToken && !loadsRows;
    layoutShown = layout();
    const body = new URLSearchParams({
      csrf: csrf(), version: String(onRenderSeen ? seenVersion : version()),
      layout: layoutShown, ...extra,
    });
    for (const [name, value] of fields) {
      body.set(name, value);
      if (name in typingBegan) body.set("t." + name.slice(2), String(typingBegan[name]));
    }
    const answer = await post(body.toString());
    // Applied, or refused with a message the user now sees: either way the next send of
    // this typing is the user's informed choice.
    for (const [name] of fields) delete typingBegan[name];
    const keep = (field) => !(field.name in sent) || field.value !== sent[field.name];
    if (answer.status === 200) {
      clearBanner();
      if (answer.kind === "reload") {
        // The session has new keys: only an HTTP answer can carry the new cookie.
        reconnectAfterReload();
        await wholeFragment(keep);
      } else {
        await showAnswer(answer.kind, answer.text, keep);
      }
      return;
    }
    if (answer.status === 410) { startAgain(endedNotice); return; }
    banner(answer.text);
    await refresh();
  }).catch((error) => banner("Could not reach the server: " + error.message));
}

document.addEventListener("submit", (event) => {
  if (event.target !== form()) return;
  event.preventDefault();
  const submitter = event.submitter;
  if (submitter && submitter.name === "action") send({ action: submitter.value });
  else if (submitter && submitter.getAttribute("aria-label") === "Show more rows") {
    send({ element: submitter.value }, true);
  } else send({ element: submitter ? submitter.value : "" });
});

document.addEventListener("keydown", (event) => {
  const field = event.target;
  if (event.key === "Enter" && field.matches && field.matches("input[data-submit]")) {
    event.preventDefault();
    send({ element: field.dataset.submit, action: "submit" });
  } else if (event.key === "Escape") {
    const dialog = form().querySelector("dialog[data-dismiss]:not([inert])");
    if (dialog) { event.preventDefault(); send({ element: dialog.dataset.dismiss }); return; }
    // Escape in a field presses the Cancel button beside it (an inline editor's), as
    // a cancel action's keyboard shortcut does.
    const cancel = field.matches && field.matches(textFields) && field.closest(".hstack,.vstack,.form");
    const button = cancel && cancel.querySelector("button.role-cancel:not([disabled])");
    if (button) { event.preventDefault(); send({ element: button.value }); }
  } else if (tabKeys.includes(event.key) && field.matches && field.matches('[role="tab"]')) {
    // Arrow keys move between tabs, Home and End to the first and last (the ARIA tabs
    // pattern); Return or Space opens the focused one.
    const tabs = [...field.closest('[role="tablist"]').querySelectorAll('[role="tab"]:not([disabled])')];
    const at = tabs.indexOf(field);
    const next = event.key === "Home" ? 0 : event.key === "End" ? tabs.length - 1
      : (at + (event.key === "ArrowRight" ? 1 : tabs.length - 1)) % tabs.length;
    event.preventDefault();
    tabs[next].focus();
  }
});
const tabKeys = ["ArrowLeft", "ArrowRight", "Home", "End"];

connect();

// The page's width as the server lays it out (a split view collapses into a stack on a
// phone): measured here, sent with every event, and kept in a cookie so the next page
// load is laid out for it from the start.
const compactWidth = matchMedia("(max-width: 800px)");
const layout = () => (compactWidth.matches ? "compact" : "regular");
let layoutShown = (document.cookie.match(/(?:^|; )triptych_layout=(\w+)/) || [])[1] || "regular";
function followWidth() {
  document.cookie = `triptych_layout=${layout()}; path=/; max-age=31536000; SameSite=Strict`;
  if (layout() !== layoutShown) send({ element: "" });
}
compactWidth.addEventListener("change", followWidth);
followWidth();

// A lazy list ends with a "Show more" button: pressed by itself when it comes near the
// visible area, so scrolling loads the next rows (without script it is a plain button).
const nearShowMore = "IntersectionObserver" in window
  ? new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting || entry.target.dataset.pressed) continue;
      entry.target.dataset.pressed = "1";
      send({ element: entry.target.value }, true);
    }
  }, { rootMargin: "600px" })
  : null;
function watchShowMore() {
  if (!nearShowMore) return;
  nearShowMore.disconnect();
  form().querySelectorAll('button[aria-label="Show more rows"]').forEach((button) => nearShowMore.observe(button));
}
watchShowMore();

const notice = sessionStorage.getItem(noticeKey);
if (notice) { sessionStorage.removeItem(noticeKey); banner(notice, "restart"); }
restoreUnsaved();
