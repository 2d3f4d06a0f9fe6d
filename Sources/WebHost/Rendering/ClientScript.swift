/// The page's script, served at `/assets/app.js`. Without it the app still works with plain
/// form posts; with it, events go through `fetch` and the app's content is patched in place
/// (keeping focus, caret, scroll and unsent typing: `PageScript/rendering.js`), Return submits
/// a field, Escape dismisses the topmost dialog (or, in a field, presses the Cancel button
/// beside it), a control's answer that replaces it with a text field focuses that field, arrow
/// keys move between tabs, a dialog opens with focus on its `autofocus` button (an alert's
/// Cancel), and server-sent events bring updates the server makes by itself. Events and those
/// updates travel over one WebSocket when it opens (`PageScript/transport.js`), else over
/// `fetch` and server-sent events.
///
/// An event sends its target and only the text fields the user changed since the last render
/// (a field's rendered value is its `defaultValue`), so a large document in the Text tab does
/// not travel with every click. Text larger than the form's `data-max-text-bytes` is refused
/// before it is sent. Refusals show in a banner that stays until dismissed or until the next
/// event succeeds, and the typed text stays in its field.
///
/// When the server stops gracefully the socket's last message (or the live stream's last
/// event) is `restarting`: the page says so, keeps what was typed (in `sessionStorage`, by
/// field name; passwords never), waits for a new server process (`/health` names it), starts a
/// new session there, explains that the old one ended, and puts the text back wherever its
/// field appears (at once, or after signing in again). An ended session (`ended`, or 410) goes
/// the same way.
enum ClientScript {
  /// The files of `PageScript/`, in one closure so their names stay out of the page's global
  /// scope. The main part comes last: its final lines start the page, which needs the
  /// rendering and transport functions and the transport's state declared before.
  static let javascript: String = {
    let files = [
      PackageResources.rendering_js, PackageResources.transport_js, PackageResources.page_js,
    ]
    let parts = files.map { String(decoding: $0, as: UTF8.self) }
    return "\"use strict\";\n(() => {\n" + parts.joined(separator: "\n") + "})();\n"
  }()
}
