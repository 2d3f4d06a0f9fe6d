import Foundation

/// How long each variant's own test target takes to run, and how many tests it has: measured by
/// running `swift test --skip-build --filter '^<Target>\.'` in the package (so the tests must be
/// built, as they are after `swift test`).
///
/// ```swift
/// let times = try TestTimes.measure(VariantLayout.all, packageAt: root)
/// times.first?.seconds  // 0.9
/// ```
public struct TestTime: Codable, Equatable, Sendable {
  public var architecture: String
  public var displayName: String
  public var testTarget: String
  /// Wall-clock time of the run, process start-up included.
  public var seconds: Double
  /// The count Swift Testing reports, or `nil` if the run printed none.
  public var tests: Int?
  public var passed: Bool
}

public enum TestTimes {
  /// Runs each present variant's test target once, one after the other.
  public static func measure(_ layouts: [VariantLayout], packageAt root: URL) throws -> [TestTime] {
    try layouts.compactMap { layout in
      let tests = root.appendingPathComponent("Tests").appendingPathComponent(layout.testTarget)
      guard FileManager.default.fileExists(atPath: tests.path) else { return nil }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = arguments(for: layout.testTarget)
      process.currentDirectoryURL = root
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      let start = ContinuousClock.now
      try process.run()
      let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      let elapsed = ContinuousClock.now - start
      return TestTime(
        architecture: layout.architecture.rawValue,
        displayName: layout.architecture.displayName, testTarget: layout.testTarget,
        seconds: Double(elapsed.components.seconds)
          + Double(elapsed.components.attoseconds) / 1e18,
        tests: testCount(in: text), passed: process.terminationStatus == 0)
    }
  }

  /// The command for one target: only its tests, without building.
  static func arguments(for testTarget: String) -> [String] {
    ["swift", "test", "--skip-build", "--filter", "^\(testTarget)\\."]
  }

  /// The number in Swift Testing's last `Test run with N tests` line.
  static func testCount(in output: String) -> Int? {
    let lines = output.split(separator: "\n").filter { $0.contains("Test run with ") }
    guard let line = lines.last, let range = line.range(of: "Test run with ") else { return nil }
    return Int(line[range.upperBound...].prefix { $0.isNumber })
  }
}

extension Array where Element == TestTime {
  /// The times as a Markdown table.
  public func markdown() -> String {
    guard !isEmpty else { return "" }
    var out = "Each variant's own tests (`swift test --skip-build --filter '^<Target>\\.'`):\n\n"
    out += "| variant | test target | tests | seconds | result |\n"
    out += "| --- | --- | ---: | ---: | --- |\n"
    for time in self {
      out +=
        "| \(time.displayName) | `\(time.testTarget)` | \(time.tests.map(String.init) ?? "—") |"
      out += " \(String(format: "%.2f", time.seconds)) | \(time.passed ? "passed" : "FAILED") |\n"
    }
    return out
  }
}
