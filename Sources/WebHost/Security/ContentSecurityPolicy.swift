import Foundation

/// The Content-Security-Policy WebHost sends: only this site's own scripts, stylesheets and
/// connections, no framing, no `<base>`. A static page that carries inline scripts of its own
/// (DocC's pages set their base URL in one) gets the same policy with exactly those scripts
/// allowed by their SHA-256 hashes, computed from the file served — never `'unsafe-inline'`,
/// so an injected script still does not run.
///
/// ```swift
/// ContentSecurityPolicy.standard
/// // "default-src 'self'; script-src 'self'; style-src 'self'; …"
/// ContentSecurityPolicy.allowingInlineScripts(of: #"<script>var baseUrl = "/docs/"</script>"#)
/// // "default-src 'self'; script-src 'self' 'sha256-…'; style-src 'self'; …"
/// ```
enum ContentSecurityPolicy {
  /// Every response's policy, unless its route chose one of the policies below.
  static let standard = policy()

  /// The policy for a static HTML page: ``standard`` with the page's inline scripts allowed by
  /// hash. Styles stay `'self'` only: DocC's renderer, the one such page served here, sets
  /// styles through the DOM (which a policy does not restrict), never in markup.
  static func allowingInlineScripts(of html: String) -> String {
    let hashes = inlineScripts(in: html).map {
      "'sha256-" + SHA256.base64Digest(of: Array($0.utf8)) + "'"
    }
    var seen = Set<String>()
    return policy(scriptSources: ["'self'"] + hashes.filter { seen.insert($0).inserted })
  }

  private static func policy(scriptSources: [String] = ["'self'"]) -> String {
    [
      "default-src 'self'",
      "script-src " + scriptSources.joined(separator: " "),
      "style-src 'self'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].joined(separator: "; ")
  }

  /// The text of each `<script>` element without a `src` in `html`, exactly as a browser
  /// hashes it (everything between the opening tag's `>` and `</script`).
  static func inlineScripts(in html: String) -> [Substring] {
    var scripts: [Substring] = []
    var rest = html[...]
    while let open = rest.range(of: "<script", options: .caseInsensitive) {
      // `<scripts>` or `<script-x>` is another element; the tag name ends at a space, `/` or `>`.
      guard let next = rest[open.upperBound...].first,
        next == ">" || next == "/" || next.isWhitespace,
        let tagEnd = rest[open.upperBound...].firstIndex(of: ">")
      else {
        rest = rest[open.upperBound...]
        continue
      }
      let attributes = rest[open.upperBound..<tagEnd]
      let bodyStart = rest.index(after: tagEnd)
      let close =
        rest[bodyStart...].range(of: "</script", options: .caseInsensitive)?.lowerBound
        ?? rest.endIndex
      if !hasSource(attributes) { scripts.append(rest[bodyStart..<close]) }
      rest = rest[close...]
    }
    return scripts
  }

  /// Whether a tag's attributes include `src` (so the script is a file, allowed by `'self'`).
  private static func hasSource(_ attributes: Substring) -> Bool {
    attributes.lowercased().split(whereSeparator: { $0.isWhitespace || $0 == "/" }).contains {
      $0 == "src" || $0.hasPrefix("src=")
    }
  }
}
