import Views

/// A page of its own beside the app, such as `/compare`: no session, no form, made on each
/// request from the query string. It shares the app's stylesheet and security headers.
///
/// ```swift
/// configuration.pages.append(
///   WebHostPage(path: "/about", title: "About") { _ in "<h1>About</h1><p>…</p>" })
/// ```
public struct WebHostPage: Sendable {
  public var path: String
  public var title: String
  /// The inside of the page's `<main>`, as HTML; escape what it shows (``HTMLText``).
  public var body: @Sendable (_ query: [String: String]) async throws -> String

  public init(
    path: String, title: String,
    body: @escaping @Sendable (_ query: [String: String]) async throws -> String
  ) {
    self.path = path
    self.title = title
    self.body = body
  }

  /// The whole document around `main`.
  func document(_ main: String) -> String {
    PageRenderer.documentHead(title: title)
      + #"<body class="page"><main class="main">"# + main + "</main></body></html>"
  }
}

/// HTML-escaping and view snapshots for the pages a ``WebHostPage`` writes.
public enum HTMLText {
  /// `text` with `&`, `<`, `>`, `"` and `'` escaped.
  ///
  /// ```swift
  /// "<p>" + HTMLText.escaped(userName) + "</p>"
  /// ```
  public static func escaped(_ text: String) -> String { text.htmlEscaped }

  /// A view tree as the app's page would show it, without its form: for showing a screen
  /// inside another page (put it in an `inert` element; its buttons do nothing there).
  ///
  /// ```swift
  /// "<div class=\"screen\" inert>" + HTMLText.snapshot(of: driver.tree) + "</div>"
  /// ```
  public static func snapshot(of tree: ViewNode) -> String {
    var writer = NodeHTMLWriter()
    writer.write(tree)
    // Sheets and alerts as the page shows them, over the screen (the page's stylesheet keeps
    // them inside a `.compare-frame`).
    let modals = tree.nodes { $0.kind == .sheet || $0.kind == .alert }
    for (index, modal) in modals.enumerated() {
      writer.writeModal(modal, isTopmost: index == modals.count - 1)
    }
    return writer.html.string
  }
}
