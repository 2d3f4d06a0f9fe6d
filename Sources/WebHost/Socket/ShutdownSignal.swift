import Logging
import ServiceLifecycle
import Synchronization

/// Tells the pages' open sockets that the server is stopping, so each says `restarting` to its
/// page and closes, and waits until they have, before the server itself stops.
///
/// Why not the server's own graceful shutdown: when it begins, the WebSocket library closes
/// every socket at once (close frame first), so a `restarting` message written then comes too
/// late. ``SocketShutdownService`` runs this step first.
///
/// ```swift
/// let socket = shutdown.open()
/// defer { shutdown.closed(socket) }
/// for await _ in socket.stopping {}  // the server is stopping
/// ```
final class ShutdownSignal: Sendable {
  /// One open socket: `stopping` finishes when the server begins to stop.
  struct OpenSocket: Sendable {
    fileprivate let key: Int
    let stopping: AsyncStream<Void>
  }

  private struct State {
    var isTriggered = false
    /// Sockets not closed yet, by key; their continuations are finished once triggered.
    var open: [Int: AsyncStream<Void>.Continuation] = [:]
    var nextKey = 0
  }

  private let state = Mutex(State())

  /// Registers an open socket; it counts as open until ``closed(_:)``.
  func open() -> OpenSocket {
    let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
    let (key, isTriggered) = state.withLock { state in
      state.nextKey += 1
      state.open[state.nextKey] = continuation
      return (state.nextKey, state.isTriggered)
    }
    if isTriggered { continuation.finish() }
    return OpenSocket(key: key, stopping: stream)
  }

  func closed(_ socket: OpenSocket) {
    let continuation = state.withLock { $0.open.removeValue(forKey: socket.key) }
    continuation?.finish()
  }

  /// How many sockets are open.
  var openCount: Int { state.withLock { $0.open.count } }

  /// Signals every open socket, now and later.
  func trigger() {
    let listeners = state.withLock { state in
      state.isTriggered = true
      return Array(state.open.values)
    }
    for listener in listeners { listener.finish() }
  }

  /// Signals every open socket and waits until all have closed, at most `limit` (a page
  /// that is busy with a long event must not hold the restart up).
  func stop(waitingAtMost limit: Duration) async {
    trigger()
    let deadline = ContinuousClock.now + limit
    while openCount > 0, ContinuousClock.now < deadline, !Task.isCancelled {
      try? await Task.sleep(for: .milliseconds(5))
    }
  }
}

/// Runs ``ShutdownSignal/stop(waitingAtMost:)`` when graceful shutdown begins. Placed after
/// the application in a service group, it is shut down first (a group stops its services in
/// reverse order, each after the previous one finished), so the pages hear `restarting` before
/// the server closes their sockets.
struct SocketShutdownService: Service {
  let shutdown: ShutdownSignal
  let logger: Logger
  /// How long the server then waits for open requests (said in the log).
  var requestLimit: Duration = .seconds(5)
  /// How long the sockets get to say `restarting` and close.
  var limit: Duration = .milliseconds(500)

  func run() async throws {
    do {
      try await gracefulShutdown()
    } catch {
      // Cancelled: the whole group is going away, and the server closes the sockets.
      return
    }
    let pages = shutdown.openCount
    let most = requestLimit.wholeSecondsDescription
    logger.notice(
      "Stopping: telling \(pages) open page(s) the server restarts, then finishing open requests (at most \(most))"
    )
    await shutdown.stop(waitingAtMost: limit)
  }
}

extension Duration {
  /// `5 s`, `0.5 s`.
  var wholeSecondsDescription: String {
    let (seconds, attoseconds) = components
    if attoseconds == 0 { return "\(seconds) s" }
    return "\(Double(seconds) + Double(attoseconds) / 1e18) s"
  }
}
