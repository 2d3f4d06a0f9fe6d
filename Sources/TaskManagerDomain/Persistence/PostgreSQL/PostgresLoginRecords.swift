import Foundation
import PostgresNIO

/// The login throttle's records in PostgreSQL, so that every server counts the same failures:
/// an attacker gains nothing by spreading guesses over servers. Each check locks its account
/// and its address (advisory locks, always in that order, so two checks never wait on each
/// other in a circle), reads their rows, applies the throttle's rule and writes them back.
struct PostgresLoginRecords: SharedLoginRecords {
  let engine: PostgresEngine
  /// One check in this many also deletes records nobody needs any more.
  private static let cleanupEvery = 500
  private static let checks = LockedValue(0)

  func update<T: Sendable>(
    account: String, address: String, _ change: @escaping @Sendable (inout LoginRecords) -> T
  ) async throws -> T {
    let cleanup = Self.checks.withLock { count in
      count += 1
      return count % Self.cleanupEvery == 0
    }
    return try await engine.write { session in
      try session.transaction {
        try session.query(
          "SELECT pg_advisory_xact_lock(hashtext(\("account " + account)))")
        try session.query(
          "SELECT pg_advisory_xact_lock(hashtext(\("address " + address)))")
        let pairKey = Self.pairKey(account, address)
        var records = LoginRecords()
        for row in try session.query(
          """
          SELECT scope, key, failures, blocked_until, last_failure FROM login_failure
          WHERE (scope = 'pair' AND key = \(pairKey)) OR (scope = 'address' AND key = \(address))
            OR (scope = 'account' AND key = \(account))
          """)
        {
          let (scope, _, failures, blocked, last) = try row.decode(
            (String, String, Int64, Int64, Int64).self)
          let record = LoginRecords.Record(
            failures: Int(failures), blockedUntil: .milliseconds(blocked),
            lastFailure: .milliseconds(last))
          switch scope {
          case "pair": records.pairs[LoginRecords.Pair(account: account, address: address)] = record
          case "address": records.addresses[address] = record
          default: records.accounts[account] = record
          }
        }
        var known: [String: Duration] = [:]
        for row in try session.query(
          "SELECT address, signed_in_at FROM login_known_address WHERE account = \(account)")
        {
          let (place, at) = try row.decode((String, Int64).self)
          known[place] = .milliseconds(at)
        }
        if !known.isEmpty { records.knownAddresses[account] = known }
        let before = records
        let result = change(&records)
        try store(
          records.pairs[LoginRecords.Pair(account: account, address: address)],
          was: before.pairs[LoginRecords.Pair(account: account, address: address)],
          scope: "pair", key: pairKey, session)
        try store(
          records.addresses[address], was: before.addresses[address], scope: "address",
          key: address, session)
        try store(
          records.accounts[account], was: before.accounts[account], scope: "account",
          key: account, session)
        let knownAfter = records.knownAddresses[account] ?? [:]
        if knownAfter != known {
          try session.query("DELETE FROM login_known_address WHERE account = \(account)")
          for (place, at) in knownAfter {
            try session.query(
              """
              INSERT INTO login_known_address (account, address, signed_in_at)
              VALUES (\(account), \(place), \(Self.milliseconds(at)))
              """)
          }
        }
        if cleanup { try Self.deleteStale(session) }
        return result
      }
    }
  }

  private func store(
    _ record: LoginRecords.Record?, was old: LoginRecords.Record?, scope: String, key: String,
    _ session: PostgresSession
  ) throws {
    guard record != old else { return }
    guard let record else {
      try session.query("DELETE FROM login_failure WHERE scope = \(scope) AND key = \(key)")
      return
    }
    try session.query(
      """
      INSERT INTO login_failure (scope, key, failures, blocked_until, last_failure)
      VALUES (\(scope), \(key), \(Int64(record.failures)),
        \(Self.milliseconds(record.blockedUntil)), \(Self.milliseconds(record.lastFailure)))
      ON CONFLICT (scope, key) DO UPDATE SET failures = excluded.failures,
        blocked_until = excluded.blocked_until, last_failure = excluded.last_failure
      """)
  }

  /// Failures no policy remembers any more (a day is longer than every `forgetAfter` and
  /// maximum delay of the standard policies), and addresses past a known address's lifetime.
  private static func deleteStale(_ session: PostgresSession) throws {
    let now = Int64(Date().timeIntervalSince1970 * 1000)
    let day: Int64 = 24 * 60 * 60 * 1000
    try session.query(
      "DELETE FROM login_failure WHERE last_failure < \(now - day) AND blocked_until < \(now)")
    try session.query(
      "DELETE FROM login_known_address WHERE signed_in_at < \(now - 31 * day)")
  }

  private static func pairKey(_ account: String, _ address: String) -> String {
    account + "\u{1F}" + address
  }

  private static func milliseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return seconds * 1000 + attoseconds / 1_000_000_000_000_000
  }
}
