import Foundation
import Logging
import NIOCore
import NIOPosix
import PostgresNIO

/// A change one server committed that the others' observers must see: sent with `NOTIFY`
/// inside the committing transaction (so it is delivered if and only if the change
/// committed), received by every server's ``PostgresChangeListener``.
enum PostgresChange: Equatable, Sendable {
  case outline(UserID)
  case settings(UserID)
  /// The listener lost its connection and is back: notifications in between are lost, so
  /// everything watched is read again.
  case reconnected

  static let channel = "triptych_changes"

  /// Queues the notification in the session's transaction; `token` names the sending process.
  func notify(_ session: PostgresSession, from token: String) throws {
    let payload: String
    switch self {
    case .outline(let user): payload = "outline \(user.rawValue) \(token)"
    case .settings(let user): payload = "settings \(user.rawValue) \(token)"
    case .reconnected: return
    }
    try session.query("SELECT pg_notify(\(Self.channel), \(payload))")
  }

  /// The change a payload describes, unless this process (`token`) sent it.
  init?(payload: String, ignoring token: String) {
    let parts = payload.split(separator: " ")
    guard parts.count == 3, parts[2] != token, let id = Int64(parts[1]) else { return nil }
    switch parts[0] {
    case "outline": self = .outline(UserID(rawValue: id))
    case "settings": self = .settings(UserID(rawValue: id))
    default: return nil
    }
  }
}

/// A connection that `LISTEN`s for other servers' changes and hands each to `handler`; when
/// the connection drops it connects again every second and reports ``PostgresChange/reconnected``.
final class PostgresChangeListener: Sendable {
  private let location: PostgresLocation
  private let token: String
  private let handler: @Sendable (PostgresChange) -> Void
  private let state = LockedValue<(connection: PostgresConnection?, stopped: Bool)>((nil, false))
  private static let logger = Logger(label: "triptych.postgres.listener")

  init(
    location: PostgresLocation, token: String,
    handler: @escaping @Sendable (PostgresChange) -> Void
  ) {
    self.location = location
    self.token = token
    self.handler = handler
  }

  /// Connects and listens; returns once the first `LISTEN` is in place (or failed, in which
  /// case it keeps trying in the background).
  func start() {
    connect(isFirst: true)
  }

  func stop() {
    let connection = state.withLock { state in
      state.stopped = true
      return state.connection
    }
    try? connection?.close().wait()
  }

  private func connect(isFirst: Bool) {
    if state.withLock({ $0.stopped }) { return }
    do {
      let connection = try PostgresConnection.connect(
        on: MultiThreadedEventLoopGroup.singleton.next(), configuration: location.configuration,
        id: 0, logger: Self.logger
      ).wait()
      connection.addListener(channel: PostgresChange.channel) { [token, handler] _, message in
        if let change = PostgresChange(payload: message.payload, ignoring: token) {
          handler(change)
        }
      }
      _ = try connection.query("LISTEN \(unescaped: PostgresChange.channel)", logger: Self.logger)
        .wait()
      let stopped = state.withLock { state in
        state.connection = connection
        return state.stopped
      }
      if stopped {
        try? connection.close().wait()
        return
      }
      if !isFirst { handler(.reconnected) }
      connection.closeFuture.whenComplete { [weak self] _ in self?.retry() }
    } catch {
      retry()
    }
  }

  private func retry() {
    DispatchQueue.global().asyncAfter(deadline: .now() + 1) { [weak self] in
      self?.connect(isFirst: false)
    }
  }
}
