import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What a blocking client has read from its socket and not used yet, read as lines (HTTP
/// heads, chunk sizes) or as exact byte counts (bodies, WebSocket frames).
///
/// One receive buffer for the connection's life: a fresh 256 KB array per `recv` cost more
/// client CPU (zeroing, page faults) than a small request itself.
struct ReceivedBytes {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  private var pending: [UInt8] = []
  private var start = 0
  private var buffer = [UInt8](repeating: 0, count: 256 * 1024)

  /// Bytes received and not used yet.
  var count: Int { pending.count - start }

  /// Forgets what is pending (the connection was closed).
  mutating func removeAll() {
    pending = []
    start = 0
  }

  /// A line up to LF, without it (and without a CR before it); nil at end of stream.
  mutating func line(from descriptor: Int32) throws -> String? {
    while true {
      if let end = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
        var lineEnd = end
        if lineEnd > start, pending[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
        let line = String(decoding: pending[start..<lineEnd], as: UTF8.self)
        start = end + 1
        return line
      }
      guard try fill(from: descriptor) else { return nil }
    }
  }

  /// Exactly `count` bytes; nil at end of stream.
  mutating func bytes(_ count: Int, from descriptor: Int32) throws -> [UInt8]? {
    while self.count < count {
      guard try fill(from: descriptor) else { return nil }
    }
    let bytes = Array(pending[start..<(start + count)])
    start += count
    return bytes
  }

  /// Everything until the server closes the connection.
  mutating func rest(from descriptor: Int32) -> [UInt8] {
    while (try? fill(from: descriptor)) == true {}
    let bytes = Array(pending[start...])
    start = pending.count
    return bytes
  }

  /// Reads what the socket has; false at end of stream.
  private mutating func fill(from descriptor: Int32) throws -> Bool {
    if start > 0 && start == pending.count {
      pending.removeAll(keepingCapacity: true)
      start = 0
    } else if start > 1 << 20 {
      pending.removeFirst(start)
      start = 0
    }
    let received = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
    if received < 0 { throw Failure(description: "recv() failed: errno \(errno)") }
    if received == 0 { return false }
    pending += buffer[0..<received]
    return true
  }
}
