/// The page's script, served at `/assets/app.js`. Without it the app still works with plain
/// form posts; with it, events go through `fetch` and the app's content is swapped in place
/// (keeping focus, caret, scroll and unsent typing), Return submits a field, Escape dismisses
/// the topmost dialog, and server-sent events bring updates the server makes by itself.
enum ClientScript {
  static let javascript = #"""
    "use strict";
    (() => {
      const form = () => document.getElementById("app");
      const version = () => Number(form().querySelector("input[name=version]").value);
      let queue = Promise.resolve();

      function toast(message) {
        const note = document.createElement("div");
        note.className = "toast"; note.setAttribute("role", "status"); note.textContent = message;
        document.body.appendChild(note); setTimeout(() => note.remove(), 4000);
      }

      // keepTyping: a live update must not erase what the user is typing; after an event, the
      // server's values win (they include what was just sent).
      function swap(html, keepTyping) {
        const active = document.activeElement;
        const focusName = active && (active.name === "element" ? "element=" + active.value : active.name);
        const caret = active && "selectionStart" in active ? [active.selectionStart, active.selectionEnd] : null;
        const unsent = {};
        form().querySelectorAll("input[type=text],input[type=password],textarea").forEach((field) => {
          if (keepTyping && field.value !== field.defaultValue) unsent[field.name] = field.value;
        });
        const scrolls = [...document.querySelectorAll(".pane,.list")].map((el) => el.scrollTop);
        const pageScroll = window.scrollY;
        form().innerHTML = html;
        form().querySelectorAll("input[type=text],input[type=password],textarea").forEach((field) => {
          if (field.name in unsent) field.value = unsent[field.name];
        });
        document.querySelectorAll(".pane,.list").forEach((el, i) => { if (scrolls[i]) el.scrollTop = scrolls[i]; });
        window.scrollTo(0, pageScroll);
        let target = null;
        if (focusName) {
          target = focusName.startsWith("element=")
            ? form().querySelector(`button[value="${CSS.escape(focusName.slice(8))}"]`)
            : form().querySelector(`[name="${CSS.escape(focusName)}"]`);
        }
        const dialog = form().querySelector("dialog:not([inert])");
        if (dialog && (!target || !dialog.contains(target))) {
          target = dialog.querySelector("input,textarea") || dialog.querySelector("button");
        }
        if (target) {
          target.focus({ preventScroll: true });
          if (caret && "setSelectionRange" in target && target.type !== "submit") {
            try { target.setSelectionRange(caret[0], caret[1]); } catch (_) {}
          }
        }
        document.dispatchEvent(new CustomEvent("triptych:render", { detail: version() }));
      }

      async function refresh() {
        const response = await fetch("/fragment", { credentials: "same-origin" });
        if (response.status === 410) { location.reload(); return; }
        if (response.ok) swap(await response.text(), true);
      }

      function send(extra) {
        const body = new URLSearchParams(new FormData(form()));
        body.delete("element");
        for (const [key, value] of Object.entries(extra)) body.set(key, value);
        queue = queue.then(async () => {
          body.set("version", String(version()));
          const response = await fetch("/events", {
            method: "POST", body, credentials: "same-origin", headers: { "X-Triptych-Fetch": "1" },
          });
          const text = await response.text();
          if (response.ok) { swap(text, false); return; }
          if (response.status === 410) { location.reload(); return; }
          toast(text);
          await refresh();
        }).catch((error) => toast("Could not reach the server: " + error.message));
      }

      document.addEventListener("submit", (event) => {
        if (event.target !== form()) return;
        event.preventDefault();
        const submitter = event.submitter;
        if (submitter && submitter.name === "action") send({ element: "", action: submitter.value });
        else send({ element: submitter ? submitter.value : "" });
      });

      document.addEventListener("keydown", (event) => {
        const field = event.target;
        if (event.key === "Enter" && field.matches && field.matches("input[data-submit]")) {
          event.preventDefault();
          send({ element: field.dataset.submit, action: "submit" });
        } else if (event.key === "Escape") {
          const dialog = form().querySelector("dialog[data-dismiss]:not([inert])");
          if (dialog) { event.preventDefault(); send({ element: dialog.dataset.dismiss }); }
        }
      });

      if ("EventSource" in window) {
        const live = new EventSource("/live");
        live.addEventListener("render", (event) => {
          // Checked when its turn comes: an event answered meanwhile may already show it.
          const pushed = Number(event.data);
          queue = queue.then(() => (pushed > version() ? refresh() : undefined));
        });
        live.addEventListener("ended", () => { live.close(); location.reload(); });
      }
    })();
    """#
}
