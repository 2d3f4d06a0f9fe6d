import Foundation
import TaskManagerViews
import Views
import ViewsTesting
import WebHost

/// `/gallery`: every preview of every variant, rendered headlessly as inert snapshots. Pick a
/// state to see it in every architecture side by side, or an architecture to see all its
/// states, at full width or as a phone shows them (`width=compact`: split views collapse into
/// a stack); each preview links to its source and says how many lines it took.
///
/// ```swift
/// configuration.pages.append(GalleryPage.page(variants: TaskManagerVariants.available))
/// ```
enum GalleryPage {
  static let path = "/gallery"

  static func page(variants: [TaskManagerVariant], documentation: String? = nil) -> WebHostPage {
    WebHostPage(path: path, title: "Triptych — every screen, every state") { query in
      try await html(variants: variants, query: query, documentation: documentation)
    }
  }

  /// What the page shows for `query` (`state=<id>` or `architecture=<name>`, and
  /// `width=compact` for a phone's layout). The previews render on an actor of their own.
  static func html(
    variants: [TaskManagerVariant], query: [String: String], documentation: String? = nil
  ) async throws -> String {
    let withPreviews = variants.filter { !$0.previews.isEmpty }
    let width: HorizontalSizeClass = query["width"] == "compact" ? .compact : .regular
    let renderer = PreviewRenderer()
    var out = """
      <h1>Every screen, every state</h1>
      <p>Each variant's previews: the screen put into a state in that architecture's own \
      idiom, with stand-in clients, rendered by the headless host. \
      \(ComparePage.links(documentation)) · \
      <a class="link" href="\(ComparePage.path)">Compare the architectures</a></p>
      """
    out += navigation(variants: withPreviews, width: width)
    if let name = query["architecture"],
      let variant = withPreviews.first(where: { $0.architecture.rawValue == name })
    {
      out += "<h2>\(HTMLText.escaped(variant.architecture.displayName)): every state</h2>"
      out += "<div class=\"compare-grid\">"
      for preview in variant.previews {
        out += try await section(preview, heading: preview.name, width: width, on: renderer)
      }
      return out + "</div>"
    }
    let state = query["state"].flatMap(ScreenState.init(rawValue:)) ?? .loginEmpty
    out += "<h2>\(HTMLText.escaped(state.title)) in every architecture</h2>"
    out += "<div class=\"compare-grid\">"
    for variant in withPreviews {
      guard let preview = variant.previews.first(where: { $0.screenState == state }) else {
        out += "<section class=\"compare-screen\"><h3>"
        out += HTMLText.escaped(variant.architecture.displayName)
        out += "</h3><p>No preview of this state.</p></section>"
        continue
      }
      out += try await section(
        preview, heading: variant.architecture.displayName, width: width, on: renderer)
    }
    return out + "</div>"
  }

  /// The links to every state and every architecture.
  private static func navigation(variants: [TaskManagerVariant], width: HorizontalSizeClass)
    -> String
  {
    let suffix = width == .compact ? "&amp;width=compact" : ""
    var out = "<nav aria-label=\"States\"><h2>States</h2><ul class=\"gallery-index\">"
    for screen in ScreenState.Screen.allCases {
      out += "<li>\(HTMLText.escaped(screen.rawValue)):"
      for state in ScreenState.allCases where state.screen == screen {
        out += #" <a class="link" href="\#(path)?state=\#(state.rawValue)\#(suffix)">"#
        out += HTMLText.escaped(
          state.title.replacingOccurrences(of: "\(screen.rawValue) — ", with: ""))
        out += "</a>"
      }
      out += "</li>"
    }
    out += "</ul></nav><nav aria-label=\"Architectures\"><h2>Architectures</h2><p>"
    out += variants.map { variant in
      #"<a class="link" href="\#(path)?architecture=\#(variant.architecture.rawValue)\#(suffix)">"#
        + HTMLText.escaped(variant.architecture.displayName) + "</a>"
    }.joined(separator: " · ")
    out += "</p><p>Layout: "
    out +=
      width == .compact
      ? #"<a class="link" href="\#(path)">full width</a> · as a phone shows it"#
      : #"full width · <a class="link" href="\#(path)?width=compact">as a phone shows it</a>"#
    return out + "</p></nav>"
  }

  /// One preview, rendered, under `heading`, with its source link and length.
  private static func section(
    _ preview: Preview, heading: String, width: HorizontalSizeClass,
    on renderer: PreviewRenderer
  ) async throws -> String {
    let screen = try await renderer.render(preview, width: width) { HTMLText.snapshot(of: $0) }
    let location = "\(preview.fileID):\(preview.line)"
    var out = #"<section class="compare-screen" aria-label=""# + HTMLText.escaped(heading)
    out += "\"><h3>\(HTMLText.escaped(heading))</h3><p>"
    out += #"<a class="link" href=""# + HTMLText.escaped(SourceLink.href(for: location))
    out += "\">\(HTMLText.escaped(location))</a>"
    if let lines = PreviewSource.lines(of: preview) {
      out += " · \(lines) \(lines == 1 ? "line" : "lines") of preview code"
    }
    out += "</p><div class=\"compare-frame\" inert>" + screen
    return out + "</div></section>"
  }
}
