import Foundation

/// One run of `triptych docs`: SwiftPM's DocC plugin builds every catalog of
/// ``DocumentationSite/catalogs`` into one combined archive, transformed for static hosting
/// under `/docs`, which is then checked and given a top page.
///
/// ```swift
/// let build = DocumentationBuild(package: root, output: root.appendingPathComponent("site"))
/// try build.checkPackage()
/// try build.checkOutput()
/// _ = try build.run()  // swift package … generate-documentation, its output shown as it runs
/// try build.finish()
/// ```
struct DocumentationBuild {
  /// The Triptych checkout whose catalogs are built.
  var package: URL
  /// The site's folder; the plugin replaces it.
  var output: URL
  var catalogs = DocumentationSite.catalogs
  /// Whether a DocC warning (a broken link, an unknown symbol) fails the build, as in CI.
  var warningsAsErrors = false

  /// The `swift` command line. One combined archive rather than one per catalog: the catalogs
  /// link to each other's symbols, and DocC then writes one landing page listing them all.
  var arguments: [String] {
    var arguments = ["package", "--disable-sandbox", "generate-documentation"]
    arguments.append("--enable-experimental-combined-documentation")
    for catalog in catalogs { arguments += ["--target", catalog] }
    arguments += ["--transform-for-static-hosting"]
    arguments += ["--hosting-base-path", DocumentationSite.hostingBasePath]
    arguments += ["--output-path", output.path]
    if warningsAsErrors { arguments.append("--warnings-as-errors") }
    return arguments
  }

  /// Fails unless `package` is a Triptych checkout: a manifest, and a source folder for every
  /// catalog's target.
  func checkPackage() throws(CommandFailure) {
    let files = FileManager.default
    let advice = "Run `triptych docs` in the repository's root or pass --package PATH."
    guard files.fileExists(atPath: package.appendingPathComponent("Package.swift").path) else {
      throw CommandFailure("\(package.path) has no Package.swift. \(advice)")
    }
    let missing = catalogs.filter {
      !files.fileExists(atPath: package.appendingPathComponent("Sources/" + $0).path)
    }
    guard missing.isEmpty else {
      let names = missing.map { "Sources/" + $0 }.joined(separator: ", ")
      throw CommandFailure(
        "\(package.path) is not a Triptych checkout: it has no \(names). \(advice)")
    }
  }

  /// Fails when the output folder holds anything but an earlier site: the plugin deletes the
  /// folder before it writes, and must never take a user's files (or the checkout) with it.
  func checkOutput() throws(CommandFailure) {
    let path = output.standardizedFileURL.path
    let packagePath = package.standardizedFileURL.path
    let refusal = "Refusing to write the site to \(path): the build replaces that folder"
    // The package itself, or a folder holding it (`/` included).
    guard !(packagePath + "/").hasPrefix(path.hasSuffix("/") ? path : path + "/") else {
      throw CommandFailure("\(refusal), which holds the package. Choose another --output.")
    }
    let files = FileManager.default
    guard let contents = try? files.contentsOfDirectory(atPath: path), !contents.isEmpty else {
      return
    }
    guard Set(contents).isSuperset(of: ["index.html", "data"]) else {
      throw CommandFailure(
        "\(refusal), and it holds other files. Choose a new or empty folder, or a site that "
          + "`triptych docs` built.")
    }
  }

  /// Runs SwiftPM, its output shown as it comes (a build takes minutes); the time it took.
  /// Fails with SwiftPM's exit status and the last lines it printed.
  func run() throws(CommandFailure) -> Duration {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.currentDirectoryURL = package
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    let start = ContinuousClock.now
    do {
      try process.run()
    } catch {
      throw CommandFailure("Cannot run swift: \(error.localizedDescription)")
    }
    var tail = OutputTail()
    let reader = pipe.fileHandleForReading
    while true {
      let chunk = reader.availableData
      if chunk.isEmpty { break }
      FileHandle.standardOutput.write(chunk)
      tail.append(chunk)
    }
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      let how =
        process.terminationReason == .exit
        ? "exit status \(process.terminationStatus)" : "signal \(process.terminationStatus)"
      throw CommandFailure(
        "`swift \(arguments.prefix(3).joined(separator: " "))` failed (\(how)). "
          + "Its last lines:\n" + tail.lines.joined(separator: "\n"))
    }
    return ContinuousClock.now - start
  }

  /// Checks that the plugin left a site (its merge step's failure is not reported in its exit
  /// status) and writes the site's top page, and the theme settings DocC's renderer asks every
  /// site for (without them each page logs a failed load) unless a catalog brought its own.
  func finish() throws(CommandFailure) {
    let landing = output.appendingPathComponent("documentation/index.html")
    guard FileManager.default.fileExists(atPath: landing.path) else {
      throw CommandFailure(
        "The build finished but left no site in \(output.path) (no documentation/index.html); "
          + "its output above says why.")
    }
    try write(DocumentationSite.topPage, to: "index.html")
    if !FileManager.default.fileExists(atPath: output.appendingPathComponent(themeSettings).path) {
      // No setting: DocC's default look.
      try write("{}\n", to: themeSettings)
    }
  }

  private let themeSettings = "theme-settings.json"

  private func write(_ text: String, to name: String) throws(CommandFailure) {
    do {
      try text.write(to: output.appendingPathComponent(name), atomically: true, encoding: .utf8)
    } catch {
      throw CommandFailure("Cannot write \(output.path)/\(name): \(error.localizedDescription)")
    }
  }

  /// What `triptych docs` prints last: where the site is and how to serve it.
  func summary(took elapsed: Duration) -> String {
    let path = ServeGreeting.shellQuoted(output.standardizedFileURL.path)
    return """
      Documentation site (\(catalogs.count) catalogs, built in \(elapsed.components.seconds) s): \
      \(output.standardizedFileURL.path)
      Serve it with the app, then open http://127.0.0.1:8080\(DocumentationSite.link) \
      (the login page links to it):
        swift run triptych serve --docs \(path)
      """
  }
}

/// The last lines of a process's output, kept while it streams by.
struct OutputTail {
  /// How many lines a failure quotes.
  var count = 20
  private var bytes: [UInt8] = []

  mutating func append(_ data: Data) {
    bytes += data
    // Only the end is ever quoted: keep a bounded window of it.
    if bytes.count > 64 * 1024 { bytes.removeFirst(bytes.count - 32 * 1024) }
  }

  var lines: [Substring] {
    let text = String(decoding: bytes, as: UTF8.self)
    return Array(text.split(separator: "\n", omittingEmptySubsequences: true).suffix(count))
  }
}
