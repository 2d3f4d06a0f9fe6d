import Foundation

/// Server CPU per request with one client sending one request at a time, on a thread of its
/// own: `GET /health`, an event as `POST /events` (as the page script posts it, asking for a
/// patch) and the same event over the page's WebSocket, against the same server in the same
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
    /// Server CPU per request, in nanoseconds.
    var health: Double
    var post: Double
    var socket: Double
    /// Bytes of one event's answer body over each path (the socket's message includes its
    /// head line).
    var postBytes: Int
    var socketBytes: Int
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
    var postBytes = 0
    let post = try measure {
      let answer = try connection.post(
        "/events", form: event(version),
        headers: [("Cookie", cookie), ("X-Triptych-Fetch", "1"), ("X-Triptych-Accept", "patch")])
      guard answer.status == 200 else { throw Failure(description: "POST: \(answer.status)") }
      version = Self.renderAfter(answer.text) ?? version
      postBytes = answer.body.count
    }
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

  /// Runs `request` a tenth of `count` times unmeasured, then `count` times; returns the
  /// server's CPU time per request.
  private func measure(_ request: () throws -> Void) throws -> Double {
    for _ in 0..<max(count / 10, 1) { try request() }
    let processStart = CPUClock.process()
    let threadStart = CPUClock.thread()
    for _ in 0..<count { try request() }
    let threadCPU = CPUClock.thread() - threadStart
    return (CPUClock.process() - processStart - threadCPU) / Double(count)
  }

  /// The render a page shows after an answer: a patch's `to`, or a fragment's version field.
  private static func renderAfter(_ answer: String) -> Int? {
    if let to = answer.firstMatch(of: #/"to":([0-9]+)/#)?.output.1 { return Int(to) }
    return answer.firstMatch(of: #/name="version" value="([0-9]+)"/#).flatMap { Int($0.output.1) }
  }
}
