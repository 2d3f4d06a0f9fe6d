import Views

/// A page of its own beside the app, such as `/compare`: no session, no form, made on each
/// request from the query string. It shares the app's stylesheet and security headers.
///
/// ```swift
/// configuration.pages.append(
///   WebHostPage(path: "/about", title: "About") { _ in "<h1>About</h1><p>…</p>" })
/// ```
public struct WebHostPage: Sendable {
  /// The router path the page is served at with `GET` and `HEAD`, such as `/compare`.
  public var path: String
  /// The document's `<title>`, escaped when the page is written.
  public var title: String
  /// The page for a query: its `<main>`, and whether it reloads itself.
  public var content: @Sendable (_ query: [String: String]) async throws -> Content

  /// What a page shows.
  public enum Content: Sendable, Equatable {
    /// The inside of the page's `<main>`, as HTML; escape what it shows (``HTMLText``).
    case page(String)
    /// A page that reloads itself after `seconds` (a long measurement's progress, say),
    /// without script.
    case refreshing(after: Int, String)
  }

  /// A page whose content depends on the query, and may reload itself.
  public init(
    path: String, title: String,
    content: @escaping @Sendable (_ query: [String: String]) async throws -> Content
  ) {
    self.path = path
    self.title = title
    self.content = content
  }

  /// A page that is HTML made from the query.
  public init(
    path: String, title: String,
    body: @escaping @Sendable (_ query: [String: String]) async throws -> String
  ) {
    self.init(path: path, title: title) { query in .page(try await body(query)) }
  }

  /// The whole document around `content`.
  func document(_ content: Content) -> String {
    Self.document(title: title, content)
  }

  /// A document of the pages beside the app titled `title` around `content`.
  static func document(title: String, _ content: Content) -> String {
    let (main, refresh): (String, Int?) =
      switch content {
      case .page(let main): (main, nil)
      case .refreshing(let seconds, let main): (main, seconds)
      }
    return PageRenderer.documentHead(
      title: title,
      extra: refresh.map { #"<meta http-equiv="refresh" content="\#($0)">"# } ?? "")
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
