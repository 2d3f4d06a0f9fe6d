import ArgumentParser
import Foundation
import Logging
import TaskManagerDomain
import WebHost
import WebHostDemo

/// `triptych serve`: runs the TaskManager in the browser, on the default database or
/// `--database PATH`, each session starting with the `--architecture` variant.
///
/// ```
/// $ triptych serve --port 8080 --architecture tca
/// Triptych is running at http://127.0.0.1:8080/
/// $ triptych serve --list-architectures
/// tca
/// ```
public struct ServeCommand: AsyncParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve the TaskManager to browsers (one app instance per browser session).",
    discussion: """
      Prints the URL once listening, and runs until interrupted (Ctrl-C / SIGTERM), then stops \
      gracefully: open requests finish, live updates close, sessions end. Log in with an account \
      made by `triptych user add NAME` (or `triptych user demo`). While nobody is signed in, the \
      page offers every variant this build has; a user's Settings choose the variant their next \
      login screen shows.
      """
  )

  @OptionGroup var database: DatabaseOptions

  @Option(
    help: ArgumentHelp(
      "The variant new sessions start with: \(Self.architectureNames).",
      discussion: "--list-architectures prints the ones this build has.",
      valueName: "name"))
  var architecture = "tca"

  /// Every variant's command-line name: `tca, viper, … or viper-tca`.
  static var architectureNames: String {
    let names = Architecture.allCases.map(\.rawValue)
    return names.dropLast().joined(separator: ", ") + " or " + names.last!
  }

  @Flag(help: "Print the architectures this build can serve, one per line, and exit.")
  var listArchitectures = false

  @Flag(help: "Serve the WebHost demo todo app (no database, no accounts) instead.")
  var demo = false

  @Option(help: "The address to listen on. The default keeps the server private to this machine.")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on; 0 picks a free port (the URL printed shows which).")
  var port = 8080

  @Option(help: "Minutes a session may stay idle before it ends and its app is released.")
  var sessionTimeout = 30

  @Option(help: "The most live sessions at once; new visitors beyond it get a 'too busy' page.")
  var maxSessions = 10_000

  @Option(help: "Hours after signing in that a session ends however busy (sign in again).")
  var sessionMaxAge = 12

  @Option(
    help: """
      The most sessions nobody signed in to that one client address keeps (a new one ends its \
      oldest). Behind a reverse proxy every client has the proxy's address: raise it there.
      """)
  var anonymousSessionsPerAddress = 64

  @Option(
    help: """
      The largest accepted event, in bytes, besides the one text field it may carry (up to \
      10 MB of text); larger ones are refused with 413.
      """)
  var maxBodyBytes = 64 * 1024

  @Flag(help: "Mark the session cookie Secure (set when a TLS proxy serves this server).")
  var secureCookies = false

  @Option(
    help: ArgumentHelp(
      "Name this server in a triptych_route cookie beside each new session's, for a proxy's "
        + "sticky routing when several servers share one PostgreSQL database.",
      discussion: "See the README's section on several servers.", valueName: "name"))
  var route: String?

  @Flag(
    help: ArgumentHelp(
      "Send the session's render counts with every page, fragment and event answer.",
      visibility: .hidden))
  var renderStatistics = false

  @Option(help: "Log level: trace, debug, info, notice, warning, error or critical.")
  var logLevel = "info"

  @Option(
    help: ArgumentHelp(
      "Serve the documentation site that `triptych docs` built at this path under /docs.",
      discussion: "The login page and /compare then link to it.", valueName: "path"))
  var docs: String?

  public init() {}

  public func validate() throws {
    guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0…65535.") }
    guard sessionTimeout > 0 else { throw ValidationError("--session-timeout must be positive.") }
    guard maxSessions > 0 else { throw ValidationError("--max-sessions must be positive.") }
    guard sessionMaxAge > 0 else { throw ValidationError("--session-max-age must be positive.") }
    guard anonymousSessionsPerAddress > 0 else {
      throw ValidationError("--anonymous-sessions-per-address must be positive.")
    }
    guard maxBodyBytes >= 1024 else { throw ValidationError("--max-body-bytes must be ≥ 1024.") }
    // A cookie value, and an nginx map key: letters, digits, '-' and '_'.
    if let route,
      route.isEmpty
        || !route.allSatisfy({
          $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_")
        })
    {
      throw ValidationError("--route must be letters, digits, '-' or '_'.")
    }
    guard Logger.Level(rawValue: logLevel) != nil else {
      throw ValidationError(
        "--log-level must be one of trace, debug, info, notice, warning, error, critical.")
    }
    do throws(VariantLookupError) {
      _ = try TaskManagerVariants.variant(named: architecture)
    } catch {
      throw ValidationError(error.description)
    }
    // At start-up, not as a 404 once someone follows the link.
    do throws(StaticFolder.Problem) {
      try documentation?.validate()
    } catch {
      throw ValidationError(DocumentationSite.problem(error))
    }
  }

  /// The documentation site `--docs` names, as the server serves it.
  var documentation: StaticFolder? {
    docs.map { DocumentationSite.staticFolder(URL(fileURLWithPath: $0).standardizedFileURL) }
  }

  /// Where the app's pages link to the documentation: nowhere unless `--docs` is given.
  var documentationLink: String? { docs == nil ? nil : DocumentationSite.link }

  public func run() async throws {
    if listArchitectures {
      for variant in TaskManagerVariants.available { printOut(variant.architecture.rawValue) }
      return
    }
    var logger = Logger(label: "triptych.serve")
    logger.logLevel = Logger.Level(rawValue: logLevel) ?? .info
    if let files = OpenFileLimit.raise() {
      logger.debug("Open files allowed", metadata: ["limit": "\(files)"])
    }
    if demo {
      let webHost = WebHost(configuration: webConfiguration, makeApp: DemoView.makeRoot)
      try await webHost.run(logger: logger) { url in
        printOut("Triptych is running at \(url)\n  Serving the WebHost demo (no accounts).")
      }
      return
    }
    try await CommandFailure.report {
      let initial: TaskManagerVariant
      do throws(VariantLookupError) {
        initial = try TaskManagerVariants.variant(named: architecture)
      } catch {
        throw CommandFailure(error.description)
      }
      let db = try database.open()
      let greeting = ServeGreeting(
        url: "", databasePath: db.path, explicitDatabase: database.path != nil,
        accountCount: try await db.accounts.list().count,
        hasDemoAccount: try await db.accounts.find("demo") != nil,
        passwordMinimum: db.configuration.passwordPolicy.minimumLength,
        variant: initial.architecture,
        available: TaskManagerVariants.available.map(\.architecture),
        documentation: documentationLink)
      // One throttle for every session, so failures count across browsers and reconnects.
      let throttle = db.loginThrottle
      // The outline and settings clients every session shares, made (and wrapped to report
      // their calls in flows) once rather than for each visitor; only the sign-in is per
      // session (its client address, its session id to renew).
      let shared = TaskManagerEnvironment.live(database: db).reportingFlows()
      let documentationLink = self.documentationLink
      let webHost = WebHost(configuration: webConfiguration) { context, session in
        var environment = shared
        environment.authClient = .live(
          database: db, clientAddress: session.clientAddress, throttle: throttle,
          // A new session id at every sign-in and sign-out, whichever variant runs.
          privilegeChanged: { session.privilegeChanged() })
        return VariantSwitcher.makeRoot(
          context, environment: environment, initial: initial, documentation: documentationLink)
      }
      // Another process (`triptych import`, a second server) may write the same file: watched
      // outlines are checked every second, so open windows show its changes.
      let refresher = Task.detached {
        while !Task.isCancelled {
          try? await Task.sleep(for: .seconds(1))
          await db.outlines.refreshWatched()
        }
      }
      defer { refresher.cancel() }
      try await webHost.run(logger: logger) { url in
        var greeting = greeting
        greeting.url = url
        // Unbuffered (`printOut`), because scripts wait for the URL line.
        printOut(greeting.text)
      }
    }
  }

  var webConfiguration: WebHostConfiguration {
    var configuration = WebHostConfiguration()
    configuration.host = host
    configuration.port = port
    configuration.sessionIdleTimeout = .seconds(sessionTimeout * 60)
    configuration.maxSessions = maxSessions
    configuration.sessionLimits.maximumAge = .seconds(sessionMaxAge * 3600)
    configuration.sessionLimits.anonymousPerAddress = anonymousSessionsPerAddress
    configuration.maxBodyBytes = maxBodyBytes
    configuration.largeTextAdvice = "Use `triptych import` for larger files."
    configuration.servedOverTLS = secureCookies
    configuration.routeName = route
    configuration.reportsRenderStatistics = renderStatistics
    configuration.title = "Triptych"
    // The source tree is measured when the server runs from the repository (as `swift run`
    // does); elsewhere the page shows the running code's numbers only.
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let hasSources = FileManager.default.fileExists(
      atPath: here.appendingPathComponent("Sources/TaskManagerDomain").path)
    configuration.pages.append(
      ComparePage.page(
        variants: TaskManagerVariants.available, packageRoot: hasSources ? here : nil,
        documentation: documentationLink))
    configuration.pages.append(
      GalleryPage.page(variants: TaskManagerVariants.available, documentation: documentationLink))
    configuration.staticFolders = documentation.map { [$0] } ?? []
    // The debugger's messages link to the methods that handle them.
    configuration.sourceRoot = hasSources ? here : nil
    return configuration
  }
}
