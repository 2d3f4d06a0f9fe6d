// Shows a new render: a whole fragment (`swap`) or a patch (`applyPatch`), keeping focus,
// caret, scroll positions and unsent typing either way.
/* global form, version, textFields, typingBegan, restoreUnsaved, watchShowMore, startAgain,
   endedNotice, shownOverHTTP */
/* exported renders, wholeFragment, showAnswer, refresh */

// The focus name of the control that opened each dialog still open, lowest first, so
// closing a dialog returns focus to its opener, as a native modal dialog does.
const dialogOpeners = [];

// keep(field): whether the field's current text survives the render. A live update
// keeps all typing; an event's answer keeps only what was typed after the click (the
// server's values win for what it was sent, so a cleared field is cleared).
function saveState(keep) {
  const active = document.activeElement;
  const unsent = {};
  const rendered = {};
  form().querySelectorAll(textFields).forEach((field) => {
    if (field.value !== field.defaultValue && keep(field)) {
      unsent[field.name] = field.value;
      rendered[field.name] = field.defaultValue;
    }
  });
  return {
    active,
    before: version(),
    rendered,
    focusName: active && (active.name === "element" ? "element=" + active.value : active.name),
    dialogs: form().querySelectorAll("dialog").length,
    fieldNames: new Set([...form().querySelectorAll(textFields)].map((field) => field.name)),
    caret: active && "selectionStart" in active ? [active.selectionStart, active.selectionEnd] : null,
    unsent,
    scrolls: [...document.querySelectorAll(".pane,.list")].map((el) => [el.id, el.scrollTop]),
    pageScroll: window.scrollY,
  };
}

function restoreState(state) {
  // A render writes each field's value as its default: what a whole fragment shows, and
  // what a field a patch left in place must show too, unless the user's typing stays.
  form().querySelectorAll(textFields).forEach((field) => {
    const kept = field.name in state.unsent;
    const value = kept ? state.unsent[field.name] : field.defaultValue;
    if (field.value !== value) field.value = value;
    if (!kept) { delete typingBegan[field.name]; return; }
    // The typing is kept over a newer text: the server must know it began on the older
    // one, or saving it would overwrite the newer text unseen.
    if (field.defaultValue !== state.rendered[field.name] && !(field.name in typingBegan)) {
      typingBegan[field.name] = state.before;
    }
  });
  const panes = document.querySelectorAll(".pane,.list");
  state.scrolls.forEach(([id, top], i) => {
    const el = (id && document.getElementById(id)) || panes[i];
    if (el && top && el.scrollTop !== top) el.scrollTop = top;
  });
  if (window.scrollY !== state.pageScroll) window.scrollTo(0, state.pageScroll);
  const byFocusName = (name) => name.startsWith("element=")
    ? form().querySelector(`button[value="${CSS.escape(name.slice(8))}"]`)
    : form().querySelector(`[name="${CSS.escape(name)}"]`);
  let target = null;
  if (state.active && state.active !== document.body && state.active.isConnected) {
    target = state.active;
  } else if (state.focusName) {
    target = byFocusName(state.focusName);
  }
  if (!target && state.active && state.active !== document.body && form().contains(state.active) === false) {
    // The control the user acted on was replaced (a tag's button by its editor): the
    // text field that took its place gets the focus, so typing can start at once.
    target = [...form().querySelectorAll(textFields)]
      .find((field) => !state.fieldNames.has(field.name) && !field.disabled) || null;
  }
  const dialogs = form().querySelectorAll("dialog").length;
  if (dialogs > state.dialogs) {
    dialogOpeners.length = state.dialogs;
    dialogOpeners.push(state.focusName);
  } else if (dialogs < state.dialogs) {
    const opener = dialogOpeners[dialogs];
    dialogOpeners.length = dialogs;
    const back = opener && byFocusName(opener);
    if (back) target = back;
  }
  const dialog = form().querySelector("dialog:not([inert])");
  if (dialog && (!target || !dialog.contains(target))) {
    target = dialog.querySelector("[autofocus],input,textarea") || dialog.querySelector("button");
  }
  if (target && target !== document.activeElement) {
    target.focus({ preventScroll: true });
    if (state.caret && "setSelectionRange" in target && target.type !== "submit") {
      try { target.setSelectionRange(state.caret[0], state.caret[1]); } catch (_) {}
    }
  }
  restoreUnsaved();
  watchShowMore();
  document.dispatchEvent(new CustomEvent("triptych:render", { detail: version() }));
}

// How the page was brought up to date (how many whole fragments and patches, the size of
// the last answer, over which transport), for tests and curious users.
const renders = (window.triptychRenders = { fragments: 0, patches: 0, bytes: 0, transport: null });

function swap(html, keep) {
  const state = saveState(keep);
  form().innerHTML = html;
  renders.fragments += 1;
  restoreState(state);
}

function parse(html) {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content;
}

function element(id) {
  const found = document.getElementById(id);
  if (!found || !form().contains(found)) throw new Error("no element " + id);
  return found;
}

function applyOperation(op) {
  switch (op[0]) {
    case "r": element(op[1]).replaceWith(parse(op[2])); break;
    case "a": {
      const target = element(op[1]);
      const model = parse(op[2]).firstElementChild;
      for (const name of target.getAttributeNames()) {
        if (!model.hasAttribute(name)) target.removeAttribute(name);
      }
      for (const name of model.getAttributeNames()) {
        if (target.getAttribute(name) !== model.getAttribute(name)) target.setAttribute(name, model.getAttribute(name));
      }
      break;
    }
    case "i": element(op[1]).insertBefore(parse(op[3]), op[2] === null ? null : element(op[2])); break;
    case "m": element(op[2]).insertBefore(element(op[1]), op[3] === null ? null : element(op[3])); break;
    case "x": element(op[1]).remove(); break;
    case "d": {
      const main = form().querySelector(".main");
      while (main.nextSibling) main.nextSibling.remove();
      form().append(parse(op[2]));
      main.toggleAttribute("inert", op[1]);
      break;
    }
    default: throw new Error("unknown operation " + op[0]);
  }
}

// Applies a patch made for the render this page shows; false when it was made for
// another one, or did not fit (the page then asks for the whole fragment).
function applyPatch(patch, keep) {
  if (patch.from !== version()) return false;
  const state = saveState(keep);
  try {
    patch.ops.forEach(applyOperation);
  } catch (_) {
    return false;
  }
  form().querySelector("input[name=version]").value = String(patch.to);
  renders.patches += 1;
  restoreState(state);
  return true;
}

async function wholeFragment(keep) {
  const response = await fetch("/fragment", { credentials: "same-origin" });
  if (response.status === 410) { startAgain(endedNotice); return; }
  if (response.ok) swap(await response.text(), keep);
  shownOverHTTP();
}

// Shows an answer: a patch (`kind` "patch") when it applies, else the whole fragment.
async function showAnswer(kind, text, keep) {
  renders.bytes = text.length;
  if (kind !== "patch") swap(text, keep);
  else if (!applyPatch(JSON.parse(text), keep)) await wholeFragment(keep);
}

// Catches up with the server: a patch from the render shown when it can.
async function refresh() {
  const response = await fetch("/fragment?since=" + version(), { credentials: "same-origin" });
  if (response.status === 410) { startAgain(endedNotice); return; }
  const json = (response.headers.get("Content-Type") || "").startsWith("application/json");
  if (response.ok) await showAnswer(json ? "patch" : "html", await response.text(), () => true);
  shownOverHTTP();
}
