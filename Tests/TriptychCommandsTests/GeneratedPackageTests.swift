import ArgumentParser
import Foundation
import Testing

@testable import TriptychCommands

extension Tag {
  /// Minutes, not seconds: builds a generated package (a cold build of the kits).
  @Tag static var slow: Self
}

/// What `triptych new` writes compiles and passes its own tests. One package holds one feature
/// per architecture (a TCA app, then a VIPER, an MVVM, an MVVM-state and an MVC feature added
/// to it), so CI pays for one cold build of the kits, not five.
@Suite("triptych new: the generated package builds and passes its tests", .tags(.slow))
struct GeneratedPackageTests {
  @Test(.timeLimit(.minutes(60)))
  func oneFeaturePerArchitecture() async throws {
    let directory =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("triptych-generated-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }

    try await run(["new", "app", "Sample", "--architecture", "tca", "--into", directory])
    let package = directory + "/Sample"
    try await run(["new", "feature", "Catalog", "--architecture", "viper", "--into", package])
    try await run(["new", "feature", "Inbox", "--architecture", "mvvm", "--into", package])
    try await run(["new", "feature", "Basket", "--architecture", "mvvm-state", "--into", package])
    try await run(["new", "feature", "Cart", "--architecture", "mvc", "--into", package])

    let started = ContinuousClock.now
    let build = try await swift(["build", "--build-tests"], in: package)
    let built = ContinuousClock.now
    #expect(build.status == 0, "swift build failed:\n\(build.output.suffix(6000))")
    guard build.status == 0 else { return }
    let test = try await swift(["test", "--skip-build"], in: package)
    #expect(test.status == 0, "swift test failed:\n\(test.output.suffix(6000))")
    print("Generated package: build \(built - started), tests \(ContinuousClock.now - built)")
    let summary = test.output.split(separator: "\n").filter {
      $0.contains("Suite \"") || $0.contains("Test run with")
    }
    print(summary.joined(separator: "\n"))

    // Every architecture's tests ran, the leak checks and the exhaustive store among them.
    for suite in [
      "LookupFeature", "Catalog: presenter", "Catalog: interactor", "Catalog: router",
      "Catalog: leak check", "InboxViewModel", "BasketViewModel (states)", "CartViewController",
    ] {
      #expect(test.output.contains("Suite \"\(suite)\" passed"), "\(suite) did not pass")
    }
    let warnings = build.output.split(separator: "\n").filter {
      $0.contains("warning:")
        && ($0.contains(package + "/Sources") || $0.contains(package + "/Tests"))
    }
    #expect(
      warnings.isEmpty, "the generated code has warnings:\n\(warnings.joined(separator: "\n"))")
  }

  /// Every architecture's app of 15 features (three of each kind), one of them with a
  /// feature added afterwards, and one in the module-per-feature layout: each builds, without
  /// a warning in its own code, and passes its own tests. The packages share one scratch
  /// folder, so the kits are compiled once for all of them.
  @Test(.timeLimit(.minutes(90)))
  func appsOfFifteenFeatures() async throws {
    let directory =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("triptych-apps-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let scratch = directory + "/.build-shared"
    var apps: [(name: String, architecture: FeatureArchitecture)] = []
    for architecture in NewAppFeaturesTests.wiredArchitectures {
      let name = "App" + architecture.rawValue.split(separator: "-").map(\.capitalized).joined()
      try await run([
        "new", "app", name, "--architecture", architecture.rawValue, "--features", "15",
        "--into", directory,
      ])
      apps.append((name, architecture))
    }
    // One more feature into an existing app; and the layout large teams use.
    if let first = apps.first {
      try await run([
        "new", "feature", "Extra", "--architecture", first.architecture.rawValue, "--kind",
        "counter", "--into", directory + "/" + first.name,
      ])
      try await run([
        "new", "app", "Modular", "--architecture", first.architecture.rawValue, "--features",
        "5", "--layout", "module-per-feature", "--into", directory,
      ])
      apps.append(("Modular", first.architecture))
    }
    for app in apps {
      let package = directory + "/" + app.name
      let build = try await swift(
        ["build", "--build-tests", "--scratch-path", scratch], in: package)
      #expect(build.status == 0, "\(app.name): swift build failed:\n\(build.output.suffix(6000))")
      guard build.status == 0 else { continue }
      let test = try await swift(["test", "--skip-build", "--scratch-path", scratch], in: package)
      #expect(test.status == 0, "\(app.name): swift test failed:\n\(test.output.suffix(6000))")
      print(
        "\(app.name): "
          + (test.output.split(separator: "\n").last { $0.contains("Test run with") } ?? ""))
      let warnings = build.output.split(separator: "\n").filter {
        $0.contains("warning:")
          && ($0.contains(package + "/Sources") || $0.contains(package + "/Tests"))
      }
      #expect(warnings.isEmpty, "\(app.name) has warnings:\n\(warnings.joined(separator: "\n"))")
    }
    #expect(apps.count == NewAppFeaturesTests.wiredArchitectures.count + 1)
  }

  private func run(_ arguments: [String]) async throws {
    let command = try TriptychCommand.parseAsRoot(arguments)
    guard var asyncCommand = command as? any AsyncParsableCommand else {
      Issue.record("\(arguments) is not an async command")
      return
    }
    try await asyncCommand.run()
  }

  /// Runs `swift` with `arguments` in `directory`; its output and error, merged.
  private func swift(_ arguments: [String], in directory: String) async throws -> (
    status: Int32, output: String
  ) {
    let log = directory + "/.swift-\(arguments[0]).log"
    _ = FileManager.default.createFile(atPath: log, contents: nil)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
    defer { try? handle.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.standardOutput = handle
    process.standardError = handle
    // Waits without holding one of the few cooperative threads for minutes.
    let status = try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        continuation.resume(throwing: error)
      }
    }
    let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    return (status, output)
  }
}
