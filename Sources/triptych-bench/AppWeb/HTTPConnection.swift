import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One kept-alive HTTP/1.1 connection to a loopback server, blocking, as a browser tab holds
/// one: requests go out one at a time and each answer is read whole (`Content-Length` or
/// chunked) before the next. Used from a thread of its own, never from the concurrency pool,
/// so the server under test keeps every pool thread.
final class HTTPConnection {
  struct Response {
    var status: Int
    /// Header lines as received, without the status line.
    var headers: [(name: String, value: String)]
    var body: [UInt8]
    /// Bytes on the wire for this answer: status line, headers and body (with chunk framing).
    var wireBytes: Int

    func header(_ name: String) -> String? {
      headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// The value of the `Set-Cookie` header, up to its first `;`.
    var setCookie: String? {
      header("set-cookie").map { String($0.prefix { $0 != ";" }) }
    }

    var text: String { String(decoding: body, as: UTF8.self) }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  let port: Int
  private var descriptor: Int32 = -1
  /// Bytes received beyond the last answer (none in practice: one request at a time).
  private var received = ReceivedBytes()

  init(port: Int) {
    self.port = port
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// Closes the socket from any thread; a reader blocked in `recv` wakes with end of stream.
  func shutdownNow() {
    if descriptor >= 0 { shutdown(descriptor, Int32(SHUT_RDWR)) }
  }

  func get(_ path: String, headers: [(String, String)] = []) throws -> Response {
    try request("GET", path, headers: headers, body: [])
  }

  func post(_ path: String, form: String, headers: [(String, String)] = []) throws -> Response {
    try request(
      "POST", path,
      headers: headers + [("Content-Type", "application/x-www-form-urlencoded")],
      body: Array(form.utf8))
  }

  /// Sends a request and reads its answer; reconnects once if a kept-alive connection was
  /// closed by the server in between.
  func request(
    _ method: String, _ path: String, headers: [(String, String)], body: [UInt8]
  ) throws -> Response {
    var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    if method == "POST" { head += "Content-Length: \(body.count)\r\n" }
    head += "\r\n"
    let bytes = Array(head.utf8) + body
    let wasOpen = descriptor >= 0
    do {
      try ensureConnected()
      try sendAll(bytes)
      return try readResponse()
    } catch  where wasOpen && (error is Failure || error is ReceivedBytes.Failure) {
      // The server may close an idle kept-alive connection; a browser retries on a new one.
      reconnect()
      try ensureConnected()
      try sendAll(bytes)
      return try readResponse()
    }
  }

  /// Sends a GET and returns once the answer's head is read; the body is then read piece by
  /// piece with ``readChunk()`` (a streamed answer: server-sent events).
  func openStream(_ path: String, headers: [(String, String)]) throws -> Int {
    var head = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    head += "\r\n"
    try ensureConnected()
    try sendAll(Array(head.utf8))
    let (status, _, _) = try readHead()
    return status
  }

  /// The next chunk of a chunked body, or nil at its end (or when the connection closes).
  func readChunk() -> [UInt8]? {
    guard let sizeLine = try? readLine(), let size = Int(sizeLine.prefix { $0 != ";" }, radix: 16),
      size > 0, let data = try? readExactly(size), (try? readLine()) != nil
    else { return nil }
    return data
  }

  // MARK: Reading

  private func readResponse() throws -> Response {
    let (status, headers, headBytes) = try readHead()
    let find = { (name: String) in
      headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
    var body: [UInt8] = []
    var wire = headBytes
    if find("transfer-encoding")?.lowercased().contains("chunked") == true {
      while true {
        let sizeLine = try readLine()
        wire += sizeLine.utf8.count + 2
        guard let size = Int(sizeLine.prefix { $0 != ";" }, radix: 16) else {
          throw Failure(description: "bad chunk size “\(sizeLine)”")
        }
        if size == 0 {
          // Trailers end with an empty line.
          while true {
            let trailer = try readLine()
            wire += trailer.utf8.count + 2
            if trailer.isEmpty { break }
          }
          break
        }
        body += try readExactly(size)
        wire += size + 2
        _ = try readLine()
      }
    } else if let length = find("content-length").flatMap({ Int($0) }) {
      body = try readExactly(length)
      wire += length
    } else if status != 204 && status != 304 {
      body = readToEnd()
      wire += body.count
      reconnect()
    }
    if find("connection")?.lowercased() == "close" { reconnect() }
    return Response(status: status, headers: headers, body: body, wireBytes: wire)
  }

  private func readHead() throws -> (Int, [(name: String, value: String)], Int) {
    let statusLine = try readLine()
    var bytes = statusLine.utf8.count + 2
    let parts = statusLine.split(separator: " ")
    guard parts.count >= 2, let status = Int(parts[1]) else {
      throw Failure(description: "bad status line “\(statusLine)”")
    }
    var headers: [(name: String, value: String)] = []
    while true {
      let line = try readLine()
      bytes += line.utf8.count + 2
      if line.isEmpty { break }
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers.append(
        (
          String(line[..<colon]),
          line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        ))
    }
    return (status, headers, bytes)
  }

  /// A line up to CRLF, without it.
  private func readLine() throws -> String {
    guard let line = try received.line(from: descriptor) else {
      throw Failure(description: "connection closed mid-answer")
    }
    return line
  }

  private func readExactly(_ count: Int) throws -> [UInt8] {
    guard let bytes = try received.bytes(count, from: descriptor) else {
      throw Failure(description: "connection closed mid-body")
    }
    return bytes
  }

  private func readToEnd() -> [UInt8] { received.rest(from: descriptor) }

  // MARK: Connecting

  private func ensureConnected() throws {
    guard descriptor < 0 else { return }
    do {
      descriptor = try connectLoopback(port: port)
    } catch {
      throw Failure(description: "\(error)")
    }
    received.removeAll()
  }

  private func reconnect() {
    if descriptor >= 0 { close(descriptor) }
    descriptor = -1
    received.removeAll()
  }

  private func sendAll(_ bytes: [UInt8]) throws {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes.withUnsafeBytes {
        send(descriptor, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL))
      }
      guard sent > 0 else { throw Failure(description: "send() failed: errno \(errno)") }
      offset += sent
    }
  }
}

/// A free loopback port, found by binding port 0 and closing again. Another process could take
/// it in between; on a benchmark machine that does not happen.
func freeLoopbackPort() throws -> Int {
  let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  guard descriptor >= 0 else { throw HTTPConnection.Failure(description: "socket() failed") }
  defer { close(descriptor) }
  var address = sockaddr_in()
  address.sin_family = sa_family_t(AF_INET)
  address.sin_port = 0
  address.sin_addr.s_addr = inet_addr("127.0.0.1")
  var length = socklen_t(MemoryLayout<sockaddr_in>.size)
  let bound = withUnsafeMutablePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
      bind(descriptor, pointer, length) == 0 && getsockname(descriptor, pointer, &length) == 0
    }
  }
  guard bound else { throw HTTPConnection.Failure(description: "bind() to port 0 failed") }
  return Int(UInt16(bigEndian: address.sin_port))
}
