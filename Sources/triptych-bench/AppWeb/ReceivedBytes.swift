import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What a blocking client has read from its socket and not used yet, read as lines (HTTP
/// heads, chunk sizes) or as exact byte counts (bodies, WebSocket frames).
///
/// Holds nothing between answers. The benchmark runs in the server's process and counts its
/// heap per session: a 256 KB receive buffer kept per connection was counted as the server's,
/// 30 % of a signed-in session's figure. `recv` reads into the thread's stack instead (a fresh
/// heap array per `recv` cost more client CPU than a small request), and what was read is
/// released once used.
struct ReceivedBytes {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  private var pending: [UInt8] = []
  private var start = 0
  private static let receiveBytes = 64 * 1024

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
        releaseIfUsed()
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
    releaseIfUsed()
    return bytes
  }

  /// Everything until the server closes the connection.
  mutating func rest(from descriptor: Int32) -> [UInt8] {
    while (try? fill(from: descriptor)) == true {}
    let bytes = Array(pending[start...])
    removeAll()
    return bytes
  }

  /// Frees the pending bytes once every one was used: the end of an answer.
  private mutating func releaseIfUsed() {
    if start == pending.count { removeAll() }
  }

  /// Reads what the socket has; false at end of stream.
  private mutating func fill(from descriptor: Int32) throws -> Bool {
    if start > 1 << 20 {
      pending.removeFirst(start)
      start = 0
    }
    let received = withUnsafeTemporaryAllocation(
      byteCount: Self.receiveBytes, alignment: 1
    ) { buffer in
      let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
      if count > 0 { pending.append(contentsOf: buffer[0..<count]) }
      return count
    }
    if received < 0 { throw Failure(description: "recv() failed: errno \(errno)") }
    return received > 0
  }
}
