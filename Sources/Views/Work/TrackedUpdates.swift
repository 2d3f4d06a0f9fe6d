import Synchronization

/// The values a subscription pushes (a store's changes from another window, say), as an async
/// sequence for a long-lived effect, that a host can still wait on: while the consumer waits
/// for the next value its work counts as idle, and a pushed value counts as busy from the
/// moment it is pushed until the consumer waits again. So a test driver that settles after a
/// change in one session sees it in the others, and a session that only listens still settles.
///
/// ```swift
/// return .run { send in
///   for await snapshot in TrackedUpdates({ taskStore.subscribe(userID, $0) }) {
///     await send(.outlineUpdated(snapshot))
///   }
/// }
/// ```
///
/// The subscription starts when iteration starts and ends with it (the token is released).
/// Work is tracked by ``WorkTracker/current`` at that moment; without one it is a plain stream.
public struct TrackedUpdates<Element: Sendable>: AsyncSequence, Sendable {
  private let subscribe: @Sendable (@escaping @Sendable (Element) -> Void) -> any Sendable

  /// `subscribe` registers the push handler and returns a token that keeps the subscription
  /// alive (released when iteration ends).
  public init<Token: Sendable>(
    _ subscribe: @escaping @Sendable (@escaping @Sendable (Element) -> Void) -> Token
  ) {
    self.subscribe = { subscribe($0) }
  }

  /// Starts the subscription and returns an iterator over the values it pushes.
  public func makeAsyncIterator() -> Iterator {
    let inbox = Inbox(tracker: WorkTracker.current)
    let token = subscribe { [weak inbox] value in inbox?.push(value) }
    return Iterator(inbox: inbox, token: token)
  }

  /// Iterates over the values pushed to one subscription, in order, keeping the subscription
  /// alive while it exists.
  public final class Iterator: AsyncIteratorProtocol {
    private let inbox: Inbox
    private let token: any Sendable

    fileprivate init(inbox: Inbox, token: any Sendable) {
      self.inbox = inbox
      self.token = token
    }

    /// The next pushed value, waiting for one if none is buffered (idle while it waits); `nil`
    /// once the task is cancelled.
    public func next() async -> Element? {
      let inbox = self.inbox
      return await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in inbox.wait(continuation) }
      } onCancel: {
        inbox.cancel()
      }
    }
  }

  fileprivate final class Inbox: Sendable {
    private struct State {
      var buffer: [Element] = []
      var waiter: CheckedContinuation<Element?, Never>?
      var isCancelled = false
    }
    private let state = Mutex(State())
    private let tracker: WorkTracker?

    init(tracker: WorkTracker?) { self.tracker = tracker }

    func push(_ value: Element) {
      let waiter = state.withLock { state -> CheckedContinuation<Element?, Never>? in
        guard let waiter = state.waiter else {
          state.buffer.append(value)
          return nil
        }
        state.waiter = nil
        return waiter
      }
      guard let waiter else { return }
      // Busy before the consumer runs, so nobody sees the app settled in between.
      tracker?.unpark()
      waiter.resume(returning: value)
    }

    private enum Outcome {
      case value(Element)
      case finished
      case parked
    }

    func wait(_ continuation: CheckedContinuation<Element?, Never>) {
      let outcome = state.withLock { state -> Outcome in
        if !state.buffer.isEmpty { return .value(state.buffer.removeFirst()) }
        if state.isCancelled { return .finished }
        state.waiter = continuation
        return .parked
      }
      switch outcome {
      case .value(let value): continuation.resume(returning: value)
      case .finished: continuation.resume(returning: nil)
      case .parked: tracker?.park()
      }
    }

    func cancel() {
      let waiter = state.withLock { state -> CheckedContinuation<Element?, Never>? in
        state.isCancelled = true
        defer { state.waiter = nil }
        return state.waiter
      }
      guard let waiter else { return }
      tracker?.unpark()
      waiter.resume(returning: nil)
    }
  }
}
