// Carries events and live updates: one WebSocket per page when it opens (see PageSocket.swift
// for its messages), else `fetch` and server-sent events.
/* global renders, queue:writable, version, csrf, refresh, showAnswer, wholeFragment,
   startAgain, endedNotice, restarting */
/* exported connect, post, shownOverHTTP, reconnectAfterReload */

let socket = null, live = null, finished = false, reconnect = false, sequence = 0;
let serverInstance = null;
const waiting = new Map();

// Server-sent events: the live updates when there is no socket.
function startLive() {
  if (live || finished || !("EventSource" in window)) return;
  renders.transport = "fetch";
  live = new EventSource("/live");
  live.addEventListener("render", (event) => {
    // Checked when its turn comes: an event answered meanwhile may already show it.
    const pushed = Number(event.data);
    queue = queue.then(() => (pushed > version() ? refresh() : undefined));
  });
  live.addEventListener("ended", () => { finish(); startAgain(endedNotice); });
  live.addEventListener("restarting", (event) => { finish(); restarting(event.data); });
}

function finish() {
  finished = true;
  if (live) { live.close(); live = null; }
  if (socket) { socket.close(); socket = null; }
}

// Opens the page's socket with its CSRF token (the cookie goes along); when it cannot
// open, the page keeps using fetch and server-sent events.
function connect() {
  if (finished || socket) return;
  if (!("WebSocket" in window)) { startLive(); return; }
  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  const ws = new WebSocket(`${scheme}${location.host}/socket?csrf=${encodeURIComponent(csrf())}&version=${version()}`);
  let opened = false;
  ws.addEventListener("open", () => {
    opened = true; socket = ws; renders.transport = "socket";
    if (live) { live.close(); live = null; }
  });
  ws.addEventListener("message", (event) => received(event.data));
  ws.addEventListener("close", (event) => {
    if (socket === ws) socket = null;
    for (const pending of waiting.values()) pending.reject(new Error("the connection closed"));
    waiting.clear();
    if (finished) return;
    if (reconnect) {
      // After a reload, which brings the new cookie and token first.
      reconnect = false;
      queue = queue.then(connect);
    } else if (opened && event.code === 1000 && serverInstance) {
      // Closed cleanly without a word: the server is stopping.
      finish();
      restarting(serverInstance);
    } else {
      startLive();
    }
  });
}

function received(data) {
  const end = data.indexOf("\n");
  const head = (end < 0 ? data : data.slice(0, end)).split(" ");
  const body = end < 0 ? "" : data.slice(end + 1);
  switch (head[0]) {
    case "a": {
      const pending = waiting.get(head[1]);
      waiting.delete(head[1]);
      if (pending) pending.resolve({ status: Number(head[2]), kind: head[3], text: body });
      break;
    }
    case "hello": serverInstance = head[1]; break;
    case "p": queue = queue.then(() => showAnswer(head[1], body, () => true)); break;
    case "reload":
      reconnectAfterReload();
      queue = queue.then(() => wholeFragment(() => true));
      break;
    case "ended": finish(); startAgain(endedNotice); break;
    case "restarting": finish(); restarting(head[1]); break;
  }
}

// Sends an event's form body; resolves with its answer: { status, kind, text }.
async function post(body) {
  if (socket && socket.readyState === WebSocket.OPEN) {
    return new Promise((resolve, reject) => {
      const id = String(++sequence);
      waiting.set(id, { resolve, reject });
      socket.send(`e ${id}\n${body}`);
    });
  }
  // A string body would go as text/plain, which the server refuses.
  const response = await fetch("/events", {
    method: "POST", body: new URLSearchParams(body), credentials: "same-origin",
    headers: { "X-Triptych-Fetch": "1", "X-Triptych-Accept": "patch" },
  });
  const json = (response.headers.get("Content-Type") || "").startsWith("application/json");
  return { status: response.status, kind: json ? "patch" : "html", text: await response.text() };
}

// After a render loaded over HTTP, the socket learns which one the page shows.
function shownOverHTTP() {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(`v ${version()}`);
}

// A reload brings a new cookie and token: the socket, closed by the server, opens again once
// the page has them.
function reconnectAfterReload() {
  reconnect = true;
}
