import ArgumentParser
import Foundation
import TaskManagerDomain
import TaskPaper

/// `triptych-bench stores`: the TaskManager's two stores side by side in one run — SQLite
/// (one file, the embedded default) and PostgreSQL (shared by servers): one edit's latency,
/// edits per second with 2 and 8 writers (each writer its own database connection set, as a
/// separate server or process would be, each editing its own user's outline), and how long a
/// change takes to reach another server's observers.
///
/// ```
/// $ swift run -c release triptych-bench stores            # starts a throw-away PostgreSQL
/// $ swift run -c release triptych-bench stores --postgres postgres://me@db/bench
/// ```
struct StoresBenchmark: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stores",
    abstract: "SQLite and PostgreSQL side by side: edit latency, writers, propagation.")

  @Option(help: "A PostgreSQL database to use (its tables are created); default: a throw-away one.")
  var postgres: String?

  @Option(help: "Items in each user's outline.")
  var items = 1_000

  @Option(help: "Edits timed one after another for the latency figures.")
  var edits = 200

  @Option(help: "Seconds each many-writers run lasts.")
  var seconds = 3.0

  @Option(help: "Changes timed from one server to another.")
  var propagations = 100

  func run() async throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent(
      "triptych-stores-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let server = try ThrowawayPostgres(url: postgres)
    defer {
      server.stop()
      try? FileManager.default.removeItem(at: work)
    }
    let postgresURL = server.url
    let text = TaskPaperDocumentGenerator.document(items: items)
    print(
      "Each user's outline: \(Outline(parsing: text).items.count) items. "
        + "SQLite in \(work.path); PostgreSQL at \(TaskManagerDatabase.redactedLocation(postgresURL)) "
        + "(every acknowledged edit durably committed on both).\n")
    var rows: [Row] = []
    for store in ["SQLite", "PostgreSQL"] {
      let location =
        store == "SQLite" ? work.appendingPathComponent("bench.sqlite").path : postgresURL
      rows.append(try await measure(store, at: location, text: text))
    }
    print("## Stores side by side\n")
    print(
      "| store | one edit, median | p99 | edits/s, 2 writers | edits/s, 8 writers | "
        + "another server sees it, median | p99 |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for row in rows {
      let propagation = row.propagation.map {
        (formatNanoseconds($0.median), formatNanoseconds($0.p99))
      }
      print(
        "| \(row.store) | \(formatNanoseconds(row.latency.median)) | "
          + "\(formatNanoseconds(row.latency.p99)) | \(String(format: "%.0f", row.twoWriters)) | "
          + "\(String(format: "%.0f", row.eightWriters)) | "
          + "\(propagation?.0 ?? "n/a¹") | \(propagation?.1 ?? "n/a¹") |")
    }
    let sqlite = rows[0]
    let postgres = rows[1]
    print(
      "\nPostgreSQL ÷ SQLite, same run: one edit ×\(ratio(postgres.latency.median, sqlite.latency.median)); "
        + "2 writers ×\(ratio(postgres.twoWriters, sqlite.twoWriters)); "
        + "8 writers ×\(ratio(postgres.eightWriters, sqlite.eightWriters)).")
    print(
      "\n¹ SQLite has no notification between processes: a server sees another's change at "
        + "its next access to that outline, or at `serve`'s once-a-second check.\n")
  }

  struct Row {
    var store: String
    var latency: (median: Double, p99: Double)
    var twoWriters: Double
    var eightWriters: Double
    var propagation: (median: Double, p99: Double)?
  }

  private func measure(_ store: String, at location: String, text: String) async throws -> Row {
    let configuration = TaskManagerDatabase.Configuration(passwordCost: 4)
    let database = try TaskManagerDatabase(location: location, configuration: configuration)
    var users: [UserID] = []
    for index in 0..<8 {
      let user = try await database.accounts.create(
        username: "writer\(index)", password: "Pw-\(UUID().uuidString)")
      _ = try await database.outlines.replace(with: text, for: user.id)
      users.append(user.id)
    }
    // One edit at a time, each acknowledged (committed) before the next.
    var random = BenchRandom(seed: 7)
    var current = try await database.outlines.load(users[0])
    var latencies: [Double] = []
    for _ in 0..<edits {
      let edit = DomainBenchmark.randomEdit(current.outline, &random)
      let start = ContinuousClock.now
      if let updated = try? await database.outlines.apply(
        edit, basedOn: current.revision, for: users[0])
      {
        current = updated
      }
      latencies.append(Double((ContinuousClock.now - start) / .nanoseconds(1)))
    }
    let two = try await writersPerSecond(2, location, configuration, users)
    let eight = try await writersPerSecond(8, location, configuration, users)
    var propagation: (Double, Double)?
    if database.isShared {
      propagation = try await propagationTimes(location, configuration, users[0])
    }
    print(
      "\(store): one edit \(formatNanoseconds(percentile(latencies, 0.5))), "
        + "\(String(format: "%.0f", two)) and \(String(format: "%.0f", eight)) edits/s with 2 and 8 writers"
    )
    return Row(
      store: store, latency: (percentile(latencies, 0.5), percentile(latencies, 0.99)),
      twoWriters: two, eightWriters: eight, propagation: propagation)
  }

  /// Edits per second from `count` writers at once, each its own database opened anew.
  private func writersPerSecond(
    _ count: Int, _ location: String, _ configuration: TaskManagerDatabase.Configuration,
    _ users: [UserID]
  ) async throws -> Double {
    let writers = try (0..<count).map { _ in
      try TaskManagerDatabase(location: location, configuration: configuration)
    }
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    let start = ContinuousClock.now
    let total = try await withThrowingTaskGroup(of: Int.self) { group in
      for (index, writer) in writers.enumerated() {
        let user = users[index]
        group.addTask {
          var random = BenchRandom(seed: UInt64(index + 1))
          var current = try await writer.outlines.load(user)
          var done = 0
          while ContinuousClock.now < deadline {
            let edit = DomainBenchmark.randomEdit(current.outline, &random)
            current = try await writer.outlines.apply(edit, basedOn: current.revision, for: user)
            done += 1
          }
          return done
        }
      }
      return try await group.reduce(0, +)
    }
    let elapsed = Double((ContinuousClock.now - start) / .nanoseconds(1)) / 1e9
    return Double(total) / elapsed
  }

  /// From an edit's acknowledgement on server A to server B's observer receiving it.
  private func propagationTimes(
    _ location: String, _ configuration: TaskManagerDatabase.Configuration, _ user: UserID
  ) async throws -> (Double, Double) {
    let serverA = try TaskManagerDatabase(location: location, configuration: configuration)
    let serverB = try TaskManagerDatabase(location: location, configuration: configuration)
    _ = try await serverB.outlines.load(user)
    let arrivals = Arrivals()
    let subscription = serverB.outlines.subscribe(user) { snapshot in
      arrivals.record(snapshot.revision)
    }
    defer { subscription.cancel() }
    var current = try await serverA.outlines.load(user)
    var random = BenchRandom(seed: 99)
    var times: [Double] = []
    for _ in 0..<propagations {
      let edit = DomainBenchmark.randomEdit(current.outline, &random)
      current = try await serverA.outlines.apply(edit, basedOn: current.revision, for: user)
      let acknowledged = ContinuousClock.now
      let deadline = acknowledged + .seconds(5)
      while arrivals.time(of: current.revision) == nil, ContinuousClock.now < deadline {
        try await Task.sleep(for: .microseconds(200))
      }
      guard let arrived = arrivals.time(of: current.revision) else {
        throw ValidationError("a change did not reach the other server within 5 s")
      }
      times.append(max(0, Double((arrived - acknowledged) / .nanoseconds(1))))
    }
    return (percentile(times, 0.5), percentile(times, 0.99))
  }

  private func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction + 0.5))]
  }

  private func ratio(_ a: Double, _ b: Double) -> String { String(format: "%.2f", a / b) }
}

/// When each revision reached an observer.
private final class Arrivals: @unchecked Sendable {
  private let lock = NSLock()
  private var times: [OutlineRevision: ContinuousClock.Instant] = [:]

  func record(_ revision: OutlineRevision) {
    let now = ContinuousClock.now
    lock.withLock { times[revision] = times[revision] ?? now }
  }

  func time(of revision: OutlineRevision) -> ContinuousClock.Instant? {
    lock.withLock { times[revision] }
  }
}
