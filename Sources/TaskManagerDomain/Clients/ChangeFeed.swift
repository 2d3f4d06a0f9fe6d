/// A live subscription to a user's changes; the handler is called until ``cancel()`` is called
/// or the subscription is released.
///
/// ```swift
/// let subscription = taskStore.subscribe(user.id) { snapshot in show(snapshot) }
/// // later
/// subscription.cancel()
/// ```
public final class Subscription: Sendable {
  private let onCancel: LockedValue<(@Sendable () -> Void)?>

  public init(onCancel: @escaping @Sendable () -> Void) {
    self.onCancel = LockedValue(onCancel)
  }

  /// A subscription that never delivers anything.
  public static var none: Subscription { Subscription {} }

  /// Stops the deliveries; calling it again does nothing.
  public func cancel() {
    let cancel = onCancel.withLock { value -> (@Sendable () -> Void)? in
      defer { value = nil }
      return value
    }
    cancel?()
  }

  deinit { cancel() }
}

/// Who listens to which user's changes. ``publish(_:for:)`` calls every handler of that user
/// synchronously, before it returns, so a host that waits for its app to settle after a change
/// sees the delivery already under way (see `Views`' `PendingWork.subscribe`).
final class ChangeFeed<Value: Sendable>: Sendable {
  private let handlers = LockedValue<[UserID: [UInt64: @Sendable (Value) -> Void]]>([:])
  private let nextToken = LockedValue<UInt64>(0)

  func subscribe(_ user: UserID, _ handler: @escaping @Sendable (Value) -> Void) -> Subscription {
    let token = nextToken.withLock { token -> UInt64 in
      token += 1
      return token
    }
    handlers.withLock { $0[user, default: [:]][token] = handler }
    return Subscription { [weak self] in
      self?.handlers.withLock { handlers in
        handlers[user]?[token] = nil
        if handlers[user]?.isEmpty == true { handlers[user] = nil }
      }
    }
  }

  func publish(_ value: Value, for user: UserID) {
    // Handlers run outside the lock: one may subscribe or cancel.
    let current = handlers.withLock { $0[user].map { Array($0.values) } ?? [] }
    for handler in current { handler(value) }
  }

  /// The users someone listens to.
  var subscribedUsers: [UserID] { handlers.withLock { Array($0.keys) } }
}

extension AsyncStream where Element: Sendable {
  /// The values a subscription delivers, newest kept when the consumer is slow.
  static func of(_ subscribe: (@escaping @Sendable (Element) -> Void) -> Subscription) -> Self {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Element.self, bufferingPolicy: .bufferingNewest(1))
    let subscription = subscribe { continuation.yield($0) }
    continuation.onTermination = { _ in subscription.cancel() }
    return stream
  }
}
