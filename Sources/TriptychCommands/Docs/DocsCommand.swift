import ArgumentParser
import Foundation

/// `triptych docs`: every documentation catalog built into one static site for hosting under
/// `/docs`, which `triptych serve --docs PATH` serves beside the app.
///
/// ```
/// $ triptych docs
/// …
/// Documentation site (12 catalogs, built in 140 s): /work/triptych/.build/documentation-site
/// Serve it with the app, then open http://127.0.0.1:8080/docs/ (the login page links to it):
///   swift run triptych serve --docs /work/triptych/.build/documentation-site
/// ```
struct DocsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "docs",
    abstract: "Build every documentation catalog into one static site to serve under /docs.",
    discussion: """
      Runs SwiftPM's DocC plugin (`swift package generate-documentation`) on the catalogs of \
      \(DocumentationSite.catalogs.joined(separator: ", ")), combined into one archive with one \
      landing page and transformed for static hosting under /docs. Takes minutes: the targets \
      are built for their symbols first. Prints where the site is and the `triptych serve \
      --docs` command that serves it.
      """)

  @Option(
    help: ArgumentHelp(
      "Where to write the site (replaced if it is an earlier site).",
      discussion: "Default: .build/documentation-site in the package.", valueName: "path"))
  var output: String?

  @Option(help: "The Triptych package's root (the folder holding Package.swift and Sources/).")
  var package = "."

  @Flag(help: "Fail on any DocC warning (a broken link, an unknown symbol), as CI does.")
  var warningsAsErrors = false

  func run() async throws {
    try await CommandFailure.report {
      let root = URL(fileURLWithPath: package).standardizedFileURL
      let build = DocumentationBuild(
        package: root,
        output: output.map { URL(fileURLWithPath: $0).standardizedFileURL }
          ?? DocumentationSite.defaultOutput(package: root),
        warningsAsErrors: warningsAsErrors)
      try build.checkPackage()
      try build.checkOutput()
      printOut(
        "Building the documentation of \(build.catalogs.count) catalogs into one site "
          + "(swift package generate-documentation)…")
      let elapsed = try build.run()
      try build.finish()
      printOut(build.summary(took: elapsed))
    }
  }
}
