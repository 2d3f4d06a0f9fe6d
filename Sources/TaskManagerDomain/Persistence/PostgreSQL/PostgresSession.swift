import Foundation
import Logging
import NIOCore
import NIOPosix
import PostgresNIO

/// One connection to PostgreSQL used by one thread at a time, with blocking calls. The
/// stores' transactions are plain sequential code, as they are on SQLite's connections; they
/// run on the session's own queue (``PostgresEngine``), never on an event loop or in the
/// cooperative pool. A connection that was closed (the server restarted) is opened again on
/// its next use.
final class PostgresSession: @unchecked Sendable {
  let location: PostgresLocation
  /// Statements wait this long for a row lock another server holds before failing.
  let lockTimeout: Duration
  private var connection: PostgresConnection?
  private static let logger = Logger(label: "triptych.postgres")
  private static let ids = LockedValue(0)

  init(location: PostgresLocation, lockTimeout: Duration) {
    self.location = location
    self.lockTimeout = lockTimeout
  }

  /// The open connection, opened now if there is none.
  func open() throws -> PostgresConnection {
    if let connection, !connection.isClosed { return connection }
    let id = Self.ids.withLock {
      $0 += 1
      return $0
    }
    let opened = try PostgresConnection.connect(
      on: MultiThreadedEventLoopGroup.singleton.next(), configuration: location.configuration,
      id: id, logger: Self.logger
    ).wait()
    connection = opened
    let milliseconds =
      lockTimeout.components.seconds * 1000
      + lockTimeout.components.attoseconds / 1_000_000_000_000_000
    try query(PostgresQuery(unsafeSQL: "SET lock_timeout = \(milliseconds)"))
    return opened
  }

  /// Runs one statement and collects its rows.
  @discardableResult
  func query(_ query: PostgresQuery) throws -> PostgresQueryResult {
    try open().query(query, logger: Self.logger).wait()
  }

  /// Runs `body` in a transaction: committed when it returns, rolled back when it throws.
  func transaction<T>(readOnly: Bool = false, _ body: () throws -> T) throws -> T {
    try query(readOnly ? "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY" : "BEGIN")
    do {
      let result = try body()
      try query("COMMIT")
      return result
    } catch {
      _ = try? query("ROLLBACK")
      throw error
    }
  }

  func close() {
    try? connection?.close().wait()
    connection = nil
  }
}

/// A session and the serial queue it is used on.
final class PostgresLane: Sendable {
  private let queue: DispatchQueue
  private let session: PostgresSession

  init(label: String, location: PostgresLocation, lockTimeout: Duration) {
    queue = DispatchQueue(label: label)
    session = PostgresSession(location: location, lockTimeout: lockTimeout)
  }

  /// Runs `body` on the lane's queue and waits for it without blocking the caller's thread.
  func run<T: Sendable>(_ body: @escaping @Sendable (PostgresSession) throws -> T) async throws
    -> T
  {
    try await withCheckedThrowingContinuation { continuation in
      queue.async { [session] in continuation.resume(with: Result { try body(session) }) }
    }
  }

  /// Runs `body` on the lane's queue, blocking the caller: for opening, before any task uses it.
  func runBlocking<T>(_ body: (PostgresSession) throws -> T) throws -> T {
    try queue.sync { try body(session) }
  }

  /// Closes the connection once the work queued before has run. Asynchronous: the last
  /// reference to a database may go away on this very queue.
  func close() {
    queue.async { [session] in session.close() }
  }
}
