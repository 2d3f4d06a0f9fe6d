import Foundation
import HummingbirdBcrypt

/// bcrypt, moved off the cooperative thread pool: one hash takes tens of milliseconds at cost
/// 10 and would otherwise stall every task sharing that thread.
enum PasswordHasher {
  static func hash(_ password: String, cost: Int) async -> String {
    let cost = UInt8(clamping: min(max(cost, 4), 31))
    return await offload { Bcrypt.hash(password, cost: cost) }
  }

  static func verify(_ password: String, hash: String) async -> Bool {
    await offload { Bcrypt.verify(password, hash: hash) }
  }

  /// A hash of a random password at `cost`, checked when the user does not exist so that a
  /// missing user costs the same time as a wrong password.
  static func dummyHash(cost: Int) async -> String {
    let key = min(max(cost, 4), 31)
    if let cached = dummies.withLock({ $0[key] }) { return cached }
    let hash = await hash(UUID().uuidString, cost: key)
    dummies.withLock { $0[key] = hash }
    return hash
  }

  private static let dummies = LockedValue<[Int: String]>([:])

  private static func offload<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      DispatchQueue.global(qos: .userInitiated).async { continuation.resume(returning: work()) }
    }
  }
}

/// A value behind a lock, for small shared tables.
final class LockedValue<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()

  init(_ value: Value) { self.value = value }

  func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
