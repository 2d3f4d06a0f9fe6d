import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import Views

@testable import WebHost

/// A folder laid out like a DocC site, with a secret beside it that no request may reach.
struct SiteFixture {
  let parent: URL
  let site: URL
  static let page = #"<!doctype html><script>var baseUrl = "/docs/"</script><p>Top</p>"#

  init() throws {
    parent = FileManager.default.temporaryDirectory
      .appendingPathComponent("static-folder-\(UUID().uuidString)")
    site = parent.appendingPathComponent("site")
    let files: [String: String] = [
      "index.html": Self.page,
      "documentation/composable/index.html": Self.page,
      "js/index.js": "console.log(1)",
      "css/index.css": "p{}",
      "data/documentation/composable.json": "{}",
      "images/logo.svg": "<svg/>",
      "images/shot.png": "png",
      "images/photo.jpg": "jpg",
      "favicon.ico": "ico",
      "fonts/a.woff": "woff",
      "fonts/a.woff2": "woff2",
      "notes.txt": "notes",
      "blob.bin": "bytes",
      ".hidden": "hidden",
    ]
    for (path, text) in files {
      let url = site.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    try "secret".write(
      to: parent.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
    // A link pointing out of the site, and one pointing inside it.
    try FileManager.default.createSymbolicLink(
      atPath: site.appendingPathComponent("escape.txt").path,
      withDestinationPath: "../secret.txt")
    try FileManager.default.createSymbolicLink(
      atPath: site.appendingPathComponent("outside").path, withDestinationPath: parent.path)
    try FileManager.default.createSymbolicLink(
      atPath: site.appendingPathComponent("alias.js").path, withDestinationPath: "js/index.js")
  }

  func remove() { try? FileManager.default.removeItem(at: parent) }

  /// Runs `body` with a client of a host serving a fresh fixture at `/docs`, then removes it.
  static func serving(
    _ framework: TestingSetup = .router,
    _ body: @Sendable (SiteFixture, any TestClientProtocol) async throws -> Void
  ) async throws {
    let fixture = try SiteFixture()
    defer { fixture.remove() }
    let app = fixture.host().buildApplication(logger: quietLogger)
    try await app.test(framework) { client in try await body(fixture, client) }
  }

  func host() -> WebHost {
    var configuration = WebHostConfiguration()
    configuration.staticFolders = [StaticFolder(path: "/docs/", folder: site)]
    return WebHost(configuration: configuration) { _ in Text("App") }
  }
}

@Suite("WebHost: a static folder served under a path")
struct StaticFolderTests {
  @Test("/docs redirects to /docs/, which is the folder's index.html with its script's hash")
  func indexAndRedirect() async throws {
    try await SiteFixture.serving { _, client in
      let bare = try await client.execute(uri: "/docs", method: .get)
      #expect(bare.status == .movedPermanently)
      #expect(bare.headers[.location] == "/docs/")

      let top = try await client.execute(uri: "/docs/", method: .get)
      #expect(top.status == .ok)
      #expect(String(buffer: top.body) == SiteFixture.page)
      #expect(top.headers[.contentType] == "text/html; charset=utf-8")
      #expect(top.headers[.cacheControl] == "no-cache")
      let policy = try #require(top.headers[.contentSecurityPolicy])
      #expect(
        policy.contains("script-src 'self' 'sha256-77EWPyjUT2bZILT2rauaG3kt/w83/XPAfBGN/zpoqgs='"))
      #expect(!policy.contains("unsafe-inline"))
      // The app's other headers stay.
      #expect(top.headers[.xContentTypeOptions] == "nosniff")
      #expect(top.headers[HTTPField.Name("Referrer-Policy")!] == "same-origin")

      let folder = try await client.execute(uri: "/docs/documentation/composable", method: .get)
      #expect(folder.status == .movedPermanently)
      #expect(folder.headers[.location] == "/docs/documentation/composable/")
      let page = try await client.execute(uri: "/docs/documentation/composable/", method: .get)
      #expect(String(buffer: page.body) == SiteFixture.page)
    }
  }

  @Test(
    "each file is sent with its content type",
    arguments: [
      ("js/index.js", "text/javascript; charset=utf-8"),
      ("css/index.css", "text/css; charset=utf-8"),
      ("data/documentation/composable.json", "application/json"),
      ("images/logo.svg", "image/svg+xml"),
      ("images/shot.png", "image/png"),
      ("images/photo.jpg", "image/jpeg"),
      ("favicon.ico", "image/x-icon"),
      ("fonts/a.woff", "font/woff"),
      ("fonts/a.woff2", "font/woff2"),
      ("notes.txt", "text/plain; charset=utf-8"),
      ("blob.bin", "application/octet-stream"),
      ("alias.js", "text/javascript; charset=utf-8"),
    ])
  func contentTypes(path: String, type: String) async throws {
    try await SiteFixture.serving { fixture, client in
      let response = try await client.execute(uri: "/docs/" + path, method: .get)
      #expect(response.status == .ok)
      #expect(response.headers[.contentType] == type)
      #expect(response.headers[.eTag] != nil)
      let expected = try String(
        contentsOf: fixture.site.appendingPathComponent(path), encoding: .utf8)
      #expect(String(buffer: response.body) == expected)
      // Only pages carry a policy of their own; everything else has the app's.
      #expect(response.headers[.contentSecurityPolicy] == ContentSecurityPolicy.standard)
      let cache = path.hasSuffix(".json") ? "no-cache" : "public, max-age=300"
      #expect(response.headers[.cacheControl] == cache)
    }
  }

  @Test(
    "nothing outside the folder, hidden or missing is served: the app's ordinary 404",
    arguments: [
      "/docs/../secret.txt", "/docs/%2e%2e/secret.txt", "/docs/%2E%2E/secret.txt",
      "/docs/js/..%2f..%2f..%2fsecret.txt", "/docs/js/%2e%2e/%2e%2e/secret.txt",
      "/docs//etc/passwd", "/docs/%2fetc%2fpasswd", "/docs/escape.txt", "/docs/outside/secret.txt",
      "/docs/.hidden", "/docs/%2ehidden", "/docs/missing.html",
      "/docs/index.html/", "/docs/js/index.js%00.html", "/docs/%ZZ", "/docsjs/index.js",
    ])
  func refused(uri: String) async throws {
    try await SiteFixture.serving { _, client in
      let response = try await client.execute(uri: uri, method: .get)
      let ordinary = try await client.execute(uri: "/no-such-page", method: .get)
      #expect(response.status == .notFound)
      #expect(String(buffer: response.body) == String(buffer: ordinary.body))
      #expect(!String(buffer: response.body).contains("secret"))
    }
  }

  @Test("the refusals hold over a real connection too (the path as the client sent it)")
  func refusedLive() async throws {
    try await SiteFixture.serving(.live) { _, client in
      for uri in ["/docs/../secret.txt", "/docs/%2e%2e/secret.txt", "/docs/escape.txt"] {
        let refused = try await client.execute(uri: uri, method: .get)
        #expect(refused.status == .notFound, "\(uri)")
      }
      let served = try await client.execute(uri: "/docs/js/index.js", method: .get)
      #expect(served.status == .ok)
    }
  }

  @Test("HEAD is answered like GET without a body; other methods get 405 with Allow")
  func methods() async throws {
    try await SiteFixture.serving { _, client in
      let head = try await client.execute(uri: "/docs/js/index.js", method: .head)
      #expect(head.status == .ok)
      #expect(head.headers[.contentType] == "text/javascript; charset=utf-8")
      #expect(head.body.readableBytes == 0)
      let headPage = try await client.execute(uri: "/docs/", method: .head)
      #expect(headPage.headers[.contentSecurityPolicy]?.contains("'sha256-") == true)
      for method in [HTTPRequest.Method.post, .put, .delete] {
        let refused = try await client.execute(uri: "/docs/js/index.js", method: method)
        #expect(refused.status == .methodNotAllowed)
        #expect(refused.headers[.allow] == "GET, HEAD")
      }
      #expect(try await client.execute(uri: "/docs", method: .post).status == .methodNotAllowed)
    }
  }

  @Test("a browser's copy is confirmed with 304 while the file is unchanged, with its policy")
  func notModified() async throws {
    try await SiteFixture.serving { fixture, client in
      let first = try await client.execute(uri: "/docs/css/index.css", method: .get)
      let tag = try #require(first.headers[.eTag])
      let again = try await client.execute(
        uri: "/docs/css/index.css", method: .get, headers: [.ifNoneMatch: "\"other\", " + tag])
      #expect(again.status == .notModified)
      #expect(again.body.readableBytes == 0)
      try "p{color:red}".write(
        to: fixture.site.appendingPathComponent("css/index.css"), atomically: true,
        encoding: .utf8)
      let changed = try await client.execute(
        uri: "/docs/css/index.css", method: .get, headers: [.ifNoneMatch: tag])
      #expect(changed.status == .ok)
      #expect(String(buffer: changed.body) == "p{color:red}")

      // A confirmed page keeps its own policy: the cached copy takes the 304's headers.
      let page = try await client.execute(uri: "/docs/", method: .get)
      let confirmed = try await client.execute(
        uri: "/docs/", method: .get, headers: [.ifNoneMatch: try #require(page.headers[.eTag])])
      #expect(confirmed.status == .notModified)
      #expect(confirmed.headers[.contentSecurityPolicy] == page.headers[.contentSecurityPolicy])
      #expect(confirmed.headers[.contentSecurityPolicy]?.contains("'sha256-") == true)
    }
  }

  @Test("without a static folder, /docs is the ordinary 404")
  func noFolder() async throws {
    let host = WebHost { _ in Text("App") }
    try await host.buildApplication(logger: quietLogger).test(.router) { client in
      let bare = try await client.execute(uri: "/docs", method: .get)
      let top = try await client.execute(uri: "/docs/", method: .get)
      #expect(bare.status == .notFound && top.status == .notFound)
    }
  }

  @Test("a folder is checked before serving: missing, a file, or without index.html")
  func validation() throws {
    let fixture = try SiteFixture()
    defer { fixture.remove() }
    try StaticFolder(path: "/docs", folder: fixture.site).validate()
    let missing = fixture.parent.appendingPathComponent("nowhere")
    #expect(throws: StaticFolder.Problem.missing(missing.path)) {
      try StaticFolder(path: "/docs", folder: missing).validate()
    }
    let file = fixture.parent.appendingPathComponent("secret.txt")
    #expect(throws: StaticFolder.Problem.notAFolder(file.path)) {
      try StaticFolder(path: "/docs", folder: file).validate()
    }
    let bare = fixture.site.appendingPathComponent("js")
    #expect(throws: StaticFolder.Problem.noIndex(bare.path)) {
      try StaticFolder(path: "/docs", folder: bare).validate()
    }
    #expect(StaticFolder(path: "docs/", folder: bare).path == "/docs")
  }

  @Test("request paths are taken apart into plain names, or refused")
  func names() {
    #expect(StaticFolder.names(in: "a/b%20c/") == ["a", "b c"])
    #expect(StaticFolder.names(in: "") == [])
    for refused in ["..", "a/../b", "%2e%2e", "a//b", "a%2fb", ".x", "a%00", "%ZZ", "a%5cb"] {
      #expect(StaticFolder.names(in: Substring(refused)) == nil, "\(refused)")
    }
  }
}
