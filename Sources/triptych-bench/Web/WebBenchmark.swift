import ArgumentParser
import Foundation
import Logging
import Observation
import Views
import WebHost
import WebHostDemo

/// `triptych-bench web`: event round trips per second against the same server's static route,
/// and memory per idle session.
///
/// ```
/// $ apt-get install wrk
/// $ swift run -c release triptych-bench web
/// ```
struct WebBenchmark: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "web",
    abstract: "WebHost: event round trips/s vs. the static route, and memory per idle session.",
    discussion: """
      Starts the demo app's WebHost in this process on a free loopback port and loads it with \
      wrk (Debian package `wrk`). Events are fetch-style POSTs to /events that flip a toggle, \
      re-render and return the page fragment, one session per wrk thread; the baseline is \
      GET /health on the same server in the same run. A second server whose app is a single \
      toggle gives the floor: the HTTP and session path with almost no render. Each load run \
      also reports the server's CPU time and context switches per request (from /proc).
      """
  )

  @Option(help: "Seconds per load run.") var duration = 10
  @Option(help: "Open connections during load runs.") var connections = 16
  @Option(help: "wrk threads.") var threads = 2
  @Option(help: "Idle sessions to create for the memory figure.") var idleSessions = 10_000

  @Flag(help: "Only the in-process figure, repeated (for a profiler).")
  var onlyInProcess = false

  @Flag(help: "Only the event load run, once (for a profiler).")
  var onlyEvents = false

  @Flag(help: "With --only-events: against the one-toggle app instead of the demo.")
  var oneToggleApp = false

  @Option(help: "Requests per case in the one-client comparison (WebSocket vs HTTP).")
  var sequentialRequests = 4000

  @Flag(help: "Only the one-client comparison of server CPU per request (no wrk needed).")
  var onlySequential = false

  func run() async throws {
    if onlyInProcess {
      for _ in 0..<20 {
        print(
          String(
            format: "%.2f µs per event", measureEventInProcess().nanosecondsPerOperation / 1000))
      }
      return
    }
    var configuration = WebHostConfiguration()
    configuration.port = 0
    configuration.maxSessions = idleSessions + threads + 100
    // Every simulated visitor comes from this machine's one address.
    configuration.sessionLimits.anonymousPerAddress = configuration.maxSessions
    if onlyEvents && oneToggleApp {
      let floor = try await measureOneToggleApp(configuration: configuration)
      print("\(format(floor.rate)) events/s; \(serverCost(floor))")
      return
    }
    let host = WebHost(configuration: configuration, makeApp: DemoView.makeRoot)
    let (port, server) = try await start(host)
    defer { server.cancel() }

    let command = self
    if onlySequential {
      let demo = try await onOwnThread {
        try SequentialCost(port: port, count: command.sequentialRequests).run()
      }
      let floor = try await measureSequentialOneToggle(configuration: configuration)
      printSequential(demo: demo, floor: floor)
      return
    }
    let eventScript = try eventScript(port: port)
    if onlyEvents {
      let events = try await onOwnThread {
        try command.runWrk(port: port, path: "/events", script: eventScript)
      }
      print("\(format(events.rate)) events/s; \(serverCost(events))")
      return
    }
    let baseline = try await onOwnThread {
      try command.runWrk(port: port, path: "/health", script: nil)
    }
    let events = try await onOwnThread {
      try command.runWrk(port: port, path: "/events", script: eventScript)
    }
    let floor = try await measureOneToggleApp(configuration: configuration)
    let sequential = try await onOwnThread {
      try SequentialCost(port: port, count: command.sequentialRequests).run()
    }
    let sequentialFloor = try await measureSequentialOneToggle(configuration: configuration)
    let memory = try await onOwnThread { try command.measureIdleSessions(port: port, host: host) }
    let inProcess = measureEventInProcess()

    print("## WebHost")
    print("")
    print("| case | requests/s | × baseline | note |")
    print("| --- | ---: | ---: | --- |")
    print(
      "| GET /health (baseline) | \(format(baseline.rate)) | 1.00× | static route, same server; "
        + "\(serverCost(baseline)) |")
    print(
      "| POST /events round trip | \(format(events.rate)) | "
        + "\(String(format: "%.2f", events.rate / baseline.rate))× | "
        + "toggle + re-render + fragment (\(events.bytesPerResponse) B) over \(threads) "
        + "sessions (one per wrk thread); non-2xx: \(events.errors); \(serverCost(events)) |")
    print(
      "| POST /events, one-toggle app | \(format(floor.rate)) | "
        + "\(String(format: "%.2f", floor.rate / baseline.rate))× | "
        + "the same HTTP and session path with an app of one toggle ("
        + "\(floor.bytesPerResponse) B): the floor the demo's render adds to; "
        + "\(serverCost(floor)) |")
    print(
      "| ViewHost.send in process | \(format(1e9 / inProcess.nanosecondsPerOperation)) | "
        + "\(String(format: "%.2f", 1e9 / inProcess.nanosecondsPerOperation / baseline.rate))× | "
        + "same toggle without HTTP: resolve + Observation, "
        + "\(formatNanoseconds(inProcess.nanosecondsPerOperation)) per event |")
    print("")
    printSequential(demo: sequential, floor: sequentialFloor)
    print("| memory | value |")
    print("| --- | ---: |")
    print("| idle sessions created | \(memory.sessions) |")
    print("| RSS growth | \(memory.growthBytes / 1_048_576) MB |")
    print("| per idle session | \(memory.growthBytes / max(memory.sessions, 1) / 1024) KB |")
    print("| RSS with all sessions | \(memory.totalBytes / 1_048_576) MB |")
    print("")
    print(
      "wrk: \(threads) threads, \(connections) connections, \(duration) s per run, loopback; "
        + "\(ProcessInfo.processInfo.activeProcessorCount) cores shared by server and wrk.")
  }

  /// Starts `host` on a free loopback port; cancel the task to stop it.
  private func start(_ host: WebHost) async throws -> (port: Int, server: Task<Void, any Error>) {
    var logger = Logger(label: "bench.web")
    logger.logLevel = .error
    let (urls, continuation) = AsyncStream.makeStream(of: String.self)
    let server = Task {
      try await host.buildApplication(logger: logger) { continuation.yield($0) }.run()
    }
    var iterator = urls.makeAsyncIterator()
    guard let url = await iterator.next(), let port = URL(string: url)?.port else {
      server.cancel()
      throw ValidationError("The server did not start.")
    }
    return (port, server)
  }

  /// Event round trips against a server whose app is a single toggle: what HTTP, the session
  /// lookup, CSRF check, actor hop and fragment cost without the demo's render.
  private func measureOneToggleApp(configuration: WebHostConfiguration) async throws -> WrkResult {
    let host = WebHost(configuration: configuration) { _ in OneToggleView() }
    let (port, server) = try await start(host)
    defer { server.cancel() }
    let command = self
    let script = try eventScript(port: port)
    return try await onOwnThread { try command.runWrk(port: port, path: "/events", script: script) }
  }

  /// ``SequentialCost`` against a server whose app is a single toggle.
  private func measureSequentialOneToggle(
    configuration: WebHostConfiguration
  ) async throws -> SequentialCost.Result {
    let host = WebHost(configuration: configuration) { _ in OneToggleView() }
    let (port, server) = try await start(host)
    defer { server.cancel() }
    let count = sequentialRequests
    return try await onOwnThread { try SequentialCost(port: port, count: count).run() }
  }

  private func printSequential(demo: SequentialCost.Result, floor: SequentialCost.Result) {
    typealias Cost = SequentialCost.Cost
    let rows: [(String, Cost, Cost, String)] = [
      ("GET /health (baseline)", demo.health, demo.health, "demo server"),
      ("POST /events, demo", demo.post, demo.health, "patch answer, \(demo.postBytes) B"),
      (
        "event over the WebSocket, demo", demo.socket, demo.health,
        "patch answer, \(demo.socketBytes) B"
      ),
      ("GET /health, one-toggle server", floor.health, floor.health, ""),
      (
        "POST /events, one-toggle app", floor.post, floor.health,
        "patch answer, \(floor.postBytes) B"
      ),
      (
        "event over the WebSocket, one-toggle app", floor.socket, floor.health,
        "patch answer, \(floor.socketBytes) B"
      ),
    ]
    print(
      "| one client, one request at a time | server CPU per request | × GET /health "
        + "| context switches per request | note |")
    print("| --- | ---: | ---: | ---: | --- |")
    for (name, cost, baseline, note) in rows {
      print(
        "| \(name) | \(formatNanoseconds(cost.cpu)) | "
          + "\(String(format: "%.2f", cost.cpu / baseline.cpu))× | "
          + "\(String(format: "%.1f", cost.switches)) | \(note) |")
    }
    print("")
    print(
      "One client on a thread of its own, \(sequentialRequests) requests per case after "
        + "\(max(sequentialRequests / 10, 1)) unmeasured; server CPU is the process's CPU time "
        + "minus the client thread's, per request. POST /events runs with the page's /live "
        + "stream open (read by the client without waiting), as a page without a socket has it.")
    print("")
  }

  /// Runs blocking work (waiting for wrk, synchronous HTTP) on a thread of its own, so the
  /// server under test keeps every thread of the concurrency pool.
  private func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws
    -> T
  {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try work() }) }.start()
    }
  }

  private struct WrkResult: Sendable {
    var rate: Double
    var errors: Int
    var bytesPerResponse: Int
    /// The server's CPU time per request (this process: the server and the waiting thread).
    var serverCPUPerRequest: Double
    var switchesPerRequest: Double
  }

  private func runWrk(port: Int, path: String, script: String?) throws -> WrkResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    var arguments = ["wrk", "-t\(threads)", "-c\(connections)", "-d\(duration)s"]
    var scriptURL: URL?
    if let script {
      let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("triptych-\(UUID()).lua")
      try script.write(to: url, atomically: true, encoding: .utf8)
      arguments += ["-s", url.path]
      scriptURL = url
    }
    defer { scriptURL.map { try? FileManager.default.removeItem(at: $0) } }
    process.arguments = arguments + ["http://127.0.0.1:\(port)\(path)"]
    let output = Pipe()
    process.standardOutput = output
    let before = ProcessCounters.now()
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let after = ProcessCounters.now()
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
    guard process.terminationStatus == 0,
      let rateLine = lines.first(where: { $0.contains("Requests/sec:") }),
      let rate = Double(rateLine.split(separator: " ").last ?? "")
    else {
      throw ValidationError(
        "wrk failed (is the Debian package `wrk` installed?)\n\(lines.joined(separator: "\n"))")
    }
    let errors =
      lines.first { $0.contains("Non-2xx") }.flatMap { Int($0.split(separator: " ").last ?? "") }
      ?? 0
    let totals = lines.first { $0.contains("requests in") } ?? ""
    let requests = Double(totals.split(separator: " ").first ?? "") ?? 1
    let bytes = parseBytes(totals)
    return WrkResult(
      rate: rate, errors: errors, bytesPerResponse: Int(bytes / max(requests, 1)),
      serverCPUPerRequest: (after.cpuSeconds - before.cpuSeconds) / max(requests, 1),
      switchesPerRequest: Double(after.contextSwitches - before.contextSwitches) / max(requests, 1))
  }

  /// A wrk script posting "Show done" toggles, one session per wrk thread. The request is
  /// built once per thread (no per-request Lua), so wrk costs the same as for the baseline.
  private func eventScript(port: Int) throws -> String {
    var sessions: [String] = []
    for _ in 0..<threads {
      let page = try LoopbackHTTP.get(port: port, path: "/")
      guard let cookie = page.cookie,
        let csrf = page.body.firstMatch(of: #/name="csrf" value="([0-9a-f]+)"/#)?.output.1,
        let toggle = page.body.firstMatch(of: #/value="(e[0-9a-z]+)" role="switch"/#)?.output.1
      else { throw ValidationError("Could not read a session from the demo page.") }
      sessions.append(
        #"{cookie = "\#(cookie)", body = "csrf=\#(csrf)&version=1&element=\#(toggle)"}"#)
    }
    return """
      local sessions = {\(sessions.joined(separator: ", "))}
      local created = 0
      function setup(thread)
        created = created + 1
        thread:set("session", created)
      end
      function init(args)
        local chosen = sessions[((session - 1) % #sessions) + 1]
        wrk.method = "POST"
        wrk.body = chosen.body
        wrk.headers["Cookie"] = chosen.cookie
        wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"
        wrk.headers["X-Triptych-Fetch"] = "1"
      end
      """
  }

  /// The engine alone: the same toggle event on a demo ViewHost, without HTTP or HTML.
  private func measureEventInProcess() -> Measurement {
    let host = ViewHost(clock: ContinuousClock(), app: DemoView.makeRoot)
    let toggle = host.tree.first { $0.kind == .toggle }!.id
    return measure("ViewHost.send", iterations: 2000) {
      try? host.send(ViewEvent(target: toggle))
    }
  }

  private struct MemoryResult: Sendable {
    var sessions: Int
    var growthBytes: Int
    var totalBytes: Int
  }

  private func measureIdleSessions(port: Int, host: WebHost) throws -> MemoryResult {
    let before = residentMemoryBytes()
    let sessionsBefore = host.sessionCount
    for _ in 0..<idleSessions {
      let response = try LoopbackHTTP.get(port: port, path: "/")
      guard response.cookie != nil else { throw ValidationError("A session was refused.") }
    }
    let after = residentMemoryBytes()
    return MemoryResult(
      sessions: host.sessionCount - sessionsBefore, growthBytes: max(after - before, 0),
      totalBytes: after)
  }

  private func serverCost(_ result: WrkResult) -> String {
    String(
      format: "server CPU %.1f µs, %.1f context switches per request",
      result.serverCPUPerRequest * 1e6, result.switchesPerRequest)
  }

  private func format(_ rate: Double) -> String {
    String(format: "%.0f", rate)
  }

  /// The bytes in wrk's "123456 requests in 10.00s, 512.34MB read" line.
  private func parseBytes(_ line: Substring) -> Double {
    guard let read = line.split(separator: ",").last?.trimmingCharacters(in: .whitespaces),
      let amount = read.split(separator: " ").first
    else { return 0 }
    let units: [(String, Double)] = [
      ("GB", 1_073_741_824), ("MB", 1_048_576), ("KB", 1024), ("B", 1),
    ]
    for (suffix, factor) in units where amount.hasSuffix(suffix) {
      return (Double(amount.dropLast(suffix.count)) ?? 0) * factor
    }
    return 0
  }
}

/// The smallest app with an event: one toggle on an observable flag.
private struct OneToggleView: View {
  let model = Switch()

  var body: some View {
    let model = self.model
    Toggle("On", isOn: Binding(get: { model.isOn }, set: { model.isOn = $0 }))
  }

  @Observable final class Switch {
    var isOn = false
  }
}
