/// Sends actions back into the store from inside a `.run` effect.
///
/// Calling it hops onto the store's isolation, reduces the action there, and returns once the
/// state has changed. After the store is gone, or once the effect is cancelled, sending does
/// nothing.
///
/// ```swift
/// return .run { send in
///   for await value in sensor.values() {
///     await send(.reading(value))
///   }
/// }
/// ```
public struct Send<Action>: Sendable {
  @usableFromInline
  let deliver: @Sendable (sending Action) async -> Void

  /// Creates a sender from a closure; tests and adapters use this, features receive one.
  public init(_ deliver: @escaping @Sendable (sending Action) async -> Void) {
    self.deliver = deliver
  }

  /// Sends an action back into the store, unless the surrounding task has been cancelled.
  @inlinable
  public func callAsFunction(_ action: sending Action) async {
    guard !Task.isCancelled else { return }
    await deliver(action)
  }
}
