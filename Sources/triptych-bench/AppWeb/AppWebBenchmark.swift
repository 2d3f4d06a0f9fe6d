import ArgumentParser
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `triptych-bench app-web`: the real TaskManager server with imported outlines of several
/// sizes, driven over HTTP as the page's script drives it, per variant; every figure next to
/// the same server's `/health` in the same run.
///
/// ```
/// $ swift build -c release --product triptych-bench
/// $ .build/release/triptych-bench app-web --architectures tca,viper
/// ```
struct AppWebBenchmark: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "app-web",
    abstract: "The TaskManager over HTTP with large outlines: what each browser event costs.",
    discussion: """
      Creates a temporary database with one account per --sizes entry, imports a generated \
      TaskPaper outline of about that many bytes into each, and for each architecture and \
      size runs `triptych serve` in this process on a free loopback port. A client on its own \
      thread signs in as the page does (cookie, CSRF token, render version, \
      X-Triptych-Fetch, /live), then measures: GET /health (the baseline), the Tasks page, \
      selecting a row, toggling done, opening and closing the add sheet, and switching tabs. \
      Each event counts until the page is settled (a newer render announced on /live is \
      fetched, as the script does). Server CPU is the process's CPU time over the event minus \
      the client thread's. RSS per session is measured after returning free heap to the system.
      """
  )

  @Option(help: "Variants to measure, comma-separated: tca, viper, mvvm, viper-tca.")
  var architectures = "tca,viper"

  @Option(help: "Outline sizes in bytes of TaskPaper text, comma-separated.")
  var sizes = "200000,1000000,5000000"

  @Option(help: "Measured repetitions per event (after one warm-up); the median is reported.")
  var repetitions = 7

  @Option(help: "Sessions signed in after the measured one, for RSS per session.")
  var sessions = 3

  @Option(help: "Sessions that only load the login page, for RSS per idle session.")
  var idleSessions = 500

  @Option(help: "Events to measure, comma-separated: select, toggle, sheet, tabs, socket.")
  var events = AppWebScenario.Event.allCases.map(\.rawValue).joined(separator: ",")

  @Option(help: "Folder for the temporary database.")
  var directory = FileManager.default.temporaryDirectory.path

  @Option(
    help: """
      Stores to measure every variant on, comma-separated: sqlite, postgres (a throw-away \
      PostgreSQL from scripts/postgres-server.sh unless --postgres names one).
      """)
  var stores = "sqlite"

  @Option(help: "The PostgreSQL database for --stores postgres (its tables are created).")
  var postgres: String?

  func validate() throws {
    guard repetitions > 0 else { throw ValidationError("--repetitions must be positive.") }
    guard sessions >= 0 else { throw ValidationError("--sessions must be ≥ 0.") }
    guard idleSessions >= 0 else { throw ValidationError("--idle-sessions must be ≥ 0.") }
    guard !sizeList.isEmpty else { throw ValidationError("--sizes must list sizes in bytes.") }
    guard !storeList.isEmpty, storeList.allSatisfy({ ["sqlite", "postgres"].contains($0) }) else {
      throw ValidationError("--stores must list sqlite and/or postgres.")
    }
    for name in events.split(separator: ",")
    where AppWebScenario.Event(rawValue: name.trimmingCharacters(in: .whitespaces)) == nil {
      throw ValidationError("--events: unknown event “\(name)”.")
    }
  }

  private var eventSet: Set<AppWebScenario.Event> {
    Set(
      events.split(separator: ",").compactMap {
        AppWebScenario.Event(rawValue: $0.trimmingCharacters(in: .whitespaces))
      })
  }

  private var sizeList: [Int] {
    sizes.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
  }

  private var storeList: [String] {
    stores.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  private var architectureList: [String] {
    architectures.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  func run() async throws {
    // `triptych serve` prints its greeting on standard output at every start: keep standard
    // output for the tables, and send everything else to standard error until then.
    fflush(nil)
    let tables = dup(STDOUT_FILENO)
    dup2(STDERR_FILENO, STDOUT_FILENO)
    defer {
      fflush(nil)
      dup2(tables, STDOUT_FILENO)
      close(tables)
    }
    let log: @Sendable (String) -> Void = { line in
      FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    let folder = directory + "/triptych-app-web-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let server = storeList.contains("postgres") ? try ThrowawayPostgres(url: postgres) : nil
    defer { server?.stop() }

    var results: [(architecture: String, rows: [AppWebReport.Row])] = []
    for store in storeList {
      let location = store == "postgres" ? server!.url : folder + "/bench.sqlite"
      log("Generating and importing outlines of \(sizeList.map(Self.describeSize)) into \(store) …")
      let database = try await AppWebDatabase.create(at: location, sizes: sizeList)
      results += try await measure(
        database, label: store == "postgres" ? " on PostgreSQL" : "", log: log)
    }

    fflush(nil)
    dup2(tables, STDOUT_FILENO)
    let report = AppWebReport(
      repetitions: repetitions, extraSessions: sessions, idleSessions: idleSessions)
    print(report.render(results))
    fflush(nil)
  }

  /// Every variant at every size on one store; `label` follows the variant's name in the table.
  private func measure(
    _ database: AppWebDatabase, label: String, log: @escaping @Sendable (String) -> Void
  ) async throws -> [(architecture: String, rows: [AppWebReport.Row])] {
    var results: [(architecture: String, rows: [AppWebReport.Row])] = []
    for architecture in architectureList {
      var rows: [AppWebReport.Row] = []
      for account in database.accounts {
        log("\(architecture), \(Self.describeSize(account.targetBytes)) (\(account.items) items)")
        let server = try await AppWebServer.start(
          databasePath: database.path, architecture: architecture)
        let idleCPU = try await Self.idleCPUPerSecond()
        let scenario = AppWebScenario(
          port: server.port, account: account, repetitions: repetitions,
          extraSessions: sessions, idleSessions: idleSessions, events: eventSet, log: log)
        let result: AppWebScenario.Result
        do {
          result = try await onOwnThread { try scenario.run() }
        } catch {
          await server.stop()
          throw error
        }
        await server.stop()
        rows.append(AppWebReport.Row(account: account, result: result, idleCPUPerSecond: idleCPU))
      }
      results.append((architecture + label, rows))
    }
    return results
  }

  /// The server's CPU use while nobody uses it (its session sweeper and outline watcher), so
  /// the reader can judge the share of an event's window it explains. Measured after half a
  /// second, so that work the server starts once (the login check's dummy hash) is not counted.
  private static func idleCPUPerSecond() async throws -> Double {
    try await Task.sleep(for: .milliseconds(500))
    let start = CPUClock.process()
    try await Task.sleep(for: .seconds(1))
    return CPUClock.process() - start
  }

  static func describeSize(_ bytes: Int) -> String {
    bytes >= 1_000_000
      ? String(format: "%g MB", Double(bytes) / 1e6) : String(format: "%g KB", Double(bytes) / 1e3)
  }
}
