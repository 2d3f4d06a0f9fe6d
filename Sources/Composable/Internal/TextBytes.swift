#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Byte scans for the state diff of long texts. A document's text in the state (5 MB) is
/// compared after every action that changes it: a byte-by-byte loop over it cost more than
/// the action, so equal stretches are skipped with `memcmp` and line breaks are counted eight
/// bytes at a time (Swift's generic SIMD types were slower than this here).
enum TextBytes {
  /// How many leading bytes `a` and `b` have in common.
  static func commonPrefixCount(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>)
    -> Int
  {
    let common = min(a.count, b.count)
    guard common > 0, let left = a.baseAddress, let right = b.baseAddress else { return 0 }
    let chunk = 4096
    var offset = 0
    while offset + chunk <= common, memcmp(left + offset, right + offset, chunk) == 0 {
      offset += chunk
    }
    while offset < common, left[offset] == right[offset] { offset += 1 }
    return offset
  }

  /// How many trailing bytes `a` and `b` have in common, not counting the first `skip`
  /// bytes of either (their common prefix, so the two stretches never overlap).
  static func commonSuffixCount(
    _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, skip: Int
  ) -> Int {
    let common = min(a.count, b.count) - skip
    guard common > 0, let left = a.baseAddress, let right = b.baseAddress else { return 0 }
    let leftEnd = left + a.count
    let rightEnd = right + b.count
    let chunk = 4096
    var length = 0
    while length + chunk <= common,
      memcmp(leftEnd - length - chunk, rightEnd - length - chunk, chunk) == 0
    {
      length += chunk
    }
    while length < common, (leftEnd - length - 1).pointee == (rightEnd - length - 1).pointee {
      length += 1
    }
    return length
  }

  /// The number of `\n` bytes in `bytes`.
  static func lineBreakCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = UnsafeRawPointer(bytes.baseAddress) else { return 0 }
    let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let breaks: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
    var count = 0
    var offset = 0
    while offset &+ 8 <= bytes.count {
      // A byte of `word` is zero where the text has a line break; the high bit of each byte
      // of `found` is set exactly for those bytes (no borrow between bytes, unlike `x - 1`).
      let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ breaks
      let found = ~(((word & low7) &+ low7) | word | low7)
      count &+= found.nonzeroBitCount
      offset &+= 8
    }
    while offset < bytes.count {
      if bytes[offset] == UInt8(ascii: "\n") { count &+= 1 }
      offset &+= 1
    }
    return count
  }
}
