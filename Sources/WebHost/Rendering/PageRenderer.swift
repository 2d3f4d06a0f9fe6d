import Hummingbird
import Views

/// Turns a resolved view tree into semantic, accessible HTML.
///
/// The whole app is one `<form>` posting to `/events`: every button is a submit button whose
/// value is its element id, and every text input is sent along, so the page works without
/// JavaScript (POST → redirect → GET); `/assets/app.js` upgrades it to fetch-and-swap.
/// All text goes through ``HTMLBuffer/append(escaping:)``.
struct PageRenderer {
  enum Part {
    /// A full HTML document.
    case page
    /// The inside of the app's form, for swapping in place.
    case fragment
  }

  var title: String
  var csrfToken: String
  /// Written on the form for the page script, which refuses too large a text before sending
  /// it (`data-max-text-bytes`, `data-large-text-advice`).
  var limits: EventLimits?
  /// Whether the app has work in flight (signing in, saving…). A page without script cannot
  /// hear when it finishes, so it reloads itself each second until it has (`<noscript>` meta
  /// refresh; scripts get live updates instead).
  var isBusy = false
  /// Why the user's last event was refused, shown at the top of a page without script (a
  /// scripted page shows it in its own banner).
  var refusal: String?
  /// The refused event's typing, shown in its fields instead of the app's text.
  var keptTyping: [ElementID: String] = [:]

  func render(_ tree: ViewNode, version: Int, as part: Part) -> ByteBuffer {
    var writer = NodeHTMLWriter()
    writer.keptTyping = keptTyping
    if part == .page {
      writer.html.append(unescaped: head())
      writer.html.append("<body>")
      if let refusal {
        // The banner the page script would show, without its Dismiss button.
        writer.html.append(#"<div class="banner banner-error" data-kind="error" role="alert"><p>"#)
        writer.html.append(escaping: refusal)
        writer.html.append("</p></div>")
      }
      writer.html.append(#"<form id="app" method="post" action="/events""#)
      if let limits {
        writer.html.append(#" data-max-text-bytes=""#)
        writer.html.append(unescaped: String(limits.maxTextBytes))
        writer.html.append(#"" data-max-text=""#)
        writer.html.append(escaping: EventLimits.describe(bytes: limits.maxTextBytes))
        writer.html.append("\"")
        if let advice = limits.largeTextAdvice {
          writer.html.append(#" data-large-text-advice=""#)
          writer.html.append(escaping: advice)
          writer.html.append("\"")
        }
      }
      writer.html.append(">")
    }
    writeFragment(tree, version: version, to: &writer)
    if part == .page { writer.html.append("</form></body></html>") }
    return writer.html.buffer
  }

  private func head() -> String {
    Self.documentHead(
      title: title,
      extra: (isBusy ? #"<noscript><meta http-equiv="refresh" content="1"></noscript>"# : "")
        + #"<script src="/assets/app.js" defer></script>"#)
  }

  /// The document's start up to `</head>`: title, stylesheet and icon, then `extra`. Shared by
  /// the app's pages and the pages beside it (``WebHostPage``).
  static func documentHead(title: String, extra: String = "") -> String {
    """
    <!doctype html><html lang="en"><head><meta charset="utf-8">\
    <meta name="viewport" content="width=device-width, initial-scale=1">\
    <title>\(title.htmlEscaped)</title><link rel="stylesheet" href="/assets/app.css">\
    <link rel="icon" type="image/svg+xml" href="/favicon.ico">\(extra)</head>
    """
  }

  private func writeFragment(_ tree: ViewNode, version: Int, to writer: inout NodeHTMLWriter) {
    let modals = tree.nodes { $0.kind == .sheet || $0.kind == .alert }
    writer.html.append(#"<input type="hidden" name="csrf" value=""#)
    writer.html.append(escaping: csrfToken)
    writer.html.append(#""><input type="hidden" name="version" value=""#)
    writer.html.append(unescaped: String(version))
    writer.html.append(
      """
      ">\
      <button type="submit" name="action" value="return" class="visually-hidden" \
      tabindex="-1" aria-hidden="true">Apply</button>
      """)
    // The `main` landmark, headed by the page's one `h1` (the app's name, for screen readers;
    // screens title themselves with `h2`s).
    writer.html.append(modals.isEmpty ? #"<main class="main">"# : #"<main class="main" inert>"#)
    writer.html.append(#"<h1 class="visually-hidden">"#)
    writer.html.append(escaping: title)
    writer.html.append("</h1>")
    writer.write(tree)
    writer.html.append("</main>")
    for (index, modal) in modals.enumerated() {
      writer.writeModal(modal, isTopmost: index == modals.count - 1)
    }
  }
}
