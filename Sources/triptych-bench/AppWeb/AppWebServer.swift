import Foundation
import Synchronization
import TaskManagerDomain
import TriptychCommands

#if canImport(Glibc)
  import Glibc
#endif

/// The database the benchmark serves: one account per outline size, each with a generated
/// outline imported the way `triptych import` imports a file.
struct AppWebDatabase {
  struct Account {
    var username: String
    var password: String
    /// The outline's size as asked for (bytes of TaskPaper text).
    var targetBytes: Int
    var bytes: Int
    var items: Int
  }

  var path: String
  var accounts: [Account]

  /// `path`: an SQLite file's, or a PostgreSQL URL.
  static func create(at path: String, sizes: [Int]) async throws -> AppWebDatabase {
    let database = try TaskManagerDatabase(location: path)
    var accounts: [Account] = []
    for size in sizes {
      let text = TaskPaperDocumentGenerator.document(bytes: size)
      let bytes = Array(text.utf8)
      // The checks `triptych import` makes first; generated text must pass them unchanged.
      if let problem = OutlineText.validate(bytes).first {
        throw BrowserSession.Failure(description: "generated outline refused: \(problem)")
      }
      let username = "bench-\(size)"
      let password = "Pw-\(UUID().uuidString)"
      let user = try await database.accounts.create(username: username, password: password)
      let items = try await database.outlines.importData(bytes, for: user.id).outline.items.count
      accounts.append(
        Account(
          username: username, password: password, targetBytes: size, bytes: bytes.count,
          items: items))
    }
    return AppWebDatabase(path: path, accounts: accounts)
  }
}

/// `triptych serve` itself, run in this process on a free loopback port, so its CPU time and
/// memory are this process's. The command is the real one (the same variant switcher, session
/// settings and outline watcher), parsed from its command line.
final class AppWebServer: Sendable {
  let port: Int
  private let task: Task<Void, any Error>
  private let finished = Mutex(false)

  private init(port: Int, task: Task<Void, any Error>) {
    self.port = port
    self.task = task
    Task.detached { [self] in
      _ = await task.result
      finished.withLock { $0 = true }
    }
  }

  static func start(databasePath: String, architecture: String) async throws -> AppWebServer {
    let port = try freeLoopbackPort()
    let arguments = [
      "--database", databasePath, "--port", String(port), "--architecture", architecture,
      "--log-level", "error", "--render-statistics",
      // Every simulated browser comes from this machine's one address.
      "--anonymous-sessions-per-address", "100000",
    ]
    // Parsed here first so a bad argument fails the benchmark instead of the server task.
    _ = try ServeCommand.parse(arguments)
    let task = Task {
      let command = try ServeCommand.parse(arguments)
      try await command.run()
    }
    let server = AppWebServer(port: port, task: task)
    let deadline = ContinuousClock.now + .seconds(30)
    while ContinuousClock.now < deadline {
      if server.finished.withLock({ $0 }) {
        _ = try await task.value
        throw BrowserSession.Failure(description: "triptych serve stopped at once")
      }
      if let health = try? LoopbackHTTP.get(port: port, path: "/health"),
        health.head.hasPrefix("HTTP/1.1 200")
      {
        return server
      }
      try await Task.sleep(for: .milliseconds(50))
    }
    await server.stop()
    throw BrowserSession.Failure(description: "triptych serve did not answer on port \(port)")
  }

  /// Cancels the server (its sessions end) and waits up to 15 s for it to stop.
  func stop() async {
    task.cancel()
    let deadline = ContinuousClock.now + .seconds(15)
    while !finished.withLock({ $0 }) && ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(50))
    }
  }
}

/// Runs blocking work (a browser's requests) on a thread of its own, so the server under test
/// keeps every thread of the concurrency pool.
func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
  try await withCheckedThrowingContinuation { continuation in
    Thread { continuation.resume(with: Result { try work() }) }.start()
  }
}

/// Resident memory after returning freed heap pages to the system, so the figure is what
/// sessions keep, not what a render's garbage left in malloc's free lists.
func retainedMemoryBytes() -> Int {
  #if canImport(Glibc)
    // `malloc_trim` is a GNU extension Swift does not import; glibc always has it.
    if let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "malloc_trim") {
      typealias Trim = @convention(c) (Int) -> Int32
      _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }
  #endif
  return residentMemoryBytes()
}
