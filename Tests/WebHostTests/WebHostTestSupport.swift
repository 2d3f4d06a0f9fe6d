import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Synchronization
import Views
import WebHost
import WebHostDemo

/// A manual monotonic clock for session expiry.
final class ManualTime: Sendable {
  private let value = Mutex(Duration.zero)
  var now: Duration { value.withLock { $0 } }
  func advance(by duration: Duration) { value.withLock { $0 += duration } }
}

/// One browser's view of the server: its cookie and the last page it received.
struct Browser {
  var cookie: String?
  var page = ""

  var csrf: String { capture(#/name="csrf" value="([0-9a-f]+)"/#) ?? "" }
  var version: String { capture(#/name="version" value="([0-9]+)"/#) ?? "" }

  /// The element id of the button whose accessible name (aria-label or text) is `name`.
  func button(_ name: String) -> String? {
    for match in page.matches(
      of: #/<button type="submit" name="element" value="(e[0-9a-z]+)"([^>]*)>(.*?)</button>/#)
    {
      let attributes = String(match.output.2)
      let label = attributes.firstMatch(of: #/aria-label="([^"]*)"/#).map { String($0.output.1) }
      let text = String(match.output.3)
        .replacing(#/<span class="icon"[^>]*>[^<]*<\/span>/#, with: "")
        .replacing(#/<[^>]*>/#, with: "")
      if (label ?? text) == name { return String(match.output.1) }
    }
    return nil
  }

  /// The form name of the text input labelled `label`.
  func field(_ label: String) -> String? {
    let pattern = try! Regex(
      #"<span class="field-label">"# + NSRegularExpression.escapedPattern(for: label)
        + #"</span><(?:input[^>]*|textarea[^>]*) name="(f\.e[0-9a-z]+)""#)
    return page.firstMatch(of: pattern)?.output[1].substring.map(String.init)
  }

  private func capture(_ regex: Regex<(Substring, Substring)>) -> String? {
    page.firstMatch(of: regex).map { String($0.output.1) }
  }
}

extension TestClientProtocol {
  /// GETs `uri` as `browser`, keeping the cookie it is given and the page.
  @discardableResult
  func get(_ uri: String, as browser: inout Browser) async throws -> TestResponse {
    var headers: HTTPFields = [:]
    if let cookie = browser.cookie { headers[.cookie] = cookie }
    let response = try await execute(uri: uri, method: .get, headers: headers)
    if let setCookie = response.headers[.setCookie] {
      browser.cookie = String(setCookie.prefix { $0 != ";" })
    }
    browser.page = String(buffer: response.body)
    return response
  }

  /// POSTs a form to `/events` as `browser`.
  func postEvent(
    _ fields: [(String, String)],
    as browser: Browser,
    script: Bool = false,
    contentType: String = "application/x-www-form-urlencoded"
  ) async throws -> TestResponse {
    try await postEvent(
      raw: formEncode(fields), as: browser, script: script, contentType: contentType)
  }

  func postEvent(
    raw body: String,
    as browser: Browser,
    script: Bool = false,
    contentType: String = "application/x-www-form-urlencoded"
  ) async throws -> TestResponse {
    var headers: HTTPFields = [.contentType: contentType]
    if let cookie = browser.cookie { headers[.cookie] = cookie }
    if script { headers[HTTPField.Name("X-Triptych-Fetch")!] = "1" }
    return try await execute(
      uri: "/events", method: .post, headers: headers, body: ByteBuffer(string: body))
  }

  /// Clicks the button named `name` on the browser's current page, then follows the redirect.
  func click(_ name: String, as browser: inout Browser, typing: [String: String] = [:]) async throws
    -> TestResponse
  {
    var fields = [
      ("csrf", browser.csrf), ("version", browser.version),
      ("element", browser.button(name) ?? "missing:\(name)"),
    ]
    for (label, text) in typing { fields.append((browser.field(label) ?? "f.missing", text)) }
    let response = try await postEvent(fields, as: browser)
    // A renewed session id comes with the redirect, as a browser would keep it.
    if let setCookie = response.headers[.setCookie] {
      browser.cookie = String(setCookie.prefix { $0 != ";" })
    }
    if response.status == .seeOther { try await get("/", as: &browser) }
    return response
  }
}

func formEncode(_ fields: [(String, String)]) -> String {
  var allowed = CharacterSet.alphanumerics
  allowed.insert(charactersIn: "-._~")
  return fields.map { key, value in
    "\(key.addingPercentEncoding(withAllowedCharacters: allowed)!)=\(value.addingPercentEncoding(withAllowedCharacters: allowed)!)"
  }.joined(separator: "&")
}

func demoHost(
  time: ManualTime = ManualTime(),
  configure: (inout WebHostConfiguration) -> Void = { _ in }
) -> WebHost {
  var configuration = WebHostConfiguration()
  configuration.port = 0
  configure(&configuration)
  return WebHost(configuration: configuration, now: { time.now }, makeApp: DemoView.makeRoot)
}

let quietLogger: Logger = {
  var logger = Logger(label: "webhost.tests")
  logger.logLevel = .critical
  return logger
}()
