import Foundation
import PostgresNIO

/// Where a PostgreSQL database is, read from a `postgres://` URL:
/// `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE`, or a Unix socket with
/// `postgres://USER@/DATABASE?host=/run/postgresql`.
struct PostgresLocation: Sendable, Equatable {
  var host: String
  var port: Int
  var unixSocketPath: String?
  var username: String
  var password: String?
  var database: String

  /// Whether `location` names a PostgreSQL database rather than an SQLite file.
  static func isURL(_ location: String) -> Bool {
    location.hasPrefix("postgres://") || location.hasPrefix("postgresql://")
  }

  init(url text: String) throws(DatabaseProblem) {
    func invalid(_ why: String) -> DatabaseProblem {
      .other(path: Self.redact(text), message: "not a usable PostgreSQL URL: \(why)")
    }
    guard let components = URLComponents(string: text) else { throw invalid("it does not parse") }
    let query = components.queryItems ?? []
    func parameter(_ name: String) -> String? { query.first { $0.name == name }?.value }
    let socket = parameter("host").flatMap { $0.hasPrefix("/") ? $0 : nil }
    host = components.host.flatMap { $0.isEmpty ? nil : $0 } ?? parameter("host") ?? "localhost"
    unixSocketPath = socket
    port = components.port ?? parameter("port").flatMap(Int.init) ?? 5432
    guard let user = components.user, !user.isEmpty else {
      throw invalid("it names no user (postgres://USER@HOST/DATABASE)")
    }
    username = user
    password = components.password
    let name = String(components.path.drop { $0 == "/" })
    guard !name.isEmpty else {
      throw invalid("it names no database (postgres://USER@HOST/DATABASE)")
    }
    database = name
    // TLS would need a certificate set-up this project does not ship; say so rather than
    // silently connecting in the clear when asked not to.
    if let mode = parameter("sslmode"), !["disable", "allow", "prefer"].contains(mode) {
      throw invalid(
        "sslmode=\(mode) is not supported: connect over loopback, a Unix socket or a trusted network"
      )
    }
  }

  /// The URL without its password, for messages and logs.
  var description: String {
    let place = unixSocketPath.map { "/\(database)?host=\($0)" } ?? "\(host):\(port)/\(database)"
    return "postgres://\(username)@\(place)"
  }

  static func redact(_ url: String) -> String {
    guard var components = URLComponents(string: url), components.password != nil else {
      return url
    }
    components.password = "…"
    return components.string ?? url
  }

  var configuration: PostgresConnection.Configuration {
    var configuration: PostgresConnection.Configuration
    if let unixSocketPath {
      configuration = .init(
        unixSocketPath: unixSocketPath, username: username, password: password, database: database)
    } else {
      configuration = .init(
        host: host, port: port, username: username, password: password, database: database,
        tls: .disable)
    }
    configuration.options.connectTimeout = .seconds(10)
    return configuration
  }
}
