import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Server CPU per request with one client sending one request at a time, on a thread of its
/// own: `GET /health`, an event as `POST /events` (as the page script posts it, asking for a
/// patch, with the page's `/live` stream open) and the same event over the page's WebSocket, against the same server in the same
/// run. Issue 16's target: an event over the socket costs no more server CPU than one
/// `GET /health`.
///
/// Unlike wrk's load runs, nothing else is in flight, so the process's CPU time over a run,
/// minus the client thread's own, divided by the requests is what one request costs the
/// server. Blocking: call it on a thread of its own.
struct SequentialCost {
  let port: Int
  /// Measured requests per case, after a tenth as many unmeasured ones.
  let count: Int

  struct Result: Sendable {
    /// Server CPU per request, in nanoseconds, and the process's context switches per request
    /// (the client thread's included: the same two or so in every case).
    var health: Cost
    var post: Cost
    var socket: Cost
    /// Bytes of one event's answer body over each path (the socket's message includes its
    /// head line).
    var postBytes: Int
    var socketBytes: Int
  }

  struct Cost: Sendable {
    var cpu: Double
    var switches: Double
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  func run() throws -> Result {
    let page = try LoopbackHTTP.get(port: port, path: "/")
    guard let cookie = page.cookie,
      let csrf = page.body.firstMatch(of: #/name="csrf" value="([0-9a-f]+)"/#)?.output.1,
      let shown = page.body.firstMatch(of: #/name="version" value="([0-9]+)"/#)?.output.1,
      let toggle = page.body.firstMatch(of: #/value="(e[0-9a-z]+)" role="switch"/#)?.output.1
    else { throw Failure(description: "Could not read a session from the page.") }
    let connection = HTTPConnection(port: port)
    var version = Int(shown) ?? 1
    let event = { (version: Int) in "csrf=\(csrf)&version=\(version)&element=\(toggle)" }

    let health = try measure {
      let answer = try connection.get("/health")
      guard answer.status == 200 else { throw Failure(description: "/health: \(answer.status)") }
    }
    // Without a socket the page keeps `/live` open, and the server announces every render
    // on it (its own event's too): read here without waiting, so it is not server CPU.
    let live = try connectLoopback(port: port)
    try sendAll(live, "GET /live HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: \(cookie)\r\n\r\n")
    var drained = [UInt8](repeating: 0, count: 1 << 16)
    let drain = {
      while drained.withUnsafeMutableBytes({
        recv(live, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT))
      }) > 0 {}
    }
    var postBytes = 0
    let post = try measure {
      drain()
      let answer = try connection.post(
        "/events", form: event(version),
        headers: [("Cookie", cookie), ("X-Triptych-Fetch", "1"), ("X-Triptych-Accept", "patch")])
      guard answer.status == 200 else { throw Failure(description: "POST: \(answer.status)") }
      version = Self.renderAfter(answer.text) ?? version
      postBytes = answer.body.count
    }
    close(live)
    let socket = try SocketConnection(
      port: port, path: "/socket?csrf=\(csrf)&version=\(version)", cookie: cookie)
    guard try socket.receive()?.text.hasPrefix("hello ") == true else {
      throw Failure(description: "the socket did not say hello")
    }
    var sequence = 0
    var socketBytes = 0
    let overSocket = try measure {
      sequence += 1
      try socket.send("e \(sequence)\n\(event(version))")
      guard let answer = try socket.receive(), answer.text.hasPrefix("a \(sequence) 200 ") else {
        throw Failure(description: "no answer over the socket")
      }
      version = Self.renderAfter(answer.text) ?? version
      socketBytes = answer.text.utf8.count
    }
    return Result(
      health: health, post: post, socket: overSocket, postBytes: postBytes,
      socketBytes: socketBytes)
  }

  private func sendAll(_ descriptor: Int32, _ text: String) throws {
    let bytes = Array(text.utf8)
    let sent = bytes.withUnsafeBytes {
      send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
    }
    guard sent == bytes.count else { throw Failure(description: "could not open /live") }
  }

  /// Runs `request` a tenth of `count` times unmeasured, then `count` times; returns the
  /// server's CPU time and the context switches per request.
  private func measure(_ request: () throws -> Void) throws -> Cost {
    for _ in 0..<max(count / 10, 1) { try request() }
    let countersStart = ProcessCounters.now()
    let processStart = CPUClock.process()
    let threadStart = CPUClock.thread()
    for _ in 0..<count { try request() }
    let threadCPU = CPUClock.thread() - threadStart
    let cpu = (CPUClock.process() - processStart - threadCPU) / Double(count)
    let switches = ProcessCounters.now().contextSwitches - countersStart.contextSwitches
    return Cost(cpu: cpu, switches: Double(switches) / Double(count))
  }

  /// The render a page shows after an answer: a patch's `to`, or a fragment's version field.
  private static func renderAfter(_ answer: String) -> Int? {
    if let to = answer.firstMatch(of: #/"to":([0-9]+)/#)?.output.1 { return Int(to) }
    return answer.firstMatch(of: #/name="version" value="([0-9]+)"/#).flatMap { Int($0.output.1) }
  }
}
