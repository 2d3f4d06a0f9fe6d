import Synchronization

/// Tells open sockets that the server is stopping gracefully, so each says `restarting` to its
/// page and closes: a socket's handler does not see the server's graceful shutdown itself, and
/// the server waits for every connection to end.
///
/// ```swift
/// for await _ in shutdown.signal() { break }  // the server is stopping
/// ```
final class ShutdownSignal: Sendable {
  private struct State {
    var isTriggered = false
    var listeners: [Int: AsyncStream<Void>.Continuation] = [:]
    var nextKey = 0
  }

  private let state = Mutex(State())

  /// Signals every listener, now and later.
  func trigger() {
    let listeners = state.withLock { state in
      state.isTriggered = true
      defer { state.listeners = [:] }
      return Array(state.listeners.values)
    }
    for listener in listeners { listener.finish() }
  }

  /// A stream that ends when the server stops (at once if it already does); iterating it
  /// stops when the iterating task is cancelled.
  func signal() -> AsyncStream<Void> {
    let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
    let isTriggered = state.withLock { state -> Bool in
      guard !state.isTriggered else { return true }
      state.nextKey += 1
      let key = state.nextKey
      state.listeners[key] = continuation
      continuation.onTermination = { [weak self] _ in
        self?.state.withLock { _ = $0.listeners.removeValue(forKey: key) }
      }
      return false
    }
    if isTriggered { continuation.finish() }
    return stream
  }
}
