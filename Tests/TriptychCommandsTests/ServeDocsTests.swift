import Foundation
import TaskManagerDomain
import Testing
import Views
import ViewsTesting

@testable import TriptychCommands

@Suite("triptych serve --docs: the documentation site beside the app")
struct ServeDocsTests {
  /// A folder with an index.html, as `triptych docs` leaves one.
  private func site() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("serve-docs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try DocumentationSite.topPage.write(
      to: folder.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
    return folder
  }

  @Test("--docs names a site: served at /docs, linked at /docs/")
  func servesTheSite() throws {
    let folder = try site()
    defer { try? FileManager.default.removeItem(at: folder) }
    let command = try ServeCommand.parse(["--docs", folder.path])
    #expect(command.documentation?.path == "/docs")
    #expect(command.documentation?.folder.path == folder.path)
    #expect(command.documentationLink == "/docs/")
    #expect(command.webConfiguration.staticFolders.map(\.path) == ["/docs"])
  }

  @Test("without --docs nothing is served at /docs and nothing links there")
  func noSite() throws {
    let command = try ServeCommand.parse([])
    #expect(command.documentation == nil && command.documentationLink == nil)
    #expect(command.webConfiguration.staticFolders.isEmpty)
  }

  @Test("a missing folder, a file, or a folder without index.html is refused at start-up")
  func refusedAtStartUp() throws {
    let folder = try site()
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("nowhere").path
    let file = folder.appendingPathComponent("index.html").path
    let empty = folder.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    for (path, says) in [
      (missing, "there is no folder at \(missing)"), (file, "is a file, not a folder"),
      (empty.path, "has no index.html, so it is not a documentation site"),
    ] {
      do {
        _ = try ServeCommand.parse(["--docs", path])
        Issue.record("--docs \(path) was accepted")
      } catch {
        let message = ServeCommand.message(for: error)
        #expect(message.contains(says), "\(message)")
        #expect(message.contains("Build the site with `triptych docs`"), "\(message)")
      }
    }
  }

  @Test("the greeting says where the documentation is, when it is served")
  func greeting() {
    var greeting = ServeGreeting(
      url: "http://127.0.0.1:8080/", databasePath: "/tmp/t.sqlite", explicitDatabase: false,
      accountCount: 1, passwordMinimum: 8, variant: .tca, available: [.tca])
    #expect(!greeting.text.contains("Documentation"))
    greeting.documentation = DocumentationSite.link
    #expect(greeting.text.contains("\n  Documentation: http://127.0.0.1:8080/docs/\n"))
  }

  @MainActor
  @Test(
    "every variant's login screen links to the documentation when it is served",
    arguments: TaskManagerVariants.available.map(\.architecture))
  func loginLinks(architecture: Architecture) throws {
    let variant = try #require(TaskManagerVariants.variant(for: architecture))
    func links(_ documentation: String?) -> [String] {
      let app = ViewDriver { context in
        VariantSwitcher.makeRoot(
          context, environment: .inMemory(), initial: variant, documentation: documentation)
      }
      #expect(app.shows("Log In"), "\(architecture): not the login screen:\n\(app.visibleText)")
      return app.tree.nodes { $0.kind == .link }.map { $0.text + " → " + ($0.value ?? "") }
    }
    #expect(
      links("/docs/") == [
        "Compare the architectures side by side → /compare",
        "Every screen, every state → /gallery", "Documentation → /docs/",
      ])
    #expect(
      links(nil) == [
        "Compare the architectures side by side → /compare",
        "Every screen, every state → /gallery",
      ])
  }

  @Test("/compare links to the documentation only when it is served")
  func compareLinks() {
    let progress = CompareProgress(stage: "playing", fraction: 0.5)
    let link = #"<a class="link" href="/docs/">Documentation</a>"#
    #expect(ComparePage.progressHTML(progress, documentation: "/docs/").contains(link))
    #expect(!ComparePage.progressHTML(progress).contains("Documentation"))
    #expect(ComparePage.links("/docs/").hasPrefix(#"<a class="link" href="/">Back to the app</a>"#))
    #expect(ComparePage.links(nil) == #"<a class="link" href="/">Back to the app</a>"#)
  }
}
