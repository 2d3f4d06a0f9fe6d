import Foundation

/// A PostgreSQL server for tests, started once per test process from Debian's `postgresql`
/// package by `scripts/postgres-server.sh` (a new cluster in a temporary folder, a free
/// loopback port, fsync off) and stopped when the process exits. `TRIPTYCH_TEST_POSTGRES`
/// names a server to use instead.
///
/// ```swift
/// @Test(.enabled(if: PostgresTestServer.isAvailable))
/// func storesOnPostgres() async throws {
///   let url = try #require(PostgresTestServer.freshDatabaseURL())
///   let database = try TaskManagerDatabase(location: url)
/// }
/// ```
public enum PostgresTestServer {
  /// Whether a server runs; when not, the reason is printed once, so a skip is never silent.
  public static var isAvailable: Bool {
    switch server {
    case .success: return true
    case .failure(let reason):
      reportOnce(reason)
      return false
    }
  }

  /// Why no server could start, or `nil` when one runs.
  public static var unavailableReason: String? {
    if case .failure(let reason) = server { return reason.message }
    return nil
  }

  /// A new, empty database on the server (its URL), for one test; `nil` without a server.
  public static func freshDatabaseURL() -> String? {
    guard case .success(let base) = server else { return nil }
    let name = "test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    guard shell("psql '\(base)' -q -c 'CREATE DATABASE \(name)'").status == 0 else {
      return nil
    }
    guard var components = URLComponents(string: base) else { return nil }
    components.path = "/" + name
    return components.string
  }

  struct Reason: Error, Sendable {
    var message: String
  }

  private static let server: Result<String, Reason> = start()
  private static let reported = Reported()

  private static func start() -> Result<String, Reason> {
    if let url = ProcessInfo.processInfo.environment["TRIPTYCH_TEST_POSTGRES"], !url.isEmpty {
      return .success(url)
    }
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("scripts/postgres-server.sh").path
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("triptych-postgres-\(UUID().uuidString)").path
    let errors = folder + ".errors"
    let result = shell("/bin/bash '\(script)' start '\(folder)' --fast", errors: errors)
    defer { try? FileManager.default.removeItem(atPath: errors) }
    guard result.status == 0, let url = result.output.split(separator: "\n").last else {
      let why = ((try? String(contentsOfFile: errors, encoding: .utf8)) ?? "")
        .trimmingCharacters(in: .whitespacesAndNewlines)
      return .failure(Reason(message: why.isEmpty ? "the server did not start" : why))
    }
    // Stopped at exit with the C library's `system`: Foundation's `Process` needs threads
    // that are already gone by then.
    stopCommand = "/bin/bash '\(script)' stop '\(folder)' >/dev/null 2>&1; rm -rf '\(folder)'"
    atexit {
      if let command = PostgresTestServer.stopCommand { _ = system(command) }
    }
    return .success(String(url))
  }

  nonisolated(unsafe) private static var stopCommand: String?

  private static func reportOnce(_ reason: Reason) {
    if reported.first() {
      FileHandle.standardError.write(
        Data("PostgreSQL tests skipped: \(reason.message)\n".utf8))
    }
  }

  private final class Reported: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false
    func first() -> Bool {
      lock.withLock {
        defer { done = true }
        return !done
      }
    }
  }

  /// Runs a shell command and returns its status and standard output; standard error goes to
  /// `errors`. The C library's `popen`, not Foundation's `Process`: this runs while Swift
  /// Testing discovers tests, where `Process` never saw its child exit.
  ///
  /// ```swift
  /// let (status, url) = PostgresTestServer.shell("scripts/postgres-server.sh start /tmp/pg")
  /// ```
  public static func shell(_ command: String, errors: String = "/dev/null") -> (
    status: Int32, output: String
  ) {
    guard let pipe = popen("\(command) 2>'\(errors)'", "r") else { return (-1, "") }
    var output = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&buffer, 1, buffer.count, pipe)
      if count <= 0 { break }
      output += buffer[0..<count]
    }
    let status = pclose(pipe)
    return (status, String(decoding: output, as: UTF8.self))
  }
}
