import Foundation

/// The cancellation ids of one store's running work, reachable from any thread: effects marked
/// `.cancellable(id:)`, and work an effect wraps in `withTaskCancellation(id:cancelInFlight:operation:)`.
///
/// The store's `EffectRunner` keeps the rest of its bookkeeping on the store's actor; ids
/// live here, behind a lock, because `Task.cancel(id:)` is called synchronously from inside
/// effects, which run elsewhere. Each effect task knows its store's registry through
/// `current`, so equal ids in two sessions' stores never cancel each other.
///
/// Safety: every member is read and written under `lock`.
final class EffectCancellations: @unchecked Sendable {
  /// The registry of the store whose effect is running, or `nil` outside effects.
  @TaskLocal static var current: EffectCancellations?
  /// The registry of work started outside any store's effects (plain async code, tests).
  static let outsideStores = EffectCancellations()

  private let lock = NSLock()
  private var cancelsOfID: [AnyHashable: [UInt64: @Sendable () -> Void]] = [:]
  private var nextToken: UInt64 = 0

  /// Registers work that `cancel` runs when `id` is cancelled; returns the token to forget it
  /// by.
  func register(id: AnyHashable, cancel: @escaping @Sendable () -> Void) -> UInt64 {
    lock.withLock {
      nextToken &+= 1
      cancelsOfID[id, default: [:]][nextToken] = cancel
      return nextToken
    }
  }

  /// Registers `cancel` under `token` (the effect runner's own) for each of `ids`.
  func register(token: UInt64, ids: [AnyHashable], cancel: @escaping @Sendable () -> Void) {
    lock.withLock {
      for id in ids { cancelsOfID[id, default: [:]][token] = cancel }
    }
  }

  /// Forgets the work registered under `token` for `ids`.
  func remove(token: UInt64, ids: [AnyHashable]) {
    lock.withLock {
      for id in ids {
        cancelsOfID[id]?[token] = nil
        if cancelsOfID[id]?.isEmpty == true { cancelsOfID[id] = nil }
      }
    }
  }

  /// Cancels everything registered under `id`; returns the tokens it held.
  @discardableResult
  func cancel(id: AnyHashable) -> [UInt64] {
    let cancels = lock.withLock { cancelsOfID.removeValue(forKey: id) ?? [:] }
    for cancel in cancels.values { cancel() }
    return Array(cancels.keys)
  }

  /// Cancels everything.
  func cancelAll() {
    let all = lock.withLock {
      defer { cancelsOfID.removeAll() }
      return cancelsOfID.values.flatMap(\.values)
    }
    for cancel in all { cancel() }
  }
}
