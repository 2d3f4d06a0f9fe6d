import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A page's WebSocket (`/socket`) to a loopback server, blocking, as the page's script holds
/// one: text messages out (masked, as a browser's are) and in, nothing else. Used from a thread
/// of its own, never from the concurrency pool, so its CPU time is that thread's alone and the
/// server under test keeps every pool thread (a NIO-based client would run on the server's
/// event loops and count as server CPU).
final class SocketConnection {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// A message as received, with its bytes on the wire (frame headers included).
  struct Message {
    var text: String
    var wireBytes: Int
  }

  private let descriptor: Int32
  private var received = ReceivedBytes()

  /// Opens `path` (`/socket?csrf=…&version=…`) with the session's cookie; throws unless the
  /// server switches protocols.
  init(port: Int, path: String, cookie: String) throws {
    descriptor = try connectLoopback(port: port)
    let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
    let request =
      "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\n"
      + "Connection: Upgrade\r\nSec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n"
      + "Cookie: \(cookie)\r\n\r\n"
    try sendAll(Array(request.utf8))
    let status = try readLine()
    guard status.hasPrefix("HTTP/1.1 101") else {
      close(descriptor)
      throw Failure(description: "/socket answered “\(status)”")
    }
    while try !readLine().isEmpty {}
  }

  deinit { close(descriptor) }

  /// Sends one text message.
  func send(_ text: String) throws {
    try sendAll(Self.frame(opcode: 0x1, payload: Array(text.utf8)))
  }

  /// The next text message; nil when none arrives within `timeout` (when given) or the server
  /// closed the socket. Pings are answered on the way.
  func receive(timeout: Duration? = nil) throws -> Message? {
    var text: [UInt8] = []
    var wire = 0
    while true {
      if let timeout, received.count < 2, !(try waitReadable(timeout)) {
        return nil
      }
      guard let (head, payload) = try readFrame() else { return nil }
      wire += head + payload.count
      switch lastOpcode {
      case 0x8: return nil
      case 0x9: try sendAll(Self.frame(opcode: 0xA, payload: payload))
      case 0xA: break
      default:  // text, or its continuation
        text += payload
        if lastFin { return Message(text: String(decoding: text, as: UTF8.self), wireBytes: wire) }
      }
    }
  }

  // MARK: Frames

  private var lastOpcode: UInt8 = 0
  private var lastFin = false

  /// Reads one frame; returns its header size and payload (servers do not mask).
  private func readFrame() throws -> (Int, [UInt8])? {
    guard let start = try readBytes(2) else { return nil }
    lastFin = start[0] & 0x80 != 0
    lastOpcode = start[0] & 0x0F
    var length = Int(start[1] & 0x7F)
    var head = 2
    if length == 126 {
      guard let bytes = try readBytes(2) else { return nil }
      length = Int(bytes[0]) << 8 | Int(bytes[1])
      head += 2
    } else if length == 127 {
      guard let bytes = try readBytes(8) else { return nil }
      length = bytes.reduce(0) { $0 << 8 | Int($1) }
      head += 8
    }
    guard let payload = try readBytes(length) else { return nil }
    return (head, payload)
  }

  /// A final, masked frame.
  private static func frame(opcode: UInt8, payload: [UInt8]) -> [UInt8] {
    var frame: [UInt8] = [0x80 | opcode]
    switch payload.count {
    case ..<126: frame.append(0x80 | UInt8(payload.count))
    case ..<65536: frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
    default:
      frame.append(0x80 | 127)
      frame += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
    }
    let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
    frame += mask
    frame += payload.enumerated().map { $0.element ^ mask[$0.offset & 3] }
    return frame
  }

  // MARK: Bytes

  private func readLine() throws -> String {
    guard let line = try received.line(from: descriptor) else {
      throw Failure(description: "connection closed in the handshake")
    }
    return line
  }

  /// Exactly `count` bytes, or nil at end of stream.
  private func readBytes(_ count: Int) throws -> [UInt8]? {
    try received.bytes(count, from: descriptor)
  }

  private func waitReadable(_ timeout: Duration) throws -> Bool {
    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    let (seconds, attoseconds) = timeout.components
    return poll(&poller, 1, Int32(seconds * 1000 + attoseconds / 1_000_000_000_000_000)) > 0
  }

  private func sendAll(_ bytes: [UInt8]) throws {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes.withUnsafeBytes {
        Glibc.send(descriptor, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL))
      }
      guard sent > 0 else { throw Failure(description: "send() failed: errno \(errno)") }
      offset += sent
    }
  }
}

/// A TCP connection to `127.0.0.1:port` with Nagle off (small messages go out at once, as a
/// browser's do).
func connectLoopback(port: Int) throws -> Int32 {
  let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  guard descriptor >= 0 else { throw SocketConnection.Failure(description: "socket() failed") }
  var address = sockaddr_in()
  address.sin_family = sa_family_t(AF_INET)
  address.sin_port = in_port_t(UInt16(port)).bigEndian
  address.sin_addr.s_addr = inet_addr("127.0.0.1")
  let connected = withUnsafePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
      connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
    }
  }
  guard connected == 0 else {
    close(descriptor)
    throw SocketConnection.Failure(description: "connect() to port \(port) failed")
  }
  var one: Int32 = 1
  setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
  return descriptor
}
