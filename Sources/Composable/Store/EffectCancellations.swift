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

  /// Who registered a cancellation: an effect task, by its runner's token, or an operation
  /// wrapped in `withTaskCancellation`, by a number of this registry's. Two kinds, so the
  /// two counters never name each other's work.
  enum Holder: Hashable {
    case effect(UInt64)
    case operation(UInt64)
  }

  private let lock = NSLock()
  private var cancelsOfID: [AnyHashable: [Holder: @Sendable () -> Void]] = [:]
  private var nextOperation: UInt64 = 0

  /// Registers an operation that `cancel` stops when `id` is cancelled; returns its holder,
  /// to forget it by.
  func register(id: AnyHashable, cancel: @escaping @Sendable () -> Void) -> Holder {
    lock.withLock {
      nextOperation &+= 1
      let holder = Holder.operation(nextOperation)
      cancelsOfID[id, default: [:]][holder] = cancel
      return holder
    }
  }

  /// Registers `cancel` for the effect with the runner's `token`, under each of `ids`.
  func register(token: UInt64, ids: [AnyHashable], cancel: @escaping @Sendable () -> Void) {
    lock.withLock {
      for id in ids { cancelsOfID[id, default: [:]][.effect(token)] = cancel }
    }
  }

  /// Forgets what `holder` registered under `ids`.
  func remove(_ holder: Holder, ids: [AnyHashable]) {
    lock.withLock {
      for id in ids {
        cancelsOfID[id]?[holder] = nil
        if cancelsOfID[id]?.isEmpty == true { cancelsOfID[id] = nil }
      }
    }
  }

  /// Cancels everything registered under `id`; returns the runner tokens of the effects it
  /// cancelled.
  @discardableResult
  func cancel(id: AnyHashable) -> [UInt64] {
    let cancels = lock.withLock { cancelsOfID.removeValue(forKey: id) ?? [:] }
    for cancel in cancels.values { cancel() }
    return cancels.keys.compactMap { holder in
      if case .effect(let token) = holder { token } else { nil }
    }
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
