import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// CPU time from the kernel's nanosecond clocks: `/proc/self/stat` counts in 10 ms ticks,
/// coarser than one event, while these can bracket each event on its own.
enum CPUClock {
  /// User + system time of every thread of this process (the server and the client).
  static func process() -> Double { read(CLOCK_PROCESS_CPUTIME_ID) }
  /// User + system time of the calling thread (the benchmark's client).
  static func thread() -> Double { read(CLOCK_THREAD_CPUTIME_ID) }

  private static func read(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
  }
}

/// One request or event as a browser saw it, with what it cost the server.
struct AppWebSample {
  /// From sending until the page shows the answer (including a follow-up fetch the page's
  /// script makes when a live update says a newer render exists).
  var wallNanoseconds: Double
  /// Every answer's status line, headers and body, as received.
  var wireBytes: Int
  /// The process's CPU time over the event's window minus the client thread's own.
  var serverCPUNanoseconds: Double
  var clientCPUNanoseconds: Double
  /// Answers after the first: fetches made because a live update announced a newer render.
  var followUps: Int = 0
  var failed = false
  /// What the event's renders did in the engine (``RenderCounts``); nil over the socket,
  /// whose answers carry no headers.
  var renders: RenderCounts?
}

/// The session's render counts from the `X-Triptych-Render` header (the server runs with
/// `--render-statistics`), or their difference over an event.
struct RenderCounts: Equatable {
  var viewsResolved = 0
  var viewsReused = 0
  var nodesChanged = 0

  init?(header: String?) {
    guard let header else { return nil }
    for pair in header.split(separator: " ") {
      let parts = pair.split(separator: "=")
      guard parts.count == 2, let value = Int(parts[1]) else { continue }
      switch parts[0] {
      case "views-resolved": viewsResolved = value
      case "views-reused": viewsReused = value
      case "nodes-changed": nodesChanged = value
      default: break
      }
    }
  }

  init(viewsResolved: Int, viewsReused: Int, nodesChanged: Int) {
    self.viewsResolved = viewsResolved
    self.viewsReused = viewsReused
    self.nodesChanged = nodesChanged
  }

  static func - (after: RenderCounts, before: RenderCounts) -> RenderCounts {
    RenderCounts(
      viewsResolved: after.viewsResolved - before.viewsResolved,
      viewsReused: after.viewsReused - before.viewsReused,
      nodesChanged: after.nodesChanged - before.nodesChanged)
  }
}

/// The samples of one case (say "select a row" at 1 MB), summarised by medians.
struct AppWebCase {
  var name: String
  var samples: [AppWebSample] = []

  var wall: Double { median(samples.map(\.wallNanoseconds)) }
  var bytes: Double { median(samples.map { Double($0.wireBytes) }) }
  var serverCPU: Double { median(samples.map(\.serverCPUNanoseconds)) }
  var clientCPU: Double { median(samples.map(\.clientCPUNanoseconds)) }
  var followUps: Int { samples.map(\.followUps).reduce(0, +) }
  var failures: Int { samples.filter(\.failed).count }
  /// Medians of the render counts, "resolved / reused / nodes changed"; nil when unknown.
  var renders: String? {
    let counts = samples.compactMap(\.renders)
    guard !counts.isEmpty else { return nil }
    let fields: [KeyPath<RenderCounts, Int>] = [\.viewsResolved, \.viewsReused, \.nodesChanged]
    return fields.map { field in
      String(format: "%.0f", median(counts.map { Double($0[keyPath: field]) }))
    }.joined(separator: " / ")
  }

  private func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }
}

func formatBytes(_ bytes: Double) -> String {
  switch bytes {
  case ..<1024: String(format: "%.0f B", bytes)
  case ..<(1024 * 1024): String(format: "%.1f KB", bytes / 1024)
  default: String(format: "%.1f MB", bytes / 1_048_576)
  }
}
