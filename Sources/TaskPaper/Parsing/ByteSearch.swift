#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finding one byte in a range: the C library's `memchr`, which compares many bytes at a time.
/// The parser looks for line breaks and `@` this way instead of stepping through every byte.
enum ByteSearch {
  /// The index of the first `byte` in `bytes[from..<to]`, or `to` when there is none.
  @inline(__always)
  static func first(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int)
    -> Int
  {
    guard from < to, let base = bytes.baseAddress else { return to }
    guard let found = memchr(base + from, Int32(byte), to - from) else { return to }
    return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
  }
}
