import ArgumentParser
import Foundation
import Logging
import WebHost
import WebHostDemo

/// `triptych serve`: runs the app in the browser.
///
/// ```
/// $ triptych serve --port 8080
/// Triptych is running at http://127.0.0.1:8080/
/// ```
public struct ServeCommand: AsyncParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve the app to browsers (one app instance per browser session).",
    discussion: """
      Prints the URL once listening, and runs until interrupted (Ctrl-C / SIGTERM), then stops \
      gracefully: open requests finish, live updates close, sessions end. Until the TaskManager \
      features exist, this serves a demo todo app.
      """
  )

  @Option(help: "The address to listen on. The default keeps the server private to this machine.")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on; 0 picks a free port (the URL printed shows which).")
  var port = 8080

  @Option(help: "Minutes a session may stay idle before it ends and its app is released.")
  var sessionTimeout = 30

  @Option(help: "The most live sessions at once; new visitors beyond it get a 'too busy' page.")
  var maxSessions = 10_000

  @Option(help: "The largest accepted event body, in bytes; larger ones are refused with 413.")
  var maxBodyBytes = 64 * 1024

  @Flag(help: "Mark the session cookie Secure (set when a TLS proxy serves this server).")
  var secureCookies = false

  @Option(help: "Log level: trace, debug, info, notice, warning, error or critical.")
  var logLevel = "info"

  public init() {}

  public func validate() throws {
    guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0…65535.") }
    guard sessionTimeout > 0 else { throw ValidationError("--session-timeout must be positive.") }
    guard maxSessions > 0 else { throw ValidationError("--max-sessions must be positive.") }
    guard maxBodyBytes >= 1024 else { throw ValidationError("--max-body-bytes must be ≥ 1024.") }
    guard Logger.Level(rawValue: logLevel) != nil else {
      throw ValidationError(
        "--log-level must be one of trace, debug, info, notice, warning, error, critical.")
    }
  }

  public func run() async throws {
    var logger = Logger(label: "triptych.serve")
    logger.logLevel = Logger.Level(rawValue: logLevel) ?? .info
    var configuration = WebHostConfiguration()
    configuration.host = host
    configuration.port = port
    configuration.sessionIdleTimeout = .seconds(sessionTimeout * 60)
    configuration.maxSessions = maxSessions
    configuration.maxBodyBytes = maxBodyBytes
    configuration.servedOverTLS = secureCookies
    configuration.title = "Triptych"
    let webHost = WebHost(configuration: configuration, makeApp: DemoView.makeRoot)
    try await webHost.run(logger: logger) { url in
      // Unbuffered, because scripts wait for this line and `print` to a pipe is buffered.
      FileHandle.standardOutput.write(Data("Triptych is running at \(url)\n".utf8))
    }
  }
}
