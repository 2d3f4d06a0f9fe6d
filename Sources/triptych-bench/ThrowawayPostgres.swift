import Foundation
import TaskManagerDomainTesting

/// A PostgreSQL server for one benchmark run, started by `scripts/postgres-server.sh` (Debian's
/// package, a new cluster in a temporary folder, a free loopback port, fsync on) and stopped by
/// ``stop()``; or a database the caller names, left as it is.
///
/// ```swift
/// let postgres = try ThrowawayPostgres(url: option)
/// defer { postgres.stop() }
/// let database = try TaskManagerDatabase(location: postgres.url)
/// ```
struct ThrowawayPostgres {
  let url: String
  private let folder: String?

  /// Uses `url` when given, else starts a server; throws when none can start here.
  init(url: String?) throws {
    if let url {
      self.url = url
      folder = nil
      return
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("triptych-bench-postgres-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    // The server runs as another user (not root), who must reach its folder.
    _ = chmod(folder, 0o755)
    let started = PostgresTestServer.shell("scripts/postgres-server.sh start '\(folder)/cluster'")
    guard started.status == 0, let line = started.output.split(separator: "\n").last else {
      throw BenchFailure(
        "no PostgreSQL here (scripts/postgres-server.sh failed; run from the package folder, "
          + "or pass --postgres URL)")
    }
    self.url = String(line)
    self.folder = folder
  }

  func stop() {
    guard let folder else { return }
    _ = PostgresTestServer.shell("scripts/postgres-server.sh stop '\(folder)/cluster'")
    try? FileManager.default.removeItem(atPath: folder)
  }
}

/// A benchmark that cannot run, and why.
struct BenchFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
