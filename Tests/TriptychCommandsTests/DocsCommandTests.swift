import Foundation
import Testing

@testable import TriptychCommands

/// A fresh folder under the temporary directory, removed by the test.
private func temporaryFolder(_ name: String) throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("\(name)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

@Suite("triptych docs: the documentation site")
struct DocsCommandTests {
  let checkout = URL(fileURLWithPath: TriptychCheckout.root)

  @Test("the site holds every kit, and every catalog in Sources is listed")
  func catalogsAreListed() throws {
    #expect(DocumentationSite.catalogs.starts(with: DocumentationCoverage.kits))
    #expect(Set(DocumentationSite.catalogs).count == DocumentationSite.catalogs.count)
    let sources = checkout.appendingPathComponent("Sources")
    for target in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
      let contents =
        (try? FileManager.default.contentsOfDirectory(
          atPath: sources.appendingPathComponent(target).path)) ?? []
      if contents.contains(where: { $0.hasSuffix(".docc") }) {
        #expect(
          DocumentationSite.catalogs.contains(target),
          "Sources/\(target) has a DocC catalog: add it to DocumentationSite.catalogs")
      }
    }
    try DocumentationBuild(package: checkout, output: checkout).checkPackage()
  }

  @Test("the build is one combined archive of every catalog, hosted under /docs")
  func arguments() {
    var build = DocumentationBuild(
      package: checkout, output: URL(fileURLWithPath: "/tmp/site"), catalogs: ["Views", "Flows"])
    #expect(
      build.arguments == [
        "package", "--disable-sandbox", "generate-documentation",
        "--enable-experimental-combined-documentation", "--target", "Views", "--target", "Flows",
        "--transform-for-static-hosting", "--hosting-base-path", "docs", "--output-path",
        "/tmp/site",
      ])
    build.warningsAsErrors = true
    #expect(build.arguments.last == "--warnings-as-errors")
  }

  @Test("options: --output, --package and --warnings-as-errors; the site goes into .build")
  func options() throws {
    let defaults = try DocsCommand.parse([])
    #expect(defaults.output == nil && defaults.package == "." && !defaults.warningsAsErrors)
    let command = try DocsCommand.parse([
      "--output", "/tmp/site", "--package", "/src/triptych", "--warnings-as-errors",
    ])
    #expect(command.output == "/tmp/site" && command.package == "/src/triptych")
    #expect(command.warningsAsErrors)
    #expect(
      DocumentationSite.defaultOutput(package: URL(fileURLWithPath: "/src/t")).path
        == "/src/t/.build/documentation-site")
    #expect(TriptychCommand.configuration.subcommands.contains { $0 == DocsCommand.self })
  }

  @Test("a folder that is not a Triptych checkout is refused with what to do")
  func notACheckout() throws {
    let folder = try temporaryFolder("not-a-checkout")
    defer { try? FileManager.default.removeItem(at: folder) }
    let build = DocumentationBuild(package: folder, output: folder.appendingPathComponent("s"))
    #expect(throws: CommandFailure("\(folder.path) has no Package.swift. \(advice)")) {
      try build.checkPackage()
    }
    try "// swift-tools-version: 6.1".write(
      to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    do throws(CommandFailure) {
      try build.checkPackage()
      Issue.record("a package without the kits' sources passed")
    } catch {
      #expect(error.message.contains("is not a Triptych checkout: it has no Sources/Composable"))
      #expect(error.message.hasSuffix(advice))
    }
  }

  private let advice = "Run `triptych docs` in the repository's root or pass --package PATH."

  @Test("the output may be new, empty or an earlier site; never the package or other files")
  func outputIsChecked() throws {
    let folder = try temporaryFolder("docs-output")
    defer { try? FileManager.default.removeItem(at: folder) }
    let site = folder.appendingPathComponent("site")
    func check(_ output: URL) throws(CommandFailure) {
      try DocumentationBuild(package: checkout, output: output).checkOutput()
    }
    try check(site)
    try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
    try check(site)
    try "x".write(to: site.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    #expect(throws: CommandFailure.self) { try check(site) }
    try "x".write(to: site.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      at: site.appendingPathComponent("data"), withIntermediateDirectories: true)
    try check(site)
    for unsafe in [checkout, checkout.deletingLastPathComponent(), URL(fileURLWithPath: "/")] {
      #expect(throws: CommandFailure.self, "\(unsafe.path)") { try check(unsafe) }
    }
  }

  @Test("a failed swift run is reported with its exit status and last lines")
  func failedRun() throws {
    let folder = try temporaryFolder("no-package")
    defer { try? FileManager.default.removeItem(at: folder) }
    let build = DocumentationBuild(package: folder, output: folder.appendingPathComponent("s"))
    do throws(CommandFailure) {
      _ = try build.run()
      Issue.record("swift package ran without a package")
    } catch {
      #expect(
        error.message.hasPrefix(
          "`swift package --disable-sandbox generate-documentation` failed (exit status "))
      #expect(error.message.contains("Its last lines:\n"))
      #expect(error.message.contains("Package.swift"))
    }
  }

  @Test("a finished build gets a top page leading to the landing page; no site is an error")
  func finish() throws {
    let output = try temporaryFolder("docs-site")
    defer { try? FileManager.default.removeItem(at: output) }
    let build = DocumentationBuild(package: checkout, output: output)
    #expect(throws: CommandFailure.self) { try build.finish() }
    let landing = output.appendingPathComponent("documentation")
    try FileManager.default.createDirectory(at: landing, withIntermediateDirectories: true)
    try "<script>var baseUrl = \"/docs/\"</script>".write(
      to: landing.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
    try build.finish()
    let top = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(top.contains(#"<meta http-equiv="refresh" content="0; url=documentation/">"#))
    #expect(!top.contains("<script"))
    let theme = output.appendingPathComponent("theme-settings.json")
    #expect(try String(contentsOf: theme, encoding: .utf8) == "{}\n")
    // A catalog's own theme is kept.
    try #"{"theme": {}}"#.write(to: theme, atomically: true, encoding: .utf8)
    try build.finish()
    #expect(try String(contentsOf: theme, encoding: .utf8) == #"{"theme": {}}"#)
    try DocumentationSite.staticFolder(output).validate()

    let summary = build.summary(took: .seconds(42))
    #expect(summary.contains("built in 42 s): \(output.path)"))
    #expect(summary.contains("\n  swift run triptych serve --docs \(output.path)"))
    #expect(summary.contains("http://127.0.0.1:8080/docs/"))
  }

  @Test("a failure quotes only the end of a long output")
  func outputTail() {
    var tail = OutputTail()
    for index in 1...5000 { tail.append(Data("line \(index)\n".utf8)) }
    #expect(tail.lines.count == 20)
    #expect(tail.lines.first == "line 4981")
    #expect(tail.lines.last == "line 5000")
  }
}
